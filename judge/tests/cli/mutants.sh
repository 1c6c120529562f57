#!/usr/bin/env bash
# judge mutants, validate's sanitize step, submit --sanitize and __int64, on the
# real binary. A scratch repository holds one small problem whose tests miss a
# case (two equal numbers): mutants must find it, print the input, and score it;
# a named test must then close the gap. Usage: mutants.sh JUDGE ROOT
set -uo pipefail
judge=$1
root=$2
. "$(dirname "$0")/../lib/lib.sh"

sub=$root/problems/hdu1850/submissions
fx=$tmp/repo
shared_cache=${JUDGE_CACHE:-}
# A cache of its own for the scratch problems: the checks count what mutants remembers there.
export JUDGE_CACHE=$tmp/cache
mkdir -p "$fx/judge" "$fx/problems/mx/submissions/accepted" "$fx/solvers/brute" "$fx/testdata/mx"
cp "$root/judge/languages.yaml" "$fx/judge/"
cp -r "$root/problems/include" "$fx/problems/"
# Two numbers a line: "first" when a > b, else "second".
cat >"$fx/solvers/mx.c" <<'C'
#include <stdio.h>
int main(void)
{
	static long a, b, lines; /* zero without a literal to mutate */
	while (scanf("%ld %ld", &a, &b) == 2) {
		puts(a > b ? "first" : "second");
		lines++; /* never shown: its mutant lines-- survives, equal to the reference */
	}
	return 0;
}
C
cat >"$fx/solvers/brute/mx.c" <<'C'
#include <stdio.h>
int main(void)
{
	long a, b;
	while (scanf("%ld %ld", &a, &b) == 2) {
		int first = 0;
		for (long k = b + 1; k <= a; k++)
			first = 1;
		puts(first ? "first" : "second");
	}
	return 0;
}
C
cp "$fx/solvers/mx.c" "$fx/problems/mx/submissions/accepted/one.c"
cp "$fx/solvers/brute/mx.c" "$fx/problems/mx/submissions/accepted/two.c"
cat >"$fx/problems/mx/gen.c" <<'C'
#include "gen.h"
int main(int argc, char **argv) { gen_init(argc, argv); long long n = gen_arg("n", 3), k = gen_arg("k", 5); gen_done();
  for (long long i = 0; i < n; i++) printf("%lld %lld\n", gen_range(0, k), gen_range(0, k)); return 0; }
C
cat >"$fx/problems/mx/validate.c" <<'C'
#include "validate.h"
int main(void) { while (v_peek() != EOF) { v_int(0, 5000, "a"); v_space(); v_int(0, 5000, "b"); v_eoln(); } return 0; }
C
printf '3 1\n1 3\n' >"$fx/testdata/mx/sample.in"
# 8 stress inputs: seeds 2, 3, 5, 6 and 8 hold a line 'a a', so the first that differs is
# seed 2's and four later ones could wrongly win with two workers. Each run of mutants and
# validate makes every stress input (the generator, then the reference): 30 made that
# the most of what a run of mutants on cached verdicts does.
manifest() {
	cat >"$fx/problems/mx/problem.yaml" <<Y
id: mx
title: Larger
limits: {time: 1, memory: 64}
solver: solvers/mx.c
brute: solvers/brute/mx.c
checker: lines
generator: problems/mx/gen.c
validator: problems/mx/validate.c
tests:
  - {name: sample, brute: true}
  - {name: "r-{1..2}", gen: "--n 4 --k 900 --seed {i}", brute: true}
$1
stress:
  - {gen: "--n 3 --k 2 --seed {i}", count: ${2:-8}}
${3:-}
Y
}
manifest ""
expect 0 "regen the scratch problem" -- "$judge" regen mx --root "$fx"

