/*
 * sanitize.h: reading what AddressSanitizer and UBSan say.
 *
 * A sanitized build (the languages c-sanitize and cpp-sanitize of
 * judge/languages.yaml: -fsanitize=address,undefined, any report fatal) runs
 * like any program; when it breaks a rule it writes a report on stderr and
 * exits 1. sanitize_read() turns the start of that stderr into one line for a
 * test's message, and lists the addresses of the program's own stack frames
 * so that the caller can ask addr2line for their source lines (UBSan names
 * its line itself; ASan, without a symbolizer in the sandbox, gives offsets
 * into the binary). Pure functions: no I/O.
 */
#ifndef SANITIZE_H
#define SANITIZE_H

#include <stddef.h>

#define SANITIZE_FRAMES 3 /* program frames kept from an ASan report */

struct sanitize_report {
	char summary[400];                /* "AddressSanitizer: heap-buffer-overflow, READ of size 4" */
	char frames[SANITIZE_FRAMES][24]; /* offsets into the binary, "0x13f0", innermost first */
	int nframes;
};

/*
 * Whether text (a run's stderr, len bytes) holds a sanitizer report: 1 with
 * r filled, 0 when it does not. A UBSan report's summary is its first
 * "runtime error" line as UBSan wrote it ("main.c:3:9: runtime error: index 10
 * out of bounds for type 'int [10]'"); an ASan report's is the error's kind and
 * the access ("AddressSanitizer: heap-buffer-overflow, READ of size 4").
 */
int sanitize_read(const char *text, size_t len, struct sanitize_report *r);

/*
 * The start of a sanitized run's stderr without the runtime's own noise: the
 * warning each run gives because the sandbox has no /proc ("reading
 * executable name failed"). Copies text into buf (a string of at most size - 1
 * bytes) without those lines.
 */
void sanitize_strip_noise(const char *text, char *buf, size_t size);

/* The sanitized build of language l: the table's "NAME-sanitize" ("c" -> "c-sanitize"), or NULL when it has none. */
struct lang_table;
struct language;
const struct language *sanitize_language(const struct lang_table *t, const struct language *l);

#endif
