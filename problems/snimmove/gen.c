/*
 * Generator for snimmove.
 *
 *   --cases C      number of cases (sets S)
 *   --k K          size of S: uniform in [1, K], or exactly K with --full 1
 *   --smin A       values of S lie in [A, X] (default 1)
 *   --smax X
 *   --shape 0|1|2  S random; S = {1..k}; S random but always holding X itself
 *   --dup P        percent of the values of S (after the first) that repeat an
 *                  earlier value; without it the values are distinct
 *   --order 0|1|2  S printed shuffled; ascending; descending
 *   --m M          positions per case: uniform in [1, M], or exactly M with --full 1
 *   --l L          heaps per position: uniform in [1, L], or exactly L with --full 1
 *   --hmax H       heap sizes uniform in [0, H]
 *   --zeros P      percent of heaps that are empty instead
 *   --top 1        the first heap of each case's first position is H, so the
 *                  Grundy table of every case must reach H
 *   --lost P       percent of positions whose last heap is chosen (when one exists
 *                  in [0, H]) so that the Grundy values cancel: lost for the mover
 *   --lastonly P   percent of positions built (when the search below finds one)
 *                  so that the mover wins but only by a move on the last heap
 *   --full F       1: k, m and l take their maximum values
 * The terminating "0" line always follows.
 */
#include "gen.h"

#include <stdint.h>

#define MAXH 10000

static int grundy[MAXH + 1];
static uint64_t reach[MAXH + 1][2]; /* the Grundy values one move from h, as a bit set */

static int has(const uint64_t *r, int v)
{
	return (int)(r[v >> 6] >> (v & 63)) & 1;
}

static void build(const int *s, int k, int upto)
{
	for (int h = 0; h <= upto; h++) {
		reach[h][0] = reach[h][1] = 0;
		for (int i = 0; i < k; i++)
			if (s[i] <= h) {
				int v = grundy[h - s[i]];
				reach[h][v >> 6] |= 1ULL << (v & 63);
			}
		int v = 0;
		while (has(reach[h], v))
			v++;
		grundy[h] = v;
	}
}

static long long pick(long long hi, long long full)
{
	return full ? hi : gen_range(1, hi);
}

static int heap_size(long long hmax, long long zeros)
{
	if (zeros > 0 && gen_range(1, 100) <= zeros)
		return 0;
	return (int)gen_range(0, hmax);
}

/*
 * Replaces heaps[l-1] so that the position is won, and only by moves on the last
 * heap: for every other heap i, g(h_i) ^ X is not reachable from h_i, while the
 * last heap reaches g(h_last) ^ X. Returns 0 when no size in [0, hmax] does that.
 */
static int make_last_only(int *heaps, int l, int hmax)
{
	static int ok_x[128], cand[MAXH + 1];
	int x0 = 0;
	for (int i = 0; i < l - 1; i++)
		x0 ^= grundy[heaps[i]];
	for (int x = 1; x < 128; x++) {
		ok_x[x] = 1;
		for (int i = 0; i < l - 1 && ok_x[x]; i++)
			ok_x[x] = !has(reach[heaps[i]], grundy[heaps[i]] ^ x);
	}
	int n = 0;
	for (int h = 0; h <= hmax; h++) {
		int x = x0 ^ grundy[h];
		if (x != 0 && ok_x[x] && has(reach[h], x0))
			cand[n++] = h;
	}
	if (n == 0)
		return 0;
	heaps[l - 1] = cand[gen_range(0, n - 1)];
	return 1;
}

