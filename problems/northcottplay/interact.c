/*
 * Interactor for northcottplay (testlib convention, see check.h): the contestant plays
 * Northcott's game against this program, moving first.
 *
 * How it plays. The gap of a row is the number of empty squares between its two pieces; the
 * game is Nim on the gaps, except that a piece may also move away from the other one, which
 * grows the gap. Moving away never helps the player who is losing the Nim: the other one moves
 * his own piece after it and the gap is back. So the position after a move is lost for the
 * player to move exactly when the xor of the gaps is 0.
 *
 *   - Winning (xor not 0 on its turn: the contestant has just made a losing move, or moved away
 *     into a lost position) it shrinks a gap so that the xor is 0 again: after a move away it
 *     follows the retreating piece when that does it, otherwise it chooses with the seed among
 *     the rows where that is possible. It never moves away then, so the game ends: each of
 *     its moves brings one of its pieces closer to the contestant's side.
 *   - Losing (xor 0) it makes the game long and varied, so that a player right only at the start
 *     is caught later: with the input's percentage p it retreats a piece (mostly by one square:
 *     the contestant must follow, and that is the longest game), otherwise it shrinks a gap, half
 *     the time by more than the contestant's piece has room behind it, which a player copying
 *     the interactor's moves cannot copy.
 *
 * Every choice comes from the input's seed (splitmix64), so the game is a function of the input
 * and the contestant's moves. The contestant may make at most n * m moves: a player that only
 * moves its pieces towards the interactor's never needs more than n * (m - 2), since each such
 * move brings one of its pieces at least a square closer to the far side.
 *
 * Protocol (statement.md): the interactor prints "n m" and n lines "c d" (the contestant's
 * square, then its own); then the contestant prints "r x" (its piece in row r to square x) and
 * the interactor answers "r x" for its own move, "win" when it has no move left, or "lose" after
 * its move when the contestant has none left or when the contestant has used up its moves.
 *
 * The result file records the game, one move per line ("T you r x", "T me r x"), and a last line
 * saying who won and at which turn. With --play the board is drawn on stderr for a person, who
 * may retype an illegal or malformed move.
 */
#include "check.h"

#include <stdint.h>

#define MAXN 20
#define MAXM 100

static int n, m;
static int you[MAXN + 1], me[MAXN + 1]; /* squares of the contestant's and the interactor's pieces */
static long turn;                       /* moves made so far, both players' */
static long your_moves, limit;
static uint64_t rng;
static int retreat_pct;

static long lost_turn;      /* the contestant's first losing move, 0 while it is winning */
static char lost_what[512]; /* that move, described */

static uint64_t next_rand(void)
{
	uint64_t z = (rng += 0x9e3779b97f4a7c15ULL);
	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
	z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
	return z ^ (z >> 31);
}

/* Uniform in [0, k), k >= 1 (the bias of the modulo is below 2^-50 here). */
static int pick(int k)
{
	return (int)(next_rand() % (uint64_t)k);
}

static int gap(int r)
{
	return (you[r] < me[r] ? me[r] - you[r] : you[r] - me[r]) - 1;
}

static int gaps_xor(void)
{
	int s = 0;
	for (int r = 1; r <= n; r++)
		s ^= gap(r);
	return s;
}

/* Squares behind a piece: between it and the edge of the board away from the other piece. */
static int room_behind(int own, int other)
{
	return own < other ? own - 1 : m - own;
}

/* The square a piece at own reaches by retreating k squares from other, or closing in k. */
static int retreat(int own, int other, int k)
{
	return own < other ? own - k : own + k;
}

static int has_move(const int *own, const int *other)
{
	for (int r = 1; r <= n; r++)
		if (room_behind(own[r], other[r]) > 0 || gap(r) > 0)
			return 1;
	return 0;
}

/*
 * Why moving the contestant's piece in row r to square x is illegal, or NULL when it is legal;
 * rs and xs are r and x as the contestant wrote them (a huge number is clamped in r or x).
 */
