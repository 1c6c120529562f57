#!/usr/bin/env bash
# Upsolving and the jury's replay, through the real server. A contest
# without a freeze: team1 solves A, team2 fails it; the jury ends the
# contest. Then both teams go on submitting through the submit form (the
# Contest API's POST refuses it: the API has the contest's submissions
# alone, docs/coach.md): each submission is taken and judged, the
# scoreboard's ranks, solved counts and penalties stay the contest's (the
# page's rows and the API's scoreboard alike), and the problems solved after
# the end carry the upsolving mark, explained under the table. The replay
# page (/jury/replay): the jury's alone, every minute's scoreboard, its wall
# mode, Play by a Refresh header, a wrong minute or step refused with its
# reason, the last minute the contest's result, and no resolver steps
# without a freeze. With training.upsolve false, a submission after the end
# is refused (403), page and API.
# Usage: replay.sh JUDGE ROOT
set -uo pipefail
. "$(dirname "$0")/http-lib.sh"
serve_test_begin "$1" "$2"
command -v zip >/dev/null || { echo "skipped: no zip command"; exit 77; }
command -v jq >/dev/null || { echo "skipped: no jq"; exit 77; }
command -v sqlite3 >/dev/null || { echo "skipped: no sqlite3"; exit 77; }

FREEZE=0:00:00 write_package "$tmp/contest"
start_server "$tmp/contest"
t1=$tmp/t1 t2=$tmp/t2 jury=$tmp/jury
login team1 pw-one "$t1" >/dev/null
login team2 pw-two "$t2" >/dev/null
login jury pw-jury "$jury" >/dev/null
api=$base/api/contests/http-test
acA=$root/problems/hdu1850/submissions/accepted/xor_compare.c
waA=$root/problems/hdu1850/submissions/wrong_answer/one_case.c
acB=$root/problems/nimmove/submissions/accepted/largest-take.c

expect "the replay before the start" 409 "$(status -b "$jury" "$base/jury/replay")"
tokj=$(csrf_of "$base/jury" "$jury")
expect "the jury starts the clock" 303 "$(status -b "$jury" -d "csrf=$tokj" -d action=start "$base/jury/clock")"
tok1=$(csrf_of "$base/" "$t1")
tok2=$(csrf_of "$base/" "$t2")
expect "team1's submission in the contest" 303 "$(status -b "$t1" -F "csrf=$tok1" -F problem=hdu1850 -F language=c -F "file=@$acA" "$base/submit")"
expect "team2's submission in the contest" 303 "$(status -b "$t2" -F "csrf=$tok2" -F problem=hdu1850 -F language=c -F "file=@$waA" "$base/submit")"
expect "team1's verdict" AC "$(wait_verdict "$t1" 1)"
expect "team2's verdict" WA "$(wait_verdict "$t2" 2)"
expect "the resolver while the contest runs" 409 "$(status -b "$jury" "$base/jury/replay?step=0")"
expect "the jury ends the contest" 303 "$(status -b "$jury" -d "csrf=$tokj" -d action=end "$base/jury/clock")"
# The rows as report/board.c draws them (compare's markup): B is blank, nobody tried it.
bold='&lt;b&gt;Bold&lt;/b&gt; &amp; co'
row1="<tr data-team=\"$bold\"><td class=\"num\">1</td><td>$bold</td><td class=\"num\">1</td><td class=\"num\">0</td><td class=\"cell-first\" data-problem=\"A\">1/0</td>"
row2='<tr data-team="Second team"><td class="num">2</td><td>Second team</td><td class="num">0</td><td class="num">0</td><td class="cell-no" data-problem="A">-1</td>'
noB='<td class="none" data-problem="B"></td></tr>'
board=$(curl -s "$base/scoreboard" | tr -d '\n')
check '[[ $board == *"$row1$noB"* && $board == *"$row2$noB"* ]]' "the contest's scoreboard: $board"
check '[[ $board != *upsolve-legend* ]]' "no upsolving legend before anything is upsolved"
curl -s "$api/scoreboard" | jq -c .rows > "$tmp/api-before.json"

# After the end: taken and judged through the page; the API's POST refuses it.
check 'holds -F "<p id=\"over\">The contest is over. You may go on submitting (upsolving)" curl -s -b "$t2" "$base/"' \
	"the team's page says it may upsolve"
