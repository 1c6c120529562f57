/*
 * Java sources and class files, read just far enough to name files and find
 * main. The source is scanned token by token with comments, strings, text
 * blocks and character literals skipped and braces counted, so only
 * top-level declarations count. A class file (JVM specification, chapter 4)
 * is read through its constant pool and fields to its methods, each checked
 * for the name "main", the descriptor "([Ljava/lang/String;)V" and the flags
 * public and static.
 */
#define _GNU_SOURCE
#include "run/jvm.h"

#include <ctype.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "util.h"

static int ident_char(char c)
{
	return isalnum((unsigned char)c) || c == '_' || c == '$';
}

/* Skips a comment, string, text block or character literal at i; returns where scanning resumes. */
static size_t skip_literal(const char *t, size_t len, size_t i)
{
	if (t[i] == '/' && i + 1 < len && t[i + 1] == '/') {
		while (i < len && t[i] != '\n')
			i++;
		return i;
	}
	if (t[i] == '/' && i + 1 < len && t[i + 1] == '*') {
		for (i += 2; i + 1 < len && !(t[i] == '*' && t[i + 1] == '/'); i++)
			;
		return i + 2 < len ? i + 2 : len;
	}
	if (t[i] == '"' && i + 2 < len && t[i + 1] == '"' && t[i + 2] == '"') {
		for (i += 3; i + 2 < len && !(t[i] == '"' && t[i + 1] == '"' && t[i + 2] == '"'); i++)
			if (t[i] == '\\')
				i++;
		return i + 3 < len ? i + 3 : len;
	}
	char q = t[i];
	for (i++; i < len && t[i] != q && t[i] != '\n'; i++)
		if (t[i] == '\\')
			i++;
	return i + 1 < len ? i + 1 : len;
}

char *jvm_public_class(const char *t, size_t len)
{
	int depth = 0, is_public = 0, want_name = 0;
	for (size_t i = 0; i < len;) {
		char c = t[i];
		if (c == '"' || c == '\'' || (c == '/' && i + 1 < len && (t[i + 1] == '/' || t[i + 1] == '*'))) {
			i = skip_literal(t, len, i);
		} else if (ident_char(c)) {
			size_t s = i;
			while (i < len && ident_char(t[i]))
				i++;
			if (depth != 0)
				continue;
			size_t n = i - s;
			if (want_name) {
				if (is_public)
					return strndup(t + s, n);
				want_name = 0;
			} else if (n == 6 && !strncmp(t + s, "public", 6)) {
				is_public = 1;
			} else if ((n == 5 && !strncmp(t + s, "class", 5)) ||
			           (n == 9 && !strncmp(t + s, "interface", 9)) ||
			           (n == 4 && !strncmp(t + s, "enum", 4)) || (n == 6 && !strncmp(t + s, "record", 6))) {
				want_name = 1;
			}
		} else {
			if (c == '{')
				depth++;
			else if (c == '}' && depth > 0)
				depth--;
			if (c == '{' || c == '}' || c == ';')
				is_public = want_name = 0;
			else if (!isspace((unsigned char)c) && c != '@' && c != '.' && c != '(' && c != ')')
				want_name = 0;
			i++;
		}
	}
	return NULL;
}

/* A bounds-checked reader over a class file. */
struct reader {
	const unsigned char *p;
	size_t len, pos;
	int bad;
};

static unsigned long take(struct reader *r, int bytes)
{
	unsigned long v = 0;
	if (r->pos + (size_t)bytes > r->len) {
		r->bad = 1;
		return 0;
	}
	for (int i = 0; i < bytes; i++)
		v = v << 8 | r->p[r->pos++];
	return v;
}

static void skip(struct reader *r, size_t n)
{
	if (r->pos + n > r->len)
		r->bad = 1;
	else
		r->pos += n;
}

/* Skips a field's or method's attributes. */
static void skip_attributes(struct reader *r)
{
	for (unsigned long n = take(r, 2); n-- && !r->bad;) {
		take(r, 2);
		skip(r, take(r, 4));
	}
}

