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
Usage: hints.py JUDGE ROOT"""
import os
import sys

sys.dont_write_bytecode = True  # no __pycache__ left in the source tree
sys.path.insert(0, os.path.dirname(__file__))
from serve_browser import (By, check, judge, log_in, reload_until, root, rows, run, settle, start_clock,  # noqa: E402
                           submit, verdict)

shots = os.path.realpath(os.environ.get("SCREENSHOT_DIR", os.path.join(os.path.dirname(judge), "..")))


def team_part(d, base, acc):
    wrong = os.path.join(root, "problems/hdu1846/submissions/wrong_answer/mod-m.c")
    log_in(d, base, "team01", acc["team01"])
    submit(d, base, "hdu1846", upload=wrong)
    check(verdict(d) == "WA", "the first wrong submission is WA")
    d.get(base + "/problems/hdu1846")
    check(not d.find_elements(By.ID, "take-hint"), "no hint offered after one rejection")
    state = d.find_element(By.ID, "hint-state").text
    check(state == "A hint is offered after 2 rejected submissions (compile errors do not count); you have 1.",
          "the page says when a hint comes: %r" % state)
    submit(d, base, "hdu1846", upload=wrong)
    check(verdict(d) == "WA", "the second wrong submission is WA")
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
    hints = rows(d, "hints")
    check(hints == [["Team 1", "1", "2"]], "the hints counted: %s" % hints)
    rejected = rows(d, "rejected")
    want = ["17 wrong, 0 without an answer, of 40 asked", "n = 3 (m=3): expected 'first', got 'second'"]
    check([r[0] for r in rejected] == ["2", "1"] and all(r[3:] == want for r in rejected),
          "the wrong submissions: %s" % rejected)
    d.save_screenshot(os.path.join(shots, "serve-hints-jury.png"))
    d.get(base + "/jury/submissions/2")
    check(len(d.find_elements(By.CSS_SELECTOR, ".picture rect.bad")) == 17, "17 positions crossed out")
    d.find_element(By.ID, "disagree").location_once_scrolled_into_view
    d.save_screenshot(os.path.join(shots, "serve-hints-submission.png"))
    taken = d.find_elements(By.ID, "hint-taken")
    check(taken and taken[0].text.startswith("The team took the hint about it at "), "the hint taken, on its page")


def main(d, base, acc, db):
    log_in(d, base, "jury", acc["jury"])
    start_clock(d)
    team_part(d, base, acc)
    jury_part(d, base, acc)
    print("screenshots:", os.path.join(shots, "serve-hints.png"), os.path.join(shots, "serve-hints-jury.png"))


run(main, window="1200,1000", problems="hdu1846",
    edit=("  hints_after: 0\n", "  hints_after: 2\n", "contest new writes hints_after: 0"))
