// Sorted S, Grundy values by memoized recursion (memo reset for every set), iostream input.
#include <algorithm>
#include <iostream>
#include <string>
#include <vector>

static std::vector<int> S;
static std::vector<int> memo;

static int grundy(int h)
{
    if (memo[h] >= 0) return memo[h];
    std::vector<bool> seen(S.size() + 1, false);
    for (int s : S) {
        if (s > h) break; // S is sorted
        int g = grundy(h - s);
        if (g <= (int)S.size()) seen[g] = true;
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
        std::string line;
        while (m--) {
            int l, x = 0;
            std::cin >> l;
            while (l--) {
                int h;
                std::cin >> h;
                x ^= grundy(h);
            }
            line += x ? 'W' : 'L';
        }
        std::cout << line << '\n';
    }
    return 0;
}
