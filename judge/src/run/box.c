/*
 * judge-box: pid 1 of a sandbox. See box.h for the protocol.
 *
 * Theory of operation: the judge has already entered the namespaces, made the
 * mounts and chosen the root; what is left must happen in the process that
 * becomes the program, after fork: resource limits, dropping to the sandbox uid,
 * no_new_privs, the seccomp filter, then exec. judge-box forks that process, then
 * reaps every child until the program itself has ended, and reports. When it
 * exits, the kernel kills whatever else is left in the pid namespace, so nothing
 * the program started outlives the run.
 *
 * It is built static and small so that the program, forked from it, starts with
 * almost nothing in its peak-memory figure.
 */
#define _GNU_SOURCE
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <sched.h>
#include <stdio.h>
#include <sys/mman.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <grp.h>
#include <linux/filter.h>
#include <linux/seccomp.h>
#include <signal.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <sys/prctl.h>
#include <sys/mount.h>
#include <sys/resource.h>
#include <sys/statfs.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "run/box.h"

static struct box_request req;
static volatile sig_atomic_t stopped; /* the judge had the program killed while it was alive */
static long long run_wait_us;         /* the run's box_report.wait_us */

/*
 * BOX_LIMIT_CPU or BOX_LIMIT_MEMORY when watch() itself killed the program at
 * that limit (the first it acted on), else 0: its verdict is decided, so a stop that
 * reaches it while it dies is no stop (an interactor that saw it go must not
 * count as having decided first), and the report names the limit.
 */
static int limit_killed;

/*
 * The run's wall limit net of waiting for a processor (BOX_WALL, box.h).
 * Every task of the run seen so far, with the run delay it had when last
 * read: their sum is how long the run waited. A task that ends keeps its
 * last figure; past WALL_TASKS tasks the others are not counted (the sum errs
 * low, toward plain wall time).
 */
#define WALL_TASKS 1024
static struct {
	long long limit_ns; /* 0: no wall limit (or the run already stopped) */
	long long start_ns; /* when the program started */
	long long next_ns;  /* the earliest its net time can reach the limit: read the delays again then */
	int killed;         /* stopped at the wall limit */
	int ntasks;
	pid_t tid[WALL_TASKS];
	long long delay_ns[WALL_TASKS];
} wall;
static struct sock_filter filter[4096];

static void report(int kind, int wstatus, int err, long maxrss_kb, long long cpu_us, long files_kb, const char *where)
{
	struct box_report r;
	memset(&r, 0, sizeof r);
	r.magic = BOX_MAGIC;
	r.kind = kind;
	r.wstatus = wstatus;
	r.err = err;
	r.maxrss_kb = maxrss_kb;
	r.cpu_us = cpu_us;
	r.files_kb = files_kb;
	r.stopped = stopped;
	r.wait_us = run_wait_us;
	r.killed_for = wall.killed ? BOX_LIMIT_WALL : limit_killed;
	if (where)
		strncpy(r.where, where, sizeof r.where - 1);
	ssize_t w = write(BOX_FD_REPORT, &r, sizeof r);
	(void)w;
}

static void fail(const char *where)
{
	report(BOX_FAILED, 0, errno, 0, 0, 0, where);
	_exit(127);
}

static void set_limit(int resource, rlim_t soft, rlim_t hard, const char *where)
{
	struct rlimit rl = { soft, hard };
	if (setrlimit(resource, &rl) < 0)
		fail(where);
}

static void setup_rlimits(void)
{
	set_limit(RLIMIT_CORE, 0, 0, "setrlimit(RLIMIT_CORE)");
	if (req.cpu_ms > 0) {
		/*
		 * A backstop only: watch() stops the program at its limit by the exact
		 * clock. RLIMIT_CPU counts sampled ticks, which run a fifth ahead of the
		 * exact figure on some virtual machines, so it stands well past that.
		 * Its margin cannot change a verdict while s > 1.2 x the limit: SIGXCPU
		 * then comes only past the limit by the exact clock, TLE either way
		 * (verdict.c), and a larger s only matters if watch() failed, when the
		 * CPU or wall limit still gives TLE. Below that a program within its
		 * limit could get SIGXCPU: 1.5 x the limit + 1 s stays clear of it.
		 */
		rlim_t s = (rlim_t)((req.cpu_ms * 3 / 2 + 999) / 1000 + 1);
		set_limit(RLIMIT_CPU, s, s + 1, "setrlimit(RLIMIT_CPU)");
	}
	if (req.as_bytes > 0)
		set_limit(RLIMIT_AS, (rlim_t)req.as_bytes, (rlim_t)req.as_bytes, "setrlimit(RLIMIT_AS)");
	if (req.stack_bytes > 0)
		set_limit(RLIMIT_STACK, (rlim_t)req.stack_bytes, (rlim_t)req.stack_bytes, "setrlimit(RLIMIT_STACK)");
	if (req.fsize_bytes > 0)
		set_limit(RLIMIT_FSIZE, (rlim_t)req.fsize_bytes, (rlim_t)req.fsize_bytes, "setrlimit(RLIMIT_FSIZE)");
	if (req.nproc > 0)
		set_limit(RLIMIT_NPROC, (rlim_t)req.nproc, (rlim_t)req.nproc, "setrlimit(RLIMIT_NPROC)");
	if (req.nofile > 0)
		set_limit(RLIMIT_NOFILE, (rlim_t)req.nofile, (rlim_t)req.nofile, "setrlimit(RLIMIT_NOFILE)");
}

static void setup_credentials(void)
{
	if (!req.drop_uid)
		return;
	if (setgroups(0, NULL) < 0)
		fail("setgroups");
	if (setresgid(req.gid, req.gid, req.gid) < 0)
		fail("setresgid");
	if (setresuid(req.uid, req.uid, req.uid) < 0)
		fail("setresuid");
}

static void setup_seccomp(unsigned short len)
{
	if (prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0) < 0)
		fail("prctl(PR_SET_NO_NEW_PRIVS)");
	if (!req.seccomp)
		return;
	struct sock_fprog prog = { .len = len, .filter = filter };
	if (prctl(PR_SET_SECCOMP, SECCOMP_MODE_FILTER, &prog) < 0)
		fail("prctl(PR_SET_SECCOMP)");
}

