/*
 * An interactor for the tests of interactive runs (testlib convention), that
 * does what its input says:
 *   echo K   K rounds: it sends a number x, the program must answer x + 1;
 *            then "done" (the program may have exited), and AC
 *   crash    crash at once; hang: loop forever; fail: report its own failure
 * It records every round in its output file.
 */
#include <signal.h>

#include "check.h"

int main(int argc, char **argv)
{
	interact_init(argc, argv);
	const char *mode = ck_token(&ck_in, "a mode");
	if (!strcmp(mode, "crash"))
		raise(SIGSEGV);
	if (!strcmp(mode, "hang"))
		for (volatile unsigned long x = 0;; x++)
			;
	if (!strcmp(mode, "fail"))
		check_fail("cannot decide");
	long long k = ck_int(&ck_in, 1, 1000000, "K");
	say("%lld", k);
	for (long long i = 1; i <= k; i++) {
		long long x = 7 * i;
		say("%lld", x);
		long long y = ck_int(&ck_out, -1000000000, 1000000000, "the answer");
		fprintf(ck_result, "round %lld: %lld -> %lld\n", i, x, y);
		if (y != x + 1)
			wrong("round %lld: sent %lld, expected %lld, got %lld", i, x, x + 1, y);
	}
	say_end("done");
	fprintf(ck_result, "won\n");
	accept();
}
