#!/usr/bin/env bash
# The Contest API of judge serve: a team's POST of a submission (HTTP basic
# auth, a base64 zip, or DOMjudge's multipart form), judged, with the statuses
# of POSTs that break the rules (a form that another site's page could send),
# the event feed, the freeze, and what each role (the public, a team, the
# jury, an admin) reads of every endpoint. Every answer is also checked against
# icpc/ccs-specs' JSON schemas (2023-06, strict: no property the spec does not
# name; vendored in data/ccs-schemas) by http-api.py with Debian's
# python3-jsonschema.
# Usage: http-api.sh JUDGE ROOT
set -uo pipefail
here=$(dirname "$(realpath "$0")")
schemas=$here/../data/ccs-schemas
command -v zip >/dev/null || { echo "skipped: no zip command"; exit 77; }
/usr/bin/python3 -c 'import jsonschema' 2>/dev/null || { echo "skipped: no python3-jsonschema (scripts/setup installs it)"; exit 77; }
. "$here/http-lib.sh"
serve_test_begin "$1" "$2"

write_package "$tmp/contest"
# Groups and organizations (Contest Package Format names), and a hidden team t3 with its account.
cat > "$tmp/contest/groups.yaml" <<'YAML'
- id: site1
  name: Site one
- id: site2
  name: Site two
YAML
cat > "$tmp/contest/organizations.yaml" <<'YAML'
- id: uni
  name: Uni
  formal_name: The University
YAML
cat > "$tmp/contest/teams.yaml" <<'YAML'
- id: t1
  name: "<b>Bold</b> & co"
  organization_id: uni
  group_ids: [site1]
- id: t2
  name: Second team
  group_ids: [site2]
- id: t3
  name: Hidden team
  group_ids: [site1]
  hidden: true
YAML
printf -- '- username: team3\n  password: pw-three\n  type: team\n  team_id: t3\n' >> "$tmp/contest/accounts.yaml"
# patch JSON CURL-ARGS...: the status of a PATCH of the contest at $api, its answer in $tmp/patch.json.
patch() { curl -s -o "$tmp/patch.json" -w '%{http_code}' -X PATCH -H 'Content-Type: application/json' --data-binary "$1" "${@:2}" "$api"; }
utc() { date -u -d "$1" +%Y-%m-%dT%H:%M:%SZ; }

# The frozen contest of the test's second half ("Frozen from the start", below), on a server of its
# own started first: the start an admin schedules for it (the spec's least: 30 s ahead) comes while
# the first contest's checks run, and is watched meanwhile by a background shell (watch_start).
FREEZE=2:00:00 write_package "$tmp/frozen"
store=$tmp/frozen.db SERVE_LOG=frozen start_server "$tmp/frozen"
frozen_pid=$server_pid frozen_base=$base frozen_api=$base/api/contests/http-test
server_pid=
watcher=
trap '[ -n "$watcher" ] && kill "$watcher" 2>/dev/null; stop_server; server_pid=$frozen_pid; stop_server; rm -rf "$tmp"' EXIT
start_at=$((EPOCHSECONDS + 35))
expect "the admin's PATCH of a start 35 s ahead" 200 \
	"$(api=$frozen_api patch "{\"id\":\"http-test\",\"start_time\":\"$(utc "@$start_at")\"}" -u admin:pw-admin)"
# started: 0 once the start is due and the contest at $api says it has started.
started() { ((EPOCHSECONDS >= start_at)) && [ "$(curl -s "$api/state" | jq -r .started)" != null ]; }
# watch_start: the frozen contest started by itself at its start_time, and the jury's page says so
# at once; its counts written to $tmp/start.counts (it runs in a subshell).
watch_start() {
	base=$frozen_base api=$frozen_api pass=0 fail=0
	login jury pw-jury "$tmp/frozen-jar" >/dev/null
	poll_until 120 started
	expect "the contest has started by itself" true "$(curl -s "$api/state" | jq '.started != null')"
	expect "at its start_time" true "$(curl -s "$api" | jq --slurpfile s <(curl -s "$api/state") '.start_time == $s[0].started')"
	check 'holds "Running: minute 0 of 120" curl -s -b "$tmp/frozen-jar" "$base/jury"' "the jury page says it runs"
	check 'holds "started at the start_time scheduled on the jury page or the API" curl -s -b "$tmp/frozen-jar" "$base/jury"' \
		"the clock's log says so"
	echo "$pass $fail" >"$tmp/start.counts"
}
watch_start &
watcher=$!

start_server "$tmp/contest"
api=$base/api/contests/http-test
# valid SCHEMA FILE: the answer is to match the schema (see the top). The answer is kept, and all
# are checked at once at the end by valid_all (one Python start, not one per answer).
mkdir -p "$tmp/valid"
nvalid=0
valid() {
	nvalid=$((nvalid + 1))
	cp "$2" "$tmp/valid/$nvalid.$1"
}
valid_all() {
	local out
	out=$(cd "$tmp/valid" && /usr/bin/python3 "$here/http-api.py" "$schemas" * 2>&1)
	check '[ -z "$out" ]' "the answers against the schemas: $out"
	expect "answers checked against the schemas" "$nvalid" "$(ls "$tmp/valid" | wc -l)"
}
get() { curl -s -u jury:pw-jury "$@"; }

