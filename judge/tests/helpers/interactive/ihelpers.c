/*
 * Contestants for the interactive tests, one program chosen by its name
 * (argv[0]'s last part is not available in the sandbox, so each is built with
 * -DMODE=...). The protocol: read K, then K times read x and answer x + 1.
 *   ok       right, flushing each answer
 *   wrong    answers x + 2 in round 3
 *   noflush  right, but never flushes (then waits for the next number)
 *   flood    writes "1" forever without reading
 *   quit     exits 0 at once, reading nothing
 *   segv     answers round 1, then crashes
 *   closeio  closes its stdin and stdout, then sleeps
 *   sleepy   reads K, then sleeps
 *   forker   forks
 *   eofdie   answers x + 2 in round 3, and exits 1 the moment its input ends
 *            early (as Python's input() does): the interactor ended the game
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

int main(void)
{
	const char *mode = MODE;
	long long k, x;
	if (!strcmp(mode, "flood"))
		for (;;)
			fputs("1\n", stdout);
	if (!strcmp(mode, "quit"))
		return 0;
	if (!strcmp(mode, "closeio")) {
		close(0);
		close(1);
		sleep(10);
		return 0;
	}
	if (!strcmp(mode, "forker"))
		return fork() < 0 ? 2 : 0;
	if (!strcmp(mode, "noflush"))
		setvbuf(stdout, NULL, _IOFBF, 1 << 16);
	if (scanf("%lld", &k) != 1)
		return 3;
	if (!strcmp(mode, "sleepy")) {
		sleep(10);
		return 0;
	}
	int wrong = !strcmp(mode, "wrong") || !strcmp(mode, "eofdie");
	for (long long i = 1; i <= k; i++) {
		if (scanf("%lld", &x) != 1) {
			if (!strcmp(mode, "eofdie"))
				_exit(1);
			break;
		}
		printf("%lld\n", x + (wrong && i == 3 ? 2 : 1));
		if (strcmp(mode, "noflush"))
			fflush(stdout);
		if (!strcmp(mode, "segv"))
			*(volatile int *)0 = 1;
	}
	return 0;
}
