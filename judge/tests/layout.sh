#!/usr/bin/env bash
# The layout of judge/src, checked: an upward include fails the build (a scratch copy of the
# tree gets one, and its build must stop naming the file, the line and the layer), no
# function is over 80 lines (universal-ctags gives each function's first and last line), no
# two files share a name. And judge/tests mirrors it: every folder of judge/src (base: the
# files at its top) has its folder unit/FOLDER/, every unit/FOLDER/FILE.c tests a file of
# src/FOLDER (FILE.c, or the header FILE.h), and every test file is in its folder's list
# (unit/FOLDER/meson.build, cli/meson.build, serve/meson.build). Usage: layout.sh ROOT
set -uo pipefail
root=$1
. "$(dirname "$0")/lib/lib.sh"
src=$root/judge/src

# --- no function over 80 lines ---
if ! ctags --version 2>/dev/null | grep -q 'Universal Ctags'; then
	bad "universal-ctags is not installed (scripts/setup installs it)"
else
	long=$(cd "$src" && ctags --fields=+ne --kinds-C=f -o - $(find . -name '*.c' | sort) |
		awk -F'\t' '{ s = e = ""; for (i = 4; i <= NF; i++) { if ($i ~ /^line:/) s = substr($i, 6); if ($i ~ /^end:/) e = substr($i, 5) }
			if (s != "" && e != "" && e - s + 1 > 80) printf "%s:%s: %s is %d lines\n", $2, s, $1, e - s + 1 }')
	same "$long" "" "functions of judge/src over 80 lines"
	# The measure itself: a function of 81 lines is found, one of 80 is not.
	{ echo 'int f80(void) {'; for i in $(seq 78); do echo 'f();'; done; echo '}'
	  echo 'int f81(void) {'; for i in $(seq 79); do echo 'f();'; done; echo '}'; } >"$tmp/long.c"
	same "$(ctags --fields=+ne --kinds-C=f -o - "$tmp/long.c" | awk -F'\t' '{ print $1, $NF }' | tr '\n' ' ')" \
		"f80 end:80 f81 end:161 " "ctags gives each function's last line"
fi

# --- no two files share a name ---
dups=$(find "$src" -name '*.[ch]' -printf '%f\n' | sort | uniq -d | tr '\n' ' ')
same "$dups" "" "no two files of judge/src share a name"
for d in $dups; do
	echo "layout: $(cd "$src" && find . -name "$d" | sed 's|^\./||' | sort | tr '\n' ' ')share the name $d"
done

