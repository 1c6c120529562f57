/*
 * Interactor for nimplay: the contestant plays Nim against the judge, moving
 * first from a position it can win (testlib convention, see check.h).
 *
 * How it works. The test input holds the heaps and three numbers the
 * contestant never sees: a seed for the judge's choices, and two move numbers,
 * quiet and budget. The judge tells the position, then the two sides alternate,
 * the contestant on odd moves: every move is a line "i y", heap i left with y
 * stones. Every contestant move is read as two tokens and checked for legality
 * before anything else; the first illegal or malformed one ends the game as WA,
 * named with its move number and why.
 *
 * With s the xor of the heaps, the player to move loses exactly when s = 0
 * (Bouton). The judge keeps s as moves are made, so it always knows who wins:
 *   - s != 0 on the judge's turn means the contestant's last move lost the
 *     game (the first such move is remembered for the message). The judge then
 *     plays a winning move, the one that takes the most stones, and keeps
 *     winning until it takes the last stone.
 *   - s = 0 on the judge's turn means the judge is lost. Every move loses, so
 *     it chooses among all of them to make the game long and varied, from a
 *     seeded generator (never time or rand(): the same input plays the same
 *     game against the same player):
 *       moves up to quiet:   clear one set bit below 2^31 of a random heap, so
 *                            the xor the contestant faces has one bit, low;
 *                            players that are right only on such xors survive;
 *       moves up to budget:  a random heap, and at random: take a few stones
 *                            (1 to 1024), clear one set bit, or cut it to a
 *                            random smaller size;
 *       later moves:         empty a random heap. Each such move removes a
 *                            heap and no move adds one, so a game where the
 *                            contestant plays well lasts at most
 *                            budget + 2n + 1 moves.
 * A game is stopped at MAX_MOVES (above 2000 + 2 * 1000 + 1); only a
 * contestant that has already lost can get there, by taking few stones at a
 * time, and that is its wrong answer.
 *
 * The result file records every move, "MOVE who i y" with who "you" or
 * "judge", and a last line saying who won at which move; with the reference
 * player it is the test's answer.
 *
 * With --play, a person plays: before each of their moves the position is
 * drawn on stderr, a move is read as a whole line, and a malformed or illegal
 * one is explained there and asked again instead of ending the game.
 */
#include "check.h"
#include <stdint.h>

#define MAX_N      1000
#define MAX_HEAP   1000000000000000000LL
#define MAX_BUDGET 2000
#define MAX_MOVES  5000
#define LINE_MAX   256

static unsigned long long heap[MAX_N + 1]; /* heaps 1..n */
static long n, nonempty, moves;
static unsigned long long s; /* xor of all heaps */
static long long quiet, budget;
static uint64_t rng_state;

/* The contestant's first losing move: the move after which it was lost. */
static long lost_move, lost_heap;
static unsigned long long lost_from, lost_to, lost_xor;

/* splitmix64: the judge's seeded choices. */
static uint64_t rng_next(void)
{
	uint64_t z = (rng_state += 0x9e3779b97f4a7c15ULL);
	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
	z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
	return z ^ (z >> 31);
}

/* Uniform in [0, m), m >= 1, without modulo bias. */
static uint64_t rng_below(uint64_t m)
{
	uint64_t limit = UINT64_MAX - UINT64_MAX % m, r;
	do
		r = rng_next();
	while (r >= limit);
	return r % m;
}

static const char *fmt(const char *f, ...) __attribute__((format(printf, 1, 2)));
static const char *fmt(const char *f, ...)
{
	static char buf[512];
	va_list ap;
	va_start(ap, f);
	vsnprintf(buf, sizeof buf, f, ap);
	va_end(ap);
	return buf;
}

/* A decimal integer: '-', then digits without leading zeros; huge ones clamp. */
static int number(const char *t, long long *v)
{
	const char *p = t + (*t == '-');
	if (!*p || strspn(p, "0123456789") != strlen(p) || (p[0] == '0' && (p[1] || p != t)))
		return 0;
	errno = 0;
	*v = strtoll(t, NULL, 10);
	return 1;
}

/*
 * What is wrong with the move given as the tokens ti and ty, or NULL when it
 * is legal; then *i and *y hold it.
 */
