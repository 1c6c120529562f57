/* Mistake: answers the first board only and ignores the rest. */
#include <stdio.h>

static unsigned char memo[512][512];

static int line(int m)
{
	static const int w[8] = {0007, 0070, 0700, 0111, 0222, 0444, 0421, 0124};
	for (int l = 0; l < 8; l++)
		if ((m & w[l]) == w[l])
			return 1;
	return 0;
}

static int bits(int m)
{
	int c = 0;
	for (; m; m >>= 1)
		c += m & 1;
	return c;
}

/* 1: X wins, 0: draw, -1: O wins */
static int solve(int x, int o)
{
	if (memo[x][o])
		return memo[x][o] - 2;
	int r;
	if (line(x))
		r = 1;
	else if (line(o))
		r = -1;
	else if ((x | o) == 0777)
		r = 0;
	else {
		int xm = bits(x) == bits(o);
		r = xm ? -1 : 1;
		for (int c = 0; c < 9; c++) {
			if ((x | o) >> c & 1)
				continue;
			int v = xm ? solve(x | 1 << c, o) : solve(x, o | 1 << c);
			if (xm ? v > r : v < r)
				r = v;
		}
	}
	memo[x][o] = (unsigned char)(r + 2);
	return r;
}

int main(void)
{
	int t;
	if (scanf("%d", &t) != 1)
		return 0;
	if (t > 0) {
		int x = 0, o = 0;
		for (int r = 0; r < 3; r++) {
			char s[4];
			scanf("%3s", s);
			for (int c = 0; c < 3; c++) {
				if (s[c] == 'X')
					x |= 1 << (3 * r + c);
				if (s[c] == 'O')
					o |= 1 << (3 * r + c);
			}
		}
		int v = solve(x, o);
		puts(v > 0 ? "X" : v < 0 ? "O" : "Draw");
	}
	return 0;
}
