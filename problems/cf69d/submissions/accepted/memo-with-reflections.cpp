// Memoized search over (point, mover used reflection, opponent used reflection), reflections played out in full.
#include <bits/stdc++.h>
using namespace std;

int n, d;
vector<pair<int, int>> vec;
static signed char memo[401][401][2][2];

bool wins(int x, int y, int me, int other)
{
	signed char &m = memo[x + 200][y + 200][me][other];
	if (m)
		return m == 1;
	bool w = false;
	for (auto [dx, dy] : vec) {
		int nx = x + dx, ny = y + dy;
		if (nx * nx + ny * ny <= d * d && !wins(nx, ny, other, me)) {
			w = true;
			break;
		}
	}
	if (!w && !me && !wins(y, x, other, 1))
		w = true;
	m = w ? 1 : 2;
	return w;
}

int main()
{
	int x, y;
	cin >> x >> y >> n >> d;
	vec.resize(n);
	for (auto &v : vec)
		cin >> v.first >> v.second;
	cout << (wins(x, y, 0, 0) ? "Anton" : "Dasha") << '\n';
	return 0;
}
