"""A game of nimplay played on its board in the browser (web/play-board.c), for the browser
tests (play-browser.py, and a coach's walk through a session): the position typed on the play
page, then each move a click on the board, a stone of a heap (which takes it and the stones
right of it) or, for a heap too large to draw stone by stone, the take form. Imported after
serve_browser (which skips the test when there is no browser)."""
import os

from serve_browser import By, check, settle


def heaps(d):
    """The heaps the board shows (each row's count), in order; [] when no board is drawn."""
    return [int(h.find_element(By.CLASS_NAME, "count").text) for h in d.find_elements(By.CSS_SELECTOR, "#board .heap")]


def moves_sent(d):
    """How many moves the game page says were sent ("Game 3, from ...; 2 moves sent.")."""
    text = d.find_element(By.ID, "sent").text
    return int(text.rsplit(";", 1)[1].split()[0])


def settled(d):
    """The status line once the game waits for a move or has ended (not while the judge thinks)."""
    text = d.find_element(By.ID, "status").text
    return text if text.startswith("Your move") or text in ("You won.", "You lost.") or "game was" in text else None


def start_typed(d, base, problem, position):
    """Types a position on the problem's play page and starts a game from it; the page it leads to."""
    d.get(base + "/play/" + problem)
    box = settle(d, lambda d: d.find_element(By.ID, "position"))
    box.send_keys(position)
    d.find_element(By.ID, "start-typed").click()
    settle(d, lambda d: "/games/" in d.current_url or d.find_elements(By.CLASS_NAME, "error"))


def click_move(d, heap, take):
    """Takes take stones from heap (from 1) by clicking: its stone that takes that many, or the
    take form when the heap is a bar; then waits for the judge's answer. Whether a control was found."""
    h = heaps(d)
    before = moves_sent(d)
    stone = d.find_elements(By.CSS_SELECTOR, '#heap-%d button[value="%d %d"]' % (heap, heap, h[heap - 1] - take))
    if stone:
        stone[0].click()
    elif d.find_elements(By.ID, "take-form"):
        d.find_element(By.ID, "take").send_keys(str(take))
        box = d.find_element(By.ID, "heap")
        box.clear()
        box.send_keys(str(heap))
        d.find_element(By.ID, "take-send").click()
    else:
        return False
    settle(d, lambda d: moves_sent(d) > before)
    return True


def winning_take(h):
    """Nim's winning move from heaps h (Bouton: make the xor 0): (heap from 1, stones taken), or None."""
    x = 0
    for a in h:
        x ^= a
    for i, a in enumerate(h):
        if x and a ^ x < a:
            return i + 1, a - (a ^ x)
    return None


def win_typed_nim(d, base, position, shot=None, problem="nimplay"):
    """Types position (heaps, e.g. "3 4 5 50") on nimplay's play page and wins the game by clicking
    the board's winning moves; a screenshot of the board at the second move when shot names a file.
    The status line at the end ("You won." when all went right)."""
    start_typed(d, base, problem, position)
    for moves in range(200):
        text = settle(d, settled)
        if text is None or not text.startswith("Your move"):
            return text
        h = heaps(d)
        move = winning_take(h)
        check(move is not None, "a winning move from %r (a typed position the first player wins)" % h)
        if move is None:
            return text
        if shot and moves == 1:
            d.save_screenshot(os.path.realpath(shot))
            print("screenshot:", os.path.realpath(shot))
        check(click_move(d, *move), "a control to take %d from heap %d of %r" % (move[1], move[0], h))
    return "no end after 200 moves"
