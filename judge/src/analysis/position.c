/*
 * position.c: the interactive games' positions (position.h).
 *
 * The bounds and the "first player wins" rules are the validators' own
 * (problems/ID/validate.c), said again here so that a page can name what is
 * wrong with a typed position before any game starts: Nim's xor of the heaps
 * (Bouton), Wythoff's losing pairs (a_k, a_k + k) with a_k = floor(k phi),
 * found exactly from Zeckendorf forms, Fibonacci Nim's Fibonacci piles, and
 * Northcott's xor of the gaps. A picture is read from the interactor's --play
 * screen (problems/include/check.h): each turn starts with "Turn N, your
 * move." and the position drawn below it, indented.
 */
#define _GNU_SOURCE /* vasprintf */
#include "analysis/position.h"

#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "util.h"

#define HEAP_MAX   1000000000000000000LL /* nimplay, wythoffplay, fibnimplay: 10^18 */
#define ROWS_MAX   20                    /* northcottplay */
#define SQUARE_MIN 3
#define SQUARE_MAX 100

static const struct {
	const char *id;
	enum position_game game;
	const char *typing;
} games[] = {
	{ "nimplay", POSITION_NIM, "the heaps' sizes, e.g. 2 5 6" },
	{ "wythoffplay", POSITION_WYTHOFF, "the two heaps, e.g. 5 9" },
	{ "fibnimplay", POSITION_FIBNIM, "the pile, e.g. 12" },
	{ "northcottplay", POSITION_NORTHCOTT,
	  "the squares in a row, then each row's two squares, yours then the judge's, e.g. 7; 2 6; 4 2" },
};

enum position_game position_game_of(const char *problem_id)
{
	for (size_t i = 0; problem_id && i < sizeof games / sizeof *games; i++)
		if (!strcmp(games[i].id, problem_id))
			return games[i].game;
	return POSITION_NONE;
}

const char *position_typing(enum position_game g)
{
	for (size_t i = 0; i < sizeof games / sizeof *games; i++)
		if (games[i].game == g)
			return games[i].typing;
	return "";
}

__attribute__((format(printf, 3, 4))) static int refuse(char *why, size_t size, const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	vsnprintf(why, size, fmt, ap);
	va_end(ap);
	return -1;
}

/* ---- the rules: who wins from a position ---- */

static int is_fibonacci(long long x)
{
	for (long long a = 1, b = 2; a <= x; b += a, a = b - a)
		if (a == x)
			return 1;
	return 0;
}

/* Whether (a, b) is one of Wythoff's losing pairs: the smaller is a_k = floor(k phi), k the difference. */
static int wythoff_lost(long long a, long long b)
{
	unsigned long long lo = (unsigned long long)(a < b ? a : b), k = (unsigned long long)(a < b ? b - a : a - b);
	if (k == 0)
		return lo == 0;
	/* a_k = 1 + (k - 1 with each Zeckendorf term moved one place up) */
	unsigned long long term[92], x = k - 1, ak = 1;
	term[0] = 1, term[1] = 2;
	for (int i = 2; i < 92; i++)
		term[i] = term[i - 1] + term[i - 2];
	for (int i = 89; i >= 0; i--)
		if (term[i] <= x) {
			x -= term[i];
			ak += term[i + 1];
		}
	return ak == lo;
}

static long long northcott_gap(const struct position *p, int r)
{
	return (p->a[r] < p->b[r] ? p->b[r] - p->a[r] : p->a[r] - p->b[r]) - 1;
}

/* ---- reading numbers ---- */

/*
 * The whole numbers of text (separators: spaces, commas, semicolons), at most
 * max; how many, or -1 with why (not a number, or more than max).
 */
static int numbers(const char *text, long long *v, int max, const char *what, char *why, size_t size)
{
	int n = 0;
	for (const char *s = text; *s;) {
		s += strspn(s, " \t\r\n,;");
		if (!*s)
			break;
		size_t len = strcspn(s, " \t\r\n,;");
		if (n == max)
			return refuse(why, size, "more than %d %s", max, what);
		char *end;
		errno = 0;
		v[n] = strtoll(s, &end, 10);
		if (end != s + len || (*s != '-' && (*s < '0' || *s > '9')))
			return refuse(why, size, "\"%.*s\" is not a whole number", (int)(len > 40 ? 40 : len), s);
		if (errno == ERANGE)
			return refuse(why, size, "\"%.*s\" is far out of bounds", (int)(len > 40 ? 40 : len), s);
		n++;
		s += len;
	}
	return n;
}

/* ---- a typed position, checked ---- */

