#!/usr/bin/env bash
# Command-line tests: the real judge binary, its exit statuses, its output, and
# regen's promise to lose nothing. Usage: judge.sh JUDGE ROOT
set -uo pipefail
judge=$1
root=$2
. "$(dirname "$0")/../lib/lib.sh"

sub=$root/problems/hdu1850/submissions

# --- usage ---
expect 0 "--help" -- "$judge" --help
has "$tmp/out" "usage: judge COMMAND" "--help prints usage on stdout"
expect 0 "--version" -- "$judge" --version
has "$tmp/out" "judge 0.1.0" "--version"
expect 2 "no command" -- "$judge"
expect 2 "unknown command" -- "$judge" bogus
same "$(cat "$tmp/err")" "judge: unknown command 'bogus'; try 'judge --help'" "unknown command message"
# "did you mean": a mistyped command, option or problem gets the nearest name (edit distance).
expect 2 "mistyped command" -- "$judge" submti hdu1850 x.c
same "$(cat "$tmp/err")" "judge: unknown command 'submti'; did you mean 'submit'?" "mistyped command message"
expect 2 "mistyped option" -- "$judge" list --jsn
same "$(cat "$tmp/err")" "judge: unknown option '--jsn'; did you mean '--json'?" "our message, not getopt's"
expect 2 "unknown option" -- "$judge" list --frobnicate
same "$(cat "$tmp/err")" "judge: unknown option '--frobnicate'; try 'judge --help'" "an option like none"
expect 2 "unknown short option" -- "$judge" list -x
same "$(cat "$tmp/err")" "judge: unknown option '-x'; try 'judge --help'" "a short option"
expect 2 "option without its value" -- "$judge" submit hdu1850 x.c --lang
same "$(cat "$tmp/err")" "judge: --lang: expected a value; try 'judge --help'" "a missing value"
expect 2 "too many operands" -- "$judge" submit hdu1850 a.c b.c
same "$(cat "$tmp/err")" "judge: submit: too many operands: 'b.c' is one more than it takes
judge: usage: judge submit PROBLEM|PACKAGE FILE [--lang L] [--json] [--first-fail] [--sanitize]" "an operand too many"
expect 2 "bad -j" -- "$judge" list -j zero
same "$(cat "$tmp/err")" "judge: -j: expected a number of jobs in 1..256, got 'zero'" "-j message"
expect 2 "option of another command" -- "$judge" list --check
same "$(cat "$tmp/err")" "judge: list: option '--check' does not apply" "option check"
expect 2 "submit without a file" -- "$judge" submit hdu1850
same "$(cat "$tmp/err")" "judge: submit: missing FILE
judge: usage: judge submit PROBLEM|PACKAGE FILE [--lang L] [--json] [--first-fail] [--sanitize]" "submit says what is missing"
expect 2 "submit with nothing" -- "$judge" submit
same "$(head -1 "$tmp/err")" "judge: submit: missing PROBLEM|PACKAGE and FILE" "submit without operands"

# --- list ---
expect 0 "list" -- "$judge" list --root "$root"
has "$tmp/out" "hdu1850    Being a Good Boy in Spring Festival" "list shows hdu1850"
same "$(grep '^hdu2147 ' "$tmp/out" | sed 's/  */ /g')" "hdu2147 kiki's game 1.0s 10MiB 26 yes others: 2.0s 40MiB" "list shows the archive's limits for the other languages"
same "$(head -1 "$tmp/out" | sed 's/  */ /g')" "problem title time memory tests hints" "list's columns"
same "$(grep '^hdu1850 ' "$tmp/out" | awk '{print $NF}')" "yes" "list: hdu1850 has an explorer, so hints"
same "$(tail -1 "$tmp/out")" "per language: time x factor, memory + allowance: python3 x3 +32MiB, pypy3 x2 +64MiB, java x2 +32MiB, kotlin x2 +32MiB" "list shows each language's factor and allowance"

