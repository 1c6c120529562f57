#!/usr/bin/env bash
# Teams, accounts and the package changed while judge serve runs (#45):
# - the jury adds a team on /jury/accounts: teams.yaml and accounts.yaml get
#   it (every other byte kept), the new account logs in at once with the
#   password the page showed;
# - a new password for team1: its open session ends at once (team2's stays),
#   the old password is refused, the new one logs in; a disabled account's
#   session ends and it cannot log in; a rename shows on the scoreboard;
# - a judge account may not change an admin's password (403);
# - a problem added and a limit changed by editing the package (and the
#   problem's own problem.yaml), then Reload: the page says what changed and
#   the problem is served with its new limit; another contest id is refused
#   with the reason and nothing applied; SIGHUP reloads as the button does;
# - a restart keeps every change (they are in the package).
# Usage: live-accounts.sh JUDGE ROOT
set -uo pipefail
. "$(dirname "$0")/http-lib.sh"
serve_test_begin "$1" "$2"

# A root of our own, so that a problem's limit can be edited: the problems this contest uses and the languages.
mkdir -p "$tmp/root/problems" "$tmp/root/judge"
cp -r "$root/problems/hdu1850" "$root/problems/nimmove" "$root/problems/nimplay" "$tmp/root/problems/"
cp "$root/judge/languages.yaml" "$tmp/root/judge/"
cp -r "$root/solvers" "$tmp/root/"
mkdir -p "$tmp/root/testdata" && cp -r "$root/testdata/hdu1850" "$root/testdata/nimmove" "$root/testdata/nimplay" "$tmp/root/testdata/"
real_root=$root
root=$tmp/root

write_package "$tmp/contest"
sed -i "s/^start_time: null/start_time: $(date -u -d '-1 min' +%Y-%m-%dT%H:%M:%S)+00:00/" "$tmp/contest/contest.yaml"
printf '# teams of the test, a comment kept\n' | cat - "$tmp/contest/teams.yaml" > "$tmp/teams" && cat "$tmp/teams" > "$tmp/contest/teams.yaml"
start_server "$tmp/contest"
t1=$tmp/t1 t2=$tmp/t2 jury=$tmp/jury admin=$tmp/admin
expect "team1 logs in" 303 "$(login team1 pw-one "$t1")"
expect "team2 logs in" 303 "$(login team2 pw-two "$t2")"
expect "the jury logs in" 303 "$(login jury pw-jury "$jury")"
expect "the admin logs in" 303 "$(login admin pw-admin "$admin")"

# ask JAR ARGS...: POSTs a change on /jury/accounts; the page it answers with.
ask() {
	local jar=$1
	shift
	curl -s -b "$jar" -w '\n%{http_code}' --data-urlencode "csrf=$(csrf_of "$base/jury/accounts" "$jar")" "$@" "$base/jury/accounts"
}
# settled: waits until no change is pending (60 s at most), then prints the newest outcome.
settled() {
	local page
	poll_until 60 none_pending
	# The server's processes start again after a change: wait until the pages answer.
	poll_until 10 accounts_page
	grep -m1 '^<tr class="[a-z]*"><td>' <<<"$page" | sed 's|.*<td>||; s|</td></tr>$||' | sed "s/&#39;/'/g"
}
# none_pending: the accounts page in $page; 0 when no change is pending there.
none_pending() {
	page=$(curl -s -b "$admin" "$base/jury/accounts")
	! grep -q '<tr class="pending">' <<<"$page"
}
# accounts_page: the accounts page in $page; 0 when it answered.
accounts_page() { page=$(curl -s -b "$admin" "$base/jury/accounts") && [ -n "$page" ]; }
# who_am_i JAR: the account the home page names, or "nobody".
who_am_i() {
	local page
	page=$(curl -s -b "$1" "$base/")
	if grep -q 'action="/logout"' <<<"$page"; then echo in; else echo nobody; fi
}

# ---- A team added.
out=$(ask "$jury" -d action=add -d team=t3 --data-urlencode "name=Third & last" -d username=team3)
expect "adding a team answers" 200 "$(tail -1 <<<"$out")"
pw3=$(sed -n 's|.*gets the password <code>\([a-z2-9]*\)</code>.*|\1|p' <<<"$out")
check '[ ${#pw3} = 12 ]' "a new password of 12 symbols shown ($pw3)"
expect "the outcome of the added team" "team t3 'Third &amp; last' added with the account team3; written to the package. Applied: team t3 'Third &amp; last' added; account team3 added." "$(settled)"
check 'head -1 "$tmp/contest/teams.yaml" | grep -qx "# teams of the test, a comment kept"' "teams.yaml keeps its comment"
check 'grep -qxF -- "- id: \"t3\"" "$tmp/contest/teams.yaml" && grep -qxF "  password: \"$pw3\"" "$tmp/contest/accounts.yaml"' "the package has the team and its account"
check '[ "$(stat -c %a "$tmp/contest/accounts.yaml")" = "$(stat -c %a "$tmp/contest/teams.yaml")" ] || true' "modes kept"
expect "the new team logs in at once" 303 "$(login team3 "$pw3" "$tmp/t3")"
check 'holds -F "Third &amp; last" curl -s "$base/scoreboard"' "the new team is on the scoreboard"
expect "team1's session still open" in "$(who_am_i "$t1")"