static int typed_nim(struct position *p, const long long *v, int n, char *why, size_t size)
{
	if (n == 0)
		return refuse(why, size, "no heap: type %s", position_typing(POSITION_NIM));
	unsigned long long x = 0;
	for (int i = 0; i < n; i++) {
		if (v[i] < 0 || v[i] > HEAP_MAX)
			return refuse(why, size, "heap %d: %lld is out of bounds (a heap holds 0 to 10^18 stones)",
			              i + 1, v[i]);
		p->a[i] = v[i];
		x ^= (unsigned long long)v[i];
	}
	p->n = n;
	if (x == 0)
		return refuse(why, size, "the heaps' xor is 0: you move first and would lose; change a heap");
	return 0;
}

static int typed_wythoff(struct position *p, const long long *v, int n, char *why, size_t size)
{
	if (n != 2)
		return refuse(why, size, "%d numbers: type two, %s", n, position_typing(POSITION_WYTHOFF));
	for (int i = 0; i < 2; i++)
		if (v[i] < 0 || v[i] > HEAP_MAX)
			return refuse(why, size, "the %s heap: %lld is out of bounds (a heap holds 0 to 10^18 stones)",
			              i ? "second" : "first", v[i]);
	p->n = 2, p->a[0] = v[0], p->a[1] = v[1];
	if (wythoff_lost(v[0], v[1]))
		return refuse(why, size, "(%lld, %lld) is a losing pair: you move first and would lose", v[0], v[1]);
	return 0;
}

static int typed_fibnim(struct position *p, const long long *v, int n, char *why, size_t size)
{
	if (n != 1)
		return refuse(why, size, "%d numbers: type one, %s", n, position_typing(POSITION_FIBNIM));
	if (v[0] < 2 || v[0] > HEAP_MAX)
		return refuse(why, size, "the pile: %lld is out of bounds (2 to 10^18 stones)", v[0]);
	if (is_fibonacci(v[0]))
		return refuse(why, size, "%lld is a Fibonacci number: you move first and would lose", v[0]);
	p->n = 1, p->a[0] = v[0], p->m = v[0] - 1;
	return 0;
}

static int typed_northcott(struct position *p, const long long *v, int n, char *why, size_t size)
{
	if (n < 3 || n % 2 == 0)
		return refuse(why, size, "%d numbers: type %s", n, position_typing(POSITION_NORTHCOTT));
	if (v[0] < SQUARE_MIN || v[0] > SQUARE_MAX)
		return refuse(why, size, "%lld squares in a row is out of bounds (%d to %d)", v[0], SQUARE_MIN,
		              SQUARE_MAX);
	if ((n - 1) / 2 > ROWS_MAX)
		return refuse(why, size, "%d rows: at most %d", (n - 1) / 2, ROWS_MAX);
	p->m = v[0], p->n = (n - 1) / 2;
	long long x = 0;
	for (int r = 0; r < p->n; r++) {
		p->a[r] = v[1 + 2 * r], p->b[r] = v[2 + 2 * r];
		for (int k = 0; k < 2; k++) {
			long long sq = k ? p->b[r] : p->a[r];
			if (sq < 1 || sq > p->m)
				return refuse(why, size, "row %d: square %lld is off the board (1 to %lld)", r + 1, sq,
				              p->m);
		}
		if (p->a[r] == p->b[r])
			return refuse(why, size, "row %d: both pieces on square %lld", r + 1, p->a[r]);
		x ^= northcott_gap(p, r);
	}
	if (x == 0)
		return refuse(why, size, "the gaps' xor is 0: you move first and would lose; move a piece");
	return 0;
}

int position_typed(enum position_game g, const char *text, struct position *p, char *why, size_t size)
{
	memset(p, 0, sizeof *p);
	p->game = g;
	int max = g == POSITION_NIM ? POSITION_MAX : g == POSITION_NORTHCOTT ? 2 * ROWS_MAX + 3 : 2;
	long long *v = xcalloc((size_t)max, sizeof *v);
	int n = numbers(text ? text : "", v, max, g == POSITION_NIM ? "heaps" : "numbers", why, size);
	int rc = n < 0                     ? -1
	         : g == POSITION_NIM       ? typed_nim(p, v, n, why, size)
	         : g == POSITION_WYTHOFF   ? typed_wythoff(p, v, n, why, size)
	         : g == POSITION_FIBNIM    ? typed_fibnim(p, v, n, why, size)
	         : g == POSITION_NORTHCOTT ? typed_northcott(p, v, n, why, size)
	                                   : refuse(why, size, "this game takes no typed position");
	free(v);
	return rc;
}

