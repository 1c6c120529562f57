/*
 * supervise.c: the process split of `judge serve` (supervise.h), the only
 * file that names its three children.
 *
 * How this works. The supervisor is the process `judge serve` started, root.
 * It reads what never changes (the web side's view and the accounts' hashes,
 * web_prepare()), makes the store once, binds the port, makes the wake-up
 * pipes, and forks three children the same way (spawn(): its own
 * descriptors kept, every other closed, then its body from the table kids[]):
 * the worker (keeps root: the sandbox needs it), the game process (root too:
 * it runs the interactors of the games played in the browser) and the web
 * process, which opens the store while still root (SQLite keeps its files
 * open), then gives up root for good (setgroups, setgid, setuid, each
 * checked, and no way back) before it serves one request. The supervisor
 * then only waits: for SIGINT or SIGTERM, passed on to all, or for a child's
 * death, after which it starts that child again (the store holds everything;
 * the worker releases what its dead self had claimed). The children die with
 * the supervisor, even by SIGKILL (PR_SET_PDEATHSIG), so a restarted server
 * never meets the old one's.
 *
 * The supervisor alone writes the contest package (serve/reload.h): the web
 * process, confined, records the jury's change in the store and writes a
 * byte to a pipe; the supervisor (woken by it, or by SIGHUP: one signalfd and
 * the pipe polled together) writes the files, loads the package again and,
 * when it can be applied, stops every child and starts it again on the new
 * package.
 */
#define _GNU_SOURCE /* pipe2 */
#include "serve/supervise.h"

#include <fcntl.h>
#include <poll.h>
#include <stdio.h>
#include <signal.h>
#include <sys/signalfd.h>
#include <sys/prctl.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "contest/contest-package.h"
#include "live/digest.h"
#include "live/games.h"
#include "live/worker.h"
#include "run/game.h"
#include "serve/reload.h"
#include "store/store.h"
#include "util.h"
#include "web/rules.h"
#include "web/web-child.h"

_Static_assert(WEB_MOVE_MAX == GAME_MOVE_MAX, "a move the web side takes is one the game process takes");

/* The descriptors the supervisor makes, each kept by the children that use it. */
enum { FD_LISTEN, FD_WAKE_R, FD_WAKE_W, FD_GAMES_R, FD_GAMES_W, FD_PACKAGE_R, FD_PACKAGE_W, FD_SIGNALS, NFDS };

struct split {
	const struct serve_options *o;
	const struct contest *pkg; /* the package running: o->pkg, or one reloaded (then owned) */
	struct contest *owned;
	struct web_proc web;
	int fd[NFDS];
	pid_t supervisor;
	sigset_t old_mask;
	size_t nslots; /* o->workers workers, then http and games */
	int slot;      /* in a child: which it is */
};

/*
 * Worker k (slot k) of o->workers: the first is named "worker" (the queue
 * page's), the others "worker-2", ...; all read the one wake-up pipe (a byte
 * wakes one of them; the others find the work at their next poll). Only the
 * first explores: one explore at a time is enough.
 */
static int worker_body(struct split *sp)
{
	char name[32];
	snprintf(name, sizeof name, sp->slot ? "worker-%d" : "worker", sp->slot + 1);
	struct serve_worker_opts wo = {
		.name = name, .wake_fd = sp->fd[FD_WAKE_R], .jobs = sp->o->jobs, .explore = sp->slot == 0
	};
	return serve_worker_process(sp->pkg, sp->o->root, sp->o->db, &wo, &sp->old_mask, sp->o->log);
}

static int web_body(struct split *sp)
{
	return web_child_run(&sp->web, sp->fd[FD_LISTEN], sp->o->db, sp->supervisor);
}

static int games_body(struct split *sp)
{
	struct serve_games_opts go = { .idle_ms = sp->o->limits.play_idle_ms,
		                       .wake_fd = sp->fd[FD_GAMES_R],
		                       .log = sp->o->log };
	return serve_games_process(sp->pkg, sp->o->root, sp->o->db, &go, &sp->old_mask);
}

