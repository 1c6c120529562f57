// Correct: bottom-up chain Grundy table per block size M, cached in a map across cases.
#include <cstdio>
#include <unordered_map>
#include <vector>

int main()
{
	int t;
	if (std::scanf("%d", &t) != 1)
		return 0;
	std::unordered_map<int, std::vector<int>> cache;
	for (int k = 1; k <= t; k++) {
		int n, m;
		std::scanf("%d %d", &n, &m);
		bool first = false;
		if (n >= m) {
			std::vector<int> &sg = cache[m];
			if (sg.empty()) {
				sg.assign(1001, 0);
				std::vector<char> seen(130);
				for (int l = m; l <= 1000; l++) {
					std::fill(seen.begin(), seen.end(), 0);
					for (int a = 0; a <= l - m; a++)
						seen[sg[a] ^ sg[l - m - a]] = 1;
					int x = 0;
					while (seen[x])
						x++;
					sg[l] = x;
				}
			}
			first = sg[n - m] == 0;
		}
		std::printf("Case #%d: %s\n", k, first ? "aekdycoin" : "abcdxyzk");
	}
	return 0;
}