loc=$(curl -s -o /dev/null -w '%{http_code} %{redirect_url}' -b "$t2" -F "csrf=$tok2" -F problem=hdu1850 -F language=c -F "file=@$acA" "$base/submit")
expect "team2 upsolves A through the form" "303 $base/submissions/3" "$loc"
(cd "$(dirname "$acB")" && zip -q "$tmp/b.zip" "$(basename "$acB")")
body=$(printf '{"problem_id":"nimmove","language_id":"c","files":[{"data":"%s"}]}' "$(base64 -w0 "$tmp/b.zip")")
code=$(curl -s -o "$tmp/post.json" -w '%{http_code}' -u team1:pw-one -H 'Content-Type: application/json' --data-binary "$body" "$api/submissions")
expect "team1 upsolves B through the API" "403 the contest is over: the Contest API takes the contest's submissions alone (upsolving goes through the team's page)" \
	"$code $(jq -r .message "$tmp/post.json")"
loc=$(curl -s -o /dev/null -w '%{http_code} %{redirect_url}' -b "$t1" -F "csrf=$tok1" -F problem=nimmove -F language=c -F "file=@$acB" "$base/submit")
expect "team1 upsolves B through the form" "303 $base/submissions/4" "$loc"
expect "team2's upsolving verdict" AC "$(wait_verdict "$t2" 3)"
expect "team1's upsolving verdict" AC "$(wait_verdict "$t1" 4)"

# The scoreboard keeps the contest's result; what was solved after is a mark.
mark='<span class="upsolved" title="solved after the end" style="color:#06c">&#10003;</span>'
for who in public jury; do
	if [ $who = jury ]; then board=$(curl -s -b "$jury" "$base/scoreboard" | tr -d '\n'); else board=$(curl -s "$base/scoreboard" | tr -d '\n'); fi
	check '[[ $board == *"$row1<td class=\"none\" data-problem=\"B\">$mark</td></tr>"* ]]' "$who: team1 keeps rank 1, 1 solved, 0 penalty; B marked upsolved: $board"
	check '[[ $board == *"<tr data-team=\"Second team\"><td class=\"num\">2</td><td>Second team</td><td class=\"num\">0</td><td class=\"num\">0</td><td class=\"cell-no\" data-problem=\"A\">-1 $mark</td>$noB"* ]]' \
		"$who: team2 keeps rank 2, 0 solved, its one try; A marked upsolved"
	check '[[ $board == *"<p id=\"upsolve-legend\">$mark solved after the contest'"'"'s end (upsolving): it changes no rank, solved count or penalty.</p>"* ]]' \
		"$who: the mark is explained"
done
curl -s "$api/scoreboard" | jq -c .rows > "$tmp/api-after.json"
check 'cmp -s "$tmp/api-before.json" "$tmp/api-after.json"' "the API's scoreboard is the contest's: $(cat "$tmp/api-after.json")"
# The jury's export is the session's result too: a cell's deciding submission is one of the contest's.
curl -s -b "$jury" "$base/jury/export.json" > "$tmp/export.json"
expect "the export: team2's A is its contest try, not its upsolving" '["WA","2"]' \
	"$(jq -c '[.teams[] | select(.team_id == "t2") | .results.hdu1850 | .verdict, (.submission | tostring)]' "$tmp/export.json")"
expect "the export: team1 has no result for B, solved after the end" 'null' \
	"$(jq -c '.teams[] | select(.team_id == "t1") | .results.nimmove' "$tmp/export.json")"
expect "the API lists the contest's submissions alone" '["1","2"]' "$(curl -s -u jury:pw-jury "$api/submissions" | jq -c '[.[].id]')"

# The replay: the jury's page.
check 'holds -F "<a href=\"/jury/replay\" id=\"replay\">Replay and resolve</a>" curl -s -b "$jury" "$base/scoreboard"' \
	"the jury's scoreboard links to the replay"
check 'lacks -F "/jury/replay" curl -s "$base/scoreboard"' "the public's does not"
expect "the replay for the public" 303 "$(status "$base/jury/replay")"
expect "the replay for a team" 403 "$(status -b "$t1" "$base/jury/replay")"
page=$(curl -s -b "$jury" "$base/jury/replay" | tr -d '\n')
# The last minute is the end's, rounded up: 1 unless judging took this test past a minute.
last=$(printf '%s' "$page" | sed -n 's|.*<p id="state">Minute 0 of \([0-9]*\)\.</p>.*|\1|p')
check '[[ $last =~ ^[1-9][0-9]*$ ]]' "the replay starts at minute 0 of the last: $page"
check '[[ $page == *"<tr data-team=\"$bold\"><td class=\"num\">1</td><td>$bold</td><td class=\"num\">0</td><td class=\"num\">0</td><td class=\"none\" data-problem=\"A\"></td>$noB"* ]]' \
	"at minute 0 nothing was made yet"
check '[[ $page == *"<a id=\"next\" href=\"/jury/replay?minute=1\">+1</a>"* && $page == *"<a id=\"resolve\" href=\"/jury/replay?step=0\">"* ]]' \
	"links to the next minute and to the resolver"
