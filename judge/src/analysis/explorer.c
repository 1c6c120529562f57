/*
 * How this works: each mode of the explorer is one sandboxed run, its argv
 * built from the call (MODE LO HI [LO2 HI2] NAME=VALUE...), its stdout a
 * scratch file that is then parsed here. For --against the input mode's file
 * is the contestant's stdin, and the contestant's stdout is decode mode's.
 */
#define _GNU_SOURCE
#include "analysis/explorer.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "util.h"

/* Runs the explorer in mode with stdin from input, stdout into output. */
static int run_mode(struct judge *j, const struct explore_call *c, const char *mode, const char *input,
                    const char *output, struct diag *d)
{
	struct strv argv = { 0 };
	char num[32];
	strv_push(&argv, "explore");
	strv_push(&argv, mode);
	for (int i = 0; i < c->p->explore->dims; i++) {
		snprintf(num, sizeof num, "%ld", c->span.lo[i]);
		strv_push(&argv, num);
		snprintf(num, sizeof num, "%ld", c->span.hi[i]);
		strv_push(&argv, num);
	}
	for (size_t i = 0; i < c->nparams; i++)
		strv_push(&argv, c->params[i]);
	struct run_outcome o;
	int rc = judge_run(j, c->bin, argv.v, input, output, &judge_tool_limits, &o, d);
	strv_free(&argv);
	if (rc < 0)
		return -1;
	const char *rel = c->p->explore->rel_program;
	char *words = xstrdup(o.stderr_head);
	size_t n = strlen(words);
	while (n > 0 && words[n - 1] == '\n')
		words[--n] = '\0';
	if (o.verdict == V_RE && o.sr.exited && o.sr.exit_code == 2) {
		diag_set(d, "%s", words[0] ? words : "the explorer refused the range or a parameter");
		rc = EXPLORE_USAGE;
	} else if (o.verdict != V_AC) {
		diag_set(d, "the explorer '%s' failed in %s mode: %s%s%s", rel, mode, o.message, words[0] ? ": " : "",
		         words);
		rc = -1;
	}
	free(words);
	return rc;
}

/* Runs mode into a new scratch file, read back into *text. */
static int run_read(struct judge *j, const struct explore_call *c, const char *mode, const char *input, char **text,
                    struct diag *d)
{
	char *out = judge_scratch(j, "explore");
	size_t len;
	int rc = run_mode(j, c, mode, input, out, d);
	if (rc == 0 && read_file(out, text, &len, d) < 0)
		rc = -1;
	unlink(out);
	free(out);
	return rc;
}

/* One value of table mode's output at s into *v, *end past it: 1, or 0 when it is not one of t's kind. */
static int read_value(const struct table *t, const char *s, char **end, long *v)
{
	if (t->values == VALUES_WLD && *s == '-') {
		*end = (char *)s + 1;
		*v = VALUE_NONE;
	} else {
		errno = 0;
		*v = strtol(s, end, 10);
		if (*end == s || errno || *v < 0)
			return 0;
	}
	if (**end && **end != ' ' && **end != '\n' && **end != '\t')
		return 0;
	return t->values == VALUES_SG || *v <= (t->values == VALUES_WLD ? VALUE_DRAW : 1);
}

int explore_table(struct judge *j, const struct explore_call *c, struct table *t, enum theorem *th, long *k,
                  struct diag *d)
{
	const struct explore_spec *e = c->p->explore;
	char *text;
	memset(t, 0, sizeof *t);
	t->dims = e->dims;
	t->values = (enum values)e->values;
	memcpy(t->lo, c->span.lo, sizeof t->lo);
	memcpy(t->hi, c->span.hi, sizeof t->hi);
	*th = THEOREM_NONE;
	*k = 0;
	int rc = run_read(j, c, "table", "/dev/null", &text, d);
	if (rc < 0)
		return rc;
	size_t want = pattern_table_size(t), n = 0;
	t->v = xmalloc(want * sizeof *t->v);
	char *s = text, kind[16];
	int used;
	if (!strncmp(s, "theorem ", 8)) {
		if (sscanf(s, "theorem %15s %ld%n", kind, k, &used) != 2 || *k < 1 ||
		    (strcmp(kind, "subtraction") && strcmp(kind, "octal"))) {
			diag_set(d, "the explorer '%s': a malformed theorem line", e->rel_program);
			goto bad;
		}
		*th = !strcmp(kind, "octal") ? THEOREM_OCTAL : THEOREM_SUBTRACTION;
		s += used;
	}
	for (;;) {
		while (*s == ' ' || *s == '\n' || *s == '\t')
			s++;
		if (!*s)
			break;
		char *end;
		long v;
		if (!read_value(t, s, &end, &v)) {
			diag_set(d, "the explorer '%s': value %zu is not %s", e->rel_program, n + 1,
			         t->values == VALUES_PN   ? "0 or 1 (values: pn)"
			         : t->values == VALUES_SG ? "a number >= 0 (values: sg)"
			                                  : "0, 1, 2 or - (values: wld)");
			goto bad;
		}
		if (n == want) {
			diag_set(d, "the explorer '%s' printed more than %zu values", e->rel_program, want);
			goto bad;
		}
		t->v[n++] = v;
		s = end;
	}
	if (n != want) {
		diag_set(d, "the explorer '%s' printed %zu values for %zu positions", e->rel_program, n, want);
		goto bad;
	}
	free(text);
	return 0;
bad:
	free(text);
	free(t->v);
	t->v = NULL;
	return -1;
}

