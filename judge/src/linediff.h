/*
 * linediff.h: the differences between two texts, line by line, for the
 * jury's page of two sources side by side (web/pages-jury.c). A pure
 * function: no I/O, no escaping (the page escapes each line it shows).
 *
 * The lines kept are a longest common subsequence of the two texts' lines,
 * found by Myers' greedy O((N+M)D) algorithm ("An O(ND) Difference Algorithm
 * and Its Variations", 1986), D being the number of lines added and removed.
 * D is bounded by the caller: past it the texts are said to be too different,
 * and the diff is the whole of the first removed, then the whole of the
 * second added (true, only not the shortest).
 */
#ifndef LINEDIFF_H
#define LINEDIFF_H

#include <stddef.h>

enum linediff_op { LINEDIFF_SAME, LINEDIFF_DEL, LINEDIFF_ADD };

/* One line of the diff: in both texts, only in the first (removed), or only in the second (added). */
struct linediff_line {
	enum linediff_op op;
	const char *text; /* into the text it comes from (the first's for SAME); not NUL-terminated */
	size_t len;       /* without its newline */
	size_t a_no;      /* its 1-based line number in the first text; 0 for an added line */
	size_t b_no;      /* its 1-based line number in the second text; 0 for a removed line */
};

struct linediff {
	struct linediff_line *lines; /* in reading order */
	size_t n;
	size_t edits;      /* lines removed plus lines added */
	int too_different; /* more than max_edits: everything removed, then everything added */
};

/*
 * The diff of a[0..alen) and b[0..blen) into out: each text is split at '\n'
 * (a last line without one counts; "" has no line), and at most max_edits
 * lines removed and added are searched for. The lines point into a and b,
 * which must outlive out. Free with linediff_free (which accepts a zeroed
 * struct). Never fails (memory exhaustion aborts, as xmalloc does).
 */
void linediff(const char *a, size_t alen, const char *b, size_t blen, size_t max_edits, struct linediff *out);
void linediff_free(struct linediff *df);

#endif
