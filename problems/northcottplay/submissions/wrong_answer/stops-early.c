/* Makes one right move and exits without waiting for the reply: the game is not over. */
#include <stdio.h>
#include <stdlib.h>

int main(void)
{
	int n, m, you[20], me[20], s = 0, r = 0;
	scanf("%d %d", &n, &m);
	for (int i = 0; i < n; i++) {
		scanf("%d %d", &you[i], &me[i]);
		s ^= abs(you[i] - me[i]) - 1;
	}
	while (((abs(you[r] - me[r]) - 1) ^ s) >= abs(you[r] - me[r]) - 1)
		r++;
	int g = (abs(you[r] - me[r]) - 1) ^ s;
	printf("%d %d\n", r + 1, you[r] < me[r] ? me[r] - g - 1 : me[r] + g + 1);
	return 0;
}
