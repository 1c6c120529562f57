/*
 * store.c: the store of a live session in SQLite (store.h says the contract).
 *
 * Every public function takes the store's mutex, prepares its statements, runs
 * them and finalizes them: a few microseconds of preparing per call buys code
 * without a cache of statements to keep in step with the schema. Writes go
 * through begin()/commit(): BEGIN IMMEDIATE, so the write lock is taken before
 * anything is read, and with synchronous=FULL a COMMIT returns once the WAL is
 * on disk (the worker's connection: NORMAL, store_sync_normal()).
 */
#include "store/store.h"

#include <errno.h>
#include <fcntl.h>
#include <pthread.h>
#include <sqlite3.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "util.h"

struct store {
	sqlite3 *db;
	char *path;
	pthread_mutex_t lock;
};

/*
 * The migrations: migrations[i] brings a file from version i to i + 1. A new
 * version appends one entry here and raises STORE_SCHEMA_VERSION; an entry
 * once released is never edited, since files in the field ran it.
 */
static const char *const migrations[] = {
	/* 0 -> 1: the first schema. */
	"CREATE TABLE submissions(id INTEGER PRIMARY KEY, team_id TEXT NOT NULL, problem_id TEXT NOT NULL,"
	"  language TEXT NOT NULL, entry_point TEXT NOT NULL DEFAULT '', time_ms INTEGER NOT NULL);"
	"CREATE INDEX submissions_team ON submissions(team_id);"
	"CREATE TABLE submission_files(submission_id INTEGER NOT NULL REFERENCES submissions(id),"
	"  name TEXT NOT NULL, data BLOB NOT NULL, PRIMARY KEY(submission_id, name));"
	"CREATE TABLE judgements(id INTEGER PRIMARY KEY, submission_id INTEGER NOT NULL REFERENCES submissions(id),"
	"  claimed_by TEXT NOT NULL, started_ms INTEGER NOT NULL, ended_ms INTEGER, verdict TEXT,"
	"  time_ms INTEGER NOT NULL DEFAULT 0, memory_kb INTEGER NOT NULL DEFAULT 0, compile_log TEXT,"
	"  valid INTEGER NOT NULL DEFAULT 1);"
	/* At most one current judgement per submission: two claims of one submission cannot both commit. */
	"CREATE UNIQUE INDEX judgements_current ON judgements(submission_id) WHERE valid = 1;"
	"CREATE INDEX judgements_submission ON judgements(submission_id);"
	"CREATE TABLE runs(id INTEGER PRIMARY KEY, judgement_id INTEGER NOT NULL REFERENCES judgements(id),"
	"  ordinal INTEGER NOT NULL, test TEXT NOT NULL, sample INTEGER NOT NULL DEFAULT 0, verdict TEXT NOT NULL,"
	"  time_ms INTEGER NOT NULL DEFAULT 0, wall_ms INTEGER NOT NULL DEFAULT 0, memory_kb INTEGER NOT NULL DEFAULT "
	"0,"
	"  ended_ms INTEGER NOT NULL, message TEXT);"
	"CREATE INDEX runs_judgement ON runs(judgement_id, ordinal);"
	"CREATE TABLE state(name TEXT PRIMARY KEY, value INTEGER NOT NULL);"
	"CREATE TABLE sessions(hash BLOB PRIMARY KEY, username TEXT NOT NULL, expires_ms INTEGER NOT NULL);",
	/*
	 * 1 -> 2: explore results and hints (serve/explore.h). A problem's explore
	 * (its table, the words of its picture, its findings, or why it failed); a
	 * rejected submission's disagreements with the rules on the same positions
	 * (a mark per position); the hints teams took, one per team and submission.
	 */
	"CREATE TABLE explores(problem_id TEXT PRIMARY KEY, ended_ms INTEGER NOT NULL, error TEXT,"
	"  dims INTEGER NOT NULL DEFAULT 0, sg INTEGER NOT NULL DEFAULT 0, lo0 INTEGER NOT NULL DEFAULT 0,"
	"  hi0 INTEGER NOT NULL DEFAULT 0, lo1 INTEGER NOT NULL DEFAULT 0, hi1 INTEGER NOT NULL DEFAULT 0,"
	"  axis0 TEXT, axis1 TEXT, vals TEXT, title TEXT, subtitle TEXT, caption TEXT, table_text TEXT, findings TEXT);"
	"CREATE TABLE disagreements(submission_id INTEGER PRIMARY KEY REFERENCES submissions(id),"
	"  ended_ms INTEGER NOT NULL, error TEXT, run_verdict TEXT NOT NULL DEFAULT '',"
	"  asked INTEGER NOT NULL DEFAULT 0, wrong INTEGER NOT NULL DEFAULT 0, missing INTEGER NOT NULL DEFAULT 0,"
	"  marks TEXT, positions TEXT, hint_at TEXT, hint_note TEXT);"
	"CREATE TABLE hints(id INTEGER PRIMARY KEY, team_id TEXT NOT NULL, problem_id TEXT NOT NULL,"
	"  submission_id INTEGER NOT NULL REFERENCES submissions(id), time_ms INTEGER NOT NULL,"
	"  UNIQUE(team_id, submission_id));",
	/* 2 -> 3: games played in the browser (store_game_*): the play pages ask, the game process answers. */
	"CREATE TABLE games(id INTEGER PRIMARY KEY, owner TEXT NOT NULL, username TEXT NOT NULL,"
	"  problem_id TEXT NOT NULL, sample TEXT NOT NULL, state TEXT NOT NULL, turn INTEGER NOT NULL DEFAULT 0,"
	"  move TEXT, screen TEXT NOT NULL DEFAULT '', protocol TEXT NOT NULL DEFAULT '',"
	"  verdict TEXT NOT NULL DEFAULT '', message TEXT NOT NULL DEFAULT '',"
	"  started_ms INTEGER NOT NULL, updated_ms INTEGER NOT NULL);"
	"CREATE INDEX games_state ON games(state);",
	/* 3 -> 4: the clock's log, one row per act of the jury on the clock (serve/clock.h). */
	"CREATE TABLE clock_log(id INTEGER PRIMARY KEY, time_ms INTEGER NOT NULL, action TEXT NOT NULL,"
	"  who TEXT NOT NULL, what TEXT NOT NULL);",
	/*
	 * 4 -> 5: a session belongs to a password (auth.h): the digest of the
	 * account's password it was opened with. Sessions from before have none
	 * and are refused: everyone logs in once more after the upgrade.
	 */
	"ALTER TABLE sessions ADD COLUMN password BLOB NOT NULL DEFAULT x'';"
	/* And failed logins (auth.c's delays), kept here so that a restarted HTTP process keeps them. */
	"CREATE TABLE login_failures(key TEXT PRIMARY KEY, count INTEGER NOT NULL, until_ms INTEGER NOT NULL);",
};

_Static_assert(sizeof migrations / sizeof *migrations == STORE_SCHEMA_VERSION, "one migration per version");

long long store_now_ms(void)
{
	struct timespec ts;
	clock_gettime(CLOCK_REALTIME, &ts);
	return (long long)ts.tv_sec * 1000 + ts.tv_nsec / 1000000;
}

static int db_fail(struct store *s, struct diag *d, const char *what)
{
	diag_set(d, "store '%s': %s: %s", s->path, what, sqlite3_errmsg(s->db));
	return -1;
}

static int exec(struct store *s, const char *sql, struct diag *d)
{
	char *err = NULL;
	if (sqlite3_exec(s->db, sql, NULL, NULL, &err) != SQLITE_OK) {
		diag_set(d, "store '%s': %s", s->path, err ? err : sqlite3_errmsg(s->db));
		sqlite3_free(err);
		return -1;
	}
	return 0;
}

static int begin(struct store *s, struct diag *d)
{
	return exec(s, "BEGIN IMMEDIATE", d);
}

static int commit(struct store *s, struct diag *d)
{
	if (exec(s, "COMMIT", d) == 0)
		return 0;
	sqlite3_exec(s->db, "ROLLBACK", NULL, NULL, NULL);
	return -1;
}

/* Rolls back after a failure; the message already in d stays. Returns -1. */
static int rollback(struct store *s)
{
	sqlite3_exec(s->db, "ROLLBACK", NULL, NULL, NULL);
	return -1;
}

