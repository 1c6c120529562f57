/* Asks for a System V shared memory segment: the seccomp filter forbids it (SIGSYS, RE); it says so if it got one. */
#include <stdio.h>
#include <sys/ipc.h>
#include <sys/shm.h>
int main(void)
{
	int id = shmget(IPC_PRIVATE, 4096, IPC_CREAT | 0600);
	printf("shmget %d\n", id);
	return 0;
}
