/*
 * judge explore PROBLEM: the documents' method as a command. The problem's
 * explorer values the small positions from the rules; the table is printed
 * (a sequence in rows of --width, a grid with its axes), pattern.c states
 * its structure with the evidence, and draw.c makes the pictures. A period
 * of a game with a periodicity theorem is checked to the theorem's bound,
 * asking the explorer for more positions when the range shown stops short.
 * --against FILE compiles a contestant's file as submit does and marks every
 * position where its answer is not the rules'.
 *
 * Exit: 0 explored (and with --against, every answer right); 1 --against
 * found a wrong or missing answer, or the file does not compile; 2 a usage
 * error, a problem without an explorer, a range or parameter refused;
 * 3 the judge or the explorer failed.
 */
#define _GNU_SOURCE
#include <jansson.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "cmd/cmd.h"
#include "analysis/draw.h"
#include "exitcode.h"
#include "analysis/explorer.h"
#include "run/judge.h"
#include "report/report.h"
#include "util.h"

#define AGAINST_LINES 20 /* wrong answers listed in the text */

struct explore_state {
	struct cli *cli;
	const struct problem *p;
	const struct explore_spec *e;
	struct judge *j;
	struct explore_call call;
	struct strv params; /* NAME=VALUE */
	long width;
	struct table t;      /* the range shown */
	struct table longer; /* the range the period was checked on, when longer than t */
	struct period per;
	struct proof proof;
	char *findings;
	char *caption; /* a sequence's pattern in one line, for the pictures */
	struct against_result ar;
	int against_run; /* ar is filled */
	const struct language *lang;
	char *against_text;
};

/* The options: the range within the bounds, every parameter with its value, the width. */
static int read_options(struct explore_state *s)
{
	struct cli *cli = s->cli;
	const struct explore_spec *e = s->e;
	struct diag d;
	s->call.span = e->range;
	if (cli->range && problem_span_parse(cli->range, e->dims, &s->call.span, &d) < 0) {
		cli_error("--range: %s", d.msg);
		return -1;
	}
	for (int i = 0; i < e->dims; i++)
		if (s->call.span.lo[i] < e->bounds.lo[i] || s->call.span.hi[i] > e->bounds.hi[i]) {
			cli_error("--range: %s = %ld..%ld is outside what the explorer allows, %ld..%ld", e->axes[i],
			          s->call.span.lo[i], s->call.span.hi[i], e->bounds.lo[i], e->bounds.hi[i]);
			return -1;
		}
	char **values = xcalloc(e->nparams + 1, sizeof *values);
	int rc = 0;
	for (int i = 0; i < cli->nparams && rc == 0; i++) {
		const char *arg = cli->params[i], *eq = strchr(arg, '=');
		size_t k = 0, len = eq ? (size_t)(eq - arg) : strlen(arg);
		while (k < e->nparams && (strlen(e->params[k].name) != len || strncmp(e->params[k].name, arg, len)))
			k++;
		if (!eq) {
			cli_error("--param: expected NAME=VALUE, got '%s'", arg);
			rc = -1;
		} else if (k == e->nparams) {
			char *list = xstrdup("");
			for (size_t n = 0; n < e->nparams; n++) {
				char *next = xasprintf("%s%s%s", list, n ? ", " : "", e->params[n].name);
				free(list);
				list = next;
			}
			cli_error("--param: unknown parameter '%.*s' (%s%s)", (int)len, arg,
			          e->nparams ? "this explorer has: " : "this explorer has none", list);
			free(list);
			rc = -1;
		} else {
			free(values[k]);
			values[k] = problem_explore_param_check(&e->params[k], eq + 1, &d);
			if (!values[k]) {
				cli_error("--param %s: %s", e->params[k].name, d.msg);
				rc = -1;
			}
		}
	}
	for (size_t k = 0; k < e->nparams && rc == 0; k++) {
		char *kv = xasprintf("%s=%s", e->params[k].name, values[k] ? values[k] : e->params[k].value);
		strv_push(&s->params, kv);
		free(kv);
	}
	for (size_t k = 0; k < e->nparams; k++)
		free(values[k]);
	free(values);
	s->width = 20;
	if (rc == 0 && cli->width && parse_long(cli->width, 1, 1000, &s->width) < 0) {
		cli_error("--width: expected a number of positions in 1..1000, got '%s'", cli->width);
		rc = -1;
	}
	if (rc == 0 && cli->svg && cli->png) {
		cli_error("--svg and --png: choose one picture");
		rc = -1;
	}
	s->call.params = s->params.v;
	s->call.nparams = s->params.n;
	return rc;
}

