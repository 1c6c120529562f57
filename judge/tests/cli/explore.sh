#!/usr/bin/env bash
# judge explore from the command line: exact tables and findings, the periods
# the statements' notes give (the explorers value positions from the rules),
# periods proved to the theorems' bounds, pictures, --against and its errors.
# Usage: explore.sh JUDGE ROOT
set -uo pipefail
judge=$1
root=$2
. "$(dirname "$0")/../lib/lib.sh"
x() { "$judge" explore "$@" --root "$root" -j 2; }

# --- usage and refusals: exit 2, exact words ---
# Every problem of the library has an explorer: the one without is cf919f with its entry cut.
mkdir -p "$tmp/cut/problems" "$tmp/cut/testdata" "$tmp/cut/solvers/brute"
cp -r "$root/problems/cf919f" "$tmp/cut/problems/"
sed -i '/^explore:/,$d' "$tmp/cut/problems/cf919f/problem.yaml"
ln -s "$root/testdata/cf919f" "$tmp/cut/testdata/"
ln -s "$root/solvers/cf919f.c" "$tmp/cut/solvers/"
ln -s "$root/solvers/brute/cf919f.c" "$tmp/cut/solvers/brute/"
expect 2 "a problem without an explorer" -- "$judge" explore cf919f --root "$tmp/cut"
same "$(cat "$tmp/err")" "judge: cf919f: no explorer: its manifest has no 'explore' entry (problems/README.md, \"Explorers\", says how to add one)" "no explorer"
expect 2 "range without .." -- x hdu1846 --range 5
same "$(cat "$tmp/err")" 'judge: --range: expected LO..HI, got "5"' "range syntax"
expect 2 "range past the bounds" -- x hdu1846 --range 0..200000
same "$(cat "$tmp/err")" "judge: --range: n = 0..200000 is outside what the explorer allows, 0..100000" "range bounds"
expect 2 "a parameter out of range" -- x hdu1846 --param m=0
same "$(cat "$tmp/err")" 'judge: --param m: expected an integer in 1..1000, got "0"' "param range"
expect 2 "an unknown parameter" -- x hdu1846 --param k=3
same "$(cat "$tmp/err")" "judge: --param: unknown parameter 'k' (this explorer has: m)" "param name"
expect 2 "the explorer refuses a set with a repeated move" -- x hdu1536 --param S=2,2
same "$(cat "$tmp/err")" "judge: hdu1536: explore: S: 2 appears twice" "explorer's refusal"
expect 2 "two pictures" -- x hdu1846 --svg "$tmp/a.svg" --png "$tmp/a.png"
same "$(cat "$tmp/err")" "judge: --svg and --png: choose one picture" "one picture"
expect 2 "an option of another command" -- x hdu1846 --check
same "$(cat "$tmp/err")" "judge: explore: option '--check' does not apply" "option check"

# --- the exact text of a sequence ---
expect 0 "hdu1846 m=3" -- x hdu1846 --range 0..20
same "$(cat "$tmp/out")" "hdu1846: Brave Game
n = 0..20; m=3; win/lose (P: the player to move loses; N: wins)
 0: P N N N P N N N P N N N P N N N P N N N
20: P
pattern: periodic from n = 0 with period 4: P N N N
P positions: n mod 4 = 0
evidence: checked to n = 6, the bound of the periodicity theorem for subtraction games (largest move 3): it holds for every n" "hdu1846 text"
expect 0 "--width" -- x hdu5795 --range 0..15 --width 8
same "$(head -4 "$tmp/out" | tail -2)" " 0:  0  1  2  3  4  5  6  8
 8:  7  9 10 11 12 13 14 16" "hdu5795 in rows of 8"

