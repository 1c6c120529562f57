#!/usr/bin/env bash
# Explore and hints in judge serve, each with its exact status and text: the
# jury's explore page of a problem with an explorer (its table, pattern and
# picture, computed by the worker) and of one without; a wrong submission's
# disagreements on its jury page; with training.hints_after: 2, a team's hint
# refused (403) after one rejected submission and after a compile error (which
# does not count), offered after the second rejection, taken by a POST with
# the CSRF token (303) and shown, and still shown after the next rejection;
# counted once on the jury's page however often it is taken; refused once the
# problem is solved, for a problem without an explorer, and to the jury; a
# Python program's hint as a C program's; when exploring failed, the verdict
# stands, the jury reads why and the team is told that no hint can be given (409); the hint on a
# game with draws (tictactoe, values: wld).
# Usage: explore.sh JUDGE ROOT
set -uo pipefail
. "$(dirname "$0")/http-lib.sh"
serve_test_begin "$1" "$2"

# Every problem of the library has an explorer: the one without is cf919f with its explore entry
# cut, in a scratch root beside hdu1846 (the rest linked to the real root's files).
whole=$root root=$tmp/root
mkdir -p "$root/judge" "$root/problems" "$root/testdata" "$root/solvers/brute"
ln -s "$whole/judge/languages.yaml" "$root/judge/"
ln -s "$whole/problems/include" "$whole/problems/hdu1846" "$whole/problems/tictactoe" "$root/problems/"
cp -r "$whole/problems/cf919f" "$root/problems/"
sed -i '/^explore:/,$d' "$root/problems/cf919f/problem.yaml"
for p in hdu1846 cf919f tictactoe; do
	ln -s "$whole/testdata/$p" "$root/testdata/"
	ln -s "$whole/solvers/$p.c" "$root/solvers/"
	ln -s "$whole/solvers/brute/$p.c" "$root/solvers/brute/"
done

write_package "$tmp/contest"
cat > "$tmp/contest/contest.yaml" <<'YAML'
id: explore-test
name: Explore test
start_time: null
duration: 2:00:00
training:
  feedback: first-diff
  hints_after: 2
YAML
cat > "$tmp/contest/problems.yaml" <<'YAML'
- id: hdu1846
  label: A
- id: cf919f
  label: B
- id: tictactoe
  label: C
YAML
start_server "$tmp/contest"
t1=$tmp/t1 t2=$tmp/t2 jury=$tmp/jury
expect "team1 logs in" 303 "$(login team1 pw-one "$t1")"
expect "team2 logs in" 303 "$(login team2 pw-two "$t2")"
expect "the jury logs in" 303 "$(login jury pw-jury "$jury")"
tokj=$(csrf_of "$base/jury" "$jury")
expect "the jury starts the clock" 303 "$(status -b "$jury" -d "csrf=$tokj" -d action=start "$base/jury/clock")"
tok1=$(csrf_of "$base/" "$t1")
tok2=$(csrf_of "$base/" "$t2")

# submit JAR TOKEN PROBLEM FILE: the new submission's id.
submit() {
	curl -s -o /dev/null -w '%{redirect_url}' -b "$1" -F "csrf=$2" -F "problem=$3" -F language=c -F "file=@$4" "$base/submit" | sed 's|.*/||'
}
# page_has JAR URL TEXT: 0 when the page holds TEXT.
page_has() { holds -F "$3" curl -s -b "$1" "$2"; }
# hint JAR TOKEN PROBLEM: the status of taking the hint.
hint() { status -b "$1" -d "csrf=$2" -d "problem=$3" "$base/hint"; }
# until_page JAR URL TEXT: waits (60 s at most) until the page holds TEXT (the worker explores when idle).
until_page() {
	poll_until 60 page_has "$@" && return 0
	fail=$((fail + 1))
	echo "FAIL: $2 never showed: $3"
	return 1
}

