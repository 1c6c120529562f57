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