/* args: the run's own arguments after argv[0] (a session's BOX_RUN), or NULL for the request's. */
static void run_program(unsigned short filter_len, char *const *args)
{
	char *argv[BOX_MAX_ARGS + 1], *envp[BOX_MAX_ARGS + 1];
	int argc = 0;
	argv[argc++] = req.strings + req.arg_off[0];
	if (args)
		while (*args && argc < BOX_MAX_ARGS)
			argv[argc++] = *args++;
	else
		for (int i = 1; i < req.argc; i++)
			argv[argc++] = req.strings + req.arg_off[i];
	argv[argc] = NULL;
	for (int i = 0; i < req.envc; i++)
		envp[i] = req.strings + req.env_off[i];
	envp[req.envc] = NULL;

	/* The report pipe stays open, close-on-exec, to carry an exec failure. */
	if (close(BOX_FD_REQUEST) < 0 || (req.use_exec_fd == 0 && close(BOX_FD_EXEC) < 0 && errno != EBADF))
		fail("close");
	close(BOX_FD_FILTER);
	if (fcntl(BOX_FD_REPORT, F_SETFD, FD_CLOEXEC) < 0)
		fail("fcntl(FD_CLOEXEC)");
	if (req.use_exec_fd && fcntl(BOX_FD_EXEC, F_SETFD, FD_CLOEXEC) < 0)
		fail("fcntl(FD_CLOEXEC)");

	/* The judge ignores SIGPIPE (judge_new); a program gets the default, as anywhere. */
	signal(SIGPIPE, SIG_DFL);
	setup_rlimits();
	/* A re-run alone gets a higher priority (as root); without the right it runs as it is. */
	if (req.nice)
		setpriority(PRIO_PROCESS, 0, req.nice);
	setup_credentials();
	setup_seccomp(filter_len);
	if (req.use_exec_fd)
		syscall(SYS_execveat, BOX_FD_EXEC, "", argv, envp, AT_EMPTY_PATH);
	else
		execve(req.strings + req.path_off, argv, envp);
	fail("execve");
}

/*
 * The program's process starts sharing judge-box's memory (CLONE_VM |
 * CLONE_VFORK, as posix_spawn does): judge-box sleeps until it has executed
 * the program (or failed), and no copy of judge-box's memory is made for it
 * to throw away at exec, which a fork cost every run. Until then it runs on a
 * stack of its own and writes nothing of judge-box's besides (errno aside,
 * which judge-box reads only on its own failures): what it sets is its own,
 * as a process of its own with a descriptor table, signal handlers and
 * limits copied from judge-box's. Its peak-memory figure is the same as
 * after a fork: the kernel counts the memory it left at exec either way.
 */
struct spawn {
	unsigned short filter_len;
	int fds[3];  /* in a session: the run's stdin, stdout, stderr; else -1, and only err */
	int err;     /* not in a session: the program's stderr, when not 2 */
	int root_fd; /* in a session: the runs' root to chroot into */
	char **args; /* the run's own arguments, or NULL */
};

static int spawned(void *arg)
{
	const struct spawn *s = arg;
	if (s->root_fd >= 0) {
		for (int i = 0; i < 3; i++)
			if (dup2(s->fds[i], i) < 0)
				fail("dup2");
		if (fchdir(s->root_fd) < 0 || chroot(".") < 0 || chdir("/") < 0)
			fail("chroot run directory");
		close(s->root_fd);
	} else if (s->err != 2 && dup2(s->err, 2) < 0) {
		fail("dup2");
	}
	run_program(s->filter_len, s->args);
	return 127;
}

static pid_t spawn(struct spawn *s)
{
	/* Its stack is a part of judge-box's own, below this frame: judge-box sleeps meanwhile. */
	char stack[32 << 10] __attribute__((aligned(16)));
	pid_t pid = clone(spawned, stack + sizeof stack, CLONE_VM | CLONE_VFORK | SIGCHLD, s);
	BOX_CLONE_STACK_DONE(stack, sizeof stack);
	if (pid < 0)
		fail("clone the program's process");
	return pid;
}

/*
 * What the run's root took before the program started, in KiB: in a session
 * the root's skeleton (the folders and mount points of its binds), which is
 * not the program's.
 */
static long files_base_kb;

/* What a tmpfs holds, in KiB: the files a program left there count as its memory. */
static long used_kb(const char *path)
{
	struct statfs st;
	if (statfs(path, &st) < 0)
		fail("statfs of the program's directory");
	long kb = (long)((st.f_blocks - st.f_bfree) * (unsigned long long)st.f_bsize / 1024) - files_base_kb;
	return kb > 0 ? kb : 0;
}

/*
 * A view of this pid namespace's /proc for judge-box alone, or -1 when the
 * kernel refuses the mount (then memory is only capped by RLIMIT_AS and
 * judged after the run). For a single run it is mounted, opened, and
 * unmounted (detached) at once, so the descriptor still reads it while no
 * path in the program's root leads to it. In a session it stays mounted: the
 * runs are chrooted into the runs' root below, from which no path leads to
 * it either, and a detached unmount waits for an RCU grace period, the
 * longest step of a session's start (milliseconds on a busy machine).
 */
static int proc_fd = -1;

/*
 * What watch() saw when it stopped the program at its memory limit: resident
 * memory and files. Peak memory from wait4 can come out a little lower (a
 * threaded program's page counts reach the total in batches; a file it mapped
 * is counted in both), so the report takes the larger figures and the verdict
 * is MLE, as the poll decided.
 */
static long seen_rss_kb, seen_files_kb;

static void open_proc(int keep)
{
	static const char dir[] = "/.judge-box-proc";
	if (mkdir(dir, 0700) < 0)
		return;
	if (mount("proc", dir, "proc", MS_NOSUID | MS_NODEV | MS_NOEXEC, NULL) == 0) {
		proc_fd = open(dir, O_RDONLY | O_DIRECTORY | O_CLOEXEC);
		if (keep)
			return;
		umount2(dir, MNT_DETACH);
	}
	rmdir(dir);
}

/* The start of /proc/PID/NAME into buf (NUL-terminated); -1 when it cannot be read. */
static int read_proc(pid_t pid, const char *name, char *buf, size_t size)
{
	char path[48];
	snprintf(path, sizeof path, "%d/%s", (int)pid, name);
	int fd = proc_fd >= 0 ? openat(proc_fd, path, O_RDONLY | O_CLOEXEC) : -1;
	if (fd < 0)
		return -1;
	ssize_t n = read(fd, buf, size - 1);
	close(fd);
	if (n <= 0)
		return -1;
	buf[n] = '\0';
	return 0;
}

