#!/usr/bin/env bash
# The scoreboard page in a real browser: headless Chromium renders it, the DOM
# it builds is checked, and a screenshot is taken. Skipped (exit 77) with the
# reason when Chromium is missing (scripts/setup --browser installs it).
# Usage: compare-html.sh JUDGE ROOT
set -uo pipefail
judge=$(realpath "$1")
root=$2
browser=$(command -v chromium || command -v chromium-browser || true)
if [ -z "$browser" ]; then
	echo "SKIP: no chromium on this machine (install it with scripts/setup --browser)"
	exit 77
fi
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
mkdir -p "$tmp/session/ana" "$tmp/session/bo"
cp "$root/problems/hdu1850/submissions/accepted/xor_compare.c" "$tmp/session/ana/hdu1850.c"
cp "$root/problems/hdu1850/submissions/wrong_answer/less_equal.c" "$tmp/session/bo/hdu1850.c"
# Team names that would break out of attributes or make elements, each with a
# file that does not compile.
for t in 'x" onmouseover="alert(1)' 'y"><b id=injected>' 'z<script>alert(1)'; do
	mkdir "$tmp/session/$t"
	printf 'int main(void) { return x; }\n' >"$tmp/session/$t/hdu1850.c"
done
# The session's title and date, and a problem nobody submitted.
printf 'title: "Friday <training>"\ndate: 2024-05-18\nproblems: [hdu1850, hdu2147]\n' >"$tmp/session/session.yaml"
"$judge" compare "$tmp/session" --html "$tmp/board.html" --root "$root" >/dev/null || { echo "FAIL: compare"; exit 1; }
"$judge" compare "$tmp/session" --html "$tmp/wall.html" --wall --root "$root" >/dev/null || { echo "FAIL: compare --wall"; exit 1; }
# One start of the browser renders the three pages (the board, the wall, the explore page
# below), a tab each, driven through the DevTools protocol on a pipe: a start costs about a
# second of CPU. Each page gives its DOM as --dump-dom prints it (the doctype, then the
# document's HTML, once loaded) and a screenshot at its window's size.
render() { # PROFILE "URL WIDTH,HEIGHT PNG DOM"...
	timeout 120 python3 - "$browser" "$@" <<'P'
import base64, json, os, subprocess, sys, time
browser, profile, jobs = sys.argv[1], sys.argv[2], sys.argv[3:]
to_r, to_w = os.pipe()
from_r, from_w = os.pipe()
def pipe_fds():  # the browser reads the protocol on fd 3 and writes on fd 4
    os.dup2(to_r, 3)
    os.dup2(from_w, 4)
proc = subprocess.Popen([browser, "--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
                         "--disable-background-networking", "--disable-component-update", "--disable-sync",
                         "--user-data-dir=" + profile, "--remote-debugging-pipe", "about:blank"],
                        preexec_fn=pipe_fds, pass_fds=(3, 4), stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
os.close(to_r)
os.close(from_w)
out, inp, buf, seq = os.fdopen(to_w, "wb"), os.fdopen(from_r, "rb"), b"", 0
def message():  # one message: JSON ended by a NUL byte
    global buf
    while b"\0" not in buf:
        chunk = inp.read1(65536)
        if not chunk:
            sys.exit("the browser ended")
        buf += chunk
    m, buf = buf.split(b"\0", 1)
    return json.loads(m)
def call(method, session=None, fails=False, **params):  # its result (None on an error, if it may fail)
    global seq
    seq += 1
    m = {"id": seq, "method": method, "params": params}
    if session:
        m["sessionId"] = session
    out.write(json.dumps(m).encode() + b"\0")
    out.flush()
    while True:
        m = message()
        if m.get("id") == seq:
            if "error" in m and fails:
                return None
            if "error" in m:
                sys.exit(method + ": " + json.dumps(m["error"]))
            return m["result"]
for job in jobs:
    url, size, png, dom = job.split(" ")
    w, h = map(int, size.split(","))
    target = call("Target.createTarget", url="about:blank")["targetId"]
    s = call("Target.attachToTarget", targetId=target, flatten=True)["sessionId"]
    call("Emulation.setDeviceMetricsOverride", s, width=w, height=h, deviceScaleFactor=1, mobile=False)
    call("Page.navigate", s, url=url)
    # Loaded: the new document, complete (asked of the old one, or between the two, it may fail).
    loaded = 'document.readyState == "complete" && location.href == ' + json.dumps(url)
    while not (call("Runtime.evaluate", s, True, expression=loaded, returnByValue=True) or {}).get("result", {}).get("value"):
        time.sleep(0.02)
    doc = '(document.doctype ? new XMLSerializer().serializeToString(document.doctype) + "\\n" : "") + document.documentElement.outerHTML'
    open(dom, "w").write(call("Runtime.evaluate", s, expression=doc, returnByValue=True)["result"]["value"] + "\n")
    open(png, "wb").write(base64.b64decode(call("Page.captureScreenshot", s, format="png")["data"]))
    call("Target.closeTarget", targetId=target)
call("Browser.close")
proc.wait()
P
}
# The explore page: the squares marked P in its DOM are exactly the pairs the brute force
# (compiled below) says are lost, and the crossed squares exactly where a wrong
# submission's answer differs from it.
"$judge" explore hdu1527 --range 0..20 --against "$root/problems/hdu1527/submissions/wrong_answer/no_sort.c" \
	--html "$tmp/explore.html" --root "$root" >/dev/null
rc=$?
render "$tmp/profile" "file://$tmp/board.html 1000,700 $tmp/board.png $tmp/dom.html" \
	"file://$tmp/wall.html 1400,900 $tmp/wall.png $tmp/wdom.html" \
	"file://$tmp/explore.html 700,900 $tmp/explore.png $tmp/edom.html"
pass=0
fail=0
check() { if eval "$1"; then pass=$((pass + 1)); else fail=$((fail + 1)); echo "FAIL: $2"; fi; }
check 'grep -q "<tr data-team=\"ana\"><td class=\"num\">1</td><td>ana</td><td class=\"num\">1</td><td class=\"num\">0</td>" "$tmp/dom.html"' "ana ranks first in the rendered DOM"
check 'grep -q "<tr data-team=\"bo\"><td class=\"num\">2</td><td>bo</td><td class=\"num\">0</td><td class=\"num\">1</td>" "$tmp/dom.html"' "bo ranks second in the rendered DOM"
check 'grep -qF "<td class=\"WA\" data-problem=\"hdu1850\"><a href=\"#pair-" "$tmp/dom.html" && grep -qF "\">WA on 2, 1/25</a></td>" "$tmp/dom.html"' "bo's WA cell: the first rejected test, the tests passed before it"
check 'grep -qF "<title>Friday &lt;training&gt;</title>" "$tmp/dom.html" && grep -qF "<h1>Friday &lt;training&gt;</h1>" "$tmp/dom.html"' "session.yaml's title, escaped"
check 'grep -qF "<p class=\"date\">2024-05-18</p>" "$tmp/dom.html"' "session.yaml's date"
check 'grep -qF "<th>hdu2147<small>kiki" "$tmp/dom.html" && [ "$(grep -o "<td class=\"none\">--</td>" "$tmp/dom.html" | wc -l)" = 5 ]' "a column for hdu2147, which nobody submitted"
check 'grep -q "<ul class=\"legend\">" "$tmp/dom.html"' "a legend of the colours"
check 'grep -q "<p class=\"rule\">Failed: failed attempts. Teams are ranked by problems solved" "$tmp/dom.html"' "the ranking rule under the table"
check 'grep -qF "<text class=\"label\" x=\"52\" y=\"13\">CPU ms (dashed: the limit)</text>" "$tmp/dom.html" && grep -qF "test, in the problem" "$tmp/dom.html"' "the chart's axes are labelled"
check 'grep -q "<body class=\"wall\">" "$tmp/wdom.html" && ! grep -q "<details" "$tmp/wdom.html" && [ "$(grep -c "<tr data-team=" "$tmp/wdom.html")" = 5 ]' "the wall page: large print, the board, no details"
check '[ -s "$tmp/wall.png" ] && [ "$(head -c 8 "$tmp/wall.png" | od -An -tx1 | tr -d " \n")" = "89504e470d0a1a0a" ]' "a screenshot of the wall page"
check '[ "$(grep -c "<tr data-team=" "$tmp/dom.html")" = 5 ]' "one row per team, hostile names included"
check '! grep -qE "<[^>]* onmouseover=\"" "$tmp/dom.html"' "no injected attribute in the DOM"
check '! grep -qF "<b id=\"injected\">" "$tmp/dom.html"' "no injected element in the DOM"
check 'grep -qF "<td>x\" onmouseover=\"alert(1)</td>" "$tmp/dom.html"' "the quote shown as text"
check 'grep -qF "<td>z&lt;script&gt;alert(1)</td>" "$tmp/dom.html"' "<script> shown as text"
links=$(grep -oE "<a href=\"#[^\"]*\"" "$tmp/dom.html" | sed "s/^<a href=\"#//; s/\"$//" | sort | tr "\n" " ")
targets=$(grep -oE "<details id=\"[^\"]*\"" "$tmp/dom.html" | sed "s/^<details id=\"//; s/\"$//" | sort | tr "\n" " ")
check '[ -n "$links" ] && [ "$links" = "$targets" ]' "every link of the grid leads to its details ($links / $targets)"
check 'grep -q "line 1: expected .0., got .2." "$tmp/dom.html"' "the first differing line in the details"
check 'grep -q "<svg class=\"chart\"" "$tmp/dom.html"' "a time chart"
check '[ -s "$tmp/board.png" ] && [ "$(head -c 8 "$tmp/board.png" | od -An -tx1 | tr -d " \n")" = "89504e470d0a1a0a" ]' "a PNG screenshot"
if [ -n "${KEEP_SCREENSHOT:-}" ]; then cp "$tmp/board.png" "$KEEP_SCREENSHOT" && cp "$tmp/wall.png" "${KEEP_SCREENSHOT%.png}-wall.png"; fi

# The explore page (rendered above).
check '[ "$rc" -eq 1 ]' "explore --against a wrong file exits 1"
for a in $(seq 0 20); do for b in $(seq 0 20); do echo "$a $b"; done; done >"$tmp/pairs.in"
gcc -O2 -o "$tmp/brute" "$root/solvers/brute/hdu1527.c" && gcc -O2 -o "$tmp/wrong" "$root/problems/hdu1527/submissions/wrong_answer/no_sort.c"
"$tmp/brute" <"$tmp/pairs.in" | paste -d' ' "$tmp/pairs.in" - >"$tmp/brute.out"
"$tmp/wrong" <"$tmp/pairs.in" | paste -d' ' "$tmp/brute.out" - >"$tmp/both.out"
want_p=$(awk '$3 == 0 { print $1 "," $2 }' "$tmp/brute.out" | sort | tr '\n' ' ')
got_p=$(grep -oE '<rect class="P[^"]*"[^>]*data-a="[0-9]+" data-b="[0-9]+"' "$tmp/edom.html" |
	sed -E 's/.*data-a="([0-9]+)" data-b="([0-9]+)"/\1,\2/' | sort | tr '\n' ' ')
check '[ -n "$want_p" ] && [ "$got_p" = "$want_p" ]' "P squares where the brute force loses ($got_p / $want_p)"
want_x=$(awk '$3 != $4 { print $1 "," $2 }' "$tmp/both.out" | sort | tr '\n' ' ')
got_x=$(grep -oE '<rect class="[PN] bad"[^>]*data-a="[0-9]+" data-b="[0-9]+"' "$tmp/edom.html" |
	sed -E 's/.*data-a="([0-9]+)" data-b="([0-9]+)"/\1,\2/' | sort | tr '\n' ' ')
check '[ -n "$want_x" ] && [ "$got_x" = "$want_x" ]' "crossed squares where the file differs from the brute force"
check 'grep -q "Wythoff&#39;s pairs\|Wythoff.s pairs" "$tmp/edom.html"' "the findings on the page"
check '[ -s "$tmp/explore.png" ] && [ "$(head -c 8 "$tmp/explore.png" | od -An -tx1 | tr -d " \n")" = "89504e470d0a1a0a" ]' "a screenshot of the explore page"
if [ -n "${KEEP_SCREENSHOT:-}" ]; then cp "$tmp/explore.png" "${KEEP_SCREENSHOT%.png}-explore.png"; fi
echo "$pass passed, $fail failed"
[ "$fail" -eq 0 ]
