/*
 * clock.c: the jury's acts on the contest's clock, decided without I/O
 * (clock.h says the rules). rules.c reads the store, asks here, and records.
 */
#include "web/clock.h"

#include <stdio.h>
#include <string.h>
#include <time.h>

static const char *const names[] = {
	[CLOCK_START] = "start", [CLOCK_END] = "end", [CLOCK_THAW] = "thaw", [CLOCK_FINALIZE] = "finalize"
};
static const char *const state_names[] = {
	[CLOCK_START] = "start_ms", [CLOCK_END] = "end_ms", [CLOCK_THAW] = "thaw_ms", [CLOCK_FINALIZE] = "finalized_ms"
};

int clock_action_parse(const char *name, enum clock_action *a)
{
	for (size_t i = 0; name && i < sizeof names / sizeof *names; i++)
		if (!strcmp(name, names[i])) {
			*a = (enum clock_action)i;
			return 0;
		}
	return -1;
}

const char *clock_action_name(enum clock_action a)
{
	return names[a];
}

const char *clock_state_name(enum clock_action a)
{
	return state_names[a];
}

long long clock_start(const struct clock_state *st)
{
	return st->started_ms ? st->started_ms : st->scheduled_ms;
}

long long clock_end(const struct clock_state *st)
{
	long long start = clock_start(st);
	if (!start)
		return 0;
	/* An end recorded by hand is earlier than the scheduled one (clock_decide refuses any other). */
	return st->ended_ms && st->ended_ms < start + st->duration_ms ? st->ended_ms : start + st->duration_ms;
}

void clock_format_utc(long long t_ms, char *buf, size_t size)
{
	time_t t = (time_t)(t_ms / 1000);
	struct tm tm;
	gmtime_r(&t, &tm);
	strftime(buf, size, "%Y-%m-%dT%H:%M:%SZ", &tm);
}

/* Whole minutes from start to t (the scoreboard's rounding: down). */
static long long minute(long long start, long long t)
{
	return (t - start) / 60000;
}

static int decide_start(const struct clock_state *st, long long now, char *what, size_t size)
{
	long long start = clock_start(st), end = clock_end(st);
	char when[32], sched[32];
	if (start && now >= end) {
		snprintf(what, size,
		         "the contest is over (it ended at minute %lld): starting it again would count every "
		         "submission out of the scoreboards; a new contest needs a new store (judge serve --db)",
		         minute(start, end));
		return 409;
	}
	if (start && now >= start) {
		snprintf(what, size,
		         "the contest is running (minute %lld of %lld): starting it again would count every earlier "
		         "submission out of the scoreboards",
		         minute(start, now), st->duration_ms / 60000);
		return 409;
	}
	clock_format_utc(now, when, sizeof when);
	if (st->started_ms) { /* recorded, yet later than now: another machine's clock */
		clock_format_utc(st->started_ms, sched, sizeof sched);
		snprintf(what, size, "the contest's start is recorded already (%s)", sched);
		return 409;
	}
	if (st->scheduled_ms) {
		clock_format_utc(st->scheduled_ms, sched, sizeof sched);
		snprintf(what, size, "started by hand at %s, %lld minutes before contest.yaml's start_time %s", when,
		         (st->scheduled_ms - now) / 60000, sched);
	} else {
		snprintf(what, size, "started by hand at %s", when);
	}
	return 0;
}

static int decide_end(const struct clock_state *st, long long now, char *what, size_t size)
{
	long long start = clock_start(st), end = clock_end(st);
	char when[32];
	if (!start || now < start) {
		snprintf(what, size, "the contest has not started: there is nothing to end");
		return 409;
	}
	if (now >= end) {
		snprintf(what, size, "the contest is over already (it ended at minute %lld)", minute(start, end));
		return 409;
	}
	clock_format_utc(now, when, sizeof when);
	snprintf(what, size, "ended by hand at %s, minute %lld of %lld", when, minute(start, now),
	         st->duration_ms / 60000);
	return 0;
}