/* The program's resident memory in KiB, from /proc/PID/statm; -1 when unknown. */
static long resident_kb(pid_t pid)
{
	char buf[128];
	long size, resident;
	if (read_proc(pid, "statm", buf, sizeof buf) < 0 || sscanf(buf, "%ld %ld", &size, &resident) != 2)
		return -1;
	return resident * (sysconf(_SC_PAGESIZE) / 1024);
}

/* A task's run delay, ns, from the schedstat at path (under proc_fd); -1 when it cannot be read. */
static long long task_delay(const char *path)
{
	char buf[128];
	unsigned long long on_cpu, waiting;
	int fd = openat(proc_fd, path, O_RDONLY | O_CLOEXEC);
	if (fd < 0)
		return -1;
	ssize_t n = read(fd, buf, sizeof buf - 1);
	close(fd);
	if (n <= 0)
		return -1;
	buf[n] = '\0';
	return sscanf(buf, "%llu %llu", &on_cpu, &waiting) == 2 ? (long long)waiting : -1;
}

/* Keeps delay as tid's latest figure. */
static void wall_note(pid_t tid, long long delay)
{
	int i = 0;
	while (i < wall.ntasks && wall.tid[i] != tid)
		i++;
	if (i == WALL_TASKS)
		return;
	if (i == wall.ntasks) {
		wall.ntasks++;
		wall.tid[i] = tid;
		wall.delay_ns[i] = 0;
	}
	/* A tid used again by a new task starts from 0: keep the larger, the figure errs low. */
	if (delay > wall.delay_ns[i])
		wall.delay_ns[i] = delay;
}

/* Calls fn(arg, n) for each numeric entry n of the directory path under proc_fd. */
static void each_number(const char *path, void (*fn)(void *, long), void *arg)
{
	static char buf[2][4096];
	static int depth;
	int fd = openat(proc_fd, path, O_RDONLY | O_DIRECTORY | O_CLOEXEC);
	if (fd < 0)
		return;
	char *b = buf[depth++ & 1];
	long n;
	while ((n = syscall(SYS_getdents64, fd, b, sizeof buf[0])) > 0)
		for (long off = 0; off < n;) {
			struct dirent64 *e = (struct dirent64 *)(b + off);
			off += e->d_reclen;
			char *end;
			long v = strtol(e->d_name, &end, 10);
			if (e->d_name[0] >= '1' && e->d_name[0] <= '9' && *end == '\0')
				fn(arg, v);
		}
	depth--;
	close(fd);
}

static void note_task(void *pid, long tid)
{
	char path[64];
	snprintf(path, sizeof path, "%ld/task/%ld/schedstat", *(long *)pid, tid);
	long long delay = task_delay(path);
	if (delay >= 0)
		wall_note((pid_t)tid, delay);
}

/* Every process of the pid namespace but judge-box (pid 1): the program and whatever it started. */
static void note_process(void *unused, long pid)
{
	(void)unused;
	char path[32];
	if (pid == 1)
		return;
	snprintf(path, sizeof path, "%ld/task", pid);
	each_number(path, note_task, &pid);
}

/* How long the run has waited for a processor so far, ns: 0 when the kernel does not say. */
static long long wall_delay_ns(void)
{
	if (proc_fd < 0)
		return 0;
	each_number(".", note_process, NULL);
	long long sum = 0;
	for (int i = 0; i < wall.ntasks; i++)
		sum += wall.delay_ns[i];
	return sum;
}

/*
 * A new run, with a wall limit of limit_ms net of waiting (0: none). Its net
 * time is at most its elapsed time, so it cannot reach the limit before the
 * limit has elapsed: the first read of the delays is then, not at the start
 * (a run that ends before its limit is read once, at its end, as before the
 * wall rule).
 */
static void wall_start(long long limit_ms, long long now)
{
	wall.limit_ns = limit_ms * 1000000LL;
	wall.start_ns = now;
	wall.next_ns = now + wall.limit_ns;
	wall.killed = 0;
	wall.ntasks = 0;
}

/*
 * At or after wall.next_ns: the run's time net of waiting so far. At the
 * limit the program is killed; otherwise it cannot reach the limit before
 * as much time again as it lacks (waiting only pushes that further), so the
 * delays are read again then, at least BOX_WALL_POLL_MS later. A sleeping
 * program waits for nothing: it is stopped at its limit in one read.
 */
static void wall_check(pid_t child, long long now)
{
	long long net = now - wall.start_ns - wall_delay_ns();
	if (net >= wall.limit_ns) {
		kill(child, SIGKILL);
		wall.killed = 1;
		stopped = 1;
		wall.limit_ns = 0;
		return;
	}
	long long lack = wall.limit_ns - net;
	wall.next_ns = now + (lack > BOX_WALL_POLL_MS * 1000000LL ? lack : BOX_WALL_POLL_MS * 1000000LL);
}

/*
 * The program's stderr, when req.stderr_keep asks for it: a pipe whose read
 * end judge-box drains while the program runs. The first stderr_keep bytes
 * are written on to the stderr the judge gave (a file of the judge's, under no
 * limit of the program's); the rest are read and dropped. A program that
 * floods stderr costs its own CPU time, never an output verdict.
 */
struct drain {
	int from, to; /* the pipe's read end (non-blocking), the judge's stderr; -1 when unused */
	long long kept;
};

/*
 * Where the bytes past stderr_keep go: /dev/null of judge-box's root (its
 * binds show it), opened once, or -1 (then they are read into a buffer).
 */
static int null_fd = -1;

/*
 * Reads what is there now; at end of file or on an error closes the pipe's
 * end. The bytes move by splice(), never through judge-box's memory: a
 * program's peak memory counts the largest judge-box ever was (they share
 * memory until exec), so a buffer filled for one program's stderr would
 * count in every later run of the session, other programs' too.
 */
static void drain_some(struct drain *e)
{
	static char buf[65536];
	while (e->from >= 0) {
		long long room = req.stderr_keep - e->kept;
		int keep = room > 0;
		size_t want = keep && room < (long long)sizeof buf ? (size_t)room : sizeof buf;
		ssize_t n;
		if (keep || null_fd >= 0)
			n = splice(e->from, NULL, keep ? e->to : null_fd, NULL, want, SPLICE_F_NONBLOCK);
		else
			n = read(e->from, buf, sizeof buf);
		if (n < 0 && errno == EINTR)
			continue;
		if (n < 0 && errno == EAGAIN)
			return;
		if (n < 0 && keep) {
			e->kept = req.stderr_keep; /* a failed write keeps nothing more */
			continue;
		}
		if (n <= 0) {
			close(e->from);
			e->from = -1;
			return;
		}
		if (keep)
			e->kept += n;
	}
}

