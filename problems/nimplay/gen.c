/*
 * Generator for nimplay: a line n, a line of n heaps, a line "seed quiet
 * budget" for the judge's choices. The heaps' xor is never 0: the contestant
 * moves first and can always win.
 *
 *   --n N            heaps: uniform in [1, N], or exactly N with --nfix 1 (N <= 1000)
 *   --min A --max B  heap sizes uniform in [A, B] (0 <= A <= B <= 10^18, B >= 1)
 *   --zero P         per mille of the heaps are empty (shape 0)
 *   --quiet Q --budget U  the judge's quiet moves and budget (0 <= Q <= U <= 2000)
 *   --shape S        0: random heaps;
 *                    1: the xor is below 2^31: above bit 30 the heaps cancel,
 *                       so a player that keeps the xor in 32 bits is right at first;
 *                    2: the xor is a single bit below 2^31, so a player that is
 *                       right only on one-bit xors is right at first;
 *                    3: the largest heap equals the xor of all the heaps, so
 *                       emptying the largest heap is the winning first move;
 *                    4: heaps in equal pairs, and --odd K unpaired heaps (K >= 1,
 *                       their xor not 0): after the winning first move a
 *                       copying player is right as long as the judge plays on
 *                       the pairs;
 *                    5: all heaps equal, n odd (forced when N is even: one fewer)
 *   --seed S         also seeds the judge (the third line's seed is drawn from it)
 * The heaps of shapes 1 to 3 are drawn from [A, B] and fixed up by the last one,
 * retried until it fits; shape 0 redraws the last heap while the xor is 0.
 */
#include "gen.h"

#define MAX_N    1000
#define MAX_HEAP 1000000000000000000LL

static long long heap[MAX_N];

static long long xor_but_last(long long n)
{
	long long x = 0;
	for (long long i = 0; i + 1 < n; i++)
		x ^= heap[i];
	return x;
}

int main(int argc, char **argv)
{
	gen_init(argc, argv);
	long long nmax = gen_arg("n", 5);
	long long nfix = gen_arg("nfix", 0);
	long long lo = gen_arg("min", 0);
	long long hi = gen_arg("max", 20);
	long long zero_pm = gen_arg("zero", 0);
	long long quiet = gen_arg("quiet", 0);
	long long budget = gen_arg("budget", 2000);
	long long shape = gen_arg("shape", 0);
	long long odd = gen_arg("odd", 3);
	gen_done();
	if (nmax < 1 || nmax > MAX_N)
		gen_fail("bad bounds", "--n");
	if (lo < 0 || lo > hi || hi < 1 || hi > MAX_HEAP || shape < 0 || shape > 5)
		gen_fail("bad bounds", "--min/--max/--shape");
	if (quiet < 0 || quiet > budget || budget > 2000)
		gen_fail("bad bounds", "--quiet/--budget");
	if (shape == 4 && (odd < 1 || odd > nmax))
		gen_fail("bad bounds", "--odd");
	long long n = nfix ? nmax : gen_range(1, nmax);
	const long long low = (1LL << 31) - 1;
	if (odd > n)
		odd = n;
	for (long long tries = 0;; tries++) {
		if (tries == 100000)
			gen_fail("no position found, widen", "--min/--max");
		if (shape == 4 && (n - odd) % 2)
			n--;
		if (shape == 5 && n % 2 == 0)
			n = n > 1 ? n - 1 : 1;
		for (long long i = 0; i < n; i++)
			heap[i] = shape == 0 && gen_range(0, 999) < zero_pm ? 0 : gen_range(lo, hi);
		long long rest = xor_but_last(n), x = rest ^ heap[n - 1], want;
		switch (shape) {
		case 0:
			if (x == 0)
				continue;
			break;
		case 1: /* keep the last heap's low bits; its high bits cancel the rest */
			want = (rest & ~low) | (heap[n - 1] & low);
			if (want < lo || want > hi || (rest ^ want) == 0)
				continue;
			heap[n - 1] = want;
			break;
		case 2:
			want = rest ^ (1LL << gen_range(0, 30));
			if (want < lo || want > hi)
				continue;
			heap[n - 1] = want;
			break;
		case 3: { /* heaps 0..n-2 xor to 0, the last is the largest */
			if (n < 2) {
				if (heap[0] == 0)
					continue;
				break;
			}
			long long r = xor_but_last(n - 1), big = 0;
			if (r < lo || r > hi)
				continue;
			heap[n - 2] = r;
			for (long long i = 0; i + 1 < n; i++)
				big = heap[i] > big ? heap[i] : big;
			if (big >= hi)
				continue;
			heap[n - 1] = gen_range(big + 1 > lo ? big + 1 : lo, hi);
			break;
		}
		case 4: { /* odd unpaired heaps first, then pairs, then shuffled */
			long long u = 0;
			for (long long i = 0; i < odd; i++)
				u ^= heap[i];
			if (u == 0)
				continue;
			for (long long i = odd; i + 1 < n; i += 2)
				heap[i + 1] = heap[i];
			for (long long i = n - 1; i > 0; i--) {
				long long j = gen_range(0, i), t = heap[i];
				heap[i] = heap[j];
				heap[j] = t;
			}
			break;
		}
		default:
			if (heap[0] == 0)
				continue;
			for (long long i = 1; i < n; i++)
				heap[i] = heap[0];
		}
		break;
	}
	printf("%lld\n", n);
	for (long long i = 0; i < n; i++)
		printf("%lld%c", heap[i], i + 1 < n ? ' ' : '\n');
	printf("%lld %lld %lld\n", gen_range(0, 0x7fffffffffffffffLL), quiet, budget);
	return 0;
}
