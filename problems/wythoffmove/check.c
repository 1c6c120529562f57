/*
 * Checker for wythoffmove (testlib convention, see check.h). Each case of the output is a line,
 * "lose" or the two heaps after a move, judged on its own: a legal move that leaves a lost
 * position, the pairs (a_k, a_k + k) found from Zeckendorf forms as in the reference. The answer
 * file is used only to cross-check who wins: if it disagrees with the checker, or its move does
 * not win, the checker fails (exit 3). Blank lines are skipped. A token that is neither "lose" nor
 * an integer is a presentation error; a missing or extra token, line or case is a wrong answer.
 */
#include "check.h"

static unsigned long long fib[92]; /* 1, 2, 3, 5, ... */
static char where[96];             /* "case C (A B)", for messages */

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

/*
 * Splits the output's next non-blank line into tokens and returns how many it has (-1 at the end
 * of the output). The first three are kept in tok; one longer than 40 bytes is kept cut, ending in
 * "...", so that it reads as malformed.
 */
static int out_line(char tok[3][48])
{
	int n = 0, len = 0, c;
	while ((c = getc(ck_out.f)) != EOF && !(c == '\n' && n > 0)) {
		if (c == ' ' || c == '\t' || c == '\r' || c == '\n') {
			len = 0;
			continue;
		}
		if (len++ == 0)
			n++;
		if (n <= 3 && len <= 40)
			tok[n - 1][len - 1] = (char)c, tok[n - 1][len] = '\0';
		else if (n <= 3 && len == 41)
			strcpy(tok[n - 1] + 40, "...");
	}
	return n > 0 ? n : -1;
}

int main(int argc, char **argv)
{
	check_init(argc, argv);
	fib[0] = 1, fib[1] = 2;
	for (int i = 2; i < 92; i++)
		fib[i] = fib[i - 1] + fib[i - 2];
	long t = (long)ck_int(&ck_in, 1, 100000, "T");
	for (long c = 1; c <= t; c++) {
		long long a = ck_int(&ck_in, 0, 1000000000000000000LL, "a");
		long long b = ck_int(&ck_in, 0, 1000000000000000000LL, "b"), ax = 0, ay = 0, x, y;
		snprintf(where, sizeof where, "case %ld (%lld %lld)", c, a, b);
		const char *at = ck_token(&ck_ans, "lose or a move"), *why = NULL;
		int p = lost(a, b), ans_lose = !strcmp(at, "lose");
		if (!ans_lose && !(number(at, &ax) && number(ck_token(&ck_ans, "a move"), &ay)))
			check_fail("answer: %s: expected lose or two heaps", where);
		if (ans_lose != p || (!ans_lose && (why = fault(a, b, ax, ay))))
			check_fail("%s: the checker finds it %s, but the answer %s%s", where, p ? "lost" : "won",
			           ans_lose ? "says lose" : "moves: ", why ? why : "");
		char tok[3][48];
		int n = out_line(tok);
		if (n < 0)
			wrong("%s: the output ends before this case", where);
		if (!strcmp(tok[0], "lose")) {
			if (n > 1)
				wrong("%s: extra token \"%s\" after lose", where, tok[1]);
			if (!p)
				wrong("%s: says lose, but the position wins, e.g. by moving to (%lld %lld)", where, ax,
				      ay);
			continue;
		}
		for (int i = 0; i < 2 && i < n; i++)
			if (!number(tok[i], i ? &y : &x))
				presentation("%s: expected %s, found \"%s\"", where,
				             i ? "the second heap" : "lose or the first heap", tok[i]);
		if (n < 2)
			wrong("%s: one heap after the move, the second is missing", where);
		if (n > 2)
			wrong("%s: extra token \"%s\" after the move", where, tok[2]);
		if ((why = fault(a, b, x, y)))
			wrong("%s: moved to (%s %s): %s%s", where, tok[0], tok[1], why,
			      p ? "; the position is lost (the answer is lose)" : "");
		if (p)
			check_fail("%s: the move to (%lld %lld) wins, but the answer says lose", where, x, y);
	}
	char tok[3][48];
	if (out_line(tok) >= 0)
		wrong("extra output after the last case (%ld): \"%s\"", t, tok[0]);
	if (ck_next(&ck_ans))
		check_fail("answer: extra tokens after case %ld", t);
	accept();
}
