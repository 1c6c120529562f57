// Sorted S, Grundy values by memoized recursion (memo reset for every set),
// iostream input. Of all winning moves (including those to a larger Grundy
// value) it prints the one that takes the most stones, the first heap on ties.
#include <algorithm>
#include <iostream>
#include <vector>

static std::vector<int> S;
static std::vector<int> memo;

static int grundy(int h)
{
    if (memo[h] >= 0) return memo[h];
    bool seen[102] = {false}; // a heap has at most k <= 100 moves
    for (int s : S) {
        if (s > h) break; // S is sorted
        seen[grundy(h - s)] = true;
    }
    int v = 0;
    while (seen[v]) v++;
    return memo[h] = v;
}

int main()
{
    std::ios::sync_with_stdio(false);
    std::cin.tie(nullptr);
    int k;
    while (std::cin >> k && k != 0) {
        S.assign(k, 0);
        for (int &s : S) std::cin >> s;
        std::sort(S.begin(), S.end());
        memo.assign(10001, -1);
        int m;
        std::cin >> m;
        while (m--) {
            int l, x = 0;
            std::cin >> l;
            std::vector<int> h(l);
            for (int &v : h) {
                std::cin >> v;
                x ^= grundy(v);
            }
            if (x == 0) {
                std::cout << "lose\n";
                continue;
            }
            int best_i = -1, best_s = 0;
            for (int i = 0; i < l; i++) {
                int want = grundy(h[i]) ^ x;
                for (int j = k - 1; j >= 0; j--) {
                    if (S[j] <= best_s) break;
                    if (S[j] <= h[i] && grundy(h[i] - S[j]) == want) {
                        best_i = i;
                        best_s = S[j];
                        break;
                    }
                }
            }
            std::cout << best_i + 1 << ' ' << best_s << '\n';
        }
    }
    return 0;
}
