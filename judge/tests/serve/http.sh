#!/usr/bin/env bash
# The pages of judge serve and their security, each with its exact status:
# logins, sessions (HttpOnly, SameSite=Strict), a team's submissions judged
# and shown with what first-diff feedback allows, another team's submission
# hidden (page and API: 404), the jury's pages closed to teams (403) and to
# the public (303 to the login), CSRF token missing or wrong (403), a foreign
# Origin (403), a submission over the size limit (413), the per-team rate
# limit (429), a login flood (429), no URL reaching the file system (400),
# and a team's name escaped on every page.
# Usage: http.sh JUDGE ROOT
set -uo pipefail
. "$(dirname "$0")/http-lib.sh"
serve_test_begin "$1" "$2"

write_package "$tmp/contest"
# Problem B's label holds Markdown's and HTML's metacharacters: text on every page and export.
sed -i "s/^  label: B$/  label: 'B|<i>*x*<\/i>'/" "$tmp/contest/problems.yaml"
# The command line: a bad address is a usage error (2), said before anything starts.
msg=$("$judge" serve "$tmp/contest" --listen 127.0.0.1:99999 --root "$root" 2>&1); rc=$?
expect "--listen with a port out of range" "2 judge: --listen '127.0.0.1:99999': port: expected 0 to 65535" "$rc $msg"
msg=$("$judge" serve "$tmp/contest" --listen nowhere --root "$root" 2>&1); rc=$?
expect "--listen without a port" "2 judge: --listen 'nowhere': expected ADDR:PORT" "$rc $msg"
msg=$(JUDGE_SERVE_USER=root "$judge" serve "$tmp/contest" --listen 127.0.0.1:0 --root "$root" 2>&1); rc=$?
expect "the HTTP process as root" "3 judge: serve: user 'root': the HTTP process must not run as root" "$rc $msg"
start_server "$tmp/contest"
t1=$tmp/t1 t2=$tmp/t2 jury=$tmp/jury

# Logins and sessions.
expect "the public's home" 200 "$(status "$base/")"
expect "the jury's page, logged out" 303 "$(status "$base/jury")"
expect "a wrong password" 401 "$(login team1 wrong "$t1")"
expect "team1 logs in" 303 "$(login team1 pw-one "$t1")"
expect "team2 logs in" 303 "$(login team2 pw-two "$t2")"
expect "the jury logs in" 303 "$(login jury pw-jury "$jury")"
rm -f "$tmp/j2"
tok=$(csrf_of "$base/login" "$tmp/j2")
cookie=$(curl -s -D - -o /dev/null -b "$tmp/j2" --data-urlencode "csrf=$tok" -d username=admin -d password=pw-admin "$base/login" | grep -i '^set-cookie: sid=')
check '[[ $cookie == *"HttpOnly"* && $cookie == *"SameSite=Strict"* ]]' "the session cookie is HttpOnly and SameSite=Strict: $cookie"
expect "a login form without its token" 403 "$(status -d username=admin -d password=pw-admin "$base/login")"

# The jury's pages are the jury's.
expect "team1 on the jury's page" 403 "$(status -b "$t1" "$base/jury")"
tok1=$(csrf_of "$base/" "$t1")
expect "team1 starts the clock" 403 "$(status -b "$t1" -d "csrf=$tok1" -d action=start "$base/jury/clock")"
expect "the problems before the start" 404 "$(status -b "$t1" "$base/problems/hdu1850")"
# Nothing of the problem set shows before the start, to a team or the public: no id, title, label
# column or count on any page or in the API (the jury sees it); after the start, all of it does.
problem_set='hdu1850|nimmove|Good Boy|Winning Move|data-problem|balloon|B\|&lt;i'
api=$base/api/contests/http-test
for u in "/" "/scoreboard" "/scoreboard?wall=1" "/problems/hdu1850" "/problems/nosuch" "/play/hdu1850" "/play/nosuch"; do
	check 'lacks -E "$problem_set" curl -s -b "$t1" "$base$u"' "a team's $u before the start: $(curl -s -b "$t1" "$base$u" | grep -Eo "$problem_set" | sort -u | xargs)"
	check 'lacks -E "$problem_set" curl -s "$base$u"' "the public's $u before the start"
