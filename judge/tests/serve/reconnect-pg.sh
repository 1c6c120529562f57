#!/usr/bin/env bash
# judge worker when its PostgreSQL connection breaks (store_lost(), live/worker.h), on a
# throwaway cluster of the test's own (pg-lib.sh), beside judge serve --workers 0. Its
# backend ended (pg_terminate_backend, found by its application_name) while it judges a
# slow submission: it connects again, holds its claim again and writes the verdict. Ended
# while it is idle, and the server restarted (pg_ctl restart): it judges the next one.
# Ended while it judges, and a second worker reaps the claim meanwhile: the first drops its
# verdict (said on its stderr), the second's counts. The server stopped for good: the second
# worker gives up after its JUDGE_WORKER_RECONNECT_S (3 s; the first has 20 s, the restart's
# margin on a loaded machine) with a message and exit status 3. Every
# submission has exactly one current finished judgement, with the verdict its file promises.
# Usage: reconnect-pg.sh JUDGE ROOT
set -uo pipefail
. "$(dirname "$0")/http-lib.sh"
pg_workers_begin "$1" "$2"

write_package "$tmp/contest"
SERVE_EXTRA="--workers 0" start_server "$tmp/contest"
t1=$tmp/t1 jury=$tmp/jury
expect "team1 logs in" 303 "$(login team1 pw-one "$t1")"
expect "the jury logs in" 303 "$(login jury pw-jury "$jury")"
expect "the jury starts the clock" 303 "$(status -b "$jury" -d "csrf=$(csrf_of "$base/jury" "$jury")" -d action=start "$base/jury/clock")"

# A slow accepted submission: the accepted one, pausing 200 ms per test.
sed 's|return 0;|usleep(200000);\n\treturn 0;|; s|#include <stdio.h>|#include <stdio.h>\n#include <unistd.h>|' \
	"$root/problems/hdu1850/submissions/accepted/stones_removed.c" >"$tmp/slow.c"
# post FILE: submits FILE to hdu1850 as team1; prints the submission's id.
post() { submit_file "$t1" hdu1850 "$1"; }
fast=$root/problems/hdu1850/submissions/accepted/stones_removed.c
# backend PID: the PostgreSQL backend of the worker whose process is PID (its application_name).
backend() { q "SELECT pid FROM pg_stat_activity WHERE application_name LIKE 'judge worker %:$1'"; }
# sever PID [SUB]: ends that backend, and only while SUB (when given) is open and claimed by the worker
# PID, in one statement (a psql takes long on a loaded machine); t when it was ended.
sever() {
	q "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name LIKE 'judge worker %:$1'
		AND (${2:-0} = 0 OR EXISTS (SELECT 1 FROM judgements WHERE submission_id = ${2:-0} AND valid = 1
		AND ended_ms IS NULL AND claimed_by LIKE '%:$1'))"
}
# severed PID SUB: ends the backend of the worker PID if it judges SUB now; 0 when it was ended.
severed() { [ "$(sever "$1" "$2")" = t ]; }
# sever_judging PID SUB: waits (60 s at most) until the worker PID judges SUB, then ends its backend; 0 once ended.
sever_judging() { poll_until 60 severed "$1" "$2"; }
# claimed SUB PID: 0 when the worker PID holds an open claim on SUB.
claimed() {
	[ "$(q "SELECT count(*) FROM judgements WHERE submission_id = $1 AND valid = 1 AND ended_ms IS NULL
		AND claimed_by LIKE '%:$2'")" = 1 ]
}
# wait_claim SUB PID: waits (60 s at most) until the worker PID holds an open claim on SUB; 0 when it does.
wait_claim() { poll_until 60 claimed "$1" "$2"; }
alive() { kill -0 "$1" 2>/dev/null; }
finished() { q "SELECT count(*) || ' ' || min(verdict) FROM judgements WHERE submission_id = $1 AND valid = 1 AND ended_ms IS NOT NULL"; }

worker a JUDGE_WORKER_RECONNECT_S=20
a=${workers[0]}
# connected PID: 0 when the worker PID has a backend.
connected() { [ -n "$(backend "$1")" ]; }
# wait_backend PID: waits (60 s at most) until the worker PID has connected; 0 when its backend is seen.
wait_backend() { poll_until 60 connected "$1"; }
check 'wait_backend "$a"' "worker a's connection is named by its process"

# 1. Its backend ended while it judges: the same worker writes the verdict on a new connection.
s1=$(post "$tmp/slow.c")
old=$(backend "$a")
check "sever_judging $a $s1" "worker a's backend is ended while it judges the slow submission"
expect "the slow submission, judged by worker a after the cut" AC "$(wait_verdict "$t1" "$s1")"
expect "its one current finished judgement" "1 AC" "$(finished "$s1")"
check "alive $a" "worker a is alive after its backend was ended"
new=$(backend "$a")
check '[ -n "$new" ] && [ "$new" != "$old" ]' "worker a is on a new backend ($old, then '$new')"

