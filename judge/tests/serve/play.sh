#!/usr/bin/env bash
# A game played in the browser of judge serve (pages-play.c, games.c), by
# curl, each refusal with its exact status and words and the game's page
# unchanged after it: who may play (before the contest 403, during it with
# training.play false 403, after it 200), a problem that is not a game (404),
# someone else's game (another team, and another session of the same team:
# 404), a move out of turn or sent twice (409), not one line or too long
# (400), a flood (429 with Retry-After), a game played to its end (409), a
# game given up by starting another and a game never finished (410, its
# interactor gone), the games of a game process killed or restarted (410,
# their interactors gone), games that live on when the HTTP process is
# killed, a game beyond the bound on games at once (503, Retry-After) or on a
# team's (429, Retry-After), the
# judge's own failure (an interactor that does not compile: said as the
# judge's, not the player's loss, and the game process lives on); and the
# legal moves offered as buttons for Nim, Fibonacci Nim and Wythoff's game,
# none for Northcott's.
# Usage: play.sh JUDGE ROOT
set -uo pipefail
. "$(dirname "$0")/http-lib.sh"
serve_test_begin "$1" "$2"

write_package "$tmp/contest"
cat >"$tmp/contest/problems.yaml" <<'YAML'
- id: nimplay
  label: A
- id: hdu1850
  label: B
- id: fibnimplay
  label: C
- id: wythoffplay
  label: D
- id: northcottplay
  label: E
YAML
start_server "$tmp/contest"
t1=$tmp/t1 t2=$tmp/t2 jury=$tmp/jury

# page JAR PATH: the main part of a page (what a person sees of it).
page() { curl -s -b "$1" "$base$2" | sed -n '/<main/,/<\/main>/p'; }
# said JAR ARGS...: "STATUS message" of a request answered with an error page.
said() {
	local jar=$1
	shift
	local out code
	out=$(curl -s -b "$jar" -w '\n%{http_code}' "$@")
	code=${out##*$'\n'}
	echo "$code $(echo "$out" | sed -n 's|.*<p class="error">\(.*\)</p>.*|\1|p')" | sed 's/ $//'
}
# move JAR GAME TURN MOVE [CURL ARGS...]: the status of sending MOVE (as the box sends it) for TURN.
move() {
	local jar=$1 game=$2 turn=$3 mv=$4
	shift 4
	local t
	t=$(csrf_of "$base/games/$game" "$jar")
	status -b "$jar" --data-urlencode "csrf=$t" --data-urlencode "turn=$turn" --data-urlencode "typed=$mv" "$@" "$base/games/$game"
}
# start JAR SAMPLE [PROBLEM]: the game's number after starting one (the redirect's), or the status.
start() {
	local t out problem=${3:-nimplay}
	t=$(csrf_of "$base/play/$problem" "$1")
	out=$(curl -s -o /dev/null -w '%{http_code} %{redirect_url}' -b "$1" --data-urlencode "csrf=$t" --data-urlencode "sample=$2" "$base/play/$problem")
	case $out in "303 $base/games/"*) echo "${out##*/}" ;; *) echo "${out% }" ;; esac
}
# interactors: how many interactors of this server run (the sandbox's init of each, under the supervisor).
interactors() {
	ps -e -o pid=,ppid=,args= | awk -v r="$server_pid" '{p[$1] = $2; a[$1] = $0}
		END {for (k in p) {x = k; while (x > 1 && x != r) x = p[x]; if (x == r && a[k] ~ /judge-box$/) n++} print n + 0}'
}
# wait_state JAR GAME TEXT: waits (30 s at most) until the game's status line holds TEXT; the line.
wait_state() {
	local line
	for _ in $(seq 300); do
		line=$(page "$1" "/games/$2" | grep -o '<p id="status"[^<]*</p>')
		[[ $line == *"$3"* ]] && break
		sleep 0.1
	done
	echo "$line"
}

login team1 pw-one "$t1" >/dev/null
login team2 pw-two "$t2" >/dev/null
login jury pw-jury "$jury" >/dev/null

