/*
 * store.h: the store of a live session, the one channel between the front end
 * (HTTP, unprivileged) and the judging worker (root, for the sandbox).
 *
 * How this works. The store is one SQLite file in WAL mode, so that readers
 * (pages, the scoreboard) never wait for the writer, and both processes open it
 * themselves. Every write is one transaction begun with BEGIN IMMEDIATE (the
 * write lock is taken at once, so two writers queue on the busy timeout instead
 * of failing half-way), and is committed with synchronous=FULL before the
 * function returns: what a function says it wrote is on disk, and survives a
 * kill -9 of either process or a power cut (the worker's connection commits
 * without waiting for the disk, what a restart redoes: store_sync_normal()).
 * The schema carries its version in
 * PRAGMA user_version; store_open() brings an older file up to
 * STORE_SCHEMA_VERSION through a list of migrations, each in its own
 * transaction, and refuses a newer one.
 *
 * A submission has at most one current judgement (valid = 1; a unique index
 * says so). A submission without one is waiting: store_claim() gives the
 * oldest to the worker and creates its judgement in the same transaction, so
 * two workers never claim the same submission. A judgement is finished when
 * it has ended_ms and a verdict. A rejudge, and store_release() after a crash,
 * turn current judgements into old ones (valid = 0), kept with their runs for
 * the jury; their submissions wait again. "Judged exactly once" therefore means
 * exactly one finished, valid judgement per submission.
 *
 * This interface is deliberately narrow, with nothing of SQL in it, so that a
 * networked database can take SQLite's place behind it. Where it lives: the
 * table files (store/table-*.c: submissions, judgements and runs, the clock
 * and state, logins, explores and hints, games) say what they read and write
 * through one query helper (store/query.h), which a backend implements
 * (store/sqlite.c, with the schema's migrations in store/migrations.c).
 *
 * Conventions, for every function below. Functions taking a struct diag
 * return 0 (or an id > 0) on success and -1 with a message on error; a lookup
 * that can miss returns 1 when found and 0 when not, so that the front end can
 * tell 404 from 500. Structs filled in by the store own their pointers; the
 * caller frees them with the matching *_free function (which accepts a zeroed
 * struct). Strings handed in are copied. Times are milliseconds since the Unix
 * epoch (wall clock), as the store and every process agree on it; a time of 0
 * given to an add function means "now". A struct store may be used by several
 * threads of one process: each call takes the store's own lock. Each process
 * opens its own struct store (never share one across fork()).
 */
#ifndef STORE_STORE_H
#define STORE_STORE_H

#include <stddef.h>

#include "diag.h"

/* The schema version a file has after store_open(). */
#define STORE_SCHEMA_VERSION 10

/* Bounds of the short strings (ids and names of the contest package, CLICS' ids are at most 36). */
#define STORE_ID_MAX      64
#define STORE_VERDICT_MAX 8

struct store;

/*
 * Opens (creating it, mode 0600 when new) the store at path, switches it to
 * WAL, sets a busy timeout of busy_ms (0: 5000 ms) and migrates it to
 * STORE_SCHEMA_VERSION. NULL with "store 'path': ..." when the file cannot be
 * opened, is not a database, or has a schema newer than this program's. A
 * new file belongs to the caller with mode 0600: a front end that drops root
 * chowns it (SQLite gives its -wal and -shm files the database's owner) before
 * it drops, or opens it after.
 */
struct store *store_open(const char *path, int busy_ms, struct diag *d);

/*
 * Whether db names a PostgreSQL database rather than a file: a URI
 * (postgresql://... or postgres://...) or a libpq keyword/value string
 * ("host=/run/pg dbname=contest": a lowercase word, then '='). store_open()
 * then keeps the store there (store/pg.c), when this judge was built with
 * libpq's headers; busy_ms does not apply.
 */
