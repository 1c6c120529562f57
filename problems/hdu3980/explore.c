/*
 * hdu3980 Paint Chain, explored for each m: after the first move the loop is
 * a straight chain, and a move paints m adjacent unpainted beads of a chain,
 * leaving the beads on either side as two chains (either may be empty). The
 * table is the Sprague-Grundy value of a chain of l beads, by mex over every
 * such move of the xor of the two chains' values (chains are independent
 * games). This is the octal game 0.00...07 (a 7 in place m: take exactly m
 * tokens, leaving zero, one or two heaps), so the periodicity theorem of octal
 * games holds with at most m tokens taken. The input asks, for a chain of l,
 * about the loop of N = l + m beads (N <= 1000, T <= 1000): its first player
 * wins exactly when the chain he leaves has value 0.
 */
#include "explore.h"

static int *g;
static long m;

static int allowed(long l, long unused)
{
	(void)unused;
	return l + m <= 1000;
}

static void ask(long l, long unused)
{
	(void)unused;
	printf("%ld %ld\n", l + m, m);
}

static const char *want(long l, long unused, int k)
{
	static char buf[64];
	(void)unused;
	snprintf(buf, sizeof buf, "Case #%d: %s", k, g[l] ? "abcdxyzk" : "aekdycoin");
	return buf;
}

int main(int argc, char **argv)
{
	ex_init(argc, argv, 1);
	m = ex_param("m");
	ex_done();
	if (m < 1 || m > 1000)
		ex_usage("m: expected 1..1000, got %ld", m);
	long hi = ex_hi[0];
	g = calloc((size_t)hi + 1, sizeof *g);
	char *seen = malloc((size_t)hi + 2);
	if (!g || !seen)
		return 3;
	for (long l = m; l <= hi; l++) {
		memset(seen, 0, (size_t)hi + 2);
		for (long a = 0; a <= l - m; a++) {
			int x = g[a] ^ g[l - m - a];
			if (x <= hi + 1)
				seen[x] = 1;
		}
		while (seen[g[l]])
			g[l]++;
	}
	if (ex_mode == EX_TABLE) {
		ex_theorem("octal", m);
		for (long l = ex_lo[0]; l <= hi; l++)
			ex_value(g[l]);
	} else {
		struct ex_cases c = {
			.dims = 1, .max = 1000, .count_first = 1, .allowed = allowed, .ask = ask, .want = want
		};
		ex_run_cases(&c);
	}
	free(seen);
	free(g);
	return 0;
}