# Before the start, then started by the jury.
get "$base/api" > "$tmp/info.json"; valid api_information "$tmp/info.json"
expect "the public's problems before the start" '[]' "$(curl -s "$api/problems" | jq -c .)"
expect "the jury's problems before the start" '["hdu1850","nimmove"]' "$(get "$api/problems" | jq -c '[.[].id]')"
get "$api/state" > "$tmp/state0.json"; valid state "$tmp/state0.json"
expect "state before the start" null "$(jq -c .started "$tmp/state0.json")"
expect "/api/ answers as /api" "$(cat "$tmp/info.json")" "$(get "$base/api/")"
# An admin's PATCH of start_time (contest_start): a start to come, then the countdown paused.
later=$(utc '+1 hour')
expect "a judge's PATCH of start_time" 403 "$(patch "{\"id\":\"http-test\",\"start_time\":\"$later\"}" -u jury:pw-jury)"
expect "a team's PATCH of start_time" 403 "$(patch "{\"id\":\"http-test\",\"start_time\":\"$later\"}" -u team1:pw-one)"
expect "a PATCH of a start past" 403 "$(patch "{\"id\":\"http-test\",\"start_time\":\"$(utc '-1 minute')\"}" -u admin:pw-admin)"
expect "why" "start_time: in the past; a start is scheduled at least 30 s ahead" "$(jq -r .message "$tmp/patch.json")"
expect "a PATCH of a start within 30 s" 403 "$(patch "{\"id\":\"http-test\",\"start_time\":\"$(utc '+5 seconds')\"}" -u admin:pw-admin)"
expect "a PATCH of a start that is not a TIME" 400 "$(patch '{"id":"http-test","start_time":"soon"}' -u admin:pw-admin)"
expect "a PATCH of countdown_pause_time with a start_time" 400 \
	"$(patch "{\"id\":\"http-test\",\"start_time\":\"$later\",\"countdown_pause_time\":\"0:10:00\"}" -u admin:pw-admin)"
expect "the admin's PATCH of a start to come" 200 "$(patch "{\"id\":\"http-test\",\"start_time\":\"$later\"}" -u admin:pw-admin)"
valid contest "$tmp/patch.json"
expect "the contest shows it at once" "[\"$later\",null]" \
	"$(curl -s "$api" | jq -c '[(.start_time | sub("\\.000\\+00:00$"; "Z")), .countdown_pause_time]')"
expect "not started" null "$(curl -s "$api/state" | jq -c .started)"
(cd "$root/problems/hdu1850/submissions/accepted" && zip -q "$tmp/early.zip" xor_compare.c)
expect "a team may not submit before it" 403 "$(status -u team1:pw-one -H 'Content-Type: application/json' \
	-d "{\"problem_id\":\"hdu1850\",\"language_id\":\"c\",\"files\":[{\"data\":\"$(base64 -w0 "$tmp/early.zip")\"}]}" "$api/submissions")"
rm -f "$tmp/jar"; login jury pw-jury "$tmp/jar" >/dev/null
check 'holds "scheduled to start at $later" curl -s -b "$tmp/jar" "$base/jury"' "the jury page says when it starts"
expect "the admin's PATCH of start_time null: the countdown paused" 200 "$(patch '{"id":"http-test","start_time":null}' -u admin:pw-admin)"
valid contest "$tmp/patch.json"
# The time left, give or take the seconds this test takes (an hour less a few seconds).
expect "start_time null, countdown_pause_time the time left" '[null,true]' \
	"$(jq -c '[.start_time, (.countdown_pause_time | test("^0:5[0-9]:"))]' "$tmp/patch.json")"
# The jury page's form does the same.
clock_form() { status -b "$tmp/jar" -d "csrf=$(csrf_of "$base/jury" "$tmp/jar")" "$@" "$base/jury/clock"; }
expect "the jury page's schedule of a time that is not one" 400 "$(clock_form -d action=schedule -d start_time=soon)"
later=$(utc '+2 hours')
expect "the jury page's schedule" 303 "$(clock_form -d action=schedule -d "start_time=$later")"
expect "the contest shows it" "$later" "$(curl -s "$api" | jq -r '.start_time | sub("\\.000\\+00:00$"; "Z")')"
expect "the jury page's pause" 303 "$(clock_form -d action=pause)"
expect "the contest shows the time left" '[null,true]' "$(curl -s "$api" | jq -c '[.start_time, (.countdown_pause_time | test("^1:5[0-9]:"))]')"
expect "the admin's PATCH of a pause of ten minutes" 200 \
	"$(patch '{"id":"http-test","start_time":null,"countdown_pause_time":"0:10:00"}' -u admin:pw-admin)"
expect "the feed's contest at once" '[null,"0:10:00.000"]' \
	"$(get "$api/event-feed?types=contest&stream=false" | tail -1 | jq -c '[.data.start_time, .data.countdown_pause_time]')"
expect "the access of an admin: contest_start and contest_thaw" '["contest_start","contest_thaw"]' \
	"$(curl -s -u admin:pw-admin "$api/access" | jq -c .capabilities)"
