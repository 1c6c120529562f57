/*
 * reload.c: the jury's changes written into the contest package, the package
 * loaded again and compared with the running one (reload.h says why the
 * supervisor does this, and what is applied or refused).
 */
#include "serve/reload.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "contest/contest-package.h"
#include "contest/package-edit.h"
#include "store/store.h"
#include "util.h"
#include "web/web.h"

/* A growing "; "-separated text in a fixed buffer. */
struct said {
	char *buf;
	size_t size, len;
};

static void say(struct said *s, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
static void say(struct said *s, const char *fmt, ...)
{
	if (s->len + 3 >= s->size)
		return;
	if (s->len)
		s->len += (size_t)snprintf(s->buf + s->len, s->size - s->len, "; ");
	va_list ap;
	va_start(ap, fmt);
	int n = vsnprintf(s->buf + s->len, s->size - s->len, fmt, ap);
	va_end(ap);
	s->len = n < 0 ? s->len : s->len + (size_t)n >= s->size ? s->size - 1 : s->len + (size_t)n;
}

static int differ(const char *a, const char *b)
{
	return (a == NULL) != (b == NULL) || (a && strcmp(a, b));
}

static const struct serve_problem *view_problem(const struct serve_contest *v, const char *id)
{
	for (size_t i = 0; i < v->nproblems; i++)
		if (!strcmp(v->problems[i].id, id))
			return &v->problems[i];
	return NULL;
}

static void compare_contest(const struct contest *o, const struct contest *n, struct said *ch, struct said *no)
{
	if (strcmp(o->id, n->id))
		say(no, "the contest's id '%s' -> '%s': it names the store's contest and salts the sessions; start "
		        "a new session (a new --db) for another contest", o->id, n->id);
	if (o->start_ms != n->start_ms)
		say(no, "start_time changed: the start is the clock's (the jury's Start now, or judge serve started "
		        "again before the start)");
	if (strcmp(o->name, n->name))
		say(ch, "the contest's name: '%s'", n->name);
	if (o->duration_ms != n->duration_ms)
		say(ch, "duration: %lld -> %lld minutes", o->duration_ms / 60000, n->duration_ms / 60000);
	if (o->freeze_ms != n->freeze_ms)
		say(ch, "scoreboard_freeze_duration: %lld -> %lld minutes", o->freeze_ms / 60000, n->freeze_ms / 60000);
	if (o->penalty_min != n->penalty_min)
		say(ch, "penalty_time: %ld -> %ld minutes", o->penalty_min, n->penalty_min);
	if (o->feedback != n->feedback || o->all_tests != n->all_tests || o->upsolve != n->upsolve ||
	    o->hints_after != n->hints_after || o->play != n->play)
		say(ch, "training: feedback, all_tests, upsolve, hints_after or play");
}

static void compare_problems(const struct contest *o, const struct serve_contest *ov, const struct contest *n,
                             const struct serve_contest *nv, struct said *ch, struct said *no)
{
	for (size_t i = 0; i < o->nproblems; i++)
		if (!contest_problem(n, o->problems[i].id))
			say(no, "problem %s removed: its submissions would belong to no problem; put it back",
			    o->problems[i].id);
	for (size_t i = 0; i < n->nproblems; i++) {
		const struct contest_problem *np = &n->problems[i], *op = contest_problem(o, np->id);
		const struct serve_problem *a = op ? view_problem(ov, np->id) : NULL, *b = view_problem(nv, np->id);
		if (!op) {
			say(ch, "problem %s added (%s)", np->id, np->label);
			continue;
		}
		if (differ(op->label, np->label) || differ(op->name, np->name) || differ(op->rgb, np->rgb) ||
		    differ(op->color, np->color) || op->ordinal != np->ordinal)
			say(ch, "problem %s: label, name, colour or order", np->id);
		if (a && b && a->time_limit_ms != b->time_limit_ms)
			say(ch, "problem %s: time limit %ld -> %ld ms", np->id, a->time_limit_ms, b->time_limit_ms);
		if (a && b && a->memory_mb != b->memory_mb)
			say(ch, "problem %s: memory limit %ld -> %ld MiB", np->id, a->memory_mb, b->memory_mb);
		if (a && b && a->ntests != b->ntests)
			say(ch, "problem %s: %d -> %d tests (a rejudge applies them to earlier submissions)", np->id,
			    a->ntests, b->ntests);
	}
}

static void compare_teams(const struct contest *o, const struct contest *n, struct said *ch, struct said *no)
{
	for (size_t i = 0; i < o->nteams; i++)
		if (!contest_team(n, o->teams[i].id))
			say(no, "team %s removed: its submissions would belong to no team; disable its account instead",
			    o->teams[i].id);
	for (size_t i = 0; i < n->nteams; i++) {
		const struct contest_team *nt = &n->teams[i], *ot = contest_team(o, nt->id);
		if (!ot)
			say(ch, "team %s '%s' added", nt->id, nt->name);
		else if (strcmp(ot->name, nt->name) || differ(ot->display_name, nt->display_name))
			say(ch, "team %s renamed '%s'", nt->id, nt->name);
		else if (ot->hidden != nt->hidden || differ(ot->label, nt->label) ||
		         differ(ot->organization_id, nt->organization_id))
			say(ch, "team %s: label, organization or hidden", nt->id);
	}
}

static void compare_accounts(const struct contest *o, const struct contest *n, struct said *ch)
{
	for (size_t i = 0; i < o->naccounts; i++)
		if (!contest_account(n, o->accounts[i].username))
			say(ch, "account %s removed: its sessions end", o->accounts[i].username);
	for (size_t i = 0; i < n->naccounts; i++) {
		const struct contest_account *na = &n->accounts[i], *oa = contest_account(o, na->username);
		if (!oa)
			say(ch, "account %s added", na->username);
		else if (strcmp(oa->password, na->password))
			say(ch, "account %s: a new password (its sessions end)", na->username);
		if (oa && oa->disabled != na->disabled)
			say(ch, "account %s %s", na->username, na->disabled ? "disabled (its sessions end)" : "enabled");
		else if (oa && (oa->type != na->type || differ(oa->team_id, na->team_id)))
			say(ch, "account %s: its type or team (its sessions end)", na->username);
	}
}

void reload_compare(const struct contest *old, const struct serve_contest *oldv, const struct contest *new,
                    const struct serve_contest *newv, char *changes, size_t csize, char *refused, size_t rsize)
{
	struct said ch = { changes, csize, 0 }, no = { refused, rsize, 0 };
	changes[0] = refused[0] = 0;
	compare_contest(old, new, &ch, &no);
	compare_problems(old, oldv, new, newv, &ch, &no);
	compare_teams(old, new, &ch, &no);
	compare_accounts(old, new, &ch);
}

/* What an edit did, in the jury's words. */
static void describe(const struct store_package_change *c, char *out, size_t size)
{
	switch (package_edit_op_parse(c->op)) {
	case PACKAGE_TEAM_ADD:
		snprintf(out, size, "team %s '%s' added with the account %s", c->team_id, c->name, c->username);
		break;
	case PACKAGE_TEAM_RENAME:
		snprintf(out, size, "team %s renamed '%s'", c->team_id, c->name);
		break;
	case PACKAGE_ACCOUNT_DISABLE:
		snprintf(out, size, "account %s disabled", c->username);
		break;
	case PACKAGE_ACCOUNT_ENABLE:
		snprintf(out, size, "account %s enabled", c->username);
		break;
	default:
		snprintf(out, size, "account %s: a new password", c->username);
	}
}

/* One batch: the pending rows, what was written, what the reload found. */
struct batch {
	struct store *st;
	struct store_package_change *rows;
	size_t n;
	char **outcome; /* per row: what happened so far */
	int *ok;        /* per row: written (an edit) or asked (a reload) */
	void (*log)(const char *line);
	const char *db;
};

/* Writes each edit of the batch into the package (loaded again after each, so the next is checked against it). */
static struct contest *write_edits(struct batch *b, const struct contest *running, const char *root)
{
	struct contest *latest = NULL;
	for (size_t i = 0; i < b->n; i++) {
		const struct store_package_change *c = &b->rows[i];
		int op = package_edit_op_parse(c->op);
		char what[512];
		if (op < 0) { /* a reload: nothing to write */
			b->ok[i] = 1;
			continue;
		}
		struct package_edit e = { (enum package_edit_op)op, c->team_id, c->name, c->username, c->password };
		struct diag d;
		describe(c, what, sizeof what);
		if (package_edit_apply(latest ? latest : running, &e, &d) < 0) {
			b->outcome[i] = xasprintf("refused: %s", d.msg);
			continue;
		}
		b->ok[i] = 1;
		b->outcome[i] = xasprintf("%s; written to the package", what);
		struct contest *next = contest_load(running->dir, root, &d);
		if (next) {
			contest_free(latest);
			latest = next;
		}
	}
	return latest;
}

/* Every row that got so far ends with text; applied or refused as the whole batch is. */
static void finish(struct batch *b, int applied, const char *text)
{
	for (size_t i = 0; i < b->n; i++) {
		char *o = b->outcome[i];
		char *full = b->ok[i] ? xasprintf("%s%s%s", o ? o : "", o ? ". " : "", text) : xstrdup(o ? o : "refused");
		struct diag d;
		if (b->st && store_package_done(b->st, b->rows[i].id, applied && b->ok[i], full, &d) < 0)
			log_printf(b->log, "package change %lld: %s", b->rows[i].id, d.msg);
		free(full);
	}
}

/* Loads the package again, compares it with the running one; the new package when it is to be applied. */
static struct contest *reload_batch(struct batch *b, const struct contest *running, const struct serve_contest *view,
                                    const char *root, const struct reload_apply *apply)
{
	struct diag d;
	struct contest *fresh = contest_load(running->dir, root, &d);
	char changes[4096], refused[2048], text[6200];
	if (!fresh) {
		snprintf(text, sizeof text, "Not applied: the package does not load: %s", d.msg);
		finish(b, 0, text);
		return NULL;
	}
	struct serve_contest *fv = serve_contest_build(fresh, root, &d);
	if (!fv) {
		snprintf(text, sizeof text, "Not applied: %s", d.msg);
		finish(b, 0, text);
		contest_free(fresh);
		return NULL;
	}
	reload_compare(running, view, fresh, fv, changes, sizeof changes, refused, sizeof refused);
	serve_contest_free(fv);
	if (refused[0] || !changes[0]) {
		snprintf(text, sizeof text, refused[0] ? "Not applied, nothing changed: %s" : "Nothing changed.",
		         refused);
		finish(b, 0, text);
		contest_free(fresh);
		return NULL;
	}
	/* apply forks: SQLite's state must not be copied into a child (its locks would be confused), so the store is closed. */
	store_close(b->st);
	int rc = apply->fn(apply->ctx, fresh, &d);
	struct diag od;
	if (!(b->st = store_open(b->db, 0, &od)))
		log_printf(b->log, "package changes: %s", od.msg);
	if (rc < 0) {
		snprintf(text, sizeof text, "Not applied: %s", d.msg);
		finish(b, 0, text);
		contest_free(fresh);
		return NULL;
	}
	snprintf(text, sizeof text, "Applied: %s.", changes);
	finish(b, 1, text);
	return fresh;
}

struct contest *reload_pending(const struct contest *running, const struct serve_contest *view, const char *root,
                               const char *db, const struct reload_apply *apply, void (*log)(const char *line))
{
	struct diag d;
	struct batch b = { .log = log, .db = db };
	b.st = store_open(db, 0, &d);
	if (!b.st || store_package_pending(b.st, &b.rows, &b.n, &d) < 0) {
		log_printf(log, "package changes: %s", d.msg);
		store_close(b.st);
		return NULL;
	}
	struct contest *fresh = NULL;
	if (b.n) {
		b.outcome = xcalloc(b.n, sizeof *b.outcome);
		b.ok = xcalloc(b.n, sizeof *b.ok);
		contest_free(write_edits(&b, running, root));
		fresh = reload_batch(&b, running, view, root, apply);
		for (size_t i = 0; i < b.n; i++)
			free(b.outcome[i]);
		free(b.outcome);
		free(b.ok);
	}
	store_package_changes_free(b.rows, b.n);
	store_close(b.st);
	return fresh;
}
