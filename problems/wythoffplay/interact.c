/*
 * Interactor for wythoffplay: the contestant plays Wythoff's game against us.
 *
 * Theory of operation.
 *
 * Two heaps; a move takes stones from one heap, or the same number from both;
 * who cannot move loses. With x <= y the player to move loses exactly at the
 * pairs P_k = (a_k, b_k) = (floor(k phi), floor(k phi) + k); k = y - x is the
 * pair's index. We never use phi: everything is read off Zeckendorf forms in
 * 64-bit integers (see partner() and lower_of()), exact up to 10^18.
 *
 * From any position at most three moves win: keep one heap and cut the other
 * to its partner in the losing pair that holds the kept heap, or take the same
 * amount from both down to the pair with the same difference. winning_moves()
 * lists them; every other move loses.
 *
 * The contestant moves first, from a winning position. After its move we are
 * either
 *   - winning (it moved to a winning position for us: its first such move is
 *     its "first losing move"): we move to the losing pair of smallest index,
 *     to end the game soon, and play on until we empty both heaps;
 *   - or losing, at some P_k. Then we choose among all our moves:
 *       * while k <= L (L from the input), the longest game. In this game the
 *         remoteness of P_k is exactly 2k: from P_k every reply goes to a pair
 *         of smaller index, and taking one stone from the larger heap forces
 *         the answer P_{k-1}. So we take the moves after which every winning
 *         answer goes to P_{k-1} (there are three for large k: larger heap
 *         minus one, smaller heap down to a_{k-1}, both down by a_k - a_{k-1};
 *         each leaves exactly one winning answer, and they call for all three
 *         kinds of answer), chosen at random (seeded) among them. The game then
 *         lasts 2k more turns, k <= 1000 of them.
 *       * while k > L, a seeded descent: a move after which every winning
 *         answer goes to a pair of index at most 3k/4, aimed at an index j in
 *         [k/4, 3k/4] that is a Fibonacci number or near one half of the time
 *         (there floor(j phi) in floating point is wrong first), of one of four
 *         kinds (larger heap down to the smaller plus j, smaller heap down to
 *         a member of P_j, both down until the smaller is one, larger heap down
 *         below the smaller), preferring moves with exactly one winning answer.
 *         From 10^18 it takes at most about 140 of our moves to reach k <= L.
 *   A full longest game from heaps near 10^18 would last some 10^17 turns, so
 *   the descent is how large heaps stay playable; the statement says so.
 *
 * The choices are seeded from the input only (splitmix64), never from time, so
 * the game is a function of the input and the contestant's moves, and the
 * record written to OUTPUT is the same on every run.
 *
 * Protocol (statement.md): we print the start "a b"; then the contestant
 * prints the heaps after its move "x y", we answer the heaps after ours, and so
 * on. When it empties both heaps we print "win"; when we do, our "0 0" is the
 * last line. A move is read as a whole line: two plain decimal numbers.
 *
 * Exit status (check.h): 0 the contestant won, 1 it lost or broke the rules
 * (the message names the turn and the move), 3 our own failure (bad input).
 */
#include "check.h"

typedef unsigned long long u64;

#define MAX_HEAP 1000000000000000000ULL
#define MAX_DELAY 1000      /* largest L: longest games of at most 2000 turns */
#define MAX_TURNS 6000      /* a lost contestant's game is stopped here */
#define SMALL 4096          /* partner and lower tables cover numbers below this */
#define LINE_MAX_LEN 100

/* ---- the theory, in integers ---- */

static u64 fib[92]; /* 1, 2, 3, 5, 8, ...: the Zeckendorf terms */
static u64 small_partner[SMALL], small_lower[SMALL];

/*
 * The Zeckendorf form of x (its unique sum of non-consecutive terms): the same
 * sum with every term moved one place up (*up) and one place down (*down, the
 * term 1 moving to nothing), and the place of its smallest term (-1 for x = 0).
 */
static int zeck(u64 x, u64 *up, u64 *down)
{
	int low = -1;
	*up = *down = 0;
	for (int i = 89; i >= 0; i--)
		if (fib[i] <= x) {
			x -= fib[i];
			*up += fib[i + 1];
			*down += i > 0 ? fib[i - 1] : 0;
			low = i;
		}
	return low;
}

/*
 * The other heap of the losing pair holding x (0 for 0): a number whose
 * smallest term has an even place is some a_k and its partner b_k is it moved
 * up; an odd place makes it a b_k, whose a_k is it moved down.
 */