# --- submit ---
expect 0 "accepted C" -- "$judge" submit hdu1850 "$sub/accepted/xor_compare.c" --root "$root"
has "$tmp/out" "AC 25/25 tests passed" "accepted summary"
if grep -q $'\033' "$tmp/out"; then bad "colour escapes in output that is not a terminal"; else ok; fi
expect 0 "accepted C++ --json" -- "$judge" submit hdu1850 "$sub/accepted/top_bit.cpp" --json --root "$root"
same "$(jq -r .verdict "$tmp/out")" "AC" "json verdict"
same "$(jq -r .language "$tmp/out")" "cpp" "json language"
same "$(jq -r '.compile.ok' "$tmp/out")" "true" "json compile.ok"
same "$(jq -r '.tests | length' "$tmp/out")" "25" "json test count"
same "$(jq -r '.tests[0] | [.name, .verdict, (.time_ms|type), (.wall_ms|type), (.memory_kb|type), .exit_code, .signal, .message] | @tsv' "$tmp/out")" \
	"$(printf 'sample\tAC\tnumber\tnumber\tnumber\t0\t0\t')" "json test fields"
same "$(jq -r 'keys_unsorted | join(",")' "$tmp/out")" "problem,file,language,verdict,time_ms,memory_kb,compile,tests" "json keys"

expect 1 "wrong answer" -- "$judge" submit hdu1850 "$sub/wrong_answer/less_equal.c" --json --root "$root"
same "$(jq -r .verdict "$tmp/out")" "WA" "WA verdict"
same "$(jq -r '[.tests[] | select(.verdict != "AC")][0].name' "$tmp/out")" "min" "first failing test"
same "$(jq -r '[.tests[] | select(.verdict != "AC")][0].message' "$tmp/out")" "line 1: expected '0', got '2'" "WA message"
expect 1 "first-fail" -- "$judge" submit hdu1850 "$sub/wrong_answer/less_equal.c" --json --first-fail -j 1 --root "$root"
same "$(jq -r '.tests | length' "$tmp/out")" "2" "--first-fail stops after the first failure"
expect 1 "presentation error" -- "$judge" submit hdu1850 "$sub/presentation_error/one_line.c" --root "$root"
has "$tmp/out" "PE 2/25 tests passed" "PE summary"

# A program's bytes that are not UTF-8 stay in --json, each as U+FFFD, never drop its test.
printf '#include <stdio.h>\nint main(void) { puts("\\xff"); fputs("bad \\xc3\\n", stderr); return 0; }\n' >"$tmp/latin.c"
expect 1 "output that is not UTF-8" -- "$judge" submit hdu1850 "$tmp/latin.c" --json --first-fail -j 1 --root "$root"
same "$(jq -r '.tests[0].name + " " + .tests[0].verdict + " " + .tests[0].stderr' "$tmp/out")" "sample WA bad $(printf '\xef\xbf\xbd')" "stderr that is not UTF-8 kept in --json"

# A plain Python solution of hdu2147 (10 MiB, the archive's limit for C and C++): CPython alone
# takes about 9 MiB and the solution peaks at 13-15 MiB; it is judged under the archive's limit for
# the other languages, 40 MiB (limits.others; a problem without it adds the language's allowance).
expect 0 "python on a 10 MiB problem" -- "$judge" submit hdu2147 "$root/judge/tests/langs/python/kiki.py" --json --root "$root"
same "$(jq -r '.verdict' "$tmp/out")" "AC" "a plain Python solution fits the archive's limit for other languages"
# 20 MiB of debug text on stderr, past the 16 MiB output limit, is no output: the start is kept,
# the rest dropped. (The accepted xor_compare.c, telling stderr what it thinks before it answers
# the sample's case "5 7 9", which no other test holds: a run's stderr is handled alike on every
# test, and all 25 writing it a line at a time cost 6 s of CPU; the size is past the limit and
# no more, as each MiB costs wall time on a loaded machine.)
sed 's|^\t\tprintf("%d\\n", count);|\t\tif (m == 3 \&\& a[0] == 5 \&\& a[1] == 7 \&\& a[2] == 9)\n\t\t\tfor (int i = 0; i < 20 << 14; i++) fputs("debug: thinking about the heaps, 64 bytes each line .........\\n", stderr);\n&|' \
	"$sub/accepted/xor_compare.c" >"$tmp/chatty.c"
