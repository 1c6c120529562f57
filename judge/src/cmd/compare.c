/*
 * judge compare: a training session's scoreboard.
 *
 * DIR holds one folder per team, each with files named after problems
 * (DIR/red/hdu1536.cpp), and optionally DIR/session.yaml (title, date, and the
 * session's problems, in the order the board shows them). Every (team,
 * problem) pair is judged, pairs in parallel (-j), each binary compiled once
 * through the shared cache, and as a contest judges: a file stops at its first
 * rejected test in manifest order (judge_opts.first_fail), unless --all-tests.
 *
 * The ranking (RANKING_RULE) uses only what does not change between two runs
 * of the same files: problems solved, then failed attempts (files not
 * accepted), then the team's name; it never uses CPU time, which the machine's
 * load moves by tens of milliseconds. So it is the same with or without
 * --all-tests: a file's verdict is its first rejected test's either way.
 * Anything that cannot be judged (no such problem, not a problem of the
 * session, no language for the extension, not a team folder) is listed as
 * skipped with the reason.
 *
 * A session folder is written by its teams, and the judge reads it as root:
 * only regular files of at most COMPILE_SOURCE_MAX bytes are judged. A symbolic
 * link (to /etc/shadow, to an expected answer, to /dev/zero), a FIFO, a device,
 * a directory named like a submission or a bigger file is skipped with what it
 * is, never read; so is a team folder that is a link. Files are checked by the
 * scan, so that another file of the team for the same problem is judged
 * instead, and read again only through compile_source(), which refuses the same
 * things: a file swapped for a link after the scan is skipped too. session.yaml
 * is read by the same rules (a link or a FIFO there is an error, exit 2).
 *
 * Outputs: the terminal scoreboard on stdout; --json (stdout) or --json FILE:
 * everything, every test of every pair; --md FILE: the grid as Markdown;
 * --html FILE: one standalone page (no network, no external assets), with
 * --wall in large print for a wall: the board, the legend and the rule only.
 */
#define _GNU_SOURCE
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "cmd/cmd.h"
#include "exitcode.h"
#include "run/judge.h"
#include "report/report.h"
#include "util.h"
#include "problem/yml.h"

struct entry {
	char *team, *problem, *path;
	struct problem *p; /* borrowed from the session's problem list */
	struct submission_result r;
	int judged;    /* 0 until judged, and when refused */
	char *refused; /* the file was refused when judged (it changed after the scan) */
};

struct team {
	char *name;
	size_t solved;
	size_t rejected; /* failed attempts: the team's files not accepted (CE and JE included) */
	long time_ms;    /* total CPU of accepted runs: shown, never ranked */
	size_t rank;     /* teams equal on solved and rejected share one */
};

/* Said under every table, in docs/coach.md, and in the JSON. */
#define RANKING_RULE                                                                                                   \
	"ranked by problems solved, then by fewer failed attempts (files not accepted, a compile error "               \
	"included), then listed by team name; teams equal on both share a rank. CPU times are shown, never "           \
	"ranked: they vary from run to run"

/* session.yaml: what a coach may say about the session. */
#define SESSION_FILE     "session.yaml"
#define SESSION_FILE_MAX (64 << 10)

struct session {
	struct judge *j;
	struct entry *e;
	size_t ne;
	struct team *teams;
	size_t nteams;
	struct problem **problems;
	size_t nproblems;
	int listed;                       /* session.yaml named the problems: only those, in its order */
	char *title, *date;               /* from session.yaml, or NULL */
	int all_tests;                    /* --all-tests: every test of every file, not a contest's first rejection */
	int wall;                         /* --wall: the page in large print */
	struct strv skipped, skipped_why; /* side by side: a path and why it was skipped */
	size_t done;
	pthread_mutex_t lock;
	int progress;
};

static struct problem *session_problem(struct session *s, const char *id, struct diag *d)
{
	for (size_t i = 0; i < s->nproblems; i++)
		if (!strcmp(s->problems[i]->id, id))
			return s->problems[i];
	struct problem *p = problem_load(s->j->root, id, PROBLEM_NEED_DATA, d);
	if (p) {
		s->problems = xrealloc(s->problems, (s->nproblems + 1) * sizeof *s->problems);
		s->problems[s->nproblems++] = p;
	}
	return p;
}

/* A problem of the session: loaded already (by session.yaml, or by another team's file). */
static struct problem *session_has(struct session *s, const char *id)
{
	for (size_t i = 0; i < s->nproblems; i++)
		if (!strcmp(s->problems[i]->id, id))
			return s->problems[i];
	return NULL;
}

