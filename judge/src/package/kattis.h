/*
 * kattis.h: a Kattis problem package (the legacy format and 2023-07), read in
 * place, never written to.
 *
 * package_load() reads problem.yaml (either version: the key
 * problem_format_version chooses), the test data tree under data/ with its
 * groups' testdata.yaml (legacy) or test_group.yaml (2023-07), DOMjudge's
 * .timelimit, the input validators, the output validator and the example
 * submissions, and builds from them a struct problem that judge_submission()
 * judges like one of our own: tests are named by their path under data/
 * ("secret/group1/03"), the checker is Kattis' default output validator with
 * the package's flags or its custom (interactive) output validator under
 * Kattis' convention. Every error names the file, and the line where YAML
 * gives one; package_load() never reads outside the package.
 *
 * What the judge cannot do with a package (a checktestdata or VIVA input
 * validator, build/run scripts, a validator in a language other than C, C++
 * or Python) is listed in pkg->notes, never dropped silently.
 */
#ifndef PACKAGE_KATTIS_H
#define PACKAGE_KATTIS_H

#include <stddef.h>

#include "diag.h"
#include "problem/problem.h"
#include "util.h"
#include "verdict_code.h"

/*
 * A package is someone else's files: each is read only as a regular file of
 * the package (never a FIFO, a device or a link out of it) and only up to a
 * size. Over these, the package is refused, naming the file and the limit.
 */
#define PACKAGE_TEXT_MAX  (1L << 20)   /* problem.yaml, .timelimit, a group's YAML, a statement */
#define PACKAGE_CASE_MAX  (1LL << 30)  /* one .in, .ans or .interaction */
#define PACKAGE_MAX_CASES 10000        /* test cases in all */

/* PACKAGE_POLYGON: a Codeforces Polygon package (problem.xml), read by polygon.h. */
enum package_version { PACKAGE_LEGACY, PACKAGE_2023_07, PACKAGE_POLYGON };

/* How a group's score comes from its children's (2023-07 "aggregation"; legacy grader_flags). */
enum package_aggregation { AGG_PASS_FAIL, AGG_SUM, AGG_MIN, AGG_MAX, AGG_AVG };

struct package_group {
	char *path;    /* relative to data/: "secret", "secret/group1"; "" for data itself */
	int parent;    /* index of the parent group; -1 for data */
	enum package_aggregation aggregation;
	double max_score;     /* 2023-07, the group's maximum (inferred where not given); < 0 unbounded */
	int has_score;        /* 2023-07: max_score was given in test_group.yaml */
	double accept_score;  /* legacy: a test case accepted scores this ... */
	double reject_score;  /* ... and a rejected one this */
	int on_reject_break;  /* legacy on_reject: break (default): stop judging the group at its first rejection */
	int ignore_sample;    /* legacy grader flag (data/testdata.yaml): the sample group counts for nothing */
	char **input_flags;   /* arguments for every input validator (NULL-terminated, may be empty) */
	char **output_flags;  /* arguments for the output validator, after the package's own */
	/*
	 * Polygon's <dependencies>: the groups (indices) that must pass, every
	 * test under them AC, for this one to score anything; NULL when none.
	 */
	int *depends;
	size_t ndepends;
};

/* A program of the package: a file, or a directory holding its source (and headers). */
struct package_program {
	char *name;   /* base name, the program's name in the package */
	char *path;   /* the file or the directory */
	char *source; /* the file the judge compiles or runs (a directory's one source) */
	char *rel;    /* path relative to the package, for messages */
};

struct package_submission {
	char *path, *rel;     /* the file; rel: "submissions/accepted/sol.cpp" */
	char *folder;         /* accepted, partially_accepted, wrong_answer, time_limit_exceeded, run_time_error, ... */
	unsigned permitted;   /* verdicts allowed on every test: bits 1 << V_AC, ... */
	unsigned required;    /* at least one test must get one of these; 0: no requirement */
};

struct package {
	char *dir;  /* the package directory, absolute */
	int dirfd;  /* the same, opened (O_PATH): every file of the package is opened beneath it */
	char *yaml; /* its problem.yaml, for messages */
	enum package_version version;
	int legacy_groups; /* 2023-07 groups in testdata.yaml, none in test_group.yaml: read as legacy's */
	char *name;
	int scoring, interactive;
	/* The time limit: given (problem.yaml's time_limit, or .timelimit) or to be derived. */
	long time_ms;          /* 0: not given */
	const char *time_from; /* where it was given: "problem.yaml" or ".timelimit" */
	double ac_to_time_limit;  /* legacy time_multiplier (5), 2023-07 ac_to_time_limit (2) */
	double time_limit_to_tle; /* legacy time_safety_margin (2), 2023-07 time_limit_to_tle (1.5) */
	double time_resolution;   /* 2023-07: a derived limit is a multiple of this, in seconds (1) */
	struct package_program *input_validators;
	size_t ninput_validators;
	struct package_program *output_validator; /* NULL: the default output validator */
	struct package_submission *subs;
	size_t nsubs;
	struct package_group *groups; /* groups[0] is data itself */
	size_t ngroups;
	int *test_group; /* for each test of problem: its group's index */
	struct strv notes;       /* what the judge skips or cannot carry over */
	struct problem *problem; /* the package as a problem to judge; its limits hold the time limit once known */
	/*
	 * A Polygon package's own (polygon.h), NULL for a Kattis one. Its input
	 * validators follow testlib's convention: exit 0 accepts (Kattis': 42).
	 */
	struct polygon *polygon;
};

/* Whether path is a package directory: it holds problem.yaml and a data/ folder, or is a Polygon package (problem.xml). */
int package_dir_is(const char *path);

/*
 * Reads the package in dir (a Polygon one by polygon_load()). NULL with "dir/problem.yaml:3:8: limits.memory:
 * ..." or the like in d. The caller frees with package_free().
 */
struct package *package_load(const char *dir, struct diag *d);
void package_free(struct package *pkg);

/*
 * The time limit problemtools would set, from the slowest accepted run
 * (slowest_ac_ms) and, for 2023-07, the fastest run of a submission that must
 * time out (fastest_tle_ms, or <= 0 when there is none): legacy, the accepted
 * time times time_multiplier, rounded to whole seconds (at least 1 s);
 * 2023-07, the smallest multiple of time_resolution at least the accepted time
 * times ac_to_time_limit. Returns the limit in ms, or -1 with why in d when no
 * limit satisfies both bounds. A pure function.
 */
long package_derive_time_ms(const struct package *pkg, long slowest_ac_ms, long fastest_tle_ms, struct diag *d);

/*
 * Scores a judged submission: verdicts[i] is test i's (V_SKIPPED when it was
 * not run); points[i], when not negative, what a checker gave test i, AC
 * partially correct (points may be NULL: none), which it scores in a group
 * that sums its tests (a group of all or nothing, or a group another depends
 * on, counts it as not accepted). Fills group_score[g] for every group (the caller's array of
 * pkg->ngroups) and returns the submission's score: legacy, the data group's;
 * 2023-07, the secret group's. *max gets the score of a submission accepted
 * everywhere. A pure function.
 */
double package_score(const struct package *pkg, const enum verdict *verdicts, const double *points, double *group_score,
                     double *max);

/*
 * Whether a submission's verdicts meet its folder's rule (permitted on every
 * test, and one of required on some test). 1 yes; 0 no, with why.
 */
int package_submission_ok(const struct package_submission *s, const enum verdict *verdicts, size_t n, char *why,
                          size_t size);

#endif
