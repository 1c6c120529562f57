/*
 * polygon-statement.c: a Polygon package's statement sections
 * (statement-sections/LANGUAGE/: name, legend, input, output, notes in
 * LaTeX) as our statement.md, where it can be done faithfully
 * (polygon_statement_md() in polygon.h).
 *
 * How it works: each section is read beneath the package and converted by
 * one pass over its text. Math ($...$, $$...$$) is kept as it is, as
 * statement.md keeps it; outside math the common macros of Polygon's
 * statements become Markdown: \textbf{x} **x**, \emph{x} and \textit{x} *x*,
 * \t{x} and \texttt{x} `x`, itemize and enumerate items "- " and "1. ",
 * ~ a space, -- and --- dashes, \\ a line break, << and >> quotation marks, % a comment. Any
 * other macro or environment stops the conversion: the caller keeps the
 * LaTeX instead, rather than a statement that says something else. The
 * tutorial and the setters' notes are never read.
 */
#define _GNU_SOURCE
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <fcntl.h>
#include <sys/stat.h>

#include "package/polygon.h"
#include "util.h"

struct conv {
	FILE *out; /* open_memstream() */
	const char *s;
	int list_depth;
	char lists[8]; /* 'i' itemize, 'e' enumerate, per depth */
	struct diag *d;
};

/* The {argument} after a macro, converted with the marks around it; -1 when it has none. */
static int convert_text(struct conv *c, const char *end_at);

static int braced(struct conv *c, const char *open, const char *close)
{
	if (*c->s != '{') {
		diag_set(c->d, "a macro without its {argument}");
		return -1;
	}
	c->s++;
	fputs(open, c->out);
	if (convert_text(c, "}") < 0)
		return -1;
	c->s++;
	fputs(close, c->out);
	return 0;
}

/* $...$ or $$...$$, copied as it is. */
static int math(struct conv *c)
{
	int two = c->s[1] == '$';
	const char *end = strstr(c->s + 1 + two, two ? "$$" : "$");
	if (!end) {
		diag_set(c->d, "a $ without its end");
		return -1;
	}
	end += 1 + two;
	fwrite(c->s, 1, (size_t)(end - c->s), c->out);
	c->s = end;
	return 0;
}

/* \begin{NAME} or \end{NAME}: lists only. */
static int environment(struct conv *c, int begin)
{
	const char *name = c->s;
	size_t n = strcspn(name, "}");
	if (!strncmp(name, "itemize}", 8) || !strncmp(name, "enumerate}", 10)) {
		c->s += n + 1;
		c->s += *c->s == '\n'; /* the line of \begin or \end is no line of the text */
		if (begin && c->list_depth < 7) {
			c->lists[++c->list_depth] = name[0] == 'i' ? 'i' : 'e';
			return 0;
		}
		if (!begin && c->list_depth > 0) {
			c->list_depth--;
			return 0;
		}
	}
	diag_set(c->d, "\\%s{%.*s}: no Markdown of the same meaning", begin ? "begin" : "end", (int)n, name);
	return -1;
}

static int macro(struct conv *c)
{
	static const struct {
		const char *name, *open, *close;
	} marks[] = { { "textbf", "**", "**" }, { "emph", "*", "*" },  { "textit", "*", "*" },
		      { "texttt", "`", "`" },   { "t", "`", "`" } };
	const char *p = c->s + 1;
	size_t n = 0;
	while ((p[n] >= 'a' && p[n] <= 'z') || (p[n] >= 'A' && p[n] <= 'Z'))
		n++;
	if (!n) { /* \\ a line break; \{ \} \$ \% \& \_ \# the character */
		if (*p && strchr("\\{}$%&_#", *p)) {
			fputs(*p == '\\' ? "  \n" : (char[]){ *p, 0 }, c->out);
			c->s = p + 1;
			return 0;
		}
		diag_set(c->d, "\\%c: no Markdown of the same meaning", *p ? *p : ' ');
		return -1;
	}
	c->s = p + n;
	for (size_t i = 0; i < sizeof marks / sizeof marks[0]; i++)
		if (strlen(marks[i].name) == n && !strncmp(marks[i].name, p, n))
			return braced(c, marks[i].open, marks[i].close);
	if ((n == 5 && !strncmp(p, "begin", 5)) || (n == 3 && !strncmp(p, "end", 3))) {
		if (*c->s++ != '{') {
			diag_set(c->d, "\\%.*s without {", (int)n, p);
			return -1;
		}
		return environment(c, n == 5);
	}
	if (n == 4 && !strncmp(p, "item", 4) && c->list_depth) {
		fprintf(c->out, "%*s%s", 3 * (c->list_depth - 1), "", c->lists[c->list_depth] == 'e' ? "1. " : "- ");
		while (*c->s == ' ')
			c->s++;
		return 0;
	}
	diag_set(c->d, "\\%.*s: no Markdown of the same meaning", (int)n, p);
	return -1;
}

