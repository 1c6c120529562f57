#!/usr/bin/env bash
# `judge compare` on examples/session: the ranking, every cell, the skipped
# files, and the Markdown and HTML files. Usage: compare.sh JUDGE ROOT
set -uo pipefail
judge=$(realpath "$1")
root=$2
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
pass=0
fail=0
same() { if [ "$1" = "$2" ]; then pass=$((pass + 1)); else fail=$((fail + 1)); echo "FAIL: $3: expected [$2], got [$1]"; fi; }

cd "$root"
# A contest's run: each file stops at its first rejected test.
"$judge" compare examples/session --json "$tmp/s.json" --md "$tmp/s.md" --html "$tmp/s.html" >"$tmp/out" 2>"$tmp/err"
same "$?" "0" "compare exit status"
ranking() { jq -r '[.teams[] | "\(.rank):\(.team):\(.solved):\(.failed_attempts)"] | join(" ")' "$1"; }
same "$(ranking "$tmp/s.json")" "1:red:3:0 2:blue:2:1 3:green:1:2" "ranking"
cells=$(jq -r '[.teams[] | .team as $t | .results | to_entries[] | "\($t)/\(.key)=\(.value.cell)"] | join(" | ")' "$tmp/s.json" |
	sed -E 's/AC [0-9]+ms/AC/g')
same "$cells" "red/hdu1730=AC | red/hdu1850=AC | red/hdu1907=AC | blue/hdu1730=AC | blue/hdu1850=WA on 2, 1/25 | blue/hdu1907=AC | green/hdu1730=CE | green/hdu1850=AC | green/hdu1907=TLE on 4, 3/24" \
	"every cell: the first rejected test and the tests passed before it"
same "$(jq -r '.teams[2].results.hdu1907.tests | map(.name + "=" + .verdict) | join(" ")' "$tmp/s.json")" \
	"sample=AC min=AC single-max=AC one-big=TLE" "green's hdu1907 stopped at its first TLE, not run on the 20 tests after it"
same "$(jq -r '.teams[2].results.hdu1907.first_rejected | "\(.position) \(.name)"' "$tmp/s.json")" "4 one-big" "first_rejected in the JSON"
same "$(jq -r '.teams[1].results.hdu1850.tests | length' "$tmp/s.json")" "2" "blue's WA stopped after its second test"
same "$(jq -r '[.problems[] | "\(.id):\(.solved)"] | join(" ")' "$tmp/s.json")" "hdu1730:2 hdu1850:2 hdu1907:2 hdu2147:0" \
	"solved per problem, session.yaml's order, hdu2147 that nobody submitted included"
same "$(jq -r '"\(.title) / \(.date) / \(.all_tests)"' "$tmp/s.json")" "Training session 3 - Nim and its variants / 2024-05-18 / false" \
	"session.yaml's title and date in the JSON"
same "$(jq -r '.ranking' "$tmp/s.json")" "ranked by problems solved, then by fewer failed attempts (files not accepted, a compile error included), then listed by team name; teams equal on both share a rank. CPU times are shown, never ranked: they vary from run to run" "the ranking rule in the JSON"
same "$(jq -r '[.skipped[] | .reason] | join(" | ")' "$tmp/s.json")" \
	"not a team folder | not a problem of this session (session.yaml names them) | no language for this file extension" \
	"skipped files (session.yaml is not one)"
same "$(jq -r '.teams[1].results.hdu1850.tests | map(select(.verdict == "WA")) | .[0].message' "$tmp/s.json")" \
	"line 1: expected '0', got '2'" "first differing line of blue's WA"
same "$(jq -r '.teams[2].results.hdu1730.compile.ok' "$tmp/s.json")" "false" "green's CE has no binary"
same "$(jq -r '.teams[0].results.hdu1850.tests | length' "$tmp/s.json")" "25" "every test of an accepted pair is in the JSON"
fastest=$(jq -r '.problems[] | select(.id == "hdu1850") | .fastest.team' "$tmp/s.json")
case $fastest in red | green) pass=$((pass + 1)) ;; *) fail=$((fail + 1)); echo "FAIL: fastest on hdu1850 is $fastest" ;; esac
same "$(grep -c '^| [0-9]' "$tmp/s.md")" "3" "Markdown rows"
same "$(head -1 "$tmp/s.md")" "## Training session 3 - Nim and its variants, 2024-05-18" "Markdown title"
same "$(grep -o '^| 2 | blue | 2 | 1 | AC [0-9]*ms | WA on 2, 1/25 | AC [0-9]*ms | -- |$' "$tmp/s.md" | wc -l)" "1" \
	"Markdown row of blue: its WA cell, and -- for hdu2147 that nobody submitted"