# --- the statements' notes, from the explorers' tables ---
# hdu1846 and addstones: lost exactly on multiples of m + 1 (k + 1), proved by the theorem.
for m in 1 2 5 9; do
	x hdu1846 --param m=$m --json >"$tmp/j" 2>/dev/null
	same "$(jq -c '.period | [.found, .start, .period, .saltus, .proved]' "$tmp/j")" "[true,0,$((m + 1)),0,true]" "hdu1846 m=$m period"
	even=""
	[ "$m" -eq 1 ] && even=" (even)"
	same "$(jq -r '.findings[1]' "$tmp/j")" "P positions: n mod $((m + 1)) = 0$even" "hdu1846 m=$m P positions"
done
for k in 1 3 7; do
	x addstones --param k=$k --range 0..60 --json >"$tmp/j" 2>/dev/null
	same "$(jq -c '.period | [.start, .period, .proved]' "$tmp/j")" "[0,$((k + 1)),true]" "addstones k=$k period"
done
# hdu5795: g(8k+7) = 8k+8 and g(8k+8) = 8k+7, else g(x) = x: arithmetic, period 8, saltus 8, from 1.
x hdu5795 --range 0..200 --json >"$tmp/j" 2>/dev/null
same "$(jq -c '.period | [.found, .proved, .looks_periodic.start, .looks_periodic.every, .looks_periodic.saltus, .looks_periodic.over]' "$tmp/j")" \
	"[false,false,1,8,8,[0,200]]" "hdu5795: arithmetic, seen, not proved"
same "$(jq -c '[.table[7], .table[8], .table[15], .table[16]]' "$tmp/j")" "[8,7,16,15]" "hdu5795 swapped pairs"
# hdu3980: m = 1 alternates; m = 2 is the octal game 0.07 (Dawson's Kayles): period 34 from 53,
# proved by the octal theorem, asking the explorer for positions up to the bound 175.
x hdu3980 --param m=1 --json >"$tmp/j" 2>/dev/null
same "$(jq -c '.period | [.start, .period, .proved]' "$tmp/j")" "[0,2,true]" "hdu3980 m=1"
x hdu3980 --range 0..160 --json >"$tmp/j" 2>/dev/null
same "$(jq -c '.period | [.start, .period, .theorem, .bound, .checked_to, .proved]' "$tmp/j")" '[53,34,"octal",175,175,true]' "hdu3980 m=2 proved past the range"
same "$(jq '.table | length' "$tmp/j")" "161" "the table shown is the range asked"
x hdu3980 --param m=6 --range 0..994 --json >"$tmp/j" 2>/dev/null
same "$(jq '[.table[]] | max' "$tmp/j")" "57" "hdu3980: the largest chain value is 57 at m = 6"
x hdu3980 --param m=3 --range 0..300 >"$tmp/out" 2>/dev/null
has "$tmp/out" "pattern: no pattern found up to l = 300" "hdu3980 m=3 (Treblecross, 0.007): no pattern"
# hdu1848: values 8 and 9 first at 167 and 627, 9 the largest up to 1000; no pattern.
x hdu1848 --range 0..1000 --json >"$tmp/j" 2>/dev/null
same "$(jq -c '[(.table | index(8)), (.table | index(9)), ([.table[]] | max), .period.found]' "$tmp/j")" "[167,627,9,false]" "hdu1848 notes"
# hdu1848: the Fibonacci numbers are an infinite subtraction set, so no theorem proves a period.
# Over 0..120 the values repeat every 36 (a coincidence that 0..150 breaks): said as what was
# seen, never as a period, in the text, the JSON and the pictures.
expect 0 "hdu1848 0..120" -- x hdu1848 --range 0..120
same "$(tail -3 "$tmp/out")" "pattern: looks periodic over n = 0..120 (no proof): from n = 0 it repeats every 36: 0 1 2 3 0 1 2 3 4 5 0 1 2 3 0 1 2 3 4 5 0 1 2 3 0 1 2 3 4 5 0 1 2 3 4 5
P positions (value 0): n mod 36 in {0, 4, 10, 14, 20, 24, 30}, over n = 0..120
evidence: checked over n = 0..120 only; no periodicity theorem applies to this game" "hdu1848 0..120: no period claimed"
expect 0 "hdu1848 0..150" -- x hdu1848 --range 0..150
same "$(tail -2 "$tmp/out")" "pattern: no pattern found up to n = 150
P positions (value 0): 0, 4, 10, 14, 20, 24, 30, 36, 40, 46, 50, 56, ... (29 in all)" "hdu1848 0..150: nothing"
x hdu1848 --range 0..120 --json >"$tmp/j" 2>/dev/null
same "$(jq -c '.period' "$tmp/j")" '{"found":false,"proved":false,"looks_periodic":{"start":0,"every":36,"saltus":0,"over":[0,120]},"theorem":null,"checked_to":120,"caption":"looks periodic over n = 0..120 (no proof): repeats every 36 from n = 0"}' \
	"hdu1848 0..120: the JSON"