# Writing 20 MiB takes the program some wall time, which a loaded machine stretches toward the
# 3 s wall limit: measured up to three times, the first AC counts.
for _ in 1 2 3; do
	"$judge" submit hdu1850 "$tmp/chatty.c" --json --first-fail -j 1 --root "$root" >"$tmp/out" 2>"$tmp/err" </dev/null
	[ "$(jq -r .verdict "$tmp/out")" = AC ] && break
done
same "$(jq -r '.verdict + " " + .tests[0].stderr[0:15]' "$tmp/out")" "AC debug: thinking" "20 MiB on stderr: AC, its start kept"

printf 'int main(void) { return x; }\n' >"$tmp/ce.c"
expect 1 "compile error" -- "$judge" submit hdu1850 "$tmp/ce.c" --json --root "$root"
same "$(jq -r .verdict "$tmp/out")" "CE" "CE verdict"
same "$(jq -r .compile.ok "$tmp/out")" "false" "CE compile.ok"
has <(jq -r .compile.log "$tmp/out") "'x' undeclared" "CE log has the compiler's message"
same "$(jq -r '.tests | length' "$tmp/out")" "0" "CE runs no test"

# A file's name and the compiler's log come from outside: their control
# characters are shown escaped on the terminal, never obeyed.
printf 'int main(void) { return "\033[2J" + ; }\n' >"$tmp/"$'e\e[31mx.c'
expect 1 "compile error with escapes in the name and the log" -- "$judge" submit hdu1850 "$tmp/"$'e\e[31mx.c' --root "$root"
same "$(grep -c $'\e' "$tmp/out")" "0" "no raw ESC on the terminal"
same "$(head -1 "$tmp/out")" "hdu1850: $tmp/e\x1b[31mx.c (c)" "the file name, escaped"
has "$tmp/out" 'return "\x1b[2J" + ;' "the log line, escaped"

expect 2 "missing file" -- "$judge" submit hdu1850 "$tmp/nope.c" --root "$root"
same "$(cat "$tmp/err")" "judge: cannot read '$tmp/nope.c': No such file or directory" "missing file message"
# Only a regular file of its own, up to 1 MiB, is judged: a link (to a secret, to an
# expected answer, to /dev/zero), a FIFO, a directory or a bigger file is a usage
# error, refused before anything is read from it. bounded: a judge that reads
# /dev/zero or waits on the FIFO fails here instead of eating the machine.
bounded() { (ulimit -S -v 4194304 && exec timeout 60 "$@"); }
canary="canary-$$-$RANDOM-never-shown"
echo "$canary" >"$tmp/secret.txt"
shadow=$(head -1 /etc/shadow 2>/dev/null || true)
mkdir "$tmp/refused" "$tmp/refused/dir.c"
ln -s "$tmp/secret.txt" "$tmp/refused/secret.c"
ln -s /etc/shadow "$tmp/refused/shadow.c"
ln -s "$root/testdata/hdu1850/sample.ans" "$tmp/refused/answer.c"
ln -s /dev/zero "$tmp/refused/zero.c"
mkfifo "$tmp/refused/fifo.c"
{ cat "$sub/accepted/xor_compare.c" && head -c 1048576 /dev/zero | tr '\0' ' '; } >"$tmp/refused/big.c"
refused() {
	expect 2 "submit refuses $1" -- bounded "$judge" submit hdu1850 "$tmp/refused/$1" --root "$root"
	same "$(cat "$tmp/err")" "judge: cannot read '$tmp/refused/$1': $2" "why $1 is refused"
	# Neither shows what it got: that could be a line of /etc/shadow.
	if [ -s "$tmp/out" ]; then bad "$1: $(wc -c <"$tmp/out") bytes on stdout, expected none"; else ok; fi
	if grep -qF -e "$canary" -e "${shadow:-$canary}" "$tmp/out" "$tmp/err"; then bad "$1: a secret was shown"; else ok; fi
}
refused secret.c "a symbolic link, not a regular file"
refused shadow.c "a symbolic link, not a regular file"
refused answer.c "a symbolic link, not a regular file"
refused zero.c "a symbolic link, not a regular file"
refused fifo.c "a FIFO, not a regular file"
refused dir.c "a directory, not a regular file"
refused big.c "over 1 MiB"
ln -s /etc/shadow "$tmp/refused/"$'l\e[2Jink.c'
expect 2 "an escape in a refused file's name" -- "$judge" submit hdu1850 "$tmp/refused/"$'l\e[2Jink.c' --root "$root"
same "$(cat "$tmp/err")" "judge: cannot read '$tmp/refused/l\x1b[2Jink.c': a symbolic link, not a regular file" "the name escaped on stderr"
head -c 1048576 "$tmp/refused/big.c" >"$tmp/refused/limit.c"
expect 0 "a file of exactly 1 MiB is judged" -- "$judge" submit hdu1850 "$tmp/refused/limit.c" --root "$root"
has "$tmp/out" "AC 25/25 tests passed" "the 1 MiB file was judged"

