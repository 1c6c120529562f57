/*
 * problems.h: the contest's problems as the root processes of `judge serve`
 * (the worker, the game process) load them from the repository: each at its
 * first use, then kept. A problem that does not load is read again at most
 * every SERVE_PROBLEMS_RELOAD_MS (a setter may fix it meanwhile), so that a
 * loop asking for it often does not parse it each time; meanwhile it answers
 * with the same error.
 */
#ifndef SERVE_PROBLEMS_H
#define SERVE_PROBLEMS_H

#include "diag.h"
#include "problem/problem.h"
#include "contest/contest-package.h"

#define SERVE_PROBLEMS_RELOAD_MS 10000

struct serve_problems;

/* The contest c's problems, none loaded yet, from the repository at root (both must outlive it). */
struct serve_problems *serve_problems_new(const struct contest *c, const char *root);
/* The contest's problem id; NULL with why (not the contest's, or broken). */
const struct problem *serve_problems_get(struct serve_problems *sp, const char *id, struct diag *d);
void serve_problems_free(struct serve_problems *sp);

#endif