# Who may play: nobody before the contest but the jury; teams not during it (training.play is false).
expect "a team before the contest" "403 the contest has not started" "$(said "$t1" "$base/play/nimplay")"
expect "the jury before the contest" 200 "$(status -b "$jury" "$base/play/nimplay")"
t=$(csrf_of "$base/jury" "$jury")
expect "the jury starts the contest" 303 "$(status -b "$jury" --data "csrf=$t&action=start" "$base/jury/clock")"
expect "a team during the contest" \
	"403 the games open when the contest ends (contest.yaml: training.play is false)" "$(said "$t1" "$base/play/nimplay")"
check 'lacks "id=\"play\"" page "$t1" /problems/nimplay' "no play link during the contest"
t=$(csrf_of "$base/jury" "$jury")
expect "the jury ends the contest" 303 "$(status -b "$jury" --data "csrf=$t&action=end" "$base/jury/clock")"
expect "a team after the contest" 200 "$(status -b "$t1" "$base/play/nimplay")"
check 'holds "<a id=\"play\" href=\"/play/nimplay\">" page "$t1" /problems/nimplay' "the problem page links to play"
expect "a problem that is not a game" "404 this problem is not a game: it cannot be played here" \
	"$(said "$t1" "$base/play/hdu1850")"
expect "a sample that is not the problem's" 400 "$(start "$t1" nope)"
expect "the public" 303 "$(status "$base/play/nimplay")"

# A game, and each hostile move: its status, its words, and the game as it was.
g=$(start "$t1" sample)
check '[[ $g =~ ^[0-9]+$ ]]' "a game starts ($g)"
view=$(page "$t1" "/games/$g")
check '[[ $view == *"<p id=\"status\">Your move.</p>"* && $view == *"heap    3: 6 ######"* ]]' \
	"the opening: the position and the prompt"
check '[[ $view == *"<button class=\"stone\" name=\"move\" value=\"3 4\" title=\"take 2, leave 4\"></button>"* ]]' \
	"each stone a button: the third heap's fifth takes 2 of its 6"
check '[[ $view == *"<ol id=\"log\"></ol>"* ]]' "no move yet in the log"
expect "another team's game" "404 no such game" "$(said "$t2" "$base/games/$g")"
t=$(csrf_of "$base/games/$g" "$t2")
expect "another team's move" "404 no such game" "$(said "$t2" --data "csrf=$t&turn=0&typed=3+4" "$base/games/$g")"
login team1 pw-one "$tmp/t1b" >/dev/null
expect "another session of the same team" "404 no such game" "$(said "$tmp/t1b" "$base/games/$g")"
expect "a game that does not exist" "404 no such game" "$(said "$t1" "$base/games/99x")"
expect "its own game with a leading zero" "404 no such game" "$(said "$t1" "$base/games/0$g")"
expect "a move out of turn" 409 "$(move "$t1" "$g" 5 "3 4")"
expect "a move without its turn" 400 "$(move "$t1" "$g" "" "3 4")"
expect "a move of two lines" 400 "$(move "$t1" "$g" 0 $'3 4\n2 1')"
expect "a move too long" 400 "$(move "$t1" "$g" 0 "$(head -c 5000 /dev/zero | tr '\0' 1)")"
expect "an empty move" 400 "$(move "$t1" "$g" 0 "")"
t=$(csrf_of "$base/games/$g" "$t1")
expect "the out-of-turn words" \
	"409 out of turn: the game is not waiting for this move (reload its page)" \
	"$(said "$t1" --data "csrf=$t&turn=3&typed=3+4" "$base/games/$g")"
expect "the words for two lines" "400 move: one line only" \
	"$(said "$t1" --data "csrf=$t&turn=0" --data-urlencode $'typed=3 4\n2 1' "$base/games/$g")"
check 'holds "<a id=\"back\" href=\"/games/$g\">Back to the game</a>" curl -s -b "$t1" --data "csrf=$t&turn=3&typed=3+4" "$base/games/$g"' \
	"a refused move's page leads back to the game"
expect "a move without the form's token" 403 "$(status -b "$t1" --data "turn=0&typed=3+4" "$base/games/$g")"
expect "the game after the refused moves" "$view" "$(page "$t1" "/games/$g")"

# A legal move, shown after the interactor's prompt as a terminal would.
expect "a move in turn" 303 "$(move "$t1" "$g" 0 "3 4")"
after=$(page "$t1" "/games/$g")
check '[[ $after == *"&gt; 3 4"* && $after == *"<input type=\"hidden\" name=\"turn\" value=\"1\">"* ]]' \
	"the move is in the transcript, the turn is 1"