# 2. Ended while idle: the next submission is judged.
expect "worker a's backend is ended while it is idle" t "$(sever "$a")"
s2=$(post "$fast")
expect "a submission after the idle cut" AC "$(wait_verdict "$t1" "$s2")"
check "alive $a" "worker a is alive after the idle cut"

# 3. The server restarted while it is idle.
check 'pg_as_owner "$pg_bin/pg_ctl" -D "$pg_dir/data" -m fast -w -t 60 restart >/dev/null' "PostgreSQL restarts"
# The confined HTTP process cannot connect again (no new sockets): its supervisor starts it anew.
# posted FILE: posts FILE; 0 when it was taken, its id in $s3.
posted() { s3=$(post "$1"); }
poll_until 20 posted "$fast"
expect "a submission after the restart" AC "$(wait_verdict "$t1" "$s3")"
check "alive $a" "worker a is alive after the restart"

# 4. Ended while it judges, and a worker started then reaps the claim (its first act) and judges
# it: worker a drops its verdict. A later submission is judged by one of them. Worker b is the
# one that gives up in 5, after a budget of its own, short: nothing breaks its connection before.
s4=$(post "$tmp/slow.c")
check "sever_judging $a $s4" "worker a's backend is ended while it judges the second slow submission"
worker b JUDGE_WORKER_RECONNECT_S=3
b=${workers[1]}
s5=$(post "$fast")
check "wait_claim $s4 $b" "worker b reaps worker a's claim and claims it"
expect "the second slow submission, judged by worker b" AC "$(wait_verdict "$t1" "$s4")"
expect "its one current finished judgement" "1 AC" "$(finished "$s4")"
expect "the submission after it" AC "$(wait_verdict "$t1" "$s5")"
poll_until 30 grep -q "submission $s4: its claim was lost" "$tmp/a.err"
check 'grep -q "submission $s4: its claim was lost while the store.s connection was made again; its verdict AC is dropped" "$tmp/a.err"' \
	"worker a says it dropped its verdict of submission $s4"
expect "worker a's old claim stays old and unfinished" "0|t" "$(q "SELECT valid, ended_ms IS NULL FROM judgements WHERE submission_id = $s4 AND claimed_by LIKE '%:$a'")"
check "alive $a && alive $b" "both workers are alive"
expect "current finished judgements per submission" "$s1|1
$s2|1
$s3|1
$s4|1
$s5|1" "$(q "SELECT submission_id, count(*) FROM judgements WHERE valid = 1 AND ended_ms IS NOT NULL GROUP BY submission_id ORDER BY 1")"

# The judged counts the jury's queue page shows (each worker's row, written at its beats): worker
# a's dropped verdict of $s4 is none of its own. Read once both rows were written after the drop.
written_after() { [ "$(q "SELECT count(*) FROM workers WHERE seen_ms <= $1")" = 0 ]; }
dropped_at=$(date +%s%3N)
check 'poll_until 60 written_after "$dropped_at"' "both workers' rows are written after the drop"
expect "each worker's judged count: its current finished judgements" \
	"$(q "SELECT w.name || ' ' || count(j.id) FROM workers w LEFT JOIN judgements j ON j.claimed_by = w.name
		AND j.valid = 1 AND j.ended_ms IS NOT NULL GROUP BY w.name ORDER BY w.name")" \
	"$(q "SELECT name || ' ' || judged FROM workers ORDER BY name")"

# 5. The server gone for good: worker b gives up after its JUDGE_WORKER_RECONNECT_S.
kill -- "-$a"
wait "$a" 2>/dev/null
stop_server
pg_as_owner "$pg_bin/pg_ctl" -D "$pg_dir/data" -m fast -w stop >/dev/null
# gone PID: 0 once the process PID has ended.
gone() { ! alive "$1"; }
poll_until 60 gone "$b"
wait "$b"
expect "worker b's exit status once it gives up" 3 "$?"
check 'grep -q "gave up connecting again to the store after [0-9]* tries in [0-9]* s: store .*: connecting again: " "$tmp/b.err"' \
	"worker b says it gave up, and why"
check 'grep -q "the store.s connection broke (.*); connecting again (try 2)" "$tmp/b.err"' "worker b logs each try with the reason"
[ "$fail" = 0 ] || { echo "--- worker a:"; tail -n 20 "$tmp/a.err"; echo "--- worker b:"; tail -n 20 "$tmp/b.err"; }
finish
