#!/usr/bin/env bash
# Where a judge failure stands in a submission's verdict (docs/contestant.md,
# "Verdicts"): the first test not accepted in manifest order decides, JE
# included. A scratch problem of two tests, one and two, whose checker
# (checkers/behave.c) crashes with SIGSEGV on the output "segv": a submission
# WA on one whose output crashes the checker on two is WA (exit 1), with or
# without --first-fail, -j 1 or -j 2, and the judge failure on two is reported
# beside the verdict (text, stderr, --json) whenever two ran; the other way
# round (the crash on one, WA on two) is JE (exit 3). A scoring package's
# score counts every test: there a judge failure on any test is exit 3. judge
# validate's submissions step gives the WA one its folder's verdict.
# Usage: submit-judge-failure.sh JUDGE ROOT
set -uo pipefail
judge=$1
root=$2
. "$(dirname "$0")/../lib/lib.sh"

fx=$tmp/repo
mkdir -p "$fx/judge" "$fx/problems/ff/submissions/accepted" "$fx/problems/ff/submissions/wrong_answer" \
	"$fx/solvers" "$fx/testdata/ff"
cp "$root/judge/languages.yaml" "$fx/judge/"
cp -r "$root/problems/include" "$fx/problems/"
cp "$root/judge/tests/checkers/behave.c" "$fx/problems/ff/check.c"
printf '1\n' >"$fx/testdata/ff/one.in"
printf '2\n' >"$fx/testdata/ff/two.in"
# behave's "same ok": accepted when the answer's first word is "ok".
printf 'ok\n' >"$fx/testdata/ff/one.ans"
printf 'ok\n' >"$fx/testdata/ff/two.ans"
printf '#include <stdio.h>\nint main(void) { puts("same ok"); return 0; }\n' >"$fx/solvers/ff.c"
cp "$fx/solvers/ff.c" "$fx/problems/ff/submissions/accepted/same.c"
cp "$fx/solvers/ff.c" "$fx/problems/ff/submissions/accepted/same_again.c"
cat >"$fx/problems/ff/validate.c" <<'C'
#include "validate.h"
int main(void) { v_int(1, 2, "n"); v_eoln(); return 0; }
C
cat >"$fx/problems/ff/problem.yaml" <<'Y'
id: ff
title: A checker that crashes on the second test
limits: {time: 1, memory: 64}
solver: solvers/ff.c
checker: {type: custom, program: problems/ff/check.c, convention: testlib}
validator: problems/ff/validate.c
tests:
  - {name: one}
  - {name: two}
Y
# Each test's output (behave.c's words): what the submission prints on test one, then on two.
# On one it first sleeps half a second (wall time, not CPU): with -j 2 the run of two starts
# beside it, as the issue's measure had it. Nothing asserts that it did (see below).
submission() {
	cat >"$2" <<C
#define _DEFAULT_SOURCE
#include <stdio.h>
#include <unistd.h>
int main(void)
{
	int n = 0;
	if (scanf("%d", &n) != 1)
		return 1;
	if (n == 1)
		usleep(500000);
	puts(n == 1 ? "$1" : "$3");
	return 0;
}
C
}
crash="the checker was killed by SIGSEGV (segmentation fault)"
later="judge error on two, after the test that decided the verdict: $crash"
wa_then_crash=$fx/problems/ff/submissions/wrong_answer/wa_then_crash.c
submission "exit 1" "$wa_then_crash" "segv"

# WA on one, the checker's crash on two: WA whatever -j, the crash reported beside it.
for j in 1 2; do
	expect 1 "WA then a crash, every test, -j $j" -- "$judge" submit ff "$wa_then_crash" -j "$j" --json --root "$fx"
	same "$(jq -r '.verdict' "$tmp/out")" "WA" "WA then a crash, -j $j: the first rejected test decides"
	same "$(jq -r '[.tests[] | .name + " " + .verdict] | join(", ")' "$tmp/out")" "one WA, two JE" \
		"WA then a crash, -j $j: each test as it went"
	same "$(jq -r '.later_judge_error | .test + ": " + .message' "$tmp/out")" "two: $crash" \
		"WA then a crash, -j $j: the judge failure beside the verdict in --json"
	same "$(jq -r 'has("judge_error")' "$tmp/out")" "false" "WA then a crash, -j $j: no judge_error for a WA"
	same "$(cat "$tmp/err")" "judge: $later" \
		"WA then a crash, -j $j: said on stderr"
done
expect 1 "WA then a crash, text" -- "$judge" submit ff "$wa_then_crash" --root "$fx"
same "$(tail -2 "$tmp/out" | sed 's/, max time.*//')" "WA 0/2 tests passed
$later" "WA then a crash: the judge failure beside the verdict in the text"

# --first-fail, as a contest: -j 1 never runs two (nothing to report); -j 2 may have run it
# beside one, and then its result is not counted but its judge failure is reported.
expect 1 "WA then a crash, --first-fail -j 1" -- "$judge" submit ff "$wa_then_crash" --first-fail -j 1 --json --root "$fx"
same "$(jq -r '.verdict + " " + ([.tests[].name] | join(",")) + " " + (has("later_judge_error") | tostring)' "$tmp/out")" \
	"WA one false" "--first-fail -j 1: WA, two never run"
