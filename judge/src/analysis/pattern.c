/*
 * How this works: every search is a scan of the table. A sequence's period p
 * is found from the end: for each p, the start is where v(n + p) = v(n) (or
 * v(n + p) - v(n) = s) last fails going backwards; the smallest p whose
 * periodic part is long enough wins. A grid is read for periods along each
 * axis, symmetry, P positions that run to the edge along a row, a column or a
 * diagonal, and the rest fitted to two rays from the origin by least squares.
 * The text is built in a memory stream; callers print it.
 */
#define _GNU_SOURCE
#include "analysis/pattern.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "util.h"

size_t pattern_table_size(const struct table *t)
{
	size_t n = (size_t)(t->hi[0] - t->lo[0] + 1);
	return t->dims == 2 ? n * (size_t)(t->hi[1] - t->lo[1] + 1) : n;
}

long pattern_table_at(const struct table *t, long a, long b)
{
	if (t->dims == 1)
		return t->v[a - t->lo[0]];
	return t->v[(a - t->lo[0]) * (t->hi[1] - t->lo[1] + 1) + (b - t->lo[1])];
}

/* The smallest start from which v[i + p] - v[i] == s to the end, for i an index. */
static long start_for(const long *v, long len, long p, long s)
{
	long i = len - p - 1;
	while (i >= 0 && v[i + p] - v[i] == s)
		i--;
	return i + 1;
}

/* The rule for a candidate: the periodic part is half the table and three periods. */
static int long_enough(long len, long start, long p)
{
	long tail = len - start;
	return tail >= 3 * p && 2 * tail >= len;
}

void pattern_period(const struct table *t, struct period *out)
{
	long len = (long)pattern_table_size(t);
	memset(out, 0, sizeof *out);
	if (t->values == VALUES_WLD)
		return;
	for (int arith = 0; arith < 2 && !out->found; arith++)
		for (long p = 1; 3 * p <= len && !out->found; p++) {
			long s = arith ? t->v[len - 1] - t->v[len - 1 - p] : 0;
			if (arith && s == 0)
				continue;
			long start = start_for(t->v, len, p, s);
			if (long_enough(len, start, p)) {
				out->found = 1;
				out->start = t->lo[0] + start;
				out->period = p;
				out->saltus = s;
			}
		}
}

int pattern_holds(const struct table *t, const struct period *p)
{
	long len = (long)pattern_table_size(t);
	for (long i = p->start - t->lo[0]; i >= 0 && i + p->period < len; i++)
		if (t->v[i + p->period] - t->v[i] != p->saltus)
			return 0;
	return 1;
}

long pattern_theorem_bound(enum theorem th, long k, const struct period *p)
{
	if (th == THEOREM_SUBTRACTION)
		return p->start + k - 1 + p->period;
	if (th == THEOREM_OCTAL)
		return 2 * p->start + p->period + k - 1 + p->period;
	return -1;
}

/* A value as the text table shows it: P or N for win/lose, the number for SG. */
static void put_value(FILE *f, const struct table *t, long v)
{
	if (t->values == VALUES_SG)
		fprintf(f, "%ld", v);
	else
		fputc(v ? 'N' : 'P', f);
}

/* "subtraction games (largest move 5)", "octal games (at most 2 tokens taken)". */
static void put_theorem(FILE *f, const struct proof *proof)
{
	if (proof->theorem == THEOREM_SUBTRACTION)
		fprintf(f, "subtraction games (largest move %ld)", proof->k);
	else
		fprintf(f, "octal games (at most %ld tokens taken)", proof->k);
}

/* "n = 3" or "n = 0..51". */
static void put_span(FILE *f, const char *axis, long lo, long hi)
{
	if (lo == hi)
		fprintf(f, "%s = %ld", axis, lo);
	else
		fprintf(f, "%s = %ld..%ld", axis, lo, hi);
}

/* Lists up to 12 numbers; the count stands in for the rest. */
static void put_list(FILE *f, const long *xs, size_t n)
{
	for (size_t i = 0; i < n && i < 12; i++)
		fprintf(f, "%s%ld", i ? ", " : "", xs[i]);
	if (n > 12)
		fprintf(f, ", ... (%zu in all)", n);
}

