/*
 * rules.c: the contest's rules the web side applies (rules.h): the clock as
 * the package schedules it and the store records it, what a team may submit,
 * and the scoreboard from the store's rows.
 */
#include "web/rules.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "contest/contest-package.h"
#include "store/scoreboard.h"
#include "store/store.h"
#include "util.h"
#include "web/auth.h"
#include "web/clock.h"

static long long state(struct serve *s, const char *name)
{
	long long v = 0;
	struct diag d;
	return store_state_get(s->store, name, &v, &d) == 1 ? v : 0;
}

/* The schedule: an admin's (clock.h, "schedule_ms", 0 while paused), else contest.yaml's start_time. */
static long long schedule_of(struct store *store, long long yaml_ms)
{
	long long v = 0;
	struct diag d;
	return store_state_get(store, "schedule_ms", &v, &d) == 1 ? v : yaml_ms;
}

/* The clock as the package schedules it and the store records it. */
static void clock_state_of(struct serve *s, struct clock_state *st)
{
	*st = (struct clock_state){ .scheduled_ms = schedule_of(s->store, s->contest->start_ms),
		                    .started_ms = state(s, "start_ms"),
		                    .ended_ms = state(s, "end_ms"),
		                    .thawed_ms = state(s, "thaw_ms"),
		                    .finalized_ms = state(s, "finalized_ms"),
		                    .duration_ms = s->contest->duration_ms,
		                    .freeze_ms = s->contest->freeze_ms };
}

/*
 * The schedule (contest.yaml's start_time or an admin's), once past, is recorded as the start (clock.h):
 * from then on an edited start_time cannot move the contest. Done by whoever
 * reads the clock first; the store records it once.
 */
static void record_scheduled_start(struct store *store, const struct clock_state *st, long long now)
{
	char what[256];
	struct diag d;
	long long admin = 0;
	if (clock_startup(st, now, what, sizeof what) != CLOCK_STARTUP_RECORD)
		return;
	/* The schedule an admin set, not contest.yaml's: said so. */
	if (store_state_get(store, "schedule_ms", &admin, &d) == 1) {
		char when[32];
		clock_format_utc(st->scheduled_ms, when, sizeof when);
		snprintf(what, sizeof what, "started at the start_time scheduled on the jury page or the API, %s",
		         when);
	}
	store_clock_set(store, "start_ms", st->scheduled_ms, "start", admin ? "schedule" : "contest.yaml", what, &d);
}

/* One read of the store: the API asks it once per submission it lists. */
long long serve_start_ms(struct serve *s)
{
	struct clock_state st = { .scheduled_ms = schedule_of(s->store, s->contest->start_ms),
		                  .started_ms = state(s, "start_ms") };
	if (!st.started_ms && st.scheduled_ms)
		record_scheduled_start(s->store, &st, store_now_ms());
	return clock_start(&st);
}

long long serve_end_ms(struct serve *s)
{
	struct clock_state st;
	clock_state_of(s, &st);
	return clock_end(&st);
}

int serve_clock_act(struct serve *s, const char *action, const char *who, char *msg, size_t size)
{
	enum clock_action a;
	if (clock_action_parse(action, &a) < 0) {
		snprintf(msg, size, "action: expected 'start', 'end', 'thaw' or 'finalize'");
		return 400;
	}
	struct clock_state st;
	long long now = store_now_ms();
	serve_start_ms(s); /* a start_time that has passed is recorded first */
	clock_state_of(s, &st);
	int status = clock_decide(&st, a, now, msg, size);
	if (status)
		return status;
	struct diag d;
	int rc = store_clock_set(s->store, clock_state_name(a), now, clock_action_name(a), who, msg, &d);
	if (rc == 0) /* another member of the jury was quicker: the act is done, once */
		snprintf(msg, size, "the clock's '%s' was recorded a moment ago already", clock_action_name(a));
	else if (rc < 0)
		snprintf(msg, size, "%s", d.msg);
	return rc > 0 ? 0 : rc == 0 ? 409 : 500;
}

/* Records the schedule: start_ms, or 0 with the countdown left (pause_ms; -1: none). */
static int record_schedule(struct store *store, long long start_ms, long long pause_ms, struct diag *d)
{
	if (store_state_set(store, "schedule_ms", start_ms, d) < 0)
		return -1;
	return pause_ms >= 0 ? store_state_set(store, "countdown_pause_ms", pause_ms, d)
	                     : store_state_clear(store, "countdown_pause_ms", d);
}

int serve_clock_schedule(struct serve *s, long long start_ms, long long pause_ms, char *msg, size_t size)
{
	struct clock_state st;
	long long now = store_now_ms();
	serve_start_ms(s); /* a start_time that has passed is recorded first */
	clock_state_of(s, &st);
	int status = clock_decide_schedule(&st, start_ms, now, msg, size);
	if (status)
		return status;
	if (!start_ms && pause_ms < 0) /* paused: the time that was left, if a start was scheduled */
		pause_ms = st.scheduled_ms ? st.scheduled_ms - now : serve_countdown_pause_ms(s);
	struct diag d;
	if (record_schedule(s->store, start_ms, start_ms ? -1 : pause_ms, &d) < 0) {
		snprintf(msg, size, "%s", d.msg);
		return 500;
	}
	return 0;
}

long long serve_countdown_pause_ms(struct serve *s)
{
	long long v = 0;
	struct diag d;
	if (serve_start_ms(s))
		return -1;
	return store_state_get(s->store, "countdown_pause_ms", &v, &d) == 1 ? v : -1;
}

