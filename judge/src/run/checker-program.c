/*
 * checker-program.c: a checker program run in the sandbox, under testlib's convention
 * (`check /input /output /answer`) or Kattis' (`validator /input /answer
 * /feedback/ FLAGS < output`). The built-in checkers and the meaning of exit
 * statuses are in checker.c.
 */
#define _GNU_SOURCE
#include "run/checker-program.h"

#include <errno.h>
#include <fcntl.h>
#include <pthread.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <unistd.h>

#include "run/judge.h"
#include "run/session.h"

/* ---- checker programs ---- */

#define CHECKER_LOG_KB 1024 /* what a checker may write on stdout and stderr */

const struct limits judge_checker_limits = {
	.time_ms = 10000, .wall_ms = 20000, .memory_kb = 1L << 20, .output_kb = CHECKER_LOG_KB
};

/* Why an exit status means a checker or interactor failed, for its message. */
const char *checker_exit_hint(enum checker_convention conv, int code, const char *note)
{
	return note[0]                                   ? note
	       : conv == CONVENTION_TESTLIB && code == 3 ? ", testlib's fail"
	       : conv == CONVENTION_KATTIS               ? ", not 42 or 43"
	                                                 : ", not testlib's";
}

/*
 * The Kattis convention's command line, `validator /input /answer /feedback/
 * FLAGS`, and its feedback directory. /feedback is a directory of the run's
 * own root, not of the machine: what a validator or interactor writes there
 * is bounded by the root's size (checker_feedback_bound), so it cannot fill the
 * judge's scratch space, and it is gone when the run ends. The one file the
 * judge reads back, judgemessage.txt, is bound from feedback (the judge's
 * private scratch directory, made here, at msgpath, which is
 * feedback/judgemessage.txt) and capped by the file-size limit. Fills
 * binds[2] and binds[3].
 */
int checker_kattis_call(const struct checker_spec *spec, const char *feedback, const char *msgpath, struct sandbox_bind *binds,
                struct strv *argv, struct diag *d)
{
	strv_push(argv, "validator");
	strv_push(argv, "/input");
	strv_push(argv, "/answer");
	strv_push(argv, "/feedback/");
	for (size_t i = 0; i < spec->nflags; i++)
		strv_push(argv, spec->flags[i]);
	int fd = mkdir(feedback, 0700) < 0 ? -1 : open(msgpath, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0666);
	if (fd < 0 || fchmod(fd, 0666) < 0) {
		diag_errno(d, "cannot create the feedback directory '%s'", feedback);
		if (fd >= 0)
			close(fd);
		return -1;
	}
	close(fd);
	binds[2] = (struct sandbox_bind){ .dst = "/feedback", .writable = 1 };
	binds[3] = (struct sandbox_bind){ .dst = "/feedback/judgemessage.txt", .src = msgpath, .writable = 1 };
	return 0;
}

long checker_feedback_bound_mb(long long output_bytes)
{
	return FEEDBACK_MB + (long)((output_bytes + (1LL << 20) - 1) >> 20);
}

void checker_feedback_bound(struct sandbox_spec *sp, long bound_mb)
{
	sp->limits.tmpfs_kb = (bound_mb + 1) << 10;
}

int checker_feedback_over(const struct sandbox_result *sr, long bound_mb)
{
	return sr->files_kb > bound_mb << 10;
}

/* The checker's words: the start of a file, trailing whitespace dropped. */
void checker_words(const char *path, char *buf, size_t size)
{
	size_t n = read_head(path, buf, size);
	while (n > 0 && (buf[n - 1] == '\n' || buf[n - 1] == ' ' || buf[n - 1] == '\r' || buf[n - 1] == '\t'))
		buf[--n] = '\0';
}

void checker_call_init(struct judge *j, const struct checker_spec *spec, const char *out_name, const char *err_name,
               struct checker_call *c)
{
	*c = (struct checker_call){ .kattis = spec->convention == CONVENTION_KATTIS };
	c->outpath = judge_scratch(j, out_name);
	c->errpath = err_name ? judge_scratch(j, err_name) : NULL;
	c->feedback = c->kattis ? judge_scratch(j, "feedback") : NULL;
	c->msgpath = c->kattis ? xasprintf("%s/judgemessage.txt", c->feedback) : NULL;
}

void checker_call_free(struct checker_call *c)
{
	if (c->outpath)
		unlink(c->outpath);
	if (c->errpath)
		unlink(c->errpath);
	if (c->feedback)
		remove_tree(c->feedback);
	free(c->outpath);
	free(c->errpath);
	free(c->feedback);
	free(c->msgpath);
	strv_free(&c->argv);
}