# The jury's explore pages.
expect "the explore page of a problem with an explorer" 200 "$(status -b "$jury" "$base/jury/explore/hdu1846")"
expect "the explore page of an unknown problem" 404 "$(status -b "$jury" "$base/jury/explore/nothing")"
expect "a team on the jury's explore page" 403 "$(status -b "$t1" "$base/jury/explore/hdu1846")"
until_page "$jury" "$base/jury/explore/hdu1846" '<pre id="explore-table">'
page=$(curl -s -b "$jury" "$base/jury/explore/hdu1846")
table=$(sed -n '/<pre id="explore-table">/,/<\/pre>/p' <<<"$page" | sed 's/.*<pre id="explore-table">//;s/<\/pre>.*//')
expect "hdu1846's table" " 0: P N N N P N N N P N N N P N N N P N N N
20: P N N N P N N N P N N N P N N N P N N N
40: P" "$table"
check 'grep -qF "<p id=\"explore-state\">n = 0..40; m=3; win/lose (P: the player to move loses; N: wins)</p>" <<<"$page"' "what was explored"
check 'grep -qF "<pre id=\"findings\">pattern: periodic from n = 0 with period 4: P N N N" <<<"$page"' "the pattern"
expect "the picture's P positions" 11 "$(grep -o '<rect class="P"' <<<"$page" | wc -l)"
check 'grep -qF "<p id=\"explore-state\">This problem has no explorer" <<<"$(curl -s -b "$jury" "$base/jury/explore/cf919f")"' \
	"a problem without an explorer says so"

# team1: a wrong answer, then a compile error: no hint yet.
wrong=$root/problems/hdu1846/submissions/wrong_answer/mod-m.c
expect "team1's first wrong submission" 1 "$(submit "$t1" "$tok1" hdu1846 "$wrong")"
expect "its verdict" WA "$(wait_verdict "$t1" 1)"
expect "the hint after one rejection" 403 "$(hint "$t1" "$tok1" hdu1846)"
printf 'int main( {\n' >"$tmp/ce.c"
expect "team1's compile error" 2 "$(submit "$t1" "$tok1" hdu1846 "$tmp/ce.c")"
expect "its verdict" CE "$(wait_verdict "$t1" 2)"
expect "the hint after a rejection and a compile error" 403 "$(hint "$t1" "$tok1" hdu1846)"
check 'grep -qF "<p id=\"hint-state\">A hint is offered after 2 rejected submissions (compile errors do not count); you have 1.</p>" <<<"$(curl -s -b "$t1" "$base/problems/hdu1846")"' \
	"the problem page says when a hint comes"
check '! grep -q "take-hint" <<<"$(curl -s -b "$t1" "$base/problems/hdu1846")"' "no hint offered before the second rejection"

# The second rejection: the hint is offered once the worker has run the program on the small positions.
expect "team1's second wrong submission" 3 "$(submit "$t1" "$tok1" hdu1846 "$wrong")"
expect "its verdict" WA "$(wait_verdict "$t1" 3)"
until_page "$t1" "$base/problems/hdu1846" 'id="take-hint"'
expect "a hint without the CSRF token" 403 "$(status -b "$t1" -d problem=hdu1846 "$base/hint")"
expect "team1 takes the hint" 303 "$(hint "$t1" "$tok1" hdu1846)"
expect "the problem page after it" 200 "$(status -b "$t1" "$base/problems/hdu1846")"
expect "the hint" "<p id=\"hint-text\">Submission 3 is wrong at <strong>n = 3 (m=3)</strong>: expected &#39;first&#39;, got &#39;second&#39;.</p>" \
	"$(curl -s -b "$t1" "$base/problems/hdu1846" | grep -o '<p id="hint-text">.*</p>' | sed 's|</section>.*||')"
expect "team1 takes it again" 303 "$(hint "$t1" "$tok1" hdu1846)"
expect "a team with no submission" 403 "$(hint "$t2" "$tok2" hdu1846)"
expect "an unknown problem" 404 "$(hint "$t2" "$tok2" nothing)"
expect "the jury takes a hint" 403 "$(hint "$jury" "$tokj" hdu1846)"