int store_is_postgresql(const char *db);
/* Closes the store; NULL is accepted. Nothing is pending: every write was committed when it returned. */
void store_close(struct store *s);
/*
 * This connection's commits stop waiting for the disk (synchronous=NORMAL in
 * WAL mode): for the worker's, whose every write a restart redoes. A commit is
 * still atomic, and survives a kill -9 of either process (the WAL is written
 * before COMMIT returns); only a power cut or a crash of the machine can take
 * back the last ones, and then a claim taken back leaves its submission
 * waiting, a verdict taken back leaves its judgement unfinished, which
 * store_release() hands out again: judged again, nothing lost. The front
 * end's connection keeps synchronous=FULL, so a submission a team was told
 * is received is on disk (and its commit takes the worker's before it along).
 * -1 with a message on error.
 */
int store_sync_normal(struct store *s, struct diag *d);

/*
 * Readies the connection of a process about to be confined (serve/confine.h),
 * which can open no file but the store's: SQLite's temporary tables, sorts
 * and statement journals stay in memory instead of files under /var/tmp, and
 * its random generator is seeded now, from /dev/urandom. -1 with a message on error.
 */
int store_confined(struct store *s, struct diag *d);
/* The file's PRAGMA user_version (for tests); -1 with a message on error. */
int store_schema_version(struct store *s, struct diag *d);

/* One file of a submission: its name (no folders) and its bytes. */
struct store_file {
	char name[256];
	unsigned char *data; /* owned by the struct that holds the file when the store filled it in */
	size_t len;
};

struct store_submission {
	long long id;
	char team_id[STORE_ID_MAX];
	char problem_id[STORE_ID_MAX]; /* this repository's problem id (problems.yaml's id) */
	char language[STORE_ID_MAX];   /* a language of judge/languages.yaml, e.g. "c", "cpp", "python3" */
	char entry_point[256];         /* the file to judge ("" : the first file) */
	long long time_ms;             /* when the submission was received */
	struct store_file *files;      /* with store_submission_get(.., with_files = 1) and store_claim() only */
	size_t nfiles;
};

/*
 * Adds a submission of sub->nfiles files (sub->id is ignored; time_ms 0 is now)
 * and returns its id (> 0): the submission, its files and its time are
 * committed to disk before this returns, so the front end may answer the POST.
 * -1 with a message when the store failed (nothing was added). The store does
 * not check team, problem or language against the contest: the caller does.
 */
long long store_submission_add(struct store *s, const struct store_submission *sub, struct diag *d);

/*
 * The submission id, with its files when with_files. 1 found, 0 no such
 * submission, -1 error. Free out with store_submission_free.
 */
int store_submission_get(struct store *s, long long id, int with_files, struct store_submission *out, struct diag *d);
void store_submission_free(struct store_submission *sub);

/* Which submissions or judgements a list returns: every field left 0 or "" matches all. */
struct store_filter {
	const char *team_id;    /* only this team's */
	const char *problem_id; /* only this problem's */
	long long submission_id;
	long long after_id; /* only ids greater than this (the event feed's and a poller's cursor) */
};

/*
 * Every submission matching f (NULL: all), oldest first (by id), without their files:
 * *out is an array of *n (free with store_submissions_free). -1 on error.
 */
int store_submissions_list(struct store *s, const struct store_filter *f, struct store_submission **out, size_t *n,
                           struct diag *d);
void store_submissions_free(struct store_submission *list, size_t n);

struct store_judgement {
	long long id;
	long long submission_id;
	char claimed_by[STORE_ID_MAX]; /* the worker that judged it */
	long long started_ms;
	long long ended_ms;              /* 0 while it is being judged */
	char verdict[STORE_VERDICT_MAX]; /* the judge's code ("AC", "WA", "RE", "CE", "JE", ...; verdict_code()), ""
	                                    while judged */
	long time_ms, memory_kb;         /* the largest over the tests run */
	int valid; /* 1: the submission's current judgement; 0: replaced (rejudged, or released after a crash) */
	char *compile_log; /* the compiler's log; for JE, what failed in the judge; NULL: none */
};

