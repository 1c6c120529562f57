#!/usr/bin/env bash
# Promises of the command-line contract (DESIGN.md) that no other test holds:
# the overall verdict is the first test not accepted in manifest order when a
# file gets several kinds of rejection; colour only on a terminal, and never
# with NO_COLOR; an interactive run's transcript in `submit --json`; a TLE
# run again alone.
# Usage: submit.sh JUDGE ROOT
set -uo pipefail
judge=$1
root=$2
. "$(dirname "$0")/../lib/lib.sh"
mixed=$root/judge/tests/data/mixed
acc=$root/problems/hdu1850/submissions/accepted/xor_compare.c

# A scratch root holding hdu1850 without the tests whose manifest lines match DROP (a sed
# pattern): the manifest's other keys as they are (but the time limit, when TIME seconds is
# given), its stress entries left out (submit never runs them). Usage: cut_root DIR DROP [TIME]
cut_root() {
	mkdir -p "$1/judge" "$1/problems" "$1/testdata/hdu1850" "$1/solvers/brute"
	cp "$root/judge/languages.yaml" "$1/judge/"
	cp -r "$root/problems/include" "$root/problems/hdu1850" "$1/problems/"
	cp "$root/solvers/hdu1850.c" "$1/solvers/"
	cp "$root/solvers/brute/hdu1850.c" "$1/solvers/brute/"
	sed -i "/$2/d; /^stress:/,\$d" "$1/problems/hdu1850/problem.yaml"
	[ -z "${3:-}" ] || sed -i "s/^  time: .*/  time: $3/" "$1/problems/hdu1850/problem.yaml"
	local n
	for n in $(sed -nE 's/^\s*- \{name: "?([a-z-]+)(\{1\.\.([0-9]+)\})?.*/\1\3/p' "$1/problems/hdu1850/problem.yaml"); do
		case "$n" in
		*-[0-9]*) for i in $(seq 1 "${n##*-}"); do cp "$root/testdata/hdu1850/${n%-*}-$i".{in,ans} "$1/testdata/hdu1850/"; done ;;
		*) cp "$root/testdata/hdu1850/$n".{in,ans} "$1/testdata/hdu1850/" ;;
		esac
	done
}

# --- the overall verdict with mixed verdicts: the first not accepted, in manifest order ---
# Judged on hdu1850 without its three largest tests (max-1, max-2, max-skew): each was one more
# TLE of both files after the three before it, the limit's CPU each and re-run alone; the 22 left
# hold both rejections in both orders, and names spelled out from "{1..10}" and "{1..4}".
# The limit is a quarter of a second instead of 1 s: each TLE spins until it (the verdict is all that
# is asserted of them), and the accepted tests take a few ms.
mixedroot=$tmp/mixedroot
cut_root "$mixedroot" '{name: "max-\|{name: max-skew' 0.25
for f in wa_then_tle tle_then_wa; do
	want=$([ $f = wa_then_tle ] && echo WA || echo TLE)
	expect 1 "$f" -- "$judge" submit hdu1850 "$mixed/$f.c" --json --root "$mixedroot" -j 2
	same "$(jq -r .verdict "$tmp/out")" "$want" "$f: the overall verdict"
	# The tests in the JSON are in manifest order: problem.yaml's names, "small-{1..3}" spelled out.
	order=$(sed -nE 's/^\s*- \{name: "?([^",}]*).*/\1/p' "$mixedroot/problems/hdu1850/problem.yaml" | while read -r n; do
		case "$n" in
		*"{1.."*) hi=${n##*..} && for i in $(seq 1 "${hi%\}}"); do printf '%s%s ' "${n%%\{*}" "$i"; done ;;
		*) printf '%s ' "$n" ;;
		esac
	done)
	same "$(jq -r '[.tests[].name] | join(" ")' "$tmp/out") " "$order" "$f: the tests in manifest order"
	same "$(jq -r '[.tests[] | select(.verdict != "AC")][0].verdict' "$tmp/out")" "$want" "$f: the first test not accepted"
	same "$(jq -r '[.tests[].verdict] | unique | join(",")' "$tmp/out")" "AC,TLE,WA" "$f: both rejections present"
done

# --- colour: on a terminal only, and never with NO_COLOR ---
# Colour is SGR (ESC [ ... m); progress on a terminal may erase its line (ESC [ K), which is not colour.
sgr=$'\e\[[0-9;]*m'
plain() { sed -E "s/$sgr//g; s/\r//g" "$1"; }
script -qec "'$judge' submit hdu1850 '$acc' --root '$root'" /dev/null >"$tmp/tty" 2>&1 </dev/null
if grep -qE "$sgr" "$tmp/tty"; then ok; else bad "no colour on a terminal: $(head -c 300 "$tmp/tty")"; fi
plain "$tmp/tty" | grep -q "^AC 25/25 tests passed" && ok || bad "the terminal run's summary"
script -qec "env NO_COLOR=1 '$judge' submit hdu1850 '$acc' --root '$root'" /dev/null >"$tmp/nocolor" 2>&1 </dev/null
plain "$tmp/nocolor" | grep -q "^AC 25/25 tests passed" && ok || bad "the NO_COLOR run's summary"
if grep -qE "$sgr" "$tmp/nocolor"; then bad "colour with NO_COLOR set"; else ok; fi
"$judge" submit hdu1850 "$acc" --root "$root" >"$tmp/pipe" 2>&1
grep -q "^AC 25/25 tests passed" "$tmp/pipe" && ok || bad "the piped run's summary"
if grep -qF $'\e' "$tmp/pipe"; then bad "an escape sequence into a pipe"; else ok; fi

