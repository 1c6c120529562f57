/*
 * Checker for snimmove (testlib convention: check INPUT OUTPUT ANSWER).
 *
 * How this works. The contestant prints, for every position, one line: "lose",
 * or "i s" (take s stones from heap i). Many moves may win, so the output is
 * judged on its own, from the input:
 *
 *   - For each case the checker builds the Grundy table of S up to the largest
 *     heap seen so far (g(h) = mex of g(h - s), s in S, s <= h): O(H k) per case.
 *   - A position is lost exactly when X, the XOR of g over its heaps, is 0.
 *   - "lose" is right exactly when X == 0.
 *   - A move is right when it is legal (1 <= i <= l, s > 0, s <= h_i, s in S)
 *     and leaves a lost position: X ^ g(h_i) ^ g(h_i - s) == 0.
 * Everything after reading the table is O(1) per heap, so the checker is linear
 * in the input, plus O(H k) per case for the table.
 *
 * The answer file (the reference's output) is only cross-checked: it must say
 * "lose" exactly when X == 0, and its moves must pass the same test. Any
 * disagreement is the checker's failure (exit 3), found before the contestant's
 * answer to that position is looked at, so a contestant's verified winning move
 * is never judged against an answer that says "lose".
 *
 * Layout. The output is read twice at most. The first pass reads it line by
 * line: each answer on its own line, tokens separated by spaces or tabs, trailing
 * blank lines ignored. If that pass finds no fault, the verdict is AC. If it
 * finds one, a second pass reads the same output as a plain stream of tokens; if
 * every answer is right that way, only the layout was wrong and the verdict is
 * PE, otherwise WA. Either way the message is the first pass's, since it knows
 * which line each token came from.
 */
#include "check.h"

#include <ctype.h>

#define MAXH   10000
#define MAXK   100
#define MAXL   100
#define TOKMAX 4096
#define MSGMAX 1024

/* The current case: S, the Grundy table g[0..top] and membership in S. */
static int set[MAXK], k;
static unsigned char in_set[MAXH + 1];
static unsigned char g[MAXH + 1];
static int top;
static int mark[MAXK + 2], stamp;

static void extend_to(int h)
{
	while (top < h) {
		int x = ++top;
		stamp++;
		for (int i = 0; i < k; i++)
			if (set[i] <= x)
				mark[g[x - set[i]]] = stamp;
		int v = 0;
		while (mark[v] == stamp)
			v++;
		g[x] = (unsigned char)v;
	}
}

/* ---- reading the contestant's output ---- */

struct tok {
	char s[TOKMAX + 1];
	int toolong;  /* the token was longer than TOKMAX bytes (s holds its start) */
	long line;    /* the output line it is on, from 1 */
	int newlines; /* line breaks between it and the previous token (or the start) */
};

static long out_line;
static struct tok look;
static int have_look; /* look holds a token read ahead */

static int is_break(int c)
{
	return c == ' ' || c == '\t' || c == '\r' || c == '\v' || c == '\f';
}

/* Reads the next token of the output into t; returns 0 at the end of the file. */
static int out_read(struct tok *t)
{
	int c, nl = 0;
	while ((c = getc(ck_out.f)) != EOF && (c == '\n' || is_break(c)))
		if (c == '\n') {
			nl++;
			out_line++;
		}
	if (c == EOF)
		return 0;
	size_t n = 0;
	t->toolong = 0;
	t->line = out_line;
	t->newlines = nl;
	while (c != EOF && c != '\n' && !is_break(c)) {
		if (n < TOKMAX)
			t->s[n++] = c ? (char)c : '?'; /* a NUL byte must not end the string early */
		else
			t->toolong = 1;
		c = getc(ck_out.f);
	}
	t->s[n] = '\0';
	if (c != EOF)
		ungetc(c, ck_out.f);
	return 1;
}

/* The next token without consuming it, or NULL at the end of the output. */
static const struct tok *out_peek(void)
{
	if (!have_look)
		have_look = out_read(&look) ? 1 : -1;
	return have_look > 0 ? &look : NULL;
}

static void out_take(void)
{
	have_look = 0;
}

/* A token as it may be shown in a message: at most 40 bytes, unprintables as '?'. */
static const char *shown(const struct tok *t)
{
	static char buf[2][64];
	static int which;
	char *b = buf[which ^= 1];
	size_t n = 0;
	for (const char *p = t->s; *p && n < 40; p++)
		b[n++] = isprint((unsigned char)*p) ? *p : '?';
	if (t->s[n] || t->toolong) {
		memcpy(b + n, "...", 3);
		n += 3;
	}
	b[n] = '\0';
	return b;
}

