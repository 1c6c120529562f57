/*
 * serve.h: the HTTP front end of `judge serve` as one value, and the process
 * split that runs it (serve.c).
 *
 * `judge serve` runs as root: it reads the contest package, opens the store,
 * binds the port, forks the judging worker (which keeps root for the sandbox),
 * then drops the HTTP process to an unprivileged user before the first
 * request. The two share only the store; a pipe wakes the worker when a
 * submission arrives (it also polls, so a lost wake-up only delays). A third
 * child, the game process (root too, games.h), runs the interactors of the
 * games played in the browser, woken the same way through a pipe of its own.
 *
 * Pages (pages.c) and the Contest API (api.c) see the contest through the
 * plain view below, built once at start from the package: what they show of
 * it is fixed for the session, what changes lives in the store.
 */
#ifndef SERVE_SERVE_H
#define SERVE_SERVE_H

#include <stddef.h>
#include <sys/types.h>

#include "diag.h"
#include "web/auth.h"
#include "web/http.h"

struct store;

/* What a team is shown of a rejected test (contest.yaml's feedback). */
enum serve_feedback {
	SERVE_FEEDBACK_NONE,    /* the verdict only */
	SERVE_FEEDBACK_SAMPLES, /* the failing test's name and message when it is a sample */
	SERVE_FEEDBACK_ALL,     /* any failing test's message: the first differing line */
};

struct serve_sample {
	char *name;
	char *input, *answer;
	size_t input_len, answer_len;
};

struct serve_problem {
	char *id; /* this repository's problem id */
	char *label, *title;
	char *rgb;            /* "#rrggbb", or NULL */
	char *statement_html; /* the contestant's statement, rendered */
	struct serve_sample *samples;
	size_t nsamples;
	long time_limit_ms;
	long memory_mb;
	int ntests;
	int explorer;    /* the manifest has an explorer: the explore page and hints (live/explore-work.h) */
	int interactive; /* a game: it can be played in the browser (pages-play.c) */
};

struct serve_team {
	char *id, *name;
};

struct serve_language {
	char *id;          /* judge/languages.yaml's name: "c", "cpp", "python3" */
	char *name;        /* shown: "C", "C++", "Python 3" */
	char **extensions; /* without the dot; NULL-terminated */
};

struct serve_contest {
	char *id, *name;
	long long start_ms;               /* 0: started by hand (the store's "start_ms") */
	long long duration_ms, freeze_ms; /* freeze_ms: scoreboard_freeze_duration, 0 none */
	int penalty_min;
	enum serve_feedback feedback;
	struct serve_problem *problems;
	size_t nproblems;
	struct serve_team *teams;
	size_t nteams;
	struct serve_language *languages;
	size_t nlanguages;
};

struct serve_limits {
	size_t source_max;        /* bytes of one submission, 413 beyond */
	double submit_burst;      /* submissions a team may make at once */
	double submit_per_minute; /* and then so many a minute, 429 beyond */
	double login_burst;       /* login attempts from one address at once (failures: auth_delays) */
	double login_per_minute;
	double login_delay_s;   /* the first delay after too many failed logins (auth.h), doubling */
	long play_idle_ms;      /* a game in the browser without a move for this long is abandoned */
	long play_max;          /* games live at once in all, 503 beyond */
	double play_burst;      /* moves (and starts) one session may make at once */
	double play_per_minute; /* and then so many a minute, 429 beyond */
	long play_per_team;     /* games live at once for the accounts of one team, 429 beyond */
	/* What one client address may hold (http.h): connections, and of them event-feed streams (429 beyond);
	 * feeds_max streams in all (503 beyond); request_s to send a request's headers and body. */
	long per_address, feeds_per_address, feeds_max, request_s;
};
#define SERVE_LIMITS_INIT                                                                                              \
	{                                                                                                              \
		.source_max = 256 << 10, .submit_burst = 10, .submit_per_minute = 6, .login_burst = 120,               \
		.login_per_minute = 60, .login_delay_s = 10, .play_idle_ms = 10L * 60 * 1000, .play_max = 16,          \
		.play_burst = 30, .play_per_minute = 120, .play_per_team = 2, .per_address = 64,                       \
		.feeds_per_address = 4, .feeds_max = 64, .request_s = 30                                               \
	}

