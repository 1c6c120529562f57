/*
 * position.h: the positions of the library's interactive games (nimplay,
 * wythoffplay, fibnimplay, northcottplay), for the live server's play page:
 * a position read from a test's input or from the interactor's last picture,
 * a position a person types (checked against the problem's bounds, as its
 * validator checks them), the test input that plays it, a click turned into
 * the move text the interactor expects, and a move said in words.
 *
 * Every function here is pure (no I/O): the page draws and sends, the game
 * process plays. A problem that is not one of these games has no position
 * (POSITION_NONE) and is played from its transcript alone.
 */
#ifndef POSITION_H
#define POSITION_H

#include <stddef.h>

/* The most heaps (nimplay's n) or rows (northcottplay's, 20) a position holds. */
#define POSITION_MAX 1000

enum position_game { POSITION_NONE, POSITION_NIM, POSITION_WYTHOFF, POSITION_FIBNIM, POSITION_NORTHCOTT };

struct position {
	enum position_game game;
	int n;                     /* Nim: heaps; Wythoff: 2; Fibonacci Nim: 1; Northcott: rows */
	long long a[POSITION_MAX]; /* the heaps; Fibonacci Nim: a[0] the pile; Northcott: your pieces' squares */
	long long b[POSITION_MAX]; /* Northcott: the judge's pieces' squares */
	long long m;               /* Northcott: squares in a row; Fibonacci Nim: the most the next take may be */
};

/* The game of the library's problem id, or POSITION_NONE. */
enum position_game position_game_of(const char *problem_id);

/* What a person types for a position of game g, with an example ("the heaps, e.g. 2 5 6"). */
const char *position_typing(enum position_game g);

/* The position of a test's input (a sample's); -1 when the input does not read as one. */
int position_from_input(enum position_game g, const char *input, struct position *p);

/* The last position the interactor drew on its screen (its --play picture); -1 when it drew none. */
int position_from_screen(enum position_game g, const char *screen, struct position *p);

/* The position in a few words: "3 heaps: 2 5 6"; long ones end in "..." (size: at least 64). */
void position_label(const struct position *p, char *out, size_t size);

/*
 * A position typed (numbers separated by spaces, commas or semicolons), checked
 * against the bounds of the game's validator and its rule that the first player,
 * the person, can win: 0, or -1 with why in why ("heap 2: 2000000000000000000 is
 * more than 10^18, the most a heap holds").
 */
int position_typed(enum position_game g, const char *text, struct position *p, char *why, size_t size);

/*
 * The test input that plays p: its position, then the judge's hidden numbers
 * (seed, budgets) of template, a test input of the same problem. malloc'ed; NULL
 * when template does not read as the game's input.
 */
char *position_input(const struct position *p, const char *template_input);

/*
 * The move text of a click: take stones from heap (1-based; Wythoff: 1 the first,
 * 2 the second, 3 both; Fibonacci Nim: 1), in the interactor's notation ("2 4":
 * heap 2 left with 4; Wythoff "3 7": the heaps after; Fibonacci Nim "3": the
 * stones taken). 0, or -1 with why when the move is not legal.
 */
int position_take(const struct position *p, int heap, long long take, char *move, size_t size, char *why,
                  size_t why_size);

/* Northcott's click: your piece in row r to square x ("r x"); 0, or -1 with why. */
int position_step(const struct position *p, int r, long long x, char *move, size_t size, char *why, size_t why_size);

/* The position after move (the interactor's notation) from p: 0, or -1 when it is not a legal move. */
int position_after(const struct position *p, const char *move, struct position *after);

/*
 * The move from before to after in words, without who made it: "took 1 from heap
 * 2, 5 left", "took 2 from both heaps, 3 and 7 left", "took 3, 9 left", "moved
 * row 2's piece from square 4 to 3". "" when the two differ by no single move.
 */
void position_describe(const struct position *before, const struct position *after, char *out, size_t size);

#endif