/* Parses decode's lines into r; -1 with a message when they break the protocol. */
static int parse_marks(const struct explore_call *c, char *text, struct against_result *r, struct diag *d)
{
	size_t k = 0;
	for (char *save = NULL, *line = strtok_r(text, "\n", &save); line; line = strtok_r(NULL, "\n", &save), k++) {
		if (k == r->n || !strchr("=x?-", line[0]) || (line[1] && line[1] != ' ')) {
			diag_set(d, "the explorer '%s': decode line %zu is not '= WHERE', 'x WHERE', '? WHERE' or '-'",
			         c->p->explore->rel_program, k + 1);
			return -1;
		}
		r->marks[k] = line[0];
		r->notes[k] = xstrdup(line[1] ? line + 2 : "");
		r->asked += line[0] != '-';
		r->wrong += line[0] == 'x';
		r->missing += line[0] == '?';
	}
	if (k != r->n) {
		diag_set(d, "the explorer '%s': decode printed %zu lines for %zu positions", c->p->explore->rel_program,
		         k, r->n);
		return -1;
	}
	return 0;
}

/* Runs the contestant's program once, on input into output, as a submission's test runs. */
static int run_contestant(struct judge *j, const struct explore_call *c, const struct judge_program *prog,
                          const char *input, const char *output, struct run_outcome *o, struct diag *d)
{
	struct limits lim = judge_problem_limits(c->p, prog->lang);
	struct sandbox_session *ss = judge_program_open(j, prog, &lim, d);
	if (!ss)
		return -1;
	int rc = judge_session_run(j, ss, input, output, &lim, o, d);
	sandbox_session_close(ss);
	return rc;
}

int explore_against(struct judge *j, const struct explore_call *c, const struct judge_program *contestant,
                    struct against_result *r, struct diag *d)
{
	struct table shape = { .dims = c->p->explore->dims };
	memcpy(shape.lo, c->span.lo, sizeof shape.lo);
	memcpy(shape.hi, c->span.hi, sizeof shape.hi);
	memset(r, 0, sizeof *r);
	r->n = pattern_table_size(&shape);
	r->marks = xcalloc(r->n + 1, 1);
	r->notes = xcalloc(r->n, sizeof *r->notes);
	char *input = judge_scratch(j, "explore-in"), *output = judge_scratch(j, "explore-out"), *text = NULL;
	int rc = run_mode(j, c, "input", "/dev/null", input, d);
	if (rc == 0)
		rc = run_contestant(j, c, contestant, input, output, &r->run, d);
	if (rc == 0)
		rc = run_read(j, c, "decode", output, &text, d);
	if (rc == 0)
		rc = parse_marks(c, text, r, d);
	free(text);
	unlink(input);
	unlink(output);
	free(input);
	free(output);
	if (rc < 0)
		explore_against_result_free(r);
	return rc;
}

void explore_against_result_free(struct against_result *r)
{
	for (size_t i = 0; r->notes && i < r->n; i++)
		free(r->notes[i]);
	free(r->notes);
	free(r->marks);
	r->notes = NULL;
	r->marks = NULL;
}

int explore_period(struct judge *j, const struct explore_call *c, const struct table *t, enum theorem th, long k,
                   struct period *per, struct proof *proof, struct table *longer, const struct table **checked,
                   struct diag *d)
{
	const struct table *check = t;
	pattern_period(check, per);
	*proof = (struct proof){ .theorem = th, .k = k, .checked_to = check->hi[0] };
	*checked = check;
	for (int round = 0; round < 4 && per->found && per->saltus == 0 && th != THEOREM_NONE; round++) {
		proof->bound = pattern_theorem_bound(th, k, per);
		if (proof->bound <= check->hi[0]) {
			proof->proved = 1;
			break;
		}
		if (proof->bound > c->p->explore->bounds.hi[0])
			break;
		struct explore_call more = *c;
		more.span.hi[0] = proof->bound;
		enum theorem th2;
		long k2;
		free(longer->v);
		longer->v = NULL;
		int rc = explore_table(j, &more, longer, &th2, &k2, d);
		if (rc < 0)
			return rc;
		*checked = check = longer;
		proof->checked_to = check->hi[0];
		if (pattern_holds(check, per)) {
			proof->proved = 1;
			break;
		}
		pattern_period(check, per);
	}
	return 0;
}

