/*
 * view.c: the contest as the pages show it (serve_contest_build, web.h),
 * made once at start: statements rendered, samples read, languages found.
 * The statement comes from the repository's problem, not from the package:
 * its setter's sections are cut (statement_contestant), and cmark renders
 * it without the raw HTML it may hold (cmark's default is safe).
 */
#include <cmark.h>
#include <stdlib.h>
#include <string.h>

#include "run/languages.h"
#include "problem/problem.h"
#include "problem/statement.h"
#include "contest/contest-package.h"
#include "web/web.h"
#include "util.h"

#define SAMPLE_MAX (1 << 20)

static const struct {
	const char *id, *name;
} language_names[] = {
	{ "c", "C" },           { "cpp", "C++" }, { "python3", "Python 3" }, { "pypy3", "PyPy 3" }, { "java", "Java" },
	{ "kotlin", "Kotlin" }, { "go", "Go" },   { "rust", "Rust" },
};

static char *statement_html(const struct problem *p, struct diag *d)
{
	char *path = xasprintf("%s/statement.md", p->dir), *md;
	size_t len;
	int rc = read_file(path, &md, &len, d);
	free(path);
	if (rc < 0)
		return xstrdup("<p>(no statement)</p>");
	char *text = statement_contestant(md);
	char *html = cmark_markdown_to_html(text, strlen(text), CMARK_OPT_DEFAULT);
	free(text);
	free(md);
	return html;
}

static int read_samples(const struct problem *p, struct serve_problem *out, struct diag *d)
{
	for (size_t i = 0; i < p->ntests; i++) {
		const struct test *t = &p->tests[i];
		if (strncmp(t->name, "sample", 6))
			continue;
		struct serve_sample s = { .name = xstrdup(t->name) };
		if (read_regular_file(t->input, SAMPLE_MAX, &s.input, &s.input_len, d) < 0 ||
		    read_regular_file(t->answer, SAMPLE_MAX, &s.answer, &s.answer_len, d) < 0) {
			diag_prefix(d, "problem '%s': sample '%s'", p->id, t->name);
			free(s.name);
			free(s.input);
			return -1;
		}
		out->samples = xrealloc(out->samples, (out->nsamples + 1) * sizeof *out->samples);
		out->samples[out->nsamples++] = s;
	}
	return 0;
}

static int build_problem(const struct contest_problem *cp, const char *root, struct serve_problem *out, struct diag *d)
{
	struct problem *p = problem_load(root, cp->id, 0, d);
	if (!p)
		return -1;
	out->id = xstrdup(cp->id);
	out->label = xstrdup(cp->label);
	out->title = xstrdup(cp->name ? cp->name : p->title);
	out->rgb = cp->rgb ? xstrdup(cp->rgb) : NULL;
	out->time_limit_ms = p->limits.time_ms;
	out->memory_mb = p->limits.memory_kb / 1024;
	out->ntests = (int)p->ntests;
	out->explorer = p->explore != NULL;
	out->interactive = p->checker.kind == CHECKER_INTERACTIVE;
	out->statement_html = statement_html(p, d);
	int rc = read_samples(p, out, d);
	problem_free(p);
	return rc;
}

/*
 * argv as the Contest API's command object: the program in *cmd, the rest
 * joined by spaces in *args, the source ({src}) written {files} as the spec
 * does; both NULL when there is no argv.
 */
static void command_of(char *const *argv, char **cmd, char **args)
{
	*cmd = *args = NULL;
	if (!argv || !argv[0])
		return;
	*cmd = xstrdup(argv[0]);
	size_t len = 1;
	for (size_t i = 1; argv[i]; i++)
		len += strlen(argv[i]) + 8;
	*args = xcalloc(len, 1);
	for (size_t i = 1; argv[i]; i++) {
		if (i > 1)
			strcat(*args, " ");
		strcat(*args, strcmp(argv[i], "{src}") ? argv[i] : "{files}");
	}
}

