/*
 * package-edit.h: the jury's changes to teams and accounts written back into
 * a contest package (contest-package.h), so that a restart keeps them.
 *
 * Each change is spliced into the file's own text: the one value changed, a
 * key or an item added, every other byte (comments, order, keys, the file's
 * YAML or JSON style) kept as it was. The new text is parsed again before
 * anything is written, then written to a temporary file beside the old one
 * (same mode and owner), synced and renamed over it: a reader sees the old
 * file or the new one, never half of either.
 *
 * Who calls this: the supervisor of `judge serve` (root, unconfined), never the
 * HTTP process, which is confined to the store's files (web/confine.h) and
 * must stay so; the HTTP process records the jury's request in the store and
 * wakes the supervisor (serve/supervise.c).
 */
#ifndef CONTEST_PACKAGE_EDIT_H
#define CONTEST_PACKAGE_EDIT_H

#include "diag.h"

struct contest;

enum package_edit_op {
	PACKAGE_TEAM_ADD,         /* a team (team_id, name) and its account (username, password) */
	PACKAGE_TEAM_RENAME,      /* team team_id's name becomes name */
	PACKAGE_ACCOUNT_DISABLE,  /* account username gets disabled: true */
	PACKAGE_ACCOUNT_ENABLE,   /* account username gets disabled: false */
	PACKAGE_ACCOUNT_PASSWORD, /* account username's password becomes password */
};

struct package_edit {
	enum package_edit_op op;
	const char *team_id, *name;
	const char *username, *password;
};

/*
 * Applies e to the package c was loaded from (c->dir), checking it against c
 * first: a team id or username that is taken or not a CCS ID, a team or an
 * account that is not there, a name empty, over 200 bytes or with a control
 * character. 0, or -1 with a message naming what and where; nothing is
 * written then. A team added is written to teams.yaml first, then its
 * account: a failure between the two leaves a team without an account, which
 * the package allows.
 */
int package_edit_apply(const struct contest *c, const struct package_edit *e, struct diag *d);

/* The op's name in the store and on the pages ("add", "rename", "disable", "enable", "password"); parsed back by package_edit_op_parse (-1: none). */
const char *package_edit_op_name(enum package_edit_op op);
int package_edit_op_parse(const char *name);

#endif
