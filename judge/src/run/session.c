/*
 * session.c: the one run path. A program is run in a session of the sandbox
 * (sandbox.h): the namespaces and the root are made once, each run forks a
 * fresh process in a fresh tmpfs. A language with a runtime gets its runtime's
 * files, read-only, in the same empty root. This file measures; verdict.c
 * decides.
 */
#define _GNU_SOURCE
#include "run/session.h"

#include <errno.h>
#include <fcntl.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <sys/statvfs.h>
#include <unistd.h>

#include "run/sanitize.h"
#include "util.h"

/* Closes the descriptors of fds that are open (>= 0). */
void run_close_each(const int *fds, size_t n)
{
	for (size_t i = 0; i < n; i++)
		if (fds[i] >= 0)
			close(fds[i]);
}

void run_decide(const struct limits *lim, struct run_outcome *o)
{
	o->verdict = verdict_decide(lim, &o->sr, o->output_bytes, o->message, sizeof o->message);
}

/* Every run's environment; a language's own env is added to it. */
static char *const run_env[] = { "ONLINE_JUDGE=1", "LANG=C", NULL };

/*
 * The address-space cap only stops a runaway; MLE is decided on peak resident
 * memory, which counts what a program uses, not what it reserves. So the cap
 * leaves room for RUN_THREADS threads besides the main one: glibc reserves
 * each a stack of RLIMIT_STACK (the memory limit, so that the main thread may
 * recurse as deep as memory allows) and a malloc arena (64 MiB, made through
 * a window of twice that), none of which costs memory until it is touched.
 */
#define RUN_THREADS  8
#define RUN_ARENA_KB (128L << 10)

/*
 * What a program's stderr keeps for the report: the rest is read and dropped
 * (judge-box drains it), so stderr never decides a verdict. Checkers and
 * interactors keep their capped log: one that writes more has failed (JE).
 */
#define RUN_STDERR_KEEP_KB 64

/*
 * The devices of a run's root, read-only: runtimes seed their random number
 * generators from /dev/urandom (Java's SecureRandom, PyPy's os.urandom), and
 * programs open /dev/null and /dev/zero, as in isolate's and DOMjudge's roots.
 */
static const struct sandbox_bind run_devices[] = {
	{ .dst = "/dev/null", .src = "/dev/null" },
	{ .dst = "/dev/zero", .src = "/dev/zero" },
	{ .dst = "/dev/random", .src = "/dev/random" },
	{ .dst = "/dev/urandom", .src = "/dev/urandom" },
};
#define RUN_NDEVICES (sizeof run_devices / sizeof run_devices[0])

/* The sandbox settings of a run under lim. */
struct sandbox_spec run_spec(const struct limits *lim, int exe, char *const *argv, int in, int out, int err)
{
	static char *default_argv[] = { "main", NULL };
	long as = 2 * lim->memory_kb + (64L << 10) + RUN_THREADS * (lim->memory_kb + RUN_ARENA_KB);
	return (struct sandbox_spec){
		.exec_fd = exe,
		.argv = argv ? argv : default_argv,
		.envp = run_env,
		.stdin_fd = in,
		.stdout_fd = out,
		.stderr_fd = err,
		.empty_root = 1,
		.seccomp = 1,
		.limits = { .cpu_ms = lim->time_ms,
		            .wall_ms = lim->wall_ms,
		            .as_kb = as,
		            .stack_kb = lim->memory_kb,
		            .fsize_kb = lim->output_kb,
		            .nproc = 128,
		            /* Files it writes count as memory, so they fit in the memory limit. */
		            .tmpfs_kb = lim->memory_kb,
		            /* Past the limit it is MLE whatever it does next: stop it at once. */
		            .memory_kb = lim->memory_kb },
	};
}

/*
 * A program whose stdout hits a full disk sees its writes fail and its output
 * cut short: that is the judge's failure, not a wrong answer. When the scratch
 * space has less than SCRATCH_RESERVE_KB free after a run, the output cannot be
 * trusted and the run is the judge's failure.
 */
#define SCRATCH_RESERVE_KB 1024L

int run_scratch_full(struct judge *j, struct diag *d)
{
	struct statvfs st;
	if (statvfs(j->workdir, &st) < 0) {
		diag_errno(d, "cannot check the free space of '%s'", j->workdir);
		return -1;
	}
	long long free_kb = (long long)st.f_bavail * (long long)st.f_frsize / 1024;
	if (free_kb >= SCRATCH_RESERVE_KB)
		return 0;
	diag_set(d, "the judge's scratch space '%s' is full (%lld KiB free): the program's output may be cut short",
	         j->workdir, free_kb);
	return -1;
}