/* ---- a test's input, both ways ---- */

/* The numbers of input (all of them, at most max); how many, or -1 when one is not a number. */
static int input_numbers(const char *input, long long *v, int max)
{
	char why[80];
	return numbers(input, v, max, "numbers", why, sizeof why);
}

#define INPUT_NUMBERS_MAX (POSITION_MAX + 8)

int position_from_input(enum position_game g, const char *input, struct position *p)
{
	long long *v = xcalloc(INPUT_NUMBERS_MAX, sizeof *v);
	int n = input_numbers(input, v, INPUT_NUMBERS_MAX), rc = 0;
	memset(p, 0, sizeof *p);
	p->game = g;
	if (g == POSITION_NIM && n >= 1 && v[0] >= 1 && v[0] <= POSITION_MAX && n == v[0] + 4) {
		p->n = (int)v[0];
		memcpy(p->a, v + 1, (size_t)p->n * sizeof *v);
	} else if (g == POSITION_WYTHOFF && n == 4) {
		p->n = 2, p->a[0] = v[0], p->a[1] = v[1];
	} else if (g == POSITION_FIBNIM && n == 4) {
		p->n = 1, p->a[0] = v[0], p->m = v[0] - 1;
	} else if (g == POSITION_NORTHCOTT && n >= 4 && v[0] >= 1 && v[0] <= ROWS_MAX && n == 4 + 2 * v[0]) {
		p->n = (int)v[0], p->m = v[1];
		for (int r = 0; r < p->n; r++)
			p->a[r] = v[4 + 2 * r], p->b[r] = v[5 + 2 * r];
	} else {
		rc = -1;
	}
	free(v);
	return rc;
}

/* Appends to a growing string. */
__attribute__((format(printf, 2, 3))) static void put(char **s, const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	char *more = NULL;
	if (vasprintf(&more, fmt, ap) < 0)
		abort();
	va_end(ap);
	char *joined = xasprintf("%s%s", *s ? *s : "", more);
	free(*s);
	free(more);
	*s = joined;
}

char *position_input(const struct position *p, const char *template_input)
{
	long long *v = xcalloc(INPUT_NUMBERS_MAX, sizeof *v);
	int n = input_numbers(template_input, v, INPUT_NUMBERS_MAX);
	struct position *t = xmalloc(sizeof *t);
	int understood = n >= 0 && position_from_input(p->game, template_input, t) == 0;
	free(t);
	char *s = NULL;
	if (!understood) {
		free(v);
		return NULL;
	}
	switch (p->game) {
	case POSITION_NIM: /* n, the heaps, then "seed quiet budget" */
		put(&s, "%d\n", p->n);
		for (int i = 0; i < p->n; i++)
			put(&s, i + 1 < p->n ? "%lld " : "%lld\n", p->a[i]);
		put(&s, "%lld %lld %lld\n", v[n - 3], v[n - 2], v[n - 1]);
		break;
	case POSITION_WYTHOFF: /* "a b", then "seed L" */
		put(&s, "%lld %lld\n%lld %lld\n", p->a[0], p->a[1], v[2], v[3]);
		break;
	case POSITION_FIBNIM: /* "n s d g" */
		put(&s, "%lld %lld %lld %lld\n", p->a[0], v[1], v[2], v[3]);
		break;
	case POSITION_NORTHCOTT: /* "n m seed p", then a row "c d" each */
		put(&s, "%d %lld %lld %lld\n", p->n, p->m, v[2], v[3]);
		for (int r = 0; r < p->n; r++)
			put(&s, "%lld %lld\n", p->a[r], p->b[r]);
		break;
	default:
		break;
	}
	free(v);
	return s;
}

/* ---- the interactor's picture ---- */

/* The last turn's picture of screen: the text after its last "Turn N, your move." line; NULL when none. */
static const char *last_turn(const char *screen)
{
	const char *found = NULL;
	for (const char *s = screen; s && (s = strstr(s, "Turn ")); s++)
		if ((s == screen || s[-1] == '\n') && strstr(s, ", your move.") == strchr(s, ','))
			found = s;
	return found;
}

