/*
 * Checker for wythoffmove (testlib convention, see check.h). Each case of the output is "lose" or
 * the two heaps after a move, judged on its own: a legal move that leaves a lost position, the
 * pairs (a_k, a_k + k) found from Zeckendorf forms as in the reference. The answer file is used
 * only to cross-check who wins: if it disagrees with the checker, or its move does not win, the
 * checker fails (exit 3). A token that is neither "lose" nor an integer is a presentation error.
 */
#include "check.h"

static unsigned long long fib[92]; /* 1, 2, 3, 5, ... */
static char where[96];             /* "case C (A B)", for messages */
static char shown[2][48];          /* the last two heaps read, as written */

/* (x, y) is lost for the player to move: 0 0, or the smaller heap has an even smallest Zeckendorf
 * index and the larger is the smaller with every term moved one index up. */
static int lost(long long x, long long y)
{
	unsigned long long lo = (unsigned long long)(x < y ? x : y), hi = (unsigned long long)(x < y ? y : x), up = 0;
	int low = 0;
	for (int i = 90; i >= 0; i--)
		if (fib[i] <= lo)
			lo -= fib[i], up += fib[i + 1], low = i;
	return up == 0 ? hi == 0 : low % 2 == 0 && up == hi;
}

/* What is wrong with the move (a b) -> (x y), or NULL when it wins. */
static const char *fault(long long a, long long b, long long x, long long y)
{
	static char why[160];
	if (x < 0 || y < 0)
		snprintf(why, sizeof why, "takes more stones than the %s heap holds", x < 0 ? "first" : "second");
	else if (x > a || y > b)
		snprintf(why, sizeof why, "the %s heap grows", x > a ? "first" : "second");
	else if (x == a && y == b)
		return "takes zero stones";
	else if (x < a && y < b && a - x != b - y)
		snprintf(why, sizeof why, "takes different amounts from the two heaps (%lld and %lld)", a - x, b - y);
	else if (!lost(x, y))
		snprintf(why, sizeof why, "a legal move, but (%lld %lld) wins for the opponent", x, y);
	else
		return NULL;
	return why;
}

/* A decimal integer without '+' or leading zeros; magnitudes past 4e18 are clamped there. */
static int number(const char *t, long long *v)
{
	int neg = *t == '-';
	t += neg;
	if (!*t || (t[0] == '0' && (t[1] || neg)))
		return 0;
	for (*v = 0; *t >= '0' && *t <= '9'; t++)
		*v = *v > 399999999999999999LL ? 4000000000000000000LL : *v * 10 + (*t - '0');
	*v = neg ? -*v : *v;
	return !*t;
}

/* Reads one case of s: "lose" (returns 1) or a move into x, y (returns 0). */
static int read_case(struct ck_stream *s, long long *x, long long *y)
{
	const char *t = ck_next(s);
	if (t && !strcmp(t, "lose"))
		return 1;
	for (int i = 0; i < 2; i++) {
		const char *what = i ? "the second heap" : "lose or the first heap";
		if (i)
			t = ck_next(s);
		if (t && number(t, i ? y : x)) {
			snprintf(shown[i], sizeof shown[i], "%.40s", t);
			continue;
		}
		if (s->contestant && !t)
			wrong("%s: expected %s, found the end of the output", where, what);
		if (s->contestant)
			presentation("%s: expected %s, found \"%.40s\"", where, what, t);
		check_fail("answer: %s: expected %s, found \"%.40s\"", where, what, t ? t : "(the end)");
	}
	return 0;
}

int main(int argc, char **argv)
{
	check_init(argc, argv);
	fib[0] = 1, fib[1] = 2;
	for (int i = 2; i < 92; i++)
		fib[i] = fib[i - 1] + fib[i - 2];
	long t = (long)ck_int(&ck_in, 1, 100000, "T"), c;
	for (c = 1; c <= t; c++) {
		long long a = ck_int(&ck_in, 0, 1000000000000000000LL, "a");
		long long b = ck_int(&ck_in, 0, 1000000000000000000LL, "b"), ax, ay, x, y;
		snprintf(where, sizeof where, "case %ld (%lld %lld)", c, a, b);
		int p = lost(a, b), ans_lose = read_case(&ck_ans, &ax, &ay);
		const char *why = ans_lose ? NULL : fault(a, b, ax, ay);
		if (ans_lose != p || why)
			check_fail("%s: the checker finds it %s, but the answer %s%s", where, p ? "lost" : "won",
			           ans_lose ? "says lose" : "moves: ", why ? why : "");
		if (read_case(&ck_out, &x, &y)) {
			if (!p)
				wrong("%s: says lose, but the position wins, e.g. by moving to (%lld %lld)", where, ax, ay);
		} else if ((why = fault(a, b, x, y))) {
			wrong("%s: moved to (%s %s): %s%s", where, shown[0], shown[1], why,
			      p ? "; the position is lost (the answer is lose)" : "");
		} else if (p) {
			check_fail("%s: the move to (%lld %lld) wins, but the answer says lose", where, x, y);
		}
	}
	const char *extra = ck_next(&ck_out);
	if (extra)
		wrong("extra output after the last case (%ld): \"%.40s\"", t, extra);
	if (ck_next(&ck_ans))
		check_fail("answer: extra tokens after case %ld", t);
	accept();
}