expect 0 "hdu1848 svg" -- x hdu1848 --range 0..120 --svg "$tmp/f.svg"
has "$tmp/f.svg" '<text x="4" y="42" class="caption">looks periodic over n = 0..120 (no proof): repeats every 36 from n = 0</text>' \
	"hdu1848: the SVG's caption"
same "$(grep -c 'period [0-9]' "$tmp/f.svg")" "0" "hdu1848: no period in the SVG"
# A finite subtraction game, S = {3, 4, 9}: period 13, proved by the theorem (v(n + 13) = v(n)
# for 9 values in a row, n = 0..8, that is checked to n = 21).
expect 0 "hdu1536 S=3,4,9" -- x hdu1536 --range 0..40 --param S=3,4,9
same "$(tail -3 "$tmp/out")" "pattern: periodic from n = 0 with period 13: 0 0 0 1 1 1 2 0 0 3 1 1 2
P positions (value 0): n mod 13 in {0, 1, 2, 7, 8}
evidence: checked to n = 21, the bound of the periodicity theorem for subtraction games (largest move 9): it holds for every n" \
	"hdu1536 S={3,4,9}: a proved period"
x hdu1536 --range 0..40 --param S=3,4,9 --json >"$tmp/j" 2>/dev/null
same "$(jq -c '.period' "$tmp/j")" '{"found":true,"proved":true,"start":0,"period":13,"saltus":0,"theorem":"subtraction","bound":21,"checked_to":40,"caption":"periodic from n = 0 with period 13 (proved: the periodicity theorem for subtraction games)"}' \
	"hdu1536 S={3,4,9}: the JSON"
# hdu1536 with the sample's S = {2, 5}: period 7, proved.
x hdu1536 --json >"$tmp/j" 2>/dev/null
same "$(jq -c '.period | [.start, .period, .bound, .proved]' "$tmp/j")" "[0,7,11,true]" "hdu1536 S={2,5}"
# Grids: kiki loses exactly when n and m are both odd; Wythoff's pairs; hdu2873's zero lines and 364.
expect 0 "hdu2147" -- x hdu2147
has "$tmp/out" "P positions: n mod 2 = 1 and m mod 2 = 1" "hdu2147 parity"
same "$(sed -n 3,4p "$tmp/out")" "n\\m  1  2  3  4  5  6  7  8  9 10 11 12
  1  P  N  P  N  P  N  P  N  P  N  P  N" "hdu2147 grid text"
expect 0 "hdu1527" -- x hdu1527 --range 0..60
has "$tmp/out" "the P positions off the diagonal are exactly Wythoff's pairs (floor(k phi), floor(k phi) + k) and their mirror images, k = 1..23" "hdu1527 Wythoff"
expect 0 "hdu2873" -- x hdu2873 --range 1..50 --json
same "$(jq '[.table[]] | max' "$tmp/out")" "364" "hdu2873 largest value"
has <(jq -r '.findings[]' "$tmp/out") "P positions along lines: p = 2 for q = 3..50; q = 2 for p = 3..50" "hdu2873 zero lines"

