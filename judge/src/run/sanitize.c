/*
 * Reading sanitizer reports. The formats are GCC's libsanitizer's:
 *
 *   ==2==ERROR: AddressSanitizer: heap-buffer-overflow on address 0x6020... at pc ...
 *   READ of size 4 at 0x60200000001c thread T0
 *       #0 0x7f85728e03f0  (/proc/self/exe+0x13f0)
 *       #1 0x7f8571845249  (/lib/x86_64-linux-gnu/libc.so.6+0x27249)
 *
 *   main.c:3:96: runtime error: index 10 out of bounds for type 'int [10]'
 *
 * The program's own frames are those in /proc/self/exe (the runtime names the
 * main binary so when it cannot read its real name) or in /prog, where the
 * sandbox shows the binary.
 */
#define _GNU_SOURCE
#include "run/sanitize.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "run/languages.h"
#include "util.h"

static const char noise[] = "WARNING: reading executable name failed";

/* The line of text starting at s, up to its newline or end, into buf. */
static void line_at(const char *s, const char *end, char *buf, size_t size)
{
	const char *nl = memchr(s, '\n', (size_t)(end - s));
	size_t n = (size_t)((nl ? nl : end) - s);
	snprintf(buf, size, "%.*s", (int)n, s);
}

/* The first line of text holding needle, or NULL. */
static const char *find_line(const char *text, const char *end, const char *needle)
{
	const char *hit = memmem(text, (size_t)(end - text), needle, strlen(needle));
	if (!hit)
		return NULL;
	while (hit > text && hit[-1] != '\n')
		hit--;
	return hit;
}

/* "heap-buffer-overflow on address 0x..." -> "heap-buffer-overflow": the kind, without where. */
static void cut_at(char *s, const char *const *stops)
{
	for (const char *const *w = stops; *w; w++) {
		char *at = strstr(s, *w);
		if (at)
			*at = '\0';
	}
}

/* The program's frames: "#N 0x... (/proc/self/exe+0xOFF)" or "(/prog+0xOFF)", first ones kept. */
static void read_frames(const char *from, const char *end, struct sanitize_report *r)
{
	static const char *const mains[] = { "(/proc/self/exe+", "(/prog+" };
	for (const char *s = from; s < end && r->nframes < SANITIZE_FRAMES;) {
		const char *nl = memchr(s, '\n', (size_t)(end - s));
		const char *stop = nl ? nl : end;
		char line[300];
		line_at(s, end, line, sizeof line);
		char *hash = strchr(line, '#');
		for (int k = 0; hash && k < 2; k++) {
			char *at = strstr(line, mains[k]);
			if (!at)
				continue;
			at += strlen(mains[k]);
			size_t n = strspn(at, "0123456789abcdefx");
			if (n && n < sizeof r->frames[0] && at[n] == ')')
				snprintf(r->frames[r->nframes++], sizeof r->frames[0], "%.*s", (int)n, at);
			break;
		}
		s = stop + 1;
	}
}

int sanitize_read(const char *text, size_t len, struct sanitize_report *r)
{
	const char *end = text + len;
	memset(r, 0, sizeof r[0]);
	const char *ub = find_line(text, end, ": runtime error: ");
	const char *asan = memmem(text, len, "ERROR: AddressSanitizer: ", 25);
	if (ub && (!asan || ub < asan)) {
		line_at(ub, end, r->summary, sizeof r->summary);
		read_frames(ub, end, r);
		return 1;
	}
	if (!asan)
		return 0;
	char kind[300];
	line_at(asan + 7, end, kind, sizeof kind);
	static const char *const stops[] = { " on address", " on unknown address", " at pc", " (pc", NULL };
	cut_at(kind, stops);
	char access[120] = "";
	const char *acc = find_line(asan, end, " of size ");
	const char *sig = find_line(asan, end, "The signal is caused by a ");
	if (acc && (!strncmp(acc, "READ", 4) || !strncmp(acc, "WRITE", 5))) {
		line_at(acc, end, access, sizeof access);
		static const char *const at[] = { " at 0x", NULL };
		cut_at(access, at);
	} else if (sig) {
		/* A SEGV: "==2==The signal is caused by a READ memory access." */
		line_at(strstr(sig, "caused by a ") + 12, end, access, sizeof access);
		static const char *const dot[] = { ".", NULL };
		cut_at(access, dot);
	}
	snprintf(r->summary, sizeof r->summary, "%s%s%s", kind, access[0] ? ", " : "", access);
	read_frames(asan, end, r);
	return 1;
}

void sanitize_strip_noise(const char *text, char *buf, size_t size)
{
	size_t n = 0;
	for (const char *s = text; *s && n + 1 < size;) {
		const char *nl = strchr(s, '\n');
		size_t k = nl ? (size_t)(nl - s) + 1 : strlen(s);
		if (!memmem(s, k, noise, sizeof noise - 1)) {
			size_t take = k < size - 1 - n ? k : size - 1 - n;
			memcpy(buf + n, s, take);
			n += take;
		}
		s += k;
	}
	if (size)
		buf[n] = '\0';
}

const struct language *sanitize_language(const struct lang_table *t, const struct language *l)
{
	char *name = xasprintf("%s-sanitize", l->name);
	const struct language *s = lang_by_name(t, name);
	free(name);
	return s;
}
