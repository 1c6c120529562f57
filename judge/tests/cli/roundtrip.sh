#!/usr/bin/env bash
# The round trip of one problem: `judge export ID` as a Kattis package, then
# `judge validate` of that package in place, which judges every sample
# submission against its folder's rule: the same verdicts as ours (PE counts as
# WA, MLE as a run-time error: the format has neither). Then the way back: the
# package, zipped by `export --zip`, imported into a scratch repository by
# `judge import FILE.zip`, where `judge validate` passes and every sample
# submission gets the verdict of its folder here.
# The package in place is validated with `validate --quick`: of the sample
# submissions, one of each folder is judged (one in C where there is), each
# with the verdict its folder promises, and the step's count of those left to
# the full proof makes up the rest, so none was lost on the way. The full
# proof of every submission's verdict is on the way back: the imported copy,
# made from the zip of the same export, is validated in full in the full tier
# (and with --quick, the quick tier, like the package in place).
# (validate-full-ID judges every submission on our own problem beside it.)
# Usage: roundtrip.sh JUDGE ROOT ID [--quick]
set -uo pipefail
judge=$1
root=$2
id=$3
quick=()
[ "${4:-}" = --quick ] && quick=(--quick)
. "$(dirname "$0")/../lib/lib.sh"
# How many submissions validate --quick left to the full proof (0 without --quick).
left() { sed -n 's/.*; \([0-9]*\) left to the full proof).*/\1/p' "$tmp/out" | head -1 | grep . || echo 0; }
expect 0 "export $id" -- "$judge" export "$id" "$tmp/$id" --root "$root"
expect 0 "validate the exported $id in place" -- "$judge" validate "$tmp/$id" --quick --root "$root" -j 2
same "$(tail -1 "$tmp/out")" "$tmp/$id: valid" "the package of $id is valid"
[ "$fail" -eq 0 ] || cat "$tmp/out"
# Each of our sample submissions was judged there (or, --quick, left to the full proof), none
# skipped for its language.
ours=$(find "$root/problems/$id/submissions" -type f | wc -l)
judged=$(grep -cE '^        (AC|WA|TLE|RE|MLE|OLE|PE|CE|JE) +submissions/' "$tmp/out")
skipped=$(grep -c '(skipped: ' "$tmp/out")
same "$((judged + skipped + $(left)))" "$((ours + 1))" "every sample submission and the reference judged in the package"

# --- back again: export --zip, import the zip elsewhere, validate it there ---
repo=$tmp/repo
mkdir -p "$repo/judge" "$repo/problems" "$tmp/zip"
cp "$root/judge/languages.yaml" "$repo/judge/"
cp -r "$root/problems/include" "$repo/problems/"
expect 0 "export $id --zip" -- "$judge" export "$id" "$tmp/zip/$id" --zip --root "$root"
expect 0 "import the zip of $id" -- "$judge" import "$tmp/zip/$id.zip" --id "$id" --root "$repo"
[ "$fail" -eq 0 ] || cat "$tmp/err"
expect 0 "validate the imported $id" -- "$judge" validate "$id" "${quick[@]}" --root "$repo" -j 2
same "$(tail -1 "$tmp/out")" "$id: valid" "the imported $id is valid"
[ "$(tail -1 "$tmp/out")" = "$id: valid" ] || cat "$tmp/out"
# Each submission's verdict there is the verdict its folder promises here, in
# the format's words: PE is WA; an MLE stays an MLE, in the folder of run-time
# errors (where validate accepts it for an imported problem).
verdict_of() {
	case $1 in
	accepted) echo "AC accepted" ;;
	wrong_answer | presentation_error) echo "WA wrong_answer" ;;
	time_limit_exceeded) echo "TLE time_limit_exceeded" ;;
	runtime_error) echo "RE runtime_error" ;;
	memory_limit_exceeded) echo "MLE runtime_error" ;;
	*) echo "?? $1" ;;
	esac
}
want=$( (
	echo "AC accepted/reference.c"
	cd "$root/problems/$id/submissions" && find . -type f | sed 's|^\./||' | while IFS=/ read -r folder name; do
		set -- $(verdict_of "$folder")
		echo "$1 $2/$name"
	done
) | sort)
got=$(awk '$1 ~ /^(AC|WA|PE|TLE|MLE|OLE|RE|CE|JE)$/ && $2 ~ /^[a-z_]+\// { print $1, $2 }' "$tmp/out" | sort)
if [ "${#quick[@]}" -eq 0 ]; then
	same "$got" "$want" "$id: each imported submission's verdict"
else
	# Each one judged got its folder's verdict, and those left make up the rest.
	same "$(comm -13 <(echo "$want") <(echo "$got"))" "" "$id: each imported submission judged got its verdict"
	same "$(($(echo "$got" | grep -c .) + $(left)))" "$(echo "$want" | grep -c .)" \
		"$id: every imported submission judged or left to the full proof"
	folders() { awk '{ sub(/\/.*/, "", $2); print $2 }' | sort | uniq -c | awk '{ print $2 ":" ($1 > 1 ? "many" : 1) }'; }
	same "$(echo "$got" | folders | tr '\n' ' ')" "$(echo "$want" | folders | sed 's/:many/:1/' | tr '\n' ' ')" \
		"$id: one imported submission of each folder judged"
fi
echo "$pass passed, $fail failed"
[ "$fail" -eq 0 ]
