/*
 * problemtools' hello_alarm: a SIGALRM handler, alarm(), then a busy wait
 * for the alarm and the greeting. alarm(1) is set and replaced by a 50 ms
 * setitimer (the same timer), so the run stays short.
 */
#include <signal.h>
#include <stdio.h>
#include <sys/time.h>
#include <unistd.h>
static volatile sig_atomic_t rang;
static void ring(int sig)
{
	(void)sig;
	rang = 1;
}
int main(void)
{
	signal(SIGALRM, ring);
	unsigned before = alarm(1);
	struct itimerval t = { .it_value = { 0, 50000 } }, left;
	setitimer(ITIMER_REAL, &t, NULL);
	getitimer(ITIMER_REAL, &left);
	while (!rang)
		;
	printf("Hello World! %u\n", before);
	return 0;
}
