#!/usr/bin/python3
"""The jury's replay in a real browser (headless Chromium, as browser.py).
A contest that started three hours ago and lasted two, its last hour frozen:
ten submissions are stored with the contest times they were made at (the
store is the one channel between the front end and the worker, so the test
writes them there, as the front end would have), and the worker judges them.
The jury opens the replay at minute 0 and steps it, ten minutes a click, to
the end: the last minute is the public's frozen scoreboard. Then the
resolver, a click a step: each step outlines one revealed cell, and the last
step's rows equal the jury's final scoreboard. Screenshots of a step in the
middle, of the end and of minute 70 are kept (SCREENSHOT, default
build/serve-replay.png; build/serve-replay-final.png, -minute.png).
Skipped (77) without root (the sandbox) or without the browser.
Usage: replay-browser.py JUDGE ROOT"""
import os
import re
import sqlite3
import sys
import time

sys.dont_write_bytecode = True  # no __pycache__ left in the source tree
sys.path.insert(0, os.path.dirname(__file__))
from serve_browser import By, check, judge, log_in, root, rows, run, settle  # noqa: E402

shot = os.path.realpath(os.environ.get("SCREENSHOT", os.path.join(os.path.dirname(judge), "..", "serve-replay.png")))
START = (int(time.time()) // 60 - 180) * 60  # three hours ago, on a whole minute
SUBS = [  # contest minute, team, problem, the sample submission
    (10, "t1", "hdu1850", "hdu1850/submissions/accepted/xor_compare.c"),
    (20, "t2", "hdu1850", "hdu1850/submissions/wrong_answer/one_case.c"),
    (30, "t2", "hdu1850", "hdu1850/submissions/accepted/stones_removed.c"),
    (50, "t4", "nimmove", "nimmove/submissions/accepted/largest-take.c"),
    (65, "t3", "hdu1850", "hdu1850/submissions/accepted/xor_compare.c"),
    (70, "t1", "nimmove", "nimmove/submissions/presentation_error/one-line.c"),
    (90, "t2", "nimmove", "nimmove/submissions/accepted/first-heap-scanf.c"),
    (100, "t1", "nimmove", "nimmove/submissions/accepted/largest-take.c"),
    (110, "t3", "nimmove", "nimmove/submissions/presentation_error/one-line.c"),
    (119, "t4", "hdu1850", "hdu1850/submissions/wrong_answer/one_case.c"),
]


def write_package(pkg):
    os.makedirs(pkg)
    start = time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime(START))
    open(os.path.join(pkg, "contest.yaml"), "w").write(
        "id: replay-test\nname: Replay test\nstart_time: %s\nduration: 2:00:00\n"
        "scoreboard_freeze_duration: 1:00:00\npenalty_time: 20\n" % start)
    open(os.path.join(pkg, "problems.yaml"), "w").write("- id: hdu1850\n  label: A\n- id: nimmove\n  label: B\n")
    open(os.path.join(pkg, "teams.yaml"), "w").write(
        "".join("- id: t%d\n  name: Team %d\n" % (i, i) for i in range(1, 5)))
    open(os.path.join(pkg, "accounts.yaml"), "w").write("- username: jury\n  password: pw-jury\n  type: judge\n")


def store_submissions(db):
    """The submissions, made at their contest times; the worker finds them as it polls."""
    con = sqlite3.connect(db, timeout=30)
    for minute, team, problem, path in SUBS:
        cur = con.execute("INSERT INTO submissions(team_id, problem_id, language, time_ms) VALUES(?, ?, 'c', ?)",
                          (team, problem, (START + minute * 60 + 5) * 1000))
        data = open(os.path.join(root, "problems", path), "rb").read()
        con.execute("INSERT INTO submission_files(submission_id, name, data) VALUES(?, 'main.c', ?)",
                    (cur.lastrowid, data))
    con.commit()
    for _ in range(1200):
        n = con.execute("SELECT count(*) FROM judgements WHERE valid = 1 AND ended_ms IS NOT NULL").fetchone()[0]
        if n == len(SUBS):
            break
        time.sleep(0.1)
    con.close()
    return n


def state(d):
    return d.find_element(By.ID, "state").text


def click(d, id):
    """Follows a control; the page after it, by its state line."""
    before = state(d)
    d.find_element(By.ID, id).click()
    settle(d, lambda d: state(d) != before)


def minutes(d, base):
    """Minute 0 to the end, ten minutes a click; the rows at the end."""
    d.get(base + "/jury/replay")
    check(state(d) == "Minute 0 of 120.", "the replay starts at minute 0: " + state(d))
    check(all(r[2:] == ["0", "0", "", ""] for r in rows(d)), "nothing at minute 0: %s" % rows(d))
    for m in range(10, 121, 10):
        click(d, "fwd10")
        want = "Minute %d of 120." % m
        if m > 60:
            want += " Frozen since minute 60: later submissions show as pending."
        check(state(d) == want, "after a click: %r, expected %r" % (state(d), want))
        if m == 70:
            d.save_screenshot(shot.replace(".png", "-minute.png"))
        if m == 40:  # t2 solved A at 30:05, t4 has not solved B yet (50:05)
            check(rows(d)[:2] == [["1", "Team 1", "1", "10", "1/10", ""], ["2", "Team 2", "1", "50", "2/30", ""]],
                  "minute 40: %s" % rows(d))
    check(not d.find_elements(By.ID, "fwd10"), "no step past the end")
    return rows(d)


def resolve(d):
    """The resolver from step 0, a click a step; the rows after the last."""
    click(d, "resolve")
    m = re.match(r"Step 0 of (\d+): the frozen scoreboard", state(d))
    check(m is not None, "the resolver starts at step 0: " + state(d))
    n = int(m.group(1)) if m else 0
    check(n == 5, "five frozen cells to reveal: %d" % n)
    for k in range(1, n + 1):
        click(d, "next")
        check(state(d).startswith("Step %d of %d" % (k, n)), "step %d: %s" % (k, state(d)))
        check(len(d.find_elements(By.CSS_SELECTOR, "#scoreboard #revealed")) == 1, "step %d outlines one cell" % k)
        if k == 3:
            d.save_screenshot(shot)
    check(not d.find_elements(By.ID, "next"), "no step past the last")
    return rows(d)


def main(d, base, acc, db):
    # The store is made before the port is bound: it is there.
    check(store_submissions(db) == len(SUBS), "the worker judged every stored submission")
    d.get(base + "/scoreboard")
    public = rows(d)
    log_in(d, base, "jury", acc["jury"])
    d.get(base + "/scoreboard")
    jury = rows(d)
    frozen = minutes(d, base)
    check(frozen == public, "the last minute is the public's frozen scoreboard:\n %s\n %s" % (frozen, public))
    final = resolve(d)
    check(final == jury, "the resolver ends at the jury's scoreboard:\n %s\n %s" % (final, jury))
    check(final[0][:4] == ["1", "Team 1", "2", "130"], "Team 1 wins after the reveal: %s" % final)
    d.save_screenshot(shot.replace(".png", "-final.png"))
    print("screenshots:", shot, shot.replace(".png", "-final.png"))


run(main, write=write_package)
