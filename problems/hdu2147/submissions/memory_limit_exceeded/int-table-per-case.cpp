// The seed's table: int a[2010][2010] (16 MB) cleared with memset for every board; over the 10 MiB limit.
#include <cstdio>
#include <cstring>

static int a[2010][2010];

int main()
{
    int n, m;
    while (std::scanf("%d %d", &n, &m) == 2 && (n || m)) {
        std::memset(a, 0, sizeof a);
        a[1][m] = 1;
        for (int i = 1; i <= n; i++)
            for (int j = m; j >= 1; j--)
                if (a[i][j + 1] == 0 && a[i - 1][j] == 0 && a[i - 1][j + 1] == 0)
                    a[i][j] = 1;
        std::puts(a[n][1] == 0 ? "Wonderful!" : "What a pity!");
    }
    return 0;
}
