/*
 * The runner's verdicts on tiny helper programs (helpers/), table-driven from
 * data/runner-cases.txt, and what must hold after a hostile run: the judge is
 * alive, no process of the sandbox uid is left, no file escaped the run, no
 * connection reached a port on the loopback.
 */
#define _GNU_SOURCE
#include <arpa/inet.h>
#include <check.h>
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <netinet/in.h>
#include <pthread.h>
#include <sched.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mount.h>
#include <sys/prctl.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/statvfs.h>
#include <sys/wait.h>
#include <unistd.h>

#include "run/checker.h"
#include "problem/interaction.h"
#include "problem/problem.h"
#include "run/judge.h"
#include "run/session.h"
#include "testutil.h"
#include "util.h"

struct rcase {
	int line;
	char *helper, *verdicts, *in, *want;
	long cpu_ms, wall_ms; /* in place of lim's, when not 0 */
};

static struct rcase cases[64];
static int ncases;
static struct judge *j;
static char *dir;
static int listener = -1, port;
/*
 * Half a second of CPU and 2 s of wall time, room for a well-behaved program on a busy machine,
 * which needs a few milliseconds. The cases judged TLE, which cost their limit, have lower ones in
 * runner-cases.txt.
 */
static const struct limits lim = { .time_ms = 500, .wall_ms = 2000, .memory_kb = 64 << 10, .output_kb = 1024 };

static void load_cases(void)
{
	char *text = test_read_data("runner-cases.txt");
	int lineno = 0;
	for (char *save = NULL, *line = strtok_r(text, "\n", &save); line; line = strtok_r(NULL, "\n", &save)) {
		lineno++;
		if (line[0] == '#')
			continue;
		char *f[5] = { 0 };
		int n = 0;
		for (char *s2 = NULL, *tok = strtok_r(line, "|", &s2); tok && n < 5; tok = strtok_r(NULL, "|", &s2))
			f[n++] = test_trim(tok);
		struct rcase *c = &cases[ncases++];
		size_t len;
		c->line = lineno;
		c->helper = xstrdup(f[0]);
		c->verdicts = xstrdup(f[1]);
		c->in = test_unquote(f[2], &len);
		c->want = f[3] && *f[3] ? test_unquote(f[3], &len) : NULL;
		/* Limits: "cpu MS", "wall MS" or both. */
		for (char *s3 = NULL, *key = f[4] ? strtok_r(f[4], " ", &s3) : NULL; key;
		     key = strtok_r(NULL, " ", &s3)) {
			char *num = strtok_r(NULL, " ", &s3);
			long *to = !strcmp(key, "cpu") ? &c->cpu_ms : !strcmp(key, "wall") ? &c->wall_ms : NULL;
			if (!to || !num || (*to = atol(num)) <= 0) {
				fprintf(stderr, "runner-cases.txt:%d: bad limit '%s %s': expected cpu MS or wall MS\n",
				        lineno, key, num ? num : "");
				exit(2);
			}
		}
	}
	free(text);
}

static int allowed(const char *list, enum verdict v)
{
	char *copy = xstrdup(list);
	int ok = 0;
	for (char *s = NULL, *tok = strtok_r(copy, ",", &s); tok; tok = strtok_r(NULL, ",", &s))
		ok |= !strcmp(tok, verdict_code(v));
	free(copy);
	return ok;
}

/* Processes owned by a uid of the sandbox's pool, anywhere on the machine. */
static int sandbox_processes(void)
{
	unsigned uid, count;
	sandbox_uids(j->sb, &uid, &count);
	if (uid == getuid())
		return 0; /* not root: the programs run as us, nothing to tell apart */
	int n = 0;
	DIR *dp = opendir("/proc");
	struct dirent *e;
	while (dp && (e = readdir(dp))) {
		char path[300], line[256];
		if (e->d_name[0] < '0' || e->d_name[0] > '9')
			continue;
		snprintf(path, sizeof path, "/proc/%s/status", e->d_name);
		FILE *f = fopen(path, "r");
		while (f && fgets(line, sizeof line, f))
			if (!strncmp(line, "Uid:", 4) && (unsigned)atoi(line + 5) - uid < count)
				n++;
		if (f)
			fclose(f);
	}
	if (dp)
		closedir(dp);
	return n;
}

START_TEST(runner_case)
{
	struct rcase *c = &cases[_i];
	struct diag d;
	char *bin = xasprintf("%s/%s", getenv("HELPERS"), c->helper);
	char *in = xasprintf("%s/in-%d", dir, _i), *out = xasprintf("%s/out-%d", dir, _i);
	char *text = !strcmp(c->in, "PORT\n") ? xasprintf("%d\n", port) : xstrdup(c->in);
	ck_assert_int_eq(write_file_atomic(in, text, strlen(text), 0644, &d), 0);
	struct run_outcome o;
	struct limits l = lim;
	l.time_ms = c->cpu_ms ? c->cpu_ms : l.time_ms;
	l.wall_ms = c->wall_ms ? c->wall_ms : l.wall_ms;
	/*
	 * Once, through judge_run(): that is already a session of one run (judge_session_open(),
	 * judge_session_run(), sandbox_session_close()), the path of a submission's tests, so a second
	 * run through those calls would prove nothing more. Runs one after another in a session are
	 * session_survives_a_filled_directory's and session_empties_the_root_between_runs' business.
	 */
	ck_assert_msg(judge_run(j, bin, NULL, in, out, &l, &o, &d) == 0, "%s: judge failed: %s", c->helper, d.msg);
	ck_assert_msg(allowed(c->verdicts, o.verdict), "%s: expected %s, got %s (%s; cpu %ld ms, wall %ld ms, %ld KiB)",
	              c->helper, c->verdicts, verdict_code(o.verdict), o.message, o.sr.cpu_ms, o.sr.wall_ms,
	              o.sr.memory_kb);
	if (c->want) {
		char *got;
		ck_assert_int_eq(read_file(out, &got, NULL, &d), 0);
		ck_assert_msg(strstr(got, c->want) != NULL, "%s: stdout '%s' lacks '%s'", c->helper, got, c->want);
		free(got);
	}
	if (o.verdict == V_TLE)
		ck_assert_msg(o.sr.wall_killed || o.sr.cpu_ms > l.time_ms, "%s: TLE without cause", c->helper);
	if (!strcmp(c->helper, "threads"))
		ck_assert_msg(o.sr.cpu_ms > l.time_ms && !o.sr.wall_killed,
		              "threads: CPU %ld ms in %ld ms of wall time: not summed over threads", o.sr.cpu_ms,
		              o.sr.wall_ms);
	/* The limit judge-box stopped it at reaches the result (sandbox.h): none when it ended by itself. */
	static const struct {
		const char *helper;
		int killed_for;
	} stops[] = { { "loop", SANDBOX_KILLED_CPU },
		      { "sleep", SANDBOX_KILLED_WALL },
		      { "blockread", SANDBOX_KILLED_WALL },
		      { "growsleep", SANDBOX_KILLED_MEMORY },
		      { "ok", 0 },
		      { "segv", 0 },
		      { "exit3", 0 } };
	for (size_t k = 0; k < sizeof stops / sizeof stops[0]; k++)
		if (!strcmp(c->helper, stops[k].helper))
			ck_assert_msg(o.sr.killed_for == stops[k].killed_for, "%s: killed_for %d, expected %d (%s)",
			              c->helper, o.sr.killed_for, stops[k].killed_for, o.message);
	/* stderr is kept from its start for the report, and never counts as output. */
	if (!strcmp(c->helper, "errflood"))
		ck_assert_msg(!strncmp(o.stderr_head, "noise noise", 11), "errflood: stderr kept as '%.40s'",
		              o.stderr_head);
	if (!strcmp(c->helper, "chatty"))
		ck_assert_msg(!strncmp(o.stderr_head, "dddd", 4), "chatty: stderr kept as '%.40s'", o.stderr_head);
	/* After every run: nothing of it is left anywhere. */
	ck_assert_int_eq(sandbox_processes(), 0);
	ck_assert_msg(!path_exists("/tmp/" PROBE), "a file escaped into /tmp");
	char *probe = xasprintf("%s/" PROBE, getenv("TESTDATA_DIR"));
	ck_assert_msg(!path_exists(probe), "a file escaped into testdata/");
	free(probe);
	struct sockaddr_in peer;
	socklen_t plen = sizeof peer;
	int s = accept(listener, (struct sockaddr *)&peer, &plen);
	ck_assert_msg(s < 0 && (errno == EAGAIN || errno == EWOULDBLOCK), "%s: a connection reached the judge's port",
	              c->helper);
	unlink(in);
	unlink(out);
	free(in);
	free(out);
	free(text);
	free(bin);
}
END_TEST

