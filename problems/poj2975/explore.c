/*
 * poj2975 Nim (count the winning first moves), explored: Nim on the heaps
 * (a, b, c), c a parameter (0: two heaps only). The table is win/lose of the
 * position for every (a, b) of the grid, by the rules: a position is won when
 * some move (any smaller size of one heap) leaves a lost one. The problem asks
 * how many first moves win; the explorer counts them the same way, as the
 * moves into lost positions, so a P position wants 0. The input asks "M" and
 * the heaps for every (a, b) with a, b >= 1 (at most 1000 cases), ended by 0.
 */
#include "explore-heaps.h"
#include "explore-nim.h"

static void ask(long a, long b)
{
	heaps_print(a, b, nim_c);
}

/* The number of winning first moves: the moves into lost positions. */
static const char *want(long a, long b, int k)
{
	static char buf[24];
	(void)k;
	snprintf(buf, sizeof buf, "%ld", nim_count(a, b));
	return buf;
}

int main(int argc, char **argv)
{
	nim_start(argc, argv, 0);
	if (ex_mode == EX_TABLE) {
		nim_table();
		return 0;
	}
	struct ex_cases cs = { .dims = 2, .max = 1000, .end = "0", .allowed = heaps_allowed, .ask = ask, .want = want };
	ex_run_cases(&cs);
	return 0;
}