static sqlite3_stmt *prepare(struct store *s, const char *sql, struct diag *d)
{
	sqlite3_stmt *st = NULL;
	if (sqlite3_prepare_v2(s->db, sql, -1, &st, NULL) != SQLITE_OK) {
		db_fail(s, d, "prepare");
		return NULL;
	}
	return st;
}

/* Steps a statement that returns no row; finalizes it. */
static int step_done(struct store *s, sqlite3_stmt *st, const char *what, struct diag *d)
{
	int rc = sqlite3_step(st);
	if (rc != SQLITE_DONE) {
		db_fail(s, d, what);
		sqlite3_finalize(st);
		return -1;
	}
	sqlite3_finalize(st);
	return 0;
}

static void copy_text(char *dst, size_t size, sqlite3_stmt *st, int col)
{
	const unsigned char *t = sqlite3_column_text(st, col);
	str_copy(dst, size, t ? (const char *)t : "");
}

static char *dup_text(sqlite3_stmt *st, int col)
{
	const unsigned char *t = sqlite3_column_text(st, col);
	return t ? xstrdup((const char *)t) : NULL;
}

static int user_version(struct store *s, struct diag *d)
{
	sqlite3_stmt *st = prepare(s, "PRAGMA user_version", d);
	if (!st)
		return -1;
	int v = -1;
	if (sqlite3_step(st) == SQLITE_ROW)
		v = sqlite3_column_int(st, 0);
	else
		db_fail(s, d, "reading the schema version");
	sqlite3_finalize(st);
	return v;
}

/* Brings the file to STORE_SCHEMA_VERSION, one migration per transaction. */
static int migrate(struct store *s, struct diag *d)
{
	for (;;) {
		if (begin(s, d) < 0)
			return -1;
		/* Read inside the transaction: another process may have migrated meanwhile. */
		int v = user_version(s, d);
		if (v < 0)
			return rollback(s);
		if (v > STORE_SCHEMA_VERSION) {
			diag_set(d, "store '%s': schema version %d is newer than this judge's (%d)", s->path, v,
			         STORE_SCHEMA_VERSION);
			return rollback(s);
		}
		if (v == STORE_SCHEMA_VERSION) {
			exec(s, "COMMIT", d);
			return 0;
		}
		char *sql = xasprintf("%s PRAGMA user_version = %d;", migrations[v], v + 1);
		int rc = exec(s, sql, d);
		free(sql);
		if (rc < 0) {
			diag_prefix(d, "migrating from version %d", v);
			return rollback(s);
		}
		if (commit(s, d) < 0)
			return -1;
	}
}

struct store *store_open(const char *path, int busy_ms, struct diag *d)
{
	/* Created here rather than by SQLite, so that a new store is private to its owner from the start. */
	int fd = open(path, O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW, 0600);
	if (fd < 0) {
		diag_errno(d, "store '%s'", path);
		return NULL;
	}
	close(fd);
	struct store *s = xcalloc(1, sizeof *s);
	s->path = xstrdup(path);
	pthread_mutex_init(&s->lock, NULL);
	if (sqlite3_open_v2(path, &s->db, SQLITE_OPEN_READWRITE | SQLITE_OPEN_FULLMUTEX, NULL) != SQLITE_OK) {
		db_fail(s, d, "open");
		store_close(s);
		return NULL;
	}
	sqlite3_busy_timeout(s->db, busy_ms > 0 ? busy_ms : 5000);
	/*
	 * journal_mode answers with the mode it set: a file that is not a
	 * database fails here ("file is not a database").
	 */
	if (exec(s, "PRAGMA journal_mode = WAL; PRAGMA synchronous = FULL; PRAGMA foreign_keys = ON;", d) < 0 ||
	    migrate(s, d) < 0) {
		store_close(s);
		return NULL;
	}
	return s;
}

int store_sync_normal(struct store *s, struct diag *d)
{
	pthread_mutex_lock(&s->lock);
	int rc = exec(s, "PRAGMA synchronous = NORMAL", d);
	pthread_mutex_unlock(&s->lock);
	return rc;
}

int store_confined(struct store *s, struct diag *d)
{
	pthread_mutex_lock(&s->lock);
	unsigned char seed;
	sqlite3_randomness(1, &seed); /* reads /dev/urandom once, now, for the WAL's salts later */
	int rc = exec(s, "PRAGMA temp_store = MEMORY", d);
	pthread_mutex_unlock(&s->lock);
	return rc;
}

void store_close(struct store *s)
{
	if (!s)
		return;
	sqlite3_close(s->db);
	pthread_mutex_destroy(&s->lock);
	free(s->path);
	free(s);
}

int store_schema_version(struct store *s, struct diag *d)
{
	pthread_mutex_lock(&s->lock);
	int v = user_version(s, d);
	pthread_mutex_unlock(&s->lock);
	return v;
}

/* Submissions. */

static int add_submission(struct store *s, const struct store_submission *sub, long long *id, struct diag *d)
{
	sqlite3_stmt *st = prepare(s,
	                           "INSERT INTO submissions(team_id, problem_id, language, entry_point, time_ms)"
	                           " VALUES(?, ?, ?, ?, ?)",
	                           d);
	if (!st)
		return -1;
	sqlite3_bind_text(st, 1, sub->team_id, -1, SQLITE_STATIC);
	sqlite3_bind_text(st, 2, sub->problem_id, -1, SQLITE_STATIC);
	sqlite3_bind_text(st, 3, sub->language, -1, SQLITE_STATIC);
	sqlite3_bind_text(st, 4, sub->entry_point, -1, SQLITE_STATIC);
	sqlite3_bind_int64(st, 5, sub->time_ms ? sub->time_ms : store_now_ms());
	if (step_done(s, st, "adding a submission", d) < 0)
		return -1;
	*id = sqlite3_last_insert_rowid(s->db);
	for (size_t i = 0; i < sub->nfiles; i++) {
		st = prepare(s, "INSERT INTO submission_files(submission_id, name, data) VALUES(?, ?, ?)", d);
		if (!st)
			return -1;
		sqlite3_bind_int64(st, 1, *id);
		sqlite3_bind_text(st, 2, sub->files[i].name, -1, SQLITE_STATIC);
		/* A zero-length blob needs a non-NULL pointer, or SQLite stores NULL. */
		sqlite3_bind_blob64(st, 3, sub->files[i].data ? (const void *)sub->files[i].data : "",
		                    sub->files[i].len, SQLITE_STATIC);
		if (step_done(s, st, "adding a submission's file", d) < 0)
			return -1;
	}
	return 0;
}

long long store_submission_add(struct store *s, const struct store_submission *sub, struct diag *d)
{
	long long id = -1;
	pthread_mutex_lock(&s->lock);
	if (begin(s, d) < 0)
		goto out;
	if (add_submission(s, sub, &id, d) < 0) {
		id = rollback(s);
		goto out;
	}
	if (commit(s, d) < 0)
		id = -1;
out:
	pthread_mutex_unlock(&s->lock);
	return id;
}

#define SUBMISSION_COLUMNS "s.id, s.team_id, s.problem_id, s.language, s.entry_point, s.time_ms"

static void read_submission(sqlite3_stmt *st, struct store_submission *sub)
{
	memset(sub, 0, sizeof *sub);
	sub->id = sqlite3_column_int64(st, 0);
	copy_text(sub->team_id, sizeof sub->team_id, st, 1);
	copy_text(sub->problem_id, sizeof sub->problem_id, st, 2);
	copy_text(sub->language, sizeof sub->language, st, 3);
	copy_text(sub->entry_point, sizeof sub->entry_point, st, 4);
	sub->time_ms = sqlite3_column_int64(st, 5);
}

/*
 * Steps st (which it finalizes) to its end, each row read by read into a
 * growing array of items of size bytes at *out (*n of them). -1 after
 * db_fail() saying what, the rows read so far left for the caller to free.
 */
static int read_rows(struct store *s, sqlite3_stmt *st, size_t size, void (*read)(sqlite3_stmt *, void *), void **out,
                     size_t *n, const char *what, struct diag *d)
{
	size_t cap = 0;
	int rc;
	while ((rc = sqlite3_step(st)) == SQLITE_ROW) {
		if (*n == cap) {
			cap = cap ? 2 * cap : 16;
			*out = xrealloc(*out, cap * size);
		}
		void *item = (char *)*out + (*n)++ * size;
		memset(item, 0, size);
		read(st, item);
	}
	sqlite3_finalize(st);
	return rc == SQLITE_DONE ? 0 : db_fail(s, d, what);
}

