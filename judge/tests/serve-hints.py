#!/usr/bin/python3
"""Hints and explore in judge serve, in a real browser (headless Chromium;
scripts/setup --browser). A package from `judge contest new` with hdu1846
(it has an explorer) and training.hints_after: 2. A team submits a wrong
program through the form: after its first rejection its problem page offers
no hint and says when one comes; after the second it offers "Show a hint",
and clicking it shows the smallest position where the program is wrong,
with its answer and the right one. The jury's explore page then shows the
table, the picture, the wrong submissions' disagreements and the hint
counted; the submission's jury page crosses out its wrong positions.
Screenshots of the hint and of the jury's explore page are kept
(SCREENSHOT_DIR, default build/): serve-hints.png, serve-hints-jury.png,
and the submission's: serve-hints-submission.png.
Skipped (77) without root (the sandbox) or without the browser.
Usage: serve-hints.py JUDGE ROOT"""
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time

judge, root = os.path.realpath(sys.argv[1]), os.path.realpath(sys.argv[2])
shots = os.path.realpath(os.environ.get("SCREENSHOT_DIR", os.path.join(os.path.dirname(judge), "..")))
if os.getuid() != 0:
    print("skipped: judge serve needs root (the sandbox)")
    sys.exit(77)
try:
    from selenium import webdriver
    from selenium.common.exceptions import NoSuchElementException, StaleElementReferenceException
    from selenium.webdriver.common.by import By
    from selenium.webdriver.chrome.service import Service
    from selenium.webdriver.support.ui import Select, WebDriverWait
except ImportError:
    print("skipped: no python3-selenium (scripts/setup --browser)")
    sys.exit(77)
if not shutil.which("chromedriver") or not shutil.which("chromium"):
    print("skipped: no chromium or chromedriver (scripts/setup --browser)")
    sys.exit(77)

failures = 0
WAIT = (NoSuchElementException, StaleElementReferenceException)


def check(ok, what):
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


def start(tmp):
    pkg = os.path.join(tmp, "contest")
    subprocess.run([judge, "contest", "new", pkg, "--teams", "2", "--problems", "hdu1846", "--root", root],
                   check=True, stdout=subprocess.DEVNULL)
    yaml = os.path.join(pkg, "contest.yaml")
    text = open(yaml).read()
    check("  hints_after: 0\n" in text, "contest new writes hints_after: 0")
    open(yaml, "w").write(text.replace("  hints_after: 0\n", "  hints_after: 2\n"))
    out = open(os.path.join(tmp, "serve.out"), "w+")
    proc = subprocess.Popen([judge, "serve", pkg, "--listen", "127.0.0.1:0", "--db", os.path.join(tmp, "s.db"),
                             "--root", root], stdout=out, stderr=subprocess.PIPE)
    for _ in range(100):
        out.seek(0)
        m = re.search(r"serving http://[^:]*:(\d+)/", out.read())
        if m:
            return proc, "http://127.0.0.1:" + m.group(1), accounts(os.path.join(pkg, "accounts.yaml"))
        time.sleep(0.1)
    proc.kill()
    sys.exit("FAIL: judge serve did not start")


def browser():
    opts = webdriver.ChromeOptions()
    for a in ("--headless=new", "--no-sandbox", "--disable-gpu", "--window-size=1200,1000"):
        opts.add_argument(a)
    return webdriver.Chrome(service=Service(shutil.which("chromedriver")), options=opts)


def settle(d, cond, secs=30):
    """Waits for what a click or the worker brings; the check that follows says what was there instead."""
    try:
        WebDriverWait(d, secs, 0.1, ignored_exceptions=WAIT).until(cond)
    except Exception:
        pass


def log_in(d, base, user, password):
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


def submit(d, base, path):
    d.get(base + "/")
    Select(d.find_element(By.ID, "problem")).select_by_value("hdu1846")
    Select(d.find_element(By.ID, "language")).select_by_value("c")
    d.find_element(By.ID, "file").send_keys(path)
    d.find_element(By.ID, "send").click()
    settle(d, lambda d: "/submissions/" in d.current_url)
    shown = lambda d: d.find_element(By.ID, "verdict").text not in ("", "pending")
    settle(d, shown, 60)
    return d.find_element(By.ID, "verdict").text


def reload_until(d, url, cond, secs=60):
    """Loads url again until cond holds (the worker explores when idle; this page does not refresh itself)."""
    for _ in range(secs * 5):
        d.get(url)
        try:
            if cond(d):
                return
        except WAIT:
            pass
        time.sleep(0.2)