/* The submission's current judgement (valid = 1). 1 found, 0 none (waiting), -1 error. */
int store_judgement_current(struct store *s, long long submission_id, struct store_judgement *out, struct diag *d);

/*
 * Every judgement matching f (NULL: all; team_id and problem_id are those of
 * its submission), old ones included, by id. Free with store_judgements_free.
 */
int store_judgements_list(struct store *s, const struct store_filter *f, struct store_judgement **out, size_t *n,
                          struct diag *d);
void store_judgement_free(struct store_judgement *j);
void store_judgements_free(struct store_judgement *list, size_t n);

/* One test's run of a judgement. */
struct store_run {
	long long id;
	long long judgement_id;
	int ordinal;                     /* 1-based, the test's place in the problem's manifest */
	char test[96];                   /* the test's name */
	int sample;                      /* a sample test (the contestant has its input) */
	char verdict[STORE_VERDICT_MAX]; /* the judge's code */
	long time_ms, wall_ms, memory_kb;
	long long ended_ms;
	char *message; /* why (the checker's words: for WA the first differing line); NULL: none */
};

/*
 * Records one test's run (r->id is ignored; ended_ms 0 is now), committed
 * before it returns. -1 on error, or when the judgement does not exist.
 */
long long store_run_add(struct store *s, const struct store_run *r, struct diag *d);

/* The runs of a judgement by ordinal; free with store_runs_free. -1 on error. */
int store_runs_list(struct store *s, long long judgement_id, struct store_run **out, size_t *n, struct diag *d);
void store_runs_free(struct store_run *list, size_t n);

/*
 * The worker's side. store_claim() takes the oldest waiting submission (no
 * valid judgement), creates its judgement (claimed_by = worker, started now)
 * and fills in both, files included: 1 claimed, 0 nothing waits, -1 error.
 * Atomic: a submission is claimed by one caller only. Free both after.
 */
int store_claim(struct store *s, const char *worker, struct store_submission *sub, struct store_judgement *j,
                struct diag *d);
/* store_claim(), skipping the submissions of the nrefused problems refused (a worker whose copy differs). */
int store_claim_except(struct store *s, const char *worker, const char *const *refused, size_t nrefused,
                       struct store_submission *sub, struct store_judgement *j, struct diag *d);

/*
 * Finishes judgement id with its verdict, time, memory and compile log
 * (NULL: none), ended now, committed before it returns. A judgement that was
 * made old meanwhile (rejudged) is finished all the same and stays old.
 * -1 on error or an unknown id.
 */
int store_judgement_finish(struct store *s, long long id, const char *verdict, long time_ms, long memory_kb,
                           const char *compile_log, struct diag *d);

/*
 * store_judgement_finish() and store_run_add() for each of runs[0..nruns),
 * in one transaction: the judgement is finished with all its runs or, on
 * error, not at all (the worker's way: one commit, one fsync, per submission).
 * 0 when written (or found finished already: the caller's own commit, whose
 * answer a broken connection lost), 1 when nothing was written because the
 * caller's hold on it was lost (a connection made again meanwhile, and the
 * judgement reaped: another worker judges it; store_lost()), -1 on error or
 * an unknown id.
 */
int store_judgement_complete(struct store *s, long long id, const char *verdict, long time_ms, long memory_kb,
                             const char *compile_log, const struct store_run *runs, size_t nruns, struct diag *d);

/*
 * After a crash: every unfinished judgement claimed by worker (NULL: by any)
 * becomes old, so its submission waits and is judged again. Returns how many
 * were released, or -1. Called by the worker when it starts, before its first
 * claim. A worker name stands for one process at a time: releasing the claims
 * of a worker that is still alive would let its judgement and the next one
 * both finish.
 */
int store_release(struct store *s, const char *worker, struct diag *d);

