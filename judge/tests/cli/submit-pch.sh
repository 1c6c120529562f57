#!/usr/bin/env bash
# The precompiled <bits/stdc++.h> (judge/src/run/compile-aids.h): which C++ sources it serves, and
# that it never changes a verdict. Each case of the table below is a C++ solution of hdu1846 with
# text before its first line and after its last (a new source each, so that none is served from the
# compile cache), judged with --json: its exit status, then the JSON's fields by a jq expression
# (compile.pch says whether this compile used the header), and how many headers the cache holds
# after it. The cases run in order, each on the cache the one before left: the header is built by
# the first (about 10 s of CPU), and the cache is the test's own, so the header corrupted below
# harms no other test.
# Usage: submit-pch.sh JUDGE ROOT
set -u
judge=$(realpath "$1") root=$(realpath "$2")
. "$(dirname "$0")/../lib/lib.sh"
cd "$root" || exit 1
export JUDGE_CACHE=$tmp/cache
sub=problems/hdu1846/submissions/accepted/table.cpp
if ! grep -q '^#include <bits/stdc++.h>$' "$sub"; then
	echo "FAIL $sub no longer includes <bits/stdc++.h>: pick another solution"
	exit 1
fi
gch() { find "$JUDGE_CACHE" -path '*/pch-*/bits/stdc++.h.gch' -type f; }
trim() { local s=$1; s=${s#"${s%%[![:space:]]*}"}; printf '%s' "${s%"${s##*[![:space:]]}"}"; }

# NAME | BEFORE | PREFIX | SUFFIX | STATUS | JQ | EXPECTED | HEADERS | WHAT
# BEFORE is done to the cached header first: "cut" cuts it short (GCC fails "while reading
# precompiled header"), "zero" puts 4 KiB of zeros in its place (GCC warns "not a PCH file" and
# reads the real header), "-" nothing. PREFIX and SUFFIX are printf %b text. HEADERS "-": not
# counted.
header=
while IFS='|' read -r name before prefix suffix status query want headers what; do
	name=$(trim "$name") before=$(trim "$before") prefix=$(trim "$prefix") suffix=$(trim "$suffix")
	status=$(trim "$status") query=$(trim "$query") want=$(trim "$want") headers=$(trim "$headers")
	what=$(trim "$what")
	case $before in
	cut) truncate -s 300000 "$header" ;;
	zero) mkdir -p "$(dirname "$header")" && head -c 4096 /dev/zero >"$header" ;;
	esac
	{ printf '%b' "$prefix"; cat "$sub"; printf '%b' "$suffix"; } >"$tmp/$name.cpp"
	expect "$status" "$name judged" -- "$judge" submit hdu1846 "$tmp/$name.cpp" --json --root "$root"
	same "$(jq -c "$query" "$tmp/out")" "$want" "$name: $what"
	[ "$headers" = - ] || same "$(gch | wc -l)" "$headers" "$name: headers in the cache"
	[ -n "$header" ] || header=$(gch)
done <<'TABLE'
plain     | -    | // a team's note\n/* and a block */\n | | 0 | [.verdict, .compile.pch] | ["AC",true] | 1 | a comment, then the include: the header is built and used
warns     | -    | | #warning "/pch/bits/stdc++.h.gch: not a PCH file [-Winvalid-pch]"\n | 0 | [.verdict, .compile.pch] | ["AC",true] | 1 | a source's own #warning like GCC's is the source's: the header used, and kept
define    | -    | #define _GLIBCXX_DEBUG 1\n | | 0 | [.verdict, .compile.pch] | ["AC",false] | - | a #define before the include: no header
pragma    | -    | #pragma GCC optimize("O3")\n | | 0 | [.verdict, .compile.pch] | ["AC",false] | - | a #pragma before the include: no header
other     | -    | #include <cstdio>\n | | 0 | [.verdict, .compile.pch] | ["AC",false] | - | another include first: no header
continued | -    | // a comment that goes on \\\n | | 0 | [.compile.pch] | [false] | - | a line comment ending in a backslash: no header
broken    | -    | | int broken( {\n | 1 | [.verdict, .compile.ok, .compile.pch, contains({compile: {log: "expected"}})] | ["CE",false,false,true] | 1 | a source's own error is CE with the compiler's message, and the header is kept
corrupt   | cut  | | // another submission\n | 0 | [.verdict, .compile.ok, .compile.pch, .compile.log] | ["AC",true,false,""] | 0 | a header cut short: AC without it, nothing of it in the log, and it is removed
garbage   | zero | | // yet another\n | 0 | [.verdict, .compile.pch, .compile.log] | ["AC",false,""] | 0 | garbage for a header: AC without it, a clean log, and it is removed
TABLE

echo "$pass passed, $fail failed"
[ "$fail" -eq 0 ]
