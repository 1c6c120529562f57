#!/usr/bin/env bash
# A rejudge previewed, then cancelled, then applied (#45), and two sources side by side:
# - team1's submission needs 48 MiB where hdu1850 allows 32: rejected; team2's is accepted;
#   the memory limit is raised in the package and reloaded, so that a rejudge changes team1's;
# - the jury's rejudge of the problem is a preview: its page lists each submission with its
#   old and new verdict, the changed row marked; a second preview is refused (409); the queue
#   page shows its jobs as rejudge previews; nobody else sees a change (scoreboard, the team's
#   page, the event feed);
# - Cancel changes nothing; a new preview, then Apply: the new verdicts are current, on the
#   scoreboard, the team's page and in the feed (new judgements);
# - /jury/diff shows the two sources' differences, escaped, marked by class and by +/-.
# Usage: rejudge.sh JUDGE ROOT
set -uo pipefail
. "$(dirname "$0")/http-lib.sh"
serve_test_begin "$1" "$2"

# A root of our own, so that hdu1850's memory limit can be edited.
mkdir -p "$tmp/root/problems" "$tmp/root/judge" "$tmp/root/testdata"
cp -r "$root/problems/hdu1850" "$root/problems/nimmove" "$root/problems/include" "$tmp/root/problems/"
cp "$root/judge/languages.yaml" "$tmp/root/judge/"
cp -r "$root/solvers" "$tmp/root/"
cp -r "$root/testdata/hdu1850" "$root/testdata/nimmove" "$tmp/root/testdata/"
root=$tmp/root

write_package "$tmp/contest"
sed -i "s/^start_time: null/start_time: $(date -u -d '-1 min' +%Y-%m-%dT%H:%M:%S)+00:00/" "$tmp/contest/contest.yaml"
start_server "$tmp/contest"
t1=$tmp/t1 t2=$tmp/t2 jury=$tmp/jury admin=$tmp/admin
api=$base/api/contests/http-test
expect "team1 logs in" 303 "$(login team1 pw-one "$t1")"
expect "team2 logs in" 303 "$(login team2 pw-two "$t2")"
expect "the jury logs in" 303 "$(login jury pw-jury "$jury")"
expect "the admin logs in" 303 "$(login admin pw-admin "$admin")"

# The reference, and the same touching 48 MiB first.
cp "$root/solvers/hdu1850.c" "$tmp/good.c"
sed 's|^int main(void)$|static volatile char big[48 << 20];\n\nint main(void)|; s|^\tlong m;$|\tlong m;\n\tfor (size_t i = 0; i < sizeof big; i += 4096)\n\t\tbig[i] = 1;|' \
	"$tmp/good.c" > "$tmp/big.c"
check 'grep -q "big\[i\] = 1;" "$tmp/big.c"' "the 48 MiB variant was made"
submit() { status -b "$1" -F "csrf=$(csrf_of "$base/" "$1")" -F problem=hdu1850 -F language=c -F "file=@$2;filename=main.c" "$base/submit"; }
expect "team1 submits" 303 "$(submit "$t1" "$tmp/big.c")"
expect "team2 submits" 303 "$(submit "$t2" "$tmp/good.c")"
v1=$(wait_verdict "$t1" 1)
check '[ "$v1" != AC ] && [ "$v1" != timeout ]' "team1's 48 MiB rejected at 32 MiB ($v1)"
expect "team2's verdict" AC "$(wait_verdict "$t2" 2)"

# The limit raised and reloaded (live-accounts.sh tests the reload itself).
sed -i 's/^  memory: 32$/  memory: 256/' "$root/problems/hdu1850/problem.yaml"
curl -s -o /dev/null -b "$jury" --data-urlencode "csrf=$(csrf_of "$base/jury/accounts" "$jury")" -d action=reload "$base/jury/accounts"
# reloaded: 0 once /jury/accounts says the new limit was applied.
reloaded() { holds -F "memory limit 32 -&gt; 256 MiB" curl -s -b "$admin" "$base/jury/accounts"; }
poll_until 60 reloaded
check reloaded "the reload applied the new limit: $(curl -s -b "$admin" "$base/jury/accounts" | grep -o "Applied[^<]*" | head -2)"
poll_until 10 curl -s -o /dev/null "$base/login"

