/* gen N MAXH [WORDS...]: N heaps of 0..MAXH stones; every argument seeds it (rng.h). */
#include <stdio.h>
#include <stdlib.h>

#include "rng.h"

int main(int argc, char **argv)
{
	if (argc < 3) {
		fprintf(stderr, "usage: gen N MAXH [WORDS...]\n");
		return 2;
	}
	rng_seed(argc, argv);
	long n = atol(argv[1]);
	long long maxh = atoll(argv[2]);
	printf("%ld\n", n);
	for (long i = 0; i < n; i++)
		printf("%lld%c", rng_range(0, maxh), i + 1 < n ? ' ' : '\n');
	return 0;
}
