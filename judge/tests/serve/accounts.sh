#!/usr/bin/env bash
# Accounts and logins of judge serve against a hostile room (issue 41, items
# 4, 5, 6, 9, 10 and the proxy), each with its exact status:
# - a session belongs to its password: the password changed in accounts.yaml
#   and the server started again, the old cookie is refused (another team's
#   is kept);
# - failed logins slow down by growing delays for the name from one address,
#   the address and the name, and never refuse the right password for good:
#   five wrong passwords from one address do not stop the right one from
#   another, nor from the same after the delay it was given, and a flood
#   for one name from everywhere does not stop the account's own browser
#   (a device cookie from an earlier login);
# - the API's basic credentials are throttled by name too, not only by address;
#   the delays are kept in the store, so a restarted HTTP process keeps them;
# - password checks are bounded: many at once get 503 with Retry-After, not
#   a process of 400 MiB;
# - the API's POST of a submission refuses a foreign Origin (403) and a body
#   not declared JSON (415): a cross-site form cannot submit for a team;
# - behind a proxy that rewrites Host, --url names the address teams use: the
#   Origin check compares with it, and the cookie is Secure for https.
# Addresses: with --url, the proxy's X-Forwarded-For (from loopback) names the
# client, so one curl plays many addresses.
# Usage: accounts.sh JUDGE ROOT
set -uo pipefail
. "$(dirname "$0")/http-lib.sh"
serve_test_begin "$1" "$2"
command -v python3 >/dev/null || { echo "skipped: no python3"; exit 77; }

write_package "$tmp/contest"
# Started a minute ago (no clock action needed), for five hours.
sed -i "s/^start_time: null/start_time: $(date -u -d '-1 min' +%Y-%m-%dT%H:%M:%S)+00:00/; s/^duration: 2:00:00/duration: 5:00:00/" "$tmp/contest/contest.yaml"
# login_from ADDR USER PASSWORD JAR: login's status, from ADDR (the proxy's X-Forwarded-For).
login_from() {
	rm -f "$4"
	local t
	t=$(curl -s -b "$4" -c "$4" -H "X-Forwarded-For: $1" "$base/login" | grep -o 'name="csrf" value="[0-9a-f]*"' | head -1 | sed 's/.*value="//;s/"$//')
	curl -s -o /dev/null -D "$tmp/login.h" -w '%{http_code}' -b "$4" -c "$4" -H "X-Forwarded-For: $1" --data-urlencode "csrf=$t" \
		--data-urlencode "username=$2" --data-urlencode "password=$3" "$base/login"
}
# login_keep ADDR USER PASSWORD JAR: the same with the cookies JAR holds (a browser that logged in before).
login_keep() {
	local t
	t=$(curl -s -b "$4" -c "$4" -H "X-Forwarded-For: $1" "$base/login" | grep -o 'name="csrf" value="[0-9a-f]*"' | head -1 | sed 's/.*value="//;s/"$//')
	curl -s -o /dev/null -D "$tmp/login.h" -w '%{http_code}' -b "$4" -c "$4" -H "X-Forwarded-For: $1" --data-urlencode "csrf=$t" \
		--data-urlencode "username=$2" --data-urlencode "password=$3" "$base/login"
}
retry_after() { sed -n 's/^[Rr]etry-[Aa]fter: *\([0-9]*\).*/\1/p' "$1" | tr -d '\r'; }

