/*
 * report.h: printing results, for people (one line per test, colour only on a
 * terminal and never with NO_COLOR) and for programs (one JSON object, written
 * with jansson).
 */
#ifndef REPORT_H
#define REPORT_H

#include <jansson.h>
#include <stdio.h>

#include "run/judge.h"

/* 1 when f is a terminal and NO_COLOR is unset. */
int report_color(FILE *f);

/* The colour escape for a verdict, or "" without colour. */
const char *report_verdict_color(enum verdict v, int color);

void report_submission_text(FILE *f, const struct submission_result *r, int color);

/*
 * The line that reports r->later_error, not escaped (each caller escapes for
 * where it goes): "judge error on TEST, after the test that decided the
 * verdict: WHY". NULL when r has none; the caller frees it.
 */
char *report_later_error(const struct submission_result *r);

/* The contract's JSON object for one judged submission; the caller owns it. */
json_t *report_submission_json(const struct submission_result *r);

/*
 * A scoreboard's view of one judged submission. report_first_rejected(): the
 * index of its first test in manifest order that was run and not accepted, or
 * -1. report_cpu_ms(): the CPU time of every test it ran. report_cell(): the
 * shortest text of its verdict, for a scoreboard's cell: "AC 15ms" (CPU time
 * of every test), "TLE on 7, 6/25" (the first rejected test's position in the
 * manifest, from 1, and how many of the problem's tests passed), "CE" or "JE".
 */
long report_first_rejected(const struct submission_result *r);
long report_cpu_ms(const struct submission_result *r);
void report_cell(const struct submission_result *r, char *buf, size_t size);

/*
 * A JSON string of s (NULL: ""), which need not be UTF-8: a program's output,
 * a file's name. Each byte that does not start a well-formed UTF-8 sequence
 * (overlong forms, surrogates and code points past U+10FFFF included) becomes
 * U+FFFD, so the text is never dropped. The caller owns the reference.
 */
json_t *report_json_text(const char *s);
/* The repaired text itself, malloc'ed. */
char *report_utf8_repair(const char *s);

/* Prints a JSON value on f followed by a newline; -1 on a write error. */
int report_print_json(FILE *f, json_t *v);

/*
 * Escaping. Team and file names, the messages of checkers and programs and the
 * compiler's log come from outside the judge and may hold anything; every
 * renderer passes them through the function for its format, here.
 */

/*
 * For a terminal, the one escaper of everything printed there that came from
 * outside (a package's names and title, a program's or a validator's words,
 * a compiler's log, a file name): control characters (C0, newline, carriage
 * return and tab among them, DEL, and the C1 controls U+0080..U+009F) and
 * bytes that are not UTF-8 shown as \n, \r, \t or \xHH, so that a name or a
 * message can neither move the cursor, recolour, clear or retitle the
 * terminal nor start a line of its own. A malloc'ed copy.
 */
char *report_text_escape(const char *s);

/* The same for a multi-line log (a compiler's output, a message holding one): newline and tab stay. */
char *report_log_escape(const char *s);

/* report_text_escape(s) printed on f; padded with spaces to width columns (bytes). */
void report_put_text(FILE *f, const char *s);
void report_put_padded(FILE *f, const char *s, int width);

/*
 * For a cell of a Markdown table: control characters shown as for a terminal,
 * then a backslash before a bar or a backslash (which would end the cell or
 * escape the next character) and before what would start HTML, an entity, a
 * link, emphasis or code: < > & [ ] * _ `. A malloc'ed copy.
 */
char *report_md_escape(const char *s);

/* For HTML text or a quoted attribute value: & < > " ' as character references. */
void report_html_escape(FILE *f, const char *s);

#endif
