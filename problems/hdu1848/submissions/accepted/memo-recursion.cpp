// Grundy values by memoized recursion with a std::set for the mex, computed on demand.
#include <cstdio>
#include <set>
#include <vector>

static std::vector<int> fibs;
static int memo[1001];
static bool known[1001];

static int grundy(int h)
{
    if (known[h]) return memo[h];
    std::set<int> reach;
    for (int f : fibs)
        if (f <= h) reach.insert(grundy(h - f));
    int v = 0;
    while (reach.count(v)) v++;
    known[h] = true;
    return memo[h] = v;
}

int main()
{
    for (int a = 1, b = 2; a <= 1000;) {
        fibs.push_back(a);
        int c = a + b;
        a = b;
        b = c;
    }
    int m, n, p;
    while (std::scanf("%d %d %d", &m, &n, &p) == 3 && (m || n || p))
        std::puts((grundy(m) ^ grundy(n) ^ grundy(p)) ? "Fibo" : "Nacci");
    return 0;
}
