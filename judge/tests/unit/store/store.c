/*
 * store: the SQLite store of `judge serve`. The schema and its migration from
 * an empty file, submissions durable across close and a crash, the claim of
 * the oldest waiting submission (atomic between processes), release after a
 * crash, rejudging, runs, the clock and login sessions, explore rows and hints.
 */
#define _GNU_SOURCE
#include <check.h>
#include <dlfcn.h>
#include <sqlite3.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include "store/store.h"
#include "testutil.h"
#include "util.h"

static char *dir;

/* A fresh store file's path (the caller frees). */
static char *fresh_path(void)
{
	static int n;
	return xasprintf("%s/store-%d.db", dir, ++n);
}

static struct store *open_ok(const char *path)
{
	struct diag d;
	struct store *s = store_open(path, 0, &d);
	ck_assert_msg(s != NULL, "store_open: %s", d.msg);
	return s;
}

/* Adds a submission of one file "main.c" holding text. */
static long long add(struct store *s, const char *team, const char *problem, long long time_ms, const char *text)
{
	struct store_file f = { .name = "main.c", .data = (unsigned char *)text, .len = strlen(text) };
	struct store_submission sub = { .nfiles = 1, .files = &f, .time_ms = time_ms };
	snprintf(sub.team_id, sizeof sub.team_id, "%s", team);
	snprintf(sub.problem_id, sizeof sub.problem_id, "%s", problem);
	snprintf(sub.language, sizeof sub.language, "c");
	struct diag d;
	long long id = store_submission_add(s, &sub, &d);
	ck_assert_msg(id > 0, "store_submission_add: %s", d.msg);
	return id;
}

/* Claims as worker: the submission's id, or 0 when nothing waits. The judgement's id in *jid. */
static long long claim(struct store *s, const char *worker, long long *jid)
{
	struct store_submission sub;
	struct store_judgement j;
	struct diag d;
	int rc = store_claim(s, worker, &sub, &j, &d);
	ck_assert_msg(rc >= 0, "store_claim: %s", d.msg);
	if (rc == 0)
		return 0;
	ck_assert_int_eq(j.submission_id, sub.id);
	ck_assert_str_eq(j.claimed_by, worker);
	ck_assert_int_eq(j.valid, 1);
	ck_assert_int_eq(j.ended_ms, 0);
	ck_assert_uint_eq(sub.nfiles, 1);
	if (jid)
		*jid = j.id;
	long long id = sub.id;
	store_submission_free(&sub);
	store_judgement_free(&j);
	return id;
}

static void finish(struct store *s, long long jid, const char *verdict)
{
	struct diag d;
	ck_assert_msg(store_judgement_finish(s, jid, verdict, 12, 3400, NULL, &d) == 0, "finish: %s", d.msg);
}

START_TEST(fresh_file_has_the_schema)
{
	char *path = fresh_path();
	struct store *s = open_ok(path);
	struct diag d;
	ck_assert_int_eq(store_schema_version(s, &d), STORE_SCHEMA_VERSION);
	store_close(s);
	/* Opened again, nothing is migrated twice. */
	s = open_ok(path);
	ck_assert_int_eq(store_schema_version(s, &d), STORE_SCHEMA_VERSION);
	ck_assert_int_eq(store_pending(s, &d), 0);
	store_close(s);
	free(path);
}
END_TEST

/* A version-0 file made by SQLite itself (a table of someone's, user_version 0) is migrated. */
START_TEST(migrates_from_version_0)
{
	char *path = fresh_path();
	sqlite3 *db;
	ck_assert_int_eq(sqlite3_open(path, &db), SQLITE_OK);
	ck_assert_int_eq(sqlite3_exec(db, "CREATE TABLE notes(x); INSERT INTO notes VALUES(1);", NULL, NULL, NULL),
	                 SQLITE_OK);
	sqlite3_close(db);
	struct store *s = open_ok(path);
	struct diag d;
	ck_assert_int_eq(store_schema_version(s, &d), STORE_SCHEMA_VERSION);
	ck_assert_int_gt(add(s, "t1", "hdu1850", 0, "x"), 0);
	store_close(s);
	free(path);
}
END_TEST

/*
 * A version-1 file (before explore rows, hints, games and the sessions'
 * passwords) keeps its submissions and gains the new tables; a session of
 * then comes back with a password of zeros, which no account has.
 */
START_TEST(migrates_from_version_1)
{
	char *path = fresh_path();
	struct store *s = open_ok(path);
	long long id = add(s, "t1", "hdu1846", 0, "x");
	store_close(s);
	sqlite3 *db;
	ck_assert_int_eq(sqlite3_open(path, &db), SQLITE_OK);
	ck_assert_int_eq(
	        sqlite3_exec(db,
	                     "DROP TABLE explores; DROP TABLE disagreements; DROP TABLE hints; DROP TABLE games;"
	                     " DROP TABLE clock_log; DROP TABLE login_failures; DROP TABLE clarifications;"
	                     " DROP INDEX submissions_waiting; ALTER TABLE submissions DROP COLUMN waiting;"
	                     " DROP TABLE workers; DROP TABLE problem_digests; DROP TABLE rate_buckets;"
	                     " DROP TABLE package_changes; DROP INDEX judgements_preview;"
	                     " ALTER TABLE judgements DROP COLUMN preview; DROP TABLE sessions; CREATE TABLE sessions(hash BLOB PRIMARY KEY,"
	                     " username TEXT NOT NULL, expires_ms INTEGER NOT NULL);"
	                     " INSERT INTO sessions VALUES(x'01', 'team1', 5000); PRAGMA user_version = 1;",
	                     NULL, NULL, NULL),
	        SQLITE_OK);
	sqlite3_close(db);
	s = open_ok(path);
	struct diag d;
	ck_assert_int_eq(store_schema_version(s, &d), STORE_SCHEMA_VERSION);
	struct store_session old;
	unsigned char one = 1, zeros[STORE_SESSION_PW] = { 0 };
	ck_assert_int_eq(store_session_get(s, &one, 1, 4000, &old, &d), 1);
	ck_assert_str_eq(old.username, "team1");
	ck_assert_mem_eq(old.password, zeros, sizeof zeros);
	struct store_submission sub;
	ck_assert_int_eq(store_submission_get(s, id, 0, &sub, &d), 1);
	ck_assert_str_eq(sub.problem_id, "hdu1846");
	ck_assert_int_gt(store_hint_add(s, "t1", "hdu1846", id, &d), 0);
	struct store_clar c = { .text = "after the migration" };
	ck_assert_int_gt(store_clar_add(s, &c, &d), 0);
	store_submission_free(&sub);
	store_close(s);
	free(path);
}
END_TEST

/* Version 7's file: a judged submission is not marked waiting by the migration, a judgement released is again. */
START_TEST(migration_marks_the_waiting)
{
	char *path = fresh_path();
	struct store *s = open_ok(path);
	struct diag d;
	long long a = add(s, "t1", "p", 0, "a"), jid;
	claim(s, "w1", &jid);
	finish(s, jid, "AC");
	long long b = add(s, "t1", "p", 0, "b");
	store_close(s);
	sqlite3 *db;
	ck_assert_int_eq(sqlite3_open(path, &db), SQLITE_OK);
	ck_assert_int_eq(sqlite3_exec(db,
	                              "DROP INDEX submissions_waiting; ALTER TABLE submissions DROP COLUMN waiting;"
	                              " DROP TABLE workers; DROP TABLE problem_digests; DROP TABLE rate_buckets;"
	                              " DROP TABLE package_changes; DROP INDEX judgements_preview;"
	                              " ALTER TABLE judgements DROP COLUMN preview; PRAGMA user_version = 7;",
	                              NULL, NULL, NULL),
	                 SQLITE_OK);
	sqlite3_close(db);
	s = open_ok(path);
	ck_assert_int_eq(claim(s, "w1", NULL), b);
	ck_assert_int_eq(claim(s, "w1", NULL), 0);
	ck_assert_int_eq(store_rejudge(s, a, NULL, &d), 1);
	ck_assert_int_eq(claim(s, "w1", NULL), a);
	store_close(s);
	free(path);
}
END_TEST

