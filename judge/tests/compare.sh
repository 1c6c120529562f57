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
"$judge" compare examples/session --json "$tmp/s.json" --md "$tmp/s.md" --html "$tmp/s.html" >"$tmp/out" 2>"$tmp/err"
same "$?" "0" "compare exit status"
same "$(jq -r '[.teams[] | "\(.rank):\(.team):\(.solved)"] | join(" ")' "$tmp/s.json")" "1:red:3 2:blue:2 3:green:1" "ranking"
cells=$(jq -r '[.teams[] | .team as $t | .results | to_entries[] | "\($t)/\(.key)=\(.value.verdict)"] | join(" ")' "$tmp/s.json")
same "$cells" "red/hdu1730=AC red/hdu1850=AC red/hdu1907=AC blue/hdu1730=AC blue/hdu1850=WA blue/hdu1907=AC green/hdu1730=CE green/hdu1850=AC green/hdu1907=TLE" "every cell"
same "$(jq -r '[.problems[] | "\(.id):\(.solved)"] | join(" ")' "$tmp/s.json")" "hdu1730:2 hdu1850:2 hdu1907:2" "solved per problem"
same "$(jq -r '[.skipped[] | .reason] | join(" | ")' "$tmp/s.json")" \
	"not a team folder | no such problem 'hdu9999' (no file 'problems/hdu9999/problem.yaml') | no language for this file extension" "skipped files"
same "$(jq -r '.teams[1].results.hdu1850.tests | map(select(.verdict == "WA")) | .[0].message' "$tmp/s.json")" \
	"line 1: expected '0', got '2'" "first differing line of blue's WA"
same "$(jq -r '.teams[2].results.hdu1730.compile.ok' "$tmp/s.json")" "false" "green's CE has no binary"
same "$(jq -r '.teams[0].results.hdu1850.tests | length' "$tmp/s.json")" "25" "every test of a pair is in the JSON"
fastest=$(jq -r '.problems[] | select(.id == "hdu1850") | .fastest.team' "$tmp/s.json")
case $fastest in red | green) pass=$((pass + 1)) ;; *) fail=$((fail + 1)); echo "FAIL: fastest on hdu1850 is $fastest" ;; esac
same "$(grep -c '^| [0-9]' "$tmp/s.md")" "3" "Markdown rows"
same "$(grep -o '^| 2 | blue | 2 | [0-9]* ms | AC [0-9]*ms | WA | AC [0-9]*ms |$' "$tmp/s.md" | wc -l)" "1" "Markdown row of blue"
same "$(head -1 "$tmp/out" | tr -s ' ')" "rank team solved time hdu1730 hdu1850 hdu1907 " "terminal header"
same "$(grep -c '^skipped ' "$tmp/out")" "3" "terminal lists the skipped files"
same "$(grep -c '<tr data-team=' "$tmp/s.html")" "3" "HTML rows"
same "$(grep -c '<details id=' "$tmp/s.html")" "9" "HTML details per pair"
if grep -qE '(src|href)="https?:' "$tmp/s.html"; then fail=$((fail + 1)); echo "FAIL: the page loads something from the network"; else pass=$((pass + 1)); fi

"$judge" compare "$tmp/nowhere" >/dev/null 2>"$tmp/err"
same "$?" "2" "missing session folder"
same "$(cat "$tmp/err")" "judge: compare: '$tmp/nowhere' is not a folder" "missing folder message"

echo "$pass passed, $fail failed"
[ "$fail" -eq 0 ]
