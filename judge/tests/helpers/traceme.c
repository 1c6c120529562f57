/* Asks to be traced: the seccomp filter forbids ptrace (SIGSYS, RE); it says so if the call returned. */
#include <stdio.h>
#include <sys/ptrace.h>
int main(void)
{
	long r = ptrace(PTRACE_TRACEME, 0, NULL, NULL);
	printf("ptrace %ld\n", r);
	return 0;
}
