#!/usr/bin/env bash
# judge export: problems as Kattis problem packages. The packages' file lists
# (data/export/*.files), problem.yaml and .timelimit, and the programs in them
# built as a judge of the format builds them (cc -O2 *.c in the program's
# folder) and run as it runs them: the input validator on a real and a broken
# input, the checker on the answer itself and on wrong outputs, the interactor
# against the reference player and a wrong one through two FIFOs. Then --zip,
# --json and the errors. Usage: export.sh JUDGE ROOT
set -uo pipefail
judge=$1
root=$2
. "$(dirname "$0")/../lib/lib.sh"
export LC_ALL=C
cases=$(dirname "$0")/../data/export
cc=${CC:-cc}
if ! command -v "$cc" >/dev/null || ! command -v unzip >/dev/null; then
	echo "SKIP: export.sh needs a C compiler ($cc) and unzip"
	exit 77
fi

# export ID: writes $tmp/ID, checks its file list and that its test data is our test data.
export_one() {
	local id=$1
	expect 0 "export $id" -- "$judge" export "$id" "$tmp/$id" --root "$root"
	same "$(cat "$tmp/out")" "$id: $tmp/$id, a Kattis problem package of $(wc -l <"$cases/$id.files") files" \
		"$id: the summary line"
	cp "$tmp/err" "$tmp/$id.notes"
	same "$(cd "$tmp/$id" && find . -type f | sort | sed 's|^\./||')" "$(cat "$cases/$id.files")" "$id: the file list"
	local f name differ=0
	for f in "$tmp/$id"/data/*/*; do
		name=${f##*/}
		cmp -s "$f" "$root/testdata/$id/${name#[0-9][0-9]-}" || differ=$((differ + 1))
	done
	same "$differ" 0 "$id: every file of data/ is its test's file"
	same "$(find "$tmp/$id/data" -type f -links +1 | wc -l)" 0 "$id: a folder package holds copies, not links to the repository"
	cmp -s "$tmp/$id/problem_statement/problem.en.md" "$root/problems/$id/statement.md" && ok ||
		bad "$id: problem.en.md is not statement.md"
	same "$(cat "$tmp/$id/.timelimit")" "1" "$id: .timelimit"
}

# build DIR NAME: compiles the program in DIR as a judge of the format does, into $tmp/prog-NAME.
build() {
	(cd "$1" && "$cc" -O2 *.c -o "$tmp/prog-$2" 2>"$tmp/cc-$2") && ok || bad "$1 does not build: $(head -c 400 "$tmp/cc-$2")"
}

# --- hdu1850: the default validator, flags for our `lines` ---
export_one hdu1850
same "$(cat "$tmp/hdu1850/problem.yaml")" "# A Kattis problem package (legacy format): problem hdu1850 of gamejudge, written by \`judge export\`.
name: \"Being a Good Boy in Spring Festival\"
source: \"HDU 1850\"
keywords: \"nim\"
limits:
  memory: 32
  output: 16
validator_flags: case_sensitive space_change_sensitive" "hdu1850: problem.yaml"
has "$tmp/hdu1850/problem_statement/problem.en.tex" '\problemname{Being a Good Boy in Spring Festival}' "hdu1850: the LaTeX statement's name"
# The statement in LaTeX is cmark's rendering, not Markdown in a verbatim block: its sections
# are \section{...}, its code \texttt{...}; no line is a Markdown heading, no backtick is left.
tex=$tmp/hdu1850/problem_statement/problem.en.tex
has "$tex" '\section{Input}' "hdu1850: a section of the statement in LaTeX"
has "$tex" 'single \texttt{0} follows' "hdu1850: inline code in LaTeX"
same "$(grep -c '^#' "$tex")" "0" "hdu1850: no Markdown heading in problem.en.tex"
same "$(grep -c '`' "$tex")" "0" "hdu1850: no backtick in problem.en.tex"
same "$(grep -c 'begin{verbatim}' "$tex")" "2" "hdu1850: only the sample's input and output verbatim"
same "$(grep -ci 'notes\|xor' "$tex" "$tmp/hdu1850/problem_statement/problem.en.md" | cut -d: -f2 | tr '\n' ' ')" "0 0 " \
	"hdu1850: no setter's notes in the exported statement"
