/*
 * box-bench: what one sandboxed run costs the machine beyond the program
 * itself, for scripts/bench. Runs PROGRAM (a static binary: the roots are
 * empty) N times each way and prints, per run, the wall time and the CPU time
 * (user + system) of this process and everything it waited for:
 *   bare     fork, exec, wait4: no sandbox at all
 *   session  sandbox_session_run() in one session (the judge's run path)
 *   fresh    sandbox_run(): namespaces, root and judge-box made for each run
 *            (compiles, checkers and interactors go this way)
 *   open     a session opened, run once and closed (a program's first run)
 * CPU is counted from getrusage of this process and its reaped children:
 * judge-box and the programs it reaps reach it when judge-box is reaped (a
 * session's at its close). Work the kernel does elsewhere (a network
 * namespace freed by a kernel thread) is not in it: the system-wide figure
 * beside it (from /proc/stat, every processor) is, along with anything
 * else the machine did meanwhile. Figures, not assertions.
 * Usage: box-bench PROGRAM [N [WAY]]   (WAY: one of the four alone; run as root for
 *        sessions; JUDGE_BOX names judge-box)
 */
#define _GNU_SOURCE
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

#include "diag.h"
#include "run/sandbox.h"
#include "util.h"

/* CPU seconds of this process and its reaped children. */
static double cpu_now(void)
{
	struct rusage s, c;
	getrusage(RUSAGE_SELF, &s);
	getrusage(RUSAGE_CHILDREN, &c);
	return (double)(s.ru_utime.tv_sec + s.ru_stime.tv_sec + c.ru_utime.tv_sec + c.ru_stime.tv_sec) +
	       (double)(s.ru_utime.tv_usec + s.ru_stime.tv_usec + c.ru_utime.tv_usec + c.ru_stime.tv_usec) / 1e6;
}

/* Busy CPU seconds of the whole machine (user, nice, system, irq, softirq, steal) from /proc/stat. */
static double machine_busy(void)
{
	unsigned long long v[8] = { 0 };
	FILE *f = fopen("/proc/stat", "re");
	if (!f || fscanf(f, "cpu %llu %llu %llu %llu %llu %llu %llu %llu", &v[0], &v[1], &v[2], &v[3], &v[4], &v[5],
	                 &v[6], &v[7]) != 8) {
		if (f)
			fclose(f);
		return 0;
	}
	fclose(f);
	return (double)(v[0] + v[1] + v[2] + v[5] + v[6] + v[7]) / (double)sysconf(_SC_CLK_TCK);
}

struct mark {
	double wall, cpu, busy;
};

static struct mark mark_now(void)
{
	return (struct mark){ monotonic_ms(), cpu_now(), machine_busy() };
}

static void print(const char *what, struct mark a, int n)
{
	struct mark b = mark_now();
	printf("%-8s %4d runs: %7.3f ms wall, %6.3f ms CPU (user+sys of the tree), %6.3f ms machine-wide per run\n",
	       what, n, (b.wall - a.wall) / n, (b.cpu - a.cpu) * 1e3 / n, (b.busy - a.busy) * 1e3 / n);
}

static void die(const char *what, const struct diag *d)
{
	fprintf(stderr, "box-bench: %s: %s\n", what, d->msg);
	exit(1);
}

static void bare(const char *prog, int n)
{
	struct mark m = mark_now();
	for (int i = 0; i < n; i++) {
		pid_t pid = fork();
		if (pid == 0) {
			execl(prog, prog, (char *)NULL);
			_exit(127);
		}
		int status;
		waitpid(pid, &status, 0);
	}
	print("bare", m, n);
}

int main(int argc, char **argv)
{
	if (argc < 2) {
		fprintf(stderr, "usage: box-bench PROGRAM [N]\n");
		return 2;
	}
	int n = argc > 2 ? atoi(argv[2]) : 200;
	const char *way = argc > 3 ? argv[3] : NULL;
	struct diag d = { { 0 } };
	char workdir[] = "/tmp/box-bench.XXXXXX";
	if (!mkdtemp(workdir))
		return 1;
	struct sandbox *sb = sandbox_new(workdir, &d);
	if (!sb)
		die("sandbox", &d);
	int exe = open(argv[1], O_RDONLY | O_CLOEXEC);
	int null = open("/dev/null", O_RDWR | O_CLOEXEC);
	if (exe < 0 || null < 0) {
		perror(argv[1]);
		return 1;
	}
	char *args[] = { "prog", NULL }, *env[] = { NULL };
	struct sandbox_spec spec = { .exec_fd = exe,
		                     .argv = args,
		                     .envp = env,
		                     .stdin_fd = null,
		                     .stdout_fd = null,
		                     .stderr_fd = null,
		                     .empty_root = 1,
		                     .seccomp = 1,
		                     .limits = { .cpu_ms = 1000,
		                                 .wall_ms = 3000,
		                                 .as_kb = 256 << 10,
		                                 .stack_kb = 64 << 10,
		                                 .fsize_kb = 1 << 10,
		                                 .nproc = 16,
		                                 .tmpfs_kb = 1024,
		                                 .memory_kb = 256 << 10,
		                                 .stderr_kb = 8 } };
	struct sandbox_result r;
	struct sandbox_session *ss;
	struct mark m;
	if (!way || !strcmp(way, "bare"))
		bare(argv[1], n);
	if (!way || !strcmp(way, "session")) {
		m = mark_now();
		if (!(ss = sandbox_session_open(sb, &spec, &d)))
			die("session", &d);
		for (int i = 0; i < n; i++)
			if (sandbox_session_run(ss, null, null, null, 3000, 0, &r, &d) < 0)
				die("session run", &d);
		sandbox_session_close(ss);
		print(sandbox_has_sessions(sb) ? "session" : "session*", m, n);
	}
	if (!way || !strcmp(way, "fresh")) {
		m = mark_now();
		for (int i = 0; i < n; i++)
			if (sandbox_run(sb, &spec, &r, &d) < 0)
				die("fresh run", &d);
		print("fresh", m, n);
	}
	if (!way || !strcmp(way, "open")) {
		m = mark_now();
		for (int i = 0; i < n / 4 + 1; i++) {
			ss = sandbox_session_open(sb, &spec, &d);
			if (!ss || sandbox_session_run(ss, null, null, null, 3000, 0, &r, &d) < 0)
				die("session", &d);
			sandbox_session_close(ss);
		}
		print("open", m, n / 4 + 1);
	}
	if (!sandbox_has_sessions(sb))
		printf("(session*: not root, every run of a session is a fresh sandbox)\n");
	sandbox_free(sb);
	rmdir(workdir);
	return 0;
}
