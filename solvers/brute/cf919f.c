/*
 * cf919f: brute force from the rules, by fixed-point sweeps.
 *
 * A hand is kept as its 8 cards sorted in increasing order; the 495 sorted
 * hands are listed first, and a base-5 code of the sorted cards finds a
 * hand's number. For every position (mover's hand, other hand) the list of
 * successors is built by trying every pair of card slots (i, j) with the
 * mover's card i and the other's card j both non-zero: card i becomes
 * (x[i] + y[j]) mod 5, the hand is re-sorted (by counting its cards, as
 * each is 0..4; the 495 x 8 x 5 such changes are listed once), and the
 * turn passes.
 *
 * The outcome is then found without any cleverness: positions where the
 * other hand is all zeros are lost for the mover; then the whole table is
 * swept again and again, marking a position won when some successor is
 * lost and lost when every successor is won, until a sweep changes nothing.
 * Whatever is still open is a draw. The table does not depend on the input,
 * so the brute force is slow only by its own sweeps, not by the input size.
 */
#include <stdio.h>
#include <stdlib.h>

#define CARDS 8
#define HANDS 495
#define MAXSUCC 64

static int hands[HANDS][CARDS];
static int nh;
static int code_to_hand[390625];
static int succ_count[HANDS * HANDS];
static int *succ;
static signed char outcome[HANDS * HANDS]; /* 0 open, 1 mover wins, -1 mover loses */

static int code(const int *c)
{
	int v = 0;
	for (int i = 0; i < CARDS; i++)
		v = v * 5 + c[i];
	return v;
}

static void list_hands(int *c, int pos, int lo)
{
	if (pos == CARDS) {
		for (int i = 0; i < CARDS; i++)
			hands[nh][i] = c[i];
		code_to_hand[code(c)] = nh++;
		return;
	}
	for (int v = lo; v <= 4; v++) {
		c[pos] = v;
		list_hands(c, pos + 1, v);
	}
}

/* Sorts a hand's 8 cards by counting them: each is 0..4. */
static void sort_hand(int *c)
{
	int count[5] = {0};
	for (int i = 0; i < CARDS; i++)
		count[c[i]]++;
	for (int v = 0, i = 0; v < 5; v++)
		while (count[v]--)
			c[i++] = v;
}

static int all_zero(int h)
{
	for (int i = 0; i < CARDS; i++)
		if (hands[h][i])
			return 0;
	return 1;
}

/* after_change[x][i][v]: the hand x with its card i made v, sorted again. */
static int after_change[HANDS][CARDS][5];

static void build(void)
{
	int c[CARDS];
	list_hands(c, 0, 0);
	for (int x = 0; x < HANDS; x++)
		for (int i = 0; i < CARDS; i++)
			for (int v = 0; v < 5; v++) {
				for (int k = 0; k < CARDS; k++)
					c[k] = hands[x][k];
				c[i] = v;
				sort_hand(c);
				after_change[x][i][v] = code_to_hand[code(c)];
			}
	succ = malloc(sizeof *succ * (size_t)HANDS * HANDS * MAXSUCC);
	if (!succ)
		exit(1);
	for (int x = 0; x < HANDS; x++)
		for (int y = 0; y < HANDS; y++) {
			int p = x * HANDS + y, n = 0;
			int *out = succ + (size_t)p * MAXSUCC;
			if (all_zero(x) || all_zero(y))
				goto done; /* the game is over here */
			for (int i = 0; i < CARDS; i++) {
				if (!hands[x][i])
					continue;
				for (int j = 0; j < CARDS; j++) {
					if (!hands[y][j])
						continue;
					out[n++] = y * HANDS + after_change[x][i][(hands[x][i] + hands[y][j]) % 5];
				}
			}
		done:
			succ_count[p] = n;
		}
}

static void sweep_to_fixed_point(void)
{
	for (int x = 0; x < HANDS; x++)
		for (int y = 0; y < HANDS; y++)
			if (all_zero(y) && !all_zero(x))
				outcome[x * HANDS + y] = -1;
	int changed = 1;
	while (changed) {
		changed = 0;
		for (int p = 0; p < HANDS * HANDS; p++) {
			if (outcome[p] || succ_count[p] == 0)
				continue;
			const int *out = succ + (size_t)p * MAXSUCC;
			int any_lost = 0, all_won = 1;
			for (int k = 0; k < succ_count[p]; k++) {
				if (outcome[out[k]] == -1)
					any_lost = 1;
				if (outcome[out[k]] != 1)
					all_won = 0;
			}
			if (any_lost)
				outcome[p] = 1, changed = 1;
			else if (all_won)
				outcome[p] = -1, changed = 1;
		}
	}
}

static int read_hand(void)
{
	int c[CARDS];
	for (int i = 0; i < CARDS; i++)
		if (scanf("%d", &c[i]) != 1)
			exit(1);
	for (int i = 0; i < CARDS; i++)
		if (c[i] < 0 || c[i] > 4)
			exit(1);
	sort_hand(c);
	return code_to_hand[code(c)];
}

int main(void)
{
	build();
	sweep_to_fixed_point();
	int t;
	if (scanf("%d", &t) != 1)
		return 1;
	while (t--) {
		int f;
		if (scanf("%d", &f) != 1)
			return 1;
		int alice = read_hand(), bob = read_hand();
		int p = f == 0 ? alice * HANDS + bob : bob * HANDS + alice;
		if (outcome[p] == 0)
			puts("Deal");
		else if ((outcome[p] == 1) == (f == 0))
			puts("Alice");
		else
			puts("Bob");
	}
	free(succ);
	return 0;
}
