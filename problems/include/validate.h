/*
 * validate.h: a strict reader for input validators.
 *
 * A validator is a standalone C11 program that reads a test input on stdin and
 * exits 0 when it matches the statement exactly: the format (single spaces between
 * tokens, every line ended by '\n', nothing after the last line) and every bound.
 * Otherwise it prints "line L: what was wrong" on stderr and exits 1. The helpers
 * below do that on their own: a validator reads the input as the statement
 * describes it, calling v_int, v_space, v_eoln and v_eof in order.
 */
#ifndef VALIDATE_H
#define VALIDATE_H

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static long v_line = 1;

static inline void v_fail(const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	fprintf(stderr, "line %ld: ", v_line);
	vfprintf(stderr, fmt, ap);
	fputc('\n', stderr);
	va_end(ap);
	exit(1);
}

/* The next byte without consuming it, or EOF. */
static inline int v_peek(void)
{
	int c = getchar();
	if (c != EOF)
		ungetc(c, stdin);
	return c;
}

static inline const char *v_show(int c)
{
	static char buf[16];
	if (c == EOF)
		return "end of file";
	if (c == '\n')
		return "end of line";
	if (c == ' ')
		return "a space";
	if (c >= 33 && c < 127)
		snprintf(buf, sizeof buf, "'%c'", c);
	else
		snprintf(buf, sizeof buf, "byte 0x%02x", c & 0xff);
	return buf;
}

static inline void v_char(int want, const char *what)
{
	int c = getchar();
	if (c != want)
		v_fail("expected %s, got %s", what, v_show(c));
	if (c == '\n')
		v_line++;
}

static inline void v_space(void) { v_char(' ', "a single space"); }
static inline void v_eoln(void) { v_char('\n', "end of line"); }

static inline void v_eof(void)
{
	int c = getchar();
	if (c != EOF)
		v_fail("expected end of file, got %s", v_show(c));
}

/* Reads a token of up to max-1 bytes (no spaces or newlines) into buf. */
static inline char *v_token(char *buf, size_t max, const char *what)
{
	size_t n = 0;
	int c;
	while ((c = v_peek()) != EOF && c > ' ' && c < 127) {
		if (n + 1 >= max)
			v_fail("%s is too long", what);
		buf[n++] = (char)getchar();
	}
	buf[n] = '\0';
	if (n == 0)
		v_fail("expected %s, got %s", what, v_show(c));
	return buf;
}

/* Reads an integer in [lo, hi]: an optional '-', then digits, no leading zeros. */
static inline long long v_int(long long lo, long long hi, const char *what)
{
	char buf[32];
	v_token(buf, sizeof buf, what);
	const char *p = buf + (buf[0] == '-');
	if (*p == '\0' || (p[0] == '0' && p[1] != '\0') || (buf[0] == '-' && strcmp(p, "0") == 0))
		v_fail("%s: malformed integer \"%s\"", what, buf);
	unsigned long long mag = 0;
	for (; *p; p++) {
		if (*p < '0' || *p > '9')
			v_fail("%s: malformed integer \"%s\"", what, buf);
		if (mag > (~0ULL - 9) / 10)
			v_fail("%s: %s is out of range", what, buf);
		mag = mag * 10 + (unsigned)(*p - '0');
	}
	if (mag > 9223372036854775808ULL || (buf[0] != '-' && mag > 9223372036854775807ULL))
		v_fail("%s: %s is out of range", what, buf);
	long long v = buf[0] == '-' ? (long long)(0 - mag) : (long long)mag;
	if (v < lo || v > hi)
		v_fail("%s = %lld, expected %lld..%lld", what, v, lo, hi);
	return v;
}

#endif
