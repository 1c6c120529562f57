/* Wrong: reads line by line and takes an empty line for the end of the input. */
#include <stdio.h>
#include <stdlib.h>

int main(void)
{
	char line[64];
	int n, m, t, j;
	while (fgets(line, sizeof line, stdin) && line[0] != '\n') {
		if (sscanf(line, "%d %d", &n, &m) != 2)
			break;
		int x = 0;
		for (int i = 0; i < n && fgets(line, sizeof line, stdin); i++) {
			sscanf(line, "%d %d", &t, &j);
			x ^= abs(t - j) - 1;
		}
		puts(x ? "I WIN!" : "BAD LUCK!");
	}
	return 0;
}
