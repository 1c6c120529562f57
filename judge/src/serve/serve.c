/*
 * serve.c: the front end's shared rules (the clock, a submission's checks,
 * the router) and the process split of `judge serve` (serve.h).
 */
#define _GNU_SOURCE /* pipe2 */
#include "serve/serve.h"

#include <errno.h>
#include <fcntl.h>
#include <grp.h>
#include <pwd.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <sys/prctl.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "serve/api.h"
#include "serve/clock.h"
#include "serve/confine.h"
#include "serve/contest.h"
#include "serve/games.h"
#include "serve/pages.h"
#include "serve/quota.h"
#include "store/scoreboard.h"
#include "store/store.h"
#include "util.h"

long long serve_parse_id(const char *text)
{
	size_t n = text ? strspn(text, "0123456789") : 0;
	if (n == 0 || n > 18 || text[n] || text[0] == '0')
		return 0;
	return strtoll(text, NULL, 10);
}

const struct serve_problem *serve_problem(const struct serve *s, const char *id)
{
	for (size_t i = 0; id && i < s->contest->nproblems; i++)
		if (!strcmp(s->contest->problems[i].id, id))
			return &s->contest->problems[i];
	return NULL;
}

const struct serve_team *serve_team(const struct serve *s, const char *id)
{
	for (size_t i = 0; id && i < s->contest->nteams; i++)
		if (!strcmp(s->contest->teams[i].id, id))
			return &s->contest->teams[i];
	return NULL;
}

const struct serve_language *serve_language(const struct serve *s, const char *id)
{
	for (size_t i = 0; id && i < s->contest->nlanguages; i++)
		if (!strcmp(s->contest->languages[i].id, id))
			return &s->contest->languages[i];
	return NULL;
}

static long long state(struct serve *s, const char *name)
{
	long long v = 0;
	struct diag d;
	return store_state_get(s->store, name, &v, &d) == 1 ? v : 0;
}

/* The clock as the package schedules it and the store records it. */
static void clock_state_of(struct serve *s, struct clock_state *st)
{
	*st = (struct clock_state){ .scheduled_ms = s->contest->start_ms,
		                    .started_ms = state(s, "start_ms"),
		                    .ended_ms = state(s, "end_ms"),
		                    .thawed_ms = state(s, "thaw_ms"),
		                    .duration_ms = s->contest->duration_ms,
		                    .freeze_ms = s->contest->freeze_ms };
}

/*
 * contest.yaml's start_time, once past, is recorded as the start (clock.h):
 * from then on an edited start_time cannot move the contest. Done by whoever
 * reads the clock first; the store records it once.
 */
static void record_scheduled_start(struct store *store, const struct clock_state *st, long long now)
{
	char what[256];
	struct diag d;
	if (clock_startup(st, now, what, sizeof what) == CLOCK_STARTUP_RECORD)
		store_clock_set(store, "start_ms", st->scheduled_ms, "start", "contest.yaml", what, &d);
}

/* One read of the store: the API asks it once per submission it lists. */
long long serve_start_ms(struct serve *s)
{
	struct clock_state st = { .scheduled_ms = s->contest->start_ms, .started_ms = state(s, "start_ms") };
	if (!st.started_ms && st.scheduled_ms)
		record_scheduled_start(s->store, &st, store_now_ms());
	return clock_start(&st);
}

long long serve_end_ms(struct serve *s)
{
	struct clock_state st;
	clock_state_of(s, &st);
	return clock_end(&st);
}

int serve_clock_act(struct serve *s, const char *action, const char *who, char *msg, size_t size)
{
	enum clock_action a;
	if (clock_action_parse(action, &a) < 0) {
		snprintf(msg, size, "action: expected 'start', 'end' or 'thaw'");
		return 400;
	}
	struct clock_state st;
	long long now = store_now_ms();
	serve_start_ms(s); /* a start_time that has passed is recorded first */
	clock_state_of(s, &st);
	int status = clock_decide(&st, a, now, msg, size);
	if (status)
		return status;
	struct diag d;
	int rc = store_clock_set(s->store, clock_state_name(a), now, clock_action_name(a), who, msg, &d);
	if (rc == 0) /* another member of the jury was quicker: the act is done, once */
		snprintf(msg, size, "the clock's '%s' was recorded a moment ago already", clock_action_name(a));
	else if (rc < 0)
		snprintf(msg, size, "%s", d.msg);
	return rc > 0 ? 0 : rc == 0 ? 409 : 500;
}

