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

#include "problem.h"
#include "verdict.h"

struct check_result {
	enum verdict verdict; /* V_AC, V_WA or V_PE */
	char message[512];    /* for WA and PE: the first difference */
};

/*
 * Compares output with answer using a built-in checker (not CHECKER_CUSTOM).
 * Returns 0 with the decision in r, or -1 with a message when a file cannot be
 * read: that is the judge's failure.
 */
int checker_compare(const struct checker_spec *spec, const char *output, const char *answer, struct check_result *r,
                    struct diag *d);

#endif