# --- judge/tests mirrors judge/src ---
# The tests folder of each folder of src/, and the files each folder's list misses.
tests=$root/judge/tests
folders="base $(cd "$src" && find . -mindepth 1 -maxdepth 1 -type d -printf '%f\n' | sort | tr '\n' ' ')"
missing="" unmirrored="" unlisted=""
for d in $folders; do
	[ -f "$tests/unit/$d/meson.build" ] || missing+="unit/$d/ "
	from=$src/$d
	[ "$d" = base ] && from=$src
	for f in "$tests/unit/$d"/*.c; do
		[ -e "$f" ] || continue
		name=$(basename "$f" .c)
		[ -f "$from/$name.c" ] || [ -f "$from/$name.h" ] || unmirrored+="unit/$d/$name.c "
		grep -q "^ *'$name' *:" "$tests/unit/$d/meson.build" 2>/dev/null || unlisted+="unit/$d/$name.c "
	done
done
same "$missing" "" "every folder of judge/src has its judge/tests/unit/FOLDER/meson.build"
same "$unmirrored" "" "every unit test is named for a file of its folder of judge/src"
# The unit folders are the folders of src/ and no other.
same "$(cd "$tests/unit" && find . -mindepth 1 -maxdepth 1 -type d -printf '%f ' | tr ' ' '\n' | sort | tr '\n' ' ')" \
	"$(echo $folders | tr ' ' '\n' | sort | tr '\n' ' ')" "judge/tests/unit/ has a folder for each folder of judge/src, and only those"
for f in "$tests"/cli/*.sh; do
	name=$(basename "$f" .sh)
	grep -q "^ *'$name' *:" "$tests/cli/meson.build" || grep -qF "judge/tests/cli/$name.sh" "$root/meson.build" ||
		unlisted+="cli/$name.sh "
done
for f in "$tests"/serve/*.sh "$tests"/serve/*.py; do
	name=$(basename "$f")
	case "$name" in *-lib.sh | serve_*.py) continue ;; esac # what the tests share
	grep -q "^ *'$name' *:" "$tests/serve/meson.build" ||
		grep -lF "$name" "$tests"/serve/*.sh "$tests"/serve/*.py "$root/scripts/bench" | grep -vqxF "$f" ||
		unlisted+="serve/$name "
done
same "$unlisted" "" "every test file is in its folder's list (or, for serve/'s clients, named by a test or scripts/bench)"
# The flat layout is gone: no test file at judge/tests' top but layout.sh.
same "$(cd "$tests" && find . -maxdepth 1 -type f \( -name '*.c' -o -name '*.sh' -o -name '*.py' \) -printf '%f ' )" "layout.sh " \
	"no test file at judge/tests' top (they mirror judge/src: docs/development.md, \"Tests\")"

# --- an upward include fails the build ---
tree=$tmp/tree
mkdir -p "$tree/problems"
cp -r "$root/meson.build" "$root/meson_options.txt" "$root/judge" "$root/solvers" "$root/scripts" "$tree/"
for f in "$root"/problems/*/problem.yaml; do
	id=$(basename "$(dirname "$f")")
	mkdir -p "$tree/problems/$id" && cp "$f" "$tree/problems/$id/"
done
expect 0 "meson setup of the scratch copy" -- meson setup "$tree/build" "$tree" -Dtests=disabled -Dfuzz=disabled
expect 0 "the tree as it is passes the layering step" -- ninja -C "$tree/build" judge/layering.h
# run/ includes from store/, a layer of the live session far above it.
cp "$tree/judge/src/run/pool.c" "$tmp/pool.c"
{ echo '#include "store/store.h"'; cat "$tmp/pool.c"; } >"$tree/judge/src/run/pool.c"
ninja -C "$tree/build" judge/judge >"$tmp/out" 2>&1
same "$?" "1" "the build with an upward include fails"
has "$tmp/out" 'judge/src/run/pool.c:1: includes "store/store.h": run may not include from store' \
	"the failure names the file, the line and the layer"
same "$(grep -c 'Compiling C object' "$tmp/out")" "0" "nothing compiled before the layering step"
cp "$tmp/pool.c" "$tree/judge/src/run/pool.c"
# validate/ includes from analysis/: a layer beside it, not below it.
printf '#include "analysis/draw.h"\n' >>"$tree/judge/src/validate/step.h"
ninja -C "$tree/build" judge/judge >"$tmp/out" 2>&1
same "$?" "1" "the build with a sideways include fails"
has "$tmp/out" "judge/src/validate/step.h:$(wc -l <"$tree/judge/src/validate/step.h"): includes \"analysis/draw.h\": validate may not include from analysis" \
	"a sideways include is named too"
# A new folder that no layer names.
mkdir "$tree/judge/src/extra" && printf 'int extra;\n' >"$tree/judge/src/extra/extra.c"
cp "$root/judge/src/validate/step.h" "$tree/judge/src/validate/step.h"
ninja -C "$tree/build" judge/layering.h >"$tmp/out" 2>&1
same "$?" "1" "a folder in no layer fails the build"
has "$tmp/out" "judge/src/extra/extra.c: its folder is in no layer" "the folder in no layer is named"

echo "$pass passed, $fail failed"
[ "$fail" -eq 0 ]
