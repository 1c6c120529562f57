/*
 * box.h: the protocol between the judge and judge-box, the sandbox's init.
 *
 * sandbox_run() clones a child into fresh namespaces; the child sets up the
 * mounts and the root, then executes judge-box (a tiny static program) as pid 1
 * of the new pid namespace. judge-box starts the real program, reaps everything,
 * and reports. It exists for one reason beyond being init: a process's peak
 * memory (ru_maxrss) includes the memory of the process it was forked from, so
 * the program must be forked from something small, not from the judge.
 *
 * File descriptors judge-box finds at start:
 *   0, 1, 2   the program's stdin, stdout and stderr
 *   3         a SOCK_SEQPACKET socket: first one struct box_request, sent up to the
 *             end of the strings it uses (BOX_REQUEST_SIZE); in a session,
 *             then struct box_command messages (BOX_RUN carries the run's stdin,
 *             stdout and stderr as SCM_RIGHTS, and may carry the run's own
 *             arguments; BOX_KILL ends the current run; BOX_PROGRAM, between
 *             runs, another program for the runs after it)
 *   4         a pipe for struct box_report records (close-on-exec in the program)
 *   5         the program's executable, when request.use_exec_fd
 *   6         the seccomp BPF program (raw struct sock_filter array), when request.seccomp
 * For each run judge-box writes one BOX_DONE record with the program's wait status,
 * peak memory and CPU time, preceded by a BOX_FAILED record naming the step that
 * failed when the program could not be started (then it is the judge's failure,
 * not the program's). A session (request.session) runs the same binary once per
 * BOX_RUN (until a BOX_PROGRAM names another), each run chrooted into a tmpfs
 * that holds nothing of the runs before it (one tmpfs for the session, emptied
 * and checked after each run; box.c says how), until the socket closes. What the session's root shows
 * besides (a runtime's files, the program's artefact: the request's binds) is
 * shown again in the runs' root, read-only. With stderr_keep, the program's stderr is a
 * pipe that judge-box drains while it runs: the first stderr_keep bytes go on
 * to the stderr the judge gave, the rest are read and dropped, so stderr is
 * never a file under the program's RLIMIT_FSIZE and never decides a verdict.
 * Only the judge (outside the pid namespace) can stop judge-box: a
 * signal sent from inside is ignored.
 */
#ifndef BOX_H
#define BOX_H

#include <stddef.h>
#include <stdint.h>

#define BOX_MAGIC          0x6a626f78u
#define BOX_MAX_ARGS       256
#define BOX_STRINGS        32768
#define BOX_RUN_INODES     4096 /* files and directories a run may create */
#define BOX_CLEAR_DEPTH    32   /* folders deeper than this in a run's root: the root is dropped, not emptied */
#define BOX_CPU_MARGIN_MS  50   /* a run is stopped at its CPU limit plus max(5%, this) */
#define BOX_MAX_BINDS      32
#define BOX_MEMORY_POLL_MS 10        /* how often a run's resident memory is read */
#define BOX_DRAIN_MS       1         /* a run's stderr pipe is drained at most this often */
#define BOX_DRAIN_PIPE     (1 << 20) /* bytes a run's stderr pipe holds between two drains */

/* Something of the session's root shown again in each run's root: a read-only bind or a symbolic link. */
struct box_bind {
	uint32_t dst_off;  /* the path, the same in both roots */
	uint32_t link_off; /* is_link: the link's target */
	int32_t is_link, is_dir;
	uint64_t ro_flags; /* the read-only remount's flags */
};

enum { BOX_FD_REQUEST = 3, BOX_FD_REPORT = 4, BOX_FD_EXEC = 5, BOX_FD_FILTER = 6 };

struct box_request {
	uint32_t magic;
	int32_t use_exec_fd;  /* exec fd 5; otherwise the path at path_off */
	int32_t seccomp;      /* load the filter from fd 6 */
	int32_t drop_uid;     /* switch to uid/gid (the judge runs as root) */
	int32_t session;      /* wait for BOX_RUN commands instead of running once */
	int32_t measure_root; /* report what the root tmpfs holds at the end (files_kb) */
	uint32_t uid, gid;
	int64_t cpu_ms;       /* RLIMIT_CPU backstop, rounded up; 0: none */
	int64_t as_bytes;     /* RLIMIT_AS; 0: none */
	int64_t stack_bytes;  /* RLIMIT_STACK; 0: unchanged */
	int64_t fsize_bytes;  /* RLIMIT_FSIZE; 0: none */
	int64_t nproc;        /* RLIMIT_NPROC; 0: none */
	int64_t nofile;       /* RLIMIT_NOFILE; 0: unchanged */
	int64_t run_tmpfs_kb; /* in a session: the size of each run's tmpfs */
	int32_t nice;         /* the program's scheduling priority when not 0 (root only: re-runs alone) */
	int64_t memory_kb;    /* stop the program once its resident memory plus its files pass this; 0: never */
	int64_t stderr_keep; /* > 0: stderr through a pipe judge-box drains, its first stderr_keep bytes kept (below) */
	int64_t wall_ms;     /* not in a session: the wall limit net of waiting (BOX_WALL below); 0: none */
	int32_t argc, envc;
	uint32_t path_off;
	uint32_t arg_off[BOX_MAX_ARGS];
	uint32_t env_off[BOX_MAX_ARGS];
	int32_t nbinds; /* in a session: binds[] */
	struct box_bind binds[BOX_MAX_BINDS];
	char strings[BOX_STRINGS];
};
/*
 * A request is sent up to the end of its strings in use, not the whole 34 KiB
 * of the struct (copied twice per sandbox, and every page of it read touched
 * in judge-box); judge-box takes what does not come as zeros.
 */
