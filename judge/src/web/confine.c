/*
 * confine.c: the HTTP process's confinement: an empty root, Landlock and a
 * seccomp allow-list (confine.h says in which order, and why).
 *
 * How the list below was found: serve-http (pages, logins, submissions, the
 * API's reads, the event feed) was run with strace following the HTTP
 * process and all its threads, and each call it made after the point where
 * it is now confined is here, with the reason, with the calls of the same
 * family its libraries may make instead (poll for select, accept for
 * accept4). Every serve test then runs with the filter on: a call missing
 * here kills the HTTP process in the middle of one. Calls that only fail
 * once confined (the store's directory opened for an fsync, glibc reading
 * /proc/sys/vm/overcommit_memory) stay allowed, so that they fail with
 * EACCES as they already did for nobody, rather than kill the process:
 * Landlock and the empty root, not the filter, decide what can be opened.
 */
#define _GNU_SOURCE
#include "web/confine.h"

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <linux/landlock.h>
#include <sched.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/prctl.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <time.h>
#include <unistd.h>
#include <zip.h>

#include "run/filter.h"
#include "web/http.h"
#include "store/store.h"
#include "store/store.h"
#include "util.h"

/* Landlock's rights newer than Debian 12's kernel headers, by the ABI that brought them. */
#ifndef LANDLOCK_ACCESS_FS_TRUNCATE
#define LANDLOCK_ACCESS_FS_TRUNCATE (1ULL << 14) /* ABI 3 */
#endif
#ifndef LANDLOCK_ACCESS_FS_IOCTL_DEV
#define LANDLOCK_ACCESS_FS_IOCTL_DEV (1ULL << 15) /* ABI 5 */
#endif
#ifndef LANDLOCK_ACCESS_NET_BIND_TCP
#define LANDLOCK_ACCESS_NET_BIND_TCP    (1ULL << 0) /* ABI 4 */
#define LANDLOCK_ACCESS_NET_CONNECT_TCP (1ULL << 1)
#endif
#ifndef LANDLOCK_SCOPE_ABSTRACT_UNIX_SOCKET
#define LANDLOCK_SCOPE_ABSTRACT_UNIX_SOCKET (1ULL << 0) /* ABI 6 */
#define LANDLOCK_SCOPE_SIGNAL               (1ULL << 1)
#endif

/* The ruleset's attributes as ABI 6 has them; an older kernel is given the part it knows. */
struct ruleset_attr {
	uint64_t handled_access_fs;
	uint64_t handled_access_net;
	uint64_t scoped;
};

/* The empty root: root's, mode 0555, empty; made at the first start. */
#define EMPTY_ROOT_PARENT "/run/gamejudge"
#define EMPTY_ROOT        EMPTY_ROOT_PARENT "/http-root"

/* The store's files Landlock lets the process open: SQLite's database, its WAL and shared memory. */
static const char *const store_suffixes[] = { "", "-wal", "-shm" };
#define NSTORE (sizeof store_suffixes / sizeof *store_suffixes)

struct confine {
	scmp_filter_ctx filter;
	int store_fds[NSTORE]; /* O_PATH, -1 for a file that does not exist */
	int abi;               /* Landlock's ABI; 0: none */
	char missing[512];
};

/*
 * What the HTTP process may call once confined, each without conditions;
 * the rules that look at arguments (clone, clone3, prctl, ioctl, prlimit64)
 * are added apart in add_conditional().
 */
