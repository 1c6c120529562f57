/*
 * judge mutants: how strong a problem's tests are, measured. The engine is
 * analysis/mutant-runs.c (what a mutant is, how a survivor is compared, the
 * caches); this file reads the options, calls it, and prints the mutants that
 * were not killed, the tally and the score, as text or JSON.
 */
#define _GNU_SOURCE
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "analysis/mutant-runs.h"
#include "cmd/cmd.h"
#include "exitcode.h"
#include "report/report.h"
#include "util.h"

/* What a command prints about a problem: the judge, the problem, what was asked and found. */
struct view {
	const struct judge *j;
	const struct problem *p;
	const struct mutants_result *r;
	long seed;
	int only; /* --only: the mutants judged are those asked for */
};

static const char *rel_path(const struct view *s, const char *path)
{
	size_t n = strlen(s->j->root);
	return !strncmp(path, s->j->root, n) && path[n] == '/' ? path + n + 1 : path;
}

static void print_text(const struct view *s, const struct mutants_tally *t)
{
	FILE *f = stdout;
	printf("%s: %zu mutants of %s%s, judged on %zu tests\n", s->p->id, s->r->npicked, rel_path(s, s->p->solver),
	       s->only ? " (those asked for)" : s->r->npicked < s->r->n ? " (a sample)" : "", s->p->ntests);
	for (size_t k = 0; k < s->r->npicked; k++) {
		const struct mutant_outcome *o = &s->r->out[k];
		if (o->status == MUTANT_KILLED || o->status == MUTANT_STILLBORN)
			continue;
		char what[200];
		mutate_describe(&s->r->m[s->r->picked[k]], what, sizeof what);
		char *line;
		if (o->status == MUTANT_DIFFERS)
			line = xasprintf("mutant %zu, %s: survived; differs on input %s (%s): %s", s->r->picked[k] + 1,
			                 what, rel_path(s, o->input), o->origin, o->why);
		else if (o->status == MUTANT_SANITIZER && o->test[0])
			line = xasprintf("mutant %zu, %s: survived; no difference found, but the sanitizer reports on "
			                 "test %s: %s",
			                 s->r->picked[k] + 1, what, o->test, o->why);
		else if (o->status == MUTANT_SANITIZER)
			line = xasprintf("mutant %zu, %s: survived; no difference found, but the sanitizer reports on "
			                 "input %s (%s): %s",
			                 s->r->picked[k] + 1, what, rel_path(s, o->input), o->origin, o->why);
		else if (o->status == MUTANT_SURVIVED)
			line = xasprintf("mutant %zu, %s: survived; no difference found, unproven", s->r->picked[k] + 1,
			                 what);
		else if (o->status == MUTANT_EQUIVALENT)
			line = xasprintf("mutant %zu, %s: survived; equivalent, argued at %s", s->r->picked[k] + 1, what,
			                 o->why);
		else
			line = xasprintf("mutant %zu, %s: the judge failed: %s", s->r->picked[k] + 1, what, o->why);
		char *e = report_text_escape(line);
		fprintf(f, "  %s\n", e);
		free(e);
		free(line);
	}
	fprintf(f, "killed %zu (", t->killed);
	const char *sep = "";
	for (int v = 0; v <= V_SKIPPED; v++) {
		if (t->by_verdict[v]) {
			fprintf(f, "%s%s %zu", sep, verdict_code((enum verdict)v), t->by_verdict[v]);
			sep = ", ";
		}
	}
	fprintf(f,
	        "), stillborn %zu (do not compile), survived %zu (%zu differ, %zu seen by the sanitizer only, %zu no "
	        "difference found: %zu equivalent (argued), %zu unproven)",
	        t->stillborn, t->differs + t->sanitizer + t->survived + t->equivalent, t->differs, t->sanitizer,
	        t->survived + t->equivalent, t->equivalent, t->survived);
	if (t->errors)
		fprintf(f, ", %zu not judged (the judge failed)", t->errors);
	for (size_t i = 0; i < s->r->stale.n; i++)
		fprintf(f, "\nstale argument: %s", s->r->stale.v[i]);
	fprintf(f, "\nscore: %zu killed / (%zu + %zu differing) = %.1f%%\n", t->killed, t->killed, t->differs,
	        mutants_score(t));
}

