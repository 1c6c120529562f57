/*
 * Theory of operation.
 *
 * sandbox_run() builds everything it needs before it forks: the request for
 * judge-box (argv, environment, limits, all in one flat struct), the pipes, the
 * mount options. Then clone() makes a child in new pid, mount, net, ipc and uts
 * namespaces (and a new user namespace when the judge is not root), sharing the
 * judge's memory until it executes judge-box (box_clone says why and how). The
 * child runs only async-signal-safe system calls, in a straight line of named steps:
 *
 *     setup_user_namespace   map the judge's uid and gid into the new user ns
 *     setup_mounts           private mount propagation; an empty tmpfs root with
 *                            the spec's binds inside, chrooted into
 *     setup_fds              put the descriptors where judge-box expects them
 *     exec judge-box         from a descriptor: the root may be empty
 *
 * judge-box (box.c) becomes pid 1, forks the program with rlimits, the sandbox
 * uid, no_new_privs and seccomp, reaps everything and reports the program's
 * status and peak memory on a pipe; it also stops the program at its wall
 * limit, counted without the time the program waited for a processor (box.h,
 * BOX_WALL). The judge waits on a pidfd with the backstop
 * (SANDBOX_WALL_BACKSTOP) as timeout and kills pid 1, which takes the whole
 * namespace with it. CPU time comes from wait4 on pid 1: it includes every
 * process reaped inside.
 *
 * Any step failing is reported as the step's name and errno, and becomes the
 * judge's failure (JE), never the program's.
 *
 * A program under the seccomp filter can make no socket at all (nor a
 * process that is not its own thread); so, as root, a sandbox whose program
 * is under the filter (every session, every checker and interactor run) does
 * not make a network namespace (the most expensive namespace to make, and its
 * teardown costs a kernel thread's work and an RCU grace period after every
 * run) but joins one that has no network: an empty namespace made once per
 * boot and kept at /run/gamejudge/net (shared_net). Every other sandbox (a
 * compiler's, which may start processes and make sockets) gets a fresh one.
 *
 * As root, every run or session takes a uid of its own from a pool (uid_take):
 * a lock file per uid, held with flock() while the run lasts, so concurrent
 * runs of this judge and of other judges on the machine never share a uid, and
 * a program that exhausts its RLIMIT_NPROC harms nobody else.
 */
#define _GNU_SOURCE
#include "run/sandbox.h"

#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <linux/nsfs.h>
#include <poll.h>
#include <pthread.h>
#include <sched.h>
#include <seccomp.h>
#include <signal.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/mount.h>
#include <sys/prctl.h>
#include <sys/resource.h>
#include <sys/file.h>
#include <sys/ioctl.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/statvfs.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <unistd.h>

#include "run/box.h"
#include "run/filter.h"
#include "util.h"

#ifndef CLONE_PIDFD
#define CLONE_PIDFD 0x00001000
#endif

struct sandbox {
	int is_root;
	int box_fd;      /* judge-box, opened once */
	int filter_fd;   /* memfd holding the seccomp BPF */
	char *root_dir;  /* mount point for empty roots */
	int shared_root; /* root_dir is /run's, shared by every judge: never removed */
	char *uid_map, *gid_map;
	unsigned uid;   /* as root: the first uid of the pool; otherwise the user's own */
	unsigned gid;   /* not root: the user's own gid */
	char *lock_dir; /* as root: one lock file per uid of the pool */
	int net_fd;     /* as root: the network namespace of sandboxes under the filter (shared_net), or -1 */
	atomic_uint next_slot;
	char warnings[512];
};

/*
 * The syscall allow-list for submissions and problem tools. Anything else kills
 * the process with SIGSYS, reported as RE ("forbidden system call").
 */
static const struct filter_syscall allowed_syscalls[] = {
	{ "read", "reading stdin" },
	{ "write", "writing stdout and stderr" },
	{ "readv", "stdio may gather reads" },
	{ "writev", "stdio and libstdc++ may gather writes" },
	{ "pread64", "reading files in its own directory" },
	{ "pwrite64", "writing files in its own directory" },
	{ "lseek", "stdio probes whether a stream is seekable" },
	{ "close", "closing descriptors" },
	{ "dup", "descriptor bookkeeping in runtimes" },
	{ "dup2", "descriptor bookkeeping in runtimes" },
	{ "dup3", "descriptor bookkeeping in runtimes" },
	{ "fstat", "stdio sizes its buffers from fstat" },
	{ "newfstatat", "stdio sizes its buffers from fstat" },
	{ "statx", "libstdc++ file queries" },
	{ "stat", "file queries, confined to the empty root" },
	{ "lstat", "file queries, confined to the empty root" },
	{ "access", "file queries, confined to the empty root" },
	{ "faccessat", "file queries, confined to the empty root" },
	{ "faccessat2", "file queries, confined to the empty root" },
	{ "open", "files in its own directory: the root holds nothing else" },
	{ "openat", "files in its own directory: the root holds nothing else" },
	{ "unlink", "removing its own scratch files" },
	{ "unlinkat", "removing its own scratch files" },
	{ "mkdir", "scratch directories inside its own root" },
	{ "mkdirat", "scratch directories inside its own root" },
	{ "getdents64", "listing its own directory" },
	{ "getcwd", "its own directory" },
	{ "chdir", "moving inside its own root" },
	{ "fchdir", "moving inside its own root" },
	{ "readlink", "static libc start-up looks up its own path (nothing to find in the empty root)" },
	{ "readlinkat", "static libc start-up looks up its own path (nothing to find in the empty root)" },
	{ "ftruncate", "scratch files" },
	{ "brk", "memory allocation" },
	{ "mmap", "memory allocation" },
	{ "munmap", "memory allocation" },
	{ "mremap", "memory allocation (realloc of large blocks)" },
	{ "mprotect", "memory allocation and thread stacks" },
	{ "madvise", "the allocator returns memory" },
	{ "execve", "the first exec of the program itself; the root holds nothing else to run" },
	{ "execveat", "the first exec of the program itself, from a descriptor" },
	{ "exit", "ending a thread" },
	{ "exit_group", "ending the program" },
	{ "rt_sigaction", "installing signal handlers" },
	{ "rt_sigprocmask", "signal masks, used by abort() and threads" },
	{ "rt_sigreturn", "returning from a signal handler" },
	{ "sigaltstack", "runtimes install alternate signal stacks" },
	{ "kill", "raise() and abort(); the pid namespace confines it to the run" },
	{ "tgkill", "raise() and abort(); confined to the run's pid namespace" },
	{ "tkill", "raise(); confined to the run's pid namespace" },
	{ "getpid", "raise() and abort()" },
	{ "gettid", "raise() and threads" },
	{ "getppid", "harmless query" },
	{ "futex", "locks and threads" },
	{ "set_robust_list", "libc start-up and threads" },
	{ "get_robust_list", "libc threads" },
	{ "set_tid_address", "libc start-up" },
	{ "rseq", "libc start-up registers restartable sequences" },
	{ "arch_prctl", "libc start-up sets the thread pointer" },
	{ "sched_yield", "spinning threads" },
	{ "sched_getaffinity", "libc counts CPUs for threads" },
	{ "clock_gettime", "timing" },
	{ "clock_getres", "timing" },
	{ "gettimeofday", "timing" },
	{ "time", "timing" },
	{ "nanosleep", "sleeping (the wall limit still applies)" },
	{ "clock_nanosleep", "sleeping (the wall limit still applies)" },
	{ "getrandom", "random seeds (std::random_device, malloc)" },
	{ "alarm", "a timer of its own process: SIGALRM reaches only the program; the judge's clocks are its own" },
	{ "setitimer", "a timer of its own process (alarm's other form); the judge's clocks are its own" },
	{ "getitimer", "reading its own timers" },
	{ "pause", "waiting for its own alarm (the wall limit still applies)" },
	{ "rt_sigsuspend", "waiting for its own alarm (the wall limit still applies)" },
	{ "rt_sigtimedwait", "waiting for its own signals (the wall limit still applies)" },
	{ "uname", "libc start-up checks the kernel" },
	{ "getuid", "harmless query" },
	{ "geteuid", "harmless query" },
	{ "getgid", "harmless query" },
	{ "getegid", "harmless query" },
	{ "prlimit64", "libc reads the stack limit" },
	{ "getrlimit", "libc reads the stack limit" },
	{ "getrusage", "programs time themselves" },
	{ "sysinfo", "harmless query" },
	{ "times", "programs time themselves" },
	{ "poll", "waiting on its own descriptors" },
	{ "ppoll", "waiting on its own descriptors" },
	{ "pipe", "pipes inside its own process" },
	{ "pipe2", "pipes inside its own process" },
};