static const struct filter_syscall http_syscalls[] = {
	/* libmicrohttpd: one thread accepts, one thread per connection (http.c). */
	{ "accept", "taking a connection off the listening socket" },
	{ "accept4", "taking a connection off the listening socket" },
	{ "recvfrom", "reading a request" },
	{ "recvmsg", "reading a request" },
	{ "read", "reading a request, the wake-up pipes, the store" },
	{ "readv", "reading a request" },
	{ "sendto", "writing an answer" },
	{ "sendmsg", "writing an answer (headers and body gathered)" },
	{ "write", "writing an answer, the log on stderr, waking the root processes" },
	{ "writev", "writing an answer, the log on stderr" },
	{ "sendfile", "writing an answer from a descriptor" },
	{ "shutdown", "closing a connection" },
	{ "setsockopt", "TCP_NODELAY and the like on an accepted connection" },
	{ "getsockopt", "a connection's pending error" },
	{ "getsockname", "a connection's own address" },
	{ "getpeername", "a connection's client address" },
	{ "select", "waiting on connections" },
	{ "pselect6", "waiting on connections" },
	{ "poll", "waiting on connections" },
	{ "ppoll", "waiting on connections" },
	{ "epoll_create1", "waiting on connections (libmicrohttpd's epoll mode)" },
	{ "epoll_ctl", "waiting on connections (libmicrohttpd's epoll mode)" },
	{ "epoll_wait", "waiting on connections (libmicrohttpd's epoll mode)" },
	{ "epoll_pwait", "waiting on connections (libmicrohttpd's epoll mode)" },
	{ "eventfd2", "libmicrohttpd's channel between its threads" },
	{ "pipe2", "libmicrohttpd's channel between its threads, where eventfd is missing" },
	{ "close", "closing connections and files" },
	{ "memfd_create", "a zip read or written through a stream by libzip: a file in memory (api-post.c)" },
	/* SQLite, on the files it opened before the process was confined (store.c). */
	{ "pread64", "reading the store" },
	{ "pwrite64", "writing the store" },
	{ "lseek", "SQLite and stdio position files" },
	{ "fsync", "a durable commit of the store" },
	{ "fdatasync", "a durable commit of the store" },
	{ "ftruncate", "the store's WAL and shared memory grow and shrink" },
	{ "fallocate", "the store's files grow in chunks" },
	{ "fcntl", "the store's locks (F_SETLK), descriptor flags" },
	{ "fstat", "the store's file size" },
	{ "newfstatat", "the store's file size" },
	{ "statx", "the store's file size" },
	{ "stat", "SQLite checks its files; the empty root shows nothing else" },
	{ "lstat", "SQLite checks its files; the empty root shows nothing else" },
	{ "access", "SQLite looks for a hot journal; the empty root shows nothing else" },
	{ "faccessat", "SQLite looks for a hot journal; the empty root shows nothing else" },
	{ "faccessat2", "SQLite looks for a hot journal; the empty root shows nothing else" },
	{ "open",
	  "allowed to fail: Landlock and the empty root decide what opens (SQLite opens its folder for an fsync)" },
	{ "openat",
	  "allowed to fail: Landlock and the empty root decide what opens (SQLite opens its folder for an fsync)" },
	{ "unlink",
	  "allowed to fail: SQLite removes its WAL when it closes last; the empty root has nothing to remove" },
	{ "unlinkat",
	  "allowed to fail: SQLite removes its WAL when it closes last; the empty root has nothing to remove" },
	{ "getpid", "SQLite tells a forked copy of itself by its pid" },
	/* Memory: malloc, thread stacks, SQLite's mapped shared memory, argon2id's 19 MiB. */
	{ "brk", "memory allocation" },
	{ "mmap", "memory allocation, thread stacks, the store's shared memory" },
	{ "munmap", "memory allocation, thread stacks, the store's shared memory" },
	{ "mremap", "memory allocation (realloc of large blocks)" },
	{ "mprotect", "memory allocation and thread stacks" },
	{ "madvise", "the allocator returns memory" },
	/* Threads: libmicrohttpd starts and ends one per connection. */
	{ "set_robust_list", "a new thread" },
	{ "rseq", "a new thread registers restartable sequences" },
	{ "gettid", "threads" },
	{ "futex", "locks and threads" },
	{ "sched_yield", "spinning locks" },
	{ "sched_getaffinity", "glibc counts processors" },
	{ "exit", "ending a thread" },
	{ "exit_group", "ending the process (a stop signal)" },
	/* Signals: SIGTERM and SIGINT are waited for (web-child.c), never handled asynchronously. */
	{ "rt_sigprocmask", "threads start with the signals blocked" },
	{ "rt_sigtimedwait", "the main thread waits for SIGTERM or SIGINT" },
	{ "rt_sigaction", "abort() and libraries' handlers (SIGPIPE)" },
	{ "rt_sigreturn", "returning from a handler" },
	{ "restart_syscall", "a wait resumed after the process was stopped" },
	{ "sigaltstack", "a thread's own stack for signals (a sanitized build's runtime sets one in each thread)" },
	{ "tgkill", "abort() and raise() on its own threads (Landlock keeps signals within the process)" },
	/* Time and randomness. */
	{ "clock_gettime", "timing, session ages, the contest clock" },
	{ "clock_getres", "timing" },
	{ "gettimeofday", "timing" },
	{ "time", "timing" },
	{ "nanosleep", "waiting (a slowed-down login, the store's busy timeout)" },
	{ "clock_nanosleep", "waiting (a slowed-down login, the store's busy timeout)" },
	{ "getrandom", "session tokens, CSRF tokens, password salts (libsodium)" },
	{ "sysinfo", "glibc's qsort sizes its buffer by the machine's memory" },
	{ "getrusage", "measurements" },
};

