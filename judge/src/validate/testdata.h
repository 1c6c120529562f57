/*
 * testdata.h: every generated input and every expected output of a problem,
 * made again (`judge regen`). The core of the command: it writes the test
 * data (unless check), never prints; what changed is in the result.
 *
 * New files are produced in the scratch directory first and compared with the
 * committed ones; only a file that changed is installed, by copying it next to
 * its target and renaming it over, so an interrupted regen leaves each file old
 * or new, never partial. A reference that fails (any verdict but a clean exit
 * within the limits, or no output at all) leaves that test's files untouched and
 * is reported. With check, all the work is done and nothing is installed. The
 * answers of an imported problem's hand-written cases are its package's and
 * stay as they are.
 */
#ifndef VALIDATE_TESTDATA_H
#define VALIDATE_TESTDATA_H

#include <stddef.h>

#include "diag.h"
#include "util.h"

struct judge;
struct problem;

struct regen_opts {
	int check; /* do everything, install nothing */
};
#define REGEN_OPTS_INIT { 0 }

enum regen_change { REGEN_UNCHANGED, REGEN_CREATED, REGEN_UPDATED, REGEN_FAILED };
extern const char *const regen_change_names[]; /* "unchanged", "created", ... */

/* What became of one test's files. */
struct regen_test {
	enum regen_change in, ans;
	char *error; /* why it failed, or NULL */
};

/* Why regen_problem() could not start: the cases an exit status tells apart. */
enum regen_failure {
	REGEN_NO_PROBLEM = 1, /* the manifest does not load */
	REGEN_NO_TOOLS,       /* the generator, the reference or the interactor does not compile */
	REGEN_JUDGE_FAILED,   /* the judge's own failure (testdata/<id>/ cannot be made) */
};

struct regen_result {
	struct problem *p;        /* the problem, for its tests' names */
	struct regen_test *tests; /* one for each of p's tests */
	size_t count[4];          /* tests by their larger change */
	struct strv stale;        /* files of testdata/<id>/ no test owns: removed, or would be (check) */
	char *seed_error;         /* the generator ignores its seed, or NULL */
	enum regen_failure failure;
};

/*
 * Regenerates problem id. 0 with what was done in r (free with
 * regen_result_free), even when some tests failed (each says why); -1 with
 * the reason in r->failure and a message in d when nothing could be done.
 */
int regen_problem(struct judge *j, const char *id, const struct regen_opts *opts, struct regen_result *r,
                  struct diag *d);
void regen_result_free(struct regen_result *r);

#endif
