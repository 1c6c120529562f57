/*
 * serve-inject: makes a running process make one system call, as if its own
 * code had, through ptrace (x86-64 only). The test of the HTTP process's
 * confinement (confine.sh) needs a forbidden call made from inside
 * that process, and judge serve has no route, option or variable that would
 * make one: a way in for the test would be a way in for anyone who finds it.
 * Here it takes root (CAP_SYS_PTRACE) from outside the server instead.
 *
 *   serve-inject PID execve       execve(NULL, NULL, NULL) in PID
 *   serve-inject PID open PATH    openat(AT_FDCWD, PATH, O_RDONLY | O_CLOEXEC) in PID,
 *                                 closed again when it opened
 *
 * The call is made by PID's main thread, stopped where it waits (judge serve's
 * HTTP process waits in sigwait for SIGTERM), at the `syscall` instruction it
 * waits in; its registers and the stack bytes borrowed for PATH are put back
 * afterwards, so a process that survives the call goes on as before. Prints
 * "killed by signal N" when the call ended the process, else "result R" (the
 * call's return: a descriptor, or -errno). Exit 0, or 1 with a message on
 * stderr when the call could not be made; 77 on another architecture.
 */
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ptrace.h>
#include <sys/syscall.h>
#include <sys/types.h>
#include <sys/user.h>
#include <sys/wait.h>
#include <unistd.h>

#if defined(__x86_64__)

static int fail(const char *what)
{
	fprintf(stderr, "serve-inject: %s: %s\n", what, strerror(errno));
	return 1;
}

/* Waits for pid's next stop: 0 stopped, 1 it died (printed), -1 error. */
static int wait_stop(pid_t pid)
{
	int st;
	if (waitpid(pid, &st, __WALL) < 0)
		return -1;
	if (WIFSIGNALED(st)) {
		printf("killed by signal %d\n", WTERMSIG(st));
		return 1;
	}
	if (WIFEXITED(st)) {
		printf("exited with status %d\n", WEXITSTATUS(st));
		return 1;
	}
	return 0;
}

/* Copies len bytes (a multiple of 8) into pid's memory at addr, keeping what was there in old. */
static int poke(pid_t pid, unsigned long addr, const void *data, size_t len, long *old)
{
	for (size_t i = 0; i < len; i += sizeof(long)) {
		long word;
		memcpy(&word, (const char *)data + i, sizeof word);
		errno = 0;
		if (old) {
			old[i / sizeof(long)] = ptrace(PTRACE_PEEKDATA, pid, addr + i, 0);
			if (errno)
				return -1;
		}
		if (ptrace(PTRACE_POKEDATA, pid, addr + i, word) < 0)
			return -1;
	}
	return 0;
}

/*
 * Runs syscall nr with args at the `syscall` instruction just before the
 * stopped thread's rip: 0 with the result in *ret, 1 when the process died,
 * -1 on error.
 */
static int call(pid_t pid, const struct user_regs_struct *saved, long nr, const unsigned long *args, long *ret)
{
	errno = 0;
	long insn = ptrace(PTRACE_PEEKTEXT, pid, saved->rip - 2, 0);
	if (errno || (insn & 0xffff) != 0x050f) {
		errno = errno ? errno : EINVAL;
		return -1; /* not stopped just after a syscall instruction */
	}
	struct user_regs_struct r = *saved;
	r.rip = saved->rip - 2;
	r.rax = (unsigned long)nr;
	r.orig_rax = (unsigned long)-1; /* no restart of the call it waited in: this one runs instead */
	r.rdi = args[0], r.rsi = args[1], r.rdx = args[2], r.r10 = args[3], r.r8 = args[4], r.r9 = args[5];
	if (ptrace(PTRACE_SETREGS, pid, 0, &r) < 0 || ptrace(PTRACE_SINGLESTEP, pid, 0, 0) < 0)
		return -1;
	int w = wait_stop(pid);
	if (w != 0)
		return w;
	if (ptrace(PTRACE_GETREGS, pid, 0, &r) < 0)
		return -1;
	*ret = (long)r.rax;
	return 0;
}

static int inject(pid_t pid, const char *what, const char *path)
{
	if (ptrace(PTRACE_SEIZE, pid, 0, 0) < 0 || ptrace(PTRACE_INTERRUPT, pid, 0, 0) < 0)
		return fail("ptrace");
	int w = wait_stop(pid);
	if (w)
		return w < 0 ? fail("waitpid") : 0;
	struct user_regs_struct saved;
	if (ptrace(PTRACE_GETREGS, pid, 0, &saved) < 0)
		return fail("PTRACE_GETREGS");
	unsigned long args[6] = { 0 };
	long nr = SYS_execve, ret = 0, old[64];
	char buf[sizeof old] = { 0 };
	unsigned long at = (saved.rsp - 1024 - sizeof buf) & ~15UL; /* well below the red zone */
	if (!strcmp(what, "open")) {
		snprintf(buf, sizeof buf, "%s", path);
		if (poke(pid, at, buf, sizeof buf, old) < 0)
			return fail("PTRACE_POKEDATA");
		nr = SYS_openat;
		args[0] = (unsigned long)AT_FDCWD, args[1] = at, args[2] = O_RDONLY | O_CLOEXEC;
	}
	w = call(pid, &saved, nr, args, &ret);
	if (w)
		return w < 0 ? fail("the call") : 0;
	printf("result %ld\n", ret);
	unsigned long close_args[6] = { (unsigned long)ret };
	long ignored;
	if (nr == SYS_openat && ret >= 0 && call(pid, &saved, SYS_close, close_args, &ignored) != 0)
		return fail("close");
	if ((nr == SYS_openat && poke(pid, at, old, sizeof buf, NULL) < 0) ||
	    ptrace(PTRACE_SETREGS, pid, 0, &saved) < 0 || ptrace(PTRACE_DETACH, pid, 0, 0) < 0)
		return fail("putting the process back");
	return 0;
}

int main(int argc, char **argv)
{
	if (argc < 3 || (strcmp(argv[2], "execve") && (strcmp(argv[2], "open") || argc < 4))) {
		fprintf(stderr, "usage: serve-inject PID execve | serve-inject PID open PATH\n");
		return 2;
	}
	return inject((pid_t)atoi(argv[1]), argv[2], argc > 3 ? argv[3] : NULL);
}

#else

int main(void)
{
	puts("serve-inject: x86-64 only");
	return 77;
}

#endif
