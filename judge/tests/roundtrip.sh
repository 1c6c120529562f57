#!/usr/bin/env bash
# The round trip of one problem: `judge export ID` as a Kattis package, then
# `judge validate` of that package in place, which judges every sample
# submission against its folder's rule: the same verdicts as ours (PE counts as
# WA, MLE as a run-time error: the format has neither). Usage: roundtrip.sh JUDGE ROOT ID
set -uo pipefail
judge=$1
root=$2
id=$3
. "$(dirname "$0")/lib.sh"
expect 0 "export $id" -- "$judge" export "$id" "$tmp/$id" --root "$root"
expect 0 "validate the exported $id in place" -- "$judge" validate "$tmp/$id" --root "$root" -j 2
same "$(tail -1 "$tmp/out")" "$tmp/$id: valid" "the package of $id is valid"
[ "$fail" -eq 0 ] || cat "$tmp/out"
# Each of our sample submissions was judged there, none skipped for its language.
ours=$(find "$root/problems/$id/submissions" -type f | wc -l)
judged=$(grep -cE '^        (AC|WA|TLE|RE|MLE|OLE|PE|CE|JE) +submissions/' "$tmp/out")
skipped=$(grep -c '(skipped: ' "$tmp/out")
same "$((judged + skipped))" "$((ours + 1))" "every sample submission and the reference judged in the package"
echo "$pass passed, $fail failed"
[ "$fail" -eq 0 ]
