/*
 * zeroruns, explored: the Sprague-Grundy value of a string of k zeros, by mex
 * over its moves as the rules give them. A move deletes s[l..r] (all zeros)
 * and joins the two sides, which leaves a string of k - (r - l + 1) zeros; the
 * value of every such (l, r) is taken, not one per length. The input asks the
 * string of k zeros for every k >= 1 of the range (an empty string is not an
 * input): it is won when the value is not 0.
 */
#include "explore.h"

static long *value;

static int allowed(long k, long unused)
{
	(void)unused;
	return k >= 1;
}

static void ask(long k, long unused)
{
	(void)unused;
	for (long i = 0; i < k; i++)
		putchar('0');
	putchar('\n');
}

static const char *want(long k, long unused, int c)
{
	(void)unused, (void)c;
	return value[k] ? "First" : "Second";
}

int main(int argc, char **argv)
{
	ex_init(argc, argv, 1);
	ex_done();
	long hi = ex_hi[0];
	if (hi > 2000)
		ex_usage("range: k at most 2000");
	value = calloc((size_t)hi + 1, sizeof *value);
	char *seen = calloc((size_t)hi + 2, 1);
	if (!value || !seen)
		return 3;
	for (long k = 1; k <= hi; k++) {
		memset(seen, 0, (size_t)hi + 2);
		for (long l = 0; l < k; l++)
			for (long r = l; r < k; r++) {
				long left = k - (r - l + 1); /* the sides join: one run */
				if (value[left] <= hi)
					seen[value[left]] = 1;
			}
		long g = 0;
		while (seen[g])
			g++;
		value[k] = g;
	}
	if (ex_mode == EX_TABLE) {
		for (long k = ex_lo[0]; k <= hi; k++)
			ex_value(value[k]);
	} else {
		struct ex_cases c = {
			.dims = 1, .max = 100000, .count_first = 1, .allowed = allowed, .ask = ask, .want = want
		};
		ex_run_cases(&c);
	}
	free(value);
	free(seen);
	return 0;
}