static int build_filter(struct sandbox *sb, struct diag *d)
{
	scmp_filter_ctx ctx = filter_new(SCMP_ACT_KILL_PROCESS);
	if (!ctx) {
		diag_set(d, "seccomp_init failed");
		return -1;
	}
	int rc = filter_allow(ctx, allowed_syscalls, sizeof allowed_syscalls / sizeof allowed_syscalls[0]);
	/* Threads, yes: clone with CLONE_THREAD. New processes, no. */
	if (rc == 0)
		rc = seccomp_rule_add(ctx, SCMP_ACT_ALLOW, SCMP_SYS(clone), 1,
		                      SCMP_A0(SCMP_CMP_MASKED_EQ, CLONE_THREAD, CLONE_THREAD));
	/* clone3 passes its flags in memory, which a filter cannot read: ENOSYS
	 * makes libc fall back to clone, where the rule above applies. */
	if (rc == 0)
		rc = seccomp_rule_add(ctx, SCMP_ACT_ERRNO(ENOSYS), SCMP_SYS(clone3), 0);
	/*
	 * fcntl for descriptor flags, but a pipe may not grow past its default
	 * 64 KiB: memory parked in pipe buffers is not the program's resident
	 * memory, so it is capped instead (RLIMIT_NOFILE bounds the pipes).
	 */
	if (rc == 0)
		rc = seccomp_rule_add(ctx, SCMP_ACT_ALLOW, SCMP_SYS(fcntl), 1, SCMP_A1(SCMP_CMP_NE, F_SETPIPE_SZ));
	if (rc == 0)
		rc = seccomp_rule_add(ctx, SCMP_ACT_ERRNO(EPERM), SCMP_SYS(fcntl), 1,
		                      SCMP_A1(SCMP_CMP_EQ, F_SETPIPE_SZ));
	/*
	 * isatty() on stdio: answer "not a terminal" instead of allowing ioctl;
	 * but FIONREAD, how many bytes wait in a pipe, is how the JVM's
	 * System.in.available() reads an interactive run's input.
	 */
	if (rc == 0)
		rc = seccomp_rule_add(ctx, SCMP_ACT_ERRNO(ENOTTY), SCMP_SYS(ioctl), 1, SCMP_A1(SCMP_CMP_NE, FIONREAD));
	if (rc == 0)
		rc = seccomp_rule_add(ctx, SCMP_ACT_ALLOW, SCMP_SYS(ioctl), 1, SCMP_A1(SCMP_CMP_EQ, FIONREAD));
	/* The JVM names its threads (PR_SET_NAME); any other prctl is forbidden. */
	if (rc == 0)
		rc = seccomp_rule_add(ctx, SCMP_ACT_ALLOW, SCMP_SYS(prctl), 1, SCMP_A0(SCMP_CMP_EQ, PR_SET_NAME));
	if (rc == 0)
		rc = seccomp_rule_add(ctx, SCMP_ACT_ALLOW, SCMP_SYS(prctl), 1, SCMP_A0(SCMP_CMP_EQ, PR_GET_NAME));
	/*
	 * No sockets, but as an error rather than a kill: the JVM's start-up asks
	 * glibc for the user's name, which first tries nscd's Unix socket and
	 * falls back when it cannot be made. A program that wants a socket gets
	 * the error (Python's PermissionError, Java's SocketException); the net
	 * namespace has no network anyway, and connect, bind and the rest stay
	 * forbidden.
	 */
	if (rc == 0)
		rc = seccomp_rule_add(ctx, SCMP_ACT_ERRNO(EACCES), SCMP_SYS(socket), 0);
	if (rc == 0) {
		sb->filter_fd = memfd_create("judge-seccomp", MFD_CLOEXEC);
		if (sb->filter_fd < 0)
			rc = -errno;
		else
			rc = seccomp_export_bpf(ctx, sb->filter_fd);
	}
	seccomp_release(ctx);
	if (rc != 0) {
		diag_set(d, "cannot build the seccomp filter: %s", strerror(-rc));
		return -1;
	}
	return 0;
}

static int open_box(struct sandbox *sb, struct diag *d)
{
	char exe[PATH_MAX];
	const char *env = getenv("JUDGE_BOX");
	if (env) {
		sb->box_fd = open(env, O_RDONLY | O_CLOEXEC);
		if (sb->box_fd < 0) {
			diag_errno(d, "cannot open judge-box '%s' (from JUDGE_BOX)", env);
			return -1;
		}
		return 0;
	}
	ssize_t n = readlink("/proc/self/exe", exe, sizeof exe - 1);
	if (n < 0) {
		diag_errno(d, "cannot find the judge's own path");
		return -1;
	}
	exe[n] = '\0';
	char *slash = strrchr(exe, '/');
	*slash = '\0';
	const char *tries[] = { "%s/judge-box", "%s/../judge-box", "%s/../judge/judge-box" };
	for (size_t i = 0; i < 3; i++) {
		char path[PATH_MAX + 32];
		snprintf(path, sizeof path, tries[i], exe);
		sb->box_fd = open(path, O_RDONLY | O_CLOEXEC);
		if (sb->box_fd >= 0)
			return 0;
	}
	diag_set(d, "cannot find judge-box next to '%s' (build it, or set JUDGE_BOX)", exe);
	return -1;
}

/*
 * The network namespace sandboxes under the filter join: LOCK_DIR/net, a bind
 * of an empty network namespace (loopback down, no other device; nothing
 * inside the sandbox may raise one: the runs are unprivileged and make no
 * sockets). The first judge that finds none makes it, under a lock, in a
 * child that unshares its network namespace and binds it there; it lasts
 * until /run is cleared at boot. Returns its descriptor, or -1 when it cannot be had (then
 * every sandbox makes its own).
 */
static int shared_net(const char *lock_dir)
{
	char *path = xasprintf("%s/net", lock_dir), *lockpath = xasprintf("%s/net.lock", lock_dir);
	int fd = -1, lock = -1;
	for (int tries = 0; tries < 2 && fd < 0; tries++) {
		fd = open(path, O_RDONLY | O_CLOEXEC | O_NOFOLLOW);
		if (fd >= 0 && ioctl(fd, NS_GET_NSTYPE) != CLONE_NEWNET) {
			close(fd);
			fd = -1;
		}
		if (fd >= 0 || tries)
			break;
		lock = open(lockpath, O_RDWR | O_CREAT | O_CLOEXEC, 0600);
		if (lock < 0 || flock(lock, LOCK_EX) < 0)
			break;
		/* Another judge may have made it while this one waited for the lock. */
		fd = open(path, O_RDONLY | O_CLOEXEC | O_NOFOLLOW);
		if (fd >= 0 && ioctl(fd, NS_GET_NSTYPE) == CLONE_NEWNET)
			break;
		if (fd >= 0)
			close(fd);
		fd = -1;
		int mp = open(path, O_WRONLY | O_CREAT | O_CLOEXEC | O_NOFOLLOW, 0600);
		if (mp < 0)
			break;
		close(mp);
		pid_t pid = fork();
		if (pid == 0)
			_exit(unshare(CLONE_NEWNET) < 0 || mount("/proc/self/ns/net", path, NULL, MS_BIND, NULL) < 0);
		int status;
		if (pid < 0 || waitpid(pid, &status, 0) != pid || !WIFEXITED(status) || WEXITSTATUS(status) != 0)
			break;
	}
	if (lock >= 0)
		close(lock);
	free(path);
	free(lockpath);
	return fd;
}