done
expect "a known and an unknown problem before the start, alike" "404 the contest has not started|404 the contest has not started" \
	"$(status -b "$t1" "$base/problems/hdu1850") $(curl -s -b "$t1" "$base/problems/hdu1850" | sed -n 's|.*<p class="error">\(.*\)</p>.*|\1|p')|$(status -b "$t1" "$base/problems/nosuch") $(curl -s -b "$t1" "$base/problems/nosuch" | sed -n 's|.*<p class="error">\(.*\)</p>.*|\1|p')"
check 'holds "<p id=\"not-started\">The contest has not started" curl -s -b "$t1" "$base/"' "a team's home page says the problems come at the start"
for who in "" "-u team1:pw-one"; do
	# shellcheck disable=SC2086
	expect "the API's scoreboard before the start (${who:-public}): problems per row" '[0,0]' "$(curl -s $who "$api/scoreboard" | jq -c '[.rows[].problems | length]')"
	# shellcheck disable=SC2086
	expect "the API's problems before the start (${who:-public})" '[]' "$(curl -s $who "$api/problems" | jq -c .)"
done
expect "the jury's scoreboard before the start (API): problems per row" '[2,2]' "$(curl -s -u jury:pw-jury "$api/scoreboard" | jq -c '[.rows[].problems | length]')"
check 'holds "Good Boy" curl -s -b "$jury" "$base/scoreboard"' "the jury's scoreboard shows the problems before the start"
expect "a submission before the start" 403 "$(status -b "$t1" -F "csrf=$tok1" -F problem=hdu1850 -F language=c -F "source=int main(){}" "$base/submit")"
tokj=$(csrf_of "$base/jury" "$jury")
expect "the jury starts the clock" 303 "$(status -b "$jury" -d "csrf=$tokj" -d action=start "$base/jury/clock")"

# The same surfaces after the start: the problem set is there.
check 'holds "Good Boy" curl -s -b "$t1" "$base/" && lacks "not-started" curl -s -b "$t1" "$base/"' "a team's home page lists the problems after the start"
check 'holds "Good Boy" curl -s "$base/scoreboard" && holds "Winning Move" curl -s "$base/scoreboard?wall=1"' "the scoreboard and its wall show the problems after the start"
expect "the API's problems after the start (public)" '["hdu1850","nimmove"]' "$(curl -s "$api/problems" | jq -c '[.[].id]')"
expect "the API's scoreboard after the start (public): problems per row" '[2,2]' "$(curl -s "$api/scoreboard" | jq -c '[.rows[].problems | length]')"

# A problem, its statement and samples.
expect "the problem's page" 200 "$(status -b "$t1" "$base/problems/hdu1850")"
check 'holds "<h2>Samples</h2>" curl -s -b "$t1" "$base/problems/hdu1850"' "the problem's page lists its samples"
check 'cmp -s <(curl -s -b "$t1" "$base/problems/hdu1850/samples/1/in") "$root/testdata/hdu1850/sample.in"' "sample 1's input is the test's"
expect "a sample that does not exist" 404 "$(status -b "$t1" "$base/problems/hdu1850/samples/9/in")"

# CSRF and Origin.
src=$root/problems/hdu1850/submissions/accepted/xor_compare.c
expect "a submission without the CSRF token" 403 "$(status -b "$t1" -F problem=hdu1850 -F language=c -F "file=@$src" "$base/submit")"
expect "a submission with another session's token" 403 "$(status -b "$t1" -F "csrf=$tokj" -F problem=hdu1850 -F language=c -F "file=@$src" "$base/submit")"
expect "a submission from a foreign Origin" 403 "$(status -b "$t1" -H "Origin: http://evil.example" -F "csrf=$tok1" -F problem=hdu1850 -F language=c -F "file=@$src" "$base/submit")"

# team1: accepted (upload, with the page's own Origin); team2: wrong answer (paste).
loc=$(curl -s -o /dev/null -w '%{http_code} %{redirect_url}' -b "$t1" -H "Origin: $base" -F "csrf=$tok1" -F problem=hdu1850 -F language=c -F "file=@$src" "$base/submit")
expect "team1's submission" "303 $base/submissions/1" "$loc"
tok2=$(csrf_of "$base/" "$t2")
t2_first=$(date +%s) # the rate limit's bucket refills from here (below)
loc=$(curl -s -o /dev/null -w '%{http_code} %{redirect_url}' -b "$t2" -F "csrf=$tok2" -F problem=hdu1850 -F language=c \
	-F "source=<$root/problems/hdu1850/submissions/wrong_answer/one_case.c" "$base/submit")
