/*
 * How this works: one pass of a small C tokenizer over the source. It keeps
 * the line and column of every token and the previous significant token, which
 * says whether a + - * & is binary (it follows an operand: a name, a number, a
 * literal, a closing bracket) or unary (a sign, a dereference, an address,
 * which are left alone). Comments are skipped; a preprocessor line is skipped
 * whole, but for the body of a #define (the name and the parameters are not
 * tokens to mutate). String literals are collected in a first pass, so that
 * each output string can be replaced by every other one. Each token then
 * yields its mutants from the table below.
 */
#include "analysis/mutate.h"

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "util.h"

enum tok_kind { T_NONE, T_NAME, T_NUMBER, T_STRING, T_CHAR, T_PUNCT };

struct tok {
	enum tok_kind kind;
	size_t off, len;
	int line, col;
};

struct lexer {
	const char *s;
	size_t len, pos;
	int line, col;
	int in_define; /* inside the body of a #define: its line ends it */
};

/* One operator's mutants; binary: only where the operator is binary. */
static const struct rule {
	const char *op;
	const char *to[2];
	const char *kind;
	int binary;
} rules[] = {
	{ "<", { "<=", ">" }, "relational", 0 }, { "<=", { "<", ">" }, "relational", 0 },
	{ ">", { ">=", "<" }, "relational", 0 }, { ">=", { ">", "<" }, "relational", 0 },
	{ "==", { "!=" }, "relational", 0 },     { "!=", { "==" }, "relational", 0 },
	{ "+", { "-" }, "arithmetic", 1 },       { "-", { "+" }, "arithmetic", 1 },
	{ "*", { "/" }, "arithmetic", 1 },       { "/", { "*" }, "arithmetic", 0 },
	{ "%", { "/" }, "arithmetic", 0 },       { "+=", { "-=" }, "arithmetic", 0 },
	{ "-=", { "+=" }, "arithmetic", 0 },     { "*=", { "/=" }, "arithmetic", 0 },
	{ "/=", { "*=" }, "arithmetic", 0 },     { "%=", { "/=" }, "arithmetic", 0 },
	{ "++", { "--" }, "arithmetic", 0 },     { "--", { "++" }, "arithmetic", 0 },
	{ "^", { "|" }, "bitwise", 0 },          { "|", { "^" }, "bitwise", 0 },
	{ "&", { "|" }, "bitwise", 1 },          { "<<", { ">>" }, "bitwise", 0 },
	{ ">>", { "<<" }, "bitwise", 0 },        { "^=", { "|=" }, "bitwise", 0 },
	{ "|=", { "^=" }, "bitwise", 0 },        { "&=", { "|=" }, "bitwise", 0 },
	{ "<<=", { ">>=" }, "bitwise", 0 },      { ">>=", { "<<=" }, "bitwise", 0 },
	{ "&&", { "||" }, "logical", 0 },        { "||", { "&&" }, "logical", 0 },
	{ "!", { "" }, "negation", 0 },
};

/* Punctuators, longest first, so that the tokenizer takes "<<=" before "<<" before "<". */
static const char *const puncts[] = { "<<=", ">>=", "...", "->", "++", "--", "<<", ">>", "<=", ">=", "==", "!=",
	                              "&&",  "||",  "+=",  "-=", "*=", "/=", "%=", "&=", "^=", "|=", "##" };

/* Keywords after which + - * & are unary: `return -1`, `sizeof *p`, `long *p`. */
static const char *const keywords[] = { "return", "case",  "sizeof", "int",    "long",     "short",    "char",
	                                "double", "float", "void",   "signed", "unsigned", "const",    "static",
	                                "struct", "union", "enum",   "extern", "register", "volatile", "else",
	                                "do",     "_Bool", "inline", "goto",   "typedef",  NULL };

static int peek(const struct lexer *lx, size_t k)
{
	return lx->pos + k < lx->len ? (unsigned char)lx->s[lx->pos + k] : -1;
}

static void advance(struct lexer *lx, size_t k)
{
	for (size_t i = 0; i < k && lx->pos < lx->len; i++, lx->pos++) {
		if (lx->s[lx->pos] == '\n') {
			lx->line++;
			lx->col = 1;
		} else {
			lx->col++;
		}
	}
}