/* The rules that look at arguments: new threads but no processes, and the few prctl and ioctl uses. */
static int add_conditional(scmp_filter_ctx ctx)
{
	/* Threads, yes (libmicrohttpd's): clone with CLONE_THREAD. New processes, no. */
	int rc = seccomp_rule_add(ctx, SCMP_ACT_ALLOW, SCMP_SYS(clone), 1,
	                          SCMP_A0(SCMP_CMP_MASKED_EQ, CLONE_THREAD, CLONE_THREAD));
	/* clone3 passes its flags in memory, which a filter cannot read: ENOSYS
	 * makes glibc fall back to clone, where the rule above applies. */
	if (rc == 0)
		rc = seccomp_rule_add(ctx, SCMP_ACT_ERRNO(ENOSYS), SCMP_SYS(clone3), 0);
	/* libmicrohttpd names its threads ("MHD-connection"); no other prctl. */
	if (rc == 0)
		rc = seccomp_rule_add(ctx, SCMP_ACT_ALLOW, SCMP_SYS(prctl), 1, SCMP_A0(SCMP_CMP_EQ, PR_SET_NAME));
	/* isatty() on stderr, from stdio: "not a terminal" rather than a kill; no other ioctl does anything. */
	if (rc == 0)
		rc = seccomp_rule_add(ctx, SCMP_ACT_ERRNO(ENOTTY), SCMP_SYS(ioctl), 0);
	/* Reading its own limits (glibc, for thread stacks), never setting one: new limit NULL. */
	if (rc == 0)
		rc = seccomp_rule_add(ctx, SCMP_ACT_ALLOW, SCMP_SYS(prlimit64), 2, SCMP_A0(SCMP_CMP_EQ, 0),
		                      SCMP_A2(SCMP_CMP_EQ, 0));
	return rc;
}

static int build_filter(struct confine *c, struct diag *d)
{
	c->filter = filter_new(SCMP_ACT_KILL_PROCESS);
	if (!c->filter) {
		diag_set(d, "seccomp_init failed");
		return -1;
	}
	int rc = filter_allow(c->filter, http_syscalls, sizeof http_syscalls / sizeof *http_syscalls);
	if (rc == 0)
		rc = add_conditional(c->filter);
	if (rc != 0) {
		diag_set(d, "cannot build the HTTP process's seccomp filter: %s", strerror(-rc));
		return -1;
	}
	return 0;
}