expect "the same move sent twice" 409 "$(move "$t1" "$g" 0 "3 4")"
expect "the game after the move sent twice" "$after" "$(page "$t1" "/games/$g")"

# A flood: the session's moves are throttled (each refused move counts), and nothing reaches the game.
# The moves go back to back on one connection of one curl: the bucket (a burst of 30, then 2 a
# second) empties in the flood's first second or so however loaded the machine is, where a curl
# started for each move, at load 20, sent fewer than 2 a second and never met the bound.
# After the first 429 a move may find a token refilled: only the codes up to it are exact.
flood=()
for _ in $(seq 80); do flood+=(-o /dev/null "$base/games/$g"); done
rm -f "$tmp/headers"
codes=$(curl -s -D "$tmp/headers" -w ' %{http_code}' -b "$t1" --data-urlencode "csrf=$(csrf_of "$base/games/$g" "$t1")" \
	--data-urlencode "turn=0" --data-urlencode "typed=3 4" "${flood[@]}")
check '[[ ${codes%% 429*} =~ ^(" 409")+$ && $codes == *" 429"* ]]' "409s, then 429 ($codes)"
ra=$(sed -n 's/^Retry-After: \([0-9]*\)\r$/\1/p' "$tmp/headers" | tail -1)
check '[[ $ra =~ ^[0-9]+$ && $ra -ge 1 ]]' "429 says Retry-After ($ra)"
expect "the game after the flood" "$after" "$(page "$t1" "/games/$g")"
# team1's session may move again after Retry-After: wait for it, so that the checks of this session
# below do not depend on how fast the machine runs the ones between.
[[ $ra =~ ^[0-9]+$ ]] && sleep "$ra"

# A game played to its end (team2: emptying the first heap left each time loses), then a move: 409.
h=$(start "$t2" sample)
for turn in $(seq 0 40); do
	v=$(page "$t2" "/games/$h")
	[[ $v == *"You lost."* ]] && break
	i=$(echo "$v" | grep -o 'heap *[0-9]*: [0-9]*' | tail -3 | awk '$3 > 0 {print $2 + 0; exit}')
	move "$t2" "$h" "$turn" "$i 0" >/dev/null
done
v=$(page "$t2" "/games/$h")
check '[[ $v == *"<p id=\"status\" class=\"lost\">You lost.</p>"* && $v == *"You lost: "* ]]' "the game is lost"
check '[[ $v == *"<a id=\"again\" href=\"/play/nimplay\">Play again</a>"* && $v != *"move-form"* ]]' \
	"a game over offers another, and no move"
t=$(csrf_of "$base/games/$h" "$t2")
expect "a move after the end" "409 the game is over: start another" \
	"$(said "$t2" --data "csrf=$t&turn=$turn&typed=1+0" "$base/games/$h")"

# The legal moves listed from other pictures (the jury's session): Fibonacci Nim's takes, the two
# heaps of Wythoff's game from the second sample; none for Northcott's rows, the box alone.
buttons() { page "$1" "/games/$2" | grep -o '<button class="[^"]*" name="move" value="[^"]*"' | sed 's/.*value="//;s/"$//' | xargs; }
# A game's first position comes once its interactor runs (compiled first, on a fresh cache): its
# buttons are read then.
f=$(start "$jury" sample fibnimplay)
wait_state "$jury" "$f" "Your move." >/dev/null
expect "Fibonacci Nim's takes from 12 (the stones from the second on)" "11 10 9 8 7 6 5 4 3 2 1" "$(buttons "$jury" "$f")"
w=$(start "$jury" sample-2 wythoffplay)
wait_state "$jury" "$w" "Your move." >/dev/null
check '[[ $(page "$jury" "/games/$w") == *"from the position of heaps of 10 and 4 <small>(sample-2)</small>;"* ]]' \
	"the sample picked is played, and named by its position"
expect "Wythoff's moves from (10, 4)" "0 4 1 4 2 4 3 4 4 4 5 4 6 4 7 4 8 4 9 4 10 0 10 1 10 2 10 3 9 3 8 2 7 1 6 0" \
	"$(buttons "$jury" "$w")"