/* Skips a comment at the current position, if any: 1 when one was skipped. */
static int skip_comment(struct lexer *lx)
{
	if (peek(lx, 0) != '/')
		return 0;
	if (peek(lx, 1) == '/') {
		while (peek(lx, 0) != -1 && peek(lx, 0) != '\n')
			advance(lx, 1);
		return 1;
	}
	if (peek(lx, 1) == '*') {
		advance(lx, 2);
		while (peek(lx, 0) != -1 && !(peek(lx, 0) == '*' && peek(lx, 1) == '/'))
			advance(lx, 1);
		advance(lx, 2);
		return 1;
	}
	return 0;
}

/* Skips a quoted literal (string or character) with its escapes. */
static void skip_quoted(struct lexer *lx)
{
	int q = peek(lx, 0);
	advance(lx, 1);
	while (peek(lx, 0) != -1 && peek(lx, 0) != q && peek(lx, 0) != '\n') {
		advance(lx, peek(lx, 0) == '\\' && peek(lx, 1) != -1 ? 2 : 1);
	}
	if (peek(lx, 0) == q)
		advance(lx, 1);
}

/* Skips to the end of a preprocessor line (continuations and comments included), before its newline. */
static void skip_line(struct lexer *lx)
{
	while (peek(lx, 0) != -1 && peek(lx, 0) != '\n') {
		if (peek(lx, 0) == '\\' && peek(lx, 1) == '\n')
			advance(lx, 2);
		else if (!skip_comment(lx))
			advance(lx, 1);
	}
}

static void skip_blanks(struct lexer *lx)
{
	while (peek(lx, 0) == ' ' || peek(lx, 0) == '\t')
		advance(lx, 1);
}

static int is_name_char(int c)
{
	return c != -1 && (isalnum(c) || c == '_');
}

/*
 * A preprocessor line starts here ('#' first on its line): skips it, or for
 * #define skips the name and the parameters and leaves the body to be read.
 */
static void directive(struct lexer *lx)
{
	advance(lx, 1);
	skip_blanks(lx);
	size_t start = lx->pos;
	while (is_name_char(peek(lx, 0)))
		advance(lx, 1);
	if (lx->pos - start != 6 || strncmp(lx->s + start, "define", 6) != 0) {
		skip_line(lx);
		return;
	}
	skip_blanks(lx);
	while (is_name_char(peek(lx, 0)))
		advance(lx, 1);
	if (peek(lx, 0) == '(') {
		while (peek(lx, 0) != -1 && peek(lx, 0) != ')' && peek(lx, 0) != '\n')
			advance(lx, 1);
		advance(lx, 1);
	}
	lx->in_define = 1;
}

/* Whether only blanks precede the current position on its line. */
static int at_line_start(const struct lexer *lx)
{
	for (size_t i = lx->pos; i > 0; i--) {
		char c = lx->s[i - 1];
		if (c == '\n')
			return 1;
		if (c != ' ' && c != '\t')
			return 0;
	}
	return 1;
}

/* The next token; kind T_NONE at the end of the text. */
static struct tok next_token(struct lexer *lx)
{
	for (;;) {
		int c = peek(lx, 0);
		if (c == -1)
			return (struct tok){ .kind = T_NONE };
		if (c == '\n') {
			lx->in_define = 0;
			advance(lx, 1);
		} else if (c == '\\' && peek(lx, 1) == '\n') {
			advance(lx, 2);
		} else if (isspace(c)) {
			advance(lx, 1);
		} else if (skip_comment(lx)) {
			continue;
		} else if (c == '#' && !lx->in_define && at_line_start(lx)) {
			directive(lx);
		} else {
			break;
		}
	}
	struct tok t = { .off = lx->pos, .line = lx->line, .col = lx->col };
	int c = peek(lx, 0);
	if (c == '"' || c == '\'') {
		t.kind = c == '"' ? T_STRING : T_CHAR;
		skip_quoted(lx);
	} else if (isdigit(c) || (c == '.' && peek(lx, 1) != -1 && isdigit(peek(lx, 1)))) {
		/* A preprocessing number: digits, letters, dots, and signs after an exponent. */
		t.kind = T_NUMBER;
		advance(lx, 1);
		for (;;) {
			int d = peek(lx, 0), prev = lx->s[lx->pos - 1];
			if (is_name_char(d) || d == '.')
				advance(lx, 1);
			else if ((d == '+' || d == '-') && prev && strchr("eEpP", prev))
				advance(lx, 1);
			else
				break;
		}
	} else if (is_name_char(c)) {
		t.kind = T_NAME;
		while (is_name_char(peek(lx, 0)))
			advance(lx, 1);
	} else {
		t.kind = T_PUNCT;
		size_t n = 1;
		for (size_t i = 0; i < sizeof puncts / sizeof puncts[0]; i++) {
			size_t k = strlen(puncts[i]);
			if (lx->len - lx->pos >= k && !strncmp(lx->s + lx->pos, puncts[i], k)) {
				n = k;
				break;
			}
		}
		advance(lx, n);
	}
	t.len = lx->pos - t.off;
	return t;
}

