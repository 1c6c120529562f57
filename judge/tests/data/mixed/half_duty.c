/* Spins 100 ms, sleeps 100 ms, for ever: half a processor. Its CPU time reaches the 1 s limit at about
 * 2 s of wall time, a TLE that looks like a busy machine's (verdict_rerun), so it is run again alone. */
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
		double t0 = now(CLOCK_MONOTONIC);
		while (now(CLOCK_MONOTONIC) - t0 < 0.1)
			;
		struct timespec nap = { 0, 100000000 };
		nanosleep(&nap, 0);
	}
}