static void read_file_row(sqlite3_stmt *st, void *item)
{
	struct store_file *f = item;
	copy_text(f->name, sizeof f->name, st, 0);
	f->len = (size_t)sqlite3_column_bytes(st, 1);
	f->data = xmalloc(f->len + 1);
	if (f->len)
		memcpy(f->data, sqlite3_column_blob(st, 1), f->len);
	f->data[f->len] = 0;
}

static int read_files(struct store *s, struct store_submission *sub, struct diag *d)
{
	sqlite3_stmt *st =
	        prepare(s, "SELECT name, data FROM submission_files WHERE submission_id = ? ORDER BY rowid", d);
	if (!st)
		return -1;
	sqlite3_bind_int64(st, 1, sub->id);
	return read_rows(s, st, sizeof *sub->files, read_file_row, (void **)&sub->files, &sub->nfiles,
	                 "reading a submission's files", d);
}

/* One submission by id, with or without its files; the caller holds the lock. */
static int get_submission(struct store *s, long long id, int with_files, struct store_submission *out, struct diag *d)
{
	memset(out, 0, sizeof *out);
	sqlite3_stmt *st = prepare(s, "SELECT " SUBMISSION_COLUMNS " FROM submissions s WHERE s.id = ?", d);
	if (!st)
		return -1;
	sqlite3_bind_int64(st, 1, id);
	int rc = sqlite3_step(st);
	if (rc == SQLITE_ROW)
		read_submission(st, out);
	sqlite3_finalize(st);
	if (rc == SQLITE_DONE)
		return 0;
	if (rc != SQLITE_ROW)
		return db_fail(s, d, "reading a submission");
	if (with_files && read_files(s, out, d) < 0) {
		store_submission_free(out);
		return -1;
	}
	return 1;
}

int store_submission_get(struct store *s, long long id, int with_files, struct store_submission *out, struct diag *d)
{
	pthread_mutex_lock(&s->lock);
	int rc = get_submission(s, id, with_files, out, d);
	pthread_mutex_unlock(&s->lock);
	return rc;
}

void store_submission_free(struct store_submission *sub)
{
	if (!sub)
		return;
	for (size_t i = 0; i < sub->nfiles; i++)
		free(sub->files[i].data);
	free(sub->files);
	sub->files = NULL;
	sub->nfiles = 0;
}

/* Binds a filter's four parameters, in the order the WHERE clauses below use them. */
static void bind_filter(sqlite3_stmt *st, const struct store_filter *f)
{
	static const struct store_filter all;
	if (!f)
		f = &all;
	sqlite3_bind_text(st, 1, f->team_id ? f->team_id : "", -1, SQLITE_STATIC);
	sqlite3_bind_text(st, 2, f->problem_id ? f->problem_id : "", -1, SQLITE_STATIC);
	sqlite3_bind_int64(st, 3, f->submission_id);
	sqlite3_bind_int64(st, 4, f->after_id);
}

#define FILTER_WHERE(idcol)                                                                                            \
	" WHERE (?1 = '' OR s.team_id = ?1) AND (?2 = '' OR s.problem_id = ?2) AND (?3 = 0 OR s.id = ?3)"              \
	" AND " idcol " > ?4"

static void read_submission_row(sqlite3_stmt *st, void *item)
{
	read_submission(st, item);
}

int store_submissions_list(struct store *s, const struct store_filter *f, struct store_submission **out, size_t *n,
                           struct diag *d)
{
	*out = NULL;
	*n = 0;
	pthread_mutex_lock(&s->lock);
	int ret = -1;
	sqlite3_stmt *st =
	        prepare(s, "SELECT " SUBMISSION_COLUMNS " FROM submissions s" FILTER_WHERE("s.id") " ORDER BY s.id", d);
	if (!st)
		goto out;
	bind_filter(st, f);
	if (read_rows(s, st, sizeof **out, read_submission_row, (void **)out, n, "listing submissions", d) < 0) {
		store_submissions_free(*out, *n);
		*out = NULL;
		*n = 0;
		goto out;
	}
	ret = 0;
out:
	pthread_mutex_unlock(&s->lock);
	return ret;
}

void store_submissions_free(struct store_submission *list, size_t n)
{
	for (size_t i = 0; i < n; i++)
		store_submission_free(&list[i]);
	free(list);
}

/* Judgements. */

#define JUDGEMENT_COLUMNS                                                                                              \
	"j.id, j.submission_id, j.claimed_by, j.started_ms, j.ended_ms, j.verdict, j.time_ms, j.memory_kb,"            \
	" j.valid, j.compile_log"

static void read_judgement(sqlite3_stmt *st, struct store_judgement *j)
{
	memset(j, 0, sizeof *j);
	j->id = sqlite3_column_int64(st, 0);
	j->submission_id = sqlite3_column_int64(st, 1);
	copy_text(j->claimed_by, sizeof j->claimed_by, st, 2);
	j->started_ms = sqlite3_column_int64(st, 3);
	j->ended_ms = sqlite3_column_int64(st, 4);
	copy_text(j->verdict, sizeof j->verdict, st, 5);
	j->time_ms = (long)sqlite3_column_int64(st, 6);
	j->memory_kb = (long)sqlite3_column_int64(st, 7);
	j->valid = sqlite3_column_int(st, 8);
	j->compile_log = dup_text(st, 9);
}

static int get_judgement(struct store *s, const char *where, long long id, struct store_judgement *out, struct diag *d)
{
	memset(out, 0, sizeof *out);
	char *sql = xasprintf("SELECT " JUDGEMENT_COLUMNS " FROM judgements j WHERE %s", where);
	sqlite3_stmt *st = prepare(s, sql, d);
	free(sql);
	if (!st)
		return -1;
	sqlite3_bind_int64(st, 1, id);
	int rc = sqlite3_step(st);
	if (rc == SQLITE_ROW)
		read_judgement(st, out);
	sqlite3_finalize(st);
	if (rc == SQLITE_ROW)
		return 1;
	if (rc == SQLITE_DONE)
		return 0;
	return db_fail(s, d, "reading a judgement");
}

int store_judgement_current(struct store *s, long long submission_id, struct store_judgement *out, struct diag *d)
{
	pthread_mutex_lock(&s->lock);
	int rc = get_judgement(s, "j.submission_id = ?1 AND j.valid = 1", submission_id, out, d);
	pthread_mutex_unlock(&s->lock);
	return rc;
}

static void read_judgement_row(sqlite3_stmt *st, void *item)
{
	read_judgement(st, item);
}

int store_judgements_list(struct store *s, const struct store_filter *f, struct store_judgement **out, size_t *n,
                          struct diag *d)
{
	*out = NULL;
	*n = 0;
	pthread_mutex_lock(&s->lock);
	int ret = -1;
	sqlite3_stmt *st = prepare(s,
	                           "SELECT " JUDGEMENT_COLUMNS " FROM judgements j JOIN submissions s"
	                           " ON s.id = j.submission_id" FILTER_WHERE("j.id") " ORDER BY j.id",
	                           d);
	if (!st)
		goto out;
	bind_filter(st, f);
	if (read_rows(s, st, sizeof **out, read_judgement_row, (void **)out, n, "listing judgements", d) < 0) {
		store_judgements_free(*out, *n);
		*out = NULL;
		*n = 0;
		goto out;
	}
	ret = 0;
out:
	pthread_mutex_unlock(&s->lock);
	return ret;
}

void store_judgement_free(struct store_judgement *j)
{
	if (!j)
		return;
	free(j->compile_log);
	j->compile_log = NULL;
}

void store_judgements_free(struct store_judgement *list, size_t n)
{
	for (size_t i = 0; i < n; i++)
		store_judgement_free(&list[i]);
	free(list);
}

/* Runs. */

/* Inserts one run inside the caller's transaction; its id, or -1. */
static long long insert_run(struct store *s, const struct store_run *r, struct diag *d)
{
	sqlite3_stmt *st = prepare(s,
	                           "INSERT INTO runs(judgement_id, ordinal, test, sample, verdict, time_ms, wall_ms,"
	                           " memory_kb, ended_ms, message) VALUES(?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
	                           d);
	if (!st)
		return -1;
	sqlite3_bind_int64(st, 1, r->judgement_id);
	sqlite3_bind_int(st, 2, r->ordinal);
	sqlite3_bind_text(st, 3, r->test, -1, SQLITE_STATIC);
	sqlite3_bind_int(st, 4, r->sample);
	sqlite3_bind_text(st, 5, r->verdict, -1, SQLITE_STATIC);
	sqlite3_bind_int64(st, 6, r->time_ms);
	sqlite3_bind_int64(st, 7, r->wall_ms);
	sqlite3_bind_int64(st, 8, r->memory_kb);
	sqlite3_bind_int64(st, 9, r->ended_ms ? r->ended_ms : store_now_ms());
	if (r->message)
		sqlite3_bind_text(st, 10, r->message, -1, SQLITE_STATIC);
	else
		sqlite3_bind_null(st, 10);
	/* The foreign key refuses a run of a judgement that does not exist. */
	if (step_done(s, st, "adding a run", d) < 0)
		return -1;
	return sqlite3_last_insert_rowid(s->db);
}

