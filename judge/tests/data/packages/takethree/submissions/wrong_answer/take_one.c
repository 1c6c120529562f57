/* Always takes one stone from the first nonempty heap: wins only by luck. */
#include <stdio.h>

int main(void)
{
	int n;
	long h;
	if (scanf("%d", &n) != 1)
		return 1;
	for (int i = 0; i < n; i++)
		if (scanf("%ld", &h) == 1 && h > 0) {
			printf("%d 1\n", i + 1);
			return 0;
		}
	puts("lose");
	return 0;
}
