/* Accepted: keeps only the (up to three) middle elements while reading, no array; fast byte reader. */
#include <stdio.h>

static int rd(long long *v)
{
	int c = getchar();
	while (c == ' ' || c == '\n' || c == '\r')
		c = getchar();
	if (c == EOF)
		return 0;
	int neg = 0;
	if (c == '-') {
		neg = 1;
		c = getchar();
	}
	long long x = 0;
	while (c >= '0' && c <= '9') {
		x = x * 10 + (c - '0');
		c = getchar();
	}
	*v = neg ? -x : x;
	return 1;
}

int main(void)
{
	long long n;
	while (rd(&n)) {
		/* 1-based positions lo..lo+2 around the middle are kept in m[0..2]. */
		long long lo = n % 2 ? (n + 1) / 2 - 1 : n / 2;
		long long m[3] = {0, 0, 0};
		for (long long i = 1; i <= n; i++) {
			long long v;
			rd(&v);
			if (i >= lo && i < lo + 3)
				m[i - lo] = v;
		}
		long long ans;
		if (n == 1)
			ans = m[1];
		else if (n % 2 == 0)
			ans = m[0] > m[1] ? m[0] : m[1];
		else {
			long long left = m[0] < m[1] ? m[0] : m[1];
			long long right = m[1] < m[2] ? m[1] : m[2];
			ans = left > right ? left : right;
		}
		printf("%lld\n", ans);
	}
	return 0;
}
