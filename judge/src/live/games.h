/*
 * games.h: the game process of `judge serve`, where the games people play in
 * the browser against an interactive problem's interactor run.
 *
 * How this works. An interactor runs in the sandbox, which needs root, so it
 * can never run in the HTTP process (unprivileged). The supervisor forks a
 * third child for it, the game process, root like the worker, which holds the
 * live games (run/game.h: one interactor each, sandboxed by judge_play) in
 * its memory. The two talk only through the store's games table and a wake
 * pipe, as the front end and the worker do:
 *
 *   the play page (HTTP)               the game process (root)
 *   store_game_add: state start  --->  game_start: state wait (or over)
 *   store_game_move: state move  --->  game_move: state wait (or over), turn + 1
 *   store_game_add again (a new        the old game's row is no longer live:
 *   game in the same session)          game_end, the interactor ends
 *                                      no move for idle_ms: game_end, state gone
 *
 * A move is taken by the store only while the game waits and only for its
 * current turn (store_game_move), so a move out of turn, twice sent or from
 * an old page reaches no interactor. The page waits a bounded time for the
 * answer, then shows the game as it is (the game process answers later, and
 * the page refreshes).
 *
 * Robustness: the game process starts by abandoning every live game in the
 * store (its predecessor's interactors died with it: run/game.h's threads and
 * sandboxes are its own), so a restart never leaves a game that nobody
 * answers; a dead HTTP process leaves games that time out. The wake pipe is
 * the supervisor's, so either process may restart without the other; the
 * game process also looks at the store every poll_ms, so a lost wake-up only
 * delays.
 */
#ifndef SERVE_GAMES_H
#define SERVE_GAMES_H

#include <signal.h>

#include "diag.h"
#include "contest/contest-package.h"
#include "store/store.h"
#include "store/store.h"

struct serve_games_opts {
	long idle_ms; /* a game without a move for this long is abandoned (its interactor ended); 0: 10 min */
	long poll_ms; /* look at the store at least this often; 0: 200 */
	long wall_ms; /* the longest a game may last at all; 0: 2 hours */
	int wake_fd;  /* readable when the front end asked something (a byte); -1: none */
	volatile sig_atomic_t *stop; /* when set (by a signal handler) the loop ends every game and returns */
	/* Called with a line to log (a judge failure, a game abandoned); may be NULL. */
	void (*log)(const char *line);
};

/*
 * Runs the games of contest c's problems (manifests and tests under root)
 * asked for in store s, until *stop: abandons the live games a previous game
 * process left, then answers starts and moves and abandons idle games.
 * Returns 0, or -1 with a message when the judge cannot start or the store
 * failed. Every game is ended (no interactor left running) before it returns.
 */
int serve_games_run(struct store *s, const struct contest *c, const char *root, const struct serve_games_opts *o,
                    struct diag *d);

/*
 * The game process as the supervisor forks it (serve/supervise.h), with
 * signals blocked: SIGTERM and SIGINT stop it (o->stop is set here), the signal mask becomes
 * mask, then serve_games_run() on a store of its own opened on db. Its exit
 * status: 0 after a stop, 3 when the store or the games failed (said through o->log).
 */
int serve_games_process(const struct contest *c, const char *root, const char *db, struct serve_games_opts *o,
                        const sigset_t *mask);

#endif
