/*
 * supervise.h: `judge serve`'s process split, the one place that names its
 * three children (supervise.c).
 *
 * `judge serve` runs as root: it reads the contest package, opens the store,
 * binds the port, then forks three children the same way and restarts any
 * that dies: the worker (live/worker.h, keeps root for the sandbox), the game
 * process (live/games.h, root too: it runs the interactors of the games
 * played in the browser) and the web process (web/web-child.h), which drops
 * to an unprivileged user before the first request. They share only the
 * store; a pipe wakes the worker when a submission arrives, another the game
 * process after a game's start or move (both also poll, so a lost wake-up
 * only delays).
 */
#ifndef SERVE_SUPERVISE_H
#define SERVE_SUPERVISE_H

#include "diag.h"
#include "web/web.h"

struct contest;

#define SERVE_WORKERS_MAX 64

/* What serve_run() needs; the caller fills it in. */
struct serve_options {
	const struct contest *pkg;
	const char *root;   /* the repository: problems, languages */
	const char *listen; /* "ADDR:PORT" */
	const char *db;     /* the store's file */
	const char *user;   /* the HTTP process's user: "nobody" unless given */
	const char *url;    /* the address teams use, behind a proxy (contest_check_url()); NULL: this server's */
	int jobs;           /* the worker's tests run in parallel for one submission; 0: 1 */
	int workers;        /* judging workers here, 0 to SERVE_WORKERS_MAX (0: an HTTP-only node; judge worker judges) */
	struct serve_limits limits;
	/* Called once the port is bound, with the port (for tests that bind port 0). */
	void (*ready)(int port);
	/* What the processes have to say once running (a child that failed, a restart): one line, no newline. */
	void (*log)(const char *line);
};

/*
 * Runs the session until SIGINT or SIGTERM: binds the port, then a
 * supervisor (root, doing nothing else) forks the worker (root), the game
 * process (root) and the HTTP process (which opens the store, then drops to
 * the user before serving), and restarts any of them when it dies (the store makes that safe). Returns 0 after a
 * clean stop, or -1 with a message when it cannot start (the port, the user,
 * the store) or when a child dies 5 times in a row just after its start.
 */
int serve_run(const struct serve_options *o, struct diag *d);

#endif