same "$(grep -c '^Failed: failed attempts. Teams are ranked by problems solved, then by fewer failed attempts' "$tmp/s.md")" "1" \
	"Markdown: the rule under the table"
same "$(head -1 "$tmp/out")" "Training session 3 - Nim and its variants, 2024-05-18" "terminal: the session's title and date"
same "$(sed -n 2p "$tmp/out" | tr -s ' ')" "rank team solved failed hdu1730 hdu1850 hdu1907 hdu2147 " "terminal header"
same "$(grep -c '^3 *green *1 *2 *CE *AC [0-9]*ms *TLE on 4, 3/24 *-- *$' "$tmp/out")" "1" "terminal row of green"
same "$(grep -c '^Failed: failed attempts. Teams are ranked by problems solved.*Each file stopped at its first rejected test, as in a contest.$' "$tmp/out")" "1" \
	"terminal: the rule under the table"
same "$(grep -c '^skipped ' "$tmp/out")" "3" "terminal lists the skipped files"
same "$(grep -c '<tr data-team=' "$tmp/s.html")" "3" "HTML rows"
same "$(grep -c '<details id=' "$tmp/s.html")" "9" "HTML details per pair"
same "$(grep -c '<h1>Training session 3 - Nim and its variants</h1>' "$tmp/s.html")" "1" "HTML title"
same "$(grep -c '<p class="date">2024-05-18</p>' "$tmp/s.html")" "1" "HTML date"
same "$(grep -c '<ul class="legend">' "$tmp/s.html")" "1" "HTML legend of the colours"
same "$(grep -c '<p class="rule">Failed: failed attempts. Teams are ranked by problems solved' "$tmp/s.html")" "1" "HTML: the rule under the table"
same "$(grep -o '<th>hdu2147<small>kiki&#39;s game</small></th>' "$tmp/s.html" | wc -l)" "1" "HTML: a column for hdu2147 that nobody submitted"
same "$(grep -o '<td class="none">--</td>' "$tmp/s.html" | wc -l)" "3" "HTML: its cells say no file"
same "$(grep -c '<td class="TLE" data-problem="hdu1907"><a href="#pair-[0-9]*">TLE on 4, 3/24</a></td>' "$tmp/s.html")" "1" "HTML: green's TLE cell"
same "$(grep -o '<text class="label"[^>]*>[^<]*</text>' "$tmp/s.html" | sed 's/<[^>]*>//g' | sort -u | tr '\n' '|')" \
	"CPU ms (dashed: the limit)|test, in the problem's order|" "HTML: the charts' axes are labelled"
[ -s "$tmp/s.html" ] && pass=$((pass + 1)) || { fail=$((fail + 1)); echo "FAIL: no page written"; }
if grep -qE '(src|href)="https?:' "$tmp/s.html"; then fail=$((fail + 1)); echo "FAIL: the page loads something from the network"; else pass=$((pass + 1)); fi

