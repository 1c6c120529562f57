/*
 * checker-program.h: how a checker program or an interactor is called and how its
 * failures read, shared by checker-program.c and interact.c and by nothing outside
 * run/ (the public entry points are in judge.h).
 */
#ifndef RUN_CHECKER_PROGRAM_H
#define RUN_CHECKER_PROGRAM_H

#include <stddef.h>

#include "diag.h"
#include "problem/problem.h"
#include "run/checker.h"
#include "run/sandbox.h"
#include "util.h"

struct judge;

/*
 * A checker's or an interactor's call: its command line, the files bound in
 * its root, and its scratch files (what it writes on stdout, or its record;
 * its stderr; Kattis' feedback directory with judgemessage.txt).
 */
struct checker_call {
	int kattis;                                   /* Kattis' convention, else testlib's */
	char *outpath, *errpath, *feedback, *msgpath; /* errpath NULL: none kept; feedback, msgpath: Kattis only */
	struct strv argv;
	struct sandbox_bind binds[4];
	size_t nbinds;
};

/* Names c's scratch files (out_name, err_name: what they hold; err_name may be NULL); makes none. */
void checker_call_init(struct judge *j, const struct checker_spec *spec, const char *out_name, const char *err_name,
               struct checker_call *c);
/* Removes c's scratch files and frees it. */
void checker_call_free(struct checker_call *c);
/* The sandbox of c's run under lim, on in, out and err; its feedback directory bounded by bound_mb. */
struct sandbox_spec checker_call_spec(const struct checker_call *c, const struct limits *lim, int exe, int in, int out, int err,
                              long bound_mb);

/* Why an exit status means a checker or interactor failed, for its message. */
const char *checker_exit_hint(enum checker_convention conv, int code, const char *note);

/*
 * The Kattis convention's command line and its feedback directory (made
 * here, with msgpath inside it) into argv, binds[2] and binds[3]; -1 with a
 * message.
 */
int checker_kattis_call(const struct checker_spec *spec, const char *feedback, const char *msgpath, struct sandbox_bind *binds,
                struct strv *argv, struct diag *d);

/*
 * A Kattis validator may keep what it reads in its feedback directory (our
 * exported testlib checkers do): it may write FEEDBACK_MB, plus the size of
 * the output it judges, in all. Its root (which holds /feedback) is made one
 * MiB larger, so that going over is seen in what the root holds at the end:
 * then the run is the judge's failure, whatever the validator answered.
 */
#define FEEDBACK_MB 16

/* What a validator may write to its feedback directory judging output_bytes, in MiB. */
long checker_feedback_bound_mb(long long output_bytes);
/* Sizes the run's root so that going over bound_mb shows (checker_feedback_over). */
void checker_feedback_bound(struct sandbox_spec *sp, long bound_mb);
int checker_feedback_over(const struct sandbox_result *sr, long bound_mb);

/* The checker's words: the start of a file, trailing whitespace dropped. */
void checker_words(const char *path, char *buf, size_t size);

/* Closes the checker sessions j's worker threads kept (checker-program.c); judge_free() calls it. */
void checker_sessions_end(struct judge *j);

#endif
