/* Wrong: a symmetry-strategy guess, second wins iff N < M or (N >= 2M and N even); right for M = 1 only. */
#include <stdio.h>

int main(void)
{
	int t, n, m;
	scanf("%d", &t);
	for (int k = 1; k <= t; k++) {
		scanf("%d %d", &n, &m);
		int second = n < m || (n >= 2 * m && n % 2 == 0);
		printf("Case #%d: %s\n", k, second ? "abcdxyzk" : "aekdycoin");
	}
	return 0;
}
