/*
 * Brute force for zeroruns from the rules: memoized win/lose search over the
 * strings themselves. A move deletes a non-empty substring s[l..r] made only
 * of '0's, and the two sides are joined into one string; the player who
 * cannot move (no '0' left) loses. No theory: every (l, r) is tried and the
 * string it leaves is built and looked up. A string of length L <= 48 is a
 * key (L, bits); the memo is an open-addressing hash table. Small inputs only.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define MAXLEN 48
#define SLOTS (1u << 22)

static unsigned long long *keys; /* 0: empty slot; else (len << 48 | bits) + 1 */
static signed char *vals;
static unsigned long used;

static int wins(unsigned long long bits, int len)
{
	unsigned long long key = ((unsigned long long)len << MAXLEN | bits) + 1;
	unsigned long h = (unsigned long)((key * 0x9e3779b97f4a7c15ULL) >> 42) & (SLOTS - 1);
	while (keys[h] && keys[h] != key)
		h = (h + 1) & (SLOTS - 1);
	if (keys[h])
		return vals[h];
	int win = 0;
	/* bit p of bits is character p of the string: 1 for '1' */
	for (int l = 0; l < len && !win; l++)
		for (int r = l; r < len && !(bits >> r & 1) && !win; r++) {
			int cut = r - l + 1;
			unsigned long long low = bits & ((1ULL << l) - 1);
			unsigned long long high = bits >> (r + 1);
			win = !wins(low | high << l, len - cut);
		}
	/* the recursion may have filled the table: find the slot again */
	h = (unsigned long)((key * 0x9e3779b97f4a7c15ULL) >> 42) & (SLOTS - 1);
	while (keys[h] && keys[h] != key)
		h = (h + 1) & (SLOTS - 1);
	if (!keys[h]) {
		if (++used > SLOTS / 2) {
			fprintf(stderr, "brute: too many positions\n");
			exit(1);
		}
		keys[h] = key;
	}
	vals[h] = (signed char)win;
	return win;
}

int main(void)
{
	int cases;
	static char s[MAXLEN + 2];
	keys = calloc(SLOTS, sizeof *keys);
	vals = calloc(SLOTS, 1);
	if (!keys || !vals)
		return 3;
	if (scanf("%d", &cases) != 1)
		return 1;
	while (cases-- > 0) {
		if (scanf("%49s", s) != 1)
			return 1;
		int len = (int)strlen(s);
		if (len > MAXLEN) {
			fprintf(stderr, "brute: a string longer than %d\n", MAXLEN);
			return 1;
		}
		unsigned long long bits = 0;
		for (int p = 0; p < len; p++)
			if (s[p] == '1')
				bits |= 1ULL << p;
		puts(wins(bits, len) ? "First" : "Second");
	}
	free(keys);
	free(vals);
	return 0;
}
