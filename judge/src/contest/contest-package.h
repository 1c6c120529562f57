/*
 * contest.h: a contest package, the folder `judge serve` runs.
 *
 * The files and their keys are those of the ICPC CCS Contest Package Format
 * (github.com/icpc/ccs-specs, Contest_Package.md and JSON_Format.md):
 *   contest.yaml   id, name, formal_name, start_time (null or absent: the jury
 *                  starts the contest by hand), duration, scoreboard_freeze_duration,
 *                  scoreboard_type (pass-fail only), penalty_time (minutes, or a
 *                  RELTIME of whole minutes; default 20); and our own key
 *                  `training:` with feedback (none, samples or first-diff: what a
 *                  team sees of a failing test), all_tests (judge every test
 *                  rather than stop at the first rejected one), upsolve
 *                  (teams keep submitting after the end; default true),
 *                  hints_after (K: after K rejected submissions on a problem, a
 *                  team may see one small position where its program is wrong;
 *                  0 or absent: no hints) and play (teams may play the
 *                  interactive games in the browser during the contest; after
 *                  its end anyone logged in may; default false); and `url:`,
 *                  the address teams use when a proxy stands in front
 *                  (https://HOST/; `judge serve --url` says the same and wins).
 *   problems.yaml  a list of id (this repository's problem id), label, name,
 *                  ordinal, color, rgb.
 *   groups.yaml    (optional) a list of id, name.
 *   organizations.yaml (optional) a list of id, name, formal_name.
 *   teams.yaml     a list of id, name, label, display_name, organization_id (an
 *                  organization of organizations.yaml), group_ids (groups of
 *                  groups.yaml), hidden (a hidden team is judged and shown to
 *                  the jury, never on a public or team scoreboard).
 *   accounts.yaml  a list of id, username, password, name, type (team, judge or
 *                  admin), team_id (iff type is team), and our own key
 *                  `disabled: true` (the account cannot log in; the jury's
 *                  accounts page writes it).
 * Each file may be written as NAME.json instead (JSON is YAML's flow style, and
 * the spec names teams.json); both at once is an error. Keys the spec defines
 * and the judge does not use (banner, location, time_limit, ip, ...) are
 * refused by name with what to do instead, never ignored; any other key is
 * an error. Every error names the file,
 * line, column and key:
 *     contest/contest.yaml:4:11: duration: expected a RELTIME h:mm:ss, got "five hours"
 * The package comes from outside: each file is read once, beneath the folder,
 * without following links out of it, and at most CONTEST_FILE_MAX bytes.
 */
#ifndef SERVE_CONTEST_H
#define SERVE_CONTEST_H

#include <stddef.h>

#include "diag.h"

#define CONTEST_FILE_MAX (1 << 20)

/* What a team sees of a failing test (contest.yaml: training.feedback). */
enum contest_feedback {
	CONTEST_FEEDBACK_NONE,       /* the verdict and the test's number only */
	CONTEST_FEEDBACK_SAMPLES,    /* the checker's words for a sample test */
	CONTEST_FEEDBACK_FIRST_DIFF, /* the checker's words (the first differing line) for any test */
};

enum contest_role { CONTEST_TEAM, CONTEST_JUDGE, CONTEST_ADMIN };

struct contest_problem {
	char *id;          /* this repository's problem id */
	char *label;       /* "A" */
	char *name;        /* NULL: the problem's own title */
	char *color, *rgb; /* NULL when not given */
	long ordinal;
};

struct contest_group {
	char *id, *name;
};

struct contest_organization {
	char *id, *name;
	char *formal_name; /* NULL when not given */
};

struct contest_team {
	char *id, *name;
	char *label;           /* NULL when not given */
	char *display_name;    /* NULL when not given */
	char *organization_id; /* NULL when not given; else an organization of the package */
	char **group_ids;      /* NULL-terminated, each a group of the package; NULL when not given */
	int hidden;            /* hidden: true */
};

struct contest_account {
	char *id, *username, *password;
	char *name; /* NULL when not given */
	enum contest_role type;
	char *team_id; /* type CONTEST_TEAM only, else NULL */
	long team;     /* its index in teams, or -1 */
	int disabled;  /* disabled: true (our own key): the account cannot log in, its sessions end */
};

