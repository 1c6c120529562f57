/*
 * package/judging.h: a Kattis package judged in place (`judge submit DIR FILE`,
 * `judge validate DIR`, `judge import`): its programs built and run, which of
 * its submissions this machine can judge, and its time limit, given or
 * derived from its submissions. Nothing is written into the package; what is
 * compiled and a derived limit are kept in the judge's cache. Nothing here
 * prints: every failure is -1 with a message in a struct diag.
 */
#ifndef PACKAGE_JUDGING_H
#define PACKAGE_JUDGING_H

#include <stddef.h>

#include "diag.h"
#include "package/kattis.h"
#include "run/verdict.h"

struct judge;
struct language;
struct run_outcome;
struct submission_result;

/* A built program of the package (an input validator): a static binary, or a runtime's artefact (Python). */
struct package_tool {
	char *binary; /* malloc'ed; the caller frees */
	const struct language *lang;
};

/*
 * Builds the program src of pkg into t: "'input_validators/x.rb': no language
 * for this file extension" or the compiler's log as -1 with d.
 */
int package_tool_build(struct judge *j, const struct package *pkg, const char *src, struct package_tool *t,
                       struct diag *d);
/* Runs t on input with args (NULL-terminated; a runtime's program gets none) under judge_tool_limits; as judge_run(). */
int package_tool_run(struct judge *j, const struct package_tool *t, char **args, const char *input,
                     struct run_outcome *o, struct diag *d);

/*
 * Whether submission s cannot be judged on this machine, with why: no language
 * for its file, its language's runtime is not installed, or it is Python 2.
 */
int package_submission_skipped(struct judge *j, const struct package_submission *s, char *why, size_t size);

/* Leaves out the package's submissions this machine cannot judge (no language, no runtime, Python 2), with a note each. */
void package_drop_unjudgeable(struct judge *j, struct package *pkg);

/*
 * Sets pkg->problem's time limit as judging in place does: the package's own,
 * else derived from its accepted submissions (they are judged); how says
 * which, for the report. -1 with a message when none can be had.
 */
int package_time_limit(struct judge *j, struct package *pkg, char *how, size_t size, struct diag *d);

/*
 * Readies pkg for judging a submission: its time limit (package_time_limit,
 * how as there), and its output validator compiled, for a validator that does
 * not compile is the package's fault and is said before any run. -1 with a
 * message naming the file.
 */
int package_prepare(struct judge *j, struct package *pkg, char *how, size_t size, struct diag *d);

/*
 * The verdict of each test of r for scoring (package_score): with first_fail,
 * a test after the first rejection counts as not run (V_SKIPPED), as judging
 * stops there (on_reject: break); a later test that ran beside it does not
 * count. The caller frees the array (at least one element).
 */
enum verdict *package_verdicts(const struct submission_result *r, int first_fail);

/* The points of each test of r for package_score (what a checker gave a partially correct test, else -1); the caller frees. */
double *package_points(const struct submission_result *r);

#endif