/* The children: the name a restart is logged with, the descriptors each keeps, its body (its exit status). */
static const struct kid {
	const char *name;
	unsigned keep;
	int (*body)(struct split *sp);
} kids[] = {
	{ "worker", 1u << FD_WAKE_R, worker_body },
	{ "http", 1u << FD_LISTEN | 1u << FD_WAKE_W | 1u << FD_GAMES_W | 1u << FD_PACKAGE_W, web_body },
	{ "games", 1u << FD_GAMES_R, games_body },
};
#define NKIDS (sizeof kids / sizeof *kids)

/* The processes: SERVE_WORKERS_MAX workers at most, then http and games. */
#define NSLOTS (SERVE_WORKERS_MAX + NKIDS - 1)

/* Which of kids[] slot k is: the first o->workers slots are workers, then http and games. */
static size_t kid_of(const struct split *sp, size_t k)
{
	return k < (size_t)sp->o->workers ? 0 : k - (size_t)sp->o->workers + 1;
}

/*
 * A child must not outlive the supervisor, not even one killed with SIGKILL:
 * an orphaned worker beside the restarted server's would judge a submission
 * twice (the new worker releases what the old one claimed), and an orphaned
 * web process keeps the port. SIGKILL, not SIGTERM: a worker stopped by
 * SIGTERM finishes the submission it judges first. The supervisor may have
 * died before the prctl took hold: then our parent is already another
 * process, and we leave at once. The web process sets it again after
 * dropping root, since the kernel clears the setting when the ids change.
 */
static pid_t spawn(struct split *sp, size_t slot)
{
	size_t k = kid_of(sp, slot);
	sp->slot = (int)slot;
	pid_t pid = fork();
	if (pid != 0)
		return pid;
	if (prctl(PR_SET_PDEATHSIG, SIGKILL, 0, 0, 0) < 0 || getppid() != sp->supervisor)
		_exit(3);
	for (int i = 0; i < NFDS; i++)
		if (!(kids[k].keep & 1u << i))
			close(sp->fd[i]);
	_exit(kids[k].body(sp));
}

#define QUICK_DEATHS 5 /* a child that dies this many times in a row within QUICK_S of its start is given up */
#define QUICK_S      3

/* Restarts child k after its death; -1 when it keeps dying at once (then d says which). */
static int restart(struct split *sp, pid_t *pids, time_t *started, int *quick, size_t k, int status, struct diag *d)
{
	const char *name = kids[kid_of(sp, k)].name;
	int sig = WIFSIGNALED(status);
	quick[k] = time(NULL) - started[k] < QUICK_S ? quick[k] + 1 : 0;
	if (quick[k] >= QUICK_DEATHS) {
		diag_set(d, "the %s process ended %d times in a row just after it started (last: %s %d)", name,
		         quick[k], sig ? "signal" : "status", sig ? WTERMSIG(status) : WEXITSTATUS(status));
		return -1;
	}
	/* SIGSYS: the web process's seccomp filter killed it (web/confine.h): a bug or an attack, said so. */
	log_printf(sp->o->log, "%s process %d ended (%s %d%s): starting it again", name, (int)pids[k],
	           sig ? "signal" : "status", sig ? WTERMSIG(status) : WEXITSTATUS(status),
	           sig && WTERMSIG(status) == SIGSYS ? ", a forbidden system call" : "");
	if (quick[k])
		sleep(1); /* not in a tight loop */
	started[k] = time(NULL);
	pids[k] = spawn(sp, k);
	return 0;
}

/* Stops the children still running: SIGTERM to each, then waits for each. */
static void stop_all(const struct split *sp, pid_t *pids)
{
	for (size_t k = 0; k < sp->nslots; k++)
		if (pids[k] > 0)
			kill(pids[k], SIGTERM);
	for (size_t k = 0; k < sp->nslots; k++)
		if (pids[k] > 0)
			waitpid(pids[k], NULL, 0);
}

/* Reaps the children that died and starts each again; -1 when one cannot live. */
static int reap(struct split *sp, pid_t *pids, time_t *started, int *quick, struct diag *d)
{
	int status, rc = 0;
	for (pid_t pid; !rc && (pid = waitpid(-1, &status, WNOHANG)) > 0;)
		for (size_t k = 0; k < sp->nslots; k++)
			if (pid == pids[k] && restart(sp, pids, started, quick, k, status, d) < 0) {
				pids[k] = -1;
				rc = -1;
			}
	return rc;
}

