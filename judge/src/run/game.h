/*
 * game.h: a person's game against an interactive problem's interactor, one
 * move at a time, for a front end that is not a terminal (the live server's
 * play page). `judge play` gives the interactor a terminal; a game gives it
 * three pipes and hands back, after each move, what it showed.
 *
 * How it works: game_start() builds the interactor and runs it with
 * judge_play() (sandboxed, judge_checker_limits, with wall_ms of wall time) in
 * a thread of its own, reading the person's moves from one pipe and writing
 * its protocol lines (stdout) and its screen (stderr: the position, the rules,
 * an illegal move explained) to two others. The interactor is waiting for a
 * move when its screen ends with the prompt "> " (problems/include/check.h,
 * play_prompt()), or, for an interactor without a play mode (Kattis'
 * convention), when it has been silent for GAME_QUIET_MS. game_move() writes
 * one line and collects what the interactor shows until it waits again or the
 * game ends.
 *
 * A game belongs to one caller at a time (no locking inside); games of one
 * judge may run side by side. Every function returns -1 with a message only
 * when the judge failed; how the game went is in the view.
 */
#ifndef GAME_H
#define GAME_H

#include "problem/problem.h"
#include "run/judge.h"

/* An interactor without a prompt is taken to wait for a move after this long silent. */
#define GAME_QUIET_MS 300
/* One answer is collected for this long at most: an interactor that never stops talking is not waited for. */
#define GAME_ANSWER_MAX_MS 10000
/* game_end gives the interactor this long to end after its input ended; then it is left to its wall limit. */
#define GAME_END_GRACE_MS 2000
/* What a view holds of one answer at most (screen and protocol each); the rest is dropped and said. */
#define GAME_VIEW_MAX (256 << 10)
/* ...and what is read for one answer at most: past it the interactor talks without end, however fast. */
#define GAME_ANSWER_MAX_BYTES (4 * GAME_VIEW_MAX)
/* A move is one line of at most this many bytes. */
#define GAME_MOVE_MAX 4096

struct game;

/* What the interactor showed since the last move. */
struct game_view {
	char *screen;   /* its stderr: the position, an explanation; malloc'ed, never NULL */
	char *protocol; /* its stdout: the lines a program would read; malloc'ed, never NULL */
	int waiting;    /* it waits for the person's next move */
	int over;       /* the game has ended: verdict and message say how */
	enum verdict verdict; /* when over: AC the person won; WA or PE lost; JE not played to its end */
	char message[256];    /* when over with JE: why */
};

/*
 * Starts the game of the interactive problem p on input (a test's input
 * file), and fills v with the opening (the rules, the position, the first
 * prompt). NULL with a message when p is not interactive, the interactor does
 * not build or the judge failed. idle_ms: how long game_start and game_move
 * wait for the interactor to show something before they return with what they
 * have (waiting 0, over 0).
 */
struct game *game_start(struct judge *j, const struct problem *p, const char *input, long wall_ms, long idle_ms,
                        struct game_view *v, struct diag *d);

/*
 * Sends line (a move, without its newline: one line of at most
 * GAME_MOVE_MAX bytes, else -1 with a message and nothing sent) and fills v
 * with the answer. After the game is over, -1 with "the game is over".
 */
int game_move(struct game *g, const char *line, struct game_view *v, struct diag *d);

/* Ends the game (a game not over is given up: the interactor reads the end of its input) and frees it. */
void game_end(struct game *g);

void game_view_free(struct game_view *v);

/*
 * How many games game_end has left to their interactors' wall limits: while
 * any is left, its judge and problem must not be freed (a process that ends
 * may simply not free them).
 */
int game_orphans(void);

#endif