static u64 partner(u64 x)
{
	if (x < SMALL && small_partner[x] != ~0ULL)
		return small_partner[x];
	u64 up, down;
	int low = zeck(x, &up, &down);
	return low < 0 ? 0 : low % 2 == 0 ? up : down;
}

/* a_k = floor(k phi): one more than k - 1 moved up. */
static u64 lower_of(u64 k)
{
	if (k < SMALL && small_lower[k] != ~0ULL)
		return small_lower[k];
	u64 up, down;
	if (k == 0)
		return 0;
	zeck(k - 1, &up, &down);
	return up + 1;
}

static void theory_init(void)
{
	fib[0] = 1;
	fib[1] = 2;
	for (int i = 2; i < 92; i++)
		fib[i] = fib[i - 1] + fib[i - 2];
	for (u64 i = 0; i < SMALL; i++)
		small_partner[i] = small_lower[i] = ~0ULL;
	for (u64 i = 0; i < SMALL; i++) {
		u64 p = partner(i), l = lower_of(i);
		small_partner[i] = p;
		small_lower[i] = l;
	}
}

static u64 dist(u64 x, u64 y)
{
	return x < y ? y - x : x - y;
}

static int is_lost(u64 p, u64 q)
{
	return lower_of(dist(p, q)) == (p < q ? p : q);
}

/* The winning moves from (p, q), as the heaps after each: at most three. */
static int winning_moves(u64 p, u64 q, u64 to[3][2])
{
	int n = 0;
	u64 r = partner(p), lo = p < q ? p : q, l = lower_of(dist(p, q));
	if (r < q) {
		to[n][0] = p;
		to[n++][1] = r;
	}
	r = partner(q);
	if (r < p) {
		to[n][0] = r;
		to[n++][1] = q;
	}
	if (l < lo) {
		to[n][0] = p - (lo - l);
		to[n++][1] = q - (lo - l);
	}
	return n;
}

/* The largest and smallest index among the winning answers from (p, q). */
static void answer_range(u64 p, u64 q, u64 *min, u64 *max, int *count)
{
	u64 to[3][2];
	int n = winning_moves(p, q, to);
	*min = ~0ULL;
	*max = 0;
	for (int i = 0; i < n; i++) {
		u64 k = dist(to[i][0], to[i][1]);
		*min = k < *min ? k : *min;
		*max = k > *max ? k : *max;
	}
	*count = n;
}

/* ---- seeded choices ---- */

static u64 rng_state;

static u64 rng_next(void)
{
	u64 z = (rng_state += 0x9e3779b97f4a7c15ULL);
	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
	z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
	return z ^ (z >> 31);
}

static u64 rng_below(u64 n)
{
	return n == 0 ? 0 : rng_next() % n;
}

/* ---- our moves ---- */

/* Winning: to the losing pair of smallest index; ties seeded. */
static void move_to_win(u64 *p, u64 *q)
{
	u64 to[3][2];
	int n = winning_moves(*p, *q, to), best = -1, ties = 0;
	for (int i = 0; i < n; i++) {
		u64 k = dist(to[i][0], to[i][1]);
		if (best < 0 || k < dist(to[best][0], to[best][1])) {
			best = i;
			ties = 1;
		} else if (k == dist(to[best][0], to[best][1]) && rng_below((u64)++ties) == 0) {
			best = i;
		}
	}
	if (best < 0)
		check_fail("internal: no winning move from (%llu %llu)", *p, *q);
	*p = to[best][0];
	*q = to[best][1];
}

/* Losing at a small pair: a move of the longest game, seeded among equals. */
static void move_longest(u64 *p, u64 *q)
{
	u64 bp = 0, bq = 0, best = 0, ties = 0;
	u64 lo = *p < *q ? *p : *q;
	if (*p >= SMALL || *q >= SMALL)
		check_fail("internal: longest game asked at (%llu %llu)", *p, *q);
	for (int kind = 0; kind < 3; kind++) {
		u64 n = kind == 0 ? *p : kind == 1 ? *q : lo;
		for (u64 t = 1; t <= n; t++) {
			u64 x = kind == 1 ? *p : *p - t, y = kind == 0 ? *q : *q - t, min, max;
			int count;
			answer_range(x, y, &min, &max, &count);
			/* the game's length after this move is 1 + 2 * min */
			if (ties == 0 || min > best) {
				best = min;
				ties = 1;
				bp = x;
				bq = y;
			} else if (min == best && rng_below(++ties) == 0) {
				bp = x;
				bq = y;
			}
		}
	}
	*p = bp;
	*q = bq;
}