static int prepare_web(struct split *sp, struct web_proc *w, const struct contest *was, struct diag *d);

/* The problems' digests, which the workers of other machines compare with their copies' (live/digest.h). */
static int record_digests(struct split *sp, struct diag *d)
{
	struct store *st = store_open(sp->o->db, 0, d);
	if (!st)
		return -1;
	int rc = digest_record(st, sp->pkg, sp->o->root, sp->o->log, d);
	store_close(st);
	return rc;
}

/* The children running, for apply_package. */
struct running {
	struct split *sp;
	pid_t *pids;
	time_t *started;
};

/* Every child stops (the worker finishes the submission it judges) and starts again on fresh. */
static int apply_package(void *ctx, struct contest *fresh, struct diag *d)
{
	struct running *r = ctx;
	struct split *sp = r->sp;
	const struct contest *was = sp->pkg;
	struct web_proc w;
	sp->pkg = fresh;
	if (prepare_web(sp, &w, was, d) < 0) {
		web_release(&w);
		sp->pkg = was;
		return -1;
	}
	if (record_digests(sp, d) < 0) {
		web_release(&w);
		sp->pkg = was;
		return -1;
	}
	log_printf(sp->o->log, "the contest package changed: the processes start again on it");
	stop_all(sp, r->pids);
	w.app.wake_fd = sp->web.app.wake_fd;
	w.app.games_fd = sp->web.app.games_fd;
	w.app.package_fd = sp->web.app.package_fd;
	web_release(&sp->web);
	sp->web = w;
	for (size_t k = 0; k < sp->nslots; k++) {
		r->pids[k] = spawn(sp, k);
		r->started[k] = time(NULL);
	}
	return 0;
}

/* The jury asked a change of the package, or SIGHUP a reload (serve/reload.h). */
static void reload(struct split *sp, pid_t *pids, time_t *started, int sighup)
{
	struct diag d;
	if (sighup) {
		struct store *st = store_open(sp->o->db, 0, &d);
		struct store_package_change c = { .op = "reload", .who = "SIGHUP" };
		if (!st || store_package_ask(st, &c, &d) < 0)
			log_printf(sp->o->log, "reload: %s", d.msg);
		store_close(st);
	}
	const struct contest *was = sp->pkg;
	struct running r = { sp, pids, started };
	struct reload_apply apply = { apply_package, &r };
	struct contest *fresh = reload_pending(was, sp->web.app.contest, sp->o->root, sp->o->db, &apply, sp->o->log);
	if (!fresh)
		return;
	contest_free(sp->owned); /* was, when it was a reloaded one */
	sp->owned = fresh;
}

/* Drains a pipe or the signalfd; the signals read, or 0. */
static int drain(int fd, int signals)
{
	struct signalfd_siginfo si;
	char buf[64];
	if (signals)
		return read(fd, &si, sizeof si) == (ssize_t)sizeof si ? (int)si.ssi_signo : 0;
	while (read(fd, buf, sizeof buf) > 0) {
	}
	return 0;
}

/* Waits for a stop signal, restarting a child that died and applying the package's changes; 0 after a clean stop, -1 when a child cannot live. */
static int supervise(struct split *sp, struct diag *d)
{
	/* The workers (none on an HTTP-only node), then http and games. */
	pid_t pids[NSLOTS];
	time_t started[NSLOTS];
	int quick[NSLOTS] = { 0 }, rc = 0;
	for (size_t k = 0; k < sp->nslots; k++) {
		pids[k] = spawn(sp, k);
		started[k] = time(NULL);
	}
	/* Changes asked while the server was down wait in the store. */
	reload(sp, pids, started, 0);
	while (!rc) {
		struct pollfd pf[2] = { { sp->fd[FD_SIGNALS], POLLIN, 0 }, { sp->fd[FD_PACKAGE_R], POLLIN, 0 } };
		if (poll(pf, 2, -1) < 0)
			continue;
		if (pf[1].revents & POLLIN) {
			drain(sp->fd[FD_PACKAGE_R], 0);
			reload(sp, pids, started, 0);
		}
		if (!(pf[0].revents & POLLIN))
			continue;
		int sig = drain(sp->fd[FD_SIGNALS], 1);
		if (sig == SIGINT || sig == SIGTERM)
			break;
		if (sig == SIGHUP)
			reload(sp, pids, started, 1);
		rc = reap(sp, pids, started, quick, d);
	}
	stop_all(sp, pids);
	return rc;
}

