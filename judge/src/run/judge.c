/*
 * How this works: judge_submission() compiles once, then a small pool of
 * threads takes tests by index from a shared counter; each run writes its
 * output to a private file, is checked, and its result lands in its slot, so
 * the report keeps manifest order whatever order the runs finish in. With
 * first_fail, tests after the earliest failure found so far are skipped (tests
 * before it still run: one of them may fail too and come first). Tests after it
 * that were already running when it failed are not counted: their results are
 * dropped at the end, so a contest's result is the same whatever order the
 * runs finished in, and whatever -j.
 */
#define _GNU_SOURCE
#include "run/judge.h"

#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <pthread.h>
#include <signal.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/file.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <sys/statvfs.h>
#include <time.h>
#include <unistd.h>

#include "run/checker.h"
#include "problem/interaction.h"
#include "report/report.h"
#include "run/sanitize.h"
#include "util.h"

static atomic_ulong file_seq;

/*
 * Removes the scratch directories of judges that were killed (SIGKILL leaves
 * no chance to clean up). Every judge holds an flock() on DIR/lock for its
 * whole life, so a judge-* directory of ours whose lock can be taken belongs to
 * no running judge. One without a lock file may be a judge between mkdtemp and
 * its lock: it is removed only when over an hour old.
 */
static void sweep_stale(const char *tmp)
{
	struct strv names = { 0 };
	dir_list(tmp, &names);
	for (size_t i = 0; i < names.n; i++) {
		if (strncmp(names.v[i], "judge-", 6) != 0 || strlen(names.v[i]) != 12)
			continue;
		char *path = xasprintf("%s/%s", tmp, names.v[i]), *lock = xasprintf("%s/lock", path);
		struct stat st;
		if (lstat(path, &st) == 0 && S_ISDIR(st.st_mode) && st.st_uid == geteuid()) {
			int fd = open(lock, O_RDWR | O_NOFOLLOW | O_CLOEXEC);
			if (fd >= 0 ? flock(fd, LOCK_EX | LOCK_NB) == 0
			            : errno == ENOENT && st.st_mtime < time(NULL) - 3600)
				remove_tree(path);
			if (fd >= 0)
				close(fd);
		}
		free(lock);
		free(path);
	}
	strv_free(&names);
}

struct judge *judge_new(const char *root, int jobs, struct diag *d)
{
	struct judge *j = xcalloc(1, sizeof *j);
	j->root = xstrdup(root);
	j->jobs = jobs > 0 ? jobs : 1;
	j->lock_fd = -1;
	/*
	 * The judge writes into pipes read by programs that may end at any moment
	 * (the relay, replays): such a write must fail with EPIPE where it is
	 * handled, not kill the judge. judge-box gives programs the default back.
	 */
	signal(SIGPIPE, SIG_IGN);
	/* Writers first: a re-run alone waits only for the runs under way. */
	pthread_rwlockattr_t attr;
	pthread_rwlockattr_init(&attr);
	pthread_rwlockattr_setkind_np(&attr, PTHREAD_RWLOCK_PREFER_WRITER_NONRECURSIVE_NP);
	pthread_rwlock_init(&j->alone, &attr);
	pthread_rwlockattr_destroy(&attr);
	const char *tmp = getenv("TMPDIR");
	if (!tmp || !*tmp)
		tmp = "/tmp";
	sweep_stale(tmp);
	j->workdir = xasprintf("%s/judge-XXXXXX", tmp);
	if (!mkdtemp(j->workdir)) {
		diag_errno(d, "cannot create a scratch directory '%s'", j->workdir);
		free(j->workdir);
		j->workdir = NULL;
		goto fail;
	}
	char *lock = xasprintf("%s/lock", j->workdir);
	j->lock_fd = open(lock, O_RDWR | O_CREAT | O_CLOEXEC, 0600);
	free(lock);
	if (j->lock_fd < 0 || flock(j->lock_fd, LOCK_EX) < 0) {
		diag_errno(d, "cannot lock the scratch directory '%s'", j->workdir);
		goto fail;
	}
	/* The sandbox uid must reach the build directories inside. */
	chmod(j->workdir, 0711);
	char *langs = xasprintf("%s/judge/languages.yaml", root);
	j->langs = lang_load(langs, d);
	free(langs);
	if (!j->langs)
		goto fail;
	j->sb = sandbox_new(j->workdir, d);
	if (!j->sb)
		goto fail;
	/* A layer the sandbox runs without is said once, never silently. */
	if (*sandbox_warnings(j->sb))
		fprintf(stderr, "judge: note: %s\n", sandbox_warnings(j->sb));
	const char *cache_env = getenv("JUDGE_CACHE");
	j->cache_dir = cache_env && *cache_env ? xstrdup(cache_env) : xasprintf("%s/build/cache", root);
	j->cc = compiler_new(j->sb, j->cache_dir, j->workdir, d);
	if (!j->cc)
		goto fail;
	return j;
fail:
	judge_free(j);
	return NULL;
}

void judge_free(struct judge *j)
{
	if (!j)
		return;
	compiler_free(j->cc);
	sandbox_free(j->sb);
	lang_free(j->langs);
	if (j->workdir)
		remove_tree(j->workdir);
	if (j->lock_fd >= 0)
		close(j->lock_fd);
	pthread_rwlock_destroy(&j->alone);
	free(j->cache_dir);
	free(j->workdir);
	free(j->root);
	free(j);
}

/* Closes the descriptors of fds that are open (>= 0). */
static void close_each(const int *fds, size_t n)
{
	for (size_t i = 0; i < n; i++)
		if (fds[i] >= 0)
			close(fds[i]);
}

static void classify(const struct limits *lim, struct run_outcome *o)
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
static struct sandbox_spec run_spec(const struct limits *lim, int exe, char *const *argv, int in, int out, int err)
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

static int scratch_full(struct judge *j, struct diag *d)
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

/*
 * A worker's output and stderr files, made once and emptied before each of
 * its runs: a scratch file made and removed for every test costs the scratch
 * file system's journal twice a test, and on ext4 a file emptied and then
 * read is written back to the disk at the reader's close. So when the judge
 * reads the output itself (every checker but a custom program, which is
 * shown the output as a file of the machine), the two are memory files
 * (memfd), named by their /proc/self/fd paths. They are sealed against
 * seals (no MFD_ALLOW_SEALING), so a program cannot freeze its stdout's size
 * and fail the next run's emptying; RLIMIT_FSIZE caps them as any file. The
 * program gets a descriptor of the output, emptied and rewound before its
 * run; nothing else writes there, and a run's program is dead before its
 * outcome is read.
 */
struct run_files {
	char *out, *err; /* paths: in the judge's scratch directory, or /proc/self/fd/N */
	int out_fd, err_fd;
	int memory; /* memfds */
};

static void run_files_close(struct run_files *rf)
{
	if (!rf->out)
		return;
	close_each((int[]){ rf->out_fd, rf->err_fd }, 2);
	if (!rf->memory) {
		unlink(rf->out);
		unlink(rf->err);
	}
	free(rf->out);
	free(rf->err);
	*rf = (struct run_files){ .out_fd = -1, .err_fd = -1 };
}

static int run_files_open(struct judge *j, struct run_files *rf, int memory, struct diag *d)
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
 * The one run path: every program the judge runs under a problem's limits
 * goes through a session (sandbox.h), a one-run session for a single run.
 * This measures; verdict_decide() decides. The output goes to output, or
 * with rf to the worker's files (then output is rf->out).
 */
/* A sanitized run's stderr: its runtime warns of what the sandbox lacks; the report comes after. */
#define SANITIZED_STDERR_READ 8192