static const char *illegal(long long r, long long x, const char *rs, const char *xs)
{
	static char why[160];
	if (r < 1 || r > n)
		snprintf(why, sizeof why, "row %s does not exist (rows are 1 to %d)", rs, n);
	else if (x < 1 || x > m)
		snprintf(why, sizeof why, "square %s is off the board (squares are 1 to %d)", xs, m);
	else if (x == you[r])
		snprintf(why, sizeof why, "your piece in row %lld is already on square %lld: a move must move it", r,
		         x);
	else if (x == me[r])
		snprintf(why, sizeof why, "square %lld holds my piece", x);
	else if ((x < me[r]) != (you[r] < me[r]))
		snprintf(why, sizeof why,
		         "square %lld is on the other side of my piece on square %d: a piece cannot jump over another",
		         x, me[r]);
	else
		return NULL;
	return why;
}

/* A move that would have kept the win from the current position (xor s != 0), described. */
static void good_move(int s, char *buf, size_t size)
{
	for (int r = 1; r <= n; r++) {
		int g = gap(r);
		if ((g ^ s) < g) {
			snprintf(buf, size, "row %d to square %d", r, retreat(you[r], me[r], (g ^ s) - g));
			return;
		}
	}
	check_fail("no winning move from a position whose xor is %d", s);
}

/* " (the game was lost already: ...)" naming the first losing move once there was one, else "". */
static const char *lost_note(void)
{
	static char note[600];
	snprintf(note, sizeof note, " (the game was lost already: %s)", lost_what);
	return lost_turn ? note : "";
}

/* ---- reading the contestant's move ---- */

/*
 * Reads the next non-blank line of the contestant's output and splits it into tokens; returns
 * how many (-1 at the end of the output). The first three are kept in tok, each cut at 40 bytes
 * with "..." after; a byte outside printable ASCII reads as '?'.
 */
static int read_line(char tok[3][48])
{
	int count = 0, len = 0, c;
	while ((c = getc(ck_out.f)) != EOF && !(c == '\n' && count > 0)) {
		if (c == ' ' || c == '\t' || c == '\r' || c == '\n') {
			len = 0;
			continue;
		}
		if (c < 33 || c > 126)
			c = '?';
		if (len++ == 0)
			count++;
		if (count <= 3 && len <= 40)
			tok[count - 1][len - 1] = (char)c, tok[count - 1][len] = '\0';
		else if (count <= 3 && len == 41)
			strcpy(tok[count - 1] + 40, "...");
	}
	return count > 0 ? count : -1;
}

/* A plain decimal integer (optional '-', no '+', no leading zeros); clamped far outside the board. */
static int number(const char *t, long long *v)
{
	int neg = *t == '-';
	t += neg;
	if (!*t || (t[0] == '0' && (t[1] || neg)))
		return 0;
	for (*v = 0; *t >= '0' && *t <= '9'; t++)
		*v = *v > 100000000 ? 1000000000 : *v * 10 + (*t - '0');
	*v = neg ? -*v : *v;
	return !*t;
}

/* Why the line is not a move "r x", or NULL with the move in r and x. */
static const char *parse_move(int count, char tok[3][48], long long *r, long long *x)
{
	static char why[200];
	if (count == 1)
		snprintf(why, sizeof why, "expected a move \"r x\" (two integers on one line), found only \"%s\"",
		         tok[0]);
	else if (count > 2)
		snprintf(why, sizeof why,
		         "expected a move \"r x\" (two integers on one line), found %d tokens: \"%s %s %s%s\"", count,
		         tok[0], tok[1], tok[2], count > 3 ? " ..." : "");
	else if (!number(tok[0], r))
		snprintf(why, sizeof why, "expected the row as an integer, found \"%s\"", tok[0]);
	else if (!number(tok[1], x))
		snprintf(why, sizeof why, "expected the square as an integer, found \"%s\"", tok[1]);
	else
		return NULL;
	return why;
}

/* ---- for a person (--play) ---- */

