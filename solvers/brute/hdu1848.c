/*
 * hdu1848 Fibonacci again and again: brute force from the rules.
 *
 * Reads every case, then labels every position (a, b, c) with all three heaps at
 * most the largest heap asked for, by win/lose analysis straight from the moves:
 * a position is won for the player to move when some move (take a Fibonacci
 * number f <= heap from one heap) reaches a lost position; (0, 0, 0) has no move
 * and is lost. Positions are visited in increasing a, b, c, so every move lands on
 * a labelled one. No Sprague-Grundy values; cubic memory, for small heaps only.
 */
#include <stdio.h>
#include <stdlib.h>

int main(void)
{
	int cap = 1024, cnt = 0, top = 0, m, n, p;
	int *cases = malloc(3 * sizeof(int) * (size_t)cap);
	while (scanf("%d %d %d", &m, &n, &p) == 3 && (m || n || p)) {
		if (cnt == cap) {
			cap *= 2;
			cases = realloc(cases, 3 * sizeof(int) * (size_t)cap);
		}
		if (!cases)
			return 1;
		cases[3 * cnt] = m;
		cases[3 * cnt + 1] = n;
		cases[3 * cnt + 2] = p;
		cnt++;
		top = m > top ? m : top;
		top = n > top ? n : top;
		top = p > top ? p : top;
	}
	int fib[64], nf = 0;
	for (long a = 1, b = 2; a <= top; nf++) { /* 1, 2, and then each the sum of the previous two */
		fib[nf] = (int)a;
		long c = a + b;
		a = b;
		b = c;
	}
	size_t side = (size_t)top + 1;
	char *win = calloc(side * side * side, 1);
	if (!win)
		return 1;
	for (size_t a = 0; a < side; a++)
		for (size_t b = 0; b < side; b++)
			for (size_t c = 0; c < side; c++) {
				int w = 0;
				for (int i = 0; i < nf && !w; i++) {
					size_t f = (size_t)fib[i];
					if (f <= a && !win[((a - f) * side + b) * side + c])
						w = 1;
					if (f <= b && !win[(a * side + (b - f)) * side + c])
						w = 1;
					if (f <= c && !win[(a * side + b) * side + (c - f)])
						w = 1;
				}
				win[(a * side + b) * side + c] = (char)w;
			}
	for (int i = 0; i < cnt; i++) {
		size_t a = (size_t)cases[3 * i], b = (size_t)cases[3 * i + 1], c = (size_t)cases[3 * i + 2];
		puts(win[(a * side + b) * side + c] ? "Fibo" : "Nacci");
	}
	free(win);
	free(cases);
	return 0;
}
