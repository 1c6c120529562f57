/*
 * gen.h: what every test generator needs, and nothing more.
 *
 * A generator is a standalone C11 program run as `gen --key value ... --seed S`.
 * It prints one test input on stdout. The same arguments must give the same bytes
 * on any machine, so randomness comes from the splitmix64 generator below and
 * never from rand(), time() or addresses.
 *
 * Usage:
 *     gen_init(argc, argv);              // parses --key value pairs, seeds from --seed
 *     long long n = gen_arg("n", 10);    // the value of --n, or 10 when absent
 *     gen_done();                        // fails on any argument that was never asked for
 *     long long x = gen_range(1, n);     // uniform in [1, n]
 *
 * Errors (a malformed or unknown argument) print "gen: ..." on stderr and exit 2.
 */
#ifndef GEN_H
#define GEN_H

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <errno.h>

#define GEN_MAX_ARGS 32

static uint64_t gen_state;
static int gen_argc;
static const char *gen_keys[GEN_MAX_ARGS];
static const char *gen_vals[GEN_MAX_ARGS];
static int gen_used[GEN_MAX_ARGS];

static inline void gen_fail(const char *what, const char *arg)
{
	fprintf(stderr, "gen: %s '%s'\n", what, arg);
	exit(2);
}

static inline long long gen_parse(const char *key, const char *s)
{
	char *end;
	errno = 0;
	long long v = strtoll(s, &end, 10);
	if (errno || end == s || *end)
		gen_fail("expected an integer for", key);
	return v;
}

/* The next 64 random bits (splitmix64: tiny, fast, identical everywhere). */
static inline uint64_t gen_next(void)
{
	uint64_t z = (gen_state += 0x9e3779b97f4a7c15ULL);
	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
	z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
	return z ^ (z >> 31);
}

/* Uniform in [lo, hi], without modulo bias; hi >= lo. */
static inline long long gen_range(long long lo, long long hi)
{
	uint64_t span = (uint64_t)hi - (uint64_t)lo + 1;
	if (span == 0)
		return (long long)gen_next();
	uint64_t limit = UINT64_MAX - UINT64_MAX % span;
	uint64_t r;
	do
		r = gen_next();
	while (r >= limit);
	return (long long)((uint64_t)lo + r % span);
}

/* Returns the value of --key, or def when the key was not given. */
static inline long long gen_arg(const char *key, long long def)
{
	for (int i = 0; i < gen_argc; i++) {
		if (strcmp(gen_keys[i], key) == 0) {
			gen_used[i] = 1;
			return gen_parse(key, gen_vals[i]);
		}
	}
	return def;
}

static inline void gen_init(int argc, char **argv)
{
	for (int i = 1; i < argc; i += 2) {
		if (strncmp(argv[i], "--", 2) != 0 || argv[i][2] == '\0')
			gen_fail("expected --key, got", argv[i]);
		if (i + 1 >= argc)
			gen_fail("missing value for", argv[i]);
		if (gen_argc == GEN_MAX_ARGS)
			gen_fail("too many arguments at", argv[i]);
		gen_keys[gen_argc] = argv[i] + 2;
		gen_vals[gen_argc] = argv[i + 1];
		gen_argc++;
	}
	gen_state = (uint64_t)gen_arg("seed", 0) * 0x2545f4914f6cdd1dULL + 1;
}

/* Fails when an argument was given that the generator never asked for. */
static inline void gen_done(void)
{
	for (int i = 0; i < gen_argc; i++)
		if (!gen_used[i] && strcmp(gen_keys[i], "seed") != 0)
			gen_fail("unknown argument", gen_keys[i]);
}

#endif
