/*
 * Interactor for fibnimplay (testlib convention, see check.h): the contestant plays Fibonacci
 * Nim against this program, which plays perfectly.
 *
 * How this works. The input is one line "n s d g": the pile, a seed for this program's
 * choices, and two budgets counted in its own moves (d: slow moves, g: gentle moves). It sends
 * n; the contestant moves first. A position is the pile r and the
 * most the mover may take, m (n - 1 on the first move, then twice the opponent's last take).
 * With the Zeckendorf terms of r in ascending order z1 < z2 < ... (non-consecutive Fibonacci
 * numbers 1, 2, 3, 5, ... summing to r), the mover wins exactly when z1 <= m, and the winning
 * moves are the sums p = z1 + ... + zj with p <= m that are all of r or less than half of
 * z(j+1). (The seeds prove the first half; both halves were checked against a search of every
 * position up to 700 stones.)
 *
 * While the contestant keeps a won position this program must lose, and it chooses the losing
 * move that makes the contestant's next move hard: whose only answer is not 1, not a copy of
 * its own move, not the largest Fibonacci number in reach, exactly twice its move, or unique.
 * For its first g moves it does the opposite and picks the move where those naive answers
 * still win, so that a naive player survives the opening and fails late. For its first d moves
 * it takes at most 12 stones (a long game); after that it takes as much as makes the
 * contestant's answer large, so the takes grow by a factor of about three a round and the rest
 * of the game lasts a few hundred turns at most whatever n is: a won game ends within
 * 2 * d + 300 turns. Equal choices are broken by the seed, so the same input always gives the
 * same game. Once the contestant leaves it a won position it
 * takes the largest winning move and wins; it then names the contestant's first losing move.
 * A lost contestant can still drag the game out one stone at a time; at turn TURN_CAP the game
 * is stopped and judged lost.
 *
 * OUTPUT gets the game: one line per move, then who won. Exit 0 when the contestant took the
 * last stone, 1 (WA) otherwise, 3 when the input or this program's own play is broken.
 */
#include "check.h"

#include <stdint.h>

#define MAX_N     1000000000000000000LL
#define MAX_DELAY 1000
#define TURN_CAP  5000 /* a won game ends by turn 2 * MAX_DELAY + 300 */
#define SLOW_TAKE 12

static long long fib[92]; /* 1, 2, 3, 5, ...: every one up to 2 * 10^18 */
static int nfib;
static uint64_t rng;

static uint64_t next_random(void)
{
	uint64_t z = (rng += 0x9e3779b97f4a7c15ULL);
	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
	z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
	return z ^ (z >> 31);
}

/* Uniform in [0, n), n >= 1 (the tiny modulo bias does not matter here). */
static long long random_below(long long n)
{
	return (long long)(next_random() % (uint64_t)n);
}

/* The Zeckendorf terms of r > 0 in ascending order; returns how many. */
static int zeckendorf(long long r, long long *term)
{
	int k = 0;
	for (int i = nfib - 1; i >= 0; i--)
		if (fib[i] <= r)
			r -= fib[i], term[k++] = fib[i];
	for (int i = 0; i < k / 2; i++) {
		long long x = term[i];
		term[i] = term[k - 1 - i], term[k - 1 - i] = x;
	}
	return k;
}

static long long smallest_term(long long r)
{
	long long term[92];
	zeckendorf(r, term);
	return term[0];
}

static int is_fib(long long r)
{
	for (int i = 0; i < nfib; i++)
		if (fib[i] == r)
			return 1;
	return 0;
}

/* The winning moves with r > 0 stones when up to m may be taken, ascending; returns how many. */
static int winning_moves(long long r, long long m, long long *move)
{
	long long term[92], p = 0;
	int k = zeckendorf(r, term), count = 0;
	for (int j = 0; j < k; j++) {
		p += term[j];
		if (p > m)
			break;
		if (j == k - 1 || term[j + 1] > 2 * p)
			move[count++] = p;
	}
	return count;
}

/* The largest Fibonacci number not above x (x >= 1). */
static long long largest_fib(long long x)
{
	int i = 0;
	while (i + 1 < nfib && fib[i + 1] <= x)
		i++;
	return fib[i];
}

/*
 * How many naive answers taking t from r leaves wrong (every such move loses for this program:
 * the contestant's winning answers are R). Twice as much for "only 2t wins", which catches a
 * player that reads the bound as "less than twice".
 */
static int trap_score(long long r, long long t)
{
	long long reply[92], s = r - t;
	int n = winning_moves(s, 2 * t, reply), has1 = 0, hast = 0, haslf = 0;
	long long lf = largest_fib(s < 2 * t ? s : 2 * t);
	if (n == 0)
		check_fail("interactor: taking %lld from %lld should lose, but leaves no winning answer", t, r);
	for (int i = 0; i < n; i++)
		has1 |= reply[i] == 1, hast |= reply[i] == t, haslf |= reply[i] == lf;
	return !has1 + !hast + !haslf + (n == 1) + 2 * (n == 1 && reply[0] == 2 * t);
}

