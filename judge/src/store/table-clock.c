/*
 * table-clock.c: the contest's small state by name and the clock's log
 * (store.h says the contract; the tables are in migrations.c).
 */
#include <stdlib.h>

#include "store/query.h"

int store_state_get(struct store *s, const char *name, long long *value, struct diag *d)
{
	return query_get(s, "reading the state", "SELECT value FROM state WHERE name = ?1", Q_ARGS(Q_TEXT(name)),
	                 query_read_int, value, d);
}

int store_state_set(struct store *s, const char *name, long long value, struct diag *d)
{
	int rc =
	        query_change(s, "setting the state",
	                     "INSERT INTO state(name, value) VALUES(?1, ?2) ON CONFLICT(name) DO UPDATE SET value = ?2",
	                     Q_ARGS(Q_TEXT(name), Q_INT(value)), d);
	return rc < 0 ? -1 : 0;
}

int store_state_clear(struct store *s, const char *name, struct diag *d)
{
	int rc = query_change(s, "clearing the state", "DELETE FROM state WHERE name = ?1", Q_ARGS(Q_TEXT(name)), d);
	return rc < 0 ? -1 : 0;
}

struct clock_act {
	const char *name;
	long long value;
	const char *action, *who, *what;
};

/* Sets the name unless it is set, and logs the act; 1 set, 0 it was, -1 error. */
static long long clock_set_body(struct store *s, const void *ctx, struct diag *d)
{
	const struct clock_act *a = ctx;
	int changed = query_exec(s, "setting the clock",
	                         "INSERT INTO state(name, value) VALUES(?1, ?2) ON CONFLICT(name) DO NOTHING",
	                         Q_ARGS(Q_TEXT(a->name), Q_INT(a->value)), d);
	if (changed <= 0)
		return changed;
	if (query_exec(s, "logging the clock",
	               "INSERT INTO clock_log(time_ms, action, who, what) VALUES(?1, ?2, ?3, ?4)",
	               Q_ARGS(Q_INT(a->value), Q_TEXT(a->action), Q_TEXT(a->who), Q_TEXT(a->what)), d) < 0)
		return -1;
	return 1;
}

int store_clock_set(struct store *s, const char *name, long long value, const char *action, const char *who,
                    const char *what, struct diag *d)
{
	struct clock_act a = { name, value, action, who, what };
	return (int)query_locked(s, 1, clock_set_body, &a, d);
}

static void read_clock_entry(const struct query_row *row, void *item)
{
	struct store_clock_entry *e = item;
	e->id = query_int(row, 0);
	e->time_ms = query_int(row, 1);
	query_text(row, 2, e->action, sizeof e->action);
	query_text(row, 3, e->who, sizeof e->who);
	e->what = query_strdup(row, 4);
}

static void free_clock_entry(void *item)
{
	free(((struct store_clock_entry *)item)->what);
}

int store_clock_log(struct store *s, struct store_clock_entry **out, size_t *n, struct diag *d)
{
	return query_list(s, "reading the clock's log",
	                  "SELECT id, time_ms, action, who, what FROM clock_log ORDER BY id", Q_NONE, read_clock_entry,
	                  sizeof **out, free_clock_entry, (void **)out, n, d);
}

void store_clock_log_free(struct store_clock_entry *list, size_t n)
{
	for (size_t i = 0; list && i < n; i++)
		free(list[i].what);
	free(list);
}
