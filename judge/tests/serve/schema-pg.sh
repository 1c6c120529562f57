#!/usr/bin/env bash
# The store's two schemas agree: the chain of SQLite's migrations
# (store/migrations.c) and PostgreSQL's (store/migrations-pg.c), each run by
# judge itself on a new store, give the same tables with the same columns in
# the same order, and the same indexes (of their own names: a primary key's or
# a UNIQUE constraint's are each database's own). A column, table or index
# added to one chain and not the other fails here, not only a missing
# version (the build's assertion). The one difference by design:
# PostgreSQL's submission_files.rowid, which SQLite has of itself.
# Usage: schema-pg.sh JUDGE ROOT
set -uo pipefail
judge=$(realpath "$1")
root=$(realpath "$2")
. "$(dirname "$0")/http-lib.sh" # pg-lib.sh and poll_until: no server is started here
command -v psql >/dev/null || { echo "skipped: no psql (scripts/setup --postgresql installs it)"; exit 77; }
command -v sqlite3 >/dev/null || { echo "skipped: no sqlite3 command (scripts/setup installs it)"; exit 77; }
tmp=$(mktemp -d)
chmod 755 "$tmp"
pid=
trap '[ -n "$pid" ] && kill "$pid" 2>/dev/null; pg_stop; rm -rf "$tmp"' EXIT
pg_start
pass=0 fail=0
expect() { if [ "$3" = "$2" ]; then pass=$((pass + 1)); else fail=$((fail + 1)); echo "FAIL: $1: expected
$2
got
$3"; fi; }

version=$(sed -n 's/^#define STORE_SCHEMA_VERSION \([0-9]*\).*/\1/p' "$root/judge/src/store/store.h")
mkdir -p "$tmp/c"
printf 'id: s\nname: S\nstart_time: null\nduration: 1:00:00\npenalty_time: 20\n' >"$tmp/c/contest.yaml"
printf -- '- id: hdu1850\n  label: A\n' >"$tmp/c/problems.yaml"
printf -- '- id: t1\n  name: T\n' >"$tmp/c/teams.yaml"
printf -- '- username: a\n  password: pw-a\n  type: admin\n' >"$tmp/c/accounts.yaml"
# migrated VERSION-QUERY: 0 when the store has the judge's version.
migrated() { [ "$(eval "$1" 2>/dev/null)" = "$version" ]; }
# make DB VERSION-QUERY: judge worker opens (and so migrates) the store DB, and is stopped once
# the store has the judge's version (it would judge on, or fail later without a sandbox).
make() {
	"$judge" worker "$tmp/c" --db "$1" --root "$root" 2>>"$tmp/worker.err" &
	pid=$!
	poll_until 60 migrated "$2"
	kill "$pid" 2>/dev/null
	wait "$pid" 2>/dev/null
	pid=
}
lite=$tmp/store.db
: >"$lite" # a worker joins a store that exists (judge worker refuses a missing file); SQLite makes it in the empty one
make "$lite" 'sqlite3 "$lite" "PRAGMA user_version"'
make "$pg_uri" 'psql "$pg_uri" -Atq -c "SELECT version FROM store_schema"'
expect "SQLite's schema version" "$version" "$(sqlite3 "$lite" "PRAGMA user_version")"
expect "PostgreSQL's schema version" "$version" "$(psql "$pg_uri" -Atq -c "SELECT version FROM store_schema")"

expect "the same tables and columns, in order" \
	"$(sqlite3 "$lite" "SELECT m.name || '.' || c.name FROM sqlite_master m, pragma_table_info(m.name) c
		WHERE m.type = 'table' ORDER BY m.name, c.cid")" \
	"$(psql "$pg_uri" -Atq -c "SELECT table_name || '.' || column_name FROM information_schema.columns
		WHERE table_schema = 'public' AND table_name <> 'store_schema'
		AND (table_name, column_name) <> ('submission_files', 'rowid')
		ORDER BY table_name COLLATE \"C\", ordinal_position")"
expect "the same indexes" \
	"$(sqlite3 "$lite" "SELECT name FROM sqlite_master WHERE type = 'index' AND sql IS NOT NULL ORDER BY name")" \
	"$(psql "$pg_uri" -Atq -c "SELECT indexname FROM pg_indexes i WHERE schemaname = 'public'
		AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conname = i.indexname)
		ORDER BY indexname COLLATE \"C\"")"
echo "$pass passed, $fail failed"
[ "$fail" = 0 ]