/* After the program has ended: what is left in the pipe, then both ends closed. */
static void drain_end(struct drain *e)
{
	drain_some(e);
	if (e->from >= 0)
		close(e->from);
	if (e->to >= 0)
		close(e->to);
	e->from = e->to = -1;
}

/*
 * Makes the pipe for the program's stderr: *child_end is what the program
 * gets as fd 2. to is the judge's stderr, now owned by e.
 */
static void drain_open(struct drain *e, int to, int *child_end)
{
	int p[2];
	e->from = e->to = -1;
	e->kept = 0;
	*child_end = to;
	if (req.stderr_keep <= 0)
		return;
	if (pipe2(p, O_CLOEXEC) < 0)
		fail("pipe for the program's stderr");
	if (fcntl(p[0], F_SETFL, O_NONBLOCK) < 0)
		fail("fcntl(O_NONBLOCK)");
	/*
	 * Room for what a program writes between two drains (watch()): it may
	 * write as fast as it can without waiting for judge-box. Only judge-box
	 * can size it (the program's filter refuses F_SETPIPE_SZ); at worst the
	 * pipe keeps its 64 KiB.
	 */
	fcntl(p[0], F_SETPIPE_SZ, BOX_DRAIN_PIPE);
	e->from = p[0];
	e->to = to;
	*child_end = p[1];
}

/*
 * Waits until the program has ended, and stops it early when the run's
 * verdict is already decided:
 *   - once its CPU time (every thread's, the scheduler's exact figure, as
 *     wait4 will report it) passes the limit plus a margin of max(5%,
 *     BOX_CPU_MARGIN_MS): a program that spins costs about its limit, not the
 *     whole-second RLIMIT_CPU backstop;
 *   - once its resident memory plus what files_dir holds passes
 *     req.memory_kb: MLE at once, not seconds of page faults up to the
 *     address-space cap. Peak memory from wait4 is at least what was seen, so
 *     the verdict is the same as if it had run on;
 *   - once its wall time net of waiting for a processor passes the run's
 *     wall limit (wall_check).
 * All are polled, the CPU clock more often as the budget runs out, memory
 * every BOX_MEMORY_POLL_MS. (A profiling timer would need no polling, but its
 * tick-sampled figure runs ahead of the exact one by a fifth on some virtual
 * machines.) With cmd_fd, a message there ends the wait too: returns 1 then,
 * 0 when the program has ended. Meanwhile e (the program's stderr) is drained,
 * at most every BOX_DRAIN_MS: a program that writes its stderr a line at a
 * time (unbuffered, as stderr is) would otherwise wake judge-box for every
 * line, each wake-up taken from the program's own CPU, while the pipe holds
 * 64 KiB; and the memory is read on its own clock, not at each wake-up.
 */
static long long monotonic_ns(void)
{
	struct timespec ts;
	clock_gettime(CLOCK_MONOTONIC, &ts);
	return ts.tv_sec * 1000000000LL + ts.tv_nsec;
}

/* The poll timeout that wakes at deadline (ns) at the latest, given timeout so far. */
static int until(int timeout, long long now, long long deadline)
{
	long long ms = (deadline - now + 999999) / 1000000;
	int t = ms < 1 ? 1 : ms > 1000 ? 1000 : (int)ms;
	return timeout < 0 || t < timeout ? t : timeout;
}

static int watch(pid_t child, int pidfd, int cmd_fd, const char *files_dir, struct drain *e)
{
	clockid_t clk;
	long long budget = 0, next_drain = 0;
	/* The first read a poll period in: at once it would find the program not yet executed. */
	long long next_memory = monotonic_ns() + BOX_MEMORY_POLL_MS * 1000000LL;
	int memory = req.memory_kb > 0 && proc_fd >= 0;
	if (req.cpu_ms > 0 && clock_getcpuclockid(child, &clk) == 0) {
		long long margin = req.cpu_ms / 20 > BOX_CPU_MARGIN_MS ? req.cpu_ms / 20 : BOX_CPU_MARGIN_MS;
		budget = (req.cpu_ms + margin) * 1000000LL;
	}
	for (;;) {
		int timeout = -1;
		long long now = monotonic_ns();
		struct timespec ts;
		if (budget && clock_gettime(clk, &ts) == 0) {
			long long used = ts.tv_sec * 1000000000LL + ts.tv_nsec;
			if (used >= budget) {
				kill(child, SIGKILL);
				limit_killed = BOX_LIMIT_CPU;
				budget = 0;
			} else {
				/* Four threads spend CPU four times as fast as the clock on the wall. */
				long long ms = (budget - used) / 4000000;
				timeout = ms < 2 ? 2 : ms > 100 ? 100 : (int)ms;
			}
		}
		if (memory && now >= next_memory) {
			long rss = resident_kb(child);
			long files = rss >= 0 && files_dir ? used_kb(files_dir) : 0;
			if (rss >= 0 && rss + files > req.memory_kb) {
				kill(child, SIGKILL);
				if (!limit_killed)
					limit_killed = BOX_LIMIT_MEMORY;
				seen_rss_kb = rss;
				seen_files_kb = files;
				memory = 0;
			}
			next_memory = now + BOX_MEMORY_POLL_MS * 1000000LL;
		}
		if (memory)
			timeout = until(timeout, now, next_memory);
		if (wall.limit_ns && !limit_killed && now >= wall.next_ns)
			wall_check(child, now);
		if (wall.limit_ns && !limit_killed)
			timeout = until(timeout, now, wall.next_ns);
		int drain = e->from >= 0 && now >= next_drain;
		if (e->from >= 0 && !drain)
			timeout = until(timeout, now, next_drain);
		/* A negative fd is left out by poll(). */
		struct pollfd p[3] = { { .fd = pidfd, .events = POLLIN },
			               { .fd = cmd_fd, .events = POLLIN },
			               { .fd = drain ? e->from : -1, .events = POLLIN } };
		if (poll(p, 3, timeout) < 0) {
			if (errno == EINTR)
				continue;
			fail("poll");
		}
		if (p[2].revents) {
			drain_some(e);
			next_drain = monotonic_ns() + BOX_DRAIN_MS * 1000000LL;
		}
		if (p[0].revents)
			return 0;
		if (cmd_fd >= 0 && p[1].revents)
			return 1;
	}
}