/*
 * This program's move when it is lost: r > m stones, the smallest Zeckendorf term of r above
 * m, so every move loses. slow: take at most SLOW_TAKE (a long game); otherwise keep the
 * contestant's smallest answer at least half the largest possible (a short game). Among those
 * candidates, the highest trap score wins, or with gentle the lowest; ties go to the seed.
 */
static long long cand[256];
static int nc;

static void add_candidate(long long t)
{
	for (int i = 0; i < nc; i++)
		if (cand[i] == t)
			return;
	cand[nc++] = t;
}

static long long losing_move(long long r, long long m, int slow, int gentle)
{
	long long z1 = smallest_term(r), term[92];
	nc = 0;
	for (long long t = 1; t <= m && t <= SLOW_TAKE; t++)
		add_candidate(t);
	if (!slow) {
		for (long long i = 0; i < 6 && m - i > SLOW_TAKE; i++)
			add_candidate(m - i);
		/* z1 - 1 without its terms below fib[j]: the least take that leaves a smallest
		 * term of at least fib[j], and its neighbours */
		int k = zeckendorf(z1 - 1, term);
		for (int j = 0; j < k; j++) {
			long long low = 0;
			for (int i = 0; i < j; i++)
				low += term[i];
			for (long long t = low; t <= low + 2; t++) /* z1 - (z1 - 1 - low) = low + 1 */
				if (t >= 1 && t <= m && t > SLOW_TAKE)
					add_candidate(t);
		}
		for (int i = 0; i < nfib && fib[i] / 2 <= m; i++)
			if (fib[i] % 2 == 0 && fib[i] / 2 > SLOW_TAKE)
				add_candidate(fib[i] / 2);
		for (int i = 0; i < 4 && m > SLOW_TAKE; i++)
			add_candidate(SLOW_TAKE + 1 + random_below(m - SLOW_TAKE));
	}
	long long growth[256], best_growth = 0;
	for (int i = 0; i < nc; i++) {
		growth[i] = smallest_term(r - cand[i]);
		if (growth[i] > best_growth)
			best_growth = growth[i];
	}
	int best = -1, ties = 0;
	long long best_score = 0;
	for (int i = 0; i < nc; i++) {
		if (!slow && 2 * growth[i] < best_growth)
			continue;
		long long score = gentle ? -trap_score(r, cand[i]) : trap_score(r, cand[i]);
		if (best < 0 || score > best_score)
			best_score = score, best = i, ties = 1;
		else if (score == best_score && random_below(++ties) == 0)
			best = i;
	}
	if (best < 0 || cand[best] < 1 || cand[best] > m)
		check_fail("interactor: no move chosen from %lld stones with up to %lld to take", r, m);
	return cand[best];
}

/* This program's move when it wins: all the stones if it may, else the largest winning move. */
static long long winning_move(long long r, long long m)
{
	long long move[92];
	int n = winning_moves(r, m, move);
	if (n == 0)
		check_fail("interactor: %lld stones with up to %lld to take should win", r, m);
	return move[n - 1];
}

/* A plain decimal integer, no '+' or leading zeros; magnitudes past 4e18 are clamped there. */
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

/* Why taking t of r when up to most may be taken is illegal, or NULL. */
static const char *illegal(long long t, long long r, long long most, int first)
{
	static char why[200];
	if (t < 1)
		snprintf(why, sizeof why, "a move takes at least 1 stone");
	else if (t > r)
		snprintf(why, sizeof why, "only %lld stones are left", r);
	else if (t > most && first)
		snprintf(why, sizeof why, "the first move may not take the whole pile (at most %lld)", most);
	else if (t > most)
		snprintf(why, sizeof why, "at most %lld may be taken, twice my last take of %lld", most, most / 2);
	else
		return NULL;
	return why;
}

static void draw(int turn, long long r, long long most, int first)
{
	play_turn(turn);
	fprintf(stderr, "  pile: %lld stone%s ", r, r == 1 ? "" : "s");
	for (long long i = 0; r <= 60 && i < r; i++)
		fputc('o', stderr);
	fputc('\n', stderr);
	if (first)
		play_ask("Type how many stones you take: 1 to %lld (not the whole pile), then Enter.", most);
	else
		play_ask("Type how many stones you take: 1 to %lld (twice my last take)%s, then Enter.", most,
		         most >= r ? ", or all of them to win" : "");
}

