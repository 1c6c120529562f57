#!/usr/bin/env bash
# `judge play` as a person uses it: a terminal (tmux) where moves are typed.
# A whole Nim game is won by reading the heaps off the screen and answering
# with the xor move; an illegal move is explained and asked again; Ctrl-D
# loses; Ctrl-C leaves no process behind. Argument errors are checked first,
# without a terminal. Skipped (exit 77) when tmux is missing.
# Usage: play.sh JUDGE ROOT
set -uo pipefail
judge=$(realpath "$1")
root=$(realpath "$2")
pass=0
fail=0
check() { if eval "$1"; then pass=$((pass + 1)); else fail=$((fail + 1)); echo "FAIL: $2"; fi; }
tmpe=$(mktemp)
trap 'rm -f "$tmpe"' EXIT

# Errors: exit 2 with the reason.
out=$("$judge" play hdu1850 --root "$root" 2>&1); rc=$?
check '[ $rc = 2 ] && [ "$out" = "judge: play: hdu1850 is not an interactive problem (its checker is not \`type: interactive\`)" ]' \
	"a batch problem is refused ($rc: $out)"
out=$("$judge" play nimplay --test nope --root "$root" 2>&1); rc=$?
check '[ $rc = 2 ] && [ "$out" = "judge: play: nimplay has no test '"'nope'"' (see problems/nimplay/problem.yaml)" ]' \
	"an unknown test is named ($rc: $out)"
out=$("$judge" play nimplay --test sample --seed 1 --root "$root" 2>&1); rc=$?
check '[ $rc = 2 ] && [ "$out" = "judge: play: give --test or --seed, not both" ]' "--test with --seed ($rc: $out)"
out=$("$judge" play nimplay --seed x --root "$root" 2>&1); rc=$?
check '[ $rc = 2 ] && [ "$out" = "judge: --seed: expected a number in 0..1000000000, got '"'x'"'" ]' "a bad seed ($rc: $out)"
out=$("$judge" submit nimplay x.c --seed 1 --root "$root" 2>&1); rc=$?
check '[ $rc = 2 ] && [ "$out" = "judge: submit: option '"'--seed'"' does not apply" ]' "--seed is play's ($rc: $out)"
# No terminal at all: the input ends, the game is lost, nothing hangs.
out=$(timeout 60 "$judge" play nimplay --root "$root" </dev/null 2>/dev/null); rc=$?
check '[ $rc = 1 ] && [ "$out" = "$(printf "3\n2 5 6\njudge: you lost.")" ]' "stdin at EOF loses ($rc: $out)"

# The four games' screens have one style (problems/include/check.h, "judge play's screen"): the
# turn's header, the picture, how to type a move and a "> " prompt, "Not a move: ... Try again."
# for a bad one, and the end said once: "You lost: WHY." (then judge's own line).
for g in nimplay fibnimplay northcottplay wythoffplay; do
	out=$(printf 'x\n' | timeout 60 "$judge" play "$g" --root "$root" 2>"$tmpe"); rc=$?
	check '[ $rc = 1 ] && [ "$(tail -1 <<<"$out")" = "judge: you lost." ]' "$g: lost at the end of its input ($rc)"
	check 'grep -qx "Turn 1, your move." "$tmpe"' "$g: the turn's header"
	check 'grep -q "^Type " "$tmpe" && grep -q ", then Enter\.$" "$tmpe"' "$g: how to type a move"
	check 'grep -q "^> Not a move: .*\. Try again\.$" "$tmpe"' "$g: a bad move refused"
	check '[ "$(grep -c "^You lost: " "$tmpe")" = 1 ] && [ "$(tail -1 "$tmpe" | cut -c1-10)" = "You lost: " ]' \
		"$g: the loss said once, last"
done
# A whole game lost: the reason (the first losing move) is on the screen once, not twice.
moves=$(for _ in 1 2 3 4 5 6 7 8; do printf '1 0\n2 0\n3 0\n'; done)
out=$(timeout 60 "$judge" play nimplay --root "$root" 2>"$tmpe" <<<"$moves"); rc=$?
check '[ $rc = 1 ] && [ "$(tail -1 "$tmpe")" = "You lost: move 1: you cut heap 1 from 2 to 0 stones, leaving xor 3, not 0: a losing move; I won at move 4." ]' \
	"nimplay: the loss's reason ($rc: $(tail -1 "$tmpe"))"