static int tok_is(const char *s, const struct tok *t, const char *word)
{
	return t->len == strlen(word) && !strncmp(s + t->off, word, t->len);
}

/* Whether the token before an operator makes it binary: it ends an operand. */
static int ends_operand(const char *s, const struct tok *prev)
{
	switch (prev->kind) {
	case T_NUMBER:
	case T_STRING:
	case T_CHAR:
		return 1;
	case T_NAME:
		for (const char *const *k = keywords; *k; k++)
			if (tok_is(s, prev, *k))
				return 0;
		return 1;
	case T_PUNCT:
		return tok_is(s, prev, ")") || tok_is(s, prev, "]") || tok_is(s, prev, "++") || tok_is(s, prev, "--");
	default:
		return 0;
	}
}

struct list {
	struct mutant *v;
	size_t n, cap;
};

/* One more mutant of token t, unless t already has this one (a constant's +2 that is also its power of two). */
static void add(struct list *l, const char *s, const struct tok *t, const char *to, const char *kind)
{
	for (size_t i = l->n; i > 0 && l->v[i - 1].offset == t->off; i--)
		if (!strcmp(l->v[i - 1].to, to))
			return;
	if (l->n == l->cap)
		l->v = xrealloc(l->v, (l->cap = l->cap ? 2 * l->cap : 64) * sizeof *l->v);
	l->v[l->n++] = (struct mutant){ .offset = t->off,
		                        .length = t->len,
		                        .line = t->line,
		                        .col = t->col,
		                        .from = xasprintf("%.*s", (int)t->len, s + t->off),
		                        .to = xstrdup(to),
		                        .kind = kind };
}

/*
 * What an integer constant may become. A constant is moved by one and by two
 * (a bound, a size, an offset off by a little) and to the powers of two on
 * either side of it (a table of 1 << 10 where 1 << 11 was needed, a mask one
 * bit short); a shift amount only by one, since << 8 to << 16 is no mistake a
 * hand makes. Values that would go below zero or past the largest constant
 * are left out; repeats are dropped by add().
 */
static size_t constant_values(unsigned long long v, int shift, unsigned long long *to)
{
	size_t n = 0;
	static const int steps[] = { 1, -1, 2, -2 };
	for (size_t i = 0; i < (shift ? 2u : 4u); i++) {
		unsigned long long d = (unsigned long long)(steps[i] < 0 ? -steps[i] : steps[i]);
		if (steps[i] < 0 ? v >= d : v <= ~0ULL - d)
			to[n++] = steps[i] < 0 ? v - d : v + d;
	}
	if (shift || v < 2)
		return n; /* 0 and 1 have no power of two below them; their one above is 1 or 2, a step */
	unsigned long long low = 1;
	while (low <= v / 2)
		low *= 2; /* the largest power of two <= v */
	to[n++] = low == v ? v / 2 : low;
	if (low <= ~0ULL / 2)
		to[n++] = 2 * low;
	return n;
}

/*
 * An integer constant's mutants (constant_values), in its own base and with
 * its own suffix; a floating constant (a dot, or an exponent) is left alone.
 * shift: the constant is a shift's amount.
 */
