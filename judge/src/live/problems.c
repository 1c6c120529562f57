/* problems.c: the contest's problems, loaded once by a root process (problems.h). */
#include "live/problems.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "util.h"

struct serve_problems {
	const struct contest *contest;
	const char *root;
	struct slot {
		struct problem *p;
		double failed_ms; /* when it last failed to load (monotonic_ms); 0: it has not */
		char why[sizeof((struct diag *)0)->msg];
	} * slots; /* one per contest problem */
};

struct serve_problems *serve_problems_new(const struct contest *c, const char *root)
{
	struct serve_problems *sp = xcalloc(1, sizeof *sp);
	sp->contest = c;
	sp->root = root;
	sp->slots = xcalloc(c->nproblems + 1, sizeof *sp->slots);
	return sp;
}

const struct problem *serve_problems_get(struct serve_problems *sp, const char *id, struct diag *d)
{
	for (size_t i = 0; i < sp->contest->nproblems; i++) {
		struct slot *s = &sp->slots[i];
		if (strcmp(sp->contest->problems[i].id, id) != 0)
			continue;
		if (!s->p && s->failed_ms && monotonic_ms() - s->failed_ms < SERVE_PROBLEMS_RELOAD_MS) {
			diag_set(d, "%s", s->why);
			return NULL;
		}
		if (!s->p && !(s->p = problem_load(sp->root, id, PROBLEM_NEED_DATA, d))) {
			s->failed_ms = monotonic_ms();
			str_copy(s->why, sizeof s->why, d->msg);
		}
		return s->p;
	}
	diag_set(d, "problem '%s' is not in the contest", id);
	return NULL;
}

void serve_problems_free(struct serve_problems *sp)
{
	if (!sp)
		return;
	for (size_t i = 0; i < sp->contest->nproblems; i++)
		problem_free(sp->slots[i].p);
	free(sp->slots);
	free(sp);
}