/* Text up to end_at (at its first character, not consumed) or the end. */
static int convert_text(struct conv *c, const char *end_at)
{
	while (*c->s && !(end_at && *c->s == *end_at)) {
		int rc = 0;
		if (*c->s == '$') {
			rc = math(c);
		} else if (*c->s == '\\') {
			rc = macro(c);
		} else if (*c->s == '%') {
			c->s += strcspn(c->s, "\n");
			c->s += *c->s == '\n'; /* a comment ends with its line */
		} else if (!strncmp(c->s, "---", 3) || !strncmp(c->s, "--", 2)) {
			int em = c->s[2] == '-';
			fputs(em ? "\u2014" : "\u2013", c->out);
			c->s += 2 + em;
		} else if (*c->s == '~') {
			fputs(" ", c->out);
			c->s++;
		} else if (!strncmp(c->s, "<<", 2) || !strncmp(c->s, ">>", 2)) {
			fputs(*c->s == '<' ? "\u201c" : "\u201d", c->out);
			c->s += 2;
		} else if (*c->s == '{' || *c->s == '}') {
			diag_set(c->d, "a bare brace: no Markdown of the same meaning");
			return -1;
		} else {
			fwrite(c->s++, 1, 1, c->out);
		}
		if (rc < 0)
			return -1;
	}
	if (end_at && !*c->s) {
		diag_set(c->d, "a { without its }");
		return -1;
	}
	return 0;
}

/* One section's file (rel) converted onto out under heading (NULL: none); 0 when absent, -1 when not faithful. */
static int section(const struct package *pkg, const char *rel, const char *heading, FILE *out,
                   struct diag *d)
{
	char *text = NULL;
	size_t len;
	struct stat st;
	if (fstatat(pkg->dirfd, rel, &st, AT_SYMLINK_NOFOLLOW) < 0)
		return 0;
	if (read_file_beneath(pkg->dirfd, rel, PACKAGE_TEXT_MAX, &text, &len, d) < 0) {
		diag_prefix(d, "%s/%s", pkg->dir, rel);
		return -1;
	}
	struct conv c = { .out = out, .s = text, .d = d };
	if (heading)
		fprintf(out, "\n## %s\n\n", heading);
	int rc = convert_text(&c, NULL);
	if (rc < 0)
		diag_prefix(d, "%s", rel);
	if (rc == 0 && c.list_depth) {
		diag_set(d, "%s: a list without its \\end", rel);
		rc = -1;
	}
	fputs("\n", out);
	free(text);
	return rc;
}

char *polygon_statement_md(const struct package *pkg, const char *lang, struct diag *d)
{
	static const struct {
		const char *file, *heading;
	} parts[] = { { "legend.tex", NULL }, { "input.tex", "Input" }, { "output.tex", "Output" },
		      { "notes.tex", "Remarks" } }; /* Polygon's notes are the contestants': "Notes" is a setter's heading here */
	char *md = NULL;
	size_t size = 0;
	FILE *out = open_memstream(&md, &size);
	if (!out) {
		diag_errno(d, "cannot make the statement");
		return NULL;
	}
	fprintf(out, "# %s\n\n", pkg->problem->title);
	for (size_t i = 0; i < sizeof parts / sizeof parts[0]; i++) {
		char *rel = xasprintf("statement-sections/%s/%s", lang, parts[i].file);
		int rc = section(pkg, rel, parts[i].heading, out, d);
		free(rel);
		if (rc < 0) {
			fclose(out);
			free(md);
			return NULL;
		}
	}
	fclose(out);
	/* Blank lines between sections come once. */
	char *o = md;
	for (const char *i = md; *i; i++)
		if (!(*i == '\n' && o - md >= 2 && o[-1] == '\n' && o[-2] == '\n'))
			*o++ = *i;
	*o = '\0';
	return md;
}
