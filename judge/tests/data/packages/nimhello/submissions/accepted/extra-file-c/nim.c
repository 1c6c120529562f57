/* A submission that is a folder: one source and a note beside it. */
#include <stdio.h>
int main(void)
{
	int n;
	unsigned long x = 0, h;
	scanf("%d", &n);
	for (int i = 0; i < n; i++) {
		scanf("%lu", &h);
		x ^= h;
	}
	printf("%s\n", x != 0 ? "first" : "second");
	return 0;
}