/*
 * What a compile cannot reach or do is CE, with the compiler's reason. The
 * sources that reach a file of the machine are each valid C when the file is
 * there (the test checks so with plain gcc, outside any sandbox): only the
 * compile sandbox makes them fail. The others are the compiler's own limits.
 */
START_TEST(compile_errors)
{
	char *probe = xasprintf("%s/probe.h", dir);
	struct diag d;
	/* A header of the machine, outside /usr: a root-only file in the judge's scratch space (under /tmp). */
	ck_assert_int_eq(write_file_atomic(probe, "#define PROBE 0\n", 16, 0600, &d), 0);
	char *probe_src = xasprintf("#include \"%s\"\nint main(void) { return PROBE; }\n", probe);
	static const char answer_src[] =
	        "int answer =\n#include \"" ANSWER "\"\n;\nint main(void) { return answer - 1; }\n";
	const struct {
		const char *lang, *text, *reason;
		int leaks; /* 1: compiles when the file is reachable */
	} sources[] = {
		{ "c", "int main(void) { return undefined_name; }\n", "'undefined_name' undeclared", 0 },
		{ "c", "#include \"/dev/urandom\"\nint main(void) { return 0; }\n",
		  "/dev/urandom: No such file or directory", 0 },
		{ "c", "char big[3000000000] = {1};\nint main(void) { return big[5]; }\n", "compilation", 0 },
		{ "cpp",
		  "template<int N> struct F { enum { v = F<N - 1>::v + F<N - 2>::v }; };\n"
		  "int main() { return F<100000>::v; }\n",
		  "template instantiation depth exceeds", 0 },
		/* The repository, by absolute path: the reference solver would be AC. */
		{ "c", "#include \"" SOLVER "\"\n", "No such file or directory", 1 },
		/* An expected answer ("1"), as the value of a variable. */
		{ "c", answer_src, "No such file or directory", 1 },
		{ "c", probe_src, "probe.h: No such file or directory", 1 },
	};
	for (size_t i = 0; i < sizeof sources / sizeof sources[0]; i++) {
		const struct language *c = lang_by_name(j->langs, sources[i].lang);
		ck_assert_ptr_nonnull(c);
		char *src = xasprintf("%s/ce-%zu.%s", dir, i, sources[i].lang);
		struct compile_result r;
		ck_assert_int_eq(write_file_atomic(src, sources[i].text, strlen(sources[i].text), 0644, &d), 0);
		if (sources[i].leaks) {
			char *plain = xasprintf("gcc -fsyntax-only '%s' 2>/dev/null", src);
			ck_assert_msg(system(plain) == 0, "source %zu does not compile even outside the sandbox", i);
			free(plain);
		}
		ck_assert_msg(compile_source(j->cc, c, src, NULL, &r, &d) == 0, "judge failed: %s", d.msg);
		ck_assert_msg(!r.ok, "source %zu compiled", i);
		ck_assert_msg(strstr(r.log, sources[i].reason), "source %zu: '%s' not in the log: %s", i,
		              sources[i].reason, r.log);
		compile_result_free(&r);
		free(src);
	}
	free(probe_src);
	free(probe);
}
END_TEST

/*
 * Without seccomp, a program may fork: a grandchild in a new session that
 * sleeps forever must still be gone when the run ends (the pid namespace dies
 * with its init).
 */
