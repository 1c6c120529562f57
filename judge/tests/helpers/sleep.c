/* Sleeps, using no CPU: only the wall limit stops it. */
#include <unistd.h>
int main(void)
{
	sleep(1000);
	return 0;
}
