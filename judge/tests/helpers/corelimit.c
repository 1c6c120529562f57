/* Says its core-dump limit (must be 0: a crash leaves no core file) and whether it may raise it. */
#include <stdio.h>
#include <sys/resource.h>
int main(void)
{
	struct rlimit r;
	getrlimit(RLIMIT_CORE, &r);
	struct rlimit up = { 1 << 20, 1 << 20 };
	int raised = setrlimit(RLIMIT_CORE, &up) == 0;
	printf("core %llu %llu raised %d\n", (unsigned long long)r.rlim_cur, (unsigned long long)r.rlim_max, raised);
	return 0;
}
