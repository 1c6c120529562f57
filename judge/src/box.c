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
#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <stdio.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <grp.h>
#include <linux/filter.h>
#include <linux/seccomp.h>
#include <signal.h>
#include <stddef.h>
#include <string.h>
#include <sys/prctl.h>
#include <sys/mount.h>
#include <sys/resource.h>
#include <sys/statfs.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "box.h"

static struct box_request req;
static volatile sig_atomic_t stopped; /* the judge had the program killed while it was alive */
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

/* What a tmpfs holds, in KiB: the files a program left there count as its memory. */
static long used_kb(const char *path)
{
	struct statfs st;
	if (statfs(path, &st) < 0)
		fail("statfs of the program's directory");
	return (long)((st.f_blocks - st.f_bfree) * (unsigned long long)st.f_bsize / 1024);
}

/*
 * A view of this pid namespace's /proc for judge-box alone: mounted, opened,
 * and unmounted (detached) at once, so the descriptor still reads it while no
 * path in any root leads to it. -1 when the kernel refuses the mount (then
 * memory is only capped by RLIMIT_AS and judged after the run).
 */
static int proc_fd = -1;

/*
 * Set when watch() itself killed the program at its CPU or memory limit: its
 * verdict is decided, so a stop that reaches it while it dies is no stop (an
 * interactor that saw it go must not count as having decided first).
 */
static int limit_killed;

/*
 * What watch() saw when it stopped the program at its memory limit: resident
 * memory and files. Peak memory from wait4 can come out a little lower (a
 * threaded program's page counts reach the total in batches; a file it mapped
 * is counted in both), so the report takes the larger figures and the verdict
 * is MLE, as the poll decided.
 */
static long seen_rss_kb, seen_files_kb;

static void open_proc(void)
{
	static const char dir[] = "/.judge-box-proc";
	if (mkdir(dir, 0700) < 0)
		return;
	if (mount("proc", dir, "proc", MS_NOSUID | MS_NODEV | MS_NOEXEC, NULL) == 0) {
		proc_fd = open(dir, O_RDONLY | O_DIRECTORY | O_CLOEXEC);
		umount2(dir, MNT_DETACH);
	}
	rmdir(dir);
}

