#!/usr/bin/env bash
# Every language's samples (data/language-cases.txt) judged for real on poj2484:
# each gets one of its allowed verdicts. Usage: langs.sh JUDGE ROOT LANGUAGE.
# Exit 77 (skipped, with the reason) when the language's compiler or runtime is
# not installed here: scripts/setup --languages installs them.
set -u
judge=$(realpath "$1") root=$2 lang=$3
cd "$root" || exit 1
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
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
	jobs=2
	case ",$allowed," in *,AC,*) ;; *) jobs=1 ;; esac
	"$judge" submit poj2484 "$src" "${args[@]}" --json --first-fail -j "$jobs" >"$tmp/out" 2>"$tmp/err"
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