# --- mutants: the gap (no test has a = b) is found and shown ---
expect 1 "mutants find a gap" -- "$judge" mutants mx -j 1 --json --root "$fx"
n=$(jq -r .mutants "$tmp/out")
same "$(jq -r .judged "$tmp/out")" "$n" "every mutant judged without --max"
same "$(jq -r .differing "$tmp/out")" "1" "one mutant differs"
same "$(jq -r '.mutant_list[] | select(.status == "differs") | .from + " -> " + .to' "$tmp/out")" "> -> >=" "the boundary mutant"
input=$(jq -r '.mutant_list[] | select(.status == "differs") | .input' "$tmp/out")
diff_id=$(jq -r '.mutant_list[] | select(.status == "differs") | .id' "$tmp/out")
if printf '%s' "$input" | grep -Eq '(^"|\\n)([0-9]) \2\\n'; then ok; else bad "the input shown has no line 'a a': $input"; fi
has <(jq -r '.mutant_list[] | select(.status == "differs") | .origin' "$tmp/out") "stress: gen --n 3 --k 2 --seed" "where the input comes from"
killed=$(jq -r .killed "$tmp/out")
same "$(jq -r '.mutant_list | map(select(.status == "killed")) | length' "$tmp/out")" "$killed" "killed count"
same "$(jq -r '[.mutant_list[] | select(.status == "killed") | .test] | unique | .[0]' "$tmp/out")" "sample" "killed by the sample"
same "$(jq -r '.mutant_list[] | select(.from == "\"first\"") | .status' "$tmp/out")" "killed" "swapped output strings are killed"
same "$(jq -r 'keys_unsorted | join(",")' "$tmp/out")" \
	"problem,solver,seed,mutants,judged,killed,stillborn,survived,differing,sanitizer,equivalent,unproven,errors,score,stale,mutant_list" "json keys"

# Two workers share the stress inputs: the first input that differs is still the one shown.
expect 1 "mutants, text, two workers" -- "$judge" mutants mx -j 2 --root "$fx"
has "$tmp/out" "mx: $n mutants of solvers/mx.c, judged on 3 tests" "the heading"
has "$tmp/out" "'>' -> '>=': survived; differs on input $input" "the survivor's line"
has "$tmp/out" "score: $killed killed / ($killed + 1 differing) = " "the score line"
# A second run judges nothing again: every verdict comes from the cache, and it remembers
# nothing new (the files mutants keeps in the cache, counted before and after it).
files() { find "${JUDGE_CACHE:-$fx/build/cache}/mutants" -maxdepth 1 -type f | wc -l; }
before=$(files)
expect 1 "mutants again" -- "$judge" mutants mx -j 1 --json --root "$fx"
same "$(jq -r '[.mutant_list[] | select(.cached | not)] | length' "$tmp/out")" "0" "verdicts cached"
same "$(files)" "$before" "an unchanged run remembers nothing new"
# ... and a survivor found equal to the reference is not compared again; the one that differs is, and still shows its input.
same "$(jq -r '.mutant_list[] | select(.status == "differs") | .input' "$tmp/out")" "$input" "the differing survivor's input, again"
same "$(jq -r '[.mutant_list[] | select(.status == "unproven")] | length' "$tmp/out")" "$(jq -r '.survived - .differing - .sanitizer' "$tmp/out")" "the equal survivors, from the cache"
# A change to the generator is a change to what the survivors are compared on (the stress
# inputs): each equal survivor is compared again, remembered under a new key (one new file
# each), while every verdict on the tests still comes from the cache.
equal=$(jq -r '[.mutant_list[] | select(.status == "unproven")] | length' "$tmp/out")
same "$equal" "1" "one survivor equal to the reference, lines-- (so the counts here can fail)"
cp "$fx/problems/mx/gen.c" "$tmp/gen.c.orig"
printf '/* a comment changes the generator */\n' >>"$fx/problems/mx/gen.c"
"$judge" mutants mx -j 1 --json --root "$fx" >"$tmp/again" 2>/dev/null
same "$(files)" "$((before + equal))" "a changed generator: every equal survivor compared again"
same "$(jq -r .differing "$tmp/again")" "1" "the differing survivor still differs"
cp "$tmp/gen.c.orig" "$fx/problems/mx/gen.c"

