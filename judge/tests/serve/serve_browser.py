"""What the browser tests of judge serve (browser.py, play-browser.py,
hints.py, replay-browser.py; each run as SCRIPT JUDGE ROOT) share.
Importing it exits 77 (skipped) without root (the sandbox), python3-selenium,
chromium or chromedriver (scripts/setup --browser)."""
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time

judge, root = os.path.realpath(sys.argv[1]), os.path.realpath(sys.argv[2])
if os.getuid() != 0:
    print("skipped: judge serve needs root (the sandbox)")
    sys.exit(77)
try:
    from selenium import webdriver
    from selenium.common.exceptions import NoSuchElementException, StaleElementReferenceException
    from selenium.webdriver.chrome.service import Service
    from selenium.webdriver.common.by import By
    from selenium.webdriver.support.ui import Select, WebDriverWait
except ImportError:
    print("skipped: no python3-selenium (scripts/setup --browser)")
    sys.exit(77)
if not shutil.which("chromedriver") or not shutil.which("chromium"):
    print("skipped: no chromium or chromedriver (scripts/setup --browser)")
    sys.exit(77)

failures = 0
# What a wait lets pass: an element not there yet, or replaced as live.js refreshes the page.
WAIT = (NoSuchElementException, StaleElementReferenceException)


def check(ok, what):
    """Counts and prints a failed check; the test goes on."""
    global failures
    if not ok:
        failures += 1
        print("FAIL:", what)


def accounts(path):
    """username -> password, from the accounts.yaml `judge contest new` wrote."""
    out, user = {}, None
    for line in open(path):
        m = re.match(r"^-? *(username|password): *(\S+)", line)
        if m and m.group(1) == "username":
            user = m.group(2)
        elif m:
            out[user] = m.group(2)
    return out


# How long judge serve may take to say it serves (see start).
START_SECS = 60


def start(tmp, problems=None, teams=2, edit=None, write=None, args=(), problem_root=None):
    """judge serve on tmp/contest, its store tmp/s.db: (process, base URL, accounts).
    The package is write(pkg)'s, or by default `judge contest new` with these teams and problems;
    edit (old, new, what): contest.yaml's line old made new, checked first to be there (what);
    args: more options of judge serve; problem_root: the repository it reads the problems from
    (default ROOT, the test's)."""
    pkg = os.path.join(tmp, "contest")
    problem_root = problem_root or root
    if write:
        write(pkg)
    else:
        subprocess.run([judge, "contest", "new", pkg, "--teams", str(teams), "--problems", problems,
                        "--root", problem_root], check=True, stdout=subprocess.DEVNULL)
    if edit:
        old, new, what = edit
        yaml = os.path.join(pkg, "contest.yaml")
        text = open(yaml).read()
        check(old in text, what)
        open(yaml, "w").write(text.replace(old, new))
    out = open(os.path.join(tmp, "serve.out"), "w+")
    proc = subprocess.Popen([judge, "serve", pkg, "--listen", "127.0.0.1:0", "--db", os.path.join(tmp, "s.db"),
                             "--root", problem_root] + list(args), stdout=out, stderr=subprocess.PIPE)
    # 60 s at most, polled (an idle start takes no longer), unless it ends: a start hashes every
    # account's password (argon2id), near 10 s at a load of 17; CI runs at loads up to 40.
    deadline = time.monotonic() + START_SECS
    while time.monotonic() < deadline and proc.poll() is None:
        out.seek(0)
        m = re.search(r"serving http://[^:]*:(\d+)/", out.read())
        if m:
            return proc, "http://127.0.0.1:" + m.group(1), accounts(os.path.join(pkg, "accounts.yaml"))
        time.sleep(0.1)
    proc.kill()
    _, err = proc.communicate()
    sys.exit("FAIL: judge serve ended, or did not say \"serving http://...\" on its stdout within %d s; its stderr:\n%s"
             % (START_SECS, err.decode(errors="replace")))


