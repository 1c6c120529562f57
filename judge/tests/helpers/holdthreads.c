/* Starts as many threads as it may (they all sleep), says how many, then sleeps: its uid's process count stays full. */
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
	sleep(30);
	return 0;
}
