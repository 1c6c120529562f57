#!/usr/bin/env bash
# `judge contest new` and `judge contest check` as a coach uses them: a starter
# package that checks, loads with fresh random passwords each time, mode 0600;
# each refusal with exit 2 and its exact message, and nothing written.
# Usage: contest.sh JUDGE ROOT
set -uo pipefail
judge=$(realpath "$1")
root=$(realpath "$2")
pass=0
fail=0
check() { if eval "$1"; then pass=$((pass + 1)); else fail=$((fail + 1)); echo "FAIL: $2"; fi; }
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
cd "$tmp" || exit 1
j() { "$judge" "$@" --root "$root"; }

out=$(j contest new camp --teams 3 --problems nimmove,hdu1850 2>&1); rc=$?
check '[ $rc = 0 ] && [ "$out" = "wrote camp: contest.yaml, problems.yaml, teams.yaml, accounts.yaml (3 teams, a jury and an admin; passwords in accounts.yaml)
start it with: judge serve camp" ]' "contest new ($rc: $out)"
check '[ "$(stat -c %a camp/accounts.yaml)" = 600 ]' "accounts.yaml is the owner's alone"
check '[ "$(grep -c "^- username:" camp/accounts.yaml)" = 5 ]' "3 team accounts, a jury, an admin"
check '[ "$(grep -c "^  password: [a-z2-9]\{12\}$" camp/accounts.yaml)" = 5 ]' "5 passwords of 12 characters"
out=$(j contest check camp 2>&1); rc=$?
check '[ $rc = 0 ] && [ "$out" = "camp: '"'Training session'"', 2 problems, 3 teams, 5 accounts; starts by hand, lasts 5:00:00.000, frozen the last 1:00:00.000, penalty 20 min; feedback first-diff, stops at the first rejected test; upsolving after the end; no hints; games played after the end" ]' \
	"contest check ($rc: $out)"
j contest new camp2 --teams 3 --problems nimmove >/dev/null 2>&1
check '[ "$(grep password camp/accounts.yaml)" != "$(grep password camp2/accounts.yaml)" ]' "passwords differ between packages"

# Refusals: exit 2, the reason, nothing written.
out=$(j contest new camp --problems nimmove 2>&1); rc=$?
check '[ $rc = 2 ] && [ "$out" = "judge: '"'camp'"' exists and is not empty; give a new folder" ]' "a non-empty folder ($rc: $out)"
mkdir empty
out=$(j contest new empty --teams 2 --problems nimmove 2>&1); rc=$?
check '[ $rc = 0 ] && [ -f empty/contest.yaml ]' "an empty folder is used ($rc: $out)"
out=$(j contest new x --problems nimmove,hdu185 2>&1); rc=$?
check '[ $rc = 2 ] && [ "$out" = "judge: --problems: no such problem '"'hdu185'"' (no file '"'problems/hdu185/problem.yaml'"'); did you mean '"'hdu1850'"'?" ] && [ ! -e x ]' \
	"an unknown problem, with did-you-mean ($rc: $out)"
out=$(j contest new x 2>&1); rc=$?
check '[ $rc = 2 ] && [ "$out" = "judge: contest new: give the problems: --problems A,B,... (ids, see '"'judge list'"')" ] && [ ! -e x ]' \
	"no --problems ($rc: $out)"
out=$(j contest new x --teams 1000 --problems nimmove 2>&1); rc=$?
check '[ $rc = 2 ] && [ "$out" = "judge: --teams: expected a number of teams in 1..999, got '"'1000'"'" ]' "too many teams ($rc: $out)"
out=$(j contest renew x 2>&1); rc=$?
check '[ $rc = 2 ] && [ "$out" = "judge: contest: unknown action '"'renew'"' (known: new, check)" ]' "an unknown action ($rc: $out)"
out=$(j submit nimmove x.c --teams 3 2>&1); rc=$?
check '[ $rc = 2 ] && [ "$out" = "judge: submit: option '"'--teams'"' does not apply" ]' "--teams is contest's ($rc: $out)"

