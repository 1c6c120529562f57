/*
 * training.c: a training session judged afterwards (training.h).
 */
#define _GNU_SOURCE
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "yml.h"
#include "report/report.h"
#include "training/training.h"
#include "util.h"

static struct problem *session_problem(struct training *s, const char *id, struct diag *d)
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
static struct problem *session_has(struct training *s, const char *id)
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
static int load_session_file(struct training *s, const char *dir, struct diag *d)
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

static void skip(struct training *s, const char *path, const char *why)
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

/* Why a team's file cannot be one of the grid's pairs, or NULL (and *p its problem); whybuf holds a message. */
static const char *file_refused(struct training *s, const char *team, const char *path, const char *name,
                                char *id, struct problem **p, char *whybuf, size_t size)
{
	struct diag d;
	*p = NULL;
	if (!strrchr(name, '.') || !lang_by_file(s->j->langs, name))
		return "no language for this file extension";
	if (refused(path, &d)) {
		snprintf(whybuf, size, "%s", d.msg);
		return whybuf;
	}
	if (s->listed && !(*p = session_has(s, id)))
		return "not a problem of this session (" SESSION_FILE " names them)";
	if (!*p && !(*p = session_problem(s, id, &d))) {
		snprintf(whybuf, size, "%s", d.msg);
		return whybuf;
	}
	for (size_t k = 0; k < s->ne; k++)
		if (!strcmp(s->e[k].team, team) && !strcmp(s->e[k].problem, id))
			return "another file of this team is for the same problem";
	return NULL;
}

/* The files of one team's folder: each a pair of the grid, or skipped with why. */
static void scan_team(struct training *s, const char *team, const char *tdir)
{
	struct strv files = { 0 };
	dir_list(tdir, &files);
	for (size_t f = 0; f < files.n; f++) {
		char *path = xasprintf("%s/%s", tdir, files.v[f]);
		char *id = xstrdup(files.v[f]);
		char *dot = strrchr(id, '.');
		char whybuf[2100];
		struct problem *p;
		if (dot)
			*dot = '\0';
		const char *why = file_refused(s, team, path, files.v[f], id, &p, whybuf, sizeof whybuf);
		if (why) {
			skip(s, path, why);
			free(path);
			free(id);
			continue;
		}
		s->e = xrealloc(s->e, (s->ne + 1) * sizeof *s->e);
		s->e[s->ne++] = (struct training_entry){ .team = xstrdup(team), .problem = id, .path = path, .p = p };
	}
	strv_free(&files);
}

/* Finds the pairs to judge; -1 with a message when DIR itself cannot be read. */
static int scan(struct training *s, const char *dir, struct diag *d)
{
	struct stat st;
	if (stat(dir, &st) < 0 || !S_ISDIR(st.st_mode)) {
		diag_set(d, "'%s' is not a folder", dir);
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
		s->teams[s->nteams++] = (struct training_team){ .name = xstrdup(teams.v[t]) };
		scan_team(s, teams.v[t], tdir);
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
	struct training *s = ctx;
	struct training_entry *e = &s->e[i];
	struct judge_opts opts = { .first_fail = !s->all_tests };
	struct diag d;
	/* The scan checked the language: what is left to refuse is the file. */
	if (judge_submission(s->j, e->p, e->path, &opts, &e->r, &d) < 0)
		e->refused = xstrdup(d.msg);
	else
		e->judged = 1;
	pthread_mutex_lock(&s->lock);
	s->done++;
	if (s->opts->progress)
		s->opts->progress(s->opts->ctx, s->done, s->ne);
	pthread_mutex_unlock(&s->lock);
}

static void entry_free(struct training_entry *e)
{
	free(e->team);
	free(e->problem);
	free(e->path);
	free(e->refused);
	if (e->judged)
		submission_result_free(&e->r);
}

/* Pairs whose file was refused when judged leave the grid for the skipped list. */
static void drop_refused(struct training *s)
{
	size_t kept = 0;
	for (size_t i = 0; i < s->ne; i++) {
		struct training_entry *e = &s->e[i];
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

const struct training_entry *training_find(const struct training *s, const char *team, const char *problem)
{
	for (size_t i = 0; i < s->ne; i++)
		if (!strcmp(s->e[i].team, team) && !strcmp(s->e[i].problem, problem))
			return &s->e[i];
	return NULL;
}

/* After drop_refused(), every pair in the grid was judged. */
static enum verdict entry_verdict(const struct training_entry *e)
{
	return e->r.verdict;
}

/* Whether two teams stand equal: the same problems solved and failed attempts. */
static int cmp_standing(const struct training_team *x, const struct training_team *y)
{
	if (x->solved != y->solved)
		return x->solved > y->solved ? -1 : 1;
	if (x->rejected != y->rejected)
		return x->rejected < y->rejected ? -1 : 1;
	return 0;
}

static int cmp_team(const void *a, const void *b)
{
	const struct training_team *x = a, *y = b;
	int c = cmp_standing(x, y);
	return c ? c : strcmp(x->name, y->name);
}

static void rank_teams(struct training *s)
{
	for (size_t t = 0; t < s->nteams; t++) {
		struct training_team *tm = &s->teams[t];
		for (size_t i = 0; i < s->ne; i++) {
			struct training_entry *e = &s->e[i];
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

size_t training_problem_stats(const struct training *s, const char *id, const struct training_entry **fastest)
{
	size_t solved = 0;
	*fastest = NULL;
	for (size_t i = 0; i < s->ne; i++) {
		const struct training_entry *e = &s->e[i];
		if (strcmp(e->problem, id) || entry_verdict(e) != V_AC)
			continue;
		solved++;
		if (!*fastest || report_cpu_ms(&e->r) < report_cpu_ms(&(*fastest)->r))
			*fastest = e;
	}
	return solved;
}

const char *training_judged_how(const struct training *s)
{
	return s->all_tests ? "Every test of every file was run (--all-tests)"
	                    : "Each file stopped at its first rejected test, as in a contest";
}

struct training *training_judge(struct judge *j, const char *dir, const struct training_opts *opts, struct diag *d)
{
	struct training *s = xcalloc(1, sizeof *s);
	pthread_mutex_init(&s->lock, NULL);
	s->j = j;
	s->opts = opts;
	s->all_tests = opts->all_tests;
	if (load_session_file(s, dir, d) < 0 || scan(s, dir, d) < 0) {
		training_free(s);
		return NULL;
	}
	/* Pairs run in parallel; each pair's tests one after another. */
	parallel_for(s->ne, opts->jobs, judge_pair, s);
	drop_refused(s);
	rank_teams(s);
	s->opts = NULL; /* the caller's: not kept past this call */
	return s;
}

void training_free(struct training *s)
{
	if (!s)
		return;
	for (size_t i = 0; i < s->ne; i++)
		entry_free(&s->e[i]);
	free(s->e);
	for (size_t t = 0; t < s->nteams; t++)
		free(s->teams[t].name);
	free(s->teams);
	for (size_t p = 0; p < s->nproblems; p++)
		problem_free(s->problems[p]);
	free(s->problems);
	free(s->title);
	free(s->date);
	strv_free(&s->skipped);
	strv_free(&s->skipped_why);
	pthread_mutex_destroy(&s->lock);
	free(s);
}
