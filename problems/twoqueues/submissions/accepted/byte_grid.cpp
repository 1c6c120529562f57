// Memoized search over the whole (H+1) x (W+1) grid, one byte a cell (25 MB at the largest),
// iterative so that no recursion runs 10000 deep.
#include <bits/stdc++.h>
using namespace std;

int main()
{
	int t;
	if (scanf("%d", &t) != 1)
		return 0;
	while (t-- > 0) {
		int h, w;
		long long m;
		scanf("%d %d %lld", &h, &w, &m);
		vector<long long> pa(h + 1, 0), pb(w + 1, 0);
		for (int i = 1; i <= h; i++) {
			long long v;
			scanf("%lld", &v);
			pa[i] = pa[i - 1] + v;
		}
		for (int j = 1; j <= w; j++) {
			long long v;
			scanf("%lld", &v);
			pb[j] = pb[j - 1] + v;
		}
		size_t cols = (size_t)w + 1;
		vector<char> lost((size_t)(h + 1) * cols, 0); // 1: the player to move loses
		auto live = [&](int i, int j) { return pa[i] + pb[j] < m; };
		for (int i = h; i >= 0; i--)
			for (int j = w; j >= 0; j--) {
				if (!live(i, j))
					continue;
				bool win = (i < h && live(i + 1, j) && lost[(size_t)(i + 1) * cols + j]) ||
				           (j < w && live(i, j + 1) && lost[(size_t)i * cols + j + 1]);
				lost[(size_t)i * cols + j] = !win;
			}
		puts(lost[0] ? "Second" : "First");
	}
}
