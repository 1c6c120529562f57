#!/usr/bin/env bash
# Kattis problem packages judged in place (judge/tests/data/packages): each
# package validates (legacy and 2023-07; default, float, custom and
# interactive output validators; scoring groups; .timelimit; a symlinked
# case); submissions get exact verdicts and scores; nothing is written into a
# package; broken packages are refused with exit 2 naming the file and line.
# Usage: kattis.sh JUDGE ROOT
set -uo pipefail
judge=$1
root=$2
. "$(dirname "$0")/../lib/lib.sh"
pk=$root/judge/tests/data/packages
j() { "$judge" "$@" --root "$root" -j 2; }
# The files of a package with their sizes and times: must not change.
listing() { find "$1" -printf '%P %s %T@ %y\n' | sort; }

before=$(listing "$pk")

# --- each package validates; its report (stdout, then stderr) kept in $tmp/NAME for the checks
# below, which read it rather than validate the package again ---
for p in nimwin guess nimscore takeone average misere takethree stonescore nimhello; do
	expect 0 "validate $p" -- j validate "$pk/$p"
	same "$(tail -1 "$tmp/out")" "$pk/$p: valid" "$p is valid"
	cat "$tmp/out" "$tmp/err" >"$tmp/$p"
	[ "$(tail -1 "$tmp/out")" = "$pk/$p: valid" ] || cat "$tmp/$p"
done
has "$tmp/guess" "ok    interaction  1/1 sample interactions replayed" "guess: the sample interaction replays"
has "$tmp/guess" "ok    time limit   1 s, from .timelimit" "guess: DOMjudge's .timelimit"
has "$tmp/takeone" "note: problem.yaml: no memory limit: the format's default, 2048 MiB, is used" "takeone: the default memory limit said"
# A derived limit depends on a measured time, with a wide margin: 1 s holds while the slowest
# accepted run (a few ms) stays under 200 ms (times 5, rounded up to whole seconds, at least 1 s).
has "$tmp/nimwin" "time limit   1 s, derived from the slowest accepted run" "nimwin: derived time limit"
has "$tmp/nimwin" "times 5, rounded to whole seconds" "nimwin: legacy multiplier"
has "$tmp/nimscore" "2023-07 format, scoring, 7 cases in 4 groups" "nimscore: groups"
has "$tmp/nimscore" "partially_accepted/count_ones.c  (max" "nimscore: partially accepted judged"
has "$tmp/nimscore" "score 40 of 100" "nimscore: 40 points"
has "$tmp/average" "5 cases in 2 groups, default output validator, float tolerance" "average: symlinked case counted"
has "$tmp/takethree" "ok    tools        2/2 compiled" "takethree: validators include their own check.h and validate.h"
has "$tmp/takethree" "--  submissions/accepted/take_three.rb  (skipped: no language for .rb files here)" "a submission in a language the judge lacks is listed as skipped"
has "$tmp/takethree" "--  submissions/accepted/old_print.py  (skipped: Python 2 (its first line says so), which is not installed)" "Python 2 told by its first line"
if [ -x /usr/lib/jvm/java-17-openjdk-amd64/bin/javac ]; then
	has "$tmp/takethree" "AC  submissions/accepted/TakeThree.java" "a Java submission is judged, under the default 2 GiB"
else
	has "$tmp/takethree" "--  submissions/accepted/TakeThree.java  (skipped:" "a Java submission without Java is skipped"
fi

# DOMjudge's current example `hello`: samples only, submissions in folders.
has "$tmp/nimhello" "note: data/secret: no test case: judged on the 3 samples only" "nimhello: judged on its samples, and says so"
has "$tmp/nimhello" "ok    submissions  5/5 met their folder's rule" "nimhello: every submission meets its folder's rule"
has "$tmp/nimhello" "AC  submissions/accepted/extra-file-c/nim.c  (max" "nimhello: a submission that is a folder"
has "$tmp/nimhello" "WA  submissions/wrong_answer/odd_heaps.c  (max" "nimhello: a wrong answer on the samples"
expect 0 "samples only" -- j submit "$pk/nimhello" "$pk/nimhello/submissions/accepted/extra-file-py/nim.py" --json
same "$(jq -r '[.verdict, (.tests | map(.name) | join(","))] | join(" ")' "$tmp/out")" "AC sample/1,sample/2,sample/3" "the samples are the tests"
has "$tmp/err" "judge: note: data/secret: no test case: judged on the 3 samples only" "submit says so on stderr"