expect "team2's submission" "303 $base/submissions/2" "$loc"
expect "team1's verdict" AC "$(wait_verdict "$t1" 1)"
expect "team2's verdict" WA "$(wait_verdict "$t2" 2)"
check 'holds "<td><pre>" curl -s -b "$t2" "$base/submissions/2"' "first-diff feedback: team2 reads why its test failed"
check 'holds "pre class=\"source\"" curl -s -b "$t2" "$base/submissions/2"' "a team's page shows its own source back"

# Another team's submission does not exist for a team, page or API.
expect "team1 reads team2's submission" 404 "$(status -b "$t1" "$base/submissions/2")"
expect "team1 reads it through the jury's page" 403 "$(status -b "$t1" "$base/jury/submissions/2")"
expect "team1 reads team2's submission (API)" 404 "$(status -u team1:pw-one "$api/submissions/2")"
expect "team1 reads team2's files (API)" 404 "$(status -u team1:pw-one "$api/submissions/2/files")"
expect "team1 reads its own (API)" 200 "$(status -u team1:pw-one "$api/submissions/1")"
# One spelling of an id: "/submissions/01" is not submission 1.
expect "its own with a leading zero" 404 "$(status -b "$t1" "$base/submissions/01")"
expect "its own files with a leading zero (API)" 404 "$(status -u team1:pw-one "$api/submissions/01/files")"
expect "the submissions team1 sees (API)" '["1"]' "$(curl -s -u team1:pw-one "$api/submissions" | jq -c '[.[].id]')"
expect "the judgements team1 sees (API)" '["1"]' "$(curl -s -u team1:pw-one "$api/judgements" | jq -c '[.[].submission_id]')"
# The public sees every visible team's submission (the CCS requirements), never its files.
expect "the public's submissions (API)" '[["1",[]],["2",[]]]' "$(curl -s "$api/submissions" | jq -c '[.[] | [.id, .files]]')"
expect "the public reads no files (API)" 404 "$(status "$api/submissions/1/files")"
expect "the jury reads both" 200 "$(status -b "$jury" "$base/jury/submissions/2")"
check 'holds "pre class=\"source\"" curl -s -b "$jury" "$base/jury/submissions/1"' "the jury sees the source"
side=$(curl -s -b "$jury" "$base/jury/problems/hdu1850" | tr -d '\n')
check '[[ $side =~ "<td><a href=\"/jury/submissions/1\"><span class=\"v v-ac\">AC "[0-9]+"ms</span></a></td>" ]]' "problem A side by side: team1's cell as compare's"
check '[[ $side =~ "<td><a href=\"/jury/submissions/2\"><span class=\"v v-no\">WA on "[0-9]+", "[0-9]+/[0-9]+"</span></a></td>" ]]' "problem A side by side: team2's cell as compare's"
curl -s -b "$jury" "$base/jury/export.md" > "$tmp/export.md"
check 'grep -Eq "AC [0-9]+ms" "$tmp/export.md" && grep -Eq "WA on [0-9]+, [0-9]+/[0-9]+" "$tmp/export.md"' "the Markdown export holds compare's cells"
check 'grep -q "Second team" "$tmp/export.md" && ! grep -qF "<b>Bold</b>" "$tmp/export.md"' "the Markdown export escapes a team's name"
check 'grep -qF "| A | B\|\<i\>\*x\*\</i\> |" "$tmp/export.md" && ! grep -qF "<i>" "$tmp/export.md"' "the Markdown export escapes a problem's label: $(grep -F "| rank |" "$tmp/export.md")"
check 'holds -F "B|&lt;i&gt;*x*&lt;/i&gt;" curl -s -b "$jury" "$base/jury/export.html"' "the HTML export escapes a problem's label"
check 'holds -F "&lt;b&gt;Bold&lt;/b&gt;" curl -s -b "$jury" "$base/jury/export.html"' "the HTML export escapes a team's name"
# The JSON export: compare's shape, a team's name as it is (JSON escapes for itself), every test of the deciding submission.
curl -s -b "$jury" -D "$tmp/export.h" "$base/jury/export.json" > "$tmp/export.json"
check 'grep -qi "^content-type: application/json" "$tmp/export.h"' "the JSON export is JSON: $(grep -i '^content-type' "$tmp/export.h")"
expect "the JSON export's rows (team, rank, solved, penalty, problems)" '[["t1",1,1,0,["hdu1850"]],["t2",2,0,0,["hdu1850"]]]' \
	"$(jq -c '[.teams[] | [.team_id, .rank, .solved, .penalty_min, (.results | keys)]]' "$tmp/export.json")"
