/*
 * How this works: each checker reads both files through stdio with large
 * buffers, one character at a time. `lines` compares two normalised streams: a
 * run of spaces is held back until it is known not to be trailing, and a run of
 * newlines until something follows it. Only a short prefix of the current line
 * and the current token is kept, for the message.
 */
#define _GNU_SOURCE
#include "run/checker.h"

#include <ctype.h>
#include <errno.h>
#include <fcntl.h>
#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <unistd.h>

#include "util.h"

#define SHOW 60 /* characters of a line or token shown in a message */

static FILE *open_in(const char *path, char *buf, size_t size, struct diag *d)
{
	FILE *f = fopen(path, "rb");
	if (!f) {
		diag_errno(d, "cannot open '%s'", path);
		return NULL;
	}
	setvbuf(f, buf, _IOFBF, size);
	return f;
}

static void show(char *dst, size_t size, const char *s, size_t n, int more)
{
	char esc[SHOW * 4 + 8];
	size_t k = 0;
	for (size_t i = 0; i < n && k + 5 < sizeof esc; i++) {
		unsigned char c = (unsigned char)s[i];
		if (c >= 32 && c < 127 && c != '\'')
			esc[k++] = (char)c;
		else
			k += (size_t)snprintf(esc + k, sizeof esc - k, "\\x%02x", c);
	}
	esc[k] = '\0';
	snprintf(dst, size, "'%s%s'", esc, more ? "..." : "");
}

/* ---- exact ---- */

static int check_exact(FILE *out, FILE *ans, struct check_result *r)
{
	long long pos = 0, line = 1;
	for (;;) {
		int a = getc_unlocked(out), b = getc_unlocked(ans);
		if (a != b) {
			snprintf(r->message, sizeof r->message, "byte %lld (line %lld): expected %s, got %s", pos + 1,
			         line,
			         b == EOF    ? "end of file"
			         : b == '\n' ? "end of line"
			                     : "more",
			         a == EOF    ? "end of file"
			         : a == '\n' ? "end of line"
			                     : "something else");
			r->verdict = V_WA;
			return 0;
		}
		if (a == EOF)
			break;
		pos++;
		line += a == '\n';
	}
	r->verdict = V_AC;
	return 0;
}

/* ---- tokens and float ---- */

static int is_space(int c)
{
	return c == ' ' || c == '\n' || c == '\t' || c == '\r' || c == '\v' || c == '\f';
}

struct tok {
	FILE *f;
	long long line;
	char text[512]; /* the token's start; enough for any number */
	size_t len;
	int more; /* the token is longer than text */
};

/* Skips whitespace; returns the first character of the next token or EOF. */
static int skip_space(struct tok *t)
{
	int c;
	while ((c = getc_unlocked(t->f)) != EOF && is_space(c))
		t->line += c == '\n';
	return c;
}

/* Keeps c in t's text, or notes that the token is longer than what is kept. */
static void tok_keep(struct tok *t, int c)
{
	if (t->len < sizeof t->text - 1)
		t->text[t->len++] = (char)c;
	else
		t->more = 1;
}

/* Reads the rest of a token started by c. */
static void read_token(struct tok *t, int c)
{
	t->len = 0;
	t->more = 0;
	for (; c != EOF && !is_space(c); c = getc_unlocked(t->f))
		tok_keep(t, c);
	t->text[t->len] = '\0';
	if (c == '\n')
		t->line++;
}

/*
 * Kattis' space_change_sensitive: reads the whitespace before the next token
 * of both files, which must be the same bytes. -1 when they differ; else 0
 * with the first characters of the next tokens (or EOF) in *co and *ca.
 */
static int same_space(struct tok *o, struct tok *a, int *co, int *ca)
{
	int x = getc_unlocked(o->f), y = getc_unlocked(a->f);
	while (is_space(x) || is_space(y)) {
		if (x != y)
			return -1;
		o->line += x == '\n';
		a->line += y == '\n';
		x = getc_unlocked(o->f);
		y = getc_unlocked(a->f);
	}
	*co = x;
	*ca = y;
	return 0;
}

