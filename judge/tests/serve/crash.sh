#!/usr/bin/env bash
# The judging worker killed with SIGKILL while it judges, again and again, then
# restarted: in the end every submission has exactly one finished judgement,
# with the verdict its folder promises, and none is lost. The kills are timed
# to land while a judgement is claimed and not finished (the store says so),
# and the test proves that at least one did: its judgement is kept, released.
# Counted in the store itself with sqlite3's command line.
# Skipped (exit 77) without root (the sandbox) or without sqlite3.
# Usage: crash.sh SERVE_RUN ROOT DATA
set -uo pipefail
run=$(realpath "$1")
root=$(realpath "$2")
data=$(realpath "$3")
[ "$(id -u)" = 0 ] || { echo "skipped: the sandbox needs root"; exit 77; }
command -v sqlite3 >/dev/null || { echo "skipped: no sqlite3 command (scripts/setup installs it)"; exit 77; }
. "$(dirname "$0")/http-lib.sh" # check and poll_until: no server is started here
tmp=$(mktemp -d)
worker_pid=
cleanup() { [ -n "$worker_pid" ] && kill -9 "$worker_pid" 2>/dev/null; rm -rf "$tmp"; }
trap cleanup EXIT
db=$tmp/session.db
q() { sqlite3 -cmd '.timeout 5000' "$db" "$1"; }
. "$(dirname "$0")/root-lib.sh"
fast_root "$tmp/root" "$root" nimmove hdu1850

# Twelve submissions: slow ones (TLE, at a quarter of a second a test) give the kills time to
# land mid-judging; the accepted ones, judged on every test, take a second or so each too.
subs=(accepted/largest-take.c time_limit_exceeded/try-every-take.c wrong_answer/add-stones.c
      accepted/first-heap-scanf.c time_limit_exceeded/xor-of-others.c wrong_answer/move-when-losing.c
      accepted/last-top-bit-heap.cpp presentation_error/one-line.c wrong_answer/extra-tokens.c
      time_limit_exceeded/try-every-take.c accepted/largest-take.c wrong_answer/index-out-of-range.c)
declare -A want
for i in "${!subs[@]}"; do
	f=${subs[$i]}
	lang=c; [ "${f##*.}" = cpp ] && lang=cpp
	team=t$((i % 2 + 1))
	id=$("$run" submit "$db" "$team" nimmove "$lang" "$root/problems/nimmove/submissions/$f") || exit 1
	case ${f%%/*} in
	accepted) want[$id]=AC ;; wrong_answer) want[$id]=WA ;; time_limit_exceeded) want[$id]=TLE ;;
	presentation_error) want[$id]=PE ;;
	esac
done
check '[ "$(q "SELECT count(*) FROM submissions")" = 12 ]' "12 submissions stored"

# moved_on_and_open BEFORE: 0 when more than BEFORE judgements are finished and one is open, in
# one look (one sqlite3 process, not two).
moved_on_and_open() {
	local now open
	IFS='|' read -r now open <<<"$(q "SELECT (SELECT count(*) FROM judgements WHERE ended_ms IS NOT NULL),
		(SELECT count(*) FROM judgements WHERE ended_ms IS NULL AND valid = 1)")"
	[ "$now" -gt "$1" ] && [ "$open" -gt 0 ]
}
# Kill the worker while a judgement is open, five times; each round waits for one more
# finished judgement first, so that the session moves on between the kills.
for round in 1 2 3 4 5; do
	before=$(q "SELECT count(*) FROM judgements WHERE ended_ms IS NOT NULL")
	[ "$before" -ge 12 ] && break
	"$run" worker-forever "$db" "$data/contest" "$tmp/root" 2>>"$tmp/worker.log" >/dev/null &
	worker_pid=$!
	poll_until 60 moved_on_and_open "$before"
	sleep "0.$((RANDOM % 3))"
	kill -9 "$worker_pid"
	wait "$worker_pid" 2>/dev/null
	worker_pid=
done

# Restarted until nothing waits: it releases what the killed one left open and judges it again.
out=$("$run" worker "$db" "$data/contest" "$tmp/root" 2>>"$tmp/worker.log"); rc=$?
check '[ $rc = 0 ]' "the last worker ran to the end ($rc: $out)"

released=$(q "SELECT count(*) FROM judgements WHERE valid = 0 AND ended_ms IS NULL")
check '[ "$released" -ge 1 ]' "at least one kill landed while judging ($released judgements released)"
check '[ "$(q "SELECT count(*) FROM judgements WHERE valid = 1 AND ended_ms IS NULL")" = 0 ]' "no judgement left open"
# Exactly once: one finished judgement per submission, none twice, none missing.
counts=$(q "SELECT s.id || ':' || (SELECT count(*) FROM judgements j WHERE j.submission_id = s.id AND j.ended_ms IS NOT NULL) FROM submissions s ORDER BY s.id" | tr '\n' ' ')
check '[ "$counts" = "1:1 2:1 3:1 4:1 5:1 6:1 7:1 8:1 9:1 10:1 11:1 12:1 " ]' "every submission judged exactly once ($counts)"
for id in "${!want[@]}"; do
	got=$(q "SELECT verdict FROM judgements WHERE submission_id = $id AND valid = 1")
	check '[ "$got" = "${want[$id]}" ]' "submission $id: ${want[$id]}, got '$got'"
done
# A finished judgement has its runs, and only a finished one was committed with them.
check '[ "$(q "SELECT count(*) FROM judgements j WHERE j.ended_ms IS NOT NULL AND NOT EXISTS (SELECT 1 FROM runs r WHERE r.judgement_id = j.id)")" = 0 ]' \
	"every finished judgement has its runs"
check '[ "$(q "SELECT count(*) FROM runs r JOIN judgements j ON j.id = r.judgement_id WHERE j.ended_ms IS NULL")" = 0 ]' \
	"no run of an unfinished judgement"

echo "$pass passed, $fail failed (released $released)"
[ $fail = 0 ] || { echo "worker log:"; cat "$tmp/worker.log"; }
[ $fail = 0 ]