int serve_clock_startup(struct store *store, const struct contest *pkg, char *line, size_t size, struct diag *d)
{
	long long started = 0;
	if (store_state_get(store, "start_ms", &started, d) < 0)
		return -1;
	struct clock_state st = { .scheduled_ms = pkg->start_ms, .started_ms = started };
	enum clock_startup_step step = clock_startup(&st, store_now_ms(), line, size);
	if (step == CLOCK_STARTUP_RECORD &&
	    store_clock_set(store, "start_ms", st.scheduled_ms, "start", "contest.yaml", line, d) < 0)
		return -1;
	return step == CLOCK_STARTUP_SAY;
}

int serve_started(struct serve *s)
{
	long long start = serve_start_ms(s);
	return start && store_now_ms() >= start;
}

long long serve_freeze_ms(struct serve *s)
{
	long long end = serve_end_ms(s), now = store_now_ms();
	if (!end || !s->contest->freeze_ms || state(s, "thaw_ms"))
		return 0;
	long long freeze = serve_start_ms(s) + s->contest->duration_ms - s->contest->freeze_ms;
	return now >= freeze ? freeze : 0;
}

int serve_https(const struct serve *s)
{
	return s->url && !strncasecmp(s->url, "https://", 8);
}

const char *serve_peer(const struct serve *s, const struct http_request *req)
{
	const char *peer = http_peer(req);
	const char *xff = http_header(req, "X-Forwarded-For");
	if (!s->url || !xff || (strcmp(peer, "127.0.0.1") && strcmp(peer, "::1")))
		return peer;
	/* The proxy appends the address it saw: the last entry, without spaces. */
	const char *last = strrchr(xff, ',');
	last = last ? last + 1 : xff;
	while (*last == ' ')
		last++;
	return *last ? last : peer;
}

void serve_wake(struct serve *s)
{
	if (s->wake_fd >= 0) {
		/* Non-blocking: a full pipe already holds a wake-up. */
		ssize_t n = write(s->wake_fd, "w", 1);
		(void)n;
	}
}

const char *serve_clics_verdict(const char *verdict)
{
	return !strcmp(verdict, "RE") ? "RTE" : verdict;
}

long long serve_submit(struct serve *s, const char *team_id, const char *problem_id, const char *language,
                       const struct store_file *files, size_t nfiles, int *status, long *retry, struct diag *d)
{
	*retry = 0;
	*status = 400;
	if (!serve_team(s, team_id)) {
		*status = 403;
		diag_set(d, "only a team submits");
		return -1;
	}
	if (!serve_problem(s, problem_id)) {
		diag_set(d, "problem: no such problem '%s'", problem_id);
		return -1;
	}
	if (!serve_language(s, language)) {
		diag_set(d, "language: no such language '%s'", language);
		return -1;
	}
	size_t total = 0;
	for (size_t i = 0; i < nfiles; i++)
		total += files[i].len;
	if (!nfiles || !total) {
		diag_set(d, "the submission is empty");
		return -1;
	}
	if (total > s->limits.source_max) {
		*status = 413;
		diag_set(d, "the submission has %zu bytes, over the limit of %zu", total, s->limits.source_max);
		return -1;
	}
	long long now = store_now_ms(), start = serve_start_ms(s), end = serve_end_ms(s);
	/* After the end, upsolving (training.upsolve): judged as any other, counted apart by the scoreboard. */
	if (!start || now < start || (now >= end && !s->pkg->upsolve)) {
		*status = 403;
		diag_set(d, "%s", !start || now < start ? "the contest has not started" : "the contest is over");
		return -1;
	}
	char key[128];
	snprintf(key, sizeof key, "submit:%s", team_id);
	*retry = auth_rate_take(s->auth, key, s->limits.submit_burst, s->limits.submit_per_minute);
	if (*retry) {
		*status = 429;
		diag_set(d, "too many submissions: wait %ld s", *retry);
		return -1;
	}
	struct store_submission sub = { .time_ms = now, .files = (struct store_file *)files, .nfiles = nfiles };
	str_copy(sub.team_id, sizeof sub.team_id, team_id);
	str_copy(sub.problem_id, sizeof sub.problem_id, problem_id);
	str_copy(sub.language, sizeof sub.language, language);
	long long id = store_submission_add(s->store, &sub, d);
	if (id < 0) {
		*status = 500;
		return -1;
	}
	serve_wake(s);
	return id;
}

