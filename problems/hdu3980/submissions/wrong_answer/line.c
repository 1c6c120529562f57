/* Wrong: treats the circle as a line, answering with the chain value g(N) instead of g(N - M) after a forced first move. */
#include <stdio.h>

static int sg[1001];

int main(void)
{
	int t, n, m;
	scanf("%d", &t);
	for (int k = 1; k <= t; k++) {
		scanf("%d %d", &n, &m);
		for (int l = 0; l <= n; l++) {
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
		printf("Case #%d: %s\n", k, sg[n] ? "aekdycoin" : "abcdxyzk");
	}
	return 0;
}