void run_files_close(struct run_files *rf)
{
	if (!rf->out)
		return;
	run_close_each((int[]){ rf->out_fd, rf->err_fd }, 2);
	if (!rf->memory) {
		unlink(rf->out);
		unlink(rf->err);
	}
	free(rf->out);
	free(rf->err);
	*rf = (struct run_files){ .out_fd = -1, .err_fd = -1 };
}

int run_files_open(struct judge *j, struct run_files *rf, int memory, struct diag *d)
{
	rf->memory = memory;
	if (memory) {
		rf->out_fd = memfd_create("judge-out", MFD_CLOEXEC);
		rf->err_fd = memfd_create("judge-stderr", MFD_CLOEXEC);
		rf->out = xasprintf("/proc/self/fd/%d", rf->out_fd);
		rf->err = xasprintf("/proc/self/fd/%d", rf->err_fd);
	} else {
		rf->out = judge_scratch(j, "out");
		rf->err = judge_scratch(j, "stderr");
		rf->out_fd = open(rf->out, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
		rf->err_fd = open(rf->err, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0600);
	}
	if (rf->out_fd < 0 || rf->err_fd < 0) {
		diag_errno(d, "cannot create the run's %s file", rf->out_fd < 0 ? "output" : "stderr");
		run_files_close(rf);
		return -1;
	}
	return 0;
}

/* Empties and rewinds the worker's files for the next run. */
static int run_files_reset(struct run_files *rf, struct diag *d)
{
	int fds[2] = { rf->out_fd, rf->err_fd };
	for (int i = 0; i < 2; i++) {
		if (ftruncate(fds[i], 0) < 0 || lseek(fds[i], 0, SEEK_SET) < 0) {
			diag_errno(d, "cannot empty '%s'", i ? rf->err : rf->out);
			return -1;
		}
	}
	return 0;
}

/*
 * The head of a run's stderr into buf (NUL-terminated, NULs shown as spaces),
 * from fd when it can be read (a worker's memory file), else from path;
 * nothing is opened when the program wrote nothing there, as most do.
 */
static void stderr_head(int fd, int readable, const char *path, char *buf, size_t size)
{
	struct stat st;
	buf[0] = '\0';
	if (fstat(fd, &st) == 0 && st.st_size == 0)
		return;
	if (!readable) {
		read_head(path, buf, size);
		return;
	}
	size_t n = 0;
	while (n < size - 1) {
		ssize_t r = pread(fd, buf + n, size - 1 - n, (off_t)n);
		if (r < 0 && errno == EINTR)
			continue;
		if (r <= 0)
			break;
		n += (size_t)r;
	}
	buf[n] = '\0';
	for (size_t i = 0; i < n; i++)
		if (buf[i] == '\0')
			buf[i] = ' ';
}

/*
 * The one run path: every program the judge runs under a problem's limits
 * goes through a session (sandbox.h), a one-run session for a single run.
 * This measures; verdict_decide() decides. The output goes to output, or
 * with rf to the worker's files (then output is rf->out).
 */
/* A sanitized run's stderr: its runtime warns of what the sandbox lacks; the report comes after. */
#define SANITIZED_STDERR_READ 8192

int session_run(struct judge *j, struct sandbox_session *ss, char *const *args, const char *input, const char *output,
                struct run_files *rf, const struct limits *lim, int sanitized, struct run_outcome *o, struct diag *d)
{
	int in = -1, out = -1, err = -1, ret = -1;
	char *errpath = rf ? rf->err : judge_scratch(j, "stderr");

	memset(o, 0, sizeof *o);
	/* A test's input is a regular file or a device (/dev/null): a FIFO swapped in is refused, never waited on. */
	struct stat ist;
	if ((in = open(input, O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC)) < 0) {
		diag_errno(d, "cannot open '%s'", input);
		goto out;
	}
	if (fstat(in, &ist) < 0 || !(S_ISREG(ist.st_mode) || S_ISCHR(ist.st_mode)) ||
	    fcntl(in, F_SETFL, O_RDONLY) < 0) {
		diag_set(d, "'%s': not a regular file", input);
		goto out;
	}
	if (rf) {
		if (run_files_reset(rf, d) < 0)
			goto out;
		output = rf->out;
	} else if ((out = open(output, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644)) < 0) {
		diag_errno(d, "cannot create '%s'", output);
		goto out;
	} else if ((err = open(errpath, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0600)) < 0) {
		diag_errno(d, "cannot create '%s'", errpath);
		goto out;
	}
	int out_fd = rf ? rf->out_fd : out, err_fd = rf ? rf->err_fd : err, memory = rf && rf->memory;
	if (sandbox_session_run_args(ss, args, in, out_fd, err_fd, lim->wall_ms, 0, &o->sr, d) < 0)
		goto out;
	struct stat ost;
	if (fstat(out_fd, &ost) < 0) {
		diag_errno(d, "cannot read the size of '%s'", output);
		goto out;
	}
	o->output_bytes = (long long)ost.st_size;
	/* Memory files are not on the scratch space: only a file there can be cut short by it. */
	if (!memory && run_scratch_full(j, d) < 0)
		goto out;
	run_decide(lim, o);
	if (sanitized) {
		char *head = xmalloc(SANITIZED_STDERR_READ);
		stderr_head(err_fd, memory, errpath, head, SANITIZED_STDERR_READ);
		sanitize_strip_noise(head, o->stderr_head, sizeof o->stderr_head);
		free(head);
	} else {
		stderr_head(err_fd, memory, errpath, o->stderr_head, sizeof o->stderr_head);
	}
	ret = 0;
out:
	run_close_each((int[]){ in, out, err }, 3);
	if (!rf) {
		unlink(errpath);
		free(errpath);
	}
	return ret;
}

int judge_session_run(struct judge *j, struct sandbox_session *ss, const char *input, const char *output,
                      const struct limits *lim, struct run_outcome *o, struct diag *d)
{
	return session_run(j, ss, NULL, input, output, NULL, lim, 0, o, d);
}

/*
 * The run of a language with a runtime: the runtime's command, its files and
 * the artefact at LANG_BIN_PATH (and the runs' class-data archive at
 * LANG_SHARE_PATH when the compile made one), all read-only, in the same empty root; the
 * address-space cap raised by what the runtime reserves. MLE is decided as
 * for any program, on the run's peak resident memory.
 */
static struct sandbox_session *runtime_session_open(struct judge *j, const struct judge_program *prog,
                                                    const struct limits *lim, int nul, struct diag *d)
{
	const struct language *l = prog->lang;
	struct sandbox_session *ss = NULL;
	struct strv argv = { 0 }, env = { 0 };
	struct sandbox_bind *binds = NULL;
	size_t nbinds = 0;
	struct lang_words words = { .bin = LANG_BIN_PATH,
		                    .main_class = prog->main_class ? prog->main_class : "",
		                    .memory_kb = lim->memory_kb,
		                    .share = prog->share ? "-XX:SharedArchiveFile=" LANG_SHARE_PATH : NULL };
	for (char **w = l->run; *w; w++) {
		char *word = lang_expand(*w, &words);
		strv_push(&argv, word);
		free(word);
	}
	for (char **r = l->runtime; *r; r++) {
		binds = xrealloc(binds, (nbinds + 2) * sizeof *binds);
		if (sandbox_bind_same(*r, &binds[nbinds]) < 0) {
			diag_set(d, "'%s', part of the %s runtime, is missing", *r, l->name);
			goto out;
		}
		nbinds++;
	}
	binds = xrealloc(binds, (nbinds + 2 + RUN_NDEVICES) * sizeof *binds);
	binds[nbinds++] = (struct sandbox_bind){ .dst = xstrdup(LANG_BIN_PATH), .src = xstrdup(prog->binary) };
	if (prog->share)
		binds[nbinds++] = (struct sandbox_bind){ .dst = xstrdup(LANG_SHARE_PATH), .src = xstrdup(prog->share) };
	for (size_t i = 0; i < RUN_NDEVICES; i++)
		binds[nbinds++] =
		        (struct sandbox_bind){ .dst = xstrdup(run_devices[i].dst), .src = xstrdup(run_devices[i].src) };
	for (char *const *e = run_env; *e; e++)
		strv_push(&env, *e);
	for (char **e = l->env; *e; e++)
		strv_push(&env, *e);
	struct sandbox_spec spec = run_spec(lim, -1, argv.v, nul, nul, nul);
	spec.path = argv.v[0];
	spec.envp = env.v;
	spec.binds = binds;
	spec.nbinds = nbinds;
	spec.limits.as_kb += l->address_space * 1024;
	spec.limits.stderr_kb = RUN_STDERR_KEEP_KB;
	spec.limits.nice = prog->boost ? JUDGE_RERUN_NICE : 0;
	ss = sandbox_session_open(j->sb, &spec, d);
out:
	for (size_t i = 0; i < nbinds; i++)
		sandbox_bind_free(&binds[i]);
	free(binds);
	strv_free(&argv);
	strv_free(&env);
	return ss;
}

void session_keep(struct judge *j, struct sandbox_session *ss)
{
	if (!ss)
		return;
	pthread_mutex_lock(&j->idle_lock);
	int kept = j->nidle < JUDGE_IDLE_SESSIONS && sandbox_session_lasting(ss);
	if (kept)
		j->idle[j->nidle++] = ss;
	pthread_mutex_unlock(&j->idle_lock);
	if (!kept)
		sandbox_session_close(ss);
}

/* A kept session pointed at spec's program, or NULL when none is kept or the one kept cannot take it (closed then). */
static struct sandbox_session *session_reuse(struct judge *j, const struct sandbox_spec *spec)
{
	pthread_mutex_lock(&j->idle_lock);
	struct sandbox_session *ss = j->nidle ? j->idle[--j->nidle] : NULL;
	pthread_mutex_unlock(&j->idle_lock);
	struct diag d;
	if (ss && sandbox_session_retarget(ss, spec, &d) != 1) {
		sandbox_session_close(ss);
		ss = NULL;
	}
	return ss;
}

struct sandbox_session *session_open(struct judge *j, const struct judge_program *prog, char *const *argv,
                                     const struct limits *lim, struct diag *d)
{
	struct sandbox_session *ss = NULL;
	int runtime = prog->lang && prog->lang->run;
	int exe = runtime ? -1 : open(prog->binary, O_RDONLY | O_CLOEXEC), nul = open("/dev/null", O_RDWR | O_CLOEXEC);
	if ((!runtime && exe < 0) || nul < 0) {
		diag_errno(d, "cannot open '%s'", prog->binary);
	} else if (runtime) {
		ss = runtime_session_open(j, prog, lim, nul, d);
	} else {
		struct sandbox_spec spec = run_spec(lim, exe, argv, nul, nul, nul);
		spec.binds = run_devices;
		spec.nbinds = RUN_NDEVICES;
		spec.limits.stderr_kb = RUN_STDERR_KEEP_KB;
		spec.limits.as_kb += prog->lang ? prog->lang->address_space * 1024 : 0;
		spec.limits.nice = prog->boost ? JUDGE_RERUN_NICE : 0;
		ss = session_reuse(j, &spec);
		if (!ss)
			ss = sandbox_session_open(j->sb, &spec, d);
	}
	run_close_each((int[]){ exe, nul }, 2);
	return ss;
}

int judge_run_in_folder(struct judge *j, const char *binary, char *const *argv, const char *folder,
                        const struct limits *lim, struct run_outcome *o, struct diag *d)
{
	char *errpath = judge_scratch(j, "stderr");
	int exe = open(binary, O_RDONLY | O_CLOEXEC), nul = open("/dev/null", O_RDWR | O_CLOEXEC), ret = -1;
	int err = open(errpath, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0600);
	memset(o, 0, sizeof *o);
	if (exe < 0 || nul < 0 || err < 0) {
		diag_errno(d, "cannot open '%s'", exe < 0 ? binary : nul < 0 ? "/dev/null" : errpath);
		goto out;
	}
	struct sandbox_bind binds[RUN_NDEVICES + 1];
	memcpy(binds, run_devices, sizeof run_devices);
	binds[RUN_NDEVICES] = (struct sandbox_bind){ .dst = JUDGE_FILES_DIR, .src = folder, .writable = 1 };
	struct sandbox_spec spec = run_spec(lim, exe, argv, nul, nul, err);
	spec.binds = binds;
	spec.nbinds = RUN_NDEVICES + 1;
	spec.cwd = JUDGE_FILES_DIR;
	if (sandbox_run(j->sb, &spec, &o->sr, d) < 0 || run_scratch_full(j, d) < 0)
		goto out;
	run_decide(lim, o);
	stderr_head(err, 0, errpath, o->stderr_head, sizeof o->stderr_head);
	ret = 0;
out:
	run_close_each((int[]){ exe, nul, err }, 3);
	unlink(errpath);
	free(errpath);
	return ret;
}

struct sandbox_session *judge_session_open(struct judge *j, const char *binary, const struct limits *lim,
                                           struct diag *d)
{
	struct judge_program prog = { .binary = binary };
	return session_open(j, &prog, NULL, lim, d);
}

struct sandbox_session *judge_program_open(struct judge *j, const struct judge_program *prog, const struct limits *lim,
                                           struct diag *d)
{
	return session_open(j, prog, NULL, lim, d);
}

int judge_run(struct judge *j, const char *binary, char *const *argv, const char *input, const char *output,
              const struct limits *lim, struct run_outcome *o, struct diag *d)
{
	struct judge_program prog = { .binary = binary };
	struct sandbox_session *ss = session_open(j, &prog, argv, lim, d);
	if (!ss)
		return -1;
	int rc = judge_session_run(j, ss, input, output, lim, o, d);
	sandbox_session_close(ss);
	return rc;
}
