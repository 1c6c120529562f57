/*
 * problem.h: a problem's manifest, problems/<id>/problem.yaml, loaded and checked.
 *
 * problem_load() validates the whole schema (unknown keys, wrong types, missing
 * required keys and missing files are errors naming file:line:column and the key
 * path) and expands test ranges such as "small-{1..20}". Every path in the struct
 * is absolute; rel_* fields keep the repository-relative spelling for messages.
 */
#ifndef PROBLEM_H
#define PROBLEM_H

#include <stddef.h>

#include "diag.h"

struct limits {
	long time_ms;   /* CPU time per test */
	long wall_ms;   /* wall-clock time per test */
	long memory_kb; /* peak resident memory */
	long output_kb; /* stdout size */
};

enum checker_kind { CHECKER_EXACT, CHECKER_LINES, CHECKER_TOKENS, CHECKER_FLOAT, CHECKER_CUSTOM, CHECKER_INTERACTIVE };
enum checker_convention { CONVENTION_TESTLIB, CONVENTION_KATTIS };

struct checker_spec {
	enum checker_kind kind;
	double abs_tol, rel_tol; /* CHECKER_FLOAT */
	char *program;           /* CHECKER_CUSTOM: the checker's source; INTERACTIVE: the interactor's (absolute) */
	enum checker_convention convention;
	char **flags; /* CHECKER_CUSTOM, Kattis: arguments after the feedback directory */
	size_t nflags;
	/* TOKENS and FLOAT as Kattis' default output validator (packages): */
	int fold_case;       /* letters compare without case (its default; flag case_sensitive turns it off) */
	int space_sensitive; /* space_change_sensitive: the whitespace between tokens must be the answer's */
	/*
	 * INTERACTIVE, a Polygon package's: the checker Polygon runs after an
	 * accepted game on the interactor's record (INPUT RECORD ANSWER), whose
	 * verdict is then the test's; NULL: none (a program's: no flags, no after).
	 */
	struct checker_spec *after;
	/*
	 * CHECKER_CUSTOM under testlib's convention, a scoring Polygon package's:
	 * the points a checker gives (quitp: exit 7, "points P ..." on stderr)
	 * are the test's score, its verdict PC; else exit 7 is WA.
	 */
	int points;
};

struct test {
	char *name;
	char *gen_args; /* generator arguments, or NULL for a hand-written test */
	int brute;      /* the brute force can solve this test */
	char *input;    /* absolute path of NAME.in */
	char *answer;   /* absolute path of NAME.ans */
	char *rel_input, *rel_answer;
	int line, col; /* where the test is declared, for messages */
};

/* An output the custom checker must judge as given (`checks:`): validate proves the checker strict. */
struct check_case {
	const struct test *test; /* whose input and answer */
	char *output;            /* absolute path of the output to judge */
	char *rel_output;
	int verdict; /* enum verdict: V_AC, V_WA or V_PE */
	char *says;  /* text the checker's message must contain, or NULL */
	int line, col;
};

struct stress {
	char *gen_args; /* with "{i}" still in it */
	long count;
};

/* Positions of a table: lo..hi on each of one or two axes. */
struct span {
	long lo[2], hi[2];
};

/* A parameter of an explorer: an integer, or a list of integers ("2,5"). */
struct explore_param {
	char *name;
	int list;
	long min, max; /* every value's range */
	char *value;   /* the default, as the explorer gets it: "2" or "2,5" */
};

/* explore: how `judge explore` values the problem's small positions (problems/README.md). */
struct explore_spec {
	char *program; /* absolute path of the explorer's source */
	char *rel_program;
	int dims;           /* 1: a sequence; 2: a grid */
	char *axes[2];      /* the axes' names */
	int values;         /* values: 0 pn (win/lose), 1 sg, 2 wld (win/lose/draw): enum values, pattern.h */
	struct span range;  /* shown when --range is not given */
	struct span bounds; /* the largest range the explorer may be asked for */
	struct explore_param *params;
	size_t nparams;
};