/*
 * Losing at a large pair P_k: a seeded move that sends every winning answer to
 * an index at most 3k/4, aimed at a chosen index j (see the top comment).
 */
#define MAX_CAND 512

struct cand {
	u64 s, g;  /* the heaps after the move: s where the smaller heap was, g the larger */
	int kind;  /* 0 larger down to s + j, 1 smaller down, 2 both down, 3 larger below smaller */
	int fibby; /* j is a Fibonacci number or near one */
	int unique;
};

static struct cand cand[MAX_CAND];
static int ncand;

static void add_cand(u64 s, u64 g, u64 s0, u64 g0, int kind, int fibby, u64 limit)
{
	u64 min, max;
	int count;
	if (ncand == MAX_CAND || (s == s0 && g == g0) || s > s0 || g > g0)
		return;
	/* in the heaps' own order the answers are the same: the pair is symmetric */
	answer_range(s, g, &min, &max, &count);
	if (count == 0 || max > limit)
		return;
	cand[ncand++] = (struct cand){ s, g, kind, fibby, count == 1 };
}

static void add_target(u64 j, u64 s, u64 g, int fibby, u64 limit)
{
	u64 aj = lower_of(j), bj = aj + j;
	add_cand(s, s + j, s, g, 0, fibby, limit);
	if (aj < s) {
		add_cand(aj, g, s, g, 1, fibby, limit);
		add_cand(aj, g - (s - aj), s, g, 2, fibby, limit);
		add_cand(s, aj, s, g, 3, fibby, limit);
	}
	if (bj < s) {
		add_cand(bj, g, s, g, 1, fibby, limit);
		add_cand(bj, g - (s - bj), s, g, 2, fibby, limit);
		add_cand(s, bj, s, g, 3, fibby, limit);
	}
}

static void move_descend(u64 *p, u64 *q)
{
	int swapped = *p > *q;
	u64 s = swapped ? *q : *p, g = swapped ? *p : *q, k = g - s;
	u64 lo = k / 4, hi = k - k / 4 - (k % 4 != 0), limit = hi;
	ncand = 0;
	/* Fibonacci numbers in range, their neighbours, and sums of two */
	for (int i = 0; i < 88 && fib[i] <= hi; i++) {
		u64 f[5] = { fib[i], fib[i] - 1, fib[i] + 1, i >= 2 ? fib[i] + fib[i - 2] : 0,
			     i >= 3 ? fib[i] + fib[i - 3] : 0 };
		for (int m = 0; m < 5; m++)
			if (f[m] >= lo && f[m] <= hi && f[m] > 0 && f[m] < k)
				add_target(f[m], s, g, 1, limit);
	}
	for (int r = 0; r < 12 && hi >= lo && hi > 0; r++) {
		u64 j = lo + rng_below(hi - lo + 1);
		if (j > 0 && j < k)
			add_target(j, s, g, 0, limit);
	}
	/* a kind at random among those offered; then unique answers, then Fibonacci targets */
	int kinds[4], nk = 0;
	for (int t = 0; t < 4; t++)
		for (int i = 0; i < ncand; i++)
			if (cand[i].kind == t) {
				kinds[nk++] = t;
				break;
			}
	if (nk == 0) {
		/* the larger heap down to the smaller: the only answer empties both */
		g = s;
	} else {
		int kind = kinds[rng_below((u64)nk)], want_fib = (int)rng_below(2), best = -1, bscore = -1, ties = 0;
		for (int i = 0; i < ncand; i++) {
			if (cand[i].kind != kind)
				continue;
			int score = 2 * cand[i].unique + (cand[i].fibby == want_fib);
			if (score > bscore) {
				bscore = score;
				best = i;
				ties = 1;
			} else if (score == bscore && rng_below((u64)++ties) == 0) {
				best = i;
			}
		}
		s = cand[best].s;
		g = cand[best].g;
	}
	*p = swapped ? g : s;
	*q = swapped ? s : g;
}

/* ---- the contestant's moves ---- */

static int turn;

/* Says why a move is refused: in play mode on stderr (return 0 to ask again), else WA. */
__attribute__((format(printf, 1, 2))) static int refuse(const char *fmt, ...)
{
	char why[400];
	va_list ap;
	va_start(ap, fmt);
	vsnprintf(why, sizeof why, fmt, ap);
	va_end(ap);
	if (!ck_play)
		wrong("turn %d: %s", turn, why);
	play_refuse("%s", why);
	return 0;
}

/*
 * Reads one line of the contestant's output, without its newline, into buf.
 * Returns the length, or -1 at the end of the output with nothing read. A
 * line longer than LINE_MAX_LEN is cut there and *long_line set.
 */
