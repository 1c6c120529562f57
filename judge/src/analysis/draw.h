/*
 * draw.h: pictures of an explored table. A sequence is drawn as a strip, in
 * rows of `width` positions; a grid as a heatmap, its first axis down. Each
 * position is a square: P positions (value 0) in red, N positions light grey,
 * Sprague-Grundy values above 0 each in a colour of its own (with the number
 * when the square is large enough). With an against map, a position where the
 * program's answer is not the rules' is crossed out, one with no answer is
 * outlined in dashes and one the input could not ask about is greyed.
 *
 * The SVG is written by hand (it is text); every square is a <rect> with
 * class P, N or V (a value above 0), data-a, data-b (grids) and data-v, and
 * with an against map also class bad, none or skip: so a test can read the
 * page's DOM. The PNG (libpng) has the same squares, colours and text: the
 * title, the subtitle, the caption, the rows' and columns' labels and a
 * Sprague-Grundy value in a square large enough, drawn with libgd's built-in
 * bitmap fonts (compiled into the library: no font file is looked for). The
 * HTML page is standalone (the SVG inline, no script, no network).
 */
#ifndef DRAW_H
#define DRAW_H

#include <stdio.h>

#include "diag.h"
#include "analysis/pattern.h"

struct picture {
	const struct table *t;
	const char *const *axes; /* one or two names */
	const char *title;       /* "hdu1846: Brave Game" */
	const char *subtitle;    /* what was explored: range, parameters, values */
	long width;              /* a sequence: positions per row */
	const char *marks;       /* NULL, or per position '=', 'x', '?' or '-' (explore_against) */
	const char *caption;     /* a sequence's pattern in a line (pattern_caption()), or NULL */
};

void draw_svg(FILE *f, const struct picture *pic);

/* Writes the PNG to f (name: for the message); -1 with a message when libpng fails. */
int draw_png(FILE *f, const char *name, const struct picture *pic, struct diag *d);

/* findings and against (may be NULL) are text, escaped here. */
void draw_html(FILE *f, const struct picture *pic, const char *findings, const char *against);

#endif