/* The judge's own clock on a run: SANDBOX_WALL_BACKSTOP (sandbox.h). */
static long wall_backstop(long wall_ms)
{
	return wall_ms * SANDBOX_WALL_BACKSTOP + 1000;
}

/*
 * Whether the kernel counts a task's run delay, which judge-box reads to
 * take the time a run waited for a processor off its wall time (box.h,
 * BOX_WALL): the second field of /proc/PID/schedstat (CONFIG_SCHED_INFO;
 * it needs no kernel.sched_schedstats). This process's own file says.
 */
static int run_delay_counted(void)
{
	char buf[128];
	unsigned long long on_cpu, waiting;
	FILE *f = fopen("/proc/self/schedstat", "re");
	int ok = f && fgets(buf, sizeof buf, f) && sscanf(buf, "%llu %llu", &on_cpu, &waiting) == 2;
	if (f)
		fclose(f);
	return ok;
}

/* Adds a warning to the sandbox's list, after those already there. */
static void warn(struct sandbox *sb, const char *text)
{
	size_t n = strlen(sb->warnings);
	snprintf(sb->warnings + n, sizeof sb->warnings - n, "%s%s", n ? "; " : "", text);
}

struct sandbox *sandbox_new(const char *workdir, struct diag *d)
{
	struct sandbox *sb = xcalloc(1, sizeof *sb);
	sb->box_fd = sb->filter_fd = sb->net_fd = -1;
	sb->is_root = geteuid() == 0;
	if (sb->is_root) {
		/* JUDGE_UID picks another unprivileged uid, e.g. to tell one judge's runs from another's. */
		long uid = SANDBOX_UID;
		const char *env = getenv("JUDGE_UID");
		if (env && parse_long(env, 1000, 2000000000, &uid) < 0) {
			diag_set(d, "JUDGE_UID: expected a uid in 1000..2000000000, got '%s'", env);
			goto fail;
		}
		sb->uid = (unsigned)uid;
		/* Shared by every judge on the machine; /run is root's own and cleared at boot. */
		sb->lock_dir = xstrdup("/run/gamejudge");
		if (mkdir(sb->lock_dir, 0700) < 0 && errno != EEXIST) {
			diag_errno(d, "cannot create '%s'", sb->lock_dir);
			goto fail;
		}
		sb->net_fd = shared_net(sb->lock_dir);
	} else {
		sb->uid = getuid();
		sb->gid = getgid();
		sb->uid_map = xasprintf("%u %u 1\n", sb->uid, sb->uid);
		sb->gid_map = xasprintf("%u %u 1\n", sb->gid, sb->gid);
		snprintf(sb->warnings, sizeof sb->warnings,
		         "not root: programs run as your own uid inside a user namespace; "
		         "the empty root, seccomp and namespaces still apply");
	}
	/*
	 * Each sandbox mounts its root here in a mount namespace of its own, so
	 * one directory serves every sandbox at once. As root it is one of
	 * /run's, made once per boot, rather than a directory of the scratch
	 * space made and removed by every judge (two journaled operations).
	 */
	sb->shared_root = sb->is_root;
	sb->root_dir = sb->is_root ? xasprintf("%s/root", sb->lock_dir) : xasprintf("%s/root", workdir);
	if (mkdir(sb->root_dir, 0755) < 0 && errno != EEXIST) {
		diag_errno(d, "cannot create '%s'", sb->root_dir);
		goto fail;
	}
	if (open_box(sb, d) < 0 || build_filter(sb, d) < 0)
		goto fail;
	if (!run_delay_counted())
		warn(sb, "the kernel counts no run-queue delay (/proc/PID/schedstat): wall limits count the time a "
		         "program waits for a processor too, as plain wall time");
	return sb;
fail:
	sandbox_free(sb);
	return NULL;
}

/* Closes *fd when it is open, and marks it closed. */
static void close_fd(int *fd)
{
	if (*fd >= 0)
		close(*fd);
	*fd = -1;
}

void sandbox_free(struct sandbox *sb)
{
	if (!sb)
		return;
	close_fd(&sb->box_fd);
	close_fd(&sb->filter_fd);
	close_fd(&sb->net_fd);
	if (sb->root_dir && !sb->shared_root)
		rmdir(sb->root_dir);
	free(sb->root_dir);
	free(sb->uid_map);
	free(sb->gid_map);
	free(sb->lock_dir);
	free(sb);
}

const char *sandbox_warnings(const struct sandbox *sb)
{
	return sb->warnings;
}

void sandbox_uids(const struct sandbox *sb, unsigned *first, unsigned *count)
{
	*first = sb->uid;
	*count = sb->is_root ? SANDBOX_UID_SLOTS : 1;
}

/*
 * Takes a free uid of the pool: returns the lock's descriptor (hold it while
 * the uid is in use; closing it frees the uid) with the uid in *uid, or -1
 * with a message. When every uid is busy, waits for one.
 */
static int uid_take(struct sandbox *sb, unsigned *uid, struct diag *d)
{
	unsigned start = atomic_fetch_add(&sb->next_slot, 1);
	for (int wait = 0; wait < 2; wait++) {
		for (unsigned k = 0; k < SANDBOX_UID_SLOTS; k++) {
			unsigned u = sb->uid + (start + k) % SANDBOX_UID_SLOTS;
			char path[PATH_MAX];
			snprintf(path, sizeof path, "%s/uid-%u", sb->lock_dir, u);
			int fd = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0600);
			if (fd < 0) {
				diag_errno(d, "sandbox: cannot open the uid lock '%s'", path);
				return -1;
			}
			int r;
			while ((r = flock(fd, wait ? LOCK_EX : LOCK_EX | LOCK_NB)) < 0 && errno == EINTR)
				;
			if (r == 0) {
				*uid = u;
				return fd;
			}
			close(fd);
			if (errno != EWOULDBLOCK) {
				diag_errno(d, "sandbox: cannot lock '%s'", path);
				return -1;
			}
		}
	}
	diag_set(d, "sandbox: no free uid in the pool");
	return -1;
}

/* ---- the request ---- */

static int pack(struct box_request *r, size_t *used, const char *s, uint32_t *off)
{
	size_t n = strlen(s) + 1;
	if (*used + n > sizeof r->strings)
		return -1;
	memcpy(r->strings + *used, s, n);
	*off = (uint32_t)*used;
	*used += n;
	return 0;
}