# --- every game has an explorer, or its notes say why not; judge list says which ---
for m in "$root"/problems/*/problem.yaml; do
	id=$(basename "$(dirname "$m")")
	if grep -q '^explore:' "$m"; then
		[ -f "$root/problems/$id/explore.c" ] && ok || bad "$id: its explore entry names no problems/$id/explore.c"
	else
		grep -q '^## No explorer' "$root/problems/$id/notes.md" 2>/dev/null && ok || bad "$id: no explorer, and its notes.md does not say why (## No explorer)"
	fi
done
"$judge" list --root "$root" >"$tmp/list"
# The hints column: after the memory (the first "MiB") and the test count.
awk 'NR > 1 {for (i = 2; i < NF; i++) if ($i ~ /^[0-9]+MiB$/) {print $1, $(i + 2); break}}' "$tmp/list" >"$tmp/hints"
same "$(awk '$2 == "no" {print $1}' "$tmp/hints" | tr '\n' ' ')" "" "judge list: hints: yes for every problem (each has an explorer)"
same "$(awk '$2 == "yes"' "$tmp/hints" | wc -l)" "$(grep -l '^explore:' "$root"/problems/*/problem.yaml | wc -l)" \
	"judge list: hints: yes for every problem with an explorer"

# --- the explorers of the README's problems and a few others: exact tables and findings ---
# hdu1850: Nim on (a, b, 5), lost where a xor b = 5; the input asks how many first moves win.
expect 0 "hdu1850" -- x hdu1850 --range 1..6
same "$(sed -n 2,6p "$tmp/out")" "a = 1..6, b = 1..6; c=5; win/lose (P: the player to move loses; N: wins)
a\\b 1 2 3 4 5 6
  1 N N N P N N
  2 N N N N N N
  3 N N N N N P" "hdu1850's first rows"
has "$tmp/out" "other P positions: (1, 4), (3, 6), (4, 1), (6, 3)" "hdu1850's P positions"
expect 0 "hdu1850 against the reference" -- x hdu1850 --range 1..15 --against "$root/solvers/hdu1850.c"
has "$tmp/out" "answers: 225 positions asked of 225; 0 wrong, 0 missing" "hdu1850: the reference agrees"
expect 1 "hdu1850 against less_equal" -- x hdu1850 --range 1..15 --against "$root/problems/hdu1850/submissions/wrong_answer/less_equal.c" --json
same "$(jq -c '.against | [.asked, .wrong, .positions[0]]' "$tmp/out")" '[225,14,{"at":[1,4],"mark":"x","note":"case 4, line 4: expected '"'0'"', got '"'3'"'"}]' \
	"hdu1850: less_equal counts moves in the lost positions"
# nimmove: two heaps are lost exactly when equal; any winning move is right, a losing one is named.
expect 0 "nimmove c=0" -- x nimmove --range 0..3 --param c=0
has "$tmp/out" "P positions along lines: a = b from (0, 0) to (3, 3)" "nimmove: equal heaps lose"
expect 0 "nimmove against the reference" -- x nimmove --against "$root/solvers/nimmove.c"
has "$tmp/out" "answers: 256 positions asked of 256; 0 wrong, 0 missing" "nimmove: the reference's moves all win"
expect 1 "nimmove against move-when-losing" -- x nimmove --against "$root/problems/nimmove/submissions/wrong_answer/move-when-losing.c" --json
same "$(jq -c '.against | [.wrong, .positions[0].note]' "$tmp/out")" "[16,\"case 4, line 4: expected 'lose', got '2 2'\"]" "nimmove: a move where none wins"
expect 1 "nimmove against add-stones" -- x nimmove --against "$root/problems/nimmove/submissions/wrong_answer/add-stones.c" --json
same "$(jq -r '.against.positions[0].note' "$tmp/out")" "case 69, line 69: expected '3 0', got '1 7'" "nimmove: a move that adds stones"
# tictactoe (values: wld): after X's first mark in cell a and O's in cell b, X to move; a == b is no position.
expect 0 "tictactoe" -- x tictactoe
same "$(sed -n 2,12p "$tmp/out")" "a = 0..8, b = 0..8; win/lose/draw (P: the player to move loses; N: wins; D: a draw; -: no position)
a\\b 0 1 2 3 4 5 6 7 8
  0 - N N N D N N N N
  1 D - D N D N N D N
  2 N N - N D N N N N
  3 D N N - D D D N N
  4 D N D N - N D N D
  5 N N D D D - N N D
  6 N N N N D N - N N
  7 N D N N D N D - D
  8 N N N N D N N N -" "tictactoe's table: X wins unless O answers well (a corner: only the centre draws)"