n=$(start "$jury" sample northcottplay)
wait_state "$jury" "$n" "Your move." >/dev/null
expect "Northcott's squares your pieces may move to" "1 1 1 3 1 4 1 5 2 3 2 5 2 6 2 7" "$(buttons "$jury" "$n")"

# A position typed: checked against the problem's bounds (each refusal says what is wrong), then played.
# start_typed JAR PROBLEM TEXT: the game's number, or "STATUS message".
start_typed() {
	local t out
	t=$(csrf_of "$base/play/$2" "$1")
	out=$(curl -s -w '\n%{http_code} %{redirect_url}' -b "$1" --data-urlencode "csrf=$t" --data-urlencode "position=$3" "$base/play/$2")
	case ${out##*$'\n'} in "303 $base/games/"*) echo "${out##*/}" ;;
	*) echo "${out##*$'\n'}" | sed 's/ $//' | tr -d '\n'; echo " $(echo "$out" | sed -n 's|.*<p class="error">\(.*\)</p>.*|\1|p')" ;; esac
}
play_page=$(page "$jury" /play/nimplay)
check '[[ $play_page == *"value=\"sample\" checked> 3 heaps: 2 5 6 <small>(sample)</small>"* ]]' "a sample named by its heaps"
check '[[ $play_page == *"<input name=\"position\" id=\"position\""* ]]' "a box for a position"
expect "a heap out of bounds" "400 position: heap 2: 2000000000000000000 is out of bounds (a heap holds 0 to 10^18 stones)" \
	"$(start_typed "$jury" nimplay "3 2000000000000000000")"
expect "a position the first player loses" "400 position: the heaps&#39; xor is 0: you move first and would lose; change a heap" \
	"$(start_typed "$jury" nimplay "1 2 3")"
expect "garbage" "400 position: &quot;x&lt;b&gt;&quot; is not a whole number" "$(start_typed "$jury" nimplay "4 x<b>")"
expect "nothing" "400 position: no heap: type the heaps&#39; sizes, e.g. 2 5 6" "$(start_typed "$jury" nimplay " ")"
expect "Wythoff's losing pair" "400 position: (3, 5) is a losing pair: you move first and would lose" \
	"$(start_typed "$jury" wythoffplay "3 5")"
expect "a Fibonacci pile" "400 position: 21 is a Fibonacci number: you move first and would lose" \
	"$(start_typed "$jury" fibnimplay "21")"
expect "a square off Northcott's board" "400 position: row 1: square 9 is off the board (1 to 7)" \
	"$(start_typed "$jury" northcottplay "7; 2 9")"
ty=$(start_typed "$jury" nimplay "4 9 100")
check '[[ $ty =~ ^[0-9]+$ ]]' "a typed position's game starts ($ty)"
v=$(page "$jury" "/games/$ty")
check '[[ $v == *"Game $ty, from a position you typed; 0 moves sent."* && $v == *"heap    3: 100"* ]]' \
	"it plays the position typed"
check '[[ $v == *"<span class=\"bar\""* && $v == *"<div class=\"heap\" id=\"heap-2\">"* ]]' \
	"a heap too large for stones is a bar"
# The take form: any number from a heap, sent in the interactor's notation; a take too large is refused.
t=$(csrf_of "$base/games/$ty" "$jury")
expect "a take too large" "400 heap 3 holds 100: you cannot take 101" \
	"$(said "$jury" --data "csrf=$t&turn=0&heap=3&take=101" "$base/games/$ty")"
expect "a take that is not a number" "400 take: expected a heap and how many stones, as whole numbers" \
	"$(said "$jury" --data "csrf=$t&turn=0&heap=3&take=x" "$base/games/$ty")"
expect "a take from heap 3" 303 "$(status -b "$jury" --data "csrf=$t&turn=0&heap=3&take=87" "$base/games/$ty")"
v=$(page "$jury" "/games/$ty")
check '[[ $v == *"&gt; 3 13"* && $v == *"<li class=\"mine\">You took 87 from heap 3, 13 left.</li>"* ]]' \
	"the take sent as \"3 13\", and said in words"
check '[[ $v == *"<li class=\"theirs\">The judge took "* ]]' "the judge's answer said in words"