page=$(curl -s -b "$jury" "$base/jury/replay?minute=$last" | tr -d '\n')
check '[[ $page == *"$row1$noB"* && $page == *"$row2$noB"* ]]' \
	"the last minute is the contest's result, without upsolving: $page"
check '[[ $page != *upsolved* ]]' "the replay has no upsolving mark"
past=$((last + 1))
expect "a minute past the end" 400 "$(status -b "$jury" "$base/jury/replay?minute=$past")"
check 'holds -F "minute: expected a whole number 0 to $last, got &#39;$past&#39;" curl -s -b "$jury" "$base/jury/replay?minute=$past"' \
	"the reason names the range: $(curl -s -b "$jury" "$base/jury/replay?minute=$past" | grep error)"
expect "a minute that is not a number" 400 "$(status -b "$jury" "$base/jury/replay?minute=-1")"
page=$(curl -s -b "$jury" "$base/jury/replay?step=0" | tr -d '\n')
check '[[ $page == *"<p id=\"state\">Nothing was frozen: the scoreboard at the end is the final one.</p>"* ]]' \
	"no freeze, no resolver steps: $page"
expect "a step past the last" 400 "$(status -b "$jury" "$base/jury/replay?step=1")"
hdr=$(curl -s -D - -o /dev/null -b "$jury" "$base/jury/replay?minute=0&play=1" | grep -i '^refresh:' | tr -d '\r')
expect "play moves on to the next minute" "Refresh: 1; url=/jury/replay?minute=1&play=1" "$hdr"
hdr=$(curl -s -D - -o /dev/null -b "$jury" "$base/jury/replay?minute=$last&play=1" | grep -ci '^refresh:')
expect "play stops at the end" 0 "$hdr"
page=$(curl -s -b "$jury" "$base/jury/replay?step=0&wall=1" | tr -d '\n')
check '[[ $page == *"<body class=\"wall\">"* && $page != *"<nav>"* ]]' "the wall mode: large, no navigation bar: $page"
check '[[ $page == *"<a id=\"minutes\" href=\"/jury/replay?minute=$last&amp;wall=1\">Back to the minutes</a>"* ]]' \
	"the wall mode's links stay in it"
hdr=$(curl -s -D - -o /dev/null -b "$jury" "$base/jury/replay?minute=0&play=1&wall=1" | grep -i '^refresh:' | tr -d '\r')
expect "play stays in the wall mode" "Refresh: 1; url=/jury/replay?minute=1&play=1&wall=1" "$hdr"
stop_server

# training.upsolve: false: after the end, nothing is taken. The last half hour frozen, but the
# contest ended before it: nothing was frozen, though the freeze's time has come.
sed -i 's/^  feedback: first-diff$/&\n  upsolve: false/; s/^scoreboard_freeze_duration: .*/scoreboard_freeze_duration: 0:30:00/' "$tmp/contest/contest.yaml"
rm -f "$tmp/session.db"*
start_server "$tmp/contest"
api=$base/api/contests/http-test
login team1 pw-one "$t1" >/dev/null
login jury pw-jury "$jury" >/dev/null
tokj=$(csrf_of "$base/jury" "$jury")
status -b "$jury" -d "csrf=$tokj" -d action=start "$base/jury/clock" >/dev/null
status -b "$jury" -d "csrf=$tokj" -d action=end "$base/jury/clock" >/dev/null
# As if started 100 minutes ago and ended at minute 20: the store holds the clock the jury set.
now=$(date +%s%3N)
sqlite3 "$tmp/session.db" "UPDATE state SET value = $((now - 6000000)) WHERE name = 'start_ms'; UPDATE state SET value = $((now - 4800000)) WHERE name = 'end_ms';"
tok1=$(csrf_of "$base/" "$t1")
check 'holds -F "<p id=\"state\">The contest is over.</p>" curl -s "$base/scoreboard"' "ended before the freeze: the scoreboard is not frozen: $(curl -s "$base/scoreboard" | grep -o "<p id=\"state\"[^/]*")"
check 'holds -F "<p id=\"over\">The contest is over: submissions are closed.</p>" curl -s -b "$t1" "$base/"' "the team's page says it is closed"
expect "a submission after the end, upsolving off" 403 "$(status -b "$t1" -F "csrf=$tok1" -F problem=hdu1850 -F language=c -F "file=@$acA" "$base/submit")"
check 'holds -F "<p class=\"error\">the contest is over</p>" curl -s -b "$t1" -F "csrf=$tok1" -F problem=hdu1850 -F language=c -F "file=@$acA" "$base/submit"' \
	"the page says why"
code=$(curl -s -o "$tmp/post.json" -w '%{http_code}' -u team1:pw-one -H 'Content-Type: application/json' --data-binary "$body" "$api/submissions")
expect "an API POST after the end, upsolving off" "403 the contest is over" "$code $(jq -r .message "$tmp/post.json")"
finish
