/* Sends SIGKILL to every process it can reach and to its parent, then answers. */
#include <signal.h>
#include <stdio.h>
#include <unistd.h>
int main(void)
{
	kill(-1, SIGKILL);
	kill(getppid(), SIGKILL);
	kill(1, SIGKILL);
	puts("alive");
	return 0;
}