# A feed open across the start: the contest is sent again once it has changed (its start_time).
rm -f "$tmp/jar"; login jury pw-jury "$tmp/jar" >/dev/null
csrf=$(csrf_of "$base/jury" "$tmp/jar")
curl -s --max-time 4 -u jury:pw-jury "$api/event-feed" > "$tmp/across.ndjson" &
across_feed=$!
sleep 1
curl -s -o /dev/null -b "$tmp/jar" -d "csrf=$csrf" -d action=start "$base/jury/clock"
wait "$across_feed"
expect "the contest's events across the start: start_time null, then set" '[true,false]' \
	"$(jq -s -c '[.[] | select(.type == "contest") | .data.start_time == null]' "$tmp/across.ndjson")"

# A team's POST: a zip of one C file, base64.
(cd "$root/problems/hdu1850/submissions/accepted" && zip -q "$tmp/ac.zip" xor_compare.c)
(cd "$root/problems/hdu1850/submissions/wrong_answer" && zip -q "$tmp/wa.zip" one_case.c)
body() { printf '{"problem_id":"%s","language_id":"c","files":[{"data":"%s"}]%s}' "$1" "$(base64 -w0 "$2")" "${3:-}"; }
post() { rm -f "$tmp/post.json"; curl -s -o "$tmp/post.json" -w '%{http_code}' -H 'Content-Type: application/json' --data-binary @- "$@" "$api/submissions"; }
expect "team1 POSTs" 200 "$(body hdu1850 "$tmp/ac.zip" | post -u team1:pw-one)"
valid submission "$tmp/post.json"
expect "the new submission's id" '"1"' "$(jq -c .id "$tmp/post.json")"
expect "team2 POSTs" 200 "$(body hdu1850 "$tmp/wa.zip" | post -u team2:pw-two)"
expect "team3 (hidden) POSTs" 200 "$(body hdu1850 "$tmp/ac.zip" | post -u team3:pw-three)"
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
# The multipart form of DOMjudge's submit client (problem, language, code[]): taken only when no
# other site's page can have sent it (api.c), refused here; taken and judged at the end of this contest.
form() { rm -f "$tmp/post.json"; curl -s -o "$tmp/post.json" -w '%{http_code}' "$@" "$api/submissions"; }
ac_c=$root/problems/hdu1850/submissions/accepted/xor_compare.c
fields=(-F problem=hdu1850 -F language=c -F "code[]=@$ac_c")
expect "a form with team1's session cookie alone" "401 a form is taken only with HTTP basic authentication, not a session cookie" \
	"$(form -b "$tmp/tjar" "${fields[@]}") $(jq -r .message "$tmp/post.json")"
expect "a form with basic credentials from another site's page" "403 this request was sent from another site" \
	"$(form -u team1:pw-one -H 'Sec-Fetch-Site: cross-site' "${fields[@]}") $(jq -r .message "$tmp/post.json")"
expect "a form from a sibling site (Sec-Fetch-Site: same-site)" 403 "$(form -u team1:pw-one -H 'Sec-Fetch-Site: same-site' "${fields[@]}")"
expect "a form from another Origin" 403 "$(form -u team1:pw-one -H 'Origin: http://evil.example' "${fields[@]}")"
printf -- '--XYZ\r\nContent-Disposition: form-data; name="problem"\r\n\r\nhdu1850\r\n--XYZ\r\nContent-Disposition: form-data; name="code[]"; filename="a.c"\r\n\r\nint main' > "$tmp/cut.form"
expect "a form cut before its closing boundary" "400 malformed form body: multipart/form-data ends before its closing boundary" \
	"$(form -u team1:pw-one -H 'Content-Type: multipart/form-data; boundary=XYZ' --data-binary @"$tmp/cut.form") $(jq -r .message "$tmp/post.json")"
expect "a form without a file" "400 code[]: expected 1 to 16 files" "$(form -u team1:pw-one -F problem=hdu1850 -F language=c) $(jq -r .message "$tmp/post.json")"
expect "a clarification as a form" 415 "$(status -u team1:pw-one -F text=hello "$api/clarifications")"

# Judged: the judgement and runs appear.
# judged N: 0 when N judgements have a judgement type.
judged() { [ "$(get "$api/judgements" | jq '[.[] | select(.judgement_type_id != null)] | length')" = "$1" ]; }
poll_until 30 judged 3
expect "the judgement types of submissions 1 to 3 (the hidden team's judged)" '["AC","WA","AC"]' "$(get "$api/judgements" | jq -c '[.[] | .judgement_type_id]')"
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
expect "the public's board: no hidden team" '[[1,"t1",1,0],[2,"t2",0,0]]' \
	"$(jq -c '[.rows[] | [.rank, .team_id, .score.num_solved, .score.total_time]]' "$tmp/public-board.json")"
expect "the public's board of site1: t1 alone" '[[1,"t1"]]' "$(curl -s "$api/scoreboard?group_id=site1" | jq -c '[.rows[] | [.rank, .team_id]]')"
expect "the public's board of site2: t2 ranked first of its group" '[[1,"t2"]]' "$(curl -s "$api/scoreboard?group_id=site2" | jq -c '[.rows[] | [.rank, .team_id]]')"
expect "the jury's board of site1: the hidden team too" '[[1,"t1"],[1,"t3"]]' "$(get "$api/scoreboard?group_id=site1" | jq -c '[.rows[] | [.rank, .team_id]]')"
expect "team2's board: no hidden team" '["t1","t2"]' "$(curl -s -u team2:pw-two "$api/scoreboard" | jq -c '[.rows[].team_id]')"
expect "a board of a group that is not one" 400 "$(status "$api/scoreboard?group_id=nosuch")"
expect "the jury's teams" '[["t1","uni",["site1"],false],["t2",null,["site2"],false],["t3",null,["site1"],true]]' \
	"$(get "$api/teams" | jq -c '[.[] | [.id, .organization_id, .group_ids, .hidden]]')"