# --max and --seed: the same sample for the same seed.
# (exit 0 or 1: the one mutant that differs may or may not be among the three)
"$judge" mutants mx -j 1 --max 3 --seed 5 --json --root "$fx" >"$tmp/out" 2>"$tmp/err"
same "$(jq -r .judged "$tmp/out")" "3" "--max 3 judges three"
ids=$(jq -r '[.mutant_list[].id] | join(",")' "$tmp/out")
"$judge" mutants mx -j 1 --max 3 --seed 5 --json --root "$fx" >"$tmp/again" 2>/dev/null
same "$(jq -r '[.mutant_list[].id] | join(",")' "$tmp/again")" "$ids" "the same seed, the same mutants"
expect 2 "--max 0" -- "$judge" mutants mx --max 0 --root "$fx"
same "$(cat "$tmp/err")" "judge: --max: expected a number in 1..1000000, got '0'" "--max range"
expect 2 "unknown problem" -- "$judge" mutants nope --root "$fx"

# --only: the mutants named by their numbers, each once and in order (a long run's unproven
# ones re-checked after a boundary input or a test is added, without judging the rest again).
expect 1 "--only the differing mutant and the first" -- "$judge" mutants mx -j 1 --only "$diff_id,1,$diff_id" --json --root "$fx"
same "$(jq -r '[.mutant_list[].id] | join(",")' "$tmp/out")" "1,$diff_id" "--only: those asked for, once each, in order"
same "$(jq -r '[.mutants, .judged] | join(" ")' "$tmp/out")" "$n 2" "--only: every mutant counted, two judged"
same "$(jq -r '.mutant_list[] | select(.id == '"$diff_id"') | .status' "$tmp/out")" "differs" "--only: the differing one still differs"
expect 1 "--only, text" -- "$judge" mutants mx -j 1 --only "$diff_id" --root "$fx"
has "$tmp/out" "mx: 1 mutants of solvers/mx.c (those asked for), judged on 3 tests" "--only: the heading"
expect 2 "--only past the last mutant" -- "$judge" mutants mx --only "1,$((n + 1))" --root "$fx"
same "$(cat "$tmp/err")" "judge: mx: --only: no mutant $((n + 1)) (the reference has $n)" "--only: a number past the last"
expect 2 "--only, not a number" -- "$judge" mutants mx --only "1,,2" --root "$fx"
same "$(cat "$tmp/err")" "judge: --only: '' is not a mutant's number (a list of whole numbers from 1: 4,17,30)" "--only: an empty item"
expect 2 "--only with --max" -- "$judge" mutants mx --only 1 --max 3 --root "$fx"
same "$(cat "$tmp/err")" "judge: mutants: --only and --max: give one (--only picks the mutants, --max samples them)" "--only and --max"

# A named test closes the gap: every mutant that differs is killed now.
printf '2 2\n0 0\n' >"$fx/testdata/mx/equal.in"
manifest "  - {name: equal, brute: true}"
expect 0 "regen with the new test" -- "$judge" regen mx --root "$fx"
expect 0 "mutants after the new test" -- "$judge" mutants mx -j 1 --root "$fx"
has "$tmp/out" "(0 differ," "nothing differs"
has "$tmp/out" "= 100.0%" "the score"

# --- no difference found is unproven, until an argument in equivalent-mutants.md says why ---
expect 0 "mutants, json" -- "$judge" mutants mx -j 1 --json --root "$fx"
same "$(jq -r '[.equivalent, .unproven] | join(" ")' "$tmp/out")" "0 1" "lines-- unproven"
key=$(jq -r '.mutant_list[] | select(.status == "unproven") | "\(.line):\(.col) '"'"'\(.from)'"'"' -> '"'"'\(.to)'"'"'"' "$tmp/out")
same "$key" "7:8 '++' -> '--'" "the unproven survivor's description"
argued=$fx/problems/mx/equivalent-mutants.md
printf '# mx: survivors that mean the same\n\n## %s\nlines is never read.\n' "$key" >"$argued"
expect 0 "mutants with the argument" -- "$judge" mutants mx -j 1 --json --root "$fx"
same "$(jq -r '[.equivalent, .unproven] | join(" ")' "$tmp/out")" "1 0" "lines-- argued equivalent"
same "$(jq -r '.mutant_list[] | select(.status == "equivalent") | .argued' "$tmp/out")" \
	"problems/mx/equivalent-mutants.md:3" "where it is argued"
