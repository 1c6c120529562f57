#!/usr/bin/python3
"""A game played in the browser of judge serve by clicking, in headless
Chromium (scripts/setup --browser): a package from `judge contest new` with
nimplay and training.play: true; the jury starts the clock; a team follows
the problem page's link to play, starts a game and wins it by clicking the
move buttons the xor rule picks, then starts another and loses it by
clicking moves that leave the xor non-zero (the first typed in the box and
sent with Enter); each time the page says who won and shows the
interactor's own last words. A screenshot of a game in play
is kept (SCREENSHOT, default build/serve-play.png).
Skipped (77) without root (the sandbox) or without the browser.
Usage: play-browser.py JUDGE ROOT"""
import os
import re
import sys

sys.dont_write_bytecode = True  # no __pycache__ left in the source tree
sys.path.insert(0, os.path.dirname(__file__))
from serve_browser import By, check, judge, log_in, run, settle, start_clock  # noqa: E402
from selenium.webdriver.common.keys import Keys  # noqa: E402

shot = os.environ.get("SCREENSHOT", os.path.join(os.path.dirname(judge), "..", "serve-play.png"))


def status(d):
    return d.find_element(By.ID, "status").text


def settled(d):
    """The status line once the game waits for a move or has ended (not while the judge thinks)."""
    text = status(d)
    return text if text.startswith("Your move") or text in ("You won.", "You lost.") or "game was" in text else None


def heaps(screen):
    """The heaps of the last picture on the screen ("  heap    2: 5 #####"), as the interactor draws them."""
    found = {}
    for m in re.finditer(r"^ *heap +(\d+): (\d+)", screen, re.M):
        found[int(m.group(1))] = int(m.group(2))
    return [found[i] for i in sorted(found)]


def pick(h, to_win):
    """Nim's winning move (the xor made 0) when to_win, else one that leaves the xor non-zero."""
    x = 0
    for s in h:
        x ^= s
    for i, s in enumerate(h):
        if to_win and x and s ^ x < s:
            return "%d %d" % (i + 1, s ^ x)
        if not to_win and s and (x ^ s ^ (s - 1)) != 0:
            return "%d %d" % (i + 1, s - 1)
    i = max(range(len(h)), key=lambda k: h[k])
    return "%d %d" % (i + 1, h[i] - 1)


def play(d, base, to_win, shoot=False):
    """Starts a game from the problem page and plays it out by clicking; the status line at its end."""
    d.get(base + "/problems/nimplay")
    d.find_element(By.ID, "play").click()
    settle(d, lambda d: d.find_element(By.ID, "start"))
    d.find_element(By.ID, "start").click()
    for moves in range(60):
        text = settle(d, settled)
        if text is None or not text.startswith("Your move"):
            return text
        move = pick(heaps(d.find_element(By.ID, "screen").text), to_win)
        buttons = [b for b in d.find_elements(By.CSS_SELECTOR, "#moves button") if b.get_attribute("value") == move]
        check(len(buttons) == 1, "a button for the move %s" % move)
        if not buttons:
            return text
        if not to_win and moves == 0:
            # The first move of the lost game typed, and sent with Enter: the box's own form, not a button's.
            d.find_element(By.ID, "typed").send_keys(move + Keys.ENTER)
            settle(d, lambda d: "; 1 move" in d.find_element(By.ID, "sent").text)
            check("> %s\n" % move in d.find_element(By.ID, "screen").text, "the typed move %s was sent" % move)
            continue
        if shoot and moves == 1:
            d.save_screenshot(os.path.realpath(shot))
            print("screenshot:", os.path.realpath(shot))
        buttons[0].click()
        settle(d, lambda d: "; %d move" % (moves + 1) in d.find_element(By.ID, "sent").text)
    return "no end after 60 moves"


def main(d, base, acc, db):
    log_in(d, base, "jury", acc["jury"])
    start_clock(d)
    log_in(d, base, "team01", acc["team01"])

    end = play(d, base, to_win=True, shoot=True)
    check(end == "You won.", "the game played with the xor rule is won: %r" % end)
    screen = d.find_element(By.ID, "screen").text
    check("You won" in screen, "the interactor's last words say so: %r" % screen[-300:])
    check(not d.find_elements(By.ID, "move-form"), "a game over takes no move")
    check(d.find_element(By.ID, "again").get_attribute("href") == base + "/play/nimplay", "a link to play again")

    end = play(d, base, to_win=False)
    check(end == "You lost.", "the game played badly is lost: %r" % end)
    screen = d.find_element(By.ID, "screen").text
    check("You lost: " in screen, "the interactor says why: %r" % screen[-300:])
    # A long game's box opens on its end (the box scrolls, starting at the bottom, without JavaScript).
    ends = d.execute_script("var box = document.querySelector('.screen').getBoundingClientRect();"
                            "var text = document.getElementById('screen').getBoundingClientRect();"
                            "return [text.height > box.height, Math.round(text.bottom - box.bottom)];")
    check(ends == [True, 0], "the box is longer than its window and shows its end: %r" % ends)
    check(re.search(r"/games/2$", d.current_url) is not None, "the second game is game 2: " + d.current_url)


run(main, window="1000,900", problems="nimplay", teams=1,
    edit=("  play: false\n", "  play: true\n", "contest new writes training.play: false"))