/*
 * Reads DIR/session.yaml when there is one: title, date (both text, shown as
 * given) and problems (ids, each loaded now, so that a column shows even when
 * no team submitted it). -1 with "DIR/session.yaml:LINE:COL: key: message".
 */
static int load_session_file(struct session *s, const char *dir, struct diag *d)
{
	static const char *const keys[] = { "title", "date", "problems", NULL };
	char *path = xasprintf("%s/%s", dir, SESSION_FILE), *text = NULL;
	struct stat st;
	size_t len;
	int rc = -1;
	struct yml_doc *doc = NULL;
	if (lstat(path, &st) < 0) {
		free(path);
		return 0;
	}
	if (read_regular_file(path, SESSION_FILE_MAX, &text, &len, d) < 0) {
		char why[sizeof d->msg];
		snprintf(why, sizeof why, "%s", d->msg);
		diag_set(d, "%s: %s", path, why);
		goto out;
	}
	if (!(doc = yml_parse(path, text, len, d)))
		goto out;
	if (!doc->root) {
		rc = 0; /* an empty file says nothing */
		goto out;
	}
	if (yml_check_map(doc, doc->root, "", keys, NULL, d) < 0)
		goto out;
	const struct yml_node *n;
	const char *v;
	if ((n = yml_get(doc->root, "title"))) {
		if (yml_string(doc, n, "title", &v, d) < 0)
			goto out;
		s->title = xstrdup(v);
	}
	if ((n = yml_get(doc->root, "date"))) {
		if (yml_string(doc, n, "date", &v, d) < 0)
			goto out;
		s->date = xstrdup(v);
	}
	if ((n = yml_get(doc->root, "problems"))) {
		const char **ids;
		size_t nids;
		if (yml_strings(doc, n, "problems", &ids, &nids, d) < 0)
			goto out;
		s->listed = 1;
		for (size_t i = 0; i < nids; i++) {
			char key[32];
			struct diag pd;
			snprintf(key, sizeof key, "problems[%zu]", i);
			if (session_has(s, ids[i])) {
				yml_error(doc, n->items[i], key, d, "'%s' is named twice", ids[i]);
				free(ids);
				goto out;
			}
			if (!session_problem(s, ids[i], &pd)) {
				yml_error(doc, n->items[i], key, d, "%s", pd.msg);
				free(ids);
				goto out;
			}
		}
		free(ids);
	}
	rc = 0;
out:
	yml_free(doc);
	free(text);
	free(path);
	return rc;
}

static int cmp_problem(const void *a, const void *b)
{
	return strcmp((*(struct problem *const *)a)->id, (*(struct problem *const *)b)->id);
}

static void skip(struct session *s, const char *path, const char *why)
{
	strv_push(&s->skipped, path);
	strv_push(&s->skipped_why, why);
}

/* Whether a team's file can be read as a submission: NULL, or why not (in d). */
static const char *refused(const char *path, struct diag *d)
{
	char *source;
	if (read_regular_file(path, COMPILE_SOURCE_MAX, &source, NULL, d) < 0)
		return d->msg;
	free(source);
	return NULL;
}

/* Finds the pairs to judge; returns -1 when DIR itself cannot be read. */
static int scan(struct session *s, const char *dir)
{
	struct stat st;
	if (stat(dir, &st) < 0 || !S_ISDIR(st.st_mode)) {
		cli_error("compare: '%s' is not a folder", dir);
		return -1;
	}
	struct strv teams = { 0 };
	dir_list(dir, &teams);
	for (size_t t = 0; t < teams.n; t++) {
		if (!strcmp(teams.v[t], SESSION_FILE))
			continue;
		char *tdir = xasprintf("%s/%s", dir, teams.v[t]);
		int found = lstat(tdir, &st) == 0;
		if (!found || !S_ISDIR(st.st_mode)) {
			skip(s, tdir,
			     found && S_ISLNK(st.st_mode) ? "a symbolic link, not a team folder" : "not a team folder");
			free(tdir);
			continue;
		}
		s->teams = xrealloc(s->teams, (s->nteams + 1) * sizeof *s->teams);
		s->teams[s->nteams++] = (struct team){ .name = xstrdup(teams.v[t]) };
		struct strv files = { 0 };
		dir_list(tdir, &files);
		for (size_t f = 0; f < files.n; f++) {
			char *path = xasprintf("%s/%s", tdir, files.v[f]);
			char *id = xstrdup(files.v[f]);
			char *dot = strrchr(id, '.');
			const char *why = NULL;
			char whybuf[2100];
			struct diag d;
			struct problem *p = NULL;
			if (dot)
				*dot = '\0';
			if (!dot || !lang_by_file(s->j->langs, files.v[f])) {
				why = "no language for this file extension";
			} else if (refused(path, &d)) {
				snprintf(whybuf, sizeof whybuf, "%s", d.msg);
				why = whybuf;
			} else if (s->listed && !(p = session_has(s, id))) {
				why = "not a problem of this session (" SESSION_FILE " names them)";
			} else if (!p && !(p = session_problem(s, id, &d))) {
				snprintf(whybuf, sizeof whybuf, "%s", d.msg);
				why = whybuf;
			}
			for (size_t k = 0; !why && k < s->ne; k++)
				if (!strcmp(s->e[k].team, teams.v[t]) && !strcmp(s->e[k].problem, id))
					why = "another file of this team is for the same problem";
			if (why) {
				skip(s, path, why);
				free(path);
				free(id);
				continue;
			}
			s->e = xrealloc(s->e, (s->ne + 1) * sizeof *s->e);
			s->e[s->ne++] =
			        (struct entry){ .team = xstrdup(teams.v[t]), .problem = id, .path = path, .p = p };
		}
		strv_free(&files);
		free(tdir);
	}
	strv_free(&teams);
	/* Without a list in session.yaml, the problems any team submitted, by id. */
	if (s->nproblems && !s->listed)
		qsort(s->problems, s->nproblems, sizeof *s->problems, cmp_problem);
	return 0;
}

