#!/usr/bin/python3
"""A coach's session of judge serve walked in headless Chromium (#45), the jury
and two teams each in a browser of its own, in the order a coach meets them:
1. team01 asks about a problem; the jury answers team01 alone: the answer shows
   on team01's open page without a reload, marked new until read; team02 sees
   neither the question nor the answer;
2. the jury's announcement reaches both teams' open pages;
3. the countdown above a team's page, in the server's words, counting down;
4. team02's submission, over hdu1850's 32 MiB (MLE), on the jury's queue page
   (from its home): nothing waits, the worker's state, what was judged;
5. on /jury/accounts a team added (its new account logs in with the password
   shown once) and team02 given a new password: its open session ends at once,
   its old password is refused, the new one logs in;
6. hdu1850's memory limit raised to 64 MiB in its problem.yaml and the package
   reloaded from the same page: the page says what changed, the problem shows it;
7. team01's wrong program rejected, and the hint it is then offered (hints_after:
   1); team01 reads its own source; the jury's page of it names the team;
8. a game of nimplay from a position team01 types, won by clicking the board;
9. a rejudge of hdu1850 previewed, cancelled, then applied.
The problems are read from a copy of the repository's hdu1850 (its limit is
edited) beside links to the rest. Screenshots of each step (walk-NN-*.png) go to
SCREENSHOT_DIR, by default build/meson-logs/serve-coach-walk/.
Skipped (77) without root (the sandbox) or without the browser.
Usage: coach-walk.py JUDGE ROOT"""
import concurrent.futures
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time
import types

sys.dont_write_bytecode = True  # no __pycache__ left in the source tree
sys.path.insert(0, os.path.dirname(__file__))
from serve_browser import (By, Select, browser, check, judge, log_in, reload_until, root,  # noqa: E402
                           run, settle, start_clock, submit, verdict)
from serve_board import win_typed_nim  # noqa: E402
from serve_rejudge_steps import rejudge_preview_cancel_apply  # noqa: E402

shots = os.path.realpath(os.environ.get("SCREENSHOT_DIR",
                                        os.path.join(os.path.dirname(judge), "..", "meson-logs", "serve-coach-walk")))

# A message's time of day, as the clarifications show it.
CLOCK = r"\d\d:\d\d:\d\d"

# Right on every test, with a 36 MiB table it never needs: over hdu1850's 32 MiB, within 64 MiB.
HOG = r"""#include <stdio.h>
#include <string.h>

static char table[36 << 20];

int main(void)
{
	int m, a[105];
	memset(table, 1, sizeof table);
	while (scanf("%d", &m) == 1 && m != 0) {
		int x = 0, count = 0;
		for (int i = 0; i < m; i++) {
			scanf("%d", &a[i]);
			x ^= a[i];
		}
		for (int i = 0; i < m; i++)
			if ((x ^ a[i]) < a[i] + table[i] - 1)
				count++;
		printf("%d\n", count);
	}
	return 0;
}
"""


def problem_root(tmp):
    """A repository for the session: hdu1850 copied (its problem.yaml is edited), the rest linked."""
    mine = os.path.join(tmp, "root")
    os.makedirs(os.path.join(mine, "problems"))
    for top in os.listdir(root):
        if top not in ("problems", ".git", "build"):
            os.symlink(os.path.join(root, top), os.path.join(mine, top))
    for p in os.listdir(os.path.join(root, "problems")):
        if p != "hdu1850":
            os.symlink(os.path.join(root, "problems", p), os.path.join(mine, "problems", p))
    shutil.copytree(os.path.join(root, "problems", "hdu1850"), os.path.join(mine, "problems", "hdu1850"))
    return mine