expect 0 "mutants with the argument, text" -- "$judge" mutants mx -j 1 --root "$fx"
has "$tmp/out" "'++' -> '--': survived; equivalent, argued at problems/mx/equivalent-mutants.md:3" "the equivalent line"
has "$tmp/out" "1 no difference found: 1 equivalent (argued), 0 unproven)" "the tally"
# A heading with nothing under it argues nothing: the file is refused, naming the line.
printf '## %s\n\n## 99:1 '"'"'<'"'"' -> '"'"'>'"'"'\n' "$key" >"$argued"
expect 2 "a heading with no argument" -- "$judge" mutants mx -j 1 --root "$fx"
same "$(cat "$tmp/err")" "judge: problems/mx/equivalent-mutants.md:1: no argument under this heading (an equivalence needs one)" "no argument"
# Arguing a mutant that a test kills, or one the reference does not have, is stale: exit 1.
printf '## %s\n## 6:10 '"'"'>'"'"' -> '"'"'>='"'"'\n## 99:1 '"'"'<'"'"' -> '"'"'>'"'"'\nthe same.\n' "$key" >"$argued"
expect 1 "stale arguments" -- "$judge" mutants mx -j 1 --json --root "$fx"
same "$(jq -r '.stale | join("|")' "$tmp/out")" \
	"problems/mx/equivalent-mutants.md:2: '6:10 '>' -> '>='' is argued equivalent, but it is killed|problems/mx/equivalent-mutants.md:3: '99:1 '<' -> '>'' is no mutant of the reference (was it changed?)" \
	"the stale arguments"
same "$(jq -r .equivalent "$tmp/out")" "1" "the argued survivor is still equivalent"
rm "$argued"

# --- boundary inputs: what the stress draws miss is tried too, after the validator accepts it ---
# Each manifest below is new to the verdict cache, so a run judges every mutant again (a dozen
# compiles, about 7 s of CPU); what is checked is the '>' -> '>=' mutant alone, so it alone is
# judged (--only, as a long run's unproven ones are re-checked after a boundary input is added).
# One stress input (seed 1 has no line 'a a') and no test 'equal': the '>' -> '>=' mutant is found equal ...
manifest "" 1
expect 0 "one stress input: no difference found" -- "$judge" mutants mx -j 1 --only "$diff_id" --json --root "$fx"
same "$(jq -r '.mutant_list[] | select(.from == ">" and .to == ">=") | .status' "$tmp/out")" "unproven" "'>=' unproven"
# ... until a boundary input holds two equal numbers.
manifest "" 1 $'boundary:\n  - {gen: "--n 1 --k 0"}'
expect 1 "a boundary input tells it apart" -- "$judge" mutants mx -j 1 --only "$diff_id" --json --root "$fx"
same "$(jq -r '.mutant_list[] | select(.status == "differs") | .from + " -> " + .to + " on " + .input + " (" + .origin + ")"' "$tmp/out")" \
	'> -> >= on "0 0\n" (boundary: gen --n 1 --k 0)' "the boundary input shown"
