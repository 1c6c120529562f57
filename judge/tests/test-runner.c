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
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <unistd.h>

#include "judge.h"
#include "testutil.h"
#include "util.h"

struct rcase {
	int line;
	char *helper, *verdicts, *in, *want;
};

static struct rcase cases[64];
static int ncases;
static struct judge *j;
static char *dir;
static int listener = -1, port;
static const struct limits lim = { .time_ms = 1000, .wall_ms = 2000, .memory_kb = 64 << 10, .output_kb = 1024 };

static void load_cases(void)
{
	char *text = test_read_data("runner-cases.txt");
	int lineno = 0;
	for (char *save = NULL, *line = strtok_r(text, "\n", &save); line; line = strtok_r(NULL, "\n", &save)) {
		lineno++;
		if (line[0] == '#')
			continue;
		char *f[4] = { 0 };
		int n = 0;
		for (char *s2 = NULL, *tok = strtok_r(line, "|", &s2); tok && n < 4; tok = strtok_r(NULL, "|", &s2))
			f[n++] = test_trim(tok);
		struct rcase *c = &cases[ncases++];
		size_t len;
		c->line = lineno;
		c->helper = xstrdup(f[0]);
		c->verdicts = xstrdup(f[1]);
		c->in = test_unquote(f[2], &len);
		c->want = f[3] && *f[3] ? test_unquote(f[3], &len) : NULL;
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

/* Processes owned by the sandbox uid, anywhere on the machine. */
static int sandbox_processes(void)
{
	unsigned uid, gid;
	sandbox_owner(j->sb, &uid, &gid);
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
			if (!strncmp(line, "Uid:", 4) && (unsigned)atoi(line + 5) == uid)
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
	struct rcase *c = &cases[_i / 2];
	struct diag d;
	char *bin = xasprintf("%s/%s", getenv("HELPERS"), c->helper);
	char *in = xasprintf("%s/in-%d", dir, _i), *out = xasprintf("%s/out-%d", dir, _i);
	char *text = !strcmp(c->in, "PORT\n") ? xasprintf("%d\n", port) : xstrdup(c->in);
	ck_assert_int_eq(write_file_atomic(in, text, strlen(text), 0644, &d), 0);
	struct run_outcome o;
	struct limits l = lim;
	/* Threads must reach the CPU limit before the wall limit, however busy the machine. */
	if (!strcmp(c->helper, "threads"))
		l.wall_ms = 20000;
	/* Even iterations run alone, odd ones in a session (as a submission's tests run). */
	struct sandbox_session *ss = NULL;
	if (_i % 2 && sandbox_has_sessions(j->sb)) {
		ss = judge_session_open(j, bin, &l, &d);
		ck_assert_msg(ss != NULL, "%s: session: %s", c->helper, d.msg);
		ck_assert_msg(judge_session_run(j, ss, in, out, &l, &o, &d) == 0, "%s: judge failed in a session: %s",
		              c->helper, d.msg);
		sandbox_session_close(ss);
	} else {
		ck_assert_msg(judge_run(j, bin, NULL, in, out, &l, &o, &d) == 0, "%s: judge failed: %s", c->helper,
		              d.msg);
	}
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
		ck_assert_msg(o.sr.wall_killed || o.sr.cpu_ms > lim.time_ms, "%s: TLE without cause", c->helper);
	if (!strcmp(c->helper, "threads"))
		ck_assert_msg(o.sr.cpu_ms > lim.time_ms && !o.sr.wall_killed,
		              "threads: CPU %ld ms in %ld ms of wall time: not summed over threads", o.sr.cpu_ms,
		              o.sr.wall_ms);
	if (!strcmp(c->helper, "errflood"))
		ck_assert_msg(o.sr.wall_ms < lim.wall_ms, "errflood: ran to the wall limit (%ld ms)", o.sr.wall_ms);
	/* After every run: nothing of it is left anywhere. */
	ck_assert_int_eq(sandbox_processes(), 0);
	ck_assert_msg(!path_exists("/tmp/judge-escape-probe"), "a file escaped into /tmp");
	char *probe = xasprintf("%s/judge-escape-probe", getenv("TESTDATA_DIR"));
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

/* The compiler's limits: a file that cannot compile in bounded time or space is CE. */
START_TEST(compile_errors)
{
	static const struct {
		const char *lang, *text;
	} sources[] = {
		{ "c", "int main(void) { return undefined_name; }\n" },
		{ "c", "#include \"/dev/urandom\"\nint main(void) { return 0; }\n" },
		{ "c", "#include \"/etc/shadow\"\nint main(void) { return 0; }\n" },
		{ "c", "char big[3000000000] = {1};\nint main(void) { return big[5]; }\n" },
		{ "cpp", "template<int N> struct F { enum { v = F<N - 1>::v + F<N - 2>::v }; };\n"
		         "int main() { return F<100000>::v; }\n" },
	};
	for (size_t i = 0; i < sizeof sources / sizeof sources[0]; i++) {
		const struct language *c = lang_by_name(j->langs, sources[i].lang);
		ck_assert_ptr_nonnull(c);
		char *src = xasprintf("%s/ce-%zu.%s", dir, i, sources[i].lang);
		struct diag d;
		struct compile_result r;
		ck_assert_int_eq(write_file_atomic(src, sources[i].text, strlen(sources[i].text), 0644, &d), 0);
		ck_assert_msg(compile_source(j->cc, c, src, NULL, 0, &r, &d) == 0, "judge failed: %s", d.msg);
		ck_assert_msg(!r.ok, "source %zu compiled", i);
		ck_assert_msg(r.log[0] != '\0', "source %zu: empty log", i);
		ck_assert_msg(r.time_ms < COMPILE_WALL_MS, "source %zu: compiled to the wall limit", i);
		compile_result_free(&r);
		free(src);
	}
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
	/* A uid of our own, so that runs of other judges on this machine are not counted as ours. */
	char uid[32];
	snprintf(uid, sizeof uid, "%d", 62000 + (int)(getpid() % 100000));
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
	tcase_set_timeout(tc, 120);
	tcase_add_loop_test(tc, runner_case, 0, 2 * ncases);
	tcase_add_test(tc, compile_errors);
	tcase_add_test(tc, pid_namespace_reaps_escaped_children);
	suite_add_tcase(s, tc);
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
