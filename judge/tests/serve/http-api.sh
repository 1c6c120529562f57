#!/usr/bin/env bash
# The Contest API of judge serve: a team's POST of a submission (HTTP basic
# auth, a base64 zip), judged, with the statuses of POSTs that break the rules,
# the event feed, the freeze. With --schemas, every answer is also checked
# against icpc/ccs-specs' JSON schemas (2023-06, strict: no property the spec
# does not name) by http-api.py with Debian's python3-jsonschema. The
# schemas are read from a copy of icpc/ccs-specs: CCS_SPECS (a git checkout
# holding the branch 2023-06); with --schemas and no copy, skipped (77). The
# project does not carry the schemas (they are the spec's own text), so the
# meson test serve-api-schemas, which passes --schemas, is in the suite
# 'external' that scripts/test leaves out and names.
# Usage: http-api.sh JUDGE ROOT [--schemas]
set -uo pipefail
judge=$(realpath "$1")
root=$(realpath "$2")
schemas=${3:-}
here=$(dirname "$(realpath "$0")")
tmp=$(mktemp -d)
trap 'stop_server; rm -rf "$tmp"' EXIT
command -v zip >/dev/null || { echo "skipped: no zip command"; exit 77; }
if [ "$schemas" = --schemas ]; then
	specs=${CCS_SPECS:-/work/.mirror/icpc+ccs-specs/repo}
	mkdir -p "$tmp/schemas"
	if ! git -C "$specs" rev-parse -q --verify 2023-06 >/dev/null 2>&1; then
		echo "skipped: no copy of icpc/ccs-specs with its branch 2023-06 at '$specs' (set CCS_SPECS)"
		exit 77
	fi
	for f in $(git -C "$specs" ls-tree --name-only 2023-06 json-schema/); do
		git -C "$specs" show "2023-06:$f" > "$tmp/schemas/$(basename "$f")"
	done
	/usr/bin/python3 -c 'import jsonschema' 2>/dev/null || { echo "skipped: no python3-jsonschema"; exit 77; }
fi
. "$here/http-lib.sh"

write_package "$tmp/contest"
start_server "$tmp/contest"
api=$base/api/contests/http-test
valid() { # valid SCHEMA FILE...: the answers match the schema (with --schemas; see the top)
	[ "$schemas" = --schemas ] || return 0
	local out
	out=$(/usr/bin/python3 "$here/http-api.py" "$tmp/schemas" "$@" 2>&1)
	check '[ -z "$out" ]' "$1: $out"
}
get() { curl -s -u jury:pw-jury "$@"; }

# Before the start, then started by the jury.
get "$base/api" > "$tmp/info.json"; valid api_information "$tmp/info.json"
expect "the public's problems before the start" '[]' "$(curl -s "$api/problems" | jq -c .)"
expect "the jury's problems before the start" '["hdu1850","nimmove"]' "$(get "$api/problems" | jq -c '[.[].id]')"
get "$api/state" > "$tmp/state0.json"; valid state "$tmp/state0.json"
expect "state before the start" null "$(jq -c .started "$tmp/state0.json")"
rm -f "$tmp/jar"; login jury pw-jury "$tmp/jar" >/dev/null
curl -s -o /dev/null -b "$tmp/jar" -d "csrf=$(csrf_of "$base/jury" "$tmp/jar")" -d action=start "$base/jury/clock"

# A team's POST: a zip of one C file, base64.
(cd "$root/problems/hdu1850/submissions/accepted" && zip -q "$tmp/ac.zip" xor_compare.c)
(cd "$root/problems/hdu1850/submissions/wrong_answer" && zip -q "$tmp/wa.zip" one_case.c)
body() { printf '{"problem_id":"%s","language_id":"c","files":[{"data":"%s"}]%s}' "$1" "$(base64 -w0 "$2")" "${3:-}"; }
post() { rm -f "$tmp/post.json"; curl -s -o "$tmp/post.json" -w '%{http_code}' -H 'Content-Type: application/json' --data-binary @- "$@" "$api/submissions"; }
expect "team1 POSTs" 200 "$(body hdu1850 "$tmp/ac.zip" | post -u team1:pw-one)"
valid submission "$tmp/post.json"
expect "the new submission's id" '"1"' "$(jq -c .id "$tmp/post.json")"
expect "team2 POSTs" 200 "$(body hdu1850 "$tmp/wa.zip" | post -u team2:pw-two)"
expect "a POST without an account" 401 "$(body hdu1850 "$tmp/ac.zip" | post)"
# The pages' session cookie reads the API, but a POST needs basic credentials: a cookie alone
# would let another site's form submit for a team whose browser is logged in.
rm -f "$tmp/tjar"; login team1 pw-one "$tmp/tjar" >/dev/null
expect "team1's session cookie reads its submissions" 200 "$(status -b "$tmp/tjar" "$api/submissions")"
expect "a POST with team1's session cookie alone, from the same origin" 401 \
	"$(body hdu1850 "$tmp/ac.zip" | post -b "$tmp/tjar" -H "Origin: $base")"