START_TEST(pid_namespace_reaps_escaped_children)
{
	struct diag d;
	char *bin = xasprintf("%s/doublefork", getenv("HELPERS"));
	char *out = xasprintf("%s/df.out", dir), *err = xasprintf("%s/df.err", dir);
	int exe = open(bin, O_RDONLY | O_CLOEXEC), in = open("/dev/null", O_RDONLY | O_CLOEXEC);
	int o = open(out, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
	int e = open(err, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
	ck_assert(exe >= 0 && in >= 0 && o >= 0 && e >= 0);
	char *argv[] = { "doublefork", NULL }, *envp[] = { NULL };
	struct sandbox_spec spec = { .exec_fd = exe,
		                     .argv = argv,
		                     .envp = envp,
		                     .stdin_fd = in,
		                     .stdout_fd = o,
		                     .stderr_fd = e,
		                     .empty_root = 1,
		                     .seccomp = 0,
		                     .limits = { .cpu_ms = 1000, .wall_ms = 5000, .nproc = 16 } };
	struct sandbox_result r;
	ck_assert_msg(sandbox_run(j->sb, &spec, &r, &d) == 0, "%s", d.msg);
	ck_assert_msg(r.exited && r.exit_code == 0 && !r.wall_killed, "doublefork did not end by itself");
	char *text;
	ck_assert_int_eq(read_file(out, &text, NULL, &d), 0);
	ck_assert_str_eq(text, "forked\n");
	ck_assert_int_eq(sandbox_processes(), 0);
	free(text);
	close(exe);
	close(in);
	close(o);
	close(e);
	free(bin);
	free(out);
	free(err);
}
END_TEST

/*
 * Runs helper on the text, with limits l: the outcome in o, the output in *got (freed by the
 * caller). in_path and out_path (each may be NULL) name the files of its input (the text, written
 * there first) and of its output while it runs.
 */
static void run_helper_to(const char *helper, const char *text, const struct limits *l, struct run_outcome *o,
                          char **got, const char *in_path, const char *out_path)
{
	static unsigned seq;
	struct diag d;
	char *bin = xasprintf("%s/%s", getenv("HELPERS"), helper);
	char *in = in_path ? xstrdup(in_path)
	                   : xasprintf("%s/h-in-%u", dir, __atomic_fetch_add(&seq, 1, __ATOMIC_SEQ_CST));
	char *out = out_path ? xstrdup(out_path) : xasprintf("%s.out", in);
	ck_assert_int_eq(write_file_atomic(in, text, strlen(text), 0644, &d), 0);
	ck_assert_msg(judge_run(j, bin, NULL, in, out, l, o, &d) == 0, "%s: judge failed: %s", helper, d.msg);
	ck_assert_int_eq(read_file(out, got, NULL, &d), 0);
	unlink(in);
	unlink(out);
	free(in);
	free(out);
	free(bin);
}

static void run_helper(const char *helper, const char *text, const struct limits *l, struct run_outcome *o, char **got)
{
	run_helper_to(helper, text, l, o, got, NULL, NULL);
}

struct held {
	struct run_outcome o;
	char *out;
	char path[512]; /* where its output goes while it runs */
	char in[512];   /* its input: a line appended there ends it */
};

static void *hold_threads(void *arg)
{
	struct held *h = arg;
	struct limits l = lim;
	/*
	 * A backstop only: the holder ends when the test appends to its input, as soon as the run and
	 * the compile beside it are done, not at a wall limit long enough for them on a loaded machine.
	 */
	l.wall_ms = 30000;
	run_helper_to("holdthreads", "", &l, &h->o, &h->out, h->in, h->path);
	return NULL;
}

/* Waits (at most 60 s) until a holder says it started its threads: a handshake, not a guess of how long. */
static void wait_holding(const struct held *h)
{
	for (int k = 0; k < 3000; k++) {
		char buf[64];
		if (read_head(h->path, buf, sizeof buf) && strstr(buf, " threads"))
			return;
		usleep(20 * 1000);
	}
	ck_abort_msg("the thread holder never said it holds its threads");
}

/*
 * A program that fills its process count must not starve runs and compiles
 * beside it: each run has a uid of its own (with one shared uid, the second
 * run's execve failed with EAGAIN, a JE).
 */
START_TEST(full_process_count_harms_no_other_run)
{
	unsigned first, count;
	sandbox_uids(j->sb, &first, &count);
	if (count == 1) {
		fprintf(stderr, "note: not root, every run is the user's own uid: the uid pool is not tried\n");
		return;
	}
	/* Two holders, one after the other: the second must get its full count too. */
	struct held h[2] = { 0 };
	pthread_t t[2];
	for (int i = 0; i < 2; i++) {
		snprintf(h[i].path, sizeof h[i].path, "%s/holder-%d.out", dir, i);
		snprintf(h[i].in, sizeof h[i].in, "%s/holder-%d.in", dir, i);
		ck_assert_int_eq(pthread_create(&t[i], NULL, hold_threads, &h[i]), 0);
		wait_holding(&h[i]);
	}
	struct run_outcome o;
	char *got;
	run_helper("ok", "2 40\n", &lim, &o, &got);
	ck_assert_msg(o.verdict == V_AC && !strcmp(got, "42\n"), "a run beside the thread holder: %s (%s)",
	              verdict_code(o.verdict), o.message);
	free(got);
	/* A compile beside it too (new source text, so the cache cannot answer: dir is this run's own). */
	char *src = xasprintf("%s/beside-%d.c", dir, (int)getpid()),
	     *text = xasprintf("int main(void) { return 0; } /* %s */\n", dir);
	struct diag d;
	struct compile_result cr;
	ck_assert_int_eq(write_file_atomic(src, text, strlen(text), 0644, &d), 0);
	ck_assert_msg(compile_source(j->cc, lang_by_name(j->langs, "c"), src, NULL, &cr, &d) == 0, "%s", d.msg);
	ck_assert_msg(cr.ok, "a compile beside the thread holder failed: %s", cr.log);
	compile_result_free(&cr);
	free(src);
	free(text);
	/* Now the holders may end: each reads the line, says "stopped" and exits. */
	for (int i = 0; i < 2; i++) {
		int fd = open(h[i].in, O_WRONLY | O_APPEND | O_CLOEXEC);
		ck_assert_msg(fd >= 0 && write(fd, "stop\n", 5) == 5, "cannot append to '%s'", h[i].in);
		close(fd);
	}
	for (int i = 0; i < 2; i++) {
		pthread_join(t[i], NULL);
		ck_assert_msg(h[i].o.verdict == V_AC, "holder %d: %s (%s)", i, verdict_code(h[i].o.verdict),
		              h[i].o.message);
		ck_assert_msg(strstr(h[i].out, " threads") && atoi(h[i].out) >= 100,
		              "holder %d did not get its own process count: '%s'", i, h[i].out);
		/* It held its count until told: the run and the compile above were beside a full one. */
		ck_assert_msg(strstr(h[i].out, "\nstopped\n"), "holder %d ended before it was told to: '%s'", i,
		              h[i].out);
		free(h[i].out);
	}
}
END_TEST

/*
 * A run that leaves a directory chain deeper than PATH_MAX and every inode
 * used must not break the next run of its session: each run's tmpfs is
 * unmounted, not walked.
 */
START_TEST(session_survives_a_filled_directory)
{
	if (!sandbox_has_sessions(j->sb)) {
		fprintf(stderr, "note: not root, no sessions: the filled-session case is not tried\n");
		return;
	}
	struct diag d;
	char *bin = xasprintf("%s/deeptree", getenv("HELPERS"));
	char *fill = xasprintf("%s/fill.in", dir), *check = xasprintf("%s/check.in", dir),
	     *out = xasprintf("%s/tree.out", dir);
	ck_assert_int_eq(write_file_atomic(fill, "fill\n", 5, 0644, &d), 0);
	ck_assert_int_eq(write_file_atomic(check, "look\n", 5, 0644, &d), 0);
	struct sandbox_session *ss = judge_session_open(j, bin, &lim, &d);
	ck_assert_msg(ss != NULL, "%s", d.msg);
	const char *inputs[] = { fill, check, fill, check },
	           *want[] = { "filled 1 1\n", "clean 0\n", "filled 1 1\n", "clean 0\n" };
	for (int i = 0; i < 4; i++) {
		struct run_outcome o;
		char *got;
		ck_assert_msg(judge_session_run(j, ss, inputs[i], out, &lim, &o, &d) == 0, "run %d: judge failed: %s",
		              i, d.msg);
		ck_assert_int_eq(read_file(out, &got, NULL, &d), 0);
		ck_assert_msg(o.verdict == V_AC && !strcmp(got, want[i]), "run %d: %s '%s' (%s)", i,
		              verdict_code(o.verdict), got, o.message);
		free(got);
	}
	sandbox_session_close(ss);
	free(bin);
	free(fill);
	free(check);
	free(out);
}
END_TEST

/*
 * A session's runs share one root, emptied after each run: what a run leaves
 * (files, folders a few levels deep, data; one empty file, which the tmpfs's
 * block count does not see) is gone when the next starts, the devices are
 * still there, and only the run that wrote counts the files.
 */
START_TEST(session_empties_the_root_between_runs)
{
	if (!sandbox_has_sessions(j->sb)) {
		fprintf(stderr, "note: not root, no sessions: the shared root is not tried\n");
		return;
	}
	struct diag d;
	char *bin = xasprintf("%s/deeptree", getenv("HELPERS"));
	char *litter = xasprintf("%s/litter.in", dir), *check = xasprintf("%s/look.in", dir),
	     *empty = xasprintf("%s/empty.in", dir), *out = xasprintf("%s/litter.out", dir);
	ck_assert_int_eq(write_file_atomic(litter, "litter\n", 7, 0644, &d), 0);
	ck_assert_int_eq(write_file_atomic(check, "look\n", 5, 0644, &d), 0);
	ck_assert_int_eq(write_file_atomic(empty, "empty\n", 6, 0644, &d), 0);
	struct sandbox_session *ss = judge_session_open(j, bin, &lim, &d);
	ck_assert_msg(ss != NULL, "%s", d.msg);
	const char *inputs[] = { check, litter, check, litter, litter, check, empty, check },
	           *want[] = { "clean 0\n",    "littered 1\n", "clean 0\n", "littered 1\n",
		               "littered 1\n", "clean 0\n",    "left 1\n",  "clean 0\n" };
	for (int i = 0; i < 8; i++) {
		struct run_outcome o;
		char *got;
		ck_assert_msg(judge_session_run(j, ss, inputs[i], out, &lim, &o, &d) == 0, "run %d: judge failed: %s",
		              i, d.msg);
		ck_assert_int_eq(read_file(out, &got, NULL, &d), 0);
		ck_assert_msg(o.verdict == V_AC && !strcmp(got, want[i]), "run %d: %s '%s' (%s)", i,
		              verdict_code(o.verdict), got, o.message);
		if (inputs[i] == litter)
			ck_assert_msg(o.sr.files_kb >= 256, "run %d: files not counted: %ld KiB", i, o.sr.files_kb);
		else
			ck_assert_msg(o.sr.files_kb == 0, "run %d: the root's skeleton counted as files: %ld KiB", i,
			              o.sr.files_kb);
		free(got);
	}
	sandbox_session_close(ss);
	free(bin);
	free(litter);
	free(check);
	free(empty);
	free(out);
}
END_TEST

/*
 * A session kept after a submission (session_keep) is pointed at the next
 * compiled program: the next session_open() gets the same session (its runs
 * keep the session's uid of the pool, where a new session would take the
 * next one, and measure the peak memory they would in a new session), its
 * runs are the new program's (here under a larger memory limit, so a run
 * root of another size), and a program after them finds nothing of the runs
 * before it. One of them litters its root, one floods its stderr: neither
 * changes what a later program measures. A program that would need another root
 * (other binds) is refused, and the session stays the first program's.
 */
START_TEST(a_kept_session_takes_the_next_program)
{
	if (!sandbox_has_sessions(j->sb)) {
		fprintf(stderr, "note: not root, no sessions: keeping one is not tried\n");
		return;
	}
	struct diag d;
	/* A judge of its own: no session kept by the tests before, so the first program's is a new one. */
	struct judge *kj = judge_new(getenv("JUDGE_ROOT"), 1, &d);
	ck_assert_msg(kj != NULL, "%s", d.msg);
	char *uid = xasprintf("%s/uid", getenv("HELPERS")), *tree = xasprintf("%s/deeptree", getenv("HELPERS"));
	char *args = xasprintf("%s/args", getenv("HELPERS")), *chatty = xasprintf("%s/chatty", getenv("HELPERS"));
	char *litter = xasprintf("%s/kept-litter.in", dir), *look = xasprintf("%s/kept-look.in", dir),
	     *out = xasprintf("%s/kept.out", dir), *got, *first_uid = NULL;
	long first_kb = 0;
	ck_assert_int_eq(write_file_atomic(litter, "litter\n", 7, 0644, &d), 0);
	ck_assert_int_eq(write_file_atomic(look, "look\n", 5, 0644, &d), 0);
	char *sum = xasprintf("%s/kept-sum.in", dir);
	ck_assert_int_eq(write_file_atomic(sum, "1 2\n", 4, 0644, &d), 0);
	struct limits big = lim;
	big.memory_kb *= 2;
	struct run_outcome o;
	/* Each program: its session, its input, its limits, what it must print. */
	const char *bins[] = { uid, tree, chatty, args, tree, uid },
	           *inputs[] = { "/dev/null", litter, sum, "/dev/null", look, "/dev/null" };
	const struct limits *lims[] = { &lim, &lim, &lim, &big, &lim, &big };
	const char *want[] = { NULL, "littered 1\n", "3\n", "main\n", "clean 0\n", NULL };
	for (int i = 0; i < 6; i++) {
		struct sandbox_session *ss = judge_session_open(kj, bins[i], lims[i], &d);
		ck_assert_msg(ss != NULL, "program %d: %s", i, d.msg);
		ck_assert_msg(judge_session_run(kj, ss, inputs[i], out, lims[i], &o, &d) == 0, "program %d: %s", i,
		              d.msg);
		ck_assert_int_eq(read_file(out, &got, NULL, &d), 0);
		ck_assert_msg(o.verdict == V_AC, "program %d: %s (%s)", i, verdict_code(o.verdict), o.message);
		if (i == 0) {
			first_uid = xstrdup(got);
			first_kb = o.sr.memory_kb;
		} else if (!want[i]) {
			ck_assert_msg(!strcmp(got, first_uid), "program %d: uid %s, not the kept session's %s", i, got,
			              first_uid);
			/* judge-box took the programs between without growing: a program's peak counts judge-box's. */
			ck_assert_msg(o.sr.memory_kb <= first_kb + 16, "program %d: %ld KiB, %ld KiB in a new session",
			              i, o.sr.memory_kb, first_kb);
		} else {
			ck_assert_msg(!strcmp(got, want[i]), "program %d printed '%s', not '%s'", i, got, want[i]);
		}
		free(got);
		if (i < 5) {
			session_keep(kj, ss);
			continue;
		}
		/* Another root: a bind the session's root does not show. */
		int exe = open(args, O_RDONLY | O_CLOEXEC);
		ck_assert_int_ge(exe, 0);
		struct sandbox_bind extra = { .dst = "/etc/hostname", .src = "/etc/hostname" };
		struct sandbox_spec spec = run_spec(&lim, exe, NULL, -1, -1, -1);
		spec.binds = &extra;
		spec.nbinds = 1;
		ck_assert_int_eq(sandbox_session_retarget(ss, &spec, &d), 0);
		close(exe);
		ck_assert_msg(judge_session_run(kj, ss, "/dev/null", out, &big, &o, &d) == 0, "%s", d.msg);
		ck_assert_int_eq(read_file(out, &got, NULL, &d), 0);
		ck_assert_msg(!strcmp(got, first_uid), "a refused program changed the session: '%s'", got);
		free(got);
		sandbox_session_close(ss);
	}
	judge_free(kj);
	free(first_uid);
	free(chatty);
	free(sum);
	free(uid);
	free(tree);
	free(args);
	free(litter);
	free(look);
	free(out);
}
END_TEST

/*
 * A worker's tool sessions: each run with its own arguments in one session
 * per binary, argv[0] and limits; arguments over the command's room are the
 * judge's error, and the next run opens a new session.
 */
START_TEST(tool_sessions_carry_each_runs_arguments)
{
	struct diag d;
	char *bin = xasprintf("%s/args", getenv("HELPERS")), *out = xasprintf("%s/args.out", dir);
	struct judge_tools *t = judge_tools_new(j);
	char *seed1[] = { "gen", "--seed", "1", NULL }, *seed2[] = { "gen", "--n", "5 6", NULL },
	     *bare[] = { "gen", NULL };
	char **argvs[] = { seed1, seed2, NULL, bare, seed1 };
	const char *want[] = { "gen\n--seed\n1\n", "gen\n--n\n5 6\n", "main\n", "gen\n", "gen\n--seed\n1\n" };
	for (int i = 0; i < 5; i++) {
		struct run_outcome o;
		char *got;
		ck_assert_msg(judge_tool_run(j, t, bin, argvs[i], "/dev/null", out, &lim, &o, &d) == 0, "run %d: %s", i,
		              d.msg);
		ck_assert_int_eq(read_file(out, &got, NULL, &d), 0);
		ck_assert_msg(o.verdict == V_AC && !strcmp(got, want[i]), "run %d: %s '%s'", i, verdict_code(o.verdict),
		              got);
		free(got);
	}
	/* 300 arguments of 40 bytes: over BOX_RUN_ARGS in a session; a fresh sandbox takes them. */
	char *many[302], arg[41];
	memset(arg, 'x', 40);
	arg[40] = '\0';
	many[0] = "gen";
	for (int i = 1; i <= 300; i++)
		many[i] = arg;
	many[301] = NULL;
	struct run_outcome o;
	int rc = judge_tool_run(j, t, bin, many, "/dev/null", out, &lim, &o, &d);
	if (sandbox_has_sessions(j->sb))
		ck_assert_msg(rc == -1 && strstr(d.msg, "over 8192 bytes"), "long arguments: %d '%s'", rc,
		              rc < 0 ? d.msg : "");
	else
		ck_assert_msg(rc == 0 && o.verdict == V_AC, "long arguments without sessions: %d", rc);
	char *got;
	ck_assert_int_eq(judge_tool_run(j, t, bin, seed2, "/dev/null", out, &lim, &o, &d), 0);
	ck_assert_int_eq(read_file(out, &got, NULL, &d), 0);
	ck_assert_str_eq(got, "gen\n--n\n5 6\n");
	free(got);
	judge_tools_free(t);
	free(bin);
	free(out);
}
END_TEST

/*
 * Busy processes beside the judge, as other work on the machine: n spinners at
 * the judge's own priority, each bounded (killed by its alarm after a minute,
 * and with the test program) and stopped by stop_busy().
 */
static void start_busy(pid_t *busy, int n)
{
	for (int i = 0; i < n; i++) {
		busy[i] = fork();
		if (busy[i] == 0) {
			prctl(PR_SET_PDEATHSIG, SIGKILL);
			alarm(60);
			for (volatile unsigned long x = 0;; x++)
				;
		}
	}
}

static void stop_busy(pid_t *busy, int n)
{
	for (int i = 0; i < n; i++)
		if (busy[i] > 0)
			kill(busy[i], SIGKILL);
	for (int i = 0; i < n; i++)
		if (busy[i] > 0)
			waitpid(busy[i], NULL, 0);
}

/* Whether the kernel counts a task's run delay (/proc/PID/schedstat), which the wall limit needs. */
static int run_delay_counted(void)
{
	char *text = NULL;
	struct diag d;
	unsigned long long on_cpu, waiting;
	int ok = read_file("/proc/self/schedstat", &text, NULL, &d) == 0 &&
	         sscanf(text, "%llu %llu", &on_cpu, &waiting) == 2;
	free(text);
	return ok;
}

/*
 * The wall limit counts the time a program was not waiting for a processor
 * (sandbox.h): beside eight busy processes per two processors, a program that
 * spins 300 ms of CPU under limits of 0.5 s of CPU and 1 s of wall time waits
 * most of its wall time for a processor, and is AC on its first run (plain
 * wall time made it TLE); a program that sleeps waits for no processor and is
 * still stopped at its wall limit, by judge-box, not the judge's backstop.
 */
START_TEST(wall_limit_on_a_loaded_machine)
{
	if (!run_delay_counted()) {
		fprintf(stderr, "wall_limit_on_a_loaded_machine: skipped: the kernel counts no run delay\n");
		return;
	}
	long cpus = sysconf(_SC_NPROCESSORS_ONLN);
	int n = cpus > 2 ? (int)(cpus * 4) : 8;
	pid_t busy[n];
	struct limits l = { .time_ms = 500, .wall_ms = 1000, .memory_kb = 64 << 10, .output_kb = 1024 };
	struct run_outcome spin, sleeper;
	char *spun, *slept;
	start_busy(busy, n);
	run_helper("spin", "300\n", &l, &spin, &spun);
	run_helper("sleep", "", &l, &sleeper, &slept);
	stop_busy(busy, n);
	/* The figures, for the log: no assertion is made on them. */
	fprintf(stderr,
	        "beside %d busy processes: spin %s, CPU %ld ms, wall %ld ms, waited %ld ms; sleep %s, wall %ld ms, "
	        "waited %ld ms\n",
	        n, verdict_code(spin.verdict), spin.sr.cpu_ms, spin.sr.wall_ms, spin.sr.wait_ms,
	        verdict_code(sleeper.verdict), sleeper.sr.wall_ms, sleeper.sr.wait_ms);
	ck_assert_msg(spin.verdict == V_AC && !strcmp(spun, "spun 300 ms\n"),
	              "spin 300 ms: %s '%s' (%s; CPU %ld ms, wall %ld ms, waited %ld ms)", verdict_code(spin.verdict),
	              spun, spin.message, spin.sr.cpu_ms, spin.sr.wall_ms, spin.sr.wait_ms);
	ck_assert_msg(sleeper.verdict == V_TLE && sleeper.sr.wall_killed == SANDBOX_WALL_LIMIT &&
	                      !strncmp(sleeper.message, "wall time over 1000 ms", 22),
	              "sleep: %s (%s; wall_killed %d, CPU %ld ms, wall %ld ms, waited %ld ms)",
	              verdict_code(sleeper.verdict), sleeper.message, sleeper.sr.wall_killed, sleeper.sr.cpu_ms,
	              sleeper.sr.wall_ms, sleeper.sr.wait_ms);
	free(spun);
	free(slept);
}
END_TEST

/* Memory parked in files or pipe buffers counts, or is capped. */
START_TEST(parked_memory)
{
	struct limits l = { .time_ms = 1000, .wall_ms = 3000, .memory_kb = 10 << 10, .output_kb = 16 << 10 };
	struct run_outcome o;
	char *got;
	run_helper("parkfiles", "48\n", &l, &o, &got);
	ck_assert_msg(o.verdict == V_MLE, "48 MiB in files under a 10 MiB limit: %s '%s' (%s)", verdict_code(o.verdict),
	              got, o.message);
	free(got);
	run_helper("parkfiles", "2\n", &l, &o, &got);
	ck_assert_msg(o.verdict == V_AC && !strcmp(got, "parked 2 MiB\n"), "2 MiB in files: %s '%s' (%s)",
	              verdict_code(o.verdict), got, o.message);
	ck_assert_msg(o.sr.files_kb >= 2048, "files not counted: %ld KiB", o.sr.files_kb);
	free(got);
	run_helper("parkpipes", "", &l, &o, &got);
	long kib = -1;
	ck_assert_msg(sscanf(got, "parked %ld KiB", &kib) == 1, "parkpipes said '%s'", got);
	ck_assert_msg(kib <= 2048, "%ld KiB parked in pipe buffers", kib);
	ck_assert_msg(o.verdict == V_AC, "parkpipes: %s (%s)", verdict_code(o.verdict), o.message);
	free(got);
}
END_TEST

/*
 * When the judge's scratch space is full, a program's output is cut short:
 * that is JE, never WA. Needs root, to mount a small tmpfs for the scratch
 * space in a mount namespace of a child process.
 */
START_TEST(full_scratch_space_is_a_judge_failure)
{
	if (geteuid() != 0) {
		fprintf(stderr, "note: not root: the full-scratch-space case is not tried\n");
		return;
	}
	pid_t pid = fork();
	ck_assert_int_ge(pid, 0);
	if (pid == 0) {
		struct diag d;
		char *small = xasprintf("%s/small", dir);
		if (unshare(CLONE_NEWNS) < 0 || mount(NULL, "/", NULL, MS_REC | MS_PRIVATE, NULL) < 0 ||
		    mkdir(small, 0755) < 0 || mount("small", small, "tmpfs", 0, "size=4m") < 0)
			_exit(10);
		setenv("TMPDIR", small, 1);
		struct judge *jj = judge_new(getenv("JUDGE_ROOT"), 1, &d);
		if (!jj)
			_exit(11);
		char *bin = xasprintf("%s/bigout", getenv("HELPERS")), *out = xasprintf("%s/out", small);
		struct run_outcome o;
		/* With room, the 600 KiB output is AC. */
		if (judge_run(jj, bin, NULL, "/dev/null", out, &lim, &o, &d) < 0 || o.verdict != V_AC) {
			fprintf(stderr, "with room: %s %s\n", verdict_code(o.verdict), d.msg);
			_exit(12);
		}
		unlink(out);
		/* Fill the space but 300 KiB. */
		struct statvfs st;
		char *filler = xasprintf("%s/filler", small);
		int fd = open(filler, O_WRONLY | O_CREAT, 0600);
		if (fd < 0 || statvfs(small, &st) < 0 ||
		    posix_fallocate(fd, 0, (off_t)st.f_bavail * (off_t)st.f_frsize - (300 << 10)) != 0)
			_exit(13);
		int rc = judge_run(jj, bin, NULL, "/dev/null", out, &lim, &o, &d);
		if (rc == 0) {
			fprintf(stderr, "full: judged %s (%s)\n", verdict_code(o.verdict), o.message);
			_exit(14);
		}
		if (!strstr(d.msg, "scratch space") || !strstr(d.msg, "is full")) {
			fprintf(stderr, "full: message '%s'\n", d.msg);
			_exit(15);
		}
		close(fd);
		judge_free(jj);
		_exit(0);
	}
	int status;
	ck_assert_int_eq(waitpid(pid, &status, 0), pid);
	ck_assert_msg(WIFEXITED(status) && WEXITSTATUS(status) == 0, "the full-disk child failed with status %d",
	              WIFEXITED(status) ? WEXITSTATUS(status) : -1);
}
END_TEST

/*
 * Checker programs in both conventions, built from checkers/behave.c, which
 * does what the output tells it: each exit status, a crash, a hang, a flood,
 * garbage words, a look outside its three files.
 */
static const struct {
	int kattis;
	const char *output, *flags;
	const char *verdict; /* or "JE" */
	const char *words;   /* the message (or the error) must contain this */
} checker_cases[] = {
	{ 0, "exit 0", NULL, "AC", "said 0" },
	{ 0, "exit 1", NULL, "WA", "said 1" },
	{ 0, "exit 2", NULL, "PE", "said 2" },
	{ 0, "exit 3", NULL, "JE", "the checker failed (exit code 3, testlib's fail): said 3" },
	{ 0, "exit 4", NULL, "PE", "said 4" },
	{ 0, "exit 7", NULL, "WA", "points (partial credit is not accepted): said 7" },
	{ 0, "exit 8", NULL, "WA", "unexpected end of output: said 8" },
	{ 0, "exit 21", NULL, "WA", "partially correct (5 points): said 21" },
	{ 0, "exit 42", NULL, "JE",
	  "the checker failed (exit code 42, Kattis' status: is the convention kattis?): said 42" },
	{ 0, "exit 43", NULL, "JE", "exit code 43, Kattis' status" },
	{ 0, "exit 5", NULL, "JE", "exit code 5, not testlib's" },
	{ 0, "same 7", NULL, "AC", "" },
	{ 0, "same 8", NULL, "WA", "expected 7, got 8" },
	{ 0, "segv", NULL, "JE", "the checker was killed by SIGSEGV" },
	{ 0, "hang", NULL, "JE", "the checker ran over its time limit" },
	{ 0, "flood", NULL, "JE", "the checker wrote more than 1024 KiB" },
	{ 0, "garbage", NULL, "WA", "bad " },
	{ 0, "peek", NULL, "AC", "not there" },
	{ 1, "exit 42", NULL, "AC", "said 42" },
	{ 1, "exit 43", NULL, "WA", "said 43" },
	{ 1, "exit 0", NULL, "JE", "the output validator failed (exit code 0, not 42 or 43): said 0" },
	{ 1, "exit 1", NULL, "JE", "exit code 1, not 42 or 43" },
	{ 1, "same 7", NULL, "AC", "" },
	{ 1, "same 9", NULL, "WA", "expected 7, got 9" },
	{ 1, "flags", "case_sensitive space_change_sensitive", "WA", "case_sensitive space_change_sensitive" },
	{ 1, "segv", NULL, "JE", "the output validator was killed by SIGSEGV" },
	{ 1, "hang", NULL, "JE", "the output validator ran over its time limit" },
	{ 1, "peek", NULL, "AC", "not there" },
	/* /feedback holds 16 MiB plus the output's size (rounded up): within it, a verdict; past it, JE. */
	{ 1, "fill 12", NULL, "WA", "wrote 24 files" },
	{ 1, "fill 40", NULL, "JE", "the output validator wrote over 17 MiB to its feedback directory" },
};

/* Every case of checker_cases judged once, on the files at in, ans and out, by bin. */
struct checker_cases_run {
	const char *bin, *in, *ans, *out;
};

static void *run_checker_cases(void *arg)
{
	const struct checker_cases_run *c = arg;
	struct diag d;
	/*
	 * A quarter of a second of CPU, which the hanging checker of each convention burns before it is
	 * stopped as over its limit; the others need milliseconds (the most, fill 40, under 0.1 s of wall).
	 */
	const struct limits l = { .time_ms = 250, .wall_ms = 2000, .memory_kb = 256 << 10, .output_kb = 1024 };
	for (size_t i = 0; i < sizeof checker_cases / sizeof checker_cases[0]; i++) {
		const char *flags[2] = { checker_cases[i].flags, NULL };
		struct checker_spec spec = { .kind = CHECKER_CUSTOM,
			                     .convention =
			                             checker_cases[i].kattis ? CONVENTION_KATTIS : CONVENTION_TESTLIB,
			                     .flags = (char **)flags,
			                     .nflags = checker_cases[i].flags ? 1 : 0 };
		ck_assert_int_eq(
		        write_file_atomic(c->out, checker_cases[i].output, strlen(checker_cases[i].output), 0644, &d), 0);
		struct check_result r;
		int rc = judge_check(j, &spec, c->bin, c->in, c->out, c->ans, &l, &r, &d);
		const char *got = rc < 0 ? "JE" : verdict_code(r.verdict), *words = rc < 0 ? d.msg : r.message;
		ck_assert_msg(!strcmp(got, checker_cases[i].verdict) && strstr(words, checker_cases[i].words),
		              "%s '%s': expected %s saying '%s', got %s: '%s'",
		              checker_cases[i].kattis ? "kattis" : "testlib", checker_cases[i].output,
		              checker_cases[i].verdict, checker_cases[i].words, got, words);
	}
	return NULL;
}

static void *run_checker_cases_twice(void *arg)
{
	run_checker_cases(arg);
	return run_checker_cases(arg);
}

/*
 * The cases from the main thread (a fresh sandbox for every checker run), then from a worker
 * thread twice over, as judge_submission's workers call checkers: there a testlib checker runs in
 * the thread's kept session, the second pass's first case in the session the last one of the first
 * pass left (after a hang, a flood, a crash), and each verdict and message is the same.
 */
START_TEST(checker_programs)
{
	struct diag d;
	char *bin;
	ck_assert_msg(judge_build_tool(j, CHECKER_SRC, &bin, &d) == 0, "%s", d.msg);
	char *in = xasprintf("%s/ck.in", dir), *ans = xasprintf("%s/ck.ans", dir), *out = xasprintf("%s/ck.out", dir);
	ck_assert_int_eq(write_file_atomic(in, "1\n", 2, 0644, &d), 0);
	ck_assert_int_eq(write_file_atomic(ans, "7\n", 2, 0644, &d), 0);
	struct checker_cases_run c = { .bin = bin, .in = in, .ans = ans, .out = out };
	run_checker_cases(&c);
	pthread_t t;
	ck_assert_int_eq(pthread_create(&t, NULL, run_checker_cases_twice, &c), 0);
	ck_assert_int_eq(pthread_join(t, NULL), 0);
	free(in);
	free(ans);
	free(out);
	free(bin);
}
END_TEST

/*
 * Interactive runs: the contestants of helpers/interactive against
 * checkers/interact-echo.c (testlib) and checkers/kattis-echo.c (Kattis), every
 * verdict rule of verdict_interact_decide() met by a real run, and the judge neither
 * hangs nor crashes.
 */
static const struct {
	int kattis; /* the interactor: 0 interact-echo.c, 1 kattis-echo.c */
	const char *contestant, *input;
	const char *verdicts; /* allowed */
	const char *words;    /* the message must contain this */
	long wall_ms;         /* the contestant's wall limit, when not 0 */
} interact_cases[] = {
	{ 0, "iok", "echo 5", "AC", "" },
	{ 0, "iok", "echo 2000", "AC", "" },
	{ 0, "iwrong", "echo 5", "WA", "round 3: sent 21, expected 22, got 23" },
	/* A contestant that waits, stopped by its wall limit: a quarter of a second proves it as well as 2 s. */
	{ 0, "inoflush", "echo 5", "TLE", "wall time", 250 },
	{ 0, "iflood", "echo 5", "WA,OLE", "" },
	{ 0, "iquit", "echo 5", "WA", "found the end of the file" },
	{ 0, "isegv", "echo 5", "RE", "SIGSEGV" },
	{ 0, "icloseio", "echo 5", "WA", "found the end of the file" },
	{ 0, "isleepy", "echo 5", "TLE", "wall time", 250 },
	{ 0, "iforker", "echo 5", "RE", "SIGSYS" },
	/* It dies of the end the interactor's rejection made: still the interactor's WA, on a busy machine too. */
	{ 0, "ieofdie", "echo 5", "WA", "round 3: sent 21, expected 22, got 23" },
	{ 0, "iok", "crash", "JE", "the interactor was killed by SIGSEGV" },
	/* The contestant waits for words that never come; the interactor's wall limit is 20 s past the contestant's. */
	{ 0, "iok", "hang", "JE", "the interactor ran over its time limit", 250 },
	{ 0, "iok", "fail", "JE", "the interactor failed (exit code 3, testlib's fail): cannot decide" },
	/* Kattis' convention: 42/43 and judgemessage.txt, the answer file readable. */
	{ 1, "iok", "echo 5", "AC", "all 5 rounds right" },
	{ 1, "iwrong", "echo 5", "WA", "round 3: sent 21, got 23" },
	{ 1, "iquit", "echo 5", "WA", "round 1: no answer to 7" },
	{ 1, "inoflush", "echo 5", "TLE", "wall time", 250 },
	{ 1, "isegv", "echo 5", "RE", "SIGSEGV" },
	{ 1, "iforker", "echo 5", "RE", "SIGSYS" },
	{ 1, "ieofdie", "echo 5", "WA", "round 3: sent 21, got 23" },
	{ 1, "iok", "exit0", "JE", "the interactor failed (exit code 0, not 42 or 43)" },
};

START_TEST(interactive_runs)
{
	struct diag d;
	char *interactors[2];
	ck_assert_msg(judge_build_tool(j, INTERACTOR_SRC, &interactors[0], &d) == 0, "%s", d.msg);
	ck_assert_msg(judge_build_tool(j, KATTIS_INTERACTOR_SRC, &interactors[1], &d) == 0, "%s", d.msg);
	char *in = xasprintf("%s/ia.in", dir), *record = xasprintf("%s/ia.rec", dir);
	for (size_t i = 0; i < sizeof interact_cases / sizeof interact_cases[0]; i++) {
		struct limits l = { .time_ms = 1000, .wall_ms = 2000, .memory_kb = 64 << 10, .output_kb = 1024 };
		l.wall_ms = interact_cases[i].wall_ms ? interact_cases[i].wall_ms : l.wall_ms;
		char *bin = xasprintf("%s/%s", getenv("HELPERS"), interact_cases[i].contestant);
		ck_assert_int_eq(
		        write_file_atomic(in, interact_cases[i].input, strlen(interact_cases[i].input), 0644, &d), 0);
		struct sandbox_session *ss = judge_session_open(j, bin, &l, &d);
		ck_assert_msg(ss != NULL, "%s", d.msg);
		struct interact_outcome *io = xmalloc(sizeof *io);
		int kattis = interact_cases[i].kattis;
		struct checker_spec spec = { .kind = CHECKER_INTERACTIVE,
			                     .convention = kattis ? CONVENTION_KATTIS : CONVENTION_TESTLIB };
		const char *interactor = interactors[kattis];
		int rc = judge_interact(j, ss, &spec, interactor, in, in, record, &l, io, &d);
		ck_assert_msg(rc == 0, "%s on '%s': judge failed: %s", interact_cases[i].contestant,
		              interact_cases[i].input, d.msg);
		ck_assert_msg(allowed(interact_cases[i].verdicts, io->verdict) &&
		                      strstr(io->message, interact_cases[i].words),
		              "%s on '%s': expected %s saying '%s', got %s: '%s'", interact_cases[i].contestant,
		              interact_cases[i].input, interact_cases[i].verdicts, interact_cases[i].words,
		              verdict_code(io->verdict), io->message);
		/*
		 * Never a hang: judge_interact returned. A hang would stop this test at
		 * its timeout (meson's), so no duration is asserted here: how long a run
		 * takes on a busy machine is the benchmark's business.
		 */
		/* The session survives for the next run of the same program. */
		if (!kattis && !strcmp(interact_cases[i].contestant, "iok") &&
		    !strcmp(interact_cases[i].input, "echo 5")) {
			char *rec;
			ck_assert_int_eq(read_file(record, &rec, NULL, &d), 0);
			ck_assert_str_eq(rec,
			                 "round 1: 7 -> 8\nround 2: 14 -> 15\nround 3: 21 -> 22\nround 4: 28 -> 29\n"
			                 "round 5: 35 -> 36\nwon\n");
			free(rec);
			ck_assert_msg(strstr(io->to_interactor, "8\n15\n22\n") == io->to_interactor, "transcript: '%s'",
			              io->to_interactor);
			ck_assert_msg(strstr(io->to_contestant, "5\n7\n14\n") == io->to_contestant, "transcript: '%s'",
			              io->to_contestant);
			ck_assert_int_eq(judge_interact(j, ss, &spec, interactor, in, in, NULL, &l, io, &d), 0);
			ck_assert_int_eq(io->verdict, V_AC);
		}
		sandbox_session_close(ss);
		ck_assert_int_eq(sandbox_processes(), 0);
		free(io);
		free(bin);
	}
	free(in);
	free(record);
	free(interactors[0]);
	free(interactors[1]);
}
END_TEST

/*
 * A worker's player (judge_solve with its judge_tools, as validate's steps
 * run the reference and the brute force of an interactive problem): one
 * session kept for the player, game after game, each game as it is in a
 * sandbox of its own: a won game, a lost one (the interactor stops the
 * player), a won one again, each with its verdict and its record; nothing
 * left running once the tools are freed.
 */
START_TEST(tool_sessions_play_game_after_game)
{
	struct diag d;
	char *interactor, *in = xasprintf("%s/play.in", dir), *out = xasprintf("%s/play.rec", dir);
	ck_assert_msg(judge_build_tool(j, INTERACTOR_SRC, &interactor, &d) == 0, "%s", d.msg);
	ck_assert_int_eq(write_file_atomic(in, "echo 5", 6, 0644, &d), 0);
	struct problem p = { .checker = { .kind = CHECKER_INTERACTIVE, .convention = CONVENTION_TESTLIB } };
	struct limits l = { .time_ms = 1000, .wall_ms = 2000, .memory_kb = 64 << 10, .output_kb = 1024 };
	static const char won[] = "round 1: 7 -> 8\nround 2: 14 -> 15\nround 3: 21 -> 22\nround 4: 28 -> 29\n"
	                          "round 5: 35 -> 36\nwon\n";
	const char *players[] = { "iok", "iwrong", "iok" };
	struct judge_tools *t = judge_tools_new(j);
	for (int i = 0; i < 3; i++) {
		char *bin = xasprintf("%s/%s", getenv("HELPERS"), players[i]), *rec;
		struct run_outcome o;
		ck_assert_msg(judge_solve(j, t, &p, interactor, bin, in, out, &l, &o, &d) == 0, "game %d: %s", i,
		              d.msg);
		ck_assert_int_eq(read_file(out, &rec, NULL, &d), 0);
		if (i == 1)
			ck_assert_msg(o.verdict == V_WA && strstr(o.message, "round 3: sent 21, expected 22, got 23"),
			              "game 1: %s '%s'", verdict_code(o.verdict), o.message);
		else
			ck_assert_msg(o.verdict == V_AC && !strcmp(rec, won), "game %d: %s '%s'", i,
			              verdict_code(o.verdict), rec);
		free(rec);
		free(bin);
	}
	judge_tools_free(t);
	ck_assert_int_eq(sandbox_processes(), 0);
	free(interactor);
	free(in);
	free(out);
}
END_TEST

/* Sample interactions replayed against interact-echo.c on "echo 2": each script and what the replay says. */
static const struct {
	const char *script, *why; /* why: "" when the replay must succeed */
} replay_cases[] = {
	{ "<2\n<7\n>8\n<14\n>15\n<done\n", "" },
	{ "<2\n<7\n>8\n<14\n>16\n<done\n", "s.interaction:6: the interactor's output ended (the file has 'done'); the "
	                                   "interactor said: round 2: sent 14, "
	                                   "expected 15, got 16" },
	{ "<2\n<7\n>8\n<14\n>16\n", "s.interaction: the interactor did not accept the game (exit code 1): round 2" },
	{ "<2\n<7\n>8\n<15\n>15\n<done\n", "s.interaction:4: the interactor sent '14', the file has '15'" },
	{ "<2\n<7\n>8\n<14\n>15\n", "s.interaction: the interactor sent 'done' after the file's last line" },
	{ "<2\n<7\n>8\n<14\n>15\n<done\n<more\n",
	  "s.interaction:7: the interactor's output ended (the file has 'more')" },
	{ "<2\n<7\n>8\n", "s.interaction: the interactor sent '14' after the file's last line" },
};

START_TEST(interaction_replays)
{
	struct diag d;
	char *interactor;
	ck_assert_msg(judge_build_tool(j, INTERACTOR_SRC, &interactor, &d) == 0, "%s", d.msg);
	struct checker_spec spec = { .kind = CHECKER_INTERACTIVE, .convention = CONVENTION_TESTLIB };
	char *in = xasprintf("%s/replay.in", dir);
	ck_assert_int_eq(write_file_atomic(in, "echo 2\n", 7, 0644, &d), 0);
	for (size_t i = 0; i < sizeof replay_cases / sizeof replay_cases[0]; i++) {
		struct interaction script;
		const char *text = replay_cases[i].script;
		ck_assert_int_eq(interaction_parse("s.interaction", text, strlen(text), &script, &d), 0);
		int ok;
		char why[700];
		ck_assert_msg(
		        judge_replay(j, &spec, interactor, in, "s.interaction", &script, &ok, why, sizeof why, &d) == 0,
		        "case %zu: %s", i, d.msg);
		const char *want = replay_cases[i].why;
		ck_assert_msg(want[0] ? !ok && !strncmp(why, want, strlen(want)) : ok && !why[0],
		              "case %zu: expected '%s', got ok %d, '%s'", i, want, ok, why);
		interaction_free(&script);
	}
	ck_assert_int_eq(sandbox_processes(), 0);
	free(in);
	free(interactor);
}
END_TEST

/* A tool is rebuilt when a header of its include directory changes, and only then. */
START_TEST(include_headers_are_in_the_cache_key)
{
	struct diag d;
	char *inc = xasprintf("%s/inc", dir), *h = xasprintf("%s/v.h", inc);
	char *src = xasprintf("%s/tool.c", dir);
	ck_assert_int_eq(mkdir(inc, 0755), 0);
	ck_assert_int_eq(write_file_atomic(h, "#define V 1\n", 12, 0644, &d), 0);
	/* The cache outlives the test (build/cache): a source no earlier run compiled, by a nonce of this run. */
	char *code = xasprintf("#include \"v.h\"\nint main(void) { return V; } /* %s */\n", dir);
	ck_assert_int_eq(write_file_atomic(src, code, strlen(code), 0644, &d), 0);
	free(code);
	const char *dirs[] = { inc, NULL };
	const struct language *c = lang_by_name(j->langs, "c");
	int cached[3];
	for (int k = 0; k < 3; k++) {
		if (k == 2)
			ck_assert_int_eq(write_file_atomic(h, "#define V 2\n", 12, 0644, &d), 0);
		struct compile_result cr;
		ck_assert_msg(compile_source(j->cc, c, src, dirs, &cr, &d) == 0 && cr.ok, "%s", d.msg);
		cached[k] = cr.cached;
		compile_result_free(&cr);
	}
	ck_assert_msg(cached[1] == 1 && cached[2] == 0, "cached: %d %d %d", cached[0], cached[1], cached[2]);
	free(inc);
	free(h);
	free(src);
}
END_TEST

/*
 * A tool (a package's validator, an imported reference) compiles in the
 * sandbox: a readable file of the machine, included by its absolute path or
 * through a link among the headers, is not there. Each source compiles when
 * the file is reachable (checked here with plain gcc), so only the sandbox
 * makes it fail.
 */
/* What judge_submission() reported through the progress callback. */
struct progress_log {
	size_t calls, total;
	int in_order; /* done was 1, 2, 3, ... (one worker) */
	char problem[64];
};

static void record_progress(void *ctx, const char *problem, size_t done, size_t total)
{
	struct progress_log *l = ctx;
	l->in_order &= done == l->calls + 1;
	l->calls++;
	l->total = total;
	snprintf(l->problem, sizeof l->problem, "%s", problem);
}

/* The core never prints its progress: it calls the caller's function once a test, with the caller's context. */
START_TEST(progress_goes_to_the_callers_callback)
{
	struct diag d;
	struct problem *p = problem_load(getenv("JUDGE_ROOT"), "hdu1850", PROBLEM_NEED_DATA, &d);
	ck_assert_msg(p != NULL, "%s", d.msg);
	char *file = xasprintf("%s/problems/hdu1850/submissions/accepted/xor_compare.c", getenv("JUDGE_ROOT"));
	struct progress_log log = { .in_order = 1 };
	j->progress = record_progress;
	j->progress_ctx = &log;
	struct judge_opts opts = { 0 };
	struct submission_result r;
	int rc = judge_submission(j, p, file, &opts, &r, &d);
	j->progress = NULL;
	j->progress_ctx = NULL;
	ck_assert_msg(rc == 0, "%s", d.msg);
	ck_assert_msg(r.verdict == V_AC, "%s: %s", verdict_code(r.verdict), r.judge_error ? r.judge_error : "");
	ck_assert_uint_eq(log.calls, p->ntests);
	ck_assert_uint_eq(log.total, p->ntests);
	ck_assert(log.in_order);
	ck_assert_str_eq(log.problem, "hdu1850");
	submission_result_free(&r);
	free(file);
	problem_free(p);
}
END_TEST

START_TEST(a_tool_compile_sees_nothing_of_the_machine)
{
	struct diag d;
	char *secret = xasprintf("%s/secret.h", dir), *inc = xasprintf("%s/tinc", dir);
	char *link = xasprintf("%s/leak.h", inc), *abs_src = xasprintf("%s/abs.c", dir),
	     *link_src = xasprintf("%s/lnk.c", inc);
	ck_assert_int_eq(write_file_atomic(secret, "#define SECRET 7\n", 17, 0600, &d), 0);
	ck_assert_int_eq(mkdir(inc, 0755), 0);
	ck_assert_int_eq(symlink(secret, link), 0);
	char *code = xasprintf("#include \"%s\"\nint main(void) { return SECRET; }\n", secret);
	ck_assert_int_eq(write_file_atomic(abs_src, code, strlen(code), 0644, &d), 0);
	const char *lcode = "#include \"leak.h\"\nint main(void) { return SECRET; }\n";
	ck_assert_int_eq(write_file_atomic(link_src, lcode, strlen(lcode), 0644, &d), 0);
	const char *srcs[] = { abs_src, link_src };
	const struct language *c = lang_by_name(j->langs, "c");
	for (int k = 0; k < 2; k++) {
		char *plain = xasprintf("gcc -fsyntax-only -I'%s' '%s' 2>/dev/null", inc, srcs[k]);
		ck_assert_msg(system(plain) == 0, "%s does not compile even outside the sandbox", srcs[k]);
		free(plain);
		const char *dirs[] = { inc, NULL };
		struct compile_result cr;
		ck_assert_msg(compile_source(j->cc, c, srcs[k], dirs, &cr, &d) == 0, "%s", d.msg);
		ck_assert_msg(!cr.ok, "%s compiled in the sandbox", srcs[k]);
		ck_assert_msg(strstr(cr.log, k == 0 ? "secret.h: No such file or directory"
		                                    : "leak.h: No such file or directory"),
		              "%s", cr.log);
		compile_result_free(&cr);
	}
	free(code);
	free(secret);
	free(inc);
	free(link);
	free(abs_src);
	free(link_src);
}
END_TEST

/* A checksum of every file under a directory (names and contents). */
static unsigned long long tree_sum(const char *path)
{
	char *cmd = xasprintf("cd '%s' && find . -type f | sort | xargs cat | cksum", path);
	FILE *p = popen(cmd, "r");
	unsigned long long sum = 0;
	if (!p || fscanf(p, "%llu", &sum) != 1)
		sum = 0;
	if (p)
		pclose(p);
	free(cmd);
	return sum;
}

int main(void)
{
	load_cases();
	dir = test_scratch();
	struct diag d;
	/*
	 * A pool of uids of our own (64 from JUDGE_UID), so that runs of other
	 * judges on this machine are not counted as ours: one block of 64 per pid,
	 * above 100000, so never the default pool (61000..61063) nor nobody (65534).
	 */
	char uid[32];
	snprintf(uid, sizeof uid, "%ld", 100000L + (long)(getpid() % 100000) * 64);
	setenv("JUDGE_UID", uid, 1);
	j = judge_new(getenv("JUDGE_ROOT"), 1, &d);
	if (!j) {
		fprintf(stderr, "judge_new: %s\n", d.msg);
		return 2;
	}
	listener = socket(AF_INET, SOCK_STREAM | SOCK_NONBLOCK, 0);
	struct sockaddr_in a = { .sin_family = AF_INET };
	a.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
	socklen_t alen = sizeof a;
	if (listener < 0 || bind(listener, (struct sockaddr *)&a, sizeof a) < 0 || listen(listener, 4) < 0 ||
	    getsockname(listener, (struct sockaddr *)&a, &alen) < 0) {
		perror("listen");
		return 2;
	}
	port = ntohs(a.sin_port);

	unsigned long long before = tree_sum(getenv("TESTDATA_DIR"));
	Suite *s = suite_create("runner");
	TCase *tc = tcase_create("verdicts");
	tcase_add_loop_test(tc, runner_case, 0, ncases);
	tcase_add_test(tc, compile_errors);
	tcase_add_test(tc, pid_namespace_reaps_escaped_children);
	tcase_add_test(tc, full_process_count_harms_no_other_run);
	tcase_add_test(tc, session_survives_a_filled_directory);
	tcase_add_test(tc, session_empties_the_root_between_runs);
	tcase_add_test(tc, tool_sessions_carry_each_runs_arguments);
	tcase_add_test(tc, a_kept_session_takes_the_next_program);
	tcase_add_test(tc, parked_memory);
	tcase_add_test(tc, full_scratch_space_is_a_judge_failure);
	tcase_add_test(tc, checker_programs);
	tcase_add_test(tc, interactive_runs);
	tcase_add_test(tc, interaction_replays);
	tcase_add_test(tc, tool_sessions_play_game_after_game);
	tcase_add_test(tc, include_headers_are_in_the_cache_key);
	tcase_add_test(tc, a_tool_compile_sees_nothing_of_the_machine);
	tcase_add_test(tc, progress_goes_to_the_callers_callback);
	suite_add_tcase(s, tc);
	/* A case of its own, CK_RUN_CASE=load: it loads the machine for seconds. */
	TCase *load = tcase_create("load");
	tcase_add_test(load, wall_limit_on_a_loaded_machine);
	suite_add_tcase(s, load);
	int failed = test_run(s);
	/* After the whole hostile suite, the test data is exactly as it was. */
	unsigned long long after = tree_sum(getenv("TESTDATA_DIR"));
	if (before == 0 || after != before) {
		fprintf(stderr, "testdata/ changed during the runs (checksum %llu, then %llu)\n", before, after);
		failed = 1;
	}
	judge_free(j);
	return failed;
}