def package(pkg, mine):
    """`judge contest new` with hdu1850 and nimplay for two teams: 30 minutes, a hint after one
    rejection, the games open to teams."""
    subprocess.run([judge, "contest", "new", pkg, "--teams", "2", "--problems", "hdu1850,nimplay", "--root", mine],
                   check=True, stdout=subprocess.DEVNULL)
    path = os.path.join(pkg, "contest.yaml")
    text = open(path).read()
    for old, new in (("duration: 5:00:00\n", "duration: 0:30:00\n"),
                     ("scoreboard_freeze_duration: 1:00:00\n", "scoreboard_freeze_duration: 0:10:00\n"),
                     ("  hints_after: 0\n", "  hints_after: 1\n"), ("  play: false\n", "  play: true\n")):
        check(old in text, "contest new writes %r" % old)
        text = text.replace(old, new)
    open(path, "w").write(text)


def shot(d, name):
    """A screenshot of what the browser shows, named walk-NAME.png."""
    os.makedirs(shots, exist_ok=True)
    path = os.path.join(shots, "walk-%s.png" % name)
    d.save_screenshot(path)
    print("screenshot:", path)


def text(d, id_):
    return d.find_element(By.ID, id_).text


def news(d, want):
    """The news box's text once it holds want (live.js fills it in); what it holds after 30 s."""
    got = settle(d, lambda d: text(d, "news") if want in text(d, "news") else None)
    return got if got is not None else text(d, "news")


def clarification(w):
    """1. team01 asks; the jury answers team01 alone; team01's open page shows it, team02's does not."""
    a, b, j, base = w.team01, w.team02, w.jury, w.base
    a.get(base + "/clarifications")
    Select(a.find_element(By.ID, "clar-problem")).select_by_value("hdu1850")
    a.find_element(By.ID, "clar-text").send_keys("Is m at most 100 in every test?")
    a.find_element(By.ID, "clar-send").click()
    items = settle(a, lambda a: [li.text for li in a.find_elements(By.CSS_SELECTOR, "#clars li")] or None) or []
    asked = r"Your question \u00b7 A \u00b7 " + CLOCK + r"\nIs m at most 100 in every test\?"
    check(len(items) == 1 and re.fullmatch(asked, items[0]), "team01's question: %r" % items)
    a.get(base + "/")  # the teams' home pages stay open while the jury answers
    b.get(base + "/")
    j.get(base + "/jury")
    check(text(j, "clar-link") == "Clarifications (1 unanswered)", "the jury's home: %r" % text(j, "clar-link"))
    j.find_element(By.ID, "clar-link").click()
    settle(j, lambda j: j.find_elements(By.ID, "answer-1"))
    head = j.find_element(By.CSS_SELECTOR, "#clar-1 .clar-head").text
    check(re.fullmatch(r"new Question from Team 1 \u00b7 A \u00b7 " + CLOCK, head),
          "the question, to the jury: %r" % head)
    j.find_element(By.ID, "answer-1").send_keys("Yes: 2 <= m <= 100.")
    j.find_element(By.ID, "answer-team-1").click()
    settle(j, lambda j: "Answer to Team 1" in text(j, "clars"))
    shot(j, "01-jury-answers")
    got = news(a, "Yes: 2 <= m <= 100.")
    check(re.fullmatch(r"1 new message from the jury\nnew Answer to you \u00b7 A \u00b7 " + CLOCK
                       + r" \u00b7 re #1\nYes: 2 <= m <= 100\.", got), "the answer on team01's open page: %r" % got)
    shot(a, "01-team01-news")
    a.find_element(By.CSS_SELECTOR, "#news a.unread").click()
    settle(a, lambda a: a.current_url.endswith("/clarifications"))
    unread = [li.get_attribute("id") for li in a.find_elements(By.CSS_SELECTOR, "#clars li.unread")]
    check(unread == ["clar-2"], "the answer marked new on team01's clarifications: %s" % unread)
    shot(a, "01-team01-clarifications")
    a.get(base + "/")
    check(text(a, "news") == "", "read: no more news for team01: %r" % text(a, "news"))
    check(text(b, "news") == "", "team02's open page shows nothing: %r" % text(b, "news"))
    b.get(base + "/clarifications")
    said = text(b, "main")
    check("Is m at most" not in said and "2 <= m" not in said, "team02 sees neither: %r" % said)