/* The web side's view and accounts of the running package; was: the package before a reload (NULL at the start). */
static int prepare_web(struct split *sp, struct web_proc *w, const struct contest *was, struct diag *d)
{
	const struct serve_options *o = sp->o;
	struct web_options wo = { .pkg = sp->pkg,
		                  .root = o->root,
		                  .user = o->user,
		                  .url = o->url,
		                  .limits = o->limits,
		                  .log = o->log,
		                  .was = was,
		                  .was_auth = was ? sp->web.app.auth : NULL };
	return web_prepare(w, &wo, d);
}

/* What the children start from, made before they start: the web side's view and accounts, and the store. */
static int prepare(struct split *sp, struct diag *d)
{
	const struct serve_options *o = sp->o;
	if (prepare_web(sp, &sp->web, NULL, d) < 0 || record_digests(sp, d) < 0)
		return -1;
	/* The store is made (and migrated) once here, as root, before any child opens it. */
	struct store *st = store_open(o->db, 0, d);
	if (!st)
		return -1;
	char line[512];
	int say = serve_clock_startup(st, sp->pkg, line, sizeof line, d);
	store_close(st);
	if (say > 0 && o->log)
		o->log(line); /* which start wins, when the store's and contest.yaml's disagree */
	return say < 0 ? -1 : 0;
}

/* A pipe that wakes a root process: the web side writes a byte without ever blocking. */
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

/* The port and the pipes, then the children until a stop. */
static int run_split(struct split *sp, struct diag *d)
{
	sp->fd[FD_LISTEN] = http_listen(sp->o->listen, d);
	if (sp->fd[FD_LISTEN] < 0)
		return -1;
	if (wake_pipe(&sp->fd[FD_WAKE_R], &sp->fd[FD_WAKE_W], d) < 0 ||
	    wake_pipe(&sp->fd[FD_GAMES_R], &sp->fd[FD_GAMES_W], d) < 0 ||
	    wake_pipe(&sp->fd[FD_PACKAGE_R], &sp->fd[FD_PACKAGE_W], d) < 0)
		return -1;
	fcntl(sp->fd[FD_PACKAGE_R], F_SETFL, O_NONBLOCK);
	sp->web.app.wake_fd = sp->fd[FD_WAKE_W];
	sp->web.app.games_fd = sp->fd[FD_GAMES_W];
	sp->web.app.package_fd = sp->fd[FD_PACKAGE_W];
	if (sp->o->ready)
		sp->o->ready(http_port(sp->fd[FD_LISTEN]));
	sigset_t set;
	sigemptyset(&set);
	sigaddset(&set, SIGINT);
	sigaddset(&set, SIGTERM);
	sigaddset(&set, SIGCHLD);
	sigaddset(&set, SIGHUP);
	sigprocmask(SIG_BLOCK, &set, &sp->old_mask);
	sp->fd[FD_SIGNALS] = signalfd(-1, &set, SFD_CLOEXEC);
	if (sp->fd[FD_SIGNALS] < 0) {
		diag_errno(d, "signalfd");
		sigprocmask(SIG_SETMASK, &sp->old_mask, NULL);
		return -1;
	}
	int rc = supervise(sp, d);
	sigprocmask(SIG_SETMASK, &sp->old_mask, NULL);
	return rc;
}

int serve_run(const struct serve_options *o, struct diag *d)
{
	struct split sp = { .o = o, .pkg = o->pkg, .supervisor = getpid(), .nslots = (size_t)o->workers + NKIDS - 1 };
	for (int i = 0; i < NFDS; i++)
		sp.fd[i] = -1;
	int rc = prepare(&sp, d) < 0 ? -1 : run_split(&sp, d);
	for (int i = 0; i < NFDS; i++)
		if (sp.fd[i] >= 0)
			close(sp.fd[i]);
	web_release(&sp.web);
	contest_free(sp.owned);
	return rc;
}
