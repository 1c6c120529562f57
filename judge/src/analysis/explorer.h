/*
 * explorer.h: running a problem's explorer (problems/ID/explore.c; the protocol
 * is in problems/include/explore.h) for `judge explore`: the table of small
 * positions, and a contestant's answers on the same positions.
 *
 * The explorer is one of the problem's trusted tools: built by
 * judge_build_tool (cached), run sandboxed under judge_tool_limits. When it
 * exits 2 it refused the range or a parameter: EXPLORE_USAGE with its words,
 * the caller's usage error. Any other failure (a crash, a limit, output that
 * breaks the protocol) is the problem's fault: -1 with a message, the judge's
 * failure (exit 3), never the contestant's.
 */
#ifndef ANALYSIS_EXPLORER_H
#define ANALYSIS_EXPLORER_H

#include <stddef.h>
#include <stdio.h>

#include "run/judge.h"
#include "analysis/pattern.h"
#include "util.h"

#define EXPLORE_USAGE (-2)

/* One call of the explorer: the problem, its built binary, the positions, and NAME=VALUE for every parameter. */
struct explore_call {
	const struct problem *p;
	const char *bin;
	struct span span;
	char *const *params;
	size_t nparams;
};

/*
 * The table as `judge explore` prints it: a sequence in rows of width
 * positions, each row led by its first position; a grid with its axes. With
 * marks (one per position, as explore_against gives them), the marks instead
 * of the values ('.' for the rules' answer).
 */
void explore_print_table(FILE *f, const struct table *t, char *const *axes, long width, const char *marks);

/* "n = 3" or "(a, b) = (3, 5)": position k of t. Malloc'ed. */
char *explore_position_name(const struct table *t, char *const *axes, size_t k);

/*
 * What was explored, in words: "n = 0..40; m=3; win/lose (P: the player to
 * move loses; N: wins)". params: the NAME=VALUE parameters given. Malloc'ed.
 */
char *explore_subtitle(const struct explore_spec *e, const struct table *t, const struct strv *params);

/*
 * Table mode: fills t (t->v malloc'ed; free it) and the theorem the explorer
 * declared (THEOREM_NONE and k = 0 when none). 0, EXPLORE_USAGE or -1.
 */
int explore_table(struct judge *j, const struct explore_call *c, struct table *t, enum theorem *th, long *k,
                  struct diag *d);

/*
 * The period of a sequence t (from explore_table with theorem th and its k),
 * checked to the bound of the game's periodicity theorem: when the bound lies
 * past t (and within the explorer's bounds), the explorer is asked for the
 * positions up to it, into longer (longer->v malloc'ed, NULL when not asked;
 * free it); a candidate the longer table breaks is replaced by what that table
 * shows. per and proof are what was found and how far it was checked; *checked
 * is the table they hold for (t or longer). 0, EXPLORE_USAGE or -1.
 */
int explore_period(struct judge *j, const struct explore_call *c, const struct table *t, enum theorem th, long k,
                   struct period *per, struct proof *proof, struct table *longer, const struct table **checked,
                   struct diag *d);

/* What a contestant's program answered, position by position (table order). */
struct against_result {
	struct run_outcome run; /* its run on the explorer's input */
	char *marks;            /* '=' the rules' answer, 'x' another, '?' none, '-' not asked */
	char **notes;           /* the explorer's words for each position (where, what was expected) */
	size_t n;
	size_t asked, wrong, missing;
};

/*
 * The explorer writes an input asking about the positions; the contestant's
 * program (compiled untrusted: a binary, or a runtime language's artefact run
 * by its runtime) runs on it in the sandbox under the problem's limits for
 * its language; the explorer reads its output back (whatever there is, even
 * after a failed run) and says position by position whether it is the rules'
 * answer. 0 with r filled (free with explore_against_result_free), EXPLORE_USAGE or -1.
 */
int explore_against(struct judge *j, const struct explore_call *c, const struct judge_program *contestant,
                    struct against_result *r, struct diag *d);
void explore_against_result_free(struct against_result *r);

/* The input explore_against gives the contestant, written to output: 0, EXPLORE_USAGE or -1. */
int explore_input(struct judge *j, const struct explore_call *c, const char *output, struct diag *d);

#endif
