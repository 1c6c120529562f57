/* Nim on the gaps: shrinks the last row whose gap g has g ^ s < g, reading with getchar. */
#include <stdio.h>

static int n, m, you[32], me[32];

static int read_word(char *w)
{
	int c, k = 0;
	while ((c = getchar()) == ' ' || c == '\n' || c == '\r')
		;
	while (c != EOF && c != ' ' && c != '\n' && c != '\r' && k < 15)
		w[k++] = (char)c, c = getchar();
	w[k] = '\0';
	return k;
}

static int num(void)
{
	char w[16];
	int v = 0;
	read_word(w);
	for (char *p = w; *p; p++)
		v = v * 10 + (*p - '0');
	return v;
}

static int gap(int r)
{
	return (you[r] < me[r] ? me[r] - you[r] : you[r] - me[r]) - 1;
}

int main(void)
{
	n = num(), m = num();
	for (int r = 0; r < n; r++)
		you[r] = num(), me[r] = num();
	for (;;) {
		int s = 0, r = n - 1;
		for (int i = 0; i < n; i++)
			s ^= gap(i);
		while (r > 0 && (gap(r) ^ s) >= gap(r))
			r--;
		int g = gap(r) ^ s;
		you[r] = you[r] < me[r] ? me[r] - g - 1 : me[r] + g + 1;
		printf("%d %d\n", r + 1, you[r]);
		fflush(stdout);
		char w[16];
		if (!read_word(w) || w[0] == 'w' || w[0] == 'l')
			return 0;
		int row = 0;
		for (char *p = w; *p; p++)
			row = row * 10 + (*p - '0');
		me[row - 1] = num();
	}
}