/* The Landlock ABI this kernel offers; 0 when none, with the reason in why. */
static int landlock_abi(const char **why)
{
	long abi = syscall(SYS_landlock_create_ruleset, NULL, 0, LANDLOCK_CREATE_RULESET_VERSION);
	if (abi > 0)
		return (int)abi;
	*why = errno == ENOSYS       ? "the kernel has no Landlock"
	       : errno == EOPNOTSUPP ? "Landlock is not enabled (the kernel's lsm= list)"
	                             : strerror(errno);
	return 0;
}

static void say_missing(struct confine *c, const char *fmt, const char *why)
{
	size_t n = strlen(c->missing);
	snprintf(c->missing + n, sizeof c->missing - n, "%s", n ? "; " : "");
	n = strlen(c->missing);
	snprintf(c->missing + n, sizeof c->missing - n, fmt, why);
}

/*
 * What the process needs later and could not get once confined: the
 * libraries it loads on first use, the time zone strftime() reads, SQLite's
 * seed and memory for temporary tables, and the store's files for Landlock.
 */
static int preload(struct confine *c, const char *db, struct store *st, struct diag *d)
{
	if (store_confined(st, d) < 0)
		return -1;
	const char *e = mhd_load_error();
	if (e) {
		diag_set(d, "%s", e);
		return -1;
	}
	zip_error_t ze;
	zip_error_init(&ze); /* loads libzip (package/zipload.c) for the API's zip submissions */
	zip_error_fini(&ze);
	tzset();
	/* A store on PostgreSQL is a connection, open already: no file to let through. */
	if (store_is_postgresql(db))
		return 0;
	for (size_t i = 0; i < NSTORE; i++) {
		char *path = xasprintf("%s%s", db, store_suffixes[i]);
		c->store_fds[i] = open(path, O_PATH | O_CLOEXEC);
		free(path);
	}
	if (c->store_fds[0] < 0) {
		diag_errno(d, "store '%s'", db);
		return -1;
	}
	return 0;
}

/* The empty root: made once, root's, read-only for all, checked empty. */
static int empty_root(struct diag *d)
{
	if ((mkdir(EMPTY_ROOT_PARENT, 0700) < 0 && errno != EEXIST) ||
	    (mkdir(EMPTY_ROOT, 0555) < 0 && errno != EEXIST)) {
		diag_errno(d, "cannot create '%s'", EMPTY_ROOT);
		return -1;
	}
	struct stat st;
	if (lstat(EMPTY_ROOT, &st) < 0 || !S_ISDIR(st.st_mode) || st.st_uid != 0 || (st.st_mode & 0222)) {
		diag_set(d, "'%s' must be a directory of root's that no one can write", EMPTY_ROOT);
		return -1;
	}
	DIR *dir = opendir(EMPTY_ROOT);
	int entries = 0;
	for (struct dirent *e; dir && (e = readdir(dir));)
		entries += strcmp(e->d_name, ".") && strcmp(e->d_name, "..");
	if (dir)
		closedir(dir);
	if (!dir || entries) {
		diag_set(d, "'%s' must be empty", EMPTY_ROOT);
		return -1;
	}
	if (chroot(EMPTY_ROOT) < 0 || chdir("/") < 0) {
		diag_errno(d, "cannot change root to '%s'", EMPTY_ROOT);
		return -1;
	}
	return 0;
}

struct confine *confine_prepare(const char *db, struct store *st, struct diag *d)
{
	struct confine *c = xcalloc(1, sizeof *c);
	for (size_t i = 0; i < NSTORE; i++)
		c->store_fds[i] = -1;
	const char *why = NULL;
	c->abi = landlock_abi(&why);
	if (!c->abi)
		say_missing(c, "Landlock (%s): the empty root alone keeps files out of reach", why);
	if (build_filter(c, d) < 0 || preload(c, db, st, d) < 0) {
		confine_free(c);
		return NULL;
	}
	if (geteuid() != 0) {
		say_missing(c, "the empty root (%s)", "judge serve was not started as root");
		if (!c->abi)
			say_missing(c, "%s", "so nothing keeps the HTTP process from the files its user can read");
	} else if (empty_root(d) < 0) {
		confine_free(c);
		return NULL;
	}
	return c;
}

