#!/usr/bin/env bash
# Codeforces Polygon packages (problem.xml): judge/tests/data/polygon/polynim, the project's own
# package in Polygon's layout (stored tests, generated tests, a testlib checker and validator,
# tagged solutions), validated and judged in place with exact verdicts; imported, validated as a
# problem of a scratch repository, exported to a Kattis package that validates, and judged in a
# `judge serve` contest. Each error names problem.xml and the element's line; every hostile-package
# case of untrusted.sh is repeated for a Polygon package (sandboxed compiles of each program,
# links out, FIFOs, sizes, too many tests, the validators' budget). judge/tests/data/polygon/polyguess,
# an interactive package, is judged, validated, imported and exported; polynim given points and
# groups is scored; a second testset is noted and chosen by JUDGE_POLYGON_TESTSET.
# Usage: polygon.sh JUDGE ROOT SERVE_RUN
set -uo pipefail
judge=$1
root=$2
serve_run=$3
. "$(dirname "$0")/../lib/lib.sh"
pk=$root/judge/tests/data/polygon/polynim
repo=$tmp/repo
mkdir -p "$repo/judge" "$repo/problems"
cp "$root/judge/languages.yaml" "$repo/judge/"
cp -r "$root/judge/kattis" "$repo/judge/"
cp -r "$root/problems/include" "$repo/problems/"
j() { timeout 300 "$judge" "$@" --root "$repo" -j 2; }
listing() { find "$1" -printf '%P %s %T@ %y\n' | sort; }
before=$(listing "$pk")
# A copy's time-limit-exceeded solution (spin.c) left out, for a validate none of whose checks is
# about the solutions: judged, it times out at its limit and is run again alone, 2 s of CPU and
# about 3 s of wall of a 1 s validate. Its verdict is checked where the solutions are (the
# package's own validate, the imported problem's, and those of the Kattis packages exported).
no_tle() { # FOLDER: a Polygon package (problem.xml), or a Kattis package (submissions/)
	if [ -f "$1/problem.xml" ]; then
		sed -i '/<solution tag="time-limit-exceeded">/,/<\/solution>/d' "$1/problem.xml"
		rm "$1/solutions/spin.c"
	else
		rm -r "$1/submissions/time_limit_exceeded"
	fi
}

# --- in place: validate, then submit with exact verdicts ---
expect 0 "validate the package" -- j validate "$pk"
same "$(tail -1 "$tmp/out")" "$pk: valid" "polynim is valid"
cp "$tmp/out" "$tmp/validated"
has "$tmp/validated" "ok    package      Polygon format, pass-fail, 6 cases in 0 groups, custom output validator" "the format named"
has "$tmp/validated" "ok    inputs       6/6 accepted by 1 input validators" "the testlib validator (exit 0) accepts every input, the generated ones too"
has "$tmp/validated" "ok    answers      6/6 answers accepted by the output validator" "the checker accepts every answer, the main solution's too"
has "$tmp/validated" "ok    time limit   1 s, from problem.xml" "the time limit from the testset"
has "$tmp/validated" "ok    submissions  5/5 met their folder's rule" "each solution as its tag says"
has "$tmp/validated" "AC  solutions/xor.py" "accepted: a Python solution, lowercase answers the checker takes"
has "$tmp/validated" "WA  solutions/parity.c  (max" "wrong-answer"
has "$tmp/validated" "TLE solutions/spin.c  (max" "time-limit-exceeded"
has "$tmp/validated" "RE  solutions/crash.c  (max" "rejected: a crash"
expect 1 "submit a wrong solution" -- j submit "$pk" "$pk/solutions/parity.c"
has "$tmp/out" "  tests/02  WA" "the stored input with the main solution's answer decides"
has "$tmp/out" "expected First, got Second" "the testlib checker's message"
same "$(tail -1 "$tmp/out" | cut -d' ' -f1-4)" "WA 5/6 tests passed," "WA on one test of six"
expect 0 "submit the main solution" -- j submit "$pk" "$pk/solutions/xor.c" --json
same "$(jq -r '[.tests[].name] | join(" ")' "$tmp/out")" "sample/01 tests/02 tests/03 tests/04 tests/05 tests/06" "tests named by their number, the sample's as a sample"
same "$(listing "$pk")" "$before" "nothing written into the package"

# tests/02 has CR LF line ends, as a package made on Windows holds them: tests-wellformed makes them
# LF, as Polygon does (the strict validator above accepted it); without the property it is rejected.
bp=$tmp/pkg
rm -rf "$bp" && cp -r "$pk" "$bp"
sed -i 's|<property name="tests-wellformed" value="true"/>||' "$bp/problem.xml"
no_tle "$bp"
expect 1 "a CR LF test, not tests-wellformed" -- j validate "$bp"
has "$tmp/out" "tests/02: rejected by files/val.c (exit status 1): line 1: expected end of line" "CR LF kept as it is without the property"

# --- Polygon's standard checkers by name: the judge's own comparisons where the meaning is the same ---
bp=$tmp/pkg
fresh() { rm -rf "$bp"; cp -r "$pk" "$bp"; }
xml_case() { # DESCRIPTION SED MESSAGE
	fresh
	sed -i "$2" "$bp/problem.xml"
	expect 2 "$1" -- j submit "$bp" "$pk/solutions/xor.c"
	same "$(cat "$tmp/err")" "judge: $bp/problem.xml:$3" "$1"
}
fresh
sed -i 's|<checker type="testlib">|<checker name="std::wcmp.cpp" type="testlib">|; s|<source path="files/check.c" type="c.gcc"/>||' "$bp/problem.xml"
expect 1 "wcmp: tokens compared exactly" -- j submit "$bp" "$pk/solutions/xor.py"
has "$tmp/out" "sample/01 WA" "wcmp: 'second' is not 'Second'"
expect 0 "wcmp: the main solution" -- j submit "$bp" "$pk/solutions/xor.c"
fresh
sed -i 's|<checker type="testlib">|<checker name="std::yesno.cpp" type="testlib">|' "$bp/problem.xml"
expect 0 "yesno: tokens without case" -- j submit "$bp" "$pk/solutions/xor.py"
fresh
sed -i 's|<checker type="testlib">|<checker name="std::lcmp.cpp" type="testlib">|; s|<source path="files/check.c" type="c.gcc"/>||' "$bp/problem.xml"
expect 2 "lcmp without its source: refused" -- j submit "$bp" "$pk/solutions/xor.c"
same "$(cat "$tmp/err")" "judge: $bp/problem.xml:38: <checker> has no <source path=...>" "lcmp: no comparison of that meaning, and no source"