/* The request for spec; *used: how much of its strings are taken. */
static int build_request(const struct sandbox_spec *spec, unsigned uid, struct box_request *r, size_t *used_out,
                         struct diag *d)
{
	size_t used = 0;
	memset(r, 0, offsetof(struct box_request, strings));
	r->magic = BOX_MAGIC;
	r->use_exec_fd = spec->exec_fd >= 0;
	r->seccomp = spec->seccomp;
	r->drop_uid = !spec->keep_uid && uid != (unsigned)-1;
	r->uid = uid;
	r->gid = uid;
	r->measure_root = spec->empty_root;
	r->run_tmpfs_kb = spec->limits.tmpfs_kb > 0 ? spec->limits.tmpfs_kb : 1024;
	r->memory_kb = spec->limits.memory_kb;
	r->stderr_keep = (int64_t)spec->limits.stderr_kb * 1024;
	r->nice = spec->limits.nice;
	r->wall_ms = spec->limits.wall_ms;
	r->cpu_ms = spec->limits.cpu_ms;
	r->as_bytes = (int64_t)spec->limits.as_kb * 1024;
	r->stack_bytes = (int64_t)spec->limits.stack_kb * 1024;
	/* One byte over the cap: a program that writes more is caught by the size. */
	r->fsize_bytes = spec->limits.fsize_kb ? (int64_t)spec->limits.fsize_kb * 1024 + 1 : 0;
	r->nproc = spec->limits.nproc;
	r->nofile = 64;
	if (!r->use_exec_fd && pack(r, &used, spec->path, &r->path_off) < 0)
		goto too_long;
	for (r->argc = 0; spec->argv[r->argc]; r->argc++)
		if (r->argc == BOX_MAX_ARGS || pack(r, &used, spec->argv[r->argc], &r->arg_off[r->argc]) < 0)
			goto too_long;
	for (r->envc = 0; spec->envp && spec->envp[r->envc]; r->envc++)
		if (r->envc == BOX_MAX_ARGS || pack(r, &used, spec->envp[r->envc], &r->env_off[r->envc]) < 0)
			goto too_long;
	*used_out = used;
	return 0;
too_long:
	diag_set(d, "command line too long for the sandbox");
	return -1;
}

/* ---- the child, before judge-box: async-signal-safe calls only ---- */

/* A bind of the spec, made ready for the child before clone. */
struct child_bind {
	char *target; /* inside the new root, before chroot; the child writes into it */
	const char *src, *link;
	int is_dir, writable;
	unsigned long ro_flags; /* the read-only remount keeps the source mount's locked flags */
};

struct child_args {
	const struct sandbox *sb;
	const struct sandbox_spec *spec;
	int req_r, rep_w;
	int net_fd; /* a network namespace to join, or -1 (then clone made a fresh one) */
	const char *tmpfs_opts;
	struct child_bind *binds;
	size_t nbinds;
	char *proc_dir; /* with spec->proc: where the root shows /proc (made before clone: no malloc in the child) */
};

static void child_fail(int rep_w, const char *where)
{
	struct box_report r;
	memset(&r, 0, sizeof r);
	r.magic = BOX_MAGIC;
	r.kind = BOX_FAILED;
	r.err = errno;
	strncpy(r.where, where, sizeof r.where - 1);
	ssize_t w = write(rep_w, &r, sizeof r);
	(void)w;
	_exit(127);
}

static int write_proc(const char *path, const char *text)
{
	int fd = open(path, O_WRONLY | O_CLOEXEC);
	if (fd < 0)
		return -1;
	ssize_t n = write(fd, text, strlen(text));
	close(fd);
	return n == (ssize_t)strlen(text) ? 0 : -1;
}

static void setup_user_namespace(const struct child_args *a)
{
	if (a->sb->is_root)
		return;
	if (write_proc("/proc/self/setgroups", "deny") < 0)
		child_fail(a->rep_w, "write /proc/self/setgroups");
	if (write_proc("/proc/self/uid_map", a->sb->uid_map) < 0)
		child_fail(a->rep_w, "write /proc/self/uid_map");
	if (write_proc("/proc/self/gid_map", a->sb->gid_map) < 0)
		child_fail(a->rep_w, "write /proc/self/gid_map");
}

/* Makes the mount point of one bind inside the new root, its parents first, and mounts it. */
static void setup_bind(const struct child_args *a, struct child_bind *b)
{
	for (char *s = b->target + strlen(a->sb->root_dir) + 1; *s; s++) {
		if (*s != '/')
			continue;
		*s = '\0';
		int r = mkdir(b->target, 0755);
		*s = '/';
		if (r < 0 && errno != EEXIST)
			child_fail(a->rep_w, "mkdir in the root");
	}
	if (b->link) {
		if (symlink(b->link, b->target) < 0)
			child_fail(a->rep_w, "symlink in the root");
		return;
	}
	if (!b->src) {
		/* A directory of the root's own tmpfs, for the program to write in (umask aside). */
		if ((mkdir(b->target, 0777) < 0 && errno != EEXIST) || chmod(b->target, 0777) < 0)
			child_fail(a->rep_w, "mkdir a writable directory in the root");
		return;
	}
	if (b->is_dir) {
		if (mkdir(b->target, 0755) < 0 && errno != EEXIST)
			child_fail(a->rep_w, "mkdir a mount point");
	} else {
		int fd = open(b->target, O_WRONLY | O_CREAT | O_CLOEXEC, 0644);
		if (fd < 0)
			child_fail(a->rep_w, "create a mount point");
		close(fd);
	}
	if (mount(b->src, b->target, NULL, MS_BIND | MS_REC, NULL) < 0)
		child_fail(a->rep_w, "bind mount into the root");
	if (!b->writable && mount(NULL, b->target, NULL, MS_BIND | MS_REMOUNT | b->ro_flags, NULL) < 0)
		child_fail(a->rep_w, "remount a bind read-only");
}

static void setup_mounts(const struct child_args *a)
{
	const struct sandbox_spec *spec = a->spec;
	if (mount(NULL, "/", NULL, MS_REC | MS_PRIVATE, NULL) < 0)
		child_fail(a->rep_w, "mount / private");
	if (spec->empty_root) {
		if (mount("judge-root", a->sb->root_dir, "tmpfs", MS_NOSUID | MS_NODEV, a->tmpfs_opts) < 0)
			child_fail(a->rep_w, "mount tmpfs root");
		for (size_t i = 0; i < a->nbinds; i++)
			setup_bind(a, &a->binds[i]);
		if (spec->proc) {
			/* This process is the new PID namespace's init: its /proc shows only the sandbox. */
			if ((mkdir(a->proc_dir, 0555) < 0 && errno != EEXIST) ||
			    mount("proc", a->proc_dir, "proc", MS_NOSUID | MS_NODEV | MS_NOEXEC | MS_RDONLY, NULL) < 0)
				child_fail(a->rep_w, "mount /proc");
		}
		if (chdir(a->sb->root_dir) < 0)
			child_fail(a->rep_w, "chdir root");
		if (chroot(".") < 0)
			child_fail(a->rep_w, "chroot");
		if (chdir("/") < 0)
			child_fail(a->rep_w, "chdir /");
	}
	if (spec->cwd && chdir(spec->cwd) < 0)
		child_fail(a->rep_w, "chdir to the working directory");
}

static void setup_fds(const struct child_args *a)
{
	const struct sandbox_spec *spec = a->spec;
	int src[8] = { spec->stdin_fd, spec->stdout_fd, spec->stderr_fd,  a->req_r,
		       a->rep_w,       spec->exec_fd,   a->sb->filter_fd, a->sb->box_fd };
	int high[8];
	/* First move every source above the targets, so no dup2 clobbers another source. */
	for (int i = 0; i < 8; i++) {
		high[i] = -1;
		if (src[i] >= 0 && (high[i] = fcntl(src[i], F_DUPFD_CLOEXEC, 64)) < 0)
			child_fail(a->rep_w, "fcntl(F_DUPFD)");
	}
	int rep = high[4];
	for (int i = 0; i < 8; i++) {
		if (high[i] < 0)
			close(i); /* a target nobody fills must not leak a judge descriptor */
		else if (dup2(high[i], i) < 0)
			child_fail(rep, "dup2");
	}
	/* judge-box itself is executed from fd 7, close-on-exec. */
	if (fcntl(7, F_SETFD, FD_CLOEXEC) < 0 || syscall(SYS_close_range, 8, ~0U, 0) < 0)
		child_fail(BOX_FD_REPORT, "close_range");
}

