/*
 * scoreboard.h: the ICPC scoreboard as a pure function, and the judge's
 * verdicts as CLICS judgement types.
 *
 * The rules are those of the CCS requirements (icpc/ccs-specs,
 * Contest_Control_System_Requirements.md, "Scoring"):
 *   - a submission's contest time is the whole minutes from the contest's
 *     start to its submission, rounded down (59.99 s is minute 0);
 *   - a problem is solved at the contest time of the team's first accepted
 *     submission; its penalty is that time plus penalty_time for each earlier
 *     submission rejected with a judgement that costs penalty (every rejection
 *     but compile error); a problem not solved costs nothing;
 *   - a submission without a judgement, or judged JE (judging error), is
 *     pending: it neither solves nor costs, and the cell counts it;
 *   - teams are ordered by problems solved (more first), then total penalty
 *     (less first), then the contest time of the last problem solved (earlier
 *     first); teams equal in all three share a rank, and the ranks after them
 *     are skipped (four teams tied at 17th are all 17th; the next is 21st);
 *     within a rank, by team name, then id;
 *   - the first team to solve a problem (by submission time, to the
 *     millisecond) is marked, per problem;
 *   - frozen: for the public, a submission made at or after the freeze
 *     (start + duration - scoreboard_freeze_duration) is pending whatever its
 *     judgement; the jury sees every judgement.
 * Submissions before the start or at or after the end do not count (the
 * contest's scoreboard is the contest's; what comes after is upsolving): an
 * accepted one after the end only marks its cell "upsolved" when the cell is
 * not solved, and changes no rank, solved count, penalty or try count. The
 * public does not see these marks while the scoreboard is frozen (a team that
 * upsolves a problem would tell that its frozen try failed), unless the
 * contest ended before its freeze began.
 *
 * What the jury's replay adds (pages-replay.c, resolve.h): a cut-off, before
 * which the submissions were made (the scoreboard as it stood at a minute),
 * and the cells the resolver has revealed (frozen for the public, shown as
 * the jury sees them).
 * The WF's medal rules (12+B, teams below the median unranked) are not
 * applied: every team is ranked.
 */
#ifndef STORE_SCOREBOARD_H
#define STORE_SCOREBOARD_H

#include <stddef.h>

#include "contest/contest-package.h"

/* One submission as the scoreboard needs it. */
struct scoreboard_sub {
	const char *team_id, *problem_id;
	long long time_ms;   /* when it was submitted */
	const char *verdict; /* the judge's code of its current judgement ("AC", "WA", "CE", "JE", ...); NULL or "": not
	                        judged yet */
	long long judged_ms; /* when its current judgement ended (0: not judged yet, or not known) */
};

/* The clock the scoreboard is computed for. */
struct scoreboard_clock {
	long long start_ms;  /* the contest's start (0: not started: every cell is empty) */
	long long end_ms;    /* its end (start + duration, or earlier when ended by hand) */
	long long freeze_ms; /* from this time on, submissions are pending for the public; 0: no freeze (or thawed) */
	int jury;            /* the jury's view: the freeze does not apply */
	long long cutoff_ms; /* the replay: a submission at or after this time is not made yet (0: none) */
	/* The resolver: cells (team index * nproblems + problem index) whose frozen submissions are shown as the
	 * jury sees them; NULL: none. */
	const unsigned char *revealed;
};

struct scoreboard_cell {
	int num_judged;  /* judged submissions, up to and including the first accepted; a compile error is none */
	int num_pending; /* pending before the first accepted one (not judged, JE, or frozen) */
	int solved;
	int first_to_solve; /* solved, and no team solved this problem earlier */
	long time_min;      /* solved: the contest minute of the first accepted submission */
	long penalty_min;   /* solved: time_min plus penalty_time per costly rejection before it */
	int upsolved;       /* not solved, and accepted at or after the contest's end (upsolving) */
};

struct scoreboard_row {
	size_t team; /* index in the contest's teams */
	int rank;    /* 1-based, shared by equal teams */
	int num_solved;
	long total_min;                /* the sum of the solved cells' penalty_min */
	long last_min;                 /* the contest minute of the last problem solved (0 when none) */
	struct scoreboard_cell *cells; /* one per contest problem, in the contest's order */
};

struct scoreboard {
	struct scoreboard_row *rows; /* one per team of the contest, best first */
	size_t nrows, ncells;
	/* The time of the last change it counts (0: none): the latest submission of the contest (made from the start,
	 * before the end and the cut-off, by a team and for a problem of the contest) and the latest end of such a
	 * submission's judgement that the view sees (none frozen for the public, unless its cell is revealed). */
	long long last_ms;
};

/*
 * Computes the scoreboard of c from subs (any order; ties in time keep the
 * given order) under clk. Submissions of teams or problems the contest does
 * not have are ignored. A pure function: no I/O, no clock of its own. Free
 * the result with scoreboard_free().
 */
void scoreboard_compute(const struct contest *c, const struct scoreboard_clock *clk, const struct scoreboard_sub *subs,
                        size_t nsubs, struct scoreboard *out);
void scoreboard_free(struct scoreboard *sb);

/*
 * Keeps the rows of the teams keep() says yes to, best first as they were,
 * ranked again among themselves (equal teams share a rank): a group's
 * scoreboard, or the public's without its hidden teams.
 */
void scoreboard_keep(struct scoreboard *sb, const struct contest *c,
                     int (*keep)(const struct contest_team *t, const void *cls), const void *cls);

/*
 * Sorts subs by time, ties in their given order: the order
 * scoreboard_compute() walks them in, so the result is the same, and a
 * caller that computes many scoreboards of one list (the resolver) sorts it
 * once; scoreboard_compute() skips its own sort of a sorted list.
 */
void scoreboard_sort(struct scoreboard_sub *subs, size_t nsubs);

/*
 * The clock of contest c for a view at now_ms, from the contest's start_time
 * or started_ms (the jury's "start now"; 0: none) and ended_ms (the jury's
 * "end now"; 0: none): start 0 when the contest has not started; freeze_ms
 * 0 when it has no freeze or when thawed_ms (0: not thawed) is past.
 */
struct scoreboard_clock scoreboard_clock_of(const struct contest *c, long long started_ms, long long ended_ms,
                                            long long thawed_ms, long long now_ms, int jury);

/* A judgement type of the Contest API (JSON_Format.md, "Judgement Type"). */
struct judgement_type {
	const char *verdict; /* the judge's code: "AC", "RE", ... */
	const char *id;      /* the CLICS id: "AC", "RTE", ... */
	const char *name;
	int penalty, solved;
};

/* Every judgement type the judge gives, in the judge's verdict order (for the API's judgement-types). */
extern const struct judgement_type judgement_types[];
extern const size_t njudgement_types;

/* The judgement type of one of the judge's codes; NULL for an unknown code or "--" (a test not run). */
const struct judgement_type *judgement_type_of(const char *verdict);

#endif