has "$tmp/out" "pattern: none claimed (patterns are looked for in win/lose and Sprague-Grundy values only)
positions in the table: 48 N (won), 0 P (lost), 24 D (drawn), 9 not a position (-)" "tictactoe: no pattern claimed, the counts"
x tictactoe --range 0..1 --json >"$tmp/j" 2>/dev/null
same "$(jq -c '[.values, .table]' "$tmp/j")" '["wld",[-1,1,2,-1]]' "tictactoe's JSON: wld, -1 for no position"
expect 0 "tictactoe against the reference" -- x tictactoe --against "$root/solvers/tictactoe.c"
has "$tmp/out" "answers: 72 positions asked of 81; 0 wrong, 0 missing" "tictactoe: the reference agrees"
expect 1 "tictactoe against one-diagonal" -- x tictactoe --against "$root/problems/tictactoe/submissions/wrong_answer/one-diagonal.c" --json
same "$(jq -c '.against | [.asked, .wrong, .positions[0]]' "$tmp/out")" '[72,18,{"at":[0,5],"mark":"x","note":"case 5 (X../..O/...), line 5: expected '"'X'"', got '"'Draw'"'"}]' \
	"tictactoe: one-diagonal's first difference"
# cf919f (values: wld, parameters u and w): Alice, first, holds a cards showing u, Bob b showing w.
expect 0 "cf919f" -- x cf919f
same "$(sed -n 2,12p "$tmp/out")" "a = 0..8, b = 0..8; u=1; w=1; win/lose/draw (P: the player to move loses; N: wins; D: a draw; -: no position)
a\\b 0 1 2 3 4 5 6 7 8
  0 - - - - - - - - -
  1 P N N N N N N N N
  2 P P D N N N N N N
  3 P P P D N N N N N
  4 P P P P D N N N N
  5 P P P P P D N N N
  6 P P P P P P D N N
  7 P P P P P P P D N
  8 P P P P P P P P D" "cf919f's table: equal ones from 2 up a draw (the sample's last game is (8, 8))"
expect 0 "cf919f against the reference" -- x cf919f --param u=3 --param w=2 --against "$root/solvers/cf919f.c"
has "$tmp/out" "answers: 72 positions asked of 81; 0 wrong, 0 missing" "cf919f: the reference agrees"
expect 1 "cf919f against no_deal" -- x cf919f --against "$root/problems/cf919f/submissions/wrong_answer/no_deal.c" --json
same "$(jq -c '.against | [.wrong, .positions[0]]' "$tmp/out")" '[7,{"at":[2,2],"mark":"x","note":"case 12, line 12: expected '"'Deal'"', got '"'Bob'"'"}]' \
	"cf919f: no_deal's first difference, a draw called lost"
# nimplay is interactive: one game, the last won position of the range asked by its first move.
expect 1 "nimplay against empty-largest" -- x nimplay --against "$root/problems/nimplay/submissions/wrong_answer/empty-largest.c" --json
same "$(jq -c '.against | [.asked, .wrong, .positions[0]]' "$tmp/out")" '[1,1,{"at":[15,15],"mark":"x","note":"case 1, line 1: expected '"'1 12'"', got '"'1 0'"'"}]' \
	"nimplay: the first move asked"