struct sandbox_spec checker_call_spec(const struct checker_call *c, const struct limits *lim, int exe, int in, int out, int err,
                              long bound_mb)
{
	struct sandbox_spec sp = run_spec(lim, exe, c->argv.v, in, out, err);
	sp.binds = c->binds;
	sp.nbinds = c->nbinds;
	if (c->kattis)
		checker_feedback_bound(&sp, bound_mb);
	return sp;
}

/*
 * A testlib checker's runs in a session (sandbox.h) kept by the worker thread
 * that runs them, instead of a fresh sandbox each: about 5 ms of the
 * machine's time a run. A session's binds are fixed when it opens, so its
 * root shows one folder of the judge's scratch space at CHECK_FILES, read-only,
 * and /input, /output and /answer are symbolic links into it; before each run
 * the judge puts that run's three files there (hard links, or a copy of a
 * file on another file system up to CHECK_COPY_MAX), so the checker's command
 * line, its files and their contents are what a fresh sandbox shows it. Only
 * a worker thread's: a session dies with the thread that opened it, which the
 * judge outlives; the main thread's checkers, and Kattis' validators (their
 * feedback directory is per run), run in a fresh sandbox as before.
 */
#define CHECK_FILES    "/.files"
#define CHECK_COPY_MAX (1LL << 20)

struct checker_session {
	struct judge *j; /* NULL once the judge ended it (checker_sessions_end) */
	char *bin, *dir; /* the checker it runs; its files' folder */
	struct limits lim;
	struct sandbox_session *ss;
	struct checker_session *next; /* the list of every open one */
};

static pthread_mutex_t sessions_lock = PTHREAD_MUTEX_INITIALIZER;
static struct checker_session *sessions;
static pthread_key_t session_key;
static pthread_once_t session_once = PTHREAD_ONCE_INIT;

/* Closes cs's session and removes its folder; the caller holds sessions_lock. */
static void session_end(struct checker_session *cs)
{
	for (struct checker_session **p = &sessions; *p; p = &(*p)->next)
		if (*p == cs) {
			*p = cs->next;
			break;
		}
	sandbox_session_close(cs->ss);
	remove_tree(cs->dir);
	cs->j = NULL;
}

static void session_free(struct checker_session *cs)
{
	pthread_mutex_lock(&sessions_lock);
	if (cs->j)
		session_end(cs);
	pthread_mutex_unlock(&sessions_lock);
	free(cs->bin);
	free(cs->dir);
	free(cs);
}

/* At a worker thread's end: its session (judge-box dies with the thread anyway). */
static void session_thread_end(void *cs)
{
	session_free(cs);
}

static void session_key_make(void)
{
	pthread_key_create(&session_key, session_thread_end);
}

void checker_sessions_end(struct judge *j)
{
	pthread_mutex_lock(&sessions_lock);
	struct checker_session **p = &sessions;
	while (*p)
		if ((*p)->j == j)
			session_end(*p);
		else
			p = &(*p)->next;
	pthread_mutex_unlock(&sessions_lock);
}

/* Opens this thread's session for bin under lim; NULL when none can be (a fresh sandbox then). */
static struct checker_session *session_for(struct judge *j, const char *bin, const struct limits *lim)
{
	if (syscall(SYS_gettid) == getpid() || pthread_once(&session_once, session_key_make) != 0)
		return NULL;
	struct checker_session *cs = pthread_getspecific(session_key);
	if (cs && cs->j == j && !strcmp(cs->bin, bin) && !memcmp(&cs->lim, lim, sizeof *lim))
		return cs;
	if (cs)
		session_free(cs);
	pthread_setspecific(session_key, NULL);
	cs = xcalloc(1, sizeof *cs);
	*cs = (struct checker_session){ .j = j, .bin = xstrdup(bin), .dir = judge_scratch(j, "checker-files"), .lim = *lim };
	char *argv[] = { "check", "/input", "/output", "/answer", NULL };
	const struct sandbox_bind binds[] = { { .dst = CHECK_FILES, .src = cs->dir },
		                              { .dst = "/input", .link = CHECK_FILES "/input" },
		                              { .dst = "/output", .link = CHECK_FILES "/output" },
		                              { .dst = "/answer", .link = CHECK_FILES "/answer" } };
	int exe = open(bin, O_RDONLY | O_CLOEXEC), nul = open("/dev/null", O_RDWR | O_CLOEXEC);
	struct diag d;
	if (exe >= 0 && nul >= 0 && mkdir(cs->dir, 0755) == 0 && chmod(cs->dir, 0755) == 0) {
		struct sandbox_spec sp = run_spec(lim, exe, argv, nul, nul, nul);
		sp.binds = binds;
		sp.nbinds = sizeof binds / sizeof binds[0];
		cs->ss = sandbox_session_open(j->sb, &sp, &d);
	}
	run_close_each((int[]){ exe, nul }, 2);
	if (!cs->ss) {
		remove_tree(cs->dir);
		free(cs->bin);
		free(cs->dir);
		free(cs);
		return NULL;
	}
	pthread_mutex_lock(&sessions_lock);
	cs->next = sessions;
	sessions = cs;
	pthread_mutex_unlock(&sessions_lock);
	pthread_setspecific(session_key, cs);
	return cs;
}

