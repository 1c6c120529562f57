#!/usr/bin/env bash
# What a coach needs next in a live judge serve session (#45), each with its
# exact answer: clarifications (a team asks, the jury answers that team or
# all, announces; news marked new until read; the pages, the Contest API's
# GET and POST for each role, the event feed), the clock on every page, the
# jury's queue page, a team's own source and the jury's page naming the team,
# and the small things: no sanitizer variants for teams, a compile error's
# page, a cell that counts no compile error, the board's freeze and end
# texts, the HTML export's every verdict, problems.yaml's time_limit refused.
# Usage: coach.sh JUDGE ROOT
set -uo pipefail
. "$(dirname "$0")/http-lib.sh"
serve_test_begin "$1" "$2"
command -v jq >/dev/null || { echo "skipped: no jq"; exit 77; }

# The whole contest frozen for the public (from minute 0), so that the clock and the boards say so.
FREEZE=2:00:00 write_package "$tmp/contest"

# A key of problems.yaml the judge does not apply stops the server before it starts, named.
cp -r "$tmp/contest" "$tmp/limits"
printf -- '- id: hdu1850\n  time_limit: 2\n' > "$tmp/limits/problems.yaml"
msg=$("$judge" serve "$tmp/limits" --listen 127.0.0.1:0 --db "$tmp/limits.db" --root "$root" 2>&1); rc=$?
expect "serve with time_limit in problems.yaml" "2 judge: $tmp/limits/problems.yaml:2:3: problems[0].time_limit: not applied here: a problem's limits are its own problem.yaml's (problems/ID/problem.yaml); remove it" "$rc $msg"
msg=$("$judge" contest check "$tmp/limits" --root "$root" 2>&1); rc=$?
expect "contest check with time_limit" "2 judge: $tmp/limits/problems.yaml:2:3: problems[0].time_limit: not applied here: a problem's limits are its own problem.yaml's (problems/ID/problem.yaml); remove it" "$rc $msg"

start_server "$tmp/contest"
t1=$tmp/t1 t2=$tmp/t2 jury=$tmp/jury
api=$base/api/contests/http-test
login team1 pw-one "$t1" >/dev/null
login team2 pw-two "$t2" >/dev/null
login jury pw-jury "$jury" >/dev/null
tok1=$(csrf_of "$base/" "$t1") tok2=$(csrf_of "$base/" "$t2") tokj=$(csrf_of "$base/jury" "$jury")

# No clock before the start.
check 'lacks "id=\"countdown\"" curl -s -b "$t1" "$base/"' "no clock before the start"
expect "the jury starts the clock" 303 "$(status -b "$jury" -d "csrf=$tokj" -d action=start "$base/jury/clock")"

# Languages: the sanitized builds are the judge's own, not the teams'.
langs=$(curl -s -b "$t1" "$base/" | grep -o '<option value="[a-z0-9-]*sanitize[a-z-]*"' | xargs)
expect "the sanitizer variants in the submit form" "" "$langs"
expect "the sanitizer variants in the API" '[]' "$(curl -s "$api/languages" | jq -c '[.[].id | select(test("sanitize"))]')"
check 'curl -s "$api/languages" | jq -e "[.[].id] | index(\"c\") != null" >/dev/null' "C is still a language"
expect "a submission in c-sanitize" "400 language: no such language &#39;c-sanitize&#39;" \
	"$(status -b "$t1" -F "csrf=$tok1" -F problem=hdu1850 -F language=c-sanitize -F "source=int main(){}" "$base/submit") $(curl -s -b "$t1" -F "csrf=$tok1" -F problem=hdu1850 -F language=c-sanitize -F "source=int main(){}" "$base/submit" | sed -n 's|.*<p class="error">\(.*\)</p>.*|\1|p')"

