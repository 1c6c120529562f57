#!/usr/bin/python3
"""How long a team waits for its verdict in a live session: POST to verdict, per language.

Starts `judge serve` on a package from `judge contest new` (TEAMS teams, hdu1850), starts the clock,
and posts SUBMISSIONS accepted solutions of hdu1850 through the Contest API, one every GAP seconds
(the teams in turn), the languages in turn: C, C++ (including <bits/stdc++.h>, so the precompiled
header serves), Python and Java. Every source is new to the compile cache (a comment with its
number at its end), as a team's submission is: each one is compiled. A submission's wait is its
judgement's end less its arrival, both as the store recorded them; printed per language (median,
p90, p99, in ms) with the judging's pace. With a GAP under the judging's own time per submission
the waits grow with the queue: the figure is then the queue's, and is said so.
A measurement, not a test: run by hand, and by scripts/bench.
Usage: serve-latency.py JUDGE ROOT [TEAMS [SUBMISSIONS [GAP [JOBS]]]]"""
import base64
import http.client
import io
import json
import os
import re
import shutil
import sqlite3
import subprocess
import sys
import tempfile
import time
import urllib.parse
import zipfile

judge, root = os.path.realpath(sys.argv[1]), os.path.realpath(sys.argv[2])
args = sys.argv[3:] + ["60", "600", "2", "0"][len(sys.argv) - 3:]
teams, nsubs, gap, jobs = int(args[0]), int(args[1]), float(args[2]), int(args[3])

SUBS = os.path.join(root, "problems/hdu1850/submissions/accepted")
JAVA = """import java.io.*;
import java.util.*;
public class Main {
	public static void main(String[] args) throws IOException {
		StreamTokenizer in = new StreamTokenizer(new BufferedInputStream(System.in));
		StringBuilder out = new StringBuilder();
		while (in.nextToken() != StreamTokenizer.TT_EOF) {
			int m = (int) in.nval;
			if (m == 0)
				break;
			long[] a = new long[m];
			long x = 0;
			for (int i = 0; i < m; i++) {
				in.nextToken();
				a[i] = (long) in.nval;
				x ^= a[i];
			}
			int n = 0;
			for (long v : a)
				if ((v ^ x) < v)
					n++;
			out.append(n).append('\\n');
		}
		System.out.print(out);
	}
}
"""


def sources():
    """The four languages' accepted sources, with the comment marker each takes."""
    cpp = open(os.path.join(SUBS, "top_bit.cpp")).read()
    cpp = "#include <bits/stdc++.h>\n" + re.sub(r"(?m)^#include <[a-z]+>\n", "", cpp)
    return [("c", "main.c", open(os.path.join(SUBS, "xor_compare.c")).read(), "//"),
            ("cpp", "main.cpp", cpp, "//"),
            ("python3", "main.py", open(os.path.join(SUBS, "xor_count.py")).read(), "#"),
            ("java", "Main.java", JAVA, "//")]


def zipped(name, text):
    buf = io.BytesIO()
    with zipfile.ZipFile(buf, "w") as z:
        z.writestr(name, text)
    return base64.b64encode(buf.getvalue()).decode()


def post(port, path, body, headers):
    c = http.client.HTTPConnection("127.0.0.1", port, timeout=60)
    c.request("POST", path, body, headers)
    r = c.getresponse()
    r.read()
    return r.status


def jury_start(port, password):
    """Logs the jury in through the login form and starts the contest's clock."""
    c = http.client.HTTPConnection("127.0.0.1", port, timeout=60)
    c.request("GET", "/login")
    r = c.getresponse()
    page = r.read().decode()
    cookie = "; ".join(v.split(";")[0] for k, v in r.getheaders() if k.lower() == "set-cookie")
    tok = re.search(r'name="csrf" value="([0-9a-f]+)"', page).group(1)
    form = {"Content-Type": "application/x-www-form-urlencoded", "Cookie": cookie}
    c.request("POST", "/login", urllib.parse.urlencode({"csrf": tok, "username": "jury", "password": password}), form)
    r = c.getresponse()
    r.read()
    sid = [v.split(";")[0] for k, v in r.getheaders() if k.lower() == "set-cookie" and v.startswith("sid=")]
    c.request("GET", "/jury", headers={"Cookie": sid[0]})
    page = c.getresponse().read().decode()
    tok = re.search(r'name="csrf" value="([0-9a-f]+)"', page).group(1)
    c.request("POST", "/jury/clock", urllib.parse.urlencode({"csrf": tok, "action": "start"}),
              {"Content-Type": "application/x-www-form-urlencoded", "Cookie": sid[0]})
    c.getresponse().read()


