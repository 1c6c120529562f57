/*
 * Guess the number: the judge says n, the program guesses y (1..n) a line at a
 * time and hears "lower", "higher" or "correct"; 25 guesses at most.
 * testlib's interactor convention (check.h): interactor INPUT OUTPUT.
 */
#include "check.h"

int main(int argc, char **argv)
{
	interact_init(argc, argv);
	long long n = ck_int(&ck_in, 1, 1000000, "n"), x = ck_int(&ck_in, 1, n, "x");
	say("%lld", n);
	for (int k = 1; k <= 25; k++) {
		long long y = ck_int(&ck_out, 1, n, "a guess");
		if (y == x) {
			fprintf(ck_result, "%d\n", k);
			say_end("correct");
			accept();
		}
		say(y > x ? "lower" : "higher");
	}
	wrong("no right guess in 25");
}
