/* Array sized for 10^5: heaps past index 100000 are xored in but dropped (guarded so it never crashes). */
#include <stdio.h>

#define MAXN 100005
static int a[MAXN];

int main(void)
{
	int m;
	while (scanf("%d", &m) == 1 && m) {
		int s = 0, x;
		for (int i = 0; i < m; i++) {
			scanf("%d", &x);
			if (i < MAXN)
				a[i] = x;
			s ^= x;
		}
		if (!s) {
			puts("No");
			continue;
		}
		puts("Yes");
		for (int i = 0; i < m && i < MAXN; i++)
			if ((a[i] ^ s) < a[i])
				printf("%d %d\n", a[i], a[i] ^ s);
	}
	return 0;
}
