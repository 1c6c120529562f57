// Wythoff's game against the judge: floor(k phi) estimated in long double,
// then corrected exactly. n = floor(k phi) is the one integer with
// n < k phi < n + 1, and n < k phi holds exactly when 2n - k < k sqrt 5, that
// is 2n < k or (2n - k)^2 < 5 k^2, checked in 128-bit integers. The partner of
// a heap x: x is a_j for j = ceil(x / phi) when a_j = x, else b_j for
// j = ceil(x / phi^2) (both found the same way: estimate, then step).
#include <cmath>
#include <cstdio>
#include <cstring>

typedef unsigned long long u64;
typedef unsigned __int128 u128;

// n < k phi, exactly
static bool below(u64 n, u64 k)
{
	if (2 * (u128)n < k)
		return true;
	u128 d = 2 * (u128)n - k;
	return d * d < 5 * (u128)k * k;
}

static u64 a_of(u64 k)
{
	if (k == 0)
		return 0;
	const long double phi = (1 + sqrtl(5.0L)) / 2;
	u64 n = (u64)(k * phi);
	while (n > 0 && !below(n, k))
		n--;
	while (below(n + 1, k))
		n++;
	return n;
}

static u64 partner(u64 x)
{
	if (x == 0)
		return 0;
	const long double phi = (1 + sqrtl(5.0L)) / 2;
	u64 j = (u64)(x / phi);
	while (j > 0 && a_of(j) > x)
		j--;
	while (a_of(j) < x)
		j++;
	if (a_of(j) == x)
		return x + j;
	j = (u64)(x / (phi * phi));
	while (j > 0 && a_of(j) + j > x)
		j--;
	while (a_of(j) + j < x)
		j++;
	return a_of(j);
}

int main()
{
	char w[32];
	u64 p, q;
	while (std::scanf("%31s", w) == 1 && std::strcmp(w, "win") != 0) {
		std::sscanf(w, "%llu", &p);
		if (std::scanf("%llu", &q) != 1 || (p == 0 && q == 0))
			return 0;
		u64 pq = partner(q), pp = partner(p), lo = p < q ? p : q, ak = a_of(p < q ? q - p : p - q);
		if (pq < p)
			p = pq;
		else if (pp < q)
			q = pp;
		else {
			p -= lo - ak;
			q -= lo - ak;
		}
		std::printf("%llu %llu\n", p, q);
		std::fflush(stdout);
	}
	return 0;
}