static void describe_p_positions(FILE *f, const struct table *t, const char *axis, const struct period *per, int proved)
{
	long len = (long)pattern_table_size(t);
	long *zeros = xmalloc((size_t)len * sizeof *zeros);
	size_t nz = 0, before = 0;
	long limit = per->found && per->saltus == 0 ? per->start : t->hi[0] + 1;
	for (long n = t->lo[0]; n < limit && n <= t->hi[0]; n++)
		if (pattern_table_at(t, n, 0) == 0)
			zeros[nz++] = n;
	before = nz;
	fputs(t->values == VALUES_SG ? "P positions (value 0): " : "P positions: ", f);
	if (!per->found || per->saltus != 0) {
		if (nz == 0)
			fprintf(f, "none up to %s = %ld", axis, t->hi[0]);
		else
			put_list(f, zeros, nz);
		fputc('\n', f);
		free(zeros);
		return;
	}
	long p = per->period, res[64];
	size_t nres = 0, all = 0;
	for (long n = per->start; n < per->start + p; n++)
		if (pattern_table_at(t, n, 0) == 0) {
			if (nres < 64)
				res[nres++] = n % p;
			all++;
		}
	if (all == 0)
		fprintf(f, "none from %s = %ld", axis, per->start);
	else if (p == 1)
		fprintf(f, "every %s", axis);
	else if (all == 1)
		fprintf(f, "%s mod %ld = %ld%s", axis, p, res[0], p == 2 ? (res[0] ? " (odd)" : " (even)") : "");
	else if (all <= 64) {
		/* Residues in increasing order. */
		for (size_t i = 1; i < nres; i++)
			for (size_t k = i; k > 0 && res[k - 1] > res[k]; k--) {
				long tmp = res[k];
				res[k] = res[k - 1];
				res[k - 1] = tmp;
			}
		fprintf(f, "%s mod %ld in {", axis, p);
		put_list(f, res, nres);
		fputc('}', f);
	} else {
		fprintf(f, "%zu residues mod %ld", all, p);
	}
	if (all && !proved)
		fprintf(f, ", over %s = %ld..%ld", axis, per->start, t->hi[0]);
	else if (all && per->start > t->lo[0])
		fprintf(f, ", for %s >= %ld", axis, per->start);
	if (before) {
		fputs(all ? "; and before that " : "; before that ", f);
		put_list(f, zeros, before);
	}
	fputc('\n', f);
	free(zeros);
}

/* ": v1 v2 ..." for one period of a short one (at most 40 values), then the end of the line. */
static void put_one_period(FILE *f, const struct table *t, const struct period *per)
{
	if (per->period <= 40) {
		fputs(":", f);
		for (long n = per->start; n < per->start + per->period; n++) {
			fputc(' ', f);
			put_value(f, t, pattern_table_at(t, n, 0));
		}
	}
	fputc('\n', f);
}

/* A win/lose/draw table: no pattern claimed, the counts of each value. A malloc'ed string. */
static char *describe_wld(const struct table *t)
{
	size_t count[4] = { 0 }; /* none, lost, won, drawn */
	for (size_t k = 0; k < pattern_table_size(t); k++)
		count[t->v[k] + 1]++;
	char *none = count[0] ? xasprintf(", %zu not a position (-)", count[0]) : xstrdup("");
	char *out = xasprintf("pattern: none claimed (patterns are looked for in win/lose and Sprague-Grundy values "
	                      "only)\npositions in the table: %zu N (won), %zu P (lost), %zu D (drawn)%s\n",
	                      count[2], count[1], count[3], none);
	free(none);
	return out;
}

