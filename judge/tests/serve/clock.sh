#!/usr/bin/env bash
# The contest's clock in judge serve (serve/clock.h): start, end and thaw are
# the jury's acts, each shown on the jury's page only when it makes sense,
# refused with 409 and why when it does not (nothing changes: every earlier
# submission stays on every scoreboard), and recorded with who and when in
# the log the jury's page shows. Then which start wins at start-up: the
# store's recorded start over contest.yaml's start_time, said on stderr when
# they disagree; a start_time that has passed is recorded as the start.
# Usage: clock.sh JUDGE ROOT
set -uo pipefail
. "$(dirname "$0")/http-lib.sh"
serve_test_begin "$1" "$2"
command -v jq >/dev/null || { echo "skipped: no jq"; exit 77; }
command -v sqlite3 >/dev/null || { echo "skipped: no sqlite3"; exit 77; }

# said JAR ACTION: the status of the jury's act and the page's error, "409 why".
said() {
	local out
	out=$(curl -s -w '\n%{http_code}' -b "$1" -d "csrf=$(csrf_of "$base/jury" "$1")" -d "action=$2" "$base/jury/clock")
	echo "$(tail -1 <<<"$out") $(sed -n 's|.*<p class="error">\(.*\)</p>.*|\1|p' <<<"$out")" | sed 's/ $//'
}
# acts JAR: the buttons of the jury's clock, in order.
acts() { curl -s -b "$1" "$base/jury" | grep -o '<button name="action" value="[a-z]*"' | sed 's/.*value="//;s/"$//' | xargs; }
# logged JAR: the clock's log on the jury's page, a row a line: act, by, what.
logged() {
	curl -s -b "$1" "$base/jury" | sed -n 's|.*<table id="clock-log">\(.*\)|\1|p' | sed 's|</table>.*||; s|</tr>|\n|g' |
		sed -n 's|^<tr><td>[0-9:]*</td><td>\([a-z]*\)</td><td>\([^<]*\)</td><td>\([^<]*\)</td>$|\1 \2: \3|p' | sed "s/&#39;/'/g"
}
# like WHAT REGEX GOT: GOT matches the extended regular expression (a contest minute depends on the machine's pace).
like() { if [[ $3 =~ ^$2$ ]]; then pass=$((pass + 1)); else fail=$((fail + 1)); echo "FAIL: $1: expected /$2/, got $3"; fi; }
utc() { date -u -d "@$(($1 / 1000))" +%Y-%m-%dT%H:%M:%SZ; }
state_ms() { sqlite3 "$tmp/session.db" "SELECT value FROM state WHERE name = '$1'"; }

write_package "$tmp/contest"
start_server "$tmp/contest"
t1=$tmp/t1 t2=$tmp/t2 jury=$tmp/jury
login team1 pw-one "$t1" >/dev/null
login team2 pw-two "$t2" >/dev/null
login jury pw-jury "$jury" >/dev/null
api=$base/api/contests/http-test

# Before the start: only Start now; ending or thawing is refused.
expect "the jury's acts before the start (start now, or schedule the start)" "start schedule" "$(acts "$jury")"
check 'holds -F "The contest begins at once, at minute 0: teams see the problems and may submit." curl -s -b "$jury" "$base/jury"' "Start now says what it does"
expect "End now before the start" "409 the contest has not started: there is nothing to end" "$(said "$jury" end)"
expect "a thaw before the start" "409 the contest has not started: the scoreboard is not frozen" "$(said "$jury" thaw)"
expect "an act that does not exist" "400 action: expected &#39;start&#39;, &#39;end&#39;, &#39;thaw&#39; or &#39;finalize&#39;" "$(said "$jury" restart)"
expect "a team's act" 403 "$(status -b "$t1" -d "csrf=$(csrf_of "$base/" "$t1")" -d action=start "$base/jury/clock")"
expect "nothing recorded by the refusals" "" "$(logged "$jury")"
expect "Start now" 303 "$(status -b "$jury" -d "csrf=$(csrf_of "$base/jury" "$jury")" -d action=start "$base/jury/clock")"
started=$(state_ms start_ms)
expect "the log after the start" "start jury: started by hand at $(utc "$started")" "$(logged "$jury")"
expect "the jury's acts while it runs (the freeze is at minute 90)" end "$(acts "$jury")"

