/*
 * worker.c: the judging worker (worker.h says how it works and why).
 */
#define _GNU_SOURCE
#include "live/worker.h"

#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "problem/problem.h"
#include "report/report.h"
#include "run/judge.h"
#include "run/verdict.h"
#include "exitcode.h"
#include "live/digest.h"
#include "live/explore-work.h"
#include "live/problems.h"
#include "util.h"

struct serve_worker {
	struct store *store;
	const struct contest *contest;
	char *root;
	struct serve_worker_opts o;
	struct judge *judge;
	struct serve_problems *problems; /* loaded at their first submission */
	int listen_fd;                   /* the store's wake-ups (store_listen()); -1: none */
	long long beat_ms;               /* when the worker last said it looked at the store */
	long long started_ms, judging;   /* its start; the submission it judges (0: none) */
	long judged;                     /* submissions judged since its start */
	char (*mine)[DIGEST_HEX];        /* each contest problem's digest of this copy ("": it does not load) */
	char *digests, *refused_text;    /* for its row (store_worker_beat()) */
	const char **refused;            /* the problems whose digest is not the server's */
	size_t nrefused;
};

/*
 * This copy's digests (live/digest.h), once: a problem that does not load
 * has none, and is judged JE with why as before (judge_claimed()).
 */
static void digests_mine(struct serve_worker *w)
{
	char *text = xstrdup("");
	for (size_t i = 0; i < w->contest->nproblems; i++) {
		struct diag why;
		const char *id = w->contest->problems[i].id;
		const struct problem *p = serve_problems_get(w->problems, id, &why);
		if (!p || problem_digest(p, w->root, w->mine[i], &why) < 0) {
			w->mine[i][0] = 0;
			log_printf(w->o.log, "worker %s: problem %s has no digest here: %s", w->o.name, id, why.msg);
		}
		char *more = xasprintf("%s%s%s=%s", text, i ? " " : "", id, w->mine[i][0] ? w->mine[i] : "none");
		free(text);
		text = more;
	}
	w->digests = text;
}

/*
 * Compares this copy's digests with the server's (store_digest_get()): a
 * problem whose digests differ is refused, never judged here from other
 * tests; said once through o.log when it starts or stops being refused. A
 * problem the server recorded none for is judged (a server from before
 * digests). A store that fails leaves the list as it was.
 */
static void digests_compare(struct serve_worker *w)
{
	char *text = xstrdup("");
	size_t n = 0;
	for (size_t i = 0; i < w->contest->nproblems; i++) {
		const char *id = w->contest->problems[i].id;
		char theirs[DIGEST_HEX];
		struct diag ignored;
		int known = store_digest_get(w->store, id, theirs, sizeof theirs, &ignored);
		int was = 0;
		for (size_t k = 0; k < w->nrefused; k++)
			was |= w->refused[k] == id;
		int refuse = known < 0 ? was : known == 1 && strcmp(theirs, w->mine[i]) != 0;
		if (refuse != was)
			log_printf(
			        w->o.log,
			        refuse ? "worker %s refuses problem %s: its copy's digest is %s, the server's %s; its "
			                 "submissions wait for a worker with the server's copy"
			               : "worker %s judges problem %s again: its copy's digest is the server's (%s%s)",
			        w->o.name, id, w->mine[i][0] ? w->mine[i] : "none (it does not load)",
			        refuse ? theirs : "");
		if (!refuse)
			continue;
		w->refused[n++] = id;
		char *more = xasprintf("%s%s%s (%s here, %s on the server)", text, n > 1 ? ", " : "", id,
		                       w->mine[i][0] ? w->mine[i] : "none", theirs);
		free(text);
		text = more;
	}
	w->nrefused = n;
	free(w->refused_text);
	w->refused_text = text;
}