char *pattern_describe_sequence(const struct table *t, const char *axis, const struct period *per,
                                const struct proof *proof)
{
	if (t->values == VALUES_WLD)
		return describe_wld(t);
	char *buf = NULL;
	size_t size = 0;
	FILE *f = open_memstream(&buf, &size);
	if (!f)
		return xstrdup("");
	const char *val = t->values == VALUES_SG ? "SG" : "outcome";
	/* "periodic" is said only of a period proved by a theorem; otherwise what the table shows, as such. */
	int proved = per->found && per->saltus == 0 && proof->proved;
	if (!per->found) {
		fprintf(f, "pattern: no pattern found up to %s = %ld\n", axis, t->hi[0]);
	} else if (proved) {
		fprintf(f, "pattern: periodic from %s = %ld with period %ld", axis, per->start, per->period);
		put_one_period(f, t, per);
		if (per->start > t->lo[0]) {
			fputs("pre-period: ", f);
			put_span(f, axis, t->lo[0], per->start - 1);
			fprintf(f, " (%s = %ld is the last that breaks the period)\n", axis, per->start - 1);
		}
	} else if (per->saltus == 0) {
		fprintf(f, "pattern: looks periodic over %s = %ld..%ld (no proof): from %s = %ld it repeats every %ld",
		        axis, t->lo[0], t->hi[0], axis, per->start, per->period);
		put_one_period(f, t, per);
		if (per->start > t->lo[0]) {
			fputs("before it repeats: ", f);
			put_span(f, axis, t->lo[0], per->start - 1);
			fputc('\n', f);
		}
	} else {
		fprintf(f,
		        "pattern: looks arithmetic-periodic over %s = %ld..%ld (no proof): "
		        "from %s = %ld, %s(%s + %ld) = %s(%s) %c %ld\n",
		        axis, t->lo[0], t->hi[0], axis, per->start, val, axis, per->period, val, axis,
		        per->saltus > 0 ? '+' : '-', labs(per->saltus));
		if (per->start > t->lo[0]) {
			fputs("before it repeats: ", f);
			put_span(f, axis, t->lo[0], per->start - 1);
			fputc('\n', f);
		}
	}
	describe_p_positions(f, t, axis, per, proved);
	if (per->found) {
		if (proved) {
			fprintf(f, "evidence: checked to %s = %ld, the bound of the periodicity theorem for ", axis,
			        proof->bound);
			put_theorem(f, proof);
			fprintf(f, ": it holds for every %s\n", axis);
		} else {
			fputs("evidence: checked over ", f);
			put_span(f, axis, t->lo[0], proof->checked_to);
			if (per->saltus == 0 && proof->theorem != THEOREM_NONE) {
				fputs(" only; the periodicity theorem for ", f);
				put_theorem(f, proof);
				fprintf(f, " needs %s up to %ld\n", axis, proof->bound);
			} else {
				fputs(" only; no periodicity theorem applies to this game\n", f);
			}
		}
	}
	fclose(f);
	return buf;
}

char *pattern_caption(const struct table *t, const char *axis, const struct period *per, const struct proof *proof)
{
	if (t->values == VALUES_WLD)
		return xstrdup("win/lose/draw: no pattern claimed");
	if (!per->found)
		return xasprintf("no pattern found up to %s = %ld", axis, t->hi[0]);
	if (per->saltus == 0 && proof->proved)
		return xasprintf(
		        "periodic from %s = %ld with period %ld (proved: the periodicity theorem for %s games)", axis,
		        per->start, per->period, proof->theorem == THEOREM_OCTAL ? "octal" : "subtraction");
	if (per->saltus == 0)
		return xasprintf("looks periodic over %s = %ld..%ld (no proof): repeats every %ld from %s = %ld", axis,
		                 t->lo[0], t->hi[0], per->period, axis, per->start);
	return xasprintf("looks arithmetic-periodic over %s = %ld..%ld (no proof): +%ld every %ld from %s = %ld", axis,
	                 t->lo[0], t->hi[0], per->saltus, per->period, axis, per->start);
}

/* ---- grids ---- */

struct grid {
	const struct table *t;
	long rows, cols;
	char *done; /* P positions a statement has covered */
};

static long at(const struct grid *g, long i, long j)
{
	return g->t->v[i * g->cols + j];
}

/* The smallest period along the rows (axis 0) or the columns (axis 1), or 0. */
static long axis_period(const struct grid *g, int axis)
{
	long n = axis ? g->cols : g->rows;
	for (long q = 1; 3 * q <= n; q++) {
		int ok = 1;
		for (long i = 0; ok && i < g->rows; i++)
			for (long j = 0; ok && j < g->cols; j++) {
				long i2 = axis ? i : i + q, j2 = axis ? j + q : j;
				if (i2 < g->rows && j2 < g->cols && at(g, i, j) != at(g, i2, j2))
					ok = 0;
			}
		if (ok)
			return q;
	}
	return 0;
}