static const char *fault(const char *ti, const char *ty, long long *i, long long *y)
{
	if (!number(ti, i))
		return fmt("expected a heap number, found \"%.40s\"", ti);
	if (!ty)
		return fmt("heap %.40s, but no new size for it", ti);
	if (!number(ty, y))
		return fmt("expected heap %.40s's new size, found \"%.40s\"", ti, ty);
	if (*i < 1 || *i > n)
		return fmt("there is no heap %.40s, the heaps are numbered 1 to %ld", ti, n);
	unsigned long long a = heap[*i];
	if (a == 0)
		return fmt("heap %lld is empty, there is nothing to take from it", *i);
	const char *st = a == 1 ? "stone" : "stones";
	if (*y >= 0 && (unsigned long long)*y == a)
		return fmt("heap %lld has %llu %s, and leaving it at %s takes zero stones: not a move", *i, a, st, ty);
	if (*y >= 0 && (unsigned long long)*y > a)
		return fmt("heap %lld has %llu %s, and growing it to %.40s adds stones: Nim has no such move", *i, a,
		           st, ty);
	if (*y < 0)
		return fmt("heap %lld has %llu %s; new size %.40s takes more stones than the heap holds", *i, a, st,
		           ty);
	return NULL;
}

static const char *lost_why(void);

/* After a fault: the contestant's earlier losing move, if any, as a note. */
static const char *lost_note(void)
{
	static char note[400];
	if (!lost_move)
		return "";
	snprintf(note, sizeof note, "; you had already lost, at %s", lost_why());
	return note;
}

/* The position for a person, on stderr. */
static void draw(void)
{
	play_turn(moves + 1);
	for (long i = 1; i <= n; i++) {
		fprintf(stderr, "  heap %4ld: %llu %s", i, heap[i], heap[i] ? "" : "(empty)");
		for (unsigned long long k = 0; heap[i] <= 60 && k < heap[i]; k++)
			fputc('#', stderr);
		fputc('\n', stderr);
	}
	play_ask("Type \"i y\" to leave heap i with y stones (0 <= y < its size), then Enter.");
}

/* Reads the contestant's next legal move; a fault is WA, or in --play is explained and asked again. */
static void read_move(long long *i, long long *y)
{
	long m = moves + 1;
	if (!ck_play) {
		const char *t = ck_next(&ck_out);
		if (!t)
			wrong("move %ld: the program stopped before the game ended (your move was expected)%s", m,
			      lost_note());
		static char ti[CK_TOKEN_MAX + 1];
		strcpy(ti, t);
		const char *ty = ck_next(&ck_out);
		const char *why = fault(ti, ty, i, y);
		if (why)
			wrong("move %ld: %s%s", m, why, lost_note());
		return;
	}
	draw();
	for (;;) {
		char line[LINE_MAX];
		if (!fgets(line, sizeof line, stdin))
			wrong("move %ld: the input ended before the game did%s", m, lost_note());
		if (!strchr(line, '\n') && !feof(stdin)) {
			int c;
			while ((c = getchar()) != '\n' && c != EOF)
				;
			play_refuse("the line is too long: type two numbers, \"i y\"");
			continue;
		}
		char *tok[3] = { NULL, NULL, NULL };
		int k = 0;
		for (char *p = strtok(line, " \t\r\n"); p; p = strtok(NULL, " \t\r\n"))
			if (k < 3)
				tok[k++] = p;
		const char *why = k == 0   ? "type two numbers, \"i y\""
		                  : k == 3 ? fmt("type two numbers only, found \"%.40s\" after them", tok[2])
		                           : fault(tok[0], tok[1], i, y);
		if (!why)
			return;
		play_refuse("%s", why);
	}
}

/* Makes the move "i y" for who, records it, and keeps s and nonempty right. */
static void apply(const char *who, long i, unsigned long long y)
{
	moves++;
	s ^= heap[i] ^ y;
	nonempty -= heap[i] != 0 && y == 0;
	heap[i] = y;
	fprintf(ck_result, "%ld %s %ld %llu\n", moves, who, i, y);
}

/* The k-th nonempty heap (from 0) among those passing keep(), with count of them. */
static long pick(int (*keep)(unsigned long long), long count)
{
	long k = (long)rng_below((uint64_t)count);
	for (long i = 1; i <= n; i++)
		if (heap[i] && keep(heap[i]) && k-- == 0)
			return i;
	check_fail("pick: no heap left to choose (%ld counted)", count);
}

static int any(unsigned long long a)
{
	return a != 0;
}

static int low_bits(unsigned long long a)
{
	return (a & 0x7fffffffULL) != 0;
}

/* One of the set bits of a (a != 0), chosen at random. */
static unsigned long long some_bit(unsigned long long a)
{
	int bits[64], k = 0;
	for (int b = 0; b < 64; b++)
		if (a >> b & 1)
			bits[k++] = b;
	return 1ULL << bits[rng_below((uint64_t)k)];
}