struct contest;
struct quota;

struct serve {
	struct serve_contest *contest;
	const struct contest *pkg; /* the package as contest.h read it (for the scoreboard) */
	struct store *store;
	struct auth *auth;
	struct quota *feeds; /* the event-feed streams held, by client address (the HTTP process's) */
	struct serve_limits limits;
	const char *url;       /* the address teams use ("https://host/"), when not this server's own: NULL */
	int wake_fd;           /* written to after a submission or a rejudge; -1: none */
	int games_fd;          /* written to after a game's start or move (wakes the game process); -1: none */
	volatile int stopping; /* set before the server stops: streams end */
};

/*
 * The view of package c for the pages: each problem's manifest, statement
 * (its contestant's part, rendered as HTML by cmark, raw HTML left out),
 * samples (the tests named sample*) under root, and the languages of
 * root/judge/languages.yaml installed here. NULL with a message naming the
 * problem and file on error. Free with serve_contest_free().
 */
struct serve_contest *serve_contest_build(const struct contest *c, const char *root, struct diag *d);
void serve_contest_free(struct serve_contest *c);

/* What serve_run() needs; the caller fills it in (the worker's body comes from the caller). */
struct serve_options {
	const struct contest *pkg;
	const char *root;   /* the repository: problems, languages */
	const char *listen; /* "ADDR:PORT" */
	const char *db;     /* the store's file */
	const char *user;   /* the HTTP process's user: "nobody" unless given */
	const char *url;    /* the address teams use, behind a proxy (contest_check_url()); NULL: this server's */
	struct serve_limits limits;
	/* The judging worker, in its own process as root: judges what the store holds until stopped; its exit status.
	 */
	int (*worker)(void *cls, const char *db, int wake_fd);
	void *worker_cls;
	/* Called once the port is bound, with the port (for tests that bind port 0). */
	void (*ready)(int port);
	/* What the processes have to say once running (a child that failed, a restart): one line, no newline. */
	void (*log)(const char *line);
};

/*
 * Runs the session until SIGINT or SIGTERM: binds the port, then a
 * supervisor (root, doing nothing else) forks the worker (root), the game
 * process (root) and the HTTP process (which opens the store, then drops to
 * the user before serving), and restarts any of them when it dies (the store makes that safe). Returns 0 after a
 * clean stop, or -1 with a message when it cannot start (the port, the user,
 * the store) or when a child dies 5 times in a row just after its start.
 */
int serve_run(const struct serve_options *o, struct diag *d);

/* The front end's one handler: routes to the API under /api, to the pages elsewhere. */
void serve_handle(void *app, struct http_request *req, struct http_response *resp);

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

/* Whether teams reach the server over https (--url https://...): its cookies are Secure. */
int serve_https(const struct serve *s);

/*
 * The client's address, for rate limits: the peer's, or behind the proxy of
 * --url (the peer a loopback address), the last address of the proxy's
 * X-Forwarded-For, the one it saw.
 */
const char *serve_peer(const struct serve *s, const struct http_request *req);

/* Wakes the worker (a byte down the pipe); never blocks. */
void serve_wake(struct serve *s);

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
 * -1 with a message when the store failed. Free with scoreboard_free().
 */
int serve_scoreboard(struct serve *s, int jury, struct scoreboard *out, struct scoreboard_clock *clk, struct diag *d);

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

/* The judgement type of CLICS for a verdict of the judge ("RE" is "RTE"); "" for "" (pending). */
const char *serve_clics_verdict(const char *verdict);

/*
 * A store row's id as a URL or a form writes it: decimal digits, no sign, no
 * leading zero, no more than 18 of them, nothing else. The id, or 0 for any
 * other text, so that each row has one URL ("/submissions/007" is not one).
 */
long long serve_parse_id(const char *text);

const struct serve_problem *serve_problem(const struct serve *s, const char *id);
const struct serve_team *serve_team(const struct serve *s, const char *id);
const struct serve_language *serve_language(const struct serve *s, const char *id);

#endif
