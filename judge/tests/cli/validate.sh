#!/usr/bin/env bash
# validate's central promise, tested failing: a problem (a scratch copy of
# hdu1850) and a package (a copy of nimwin), each broken one way at a time,
# must fail `judge validate` with exit status 1 and the exact fault line of the
# step that guards it. A validate that ignored verdicts, the brute force, the
# validator or the answers would pass one of these. The same copy, unbroken,
# validates, so each fault is the break's and nothing else. The copies leave out
# the submissions no fault here is about and that cost the most to judge: a
# submission that times out is re-run alone up to three times at its limit (3 s
# of CPU for hdu1850's every_move.c, three quarters of a validate --quick), and
# the folder rules of time_limit_exceeded/ are proved by validate-hdu1850 itself.
# Usage: validate.sh JUDGE ROOT
set -uo pipefail
judge=$1
root=$2
. "$(dirname "$0")/../lib/lib.sh"
repo=$tmp/repo
fresh() {
	rm -rf "$repo"
	mkdir -p "$repo/judge" "$repo/problems" "$repo/testdata" "$repo/solvers/brute"
	cp "$root/judge/languages.yaml" "$repo/judge/"
	cp -r "$root/problems/include" "$root/problems/hdu1850" "$repo/problems/"
	cp -r "$root/testdata/hdu1850" "$repo/testdata/"
	cp "$root/solvers/hdu1850.c" "$repo/solvers/"
	cp "$root/solvers/brute/hdu1850.c" "$repo/solvers/brute/"
	rm -r "$repo/problems/hdu1850/submissions/time_limit_exceeded"
}
v() { "$judge" validate hdu1850 --quick --root "$repo" -j 2; }
# fault STEP TEXT DESCRIPTION: validate failed, and the step's report holds the fault line.
fault() {
	expect 1 "$3" -- v
	has "$tmp/out" "FAIL  $1" "$3: the $1 step fails"
	has "$tmp/out" "$2" "$3: the fault line"
	same "$(tail -1 "$tmp/out")" "hdu1850: FAULTS FOUND" "$3: the verdict line"
}

fresh
expect 0 "the unbroken copy validates" -- v
same "$(tail -1 "$tmp/out")" "hdu1850: valid" "the unbroken copy is valid"
# --quick judges one submission of each folder, in C where there is, and says so.
has "$tmp/out" "ok    submissions  3/3 got their folder's verdict (--quick: one of each folder, in C where there is; 11 left to the full proof)" \
	"the quick form of the submissions step says what it left"

# --quick picks its one submission of a folder among those this machine can judge: here the
# cheapest by language is one whose compiler is missing (skipped, and said), so the Python one
# beside it is judged, not left with nothing of runtime_error/ judged.
fresh
printf 'fakevm:\n  extensions: [fake]\n  source: main.fake\n  compile: [/nonexistent/fakec, "{src}", "{out}"]\n  run: [/nonexistent/fakevm, "{bin}"]\n' >>"$repo/judge/languages.yaml"
mkdir "$repo/problems/hdu1850/submissions/runtime_error"
printf 'never compiled\n' >"$repo/problems/hdu1850/submissions/runtime_error/a_missing.fake"
printf 'raise SystemExit(3)\n' >"$repo/problems/hdu1850/submissions/runtime_error/b_exit.py"
expect 0 "a folder whose cheapest submission cannot be judged here" -- v
has "$tmp/out" "--  runtime_error/a_missing.fake  (skipped: the compiler '/nonexistent/fakec' of fakevm is not installed)" \
	"the one that cannot be judged, said"
has "$tmp/out" "RE  runtime_error/b_exit.py" "the other one of its folder judged instead"

# The judge's own failure is not the problem's fault: a run that cannot be made (here the
# language's run command is not on this machine, found only when the run starts) is JE, and
# validate says the judge failed and exits 3, not 1 with "FAULTS FOUND".
fresh
printf 'noruntime:\n  extensions: [nrt]\n  source: main.py\n  compile: [/usr/bin/python3.11, -c, "import shutil, sys; shutil.copy(sys.argv[1], sys.argv[2])", "{src}", "{out}"]\n  run: [/nonexistent/vm, "{bin}"]\n' >>"$repo/judge/languages.yaml"
mkdir "$repo/problems/hdu1850/submissions/runtime_error"
printf 'raise SystemExit(3)\n' >"$repo/problems/hdu1850/submissions/runtime_error/exit.nrt"
expect 3 "a run the judge cannot make" -- v
has "$tmp/out" "JE  runtime_error/exit.nrt  (max 0 ms, first: sample: sandbox: execve: No such file or directory)" \
	"the run's failure, said where it happened"
