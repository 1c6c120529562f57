/*
 * cf919f generator.
 *
 *   --mode 0  (default) --t T random games. Each card is 0 with probability
 *             --zeros percent (default 20), else uniform in 1..4; with
 *             probability --done percent (default 0) the player who does not
 *             move starts with all zeros (that player has already won). The
 *             mover's hand is redrawn until it is not all zeros.
 *   --mode 1  every legal game, in a fixed order: f = 0 and 1, every hand of
 *             the mover except all zeros, every hand of the other player
 *             (2 * 494 * 495 games), split into --parts nearly equal parts of
 *             which part --part (1-based) is printed. Hands are printed with
 *             their cards in a random order.
 */
#include "gen.h"

#define CARDS 8

static int hands[495][5];
static int nhands;

static void list_hands(void)
{
	for (int a = 0; a <= CARDS; a++)
		for (int b = 0; a + b <= CARDS; b++)
			for (int c = 0; a + b + c <= CARDS; c++)
				for (int d = 0; a + b + c + d <= CARDS; d++) {
					hands[nhands][0] = CARDS - a - b - c - d;
					hands[nhands][1] = a, hands[nhands][2] = b;
					hands[nhands][3] = c, hands[nhands][4] = d;
					nhands++;
				}
}

/* Prints the hand with counts h in a random order of its cards. */
static void print_hand(const int *h)
{
	int c[CARDS], n = 0;
	for (int v = 0; v <= 4; v++)
		for (int k = 0; k < h[v]; k++)
			c[n++] = v;
	for (int i = CARDS - 1; i > 0; i--) {
		int j = (int)gen_range(0, i), t = c[i];
		c[i] = c[j], c[j] = t;
	}
	for (int i = 0; i < CARDS; i++)
		printf(i + 1 < CARDS ? "%d " : "%d\n", c[i]);
}

static void random_hand(int *h, long long zeros, int may_be_zero)
{
	do {
		for (int v = 0; v <= 4; v++)
			h[v] = 0;
		for (int i = 0; i < CARDS; i++)
			h[gen_range(0, 99) < zeros ? 0 : gen_range(1, 4)]++;
	} while (!may_be_zero && h[0] == CARDS);
}

int main(int argc, char **argv)
{
	gen_init(argc, argv);
	long long mode = gen_arg("mode", 0);
	if (mode == 1) {
		long long part = gen_arg("part", 1), parts = gen_arg("parts", 5);
		gen_done();
		list_hands();
		long long total = 2LL * (nhands - 1) * nhands;
		long long lo = total * (part - 1) / parts, hi = total * part / parts;
		printf("%lld\n", hi - lo);
		long long k = 0;
		for (int f = 0; f <= 1; f++)
			for (int m = 0; m < nhands; m++) {
				if (hands[m][0] == CARDS)
					continue;
				for (int o = 0; o < nhands; o++, k++) {
					if (k < lo || k >= hi)
						continue;
					printf("%d\n", f);
					print_hand(f == 0 ? hands[m] : hands[o]);
					print_hand(f == 0 ? hands[o] : hands[m]);
				}
			}
		return 0;
	}
	long long t = gen_arg("t", 10);
	long long zeros = gen_arg("zeros", 20);
	long long done = gen_arg("done", 0);
	gen_done();
	printf("%lld\n", t);
	for (long long i = 0; i < t; i++) {
		int f = (int)gen_range(0, 1);
		int mover[5], other[5];
		random_hand(mover, zeros, 0);
		if (gen_range(0, 99) < done) {
			other[0] = CARDS;
			other[1] = other[2] = other[3] = other[4] = 0;
		} else {
			random_hand(other, zeros, 1);
		}
		printf("%d\n", f);
		print_hand(f == 0 ? mover : other);
		print_hand(f == 0 ? other : mover);
	}
	return 0;
}
