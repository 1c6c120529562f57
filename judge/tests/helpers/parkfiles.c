/* Parks memory outside the process: writes up to N MiB (N on stdin) in files of its directory, and says how much. */
#include <stdio.h>
#include <string.h>
int main(void)
{
	static char block[1 << 20];
	int want = 0, done = 0;
	if (scanf("%d", &want) != 1)
		return 2;
	memset(block, 7, sizeof block);
	for (char name[32]; done < want; done++) {
		snprintf(name, sizeof name, "park%d", done);
		FILE *f = fopen(name, "wb");
		if (!f)
			break;
		int ok = fwrite(block, 1, sizeof block, f) == sizeof block;
		if (fclose(f) != 0 || !ok)
			break;
	}
	printf("parked %d MiB\n", done);
	return 0;
}