has "$tmp/stonescore" "AC  submissions/accepted/mod3.c  (max" "stonescore: accepted"
has "$tmp/stonescore" "score 100 of 100)" "stonescore: ignore_sample leaves the sample's points out"

# --- submissions in place: verdicts, messages, scores ---
expect 0 "case folding" -- j submit "$pk/nimwin" "$pk/nimwin/submissions/accepted/shout.py" --json
same "$(jq -r .verdict "$tmp/out")" AC "FIRST is first under the default output validator"
want="1 s, derived from the slowest accepted run"
got=$(jq -r .time_limit "$tmp/out")
same "${got:0:${#want}}" "$want" "time limit reported in JSON"
expect 1 "sum parity" -- j submit "$pk/nimwin" "$pk/nimwin/submissions/wrong_answer/sum_parity.c" --json --first-fail
same "$(jq -r '[.verdict, ([.tests[] | select(.verdict != "AC")][0].name)] | join(" ")' "$tmp/out")" "WA secret/10-big" "first failing case named by its path"
expect 1 "scoring" -- j submit "$pk/nimscore" "$pk/nimscore/submissions/partially_accepted/count_ones.c" --json
same "$(jq -c '[.score, .max_score, [.groups[] | select(.group | startswith("secret/")) | .score]]' "$tmp/out")" "[40,100,[40,0]]" "scores per group and in total"
expect 1 "legacy scoring" -- j submit "$pk/stonescore" "$pk/stonescore/submissions/partially_accepted/int_heap.c" --json
same "$(jq -c '[.score, .max_score, [.groups[] | select(.group | startswith("secret/")) | .score]]' "$tmp/out")" "[30,100,[0,30]]" "legacy subtask scores (large, small), the sample ignored"
# A 2023-07 package whose groups are set by testdata.yaml (problemtools' oddecho) is scored as legacy.
cp -r "$pk/stonescore" "$tmp/v23"
sed -i '1i problem_format_version: 2023-07-draft' "$tmp/v23/problem.yaml"
expect 1 "2023-07 with testdata.yaml" -- j submit "$tmp/v23" "$pk/stonescore/submissions/partially_accepted/int_heap.c" --json
same "$(jq -c '[.score, .max_score, [.groups[] | select(.group | startswith("secret/")) | .score]]' "$tmp/out")" "[30,100,[0,30]]" "2023-07, testdata.yaml read with legacy's keys"
has "$tmp/err" "groups configured by testdata.yaml, not test_group.yaml" "and the judge says so"
# A group's own grader_flags replace its parent's: no aggregation named is sum, not the parent's min.
cp -r "$pk/stonescore" "$tmp/flags"
printf 'grader_flags: min\n' >"$tmp/flags/data/secret/testdata.yaml"
printf 'on_reject: break\naccept_score: 30\ngrader_flags: first_error\n' >"$tmp/flags/data/secret/small/testdata.yaml"
expect 0 "grader flags replaced" -- j submit "$tmp/flags" "$pk/stonescore/submissions/accepted/mod3.c" --json
same "$(jq -c '[.score, .max_score]' "$tmp/out")" "[70,70]" "secret: min(small's 5 x 30 summed, large's 70); an inherited min gives 30"
expect 0 "scoring, all" -- j submit "$pk/nimscore" "$pk/nimscore/submissions/accepted/xor.c" --json
same "$(jq -c '[.verdict, .score]' "$tmp/out")" '["AC",100]' "full score"
# A missing flush is read from guess's validation: judged again here it waits out its 3 s of wall
# time a second time (submit's JSON verdict of an interactive run is the upward.py check's).
has "$tmp/guess" "TLE submissions/time_limit_exceeded/noflush.c  (max" "a missing flush is TLE"
expect 1 "interactive, too many guesses" -- j submit "$pk/guess" "$pk/guess/submissions/wrong_answer/upward.py" --json --first-fail
same "$(jq -r '[.tests[] | select(.verdict != "AC")][0] | .verdict + ": " + .message' "$tmp/out")" "WA: ten guesses and the heap was not found (37 stones)" "the validator's judgemessage.txt (the program's exit on the closed input after it comes later)"
expect 1 "custom validator" -- j submit "$pk/takeone" "$pk/takeone/submissions/wrong_answer/take_all.c" --json --first-fail
same "$(jq -r '[.tests[] | select(.verdict == "WA")][0].message' "$tmp/out")" "heap 1 to 0 leaves a winning position" "custom validator's words"
expect 1 "float tolerance" -- j submit "$pk/average" "$pk/average/submissions/wrong_answer/two_places.py" --json --first-fail
same "$(jq -r .verdict "$tmp/out")" WA "two decimals are not within 1e-6"