# --all-tests: every test of every file, the same ranking; a cell still names
# the first rejected test, and counts every test passed.
# The same run writes the wall page checked below (--wall): what --wall leaves out and
# enlarges does not depend on how many tests were run, and judging the session a third
# time only for it cost about 2 s of CPU and 7 s of wall.
# It judges against a copy of the repository ($fast, links to the problems and their tests)
# in which hdu1907's time limit is 0.25 s, its wall limit 3 s as at 1 s: green's search
# without memo passes its 5 tests in under 0.1 s of CPU each and runs past 1 s on the 19
# others (it is exponential), so every cell is the same as at 1 s, where those 19 timeouts
# cost 19 s of CPU (a timeout costs its limit, twice when it is re-run alone). The copy
# also keeps only hdu1907's first 9 tests, up to the last one green passes: the 4 timeouts
# among them and the 2 passes after the first show all that --all-tests changes (5/9
# instead of 3/9), where the 15 timeouts after them cost 4 s of CPU more at 0.25 s. The
# contest run above is judged at the problems' own limits, the board of the README.
fast=$tmp/fast
mkdir -p "$fast/judge" "$fast/problems" "$fast/testdata"
cp judge/languages.yaml "$fast/judge/"
ln -s "$root/solvers" "$fast/solvers"
for p in hdu1730 hdu1850 hdu2147; do ln -s "$root/problems/$p" "$fast/problems/$p"; done
for p in hdu1730 hdu1850 hdu1907 hdu2147; do ln -s "$root/testdata/$p" "$fast/testdata/$p"; done
cp -r problems/hdu1907 "$fast/problems/"
sed -i 's/^  time: 1.0$/  time: 0.25\n  wall: 3.0/; /^  - {name: "rand-small-/,/^  - {name: max-large,/d' "$fast/problems/hdu1907/problem.yaml"
same "$(grep -c '^  time: 0.25$' "$fast/problems/hdu1907/problem.yaml")" "1" "the copy of hdu1907 has its time limit lowered"
same "$(grep -c '^  - {name: ' "$fast/problems/hdu1907/problem.yaml")" "9" "the copy of hdu1907 has its first 9 tests"
"$judge" compare examples/session --all-tests --json "$tmp/all.json" --html "$tmp/wall.html" --wall --root "$fast" >"$tmp/all.out" 2>"$tmp/err"
all_rc=$?
same "$all_rc" "0" "compare --all-tests exit status"
same "$(ranking "$tmp/all.json")" "$(ranking "$tmp/s.json")" "the same ranking with and without --all-tests"
same "$(jq -r '[.teams[] | .results | to_entries[] | select(.value.verdict != "AC") | .value.cell] | join(" | ")' "$tmp/all.json")" \
	"WA on 2, 3/25 | CE | TLE on 4, 5/9" "cells with --all-tests"
same "$(jq -r '.teams[2].results.hdu1907.tests | length' "$tmp/all.json")" "9" "--all-tests ran every test"
same "$(grep -c 'Every test of every file was run (--all-tests).$' "$tmp/all.out")" "1" "the terminal says every test was run"

# --wall: the page in large print, the board only (written by the --all-tests run above).
same "$all_rc" "0" "compare --wall exit status"
same "$(grep -c '<body class="wall">' "$tmp/wall.html")" "1" "the wall page is in large print"
same "$(grep -c '<meta http-equiv="refresh" content="60">' "$tmp/wall.html")" "1" "the wall page reloads itself"
same "$(grep -c '<details\|<svg\|href=' "$tmp/wall.html")" "0" "no details, charts or links on the wall"
same "$(grep -c '<tr data-team=' "$tmp/wall.html")" "3" "the wall's rows"
"$judge" compare examples/session --wall >/dev/null 2>"$tmp/err"
same "$?" "2" "--wall without --html"
same "$(cat "$tmp/err")" "judge: compare: --wall is for the page: give --html FILE" "--wall without --html: message"

# session.yaml: read as the other YAML files are; a mistake names its place.
bad=$tmp/bad
mkdir -p "$bad/red"
cp examples/session/red/hdu1730.c "$bad/red/"
cp examples/session/red/hdu1907.cpp "$bad/red/"
printf 'title: Session\ncolour: red\n' >"$bad/session.yaml"
"$judge" compare "$bad" >"$tmp/out" 2>"$tmp/err"
same "$?" "2" "session.yaml with an unknown key"
same "$(cat "$tmp/err")" "judge: $bad/session.yaml:2:1: colour: unknown key" "the unknown key named with its line and column"
same "$(cat "$tmp/out")" "" "nothing judged"
printf 'title: Session\nproblems: [hdu1730, hdu9999]\n' >"$bad/session.yaml"
"$judge" compare "$bad" >/dev/null 2>"$tmp/err"
same "$?" "2" "session.yaml naming a problem that is not there"
same "$(cat "$tmp/err")" "judge: $bad/session.yaml:2:21: problems[1]: no such problem 'hdu9999' (no file 'problems/hdu9999/problem.yaml')" \
	"the missing problem named with its line and column"