def pct(v, p):
    return v[min(len(v) - 1, int(len(v) * p))]


def report(db, langs, span_s):
    c = sqlite3.connect(db)
    rows = c.execute("SELECT s.language, j.ended_ms - s.time_ms, j.verdict, j.ended_ms - j.started_ms FROM submissions s"
                     " JOIN judgements j ON j.submission_id = s.id WHERE j.valid = 1 AND j.ended_ms IS NOT NULL"
                     " AND j.verdict IS NOT NULL AND j.verdict != ''").fetchall()
    c.close()
    print("%d of %d submissions judged in %.0f s, one posted every %.1f s" % (len(rows), nsubs, span_s, gap))
    for lang in langs:
        waits = sorted(w for l, w, _, _ in rows if l == lang)
        busy = sorted(b for l, _, _, b in rows if l == lang)
        verdicts = {}
        for l, _, v, _ in rows:
            if l == lang:
                verdicts[v] = verdicts.get(v, 0) + 1
        if not waits:
            print("%-8s nothing judged" % lang)
            continue
        print("%-8s n=%4d  POST to verdict: median %6d ms  p90 %6d ms  p99 %6d ms;  judging alone: median %6d ms;"
              "  verdicts %s" % (lang, len(waits), pct(waits, 0.5), pct(waits, 0.9), pct(waits, 0.99), pct(busy, 0.5),
                                 " ".join("%s %d" % kv for kv in sorted(verdicts.items()))))
    mean_busy = sum(b for _, _, _, b in rows) / max(len(rows), 1) / 1000
    if mean_busy > gap:
        print("(the judging took %.1f s a submission on average, more than the %.1f s between posts: the waits above"
              " include the queue)" % (mean_busy, gap))


def main():
    tmp = tempfile.mkdtemp()
    pkg = os.path.join(tmp, "c")
    subprocess.run([judge, "contest", "new", pkg, "--teams", str(teams), "--problems", "hdu1850", "--root", root],
                   check=True, stdout=subprocess.DEVNULL)
    acc, user = {}, None
    for line in open(os.path.join(pkg, "accounts.yaml")):
        m = re.match(r"^-? *(username|password): *(\S+)", line)
        if m and m.group(1) == "username":
            user = m.group(2)
        elif m:
            acc[user] = m.group(2)
    out = open(os.path.join(tmp, "out"), "w+")
    db = os.path.join(tmp, "s.db")
    proc = subprocess.Popen([judge, "serve", pkg, "--listen", "127.0.0.1:0", "--db", db, "--root", root] +
                            (["-j", str(jobs)] if jobs else []), stdout=out, stderr=subprocess.DEVNULL)
    try:
        port = None
        while not port:
            time.sleep(0.1)
            out.seek(0)
            m = re.search(r":(\d+)/", out.read())
            port = m and int(m.group(1))
        time.sleep(0.5)
        jury_start(port, acc["jury"])
        cid = os.path.basename(pkg)
        names = ["team%02d" % (i + 1) for i in range(teams)]
        srcs = sources()
        t0 = time.time()
        for i in range(nsubs):
            lang, name, text, mark = srcs[i % len(srcs)]
            n = names[i % teams]
            auth = base64.b64encode(("%s:%s" % (n, acc[n])).encode()).decode()
            body = json.dumps({"problem_id": "hdu1850", "language_id": lang,
                               "files": [{"data": zipped(name, "%s\n%s submission %d\n" % (text, mark, i))}]})
            st = post(port, "/api/contests/%s/submissions" % cid, body,
                      {"Authorization": "Basic " + auth, "Content-Type": "application/json"})
            if st != 200:
                print("a POST was answered %d" % st)
            time.sleep(max(0.0, t0 + (i + 1) * gap - time.time()))
        deadline = time.time() + 1800
        while time.time() < deadline:
            c = sqlite3.connect(db)
            done = c.execute("SELECT count(*) FROM judgements WHERE valid = 1 AND ended_ms IS NOT NULL").fetchone()[0]
            c.close()
            if done >= nsubs:
                break
            time.sleep(0.5)
        report(db, [s[0] for s in srcs], time.time() - t0)
    finally:
        proc.terminate()
        proc.wait()
        shutil.rmtree(tmp, ignore_errors=True)


main()
