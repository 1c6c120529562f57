/* Uses 100 ms of CPU, sleeps 100 ms, for ever: at most half a processor. Its CPU time reaches the
 * 1 s limit at 2 s of wall time or more, a TLE that looks like a busy machine's (verdict_rerun),
 * so it is run again alone. It counts its own CPU time, not the clock's: on a loaded machine it
 * is still as busy as it can be, and what it waits for a processor is measured (wait_ms). */
#define _POSIX_C_SOURCE 200809L
#include <time.h>
static double now(clockid_t c)
{
	struct timespec t;
	clock_gettime(c, &t);
	return t.tv_sec + t.tv_nsec / 1e9;
}
int main(void)
{
	for (;;) {
		double t0 = now(CLOCK_PROCESS_CPUTIME_ID);
		while (now(CLOCK_PROCESS_CPUTIME_ID) - t0 < 0.1)
			;
		struct timespec nap = { 0, 100000000 };
		nanosleep(&nap, 0);
	}
}
