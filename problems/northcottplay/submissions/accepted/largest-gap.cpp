// Nim on the gaps with iostream: among the rows where a winning move exists, shrinks the one
// with the largest gap.
#include <cstdlib>
#include <iostream>
#include <string>
#include <vector>
using namespace std;

int main()
{
	int n, m;
	cin >> n >> m;
	vector<int> you(n), me(n);
	for (int i = 0; i < n; i++)
		cin >> you[i] >> me[i];
	auto gap = [&](int i) { return abs(you[i] - me[i]) - 1; };
	for (;;) {
		int s = 0, best = -1;
		for (int i = 0; i < n; i++)
			s ^= gap(i);
		for (int i = 0; i < n; i++)
			if ((gap(i) ^ s) < gap(i) && (best < 0 || gap(i) > gap(best)))
				best = i;
		int g = gap(best) ^ s;
		you[best] = you[best] < me[best] ? me[best] - g - 1 : me[best] + g + 1;
		cout << best + 1 << ' ' << you[best] << endl;
		string w;
		if (!(cin >> w) || w == "win" || w == "lose")
			return 0;
		int x;
		cin >> x;
		me[stoi(w) - 1] = x;
	}
}
