/*
 * How this works: judge_submission() compiles once, then a small pool of
 * threads takes tests by index from a shared counter; each run writes its
 * output to a private file, is checked, and its result lands in its slot, so
 * the report keeps manifest order whatever order the runs finish in. With
 * first_fail, tests after the earliest failure found so far are skipped (tests
 * before it still run: one of them may fail too and come first). Tests after it
 * that were already running when it failed are not counted: their results are
 * dropped at the end, so a contest's result is the same whatever order the
 * runs finished in, and whatever -j. The verdict is verdict_submission()'s,
 * decided before that drop: a judge failure on a later test (run beside the
 * first failure) is kept beside the verdict, never in its place.
 */
#define _GNU_SOURCE
#include "run/judge.h"

#include <pthread.h>
#include <stdatomic.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "run/checker.h"
#include "run/sanitize.h"
#include "run/session.h"
#include "run/verdict.h"
#include "util.h"

/* ---- judging a submission ---- */

struct pool {
	struct judge *j;
	const struct problem *p;
	struct judge_program prog; /* the submission */
	struct limits lim;         /* the problem's, for the submission's language */
	const char *checker;       /* the custom checker's binary, or NULL */
	const char *after;         /* the binary of the checker after the interactor (checker.after), or NULL */
	struct submission_result *r;
	int first_fail;
	int alone;           /* every run as a re-run alone */
	int sanitized;       /* a sanitized build: reports are read (judge_opts.sanitize) */
	struct compiler *cc; /* the one that built it, for addr2line */
	const struct judge_opts *opts;
	atomic_size_t done;
	atomic_size_t first_failed; /* index of the earliest failure, or ntests */
	atomic_int reruns;          /* re-runs alone asked for so far */
	atomic_int unshared;        /* the runs' class-data archive was found at fault: no run maps it now */
	pthread_mutex_t lock;
	/*
	 * Each test's judge failure, in its own slot (a worker writes only its
	 * tests'), so the one reported is the deciding test's, in manifest
	 * order, not the first to happen (verdict_submission).
	 */
	char **errors;
	/*
	 * One session per worker, opened by that worker at its first test and
	 * closed after the loop: judge-box dies with the thread that started it
	 * (PR_SET_PDEATHSIG), so a session never moves to another thread.
	 */
	struct sandbox_session **sessions;
	struct run_files *files; /* each worker's, made at its first batch test */
};

/*
 * Polygon's checker after an accepted game, on the interactor's record: its
 * verdict, when not AC, is the test's. -1 when the checker failed.
 */
static int check_after(struct pool *pool, const struct test *t, const char *record, struct interact_outcome *io,
                       struct diag *d)
{
	struct check_result cr;
	if (judge_check(pool->j, pool->p->checker.after, pool->after, t->input, record, t->answer,
	                &judge_checker_limits, &cr, d) < 0)
		return -1;
	if (cr.verdict != V_AC) {
		io->verdict = cr.verdict;
		snprintf(io->message, sizeof io->message, "the checker after the interactor: %s", cr.message);
	}
	return 0;
}

/*
 * One run of test t in session ss, batch (its output in rf->out) or
 * interactive (then io gets the whole outcome).
 */
static int run_once(struct pool *pool, struct sandbox_session *ss, const struct test *t, struct run_files *rf,
                    struct run_outcome *o, struct interact_outcome *io, struct diag *d)
{
	if (!io)
		return session_run(pool->j, ss, NULL, t->input, NULL, rf, &pool->lim, pool->sanitized, o, d);
	const struct checker_spec *after = pool->p->checker.after;
	char *record = after ? judge_scratch(pool->j, "record") : NULL;
	int rc = judge_interact(pool->j, ss, &pool->p->checker, pool->checker, t->input, t->answer, record, &pool->lim,
	                        io, d);
	*o = io->contestant;
	if (rc == 0 && after && io->verdict == V_AC)
		rc = check_after(pool, t, record, io, d);
	if (record)
		unlink(record);
	free(record);
	return rc;
}

