/*
 * web-child.c: the web side's process (web-child.h): the router, the
 * accounts and view it is prepared with, and its life: open the store as
 * root, give up root for good, be confined, serve until stopped.
 */
#include "web/web-child.h"

#include <grp.h>
#include <pwd.h>
#include <signal.h>
#include <string.h>
#include <sys/prctl.h>
#include <unistd.h>

#include "contest/contest-package.h"
#include "store/store.h"
#include "util.h"
#include "web/api.h"
#include "web/auth.h"
#include "web/confine.h"
#include "web/pages.h"
#include "web/quota.h"

/* Whether a path has a step that could climb ("..", "."), a backslash or an empty step. */
static int path_suspect(const char *path)
{
	if (path[0] != '/' || strchr(path, '\\'))
		return 1;
	for (const char *c = path; *c; c++) {
		if (*c != '/')
			continue;
		size_t n = strcspn(c + 1, "/");
		if ((n == 1 && c[1] == '.') || (n == 2 && c[1] == '.' && c[2] == '.'))
			return 1;
	}
	return 0;
}

void serve_handle(void *app, struct http_request *req, struct http_response *resp)
{
	struct serve *s = app;
	const char *path = http_path(req);
	if (path_suspect(path)) {
		http_respond_text(resp, 400, "bad path");
		return;
	}
	if (!strcmp(path, "/api") || !strncmp(path, "/api/", 5))
		api_handle(s, req, resp); /* a malformed form its 400 in JSON */
	else if (http_form_error(req))
		http_respond_text(resp, 400, http_form_error(req));
	else
		pages_handle(s, req, resp);
}

/* The user the process becomes: -1 when there is none, or it is root. */
static int web_user(struct web_proc *w, const char *user, struct diag *d)
{
	const struct passwd *pw = getpwnam(user ? user : "nobody");
	if (!pw) {
		diag_set(d, "user '%s': no such user", user ? user : "nobody");
		return -1;
	}
	if (pw->pw_uid == 0) {
		diag_set(d, "user '%s': the HTTP process must not run as root", pw->pw_name);
		return -1;
	}
	w->uid = pw->pw_uid;
	w->gid = pw->pw_gid;
	return 0;
}

/* Whether o->was holds account a with the same password: its hash can be kept. */
static int password_unchanged(const struct web_options *o, const struct contest_account *a)
{
	for (size_t i = 0; o->was && o->was_auth && i < o->was->naccounts; i++) {
		const struct contest_account *b = &o->was->accounts[i];
		if (!strcmp(b->username, a->username))
			return !b->disabled && !strcmp(b->password, a->password);
	}
	return 0;
}

/*
 * The package's accounts, hashed once: the contest's id salts the hashes, so
 * sessions outlive a restart. A reload hashes only the passwords it changed
 * (argon2id takes about 30 ms an account: 15 s for 500 teams).
 */
static int web_accounts(struct web_proc *w, const struct web_options *o, struct diag *d)
{
	w->app.auth = auth_new(o->pkg->id, d);
	if (!w->app.auth)
		return -1;
	struct auth_delays delays = AUTH_DELAYS_INIT;
	delays.first_s = o->limits.login_delay_s;
	auth_set_delays(w->app.auth, &delays);
	for (size_t i = 0; i < o->pkg->naccounts; i++) {
		const struct contest_account *a = &o->pkg->accounts[i];
		if (a->disabled)
			continue; /* no account to log in to: its sessions find none and end */
		enum auth_role role = a->type == CONTEST_TEAM    ? AUTH_TEAM
		                      : a->type == CONTEST_JUDGE ? AUTH_JUDGE
		                                                 : AUTH_ADMIN;
		if (password_unchanged(o, a) &&
		    auth_add_account_from(w->app.auth, o->was_auth, a->username, role, a->team_id) == 0)
			continue;
		if (auth_add_account(w->app.auth, a->username, a->password, role, a->team_id, d) < 0)
			return -1;
	}
	return 0;
}