/* The contestant's move: a number of stones it may take. A person is asked again. */
static long long read_move(int turn, long long r, long long most, const char *lost_why)
{
	long long t;
	const char *why;
	if (!ck_play) {
		const char *tok = ck_next(&ck_out);
		if (!tok)
			wrong("turn %d: the program stopped before the game ended (%lld stones left, its move)", turn,
			      r);
		if (!number(tok, &t))
			wrong("turn %d: expected the number of stones you take, found \"%.40s\"", turn, tok);
		if ((why = illegal(t, r, most, turn == 1)))
			wrong("turn %d: you took %.40s from %lld stones, an illegal move: %s%s%s%s", turn, tok, r, why,
			      *lost_why ? " (the game was already lost: " : "", lost_why, *lost_why ? ")" : "");
		return t;
	}
	draw(turn, r, most, turn == 1);
	for (;;) {
		char line[256], tok[64];
		if (!fgets(line, sizeof line, stdin))
			wrong("turn %d: the player left the game (%lld stones left)", turn, r);
		if (!strchr(line, '\n') && !feof(stdin)) { /* drop the rest of a long line */
			int c;
			while ((c = getchar()) != EOF && c != '\n')
				;
		}
		int len = 0;
		if (sscanf(line, " %63s %n", tok, &len) != 1 || line[len] != '\0' || !number(tok, &t))
			play_refuse("type one whole number, the stones you take");
		else if ((why = illegal(t, r, most, turn == 1)))
			play_refuse("you cannot take %s: %s", tok, why);
		else
			return t;
	}
}

int main(int argc, char **argv)
{
	interact_init(argc, argv);
	fib[0] = 1, fib[1] = 2;
	for (nfib = 2; fib[nfib - 1] <= 2 * MAX_N; nfib++)
		fib[nfib] = fib[nfib - 1] + fib[nfib - 2];
	long long n = ck_int(&ck_in, 2, MAX_N, "n");
	long long seed = ck_int(&ck_in, 0, MAX_N, "s");
	long long delay = ck_int(&ck_in, 0, MAX_DELAY, "d");
	long long gentle = ck_int(&ck_in, 0, MAX_DELAY, "g");
	if (is_fib(n))
		check_fail("input: n = %lld is a Fibonacci number, a lost start for the contestant", n);
	if (ck_next(&ck_in))
		check_fail("input: extra tokens after n s d g");
	rng = (uint64_t)seed * 0x2545f4914f6cdd1dULL + 1;

	say("%lld", n);
	if (ck_play)
		play_rules("Fibonacci Nim: take turns taking stones from one pile of %lld; each move takes\n"
		           "1 to twice the other's last take; whoever takes the last stone wins.",
		           n);
	fprintf(ck_result, "n %lld\n", n);
	long long r = n, most = n - 1, my_moves = 0;
	int lost_turn = 0; /* the contestant's first move that left this program a won position */
	char lost_why[256] = "";
	for (int turn = 1;; turn++) {
		long long t = read_move(turn, r, most, lost_why);
		r -= t;
		fprintf(ck_result, "turn %d: you take %lld, %lld left\n", turn, t, r);
		if (r == 0) {
			if (lost_turn)
				check_fail("interactor: the contestant won after its losing move at turn %d",
				           lost_turn);
			fprintf(ck_result, "you won in %d moves\n", turn);
			fclose(ck_result);
			say_end("win");
			if (ck_play)
				play_won("you took the last stone at turn %d", turn);
			fclose(stdout); /* a program that reads on after "win" sees the end, not a hang */
			const char *extra = ck_next(&ck_out);
			if (extra)
				wrong("after the game (you won at turn %d) the program printed more: \"%.40s\"", turn,
				      extra);
			accept();
		}
		if (!lost_turn && smallest_term(r) <= 2 * t) {
			lost_turn = turn;
			snprintf(lost_why, sizeof lost_why,
			         "turn %d: you took %lld of %lld, leaving %lld: a losing move, since I may take up to "
			         "%lld and "
			         "taking %lld wins for me (taking %lld would have won for you)",
			         turn, t, r + t, r, 2 * t, winning_move(r, 2 * t), smallest_term(r + t));
		}
		turn++;
		if (turn > TURN_CAP) {
			if (!lost_turn)
				check_fail("interactor: the game reached turn %d while the contestant still wins",
				           TURN_CAP);
			wrong("%s; the game was stopped at turn %d", lost_why, TURN_CAP);
		}
		long long u =
		        lost_turn ? winning_move(r, 2 * t) : losing_move(r, 2 * t, my_moves < delay, my_moves < gentle);
		my_moves++;
		r -= u;
		fprintf(ck_result, "turn %d: I take %lld, %lld left\n", turn, u, r);
		if (r == 0) {
			fprintf(ck_result, "I won in %d moves\n", turn);
			fclose(ck_result);
			say_end("%lld", u);
			if (ck_play)
				play_say("I take %lld, %s.", u, u == 1 ? "the last stone" : "all that is left");
			wrong("%s; I took the last stone at turn %d", lost_why, turn);
		}
		say("%lld", u);
		if (ck_play)
			play_say("I take %lld, leaving %lld.", u, r);
		most = 2 * u;
	}
}