def announcement(w):
    """2. The jury announces to all: both teams' open pages show it."""
    w.team01.get(w.base + "/")
    w.team02.get(w.base + "/")
    w.jury.get(w.base + "/jury/clarifications")
    w.jury.find_element(By.ID, "announce-text").send_keys("Lunch is at noon.")
    w.jury.find_element(By.ID, "announce-send").click()
    for name, d in (("team01", w.team01), ("team02", w.team02)):
        got = news(d, "Lunch is at noon.")
        check(re.fullmatch(r"1 new message from the jury\nnew Announcement to all teams \u00b7 General \u00b7 " + CLOCK
                           + r"\nLunch is at noon\.", got), "the announcement on %s's open page: %r" % (name, got))
    shot(w.team02, "02-team02-announcement")


def countdown(w):
    """3. The clock above a team's page: the server's words, then counted down by live.js."""
    a = w.team01
    a.get(w.base + "/")
    first = text(a, "countdown")
    # Minutes may pass on a loaded machine between the start and here; the words stay these.
    words = r"Minute ([0-9]) of 30 \u00b7 0:(2[0-9]):([0-5][0-9]) left"

    def left(said):
        m = re.fullmatch(words, said or "")
        return int(m.group(2)) * 60 + int(m.group(3)) if m else None
    check(left(first) is not None, "the clock: %r" % first)
    later = settle(a, lambda a: text(a, "countdown") if text(a, "countdown") != first else None)
    check(left(later) is not None and left(first) is not None and left(later) < left(first),
          "the clock counts down: %r after %r" % (later, first))
    shot(a, "03-countdown")


def queue(w):
    """4. team02's program over the memory limit; the jury's queue page from its home."""
    b, j = w.team02, w.jury
    submit(b, w.base, "hdu1850", paste=HOG)
    check(verdict(b) == "MLE", "team02's table is over 32 MiB: %r" % text(b, "verdict"))
    j.get(w.base + "/jury")
    j.find_element(By.ID, "queue-link").click()
    settle(j, lambda j: j.current_url.endswith("/jury/queue"))
    # The page refreshes itself: read it whole between two refreshes.
    seen = settle(j, lambda j: (text(j, "waiting-count"), text(j, "judging-count"), text(j, "worker"),
                                [r.text for r in j.find_elements(By.CSS_SELECTOR, "#recent tr")][1:]))
    waiting, judging, worker, recent = seen or ("", "", "", [])
    check((waiting, judging) == ("0", "0"), "nothing waits in the queue: %s %s" % (waiting, judging))
    check(worker.startswith("Waiting for work: it last looked "), "the worker's state: %r" % worker)
    check(len(recent) == 1 and recent[0].startswith("1 Team 2 A MLE "), "judged in the last minute: %s" % recent)
    shot(j, "04-queue")


def accounts_outcome(j):
    """The newest outcome on /jury/accounts once no change waits (the page refreshes itself)."""
    def done(j):
        if j.find_elements(By.CSS_SELECTOR, "#changes tr.pending"):
            return None
        cells = j.find_elements(By.CSS_SELECTOR, "#changes tr:nth-child(2) td")
        return cells[-1].text if cells else None
    return settle(j, done, 60)


