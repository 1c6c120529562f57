/*
 * lang.h: the language table, judge/languages.yaml.
 *
 * Each language names its file extensions, the name its source gets in the build
 * directory, and the compiler command line with {src} and {out} placeholders.
 */
#ifndef LANG_H
#define LANG_H

#include <stddef.h>

#include "diag.h"

struct language {
	char *name;
	char **extensions; /* NULL-terminated */
	char *source;      /* file name of the source in the build directory */
	char **compile;    /* NULL-terminated argv template */
};

struct lang_table {
	struct language *langs;
	size_t n;
};

/* Loads the table; NULL with "file:line:col: key: message" in d on error. */
struct lang_table *lang_load(const char *path, struct diag *d);

/* The same for the file's text already in memory (len bytes, no NUL needed); path
 * only names it in messages. lang_load() reads the file and calls this. */
struct lang_table *lang_parse(const char *path, const char *text, size_t len, struct diag *d);

void lang_free(struct lang_table *t);

/* The language called name, or NULL. */
const struct language *lang_by_name(const struct lang_table *t, const char *name);

/* The language for a file by its extension, or NULL. */
const struct language *lang_by_file(const struct lang_table *t, const char *path);

#endif