# The jury sees the hint counted once, and the submission's disagreements.
expect "the jury's count of hints" '<tr><td>&lt;b&gt;Bold&lt;/b&gt; &amp; co</td><td>1</td><td> <a href="/jury/submissions/3">3</a></td></tr>' \
	"$(curl -s -b "$jury" "$base/jury/explore/hdu1846" | grep -o '<table id="hints">.*</table>' | sed 's|^<table id="hints"><tr><th>Team</th><th>Hints</th><th>About submissions</th></tr>||;s|</table>$||')"
expect "the hints in the store" 1 "$(sqlite3 "$tmp/session.db" 'SELECT count(*) FROM hints')"
sub=$(curl -s -b "$jury" "$base/jury/submissions/3")
check 'grep -qF "<p id=\"disagree\">On the explored positions (its run there: AC): 40 asked, 17 answered wrong, 0 without an answer.</p>" <<<"$sub"' \
	"submission 3's disagreements: n mod 3 = 0 and n mod 4 = 0 differ at 17 of n = 1..40"
expect "the crossed-out squares" 17 "$(grep -o '<rect class="[PN] bad"' <<<"$sub" | wc -l)"
check 'grep -qF "n = 3: case 3, line 3: expected &#39;first&#39;, got &#39;second&#39;" <<<"$sub"' "the first wrong position listed"
check 'grep -q "<p id=\"hint-taken\">The team took the hint about it at [0-9:]*\.</p>" <<<"$sub"' "the hint taken, on the submission's page"
until_page "$jury" "$base/jury/submissions/2" '<p id="disagree">Not explored: only a program that was judged (not CE or JE) is.</p>'

# Wrong again: a new hint is offered about the new program, and the one taken stays on the page.
expect "team1's third wrong submission" 4 "$(submit "$t1" "$tok1" hdu1846 "$wrong")"
expect "its verdict" WA "$(wait_verdict "$t1" 4)"
until_page "$t1" "$base/problems/hdu1846" 'id="take-hint"'
expect "the hint taken before" "<ul id=\"earlier-hints\"><li>Submission 3 was wrong at <strong>n = 3 (m=3)</strong>: expected &#39;first&#39;, got &#39;second&#39;.</li></ul>" \
	"$(curl -s -b "$t1" "$base/problems/hdu1846" | grep -o '<ul id="earlier-hints">.*</ul>')"

# Solved: no more hints.
expect "team1's accepted submission" 5 "$(submit "$t1" "$tok1" hdu1846 "$root/problems/hdu1846/submissions/accepted/formula.c")"
expect "its verdict" AC "$(wait_verdict "$t1" 5)"
expect "the hint once solved" 403 "$(hint "$t1" "$tok1" hdu1846)"
check 'grep -qF "<p id=\"hint-state\">you have solved this problem: no hint.</p>" <<<"$(curl -s -b "$t1" "$base/problems/hdu1846")"' \
	"the problem page says solved"
# An accepted submission is explored too (after the rejected ones): this one is right everywhere.
until_page "$jury" "$base/jury/submissions/5" '<p id="disagree">On the explored positions (its run there: AC): 40 asked, 0 answered wrong, 0 without an answer.</p>'

# A problem without an explorer: rejections bring no hint.
b_wrong=$root/problems/cf919f/submissions/wrong_answer/one_case.c
expect "team2's first wrong submission on B" 6 "$(submit "$t2" "$tok2" cf919f "$b_wrong")"
expect "team2's second" 7 "$(submit "$t2" "$tok2" cf919f "$b_wrong")"
expect "its verdict" WA "$(wait_verdict "$t2" 7)"
expect "the hint on a problem without an explorer" 403 "$(hint "$t2" "$tok2" cf919f)"
check 'grep -qF "<p id=\"hint-state\">this problem has no explorer: it has no hints.</p>" <<<"$(curl -s -b "$t2" "$base/problems/cf919f")"' \
	"the problem page says there is no explorer"
expect "the disagreements of a submission without an explorer" 0 "$(sqlite3 "$tmp/session.db" 'SELECT count(*) FROM disagreements WHERE submission_id IN (6, 7)')"

