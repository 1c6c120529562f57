/* Spins until it has used the CPU time its input names, in ms, then says so. */
#include <stdio.h>
#include <time.h>
int main(void)
{
	long ms = 0;
	if (scanf("%ld", &ms) != 1)
		return 2;
	struct timespec ts;
	volatile unsigned long x = 0;
	do {
		for (int i = 0; i < 100000; i++)
			x++;
		clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts);
	} while (ts.tv_sec * 1000L + ts.tv_nsec / 1000000 < ms);
	printf("spun %ld ms\n", ms);
	return 0;
}