/*
 * Several workers on several machines (judge worker, a store on PostgreSQL).
 * store_claim() takes a row lock on the submission it claims, so that
 * workers claiming at once take different ones, and a hold on the judgement
 * it makes, which the worker keeps while it judges: PostgreSQL gives it back
 * when the worker's connection ends, a process killed or a machine cut off
 * included (then after the server's TCP keepalive gives up). store_reap()
 * makes every unfinished judgement nobody holds old, so its submission is
 * judged again (by the next worker that claims; exactly one judgement of it
 * stays valid), and returns how many; store_unhold() gives a hold back once
 * the judgement is complete (store_judgement_complete() does). On SQLite,
 * where the workers are one machine's, these do nothing and store_release()
 * at the worker's start does the work.
 *
 * store_listen(): a descriptor readable when a submission waits anew (added,
 * rejudged, reaped), for poll() beside the worker's own wake-up pipe, or -1
 * where the store cannot say (SQLite: the worker polls). store_listen_drain()
 * reads what came (never read() on it) and returns how many wake-ups, or -1
 * when the connection broke (the descriptor is dead: store_listen() again
 * makes the connection anew and gives the new one): call it before sleeping
 * too, since the connection may have read one already.
 */
int store_reap(struct store *s, struct diag *d);
/* 1 when the store is shared by several machines' workers (PostgreSQL: holds, reaping, wake-ups), else 0. */
int store_shared(const struct store *s);
void store_unhold(struct store *s, long long judgement_id);
/*
 * store_lost(): 1 when the store's connection broke (PostgreSQL: the server
 * restarted, the network cut, an administrator ended it), so that the failure
 * just seen was the connection's and the whole transaction can be done again
 * once store_reconnect() made it anew (0, or -1 with why: the server is still
 * away). A claim is simply claimed again; store_judgement_complete() writes
 * only while its caller still holds the judgement (it takes its hold again on
 * the new connection) and else says 1. SQLite's never breaks: 0 and 0.
 */
int store_lost(struct store *s);
int store_reconnect(struct store *s, struct diag *d);
int store_listen(struct store *s, struct diag *d);
int store_listen_drain(struct store *s);

/*
 * Rejudging (the jury): the current judgement of submission_id (> 0), or of
 * every submission of problem_id (submission_id 0), becomes old, and those
 * submissions wait again. Returns how many were affected, or -1.
 */
int store_rejudge(struct store *s, long long submission_id, const char *problem_id, struct diag *d);

/*
 * Rejudge previews (the jury; table-previews.c). store_preview_start() gives
 * each submission of problem_id that has a current judgement (or only
 * submission_id, when > 0: then problem_id is that submission's and may be
 * NULL) a shadow judgement: never current, so that no page, scoreboard or
 * event feed sees it (store_judgements_list() leaves it out), which
 * store_claim() hands to a worker once no submission waits, and which the
 * worker judges and completes as any other. Returns how many, or
 * STORE_PREVIEW_BUSY with a message when the problem has a preview pending
 * already (one per problem at a time), or -1.
 *
 * store_preview_apply() makes each shadow of problem_id's pending preview the
 * current judgement of its submission, as a rejudge's new judgement would be:
 * copied, with its runs, into a new judgement (so the feed sends it as a new
 * one), the old one made old; the shadows are then discarded. It is refused
 * with STORE_PREVIEW_BUSY while a shadow is not judged yet. store_preview_cancel()
 * discards the pending shadows (a worker judging one finishes it all the
 * same, unseen). Both return how many shadows there were (0: no preview
 * pending), or -1.
 */
#define STORE_PREVIEW_BUSY (-2)
int store_preview_start(struct store *s, long long submission_id, const char *problem_id, struct diag *d);
int store_preview_apply(struct store *s, const char *problem_id, struct diag *d);
int store_preview_cancel(struct store *s, const char *problem_id, struct diag *d);