# A program in a language with a runtime (Python) is explored as it was judged: its hint too.
cat >"$tmp/modm.py" <<'PY'
c = int(input())
for _ in range(c):
    n, m = map(int, input().split())
    print("first" if n % m else "second")
PY
py() { curl -s -o /dev/null -w '%{redirect_url}' -b "$t2" -F "csrf=$tok2" -F problem=hdu1846 -F language=python3 -F "file=@$tmp/modm.py" "$base/submit" | sed 's|.*/||'; }
expect "team2's first Python submission" 8 "$(py)"
expect "team2's second" 9 "$(py)"
expect "its verdict" WA "$(wait_verdict "$t2" 9)"
# Explored, not the "Not explored yet" line the page shows before (a hint asked then is 409).
until_page "$jury" "$base/jury/submissions/9" '<p id="disagree">On the explored positions'
expect "the Python program's hint" 303 "$(hint "$t2" "$tok2" hdu1846)"
expect "the Python program's hint, shown" "<p id=\"hint-text\">Submission 9 is wrong at <strong>n = 3 (m=3)</strong>: expected &#39;first&#39;, got &#39;second&#39;.</p>" \
	"$(curl -s -b "$t2" "$base/problems/hdu1846" | grep -o '<p id="hint-text">.*</p>')"

# When exploring failed (the worker stored why), the verdict stands, the jury reads why, and the
# team gets no hint (409). The failure is written into the store while the server is down.
expect "team2's third" 10 "$(py)"
expect "its verdict" WA "$(wait_verdict "$t2" 10)"
until_page "$jury" "$base/jury/submissions/10" '<p id="disagree">On the explored positions'
stop_server
sqlite3 "$tmp/session.db" "UPDATE disagreements SET error = 'explore failed: sandbox: the explorer met a wall', marks = NULL, positions = NULL, hint_at = NULL, hint_note = NULL WHERE submission_id = 10"
mv "$tmp/serve.err" "$tmp/serve.err.1"
start_server "$tmp/contest"
cat "$tmp/serve.err.1" >>"$tmp/serve.err"
tok2=$(csrf_of "$base/" "$t2") # a CSRF token is the HTTP process's own
until_page "$jury" "$base/jury/submissions/10" '<p class="error" id="disagree">explore failed: sandbox: the explorer met a wall</p>'
expect "the verdict after exploring failed" WA "$(wait_verdict "$t2" 10)"
expect "the hint when exploring failed" 409 "$(hint "$t2" "$tok2" hdu1846)"
check 'grep -qF "<p id=\"hint-state\">no hint can be given about your latest rejected submission.</p>" <<<"$(curl -s -b "$t2" "$base/problems/hdu1846")"' \
	"the problem page says no hint can be given"

# A game with draws (values: wld): the hint names the smallest board the program gets wrong.
tok1=$(csrf_of "$base/" "$t1")
c_wrong=$root/problems/tictactoe/submissions/wrong_answer/one-diagonal.c
expect "team1's first wrong submission on C" 11 "$(submit "$t1" "$tok1" tictactoe "$c_wrong")"
expect "team1's second" 12 "$(submit "$t1" "$tok1" tictactoe "$c_wrong")"
expect "its verdict" WA "$(wait_verdict "$t1" 12)"
until_page "$t1" "$base/problems/tictactoe" 'id="take-hint"'
expect "team1 takes the hint on C" 303 "$(hint "$t1" "$tok1" tictactoe)"
expect "the hint on C" "<p id=\"hint-text\">Submission 12 is wrong at <strong>(a, b) = (2, 0)</strong>: expected &#39;X&#39;, got &#39;Draw&#39;.</p>" \
	"$(curl -s -b "$t1" "$base/problems/tictactoe" | grep -o '<p id="hint-text">.*</p>' | sed 's|</section>.*||')"

stop_server
# But a confinement layer this kernel lacks, said at each start of the HTTP process (docs/isolation.md).
check '! grep -v -e "^$" -e "http: confined without " "$tmp/serve.err"' "judge serve said nothing on stderr: $(head -c 300 "$tmp/serve.err")"
finish
