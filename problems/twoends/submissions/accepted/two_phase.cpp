// Accepted: solves the even row as a helper (mover picks among the middle pair) and lets the first player try both ends on an odd row.
#include <algorithm>
#include <cstdio>
#include <vector>

// Value left from a[l..r] (even length) when the player to move wants a large
// value (wantMax) or a small one: the mover's pick of the two middle elements.
static long long evenRow(const std::vector<long long> &a, int l, int r, bool wantMax)
{
	int mid = l + (r - l) / 2;
	return wantMax ? std::max(a[mid], a[mid + 1]) : std::min(a[mid], a[mid + 1]);
}

int main()
{
	int n;
	std::vector<long long> a;
	while (std::scanf("%d", &n) == 1) {
		a.assign(n, 0);
		for (auto &x : a)
			std::scanf("%lld", &x);
		long long ans;
		if (n == 1)
			ans = a[0];
		else if (n % 2 == 0)
			ans = evenRow(a, 0, n - 1, true);
		else // the first player removes one end; the second then faces an even row
			ans = std::max(evenRow(a, 1, n - 1, false), evenRow(a, 0, n - 2, false));
		std::printf("%lld\n", ans);
	}
}
