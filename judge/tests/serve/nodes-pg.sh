#!/usr/bin/env bash
# A session on several machines, on a throwaway PostgreSQL cluster (pg-lib.sh):
# two HTTP-only nodes (judge serve --workers 0) on one store, as behind one
# proxy, agree: a session opened on one is good on the other, and a team's
# submission rate is counted across both (the ten of its burst taken five and
# five, the eleventh refused with 429 on either). Then a worker whose copy of
# hdu1850 is stale (one answer changed) refuses that problem: it says so on
# its stderr and in its row on the jury's queue page, judges the other
# problem's submission, and gives hdu1850's none; a worker with the server's
# copy then judges it. Counted with psql.
# Usage: nodes-pg.sh JUDGE ROOT
set -uo pipefail
export JUDGE_TEST_STORE=postgresql
. "$(dirname "$0")/http-lib.sh"
command -v psql >/dev/null || { echo "skipped: no psql (scripts/setup --postgresql installs it)"; exit 77; }
serve_test_begin "$1" "$2"
workers=() second=
trap 'for w in "${workers[@]}"; do kill -9 -- "-$w" 2>/dev/null; done; [ -n "$second" ] && kill "$second";
	stop_server; pg_stop; rm -rf "$tmp"' EXIT
q() { psql "$store" -Atq -c "$1"; }

write_package "$tmp/contest"
SERVE_EXTRA="--workers 0" start_server "$tmp/contest"
a=$base
# The second node: its own port, the same store.
"$judge" serve "$tmp/contest" --listen 127.0.0.1:0 --db "$store" --root "$root" --workers 0 \
	>"$tmp/serve2.out" 2>"$tmp/serve2.err" &
second=$!
for _ in $(seq 100); do
	b=$(sed -n 's|^serving \(http://[^/]*\)/$|\1|p' "$tmp/serve2.out")
	[ -n "$b" ] && curl -s -o /dev/null "$b/login" && break
	sleep 0.1
done
check '[ -n "$b" ]' "the second node serves"

t1=$tmp/t1 t2=$tmp/t2 jury=$tmp/jury
base=$a
expect "team1 logs in on the first node" 303 "$(login team1 pw-one "$t1")"
expect "team2 logs in on the first node" 303 "$(login team2 pw-two "$t2")"
expect "the jury logs in on the first node" 303 "$(login jury pw-jury "$jury")"
expect "the jury starts the clock" 303 "$(status -b "$jury" -d "csrf=$(csrf_of "$a/jury" "$jury")" -d action=start "$a/jury/clock")"
expect "team1's session on the second node" 200 "$(status -b "$t1" "$b/")"

# submit NODE JAR PROBLEM SOURCE-FILE: the status of the submission's POST.
submit() {
	status -b "$2" -F "csrf=$(csrf_of "$1/" "$2")" -F "problem=$3" -F language=c -F "file=@$4" "$1/submit"
}
# A team's burst is 10, then 6 a minute (web.h): taken on both nodes by turns until one refuses.
# Counted apart, each node would take 10 before its first 429; counted together, 10 in all and
# the few that come back meanwhile (one per 10 s).
src=$root/problems/hdu1850/submissions/accepted/stones_removed.c
taken=0 code=303
while [ "$code" = 303 ] && [ "$taken" -lt 30 ]; do
	node=$a
	[ $((taken % 2)) = 1 ] && node=$b
	code=$(submit "$node" "$t1" hdu1850 "$src")
	[ "$code" = 303 ] && taken=$((taken + 1))
done
expect "the first refusal of team1's submissions" 429 "$code"
check '[ "$taken" -ge 10 ] && [ "$taken" -lt 20 ]' "team1's burst counted on both nodes together: $taken taken before a 429"
expect "team1's bucket, one in the store" 1 "$(q "SELECT count(*) FROM rate_buckets WHERE key LIKE '%t1%'")"
expect "team2's first, its own bucket" 303 "$(submit "$b" "$t2" hdu1850 "$src")"
n=$((taken + 1))
expect "the submissions stored, none judged (no worker yet)" "$n|0" "$(q "SELECT count(*), (SELECT count(*) FROM judgements) FROM submissions")"

# A stale copy: what a worker reads of the repository, hard links (the sandbox follows no
# symbolic link out of it; a copy where links cannot be made), one answer of hdu1850 changed.
stale=$tmp/stale
mkdir -p "$stale/problems" "$stale/testdata"
for d in judge solvers problems/include problems/hdu1850 problems/nimmove testdata/hdu1850 testdata/nimmove; do
	cp -al "$root/$d" "$stale/$d" 2>/dev/null || cp -a "$root/$d" "$stale/$d"
done
ans=$(ls "$stale/testdata/hdu1850/"*.ans | head -n 1)
cp --remove-destination "$root/testdata/hdu1850/${ans##*/}" "$ans"
echo 0 >>"$ans"

# worker ROOT: judge worker in a process group of its own, its stderr in worker-N.err.
worker() {
	set -m
	"$judge" worker "$tmp/contest" --db "$store" --root "$1" 2>"$tmp/worker-${#workers[@]}.err" &
	set +m
	workers+=($!)
}
worker "$stale"
nim=$(curl -s -o /dev/null -w '%{redirect_url}' -b "$t2" -F "csrf=$(csrf_of "$a/" "$t2")" -F problem=nimmove \
	-F language=c -F "file=@$root/problems/nimmove/submissions/accepted/first-heap-scanf.c" "$a/submit")
nim=${nim##*/}
base=$a
expect "the other problem's submission, judged by the stale worker" AC "$(wait_verdict "$t2" "$nim")"
refused=
for _ in $(seq 100); do
	refused=$(curl -s -b "$jury" "$a/jury/queue" | grep -o '<td class="refused">hdu1850 ([0-9a-f]* here, [0-9a-f]* on the server)</td>')
	[ -n "$refused" ] && break
	sleep 0.1
done
check '[ -n "$refused" ]' "the queue page shows the stale worker refusing hdu1850"
check 'grep -q "refuses problem hdu1850: its copy.s digest is [0-9a-f]*, the server.s [0-9a-f]*; its submissions wait" "$tmp/worker-0.err"' \
	"the stale worker says so on its stderr: $(cat "$tmp/worker-0.err")"
expect "hdu1850's submissions: none judged, all waiting" "0|$n" \
	"$(q "SELECT count(*) FILTER (WHERE j.id IS NOT NULL), count(*) FILTER (WHERE s.waiting = 1) FROM submissions s LEFT JOIN judgements j ON j.submission_id = s.id WHERE s.problem_id = 'hdu1850'")"

worker "$root"
all_judged() { [ "$(q "SELECT count(*) FROM judgements WHERE valid = 1 AND ended_ms IS NOT NULL")" = $((n + 1)) ]; }
wait_until 120 all_judged
expect "hdu1850's, judged by the worker with the server's copy" "$n|AC" \
	"$(q "SELECT count(*), min(j.verdict) FROM judgements j JOIN submissions s ON s.id = j.submission_id WHERE s.problem_id = 'hdu1850' AND j.valid = 1 AND j.claimed_by NOT LIKE '%:${workers[0]}'")"
expect "the stale worker judged none of them" 0 \
	"$(q "SELECT count(*) FROM judgements j JOIN submissions s ON s.id = j.submission_id WHERE s.problem_id = 'hdu1850' AND j.claimed_by LIKE '%:${workers[0]}'")"
expect "two workers on the queue page" 2 "$(curl -s -b "$jury" "$a/jury/queue" | sed -n 's|.*<span id="workers-count">\([0-9]*\)</span>.*|\1|p')"

finish
