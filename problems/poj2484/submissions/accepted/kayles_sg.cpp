// Sprague-Grundy: after the first move the circle is a Kayles line; Kayles values are computed
// by mex up to 300 and are periodic with period 12 from length 71 on, so any n is answered.
#include <bits/stdc++.h>
using namespace std;

int main()
{
	const int LIM = 300;
	vector<int> g(LIM + 1, 0);
	for (int len = 1; len <= LIM; len++) {
		set<int> seen;
		for (int take = 1; take <= 2 && take <= len; take++)
			for (int left = 0; left + take <= len; left++)
				seen.insert(g[left] ^ g[len - take - left]);
		int m = 0;
		while (seen.count(m))
			m++;
		g[len] = m;
	}
	auto kayles = [&](long len) { return len <= LIM ? g[len] : g[72 + (len - 72) % 12]; };
	ios::sync_with_stdio(false);
	cin.tie(nullptr);
	long n;
	string out;
	while (cin >> n && n != 0) {
		bool alice = kayles(n - 1) == 0 || (n >= 2 && kayles(n - 2) == 0);
		out += alice ? "Alice\n" : "Bob\n";
	}
	cout << out;
}