static void mutate_number(struct list *l, const char *s, const struct tok *t, int shift)
{
	char text[64];
	if (t->len >= sizeof text)
		return;
	memcpy(text, s + t->off, t->len);
	text[t->len] = '\0';
	int hex = text[0] == '0' && (text[1] == 'x' || text[1] == 'X');
	if (strchr(text, '.') || (!hex && strpbrk(text, "eE")) || (hex && strpbrk(text, "pP")))
		return;
	char *end;
	unsigned long long v = strtoull(text, &end, 0);
	for (const char *p = end; *p; p++)
		if (!strchr("uUlL", *p))
			return; /* not a constant this knows */
	int octal = !hex && text[0] == '0' && end - text > 1;
	int upper = hex && strpbrk(text + 2, "ABCDEF") != NULL;
	unsigned long long values[6];
	size_t n = constant_values(v, shift, values);
	for (size_t i = 0; i < n; i++) {
		unsigned long long w = values[i];
		char to[96];
		if (hex)
			snprintf(to, sizeof to, upper ? "%.2s%llX%s" : "%.2s%llx%s", text, w, end);
		else if (octal)
			snprintf(to, sizeof to, "0%llo%s", w, end);
		else
			snprintf(to, sizeof to, "%llu%s", w, end);
		add(l, s, t, to, shift ? "shift" : "constant");
	}
}

/* An output string: a letter in it, and no % (a format, whose arguments a swap would break). */
static int output_string(const char *s, const struct tok *t)
{
	int letter = 0;
	for (size_t i = t->off + 1; i + 1 < t->off + t->len; i++) {
		if (s[i] == '%')
			return 0;
		letter |= isalpha((unsigned char)s[i]) != 0;
	}
	return t->len >= 2 && s[t->off + t->len - 1] == '"' && letter;
}

/* The distinct output strings of the source, in order of first appearance. */
static struct strv output_strings(const char *text, size_t len)
{
	struct strv v = { 0 };
	struct lexer lx = { .s = text, .len = len, .line = 1, .col = 1 };
	for (struct tok t = next_token(&lx); t.kind != T_NONE; t = next_token(&lx)) {
		if (t.kind != T_STRING || !output_string(text, &t))
			continue;
		int seen = 0;
		for (size_t i = 0; i < v.n && !seen; i++)
			seen = strlen(v.v[i]) == t.len && !strncmp(v.v[i], text + t.off, t.len);
		if (!seen) {
			char *copy = xasprintf("%.*s", (int)t.len, text + t.off);
			strv_push(&v, copy);
			free(copy);
		}
	}
	return v;
}

/* Every token of the source, in order, ending with one of kind T_NONE. */
static struct tok *tokenize(const char *text, size_t len)
{
	struct lexer lx = { .s = text, .len = len, .line = 1, .col = 1 };
	struct tok *v = NULL;
	size_t n = 0, cap = 0;
	for (;;) {
		if (n == cap)
			v = xrealloc(v, (cap = cap ? 2 * cap : 256) * sizeof *v);
		v[n] = next_token(&lx);
		if (v[n++].kind == T_NONE)
			return v;
	}
}

static int is_shift(const char *s, const struct tok *t)
{
	return t->kind == T_PUNCT &&
	       (tok_is(s, t, "<<") || tok_is(s, t, ">>") || tok_is(s, t, "<<=") || tok_is(s, t, ">>="));
}

/*
 * A shift whose amount is a plain name (x << k, not x << f(k) or x << a[i]):
 * the amount one more and one less. A number as the amount is mutate_number's.
 */
static void mutate_shift_name(struct list *l, const char *s, const struct tok *t, const struct tok *next)
{
	if (next->kind == T_PUNCT && (tok_is(s, next, "(") || tok_is(s, next, "[") || tok_is(s, next, ".") ||
	                              tok_is(s, next, "->") || tok_is(s, next, "++") || tok_is(s, next, "--")))
		return;
	for (const char *const *k = keywords; *k; k++)
		if (tok_is(s, t, *k))
			return;
	for (int d = 1; d >= -1; d -= 2) {
		char *to = xasprintf("(%.*s %c 1)", (int)t->len, s + t->off, d > 0 ? '+' : '-');
		add(l, s, t, to, "shift");
		free(to);
	}
}

