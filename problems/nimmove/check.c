/*
 * Checker for nimmove (testlib convention, see check.h). With s the xor of a
 * case's heaps, the position is lost exactly when s = 0 and a move wins exactly
 * when it leaves xor 0. Each case's output is "lose" or a move "i x", checked for
 * legality first (heap i exists, 1 <= x <= its size), then for winning. The
 * answer (the reference's output) is checked the same way first: if it is
 * wrong, that is the checker's failure (exit 3), never the contestant's.
 */
#include <limits.h>
#include "check.h"

static unsigned long long heap[100000];

/* Reads case c from f; bad content is WA in the output, a failure in the answer. */
static void read_case(struct ck_stream *f, long c, long n, unsigned long long s)
{
	char what[80];
	snprintf(what, sizeof what, "\"lose\" or a heap number for case %ld", c);
	const char *t = ck_token(f, what), *p = t + (t[0] == '-');
	if (strcmp(t, "lose") == 0) {
		for (long j = 0; s != 0; j++)
			if ((heap[j] ^ s) < heap[j])
				ck_bad(f,
				       "case %ld: says lose, but the heaps' xor is %llu, not 0: taking %llu from heap "
				       "%ld wins",
				       c, s, heap[j] - (heap[j] ^ s), j + 1);
		return;
	}
	if (!*p || strspn(p, "0123456789") != strlen(p) || (p[0] == '0' && (p[1] || p != t)))
		ck_bad(f, "expected %s, found \"%.40s\"", what, t);
	long long i = strlen(p) > 18 ? 0 : strtoll(t, NULL, 10);
	if (i < 1 || i > n)
		ck_bad(f, "case %ld: there is no heap %.40s, the heaps are numbered 1 to %ld", c, t, n);
	snprintf(what, sizeof what, "the number of stones taken in case %ld", c);
	long long x = ck_int(f, LLONG_MIN, LLONG_MAX, what);
	unsigned long long a = heap[i - 1], left = a - (unsigned long long)x;
	if (x == 0)
		ck_bad(f, "case %ld: taking zero stones from heap %lld is not a move", c, i);
	if (x < 0)
		ck_bad(f, "case %ld: taking %lld stones from heap %lld adds stones; Nim has no such move", c, x, i);
	if ((unsigned long long)x > a)
		ck_bad(f, "case %ld: heap %lld has %llu stones, fewer than the %lld taken", c, i, a, x);
	if (s == 0)
		ck_bad(f,
		       "case %ld: takes %lld from heap %lld, but the heaps' xor is 0: the position is lost, no move "
		       "wins",
		       c, x, i);
	if ((s ^ a ^ left) != 0)
		ck_bad(f, "case %ld: taking %lld from heap %lld (%llu to %llu) does not win: it leaves xor %llu, not 0",
		       c, x, i, a, left, s ^ a ^ left);
}

int main(int argc, char **argv)
{
	check_init(argc, argv);
	long cases = (long)ck_int(&ck_in, 1, 100000, "T");
	for (long c = 1; c <= cases; c++) {
		long n = (long)ck_int(&ck_in, 1, 100000, "n");
		unsigned long long s = 0;
		for (long j = 0; j < n; j++)
			s ^= heap[j] = (unsigned long long)ck_int(&ck_in, 0, 1000000000000000000LL, "a heap");
		read_case(&ck_ans, c, n, s);
		read_case(&ck_out, c, n, s);
	}
	ck_expect_eof(&ck_ans);
	const char *t = ck_next(&ck_out);
	if (t)
		wrong("output: extra output after the last case (case %ld): \"%.40s\"", cases, t);
	accept();
}