static int parse_number(const char *s, double *v)
{
	char *end;
	errno = 0;
	*v = strtod(s, &end);
	return end != s && *end == '\0' && !isnan(*v);
}

static int numbers_close(const char *a, const char *b, double abs_tol, double rel_tol)
{
	double x, y;
	if (!parse_number(a, &x) || !parse_number(b, &y))
		return 0;
	double diff = fabs(x - y);
	return diff <= abs_tol || diff <= rel_tol * fabs(y);
}

/* Shows the start of token t, with "..." when it goes on. */
static void show_tok(char *dst, size_t size, const struct tok *t)
{
	show(dst, size, t->text, t->len < SHOW ? t->len : SHOW, t->more || t->len > SHOW);
}

/* A wrong answer, and why. */
__attribute__((format(printf, 2, 3))) static int wrong(struct check_result *r, const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	vsnprintf(r->message, sizeof r->message, fmt, ap);
	va_end(ap);
	r->verdict = V_WA;
	return 0;
}

/*
 * Compares the tokens that start with *co and *ca as they stream in, keeping
 * only their starts in o and a; *co and *ca end as the characters that ended
 * them. 1 when they differ (letters compared without case with fold_case).
 */
static int stream_tokens(struct tok *o, struct tok *a, int *co, int *ca, int fold_case)
{
	int differ = 0;
	o->len = a->len = 0;
	o->more = a->more = 0;
	for (;;) {
		int eo = *co == EOF || is_space(*co), ea = *ca == EOF || is_space(*ca);
		if (eo && ea)
			break;
		if (eo != ea || (fold_case ? tolower(*co) != tolower(*ca) : *co != *ca))
			differ = 1;
		if (!eo) {
			tok_keep(o, *co);
			*co = getc_unlocked(o->f);
		}
		if (!ea) {
			tok_keep(a, *ca);
			*ca = getc_unlocked(a->f);
		}
	}
	o->text[o->len] = a->text[a->len] = '\0';
	o->line += *co == '\n';
	a->line += *ca == '\n';
	return differ;
}

static int check_tokens(FILE *out, FILE *ans, const struct checker_spec *spec, struct check_result *r)
{
	struct tok o = { .f = out, .line = 1 }, a = { .f = ans, .line = 1 };
	char so[SHOW * 4 + 16], sa[SHOW * 4 + 16];
	for (long long n = 1;; n++) {
		int co, ca;
		if (!spec->space_sensitive) {
			co = skip_space(&o);
			ca = skip_space(&a);
		} else if (same_space(&o, &a, &co, &ca) < 0) {
			return wrong(r, "line %lld: the spaces or line breaks differ from the answer's (line %lld)", o.line,
			             a.line);
		}
		long long oline = o.line, aline = a.line;
		if (co == EOF && ca == EOF)
			break;
		if (co == EOF) {
			read_token(&a, ca);
			show_tok(sa, sizeof sa, &a);
			return wrong(r, "token %lld: output ended, expected %s (answer line %lld)", n, sa, aline);
		}
		if (ca == EOF) {
			read_token(&o, co);
			show_tok(so, sizeof so, &o);
			return wrong(r, "token %lld (line %lld): extra output %s", n, oline, so);
		}
		int differ = stream_tokens(&o, &a, &co, &ca, spec->fold_case);
		if (differ && spec->kind == CHECKER_FLOAT && !o.more && !a.more &&
		    numbers_close(o.text, a.text, spec->abs_tol, spec->rel_tol))
			differ = 0;
		if (differ) {
			show_tok(so, sizeof so, &o);
			show_tok(sa, sizeof sa, &a);
			return wrong(r, "token %lld (line %lld): expected %s, got %s", n, oline, sa, so);
		}
		/* The characters that ended the two tokens are the first of the spaces between. */
		if (spec->space_sensitive && co != ca)
			return wrong(r, "line %lld: the spaces or line breaks after token %lld differ from the answer's",
			             oline, n);
	}
	r->verdict = V_AC;
	return 0;
}

