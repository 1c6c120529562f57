"""A rejudge previewed, cancelled, then applied, in a browser: one step of a browser test of
judge serve (#45), for a walk through a coach's session to call. Self-contained: it needs
only selenium and a driver; it raises AssertionError with what it saw when a check fails.

rejudge_preview_cancel_apply(driver, base_url, problem) is the step; see its docstring."""
import re
import time

from selenium.common.exceptions import NoSuchElementException, StaleElementReferenceException
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import Select, WebDriverWait

# Waits: generous, the machine may be loaded (nothing here is timed, only waited for).
JUDGED_WAIT_S = 180
PAGE_WAIT_S = 30
_MISSING = (NoSuchElementException, StaleElementReferenceException)


def _text(driver, id_):
    """The text of element id_, waited for."""
    return WebDriverWait(driver, PAGE_WAIT_S, ignored_exceptions=_MISSING).until(
        lambda d: d.find_element(By.ID, id_).text)


def _start_preview(driver, base_url, problem):
    """Starts the problem's preview from the jury's page, as a coach does; waits for its page."""
    driver.get(base_url + "/jury")
    form = driver.find_element(By.ID, "rejudge-problem").find_element(By.XPATH, "./ancestor::form")
    Select(form.find_element(By.NAME, "problem")).select_by_value(problem)
    driver.find_element(By.ID, "rejudge-problem").click()
    WebDriverWait(driver, PAGE_WAIT_S).until(lambda d: d.current_url.endswith("/jury/rejudge/" + problem))


def _judged_rows(driver, base_url, problem):
    """Once every submission of the preview is judged again: its rows, each a dict of
    id, team, minute, old, new, change (the column's word) and marked (the row's class)."""
    deadline = time.monotonic() + JUDGED_WAIT_S
    state = ""
    while time.monotonic() < deadline:
        driver.get(base_url + "/jury/rejudge/" + problem)
        state = _text(driver, "preview-state")
        m = re.match(r"(\d+) of (\d+) submissions judged again, (\d+) changed\.", state)
        if m and m.group(1) == m.group(2):
            break
        time.sleep(0.5)
    else:
        raise AssertionError("the rejudge preview of %s was not judged in %d s: %r" % (problem, JUDGED_WAIT_S, state))
    rows = []
    for tr in driver.find_elements(By.CSS_SELECTOR, "#preview tr[id^='preview-']"):
        cells = [td.text.strip() for td in tr.find_elements(By.TAG_NAME, "td")]
        rows.append({"id": cells[0], "team": cells[1], "minute": cells[2], "old": cells[3], "new": cells[4],
                     "change": cells[5], "marked": "changed" in (tr.get_attribute("class") or "").split()})
    assert rows, "the preview of %s lists no submission" % problem
    assert int(m.group(2)) == len(rows), "the preview says %s, its table has %d rows" % (state, len(rows))
    for r in rows:
        differs = r["old"] != r["new"]
        assert r["change"] == ("changed" if differs else "same") and r["marked"] == differs, \
            "submission %s's row: old %s, new %s, said %r, marked %s" % (r["id"], r["old"], r["new"], r["change"],
                                                                         r["marked"])
    changed = sum(r["old"] != r["new"] for r in rows)
    assert int(m.group(3)) == changed, "the preview says %s, its rows %d changed" % (state, changed)
    return rows


def _verdict(driver, base_url, sub_id):
    """A submission's current verdict, as its jury page shows it."""
    driver.get("%s/jury/submissions/%s" % (base_url, sub_id))
    return _text(driver, "verdict")


def _settle(driver, base_url, problem, button, note):
    """Presses Apply or Cancel (button); checks the page says note, and that nothing is pending."""
    driver.find_element(By.ID, button).click()
    done = _text(driver, "done")
    assert done.startswith(note), "after %s: %r" % (button, done)
    state = _text(driver, "preview-state")
    assert state == "No rejudge preview is pending for this problem.", "after %s: %r" % (button, state)


def rejudge_preview_cancel_apply(driver, base_url, problem, shot=None, expect_changed=None):
    """Logged in as the jury, a rejudge of `problem` previewed, cancelled, previewed again and
    applied, checking what each page shows:
    - the preview (started from the jury's page, its "Preview a rejudge" form) lists each
      judged submission once every one is judged again, its old and new verdict, "changed" and
      the row's class "changed" exactly where they differ, "same" elsewhere; the state line's
      counts agree with the rows;
    - meanwhile and after Cancel, each submission's page still shows its old verdict, and the
      page says it was cancelled and that nothing is pending;
    - after Apply, each submission's page shows the new verdict of the second preview.
    Preconditions: `driver` (selenium WebDriver) is logged in as a judge or admin account of
    the server at `base_url` (no trailing slash); the contest has started; `problem` is a
    problem id of the contest with at least one judged submission, none waiting or being judged
    (their old verdicts are read from their pages) and no rejudge preview pending; nothing else
    rejudges it meanwhile. For a row that changes, change the problem before the call (a limit
    edited in the package and reloaded from /jury/accounts: the rejudge judges with the new one).
    shot(name): called, when given, with "rejudge-preview" on the judged preview and
    "rejudge-applied" after Apply (for screenshots). expect_changed: when given, how many rows
    must change. Returns the applied preview's rows (dicts: id, team, minute, old, new, change,
    marked). Raises AssertionError on what it did not see; leaves the driver on the last
    submission's page."""
    _start_preview(driver, base_url, problem)
    rows = _judged_rows(driver, base_url, problem)
    if shot:
        shot("rejudge-preview")
    if expect_changed is not None:
        changed = [r["id"] for r in rows if r["marked"]]
        assert len(changed) == expect_changed, "changed rows %s, expected %d" % (changed, expect_changed)
    for r in rows:
        assert _verdict(driver, base_url, r["id"]) == r["old"], "submission %s changed during the preview" % r["id"]
    driver.get(base_url + "/jury/rejudge/" + problem)
    _settle(driver, base_url, problem, "cancel", "Cancelled")
    for r in rows:
        got = _verdict(driver, base_url, r["id"])
        assert got == r["old"], "submission %s after Cancel: %s, was %s" % (r["id"], got, r["old"])
    _start_preview(driver, base_url, problem)
    rows = _judged_rows(driver, base_url, problem)
    _settle(driver, base_url, problem, "apply", "Applied")
    if shot:
        shot("rejudge-applied")
    for r in rows:
        got = _verdict(driver, base_url, r["id"])
        assert got == r["new"], "submission %s after Apply: %s, the preview said %s" % (r["id"], got, r["new"])
    return rows
