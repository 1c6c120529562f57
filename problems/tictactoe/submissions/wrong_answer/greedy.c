/* Mistake: looks one move ahead only: the mover wins if it can complete a line now, otherwise it calls the game a draw. */
#include <stdio.h>

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

int main(void)
{
	int t;
	if (scanf("%d", &t) != 1)
		return 0;
	while (t--) {
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
		const char *res = "Draw";
		if (line(x)) {
			res = "X";
		} else if (line(o)) {
			res = "O";
		} else {
			int xm = bits(x) == bits(o);
			for (int c = 0; c < 9; c++)
				if (!((x | o) >> c & 1) && (xm ? line(x | 1 << c) : line(o | 1 << c)))
					res = xm ? "X" : "O";
		}
		puts(res);
	}
	return 0;
}
