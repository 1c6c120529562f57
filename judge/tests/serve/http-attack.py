#!/usr/bin/python3
"""Teams using judge serve while one address attacks it (issue 41's bench).

Starts `judge serve` on a package from `judge contest new` (TEAMS teams,
hdu1850 and nimmove), starts the clock, and for SECONDS runs side by side:
- the teams, each from a loopback address of its own (127.0.1.K, as teams in
  a room have), logged in, fetching their home, a problem and the scoreboard
  in turn over a kept-alive connection, half a second apart, and posting a
  submission through the Contest API every tenth page;
- one attacking address (127.0.0.2) that tries to hold HOLD connections (16
  threads): most
  send a request's headers one line every 5 s, every eighth asks for the event
  feed and reads it; a connection closed by the server is opened again;
- a login flood from 127.0.0.3: clients posting wrong passwords for the
  jury through the login form and the API's basic auth, without pause
  (FLOODS clients; HOLD 0 and FLOODS 0 measure the teams alone).
Then waits until every accepted submission is judged (5 minutes at most) and
prints: the teams' page latency (median, p99, max), their errors, the
submissions accepted (200) against those in the store and judged (none lost:
equal), and what the attacker got (connections opened, refused or cut, feeds
200/429/503, the flood's statuses), and the HTTP process's peak resident
memory and threads (a thread per connection).
A measurement, not a test: run by hand, and by scripts/bench.
Usage: http-attack.py JUDGE ROOT [TEAMS [SECONDS [HOLD [FLOODS]]]] (60 60 512 4)"""
import base64
import collections
import http.client
import io
import os
import re
import socket
import sqlite3
import statistics
import sys
import threading
import time
import urllib.parse
import zipfile

import serve_bench

judge, root = os.path.realpath(sys.argv[1]), os.path.realpath(sys.argv[2])
teams, seconds, hold, floods = [int(a) for a in (sys.argv[3:] + ["60", "60", "512", "4"][len(sys.argv) - 3:])][:4]
lock = threading.Lock()
stats = collections.Counter()


def count(what, n=1):
    with lock:
        stats[what] += n


class Client:
    def __init__(self, port, src):
        self.port, self.src = port, src
        self.c = None
        self.cookie = ""

    def req(self, method, path, body=None, headers=None):
        h = dict(headers or {})
        if self.cookie:
            h["Cookie"] = self.cookie
        for attempt in (0, 1):  # a kept-alive connection the server closed is opened again, once
            try:
                if not self.c:
                    self.c = http.client.HTTPConnection("127.0.0.1", self.port, timeout=60,
                                                        source_address=(self.src, 0))
                self.c.request(method, path, body, h)
                r = self.c.getresponse()
                data = r.read()
                break
            except (OSError, http.client.HTTPException):
                self.c.close()
                self.c = None
                if attempt:
                    raise
        for k, v in r.getheaders():
            if k.lower() == "set-cookie" and v.startswith(("sid=", "prelogin=")):
                self.cookie = "; ".join(filter(None, [self.cookie] + [v.split(";")[0]]))
        return r.status, data.decode("utf-8", "replace")

    def login(self, user, password):
        _, page = self.req("GET", "/login")
        tok = re.search(r'name="csrf" value="([0-9a-f]+)"', page).group(1)
        body = urllib.parse.urlencode({"csrf": tok, "username": user, "password": password})
        st, _ = self.req("POST", "/login", body, {"Content-Type": "application/x-www-form-urlencoded"})
        self.cookie = "; ".join(p for p in self.cookie.split("; ") if p.startswith("sid="))
        return st


def zipped(path):
    buf = io.BytesIO()
    with zipfile.ZipFile(buf, "w") as z:
        z.write(path, os.path.basename(path))
    return base64.b64encode(buf.getvalue()).decode()


def team(port, k, name, password, cid, files, stop, times):
    c = Client(port, "127.0.1.%d" % (k % 250 + 1))
    if c.login(name, password) != 303:
        count("team logins refused")
        return
    auth = "Basic " + base64.b64encode(("%s:%s" % (name, password)).encode()).decode()
    pages = ["/", "/problems/hdu1850", "/scoreboard"]
    i = 0
    while time.time() < stop:
        t0 = time.perf_counter()
        try:
            st, _ = c.req("GET", pages[i % 3])
            times.append((time.perf_counter() - t0) * 1000)
            count("team pages %d" % st)
            if i % 10 == 9:
                body = '{"problem_id":"hdu1850","language_id":"c","files":[{"data":"%s"}]}' % files[i % len(files)]
                st, _ = c.req("POST", "/api/contests/%s/submissions" % cid, body,
                              {"Authorization": auth, "Content-Type": "application/json"})
                count("team submissions %d" % st)
        except (OSError, http.client.HTTPException) as e:
            count("team errors: " + type(e).__name__)
        i += 1
        time.sleep(0.5)  # a person reads a page before the next: 60 teams, not 60 closed loops