def browser(window="1200,800", args=()):
    """Headless Chromium, its window this wide and high, with more of its options (args);
    its pages' timers run twenty times as fast. Chromium's own temporary folders go into a
    folder of its own (TMPDIR), removed when it quits: none is left in /tmp."""
    opts = webdriver.ChromeOptions()
    for a in ("--headless=new", "--no-sandbox", "--disable-gpu", "--window-size=" + window) + tuple(args):
        opts.add_argument(a)
    scratch = tempfile.mkdtemp(prefix="judge-chromium-")
    service = Service(shutil.which("chromedriver"), env=dict(os.environ, TMPDIR=scratch))
    d = webdriver.Chrome(service=service, options=opts)
    quit_browser = d.quit

    def quit_and_clean():
        try:
            quit_browser()
        finally:
            shutil.rmtree(scratch, ignore_errors=True)
    d.quit = quit_and_clean
    # live.js refreshes a waiting page every 5 s: a verdict or a move came up to 5 s before
    # the test saw it. Each page is given a setInterval that waits a twentieth of what it is
    # asked (a quarter of a second) for a wait of 5 s or more: live.js still does the refreshing,
    # sooner. Its clock's tick, each second, is left as it is: sooner, it drew the same text
    # twenty times a second in every open page (a quarter of coach-walk's CPU, nearly all Chromium's).
    d.execute_cdp_cmd("Page.addScriptToEvaluateOnNewDocument", {"source": (
        "(function () { var every = window.setInterval;"
        " window.setInterval = function (f, ms) { var a = [].slice.call(arguments);"
        " if (ms >= 5000) a[1] = ms / 20; return every.apply(window, a); }; })();")})
    return d


def run(body, window="1200,800", said="", **package):
    """The whole test: judge serve (start's package arguments) and a browser, then
    body(d, base, acc, db); both stopped, judge serve's stderr checked to be said (by default
    nothing); exits 1 on any failure."""
    tmp = tempfile.mkdtemp()
    proc, base, acc = start(tmp, **package)
    d = browser(window)
    try:
        body(d, base, acc, os.path.join(tmp, "s.db"))
    finally:
        d.quit()
        proc.terminate()
        _, err = proc.communicate(timeout=30)
        # A confinement layer this kernel lacks is said at each start of the HTTP process (docs/isolation.md).
        err = b"".join(l for l in err.splitlines(True) if b"http: confined without " not in l)
        check(err.decode(errors="replace") == said, "judge serve's stderr: %r, not %r" % (err[:300], said))
        shutil.rmtree(tmp, ignore_errors=True)
    print("%s" % ("ok" if not failures else "%d failed" % failures))
    sys.exit(1 if failures else 0)


def settle(d, cond, secs=30):
    """What cond returns once it returns something (a click returns before the next page loads,
    the worker judges in its time); None after secs: the check that follows says what was there instead."""
    try:
        return WebDriverWait(d, secs, 0.1, ignored_exceptions=WAIT).until(cond)
    except Exception:
        return None


def reload_until(d, url, cond, secs=60):
    """Loads url again until cond holds (the worker explores when idle; such a page does not refresh itself)."""
    for _ in range(secs * 5):
        d.get(url)
        try:
            if cond(d):
                return
        except WAIT:
            pass
        time.sleep(0.2)


def log_in(d, base, user, password):
    """Logs in through the login page (the cookies of whoever was logged in dropped first)."""
    d.delete_all_cookies()
    for _ in range(50):  # the HTTP process comes up just after the port
        try:
            d.get(base + "/login")
            break
        except Exception:
            time.sleep(0.1)
    d.find_element(By.ID, "username").send_keys(user)
    d.find_element(By.ID, "password").send_keys(password)
    d.find_element(By.ID, "login").click()
    settle(d, lambda d: not d.current_url.endswith("/login"))


def start_clock(d):
    """The jury, on its page, starts the contest's clock."""
    d.find_element(By.ID, "start").click()
    settle(d, lambda d: "Running" in d.find_element(By.ID, "clock").text)


def submit(d, base, problem, upload=None, paste=None):
    """Submits C through the submit form: a file's path uploaded, or a source pasted; on to its page."""
    d.get(base + "/")
    Select(d.find_element(By.ID, "problem")).select_by_value(problem)
    Select(d.find_element(By.ID, "language")).select_by_value("c")
    if upload:
        d.find_element(By.ID, "file").send_keys(upload)
    else:
        # Pasted as a person would, through the clipboard's result: the textarea's value.
        d.execute_script("document.getElementById('source').value = arguments[0];", paste)
    d.find_element(By.ID, "send").click()
    settle(d, lambda d: "/submissions/" in d.current_url)


def verdict(d):
    """The verdict a submission's page shows once it (refreshing itself) has one; None after 60 s."""
    def shown(d):
        text = d.find_element(By.ID, "verdict").text
        return text if text not in ("", "pending") else None

    return settle(d, shown, 60)


def rows(d, table="scoreboard"):
    """The cells' texts of a table's rows (by its id): its heading (cells th) and its footer (tfoot) left out."""
    return [[c.text for c in r.find_elements(By.TAG_NAME, "td")]
            for r in d.find_elements(By.CSS_SELECTOR, "#%s tr" % table)
            if r.find_elements(By.TAG_NAME, "td") and r.find_element(By.XPATH, "..").tag_name != "tfoot"]