static void draw(void)
{
	play_turn(turn + 1);
	if (m >= 10) {
		fprintf(stderr, "          ");
		for (int x = 1; x <= m; x++)
			fputc(x % 10 == 0 ? '0' + x / 10 % 10 : ' ', stderr);
		fputc('\n', stderr);
	}
	fprintf(stderr, "          ");
	for (int x = 1; x <= m; x++)
		fputc('0' + x % 10, stderr);
	fputc('\n', stderr);
	for (int r = 1; r <= n; r++) {
		fprintf(stderr, "  row %2d  ", r);
		for (int x = 1; x <= m; x++)
			fputc(x == you[r] ? 'Y' : x == me[r] ? 'I' : '.', stderr);
		fprintf(stderr, "   gap %d\n", gap(r));
	}
	play_ask("Y is your piece, I is mine; this is your move %ld of at most %ld.\n"
	         "Type the row and the new square of your piece (e.g. \"1 %d\"), then Enter.",
	         your_moves + 1, limit, retreat(you[1], me[1], gap(1) > 0 ? -1 : 1));
}

/* ---- the game ---- */

/* Sends one line to the contestant; a contestant that is gone before the game ended loses. */
__attribute__((format(printf, 1, 2))) static void send(const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	vfprintf(stdout, fmt, ap);
	va_end(ap);
	if (fputc('\n', stdout) == EOF || fflush(stdout) == EOF)
		wrong("turn %ld: the program stopped reading (it exited or closed its input) before the game ended%s",
		      turn + 1, lost_note());
}

static void record(const char *who, int r, int x)
{
	fprintf(ck_result, "%ld %s %d %d\n", turn, who, r, x);
}

/* The contestant's next move, legal; a bad one ends the game (a person is asked again). */
static void your_move(int *rr, int *xx)
{
	if (ck_play)
		draw();
	for (;;) {
		char tok[3][48];
		long long r, x;
		int count = read_line(tok);
		if (count < 0) {
			fprintf(ck_result, "the program stopped at turn %ld\n", turn + 1);
			wrong("turn %ld: the program stopped before the game ended (your move was expected)%s",
			      turn + 1, lost_note());
		}
		const char *why = parse_move(count, tok, &r, &x);
		if (!why && !(why = illegal(r, x, tok[0], tok[1]))) {
			*rr = (int)r;
			*xx = (int)x;
			return;
		}
		if (!ck_play) {
			fprintf(ck_result, "turn %ld: a bad move\n", turn + 1);
			if (count == 2 && !parse_move(count, tok, &r, &x))
				wrong("turn %ld: you moved row %s to square %s: illegal: %s%s", turn + 1, tok[0],
				      tok[1], why, lost_note());
			wrong("turn %ld: %s%s", turn + 1, why, lost_note());
		}
		play_refuse("%s", why);
	}
}

/*
 * The interactor's move when it wins: a gap shrunk so that the xor is 0 again. When the
 * contestant has just moved away in row yr, growing its gap from before, and closing that gap
 * again zeroes the xor, it follows (the answer that pushes the retreating piece to the edge);
 * otherwise it picks a row with the seed.
 */
static void winning_move(int s, int yr, int before, int *rr, int *xx)
{
	if (gap(yr) > before && (gap(yr) ^ s) == before) {
		*rr = yr;
		*xx = retreat(me[yr], you[yr], before - gap(yr));
		return;
	}
	int rows[MAXN], k = 0;
	for (int r = 1; r <= n; r++)
		if ((gap(r) ^ s) < gap(r))
			rows[k++] = r;
	if (k == 0)
		check_fail("turn %ld: no winning move from a position whose xor is %d", turn + 1, s);
	int r = rows[pick(k)];
	*rr = r;
	*xx = retreat(me[r], you[r], (gap(r) ^ s) - gap(r));
}

/* The interactor's move when it loses (xor 0): long games, and traps for copying players. */
static void losing_move(int *rr, int *xx)
{
	int back[MAXN], near[MAXN], trap[MAXN], nb = 0, nn = 0, nt = 0;
	for (int r = 1; r <= n; r++) {
		if (room_behind(me[r], you[r]) > 0)
			back[nb++] = r;
		if (gap(r) > 0)
			near[nn++] = r;
		if (gap(r) > room_behind(you[r], me[r]))
			trap[nt++] = r;
	}
	if (nb > 0 && (nn == 0 || pick(100) < retreat_pct)) {
		int r = back[pick(nb)], room = room_behind(me[r], you[r]);
		int k = pick(4) ? 1 : 1 + pick(room);
		*rr = r;
		*xx = retreat(me[r], you[r], k);
		return;
	}
	if (nn == 0)
		check_fail("turn %ld: losing_move called without a move", turn + 1);
	int r, k;
	if (nt > 0 && pick(2)) {
		r = trap[pick(nt)];
		int room = room_behind(you[r], me[r]);
		k = room + 1 + pick(gap(r) - room); /* more than the contestant can copy */
	} else {
		r = near[pick(nn)];
		k = pick(2) ? 1 : 1 + pick(gap(r));
	}
	*rr = r;
	*xx = retreat(me[r], you[r], -k);
}