long long store_run_add(struct store *s, const struct store_run *r, struct diag *d)
{
	long long id = -1;
	pthread_mutex_lock(&s->lock);
	if (begin(s, d) < 0)
		goto out;
	id = insert_run(s, r, d);
	if (id < 0)
		rollback(s);
	else if (commit(s, d) < 0)
		id = -1;
out:
	pthread_mutex_unlock(&s->lock);
	return id;
}

static void read_run_row(sqlite3_stmt *st, void *item)
{
	struct store_run *r = item;
	r->id = sqlite3_column_int64(st, 0);
	r->judgement_id = sqlite3_column_int64(st, 1);
	r->ordinal = sqlite3_column_int(st, 2);
	copy_text(r->test, sizeof r->test, st, 3);
	r->sample = sqlite3_column_int(st, 4);
	copy_text(r->verdict, sizeof r->verdict, st, 5);
	r->time_ms = (long)sqlite3_column_int64(st, 6);
	r->wall_ms = (long)sqlite3_column_int64(st, 7);
	r->memory_kb = (long)sqlite3_column_int64(st, 8);
	r->ended_ms = sqlite3_column_int64(st, 9);
	r->message = dup_text(st, 10);
}

int store_runs_list(struct store *s, long long judgement_id, struct store_run **out, size_t *n, struct diag *d)
{
	*out = NULL;
	*n = 0;
	pthread_mutex_lock(&s->lock);
	int ret = -1;
	sqlite3_stmt *st =
	        prepare(s,
	                "SELECT id, judgement_id, ordinal, test, sample, verdict, time_ms, wall_ms, memory_kb,"
	                " ended_ms, message FROM runs WHERE judgement_id = ? ORDER BY ordinal, id",
	                d);
	if (!st)
		goto out;
	sqlite3_bind_int64(st, 1, judgement_id);
	if (read_rows(s, st, sizeof **out, read_run_row, (void **)out, n, "listing runs", d) < 0) {
		store_runs_free(*out, *n);
		*out = NULL;
		*n = 0;
		goto out;
	}
	ret = 0;
out:
	pthread_mutex_unlock(&s->lock);
	return ret;
}

void store_runs_free(struct store_run *list, size_t n)
{
	for (size_t i = 0; i < n; i++)
		free(list[i].message);
	free(list);
}

/* The worker's side. */

/* Inside a transaction: the oldest waiting submission's id, 0 for none, -1 on error. */
static long long oldest_waiting(struct store *s, struct diag *d)
{
	sqlite3_stmt *st = prepare(s,
	                           "SELECT s.id FROM submissions s WHERE NOT EXISTS (SELECT 1 FROM judgements j"
	                           " WHERE j.submission_id = s.id AND j.valid = 1) ORDER BY s.id LIMIT 1",
	                           d);
	if (!st)
		return -1;
	int rc = sqlite3_step(st);
	long long id = rc == SQLITE_ROW ? sqlite3_column_int64(st, 0) : 0;
	sqlite3_finalize(st);
	if (rc != SQLITE_ROW && rc != SQLITE_DONE)
		return db_fail(s, d, "finding a waiting submission");
	return id;
}

static int claim_locked(struct store *s, const char *worker, struct store_submission *sub, struct store_judgement *j,
                        struct diag *d)
{
	if (begin(s, d) < 0)
		return -1;
	long long sid = oldest_waiting(s, d);
	if (sid <= 0) {
		rollback(s);
		return (int)sid;
	}
	sqlite3_stmt *st =
	        prepare(s, "INSERT INTO judgements(submission_id, claimed_by, started_ms) VALUES(?, ?, ?)", d);
	if (!st)
		return rollback(s);
	sqlite3_bind_int64(st, 1, sid);
	sqlite3_bind_text(st, 2, worker, -1, SQLITE_STATIC);
	sqlite3_bind_int64(st, 3, store_now_ms());
	if (step_done(s, st, "claiming a submission", d) < 0)
		return rollback(s);
	long long jid = sqlite3_last_insert_rowid(s->db);
	if (get_submission(s, sid, 1, sub, d) != 1 || get_judgement(s, "j.id = ?1", jid, j, d) != 1) {
		store_submission_free(sub);
		return rollback(s);
	}
	if (commit(s, d) < 0) {
		store_submission_free(sub);
		store_judgement_free(j);
		return -1;
	}
	return 1;
}

int store_claim(struct store *s, const char *worker, struct store_submission *sub, struct store_judgement *j,
                struct diag *d)
{
	memset(sub, 0, sizeof *sub);
	memset(j, 0, sizeof *j);
	pthread_mutex_lock(&s->lock);
	int rc = claim_locked(s, worker, sub, j, d);
	pthread_mutex_unlock(&s->lock);
	return rc;
}

/* One write statement with up to two int64 and two text parameters, in its own transaction; the rows it changed. */
static int write_one(struct store *s, const char *sql, long long a, long long b, const char *t1, const char *t2,
                     const char *what, struct diag *d)
{
	pthread_mutex_lock(&s->lock);
	int ret = -1;
	if (begin(s, d) < 0)
		goto out;
	sqlite3_stmt *st = prepare(s, sql, d);
	if (!st) {
		rollback(s);
		goto out;
	}
	int np = sqlite3_bind_parameter_count(st);
	if (np >= 1)
		sqlite3_bind_int64(st, 1, a);
	if (np >= 2)
		sqlite3_bind_int64(st, 2, b);
	if (np >= 3)
		sqlite3_bind_text(st, 3, t1, -1, SQLITE_STATIC);
	if (np >= 4)
		sqlite3_bind_text(st, 4, t2, -1, SQLITE_STATIC);
	if (step_done(s, st, what, d) < 0) {
		rollback(s);
		goto out;
	}
	ret = sqlite3_changes(s->db);
	if (commit(s, d) < 0)
		ret = -1;
out:
	pthread_mutex_unlock(&s->lock);
	return ret;
}

/* Finishes judgement id inside the caller's transaction. */
static int finish_judgement(struct store *s, long long id, const char *verdict, long time_ms, long memory_kb,
                            const char *compile_log, struct diag *d)
{
	sqlite3_stmt *st = prepare(s,
	                           "UPDATE judgements SET ended_ms = ?, verdict = ?, time_ms = ?, memory_kb = ?,"
	                           " compile_log = ? WHERE id = ?",
	                           d);
	if (!st)
		return -1;
	sqlite3_bind_int64(st, 1, store_now_ms());
	sqlite3_bind_text(st, 2, verdict, -1, SQLITE_STATIC);
	sqlite3_bind_int64(st, 3, time_ms);
	sqlite3_bind_int64(st, 4, memory_kb);
	if (compile_log)
		sqlite3_bind_text(st, 5, compile_log, -1, SQLITE_STATIC);
	else
		sqlite3_bind_null(st, 5);
	sqlite3_bind_int64(st, 6, id);
	if (step_done(s, st, "finishing a judgement", d) < 0)
		return -1;
	if (sqlite3_changes(s->db) != 1) {
		diag_set(d, "store '%s': no judgement %lld", s->path, id);
		return -1;
	}
	return 0;
}

int store_judgement_complete(struct store *s, long long id, const char *verdict, long time_ms, long memory_kb,
                             const char *compile_log, const struct store_run *runs, size_t nruns, struct diag *d)
{
	pthread_mutex_lock(&s->lock);
	int ret = -1;
	if (begin(s, d) < 0)
		goto out;
	if (finish_judgement(s, id, verdict, time_ms, memory_kb, compile_log, d) < 0) {
		rollback(s);
		goto out;
	}
	for (size_t i = 0; i < nruns; i++) {
		struct store_run r = runs[i];
		r.judgement_id = id;
		if (insert_run(s, &r, d) < 0) {
			rollback(s);
			goto out;
		}
	}
	ret = commit(s, d);
out:
	pthread_mutex_unlock(&s->lock);
	return ret;
}