int main(int argc, char **argv)
{
	gen_init(argc, argv);
	long long cases = gen_arg("cases", 3);
	long long kmax = gen_arg("k", 5);
	long long smin = gen_arg("smin", 1);
	long long smax = gen_arg("smax", 10);
	long long shape = gen_arg("shape", 0);
	long long dup = gen_arg("dup", 0);
	long long order = gen_arg("order", 0);
	long long mmax = gen_arg("m", 10);
	long long lmax = gen_arg("l", 3);
	long long hmax = gen_arg("hmax", 20);
	long long zeros = gen_arg("zeros", 0);
	long long top = gen_arg("top", 0);
	long long lost = gen_arg("lost", 0);
	long long lastonly = gen_arg("lastonly", 0);
	long long full = gen_arg("full", 0);
	gen_done();
	if (cases < 1 || cases > 100 || kmax < 1 || kmax > 100 || smin < 1 || smax < smin || smax > 10000 ||
	    (dup == 0 && smax - smin + 1 < kmax) || shape < 0 || shape > 2 || (shape == 1 && smin != 1) || dup < 0 ||
	    dup > 100 || order < 0 || order > 2 || mmax < 1 || mmax > 100 || lmax < 1 || lmax > 100 || hmax < 0 ||
	    hmax > MAXH || zeros < 0 || zeros > 100 || top < 0 || top > 1 || lost < 0 || lost > 100 || lastonly < 0 ||
	    lastonly > 100 || lost + lastonly > 100) {
		fprintf(stderr, "gen: bad arguments\n");
		return 2;
	}
	static int s[100], used[MAXH + 1], heaps[100];
	for (long long c = 0; c < cases; c++) {
		int k = (int)pick(kmax, full);
		memset(used, 0, sizeof used);
		for (int i = 0; i < k; i++) {
			int v;
			if (i > 0 && dup > 0 && gen_range(1, 100) <= dup)
				v = s[gen_range(0, i - 1)];
			else if (shape == 1)
				v = i + 1;
			else if (shape == 2 && i == 0)
				v = (int)smax;
			else if (dup > 0)
				v = (int)gen_range(smin, smax);
			else
				do
					v = (int)gen_range(smin, smax);
				while (used[v]);
			used[v] = 1;
			s[i] = v;
		}
		for (int i = k - 1; i > 0; i--) { /* shuffle */
			int j = (int)gen_range(0, i), t = s[i];
			s[i] = s[j];
			s[j] = t;
		}
		for (int i = 1; order != 0 && i < k; i++) /* insertion sort, either way */
			for (int j = i; j > 0 && (order == 1 ? s[j - 1] > s[j] : s[j - 1] < s[j]); j--) {
				int t = s[j];
				s[j] = s[j - 1];
				s[j - 1] = t;
			}
		printf("%d", k);
		for (int i = 0; i < k; i++)
			printf(" %d", s[i]);
		printf("\n");
		if (lost > 0 || lastonly > 0)
			build(s, k, (int)hmax);
		int m = (int)pick(mmax, full);
		printf("%d\n", m);
		for (int j = 0; j < m; j++) {
			int l = (int)pick(lmax, full);
			for (int i = 0; i < l; i++)
				heaps[i] = heap_size(hmax, zeros);
			if (top && j == 0)
				heaps[0] = (int)hmax;
			long long roll = (lost > 0 || lastonly > 0) ? gen_range(1, 100) : 101;
			if (roll <= lost) {
				int x = 0;
				for (int i = 0; i < l - 1; i++)
					x ^= grundy[heaps[i]];
				int found = 0;
				for (int h = 0; h <= hmax; h++)
					found += grundy[h] == x;
				if (found > 0 && (l > 1 || !(top && j == 0))) {
					int r = (int)gen_range(1, found), h = -1;
					while (r > 0)
						r -= grundy[++h] == x;
					heaps[l - 1] = h;
				}
			} else if (roll <= lost + lastonly && !(l == 1 && top && j == 0)) {
				for (int tries = 0; tries < 20; tries++) {
					if (tries > 0)
						for (int i = 0; i < l - 1; i++)
							heaps[i] = heap_size(hmax, zeros);
					if (top && j == 0)
						heaps[0] = (int)hmax;
					if (make_last_only(heaps, l, (int)hmax))
						break;
				}
			}
			printf("%d", l);
			for (int i = 0; i < l; i++)
				printf(" %d", heaps[i]);
			printf("\n");
		}
	}
	puts("0");
	return 0;
}
