/*
 * confine.h: the HTTP process of `judge serve` confined as OpenSSH confines
 * its unprivileged child (serve/supervise.c forks it; docs/isolation.md, "The server").
 *
 * The HTTP process is the part of the server anyone on the network reaches.
 * Besides running as an unprivileged user (web-child.c's drop_root), it is
 * confined in layers, put on in this order:
 *   1. confine_prepare(), as root, while the process has one thread: what it
 *      will need but could not get once confined is got now (libmicrohttpd
 *      and libzip loaded, the seccomp filter built, the store's files opened
 *      O_PATH for Landlock's rules); then it changes root to an empty
 *      directory of root's, which it cannot write: no path leads anywhere
 *      (the "empty root", which also stands alone on a kernel without Landlock).
 *   2. web-child.c drops root (setgroups, setgid, setuid, no_new_privs).
 *   3. confine_apply(), still with one thread: Landlock, where the kernel has
 *      it: the process can open nothing but the store's files (read and
 *      write), bind or connect no TCP port, and signal no process and reach
 *      no abstract socket outside its own domain; then the seccomp
 *      allow-list, whose default kills the whole process (SIGSYS), which the
 *      supervisor then starts again as it does after any death.
 * libmicrohttpd's threads start after both (http_start), and inherit both:
 * Landlock binds the calling thread and the threads it starts later.
 *
 * A layer the machine cannot give (Landlock on an older kernel, the empty
 * root when the server is not started as root) is said, never skipped
 * silently: confine_missing() names each, with the reason.
 */
#ifndef SERVE_CONFINE_H
#define SERVE_CONFINE_H

#include "diag.h"

struct store;

struct confine;

/*
 * Step 1 above, for a process whose store st is the file db, opened by the
 * caller before (SQLite keeps its files open; store_confined() makes it keep
 * its temporary tables in memory). NULL with a message when a layer
 * that should apply could not be put on (the filter not built, chroot
 * failed): the caller must not serve then. A layer the machine lacks is not
 * an error: confine_missing() says it.
 */
struct confine *confine_prepare(const char *db, struct store *st, struct diag *d);

/*
 * Step 3 above, after the process gave up root: 0, or -1 with the call that
 * failed (the caller must not serve then). Frees nothing: c stays valid for
 * confine_missing() and confine_free().
 */
int confine_apply(struct confine *c, struct diag *d);

/* The layers that do not apply on this machine, with the reason ("" when every one does). */
const char *confine_missing(const struct confine *c);

void confine_free(struct confine *c);

#endif
