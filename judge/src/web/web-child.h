/*
 * web-child.h: the web side's process of `judge serve`, the one the network
 * talks to, and its one handler, the router above the pages and the API.
 *
 * The supervisor (serve/supervise.h) calls web_prepare() once, as root,
 * before any child starts: the contest's view, the accounts' password hashes
 * and the user the process becomes. It then forks web_child_run(), which
 * opens the store as root, gives up root for good and is confined
 * (confine.h) before it serves one request.
 */
#ifndef WEB_WEB_CHILD_H
#define WEB_WEB_CHILD_H

#include <sys/types.h>

#include "diag.h"
#include "web/http.h"
#include "web/web.h"

struct auth;
struct contest;

/* What web_prepare() reads; every pointer must outlive the web side. */
struct web_options {
	const struct contest *pkg;
	const char *root; /* the repository: problems, languages */
	const char *user; /* the user the process becomes: "nobody" when NULL; never root */
	const char *url;  /* the address teams use, behind a proxy; NULL: this server's */
	struct serve_limits limits;
	void (*log)(const char *line); /* what the process has to say once running: one line, no newline */
	/* On a reload, the running package and its web side: an account whose password is unchanged keeps its hash. */
	const struct contest *was;
	struct auth *was_auth;
};

struct web_proc {
	struct serve app; /* the handlers' value; the supervisor sets its wake_fd and games_fd */
	uid_t uid;
	gid_t gid;
	void (*log)(const char *line);
};

/*
 * Fills w from o: the contest's view (serve_contest_build), the accounts of
 * o->pkg with their hashes, the user's ids. -1 with a message naming the
 * user or the problem and file that failed; free with web_release() either way.
 */
int web_prepare(struct web_proc *w, const struct web_options *o, struct diag *d);
void web_release(struct web_proc *w);

/*
 * The web process's body, forked by the supervisor with SIGINT and SIGTERM
 * blocked: opens the store db, drops to w's user (dying with the process
 * supervisor, even by SIGKILL), is confined, serves listen_fd until SIGINT or
 * SIGTERM, then stops. Its exit status: 0 after a stop, 3 when it could not
 * start (said through w->log).
 */
int web_child_run(struct web_proc *w, int listen_fd, const char *db, pid_t supervisor);

/* The web side's one handler (app: a struct serve): routes to the API under /api, to the pages elsewhere. */
void serve_handle(void *app, struct http_request *req, struct http_response *resp);

#endif