# --- an interactive run's transcript in submit --json: a failed test keeps the conversation's start ---
wrong=$root/problems/nimplay/submissions/wrong_answer/$(ls "$root/problems/nimplay/submissions/wrong_answer" | head -1)
expect 1 "an interactive WA with --json" -- "$judge" submit nimplay "$wrong" --json --first-fail --root "$root" -j 2
t0='[.tests[] | select(.verdict != "AC")][0]'
same "$(jq -r "$t0.name" "$tmp/out")" "sample" "the first rejected game"
same "$(jq -r "$t0.transcript | keys | join(\",\")" "$tmp/out")" "to_contestant,to_interactor" "the transcript's two ways"
# The interactor opens the game by sending the heaps: the sample's first two lines.
same "$(jq -r "$t0.transcript.to_contestant" "$tmp/out" | head -2)" "$(head -2 "$root/testdata/nimplay/sample.in")" \
	"what the interactor sent, from its start"
if [ -n "$(jq -r "$t0.transcript.to_interactor" "$tmp/out")" ]; then ok; else bad "nothing of what the program sent"; fi
expect 0 "an interactive AC with --json" -- "$judge" submit nimplay "$root/problems/nimplay/submissions/accepted/last-heap-scanf.c" --json --root "$root" -j 2
same "$(jq -r '[.tests[] | select(has("transcript"))] | length' "$tmp/out")" "0" "an accepted game keeps no transcript"

# --- a TLE that looks like a busy machine's is run again alone, and the report says so ---
# half_duty.c uses half a processor: its CPU time reaches the limit at about twice that on the
# wall (verdict_rerun's "it waited for a processor"). Whether a run looks so depends on the
# machine's load, so this is measured up to three times: one run again alone is the pass.
# Judged in the quarter-second root above: the rule is a ratio of CPU to wall, whatever the limit.
rerun=0
for _ in 1 2 3; do
	"$judge" submit hdu1850 "$mixed/half_duty.c" --first-fail -j 1 --json --root "$mixedroot" >"$tmp/rerun.json" 2>/dev/null
	if [ "$(jq -r '.tests[0].rerun.first_run // empty' "$tmp/rerun.json")" != "" ]; then rerun=1; break; fi
done
same "$rerun" "1" "a busy-looking TLE is run again alone"
same "$(jq -r '.verdict + " " + .tests[0].verdict' "$tmp/rerun.json")" "TLE TLE" "the re-run's verdict is the test's"
same "$(jq -r '.tests[0].rerun.first_run' "$tmp/rerun.json" | cut -c1-5)" "TLE, " "--json keeps the first run's verdict"
if [ "$rerun" = 1 ]; then
	for _ in 1 2 3; do
		"$judge" submit hdu1850 "$mixed/half_duty.c" --first-fail -j 1 --root "$mixedroot" >"$tmp/rerun.txt" 2>/dev/null
		grep -q "re-run alone; the first run: TLE, " "$tmp/rerun.txt" && break
	done
	has "$tmp/rerun.txt" "re-run alone; the first run: TLE, " "the text report says the test was run again alone"
fi

# ... and at most three tests of a submission are run again alone, however many TLE so
# (every test of half_duty.c does): the first and two more.
# Judged on hdu1850 cut to its first four tests with a quarter-second limit (a scratch root, the
# manifest's other keys as they are): the cap counts the re-runs of a submission, so four
# tests that all TLE prove it as its 25 did (a cap of 4 or more would show 4 re-runs).
four=$tmp/four
cut_root "$four" '{name: max-equal\|{name: powers\|{name: late-winner\|{name: "rand-\|{name: many-pairs\|{name: "max-\|{name: max-skew' 0.25
most=0
for _ in 1 2 3; do
	"$judge" submit hdu1850 "$mixed/half_duty.c" -j 2 --json --root "$four" >"$tmp/reruns.json" 2>/dev/null
	n=$(jq '[.tests[] | select(.rerun)] | length' "$tmp/reruns.json")
	[ "$n" -gt "$most" ] && most=$n
	[ "$n" -ge 1 ] && break
done
same "$(jq -r '[.tests[].verdict] | unique | join(",")' "$tmp/reruns.json")" "TLE" "every test of half_duty.c is a TLE"
same "$(jq -r '[.tests[].name] | join(" ")' "$tmp/reruns.json")" "sample min small-hand all-ones" "more tests than the cap: the first four"
if [ "$most" -ge 1 ] && [ "$most" -le 3 ]; then ok; else bad "re-runs alone: $most, expected 1 to 3"; fi

echo "$pass passed, $fail failed"
[ "$fail" -eq 0 ]