int serve_board_subs(struct serve *s, struct serve_board_subs *out, struct diag *d)
{
	*out = (struct serve_board_subs){ 0 };
	size_t n = 0;
	if (store_submissions_list(s->store, NULL, &out->subs, &n, d) < 0)
		return -1;
	if (store_judgements_list(s->store, NULL, &out->js, &out->nj, d) < 0) {
		store_submissions_free(out->subs, n);
		return -1;
	}
	out->n = n;
	out->v = xcalloc(n + 1, sizeof *out->v);
	/* A plain search: 600 submissions by 600 judgements is well under a millisecond. */
	for (size_t i = 0; i < n; i++) {
		const struct store_submission *sub = &out->subs[i];
		out->v[i] = (struct scoreboard_sub){ sub->team_id, sub->problem_id, sub->time_ms, NULL };
		for (size_t k = 0; k < out->nj; k++)
			if (out->js[k].submission_id == sub->id && out->js[k].valid)
				out->v[i].verdict = out->js[k].verdict;
	}
	return 0;
}

void serve_board_subs_free(struct serve_board_subs *b)
{
	free(b->v);
	store_submissions_free(b->subs, b->n);
	store_judgements_free(b->js, b->nj);
	*b = (struct serve_board_subs){ 0 };
}

int serve_scoreboard(struct serve *s, int jury, struct scoreboard *out, struct scoreboard_clock *clk, struct diag *d)
{
	struct serve_board_subs b;
	if (serve_board_subs(s, &b, d) < 0)
		return -1;
	*clk = scoreboard_clock_of(s->pkg, state(s, "start_ms"), state(s, "end_ms"), state(s, "thaw_ms"),
	                           store_now_ms(), jury);
	scoreboard_compute(s->pkg, clk, b.v, b.n, out);
	serve_board_subs_free(&b);
	/* Before the start the public's board has no columns: the problem set is not shown (the rows keep their cells
	 * for scoreboard_free). */
	if (!jury && !clk->start_ms)
		out->ncells = 0;
	return 0;
}

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
		api_handle(s, req, resp);
	else
		pages_handle(s, req, resp);
}

/* ---- the process split ---- */

/*
 * How this works. The supervisor is the process `judge serve` started, root.
 * It reads what never changes (the package's view, the accounts' hashes),
 * binds the port, makes the wake-up pipes, and forks three children: the
 * worker (keeps root: the sandbox needs it), the game process (root too: it
 * runs the interactors of the games played in the browser, games.h) and the
 * HTTP process, which opens the
 * store while still root (SQLite keeps its files open), then gives up root
 * for good (setgroups, setgid, setuid, each checked, and no way back) before
 * it serves one request. The supervisor then only waits: for SIGINT or
 * SIGTERM, passed on to all, or for a child's death, after which it starts
 * that child again (the store holds everything; the worker releases what its
 * dead self had claimed). The children die with the supervisor, even by
 * SIGKILL (PR_SET_PDEATHSIG), so a restarted server never meets the old one's.
 */

