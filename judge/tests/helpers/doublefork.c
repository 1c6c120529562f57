/* Starts a new session and a grandchild meant to outlive the run. */
#include <stdio.h>
#include <unistd.h>
int main(void)
{
	if (fork() == 0) {
		setsid();
		if (fork() == 0) {
			for (;;)
				sleep(1);
		}
		return 0;
	}
	puts("forked");
	return 0;
}