# One game per session: a new game gives up the last, whose interactor ends.
g2=$(start "$t1" sample)
check '[ "$g2" -gt "$h" ]' "a second game ($g2)"
t=$(csrf_of "$base/games/$g" "$t1")
expect "a move in the game given up" "410 given up: another game was started in this session" \
	"$(said "$t1" --data "csrf=$t&turn=1&typed=1+0" "$base/games/$g")"
expect "two interactors for the two live games (team1's, the jury's)" 2 "$(interactors)"

# The HTTP process killed: the supervisor starts it again, and the games live on and take the next move.
http_pid=$(ps -o pid=,user= --ppid "$server_pid" | awk '$2 == "nobody" {print $1}')
kill -9 "$http_pid"
for _ in $(seq 100); do
	new=$(ps -o pid=,user= --ppid "$server_pid" | awk '$2 == "nobody" {print $1}')
	[ -n "$new" ] && [ "$new" != "$http_pid" ] && curl -s -o /dev/null "$base/login" && break
	sleep 0.1
done
expect "the interactors after the HTTP process restarted" 2 "$(interactors)"
expect "a move after the HTTP process restarted" 303 "$(move "$t1" "$g2" 0 "3 4")"
check '[[ $(page "$t1" "/games/$g2") == *"<input type=\"hidden\" name=\"turn\" value=\"1\">"* ]]' \
	"the game moved on after the HTTP process restarted"

# The game process killed: its interactors die with it, and its next self abandons its games.
games_pid=$(for k in $(ps -o pid= --ppid "$server_pid"); do grep -q '^judge-box' <<<"$(ps -o args= --ppid "$k")" && echo "$k"; done)
check '[[ $games_pid =~ ^[0-9]+$ ]]' "the game process is the one with interactors ($games_pid)"
kill -9 "$games_pid"
expect "a game of a killed game process" '<p id="status" class="error">This game was abandoned: the game process restarted.</p>' \
	"$(wait_state "$t1" "$g2" "restarted")"
for _ in $(seq 50); do [ "$(interactors)" = 0 ] && break; sleep 0.1; done
expect "the interactors of the killed game process" 0 "$(interactors)"
expect "a move in it" 410 "$(move "$t1" "$g2" 1 "1 0")"
# A new session for team1 from here: the flood above emptied its session's bucket (a burst of 30,
# then 2 a second), and on an idle machine too little time has passed since to refill it for a start.
login team1 pw-one "$t1" >/dev/null
g2=$(start "$t1" sample)
check '[[ $(page "$t1" "/games/$g2") == *"<p id=\"status\">Your move.</p>"* ]]' "a new game with the new game process"

# Games per team (2 by default), whatever its sessions: team1 plays g2 and a game in a second
# session; a third session's is refused with 429 and Retry-After, and team2 still plays.
gb=$(start "$tmp/t1b" sample)
check '[[ $gb =~ ^[0-9]+$ ]]' "team1's second game, in another session ($gb)"
login team1 pw-one "$tmp/t1c" >/dev/null
out=$(curl -s -D "$tmp/headers" -b "$tmp/t1c" --data-urlencode "csrf=$(csrf_of "$base/play/nimplay" "$tmp/t1c")" \
	--data sample=sample -w '\n%{http_code}' "$base/play/nimplay")
expect "team1's third game, in a third session" \
	"429 your team already plays 2 games at once: finish one first" \
	"${out##*$'\n'} $(echo "$out" | sed -n 's|.*<p class="error">\(.*\)</p>.*|\1|p')"
expect "the team's bound's Retry-After" 60 "$(sed -n 's/^Retry-After: \([0-9]*\)\r$/\1/p' "$tmp/headers")"
gt2=$(start "$t2" sample)
check '[[ $gt2 =~ ^[0-9]+$ ]]' "team2 plays beside them ($gt2)"
check '[[ $(page "$t1" "/games/$g2") == *"<p id=\"status\">Your move.</p>"* ]]' "team1's first game lives on after the refusal"

