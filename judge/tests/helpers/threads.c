/* Four threads burning CPU: the CPU limit counts all of them. */
#include <pthread.h>
static void *burn(void *arg)
{
	volatile unsigned long x = 0;
	(void)arg;
	for (;;)
		x++;
	return NULL;
}
int main(void)
{
	pthread_t t[4];
	for (int i = 0; i < 4; i++)
		pthread_create(&t[i], NULL, burn, NULL);
	burn(NULL);
	return 0;
}