# A boundary input outside the constraints would prove nothing: the validator refuses it, and the run with it.
manifest "" 1 $'boundary:\n  - {gen: "--n 50 --k 100000", count: 2}'
expect 2 "a boundary input out of bounds" -- "$judge" mutants mx -j 1 --only "$diff_id" --root "$fx"
has "$tmp/err" "judge: problems/mx/problem.yaml: boundary gen --n 50 --k 100000: the validator refuses it: " "the refusal"
# validate checks the boundary inputs too: each accepted by the validator, solved by the reference.
expect 1 "validate: a boundary input out of bounds" -- "$judge" validate mx -j 1 --root "$fx"
has "$tmp/out" "FAIL  boundary     0/2 boundary inputs valid and solved by the reference" "validate: the boundary step fails"
has "$tmp/out" "boundary gen --n 50 --k 100000: the input is invalid: " "validate: the refused boundary input named"
manifest "" 1 $'boundary:\n  - {gen: "--n 1 --k 0"}\n  - {gen: "--n 2 --k 5000 --seed {i}", count: 2}'
expect 0 "validate: boundary inputs within the constraints" -- "$judge" validate mx -j 1 --root "$fx"
has "$tmp/out" "ok    boundary     3/3 boundary inputs valid and solved by the reference" "validate: the boundary step passes"
manifest "  - {name: equal, brute: true}"

# --- mutants: a survivor the sanitizer sees only on an input no test stores ---
# The table has one slot per residue mod 4; the tests never hold a number
# that is 3 mod 4, the stress inputs do. The mutant `seen[4]` -> `seen[3]`
# writes past the table only there, and a static -O2 build hides it.
# Every survivor is compared on each stress input, normal and sanitized, and
# this problem has a dozen: 3 inputs (seed 1 holds a 3, and 19) instead of 10.
# The table counts (++) rather than marks (= 1): one mutant of that instead of
# three, each a survivor.
mkdir -p "$fx/problems/sx" "$fx/testdata/sx"
cat >"$fx/solvers/sx.c" <<'C'
#include <stdio.h>
int main(void)
{
	long a;
	while (scanf("%ld", &a) == 1) {
		static volatile int seen[4];
		seen[a % 4]++;
		puts(a % 2 ? "odd" : "even");
	}
	return 0;
}
C
cat >"$fx/solvers/brute/sx.c" <<'C'
#include <stdio.h>
int main(void)
{
	long a;
	while (scanf("%ld", &a) == 1) {
		int odd = 0;
		for (long k = 0; k < a; k++)
			odd = !odd;
		puts(odd ? "odd" : "even");
	}
	return 0;
}
C
cat >"$fx/problems/sx/gen.c" <<'C'
#include "gen.h"
int main(int argc, char **argv) { gen_init(argc, argv); long long n = gen_arg("n", 3), k = gen_arg("k", 20); gen_done();
  for (long long i = 0; i < n; i++) printf("%lld\n", gen_range(0, k)); return 0; }
C
cat >"$fx/problems/sx/validate.c" <<'C'
#include "validate.h"
int main(void) { while (v_peek() != EOF) { v_int(0, 5000, "a"); v_eoln(); } return 0; }
C
printf '0\n1\n2\n' >"$fx/testdata/sx/sample.in"
printf '4\n5\n6\n' >"$fx/testdata/sx/more.in"
cat >"$fx/problems/sx/problem.yaml" <<Y
id: sx
title: Parity
limits: {time: 1, memory: 64}
solver: solvers/sx.c
brute: solvers/brute/sx.c
checker: lines
generator: problems/sx/gen.c
validator: problems/sx/validate.c
tests:
  - {name: sample}
  - {name: more}
stress:
  - {gen: "--n 4 --k 20 --seed {i}", count: 3}
Y
expect 0 "regen the second scratch problem" -- "$judge" regen sx --root "$fx"
expect 0 "mutants: no gap, but sanitizer-only survivors" -- "$judge" mutants sx -j 1 --json --root "$fx"
same "$(jq -r .differing "$tmp/out")" "0" "nothing differs"
same "$(jq -r '.mutant_list[] | select(.line == 6 and .from == "4" and .to == "3") | .status' "$tmp/out")" "sanitizer" \
	"seen[3]: seen by the sanitizer"
has <(jq -r '.mutant_list[] | select(.line == 6 and .from == "4" and .to == "3") | .origin' "$tmp/out") "stress: gen --n 4 --k 20 --seed" \
	"... on a stress input"
