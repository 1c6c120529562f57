/* Wrong: ignores T and answers only the first case. */
#include <stdio.h>

static int sg[1001];

int main(void)
{
	int t, n, m;
	scanf("%d", &t);
	scanf("%d %d", &n, &m);
	int first = 0;
	if (n >= m) {
		for (int l = 0; l <= n - m; l++) {
			if (l < m) {
				sg[l] = 0;
				continue;
			}
			char seen[128] = {0};
			for (int a = 0; a + m <= l; a++)
				seen[sg[a] ^ sg[l - m - a]] = 1;
			int x = 0;
			while (seen[x])
				x++;
			sg[l] = x;
		}
		first = sg[n - m] == 0;
	}
	printf("Case #1: %s\n", first ? "aekdycoin" : "abcdxyzk");
	return 0;
}