/* A sandbox under the filter joins the shared network namespace (shared_net); any other has its own from clone. */
static void setup_network(const struct child_args *a)
{
	if (a->net_fd >= 0 && setns(a->net_fd, CLONE_NEWNET) < 0)
		child_fail(a->rep_w, "setns into the sessions' network namespace");
}

static int child_main(void *arg)
{
	const struct child_args *a = arg;
	if (prctl(PR_SET_PDEATHSIG, SIGKILL) < 0)
		child_fail(a->rep_w, "prctl(PR_SET_PDEATHSIG)");
	setup_network(a);
	setup_user_namespace(a);
	setup_mounts(a);
	setup_fds(a);
	char *argv[] = { "judge-box", NULL }, *envp[] = { NULL };
	syscall(SYS_execveat, 7, "", argv, envp, AT_EMPTY_PATH);
	child_fail(BOX_FD_REPORT, "execveat judge-box");
	return 127;
}

/* ---- the parent ---- */

static int read_report(int fd, struct box_report *out)
{
	struct box_report r;
	int got = 0;
	for (;;) {
		ssize_t n = read(fd, &r, sizeof r);
		if (n < 0 && errno == EINTR)
			continue;
		if (n != (ssize_t)sizeof r || r.magic != BOX_MAGIC)
			break;
		/* A failure outranks the final report that may follow it. */
		if (!got || out->kind != BOX_FAILED)
			*out = r;
		got = 1;
	}
	return got;
}

/*
 * In a session, each run's root is a fresh tmpfs: judge-box shows the binds
 * there again, from where the session's root has them (box.h).
 */
static int request_binds(struct box_request *r, size_t *used, const struct child_bind *binds,
                         const struct sandbox_spec *spec, struct diag *d)
{
	if (spec->nbinds > BOX_MAX_BINDS) {
		diag_set(d, "sandbox: more than %d binds in a session", BOX_MAX_BINDS);
		return -1;
	}
	for (size_t i = 0; i < spec->nbinds; i++) {
		struct box_bind *b = &r->binds[i];
		b->is_link = binds[i].link != NULL;
		b->is_dir = binds[i].is_dir;
		b->ro_flags = binds[i].ro_flags;
		if (spec->binds[i].writable) {
			diag_set(d, "sandbox: a session's runs cannot share a writable bind");
			return -1;
		}
		if (pack(r, used, spec->binds[i].dst, &b->dst_off) < 0 ||
		    (b->is_link && pack(r, used, binds[i].link, &b->link_off) < 0)) {
			diag_set(d, "command line too long for the sandbox");
			return -1;
		}
	}
	r->nbinds = (int32_t)spec->nbinds;
	return 0;
}

/* A judge-box started in fresh namespaces. */
struct box {
	long pid;
	int pidfd, sock, report;
	int uid_lock; /* holds the run's uid of the pool, or -1 */
	unsigned uid; /* that uid, or (unsigned)-1 */
	double start;
};

static void box_close(struct box *b)
{
	close_fd(&b->uid_lock);
	close_fd(&b->sock);
	close_fd(&b->report);
	close_fd(&b->pidfd);
}

/*
 * What the child mounts for spec's binds: each target under the root, and
 * for a file or folder shown from the machine, whether it is a folder and
 * the read-only flags that keep its own (nodev, noexec, ...).
 */
static int box_binds(struct sandbox *sb, const struct sandbox_spec *spec, struct child_bind *binds, struct diag *d)
{
	for (size_t i = 0; i < spec->nbinds; i++) {
		const struct sandbox_bind *sbd = &spec->binds[i];
		struct child_bind *cb = &binds[i];
		cb->target = xasprintf("%s%s", sb->root_dir, sbd->dst);
		cb->src = sbd->src;
		cb->link = sbd->link;
		cb->writable = sbd->writable;
		struct stat st;
		struct statvfs vfs;
		if (sbd->link)
			continue;
		if (!sbd->src) {
			cb->is_dir = 1;
			continue;
		}
		if (stat(sbd->src, &st) < 0 || statvfs(sbd->src, &vfs) < 0) {
			diag_errno(d, "sandbox: cannot show '%s' in the root", sbd->src);
			return -1;
		}
		cb->is_dir = S_ISDIR(st.st_mode);
		cb->ro_flags = MS_RDONLY | MS_NOSUID |
		               (vfs.f_flag & (ST_NODEV | ST_NOEXEC | ST_NOATIME | ST_NODIRATIME | ST_RELATIME));
	}
	return 0;
}

/*
 * Starts the child in fresh namespaces (a network namespace of its own unless
 * it joins the session's, a user namespace when the judge is not root); it
 * runs child_main(). The descriptors spec gives away are closed here.
 *
 * The child shares the judge's memory until it executes judge-box (CLONE_VM |
 * CLONE_VFORK, as posix_spawn does): no copy of the judge's address space
 * (its libraries, its heap) is made for every sandbox and thrown away at
 * that exec, and the judge's own pages take no copy-on-write faults after.
 * This thread sleeps meanwhile; the child runs on a stack of its own below
 * this frame, calls no malloc, and writes nothing of the judge's but a bind's
 * path, which it puts back. Every signal is blocked across the clone, so no
 * handler of the judge's runs in the child: judge-box unblocks them itself.
 */
static int box_clone(struct sandbox *sb, const struct sandbox_spec *spec, struct child_args *args, struct box *b,
                     struct diag *d)
{
	int flags = CLONE_NEWPID | CLONE_NEWNS | CLONE_NEWIPC | CLONE_NEWUTS | CLONE_PIDFD | CLONE_VM | CLONE_VFORK |
	            SIGCHLD;
	if (args->net_fd < 0)
		flags |= CLONE_NEWNET;
	if (!sb->is_root)
		flags |= CLONE_NEWUSER;
	char stack[32 << 10] __attribute__((aligned(16)));
	sigset_t all, old;
	sigfillset(&all);
	pthread_sigmask(SIG_SETMASK, &all, &old);
	b->start = monotonic_ms();
	b->pid = clone(child_main, stack + sizeof stack, flags, args, &b->pidfd);
	int err = errno;
	BOX_CLONE_STACK_DONE(stack, sizeof stack);
	pthread_sigmask(SIG_SETMASK, &old, NULL);
	if (b->pid < 0) {
		errno = err;
		diag_errno(d, "clone with new namespaces");
		return -1;
	}
	if (spec->give_stdio) {
		/* The program has its own copies now: a pipe's other end sees EOF when the program's end closes. */
		int fds[3] = { spec->stdin_fd, spec->stdout_fd, spec->stderr_fd };
		for (int i = 0; i < 3; i++)
			if (fds[i] >= 0 && (i == 0 || fds[i] != fds[i - 1]))
				close(fds[i]);
	}
	return 0;
}