/* ---- lines ---- */

struct norm {
	FILE *f;
	long long line; /* line of the next character returned */
	char *ws;       /* held-back spaces of the current line */
	size_t ws_len, ws_cap, ws_pos;
	long long nl_pending, nl_emit;
	int held;             /* a content character waiting behind the held-back runs */
	char shown[SHOW + 1]; /* the start of the current line */
	size_t shown_len;
	int shown_more;
	int after_nl; /* the last character returned ended a line */
};

static int norm_raw(struct norm *n)
{
	for (;;) {
		if (n->nl_emit > 0) {
			n->nl_emit--;
			return '\n';
		}
		/* Held-back spaces go out only once a character follows them. */
		if (n->held >= 0 && n->ws_pos < n->ws_len)
			return n->ws[n->ws_pos++];
		if (n->held >= 0) {
			int c = n->held;
			n->held = -1;
			n->ws_len = n->ws_pos = 0;
			return c;
		}
		int c = getc_unlocked(n->f);
		if (c == EOF)
			return EOF; /* trailing spaces and blank lines are dropped */
		if (c == ' ' || c == '\t' || c == '\r') {
			if (n->ws_len == n->ws_cap)
				n->ws = xrealloc(n->ws, n->ws_cap = n->ws_cap ? 2 * n->ws_cap : 64);
			n->ws[n->ws_len++] = (char)c;
		} else if (c == '\n') {
			n->ws_len = n->ws_pos = 0;
			n->nl_pending++;
		} else {
			n->nl_emit = n->nl_pending;
			n->nl_pending = 0;
			n->ws_pos = 0;
			n->held = c;
		}
	}
}

static int norm_next(struct norm *n)
{
	if (n->after_nl) {
		n->line++;
		n->shown_len = 0;
		n->shown_more = 0;
		n->after_nl = 0;
	}
	int c = norm_raw(n);
	if (c == '\n') {
		n->after_nl = 1;
	} else if (c != EOF) {
		if (n->shown_len < SHOW)
			n->shown[n->shown_len++] = (char)c;
		else
			n->shown_more = 1;
	}
	return c;
}

/* Reads the rest of the current line into shown, for the message. */
static void norm_finish_line(struct norm *n, int c)
{
	while (c != EOF && c != '\n' && !n->shown_more)
		c = norm_next(n);
}

static int check_lines(FILE *out, FILE *ans, const struct checker_spec *spec, struct check_result *r)
{
	struct norm o = { .f = out, .line = 1, .held = -1 }, a = { .f = ans, .line = 1, .held = -1 };
	int co, ca;
	do {
		co = norm_next(&o);
		ca = norm_next(&a);
	} while (co == ca && co != EOF);
	if (co == ca) {
		r->verdict = V_AC;
		free(o.ws);
		free(a.ws);
		return 0;
	}
	/* Where the lines differ: show both lines, or say which output ended. */
	/* One stream ended where the other only ended a line: the difference is the next line. */
	if (co == EOF && ca == '\n') {
		o.shown_len = 0;
		ca = norm_next(&a);
	} else if (ca == EOF && co == '\n') {
		a.shown_len = 0;
		co = norm_next(&o);
	}
	long long line = co == EOF ? a.line : o.line;
	int o_ended = co == EOF && o.shown_len == 0, a_ended = ca == EOF && a.shown_len == 0;
	norm_finish_line(&o, co);
	norm_finish_line(&a, ca);
	char so[SHOW * 4 + 16], sa[SHOW * 4 + 16];
	show(so, sizeof so, o.shown, o.shown_len, o.shown_more);
	show(sa, sizeof sa, a.shown, a.shown_len, a.shown_more);
	if (o_ended)
		snprintf(so, sizeof so, "end of output");
	if (a_ended)
		snprintf(sa, sizeof sa, "end of output");
	snprintf(r->message, sizeof r->message, "line %lld: expected %s, got %s", line, sa, so);
	free(o.ws);
	free(a.ws);

	/* Same tokens, different spacing: a presentation error. */
	struct check_result t;
	rewind(out);
	rewind(ans);
	check_tokens(out, ans, spec, &t);
	r->verdict = t.verdict == V_AC ? V_PE : V_WA;
	return 0;
}