/* With first_fail: test i failed, so the results of the tests after it will be dropped. */
static void failed_at(struct pool *pool, size_t i)
{
	size_t cur = atomic_load(&pool->first_failed);
	while (i < cur && !atomic_compare_exchange_weak(&pool->first_failed, &cur, i))
		;
}

/* Whether test i's result will be dropped: first_fail, and a test before it failed. */
static int dropped(struct pool *pool, size_t i)
{
	return pool->first_fail && i > atomic_load(&pool->first_failed);
}

/* The submission as its next session runs it: without the class-data archive once that was found at fault. */
static struct judge_program pool_program(struct pool *pool)
{
	struct judge_program prog = pool->prog;
	if (atomic_load(&pool->unshared))
		prog.share = NULL;
	return prog;
}

/*
 * Whether a run's JVM may have died of its class-data archive: on an archive
 * cut short it dies of SIGBUS, reported on its way out as SIGABRT.
 */
static int jvm_crashed(const struct run_outcome *o)
{
	int sig = o->sr.signal;
	return !o->sr.exited && !o->sr.wall_killed && (sig == SIGBUS || sig == SIGSEGV || sig == SIGABRT);
}

/*
 * Runs test t once more without the runs' class-data archive, after a run
 * that mapped it crashed (jvm_crashed): the archive must never change a
 * verdict, so this run's outcome is the test's. When this one does not
 * crash, the archive was at fault: the submission's next sessions go without
 * it, and it is set aside in the cache (set_aside: other judges' sessions may
 * be showing it), so the next compile makes it again.
 */
static int run_unshared(struct pool *pool, const struct test *t, struct run_files *rf, struct run_outcome *o,
                        struct interact_outcome *io, struct diag *d)
{
	struct judge_program plain = pool->prog;
	plain.share = NULL;
	struct sandbox_session *ss = judge_program_open(pool->j, &plain, &pool->lim, d);
	int rc = ss ? run_once(pool, ss, t, rf, o, io, d) : -1;
	sandbox_session_close(ss);
	if (rc == 0 && !jvm_crashed(io ? &io->contestant : o) && !atomic_exchange(&pool->unshared, 1)) {
		if (set_aside(pool->prog.share) == 0)
			fprintf(stderr,
			        "judge: the runs' class-data archive '%s' was at fault: set aside (.at-fault)\n",
			        pool->prog.share);
	}
	return rc;
}

/*
 * Runs test t again (again), or for the first time with opts->alone, alone:
 * no other run of this judge beside it, in a fresh session at a raised
 * priority (as root). Its outcome replaces the first's. A run again whose
 * result first_fail will drop is not made: it waited for the tests beside it,
 * one of which may have failed before it, and would cost its limit for
 * nothing. A run that fails says so (failed_at) before the next one alone
 * starts, so that one sees it.
 */
static int rerun_alone(struct pool *pool, const struct test *t, int again, struct run_files *rf, struct run_outcome *o,
                       struct interact_outcome *io, struct diag *d)
{
	size_t i = (size_t)(t - pool->p->tests);
	pthread_rwlock_wrlock(&pool->j->alone);
	if (again && dropped(pool, i)) {
		pthread_rwlock_unlock(&pool->j->alone);
		return 0;
	}
	struct judge_program boosted = pool_program(pool);
	boosted.boost = 1;
	struct sandbox_session *ss = judge_program_open(pool->j, &boosted, &pool->lim, d);
	int rc = ss ? run_once(pool, ss, t, rf, o, io, d) : -1;
	sandbox_session_close(ss);
	if (rc == 0 && pool->first_fail && (io ? io->verdict : o->verdict) != V_AC)
		failed_at(pool, i);
	pthread_rwlock_unlock(&pool->j->alone);
	return rc;
}

/*
 * A sanitized run's report as the test's message: the summary, and where the
 * program's own frames are in its source (UBSan names its line itself).
 */