START_TEST(refuses_a_newer_schema_and_a_non_database)
{
	char *path = fresh_path();
	sqlite3 *db;
	ck_assert_int_eq(sqlite3_open(path, &db), SQLITE_OK);
	ck_assert_int_eq(sqlite3_exec(db, "PRAGMA user_version = 99", NULL, NULL, NULL), SQLITE_OK);
	sqlite3_close(db);
	struct diag d;
	ck_assert_ptr_null(store_open(path, 0, &d));
	char *want =
	        xasprintf("store '%s': schema version 99 is newer than this judge's (%d)", path, STORE_SCHEMA_VERSION);
	ck_assert_str_eq(d.msg, want);
	free(want);
	free(path);

	path = xasprintf("%s/not-a-store", dir);
	test_write(dir, "not-a-store", "this is a text file, long enough to be read as a header of a database file\n");
	ck_assert_ptr_null(store_open(path, 0, &d));
	want = xasprintf("store '%s': file is not a database", path);
	ck_assert_str_eq(d.msg, want);
	free(want);
	free(path);

	ck_assert_ptr_null(store_open("/nonexistent/dir/x.db", 0, &d));
	ck_assert_str_eq(d.msg, "store '/nonexistent/dir/x.db': No such file or directory");
}
END_TEST

START_TEST(submission_with_files_survives_close)
{
	char *path = fresh_path();
	struct store *s = open_ok(path);
	unsigned char bin[] = { 0, 1, 2, 255, 0 };
	struct store_file files[3] = {
		{ .name = "a.py", .data = (unsigned char *)"print(1)\n", .len = 9 },
		{ .name = "bin", .data = bin, .len = sizeof bin },
		{ .name = "empty.txt", .data = NULL, .len = 0 },
	};
	struct store_submission sub = { .team_id = "team-7",
		                        .problem_id = "nimmove",
		                        .language = "python3",
		                        .entry_point = "a.py",
		                        .time_ms = 1700000000123LL,
		                        .files = files,
		                        .nfiles = 3 };
	struct diag d;
	long long id = store_submission_add(s, &sub, &d);
	ck_assert_int_eq(id, 1);
	store_close(s);

	s = open_ok(path);
	struct store_submission got;
	ck_assert_int_eq(store_submission_get(s, id, 1, &got, &d), 1);
	ck_assert_str_eq(got.team_id, "team-7");
	ck_assert_str_eq(got.problem_id, "nimmove");
	ck_assert_str_eq(got.language, "python3");
	ck_assert_str_eq(got.entry_point, "a.py");
	ck_assert_int_eq(got.time_ms, 1700000000123LL);
	ck_assert_uint_eq(got.nfiles, 3);
	ck_assert_str_eq(got.files[0].name, "a.py");
	ck_assert_str_eq((char *)got.files[0].data, "print(1)\n");
	ck_assert_uint_eq(got.files[1].len, sizeof bin);
	ck_assert_mem_eq(got.files[1].data, bin, sizeof bin);
	ck_assert_str_eq(got.files[2].name, "empty.txt");
	ck_assert_uint_eq(got.files[2].len, 0);
	store_submission_free(&got);
	/* Without files, and a miss. */
	ck_assert_int_eq(store_submission_get(s, id, 0, &got, &d), 1);
	ck_assert_uint_eq(got.nfiles, 0);
	ck_assert_ptr_null(got.files);
	ck_assert_int_eq(store_submission_get(s, 42, 0, &got, &d), 0);
	store_close(s);
	free(path);
}
END_TEST

/* A process that added a submission and died at once, without closing: the submission is there. */
/*
 * The disk syncs SQLite asks of the kernel, counted by interposing the C
 * library's fsync and fdatasync: SQLite calls them through the dynamic
 * linker, and this program's definitions come first.
 */
static int syncs;

int fsync(int fd)
{
	static int (*next)(int);
	if (!next)
		next = (int (*)(int))dlsym(RTLD_NEXT, "fsync");
	syncs++;
	return next(fd);
}

int fdatasync(int fd)
{
	static int (*next)(int);
	if (!next)
		next = (int (*)(int))dlsym(RTLD_NEXT, "fdatasync");
	syncs++;
	return next(fd);
}

/*
 * A submission is on the disk when store_submission_add() returns: the HTTP
 * process answers a POST only then, so a power cut after the answer loses
 * nothing (synchronous = FULL syncs the WAL at each commit; NORMAL or OFF
 * would leave it in the kernel's cache and pass every other test).
 */
START_TEST(a_submission_is_synced_before_add_returns)
{
	char *path = fresh_path();
	struct store *s = open_ok(path);
	int before = syncs;
	add(s, "t", "p", 1, "int main(void) { return 0; }");
	ck_assert_msg(syncs > before, "no fsync or fdatasync while adding a submission");
	store_close(s);
	free(path);
}
END_TEST

START_TEST(submission_survives_a_crash)
{
	char *path = fresh_path();
	pid_t pid = fork();
	ck_assert_int_ge(pid, 0);
	if (pid == 0) {
		struct diag d;
		struct store *s = store_open(path, 0, &d);
		struct store_file f = { .name = "main.c", .data = (unsigned char *)"int main;", .len = 9 };
		struct store_submission sub = {
			.team_id = "t", .problem_id = "p", .language = "c", .files = &f, .nfiles = 1
		};
		if (!s || store_submission_add(s, &sub, &d) != 1)
			_exit(1);
		raise(SIGKILL);
		_exit(2);
	}
	int status;
	ck_assert_int_eq(waitpid(pid, &status, 0), pid);
	ck_assert_msg(WIFSIGNALED(status) && WTERMSIG(status) == SIGKILL, "the child did not die as planned: %d",
	              status);
	struct store *s = open_ok(path);
	struct store_submission got;
	struct diag d;
	ck_assert_int_eq(store_submission_get(s, 1, 1, &got, &d), 1);
	ck_assert_str_eq((char *)got.files[0].data, "int main;");
	store_submission_free(&got);
	store_close(s);
	free(path);
}
END_TEST

START_TEST(claims_the_oldest_waiting_first)
{
	char *path = fresh_path();
	struct store *s = open_ok(path);
	struct diag d;
	long long a = add(s, "t1", "p", 0, "a"), b = add(s, "t2", "p", 0, "b"), c = add(s, "t1", "q", 0, "c");
	ck_assert_int_eq(store_pending(s, &d), 3);
	long long ja, jb, jc;
	ck_assert_int_eq(claim(s, "w1", &ja), a);
	ck_assert_int_eq(claim(s, "w1", &jb), b);
	/* A claimed submission still counts as pending until its judgement is finished. */
	ck_assert_int_eq(store_pending(s, &d), 3);
	finish(s, ja, "AC");
	ck_assert_int_eq(store_pending(s, &d), 2);
	ck_assert_int_eq(claim(s, "w1", &jc), c);
	ck_assert_int_eq(claim(s, "w1", NULL), 0);

	struct store_judgement j;
	ck_assert_int_eq(store_judgement_current(s, a, &j, &d), 1);
	ck_assert_str_eq(j.verdict, "AC");
	ck_assert_int_eq(j.time_ms, 12);
	ck_assert_int_eq(j.memory_kb, 3400);
	ck_assert_int_gt(j.ended_ms, 0);
	ck_assert_int_ge(j.ended_ms, j.started_ms);
	store_judgement_free(&j);
	ck_assert_int_eq(store_judgement_current(s, b, &j, &d), 1);
	ck_assert_str_eq(j.verdict, "");
	store_judgement_free(&j);
	ck_assert_int_eq(store_judgement_finish(s, 999, "AC", 0, 0, NULL, &d), -1);
	char *want = xasprintf("store '%s': no judgement 999", path);
	ck_assert_str_eq(d.msg, want);
	free(want);
	store_close(s);
	free(path);
}
END_TEST