expect "the JSON export's first team name, unescaped" '<b>Bold</b> & co' "$(jq -r '.teams[0].team' "$tmp/export.json")"
expect "team1's result: verdict, submission, tests run, tests not AC" '["AC",1,25,0]' \
	"$(jq -c '.teams[0].results.hdu1850 | [.verdict, .submission, (.tests | length), ([.tests[] | select(.verdict != "AC")] | length)]' "$tmp/export.json")"
expect "team2's result: verdict, submission, last test's verdict, earlier tests not AC" '["WA",2,"WA",0]' \
	"$(jq -c '.teams[1].results.hdu1850 | [.verdict, .submission, .tests[-1].verdict, ([.tests[:-1][] | select(.verdict != "AC")] | length)]' "$tmp/export.json")"
check '[[ $(jq -r ".teams[0].results.hdu1850.cell" "$tmp/export.json") =~ ^AC\ [0-9]+ms$ ]]' "the JSON export's cell is compare's"
expect "the JSON export's problems (id, label, solved)" '[["hdu1850","A",1],["nimmove","B|<i>*x*</i>",0]]' \
	"$(jq -c '[.problems[] | [.id, .label, .solved]]' "$tmp/export.json")"
# Rejudging: one submission, then a problem, each previewed then applied (rejudge.sh tests the
# preview); the old judgements are kept for the jury.
# apply_preview N: waits until problem A's preview has judged its N submissions, then applies it.
apply_preview() {
	for _ in $(seq 300); do
		holds "$1 of $1 submissions judged again" curl -s -b "$jury" "$base/jury/rejudge/hdu1850" && break
		sleep 0.1
	done
	status -b "$jury" -d "csrf=$tokj" -d problem=hdu1850 -d action=apply "$base/jury/rejudge"
}
expect "team1 rejudges" 403 "$(status -b "$t1" -d "csrf=$tok1" -d submission=1 "$base/jury/rejudge")"
loc=$(curl -s -o /dev/null -w '%{http_code} %{redirect_url}' -b "$jury" -d "csrf=$tokj" -d submission=1 "$base/jury/rejudge")
expect "the jury rejudges submission 1: its problem's preview" "303 $base/jury/rejudge/hdu1850" "$loc"
expect "the preview applied" 303 "$(apply_preview 1)"
expect "submission 1's verdict, judged again" AC "$(wait_verdict "$jury" 1)"
expect "the jury rejudges problem A" 303 "$(status -b "$jury" -d "csrf=$tokj" -d problem=hdu1850 "$base/jury/rejudge")"
expect "a rejudge of no problem" 400 "$(status -b "$jury" -d "csrf=$tokj" -d problem=nosuch "$base/jury/rejudge")"
expect "the preview of problem A applied" 303 "$(apply_preview 2)"
expect "submission 2's verdict, judged again" WA "$(wait_verdict "$t2" 2)"
for _ in $(seq 100); do
	js=$(curl -s -u jury:pw-jury "$api/judgements" | jq -c '[.[] | [.submission_id, .judgement_type_id]]')
	[[ $js != *null* ]] && break
	sleep 0.1
done
expect "every judgement, old ones kept" '[["1","AC"],["2","WA"],["1","AC"],["1","AC"],["2","WA"]]' "$js"
expect "team1 exports the session" 403 "$(status -b "$t1" "$base/jury/export.md")"
expect "team1 exports the session as JSON" 403 "$(status -b "$t1" "$base/jury/export.json")"
expect "team1 on the side-by-side page" 403 "$(status -b "$t1" "$base/jury/problems/hdu1850")"
expect "the submissions of the jury's judgements (API)" '["1","2"]' "$(curl -s -u jury:pw-jury "$api/judgements" | jq -c '[.[].submission_id] | unique')"