same "$(tail -1 "$tmp/out")" "hdu1850: the judge failed (above): not a proof either way" \
	"the verdict line: the judge's failure, not the problem's faults"

# A statement that gives the answer away: a setter's section is refused, by file and line.
fresh
printf '\n## Notes\n\nCount the piles holding the highest bit of the xor.\n' >>"$repo/problems/hdu1850/statement.md"
line=$(grep -n '^## Notes' "$repo/problems/hdu1850/statement.md" | cut -d: -f1)
fault manifest "        problems/hdu1850/statement.md:$line: '## Notes': a setter-only section in the contestant's statement (it belongs in problems/hdu1850/notes.md)" \
	"a statement with a Notes section"
fresh
printf '\n### solution:\n\nxor.\n' >>"$repo/problems/hdu1850/statement.md"
fault manifest "statement.md:$((line + 0)): '### solution:': a setter-only section" "a heading in another case and level"

# A wrong submission in the accepted folder: its folder's verdict is not the one it gets.
fresh
cp "$repo/problems/hdu1850/submissions/wrong_answer/compare_total.c" "$repo/problems/hdu1850/submissions/accepted/"
fault submissions "accepted/compare_total.c: expected AC, got WA" "a wrong-folder submission"
# ... and an accepted one in a wrong-answer folder.
fresh
# (--quick judges the first of each rejected folder by name: the misfiled one comes first.)
mv "$repo/problems/hdu1850/submissions/accepted/xor_compare.c" \
	"$repo/problems/hdu1850/submissions/wrong_answer/a_xor_compare.c"
fault submissions "wrong_answer/a_xor_compare.c: expected WA, got AC" "an accepted submission filed as wrong"

# A rejected submission in the folder of another rejection: a crash filed as wrong answer is a
# fault, not a rejection like any other.
fresh
printf 'int main(void)\n{\n\treturn 3;\n}\n' >"$repo/problems/hdu1850/submissions/wrong_answer/a_exits.c"
fault submissions "wrong_answer/a_exits.c: expected WA, got RE on sample" "a crash filed as a wrong answer"

# An accepted submission over half its limit: correct, but it spins 0.25 s of CPU on the inputs
# that start with 3 piles (the sample's), under the copy's limit of 0.4 s; the limit is lowered
# so that the spin costs little, and a spin well below the limit is not a TLE on a busy machine.
fresh
sed -i 's/^  time: 1.0$/  time: 0.4/' "$repo/problems/hdu1850/problem.yaml"
same "$(grep -c '^  time: 0.4$' "$repo/problems/hdu1850/problem.yaml")" 1 "the copy's limit is lowered"
sed 's|^int main(void)$|#include <time.h>\nint main(void)|; s|^\tint m, a\[105\];$|\tint m, a[105], first = 1;|; s|^\t\tint x = 0, count = 0;$|\t\tint x = 0, count = 0;\n\t\tif (first \&\& m == 3)\n\t\t\twhile (clock() < CLOCKS_PER_SEC / 4)\n\t\t\t\t;\n\t\tfirst = 0;|' \
	"$repo/problems/hdu1850/submissions/accepted/xor_compare.c" >"$repo/problems/hdu1850/submissions/accepted/slow_sample.c"
same "$(grep -c 'CLOCKS_PER_SEC / 4' "$repo/problems/hdu1850/submissions/accepted/slow_sample.c")" 1 "the slow copy spins"
fault submissions "accepted/slow_sample.c: accepted, but takes " "an accepted submission over half its limit"
has "$tmp/out" "over 1/2 of the limit (tests too weak or limit too generous)" "an accepted submission over half its limit: the reason"

# A brute force that disagrees with the reference: it counts one winning move too many.
fresh
sed -i "s/printf(\"%d\\\\n\", count);/printf(\"%d\\\\n\", count + 1);/" "$repo/solvers/brute/hdu1850.c"
if cmp -s "$repo/solvers/brute/hdu1850.c" "$root/solvers/brute/hdu1850.c"; then bad "the brute force was not changed"; fi
fault brute "brute force and reference differ" "a brute force that disagrees"

# An input the validator must reject: a pile of 0 stones (piles hold at least 1).
fresh
printf '2\n0 3\n0\n' >"$repo/testdata/hdu1850/sample.in"
fault inputs "testdata/hdu1850/sample.in: " "an input out of bounds"