/* Closes the descriptors a command brought that nothing takes. */
static void close_received(const int fds[3])
{
	for (int i = 0; i < 3; i++)
		if (fds[i] >= 0)
			close(fds[i]);
}

/*
 * Reads one message from the judge into iov, with nfds (1 to 3) descriptors
 * as SCM_RIGHTS into fds (left as they are when it brings no such set);
 * recvmsg()'s result, and its flags in *flags.
 */
static ssize_t recv_with_fds(struct iovec *iov, size_t niov, int *fds, size_t nfds, int *flags)
{
	char control[CMSG_SPACE(3 * sizeof(int))];
	struct msghdr msg = { .msg_iov = iov,
		              .msg_iovlen = niov,
		              .msg_control = control,
		              .msg_controllen = CMSG_SPACE(nfds * sizeof(int)) };
	ssize_t n;
	do
		n = recvmsg(BOX_FD_REQUEST, &msg, MSG_CMSG_CLOEXEC);
	while (n < 0 && errno == EINTR);
	struct cmsghdr *c = n > 0 ? CMSG_FIRSTHDR(&msg) : NULL;
	if (c && c->cmsg_type == SCM_RIGHTS && c->cmsg_len == CMSG_LEN(nfds * sizeof(int)))
		memcpy(fds, CMSG_DATA(c), nfds * sizeof(int));
	*flags = msg.msg_flags;
	return n;
}

/*
 * Receives one command, and with BOX_RUN three descriptors; 0 at end of
 * session. A BOX_RUN's arguments must be argc strings within the message. A
 * BOX_PROGRAM is left unread (2): take_program() reads it.
 */
static int receive(struct box_command *cmd, int fds[3])
{
	struct box_command head;
	ssize_t n;
	do
		n = recv(BOX_FD_REQUEST, &head, BOX_COMMAND_HEAD, MSG_PEEK);
	while (n < 0 && errno == EINTR);
	if (n <= 0)
		return 0;
	fds[0] = fds[1] = fds[2] = -1;
	if (n == (ssize_t)BOX_COMMAND_HEAD && head.magic == BOX_MAGIC && head.kind == BOX_PROGRAM)
		return 2;
	struct iovec iov = { .iov_base = cmd, .iov_len = sizeof *cmd };
	int flags;
	n = recv_with_fds(&iov, 1, fds, 3, &flags);
	if (n <= 0)
		return 0;
	if (n < (ssize_t)BOX_COMMAND_HEAD || cmd->magic != BOX_MAGIC || cmd->argc < 0 || cmd->argc >= BOX_MAX_ARGS)
		return -1;
	size_t len = (size_t)n - BOX_COMMAND_HEAD, nul = 0;
	for (size_t i = 0; i < len; i++)
		nul += cmd->args[i] == '\0';
	return nul >= (size_t)cmd->argc && (len == 0 || cmd->args[len - 1] == '\0') ? 1 : -1;
}

/* A BOX_RUN's own arguments as an argv (NULL-terminated), or NULL when it has none. */
static char **command_args(struct box_command *cmd, char *argv[BOX_MAX_ARGS])
{
	if (cmd->argc == 0)
		return NULL;
	char *s = cmd->args;
	for (int i = 0; i < cmd->argc; i++) {
		argv[i] = s;
		s += strlen(s) + 1;
	}
	argv[cmd->argc] = NULL;
	return argv;
}

/* Makes the parent folders of path (inside a run's root) as judge-box, mode 0755. */
static void make_parents(char *path, size_t from)
{
	for (char *s = path + from + 1; *s; s++) {
		if (*s != '/')
			continue;
		*s = '\0';
		int r = mkdir(path, 0755);
		*s = '/';
		if (r < 0 && errno != EEXIST)
			fail("mkdir in the run's root");
	}
}

/*
 * Shows the session root's binds in the runs' root at dir, read-only: a
 * runtime's files, the program's artefact, the devices. They are mounts inside
 * the runs' tmpfs, made once with it, so a detached unmount of the root takes
 * them too; the folders made for them hold no data, so they cost a run nothing.
 */
static void setup_run_binds(const char *dir)
{
	for (int i = 0; i < req.nbinds && i < BOX_MAX_BINDS; i++) {
		const struct box_bind *b = &req.binds[i];
		const char *dst = req.strings + b->dst_off;
		char target[512];
		if (snprintf(target, sizeof target, "%s%s", dir, dst) >= (int)sizeof target) {
			errno = ENAMETOOLONG;
			fail("a bind's path");
		}
		make_parents(target, strlen(dir));
		if (b->is_link) {
			if (symlink(req.strings + b->link_off, target) < 0)
				fail("symlink in the run's root");
			continue;
		}
		if (b->is_dir ? mkdir(target, 0755) < 0 && errno != EEXIST : mknod(target, S_IFREG | 0644, 0) < 0)
			fail("a mount point in the run's root");
		if (mount(dst, target, NULL, MS_BIND | MS_REC, NULL) < 0)
			fail("bind mount into the run's root");
		if (mount(NULL, target, NULL, MS_BIND | MS_REMOUNT | b->ro_flags, NULL) < 0)
			fail("remount a bind read-only");
	}
}

/*
 * A run's root in a session: one tmpfs, made once with the session's binds
 * (its skeleton) and emptied after every run, so each run still starts in a
 * root that holds nothing of the runs before it.
 *
 * Emptying is safe because of who can write what. Every run's program is one
 * process of the session's uid, dead and reaped before its root is emptied;
 * the seccomp filter forbids it links, renames, mode and owner changes and
 * new mounts. The skeleton is root's: its folders are 0755 and its binds
 * read-only, and the root itself is sticky (1777), so the program can write
 * only at the root's top level and below, and cannot remove or replace any
 * of the skeleton's entries. So what is not root's at the top level is the
 * program's, and removing it, folder by folder, leaves the skeleton.
 *
 * Then the root is checked against the tmpfs's own counters: the inodes and
 * blocks in use must be exactly what the skeleton took when it was made.
 * Anything else (a folder chain deeper than BOX_CLEAR_DEPTH, an entry that
 * would not go, a skeleton entry gone) and the root is dropped as before the
 * reuse: unmounted (detached, so nothing inside has to be walked) and a fresh
 * one made for the next run. The same counters, read once when the run ends,
 * also say what its files hold and whether it left anything at all: a run
 * that left nothing (most do) costs no walk and no second reading.
 */
