/*
 * twoqueues Two Queues and a Threshold, explored: the first queue is the first
 * H values of the list A, the second the first W of B (A, B and the threshold
 * m are parameters). The table is win/lose of that game for the first player,
 * for every (H, W) of the grid, by the rules over its states (how many values
 * each queue has given, the sum then known): a move takes a head; one that
 * makes the sum reach m loses at once, so a state is won when some other move
 * leaves a lost state, and lost with no such move. The input asks every (H, W)
 * with H, W >= 1 as a game (at most 1000, T <= 1000).
 */
#include "explore.h"

#define TOP 100

static long A[TOP], B[TOP], m;
static int na, nb;

/* The first player's game with queues A[0..h), B[0..w): every state from the last back to the start. */
static int first_wins(long h, long w)
{
	static char win[TOP + 1][TOP + 1];
	for (long i = h; i >= 0; i--)
		for (long j = w; j >= 0; j--) {
			long sum = 0;
			for (long t = 0; t < i; t++)
				sum += A[t];
			for (long t = 0; t < j; t++)
				sum += B[t];
			win[i][j] = (i < h && sum + A[i] < m && !win[i + 1][j]) ||
			            (j < w && sum + B[j] < m && !win[i][j + 1]);
		}
	return win[0][0];
}

static int allowed(long h, long w)
{
	return h >= 1 && w >= 1;
}

static void ask(long h, long w)
{
	printf("%ld %ld %ld\n", h, w, m);
	for (long i = 0; i < h; i++)
		printf(i ? " %ld" : "%ld", A[i]);
	printf("\n");
	for (long j = 0; j < w; j++)
		printf(j ? " %ld" : "%ld", B[j]);
	printf("\n");
}

static const char *want(long h, long w, int k)
{
	(void)k;
	return first_wins(h, w) ? "First" : "Second";
}

int main(int argc, char **argv)
{
	ex_init(argc, argv, 2);
	na = ex_list("A", A, TOP);
	nb = ex_list("B", B, TOP);
	m = ex_param("m");
	ex_done();
	for (int i = 0; i < na || i < nb; i++)
		if ((i < na && (A[i] < 0 || A[i] > 1000)) || (i < nb && (B[i] < 0 || B[i] > 1000)))
			ex_usage("A, B: expected values in 0..1000");
	if (m < 1 || m > 1000000)
		ex_usage("m: expected 1..1000000, got %ld", m);
	if (ex_hi[0] > na || ex_hi[1] > nb)
		ex_usage("range: H up to %d (the length of A) and W up to %d (of B)", na, nb);
	if (ex_mode == EX_TABLE) {
		for (long h = ex_lo[0]; h <= ex_hi[0]; h++)
			for (long w = ex_lo[1]; w <= ex_hi[1]; w++)
				ex_value(first_wins(h, w));
		return 0;
	}
	struct ex_cases cs = { .dims = 2, .max = 1000, .count_first = 1, .allowed = allowed, .ask = ask, .want = want };
	ex_run_cases(&cs);
	return 0;
}