static int decide_thaw(const struct clock_state *st, long long now, char *what, size_t size)
{
	long long start = clock_start(st), end = clock_end(st);
	long long freeze = start + st->duration_ms - st->freeze_ms;
	char when[32];
	if (!st->freeze_ms) {
		snprintf(what, size,
		         "the contest has no freeze (contest.yaml: scoreboard_freeze_duration): the scoreboard is "
		         "never frozen");
		return 409;
	}
	if (st->thawed_ms) {
		clock_format_utc(st->thawed_ms, when, sizeof when);
		snprintf(what, size, "the scoreboard was thawed already (%s)", when);
		return 409;
	}
	if (!start || now < start) {
		snprintf(what, size, "the contest has not started: the scoreboard is not frozen");
		return 409;
	}
	if (end <= freeze) { /* ended by hand before the freeze: as scoreboard.c's clock, never frozen */
		snprintf(what, size,
		         "the contest ended before its freeze (minute %lld): the scoreboard was never frozen",
		         minute(start, freeze));
		return 409;
	}
	if (now < freeze) {
		snprintf(what, size, "the scoreboard is not frozen yet: its freeze begins at minute %lld",
		         minute(start, freeze));
		return 409;
	}
	clock_format_utc(now, when, sizeof when);
	snprintf(what, size, "thawed at %s: the public scoreboard shows every judgement, the frozen ones too", when);
	return 0;
}

static int decide_finalize(const struct clock_state *st, long long now, char *what, size_t size)
{
	long long start = clock_start(st), end = clock_end(st);
	char when[32];
	if (st->finalized_ms) {
		clock_format_utc(st->finalized_ms, when, sizeof when);
		snprintf(what, size, "the results were finalized already (%s)", when);
		return 409;
	}
	if (!start || now < end) {
		snprintf(what, size, "the contest is not over: its results can be finalized once it has ended");
		return 409;
	}
	clock_format_utc(now, when, sizeof when);
	snprintf(what, size, "results finalized at %s%s", when,
	         st->freeze_ms && !st->thawed_ms && end > start + st->duration_ms - st->freeze_ms
	                 ? ": the scoreboard is still frozen; thawing it ends the updates"
	                 : ": no more updates");
	return 0;
}

/* The spec's margin: no change of the start within 30 s of it. */
#define SCHEDULE_MARGIN_MS 30000

int clock_decide_schedule(const struct clock_state *st, long long new_ms, long long now_ms, char *what, size_t size)
{
	long long start = clock_start(st);
	char when[32];
	if (start && now_ms >= start - SCHEDULE_MARGIN_MS) {
		snprintf(what, size, "the contest %s: its start can no longer be changed",
		         now_ms >= start ? "has started" : "starts within 30 s");
		return 403;
	}
	if (!new_ms) {
		snprintf(what, size, "countdown paused");
		return 0;
	}
	if (new_ms < now_ms + SCHEDULE_MARGIN_MS) {
		snprintf(what, size, "start_time: %s; a start is scheduled at least 30 s ahead",
		         new_ms < now_ms ? "in the past" : "within 30 s");
		return 403;
	}
	clock_format_utc(new_ms, when, sizeof when);
	snprintf(what, size, "start scheduled at %s", when);
	return 0;
}

int clock_decide(const struct clock_state *st, enum clock_action a, long long now_ms, char *what, size_t size)
{
	switch (a) {
	case CLOCK_START:
		return decide_start(st, now_ms, what, size);
	case CLOCK_END:
		return decide_end(st, now_ms, what, size);
	case CLOCK_THAW:
		return decide_thaw(st, now_ms, what, size);
	case CLOCK_FINALIZE:
		return decide_finalize(st, now_ms, what, size);
	}
	snprintf(what, size, "no such action");
	return 409;
}

enum clock_startup_step clock_startup(const struct clock_state *st, long long now_ms, char *line, size_t size)
{
	char rec[32], sched[32];
	line[0] = '\0';
	if (st->started_ms && st->scheduled_ms && st->started_ms != st->scheduled_ms) {
		clock_format_utc(st->started_ms, rec, sizeof rec);
		clock_format_utc(st->scheduled_ms, sched, sizeof sched);
		snprintf(line, size,
		         "clock: the contest started at %s, as the store records; contest.yaml's start_time %s is not "
		         "used (once the contest has started, the recorded start wins)",
		         rec, sched);
		return CLOCK_STARTUP_SAY;
	}
	if (!st->started_ms && st->scheduled_ms && now_ms >= st->scheduled_ms) {
		clock_format_utc(st->scheduled_ms, sched, sizeof sched);
		snprintf(line, size, "started at contest.yaml's start_time %s", sched);
		return CLOCK_STARTUP_RECORD;
	}
	return CLOCK_STARTUP_NOTHING;
}