/* One shadow judgement of a pending preview, beside its submission's current judgement. */
struct store_preview {
	long long judgement_id; /* the shadow's */
	long long submission_id;
	long long time_ms; /* when the submission was received */
	char team_id[STORE_ID_MAX];
	char problem_id[STORE_ID_MAX];
	char claimed_by[STORE_ID_MAX];       /* "" while no worker took it */
	long long started_ms;                /* 0 while no worker took it */
	char old_verdict[STORE_VERDICT_MAX]; /* the current judgement's; "" while it is judged */
	char new_verdict[STORE_VERDICT_MAX]; /* the shadow's; "" while it is judged */
};
/*
 * The shadows of the pending previews (of problem_id; NULL: every problem's),
 * by problem and submission: an array of *n to free(). -1 on error.
 */
int store_previews_list(struct store *s, const char *problem_id, struct store_preview **out, size_t *n, struct diag *d);

/* How many submissions wait for the worker (no current judgement, or one not finished). -1 on error. */
long long store_pending(struct store *s, struct diag *d);

/*
 * The contest's clock and other small state, by name: "start_ms" (set when
 * the jury starts the contest by hand), "end_ms" (ended by hand), and whatever
 * else the front end keeps ("thaw_ms", ...). store_state_get: 1 with *value,
 * 0 when unset, -1 on error. store_state_set commits before it returns;
 * store_state_clear removes the name.
 */
int store_state_get(struct store *s, const char *name, long long *value, struct diag *d);
int store_state_set(struct store *s, const char *name, long long value, struct diag *d);
int store_state_clear(struct store *s, const char *name, struct diag *d);

/*
 * The clock's acts (serve/clock.h): store_clock_set sets the state name to
 * value (a time, ms) only when name is unset, and then, in the same
 * transaction, adds a line to the clock's log: at value, action ("start",
 * "end", "thaw"), who (a user name, or "contest.yaml"), what (the sentence
 * saying what it did). 1 when set and logged, 0 when name was set already
 * (nothing changed: two jury members who press Start at once start the
 * contest once), -1 on error. store_clock_log: every line, oldest first, in
 * *out (free with store_clock_log_free).
 */
struct store_clock_entry {
	long long id, time_ms;
	char action[16];
	char who[STORE_ID_MAX];
	char *what;
};
int store_clock_set(struct store *s, const char *name, long long value, const char *action, const char *who,
                    const char *what, struct diag *d);
int store_clock_log(struct store *s, struct store_clock_entry **out, size_t *n, struct diag *d);
void store_clock_log_free(struct store_clock_entry *list, size_t n);

/*
 * Login sessions of the web pages. The store keeps only the hash of a
 * session's token (the caller hashes; hash is hash_len bytes, at most 64)
 * and the digest of the password it was opened with (STORE_SESSION_PW bytes,
 * the caller's: auth.c refuses a session whose password changed since).
 * store_session_add commits before it returns. store_session_get: 1 with the
 * username and password digest in *out when a session with this hash exists
 * and expires after now_ms (a session stored before digests were kept has
 * one of zeros), 0 otherwise. store_session_delete removes it (logout);
 * store_sessions_expire removes every session expired at now_ms and returns
 * how many.
 */
#define STORE_SESSION_PW 32
struct store_session {
	char username[STORE_ID_MAX];
	unsigned char password[STORE_SESSION_PW];
};
int store_session_add(struct store *s, const unsigned char *hash, size_t hash_len, const char *username,
                      const unsigned char password[STORE_SESSION_PW], long long expires_ms, struct diag *d);
int store_session_get(struct store *s, const unsigned char *hash, size_t hash_len, long long now_ms,
                      struct store_session *out, struct diag *d);
int store_session_delete(struct store *s, const unsigned char *hash, size_t hash_len, struct diag *d);
int store_sessions_expire(struct store *s, long long now_ms, struct diag *d);

/*
 * Failed logins by key (auth.c's delays: "pair:NAME@ADDR", "addr:ADDR",
 * "user:NAME"): how many, and no try before until_ms. store_failure_get: 1
 * with both when the key has a record, 0 when not, -1 on error;
 * store_failure_set writes both (commits); store_failure_clear forgets the
 * key; store_failures_expire forgets every key whose until_ms is before
 * before_ms and returns how many.
 */