static void judge_pair(void *ctx, size_t i)
{
	struct session *s = ctx;
	struct entry *e = &s->e[i];
	struct judge_opts opts = { .first_fail = !s->all_tests };
	struct diag d;
	/* The scan checked the language: what is left to refuse is the file. */
	if (judge_submission(s->j, e->p, e->path, &opts, &e->r, &d) < 0)
		e->refused = xstrdup(d.msg);
	else
		e->judged = 1;
	pthread_mutex_lock(&s->lock);
	s->done++;
	if (s->progress)
		fprintf(stderr, "\rjudged %zu/%zu\033[K%s", s->done, s->ne, s->done == s->ne ? "\r\033[K" : "");
	pthread_mutex_unlock(&s->lock);
}

static void entry_free(struct entry *e)
{
	free(e->team);
	free(e->problem);
	free(e->path);
	free(e->refused);
	if (e->judged)
		submission_result_free(&e->r);
}

/* Pairs whose file was refused when judged leave the grid for the skipped list. */
static void drop_refused(struct session *s)
{
	size_t kept = 0;
	for (size_t i = 0; i < s->ne; i++) {
		struct entry *e = &s->e[i];
		if (!e->refused) {
			s->e[kept++] = *e;
			continue;
		}
		char *why = xasprintf("not judged: %s", e->refused);
		skip(s, e->path, why);
		free(why);
		entry_free(e);
	}
	s->ne = kept;
}

static struct entry *find(struct session *s, const char *team, const char *problem)
{
	for (size_t i = 0; i < s->ne; i++)
		if (!strcmp(s->e[i].team, team) && !strcmp(s->e[i].problem, problem))
			return &s->e[i];
	return NULL;
}

/* After drop_refused(), every pair in the grid was judged. */
static enum verdict entry_verdict(const struct entry *e)
{
	return e->r.verdict;
}

/* Whether two teams stand equal: the same problems solved and failed attempts. */
static int cmp_standing(const struct team *x, const struct team *y)
{
	if (x->solved != y->solved)
		return x->solved > y->solved ? -1 : 1;
	if (x->rejected != y->rejected)
		return x->rejected < y->rejected ? -1 : 1;
	return 0;
}

static int cmp_team(const void *a, const void *b)
{
	const struct team *x = a, *y = b;
	int c = cmp_standing(x, y);
	return c ? c : strcmp(x->name, y->name);
}

static void rank_teams(struct session *s)
{
	for (size_t t = 0; t < s->nteams; t++) {
		struct team *tm = &s->teams[t];
		for (size_t i = 0; i < s->ne; i++) {
			struct entry *e = &s->e[i];
			if (strcmp(e->team, tm->name))
				continue;
			if (entry_verdict(e) != V_AC) {
				tm->rejected++;
				continue;
			}
			tm->solved++;
			tm->time_ms += report_cpu_ms(&e->r);
		}
	}
	qsort(s->teams, s->nteams, sizeof *s->teams, cmp_team);
	for (size_t t = 0; t < s->nteams; t++)
		s->teams[t].rank =
		        t > 0 && !cmp_standing(&s->teams[t], &s->teams[t - 1]) ? s->teams[t - 1].rank : t + 1;
}

/* A cell of the grid: report_cell()'s text, or "--" for no file. */
static void cell_text(const struct entry *e, char *buf, size_t size)
{
	if (!e)
		snprintf(buf, size, "--");
	else
		report_cell(&e->r, buf, size);
}

