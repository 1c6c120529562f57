# http-lib.sh: sourced by the tests of judge serve's front end
# (serve-http*.sh). Writes a contest package, starts `judge serve` on a free
# port of 127.0.0.1 and stops it at exit; small curl helpers.
# Needs: $judge, $root, $tmp set by the caller (serve_test_begin sets them from the
# script's arguments); root (the sandbox), curl.
# The store: the file $tmp/session.db; with JUDGE_TEST_STORE=postgresql in the
# environment, a throwaway PostgreSQL cluster of the test's own (pg-lib.sh), whose
# database is $store either way. Sourcing it only defines (crash.sh and schema-pg.sh take its
# checks and poll_until alone).

# serve_test_begin JUDGE ROOT: a test's start: skipped (77) without root or curl; $judge and $root
# from its arguments, a scratch folder $tmp, and at exit, however the test ends, the server stopped
# and $tmp removed.
serve_test_begin() {
	[ "$(id -u)" = 0 ] || { echo "skipped: judge serve needs root (the sandbox)"; exit 77; }
	command -v curl >/dev/null || { echo "skipped: no curl"; exit 77; }
	judge=$(realpath "$1")
	root=$(realpath "$2")
	tmp=$(mktemp -d)
	trap 'stop_server; pg_stop; rm -rf "$tmp"' EXIT
	store=$tmp/session.db
	case ${JUDGE_TEST_STORE:-sqlite} in
	sqlite) ;;
	postgresql) pg_start; store=$pg_uri ;;
	*) echo "FAIL: JUDGE_TEST_STORE is sqlite or postgresql, not '$JUDGE_TEST_STORE'"; exit 1 ;;
	esac
}
# shellcheck source=judge/tests/lib/pg-lib.sh
. "$(dirname "${BASH_SOURCE[0]}")/../lib/pg-lib.sh"

pass=0
fail=0
check() { if eval "$1"; then pass=$((pass + 1)); else fail=$((fail + 1)); echo "FAIL: $2"; fi; }
# expect WHAT WANT GOT
expect() { if [ "$3" = "$2" ]; then pass=$((pass + 1)); else fail=$((fail + 1)); echo "FAIL: $1: expected $2, got $3"; fi; }
# finish: the counts; on a failure, what the server said too (a crash, a refused start).
finish() {
	[ "$fail" = 0 ] || { echo "--- the server's last words:"; tail -n 30 "$tmp/serve.err" 2>/dev/null; }
	echo "$pass passed, $fail failed"
	[ "$fail" = 0 ]
}

# A package by hand: two teams, a judge, an admin; started by hand; first-diff feedback;
# the scoreboard frozen for the last FREEZE (default 0:30:00) of 2:00:00.
write_package() {
	local dir=$1
	mkdir -p "$dir"
	cat > "$dir/contest.yaml" <<YAML
id: http-test
name: HTTP test
start_time: null
duration: 2:00:00
scoreboard_freeze_duration: ${FREEZE:-0:30:00}
penalty_time: 20
training:
  feedback: first-diff
YAML
	cat > "$dir/problems.yaml" <<'YAML'
- id: hdu1850
  label: A
  rgb: '#ff0000'
  color: red
- id: nimmove
  label: B
YAML
	cat > "$dir/teams.yaml" <<'YAML'
- id: t1
  name: "<b>Bold</b> & co"
- id: t2
  name: Second team
YAML
	cat > "$dir/accounts.yaml" <<'YAML'
- username: team1
  password: pw-one
  type: team
  team_id: t1
- username: team2
  password: pw-two
  type: team
  team_id: t2
- username: jury
  password: pw-jury
  type: judge
- username: admin
  password: pw-admin
  type: admin
YAML
}

# poll_until SECONDS CMD...: runs CMD every tenth of a second until it succeeds, SECONDS of wall
# time at most (a generous bound: the machine may be loaded; nothing is timed); 0 once it did, else
# 1 and a line on stderr naming what was awaited (the check that follows says what was there
# instead). For a state that may pass (a judgement under way): each try is soon after the last.
poll_until() { poll_naps "$1" 0.1 "${@:2}"; }
# wait_until SECONDS CMD...: the same for a state that lasts once reached (a verdict, every
# submission judged), with pauses growing from a twentieth of a second to half a second: a wait of
# seconds makes a few dozen requests rather than ten a second, each a curl, a bash and a jq or
# sed, on a machine whose cores the judging beside it needs.
wait_until() { poll_naps "$1" "0.05 0.1 0.2 0.3 0.5" "${@:2}"; }
# poll_naps SECONDS NAPS CMD...: poll_until's loop; NAPS the pauses after the first tries, the
# last one repeated.
poll_naps() {
	local secs=$1 end=$((EPOCHSECONDS + $1)) naps tries=0
	read -r -a naps <<<"$2"
	shift 2
	until "$@"; do
		if ((EPOCHSECONDS >= end)); then
			echo "gave up after $secs s waiting for: $*" >&2
			return 1
		fi
		sleep "${naps[$((tries < ${#naps[@]} - 1 ? tries : ${#naps[@]} - 1))]}"
		tries=$((tries + 1))
	done
}