int store_failure_get(struct store *s, const char *key, long long *count, long long *until_ms, struct diag *d);
int store_failure_set(struct store *s, const char *key, long long count, long long until_ms, struct diag *d);
int store_failure_clear(struct store *s, const char *key, struct diag *d);
int store_failures_expire(struct store *s, long long before_ms, struct diag *d);

/*
 * The machines of one session (store/table-nodes.c). Each worker keeps its
 * own row: store_worker_beat() writes w (seen_ms 0: now; started_ms 0: now)
 * under its name, taking no lock but its row's; store_workers_list() reads
 * every row, by name (free with store_workers_free()). judging is the
 * submission it judges (0: none), digests "PROBLEM=DIGEST ..." of its copy,
 * refused the problems whose digest differs from the server's (with why).
 */
struct store_worker {
	char name[2 * STORE_ID_MAX];
	long long started_ms, seen_ms, judging, judged;
	char *digests, *refused;
};
int store_worker_beat(struct store *s, const struct store_worker *w, struct diag *d);
int store_workers_list(struct store *s, struct store_worker **out, size_t *n, struct diag *d);
void store_workers_free(struct store_worker *list, size_t n);

/*
 * The digest of each problem as the server has it (live/digest.h), recorded
 * when it starts: store_digest_set() replaces it; store_digest_get() copies
 * it into digest (size bytes): 1, or 0 when none was recorded (digest "").
 */
int store_digest_set(struct store *s, const char *problem_id, const char *digest, struct diag *d);
int store_digest_get(struct store *s, const char *problem_id, char *digest, size_t size, struct diag *d);

/*
 * A token bucket in the store, so that every HTTP node of a session counts
 * together (web/auth.c's rate limits): key holds at most burst tokens and
 * gains per_minute a minute. 0 when a token was there (taken when take),
 * else the seconds to wait for one; -1 on error. store_rates_expire() forgets
 * the buckets untouched since before_ms (full again by then).
 */
long store_rate_take(struct store *s, const char *key, double burst, double per_minute, int take, struct diag *d);
int store_rates_expire(struct store *s, long long before_ms, struct diag *d);

/*
 * Games played in the browser (serve/games.h says how). A game's state is
 * "start" (asked for; the game process starts it), "wait" (the interactor
 * waits for the person's move number turn + 1), "move" (a move is given, the
 * game process sends it), "over" (played to its end: verdict AC the person
 * won, WA or PE lost, JE the judge failed, with message) or "gone" (abandoned:
 * message says why). start, wait and move are live. owner is the hex hash of
 * the login session the game belongs to.
 */
struct store_game {
	long long id;
	char owner[STORE_ID_MAX + 1];
	char username[STORE_ID_MAX];
	char problem_id[STORE_ID_MAX];
	char sample[STORE_ID_MAX]; /* the test whose input is the game's position */
	char state[8];
	long turn;      /* the moves the interactor took */
	char *move;     /* in state move: the move to send; in state start: the input typed (NULL: the sample's) */
	char *screen;   /* what the interactor showed last (its stderr) */
	char *protocol; /* and its protocol lines (its stdout) */
	char verdict[STORE_VERDICT_MAX];
	char *message;
	long long started_ms, updated_ms;
};

/*
 * Whose games count together against a bound: the usernames of one team's
 * accounts (so that a team logged in many times cannot take every game).
 */
struct store_game_group {
	const char *const *usernames;
	size_t n;
	long max_live; /* their games live at once */
};

/*
 * A new game (owner, username, problem_id, sample and move of g: the test
 * input of a position typed, or NULL to play the sample's), in state start,
 * in one transaction with giving up the owner's live games (one game per
 * session). Its id; 0 when max_live games are live already, STORE_GAMES_GROUP_FULL
 * when group (NULL: none) has group->max_live live (then nothing changed); -1 on error.
 */
