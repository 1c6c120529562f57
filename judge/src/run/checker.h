/*
 * checker.h: the built-in output checkers.
 *
 * All of them stream both files once (lines: at most twice), in time linear in
 * the output and with memory bounded by the longest token they must keep:
 *   exact   the bytes must be equal;
 *   lines   each line compared after dropping trailing spaces, tabs and carriage
 *           returns, and trailing blank lines ignored; if the lines differ but the
 *           tokens are the same, PE;
 *   tokens  the same whitespace-separated tokens;
 *   float   tokens, with numbers equal within the absolute or relative tolerance.
 * The message says where the first difference is and what it was.
 */
#ifndef CHECKER_H
#define CHECKER_H

#include "problem/problem.h"
#include "verdict_code.h"

struct check_result {
	enum verdict verdict; /* V_AC, V_WA or V_PE */
	char message[512];    /* for WA and PE: the first difference; for partial, the checker's words */
	int partial;          /* V_AC with the points the checker gave (checker_spec.points): partially correct */
	double points;        /* partial: the points the checker gave */
};

/*
 * Compares output with answer using a built-in checker (not CHECKER_CUSTOM).
 * Returns 0 with the decision in r, or -1 with a message when a file cannot be
 * read: that is the judge's failure.
 */
int checker_compare(const struct checker_spec *spec, const char *output, const char *answer, struct check_result *r,
                    struct diag *d);
/*
 * The same with the output read from output_fd, from its start (output names
 * it in messages): a run's memory file is read through its own descriptor,
 * not opened again by a /proc/self/fd path, a walk through procfs that cost
 * ten times a dup. The descriptor's offset moves (the worker's files are
 * rewound before each run).
 */
int checker_compare_fd(const struct checker_spec *spec, int output_fd, const char *output, const char *answer,
                       struct check_result *r, struct diag *d);

/*
 * What the exit status of a checker program means, by its convention:
 *   testlib  0 AC, 1 WA, 2 PE, 4 PE (extra data, testlib's "dirt"), 7 WA
 *            (points: partial credit is not acceptance), 8 WA (unexpected end
 *            of output), 16 + n WA (partially correct, n points); 3 is the
 *            checker's own failure ("fail"), and so are 42 and 43: Kattis'
 *            statuses, from a checker declared with the wrong convention;
 *   kattis   42 AC, 43 WA.
 * Returns 0 with the verdict in *v and, for partial credit, a note to put
 * before the checker's message in *note (else ""); -1 when the status means
 * the checker failed or is outside its convention: the problem's fault (JE),
 * with a hint in *note for 42 and 43 under testlib.
 * A pure function: no I/O.
 */
int checker_exit_verdict(enum checker_convention conv, int exit_code, enum verdict *v, char *note, size_t size);

/*
 * The points a testlib checker gave with quitp() (exit 7): testlib writes
 * "points " and then its message, which begins with the number ("points 7.5
 * the sum is 30"). 0 with them in *points; -1 when words do not begin so, or
 * the number is not in 0..1e6 (testlib's own bounds). A pure function.
 */
int checker_points(const char *words, double *points);

#endif