# problemtools' own 2023-07 examples nest the validator one folder down: output_validator/NAME/.
cp -r "$pk/takeone" "$tmp/nested"
mkdir "$tmp/nested/output_validator/moves"
mv "$tmp/nested/output_validator/validator.c" "$tmp/nested/output_validator/moves/"
expect 1 "a nested output validator" -- j submit "$tmp/nested" "$pk/takeone/submissions/wrong_answer/take_all.c" --json --first-fail
same "$(jq -r '[.tests[] | select(.verdict == "WA")][0].message' "$tmp/out")" "heap 1 to 0 leaves a winning position" "output_validator/moves/ is the validator"

same "$(listing "$pk")" "$before" "nothing written into the packages"

# --- broken packages: exit 2, the file and line ---
bp=$tmp/broken
fresh() { rm -rf "$bp"; cp -r "$pk/nimwin" "$bp"; }
fresh
rm "$bp/problem.yaml"
expect 2 "no problem.yaml" -- j submit "$bp" "$pk/nimwin/submissions/accepted/xor.c"
same "$(cat "$tmp/err")" "judge: '$bp': not a problem package (no problem.yaml and data/ in it)" "no problem.yaml"
fresh
printf 'name: x\nlimits:\n  memory: lots\n' >"$bp/problem.yaml"
expect 2 "malformed limit" -- j validate "$bp"
has "$tmp/out" "$bp/problem.yaml:3:11: limits.memory: expected MiB in 1..65536, got \"lots\"" "malformed limit: file, line, column"
fresh
printf 'name: x\ntimelimit: 2\n' >"$bp/problem.yaml"
expect 2 "unknown key" -- j submit "$bp" "$pk/nimwin/submissions/accepted/xor.c"
same "$(cat "$tmp/err")" "judge: $bp/problem.yaml:2:1: problem.yaml.timelimit: unknown key" "unknown key named"
fresh
printf 'name: [x\n' >"$bp/problem.yaml"
expect 2 "YAML syntax" -- j submit "$bp" "$pk/nimwin/submissions/accepted/xor.c"
has "$tmp/err" "$bp/problem.yaml:" "YAML error names the file"
fresh
rm "$bp/data/secret/03-pairs.ans"
expect 2 "a case with no .ans" -- j validate "$bp"
has "$tmp/out" "$bp/data/secret/03-pairs.in: no 03-pairs.ans beside it" "missing .ans"
fresh
ln -s /etc/passwd "$bp/data/secret/05-leak.in"
cp "$bp/data/secret/01-one.ans" "$bp/data/secret/05-leak.ans"
expect 2 "a link out of the package" -- j submit "$bp" "$pk/nimwin/submissions/accepted/xor.c"
same "$(cat "$tmp/err")" "judge: $bp/data/secret/05-leak.in: a link to outside the package" "link outside"
fresh
printf 'int main(void) { return 42 }\n' >"$bp/input_validators/broken.c"
expect 2 "a validator that does not compile" -- j validate "$bp"
has "$tmp/out" "input_validators/broken.c: '$bp/input_validators/broken.c' does not compile:" "validator compile error named"
has "$tmp/out" "main.c:1:27: error: expected ';' before '}' token" "the compiler's words"
cp -r "$pk/takeone" "$tmp/take"
printf 'int main(void) { return 42 }\n' >"$tmp/take/output_validator/validator.c"
expect 2 "an output validator that does not compile" -- j submit "$tmp/take" "$pk/takeone/submissions/accepted/last_fitting.c"
has "$tmp/err" "judge: output_validator: " "output validator compile error named"
# A group's input validator arguments reach the validator (nimscore's group 1: heaps of 0 or 1).
rm -rf "$tmp/ns"
cp -r "$pk/nimscore" "$tmp/ns"
printf '3\n1 2 1\n' >"$tmp/ns/data/secret/group1/2.in"
expect 1 "an input against its group's arguments" -- j validate "$tmp/ns"
has "$tmp/out" "data/secret/group1/2.in: rejected by input_validators/groups (exit status 43)" "the group's flag reached the C++ validator"
has "$tmp/out" "6/7 accepted by 2 input validators" "the other validator accepts it"
# No test case at all is still refused.
fresh
rm -r "$bp/data/secret" "$bp/data/sample"
mkdir "$bp/data/secret"
expect 2 "no test case" -- j submit "$bp" "$pk/nimwin/submissions/accepted/xor.c"
same "$(cat "$tmp/err")" "judge: $bp/data: no test case (NAME.in with NAME.ans in data/sample or data/secret)" "no test case refused"
fresh
printf 'name: x\nvalidation: custom multi-pass\nlimits:\n  validation_passes: 26\n' >"$bp/problem.yaml"
expect 2 "legacy multi-pass" -- j submit "$bp" "$pk/nimwin/submissions/accepted/xor.c"
same "$(cat "$tmp/err")" "judge: $bp/problem.yaml:2:13: validation: multi-pass problems are not supported by this judge" "multi-pass refused by name"
fresh
printf 'problem_format_version: 2025-09\nname: x\n' >"$bp/problem.yaml"
expect 2 "unknown version" -- j submit "$bp" "$pk/nimwin/submissions/accepted/xor.c"
has "$tmp/err" "problem_format_version: expected legacy or 2023-07, got \"2025-09\"" "version named"