/* Two processes claim from one store until nothing waits: every submission is claimed exactly once. */
START_TEST(claims_are_atomic_between_processes)
{
	enum { N = 60 };
	char *path = fresh_path();
	struct store *s = open_ok(path);
	for (int i = 0; i < N; i++)
		add(s, "t", "p", 0, "x");
	store_close(s);
	int fds[2];
	ck_assert_int_eq(pipe(fds), 0);
	pid_t kids[2];
	for (int k = 0; k < 2; k++) {
		kids[k] = fork();
		ck_assert_int_ge(kids[k], 0);
		if (kids[k] == 0) {
			close(fds[0]);
			struct diag d;
			struct store *c = store_open(path, 0, &d);
			struct store_submission sub;
			struct store_judgement j;
			int rc;
			while (c && (rc = store_claim(c, k ? "w2" : "w1", &sub, &j, &d)) == 1) {
				if (write(fds[1], &sub.id, sizeof sub.id) != sizeof sub.id)
					_exit(1);
				store_judgement_finish(c, j.id, "AC", 0, 0, NULL, &d);
				store_submission_free(&sub);
				store_judgement_free(&j);
			}
			_exit(c && rc == 0 ? 0 : 1);
		}
	}
	close(fds[1]);
	int seen[N + 1] = { 0 };
	long long id;
	while (read(fds[0], &id, sizeof id) == sizeof id) {
		ck_assert(id >= 1 && id <= N);
		seen[id]++;
	}
	close(fds[0]);
	for (int k = 0; k < 2; k++) {
		int status;
		waitpid(kids[k], &status, 0);
		ck_assert_msg(WIFEXITED(status) && WEXITSTATUS(status) == 0, "claimer %d failed: %d", k, status);
	}
	for (int i = 1; i <= N; i++)
		ck_assert_msg(seen[i] == 1, "submission %d claimed %d times", i, seen[i]);
	free(path);
}
END_TEST

/*
 * Three processes add submissions while a fourth claims and finishes them:
 * writers queue on the lock (BEGIN IMMEDIATE, the busy timeout) rather than
 * fail, and every submission is added once and judged once.
 */
START_TEST(writers_queue_rather_than_fail)
{
	enum { WRITERS = 3, EACH = 100 };
	char *path = fresh_path();
	store_close(open_ok(path));
	pid_t kids[WRITERS];
	for (int k = 0; k < WRITERS; k++) {
		kids[k] = fork();
		ck_assert_int_ge(kids[k], 0);
		if (kids[k] == 0) {
			struct diag d;
			struct store *c = store_open(path, 0, &d);
			struct store_file f = { .name = "main.c", .data = (unsigned char *)"x", .len = 1 };
			struct store_submission sub = {
				.team_id = "t", .problem_id = "p", .language = "c", .files = &f, .nfiles = 1
			};
			for (int i = 0; c && i < EACH; i++)
				if (store_submission_add(c, &sub, &d) < 0) {
					fprintf(stderr, "writer %d: %s\n", k, d.msg);
					_exit(1);
				}
			_exit(c ? 0 : 1);
		}
	}
	struct store *s = open_ok(path);
	struct diag d;
	/* idle: milliseconds since the last claim; ten seconds of nothing means the writers are stuck. */
	int judged = 0, idle = 0;
	while (judged < WRITERS * EACH && idle < 10000) {
		long long j;
		if (claim(s, "w", &j)) {
			finish(s, j, "AC");
			judged++;
			idle = 0;
		} else {
			idle++;
			usleep(1000);
		}
	}
	for (int k = 0; k < WRITERS; k++) {
		int status;
		waitpid(kids[k], &status, 0);
		ck_assert_msg(WIFEXITED(status) && WEXITSTATUS(status) == 0, "writer %d failed: %d", k, status);
	}
	ck_assert_int_eq(judged, WRITERS * EACH);
	ck_assert_int_eq(store_pending(s, &d), 0);
	struct store_judgement *list;
	size_t n;
	ck_assert_int_eq(store_judgements_list(s, NULL, &list, &n, &d), 0);
	ck_assert_uint_eq(n, WRITERS * EACH);
	store_judgements_free(list, n);
	store_close(s);
	free(path);
}
END_TEST

START_TEST(release_judges_unfinished_again)
{
	char *path = fresh_path();
	struct store *s = open_ok(path);
	struct diag d;
	long long a = add(s, "t1", "p", 0, "a"), b = add(s, "t1", "p", 0, "b");
	long long ja, jb;
	claim(s, "w1", &ja);
	finish(s, ja, "WA");
	claim(s, "w1", &jb); /* the worker dies here */
	store_close(s);

	s = open_ok(path);
	ck_assert_int_eq(store_release(s, "other", &d), 0); /* another worker's claims only */
	ck_assert_int_eq(store_release(s, NULL, &d), 1);
	ck_assert_int_eq(store_release(s, NULL, &d), 0);
	long long jb2;
	ck_assert_int_eq(claim(s, "w1", &jb2), b);
	ck_assert_int_ne(jb2, jb);
	finish(s, jb2, "AC");
	ck_assert_int_eq(claim(s, "w1", NULL), 0);
	/* The released judgement is kept, old; a has its one judgement. */
	struct store_judgement *list;
	size_t n;
	struct store_filter f = { .submission_id = b };
	ck_assert_int_eq(store_judgements_list(s, &f, &list, &n, &d), 0);
	ck_assert_uint_eq(n, 2);
	ck_assert_int_eq(list[0].id, jb);
	ck_assert_int_eq(list[0].valid, 0);
	ck_assert_int_eq(list[0].ended_ms, 0);
	ck_assert_int_eq(list[1].valid, 1);
	ck_assert_str_eq(list[1].verdict, "AC");
	store_judgements_free(list, n);
	f.submission_id = a;
	ck_assert_int_eq(store_judgements_list(s, &f, &list, &n, &d), 0);
	ck_assert_uint_eq(n, 1);
	ck_assert_str_eq(list[0].verdict, "WA");
	store_judgements_free(list, n);
	store_close(s);
	free(path);
}
END_TEST

/* A worker that refuses a problem (its copy's digest is not the server's) claims the others' submissions only. */
START_TEST(claim_skips_refused_problems)
{
	char *path = fresh_path();
	struct store *s = open_ok(path);
	struct diag d;
	add(s, "t1", "p", 0, "a");
	add(s, "t1", "p_", 0, "b");
	long long c = add(s, "t1", "q", 0, "c");
	struct store_submission sub;
	struct store_judgement j;
	const char *refused[] = { "p", "p_" };
	ck_assert_int_eq(store_claim_except(s, "w1", refused, 2, &sub, &j, &d), 1);
	ck_assert_int_eq(sub.id, c);
	store_submission_free(&sub);
	store_judgement_free(&j);
	ck_assert_int_eq(store_claim_except(s, "w1", refused, 2, &sub, &j, &d), 0);
	ck_assert_int_eq(store_claim_except(s, "w1", refused, 1, &sub, &j, &d), 1);
	ck_assert_str_eq(sub.problem_id, "p_");
	store_submission_free(&sub);
	store_judgement_free(&j);
	store_close(s);
	free(path);
}
END_TEST

