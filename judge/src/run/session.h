/*
 * session.h: the one run path, shared by the files of run/ and by nothing
 * outside it (the public entry points are in judge.h). Every program the judge
 * runs under a problem's limits goes through session_run() in a session of
 * the sandbox; checkers and interactors are started with run_spec() too.
 */
#ifndef RUN_SESSION_H
#define RUN_SESSION_H

#include <stddef.h>

#include "diag.h"
#include "run/judge.h"
#include "run/sandbox.h"

/* Closes the descriptors of fds that are open (>= 0). */
void run_close_each(const int *fds, size_t n);

/* o's verdict and message, decided by verdict_decide() from what was measured. */
void run_decide(const struct limits *lim, struct run_outcome *o);

/* The sandbox settings of a run under lim. */
struct sandbox_spec run_spec(const struct limits *lim, int exe, char *const *argv, int in, int out, int err);

/* -1 with a message when the scratch space is too full to trust a program's output. */
int run_scratch_full(struct judge *j, struct diag *d);

/*
 * A worker's output and stderr files, made once and emptied before each of
 * its runs: a scratch file made and removed for every test costs the scratch
 * file system's journal twice a test, and on ext4 a file emptied and then
 * read is written back to the disk at the reader's close. So when the judge
 * reads the output itself (every checker but a custom program, which is
 * shown the output as a file of the machine), the two are memory files
 * (memfd), named by their /proc/self/fd paths. They are sealed against
 * seals (no MFD_ALLOW_SEALING), so a program cannot freeze its stdout's size
 * and fail the next run's emptying; RLIMIT_FSIZE caps them as any file. The
 * program gets a descriptor of the output, emptied and rewound before its
 * run; nothing else writes there, and a run's program is dead before its
 * outcome is read.
 */
struct run_files {
	char *out, *err; /* paths: in the judge's scratch directory, or /proc/self/fd/N */
	int out_fd, err_fd;
	int memory; /* memfds */
};

/* Makes a worker's files: memfds with memory, else files in the scratch directory; -1 with a message. */
int run_files_open(struct judge *j, struct run_files *rf, int memory, struct diag *d);
void run_files_close(struct run_files *rf);

/*
 * Runs the session's program with args (NULL: its own argv) on input, into
 * output or, with rf, into the worker's files; sanitized: its stderr is read
 * as a sanitizer's. 0 with the outcome in o, -1 with a message when the judge
 * failed.
 */
int session_run(struct judge *j, struct sandbox_session *ss, char *const *args, const char *input, const char *output,
                struct run_files *rf, const struct limits *lim, int sanitized, struct run_outcome *o, struct diag *d);

/*
 * Keeps ss, done with, for the next session_open() of a program of the same
 * kind (a compiled one, with the same root: sandbox_session_retarget()), or
 * closes it when enough are kept or it cannot last (sandbox_session_lasting:
 * opened by a thread that ends); judge_free() closes those kept. NULL is
 * accepted.
 */
void session_keep(struct judge *j, struct sandbox_session *ss);

/* Opens a session for prog (argv: its argv, NULL for its own name), or points a kept one at it; NULL with a message. */
struct sandbox_session *session_open(struct judge *j, const struct judge_program *prog, char *const *argv,
                                     const struct limits *lim, struct diag *d);

#endif