# The clock on every page: the minute, the time left, the freeze; live.js counts it down.
home=$(curl -s -b "$t1" "$base/")
check '[[ $home =~ "<p id=\"countdown\" data-start=\""[0-9]+"\" data-end=\""[0-9]+"\" data-freeze=\""[0-9]+"\" data-duration=\"7200000\" data-now=\""[0-9]+"\">Minute "[01]" of 120 · 1:5"[89]":"[0-5][0-9]" left · scoreboard frozen</p>" ]]' \
	"a team's page shows the clock: $(grep -o '<p id="countdown"[^/]*' <<<"$home")"
check 'holds "id=\"countdown\"" curl -s "$base/scoreboard"' "the public's scoreboard shows the clock"
check 'holds -F "document.getElementById('"'"'countdown'"'"')" curl -s "$base/static/live.js"' "live.js counts the clock down"

# The queue page, linked from the jury's home: nothing waits, the worker waits for work.
check 'holds -F "<a href=\"/jury/queue\" id=\"queue-link\">Judging queue and worker</a>" curl -s -b "$jury" "$base/jury"' "the jury's home links to the queue"
expect "the queue for a team" 403 "$(status -b "$t1" "$base/jury/queue")"
for _ in $(seq 100); do
	queue=$(curl -s -b "$jury" "$base/jury/queue")
	[[ $queue == *"Waiting for work"* ]] && break
	sleep 0.1
done
check '[[ $queue == *"<p id=\"worker\">Waiting for work: it last looked "* ]]' "the worker waits for work: $(grep -o '<p id="worker">[^<]*' <<<"$queue")"
check '[[ $queue == *"<h2>Waiting: <span id=\"waiting-count\">0</span></h2>"* && $queue == *"<h2>Being judged: <span id=\"judging-count\">0</span></h2>"* ]]' "nothing waits, nothing is judged"

