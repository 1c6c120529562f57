/*
 * Starts as many threads as it may (they all sleep), says how many, then holds them until
 * something is appended to its input (a file, read again every 20 ms) and says "stopped": its
 * uid's process count stays full until the test has done what it does beside it.
 */
#include <pthread.h>
#include <stdio.h>
#include <unistd.h>
static void *nap(void *arg)
{
	(void)arg;
	sleep(30);
	return NULL;
}
int main(void)
{
	int n = 0;
	pthread_t t;
	pthread_attr_t a;
	pthread_attr_init(&a);
	pthread_attr_setstacksize(&a, 64 << 10);
	while (n < 1000 && pthread_create(&t, &a, nap, NULL) == 0)
		n++;
	printf("%d threads\n", n);
	fflush(stdout);
	char c;
	ssize_t r;
	while ((r = read(0, &c, 1)) == 0)
		usleep(20 * 1000);
	puts(r > 0 ? "stopped" : "cannot read its input");
	return 0;
}