struct serve_worker *serve_worker_new(struct store *s, const struct contest *c, const char *root,
                                      const struct serve_worker_opts *o, struct diag *d)
{
	/*
	 * Each submission's claim and verdict are two commits, and an fsync'd
	 * commit costs 0.8 ms at the median and 9 at the 90th percentile on the
	 * bench's disk: the worker's writes are all ones a restart redoes, so
	 * they need not wait for the disk (store_sync_normal says why nothing is lost).
	 */
	if (store_sync_normal(s, d) < 0)
		return NULL;
	struct judge *j = judge_new(root, o && o->jobs > 0 ? o->jobs : 1, d);
	if (!j)
		return NULL;
	struct serve_worker *w = xcalloc(1, sizeof *w);
	w->store = s;
	w->contest = c;
	w->root = xstrdup(root);
	if (o)
		w->o = *o;
	else
		w->o.wake_fd = -1;
	if (!w->o.name)
		w->o.name = "worker";
	if (w->o.poll_ms <= 0)
		w->o.poll_ms = 200;
	if (w->o.reconnect_ms <= 0)
		w->o.reconnect_ms = 60000;
	/* A store that wakes its workers (PostgreSQL's NOTIFY): no store failure here stops the worker, it polls then.
	 */
	struct diag ignored;
	w->listen_fd = store_listen(s, &ignored);
	w->judge = j;
	w->problems = serve_problems_new(c, w->root);
	w->started_ms = store_now_ms();
	w->mine = xcalloc(c->nproblems + 1, sizeof *w->mine);
	w->refused = xcalloc(c->nproblems + 1, sizeof *w->refused);
	digests_mine(w);
	return w;
}

void serve_worker_free(struct serve_worker *w)
{
	if (!w)
		return;
	serve_problems_free(w->problems);
	free(w->mine);
	free(w->digests);
	free(w->refused_text);
	free(w->refused);
	judge_free(w->judge);
	free(w->root);
	free(w);
}

/*
 * Writes the submission's files into a new private folder; *entry gets the
 * path of the file to judge. A file name the store holds came from a team:
 * a name with a '/', or ".", "..", or empty, is refused (the front end should
 * have refused it first). -1 with why in d.
 */
static int write_files(struct serve_worker *w, const struct store_submission *sub, char **folder, char **entry,
                       struct diag *d)
{
	*folder = judge_scratch(w->judge, "submission");
	*entry = NULL;
	if (mkdir(*folder, 0700) < 0) {
		diag_errno(d, "cannot make '%s'", *folder);
		return -1;
	}
	if (sub->nfiles == 0) {
		diag_set(d, "submission %lld has no files", sub->id);
		return -1;
	}
	for (size_t i = 0; i < sub->nfiles; i++) {
		const char *name = sub->files[i].name;
		if (!name[0] || strchr(name, '/') || strcmp(name, ".") == 0 || strcmp(name, "..") == 0) {
			diag_set(d, "submission %lld: refused file name '%s'", sub->id, name);
			return -1;
		}
		char *path = xasprintf("%s/%s", *folder, name);
		int rc = write_file_atomic(path, sub->files[i].data, sub->files[i].len, 0644, d);
		if (rc == 0 && (sub->entry_point[0] ? strcmp(name, sub->entry_point) == 0 : i == 0))
			*entry = xstrdup(path);
		free(path);
		if (rc < 0)
			return -1;
	}
	if (!*entry) {
		diag_set(d, "submission %lld: no file '%s' among its files", sub->id, sub->entry_point);
		return -1;
	}
	return 0;
}

/* The runs of a result, for the store: the tests that ran. *runs is malloc'ed. */
static size_t result_runs(const struct submission_result *r, struct store_run **runs)
{
	*runs = xcalloc(r->ntests + 1, sizeof **runs);
	size_t n = 0;
	for (size_t i = 0; i < r->ntests; i++) {
		const struct test_report *t = &r->tests[i];
		if (t->verdict == V_SKIPPED)
			continue;
		struct store_run *run = &(*runs)[n++];
		run->ordinal = (int)i + 1;
		snprintf(run->test, sizeof run->test, "%s", t->name);
		/* Samples by the convention export uses: a test whose name starts with "sample". */
		run->sample = strncmp(t->name, "sample", 6) == 0;
		snprintf(run->verdict, sizeof run->verdict, "%s", verdict_code(t->verdict));
		run->time_ms = t->time_ms;
		run->wall_ms = t->wall_ms;
		run->memory_kb = t->memory_kb;
		run->message = t->message[0] ? (char *)t->message : NULL;
	}
	return n;
}

/*
 * The judgement's log, for the jury: for JE, what failed in the judge; else
 * the compiler's log, and a judge failure on a test after the one that
 * decided (judge.h), which does not change the verdict but is never hidden.
 * NULL: none.
 */
static char *result_log(const struct submission_result *r)
{
	if (r->verdict == V_JE)
		return xasprintf("judge error: %s", r->judge_error ? r->judge_error : "");
	const char *compile = r->compile_log ? r->compile_log : "";
	char *later = report_later_error(r);
	if (!later)
		return compile[0] ? xstrdup(compile) : NULL;
	char *log = xasprintf("%s%s%s", compile, compile[0] && compile[strlen(compile) - 1] != '\n' ? "\n" : "", later);
	free(later);
	return log;
}