/* A loaded package; every string and array is owned by it. */
struct contest {
	char *dir;
	char *id, *name, *formal_name; /* formal_name defaults to name */
	long long start_ms;            /* start_time in ms since the epoch; 0: started by hand */
	long long duration_ms;
	long long freeze_ms; /* scoreboard_freeze_duration (0: no freeze) */
	long penalty_min;    /* penalty_time, whole minutes */
	enum contest_feedback feedback;
	int all_tests;
	int upsolve; /* training.upsolve: submissions after the end are taken (and shown apart); default 1 */
	long hints_after; /* training.hints_after: a hint after so many rejected submissions; 0: no hints */
	int play; /* training.play: the play pages open to teams during the contest */
	long medals[3]; /* medals: gold, silver, bronze: how many teams get each (default 4 each) */
	char *url; /* url: the address teams use (contest_check_url()); NULL: not given */
	struct contest_problem *problems; /* in ordinal order */
	size_t nproblems;
	struct contest_group *groups;
	size_t ngroups;
	struct contest_organization *organizations;
	size_t norganizations;
	struct contest_team *teams;
	size_t nteams;
	struct contest_account *accounts;
	size_t naccounts;
};

/*
 * Loads the package in dir. Each problem id must be a problem of the
 * repository at root (problems/ID/problem.yaml; a near miss gets "did you mean").
 * NULL with "FILE:LINE:COL: KEY: what" in d on any error (a missing file,
 * a wrong key or value, a duplicate id, label or username, an account of an
 * unknown team).
 */
struct contest *contest_load(const char *dir, const char *root, struct diag *d);
void contest_free(struct contest *c);

/* Lookups by id (username for accounts): NULL when there is none. */
const struct contest_problem *contest_problem(const struct contest *c, const char *id);
const struct contest_team *contest_team(const struct contest *c, const char *id);
const struct contest_account *contest_account(const struct contest *c, const char *username);
const struct contest_group *contest_group(const struct contest *c, const char *id);
const struct contest_organization *contest_organization(const struct contest *c, const char *id);
/* Whether team t is in the group of this id. */
int contest_team_in_group(const struct contest_team *t, const char *group_id);

/*
 * The spec's types. A TIME is "yyyy-mm-ddThh:mm:ss(.uuu)?" with "Z" or
 * "[+-]hh(:mm)?"; a RELTIME is "(-)?h*h:mm:ss(.uuu)?". Each parser returns 0
 * with milliseconds (since the epoch for a TIME) or -1 (nothing recorded: the
 * caller says where). The formatters write what the Contest API answers:
 * "2026-11-26T10:00:00.000+00:00" (UTC) and "1:07:05.000".
 */
int contest_parse_time(const char *s, long long *ms);
int contest_parse_reltime(const char *s, long long *ms);
void contest_format_time(long long ms, char *buf, size_t size);
void contest_format_reltime(long long ms, char *buf, size_t size);

/*
 * Whether url is an address teams may use (contest.yaml's url, serve --url):
 * "http://" or "https://", a host (and port), then nothing or "/". 0, or -1
 * with a message. Pages link from the host's root, so a path under it is
 * refused rather than served broken.
 */
int contest_check_url(const char *url, struct diag *d);

/* Whether s is a CCS ID: [a-zA-Z0-9_.-], 1 to 36 long, not starting with '-' or '.', not ending with '.'. */
int contest_valid_id(const char *s);

/* A password as `judge contest new` makes them: 12 symbols of a-z and 2-9 without look-alikes, from getrandom(). */
int contest_random_password(char out[13], struct diag *d);

/* What `judge contest new` writes. */
struct contest_new_opts {
	const char *dir;             /* a folder that does not exist or is empty */
	const char *root;            /* the repository the problems are from */
	const char *const *problems; /* problem ids, in label order */
	size_t nproblems;
	long nteams; /* 1..999 */
};

/*
 * Writes a starter package: contest.yaml (started by hand, 5 hours, 1 hour
 * frozen, penalty 20), problems.yaml (labels A, B, ...), teams.yaml (team01,
 * ...), accounts.yaml (one account per team, a judge "jury" and an admin
 * "admin", each with a random password from getrandom(), the kernel's
 * /dev/urandom). Refuses a folder that exists and is not empty, and a
 * problem id the repository does not hold (with "did you mean"); then
 * nothing is written. The files are written mode 0600 (they hold passwords).
 * -1 with a message on error.
 */
int contest_new(const struct contest_new_opts *o, struct diag *d);

#endif