/*
 * Parses an integer the strict way (an optional '-', digits, no leading zeros,
 * no "-0"). Returns 1 and sets *v, 0 when the token is not an integer, 2 when it
 * is one but does not fit in a long long.
 */
static int parse_int(const struct tok *t, long long *v)
{
	const char *s = t->s, *p = s + (s[0] == '-');
	if (t->toolong)
		return 0;
	if (*p < '0' || *p > '9' || (p[0] == '0' && p[1] != '\0') || (s[0] == '-' && p[0] == '0'))
		return 0;
	for (const char *q = p; *q; q++)
		if (*q < '0' || *q > '9')
			return 0;
	errno = 0;
	*v = strtoll(s, NULL, 10);
	return errno == ERANGE ? 2 : 1;
}

/* ---- judging ---- */

static const char *plural(long long n)
{
	return n == 1 ? "" : "s";
}

enum mode { BY_LINES, BY_TOKENS };

static char *msg;
static long case_no, pos_no;

__attribute__((format(printf, 1, 2))) static int fault(const char *fmt, ...)
{
	int n = snprintf(msg, MSGMAX, "case %ld, position %ld: ", case_no, pos_no);
	va_list ap;
	va_start(ap, fmt);
	vsnprintf(msg + n, (size_t)(MSGMAX - n), fmt, ap);
	va_end(ap);
	return 1;
}

/*
 * Reads the answer file's verdict on this position and checks it against x.
 * Sets *ai, *as to the answer's move (0, 0 for "lose").
 */
static void cross_check(const int *heap, int l, int x, long *ai, long long *as)
{
	*ai = 0;
	*as = 0;
	const char *t = ck_token(&ck_ans, "an answer");
	if (strcmp(t, "lose") == 0) {
		if (x != 0)
			check_fail("case %ld, position %ld: the answer says lose, but the Grundy values XOR to %d",
			           case_no, pos_no, x);
		return;
	}
	char *end;
	errno = 0;
	long i = strtol(t, &end, 10);
	if (errno || *end || i < 1 || i > l)
		check_fail("case %ld, position %ld: the answer's heap index \"%.40s\" is not in 1..%d", case_no, pos_no,
		           t, l);
	long long s = ck_int(&ck_ans, 1, heap[i - 1], "the answer's number of stones");
	if (x == 0)
		check_fail("case %ld, position %ld: the answer moves (%ld %lld), but the Grundy values XOR to 0",
		           case_no, pos_no, i, s);
	if (!in_set[s] || (x ^ g[heap[i - 1]] ^ g[heap[i - 1] - s]) != 0)
		check_fail("case %ld, position %ld: the answer's move (%ld %lld) is not a winning move", case_no,
		           pos_no, i, s);
	*ai = i;
	*as = s;
}

/*
 * Judges the contestant's answer to one position (heaps heap[0..l-1], Grundy
 * XOR x). Returns 0 when it is right, 1 with msg filled in when it is not.
 * hint_i, hint_s: a winning move from the answer file, for the message (0 if none).
 */