static int session_run(struct judge *j, struct sandbox_session *ss, char *const *args, const char *input,
                       const char *output, struct run_files *rf, const struct limits *lim, int sanitized,
                       struct run_outcome *o, struct diag *d)
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
	if (sandbox_session_run_args(ss, args, in, rf ? rf->out_fd : out, rf ? rf->err_fd : err, lim->wall_ms, 0,
	                             &o->sr, d) < 0)
		goto out;
	o->output_bytes = file_size(output);
	if (scratch_full(j, d) < 0)
		goto out;
	classify(lim, o);
	if (sanitized) {
		char *head = xmalloc(SANITIZED_STDERR_READ);
		read_head(errpath, head, SANITIZED_STDERR_READ);
		sanitize_strip_noise(head, o->stderr_head, sizeof o->stderr_head);
		free(head);
	} else {
		read_head(errpath, o->stderr_head, sizeof o->stderr_head);
	}
	ret = 0;
out:
	close_each((int[]){ in, out, err }, 3);
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
 * the artefact at LANG_BIN_PATH, all read-only, in the same empty root; the
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
	for (char **w = l->run; *w; w++) {
		char *word = lang_expand(*w, LANG_BIN_PATH, prog->main_class ? prog->main_class : "", lim->memory_kb);
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
	binds = xrealloc(binds, (nbinds + 1 + RUN_NDEVICES) * sizeof *binds);
	binds[nbinds++] = (struct sandbox_bind){ .dst = xstrdup(LANG_BIN_PATH), .src = xstrdup(prog->binary) };
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

static struct sandbox_session *session_open(struct judge *j, const struct judge_program *prog, char *const *argv,
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
		ss = sandbox_session_open(j->sb, &spec, d);
	}
	close_each((int[]){ exe, nul }, 2);
	return ss;
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

struct limits judge_language_limits(const struct limits *lim, const struct language *lang)
{
	struct limits l = *lim;
	if (lang) {
		l.time_ms = (long)(lim->time_ms * lang->time_factor + 0.5);
		l.wall_ms = (long)(lim->wall_ms * lang->time_factor + 0.5);
		l.memory_kb = lim->memory_kb + lang->memory_allowance * 1024;
	}
	return l;
}

int judge_language_native(const struct language *lang)
{
	const char *n = lang->name;
	return !strcmp(n, "c") || !strcmp(n, "cpp") || !strncmp(n, "c-", 2) || !strncmp(n, "cpp-", 4);
}

struct limits judge_problem_limits(const struct problem *p, const struct language *lang)
{
	if (p->has_others && lang && !judge_language_native(lang))
		return p->others;
	return judge_language_limits(&p->limits, lang);
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

struct tool_session {
	char *binary, *name; /* name: argv[0] */
	struct limits lim;
	struct sandbox_session *ss;
};

struct judge_tools {
	struct judge *j;
	struct tool_session kept[JUDGE_TOOLS_KEPT]; /* the oldest first */
	size_t n;
};

struct judge_tools *judge_tools_new(struct judge *j)
{
	struct judge_tools *t = xcalloc(1, sizeof *t);
	t->j = j;
	return t;
}

static void tool_session_close(struct tool_session *s)
{
	sandbox_session_close(s->ss);
	free(s->binary);
	free(s->name);
}

/* Closes kept[i] and closes the gap. */
static void tools_drop(struct judge_tools *t, size_t i)
{
	tool_session_close(&t->kept[i]);
	memmove(&t->kept[i], &t->kept[i + 1], (t->n - i - 1) * sizeof t->kept[0]);
	t->n--;
}

int judge_tool_run(struct judge *j, struct judge_tools *t, const char *binary, char *const *argv, const char *input,
                   const char *output, const struct limits *lim, struct run_outcome *o, struct diag *d)
{
	if (!t)
		return judge_run(j, binary, argv, input, output, lim, o, d);
	const char *name = argv ? argv[0] : "main";
	size_t i = 0;
	while (i < t->n && (strcmp(t->kept[i].binary, binary) || strcmp(t->kept[i].name, name) ||
	                    memcmp(&t->kept[i].lim, lim, sizeof *lim)))
		i++;
	if (i == t->n) {
		char *const first[] = { (char *)name, NULL };
		struct judge_program prog = { .binary = binary };
		struct sandbox_session *ss = session_open(t->j, &prog, first, lim, d);
		if (!ss)
			return -1;
		if (t->n == JUDGE_TOOLS_KEPT)
			tools_drop(t, 0);
		i = t->n++;
		t->kept[i] = (struct tool_session){
			.binary = xstrdup(binary), .name = xstrdup(name), .lim = *lim, .ss = ss
		};
	}
	int rc = session_run(t->j, t->kept[i].ss, argv ? argv + 1 : NULL, input, output, NULL, lim, 0, o, d);
	if (rc < 0)
		tools_drop(t, i); /* broken: the next run opens a new one */
	return rc;
}

void judge_tools_free(struct judge_tools *t)
{
	if (!t)
		return;
	while (t->n)
		tools_drop(t, t->n - 1);
	free(t);
}

struct tools_loop {
	struct judge *j;
	struct judge_tools **tools; /* per worker */
	void (*fn)(void *ctx, struct judge_tools *t, size_t i);
	void *ctx;
};

static void tools_loop_one(void *arg, size_t worker, size_t i)
{
	struct tools_loop *l = arg;
	if (!l->tools[worker])
		l->tools[worker] = judge_tools_new(l->j);
	l->fn(l->ctx, l->tools[worker], i);
}

void judge_tools_for(struct judge *j, size_t n, void (*fn)(void *ctx, struct judge_tools *t, size_t i), void *ctx)
{
	size_t workers = parallel_workers(n, j->jobs);
	struct tools_loop l = {
		.j = j, .tools = xcalloc(workers ? workers : 1, sizeof *l.tools), .fn = fn, .ctx = ctx
	};
	parallel_for_workers(n, j->jobs, tools_loop_one, &l);
	for (size_t w = 0; w < workers; w++)
		judge_tools_free(l.tools[w]);
	free(l.tools);
}

int judge_build_tool(struct judge *j, const char *src, char **binary, struct diag *d)
{
	const struct language *c = lang_by_file(j->langs, src);
	if (!c) {
		diag_set(d, "'%s': no language for this file extension", src);
		return -1;
	}
	/*
	 * A tool may come from a package (an imported validator or reference), so
	 * it compiles in the sandbox as a submission does, with copies of the
	 * folders it includes from: its own first (a package's validate.h before
	 * the repository's of the same name; the file an imported validator's
	 * wrapper includes), then problems/include.
	 */
	char *dir = xstrdup(src), *slash = strrchr(dir, '/');
	if (slash)
		*slash = '\0';
	char *inc = xasprintf("%s/problems/include", j->root);
	const char *dirs[] = { slash ? dir : ".", inc, NULL };
	struct compile_result cr;
	int rc = compile_source(j->cc, c, src, dirs, &cr, d);
	free(inc);
	free(dir);
	if (rc == COMPILE_REFUSED)
		return -1;
	if (rc < 0)
		return -1;
	if (!cr.ok) {
		const char *rel = strncmp(src, j->root, strlen(j->root)) == 0 ? src + strlen(j->root) + 1 : src;
		diag_set(d, "'%s' does not compile:\n%s", rel, cr.log);
		compile_result_free(&cr);
		return -1;
	}
	*binary = cr.binary;
	cr.binary = NULL;
	compile_result_free(&cr);
	return 0;
}

/* ---- checker programs ---- */

#define CHECKER_LOG_KB 1024 /* what a checker may write on stdout and stderr */

const struct limits judge_checker_limits = {
	.time_ms = 10000, .wall_ms = 20000, .memory_kb = 1L << 20, .output_kb = CHECKER_LOG_KB
};

/* Why an exit status means a checker or interactor failed, for its message. */
static const char *exit_hint(enum checker_convention conv, int code, const char *note)
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
 * is bounded by the root's size (feedback_bound), so it cannot fill the
 * judge's scratch space, and it is gone when the run ends. The one file the
 * judge reads back, judgemessage.txt, is bound from feedback (the judge's
 * private scratch directory, made here, at msgpath, which is
 * feedback/judgemessage.txt) and capped by the file-size limit. Fills
 * binds[2] and binds[3].
 */
static int kattis_call(const struct checker_spec *spec, const char *feedback, const char *msgpath,
                       struct sandbox_bind *binds, struct strv *argv, struct diag *d)
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

/*
 * A Kattis validator may keep what it reads in its feedback directory (our
 * exported testlib checkers do): it may write FEEDBACK_MB, plus the size of
 * the output it judges, in all. Its root (which holds /feedback) is made one
 * MiB larger, so that going over is seen in what the root holds at the end:
 * then the run is the judge's failure, whatever the validator answered.
 */
#define FEEDBACK_MB 16

static long feedback_bound_mb(long long output_bytes)
{
	return FEEDBACK_MB + (long)((output_bytes + (1LL << 20) - 1) >> 20);
}

static void feedback_bound(struct sandbox_spec *sp, long bound_mb)
{
	sp->limits.tmpfs_kb = (bound_mb + 1) << 10;
}

static int feedback_over(const struct sandbox_result *sr, long bound_mb)
{
	return sr->files_kb > bound_mb << 10;
}

/* The checker's words: the start of a file, trailing whitespace dropped. */
static void read_words(const char *path, char *buf, size_t size)
{
	size_t n = read_head(path, buf, size);
	while (n > 0 && (buf[n - 1] == '\n' || buf[n - 1] == ' ' || buf[n - 1] == '\r' || buf[n - 1] == '\t'))
		buf[--n] = '\0';
}

/*
 * How a checker program runs: in an empty root holding /input, /output and
 * /answer (testlib: `check /input /output /answer`), or /input, /answer and a
 * writable /feedback directory with the output on stdin (Kattis: `validator
 * /input /answer /feedback/ FLAGS < output`), read-only but for the feedback
 * directory, under the seccomp filter and a uid of the pool.
 */
static int run_checker(struct judge *j, const struct checker_spec *spec, const char *bin, const char *input,
                       const char *output, const char *answer, const struct limits *lim, struct check_result *r,
                       struct diag *d)
{
	int kattis = spec->convention == CONVENTION_KATTIS;
	char *outpath = judge_scratch(j, "check-out"), *errpath = judge_scratch(j, "check-err");
	char *feedback = kattis ? judge_scratch(j, "feedback") : NULL;
	char *msgpath = kattis ? xasprintf("%s/judgemessage.txt", feedback) : NULL;
	int in = -1, out = -1, err = -1, exe = -1, ret = -1;
	struct strv argv = { 0 };
	struct sandbox_bind binds[4] = { { .dst = "/input", .src = input }, { .dst = "/answer", .src = answer } };
	if (kattis) {
		if (kattis_call(spec, feedback, msgpath, binds, &argv, d) < 0)
			goto out;
	} else {
		binds[2] = (struct sandbox_bind){ .dst = "/output", .src = output };
		strv_push(&argv, "check");
		strv_push(&argv, "/input");
		strv_push(&argv, "/output");
		strv_push(&argv, "/answer");
	}
	in = open(kattis ? output : "/dev/null", O_RDONLY | O_CLOEXEC);
	out = open(outpath, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0600);
	err = open(errpath, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0600);
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
	long long osize = kattis ? file_size(output) : 0;
	if (osize > 0 && osize / 1024 + CHECKER_LOG_KB > flim.output_kb)
		flim.output_kb = (long)(osize / 1024) + CHECKER_LOG_KB;
	long bound_mb = feedback_bound_mb(osize > 0 ? osize : 0);
	struct sandbox_spec sp = run_spec(&flim, exe, argv.v, in, out, err);
	sp.binds = binds;
	sp.nbinds = kattis ? 4 : 3;
	if (kattis)
		feedback_bound(&sp, bound_mb);
	struct sandbox_result sr;
	if (sandbox_run(j->sb, &sp, &sr, d) < 0)
		goto out;
	char sig[96], words[sizeof r->message], note[64];
	words[0] = '\0';
	if (msgpath)
		read_words(msgpath, words, sizeof words);
	if (!words[0])
		read_words(errpath, words, sizeof words);
	if (!words[0])
		read_words(outpath, words, sizeof words);
	const char *who = kattis ? "output validator" : "checker";
	if (sr.wall_killed || sr.cpu_ms > lim->time_ms || (!sr.exited && sr.signal == SIGXCPU))
		diag_set(d, "the %s ran over its time limit (CPU %ld ms, wall %ld ms)", who, sr.cpu_ms, sr.wall_ms);
	else if (!sr.exited && sr.signal == SIGXFSZ)
		diag_set(d, "the %s wrote more than %ld KiB", who, flim.output_kb);
	else if (kattis && feedback_over(&sr, bound_mb))
		diag_set(d, "the %s wrote over %ld MiB to its feedback directory", who, bound_mb);
	else if (sr.memory_kb + sr.files_kb > lim->memory_kb || sr.exec_nomem)
		diag_set(d, "the %s went over its memory limit of %ld KiB", who, lim->memory_kb);
	else if (!sr.exited)
		diag_set(d, "the %s was %s", who, signal_text(sr.signal, sig, sizeof sig));
	else if (checker_exit_verdict(spec->convention, sr.exit_code, &r->verdict, note, sizeof note) < 0)
		diag_set(d, "the %s failed (exit code %d%s): %s", who, sr.exit_code,
		         exit_hint(spec->convention, sr.exit_code, note), words[0] ? words : "no message");
	else {
		snprintf(r->message, sizeof r->message, "%s%s", note, words);
		ret = 0;
	}
out:
	close_each((int[]){ in, out, err, exe }, 4);
	unlink(outpath);
	unlink(errpath);
	if (feedback)
		remove_tree(feedback);
	free(outpath);
	free(errpath);
	free(feedback);
	free(msgpath);
	strv_free(&argv);
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

/* ---- interactive runs ---- */

/*
 * The relay: the judge sits between the two programs so it can keep the
 * start of the conversation and count the contestant's output. Direction 0
 * is contestant -> interactor, 1 is interactor -> contestant. Everything is
 * non-blocking and buffered, so neither program can make the judge wait on
 * the other: when a program's reader has gone, what it writes is read and
 * dropped (never SIGPIPE because the other ended first); when a program's
 * output ends, the other's input is closed once the buffer is delivered.
 */
struct relay {
	int from[2], to[2];
	char buf[2][65536];
	size_t len[2];
	char head[2][TRANSCRIPT_MAX];
	size_t headlen[2];
	long long total[2];
	long long limit;       /* the contestant's output limit in bytes */
	int over;              /* the contestant went over it and was stopped */
	int reader_gone_first; /* the interactor closed its input while the contestant's output still ran */
	/*
	 * The interactor's output ended, and the contestant's stdin was closed,
	 * while the contestant's output still ran: whatever the contestant did
	 * next (exit 1 at the end of its input, as Python's input() does) came
	 * after, since only that close can end its input.
	 */
	int writer_gone_first;
	struct sandbox_session *ss;
};

static void relay_close(int *fd)
{
	if (*fd >= 0)
		close(*fd);
	*fd = -1;
}

/* The reader of direction k is gone: what still comes is read and dropped. */
static void relay_gone(struct relay *r, int k)
{
	if (k == 0 && r->from[0] >= 0)
		r->reader_gone_first = 1;
	relay_close(&r->to[k]);
	r->len[k] = 0;
}

static void relay_read(struct relay *r, int k)
{
	char *dst = r->to[k] >= 0 ? r->buf[k] + r->len[k] : r->buf[k];
	size_t room = r->to[k] >= 0 ? sizeof r->buf[k] - r->len[k] : sizeof r->buf[k];
	ssize_t n = read(r->from[k], dst, room);
	if (n < 0 && (errno == EAGAIN || errno == EINTR))
		return;
	if (n <= 0) {
		relay_close(&r->from[k]);
		return;
	}
	size_t keep = TRANSCRIPT_MAX - 1 - r->headlen[k];
	if (keep > (size_t)n)
		keep = (size_t)n;
	memcpy(r->head[k] + r->headlen[k], dst, keep);
	r->headlen[k] += keep;
	r->total[k] += n;
	if (r->to[k] >= 0)
		r->len[k] += (size_t)n;
	if (k == 0 && r->total[0] > r->limit && !r->over) {
		r->over = 1;
		sandbox_session_kill(r->ss);
	}
}

static void relay_write(struct relay *r, int k)
{
	ssize_t n = write(r->to[k], r->buf[k], r->len[k]);
	if (n < 0 && (errno == EAGAIN || errno == EINTR))
		return;
	if (n < 0) {
		relay_gone(r, k);
		return;
	}
	memmove(r->buf[k], r->buf[k] + n, r->len[k] - (size_t)n);
	r->len[k] -= (size_t)n;
}

static void *relay_main(void *arg)
{
	struct relay *r = arg;
	for (;;) {
		struct pollfd p[4];
		int tag[4], n = 0;
		for (int k = 0; k < 2; k++) {
			if (r->from[k] < 0 && r->len[k] == 0) {
				if (k == 1 && r->to[1] >= 0 && r->from[0] >= 0)
					r->writer_gone_first = 1;
				relay_close(&r->to[k]); /* delivered all: the reader sees the end */
			}
			if (r->from[k] >= 0 && (r->to[k] < 0 || r->len[k] < sizeof r->buf[k])) {
				p[n] = (struct pollfd){ .fd = r->from[k], .events = POLLIN };
				tag[n++] = 2 * k;
			}
			if (r->to[k] >= 0) {
				p[n] = (struct pollfd){ .fd = r->to[k], .events = r->len[k] ? POLLOUT : 0 };
				tag[n++] = 2 * k + 1;
			}
		}
		if (n == 0)
			return NULL;
		if (poll(p, (nfds_t)n, -1) < 0) {
			if (errno == EINTR)
				continue;
			return NULL;
		}
		for (int i = 0; i < n; i++) {
			int k = tag[i] / 2;
			if (!p[i].revents)
				continue;
			if (tag[i] % 2 == 0 && r->from[k] >= 0)
				relay_read(r, k);
			else if (tag[i] % 2 == 1 && r->to[k] >= 0) {
				if (p[i].revents & POLLOUT)
					relay_write(r, k);
				else if (p[i].revents & (POLLERR | POLLHUP))
					relay_gone(r, k);
			}
		}
	}
}

/*
 * How an interactor is called under its convention, into binds[4] and argv:
 * testlib `interact /input /output [--play]`, its record of the game written
 * to outpath (made here, writable for the program's uid); Kattis `validator
 * /input /answer /feedback/ FLAGS`. Returns the number of binds, or -1.
 */
static int interactor_call(const struct checker_spec *spec, const char *input, const char *answer, const char *outpath,
                           const char *feedback, const char *msgpath, int play, struct sandbox_bind *binds,
                           struct strv *argv, struct diag *d)
{
	binds[0] = (struct sandbox_bind){ .dst = "/input", .src = input };
	if (spec->convention == CONVENTION_KATTIS) {
		binds[1] = (struct sandbox_bind){ .dst = "/answer", .src = answer };
		return kattis_call(spec, feedback, msgpath, binds, argv, d) < 0 ? -1 : 4;
	}
	binds[1] = (struct sandbox_bind){ .dst = "/output", .src = outpath, .writable = 1 };
	strv_push(argv, "interact");
	strv_push(argv, "/input");
	strv_push(argv, "/output");
	if (play)
		strv_push(argv, "--play");
	int fd = open(outpath, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0666);
	if (fd < 0 || fchmod(fd, 0666) < 0) {
		diag_errno(d, "cannot create '%s'", outpath);
		if (fd >= 0)
			close(fd);
		return -1;
	}
	close(fd);
	return 2;
}

/* The interactor's side of a run, in a thread of its own. */
struct interactor_run {
	struct judge *j;
	struct sandbox_spec spec;
	struct sandbox_result sr;
	struct sandbox_session *contestant;
	enum checker_convention convention;
	int rc;
	atomic_int contestant_done;
	struct diag d;
};

static void *interactor_main(void *arg)
{
	struct interactor_run *ir = arg;
	ir->rc = sandbox_run(ir->j->sb, &ir->spec, &ir->sr, &ir->d);
	enum verdict v;
	char note[64];
	/* It decided first and rejected: the contestant's run is over. */
	if (ir->rc == 0 && ir->sr.exited &&
	    checker_exit_verdict(ir->convention, ir->sr.exit_code, &v, note, sizeof note) == 0 && v != V_AC &&
	    !atomic_load(&ir->contestant_done))
		sandbox_session_kill(ir->contestant);
	return NULL;
}

/* Copies n bytes of a transcript as a string, NUL bytes shown as spaces. */
static void transcript(char *dst, const char *src, size_t n)
{
	for (size_t i = 0; i < n; i++)
		dst[i] = src[i] ? src[i] : ' ';
	dst[n] = '\0';
}

int judge_interact(struct judge *j, struct sandbox_session *ss, const struct checker_spec *spec,
                   const char *interactor_bin, const char *input, const char *answer, const char *record,
                   const struct limits *lim, struct interact_outcome *io, struct diag *d)
{
	int kattis = spec->convention == CONVENTION_KATTIS;
	int c_out[2] = { -1, -1 }, i_in[2] = { -1, -1 }, i_out[2] = { -1, -1 }, c_in[2] = { -1, -1 };
	int c_err = -1, i_err = -1, exe = -1, ret = -1;
	char *c_errpath = judge_scratch(j, "stderr"), *i_errpath = judge_scratch(j, "interactor-err");
	char *outpath = judge_scratch(j, "interactor-out");
	char *feedback = kattis ? judge_scratch(j, "feedback") : NULL;
	char *msgpath = kattis ? xasprintf("%s/judgemessage.txt", feedback) : NULL;
	struct strv argv = { 0 };
	struct relay *r = xcalloc(1, sizeof *r);
	struct interactor_run *ir = xcalloc(1, sizeof *ir);
	pthread_t it, rt;
	int it_started = 0, rt_started = 0;

	memset(io, 0, sizeof *io);
	r->from[0] = r->from[1] = r->to[0] = r->to[1] = -1;
	struct sandbox_bind binds[4];
	int nbinds = interactor_call(spec, input, answer, outpath, feedback, msgpath, 0, binds, &argv, d);
	if (nbinds < 0)
		goto out;
	if (pipe2(c_out, O_CLOEXEC) < 0 || pipe2(i_in, O_CLOEXEC) < 0 || pipe2(i_out, O_CLOEXEC) < 0 ||
	    pipe2(c_in, O_CLOEXEC) < 0) {
		diag_errno(d, "cannot make the pipes of an interactive run");
		goto out;
	}
	c_err = open(c_errpath, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0600);
	i_err = open(i_errpath, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0600);
	exe = open(interactor_bin, O_RDONLY | O_CLOEXEC);
	if (c_err < 0 || i_err < 0 || exe < 0) {
		diag_errno(d, "cannot prepare an interactive run");
		goto out;
	}
	for (int k = 0; k < 4; k++) {
		int fd = (int[]){ c_out[0], i_in[1], i_out[0], c_in[1] }[k];
		fcntl(fd, F_SETFL, O_NONBLOCK);
	}
	/* The relay owns its four ends; the sandboxes take the programs' ends. */
	r->from[0] = c_out[0];
	r->to[0] = i_in[1];
	r->from[1] = i_out[0];
	r->to[1] = c_in[1];
	c_out[0] = i_in[1] = i_out[0] = c_in[1] = -1;
	r->limit = (long long)lim->output_kb * 1024;
	r->ss = ss;

	struct limits ilim = judge_checker_limits;
	ilim.wall_ms = lim->wall_ms + ilim.wall_ms;
	ir->j = j;
	ir->contestant = ss;
	ir->convention = spec->convention;
	atomic_init(&ir->contestant_done, 0);
	ir->spec = run_spec(&ilim, exe, argv.v, i_in[0], i_out[1], i_err);
	ir->spec.binds = binds;
	ir->spec.nbinds = (size_t)nbinds;
	/* What an interactor keeps in /feedback: at most what the contestant may send, and its words. */
	long bound_mb = feedback_bound_mb((long long)lim->output_kb << 10);
	if (kattis)
		feedback_bound(&ir->spec, bound_mb);
	ir->spec.give_stdio = 1;
	i_in[0] = i_out[1] = i_err = -1;
	if (pthread_create(&it, NULL, interactor_main, ir) != 0) {
		close_each((int[]){ ir->spec.stdin_fd, ir->spec.stdout_fd, ir->spec.stderr_fd }, 3);
		diag_set(d, "cannot start the interactor's thread");
		goto out;
	}
	it_started = 1;
	if (pthread_create(&rt, NULL, relay_main, r) != 0) {
		diag_set(d, "cannot start the relay's thread");
		goto out;
	}
	rt_started = 1;

	struct run_outcome *o = &io->contestant;
	int rc = sandbox_session_run(ss, c_in[0], c_out[1], c_err, lim->wall_ms, 1, &o->sr, d);
	atomic_store(&ir->contestant_done, 1);
	c_in[0] = c_out[1] = c_err = -1;
	pthread_join(it, NULL);
	it_started = 0;
	pthread_join(rt, NULL);
	rt_started = 0;
	if (rc < 0)
		goto out;
	if (ir->rc < 0) {
		diag_set(d, "the interactor: %s", ir->d.msg);
		goto out;
	}
	if (scratch_full(j, d) < 0)
		goto out;

	/* The contestant's run, as in a batch run; its output is what it sent. */
	o->output_bytes = r->total[0];
	classify(lim, o);
	read_head(c_errpath, o->stderr_head, sizeof o->stderr_head);
	transcript(io->to_interactor, r->head[0], r->headlen[0]);
	transcript(io->to_contestant, r->head[1], r->headlen[1]);

	/* The interactor's side, as a checker's. */
	char words[sizeof io->message], note[64], sig[96];
	const struct sandbox_result *isr = &ir->sr;
	enum verdict iv = V_JE;
	words[0] = '\0';
	if (msgpath)
		read_words(msgpath, words, sizeof words);
	if (!words[0])
		read_words(i_errpath, words, sizeof words);
	io->interactor_failed = 1;
	if (isr->wall_killed || isr->cpu_ms > ilim.time_ms || (!isr->exited && isr->signal == SIGXCPU))
		snprintf(io->message, sizeof io->message,
		         "the interactor ran over its time limit (CPU %ld ms, wall %ld ms)", isr->cpu_ms, isr->wall_ms);
	else if (!isr->exited)
		snprintf(io->message, sizeof io->message, "the interactor was %s",
		         signal_text(isr->signal, sig, sizeof sig));
	else if (kattis && feedback_over(isr, bound_mb))
		snprintf(io->message, sizeof io->message, "the interactor wrote over %ld MiB to its feedback directory",
		         bound_mb);
	else if (isr->memory_kb + isr->files_kb > ilim.memory_kb)
		snprintf(io->message, sizeof io->message, "the interactor went over its memory limit of %ld KiB",
		         ilim.memory_kb);
	else if (checker_exit_verdict(spec->convention, isr->exit_code, &iv, note, sizeof note) < 0)
		snprintf(io->message, sizeof io->message, "the interactor failed (exit code %d%s): %s", isr->exit_code,
		         exit_hint(spec->convention, isr->exit_code, note), words[0] ? words : "no message");
	else
		io->interactor_failed = 0;
	/*
	 * Whether the interactor decided first is read from causes, not clocks
	 * (on a busy machine each end is learnt of late, and not equally late):
	 * its input closed, or its output ended, while the contestant's output
	 * still ran, or the contestant was alive when it was stopped for a
	 * rejection.
	 */
	int first = r->reader_gone_first || r->writer_gone_first || (o->sr.stopped && !o->sr.wall_killed);
	io->verdict = interact_decide(o->verdict, io->interactor_failed, iv, first);
	if (!io->interactor_failed) {
		if (io->verdict == iv)
			snprintf(io->message, sizeof io->message, "%s%s", note, words);
		else
			snprintf(io->message, sizeof io->message, "%s", o->message);
	}
	if (record && !kattis && rename(outpath, record) < 0) {
		diag_errno(d, "cannot keep the interactor's record in '%s'", record);
		goto out;
	}
	ret = 0;
out:
	if (it_started || rt_started) {
		/* Only on the judge's own failure: end everything before leaving. */
		sandbox_session_kill(ss);
		if (it_started)
			pthread_join(it, NULL);
		if (rt_started)
			pthread_join(rt, NULL);
	}
	close_each((int[]){ c_out[0], c_out[1], i_in[0], i_in[1], i_out[0], i_out[1], c_in[0], c_in[1] }, 8);
	close_each((int[]){ c_err, i_err, exe, r->from[0], r->from[1], r->to[0], r->to[1] }, 7);
	unlink(c_errpath);
	unlink(i_errpath);
	unlink(outpath);
	if (feedback)
		remove_tree(feedback);
	free(c_errpath);
	free(i_errpath);
	free(outpath);
	free(feedback);
	free(msgpath);
	strv_free(&argv);
	free(r);
	free(ir);
	return ret;
}

int judge_solve(struct judge *j, struct judge_tools *tools, const struct problem *p, const char *interactor_bin,
                const char *bin, const char *input, const char *output, const struct limits *lim, struct run_outcome *o,
                struct diag *d)
{
	if (p->checker.kind != CHECKER_INTERACTIVE)
		return judge_tool_run(j, tools, bin, NULL, input, output, lim, o, d);
	struct sandbox_session *ss = judge_session_open(j, bin, lim, d);
	if (!ss)
		return -1;
	struct interact_outcome *io = xmalloc(sizeof *io);
	/* The answer file is what the interactor may read under Kattis' convention: none yet when regen makes it. */
	int fd = open(output, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
	int rc = fd < 0 ? (diag_errno(d, "cannot create '%s'", output), -1)
	                : judge_interact(j, ss, &p->checker, interactor_bin, input, "/dev/null", output, lim, io, d);
	if (fd >= 0)
		close(fd);
	sandbox_session_close(ss);
	if (rc == 0) {
		*o = io->contestant;
		o->verdict = io->verdict;
		snprintf(o->message, sizeof o->message, "%s", io->message);
		o->output_bytes = file_size(output);
	}
	free(io);
	return rc;
}

/*
 * A person plays: the interactor runs as in judge_interact(), in a sandbox of
 * its own, but talks to the descriptors given (a terminal) with --play under
 * testlib's convention. The seccomp filter answers every ioctl with ENOTTY, so
 * a terminal given to it can be read and written, nothing more.
 */
int judge_play(struct judge *j, const struct checker_spec *spec, const char *interactor_bin, const char *input, int in,
               int out, int err, long wall_ms, struct play_outcome *po, struct diag *d)
{
	int kattis = spec->convention == CONVENTION_KATTIS;
	char *outpath = judge_scratch(j, "play-record");
	char *feedback = kattis ? judge_scratch(j, "feedback") : NULL;
	char *msgpath = kattis ? xasprintf("%s/judgemessage.txt", feedback) : NULL;
	struct strv argv = { 0 };
	int exe = -1, ret = -1;

	memset(po, 0, sizeof *po);
	struct sandbox_bind binds[4];
	int nbinds = interactor_call(spec, input, "/dev/null", outpath, feedback, msgpath, 1, binds, &argv, d);
	if (nbinds < 0)
		goto out;
	if ((exe = open(interactor_bin, O_RDONLY | O_CLOEXEC)) < 0) {
		diag_errno(d, "cannot open '%s'", interactor_bin);
		goto out;
	}
	struct limits lim = judge_checker_limits;
	lim.wall_ms = wall_ms;
	struct sandbox_spec run = run_spec(&lim, exe, argv.v, in, out, err);
	run.binds = binds;
	run.nbinds = (size_t)nbinds;
	if (kattis)
		feedback_bound(&run, FEEDBACK_MB);
	struct sandbox_result sr;
	if (sandbox_run(j->sb, &run, &sr, d) < 0)
		goto out;
	char note[64], sig[96];
	enum verdict v = V_JE;
	if (sr.wall_killed)
		snprintf(po->message, sizeof po->message, "the game went on past %ld minutes", wall_ms / 60000);
	else if (sr.cpu_ms > lim.time_ms || (!sr.exited && sr.signal == SIGXCPU))
		snprintf(po->message, sizeof po->message, "the interactor ran over its CPU limit (%ld ms)", sr.cpu_ms);
	else if (!sr.exited)
		snprintf(po->message, sizeof po->message, "the interactor was %s",
		         signal_text(sr.signal, sig, sizeof sig));
	else if (kattis && feedback_over(&sr, FEEDBACK_MB))
		snprintf(po->message, sizeof po->message, "the interactor wrote over %d MiB to its feedback directory",
		         FEEDBACK_MB);
	else if (checker_exit_verdict(spec->convention, sr.exit_code, &v, note, sizeof note) < 0)
		snprintf(po->message, sizeof po->message, "the interactor failed (exit code %d%s)", sr.exit_code,
		         exit_hint(spec->convention, sr.exit_code, note));
	po->verdict = v;
	ret = 0;
out:
	if (exe >= 0)
		close(exe);
	unlink(outpath);
	if (feedback)
		remove_tree(feedback);
	free(outpath);
	free(feedback);
	free(msgpath);
	strv_free(&argv);
	return ret;
}

/* The interactor of a replay, in a thread of its own. */
struct replay_run {
	struct judge *j;
	struct sandbox_spec spec;
	struct sandbox_result sr;
	int rc;
	struct diag d;
};

static void *replay_main(void *arg)
{
	struct replay_run *rr = arg;
	rr->rc = sandbox_run(rr->j->sb, &rr->spec, &rr->sr, &rr->d);
	return NULL;
}

/* Reads one line from fd (buffered in buf/len) within the deadline; 1, 0 at EOF, -1 timed out. */
static int replay_line(int fd, char *buf, size_t *len, size_t size, char *line, size_t lsize, double deadline)
{
	for (;;) {
		char *nl = memchr(buf, '\n', *len);
		if (nl || *len == size) {
			size_t n = nl ? (size_t)(nl - buf) : *len;
			snprintf(line, lsize, "%.*s", (int)(n > 0 && buf[n - 1] == '\r' ? n - 1 : n), buf);
			size_t used = nl ? n + 1 : n;
			memmove(buf, buf + used, *len - used);
			*len -= used;
			return 1;
		}
		double left = deadline - monotonic_ms();
		struct pollfd p = { .fd = fd, .events = POLLIN };
		if (left <= 0 || poll(&p, 1, (int)left) == 0)
			return -1;
		ssize_t got = read(fd, buf + *len, size - *len);
		if (got < 0 && errno == EINTR)
			continue;
		if (got <= 0) {
			if (*len == 0)
				return 0;
			snprintf(line, lsize, "%.*s", (int)*len, buf);
			*len = 0;
			return 1;
		}
		*len += (size_t)got;
	}
}

int judge_replay(struct judge *j, const struct checker_spec *spec, const char *interactor_bin, const char *input,
                 const char *name, const struct interaction *script, int *ok, char *why, size_t size, struct diag *d)
{
	int kattis = spec->convention == CONVENTION_KATTIS;
	char *outpath = judge_scratch(j, "replay-record"), *errpath = judge_scratch(j, "replay-err");
	char *feedback = kattis ? judge_scratch(j, "feedback") : NULL;
	char *msgpath = kattis ? xasprintf("%s/judgemessage.txt", feedback) : NULL;
	struct strv argv = { 0 };
	int to[2] = { -1, -1 }, from[2] = { -1, -1 }, err = -1, exe = -1, ret = -1, started = 0;
	struct replay_run *rr = xcalloc(1, sizeof *rr);
	pthread_t t;

	*ok = 0;
	why[0] = '\0';
	struct sandbox_bind binds[4];
	int nbinds = interactor_call(spec, input, "/dev/null", outpath, feedback, msgpath, 0, binds, &argv, d);
	if (nbinds < 0)
		goto out;
	if (pipe2(to, O_CLOEXEC) < 0 || pipe2(from, O_CLOEXEC) < 0 ||
	    (err = open(errpath, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0600)) < 0 ||
	    (exe = open(interactor_bin, O_RDONLY | O_CLOEXEC)) < 0) {
		diag_errno(d, "cannot prepare a replay of '%s'", name);
		goto out;
	}
	rr->j = j;
	rr->spec = run_spec(&judge_checker_limits, exe, argv.v, to[0], from[1], err);
	rr->spec.binds = binds;
	rr->spec.nbinds = (size_t)nbinds;
	if (kattis)
		feedback_bound(&rr->spec, FEEDBACK_MB);
	rr->spec.give_stdio = 1;
	to[0] = from[1] = err = -1;
	if (pthread_create(&t, NULL, replay_main, rr) != 0) {
		close_each((int[]){ rr->spec.stdin_fd, rr->spec.stdout_fd, rr->spec.stderr_fd }, 3);
		diag_set(d, "cannot start the interactor's thread");
		goto out;
	}
	started = 1;
	char buf[4096], line[1024];
	size_t len = 0;
	double deadline = monotonic_ms() + (double)judge_checker_limits.wall_ms;
	for (size_t i = 0; i < script->n && !why[0]; i++) {
		const struct interaction_line *l = &script->lines[i];
		if (l->from == '>') {
			char *text = xasprintf("%s\n", l->text);
			ssize_t n = write(to[1], text, strlen(text));
			free(text);
			if (n < 0)
				snprintf(why, size, "%s:%d: the interactor stopped reading before this line", name,
				         l->line);
			continue;
		}
		int r = replay_line(from[0], buf, &len, sizeof buf, line, sizeof line, deadline);
		if (r < 0)
			snprintf(why, size, "%s:%d: the interactor sent nothing for %ld s (the file has '%s')", name,
			         l->line, judge_checker_limits.wall_ms / 1000, l->text);
		else if (r == 0)
			snprintf(why, size, "%s:%d: the interactor's output ended (the file has '%s')", name, l->line,
			         l->text);
		else if (strcmp(line, l->text))
			snprintf(why, size, "%s:%d: the interactor sent '%s', the file has '%s'", name, l->line, line,
			         l->text);
	}
	close(to[1]);
	to[1] = -1;
	if (!why[0]) {
		int r = replay_line(from[0], buf, &len, sizeof buf, line, sizeof line, deadline);
		if (r > 0)
			snprintf(why, size, "%s: the interactor sent '%s' after the file's last line", name, line);
	}
	close(from[0]);
	from[0] = -1;
	pthread_join(t, NULL);
	started = 0;
	if (rr->rc < 0) {
		diag_set(d, "the interactor: %s", rr->d.msg);
		goto out;
	}
	enum verdict v;
	char note[64], words[300];
	read_words(errpath, words, sizeof words);
	if (!why[0] && kattis && feedback_over(&rr->sr, FEEDBACK_MB))
		snprintf(why, size, "%s: the interactor wrote over %d MiB to its feedback directory", name,
		         FEEDBACK_MB);
	else if (!why[0] &&
	         (!rr->sr.exited ||
	          checker_exit_verdict(spec->convention, rr->sr.exit_code, &v, note, sizeof note) < 0 || v != V_AC))
		snprintf(why, size, "%s: the interactor did not accept the game (%s %d): %s", name,
		         rr->sr.exited ? "exit code" : "signal", rr->sr.exited ? rr->sr.exit_code : rr->sr.signal,
		         words[0] ? words : "no message");
	else if (why[0] && words[0] && strlen(why) + 20 < size)
		snprintf(why + strlen(why), size - strlen(why), "; the interactor said: %s", words);
	*ok = !why[0];
	ret = 0;
out:
	if (started) {
		close_each((int[]){ to[1], from[0] }, 2);
		to[1] = from[0] = -1;
		pthread_join(t, NULL);
	}
	close_each((int[]){ to[0], to[1], from[0], from[1], err, exe }, 6);
	unlink(outpath);
	unlink(errpath);
	if (feedback)
		remove_tree(feedback);
	free(outpath);
	free(errpath);
	free(feedback);
	free(msgpath);
	strv_free(&argv);
	free(rr);
	return ret;
}

/* ---- judging a submission ---- */

struct pool {
	struct judge *j;
	const struct problem *p;
	struct judge_program prog; /* the submission */
	struct limits lim;         /* the problem's, for the submission's language */
	const char *checker;       /* the custom checker's binary, or NULL */
	struct submission_result *r;
	int first_fail;
	int alone;           /* every run as a re-run alone */
	int sanitized;       /* a sanitized build: reports are read (judge_opts.sanitize) */
	struct compiler *cc; /* the one that built it, for addr2line */
	const struct judge_opts *opts;
	atomic_size_t done;
	atomic_size_t first_failed; /* index of the earliest failure, or ntests */
	atomic_int reruns;          /* re-runs alone asked for so far */
	pthread_mutex_t lock;
	char *error; /* the first judge failure */
	/*
	 * One session per worker, opened by that worker at its first test and
	 * closed after the loop: judge-box dies with the thread that started it
	 * (PR_SET_PDEATHSIG), so a session never moves to another thread.
	 */
	struct sandbox_session **sessions;
	struct run_files *files; /* each worker's, made at its first batch test */
};

/*
 * One run of test t in session ss, batch (its output in rf->out) or
 * interactive (then io gets the whole outcome).
 */
static int run_once(struct pool *pool, struct sandbox_session *ss, const struct test *t, struct run_files *rf,
                    struct run_outcome *o, struct interact_outcome *io, struct diag *d)
{
	if (!io)
		return session_run(pool->j, ss, NULL, t->input, NULL, rf, &pool->lim, pool->sanitized, o, d);
	int rc = judge_interact(pool->j, ss, &pool->p->checker, pool->checker, t->input, t->answer, NULL, &pool->lim,
	                        io, d);
	*o = io->contestant;
	return rc;
}

/*
 * Runs test t again, alone: no other run of this judge beside it, in a fresh
 * session at a raised priority (as root). Its outcome replaces the first's.
 */
static int rerun_alone(struct pool *pool, const struct test *t, struct run_files *rf, struct run_outcome *o,
                       struct interact_outcome *io, struct diag *d)
{
	struct judge_program boosted = pool->prog;
	boosted.boost = 1;
	pthread_rwlock_wrlock(&pool->j->alone);
	struct sandbox_session *ss = judge_program_open(pool->j, &boosted, &pool->lim, d);
	int rc = ss ? run_once(pool, ss, t, rf, o, io, d) : -1;
	sandbox_session_close(ss);
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

static void judge_one(struct pool *pool, size_t worker, size_t i)
{
	const struct test *t = &pool->p->tests[i];
	struct test_report *tr = &pool->r->tests[i];
	struct diag d;
	struct run_outcome o;
	struct sandbox_session **ss = &pool->sessions[worker];
	struct run_files *rf = &pool->files[worker];
	struct interact_outcome *io = pool->p->checker.kind == CHECKER_INTERACTIVE ? xmalloc(sizeof *io) : NULL;
	int rc;
	if (!io && !rf->out && run_files_open(pool->j, rf, pool->p->checker.kind != CHECKER_CUSTOM, &d) < 0)
		goto judge_failed;
	if (pool->alone) {
		if (rerun_alone(pool, t, rf, &o, io, &d) < 0)
			goto judge_failed;
		rc = 0;
	} else {
		if (!*ss && !(*ss = judge_program_open(pool->j, &pool->prog, &pool->lim, &d)))
			goto judge_failed;
		pthread_rwlock_rdlock(&pool->j->alone);
		rc = run_once(pool, *ss, t, rf, &o, io, &d);
		pthread_rwlock_unlock(&pool->j->alone);
	}
	if (rc < 0) {
		sandbox_session_close(*ss); /* broken: the worker's next test opens a new one */
		*ss = NULL;
		goto judge_failed;
	}
	/* At most JUDGE_RERUNS_MAX re-runs a submission: a slow program's every TLE would take twice its limit. */
	if (!pool->alone && verdict_rerun(&pool->lim, &o.sr, io ? io->contestant.verdict : o.verdict) &&
	    atomic_fetch_add(&pool->reruns, 1) < JUDGE_RERUNS_MAX) {
		tr->rerun = 1;
		snprintf(tr->first_run, sizeof tr->first_run, "%s, %s", verdict_code(io ? io->verdict : o.verdict),
		         io ? io->message : o.message);
		if (rerun_alone(pool, t, rf, &o, io, &d) < 0)
			goto judge_failed;
	}
	tr->time_ms = o.sr.cpu_ms;
	tr->wall_ms = o.sr.wall_ms;
	tr->memory_kb = o.sr.memory_kb;
	tr->exit_code = o.sr.exited ? o.sr.exit_code : -1;
	tr->signal = o.sr.signal;
	snprintf(tr->stderr_head, sizeof tr->stderr_head, "%s", o.stderr_head);
	if (io) {
		tr->verdict = io->verdict;
		tr->interactive = 1;
		snprintf(tr->message, sizeof tr->message, "%s", io->message);
		snprintf(tr->to_interactor, sizeof tr->to_interactor, "%s", io->to_interactor);
		snprintf(tr->to_contestant, sizeof tr->to_contestant, "%s", io->to_contestant);
		if (io->interactor_failed) {
			/* The problem's fault: JE for the whole submission, with the interactor's words. */
			snprintf(d.msg, sizeof d.msg, "%s", io->message);
			goto judge_failed;
		}
	} else if (o.verdict != V_AC) {
		tr->verdict = o.verdict;
		snprintf(tr->message, sizeof tr->message, "%s", o.message);
		if (pool->sanitized)
			sanitizer_message(pool, o.stderr_head, tr);
	} else {
		struct check_result cr;
		if (judge_check(pool->j, &pool->p->checker, pool->checker, t->input, rf->out, t->answer,
		                &judge_checker_limits, &cr, &d) < 0)
			goto judge_failed;
		tr->verdict = cr.verdict;
		snprintf(tr->message, sizeof tr->message, "%s", cr.message);
	}
	free(io);
	return;
judge_failed:
	free(io);
	tr->verdict = V_JE;
	snprintf(tr->message, sizeof tr->message, "%s", d.msg);
	pthread_mutex_lock(&pool->lock);
	if (!pool->error)
		pool->error = xstrdup(d.msg);
	pthread_mutex_unlock(&pool->lock);
}

static void progress(struct pool *pool)
{
	if (!pool->j->progress)
		return;
	size_t done = atomic_fetch_add(&pool->done, 1) + 1;
	pthread_mutex_lock(&pool->lock);
	/* A package's id is its folder's name: escaped for the terminal like any text from outside. */
	char *id = report_text_escape(pool->p->id);
	fprintf(stderr, "\r%s: %zu/%zu tests\033[K", id, done, pool->p->ntests);
	free(id);
	if (done == pool->p->ntests)
		fputs("\r\033[K", stderr);
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
	if (pool->first_fail && i > atomic_load(&pool->first_failed))
		return;
	if (left_out(pool->opts, &pool->p->tests[i], i))
		return;
	judge_one(pool, worker, i);
	if (pool->r->tests[i].verdict != V_AC) {
		size_t cur = atomic_load(&pool->first_failed);
		while (i < cur && !atomic_compare_exchange_weak(&pool->first_failed, &cur, i))
			;
	}
	progress(pool);
}

static void run_tests(struct judge *j, const struct problem *p, const struct judge_program *prog, const char *checker,
                      const struct judge_opts *opts, struct submission_result *r)
{
	struct pool pool = { .j = j,
		             .p = p,
		             .prog = *prog,
		             .lim = r->limits,
		             .checker = checker,
		             .r = r,
		             .first_fail = opts->first_fail,
		             .alone = opts->alone,
		             .sanitized = opts->sanitize,
		             .cc = opts->cc ? opts->cc : j->cc,
		             .opts = opts };
	atomic_init(&pool.done, 0);
	atomic_init(&pool.first_failed, p->ntests);
	atomic_init(&pool.reruns, 0);
	pthread_mutex_init(&pool.lock, NULL);
	size_t workers = parallel_workers(p->ntests, j->jobs);
	pool.sessions = xcalloc(workers, sizeof *pool.sessions);
	pool.files = xcalloc(workers, sizeof *pool.files);
	parallel_for_workers(p->ntests, j->jobs, run_test, &pool);
	for (size_t i = 0; i < workers; i++) {
		sandbox_session_close(pool.sessions[i]);
		run_files_close(&pool.files[i]);
	}
	free(pool.sessions);
	free(pool.files);
	pthread_mutex_destroy(&pool.lock);
	r->judge_error = pool.error;
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

const struct language *judge_language(struct judge *j, const char *file, const struct language *lang, struct diag *d)
{
	if (!lang)
		lang = lang_by_file(j->langs, file);
	if (!lang) {
		diag_set(d, "'%s': unknown language (use --lang; known: ", file);
		for (size_t i = 0; i < j->langs->n; i++) {
			size_t len = strlen(d->msg);
			snprintf(d->msg + len, sizeof d->msg - len, "%s%s", i ? ", " : "", j->langs->langs[i].name);
		}
		strncat(d->msg, ")", sizeof d->msg - strlen(d->msg) - 1);
	}
	return lang;
}

int judge_submission(struct judge *j, const struct problem *p, const char *file, const struct judge_opts *opts,
                     struct submission_result *r, struct diag *d)
{
	memset(r, 0, sizeof *r);
	const struct language *lang = judge_language(j, file, opts->lang, d);
	if (!lang)
		return -1;
	if (opts->sanitize) {
		const struct language *plain = lang;
		if (!(lang = sanitize_language(j->langs, plain))) {
			diag_set(d, "'%s': %s has no sanitized build (c and cpp have)", file, plain->name);
			return -1;
		}
	}
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
	r->compile_ms = cr.time_ms;
	r->compile_log = cr.log;
	cr.log = NULL;
	if (!cr.ok) {
		r->verdict = V_CE;
		compile_result_free(&cr);
		return 0;
	}
	char *checker = NULL;
	if ((p->checker.kind == CHECKER_CUSTOM || p->checker.kind == CHECKER_INTERACTIVE) &&
	    judge_build_tool(j, p->checker.program, &checker, d) < 0) {
		r->verdict = V_JE;
		r->judge_error = xasprintf("the problem's checker: %s", d->msg);
		compile_result_free(&cr);
		return 0;
	}
	struct judge_program prog = { .binary = cr.binary, .lang = lang, .main_class = cr.main_class };
	run_tests(j, p, &prog, checker, opts, r);
	free(checker);
	compile_result_free(&cr);
	if (opts->first_fail)
		drop_after_first_failure(r);

	r->verdict = V_AC;
	for (size_t i = 0; i < r->ntests; i++) {
		const struct test_report *t = &r->tests[i];
		if (t->verdict == V_SKIPPED)
			continue;
		if (t->time_ms > r->time_ms)
			r->time_ms = t->time_ms;
		if (t->memory_kb > r->memory_kb)
			r->memory_kb = t->memory_kb;
		if (t->verdict == V_AC) {
			r->passed++;
		} else {
			r->failed++;
			if (r->verdict == V_AC)
				r->verdict = t->verdict;
		}
	}
	/* The judge's own failure outranks any verdict: the results cannot be trusted. */
	if (r->judge_error)
		r->verdict = V_JE;
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
	memset(r, 0, sizeof *r);
}

const struct limits judge_tool_limits = {
	.time_ms = 20000, .wall_ms = 60000, .memory_kb = 2L << 20, .output_kb = 64L << 10
};

int judge_generate(struct judge *j, struct judge_tools *tools, const char *gen, const char *args, const char *output,
                   struct run_outcome *o, struct diag *d)
{
	struct strv argv = { 0 };
	strv_push(&argv, "gen");
	char *copy = xstrdup(args);
	for (char *save = NULL, *tok = strtok_r(copy, " ", &save); tok; tok = strtok_r(NULL, " ", &save))
		strv_push(&argv, tok);
	free(copy);
	int rc = judge_tool_run(j, tools, gen, argv.v, "/dev/null", output, &judge_tool_limits, o, d);
	strv_free(&argv);
	return rc;
}

char *judge_scratch(struct judge *j, const char *what)
{
	return xasprintf("%s/%s-%lu", j->workdir, what, atomic_fetch_add(&file_seq, 1));
}