struct problem {
	char *id, *title, *source;
	char **tags;
	size_t ntags;
	struct limits limits;
	/*
	 * limits.others: the archive's own limits for every language but C and C++
	 * ("2000/1000 MS (Java/Others)"), in place of the language's time factor
	 * and memory allowance; has_others 0 when the manifest gives none.
	 */
	struct limits others;
	int has_others;
	char *dir;                                    /* absolute path of problems/<id> */
	char *manifest;                               /* repository-relative path of problem.yaml, for messages */
	char *solver, *brute, *generator, *validator; /* absolute paths; brute, generator may be NULL */
	struct checker_spec checker;
	struct test *tests;
	size_t ntests;
	struct stress *stress;
	size_t nstress;
	/*
	 * boundary: generator calls for the inputs a random draw rarely makes (the
	 * constraints' edges, every small case), which `judge mutants` compares its
	 * survivors with the reference on; count is 1 when the manifest gives none.
	 */
	struct stress *boundary;
	size_t nboundary;
	struct check_case *checks;
	size_t nchecks;
	char *testdata;               /* absolute path of testdata/<id> */
	struct explore_spec *explore; /* NULL: the problem has no explorer */
	/*
	 * imported: the package judge import made it from, and its format
	 * ("kattis-legacy", "kattis-2023-07"); NULL for a problem of our own. Its
	 * answers are the package's, not the reference's output, and its validator
	 * may be NULL too (problems/README.md, "Imported problems").
	 */
	char *imported_from, *imported_format;
};

enum {
	PROBLEM_NEED_DATA = 1, /* every test's .in and .ans must exist */
};

/*
 * What one manifest may ask for, so that a slip like {1..1000000} is an error
 * naming its line rather than hours of work: at most PROBLEM_MAX_TESTS tests once
 * ranges are expanded, and at most PROBLEM_MAX_STRESS stress runs (the counts
 * summed). problems/README.md says how far today's problems are from them.
 */
enum {
	PROBLEM_MAX_TESTS = 10000,
	PROBLEM_MAX_STRESS = 100000,
};

/*
 * Loads problems/<id>/problem.yaml under root. Returns NULL with a message in d
 * when the file is missing or breaks the schema. The caller frees with problem_free().
 */
struct problem *problem_load(const char *root, const char *id, int flags, struct diag *d);

/*
 * The same for a manifest already in memory: len bytes of text (no terminating NUL
 * needed) stand for root/problems/<id>/problem.yaml, the name messages give it.
 * Every file the manifest names is still looked up under root. problem_load() reads
 * the file and calls this; tests and the fuzz targets call it directly.
 */
struct problem *problem_parse(const char *root, const char *id, const char *text, size_t len, int flags,
                              struct diag *d);

void problem_free(struct problem *p);

/*
 * Lists the problem ids under root/problems (folders holding a problem.yaml),
 * sorted. Returns a NULL-terminated array the caller frees with free() on each
 * entry and the array, or NULL with a message.
 */
char **problem_list(const char *root, size_t *n, struct diag *d);

/*
 * Whether root holds the problem id (a valid id with its problems/ID/problem.yaml).
 * 0 with why in d: "invalid problem id ...", or "no such problem 'hdu185' (no file
 * 'problems/hdu185/problem.yaml'); did you mean 'hdu1850'?" (closest_name() over
 * the problems there).
 */
int problem_exists(const char *root, const char *id, struct diag *d);

/*
 * Parses a span: "LO..HI" for one axis, "LO..HI,LO..HI" for two (one range
 * alone stands for both), numbers in 0..PROBLEM_SPAN_MAX, LO <= HI. -1 with
 * the reason in d ("expected LO..HI, got ..."), for the caller to prefix.
 */
#define PROBLEM_SPAN_MAX 100000000L
int problem_span_parse(const char *s, int dims, struct span *out, struct diag *d);

/*
 * Checks a value given for an explorer's parameter against its declaration:
 * an integer, or integers joined by commas for a list, each in min..max.
 * Returns a malloc'ed normal form ("2,5"), or NULL with the reason in d.
 */
char *problem_explore_param_check(const struct explore_param *p, const char *value, struct diag *d);

/* Whether id is a valid problem id (a-z 0-9 - _); -1 with "invalid problem id 'X'" in d. */
int problem_id_check(const char *id, struct diag *d);

/* Substitutes {i} in a generator argument template; the caller frees the result. */
char *problem_expand_args(const char *tmpl, long i);

#endif
