#!/usr/bin/env bash
# judge serve killed whole while it judges: first the supervisor alone with
# SIGKILL, then its whole process group at once. Each time every process of
# the server (the HTTP process, the worker, the sandboxed program) is gone
# within two seconds, the port is free (the server starts again on the same
# one), and after the restarts every submission posted has exactly one
# current, finished judgement with the verdict its folder promises, none
# judged twice to the end, none lost. The kills land while a judgement is
# open (the store says so), and the judgement they cut is kept, released.
# Counted in the store itself with sqlite3's command line.
# Usage: kill.sh JUDGE ROOT
set -uo pipefail
. "$(dirname "$0")/http-lib.sh"
serve_test_begin "$1" "$2"
command -v sqlite3 >/dev/null || { echo "skipped: no sqlite3 command (scripts/setup installs it)"; exit 77; }
q() { sqlite3 -cmd '.timeout 5000' "$tmp/session.db" "$1"; }
. "$(dirname "$0")/root-lib.sh"
# Every server of the test judges in the quarter-second root (its submissions read from there too).
fast_root "$tmp/root" "$root" hdu1850 nimmove
root=$tmp/root

# Each server in its own process group (job control), which the second kill takes whole.
set -m
write_package "$tmp/contest"
start_server "$tmp/contest"
first_port=$port
t1=$tmp/t1 t2=$tmp/t2 jury=$tmp/jury
expect "team1 logs in" 303 "$(login team1 pw-one "$t1")"
expect "team2 logs in" 303 "$(login team2 pw-two "$t2")"
expect "the jury logs in" 303 "$(login jury pw-jury "$jury")"
expect "the jury starts the clock" 303 "$(status -b "$jury" -d "csrf=$(csrf_of "$base/jury" "$jury")" -d action=start "$base/jury/clock")"

declare -A want
posted=0
# post JAR PROBLEM FILE: submits problems/PROBLEM/submissions/FILE and records the verdict its folder promises.
post() {
	local lang=c tok loc id
	[ "${3##*.}" = cpp ] && lang=cpp
	tok=$(csrf_of "$base/" "$1")
	loc=$(curl -s -o /dev/null -w '%{http_code} %{redirect_url}' -b "$1" -F "csrf=$tok" -F "problem=$2" \
		-F "language=$lang" -F "file=@$root/problems/$2/submissions/$3" "$base/submit")
	id=${loc##*/submissions/}
	if [[ $loc != "303 $base/submissions/"* ]]; then
		fail=$((fail + 1))
		echo "FAIL: posting $2 $3: $loc"
		return
	fi
	posted=$((posted + 1))
	case ${3%%/*} in
	accepted) want[$id]=AC ;; wrong_answer) want[$id]=WA ;; time_limit_exceeded) want[$id]=TLE ;;
	presentation_error) want[$id]=PE ;;
	esac
}

# wait_open: waits (60 s at most) until a judgement is claimed and not finished; 0 when one is.
wait_open() { poll_naps 60 0.05 open_now; }
open_now() { [ "$(q "SELECT count(*) FROM judgements WHERE ended_ms IS NULL AND valid = 1")" -gt 0 ]; }

# alive PGID: the processes of the group that are not yet dead (zombies count as dead).
alive() { ps -eo pid=,pgid=,stat= | awk -v g="$1" '$2 == g && $3 !~ /^Z/ {print $1}' | xargs; }
# gone WHAT PGID: every process of the group is gone within two seconds, and the port refuses.
gone() {
	local left
	for _ in $(seq 20); do
		left=$(alive "$2")
		[ -z "$left" ] && break
		sleep 0.1
	done
	expect "$1: processes of the server left after 2 s" "" "$left"
	curl -s -o /dev/null --max-time 2 "$base/login"
	expect "$1: connecting to the old port" 7 "$?"
}

# Round one: a slow submission first, so that judging is under way when the supervisor dies.
post "$t1" hdu1850 time_limit_exceeded/every_move.c
post "$t2" nimmove wrong_answer/add-stones.c
post "$t1" nimmove accepted/largest-take.c
post "$t2" hdu1850 wrong_answer/one_case.c
post "$t1" nimmove time_limit_exceeded/xor-of-others.c
post "$t2" hdu1850 accepted/xor_compare.c
check wait_open "a judgement is open before the first kill"
kids=$(ps -o pid= --ppid "$server_pid" | xargs)
expect "the supervisor's children before the kill (worker, HTTP, games)" 3 "$(echo "$kids" | wc -w)"
pgid=$server_pid
kill -9 "$server_pid"
wait "$server_pid" 2>/dev/null
server_pid=
gone "the supervisor killed" "$pgid"
for k in $kids; do check '! ps -o stat= -p "$k" | grep -qv "^Z"' "child $k of the killed supervisor is gone"; done
released=$(q "SELECT count(*) FROM judgements WHERE valid = 1 AND ended_ms IS NULL")
expect "judgements left open by the first kill" 1 "$released"

# Restarted on the same port (it is free), on the same store; round two, then the whole group killed.
start_server "$tmp/contest" "$first_port"
expect "the restarted server's port" "$first_port" "$port"
post "$t1" hdu1850 time_limit_exceeded/every_move.c
post "$t2" nimmove presentation_error/one-line.c
post "$t1" nimmove wrong_answer/move-when-losing.c
post "$t2" nimmove accepted/last-top-bit-heap.cpp
# Lands after round one's judging is done again, while round two's slow one is judged.
seventh_open() { [ "$(q "SELECT count(*) FROM judgements WHERE valid = 1 AND ended_ms IS NULL AND submission_id = 7")" = 1 ]; }
poll_naps 60 0.05 seventh_open
check wait_open "a judgement is open before the second kill"
pgid=$server_pid
kill -9 -- "-$pgid"
wait "$server_pid" 2>/dev/null
server_pid=
gone "the process group killed" "$pgid"

# Restarted once more: it judges what the kills cut short, and everything that waits.
start_server "$tmp/contest" "$first_port"
all_ended() { [ "$(q "SELECT count(*) FROM judgements WHERE valid = 1 AND ended_ms IS NOT NULL")" -ge "$posted" ]; }
wait_until 120 all_ended
expect "submissions stored" "$posted" "$(q "SELECT count(*) FROM submissions")"
expect "submissions posted" 10 "$posted"
expect "judgements left open" 0 "$(q "SELECT count(*) FROM judgements WHERE valid = 1 AND ended_ms IS NULL")"
cut=$(q "SELECT count(*) FROM judgements WHERE valid = 0 AND ended_ms IS NULL")
check '[ "$cut" -ge 2 ]' "both kills cut a judgement short (released: $cut)"
# Exactly once: one current judgement, finished, per submission, and no other finished one.
counts=$(q "SELECT s.id || ':' || (SELECT count(*) FROM judgements j WHERE j.submission_id = s.id AND j.valid = 1 AND j.ended_ms IS NOT NULL)
	|| ':' || (SELECT count(*) FROM judgements j WHERE j.submission_id = s.id AND j.ended_ms IS NOT NULL) FROM submissions s ORDER BY s.id" | xargs)
expect "each submission's current finished judgements and finished judgements" \
	"1:1:1 2:1:1 3:1:1 4:1:1 5:1:1 6:1:1 7:1:1 8:1:1 9:1:1 10:1:1" "$counts"
for id in $(printf '%s\n' "${!want[@]}" | sort -n); do
	expect "submission $id's verdict" "${want[$id]}" "$(q "SELECT verdict FROM judgements WHERE submission_id = $id AND valid = 1")"
done
finish
