#!/usr/bin/python3
"""Page latency of judge serve under a simple load loop, while it judges.

Starts `judge serve` on a package from `judge contest new` (TEAMS teams,
hdu1850 and nimmove), starts the clock, logs every team in, posts
SUBMISSIONS submissions through the Contest API (accepted and wrong
answers) while THREADS clients each fetch pages in turn for SECONDS, so that
the pages are measured while submissions arrive and the worker judges: a team's home (its submissions), a problem's page, the
scoreboard, the API's public scoreboard. Prints the median and the 99th
percentile of each page and of all, in milliseconds, and how many
submissions were judged meanwhile. With SECONDS 0 the pages are fetched until
every submission is judged (10 minutes at most), and the judging is measured
from the store: submissions judged per minute, and the wall time of judging
them against the programs' own run time: the runs' wall and CPU time as the
sandbox measured them, and, after the session, the same programs run on the
same tests in the same order by a bare fork/exec/wait loop with a byte compare
(scripts/bare-run.c, no sandbox at all), one test at a time as the judge runs
them with JOBS 1.
A measurement, not a test: run by hand, and by scripts/bench.
Usage: http-load.py JUDGE ROOT [TEAMS [SUBMISSIONS [THREADS [SECONDS [JOBS]]]]]"""
import base64
import http.client
import io
import json
import os
import re
import sqlite3
import statistics
import subprocess
import sys
import threading
import time
import urllib.parse
import zipfile

import serve_bench

judge, root = os.path.realpath(sys.argv[1]), os.path.realpath(sys.argv[2])
teams, nsubs, nthreads, seconds, jobs = [int(a) for a in (sys.argv[3:] + ["20", "60", "4", "20", "0"][len(sys.argv) - 3:])][:5]


class Client:
    def __init__(self, port):
        self.c = http.client.HTTPConnection("127.0.0.1", port, timeout=30)
        self.cookie = ""

    def req(self, method, path, body=None, headers=None):
        h = dict(headers or {})
        if self.cookie:
            h["Cookie"] = self.cookie
        self.c.request(method, path, body, h)
        r = self.c.getresponse()
        data = r.read()
        for k, v in r.getheaders():
            if k.lower() == "set-cookie" and v.startswith(("sid=", "prelogin=")):
                self.cookie = "; ".join(filter(None, [self.cookie] + [v.split(";")[0]]))
        return r.status, data.decode("utf-8", "replace"), r

    def login(self, user, password):
        _, page, _ = self.req("GET", "/login")
        tok = re.search(r'name="csrf" value="([0-9a-f]+)"', page).group(1)
        body = urllib.parse.urlencode({"csrf": tok, "username": user, "password": password})
        st, _, _ = self.req("POST", "/login", body, {"Content-Type": "application/x-www-form-urlencoded"})
        assert st == 303, st
        self.cookie = "; ".join(p for p in self.cookie.split("; ") if p.startswith("sid="))


def zipped(path):
    buf = io.BytesIO()
    with zipfile.ZipFile(buf, "w") as z:
        z.write(path, os.path.basename(path))
    return base64.b64encode(buf.getvalue()).decode()


def judging(db, tmp):
    """Prints the judging's pace and cost, read from the store: finished, current judgements only."""
    c = sqlite3.connect(db)
    n, first, last, busy = c.execute("SELECT count(*), min(started_ms), max(ended_ms), sum(ended_ms - started_ms) "
                                     "FROM judgements WHERE valid = 1 AND ended_ms IS NOT NULL").fetchone()
    runs, cpu, wall = c.execute("SELECT count(*), sum(r.time_ms), sum(r.wall_ms) FROM runs r JOIN judgements j "
                                "ON j.id = r.judgement_id WHERE j.valid = 1 AND j.ended_ms IS NOT NULL").fetchone()
    if not n:
        print("nothing judged")
        return
    span = max(last - first, 1)
    print("judged %d submissions (%d test runs) in %.1f s: %.0f a minute" % (n, runs, span / 1000, n * 60000 / span))
    # With more than one job a submission's tests run side by side, so the programs' wall time summed over
    # runs can exceed the judging's own.
    print("judging's wall time, summed over submissions: %.1f s; the programs' own as the sandbox measured them, "
          "summed over their runs (-j %s): wall %.1f s, CPU %.1f s" %
          (busy / 1000, jobs or os.cpu_count(), wall / 1000, cpu / 1000))
    bare(c, tmp)
    c.close()


