/*
 * hdu2147 kiki's game: reference solver.
 *
 * The coin starts n-1 rows above the bottom and m-1 columns right of the left
 * edge, and every move shrinks one or both of these distances by one. A position
 * (a, b) of remaining distances is lost for the player to move exactly when a and
 * b are both even: from (even, even) every move makes a distance odd, and from any
 * other position one move restores (even, even). So kiki, who moves first, loses
 * exactly when n and m are both odd. O(1) per case, O(1) memory.
 */
#include <stdio.h>

int main(void)
{
	int n, m;
	while (scanf("%d %d", &n, &m) == 2 && (n != 0 || m != 0))
		puts((n & 1) && (m & 1) ? "What a pity!" : "Wonderful!");
	return 0;
}
