// A long double guess of floor(k phi), then corrected exactly: m <= k phi iff 2m - k <= k sqrt 5,
// i.e. 2m - k < 0 or (2m - k)^2 < 5 k^2 (never equal for k > 0), squared in unsigned __int128.
// The losing pair holding a heap x is found the same way: x = floor(j phi) for j near x / phi,
// or x = floor(j phi) + j for j near x / phi^2. Prefers the first heap, then both, then the second.
#include <bits/stdc++.h>
using namespace std;
typedef unsigned long long u64;
typedef unsigned __int128 u128;

static bool at_most_k_phi(u64 m, u64 k) // m <= k * phi
{
	if (2 * m <= k)
		return true;
	u128 d = 2 * m - k;
	return d * d < (u128)5 * k * k;
}

static u64 lower(u64 k)
{
	const long double phi = (1 + sqrtl(5.0L)) / 2;
	u64 m = (u64)(k * phi);
	while (m > 0 && !at_most_k_phi(m, k))
		m--;
	while (at_most_k_phi(m + 1, k))
		m++;
	return m;
}

static u64 partner(u64 x)
{
	if (x == 0)
		return 0;
	const long double phi = (1 + sqrtl(5.0L)) / 2;
	u64 j = (u64)(x / phi);
	for (u64 c = j > 2 ? j - 2 : 0; c <= j + 2; c++)
		if (lower(c) == x)
			return x + c;
	j = (u64)(x / (phi * phi));
	for (u64 c = j > 2 ? j - 2 : 0; c <= j + 2; c++)
		if (c > 0 && lower(c) + c == x)
			return lower(c);
	abort();
}

int main()
{
	ios::sync_with_stdio(false);
	cin.tie(nullptr);
	int t;
	cin >> t;
	string out;
	while (t--) {
		u64 a, b;
		cin >> a >> b;
		u64 lo = min(a, b), ak = lower(max(a, b) - lo), pa = partner(a), pb = partner(b);
		if (pb < a)
			out += to_string(pb) + " " + to_string(b) + "\n";
		else if (ak < lo)
			out += to_string(a - (lo - ak)) + " " + to_string(b - (lo - ak)) + "\n";
		else if (pa < b)
			out += to_string(a) + " " + to_string(pa) + "\n";
		else
			out += "lose\n";
	}
	cout << out;
}
