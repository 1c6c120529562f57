/*
 * serve.c: the front end's shared rules (the clock, a submission's checks,
 * the router) and the process split of `judge serve` (serve.h).
 */
#include "serve/serve.h"

#include <errno.h>
#include <fcntl.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "serve/api.h"
#include "serve/pages.h"
#include "serve/store.h"
#include "util.h"

const struct serve_problem *serve_problem(const struct serve *s, const char *id)
{
	for (size_t i = 0; id && i < s->contest->nproblems; i++)
		if (!strcmp(s->contest->problems[i].id, id))
			return &s->contest->problems[i];
	return NULL;
}

const struct serve_team *serve_team(const struct serve *s, const char *id)
{
	for (size_t i = 0; id && i < s->contest->nteams; i++)
		if (!strcmp(s->contest->teams[i].id, id))
			return &s->contest->teams[i];
	return NULL;
}

const struct serve_language *serve_language(const struct serve *s, const char *id)
{
	for (size_t i = 0; id && i < s->contest->nlanguages; i++)
		if (!strcmp(s->contest->languages[i].id, id))
			return &s->contest->languages[i];
	return NULL;
}

static long long state(struct serve *s, const char *name)
{
	long long v = 0;
	struct diag d;
	return store_state_get(s->store, name, &v, &d) == 1 ? v : 0;
}

long long serve_start_ms(struct serve *s)
{
	long long by_hand = state(s, "start_ms");
	return by_hand ? by_hand : s->contest->start_ms;
}

long long serve_end_ms(struct serve *s)
{
	long long by_hand = state(s, "end_ms"), start = serve_start_ms(s);
	if (by_hand)
		return by_hand;
	return start ? start + s->contest->duration_ms : 0;
}

long long serve_freeze_ms(struct serve *s)
{
	long long end = serve_end_ms(s), now = store_now_ms();
	if (!end || !s->contest->freeze_ms || state(s, "thaw_ms"))
		return 0;
	long long freeze = serve_start_ms(s) + s->contest->duration_ms - s->contest->freeze_ms;
	return now >= freeze ? freeze : 0;
}

void serve_wake(struct serve *s)
{
	if (s->wake_fd >= 0) {
		/* Non-blocking: a full pipe already holds a wake-up. */
		ssize_t n = write(s->wake_fd, "w", 1);
		(void)n;
	}
}

const char *serve_clics_verdict(const char *verdict)
{
	return !strcmp(verdict, "RE") ? "RTE" : verdict;
}

long long serve_submit(struct serve *s, const char *team_id, const char *problem_id, const char *language,
		       const struct store_file *files, size_t nfiles, int *status, long *retry, struct diag *d)
{
	*retry = 0;
	*status = 400;
	if (!serve_team(s, team_id)) {
		*status = 403;
		diag_set(d, "only a team submits");
		return -1;
	}
	if (!serve_problem(s, problem_id)) {
		diag_set(d, "problem: no such problem '%s'", problem_id);
		return -1;
	}
	if (!serve_language(s, language)) {
		diag_set(d, "language: no such language '%s'", language);
		return -1;
	}
	size_t total = 0;
	for (size_t i = 0; i < nfiles; i++)
		total += files[i].len;
	if (!nfiles || !total) {
		diag_set(d, "the submission is empty");
		return -1;
	}
	if (total > s->limits.source_max) {
		*status = 413;
		diag_set(d, "the submission has %zu bytes, over the limit of %zu", total, s->limits.source_max);
		return -1;
	}
	long long now = store_now_ms(), start = serve_start_ms(s), end = serve_end_ms(s);
	if (!start || now < start || now >= end) {
		*status = 403;
		diag_set(d, "%s", !start || now < start ? "the contest has not started" : "the contest is over");
		return -1;
	}
	char key[128];
	snprintf(key, sizeof key, "submit:%s", team_id);
	*retry = auth_rate_take(s->auth, key, s->limits.submit_burst, s->limits.submit_per_minute);
	if (*retry) {
		*status = 429;
		diag_set(d, "too many submissions: wait %ld s", *retry);
		return -1;
	}
	struct store_submission sub = {.time_ms = now, .files = (struct store_file *)files, .nfiles = nfiles};
	snprintf(sub.team_id, sizeof sub.team_id, "%s", team_id);
	snprintf(sub.problem_id, sizeof sub.problem_id, "%s", problem_id);
	snprintf(sub.language, sizeof sub.language, "%s", language);
	long long id = store_submission_add(s->store, &sub, d);
	if (id < 0) {
		*status = 500;
		return -1;
	}
	serve_wake(s);
	return id;
}

/* Whether a path has a step that could climb ("..", "."), a backslash or an empty step. */
static int path_suspect(const char *path)
{
	if (path[0] != '/' || strchr(path, '\\'))
		return 1;
	for (const char *c = path; *c; c++) {
		if (*c != '/')
			continue;
		size_t n = strcspn(c + 1, "/");
		if ((n == 1 && c[1] == '.') || (n == 2 && c[1] == '.' && c[2] == '.'))
			return 1;
	}
	return 0;
}

void serve_handle(void *app, struct http_request *req, struct http_response *resp)
{
	struct serve *s = app;
	const char *path = http_path(req);
	if (path_suspect(path)) {
		http_respond_text(resp, 400, "bad path");
		return;
	}
	if (!strcmp(path, "/api") || !strncmp(path, "/api/", 5))
		api_handle(s, req, resp);
	else
		pages_handle(s, req, resp);
}
