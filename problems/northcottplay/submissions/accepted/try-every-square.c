/*
 * Tries every square of every row in order and plays the first move after which the xor of
 * the gaps is 0, recomputing the xor from scratch each time (O(n^2 m) a move): moves away
 * that zero the xor are skipped, so every move closes in and the game stays short.
 */
#include <stdio.h>
#include <string.h>

static int n, m, you[20], me[20];

static int xor_all(void)
{
	int s = 0;
	for (int i = 0; i < n; i++)
		s ^= (you[i] < me[i] ? me[i] - you[i] : you[i] - me[i]) - 1;
	return s;
}

int main(void)
{
	scanf("%d %d", &n, &m);
	for (int i = 0; i < n; i++)
		scanf("%d %d", &you[i], &me[i]);
	for (;;) {
		int found = 0;
		for (int r = 0; r < n && !found; r++) {
			int at = you[r], lo = at < me[r] ? at + 1 : me[r] + 1, hi = at < me[r] ? me[r] - 1 : at - 1;
			for (int x = lo; x <= hi && !found; x++) {
				you[r] = x;
				if (xor_all() == 0) {
					printf("%d %d\n", r + 1, x);
					found = 1;
				} else {
					you[r] = at;
				}
			}
		}
		fflush(stdout);
		char w[16];
		int r, x;
		if (scanf("%15s", w) != 1 || !strcmp(w, "win") || !strcmp(w, "lose"))
			return 0;
		sscanf(w, "%d", &r);
		scanf("%d", &x);
		me[r - 1] = x;
	}
}