int serve_clock_startup(struct store *store, const struct contest *pkg, char *line, size_t size, struct diag *d)
{
	long long started = 0;
	if (store_state_get(store, "start_ms", &started, d) < 0)
		return -1;
	struct clock_state st = { .scheduled_ms = schedule_of(store, pkg->start_ms), .started_ms = started };
	enum clock_startup_step step = clock_startup(&st, store_now_ms(), line, size);
	if (step == CLOCK_STARTUP_RECORD &&
	    store_clock_set(store, "start_ms", st.scheduled_ms, "start", "contest.yaml", line, d) < 0)
		return -1;
	return step == CLOCK_STARTUP_SAY;
}

int serve_started(struct serve *s)
{
	long long start = serve_start_ms(s);
	return start && store_now_ms() >= start;
}

long long serve_freeze_ms(struct serve *s)
{
	long long end = serve_end_ms(s), now = store_now_ms();
	if (!end || !s->contest->freeze_ms || state(s, "thaw_ms"))
		return 0;
	long long freeze = serve_start_ms(s) + s->contest->duration_ms - s->contest->freeze_ms;
	return now >= freeze ? freeze : 0;
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
	/* After the end, upsolving (training.upsolve): judged as any other, counted apart by the scoreboard. */
	if (!start || now < start || (now >= end && !s->pkg->upsolve)) {
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
	struct store_submission sub = { .time_ms = now, .files = (struct store_file *)files, .nfiles = nfiles };
	str_copy(sub.team_id, sizeof sub.team_id, team_id);
	str_copy(sub.problem_id, sizeof sub.problem_id, problem_id);
	str_copy(sub.language, sizeof sub.language, language);
	long long id = store_submission_add(s->store, &sub, d);
	if (id < 0) {
		*status = 500;
		return -1;
	}
	serve_wake(s);
	return id;
}

static int by_id(const void *key, const void *elem)
{
	long long id = *(const long long *)key, other = ((const struct store_submission *)elem)->id;
	return (id > other) - (id < other);
}

int serve_board_subs(struct serve *s, struct serve_board_subs *out, struct diag *d)
{
	*out = (struct serve_board_subs){ 0 };
	size_t n = 0;
	if (store_submissions_list(s->store, NULL, &out->subs, &n, d) < 0)
		return -1;
	if (store_judgements_list(s->store, NULL, &out->js, &out->nj, d) < 0) {
		store_submissions_free(out->subs, n);
		return -1;
	}
	out->n = n;
	out->v = xcalloc(n + 1, sizeof *out->v);
	for (size_t i = 0; i < n; i++) {
		const struct store_submission *sub = &out->subs[i];
		out->v[i] = (struct scoreboard_sub){ sub->team_id, sub->problem_id, sub->time_ms, NULL, 0 };
	}
	/* Each current judgement to its submission, found by id (the list is by id): a contest's thousands of
	 * submissions by as many judgements were a plain search's millions of steps per scoreboard. */
	for (size_t k = 0; k < out->nj; k++) {
		const struct store_judgement *j = &out->js[k];
		const struct store_submission *sub =
		        j->valid ? bsearch(&j->submission_id, out->subs, n, sizeof *out->subs, by_id) : NULL;
		if (sub) {
			out->v[sub - out->subs].verdict = j->verdict;
			out->v[sub - out->subs].judged_ms = j->ended_ms;
		}
	}
	return 0;
}

void serve_board_subs_free(struct serve_board_subs *b)
{
	free(b->v);
	store_submissions_free(b->subs, b->n);
	store_judgements_free(b->js, b->nj);
	*b = (struct serve_board_subs){ 0 };
}

static int team_shown(const struct contest_team *t, const void *cls)
{
	(void)cls;
	return !t->hidden;
}

/* Leaves out the submissions of hidden teams (so that first-to-solve is among the teams shown). */
static void drop_hidden_subs(const struct contest *c, struct serve_board_subs *b)
{
	size_t k = 0;
	for (size_t i = 0; i < b->n; i++) {
		const struct contest_team *t = contest_team(c, b->v[i].team_id);
		if (!t || !t->hidden)
			b->v[k++] = b->v[i];
	}
	b->n = k;
}

/* The scoreboard of the jury's view or the public's, with or without the hidden teams (shown: without). */
static int board(struct serve *s, int jury, int shown, struct scoreboard *out, struct scoreboard_clock *clk,
                 struct diag *d)
{
	struct serve_board_subs b;
	if (serve_board_subs(s, &b, d) < 0)
		return -1;
	if (shown)
		drop_hidden_subs(s->pkg, &b);
	long long start = serve_start_ms(s); /* 0: no start (a paused countdown), whatever contest.yaml says */
	*clk = start ? scoreboard_clock_of(s->pkg, start, state(s, "end_ms"), state(s, "thaw_ms"), store_now_ms(), jury)
	             : (struct scoreboard_clock){ .jury = jury };
	scoreboard_compute(s->pkg, clk, b.v, b.n, out);
	serve_board_subs_free(&b);
	if (shown)
		scoreboard_keep(out, s->pkg, team_shown, NULL);
	/* Before the start the public's board has no columns: the problem set is not shown (the rows keep their cells
	 * for scoreboard_free). */
	if (!jury && !clk->start_ms)
		out->ncells = 0;
	return 0;
}

int serve_scoreboard(struct serve *s, int jury, struct scoreboard *out, struct scoreboard_clock *clk, struct diag *d)
{
	/* hidden teams: judged, shown to the jury, never on a public or team scoreboard */
	return board(s, jury, !jury, out, clk, d);
}

int serve_scoreboard_shown(struct serve *s, int jury, struct scoreboard *out, struct scoreboard_clock *clk,
                           struct diag *d)
{
	return board(s, jury, 1, out, clk, d);
}