struct split {
	const struct serve_options *o;
	struct serve app;
	int listen_fd, wake_r, wake_w;
	int games_r, games_w; /* the game process's wake-up pipe */
	pid_t supervisor;
	uid_t uid;
	gid_t gid;
	sigset_t old_mask;
};

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
 * A child must not outlive the supervisor, not even one killed with SIGKILL:
 * an orphaned worker beside the restarted server's would judge a submission
 * twice (the new worker releases what the old one claimed), and an orphaned
 * HTTP process keeps the port. SIGKILL, not SIGTERM: a worker stopped by
 * SIGTERM finishes the submission it judges first. The supervisor may have
 * died before the prctl took hold: then our parent is already another
 * process, and we leave at once. Called again after dropping root, since
 * the kernel clears the setting when the ids change.
 */
static void die_with_supervisor(const struct split *sp)
{
	if (prctl(PR_SET_PDEATHSIG, SIGKILL, 0, 0, 0) < 0 || getppid() != sp->supervisor)
		_exit(3);
}

/*
 * The HTTP process opens the store as root, is confined (serve/confine.h:
 * an empty root now, as root; Landlock and seccomp once it is nobody), and
 * only then starts libmicrohttpd's threads, which inherit every layer.
 */
static int http_confine(struct split *sp, struct diag *d)
{
	sp->app.store = store_open(sp->o->db, 0, d);
	struct confine *c = sp->app.store ? confine_prepare(sp->o->db, sp->app.store, d) : NULL;
	if (!c)
		return -1;
	int rc = drop_root(sp->uid, sp->gid, d);
	if (rc == 0) {
		die_with_supervisor(sp);
		rc = confine_apply(c, d);
	}
	if (rc == 0 && confine_missing(c)[0])
		log_printf(sp->o->log, "http: confined without %s", confine_missing(c));
	confine_free(c);
	return rc;
}

static int http_child(struct split *sp)
{
	struct diag d;
	close(sp->wake_r);
	close(sp->games_r);
	if (http_confine(sp, &d) < 0) {
		log_printf(sp->o->log, "http: %s", d.msg);
		return 3;
	}
	auth_use_store(sp->app.auth, sp->app.store);
	const struct serve_limits *sl = &sp->o->limits;
	struct http_limits lim = HTTP_LIMITS_INIT;
	lim.body_max = sl->source_max * 2 + (64 << 10); /* a multipart or base64 body around the source */
	lim.per_address = (unsigned)sl->per_address;
	lim.request_s = (unsigned)sl->request_s;
	sp->app.feeds = quota_new((unsigned)sl->feeds_per_address, (unsigned)sl->feeds_max);
	struct http_server *h = http_start(sp->listen_fd, &lim, serve_handle, &sp->app, &d);
	if (!h) {
		log_printf(sp->o->log, "http: %s", d.msg);
		return 3;
	}
	sigset_t stop;
	sigemptyset(&stop);
	sigaddset(&stop, SIGTERM);
	sigaddset(&stop, SIGINT);
	int sig;
	sigwait(&stop, &sig);
	sp->app.stopping = 1;
	http_stop(h);
	quota_free(sp->app.feeds);
	store_close(sp->app.store);
	return 0;
}

/* The children, by their index in the supervisor's tables. */
enum { KID_WORKER, KID_HTTP, KID_GAMES, NKIDS };

static volatile sig_atomic_t games_stop;

static void on_games_stop(int sig)
{
	(void)sig;
	games_stop = 1;
}

/* The game process's body: its own store, then serve_games_run() until SIGTERM or SIGINT. */
static int games_child(struct split *sp)
{
	struct diag d;
	close(sp->listen_fd);
	close(sp->wake_r), close(sp->wake_w), close(sp->games_w);
	struct sigaction sa = { .sa_handler = on_games_stop };
	sigaction(SIGTERM, &sa, NULL);
	sigaction(SIGINT, &sa, NULL);
	sigprocmask(SIG_SETMASK, &sp->old_mask, NULL);
	struct store *st = store_open(sp->o->db, 0, &d);
	struct serve_games_opts go = {
		.idle_ms = sp->o->limits.play_idle_ms, .wake_fd = sp->games_r, .stop = &games_stop, .log = sp->o->log
	};
	int rc = st ? serve_games_run(st, sp->o->pkg, sp->o->root, &go, &d) : -1;
	if (rc < 0)
		log_printf(sp->o->log, "games: %s", d.msg);
	store_close(st);
	return rc < 0 ? 3 : 0;
}