if jq -r '.mutant_list[] | select(.line == 6 and .from == "4" and .to == "3") | .input' "$tmp/out" | grep -Eq '(^"|\\n)(3|7|11|15|19)\\n'; then
	ok
else
	bad "the input shown has no number 3 mod 4: $(jq -r '.mutant_list[] | select(.line == 6 and .from == "4" and .to == "3") | .input' "$tmp/out")"
fi
has <(jq -r '.mutant_list[] | select(.line == 6 and .from == "4" and .to == "3") | .message' "$tmp/out") "main.c:7:7: runtime error: index 3 out of bounds for type 'int [3]'" \
	"the sanitizer's report"
same "$(jq -r '.mutant_list[] | select(.line == 6 and .from == "4" and .to == "2") | .status + " " + .test' "$tmp/out")" "sanitizer sample" \
	"seen[2]: seen on the test that holds a 2"
# The text line of that survivor: it alone judged (a survivor the sanitizer sees is compared again
# each run, normal and sanitized, on every stress input: the whole set again cost 8 s of CPU).
seen3=$(jq -r '.mutant_list[] | select(.line == 6 and .from == "4" and .to == "3") | .id' "$tmp/out")
expect 0 "mutants sx, text" -- "$judge" mutants sx -j 2 --only "$seen3" --root "$fx"
has "$tmp/out" "'4' -> '3': survived; no difference found, but the sanitizer reports on input \"" "the text line"

# --- validate: the sanitize step ---
expect 0 "validate a clean problem" -- "$judge" validate mx -j 1 --root "$fx"
has "$tmp/out" "ok    sanitize     ASan + UBSan: the reference clean on 4 tests, the brute force on 4" "the step passes"
# An overflow that the -O2 build gets away with (the product is never used) is a fault.
sed -i 's/\t\tputs(a > b/\t\tvolatile int scaled = (int)a * 1000000;\n\t\t(void)scaled;\n\t\tputs(a > b/' "$fx/solvers/mx.c"
printf '3000 1\n' >"$fx/testdata/mx/big.in"
manifest "  - {name: equal, brute: true}
  - {name: big}"
expect 0 "regen with the overflowing reference" -- "$judge" regen mx --root "$fx"
expect 1 "validate sees the overflow" -- "$judge" validate mx -j 1 --root "$fx"
has "$tmp/out" "FAIL  sanitize" "the step fails"
has "$tmp/out" "reference on test big: RE sanitizer: main.c:6:" "the fault names the test and the line"
has "$tmp/out" "runtime error: signed integer overflow: 3000 * 1000000 cannot be represented in type 'int'" \
	"the sanitizer's words"

# --- submit --sanitize: advisory, with the source line; plain submit unchanged ---
# These judge the repository's problems, with the compile cache the other tests share (as
# JUDGE_CACHE gave it, or the judge's default): nothing below counts what a cache holds.
if [ -n "$shared_cache" ]; then export JUDGE_CACHE=$shared_cache; else unset JUDGE_CACHE; fi
cat >"$tmp/heap.c" <<'C'
#include <stdio.h>
#include <stdlib.h>
int main(void)
{
	int m;
	while (scanf("%d", &m) == 1 && m) {
		long *p = malloc((size_t)m * sizeof *p), x = 0;
		for (int i = 0; i < m; i++) {
			scanf("%ld", &p[i]);
			x ^= p[i];
		}
		if (p[m] == -12345)
			return 1;
		int n = 0;
		for (int i = 0; x && i < m; i++)
			n += (p[i] ^ x) < p[i];
		printf("%d\n", n);
		free(p);
	}
	return 0;
}
C
expect 0 "plain submit does not see it" -- "$judge" submit hdu1850 "$tmp/heap.c" --root "$root"
has "$tmp/out" "AC 25/25 tests passed" "accepted"
expect 1 "submit --sanitize sees it" -- "$judge" submit hdu1850 "$tmp/heap.c" --sanitize --first-fail -j 1 --root "$root"
has "$tmp/out" "hdu1850: $tmp/heap.c (c-sanitize)" "the sanitized language"
has "$tmp/out" "sanitizer: AddressSanitizer: heap-buffer-overflow, READ of size 8: in main at main.c:12" \
	"the report, with the source line"