/* An explorer's failure: its refusal is the caller's usage error, anything else the judge's. */
static int explorer_failed(const struct explore_state *s, int rc, const struct diag *d)
{
	char *e = report_text_escape(d->msg);
	cli_error("%s: %s", s->p->id, e);
	free(e);
	return rc == EXPLORE_USAGE ? EXIT_USAGE : EXIT_JUDGE_FAILED;
}

/* The period, proved to the theorem's bound where one applies (explore_period), and the findings said. */
static int find_period(struct explore_state *s, enum theorem th, long k)
{
	struct diag d;
	const struct table *check;
	int rc = explore_period(s->j, &s->call, &s->t, th, k, &s->per, &s->proof, &s->longer, &check, &d);
	if (rc < 0)
		return explorer_failed(s, rc, &d);
	s->findings = pattern_describe_sequence(check, s->e->axes[0], &s->per, &s->proof);
	s->caption = pattern_caption(check, s->e->axes[0], &s->per, &s->proof);
	return 0;
}

/* Compiles the file as submit does and runs it over the positions: 0, or an exit status. */
static int run_against(struct explore_state *s)
{
	struct diag d;
	struct cli *cli = s->cli;
	const struct language *lang = NULL;
	if (cli->lang && !(lang = lang_by_name(s->j->langs, cli->lang))) {
		cli_error("--lang: unknown language '%s'", cli->lang);
		return EXIT_USAGE;
	}
	if (!(s->lang = judge_language(s->j, cli->against, lang, &d))) {
		char *e = report_text_escape(d.msg);
		cli_error("--against: %s", e);
		free(e);
		return EXIT_USAGE;
	}
	struct compile_result cr;
	int rc = compile_source(s->j->cc, s->lang, cli->against, NULL, &cr, &d);
	if (rc != 0) {
		char *e = report_text_escape(d.msg);
		cli_error("--against: %s", e);
		free(e);
		return rc == COMPILE_REFUSED ? EXIT_USAGE : EXIT_JUDGE_FAILED;
	}
	char *buf = NULL, *file = report_text_escape(cli->against);
	size_t size = 0;
	FILE *f = open_memstream(&buf, &size);
	if (!cr.ok) {
		fprintf(f, "against %s (%s): CE, it does not compile:\n%s", file, s->lang->name, cr.log);
		fclose(f);
		s->against_text = buf;
		free(file);
		compile_result_free(&cr);
		return EXIT_REJECTED;
	}
	struct judge_program prog = { .binary = cr.binary, .lang = s->lang, .main_class = cr.main_class };
	rc = explore_against(s->j, &s->call, &prog, &s->ar, &d);
	compile_result_free(&cr);
	if (rc < 0) {
		fclose(f);
		free(buf);
		free(file);
		return explorer_failed(s, rc, &d);
	}
	s->against_run = 1;
	const struct run_outcome *o = &s->ar.run;
	if (o->verdict == V_AC)
		fprintf(f, "against %s (%s): it ran within the limits, %ld ms, %ld KiB\n", file, s->lang->name,
		        o->sr.cpu_ms, o->sr.memory_kb);
	else
		fprintf(f, "against %s (%s): %s, %s; its answers so far:\n", file, s->lang->name,
		        verdict_code(o->verdict), o->message);
	fprintf(f, "answers: %zu positions asked of %zu; %zu wrong, %zu missing\n", s->ar.asked, s->ar.n, s->ar.wrong,
	        s->ar.missing);
	size_t listed = 0, rest = 0;
	for (size_t k = 0; k < s->ar.n; k++) {
		if (s->ar.marks[k] != 'x' && s->ar.marks[k] != '?')
			continue;
		if (listed++ == AGAINST_LINES) {
			rest = s->ar.wrong + s->ar.missing - AGAINST_LINES;
			break;
		}
		char *name = explore_position_name(&s->t, s->e->axes, k), *note = report_text_escape(s->ar.notes[k]);
		fprintf(f, "  %s: %s\n", name, note);
		free(name);
		free(note);
	}
	if (rest)
		fprintf(f, "  ... and %zu more\n", rest);
	fclose(f);
	free(file);
	s->against_text = buf;
	return s->ar.wrong || s->ar.missing || o->verdict != V_AC ? EXIT_REJECTED : EXIT_ACCEPTED;
}

