/*
 * parityflip, explored: the Sprague-Grundy value of one unit with d later
 * positions (the sequence 1 0 ... 0 of length d + 1), by mex over its moves.
 * A move takes the unit away and puts one unit on each position of any set of
 * the d later positions, and touches nothing else, so the position it leaves
 * is a sum of single units and its value is the xor of theirs (the sum
 * theorem); the value of d is the mex over every subset of 0..d-1 of the xor
 * of their values. No formula is used. The input asks the sequence 1 0 ... 0
 * of length d + 1 for every d of the range; it is won when the value is not 0.
 */
#include "explore.h"

#define MAXD 22

static long value[MAXD + 1];

static int allowed(long d, long unused)
{
	(void)d, (void)unused;
	return 1;
}

static void ask(long d, long unused)
{
	(void)unused;
	printf("%ld\n1", d + 1);
	for (long i = 0; i < d; i++)
		fputs(" 0", stdout);
	putchar('\n');
}

static const char *want(long d, long unused, int c)
{
	(void)unused, (void)c;
	return value[d] ? "First" : "Second";
}

int main(int argc, char **argv)
{
	ex_init(argc, argv, 1);
	ex_done();
	if (ex_hi[0] > MAXD)
		ex_usage("range: d at most %d (2^d subsets each)", MAXD);
	char *seen = NULL;
	for (long d = 0; d <= ex_hi[0]; d++) {
		/* a xor of values below 2^k for k bits fits in the next power of two */
		size_t size = 1;
		for (long e = 0; e < d; e++)
			while (size <= (size_t)value[e])
				size *= 2;
		size *= 2;
		seen = realloc(seen, size);
		if (!seen)
			return 3;
		memset(seen, 0, size);
		for (long set = 0; set < (1L << d); set++) {
			long x = 0;
			for (long e = 0; e < d; e++)
				if (set >> e & 1)
					x ^= value[e];
			seen[x] = 1;
		}
		long g = 0;
		while (g < (long)size && seen[g])
			g++;
		value[d] = g;
	}
	free(seen);
	if (ex_mode == EX_TABLE) {
		for (long d = ex_lo[0]; d <= ex_hi[0]; d++)
			ex_value(value[d]);
	} else {
		struct ex_cases c = {
			.dims = 1, .max = 100000, .count_first = 1, .allowed = allowed, .ask = ask, .want = want
		};
		ex_run_cases(&c);
	}
	return 0;
}