expect 2 "unknown problem" -- "$judge" submit nope "$sub/accepted/xor_compare.c" --root "$root"
same "$(cat "$tmp/err")" "judge: no such problem 'nope' (no file 'problems/nope/problem.yaml')" "unknown problem message"
expect 2 "mistyped problem" -- "$judge" submit hdu185 "$sub/accepted/xor_compare.c" --root "$root"
same "$(cat "$tmp/err")" "judge: no such problem 'hdu185' (no file 'problems/hdu185/problem.yaml'); did you mean 'hdu1850'?" \
	"a mistyped problem's hint"
# validate and regen refuse an unknown problem as submit does: exit 2, nothing judged.
expect 2 "validate a mistyped problem" -- "$judge" validate hdu185 --root "$root"
same "$(cat "$tmp/err")" "judge: no such problem 'hdu185' (no file 'problems/hdu185/problem.yaml'); did you mean 'hdu1850'?" \
	"validate: the same message"
same "$(cat "$tmp/out")" "" "validate: nothing printed on stdout"
expect 2 "validate a known and an unknown problem" -- "$judge" validate hdu1850 nope --root "$root"
same "$(cat "$tmp/out")" "" "validate: nothing validated before the unknown problem is refused"
expect 2 "regen a mistyped problem" -- "$judge" regen hdu185 --check --root "$root"
has "$tmp/err" "did you mean 'hdu1850'?" "regen: the hint"
# A directory is no submission, whatever its name (dir.c above).
mkdir -p "$tmp/adir"
expect 2 "a directory as the file" -- "$judge" submit hdu1850 "$tmp/adir" --root "$root"
same "$(cat "$tmp/err")" "judge: cannot read '$tmp/adir': a directory, not a regular file" \
	"a directory without a source's name: no 'unknown language'"
expect 2 "unknown language" -- "$judge" submit hdu1850 "$sub/accepted/xor_compare.c" --lang cobol --root "$root"
same "$(cat "$tmp/err")" "judge: --lang: unknown language 'cobol'" "unknown language message"
cp "$sub/accepted/xor_compare.c" "$tmp/noext"
expect 2 "no extension" -- "$judge" submit hdu1850 "$tmp/noext" --root "$root"
same "$(cat "$tmp/err")" "judge: '$tmp/noext': unknown language (use --lang; known: c, cpp, python3, pypy3, java, kotlin, go, rust, c-sanitize, cpp-sanitize)" "no extension message"
expect 0 "--lang picks the language" -- "$judge" submit hdu1850 "$tmp/noext" --lang c --root "$root"

# The judge's own failure is exit 3, never the program's verdict.
expect 3 "judge failure" -- env JUDGE_BOX=/nonexistent "$judge" submit hdu1850 "$sub/accepted/xor_compare.c" --root "$root"
has "$tmp/err" "cannot open judge-box '/nonexistent'" "judge failure message"

