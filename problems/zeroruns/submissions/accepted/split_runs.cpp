// Reads each string whole and splits it at the ones; the xor of the pieces' lengths decides.
#include <bits/stdc++.h>
using namespace std;

int main()
{
	ios::sync_with_stdio(false);
	cin.tie(nullptr);
	int t;
	cin >> t;
	string s;
	while (t-- > 0) {
		cin >> s;
		size_t x = 0, start = 0;
		for (;;) {
			size_t one = s.find('1', start);
			size_t end = one == string::npos ? s.size() : one;
			x ^= end - start;
			if (one == string::npos)
				break;
			start = one + 1;
		}
		cout << (x ? "First" : "Second") << '\n';
	}
}
