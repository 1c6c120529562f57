/*
 * hdu1536 S-Nim, explored for any set S: one heap of n stones, a move takes
 * s stones for some s in S. The table is the Sprague-Grundy value of the heap,
 * by mex over the moves; with S finite the periodicity theorem of subtraction
 * games holds, largest move max S. The input asks about each heap n of the
 * range in 0..10000 as a position of one heap ("1 n"), 100 positions per case
 * and at most 100 cases; the answer is the case's line of letters, whose j-th
 * letter is L when the j-th heap has value 0.
 */
#include "explore.h"

int main(int argc, char **argv)
{
	long s[100];
	ex_init(argc, argv, 1);
	int k = ex_list("S", s, 100);
	ex_done();
	long top = 0;
	if (k == 0)
		ex_usage("S: expected at least one move");
	for (int i = 0; i < k; i++) {
		if (s[i] < 1 || s[i] > 10000)
			ex_usage("S: expected moves in 1..10000, got %ld", s[i]);
		for (int j = 0; j < i; j++)
			if (s[j] == s[i])
				ex_usage("S: %ld appears twice", s[i]);
		top = s[i] > top ? s[i] : top;
	}
	long hi = ex_hi[0];
	int *g = calloc((size_t)hi + 1, sizeof *g);
	char seen[128];
	if (!g)
		return 3;
	for (long n = 1; n <= hi; n++) {
		memset(seen, 0, sizeof seen);
		for (int i = 0; i < k; i++)
			if (s[i] <= n)
				seen[g[n - s[i]]] = 1;
		while (seen[g[n]])
			g[n]++;
	}
	if (ex_mode == EX_TABLE) {
		ex_theorem("subtraction", top);
		for (long n = ex_lo[0]; n <= hi; n++)
			ex_value(g[n]);
		free(g);
		return 0;
	}
	/* Cases of up to 100 positions; heaps over 10000 and past 100 cases are not asked. */
	long last = hi < 10000 ? hi : 10000;
	long count = last - ex_lo[0] + 1;
	if (count > 100 * 100)
		count = 100 * 100, last = ex_lo[0] + count - 1;
	char line[128], where[64];
	int have = 0;
	for (long n = ex_lo[0], j = 0, c = 0; n <= hi; n++, j = (j + 1) % 100) {
		if (n > last) {
			if (ex_mode == EX_DECODE)
				ex_skip();
			continue;
		}
		if (j == 0) {
			c++;
			long m = last - n + 1 < 100 ? last - n + 1 : 100;
			if (ex_mode == EX_INPUT) {
				printf("%d", k);
				for (int i = 0; i < k; i++)
					printf(" %ld", s[i]);
				printf("\n%ld\n", m);
			} else {
				have = ex_line(line, sizeof line);
			}
		}
		if (ex_mode == EX_INPUT) {
			printf("1 %ld\n", n);
			continue;
		}
		char got[2] = { have && j < (long)strlen(line) ? line[j] : 0, 0 };
		snprintf(where, sizeof where, "case %ld, line %ld, letter %ld", c, c, j + 1);
		ex_answer(where, g[n] ? "W" : "L", got[0] ? got : NULL);
	}
	if (ex_mode == EX_INPUT)
		puts("0");
	free(g);
	return 0;
}