# As an ordinary user the same layers come from a user namespace, and the judge says so once.
if [ "$(id -u)" = 0 ] && command -v setpriv >/dev/null &&
	setpriv --reuid=65534 --regid=65534 --clear-groups test -r "$sub/accepted/xor_compare.c" 2>/dev/null; then
	u=$(mktemp -d /tmp/judge-user-XXXXXX)
	trap 'rm -rf "$tmp" "$u"' EXIT # lib.sh's, and this folder's, however the test ends
	chmod 777 "$u"
	expect 0 "as an ordinary user" -- setpriv --reuid=65534 --regid=65534 --clear-groups \
		env JUDGE_CACHE="$u/cache" TMPDIR="$u" "$judge" submit hdu1850 "$sub/accepted/xor_compare.c" --root "$root"
	has "$tmp/out" "AC 25/25 tests passed" "accepted as an ordinary user"
	has "$tmp/err" "judge: note: not root: programs run as your own uid inside a user namespace" "the note, once"
	same "$(grep -c 'note:' "$tmp/err")" "1" "the note is said once"
	# There the program runs as judge-box's own uid: a SIGTERM it sends to pid 1 must not end its run.
	cat >"$u/term.c" <<'C'
#include <signal.h>
#include <stdio.h>
#include <time.h>
int main(void)
{
	kill(1, SIGTERM);
	struct timespec ts = { 0, 50000000 };
	nanosleep(&ts, NULL);
	int m;
	while (scanf("%d", &m) == 1 && m) {
		static long a[100];
		long x = 0, n = 0;
		for (int i = 0; i < m; i++) {
			scanf("%ld", &a[i]);
			x ^= a[i];
		}
		for (int i = 0; x && i < m; i++)
			n += (a[i] ^ x) < a[i];
		printf("%ld\n", n);
	}
	return 0;
}
C
	chmod 644 "$u/term.c"
	expect 0 "SIGTERM to judge-box as an ordinary user" -- setpriv --reuid=65534 --regid=65534 --clear-groups \
		env JUDGE_CACHE="$u/cache" TMPDIR="$u" "$judge" submit hdu1850 "$u/term.c" --root "$root"
	has "$tmp/out" "AC 25/25 tests passed" "a program cannot end its own run through judge-box"
	rm -rf "$u"
else
	echo "note: not run as root, or the checkout is not readable by nobody: the ordinary-user case is not tried"
fi

# A judge killed by SIGKILL leaves its scratch directory behind; the next judge sweeps it away.
sc=$tmp/scratch
mkdir -p "$sc"
TMPDIR="$sc" "$judge" submit hdu1850 "$sub/time_limit_exceeded/every_move.c" --root "$root" >/dev/null 2>&1 &
victim=$!
# The handshake: its lock exists, so the judge is past making its scratch directory.
locked=0
for _ in $(seq 600); do
	[ -e "$(ls -d "$sc"/judge-*/lock 2>/dev/null | head -n 1)" ] && locked=1 && break
	sleep 0.1
done
same "$locked" "1" "the judge to be killed took its scratch directory"
kill -9 "$victim"
wait "$victim" 2>/dev/null
same "$(ls -d "$sc"/judge-* 2>/dev/null | wc -l)" "1" "a killed judge leaves its scratch directory"
mkdir "$sc/judge-abcdef" # a judge between mkdtemp and its lock: kept
expect 0 "a judge after a killed one" -- env TMPDIR="$sc" "$judge" submit hdu1850 "$sub/accepted/xor_compare.c" --root "$root"
same "$(ls -d "$sc"/judge-* 2>/dev/null)" "$sc/judge-abcdef" "the stale scratch directory is swept, an unlocked new one kept"

# --- a scratch repository for manifest errors and regen ---
fx=$tmp/repo
mkdir -p "$fx/judge" "$fx/problems/fx" "$fx/solvers" "$fx/testdata/fx"
cp "$root/judge/languages.yaml" "$fx/judge/"
cp -r "$root/problems/include" "$fx/problems/"
cat >"$fx/solvers/fx.c" <<'C'
#include <stdio.h>
int main(void) { long long a, b; while (scanf("%lld %lld", &a, &b) == 2) printf("%lld\n", a + b); return 0; }
C
cat >"$fx/problems/fx/gen.c" <<'C'
#include "gen.h"
int main(int argc, char **argv) { gen_init(argc, argv); long long n = gen_arg("n", 3); gen_done();
  for (long long i = 0; i < n; i++) printf("%lld %lld\n", gen_range(0, 1000), gen_range(0, 1000)); return 0; }