START_TEST(rejudge_one_and_a_problem)
{
	char *path = fresh_path();
	struct store *s = open_ok(path);
	struct diag d;
	long long a = add(s, "t1", "p", 0, "a"), b = add(s, "t2", "p", 0, "b"), c = add(s, "t1", "q", 0, "c");
	long long j;
	for (int i = 0; i < 3; i++) {
		claim(s, "w", &j);
		finish(s, j, "WA");
	}
	ck_assert_int_eq(store_rejudge(s, b, NULL, &d), 1);
	ck_assert_int_eq(claim(s, "w", &j), b);
	finish(s, j, "AC");
	ck_assert_int_eq(store_rejudge(s, 0, "p", &d), 2);
	ck_assert_int_eq(store_rejudge(s, 0, "nothing", &d), 0);
	ck_assert_int_eq(claim(s, "w", NULL), a);
	ck_assert_int_eq(claim(s, "w", NULL), b);
	ck_assert_int_eq(claim(s, "w", NULL), 0);
	struct store_judgement cur;
	ck_assert_int_eq(store_judgement_current(s, c, &cur, &d), 1);
	ck_assert_str_eq(cur.verdict, "WA");
	store_judgement_free(&cur);
	store_close(s);
	free(path);
}
END_TEST

/* Claims a rejudge preview's shadow judgement: its submission's id (0: none), the judgement's id in *jid. */
static long long claim_shadow(struct store *s, long long *jid)
{
	struct store_submission sub;
	struct store_judgement j;
	struct diag d;
	int rc = store_claim(s, "w", &sub, &j, &d);
	ck_assert_msg(rc >= 0, "store_claim: %s", d.msg);
	if (rc == 0)
		return 0;
	ck_assert_int_eq(j.valid, 0);
	ck_assert_str_eq(j.claimed_by, "w");
	ck_assert_uint_eq(sub.nfiles, 1);
	*jid = j.id;
	long long id = sub.id;
	store_submission_free(&sub);
	store_judgement_free(&j);
	return id;
}

/* The verdict of submission id's current judgement. */
static void current_is(struct store *s, long long id, const char *verdict)
{
	struct store_judgement cur;
	struct diag d;
	ck_assert_int_eq(store_judgement_current(s, id, &cur, &d), 1);
	ck_assert_str_eq(cur.verdict, verdict);
	store_judgement_free(&cur);
}

static size_t judgements_listed(struct store *s)
{
	struct store_judgement *js;
	size_t n;
	struct diag d;
	ck_assert_int_eq(store_judgements_list(s, NULL, &js, &n, &d), 0);
	store_judgements_free(js, n);
	return n;
}

/*
 * A preview judges a problem's judged submissions again unseen (after what
 * waits), one at a time per problem; cancel changes nothing, apply makes the
 * new verdicts current as new judgements, with their runs.
 */
START_TEST(rejudge_preview_cancel_and_apply)
{
	char *path = fresh_path();
	struct store *s = open_ok(path);
	struct diag d;
	long long a = add(s, "t1", "p", 0, "a"), b = add(s, "t2", "p", 0, "b"), c = add(s, "t1", "q", 0, "c"), j;
	for (int i = 0; i < 3; i++) {
		claim(s, "w", &j);
		finish(s, j, "WA");
	}
	ck_assert_int_eq(store_preview_start(s, 0, "p", &d), 2);
	ck_assert_int_eq(store_preview_start(s, b, NULL, &d), STORE_PREVIEW_BUSY);
	ck_assert_str_eq(d.msg, "problem 'p' has a rejudge preview pending: apply or cancel it first");
	ck_assert_int_eq(store_preview_start(s, c, NULL, &d), 1); /* another problem's */
	ck_assert_uint_eq(judgements_listed(s), 3);
	ck_assert_int_eq(store_pending(s, &d), 0);
	long long late = add(s, "t2", "p", 0, "late");
	ck_assert_int_eq(claim(s, "w", &j), late); /* what waits comes first */
	finish(s, j, "AC");
	struct store_preview *rows;
	size_t n;
	ck_assert_int_eq(store_previews_list(s, "p", &rows, &n, &d), 0);
	ck_assert_uint_eq(n, 2);
	ck_assert_int_eq(rows[0].submission_id, a);
	ck_assert_str_eq(rows[0].old_verdict, "WA");
	ck_assert_str_eq(rows[0].new_verdict, "");
	ck_assert_int_eq(rows[0].started_ms, 0);
	free(rows);
	ck_assert_int_eq(store_preview_apply(s, "p", &d), STORE_PREVIEW_BUSY);
	ck_assert_str_eq(d.msg, "problem 'p': 2 of the rejudge preview's 2 submissions are not judged yet");
	long long ja, jb, jc;
	ck_assert_int_eq(claim_shadow(s, &ja), a);
	ck_assert_int_eq(claim_shadow(s, &jb), b);
	ck_assert_int_eq(claim_shadow(s, &jc), c);
	ck_assert_int_eq(claim_shadow(s, &j), 0);
	struct store_run run = { .ordinal = 1, .test = "1", .verdict = "AC" };
	ck_assert_int_eq(store_judgement_complete(s, ja, "AC", 5, 6, NULL, &run, 1, &d), 0);
	finish(s, jb, "WA");
	finish(s, jc, "AC");
	ck_assert_int_eq(store_previews_list(s, NULL, &rows, &n, &d), 0);
	ck_assert_uint_eq(n, 3);
	ck_assert_str_eq(rows[0].new_verdict, "AC");
	ck_assert_str_eq(rows[1].new_verdict, "WA");
	ck_assert_str_eq(rows[2].problem_id, "q");
	free(rows);
	/* Cancelled: nothing changed, and a new preview may start. */
	ck_assert_int_eq(store_preview_cancel(s, "q", &d), 1);
	ck_assert_int_eq(store_preview_cancel(s, "q", &d), 0);
	current_is(s, c, "WA");
	ck_assert_uint_eq(judgements_listed(s), 4);
	/* Applied: the new verdicts are current, as judgements newer than every other. */
	ck_assert_int_eq(store_preview_apply(s, "p", &d), 2);
	ck_assert_int_eq(store_preview_apply(s, "p", &d), 0);
	current_is(s, a, "AC");
	current_is(s, b, "WA");
	struct store_judgement cur;
	ck_assert_int_eq(store_judgement_current(s, a, &cur, &d), 1);
	ck_assert_int_gt(cur.id, jc);
	struct store_run *runs;
	ck_assert_int_eq(store_runs_list(s, cur.id, &runs, &n, &d), 0);
	ck_assert_uint_eq(n, 1);
	ck_assert_str_eq(runs[0].verdict, "AC");
	store_runs_free(runs, n);
	store_judgement_free(&cur);
	ck_assert_uint_eq(judgements_listed(s), 6);
	ck_assert_int_eq(store_pending(s, &d), 0);
	ck_assert_int_eq(claim(s, "w", NULL), 0);
	ck_assert_int_eq(store_preview_start(s, 0, "p", &d), 3);
	ck_assert_int_eq(store_preview_start(s, 0, "nothing", &d), 0);
	store_close(s);
	free(path);
}
END_TEST

/* A shadow judgement its worker left unfinished (a crash) is handed out again by store_release(). */
START_TEST(release_hands_out_a_shadow_again)
{
	char *path = fresh_path();
	struct store *s = open_ok(path);
	struct diag d;
	long long a = add(s, "t1", "p", 0, "a"), j;
	claim(s, "w", &j);
	finish(s, j, "WA");
	ck_assert_int_eq(store_preview_start(s, a, NULL, &d), 1);
	ck_assert_int_eq(claim_shadow(s, &j), a);
	ck_assert_int_eq(claim_shadow(s, &j), 0);
	ck_assert_int_eq(store_release(s, "w", &d), 0);
	ck_assert_int_eq(claim_shadow(s, &j), a);
	store_close(s);
	free(path);
}
END_TEST

