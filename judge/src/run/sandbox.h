/*
 * sandbox.h: run one program under limits, isolated from the judge and the machine.
 *
 * The isolation model (docs/isolation.md):
 *   - namespaces: user (when not root), pid, mount, net, ipc, uts; the program
 *     sees no other process, no network, and a private mount table;
 *   - an empty root: for submissions and problem tools, a fresh tmpfs becomes
 *     "/" and the working directory; the binary is executed from a descriptor,
 *     so nothing of the machine's file system is visible at all;
 *   - credentials: as root, each run (or session) takes an unprivileged uid of
 *     its own from a pool of SANDBOX_UID_SLOTS uids starting at SANDBOX_UID (or
 *     JUDGE_UID from the environment), held with a lock file while it runs, so
 *     runs of this and of other judges never share a process count;
 *     otherwise as the invoking user mapped into its own user namespace;
 *   - writable space: the program's directory is a tmpfs of limits.tmpfs_kb;
 *     what it holds when the program ends is reported (files_kb), so files
 *     count as memory;
 *   - no_new_privs and a seccomp allow-list (sandbox.c lists every rule and why);
 *   - rlimits as a backstop: CPU, address space, stack, file size, processes,
 *     open files, no core dumps;
 *   - the whole pid namespace dies when the run ends, so nothing outlives it.
 *
 * sandbox_run() returns 0 when the program ran (whatever it did) and -1 with a
 * message when the judge could not run it: the latter is never the program's fault.
 */
#ifndef SANDBOX_H
#define SANDBOX_H

#include <stddef.h>

#include "diag.h"

/*
 * The wall limit counts the time a run was not waiting for a processor: its
 * wall time minus the run delay the kernel counts for each of its tasks
 * (judge-box measures it and stops the run there: box.h, BOX_WALL). A
 * program that sleeps or blocks waits for no processor, so it is stopped at
 * its limit; one starved on a busy machine is not. Where the kernel does not
 * count the delay (sandbox_warnings() says so), it is plain wall time. Past
 * SANDBOX_WALL_BACKSTOP times the limit plus a second of plain wall time the
 * judge stops the run whatever judge-box measured, so a run starved without
 * end still ends (wall_killed; verdict_rerun() then runs it again alone).
 */
#define SANDBOX_WALL_BACKSTOP 30
enum { SANDBOX_WALL_LIMIT = 1, SANDBOX_WALL_BACKSTOP_HIT = 2 }; /* sandbox_result.wall_killed */

#define SANDBOX_UID       61000
#define SANDBOX_UID_SLOTS 64

struct sandbox;

/*
 * Prepares the sandbox for this process: finds judge-box next to the running
 * judge, builds the seccomp filter once, creates the mount point for empty roots
 * under workdir, and probes which layers the kernel allows. Returns NULL with a
 * message when no isolated run is possible. sandbox_warnings() then lists, once,
 * each layer that is missing and the guarantee lost with it ("" when none).
 */
struct sandbox *sandbox_new(const char *workdir, struct diag *d);
void sandbox_free(struct sandbox *sb);
const char *sandbox_warnings(const struct sandbox *sb);

/*
 * The uids sandboxed programs run as: [*first, *first + *count). As an
 * ordinary user that is the user's own uid, count 1.
 */
void sandbox_uids(const struct sandbox *sb, unsigned *first, unsigned *count);

struct sandbox_limits {
	long cpu_ms;   /* CPU time of all processes; 0: none */
	long wall_ms;  /* killed after this much time not spent waiting for a processor (SANDBOX_WALL_BACKSTOP); 0: none
	                */
	long as_kb;    /* address-space cap per process; 0: none */
	long stack_kb; /* stack size; 0: unchanged */
	long fsize_kb; /* largest file the program may write (stdout included); 0: none */
	long nproc;    /* processes and threads of the run's uid; 0: none */
	long tmpfs_kb; /* with empty_root: size of the program's writable directory; 0: 1 MiB */
	int nice;      /* the program's nice value when not 0; lowering it needs root, else it is ignored */
	long memory_kb; /* the program is stopped once its resident memory plus its files pass this; 0: never */
	long stderr_kb; /* > 0: stderr is a pipe: its first stderr_kb KiB reach the stderr given, the rest are
	                   dropped, and fsize_kb does not apply to it; 0: stderr is the descriptor given */
};

/*
 * Something of the machine made visible inside an empty root, at dst (an
 * absolute path inside the root): src bound read-only (writable: read-write),
 * or, with link set, a symbolic link dst -> link. With neither src nor link
 * (and writable set), dst is an empty directory of the root itself, writable
 * by the program: what it writes there stays within the root's tmpfs_kb and
 * counts in files_kb, and is gone when the run ends (not for sessions).
 */
struct sandbox_bind {
	const char *dst;
	const char *src;
	const char *link;
	int writable;
};

/*
 * A bind that shows path of the machine at the same place in a root: read-only,
 * or for a symbolic link the same link (its target must be shown too). Returns
 * 0, or -1 when path does not exist. The strings are malloc'ed: free them with
 * sandbox_bind_free().
 */
int sandbox_bind_same(const char *path, struct sandbox_bind *b);
void sandbox_bind_free(struct sandbox_bind *b);

