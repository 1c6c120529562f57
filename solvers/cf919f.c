/*
 * cf919f: reference solver (Codeforces 919F, A Game With Numbers).
 *
 * How this works. Only the multiset of a hand matters, so a hand is the count
 * of each value 1..4 among its 8 cards (the rest are zeros): 495 hands. A
 * position is (mover's hand, other hand): 495 * 495 positions. A position
 * whose other hand is all zeros is lost for the mover (the other player has
 * already won); those are the terminal positions. Every other position with
 * a non-zero mover's hand has one move per pair (a, b) of a value a in the
 * mover's hand and a value b in the other hand, both non-zero; it replaces
 * one a by (a + b) mod 5 and passes the turn, so it leads to
 * (other hand, changed hand). Distinct pairs always give distinct results.
 *
 * Retrograde analysis: starting from the lost terminal positions, a position
 * with a move into a lost one is won; a position all of whose moves lead
 * into won ones is lost (a counter of unresolved moves per position reaches
 * zero). Predecessors are enumerated by undoing a move: for a position
 * (y, x') and values b in y and a in 1..4, the card c = (a + b) mod 5 must
 * be in x', and the predecessor is (x' - c + a, y). Positions never resolved
 * can be kept going forever by either player: a draw ("Deal").
 * The table costs a few milliseconds; then each query is a lookup.
 */
#include <stdio.h>
#include <string.h>

#define HANDS 495
#define CARDS 8

enum { UNKNOWN, WIN, LOSE };

static int hand_count[HANDS][5]; /* [h][v]: cards of value v, v = 0..4 */
static int hand_id[CARDS + 1][CARDS + 1][CARDS + 1][CARDS + 1];
static int nhands;
static unsigned char result[HANDS][HANDS];
static unsigned char left_moves[HANDS][HANDS];
static int queue[HANDS * HANDS];

static int id_of(const int c[5]) { return hand_id[c[1]][c[2]][c[3]][c[4]]; }

static void enumerate_hands(void)
{
	for (int c1 = 0; c1 <= CARDS; c1++)
		for (int c2 = 0; c1 + c2 <= CARDS; c2++)
			for (int c3 = 0; c1 + c2 + c3 <= CARDS; c3++)
				for (int c4 = 0; c1 + c2 + c3 + c4 <= CARDS; c4++) {
					int *h = hand_count[nhands];
					h[0] = CARDS - c1 - c2 - c3 - c4;
					h[1] = c1, h[2] = c2, h[3] = c3, h[4] = c4;
					hand_id[c1][c2][c3][c4] = nhands++;
				}
}

static int distinct_nonzero(const int *h)
{
	int k = 0;
	for (int v = 1; v <= 4; v++)
		k += h[v] > 0;
	return k;
}

static void solve(void)
{
	int zero = hand_id[0][0][0][0];
	int head = 0, tail = 0;
	for (int x = 0; x < HANDS; x++)
		for (int y = 0; y < HANDS; y++) {
			left_moves[x][y] = (unsigned char)(distinct_nonzero(hand_count[x]) *
							   distinct_nonzero(hand_count[y]));
			if (y == zero && x != zero) {
				result[x][y] = LOSE;
				queue[tail++] = x * HANDS + y;
			}
		}
	while (head < tail) {
		int s = queue[head++];
		int y = s / HANDS, xp = s % HANDS; /* position (y, x'), y to move */
		for (int b = 1; b <= 4; b++) {
			if (!hand_count[y][b])
				continue;
			for (int a = 1; a <= 4; a++) {
				int c = (a + b) % 5;
				if (!hand_count[xp][c])
					continue;
				int h[5];
				memcpy(h, hand_count[xp], sizeof h);
				h[c]--, h[a]++;
				int x = id_of(h);
				if (result[x][y] != UNKNOWN)
					continue;
				if (result[y][xp] == LOSE) {
					result[x][y] = WIN;
					queue[tail++] = x * HANDS + y;
				} else if (--left_moves[x][y] == 0) {
					result[x][y] = LOSE;
					queue[tail++] = x * HANDS + y;
				}
			}
		}
	}
}

static char ibuf[1 << 16];
static size_t ilen, ipos;

static int next_byte(void)
{
	if (ipos == ilen) {
		ilen = fread(ibuf, 1, sizeof ibuf, stdin);
		ipos = 0;
		if (ilen == 0)
			return -1;
	}
	return (unsigned char)ibuf[ipos++];
}

/* The next unsigned integer of the input (the input holds no others). */
static int read_int(void)
{
	int c = next_byte();
	while (c >= 0 && (c < '0' || c > '9'))
		c = next_byte();
	int v = 0;
	while (c >= '0' && c <= '9') {
		v = v * 10 + (c - '0');
		c = next_byte();
	}
	return v;
}

static int read_hand(void)
{
	int c[5] = {0, 0, 0, 0, 0};
	for (int i = 0; i < CARDS; i++)
		c[read_int()]++;
	return id_of(c);
}

int main(void)
{
	enumerate_hands();
	solve();
	int t = read_int();
	while (t-- > 0) {
		int f = read_int();
		int alice = read_hand(), bob = read_hand();
		int r = f == 0 ? result[alice][bob] : result[bob][alice];
		const char *mover = f == 0 ? "Alice" : "Bob", *other = f == 0 ? "Bob" : "Alice";
		puts(r == WIN ? mover : r == LOSE ? other : "Deal");
	}
	return 0;
}
