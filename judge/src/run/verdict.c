#define _GNU_SOURCE
#include "run/verdict.h"

#include <signal.h>
#include <stdio.h>
#include <string.h>

const char *verdict_signal_text(int sig, char *buf, size_t size)
{
	const char *what = sig == SIGSEGV   ? " (segmentation fault)"
	                   : sig == SIGABRT ? " (aborted)"
	                   : sig == SIGFPE  ? " (arithmetic error)"
	                   : sig == SIGSYS  ? " (forbidden system call)"
	                   : sig == SIGBUS  ? " (bus error)"
	                   : sig == SIGKILL ? " (killed)"
	                                    : "";
	snprintf(buf, size, "killed by SIG%s%s", sigabbrev_np(sig) ? sigabbrev_np(sig) : "?", what);
	return buf;
}

int verdict_rerun(const struct limits *lim, const struct sandbox_result *sr, enum verdict v)
{
	if (v != V_TLE)
		return 0;
	if (sr->wall_killed)
		return sr->cpu_ms < lim->time_ms && (sr->cpu_ms * 5 >= sr->wall_ms || sr->wait_ms * 5 >= sr->wall_ms);
	return sr->cpu_ms >= lim->time_ms && sr->wall_ms * 4 > sr->cpu_ms * 5;
}

/* Why a run stopped at the wall limit (verdict.h says each case). */
static void wall_message(const struct limits *lim, const struct sandbox_result *sr, char *msg, size_t size)
{
	if (sr->wall_killed == SANDBOX_WALL_BACKSTOP_HIT)
		snprintf(msg, size, "wall time over %ld ms, %ld ms of it waiting for a processor (CPU %ld ms)",
		         sr->wall_ms, sr->wait_ms, sr->cpu_ms);
	else if (sr->wait_ms > 0)
		snprintf(msg, size, "wall time over %ld ms, not counting %ld ms waiting for a processor (CPU %ld ms)",
		         lim->wall_ms, sr->wait_ms, sr->cpu_ms);
	else
		snprintf(msg, size, "wall time over %ld ms (CPU %ld ms)", lim->wall_ms, sr->cpu_ms);
}

/* TLE by CPU time (over the limit, or SIGXCPU), with its message; V_AC when within. */
static enum verdict cpu_verdict(const struct limits *lim, const struct sandbox_result *sr, char *msg, size_t size)
{
	if (sr->cpu_ms <= lim->time_ms && (sr->exited || sr->signal != SIGXCPU))
		return V_AC;
	snprintf(msg, size, "CPU time %ld ms, over the limit of %ld ms", sr->cpu_ms, lim->time_ms);
	return V_TLE;
}

/* MLE (the binary does not fit, or peak memory plus files over the limit), with its message; V_AC when within. */
static enum verdict memory_verdict(const struct limits *lim, const struct sandbox_result *sr, char *msg, size_t size)
{
	if (sr->exec_nomem)
		snprintf(msg, size, "the program does not fit in the memory limit of %ld KiB", lim->memory_kb);
	else if (sr->memory_kb + sr->files_kb <= lim->memory_kb)
		return V_AC;
	else if (sr->files_kb)
		snprintf(msg, size, "peak memory %ld KiB and %ld KiB in files, over the limit of %ld KiB",
		         sr->memory_kb, sr->files_kb, lim->memory_kb);
	else
		snprintf(msg, size, "peak memory %ld KiB, over the limit of %ld KiB", sr->memory_kb, lim->memory_kb);
	return V_MLE;
}

/* OLE (output over the limit, or SIGXFSZ), with its message; V_AC when within. */
static enum verdict output_verdict(const struct limits *lim, const struct sandbox_result *sr, long long output_bytes,
                                   char *msg, size_t size)
{
	if (output_bytes <= (long long)lim->output_kb * 1024 && (sr->exited || sr->signal != SIGXFSZ))
		return V_AC;
	snprintf(msg, size, "output over the limit of %ld KiB", lim->output_kb);
	return V_OLE;
}

/*
 * The verdict of the limit the judge stopped the program at, when it stopped
 * it at one and the run is over that limit (V_AC otherwise): the kill takes
 * effect a moment later, by when the run may have passed another limit too.
 */
static enum verdict killed_verdict(const struct limits *lim, const struct sandbox_result *sr, long long output_bytes,
                                   char *msg, size_t size)
{
	switch (sr->killed_for) {
	case SANDBOX_KILLED_CPU:
		return cpu_verdict(lim, sr, msg, size);
	case SANDBOX_KILLED_MEMORY:
		return memory_verdict(lim, sr, msg, size);
	case SANDBOX_KILLED_OUTPUT:
		return output_verdict(lim, sr, output_bytes, msg, size);
	default:
		return V_AC;
	}
}

enum verdict verdict_decide(const struct limits *lim, const struct sandbox_result *sr, long long output_bytes,
                            char *msg, size_t size)
{
	char sig[96];
	enum verdict v;
	msg[0] = '\0';
	if (sr->wall_killed) {
		wall_message(lim, sr, msg, size);
		return V_TLE;
	}
	if ((v = killed_verdict(lim, sr, output_bytes, msg, size)) != V_AC ||
	    (v = cpu_verdict(lim, sr, msg, size)) != V_AC || (v = memory_verdict(lim, sr, msg, size)) != V_AC ||
	    (v = output_verdict(lim, sr, output_bytes, msg, size)) != V_AC)
		return v;
	if (!sr->exited) {
		snprintf(msg, size, "%s", verdict_signal_text(sr->signal, sig, sizeof sig));
		return V_RE;
	}
	if (sr->exit_code != 0) {
		snprintf(msg, size, "exit code %d", sr->exit_code);
		return V_RE;
	}
	return V_AC;
}

enum verdict verdict_interact_decide(enum verdict contestant, int interactor_failed, enum verdict interactor,
                                     int interactor_first)
{
	if (interactor_failed)
		return V_JE;
	if (interactor_first && interactor != V_AC)
		return interactor;
	if (contestant != V_AC)
		return contestant;
	return interactor;
}

struct verdict_tally verdict_submission(const enum verdict *tests, size_t n)
{
	struct verdict_tally t = { .verdict = V_AC, .decided_by = -1, .later_je = -1 };
	for (size_t i = 0; i < n; i++) {
		if (tests[i] == V_AC || tests[i] == V_SKIPPED)
			continue;
		if (t.decided_by < 0) {
			t.verdict = tests[i];
			t.decided_by = (long)i;
		} else if (tests[i] == V_JE && t.verdict != V_JE) {
			t.later_je = (long)i;
			break;
		}
	}
	return t;
}