static void sanitizer_message(struct pool *pool, const char *stderr_head, struct test_report *tr)
{
	struct sanitize_report sr;
	if (!sanitize_read(stderr_head, strlen(stderr_head), &sr))
		return;
	char lines[600] = "", *addrs[SANITIZE_FRAMES];
	struct diag d;
	for (int k = 0; k < sr.nframes; k++)
		addrs[k] = sr.frames[k];
	if (sr.nframes &&
	    compile_addr2line(pool->cc, pool->prog.binary, addrs, (size_t)sr.nframes, lines, sizeof lines, &d) < 0)
		snprintf(lines, sizeof lines, "(no source lines: %s)", d.msg);
	/* "f at main.c:3\nmain at main.c:9\n" -> "f at main.c:3, called from main at main.c:9" */
	char joined[600] = "";
	size_t n = 0;
	for (char *save = NULL, *l = strtok_r(lines, "\n", &save); l && n < sizeof joined;
	     l = strtok_r(NULL, "\n", &save))
		n += (size_t)snprintf(joined + n, sizeof joined - n, "%s%s", n ? ", called from " : "", l);
	snprintf(tr->message, sizeof tr->message, "sanitizer: %s%s%s", sr.summary, joined[0] ? ": in " : "", joined);
}

/*
 * Runs test t in the worker's session (opened at its first test), or alone
 * with opts->alone, and once more alone when its TLE may be the busy
 * machine's (verdict_rerun()). -1 with a message when the judge failed.
 */
static int run_test_once(struct pool *pool, struct sandbox_session **ss, const struct test *t, struct run_files *rf,
                         struct run_outcome *o, struct interact_outcome *io, struct test_report *tr, struct diag *d)
{
	if (pool->alone)
		return rerun_alone(pool, t, 0, rf, o, io, d);
	struct judge_program prog = pool_program(pool);
	if (!*ss && !(*ss = judge_program_open(pool->j, &prog, &pool->lim, d)))
		return -1;
	pthread_rwlock_rdlock(&pool->j->alone);
	int rc = run_once(pool, *ss, t, rf, o, io, d);
	pthread_rwlock_unlock(&pool->j->alone);
	if (rc < 0) {
		sandbox_session_close(*ss); /* broken: the worker's next test opens a new one */
		*ss = NULL;
		return -1;
	}
	if (prog.share && jvm_crashed(io ? &io->contestant : o)) {
		sandbox_session_close(*ss); /* it maps the archive: the worker's next test opens a new one */
		*ss = NULL;
		if (run_unshared(pool, t, rf, o, io, d) < 0)
			return -1;
	}
	/* At most JUDGE_RERUNS_MAX re-runs a submission: a slow program's every TLE would take twice its limit. */
	if (verdict_rerun(&pool->lim, &o->sr, io ? io->contestant.verdict : o->verdict) &&
	    !dropped(pool, (size_t)(t - pool->p->tests)) && atomic_fetch_add(&pool->reruns, 1) < JUDGE_RERUNS_MAX) {
		tr->rerun = 1;
		snprintf(tr->first_run, sizeof tr->first_run, "%s, %s", verdict_code(io ? io->verdict : o->verdict),
		         io ? io->message : o->message);
		return rerun_alone(pool, t, 1, rf, o, io, d);
	}
	return 0;
}

/*
 * The test's verdict from its run: an interactive run's own, a limit's or a
 * crash's, else the checker's on its output. -1 with a message when the judge
 * or the problem's checker or interactor failed.
 */