expect "a POST with a wrong password" 401 "$(body hdu1850 "$tmp/ac.zip" | post -u team1:nope)"
expect "the jury POSTs (no team_submit)" 403 "$(body hdu1850 "$tmp/ac.zip" | post -u jury:pw-jury)"
expect "a POST for another team" 403 "$(body hdu1850 "$tmp/ac.zip" ',"team_id":"t2"' | post -u team1:pw-one)"
expect "a POST with its own time" 400 "$(body hdu1850 "$tmp/ac.zip" ',"time":"2026-01-01T00:00:00Z"' | post -u team1:pw-one)"
expect "a POST of an unknown problem" 400 "$(body nosuch "$tmp/ac.zip" | post -u team1:pw-one)"
# Ids and a zip entry name of 2-byte characters, long enough that the error quoting them is cut
# (at 2 KiB), once at each parity: the answer is still 400 with JSON (a message cut inside a
# character once made jansson return NULL, and the HTTP process crash on it), and the server stays up.
long=$(printf '\xc3\xa9%.0s' $(seq 1100))
for pad in "" x; do
	expect "a POST of a long non-ASCII problem_id ($pad)" "400 400" "$(body "$pad$long" "$tmp/ac.zip" | post -u team1:pw-one) $(jq -r .code "$tmp/post.json" 2>&1)"
	printf '{"problem_id":"hdu1850","language_id":"%s","files":[{"data":"%s"}]}' "$pad$long" "$(base64 -w0 "$tmp/ac.zip")" > "$tmp/lang.json"
	expect "a POST of a long non-ASCII language_id ($pad)" "400 400" "$(post -u team1:pw-one < "$tmp/lang.json") $(jq -r .code "$tmp/post.json" 2>&1)"
	/usr/bin/python3 -c 'import sys, zipfile; zipfile.ZipFile(sys.argv[1], "w").writestr(sys.argv[2], "int main(){}")' "$tmp/name.zip" "$pad${long}.c"
	expect "a POST of a zip entry with a long non-ASCII name ($pad)" "400 400" "$(body hdu1850 "$tmp/name.zip" | post -u team1:pw-one) $(jq -r .code "$tmp/post.json" 2>&1)"
done
expect "the message quoting a long problem_id, cut" "problem: no such problem 'éé" "$(body "$long" "$tmp/ac.zip" | post -u team1:pw-one >/dev/null; jq -r '.message[0:28]' "$tmp/post.json")"
expect "a POST whose data is no zip" 400 "$(printf '{"problem_id":"hdu1850","language_id":"c","files":[{"data":"aGVsbG8="}]}' | post -u team1:pw-one)"
mkdir -p "$tmp/deep/sub" && echo 'int main(){}' > "$tmp/deep/sub/a.c"
(cd "$tmp/deep" && zip -q -r "$tmp/deep.zip" sub)
expect "a POST of a zip with a folder" 400 "$(body hdu1850 "$tmp/deep.zip" | post -u team1:pw-one)"
head -c 300000 /dev/zero | tr '\0' 'x' > "$tmp/big.c"
(cd "$tmp" && zip -q big.zip big.c)
expect "a POST over the size limit (a small zip that inflates past it)" 413 "$(body hdu1850 "$tmp/big.zip" | post -u team1:pw-one)"
expect "a POST that is not JSON" 400 "$(echo '{' | post -u team1:pw-one)"

# Judged: the judgement and runs appear.
for _ in $(seq 300); do
	n=$(get "$api/judgements" | jq '[.[] | select(.judgement_type_id != null)] | length')
	[ "$n" = 2 ] && break
	sleep 0.1
done
expect "the judgement types of submissions 1 and 2" '["AC","WA"]' "$(get "$api/judgements" | jq -c '[.[] | .judgement_type_id]')"
expect "the files of submission 1, as a zip" "xor_compare.c" "$(get "$api/submissions/1/files" > "$tmp/files.zip"; unzip -Z1 "$tmp/files.zip")"
check 'unzip -p "$tmp/files.zip" | cmp -s - "$root/problems/hdu1850/submissions/accepted/xor_compare.c"' "the zip holds the source as sent"

# Every endpoint against its schema.
for e in contests:contests contests/http-test:contest; do
	get "$base/api/${e%%:*}" > "$tmp/e.json"; valid "${e##*:}" "$tmp/e.json"
done
for e in state problems teams languages judgement-types submissions judgements runs scoreboard; do
	get "$api/$e" > "$tmp/$e.json"
	case $e in state|scoreboard) s=$e ;; *) s=$e ;; esac
	valid "$s" "$tmp/$e.json"
done
get "$api/submissions/2" > "$tmp/s2.json"; valid submission "$tmp/s2.json"
get "$api/problems/hdu1850" > "$tmp/p.json"; valid problem "$tmp/p.json"
curl -s "$api/scoreboard" > "$tmp/public-board.json"; valid scoreboard "$tmp/public-board.json"
expect "the scoreboard's ranks (t1 solved A at minute 0)" '[[1,"t1",1,0],[2,"t2",0,0]]' \
	"$(jq -c '[.rows[] | [.rank, .team_id, .score.num_solved, .score.total_time]]' "$tmp/scoreboard.json")"