/* Starts judge-box for spec; its request is already sent when this returns. */
static int box_start(struct sandbox *sb, const struct sandbox_spec *spec, int session, struct box *b, struct diag *d)
{
	struct box_request *req = xmalloc(sizeof *req);
	int sv[2] = { -1, -1 }, rep_p[2] = { -1, -1 }, ret = -1;
	char tmpfs_opts[96];
	struct child_bind *binds = xcalloc(spec->nbinds, sizeof *binds);
	unsigned uid = (unsigned)-1;

	*b = (struct box){ .pid = -1, .pidfd = -1, .sock = -1, .report = -1, .uid_lock = -1, .uid = (unsigned)-1 };
	/* A session's root holds only the runs' mount points; a single run's root is its directory. */
	if (session)
		snprintf(tmpfs_opts, sizeof tmpfs_opts, "size=64k,nr_inodes=1024,mode=0755");
	else
		snprintf(tmpfs_opts, sizeof tmpfs_opts, "size=%ldk,nr_inodes=%d,mode=0777",
		         spec->limits.tmpfs_kb > 0 ? spec->limits.tmpfs_kb : 1024, BOX_RUN_INODES);
	if (spec->empty_root && spec->exec_fd < 0 && spec->nbinds == 0) {
		diag_set(d, "an empty root needs the program as a descriptor");
		goto out;
	}
	if (box_binds(sb, spec, binds, d) < 0)
		goto out;
	if (sb->is_root && !spec->keep_uid && (b->uid_lock = uid_take(sb, &uid, d)) < 0)
		goto out;
	b->uid = uid;
	size_t used;
	if (build_request(spec, uid, req, &used, d) < 0 || (session && request_binds(req, &used, binds, spec, d) < 0))
		goto out;
	req->session = session;
	if (socketpair(AF_UNIX, SOCK_SEQPACKET | SOCK_CLOEXEC, 0, sv) < 0 || pipe2(rep_p, O_CLOEXEC) < 0) {
		diag_errno(d, "socketpair");
		goto out;
	}
	/* The request fits in the socket's buffer, so it is sent before the child exists. */
	if (send(sv[0], req, BOX_REQUEST_SIZE(used), 0) != (ssize_t)BOX_REQUEST_SIZE(used)) {
		diag_errno(d, "sending the sandbox request");
		goto out;
	}
	struct child_args args = { .sb = sb,
		                   .spec = spec,
		                   .req_r = sv[1],
		                   .rep_w = rep_p[1],
		                   .tmpfs_opts = tmpfs_opts,
		                   .binds = binds,
		                   .nbinds = spec->nbinds,
		                   /* A program under the filter makes no socket: no network namespace of its own. */
		                   .net_fd = spec->seccomp ? sb->net_fd : -1,
		                   .proc_dir = spec->proc ? xasprintf("%s/proc", sb->root_dir) : NULL };
	int cloned = box_clone(sb, spec, &args, b, d);
	free(args.proc_dir);
	if (cloned < 0)
		goto out;
	b->sock = sv[0];
	b->report = rep_p[0];
	sv[0] = rep_p[0] = -1;
	ret = 0;
out:
	for (int i = 0; i < 2; i++) {
		if (sv[i] >= 0)
			close(sv[i]);
		if (rep_p[i] >= 0)
			close(rep_p[i]);
	}
	for (size_t i = 0; i < spec->nbinds; i++)
		free(binds[i].target);
	free(binds);
	free(req);
	if (ret < 0)
		box_close(b);
	return ret;
}

/* The limit judge-box stopped a program at (box_report.killed_for), as sandbox_result.killed_for says it. */
static int killed_for(int32_t box_limit)
{
	switch (box_limit) {
	case BOX_LIMIT_CPU:
		return SANDBOX_KILLED_CPU;
	case BOX_LIMIT_MEMORY:
		return SANDBOX_KILLED_MEMORY;
	case BOX_LIMIT_WALL:
		return SANDBOX_KILLED_WALL;
	default:
		return 0;
	}
}

/* Turns a report into a result; -1 with a message when the report is the judge's failure. */
static int decode(const struct box_report *rep, int got, int status, struct sandbox_result *res, struct diag *d)
{
	if (got && rep->kind == BOX_FAILED) {
		if (!strcmp(rep->where, "execve") && (rep->err == ENOMEM || rep->err == E2BIG)) {
			res->exec_nomem = 1;
			res->exited = 1;
			res->exit_code = 127;
			return 0;
		}
		diag_set(d, "sandbox: %s: %s", rep->where, strerror(rep->err));
		return -1;
	}
	if (got) {
		res->memory_kb = (long)rep->maxrss_kb;
		res->files_kb = (long)rep->files_kb;
		res->stopped = rep->stopped;
		res->killed_for = killed_for(rep->killed_for);
		if (rep->killed_for == BOX_LIMIT_WALL)
			res->wall_killed = SANDBOX_WALL_LIMIT; /* judge-box's, even if the backstop came as it ended */
		res->wait_ms = (long)(rep->wait_us / 1000);
		status = rep->wstatus;
	} else if (!res->wall_killed) {
		diag_set(d, "sandbox: judge-box ended without a report (status 0x%x)", status);
		return -1;
	} else {
		status = SIGKILL; /* killed at the wall limit before the program ended */
	}
	if (res->wall_killed && !res->killed_for)
		res->killed_for = SANDBOX_KILLED_WALL; /* the judge's backstop */
	res->exited = WIFEXITED(status);
	res->exit_code = res->exited ? WEXITSTATUS(status) : 0;
	res->signal = WIFSIGNALED(status) ? WTERMSIG(status) : 0;
	return 0;
}

struct sandbox_session;
static void session_running(struct sandbox_session *ss, int pidfd);

/* One run in its own sandbox; ss, when given, can stop it from another thread (sandbox_session_kill). */
static int run_once(struct sandbox *sb, const struct sandbox_spec *spec, struct sandbox_result *res,
                    struct sandbox_session *ss, struct diag *d)
{
	struct box b;
	memset(res, 0, sizeof *res);
	if (box_start(sb, spec, 0, &b, d) < 0)
		return -1;
	if (ss)
		session_running(ss, b.pidfd);
	/* One run: judge-box needs nothing more. */
	close(b.sock);
	b.sock = -1;

	/*
	 * Wait for the end: judge-box stops the program at its wall limit net of
	 * waiting. At the backstop judge-box gets SIGTERM and kills the program
	 * itself, so its CPU time is still counted; if judge-box does not end
	 * within a second, SIGKILL ends the namespace.
	 */
	for (int stage = 0;;) {
		struct pollfd pfd = { .fd = b.pidfd, .events = POLLIN };
		int timeout = -1;
		if (stage == 0 && spec->limits.wall_ms > 0) {
			double left = (double)wall_backstop(spec->limits.wall_ms) - (monotonic_ms() - b.start);
			timeout = left > 0 ? (int)left + 1 : 0;
		} else if (stage == 1) {
			timeout = 1000;
		}
		int r = poll(&pfd, 1, timeout);
		if (r < 0 && errno == EINTR)
			continue;
		if (r != 0)
			break;
		res->wall_killed = SANDBOX_WALL_BACKSTOP_HIT;
		syscall(SYS_pidfd_send_signal, b.pidfd, stage == 0 ? SIGTERM : SIGKILL, NULL, 0);
		if (stage++ == 1)
			break;
	}
	int status, ret = -1;
	struct rusage ru;
	while (wait4((pid_t)b.pid, &status, __WALL, &ru) < 0) {
		if (errno != EINTR) {
			diag_errno(d, "wait4");
			goto out;
		}
	}
	if (ss)
		session_running(ss, -1);
	res->wall_ms = (long)(monotonic_ms() - b.start + 0.5);
	res->cpu_ms =
	        (ru.ru_utime.tv_sec + ru.ru_stime.tv_sec) * 1000L + (ru.ru_utime.tv_usec + ru.ru_stime.tv_usec) / 1000L;
	struct box_report rep;
	int got = read_report(b.report, &rep);
	ret = decode(&rep, got, status, res, d);
out:
	box_close(&b);
	return ret;
}

int sandbox_run(struct sandbox *sb, const struct sandbox_spec *spec, struct sandbox_result *res, struct diag *d)
{
	return run_once(sb, spec, res, NULL, d);
}