#define STORE_GAMES_GROUP_FULL (-2)
long long store_game_add(struct store *s, const struct store_game *g, long max_live,
                         const struct store_game_group *group, struct diag *d);
/* Game id: 1 with it in out, 0 when there is none. Free with store_game_free(). */
int store_game_get(struct store *s, long long id, struct store_game *out, struct diag *d);
/* The live games, oldest first. Free with store_games_free(). */
int store_games_live(struct store *s, struct store_game **out, size_t *n, struct diag *d);
/* Gives game id its next move: 1 when it waited with this turn (now state move), 0 when not (nothing changed). */
int store_game_move(struct store *s, long long id, long turn, const char *move, struct diag *d);
/*
 * The game process's answer to a start or a move (g's id, state, turn,
 * screen, protocol, verdict, message): 1 when the game was in state start or
 * move, 0 when it was not (given up meanwhile: nothing changed).
 */
int store_game_answer(struct store *s, const struct store_game *g, struct diag *d);
/* Game id (0: every live game) abandoned with message; how many were live. */
int store_game_abandon(struct store *s, long long id, const char *message, struct diag *d);
void store_game_free(struct store_game *g);
void store_games_free(struct store_game *list, size_t n);

/* The wall clock in milliseconds since the epoch, as the store stamps times. */
long long store_now_ms(void);

/*
 * Explore results (serve/explore.h), written by the worker, read by the pages.
 * A problem's explore: its table (what analysis/pattern.h's struct table
 * holds, the values as text) and what the pages say of it: the picture's
 * title, subtitle (what was explored) and caption, the table as text, the
 * findings; or, when it failed, error says why (the rest empty).
 * store_explore_put replaces the problem's row.
 */
struct store_explore {
	char problem_id[STORE_ID_MAX];
	long long ended_ms;
	char *error;
	int dims, sg;      /* 1: a sequence, 2: a grid; what the values are (enum values: 0 pn, 1 sg, 2 wld) */
	long lo[2], hi[2]; /* the positions on each axis */
	char *axes[2];     /* the axes' names (axes[1] NULL for a sequence) */
	char *values;      /* every position's value, separated by spaces, a grid row by row */
	char *title, *subtitle, *caption, *table_text, *findings; /* caption NULL: none */
};
int store_explore_put(struct store *s, const struct store_explore *e, struct diag *d);
/* 1 found, 0 not explored yet, -1 error. Free with store_explore_free. */
int store_explore_get(struct store *s, const char *problem_id, struct store_explore *out, struct diag *d);
void store_explore_free(struct store_explore *e);

/*
 * Where a rejected submission's program disagrees with the rules on the
 * explored positions: the program's run (its verdict code there), the counts,
 * a mark per position of its problem's explore ('=' right, 'x' wrong, '?' no
 * answer, '-' not asked), the first wrong ones as text, and the hint: one
 * smallest position where it answers wrong (hint_at, "n = 4 (m=3)") with the
 * explorer's words (hint_note, "expected 'second', got 'first'"); hint_at NULL
 * when no small position is wrong. error: why it could not be computed (the
 * rest empty). store_disagreement_put replaces the submission's row.
 */
struct store_disagreement {
	long long submission_id;
	long long ended_ms;
	char *error;
	char run_verdict[STORE_VERDICT_MAX];
	long asked, wrong, missing;
	char *marks, *positions;
	char *hint_at, *hint_note;
};
int store_disagreement_put(struct store *s, const struct store_disagreement *g, struct diag *d);
/* 1 found, 0 not computed (yet), -1 error. Free with store_disagreement_free. */
int store_disagreement_get(struct store *s, long long submission_id, struct store_disagreement *out, struct diag *d);
void store_disagreement_free(struct store_disagreement *g);

