/*
 * Generator for hdu1536.
 *
 *   --cases C    number of sets S (test cases)
 *   --k K        size of S: uniform in [1, K], or exactly K with --full 1
 *   --smax X     values of S are distinct, in [1, X]
 *   --shape 0|1|2  S random; S = {1..k}; S random but always holding X itself
 *   --order 0|1|2  S printed shuffled; ascending; descending
 *   --m M        positions per set: uniform in [1, M], or exactly M with --full 1
 *   --l L        heaps per position: uniform in [1, L], or exactly L with --full 1
 *   --hmax H     heap sizes uniform in [0, H]
 *   --lost P     percent of positions whose last heap is chosen (when one exists in
 *                [0, H]) so that the Grundy values cancel: lost for the mover
 *   --full F     1: k, m and l take their maximum values
 * The terminating "0" line always follows.
 */
#include "gen.h"

static int grundy[10001];

static void build(const int *s, int k, int upto)
{
	static int seen[128], stamp;
	for (int h = 1; h <= upto; h++) {
		stamp++;
		for (int i = 0; i < k; i++)
			if (s[i] <= h)
				seen[grundy[h - s[i]]] = stamp;
		int v = 0;
		while (seen[v] == stamp)
			v++;
		grundy[h] = v;
	}
}

static long long pick(long long hi, long long full)
{
	return full ? hi : gen_range(1, hi);
}

int main(int argc, char **argv)
{
	gen_init(argc, argv);
	long long cases = gen_arg("cases", 3);
	long long kmax = gen_arg("k", 5);
	long long smax = gen_arg("smax", 10);
	long long shape = gen_arg("shape", 0);
	long long order = gen_arg("order", 0);
	long long mmax = gen_arg("m", 10);
	long long lmax = gen_arg("l", 3);
	long long hmax = gen_arg("hmax", 20);
	long long lost = gen_arg("lost", 0);
	long long full = gen_arg("full", 0);
	gen_done();
	if (cases < 1 || cases > 30 || kmax < 1 || kmax > 100 || smax < kmax || smax > 10000 ||
	    shape < 0 || shape > 2 || order < 0 || order > 2 || mmax < 1 || mmax > 100 || lmax < 1 ||
	    lmax > 100 || hmax < 0 || hmax > 10000 || lost < 0 || lost > 100) {
		fprintf(stderr, "gen: bad arguments\n");
		return 2;
	}
	static int s[100], used[10001], heaps[100];
	for (long long c = 0; c < cases; c++) {
		int k = (int)pick(kmax, full);
		memset(used, 0, sizeof used);
		for (int i = 0; i < k; i++) {
			int v;
			if (shape == 1)
				v = i + 1;
			else if (shape == 2 && i == 0)
				v = (int)smax;
			else
				do
					v = (int)gen_range(1, smax);
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
		if (lost > 0)
			build(s, k, (int)hmax);
		int m = (int)pick(mmax, full);
		printf("%d\n", m);
		for (int j = 0; j < m; j++) {
			int l = (int)pick(lmax, full), x = 0;
			for (int i = 0; i < l; i++) {
				heaps[i] = (int)gen_range(0, hmax);
				x ^= grundy[heaps[i]];
			}
			if (lost > 0 && gen_range(1, 100) <= lost) {
				int want = x ^ grundy[heaps[l - 1]], found = 0;
				for (int h = 0; h <= hmax; h++)
					found += grundy[h] == want;
				if (found > 0) {
					int r = (int)gen_range(1, found), h = -1;
					while (r > 0)
						r -= grundy[++h] == want;
					heaps[l - 1] = h;
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