int store_judgement_finish(struct store *s, long long id, const char *verdict, long time_ms, long memory_kb,
                           const char *compile_log, struct diag *d)
{
	return store_judgement_complete(s, id, verdict, time_ms, memory_kb, compile_log, NULL, 0, d);
}

int store_release(struct store *s, const char *worker, struct diag *d)
{
	return write_one(s,
	                 "UPDATE judgements SET valid = 0 WHERE valid = 1 AND ended_ms IS NULL"
	                 " AND (?3 = '' OR claimed_by = ?3)",
	                 0, 0, worker ? worker : "", NULL, "releasing judgements", d);
}

int store_rejudge(struct store *s, long long submission_id, const char *problem_id, struct diag *d)
{
	if (submission_id > 0)
		return write_one(s, "UPDATE judgements SET valid = 0 WHERE valid = 1 AND submission_id = ?1",
		                 submission_id, 0, NULL, NULL, "rejudging", d);
	return write_one(s,
	                 "UPDATE judgements SET valid = 0 WHERE valid = 1 AND submission_id IN"
	                 " (SELECT id FROM submissions WHERE problem_id = ?3)",
	                 0, 0, problem_id ? problem_id : "", NULL, "rejudging", d);
}

long long store_pending(struct store *s, struct diag *d)
{
	pthread_mutex_lock(&s->lock);
	long long n = -1;
	sqlite3_stmt *st = prepare(s,
	                           "SELECT count(*) FROM submissions s WHERE NOT EXISTS (SELECT 1 FROM judgements j"
	                           " WHERE j.submission_id = s.id AND j.valid = 1 AND j.ended_ms IS NOT NULL)",
	                           d);
	if (st) {
		if (sqlite3_step(st) == SQLITE_ROW)
			n = sqlite3_column_int64(st, 0);
		else
			db_fail(s, d, "counting waiting submissions");
		sqlite3_finalize(st);
	}
	pthread_mutex_unlock(&s->lock);
	return n;
}

/* State. */

int store_state_get(struct store *s, const char *name, long long *value, struct diag *d)
{
	pthread_mutex_lock(&s->lock);
	int ret = -1;
	sqlite3_stmt *st = prepare(s, "SELECT value FROM state WHERE name = ?", d);
	if (st) {
		sqlite3_bind_text(st, 1, name, -1, SQLITE_STATIC);
		int rc = sqlite3_step(st);
		if (rc == SQLITE_ROW) {
			*value = sqlite3_column_int64(st, 0);
			ret = 1;
		} else if (rc == SQLITE_DONE) {
			ret = 0;
		} else {
			db_fail(s, d, "reading the state");
		}
		sqlite3_finalize(st);
	}
	pthread_mutex_unlock(&s->lock);
	return ret;
}

int store_state_set(struct store *s, const char *name, long long value, struct diag *d)
{
	int rc =
	        write_one(s, "INSERT INTO state(name, value) VALUES(?3, ?1) ON CONFLICT(name) DO UPDATE SET value = ?1",
	                  value, 0, name, NULL, "setting the state", d);
	return rc < 0 ? -1 : 0;
}

int store_state_clear(struct store *s, const char *name, struct diag *d)
{
	int rc = write_one(s, "DELETE FROM state WHERE name = ?3", 0, 0, name, NULL, "clearing the state", d);
	return rc < 0 ? -1 : 0;
}

/* The clock. */

/* Inside the caller's transaction: sets name to value unless it is set; 1 set, 0 it was, -1 error. */
static int clock_set_locked(struct store *s, const char *name, long long value, const char *action, const char *who,
                            const char *what, struct diag *d)
{
	sqlite3_stmt *st = prepare(s, "INSERT INTO state(name, value) VALUES(?, ?) ON CONFLICT(name) DO NOTHING", d);
	if (!st)
		return -1;
	sqlite3_bind_text(st, 1, name, -1, SQLITE_STATIC);
	sqlite3_bind_int64(st, 2, value);
	if (step_done(s, st, "setting the clock", d) < 0)
		return -1;
	if (sqlite3_changes(s->db) == 0)
		return 0;
	st = prepare(s, "INSERT INTO clock_log(time_ms, action, who, what) VALUES(?, ?, ?, ?)", d);
	if (!st)
		return -1;
	sqlite3_bind_int64(st, 1, value);
	sqlite3_bind_text(st, 2, action, -1, SQLITE_STATIC);
	sqlite3_bind_text(st, 3, who, -1, SQLITE_STATIC);
	sqlite3_bind_text(st, 4, what, -1, SQLITE_STATIC);
	return step_done(s, st, "logging the clock", d) < 0 ? -1 : 1;
}

int store_clock_set(struct store *s, const char *name, long long value, const char *action, const char *who,
                    const char *what, struct diag *d)
{
	pthread_mutex_lock(&s->lock);
	int ret = -1;
	if (begin(s, d) < 0)
		goto out;
	ret = clock_set_locked(s, name, value, action, who, what, d);
	if (ret < 0)
		rollback(s);
	else if (commit(s, d) < 0)
		ret = -1;
out:
	pthread_mutex_unlock(&s->lock);
	return ret;
}

int store_clock_log(struct store *s, struct store_clock_entry **out, size_t *n, struct diag *d)
{
	*out = NULL;
	*n = 0;
	pthread_mutex_lock(&s->lock);
	int ret = -1;
	size_t cap = 0;
	sqlite3_stmt *st = prepare(s, "SELECT id, time_ms, action, who, what FROM clock_log ORDER BY id", d);
	if (st) {
		int rc;
		while ((rc = sqlite3_step(st)) == SQLITE_ROW) {
			if (*n == cap)
				*out = xrealloc(*out, (cap = cap ? 2 * cap : 4) * sizeof **out);
			struct store_clock_entry *e = &(*out)[(*n)++];
			e->id = sqlite3_column_int64(st, 0);
			e->time_ms = sqlite3_column_int64(st, 1);
			copy_text(e->action, sizeof e->action, st, 2);
			copy_text(e->who, sizeof e->who, st, 3);
			e->what = dup_text(st, 4);
		}
		if (rc == SQLITE_DONE)
			ret = 0;
		else
			db_fail(s, d, "reading the clock's log");
		sqlite3_finalize(st);
	}
	pthread_mutex_unlock(&s->lock);
	if (ret < 0) {
		store_clock_log_free(*out, *n);
		*out = NULL;
		*n = 0;
	}
	return ret;
}

void store_clock_log_free(struct store_clock_entry *list, size_t n)
{
	for (size_t i = 0; list && i < n; i++)
		free(list[i].what);
	free(list);
}

/* Sessions. */

static int check_hash(struct store *s, size_t hash_len, struct diag *d)
{
	if (hash_len == 0 || hash_len > 64) {
		diag_set(d, "store '%s': a session hash of %zu bytes (1 to 64)", s->path, hash_len);
		return -1;
	}
	return 0;
}

/* A session statement: the hash as ?1, then an int64 ?2, a text ?3 and a blob ?4 when the statement has them. */
static int session_stmt(struct store *s, const char *sql, const unsigned char *hash, size_t hash_len, long long n,
                        const char *text, const unsigned char pw[STORE_SESSION_PW], struct store_session *out,
                        struct diag *d)
{
	int ret = -1;
	int write = out == NULL;
	if (write && begin(s, d) < 0)
		return -1;
	sqlite3_stmt *st = prepare(s, sql, d);
	if (!st)
		goto fail;
	int np = sqlite3_bind_parameter_count(st);
	if (np >= 1)
		sqlite3_bind_blob(st, 1, hash, (int)hash_len, SQLITE_STATIC);
	if (np >= 2)
		sqlite3_bind_int64(st, 2, n);
	if (np >= 3)
		sqlite3_bind_text(st, 3, text, -1, SQLITE_STATIC);
	if (np >= 4)
		sqlite3_bind_blob(st, 4, pw, STORE_SESSION_PW, SQLITE_STATIC);
	int rc = sqlite3_step(st);
	if (rc == SQLITE_ROW && out) {
		copy_text(out->username, sizeof out->username, st, 0);
		/* A row from before the password was kept has an empty one: it matches no account. */
		memset(out->password, 0, sizeof out->password);
		if (sqlite3_column_bytes(st, 1) == STORE_SESSION_PW)
			memcpy(out->password, sqlite3_column_blob(st, 1), STORE_SESSION_PW);
		ret = 1;
	} else if (rc == SQLITE_DONE) {
		ret = write ? sqlite3_changes(s->db) : 0;
	} else {
		db_fail(s, d, "a session");
	}
	sqlite3_finalize(st);
	if (ret < 0)
		goto fail;
	if (write && commit(s, d) < 0)
		return -1;
	return ret;
fail:
	if (write)
		rollback(s);
	return -1;
}

