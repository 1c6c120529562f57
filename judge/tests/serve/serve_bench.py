"""What the live benches of judge serve (http-load.py, http-attack.py,
latency.py, run by scripts/bench) share: a contest made and its server
started, its clock started by the jury, and the server stopped with nothing left
behind. Measurements, not tests: nothing here asserts.

start_contest() makes a package with `judge contest new` (TEAMS teams, the
PROBLEMS by id) in a fresh temporary folder, starts `judge serve` on it over
loopback (an unused port, the store in that folder, -j JOBS unless 0: the
judge's default), waits until it listens, and starts the contest's clock.
It returns (accounts, process, port): each username's password ("jury" and
"team01".."teamNN"), the server's Popen, and its port. The Popen carries the
store's path (process.db) and the folder (process.tmp); stop_contest(process)
ends the server and removes the folder."""
import http.client
import os
import re
import shutil
import subprocess
import tempfile
import time
import urllib.parse

# The contest's id in the Contest API: its package's folder name.
CONTEST_ID = "c"


def read_accounts(pkg):
    """The package's accounts.yaml as {username: password}."""
    acc, user = {}, None
    for line in open(os.path.join(pkg, "accounts.yaml")):
        m = re.match(r"^-? *(username|password): *(\S+)", line)
        if m and m.group(1) == "username":
            user = m.group(2)
        elif m:
            acc[user] = m.group(2)
    return acc


def wait_port(proc, out):
    """The port the server's first line names (".../127.0.0.1:PORT/"), once it has printed it."""
    while True:
        time.sleep(0.1)
        if proc.poll() is not None:
            raise RuntimeError("judge serve ended with status %d before it listened" % proc.returncode)
        out.seek(0)
        m = re.search(r":(\d+)/", out.read())
        if m:
            return int(m.group(1))


def start_clock(port, password):
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
    c.close()


def start_contest(judge, root, teams, problems, jobs):
    """A started contest of TEAMS teams on PROBLEMS (a list of ids): (accounts, process, port)."""
    tmp = tempfile.mkdtemp()
    pkg = os.path.join(tmp, CONTEST_ID)
    try:
        subprocess.run([judge, "contest", "new", pkg, "--teams", str(teams), "--problems", ",".join(problems),
                        "--root", root], check=True, stdout=subprocess.DEVNULL)
        accounts = read_accounts(pkg)
        out = open(os.path.join(tmp, "out"), "w+")
        db = os.path.join(tmp, "s.db")
        proc = subprocess.Popen([judge, "serve", pkg, "--listen", "127.0.0.1:0", "--db", db, "--root", root] +
                                (["-j", str(jobs)] if jobs else []), stdout=out, stderr=subprocess.DEVNULL)
    except BaseException:
        shutil.rmtree(tmp, ignore_errors=True)
        raise
    proc.db, proc.tmp = db, tmp
    try:
        port = wait_port(proc, out)
        time.sleep(0.5)
        start_clock(port, accounts["jury"])
    except BaseException:
        stop_contest(proc)
        raise
    return accounts, proc, port


def stop_contest(proc):
    """Ends the server started by start_contest() and removes its folder."""
    proc.terminate()
    proc.wait()
    shutil.rmtree(proc.tmp, ignore_errors=True)
