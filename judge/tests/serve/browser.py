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
Usage: browser.py JUDGE ROOT"""
import os
import sys

sys.dont_write_bytecode = True  # no __pycache__ left in the source tree
sys.path.insert(0, os.path.dirname(__file__))
from serve_browser import By, check, judge, log_in, root, rows, run, start_clock, submit, verdict  # noqa: E402

shot = os.environ.get("SCREENSHOT", os.path.join(os.path.dirname(judge), "..", "serve-browser.png"))


def main(d, base, acc, db):
    log_in(d, base, "jury", acc["jury"])
    check(d.current_url == base + "/jury", "the jury lands on its page: " + d.current_url)
    start_clock(d)
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
    board = rows(d)
    check(board == [["1", "Team 1", "1", "0", "1/0", ""], ["2", "Team 2", "0", "0", "-1", ""]],
          "the scoreboard: %s" % board)
    first = d.find_elements(By.CSS_SELECTOR, "#scoreboard td.cell-first")
    check(len(first) == 1 and first[0].text == "1/0", "team01 is marked first to solve A")
    d.get(base + "/scoreboard?wall=1")
    check(not d.find_elements(By.TAG_NAME, "nav"), "the wall mode has no controls")
    d.save_screenshot(os.path.realpath(shot))
    print("screenshot:", os.path.realpath(shot))


run(main, problems="hdu1850,nimmove")