static void describe_residues(FILE *f, const struct grid *g, const char *const axes[2], long q, long r)
{
	const struct table *t = g->t;
	char *ra = xcalloc((size_t)q, 1), *rb = xcalloc((size_t)r, 1);
	size_t count = 0;
	for (long i = 0; i < q; i++)
		for (long j = 0; j < r; j++)
			if (at(g, i, j) == 0) {
				ra[(t->lo[0] + i) % q] = rb[(t->lo[1] + j) % r] = 1;
				count++;
			}
	size_t na = 0, nb = 0;
	for (long i = 0; i < q; i++)
		na += ra[i];
	for (long j = 0; j < r; j++)
		nb += rb[j];
	fputs("P positions: ", f);
	if (count == 0) {
		fputs("none\n", f);
	} else if (count == na * nb) { /* a product of residue sets: say each axis's */
		for (int axis = 0; axis < 2; axis++) {
			long m = axis ? r : q;
			const char *set = axis ? rb : ra;
			size_t k = axis ? nb : na;
			if (axis)
				fputs(" and ", f);
			if ((long)k == m) {
				fprintf(f, "any %s", axes[axis]);
				continue;
			}
			fprintf(f, "%s mod %ld %s", axes[axis], m, k == 1 ? "=" : "in {");
			for (long x = 0, first = 1; x < m; x++)
				if (set[x]) {
					fprintf(f, "%s%ld", first ? " " : ", ", x);
					first = 0;
				}
			if (k > 1)
				fputs(" }", f);
		}
		fputc('\n', f);
	} else {
		fprintf(f, "(%s mod %ld, %s mod %ld) in {", axes[0], q, axes[1], r);
		int first = 1;
		for (long i = 0; i < q; i++)
			for (long j = 0; j < r; j++)
				if (at(g, i, j) == 0) {
					fprintf(f, "%s(%ld, %ld)", first ? "" : ", ", (t->lo[0] + i) % q,
					        (t->lo[1] + j) % r);
					first = 0;
				}
		fputs("}\n", f);
	}
	free(ra);
	free(rb);
}

/*
 * P positions that run to the edge of the table along a line: a row, a column
 * or a diagonal (a - b constant), at least 3 cells and a third of the line.
 */
static int describe_runs(FILE *f, struct grid *g, const char *const axes[2])
{
	const struct table *t = g->t;
	int said = 0;
	for (int kind = 0; kind < 3; kind++) {
		long lines = kind == 0 ? g->rows : kind == 1 ? g->cols : g->rows + g->cols - 1;
		for (long l = 0; l < lines; l++) {
			/* Cells of line l from its far end back: (i, j) = (row, col). */
			long i, j, di, dj, len;
			if (kind == 0)
				i = l, j = g->cols - 1, di = 0, dj = -1, len = g->cols;
			else if (kind == 1)
				i = g->rows - 1, j = l, di = -1, dj = 0, len = g->rows;
			else {
				long d = l - (g->cols - 1); /* i - j */
				long last = (g->rows - 1 < g->cols - 1 + d ? g->rows - 1 : g->cols - 1 + d);
				i = last, j = last - d, di = -1, dj = -1;
				len = last - (d > 0 ? d : 0) + 1;
			}
			long run;
			for (run = 0; run < len && at(g, i + run * di, j + run * dj) == 0; run++)
				;
			if (run < 3 || 3 * run < len)
				continue;
			long fi = i + (run - 1) * di, fj = j + (run - 1) * dj; /* the run's first cell */
			long a0 = t->lo[0] + fi, b0 = t->lo[1] + fj, a1 = t->lo[0] + i, b1 = t->lo[1] + j;
			fputs(said ? "; " : "P positions along lines: ", f);
			if (kind == 0)
				fprintf(f, "%s = %ld for %s = %ld..%ld", axes[0], a0, axes[1], b0, b1);
			else if (kind == 1)
				fprintf(f, "%s = %ld for %s = %ld..%ld", axes[1], b0, axes[0], a0, a1);
			else if (a0 == b0)
				fprintf(f, "%s = %s from (%ld, %ld) to (%ld, %ld)", axes[0], axes[1], a0, b0, a1, b1);
			else
				fprintf(f, "%s - %s = %ld from (%ld, %ld) to (%ld, %ld)", axes[0], axes[1], a0 - b0, a0,
				        b0, a1, b1);
			for (long k = 0; k < run; k++)
				g->done[(i + k * di) * g->cols + (j + k * dj)] = 1;
			said = 1;
		}
	}
	if (said)
		fputc('\n', f);
	return said;
}