printf 'title: [a, b]\n' >"$bad/session.yaml"
"$judge" compare "$bad" >/dev/null 2>"$tmp/err"
same "$(cat "$tmp/err")" "judge: $bad/session.yaml:1:8: title: expected a string, got a list" "a title that is not text"
rm "$bad/session.yaml"
ln -s /etc/shadow "$bad/session.yaml"
"$judge" compare "$bad" >/dev/null 2>"$tmp/err"
same "$?" "2" "session.yaml that is a link"
same "$(cat "$tmp/err")" "judge: $bad/session.yaml: a symbolic link, not a regular file" "a link is not read"
rm "$bad/session.yaml"
printf '# only these two\nproblems: [hdu1907, hdu2147]\n' >"$bad/session.yaml"
"$judge" compare "$bad" --json "$tmp/b.json" >/dev/null 2>"$tmp/err"
same "$?" "0" "a session with its problems named"
same "$(jq -r '[.problems[].id] | join(" ")' "$tmp/b.json")" "hdu1907 hdu2147" "the named problems, in their order"
same "$(jq -r '.title' "$tmp/b.json")" "null" "no title"
same "$(jq -r '[.skipped[] | .reason] | join(" | ")' "$tmp/b.json")" "not a problem of this session (session.yaml names them)" \
	"a file for another problem is skipped"

# Ties: no time enters the ranking. The same problems solved with as many
# failed attempts share a rank and are listed by name, whatever the
# milliseconds say; fewer failed attempts rank first.
t=$tmp/ties
mkdir -p "$t/aa" "$t/zz" "$t/mm" "$t/nn"
for team in aa zz mm nn; do cp "$root/problems/hdu2147/submissions/accepted/parity-getchar.c" "$t/$team/hdu2147.c"; done
cp "$root/problems/hdu1850/submissions/wrong_answer/one_case.c" "$t/aa/hdu1850.c"
cp "$root/problems/hdu1850/submissions/wrong_answer/one_case.c" "$t/mm/hdu1850.c"
cp "$root/problems/hdu1850/submissions/wrong_answer/less_equal.c" "$t/zz/hdu1850.c"
"$judge" compare "$t" --json "$tmp/t.json" >"$tmp/t.out" 2>&1
same "$(jq -r '[.teams[] | "\(.rank):\(.team):\(.solved):\(.failed_attempts)"] | join(" ")' "$tmp/t.json")" \
	"1:nn:1:0 2:aa:1:1 2:mm:1:1 2:zz:1:1" "fewer failed attempts first; a tie shares its rank, listed by name"
zz_cell=$(grep '^[0-9] *zz ' "$tmp/t.out" | grep -oE 'WA on [0-9]+, [0-9]+/25')
same "$zz_cell" "$(jq -r '.teams[] | select(.team == "zz") | .results.hdu1850.cell' "$tmp/t.json")" "the terminal's WA cell"
"$judge" compare "$t" --all-tests --json "$tmp/ta.json" >/dev/null 2>&1
same "$(jq -r '[.teams[] | "\(.rank):\(.team)"] | join(" ")' "$tmp/ta.json")" "1:nn 2:aa 2:mm 2:zz" "the same with --all-tests"

# The contest rule under parallel runs: tests after the first rejected one
# that were already running are not counted, whatever -j. (Against $fast's hdu1907, as
# --all-tests above: its tests 4 to 7 run together and each times out, at 0.25 s.)
"$judge" submit hdu1907 examples/session/green/hdu1907.c --first-fail -j 4 --json --root "$fast" >"$tmp/ff.json" 2>/dev/null
same "$(jq -r '.tests | map(.name + "=" + .verdict) | join(" ")' "$tmp/ff.json")" "sample=AC min=AC single-max=AC one-big=TLE" \
	"-j 4 --first-fail: nothing after the first rejected test"
same "$(jq -r '"\(.verdict) \(.tests | map(select(.verdict == "AC")) | length)"' "$tmp/ff.json")" "TLE 3" "its verdict and tests passed"

