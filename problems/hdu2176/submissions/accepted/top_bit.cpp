// Top-bit form: the winning heaps are exactly those holding the highest set bit of the xor s;
// each one becomes a ^ s. Vectors, iostreams and one output string.
#include <bits/stdc++.h>
using namespace std;

int main()
{
	ios::sync_with_stdio(false);
	cin.tie(nullptr);
	int m;
	string out;
	vector<unsigned> a;
	while (cin >> m && m != 0) {
		a.assign(m, 0);
		unsigned s = 0;
		for (auto &x : a) {
			cin >> x;
			s ^= x;
		}
		if (s == 0) {
			out += "No\n";
			continue;
		}
		unsigned high = 1u << (31 - __builtin_clz(s));
		out += "Yes\n";
		for (unsigned x : a)
			if (x & high) {
				out += to_string(x);
				out += ' ';
				out += to_string(x ^ s);
				out += '\n';
			}
		if (out.size() > (1u << 20)) {
			cout << out;
			out.clear();
		}
	}
	cout << out;
}
