// Memoized Grundy values, but the memo is filled with -1 once for the whole input, not for each set.
#include <algorithm>
#include <cstdio>
#include <cstring>

static int S[100], k, memo[10001];

static int grundy(int h)
{
    if (memo[h] >= 0) return memo[h];
    bool seen[102] = {false};
    for (int i = 0; i < k && S[i] <= h; i++) seen[grundy(h - S[i])] = true;
    int v = 0;
    while (seen[v]) v++;
    return memo[h] = v;
}

int main()
{
    std::memset(memo, -1, sizeof memo);
    while (std::scanf("%d", &k) == 1 && k != 0) {
        for (int i = 0; i < k; i++) std::scanf("%d", &S[i]);
        std::sort(S, S + k);
        int m;
        std::scanf("%d", &m);
        while (m--) {
            int l, x = 0, h;
            std::scanf("%d", &l);
            while (l--) {
                std::scanf("%d", &h);
                x ^= grundy(h);
            }
            std::putchar(x ? 'W' : 'L');
        }
        std::putchar('\n');
    }
    return 0;
}