has "$tmp/out" "(advisory: built with AddressSanitizer and UBSan" "said to be advisory"
expect 1 "submit --sanitize --json" -- "$judge" submit hdu1850 "$tmp/heap.c" --sanitize --first-fail -j 1 --json --root "$root"
same "$(jq -r '.language + " " + .tests[0].verdict' "$tmp/out")" "c-sanitize RE" "json language and verdict"
expect 0 "a clean C++ file under --sanitize" -- "$judge" submit hdu1850 "$sub/accepted/top_bit.cpp" --sanitize -j 1 --root "$root"
has "$tmp/out" "AC 25/25 tests passed" "accepted sanitized"
# An interactive problem: the sanitizer's report is the test's message there too, not the game's end.
cat >"$tmp/oob-player.c" <<'C'
#include <stdio.h>
int main(void)
{
	int n;
	long long a[1001], small[4];
	volatile int k = 7;
	scanf("%d", &n);
	small[k] = 1;
	for (int i = 1; i <= n; i++)
		scanf("%lld", &a[i]);
	for (;;) {
		long long s = 0;
		for (int i = 1; i <= n; i++)
			s ^= a[i];
		int i = n;
		while ((a[i] ^ s) >= a[i])
			i--;
		a[i] ^= s;
		printf("%d %lld\n", i, a[i]);
		fflush(stdout);
		char word[32];
		int j;
		if (scanf("%31s", word) != 1 || word[0] == 'w')
			return 0;
		sscanf(word, "%d", &j);
		scanf("%lld", &a[j]);
	}
}
C
expect 1 "submit --sanitize of a nimplay player writing out of bounds" -- "$judge" submit nimplay "$tmp/oob-player.c" --sanitize --first-fail -j 1 --root "$root"
# The test's line: its name, RE, then its time (of any width: the check holds no measured time).
if grep -qE '^ +sample +RE +[0-9]+ ms' "$tmp/out"; then ok; else bad "a sanitized interactive run stopped by the sanitizer is RE: $(head -c 600 "$tmp/out")"; fi
has "$tmp/out" "sanitizer: main.c:8:7: runtime error: index 7 out of bounds for type 'long long int [4]'" \
	"the report, with the source line, in an interactive run"
printf 'print(0)\n' >"$tmp/x.py"
expect 2 "--sanitize for Python" -- "$judge" submit hdu1850 "$tmp/x.py" --sanitize --root "$root"
same "$(cat "$tmp/err")" "judge: '$tmp/x.py': python3 has no sanitized build (c and cpp have)" "no sanitized build"

# --- __int64, as the archives' MSVC took it ---
cat >"$tmp/i64.c" <<'C'
#include <stdio.h>
int main(void)
{
	int m;
	while (scanf("%d", &m) == 1 && m) {
		static __int64 a[100];
		unsigned __int64 x = 0;
		int n = 0;
		for (int i = 0; i < m; i++) {
			scanf("%lld", &a[i]);
			x ^= (unsigned __int64)a[i];
		}
		for (int i = 0; x && i < m; i++)
			n += (__int64)(a[i] ^ (__int64)x) < a[i];
		printf("%d\n", n);
	}
	return 0;
}
C
sed 's/#include <stdio.h>/#include <cstdio>/' "$tmp/i64.c" >"$tmp/i64.cpp"
expect 0 "__int64 in C" -- "$judge" submit hdu1850 "$tmp/i64.c" --root "$root"
expect 0 "__int64 in C++" -- "$judge" submit hdu1850 "$tmp/i64.cpp" --root "$root"

echo "$pass passed, $fail failed"
[ "$fail" -eq 0 ]
