/*
 * snimmove S-Nim, Winning Moves, explored for any set S: one heap of n
 * stones, a move takes s stones for some s in S. The table is the
 * Sprague-Grundy value of the heap, by mex over the moves; with S finite the
 * periodicity theorem of subtraction games holds, largest move max S. The
 * input asks each heap n of the range in 0..10000 as the one-heap position
 * "1 n", 100 positions per case and at most 100 cases; a heap of value 0
 * wants "lose", another any "1 s" that leaves a heap of value 0 (decode names
 * the smallest such s when the program's move is not one).
 */
#include "explore.h"

static long s[100];
static int k;
static int *g;
static long total, asked; /* positions the input asks, and asked so far */

static int allowed(long n, long unused)
{
	(void)unused;
	return n <= 10000;
}

/* A case's first line and its count before every 100th position. */
static void ask(long n, long unused)
{
	(void)unused;
	if (asked % 100 == 0) {
		printf("%d", k);
		for (int i = 0; i < k; i++)
			printf(" %ld", s[i]);
		printf("\n%ld\n", total - asked < 100 ? total - asked : 100);
	}
	asked++;
	printf("1 %ld\n", n);
}

static int winning(long n, long take)
{
	for (int i = 0; i < k; i++)
		if (s[i] == take && take <= n && g[n - take] == 0)
			return 1;
	return 0;
}

static int accept(long n, long unused, const char *got)
{
	long i, take;
	int used = -1;
	(void)unused;
	if (sscanf(got, "%ld %ld%n", &i, &take, &used) != 2 || got[used] || strspn(got, "0123456789 ") != strlen(got))
		return 0;
	return i == 1 && winning(n, take);
}

static const char *want(long n, long unused, int c)
{
	static char buf[32];
	(void)unused, (void)c;
	for (long take = 1; take <= n; take++)
		if (winning(n, take)) {
			snprintf(buf, sizeof buf, "1 %ld", take);
			return buf;
		}
	return "lose";
}

int main(int argc, char **argv)
{
	ex_init(argc, argv, 1);
	k = ex_list("S", s, 100);
	ex_done();
	if (k == 0)
		ex_usage("S: expected at least one move");
	long top = 0;
	for (int i = 0; i < k; i++) {
		if (s[i] < 1 || s[i] > 10000)
			ex_usage("S: expected moves in 1..10000, got %ld", s[i]);
		top = s[i] > top ? s[i] : top;
	}
	long hi = ex_hi[0];
	g = calloc((size_t)hi + 1, sizeof *g);
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
	} else {
		for (long n = ex_lo[0]; n <= hi && total < 10000; n++)
			total += allowed(n, 0);
		struct ex_cases c = {
			.dims = 1, .max = 10000, .end = "0", .allowed = allowed, .ask = ask, .want = want, .accept = accept
		};
		ex_run_cases(&c);
	}
	free(g);
	return 0;
}