# Escaping: the team's name is text on every page, never markup.
check 'holds -F "&lt;b&gt;Bold&lt;/b&gt; &amp; co" curl -s "$base/scoreboard"' "the scoreboard escapes a team's name"
check 'lacks -F "<b>Bold</b>" curl -s "$base/scoreboard" "$base/jury" -b "$jury"' "no page holds a team's name raw"

# The scoreboard the rules give: t1 solved A at minute 0, t2 one rejection.
board=$(curl -s "$base/scoreboard" | tr -d '\n')
check '[[ $board == *"<tr data-team=\"&lt;b&gt;Bold&lt;/b&gt; &amp; co\"><td class=\"num\">1</td><td>&lt;b&gt;Bold&lt;/b&gt; &amp; co</td><td class=\"num\">1</td><td class=\"num\">0</td><td class=\"cell-first\" data-problem=\"A\">1/0</td>"* ]]' "t1 first, first to solve A"
check '[[ $board == *"<tr data-team=\"Second team\"><td class=\"num\">2</td><td>Second team</td><td class=\"num\">0</td><td class=\"num\">0</td><td class=\"cell-no\" data-problem=\"A\">-1</td>"* ]]' "t2 second, one rejection"
check '[[ $board == *"<table id=\"scoreboard\"><thead><tr><th class=\"num\">rank</th><th>team</th><th class=\"num\">solved</th><th class=\"num\">penalty</th><th><span class=\"balloon\" style=\"color:#ff0000\">&#9679;</span> A<small>"* ]]' \
	"the table's head is compare's (report/board.c): A's balloon in its colour"
check '[[ $board == *"<tfoot><tr><td></td><td>solved by</td><td></td><td></td><td>1 of 2</td><td>0 of 2</td></tr></tfoot></table>"* && $board == *"<p class=\"rule\">Penalty: the contest minute of each problem solved, plus 20 per rejected try"* ]]' \
	"under the table: solved by, then the ranking rule with the contest's penalty"
wall=$(curl -s "$base/scoreboard?wall=1" | tr -d '\n')
check '[[ $wall == *"<body data-refresh=\"5\" class=\"wall\"><main id=\"main\"><h1>HTTP test <small>Scoreboard</small></h1>"* && $wall != *"<nav>"* ]]' \
	"the wall mode: no navigation bar, the contest's name in the heading"
check 'holds -F ".cell-first{background:#3a3;color:#fff}" curl -s "$base/static/style.css"' "style.css holds the board's style (report/board.c's board_css)"

# Size limit: 300 KiB of source (the limit is 256 KiB).
head -c 307200 /dev/zero | tr '\0' 'x' > "$tmp/big.c"
expect "a submission over the size limit" 413 "$(status -b "$t1" -F "csrf=$tok1" -F problem=hdu1850 -F language=c -F "file=@$tmp/big.c" "$base/submit")"
expect "a body over the server's limit" 413 "$(head -c 2000000 /dev/zero | status -b "$t1" -H 'Content-Type: application/octet-stream' --data-binary @- "$base/submit")"

# Rate limit: 10 submissions at once, then one every 10 s. team2 has made one, so 9 more pass
# and the next is 429, plus one for every 10 s since team2's first (a loaded machine is slow
# to get here): the test submits until the first refusal and bounds what passed before it.
codes= taken=0
for _ in $(seq 30); do
	code=$(status -D "$tmp/rate.h" -b "$t2" -F "csrf=$tok2" -F problem=nimmove -F language=c -F "source=int main(void){return 0;}" "$base/submit")
	codes="$codes $code"
	[ "$code" = 303 ] && taken=$((taken + 1))
	[ "$code" = 303 ] || break
done
refills=$(( ($(date +%s) - t2_first) / 10 + 1 ))
expect "team2's submissions end with a refusal" 429 "$code"
check '[ $taken -ge 9 ] && [ $taken -le $((9 + refills)) ]' \
	"team2 passed 9 more, plus at most one per 10 s since its first ($refills): $taken ($codes)"
# The refusal's own Retry-After: another submission to ask would be taken once the next token came
# (10 s later, which a loaded machine reaches), and counted below.
ra=$(grep -i '^retry-after:' "$tmp/rate.h" | tr -d '\r')
check '[[ $ra =~ ^[Rr]etry-[Aa]fter:\ [0-9]+$ ]]' "429 says when to come back: '$ra'"

