/* Wrong: reads each heap line with fgets into a 1 MB buffer, enough for 10^5 heaps but not 10^6; long lines are cut and misparsed. */
#include <stdio.h>
#include <stdlib.h>

static char line[1 << 20];

int main(void)
{
	int t;
	if (!fgets(line, sizeof line, stdin))
		return 0;
	t = atoi(line);
	while (t--) {
		if (!fgets(line, sizeof line, stdin))
			break;
		if (!fgets(line, sizeof line, stdin))
			break;
		int sum = 0;
		char *p = line, *end;
		for (;;) {
			long x = strtol(p, &end, 10);
			if (end == p)
				break;
			p = end;
			if (x % 8 == 0)
				x--;
			else if (x % 8 == 7)
				x++;
			sum ^= (int)x;
		}
		printf("%s\n", sum ? "First player wins." : "Second player wins.");
	}
	return 0;
}
