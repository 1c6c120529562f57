/* Wrong: keeps n, s and k in 32-bit ints, so values above 2^31 wrap. */
#include <stdio.h>

static int read_int(void)
{
	int c = getchar();
	while (c == ' ' || c == '\n')
		c = getchar();
	unsigned v = 0;
	while (c >= '0' && c <= '9') {
		v = v * 10u + (unsigned)(c - '0');
		c = getchar();
	}
	return (int)v;
}

int main(void)
{
	int t = read_int();
	while (t--) {
		int n = read_int(), s = read_int(), k = read_int();
		long long d = (long long)n - s, m = (long long)k + 1;
		if (m <= 0)
			m = 1;
		if (d < 0)
			d = -d;
		puts(d % m ? "A" : "B");
	}
	return 0;
}
