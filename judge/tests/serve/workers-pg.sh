#!/usr/bin/env bash
# judge serve as an HTTP-only node (--workers 0) on a store in PostgreSQL, and
# judge worker beside it, on a throwaway cluster of the test's own (pg-lib.sh):
# a submission waits while no worker runs; the first worker claims it and is
# killed (SIGKILL, its whole process group) while the judgement is open; a
# second worker judges it again, and a later submission too, each with the
# verdict its folder promises. In the store: every submission has exactly one
# current, finished judgement, the dead worker's is kept old and unfinished,
# and no hold is left. Then a rejudge preview's judgement taken by a worker
# killed is judged by the next. Counted with psql.
# Usage: workers-pg.sh JUDGE ROOT
set -uo pipefail
. "$(dirname "$0")/http-lib.sh"
pg_workers_begin "$1" "$2"

# A worker needs the store's name.
msg=$("$judge" worker "$tmp/none" 2>&1); rc=$?
expect "judge worker without --db" "2 judge: worker: --db is needed: the store the server keeps (postgresql://...)" "$rc $msg"
# A mistyped SQLite store is refused, not made empty and waited on.
msg=$("$judge" worker "$tmp/none" --db "$tmp/typo.db" 2>&1); rc=$?
expect "judge worker on a store nobody made" "2 judge: worker: store '$tmp/typo.db': no such file: the server makes the store (judge serve CONTEST_DIR --db $tmp/typo.db); a worker joins it" "$rc $msg"
expect "no store made for it" "absent" "$([ -e "$tmp/typo.db" ] && echo made || echo absent)"

write_package "$tmp/contest"
SERVE_EXTRA="--workers 0" start_server "$tmp/contest"
t1=$tmp/t1 jury=$tmp/jury
expect "team1 logs in" 303 "$(login team1 pw-one "$t1")"
expect "the jury logs in" 303 "$(login jury pw-jury "$jury")"
expect "the jury starts the clock" 303 "$(status -b "$jury" -d "csrf=$(csrf_of "$base/jury" "$jury")" -d action=start "$base/jury/clock")"

# post PROBLEM FILE: submits problems/PROBLEM/submissions/FILE as team1; prints the submission's id.
post() {
	local tok loc
	tok=$(csrf_of "$base/" "$t1")
	loc=$(curl -s -o /dev/null -w '%{http_code} %{redirect_url}' -b "$t1" -F "csrf=$tok" -F "problem=$1" \
		-F "language=c" -F "file=@$root/problems/$1/submissions/$2" "$base/submit")
	[[ $loc == "303 $base/submissions/"* ]] && echo "${loc##*/submissions/}"
}
# open_judgement: 0 when a judgement is claimed and not finished.
open_judgement() { [ "$(q "SELECT count(*) FROM judgements WHERE ended_ms IS NULL AND valid = 1")" -gt 0 ]; }

slow=$(post hdu1850 time_limit_exceeded/every_move.c)
expect "the slow submission is posted" 1 "$slow"
expect "no judgement while no worker runs (HTTP-only node)" 0 "$(q "SELECT count(*) FROM judgements")"

worker first
check 'poll_until 60 open_judgement' "the first worker claims the submission"
first=${workers[0]}
holds() { q "SELECT count(*) FROM pg_locks WHERE locktype = 'advisory' AND classid = 1786078312 AND granted"; }
expect "the first worker's hold on its claim" 1 "$(holds)"
claimed=$(q "SELECT claimed_by FROM judgements WHERE submission_id = $slow AND valid = 1")
check '[[ $claimed == *:$first ]]' "the claim names the first worker's process (got '$claimed')"
kill -9 -- "-$first"
wait "$first" 2>/dev/null

worker second
expect "the slow submission, judged again by the second worker" TLE "$(wait_verdict "$t1" "$slow")"
fast=$(post hdu1850 accepted/stones_removed.c)
expect "a later submission" AC "$(wait_verdict "$t1" "$fast")"

expect "current finished judgements per submission" "1|1
2|1" "$(q "SELECT submission_id, count(*) FROM judgements WHERE valid = 1 AND ended_ms IS NOT NULL GROUP BY submission_id ORDER BY 1")"
expect "the dead worker's judgement, kept old and unfinished" "1|0|t" "$(q "SELECT count(*), valid, bool_and(ended_ms IS NULL) FROM judgements WHERE claimed_by = '$claimed' GROUP BY valid")"
second=$(q "SELECT claimed_by FROM judgements WHERE submission_id = $slow AND valid = 1")
check '[[ $second == *:${workers[1]} ]]' "the second worker judged it (got '$second')"
expect "holds left on finished judgements" 0 "$(holds)"

# A rejudge preview's shadow judgement whose worker is killed is handed out again and judged by another.
kill -9 -- "-${workers[1]}"
wait "${workers[1]}" 2>/dev/null
expect "a rejudge preview of hdu1850" "303 $base/jury/rejudge/hdu1850" "$(curl -s -o /dev/null -w '%{http_code} %{redirect_url}' -b "$jury" -d "csrf=$(csrf_of "$base/jury" "$jury")" -d problem=hdu1850 "$base/jury/rejudge")"
# shadow_open: 0 when a preview's judgement is taken and not finished.
shadow_open() { [ "$(q "SELECT count(*) FROM judgements WHERE preview = 1 AND started_ms > 0 AND ended_ms IS NULL")" -gt 0 ]; }
worker third
check 'poll_until 60 shadow_open' "a third worker takes a preview's judgement"
kill -9 -- "-${workers[2]}"
wait "${workers[2]}" 2>/dev/null
worker fourth
# previewed: 0 once no judgement of the preview is unfinished.
previewed() { [ "$(q "SELECT count(*) FROM judgements WHERE preview = 1 AND ended_ms IS NULL")" = 0 ]; }
poll_until 120 previewed
expect "the preview's judgements, all finished by the fourth worker" "2|TLE AC" "$(q "SELECT count(*), string_agg(verdict, ' ' ORDER BY submission_id) FROM judgements WHERE preview = 1 AND ended_ms IS NOT NULL")"
expect "holds left after the preview" 0 "$(holds)"
finish