int sandbox_bind_same(const char *path, struct sandbox_bind *b)
{
	struct stat st;
	char link[PATH_MAX];
	*b = (struct sandbox_bind){ 0 };
	if (lstat(path, &st) < 0)
		return -1;
	ssize_t n = S_ISLNK(st.st_mode) ? readlink(path, link, sizeof link - 1) : -1;
	if (S_ISLNK(st.st_mode) && n <= 0)
		return -1;
	if (n > 0)
		link[n] = '\0';
	b->dst = xstrdup(path);
	b->src = n > 0 ? NULL : xstrdup(path);
	b->link = n > 0 ? xstrdup(link) : NULL;
	return 0;
}

void sandbox_bind_free(struct sandbox_bind *b)
{
	free((char *)b->dst);
	free((char *)b->src);
	free((char *)b->link);
	*b = (struct sandbox_bind){ 0 };
}

/* ---- sessions: one judge-box for many runs of one binary ---- */

/*
 * A session is shared (as root: one judge-box, a fresh process and tmpfs per
 * run) or fresh (otherwise: the spec is kept and every run gets a sandbox of
 * its own, through run_once). Callers cannot tell them apart.
 */
struct sandbox_session {
	struct sandbox *sb;
	int fresh;
	struct box b; /* shared */
	int broken;
	/* fresh: the program's spec, with its own copies of what it points to */
	struct sandbox_spec spec;
	struct strv argv, envp;
	char *root_key; /* shared: what its root was made with (root_key()): another program must match it */
	int lasting;    /* shared: made by the process's main thread (sandbox_session_lasting) */
	/* sandbox_session_kill from another thread */
	pthread_mutex_t lock;
	int pidfd;   /* fresh: the running judge-box, or -1 */
	int running; /* shared: a run is under way */
};

static void session_running(struct sandbox_session *ss, int pidfd)
{
	pthread_mutex_lock(&ss->lock);
	ss->pidfd = pidfd;
	pthread_mutex_unlock(&ss->lock);
}

int sandbox_has_sessions(const struct sandbox *sb)
{
	/*
	 * In a user namespace judge-box runs with a mapped non-zero uid, so it
	 * loses its capabilities at exec and could not chroot each run.
	 */
	return sb->is_root;
}

/*
 * What a session's root and runs are made with, beyond the program and its
 * limits: the binds, /proc, the working directory, the uid kept or not. Two
 * specs with the same key can share a session (sandbox_session_retarget).
 */
static char *root_key(const struct sandbox_spec *spec)
{
	char *key;
	size_t len;
	FILE *f = xopen_memstream(&key, &len);
	const char *cwd = spec->cwd ? spec->cwd : "";
	/* Each path after its length, so that no path can pass for two. */
	fprintf(f, "proc %d keep_uid %d seccomp %d empty_root %d cwd %zu:%s", spec->proc, spec->keep_uid, spec->seccomp,
	        spec->empty_root, strlen(cwd), cwd);
	for (size_t i = 0; i < spec->nbinds; i++) {
		const struct sandbox_bind *b = &spec->binds[i];
		const char *src = b->src ? b->src : "", *link = b->link ? b->link : "";
		fprintf(f, " bind %d %zu:%s %zu:%s %zu:%s", b->writable, strlen(b->dst), b->dst, strlen(src), src,
		        strlen(link), link);
	}
	fclose(f);
	return key;
}

struct sandbox_session *sandbox_session_open(struct sandbox *sb, const struct sandbox_spec *spec, struct diag *d)
{
	if (!spec->empty_root || !spec->seccomp) {
		diag_set(d, "a session needs an empty root and the seccomp filter");
		return NULL;
	}
	struct sandbox_session *ss = xcalloc(1, sizeof *ss);
	ss->sb = sb;
	ss->pidfd = -1;
	pthread_mutex_init(&ss->lock, NULL);
	ss->fresh = !sandbox_has_sessions(sb);
	if (!ss->fresh) {
		if (box_start(sb, spec, 1, &ss->b, d) < 0) {
			pthread_mutex_destroy(&ss->lock);
			free(ss);
			return NULL;
		}
		ss->root_key = root_key(spec);
		ss->lasting = syscall(SYS_gettid) == getpid();
		return ss;
	}
	ss->spec = *spec;
	ss->spec.exec_fd = spec->exec_fd < 0 ? -1 : fcntl(spec->exec_fd, F_DUPFD_CLOEXEC, 0);
	if (spec->exec_fd >= 0 && ss->spec.exec_fd < 0) {
		diag_errno(d, "sandbox: cannot keep the program's descriptor");
		pthread_mutex_destroy(&ss->lock);
		free(ss);
		return NULL;
	}
	for (char *const *a = spec->argv; *a; a++)
		strv_push(&ss->argv, *a);
	for (char *const *e = spec->envp; e && *e; e++)
		strv_push(&ss->envp, *e);
	strv_push(&ss->envp, NULL);
	ss->spec.argv = ss->argv.v;
	ss->spec.envp = ss->envp.v;
	/* The program's path and binds are the caller's: keep copies for the runs to come. */
	ss->spec.path = spec->path ? xstrdup(spec->path) : NULL;
	struct sandbox_bind *binds = xcalloc(spec->nbinds ? spec->nbinds : 1, sizeof *binds);
	for (size_t i = 0; i < spec->nbinds; i++) {
		const struct sandbox_bind *b = &spec->binds[i];
		binds[i] = (struct sandbox_bind){ .dst = xstrdup(b->dst),
			                          .src = b->src ? xstrdup(b->src) : NULL,
			                          .link = b->link ? xstrdup(b->link) : NULL,
			                          .writable = b->writable };
	}
	ss->spec.binds = binds;
	return ss;
}

/* Sends the message in iov with nfds (1 to 3) descriptors as SCM_RIGHTS to judge-box; sendmsg()'s result. */
static ssize_t send_with_fds(int sock, struct iovec *iov, size_t niov, const int *fds, size_t nfds)
{
	char control[CMSG_SPACE(3 * sizeof(int))];
	memset(control, 0, sizeof control);
	struct msghdr msg = { .msg_iov = iov,
		              .msg_iovlen = niov,
		              .msg_control = control,
		              .msg_controllen = CMSG_SPACE(nfds * sizeof(int)) };
	struct cmsghdr *c = CMSG_FIRSTHDR(&msg);
	c->cmsg_level = SOL_SOCKET;
	c->cmsg_type = SCM_RIGHTS;
	c->cmsg_len = CMSG_LEN(nfds * sizeof(int));
	memcpy(CMSG_DATA(c), fds, nfds * sizeof(int));
	return sendmsg(sock, &msg, MSG_NOSIGNAL);
}

int sandbox_session_lasting(const struct sandbox_session *ss)
{
	return !ss->fresh && ss->lasting && !ss->broken;
}

int sandbox_session_retarget(struct sandbox_session *ss, const struct sandbox_spec *spec, struct diag *d)
{
	if (ss->fresh || ss->broken || !spec->empty_root || !spec->seccomp || spec->exec_fd < 0)
		return 0;
	char *key = root_key(spec);
	int same = !strcmp(key, ss->root_key);
	free(key);
	if (!same)
		return 0;
	struct child_bind *binds = xcalloc(spec->nbinds ? spec->nbinds : 1, sizeof *binds);
	struct box_request *req = xcalloc(1, sizeof *req);
	int ret = -1;
	size_t used;
	if (box_binds(ss->sb, spec, binds, d) < 0 || build_request(spec, ss->b.uid, req, &used, d) < 0 ||
	    request_binds(req, &used, binds, spec, d) < 0)
		goto out;
	req->session = 1;
	struct box_command cmd = { .magic = BOX_MAGIC, .kind = BOX_PROGRAM };
	struct iovec iov[2] = { { .iov_base = &cmd, .iov_len = BOX_COMMAND_HEAD },
		                { .iov_base = req, .iov_len = BOX_REQUEST_SIZE(used) } };
	if (send_with_fds(ss->b.sock, iov, 2, &spec->exec_fd, 1) !=
	    (ssize_t)(BOX_COMMAND_HEAD + BOX_REQUEST_SIZE(used))) {
		diag_errno(d, "sandbox: sending a new program to the session");
		ss->broken = 1;
		goto out;
	}
	ret = 1;
out:
	for (size_t i = 0; i < spec->nbinds; i++)
		free(binds[i].target);
	free(binds);
	free(req);
	return ret;
}