/* Shows src as name in dir: a hard link, or a copy of a small file on another file system; -1 when neither. */
static int session_file(const char *dir, const char *name, const char *src)
{
	char *dst = xasprintf("%s/%s", dir, name);
	struct stat st;
	struct diag d;
	unlink(dst);
	int rc = link(src, dst);
	if (rc < 0 && errno == EXDEV && stat(src, &st) == 0 && S_ISREG(st.st_mode) && st.st_size <= CHECK_COPY_MAX)
		rc = copy_file_limited(src, dst, CHECK_COPY_MAX, st.st_mode & 0777, &d);
	free(dst);
	return rc < 0 ? -1 : 0;
}

/* Removes what session_file() put in dir. */
static void session_files_clear(const char *dir)
{
	static const char *const names[] = { "input", "output", "answer" };
	for (size_t i = 0; i < 3; i++) {
		char *path = xasprintf("%s/%s", dir, names[i]);
		unlink(path);
		free(path);
	}
}

/*
 * Runs a testlib checker in this thread's session, on the run's stdout and
 * stderr (out, err): 1 with its result in sr, 0 when it cannot run there (the
 * caller runs it in a fresh sandbox), -1 with a message when the judge failed.
 */
static int session_check(struct judge *j, const char *bin, const char *input, const char *output, const char *answer,
                         const struct limits *lim, int out, int err, struct sandbox_result *sr, struct diag *d)
{
	struct checker_session *cs = session_for(j, bin, lim);
	if (!cs)
		return 0;
	int ret = 0, in = -1;
	if (session_file(cs->dir, "input", input) == 0 && session_file(cs->dir, "output", output) == 0 &&
	    session_file(cs->dir, "answer", answer) == 0 && (in = open("/dev/null", O_RDONLY | O_CLOEXEC)) >= 0) {
		ret = sandbox_session_run(cs->ss, in, out, err, lim->wall_ms, 0, sr, d) < 0 ? -1 : 1;
		close(in);
	}
	session_files_clear(cs->dir);
	if (ret < 0) { /* broken: the next check opens a new one */
		pthread_setspecific(session_key, NULL);
		session_free(cs);
	}
	return ret;
}

/*
 * How a checker program runs: in an empty root holding /input, /output and
 * /answer (testlib: `check /input /output /answer`), or /input, /answer and a
 * writable /feedback directory with the output on stdin (Kattis: `validator
 * /input /answer /feedback/ FLAGS < output`), read-only but for the feedback
 * directory, under the seccomp filter and a uid of the pool.
 */
static int checker_command(const struct checker_spec *spec, const char *input, const char *output, const char *answer,
                           struct checker_call *c, struct diag *d)
{
	c->binds[0] = (struct sandbox_bind){ .dst = "/input", .src = input };
	c->binds[1] = (struct sandbox_bind){ .dst = "/answer", .src = answer };
	c->nbinds = c->kattis ? 4 : 3;
	if (c->kattis)
		return checker_kattis_call(spec, c->feedback, c->msgpath, c->binds, &c->argv, d);
	c->binds[2] = (struct sandbox_bind){ .dst = "/output", .src = output };
	strv_push(&c->argv, "check");
	strv_push(&c->argv, "/input");
	strv_push(&c->argv, "/output");
	strv_push(&c->argv, "/answer");
	return 0;
}

/*
 * A scoring problem's testlib checker that gave points (exit 7): the test is
 * AC with them (partial), or the checker failed when its words do not begin with them.
 */
static int checker_points_outcome(const char *words, struct check_result *r, struct diag *d)
{
	if (checker_points(words, &r->points) < 0) {
		diag_set(d,
		         "the checker gave points (exit code 7) but its message does not begin with their number "
		         "in 0..1e6, as testlib's quitp() writes it: %s",
		         words[0] ? words : "no message");
		return -1;
	}
	r->verdict = V_AC;
	r->partial = 1;
	snprintf(r->message, sizeof r->message, "partially correct: %s", words);
	return 0;
}

/*
 * The checker's answer from its run: 0 with its verdict and words in r, or -1
 * with why it failed (the problem's fault). flim is the limits it ran under,
 * bound_mb what its feedback directory may hold.
 */
