/*
 * live/explore-work.c: explore work for a live session (live/explore-work.h says
 * when it runs and how long it may take). The analysis is the core's
 * (analysis/explore.h, pattern.h, draw.h), called as `judge explore` calls
 * it on the manifest's range and default parameters; this file turns its
 * results into the rows the store keeps for the pages, which draw them
 * (analysis/draw.h).
 */
#define _GNU_SOURCE
#include "live/explore-work.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "analysis/explorer.h"
#include "analysis/pattern.h"
#include "run/languages.h"
#include "run/compile.h"
#include "util.h"
#include "verdict_code.h"

#define WIDTH  20 /* a sequence's positions per row in the table (judge explore's default) */
#define LISTED 20 /* wrong positions listed for the jury */

/* One call of the explorer on the manifest's range, its default parameters, its built binary. */
struct serve_call {
	struct explore_call call;
	struct strv params;
	char *bin;
};

static int checker_call_init(struct judge *j, const struct problem *p, struct serve_call *c, struct diag *d)
{
	const struct explore_spec *e = p->explore;
	memset(c, 0, sizeof *c);
	for (size_t k = 0; k < e->nparams; k++)
		strv_pushf(&c->params, "%s=%s", e->params[k].name, e->params[k].value);
	if (judge_build_tool(j, e->program, &c->bin, d) < 0) {
		diag_prefix(d, "the explorer");
		return -1;
	}
	c->call = (struct explore_call){
		.p = p, .bin = c->bin, .span = e->range, .params = c->params.v, .nparams = c->params.n
	};
	return 0;
}

static void checker_call_free(struct serve_call *c)
{
	strv_free(&c->params);
	free(c->bin);
}

/* The values, separated by spaces, for the store. */
static char *values_text(const struct table *t)
{
	char *buf;
	size_t len;
	FILE *f = xopen_memstream(&buf, &len);
	for (size_t k = 0; k < pattern_table_size(t); k++)
		fprintf(f, "%s%ld", k ? " " : "", t->v[k]);
	fclose(f);
	return buf;
}

/* The table and what is said of it, into e (caption: a sequence's pattern in a line, or NULL). */
static void fill_explore(struct store_explore *e, const struct problem *p, const struct table *t,
                         const struct strv *params, char *caption)
{
	const struct explore_spec *x = p->explore;
	e->dims = t->dims;
	e->sg = (int)t->values;
	for (int i = 0; i < 2; i++) {
		e->lo[i] = t->lo[i];
		e->hi[i] = t->hi[i];
		e->axes[i] = i < x->dims ? xstrdup(x->axes[i]) : NULL;
	}
	e->values = values_text(t);
	e->title = xasprintf("%s: %s", p->id, p->title);
	e->subtitle = explore_subtitle(p->explore, t, params);
	e->caption = caption;
	size_t len;
	FILE *f = xopen_memstream(&e->table_text, &len);
	explore_print_table(f, t, x->axes, WIDTH, NULL);
	fclose(f);
}

/* The table and its pattern into e; -1 with why in d. */
static int explore_whole(struct judge *j, const struct problem *p, struct store_explore *e, struct diag *d)
{
	const struct explore_spec *x = p->explore;
	struct serve_call c;
	struct table t = { 0 }, longer = { 0 };
	enum theorem th;
	long k;
	char *caption = NULL;
	int rc = checker_call_init(j, p, &c, d);
	if (rc == 0)
		rc = explore_table(j, &c.call, &t, &th, &k, d);
	if (rc == 0 && x->dims == 1) {
		struct period per;
		struct proof proof;
		const struct table *checked;
		rc = explore_period(j, &c.call, &t, th, k, &per, &proof, &longer, &checked, d);
		if (rc == 0) {
			e->findings = pattern_describe_sequence(checked, x->axes[0], &per, &proof);
			caption = pattern_caption(checked, x->axes[0], &per, &proof);
		}
	} else if (rc == 0) {
		e->findings = pattern_describe_grid(&t, (const char *const *)x->axes);
	}
	if (rc == 0)
		fill_explore(e, p, &t, &c.params, caption);
	else
		free(caption);
	free(t.v);
	free(longer.v);
	checker_call_free(&c);
	return rc < 0 ? -1 : 0;
}

int serve_explore_problem(struct store *s, struct judge *j, const struct problem *p, struct diag *d)
{
	struct store_explore e = { 0 };
	int rc = store_explore_get(s, p->id, &e, d);
	store_explore_free(&e);
	if (rc != 0)
		return rc < 0 ? -1 : 0;
	struct diag why;
	str_copy(e.problem_id, sizeof e.problem_id, p->id);
	if (explore_whole(j, p, &e, &why) < 0) {
		store_explore_free(&e);
		e.error = xasprintf("explore failed: %s", why.msg);
	}
	rc = store_explore_put(s, &e, d);
	store_explore_free(&e);
	return rc < 0 ? -1 : 1;
}

