/*
 * judge compare: a training session's scoreboard.
 *
 * DIR holds one folder per team, each with files named after problems
 * (DIR/red/hdu1536.cpp). Every (team, problem) pair is judged, pairs in
 * parallel (-j), each binary compiled once through the shared cache. Teams rank
 * by problems solved, then by the total CPU time of their accepted runs in whole
 * steps of COMPARE_TIME_STEP_MS (finer differences are the machine's noise, and
 * would reorder a scoreboard between two runs of the same files), then by fewer
 * failed tests over all their files (a file that does not compile failed them
 * all), then by name. Anything that cannot be judged (no such problem, no
 * language for the extension, not a team folder) is listed as skipped with the
 * reason.
 *
 * A session folder is written by its teams, and the judge reads it as root:
 * only regular files of at most COMPILE_SOURCE_MAX bytes are judged. A symbolic
 * link (to /etc/shadow, to an expected answer, to /dev/zero), a FIFO, a device,
 * a directory named like a submission or a bigger file is skipped with what it
 * is, never read; so is a team folder that is a link. Files are checked by the
 * scan, so that another file of the team for the same problem is judged
 * instead, and read again only through compile_source(), which refuses the same
 * things: a file swapped for a link after the scan is skipped too.
 *
 * Outputs: the terminal scoreboard on stdout; --json (stdout) or --json FILE:
 * everything, every test of every pair; --md FILE: the grid as Markdown;
 * --html FILE: one standalone page (no network, no external assets).
 */
#define _GNU_SOURCE
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "cmd.h"
#include "exitcode.h"
#include "judge.h"
#include "report.h"
#include "util.h"

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
	long time_ms;  /* total CPU of accepted runs */
	size_t failed; /* tests not accepted (all, for CE), over all the team's files */
	size_t rank;
};

struct session {
	struct judge *j;
	struct entry *e;
	size_t ne;
	struct team *teams;
	size_t nteams;
	struct problem **problems;
	size_t nproblems;
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
			} else if (!(p = session_problem(s, id, &d))) {
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
	if (s->nproblems)
		qsort(s->problems, s->nproblems, sizeof *s->problems, cmp_problem);
	return 0;
}

static void judge_pair(void *ctx, size_t i)
{
	struct session *s = ctx;
	struct entry *e = &s->e[i];
	struct judge_opts opts = { 0 };
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

/* The CPU time of a whole submission: every test it ran. */
static long total_ms(const struct submission_result *r)
{
	long t = 0;
	for (size_t i = 0; i < r->ntests; i++)
		if (r->tests[i].verdict != V_SKIPPED)
			t += r->tests[i].time_ms;
	return t;
}

/* After drop_refused(), every pair in the grid was judged. */
static enum verdict entry_verdict(const struct entry *e)
{
	return e->r.verdict;
}

#define COMPARE_TIME_STEP_MS 1000

static int cmp_team(const void *a, const void *b)
{
	const struct team *x = a, *y = b;
	if (x->solved != y->solved)
		return x->solved > y->solved ? -1 : 1;
	long tx = x->time_ms / COMPARE_TIME_STEP_MS, ty = y->time_ms / COMPARE_TIME_STEP_MS;
	if (tx != ty)
		return tx < ty ? -1 : 1;
	if (x->failed != y->failed)
		return x->failed < y->failed ? -1 : 1;
	return strcmp(x->name, y->name);
}

static void rank_teams(struct session *s)
{
	for (size_t t = 0; t < s->nteams; t++) {
		struct team *tm = &s->teams[t];
		for (size_t i = 0; i < s->ne; i++) {
			struct entry *e = &s->e[i];
			if (strcmp(e->team, tm->name))
				continue;
			/* A file that does not compile failed every test. */
			tm->failed += e->r.ntests - e->r.passed;
			if (entry_verdict(e) != V_AC)
				continue;
			tm->solved++;
			tm->time_ms += total_ms(&e->r);
		}
	}
	qsort(s->teams, s->nteams, sizeof *s->teams, cmp_team);
	for (size_t t = 0; t < s->nteams; t++)
		s->teams[t].rank = t > 0 && !cmp_team(&s->teams[t], &s->teams[t - 1]) ? s->teams[t - 1].rank : t + 1;
}

/* The shortest cell text: "AC 15ms", "WA 7/12" (tests passed), "CE", "--" for no file. */
static void cell_text(const struct entry *e, char *buf, size_t size)
{
	if (!e)
		snprintf(buf, size, "--");
	else if (entry_verdict(e) == V_AC)
		snprintf(buf, size, "AC %ldms", total_ms(&e->r));
	else if (entry_verdict(e) == V_CE || entry_verdict(e) == V_JE)
		snprintf(buf, size, "%s", verdict_code(entry_verdict(e)));
	else
		snprintf(buf, size, "%s %zu/%zu", verdict_code(entry_verdict(e)), e->r.passed, e->r.ntests);
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
		if (!*fastest || total_ms(&e->r) < total_ms(&(*fastest)->r))
			*fastest = e;
	}
	return solved;
}