int explore_input(struct judge *j, const struct explore_call *c, const char *output, struct diag *d)
{
	return run_mode(j, c, "input", "/dev/null", output, d);
}

char *explore_subtitle(const struct explore_spec *e, const struct table *t, const struct strv *params)
{
	char *out = e->dims == 1 ? xasprintf("%s = %ld..%ld", e->axes[0], t->lo[0], t->hi[0])
	                         : xasprintf("%s = %ld..%ld, %s = %ld..%ld", e->axes[0], t->lo[0], t->hi[0], e->axes[1],
	                                     t->lo[1], t->hi[1]);
	for (size_t i = 0; i < params->n; i++) {
		char *next = xasprintf("%s; %s", out, params->v[i]);
		free(out);
		out = next;
	}
	char *next =
	        xasprintf("%s; %s", out,
	                  e->values == VALUES_SG ? "Sprague-Grundy values (0: a P position)"
	                  : e->values == VALUES_WLD
	                          ? "win/lose/draw (P: the player to move loses; N: wins; D: a draw; -: no position)"
	                          : "win/lose (P: the player to move loses; N: wins)");
	free(out);
	return next;
}

/* A win/lose or win/lose/draw value as its letter. */
static char letter(long v)
{
	return v == VALUE_NONE ? '-' : v == VALUE_DRAW ? 'D' : v ? 'N' : 'P';
}

static int digits(long v)
{
	int n = 1;
	for (; v >= 10; v /= 10)
		n++;
	return n;
}

void explore_print_table(FILE *f, const struct table *t, char *const *axes, long width, const char *marks)
{
	long top = 1;
	for (size_t k = 0; k < pattern_table_size(t); k++)
		top = t->v[k] > top ? t->v[k] : top;
	int sg = t->values == VALUES_SG, cw = marks || !sg ? 1 : digits(top);
	size_t n = pattern_table_size(t);
	if (t->dims == 1) {
		int lw = digits(t->hi[0]);
		for (size_t k = 0; k < n; k++) {
			if ((long)k % width == 0)
				fprintf(f, "%s%*ld:", k ? "\n" : "", lw, t->lo[0] + (long)k);
			if (marks)
				fprintf(f, " %c", marks[k] == '=' ? '.' : marks[k]);
			else if (sg)
				fprintf(f, " %*ld", cw, t->v[k]);
			else
				fprintf(f, " %c", letter(t->v[k]));
		}
		fputc('\n', f);
		return;
	}
	long cols = t->hi[1] - t->lo[1] + 1;
	cw = cw > digits(t->hi[1]) ? cw : digits(t->hi[1]);
	char *corner = xasprintf("%s\\%s", axes[0], axes[1]);
	int lw = digits(t->hi[0]) > (int)strlen(corner) ? digits(t->hi[0]) : (int)strlen(corner);
	fprintf(f, "%*s", lw, corner);
	free(corner);
	for (long b = 0; b < cols; b++)
		fprintf(f, " %*ld", cw, t->lo[1] + b);
	fputc('\n', f);
	for (size_t k = 0; k < n; k++) {
		if ((long)k % cols == 0)
			fprintf(f, "%*ld", lw, t->lo[0] + (long)k / cols);
		fputc(' ', f);
		if (marks)
			fprintf(f, "%*c", cw, marks[k] == '=' ? '.' : marks[k]);
		else if (sg)
			fprintf(f, "%*ld", cw, t->v[k]);
		else
			fprintf(f, "%*c", cw, letter(t->v[k]));
		if ((long)k % cols == cols - 1)
			fputc('\n', f);
	}
}

char *explore_position_name(const struct table *t, char *const *axes, size_t k)
{
	if (t->dims == 1)
		return xasprintf("%s = %ld", axes[0], t->lo[0] + (long)k);
	long cols = t->hi[1] - t->lo[1] + 1;
	return xasprintf("(%s, %s) = (%ld, %ld)", axes[0], axes[1], t->lo[0] + (long)k / cols,
	                 t->lo[1] + (long)k % cols);
}