expect "the public's teams: no hidden team, no hidden property" '[["t1",null],["t2",null]]' "$(curl -s "$api/teams" | jq -c '[.[] | [.id, .hidden]]')"
expect "the public's hidden team" 404 "$(status "$api/teams/t3")"
expect "team3 sees itself" '"t3"' "$(curl -s -u team3:pw-three "$api/teams/t3" | jq -c .id)"
expect "teams?organization_id=uni" '["t1"]' "$(curl -s "$api/teams?organization_id=uni" | jq -c '[.[].id]')"
expect "the groups" '[{"id":"site1","name":"Site one"},{"id":"site2","name":"Site two"}]' "$(curl -s "$api/groups" | jq -c .)"
expect "an organization" '{"id":"uni","name":"Uni","formal_name":"The University"}' "$(curl -s "$api/organizations/uni" | jq -c .)"
expect "the jury's board (t1 and the hidden t3 solved A at minute 0)" '[[1,"t1",1,0],[1,"t3",1,0],[3,"t2",0,0]]' \
	"$(jq -c '[.rows[] | [.rank, .team_id, .score.num_solved, .score.total_time]]' "$tmp/scoreboard.json")"
expect "a judgement type of the judge" '{"id":"RTE","name":"Run-Time Error","penalty":true,"solved":false}' \
	"$(jq -c '.[] | select(.id == "RTE")' "$tmp/judgement-types.json")"

# Each role reads every endpoint, each answer valid; a single object of each collection too.
for who in public team1:pw-one jury:pw-jury admin:pw-admin; do
	auth=(); [ "$who" = public ] || auth=(-u "$who")
	n=${who%%:*}
	curl -s "${auth[@]}" "$base/api/" > "$tmp/$n-info.json"; valid api_information "$tmp/$n-info.json"
	curl -s "${auth[@]}" "$base/api/contests" > "$tmp/$n-contests.json"; valid contests "$tmp/$n-contests.json"
	curl -s "${auth[@]}" "$api" > "$tmp/$n-contest.json"; valid contest "$tmp/$n-contest.json"
	for e in access state problems groups organizations teams languages judgement-types submissions judgements runs awards scoreboard; do
		curl -s "${auth[@]}" "$api/$e" > "$tmp/$n-$e.json"; valid "$e" "$tmp/$n-$e.json"
	done
	for e in problems:problem teams:team languages:language judgement-types:judgement-type submissions:submission judgements:judgement runs:run awards:award; do
		id=$(jq -r '.[0].id // empty' "$tmp/$n-${e%%:*}.json")
		[ -z "$id" ] && continue
		curl -s "${auth[@]}" "$api/${e%%:*}/$id" > "$tmp/$n-one.json"; valid "${e##*:}" "$tmp/$n-one.json"
	done
	curl -s --max-time 20 "${auth[@]}" "$api/event-feed?stream=false" > "$tmp/$n-feed.ndjson"
	expect "$n: event-feed?stream=false ends by itself" 0 "$?"
	valid event-feed "$tmp/$n-feed.ndjson"
	for bad in doesnt-exist doesnt-exist/42 submissions/999999 submissions/xyz9999 submissions/XYZ_999 submissions/XYZ-999 \
	           judgements/999999 runs/999999 awards/nosuch groups/nosuch organizations/nosuch teams/nosuch problems/nosuch languages/nosuch judgement-types/XX; do
		expect "$n: $bad" 404 "$(status "${auth[@]}" "$api/$bad")"
	done
	for bad in 'event-feed?since_id=999999' 'event-feed?since_id=xY-99_' 'event-feed?since_token=99-1' \
	           'event-feed?since_token=0-99' 'event-feed?stream=maybe' 'submissions?colour=red' 'teams?team_id=t1' 'scoreboard?x=1'; do
		expect "$n: $bad" 400 "$(status "${auth[@]}" "$api/$bad")"
	done
done
# The public's view (the CCS requirements' access restrictions): the submissions of the teams shown,
# without their files, and (no freeze here) their judgements and runs; nothing of the hidden team.
expect "the public's submissions: not the hidden team's" '["1","2"]' "$(jq -c '[.[].id]' "$tmp/public-submissions.json")"
expect "the public's submission 1: no files" '[]' "$(curl -s "$api/submissions/1" | jq -c .files)"
expect "the public's submission 3 (the hidden team's)" 404 "$(status "$api/submissions/3")"
expect "the public's judgements: of submissions 1 and 2" '[["1","AC"],["2","WA"]]' \
	"$(jq -c '[.[] | [.submission_id, .judgement_type_id]]' "$tmp/public-judgements.json")"
expect "the public's runs: those of its judgements" "$(get "$api/runs" | jq -c --argjson j "$(jq -c '[.[].id]' "$tmp/public-judgements.json")" '[.[] | select(.judgement_id as $i | $j | index($i)) | .id]')" \
	"$(jq -c '[.[].id]' "$tmp/public-runs.json")"