START_TEST(lists_filter_by_team_problem_and_cursor)
{
	char *path = fresh_path();
	struct store *s = open_ok(path);
	struct diag d;
	add(s, "t1", "p", 100, "a");
	add(s, "t2", "p", 200, "b");
	add(s, "t1", "q", 300, "c");
	struct store_submission *list;
	size_t n;
	ck_assert_int_eq(store_submissions_list(s, NULL, &list, &n, &d), 0);
	ck_assert_uint_eq(n, 3);
	ck_assert_int_eq(list[2].time_ms, 300);
	store_submissions_free(list, n);
	struct store_filter f = { .team_id = "t1" };
	ck_assert_int_eq(store_submissions_list(s, &f, &list, &n, &d), 0);
	ck_assert_uint_eq(n, 2);
	ck_assert_int_eq(list[0].id, 1);
	ck_assert_int_eq(list[1].id, 3);
	store_submissions_free(list, n);
	f = (struct store_filter){ .problem_id = "p", .after_id = 1 };
	ck_assert_int_eq(store_submissions_list(s, &f, &list, &n, &d), 0);
	ck_assert_uint_eq(n, 1);
	ck_assert_str_eq(list[0].team_id, "t2");
	store_submissions_free(list, n);
	/* A team's judgements only. */
	long long j;
	for (int i = 0; i < 3; i++) {
		claim(s, "w", &j);
		finish(s, j, "AC");
	}
	struct store_judgement *js;
	f = (struct store_filter){ .team_id = "t2" };
	ck_assert_int_eq(store_judgements_list(s, &f, &js, &n, &d), 0);
	ck_assert_uint_eq(n, 1);
	ck_assert_int_eq(js[0].submission_id, 2);
	store_judgements_free(js, n);
	store_close(s);
	free(path);
}
END_TEST

START_TEST(runs_of_a_judgement)
{
	char *path = fresh_path();
	struct store *s = open_ok(path);
	struct diag d;
	add(s, "t1", "p", 0, "a");
	long long j;
	claim(s, "w", &j);
	struct store_run r = { .judgement_id = j,
		               .ordinal = 2,
		               .test = "big-1",
		               .verdict = "WA",
		               .time_ms = 5,
		               .wall_ms = 7,
		               .memory_kb = 900,
		               .message = "line 3: expected 'First', got 'Second'" };
	ck_assert_int_gt(store_run_add(s, &r, &d), 0);
	r = (struct store_run){ .judgement_id = j, .ordinal = 1, .test = "sample", .sample = 1, .verdict = "AC" };
	ck_assert_int_gt(store_run_add(s, &r, &d), 0);
	r.judgement_id = 77;
	ck_assert_int_eq(store_run_add(s, &r, &d), -1);
	ck_assert_msg(strstr(d.msg, "adding a run: FOREIGN KEY constraint failed") != NULL, "%s", d.msg);
	struct store_run *runs;
	size_t n;
	ck_assert_int_eq(store_runs_list(s, j, &runs, &n, &d), 0);
	ck_assert_uint_eq(n, 2);
	ck_assert_str_eq(runs[0].test, "sample");
	ck_assert_int_eq(runs[0].sample, 1);
	ck_assert_ptr_null(runs[0].message);
	ck_assert_str_eq(runs[1].verdict, "WA");
	ck_assert_int_eq(runs[1].wall_ms, 7);
	ck_assert_int_eq(runs[1].memory_kb, 900);
	ck_assert_str_eq(runs[1].message, "line 3: expected 'First', got 'Second'");
	store_runs_free(runs, n);
	store_close(s);
	free(path);
}
END_TEST

/* A judgement completed with its runs in one transaction: all of it, or nothing. */
START_TEST(complete_is_all_or_nothing)
{
	char *path = fresh_path();
	struct store *s = open_ok(path);
	struct diag d;
	long long sid = add(s, "t1", "p", 0, "a");
	long long j;
	claim(s, "w", &j);
	struct store_run runs[3] = {
		{ .ordinal = 1, .test = "sample", .sample = 1, .verdict = "AC" },
		{ .ordinal = 2, .test = "big", .verdict = "AC" },
		{ .ordinal = 3, .test = "huge", .verdict = "TLE", .message = "over 1000 ms" },
	};
	/* An unknown judgement: refused, and no run of it written. */
	ck_assert_int_eq(store_judgement_complete(s, j + 1, "TLE", 1000, 5, NULL, runs, 3, &d), -1);
	char *want = xasprintf("store '%s': no judgement %lld", path, j + 1);
	ck_assert_str_eq(d.msg, want);
	free(want);
	struct store_run *got;
	size_t n;
	ck_assert_int_eq(store_runs_list(s, j + 1, &got, &n, &d), 0);
	ck_assert_uint_eq(n, 0);
	ck_assert_int_eq(store_judgement_complete(s, j, "TLE", 1000, 5, "warning: unused", runs, 3, &d), 0);
	ck_assert_int_eq(store_runs_list(s, j, &got, &n, &d), 0);
	ck_assert_uint_eq(n, 3);
	ck_assert_int_eq(got[2].judgement_id, j);
	ck_assert_str_eq(got[2].message, "over 1000 ms");
	store_runs_free(got, n);
	struct store_judgement cur;
	ck_assert_int_eq(store_judgement_current(s, sid, &cur, &d), 1);
	ck_assert_str_eq(cur.verdict, "TLE");
	ck_assert_str_eq(cur.compile_log, "warning: unused");
	store_judgement_free(&cur);
	store_close(s);
	free(path);
}
END_TEST

START_TEST(state_and_sessions)
{
	char *path = fresh_path();
	struct store *s = open_ok(path);
	struct diag d;
	long long v = -1;
	ck_assert_int_eq(store_state_get(s, "start_ms", &v, &d), 0);
	ck_assert_int_eq(store_state_set(s, "start_ms", 1234, &d), 0);
	ck_assert_int_eq(store_state_set(s, "start_ms", 5678, &d), 0);
	ck_assert_int_eq(store_state_get(s, "start_ms", &v, &d), 1);
	ck_assert_int_eq(v, 5678);
	ck_assert_int_eq(store_state_clear(s, "start_ms", &d), 0);
	ck_assert_int_eq(store_state_get(s, "start_ms", &v, &d), 0);

	unsigned char h1[32], h2[32];
	memset(h1, 1, sizeof h1);
	memset(h2, 2, sizeof h2);
	unsigned char pw1[STORE_SESSION_PW], pw2[STORE_SESSION_PW];
	memset(pw1, 7, sizeof pw1);
	memset(pw2, 8, sizeof pw2);
	struct store_session got;
	ck_assert_int_eq(store_session_add(s, h1, sizeof h1, "team1", pw1, 1000, &d), 0);
	ck_assert_int_eq(store_session_add(s, h2, sizeof h2, "jury", pw2, 3000, &d), 0);
	ck_assert_int_eq(store_session_get(s, h1, sizeof h1, 999, &got, &d), 1);
	ck_assert_str_eq(got.username, "team1");
	ck_assert_mem_eq(got.password, pw1, sizeof pw1); /* the password it was opened with, as it was given */
	ck_assert_int_eq(store_session_get(s, h1, sizeof h1, 1000, &got, &d), 0); /* expired */
	ck_assert_int_eq(store_sessions_expire(s, 2000, &d), 1);
	ck_assert_int_eq(store_session_get(s, h2, sizeof h2, 2000, &got, &d), 1);
	ck_assert_str_eq(got.username, "jury");
	ck_assert_mem_eq(got.password, pw2, sizeof pw2);
	ck_assert_int_eq(store_session_delete(s, h2, sizeof h2, &d), 0);
	ck_assert_int_eq(store_session_get(s, h2, sizeof h2, 2000, &got, &d), 0);
	ck_assert_int_eq(store_session_get(s, h2, 0, 2000, &got, &d), -1);
	char *want = xasprintf("store '%s': a session hash of 0 bytes (1 to 64)", path);
	ck_assert_str_eq(d.msg, want);
	free(want);

	/* Failed logins by key: written, read back, forgotten one by one or by age. */
	long long count = 0, until = 0;
	ck_assert_int_eq(store_failure_get(s, "pair:team1@10.0.0.1", &count, &until, &d), 0);
	ck_assert_int_eq(store_failure_set(s, "pair:team1@10.0.0.1", 5, 7000, &d), 0);
	ck_assert_int_eq(store_failure_set(s, "addr:10.0.0.1", 1, 3000, &d), 0);
	ck_assert_int_eq(store_failure_get(s, "pair:team1@10.0.0.1", &count, &until, &d), 1);
	ck_assert(count == 5 && until == 7000);
	ck_assert_int_eq(store_failure_set(s, "pair:team1@10.0.0.1", 6, 9000, &d), 0);
	ck_assert_int_eq(store_failure_get(s, "pair:team1@10.0.0.1", &count, &until, &d), 1);
	ck_assert(count == 6 && until == 9000);
	ck_assert_int_eq(store_failures_expire(s, 5000, &d), 1); /* the address's, until 3000 */
	ck_assert_int_eq(store_failure_get(s, "addr:10.0.0.1", &count, &until, &d), 0);
	ck_assert_int_eq(store_failure_clear(s, "pair:team1@10.0.0.1", &d), 0);
	ck_assert_int_eq(store_failure_get(s, "pair:team1@10.0.0.1", &count, &until, &d), 0);
	store_close(s);
	free(path);
}
END_TEST