expect 0 "nimplay against the reference" -- x nimplay --against "$root/solvers/nimplay.c"
has "$tmp/out" "answers: 1 positions asked of 256; 0 wrong, 0 missing" "nimplay: the reference's first move wins"
# hdu2516 and fibnimplay: the lost piles of Fibonacci Nim are the Fibonacci numbers.
for id in hdu2516 fibnimplay; do
	expect 0 "$id" -- x $id
	same "$(tail -1 "$tmp/out")" "P positions: 1, 2, 3, 5, 8, 13, 21, 34, 55, 89" "$id: the Fibonacci numbers lose"
done
# snimmove with S = {3, 4, 9}: hdu1536's proved period 13; any winning move accepted.
expect 0 "snimmove S=3,4,9" -- x snimmove --range 0..40 --param S=3,4,9
same "$(tail -3 "$tmp/out" | head -1)" "pattern: periodic from n = 0 with period 13: 0 0 0 1 1 1 2 0 0 3 1 1 2" "snimmove: the proved period"
expect 0 "snimmove against the reference" -- x snimmove --range 0..250 --param S=3,4,9 --against "$root/solvers/snimmove.c"
has "$tmp/out" "answers: 251 positions asked of 251; 0 wrong, 0 missing" "snimmove: the reference agrees"
# poj2484: every circle of 3 coins or more is lost for the first player.
expect 0 "poj2484" -- x poj2484
has "$tmp/out" "P positions: every n, over n = 3..40" "poj2484: the second player mirrors"
# hdu3404: a lit cell's value is the nim product; asked beside (1, value) so that the two lose.
expect 0 "hdu3404" -- x hdu3404 --range 1..4
same "$(sed -n 3,7p "$tmp/out")" "x\\y  1  2  3  4
  1  1  2  3  4
  2  2  3  1  8
  3  3  1  2 12
  4  4  8 12  6" "hdu3404: nim products"
expect 1 "hdu3404 against ordinary_product" -- x hdu3404 --against "$root/problems/hdu3404/submissions/wrong_answer/ordinary_product.c" --json
same "$(jq -r '.against.positions[0].note' "$tmp/out")" "case 12 (cells (2, 2) and (1, 3)), line 12: expected 'Don't waste your time.', got 'Have a try, lxhgww.'" \
	"hdu3404: 2 x 2 is 3, not 4"
# hdu1730 (retrograde analysis: pieces move back too): two rows lose exactly when their gaps are equal.
expect 0 "hdu1730" -- x hdu1730
has "$tmp/out" "P positions along lines: g1 = g2 from (0, 0) to (8, 8)" "hdu1730: equal gaps lose"

# --- pictures ---
expect 0 "svg" -- x hdu1846 --range 0..40 --svg "$tmp/a.svg"
same "$(grep -c '<rect class="P' "$tmp/a.svg")" "11" "one P square per multiple of 4"
same "$(grep -o '<rect class="P[^>]*data-a="[0-9]*"' "$tmp/a.svg" | grep -o 'data-a="[0-9]*"' | tr -dc '0-9 \n' | tr '\n' ' ')" \
	"0 4 8 12 16 20 24 28 32 36 40 " "P squares where n mod 4 = 0"