/* The smallest position (least sum of coordinates, then the first in table order) the program gets wrong; -1: none. */
static long smallest_wrong(const struct table *t, const struct against_result *r)
{
	long best = -1, best_sum = 0, cols = t->dims == 2 ? t->hi[1] - t->lo[1] + 1 : 1;
	for (size_t k = 0; k < r->n; k++) {
		if (r->marks[k] != 'x' && r->marks[k] != '?')
			continue;
		long sum = t->dims == 1 ? (long)k : (long)k / cols + (long)k % cols;
		if (best < 0 || sum < best_sum) {
			best = (long)k;
			best_sum = sum;
		}
	}
	return best;
}

/*
 * The explorer's words without where it asked in its own input ("case 3,
 * line 3: "), which the team never saw: "expected 'second', got 'first'".
 */
static char *hint_note(const char *note)
{
	const char *at = strstr(note, ": expected '");
	if (!at)
		at = strstr(note, ": no answer");
	return xstrdup(at ? at + 2 : note);
}

/* The counts, the marks, the first wrong positions and the hint, from the explorer's marks. */
static void fill(struct store_disagreement *g, const struct problem *p, const struct table *t,
                 const struct serve_call *c, const struct against_result *r)
{
	char *const *axes = p->explore->axes;
	snprintf(g->run_verdict, sizeof g->run_verdict, "%s", verdict_code(r->run.verdict));
	g->asked = (long)r->asked;
	g->wrong = (long)r->wrong;
	g->missing = (long)r->missing;
	g->marks = xstrdup(r->marks);
	char *buf;
	size_t len, listed = 0;
	FILE *f = xopen_memstream(&buf, &len);
	for (size_t k = 0; k < r->n; k++) {
		if (r->marks[k] != 'x' && r->marks[k] != '?')
			continue;
		if (listed++ == LISTED) {
			fprintf(f, "... and %zu more\n", r->wrong + r->missing - LISTED);
			break;
		}
		char *name = explore_position_name(t, axes, k);
		fprintf(f, "%s: %s\n", name, r->notes[k]);
		free(name);
	}
	fclose(f);
	g->positions = buf;
	long k = smallest_wrong(t, r);
	if (k < 0)
		return;
	char *name = explore_position_name(t, axes, (size_t)k);
	if (c->params.n) {
		char *with = xasprintf("%s (", name);
		for (size_t i = 0; i < c->params.n; i++) {
			char *next = xasprintf("%s%s%s", with, i ? ", " : "", c->params.v[i]);
			free(with);
			with = next;
		}
		free(name);
		name = xasprintf("%s)", with);
		free(with);
	}
	g->hint_at = name;
	g->hint_note = hint_note(r->notes[k]);
}

/* Compiles the submission's entry (from the cache: it was compiled to be judged) and runs it on the positions. */
static int disagree(struct judge *j, const struct problem *p, const struct store_submission *sub, const char *entry,
                    struct store_disagreement *g, struct diag *d)
{
	const struct language *lang = NULL;
	if (sub->language[0] && !(lang = lang_by_name(j->langs, sub->language))) {
		diag_set(d, "unknown language '%s'", sub->language);
		return -1;
	}
	if (!(lang = judge_language(j, entry, lang, d)))
		return -1;
	struct compile_result cr;
	if (compile_source(j->cc, lang, entry, NULL, &cr, d) != 0)
		return -1;
	struct serve_call c;
	int rc = cr.ok ? checker_call_init(j, p, &c, d) : (diag_set(d, "the program does not compile: %s", cr.log), -1);
	if (rc == 0) {
		/* The positions' shape, for their names: the values are the explore's, drawn by the page. */
		struct table shape = { .dims = p->explore->dims };
		memcpy(shape.lo, c.call.span.lo, sizeof shape.lo);
		memcpy(shape.hi, c.call.span.hi, sizeof shape.hi);
		struct against_result r;
		struct judge_program prog = { .binary = cr.binary, .lang = lang, .main_class = cr.main_class };
		rc = explore_against(j, &c.call, &prog, &r, d);
		if (rc == 0) {
			fill(g, p, &shape, &c, &r);
			explore_against_result_free(&r);
		}
	}
	if (cr.ok)
		checker_call_free(&c);
	compile_result_free(&cr);
	return rc < 0 ? -1 : 0;
}

int serve_explore_submission(struct store *s, struct judge *j, const struct problem *p,
                             const struct store_submission *sub, const char *entry, struct diag *d)
{
	struct store_disagreement g = { .submission_id = sub->id };
	struct diag why;
	if (disagree(j, p, sub, entry, &g, &why) < 0) {
		store_disagreement_free(&g);
		return serve_explore_failed(s, sub->id, why.msg, d);
	}
	int rc = store_disagreement_put(s, &g, d);
	store_disagreement_free(&g);
	return rc;
}

int serve_explore_failed(struct store *s, long long id, const char *why, struct diag *d)
{
	struct store_disagreement g = { .submission_id = id };
	g.error = xasprintf("explore failed: %s", why);
	int rc = store_disagreement_put(s, &g, d);
	store_disagreement_free(&g);
	return rc;
}