/* Reads one line of a picture into p; a line that is no part of it changes nothing. */
static void picture_line(const char *line, struct position *p)
{
	int i, len = 0;
	long long a, b;
	if (p->game == POSITION_NIM && sscanf(line, " heap %d: %lld", &i, &a) == 2 && i >= 1 && i <= POSITION_MAX) {
		p->a[i - 1] = a;
		p->n = i > p->n ? i : p->n;
	} else if (p->game == POSITION_WYTHOFF && sscanf(line, " first heap: %lld", &a) == 1) {
		p->a[0] = a, p->n = 2;
	} else if (p->game == POSITION_WYTHOFF && sscanf(line, " second heap: %lld", &a) == 1) {
		p->a[1] = a, p->n = 2;
	} else if (p->game == POSITION_FIBNIM && sscanf(line, " pile: %lld", &a) == 1) {
		p->a[0] = a, p->n = 1;
	} else if (p->game == POSITION_FIBNIM &&
	           sscanf(line, "Type how many stones you take: %lld to %lld", &a, &b) == 2) {
		p->m = b;
	} else if (p->game == POSITION_NORTHCOTT && sscanf(line, " row %d %n", &i, &len) == 1 && i >= 1 &&
	           i <= ROWS_MAX && len) {
		const char *sq = line + len;
		size_t m = strspn(sq, ".YI");
		for (size_t x = 0; x < m; x++) {
			if (sq[x] == 'Y')
				p->a[i - 1] = (long long)x + 1;
			else if (sq[x] == 'I')
				p->b[i - 1] = (long long)x + 1;
		}
		p->m = (long long)m;
		p->n = i > p->n ? i : p->n;
	}
}

int position_from_screen(enum position_game g, const char *screen, struct position *p)
{
	memset(p, 0, sizeof *p);
	p->game = g;
	const char *t = last_turn(screen);
	if (!t || g == POSITION_NONE)
		return -1;
	/* The picture ends at the prompt ("> "): what follows is the person's move and the answer. */
	for (const char *line = strchr(t, '\n'); line && *++line && strncmp(line, "> ", 2) != 0;) {
		picture_line(line, p);
		line = strchr(line, '\n');
	}
	return p->n > 0 ? 0 : -1;
}

/* ---- words ---- */

void position_label(const struct position *p, char *out, size_t size)
{
	size_t len = 0;
	out[0] = '\0';
#define ADD(...)                                                                                                       \
	(len += (size_t)snprintf(out + len, len < size ? size - len : 0, __VA_ARGS__), len = len < size ? len : size)
	switch (p->game) {
	case POSITION_NIM:
		ADD("%d heap%s:", p->n, p->n == 1 ? "" : "s");
		for (int i = 0; i < p->n; i++) {
			if (len + 24 >= size) {
				ADD(" ...");
				break;
			}
			ADD(" %lld", p->a[i]);
		}
		break;
	case POSITION_WYTHOFF:
		ADD("heaps of %lld and %lld", p->a[0], p->a[1]);
		break;
	case POSITION_FIBNIM:
		ADD("a pile of %lld", p->a[0]);
		break;
	case POSITION_NORTHCOTT:
		ADD("%d row%s of %lld squares:", p->n, p->n == 1 ? "" : "s", p->m);
		for (int r = 0; r < p->n; r++) {
			if (len + 24 >= size) {
				ADD(" ...");
				break;
			}
			ADD("%s %lld and %lld", r ? "," : "", p->a[r], p->b[r]);
		}
		break;
	default:
		break;
	}
#undef ADD
}

/* ---- moves ---- */

int position_take(const struct position *p, int heap, long long take, char *move, size_t size, char *why,
                  size_t why_size)
{
	if (take < 1)
		return refuse(why, why_size, "take: at least one stone");
	switch (p->game) {
	case POSITION_NIM:
		if (heap < 1 || heap > p->n)
			return refuse(why, why_size, "there is no heap %d (heaps 1 to %d)", heap, p->n);
		if (take > p->a[heap - 1])
			return refuse(why, why_size, "heap %d holds %lld: you cannot take %lld", heap, p->a[heap - 1],
			              take);
		snprintf(move, size, "%d %lld", heap, p->a[heap - 1] - take);
		return 0;
	case POSITION_WYTHOFF: {
		long long x = p->a[0] - (heap != 2 ? take : 0), y = p->a[1] - (heap != 1 ? take : 0);
		if (heap < 1 || heap > 3)
			return refuse(why, why_size, "heap: 1 the first, 2 the second, 3 both");
		if (x < 0 || y < 0)
			return refuse(why, why_size, "the heaps hold %lld and %lld: you cannot take %lld from %s",
			              p->a[0], p->a[1], take,
			              heap == 3   ? "both"
			              : heap == 1 ? "the first"
			                          : "the second");
		snprintf(move, size, "%lld %lld", x, y);
		return 0;
	}
	case POSITION_FIBNIM:
		if (take > p->a[0] || (p->m && take > p->m))
			return refuse(why, why_size, "you may take 1 to %lld", p->m && p->m < p->a[0] ? p->m : p->a[0]);
		snprintf(move, size, "%lld", take);
		return 0;
	default:
		return refuse(why, why_size, "this game's moves are not takes");
	}
}