/* floor(k * phi) in integers: (k + floor(sqrt(5 k^2))) / 2. */
static long floor_k_phi(long k)
{
	long s = (long)sqrtl((long double)5 * k * k);
	while (s * s > 5 * k * k)
		s--;
	while ((s + 1) * (s + 1) <= 5 * k * k)
		s++;
	return (k + s) / 2;
}

/*
 * The P positions not yet covered on one side of the diagonal (upper: b > a),
 * fitted to the line y = alpha x + beta through least squares, x the smaller
 * coordinate. A ray when every point is within 1 of the line. Returns the
 * number of points (0: no ray) with the slope in *alpha.
 */
static size_t fit_ray(struct grid *g, int upper, double *alpha, int *wythoff, long *kmax)
{
	const struct table *t = g->t;
	double sx = 0, sy = 0, sxx = 0, sxy = 0;
	size_t n = 0;
	for (long i = 0; i < g->rows; i++)
		for (long j = 0; j < g->cols; j++) {
			long a = t->lo[0] + i, b = t->lo[1] + j;
			if (at(g, i, j) != 0 || g->done[i * g->cols + j] || (upper ? b <= a : a <= b))
				continue;
			double x = (double)(upper ? a : b), y = (double)(upper ? b : a);
			sx += x, sy += y, sxx += x * x, sxy += x * y;
			n++;
		}
	if (n < 4 || n * sxx - sx * sx == 0)
		return 0;
	*alpha = (n * sxy - sx * sy) / (n * sxx - sx * sx);
	double beta = (sy - *alpha * sx) / n;
	/* Wythoff's pairs, in order of the smaller coordinate: (floor(k phi), floor(k phi) + k). */
	*wythoff = 1;
	*kmax = 0;
	for (long i = 0; i < g->rows; i++)
		for (long j = 0; j < g->cols; j++) {
			long a = t->lo[0] + i, b = t->lo[1] + j;
			if (at(g, i, j) != 0 || g->done[i * g->cols + j] || (upper ? b <= a : a <= b))
				continue;
			long x = upper ? a : b, y = upper ? b : a;
			if (fabs(y - (*alpha * x + beta)) > 1.0)
				return 0;
		}
	for (long x = 0, k = 1;; k++) {
		x = floor_k_phi(k);
		long y = x + k;
		long i = (upper ? x : y) - t->lo[0], j = (upper ? y : x) - t->lo[1];
		if (i < 0 || j < 0 || i >= g->rows || j >= g->cols)
			break;
		if (at(g, i, j) != 0)
			*wythoff = 0;
		*kmax = k;
	}
	if ((size_t)*kmax != n)
		*wythoff = 0;
	for (long i = 0; i < g->rows; i++)
		for (long j = 0; j < g->cols; j++) {
			long a = t->lo[0] + i, b = t->lo[1] + j;
			if (at(g, i, j) == 0 && (upper ? b > a : a > b))
				g->done[i * g->cols + j] = 1;
		}
	return n;
}

/* 1 when every row and every column of the table holds exactly one P position. */
static int one_per_line(const struct grid *g)
{
	for (int axis = 0; axis < 2; axis++)
		for (long l = 0; l < (axis ? g->cols : g->rows); l++) {
			long count = 0;
			for (long k = 0; k < (axis ? g->rows : g->cols); k++)
				count += (axis ? at(g, k, l) : at(g, l, k)) == 0;
			if (count != 1)
				return 0;
		}
	return 1;
}