struct sandbox_spec {
	const char *path;  /* program to run by absolute path, or NULL with exec_fd */
	int exec_fd;       /* executable opened by the caller, or -1 */
	char *const *argv; /* argv[0] is shown to the program */
	char *const *envp;
	int stdin_fd, stdout_fd, stderr_fd;
	int empty_root;                   /* run in a fresh empty tmpfs root */
	const struct sandbox_bind *binds; /* with empty_root: what the root shows besides */
	size_t nbinds;
	const char *cwd; /* working directory (inside the root with empty_root) */
	int seccomp;     /* apply the syscall allow-list */
	int keep_uid;    /* stay root (trusted compiles that must read the repository) */
	int give_stdio;  /* the sandbox closes the stdio descriptors once the program has them */
	int proc; /* with empty_root: /proc, read-only, of the sandbox's own PID namespace (its processes only) */
	struct sandbox_limits limits;
};

/*
 * Why the judge stopped a program (sandbox_result.killed_for): judge-box at
 * its CPU limit, at its memory limit (resident memory plus files, polled) or
 * at its wall limit (wall_killed says which wall rule); the interactive relay
 * (interact.c) at its output limit. verdict_decide() names that limit even
 * when the run had passed another one by the time the kill took effect.
 */
enum sandbox_killed_for {
	SANDBOX_KILLED_CPU = 1,
	SANDBOX_KILLED_MEMORY = 2,
	SANDBOX_KILLED_WALL = 3,
	SANDBOX_KILLED_OUTPUT = 4,
};

struct sandbox_result {
	int exited; /* 1: exited with exit_code; 0: killed by signal */
	int exit_code;
	int signal;
	int wall_killed; /* SANDBOX_WALL_LIMIT or SANDBOX_WALL_BACKSTOP_HIT: stopped there; 0: not */
	int exec_nomem;  /* the executable did not fit in the memory limit */
	long cpu_ms;     /* user + system CPU of every process of the run */
	long wall_ms;
	long memory_kb; /* peak resident memory of the program or any of its children */
	long files_kb;  /* with empty_root: what its writable directory held at the end */
	int stopped;    /* killed by the judge (at the wall limit, or sandbox_session_kill) while alive */
	long wait_ms;   /* how long it was ready to run but waited for a processor, summed over its tasks; 0: unknown */
	int killed_for; /* enum sandbox_killed_for: the limit the judge stopped the program at, the kill being
	                   what ended it; 0: the judge stopped it at no limit (it ended by itself, or the kernel
	                   ended it: SIGXCPU, SIGXFSZ, the OOM killer) */
};

int sandbox_run(struct sandbox *sb, const struct sandbox_spec *spec, struct sandbox_result *res, struct diag *d);

/*
 * A session runs one binary many times (a submission's tests, a tool's
 * inputs): the one way the judge runs a program under a problem's limits.
 * As root the namespaces and the root are made once, and each run is a fresh
 * process chrooted into the session's run tmpfs, emptied when the run ends and
 * checked against the tmpfs's counters, or unmounted and made afresh when it
 * cannot be emptied exactly (so nothing a run leaves, however deep or however
 * many inodes, reaches the next). Otherwise each run gets a fresh sandbox of its own, behind the same
 * calls. Sessions need empty_root and seccomp (the filter forbids new
 * processes, so a run is one process). sandbox_session_open() takes spec's
 * program, argv, environment and limits (its stdio descriptors are ignored);
 * each sandbox_session_run() gives the run's stdin, stdout and stderr and the
 * wall limit; with give, the descriptors become the sandbox's, closed once
 * the program has them, so the far end of a pipe sees EOF when the program
 * ends. Errors as sandbox_run(); after an error the session is broken and
 * only good for closing. A session is used by one thread at a time, but for
 * sandbox_session_kill().
 */
struct sandbox_session;
/* 1 when a session shares one judge-box between its runs: as root. */
int sandbox_has_sessions(const struct sandbox *sb);
struct sandbox_session *sandbox_session_open(struct sandbox *sb, const struct sandbox_spec *spec, struct diag *d);
int sandbox_session_run(struct sandbox_session *ss, int in, int out, int err, long wall_ms, int give,
                        struct sandbox_result *res, struct diag *d);
/*
 * The same with the run's own arguments after argv[0] (NULL-terminated; NULL
 * for the session's): one session serves a generator's runs with different
 * arguments. Arguments over BOX_RUN_ARGS bytes in all are an error.
 */
int sandbox_session_run_args(struct sandbox_session *ss, char *const *args, int in, int out, int err, long wall_ms,
                             int give, struct sandbox_result *res, struct diag *d);
/*
 * Points a session at another program: spec's executable (exec_fd), argv,
 * environment and limits, for the runs after it. Only a shared session, not
 * broken, whose root was made with the same binds, /proc and working
 * directory (spec's stdio descriptors are ignored, as at open): 1 done, 0
 * when it cannot be (then open another), -1 with a message (the session is
 * broken). The session keeps its uid: every run of the program before was
 * one process, reaped, and its root emptied, so nothing of it is left to the
 * next, as between two runs of one program. Saves the namespaces, the roots
 * and judge-box made and torn down again: a live session's worker judges
 * submission after submission in one session.
 */
int sandbox_session_retarget(struct sandbox_session *ss, const struct sandbox_spec *spec, struct diag *d);
/*
 * 1 when the session can outlive what it was opened for: shared, not broken,
 * and opened by the process's main thread. judge-box dies with the thread
 * that made it (PR_SET_PDEATHSIG is a thread's, not a process's), so a
 * session a worker thread opened ends when that thread does: only the main
 * thread's last as long as the judge.
 */
int sandbox_session_lasting(const struct sandbox_session *ss);
/*
 * Stops the session's current run, if one is under way, from any thread;
 * if the program was still alive, that run's result says stopped.
 */
void sandbox_session_kill(struct sandbox_session *ss);
void sandbox_session_close(struct sandbox_session *ss);

#endif
