#!/usr/bin/env bash
# The HTTP process of judge serve confined (serve/confine.h): it runs as nobody
# under a seccomp filter, changed into an empty root, and, where the kernel has
# Landlock, can open nothing but the store's files. serve-inject makes the
# process itself call what it should not (judge serve has no switch for it).
#   kill:  execve kills it (SIGSYS), the supervisor says why and starts it
#          again, confined too, and the submission posted before the kill is
#          still there and judged, as is one posted after (counted in the store
#          with sqlite3's command line).
#   files: a file outside the store does not open (the empty root: no such
#          file; Landlock: not even the empty root's own folder), and the
#          process goes on serving. Skipped (exit 77) on a kernel without
#          Landlock, which the server says at start.
# Skipped (exit 77) on another architecture than x86-64 (the injection), or without sqlite3.
# Usage: confine.sh JUDGE ROOT SERVE_INJECT kill|files
set -uo pipefail
inject=$(realpath "$3")
mode=${4:-}
case $mode in kill | files) ;; *) echo "usage: confine.sh JUDGE ROOT SERVE_INJECT kill|files" >&2; exit 2 ;; esac
. "$(dirname "$0")/http-lib.sh"
serve_test_begin "$1" "$2"
[ "$(uname -m)" = x86_64 ] || { echo "skipped: serve-inject makes its calls on x86-64 only"; exit 77; }
command -v sqlite3 >/dev/null || { echo "skipped: no sqlite3 command (scripts/setup installs it)"; exit 77; }
q() { sqlite3 -cmd '.timeout 5000' "$tmp/session.db" "$1"; }
. "$(dirname "$0")/root-lib.sh"
fast_root "$tmp/root" "$root" hdu1850 nimmove
root=$tmp/root

write_package "$tmp/contest"
start_server "$tmp/contest"
# http_pid: the supervisor's child that runs as nobody.
http_pid() { ps -o pid=,user= --ppid "$server_pid" | awk '$2 == "nobody" {print $1}'; }
hp=$(http_pid)
expect "the HTTP process's seccomp mode (2: a filter)" 2 "$(awk '/^Seccomp:/ {print $2}' "/proc/$hp/status")"
expect "the HTTP process's root" /run/gamejudge/http-root "$(readlink "/proc/$hp/root")"

if [ "$mode" = files ]; then
	if grep -q "confined without Landlock" "$tmp/serve.err"; then
		echo "skipped: $(grep -o 'confined without Landlock[^;]*' "$tmp/serve.err" | head -1)"
		exit 77
	fi
	# Files outside the store: the process asks, is refused, and goes on.
	expect "opening /etc/passwd in the empty root" "result -2" "$("$inject" "$hp" open /etc/passwd 2>&1)"
	# The empty root's own folder is root's and readable by all: only Landlock refuses it (EACCES).
	expect "opening the empty root's folder under Landlock" "result -13" "$("$inject" "$hp" open / 2>&1)"
	expect "the HTTP process after the refusals" "$hp" "$(http_pid)"
	expect "the server answers after the refusals" 200 "$(status "$base/login")"
	# The store, written through the files it opened before it was confined: a session is stored.
	expect "team1 logs in after the refusals" 303 "$(login team1 pw-one "$tmp/t1")"
	expect "team1's session after the refusals" 200 "$(status -b "$tmp/t1" "$base/")"
	finish
	exit
fi

t1=$tmp/t1 jury=$tmp/jury
expect "team1 logs in" 303 "$(login team1 pw-one "$t1")"
expect "the jury logs in" 303 "$(login jury pw-jury "$jury")"
expect "the jury starts the clock" 303 "$(status -b "$jury" -d "csrf=$(csrf_of "$base/jury" "$jury")" -d action=start "$base/jury/clock")"
# post FILE: submits nimmove's FILE as team1; prints the submission's id, or the status and place it went.
post() {
	local loc
	loc=$(curl -s -o /dev/null -w '%{http_code} %{redirect_url}' -b "$t1" -F "csrf=$(csrf_of "$base/" "$t1")" \
		-F problem=nimmove -F language=c -F "file=@$root/problems/nimmove/submissions/$1" "$base/submit")
	[[ $loc == "303 $base/submissions/"* ]] && echo "${loc##*/submissions/}" || echo "$loc"
}
before=$(post accepted/largest-take.c)
check '[[ $before =~ ^[0-9]+$ ]]' "a submission posted before the kill ($before)"

# A forbidden call: the filter kills the process, the supervisor starts another.
expect "execve in the HTTP process" "killed by signal 31" "$("$inject" "$hp" execve 2>&1)"
for _ in $(seq 100); do
	now=$(http_pid)
	[ -n "$now" ] && [ "$now" != "$hp" ] && [ "$(status "$base/login")" = 200 ] && break
	sleep 0.1
done
check '[ -n "$now" ] && [ "$now" != "$hp" ]' "a new HTTP process after the kill ($hp, then '$now')"
expect "the server answers after the restart" 200 "$(status "$base/login")"
check 'grep -q "http process $hp ended (signal 31, a forbidden system call): starting it again" "$tmp/serve.err"' \
	"the supervisor says the HTTP process was killed for a forbidden call"
expect "the new HTTP process's seccomp mode" 2 "$(awk '/^Seccomp:/ {print $2}' "/proc/$now/status")"

# Nothing lost: the session (in the store) still holds, both submissions are kept and judged.
after=$(post accepted/largest-take.c)
check '[[ $after =~ ^[0-9]+$ ]]' "a submission posted after the restart ($after)"
expect "the verdict of the submission posted before the kill" AC "$(wait_verdict "$t1" "$before")"
expect "the verdict of the submission posted after the restart" AC "$(wait_verdict "$t1" "$after")"
expect "submissions in the store" 2 "$(q "SELECT count(*) FROM submissions")"
finish