/* Per problem: how many solved it, and the fastest accepted team. */
static size_t problem_stats(struct session *s, const char *id, const struct entry **fastest)
{
	size_t solved = 0;
	*fastest = NULL;
	for (size_t i = 0; i < s->ne; i++) {
		const struct entry *e = &s->e[i];
		if (strcmp(e->problem, id) || entry_verdict(e) != V_AC)
			continue;
		solved++;
		if (!*fastest || report_cpu_ms(&e->r) < report_cpu_ms(&(*fastest)->r))
			*fastest = e;
	}
	return solved;
}

/* How the files were judged, in a sentence. */
static const char *judged_how(const struct session *s)
{
	return s->all_tests ? "Every test of every file was run (--all-tests)"
	                    : "Each file stopped at its first rejected test, as in a contest";
}

static void print_text(struct session *s, FILE *f, int color)
{
	char cell[64];
	if (s->title || s->date) {
		char *title = report_text_escape(s->title ? s->title : "Scoreboard");
		char *date = report_text_escape(s->date ? s->date : "");
		fprintf(f, "%s%s%s\n", title, s->date ? ", " : "", date);
		free(title);
		free(date);
	}
	fprintf(f, "%-4s %-12s %6s %6s", "rank", "team", "solved", "failed");
	for (size_t p = 0; p < s->nproblems; p++)
		fprintf(f, "  %-16s", s->problems[p]->id);
	fputc('\n', f);
	for (size_t t = 0; t < s->nteams; t++) {
		const struct team *tm = &s->teams[t];
		char *name = report_text_escape(tm->name);
		fprintf(f, "%-4zu %-12s %6zu %6zu", tm->rank, name, tm->solved, tm->rejected);
		free(name);
		for (size_t p = 0; p < s->nproblems; p++) {
			const struct entry *e = find(s, tm->name, s->problems[p]->id);
			cell_text(e, cell, sizeof cell);
			enum verdict v = e ? entry_verdict(e) : V_SKIPPED;
			fprintf(f, "  %s%-16s%s", report_verdict_color(v, color), cell, color ? "\033[0m" : "");
		}
		fputc('\n', f);
	}
	fprintf(f, "Failed: failed attempts. Teams are %s. %s.\n", RANKING_RULE, judged_how(s));
	for (size_t p = 0; p < s->nproblems; p++) {
		const struct entry *fast;
		size_t solved = problem_stats(s, s->problems[p]->id, &fast);
		fprintf(f, "%s: solved by %zu of %zu", s->problems[p]->id, solved, s->nteams);
		if (fast) {
			char *team = report_text_escape(fast->team);
			fprintf(f, ", fastest %s (%ld ms)", team, report_cpu_ms(&fast->r));
			free(team);
		}
		fputc('\n', f);
	}
	for (size_t i = 0; i < s->skipped.n; i++) {
		char *path = report_text_escape(s->skipped.v[i]), *why = report_text_escape(s->skipped_why.v[i]);
		fprintf(f, "skipped %s: %s\n", path, why);
		free(path);
		free(why);
	}
}

static json_t *session_json(struct session *s)
{
	json_t *teams = json_array(), *problems = json_array(), *skipped = json_array();
	char cell[64];
	for (size_t t = 0; t < s->nteams; t++) {
		const struct team *tm = &s->teams[t];
		json_t *results = json_object();
		for (size_t p = 0; p < s->nproblems; p++) {
			const struct entry *e = find(s, tm->name, s->problems[p]->id);
			if (!e)
				continue;
			json_t *o = report_submission_json(&e->r);
			long first = report_first_rejected(&e->r);
			cell_text(e, cell, sizeof cell);
			json_object_set_new(o, "cell", json_string(cell));
			json_object_set_new(o, "first_rejected",
			                    first < 0 ? json_null()
			                              : json_pack("{s:I, s:o}", "position", (json_int_t)first + 1,
			                                          "name", report_json_text(e->r.tests[first].name)));
			json_object_set_new(results, e->problem, o);
		}
		json_array_append_new(teams,
		                      json_pack("{s:o, s:I, s:I, s:I, s:I, s:o}", "team", report_json_text(tm->name),
		                                "rank", (json_int_t)tm->rank, "solved", (json_int_t)tm->solved,
		                                "failed_attempts", (json_int_t)tm->rejected, "time_ms",
		                                (json_int_t)tm->time_ms, "results", results));
	}
	for (size_t p = 0; p < s->nproblems; p++) {
		const struct entry *fast;
		size_t solved = problem_stats(s, s->problems[p]->id, &fast);
		json_array_append_new(problems,
		                      json_pack("{s:s, s:s, s:I, s:o}", "id", s->problems[p]->id, "title",
		                                s->problems[p]->title, "solved", (json_int_t)solved, "fastest",
		                                fast ? json_pack("{s:o, s:I}", "team", report_json_text(fast->team),
		                                                 "time_ms", (json_int_t)report_cpu_ms(&fast->r))
		                                     : json_null()));
	}
	for (size_t i = 0; i < s->skipped.n; i++)
		json_array_append_new(skipped, json_pack("{s:o, s:o}", "file", report_json_text(s->skipped.v[i]),
		                                         "reason", report_json_text(s->skipped_why.v[i])));
	return json_pack("{s:o, s:o, s:s, s:b, s:o, s:o, s:o}", "title",
	                 s->title ? report_json_text(s->title) : json_null(), "date",
	                 s->date ? report_json_text(s->date) : json_null(), "ranking", RANKING_RULE, "all_tests",
	                 s->all_tests, "teams", teams, "problems", problems, "skipped", skipped);
}

