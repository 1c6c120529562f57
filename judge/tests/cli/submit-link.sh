#!/usr/bin/env bash
# The faster linker (a language's `linkers`, judge/src/run/compile-aids.h), for C: chosen on first
# use by linking and running a small program of ours, used by the compiles after it, and never
# changing a verdict. Each case of the table below is a C solution of hdu1846 with text after its
# last line (a new source for the compile cache), judged with --json: its exit status, the JSON's
# fields by a jq expression, what the cache's choice of linker holds after it ("none": no such
# file), and which linker made the case's binary (GNU gold leaves a .note.gnu.gold-version
# note; "bfd": the binary has none). Then a machine with none of the linkers named: the choice
# is empty and GCC's default links. The cache is the test's own.
# Usage: submit-link.sh JUDGE ROOT
set -u
judge=$(realpath "$1") root=$(realpath "$2")
. "$(dirname "$0")/../lib/lib.sh"
cd "$root" || exit 1
if ! command -v ld.gold >/dev/null; then
	echo "SKIP: GNU gold (ld.gold, Debian 12's binutils) is not installed here"
	exit 77
fi
export JUDGE_CACHE=$tmp/cache
sub=problems/hdu1846/submissions/accepted/formula.c
choice() { local f; f=$(find "$JUDGE_CACHE" -maxdepth 1 -name 'link-*' -type f); [ -n "$f" ] && cat "$f" || echo none; }
# The linkers of the binaries the last submit put in the cache (the programs newer than $tmp/mark:
# the submission's, and the problem's own programs at their first compile), each said once.
linker() {
	local f
	find "$JUDGE_CACHE" -maxdepth 1 -type f -newer "$tmp/mark" | while read -r f; do
		[ "$(head -c 4 "$f" | od -An -c | tr -d ' ')" = '177ELF' ] || continue
		if readelf -n "$f" | grep -q "gold version"; then echo gold; else echo bfd; fi
	done | sort -u | tr '\n' ' ' | sed 's/ $//'
}
trim() { local s=$1; s=${s#"${s%%[![:space:]]*}"}; printf '%s' "${s%"${s##*[![:space:]]}"}"; }

# NAME | BEFORE | SUFFIX | STATUS | JQ | EXPECTED | CHOICE | LINKER | WHAT
# BEFORE is written over the cache's choice first ("-": nothing). SUFFIX is printf %b text.
while IFS='|' read -r name before suffix status query want chosen made what; do
	name=$(trim "$name") before=$(trim "$before") suffix=$(trim "$suffix") status=$(trim "$status")
	query=$(trim "$query") want=$(trim "$want") chosen=$(trim "$chosen") made=$(trim "$made") what=$(trim "$what")
	[ "$before" = - ] || printf '%s' "$before" >"$(find "$JUDGE_CACHE" -maxdepth 1 -name 'link-*' -type f)"
	{ cat "$sub"; printf '%b' "$suffix"; } >"$tmp/$name.c"
	touch "$tmp/mark" && sleep 0.01
	expect "$status" "$name judged" -- "$judge" submit hdu1846 "$tmp/$name.c" --json --root "$root"
	same "$(jq -c "$query" "$tmp/out")" "$want" "$name: $what"
	same "$(choice)" "$chosen" "$name: the cache's choice of linker"
	[ "$made" = - ] || same "$(linker)" "$made" "$name: the linker of its binary"
done <<'TABLE'
first   | -                  | // the first\n | 0 | [.verdict, .compile.log] | ["AC",""] | -fuse-ld=gold | gold | the first compile chooses gold, and links with it
missing | -fuse-ld=nosuchld  | // missing\n | 0 | [.verdict, .compile.ok, .compile.log] | ["AC",true,""] | none | bfd | a linker that is not there: AC linked without it, nothing of it in the log, the choice removed
again   | -                  | // again\n | 0 | [.verdict, .compile.log] | ["AC",""] | -fuse-ld=gold | gold | chosen again by the next compile
broken  | -                  | int broken( {\n | 1 | [.verdict, .compile.ok, contains({compile: {log: "expected"}})] | ["CE",false,true] | -fuse-ld=gold | - | a source's own error is CE with GCC's message, and the choice is kept
TABLE

# None of the language's linkers here: the choice is made empty, and GCC's own linker serves.
r=$tmp/root
mkdir -p "$r/judge" "$r/problems/sum" "$r/solvers"
sed 's/^\(  linkers:\).*/\1 [nosuchld]/' judge/languages.yaml >"$r/judge/languages.yaml"
printf '#include <stdio.h>\nint main(void) { long long x, s = 0; while (scanf("%%lld", &x) == 1) s += x; printf("%%lld\\n", s); return 0; }\n' >"$r/solvers/sum.c"
printf 'int main(void) { return 0; }\n' >"$r/problems/sum/validate.c"
printf 'id: sum\ntitle: sum\nlimits: {time: 2, memory: 256, output: 64}\nsolver: solvers/sum.c\nchecker: exact\nvalidator: problems/sum/validate.c\ntests:\n  - {name: t1}\n' \
	>"$r/problems/sum/problem.yaml"
mkdir -p "$r/testdata/sum" && echo "1 2 3" >"$r/testdata/sum/t1.in"
expect 0 "the scratch problem's answers" -- "$judge" regen sum --root "$r"
rm -rf "$JUDGE_CACHE"
touch "$tmp/mark" && sleep 0.01
expect 0 "a compile where no linker named is installed" -- "$judge" submit sum "$r/solvers/sum.c" --json --root "$r"
same "$(jq -c '[.verdict, .compile.log]' "$tmp/out")" '["AC",""]' "AC, nothing of the linkers in the log"
same "$(choice)" "" "the choice is empty: GCC's default linker"
same "$(linker)" bfd "the binary is GNU ld's"

echo "$pass passed, $fail failed"
[ "$fail" -eq 0 ]
