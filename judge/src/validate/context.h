/*
 * context.h: what validate's steps share (validate/ only). One context serves
 * our problems and packages alike: the problem to prove (a package's is the
 * one package_load() builds), the programs the tools step built, and the
 * source's own parts (pkg: how a package names its validators, its
 * submissions and its rules; NULL for one of ours). A step is a function
 * over the context that fills its struct step; pipeline.c's tables list them.
 */
#ifndef VALIDATE_CONTEXT_H
#define VALIDATE_CONTEXT_H

#include <pthread.h>
#include <stdatomic.h>
#include <stddef.h>

#include "package/judging.h"
#include "package/kattis.h"
#include "problem/problem.h"
#include "validate/step.h"
#include "validate/pipeline.h"

struct judge;
struct judge_tools;
struct run_outcome;
struct limits;

struct vctx {
	struct judge *j;
	const struct validate_opts *opts;
	const char *id;      /* our problem's id, or the package's folder */
	struct problem *own; /* our problem, loaded by the manifest step */
	int from_package;    /* the source: a package (validate_package) or one of ours */
	struct package *pkg; /* the package, once the package step loaded it */
	const struct problem *p;
	/* Built by the tools step: NULL when absent or when it did not compile. */
	char *solver, *brute, *gen, *checker;
	struct package_tool *validators; /* ours: its one validator; a package: its input validators */
	size_t nvalidators;
	struct step *step; /* the step running */
	int stop;          /* the steps after this one cannot run */
	int broken;        /* a package's own programs do not compile */
	/* answers: the reference's slowest test */
	pthread_mutex_t lock;
	long slowest_ms;
	char slowest_name[96];
	unsigned char *brute_pick; /* --quick: the brute tests taken (NULL: all) */
	/* A package's validators run in all at most budget_ms of real time (programs.c). */
	long budget_ms;
	atomic_long spent_ms;
	atomic_int over;
};

/* programs.c: the programs built; a needed one that fails stops what follows */
void step_tools(struct vctx *c, struct step *s);
/* The input validators (ours or the package's k-th): 1 accepts, 0 rejects (why in msg), -1 the judge or the validator failed. */
int validate_run_validator(struct vctx *c, struct judge_tools *tools, size_t k, const char *input, char **args,
                           char *msg, size_t size);
/* The real time a package's validators may run in all (JUDGE_TOOL_BUDGET_MS, or 30 min). */
long validate_tool_budget_ms(void);
/* Runs a solver; on success returns 0 with its output in *out (scratch, caller unlinks). */
int validate_solve(struct vctx *c, struct judge_tools *tools, const char *bin, const char *input,
                   const struct limits *lim, char **out, struct run_outcome *o, char *msg, size_t size);

/* inputs.c: the input validators, and answers judged by the reference or the checker */
void step_inputs(struct vctx *c, struct step *s);
void step_broken(struct vctx *c, struct step *s);
void step_answers(struct vctx *c, struct step *s);
void step_interactions(struct vctx *c, struct step *s);
void step_checker(struct vctx *c, struct step *s);

/* crosscheck.c: the reference against the brute force, and both sanitized */
void step_brute(struct vctx *c, struct step *s);
void step_stress(struct vctx *c, struct step *s);
void step_boundary(struct vctx *c, struct step *s);
void step_sanitize(struct vctx *c, struct step *s);

/* submissions.c: every sample submission meets its folder's rule */
void step_submissions(struct vctx *c, struct step *s);

#endif