/* The clock's acts: each time is set once, with its line in the log; a second act of the same kind changes nothing. */
START_TEST(clock_set_once_and_logged)
{
	char *path = fresh_path();
	struct store *s = open_ok(path);
	struct diag d;
	long long v = 0;
	ck_assert_int_eq(store_clock_set(s, "start_ms", 1000, "start", "jury", "started by hand", &d), 1);
	ck_assert_int_eq(store_clock_set(s, "start_ms", 2000, "start", "admin", "started again", &d), 0);
	ck_assert_int_eq(store_clock_set(s, "end_ms", 3000, "end", "admin", "ended by hand", &d), 1);
	ck_assert_int_eq(store_state_get(s, "start_ms", &v, &d), 1);
	ck_assert_int_eq(v, 1000);
	struct store_clock_entry *log;
	size_t n;
	ck_assert_int_eq(store_clock_log(s, &log, &n, &d), 0);
	ck_assert_uint_eq(n, 2);
	ck_assert(log[0].time_ms == 1000 && !strcmp(log[0].action, "start") && !strcmp(log[0].who, "jury") &&
	          !strcmp(log[0].what, "started by hand"));
	ck_assert(log[1].time_ms == 3000 && !strcmp(log[1].action, "end") && !strcmp(log[1].who, "admin"));
	store_clock_log_free(log, n);
	store_close(s);
	free(path);
}
END_TEST

/* Judges the next waiting submission with verdict; its id. */
static long long judge_next(struct store *s, const char *verdict)
{
	long long jid, id = claim(s, "w", &jid);
	finish(s, jid, verdict);
	return id;
}

/*
 * Explore rows (live/explore-work.h): the worker's next submission to explore is
 * the newest rejected one (not AC, CE or JE), then an accepted one, of a
 * problem explored without error, that has no row; rows read back as written.
 */
START_TEST(explore_rows_and_hints)
{
	char *path = fresh_path();
	struct store *s = open_ok(path);
	struct diag d;
	const char *problems[] = { "p", "p", "p", "p", "q", "r" },
	           *verdicts[] = { "AC", "WA", "CE", "TLE", "WA", "WA" };
	long long ids[6];
	for (int i = 0; i < 6; i++) {
		add(s, "t1", problems[i], 1000 + i, "int main(){}");
		ids[i] = judge_next(s, verdicts[i]);
	}
	ck_assert_int_eq(store_disagreement_next(s, &d), 0); /* nothing explored yet */
	struct store_explore e = { .problem_id = "p",
		                   .dims = 1,
		                   .lo = { 3 },
		                   .hi = { 4 },
		                   .axes = { "n" },
		                   .values = "0 1",
		                   .title = "p: P",
		                   .subtitle = "n = 3..4",
		                   .table_text = "3: P N",
		                   .findings = "pattern" };
	ck_assert_msg(store_explore_put(s, &e, &d) == 0, "%s", d.msg);
	struct store_explore bad = { .problem_id = "r", .error = "explore failed: the explorer crashed" };
	ck_assert_msg(store_explore_put(s, &bad, &d) == 0, "%s", d.msg);
	struct store_explore got;
	ck_assert_int_eq(store_explore_get(s, "p", &got, &d), 1);
	ck_assert_str_eq(got.table_text, "3: P N");
	ck_assert_str_eq(got.values, "0 1");
	ck_assert_str_eq(got.axes[0], "n");
	ck_assert_ptr_null(got.axes[1]);
	ck_assert_ptr_null(got.caption);
	ck_assert_ptr_null(got.error);
	ck_assert_int_eq(got.dims, 1);
	ck_assert_int_eq(got.lo[0], 3);
	ck_assert_int_eq(got.hi[0], 4);
	store_explore_free(&got);
	ck_assert_int_eq(store_explore_get(s, "q", &got, &d), 0);
	/* p's TLE, then its WA, then its AC; never the CE, nor q (not explored) or r (its explore failed). */
	ck_assert_int_eq(store_disagreement_next(s, &d), ids[3]);
	struct store_disagreement g = { .submission_id = ids[3],
		                        .run_verdict = "AC",
		                        .asked = 40,
		                        .wrong = 17,
		                        .marks = "-xx=",
		                        .positions = "n = 3: x\n",
		                        .hint_at = "n = 3 (m=3)",
		                        .hint_note = "expected 'first', got 'second'" };
	ck_assert_msg(store_disagreement_put(s, &g, &d) == 0, "%s", d.msg);
	ck_assert_int_eq(store_disagreement_next(s, &d), ids[1]);
	struct store_disagreement failed = { .submission_id = ids[1], .error = "explore failed: no" };
	ck_assert_msg(store_disagreement_put(s, &failed, &d) == 0, "%s", d.msg);
	/* Then the accepted one: what the tests let through. */
	ck_assert_int_eq(store_disagreement_next(s, &d), ids[0]);
	struct store_disagreement right = {
		.submission_id = ids[0], .run_verdict = "AC", .asked = 40, .marks = "-==="
	};
	ck_assert_msg(store_disagreement_put(s, &right, &d) == 0, "%s", d.msg);
	ck_assert_int_eq(store_disagreement_next(s, &d), 0);
	struct store_disagreement back;
	ck_assert_int_eq(store_disagreement_get(s, ids[3], &back, &d), 1);
	ck_assert_int_eq(back.wrong, 17);
	ck_assert_int_eq(back.asked, 40);
	ck_assert_str_eq(back.run_verdict, "AC");
	ck_assert_str_eq(back.marks, "-xx=");
	ck_assert_str_eq(back.hint_at, "n = 3 (m=3)");
	ck_assert_str_eq(back.hint_note, "expected 'first', got 'second'");
	store_disagreement_free(&back);
	ck_assert_int_eq(store_disagreement_get(s, ids[2], &back, &d), 0);
	store_close(s);
	free(path);
}
END_TEST

