/*
 * statement.c: the contestant's statement and the setter's notes told apart,
 * and the contestant's part rendered as LaTeX with cmark (statement.h).
 *
 * How this works: the setter-only sections are found line by line, as
 * Markdown defines an ATX heading (up to three spaces, one to six '#', a
 * space), skipping fenced code blocks, whose lines are never headings. The
 * LaTeX comes from cmark's own renderer, not from rules of ours: the text is
 * spelled in ASCII first (the legacy tools run pdflatex on it), parsed, the
 * title heading dropped (\problemname says it) and the other headings raised
 * one level, then rendered.
 */
#define _GNU_SOURCE
#include "problem/statement.h"

#include <cmark.h>
#include <ctype.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

/* Characters of our statements outside ASCII, spelled in ASCII for LaTeX's verbatim. */
static const struct {
	const char *utf8, *ascii;
} ascii_map[] = {
	{ "\xe2\x88\x92", "-" },  /* minus sign */
	{ "\xc2\xb7", "*" },      /* middle dot */
	{ "\xc3\x97", "x" },      /* multiplication sign */
	{ "\xe2\x89\xa4", "<=" }, /* less-than or equal */
	{ "\xe2\x89\xa5", ">=" }, /* greater-than or equal */
	{ "\xe2\x89\xa0", "!=" }, /* not equal */
	{ "\xe2\x80\x93", "-" },  /* en dash */
	{ "\xe2\x80\x94", "--" }, /* em dash */
	{ "\xe2\x80\x98", "'" },  /* quotation marks */
	{ "\xe2\x80\x99", "'" },   { "\xe2\x80\x9c", "\"" },
	{ "\xe2\x80\x9d", "\"" },  { "\xe2\x80\xa6", "..." }, /* ellipsis */
	{ "\xe2\x86\x92", "->" },                             /* arrow */
	{ "\xe2\x8a\x95", "xor" },                            /* circled plus */
};

/* Appends s to f in ASCII; returns how many characters had to become '?'. */
size_t statement_put_ascii(FILE *f, const char *s)
{
	size_t replaced = 0;
	while (*s) {
		unsigned char c = (unsigned char)*s;
		if (c < 128) {
			fputc(c, f);
			s++;
			continue;
		}
		size_t i, n;
		for (i = 0; i < sizeof ascii_map / sizeof ascii_map[0]; i++)
			if (strncmp(s, ascii_map[i].utf8, strlen(ascii_map[i].utf8)) == 0)
				break;
		if (i < sizeof ascii_map / sizeof ascii_map[0]) {
			fputs(ascii_map[i].ascii, f);
			s += strlen(ascii_map[i].utf8);
			continue;
		}
		/* One UTF-8 sequence (or one stray byte) becomes one '?'. */
		n = 1;
		while (s[n] && ((unsigned char)s[n] & 0xc0) == 0x80)
			n++;
		fputc('?', f);
		s += n;
		replaced++;
	}
	return replaced;
}

/* The title as LaTeX text: its special characters escaped. */
static size_t put_latex_text(FILE *f, const char *s)
{
	char *buf = NULL;
	size_t len = 0, replaced;
	FILE *m = open_memstream(&buf, &len);
	replaced = statement_put_ascii(m, s);
	fclose(m);
	for (const char *t = buf; *t; t++) {
		if (strchr("#$%&_{}", *t))
			fprintf(f, "\\%c", *t);
		else if (*t == '\\')
			fputs("\\textbackslash{}", f);
		else if (*t == '~')
			fputs("\\textasciitilde{}", f);
		else if (*t == '^')
			fputs("\\textasciicircum{}", f);
		else
			fputc(*t, f);
	}
	free(buf);
	return replaced;
}

/* The level of the ATX heading line (1..6), or 0; *text: where its words start. */
static int heading_level(const char *line, const char **text)
{
	int sp = 0;
	while (line[sp] == ' ' && sp < 4)
		sp++;
	if (sp > 3)
		return 0;
	int n = 0;
	while (line[sp + n] == '#')
		n++;
	char after = line[sp + n];
	if (n < 1 || n > 6 || (after != ' ' && after != '\t' && after != '\n' && after != '\0'))
		return 0;
	*text = line + sp + n;
	return n;
}

/* Whether the line opens or closes a fenced code block (``` or ~~~, up to three spaces in). */
static int is_fence(const char *line)
{
	int sp = 0;
	while (line[sp] == ' ' && sp < 4)
		sp++;
	return sp <= 3 && (!strncmp(line + sp, "```", 3) || !strncmp(line + sp, "~~~", 3));
}