/* Whether the class file declares public static void main(String[]). */
static int has_main(const unsigned char *p, size_t len)
{
	struct reader r = { .p = p, .len = len };
	if (take(&r, 4) != 0xCAFEBABEUL)
		return 0;
	take(&r, 4);
	unsigned long count = take(&r, 2);
	/* Where each Utf8 constant starts, to compare names and descriptors. */
	size_t *utf8 = xcalloc(count + 1, sizeof *utf8);
	for (unsigned long i = 1; i < count && !r.bad; i++) {
		unsigned long tag = take(&r, 1);
		switch (tag) {
		case 1:
			utf8[i] = r.pos;
			skip(&r, take(&r, 2));
			break;
		case 3:
		case 4:
		case 9:
		case 10:
		case 11:
		case 12:
		case 17:
		case 18:
			skip(&r, 4);
			break;
		case 5:
		case 6:
			skip(&r, 8);
			i++; /* eight-byte constants take two slots */
			break;
		case 7:
		case 8:
		case 16:
		case 19:
		case 20:
			skip(&r, 2);
			break;
		case 15:
			skip(&r, 3);
			break;
		default:
			r.bad = 1;
		}
	}
	skip(&r, 6);               /* access flags, this class, super class */
	skip(&r, 2 * take(&r, 2)); /* interfaces */
	for (unsigned long n = take(&r, 2); n-- && !r.bad;) {
		skip(&r, 6);
		skip_attributes(&r);
	}
	int found = 0;
	for (unsigned long n = take(&r, 2); n-- && !r.bad && !found;) {
		unsigned long flags = take(&r, 2), name = take(&r, 2), desc = take(&r, 2);
		skip_attributes(&r);
		if (r.bad || (flags & 0x0009) != 0x0009 || name >= count || desc >= count || !utf8[name] || !utf8[desc])
			continue;
		const char *want[2] = { "main", "([Ljava/lang/String;)V" };
		size_t at[2] = { utf8[name], utf8[desc] };
		found = 1;
		for (int k = 0; k < 2; k++) {
			size_t nlen = (size_t)p[at[k]] << 8 | p[at[k] + 1];
			if (nlen != strlen(want[k]) || memcmp(p + at[k] + 2, want[k], nlen) != 0)
				found = 0;
		}
	}
	free(utf8);
	return found && !r.bad;
}

char *jvm_main_class(const char *dir, const char *prefer, char *why, size_t size)
{
	struct strv names = { 0 }, mains = { 0 };
	dir_list(dir, &names);
	for (size_t i = 0; i < names.n; i++) {
		const char *n = names.v[i];
		size_t len = strlen(n);
		if (len <= 6 || strcmp(n + len - 6, ".class") != 0 || strchr(n, '$'))
			continue;
		char *path = xasprintf("%s/%s", dir, n), *bytes;
		size_t blen;
		struct diag d;
		if (read_file(path, &bytes, &blen, &d) == 0) {
			if (has_main((const unsigned char *)bytes, blen)) {
				char *cls = strndup(n, len - 6);
				strv_push(&mains, cls);
				free(cls);
			}
			free(bytes);
		}
		free(path);
	}
	strv_free(&names);
	char *main_class = NULL;
	for (size_t i = 0; i < mains.n && prefer; i++)
		if (!strcmp(mains.v[i], prefer))
			main_class = xstrdup(prefer);
	if (!main_class && mains.n == 1)
		main_class = xstrdup(mains.v[0]);
	if (!main_class && mains.n == 0)
		snprintf(why, size,
		         "no class declares public static void main(String[]) (a package declaration? leave it "
		         "out)");
	else if (!main_class) {
		size_t k = (size_t)snprintf(why, size, "several classes declare main (");
		for (size_t i = 0; i < mains.n && k < size; i++)
			k += (size_t)snprintf(why + k, size - k, "%s%s", i ? ", " : "", mains.v[i]);
		if (k < size)
			snprintf(why + k, size - k, "): make the one to run public");
	}
	strv_free(&mains);
	return main_class;
}