# --- generated tests: made by the generator, seeded by its arguments, never in the package ---
expect 0 "import" -- j import "$pk"
has "$tmp/out" "validator    files/val.c, as it is (testlib's exit statuses are ours)" "the validator needs no wrapper"
has "$tmp/out" "solutions/crash.c: not copied: our problems have no folder for rejected/" "rejected: said, not copied"
same "$(cat "$repo/testdata/polynim/tests-03.in")" "5
6 3 5 0 9" "gen 5 10: the same test on every machine"
if cmp -s "$repo/testdata/polynim/tests-05.in" "$repo/testdata/polynim/tests-06.in"; then
	bad "an extra argument did not change the seed"
else ok; fi
same "$(cat "$repo/testdata/polynim/tests-02.ans")" "First" "a stored input's answer by the main solution"
same "$(grep -c '' "$repo/problems/polynim/problem.yaml")" "16" "the manifest: 2 comment lines, 8 keys, 6 tests"
has "$repo/problems/polynim/problem.yaml" "checker: {type: custom, program: problems/polynim/checker/check.c, convention: testlib}" "the checker, testlib's convention"
has "$repo/problems/polynim/problem.yaml" "imported: {from: \"polynim\", format: polygon}" "the format recorded"
expect 0 "validate the imported problem" -- j validate polynim
same "$(tail -1 "$tmp/out")" "polynim: valid" "the imported problem is valid"
has "$tmp/out" "WA  wrong_answer/parity.c" "wrong-answer is wrong_answer/"
has "$tmp/out" "TLE time_limit_exceeded/spin.c" "time-limit-exceeded is time_limit_exceeded/"
expect 0 "export to a Kattis package" -- j export polynim "$tmp/kattis"
expect 0 "validate the Kattis package" -- j validate "$tmp/kattis"
same "$(tail -1 "$tmp/out")" "$tmp/kattis: valid" "the Kattis package is valid"
has "$tmp/out" "ok    submissions  5/5 met their folder's rule" "every solution on the way, as tagged"

# A zip of the package, as Polygon gives it for download, imports the same.
(cd "$pk" && zip -qr "$tmp/polynim.zip" .)
expect 0 "import a zip of the package" -- j import "$tmp/polynim.zip" --id polyzip
has "$tmp/out" "polyzip: imported from $tmp/polynim.zip" "the zip named"
same "$(cat "$repo/testdata/polyzip/tests-03.in")" "5
6 3 5 0 9" "the zip's generated test, the same"