server_pid=
# start_server DIR [PORT [NAME=VALUE...]]: on PORT of 127.0.0.1, or a free one (PORT empty or
# absent), with the options in SERVE_EXTRA (words) too, and NAME=VALUE in the server's environment
# alone (the JUDGE_SERVE_* limits of docs/coach.md): the next start has its own again. Its stdout
# and stderr go to $tmp/NAME.out and $tmp/NAME.err, NAME the value of SERVE_LOG or serve.
start_server() {
	local dir=$1 port_arg=${2:-0} log=$tmp/${SERVE_LOG:-serve}
	shift $(($# < 2 ? $# : 2))
	# Emptied here, before the server starts: its own redirection empties them only once it runs, and a
	# look before that would find the last server's port in the file.
	: >"$log.out"
	: >"$log.err"
	# shellcheck disable=SC2086 # SERVE_EXTRA is words on purpose
	env "$@" "$judge" serve "$dir" --listen "127.0.0.1:${port_arg:-0}" --db "$store" --root "$root" ${SERVE_EXTRA:-} >"$log.out" 2>"$log.err" &
	server_pid=$!
	# 60 s at most for each, polled (an idle start takes no longer), unless the server ends: a start
	# hashes every account's password (argon2id), near 10 s at a load of 17; CI runs at loads to 40.
	if ! poll_until 60 up_or_gone served_port "$log.out" || [ -z "$port" ]; then
		echo "FAIL: the server ended, or did not say \"serving http://...\" on its stdout within 60 s"
		cat "$log.err"
		exit 1
	fi
	base=http://127.0.0.1:$port
	# The HTTP process starts after the port is bound: wait until it answers.
	if ! poll_until 60 up_or_gone curl -s -o /dev/null "$base/login" || ! kill -0 "$server_pid" 2>/dev/null; then
		echo "FAIL: the server at $base ended, or did not answer GET /login within 60 s"
		cat "$log.out" "$log.err"
		exit 1
	fi
}
# up_or_gone CMD...: 0 when CMD succeeds, or when the server ($server_pid) has ended (waiting on is no use).
up_or_gone() { "$@" || ! kill -0 "$server_pid" 2>/dev/null; }
# served_port FILE: sets $port to the one judge serve says it serves on in FILE, its stdout; 1 until it has.
served_port() {
	port=$(sed -n 's|^serving http://[^:]*:\([0-9]*\)/$|\1|p' "$1")
	[ -n "$port" ]
}
stop_server() { [ -n "$server_pid" ] && kill "$server_pid" 2>/dev/null && wait "$server_pid" 2>/dev/null; server_pid=; }

# holds [-E|-F] PATTERN CMD...: 0 when the output of CMD (as `curl -s ARGS...`, a page) holds
# PATTERN, grep's basic regular expression (with -E extended, -F a fixed string); 1 when it does
# not; 2 when CMD failed (no page: not proof either way). The output is read whole before grep:
# `curl | grep -q` under pipefail fails when grep exits at its match while curl still writes.
holds() {
	local how=-G pattern out
	case $1 in -[EFG]) how=$1; shift ;; esac
	pattern=$1
	shift
	out=$("$@") || return 2
	[ -n "$out" ] && grep -q "$how" -e "$pattern" <<<"$out"
}
# lacks [-E|-F] PATTERN CMD...: 0 when CMD worked and its output does not hold PATTERN; 1 when it
# does, or when CMD failed (a line on stderr says so: a page not read does not lack anything).
lacks() {
	holds "$@"
	case $? in
	0) return 1 ;;
	1) return 0 ;;
	*) echo "lacks $*: its command failed: no page to look in" >&2; return 1 ;;
	esac
}
# status ARGS...: the HTTP status of one curl request.
status() { curl -s -o /dev/null -w '%{http_code}' "$@"; }
# csrf_of URL JAR: the first CSRF token of the page.
csrf_of() { curl -s -b "$2" -c "$2" "$1" | grep -o 'name="csrf" value="[0-9a-f]*"' | head -1 | sed 's/.*value="//;s/"$//'; }
# login USER PASSWORD JAR: the status of the login POST (303 when it worked).
login() {
	rm -f "$3"
	local t
	t=$(csrf_of "$base/login" "$3")
	status -b "$3" -c "$3" --data-urlencode "csrf=$t" --data-urlencode "username=$1" --data-urlencode "password=$2" "$base/login"
}
# wait_verdict JAR ID [SECONDS]: the verdict of submission ID once judged (SECONDS, 30 unless
# given, at most), as the page shows it; "timeout" after.
wait_verdict() {
	local v
	if wait_until "${3:-30}" verdict_now "$1" "$2"; then echo "$v"; else echo timeout; fi
}
# verdict_now JAR ID: 0 when submission ID's page shows it judged, its verdict in $v (wait_verdict's).
verdict_now() {
	v=$(curl -s -b "$1" "$base/submissions/$2" | sed -n 's|.*<dd id="verdict"><span class="v [^"]*">\([A-Z]*\)</span>.*|\1|p')
	[ -n "$v" ] && [ "$v" != pending ]
}
# submit_file JAR PROBLEM FILE: posts FILE to PROBLEM as the account of JAR (language cpp for a
# .cpp, python3 for a .py, else c); prints the new submission's id, or fails when it was refused.
submit_file() {
	local lang=c loc
	case $3 in *.cpp) lang=cpp ;; *.py) lang=python3 ;; esac
	loc=$(curl -s -o /dev/null -w '%{http_code} %{redirect_url}' -b "$1" -F "csrf=$(csrf_of "$base/" "$1")" \
		-F "problem=$2" -F "language=$lang" -F "file=@$3" "$base/submit")
	[[ $loc == "303 $base/submissions/"* ]] && echo "${loc##*/submissions/}"
}
