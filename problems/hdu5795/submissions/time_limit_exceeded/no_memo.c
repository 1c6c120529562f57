/* Too slow: computes each heap's Grundy value by plain recursion over every move, with no memo (exponential). */
#include <stdio.h>
#include <string.h>

static int grundy(int x)
{
	char seen[256];
	memset(seen, 0, sizeof seen);
	for (int y = 0; y < x; y++)
		seen[grundy(y) & 255] = 1;
	for (int a = 1; a < x; a++)
		for (int b = 1; a + b < x; b++)
			seen[(grundy(a) ^ grundy(b) ^ grundy(x - a - b)) & 255] = 1;
	int v = 0;
	while (v < 255 && seen[v])
		v++;
	return v;
}

int main(void)
{
	int t, n;
	scanf("%d", &t);
	while (t--) {
		scanf("%d", &n);
		int sum = 0;
		for (int i = 0; i < n; i++) {
			int x;
			scanf("%d", &x);
			sum ^= grundy(x);
		}
		printf("%s\n", sum ? "First player wins." : "Second player wins.");
	}
	return 0;
}