static void print_md(struct session *s, FILE *f)
{
	char cell[64];
	if (s->title || s->date) {
		char *title = report_md_escape(s->title ? s->title : "Scoreboard");
		char *date = report_md_escape(s->date ? s->date : "");
		fprintf(f, "## %s%s%s\n\n", title, s->date ? ", " : "", date);
		free(title);
		free(date);
	}
	fputs("| rank | team | solved | failed |", f);
	for (size_t p = 0; p < s->nproblems; p++)
		fprintf(f, " %s |", s->problems[p]->id);
	fputs("\n|---:|---|---:|---:|", f);
	for (size_t p = 0; p < s->nproblems; p++)
		fputs("---|", f);
	fputc('\n', f);
	for (size_t t = 0; t < s->nteams; t++) {
		const struct team *tm = &s->teams[t];
		char *name = report_md_escape(tm->name);
		fprintf(f, "| %zu | %s | %zu | %zu |", tm->rank, name, tm->solved, tm->rejected);
		free(name);
		for (size_t p = 0; p < s->nproblems; p++) {
			cell_text(find(s, tm->name, s->problems[p]->id), cell, sizeof cell);
			fprintf(f, " %s |", cell);
		}
		fputc('\n', f);
	}
	fprintf(f, "\nFailed: failed attempts. Teams are %s. %s.\n", RANKING_RULE, judged_how(s));
}

/*
 * A bar per test of the manifest, in its order: the test's CPU time against
 * the problem's limit (a bar at the dashed line reached it). A test that was
 * not run (after the first rejected one) has a grey mark on the axis.
 */
static void html_chart(FILE *f, const struct submission_result *r, long limit_ms)
{
	if (!r->ntests || limit_ms <= 0)
		return;
	const int w = 8, gap = 3, h = 80, left = 52, top = 20, bottom = 34;
	int width = left + (int)r->ntests * (w + gap) + 10, base = top + h;
	fprintf(f,
	        "<svg class=\"chart\" width=\"%d\" height=\"%d\" role=\"img\" "
	        "aria-label=\"CPU time per test, in milliseconds, against the limit\">",
	        width, base + bottom);
	/* The axes, their ticks and their labels. */
	fprintf(f, "<line class=\"axis\" x1=\"%d\" y1=\"%d\" x2=\"%d\" y2=\"%d\"/>", left - 2, top, left - 2, base);
	fprintf(f, "<line class=\"axis\" x1=\"%d\" y1=\"%d\" x2=\"%d\" y2=\"%d\"/>", left - 2, base, width - 6, base);
	fprintf(f, "<line class=\"limit\" x1=\"%d\" y1=\"%d\" x2=\"%d\" y2=\"%d\"/>", left - 2, top, width - 6, top);
	fprintf(f, "<text class=\"tick\" x=\"%d\" y=\"%d\" text-anchor=\"end\">%ld</text>", left - 6, top + 4,
	        limit_ms);
	fprintf(f, "<text class=\"tick\" x=\"%d\" y=\"%d\" text-anchor=\"end\">0</text>", left - 6, base + 4);
	fprintf(f, "<text class=\"label\" x=\"%d\" y=\"%d\">CPU ms (dashed: the limit)</text>", left, top - 7);
	for (size_t i = 0; i < r->ntests; i++)
		if (i == 0 || i + 1 == r->ntests || (i + 1) % 5 == 0)
			fprintf(f, "<text class=\"tick\" x=\"%zu\" y=\"%d\" text-anchor=\"middle\">%zu</text>",
			        (size_t)left + i * (size_t)(w + gap) + (size_t)w / 2, base + 14, i + 1);
	fprintf(f, "<text class=\"label\" x=\"%d\" y=\"%d\">test, in the problem's order</text>", left, base + 30);
	for (size_t i = 0; i < r->ntests; i++) {
		const struct test_report *t = &r->tests[i];
		size_t x = (size_t)left + i * (size_t)(w + gap);
		if (t->verdict == V_SKIPPED) {
			fprintf(f, "<rect class=\"notrun\" x=\"%zu\" y=\"%d\" width=\"%d\" height=\"2\"><title>", x,
			        base - 2, w);
			report_html_escape(f, t->name);
			fputs(": not run</title></rect>", f);
			continue;
		}
		long ms = t->time_ms < limit_ms ? t->time_ms : limit_ms;
		int bh = 3 + (int)((double)ms / (double)limit_ms * (h - 3)); /* at least 3 px: its colour shows */
		fprintf(f, "<rect class=\"%s\" x=\"%zu\" y=\"%d\" width=\"%d\" height=\"%d\"><title>",
		        verdict_code(t->verdict), x, base - bh, w, bh);
		report_html_escape(f, t->name);
		fprintf(f, ": %s, %ld ms</title></rect>", verdict_code(t->verdict), t->time_ms);
	}
	fputs("</svg>", f);
}

