// Grundy values of one row by mex over every run it can lose, then the anti-SG (SJ) theorem on those values.
#include <cstdio>
#include <vector>

int main()
{
	const int M = 100;
	std::vector<int> sg(M + 1, 0);
	for (int len = 1; len <= M; len++) {
		std::vector<bool> seen(2 * M + 2, false);
		for (int left = 0; left < len; left++)
			for (int right = 0; left + right < len; right++)
				seen[sg[left] ^ sg[right]] = true;
		int g = 0;
		while (seen[g])
			g++;
		sg[len] = g;
	}
	int n;
	while (std::scanf("%d", &n) == 1) {
		int x = 0;
		bool big = false;
		for (int i = 0; i < n; i++) {
			int a;
			std::scanf("%d", &a);
			x ^= sg[a];
			if (sg[a] > 1)
				big = true;
		}
		bool first = big ? x != 0 : x == 0;
		std::puts(first ? "Yes" : "No");
	}
	return 0;
}