# The game process restarts with the server: its games are abandoned, and say so.
stop_server
msg=$(JUDGE_SERVE_PLAY_IDLE=2s "$judge" serve "$tmp/contest" --listen 127.0.0.1:0 --root "$root" 2>&1); rc=$?
expect "a time-out that is not a number" '2 judge: JUDGE_SERVE_PLAY_IDLE: expected a number from 1 to 86400, got "2s"' "$rc $msg"
start_server "$tmp/contest" "" JUDGE_SERVE_PLAY_IDLE=6 JUDGE_SERVE_PLAY_GAMES=1
expect "the interactors after the restart" 0 "$(interactors)"
expect "the game of a game process that restarted" 410 "$(move "$t1" "$g2" 0 "3 4")"
check '[[ $(page "$t1" "/games/$g2") == *"<p id=\"status\" class=\"error\">This game was abandoned: the game process restarted.</p>"* ]]' \
	"the game's page says it was abandoned"

# A game never finished: abandoned after the idle time (6 s here: the checks up to the refusal below,
# at load 35, took more than 2 s), its interactor ended; a move is 410.
g3=$(start "$t1" sample)
expect "a live game's interactor" 1 "$(interactors)"
# One game at most (JUDGE_SERVE_PLAY_GAMES=1): another session's is refused while it lives, and waits for nothing.
out=$(curl -s -D "$tmp/headers" -b "$t2" --data-urlencode "csrf=$(csrf_of "$base/play/nimplay" "$t2")" \
	--data sample=sample -w '\n%{http_code}' "$base/play/nimplay")
expect "a game beyond the bound" \
	"503 every game the server runs at once is being played: try again in a minute" \
	"${out##*$'\n'} $(echo "$out" | sed -n 's|.*<p class="error">\(.*\)</p>.*|\1|p')"
expect "the bound's Retry-After" 60 "$(sed -n 's/^Retry-After: \([0-9]*\)\r$/\1/p' "$tmp/headers")"
expect "the interactors after the refusal" 1 "$(interactors)"
expect "the idle game abandoned" '<p id="status" class="error">This game was abandoned: no move for 6 s.</p>' \
	"$(wait_state "$t1" "$g3" "no move")"
expect "a move in the abandoned game" "410 abandoned: no move for 6 s" \
	"$(said "$t1" --data "csrf=$(csrf_of "$base/games/$g3" "$t1")&turn=0&typed=3+4" "$base/games/$g3")"
expect "the interactors after the time-out" 0 "$(interactors)"
g4=$(start "$t2" sample)
check '[[ $g4 =~ ^[0-9]+$ && $g4 -gt $g3 ]]' "a game once the abandoned one made room ($g4)"

# The judge's own failure (here an interactor that does not compile, in a copy of the repository)
# ends the game as the judge's, never as the player's loss, and the game process goes on.
stop_server
fake=$tmp/fake
mkdir -p "$fake/judge" "$fake/solvers/brute" "$fake/problems" "$fake/testdata"
cp "$root/judge/languages.yaml" "$fake/judge/"
cp -r "$root/problems/include" "$root/problems/nimplay" "$fake/problems/"
cp -r "$root/testdata/nimplay" "$fake/testdata/"
cp "$root/solvers/nimplay.c" "$fake/solvers/"
cp "$root/solvers/brute/nimplay.c" "$fake/solvers/brute/"
echo 'int main(void) { return x; }' >"$fake/problems/nimplay/interact.c"
printf -- '- id: nimplay\n  label: A\n' >"$tmp/contest/problems.yaml"
rm -f "$tmp"/session.db*
root=$fake start_server "$tmp/contest"
login jury pw-jury "$jury" >/dev/null
for k in 1 2; do
	j=$(start "$jury" sample)
	v=$(page "$jury" "/games/$j")
	check '[[ $v == *"<p id=\"status\" class=\"error\">The game could not go on, and this is not your loss:</p>"* ]]' \
		"game $k: the judge's failure, not a loss"
	check '[[ $v == *"<pre id=\"why\" class=\"error\">the judge failed: &#39;problems/nimplay/interact.c&#39; does not compile:"* ]]' \
		"game $k: why"
done
expect "a move in it" 409 "$(move "$jury" "$j" 0 "3 4")"
[ "$fail" -eq 0 ] || { echo "the last game's page:"; echo "$v" | grep -E 'id="(status|why)"'; echo "the server's stderr:"; tail -20 "$tmp/serve.err"; }
check '! grep -q "games process .* ended" "$tmp/serve.err"' "the game process lives on after the judge's failure"
finish