static int test_verdict(struct pool *pool, const struct test *t, const struct run_files *rf,
                        const struct run_outcome *o, const struct interact_outcome *io, struct test_report *tr,
                        struct diag *d)
{
	if (io) {
		tr->verdict = io->verdict;
		tr->interactive = 1;
		snprintf(tr->message, sizeof tr->message, "%s", io->message);
		snprintf(tr->to_interactor, sizeof tr->to_interactor, "%s", io->to_interactor);
		snprintf(tr->to_contestant, sizeof tr->to_contestant, "%s", io->to_contestant);
		/* A sanitized contestant that the sanitizer stopped: its report says why the game went wrong. */
		if (!io->interactor_failed && io->verdict != V_AC && pool->sanitized)
			sanitizer_message(pool, o->stderr_head, tr);
		if (!io->interactor_failed)
			return 0;
		/* The problem's fault: JE for the whole submission, with the interactor's words. */
		snprintf(d->msg, sizeof d->msg, "%s", io->message);
		return -1;
	}
	if (o->verdict != V_AC) {
		tr->verdict = o->verdict;
		snprintf(tr->message, sizeof tr->message, "%s", o->message);
		if (pool->sanitized)
			sanitizer_message(pool, o->stderr_head, tr);
		return 0;
	}
	struct check_result cr;
	/* A built-in checker reads the worker's memory file through its descriptor. */
	int rc = pool->p->checker.kind != CHECKER_CUSTOM && rf->memory
	                 ? checker_compare_fd(&pool->p->checker, rf->out_fd, rf->out, t->answer, &cr, d)
	                 : judge_check(pool->j, &pool->p->checker, pool->checker, t->input, rf->out, t->answer,
	                               &judge_checker_limits, &cr, d);
	if (rc < 0)
		return -1;
	tr->verdict = cr.verdict;
	tr->partial = cr.partial;
	tr->points = cr.partial ? cr.points : 0;
	snprintf(tr->message, sizeof tr->message, "%s", cr.message);
	return 0;
}

static void judge_one(struct pool *pool, size_t worker, size_t i)
{
	const struct test *t = &pool->p->tests[i];
	struct test_report *tr = &pool->r->tests[i];
	struct diag d;
	struct run_outcome o;
	struct run_files *rf = &pool->files[worker];
	struct interact_outcome *io = pool->p->checker.kind == CHECKER_INTERACTIVE ? xmalloc(sizeof *io) : NULL;
	if ((!io && !rf->out && run_files_open(pool->j, rf, pool->p->checker.kind != CHECKER_CUSTOM, &d) < 0) ||
	    run_test_once(pool, &pool->sessions[worker], t, rf, &o, io, tr, &d) < 0) {
		__atomic_store_n(&pool->j->run_failed, 1, __ATOMIC_RELAXED);
		goto judge_failed;
	}
	tr->time_ms = o.sr.cpu_ms;
	tr->wall_ms = o.sr.wall_ms;
	tr->memory_kb = o.sr.memory_kb;
	tr->exit_code = o.sr.exited ? o.sr.exit_code : -1;
	tr->signal = o.sr.signal;
	snprintf(tr->stderr_head, sizeof tr->stderr_head, "%s", o.stderr_head);
	if (test_verdict(pool, t, rf, &o, io, tr, &d) < 0)
		goto judge_failed;
	free(io);
	return;
judge_failed:
	free(io);
	tr->verdict = V_JE;
	snprintf(tr->message, sizeof tr->message, "%s", d.msg);
	pool->errors[i] = xstrdup(d.msg);
}

static void progress(struct pool *pool)
{
	if (!pool->j->progress)
		return;
	size_t done = atomic_fetch_add(&pool->done, 1) + 1;
	pthread_mutex_lock(&pool->lock);
	pool->j->progress(pool->j->progress_ctx, pool->p->id, done, pool->p->ntests);
	pthread_mutex_unlock(&pool->lock);
}

/* Whether the options leave test t out: too large an input, or not one for the brute force. */
static int left_out(const struct judge_opts *opts, const struct test *t, size_t i)
{
	return (opts->brute_only && !t->brute) || (opts->only && !opts->only[i]) ||
	       (opts->max_input > 0 && file_size(t->input) > opts->max_input);
}

static void run_test(void *ctx, size_t worker, size_t i)
{
	struct pool *pool = ctx;
	if (dropped(pool, i))
		return;
	if (left_out(pool->opts, &pool->p->tests[i], i))
		return;
	judge_one(pool, worker, i);
	if (pool->r->tests[i].verdict != V_AC)
		failed_at(pool, i);
	progress(pool);
}

/*
 * Runs the tests into r->tests; returns each test's judge failure (NULL for
 * none), malloc'ed, for submission_tally().
 */
