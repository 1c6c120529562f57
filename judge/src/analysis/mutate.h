/*
 * mutate.h: single-point mutants of a C source, for `judge mutants`.
 *
 * A pure function over text: no I/O. The source is split into tokens the way
 * a C compiler would (string and character literals, comments and
 * preprocessor lines are recognised and never mutated inside; the body of a
 * #define is, since array bounds live there), and each mutant replaces exactly
 * one token:
 *   relational   <  <=  >  >=  (a boundary moved, the direction turned), == and != swapped
 *   arithmetic   + and - (binary), * and / (binary), % to /, their compound
 *                assignments, ++ and -- swapped
 *   bitwise      ^ and | swapped, & (binary) to |, << and >> swapped, and their
 *                compound assignments
 *   logical      && and || swapped
 *   negation     a ! dropped
 *   constant     an integer constant plus and minus one and two, and to the
 *                powers of two on either side of it (array bounds among them)
 *   shift        a shift's amount plus and minus one: a number (<< 8 to << 9
 *                and << 7) or a plain name (>> i to >> (i + 1) and >> (i - 1))
 *   string       an output string replaced by another of the same source (a
 *                literal with a letter and no % in it: "Yes" for "No")
 * Mutants come in source order, and for one token in the order of that list
 * (a constant: +1, -1, +2, -2, the power of two below, the one above); a
 * replacement a token already has is not made twice, nor one below zero or
 * past the largest constant. A mutant's number (its index + 1) is stable for
 * a given source.
 */
#ifndef MUTATE_H
#define MUTATE_H

#include <stddef.h>

struct mutant {
	size_t offset, length; /* the token replaced: text[offset, offset + length) */
	int line, col;         /* where the token starts, 1-based (col in bytes) */
	char *from, *to;       /* the token and its replacement ("" for a dropped !) */
	const char *kind;      /* "relational", "arithmetic", ... as above */
};

/*
 * Every mutant of the len bytes of text, in source order: a malloc'ed array
 * of *n (NULL when none), freed with mutants_free().
 */
struct mutant *mutate_find(const char *text, size_t len, size_t *n);
void mutants_free(struct mutant *m, size_t n);

/* The source with m applied: a malloc'ed NUL-terminated copy of *outlen bytes. */
char *mutate_apply(const char *text, size_t len, const struct mutant *m, size_t *outlen);

/*
 * What m does, for a report: "12:9 '<' -> '<='"; strings and long tokens are
 * cut and escaped so the text stays on one line.
 */
void mutate_describe(const struct mutant *m, char *buf, size_t size);

/*
 * Picks k of the n mutants, the same ones for the same seed on any machine:
 * writes k indices in increasing order to picked (k <= n).
 */
void mutate_sample(size_t n, size_t k, unsigned long long seed, size_t *picked);

#endif
