#!/usr/bin/python3
"""How long a team waits for its verdict in a live session: POST to verdict, per language.

Starts `judge serve` on a package from `judge contest new` (TEAMS teams, hdu1850: serve_bench.py),
starts the clock, and posts SUBMISSIONS accepted solutions of hdu1850 through the Contest API, one
every GAP seconds (the teams in turn), the languages in turn: C, C++ (including <bits/stdc++.h>,
so the precompiled header serves), Python and Java. Every source is new to the compile cache (a
comment with its number at its end), as a team's submission is: each one is compiled. A
submission's wait is its judgement's end less its arrival, both as the store recorded them;
printed per language (median, p90, p99, in ms) with the judging's pace, and where the median wait
goes: in the queue (the judgement's start less the arrival), judging (compile and runs), and the
runs' CPU time summed. With a GAP under the judging's own time per submission the waits grow with
the queue: the figure is then the queue's, and is said so. Interrupted (SIGINT or SIGTERM), it reports the
submissions judged by then.
A measurement, not a test: run by hand, and by scripts/bench.
Usage: latency.py JUDGE ROOT [TEAMS [SUBMISSIONS [GAP [JOBS]]]]"""
import base64
import http.client
import io
import json
import os
import re
import signal
import sqlite3
import sys
import time
import zipfile

import serve_bench

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


def pct(v, p):
    return v[min(len(v) - 1, int(len(v) * p))]


def report(db, langs, span_s):
    c = sqlite3.connect(db)
    rows = c.execute("SELECT s.language, j.ended_ms - s.time_ms, j.verdict, j.ended_ms - j.started_ms,"
                     " j.started_ms - s.time_ms, (SELECT coalesce(sum(r.time_ms), 0) FROM runs r"
                     " WHERE r.judgement_id = j.id), (SELECT count(*) FROM runs r WHERE r.judgement_id = j.id)"
                     " FROM submissions s JOIN judgements j ON j.submission_id = s.id WHERE j.valid = 1"
                     " AND j.ended_ms IS NOT NULL AND j.verdict IS NOT NULL AND j.verdict != ''").fetchall()
    c.close()
    print("%d of %d submissions judged in %.0f s, one posted every %.1f s" % (len(rows), nsubs, span_s, gap))
    for lang in langs:
        mine = [r for r in rows if r[0] == lang]
        if not mine:
            print("%-8s nothing judged" % lang)
            continue
        waits, busy, queued, cpu = (sorted(r[k] for r in mine) for k in (1, 3, 4, 5))
        verdicts = {}
        for r in mine:
            verdicts[r[2]] = verdicts.get(r[2], 0) + 1
        print("%-8s n=%4d  POST to verdict: median %6d ms  p90 %6d ms  p99 %6d ms;  of it, median: waiting %5d ms,"
              " judging %5d ms (compile and %d runs; the runs' CPU summed %5d ms);  verdicts %s" %
              (lang, len(waits), pct(waits, 0.5), pct(waits, 0.9), pct(waits, 0.99), pct(queued, 0.5),
               pct(busy, 0.5), pct(sorted(r[6] for r in mine), 0.5), pct(cpu, 0.5),
               " ".join("%s %d" % kv for kv in sorted(verdicts.items()))))
    mean_busy = sum(r[3] for r in rows) / max(len(rows), 1) / 1000
    if mean_busy > gap:
        print("(the judging took %.1f s a submission on average, more than the %.1f s between posts: the waits above"
              " include the queue)" % (mean_busy, gap))


def interrupted(sig, frame):
    raise KeyboardInterrupt


def main():
    # SIGTERM too, and SIGINT even where a shell started the bench in the background with it ignored.
    signal.signal(signal.SIGINT, interrupted)
    signal.signal(signal.SIGTERM, interrupted)
    acc, proc, port = serve_bench.start_contest(judge, root, teams, ["hdu1850"], jobs)
    try:
        names = ["team%02d" % (i + 1) for i in range(teams)]
        srcs = sources()
        t0 = time.time()
        try:
            post_all(acc, port, names, srcs, t0, proc.db)
        except KeyboardInterrupt:  # a run cut short (SIGINT, SIGTERM) still reports what was judged by then
            print("interrupted: the figures are of the submissions judged so far")
        report(proc.db, [s[0] for s in srcs], time.time() - t0)
    finally:
        serve_bench.stop_contest(proc)


def post_all(acc, port, names, srcs, t0, db):
    """Posts the submissions at their times, then waits until all are judged (30 minutes at most)."""
    for i in range(nsubs):
        lang, name, text, mark = srcs[i % len(srcs)]
        n = names[i % teams]
        auth = base64.b64encode(("%s:%s" % (n, acc[n])).encode()).decode()
        body = json.dumps({"problem_id": "hdu1850", "language_id": lang,
                           "files": [{"data": zipped(name, "%s\n%s submission %d\n" % (text, mark, i))}]})
        st = post(port, "/api/contests/%s/submissions" % serve_bench.CONTEST_ID, body,
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


main()