# --- text from a package reaches the terminal escaped ---
# The package's folder, a case, a submission, the file submitted and an input
# validator's words carry terminal escapes (retitle, clear the screen): the
# output holds none of them raw, and shows each as \xHH.
E=$'\033' B=$'\007'
ep="$tmp/esc${E}[2Jpkg"
cp -r "$pk/nimwin" "$ep"
# Only what carries an escape is kept: one accepted submission, one case, the loud
# validator. The rest would be judged for nothing here: the spinning submission re-run alone at
# its limit, a Python submission and validator on every case.
rm -r "$ep/submissions/time_limit_exceeded" "$ep/submissions/run_time_error" "$ep/submissions/wrong_answer"
rm -r "$ep/data/sample"
rm "$ep/submissions/accepted/shout.py" "$ep/input_validators/validate.py"
find "$ep/data/secret" -type f ! -name '01-one.*' -delete
mv "$ep/data/secret/01-one.in" "$ep/data/secret/01-${E}]0;pwned${B}.in"
mv "$ep/data/secret/01-one.ans" "$ep/data/secret/01-${E}]0;pwned${B}.ans"
mv "$ep/submissions/accepted/xor.c" "$ep/submissions/accepted/x${E}[2J.c"
printf 'import sys\nsys.stderr.write("\\x1b]0;pwned\\x07 rejected\\x1b[2J\\n")\nsys.exit(43)\n' >"$ep/input_validators/loud.py"
cp "$pk/nimwin/submissions/accepted/xor.c" "$tmp/mine${E}]0;pwned${B}.c"
raw() { if LC_ALL=C grep -q "[$E$B]" "$tmp/out" "$tmp/err"; then bad "$1: a raw ESC or BEL byte in the output"; else ok; fi; }
expect 0 "submit to a package with escapes in its names" -- j submit "$ep" "$tmp/mine${E}]0;pwned${B}.c"
raw "submit"
has "$tmp/out" 'esc\x1b[2Jpkg: '"$tmp"'/mine\x1b]0;pwned\x07.c (c)' "submit: the problem and the file, escaped"
has "$tmp/out" '  secret/01-\x1b]0;pwned\x07 AC' "submit: the case's name, escaped"
expect 1 "validate a package with escapes in its names and its validator's words" -- j validate "$ep"
raw "validate"
same "$(head -1 "$tmp/out")" "$tmp/esc\x1b[2Jpkg" "validate: the package's folder, escaped"
has "$tmp/out" 'data/secret/01-\x1b]0;pwned\x07.in: rejected by input_validators/loud.py (exit status 43): \x1b]0;pwned\x07 rejected\x1b[2J' "validate: the case and the validator's words, escaped"
has "$tmp/out" 'AC  submissions/accepted/x\x1b[2J.c  (max' "validate: the submission's name, escaped"
same "$(tail -1 "$tmp/out")" "$tmp/esc\x1b[2Jpkg: FAULTS FOUND" "validate: the last line, escaped"