expect 1 "WA then a crash, --first-fail -j 2" -- "$judge" submit ff "$wa_then_crash" --first-fail -j 2 --json --root "$fx"
same "$(jq -r '.verdict + " " + ([.tests[].name] | join(","))' "$tmp/out")" "WA one" \
	"--first-fail -j 2: WA, two not counted"
# Whether two started before one failed is the machine's timing: the verdict above does not
# depend on it; the report does, and when two ran it names two and the checker's crash.
if [ "$(jq -r 'has("later_judge_error")' "$tmp/out")" = true ]; then
	same "$(jq -r '.later_judge_error | .test + ": " + .message' "$tmp/out")" "two: $crash" \
		"--first-fail -j 2: the judge failure on two, reported"
	same "$(cat "$tmp/err")" "judge: $later" \
		"--first-fail -j 2: said on stderr"
else
	echo "note: --first-fail -j 2: two did not start before one failed this time; its report is not tried"
fi

# The other way round: the crash on one decides, JE (exit 3), whatever two got.
crash_then_wa=$tmp/crash_then_wa.c
submission "segv" "$crash_then_wa" "exit 1"
for opts in "-j 1" "-j 2" "--first-fail -j 1" "--first-fail -j 2"; do
	# shellcheck disable=SC2086 # opts holds several options
	expect 3 "a crash then WA, $opts" -- "$judge" submit ff "$crash_then_wa" $opts --json --root "$fx"
	same "$(jq -r '.verdict + ": " + .judge_error + " " + (has("later_judge_error") | tostring)' "$tmp/out")" \
		"JE: $crash false" "a crash then WA, $opts: JE, the judge cannot vouch for one"
	same "$(cat "$tmp/err")" "judge: $crash" "a crash then WA, $opts: the judge failure on stderr"
done

# Two judge failures: the one reported is the first test's in manifest order, not the first
# to happen (with -j 2, two's "exit 3", testlib's fail, is usually over while one sleeps).
two_failures=$tmp/two_failures.c
submission "segv" "$two_failures" "exit 3"
expect 3 "two judge failures, -j 2" -- "$judge" submit ff "$two_failures" -j 2 --json --root "$fx"
same "$(jq -r '.verdict + ": " + .judge_error' "$tmp/out")" "JE: $crash" "two judge failures: the first test's"

# judge compare judges a session as a contest (--first-fail) or every test (--all-tests): the
# board has WA either way, and with every test, the failure on two is said beside it.
mkdir -p "$tmp/session/team"
cp "$wa_then_crash" "$tmp/session/team/ff.c"
expect 0 "compare --all-tests, WA then a crash" -- "$judge" compare "$tmp/session" --all-tests --json --root "$fx"
same "$(jq -r '.teams[0].results.ff | .cell + ", " + .later_judge_error.test' "$tmp/out")" "WA on 1, 0/2, two" \
	"compare --all-tests: WA on the board, the failure on two beside it"
same "$(cat "$tmp/err")" "judge: $tmp/session/team/ff.c: $later" "compare --all-tests: the judge failure on two, said"

# A scoring package (a copy of nimscore, its output validator behave.c): every test counts in
# the score, so a judge failure on any test leaves the score unproven. WA on the sample decides
# the verdict, but the exit status is 3, and stderr says why.
ns=$tmp/nimscore
cp -r "$root/judge/tests/data/packages/nimscore" "$ns"
mkdir -p "$ns/output_validator"
cp "$root/judge/tests/checkers/behave.c" "$ns/output_validator/validator.c"
cat >"$tmp/ns_wa_then_crash.c" <<'C'
#include <stdio.h>
#include <string.h>
int main(void)
{
	char in[64] = "";
	size_t n = fread(in, 1, sizeof in - 1, stdin);
	in[n] = '\0';
	puts(strcmp(in, "3\n1 0 1\n") == 0 ? "exit 43" : "segv"); /* WA on the sample, a crash after */
	return 0;
}
C
vcrash="the output validator was killed by SIGSEGV (segmentation fault)"
expect 3 "scoring, WA then a crash" -- "$judge" submit "$ns" "$tmp/ns_wa_then_crash.c" --json
same "$(jq -r '.verdict + " " + .later_judge_error.test + ": " + .later_judge_error.message' "$tmp/out")" \
	"WA secret/group1/1: $vcrash" "scoring, WA then a crash: WA, the crash beside it"
same "$(tail -1 "$tmp/err")" \
	"judge: judge error on secret/group1/1, after the test that decided the verdict: $vcrash (the score counts that test as failed: it cannot be trusted)" \
	"scoring, WA then a crash: the score is not the program's"

# judge validate: the wrong_answer submission gets its folder's verdict.
expect 1 "validate" -- "$judge" validate ff --root "$fx" -j 2
has "$tmp/out" "WA  wrong_answer/wa_then_crash.c  (max " "validate: WA for the wrong_answer submission"
has "$tmp/out" "  submissions  3/3 got their folder's verdict" "validate: every submission as its folder says"
if grep -q "expected WA" "$tmp/out"; then bad "validate: $(grep "expected WA" "$tmp/out")"; else ok; fi

echo "$pass passed, $fail failed"
[ "$fail" -eq 0 ]