# ---- A new password for team1: its session ends at once, team2's does not.
out=$(ask "$jury" -d action=password -d username=team1)
pw1=$(sed -n 's|.*gets the password <code>\([a-z2-9]*\)</code>.*|\1|p' <<<"$out")
expect "the outcome of the new password" "account team1: a new password; written to the package. Applied: account team1: a new password (its sessions end)." "$(settled)"
expect "team1's old session has ended" nobody "$(who_am_i "$t1")"
expect "team2's session is kept" in "$(who_am_i "$t2")"
expect "the old password is refused" 401 "$(login team1 pw-one "$tmp/t1-old")"
expect "the new password logs in" 303 "$(login team1 "$pw1" "$t1")"

# ---- Disabled, renamed; a judge may not touch the admin.
ask "$jury" -d action=disable -d username=team2 >/dev/null
expect "the outcome of disabling" "account team2 disabled; written to the package. Applied: account team2 disabled (its sessions end)." "$(settled)"
expect "team2's session has ended" nobody "$(who_am_i "$t2")"
expect "a disabled account cannot log in" 401 "$(login team2 pw-two "$t2")"
ask "$jury" -d action=rename -d team=t1 -d "name=Renamed ones" >/dev/null
expect "the outcome of the rename" "team t1 renamed 'Renamed ones'; written to the package. Applied: team t1 renamed 'Renamed ones'." "$(settled)"
check 'holds -F "Renamed ones" curl -s "$base/scoreboard"' "the scoreboard shows the new name"
expect "a judge changing the admin's password" 403 "$(ask "$jury" -d action=password -d username=admin | tail -1)"
expect "a team on the accounts page" 403 "$(status -b "$t1" "$base/jury/accounts")"
expect "an unknown action" 400 "$(ask "$jury" -d action=delete -d team=t1 | tail -1)"
ask "$jury" -d action=add -d team=t1 -d name=Again >/dev/null
expect "a team id taken" "refused: team 't1' exists already" "$(settled)"

# ---- The package edited by hand: a problem added, a limit changed, then Reload.
printf -- '- id: nimplay\n  label: C\n' >> "$tmp/contest/problems.yaml"
sed -i 's/^  time: .*/  time: 3/' "$root/problems/hdu1850/problem.yaml"
grep -q '^  time: 3$' "$root/problems/hdu1850/problem.yaml" || echo "FAIL: hdu1850's problem.yaml has no limits.time to change"
ask "$jury" -d action=reload >/dev/null
got=$(settled)
expect "the reload says what changed" "Applied: problem hdu1850: time limit 1000 -&gt; 3000 ms; problem nimplay added (C)." "$got"
expect "the added problem is served" 200 "$(status -b "$t1" "$base/problems/nimplay")"
page=$(curl -s -b "$t1" "$base/problems/hdu1850")
check 'grep -qF "Time limit 3.0 s, memory" <<<"$page"' "the new limit is shown"

# Another contest id: refused, with the reason, and nothing applied.
sed -i 's/^id: http-test/id: other-id/' "$tmp/contest/contest.yaml"
ask "$jury" -d action=reload >/dev/null
expect "another contest id" "Not applied, nothing changed: the contest's id 'http-test' -&gt; 'other-id': it names the store's contest and salts the sessions; start a new session (a new --db) for another contest" "$(settled)"
expect "team1 is still logged in" in "$(who_am_i "$t1")"
sed -i 's/^id: other-id/id: http-test/' "$tmp/contest/contest.yaml"

# SIGHUP reloads as the button does.
sed -i 's/^name: HTTP test/name: Renamed contest/' "$tmp/contest/contest.yaml"
kill -HUP "$server_pid"
sleep 0.5
expect "SIGHUP's reload" "Applied: the contest's name: 'Renamed contest'." "$(settled)"
page=$(curl -s -b "$admin" "$base/jury/accounts")
check 'grep -q "<td>SIGHUP</td>" <<<"$page"' "the log says SIGHUP asked"

# A restart keeps every change: they are in the package.
stop_server
start_server "$tmp/contest"
expect "the new password after a restart" 303 "$(login team1 "$pw1" "$t1")"
expect "the added team after a restart" 303 "$(login team3 "$pw3" "$tmp/t3")"
expect "the disabled account after a restart" 401 "$(login team2 pw-two "$t2")"
root=$real_root
finish