void sandbox_session_kill(struct sandbox_session *ss)
{
	pthread_mutex_lock(&ss->lock);
	if (ss->fresh && ss->pidfd >= 0)
		syscall(SYS_pidfd_send_signal, ss->pidfd, SIGTERM, NULL, 0);
	if (!ss->fresh && ss->running) {
		/* judge-box ignores a kill that arrives after its run ended. */
		struct box_command kill_cmd = { .magic = BOX_MAGIC, .kind = BOX_KILL };
		send(ss->b.sock, &kill_cmd, BOX_COMMAND_HEAD, MSG_NOSIGNAL);
	}
	pthread_mutex_unlock(&ss->lock);
}

/* Reads records until the run's BOX_DONE; a BOX_FAILED before it wins. 1, 0 at EOF, -1 timeout. */
static int session_report(struct sandbox_session *ss, int timeout_ms, struct box_report *out)
{
	int got = 0;
	double until = monotonic_ms() + timeout_ms;
	for (;;) {
		struct pollfd p = { .fd = ss->b.report, .events = POLLIN };
		int left = timeout_ms < 0 ? -1 : (int)(until - monotonic_ms()) + 1;
		int r = poll(&p, 1, left < 0 && timeout_ms >= 0 ? 0 : left);
		if (r < 0 && errno == EINTR)
			continue;
		if (r == 0)
			return -1;
		struct box_report rep;
		ssize_t n = read(ss->b.report, &rep, sizeof rep);
		if (n != (ssize_t)sizeof rep || rep.magic != BOX_MAGIC)
			return got; /* judge-box ended: after a failure, that failure is the report */
		if (!got || out->kind != BOX_FAILED)
			*out = rep;
		got = 1;
		if (rep.kind == BOX_DONE)
			return 1;
	}
}

/* A run in a fresh sandbox of its own, with the session's spec (and args for its arguments). */
static int fresh_run(struct sandbox_session *ss, char *const *args, int in, int out, int err, long wall_ms, int give,
                     struct sandbox_result *res, struct diag *d)
{
	struct sandbox_spec spec = ss->spec;
	struct strv argv = { 0 };
	if (args) {
		strv_push(&argv, spec.argv[0]);
		for (char *const *a = args; *a; a++)
			strv_push(&argv, *a);
		spec.argv = argv.v;
	}
	spec.stdin_fd = in;
	spec.stdout_fd = out;
	spec.stderr_fd = err;
	spec.give_stdio = give;
	spec.limits.wall_ms = wall_ms;
	int rc = run_once(ss->sb, &spec, res, ss, d);
	strv_free(&argv);
	return rc;
}

/* A BOX_RUN command with args packed in; its length in *len. -1 when they do not fit. */
static int pack_args(struct box_command *cmd, char *const *args, size_t *len)
{
	size_t used = 0;
	cmd->argc = 0;
	for (char *const *a = args; a && *a; a++) {
		size_t n = strlen(*a) + 1;
		if (used + n > sizeof cmd->args || cmd->argc + 1 >= BOX_MAX_ARGS)
			return -1;
		memcpy(cmd->args + used, *a, n);
		used += n;
		cmd->argc++;
	}
	*len = BOX_COMMAND_HEAD + used;
	return 0;
}

int sandbox_session_run(struct sandbox_session *ss, int in, int out, int err, long wall_ms, int give,
                        struct sandbox_result *res, struct diag *d)
{
	return sandbox_session_run_args(ss, NULL, in, out, err, wall_ms, give, res, d);
}

int sandbox_session_run_args(struct sandbox_session *ss, char *const *args, int in, int out, int err, long wall_ms,
                             int give, struct sandbox_result *res, struct diag *d)
{
	memset(res, 0, sizeof *res);
	if (ss->fresh)
		return fresh_run(ss, args, in, out, err, wall_ms, give, res, d);
	struct box_command cmd = { .magic = BOX_MAGIC, .kind = BOX_RUN, .wall_ms = wall_ms };
	size_t len;
	int packed = pack_args(&cmd, args, &len);
	if (ss->broken || packed < 0) {
		if (packed < 0)
			diag_set(d, "sandbox: a run's arguments are over %d bytes", BOX_RUN_ARGS);
		else
			diag_set(d, "sandbox: the session ended earlier");
		if (give) {
			close(in);
			close(out);
			if (err != out)
				close(err);
		}
		return -1;
	}
	int fds[3] = { in, out, err };
	struct iovec iov = { .iov_base = &cmd, .iov_len = len };
	double start = monotonic_ms();
	pthread_mutex_lock(&ss->lock);
	ssize_t sent = send_with_fds(ss->b.sock, &iov, 1, fds, 3);
	ss->running = sent == (ssize_t)len;
	pthread_mutex_unlock(&ss->lock);
	if (give) {
		/* judge-box holds its own copies now. */
		close(in);
		close(out);
		if (err != out)
			close(err);
	}
	if (sent != (ssize_t)len) {
		diag_errno(d, "sandbox: sending a run");
		ss->broken = 1;
		return -1;
	}
	struct box_report rep;
	int r = session_report(ss, wall_ms > 0 ? (int)wall_backstop(wall_ms) : -1, &rep);
	if (r < 0) {
		/* The backstop: judge-box kills the program and still reports its figures. */
		res->wall_killed = SANDBOX_WALL_BACKSTOP_HIT;
		struct box_command kill_cmd = { .magic = BOX_MAGIC, .kind = BOX_KILL };
		send(ss->b.sock, &kill_cmd, BOX_COMMAND_HEAD, MSG_NOSIGNAL);
		r = session_report(ss, 5000, &rep);
	}
	res->wall_ms = (long)(monotonic_ms() - start + 0.5);
	pthread_mutex_lock(&ss->lock);
	ss->running = 0;
	pthread_mutex_unlock(&ss->lock);
	if (r <= 0) {
		ss->broken = 1;
		diag_set(d, "sandbox: judge-box %s", r < 0 ? "does not answer" : "ended without a report");
		return -1;
	}
	if (rep.kind == BOX_DONE)
		res->cpu_ms = (long)(rep.cpu_us / 1000);
	return decode(&rep, 1, 0, res, d);
}

void sandbox_session_close(struct sandbox_session *ss)
{
	if (!ss)
		return;
	pthread_mutex_destroy(&ss->lock);
	if (ss->fresh) {
		if (ss->spec.exec_fd >= 0)
			close(ss->spec.exec_fd);
		free((char *)ss->spec.path);
		for (size_t i = 0; i < ss->spec.nbinds; i++)
			sandbox_bind_free((struct sandbox_bind *)&ss->spec.binds[i]);
		free((struct sandbox_bind *)ss->spec.binds);
		strv_free(&ss->argv);
		strv_free(&ss->envp);
		free(ss);
		return;
	}
	close(ss->b.sock); /* judge-box ends at the end of its commands */
	ss->b.sock = -1;
	struct pollfd p = { .fd = ss->b.pidfd, .events = POLLIN };
	if (poll(&p, 1, 2000) <= 0)
		syscall(SYS_pidfd_send_signal, ss->b.pidfd, SIGKILL, NULL, 0);
	int status;
	while (waitpid((pid_t)ss->b.pid, &status, __WALL) < 0 && errno == EINTR)
		;
	box_close(&ss->b);
	free(ss->root_key);
	free(ss);
}
