/*
 * Reference for HDU 4111 (Alice and Bob).
 *
 * A number equal to 1 is special: it can vanish in one move, which changes the
 * count of numbers. Every number of at least 2 can instead be seen as part of
 * one "big group" whose only relevant quantity is
 *     b = (sum of the numbers >= 2) + (how many of them) - 1,
 * the number of moves the group can absorb (each decrement and each merge
 * inside the group costs one). So a position is the pair (a, b), a = how many
 * 1s. Moves:
 *     remove a 1                      (a-1, b)
 *     merge a 1 into the group        (a-1, b+1)      when b > 0
 *     merge two 1s into a new 2       (a-2, b+3), or (a-2, 2) when b = 0
 *     one move inside the group       (a, b-1)        when b > 0
 * with b = 1 meaning the group has shrunk to a single 1: (a+1, 0). With no 1s
 * the group alone is a parity game: b odd wins. The table is filled once, in
 * an order where every dependency is already known, and each case is a lookup.
 * The brute force (solvers/brute/hdu4111.c) checks this model move by move.
 */
#include <stdio.h>

#define MAXA 52
#define MAXB 50300

static unsigned char win[MAXA][MAXB];

static int get(int a, int b);

/* (a, 0): only 1s on the table. */
static int ones_only(int a)
{
	if (a >= 1 && !win[a - 1][0])
		return 1;
	if (a >= 2 && !win[a - 2][2])
		return 1;
	return 0;
}

static int get(int a, int b)
{
	if (b == 1)
		return ones_only(a + 1);
	if (b == 0)
		return ones_only(a);
	if (a == 0)
		return b & 1;
	if (!win[a - 1][b] || !win[a - 1][b + 1] || !win[a][b - 1])
		return 1;
	if (a >= 2 && !win[a - 2][b + 3])
		return 1;
	return 0;
}

static void fill(void)
{
	for (int a = 0; a < MAXA; a++) {
		/* row a needs row a-1 up to b+1 and row a-2 up to b+3 */
		int top = MAXB - 3 * (a + 1);
		for (int b = 0; b < top; b++)
			win[a][b] = (unsigned char)get(a, b);
	}
}

static int read_int(void)
{
	int c = getchar();
	while (c != EOF && (c < '0' || c > '9'))
		c = getchar();
	int v = 0;
	while (c >= '0' && c <= '9') {
		v = v * 10 + (c - '0');
		c = getchar();
	}
	return v;
}

int main(void)
{
	fill();
	int t = read_int();
	for (int c = 1; c <= t; c++) {
		int n = read_int();
		int ones = 0, big = 0, sum = 0;
		for (int i = 0; i < n; i++) {
			int x = read_int();
			if (x == 1) {
				ones++;
			} else {
				big++;
				sum += x;
			}
		}
		int b = big ? sum + big - 1 : 0;
		printf("Case #%d: %s\n", c, win[ones][b] ? "Alice" : "Bob");
	}
	return 0;
}