# What others see: the API's scoreboard (solved per team), team1's verdict, the feed's judgements.
board() { curl -s -u jury:pw-jury "$api/scoreboard" | jq -c '[.rows[] | [.team_id, .score.num_solved]]'; }
feed() { curl -s -m 30 -u jury:pw-jury "$api/event-feed?stream=false" | jq -c -s '[.[] | select(.type == "judgements") | .data | [.id, .submission_id, .judgement_type_id]] | unique'; }
before_board=$(board) before_feed=$(feed)
expect "the scoreboard before" '[["t2",1],["t1",0]]' "$before_board"
check '[ "$(jq length <<<"$before_feed")" -ge 2 ]' "the feed has the two judgements: $before_feed"
unchanged() {
	expect "$1: the scoreboard" "$before_board" "$(board)"
	expect "$1: the feed's judgements" "$before_feed" "$(feed)"
	expect "$1: team1's verdict" "$v1" "$(wait_verdict "$t1" 1)"
}

# preview: starts the problem's preview; the status and where it leads.
preview() { curl -s -o /dev/null -w '%{http_code} %{redirect_url}' -b "$jury" -d "csrf=$(csrf_of "$base/jury" "$jury")" -d problem=hdu1850 "$base/jury/rejudge"; }
# judged_again: the preview page once every row is judged (60 s at most).
judged_again() {
	poll_until 60 all_judged_again
	echo "$page"
}
# all_judged_again: the preview page in $page; 0 when every row is judged.
all_judged_again() {
	page=$(curl -s -b "$jury" "$base/jury/rejudge/hdu1850")
	grep -q '2 of 2 submissions judged again' <<<"$page"
}
# settle ACTION: apply or cancel; the status and where it leads.
settle() { curl -s -o /dev/null -w '%{http_code} %{redirect_url}' -b "$jury" -d "csrf=$(csrf_of "$base/jury" "$jury")" -d problem=hdu1850 -d "action=$1" "$base/jury/rejudge"; }
# row PAGE ID: submission ID's row of the preview as |id|team|old|new|change| (the minute left out).
row() {
	sed 's|</tr>|</tr>\n|g' <<<"$1" | grep -o "<tr id=\"preview-$2\".*</tr>" | sed 's/<[^>]*>/|/g; s/||*/|/g' |
		cut -d'|' -f1-3,5- | sed 's/&lt;/</g; s/&gt;/>/g; s/&amp;/\&/g'
}

expect "a preview" "303 $base/jury/rejudge/hdu1850" "$(preview)"
out=$(curl -s -w '\n%{http_code}' -b "$jury" -d "csrf=$(csrf_of "$base/jury" "$jury")" -d submission=2 "$base/jury/rejudge")
expect "a second preview of the problem" 409 "$(tail -1 <<<"$out")"
check 'grep -qF "problem &#39;hdu1850&#39; has a rejudge preview pending: apply or cancel it first" <<<"$out"' "the refusal says why: $(grep -o 'class="error">[^<]*' <<<"$out")"
page=$(judged_again)
expect "the preview's state" "2 of 2 submissions judged again, 1 changed." "$(sed -n 's|.*<p id="preview-state">\([^<]*\)</p>.*|\1|p' <<<"$page")"
expect "team1's row: old, new, changed" "|1|<b>Bold</b> & co|$v1|AC|changed|" "$(row "$page" 1)"
check 'grep -q "<tr id=\"preview-1\" class=\"changed\">" <<<"$page"' "team1's row is marked changed"
expect "team2's row: old, new, same" "|2|Second team|AC|AC|same|" "$(row "$page" 2)"
check 'holds "<h2>Rejudge previews: <span id=\"previews-count\">2</span>" curl -s -b "$jury" "$base/jury/queue"' "the queue page lists the preview's jobs"
check 'holds -F "rejudge preview: <span" curl -s -b "$jury" "$base/jury/queue"' "the queue page names them rejudge previews"
unchanged "during the preview"