static void print_text(struct session *s, FILE *f, int color)
{
	char cell[64];
	fprintf(f, "%-4s %-12s %6s %9s", "rank", "team", "solved", "time");
	for (size_t p = 0; p < s->nproblems; p++)
		fprintf(f, "  %-10s", s->problems[p]->id);
	fputc('\n', f);
	for (size_t t = 0; t < s->nteams; t++) {
		const struct team *tm = &s->teams[t];
		char *name = report_text_escape(tm->name);
		fprintf(f, "%-4zu %-12s %6zu %7ldms", tm->rank, name, tm->solved, tm->time_ms);
		free(name);
		for (size_t p = 0; p < s->nproblems; p++) {
			const struct entry *e = find(s, tm->name, s->problems[p]->id);
			cell_text(e, cell, sizeof cell);
			enum verdict v = e ? entry_verdict(e) : V_SKIPPED;
			fprintf(f, "  %s%-10s%s", report_verdict_color(v, color), cell, color ? "\033[0m" : "");
		}
		fputc('\n', f);
	}
	for (size_t p = 0; p < s->nproblems; p++) {
		const struct entry *fast;
		size_t solved = problem_stats(s, s->problems[p]->id, &fast);
		fprintf(f, "%s: solved by %zu of %zu", s->problems[p]->id, solved, s->nteams);
		if (fast) {
			char *team = report_text_escape(fast->team);
			fprintf(f, ", fastest %s (%ld ms)", team, total_ms(&fast->r));
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
	for (size_t t = 0; t < s->nteams; t++) {
		const struct team *tm = &s->teams[t];
		json_t *results = json_object();
		for (size_t p = 0; p < s->nproblems; p++) {
			const struct entry *e = find(s, tm->name, s->problems[p]->id);
			if (e)
				json_object_set_new(results, e->problem, report_submission_json(&e->r));
		}
		json_array_append_new(teams, json_pack("{s:o, s:I, s:I, s:I, s:o}", "team", report_json_text(tm->name),
		                                       "rank", (json_int_t)tm->rank, "solved", (json_int_t)tm->solved,
		                                       "time_ms", (json_int_t)tm->time_ms, "results", results));
	}
	for (size_t p = 0; p < s->nproblems; p++) {
		const struct entry *fast;
		size_t solved = problem_stats(s, s->problems[p]->id, &fast);
		json_array_append_new(problems,
		                      json_pack("{s:s, s:s, s:I, s:o}", "id", s->problems[p]->id, "title",
		                                s->problems[p]->title, "solved", (json_int_t)solved, "fastest",
		                                fast ? json_pack("{s:o, s:I}", "team", report_json_text(fast->team),
		                                                 "time_ms", (json_int_t)total_ms(&fast->r))
		                                     : json_null()));
	}
	for (size_t i = 0; i < s->skipped.n; i++)
		json_array_append_new(skipped, json_pack("{s:o, s:o}", "file", report_json_text(s->skipped.v[i]),
		                                         "reason", report_json_text(s->skipped_why.v[i])));
	return json_pack("{s:o, s:o, s:o}", "teams", teams, "problems", problems, "skipped", skipped);
}

static void print_md(struct session *s, FILE *f)
{
	char cell[64];
	fputs("| rank | team | solved | time |", f);
	for (size_t p = 0; p < s->nproblems; p++)
		fprintf(f, " %s |", s->problems[p]->id);
	fputs("\n|---:|---|---:|---:|", f);
	for (size_t p = 0; p < s->nproblems; p++)
		fputs("---|", f);
	fputc('\n', f);
	for (size_t t = 0; t < s->nteams; t++) {
		const struct team *tm = &s->teams[t];
		char *name = report_md_escape(tm->name);
		fprintf(f, "| %zu | %s | %zu | %ld ms |", tm->rank, name, tm->solved, tm->time_ms);
		free(name);
		for (size_t p = 0; p < s->nproblems; p++) {
			cell_text(find(s, tm->name, s->problems[p]->id), cell, sizeof cell);
			fprintf(f, " %s |", cell);
		}
		fputc('\n', f);
	}
}

/* A bar per test: its CPU time, against the problem's limit. */
static void html_chart(FILE *f, const struct submission_result *r, long limit_ms)
{
	size_t n = 0;
	for (size_t i = 0; i < r->ntests; i++)
		n += r->tests[i].verdict != V_SKIPPED;
	if (!n)
		return;
	int w = 6, gap = 2, h = 60;
	fprintf(f, "<svg class=\"chart\" width=\"%zu\" height=\"%d\" role=\"img\" aria-label=\"CPU time per test\">",
	        n * (size_t)(w + gap), h);
	size_t k = 0;
	for (size_t i = 0; i < r->ntests; i++) {
		const struct test_report *t = &r->tests[i];
		if (t->verdict == V_SKIPPED)
			continue;
		long ms = t->time_ms < limit_ms ? t->time_ms : limit_ms;
		int bh = 1 + (int)((double)ms / (double)limit_ms * (h - 1));
		fprintf(f, "<rect class=\"%s\" x=\"%zu\" y=\"%d\" width=\"%d\" height=\"%d\"><title>",
		        verdict_code(t->verdict), k * (size_t)(w + gap), h - bh, w, bh);
		report_html_escape(f, t->name);
		fprintf(f, ": %ld ms</title></rect>", t->time_ms);
		k++;
	}
	fputs("</svg>", f);
}

static void print_html(struct session *s, FILE *f)
{
	char cell[64], mem[32];
	fputs("<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">\n<title>Scoreboard</title>\n<style>\n"
	      "body{font-family:sans-serif;margin:2em;color:#222}\n"
	      "table{border-collapse:collapse;margin:1em 0}\n"
	      "th,td{border:1px solid #bbb;padding:.3em .6em;text-align:left}\n"
	      "td.AC,rect.AC{background:#c8f0c8;fill:#4a4}\n"
	      "td.WA,td.PE,td.RE,td.CE,rect.WA,rect.PE,rect.RE{background:#f6c6c6;fill:#c44}\n"
	      "td.TLE,td.MLE,td.OLE,rect.TLE,rect.MLE,rect.OLE{background:#fbe3a8;fill:#d90}\n"
	      "td.JE{background:#e0c8f0}\n td.none{color:#999}\n"
	      "details{margin:.5em 0}\n summary{cursor:pointer;font-weight:bold}\n"
	      "svg.chart{background:#f4f4f4;display:block;margin:.5em 0}\n"
	      "</style></head><body>\n<h1>Scoreboard</h1>\n",
	      f);
	fputs("<table id=\"scoreboard\"><thead><tr><th>rank</th><th>team</th><th>solved</th><th>time</th>", f);
	for (size_t p = 0; p < s->nproblems; p++) {
		fputs("<th>", f);
		report_html_escape(f, s->problems[p]->id);
		fputs("</th>", f);
	}
	fputs("</tr></thead><tbody>\n", f);
	for (size_t t = 0; t < s->nteams; t++) {
		const struct team *tm = &s->teams[t];
		fprintf(f, "<tr data-team=\"");
		report_html_escape(f, tm->name);
		fprintf(f, "\"><td>%zu</td><td>", tm->rank);
		report_html_escape(f, tm->name);
		fprintf(f, "</td><td>%zu</td><td>%ld ms</td>", tm->solved, tm->time_ms);
		for (size_t p = 0; p < s->nproblems; p++) {
			const struct entry *e = find(s, tm->name, s->problems[p]->id);
			cell_text(e, cell, sizeof cell);
			if (!e) {
				fputs("<td class=\"none\">--</td>", f);
				continue;
			}
			/* A pair's anchor is its index: a team's name cannot break it. */
			fprintf(f, "<td class=\"%s\" data-problem=\"", verdict_code(entry_verdict(e)));
			report_html_escape(f, e->problem);
			fprintf(f, "\"><a href=\"#pair-%zu\">", (size_t)(e - s->e));
			report_html_escape(f, cell);
			fputs("</a></td>", f);
		}
		fputs("</tr>\n", f);
	}
	fputs("</tbody></table>\n<h2>Problems</h2>\n<ul>\n", f);
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
			fprintf(f, " (%ld ms)", total_ms(&fast->r));
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
		fprintf(f, ": %s</summary>\n", verdict_code(entry_verdict(e)));
		if (!e->r.compile_ok) {
			fputs("<pre>", f);
			report_html_escape(f, e->r.compile_log);
			fputs("</pre></details>\n", f);
			continue;
		}
		html_chart(f, &e->r, e->p->limits.time_ms);
		fputs("<table><tr><th>test</th><th>verdict</th><th>time</th><th>memory</th><th>message</th></tr>\n", f);
		for (size_t k = 0; k < e->r.ntests; k++) {
			const struct test_report *t = &e->r.tests[k];
			if (t->verdict == V_SKIPPED)
				continue;
			fputs("<tr><td>", f);
			report_html_escape(f, t->name);
			fprintf(f, "</td><td class=\"%s\">%s</td><td>%ld ms</td><td>%s</td><td>",
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
	strv_free(&s.skipped);
	strv_free(&s.skipped_why);
	judge_free(s.j);
	pthread_mutex_destroy(&s.lock);
	return rc;
}
