#!/usr/bin/env bash
# The JVM compilers' class-data-sharing archive (judge/src/run/compile-aids.h), for javac: made on
# first use, used by the compiles after it, and never changing a verdict; then the same for the
# runs' own archive. Each case of the table
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

# The runs' archive (judge/src/run/run-archive.c): made with the first compile above from the
# language's cds program, mapped by every run after it, and never changing a verdict either: a run
# that crashes on an archive cut short is run again without it, and the archive is set aside.
shares() { find "$JUDGE_CACHE" -maxdepth 1 -name 'share-*.jsa' -type f; }
same "$(shares | wc -l)" 1 "the first compile made the runs' archive"
expect 0 "runs with the archive" -- "$judge" submit cf919f "$tmp/again.java" --json --root "$root"
same "$(jq -c '[.verdict, .compile.cached, .compile.share]' "$tmp/out")" '["AC",true,true]' "a cached compile's runs map it"
truncate -s 100000 "$(shares)"
expect 0 "runs with an archive cut short" -- "$judge" submit cf919f "$tmp/again.java" --json --root "$root"
same "$(jq -c '[.verdict, .compile.share, ([.tests[].verdict] | unique)]' "$tmp/out")" '["AC",false,["AC"]]' \
	"every test AC: the crashed runs were run again without it"
has "$tmp/err" "class-data archive" "the judge says the archive was at fault"
same "$(shares | wc -l)" 0 "the archive at fault is removed"
same "$(find "$JUDGE_CACHE" -maxdepth 1 -name 'share-*.jsa.at-fault' -type f | wc -l)" 1 \
	"set aside, not unlinked: a session of another judge may be showing it"
expect 0 "the next submission" -- "$judge" submit cf919f "$tmp/again.java" --json --root "$root"
same "$(jq -c '[.verdict, .compile.share]' "$tmp/out")" '["AC",true]' "the archive is made again"
same "$(shares | wc -l)" 1 "one runs' archive in the cache"

echo "$pass passed, $fail failed"
[ "$fail" -eq 0 ]