int store_session_add(struct store *s, const unsigned char *hash, size_t hash_len, const char *username,
                      const unsigned char password[STORE_SESSION_PW], long long expires_ms, struct diag *d)
{
	if (check_hash(s, hash_len, d) < 0)
		return -1;
	pthread_mutex_lock(&s->lock);
	int rc = session_stmt(s,
	                      "INSERT OR REPLACE INTO sessions(hash, expires_ms, username, password)"
	                      " VALUES(?1, ?2, ?3, ?4)",
	                      hash, hash_len, expires_ms, username, password, NULL, d);
	pthread_mutex_unlock(&s->lock);
	return rc < 0 ? -1 : 0;
}

int store_session_get(struct store *s, const unsigned char *hash, size_t hash_len, long long now_ms,
                      struct store_session *out, struct diag *d)
{
	if (check_hash(s, hash_len, d) < 0)
		return -1;
	pthread_mutex_lock(&s->lock);
	*out = (struct store_session){ 0 };
	int rc = session_stmt(s, "SELECT username, password FROM sessions WHERE hash = ?1 AND expires_ms > ?2", hash,
	                      hash_len, now_ms, NULL, NULL, out, d);
	pthread_mutex_unlock(&s->lock);
	return rc;
}

int store_session_delete(struct store *s, const unsigned char *hash, size_t hash_len, struct diag *d)
{
	if (check_hash(s, hash_len, d) < 0)
		return -1;
	pthread_mutex_lock(&s->lock);
	int rc = session_stmt(s, "DELETE FROM sessions WHERE hash = ?1", hash, hash_len, 0, NULL, NULL, NULL, d);
	pthread_mutex_unlock(&s->lock);
	return rc < 0 ? -1 : 0;
}

int store_sessions_expire(struct store *s, long long now_ms, struct diag *d)
{
	return write_one(s, "DELETE FROM sessions WHERE expires_ms <= ?1", now_ms, 0, NULL, NULL, "expiring sessions",
	                 d);
}

/* Failed logins. */

int store_failure_get(struct store *s, const char *key, long long *count, long long *until_ms, struct diag *d)
{
	pthread_mutex_lock(&s->lock);
	int ret = -1;
	sqlite3_stmt *st = prepare(s, "SELECT count, until_ms FROM login_failures WHERE key = ?", d);
	if (st) {
		sqlite3_bind_text(st, 1, key, -1, SQLITE_STATIC);
		int rc = sqlite3_step(st);
		if (rc == SQLITE_ROW) {
			*count = sqlite3_column_int64(st, 0);
			*until_ms = sqlite3_column_int64(st, 1);
			ret = 1;
		} else if (rc == SQLITE_DONE) {
			ret = 0;
		} else {
			db_fail(s, d, "reading failed logins");
		}
		sqlite3_finalize(st);
	}
	pthread_mutex_unlock(&s->lock);
	return ret;
}

int store_failure_set(struct store *s, const char *key, long long count, long long until_ms, struct diag *d)
{
	int rc = write_one(s,
	                   "INSERT INTO login_failures(key, count, until_ms) VALUES(?3, ?1, ?2)"
	                   " ON CONFLICT(key) DO UPDATE SET count = ?1, until_ms = ?2",
	                   count, until_ms, key, NULL, "a failed login", d);
	return rc < 0 ? -1 : 0;
}

int store_failure_clear(struct store *s, const char *key, struct diag *d)
{
	int rc = write_one(s, "DELETE FROM login_failures WHERE key = ?3", 0, 0, key, NULL, "a failed login", d);
	return rc < 0 ? -1 : 0;
}

int store_failures_expire(struct store *s, long long before_ms, struct diag *d)
{
	return write_one(s, "DELETE FROM login_failures WHERE until_ms < ?1", before_ms, 0, NULL, NULL,
	                 "expiring failed logins", d);
}

/* Explore results and hints. */

/* Binds text or NULL. */
static void bind_text_or_null(sqlite3_stmt *st, int i, const char *t)
{
	if (t)
		sqlite3_bind_text(st, i, t, -1, SQLITE_STATIC);
	else
		sqlite3_bind_null(st, i);
}

/* One prepared write in its own transaction (the statement's parameters bound by the caller's bind). */
static int write_stmt(struct store *s, const char *sql, void (*bind)(sqlite3_stmt *, const void *), const void *arg,
                      const char *what, struct diag *d)
{
	pthread_mutex_lock(&s->lock);
	int ret = -1;
	if (begin(s, d) < 0)
		goto out;
	sqlite3_stmt *st = prepare(s, sql, d);
	if (!st) {
		rollback(s);
		goto out;
	}
	bind(st, arg);
	if (step_done(s, st, what, d) < 0) {
		rollback(s);
		goto out;
	}
	ret = commit(s, d);
out:
	pthread_mutex_unlock(&s->lock);
	return ret;
}

static void bind_explore(sqlite3_stmt *st, const void *arg)
{
	const struct store_explore *e = arg;
	sqlite3_bind_text(st, 1, e->problem_id, -1, SQLITE_STATIC);
	sqlite3_bind_int64(st, 2, e->ended_ms ? e->ended_ms : store_now_ms());
	bind_text_or_null(st, 3, e->error);
	sqlite3_bind_int(st, 4, e->dims);
	sqlite3_bind_int(st, 5, e->sg);
	for (int i = 0; i < 2; i++) {
		sqlite3_bind_int64(st, 6 + 2 * i, e->lo[i]);
		sqlite3_bind_int64(st, 7 + 2 * i, e->hi[i]);
		bind_text_or_null(st, 10 + i, e->axes[i]);
	}
	const char *const texts[] = { e->values, e->title, e->subtitle, e->caption, e->table_text, e->findings };
	for (int i = 0; i < 6; i++)
		bind_text_or_null(st, 12 + i, texts[i]);
}

int store_explore_put(struct store *s, const struct store_explore *e, struct diag *d)
{
	return write_stmt(
	        s,
	        "INSERT OR REPLACE INTO explores(problem_id, ended_ms, error, dims, sg, lo0, hi0, lo1, hi1, axis0,"
	        " axis1, vals, title, subtitle, caption, table_text, findings)"
	        " VALUES(?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
	        bind_explore, e, "storing an explore", d);
}

/* The first row of sql (its ?1, if any: key, or id when key is NULL) into out through read; 1 found, 0 none, -1 error.
 */
static int get_row(struct store *s, const char *sql, const char *key, long long id,
                   void (*read)(sqlite3_stmt *, void *), void *out, const char *what, struct diag *d)
{
	pthread_mutex_lock(&s->lock);
	int ret = -1;
	sqlite3_stmt *st = prepare(s, sql, d);
	if (st) {
		if (sqlite3_bind_parameter_count(st) >= 1 && key)
			sqlite3_bind_text(st, 1, key, -1, SQLITE_STATIC);
		else if (sqlite3_bind_parameter_count(st) >= 1)
			sqlite3_bind_int64(st, 1, id);
		int rc = sqlite3_step(st);
		if (rc == SQLITE_ROW) {
			read(st, out);
			ret = 1;
		} else if (rc == SQLITE_DONE) {
			ret = 0;
		} else {
			db_fail(s, d, what);
		}
		sqlite3_finalize(st);
	}
	pthread_mutex_unlock(&s->lock);
	return ret;
}

static void read_explore(sqlite3_stmt *st, void *item)
{
	struct store_explore *e = item;
	copy_text(e->problem_id, sizeof e->problem_id, st, 0);
	e->ended_ms = sqlite3_column_int64(st, 1);
	e->error = dup_text(st, 2);
	e->dims = sqlite3_column_int(st, 3);
	e->sg = sqlite3_column_int(st, 4);
	for (int i = 0; i < 2; i++) {
		e->lo[i] = (long)sqlite3_column_int64(st, 5 + 2 * i);
		e->hi[i] = (long)sqlite3_column_int64(st, 6 + 2 * i);
		e->axes[i] = dup_text(st, 9 + i);
	}
	e->values = dup_text(st, 11);
	e->title = dup_text(st, 12);
	e->subtitle = dup_text(st, 13);
	e->caption = dup_text(st, 14);
	e->table_text = dup_text(st, 15);
	e->findings = dup_text(st, 16);
}

