#!/usr/bin/env bash
# The same contest judged twice, and the same result: first by one machine (judge serve on its
# default SQLite store, one local worker), then by an HTTP-only node (judge serve --workers 0)
# and three judge worker processes on a store in PostgreSQL (a throwaway cluster of the test's
# own, pg-lib.sh). Three teams post the same eleven submissions in the same order, over both
# problems, AC, WA, TLE and CE; each verdict is the one its folder promises (ce.c: CE), the same
# in both runs, and the Contest API's scoreboard rows (team, rank, solved, penalty, and each
# problem's judged, pending and solved) are identical. Polled until judged, no timing asserted.
# Usage: workers-compare-pg.sh JUDGE ROOT
set -uo pipefail
unset JUDGE_TEST_STORE # the first run on SQLite; the cluster is started by hand below
. "$(dirname "$0")/http-lib.sh"
command -v psql >/dev/null || { echo "skipped: no psql (scripts/setup --postgresql installs it)"; exit 77; }
command -v jq >/dev/null || { echo "skipped: no jq"; exit 77; }
serve_test_begin "$1" "$2"
workers=()
trap 'for w in "${workers[@]}"; do kill -9 -- "-$w" 2>/dev/null; done; stop_server; pg_stop; rm -rf "$tmp"' EXIT
pg_start

printf 'int main(void) { return undeclared; }\n' >"$tmp/ce.c"
# PROBLEM FILE VERDICT per line, posted in this order by the team of the first word.
plan='team1 hdu1850 wrong_answer/one_case.c WA
team2 hdu1850 time_limit_exceeded/every_move.c TLE
team1 hdu1850 accepted/stones_removed.c AC
team3 nimmove accepted/first-heap-scanf.c AC
team2 hdu1850 CE CE
team2 nimmove wrong_answer/add-stones.c WA
team1 nimmove wrong_answer/take-zero.c WA
team3 hdu1850 wrong_answer/no_reset.c WA
team2 nimmove accepted/largest-take.c AC
team1 nimmove accepted/last-top-bit-heap.cpp AC
team3 hdu1850 accepted/xor_compare.c AC'
want=$(awk '{ print $4 }' <<<"$plan" | paste -sd' ')

# package DIR: write_package's contest with a third team.
package() {
	write_package "$1"
	printf -- '- id: t3\n  name: Third team\n' >>"$1/teams.yaml"
	printf -- '- username: team3\n  password: pw-three\n  type: team\n  team_id: t3\n' >>"$1/accounts.yaml"
}
# session NAME: logs in, starts the clock, posts the plan; writes the verdicts in order to
# $tmp/NAME.verdicts and the scoreboard's rows to $tmp/NAME.board.
session() {
	local jury=$tmp/jury ids=() team problem file out=()
	expect "$1: the jury logs in" 303 "$(login jury pw-jury "$jury")"
	expect "$1: team1 logs in" 303 "$(login team1 pw-one "$tmp/team1")"
	expect "$1: team2 logs in" 303 "$(login team2 pw-two "$tmp/team2")"
	expect "$1: team3 logs in" 303 "$(login team3 pw-three "$tmp/team3")"
	expect "$1: the clock starts" 303 "$(status -b "$jury" -d "csrf=$(csrf_of "$base/jury" "$jury")" -d action=start "$base/jury/clock")"
	while read -r team problem file _; do
		[ "$file" = CE ] && file=$tmp/ce.c || file=$root/problems/$problem/submissions/$file
		ids+=("$team:$(submit_file "$tmp/$team" "$problem" "$file")")
	done <<<"$plan"
	for i in "${ids[@]}"; do out+=("$(wait_verdict "$tmp/${i%%:*}" "${i#*:}" 600)"); done
	curl -s -u jury:pw-jury "$base/api/contests/http-test/scoreboard" | jq -c '.rows[] | [.team_id, .rank,
		.score.num_solved, .score.total_time, ([.problems[] | [.problem_id, .num_judged, .num_pending, .solved]])]' >"$tmp/$1.board"
	echo "${out[*]}" >"$tmp/$1.verdicts"
}

# One machine: SQLite, one local worker (the default).
package "$tmp/one"
start_server "$tmp/one"
session sqlite
expect "the verdicts on SQLite, one worker" "$want" "$(cat "$tmp/sqlite.verdicts")"
stop_server

# An HTTP-only node and three judge worker processes on PostgreSQL.
package "$tmp/many"
store=$pg_uri
SERVE_EXTRA="--workers 0" start_server "$tmp/many"
for _ in 1 2 3; do
	set -m
	"$judge" worker "$tmp/many" --db "$store" --root "$root" 2>>"$tmp/worker.err" &
	set +m
	workers+=($!)
done
session postgresql
expect "the verdicts on PostgreSQL, three workers" "$want" "$(cat "$tmp/postgresql.verdicts")"
expect "three teams on the scoreboard" 3 "$(wc -l <"$tmp/sqlite.board")"
expect "the scoreboard, the same on both" "$(cat "$tmp/sqlite.board")" "$(cat "$tmp/postgresql.board")"
others=0
while read -r by; do [[ " ${workers[*]} " == *" ${by##*:} "* ]] || others=$((others + 1)); done \
	< <(psql "$store" -Atq -c "SELECT claimed_by FROM judgements WHERE valid = 1 AND ended_ms IS NOT NULL")
expect "finished judgements by others than the three workers" 0 "$others"
expect "current finished judgements" 11 "$(psql "$store" -Atq -c "SELECT count(*) FROM judgements WHERE valid = 1 AND ended_ms IS NOT NULL")"
finish
