/*
 * Brute force for HDU 1527 from the rules: win[a][b] for every pair up to the
 * largest heap V in the input, in increasing order of a + b. A position wins
 * when some move (fewer stones in one heap, or the same number fewer in both)
 * reaches a losing one; (0, 0) has no move and loses. O(V^3): small inputs only.
 */
#include <stdio.h>
#include <stdlib.h>

int main(void)
{
	long cap = 1024, count = 0, maxv = 0, x, y;
	long *q = malloc(2 * cap * sizeof *q);
	while (scanf("%ld %ld", &x, &y) == 2) {
		if (count == cap)
			q = realloc(q, 2 * (cap *= 2) * sizeof *q);
		q[2 * count] = x;
		q[2 * count + 1] = y;
		count++;
		if (x > maxv)
			maxv = x;
		if (y > maxv)
			maxv = y;
	}
	long w = maxv + 1;
	char *win = calloc((size_t)(w * w), 1);
	for (long a = 0; a <= maxv; a++)
		for (long b = 0; b <= maxv; b++) {
			int v = 0;
			for (long t = 1; !v && t <= a; t++)
				v = !win[(a - t) * w + b];
			for (long t = 1; !v && t <= b; t++)
				v = !win[a * w + (b - t)];
			for (long t = 1; !v && t <= a && t <= b; t++)
				v = !win[(a - t) * w + (b - t)];
			win[a * w + b] = (char)v;
		}
	for (long i = 0; i < count; i++)
		puts(win[q[2 * i] * w + q[2 * i + 1]] ? "1" : "0");
	free(win);
	free(q);
	return 0;
}