static const char html_style[] =
        "body{font-family:sans-serif;margin:2em;color:#222}\n"
        "h1{margin:0}\n p.date{margin:.2em 0 1em;color:#555;font-size:1.2em}\n"
        "table{border-collapse:collapse;margin:1em 0}\n"
        "th,td{border:1px solid #bbb;padding:.3em .6em;text-align:left}\n"
        "td.num,th.num{text-align:right}\n tfoot td{color:#555}\n #scoreboard td{white-space:nowrap}\n"
        "th small{display:block;font-weight:normal;color:#555;font-size:.75em}\n"
        ".AC{background:#c8f0c8}\n .WA,.PE,.RE,.CE{background:#f6c6c6}\n"
        ".TLE,.MLE,.OLE{background:#fbe3a8}\n .JE{background:#e0c8f0}\n .none{color:#999;background:#fff}\n"
        "rect.AC{fill:#4a4}\n rect.WA,rect.PE,rect.RE{fill:#c44}\n rect.TLE,rect.MLE,rect.OLE{fill:#d90}\n"
        "rect.JE{fill:#96c}\n rect.notrun{fill:#bbb}\n"
        "ul.legend{list-style:none;padding:0;display:flex;flex-wrap:wrap;gap:.4em 1.4em;margin:.5em 0}\n"
        "ul.legend span{display:inline-block;padding:.1em .5em;border:1px solid #bbb;margin-right:.3em}\n"
        "p.rule{max-width:60em;color:#444}\n"
        "details{margin:.5em 0}\n summary{cursor:pointer;font-weight:bold}\n"
        "svg.chart{background:#f8f8f8;display:block;margin:.5em 0}\n"
        "svg.chart line.axis{stroke:#444}\n svg.chart line.limit{stroke:#888;stroke-dasharray:4 3}\n"
        "svg.chart text{font-size:11px;fill:#333}\n"
        /* --wall: read from across a room; the board, the legend and the rule only. */
        "body.wall{font-size:clamp(16px,1.7vw,48px);margin:1em 1.5em}\n body.wall h1{font-size:2em}\n"
        "body.wall table{width:100%}\n body.wall th,body.wall td{padding:.4em .7em;border-width:2px}\n"
        "body.wall td a{color:inherit;text-decoration:none}\n"
        "body.wall p.rule,body.wall ul.legend{font-size:.75em}\n";

static void html_legend(FILE *f)
{
	fputs("<ul class=\"legend\">"
	      "<li><span class=\"AC\">AC</span>accepted</li>"
	      "<li><span class=\"WA\">WA PE RE CE</span>rejected: wrong answer, presentation, run-time error, "
	      "compile error</li>"
	      "<li><span class=\"TLE\">TLE MLE OLE</span>over a limit: time, memory, output</li>"
	      "<li><span class=\"JE\">JE</span>the judge failed</li>"
	      "<li><span class=\"none\">--</span>no file</li>"
	      "</ul>\n",
	      f);
}