notes=$tmp/hdu1850.notes
has "$notes" "hdu1850: not exported, or changed on the way:" "hdu1850: the notes' heading"
has "$notes" "  - generator 'problems/hdu1850/gen.c' and the arguments of its 18 tests" "hdu1850: generator noted"
has "$notes" "  - stress: 3 lines of generated inputs" "hdu1850: stress noted"
has "$notes" "  - brute force 'solvers/brute/hdu1850.c'" "hdu1850: brute force noted"
has "$notes" "  - 'problems/hdu1850/submissions/presentation_error': in submissions/wrong_answer" "hdu1850: PE noted"
has "$notes" "  - checker 'lines': the default output validator" "hdu1850: the checker's approximation noted"
has "$notes" "  - 1 Python file got a first line '#!/usr/bin/env python3'" "hdu1850: the Python line noted"
same "$(head -1 "$tmp/hdu1850/submissions/accepted/xor_count.py")" "#!/usr/bin/env python3" "hdu1850: Python 3 said"
same "$(tail -n +2 "$tmp/hdu1850/submissions/accepted/xor_count.py")" \
	"$(cat "$root/problems/hdu1850/submissions/accepted/xor_count.py")" "hdu1850: the Python file otherwise as it was"
cmp -s "$tmp/hdu1850/submissions/accepted/reference.c" "$root/solvers/hdu1850.c" && ok || bad "hdu1850: reference.c"

