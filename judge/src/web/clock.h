/*
 * clock.h: the contest's clock as the jury moves it, decided by pure functions.
 *
 * How this works. The clock has three acts, each an explicit act of the jury
 * (the jury page's buttons, POST /jury/clock): start (the contest begins now),
 * end (it ends now, before its scheduled end) and thaw (the public scoreboard
 * shows every judgement again). Each is taken at most once: the store keeps
 * its time under a name ("start_ms", "end_ms", "thaw_ms", "finalized_ms") with a line in the
 * clock's log (who, when, what it did), and an act that makes no sense is
 * refused with why, changing nothing: starting a contest that runs or is over
 * (a second start would count every earlier submission out of the
 * scoreboards), ending one that has not started or has ended, thawing a board
 * that is not frozen or was thawed.
 *
 * contest.yaml's start_time is the schedule. Once the contest has started,
 * the start recorded in the store is the contest's start and wins over
 * contest.yaml: a start_time that passes is recorded as the start itself (by
 * "contest.yaml"), and a start_time edited afterwards changes nothing; at
 * start-up the server says so on stderr when the two disagree
 * (clock_startup()). Before the start, contest.yaml's start_time may be
 * moved freely, and the jury may start the contest earlier than scheduled.
 *
 * An admin may also schedule the start (the Contest API's PATCH of
 * start_time, the jury page's form) or pause the countdown (start_time null),
 * until 30 s before the start: the store keeps it ("schedule_ms", 0 while
 * paused, with "countdown_pause_ms" the time that was left) and it wins over
 * contest.yaml's start_time; once it passes it is recorded as the start.
 */
#ifndef SERVE_CLOCK_H
#define SERVE_CLOCK_H

#include <stddef.h>

enum clock_action { CLOCK_START, CLOCK_END, CLOCK_THAW, CLOCK_FINALIZE };

/* What the clock is made of: the package's numbers and the store's records. */
struct clock_state {
	long long scheduled_ms;           /* the schedule (an admin's, else contest.yaml's start_time); 0: none */
	long long started_ms;             /* the store's recorded start; 0: none */
	long long ended_ms;               /* the store's recorded end (ended by hand); 0: none */
	long long thawed_ms;              /* the store's recorded thaw; 0: none */
	long long finalized_ms;           /* the store's recorded finalize; 0: none */
	long long duration_ms, freeze_ms; /* contest.yaml's duration and scoreboard_freeze_duration (0: none) */
};

/* "start", "end", "thaw" or "finalize" into *a: 0, or -1 for any other text (NULL included). */
int clock_action_parse(const char *name, enum clock_action *a);
/* The action's name ("start", ...) and the store's name of its time ("start_ms", ...). */
const char *clock_action_name(enum clock_action a);
const char *clock_state_name(enum clock_action a);

/* The contest's start (the recorded one, else the schedule) and end; 0 when there is none. */
long long clock_start(const struct clock_state *st);
long long clock_end(const struct clock_state *st);

/*
 * Whether the jury may take action a at now_ms. 0 with, in what, the
 * sentence the clock's log keeps of it ("started at 12:00:00 UTC, 30 minutes
 * before contest.yaml's start_time"); or 409 with, in what, why it is refused
 * ("the contest is running (minute 12 of 120): starting it again would ...").
 * A pure function of its arguments.
 */
int clock_decide(const struct clock_state *st, enum clock_action a, long long now_ms, char *what, size_t size);

/*
 * Whether the start may be scheduled at new_ms (a TIME), or the countdown
 * paused (new_ms 0), at now_ms: the Contest API's PATCH of start_time and the
 * jury page's form. 0 with, in what, the sentence ("start scheduled at ...");
 * or 403, as the spec says, with why: the contest has started or starts within
 * 30 s, or new_ms is in the past or within 30 s. A pure function.
 */
int clock_decide_schedule(const struct clock_state *st, long long new_ms, long long now_ms, char *what, size_t size);

/* What the server does with the clock when it starts. */
enum clock_startup_step {
	CLOCK_STARTUP_NOTHING, /* nothing to record or to say */
	CLOCK_STARTUP_RECORD,  /* contest.yaml's start_time has passed, nothing recorded: record it as the start */
	CLOCK_STARTUP_SAY,     /* the store's start and contest.yaml's disagree: say line (the store's wins) */
};

/* Which of the two starts wins at start-up, at now_ms: the step, and its line (for stderr) or log sentence. */
enum clock_startup_step clock_startup(const struct clock_state *st, long long now_ms, char *line, size_t size);

/* t_ms as "2026-11-28T12:00:00Z" (UTC, whole seconds), for the clock's sentences. */
void clock_format_utc(long long t_ms, char *buf, size_t size);

#endif
