// Multi-case slip: reads and answers the first line only.
#include <cstdio>
#include <cstring>

int main()
{
    int f[20] = {1, 2}, nf = 2, sg[1001] = {0}, vis[32];
    while (f[nf - 1] + f[nf - 2] <= 1000) {
        f[nf] = f[nf - 1] + f[nf - 2];
        nf++;
    }
    for (int h = 1; h <= 1000; h++) {
        std::memset(vis, 0, sizeof vis);
        for (int j = 0; j < nf && f[j] <= h; j++) vis[sg[h - f[j]]] = 1;
        while (vis[sg[h]]) sg[h]++;
    }
    int m, n, p;
    if (std::scanf("%d %d %d", &m, &n, &p) == 3 && (m || n || p))
        std::puts((sg[m] ^ sg[n] ^ sg[p]) ? "Fibo" : "Nacci");
    return 0;
}