/* A hint taken twice about one submission is recorded once; hints list by team and problem. */
START_TEST(hints_are_recorded_once)
{
	char *path = fresh_path();
	struct store *s = open_ok(path);
	struct diag d;
	add(s, "t1", "p", 1000, "int main(){}");
	long long id = judge_next(s, "WA");
	long long h1 = store_hint_add(s, "t1", "p", id, &d), h2 = store_hint_add(s, "t1", "p", id, &d);
	ck_assert_int_gt(h1, 0);
	ck_assert_int_eq(h2, h1);
	struct store_hint *hs;
	size_t n;
	ck_assert_int_eq(store_hints_list(s, "t1", "p", &hs, &n, &d), 0);
	ck_assert_uint_eq(n, 1);
	ck_assert_int_eq(hs[0].submission_id, id);
	free(hs);
	ck_assert_int_eq(store_hints_list(s, NULL, "q", &hs, &n, &d), 0);
	ck_assert_uint_eq(n, 0);
	free(hs);
	store_close(s);
	free(path);
}
END_TEST

/* Starts a game of nimplay for owner; the store's answer (its id, or 0 when full). */
static long long game_add_as(struct store *s, const char *owner, const char *user, long max_live,
                             const struct store_game_group *group)
{
	struct store_game g = { 0 };
	snprintf(g.owner, sizeof g.owner, "%s", owner);
	snprintf(g.username, sizeof g.username, "%s", user);
	snprintf(g.problem_id, sizeof g.problem_id, "nimplay");
	snprintf(g.sample, sizeof g.sample, "sample");
	struct diag d;
	long long id = store_game_add(s, &g, max_live, group, &d);
	ck_assert_msg(id != -1, "store_game_add: %s", d.msg);
	return id;
}

/* Each worker's row: written again by its heartbeat, listed by name. */
START_TEST(workers_rows_and_digests)
{
	char *path = fresh_path();
	struct store *s = open_ok(path);
	struct diag d;
	struct store_worker w = { .name = "b:2", .started_ms = 100, .seen_ms = 200, .judged = 1, .digests = "p=1" };
	ck_assert_int_eq(store_worker_beat(s, &w, &d), 0);
	w.seen_ms = 300, w.judged = 2, w.judging = 7, w.refused = "p (1 here, 2 on the server)";
	ck_assert_int_eq(store_worker_beat(s, &w, &d), 0);
	struct store_worker a = { .name = "a:1", .started_ms = 50, .seen_ms = 60 };
	ck_assert_int_eq(store_worker_beat(s, &a, &d), 0);
	struct store_worker *list;
	size_t n;
	ck_assert_int_eq(store_workers_list(s, &list, &n, &d), 0);
	ck_assert_uint_eq(n, 2);
	ck_assert_str_eq(list[0].name, "a:1");
	ck_assert_str_eq(list[0].refused, "");
	ck_assert_str_eq(list[1].name, "b:2");
	ck_assert_int_eq(list[1].started_ms, 100);
	ck_assert_int_eq(list[1].seen_ms, 300);
	ck_assert_int_eq(list[1].judged, 2);
	ck_assert_int_eq(list[1].judging, 7);
	ck_assert_str_eq(list[1].digests, "p=1");
	ck_assert_str_eq(list[1].refused, "p (1 here, 2 on the server)");
	store_workers_free(list, n);

	char hex[40];
	ck_assert_int_eq(store_digest_get(s, "p", hex, sizeof hex, &d), 0);
	ck_assert_str_eq(hex, "");
	ck_assert_int_eq(store_digest_set(s, "p", "00ff", &d), 0);
	ck_assert_int_eq(store_digest_set(s, "p", "11ee", &d), 0);
	ck_assert_int_eq(store_digest_get(s, "p", hex, sizeof hex, &d), 1);
	ck_assert_str_eq(hex, "11ee");
	store_close(s);
	free(path);
}
END_TEST

/* Two connections to one store (two HTTP nodes) take from the same bucket; a check takes nothing. */
START_TEST(rates_count_across_connections)
{
	char *path = fresh_path();
	struct store *one = open_ok(path), *two = open_ok(path);
	struct diag d;
	/* 2 tokens, one more every 10 minutes: the test never sees one come back. */
	ck_assert_int_eq(store_rate_take(one, "submit:t1", 2, 0.1, 1, &d), 0);
	ck_assert_int_eq(store_rate_take(two, "submit:t1", 2, 0.1, 0, &d), 0);
	ck_assert_int_eq(store_rate_take(two, "submit:t1", 2, 0.1, 1, &d), 0);
	long wait = store_rate_take(one, "submit:t1", 2, 0.1, 1, &d);
	ck_assert_msg(wait > 500 && wait <= 601, "the wait for the next token: %ld s", wait);
	ck_assert_int_eq(store_rate_take(one, "submit:t2", 2, 0.1, 1, &d), 0);
	ck_assert_int_eq(store_rates_expire(one, store_now_ms() + 1, &d), 2);
	ck_assert_int_eq(store_rate_take(two, "submit:t1", 2, 0.1, 1, &d), 0);
	store_close(one);
	store_close(two);
	free(path);
}
END_TEST

static long long game_add(struct store *s, const char *owner, long max_live)
{
	return game_add_as(s, owner, "team1", max_live, NULL);
}

/* Game id's state and turn, as "state turn". */
static char *game_state(struct store *s, long long id)
{
	struct store_game g;
	struct diag d;
	ck_assert_int_eq(store_game_get(s, id, &g, &d), 1);
	char *t = xasprintf("%s %ld", g.state, g.turn);
	store_game_free(&g);
	return t;
}

#define ck_game(s, id, want)                                                                                           \
	do {                                                                                                           \
		char *got_ = game_state(s, id);                                                                        \
		ck_assert_str_eq(got_, want);                                                                          \
		free(got_);                                                                                            \
	} while (0)

START_TEST(games_one_per_session_bounded_and_turn_by_turn)
{
	char *path = fresh_path();
	struct store *s = open_ok(path);
	struct diag d;
	long long a = game_add(s, "aa", 2), b = game_add(s, "bb", 2);
	ck_assert_int_gt(a, 0);
	ck_assert_int_gt(b, a);
	/* Two live games of two: a third session is refused, and nothing changes. */
	ck_assert_int_eq(game_add(s, "cc", 2), 0);
	ck_game(s, a, "start 0");
	/* The game process answers the start: the game waits for move 1. */
	struct store_game v = { .id = a, .turn = 0, .screen = "Turn 1, your move.\n> " };
	snprintf(v.state, sizeof v.state, "wait");
	ck_assert_int_eq(store_game_answer(s, &v, &d), 1);
	/* A move of another turn is refused; the one of this turn is taken once. */
	ck_assert_int_eq(store_game_move(s, a, 1, "1 1", &d), 0);
	ck_assert_int_eq(store_game_move(s, a, 0, "1 1", &d), 1);
	ck_assert_int_eq(store_game_move(s, a, 0, "1 1", &d), 0);
	struct store_game g;
	ck_assert_int_eq(store_game_get(s, a, &g, &d), 1);
	ck_assert_str_eq(g.state, "move");
	ck_assert_str_eq(g.move, "1 1");
	ck_assert_str_eq(g.screen, "Turn 1, your move.\n> ");
	store_game_free(&g);
	/* Session aa starts another game: its first is given up, and the new one fits. */
	long long c = game_add(s, "aa", 2);
	ck_assert_int_gt(c, b);
	ck_game(s, a, "gone 0");
	ck_assert_int_eq(store_game_get(s, a, &g, &d), 1);
	ck_assert_str_eq(g.message, "given up: another game was started in this session");
	store_game_free(&g);
	/* An answer to a game given up changes nothing. */
	v.turn = 1;
	ck_assert_int_eq(store_game_answer(s, &v, &d), 0);
	ck_game(s, a, "gone 0");
	struct store_game *live;
	size_t n;
	ck_assert_int_eq(store_games_live(s, &live, &n, &d), 0);
	ck_assert_uint_eq(n, 2);
	ck_assert_int_eq(live[0].id, b);
	ck_assert_int_eq(live[1].id, c);
	store_games_free(live, n);
	/* The game process restarted: every live game is abandoned. */
	ck_assert_int_eq(store_game_abandon(s, 0, "the game process restarted", &d), 2);
	ck_game(s, b, "gone 0");
	ck_assert_int_eq(store_game_get(s, 999, &g, &d), 0);
	store_close(s);
	free(path);
}
END_TEST

