/*
 * Checker for nimmove (testlib convention, see check.h).
 *
 * With s the xor of a case's heaps, the position is lost exactly when s = 0,
 * and a move wins exactly when it leaves xor 0. A case's answer is "lose" or a
 * move "i y", heap i cut down to y stones, judged from the input alone:
 * legality first (heap i exists, 0 <= y < its size: y equal to it takes zero
 * stones, above it adds stones, below 0 takes more than the heap holds), then
 * whether it wins. The answer file (the reference's
 * output) is judged the same way first; any fault there is the checker's
 * failure (exit 3), never the contestant's.
 *
 * The output is read by lines: one case per line, blank lines skipped. At the
 * first fault it is read again as a plain stream of tokens; when every case is
 * right that way, only the layout was wrong and the verdict is PE, else WA. The
 * message is the first reading's, which knows the line. Linear in the input.
 */
#include <stdarg.h>
#include "check.h"

static unsigned long long heap[100000], xr[100001];
static long start[100002];

static const char *fault_text(const char *fmt, ...)
{
	static char why[320];
	va_list ap;
	va_start(ap, fmt);
	vsnprintf(why, sizeof why, fmt, ap);
	va_end(ap);
	return why;
}

/*
 * Reads one case's tokens from f, by line (all tokens of the next non-blank
 * line) or as a stream ("lose", or two tokens). Keeps the first three, cut to
 * 40 bytes plus "..." (a byte outside printable ASCII, NUL included, is kept as
 * '?', so it cannot hide in a number); returns how many were read, 0 at the end.
 */
static int read_case(FILE *f, int by_line, char tok[3][48])
{
	int k = 0, len = 0, c;
	while ((c = getc(f)) != EOF && !(c == '\n' && by_line && k > 0)) {
		if (c == ' ' || c == '\t' || c == '\r' || c == '\n') {
			if (len > 0 && !by_line && (k == 2 || strcmp(tok[0], "lose") == 0))
				break;
			len = 0;
			continue;
		}
		if (len++ == 0)
			k++;
		if (k <= 3 && len <= 40)
			tok[k - 1][len - 1] = c > 32 && c < 127 ? (char)c : '?', tok[k - 1][len] = '\0';
		else if (k <= 3 && len == 41)
			strcpy(tok[k - 1] + 40, "...");
	}
	return k;
}

/*
 * An integer: '-', then digits without leading zeros; strtoll clamps huge ones,
 * which keeps their side of 0 and of every heap size (at most 10^18).
 */
static int number(const char *t, long long *v)
{
	const char *p = t + (*t == '-');
	if (!*p || strspn(p, "0123456789") != strlen(p) || (p[0] == '0' && (p[1] || p != t)))
		return 0;
	*v = strtoll(t, NULL, 10);
	return 1;
}

/* What is wrong with the k tokens given for case c, or NULL when they are right. */
static const char *fault(long c, int k, char tok[3][48])
{
	long n = start[c + 1] - start[c];
	unsigned long long s = xr[c], *a = heap + start[c];
	long long i, y;
	if (k == 0)
		return fault_text("case %ld: missing, the output ends after case %ld", c, c - 1);
	if (strcmp(tok[0], "lose") == 0) {
		for (long j = 0; s != 0; j++)
			if ((a[j] ^ s) < a[j])
				return fault_text(
				        "case %ld: says lose, but the heaps' xor is %llu, not 0: cutting heap %ld "
				        "from %llu to %llu stones wins",
				        c, s, j + 1, a[j], a[j] ^ s);
		return k > 1 ? fault_text("case %ld: extra \"%s\" after lose", c, tok[1]) : NULL;
	}
	if (!number(tok[0], &i))
		return fault_text("case %ld: expected \"lose\" or a heap number, found \"%s\"", c, tok[0]);
	if (k == 1)
		return fault_text("case %ld: heap %s, but no new size for it", c, tok[0]);
	if (!number(tok[1], &y))
		return fault_text("case %ld: expected the heap's new size, found \"%s\"", c, tok[1]);
	if (k > 2)
		return fault_text("case %ld: extra \"%s\" after the move", c, tok[2]);
	if (i < 1 || i > n)
		return fault_text("case %ld: there is no heap %s, the heaps are numbered 1 to %ld", c, tok[0], n);
	unsigned long long h = a[i - 1];
	if (y >= 0 && (unsigned long long)y == h)
		return fault_text(
		        "case %ld: heap %lld has %llu stones, and leaving it at %s takes zero stones: not a move", c, i,
		        h, tok[1]);
	if (y >= 0 && (unsigned long long)y > h)
		return fault_text(
		        "case %ld: heap %lld has %llu stones, and growing it to %s adds stones: Nim has no such "
		        "move",
		        c, i, h, tok[1]);
	if (y < 0)
		return fault_text(
		        "case %ld: heap %lld has %llu stones; new size %s takes more stones than the heap holds", c, i,
		        h, tok[1]);
	if (s == 0)
		return fault_text(
		        "case %ld: cuts heap %lld from %llu to %lld, but the heaps' xor is 0: the position is "
		        "lost, no move wins",
		        c, i, h, y);
	if ((s ^ h ^ (unsigned long long)y) != 0)
		return fault_text(
		        "case %ld: cutting heap %lld from %llu to %lld stones does not win: it leaves xor %llu, "
		        "not 0",
		        c, i, h, y, s ^ h ^ (unsigned long long)y);
	return NULL;
}

int main(int argc, char **argv)
{
	check_init(argc, argv);
	long cases = (long)ck_int(&ck_in, 1, 100000, "T"), c;
	for (c = 1; c <= cases; c++) {
		long n = (long)ck_int(&ck_in, 1, 100000 - start[c], "n");
		start[c + 1] = start[c] + n;
		for (long j = start[c]; j < start[c + 1]; j++)
			xr[c] ^= heap[j] = (unsigned long long)ck_int(&ck_in, 0, 1000000000000000000LL, "a heap");
	}
	char tok[3][48], first[320];
	const char *why = NULL;
	for (c = 1; c <= cases; c++)
		if ((why = fault(c, read_case(ck_ans.f, 0, tok), tok)) != NULL)
			check_fail("answer: %s", why);
	if (read_case(ck_ans.f, 0, tok) > 0)
		check_fail("answer: extra output after the last case");
	for (c = 1; c <= cases && !why; c++)
		why = fault(c, read_case(ck_out.f, 1, tok), tok);
	if (!why && read_case(ck_out.f, 1, tok) > 0)
		why = fault_text("extra output after the last case (case %ld): \"%s\"", cases, tok[0]);
	if (!why)
		accept();
	snprintf(first, sizeof first, "%s", why);
	rewind(ck_out.f);
	for (why = NULL, c = 1; c <= cases && !why; c++)
		why = fault(c, read_case(ck_out.f, 0, tok), tok);
	if (why || read_case(ck_out.f, 0, tok) > 0)
		wrong("%s", first);
	presentation("%s (every answer is right; only the line layout is wrong)", first);
}