int statement_setter_heading(const char *line)
{
	static const char *const names[] = { "notes", "note",  "solution", "solutions", "analysis",
		                             "hint",  "hints", "tutorial", "editorial" };
	const char *t;
	if (!heading_level(line, &t))
		return 0;
	while (*t == ' ' || *t == '\t')
		t++;
	size_t n = strcspn(t, "\n");
	/* The closing sequence of '#'s, a trailing ':' and spaces are not part of the name. */
	while (n > 0 && strchr(" \t#:", t[n - 1]))
		n--;
	for (size_t i = 0; i < sizeof names / sizeof names[0]; i++)
		if (n == strlen(names[i]) && !strncasecmp(t, names[i], n))
			return 1;
	return 0;
}

/* The lines of a Markdown text, one at a time, each with its number and whether it is inside a fence. */
struct line_iter {
	const char *p;
	int number, fenced;
};

static int next_line(struct line_iter *it, char **line, int *in_fence)
{
	if (!*it->p)
		return 0;
	size_t n = strcspn(it->p, "\n");
	*line = strndup(it->p, n);
	it->number++;
	it->p += n + (it->p[n] == '\n');
	if (is_fence(*line)) {
		*in_fence = 1; /* the fence line itself is no heading */
		it->fenced = !it->fenced;
	} else {
		*in_fence = it->fenced;
	}
	return 1;
}

size_t statement_setter_sections(const char *md, struct strv *out)
{
	struct line_iter it = { .p = md };
	char *line;
	int fenced;
	size_t found = 0;
	while (next_line(&it, &line, &fenced)) {
		if (!fenced && statement_setter_heading(line)) {
			char *s = xasprintf("%d: '%s'", it.number, line);
			strv_push(out, s);
			free(s);
			found++;
		}
		free(line);
	}
	return found;
}

char *statement_contestant(const char *md)
{
	char *buf = NULL;
	size_t len = 0;
	FILE *f = xopen_memstream(&buf, &len);
	struct line_iter it = { .p = md };
	char *line;
	int fenced, cut = 0; /* cut: the level of the setter section being left out, or 0 */
	while (next_line(&it, &line, &fenced)) {
		const char *t;
		int level = fenced ? 0 : heading_level(line, &t);
		if (level && cut && level <= cut)
			cut = 0;
		if (level && !cut && statement_setter_heading(line))
			cut = level;
		if (!cut)
			fprintf(f, "%s\n", line);
		free(line);
	}
	fclose(f);
	/* The sections left out end the text: no blank lines after what stays. */
	while (len > 1 && buf[len - 1] == '\n' && buf[len - 2] == '\n')
		buf[--len] = '\0';
	return buf;
}

char *statement_latex(const char *title, const char *md, size_t *replaced)
{
	char *ascii = NULL, *buf = NULL;
	size_t alen = 0, len = 0;
	FILE *a = xopen_memstream(&ascii, &alen), *f = xopen_memstream(&buf, &len);
	*replaced = statement_put_ascii(a, md);
	fclose(a);
	cmark_node *doc = cmark_parse_document(ascii, alen, CMARK_OPT_DEFAULT);
	free(ascii);
	/* The title is \problemname's; the statement's sections are the document's sections. */
	cmark_node *first = cmark_node_first_child(doc);
	if (first && cmark_node_get_type(first) == CMARK_NODE_HEADING && cmark_node_get_heading_level(first) == 1) {
		cmark_node_unlink(first);
		cmark_node_free(first);
	}
	cmark_iter *iter = cmark_iter_new(doc);
	for (cmark_event_type ev; (ev = cmark_iter_next(iter)) != CMARK_EVENT_DONE;) {
		cmark_node *n = cmark_iter_get_node(iter);
		if (ev == CMARK_EVENT_ENTER && cmark_node_get_type(n) == CMARK_NODE_HEADING &&
		    cmark_node_get_heading_level(n) > 1)
			cmark_node_set_heading_level(n, cmark_node_get_heading_level(n) - 1);
	}
	cmark_iter_free(iter);
	char *body = cmark_render_latex(doc, CMARK_OPT_DEFAULT, 0);
	cmark_node_free(doc);
	fputs("% Written by gamejudge's judge export from statement.md, rendered by cmark.\n", f);
	fputs("\\problemname{", f);
	*replaced += put_latex_text(f, title);
	fputs("}\n\n", f);
	fputs(body, f);
	free(body);
	fclose(f);
	return buf;
}
