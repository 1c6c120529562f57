#!/usr/bin/env bash
# The JVM compilers' class-data-sharing archive (judge/src/run/compile-aids.h), for javac: made on
# first use, used by the compiles after it, and never changing a verdict. Each case of the table
# below is a Java solution of cf919f with text after its last line (a new source for the compile
# cache), judged with --json: its exit status, then the JSON's fields by a jq expression
# (compile.cds says whether this compile mapped the archive), and how many archives the cache
# holds after it. The cases run in order, each on the cache the one before left; the cache is the
# test's own, so the archive is made here (about 2 s of CPU), and the one corrupted below harms no
# other test. Kotlin's archive is made the same way (its test is lang-kotlin's).
# Usage: submit-cds.sh JUDGE ROOT
set -u
judge=$(realpath "$1") root=$(realpath "$2")
. "$(dirname "$0")/../lib/lib.sh"
cd "$root" || exit 1
javac=$(awk '/^java:/ { j = 1 } j && /^  compile:/ { sub(/.*\[/, ""); sub(/,.*/, ""); print; exit }' judge/languages.yaml)
if [ ! -x "$javac" ]; then
	echo "SKIP: '$javac' is not installed here (scripts/setup --languages)"
	exit 77
fi
export JUDGE_CACHE=$tmp/cache
sub=problems/cf919f/submissions/accepted/Retrograde.java
archives() { find "$JUDGE_CACHE" -maxdepth 1 -name 'cds-*.jsa' -type f; }
trim() { local s=$1; s=${s#"${s%%[![:space:]]*}"}; printf '%s' "${s%"${s##*[![:space:]]}"}"; }

# NAME | BEFORE | SUFFIX | STATUS | JQ | EXPECTED | ARCHIVES | WHAT
# BEFORE is done to the cached archive first: "cut" cuts it short (the JVM dies of SIGBUS mapping
# it), "-" nothing. SUFFIX is printf %b text.
while IFS='|' read -r name before suffix status query want count what; do
	name=$(trim "$name") before=$(trim "$before") suffix=$(trim "$suffix") status=$(trim "$status")
	query=$(trim "$query") want=$(trim "$want") count=$(trim "$count") what=$(trim "$what")
	[ "$before" = cut ] && truncate -s 100000 "$(archives)"
	{ cat "$sub"; printf '%b' "$suffix"; } >"$tmp/$name.java"
	expect "$status" "$name judged" -- "$judge" submit cf919f "$tmp/$name.java" --json --root "$root"
	same "$(jq -c "$query" "$tmp/out")" "$want" "$name: $what"
	same "$(archives | wc -l)" "$count" "$name: archives in the cache"
done <<'TABLE'
first  | -   | // the first\n | 0 | [.verdict, .compile.cds, .compile.log] | ["AC",true,""] | 1 | the first Java compile makes the archive and uses it, nothing of it in the log
broken | -   | class Broken { int f( }\n | 1 | [.verdict, .compile.cds, contains({compile: {log: "error:"}})] | ["CE",false,true] | 1 | a source's own error is CE with javac's message, and the archive is kept
cut    | cut | // cut short\n | 0 | [.verdict, .compile.ok, .compile.cds, .compile.log] | ["AC",true,false,""] | 0 | an archive cut short: AC without it, nothing of it in the log, and it is removed
again  | -   | // again\n | 0 | [.verdict, .compile.cds] | ["AC",true] | 1 | made again by the next compile
TABLE

echo "$pass passed, $fail failed"
[ "$fail" -eq 0 ]