# 2023-07, no time limit given: each time_limit_exceeded submission is judged under the derived
# limit times time_limit_to_tle (1 s times 1.5 here). One whose TLE comes under that CPU time (as
# a missing flush's does, by the wall clock, with no CPU time at all) bounds nothing, so the limit
# is still derived. This one spends 50 ms of CPU, so that a probe counting it would find no limit
# that fits (1.5 s is over 50 ms; a sleeper's 0 ms reads as no time-out at all), then stops itself
# with SIGXCPU, the signal of a CPU limit, which the judge counts as TLE: the verdict and the CPU
# time of a sleeper killed at the wall limit, without the wait (guess's noflush.c above is TLE by
# the wall clock).
cp -r "$pk/takeone" "$tmp/derive"
sed -i '/^limits:/d; /time_limit:/d' "$tmp/derive/problem.yaml"
mkdir -p "$tmp/derive/submissions/time_limit_exceeded"
cat >"$tmp/derive/submissions/time_limit_exceeded/xcpu.c" <<'C'
#include <signal.h>
#include <time.h>
int main(void)
{
	while (clock() < CLOCKS_PER_SEC / 20)
		;
	raise(SIGXCPU);
	return 0;
}
C
expect 0 "a time limit derived beside a submission that times out under the probe's CPU time" -- j validate "$tmp/derive"
has "$tmp/out" "time limit   1 s, derived from the slowest accepted run" "2023-07 limit derived"
has "$tmp/out" "TLE submissions/time_limit_exceeded/xcpu.c" "the submission times out"
# ... but one that passes every test in under 1.5 s is a T_tle too small for any limit the
# accepted run allows: validate says no limit fits, and why.
rm "$tmp/derive/submissions/time_limit_exceeded/xcpu.c"
sed 's/^\tint n;$/\tint n;\n\tfor (clock_t end = clock() + CLOCKS_PER_SEC \/ 5; clock() < end;)\n\t\t;/; s/^#include <stdio.h>$/#include <stdio.h>\n#include <time.h>/' \
	"$pk/takeone/submissions/accepted/last_fitting.c" >"$tmp/derive/submissions/time_limit_exceeded/slow_right.c"
grep -q 'CLOCKS_PER_SEC / 5' "$tmp/derive/submissions/time_limit_exceeded/slow_right.c" || bad "slow_right.c was not made"
expect 1 "a time_limit_exceeded submission faster than the derived limit times 1.5" -- j validate "$tmp/derive"
has "$tmp/out" "no time limit fits: the slowest accepted run (" "no limit fits"
has "$tmp/out" "but the fastest run that must time out (2" "the too-fast run's time, about 200 ms"

echo "$pass passed, $fail failed"
[ "$fail" -eq 0 ]
