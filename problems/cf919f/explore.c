/*
 * cf919f A Game With Numbers, explored: Alice moves first holding a cards that
 * show u and 8 - a zeros, Bob holds b cards that show w and 8 - b zeros (u and
 * w parameters, 1..4). The table is win/lose/draw for Alice over every (a, b)
 * of the grid, from the rules over all positions (the mover's hand, the
 * other's, each a multiset of 8 cards: 495 hands): a position whose other hand
 * is all zeros is lost for the mover, one whose own hand is all zeros won;
 * then sweeps mark a position won when some move leaves a lost one and lost
 * when every move leaves a won one, until a sweep changes nothing; what is
 * left is a draw (the game can go on for ever). a = 0 is no position (the
 * mover holds only zeros: the statement rules it out). The input asks every
 * position as a game with f = 0; the right answer is "Alice", "Bob" or "Deal",
 * compared as the problem's checker (lines) does.
 */
#include "explore.h"

#define CARDS 8
#define HANDS 495 /* multisets of 8 cards 0..4: C(12, 4) */

static int count[HANDS][5]; /* a hand: how many cards show each value */
static int nhands;
static int step[HANDS][5][5];           /* the hand after a card x becomes y (-1: it holds no x) */
static signed char value[HANDS][HANDS]; /* for the mover: 1 won, -1 lost, 0 a draw (or not yet known) */
static long u, w;

static int hand_of(const int *c)
{
	for (int h = 0; h < nhands; h++)
		if (!memcmp(count[h], c, sizeof count[h]))
			return h;
	return -1;
}

static void list_hands(void)
{
	for (int c0 = 0; c0 <= CARDS; c0++)
		for (int c1 = 0; c0 + c1 <= CARDS; c1++)
			for (int c2 = 0; c0 + c1 + c2 <= CARDS; c2++)
				for (int c3 = 0; c0 + c1 + c2 + c3 <= CARDS; c3++) {
					int *c = count[nhands++];
					c[0] = c0, c[1] = c1, c[2] = c2, c[3] = c3, c[4] = CARDS - c0 - c1 - c2 - c3;
				}
	for (int h = 0; h < nhands; h++)
		for (int x = 0; x < 5; x++)
			for (int y = 0; y < 5; y++) {
				int c[5];
				memcpy(c, count[h], sizeof c);
				step[h][x][y] = -1;
				if (c[x]) {
					c[x]--, c[y]++;
					step[h][x][y] = hand_of(c);
				}
			}
}

/* The mover's value from his hand m and the other's o, by the moves' values (0 while undecided). */
static int sweep_one(int m, int o)
{
	int all_won = 1;
	for (int x = 1; x < 5; x++)
		for (int y = 1; y < 5 && count[m][x]; y++) {
			if (!count[o][y])
				continue;
			int next = value[o][step[m][x][(x + y) % 5]];
			if (next < 0)
				return 1;
			all_won &= next > 0;
		}
	return all_won ? -1 : 0;
}

static void solve(void)
{
	for (int m = 0; m < nhands; m++)
		for (int o = 0; o < nhands; o++)
			value[m][o] = count[o][0] == CARDS ? -1 : count[m][0] == CARDS ? 1 : 0;
	for (int changed = 1; changed;) {
		changed = 0;
		for (int m = 0; m < nhands; m++)
			for (int o = 0; o < nhands; o++)
				if (!value[m][o] && (value[m][o] = (signed char)sweep_one(m, o)))
					changed = 1;
	}
}

/* The hand of n cards showing v, the rest zeros. */
static int hand_n(long n, long v)
{
	int c[5] = { 0 };
	c[0] = CARDS - (int)n;
	c[v] += (int)n;
	return hand_of(c);
}

static int allowed(long a, long b)
{
	(void)b;
	return a > 0;
}

static void cards(long n, long v)
{
	for (long i = 0; i < CARDS; i++)
		printf("%s%ld", i ? " " : "", i < CARDS - n ? 0 : v);
	putchar('\n');
}

static void ask(long a, long b)
{
	puts("0");
	cards(a, u);
	cards(b, w);
}

static const char *want(long a, long b, int k)
{
	(void)k;
	int v = value[hand_n(a, u)][hand_n(b, w)];
	return v > 0 ? "Alice" : v < 0 ? "Bob" : "Deal";
}

int main(int argc, char **argv)
{
	ex_init(argc, argv, 2);
	u = ex_param("u");
	w = ex_param("w");
	ex_done();
	if (u < 1 || u > 4 || w < 1 || w > 4)
		ex_usage("u and w: expected card values 1..4");
	if (ex_hi[0] > CARDS || ex_hi[1] > CARDS)
		ex_usage("range: 0..%d cards only", CARDS);
	list_hands();
	solve();
	if (ex_mode == EX_TABLE) {
		for (long a = ex_lo[0]; a <= ex_hi[0]; a++)
			for (long b = ex_lo[1]; b <= ex_hi[1]; b++) {
				if (!allowed(a, b)) {
					ex_no_position();
					continue;
				}
				int v = value[hand_n(a, u)][hand_n(b, w)];
				ex_value(v > 0 ? 1 : v < 0 ? 0 : EX_DRAW);
			}
		return 0;
	}
	struct ex_cases cs = {
		.dims = 2, .max = 100000, .count_first = 1, .allowed = allowed, .ask = ask, .want = want
	};
	ex_run_cases(&cs);
	return 0;
}