expect "cancel" "303 $base/jury/rejudge/hdu1850?cancelled=2" "$(settle cancel)"
check 'holds -F "No rejudge preview is pending" curl -s -b "$jury" "$base/jury/rejudge/hdu1850?cancelled=2"' "nothing pending after the cancel"
expect "cancel again" 409 "$(settle cancel | cut -d" " -f1)"
unchanged "after the cancel"

expect "a preview again" "303 $base/jury/rejudge/hdu1850" "$(preview)"
page=$(judged_again)
expect "team1's row again" "|1|<b>Bold</b> & co|$v1|AC|changed|" "$(row "$page" 1)"
expect "apply" "303 $base/jury/rejudge/hdu1850?applied=2" "$(settle apply)"
expect "apply again" 409 "$(settle apply | cut -d" " -f1)"
expect "the scoreboard after apply" '[["t1",1],["t2",1]]' "$(board)"
expect "team1's verdict after apply" AC "$(wait_verdict "$t1" 1)"
after_feed=$(feed)
new=$(jq -c --argjson old "$before_feed" '[.[] | select(. as $j | $old | index([$j]) | not) | [.[1], .[2]]]' <<<"$after_feed")
expect "the feed's new judgements: submission, verdict" '[["1","AC"],["2","AC"]]' "$new"

# Two sources side by side: the lines only in the first marked -, the rest kept, escaped.
check 'holds "<form method=\"get\" action=\"/jury/diff\" id=\"diff-form\">" curl -s -b "$jury" "$base/jury/problems/hdu1850"' "the side-by-side page has the diff form"
diff_page=$(curl -s -b "$jury" "$base/jury/diff?a=1&b=2")
expect "the diff's removed lines" 4 "$(grep -c '^<span class="del">- ' <<<"$(sed 's|</span>|</span>\n|g' <<<"$diff_page")")"
check 'grep -qF "<span class=\"del\">-    40       static volatile char big[48 &lt;&lt; 20];</span>" <<<"$diff_page"' "a removed line, numbered and escaped"
check 'grep -qF "<span class=\"same\">      1     1 /*</span>" <<<"$diff_page"' "a kept line, with both numbers"
check 'grep -qF "#include &lt;stdio.h&gt;" <<<"$diff_page"' "the sources are escaped"
expect "the diff's summary" "4 lines differ (removed and added)." "$(sed -n 's|.*<p class="diff-summary">\([^<]*\)</p>.*|\1|p' <<<"$diff_page")"
expect "a diff of no submission" 404 "$(status -b "$jury" "$base/jury/diff?a=1&b=99")"
expect "a team asks for the diff" 403 "$(status -b "$t1" "$base/jury/diff?a=1&b=2")"

# Finalized results are final: a preview may be looked at and cancelled, never applied.
curl -s -o /dev/null -b "$jury" -d "csrf=$(csrf_of "$base/jury" "$jury")" -d action=end "$base/jury/clock"
expect "finalize" 303 "$(status -b "$jury" -d "csrf=$(csrf_of "$base/jury" "$jury")" -d action=finalize "$base/jury/clock")"
expect "a preview after the finalize" "303 $base/jury/rejudge/hdu1850" "$(preview)"
judged_again >/dev/null
out=$(curl -s -w '\n%{http_code}' -b "$jury" -d "csrf=$(csrf_of "$base/jury" "$jury")" -d problem=hdu1850 -d action=apply "$base/jury/rejudge")
expect "apply after the finalize" 409 "$(tail -1 <<<"$out")"
check 'grep -qF "the results are finalized: a rejudge can no longer change them (cancel the preview)" <<<"$out"' "the refusal says why: $(grep -o 'class="error">[^<]*' <<<"$out")"
expect "cancel after the finalize" "303 $base/jury/rejudge/hdu1850?cancelled=2" "$(settle cancel)"
finish
