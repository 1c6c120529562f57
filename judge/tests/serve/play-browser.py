#!/usr/bin/python3
"""Games played in the browser of judge serve by clicking, in headless Chromium
(scripts/setup --browser): a package from `judge contest new` with nimplay and
training.play: true; the jury starts the clock; a team follows the problem page's
link to play, types a position of its own (refused first when out of bounds, with
the words why) and wins that game by clicking the board's stones the xor rule picks
(a heap too large for stones through the take form: serve_board.win_typed_nim, which
a coach's walk calls too), then starts a sample's game and loses it by clicking moves
that leave the xor non-zero (the first typed in the box and sent with Enter); each
time the page says who won, the moves read in words and the interactor's own last
words are shown. Screenshots: the play page, a game in play and a game won
(SCREENSHOT, default build/serve-play.png, and its -start and -won siblings).
Skipped (77) without root (the sandbox) or without the browser.
Usage: play-browser.py JUDGE ROOT"""
import os
import re
import sys

sys.dont_write_bytecode = True  # no __pycache__ left in the source tree
sys.path.insert(0, os.path.dirname(__file__))
from serve_browser import By, check, judge, log_in, run, settle, start_clock  # noqa: E402
from serve_board import click_move, heaps, moves_sent, settled, start_typed, win_typed_nim  # noqa: E402
from selenium.webdriver.common.keys import Keys  # noqa: E402

shot = os.path.realpath(os.environ.get("SCREENSHOT", os.path.join(os.path.dirname(judge), "..", "serve-play.png")))


def sibling(suffix):
    """The screenshot's sibling file: serve-play-start.png for "-start"."""
    base, ext = os.path.splitext(shot)
    return base + suffix + ext


def lose(d, base):
    """A sample's game from the problem page, lost by clicking moves that leave the xor non-zero
    (the first typed in the box and sent with Enter); the status line at its end."""
    d.get(base + "/problems/nimplay")
    d.find_element(By.ID, "play").click()
    settle(d, lambda d: d.find_element(By.ID, "start"))
    d.find_element(By.ID, "start").click()
    for moves in range(60):
        text = settle(d, settled)
        if text is None or not text.startswith("Your move"):
            return text
        h = heaps(d)
        x = 0
        for a in h:
            x ^= a
        # Take one stone from a heap where that leaves the xor non-zero (else from the largest).
        i = next((k for k, a in enumerate(h) if a and x ^ a ^ (a - 1)), max(range(len(h)), key=lambda k: h[k]))
        if moves == 0:
            # The first move typed, and sent with Enter: the box's own form, not the board's.
            d.find_element(By.ID, "typed").send_keys("%d %d" % (i + 1, h[i] - 1) + Keys.ENTER)
            settle(d, lambda d: moves_sent(d) == 1)
            check("> %d %d\n" % (i + 1, h[i] - 1) in d.find_element(By.ID, "screen").text, "the typed move was sent")
            continue
        check(click_move(d, i + 1, 1), "a stone to click in heap %d of %r" % (i + 1, h))
    return "no end after 60 moves"


# The other games' boards: a position typed, a screenshot, one click and the move it made in words.
OTHERS = [
    ("wythoffplay", "5 9", '#heap-3 button[value="2 6"]', "You took 3 from both heaps, 2 and 6 left."),
    ("fibnimplay", "12", '#heap-1 button[value="1"]', "You took 1, 11 left."),
    ("northcottplay", "7; 2 6; 4 2", '#row-2 button[value="2 7"]', "You moved row 2's piece from square 4 to 7."),
]


def other_boards(d, base):
    """Each other game started from a typed position, drawn, and moved by one click."""
    for problem, position, button, words in OTHERS:
        start_typed(d, base, problem, position)
        text = settle(d, settled)
        check(text == "Your move.", "%s from %s: %r" % (problem, position, text))
        d.save_screenshot(sibling("-" + problem))
        print("screenshot:", sibling("-" + problem))
        found = d.find_elements(By.CSS_SELECTOR, button)
        check(len(found) == 1, "%s: the button %s" % (problem, button))
        if not found:
            continue
        found[0].click()
        settle(d, lambda d: moves_sent(d) == 1)
        log = d.find_element(By.ID, "log").text
        check(log.startswith(words + "\n"), "%s: the click's move in words: %r" % (problem, log))


def main(d, base, acc, db):
    log_in(d, base, "jury", acc["jury"])
    start_clock(d)
    log_in(d, base, "team01", acc["team01"])

    # The play page: samples named by their heaps, and a position of one's own refused with the words why.
    d.get(base + "/problems/nimplay")
    d.find_element(By.ID, "play").click()
    labels = settle(d, lambda d: d.find_element(By.ID, "main").text)
    check("3 heaps: 2 5 6 (sample)" in labels, "the sample named by its heaps: %r" % labels)
    d.find_element(By.ID, "position").send_keys("3 4 2000000000000000000")
    d.save_screenshot(sibling("-start"))
    print("screenshot:", sibling("-start"))
    d.find_element(By.ID, "start-typed").click()
    said = settle(d, lambda d: d.find_element(By.CLASS_NAME, "error").text)
    check(said == "position: heap 3: 2000000000000000000 is out of bounds (a heap holds 0 to 10^18 stones)",
          "a heap out of bounds refused: %r" % said)

    # A position typed, one heap too large for stones, won by clicking.
    end = win_typed_nim(d, base, "3 4 5 50", shot=shot)
    check(end == "You won.", "the typed position's game, played with the xor rule, is won: %r" % end)
    check("from a position you typed" in d.find_element(By.ID, "sent").text, "the game says where it started")
    log = d.find_element(By.ID, "log").text
    check(log.startswith("You took 48 from heap 4, 2 left.\nThe judge took "), "the moves in words: %r" % log[:200])
    check("You won" in d.find_element(By.ID, "screen").text, "the interactor's last words say so")
    check(not d.find_elements(By.ID, "board") and not d.find_elements(By.ID, "move-form"), "a game over takes no move")
    check(d.find_element(By.ID, "again").get_attribute("href") == base + "/play/nimplay", "a link to play again")
    d.save_screenshot(sibling("-won"))
    print("screenshot:", sibling("-won"))

    end = lose(d, base)
    check(end == "You lost.", "the game played badly is lost: %r" % end)
    screen = d.find_element(By.ID, "screen").text
    check("You lost: " in screen, "the interactor says why: %r" % screen[-300:])
    # A long game's box opens on its end (the box scrolls, starting at the bottom, without JavaScript).
    ends = d.execute_script("var box = document.querySelector('.screen').getBoundingClientRect();"
                            "var text = document.getElementById('screen').getBoundingClientRect();"
                            "return [text.height > box.height, Math.round(text.bottom - box.bottom)];")
    check(ends == [True, 0], "the box is longer than its window and shows its end: %r" % ends)
    check(re.search(r"/games/2$", d.current_url) is not None, "the second game is game 2: " + d.current_url)

    other_boards(d, base)


run(main, window="1000,900", problems="nimplay,wythoffplay,fibnimplay,northcottplay", teams=1,
    edit=("  play: false\n", "  play: true\n", "contest new writes training.play: false"))