/* The Landlock rights this ABI knows, for files and folders: every one is handled, so every one is refused but the
 * rules'. */
static uint64_t fs_rights(int abi)
{
	uint64_t r = (LANDLOCK_ACCESS_FS_MAKE_SYM << 1) - 1; /* ABI 1: execute .. make_sym */
	if (abi >= 2)
		r |= LANDLOCK_ACCESS_FS_REFER;
	if (abi >= 3)
		r |= LANDLOCK_ACCESS_FS_TRUNCATE;
	if (abi >= 5)
		r |= LANDLOCK_ACCESS_FS_IOCTL_DEV;
	return r;
}

/* A ruleset that refuses every access this kernel can refuse, but reading and writing the store's files. */
static int landlock_ruleset(const struct confine *c, struct diag *d)
{
	struct ruleset_attr attr = { .handled_access_fs = fs_rights(c->abi) };
	size_t size = sizeof attr.handled_access_fs;
	if (c->abi >= 4) {
		/* No TCP port bound or connected to: the listening socket was bound before. */
		attr.handled_access_net = LANDLOCK_ACCESS_NET_BIND_TCP | LANDLOCK_ACCESS_NET_CONNECT_TCP;
		size += sizeof attr.handled_access_net;
	}
	if (c->abi >= 6) {
		/* No signal to a process outside the domain (the supervisor, the root processes), no abstract socket.
		 */
		attr.scoped = LANDLOCK_SCOPE_ABSTRACT_UNIX_SOCKET | LANDLOCK_SCOPE_SIGNAL;
		size += sizeof attr.scoped;
	}
	int fd = (int)syscall(SYS_landlock_create_ruleset, &attr, size, 0);
	if (fd < 0) {
		diag_errno(d, "landlock_create_ruleset");
		return -1;
	}
	uint64_t file = LANDLOCK_ACCESS_FS_READ_FILE | LANDLOCK_ACCESS_FS_WRITE_FILE;
	if (c->abi >= 3)
		file |= LANDLOCK_ACCESS_FS_TRUNCATE;
	for (size_t i = 0; i < NSTORE; i++) {
		struct landlock_path_beneath_attr rule = { .allowed_access = file, .parent_fd = c->store_fds[i] };
		if (c->store_fds[i] >= 0 &&
		    syscall(SYS_landlock_add_rule, fd, LANDLOCK_RULE_PATH_BENEATH, &rule, 0) < 0) {
			diag_errno(d, "landlock_add_rule (the store's file '%s')", store_suffixes[i]);
			close(fd);
			return -1;
		}
	}
	return fd;
}

int confine_apply(struct confine *c, struct diag *d)
{
	/* Landlock needs no_new_privs when the process has no CAP_SYS_ADMIN; seccomp_load sets it too. */
	if (prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0) < 0) {
		diag_errno(d, "prctl(PR_SET_NO_NEW_PRIVS)");
		return -1;
	}
	if (c->abi) {
		int fd = landlock_ruleset(c, d);
		if (fd < 0)
			return -1;
		long rc = syscall(SYS_landlock_restrict_self, fd, 0);
		close(fd);
		if (rc < 0) {
			diag_errno(d, "landlock_restrict_self");
			return -1;
		}
	}
	for (size_t i = 0; i < NSTORE; i++)
		if (c->store_fds[i] >= 0)
			close(c->store_fds[i]), c->store_fds[i] = -1;
	int rc = seccomp_load(c->filter);
	if (rc < 0) {
		diag_set(d, "seccomp_load: %s", strerror(-rc));
		return -1;
	}
	return 0;
}

const char *confine_missing(const struct confine *c)
{
	return c->missing;
}

void confine_free(struct confine *c)
{
	if (!c)
		return;
	for (size_t i = 0; i < NSTORE; i++)
		if (c->store_fds[i] >= 0)
			close(c->store_fds[i]);
	if (c->filter)
		seccomp_release(c->filter);
	free(c);
}
