#!/usr/bin/env bash
# The JVM compilers' class-data-sharing archive (judge/src/run/compile.h), for javac: made on first
# use, used by the compiles after it, and never changing a verdict. Each case is a Java solution of
# cf919f judged with --json, whose compile.cds says whether this compile mapped the archive; the
# cache is the test's own, so the archive is made here (about 2 s of CPU), and the one corrupted
# below harms no other test. Kotlin's archive is made the same way (its test is lang-kotlin's).
# Usage: compile-cds.sh JUDGE ROOT
set -u
judge=$(realpath "$1") root=$(realpath "$2")
. "$(dirname "$0")/lib.sh"
cd "$root" || exit 1
javac=$(awk '/^java:/ { j = 1 } j && /^  compile:/ { sub(/.*\[/, ""); sub(/,.*/, ""); print; exit }' judge/languages.yaml)
if [ ! -x "$javac" ]; then
	echo "SKIP: '$javac' is not installed here (scripts/setup --languages)"
	exit 77
fi
export JUDGE_CACHE=$tmp/cache
sub=problems/cf919f/submissions/accepted/Retrograde.java
variant() { # variant NAME SUFFIX: the solution with SUFFIX after its last line (a new source for the cache)
	{ cat "$sub"; printf '%b' "$2"; } >"$tmp/$1.java"
}
submit() { # submit NAME STATUS: judged, the JSON in $tmp/NAME.json
	expect "$2" "$1 judged" -- "$judge" submit cf919f "$tmp/$1.java" --json --root "$root"
	cp "$tmp/out" "$tmp/$1.json"
}
archives() { find "$JUDGE_CACHE" -maxdepth 1 -name 'cds-*.jsa' -type f; }

variant first "// the first\n"
submit first 0
same "$(jq -r '.verdict, .compile.cds' "$tmp/first.json" | tr '\n' ' ')" "AC true " "the first Java compile: AC with the archive"
same "$(archives | wc -l)" 1 "one archive in the cache"
same "$(jq -r .compile.log "$tmp/first.json")" "" "nothing of the archive in the log"

# A source's own compile error is CE, with the archive or without, and the archive is kept.
variant broken "class Broken { int f( }\n"
submit broken 1
same "$(jq -r '.verdict, .compile.cds' "$tmp/broken.json" | tr '\n' ' ')" "CE false " "a compile error is CE"
has "$tmp/broken.json" "error:" "javac's own message"
same "$(archives | wc -l)" 1 "the archive is kept after a source's own error"

# An archive cut short (the JVM dies of SIGBUS mapping it) changes no verdict: the compile is done
# again without it, its log is the clean one, and the archive is dropped, made again by the next.
f=$(archives)
truncate -s 100000 "$f"
variant cut "// cut short\n"
submit cut 0
same "$(jq -r '.verdict, .compile.ok, .compile.cds' "$tmp/cut.json" | tr '\n' ' ')" "AC true false " "archive cut short: AC without it"
same "$(jq -r .compile.log "$tmp/cut.json")" "" "archive cut short: nothing of it in the log"
same "$(archives | wc -l)" 0 "the archive cut short is removed"
variant again "// again\n"
submit again 0
same "$(jq -r '.verdict, .compile.cds' "$tmp/again.json" | tr '\n' ' ')" "AC true " "made again on the next compile"

echo "$pass passed, $fail failed"
[ "$fail" -eq 0 ]