def accounts_live(w):
    """5. A team added, and a new password for team02: its open session ends at once."""
    j, b, base = w.jury, w.team02, w.base
    j.get(base + "/jury")
    j.find_element(By.LINK_TEXT, "Teams, accounts and reload").click()
    form = settle(j, lambda j: j.find_element(By.ID, "add-team"))
    form.find_element(By.NAME, "team").send_keys("team03")
    form.find_element(By.NAME, "name").send_keys("Third team")
    form.find_element(By.TAG_NAME, "button").click()
    said = settle(j, lambda j: text(j, "new-password"))
    m = re.fullmatch(r"The account team03 gets the password ([a-z2-9]{12}) as soon as the change is applied "
                     r"\(its outcome is listed on Teams and accounts\); write it down, it is not shown again "
                     r"\(it is in accounts\.yaml\)\.", said or "")
    check(m, "the new team's password shown once: %r" % said)
    shot(j, "05-new-team-password")
    j.get(base + "/jury/accounts")
    got = accounts_outcome(j)
    check(got == "team team03 'Third team' added with the account team03; written to the package. "
          "Applied: team team03 'Third team' added; account team03 added.", "the team added: %r" % got)

    b.get(base + "/")  # team02's page is open while the jury gives it a new password
    check([e.text for e in b.find_elements(By.CLASS_NAME, "who")] == ["team02"], "team02 is logged in")
    j.find_element(By.CSS_SELECTOR, "#team-team02 button.password").click()
    said = settle(j, lambda j: text(j, "new-password"))
    fresh = re.search(r"the password ([a-z2-9]{12}) ", said or "")
    check(fresh, "team02's new password shown: %r" % said)
    j.get(base + "/jury/accounts")
    got = accounts_outcome(j)
    check(got == "account team02: a new password; written to the package. "
          "Applied: account team02: a new password (its sessions end).", "the new password: %r" % got)
    jury_rows = text(j, "jury-accounts")
    check(jury_rows == "judge: jury Disable New password\nadmin: admin Disable New password",
          "the jury's accounts, each on its line with its buttons: %r" % jury_rows)
    j.find_element(By.ID, "changes").location_once_scrolled_into_view
    shot(j, "05-accounts")
    b.get(base + "/")
    nav = b.find_element(By.TAG_NAME, "nav").text
    check(nav.endswith("Log in") and "team02" not in nav, "team02's session has ended: %r" % nav)
    shot(b, "05-team02-logged-out")
    b.get(base + "/login")
    b.find_element(By.ID, "username").send_keys("team02")
    b.find_element(By.ID, "password").send_keys(w.acc["team02"])
    b.find_element(By.ID, "login").click()
    said = settle(b, lambda b: b.find_element(By.CLASS_NAME, "error").text)
    check(said == "wrong user name or password", "team02's old password refused: %r" % said)
    for user, pw in (("team03", m.group(1) if m else ""), ("team02", fresh.group(1) if fresh else "")):
        log_in(b, base, user, pw)
        who = b.find_elements(By.CLASS_NAME, "who")
        check(who and who[0].text == user, "%s logs in with the password the page showed" % user)
        if user == "team03":
            shot(b, "05-team03-home")


def limit_reload(w):
    """6. hdu1850's memory limit raised in its problem.yaml, then Reload: what changed, and the problem's page."""
    yaml = os.path.join(w.root, "problems", "hdu1850", "problem.yaml")
    text_ = open(yaml).read()
    check("  memory: 32\n" in text_, "hdu1850's problem.yaml says memory: 32")
    open(yaml, "w").write(text_.replace("  memory: 32\n", "  memory: 64\n"))
    j = w.jury
    j.get(w.base + "/jury/accounts")
    j.find_element(By.CSS_SELECTOR, "#reload button").click()
    got = accounts_outcome(j)
    check(got == "Applied: problem hdu1850: memory limit 32 -> 64 MiB.", "the reload's outcome: %r" % got)
    j.find_element(By.ID, "changes").location_once_scrolled_into_view
    shot(j, "06-reload")
    w.team01.get(w.base + "/")
    listed = [r.text for r in w.team01.find_elements(By.CSS_SELECTOR, "table.problems tr")][1:]
    check(listed == ["A Being a Good Boy in Spring Festival 1.0 s, 64 MiB", "B Nim Against the Judge 1.0 s, 32 MiB"],
          "the problems' limits on team01's home: %s" % listed)
    w.team01.get(w.base + "/problems/hdu1850")
    limits = w.team01.find_element(By.CSS_SELECTOR, "#main p").text
    check(limits == "Time limit 1.0 s, memory 64 MiB.", "the problem's new limit: %r" % limits)


