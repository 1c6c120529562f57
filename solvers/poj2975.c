/*
 * poj2975 Nim: count the winning first moves.
 * With S the XOR of all piles, a move on pile a wins exactly when it leaves S ^ a
 * stones there, which is a real move only when S ^ a < a. When S = 0 there is none.
 * Input is read through one big fread buffer (up to about 11 MB).
 */
#include <stdio.h>
#include <stdlib.h>

static char *buf;
static size_t len, pos;

static int next_int(long long *out)
{
	while (pos < len && (buf[pos] < '0' || buf[pos] > '9'))
		pos++;
	if (pos >= len)
		return 0;
	long long v = 0;
	while (pos < len && buf[pos] >= '0' && buf[pos] <= '9')
		v = v * 10 + (buf[pos++] - '0');
	*out = v;
	return 1;
}

static long long pile[1000];

int main(void)
{
	size_t cap = 1 << 20;
	buf = malloc(cap);
	for (;;) {
		if (len == cap) {
			cap *= 2;
			buf = realloc(buf, cap);
		}
		size_t got = fread(buf + len, 1, cap - len, stdin);
		if (got == 0)
			break;
		len += got;
	}
	long long n;
	while (next_int(&n) && n != 0) {
		long long s = 0;
		for (long long i = 0; i < n; i++) {
			next_int(&pile[i]);
			s ^= pile[i];
		}
		int count = 0;
		for (long long i = 0; i < n; i++)
			if ((s ^ pile[i]) < pile[i])
				count++;
		printf("%d\n", count);
	}
	free(buf);
	return 0;
}