# Submissions: team1 accepted; team2 a compile error, then a wrong answer.
src=$root/problems/hdu1850/submissions/accepted/xor_compare.c
expect "team1's submission" 303 "$(status -b "$t1" -F "csrf=$tok1" -F problem=hdu1850 -F language=c -F "file=@$src" "$base/submit")"
expect "team2's compile error" 303 "$(status -b "$t2" -F "csrf=$tok2" -F problem=hdu1850 -F language=c -F "source=int main( {" "$base/submit")"
expect "team2's wrong answer" 303 "$(status -b "$t2" -F "csrf=$tok2" -F problem=hdu1850 -F language=c -F "source=<$root/problems/hdu1850/submissions/wrong_answer/one_case.c" "$base/submit")"
expect "team1's verdict" AC "$(wait_verdict "$t1" 1)"
expect "team2's first verdict" CE "$(wait_verdict "$t2" 2)"
expect "team2's second verdict" WA "$(wait_verdict "$t2" 3)"
# Just judged: well inside the last minute.
queue=$(curl -s -b "$jury" "$base/jury/queue" | tr -d '\n')
check '[[ $queue =~ "<table id=\"recent\">".*"<td><a href=\"/jury/submissions/3\">3</a></td><td>Second team</td><td>A</td><td><span class=\"v v-no\">WA</span>" ]]' "the queue lists submission 3 as judged in the last minute"
check '[[ $queue == *"<span id=\"waiting-count\">0</span>"* ]]' "nothing waits once all are judged"

# A team reads its own source, never another's; the jury's page names the team.
check 'holds -F "<h2>Source</h2><h3>xor_compare.c</h3><pre class=\"source\">" curl -s -b "$t1" "$base/submissions/1"' "team1 reads its source back"
check 'holds -F "$(sed -n 2p "$src" | sed "s/&/\&amp;/g;s/</\&lt;/g;s/>/\&gt;/g")" curl -s -b "$t1" "$base/submissions/1"' "team1's source is its file"
expect "team1 opens team2's submission" 404 "$(status -b "$t1" "$base/submissions/3")"
check 'lacks "class=\"source\"" curl -s -b "$t1" "$base/submissions/3"' "no source of another team"
expect "the jury's page of submission 3 names the team" '<dt>Team</dt><dd id="team">Second team (t2)</dd>' \
	"$(curl -s -b "$jury" "$base/jury/submissions/3" | grep -o '<dt>Team</dt><dd id="team">[^<]*</dd>')"
check 'lacks "id=\"team\"" curl -s -b "$t2" "$base/submissions/3"' "a team's own page does not name the team"

# A compile error's page: the compiler's message; no time, memory or tests.
ce=$(curl -s -b "$t2" "$base/submissions/2" | tr -d '\n')
check '[[ $ce =~ "<h2>Compiler</h2><pre id=\"compiler\">"[^\<]*"error" ]]' "the compile error's page shows the compiler's error"
check '[[ $ce != *"<dt>CPU</dt>"* && $ce != *"<dt>Memory</dt>"* && $ce != *"id=\"runs\""* ]]' "no CPU, memory or tests for a compile error"
check '[[ $(curl -s -b "$t2" "$base/" | tr -d "\n") == *"<td><span class=\"v v-no\">CE</span></td><td></td><td></td></tr>"* ]]' "the list leaves a compile error's CPU and memory empty"

# The cell counts what the penalty counts: the compile error neither.
expect "team2's cell for A (jury, API): judged, pending, solved" '[1,0,false]' \
	"$(curl -s -u jury:pw-jury "$api/scoreboard" | jq -c '.rows[] | select(.team_id == "t2") | .problems[] | select(.problem_id == "hdu1850") | [.num_judged, .num_pending, .solved]')"
board=$(curl -s -b "$jury" "$base/scoreboard" | tr -d '\n')
check '[[ $board == *"<tr data-team=\"Second team\"><td class=\"num\">2</td><td>Second team</td><td class=\"num\">0</td><td class=\"num\">0</td><td class=\"cell-no\" data-problem=\"A\">-1</td>"* ]]' "the jury's cell: one try"
# The board's state line says whose view it is.
expect "the jury's board while frozen" '<p id="state">Minute 0 of 120. The public'"'"'s board is frozen since minute 0; this is the jury'"'"'s view: every judgement shows.</p>' \
	"$(grep -o '<p id="state"[^>]*>[^<]*</p>' <<<"${board/Minute 1 of/Minute 0 of}")"
expect "the public's board while frozen" '<p id="state" class="frozen">Minute 0 of 120. Frozen since minute 0: later submissions show as pending.</p>' \
	"$(curl -s "$base/scoreboard" | grep -o '<p id="state"[^>]*>[^<]*</p>' | sed 's/Minute 1 of/Minute 0 of/')"

# Clarifications: team1 asks about A.
expect "team1 asks" "303 $base/clarifications" "$(curl -s -o /dev/null -w '%{http_code} %{redirect_url}' -b "$t1" -d "csrf=$tok1" -d problem=hdu1850 --data-urlencode "text=Is n at most 10?" "$base/clarifications")"
expect "an empty question" 400 "$(status -b "$t1" -d "csrf=$tok1" -d problem= --data-urlencode "text=  " "$base/clarifications")"
expect "a question about no problem" 400 "$(status -b "$t1" -d "csrf=$tok1" -d problem=nosuch -d text=hello "$base/clarifications")"
expect "a question without the CSRF token" 403 "$(status -b "$t1" -d problem= -d text=hello "$base/clarifications")"
expect "the jury asks as a team" 403 "$(status -b "$jury" -d "csrf=$tokj" -d text=hello "$base/clarifications")"
expect "the public asks (no session, so no form token)" 403 "$(status -d text=hello "$base/clarifications")"
expect "a team answers" 403 "$(status -b "$t1" -d "csrf=$tok1" -d to=all -d text=hi "$base/jury/clarifications")"
check 'holds -F "<a href=\"/jury/clarifications\" id=\"clar-link\" class=\"unread\">Clarifications (1 unanswered)</a>" curl -s -b "$jury" "$base/jury"' "the jury's home counts the question"
jc=$(curl -s -b "$jury" "$base/jury/clarifications" | tr -d '\n')
check '[[ $jc == *"<li class=\"clar unread\" id=\"clar-1\" data-id=\"1\"><p class=\"clar-head\"><strong class=\"new\">new</strong> Question from &lt;b&gt;Bold&lt;/b&gt; &amp; co &middot; A &middot; "* && $jc == *"<pre class=\"clar-text\">Is n at most 10?</pre>"* ]]' "the jury reads team1's question, unanswered"
check 'lacks "Is n at most 10" curl -s -b "$t2" "$base/clarifications"' "team2 does not see team1's question"
# The jury answers team1 alone.
expect "the jury answers team1" "303 $base/jury/clarifications" "$(curl -s -o /dev/null -w '%{http_code} %{redirect_url}' -b "$jury" -d "csrf=$tokj" -d reply_to=1 -d to=team --data-urlencode "text=Yes: n <= 10." "$base/jury/clarifications")"
expect "an answer to no question" 400 "$(status -b "$jury" -d "csrf=$tokj" -d reply_to=99 -d to=team -d text=x "$base/jury/clarifications")"
expect "a message to one team that answers nothing" 400 "$(status -b "$jury" -d "csrf=$tokj" -d to=team -d text=x "$base/jury/clarifications")"
expect "a message to nobody" 400 "$(status -b "$jury" -d "csrf=$tokj" -d to=them -d text=x "$base/jury/clarifications")"
check 'lacks "unanswered" curl -s -b "$jury" "$base/jury"' "answered: the jury's home counts nothing"
news1=$(curl -s -b "$t1" "$base/" | tr -d '\n')
check '[[ $news1 == *"<div id=\"news\"><p><a href=\"/clarifications\" class=\"unread\">1 new message from the jury</a></p><ul><li class=\"clar unread\" id=\"clar-2\" data-id=\"2\"><p class=\"clar-head\"><strong class=\"new\">new</strong> Answer to you &middot; A &middot; "* && $news1 == *"re <a href=\"/clarifications#clar-1\">#1</a></p><pre class=\"clar-text\">Yes: n &lt;= 10.</pre></li></ul></div>"* ]]' \
	"team1's home shows the answer, new: $(grep -o '<div id="news">.*</div><main' <<<"$news1" | head -c 600)"
expect "team1's news for live.js" '<div id="news"><p><a href="/clarifications" class="unread">1 new message from the jury</a></p>' "$(curl -s -b "$t1" "$base/news" | grep -o '<div id="news"><p><a [^>]*>[^<]*</a></p>')"
expect "team2's news" '<div id="news"></div>' "$(curl -s -b "$t2" "$base/news")"
expect "the news for the jury" 403 "$(status -b "$jury" "$base/news")"
check '[[ $(curl -s -b "$t2" "$base/submissions/3") == *"<div id=\"news\"></div>"* ]]' "team2's pages have an empty news box"
# Read on the clarifications page: marked there, then no longer news.
page1=$(curl -s -b "$t1" "$base/clarifications" | tr -d '\n')
check '[[ $page1 == *"<li class=\"clar unread\" id=\"clar-2\""* && $page1 == *"<li class=\"clar\" id=\"clar-1\" data-id=\"1\"><p class=\"clar-head\">Your question &middot; A &middot; "* ]]' "team1's page: the answer new, its question"
expect "team1's news once read" '<div id="news"></div>' "$(curl -s -b "$t1" "$base/news")"
check '[[ $(curl -s -b "$t1" "$base/clarifications") != *"clar unread"* ]]' "read: nothing new on the page either"
# An announcement to all.
expect "the jury announces" 303 "$(status -b "$jury" -d "csrf=$tokj" -d to=all -d problem= --data-urlencode "text=Lunch at noon." "$base/jury/clarifications")"
for u in "$t1" "$t2"; do
	check '[[ $(curl -s -b "$u" "$base/news" | tr -d "\n") == *"1 new message from the jury</a></p><ul><li class=\"clar unread\" id=\"clar-3\" data-id=\"3\"><p class=\"clar-head\"><strong class=\"new\">new</strong> Announcement to all teams &middot; General &middot; "*"<pre class=\"clar-text\">Lunch at noon.</pre>"* ]]' "$(basename "$u") sees the announcement as news"
done

# The Contest API: each role sees its own.
expect "team1's clarifications (API)" '[["1","t1",null,null],["2",null,"t1","1"],["3",null,null,null]]' \
	"$(curl -s -u team1:pw-one "$api/clarifications" | jq -c '[.[] | [.id, .from_team_id, .to_team_id, .reply_to_id]]')"
expect "team2's clarifications (API)" '["3"]' "$(curl -s -u team2:pw-two "$api/clarifications" | jq -c '[.[].id]')"
expect "the public's clarifications (API)" '["3"]' "$(curl -s "$api/clarifications" | jq -c '[.[].id]')"
expect "the jury's clarifications (API)" '["1","2","3"]' "$(curl -s -u jury:pw-jury "$api/clarifications" | jq -c '[.[].id]')"
expect "the answer's object" '{"contest_time":true,"from_team_id":null,"id":"2","problem_id":"hdu1850","reply_to_id":"1","text":"Yes: n <= 10.","time":true,"to_team_id":"t1"}' \
	"$(curl -s -u team1:pw-one "$api/clarifications/2" | jq -cS '.time |= test("^20[0-9-]+T[0-9:.]+[+-]00:00$") | .contest_time |= test("^0:0[0-9]:[0-9][0-9].[0-9]{3}$")')"
expect "team2 reads team1's answer (API)" 404 "$(status -u team2:pw-two "$api/clarifications/2")"
# POSTs: a team's (team_clar) and the jury's (admin_clar).
cpost() { curl -s -o "$tmp/cpost.json" -D "$tmp/cpost.h" -w '%{http_code}' -H 'Content-Type: application/json' --data-binary "$1" "${@:2}" "$api/clarifications"; }
expect "team2 asks (API)" 200 "$(cpost '{"text":"May I use C++?"}' -u team2:pw-two)"
expect "team2's question as the API answers it" '["4","t2",null,null,"May I use C++?"]' "$(jq -c '[.id, .from_team_id, .to_team_id, .problem_id, .text]' "$tmp/cpost.json")"
check 'grep -qi "^location: /api/contests/http-test/clarifications/4" "$tmp/cpost.h"' "the POST's Location"
expect "team2 writes to team1 (API)" 400 "$(cpost '{"text":"hi","to_team_id":"t1"}' -u team2:pw-two)"
expect "team2 asks as team1 (API)" 403 "$(cpost '{"text":"hi","from_team_id":"t1"}' -u team2:pw-two)"
expect "team2 sets the time (API)" 400 "$(cpost '{"text":"hi","time":"2026-01-01T00:00:00Z"}' -u team2:pw-two)"
expect "team2 asks about no problem (API)" 400 "$(cpost '{"text":"hi","problem_id":"nosuch"}' -u team2:pw-two)"
expect "team2 replies to team1's question (API)" 400 "$(cpost '{"text":"hi","reply_to_id":"1"}' -u team2:pw-two)"
expect "team2 sends no text (API)" 400 "$(cpost '{"problem_id":"hdu1850"}' -u team2:pw-two)"
expect "the public asks (API)" 401 "$(cpost '{"text":"hi"}')"
expect "the jury without the time (API)" 400 "$(cpost '{"text":"hi","to_team_id":"t2"}' -u jury:pw-jury)"
expect "the jury from a team (API)" 400 "$(cpost '{"text":"hi","from_team_id":"t2","time":"2026-11-28T10:00:00Z"}' -u jury:pw-jury)"
expect "the jury to no team (API)" 400 "$(cpost '{"text":"hi","to_team_id":"t9","time":"2026-11-28T10:00:00Z"}' -u jury:pw-jury)"
expect "the jury answers team2 (API)" 200 "$(cpost '{"text":"Yes.","to_team_id":"t2","reply_to_id":"4","time":"2026-11-28T10:00:00.000+00:00"}' -u jury:pw-jury)"
expect "the jury's answer as the API answers it" '["5",null,"t2","4","2026-11-28T10:00:00.000+00:00"]' "$(jq -c '[.id, .from_team_id, .to_team_id, .reply_to_id, .time]' "$tmp/cpost.json")"
expect "team1 does not see team2's exchange (API)" '["1","2","3"]' "$(curl -s -u team1:pw-one "$api/clarifications" | jq -c '[.[].id]')"
check '[[ $(curl -s -b "$t2" "$base/news") == *"<strong class=\"new\">new</strong> Answer to you &middot; General"* ]]' "the API's answer is team2's news"
# The event feed: each asker's clarifications.
feed() { curl -s --max-time 3 "$@" "$api/event-feed" | jq -c 'select(.type == "clarifications") | .id' | xargs; }
expect "team2's feed of clarifications" "3 4 5" "$(feed -u team2:pw-two)"
expect "the public's feed of clarifications" "3" "$(feed)"
expect "the jury's feed of clarifications" "1 2 3 4 5" "$(feed -u jury:pw-jury)"

# The end: the clock says so, the public's board stays frozen until the jury thaws it.
expect "the jury ends the contest" 303 "$(status -b "$jury" -d "csrf=$tokj" -d action=end "$base/jury/clock")"
check 'holds "data-now=\"[0-9]*\">The contest is over.</p>" curl -s -b "$t1" "$base/"' "the clock says the contest is over"
expect "the public's board after the end" '<p id="state" class="frozen">The contest is over. Frozen since minute 0: later submissions show as pending until the jury thaws the scoreboard or resolves it.</p>' \
	"$(curl -s "$base/scoreboard" | grep -o '<p id="state"[^>]*>[^<]*</p>')"
expect "the jury's board after the end" '<p id="state">The contest is over. The public'"'"'s board is frozen since minute 0; this is the jury'"'"'s view: every judgement shows.</p>' \
	"$(curl -s -b "$jury" "$base/scoreboard" | grep -o '<p id="state"[^>]*>[^<]*</p>')"
expect "the jury thaws the scoreboard" 303 "$(status -b "$jury" -d "csrf=$tokj" -d action=thaw "$base/jury/clock")"
expect "the public's board thawed" '<p id="state">The contest is over.</p>' "$(curl -s "$base/scoreboard" | grep -o '<p id="state"[^>]*>[^<]*</p>')"

# The HTML export: every verdict of a team per problem, in order.
hist=$(curl -s -b "$jury" "$base/jury/export.html" | tr -d '\n' | grep -o '<section id="history">.*</section>')
check '[[ $hist =~ "<tr><td>Second team</td><td>A</td><td><span class=\"v v-no\">CE</span> (m "[01]") &rarr; <span class=\"v v-no\">WA on "[0-9]+", "[0-9]+/[0-9]+"</span> (m "[01]")</td></tr>" ]]' "the export lists team2's two verdicts: $hist"
check '[[ $hist =~ "<td>&lt;b&gt;Bold&lt;/b&gt; &amp; co</td><td>A</td><td><span class=\"v v-ac\">AC "[0-9]+"ms</span> (m "[01]")</td>" ]]' "the export lists team1's verdict, its name escaped"
check '! grep -q . <<<"$(grep -v "http: confined without " "$tmp/serve.err")"' "the server said nothing on stderr: $(head -3 "$tmp/serve.err")"
finish
