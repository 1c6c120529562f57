/*
 * pattern.h: finding the structure in a table of small positions, for
 * `judge explore`. Pure functions: a table of values in, findings out, no I/O.
 *
 * A table is a sequence (one axis: position n -> value) or a grid (two axes:
 * (a, b) -> value), of win/lose values (0: the player to move loses, a P
 * position; 1: he wins), Sprague-Grundy values (0 is a P position too), or
 * win/lose/draw values (0 lost, 1 won, 2 drawn under perfect play; -1 a cell
 * of the grid that is no position of the game).
 *
 * What is looked for, and how:
 *   - in a sequence, eventual periodicity: the smallest period p, and the
 *     smallest start n0 from which v(n + p) = v(n) holds to the end of the
 *     table; then arithmetic periodicity, v(n + p) = v(n) + s with s != 0.
 *     A candidate counts only when the periodic part covers at least half
 *     the table and at least three whole periods, so a coincidence near the
 *     end is not taken for a pattern (the Fibonacci subtraction game repeats
 *     with period 36 up to n = 100, and only there);
 *   - in a grid, periods along each axis (parity and other modular patterns),
 *     symmetry, P positions filling a row, a column or a diagonal to the edge,
 *     and P positions along two rays from the origin with their slopes (for
 *     slopes near the golden ratio, Wythoff's pairs are checked exactly).
 * Win/lose/draw tables get no pattern claimed: only their counts are stated.
 * Every statement says what it was checked on: pattern_theorem_bound() gives
 * the bound to which the periodicity theorem of subtraction or octal games
 * needs a period checked for it to hold for every n.
 */
#ifndef PATTERN_H
#define PATTERN_H

#include <stddef.h>

/* What a table's values are (a manifest's `values:` pn, sg or wld; stored as this number). */
enum values { VALUES_PN, VALUES_SG, VALUES_WLD };

/* A value of a VALUES_WLD table: drawn under perfect play; and a cell that is no position. */
#define VALUE_DRAW 2
#define VALUE_NONE (-1)

struct table {
	int dims;           /* 1: a sequence; 2: a grid */
	long lo[2], hi[2];  /* the positions: lo..hi on each axis */
	long *v;            /* the values, a grid row by row (first axis: rows) */
	enum values values; /* what the values are */
};

/* How many positions the table holds. */
size_t pattern_table_size(const struct table *t);

/* The value at a (sequence) or (a, b) (grid), which must be in the table. */
long pattern_table_at(const struct table *t, long a, long b);

enum theorem { THEOREM_NONE, THEOREM_SUBTRACTION, THEOREM_OCTAL };

struct period {
	int found;
	long start;  /* periodic for n >= start */
	long period; /* p */
	long saltus; /* 0: v(n + p) = v(n); else v(n + p) = v(n) + saltus */
};

/*
 * Finds the eventual period of the sequence t (plain first, arithmetic when
 * there is no plain one). found = 0 when there is none by the rule above,
 * and always for win/lose/draw values.
 */
void pattern_period(const struct table *t, struct period *out);

/* 1 when the sequence t follows p from p->start to its end. */
int pattern_holds(const struct table *t, const struct period *p);

/*
 * The last n whose value the periodicity theorem needs, for a plain period p
 * of a game of kind th with largest move (subtraction) or most tokens taken
 * (octal) k: subtraction games, v(n + p) = v(n) for start <= n < start + k;
 * octal games (Guy and Smith), for start <= n < 2 start + p + k.
 */
long pattern_theorem_bound(enum theorem th, long k, const struct period *p);

/* How a sequence's period was checked, for its evidence line. */
struct proof {
	enum theorem theorem; /* what holds for the game (THEOREM_NONE: nothing) */
	long k;
	long bound;      /* pattern_theorem_bound(), when a theorem holds */
	long checked_to; /* the last n compared */
	int proved;      /* checked to the bound: it holds for every n */
};

/*
 * The findings as text, one statement per line, each ending in a newline; a
 * malloc'ed string. axes names the axes ("n"; "a", "b"). For a sequence, per
 * and proof are what pattern_period() found and how far it was checked.
 */
char *pattern_describe_sequence(const struct table *t, const char *axis, const struct period *per,
                                const struct proof *proof);
char *pattern_describe_grid(const struct table *t, const char *const axes[2]);

/*
 * The sequence's pattern in one line, for a picture's caption: "periodic
 * from n = 53 with period 34 (proved: the periodicity theorem for octal
 * games)", "looks periodic over n = 0..120 (no proof): repeats every 36 from
 * n = 0", "looks arithmetic-periodic over ... (no proof)", or "no pattern
 * found up to n = 150". "periodic" alone is said only of a proved period. A
 * malloc'ed string.
 */
char *pattern_caption(const struct table *t, const char *axis, const struct period *per, const struct proof *proof);

#endif