# A stale expected answer: the reference gives another.
fresh
printf '2\n' >"$repo/testdata/hdu1850/sample.ans"
fault answers "sample: " "a stale .ans"

# --- a package: a submission in the wrong folder, and a brute_force/ folder ---
pk=$tmp/pkg
rm -rf "$pk"
cp -r "$root/judge/tests/data/packages/nimwin" "$pk"
rm -r "$pk/submissions/time_limit_exceeded"
cp "$pk/submissions/wrong_answer/sum_parity.c" "$pk/submissions/accepted/"
expect 1 "a package with a wrong submission in accepted/" -- "$judge" validate "$pk" --root "$root" -j 2
has "$tmp/out" "submissions/accepted/sum_parity.c" "package: the wrong-folder submission named"
has "$tmp/out" "FAIL  submissions" "package: the submissions step fails"
same "$(tail -1 "$tmp/out")" "$pk: FAULTS FOUND" "package: the verdict line"
# brute_force/ (2023-07): may time out or crash, must not be wrong, and must fail somewhere.
# The copy's time limit is 0.25 s, not 1 s: the spinning one times out at any limit, and the
# others answer takeone's few small cases in milliseconds; a timeout, re-run alone at its
# limit, cost 2 s of CPU at 1 s.
rm -rf "$pk"
cp -r "$root/judge/tests/data/packages/takeone" "$pk"
sed -i 's/^  time_limit: 1$/  time_limit: 0.25/' "$pk/problem.yaml"
same "$(grep -c '^  time_limit: 0.25$' "$pk/problem.yaml")" "1" "the copy of takeone has its time limit lowered"
mkdir "$pk/submissions/brute_force"
printf '#include <stdio.h>\nint main(void) { for (volatile unsigned long i = 0;; i++) ; }\n' >"$pk/submissions/brute_force/spin.c"
expect 0 "a brute_force/ submission that times out" -- "$judge" validate "$pk" --root "$root" -j 2
has "$tmp/out" "TLE submissions/brute_force/spin.c" "package: the brute force's TLE meets its folder's rule"
# The spinning one has had its say: a wrong brute force alone, not a second timeout beside it.
rm "$pk/submissions/brute_force/spin.c"
cp "$pk/submissions/wrong_answer/take_all.c" "$pk/submissions/brute_force/"
expect 1 "a brute_force/ submission that is wrong" -- "$judge" validate "$pk" --root "$root" -j 2
has "$tmp/out" "submissions/brute_force/take_all.c" "package: a wrong brute force named"

# --- judge new: a skeleton that builds and fails validate, saying what to fill in ---
nr=$tmp/newrepo
mkdir -p "$nr/judge" "$nr/problems"
cp "$root/judge/languages.yaml" "$nr/judge/"
cp -r "$root/problems/include" "$nr/problems/"
expect 0 "judge new" -- "$judge" new mygame --root "$nr"
same "$(head -1 "$tmp/out")" "mygame: a new problem, every file to fill in:" "judge new: what it made"
same "$(cd "$nr" && find problems/mygame solvers testdata -type f | sort | tr '\n' ' ')" \
	"problems/mygame/gen.c problems/mygame/notes.md problems/mygame/problem.yaml problems/mygame/statement.md problems/mygame/validate.c solvers/brute/mygame.c solvers/mygame.c testdata/mygame/sample.ans testdata/mygame/sample.in " \
	"judge new: the files"
same "$(find "$nr" -maxdepth 1 -name '.new-*' | wc -l)" "0" "judge new: no stage left"
expect 1 "validate a skeleton" -- "$judge" validate mygame --root "$nr" -j 2
has "$tmp/out" "ok    tools        4/4 compiled" "the skeleton builds"
has "$tmp/out" "testdata/mygame/sample.in: line 1: fill me in: problems/mygame/validate.c checks the input format" "the validator says fill me in"
has "$tmp/out" "sample: the reference fails: RE exit code 1: fill me in: solvers/mygame.c answers every case" "the reference says fill me in"
has "$tmp/out" "the generator fails: exit code 1: fill me in: problems/mygame/gen.c writes a random input" "the generator says fill me in"
expect 2 "judge new over a problem" -- "$judge" new mygame --root "$nr"
same "$(cat "$tmp/err")" "judge: problems/mygame: already exists" "judge new: a taken id"
expect 2 "judge new with a bad id" -- "$judge" new ../x --root "$nr"
has "$tmp/err" "invalid problem id '../x'" "judge new: an invalid id"

echo "$pass passed, $fail failed"
[ "$fail" -eq 0 ]
