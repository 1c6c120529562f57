/*
 * verdict.h: where a verdict is decided: a run's from its limits and what the
 * sandbox measured, an interactive run's from both sides', a submission's from
 * its tests', and whether a TLE is run again alone. Pure functions, tested from the case tables in
 * tests/data/ (judge/tests/unit/run/verdict.c). The codes themselves are verdict_code.h's.
 */
#ifndef VERDICT_H
#define VERDICT_H

#include <stddef.h>

#include "problem/problem.h"
#include "run/sandbox.h"
#include "verdict_code.h"

/*
 * The verdict of one run, from its limits, what the sandbox measured and the
 * size of its output, in this order of precedence:
 *   TLE  killed at the wall limit, CPU time over the limit, or SIGXCPU;
 *        at the wall limit, the message says the limit and the CPU time, and
 *        the time spent waiting for a processor that did not count
 *        (sandbox.h, SANDBOX_WALL_BACKSTOP) when there was any; at the
 *        backstop, the wall time measured and how much of it was waiting;
 *   MLE  peak resident memory plus what its files hold over the limit, or the
 *        binary did not fit in memory at all;
 *   OLE  output over the limit, or SIGXFSZ;
 *   RE   killed by any other signal, or a non-zero exit status;
 *   AC   otherwise: it ran within every limit and exited 0 (the output is
 *        still to be checked).
 * But when the judge stopped the program at its CPU, memory or output limit
 * (sandbox_result.killed_for) and the run is over that limit, that limit's
 * verdict comes right after the wall limit's, before the others: a program
 * stopped for its memory whose CPU time passed the limit before the kill took
 * effect is MLE. Where the kernel ended it (SIGXCPU, SIGXFSZ, the OOM killer)
 * or nothing did, the order above decides.
 * msg gets why, for anything but AC ("" for AC). A pure function: no I/O.
 */
enum verdict verdict_decide(const struct limits *lim, const struct sandbox_result *sr, long long output_bytes,
                            char *msg, size_t size);

/*
 * The verdict of an interactive run, by the rules of the Kattis problem
 * format: contestant is verdict_decide() of the contestant's run (AC: it
 * stayed within its limits and exited 0), interactor the interactor's verdict
 * by its exit status (AC, WA or PE), ignored when interactor_failed (it
 * crashed, hung or reported its own failure). In this order:
 *   the interactor failed                                   JE
 *   the interactor rejected and ended before the contestant  its verdict (it decided first)
 *   the contestant broke a limit or crashed                  the contestant's verdict
 *   otherwise                                               the interactor's verdict
 * A pure function: no I/O.
 */
enum verdict verdict_interact_decide(enum verdict contestant, int interactor_failed, enum verdict interactor,
                             int interactor_first);

/*
 * A submission's verdict from its tests' verdicts, in manifest order (V_SKIPPED:
 * not run, ignored): the first test not accepted decides it, whatever that
 * test's verdict, JE included. So a judge failure on a test before any
 * rejected one makes the submission JE (the judge cannot vouch for that
 * test, which may have been the first rejected), while a test rejected before
 * a judge failure decides: the failure is on a test a contest would never
 * have reached (--first-fail), or reached only because it ran beside the
 * rejected one (-j). It is then reported beside the verdict (later_je),
 * never counted and never hidden. AC when every test run was accepted, or
 * none ran. A pure function: no I/O.
 */
struct verdict_tally {
	enum verdict verdict;
	long decided_by; /* the index of the test that decided, or -1 (AC) */
	long later_je;   /* with a verdict other than JE, the first JE after decided_by, or -1 */
};
struct verdict_tally verdict_submission(const enum verdict *tests, size_t n);

/*
 * Whether a run's TLE may be the busy machine's doing, not the program's, so
 * that the judge runs it again alone (docs/contestant.md, "Verdicts that are fast and do not flicker"):
 *   - killed at the wall limit while its CPU time was under the limit, having
 *     run, or waited for a processor (sandbox_result.wait_ms), at least a
 *     fifth of its wall time (a program that sleeps or blocks does neither:
 *     it is TLE at once; a program starved on a loaded machine may have run
 *     very little but waited most of the time); or
 *   - over the CPU limit with a wall time over 5/4 of its CPU time (it waited
 *     for a processor, so caches and the clock were shared; on an idle machine
 *     a program that spins takes as much wall time as CPU time).
 * v is the run's verdict; anything but TLE is never re-run. A pure function.
 */
int verdict_rerun(const struct limits *lim, const struct sandbox_result *sr, enum verdict v);

/* "killed by SIGSEGV (segmentation fault)" and the like, for messages. */
const char *verdict_signal_text(int sig, char *buf, size_t size);

#endif
