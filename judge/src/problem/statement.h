/*
 * statement.h: a problem's statement.md has two readers (docs/statements.md).
 * The contestant reads statement.md; the setter's notes (how the rule was
 * found and proved, the intended solution) live apart, in notes.md. These
 * functions find the sections of a statement that belong to the setter, and
 * render the contestant's Markdown as LaTeX with cmark. All are pure: no I/O.
 */
#ifndef STATEMENT_H
#define STATEMENT_H

#include <stddef.h>
#include <stdio.h>

#include "util.h"

/*
 * Whether the ATX heading line ("## Notes", "### solution:") names a section
 * only a setter may read: Notes, Solution, Analysis, Hint(s), Tutorial,
 * whatever the case, with a trailing ':' or '#'s allowed. 0 for any other
 * line.
 */
int statement_setter_heading(const char *line);

/*
 * The setter-only headings of the Markdown text md, outside fenced code
 * blocks, each as "LINE: 'HEADING'" (line numbers from 1, "52: '## Notes'")
 * pushed onto out.
 * Returns how many.
 */
size_t statement_setter_sections(const char *md, struct strv *out);

/*
 * md without its setter-only sections: each runs from its heading to the
 * next heading of its level or above. The caller frees it.
 */
char *statement_contestant(const char *md);

/*
 * The statement as a LaTeX fragment for the Kattis format's problem.en.tex:
 * \problemname{title}, then the Markdown rendered by cmark's LaTeX renderer,
 * with its first level-1 heading (the title) left out and the other headings
 * raised one level ("## Input" is \section{Input}). The text is spelled in
 * ASCII first (≤ as <=, × as x); *replaced counts the characters that had no
 * spelling and became '?'. The caller frees it.
 */
char *statement_latex(const char *title, const char *md, size_t *replaced);

/* Appends s to f in ASCII (≤ as <=, × as x, ...); returns how many characters became '?'. */
size_t statement_put_ascii(FILE *f, const char *s);

#endif
