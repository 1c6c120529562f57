/*
 * linediff.c: line differences by Myers' greedy algorithm (linediff.h).
 *
 * How this works. The texts are split into lines. The search walks the edit
 * graph diagonal by diagonal: after d edits, trace row d keeps, for each
 * diagonal k = x - y in -d..d (step 2), the furthest x reached, each step
 * taken after an edit followed by as many equal lines as there are (a
 * "snake"). Row d holds 2d + 1 entries from offset d * d, so the whole trace
 * of D edits is (D + 1)^2 entries: bounded by max_edits. The path is then
 * read backwards from the end through the rows, and reversed.
 */
#include "linediff.h"

#include <stdlib.h>
#include <string.h>

#include "util.h"

struct lines {
	const char **text;
	size_t *len;
	size_t n;
};

static void split(const char *s, size_t len, struct lines *out)
{
	size_t cap = 0;
	memset(out, 0, sizeof *out);
	for (size_t i = 0; i < len;) {
		const char *nl = memchr(s + i, '\n', len - i);
		size_t end = nl ? (size_t)(nl - s) : len;
		if (out->n == cap) {
			cap = cap ? 2 * cap : 64;
			out->text = xrealloc(out->text, cap * sizeof *out->text);
			out->len = xrealloc(out->len, cap * sizeof *out->len);
		}
		out->text[out->n] = s + i;
		out->len[out->n++] = end - i;
		i = end + 1;
	}
}

static int same(const struct lines *a, size_t x, const struct lines *b, size_t y)
{
	return a->len[x] == b->len[y] && !memcmp(a->text[x], b->text[y], a->len[x]);
}

/* Row d's entry for diagonal k (|k| <= d). */
#define TRACE(t, d, k) ((t)[(size_t)(d) * (size_t)(d) + (size_t)((k) + (d))])

/* The number of edits of the shortest path, its rows in trace; -1 past max. */
static long search(const struct lines *a, const struct lines *b, long max, int *trace)
{
	long n = (long)a->n, m = (long)b->n;
	for (long d = 0; d <= max; d++)
		for (long k = -d; k <= d; k += 2) {
			long x;
			if (d == 0)
				x = 0;
			else if (k == -d || (k != d && TRACE(trace, d - 1, k - 1) < TRACE(trace, d - 1, k + 1)))
				x = TRACE(trace, d - 1, k + 1); /* down: a line of b added */
			else
				x = TRACE(trace, d - 1, k - 1) + 1; /* right: a line of a removed */
			long y = x - k;
			while (x < n && y < m && same(a, (size_t)x, b, (size_t)y))
				x++, y++;
			TRACE(trace, d, k) = (int)x;
			if (x >= n && y >= m)
				return d;
		}
	return -1;
}

static void push(struct linediff *out, size_t *cap, enum linediff_op op, const struct lines *from, size_t i,
                 size_t a_no, size_t b_no)
{
	if (out->n == *cap) {
		*cap = *cap ? 2 * *cap : 64;
		out->lines = xrealloc(out->lines, *cap * sizeof *out->lines);
	}
	out->lines[out->n++] = (struct linediff_line){ op, from->text[i], from->len[i], a_no, b_no };
}

/* The path of D edits read backwards from (n, m), pushed last line first. */
static void backtrack(const struct lines *a, const struct lines *b, long dmax, const int *trace, struct linediff *out,
                      size_t *cap)
{
	long x = (long)a->n, y = (long)b->n;
	for (long d = dmax; d >= 0; d--) {
		long k = x - y, px = 0, py = 0, pk = 0;
		if (d > 0) {
			int down = k == -d || (k != d && TRACE(trace, d - 1, k - 1) < TRACE(trace, d - 1, k + 1));
			pk = down ? k + 1 : k - 1;
			px = TRACE(trace, d - 1, pk);
			py = px - pk;
		}
		/* The snake after the edit: equal lines back to where the edit left off. */
		long sx = d > 0 ? (pk == k + 1 ? px : px + 1) : 0;
		while (x > sx) {
			x--, y--;
			push(out, cap, LINEDIFF_SAME, a, (size_t)x, (size_t)x + 1, (size_t)y + 1);
		}
		if (d == 0)
			break;
		if (pk == k + 1)
			push(out, cap, LINEDIFF_ADD, b, (size_t)py, 0, (size_t)py + 1);
		else
			push(out, cap, LINEDIFF_DEL, a, (size_t)px, (size_t)px + 1, 0);
		x = px, y = py;
	}
}

static void reverse(struct linediff *out)
{
	for (size_t i = 0, j = out->n; i + 1 < j; i++, j--) {
		struct linediff_line t = out->lines[i];
		out->lines[i] = out->lines[j - 1];
		out->lines[j - 1] = t;
	}
}

void linediff(const char *a, size_t alen, const char *b, size_t blen, size_t max_edits, struct linediff *out)
{
	struct lines la, lb;
	size_t cap = 0;
	memset(out, 0, sizeof *out);
	split(a, alen, &la);
	split(b, blen, &lb);
	long max = (long)(max_edits < la.n + lb.n ? max_edits : la.n + lb.n);
	int *trace = xmalloc((size_t)(max + 1) * (size_t)(max + 1) * sizeof *trace);
	long d = search(&la, &lb, max, trace);
	if (d >= 0) {
		backtrack(&la, &lb, d, trace, out, &cap);
		reverse(out);
		out->edits = (size_t)d;
	} else {
		for (size_t i = 0; i < la.n; i++)
			push(out, &cap, LINEDIFF_DEL, &la, i, i + 1, 0);
		for (size_t i = 0; i < lb.n; i++)
			push(out, &cap, LINEDIFF_ADD, &lb, i, 0, i + 1);
		out->edits = la.n + lb.n;
		out->too_different = 1;
	}
	free(trace);
	free(la.text);
	free(la.len);
	free(lb.text);
	free(lb.len);
}

void linediff_free(struct linediff *df)
{
	if (!df)
		return;
	free(df->lines);
	memset(df, 0, sizeof *df);
}
