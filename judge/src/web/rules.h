/*
 * rules.h: the contest's rules the web side applies (rules.c): the contest's
 * clock (the package's schedule and the jury's acts recorded in the store,
 * decided by clock.h), what a team may submit and when, and the scoreboard
 * the pages and the API show, computed from the store's rows (scoreboard.h).
 */
#ifndef WEB_RULES_H
#define WEB_RULES_H

#include <stddef.h>

#include "diag.h"
#include "web/web.h"

struct contest;
struct store;

/* The contest's clock, from the package and the store (started or ended by hand). 0: not set. */
long long serve_start_ms(struct serve *s);
long long serve_end_ms(struct serve *s);
/*
 * The jury's act on the clock (web/clock.h): action "start", "end" or
 * "thaw", by the user who. 0 when done and recorded in the clock's log (msg:
 * what it did); 400 for another action; 409 when refused (msg: why; nothing
 * changed); 500 when the store failed (msg: how).
 */
int serve_clock_act(struct serve *s, const char *action, const char *who, char *msg, size_t size);

/*
 * An admin's schedule of the start (clock.h): start_ms a TIME, or 0 to pause
 * the countdown with pause_ms left (-1: the time left to the schedule, or
 * none). 0 when recorded (msg: what); 403 when clock_decide_schedule refuses
 * (msg: why; nothing changed); 500 when the store failed (msg: how).
 */
int serve_clock_schedule(struct serve *s, long long start_ms, long long pause_ms, char *msg, size_t size);
/* The countdown left while paused (the contest's countdown_pause_time), or -1: not paused. */
long long serve_countdown_pause_ms(struct serve *s);

/*
 * At start-up, with the store open: contest.yaml's start_time that has
 * passed with no start recorded is recorded as the start (0); when the
 * store's start and contest.yaml's disagree, the store's wins and line says
 * so for stderr (1); -1 with a message when the store failed.
 */
int serve_clock_startup(struct store *store, const struct contest *pkg, char *line, size_t size, struct diag *d);

/*
 * Whether the contest has started at this moment: until then nothing of its
 * problem set (ids, labels, titles, how many) is shown to a team or the
 * public, on any page or in the API; the jury sees it at any time.
 */
int serve_started(struct serve *s);
/* Whether the public scoreboard is frozen at now_ms, and when the freeze began (0: not frozen). */
long long serve_freeze_ms(struct serve *s);

struct store_file;

/*
 * A team's submission, checked and stored: the problem and the language must
 * be the contest's, the files together at most limits.source_max bytes, the
 * team within its rate, the contest started and, unless contest.yaml lets
 * teams upsolve (training.upsolve, on by default), not over. Returns the submission's id,
 * stored on disk, and wakes the worker; or -1 with *status the HTTP status to
 * answer (400, 403, 413, 429, 500) and the reason in d; for 429, *retry the
 * seconds to wait.
 */
long long serve_submit(struct serve *s, const char *team_id, const char *problem_id, const char *language,
                       const struct store_file *files, size_t nfiles, int *status, long *retry, struct diag *d);

struct scoreboard;
struct scoreboard_clock;

/*
 * The scoreboard now, from every submission's current judgement: the
 * public's (frozen) or the jury's; clk gets the clock it was computed for.
 * The public's and a team's have no row of a hidden team, and count none of its
 * submissions; out->last_ms is the time of the last change the view counts
 * (scoreboard.h). -1 with a message when the store failed. Free with
 * scoreboard_free().
 */
int serve_scoreboard(struct serve *s, int jury, struct scoreboard *out, struct scoreboard_clock *clk, struct diag *d);
/* As serve_scoreboard, without the hidden teams whoever asks (the jury's awards: no hidden team gets one). */
int serve_scoreboard_shown(struct serve *s, int jury, struct scoreboard *out, struct scoreboard_clock *clk,
                           struct diag *d);

struct scoreboard_sub;
struct store_submission;
struct store_judgement;

/* Every submission as the scoreboard takes it, with its current judgement; the texts belong to the lists kept here. */
struct serve_board_subs {
	struct scoreboard_sub *v;
	size_t n;
	struct store_submission *subs;
	struct store_judgement *js;
	size_t nj;
};

/* The store's submissions for the scoreboard (the replay's too); -1 with a message when the store failed. */
int serve_board_subs(struct serve *s, struct serve_board_subs *out, struct diag *d);
void serve_board_subs_free(struct serve_board_subs *b);

#endif