#define BOX_REQUEST_HEAD       offsetof(struct box_request, strings)
#define BOX_REQUEST_SIZE(used) (BOX_REQUEST_HEAD + (used))

enum box_report_kind { BOX_DONE = 1, BOX_FAILED = 2 };

/* The limits watch() stops a program at: its CPU time, its memory, its wall time net of waiting (BOX_WALL). */
enum box_limit { BOX_LIMIT_CPU = 1, BOX_LIMIT_MEMORY = 2, BOX_LIMIT_WALL = 3 };

struct box_report {
	uint32_t magic;
	int32_t kind;
	int32_t wstatus;    /* BOX_DONE: the program's wait status */
	int32_t err;        /* BOX_FAILED: errno */
	int64_t maxrss_kb;  /* BOX_DONE: peak resident memory of the program and its children */
	int64_t cpu_us;     /* BOX_DONE, in a session: the program's user + system CPU */
	int64_t files_kb;   /* BOX_DONE: what the program's tmpfs held when it ended */
	int32_t stopped;    /* BOX_DONE: the program was alive when the judge had it killed */
	int64_t wait_us;    /* BOX_DONE: how long the program was ready to run but waited for a processor: the
	                       run delay of /proc/PID/task/TID/schedstat summed over its threads and processes
	                       (BOX_WALL); 0 when unknown */
	int32_t killed_for; /* BOX_DONE: the limit judge-box stopped the program at (enum box_limit), the kill
	                       being what ended it; 0: none */
	char where[96];     /* BOX_FAILED: the step, e.g. "execve" */
};

/*
 * BOX_WALL: judge-box stops a run at its wall limit counted net of waiting
 * for a processor: the time since the program started minus the run delay
 * the kernel counts for each of its tasks (/proc/PID/task/TID/schedstat,
 * second field, kept by the kernel whether or not schedstats are on). A
 * program that sleeps or blocks accrues no run delay, so it is stopped at its
 * limit as before; one that is runnable but waits behind other work on a
 * busy machine gets that time back. A task's delay is read while it lives,
 * so a thread or process that ends between two reads loses what it waited
 * since the last: the figure errs toward today's rule, never past it. Where
 * the kernel counts nothing (no /proc, or no schedstat file), the delay is 0:
 * plain wall time. The judge keeps its own clock as a backstop
 * (SANDBOX_WALL_BACKSTOP, sandbox.h).
 */
#define BOX_WALL_POLL_MS 10 /* the shortest wait between two reads of the run delay near the limit */

enum box_command_kind { BOX_RUN = 1, BOX_KILL = 2, BOX_PROGRAM = 3 };

#define BOX_RUN_ARGS 8192 /* bytes of a run's own arguments, at most */

/*
 * A command; a message may end after args' last NUL (a command without
 * arguments ends at args). BOX_RUN with argc > 0 runs the request's argv[0]
 * with these argc arguments (NUL-terminated strings, one after another) instead
 * of the request's arguments: a tool's runs with different arguments share one
 * session.
 */
struct box_command {
	uint32_t magic;
	int32_t kind;
	int32_t argc;
	int64_t wall_ms; /* BOX_RUN: the run's wall limit net of waiting (BOX_WALL); 0: none */
	char args[BOX_RUN_ARGS];
};
#define BOX_COMMAND_HEAD offsetof(struct box_command, args)

/*
 * BOX_PROGRAM points a session at another program: the command's head
 * (BOX_COMMAND_HEAD bytes), then a struct box_request (BOX_REQUEST_SIZE) in the same
 * message (the program, its argv, environment and limits), with the
 * executable as SCM_RIGHTS when use_exec_fd. The session's uid, seccomp and binds stay what they were
 * (judge-box refuses a request that changes them); a run root of another
 * size is made afresh. The runs after it are the new program's.
 */

/*
 * After a clone(CLONE_VM | CLONE_VFORK) whose child ran on stack, an array in
 * the caller's frame, and has executed or ended: in a build with
 * AddressSanitizer, the marks the child's frames left on the array (shared
 * memory) are cleared, or the caller's next callees, reusing that part of
 * the stack, are reported as overflowing their buffers. Nothing otherwise.
 */
#if defined(__SANITIZE_ADDRESS__)
#include <sanitizer/asan_interface.h>
#define BOX_CLONE_STACK_DONE(stack, size) ASAN_UNPOISON_MEMORY_REGION((stack), (size))
#else
#define BOX_CLONE_STACK_DONE(stack, size) ((void)(stack), (void)(size))
#endif

#endif