static pid_t spawn(struct split *sp, int kid)
{
	pid_t pid = fork();
	if (pid != 0)
		return pid;
	die_with_supervisor(sp);
	int rc;
	if (kid == KID_WORKER) {
		close(sp->listen_fd);
		close(sp->wake_w);
		close(sp->games_r), close(sp->games_w);
		sigprocmask(SIG_SETMASK, &sp->old_mask, NULL);
		rc = sp->o->worker(sp->o->worker_cls, sp->o->db, sp->wake_r);
	} else if (kid == KID_GAMES) {
		rc = games_child(sp);
	} else {
		rc = http_child(sp);
	}
	_exit(rc);
}

#define QUICK_DEATHS 5 /* a child that dies this many times in a row within QUICK_S of its start is given up */
#define QUICK_S      3

/* Restarts child k after its death; -1 when it keeps dying at once (then d says which). */
static int restart(struct split *sp, pid_t *kids, time_t *started, int *quick, int k, int status, struct diag *d)
{
	const char *name = k == KID_HTTP ? "http" : k == KID_GAMES ? "games" : "worker";
	int sig = WIFSIGNALED(status);
	quick[k] = time(NULL) - started[k] < QUICK_S ? quick[k] + 1 : 0;
	if (quick[k] >= QUICK_DEATHS) {
		diag_set(d, "the %s process ended %d times in a row just after it started (last: %s %d)", name,
		         quick[k], sig ? "signal" : "status", sig ? WTERMSIG(status) : WEXITSTATUS(status));
		return -1;
	}
	/* SIGSYS: the HTTP process's seccomp filter killed it (serve/confine.h): a bug or an attack, said so. */
	log_printf(sp->o->log, "%s process %d ended (%s %d%s): starting it again", name, (int)kids[k],
	           sig ? "signal" : "status", sig ? WTERMSIG(status) : WEXITSTATUS(status),
	           sig && WTERMSIG(status) == SIGSYS ? ", a forbidden system call" : "");
	if (quick[k])
		sleep(1); /* not in a tight loop */
	started[k] = time(NULL);
	kids[k] = spawn(sp, k);
	return 0;
}

/* Waits for a stop signal, restarting a child that died; 0 after a clean stop, -1 when a child cannot live. */
static int supervise(struct split *sp, struct diag *d)
{
	sigset_t set;
	sigemptyset(&set);
	sigaddset(&set, SIGINT);
	sigaddset(&set, SIGTERM);
	sigaddset(&set, SIGCHLD);
	pid_t kids[NKIDS] = { spawn(sp, KID_WORKER), spawn(sp, KID_HTTP), spawn(sp, KID_GAMES) };
	time_t started[NKIDS] = { time(NULL), time(NULL), time(NULL) };
	int quick[NKIDS] = { 0 }, rc = 0;
	while (!rc) {
		siginfo_t si;
		if (sigwaitinfo(&set, &si) < 0)
			continue;
		if (si.si_signo != SIGCHLD)
			break;
		int status;
		for (pid_t pid; !rc && (pid = waitpid(-1, &status, WNOHANG)) > 0;)
			for (int k = 0; k < NKIDS; k++)
				if (pid == kids[k] && restart(sp, kids, started, quick, k, status, d) < 0) {
					kids[k] = -1;
					rc = -1;
				}
	}
	for (int k = 0; k < NKIDS; k++)
		if (kids[k] > 0)
			kill(kids[k], SIGTERM);
	for (int k = 0; k < NKIDS; k++)
		if (kids[k] > 0)
			waitpid(kids[k], NULL, 0);
	return rc;
}