expect "the public's files of submission 1" 404 "$(status "$api/submissions/1/files")"
# The awards: t1 (rank 1, AC at minute 0) wins, first to solve A (the hidden t3 solved it too, and
# gets nothing), group site1's winner; t2 solved nothing: no medal, site2 without a winner.
awards='[["winner",["t1"]],["gold-medal",["t1"]],["silver-medal",[]],["bronze-medal",[]],["first-to-solve-hdu1850",["t1"]],["first-to-solve-nimmove",[]],["group-winner-site1",["t1"]],["group-winner-site2",[]]]'
expect "the public's awards" "$awards" "$(jq -c '[.[] | [.id, .team_ids]]' "$tmp/public-awards.json")"
expect "the jury's awards: the hidden team gets none" "$awards" "$(jq -c '[.[] | [.id, .team_ids]]' "$tmp/jury-awards.json")"
expect "an award by id" '{"id":"winner","citation":"Contest winner","team_ids":["t1"]}' "$(curl -s "$api/awards/winner" | jq -c .)"
expect "team1 reads team2's submission 2" 404 "$(status -u team1:pw-one "$api/submissions/2")"
all='["contest","judgement-types","languages","problems","groups","organizations","teams","state","submissions","judgements","runs","awards","scoreboard","event-feed"]'
expect "the public's access" "{\"capabilities\":[],\"endpoints\":$all}" \
	"$(jq -c '{capabilities, endpoints: [.endpoints[].type]}' "$tmp/public-access.json")"
expect "team1's access" "{\"capabilities\":[\"team_submit\"],\"endpoints\":$all}" \
	"$(jq -c '{capabilities, endpoints: [.endpoints[].type]}' "$tmp/team1-access.json")"
expect "the jury's access" "{\"capabilities\":[],\"endpoints\":$all}" \
	"$(jq -c '{capabilities, endpoints: [.endpoints[].type]}' "$tmp/jury-access.json")"
expect "the properties of runs in access" '["id","judgement_id","ordinal","judgement_type_id","time","contest_time","run_time"]' \
	"$(jq -c '.endpoints[] | select(.type == "runs") | .properties' "$tmp/jury-access.json")"
expect "the C language: gcc compiles, the source as {files}, nothing runs it" '["gcc",true,null]' \
	"$(jq -c '.[] | select(.id == "c") | [.compiler.command, (.compiler.args | test(" [{]files[}] ")), .runner]' "$tmp/public-languages.json")"
expect "the contest's countdown and shortname" '[null,"http-test",null]' \
	"$(jq -c '[.countdown_pause_time, .shortname, .scoreboard_thaw_time]' "$tmp/public-contest.json")"