static void describe_lines(FILE *f, struct grid *g, const char *const axes[2], int *found)
{
	const struct table *t = g->t;
	*found |= describe_runs(f, g, axes);
	double slope[2];
	int wy[2];
	long kmax[2];
	size_t n[2];
	for (int side = 0; side < 2; side++)
		n[side] = fit_ray(g, side == 0, &slope[side], &wy[side], &kmax[side]);
	if (n[0] && n[1]) {
		fprintf(f,
		        "P positions along two rays from the origin: %s = %.3f %s (%zu points) and %s = %.3f %s (%zu "
		        "points)\n",
		        axes[1], slope[0], axes[0], n[0], axes[0], slope[1], axes[1], n[1]);
		if (wy[0] && wy[1])
			fprintf(f,
			        "rays: the slope is the golden ratio phi = (1 + sqrt 5) / 2 = 1.618...: the P "
			        "positions off the diagonal are exactly Wythoff's pairs (floor(k phi), floor(k phi) + "
			        "k) and their mirror images, k = 1..%ld\n",
			        kmax[0] < kmax[1] ? kmax[0] : kmax[1]);
		*found = 1;
	} else {
		for (int side = 0; side < 2; side++)
			if (n[side]) {
				fprintf(f, "P positions along a ray: %s = %.3f %s (%zu points)\n", axes[side],
				        slope[side], axes[1 - side], n[side]);
				*found = 1;
			}
	}
	if (g->rows == g->cols && t->lo[0] == t->lo[1] && one_per_line(g)) {
		fputs("P positions: exactly one in every row and every column\n", f);
		*found = 1;
	}
	long rest[24];
	size_t nrest = 0, more = 0;
	for (long i = 0; i < g->rows; i++)
		for (long j = 0; j < g->cols; j++)
			if (at(g, i, j) == 0 && !g->done[i * g->cols + j]) {
				if (nrest < 12) {
					rest[2 * nrest] = t->lo[0] + i;
					rest[2 * nrest + 1] = t->lo[1] + j;
					nrest++;
				} else {
					more++;
				}
			}
	if (nrest && *found) {
		fputs("other P positions: ", f);
		for (size_t k = 0; k < nrest; k++)
			fprintf(f, "%s(%ld, %ld)", k ? ", " : "", rest[2 * k], rest[2 * k + 1]);
		if (more)
			fprintf(f, " and %zu more", more);
		fputc('\n', f);
	}
}

char *pattern_describe_grid(const struct table *t, const char *const axes[2])
{
	if (t->values == VALUES_WLD)
		return describe_wld(t);
	char *buf = NULL;
	size_t size = 0;
	FILE *f = open_memstream(&buf, &size);
	if (!f)
		return xstrdup("");
	struct grid g = { .t = t, .rows = t->hi[0] - t->lo[0] + 1, .cols = t->hi[1] - t->lo[1] + 1 };
	g.done = xcalloc((size_t)(g.rows * g.cols), 1);
	size_t zeros = 0;
	for (size_t k = 0; k < pattern_table_size(t); k++)
		zeros += t->v[k] == 0;
	int found = 0;
	long q = axis_period(&g, 0), r = axis_period(&g, 1);
	if (q && r) {
		fprintf(f, "pattern: periodic in %s with period %ld and in %s with period %ld\n", axes[0], q, axes[1],
		        r);
		describe_residues(f, &g, axes, q, r);
		found = 1;
	} else if (q || r) {
		fprintf(f, "pattern: periodic in %s with period %ld\n", axes[q ? 0 : 1], q ? q : r);
		found = 1;
	}
	if (t->lo[0] == t->lo[1] && g.rows > 1 && g.cols > 1) {
		long side = g.rows < g.cols ? g.rows : g.cols;
		int sym = 1;
		for (long i = 0; sym && i < side; i++)
			for (long j = 0; sym && j < i; j++)
				sym = at(&g, i, j) == at(&g, j, i);
		if (sym) {
			fprintf(f, "symmetric: the value at (%s, %s) is the value at (%s, %s)\n", axes[0], axes[1],
			        axes[1], axes[0]);
			found = 1;
		}
	}
	if (!(q && r))
		describe_lines(f, &g, axes, &found);
	fprintf(f, "P positions in the table: %zu of %zu\n", zeros, pattern_table_size(t));
	if (!found)
		fprintf(f, "pattern: no pattern found up to (%s, %s) = (%ld, %ld)\n", axes[0], axes[1], t->hi[0],
		        t->hi[1]);
	free(g.done);
	fclose(f);
	return buf;
}
