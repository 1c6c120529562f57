/*
 * Allocates and touches 16 MiB blocks until allocation fails, then sleeps:
 * judged on memory after the run, it would be TLE at the wall limit; stopped
 * when its resident memory passes the limit, it is MLE at once.
 */
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
int main(void)
{
	for (;;) {
		char *p = malloc(16 << 20);
		if (!p)
			break;
		memset(p, 1, 16 << 20);
	}
	sleep(1000);
	return 0;
}
