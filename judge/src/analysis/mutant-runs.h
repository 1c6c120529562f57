/*
 * mutant-runs.h: how strong a problem's tests are, measured: the engine of
 * `judge mutants`.
 *
 * Every single-point mutant of the reference (mutate.h), or a seeded sample
 * of them, is judged as a submission on the problem's tests, stopping at its
 * first failure. A mutant that fails a test is killed; one that does not
 * compile is stillborn and not counted. A mutant that passes every test
 * survived, and is then run beside the reference on inputs no test stores:
 * every stress input of the manifest, every boundary input (the manifest's
 * `boundary` generator calls: the constraints' edges and every small case,
 * checked by the problem's validator first) and, for a problem with an
 * explorer, the explorer's input asking about every small position of its
 * default range. It differs on some input (a test is missing), or the
 * sanitizer (ASan + UBSan) reports on its sanitized build, on the tests, the
 * stress inputs or the explorer's input (a fault a static -O2 build hides:
 * counted apart), or no difference is found. No difference found is not
 * proof: such a survivor is equivalent only when problems/ID/
 * equivalent-mutants.md argues it under a heading that is the mutant's
 * description (mutate_describe: "## 12:9 '<' -> '<='"), else unproven.
 * The score is killed / (killed + differing).
 *
 * Verdicts and survivors found equal to the reference are cached under
 * <cache>/mutants/ (mutant-runs.c says by what key). The engine never prints:
 * progress goes to the caller's callback, results into struct mutants_result.
 */
#ifndef MUTANTS_H
#define MUTANTS_H

#include <stddef.h>

#include "analysis/mutate.h"
#include "diag.h"
#include "problem/problem.h"
#include "run/judge.h"
#include "util.h"

enum mutant_status {
	MUTANT_KILLED,    /* failed a test */
	MUTANT_STILLBORN, /* does not compile */
	MUTANT_SURVIVED,  /* passed every test; no difference found, and no argument that it means the same: unproven */
	MUTANT_DIFFERS,   /* passed every test, differs from the reference on an input no test stores */
	MUTANT_SANITIZER, /* passed every test, no difference found, but the sanitizer reports */
	MUTANT_ERROR,     /* not judged: the judge failed, or a boundary input is not valid */
	MUTANT_EQUIVALENT, /* no difference found, and argued to mean the same in equivalent-mutants.md */
};

/* "killed", "stillborn", "unproven", "differs", "sanitizer", "error", "equivalent". */
const char *mutant_status_name(enum mutant_status s);

struct mutant_outcome {
	enum mutant_status status;
	char verdict[8];  /* killed: the verdict of its first failed test */
	char test[96];    /* killed, sanitizer on a test: that test */
	char input[600];  /* differs, sanitizer on another input: the input, quoted, or the path it was saved to */
	char origin[300]; /* with input: where it comes from (stress or boundary and the generator's arguments, the explorer) */
	char why[700];    /* differs: what differs; sanitizer: its report; error: the judge's words;
	                     equivalent: where it is argued (FILE:LINE) */
	int cached;       /* the verdict, or the survivor's equality with the reference, came from the cache */
};

/* What the engine is doing, for a progress line. */
struct mutants_progress {
	const struct problem *p;
	enum { MUTANTS_JUDGING, MUTANTS_PROBES } stage;
	size_t id;    /* JUDGING: the mutant's number */
	size_t k, of; /* JUDGING: the k-th (from 1) of the `of` judged; PROBES: `of` stress inputs being made */
};

struct mutants_opts {
	size_t max;              /* judge a sample of at most this many; 0: every mutant */
	const size_t *only;      /* judge only these mutants, by number (from 1, as printed), when nonly > 0; */
	size_t nonly;            /* then max is not read. A number past the last mutant: MUTANTS_BAD_PROBLEM */
	unsigned long long seed; /* the sample's (mutate_sample) */
	void (*progress)(void *arg, const struct mutants_progress *what); /* NULL: none */
	void *arg;
};
#define MUTANTS_OPTS_INIT                                                                                              \
	{                                                                                                              \
		.seed = 1                                                                                              \
	}

struct mutants_result {
	struct mutant *m; /* every mutant of the reference, in mutate_find()'s order */
	size_t n;
	size_t *picked; /* the indices into m of those judged, increasing */
	size_t npicked;
	struct mutant_outcome *out; /* one per picked mutant */
	/*
	 * What is wrong with equivalent-mutants.md's headings: one naming no mutant
	 * of the reference, or one judged that was not found equal (killed,
	 * differing, seen by the sanitizer): "FILE:LINE: '...': why".
	 */
	struct strv stale;
};

/* A problem whose reference cannot be read or is in no language of the judge: the caller's usage error. */
#define MUTANTS_BAD_PROBLEM (-2)

/*
 * Judges the mutants of p's reference with j. 0 with r filled (free it with
 * mutants_result_free, whatever is returned); a mutant the judge failed on is
 * MUTANT_ERROR in r, not a failure of the whole. MUTANTS_BAD_PROBLEM (also
 * for a number in opts->only that is no mutant of the reference, an
 * equivalent-mutants.md whose heading has no argument under it, and a
 * boundary input that the validator refuses or the reference cannot solve,
 * found when the first survivor is compared) or -1
 * (the judge could not start: a cache, a compiler, one of the problem's own
 * tools) with a message.
 */
int mutants_run(struct judge *j, const struct problem *p, const struct mutants_opts *opts, struct mutants_result *r,
                struct diag *d);
void mutants_result_free(struct mutants_result *r);

struct mutants_tally {
	size_t killed, stillborn, survived, differs, sanitizer, errors; /* survived: no difference found, unproven */
	size_t equivalent;                                              /* no difference found, argued the same */
	size_t by_verdict[V_SKIPPED + 1];                               /* the killed, by their verdict */
};
struct mutants_tally mutants_count(const struct mutants_result *r);

/* killed / (killed + differs), in percent; 100 when both are 0. */
double mutants_score(const struct mutants_tally *t);

#endif