struct run_root {
	int fd; /* the root's folder, or -1 when there is none */
	char dir[32];
	unsigned long made; /* roots made so far in this session: each has a mount point of its own */
	unsigned long long base_files, base_blocks, bsize;
};

/* The inodes and blocks a tmpfs has in use. */
static void root_usage(int fd, unsigned long long *files, unsigned long long *blocks)
{
	struct statfs st;
	if (fstatfs(fd, &st) < 0)
		fail("statfs of the run's root");
	*files = st.f_files - st.f_ffree;
	*blocks = st.f_blocks - st.f_bfree;
}

/* Mounts a fresh tmpfs for the runs, shows the binds in it, and notes what that skeleton takes. */
static void root_make(struct run_root *r)
{
	char opts[96];
	snprintf(r->dir, sizeof r->dir, "/run%lu", r->made++);
	snprintf(opts, sizeof opts, "size=%lldk,nr_inodes=%d,mode=1777", (long long)req.run_tmpfs_kb, BOX_RUN_INODES);
	if (mkdir(r->dir, 0700) < 0)
		fail("mkdir run directory");
	if (mount("judge-run", r->dir, "tmpfs", MS_NOSUID | MS_NODEV, opts) < 0)
		fail("mount the run's tmpfs");
	setup_run_binds(r->dir);
	r->fd = open(r->dir, O_RDONLY | O_DIRECTORY | O_CLOEXEC);
	if (r->fd < 0)
		fail("open the run's root");
	struct statfs st;
	if (fstatfs(r->fd, &st) < 0)
		fail("statfs of the run's root");
	r->base_files = st.f_files - st.f_ffree;
	r->base_blocks = st.f_blocks - st.f_bfree;
	r->bsize = st.f_bsize;
	files_base_kb = (long)(r->base_blocks * r->bsize / 1024);
}

/* Unmounts the root (detached: nothing inside is walked) and removes its mount point. */
static void root_drop(struct run_root *r)
{
	if (r->fd < 0)
		return;
	close(r->fd);
	r->fd = -1;
	if (umount2(r->dir, MNT_DETACH) < 0)
		fail("unmount the run's tmpfs");
	if (rmdir(r->dir) < 0)
		fail("remove the run's mount point");
}

/*
 * Removes the entries of the folder fd, depth folders below the root: at the
 * root (depth 0), those that are not root's. 0 when a pass over the folder
 * found nothing more to remove, -1 when something would not go or the chain
 * of folders is deeper than BOX_CLEAR_DEPTH. One listing buffer serves every
 * level (judge-box stays small: a run's peak memory starts from its size),
 * so a pass starts over after each folder it empties.
 */
static int clear_dir(int fd, int depth)
{
	static char buf[4096];
	for (;;) {
		int removed = 0, descended = 0;
		if (lseek(fd, 0, SEEK_SET) < 0)
			return -1;
		long n = 0;
		while (!descended && (n = syscall(SYS_getdents64, fd, buf, sizeof buf)) > 0) {
			for (long off = 0; off < n && !descended;) {
				struct dirent64 *e = (struct dirent64 *)(buf + off);
				off += e->d_reclen;
				const char *name = e->d_name;
				if (!strcmp(name, ".") || !strcmp(name, ".."))
					continue;
				struct stat st;
				if (depth == 0 && (fstatat(fd, name, &st, AT_SYMLINK_NOFOLLOW) < 0 || st.st_uid == 0))
					continue; /* the skeleton (or gone already) */
				if (unlinkat(fd, name, 0) == 0) {
					removed++;
					continue;
				}
				if (errno != EISDIR || depth + 1 >= BOX_CLEAR_DEPTH)
					return -1;
				int sub = openat(fd, name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);
				if (sub < 0)
					return -1;
				char copy[256];
				snprintf(copy, sizeof copy, "%s", name); /* buf is the next level's now */
				int rc = clear_dir(sub, depth + 1);
				close(sub);
				if (rc < 0 || unlinkat(fd, copy, AT_REMOVEDIR) < 0)
					return -1;
				removed++;
				descended = 1;
			}
		}
		if (!descended && n < 0)
			return -1;
		if (!removed)
			return 0;
	}
}

/*
 * What the run left in its root, from one reading of the tmpfs's counters:
 * the KiB its files hold (files_kb), and 1 when it left nothing at all. The
 * program cannot remove or change an entry of the skeleton (above), and it
 * is dead, its descriptors closed, so every inode in use beyond the
 * skeleton's is one it left: inodes and blocks back at the skeleton's mean
 * there is nothing to empty.
 */
static int root_left(const struct run_root *r, long *files_kb)
{
	unsigned long long files, blocks;
	root_usage(r->fd, &files, &blocks);
	long kb = (long)(blocks * r->bsize / 1024) - files_base_kb;
	*files_kb = kb > 0 ? kb : 0;
	return files == r->base_files && blocks == r->base_blocks;
}

/* Empties the root after a run; when it cannot be brought back to its skeleton exactly, drops it. */
static void root_empty(struct run_root *r)
{
	unsigned long long files, blocks;
	if (clear_dir(r->fd, 0) == 0) {
		root_usage(r->fd, &files, &blocks);
		if (files == r->base_files && blocks == r->base_blocks)
			return;
	}
	root_drop(r);
}

/* One step of FNV-1a over len bytes at p. */
static uint64_t fnv(uint64_t h, const void *p, size_t len)
{
	for (const unsigned char *c = p; len; len--)
		h = (h ^ *c++) * 1099511628211ULL;
	return h;
}

/* What the session's binds are, as a hash: compared, not kept, so that no buffer is touched (below). */
static uint64_t binds_hash(const struct box_request *r)
{
	uint64_t h = fnv(1469598103934665603ULL, &r->nbinds, sizeof r->nbinds);
	for (int i = 0; i < r->nbinds && i < BOX_MAX_BINDS; i++) {
		const struct box_bind *b = &r->binds[i];
		h = fnv(h, &b->is_link, sizeof b->is_link);
		h = fnv(h, &b->is_dir, sizeof b->is_dir);
		h = fnv(h, &b->ro_flags, sizeof b->ro_flags);
		if (b->dst_off < BOX_STRINGS)
			h = fnv(h, r->strings + b->dst_off,
			        strnlen(r->strings + b->dst_off, BOX_STRINGS - b->dst_off) + 1);
		if (b->is_link && b->link_off < BOX_STRINGS)
			h = fnv(h, r->strings + b->link_off,
			        strnlen(r->strings + b->link_off, BOX_STRINGS - b->link_off) + 1);
	}
	return h;
}