# The input validator, built as Kattis builds it: 42 on every real input, 43 on broken ones.
build "$tmp/hdu1850/input_validators/validate" hdu1850-v
v=$tmp/prog-hdu1850-v
rejected=0
for f in "$tmp"/hdu1850/data/*/*.in; do
	"$v" <"$f" >/dev/null 2>&1
	[ $? = 42 ] || rejected=$((rejected + 1))
done
same "$rejected" 0 "hdu1850: the validator accepts (42) every input of the package"
printf '1\n5\n0\n' | "$v" 2>"$tmp/verr"
same "$?" 43 "hdu1850: the validator rejects M = 1 with 43"
has "$tmp/verr" "line 1: M = 1, expected 2..100 (or 0 to end)" "hdu1850: the validator's words"
printf '2\n1 2\n0\n0\n' | "$v" 2>"$tmp/verr"
same "$?" 43 "hdu1850: the validator rejects data after the end (exit() deep in v_eof, mapped)"

# --- nimmove: a testlib checker in its wrapper ---
export_one nimmove
same "$(cat "$tmp/nimmove/problem.yaml")" "# A Kattis problem package (legacy format): problem nimmove of gamejudge, written by \`judge export\`.
name: \"Nim, One Winning Move\"
keywords: \"nim checker\"
limits:
  memory: 32
  output: 16
validation: custom" "nimmove: problem.yaml"
has "$tmp/nimmove.notes" "  - checks: 27 outputs the checker must judge as listed" "nimmove: checks noted"
build "$tmp/nimmove/output_validators/check" nimmove-c
c=$tmp/prog-nimmove-c
d=$tmp/nimmove/data/sample
mkdir "$tmp/fb"
"$c" "$d/sample.in" "$d/sample.ans" "$tmp/fb/" <"$d/sample.ans"
same "$?" 42 "nimmove: the checker accepts the answer itself"
cmp -s "$tmp/fb/team_output" "$d/sample.ans" && ok || bad "nimmove: the output saved in the feedback directory"
"$c" "$d/sample.in" "$d/sample.ans" "$tmp/fb" <"$root/problems/nimmove/checks/take-zero.out"
same "$?" 43 "nimmove: the checker rejects a move that takes nothing (feedback dir without its '/')"
has "$tmp/fb/judgemessage.txt" "case 1: heap 1 has 7 stones, and leaving it at 7 takes zero stones" \
	"nimmove: the checker's words in judgemessage.txt"
"$c" "$d/sample.in" "$d/sample.ans" "$tmp/fb/" <"$root/problems/nimmove/checks/one-line.out"
same "$?" 43 "nimmove: testlib's PE is Kattis' 43"
"$c" "$tmp/nope.in" "$d/sample.ans" "$tmp/fb/" <"$d/sample.ans"
same "$?" 3 "nimmove: the checker's own failure is neither 42 nor 43"
has "$tmp/fb/judgemessage.txt" "the checker failed: exit status 3" "nimmove: the failure said"
accepted=0
for f in "$tmp"/nimmove/data/secret/*.in; do
	"$c" "$f" "${f%.in}.ans" "$tmp/fb/" <"${f%.in}.ans"
	[ $? = 42 ] && accepted=$((accepted + 1))
done
same "$accepted" "$(ls "$tmp"/nimmove/data/secret/*.in | wc -l)" "nimmove: the checker accepts every answer"

# --- nimplay: an interactor in its wrapper, played through two FIFOs ---
export_one nimplay
same "$(cat "$tmp/nimplay/problem.yaml")" "# A Kattis problem package (legacy format): problem nimplay of gamejudge, written by \`judge export\`.
name: \"Nim Against the Judge\"
keywords: \"nim interactive\"
limits:
  memory: 32
  output: 16
validation: custom interactive" "nimplay: problem.yaml"
cmp -s "$tmp/nimplay/data/sample/sample.interaction" "$root/testdata/nimplay/sample.interaction" && ok ||
	bad "nimplay: the sample's interaction file"
build "$tmp/nimplay/output_validators/interact" nimplay-i
"$cc" -O2 "$tmp/nimplay/submissions/accepted/reference.c" -o "$tmp/player" || bad "the reference player does not build"
"$cc" -O2 "$tmp/nimplay/submissions/wrong_answer/copy-move.c" -o "$tmp/wrong" || bad "the wrong player does not build"
# play PLAYER INPUT: the interactor against PLAYER, as Kattis wires them; prints the interactor's status.
play() {
	rm -rf "$tmp/fbi" "$tmp/to_v" "$tmp/to_p"
	mkdir "$tmp/fbi" && mkfifo "$tmp/to_v" "$tmp/to_p"
	timeout 60 "$1" >"$tmp/to_v" <"$tmp/to_p" &
	timeout 60 "$tmp/prog-nimplay-i" "$2" "${2%.in}.ans" "$tmp/fbi/" <"$tmp/to_v" >"$tmp/to_p" 2>/dev/null
	echo $?
	wait
}
d=$tmp/nimplay/data
same "$(play "$tmp/player" "$d/sample/sample.in")" 42 "nimplay: the reference wins the sample game: 42"
has "$tmp/fbi/interactor_record.txt" "you won in 9 moves" "nimplay: the interactor's record in the feedback directory"
same "$(play "$tmp/player" "$(ls "$d"/secret/*.in | tail -1)")" 42 "nimplay: the reference wins the last game: 42"
same "$(play "$tmp/wrong" "$d/sample/sample.in")" 43 "nimplay: a wrong player loses: 43"
[ -s "$tmp/fbi/judgemessage.txt" ] && ok || bad "nimplay: no words in judgemessage.txt for a wrong player"
printf '1\n0\n1 0 5\n' >"$tmp/lost.in"
touch "$tmp/lost.ans"
same "$(play "$tmp/player" "$tmp/lost.in")" 3 "nimplay: the interactor's own failure (a lost start) is neither 42 nor 43"
has "$tmp/fbi/judgemessage.txt" "the interactor failed: exit status 3" "nimplay: the failure said"
build "$tmp/nimplay/input_validators/validate" nimplay-v
"$tmp/prog-nimplay-v" <"$d/sample/sample.in" >/dev/null 2>&1
same "$?" 42 "nimplay: the validator accepts the sample"
printf '0\n' | "$tmp/prog-nimplay-v" >/dev/null 2>&1
same "$?" 43 "nimplay: the validator rejects n = 0"

# --- a repository of our own: a Kattis checker with flags and nested headers, a validator
# reading its arguments, limits the format cannot say exactly, no statement, a float checker ---
fx=$tmp/repo
mkdir -p "$fx/judge" "$fx/problems/fk" "$fx/solvers" "$fx/testdata/fk"
cp "$root/judge/languages.yaml" "$fx/judge/"
cp -r "$root/judge/kattis" "$fx/judge/"
cp -r "$root/problems/include" "$fx/problems/"
printf '#include <stdio.h>\nint main(void) { double a, b; scanf("%%lf %%lf", &a, &b); printf("%%.3f\\n", a / b); return 0; }\n' >"$fx/solvers/fk.c"
cat >"$fx/problems/fk/validate.c" <<'C'
#include <string.h>
#include "validate.h"
int main(int argc, char **argv)
{
	v_int(0, 1000, "a");
	v_space();
	v_int(1, 1000, "b");
	v_eoln();
	v_eof();
	return argc > 1 && strcmp(argv[1], "reject") == 0;
}
C
cat >"$fx/problems/fk/outer.h" <<'C'
#include "inner.h"
C
cat >"$fx/problems/fk/inner.h" <<'C'
#include <stdio.h>
#define TOLERANCE_FLAG(argc, argv) ((argc) > 5 ? (argv)[5] : "none")
C
cat >"$fx/problems/fk/kcheck.c" <<'C'
#include "outer.h"
int main(int argc, char **argv)
{
	double a, b, got;
	FILE *in = fopen(argv[1], "r");
	if (!in || fscanf(in, "%lf %lf", &a, &b) != 2)
		return 1;
	if (scanf("%lf", &got) == 1 && got > a / b - 0.001 && got < a / b + 0.001)
		return 42;
	fprintf(stderr, "tolerance %s\n", TOLERANCE_FLAG(argc, argv));
	return 43;
}
C
printf '1 3\n' >"$fx/testdata/fk/sample.in"
printf '0.333\n' >"$fx/testdata/fk/sample.ans"
fk_manifest() {
	cat >"$fx/problems/fk/problem.yaml" <<Y
id: fk
title: "Divide & {conquer}: 100% \\\\ \"quoted\""
limits: {time: 0.5, wall: 2.5, memory: 1.5, output: 1}
solver: solvers/fk.c
checker: $1
validator: problems/fk/validate.c
tests:
  - {name: sample}
Y
}
fk_manifest "{type: custom, program: problems/fk/kcheck.c, convention: kattis, flags: [float_tolerance, \"1e-3\"]}"
expect 0 "export a problem with a Kattis checker" -- "$judge" export fk "$tmp/fk" --root "$fx"
same "$(cd "$tmp/fk" && find . -type f | sort | sed 's|^\./||' | tr '\n' ' ')" ".timelimit data/sample/sample.ans data/sample/sample.in input_validators/validate/validate.h input_validators/validate/validate.inc input_validators/validate/wrapper.c output_validators/kcheck/inner.h output_validators/kcheck/kcheck.c output_validators/kcheck/outer.h problem.yaml problem_statement/problem.en.tex submissions/accepted/reference.c " \
	"fk: the file list (the checker as it is, its headers followed)"
same "$(cat "$tmp/fk/problem.yaml")" "# A Kattis problem package (legacy format): problem fk of gamejudge, written by \`judge export\`.
name: \"Divide & {conquer}: 100% \\\\ \\\"quoted\\\"\"
limits:
  memory: 2
  output: 1
validation: custom
validator_flags: \"float_tolerance 1e-3\"" "fk: problem.yaml"
same "$(cat "$tmp/fk/.timelimit")" "0.5" "fk: .timelimit"
has "$tmp/err" "  - limits.memory: 1536 KiB, given as 2 MiB (the format counts whole MiB)" "fk: the memory limit's rounding noted"
has "$tmp/err" "  - limits.wall: 2.5 s (a judge of the format sets its own wall-time limit)" "fk: the wall limit noted"
has "$tmp/err" "  - no statement: 'problems/fk/statement.md' is missing, problem.en.tex has only the title" "fk: no statement noted"
has "$tmp/fk/problem_statement/problem.en.tex" '\problemname{Divide \& \{conquer\}: 100\% \textbackslash{} "quoted"}' "fk: the title in LaTeX"
build "$tmp/fk/output_validators/kcheck" fk-c
printf '0.3334\n' | "$tmp/prog-fk-c" "$tmp/fk/data/sample/sample.in" "$tmp/fk/data/sample/sample.ans" "$tmp/fb/" float_tolerance 1e-3
same "$?" 42 "fk: the Kattis checker, as it is, accepts"
printf '0.5\n' | "$tmp/prog-fk-c" "$tmp/fk/data/sample/sample.in" "$tmp/fk/data/sample/sample.ans" "$tmp/fb/" float_tolerance 1e-3 2>"$tmp/kerr"
same "$?" 43 "fk: the Kattis checker rejects"
has "$tmp/kerr" "tolerance 1e-3" "fk: the flags reach the checker"
build "$tmp/fk/input_validators/validate" fk-v
"$tmp/prog-fk-v" <"$tmp/fk/data/sample/sample.in"
same "$?" 42 "fk: a validator with main(argc, argv) accepts"
"$tmp/prog-fk-v" reject <"$tmp/fk/data/sample/sample.in"
same "$?" 43 "fk: the validator gets the arguments Kattis passes"
fk_manifest "{type: float, abs: 1e-4, rel: 1e-6}"
expect 0 "export a problem with a float checker" -- "$judge" export fk "$tmp/ff" --root "$fx"
same "$(tail -1 "$tmp/ff/problem.yaml")" "validator_flags: case_sensitive float_absolute_tolerance 0.0001 float_relative_tolerance 1e-06" "float: the default validator's tolerances"
printf 'int main(void) { return 0; }\n' >"$fx/problems/fk/check.cpp"
fk_manifest "{type: custom, program: problems/fk/check.cpp, convention: testlib}"
# A C++ checker goes into the package in judge/kattis/output_validator.cpp, as a C one in the C wrapper.
expect 0 "a C++ testlib checker" -- "$judge" export fk "$tmp/fcpp" --root "$fx"
same "$(cd "$tmp/fcpp/output_validators" && find . -type f | sort | tr '\n' ' ')" "./check/check.inc ./check/wrapper.cpp " "C++ checker: its source and the C++ wrapper"
cmp -s "$tmp/fcpp/output_validators/check/wrapper.cpp" "$root/judge/kattis/output_validator.cpp" && ok || bad "C++ checker: the wrapper is judge/kattis/output_validator.cpp"

# --- boundary: lines have no place in the format: noted, as stress lines are, never dropped silently ---
expect 0 "export twoqueues (boundary lines)" -- "$judge" export twoqueues "$tmp/twoqueues" --zip --json --root "$root"
same "$(jq -r '.notes[] | select(startswith("boundary: "))' "$tmp/out")" \
	"boundary: 5 lines of generated inputs at the constraints' edges, on which judge mutants compares a surviving mutant with the reference" \
	"twoqueues: its 5 boundary lines noted"

# --- --zip and --json ---
expect 0 "export --zip --json" -- "$judge" export nimmove "$tmp/zipped" --zip --json --root "$root"
same "$(jq -r '[.package, .files, (.notes | length > 0)] | @tsv' "$tmp/out")" \
	"$(printf '%s\t%s\ttrue' "$tmp/zipped.zip" "$(wc -l <"$cases/nimmove.files")")" "--json: package, files, notes"
same "$(jq -r 'keys_unsorted | join(",")' "$tmp/out")" "package,files,notes" "--json: keys"
[ ! -e "$tmp/zipped" ] && ok || bad "--zip leaves a folder behind"
unzip -l "$tmp/zipped.zip" >"$tmp/list"
has "$tmp/list" "   problem.yaml" "--zip: problem.yaml at the zip's top level"
mkdir "$tmp/unzipped"
(cd "$tmp/unzipped" && unzip -q "$tmp/zipped.zip")
diff -r "$tmp/unzipped" "$tmp/nimmove" >/dev/null && ok || bad "--zip: the zip holds what the folder package holds"
expect 0 "export into an empty folder, a name ending in .zip" -- "$judge" export hdu1850 "$tmp/named.zip" --zip --root "$root"
[ -f "$tmp/named.zip" ] && [ ! -e "$tmp/named.zip.zip" ] && ok || bad "--zip with OUTDIR.zip: not written as named"
mkdir "$tmp/empty"
expect 0 "export into an empty folder" -- "$judge" export hdu1850 "$tmp/empty/" --root "$root"
if grep -q "package's name" "$tmp/err"; then bad "a good package name noted: $(cat "$tmp/err")"; else ok; fi
expect 0 "export under a name the format does not allow" -- "$judge" export hdu1850 "$tmp/Bad_Name" --zip --root "$root"
has "$tmp/err" "  - the package's name 'Bad_Name': the format wants lowercase letters and digits only" "a bad package name noted"
[ -f "$tmp/empty/problem.yaml" ] && ok || bad "the empty folder did not become the package"

# --- errors: exit 2 naming the problem or the path, nothing left behind ---
expect 2 "an existing zip" -- "$judge" export nimmove "$tmp/zipped" --zip --root "$root"
same "$(cat "$tmp/err")" "judge: '$tmp/zipped.zip' already exists" "existing zip message"
expect 2 "a folder that is not empty" -- "$judge" export nimmove "$tmp/hdu1850" --root "$root"
same "$(cat "$tmp/err")" "judge: '$tmp/hdu1850' exists and is not empty" "non-empty folder message"
expect 2 "a file" -- "$judge" export nimmove "$tmp/list" --root "$root"
same "$(cat "$tmp/err")" "judge: '$tmp/list' exists and is not a directory" "file message"
expect 2 "an unknown problem" -- "$judge" export nope "$tmp/nope" --root "$root"
same "$(cat "$tmp/err")" "judge: no such problem 'nope' (no file 'problems/nope/problem.yaml')" "unknown problem message"
expect 2 "a folder that cannot be written" -- "$judge" export nimmove "$tmp/no/such/out" --root "$root"
same "$(cat "$tmp/err")" "judge: cannot create '$tmp/no/such/out': No such file or directory" "cannot write message"
expect 2 "no OUTDIR" -- "$judge" export nimmove --root "$root"
same "$(cat "$tmp/err")" "judge: export: missing OUTDIR
judge: usage: judge export PROBLEM OUTDIR [--zip] [--json]" "usage message"
expect 2 "an option of another command" -- "$judge" export nimmove "$tmp/x" --check --root "$root"
same "$(ls -d "$tmp"/*.tmp-* 2>/dev/null)" "" "no temporary folder left behind"
same "$(cmp -s "$tmp/hdu1850/problem.yaml" "$tmp/empty/problem.yaml" && echo same)" "same" "the refused export left the package alone"

echo "$pass passed, $fail failed"
[ "$fail" -eq 0 ]