C
cat >"$fx/problems/fx/validate.c" <<'C'
#include "validate.h"
int main(void) { while (v_peek() != EOF) { v_int(0, 1000, "a"); v_space(); v_int(0, 1000, "b"); v_eoln(); } return 0; }
C
printf '1 2\n' >"$fx/testdata/fx/sample.in"
cat >"$fx/problems/fx/problem.yaml" <<'Y'
id: fx
title: Sum
limits: {time: 1, memory: 64}
solver: solvers/fx.c
checker: lines
generator: problems/fx/gen.c
validator: problems/fx/validate.c
tests:
  - {name: sample}
  - {name: "r-{1..3}", gen: "--n 5 --seed {i}"}
Y

# A broken manifest: one line naming file, line, column and key; exit 2; nothing judged.
cp "$fx/problems/fx/problem.yaml" "$tmp/good.yaml"
sed -i 's/limits: {time: 1, memory: 64}/limits: {time: fast, memory: 64}/' "$fx/problems/fx/problem.yaml"
expect 2 "broken manifest" -- "$judge" submit fx "$sub/accepted/xor_compare.c" --root "$fx"
same "$(cat "$tmp/err")" 'judge: problems/fx/problem.yaml:3:16: limits.time: expected seconds > 0, got "fast"' "manifest error message"
same "$(wc -l <"$tmp/err")" "1" "manifest error is one line"
same "$(cat "$tmp/out")" "" "nothing on stdout for a manifest error"
cp "$tmp/good.yaml" "$fx/problems/fx/problem.yaml"

# regen creates everything, then --check passes.
expect 0 "regen creates" -- "$judge" regen fx --root "$fx"
has "$tmp/out" "fx: 4 created, 0 updated, 0 unchanged, 0 removed, 0 failed" "regen summary"
same "$(cat "$fx/testdata/fx/sample.ans")" "3" "regen wrote the sample's answer"
expect 0 "regen --check on a clean tree" -- "$judge" regen fx --check --root "$fx"
cp "$fx/testdata/fx/r-2.ans" "$tmp/r2.ans"
rm "$fx/testdata/fx/r-2.ans"
expect 1 "regen --check sees a missing answer" -- "$judge" regen --check fx --root "$fx"
has "$tmp/out" "would be created   testdata/fx/r-2.ans" "check lists the file"
if [ -e "$fx/testdata/fx/r-2.ans" ]; then bad "--check wrote a file"; else ok; fi
expect 0 "regen restores" -- "$judge" regen fx --root "$fx"
if cmp -s "$tmp/r2.ans" "$fx/testdata/fx/r-2.ans"; then ok; else bad "restored answer differs"; fi
echo 999 >"$fx/testdata/fx/r-1.ans"
echo stale >"$fx/testdata/fx/old.in"
echo partial >"$fx/testdata/fx/r-3.ans.tmp.123.456"
expect 1 "regen --check sees a changed answer and a stale file" -- "$judge" regen fx --check --root "$fx"
has "$tmp/out" "would be updated   testdata/fx/r-1.ans" "check lists the update"
has "$tmp/out" "would be removed   testdata/fx/old.in" "check lists the stale file"
same "$(cat "$fx/testdata/fx/r-1.ans")" "999" "--check changed nothing"
expect 0 "regen repairs" -- "$judge" regen fx --root "$fx"
has "$tmp/out" "fx: 0 created, 1 updated, 3 unchanged, 2 removed, 0 failed" "regen repair summary"
if [ -e "$fx/testdata/fx/r-3.ans.tmp.123.456" ]; then bad "a leftover temporary file survived regen"; else ok; fi