/*
 * BOX_PROGRAM (box.h): the request that follows the command's head becomes
 * the session's, with its executable. It is read straight into req, whose
 * pages are judge-box's already: a program's peak memory counts the largest
 * judge-box ever was (the memory it shares until exec), so judge-box touches
 * no new buffer for it. What the session was made with must stay: the uid
 * the runs take, the filter, the binds its root shows; a request that would
 * change them is refused, and judge-box ends (the judge's error). A run root
 * of another size is dropped, so the next run makes one of the new size; the
 * root is empty either way (emptied after the last run, as after any).
 */
static void take_program(struct run_root *root)
{
	int32_t seccomp = req.seccomp, drop_uid = req.drop_uid;
	uint32_t uid = req.uid, gid = req.gid;
	int64_t tmpfs_kb = req.run_tmpfs_kb;
	uint64_t binds = binds_hash(&req);
	struct box_command head;
	struct iovec iov[2] = { { .iov_base = &head, .iov_len = BOX_COMMAND_HEAD },
		                { .iov_base = &req, .iov_len = sizeof req } };
	int exec_fd = -1, flags;
	ssize_t n = recv_with_fds(iov, 2, &exec_fd, 1, &flags);
	if (n >= (ssize_t)BOX_COMMAND_HEAD) /* what did not come is zeros, as in a first request */
		memset((char *)&req + (n - BOX_COMMAND_HEAD), 0, sizeof req - (size_t)(n - BOX_COMMAND_HEAD));
	req.strings[BOX_STRINGS - 1] = '\0';
	int same = n >= (ssize_t)(BOX_COMMAND_HEAD + BOX_REQUEST_HEAD) && !(flags & (MSG_TRUNC | MSG_CTRUNC)) &&
	           req.magic == BOX_MAGIC && req.session && req.argc >= 1 && req.argc <= BOX_MAX_ARGS &&
	           req.envc >= 0 && req.envc <= BOX_MAX_ARGS && req.seccomp == seccomp && req.drop_uid == drop_uid &&
	           req.uid == uid && req.gid == gid && req.nbinds >= 0 && req.nbinds <= BOX_MAX_BINDS &&
	           binds_hash(&req) == binds && (req.use_exec_fd != 0) == (exec_fd >= 0);
	if (!same) {
		errno = EPROTO;
		fail("a new program that does not fit the session");
	}
	if (exec_fd >= 0 && exec_fd != BOX_FD_EXEC) {
		if (dup2(exec_fd, BOX_FD_EXEC) < 0)
			fail("dup2 the new program");
		close(exec_fd);
	} else if (exec_fd < 0) {
		close(BOX_FD_EXEC);
	}
	if (req.run_tmpfs_kb != tmpfs_kb)
		root_drop(root);
	if (req.memory_kb > 0 && proc_fd < 0)
		open_proc(1);
}

/* The stack a spawn and its process use (spawn's own 32 KiB among it), touched at a session's start. */
#define BOX_STACK_TOUCH (64 << 10)

/* The bounds of judge-box's own image, from the linker (and crt1.o's __data_start). */
extern char __executable_start[], __data_start[], end[];

/*
 * Makes all of judge-box resident: every page of its image (a read, where a
 * page is mapped: there are holes between the segments), its data and bss
 * written, and the stack that a spawn and the program's process before exec
 * run on. A program's peak memory counts the largest judge-box ever was (the
 * memory they share until exec, above), and judge-box's size would otherwise
 * grow over a session as its code and stack are first used, by a fault-around
 * of the kernel's (64 KiB) at a time: each run of a session would count another
 * judge-box. After this, every run counts the same one, the largest.
 */
static void __attribute__((noinline)) touch_stack(void)
{
	volatile char pad[BOX_STACK_TOUCH];
	for (size_t i = 0; i < sizeof pad; i += 4096)
		pad[i] = 0;
	pad[sizeof pad - 1] = 0;
}

static void make_resident(void)
{
	uintptr_t page = (uintptr_t)sysconf(_SC_PAGESIZE), mask = ~(page - 1);
	/* From the page of __data_start on, all is writable: the read-only part after relocation ends on a page. */
	uintptr_t data = (uintptr_t)__data_start & mask;
	unsigned char in;
	for (uintptr_t p = (uintptr_t)__executable_start & mask; p < (uintptr_t)end; p += page) {
		volatile char *c = (volatile char *)p;
		if (mincore((void *)p, page, &in) < 0)
			continue; /* a hole between segments */
		if (p >= data)
			*c = *c;
		else
			(void)*c;
	}
	touch_stack();
}

/* A session's run starts: nothing of the run before it is left in the figures. */
static void run_begin(long long wall_ms)
{
	stopped = 0;
	limit_killed = 0;
	seen_rss_kb = seen_files_kb = 0;
	wall_start(wall_ms, monotonic_ns());
}

/* Reaps a session's run: its status and rusage, and its CPU time in microseconds. */
static long long reap(pid_t child, int *status, struct rusage *ru)
{
	while (wait4(child, status, __WALL, ru) < 0)
		if (errno != EINTR)
			fail("wait4");
	return (ru->ru_utime.tv_sec + ru->ru_stime.tv_sec) * 1000000LL + ru->ru_utime.tv_usec + ru->ru_stime.tv_usec;
}

/*
 * A session: the namespaces and the root are made once, then every BOX_RUN
 * forks a fresh process chrooted into the runs' root (above), which is
 * emptied when the run ends. The seccomp filter forbids new processes, so a
 * run is exactly one process (and its threads): its rusage is the whole run's
 * CPU time and peak memory.
 */