# The command line and contest.yaml: a bad address is a usage error that says what is wrong.
msg=$("$judge" serve "$tmp/contest" --url ftp://judge.example/ --root "$root" 2>&1); rc=$?
expect "--url of another scheme" "2 judge: --url 'ftp://judge.example/': expected http://HOST or https://HOST" "$rc $msg"
msg=$("$judge" serve "$tmp/contest" --url https://judge.example/contest --root "$root" 2>&1); rc=$?
expect "--url with a path" "2 judge: --url 'https://judge.example/contest': serve at the root of a host: pages link from '/', so a path under it is not served" "$rc $msg"
cp -r "$tmp/contest" "$tmp/badurl"
echo "url: 'https:///'" >> "$tmp/badurl/contest.yaml"
msg=$("$judge" serve "$tmp/badurl" --root "$root" 2>&1); rc=$?
line=$(wc -l < "$tmp/badurl/contest.yaml")
expect "contest.yaml's url without a host" "2 judge: $tmp/badurl/contest.yaml:$line:6: url: 'https:///': expected a host name after the scheme" "$rc $msg"

# ---- Sessions belong to their password (item 4) and slow failures (item 5), first delay 1 s.
SERVE_EXTRA="--url http://judge.example/" start_server "$tmp/contest" "" JUDGE_SERVE_LOGIN_DELAY=1
expect "team1 logs in" 303 "$(login_from 10.0.0.9 team1 pw-one "$tmp/t1")"
expect "team2 logs in" 303 "$(login_from 10.0.0.9 team2 pw-two "$tmp/t2")"
expect "team1's session" 200 "$(status -b "$tmp/t1" "$base/problems/hdu1850")"
stop_server
sed -i 's/pw-one/pw-one-changed/' "$tmp/contest/accounts.yaml"
SERVE_EXTRA="--url http://judge.example/" start_server "$tmp/contest" "" JUDGE_SERVE_LOGIN_DELAY=1
expect "team1's old cookie after its password changed and a restart" 303 "$(status -b "$tmp/t1" "$base/problems/hdu1850")"
expect "team2's cookie after the restart (its password is the same)" 200 "$(status -b "$tmp/t2" "$base/problems/hdu1850")"
expect "team1 with its new password" 303 "$(login_from 10.0.0.9 team1 pw-one-changed "$tmp/t1")"

# Five wrong passwords for the jury from one address...
codes=
for _ in $(seq 5); do codes="$codes $(login_from 10.0.0.1 jury guess "$tmp/g")"; done
expect "five wrong passwords for the jury" " 401 401 401 401 401" "$codes"
# ...do not lock the jury out from another address,
expect "the jury's right password from another address" 303 "$(login_from 10.0.0.2 jury pw-jury "$tmp/j")"
# ...nor from the same one once the delay it was given is over (429 with Retry-After until then).
code=$(login_from 10.0.0.1 jury pw-jury "$tmp/j")
ra=$(retry_after "$tmp/login.h")
check '[[ $code == 429 && $ra =~ ^[0-9]+$ && $ra -le 2 ]] || [[ $code == 303 ]]' "the right password during the delay: 429 with a Retry-After of a second or two (or 303 once it is over): $code '$ra'"
[ "$code" = 429 ] && { sleep "$ra"; code=$(login_from 10.0.0.1 jury pw-jury "$tmp/j"); }
expect "the jury's right password from the guesser's address after Retry-After" 303 "$code"
stop_server

# ---- Throttling by name and bounded checks, with a first delay (30 s) no test step outlasts.
# The flood below comes from one address (loopback, through the proxy): it may hold 256 connections.
SERVE_EXTRA="--url http://judge.example/" start_server "$tmp/contest" "" JUDGE_SERVE_LOGIN_DELAY=30 JUDGE_SERVE_PER_ADDRESS=256
api=$base/api/contests/http-test
# team2's own browser logs in before the flood below (it keeps a device cookie).
expect "team2 logs in from its browser" 303 "$(login_from 10.5.0.1 team2 pw-two "$tmp/t2dev")"
# Item 9: basic credentials for one name from many addresses: 30 failures (the name's free
# ones), and the next try for that name, from anywhere, waits.
codes=
for i in $(seq 30); do codes="$codes $(status -H "X-Forwarded-For: 10.1.0.$i" -u team2:guess "$api/submissions")"; done
expect "30 wrong passwords for team2 (API), each from its own address" "$(printf ' 401%.0s' $(seq 30))" "$codes"
curl -s -o /dev/null -D "$tmp/h" -H "X-Forwarded-For: 10.1.0.99" -u team2:guess "$api/submissions"
expect "the next try for team2 from a new address (API)" 429 "$(sed -n 's/^HTTP[^ ]* \([0-9]*\).*/\1/p' "$tmp/h")"
check '[[ $(retry_after "$tmp/h") =~ ^[0-9]+$ ]]' "its 429 says when to come back"
# The name's delay holds back a browser that never logged in as team2, not team2's own.
expect "team2's password from a new browser during the name's delay" 429 "$(login_from 10.5.0.7 team2 pw-two "$tmp/t2new")"
sed -i '/\tsid\t/d' "$tmp/t2dev" # its session over (logged out, expired), its device cookie kept
expect "team2's password from its own browser (device cookie) meanwhile" 303 "$(login_keep 10.5.0.7 team2 pw-two "$tmp/t2dev")"
# And one name from one address: five failures, then a wait.
codes=
for _ in $(seq 6); do codes="$codes $(status -H "X-Forwarded-For: 10.2.0.1" -u jury:guess "$api/submissions")"; done
expect "six wrong passwords for the jury from one address (API)" " 401 401 401 401 401 429" "$codes"
expect "the jury from another address (API)" 200 "$(status -H "X-Forwarded-For: 10.2.0.2" -u jury:pw-jury "$api/submissions")"
# The delays live in the store: the HTTP process killed and started again still holds them.
http_pid=$(ps -o pid=,user= --ppid "$server_pid" | awk '$2 == "nobody" {print $1}')
kill -9 "$http_pid"
for _ in $(seq 100); do
	[ "$(status "$base/scoreboard")" = 200 ] && break
	sleep 0.1
done
expect "the jury from the guesser's address once the HTTP process was restarted (API)" 429 \
	"$(status -H "X-Forwarded-For: 10.2.0.1" -u jury:pw-jury "$api/submissions")"
sed -i "/http process $http_pid ended/d" "$tmp/serve.err"

# Item 6: 200 anonymous requests at once, each with its own name and address, past the checks
# running and queued (web/auth.h: 2 and 128): those past them are answered 503 with Retry-After;
# none is anything else.
python3 - "$port" > "$tmp/flood.txt" <<'PY'
import base64, http.client, sys, threading
port = int(sys.argv[1])
n = 200
barrier = threading.Barrier(n)
out = [None] * n
def one(i):
    auth = base64.b64encode(b"ghost%d:guess" % i).decode()
    c = http.client.HTTPConnection("127.0.0.1", port, timeout=120)
    barrier.wait()
    c.request("GET", "/api/contests/http-test/submissions",
              headers={"Authorization": "Basic " + auth, "X-Forwarded-For": "10.3.%d.%d" % (i // 200, i % 200)})
    r = c.getresponse()
    r.read()
    out[i] = "%d:%s" % (r.status, r.getheader("Retry-After") or "-")
ts = [threading.Thread(target=one, args=(i,)) for i in range(n)]
for t in ts: t.start()
for t in ts: t.join()
print("\n".join(out))
PY
n503=$(grep -c '^503:[0-9]' "$tmp/flood.txt")
n401=$(grep -c '^401:-' "$tmp/flood.txt")
check '[ "$n503" -ge 1 ] && [ $((n503 + n401)) = 200 ]' "200 checks at once: 503 with Retry-After beyond the bound, 401 for the rest: $(sort "$tmp/flood.txt" | uniq -c | xargs)"
http_pid=$(ps -o pid=,user= --ppid "$server_pid" | awk '$2 == "nobody" {print $1}')
echo "the HTTP process after 200 checks at once: $(grep VmHWM "/proc/$http_pid/status" | xargs) (at most $((2 * 19)) MiB of argon2id running)"

# Item 10: the API's POST of a submission. A page of another site can send a form (urlencoded,
# multipart, text/plain) with the team's basic credentials, never a JSON body nor its Origin
# (the multipart form of DOMjudge's submit client is taken only without a foreign Origin or
# Sec-Fetch-Site: http-api.sh).
src=$root/problems/hdu1850/submissions/accepted/xor_compare.c
(cd "$tmp" && cp "$src" main.c && zip -q sub.zip main.c)
body=$(jq -n -c --arg data "$(base64 -w0 "$tmp/sub.zip")" '{problem_id: "hdu1850", language_id: "c", files: [{data: $data}]}')
post() { curl -s -o "$tmp/post.json" -w '%{http_code}' -u team1:pw-one-changed --data-binary "$body" "$@" "$api/submissions"; }
expect "a submission as text/plain (a cross-site form's type)" 415 "$(post -H 'Content-Type: text/plain')"
expect "its message" "Content-Type: expected application/json or multipart/form-data" "$(jq -r .message "$tmp/post.json")"
code=$(post -H 'Content-Type: application/x-www-form-urlencoded')
check '[ "$code" = 415 ] || [ "$code" = 400 ]' "a submission as a urlencoded form is refused (415, or 400 from the form parser): $code"
expect "a submission from another site's page" 403 "$(post -H 'Content-Type: application/json' -H 'Origin: http://evil.example')"
expect "a submission from the Host's own origin, which the proxy rewrote" 403 "$(post -H 'Content-Type: application/json' -H "Origin: $base")"
expect "a submission from the address teams use" 200 "$(post -H 'Content-Type: application/json; charset=utf-8' -H 'Origin: http://judge.example')"
expect "a submission by a tool (no Origin)" 200 "$(post -H 'Content-Type: application/json')"
stop_server

# (team2's failures above are in the store, and hold across this restart: team1 logs in.)
# ---- Behind an https proxy that rewrites Host: the Origin is the address teams use, the cookie Secure.
SERVE_EXTRA="--url https://judge.example/" start_server "$tmp/contest"
rm -f "$tmp/p"
t=$(csrf_of "$base/login" "$tmp/p")
code=$(curl -s -o /dev/null -D "$tmp/p.h" -w '%{http_code}' -b "$tmp/p" -H 'Origin: https://judge.example' \
	--data-urlencode "csrf=$t" -d username=team1 -d password=pw-one-changed "$base/login")
expect "a login through the proxy (Origin https://judge.example, Host 127.0.0.1)" 303 "$code"
cookie=$(grep -i '^set-cookie: sid=' "$tmp/p.h" | tr -d '\r')
check '[[ $cookie == *"; HttpOnly; SameSite=Strict; Secure" ]]' "the session cookie is Secure over https: $cookie"
check 'grep -qi "^set-cookie: prelogin=.*; Secure" <(curl -s -D - -o /dev/null "$base/login")' "the login form's cookie is Secure too"
expect "a login with the Host's own origin, not the address teams use" 403 \
	"$(status -b "$tmp/p" -H "Origin: $base" --data-urlencode "csrf=$t" -d username=team1 -d password=pw-one-changed "$base/login")"
stop_server
check '! grep -q . "$tmp/serve.err"' "the server said nothing on stderr: $(head -3 "$tmp/serve.err")"
finish