int position_step(const struct position *p, int r, long long x, char *move, size_t size, char *why, size_t why_size)
{
	if (p->game != POSITION_NORTHCOTT)
		return refuse(why, why_size, "this game's moves are not steps");
	if (r < 1 || r > p->n)
		return refuse(why, why_size, "there is no row %d (rows 1 to %d)", r, p->n);
	long long you = p->a[r - 1], me = p->b[r - 1];
	if (x < 1 || x > p->m || x == you || x == me || (x < me) != (you < me))
		return refuse(why, why_size, "your piece in row %d cannot move to square %lld", r, x);
	snprintf(move, size, "%d %lld", r, x);
	return 0;
}

int position_after(const struct position *p, const char *move, struct position *after)
{
	long long v[3];
	char why[80], text[64];
	int n = numbers(move, v, 3, "numbers", why, sizeof why);
	*after = *p;
	switch (p->game) {
	case POSITION_NIM:
		if (n != 2 || v[0] < 1 || v[0] > p->n || v[1] < 0 || v[1] >= p->a[v[0] - 1])
			return -1;
		after->a[v[0] - 1] = v[1];
		return 0;
	case POSITION_WYTHOFF: {
		if (n != 2 || v[0] < 0 || v[1] < 0 || v[0] > p->a[0] || v[1] > p->a[1])
			return -1;
		long long dx = p->a[0] - v[0], dy = p->a[1] - v[1];
		if ((dx && dy && dx != dy) || (!dx && !dy))
			return -1;
		after->a[0] = v[0], after->a[1] = v[1];
		return 0;
	}
	case POSITION_FIBNIM:
		if (n != 1 || position_take(p, 1, v[0], text, sizeof text, why, sizeof why) < 0)
			return -1;
		after->a[0] -= v[0], after->m = 2 * v[0];
		return 0;
	case POSITION_NORTHCOTT:
		if (n != 2 || v[0] < 1 || v[0] > ROWS_MAX ||
		    position_step(p, (int)v[0], v[1], text, sizeof text, why, sizeof why) < 0)
			return -1;
		after->a[v[0] - 1] = v[1];
		return 0;
	default:
		return -1;
	}
}

/* The one index where a and b differ (in a, or with Northcott in b as well), or -1: none, or more than one. */
static int differs(const struct position *x, const struct position *y)
{
	int at = -1;
	for (int i = 0; i < x->n; i++)
		if (x->a[i] != y->a[i] || x->b[i] != y->b[i]) {
			if (at >= 0)
				return -1;
			at = i;
		}
	return at;
}

void position_describe(const struct position *before, const struct position *after, char *out, size_t size)
{
	out[0] = '\0';
	if (before->game != after->game || before->n != after->n)
		return;
	const struct position *x = before, *y = after;
	int i = differs(x, y);
	switch (x->game) {
	case POSITION_NIM:
		if (i >= 0 && y->a[i] < x->a[i])
			snprintf(out, size, "took %lld from heap %d, %lld left", x->a[i] - y->a[i], i + 1, y->a[i]);
		break;
	case POSITION_WYTHOFF:
		if (i >= 0 && y->a[i] < x->a[i])
			snprintf(out, size, "took %lld from the %s heap, %lld left", x->a[i] - y->a[i],
			         i ? "second" : "first", y->a[i]);
		else if (i < 0 && y->a[0] < x->a[0] && x->a[0] - y->a[0] == x->a[1] - y->a[1])
			snprintf(out, size, "took %lld from both heaps, %lld and %lld left", x->a[0] - y->a[0], y->a[0],
			         y->a[1]);
		break;
	case POSITION_FIBNIM:
		if (y->a[0] < x->a[0])
			snprintf(out, size, "took %lld, %lld left", x->a[0] - y->a[0], y->a[0]);
		break;
	case POSITION_NORTHCOTT:
		if (i >= 0 && x->a[i] != y->a[i] && x->b[i] == y->b[i])
			snprintf(out, size, "moved row %d's piece from square %lld to %lld", i + 1, x->a[i], y->a[i]);
		else if (i >= 0 && x->b[i] != y->b[i] && x->a[i] == y->a[i])
			snprintf(out, size, "moved row %d's piece from square %lld to %lld", i + 1, x->b[i], y->b[i]);
		break;
	default:
		break;
	}
}
