/* Ignores SIGXCPU and keeps burning CPU. */
#include <signal.h>
int main(void)
{
	signal(SIGXCPU, SIG_IGN);
	volatile unsigned long x = 0;
	for (;;)
		x++;
}
