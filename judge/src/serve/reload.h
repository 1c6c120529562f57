/*
 * reload.h: the contest package changed while `judge serve` runs, by the
 * jury's pages or by hand (then the jury's Reload button, or SIGHUP).
 *
 * Why the supervisor does it. The HTTP process is confined (web/confine.h):
 * it can open nothing but the store's files, and it must stay so, since it is
 * what the network reaches. Writing the package is the supervisor's, which is
 * root and unconfined anyway and reads the package at the start: the HTTP
 * process records the jury's request in the store (store_package_ask) and
 * wakes the supervisor through a pipe; the supervisor writes the file
 * (contest/package-edit.h), loads the package again, compares it with the
 * one running, and either refuses the whole (saying which change and why) or
 * starts its children again on the new package. Each outcome is written back
 * to the request's row, which the jury's page shows.
 *
 * What is applied: the contest's name, duration, freeze, penalty and
 * training keys; problems added, relabelled, renamed, recoloured, and a
 * problem's limits and tests (its own problem.yaml, read again); teams added
 * or renamed; accounts added, disabled or enabled, or with another password
 * (that account's sessions end at once: a session belongs to the password
 * it was opened with). What is refused: another contest id (it salts the
 * sessions and names the store's contest), another start_time (the start is
 * the clock's: the jury's Start now, or a restart before the start), a
 * problem or a team removed (their submissions would belong to nothing).
 */
#ifndef SERVE_RELOAD_H
#define SERVE_RELOAD_H

#include "diag.h"

struct contest;
struct serve_contest;

/* How the caller applies a new package: 0 once its processes run on it, or -1 with why (then nothing changed). */
struct reload_apply {
	int (*fn)(void *ctx, struct contest *fresh, struct diag *d);
	void *ctx;
};

/*
 * Takes every pending change of the store db, oldest first: the jury's edits
 * are written into the package (running->dir), then the package is loaded
 * again and compared with running (whose view is view), and when it can be
 * applied, apply is called with it. Then each request's outcome is recorded
 * in the store, so that a page saying "applied" is served by the processes
 * that applied it. Returns the new package once applied (the caller owns
 * it), NULL when nothing was (nothing asked, nothing changed, or refused:
 * the store says why).
 */
struct contest *reload_pending(const struct contest *running, const struct serve_contest *view, const char *root,
                               const char *db, const struct reload_apply *apply, void (*log)(const char *line));

/*
 * What changed from old to new, one "; "-separated text into changes, and
 * what cannot be applied into refused (empty when all can). Views give the
 * problems' limits. Both buffers are NUL-terminated, cut to size.
 */
void reload_compare(const struct contest *old, const struct serve_contest *oldv, const struct contest *new,
                    const struct serve_contest *newv, char *changes, size_t csize, char *refused, size_t rsize);

#endif
