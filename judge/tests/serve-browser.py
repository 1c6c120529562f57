#!/usr/bin/python3
"""judge serve in a real browser: headless Chromium (Debian's chromium,
chromium-driver and python3-selenium; scripts/setup --browser) on a fresh
package from `judge contest new`. The jury starts the clock; two teams log
in through the login page, each submits through the submit form (one an
accepted solution by upload, one a wrong answer pasted), each sees its
verdict on its submission's page as the page refreshes itself; then the
public scoreboard shows the ranks the rules give. A screenshot of the
scoreboard is kept (SCREENSHOT, default build/serve-browser.png).
Skipped (77) without root (the sandbox) or without the browser.
Usage: serve-browser.py JUDGE ROOT"""
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time

judge, root = os.path.realpath(sys.argv[1]), os.path.realpath(sys.argv[2])
shot = os.environ.get("SCREENSHOT", os.path.join(os.path.dirname(judge), "..", "serve-browser.png"))
if os.getuid() != 0:
    print("skipped: judge serve needs root (the sandbox)")
    sys.exit(77)
try:
    from selenium import webdriver
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
    subprocess.run([judge, "contest", "new", pkg, "--teams", "2", "--problems", "hdu1850,nimmove", "--root", root],
                   check=True, stdout=subprocess.DEVNULL)
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
    for a in ("--headless=new", "--no-sandbox", "--disable-gpu", "--window-size=1200,800"):
        opts.add_argument(a)
    return webdriver.Chrome(service=Service(shutil.which("chromedriver")), options=opts)


def settle(d, cond):
    """Waits for the page a click leads to (a click returns before the next page loads)."""
    from selenium.common.exceptions import NoSuchElementException, StaleElementReferenceException

    try:
        WebDriverWait(d, 30, 0.1, ignored_exceptions=(NoSuchElementException, StaleElementReferenceException)).until(cond)
    except Exception:
        pass  # the check that follows says what was there instead


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


def submit(d, base, problem, upload=None, paste=None):
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
    """The verdict shown once the page (refreshing itself) has one."""
    # live.js replaces the page's main part as it refreshes: an element found may go stale at once.
    from selenium.common.exceptions import NoSuchElementException, StaleElementReferenceException

    def shown(d):
        text = d.find_element(By.ID, "verdict").text
        return text if text not in ("", "pending") else None

    return WebDriverWait(d, 60, 0.2, ignored_exceptions=(NoSuchElementException, StaleElementReferenceException)).until(shown)


def main():
    tmp = tempfile.mkdtemp()
    proc, base, acc = start(tmp)
    d = browser()
    try:
        log_in(d, base, "jury", acc["jury"])
        check(d.current_url == base + "/jury", "the jury lands on its page: " + d.current_url)
        d.find_element(By.ID, "start").click()
        settle(d, lambda d: "Running" in d.find_element(By.ID, "clock").text)
        check("Running" in d.find_element(By.ID, "clock").text, "the clock runs: " + d.find_element(By.ID, "clock").text)

        sub = os.path.join(root, "problems/hdu1850/submissions")
        log_in(d, base, "team01", acc["team01"])
        submit(d, base, "hdu1850", upload=os.path.join(sub, "accepted/xor_compare.c"))
        check(d.current_url == base + "/submissions/1", "team01's submission page: " + d.current_url)
        check(verdict(d) == "AC", "team01 sees AC")

        log_in(d, base, "team02", acc["team02"])
        submit(d, base, "hdu1850", paste=open(os.path.join(sub, "wrong_answer/one_case.c")).read())
        check(d.current_url == base + "/submissions/2", "team02's submission page: " + d.current_url)
        check(verdict(d) == "WA", "team02 sees WA")
        d.get(base + "/submissions/1")
        check("Not found" in d.find_element(By.TAG_NAME, "h1").text, "team02 cannot open team01's submission")

        d.delete_all_cookies()
        d.get(base + "/scoreboard")
        rows = [[c.text for c in r.find_elements(By.TAG_NAME, "td")]
                for r in d.find_elements(By.CSS_SELECTOR, "#scoreboard tr")[1:]]
        check(rows == [["1", "Team 1", "1", "0", "1/0", ""], ["2", "Team 2", "0", "0", "-1", ""]],
              "the scoreboard: %s" % rows)
        first = d.find_elements(By.CSS_SELECTOR, "#scoreboard td.cell-first")
        check(len(first) == 1 and first[0].text == "1/0", "team01 is marked first to solve A")
        d.get(base + "/scoreboard?wall=1")
        check(not d.find_elements(By.TAG_NAME, "nav"), "the wall mode has no controls")
        d.save_screenshot(os.path.realpath(shot))
        print("screenshot:", os.path.realpath(shot))
    finally:
        d.quit()
        proc.terminate()
        _, err = proc.communicate(timeout=30)
        check(not err, "judge serve said nothing on stderr: %r" % err[:300])
        shutil.rmtree(tmp, ignore_errors=True)
    print("%s" % ("ok" if not failures else "%d failed" % failures))
    sys.exit(1 if failures else 0)


main()