# A wrong file: exit 2 naming file, line, column and key.
printf 'id: camp\nname: Camp\nduration: 5 hours\n' >camp/contest.yaml
out=$(j contest check camp 2>&1); rc=$?
check '[ $rc = 2 ] && [ "$out" = "judge: camp/contest.yaml:3:11: duration: expected a RELTIME h:mm:ss, got \"5 hours\"" ]' \
	"a wrong contest.yaml ($rc: $out)"
# training.upsolve: true or false, and nothing else.
printf 'id: camp\nname: Camp\nduration: 5:00:00\ntraining:\n  upsolve: later\n' >camp/contest.yaml
out=$(j contest check camp 2>&1); rc=$?
check '[ $rc = 2 ] && [ "$out" = "judge: camp/contest.yaml:5:12: training.upsolve: expected true or false, got \"later\"" ]' \
	"a wrong training.upsolve ($rc: $out)"
printf 'id: camp\nname: Camp\nduration: 5:00:00\ntraining:\n  upsolve: false\n' >camp/contest.yaml
out=$(j contest check camp 2>&1); rc=$?
check '[ $rc = 0 ]' "training.upsolve: false is taken ($rc: $out)"
# training.hints_after: a count of rejected submissions, 0..1000, checked like the others.
printf 'id: camp\nname: Camp\nduration: 5:00:00\ntraining:\n  hints_after: 3\n' >camp/contest.yaml
out=$(j contest check camp 2>&1); rc=$?
check '[ $rc = 0 ]' "hints_after: 3 is accepted ($rc: $out)"
printf 'id: camp\nname: Camp\nduration: 5:00:00\ntraining:\n  hints_after: three\n' >camp/contest.yaml
out=$(j contest check camp 2>&1); rc=$?
check '[ $rc = 2 ] && [ "$out" = "judge: camp/contest.yaml:5:16: training.hints_after: expected an integer in 0..1000, got \"three\"" ]' \
	"hints_after not a number ($rc: $out)"
printf 'id: camp\nname: Camp\nduration: 5:00:00\ntraining:\n  hints_after: -1\n' >camp/contest.yaml
out=$(j contest check camp 2>&1); rc=$?
check '[ $rc = 2 ] && [ "$out" = "judge: camp/contest.yaml:5:16: training.hints_after: expected an integer in 0..1000, got \"-1\"" ]' \
	"hints_after below 0 ($rc: $out)"
# The summary says what the training keys switch on.
printf 'id: camp\nname: Camp\nduration: 5:00:00\ntraining:\n  upsolve: false\n  hints_after: 3\n  play: true\n' >camp/contest.yaml
out=$(j contest check camp 2>&1); rc=$?
check '[ $rc = 0 ] && [ "${out#*; feedback }" = "none, stops at the first rejected test; closed at the end; a hint after 3 rejected; teams play the games during the contest" ]' \
	"the training keys in the summary ($rc: $out)"
# training.play is a boolean, and an error names where it is not.
printf 'id: camp\nname: Camp\nduration: 5:00:00\ntraining:\n  play: sometimes\n' >camp/contest.yaml
out=$(j contest check camp 2>&1); rc=$?
check '[ $rc = 2 ] && [ "$out" = "judge: camp/contest.yaml:5:9: training.play: expected true or false, got \"sometimes\"" ]' \
	"training.play not a boolean ($rc: $out)"
printf 'id: camp\nname: Camp\nduration: 5:00:00\ntraining:\n  play: true\n' >camp/contest.yaml
out=$(j contest check camp 2>&1); rc=$?
check '[ $rc = 0 ]' "training.play: true is taken ($rc: $out)"
# What a package holds is shown escaped: a name with a terminal escape cannot drive the terminal.
printf 'id: camp\nname: "\\e[31mred"\nduration: 5:00:00\n' >camp/contest.yaml
out=$(j contest check camp 2>&1); rc=$?
check '[ $rc = 0 ] && [[ "$out" != *$'"'"'\e'"'"'* ]]' "an escape in the name is escaped ($rc: $out)"

echo "$pass passed, $fail failed"
[ $fail = 0 ]