static int write_pictures(struct explore_state *s, const char *sub)
{
	struct cli *cli = s->cli;
	struct diag d;
	char *title = xasprintf("%s: %s", s->p->id, s->p->title);
	struct picture pic = { .t = &s->t,
		               .axes = (const char *const *)s->e->axes,
		               .title = title,
		               .subtitle = sub,
		               .width = s->width,
		               .marks = s->against_run ? s->ar.marks : NULL,
		               .caption = s->caption };
	int rc = 0;
	/* Written whole or not at all, and never through a link at the name (atomic_file). */
	const char *paths[3] = { cli->svg, cli->html, cli->png };
	for (int i = 0; i < 3 && rc == 0; i++) {
		struct atomic_file a;
		if (!paths[i])
			continue;
		FILE *f = atomic_file_open(&a, paths[i], 0644, &d);
		if (f && i == 2 && draw_png(f, paths[i], &pic, &d) < 0) {
			atomic_file_abort(&a);
			f = NULL;
		}
		if (f && i == 0)
			draw_svg(f, &pic);
		else if (f && i == 1)
			draw_html(f, &pic, s->findings, s->against_text);
		if (!f || atomic_file_commit(&a, &d) < 0) {
			cli_error("%s", d.msg);
			rc = -1;
		}
	}
	free(title);
	return rc;
}

static json_t *json_lines(const char *text)
{
	json_t *a = json_array();
	char *copy = xstrdup(text ? text : "");
	for (char *save = NULL, *line = strtok_r(copy, "\n", &save); line; line = strtok_r(NULL, "\n", &save))
		json_array_append_new(a, json_string(line));
	free(copy);
	return a;
}

/* A sequence's period: proved by a theorem, or only seen over a range. */
static json_t *json_period(const struct explore_state *s)
{
	/*
	 * "found" is a period proved by a theorem; what the table only shows
	 * is "looks_periodic", with the range it was seen over.
	 */
	int proved = s->per.found && s->per.saltus == 0 && s->proof.proved;
	json_t *per = json_object();
	json_object_set_new(per, "found", json_boolean(proved));
	json_object_set_new(per, "proved", json_boolean(proved));
	if (proved) {
		json_object_set_new(per, "start", json_integer(s->per.start));
		json_object_set_new(per, "period", json_integer(s->per.period));
		json_object_set_new(per, "saltus", json_integer(0));
	} else if (s->per.found) {
		json_t *seen = json_object();
		json_object_set_new(seen, "start", json_integer(s->per.start));
		json_object_set_new(seen, "every", json_integer(s->per.period));
		json_object_set_new(seen, "saltus", json_integer(s->per.saltus));
		json_object_set_new(
		        seen, "over",
		        json_pack("[I,I]", (json_int_t)s->t.lo[0], (json_int_t)s->proof.checked_to));
		json_object_set_new(per, "looks_periodic", seen);
	}
	json_object_set_new(per, "theorem",
	                    s->proof.theorem == THEOREM_NONE
	                            ? json_null()
	                            : json_string(s->proof.theorem == THEOREM_OCTAL ? "octal" : "subtraction"));
	if (s->per.found && s->proof.theorem != THEOREM_NONE && s->per.saltus == 0)
		json_object_set_new(per, "bound", json_integer(s->proof.bound));
	json_object_set_new(per, "checked_to", json_integer(s->proof.checked_to));
	json_object_set_new(per, "caption", json_string(s->caption));
	return per;
}

/* Where the --against file's answers differ, position by position. */
static json_t *json_against(const struct explore_state *s)
{
	const struct explore_spec *e = s->e;
	json_t *a = json_object(), *wrong = json_array();
	json_object_set_new(a, "file", json_string(s->cli->against));
	json_object_set_new(a, "language", json_string(s->lang->name));
	json_object_set_new(a, "verdict", json_string(verdict_code(s->ar.run.verdict)));
	json_object_set_new(a, "asked", json_integer((json_int_t)s->ar.asked));
	json_object_set_new(a, "wrong", json_integer((json_int_t)s->ar.wrong));
	json_object_set_new(a, "missing", json_integer((json_int_t)s->ar.missing));
	json_object_set_new(a, "marks", json_string(s->ar.marks));
	long cols = s->t.hi[1] - s->t.lo[1] + 1;
	for (size_t k = 0; k < s->ar.n; k++) {
		if (s->ar.marks[k] != 'x' && s->ar.marks[k] != '?')
			continue;
		json_t *at = e->dims == 1 ? json_pack("[I]", (json_int_t)(s->t.lo[0] + (long)k))
		                          : json_pack("[I,I]", (json_int_t)(s->t.lo[0] + (long)k / cols),
		                                      (json_int_t)(s->t.lo[1] + (long)k % cols));
		json_t *pos = json_object();
		json_object_set_new(pos, "at", at);
		json_object_set_new(pos, "mark", json_stringn(&s->ar.marks[k], 1));
		json_object_set_new(pos, "note", json_string(s->ar.notes[k]));
		json_array_append_new(wrong, pos);
	}
	json_object_set_new(a, "positions", wrong);
	return a;
}

