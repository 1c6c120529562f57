/*
 * table-clar.c: clarifications, a team's questions and the jury's answers
 * and announcements (store.h says the contract; the table is in
 * migrations.c).
 */
#include <stdlib.h>
#include <string.h>

#include "store/query.h"

static long long add_body(struct store *s, const void *ctx, struct diag *d)
{
	const struct store_clar *c = ctx;
	return query_insert(s, "adding a clarification",
	                    "INSERT INTO clarifications(from_team, to_team, reply_to, problem_id, text, time_ms, who)"
	                    " VALUES(?1, ?2, ?3, ?4, ?5, ?6, ?7)",
	                    Q_ARGS(Q_TEXT(c->from_team), Q_TEXT(c->to_team), Q_INT(c->reply_to), Q_TEXT(c->problem_id),
	                           Q_TEXT(c->text ? c->text : ""), Q_INT(c->time_ms ? c->time_ms : store_now_ms()),
	                           Q_TEXT(c->who)),
	                    d);
}

long long store_clar_add(struct store *s, const struct store_clar *c, struct diag *d)
{
	return query_locked(s, 1, add_body, c, d);
}

static void read_clar(const struct query_row *row, void *item)
{
	struct store_clar *c = item;
	c->id = query_int(row, 0);
	query_text(row, 1, c->from_team, sizeof c->from_team);
	query_text(row, 2, c->to_team, sizeof c->to_team);
	c->reply_to = query_int(row, 3);
	query_text(row, 4, c->problem_id, sizeof c->problem_id);
	c->text = query_strdup(row, 5);
	c->time_ms = query_int(row, 6);
	query_text(row, 7, c->who, sizeof c->who);
}

static void free_clar(void *item)
{
	store_clar_free(item);
}

#define CLAR_SELECT "SELECT id, from_team, to_team, reply_to, problem_id, text, time_ms, who FROM clarifications"

int store_clar_get(struct store *s, long long id, struct store_clar *out, struct diag *d)
{
	memset(out, 0, sizeof *out);
	return query_get(s, "reading a clarification", CLAR_SELECT " WHERE id = ?1", Q_ARGS(Q_INT(id)), read_clar, out,
	                 d);
}

/* Who sees a clarification: ?1 = 0 all; else the team ?2's view ("": the public's, to all from the jury). */
#define CLAR_SEEN "(?1 = 0 OR (from_team = '' AND (to_team = '' OR to_team = ?2)) OR (?2 <> '' AND from_team = ?2))"

int store_clars_list(struct store *s, const char *team_id, long long after_id, struct store_clar **out, size_t *n,
                     struct diag *d)
{
	return query_list(s, "listing clarifications", CLAR_SELECT " WHERE id > ?3 AND " CLAR_SEEN " ORDER BY id",
	                  Q_ARGS(Q_INT(team_id != NULL), Q_TEXT(team_id ? team_id : ""), Q_INT(after_id)), read_clar,
	                  sizeof **out, free_clar, (void **)out, n, d);
}

int store_clar_seen(struct store *s, const char *team_id, long long id, struct store_clar *out, struct diag *d)
{
	memset(out, 0, sizeof *out);
	return query_get(s, "reading a clarification", CLAR_SELECT " WHERE id = ?3 AND " CLAR_SEEN,
	                 Q_ARGS(Q_INT(team_id != NULL), Q_TEXT(team_id ? team_id : ""), Q_INT(id)), read_clar, out, d);
}

void store_clar_free(struct store_clar *c)
{
	if (!c)
		return;
	free(c->text);
	c->text = NULL;
}

void store_clars_free(struct store_clar *list, size_t n)
{
	for (size_t i = 0; list && i < n; i++)
		store_clar_free(&list[i]);
	free(list);
}