/*
 * After a store failure (d says it): 0 when the store's connection had broken
 * and is made again, each try logged with the reason, the pause doubling from
 * 100 ms to 5 s; -1 when it had not broken (d unchanged), or still failed
 * after reconnect_ms (d says so), or the worker was told to stop meanwhile.
 */
static int reconnect(struct serve_worker *w, struct diag *d)
{
	if (!store_lost(w->store))
		return -1;
	double start = monotonic_ms();
	long pause = 100;
	for (int tries = 1;; tries++) {
		log_printf(w->o.log, "worker %s: the store's connection broke (%s); connecting again (try %d)",
		           w->o.name, d->msg, tries);
		if (store_reconnect(w->store, d) == 0) {
			log_printf(w->o.log, "worker %s: connected again to the store after %d tries", w->o.name,
			           tries);
			w->listen_fd = -1; /* its LISTEN went with the old connection: listened again before sleeping */
			return 0;
		}
		if (monotonic_ms() - start + pause > w->o.reconnect_ms || (w->o.stop && *w->o.stop)) {
			diag_prefix(d, "worker %s: gave up connecting again to the store after %d tries in %.0f s",
			            w->o.name, tries, (monotonic_ms() - start) / 1000);
			return -1;
		}
		struct timespec ts = { pause / 1000, (pause % 1000) * 1000000L };
		nanosleep(&ts, NULL);
		pause = pause * 2 > 5000 ? 5000 : pause * 2;
	}
}

/*
 * store_judgement_complete(), written again on a new connection when the
 * store's broke (while the worker still holds the judgement): SERVE_STEP_JUDGED
 * when written, SERVE_STEP_DROPPED when its claim was lost (another worker
 * judges the submission), SERVE_STEP_FAILED with a message.
 */
static enum serve_step_outcome complete(struct serve_worker *w, const struct store_submission *sub, long long id,
                                        const char *verdict, long time_ms, long memory_kb, const char *log,
                                        const struct store_run *runs, size_t nruns, struct diag *d)
{
	int rc;
	while ((rc = store_judgement_complete(w->store, id, verdict, time_ms, memory_kb, log, runs, nruns, d)) < 0)
		if (reconnect(w, d) < 0)
			return SERVE_STEP_FAILED;
	if (rc == 0)
		return SERVE_STEP_JUDGED;
	log_printf(w->o.log,
	           "worker %s: submission %lld: its claim was lost while the store's connection was made again; "
	           "its verdict %s is dropped (another worker judges it)",
	           w->o.name, sub->id, verdict);
	return SERVE_STEP_DROPPED;
}

/* Judges one claimed submission and stores the outcome (complete()); SERVE_STEP_FAILED only when the store failed. */
static enum serve_step_outcome judge_claimed(struct serve_worker *w, const struct store_submission *sub,
                                             const struct store_judgement *jd, struct diag *d)
{
	double t0 = monotonic_ms();
	struct diag why;
	char *folder = NULL, *entry = NULL;
	const struct problem *p = serve_problems_get(w->problems, sub->problem_id, &why);
	enum serve_step_outcome rc;
	if (!p || write_files(w, sub, &folder, &entry, &why) < 0) {
		char *log = xasprintf("judge error: %s", why.msg);
		rc = complete(w, sub, jd->id, "JE", 0, 0, log, NULL, 0, d);
		free(log);
		goto out;
	}
	const struct language *lang = sub->language[0] ? lang_by_name(w->judge->langs, sub->language) : NULL;
	struct judge_opts opts = { .lang = lang, .first_fail = !w->contest->all_tests };
	struct submission_result r;
	if (sub->language[0] && !lang) {
		char *log = xasprintf("unknown language '%s'", sub->language);
		rc = complete(w, sub, jd->id, "CE", 0, 0, log, NULL, 0, d);
		free(log);
		goto out;
	}
	if (judge_submission(w->judge, p, entry, &opts, &r, &why) < 0) {
		/* The core refused the file before compiling it (unknown extension, over the size limit). */
		rc = complete(w, sub, jd->id, "CE", 0, 0, why.msg, NULL, 0, d);
		goto out;
	}
	struct store_run *runs;
	size_t n = result_runs(&r, &runs);
	char *log = result_log(&r);
	rc = complete(w, sub, jd->id, verdict_code(r.verdict), r.time_ms, r.memory_kb, log, runs, n, d);
	if (rc == SERVE_STEP_JUDGED && w->o.judged)
		w->o.judged(w->o.ctx, sub, verdict_code(r.verdict), (long long)(monotonic_ms() - t0));
	free(log);
	free(runs);
	submission_result_free(&r);
out:
	if (folder)
		remove_tree(folder);
	free(folder);
	free(entry);
	return rc;
}

