#!/usr/bin/env bash
# Every language's samples (data/language-cases.txt) judged for real on poj2484
# (a few of its tests, below): each gets one of its allowed verdicts.
# Usage: submit-langs.sh JUDGE ROOT LANGUAGE.
# Exit 77 (skipped, with the reason) when the language's compiler or runtime is
# not installed here: scripts/setup --languages installs them.
set -u
judge=$(realpath "$1") root=$2 lang=$3
cd "$root" || exit 1
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
# Each case is judged in a scratch repository that holds poj2484 as this one does (the same
# languages.yaml, the problem's folder, its test data and solvers), with fewer tests: the
# problem's first three and its last, the largest input (100000 games). No case's verdict needs
# the others: every rejected case is rejected on the problem's first test (--first-fail, one
# test at a time), and what an accepted case proves (a class found, threads, /dev/urandom, nothing of the
# machine's in sight) each run proves again; poj2484's whole data, 21 tests, was 21 starts of
# the runtime for each (a JVM's about 0.2 s of CPU). The cases that may only be TLE (a program
# that spins) are judged in a second one where the time limit is 0.25 s instead of 1 s (times
# the language's factor): they spin past any limit, and a TLE costs its limit in CPU, twice when
# the machine is busy (the judge re-runs it alone).
scratch() { # scratch DIR TIME: poj2484 with the tests above, its time limit TIME seconds
	mkdir -p "$1/judge" "$1/problems" "$1/testdata"
	cp judge/languages.yaml "$1/judge/"
	cp -r problems/poj2484 "$1/problems/"
	ln -s "$root/solvers" "$1/solvers"
	ln -s "$root/testdata/poj2484" "$1/testdata/poj2484"
	awk -v time="$2" '
		function few() { if (n) print entry[1] "\n" entry[2] "\n" entry[3] "\n" entry[n]; n = 0 }
		/^[^ ]/ { few(); intests = /^tests:/ }
		/^  time: / { $0 = "  time: " time }
		intests && /^  - / { entry[++n] = $0; next }
		{ print }
		END { few() }' problems/poj2484/problem.yaml >"$1/problems/poj2484/problem.yaml"
}
scratch "$tmp/few" 1.0
scratch "$tmp/spin" 0.25
# Made as meant: the limits, and the tests by name.
if ! grep -q '^  time: 1.0$' problems/poj2484/problem.yaml ||
	! grep -q '^  time: 0.25$' "$tmp/spin/problems/poj2484/problem.yaml" ||
	[ "$(grep -c '^  - {name: ' "$tmp/few/problems/poj2484/problem.yaml")" -ne 4 ]; then
	echo "FAIL the scratch copies of poj2484 are not as meant"
	cat "$tmp/spin/problems/poj2484/problem.yaml"
	exit 1
fi
fail=0 n=0
while IFS='|' read -r l file opt allowed why; do
	l=$(echo $l) file=$(echo $file) opt=$(echo $opt) allowed=$(echo $allowed)
	[ "$l" = "$lang" ] || continue
	n=$((n + 1))
	src=$tmp/$(basename "$file")
	# The hostile programs look for the repository by its real path.
	sed "s|REPO|$root|g" "judge/tests/langs/$file" >"$src"
	args=()
	[ "$opt" != "-" ] && args=(--lang "$opt")
	# A case that may not be accepted is judged one test at a time: with --first-fail its verdict
	# is its first rejected test's whatever -j (a test after it that was running is not counted),
	# but at -j 2 the test beside the first ran to its end too, a second TLE of up to 3 s of CPU.
	jobs=2 where=$tmp/few
	case ",$allowed," in *,AC,*) ;; *) jobs=1 ;; esac
	[ "$allowed" = TLE ] && where=$tmp/spin
	"$judge" submit poj2484 "$src" "${args[@]}" --json --first-fail -j "$jobs" --root "$where" >"$tmp/out" 2>"$tmp/err"
	status=$?
	verdict=$(jq -r .verdict "$tmp/out" 2>/dev/null)
	# A language that is not installed is skipped, said with the reason: only
	# on its first case, before anything passed or failed, and only for a
	# compiler or runtime that is absent. A compiler that is there but cannot
	# run ("cannot run ...") is broken, not missing: a failure.
	if [ "$n" -eq 1 ] && [ "$verdict" = JE ] && cat "$tmp/out" "$tmp/err" | grep -Eq "not found on PATH|runtime, is missing"; then
		echo "SKIP: $lang is not installed here: $(jq -r .tests[0].message,.compile.log "$tmp/out" | head -2 | tr '\n' ' ')"
		exit 77
	fi
	case ",$allowed," in
	*",$verdict,"*) echo "ok   $file: $verdict" ;;
	*)
		echo "FAIL $file: expected $allowed, got $verdict (exit $status)"
		jq -c '{compile: .compile.log, first: [.tests[] | select(.verdict != "AC")][0]}' "$tmp/out" 2>/dev/null | head -c 1500
		head -c 600 "$tmp/err"
		fail=1
		;;
	esac
done < <(grep -v '^#' judge/tests/data/language-cases.txt)
[ "$n" -gt 0 ] || { echo "no cases for language '$lang'"; exit 1; }
exit $fail