static int read_line(char *buf, int *long_line)
{
	int c, n = 0;
	*long_line = 0;
	while ((c = getc(stdin)) != EOF && c != '\n') {
		if (n < LINE_MAX_LEN)
			buf[n++] = (char)c;
		else
			*long_line = 1;
	}
	buf[n] = '\0';
	return c == EOF && n == 0 ? -1 : n;
}

/* Prints token t for a message: at most 40 bytes, anything unprintable as '?'. */
static const char *shown(const char *t, char out[48])
{
	int n = 0;
	for (; t[n] && n < 40; n++)
		out[n] = t[n] >= 32 && t[n] < 127 ? t[n] : '?';
	strcpy(out + n, t[n] ? "..." : "");
	return out;
}

/*
 * Parses a heap: plain decimal digits, no sign, no leading zero. Returns 1 and
 * *v, or 0 after refusing it (in play mode). Values past 2 * 10^18 are clipped
 * there: they can only be a heap that grows.
 */
static int parse_heap(const char *t, const char *which, u64 *v)
{
	char buf[48];
	const char *d = t + (t[0] == '-');
	int digits = *d != '\0';
	for (const char *c = d; *c; c++)
		digits = digits && *c >= '0' && *c <= '9';
	if (digits && t[0] == '-')
		return refuse("the %s heap cannot hold a negative number of stones (\"%s\")", which, shown(t, buf));
	if (!digits || (t[0] == '0' && t[1] != '\0'))
		return refuse("expected the %s heap as a plain decimal number, found \"%s\"", which, shown(t, buf));
	*v = 0;
	for (const char *c = t; *c; c++)
		*v = *v > 2 * MAX_HEAP ? *v : *v * 10 + (u64)(*c - '0');
	return 1;
}

static const char *name(int heap)
{
	return heap == 0 ? "first" : "second";
}

/* Describes the move from (p, q) to (x, y), which is legal, e.g. "took 3 from the first heap". */
static const char *describe(u64 p, u64 q, u64 x, u64 y)
{
	static char buf[2][96];
	static int which;
	char *b = buf[which ^= 1];
	if (x < p && y < q)
		snprintf(b, sizeof buf[0], "took %llu from both heaps", p - x);
	else if (x < p)
		snprintf(b, sizeof buf[0], "took %llu from the first heap", p - x);
	else
		snprintf(b, sizeof buf[0], "took %llu from the second heap", q - y);
	return b;
}

/*
 * Reads the contestant's move from (p, q) into (*x, *y), checking its form and
 * its legality. Returns 0 at the end of the output (the program stopped).
 */
static int read_move(u64 p, u64 q, u64 *x, u64 *y)
{
	char line[LINE_MAX_LEN + 1], buf[48];
	for (;;) {
		int long_line, n = read_line(line, &long_line);
		if (n < 0)
			return 0;
		if (long_line) {
			refuse("the line is longer than %d bytes", LINE_MAX_LEN);
			continue;
		}
		char *tok[3];
		int nt = 0;
		for (char *c = strtok(line, " \t\r"); c; c = strtok(NULL, " \t\r"))
			if (nt < 3)
				tok[nt++] = c;
			else
				nt = 4;
		if (nt == 0) {
			if (!ck_play)
				refuse("expected your move \"x y\", found an empty line");
			play_prompt();
			continue;
		}
		if (nt == 1) {
			refuse("expected your move as two numbers \"x y\", found only \"%s\"", shown(tok[0], buf));
			continue;
		}
		if (nt > 2) {
			refuse("expected your move as two numbers \"x y\", found more on the line (\"%s\" after them)",
			       shown(tok[2], buf));
			continue;
		}
		if (!parse_heap(tok[0], "first", x) || !parse_heap(tok[1], "second", y))
			continue;
		if (*x > p) {
			refuse("from (%llu %llu) to (%.40s %.40s): the first heap grows from %llu to %.40s", p, q, tok[0],
			       tok[1], p, tok[0]);
			continue;
		}
		if (*y > q) {
			refuse("from (%llu %llu) to (%.40s %.40s): the second heap grows from %llu to %.40s", p, q, tok[0],
			       tok[1], q, tok[1]);
			continue;
		}
		if (*x == p && *y == q) {
			refuse("from (%llu %llu) to (%llu %llu): takes no stones", p, q, *x, *y);
			continue;
		}
		if (*x < p && *y < q && p - *x != q - *y) {
			refuse("from (%llu %llu) to (%llu %llu): takes different amounts from the two heaps (%llu and %llu)",
			       p, q, *x, *y, p - *x, q - *y);
			continue;
		}
		return 1;
	}
}