enum serve_step_outcome serve_worker_step(struct serve_worker *w, struct diag *d)
{
	struct store_submission sub;
	struct store_judgement jd;
	/* First the submissions of workers gone (several machines' store): judged again, here or elsewhere. */
	if (store_reap(w->store, d) < 0)
		return SERVE_STEP_FAILED;
	int claimed = store_claim_except(w->store, w->o.name, w->refused, w->nrefused, &sub, &jd, d);
	if (claimed <= 0)
		return claimed < 0 ? SERVE_STEP_FAILED : SERVE_STEP_IDLE;
	w->judging = sub.id;
	enum serve_step_outcome rc = judge_claimed(w, &sub, &jd, d);
	w->judging = 0;
	/* a verdict dropped (its claim lost: another worker's judgement counts) is not its own */
	w->judged += rc == SERVE_STEP_JUDGED;
	store_submission_free(&sub);
	store_judgement_free(&jd);
	return rc;
}

/*
 * When nothing waits: one piece of explore work (live/explore-work.h), each
 * problem's explore first, then the newest rejected submission's
 * disagreements. 1 when a piece was done, 0 when there is none, -1 when the
 * store failed. A problem that does not load is skipped here: judging says why.
 */
static int explore_step(struct serve_worker *w, struct diag *d)
{
	struct diag why;
	for (size_t i = 0; i < w->contest->nproblems; i++) {
		const struct problem *p = serve_problems_get(w->problems, w->contest->problems[i].id, &why);
		int rc = p && p->explore ? serve_explore_problem(w->store, w->judge, p, d) : 0;
		if (rc != 0)
			return rc;
	}
	long long id = store_disagreement_next(w->store, d);
	if (id <= 0)
		return (int)id;
	struct store_submission sub;
	char *folder = NULL, *entry = NULL;
	int rc = store_submission_get(w->store, id, 1, &sub, d);
	if (rc <= 0)
		return rc < 0 ? -1 : 0;
	const struct problem *p = serve_problems_get(w->problems, sub.problem_id, &why);
	if (!p || write_files(w, &sub, &folder, &entry, &why) < 0)
		rc = serve_explore_failed(w->store, id, why.msg, d);
	else
		rc = serve_explore_submission(w->store, w->judge, p, &sub, entry, d);
	if (folder)
		remove_tree(folder);
	free(folder);
	free(entry);
	store_submission_free(&sub);
	return rc < 0 ? -1 : 1;
}

/* Reads every byte waiting on the wake-up pipe: many submissions announced while judging need one look. */
static void drain_pipe(int fd)
{
	char buf[256];
	int fl = fcntl(fd, F_GETFL);
	fcntl(fd, F_SETFL, fl | O_NONBLOCK);
	while (read(fd, buf, sizeof buf) > 0)
		;
	fcntl(fd, F_SETFL, fl);
}

/* Sleeps until wake_fd or the store's wake-ups are readable (then drains them) or poll_ms pass. */
static void wait_for_work(struct serve_worker *w)
{
	struct diag ignored;
	if (w->listen_fd < 0 && store_shared(w->store))
		w->listen_fd = store_listen(w->store, &ignored); /* its connection was made again (store/pg.c) */
	int drained = w->listen_fd >= 0 ? store_listen_drain(w->store) : 0;
	if (drained < 0)
		w->listen_fd = -1; /* broken: listened again next time, polled meanwhile */
	if (drained > 0)
		return; /* a wake-up read already, while the last claim ran */
	struct pollfd p[2] = { { .fd = w->o.wake_fd, .events = POLLIN }, { .fd = w->listen_fd, .events = POLLIN } };
	if (p[0].fd < 0 && p[1].fd < 0) {
		struct timespec ts = { w->o.poll_ms / 1000, (w->o.poll_ms % 1000) * 1000000L };
		nanosleep(&ts, NULL);
		return;
	}
	if (poll(p, 2, (int)w->o.poll_ms) <= 0)
		return;
	if (p[1].revents & POLLIN) {
		if (store_listen_drain(w->store) < 0)
			w->listen_fd = -1;
	} else if (p[1].revents & (POLLHUP | POLLERR | POLLNVAL))
		w->listen_fd = -1; /* the connection broke: the next statement says so */
	if (p[0].revents & POLLIN)
		drain_pipe(w->o.wake_fd);
	else if (p[0].revents & (POLLHUP | POLLERR | POLLNVAL))
		w->o.wake_fd = -1; /* the front end is gone (its end of the pipe closed): the store alone from now on */
}

