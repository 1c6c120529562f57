/*
 * hdu2176 Nim, every winning move, explored: Nim on the heaps (a, b, c), c a
 * parameter (0: two heaps only). The table is win/lose of the position for
 * every (a, b) of the grid, by the rules: a position is won when some move
 * (any smaller size of one heap) leaves a lost one. The input asks the heaps of
 * every (a, b) with a, b >= 1 as a case (at most 1000), ended by 0; a lost
 * position wants "No", a won one "Yes" and then every move into a lost
 * position as "pile new-size", heaps in input order. A case's answer is all
 * its lines; decode marks the case by its first line that differs.
 */
#include "explore-nim.h"

/* The heaps of (a, b) as the input gives them: 2 or 3. */
static int heaps(long a, long b, long h[3])
{
	h[0] = a, h[1] = b, h[2] = nim_c;
	return nim_c ? 3 : 2;
}

/* The lines the case (a, b) wants, into out[] (at most 3 * NIM_TOP + 1), each "No", "Yes" or "p y". */
static int lines(long a, long b, char out[][32])
{
	long h[3];
	int m = heaps(a, b, h), n = 1;
	for (int i = 0; i < m; i++)
		for (long y = 0; y < h[i]; y++) {
			long t[3] = { h[0], h[1], h[2] };
			t[i] = y;
			if (!nim_win[t[0]][t[1]][t[2]])
				snprintf(out[n++], 32, "%ld %ld", h[i], y);
		}
	strcpy(out[0], n > 1 ? "Yes" : "No");
	return n;
}

/* Decode: one mark per position, reading each asked case's lines. */
static void decode(void)
{
	static char want[3 * NIM_TOP + 2][32];
	char got[128], first[128], where[64]; /* first: the first line that differs */
	long line = 0, k = 0;
	int more = 1;
	for (long a = ex_lo[0]; a <= ex_hi[0]; a++)
		for (long b = ex_lo[1]; b <= ex_hi[1]; b++) {
			if (a < 1 || b < 1 || k == 1000) {
				ex_skip();
				continue;
			}
			k++;
			int n = lines(a, b, want), bad = -1, missing = 0;
			for (int i = 0; i < n; i++) {
				line++;
				more = more && ex_line(got, sizeof got);
				if (!more && bad < 0)
					missing = 1, bad = i;
				else if (more && bad < 0 && strcmp(got, want[i]))
					bad = i;
				if (bad == i) {
					snprintf(where, sizeof where, "case %ld, line %ld", k, line);
					strcpy(first, got);
				}
			}
			if (bad < 0) {
				snprintf(where, sizeof where, "case %ld, line %ld", k, line - n + 1);
				ex_answer(where, want[0], want[0]);
			} else {
				ex_answer(where, want[bad], missing ? NULL : first);
			}
		}
}

int main(int argc, char **argv)
{
	nim_start(argc, argv, 0);
	if (ex_mode == EX_TABLE) {
		nim_table();
		return 0;
	}
	if (ex_mode == EX_DECODE) {
		decode();
		return 0;
	}
	long k = 0, h[3];
	for (long a = ex_lo[0]; a <= ex_hi[0]; a++)
		for (long b = ex_lo[1]; b <= ex_hi[1] && k < 1000; b++)
			if (a >= 1 && b >= 1) {
				int m = heaps(a, b, h);
				printf("%d\n%ld %ld", m, h[0], h[1]);
				printf(m == 3 ? " %ld\n" : "\n", h[2]);
				k++;
			}
	puts("0");
	return 0;
}