# A hostile session: files that are not plain files of the team's own are skipped
# with the reason, never read (no secret in any output), never judged, never
# waited on. bounded: a judge that reads /dev/zero or waits on the FIFO fails
# here instead of eating the machine or hanging the test.
bounded() { (ulimit -S -v 4194304 && exec timeout 120 "$@"); }
h=$tmp/hostile
canary="canary-$$-$RANDOM-never-shown"
echo "$canary" >"$tmp/secret.c"
shadow=$(head -1 /etc/shadow 2>/dev/null || true)
answer=$(head -1 "$root/testdata/hdu2147/sample.ans")
mkdir -p "$h/ok" "$h/both" "$h/secret" "$h/shadow" "$h/answer" "$h/zero" "$h/fifo" "$h/dir/hdu2147.c" "$h/big"
cp "$root/problems/hdu2147/submissions/accepted/parity-getchar.c" "$h/ok/hdu2147.c"
cp "$root/problems/hdu2147/submissions/accepted/bitset-table.cpp" "$h/both/hdu2147.cpp"
ln -s ../ok/hdu2147.c "$h/both/hdu2147.c"
ln -s "$tmp/secret.c" "$h/secret/hdu2147.c"
ln -s /etc/shadow "$h/shadow/hdu2147.c"
ln -s "$root/testdata/hdu2147/sample.ans" "$h/answer/hdu2147.c"
ln -s /dev/zero "$h/zero/hdu2147.c"
mkfifo "$h/fifo/hdu2147.c"
cp "$h/ok/hdu2147.c" "$h/dir/hdu2147.c/main.c"
{ cat "$h/ok/hdu2147.c" && head -c 1048576 /dev/zero | tr '\0' ' '; } >"$h/big/hdu2147.c"
ln -s ok "$h/linked"
echo 'int main(void) { return 0; }' >"$h/ok/"$'x\e[2Jy.c'
mkdir "$h/c: d"
echo "a team's notes" >"$h/c: d/notes.txt"
# Team names that would break out of the page's attributes and text: each team
# has a file that does not compile (quick, and still a pair with its details).
attr='x" onmouseover="alert(1)'
tag='y"><b id=injected>'
script='z<script>alert(1)'
# ... and names that would break the Markdown table or reach the terminal raw.
bar='a|b'
newline=$'new\nline'
esc=$'esc\e[31mred'
latin=$'caf\xe9'
fffd=$'\xef\xbf\xbd'
for t in "$attr" "$tag" "$script" "$bar" "$newline" "$esc" "$latin"; do
	mkdir "$h/$t"
	printf 'int main(void) { return x; }\n' >"$h/$t/hdu2147.c"
done
bounded "$judge" compare "$h" --json "$tmp/h.json" --md "$tmp/h.md" --html "$tmp/h.html" >"$tmp/h.out" 2>"$tmp/h.err"
same "$?" "0" "hostile session: exit status (124: it hung)"
reason() { jq -r --arg f "$h/$1" '[.skipped[] | select(.file == $f) | .reason] | join(" + ")' "$tmp/h.json"; }
same "$(reason linked)" "a symbolic link, not a team folder" "a team folder that is a link"
same "$(reason secret/hdu2147.c)" "a symbolic link, not a regular file" "a link to a secret"
same "$(reason shadow/hdu2147.c)" "a symbolic link, not a regular file" "a link to /etc/shadow"
same "$(reason answer/hdu2147.c)" "a symbolic link, not a regular file" "a link to an expected answer"
same "$(reason zero/hdu2147.c)" "a symbolic link, not a regular file" "a link to /dev/zero"
same "$(reason both/hdu2147.c)" "a symbolic link, not a regular file" "a link to another team's file"
same "$(reason fifo/hdu2147.c)" "a FIFO, not a regular file" "a FIFO"
same "$(reason dir/hdu2147.c)" "a directory, not a regular file" "a directory named like a submission"
same "$(reason big/hdu2147.c)" "over 1 MiB" "a file over 1 MiB"
same "$(reason "c: d/notes.txt")" "no language for this file extension" "a skipped file of a team named with ': '"
same "$(reason ok/$'x\e[2Jy.c')" $'invalid problem id \'x\e[2Jy\'' "a file name with an escape"
same "$(jq -r '.skipped | length' "$tmp/h.json")" "11" "nothing else is skipped"
same "$(jq -r '[.teams[] | .team as $t | .results | to_entries[] | "\($t)/\(.key)=\(.value.verdict)"] | sort | join(" ")' "$tmp/h.json")" \
	"$bar/hdu2147=CE both/hdu2147=AC caf$fffd/hdu2147=CE $esc/hdu2147=CE $newline/hdu2147=CE ok/hdu2147=AC $attr/hdu2147=CE $tag/hdu2147=CE $script/hdu2147=CE" \
	"only the plain files are judged, the real .cpp beside a link among them"