START_TEST(games_bounded_by_team_whatever_its_sessions)
{
	char *path = fresh_path();
	struct store *s = open_ok(path);
	static const char *const team[] = { "t1-a", "t1-b" };
	struct store_game_group g = { team, 2, 2 };
	/* A team's two accounts, three sessions: the third game is refused as the team's, nothing changes. */
	long long a = game_add_as(s, "s1", "t1-a", 16, &g), b = game_add_as(s, "s2", "t1-b", 16, &g);
	ck_assert_int_gt(a, 0);
	ck_assert_int_gt(b, a);
	ck_assert_int_eq(game_add_as(s, "s3", "t1-a", 16, &g), STORE_GAMES_GROUP_FULL);
	/* Another team plays; a session of the full team may still replace its own game. */
	ck_assert_int_gt(game_add_as(s, "s4", "team2", 16, NULL), b);
	long long c = game_add_as(s, "s1", "t1-a", 16, &g);
	ck_assert_int_gt(c, b);
	ck_game(s, a, "gone 0");
	/* All games taken comes first: 0, as before. */
	ck_assert_int_eq(game_add_as(s, "s5", "team3", 3, NULL), 0);
	store_close(s);
	free(path);
}
END_TEST

/* Adds a clarification: from team (or "" the jury) to team (or "" all or the jury). */
static long long clar_add(struct store *s, const char *from, const char *to, long long reply_to, const char *text)
{
	struct store_clar c = { .reply_to = reply_to, .text = (char *)text };
	snprintf(c.from_team, sizeof c.from_team, "%s", from);
	snprintf(c.to_team, sizeof c.to_team, "%s", to);
	snprintf(c.who, sizeof c.who, "%s", *from ? from : "jury");
	struct diag d;
	long long id = store_clar_add(s, &c, &d);
	ck_assert_msg(id > 0, "store_clar_add: %s", d.msg);
	return id;
}

/* The ids a view lists, "1 3 4". */
static void ck_clars(struct store *s, const char *team, long long after, const char *want)
{
	struct store_clar *list;
	size_t n;
	struct diag d;
	ck_assert_msg(store_clars_list(s, team, after, &list, &n, &d) == 0, "store_clars_list: %s", d.msg);
	char got[128] = "";
	for (size_t i = 0; i < n; i++)
		snprintf(got + strlen(got), sizeof got - strlen(got), "%s%lld", i ? " " : "", list[i].id);
	store_clars_free(list, n);
	ck_assert_str_eq(got, want);
}

START_TEST(clarifications_each_sees_its_own)
{
	char *path = fresh_path();
	struct store *s = open_ok(path);
	long long q1 = clar_add(s, "t1", "", 0, "Is n < 10?");        /* 1: t1 asks */
	long long a1 = clar_add(s, "", "t1", q1, "Read the bounds."); /* 2: to t1 alone */
	long long q2 = clar_add(s, "t2", "", 0, "Can I use C++?");    /* 3: t2 asks */
	long long all = clar_add(s, "", "", 0, "Lunch at noon.");     /* 4: to all */
	ck_assert_int_eq(a1, q1 + 1);
	ck_assert_int_eq(all, q2 + 1);
	ck_clars(s, NULL, 0, "1 2 3 4");
	ck_clars(s, "t1", 0, "1 2 4");
	ck_clars(s, "t2", 0, "3 4");
	ck_clars(s, "t3", 0, "4");
	ck_clars(s, "", 0, "4");
	ck_clars(s, "t1", 2, "4");
	struct store_clar c;
	struct diag d;
	ck_assert_int_eq(store_clar_get(s, a1, &c, &d), 1);
	ck_assert_str_eq(c.from_team, "");
	ck_assert_str_eq(c.to_team, "t1");
	ck_assert_int_eq(c.reply_to, q1);
	ck_assert_str_eq(c.text, "Read the bounds.");
	ck_assert_str_eq(c.who, "jury");
	ck_assert_int_gt(c.time_ms, 0);
	store_clar_free(&c);
	ck_assert_int_eq(store_clar_get(s, 99, &c, &d), 0);
	/* One by its id, in the asker's view alone. */
	ck_assert_int_eq(store_clar_seen(s, "t1", a1, &c, &d), 1);
	ck_assert_str_eq(c.text, "Read the bounds.");
	store_clar_free(&c);
	ck_assert_int_eq(store_clar_seen(s, NULL, q2, &c, &d), 1);
	ck_assert_str_eq(c.from_team, "t2");
	store_clar_free(&c);
	ck_assert_int_eq(store_clar_seen(s, "t2", a1, &c, &d), 0);
	ck_assert_int_eq(store_clar_seen(s, "", q1, &c, &d), 0);
	ck_assert_int_eq(store_clar_seen(s, "", all, &c, &d), 1);
	store_clar_free(&c);
	ck_assert_int_eq(store_clar_seen(s, "t1", 99, &c, &d), 0);
	store_close(s);
	/* Kept across a reopen. */
	s = open_ok(path);
	ck_clars(s, "t2", 0, "3 4");
	store_close(s);
	free(path);
}
END_TEST

int main(void)
{
	dir = test_scratch();
	Suite *s = suite_create("store");
	TCase *tc = tcase_create("schema");
	tcase_add_test(tc, fresh_file_has_the_schema);
	tcase_add_test(tc, migrates_from_version_0);
	tcase_add_test(tc, migrates_from_version_1);
	tcase_add_test(tc, migration_marks_the_waiting);
	tcase_add_test(tc, refuses_a_newer_schema_and_a_non_database);
	suite_add_tcase(s, tc);
	tc = tcase_create("durability");
	tcase_add_test(tc, submission_with_files_survives_close);
	tcase_add_test(tc, submission_survives_a_crash);
	tcase_add_test(tc, a_submission_is_synced_before_add_returns);
	suite_add_tcase(s, tc);
	tc = tcase_create("claims");
	tcase_add_test(tc, claims_the_oldest_waiting_first);
	tcase_add_test(tc, claims_are_atomic_between_processes);
	tcase_add_test(tc, writers_queue_rather_than_fail);
	tcase_add_test(tc, release_judges_unfinished_again);
	tcase_add_test(tc, rejudge_one_and_a_problem);
	tcase_add_test(tc, rejudge_preview_cancel_and_apply);
	tcase_add_test(tc, release_hands_out_a_shadow_again);
	tcase_add_test(tc, claim_skips_refused_problems);
	suite_add_tcase(s, tc);
	tc = tcase_create("nodes");
	tcase_add_test(tc, workers_rows_and_digests);
	tcase_add_test(tc, rates_count_across_connections);
	suite_add_tcase(s, tc);
	tc = tcase_create("reading");
	tcase_add_test(tc, lists_filter_by_team_problem_and_cursor);
	tcase_add_test(tc, runs_of_a_judgement);
	tcase_add_test(tc, complete_is_all_or_nothing);
	tcase_add_test(tc, state_and_sessions);
	tcase_add_test(tc, clock_set_once_and_logged);
	tcase_add_test(tc, games_one_per_session_bounded_and_turn_by_turn);
	tcase_add_test(tc, games_bounded_by_team_whatever_its_sessions);
	tcase_add_test(tc, clarifications_each_sees_its_own);
	suite_add_tcase(s, tc);
	tc = tcase_create("explore");
	tcase_add_test(tc, explore_rows_and_hints);
	tcase_add_test(tc, hints_are_recorded_once);
	suite_add_tcase(s, tc);
	return test_run(s);
}
