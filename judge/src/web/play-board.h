/*
 * play-board.h: a game's position drawn on its page (pages-play.c), with the
 * moves made by clicking: HTML and CSS written here, no script (the page's
 * Content-Security-Policy runs none inline, and a form is all a click needs).
 */
#ifndef PLAY_BOARD_H
#define PLAY_BOARD_H

#include "analysis/position.h"
#include "web/page.h"

/* Drawn one by one (each a button) up to this many; a larger heap is a bar, taken from with the take form. */
#define PLAY_STONES_MAX 40

/*
 * Draws position pos of game `game_id`, waiting for the person's move at turn:
 * every legal click a button of one form (id move-buttons, name move, the
 * interactor's notation as value), and for the games of takes a form (id
 * take-form) to take any number from a heap (fields heap and take).
 */
void play_board(struct page *p, const struct position *pos, long long game_id, long turn);

/*
 * The moves of a game so far, in words, as a list (id log): read from the
 * interactor's transcript, each turn's picture and the move the person sent
 * after it ("You took 1 from heap 2, 5 left.", "The judge took ...").
 */
void play_log(struct page *p, enum position_game game, const char *transcript);

#endif
