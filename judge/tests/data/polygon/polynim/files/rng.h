/*
 * rng.h: the generator's random numbers, seeded from its arguments as
 * testlib's generators are: the same command line makes the same test, and
 * any change to it (an extra word) another one.
 */
#include <stdint.h>

static uint64_t rng_state;

/* FNV-1a over every argument and the spaces between them, stirred once. */
static void rng_seed(int argc, char **argv)
{
	uint64_t h = 1469598103934665603ull;
	for (int i = 1; i < argc; i++)
		for (const char *c = argv[i]; ; c++) {
			h = (h ^ (unsigned char)*c) * 1099511628211ull;
			if (!*c)
				break;
		}
	rng_state = h;
}

/* splitmix64 */
static uint64_t rng_next(void)
{
	uint64_t z = (rng_state += 0x9e3779b97f4a7c15ull);
	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
	z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
	return z ^ (z >> 31);
}

/* Uniform in lo..hi (hi - lo far below 2^64: the bias is negligible for tests). */
static long long rng_range(long long lo, long long hi)
{
	return lo + (long long)(rng_next() % (uint64_t)(hi - lo + 1));
}
