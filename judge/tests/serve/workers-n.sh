#!/usr/bin/env bash
# judge serve --workers 3: three local workers (worker, worker-2, worker-3) judge one team's six
# submissions, each with the verdict its folder promises, each judged once (one current,
# finished judgement per submission, claimed by one of the three); the jury's queue page lists
# the three. On SQLite, and on PostgreSQL as workers-n-pg (JUDGE_TEST_STORE, http-lib.sh).
# Usage: workers-n.sh JUDGE ROOT
set -uo pipefail
. "$(dirname "$0")/http-lib.sh"
serve_test_begin "$1" "$2"
command -v sqlite3 >/dev/null || { echo "skipped: no sqlite3 command (scripts/setup installs it)"; exit 77; }
write_package "$tmp/contest"
SERVE_EXTRA="--workers 3" start_server "$tmp/contest"
t1=$tmp/t1 jury=$tmp/jury
expect "team1 logs in" 303 "$(login team1 pw-one "$t1")"
expect "the jury logs in" 303 "$(login jury pw-jury "$jury")"
expect "the jury starts the clock" 303 "$(status -b "$jury" -d "csrf=$(csrf_of "$base/jury" "$jury")" -d action=start "$base/jury/clock")"
declare -A want
for f in accepted/stones_removed.c wrong_answer/one_case.c accepted/stones_removed.c \
	wrong_answer/one_case.c accepted/stones_removed.c wrong_answer/one_case.c; do
	loc=$(curl -s -o /dev/null -w '%{redirect_url}' -b "$t1" -F "csrf=$(csrf_of "$base/" "$t1")" -F problem=hdu1850 \
		-F language=c -F "file=@$root/problems/hdu1850/submissions/$f" "$base/submit")
	want[${loc##*/}]=$([ "${f%%/*}" = accepted ] && echo AC || echo WA)
done
expect "six submissions posted" 6 "${#want[@]}"
for id in "${!want[@]}"; do
	expect "submission $id's verdict" "${want[$id]}" "$(wait_verdict "$t1" "$id")"
done
q() { if [[ $store == postgresql* ]]; then psql "$store" -Atq -c "$1"; else sqlite3 -cmd '.timeout 5000' "$store" "$1"; fi; }
expect "one current, finished judgement each, by the three" "6|6|0" "$(q "SELECT count(DISTINCT submission_id), count(*),
	sum(CASE WHEN claimed_by IN ('worker', 'worker-2', 'worker-3') THEN 0 ELSE 1 END)
	FROM judgements WHERE valid = 1 AND ended_ms IS NOT NULL")"
queue=$(curl -s -b "$jury" "$base/jury/queue")
expect "three workers on the queue page" 3 "$(sed -n 's|.*<span id="workers-count">\([0-9]*\)</span>.*|\1|p' <<<"$queue")"
names=$(grep -o '<tr><td>worker[-0-9]*</td>' <<<"$queue" | sed 's|<tr><td>||; s|</td>||' | paste -sd' ')
expect "their names" "worker worker-2 worker-3" "$names"
finish