/* What never changes, made once before the children start: the view and the accounts. */
static int prepare(struct split *sp, struct diag *d)
{
	const struct serve_options *o = sp->o;
	const struct passwd *pw = getpwnam(o->user ? o->user : "nobody");
	if (!pw) {
		diag_set(d, "user '%s': no such user", o->user ? o->user : "nobody");
		return -1;
	}
	if (pw->pw_uid == 0) {
		diag_set(d, "user '%s': the HTTP process must not run as root", pw->pw_name);
		return -1;
	}
	sp->uid = pw->pw_uid;
	sp->gid = pw->pw_gid;
	sp->app.pkg = o->pkg;
	sp->app.limits = o->limits;
	sp->app.url = o->url;
	sp->app.contest = serve_contest_build(o->pkg, o->root, d);
	/* The contest's id salts the password hashes: the same at every start, so sessions outlive a restart. */
	sp->app.auth = sp->app.contest ? auth_new(o->pkg->id, d) : NULL;
	if (!sp->app.auth)
		return -1;
	struct auth_delays delays = AUTH_DELAYS_INIT;
	delays.first_s = o->limits.login_delay_s;
	auth_set_delays(sp->app.auth, &delays);
	for (size_t i = 0; i < o->pkg->naccounts; i++) {
		const struct contest_account *a = &o->pkg->accounts[i];
		enum auth_role role = a->type == CONTEST_TEAM    ? AUTH_TEAM
		                      : a->type == CONTEST_JUDGE ? AUTH_JUDGE
		                                                 : AUTH_ADMIN;
		if (auth_add_account(sp->app.auth, a->username, a->password, role, a->team_id, d) < 0)
			return -1;
	}
	/* The store is made (and migrated) once here, as root, before either child opens it. */
	struct store *st = store_open(o->db, 0, d);
	if (!st)
		return -1;
	char line[512];
	int say = serve_clock_startup(st, o->pkg, line, sizeof line, d);
	store_close(st);
	if (say > 0 && o->log)
		o->log(line); /* which start wins, when the store's and contest.yaml's disagree */
	return say < 0 ? -1 : 0;
}

/* A pipe that wakes a root process: the front end writes a byte without ever blocking. */
static int wake_pipe(int *r, int *w, struct diag *d)
{
	int fds[2];
	if (pipe2(fds, O_CLOEXEC) < 0) {
		diag_errno(d, "pipe");
		return -1;
	}
	*r = fds[0];
	*w = fds[1];
	fcntl(*w, F_SETFL, O_NONBLOCK);
	return 0;
}

int serve_run(const struct serve_options *o, struct diag *d)
{
	struct split sp = { .o = o,
		            .listen_fd = -1,
		            .wake_r = -1,
		            .wake_w = -1,
		            .games_r = -1,
		            .games_w = -1,
		            .supervisor = getpid() };
	int rc = -1;
	if (prepare(&sp, d) < 0)
		goto out;
	sp.listen_fd = http_listen(o->listen, d);
	if (sp.listen_fd < 0)
		goto out;
	if (wake_pipe(&sp.wake_r, &sp.wake_w, d) < 0 || wake_pipe(&sp.games_r, &sp.games_w, d) < 0)
		goto out;
	sp.app.wake_fd = sp.wake_w;
	sp.app.games_fd = sp.games_w;
	if (o->ready)
		o->ready(http_port(sp.listen_fd));
	sigset_t set;
	sigemptyset(&set);
	sigaddset(&set, SIGINT);
	sigaddset(&set, SIGTERM);
	sigaddset(&set, SIGCHLD);
	sigprocmask(SIG_BLOCK, &set, &sp.old_mask);
	rc = supervise(&sp, d);
	sigprocmask(SIG_SETMASK, &sp.old_mask, NULL);
out:
	if (sp.listen_fd >= 0)
		close(sp.listen_fd);
	if (sp.wake_r >= 0)
		close(sp.wake_r), close(sp.wake_w);
	if (sp.games_r >= 0)
		close(sp.games_r), close(sp.games_w);
	auth_free(sp.app.auth);
	serve_contest_free(sp.app.contest);
	return rc;
}
