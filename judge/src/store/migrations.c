/*
 * migrations.c: the store's SQLite schema, as the chain of migrations that
 * builds it (query.h: store_migrations; sqlite.c runs them in store_open()).
 * The tables, and the files that read and write them: submissions and
 * submission_files (table-submissions.c); judgements and runs
 * (table-judgements.c); state and clock_log (table-clock.c); sessions and
 * login_failures (table-logins.c); explores, disagreements and hints
 * (table-explores.c); games (table-games.c); clarifications (table-clar.c); package_changes
 * (table-package.c); a rejudge preview's judgements (table-previews.c).
 */
#include "store/query.h"

/*
 * The migrations: store_migrations[i] brings a file from version i to i + 1. A new
 * version appends one entry here and raises STORE_SCHEMA_VERSION; an entry
 * once released is never edited, since files in the field ran it.
 */
const char *const store_migrations[] = {
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
	/*
	 * 5 -> 6: the Contest API's tables (the api branch). Here a step that
	 * changes nothing, so that clarifications are 6 -> 7 on either branch;
	 * the merge keeps the api branch's text in this place.
	 */
	"SELECT 1;",
	/*
	 * 6 -> 7: clarifications (table-clar.c): a team's question to the jury
	 * (from_team set, to_team ''), the jury's answer to one team (to_team set)
	 * or to all ('' both, an announcement when reply_to is 0). Which a team
	 * has read is kept in state as "clar_seen:TEAM", the last id it saw.
	 */
	"CREATE TABLE clarifications(id INTEGER PRIMARY KEY, from_team TEXT NOT NULL DEFAULT '',"
	"  to_team TEXT NOT NULL DEFAULT '', reply_to INTEGER NOT NULL DEFAULT 0, problem_id TEXT NOT NULL DEFAULT '',"
	"  text TEXT NOT NULL, time_ms INTEGER NOT NULL, who TEXT NOT NULL DEFAULT '');",
	/*
	 * 7 -> 8: a session on several machines (docs/coach.md). A submission
	 * marks whether it waits (no current judgement), so that the claim
	 * reads a partial index of the waiting ones instead of walking past every
	 * judged one; each worker's own row (its heartbeat, what it judges, how
	 * many it judged, its problems' digests and the problems it refuses); the
	 * digests of the server's problems (live/digest.h); the rate limits' token
	 * buckets (web/auth.c), so that several HTTP nodes count together.
	 */
	"ALTER TABLE submissions ADD COLUMN waiting INTEGER NOT NULL DEFAULT 1;"
	"UPDATE submissions SET waiting = 0 WHERE id IN (SELECT submission_id FROM judgements WHERE valid = 1);"
	"CREATE INDEX submissions_waiting ON submissions(id) WHERE waiting = 1;"
	"CREATE TABLE workers(name TEXT PRIMARY KEY, started_ms INTEGER NOT NULL, seen_ms INTEGER NOT NULL,"
	"  judging INTEGER NOT NULL DEFAULT 0, judged INTEGER NOT NULL DEFAULT 0, digests TEXT NOT NULL DEFAULT '',"
	"  refused TEXT NOT NULL DEFAULT '');"
	"CREATE TABLE problem_digests(problem_id TEXT PRIMARY KEY, digest TEXT NOT NULL, recorded_ms INTEGER NOT NULL);"
	"CREATE TABLE rate_buckets(key TEXT PRIMARY KEY, millitokens INTEGER NOT NULL, at_ms INTEGER NOT NULL);",
	/*
	 * 8 -> 9: the jury's changes to the contest package (table-package.c):
	 * asked by the HTTP process, applied or refused by the supervisor, which
	 * alone may write the package (serve/supervise.c). op is
	 * package-edit.h's name, or "reload"; state pending, applied or refused.
	 */
	"CREATE TABLE package_changes(id INTEGER PRIMARY KEY, op TEXT NOT NULL, team_id TEXT NOT NULL DEFAULT '',"
	"  name TEXT NOT NULL DEFAULT '', username TEXT NOT NULL DEFAULT '', password TEXT NOT NULL DEFAULT '',"
	"  who TEXT NOT NULL, time_ms INTEGER NOT NULL, state TEXT NOT NULL DEFAULT 'pending',"
	"  outcome TEXT NOT NULL DEFAULT '', done_ms INTEGER NOT NULL DEFAULT 0);",
	/*
	 * 9 -> 10: rejudge previews (table-previews.c). A judgement is a
	 * preview's shadow (1: pending, never current: no page, scoreboard or
	 * feed sees it; 2: discarded, once applied or cancelled) or not (0); the
	 * worker claims a pending shadow through the index of pending ones.
	 */
	"ALTER TABLE judgements ADD COLUMN preview INTEGER NOT NULL DEFAULT 0;"
	"CREATE INDEX judgements_preview ON judgements(id) WHERE preview = 1;",
};

/* Also checked by the declaration in query.h: an array of another length would not match it. */
_Static_assert(sizeof store_migrations / sizeof *store_migrations == STORE_SCHEMA_VERSION, "one migration per version");
