/*
 * worker.h: the judging worker of `judge serve`.
 *
 * The worker is the half of the server that keeps root, for the sandbox, and
 * never speaks HTTP: it talks to the front end only through the store. Its
 * loop claims the oldest waiting submission (store_claim), writes the
 * submission's files into a private scratch folder, judges the entry point
 * with the core (judge_submission(), stopping at the first rejected test
 * unless contest.yaml says training.all_tests), and records the verdict with
 * every test's run in one transaction (store_judgement_complete). When
 * nothing waits, it sleeps until the front end writes to wake_fd (a pipe or
 * an eventfd: any byte wakes it) or poll_ms pass, whichever comes first.
 *
 * Why both: the descriptor makes a new submission's judging start at once,
 * with no polling delay; the poll (200 ms by default, one indexed query) is
 * what makes a lost wake-up harmless and lets the worker find work nobody
 * announced, such as a front end restarted after kill -9 whose pipe is a new
 * one, or a rejudge. Either alone would do; together they are fast and
 * robust. While nothing waits and opts.explore is set, the worker does the
 * session's explore work one piece at a time (live/explore-work.h), looking for
 * submissions between pieces.
 *
 * A store whose connection breaks (PostgreSQL restarted, a network cut, the
 * worker's backend ended: store_lost()) does not end the worker: it makes the
 * connection again, trying with a growing pause (100 ms doubling up to 5 s),
 * each try said through o.log with the reason, for reconnect_ms at most, and
 * then redoes the whole transaction that broke. A claim is claimed again; the
 * final write is written again, the judgement with its runs in one
 * transaction, only while the worker still holds its claim: one reaped
 * meanwhile (another worker judges it) is dropped, said through o.log, so
 * exactly one judgement of the submission counts. After reconnect_ms the loop
 * gives up with a message saying so.
 *
 * On start the worker releases every judgement it had claimed and not
 * finished (store_release): a worker killed while judging loses nothing, and
 * each such submission is judged again. A submission is finished or not at
 * all, so none is ever judged twice to the end.
 */
#ifndef SERVE_WORKER_H
#define SERVE_WORKER_H

#include <signal.h>

#include "diag.h"
#include "contest/contest-package.h"
#include "store/store.h"
#include "store/store.h"

struct serve_worker_opts {
	const char *name;  /* claimed_by in the store; NULL: "worker" */
	int wake_fd;       /* readable when there is new work (the front end writes a byte); -1: none */
	long poll_ms;      /* look at the store at least this often when idle; 0: 200 */
	int jobs;          /* tests run in parallel for one submission; 0: 1 */
	long max_judged;   /* return after judging this many submissions (tests, the bench); 0: never */
	int until_idle;    /* return as soon as nothing waits (tests, the bench) */
	int explore;       /* when nothing waits, do explore work (live/explore-work.h); not with until_idle */
	long reconnect_ms; /* how long to try making a broken store connection again before giving up; 0: 60 s */
	/* When set (by a signal handler), the loop returns after the submission it is judging. */
	volatile sig_atomic_t *stop;
	/* Called after each judgement is stored (may be NULL): for a log line. */
	void (*judged)(void *ctx, const struct store_submission *sub, const char *verdict, long long judge_ms);
	void *ctx;
	/* What it has to say (a problem it refuses: its copy's digest is not the server's); may be NULL. */
	void (*log)(const char *line);
};

struct serve_worker;

/*
 * A worker judging the problems of contest c (their manifests and test data
 * under root) from store s; both must outlive it. NULL with a message when
 * the judge cannot start (no sandbox, no language table).
 */
struct serve_worker *serve_worker_new(struct store *s, const struct contest *c, const char *root,
                                      const struct serve_worker_opts *o, struct diag *d);
void serve_worker_free(struct serve_worker *w);

/* What a step of the worker came to (serve_worker_step()). */
enum serve_step_outcome {
	/* The store or the judge failed: the judgement claimed, if any, stays unfinished, to be released;
	 * store_lost() says whether the connection broke. */
	SERVE_STEP_FAILED = -1,
	SERVE_STEP_IDLE = 0,   /* nothing waits */
	SERVE_STEP_JUDGED = 1, /* one was judged: its judgement and runs are committed */
	/* Its verdict was dropped because its claim was lost while the store's connection was made again: another
	 * worker's judgement counts, not one this worker judged, in the loop's count nor in its row's
	 * (store_worker_beat()). */
	SERVE_STEP_DROPPED = 2,
};

/*
 * Claims and judges one submission; what came of it, or SERVE_STEP_FAILED
 * with a message.
 * A submission the judge cannot judge (a problem not in the contest, a file
 * name with a '/') is judged JE with the reason; one it refuses to compile
 * (an unknown language, a file over the size limit) is CE with the reason
 * as its compile log. Neither is an error of the worker.
 */
enum serve_step_outcome serve_worker_step(struct serve_worker *w, struct diag *d);

/*
 * The loop: releases this worker's unfinished judgements, then judges until
 * *stop is set, or max_judged, or idle with until_idle. Returns the number of
 * submissions judged (verdicts dropped are none), or -1 with a message when the store failed.
 */
long serve_worker_loop(struct serve_worker *w, struct diag *d);

/* serve_worker_new(), serve_worker_loop() and serve_worker_free(): what `judge serve` forks. */
long serve_worker_run(struct store *s, const struct contest *c, const char *root, const struct serve_worker_opts *o,
                      struct diag *d);

/*
 * The worker's process as the supervisor forks it (serve/supervise.h), with
 * signals blocked: SIGTERM and SIGINT stop it (o->stop is set here; after the submission it
 * judges), the signal mask becomes mask, then serve_worker_run() on a store
 * of its own opened on db. Its exit status: 0 after a stop, 3
 * (EXIT_JUDGE_FAILED) when the store or the judging failed, said through log.
 */
int serve_worker_process(const struct contest *c, const char *root, const char *db, struct serve_worker_opts *o,
                         const sigset_t *mask, void (*log)(const char *line));

#endif
