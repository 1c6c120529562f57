/*
 * pipeline.h: the proof that a problem is sound, as one pipeline of steps
 * that serves both our problems (problems/<id>/) and Kattis packages judged
 * in place. Each step checks one promise (the validator accepts every input,
 * the reference answers every test, every sample submission gets its
 * folder's verdict, ...) and becomes one struct step (step.h) handed to the
 * caller's report callback as soon as it is done. The core never prints: what
 * a step found is in the step, and the caller shows it.
 *
 * Our problem's steps: manifest, tools, inputs, broken, answers, interaction,
 * brute, stress, sanitize, checker, submissions (pipeline.c says what each
 * proves). A package's: package, tools, inputs, answers, interaction, time
 * limit, submissions. A step that has nothing to check (no validator, no
 * brute force, not interactive) is left out.
 */
#ifndef VALIDATE_PIPELINE_H
#define VALIDATE_PIPELINE_H

#include <stddef.h>

struct judge;
struct step;

struct validate_opts {
	/*
	 * scripts/test's tier: every step, each on fewer inputs where the full
	 * step is the slow part (the brute force on its smallest tests, a few
	 * runs of each stress entry). The steps' summaries say so.
	 */
	int quick;
};
#define VALIDATE_OPTS_INIT { 0 }

/*
 * Where the steps go. step() is called once for each step, in order, from
 * the calling thread; the step is the core's and is freed after the call.
 * stopped() says why the steps after one were not run ("no solver,
 * validator or checker to run"). Either may be NULL.
 */
struct validate_report {
	void (*step)(void *arg, const struct step *s);
	void (*stopped)(void *arg, const char *why);
	void *arg;
};

struct validate_result {
	size_t faults; /* in all steps */
	int loaded;    /* the manifest or the package loaded: 0, and the first step's fault says why */
	int broken;    /* a package whose own programs do not compile: it cannot be validated at all */
};

/*
 * Validates problem id of the repository j was made for. Returns 0 with what
 * was found in res; the judge's own failures are faults of the step they
 * happened in, so nothing else is returned.
 */
int validate_problem(struct judge *j, const char *id, const struct validate_opts *opts,
                     const struct validate_report *report, struct validate_result *res);

/* The same for the Kattis package in dir, read in place and never written to. */
int validate_package(struct judge *j, const char *dir, const struct validate_opts *opts,
                     const struct validate_report *report, struct validate_result *res);

#endif