# A crashing or hanging reference leaves every old answer in place.
sha() { (cd "$fx/testdata/fx" && sha256sum ./*); }
before=$(sha)
cp "$fx/solvers/fx.c" "$tmp/fx.c"
printf 'int main(void) { volatile int *p = 0; return *p; }\n' >"$fx/solvers/fx.c"
expect 1 "crashing reference" -- "$judge" regen fx --root "$fx"
has "$tmp/out" "FAILED    sample: reference failed (RE: killed by SIGSEGV (segmentation fault))" "crash reported"
same "$(sha)" "$before" "a crashing reference changed nothing"
printf '#include <unistd.h>\nint main(void) { for (;;) sleep(1); }\n' >"$fx/solvers/fx.c"
# At 0.1 s the four tests wait out a wall limit of 0.3 s each, not 0.6 or 3.
sed -i 's/limits: {time: 1, memory: 64}/limits: {time: 0.1, memory: 64}/' "$fx/problems/fx/problem.yaml"
expect 1 "hanging reference" -- "$judge" regen fx --root "$fx"
has "$tmp/out" "reference failed (TLE: wall time over 300 ms" "hang reported"
same "$(sha)" "$before" "a hanging reference changed nothing"
printf 'int main(void) { return 0; }\n' >"$fx/solvers/fx.c"
expect 1 "silent reference" -- "$judge" regen fx --root "$fx"
has "$tmp/out" "reference failed (no output)" "empty output reported"
same "$(sha)" "$before" "a silent reference changed nothing"
cp "$tmp/fx.c" "$fx/solvers/fx.c"
cp "$tmp/good.yaml" "$fx/problems/fx/problem.yaml"

# A generator that ignores its seed is reported.
cat >"$fx/problems/fx/gen.c" <<'C'
#include "gen.h"
int main(int argc, char **argv) { gen_init(argc, argv); gen_arg("n", 3); gen_done(); puts("1 1"); return 0; }
C
expect 1 "seedless generator" -- "$judge" regen fx --check --root "$fx"
has "$tmp/out" "generator ignores its seed" "seedless generator reported"

# --- a problem with a checker program: its words reach the contestant; its failure is JE ---
mkdir -p "$fx/problems/fc" "$fx/testdata/fc"
cp "$fx/problems/fx/validate.c" "$fx/problems/fc/validate.c"
cp "$fx/testdata/fx/sample.in" "$fx/testdata/fc/sample.in"
cp "$fx/testdata/fx/sample.ans" "$fx/testdata/fc/sample.ans"
cat >"$fx/problems/fc/check.c" <<'C'
#include "check.h"
int main(int argc, char **argv)
{
	check_init(argc, argv);
	long long a = ck_int(&ck_in, 0, 1000, "a"), b = ck_int(&ck_in, 0, 1000, "b");
	long long got = ck_int(&ck_out, -1000000, 1000000, "the sum");
	if (got != a + b)
		wrong("%lld + %lld is %lld, not %lld", a, b, a + b, got);
	ck_expect_eof(&ck_out);
	accept();
}
C
cat >"$fx/problems/fc/kattis.c" <<'C'
#include <stdio.h>
int main(int argc, char **argv)
{
	char path[4200];
	long long a, b, got;
	FILE *in = fopen(argv[1], "r");
	snprintf(path, sizeof path, "%sjudgemessage.txt", argv[3]);
	FILE *msg = fopen(path, "w");
	if (!in || !msg || fscanf(in, "%lld %lld", &a, &b) != 2)
		return 1;
	if (scanf("%lld", &got) == 1 && got == a + b)
		return 42;
	fprintf(msg, "the sum is %lld (flag %s)\n", a + b, argc > 4 ? argv[4] : "none");
	return 43;
}
C
fc_manifest() {
	cat >"$fx/problems/fc/problem.yaml" <<Y
id: fc
title: Sum, checked
limits: {time: 1, memory: 64}
solver: solvers/fx.c
checker: $1
validator: problems/fc/validate.c
tests:
  - {name: sample}
Y
}
printf '#include <stdio.h>\nint main(void) { puts("4"); return 0; }\n' >"$tmp/four.c"
fc_manifest "{type: custom, program: problems/fc/check.c, convention: testlib}"
expect 0 "testlib checker accepts" -- "$judge" submit fc "$fx/solvers/fx.c" --root "$fx"
expect 1 "testlib checker rejects" -- "$judge" submit fc "$tmp/four.c" --json --root "$fx"
same "$(jq -r '.tests[0].verdict + ": " + .tests[0].message' "$tmp/out")" "WA: 1 + 2 is 3, not 4" "the checker's words in --json"
fc_manifest "{type: custom, program: problems/fc/kattis.c, convention: kattis, flags: [case_sensitive]}"
expect 1 "Kattis validator rejects" -- "$judge" submit fc "$tmp/four.c" --json --root "$fx"
same "$(jq -r '.tests[0].verdict + ": " + .tests[0].message' "$tmp/out")" "WA: the sum is 3 (flag case_sensitive)" "judgemessage.txt in --json"
# A checker that fails is the problem's fault: JE and exit 3, in submit and in compare.
sed -i 's/\taccept();/\tcheck_fail("cannot decide");/' "$fx/problems/fc/check.c"
fc_manifest "{type: custom, program: problems/fc/check.c, convention: testlib}"
expect 3 "a failing checker is JE" -- "$judge" submit fc "$fx/solvers/fx.c" --json --root "$fx"
same "$(jq -r '.verdict + ": " + .tests[0].message' "$tmp/out")" "JE: the checker failed (exit code 3, testlib's fail): cannot decide" "the checker's failure, said so"
mkdir -p "$tmp/fcsession/team"
cp "$fx/solvers/fx.c" "$tmp/fcsession/team/fc.c"
expect 3 "compare with a failing checker" -- "$judge" compare "$tmp/fcsession" --root "$fx"
has "$tmp/err" "judge error: the checker failed (exit code 3, testlib's fail): cannot decide" "compare says which pair failed"

# --- validate remembers what passed (build/cache/validate), never a fault ---
mkdir -p "$fx/problems/fv" "$fx/testdata/fv" "$fx/solvers/brute"
cp "$fx/problems/fx/validate.c" "$fx/problems/fv/validate.c"
cat >"$fx/problems/fv/gen.c" <<'C'
#include "gen.h"
int main(int argc, char **argv) { gen_init(argc, argv); long long n = gen_arg("n", 3); gen_done();
  for (long long i = 0; i < n; i++) printf("%lld %lld\n", gen_range(0, 1000), gen_range(0, 1000)); return 0; }
C
cat >"$fx/problems/fv/problem.yaml" <<'Y'
id: fv
title: Sum, with a brute force
limits: {time: 1, memory: 64}
solver: solvers/fx.c
brute: solvers/brute/fv.c
checker: lines
generator: problems/fv/gen.c
validator: problems/fv/validate.c
tests:
  - {name: "r-{1..2}", gen: "--n 5 --seed {i}", brute: true}
stress:
  - {gen: "--n 3 --seed {i}", count: 6}
Y
# The brute force counts up to a + b, and goes wrong past 1500.
cat >"$fx/solvers/brute/fv.c" <<'C'
#include <stdio.h>
int main(void) { long long a, b; while (scanf("%lld %lld", &a, &b) == 2) { long long s = 0;
  for (long long i = 0; i < a + b; i++) s++; printf("%lld\n", s > 1500 ? s + 1 : s); } return 0; }
C
expect 0 "regen fv" -- "$judge" regen fv --root "$fx"
vc=$tmp/vcache
expect 1 "validate sees the brute force differ" -- env JUDGE_CACHE="$vc" "$judge" validate fv --root "$fx"
faults=$(grep -c "brute force and reference differ" "$tmp/out")
[ "$faults" -gt 0 ] && ok || bad "no stress fault found: $(head -c 600 "$tmp/out")"
kept=$(ls "$vc/validate" | wc -l)
same "$((kept + faults))" "8" "every pass remembered, no fault (2 brute tests and 6 stress inputs)"
expect 1 "the faults again, the passes remembered" -- env JUDGE_CACHE="$vc" "$judge" validate fv --root "$fx"
same "$(grep -c "brute force and reference differ" "$tmp/out")" "$faults" "a fault is found again"
same "$(ls "$vc/validate" | wc -l)" "$kept" "nothing more remembered"
sed -i 's/s > 1500 ? s + 1 : s/s/' "$fx/solvers/brute/fv.c"
# (fv has no sample submissions: validate's last step fails, the others must pass.)
expect 1 "a fixed brute force is a new binary: judged afresh" -- env JUDGE_CACHE="$vc" "$judge" validate fv --root "$fx"
has "$tmp/out" "ok    brute        2/2 brute-force tests agree with the reference" "fixed brute tests"
has "$tmp/out" "ok    stress       6/6 random inputs agree" "fixed brute stress"
same "$(ls "$vc/validate" | wc -l)" "$((kept + 8))" "its passes remembered under its own keys"

echo "$pass passed, $fail failed"
[ "$fail" -eq 0 ]
