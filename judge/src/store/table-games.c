/*
 * table-games.c: the games played in the browser: the play pages ask, the
 * game process answers (store.h says the contract, serve/games.h the game's
 * life; the table is in migrations.c).
 */
#include <stdlib.h>
#include <string.h>

#include "store/query.h"
#include "util.h"

#define GAME_LIVE "state IN ('start', 'wait', 'move')"
#define GAME_SELECT                                                                                                    \
	"SELECT id, owner, username, problem_id, sample, state, turn, move, screen, protocol, verdict, message,"       \
	" started_ms, updated_ms FROM games"

static void read_game(const struct query_row *row, void *item)
{
	struct store_game *g = item;
	g->id = query_int(row, 0);
	query_text(row, 1, g->owner, sizeof g->owner);
	query_text(row, 2, g->username, sizeof g->username);
	query_text(row, 3, g->problem_id, sizeof g->problem_id);
	query_text(row, 4, g->sample, sizeof g->sample);
	query_text(row, 5, g->state, sizeof g->state);
	g->turn = (long)query_int(row, 6);
	g->move = query_strdup(row, 7);
	g->screen = query_strdup(row, 8);
	g->protocol = query_strdup(row, 9);
	query_text(row, 10, g->verdict, sizeof g->verdict);
	g->message = query_strdup(row, 11);
	g->started_ms = query_int(row, 12);
	g->updated_ms = query_int(row, 13);
}

/*
 * Inside a body: the live games other than owner's (its own are given up
 * when it starts one), of the group's usernames only when group is not NULL.
 */
static long long count_others(struct store *s, const char *owner, const struct store_game_group *group, struct diag *d)
{
	/* ?1 the owner, then one placeholder a username: a team has a few accounts. */
	char *sql = xstrdup("SELECT count(*) FROM games WHERE " GAME_LIVE " AND owner <> ?1");
	size_t nargs = 1 + (group ? group->n : 0);
	struct query_arg *args = xcalloc(nargs, sizeof *args);
	args[0] = Q_TEXT(owner);
	for (size_t i = 0; group && i <= group->n; i++) {
		/* "AND username IN (NULL, ?2, ?3)": with no username, it matches none. */
		char *longer = i == 0 ? xasprintf("%s AND username IN (NULL", sql) : xasprintf("%s, ?%zu", sql, i + 1);
		free(sql);
		sql = longer;
		if (i > 0)
			args[i] = Q_TEXT(group->usernames[i - 1]);
	}
	if (group) {
		char *closed = xasprintf("%s)", sql);
		free(sql);
		sql = closed;
	}
	long long n = -1;
	if (query_one(s, "counting games", sql, args, nargs, query_read_int, &n, d) == 0)
		n = query_fail(s, d, "counting games: no count");
	free(sql);
	free(args);
	return n;
}

struct game_add {
	const struct store_game *g;
	long max_live;
	const struct store_game_group *group;
};

static long long game_add_body(struct store *s, const void *ctx, struct diag *d)
{
	const struct game_add *a = ctx;
	long long live = count_others(s, a->g->owner, NULL, d);
	long long mine = live < 0 || !a->group ? 0 : count_others(s, a->g->owner, a->group, d);
	if (live < 0 || mine < 0)
		return -1;
	/* Full: nothing changes, not even the owner's own game. */
	if (live >= a->max_live)
		return 0;
	if (a->group && mine >= a->group->max_live)
		return STORE_GAMES_GROUP_FULL;
	long long now = store_now_ms();
	if (query_exec(s, "giving up a game",
	               "UPDATE games SET state = 'gone', move = NULL, updated_ms = ?2,"
	               " message = 'given up: another game was started in this session'"
	               " WHERE owner = ?1 AND " GAME_LIVE,
	               Q_ARGS(Q_TEXT(a->g->owner), Q_INT(now)), d) < 0)
		return -1;
	return query_insert(
	        s, "adding a game",
	        "INSERT INTO games(owner, username, problem_id, sample, state, move, started_ms, updated_ms)"
	        " VALUES(?1, ?2, ?3, ?4, 'start', ?6, ?5, ?5)",
	        Q_ARGS(Q_TEXT(a->g->owner), Q_TEXT(a->g->username), Q_TEXT(a->g->problem_id), Q_TEXT(a->g->sample),
	               Q_INT(now), Q_TEXT(a->g->move)),
	        d);
}

long long store_game_add(struct store *s, const struct store_game *g, long max_live,
                         const struct store_game_group *group, struct diag *d)
{
	struct game_add a = { g, max_live, group };
	return query_locked(s, 1, game_add_body, &a, d);
}

int store_game_get(struct store *s, long long id, struct store_game *out, struct diag *d)
{
	memset(out, 0, sizeof *out);
	return query_get(s, "reading a game", GAME_SELECT " WHERE id = ?1", Q_ARGS(Q_INT(id)), read_game, out, d);
}

static void free_game(void *item)
{
	store_game_free(item);
}

int store_games_live(struct store *s, struct store_game **out, size_t *n, struct diag *d)
{
	return query_list(s, "listing games", GAME_SELECT " WHERE " GAME_LIVE " ORDER BY id", Q_NONE, read_game,
	                  sizeof **out, free_game, (void **)out, n, d);
}

int store_game_move(struct store *s, long long id, long turn, const char *move, struct diag *d)
{
	return query_change(s, "moving in a game",
	                    "UPDATE games SET state = 'move', move = ?3, updated_ms = ?4"
	                    " WHERE id = ?1 AND state = 'wait' AND turn = ?2",
	                    Q_ARGS(Q_INT(id), Q_INT(turn), Q_TEXT(move), Q_INT(store_now_ms())), d);
}

int store_game_answer(struct store *s, const struct store_game *g, struct diag *d)
{
	return query_change(s, "answering a game",
	                    "UPDATE games SET state = ?2, turn = ?3, move = NULL, screen = ?4, protocol = ?5,"
	                    " verdict = ?6, message = ?7, updated_ms = ?8"
	                    " WHERE id = ?1 AND state IN ('start', 'move')",
	                    Q_ARGS(Q_INT(g->id), Q_TEXT(g->state), Q_INT(g->turn), Q_TEXT(g->screen ? g->screen : ""),
	                           Q_TEXT(g->protocol ? g->protocol : ""), Q_TEXT(g->verdict),
	                           Q_TEXT(g->message ? g->message : ""), Q_INT(store_now_ms())),
	                    d);
}

int store_game_abandon(struct store *s, long long id, const char *message, struct diag *d)
{
	return query_change(s, "abandoning a game",
	                    "UPDATE games SET state = 'gone', move = NULL, message = ?3, updated_ms = ?2"
	                    " WHERE (?1 = 0 OR id = ?1) AND " GAME_LIVE,
	                    Q_ARGS(Q_INT(id), Q_INT(store_now_ms()), Q_TEXT(message)), d);
}

void store_game_free(struct store_game *g)
{
	free(g->move);
	free(g->screen);
	free(g->protocol);
	free(g->message);
	memset(g, 0, sizeof *g);
}

void store_games_free(struct store_game *list, size_t n)
{
	for (size_t i = 0; i < n; i++)
		store_game_free(&list[i]);
	free(list);
}