int store_explore_get(struct store *s, const char *problem_id, struct store_explore *out, struct diag *d)
{
	memset(out, 0, sizeof *out);
	return get_row(s,
	               "SELECT problem_id, ended_ms, error, dims, sg, lo0, hi0, lo1, hi1, axis0, axis1, vals, title,"
	               " subtitle, caption, table_text, findings FROM explores WHERE problem_id = ?",
	               problem_id, 0, read_explore, out, "reading an explore", d);
}

void store_explore_free(struct store_explore *e)
{
	if (!e)
		return;
	char **texts[] = { &e->error,    &e->axes[0], &e->axes[1],    &e->values,  &e->title,
		           &e->subtitle, &e->caption, &e->table_text, &e->findings };
	for (size_t i = 0; i < sizeof texts / sizeof *texts; i++) {
		free(*texts[i]);
		*texts[i] = NULL;
	}
}

static void bind_disagreement(sqlite3_stmt *st, const void *arg)
{
	const struct store_disagreement *g = arg;
	sqlite3_bind_int64(st, 1, g->submission_id);
	sqlite3_bind_int64(st, 2, g->ended_ms ? g->ended_ms : store_now_ms());
	bind_text_or_null(st, 3, g->error);
	sqlite3_bind_text(st, 4, g->run_verdict, -1, SQLITE_STATIC);
	sqlite3_bind_int64(st, 5, g->asked);
	sqlite3_bind_int64(st, 6, g->wrong);
	sqlite3_bind_int64(st, 7, g->missing);
	bind_text_or_null(st, 8, g->marks);
	bind_text_or_null(st, 9, g->positions);
	bind_text_or_null(st, 10, g->hint_at);
	bind_text_or_null(st, 11, g->hint_note);
}

int store_disagreement_put(struct store *s, const struct store_disagreement *g, struct diag *d)
{
	return write_stmt(
	        s,
	        "INSERT OR REPLACE INTO disagreements(submission_id, ended_ms, error, run_verdict, asked, wrong,"
	        " missing, marks, positions, hint_at, hint_note) VALUES(?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
	        bind_disagreement, g, "storing disagreements", d);
}

static void read_disagreement(sqlite3_stmt *st, void *item)
{
	struct store_disagreement *g = item;
	g->submission_id = sqlite3_column_int64(st, 0);
	g->ended_ms = sqlite3_column_int64(st, 1);
	g->error = dup_text(st, 2);
	copy_text(g->run_verdict, sizeof g->run_verdict, st, 3);
	g->asked = (long)sqlite3_column_int64(st, 4);
	g->wrong = (long)sqlite3_column_int64(st, 5);
	g->missing = (long)sqlite3_column_int64(st, 6);
	g->marks = dup_text(st, 7);
	g->positions = dup_text(st, 8);
	g->hint_at = dup_text(st, 9);
	g->hint_note = dup_text(st, 10);
}

int store_disagreement_get(struct store *s, long long submission_id, struct store_disagreement *out, struct diag *d)
{
	memset(out, 0, sizeof *out);
	return get_row(s,
	               "SELECT submission_id, ended_ms, error, run_verdict, asked, wrong, missing, marks, positions,"
	               " hint_at, hint_note FROM disagreements WHERE submission_id = ?",
	               NULL, submission_id, read_disagreement, out, "reading disagreements", d);
}

void store_disagreement_free(struct store_disagreement *g)
{
	if (!g)
		return;
	free(g->error);
	free(g->marks);
	free(g->positions);
	free(g->hint_at);
	free(g->hint_note);
	g->error = g->marks = g->positions = g->hint_at = g->hint_note = NULL;
}

static void read_id(sqlite3_stmt *st, void *item)
{
	*(long long *)item = sqlite3_column_int64(st, 0);
}

long long store_disagreement_next(struct store *s, struct diag *d)
{
	long long id = 0;
	int rc = get_row(s,
	                 "SELECT s.id FROM submissions s JOIN judgements j ON j.submission_id = s.id AND j.valid = 1"
	                 " JOIN explores e ON e.problem_id = s.problem_id AND e.error IS NULL"
	                 " WHERE j.ended_ms IS NOT NULL AND j.verdict NOT IN ('CE', 'JE')"
	                 " AND NOT EXISTS (SELECT 1 FROM disagreements g WHERE g.submission_id = s.id)"
	                 " ORDER BY j.verdict = 'AC', s.id DESC LIMIT 1",
	                 NULL, 0, read_id, &id, "finding a submission to explore", d);
	return rc < 0 ? -1 : id;
}

struct hint_args {
	const char *team_id, *problem_id;
	long long submission_id;
};

static void bind_hint(sqlite3_stmt *st, const void *arg)
{
	const struct hint_args *h = arg;
	sqlite3_bind_text(st, 1, h->team_id, -1, SQLITE_STATIC);
	sqlite3_bind_text(st, 2, h->problem_id, -1, SQLITE_STATIC);
	sqlite3_bind_int64(st, 3, h->submission_id);
	sqlite3_bind_int64(st, 4, store_now_ms());
}

static void read_hint(sqlite3_stmt *st, void *item)
{
	struct store_hint *h = item;
	h->id = sqlite3_column_int64(st, 0);
	copy_text(h->team_id, sizeof h->team_id, st, 1);
	copy_text(h->problem_id, sizeof h->problem_id, st, 2);
	h->submission_id = sqlite3_column_int64(st, 3);
	h->time_ms = sqlite3_column_int64(st, 4);
}

long long store_hint_add(struct store *s, const char *team_id, const char *problem_id, long long submission_id,
                         struct diag *d)
{
	struct hint_args h = { team_id, problem_id, submission_id };
	/* The unique (team, submission) pair makes a second take of one hint a no-op, so it is counted once. */
	if (write_stmt(s, "INSERT OR IGNORE INTO hints(team_id, problem_id, submission_id, time_ms) VALUES(?, ?, ?, ?)",
	               bind_hint, &h, "recording a hint", d) < 0)
		return -1;
	struct store_hint row = { 0 };
	int rc = get_row(s,
	                 "SELECT id, team_id, problem_id, submission_id, time_ms FROM hints"
	                 " WHERE submission_id = ?1 ORDER BY id LIMIT 1",
	                 NULL, submission_id, read_hint, &row, "reading a hint", d);
	if (rc == 0)
		diag_set(d, "store '%s': the hint about submission %lld was not recorded", s->path, submission_id);
	return rc == 1 ? row.id : -1;
}

int store_hints_list(struct store *s, const char *team_id, const char *problem_id, struct store_hint **out, size_t *n,
                     struct diag *d)
{
	*out = NULL;
	*n = 0;
	pthread_mutex_lock(&s->lock);
	int ret = -1;
	sqlite3_stmt *st = prepare(s,
	                           "SELECT id, team_id, problem_id, submission_id, time_ms FROM hints"
	                           " WHERE (?1 = '' OR team_id = ?1) AND (?2 = '' OR problem_id = ?2) ORDER BY id",
	                           d);
	if (st) {
		sqlite3_bind_text(st, 1, team_id ? team_id : "", -1, SQLITE_STATIC);
		sqlite3_bind_text(st, 2, problem_id ? problem_id : "", -1, SQLITE_STATIC);
		ret = read_rows(s, st, sizeof **out, read_hint, (void **)out, n, "listing hints", d);
		if (ret < 0) {
			free(*out);
			*out = NULL;
			*n = 0;
		}
	}
	pthread_mutex_unlock(&s->lock);
	return ret;
}

/* Games played in the browser. */

#define GAME_LIVE "state IN ('start', 'wait', 'move')"
#define GAME_COLS                                                                                                      \
	"id, owner, username, problem_id, sample, state, turn, move, screen, protocol, verdict, message, started_ms,"  \
	" updated_ms"

