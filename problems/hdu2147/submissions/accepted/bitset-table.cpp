// Win/lose table of every board up to 2000 x 2000, built once in bits (0.5 MB), then looked up.
#include <bitset>
#include <cstdio>

static std::bitset<2001> win[2001]; // win[d][l]: coin d rows above and l columns right of the goal

int main()
{
    for (int d = 0; d <= 2000; d++)
        for (int l = 0; l <= 2000; l++) {
            bool w = false;
            if (l > 0 && !win[d][l - 1]) w = true;
            if (d > 0 && !win[d - 1][l]) w = true;
            if (d > 0 && l > 0 && !win[d - 1][l - 1]) w = true;
            win[d][l] = w;
        }
    int n, m;
    while (std::scanf("%d %d", &n, &m) == 2 && (n || m))
        std::puts(win[n - 1][m - 1] ? "Wonderful!" : "What a pity!");
    return 0;
}
