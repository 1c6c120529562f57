/*
 * poj2975 brute force: plays Nim from its rules. A position is the multiset of pile
 * sizes (kept sorted, packed 4 bits per pile into one key); it is won for the player
 * to move when some move (lower one pile to any smaller size) leads to a lost
 * position; with no stones left the player to move has lost. The answer counts, over
 * every pile i of the input (piles told apart by position) and every new size b < a_i,
 * the moves that lead to a lost position. Only for small inputs: n <= 8, piles <= 15.
 */
#include <stdio.h>
#include <stdlib.h>
#include <stdint.h>

#define HBITS 21
#define HSIZE (1u << HBITS)

static uint64_t hkey[HSIZE];	/* key + 1, 0 = empty */
static signed char hval[HSIZE];

static uint64_t pack(const int *a, int n)
{
	int s[8];
	for (int i = 0; i < n; i++)
		s[i] = a[i];
	for (int i = 1; i < n; i++)	/* insertion sort */
		for (int j = i; j > 0 && s[j - 1] > s[j]; j--) {
			int t = s[j];
			s[j] = s[j - 1];
			s[j - 1] = t;
		}
	uint64_t k = (uint64_t)n;
	for (int i = 0; i < n; i++)
		k = k << 4 | (uint64_t)s[i];
	return k;
}

static int wins(int *a, int n)
{
	uint64_t k = pack(a, n);
	uint32_t h = (uint32_t)((k * 0x9e3779b97f4a7c15ULL) >> (64 - HBITS));
	while (hkey[h] && hkey[h] != k + 1)
		h = (h + 1) & (HSIZE - 1);
	if (hkey[h])
		return hval[h];
	int w = 0;
	for (int i = 0; i < n && !w; i++) {
		int keep = a[i];
		for (int b = 0; b < keep && !w; b++) {
			a[i] = b;
			if (!wins(a, n))
				w = 1;
		}
		a[i] = keep;
	}
	/* the recursion may have moved entries; search the slot again */
	h = (uint32_t)((k * 0x9e3779b97f4a7c15ULL) >> (64 - HBITS));
	while (hkey[h] && hkey[h] != k + 1)
		h = (h + 1) & (HSIZE - 1);
	hkey[h] = k + 1;
	hval[h] = (signed char)w;
	return w;
}

int main(void)
{
	int n;
	while (scanf("%d", &n) == 1 && n != 0) {
		int a[8];
		if (n > 8) {
			fprintf(stderr, "brute: n = %d is too large\n", n);
			return 3;
		}
		for (int i = 0; i < n; i++) {
			if (scanf("%d", &a[i]) != 1 || a[i] > 15) {
				fprintf(stderr, "brute: pile too large\n");
				return 3;
			}
		}
		int count = 0;
		for (int i = 0; i < n; i++) {
			int keep = a[i];
			for (int b = 0; b < keep; b++) {
				a[i] = b;
				if (!wins(a, n))
					count++;
			}
			a[i] = keep;
		}
		printf("%d\n", count);
	}
	return 0;
}