# --- the cache of generated tests: a second run takes them from it, keyed by the generator's program and cmd ---
cache=${JUDGE_CACHE:-$repo/build/cache}/polygon-tests # the judge's cache: meson's test environment names one
rm -rf "$cache"
fresh
expect 0 "generated tests made and kept" -- j submit "$bp" "$pk/solutions/xor.c"
same "$(ls "$cache" | wc -l)" "4" "the four generated inputs kept in the cache"
kept=$(grep -lx 5 "$cache"/*.in)
same "$(wc -l <"$kept")" "2" "gen 5 10's input kept"
printf '0\n' >"$kept" # a changed cached input shows whether the next run reads it or runs the generator
no_tle "$bp"
expect 1 "the second run takes the input from the cache" -- j validate "$bp"
has "$tmp/out" "tests/03 (generated: gen 5 10): rejected by files/val.c (exit status 1): line 1: n = 0, expected 1..100" "the cached input used, the generator not run"
sed -i 's|cmd="gen 5 10"|cmd="gen 5 10 again"|' "$bp/problem.xml"
expect 0 "other arguments: made again" -- j validate "$bp"
same "$(ls "$cache" | wc -l)" "5" "a new entry for gen 5 10 again"
fresh
sed -i 's/usage: gen N MAXH/usage: gen N MAX/' "$bp/files/gen.c"
no_tle "$bp"
expect 0 "another generator source: made again" -- j validate "$bp"
same "$(ls "$cache" | wc -l)" "9" "the changed generator's four inputs kept apart"
rm -f "$kept" # the changed entry would stand for gen 5 10 in the tests below

# --- an interactive package: polyguess (a testlib-convention interactor, a generated test, tagged solutions) ---
gp=$root/judge/tests/data/polygon/polyguess
expect 0 "validate the interactive package" -- j validate "$gp"
same "$(tail -1 "$tmp/out")" "$gp: valid" "polyguess is valid"
has "$tmp/out" "ok    package      Polygon format, pass-fail, 4 cases in 0 groups, interactive output validator" "interactive, from <interactor>"
has "$tmp/out" "ok    inputs       4/4 accepted by 1 input validators" "the generated input validated"
has "$tmp/out" "ok    submissions  3/3 met their folder's rule" "each solution as its tag says"
has "$tmp/out" "WA  solutions/linear.c  (max" "wrong-answer: out of guesses"
has "$tmp/out" "TLE solutions/silent.c  (max" "time-limit-exceeded: it never guesses"
expect 1 "submit the wrong-answer solution" -- j submit "$gp" "$gp/solutions/linear.c"
has "$tmp/out" "  tests/04  WA" "the generated test with n = 10^6 decides"
has "$tmp/out" "no right guess in 25" "the interactor's message"
has "$tmp/out" "interactor sent | 1000000" "the conversation shown"
# The checker after the interactor, as Polygon runs it: on the interactor's record (the guesses a game took), its verdict the test's.
rm -rf "$tmp/gafter" && cp -r "$gp" "$tmp/gafter"
printf '%s\n' '// At most 20 guesses, from the interactor'"'"'s record (checker INPUT RECORD ANSWER; testlib'"'"'s statuses).' \
	'#include <cstdio>' '#include <fstream>' 'int main(int argc, char *argv[]) {' '	std::ifstream rec(argv[2]); int k;' \
	'	if (!(rec >> k)) { std::fprintf(stderr, "no record\n"); return 3; }' \
	'	if (k > 20) { std::fprintf(stderr, "%d guesses, more than 20\n", k); return 1; }' '	return 0;' '}' >"$tmp/gafter/files/check.cpp"
printf '%s\n' '/* Guesses 1, 2, 3 first, then halves the range: 23 guesses for x = 777777 of 10^6. */' '#include <stdio.h>' \
	'#include <string.h>' 'int main(void) {' '	long lo = 1, hi; char word[16];' '	if (scanf("%ld", &hi) != 1) return 1;' \
	'	for (long k = 0;; k++) {' '		long y = k < 3 && lo <= hi ? lo : lo + (hi - lo) / 2;' '		printf("%ld\n", y); fflush(stdout);' \
	'		if (scanf("%15s", word) != 1 || !strcmp(word, "correct")) return 0;' \
	'		if (!strcmp(word, "lower")) hi = y - 1; else lo = y + 1;' '	}' '}' >"$tmp/gafter/solutions/late.c"
sed -i 's|<checker name="std::wcmp.cpp" type="testlib">|<checker type="testlib">|' "$tmp/gafter/problem.xml"
expect 1 "the checker after the interactor rejects a game the interactor accepted" -- j submit "$tmp/gafter" "$tmp/gafter/solutions/late.c"
has "$tmp/out" "  tests/04  WA" "23 guesses: the checker's WA"
has "$tmp/out" "the checker after the interactor: 23 guesses, more than 20" "the checker's words"
same "$(tail -1 "$tmp/out" | cut -d' ' -f1-4)" "WA 3/4 tests passed," "the other games within 20 guesses"
expect 0 "the checker after the interactor accepts the main solution" -- j submit "$tmp/gafter" "$gp/solutions/bisect.c"
expect 0 "import: the checker after the interactor said" -- j import "$tmp/gafter" --id polyafter
has "$tmp/out" "problem.xml: the checker run after the interactor (check.cpp) is not carried over: our manifest has one checker, the interactor, whose verdict is the test's; \`judge submit\` of the package itself runs it" "import: not carried over, and why"
expect 0 "import the interactive package" -- j import "$gp"
has "$repo/problems/polyguess/problem.yaml" "checker: {type: interactive, program: problems/polyguess/checker/interactor.c, convention: testlib}" "the interactor, testlib's convention"
# the sample's game, which Polygon keeps in the statement only: made by the main solution against the interactor
same "$(cat "$repo/testdata/polyguess/sample-01.interaction")" "<10
>5
<higher
>8
<lower
>6
<higher
>7
<correct" "the sample's .interaction: bisect.c's game on 10 7, in order"
same "$(cat "$repo/testdata/polyguess/tests-04.in")" "1000000 777777" "gen 1000000 777777: the generated input imported"
# the statement sections, LaTeX, as statement.md: math kept, the common macros as Markdown, no tutorial
same "$(cat "$repo/problems/polyguess/statement.md")" '# Polygon Guess

The judge thinks of a number $x$, $1 \le x \le n$. Find it with at most **25** guesses.
After each guess the judge says whether $x$ is *lower* or *higher* — or that you are right.

## Input

The judge first writes one line with $n$ ($1 \le n \le 10^6$).

## Output

Write each guess $y$ on its own line and flush the output. The judge answers with one word:
- `lower`: $x < y$;
- `higher`: $x > y$;
- `correct`: $x = y$, and your program must then exit.

## Remarks

Halving the range needs at most $\lceil \log_2 10^6 \rceil = 20$ guesses.' "statement.md from the sections"
has "$tmp/out" "statement-sections/english/tutorial.tex and the other languages: not imported (statement.md is the contestants' legend, input, output and notes)" "the tutorial: said, not imported"
if grep -rq "tutorial" "$repo/problems/polyguess"; then bad "the tutorial was imported"; else ok; fi
expect 0 "validate the imported interactive problem" -- j validate polyguess
same "$(tail -1 "$tmp/out")" "polyguess: valid" "the imported interactive problem is valid"
has "$tmp/out" "ok    interaction  1/1 sample interactions replayed" "the made game replays against the interactor"
has "$tmp/out" "ok    submissions  3/3 got their folder's verdict" "the imported solutions as tagged"
expect 0 "export the interactive problem" -- j export polyguess "$tmp/kguess"
expect 0 "validate its Kattis package" -- j validate "$tmp/kguess"
same "$(tail -1 "$tmp/out")" "$tmp/kguess: valid" "the exported interactive package is valid"
has "$tmp/out" "ok    submissions  4/4 met their folder's rule" "every solution on the way, as tagged"

# --- export of a problem whose validator is C++ (as testlib validators are), with the header it ships ---
fresh
rm "$bp/files/val.c"
printf '%s\n' '// The validator'"'"'s own header, shipped beside it as testlib.h is.' '#include <cstdio>' '#include <cstdlib>' \
	'static void fail(const char *why) { std::fprintf(stderr, "%s\n", why); std::exit(3); }' >"$bp/files/vlib.h"
printf '%s\n' '// n (1..100), then n heaps of 0..10^9, as val.c; exit 0 valid (testlib'"'"'s convention).' \
	'#include <iostream>' '#include <string>' '#include "vlib.h"' 'int main(int argc, char *argv[]) {' \
	'	long n, h; std::string rest;' '	if (!(std::cin >> n) || n < 1 || n > 100) fail("n: expected 1..100");' \
	'	for (long i = 0; i < n; i++) if (!(std::cin >> h) || h < 0 || h > 1000000000) fail("heap: expected 0..10^9");' \
	'	if (std::cin >> rest) fail("extra input");' '	return 0;' '}' >"$bp/files/val.cpp"
sed -i 's|files/val.c" type="c.gcc"|files/val.cpp" type="cpp.g++17"|g' "$bp/problem.xml"
expect 0 "import a package with a C++ validator" -- j import "$bp" --id polycpp
expect 0 "export it" -- j export polycpp "$tmp/kcpp"
same "$(ls "$tmp/kcpp/input_validators/validate" | tr '\n' ' ')" "validate.inc vlib.h wrapper.cpp " "the C++ validator, its header and the C++ wrapper"
no_tle "$tmp/kcpp"
expect 0 "validate the Kattis package" -- j validate "$tmp/kcpp"
has "$tmp/out" "ok    inputs       6/6 accepted by 1 input validators" "the wrapped validator's exit 0 is Kattis' 42"
printf '0\n' >"$tmp/kcpp/data/secret/tests-03.in"
expect 1 "an invalid input in the Kattis package" -- j validate "$tmp/kcpp"
has "$tmp/out" "data/secret/tests-03.in: rejected by input_validators/validate (exit status 43): n: expected 1..100" "its exit 3 is Kattis' 43"

# ... and whose checker is C++ (testlib's are), with a header of its own: exported in judge/kattis/output_validator.cpp
printf '%s\n' '// The checker'"'"'s header, shipped beside it as testlib.h is.' '#include <cstdio>' '#include <cstdlib>' \
	'static void verdict(int status, const char *why) { std::fprintf(stderr, "%s\n", why); std::exit(status); }' >"$bp/files/clib.h"
printf '%s\n' '// The winner, First or Second, in any case of letters; testlib'"'"'s statuses (0 AC, 1 WA, 2 PE).' \
	'#include <fstream>' '#include <string>' '#include <strings.h>' '#include "clib.h"' 'int main(int argc, char *argv[]) {' \
	'	std::ifstream out(argv[2]), ans(argv[3]); std::string got, want, rest;' \
	'	if (!(ans >> want)) verdict(3, "no answer");' '	if (!(out >> got) || (strcasecmp(got.c_str(), "First") && strcasecmp(got.c_str(), "Second"))) verdict(2, "expected First or Second");' \
	'	if (strcasecmp(got.c_str(), want.c_str())) verdict(1, ("expected " + want + ", got " + got).c_str());' \
	'	if (out >> rest) verdict(2, "extra output");' '	return 0;' '}' >"$bp/files/check.cpp"
rm "$bp/files/check.c"
sed -i 's|files/check.c" type="c.gcc"|files/check.cpp" type="cpp.g++17"|' "$bp/problem.xml"
expect 0 "import a package with a C++ checker" -- j import "$bp" --id polycheck
expect 0 "export it" -- j export polycheck "$tmp/kcheck"
same "$(ls "$tmp/kcheck/output_validators/check" | tr '\n' ' ')" "check.inc clib.h wrapper.cpp " "the C++ checker, its header and the C++ wrapper"
expect 0 "validate the Kattis package" -- j validate "$tmp/kcheck"
has "$tmp/out" "ok    answers      6/6 answers accepted by the output validator" "the wrapped checker's exit 0 is Kattis' 42"
has "$tmp/out" "ok    submissions  5/5 met their folder's rule" "WA (exit 1) is Kattis' 43: wrong_answer/ as tagged"
expect 1 "submit a wrong solution to the Kattis package" -- j submit "$tmp/kcheck" "$pk/solutions/parity.c"
has "$tmp/out" "expected First, got Second" "the checker's words, from judgemessage.txt"

# an interactive package whose interactor is C++: exported in judge/kattis/interactor.cpp
rm -rf "$tmp/gcpp" && cp -r "$gp" "$tmp/gcpp"
rm "$tmp/gcpp/files/interactor.c"
printf '%s\n' '// Guess the number, as interactor.c: testlib'"'"'s statuses and call (interactor INPUT OUTPUT).' \
	'#include <cstdio>' '#include <cstdlib>' '#include <fstream>' '#include <iostream>' '#include <string>' \
	'static void verdict(int status, const char *why) { std::fprintf(stderr, "%s\n", why); std::exit(status); }' \
	'int main(int argc, char *argv[]) {' '	std::ifstream in(argv[1]); std::ofstream rec(argv[2]); long long n, x, y;' \
	'	if (!(in >> n >> x)) verdict(3, "bad input");' '	std::cout << n << std::endl;' \
	'	for (int k = 1; k <= 25; k++) {' '		if (!(std::cin >> y) || y < 1 || y > n) verdict(2, "expected a guess in 1..n");' \
	'		if (y == x) { rec << k << std::endl; std::cout << "correct" << std::endl; return 0; }' \
	'		std::cout << (y > x ? "lower" : "higher") << std::endl;' '	}' '	verdict(1, "no right guess in 25");' '}' \
	>"$tmp/gcpp/files/interactor.cpp"
sed -i 's|files/interactor.c" type="c.gcc"|files/interactor.cpp" type="cpp.g++17"|' "$tmp/gcpp/problem.xml"
expect 0 "import an interactive package with a C++ interactor" -- j import "$tmp/gcpp" --id polyinter
expect 0 "export it" -- j export polyinter "$tmp/kinter"
same "$(ls "$tmp/kinter/output_validators/interactor" | tr '\n' ' ')" "interact.inc wrapper.cpp " "the C++ interactor and the C++ wrapper"
expect 0 "validate its Kattis package" -- j validate "$tmp/kinter"
same "$(tail -1 "$tmp/out")" "$tmp/kinter: valid" "the exported package with a C++ interactor is valid"
has "$tmp/out" "ok    submissions  4/4 met their folder's rule" "WA and TLE through the wrapped interactor, as tagged"

# a statement with a macro of no Markdown meaning: not converted, said, the LaTeX kept
rm -rf "$tmp/gp" && cp -r "$gp" "$tmp/gp"
printf '%s\n' '\includegraphics{guess.png}' >>"$tmp/gp/statement-sections/english/legend.tex"
mkdir -p "$tmp/gp/statements/english" && printf '%s\n' '\begin{problem}{Polygon Guess}' >"$tmp/gp/statements/english/problem.tex"
mkdir -p "$tmp/gp/statements/.html/english" "$tmp/gp/statements/.pdf/english"
printf '<p>Guess <img src="guess.png"></p>\n' >"$tmp/gp/statements/.html/english/problem.html"
printf '%%PDF-1.4 the statement\n' >"$tmp/gp/statements/.pdf/english/problem.pdf"
expect 0 "import: a statement with a picture" -- j import "$tmp/gp" --id polyguess2
has "$tmp/out" 'statement-sections/english/legend.tex: \includegraphics: no Markdown of the same meaning: not converted to Markdown; the LaTeX statement is kept' "the macro named"
same "$(ls "$repo/problems/polyguess2" | tr '\n' ' ')" "checker problem.yaml statement.html statement.pdf statement.tex submissions validator " "statement.tex, no statement.md, Polygon's HTML and PDF beside it"
same "$(cat "$repo/problems/polyguess2/statement.pdf")" "%PDF-1.4 the statement" "the PDF as Polygon made it"
has "$tmp/out" "statements/.html/english/problem.html: kept as statement.html, beside the LaTeX statement" "the HTML kept: said"

# --- points and groups: scored as the Kattis legacy scoring scores groups ---
pts() { # the tests of polynim given groups and points: samples (0), g1 complete-group (10 + 10), g2 each-test (20, 20, 40)
	sed -i 's|<test method="manual" sample="true"/>|<test group="samples" method="manual" points="0" sample="true"/>|
		s|<test method="manual"/>|<test group="g1" method="manual" points="10"/>|
		s|<test cmd="gen 5 10" method="generated"/>|<test cmd="gen 5 10" group="g1" method="generated" points="10"/>|
		s|<test cmd="gen 50 1000000000" method="generated"/>|<test cmd="gen 50 1000000000" group="g2" method="generated" points="20"/>|
		s|<test cmd="gen 100 1" method="generated"/>|<test cmd="gen 100 1" group="g2" method="generated" points="20"/>|
		s|<test cmd="gen 100 1 another" method="generated"/>|<test cmd="gen 100 1 another" group="g2" method="generated" points="40"/>|
		s|</tests>|</tests><groups><group name="samples" points="0" points-policy="complete-group"/><group name="g1" points="20" points-policy="complete-group"/><group name="g2" points-policy="each-test"/></groups>|' "$bp/problem.xml"
}
fresh
pts
expect 1 "points: a wrong answer in a complete group" -- j submit "$bp" "$pk/solutions/parity.c"
same "$(grep -E '^  group|^score' "$tmp/out")" "  group samples                  0
  group g1                       0
  group g2                       80
  group tests/04                 20
  group tests/05                 20
  group tests/06                 40
score: 80 of 100" "complete-group: nothing for g1 (tests/02 WA); each-test: every test's points"
expect 0 "points: the main solution" -- j submit "$bp" "$pk/solutions/xor.c"
same "$(tail -1 "$tmp/out")" "score: 100 of 100" "the main solution: every point"
no_tle "$bp"
expect 0 "points: validate" -- j validate "$bp"
same "$(tail -1 "$tmp/out")" "$bp: valid" "points: valid, the main and accepted solutions with every point"
has "$tmp/out" "ok    package      Polygon format, scoring, 6 cases in 6 groups, custom output validator" "scoring, by groups"
expect 0 "points: import" -- j import "$bp" --id polypts
has "$tmp/out" "problem.xml's points: the scores of the groups (samples, g1, g2) are not carried over: the problem is pass-fail, every test must pass (our manifest has no form for points or groups: every problem of ours is judged pass-fail, and so is a contest of them; \`judge submit\` of the package itself scores them)" "import: the points said, not carried over, and why"
fresh
pts
sed -i 's|<group name="g2" points-policy="each-test"/>|<group name="g2" points-policy="each-test"><dependencies><dependency group="g1"/></dependencies></group>|' "$bp/problem.xml"
expect 1 "points: a group that depends on another" -- j submit "$bp" "$pk/solutions/parity.c"
same "$(grep -E '^  group|^score' "$tmp/out")" "  group samples                  0
  group g1                       0
  group g2                       0
  group tests/04                 0
  group tests/05                 0
  group tests/06                 0
score: 0 of 100" "dependencies: g2 scores nothing, as Polygon scores it, since g1 failed (tests/02 WA)"
expect 0 "points: dependencies met" -- j submit "$bp" "$pk/solutions/xor.c"
same "$(tail -1 "$tmp/out")" "score: 100 of 100" "dependencies met: every point"
sed -i 's|<dependency group="g1"/>|<dependency group="g9"/>|' "$bp/problem.xml"
expect 2 "a dependency on no group" -- j submit "$bp" "$pk/solutions/xor.c"
same "$(cat "$tmp/err")" "judge: $bp/problem.xml:21: <dependency group=\"g9\">: no other <group> of that name in <groups>" "a dependency on no group: named"
fresh
pts
sed -i 's|group="g2" method="generated" points="40"|group="g3" method="generated" points="40"|' "$bp/problem.xml"
expect 2 "a test in no known group" -- j submit "$bp" "$pk/solutions/xor.c"
same "$(cat "$tmp/err")" "judge: $bp/problem.xml:20: <test group=\"g3\">: no such <group> in <groups>" "a test in no known group: named"
# testlib's points (quitp: "points P ..." on stderr, exit 7): a checker that gives a wrong winner 2.5 points
quitp_checker() { # POINTS: what it writes after "points "
	printf '%s\n' '/* The winner, as check.c; a wrong one gets points as testlib'"'"'s quitp() gives them (stderr, exit 7). */' \
		'#include <stdio.h>' '#include <strings.h>' 'int main(int argc, char **argv) {' '	char got[32] = "", want[32] = "";' \
		'	FILE *o = fopen(argv[2], "r"), *a = fopen(argv[3], "r");' \
		'	if (argc != 4 || !o || !a || fscanf(a, "%31s", want) != 1) return 3;' \
		'	if (fscanf(o, "%31s", got) == 1 && !strcasecmp(got, want)) return 0;' \
		'	fprintf(stderr, "points '"$1"' expected %s, got %s\n", want, got);' '	return 7;' '}' >"$bp/files/check.c"
}
fresh
quitp_checker 2.5
expect 1 "quitp in a pass-fail problem" -- j submit "$bp" "$pk/solutions/parity.c"
has "$tmp/out" "  tests/02  WA" "pass-fail: points are WA"
has "$tmp/out" "points (partial credit is not accepted): points 2.5 expected First, got Second" "pass-fail: partial credit not accepted, said"
pts
expect 0 "quitp in a complete group" -- j submit "$bp" "$pk/solutions/parity.c"
has "$tmp/out" "  tests/02  AC" "the test's verdict AC with the checker's points (the contract's codes: no PC)"
has "$tmp/out" "partially correct: points 2.5 expected First, got Second" "partially correct, the checker's words"
same "$(grep -E '^  group (g1|g2)|^score|^AC' "$tmp/out" | cut -d, -f1)" "AC 6/6 tests passed
  group g1                       0
  group g2                       80
score: 80 of 100" "complete-group: a partially correct test is not the whole group, g1 scores nothing"
sed -i 's|<test group="g1" method="manual" points="10"/>|<test group="g2" method="manual" points="10"/>|' "$bp/problem.xml"
expect 0 "quitp in an each-test group" -- j submit "$bp" "$pk/solutions/parity.c" --json
same "$(jq -r '.verdict, .tests[1].verdict, .tests[1].message, .score, .max_score, (.groups[] | "\(.group) \(.score)")' "$tmp/out")" "AC
AC
partially correct: points 2.5 expected First, got Second
92.5
100
samples 0
g1 10
g2 82.5
tests/02 2.5
tests/04 20
tests/05 20
tests/06 40" "each-test: tests/02 scores the 2.5 points its checker gave"
expect 0 "quitp: the main solution" -- j submit "$bp" "$pk/solutions/xor.c"
same "$(tail -1 "$tmp/out")" "score: 100 of 100" "the main solution: every point, no points asked of the checker"
# A checker that gives points to a right answer too (as MOSH's does): the answer itself is accepted with its points.
sed -i 's|!strcasecmp(got, want)) return 0;|!strcasecmp(got, want)) { fprintf(stderr, "points 10 right\\n"); return 7; }|' "$bp/files/check.c"
expect 1 "quitp for every answer: validate" -- j validate "$bp"
has "$tmp/out" "ok    answers      6/6 answers accepted by the output validator" "the checker's points for the answer itself: accepted"
quitp_checker many:
expect 3 "quitp without a number" -- j submit "$bp" "$pk/solutions/parity.c"
same "$(tail -1 "$tmp/err")" "judge: the checker gave points (exit code 7) but its message does not begin with their number in 0..1e6, as testlib's quitp() writes it: points many: expected First, got Second" "points without their number: the checker's failure"
xml_case "points that are not a number" 's|<test method="manual"/>|<test method="manual" points="ten"/>|' \
	'16: <test points="ten">: expected a number of points in 0..1e9'

# --- several testsets: "tests" judged, JUDGE_POLYGON_TESTSET chooses another ---
fresh
sed -i 's|<testset name="tests">|<testset name="pretests"><time-limit>1000</time-limit><memory-limit>268435456</memory-limit><input-path-pattern>tests/%02d</input-path-pattern><answer-path-pattern>tests/%02d.a</answer-path-pattern><tests><test method="manual" sample="true"/></tests></testset>\n<testset name="tests">|' "$bp/problem.xml"
expect 1 "two testsets: tests judged" -- j submit "$bp" "$pk/solutions/parity.c"
has "$tmp/err" "note: problem.xml: testsets pretests, tests: tests is judged (JUDGE_POLYGON_TESTSET=NAME judges another)" "the testsets named, the judged one said"
expect 0 "JUDGE_POLYGON_TESTSET=pretests" -- env JUDGE_POLYGON_TESTSET=pretests timeout 300 "$judge" submit "$bp" "$pk/solutions/parity.c" --root "$repo" -j 2
same "$(tail -1 "$tmp/out" | cut -d' ' -f1-4)" "AC 1/1 tests passed," "pretests: its one test"
expect 2 "JUDGE_POLYGON_TESTSET of no testset" -- env JUDGE_POLYGON_TESTSET=final timeout 300 "$judge" submit "$bp" "$pk/solutions/parity.c" --root "$repo" -j 2
same "$(cat "$tmp/err")" "judge: $bp/problem.xml:7: <judging> has no <testset name=\"final\"> (JUDGE_POLYGON_TESTSET); it has pretests, tests" "an unknown testset: named, with those there are"

# --- a judge serve contest: the imported problem judged by the contest's worker ---
if [ "$(id -u)" = 0 ] && command -v sqlite3 >/dev/null; then
	"$judge" contest new "$tmp/camp" --teams 2 --problems polynim --root "$repo" >/dev/null 2>&1
	expect 0 "contest check" -- "$judge" contest check "$tmp/camp" --root "$repo"
	db=$tmp/session.db
	a=$("$serve_run" submit "$db" t1 polynim c "$pk/solutions/xor.c")
	w=$("$serve_run" submit "$db" t2 polynim c "$pk/solutions/parity.c")
	"$serve_run" worker "$db" "$tmp/camp" "$repo" >/dev/null 2>"$tmp/worker.log" || bad "the worker failed: $(cat "$tmp/worker.log")"
	v() { sqlite3 -cmd '.timeout 5000' "$db" "SELECT verdict FROM judgements WHERE submission_id = $1 AND valid = 1"; }
	same "$(v "$a")" "AC" "serve: the main solution AC"
	same "$(v "$w")" "WA" "serve: the wrong-answer solution WA"
fi

# --- errors: problem.xml and the element's line, exit 2 ---
xml_case "a generated test without cmd" 's|<test cmd="gen 5 10" method="generated"/>|<test method="generated"/>|' \
	'17: <test method="generated"> has no cmd'
xml_case "a script's target in a test's cmd" 's|cmd="gen 5 10"|cmd="gen 5 10 > $"|' \
	'17: <test cmd="gen 5 10 > $"> 3: a script'"'"'s redirection (> $, > N, > {N-M}) in a test'"'"'s cmd: problem.xml gives each test its own cmd, the generator and its arguments only'
xml_case "a test of no known method" 's|<test method="manual"/>|<test method="by-hand"/>|' \
	'16: <test>: method "by-hand" is not manual or generated'
xml_case "test-count wrong" 's|<test-count>6</test-count>|<test-count>7</test-count>|' \
	'11: <test-count> says 7, but <tests> lists 6'
xml_case "a generator not among the executables" 's|cmd="gen 5 10"|cmd="nogen 5 10"|' \
	'17: <test> 3: cmd "nogen 5 10": no executable '"'nogen'"' in <files><executables>'
xml_case "a generator that fails" 's|cmd="gen 5 10"|cmd="gen 5"|' \
	'17: <test> 3: the generator failed on "gen 5": RE exit code 2: usage: gen N MAXH [WORDS...]'
xml_case "files instead of stdin and stdout" 's|input-file=""|input-file="nim.in"|' \
	'7: <judging>: input-file or output-file: programs that read or write files are not supported by this judge (standard input and output only)'
xml_case "a time limit that is not a number" 's|<time-limit>1000</time-limit>|<time-limit>1s</time-limit>|' \
	'9: <time-limit>: expected a whole number in 1..3600000, got "1s"'
xml_case "a path pattern of no number" 's|tests/%02d.a|tests/answer|' \
	'15: <test> 1: the path pattern "tests/answer" has no test number (%d)'
xml_case "a source outside the package by .." 's|<source path="files/val.c" type="c.gcc"/>|<source path="../polynim/files/val.c"/>|' \
	'33: <source path="../polynim/files/val.c">: not a path inside the package'
xml_case "a DTD" 's|^<problem |<!DOCTYPE problem [<!ENTITY x "y">]>\n<problem |' \
	' a DTD (<!DOCTYPE>) is not accepted in problem.xml'
fresh
head -c 900 "$pk/problem.xml" >"$bp/problem.xml"
expect 2 "malformed XML" -- j submit "$bp" "$pk/solutions/xor.c"
has "$tmp/err" "judge: $bp/problem.xml:" "malformed XML: the file and line"
fresh
rm "$bp/tests/02"
expect 2 "a manual test's input missing" -- j validate "$bp"
has "$tmp/out" "$bp/problem.xml:16: <test method=\"manual\"> 2: its input tests/02 is not in the package" "missing input named"
fresh
printf 'int main(void) { return 0 }\n' >"$bp/files/check.c"
expect 2 "a checker that does not compile" -- j validate "$bp"
has "$tmp/out" "files/check.c: '$bp/files/check.c' does not compile:" "the checker's compile error named"
fresh
printf 'int main(void) { return 0 }\n' >"$bp/files/gen.c"
expect 2 "a generator that does not compile" -- j validate "$bp"
has "$tmp/out" "files/gen.c: '$bp/files/gen.c' does not compile:" "the generator's compile error named"
# A compile stopped at its time limit (a loaded machine; JUDGE_COMPILE_TIME_MS=1 forces it) is done again with three
# times the limits, and then it is the judge's failure (exit 3), never the package's; a submission's stays CE.
fresh
printf '/* not in the cache: %s */\n' "$$-$RANDOM" >>"$bp/files/check.c" # files/ is every program's include folder
expect 3 "a package's program over its compile time limit twice" -- env JUDGE_COMPILE_TIME_MS=1 timeout 300 "$judge" submit "$bp" "$pk/solutions/xor.c" --root "$repo" -j 2
same "$(tail -1 "$tmp/err")" "judge: files/gen.c: '$bp/files/gen.c': the compile ran over its time limit twice, the second time with three times the limits (0.003 s of CPU, 0.006 s in all): the judge's machine is too slow or too loaded, a failure of the judge, not of the program" "the judge's failure, the limits named"
expect 3 "validate: the same, the judge's failure" -- env JUDGE_COMPILE_TIME_MS=1 timeout 300 "$judge" validate "$bp" --root "$repo" -j 2
has "$tmp/out" "files/gen.c: '$bp/files/gen.c': the compile ran over its time limit twice" "validate: said"
fresh
sed -i 's|<checker type="testlib">|<checker name="std::wcmp.cpp" type="testlib">|' "$bp/problem.xml"
printf '#include <stdio.h>\nint main(void) { puts("First"); return 0; } /* %s */\n' "$$-$RANDOM" >"$tmp/first.c"
expect 1 "a submission over its compile time limit" -- env JUDGE_COMPILE_TIME_MS=1 timeout 300 "$judge" submit "$bp" "$tmp/first.c" --root "$repo" -j 2
same "$(grep -A1 '^CE' "$tmp/out")" "CE compilation failed
  | compilation stopped: over the time limit (0.001 s of CPU, 0.002 s in all)" "the contestant's compile: CE, once, as before"

# --- a generator that writes several tests in one run (script `multi 7 > {3-5}`): problem.xml gives
# each test the same cmd and from-file, its file's name (scripts/gen-input-via-files.sh: N, 0N or 00N) ---
multi_pkg() { # FROM-FILE OF TEST 5
	fresh
	printf '%s\n' '#include <stdio.h>' '#include <stdlib.h>' \
		'static void put(const char *name, const char *text) { FILE *f = fopen(name, "w"); if (!f || fputs(text, f) < 0 || fclose(f)) exit(1); }' \
		'int main(int argc, char **argv) { char t[64]; if (argc != 2) return 2;' \
		'	snprintf(t, sizeof t, "1\n%s\n", argv[1]); put("3", t);' \
		'	snprintf(t, sizeof t, "2\n%s 1\n", argv[1]); put("04", t);' \
		'	snprintf(t, sizeof t, "3\n%s 2 2\n", argv[1]); put("005", t); return 0; }' >"$bp/files/multi.c"
	sed -i 's|<executables>|&<executable><source path="files/multi.c" type="c.gcc"/></executable>|
		s|<test cmd="gen 5 10" method="generated"/>|<test cmd="multi 7" from-file="3" method="generated"/>|
		s|<test cmd="gen 50 1000000000" method="generated"/>|<test cmd="multi 7" from-file="4" method="generated"/>|
		s|<test cmd="gen 100 1" method="generated"/>|<test cmd="multi 7" from-file="'"$1"'" method="generated"/>|' "$bp/problem.xml"
}
multi_pkg 5
expect 0 "from-file: import" -- j import "$bp" --id polymulti
same "$(cat "$repo"/testdata/polymulti/tests-0[345].in)" "1
7
2
7 1
3
7 2 2" "from-file: each test the file of its number the one run wrote: 3, 04, 005"
same "$(cat "$repo/testdata/polymulti/tests-05.ans")" "First" "from-file: the answer by the main solution"
multi_pkg 6
expect 2 "from-file: a file the generator did not write" -- j validate "$bp"
has "$tmp/out" "$bp/problem.xml:19: <test from-file=\"6\"> 5: the generator \"multi 7\" wrote no file 6, 06 or 006" "the missing file named with problem.xml's line"

# --- hostile packages (untrusted.sh's cases): ---
marker="SECRET-MARKER-$$-$RANDOM"
secret=$tmp/secret.h
printf '#define LEAKED 1 /* %s */\n' "$marker" >"$secret"
chmod 600 "$secret"
leaked() { if grep -rqF "$marker" "$tmp/out" "$tmp/err" "$@" 2>/dev/null; then bad "$1: the secret was printed or copied"; else ok; fi; }
said() { cat "$tmp/out" "$tmp/err" | grep -F -- "$1" | tail -1 | sed 's/^judge: //; s/^ *//'; }
# 1. every program compiles in the sandbox: an include of a file outside finds nothing.
for f in files/val.c files/check.c files/gen.c; do
	fresh
	printf '#include "%s"\n' "$secret" | cat - "$pk/$f" >"$bp/$f"
	expect 2 "$f including a secret" -- j validate "$bp"
	has "$tmp/out" "secret.h: No such file or directory" "$f: the include finds nothing"
	leaked "$f"
done
fresh
printf '#include "%s"\n' "$secret" | cat - "$pk/solutions/xor.c" >"$bp/solutions/xor.c"
expect 2 "the main solution including a secret (it makes answers)" -- j validate "$bp"
has "$tmp/out" "secret.h: No such file or directory" "main: the include finds nothing"
leaked "main"
# 2. links out of the package: never followed, for any file read from it.
link_case() { # FILE DESCRIPTION COMMAND...
	local file=$1 what=$2
	shift 2
	rm -f "$bp/$file"
	ln -s "$secret" "$bp/$file"
	expect 2 "$what" -- "$@"
	same "$(said "$bp/$file")" "$bp/$file: a link to outside the package" "$what: named"
	leaked "$what"
}
for f in problem.xml tests/01 tests/01.a files/check.c files/val.c files/gen.c solutions/parity.c; do
	fresh
	link_case "$f" "$f a link" j submit "$bp" "$pk/solutions/xor.c"
done
# 3. import copies nothing through a link.
fresh
mkdir -p "$bp/statements/english"
link_case statements/english/problem.tex "import: the statement a link" j import "$bp" --id stmt
if [ -e "$repo/problems/stmt" ]; then bad "a refused import created problems/stmt"; else ok; fi
same "$(find "$repo" -maxdepth 1 -name '.import-*' | wc -l)" "0" "a refused import leaves no stage"
# ... nor through a solution that is a link (untrusted.sh's "a submission a link")
fresh
link_case solutions/parity.c "import: a solution a link" j import "$bp" --id alias
if [ -e "$repo/problems/alias" ]; then bad "a refused import created problems/alias"; else ok; fi
# ... nor through a statement section that is a link, out of the package or in it: refused by file and section.
for target in "$secret" "$pk/problem.xml"; do
	rm -rf "$tmp/gl" && cp -r "$gp" "$tmp/gl"
	ln -sf "$target" "$tmp/gl/statement-sections/english/input.tex"
	expect 2 "import: a statement section a link to $target" -- j import "$tmp/gl" --id stmtlink
	same "$(tail -1 "$tmp/err")" "judge: $tmp/gl/statement-sections/english/input.tex: the statement's input section is a link: refused (a package's files are read as regular files only)" "a section a link: named"
	leaked "a section a link"
	if [ -e "$repo/problems/stmtlink" ]; then bad "a refused import created problems/stmtlink"; else ok; fi
done
# 4. a FIFO anywhere is refused at once, by name.
fifo_case() { # FILE DESCRIPTION COMMAND...
	local file=$1 what=$2
	shift 2
	rm -f "$bp/$file"
	mkfifo "$bp/$file"
	expect 2 "$what" -- "$@"
	same "$(said "$bp/$file")" "$bp/$file: a FIFO, not a regular file" "$what: named"
}
for f in problem.xml tests/02 tests/01.a files/check.c solutions/xor.py; do
	fresh
	fifo_case "$f" "$f a FIFO" j submit "$bp" "$pk/solutions/xor.c"
done
fresh
fifo_case tests/01 "import: a test a FIFO" j import "$bp" --id fifocase
# 5. sizes: a file over its limit is refused by name before anything is read or copied.
fresh
truncate -s 64G "$bp/tests/02"
expect 2 "import: a 64 GiB sparse test" -- j import "$bp" --id sparse
same "$(tail -1 "$tmp/err")" "judge: $bp/tests/02: over 1 GiB" "a 64 GiB test: named with the limit"
fresh
truncate -s 64G "$bp/problem.xml"
expect 2 "a 64 GiB sparse problem.xml" -- j submit "$bp" "$pk/solutions/xor.c"
same "$(tail -1 "$tmp/err")" "judge: $bp/problem.xml: over 1 MiB" "a 64 GiB problem.xml: named with the limit"
# 10. more than 10000 tests is refused at once.
fresh
sed -i 's|<test-count>6</test-count>|<test-count>10001</test-count>|' "$bp/problem.xml"
expect 2 "10001 tests" -- j submit "$bp" "$pk/solutions/xor.c"
same "$(cat "$tmp/err")" "judge: $bp/problem.xml:11: <test-count>: expected a whole number in 0..10000, got \"10001\"" "too many tests: named"
# A generator that writes without end is stopped by its output limit, the package's fault.
fresh
printf '#include <stdio.h>\nint main(void) { for (;;) putchar(48); }\n' >"$bp/files/gen.c"
expect 2 "a generator that writes forever" -- j submit "$bp" "$pk/solutions/xor.c"
has "$tmp/err" "problem.xml:17: <test> 3: the generator failed on \"gen 5 10\": OLE" "the endless generator stopped and named"
# The package's validators have a total budget.
fresh
printf '#include <unistd.h>\nint main(void) { sleep(1); return 0; }\n' >"$bp/files/val.c"
expect 1 "validate: validators past their budget" -- env JUDGE_TOOL_BUDGET_MS=2000 timeout 120 "$judge" validate "$bp" --root "$repo" -j 2
has "$tmp/out" "input validators: stopped: the package's validators ran 2 s in all, its budget" "the budget named"

echo "$pass passed, $fail failed"
[ "$fail" -eq 0 ]