static int checker_outcome(const struct checker_spec *spec, const struct checker_call *c,
                           const struct sandbox_result *sr, const struct limits *lim, const struct limits *flim,
                           long bound_mb, struct check_result *r, struct diag *d)
{
	char sig[96], words[sizeof r->message], note[64];
	words[0] = '\0';
	if (c->msgpath)
		checker_words(c->msgpath, words, sizeof words);
	if (!words[0])
		checker_words(c->errpath, words, sizeof words);
	if (!words[0])
		checker_words(c->outpath, words, sizeof words);
	const char *who = c->kattis ? "output validator" : "checker";
	/* Stopped by judge-box at its memory limit: that limit, even if its CPU time passed too as it died. */
	int for_memory = sr->killed_for == SANDBOX_KILLED_MEMORY;
	if (!for_memory && (sr->wall_killed || sr->cpu_ms > lim->time_ms || (!sr->exited && sr->signal == SIGXCPU)))
		diag_set(d, "the %s ran over its time limit (CPU %ld ms, wall %ld ms)", who, sr->cpu_ms, sr->wall_ms);
	else if (!sr->exited && sr->signal == SIGXFSZ)
		diag_set(d, "the %s wrote more than %ld KiB", who, flim->output_kb);
	else if (c->kattis && checker_feedback_over(sr, bound_mb))
		diag_set(d, "the %s wrote over %ld MiB to its feedback directory", who, bound_mb);
	else if (for_memory || sr->memory_kb + sr->files_kb > lim->memory_kb || sr->exec_nomem)
		diag_set(d, "the %s went over its memory limit of %ld KiB", who, lim->memory_kb);
	else if (!sr->exited)
		diag_set(d, "the %s was %s", who, verdict_signal_text(sr->signal, sig, sizeof sig));
	else if (checker_exit_verdict(spec->convention, sr->exit_code, &r->verdict, note, sizeof note) < 0)
		diag_set(d, "the %s failed (exit code %d%s): %s", who, sr->exit_code,
		         checker_exit_hint(spec->convention, sr->exit_code, note), words[0] ? words : "no message");
	else if (spec->points && !c->kattis && sr->exit_code == 7)
		return checker_points_outcome(words, r, d);
	else {
		snprintf(r->message, sizeof r->message, "%s%s", note, words);
		return 0;
	}
	return -1;
}

static int run_checker(struct judge *j, const struct checker_spec *spec, const char *bin, const char *input,
                       const char *output, const char *answer, const struct limits *lim, struct check_result *r,
                       struct diag *d)
{
	struct checker_call c;
	int in = -1, out = -1, err = -1, exe = -1, ret = -1;
	checker_call_init(j, spec, "check-out", "check-err", &c);
	if (checker_command(spec, input, output, answer, &c, d) < 0)
		goto out;
	in = open(c.kattis ? output : "/dev/null", O_RDONLY | O_CLOEXEC);
	out = open(c.outpath, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0600);
	err = open(c.errpath, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0600);
	exe = open(bin, O_RDONLY | O_CLOEXEC);
	if (in < 0 || out < 0 || err < 0 || exe < 0) {
		diag_errno(d, "cannot prepare the checker's run");
		goto out;
	}
	/*
	 * A Kattis validator may keep what it reads in its feedback directory (our
	 * exported testlib checkers do): a file there may be as large as the
	 * output it judges, plus its own words.
	 */
	struct limits flim = *lim;
	long long osize = c.kattis ? file_size(output) : 0;
	if (osize > 0 && osize / 1024 + CHECKER_LOG_KB > flim.output_kb)
		flim.output_kb = (long)(osize / 1024) + CHECKER_LOG_KB;
	long bound_mb = checker_feedback_bound_mb(osize > 0 ? osize : 0);
	struct sandbox_spec sp = checker_call_spec(&c, &flim, exe, in, out, err, bound_mb);
	struct sandbox_result sr;
	int done = c.kattis ? 0 : session_check(j, bin, input, output, answer, &flim, out, err, &sr, d);
	if (done < 0 || (!done && sandbox_run(j->sb, &sp, &sr, d) < 0))
		goto out;
	ret = checker_outcome(spec, &c, &sr, lim, &flim, bound_mb, r, d);
out:
	run_close_each((int[]){ in, out, err, exe }, 4);
	checker_call_free(&c);
	return ret;
}

int judge_check(struct judge *j, const struct checker_spec *spec, const char *checker_bin, const char *input,
                const char *output, const char *answer, const struct limits *lim, struct check_result *r,
                struct diag *d)
{
	memset(r, 0, sizeof *r);
	if (spec->kind != CHECKER_CUSTOM)
		return checker_compare(spec, output, answer, r, d);
	if (!checker_bin) {
		diag_set(d, "the checker program is not built");
		return -1;
	}
	return run_checker(j, spec, checker_bin, input, output, answer, lim, r, d);
}