# Two submissions judged: team1 AC, team2 WA.
for t in 1 2; do
	jar=$tmp/t$t
	src=$root/problems/hdu1850/submissions/accepted/xor_compare.c
	[ "$t" = 2 ] && src=$root/problems/hdu1850/submissions/wrong_answer/compare_total.c
	curl -s -o /dev/null -b "$jar" -F "csrf=$(csrf_of "$base/" "$jar")" -F problem=hdu1850 -F language=c -F "file=@$src" "$base/submit"
done
expect "team1's verdict" AC "$(wait_verdict "$t1" 1)"
expect "team2's verdict" WA "$(wait_verdict "$t2" 2)"
rows='[.rows[] | [.team_id, .rank, .score.num_solved, ([.problems[] | [.num_judged, .num_pending, .solved]])]]'
jury_board=$(curl -s -u jury:pw-jury "$api/scoreboard" | jq -c "$rows")
public_board=$(curl -s "$api/scoreboard" | jq -c "$rows")
expect "the jury's scoreboard" '[["t1",1,1,[[1,0,true],[0,0,false]]],["t2",2,0,[[1,0,false],[0,0,false]]]]' "$jury_board"
expect "the public's scoreboard" "$jury_board" "$public_board"

# Start now on a running contest: refused, and every submission stays on every scoreboard.
like "Start now on a running contest" \
	"409 the contest is running \(minute [0-9]+ of 120\): starting it again would count every earlier submission out of the scoreboards" \
	"$(said "$jury" start)"
expect "the contest's start, unchanged" "$started" "$(state_ms start_ms)"
expect "the jury's scoreboard after the refused start" "$jury_board" "$(curl -s -u jury:pw-jury "$api/scoreboard" | jq -c "$rows")"
expect "the public's scoreboard after the refused start" "$public_board" "$(curl -s "$api/scoreboard" | jq -c "$rows")"
check 'holds -E "<td class=\"cell-first\" data-problem=\"A\">1/[0-9]+</td>" curl -s "$base/scoreboard"' "the public page keeps team1's cell"
expect "a thaw before the freeze" "409 the scoreboard is not frozen yet: its freeze begins at minute 90" "$(said "$jury" thaw)"

# End now, once; then neither end nor start again.
expect "End now" 303 "$(status -b "$jury" -d "csrf=$(csrf_of "$base/jury" "$jury")" -d action=end "$base/jury/clock")"
ended=$(state_ms end_ms)
like "End now again" "409 the contest is over already \(it ended at minute [0-9]+\)" "$(said "$jury" end)"
like "Start now after the end" \
	"409 the contest is over \(it ended at minute [0-9]+\): starting it again would count every submission out of the scoreboards; a new contest needs a new store \(judge serve --db\)" \
	"$(said "$jury" start)"
expect "the jury's scoreboard after the end and the refused start" "$jury_board" "$(curl -s -u jury:pw-jury "$api/scoreboard" | jq -c "$rows")"
expect "the public's scoreboard after the end and the refused start" "$public_board" "$(curl -s "$api/scoreboard" | jq -c "$rows")"
expect "the jury's acts after an end before the freeze" finalize "$(acts "$jury")"
expect "a thaw after an end before the freeze" "409 the contest ended before its freeze (minute 90): the scoreboard was never frozen" "$(said "$jury" thaw)"
expect "the log: each act, by whom, what it did" \
	"start jury: started by hand at $(utc "$started")|end jury: ended by hand at $(utc "$ended"), minute $(((ended - started) / 60000)) of 120" \
	"$(logged "$jury" | paste -sd'|')"