static void read_game_row(sqlite3_stmt *st, void *item)
{
	struct store_game *g = item;
	g->id = sqlite3_column_int64(st, 0);
	copy_text(g->owner, sizeof g->owner, st, 1);
	copy_text(g->username, sizeof g->username, st, 2);
	copy_text(g->problem_id, sizeof g->problem_id, st, 3);
	copy_text(g->sample, sizeof g->sample, st, 4);
	copy_text(g->state, sizeof g->state, st, 5);
	g->turn = sqlite3_column_int64(st, 6);
	g->move = dup_text(st, 7);
	g->screen = dup_text(st, 8);
	g->protocol = dup_text(st, 9);
	copy_text(g->verdict, sizeof g->verdict, st, 10);
	g->message = dup_text(st, 11);
	g->started_ms = sqlite3_column_int64(st, 12);
	g->updated_ms = sqlite3_column_int64(st, 13);
}

/* Inside the caller's transaction: the owner's live games given up, then the count of live games left. */
static long long games_make_room(struct store *s, const char *owner, struct diag *d)
{
	sqlite3_stmt *st = prepare(s,
	                           "UPDATE games SET state = 'gone', move = NULL, updated_ms = ?2,"
	                           " message = 'given up: another game was started in this session'"
	                           " WHERE owner = ?1 AND " GAME_LIVE,
	                           d);
	if (!st)
		return -1;
	sqlite3_bind_text(st, 1, owner, -1, SQLITE_STATIC);
	sqlite3_bind_int64(st, 2, store_now_ms());
	if (step_done(s, st, "giving up a game", d) < 0)
		return -1;
	if (!(st = prepare(s, "SELECT count(*) FROM games WHERE " GAME_LIVE, d)))
		return -1;
	long long n = sqlite3_step(st) == SQLITE_ROW ? sqlite3_column_int64(st, 0) : db_fail(s, d, "counting games");
	sqlite3_finalize(st);
	return n;
}

static long long insert_game(struct store *s, const struct store_game *g, struct diag *d)
{
	sqlite3_stmt *st =
	        prepare(s,
	                "INSERT INTO games(owner, username, problem_id, sample, state, started_ms, updated_ms)"
	                " VALUES(?1, ?2, ?3, ?4, 'start', ?5, ?5)",
	                d);
	if (!st)
		return -1;
	sqlite3_bind_text(st, 1, g->owner, -1, SQLITE_STATIC);
	sqlite3_bind_text(st, 2, g->username, -1, SQLITE_STATIC);
	sqlite3_bind_text(st, 3, g->problem_id, -1, SQLITE_STATIC);
	sqlite3_bind_text(st, 4, g->sample, -1, SQLITE_STATIC);
	sqlite3_bind_int64(st, 5, store_now_ms());
	if (step_done(s, st, "adding a game", d) < 0)
		return -1;
	return sqlite3_last_insert_rowid(s->db);
}

/* Inside the caller's transaction: the live games of the group's usernames. */
static long long games_of_group(struct store *s, const struct store_game_group *group, struct diag *d)
{
	/* One placeholder a username: a team has a few accounts. */
	char *sql = xstrdup("SELECT count(*) FROM games WHERE " GAME_LIVE " AND username IN (NULL");
	for (size_t i = 0; i < group->n; i++) {
		char *more = xasprintf("%s, ?%zu", sql, i + 1);
		free(sql);
		sql = more;
	}
	char *whole = xasprintf("%s)", sql);
	free(sql);
	sqlite3_stmt *st = prepare(s, whole, d);
	free(whole);
	if (!st)
		return -1;
	for (size_t i = 0; i < group->n; i++)
		sqlite3_bind_text(st, (int)i + 1, group->usernames[i], -1, SQLITE_STATIC);
	long long n = sqlite3_step(st) == SQLITE_ROW ? sqlite3_column_int64(st, 0) : db_fail(s, d, "counting games");
	sqlite3_finalize(st);
	return n;
}

long long store_game_add(struct store *s, const struct store_game *g, long max_live,
                         const struct store_game_group *group, struct diag *d)
{
	pthread_mutex_lock(&s->lock);
	long long id = -1;
	if (begin(s, d) < 0)
		goto out;
	long long live = games_make_room(s, g->owner, d);
	long long mine = live < 0 || !group ? 0 : games_of_group(s, group, d);
	if (live < 0 || mine < 0 || live >= max_live || (group && mine >= group->max_live)) {
		/* Full: nothing changes, not even the owner's own game. */
		id = live < 0 || mine < 0 ? -1 : live >= max_live ? 0 : STORE_GAMES_GROUP_FULL;
		rollback(s);
		goto out;
	}
	if ((id = insert_game(s, g, d)) < 0)
		rollback(s);
	else if (commit(s, d) < 0)
		id = -1;
out:
	pthread_mutex_unlock(&s->lock);
	return id;
}

int store_game_get(struct store *s, long long id, struct store_game *out, struct diag *d)
{
	memset(out, 0, sizeof *out);
	pthread_mutex_lock(&s->lock);
	int ret = -1;
	sqlite3_stmt *st = prepare(s, "SELECT " GAME_COLS " FROM games WHERE id = ?", d);
	if (st) {
		sqlite3_bind_int64(st, 1, id);
		int rc = sqlite3_step(st);
		if (rc == SQLITE_ROW)
			read_game_row(st, out), ret = 1;
		else if (rc == SQLITE_DONE)
			ret = 0;
		else
			db_fail(s, d, "reading a game");
		sqlite3_finalize(st);
	}
	pthread_mutex_unlock(&s->lock);
	return ret;
}

int store_games_live(struct store *s, struct store_game **out, size_t *n, struct diag *d)
{
	*out = NULL;
	*n = 0;
	pthread_mutex_lock(&s->lock);
	int ret = -1;
	sqlite3_stmt *st = prepare(s, "SELECT " GAME_COLS " FROM games WHERE " GAME_LIVE " ORDER BY id", d);
	if (st)
		ret = read_rows(s, st, sizeof **out, read_game_row, (void **)out, n, "listing games", d);
	pthread_mutex_unlock(&s->lock);
	return ret;
}

int store_game_move(struct store *s, long long id, long turn, const char *move, struct diag *d)
{
	return write_one(s,
	                 "UPDATE games SET state = 'move', move = ?3,"
	                 " updated_ms = CAST((julianday('now') - 2440587.5) * 86400000 AS INTEGER)"
	                 " WHERE id = ?1 AND state = 'wait' AND turn = ?2",
	                 id, turn, move, NULL, "moving in a game", d);
}

int store_game_answer(struct store *s, const struct store_game *g, struct diag *d)
{
	pthread_mutex_lock(&s->lock);
	int ret = -1;
	if (begin(s, d) < 0)
		goto out;
	sqlite3_stmt *st = prepare(s,
	                           "UPDATE games SET state = ?2, turn = ?3, move = NULL, screen = ?4, protocol = ?5,"
	                           " verdict = ?6, message = ?7, updated_ms = ?8"
	                           " WHERE id = ?1 AND state IN ('start', 'move')",
	                           d);
	if (!st) {
		rollback(s);
		goto out;
	}
	sqlite3_bind_int64(st, 1, g->id);
	sqlite3_bind_text(st, 2, g->state, -1, SQLITE_STATIC);
	sqlite3_bind_int64(st, 3, g->turn);
	sqlite3_bind_text(st, 4, g->screen ? g->screen : "", -1, SQLITE_STATIC);
	sqlite3_bind_text(st, 5, g->protocol ? g->protocol : "", -1, SQLITE_STATIC);
	sqlite3_bind_text(st, 6, g->verdict, -1, SQLITE_STATIC);
	sqlite3_bind_text(st, 7, g->message ? g->message : "", -1, SQLITE_STATIC);
	sqlite3_bind_int64(st, 8, store_now_ms());
	if (step_done(s, st, "answering a game", d) < 0) {
		rollback(s);
		goto out;
	}
	ret = sqlite3_changes(s->db);
	if (commit(s, d) < 0)
		ret = -1;
out:
	pthread_mutex_unlock(&s->lock);
	return ret;
}

int store_game_abandon(struct store *s, long long id, const char *message, struct diag *d)
{
	return write_one(s,
	                 "UPDATE games SET state = 'gone', move = NULL, message = ?3, updated_ms = ?2"
	                 " WHERE (?1 = 0 OR id = ?1) AND " GAME_LIVE,
	                 id, store_now_ms(), message, NULL, "abandoning a game", d);
}

void store_game_free(struct store_game *g)
{
	free(g->move);
	free(g->screen);
	free(g->protocol);
	free(g->message);
	memset(g, 0, sizeof *g);
}

void store_games_free(struct store_game *list, size_t n)
{
	for (size_t i = 0; i < n; i++)
		store_game_free(&list[i]);
	free(list);
}