static int judge_position(enum mode mode, const int *heap, int l, int x, long hint_i, long long hint_s)
{
	const struct tok *a = out_peek();
	if (!a)
		return fault("expected a move or \"lose\", found the end of the output");
	long line = a->line;
	/* (An answer that does not start a line was reported as an extra token of the last one.) */
	if (mode == BY_LINES && a->newlines > (case_no == 1 && pos_no == 1 ? 0 : 1))
		return fault("blank line before its answer on output line %ld", line);
	long long i = 0, s = 0;
	int ok = 1, ok_s = 1, lose = strcmp(a->s, "lose") == 0 && !a->toolong;
	static struct tok idx, amount; /* copies: the lookahead is reused */
	if (lose) {
		out_take();
	} else {
		ok = parse_int(a, &i);
		if (ok == 0)
			return fault("expected a heap index or \"lose\", found \"%s\" (output line %ld)", shown(a),
			             line);
		idx = *a;
		out_take();
		const struct tok *b = out_peek();
		if (!b || (mode == BY_LINES && b->newlines > 0))
			return fault("the move on output line %ld has a heap index (%s) but no number of stones", line,
			             shown(&idx));
		ok_s = parse_int(b, &s);
		if (ok_s == 0)
			return fault(
			        "expected the number of stones to take from heap %s, found \"%s\" (output line %ld)",
			        shown(&idx), shown(b), b->line);
		amount = *b;
		out_take();
	}
	const struct tok *c = out_peek();
	if (mode == BY_LINES && c && c->newlines == 0)
		return fault("extra token \"%s\" after the answer on output line %ld", shown(c), c->line);

	if (lose) {
		if (x != 0)
			return fault("printed lose, but the position is winning (for example, take %lld from heap %ld)",
			             hint_s, hint_i);
		return 0;
	}
	if (ok == 2 || i < 1 || i > l)
		return fault("heap index %s is out of range: the position has %d heap%s", shown(&idx), l,
		             l == 1 ? "" : "s");
	int h = heap[i - 1];
	if (ok_s == 2 && s > 0)
		return fault("takes %s stones from heap %lld, which holds %d", shown(&amount), i, h);
	if (ok_s == 2 || s < 0)
		return fault("takes a negative number of stones (%s) from heap %lld (%d stone%s)", shown(&amount), i, h,
		             plural(h));
	if (s == 0)
		return fault("takes zero stones from heap %lld (%d stone%s): a move takes some s in S", i, h,
		             plural(h));
	if (s > h && h == 0)
		return fault("takes %lld stone%s from heap %lld, which is empty", s, plural(s), i);
	if (s > h)
		return fault("takes %lld stones from heap %lld, which holds only %d", s, i, h);
	if (!in_set[s])
		return fault("takes %lld stone%s from heap %lld (%d stones), but %lld is not in S", s, plural(s), i, h,
		             s);
	int after = x ^ g[h] ^ g[h - s];
	if (after != 0 && x == 0)
		return fault("the position is lost (expected \"lose\"), and taking %lld from heap %lld "
		             "(%d -> %lld stone%s) leaves the opponent a winning position",
		             s, i, h, h - s, plural(h - s));
	if (after != 0)
		return fault("taking %lld from heap %lld (%d -> %lld stone%s) does not win: the opponent "
		             "wins the resulting position (its Grundy values XOR to %d)",
		             s, i, h, h - s, plural(h - s), after);
	if (x == 0) /* cannot happen: g(h) != g(h - s) for every move */
		check_fail("case %ld, position %ld: a move wins a lost position", case_no, pos_no);
	return 0;
}

/* One pass over the three files; returns 0 when every answer is right. */
static int judge_all(enum mode mode)
{
	static int heap[MAXL];
	rewind(ck_in.f);
	rewind(ck_ans.f);
	rewind(ck_out.f);
	out_line = 1;
	have_look = 0;
	for (case_no = 1;; case_no++) {
		pos_no = 0;
		for (int i = 0; i < k; i++)
			in_set[set[i]] = 0;
		k = (int)ck_int(&ck_in, 0, MAXK, "k");
		if (k == 0)
			break;
		for (int i = 0; i < k; i++) {
			set[i] = (int)ck_int(&ck_in, 1, MAXH, "s");
			in_set[set[i]] = 1;
		}
		top = 0;
		long m = (long)ck_int(&ck_in, 1, 100, "m");
		for (pos_no = 1; pos_no <= m; pos_no++) {
			int l = (int)ck_int(&ck_in, 1, MAXL, "l"), x = 0;
			for (int i = 0; i < l; i++) {
				heap[i] = (int)ck_int(&ck_in, 0, MAXH, "h");
				extend_to(heap[i]);
				x ^= g[heap[i]];
			}
			long hint_i;
			long long hint_s;
			cross_check(heap, l, x, &hint_i, &hint_s);
			if (judge_position(mode, heap, l, x, hint_i, hint_s))
				return 1;
		}
	}
	ck_expect_eof(&ck_ans);
	const struct tok *t = out_peek();
	if (t) {
		snprintf(msg, MSGMAX, "extra output after the last position: \"%s\" on output line %ld", shown(t),
		         t->line);
		return 1;
	}
	return 0;
}

int main(int argc, char **argv)
{
	static char first[MSGMAX], second[MSGMAX];
	check_init(argc, argv);
	msg = first;
	if (!judge_all(BY_LINES))
		accept();
	msg = second;
	if (!judge_all(BY_TOKENS))
		presentation("%s (the answers are right, but not one per line)", first);
	wrong("%s", first);
}