static void print_json(const struct view *s, const struct mutants_tally *t)
{
	json_t *list = json_array();
	for (size_t k = 0; k < s->r->npicked; k++) {
		const struct mutant_outcome *o = &s->r->out[k];
		const struct mutant *m = &s->r->m[s->r->picked[k]];
		json_t *e =
		        json_pack("{s:I, s:i, s:i, s:s, s:s, s:s, s:s, s:b}", "id", (json_int_t)(s->r->picked[k] + 1),
		                  "line", m->line, "col", m->col, "kind", m->kind, "from", m->from, "to", m->to,
		                  "status", mutant_status_name(o->status), "cached", o->cached);
		if (o->status == MUTANT_KILLED) {
			json_object_set_new(e, "verdict", json_string(o->verdict));
			json_object_set_new(e, "test", json_string(o->test));
		} else if (o->status == MUTANT_DIFFERS) {
			json_object_set_new(e, "input", json_string(rel_path(s, o->input)));
			json_object_set_new(e, "origin", json_string(o->origin));
			json_object_set_new(e, "message", json_string(o->why));
		} else if (o->status == MUTANT_SANITIZER && o->test[0]) {
			json_object_set_new(e, "test", json_string(o->test));
			json_object_set_new(e, "message", json_string(o->why));
		} else if (o->status == MUTANT_SANITIZER) {
			json_object_set_new(e, "input", json_string(rel_path(s, o->input)));
			json_object_set_new(e, "origin", json_string(o->origin));
			json_object_set_new(e, "message", json_string(o->why));
		} else if (o->status == MUTANT_ERROR) {
			json_object_set_new(e, "message", json_string(o->why));
		} else if (o->status == MUTANT_EQUIVALENT) {
			json_object_set_new(e, "argued", json_string(o->why));
		}
		json_array_append_new(list, e);
	}
	json_t *stale = json_array();
	for (size_t i = 0; i < s->r->stale.n; i++)
		json_array_append_new(stale, json_string(s->r->stale.v[i]));
	json_t *root = json_pack(
	        "{s:s, s:s, s:I, s:I, s:I, s:I, s:I, s:I, s:I, s:I, s:I, s:I, s:I, s:f, s:o, s:o}", "problem", s->p->id,
	        "solver", rel_path(s, s->p->solver), "seed", (json_int_t)s->seed, "mutants", (json_int_t)s->r->n,
	        "judged", (json_int_t)s->r->npicked, "killed", (json_int_t)t->killed, "stillborn",
	        (json_int_t)t->stillborn, "survived", (json_int_t)(t->survived + t->equivalent + t->differs + t->sanitizer),
	        "differing", (json_int_t)t->differs, "sanitizer", (json_int_t)t->sanitizer, "equivalent",
	        (json_int_t)t->equivalent, "unproven", (json_int_t)t->survived, "errors", (json_int_t)t->errors, "score",
	        mutants_score(t), "stale", stale, "mutant_list", list);
	report_print_json(stdout, root);
	json_decref(root);
}

/* A progress line on stderr (a terminal), rewritten in place. */
static void progress(void *arg, const struct mutants_progress *what)
{
	(void)arg;
	if (what->stage == MUTANTS_PROBES)
		fprintf(stderr, "\r%s: %zu stress inputs for the survivors\033[K", what->p->id, what->of);
	else
		fprintf(stderr, "\r%s: mutant %zu (%zu of %zu)\033[K", what->p->id, what->id, what->k, what->of);
}

/*
 * --only's list, "N,M,...": whole numbers from 1, as the mutants are printed.
 * The count in *n; NULL with a message on stderr for anything else.
 */
static size_t *parse_only(const char *list, size_t *n)
{
	size_t cap = 1;
	for (const char *c = list; *c; c++)
		cap += *c == ',';
	size_t *ids = xcalloc(cap, sizeof *ids);
	*n = 0;
	for (const char *at = list;; at++) {
		size_t len = strcspn(at, ",");
		char item[24];
		long v;
		snprintf(item, sizeof item, "%.*s", (int)(len < sizeof item ? len : sizeof item - 1), at);
		if (len == 0 || len >= sizeof item || parse_long(item, 1, 1000000, &v) < 0) {
			cli_error("--only: '%.*s' is not a mutant's number (a list of whole numbers from 1: 4,17,30)",
			          (int)len, at);
			free(ids);
			return NULL;
		}
		ids[(*n)++] = (size_t)v;
		at += len;
		if (!*at)
			return ids;
	}
}

int cmd_mutants(struct cli *cli)
{
	struct diag d;
	if (!cli->has_seed)
		cli->seed = 1;
	if (cli->only && cli->max) {
		cli_error("mutants: --only and --max: give one (--only picks the mutants, --max samples them)");
		return EXIT_USAGE;
	}
	size_t nonly = 0, *only = cli->only ? parse_only(cli->only, &nonly) : NULL;
	if (cli->only && !only)
		return EXIT_USAGE;
	struct problem *p;
	struct judge *j;
	int opened = cli_open(cli, PROBLEM_NEED_DATA, &p, &j);
	if (opened) {
		free(only);
		return opened;
	}
	struct mutants_opts opts = MUTANTS_OPTS_INIT;
	opts.max = (size_t)cli->max;
	opts.only = only;
	opts.nonly = nonly;
	opts.seed = (unsigned long long)cli->seed;
	opts.progress = j->progress ? progress : NULL;
	struct mutants_result r;
	int rc = mutants_run(j, p, &opts, &r, &d);
	if (j->progress)
		fputs("\r\033[K", stderr);
	if (rc < 0) {
		cli_error("%s", d.msg);
		rc = rc == MUTANTS_BAD_PROBLEM ? EXIT_USAGE : EXIT_JUDGE_FAILED;
	} else {
		struct mutants_tally t = mutants_count(&r);
		struct view v = { .j = j, .p = p, .r = &r, .seed = cli->seed, .only = only != NULL };
		if (cli->json)
			print_json(&v, &t);
		else
			print_text(&v, &t);
		rc = t.errors ? EXIT_JUDGE_FAILED : t.differs || r.stale.n ? EXIT_REJECTED : EXIT_ACCEPTED;
	}
	mutants_result_free(&r);
	free(only);
	judge_free(j);
	problem_free(p);
	return rc;
}