static void read_input(void)
{
	n = (int)ck_int(&ck_in, 1, MAXN, "n");
	m = (int)ck_int(&ck_in, 3, MAXM, "m");
	rng = (uint64_t)ck_int(&ck_in, 0, 1000000000000000000LL, "seed");
	retreat_pct = (int)ck_int(&ck_in, 0, 100, "p");
	for (int r = 1; r <= n; r++) {
		you[r] = (int)ck_int(&ck_in, 1, m, "c");
		me[r] = (int)ck_int(&ck_in, 1, m, "d");
		if (you[r] == me[r])
			check_fail("input: row %d: both pieces on square %d", r, me[r]);
	}
	if (gaps_xor() == 0)
		check_fail("input: the position is lost for the first player (the gaps' xor is 0)");
	limit = (long)n * m;
}

int main(int argc, char **argv)
{
	interact_init(argc, argv);
	read_input();
	send("%d %d", n, m);
	for (int r = 1; r <= n; r++)
		send("%d %d", you[r], me[r]);
	if (ck_play)
		play_rules("Northcott's game: in each row, move your piece (Y) towards or away from mine (I),\n"
		           "without jumping over it. Whoever cannot move loses. You move first.");
	for (;;) {
		int r, x, s = gaps_xor();
		char good[64] = "";
		if (s != 0 && lost_turn == 0)
			good_move(s, good, sizeof good);
		your_move(&r, &x);
		int from = you[r], before = gap(r);
		you[r] = x;
		turn++;
		your_moves++;
		record("you", r, x);
		if (lost_turn == 0 && gaps_xor() != 0) {
			lost_turn = turn;
			snprintf(lost_what, sizeof lost_what,
			         "turn %ld: you moved your piece in row %d from square %d to %d (gap %d -> %d%s), "
			         "leaving gaps whose xor is %d: a losing move (%s%s kept the win)",
			         turn, r, from, x, before, gap(r), gap(r) > before ? ", away from mine" : "",
			         gaps_xor(), good[0] ? "e.g. " : "",
			         good[0] ? good : "the position before it was already lost; nothing");
		}
		if (!has_move(me, you)) {
			fprintf(ck_result, "you won at turn %ld\n", turn);
			say_end("win");
			if (ck_play)
				play_won("I cannot move any more, at turn %ld", turn);
			fclose(stdout);
			char tok[3][48];
			if (read_line(tok) >= 0)
				wrong("you won at turn %ld, but printed more after the game ended: \"%s\"", turn,
				      tok[0]);
			accept();
		}
		if (your_moves == limit) {
			fprintf(ck_result, "you made %ld moves without winning: I won at turn %ld\n", limit, turn);
			say_end("lose");
			if (lost_turn)
				wrong("%s; then you reached the limit of %ld moves (n * m) at turn %ld", lost_what,
				      limit, turn);
			wrong("turn %ld: your move %ld reached the limit of n * m = %ld moves and the game is not "
			      "over: you lose (moving only towards my pieces wins within n * (m - 2) moves)",
			      turn, your_moves, limit);
		}
		s = gaps_xor();
		int mr, mx;
		if (s != 0)
			winning_move(s, r, before, &mr, &mx);
		else
			losing_move(&mr, &mx);
		if (ck_play)
			play_say("I move my piece in row %d from square %d to %d.", mr, me[mr], mx);
		me[mr] = mx;
		turn++;
		record("me", mr, mx);
		if (!has_move(you, me)) {
			fprintf(ck_result, "I won at turn %ld\n", turn);
			say_end("%d %d", mr, mx);
			say_end("lose");
			if (!lost_turn)
				check_fail("turn %ld: the contestant lost without a losing move", turn);
			wrong("%s; I won at turn %ld", lost_what, turn);
		}
		send("%d %d", mr, mx);
	}
}