/* Compares out, read as output, with answer; closes out. */
static int compare_stream(const struct checker_spec *spec, FILE *out, const char *output, const char *answer,
                          struct check_result *r, struct diag *d)
{
	static __thread char ba[1 << 16];
	FILE *ans = open_in(answer, ba, sizeof ba, d);
	if (!ans) {
		fclose(out);
		return -1;
	}
	int rc;
	switch (spec->kind) {
	case CHECKER_EXACT:
		rc = check_exact(out, ans, r);
		break;
	case CHECKER_LINES:
		rc = check_lines(out, ans, spec, r);
		break;
	case CHECKER_TOKENS:
	case CHECKER_FLOAT:
		rc = check_tokens(out, ans, spec, r);
		break;
	default:
		diag_set(d, "checker_compare: not a built-in checker");
		rc = -1;
	}
	if (rc == 0 && (ferror(out) || ferror(ans))) {
		diag_errno(d, "cannot read '%s'", ferror(out) ? output : answer);
		rc = -1;
	}
	fclose(out);
	fclose(ans);
	return rc;
}

static __thread char output_buf[1 << 16];

int checker_compare(const struct checker_spec *spec, const char *output, const char *answer, struct check_result *r,
                    struct diag *d)
{
	memset(r, 0, sizeof *r);
	FILE *out = open_in(output, output_buf, sizeof output_buf, d);
	return out ? compare_stream(spec, out, output, answer, r, d) : -1;
}

int checker_compare_fd(const struct checker_spec *spec, int output_fd, const char *output, const char *answer,
                       struct check_result *r, struct diag *d)
{
	memset(r, 0, sizeof *r);
	int fd = fcntl(output_fd, F_DUPFD_CLOEXEC, 0);
	FILE *out = fd >= 0 && lseek(fd, 0, SEEK_SET) == 0 ? fdopen(fd, "rb") : NULL;
	if (!out) {
		diag_errno(d, "cannot open '%s'", output);
		if (fd >= 0)
			close(fd);
		return -1;
	}
	setvbuf(out, output_buf, _IOFBF, sizeof output_buf);
	return compare_stream(spec, out, output, answer, r, d);
}

int checker_points(const char *words, double *points)
{
	const char *s = strncmp(words, "points ", 7) ? words : words + 7;
	char *end;
	errno = 0;
	double p = strtod(s, &end);
	if (end == s || errno || !(p >= 0 && p <= 1e6) || (*end && *end != ' ' && *end != '\n'))
		return -1;
	*points = p;
	return 0;
}

int checker_exit_verdict(enum checker_convention conv, int exit_code, enum verdict *v, char *note, size_t size)
{
	note[0] = '\0';
	if (conv == CONVENTION_KATTIS) {
		if (exit_code != 42 && exit_code != 43)
			return -1;
		*v = exit_code == 42 ? V_AC : V_WA;
		return 0;
	}
	switch (exit_code) {
	case 0:
		*v = V_AC;
		return 0;
	case 1:
		*v = V_WA;
		return 0;
	case 2:
	case 4:
		*v = V_PE;
		return 0;
	case 7:
		*v = V_WA;
		snprintf(note, size, "points (partial credit is not accepted): ");
		return 0;
	case 8:
		*v = V_WA;
		snprintf(note, size, "unexpected end of output: ");
		return 0;
	case 42:
	case 43:
		/* Inside testlib's partial-credit range, but Kattis' statuses: the convention is wrong. */
		snprintf(note, size, ", Kattis' status: is the convention kattis?");
		return -1;
	default:
		if (exit_code >= 16 && exit_code <= 16 + 100) {
			*v = V_WA;
			snprintf(note, size, "partially correct (%d points): ", exit_code - 16);
			return 0;
		}
		return -1;
	}
}