int web_prepare(struct web_proc *w, const struct web_options *o, struct diag *d)
{
	*w = (struct web_proc){ .log = o->log };
	w->app.wake_fd = w->app.games_fd = w->app.package_fd = -1;
	if (web_user(w, o->user, d) < 0)
		return -1;
	w->app.pkg = o->pkg;
	w->app.limits = o->limits;
	w->app.url = o->url;
	w->app.contest = serve_contest_build(o->pkg, o->root, d);
	return w->app.contest ? web_accounts(w, o, d) : -1;
}

void web_release(struct web_proc *w)
{
	auth_free(w->app.auth);
	serve_contest_free(w->app.contest);
	w->app.auth = NULL;
	w->app.contest = NULL;
}

/* Gives up root for good: -1 with the call that failed. */
static int drop_root(uid_t uid, gid_t gid, struct diag *d)
{
	if (getuid() != 0)
		return 0; /* nothing to give up */
	if (setgroups(0, NULL) < 0 || setgid(gid) < 0 || setuid(uid) < 0) {
		diag_errno(d, "cannot drop root");
		return -1;
	}
	if (getuid() != uid || geteuid() != uid || getgid() != gid || getegid() != gid || (uid && setuid(0) == 0)) {
		diag_set(d, "cannot drop root: the ids did not change, or root came back");
		return -1;
	}
	prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0);
	return 0;
}

/*
 * The process opens the store as root, is confined (web/confine.h: an empty
 * root now, as root; Landlock and seccomp once it is nobody), and only then
 * starts libmicrohttpd's threads, which inherit every layer. The kernel
 * clears the death signal when the ids change: it is set again (the
 * supervisor may have died meanwhile: then our parent is another process,
 * and we leave at once).
 */
static int web_confine(struct web_proc *w, const char *db, pid_t supervisor, struct diag *d)
{
	w->app.store = store_open(db, 0, d);
	struct confine *c = w->app.store ? confine_prepare(db, w->app.store, d) : NULL;
	if (!c)
		return -1;
	int rc = drop_root(w->uid, w->gid, d);
	if (rc == 0) {
		if (prctl(PR_SET_PDEATHSIG, SIGKILL, 0, 0, 0) < 0 || getppid() != supervisor)
			_exit(3);
		rc = confine_apply(c, d);
	}
	if (rc == 0 && confine_missing(c)[0])
		log_printf(w->log, "http: confined without %s", confine_missing(c));
	confine_free(c);
	return rc;
}

/* Serves listen_fd until SIGTERM or SIGINT (blocked: taken by sigwait). */
static int web_serve(struct web_proc *w, int listen_fd)
{
	struct diag d;
	const struct serve_limits *sl = &w->app.limits;
	struct http_limits lim = HTTP_LIMITS_INIT;
	lim.body_max = sl->source_max * 2 + (64 << 10); /* a multipart or base64 body around the source */
	lim.per_address = (unsigned)sl->per_address;
	lim.request_s = (unsigned)sl->request_s;
	w->app.feeds = quota_new((unsigned)sl->feeds_per_address, (unsigned)sl->feeds_max);
	struct http_server *h = http_start(listen_fd, &lim, serve_handle, &w->app, &d);
	if (!h) {
		log_printf(w->log, "http: %s", d.msg);
		return 3;
	}
	sigset_t stop;
	sigemptyset(&stop);
	sigaddset(&stop, SIGTERM);
	sigaddset(&stop, SIGINT);
	int sig;
	sigwait(&stop, &sig);
	w->app.stopping = 1;
	http_stop(h);
	quota_free(w->app.feeds);
	return 0;
}

int web_child_run(struct web_proc *w, int listen_fd, const char *db, pid_t supervisor)
{
	struct diag d;
	if (web_confine(w, db, supervisor, &d) < 0) {
		log_printf(w->log, "http: %s", d.msg);
		return 3;
	}
	auth_use_store(w->app.auth, w->app.store);
	int rc = web_serve(w, listen_fd);
	store_close(w->app.store);
	return rc;
}