/*
 * The worker's next disagreement to compute: a submission whose current
 * judgement is finished and ran (not CE or JE), whose problem was explored
 * without error, and that has no disagreements row. The rejected ones first,
 * newest first, because a team's hint is about its latest rejected program;
 * then the accepted ones (the jury sees what the tests let through). Its id,
 * 0 when there is none, -1 on error.
 */
long long store_disagreement_next(struct store *s, struct diag *d);

/* A hint a team took: about submission_id, its latest rejected one on problem_id then. */
struct store_hint {
	long long id;
	char team_id[STORE_ID_MAX];
	char problem_id[STORE_ID_MAX];
	long long submission_id;
	long long time_ms;
};

/*
 * Records that the team took the hint about submission_id (time now),
 * committed before it returns. Taking the same submission's hint again adds
 * nothing: returns the first row's id. -1 on error.
 */
long long store_hint_add(struct store *s, const char *team_id, const char *problem_id, long long submission_id,
                         struct diag *d);
/* The hints taken, filtered by team_id and problem_id (NULL or "": any), by id; free(*out). -1 on error. */
int store_hints_list(struct store *s, const char *team_id, const char *problem_id, struct store_hint **out, size_t *n,
                     struct diag *d);

/*
 * Clarifications (table-clar.c). A team's question has from_team set and
 * to_team ""; the jury's message has from_team "" and to_team the team it
 * answers, or "" for all teams (an announcement, or an answer made public).
 * reply_to: the question answered (0: none); problem_id "" : in general.
 * who: the account that wrote it (the jury's are not shown to teams).
 */
struct store_clar {
	long long id;
	char from_team[STORE_ID_MAX];
	char to_team[STORE_ID_MAX];
	long long reply_to;
	char problem_id[STORE_ID_MAX];
	char who[STORE_ID_MAX];
	char *text;
	long long time_ms;
};
/* Adds c (id ignored, time_ms 0 now), committed before it returns: its id, or -1. */
long long store_clar_add(struct store *s, const struct store_clar *c, struct diag *d);
/* Clarification id: 1 found, 0 none, -1 error. Free with store_clar_free. */
int store_clar_get(struct store *s, long long id, struct store_clar *out, struct diag *d);
/*
 * The clarifications after after_id, oldest first, that team_id sees: NULL
 * every one (the jury); "" only those to all from the jury (the public);
 * else the team's own questions and the jury's messages to it or to all.
 * Free with store_clars_free. -1 on error.
 */
int store_clars_list(struct store *s, const char *team_id, long long after_id, struct store_clar **out, size_t *n,
                     struct diag *d);
/* Clarification id if team_id sees it (team_id as store_clars_list's): 1, 0 not there or not seen, -1 error. */
int store_clar_seen(struct store *s, const char *team_id, long long id, struct store_clar *out, struct diag *d);
void store_clar_free(struct store_clar *c);
void store_clars_free(struct store_clar *list, size_t n);

/*
 * The jury's changes to the contest package (table-package.c). The HTTP
 * process asks (store_package_ask: the row's id, or -1), the supervisor
 * takes the pending ones oldest first (store_package_pending) and records
 * each outcome (store_package_done, which also blanks the row's password:
 * once written to accounts.yaml the store need not keep it);
 * store_package_log lists the last limit rows, newest first. op is
 * package-edit.h's name of the change, or "reload"; state "pending",
 * "applied" or "refused"; outcome says what changed or why not.
 */
struct store_package_change {
	long long id, time_ms, done_ms;
	char op[16], state[16];
	char team_id[64], username[64], who[64];
	char *name, *password, *outcome;
};
long long store_package_ask(struct store *s, const struct store_package_change *c, struct diag *d);
int store_package_pending(struct store *s, struct store_package_change **out, size_t *n, struct diag *d);
int store_package_done(struct store *s, long long id, int applied, const char *outcome, struct diag *d);
int store_package_log(struct store *s, long limit, struct store_package_change **out, size_t *n, struct diag *d);
void store_package_changes_free(struct store_package_change *list, size_t n);

#endif
