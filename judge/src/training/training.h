/*
 * training.h: a training session judged afterwards, as `judge compare DIR` does.
 *
 * DIR holds one folder per team, each with files named after problems
 * (DIR/red/hdu1536.cpp), and optionally DIR/session.yaml (title, date, and the
 * session's problems, in the order the board shows them). training_judge()
 * judges every (team, problem) pair, pairs in parallel, each binary compiled
 * once through the shared cache, and as a contest judges: a file stops at its
 * first rejected test in manifest order (judge_opts.first_fail), unless
 * all_tests.
 *
 * The ranking (SESSION_RANKING_RULE) uses only what does not change between
 * two runs of the same files: problems solved, then failed attempts (files not
 * accepted), then the team's name; it never uses CPU time, which the machine's
 * load moves by tens of milliseconds. So it is the same with or without
 * all_tests: a file's verdict is its first rejected test's either way.
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
 * is read by the same rules (a link or a FIFO there is an error).
 */
#ifndef TRAINING_H
#define TRAINING_H

#include <pthread.h>
#include <stddef.h>

#include "diag.h"
#include "run/judge.h"
#include "util.h"

/* Said under every table, in docs/coach.md, and in the JSON. */
#define SESSION_RANKING_RULE                                                                                           \
	"ranked by problems solved, then by fewer failed attempts (files not accepted, a compile error "               \
	"included), then listed by team name; teams equal on both share a rank. CPU times are shown, never "           \
	"ranked: they vary from run to run"

/* session.yaml: what a coach may say about the session. */
#define SESSION_FILE     "session.yaml"
#define SESSION_FILE_MAX (64 << 10)

/* One team's file for one problem, judged. */
struct training_entry {
	char *team, *problem, *path;
	struct problem *p; /* borrowed from the session's problem list */
	struct submission_result r;
	int judged;    /* 0 until judged, and when refused */
	char *refused; /* the file was refused when judged (it changed after the scan) */
};

struct training_team {
	char *name;
	size_t solved;
	size_t rejected; /* failed attempts: the team's files not accepted (CE and JE included) */
	long time_ms;    /* total CPU of accepted runs: shown, never ranked */
	size_t rank;     /* teams equal on solved and rejected share one */
};

struct training_opts {
	int all_tests; /* every test of every file, not a contest's first rejection */
	int jobs;      /* pairs judged at once */
	/* Called after each pair is judged, from the thread that judged it, one call at a time; may be NULL. */
	void (*progress)(void *ctx, size_t done, size_t total);
	void *ctx;
};

struct training {
	struct training_entry *e; /* the grid's pairs, each judged */
	size_t ne;
	struct training_team *teams; /* in rank order */
	size_t nteams;
	struct problem **problems; /* the board's columns */
	size_t nproblems;
	int listed;                       /* session.yaml named the problems: only those, in its order */
	char *title, *date;               /* from session.yaml, or NULL */
	int all_tests;                    /* as judged */
	struct strv skipped, skipped_why; /* side by side: a path and why it was skipped */
	/* Private to training.c. */
	struct judge *j;
	const struct training_opts *opts;
	size_t done;
	pthread_mutex_t lock;
};

/*
 * Reads DIR (and DIR/session.yaml), judges every pair and ranks the teams.
 * NULL with a message when DIR is no folder ("'DIR' is not a folder") or
 * session.yaml is wrong ("DIR/session.yaml:LINE:COL: key: message"); a file
 * that cannot be judged is skipped, never an error. A pair the judge failed on
 * has the verdict JE. The caller frees the result with training_free().
 */
struct training *training_judge(struct judge *j, const char *dir, const struct training_opts *opts, struct diag *d);
void training_free(struct training *s);

/* The pair of team and problem, or NULL when the team sent no file for it. */
const struct training_entry *training_find(const struct training *s, const char *team, const char *problem);

/* How many teams solved the problem, and the fastest accepted pair (by CPU time; NULL when none). */
size_t training_problem_stats(const struct training *s, const char *id, const struct training_entry **fastest);

/* How the files were judged, in a sentence. */
const char *training_judged_how(const struct training *s);

#endif