/* The judge's move as heap *i left with *y stones. */
static void choose(long *i, unsigned long long *y)
{
	long m = moves + 1;
	if (s != 0) {
		/* A winning move: the heap's size drops to a ^ s; take the most stones. */
		unsigned long long best = 0;
		*i = 0;
		for (long j = 1; j <= n; j++)
			if ((heap[j] ^ s) < heap[j] && heap[j] - (heap[j] ^ s) > best) {
				best = heap[j] - (heap[j] ^ s);
				*i = j;
			}
		if (*i == 0)
			check_fail("the xor is %llu but no heap has a winning move", s);
		*y = heap[*i] ^ s;
		return;
	}
	if (m > budget) {
		*i = pick(any, nonempty);
		*y = 0;
		return;
	}
	if (m <= quiet) {
		long low = 0;
		for (long j = 1; j <= n; j++)
			low += low_bits(heap[j]);
		*i = low ? pick(low_bits, low) : pick(any, nonempty);
		unsigned long long a = heap[*i];
		*y = a ^ some_bit(low ? a & 0x7fffffffULL : a & -a);
		return;
	}
	*i = pick(any, nonempty);
	unsigned long long a = heap[*i];
	switch (rng_below(4)) {
	case 0:
	case 1: {
		unsigned long long most = 1ULL << rng_below(11);
		*y = a - 1 - rng_below(most < a ? most : a);
		break;
	}
	case 2:
		*y = a ^ some_bit(a);
		break;
	default:
		*y = rng_below(a);
	}
}

/* Why the contestant lost: its first losing move. */
static const char *lost_why(void)
{
	static char why[320];
	snprintf(why, sizeof why,
	         "move %ld: you cut heap %ld from %llu to %llu stones, leaving xor %llu, not 0: a losing move",
	         lost_move, lost_heap, lost_from, lost_to, lost_xor);
	return why;
}

int main(int argc, char **argv)
{
	interact_init(argc, argv);
	n = (long)ck_int(&ck_in, 1, MAX_N, "n");
	for (long i = 1; i <= n; i++) {
		heap[i] = (unsigned long long)ck_int(&ck_in, 0, MAX_HEAP, "a heap");
		s ^= heap[i];
		nonempty += heap[i] != 0;
	}
	rng_state = (uint64_t)ck_int(&ck_in, 0, INT64_MAX, "the seed");
	quiet = ck_int(&ck_in, 0, MAX_BUDGET, "quiet");
	budget = ck_int(&ck_in, quiet, MAX_BUDGET, "budget");
	if (s == 0)
		check_fail("input: the heaps' xor is 0, so the contestant, moving first, cannot win");

	say("%ld", n);
	static char line[MAX_N * 21 + 1];
	size_t len = 0;
	for (long i = 1; i <= n; i++)
		len += (size_t)snprintf(line + len, sizeof line - len, i < n ? "%llu " : "%llu", heap[i]);
	say("%s", line);

	for (;;) {
		long long i, y;
		unsigned long long from;
		read_move(&i, &y);
		from = heap[i];
		apply("you", (long)i, (unsigned long long)y);
		if (nonempty == 0) {
			fprintf(ck_result, "you won in %ld moves\n", moves);
			say_end("win");
			if (ck_play)
				play_won("you took the last stones at move %ld", moves);
			const char *t = ck_next(&ck_out);
			if (t)
				wrong("move %ld: you won, but then printed \"%.40s\" after the game was over", moves,
				      t);
			accept();
		}
		if (s != 0 && lost_move == 0) {
			lost_move = moves;
			lost_heap = (long)i;
			lost_from = from;
			lost_to = (unsigned long long)y;
			lost_xor = s;
		}
		if (moves >= MAX_MOVES) {
			if (lost_move == 0)
				check_fail("the game reached %d moves with the contestant still winning", MAX_MOVES);
			fprintf(ck_result, "stopped at move %ld, the judge winning\n", moves);
			wrong("%s; the game was stopped at move %d with you still lost", lost_why(), MAX_MOVES);
		}

		long j;
		unsigned long long z;
		choose(&j, &z);
		from = heap[j];
		apply("judge", j, z);
		if (ck_play)
			play_say("I took %llu from heap %ld, %llu left%s.", from - z, j, z,
			         nonempty == 0 ? ": I took the last stones" : "");
		if (nonempty == 0) {
			if (lost_move == 0)
				check_fail("the judge won at move %ld though the contestant never made a losing move",
				           moves);
			fprintf(ck_result, "judge won in %ld moves\n", moves);
			say_end("%ld %llu", j, z);
			wrong("%s; I won at move %ld", lost_why(), moves);
		}
		say("%ld %llu", j, z);
		if (moves >= MAX_MOVES) {
			if (lost_move == 0)
				check_fail("the game reached %d moves with the contestant still winning", MAX_MOVES);
			fprintf(ck_result, "stopped at move %ld, the judge winning\n", moves);
			wrong("%s; the game was stopped at move %d with you still lost", lost_why(), MAX_MOVES);
		}
	}
}
