/*
 * twoends Two Ends, explored on rows of zeros and ones: a row of n values (n
 * a parameter), a_i the bit i - 1 of the row's number r; the players remove
 * the first or the last value in turn until one remains, the first wanting it
 * large, the second small. With values 0 and 1 it is a game of win or lose:
 * the table is 1 (N) when the first player, moving, can make a 1 remain, 0 (P)
 * when the second can make it a 0, for each r of the range, by minimax over
 * every interval of the row (never the problem's formula). The input asks
 * each row as a case "n" and its values, to the end of the file; the answer
 * is the value that remains.
 */
#include "explore.h"

static long n;

/*
 * The value that remains of the row under perfect play: v[l][r] for the part
 * a[l..r], by its two moves, the first player moving when an even number of
 * values is gone; shorter parts first.
 */
static int remains(long row)
{
	int v[16][16];
	long last = n - 1;
	for (long len = 1; len <= last + 1; len++)
		for (long l = 0, r = len - 1; r <= last; l++, r++) {
			if (len == 1) {
				v[l][r] = (int)(row >> l & 1);
				continue;
			}
			int x = v[l + 1][r], y = v[l][r - 1], first = (n - len) % 2 == 0;
			v[l][r] = first ? (x > y ? x : y) : (x < y ? x : y);
		}
	return v[0][last];
}

static int allowed(long row, long unused)
{
	(void)row, (void)unused;
	return 1;
}

static void ask(long row, long unused)
{
	(void)unused;
	printf("%ld\n", n);
	for (long i = 0; i < n; i++)
		printf(i ? " %ld" : "%ld", row >> i & 1);
	printf("\n");
}

static const char *want(long row, long unused, int k)
{
	(void)unused, (void)k;
	return remains(row) ? "1" : "0";
}

int main(int argc, char **argv)
{
	ex_init(argc, argv, 1);
	n = ex_param("n");
	ex_done();
	if (n < 1 || n > 16)
		ex_usage("n: expected 1..16, got %ld", n);
	if (ex_hi[0] >= 1L << n)
		ex_usage("range: rows of %ld values are numbered 0..%ld", n, (1L << n) - 1);
	if (ex_mode == EX_TABLE) {
		for (long r = ex_lo[0]; r <= ex_hi[0]; r++)
			ex_value(remains(r));
		return 0;
	}
	struct ex_cases c = { .dims = 1, .max = 1 << 16, .allowed = allowed, .ask = ask, .want = want };
	ex_run_cases(&c);
	return 0;
}