def hint(w):
    """7. team01's wrong program rejected; the hint then offered and taken; its source; the jury's page."""
    a, base = w.team01, w.base
    wrong = os.path.join(root, "problems/hdu1850/submissions/wrong_answer/less_equal.c")
    submit(a, base, "hdu1850", upload=wrong)
    check(verdict(a) == "WA", "team01's wrong program is rejected: %r" % text(a, "verdict"))
    number = a.current_url.rsplit("/", 1)[1]
    source = a.find_element(By.CSS_SELECTOR, "pre.source").get_attribute("textContent")
    check(source.strip() == open(wrong).read().strip(), "team01 reads its own source back")
    reload_until(a, base + "/problems/hdu1850", lambda a: a.find_elements(By.ID, "take-hint"))
    check(a.find_elements(By.ID, "take-hint"), "a hint offered after one rejection")
    if not a.find_elements(By.ID, "take-hint"):
        return
    a.find_element(By.ID, "take-hint").click()
    got = settle(a, lambda a: text(a, "hint-text"))
    check(got == "Submission %s is wrong at (a, b) = (1, 4) (c=5): expected '0', got '3'." % number,
          "the hint: %r" % got)
    a.find_element(By.ID, "hint").location_once_scrolled_into_view
    shot(a, "07-hint")
    w.jury.get(base + "/jury/submissions/" + number)
    check(text(w.jury, "team") == "Team 1 (team01)", "the jury's page names the team: %r" % text(w.jury, "team"))
    shot(w.jury, "07-jury-submission")


def game(w):
    """8. nimplay from a typed position, won by clicking the board."""
    end = win_typed_nim(w.team01, w.base, "1 2 4", shot=os.path.join(shots, "walk-08-game.png"))
    check(end == "You won.", "the typed position's game is won: %r" % end)
    check(text(w.team01, "sent").startswith("Game 1, from a position you typed"), text(w.team01, "sent"))
    shot(w.team01, "08-game-won")


def rejudge(w):
    """9. A rejudge of hdu1850 previewed, cancelled, then applied: team02's submission 1, MLE at
    32 MiB, is AC within step 6's 64 MiB; team01's submission 2 stays WA."""
    rows = rejudge_preview_cancel_apply(w.jury, w.base, "hdu1850", expect_changed=1,
                                        shot=lambda name: shot(w.jury, "09-" + name))
    got = sorted((r["old"], r["new"]) for r in rows)
    check(got == [("MLE", "AC"), ("WA", "WA")], "the applied preview's rows (old, new): %r" % got)


def main(d, base, acc, db):
    # The teams' browsers start while the jury starts the clock (a browser takes seconds to start).
    pool = concurrent.futures.ThreadPoolExecutor(2)
    teams = [pool.submit(browser, "1200,900") for _ in range(2)]
    pool.shutdown(wait=False)
    try:
        log_in(d, base, "jury", acc["jury"])
        start_clock(d)
        shot(d, "00-jury-home")
        w = types.SimpleNamespace(jury=d, team01=teams[0].result(), team02=teams[1].result(), base=base, acc=acc,
                                  root=walk_root)
        log_in(w.team01, base, "team01", acc["team01"])
        log_in(w.team02, base, "team02", acc["team02"])
        for step in (clarification, announcement, countdown, queue, accounts_live, limit_reload, hint, game, rejudge):
            if step is rejudge:
                # The rejudge is the jury's alone, and long on a loaded machine: the teams' open
                # pages would fetch the news four times a second all along (serve_browser.browser).
                w.team01.get("about:blank")
                w.team02.get("about:blank")
            began = time.monotonic()
            step(w)
            print("%s: %.1f s" % (step.__name__, time.monotonic() - began))
    finally:
        for t in teams:
            if t.exception() is None:
                t.result().quit()

scratch = tempfile.mkdtemp(prefix="coach-walk-")
try:
    walk_root = problem_root(scratch)
    run(main, window="1200,900", problem_root=walk_root, write=lambda pkg: package(pkg, walk_root),
        said="judge serve: the contest package changed: the processes start again on it\n" * 3)
finally:
    shutil.rmtree(scratch, ignore_errors=True)