# Filters: each ID property of a collection, ANDed; an empty value is null.
expect "submissions?team_id=t2" '["2"]' "$(get "$api/submissions?team_id=t2" | jq -c '[.[].id]')"
expect "submissions?team_id=t2&problem_id=nimmove" '[]' "$(get "$api/submissions?team_id=t2&problem_id=nimmove" | jq -c '[.[].id]')"
expect "submissions?problem_id=hdu1850&language_id=c" '["1","2","3"]' "$(get "$api/submissions?problem_id=hdu1850&language_id=c" | jq -c '[.[].id]')"
expect "team1's submissions?team_id=t2" '[]' "$(curl -s -u team1:pw-one "$api/submissions?team_id=t2" | jq -c '[.[].id]')"
expect "judgements?judgement_type_id=WA" '["2"]' "$(get "$api/judgements?judgement_type_id=WA" | jq -c '[.[].submission_id]')"
j2=$(get "$api/judgements?submission_id=2" | jq -r '.[0].id')
expect "runs?judgement_id= of submission 2's judgement" "$(get "$api/runs" | jq -c "[.[] | select(.judgement_id == \"$j2\") | .id]")" \
	"$(get "$api/runs?judgement_id=$j2" | jq -c '[.[].id]')"
expect "runs?judgement_id=$j2&judgement_type_id=WA: its last run alone" "$(get "$api/runs" | jq -c "[.[] | select(.judgement_id == \"$j2\")][-1:] | map(.id)")" \
	"$(get "$api/runs?judgement_id=$j2&judgement_type_id=WA" | jq -c '[.[].id]')"
expect "teams?organization_id= (none)" '["t2","t3"]' "$(get "$api/teams?organization_id=" | jq -c '[.[].id]')"
# Times in milliseconds as the schemas want them: at most three decimals, never 0.0050000000000000001.
expect "every run_time and max_run_time written with at most 3 decimals" "" \
	"$(cat "$tmp/jury-runs.json" "$tmp/jury-judgements.json" | grep -o '"\(max_\)\?run_time":[^,}]*' | grep -v -E ':(null|[0-9]+(\.[0-9]{1,3})?)$')"
check 'grep -q "\"run_time\":" "$tmp/jury-runs.json"' "the jury's runs have a run_time"

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
has_first_token() { [ -n "$(first_token)" ]; }
poll_until 2 has_first_token
curl -s --max-time 2 -u jury:pw-jury "$api/event-feed?since_token=$(first_token)" > "$tmp/feed2.ndjson" &
resumed_feed=$!
wait "$jury_feed" "$resumed_feed"
valid event-feed "$tmp/feed.ndjson"
expect "the public's feed: no hidden team" '["t1","t2"]' "$(jq -s -c '[.[] | select(.type == "teams") | .id]' "$tmp/public.ndjson")"
expect "the feed's kinds of events" '["awards","contest","groups","judgement-types","judgements","languages","organizations","problems","runs","state","submissions","teams"]' \
	"$(jq -s -c '[.[].type] | unique' "$tmp/feed.ndjson")"
expect "each judgement before its runs" '[]' "$(jq -s -c 'to_entries as $e | [$e[] | select(.value.type == "runs") as $r
	| select(([$e[] | select(.value.type == "judgements" and .value.id == $r.value.data.judgement_id) | .key] | first // 1e9) > $r.key) | $r.value.id]' "$tmp/feed.ndjson")"
expect "the feed's judgements, last of each" '["AC","WA","AC"]' "$(jq -s -c '[.[] | select(.type == "judgements")] | group_by(.id | tonumber) | map(last.data.judgement_type_id)' "$tmp/feed.ndjson")"
# The feed's last word on each object is the REST endpoint's.
for e in submissions judgements runs awards; do
	expect "the feed's $e equal GET $e" "$(get "$api/$e" | jq -S -c 'sort_by(.id)')" \
		"$(jq -s -S -c "[.[] | select(.type == \"$e\")] | group_by(.id) | map(last.data) | sort_by(.id)" "$tmp/feed.ndjson")"
done
expect "submissions after the first's token" '["2","3"]' "$(jq -s -c '[.[] | select(.type == "submissions") | .id]' "$tmp/feed2.ndjson")"
expect "a token that is not one" 400 "$(status -u jury:pw-jury "$api/event-feed?since_token=x")"
wait "$public_feed" "$team1_feed"
expect "the public's feed: the submissions of the teams shown" '["1","2"]' "$(jq -s -c '[.[] | select(.type == "submissions") | .id]' "$tmp/public.ndjson")"
expect "the public's feed: their judgements" '["1","2"]' "$(jq -s -c '[.[] | select(.type == "judgements") | .data.submission_id] | unique' "$tmp/public.ndjson")"
expect "the public's feed: the awards, no hidden team" "$awards" "$(jq -s -c '[.[] | select(.type == "awards") | [.id, .data.team_ids]]' "$tmp/public.ndjson")"
expect "team1's feed: its own submission only" '["1"]' "$(jq -s -c '[.[] | select(.type == "submissions") | .id]' "$tmp/team1.ndjson")"

expect "the public's problems after the start" '["hdu1850","nimmove"]' "$(curl -s "$api/problems" | jq -c '[.[].id]')"
# DOMjudge's submit client's form, with basic credentials and no browser's headers: taken and judged.
expect "team2's form" 200 "$(form -u team2:pw-two "${fields[@]}")"
valid submission "$tmp/post.json"
expect "its submission" '["4","t2"]' "$(jq -c '[.id, .team_id]' "$tmp/post.json")"
# judged_sub ID: 0 when submission ID's judgement has a judgement type.
judged_sub() { [ "$(get "$api/judgements?submission_id=$1" | jq -r '.[0].judgement_type_id')" != null ]; }
poll_until 30 judged_sub 4
expect "its judgement" AC "$(get "$api/judgements?submission_id=4" | jq -r '.[0].judgement_type_id')"

# Frozen from the start: the public sees team1's accepted submission as pending,
# the jury sees it solved; thawed, everyone does. On to the frozen contest's server (started at
# the top), once its start has been watched; its stderr is now the one finish shows.
stop_server
wait "$watcher"
watcher=
if read -r p f <"$tmp/start.counts"; then pass=$((pass + p)) fail=$((fail + f)); else
	fail=$((fail + 1)); echo "FAIL: the watch of the frozen contest's start left no counts"; fi
server_pid=$frozen_pid base=$frozen_base api=$frozen_api frozen_pid=
mv "$tmp/frozen.err" "$tmp/serve.err"
mv "$tmp/frozen-jar" "$tmp/jar"
expect "team1 POSTs while frozen" 200 "$(body hdu1850 "$tmp/ac.zip" | post -u team1:pw-one)"
# first_accepted: 0 when the first judgement is AC.
first_accepted() { [ "$(get "$api/judgements" | jq -r '.[0].judgement_type_id')" = AC ]; }
poll_until 30 first_accepted
cell='.rows[] | select(.team_id == "t1") | .problems[0] | [.num_judged, .num_pending, .solved]'
expect "the public's cell, frozen" '[0,1,false]' "$(curl -s "$api/scoreboard" | jq -c "$cell")"
expect "the public sees the submission made during the freeze" '["1"]' "$(curl -s "$api/submissions" | jq -c '[.[].id]')"
expect "but not its judgement until the thaw" '0 0' "$(curl -s "$api/judgements" | jq -c length) $(curl -s "$api/runs" | jq -c length)"
expect "nor an award from it" '[[],[]]' "$(curl -s "$api/awards" | jq -c '[.[] | select(.id == "winner" or .id == "first-to-solve-hdu1850") | .team_ids]')"
expect "the jury's winner, frozen" '["t1"]' "$(get "$api/awards/winner" | jq -c .team_ids)"
curl -s --max-time 12 "$api/event-feed" > "$tmp/public-thaw.ndjson" &
public_thaw=$!
expect "the jury's cell, frozen" '[1,0,true]' "$(get "$api/scoreboard" | jq -c "$cell")"
check 'holds "<td class=\"cell-pending\" data-problem=\"A\">?1</td>" curl -s "$base/scoreboard"' "the public page shows the cell pending"
expect "the state says frozen" true "$(curl -s "$api/state" | jq '.frozen != null and .thawed == null')"
# Thawed by an admin's PATCH of the contest (contest_thaw), the page's thaw at once.
now=$(date -u +%Y-%m-%dT%H:%M:%SZ)
expect "a judge's PATCH" 403 "$(patch "{\"id\":\"http-test\",\"scoreboard_thaw_time\":\"$now\"}" -u jury:pw-jury)"
expect "a team's PATCH" 403 "$(patch "{\"id\":\"http-test\",\"scoreboard_thaw_time\":\"$now\"}" -u team1:pw-one)"
expect "a PATCH of another contest's id" 400 "$(patch "{\"id\":\"other\",\"scoreboard_thaw_time\":\"$now\"}" -u admin:pw-admin)"
expect "a PATCH of a thaw to come" 403 "$(patch '{"id":"http-test","scoreboard_thaw_time":"2999-01-01T00:00:00Z"}' -u admin:pw-admin)"
expect "a PATCH of start_time once started" 403 "$(patch '{"id":"http-test","start_time":null}' -u admin:pw-admin)"
expect "why" "the contest has started: its start can no longer be changed" "$(jq -r .message "$tmp/patch.json")"
expect "a PATCH of a name" 400 "$(patch '{"id":"http-test","name":"x"}' -u admin:pw-admin)"
expect "a PATCH that is not JSON" 400 "$(patch '{' -u admin:pw-admin)"
curl -s --max-time 6 -u jury:pw-jury "$api/event-feed?types=contest,state" > "$tmp/thaw.ndjson" &
thaw_feed=$!
sleep 1
expect "the admin's PATCH of scoreboard_thaw_time, now" 200 "$(patch "{\"id\":\"http-test\",\"scoreboard_thaw_time\":\"$now\"}" -u admin:pw-admin)"
valid contest "$tmp/patch.json"
expect "the answer: the contest, thawed" true "$(jq '.scoreboard_thaw_time != null' "$tmp/patch.json")"
wait "$thaw_feed"
expect "a second thaw" 403 "$(patch "{\"id\":\"http-test\",\"scoreboard_thaw_time\":\"$now\"}" -u admin:pw-admin)"
expect "why" "the scoreboard was thawed already" "$(jq -r '.message | sub(" [(].*"; "")' "$tmp/patch.json")"
expect "types=contest,state across the thaw: contest and state, then both again (scoreboard_thaw_time, thawed)" \
	'[["contest",false],["state",false],["contest",true],["state",true]]' \
	"$(jq -s -c '[.[] | [.type, (.data.scoreboard_thaw_time // .data.thawed) != null]]' "$tmp/thaw.ndjson")"
expect "the public's cell, thawed" '[1,0,true]' "$(curl -s "$api/scoreboard" | jq -c "$cell")"
expect "the public's judgements, thawed" '["AC"]' "$(curl -s "$api/judgements" | jq -c '[.[].judgement_type_id]')"
expect "the public's winner, thawed" '["t1"]' "$(curl -s "$api/awards/winner" | jq -c .team_ids)"
wait "$public_thaw"
valid event-feed "$tmp/public-thaw.ndjson"
expect "the public's feed across the thaw: the submission, the thaw, then its judgement and the winner" \
	'["submissions","thawed","judgements","winner"]' \
	"$(jq -s -c '[.[] | if .type == "state" and .data.thawed != null then "thawed" elif .type == "awards" and .id == "winner" and .data.team_ids != [] then "winner" elif .type == "submissions" or .type == "judgements" then .type else empty end]' "$tmp/public-thaw.ndjson")"
curl -s "$api/state" > "$tmp/state-thawed.json"; valid state "$tmp/state-thawed.json"
expect "the state says thawed" true "$(jq '.thawed != null' "$tmp/state-thawed.json")"
expect "not finalized while it runs" '[null,null]' "$(jq -c '[.finalized, .end_of_updates]' "$tmp/state-thawed.json")"
expect "finalize while it runs" 409 "$(status -b "$tmp/jar" -d "csrf=$(csrf_of "$base/jury" "$tmp/jar")" -d action=finalize "$base/jury/clock")"
check 'lacks "value=\"finalize\"" curl -s -b "$tmp/jar" "$base/jury"' "no Finalize button while it runs"
curl -s -o /dev/null -b "$tmp/jar" -d "csrf=$(csrf_of "$base/jury" "$tmp/jar")" -d action=end "$base/jury/clock"
expect "team1's access once the contest is over: no team_submit" '[]' "$(curl -s -u team1:pw-one "$api/access" | jq -c .capabilities)"
check 'holds "value=\"finalize\"" curl -s -b "$tmp/jar" "$base/jury"' "a Finalize button once it is over"
expect "finalize once it is over" 303 "$(status -b "$tmp/jar" -d "csrf=$(csrf_of "$base/jury" "$tmp/jar")" -d action=finalize "$base/jury/clock")"
curl -s "$api/state" > "$tmp/state-final.json"; valid state "$tmp/state-final.json"
expect "finalized, and (thawed) the end of updates with it" '[true,true]' \
	"$(jq -c '[.finalized != null, .end_of_updates == .finalized]' "$tmp/state-final.json")"
board_time() { curl -s "$api/scoreboard" | jq -c '[.time, .contest_time]'; }
first_time=$(board_time)
expect "the scoreboard's time once the updates ended: the end of updates" \
	"$(jq -c .end_of_updates "$tmp/state-final.json")" "$(jq -c '.[0]' <<<"$first_time")"
expect "the scoreboard's time and contest_time read again: unchanged" "$first_time" "$(board_time)"
curl -s -u jury:pw-jury "$api/event-feed?stream=false" > "$tmp/final.ndjson"
expect "a feed read after the finalize ends with the state that ends the updates" '["state",true]' \
	"$(tail -1 "$tmp/final.ndjson" | jq -c '[.type, .data.end_of_updates != null]')"
expect "finalize again" 409 "$(status -b "$tmp/jar" -d "csrf=$(csrf_of "$base/jury" "$tmp/jar")" -d action=finalize "$base/jury/clock")"

# Upsolving after the finalize: taken and judged (the page shows it), but a submission after the
# end is not the contest's (docs/coach.md): every role's collections and feed read after it are
# the ones read before (but for the feed's tokens, positions a reconnection may use, and the
# scoreboard's time, the time it was made), it is 404, and the feed open across it has no event of it; each feed still
# ends with end_of_updates. The API's POST, the contest's door, is closed after the end.
roles=("admin:-u admin:pw-admin" "jury:-u jury:pw-jury" "team1:-u team1:pw-one" "public:")
same() { jq -c 'if type == "object" then del(.token, .time, .contest_time) else . end'; }
answers() {
	local r e
	for r in "${roles[@]}"; do
		for e in submissions judgements runs clarifications scoreboard awards "event-feed?stream=false"; do
			echo "${r%%:*} $e $(curl -s ${r#*:} "$api/$e" | same)"
		done
	done
}
answers > "$tmp/before-upsolving.txt"
curl -s -N -u admin:pw-admin "$api/event-feed" > "$tmp/across-upsolving.ndjson" &
open_feed=$!
rm -f "$tmp/tjar"; login team1 pw-one "$tmp/tjar" >/dev/null
loc=$(curl -s -o /dev/null -w '%{http_code} %{redirect_url}' -b "$tmp/tjar" -F "csrf=$(csrf_of "$base/" "$tmp/tjar")" \
	-F problem=hdu1850 -F language=c -F "file=@$ac_c" "$base/submit")
up=${loc##*/}
expect "team1 upsolves through the form after the finalize" "303 $base/submissions/$up" "$loc"
expect "the upsolving submission, judged on its page" AC "$(wait_verdict "$tmp/tjar" "$up")"
expect "team1 asks through the page after the finalize" "303 $base/clarifications" \
	"$(curl -s -o /dev/null -w '%{http_code} %{redirect_url}' -b "$tmp/tjar" -d "csrf=$(csrf_of "$base/" "$tmp/tjar")" --data-urlencode "text=Why was I wrong?" "$base/clarifications")"
check 'holds -F "Why was I wrong?" curl -s -b "$tmp/tjar" "$base/clarifications"' "the page shows the later question"
expect "an API clarification after the end" "403 the contest is over: the Contest API takes the contest's clarifications alone (the pages take later ones)" \
	"$(curl -s -o "$tmp/clar.json" -w '%{http_code}' -u team1:pw-one -H 'Content-Type: application/json' -d '{"text":"late"}' "$api/clarifications") $(jq -r .message "$tmp/clar.json")"
expect "an API POST after the end" "403 the contest is over: the Contest API takes the contest's submissions alone (upsolving goes through the team's page)" \
	"$(body hdu1850 "$tmp/ac.zip" | post -u team1:pw-one) $(jq -r .message "$tmp/post.json")"
sleep 1.5 # three polls of the open feed
kill "$open_feed"; wait "$open_feed" 2>/dev/null
answers > "$tmp/after-upsolving.txt"
check 'diff "$tmp/before-upsolving.txt" "$tmp/after-upsolving.txt"' "every role's collections unchanged by the upsolving"
expect "the upsolving submission, to the admin" 404 "$(status -u admin:pw-admin "$api/submissions/$up")"
expect "the upsolving submission, to its team" 404 "$(status -u team1:pw-one "$api/submissions/$up")"
curl -s -u jury:pw-jury "$api/event-feed?stream=false" > "$tmp/final-after.ndjson"
check 'cmp -s <(same < "$tmp/final.ndjson") <(same < "$tmp/final-after.ndjson")' "the jury's feed read after the upsolving is the one read at the finalize"
expect "the jury's feed read after the upsolving: no event of it, the end of updates last" '[[],"state",true]' \
	"$(jq -s -c --arg id "$up" '[[.[] | select(.type == "submissions" and .id == $id)], .[-1].type, (.[-1].data.end_of_updates != null)]' "$tmp/final-after.ndjson")"
expect "the admin's feed open across the upsolving: no event of it, the end of updates last" '[[],"state",true]' \
	"$(jq -s -c --arg id "$up" '[[.[] | select(.type == "submissions" and .id == $id)], .[-1].type, (.[-1].data.end_of_updates != null)]' "$tmp/across-upsolving.ndjson")"

expect "another contest" 404 "$(status "$base/api/contests/other/problems")"
expect "an endpoint that is not one" 404 "$(status "$api/nothing")"
valid_all
finish