def team_part(d, base, acc):
    wrong = os.path.join(root, "problems/hdu1846/submissions/wrong_answer/mod-m.c")
    log_in(d, base, "team01", acc["team01"])
    check(submit(d, base, wrong) == "WA", "the first wrong submission is WA")
    d.get(base + "/problems/hdu1846")
    check(not d.find_elements(By.ID, "take-hint"), "no hint offered after one rejection")
    state = d.find_element(By.ID, "hint-state").text
    check(state == "A hint is offered after 2 rejected submissions (compile errors do not count); you have 1.",
          "the page says when a hint comes: %r" % state)
    check(submit(d, base, wrong) == "WA", "the second wrong submission is WA")
    reload_until(d, base + "/problems/hdu1846", lambda d: d.find_elements(By.ID, "take-hint"))
    check(d.find_elements(By.ID, "take-hint"), "a hint offered after the second rejection")
    check(not d.find_elements(By.ID, "hint-text"), "the hint is not shown before it is taken")
    d.find_element(By.ID, "take-hint").click()
    settle(d, lambda d: d.find_element(By.ID, "hint-text"))
    text = d.find_element(By.ID, "hint-text").text if d.find_elements(By.ID, "hint-text") else ""
    check(text == "Submission 2 is wrong at n = 3 (m=3): expected 'first', got 'second'.", "the hint: %r" % text)
    check(d.current_url == base + "/problems/hdu1846#hint", "back on the problem page: " + d.current_url)
    d.find_element(By.ID, "hint").location_once_scrolled_into_view
    d.save_screenshot(os.path.join(shots, "serve-hints.png"))


def jury_part(d, base, acc):
    log_in(d, base, "jury", acc["jury"])
    d.get(base + "/jury")
    d.find_element(By.CSS_SELECTOR, "a[href='/jury/explore/hdu1846']").click()
    settle(d, lambda d: d.find_element(By.ID, "explore-table"))
    table = d.find_element(By.ID, "explore-table").text.split("\n")
    check(table[0].strip() == "0: P N N N P N N N P N N N P N N N P N N N", "the table's first row: %r" % table[:1])
    check(len(d.find_elements(By.CSS_SELECTOR, ".picture rect.P")) == 11, "the picture has 11 P positions")
    rows = [[c.text for c in r.find_elements(By.TAG_NAME, "td")] for r in d.find_elements(By.CSS_SELECTOR, "#hints tr")[1:]]
    check(rows == [["Team 1", "1", "2"]], "the hints counted: %s" % rows)
    rows = [[c.text for c in r.find_elements(By.TAG_NAME, "td")] for r in d.find_elements(By.CSS_SELECTOR, "#rejected tr")[1:]]
    want = ["17 wrong, 0 without an answer, of 40 asked", "n = 3 (m=3): expected 'first', got 'second'"]
    check([r[0] for r in rows] == ["2", "1"] and all(r[3:] == want for r in rows), "the wrong submissions: %s" % rows)
    d.save_screenshot(os.path.join(shots, "serve-hints-jury.png"))
    d.get(base + "/jury/submissions/2")
    check(len(d.find_elements(By.CSS_SELECTOR, ".picture rect.bad")) == 17, "17 positions crossed out")
    d.find_element(By.ID, "disagree").location_once_scrolled_into_view
    d.save_screenshot(os.path.join(shots, "serve-hints-submission.png"))
    taken = d.find_elements(By.ID, "hint-taken")
    check(taken and taken[0].text.startswith("The team took the hint about it at "), "the hint taken, on its page")


def main():
    tmp = tempfile.mkdtemp()
    proc, base, acc = start(tmp)
    d = browser()
    try:
        log_in(d, base, "jury", acc["jury"])
        d.find_element(By.ID, "start").click()
        settle(d, lambda d: "Running" in d.find_element(By.ID, "clock").text)
        team_part(d, base, acc)
        jury_part(d, base, acc)
        print("screenshots:", os.path.join(shots, "serve-hints.png"), os.path.join(shots, "serve-hints-jury.png"))
    finally:
        d.quit()
        proc.terminate()
        _, err = proc.communicate(timeout=30)
        check(not err, "judge serve said nothing on stderr: %r" % err[:300])
        shutil.rmtree(tmp, ignore_errors=True)
    print("%s" % ("ok" if not failures else "%d failed" % failures))
    sys.exit(1 if failures else 0)


main()
