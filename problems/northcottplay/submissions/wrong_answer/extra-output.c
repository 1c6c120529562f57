/* Plays right, then says goodbye after the interactor's "win": output after the game ended. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int main(void)
{
	int n, m, you[20], me[20];
	scanf("%d %d", &n, &m);
	for (int i = 0; i < n; i++)
		scanf("%d %d", &you[i], &me[i]);
	for (;;) {
		int s = 0, r = 0;
		for (int i = 0; i < n; i++)
			s ^= abs(you[i] - me[i]) - 1;
		while (((abs(you[r] - me[r]) - 1) ^ s) >= abs(you[r] - me[r]) - 1)
			r++;
		int g = (abs(you[r] - me[r]) - 1) ^ s;
		you[r] = you[r] < me[r] ? me[r] - g - 1 : me[r] + g + 1;
		printf("%d %d\n", r + 1, you[r]);
		fflush(stdout);
		char w[16];
		int x;
		if (scanf("%15s", w) != 1)
			return 0;
		if (!strcmp(w, "win") || !strcmp(w, "lose")) {
			printf("good game\n");
			return 0;
		}
		scanf("%d", &x);
		me[atoi(w) - 1] = x;
	}
}