check '[ "$(grep -c "you cut heap 1 from 2 to 0 stones" "$tmpe")" = 1 ]' "nimplay: the reason printed once"
check 'grep -q "I took 5 from heap 3, 0 left: I took the last stones\.$" "$tmpe"' "nimplay: the last move shown"

if ! command -v tmux >/dev/null; then
	echo "$pass passed, $fail failed; SKIP: no tmux on this machine (scripts/setup installs it)"
	[ $fail = 0 ] && exit 77
	exit 1
fi
sock="judge-play-$$"
tm() { tmux -L "$sock" "$@"; }
trap 'tm kill-server 2>/dev/null; rm -f "$tmpe"' EXIT
tm new-session -d -x 150 -y 50 "env -i PATH=/usr/bin:/bin HOME=/tmp TERM=xterm PS1=shell$ bash --norc --noprofile"
screen() { tm capture-pane -p -J -S -3000; }
# Waits until the screen shows a line matching the regular expression $1 at least $2 times (default 1).
wait_for() {
	for _ in $(seq 300); do
		[ "$(screen | grep -cE "$1")" -ge "${2:-1}" ] && return 0
		sleep 0.1
	done
	echo "--- screen, waiting for '$1' ---"
	screen | grep -v "^$" | tail -30
	return 1
}
start() {
	tm send-keys "clear" Enter
	# The screen is clear when the prompt is its only line.
	for _ in $(seq 300); do
		[ "$(tm capture-pane -p | grep -c .)" -eq 1 ] && tm capture-pane -p | grep -q '^shell[$]' && break
		sleep 0.1
	done
	tm clear-history
	tm send-keys "cd '$root' && '$judge' play $*; echo \"EXIT=\$?\"" Enter
	wait_for "Ctrl-D gives up"
}

# A game won: the heaps are read from the last picture, the reply is the xor move.
start nimplay --test sample
wait_for '^> $'
tm send-keys "9 1" Enter
check 'wait_for "Not a move: there is no heap 9, the heaps are numbered 1 to 3. Try again."' "an illegal move is explained"
tm send-keys "1 5" Enter
check 'wait_for "heap 1 has 2 stones, and growing it to 5 adds stones"' "a growing move is explained"
won=0
for turn in $(seq 20); do
	wait_for "your move\.|judge: you" "$turn" || break
	if screen | grep -q "judge: you"; then break; fi
	read -ra h <<<"$(screen | awk '/your move\./ { s = "" } /^  heap +[0-9]+:/ { s = s " " $3 } END { print s }')"
	x=0
	for v in "${h[@]}"; do x=$((x ^ v)); done
	move=
	for i in "${!h[@]}"; do
		if [ $((h[i] ^ x)) -lt "${h[i]}" ]; then move="$((i + 1)) $((h[i] ^ x))"; break; fi
	done
	[ -n "$move" ] || break
	tm send-keys "$move" Enter
done
wait_for "^EXIT=" && screen | grep -q "^judge: you won.$" && screen | grep -q "^EXIT=0$" && won=1
check '[ $won = 1 ]' "the xor player wins the sample game and play exits 0"
check 'screen | grep -q "^You won: you took the last stones at move "' "the interactor announces the winner"

# Ctrl-D gives up: lost, exit 1.
start nimplay --seed 3
wait_for '^> $'
tm send-keys C-d
check 'wait_for "^EXIT=1$" && screen | grep -q "^judge: you lost.$"' "Ctrl-D loses, exit 1"

# Ctrl-C in the middle of a game: the shell's prompt is back, nothing is left running.
start wythoffplay
wait_for '^> $'
tm send-keys C-c
check 'wait_for "^shell[$]$"' "Ctrl-C ends play"
# The interactor may take a moment to be reaped after the prompt is back: wait for it, bounded.
gone() {
	for _ in $(seq 100); do
		pgrep -f "^interact /input /output --play" >/dev/null || return 0
		sleep 0.1
	done
	return 1
}
check gone "no interactor left after Ctrl-C"

echo "$pass passed, $fail failed"
[ $fail = 0 ]