/*
 * What the jury's queue page shows of the worker (web/pages-queue.c): its
 * own row of the store's workers (store_worker_beat(): when it last looked
 * for work, how many it judged, its digests and the problems it refuses),
 * written at most every WORKER_BEAT_MS, with no lock but the row's, so that
 * many workers' heartbeats do not queue behind the writers' lock; the
 * server's digests are compared at the same pace. A failed write is left
 * alone: the page is told less, judging goes on.
 */
#define WORKER_BEAT_MS 5000

static void beat(struct serve_worker *w)
{
	long long now = store_now_ms();
	if (now - w->beat_ms < WORKER_BEAT_MS)
		return;
	struct diag ignored;
	w->beat_ms = now;
	digests_compare(w);
	struct store_worker row = { .started_ms = w->started_ms,
		                    .seen_ms = now,
		                    .judging = w->judging,
		                    .judged = w->judged,
		                    .digests = w->digests,
		                    .refused = w->refused_text };
	str_copy(row.name, sizeof row.name, w->o.name);
	store_worker_beat(w->store, &row, &ignored);
}

long serve_worker_loop(struct serve_worker *w, struct diag *d)
{
	/*
	 * A name stands for one process on one machine; on a shared store another
	 * machine's worker may bear the same one (judge serve's "worker"), so only
	 * the claims nobody holds are released there.
	 */
	if ((store_shared(w->store) ? store_reap(w->store, d) : store_release(w->store, w->o.name, d)) < 0)
		return -1;
	long judged = 0;
	while (!(w->o.stop && *w->o.stop)) {
		if (w->o.max_judged && judged >= w->o.max_judged)
			break;
		beat(w);
		enum serve_step_outcome step = serve_worker_step(w, d);
		if (step == SERVE_STEP_FAILED && reconnect(w, d) == 0)
			continue; /* the claim, or whatever broke, done again */
		if (step == SERVE_STEP_FAILED)
			return -1;
		if (step != SERVE_STEP_IDLE) {
			judged += step == SERVE_STEP_JUDGED;
			continue;
		}
		if (w->o.until_idle)
			break;
		int rc;
		if (w->o.explore && (rc = explore_step(w, d)) != 0) {
			if (rc < 0 && reconnect(w, d) < 0)
				return -1;
			continue;
		}
		wait_for_work(w);
	}
	return judged;
}

long serve_worker_run(struct store *s, const struct contest *c, const char *root, const struct serve_worker_opts *o,
                      struct diag *d)
{
	struct serve_worker *w = serve_worker_new(s, c, root, o, d);
	if (!w)
		return -1;
	long n = serve_worker_loop(w, d);
	serve_worker_free(w);
	return n;
}

static volatile sig_atomic_t worker_stop;

static void on_worker_stop(int sig)
{
	(void)sig;
	worker_stop = 1;
}

int serve_worker_process(const struct contest *c, const char *root, const char *db, struct serve_worker_opts *o,
                         const sigset_t *mask, void (*log)(const char *line))
{
	struct sigaction sa = { .sa_handler = on_worker_stop };
	sigaction(SIGTERM, &sa, NULL);
	sigaction(SIGINT, &sa, NULL);
	sigprocmask(SIG_SETMASK, mask, NULL);
	o->stop = &worker_stop;
	if (!o->log)
		o->log = log;
	struct diag d;
	/* What PostgreSQL's pg_stat_activity shows of its connection, unless the environment or db says otherwise. */
	char *app = xasprintf("judge worker %s", o->name ? o->name : "worker");
	setenv("PGAPPNAME", app, 0);
	free(app);
	struct store *st = store_open(db, 0, &d);
	if (!st) {
		log_printf(log, "%s", d.msg);
		return EXIT_JUDGE_FAILED;
	}
	long n = serve_worker_run(st, c, root, o, &d);
	if (n < 0)
		log_printf(log, "%s", d.msg);
	store_close(st);
	return n < 0 ? EXIT_JUDGE_FAILED : 0;
}
