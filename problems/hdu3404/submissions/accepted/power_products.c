/* Nim product bit by bit: x (*) y is the XOR of 2^i (*) 2^j over the set bits, with the power products from Fermat-power rules. */
#include <stdio.h>

static unsigned pow_mul[16][16];

static unsigned nim_mul(unsigned x, unsigned y);

/* 2^i (*) 2^j for i, j < 16: split both exponents into Fermat powers 2^(2^k). */
static unsigned power_product(int i, int j)
{
	if (i == 0 || j == 0)
		return 1u << (i + j);
	/* the highest Fermat power dividing 2^i or 2^j, by the highest set bit of i | j */
	int k = 3;
	while (!((i | j) >> k & 1))
		k--;
	unsigned f = 1u << (1 << k); /* the Fermat power 2^(2^k) */
	int hi = 1 << k;
	if ((i >> k & 1) && (j >> k & 1)) {
		/* f (*) f = 3f/2, and the rest is below f */
		unsigned rest = pow_mul[i - hi][j - hi];
		return nim_mul(f ^ (f >> 1), rest);
	}
	/* only one of them holds f: f times a number below f is an ordinary product */
	if (i >> k & 1)
		return pow_mul[i - hi][j] << hi;
	return pow_mul[i][j - hi] << hi;
}

static unsigned nim_mul(unsigned x, unsigned y)
{
	unsigned r = 0;
	for (int i = 0; x >> i; i++)
		if (x >> i & 1)
			for (int j = 0; y >> j; j++)
				if (y >> j & 1)
					r ^= pow_mul[i][j];
	return r;
}

int main(void)
{
	/* fill in increasing i + j: every product used above has a smaller exponent sum */
	for (int s = 0; s <= 30; s++)
		for (int i = 0; i < 16; i++)
			if (s - i >= 0 && s - i < 16)
				pow_mul[i][s - i] = power_product(i, s - i);
	int t;
	if (scanf("%d", &t) != 1)
		return 0;
	while (t--) {
		int n;
		unsigned g = 0;
		scanf("%d", &n);
		for (int i = 0; i < n; i++) {
			unsigned x, y;
			scanf("%u %u", &x, &y);
			g ^= nim_mul(x, y);
		}
		puts(g ? "Have a try, lxhgww." : "Don't waste your time.");
	}
	return 0;
}