def attacker(port, cid, stop, part, parts):
    """Keeps its part of hold connections from 127.0.0.2: slow headers, or an event feed read slowly."""
    socks = [None] * hold

    def opened(k):
        s = socket.socket()
        s.settimeout(5)
        s.bind(("127.0.0.2", 0))
        s.connect(("127.0.0.1", port))
        if k % 8 == 0:
            s.sendall(("GET /api/contests/%s/event-feed HTTP/1.1\r\nHost: x\r\n\r\n" % cid).encode())
            head = s.recv(64)
            st = head.split(b" ")[1].decode() if head.startswith(b"HTTP/") else "closed"
            count("attacker feeds %s" % st)
            if st != "200":
                s.close()
                return None
        else:
            s.sendall(b"GET / HTTP/1.1\r\n")
        count("attacker connections opened")
        return s

    while time.time() < stop:
        for k in range(part, hold, parts):
            if time.time() >= stop:
                break
            try:
                if socks[k] is None:
                    socks[k] = opened(k)
                elif k % 8:
                    socks[k].sendall(b"X-Slow: 1\r\n")
            except OSError:
                count("attacker connections refused or cut")
                if socks[k]:
                    socks[k].close()
                socks[k] = None
        time.sleep(5)
    for s in socks:
        if s:
            s.close()


def flood(port, password_ok, stop):
    bad = "Basic " + base64.b64encode(b"jury:wrong").decode()
    c = Client(port, "127.0.0.3")
    i = 0
    while time.time() < stop:
        try:
            if i % 2:
                st, _ = c.req("GET", "/api/contests", None, {"Authorization": bad})
            else:
                st = c.login("jury", "wrong")
            count("flood %d" % st)
        except (OSError, http.client.HTTPException, AttributeError) as e:
            count("flood errors: " + type(e).__name__)
        i += 1


def http_process(supervisor):
    """The HTTP process: the supervisor's child that runs as nobody (a user other than root)."""
    for pid in os.listdir("/proc"):
        try:
            st = open("/proc/%s/status" % pid).read()
        except OSError:
            continue
        fields = dict(l.split(":", 1) for l in st.splitlines() if ":" in l)
        if fields.get("PPid", "").strip() == str(supervisor) and fields.get("Uid", "0").split()[0] != "0":
            return pid
    return None


def watch(supervisor, stop, peak):
    """The HTTP process's peak resident memory and threads, sampled each second."""
    while time.time() < stop:
        pid = http_process(supervisor)
        try:
            st = dict(l.split(":", 1) for l in open("/proc/%s/status" % pid).read().splitlines() if ":" in l)
            peak["rss"] = max(peak.get("rss", 0), int(st["VmRSS"].split()[0]))
            peak["threads"] = max(peak.get("threads", 0), int(st["Threads"]))
        except (OSError, TypeError, KeyError, ValueError):
            pass
        time.sleep(1)


def main():
    acc, proc, port = serve_bench.start_contest(judge, root, teams, ["hdu1850", "nimmove"], 0)
    db = proc.db
    try:
        cid = serve_bench.CONTEST_ID
        subs = os.path.join(root, "problems/hdu1850/submissions")
        files = [zipped(os.path.join(subs, f)) for f in ("accepted/xor_compare.c", "wrong_answer/one_case.c")]
        stop = time.time() + seconds
        times = []
        print("load average at the start: %s" % open("/proc/loadavg").read().split()[0])
        ts = [threading.Thread(target=attacker, args=(port, cid, stop, k, 16)) for k in range(16 if hold else 0)]
        ts += [threading.Thread(target=flood, args=(port, acc["jury"], stop)) for _ in range(floods)]
        time.sleep(2)  # the attack first: the teams arrive at a server already under it
        ts += [threading.Thread(target=team, args=(port, k, "team%02d" % (k + 1), acc["team%02d" % (k + 1)], cid,
                                                   files, stop, times)) for k in range(teams)]
        peak = {}
        ts.append(threading.Thread(target=watch, args=(proc.pid, stop, peak)))
        [t.start() for t in ts]
        [t.join() for t in ts]
        print("the HTTP process at its peak: %s MiB resident, %s threads" %
              (peak.get("rss", 0) // 1024, peak.get("threads", "?")))
        times.sort()
        if times:
            print("teams' pages: n=%d  median %.1f ms  p99 %.1f ms  max %.1f ms" %
                  (len(times), statistics.median(times), times[min(len(times) - 1, int(len(times) * 0.99))], times[-1]))
        accepted = stats["team submissions 200"]
        deadline = time.time() + 300
        while True:
            c = sqlite3.connect(db)
            stored = c.execute("SELECT count(*) FROM submissions").fetchone()[0]
            judged = c.execute("SELECT count(DISTINCT submission_id) FROM judgements WHERE valid = 1 AND "
                               "ended_ms IS NOT NULL").fetchone()[0]
            c.close()
            if judged >= stored or time.time() > deadline:
                break
            time.sleep(1)
        print("submissions: %d accepted (200), %d in the store, %d judged: %s" %
              (accepted, stored, judged, "none lost" if accepted == stored == judged else "LOST OR NOT JUDGED"))
        for k in sorted(stats):
            print("  %-40s %d" % (k, stats[k]))
    finally:
        serve_bench.stop_contest(proc)


main()