def bare(c, tmp):
    """The judgements whose program was already compiled (each source's first judgement compiled it, and a
    compile is not a run), against the same programs run on the same tests by the bare loop."""
    rows = c.execute("SELECT j.id, j.started_ms, j.ended_ms, f.data FROM judgements j JOIN submission_files f "
                     "ON f.submission_id = j.submission_id WHERE j.valid = 1 AND j.ended_ms IS NOT NULL "
                     "ORDER BY j.started_ms").fetchall()
    tests, seen, busy, nruns = {}, set(), 0, 0
    for jid, started, ended, data in rows:
        if data not in seen:
            seen.add(data)
            continue
        names = [t for (t,) in c.execute("SELECT test FROM runs WHERE judgement_id = ? ORDER BY ordinal", (jid,))]
        tests.setdefault(data, []).extend(names)
        busy += ended - started
        nruns += len(names)
    if not nruns:
        return
    loop = os.path.join(tmp, "bare-run")
    subprocess.run(["gcc", "-O2", "-o", loop, os.path.join(root, "scripts/bare-run.c")], check=True)
    spent = 0.0
    for k, (data, names) in enumerate(tests.items()):
        src, exe = os.path.join(tmp, "p%d.c" % k), os.path.join(tmp, "p%d" % k)
        open(src, "wb").write(data)
        subprocess.run(["gcc", "-std=c11", "-O2", "-pipe", "-DONLINE_JUDGE", "-D__int64=long long", "-static", "-o",
                        exe, src, "-lm"], check=True)
        t0 = time.perf_counter()
        subprocess.run([loop, exe, os.path.join(root, "testdata/hdu1850")] + names, stdout=subprocess.DEVNULL)
        spent += time.perf_counter() - t0
    print("warm judgements (%d, %d test runs): judging %.1f s, the bare loop on the same programs and tests %.1f s: "
          "ratio %.2f; per test %.2f ms against %.2f ms" % (len(rows) - len(seen), nruns, busy / 1000, spent,
                                                           busy / 1000 / spent, busy / nruns, spent * 1000 / nruns))


def main():
    acc, proc, port = serve_bench.start_contest(judge, root, teams, ["hdu1850", "nimmove"], jobs)
    try:
        names = ["team%02d" % (i + 1) for i in range(teams)]
        clients = {}
        for n in names:
            clients[n] = Client(port)
            clients[n].login(n, acc[n])
            # Only the cookie is kept: the connection would count against the server's bound per
            # address (all the teams here share 127.0.0.1) while idle.
            clients[n].c.close()
        subs = os.path.join(root, "problems/hdu1850/submissions")
        files = [zipped(os.path.join(subs, f)) for f in ("accepted/xor_compare.c", "wrong_answer/one_case.c",
                                                          "accepted/stones_removed.c", "wrong_answer/precedence.c")]
        cid = serve_bench.CONTEST_ID
        pages = {"home": "/", "problem": "/problems/hdu1850", "scoreboard": "/scoreboard",
                 "api-scoreboard": "/api/contests/%s/scoreboard" % cid}
        times = {k: [] for k in pages}
        # With SECONDS 0, stop[0] is moved to now once every submission is judged (see wait_judged).
        stop = [time.time() + (seconds or 600)]

        def loop(k):
            n = names[k % teams]
            c = Client(port)
            c.cookie = clients[n].cookie
            i = 0
            while time.time() < stop[0]:
                kind = list(pages)[i % len(pages)]
                path = pages[kind]
                t0 = time.perf_counter()
                st, _, _ = c.req("GET", path)
                times[kind].append((time.perf_counter() - t0) * 1000)
                assert st == 200, (path, st)
                i += 1

        jury_auth = {"Authorization": "Basic " + base64.b64encode(("jury:%s" % acc["jury"]).encode()).decode()}

        def judged():
            _, text, _ = Client(port).req("GET", "/api/contests/%s/judgements" % cid, None, jury_auth)
            return sum(1 for j in json.loads(text) if j["judgement_type_id"])

        posted = [0]

        def post_all():
            for i in range(nsubs):
                n = names[i % teams]
                auth = base64.b64encode(("%s:%s" % (n, acc[n])).encode()).decode()
                body = json.dumps({"problem_id": "hdu1850", "language_id": "c", "files": [{"data": files[i % 4]}]})
                st, _, _ = Client(port).req("POST", "/api/contests/%s/submissions" % cid, body,
                                            {"Authorization": "Basic " + auth, "Content-Type": "application/json"})
                posted[0] += st == 200

        def wait_judged():
            post_all()
            while not seconds and time.time() < stop[0] and judged() < posted[0]:
                time.sleep(0.5)
            if not seconds:
                stop[0] = time.time()

        t0 = time.time()
        ts = [threading.Thread(target=loop, args=(k,)) for k in range(nthreads)] + [threading.Thread(target=wait_judged)]
        [t.start() for t in ts]
        [t.join() for t in ts]
        print("%d teams, %d submissions posted during the loop, %d judged by its end, %d clients for %d s" %
              (teams, posted[0], judged(), nthreads, time.time() - t0))
        if not seconds:
            judging(proc.db, proc.tmp)
        allt = []
        for k, v in times.items() if nthreads else ():
            allt += v
            v.sort()
            print("%-15s n=%5d  median %6.2f ms  p99 %6.2f ms" % (k, len(v), statistics.median(v),
                                                                 v[min(len(v) - 1, int(len(v) * 0.99))]))
        allt.sort()
        if allt:
            print("%-15s n=%5d  median %6.2f ms  p99 %6.2f ms" % ("all", len(allt), statistics.median(allt),
                                                                 allt[min(len(allt) - 1, int(len(allt) * 0.99))]))
    finally:
        serve_bench.stop_contest(proc)


main()