same "$(jq -r '[.teams[].team] | sort | join(" ")' "$tmp/h.json")" "answer $bar big both c: d caf$fffd dir $esc fifo $newline ok secret shadow $attr $tag $script zero" "teams (a name that is not UTF-8 with U+FFFD)"
same "$(grep -c '^skipped ' "$tmp/h.out")" "11" "the terminal lists every skipped file"
# The terminal: control characters shown escaped, one line per team.
teams=$(jq -r '.teams | length' "$tmp/h.json")
same "$(grep -c $'\e' "$tmp/h.out")" "0" "no raw ESC reaches the terminal"
same "$(wc -l <"$tmp/h.out")" "$((1 + teams + 1 + 1 + 11))" "one line per team, the rule, a problem and each skipped file"
same "$(grep -cE '^[0-9]+ +esc\\x1b\[31mred +0 ' "$tmp/h.out")" "1" "an escape in a team name, shown"
same "$(grep -cE '^[0-9]+ +new\\nline +0 ' "$tmp/h.out")" "1" "a newline in a team name, shown"
same "$(grep -cF "skipped $h/ok/x\x1b[2Jy.c: invalid problem id 'x\x1b[2Jy'" "$tmp/h.out")" "1" "an escape in a file name, shown"
# The Markdown table: one row per team, as many cells in each, nothing raw.
same "$(grep -c '^|' "$tmp/h.md")" "$((2 + teams))" "Markdown: one line per team"
same "$(grep '^|' "$tmp/h.md" | sed 's/\\\\//g; s/\\|//g; s/[^|]//g' | sort -u)" "||||||" "Markdown: every row has the header's columns"
same "$(grep -c $'\e' "$tmp/h.md")" "0" "Markdown: no raw ESC"
same "$(grep -cF '| a\|b |' "$tmp/h.md")" "1" "Markdown: the bar escaped"
same "$(grep -cF '| new\\nline |' "$tmp/h.md")" "1" "Markdown: the newline shown"
same "$(grep -cF '| esc\\x1b\[31mred |' "$tmp/h.md")" "1" "Markdown: the escape shown"
same "$(grep -cF '| caf\\xe9 |' "$tmp/h.md")" "1" "Markdown: a byte that is not UTF-8 shown as \\xe9"
same "$(grep -cF '| z\<script\>alert(1) |' "$tmp/h.md")" "1" "Markdown: no HTML"
# The page: every name escaped in text and attributes, links by index.
nothing() {
	if [ ! -s "$tmp/h.html" ] || grep -qF -- "$2" "$tmp/h.html"; then
		fail=$((fail + 1))
		echo "FAIL: $1: no page, or '$2' in it"
	else
		pass=$((pass + 1))
	fi
}
nothing "a quote in a team name ends an attribute" 'onmouseover="'
nothing "a quote in a team name starts an element" '<b id=injected>'
nothing "a team name makes a script element" '<script'
same "$(grep -c '<td>x&quot; onmouseover=&quot;alert(1)</td>' "$tmp/h.html")" "1" "the quote in a team cell"
same "$(grep -c '<tr data-team="y&quot;&gt;&lt;b id=injected&gt;">' "$tmp/h.html")" "1" "the team name in data-team"
same "$(grep -c '<td>z&lt;script&gt;alert(1)</td>' "$tmp/h.html")" "1" "<script> as text"
same "$(grep -o 'href="#[^"]*"' "$tmp/h.html" | sed 's/^href="#//; s/"$//' | sort | tr '\n' ' ')" \
	"$(grep -o '<details id="[^"]*"' "$tmp/h.html" | sed 's/^<details id="//; s/"$//' | sort | tr '\n' ' ')" \
	"every link of the grid has its details"
same "$(grep -o '<details id="[^"]*"' "$tmp/h.html" | grep -cvE '^<details id="pair-[0-9]+"$')" "0" "details ids are pair-N"
same "$(grep -c '<details id=' "$tmp/h.html")" "9" "details per judged pair"
# No secret anywhere (named, never printed: one of them is a line of /etc/shadow).
for f in h.out h.err h.json h.md h.html; do
	for what in canary shadow answer; do
		secret=${!what}
		if [ ! -e "$tmp/$f" ] || { [ -n "$secret" ] && grep -qF -- "$secret" "$tmp/$f"; }; then
			fail=$((fail + 1))
			echo "FAIL: $f is missing or shows the $what"
		else
			pass=$((pass + 1))
		fi
	done
done

"$judge" compare "$tmp/nowhere" >/dev/null 2>"$tmp/err"
same "$?" "2" "missing session folder"
same "$(cat "$tmp/err")" "judge: compare: '$tmp/nowhere' is not a folder" "missing folder message"

echo "$pass passed, $fail failed"
[ "$fail" -eq 0 ]