static char **run_tests(struct judge *j, const struct problem *p, const struct judge_program *prog, char **checkers,
                        const struct judge_opts *opts, struct submission_result *r)
{
	struct pool pool = { .j = j,
		             .p = p,
		             .prog = *prog,
		             .lim = r->limits,
		             .checker = checkers[0],
		             .after = checkers[1],
		             .r = r,
		             .first_fail = opts->first_fail,
		             .alone = opts->alone,
		             .sanitized = opts->sanitize,
		             .cc = opts->cc ? opts->cc : j->cc,
		             .opts = opts };
	atomic_init(&pool.done, 0);
	atomic_init(&pool.first_failed, p->ntests);
	atomic_init(&pool.reruns, 0);
	atomic_init(&pool.unshared, 0);
	pthread_mutex_init(&pool.lock, NULL);
	int jobs = opts->jobs > 0 && opts->jobs < j->jobs ? opts->jobs : j->jobs;
	size_t workers = parallel_workers(p->ntests, jobs);
	pool.sessions = xcalloc(workers, sizeof *pool.sessions);
	pool.files = xcalloc(workers, sizeof *pool.files);
	pool.errors = xcalloc(p->ntests + 1, sizeof *pool.errors);
	parallel_for_workers(p->ntests, jobs, run_test, &pool);
	for (size_t i = 0; i < workers; i++) {
		session_keep(j, pool.sessions[i]); /* for the next submission this judge judges */
		run_files_close(&pool.files[i]);
	}
	free(pool.sessions);
	free(pool.files);
	pthread_mutex_destroy(&pool.lock);
	r->run_share = prog->share && !atomic_load(&pool.unshared);
	return pool.errors;
}

/*
 * With first_fail: the results of tests after the first one not accepted in
 * manifest order (runs that were already going when it failed) are dropped,
 * left V_SKIPPED as if never started.
 */
static void drop_after_first_failure(struct submission_result *r)
{
	size_t i = 0;
	while (i < r->ntests && (r->tests[i].verdict == V_AC || r->tests[i].verdict == V_SKIPPED))
		i++;
	for (i++; i < r->ntests; i++) {
		struct test_report *t = &r->tests[i];
		char name[sizeof t->name];
		memcpy(name, t->name, sizeof name);
		memset(t, 0, sizeof *t);
		memcpy(t->name, name, sizeof name);
		t->verdict = V_SKIPPED;
	}
}

/* The submission's language, or its sanitized build with opts->sanitize; NULL with a message. */
static const struct language *submission_language(struct judge *j, const char *file, const struct judge_opts *opts,
                                                  struct diag *d)
{
	const struct language *lang = judge_language(j, file, opts->lang, d);
	if (!lang || !opts->sanitize)
		return lang;
	const struct language *plain = lang;
	if (!(lang = sanitize_language(j->langs, plain)))
		diag_set(d, "'%s': %s has no sanitized build (c and cpp have)", file, plain->name);
	return lang;
}

/* r before anything is run: its names and limits, every test V_SKIPPED. */
static void submission_init(const struct problem *p, const char *file, const struct language *lang,
                            const struct judge_opts *opts, struct submission_result *r)
{
	r->problem = xstrdup(p->id);
	r->file = xstrdup(file);
	r->language = xstrdup(lang->name);
	r->limits = opts->limits ? *opts->limits : judge_problem_limits(p, lang);
	if (opts->sanitize && !opts->limits)
		r->limits.memory_kb += SANITIZE_MEMORY_KB;
	r->ntests = p->ntests;
	r->tests = xcalloc(p->ntests, sizeof *r->tests);
	for (size_t i = 0; i < p->ntests; i++) {
		r->tests[i].verdict = V_SKIPPED;
		snprintf(r->tests[i].name, sizeof r->tests[i].name, "%s", p->tests[i].name);
	}
}

/* The largest figures and the counts of the tests that are counted (not V_SKIPPED). */
static void submission_figures(struct submission_result *r)
{
	for (size_t i = 0; i < r->ntests; i++) {
		const struct test_report *t = &r->tests[i];
		if (t->verdict == V_SKIPPED)
			continue;
		if (t->time_ms > r->time_ms)
			r->time_ms = t->time_ms;
		if (t->memory_kb > r->memory_kb)
			r->memory_kb = t->memory_kb;
		if (t->verdict == V_AC)
			r->passed++;
		else
			r->failed++;
	}
}

