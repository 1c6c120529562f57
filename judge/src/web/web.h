/*
 * web.h: the web side of `judge serve` as one value: the contest as the pages
 * and the API show it (view.c), the bounds they keep, and what every handler
 * shares (site.c). The web side is the unprivileged HTTP child
 * (web-child.h); it reads and writes the store and wakes the root children
 * (live/: the worker, the game process) through pipes, and never runs a
 * program itself. The contest's rules it applies are in rules.h.
 *
 * Pages (pages.c) and the Contest API (api.c) see the contest through the
 * plain view below, built once at start from the package: what they show of
 * it is fixed for the session, what changes lives in the store.
 */
#ifndef WEB_WEB_H
#define WEB_WEB_H

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
	/* The Contest API's compiler and runner: the command and its arguments ({files}: the source); NULL: none. */
	char *compiler, *compiler_args, *runner, *runner_args;
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

/*
 * A move typed in the browser, at most so many bytes: the game process takes
 * no more (run/game.h's GAME_MOVE_MAX; serve/supervise.c checks at compile
 * time that the two agree, so the web side needs nothing of run/).
 */
#define WEB_MOVE_MAX 4096

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
	int package_fd;        /* written to after the jury asks a change of the package (wakes the supervisor); -1: none */
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
/* Wakes the supervisor after a change of the package was asked in the store (serve/supervise.c applies it). */
void serve_wake_supervisor(struct serve *s);

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