# Which start wins at start-up: the store's, said on stderr when contest.yaml's start_time disagrees.
stop_server
sed -i 's/^start_time: null$/start_time: 2030-01-01T00:00:00Z/' "$tmp/contest/contest.yaml"
start_server "$tmp/contest"
api=$base/api/contests/http-test
expect "the server's words at start-up" \
	"judge serve: clock: the contest started at $(utc "$started"), as the store records; contest.yaml's start_time 2030-01-01T00:00:00Z is not used (once the contest has started, the recorded start wins)" \
	"$(cat "$tmp/serve.err")"
expect "the API's start: the store's" "$(utc "$started" | sed 's/Z$//')" "$(curl -s "$api/state" | jq -r .started | cut -c1-19)"
expect "the public's scoreboard after the restart" "$public_board" "$(curl -s "$api/scoreboard" | jq -c "$rows")"

# A start_time that has passed, nothing recorded: it is the start, recorded at start-up (nothing to say);
# moved afterwards, it moves nothing, and the server says which wins.
stop_server
rm -f "$tmp/session.db"*
past=$(($(date +%s) - 600))
sed -i "s/^start_time: .*/start_time: $(date -u -d "@$past" +%Y-%m-%dT%H:%M:%SZ)/" "$tmp/contest/contest.yaml"
start_server "$tmp/contest"
expect "a past start_time recorded as the start" "${past}000" "$(state_ms start_ms)"
expect "nothing said at start-up" "" "$(cat "$tmp/serve.err")"
login jury pw-jury "$jury" >/dev/null
expect "the log: the start by contest.yaml" "start contest.yaml: started at contest.yaml's start_time $(utc "${past}000")" "$(logged "$jury")"
like "Start now on a contest started by its start_time" \
	"409 the contest is running \(minute [0-9]+ of 120\): starting it again would count every earlier submission out of the scoreboards" \
	"$(said "$jury" start)"
stop_server
sed -i "s/^start_time: .*/start_time: $(date -u -d "@$((past - 3600))" +%Y-%m-%dT%H:%M:%SZ)/" "$tmp/contest/contest.yaml"
start_server "$tmp/contest"
expect "start_time moved after the start: the recorded start" "${past}000" "$(state_ms start_ms)"
check 'grep -qF "clock: the contest started at $(utc "${past}000"), as the store records; contest.yaml'"'"'s start_time $(utc "$(((past - 3600) * 1000))") is not used" "$tmp/serve.err"' \
	"the server says the recorded start wins: $(cat "$tmp/serve.err")"

# Frozen from the start (the freeze is the whole contest): Thaw is offered, taken once, then refused.
stop_server
rm -f "$tmp/session.db"*
FREEZE=2:00:00 write_package "$tmp/frozen"
start_server "$tmp/frozen"
login jury pw-jury "$jury" >/dev/null
expect "Start now, frozen from the start" 303 "$(status -b "$jury" -d "csrf=$(csrf_of "$base/jury" "$jury")" -d action=start "$base/jury/clock")"
expect "the jury's acts while frozen" "end thaw" "$(acts "$jury")"
check 'holds -F "The public scoreboard shows every judgement, the frozen ones too, from now on" curl -s -b "$jury" "$base/jury"' "Thaw says what it does"
expect "Thaw" 303 "$(status -b "$jury" -d "csrf=$(csrf_of "$base/jury" "$jury")" -d action=thaw "$base/jury/clock")"
thawed=$(state_ms thaw_ms)
expect "Thaw again" "409 the scoreboard was thawed already ($(utc "$thawed"))" "$(said "$jury" thaw)"
expect "the jury's acts once thawed" end "$(acts "$jury")"
expect "the log's last act" "thaw jury: thawed at $(utc "$thawed"): the public scoreboard shows every judgement, the frozen ones too" "$(logged "$jury" | tail -1)"
finish
