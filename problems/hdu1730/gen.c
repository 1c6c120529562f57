/*
 * hdu1730 generator: Northcott boards, cases until the end of the file.
 *
 * Random mode (default):
 *   --cases C     number of cases (default 1)
 *   --nlo, --nhi  rows n drawn from [nlo, nhi] (default 1..1000)
 *   --mlo, --mhi  width m drawn from [mlo, mhi] (default 2..100)
 *   --zero P      percent of cases made losing for Tom (xor of the gaps zero)
 *                 by choosing the last row's gap, when it fits (default 0)
 *   --adj P       percent of rows with the two pieces side by side (default 0)
 *   --wall P      percent of rows with a piece on the first or last square
 *                 (default 0)
 *   --blank P     percent chance of 1 to 3 empty lines before each case after
 *                 the first (default 0)
 * Exhaustive mode:
 *   --all R       every case with R rows for every width in [mlo, mhi], in an
 *                 order shuffled by the seed; --blank still applies
 */
#include "gen.h"

static int m;
static long long adj, wall;
static int tpos[1000], jpos[1000];

/* Places a row with the given gap at a random offset and orientation. */
static void place(int i, int gap)
{
	int left = (int)gen_range(1, m - gap - 1), right = left + gap + 1;
	if (gen_range(0, 1)) {
		tpos[i] = left;
		jpos[i] = right;
	} else {
		tpos[i] = right;
		jpos[i] = left;
	}
}

static void random_row(int i)
{
	long long r = gen_range(1, 100);
	if (r <= adj) {
		place(i, 0);
	} else if (r <= adj + wall) {
		int gap = (int)gen_range(0, m - 2);
		int far = gen_range(0, 1) ? 1 + gap + 1 : m - gap - 1;
		int near = far == 1 + gap + 1 ? 1 : m;
		if (gen_range(0, 1)) {
			tpos[i] = near;
			jpos[i] = far;
		} else {
			tpos[i] = far;
			jpos[i] = near;
		}
	} else {
		int a = (int)gen_range(1, m), b = (int)gen_range(1, m - 1);
		if (b >= a)
			b++;
		tpos[i] = a;
		jpos[i] = b;
	}
}

static void blank_lines(long long c, long long blank)
{
	if (c > 0 && gen_range(1, 100) <= blank)
		for (long long k = gen_range(1, 3); k > 0; k--)
			putchar('\n');
}

static void print_case(int n)
{
	printf("%d %d\n", n, m);
	for (int i = 0; i < n; i++)
		printf("%d %d\n", tpos[i], jpos[i]);
}

static void exhaustive(int rows, long long mlo, long long mhi, long long blank)
{
	/* Every case is a number: its width, then each row's (T, J) pair. */
	static long long code[200000];
	long long total = 0;
	for (long long w = mlo; w <= mhi; w++) {
		long long per = 1;
		for (int i = 0; i < rows; i++)
			per *= w * (w - 1);
		for (long long k = 0; k < per; k++) {
			if (total == 200000) {
				fprintf(stderr, "gen: too many cases\n");
				exit(2);
			}
			code[total++] = k * 1000 + w;
		}
	}
	for (long long i = total - 1; i > 0; i--) {
		long long k = gen_range(0, i), tmp = code[i];
		code[i] = code[k];
		code[k] = tmp;
	}
	for (long long c = 0; c < total; c++) {
		m = (int)(code[c] % 1000);
		long long k = code[c] / 1000;
		for (int i = 0; i < rows; i++) {
			int pair = (int)(k % (m * (m - 1)));
			k /= m * (m - 1);
			tpos[i] = pair / (m - 1) + 1;
			jpos[i] = pair % (m - 1) + 1;
			if (jpos[i] >= tpos[i])
				jpos[i]++;
		}
		blank_lines(c, blank);
		print_case(rows);
	}
}

int main(int argc, char **argv)
{
	gen_init(argc, argv);
	long long cases = gen_arg("cases", 1);
	long long nlo = gen_arg("nlo", 1), nhi = gen_arg("nhi", 1000);
	long long mlo = gen_arg("mlo", 2), mhi = gen_arg("mhi", 100);
	long long zero = gen_arg("zero", 0);
	adj = gen_arg("adj", 0);
	wall = gen_arg("wall", 0);
	long long blank = gen_arg("blank", 0);
	long long all = gen_arg("all", 0);
	gen_done();

	if (all > 0) {
		exhaustive((int)all, mlo, mhi, blank);
		return 0;
	}
	for (long long c = 0; c < cases; c++) {
		int n = (int)gen_range(nlo, nhi);
		m = (int)gen_range(mlo, mhi);
		int want_zero = gen_range(1, 100) <= zero;
		for (int tries = 0;; tries++) {
			int x = 0;
			for (int i = 0; i < n; i++) {
				random_row(i);
				int d = tpos[i] > jpos[i] ? tpos[i] - jpos[i] : jpos[i] - tpos[i];
				x ^= d - 1;
			}
			if (!want_zero || tries == 1000)
				break;
			int d = tpos[n - 1] > jpos[n - 1] ? tpos[n - 1] - jpos[n - 1] : jpos[n - 1] - tpos[n - 1];
			x ^= d - 1; /* the xor of the other rows */
			if (x <= m - 2) {
				place(n - 1, x);
				break;
			}
		}
		blank_lines(c, blank);
		print_case(n);
	}
	return 0;
}