expect "a judgement type of the judge" '{"id":"RTE","name":"Run-Time Error","penalty":true,"solved":false}' \
	"$(jq -c '.[] | select(.id == "RTE")' "$tmp/judgement-types.json")"

# The event feed: NDJSON, each line an event of the schema; resumed with since_token.
# A feed never ends: each is read for two seconds (curl's --max-time; the store is polled twice
# a second, and what the checks want is stored before the feeds start). The public's and
# team1's are read beside the jury's, as three clients would: each is what its asker may see,
# whoever else reads the feed meanwhile. The jury's resumed feed starts as soon as the first
# feed has shown its first submission's token, beside the others rather than after them.
curl -s --max-time 2 "$api/event-feed" > "$tmp/public.ndjson" &
public_feed=$!
curl -s --max-time 2 -u team1:pw-one "$api/event-feed" > "$tmp/team1.ndjson" &
team1_feed=$!
curl -s --max-time 2 -u jury:pw-jury "$api/event-feed" > "$tmp/feed.ndjson" &
jury_feed=$!
first_token() { jq -R -r 'fromjson? | select(.type == "submissions") | .token' "$tmp/feed.ndjson" | head -1; }
for _ in $(seq 40); do
	[ -n "$(first_token)" ] && break
	sleep 0.05
done
curl -s --max-time 2 -u jury:pw-jury "$api/event-feed?since_token=$(first_token)" > "$tmp/feed2.ndjson" &
resumed_feed=$!
wait "$jury_feed" "$resumed_feed"
valid event-feed "$tmp/feed.ndjson"
expect "the feed's kinds of events" '["contest","judgement-types","judgements","languages","problems","runs","state","submissions","teams"]' \
	"$(jq -s -c '[.[].type] | unique' "$tmp/feed.ndjson")"
expect "the feed's judgements" '["AC","WA"]' "$(jq -s -c '[.[] | select(.type == "judgements") | .data.judgement_type_id]' "$tmp/feed.ndjson")"
expect "submissions after the first's token" '["2"]' "$(jq -s -c '[.[] | select(.type == "submissions") | .id]' "$tmp/feed2.ndjson")"
expect "a token that is not one" 400 "$(status -u jury:pw-jury "$api/event-feed?since_token=x")"
wait "$public_feed" "$team1_feed"
expect "the public's feed has no submissions" 0 "$(jq -s '[.[] | select(.type == "submissions" or .type == "judgements")] | length' "$tmp/public.ndjson")"
expect "team1's feed: its own submission only" '["1"]' "$(jq -s -c '[.[] | select(.type == "submissions") | .id]' "$tmp/team1.ndjson")"

expect "the public's problems after the start" '["hdu1850","nimmove"]' "$(curl -s "$api/problems" | jq -c '[.[].id]')"

# Frozen from the start: the public sees team1's accepted submission as pending,
# the jury sees it solved; thawed, everyone does.
stop_server
FREEZE=2:00:00 write_package "$tmp/frozen"
rm -f "$tmp/session.db"*
start_server "$tmp/frozen"
api=$base/api/contests/http-test
login jury pw-jury "$tmp/jar" >/dev/null
curl -s -o /dev/null -b "$tmp/jar" -d "csrf=$(csrf_of "$base/jury" "$tmp/jar")" -d action=start "$base/jury/clock"
expect "team1 POSTs while frozen" 200 "$(body hdu1850 "$tmp/ac.zip" | post -u team1:pw-one)"
for _ in $(seq 300); do
	[ "$(get "$api/judgements" | jq -r '.[0].judgement_type_id')" = AC ] && break
	sleep 0.1
done
cell='.rows[] | select(.team_id == "t1") | .problems[0] | [.num_judged, .num_pending, .solved]'
expect "the public's cell, frozen" '[0,1,false]' "$(curl -s "$api/scoreboard" | jq -c "$cell")"
expect "the jury's cell, frozen" '[1,0,true]' "$(get "$api/scoreboard" | jq -c "$cell")"
check 'curl -s "$base/scoreboard" | grep -q "<td class=\"cell-pending\" data-problem=\"A\">?1</td>"' "the public page shows the cell pending"
expect "the state says frozen" true "$(curl -s "$api/state" | jq '.frozen != null and .thawed == null')"
curl -s -o /dev/null -b "$tmp/jar" -d "csrf=$(csrf_of "$base/jury" "$tmp/jar")" -d action=thaw "$base/jury/clock"
expect "the public's cell, thawed" '[1,0,true]' "$(curl -s "$api/scoreboard" | jq -c "$cell")"
curl -s "$api/state" > "$tmp/state-thawed.json"; valid state "$tmp/state-thawed.json"
expect "the state says thawed" true "$(jq '.thawed != null' "$tmp/state-thawed.json")"

expect "another contest" 404 "$(status "$base/api/contests/other/problems")"
expect "an endpoint that is not one" 404 "$(status "$api/nothing")"
finish
