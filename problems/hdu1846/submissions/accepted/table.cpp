// Win/lose table per case: a position wins when one of the last m positions below it loses.
#include <bits/stdc++.h>
using namespace std;

int main()
{
	int c;
	if (!(cin >> c))
		return 0;
	while (c--) {
		int n, m;
		cin >> n >> m;
		vector<int> win(n + 1, 0);
		int losingInWindow = 1; // position 0 is lost for the mover; counts losing k in [i-m, i-1]
		for (int i = 1; i <= n; i++) {
			win[i] = losingInWindow > 0;
			if (!win[i])
				losingInWindow++;
			if (i - m >= 0 && !win[i - m])
				losingInWindow--;
		}
		cout << (win[n] ? "first" : "second") << '\n';
	}
	return 0;
}