/* The program's resident memory in KiB, from /proc/PID/statm; -1 when unknown. */
static long resident_kb(pid_t pid)
{
	char path[32], buf[128];
	snprintf(path, sizeof path, "%d/statm", (int)pid);
	int fd = openat(proc_fd, path, O_RDONLY | O_CLOEXEC);
	if (fd < 0)
		return -1;
	ssize_t n = read(fd, buf, sizeof buf - 1);
	close(fd);
	long size, resident;
	if (n <= 0)
		return -1;
	buf[n] = '\0';
	if (sscanf(buf, "%ld %ld", &size, &resident) != 2)
		return -1;
	return resident * (sysconf(_SC_PAGESIZE) / 1024);
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

/* Reads what is there now; at end of file or on an error closes the pipe's end. */
static void drain_some(struct drain *e)
{
	static char buf[65536];
	while (e->from >= 0) {
		ssize_t n = read(e->from, buf, sizeof buf);
		if (n < 0 && errno == EINTR)
			continue;
		if (n < 0 && errno == EAGAIN)
			return;
		if (n <= 0) {
			close(e->from);
			e->from = -1;
			return;
		}
		long long room = req.stderr_keep - e->kept;
		if (room > 0) {
			ssize_t w = write(e->to, buf, n < room ? (size_t)n : (size_t)room);
			e->kept += w > 0 ? w : room; /* a failed write keeps nothing more */
		}
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
	/* A larger pipe: a program that floods stderr wakes the drain a sixteenth as often (best effort). */
	fcntl(p[0], F_SETPIPE_SZ, 1 << 20);
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
 *     the verdict is the same as if it had run on.
 * Both are polled, the CPU clock more often as the budget runs out, memory
 * every BOX_MEMORY_POLL_MS. (A profiling timer would need no polling, but its
 * tick-sampled figure runs ahead of the exact one by a fifth on some virtual
 * machines.) With cmd_fd, a message there ends the wait too: returns 1 then,
 * 0 when the program has ended. Meanwhile e (the program's stderr) is drained.
 */
static int watch(pid_t child, int pidfd, int cmd_fd, const char *files_dir, struct drain *e)
{
	clockid_t clk;
	long long budget = 0;
	int memory = req.memory_kb > 0 && proc_fd >= 0;
	if (req.cpu_ms > 0 && clock_getcpuclockid(child, &clk) == 0) {
		long long margin = req.cpu_ms / 20 > BOX_CPU_MARGIN_MS ? req.cpu_ms / 20 : BOX_CPU_MARGIN_MS;
		budget = (req.cpu_ms + margin) * 1000000LL;
	}
	for (;;) {
		int timeout = -1;
		struct timespec ts;
		if (budget && clock_gettime(clk, &ts) == 0) {
			long long used = ts.tv_sec * 1000000000LL + ts.tv_nsec;
			if (used >= budget) {
				kill(child, SIGKILL);
				limit_killed = 1;
				budget = 0;
			} else {
				/* Four threads spend CPU four times as fast as the clock on the wall. */
				long long ms = (budget - used) / 4000000;
				timeout = ms < 2 ? 2 : ms > 100 ? 100 : (int)ms;
			}
		}
		if (memory) {
			long rss = resident_kb(child);
			long files = rss >= 0 && files_dir ? used_kb(files_dir) : 0;
			if (rss >= 0 && rss + files > req.memory_kb) {
				kill(child, SIGKILL);
				limit_killed = 1;
				seen_rss_kb = rss;
				seen_files_kb = files;
				memory = 0;
			} else if (timeout < 0 || timeout > BOX_MEMORY_POLL_MS) {
				timeout = BOX_MEMORY_POLL_MS;
			}
		}
		/* A negative fd is left out by poll(). */
		struct pollfd p[3] = { { .fd = pidfd, .events = POLLIN },
			               { .fd = cmd_fd, .events = POLLIN },
			               { .fd = e->from, .events = POLLIN } };
		if (poll(p, 3, timeout) < 0) {
			if (errno == EINTR)
				continue;
			fail("poll");
		}
		if (p[2].revents)
			drain_some(e);
		if (p[0].revents)
			return 0;
		if (cmd_fd >= 0 && p[1].revents)
			return 1;
	}
}

/*
 * Receives one command, and with BOX_RUN three descriptors; 0 at end of
 * session. A BOX_RUN's arguments must be argc strings within the message.
 */
static int receive(struct box_command *cmd, int fds[3])
{
	char control[CMSG_SPACE(3 * sizeof(int))];
	struct iovec iov = { .iov_base = cmd, .iov_len = sizeof *cmd };
	struct msghdr msg = {
		.msg_iov = &iov, .msg_iovlen = 1, .msg_control = control, .msg_controllen = sizeof control
	};
	ssize_t n;
	do
		n = recvmsg(BOX_FD_REQUEST, &msg, MSG_CMSG_CLOEXEC);
	while (n < 0 && errno == EINTR);
	if (n <= 0)
		return 0;
	fds[0] = fds[1] = fds[2] = -1;
	struct cmsghdr *c = CMSG_FIRSTHDR(&msg);
	if (c && c->cmsg_type == SCM_RIGHTS && c->cmsg_len == CMSG_LEN(3 * sizeof(int)))
		memcpy(fds, CMSG_DATA(c), 3 * sizeof(int));
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
 * Shows the session root's binds in the run's root at dir, read-only: a
 * runtime's files and the program's artefact. They are mounts inside the run's
 * tmpfs, so the detached unmount at the end of the run takes them too; the
 * folders made for them hold no data, so they cost the run nothing.
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
 * A session: the namespaces and the root are made once, then every BOX_RUN
 * forks a fresh process into a fresh tmpfs mounted at /runN, chrooted there.
 * When the run ends the tmpfs is unmounted (detached, so nothing the program
 * built inside, however deep or however many inodes, has to be walked) and
 * its mount point removed. The seccomp filter forbids new processes, so a run
 * is exactly one process (and its threads): its rusage is the whole run's CPU
 * time and peak memory.
 */
static int session(unsigned short filter_len)
{
	for (unsigned long n = 0;; n++) {
		struct box_command cmd;
		int fds[3];
		int r = receive(&cmd, fds);
		if (r == 0)
			return 0;
		if (r > 0 && cmd.kind == BOX_KILL)
			continue; /* a kill that came after its run had ended */
		if (r < 0 || cmd.kind != BOX_RUN || fds[0] < 0) {
			errno = EPROTO;
			fail("reading a command");
		}
		char dir[32], opts[96];
		snprintf(dir, sizeof dir, "/run%lu", n);
		snprintf(opts, sizeof opts, "size=%lldk,nr_inodes=%d,mode=0777", (long long)req.run_tmpfs_kb,
		         BOX_RUN_INODES);
		if (mkdir(dir, 0700) < 0)
			fail("mkdir run directory");
		if (mount("judge-run", dir, "tmpfs", MS_NOSUID | MS_NODEV, opts) < 0)
			fail("mount the run's tmpfs");
		setup_run_binds(dir);
		struct drain e;
		drain_open(&e, fds[2], &fds[2]);
		pid_t child = fork();
		if (child < 0)
			fail("fork");
		if (child == 0) {
			for (int i = 0; i < 3; i++)
				if (dup2(fds[i], i) < 0)
					fail("dup2");
			if (chroot(dir) < 0 || chdir("/") < 0)
				fail("chroot run directory");
			char *argv[BOX_MAX_ARGS];
			run_program(filter_len, command_args(&cmd, argv));
		}
		for (int i = 0; i < 3; i++)
			if (fds[i] != e.to)
				close(fds[i]);
		int pidfd = (int)syscall(SYS_pidfd_open, child, 0);
		if (pidfd < 0)
			fail("pidfd_open");
		stopped = 0;
		limit_killed = 0;
		seen_rss_kb = seen_files_kb = 0;
		while (watch(child, pidfd, BOX_FD_REQUEST, dir, &e)) {
			/* BOX_KILL at the wall limit; the judge going away ends everything. */
			r = receive(&cmd, fds);
			kill(child, SIGKILL);
			stopped = !limit_killed; /* watch() saw it alive, not yet stopped at a limit */
			if (r == 0)
				_exit(0);
		}
		close(pidfd);
		int status;
		struct rusage ru;
		while (wait4(child, &status, __WALL, &ru) < 0)
			if (errno != EINTR)
				fail("wait4");
		drain_end(&e);
		long long cpu = (ru.ru_utime.tv_sec + ru.ru_stime.tv_sec) * 1000000LL + ru.ru_utime.tv_usec +
		                ru.ru_stime.tv_usec;
		long files = used_kb(dir);
		if (files < seen_files_kb)
			files = seen_files_kb;
		if (umount2(dir, MNT_DETACH) < 0)
			fail("unmount the run's tmpfs");
		if (rmdir(dir) < 0)
			fail("remove the run's mount point");
		report(BOX_DONE, status, 0, ru.ru_maxrss > seen_rss_kb ? ru.ru_maxrss : seen_rss_kb, cpu, files, NULL);
	}
}

/*
 * The judge sends SIGTERM at the wall limit: kill everything else in the
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

	if (read(BOX_FD_REQUEST, &req, sizeof req) != (ssize_t)sizeof req || req.magic != BOX_MAGIC || req.argc < 1 ||
	    req.argc > BOX_MAX_ARGS || req.envc < 0 || req.envc > BOX_MAX_ARGS) {
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

	if (req.memory_kb > 0)
		open_proc();
	if (req.session)
		return session(filter_len);

	/* The judge's stderr moves out of the program's way when the pipe replaces it. */
	struct drain e;
	int err = 2, child_err;
	if (req.stderr_keep > 0 && (err = fcntl(2, F_DUPFD_CLOEXEC, 8)) < 0)
		fail("fcntl(F_DUPFD)");
	drain_open(&e, err, &child_err);
	pid_t child = fork();
	if (child < 0)
		fail("fork");
	if (child == 0) {
		if (child_err != 2 && dup2(child_err, 2) < 0)
			fail("dup2");
		run_program(filter_len, NULL);
	}
	if (child_err != 2)
		close(child_err);
	close(0);
	close(1);
	close(2);
	int pidfd = (int)syscall(SYS_pidfd_open, child, 0);
	if (pidfd < 0)
		fail("pidfd_open");
	watch(child, pidfd, -1, req.measure_root ? "/" : NULL, &e);
	close(pidfd);
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
			report(BOX_DONE, status, 0, maxrss, 0, req.measure_root ? used_kb("/") : 0, NULL);
			return 0;
		}
	}
}
