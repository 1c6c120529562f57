/*
 * Right Nim while the interactor closes in; when the interactor moves away, it steps after it
 * one square, as if pieces moved a square at a time. Right after a retreat of one square,
 * which is most of them, so it survives a good while; the first longer retreat it answers
 * with a legal, losing move.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int n, m, you[20], me[20];

static int gap(int r)
{
	return abs(you[r] - me[r]) - 1;
}

int main(void)
{
	scanf("%d %d", &n, &m);
	for (int i = 0; i < n; i++)
		scanf("%d %d", &you[i], &me[i]);
	int last = -1, grew = 0;
	for (;;) {
		int r = 0;
		if (grew) {
			r = last;
			you[r] += you[r] < me[r] ? 1 : -1;
		} else {
			int s = 0;
			for (int i = 0; i < n; i++)
				s ^= gap(i);
			while (r < n - 1 && (gap(r) ^ s) >= gap(r))
				r++;
			if (s == 0) { /* lost: close in by one somewhere, or step back */
				for (r = 0; r < n - 1 && gap(r) == 0; r++)
					;
				if (gap(r) == 0)
					for (r = 0; r < n - 1 && (you[r] < me[r] ? you[r] == 1 : you[r] == m); r++)
						;
				you[r] += (you[r] < me[r]) == (gap(r) > 0) ? 1 : -1;
			} else {
				int g = gap(r) ^ s;
				you[r] = you[r] < me[r] ? me[r] - g - 1 : me[r] + g + 1;
			}
		}
		printf("%d %d\n", r + 1, you[r]);
		fflush(stdout);
		char w[16];
		int x;
		if (scanf("%15s", w) != 1 || !strcmp(w, "win") || !strcmp(w, "lose"))
			return 0;
		scanf("%d", &x);
		last = atoi(w) - 1;
		int before = gap(last);
		me[last] = x;
		grew = gap(last) > before;
	}
}
