#!/usr/bin/env bash
# icpc/ccs-specs' own check-api.sh (branch 2023-06) against judge serve, for
# the public, a team and an admin, with -e (the error statuses): a contest
# started, with an accepted and a rejected submission judged. It needs a copy
# of icpc/ccs-specs holding the branch 2023-06: CCS_SPECS (a git directory or
# checkout); without one, skipped (77). check-api.sh calls yajsv, which Debian
# does not package: yajsv-shim.py stands in for it. Suite 'external' (it reads
# a copy of another project): run by name, meson test -C build serve/check-api.
# It runs with -p (properties beyond the schemas allowed, as Contest_API.md's
# Extensibility allows them: the contest's shortname and scoreboard_thaw_time,
# which the branch's contest.json lacks); CHECK_API_ARGS adds options (-n:
# collections non-empty). Prints each role's report; fails if any role's check
# fails: check-api.sh's exit status, and any failure its report names (its
# exit status is 0 when a schema fails).
# Usage: check-api.sh JUDGE ROOT
set -uo pipefail
here=$(dirname "$(realpath "$0")")
specs=${CCS_SPECS:-}
[ -n "$specs" ] && git --git-dir="$specs" rev-parse -q --verify 2023-06 >/dev/null 2>&1 ||
	[ -n "$specs" ] && git -C "$specs" rev-parse -q --verify 2023-06 >/dev/null 2>&1 ||
	{ echo "skipped: set CCS_SPECS to a copy of icpc/ccs-specs with its branch 2023-06"; exit 77; }
command -v zip >/dev/null && command -v jq >/dev/null || { echo "skipped: no zip or jq"; exit 77; }
/usr/bin/python3 -c 'import jsonschema' 2>/dev/null || { echo "skipped: no python3-jsonschema"; exit 77; }
. "$here/http-lib.sh"
serve_test_begin "$@"

mkdir -p "$tmp/specs/json-schema"
gitc() { if [ -d "$specs/.git" ]; then git -C "$specs" "$@"; else git --git-dir="$specs" "$@"; fi; }
gitc show 2023-06:check-api.sh > "$tmp/specs/check-api.sh"
for f in $(gitc ls-tree --name-only 2023-06 json-schema/); do gitc show "2023-06:$f" > "$tmp/specs/$f"; done

write_package "$tmp/contest"
start_server "$tmp/contest"
api=$base/api/contests/http-test
login jury pw-jury "$tmp/jar" >/dev/null
curl -s -o /dev/null -b "$tmp/jar" -d "csrf=$(csrf_of "$base/jury" "$tmp/jar")" -d action=start "$base/jury/clock"
(cd "$root/problems/hdu1850/submissions/accepted" && zip -q "$tmp/ac.zip" xor_compare.c)
(cd "$root/problems/hdu1850/submissions/wrong_answer" && zip -q "$tmp/wa.zip" one_case.c)
for s in team1:pw-one:ac team2:pw-two:wa; do
	printf '{"problem_id":"hdu1850","language_id":"c","files":[{"data":"%s"}]}' "$(base64 -w0 "$tmp/${s##*:}.zip")" |
		curl -s -o /dev/null -u "${s%:*}" -H 'Content-Type: application/json' --data-binary @- "$api/submissions"
done
for _ in $(seq 300); do
	[ "$(curl -s -u jury:pw-jury "$api/judgements" | jq '[.[] | select(.judgement_type_id != null)] | length')" = 2 ] && break
	sleep 0.1
done

for who in public team1:pw-one admin:pw-admin; do
	opts='-s'; [ "$who" = public ] || opts="-s -u $who"
	# shellcheck disable=SC2086 # CHECK_API_ARGS is words on purpose
	out=$(bash "$tmp/specs/check-api.sh" -e -p -t 3 -j "$here/yajsv-shim.py" -c "$opts" ${CHECK_API_ARGS:-} "$base/api" 2>&1)
	rc=$?
	echo "=== ${who%%:*}: check-api.sh exit $rc"
	echo "$out"
	expect "check-api.sh for ${who%%:*}" 0 "$rc"
	expect "the failures its report names for ${who%%:*}" "" "$(grep -E ': fail: |Warning: |Failed to download' <<< "$out")"
done
finish