static int build_languages(struct serve_contest *v, const char *root, struct diag *d)
{
	char *path = xasprintf("%s/judge/languages.yaml", root);
	struct lang_table *t = lang_load(path, d);
	free(path);
	if (!t)
		return -1;
	for (size_t i = 0; i < t->n; i++) {
		const struct language *l = &t->langs[i];
		struct diag why;
		/* A language no file is named for (the sanitized builds of C and C++, run/sanitize.c) is the judge's own. */
		if (lang_installed(l, &why) != 1 || !l->extensions || !l->extensions[0])
			continue;
		struct serve_language sl = { .id = xstrdup(l->name), .name = NULL };
		for (size_t k = 0; k < sizeof language_names / sizeof *language_names; k++)
			if (!strcmp(language_names[k].id, l->name))
				sl.name = xstrdup(language_names[k].name);
		if (!sl.name)
			sl.name = xstrdup(l->name);
		size_t n = 0;
		while (l->extensions && l->extensions[n])
			n++;
		sl.extensions = xcalloc(n + 1, sizeof *sl.extensions);
		for (size_t k = 0; k < n; k++)
			sl.extensions[k] =
			        xstrdup(l->extensions[k][0] == '.' ? l->extensions[k] + 1 : l->extensions[k]);
		command_of(l->compile, &sl.compiler, &sl.compiler_args);
		command_of(l->run, &sl.runner, &sl.runner_args);
		v->languages = xrealloc(v->languages, (v->nlanguages + 1) * sizeof *v->languages);
		v->languages[v->nlanguages++] = sl;
	}
	lang_free(t);
	return 0;
}

struct serve_contest *serve_contest_build(const struct contest *c, const char *root, struct diag *d)
{
	struct serve_contest *v = xcalloc(1, sizeof *v);
	v->id = xstrdup(c->id);
	v->name = xstrdup(c->name);
	v->start_ms = c->start_ms;
	v->duration_ms = c->duration_ms;
	v->freeze_ms = c->freeze_ms;
	v->penalty_min = (int)c->penalty_min;
	v->feedback = c->feedback == CONTEST_FEEDBACK_FIRST_DIFF ? SERVE_FEEDBACK_ALL
	              : c->feedback == CONTEST_FEEDBACK_SAMPLES  ? SERVE_FEEDBACK_SAMPLES
	                                                         : SERVE_FEEDBACK_NONE;
	v->problems = xcalloc(c->nproblems, sizeof *v->problems);
	for (size_t i = 0; i < c->nproblems; i++, v->nproblems++)
		if (build_problem(&c->problems[i], root, &v->problems[i], d) < 0) {
			serve_contest_free(v);
			return NULL;
		}
	v->teams = xcalloc(c->nteams, sizeof *v->teams);
	for (size_t i = 0; i < c->nteams; i++, v->nteams++) {
		const struct contest_team *t = &c->teams[i];
		v->teams[i].id = xstrdup(t->id);
		v->teams[i].name = xstrdup(t->display_name ? t->display_name : t->name);
	}
	if (build_languages(v, root, d) < 0) {
		serve_contest_free(v);
		return NULL;
	}
	return v;
}

void serve_contest_free(struct serve_contest *v)
{
	if (!v)
		return;
	for (size_t i = 0; i < v->nproblems; i++) {
		struct serve_problem *p = &v->problems[i];
		free(p->id), free(p->label), free(p->title), free(p->rgb), free(p->statement_html);
		for (size_t k = 0; k < p->nsamples; k++)
			free(p->samples[k].name), free(p->samples[k].input), free(p->samples[k].answer);
		free(p->samples);
	}
	for (size_t i = 0; i < v->nteams; i++)
		free(v->teams[i].id), free(v->teams[i].name);
	for (size_t i = 0; i < v->nlanguages; i++) {
		free(v->languages[i].id), free(v->languages[i].name);
		free(v->languages[i].compiler), free(v->languages[i].compiler_args);
		free(v->languages[i].runner), free(v->languages[i].runner_args);
		for (char **e = v->languages[i].extensions; e && *e; e++)
			free(*e);
		free(v->languages[i].extensions);
	}
	free(v->problems), free(v->teams), free(v->languages), free(v->id), free(v->name);
	free(v);
}