# No URL reaches the file system.
for u in "/static/../../../../etc/passwd" "/static/%2e%2e/%2e%2e/etc/passwd" "/problems/..%2f..%2fetc%2fpasswd" "/static/..%5c..%5cetc%5cpasswd"; do
	expect "GET $u" 400 "$(status --path-as-is -b "$t1" "$base$u")"
done
expect "GET /static/passwd" 404 "$(status "$base/static/passwd")"
expect "GET /etc/passwd" 404 "$(status "$base/etc/passwd")"

# The process split: the HTTP process runs as nobody, the worker and the game process as root; the
# HTTP process killed with SIGKILL is started again, and sessions (kept in the
# store) survive it.
kids=$(ps -o pid=,user= --ppid "$server_pid")
expect "the processes under the supervisor (users)" "nobody root root" "$(echo "$kids" | awk '{print $2}' | sort | xargs)"
http_pid=$(echo "$kids" | awk '$2 == "nobody" {print $1}')
kill -9 "$http_pid"
for _ in $(seq 100); do
	[ "$(status -b "$t1" "$base/submissions/1")" = 200 ] && break
	sleep 0.1
done
expect "team1's session after the HTTP process was killed" 200 "$(status -b "$t1" "$base/submissions/1")"
check 'grep -q "^judge serve: http process $http_pid ended (signal 9): starting it again$" "$tmp/serve.err"' "the supervisor says it restarted the HTTP process"
sed -i "/http process $http_pid ended/d" "$tmp/serve.err"

# Logout ends the session.
expect "team1 logs out" 303 "$(status -b "$t1" -d "csrf=$tok1" "$base/logout")"
expect "team1's old cookie after logout" 303 "$(status -b "$t1" "$base/submissions/1")"

# A login flood against one user name: 5 failures, then 429.
codes=
for _ in $(seq 6); do codes="$codes $(login admin guess "$tmp/flood")"; done
expect "six wrong passwords for admin" " 401 401 401 401 401 429" "$codes"
expect "admin's right password during the lockout" 429 "$(login admin pw-admin "$tmp/flood")"

# The whole server stopped and started again on the same store: every
# submission and verdict is there, and a session too.
stop_server
mv "$tmp/serve.err" "$tmp/serve.err.1"
start_server "$tmp/contest"
expect "team2's session after a restart" 200 "$(status -b "$t2" "$base/submissions/2")"
expect "team2's verdict after a restart" WA "$(wait_verdict "$t2" 2)"
expect "the jury's count of submissions after a restart (2, then those before the rate limit)" $((2 + taken)) "$(curl -s -u jury:pw-jury "$base/api/contests/http-test/submissions" | jq length)"
cat "$tmp/serve.err.1" >> "$tmp/serve.err"

# But a confinement layer this kernel lacks, said at each start of the HTTP process (docs/isolation.md).
check '! grep -q . <<<"$(grep -v "http: confined without " "$tmp/serve.err")"' "the server said nothing on stderr: $(head -3 "$tmp/serve.err")"

# A child that dies again and again just after its start is given up: the
# server stops with status 3 and says why, rather than restart it forever.
killed=
for i in $(seq 6); do
	for _ in $(seq 50); do
		http_pid=$(ps -o pid=,user=,stat= --ppid "$server_pid" | awk '$2 == "nobody" && $3 !~ /Z/ {print $1}')
		[ -n "$http_pid" ] && [ "$http_pid" != "$killed" ] && break
		# Given up (gone, or a zombie until the wait below): no HTTP process comes again, nothing to kill.
		case $(ps -o stat= -p "$server_pid") in "" | *Z*) break 2 ;; esac
		sleep 0.1
	done
	kill -9 "$http_pid" 2>/dev/null
	killed=$http_pid
done
wait "$server_pid"; rc=$?
server_pid=
expect "the server's status once the HTTP process keeps dying" 3 "$rc"
check 'grep -q "^judge: serve: the http process ended 5 times in a row just after it started (last: signal 9)$" "$tmp/serve.err"' "the server says why it stopped: $(tail -1 "$tmp/serve.err")"
finish
