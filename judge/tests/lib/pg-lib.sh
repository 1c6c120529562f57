# pg-lib.sh: sourced by the tests that keep a store on PostgreSQL: a throwaway
# cluster of their own. pg_start makes one in a new temporary folder (initdb, as
# the unprivileged user nobody when the test runs as root, since PostgreSQL
# refuses to run as root), started by pg_ctl on a Unix socket in that folder only
# (no TCP port), and sets $pg_uri to its database; pg_stop stops it and removes
# the folder. The caller runs pg_stop at exit, however the test ends (a trap).
# Without PostgreSQL's server installed (scripts/setup --postgresql) the test is skipped.

pg_bin=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)
pg_dir=
pg_uri=

# as_owner CMD...: CMD as the cluster's owner: nobody when root, else the caller.
pg_as_owner() {
	if [ "$(id -u)" = 0 ]; then
		setpriv --reuid=nobody --regid="$(id -gn nobody)" --clear-groups -- "$@"
	else
		"$@"
	fi
}

pg_start() {
	[ -x "$pg_bin/initdb" ] && [ -x "$pg_bin/pg_ctl" ] ||
		{ echo "skipped: no PostgreSQL server (scripts/setup --postgresql installs it)"; exit 77; }
	pg_dir=$(mktemp -d /tmp/judge-pg.XXXXXX)
	[ "$(id -u)" = 0 ] && chown nobody "$pg_dir"
	if ! pg_as_owner "$pg_bin/initdb" -D "$pg_dir/data" -U judge --auth=trust -E UTF8 --no-sync \
		>"$pg_dir/initdb.log" 2>&1; then
		echo "FAIL: initdb failed:"; cat "$pg_dir/initdb.log"; pg_stop; exit 1
	fi
	# fsync off: a throwaway cluster; the tests are about the store's answers, not the disk's.
	if ! pg_as_owner "$pg_bin/pg_ctl" -D "$pg_dir/data" -l "$pg_dir/server.log" -w -t 60 \
		-o "-c listen_addresses='' -c unix_socket_directories='$pg_dir' -c fsync=off" start >/dev/null; then
		echo "FAIL: the PostgreSQL server did not start:"; cat "$pg_dir/server.log"; pg_stop; exit 1
	fi
	pg_uri="postgresql://judge@/postgres?host=$pg_dir"
}

pg_stop() {
	[ -n "$pg_dir" ] || return 0
	[ -f "$pg_dir/data/postmaster.pid" ] &&
		pg_as_owner "$pg_bin/pg_ctl" -D "$pg_dir/data" -m immediate -w stop >/dev/null 2>&1
	rm -rf "$pg_dir"
	pg_dir=
}

# For the tests of judge worker processes beside judge serve on the cluster (serve/workers-pg.sh,
# serve/reconnect-pg.sh), which source serve/http-lib.sh (it sources this file):
# pg_workers_begin JUDGE ROOT: skipped (77) without psql; then http-lib.sh's serve_test_begin on a
# cluster of the test's own ($store its URI), and at exit, however the test ends, every worker
# that worker started killed (its process group) before the server and the cluster stop.
pg_workers_begin() {
	export JUDGE_TEST_STORE=postgresql
	command -v psql >/dev/null || { echo "skipped: no psql (scripts/setup --postgresql installs it)"; exit 77; }
	serve_test_begin "$1" "$2"
	workers=()
	trap 'for w in "${workers[@]}"; do kill -9 -- "-$w" 2>/dev/null; done; stop_server; pg_stop; rm -rf "$tmp"' EXIT
}
# q SQL: psql's answer to SQL on $store, unaligned, without headings.
q() { psql "$store" -Atq -c "$1"; }
# worker NAME [VAR=VALUE...]: judge worker on $tmp/contest and $store, in a process group of its
# own, with VAR=VALUE in its environment; its stderr appended to $tmp/NAME.err, its group's id
# (its pid) appended to workers.
worker() {
	local name=$1
	shift
	set -m
	env "$@" "$judge" worker "$tmp/contest" --db "$store" --root "$root" 2>>"$tmp/$name.err" &
	set +m
	workers+=($!)
}
