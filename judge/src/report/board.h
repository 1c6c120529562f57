/*
 * board.h: a scoreboard, drawn for a terminal, as Markdown and as an HTML page.
 *
 * A board is what every scoreboard shows, whoever ranked it: a title, columns
 * (the problems), rows (the teams, in rank order, each with a rank, a few
 * figures such as "solved" and "failed", and a cell per problem), the ranking
 * rule in a sentence and how the files were judged. `judge compare` fills one
 * from a session judged afterwards (BOARD_SESSION: a cell is a file, coloured
 * by its verdict); the live server fills one from its scoreboard
 * (BOARD_CONTEST: a cell is a team's tries at a problem, coloured by its
 * state: first to solve, solved, pending, rejected; a problem's balloon; the
 * upsolving mark; the cell the resolver has just revealed, outlined). The
 * renderers escape every text for their format (names come from teams).
 */
#ifndef BOARD_H
#define BOARD_H

#include <stdio.h>

#include "run/judge.h"

#define BOARD_FIGURES 2

/* What a board's cells are, and so what colours them, what an empty one says and what the legend explains. */
enum board_kind {
	BOARD_SESSION, /* compare's: a file per cell, coloured by its verdict; an empty cell says "--" */
	BOARD_CONTEST, /* the live server's: tries per cell, coloured by their state; an empty cell is blank */
};

/* A contest cell's state (BOARD_CONTEST), its colour. */
enum board_state { BOARD_NONE, BOARD_FIRST, BOARD_SOLVED, BOARD_PENDING, BOARD_REJECTED };

struct board_cell {
	int has;              /* 0: no submission ("--", or blank on a contest's board) */
	enum verdict verdict; /* its colour (BOARD_SESSION) */
	char text[64];        /* "AC 15ms", "TLE on 7, 6/25"; a contest's: "2/31", "?1", "-2" */
	long anchor;          /* the HTML page links the cell to #pair-ANCHOR; -1: no link */
	enum board_state state; /* its colour (BOARD_CONTEST) */
	int upsolved;           /* solved after the contest's end: a mark after the text, apart from the numbers */
	int outlined;           /* the cell the resolver has just revealed: outlined, id "revealed" (one per board) */
};

struct board_row {
	const char *team;
	size_t rank;
	long figures[BOARD_FIGURES]; /* under board.figure_names */
	struct board_cell *cells;    /* one per column */
};

struct board_column {
	const char *id, *title;
	size_t solved;   /* the footer: "solved by SOLVED of NROWS" */
	const char *rgb; /* its balloon's colour, "#rrggbb", before the id; NULL (or not that form): none */
};

struct board {
	enum board_kind kind;
	const char *title, *date; /* NULL: "Scoreboard", no date */
	const char *figure_names[BOARD_FIGURES];
	const char *figure_note; /* a sentence before the rule: "Failed: failed attempts." */
	const char *rule;        /* how teams are ranked, a sentence without its full stop */
	const char *judged_how;  /* how the files were judged, a sentence without its full stop; NULL: none */
	const char *html_note;   /* HTML of the judge's own put after judged_how on the page ("" or NULL: none) */
	struct board_column *columns;
	size_t ncolumns;
	struct board_row *rows;
	size_t nrows;
	int wall; /* the page in large print: the board, the legend and the rule only */
};

/* The grid for a terminal (colour when color), then the figure note, the rule and how judged. */
void board_text(FILE *f, const struct board *b, int color);
void board_md(FILE *f, const struct board *b);

/*
 * The HTML page: head and style, title, date, then board_html_board().
 * board_html_end() closes it; between the two a caller may add sections of its
 * own (unless wall).
 */
void board_html_begin(FILE *f, const struct board *b);
void board_html_end(FILE *f);

/*
 * The board alone, for a page of a caller's own (the live server's): the
 * legend, the table (id "scoreboard") and the rule under it; on a contest's
 * board, the upsolving mark explained when a cell has it. Its style is
 * board_css (the page's own head links or holds it).
 */
void board_html_board(FILE *f, const struct board *b);
extern const char board_css[];

/*
 * One submission's section of the page, folded: its summary line, then the
 * compiler's log, or a chart of every test's CPU time against the limit and a
 * table of the tests that ran. id is the section's anchor (#pair-ID).
 */
void board_html_submission(FILE *f, size_t id, const char *team, const char *problem,
                           const struct submission_result *r);

#endif
