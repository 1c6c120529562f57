#!/usr/bin/env bash
# The precompiled <bits/stdc++.h> (judge/src/run/compile.h): which C++ sources it serves, and that
# it never changes a verdict. Each case is a C++ solution of hdu1846 judged with --json, whose
# compile.pch says whether this compile used the header; the cache is the test's own, so the
# header is built here once (about 10 s of CPU), and the corrupted one below harms no other test.
# Usage: compile-pch.sh JUDGE ROOT
set -u
judge=$(realpath "$1") root=$(realpath "$2")
. "$(dirname "$0")/lib.sh"
cd "$root" || exit 1
export JUDGE_CACHE=$tmp/cache
sub=problems/hdu1846/submissions/accepted/table.cpp
if ! grep -q '^#include <bits/stdc++.h>$' "$sub"; then
	echo "FAIL $sub no longer includes <bits/stdc++.h>: pick another solution"
	exit 1
fi
# variant NAME PREFIX SUFFIX: the solution with PREFIX before its first line and SUFFIX after its
# last (a different source each, so that none is served from the compile cache).
variant() {
	{ printf '%b' "$2"; cat "$sub"; printf '%b' "$3"; } >"$tmp/$1.cpp"
}
submit() { # submit NAME: judged, the JSON in $tmp/out
	expect "$2" "$1 judged" -- "$judge" submit hdu1846 "$tmp/$1.cpp" --json --root "$root"
	cp "$tmp/out" "$tmp/$1.json"
}
gch() { find "$JUDGE_CACHE" -path '*/pch-*/bits/stdc++.h.gch' -type f; }

# A comment, then the include: the header is built and used.
variant plain "// a team's note\n/* and a block */\n" ""
submit plain 0
same "$(jq -r '.verdict, .compile.pch' "$tmp/plain.json" | tr '\n' ' ')" "AC true " "plain source: AC with the header"
same "$(gch | wc -l)" 1 "one precompiled header in the cache"

# A source's own #warning that reads like GCC's about the header is the source's: the header is
# used, and kept.
variant warns "" "#warning \"/pch/bits/stdc++.h.gch: not a PCH file [-Winvalid-pch]\"\n"
submit warns 0
same "$(jq -r '.verdict, .compile.pch' "$tmp/warns.json" | tr '\n' ' ')" "AC true " "a #warning like GCC's: AC with the header"
same "$(gch | wc -l)" 1 "the header is kept after a source's #warning"

# Anything before the include that could change the header's meaning: compiled without it.
variant define "#define _GLIBCXX_DEBUG 1\n" ""
submit define 0
same "$(jq -r '.verdict, .compile.pch' "$tmp/define.json" | tr '\n' ' ')" "AC false " "#define before the include: no header"
variant pragma "#pragma GCC optimize(\"O3\")\n" ""
submit pragma 0
same "$(jq -r '.verdict, .compile.pch' "$tmp/pragma.json" | tr '\n' ' ')" "AC false " "#pragma before the include: no header"
variant other "#include <cstdio>\n" ""
submit other 0
same "$(jq -r '.verdict, .compile.pch' "$tmp/other.json" | tr '\n' ' ')" "AC false " "another include first: no header"
variant continued "// a comment that goes on \\\\\n" ""
submit continued 0
same "$(jq -r '.compile.pch' "$tmp/continued.json")" "false" "a line comment ending in a backslash: no header"

# A source's own compile error is CE, with the header or without, and the header is kept.
variant broken "" "int broken( {\n"
submit broken 1
same "$(jq -r '.verdict, .compile.ok, .compile.pch' "$tmp/broken.json" | tr '\n' ' ')" "CE false false " "a compile error is CE"
has "$tmp/broken.json" "expected" "the compiler's own message"
same "$(gch | wc -l)" 1 "the header is kept after a source's own error"

# A corrupt header (cut short: GCC fails "while reading precompiled header") changes no verdict:
# the compile is done again without it, its log is the clean one, and the header is dropped.
f=$(gch)
truncate -s 300000 "$f"
variant corrupt "" "// another submission\n"
submit corrupt 0
same "$(jq -r '.verdict, .compile.ok, .compile.pch' "$tmp/corrupt.json" | tr '\n' ' ')" "AC true false " "corrupt header: AC without it"
same "$(jq -r .compile.log "$tmp/corrupt.json")" "" "corrupt header: nothing of it in the log"
same "$(gch | wc -l)" 0 "the corrupt header is removed"
# Garbage where a header should be (GCC warns "not a PCH file" and reads the real header): the
# same, without its warning in the log.
mkdir -p "$(dirname "$f")"
head -c 4096 /dev/zero >"$f"
variant garbage "" "// yet another\n"
submit garbage 0
same "$(jq -r '.verdict, .compile.pch, .compile.log' "$tmp/garbage.json" | tr '\n' ' ')" "AC false  " "garbage header: AC without it, clean log"
same "$(gch | wc -l)" 0 "the garbage header is removed"

echo "$pass passed, $fail failed"
[ "$fail" -eq 0 ]