/*
 * The submission's verdict from its tests' (verdict_submission: the first not
 * accepted in manifest order decides, JE too), with the judge's words for a JE,
 * and a judge failure on a later test kept beside it. Decided before first_fail
 * drops what ran after the deciding test, so such a failure is reported even
 * when its test is not counted. errors: each test's judge failure or NULL.
 */
static void submission_tally(struct submission_result *r, char *const *errors, int first_fail)
{
	enum verdict *v = xcalloc(r->ntests + 1, sizeof *v);
	for (size_t i = 0; i < r->ntests; i++)
		v[i] = r->tests[i].verdict;
	struct verdict_tally t = verdict_submission(v, r->ntests);
	free(v);
	r->verdict = t.verdict;
	if (t.verdict == V_JE) {
		const char *why = errors[t.decided_by];
		r->judge_error = xstrdup(why ? why : r->tests[t.decided_by].message);
	}
	if (t.later_je >= 0) {
		const char *why = errors[t.later_je];
		r->later_error = xstrdup(why ? why : r->tests[t.later_je].message);
		snprintf(r->later_error_test, sizeof r->later_error_test, "%s", r->tests[t.later_je].name);
	}
	if (first_fail)
		drop_after_first_failure(r);
	submission_figures(r);
}

/*
 * Runs the compiled submission on the tests, with the problem's checker or
 * interactor built first; r gets JE when that cannot be built.
 */
static void submission_run(struct judge *j, const struct problem *p, const struct language *lang,
                           const struct compile_result *cr, const struct judge_opts *opts, struct submission_result *r,
                           struct diag *d)
{
	char *checkers[2] = { NULL, NULL }; /* the checker or interactor, and the checker after it */
	const struct checker_spec *after = p->checker.after;
	if (((p->checker.kind == CHECKER_CUSTOM || p->checker.kind == CHECKER_INTERACTIVE) &&
	     judge_build_tool(j, p->checker.program, &checkers[0], d) < 0) ||
	    (after && after->kind == CHECKER_CUSTOM && judge_build_tool(j, after->program, &checkers[1], d) < 0)) {
		r->verdict = V_JE;
		r->judge_error = xasprintf("the problem's checker: %s", d->msg);
		free(checkers[0]);
		return;
	}
	struct judge_program prog = {
		.binary = cr->binary, .lang = lang, .main_class = cr->main_class, .share = cr->share
	};
	char **errors = run_tests(j, p, &prog, checkers, opts, r);
	free(checkers[0]);
	free(checkers[1]);
	submission_tally(r, errors, opts->first_fail);
	for (size_t i = 0; i < p->ntests; i++)
		free(errors[i]);
	free(errors);
}

int judge_submission(struct judge *j, const struct problem *p, const char *file, const struct judge_opts *opts,
                     struct submission_result *r, struct diag *d)
{
	memset(r, 0, sizeof *r);
	const struct language *lang = submission_language(j, file, opts, d);
	if (!lang)
		return -1;
	submission_init(p, file, lang, opts, r);
	struct compile_result cr;
	int rc = compile_source(opts->cc ? opts->cc : j->cc, lang, file, NULL, &cr, d);
	if (rc == COMPILE_REFUSED) {
		submission_result_free(r);
		return -1;
	}
	if (rc < 0) {
		r->verdict = V_JE;
		r->judge_error = xstrdup(d->msg);
		r->compile_log = xstrdup("");
		return 0;
	}
	r->compile_ok = cr.ok;
	r->compile_cached = cr.cached;
	r->compile_pch = cr.pch;
	r->compile_cds = cr.cds;
	r->compile_ms = cr.time_ms;
	r->compile_log = cr.log;
	cr.log = NULL;
	if (cr.ok)
		submission_run(j, p, lang, &cr, opts, r, d);
	else
		r->verdict = V_CE;
	compile_result_free(&cr);
	return 0;
}

void submission_result_free(struct submission_result *r)
{
	free(r->problem);
	free(r->file);
	free(r->language);
	free(r->compile_log);
	free(r->tests);
	free(r->judge_error);
	free(r->later_error);
	memset(r, 0, sizeof *r);
}