static int session(unsigned short filter_len)
{
	make_resident();
	null_fd = open("/dev/null", O_WRONLY | O_CLOEXEC);
	/* Without the sandbox uid the program's files could not be told from the skeleton: a fresh root every run. */
	int reuse = req.drop_uid && req.uid != 0;
	struct run_root root = { .fd = -1 };
	for (;;) {
		struct box_command cmd;
		int fds[3];
		int r = receive(&cmd, fds);
		if (r == 0)
			return 0;
		if (r == 2) {
			take_program(&root);
			continue;
		}
		if (r > 0 && cmd.kind == BOX_KILL) {
			close_received(fds);
			continue; /* a kill that came after its run had ended */
		}
		if (r < 0 || cmd.kind != BOX_RUN || fds[0] < 0) {
			errno = EPROTO;
			fail("reading a command");
		}
		if (root.fd < 0)
			root_make(&root);
		struct drain e;
		drain_open(&e, fds[2], &fds[2]);
		char *argv[BOX_MAX_ARGS];
		struct spawn sp = { .filter_len = filter_len,
			            .fds = { fds[0], fds[1], fds[2] },
			            .err = -1,
			            .root_fd = root.fd,
			            .args = command_args(&cmd, argv) };
		pid_t child = spawn(&sp);
		for (int i = 0; i < 3; i++)
			if (fds[i] != e.to)
				close(fds[i]);
		int pidfd = (int)syscall(SYS_pidfd_open, child, 0);
		if (pidfd < 0)
			fail("pidfd_open");
		run_begin(cmd.wall_ms);
		while (watch(child, pidfd, BOX_FD_REQUEST, root.dir, &e)) {
			/* BOX_KILL at the judge's backstop or sandbox_session_kill; the judge going away ends
			 * everything. */
			r = receive(&cmd, fds);
			if (r == 1)
				close_received(fds);
			kill(child, SIGKILL);
			stopped = !limit_killed; /* watch() saw it alive, not yet stopped at a limit */
			if (r == 0)
				_exit(0);
		}
		close(pidfd);
		run_wait_us = wall_delay_ns() / 1000; /* ended, not yet reaped: its last figures */
		int status;
		struct rusage ru;
		long long cpu = reap(child, &status, &ru);
		drain_end(&e);
		/*
		 * Stopped while alive only if the kill is what ended it: a program
		 * already dying of its own signal (a crash) or exiting when the kill
		 * came was not stopped, and its own end decides its verdict.
		 */
		if (!(WIFSIGNALED(status) && WTERMSIG(status) == SIGKILL))
			stopped = wall.killed = limit_killed = 0;
		long files;
		int clean = root_left(&root, &files);
		if (files < seen_files_kb)
			files = seen_files_kb;
		report(BOX_DONE, status, 0, ru.ru_maxrss > seen_rss_kb ? ru.ru_maxrss : seen_rss_kb, cpu, files, NULL);
		/* After the report: the judge checks the output while the root is made ready for the next run. */
		if (!reuse)
			root_drop(&root);
		else if (!clean)
			root_empty(&root);
	}
}

/*
 * The judge sends SIGTERM at its backstop (SANDBOX_WALL_BACKSTOP): kill everything else in the
 * namespace, so the wait loop below reaps the program and its CPU time still
 * reaches the judge through this process's own rusage. Only a signal from
 * outside the namespace counts (its sender's pid is not visible here, so
 * si_pid is 0): as an ordinary user the program runs as judge-box's own uid
 * and could otherwise end its own run.
 */
static void on_term(int sig, siginfo_t *info, void *uctx)
{
	(void)sig;
	(void)uctx;
	if (info->si_pid != 0)
		return;
	stopped = kill(-1, SIGKILL) == 0;
}

int main(void)
{
	struct sigaction sa;
	memset(&sa, 0, sizeof sa);
	sa.sa_sigaction = on_term;
	sa.sa_flags = SA_SIGINFO;
	sigaction(SIGTERM, &sa, NULL);
	/* The judge blocks every signal across the clone that made this process (sandbox.c, box_clone). */
	sigset_t none;
	sigemptyset(&none);
	sigprocmask(SIG_SETMASK, &none, NULL);

	/* The request comes up to its strings' end (BOX_REQUEST_SIZE); the rest of req is zeros, as bss. */
	if (read(BOX_FD_REQUEST, &req, sizeof req) < (ssize_t)BOX_REQUEST_HEAD || req.magic != BOX_MAGIC ||
	    req.argc < 1 || req.argc > BOX_MAX_ARGS || req.envc < 0 || req.envc > BOX_MAX_ARGS) {
		errno = EPROTO;
		fail("reading the request");
	}
	req.strings[BOX_STRINGS - 1] = '\0';

	unsigned short filter_len = 0;
	if (req.seccomp) {
		ssize_t n = pread(BOX_FD_FILTER, filter, sizeof filter, 0);
		if (n <= 0 || n % (ssize_t)sizeof filter[0] != 0) {
			errno = n < 0 ? errno : EPROTO;
			fail("reading the seccomp filter");
		}
		filter_len = (unsigned short)(n / (ssize_t)sizeof filter[0]);
	}

	/* A session's runs get their wall limits one by one: its /proc is kept for them all. */
	if (req.memory_kb > 0 || req.wall_ms > 0 || req.session)
		open_proc(req.session);
	if (req.session)
		return session(filter_len);

	/* The judge's stderr moves out of the program's way when the pipe replaces it. */
	struct drain e;
	int err = 2, child_err;
	if (req.stderr_keep > 0 && (err = fcntl(2, F_DUPFD_CLOEXEC, 8)) < 0)
		fail("fcntl(F_DUPFD)");
	drain_open(&e, err, &child_err);
	struct spawn sp = { .filter_len = filter_len, .fds = { -1, -1, -1 }, .err = child_err, .root_fd = -1 };
	pid_t child = spawn(&sp);
	if (child_err != 2)
		close(child_err);
	close(0);
	close(1);
	close(2);
	int pidfd = (int)syscall(SYS_pidfd_open, child, 0);
	if (pidfd < 0)
		fail("pidfd_open");
	wall_start(req.wall_ms, monotonic_ns());
	watch(child, pidfd, -1, req.measure_root ? "/" : NULL, &e);
	close(pidfd);
	/* Before the reaping: the program's last figures, and those of what it started, still alive. */
	run_wait_us = wall_delay_ns() / 1000;
	/* Reap every process that ends up here until the program itself is gone. */
	long maxrss = 0;
	for (;;) {
		int status;
		struct rusage ru;
		pid_t pid = wait4(-1, &status, __WALL, &ru);
		if (pid < 0) {
			if (errno == EINTR)
				continue;
			fail("wait4");
		}
		if (ru.ru_maxrss > maxrss)
			maxrss = ru.ru_maxrss;
		if (pid == child) {
			drain_end(&e);
			if (!(WIFSIGNALED(status) && WTERMSIG(status) == SIGKILL))
				wall.killed = limit_killed = 0; /* it ended by itself as the limit came */
			report(BOX_DONE, status, 0, maxrss, 0, req.measure_root ? used_kb("/") : 0, NULL);
			return 0;
		}
	}
}