/* ---- for a person (--play) ---- */

static void draw(u64 p, u64 q)
{
	u64 h[2] = { p, q };
	play_turn(turn);
	for (int i = 0; i < 2; i++) {
		fprintf(stderr, "  %-6s heap: %20llu  ", name(i), h[i]);
		for (u64 j = 0; j < h[i] && j < 60; j++)
			fputc('o', stderr);
		fputs(h[i] > 60 ? "...\n" : "\n", stderr);
	}
	play_ask("Type the two heaps as they are after your move: take any number from one heap,\n"
	         "or the same number from both (\"%llu %llu\" would empty the second heap), then Enter.",
	         p, 0ULL);
}

/* ---- the game ---- */

int main(int argc, char **argv)
{
	interact_init(argc, argv);
	theory_init();
	u64 p = (u64)ck_int(&ck_in, 0, (long long)MAX_HEAP, "the first heap");
	u64 q = (u64)ck_int(&ck_in, 0, (long long)MAX_HEAP, "the second heap");
	rng_state = (u64)ck_int(&ck_in, 0, (long long)MAX_HEAP, "the seed");
	u64 delay = (u64)ck_int(&ck_in, 0, MAX_DELAY, "L");
	if (is_lost(p, q))
		check_fail("the start (%llu %llu) is a losing position for the first player", p, q);

	int lost_at = 0;             /* the contestant's first losing move */
	u64 lost_from[2] = { 0, 0 }, lost_to[2] = { 0, 0 }, lost_answer[2] = { 0, 0 };
	fprintf(ck_result, "start %llu %llu\n", p, q);
	say("%llu %llu", p, q);
	for (turn = 1;; turn++) {
		/* the contestant */
		u64 x, y;
		if (ck_play)
			draw(p, q);
		if (!read_move(p, q, &x, &y)) {
			fprintf(ck_result, "stopped at turn %d\n", turn);
			wrong("turn %d: the program stopped before the game ended (at (%llu %llu), its move)", turn, p, q);
		}
		fprintf(ck_result, "%d you %llu %llu\n", turn, x, y);
		if (x == 0 && y == 0) {
			fprintf(ck_result, "you won in %d moves\n", turn);
			say_end("win");
			if (ck_play)
				play_won("you emptied both heaps at turn %d", turn);
			char line[LINE_MAX_LEN + 1], buf[48];
			int long_line, n;
			while ((n = read_line(line, &long_line)) >= 0) {
				char *t = strtok(line, " \t\r");
				if (t || long_line)
					wrong("turn %d: extra output after the game ended (you had won): \"%s\"", turn,
					      shown(t ? t : line, buf));
			}
			accept();
		}
		if (!lost_at && !is_lost(x, y)) {
			lost_at = turn;
			lost_from[0] = p;
			lost_from[1] = q;
			lost_to[0] = x;
			lost_to[1] = y;
		}
		p = x;
		q = y;

		/* us */
		turn++;
		if (turn > MAX_TURNS) {
			if (!lost_at)
				check_fail("internal: the game passed %d turns with the contestant winning", MAX_TURNS);
			fprintf(ck_result, "stopped at turn %d\n", turn);
			wrong("turn %d: you moved from (%llu %llu) to (%llu %llu), a losing move; I was winning when the "
			      "game passed %d turns, and stopped it",
			      lost_at, lost_from[0], lost_from[1], lost_to[0], lost_to[1], MAX_TURNS);
		}
		if (lost_at)
			move_to_win(&x, &y);
		else if (dist(p, q) <= delay)
			move_longest(&x, &y);
		else
			move_descend(&x, &y);
		if (lost_at == turn - 1) {
			lost_answer[0] = x;
			lost_answer[1] = y;
		}
		fprintf(ck_result, "%d me %llu %llu\n", turn, x, y);
		if (ck_play)
			play_say("I %s: the heaps are now %llu and %llu.", describe(p, q, x, y), x, y);
		p = x;
		q = y;
		if (p == 0 && q == 0) {
			fprintf(ck_result, "I won in %d moves\n", turn);
			say_end("0 0");
			wrong("turn %d: you moved from (%llu %llu) to (%llu %llu), a losing move: I answered (%llu %llu), "
			      "a losing position for you; I won at turn %d",
			      lost_at, lost_from[0], lost_from[1], lost_to[0], lost_to[1], lost_answer[0],
			      lost_answer[1], turn);
		}
		say("%llu %llu", p, q);
	}
}