static void print_html(struct session *s, FILE *f)
{
	char cell[64], mem[32];
	const char *title = s->title ? s->title : "Scoreboard";
	fputs("<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">\n", f);
	/* On a wall the page is written again by the next compare: the browser reloads it. */
	if (s->wall)
		fputs("<meta http-equiv=\"refresh\" content=\"60\">\n", f);
	fputs("<title>", f);
	report_html_escape(f, title);
	fprintf(f, "</title>\n<style>\n%s</style></head><body%s>\n<h1>", html_style, s->wall ? " class=\"wall\"" : "");
	report_html_escape(f, title);
	fputs("</h1>\n", f);
	if (s->date) {
		fputs("<p class=\"date\">", f);
		report_html_escape(f, s->date);
		fputs("</p>\n", f);
	}
	html_legend(f);
	fputs("<table id=\"scoreboard\"><thead><tr><th class=\"num\">rank</th><th>team</th><th "
	      "class=\"num\">solved</th>"
	      "<th class=\"num\">failed</th>",
	      f);
	for (size_t p = 0; p < s->nproblems; p++) {
		fputs("<th>", f);
		report_html_escape(f, s->problems[p]->id);
		fputs("<small>", f);
		report_html_escape(f, s->problems[p]->title);
		fputs("</small></th>", f);
	}
	fputs("</tr></thead><tbody>\n", f);
	for (size_t t = 0; t < s->nteams; t++) {
		const struct team *tm = &s->teams[t];
		fprintf(f, "<tr data-team=\"");
		report_html_escape(f, tm->name);
		fprintf(f, "\"><td class=\"num\">%zu</td><td>", tm->rank);
		report_html_escape(f, tm->name);
		fprintf(f, "</td><td class=\"num\">%zu</td><td class=\"num\">%zu</td>", tm->solved, tm->rejected);
		for (size_t p = 0; p < s->nproblems; p++) {
			const struct entry *e = find(s, tm->name, s->problems[p]->id);
			cell_text(e, cell, sizeof cell);
			if (!e) {
				fputs("<td class=\"none\">--</td>", f);
				continue;
			}
			fprintf(f, "<td class=\"%s\" data-problem=\"", verdict_code(entry_verdict(e)));
			report_html_escape(f, e->problem);
			fputs("\">", f);
			/* A pair's anchor is its index: a team's name cannot break it. The wall has no details. */
			if (!s->wall)
				fprintf(f, "<a href=\"#pair-%zu\">", (size_t)(e - s->e));
			report_html_escape(f, cell);
			fputs(s->wall ? "</td>" : "</a></td>", f);
		}
		fputs("</tr>\n", f);
	}
	fputs("</tbody><tfoot><tr><td></td><td>solved by</td><td></td><td></td>", f);
	for (size_t p = 0; p < s->nproblems; p++) {
		const struct entry *fast;
		fprintf(f, "<td>%zu of %zu</td>", problem_stats(s, s->problems[p]->id, &fast), s->nteams);
	}
	fputs("</tr></tfoot></table>\n<p class=\"rule\">Failed: failed attempts. Teams are ", f);
	report_html_escape(f, RANKING_RULE);
	fputs(". ", f);
	report_html_escape(f, judged_how(s));
	fputs(": <q>TLE on 7, 6/25</q> is a time limit exceeded on the 7th test in the problem's order, with 6 of "
	      "its 25 tests passed.</p>\n",
	      f);
	if (s->wall) {
		fputs("</body></html>\n", f);
		return;
	}
	fputs("<h2>Problems</h2>\n<ul>\n", f);
	for (size_t p = 0; p < s->nproblems; p++) {
		const struct entry *fast;
		size_t solved = problem_stats(s, s->problems[p]->id, &fast);
		fputs("<li>", f);
		report_html_escape(f, s->problems[p]->id);
		fputs(" (", f);
		report_html_escape(f, s->problems[p]->title);
		fprintf(f, "): solved by %zu of %zu", solved, s->nteams);
		if (fast) {
			fputs(", fastest ", f);
			report_html_escape(f, fast->team);
			fprintf(f, " (%ld ms CPU)", report_cpu_ms(&fast->r));
		}
		fputs("</li>\n", f);
	}
	fputs("</ul>\n<h2>Details</h2>\n", f);
	for (size_t i = 0; i < s->ne; i++) {
		const struct entry *e = &s->e[i];
		fprintf(f, "<details id=\"pair-%zu\"><summary>", i);
		report_html_escape(f, e->team);
		fputs(" / ", f);
		report_html_escape(f, e->problem);
		cell_text(e, cell, sizeof cell);
		fputs(": ", f);
		report_html_escape(f, cell);
		fputs("</summary>\n", f);
		if (!e->r.compile_ok) {
			fputs("<pre>", f);
			report_html_escape(f, e->r.compile_log);
			fputs("</pre></details>\n", f);
			continue;
		}
		html_chart(f, &e->r, e->r.limits.time_ms);
		fputs("<table><tr><th>test</th><th>verdict</th><th class=\"num\">CPU time</th><th "
		      "class=\"num\">memory</th>"
		      "<th>message</th></tr>\n",
		      f);
		for (size_t k = 0; k < e->r.ntests; k++) {
			const struct test_report *t = &e->r.tests[k];
			if (t->verdict == V_SKIPPED)
				continue;
			fputs("<tr><td>", f);
			report_html_escape(f, t->name);
			fprintf(f,
			        "</td><td class=\"%s\">%s</td><td class=\"num\">%ld ms</td><td "
			        "class=\"num\">%s</td><td>",
			        verdict_code(t->verdict), verdict_code(t->verdict), t->time_ms,
			        format_kib(t->memory_kb, mem, sizeof mem));
			report_html_escape(f, t->message);
			fputs("</td></tr>\n", f);
		}
		fputs("</table></details>\n", f);
	}
	if (s->skipped.n) {
		fputs("<h2>Skipped</h2>\n<ul id=\"skipped\">\n", f);
		for (size_t i = 0; i < s->skipped.n; i++) {
			fputs("<li>", f);
			report_html_escape(f, s->skipped.v[i]);
			fputs(": ", f);
			report_html_escape(f, s->skipped_why.v[i]);
			fputs("</li>\n", f);
		}
		fputs("</ul>\n", f);
	}
	fputs("</body></html>\n", f);
}

/* Writes what fn prints to path, atomically; -1 with a message. */
static int write_out(const char *path, struct session *s, void (*fn)(struct session *, FILE *))
{
	char *buf = NULL;
	size_t len = 0;
	struct diag d;
	FILE *f = open_memstream(&buf, &len);
	if (!f) {
		cli_error("cannot write '%s': out of memory", path);
		return -1;
	}
	fn(s, f);
	int rc = fclose(f) == 0 ? write_file_atomic(path, buf, len, 0644, &d) : (diag_set(&d, "out of memory"), -1);
	if (rc < 0)
		cli_error("cannot write '%s': %s", path, d.msg);
	free(buf);
	return rc;
}

static void json_to(struct session *s, FILE *f)
{
	json_t *o = session_json(s);
	report_print_json(f, o);
	json_decref(o);
}

int cmd_compare(struct cli *cli)
{
	struct diag d;
	struct session s = { 0 };
	pthread_mutex_init(&s.lock, NULL);
	s.j = judge_new(cli->root, 1, &d);
	if (!s.j) {
		cli_error("%s", d.msg);
		return EXIT_JUDGE_FAILED;
	}
	int rc = EXIT_USAGE;
	s.all_tests = cli->all_tests;
	s.wall = cli->wall;
	if (s.wall && !cli->html) {
		cli_error("compare: --wall is for the page: give --html FILE");
		goto out;
	}
	if (load_session_file(&s, cli->args[0], &d) < 0) {
		char *msg = report_text_escape(d.msg);
		cli_error("%s", msg);
		free(msg);
		goto out;
	}
	if (scan(&s, cli->args[0]) < 0)
		goto out;
	s.progress = isatty(2);
	/* Pairs run in parallel; each pair's tests one after another. */
	parallel_for(s.ne, cli->jobs, judge_pair, &s);
	drop_refused(&s);
	rank_teams(&s);
	rc = EXIT_ACCEPTED;
	if (cli->json && !cli->json_file)
		json_to(&s, stdout);
	else
		print_text(&s, stdout, report_color(stdout));
	if ((cli->json_file && write_out(cli->json_file, &s, json_to) < 0) ||
	    (cli->md && write_out(cli->md, &s, print_md) < 0) ||
	    (cli->html && write_out(cli->html, &s, print_html) < 0))
		rc = EXIT_JUDGE_FAILED;
	/* A pair the judge failed on (JE) makes the scoreboard untrustworthy: exit 3, as submit does. */
	for (size_t i = 0; i < s.ne; i++)
		if (s.e[i].r.verdict == V_JE) {
			char *path = report_text_escape(s.e[i].path);
			char *why = report_text_escape(s.e[i].r.judge_error ? s.e[i].r.judge_error : "");
			cli_error("%s: judge error: %s", path, why);
			free(path);
			free(why);
			rc = EXIT_JUDGE_FAILED;
		}
out:
	for (size_t i = 0; i < s.ne; i++)
		entry_free(&s.e[i]);
	free(s.e);
	for (size_t t = 0; t < s.nteams; t++)
		free(s.teams[t].name);
	free(s.teams);
	for (size_t p = 0; p < s.nproblems; p++)
		problem_free(s.problems[p]);
	free(s.problems);
	free(s.title);
	free(s.date);
	strv_free(&s.skipped);
	strv_free(&s.skipped_why);
	judge_free(s.j);
	pthread_mutex_destroy(&s.lock);
	return rc;
}
