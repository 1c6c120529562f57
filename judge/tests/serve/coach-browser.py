#!/usr/bin/python3
"""A coach's session of judge serve in headless Chromium (#45), a team and
the jury each in a browser of its own: the jury starts the clock and the
team's clock counts down; team01 asks about a problem; the jury answers
team01 alone, and the answer appears on the team's open page without a
reload, marked new until read; team02 does not see it; the jury's
announcement reaches both; the jury's queue page, from its home, says what
waits and what the worker does; team01 reads its own submitted source, and
the jury's page of that submission names the team. Screenshots are kept
beside the judge (SCREENSHOT's folder, default build/): serve-coach-news.png,
-clarifications.png, -jury.png, -queue.png, -source.png.
Usage: coach-browser.py JUDGE ROOT"""
import os
import re
import sys

sys.dont_write_bytecode = True  # no __pycache__ left in the source tree
sys.path.insert(0, os.path.dirname(__file__))
from serve_browser import (By, Select, browser, check, judge, log_in, root, run, settle,  # noqa: E402
                           start_clock, submit, verdict)

shots = os.path.realpath(os.environ.get("SCREENSHOT_DIR", os.path.join(os.path.dirname(judge), "..")))


def shot(d, name):
    path = os.path.join(shots, "serve-coach-%s.png" % name)
    d.save_screenshot(path)
    print("screenshot:", path)


def text(d, id_):
    return d.find_element(By.ID, id_).text


def clock(d, base):
    """The team's clock: the server's words at once, then counted down by live.js."""
    d.get(base + "/")
    first = text(d, "countdown")
    # A minute or two may have passed on a loaded machine since the jury started the clock.
    words = r"Minute [0-2] of 300 \u00b7 4:5[7-9]:[0-5][0-9] left"
    check(re.fullmatch(words, first), "the clock: %r" % first)
    later = settle(d, lambda d: text(d, "countdown") if text(d, "countdown") != first else None, 10)
    check(later and re.fullmatch(words, later), "the clock counts down: %r" % later)


def ask(d, base):
    d.get(base + "/clarifications")
    Select(d.find_element(By.ID, "clar-problem")).select_by_value("hdu1850")
    d.find_element(By.ID, "clar-text").send_keys("Is n at most 10 in every test?")
    d.find_element(By.ID, "clar-send").click()
    settle(d, lambda d: d.find_elements(By.CSS_SELECTOR, "#clars li"))
    items = [li.text for li in d.find_elements(By.CSS_SELECTOR, "#clars li")]
    check(len(items) == 1 and items[0].startswith("Your question \u00b7 A \u00b7 ")
          and items[0].endswith("Is n at most 10 in every test?"), "team01's question: %r" % items)


def answer(j, base):
    j.get(base + "/jury")
    check("Clarifications (1 unanswered)" in text(j, "clar-link"), "the jury's home: %r" % text(j, "clar-link"))
    j.find_element(By.ID, "clar-link").click()
    settle(j, lambda j: j.find_elements(By.ID, "answer-1"))
    head = j.find_element(By.CSS_SELECTOR, "#clar-1 .clar-head").text
    check(head.startswith("new Question from Team 1 \u00b7 A \u00b7 "), "the question as the jury sees it: %r" % head)
    j.find_element(By.ID, "answer-1").send_keys("Yes: n <= 10 in every test.")
    j.find_element(By.ID, "answer-team-1").click()
    settle(j, lambda j: "Answer to Team 1" in j.find_element(By.ID, "clars").text)
    shot(j, "jury")


def news(d):
    """What the news box says once it says something (live.js fills it in); "" after 30 s."""
    return settle(d, lambda d: text(d, "news") or None) or ""


def main(d, base, acc, db):
    j = browser()
    try:
        log_in(j, base, "jury", acc["jury"])
        start_clock(j)
        log_in(d, base, "team01", acc["team01"])
        clock(d, base)
        ask(d, base)
        d.get(base + "/")  # the team's home stays open while the jury answers
        check(text(d, "news") == "", "no news before the answer: %r" % text(d, "news"))
        answer(j, base)
        got = news(d)
        check(got.startswith("1 new message from the jury\nnew Answer to you \u00b7 A \u00b7 ")
              and got.endswith("Yes: n <= 10 in every test."), "the answer shows on the open page: %r" % got)
        shot(d, "news")
        d.find_element(By.CSS_SELECTOR, "#news a.unread").click()
        settle(d, lambda d: d.current_url.endswith("/clarifications"))
        unread = [li.get_attribute("id") for li in d.find_elements(By.CSS_SELECTOR, "#clars li.unread")]
        check(unread == ["clar-2"], "the answer is marked new on the clarifications page: %s" % unread)
        shot(d, "clarifications")
        d.get(base + "/")
        check(text(d, "news") == "", "read: no more news: %r" % text(d, "news"))

        # The announcement reaches team01's open page, and team02 sees it but not team01's exchange.
        j.get(base + "/jury/clarifications")
        j.find_element(By.ID, "announce-text").send_keys("Lunch is at noon.")
        j.find_element(By.ID, "announce-send").click()
        got = news(d)
        check("Announcement to all teams \u00b7 General" in got and got.endswith("Lunch is at noon."),
              "the announcement on team01's page: %r" % got)
        log_in(d, base, "team02", acc["team02"])
        got = text(d, "news")
        check(got.startswith("1 new message") and "Lunch is at noon." in got and "n <= 10" not in got,
              "team02's news: the announcement alone: %r" % got)
        d.get(base + "/clarifications")
        check("Is n at most 10" not in d.find_element(By.ID, "main").text, "team02 does not see team01's question")

        # A submission of team01: its own source; the jury's page names the team; the queue page.
        log_in(d, base, "team01", acc["team01"])
        src = os.path.join(root, "problems/hdu1850/submissions/accepted/xor_compare.c")
        submit(d, base, "hdu1850", upload=src)
        check(verdict(d) == "AC", "team01's submission is accepted")
        source = d.find_element(By.CSS_SELECTOR, "pre.source").get_attribute("textContent")
        check(source.strip() == open(src).read().strip(), "team01 reads its own source back")
        d.execute_script("document.querySelector('pre.source').scrollIntoView();")
        shot(d, "source")
        j.get(base + "/jury")
        j.find_element(By.ID, "queue-link").click()
        settle(j, lambda j: j.current_url.endswith("/jury/queue"))
        # The page refreshes itself: read it whole between two refreshes.
        seen = settle(j, lambda j: (text(j, "waiting-count"), text(j, "judging-count"), text(j, "worker"),
                                    [r.text for r in j.find_elements(By.CSS_SELECTOR, "#recent tr")][1:]))
        waiting, judging, worker, rows = seen or ("", "", "", [])
        check(waiting == "0" and judging == "0", "nothing waits in the queue: %s %s" % (waiting, judging))
        check(worker.startswith("Waiting for work: it last looked "), "the worker's state: %r" % worker)
        check(len(rows) == 1 and rows[0].startswith("1 Team 1 A AC "), "judged in the last minute: %s" % rows)
        shot(j, "queue")
        j.get(base + "/jury/submissions/1")
        check(text(j, "team") == "Team 1 (team01)", "the jury's page names the team: %r" % text(j, "team"))
    finally:
        j.quit()


run(main, problems="hdu1850,nimmove")