/* The operator rules' mutants of a punctuator. */
static void mutate_punct(struct list *l, const char *s, const struct tok *t, const struct tok *prev)
{
	for (size_t r = 0; r < sizeof rules / sizeof rules[0]; r++) {
		if (!tok_is(s, t, rules[r].op))
			continue;
		if (rules[r].binary && !ends_operand(s, prev))
			return;
		for (int k = 0; k < 2 && rules[r].to[k]; k++)
			add(l, s, t, rules[r].to[k], rules[r].kind);
		return;
	}
}

struct mutant *mutate_find(const char *text, size_t len, size_t *n)
{
	struct list l = { 0 };
	struct strv strings = output_strings(text, len);
	struct tok *toks = tokenize(text, len);
	const struct tok none = { .kind = T_NONE };
	for (size_t i = 0; toks[i].kind != T_NONE; i++) {
		const struct tok *t = &toks[i], *prev = i ? &toks[i - 1] : &none, *next = &toks[i + 1];
		int shift = is_shift(text, prev);
		if (t->kind == T_NUMBER) {
			mutate_number(&l, text, t, shift);
		} else if (t->kind == T_NAME && shift) {
			mutate_shift_name(&l, text, t, next);
		} else if (t->kind == T_STRING && output_string(text, t)) {
			for (size_t k = 0; k < strings.n; k++)
				if (strlen(strings.v[k]) != t->len || strncmp(strings.v[k], text + t->off, t->len))
					add(&l, text, t, strings.v[k], "string");
		} else if (t->kind == T_PUNCT) {
			mutate_punct(&l, text, t, prev);
		}
	}
	free(toks);
	strv_free(&strings);
	*n = l.n;
	return l.v;
}

void mutants_free(struct mutant *m, size_t n)
{
	for (size_t i = 0; i < n; i++) {
		free(m[i].from);
		free(m[i].to);
	}
	free(m);
}

char *mutate_apply(const char *text, size_t len, const struct mutant *m, size_t *outlen)
{
	size_t tl = strlen(m->to);
	*outlen = len - m->length + tl;
	char *out = xmalloc(*outlen + 1);
	memcpy(out, text, m->offset);
	memcpy(out + m->offset, m->to, tl);
	memcpy(out + m->offset + tl, text + m->offset + m->length, len - m->offset - m->length);
	out[*outlen] = '\0';
	return out;
}

/* A token for a one-line report: control characters as \xHH, at most 40 bytes. */
static void shown(const char *s, char *buf, size_t size)
{
	size_t n = 0;
	for (; *s && n + 5 < size; s++) {
		if (n >= 40) {
			n += (size_t)snprintf(buf + n, size - n, "...");
			break;
		}
		if ((unsigned char)*s < 0x20 || *s == 0x7f)
			n += (size_t)snprintf(buf + n, size - n, "\\x%02x", (unsigned char)*s);
		else
			buf[n++] = *s;
	}
	buf[n < size ? n : size - 1] = '\0';
}

void mutate_describe(const struct mutant *m, char *buf, size_t size)
{
	char from[64], to[64];
	shown(m->from, from, sizeof from);
	shown(m->to, to, sizeof to);
	snprintf(buf, size, "%d:%d '%s' -> '%s'", m->line, m->col, from, to);
}

/* splitmix64: a fixed generator, the same sequence on every machine. */
static unsigned long long splitmix(unsigned long long *state)
{
	unsigned long long z = (*state += 0x9e3779b97f4a7c15ULL);
	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
	z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
	return z ^ (z >> 31);
}

static int cmp_size(const void *a, const void *b)
{
	size_t x = *(const size_t *)a, y = *(const size_t *)b;
	return x < y ? -1 : x > y;
}

void mutate_sample(size_t n, size_t k, unsigned long long seed, size_t *picked)
{
	size_t *all = xmalloc((n ? n : 1) * sizeof *all);
	for (size_t i = 0; i < n; i++)
		all[i] = i;
	/* The first k steps of a Fisher-Yates shuffle. */
	unsigned long long state = seed;
	for (size_t i = 0; i < k && i < n; i++) {
		size_t j = i + (size_t)(splitmix(&state) % (n - i));
		size_t tmp = all[i];
		all[i] = all[j];
		all[j] = tmp;
	}
	memcpy(picked, all, (k < n ? k : n) * sizeof *picked);
	qsort(picked, k < n ? k : n, sizeof *picked, cmp_size);
	free(all);
}