expect 0 "png" -- x hdu1527 --png "$tmp/a.png"
same "$(head -c 8 "$tmp/a.png" | od -An -tx1 | tr -d ' \n')" "89504e470d0a1a0a" "a PNG"
# The PNG has the SVG's text: ink in the title's band, the subtitle's, the caption's and the
# rows' labels (left of the squares), counted by a small PNG reader (zlib and the five filters).
# The reader decodes the picture once for every box (each decoding, pixel by pixel in Python,
# costs half a second of CPU), and only the rows above the lowest box and the columns left of
# the rightmost: a pixel's filter needs only the pixels above and left of it.
pngink() { # FILE X0,Y0,X1,Y1...: dark pixels in each box, one count a line
	python3 - "$@" <<'P'
import struct, sys, zlib
data = open(sys.argv[1], "rb").read()
boxes = [tuple(map(int, box.split(","))) for box in sys.argv[2:]]
pos, idat = 8, b""
while pos < len(data):
    n, kind = struct.unpack(">I4s", data[pos:pos + 8])
    if kind == b"IHDR":
        w, h = struct.unpack(">II", data[pos + 8:pos + 16])
    if kind == b"IDAT":
        idat += data[pos + 8:pos + 8 + n]
    pos += 12 + n
raw, stride, prev, rows = zlib.decompress(idat), w * 3, bytearray(w * 3), []
for y in range(max(box[3] for box in boxes)):
    f, line = raw[y * (stride + 1)], bytearray(raw[y * (stride + 1) + 1:(y + 1) * (stride + 1)])
    for i in range(3 * max(box[2] for box in boxes)):
        a = line[i - 3] if i >= 3 else 0
        b, c = prev[i], prev[i - 3] if i >= 3 else 0
        p = a + b - c
        pr = a if abs(p - a) <= abs(p - b) and abs(p - a) <= abs(p - c) else b if abs(p - b) <= abs(p - c) else c
        line[i] = (line[i] + [0, a, b, (a + b) // 2, pr][f]) & 255
    rows.append(line)
    prev = line
for x0, y0, x1, y1 in boxes:
    print(sum(1 for y in range(y0, y1) for x in range(x0, x1) if sum(rows[y][3 * x:3 * x + 3]) < 300))
P
}
expect 0 "png of a sequence" -- x hdu1848 --range 0..120 --png "$tmp/f.png"
# The title, the subtitle, the caption, the rows' labels; then the band between the caption and the squares.
ink=($(pngink "$tmp/f.png" 0,0,300,15 0,16,300,30 0,31,300,44 0,58,52,180 0,46,52,57))
i=0
for what in title subtitle caption "row labels"; do
	[ "${ink[$i]:-0}" -gt 20 ] && ok || bad "the PNG's $what: no text drawn"
	i=$((i + 1))
done
same "${ink[4]:-}" "0" "the PNG: nothing between the caption and the squares"
expect 0 "html" -- x hdu2873 --html "$tmp/a.html"
# Nothing from the network, on a page that is there (a missing page would pass the grep).
has "$tmp/a.html" "<svg" "the html page holds its picture"
if grep -qE '(src|href)="(https?:)?//' "$tmp/a.html"; then bad "the page reaches the network"; else ok; fi
# A link at the picture's name is replaced, never written through (a judge run
# as root would otherwise overwrite whatever file the link names).
for kind in svg html png; do
	printf 'marker\n' >"$tmp/marker-$kind"
	ln -sf "$tmp/marker-$kind" "$tmp/link.$kind"
	expect 0 "--$kind onto a symbolic link" -- x hdu1846 --range 0..20 --$kind "$tmp/link.$kind"
	same "$(cat "$tmp/marker-$kind")" "marker" "--$kind: the link's target is untouched"
	if [ -f "$tmp/link.$kind" ] && [ ! -L "$tmp/link.$kind" ]; then ok; else bad "--$kind: the link is not replaced by a file"; fi
done
has "$tmp/link.svg" '<rect class="P' "the svg is written in the link's place"
has "$tmp/link.html" '<!DOCTYPE html>' "the page is written in the link's place"
same "$(head -c 8 "$tmp/link.png" | od -An -tx1 | tr -d ' \n')" "89504e470d0a1a0a" "the png is written in the link's place"
same "$(ls "$tmp" | grep -c 'tmp-')" "0" "no temporary file is left"
# A folder that cannot be written: exit 3 (the judge's own failure), the file named.
mkdir "$tmp/ro" && chmod 555 "$tmp/ro"
if [ "$(id -u)" -ne 0 ]; then
	expect 3 "--svg into a read-only folder" -- x hdu1846 --range 0..20 --svg "$tmp/ro/a.svg"
	same "$(cat "$tmp/err")" "judge: cannot write '$tmp/ro/a.svg': Permission denied" "the unwritable file is named"
fi

# --- against: where a file's answers are not the rules' ---
sub=$root/problems/hdu1846/submissions
expect 1 "against mod-m (n mod m instead of n mod (m + 1))" -- x hdu1846 --range 0..20 --against "$sub/wrong_answer/mod-m.c" --json
want=$(for n in $(seq 1 20); do if [ $((n % 3 == 0)) -ne $((n % 4 == 0)) ]; then printf '%s ' "$n"; fi; done)
same "$(jq -r '[.against.positions[].at[0]] | join(" ")' "$tmp/out") " "$want" "mod-m is wrong where n mod 3 = 0 and n mod 4 = 0 differ"
same "$(jq -c '.against | [.verdict, .asked, .wrong, .missing]' "$tmp/out")" '["AC",20,9,0]' "against counts (n = 0 cannot be asked)"
same "$(jq -r '.against.positions[0].note' "$tmp/out")" "case 3, line 3: expected 'first', got 'second'" "which case and line"
expect 1 "against mod-m, text" -- x hdu1846 --range 0..20 --against "$sub/wrong_answer/mod-m.c"
same "$(tail -3 "$tmp/out")" "map: . the rules' answer, x another answer, ? no answer, - not asked
 0: - . . x x . x . x x . . . . . x x . x .
20: x" "the text map"
# A language with a runtime: the same mistake in Python, run by its interpreter in the sandbox.
printf 'c = int(input())\nfor _ in range(c):\n    n, m = map(int, input().split())\n    print("first" if n %% m else "second")\n' >"$tmp/mod-m.py"
expect 1 "against mod-m in Python" -- x hdu1846 --range 0..20 --against "$tmp/mod-m.py" --json
same "$(jq -r '[.against.positions[].at[0]] | join(" ")' "$tmp/out") " "$want" "the Python file is wrong where the C one is"
# formula.c, not the accepted table.cpp: the same answers, and a C compile that validate
# --quick shares, where <bits/stdc++.h> cost 2.5 s of CPU for this one check.
expect 0 "against an accepted file" -- x hdu1846 --against "$sub/accepted/formula.c"
has "$tmp/out" "answers: 40 positions asked of 41; 0 wrong, 0 missing" "accepted: no wrong answer"
expect 0 "against the brute force itself" -- x hdu1527 --range 0..25 --against "$root/solvers/brute/hdu1527.c" --json
same "$(jq -c '.against | [.asked, .wrong]' "$tmp/out")" "[676,0]" "the brute force agrees with the explorer everywhere"
expect 1 "against hdu2873 xor of coordinates" -- x hdu2873 --range 1..10 --against "$root/problems/hdu2873/submissions/wrong_answer/xor_coords.c" --json
same "$(jq -c '.against.positions[0]' "$tmp/out")" '{"at":[2,2],"mark":"x","note":"case 12, line 12: expected '"'John'"', got '"'Jack'"'"}' "hdu2873 first wrong bomb"
expect 1 "against a file that answers one case of three" -- x hdu1536 --range 0..250 --against "$root/problems/hdu1536/submissions/wrong_answer/one-case.c" --json
same "$(jq -c '.against | [.asked, .wrong, .missing]' "$tmp/out")" "[251,0,151]" "the later cases have no answer"
printf 'int main(void) { return x; }\n' >"$tmp/ce.c"
expect 1 "against a file that does not compile" -- x hdu1846 --against "$tmp/ce.c"
has "$tmp/out" "against $tmp/ce.c (c): CE, it does not compile:" "CE"
expect 2 "against a missing file" -- x hdu1846 --against "$tmp/nothing.c"
has "$tmp/err" "judge: --against: cannot read '$tmp/nothing.c'" "missing file"
expect 2 "against a file of no language" -- x hdu1846 --against "$tmp/ce.txt"
has "$tmp/err" "unknown language" "unknown language"

echo "$pass passed, $fail failed"
[ "$fail" -eq 0 ]
