/*
 * table-package.c: the jury's changes to the contest package, asked by the
 * HTTP process and applied by the supervisor (store.h says the contract; the
 * table is in migrations.c).
 */
#include <stdlib.h>
#include <string.h>

#include "store/query.h"

static long long ask_body(struct store *s, const void *ctx, struct diag *d)
{
	const struct store_package_change *c = ctx;
	return query_insert(s, "asking a change of the package",
	                    "INSERT INTO package_changes(op, team_id, name, username, password, who, time_ms)"
	                    " VALUES(?1, ?2, ?3, ?4, ?5, ?6, ?7)",
	                    Q_ARGS(Q_TEXT(c->op), Q_TEXT(c->team_id), Q_TEXT(c->name ? c->name : ""),
	                           Q_TEXT(c->username), Q_TEXT(c->password ? c->password : ""), Q_TEXT(c->who),
	                           Q_INT(store_now_ms())),
	                    d);
}

long long store_package_ask(struct store *s, const struct store_package_change *c, struct diag *d)
{
	return query_locked(s, 1, ask_body, c, d);
}

static void read_change(const struct query_row *row, void *item)
{
	struct store_package_change *c = item;
	c->id = query_int(row, 0);
	query_text(row, 1, c->op, sizeof c->op);
	query_text(row, 2, c->team_id, sizeof c->team_id);
	c->name = query_strdup(row, 3);
	query_text(row, 4, c->username, sizeof c->username);
	c->password = query_strdup(row, 5);
	query_text(row, 6, c->who, sizeof c->who);
	c->time_ms = query_int(row, 7);
	query_text(row, 8, c->state, sizeof c->state);
	c->outcome = query_strdup(row, 9);
	c->done_ms = query_int(row, 10);
}

static void free_change(void *item)
{
	struct store_package_change *c = item;
	free(c->name);
	free(c->password);
	free(c->outcome);
}

#define CHANGE_SELECT                                                                                          \
	"SELECT id, op, team_id, name, username, password, who, time_ms, state, outcome, done_ms FROM " \
	"package_changes"

int store_package_pending(struct store *s, struct store_package_change **out, size_t *n, struct diag *d)
{
	return query_list(s, "listing changes of the package", CHANGE_SELECT " WHERE state = 'pending' AND ?1 = 0 ORDER BY id",
	                  Q_ARGS(Q_INT(0)), read_change, sizeof **out, free_change, (void **)out, n, d);
}

int store_package_done(struct store *s, long long id, int applied, const char *outcome, struct diag *d)
{
	int rc = query_change(s, "recording a change of the package",
	                      "UPDATE package_changes SET state = ?2, outcome = ?3, done_ms = ?4, password = ''"
	                      " WHERE id = ?1",
	                      Q_ARGS(Q_INT(id), Q_TEXT(applied ? "applied" : "refused"), Q_TEXT(outcome),
	                             Q_INT(store_now_ms())),
	                      d);
	return rc < 0 ? -1 : 0;
}

int store_package_log(struct store *s, long limit, struct store_package_change **out, size_t *n, struct diag *d)
{
	return query_list(s, "listing changes of the package", CHANGE_SELECT " ORDER BY id DESC LIMIT ?1",
	                  Q_ARGS(Q_INT(limit)), read_change, sizeof **out, free_change, (void **)out, n, d);
}

void store_package_changes_free(struct store_package_change *list, size_t n)
{
	for (size_t i = 0; list && i < n; i++)
		free_change(&list[i]);
	free(list);
}