static void print_json(const struct explore_state *s)
{
	const struct explore_spec *e = s->e;
	json_t *o = json_object(), *axes = json_array(), *range = json_array(), *params = json_object();
	json_t *values = json_array();
	for (int i = 0; i < e->dims; i++) {
		json_array_append_new(axes, json_string(e->axes[i]));
		json_array_append_new(range, json_pack("[I,I]", (json_int_t)s->t.lo[i], (json_int_t)s->t.hi[i]));
	}
	for (size_t i = 0; i < s->params.n; i++) {
		char *eq = strchr(s->params.v[i], '=');
		char *name = xasprintf("%.*s", (int)(eq - s->params.v[i]), s->params.v[i]);
		json_object_set_new(params, name, json_string(eq + 1));
		free(name);
	}
	for (size_t k = 0; k < pattern_table_size(&s->t); k++)
		json_array_append_new(values, json_integer(s->t.v[k]));
	json_object_set_new(o, "problem", json_string(s->p->id));
	json_object_set_new(o, "axes", axes);
	json_object_set_new(o, "range", range);
	json_object_set_new(o, "params", params);
	json_object_set_new(o, "values",
	                    json_string(e->values == VALUES_SG    ? "sg"
	                                : e->values == VALUES_WLD ? "wld"
	                                                          : "pn"));
	json_object_set_new(o, "table", values);
	if (e->dims == 1)
		json_object_set_new(o, "period", json_period(s));
	json_object_set_new(o, "findings", json_lines(s->findings));
	if (s->against_run)
		json_object_set_new(o, "against", json_against(s));
	else if (s->against_text)
		json_object_set_new(o, "against", json_pack("{s:s,s:s}", "verdict", "CE", "log", s->against_text));
	report_print_json(stdout, o);
	json_decref(o);
}

/* The table, its pattern, the --against run and the pictures: an exit status (rc of the against run). */
static int explore(struct explore_state *s, char **bin, char **sub)
{
	struct diag d;
	const struct problem *p = s->p;
	if (!(s->j = cli_judge_new(s->cli->root, s->cli->jobs, &d))) {
		cli_error("%s", d.msg);
		return EXIT_JUDGE_FAILED;
	}
	if (judge_build_tool(s->j, s->e->program, bin, &d) < 0) {
		cli_error("%s: the explorer: %s", p->id, d.msg);
		return EXIT_JUDGE_FAILED;
	}
	s->call.p = p;
	s->call.bin = *bin;
	enum theorem th;
	long k;
	int r = explore_table(s->j, &s->call, &s->t, &th, &k, &d);
	if (r < 0)
		return explorer_failed(s, r, &d);
	if (s->e->dims == 1) {
		if ((r = find_period(s, th, k)) != 0)
			return r;
	} else {
		s->findings = pattern_describe_grid(&s->t, (const char *const *)s->e->axes);
	}
	int rc = EXIT_ACCEPTED;
	if (s->cli->against && (rc = run_against(s)) >= EXIT_USAGE)
		return rc;
	*sub = explore_subtitle(s->e, &s->t, &s->params);
	if (write_pictures(s, *sub) < 0)
		return EXIT_JUDGE_FAILED;
	return rc;
}

static void print_text(const struct explore_state *s, const char *sub)
{
	printf("%s: %s\n%s\n", s->p->id, s->p->title, sub);
	explore_print_table(stdout, &s->t, s->e->axes, s->width, NULL);
	fputs(s->findings, stdout);
	if (!s->against_text)
		return;
	fputs(s->against_text, stdout);
	if (s->against_run && (s->ar.wrong || s->ar.missing)) {
		puts("map: . the rules' answer, x another answer, ? no answer, - not asked");
		explore_print_table(stdout, &s->t, s->e->axes, s->width, s->ar.marks);
	}
}

int cmd_explore(struct cli *cli)
{
	struct diag d;
	struct explore_state s = { .cli = cli };
	struct problem *p = problem_load(cli->root, cli->args[0], 0, &d);
	if (!p) {
		cli_error("%s", d.msg);
		return EXIT_USAGE;
	}
	s.p = p;
	s.e = p->explore;
	if (!s.e) {
		cli_error("%s: no explorer: its manifest has no 'explore' entry (problems/README.md, \"Explorers\", "
		          "says how to add one)",
		          p->id);
		problem_free(p);
		return EXIT_USAGE;
	}
	int rc = EXIT_USAGE;
	char *bin = NULL, *sub = NULL;
	if (read_options(&s) == 0 && (rc = explore(&s, &bin, &sub)) < EXIT_USAGE) {
		if (cli->json)
			print_json(&s);
		else
			print_text(&s, sub);
	}
	if (s.against_run)
		explore_against_result_free(&s.ar);
	free(s.against_text);
	free(s.findings);
	free(s.caption);
	free(s.t.v);
	free(s.longer.v);
	free(sub);
	free(bin);
	strv_free(&s.params);
	judge_free(s.j);
	problem_free(p);
	return rc;
}
