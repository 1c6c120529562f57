/*
 * yml.h: the one wrapper around libyaml.
 *
 * yml_parse() reads a YAML file's text into a small tree of nodes that each remember their
 * line and column, so that every later schema error can point at the exact spot:
 *     problems/x/problem.yaml:7:9: limits.time: expected seconds > 0, got "fast"
 * The schema helpers below produce exactly that shape of message. Aliases, tags
 * and multiple documents are not part of any file the judge reads and are errors.
 */
#ifndef YML_H
#define YML_H

#include <stddef.h>

#include "diag.h"

enum yml_kind { YML_SCALAR, YML_SEQ, YML_MAP };

struct yml_node {
	enum yml_kind kind;
	int line, col;           /* 1-based position of the node's first character */
	char *value;             /* YML_SCALAR: the text */
	int plain;               /* YML_SCALAR: written without quotes */
	size_t n;                /* YML_SEQ, YML_MAP: number of items or pairs */
	size_t nitems;           /* entries used in items (2n, or 2n+1 while a key waits) */
	struct yml_node **items; /* YML_SEQ: the items; YML_MAP: keys at 2i, values at 2i+1 */
};

/* A loaded file. The tree and every string in it are owned by the document. */
struct yml_doc {
	char *path;            /* as given, used in messages */
	struct yml_node *root; /* NULL for an empty file */
};

/*
 * Parses YAML text: len bytes (no terminating NUL needed) read from the file path,
 * which names it in messages. NULL with "path:line:col: message" in d on error. The
 * callers read the file themselves, so that tests and fuzz targets can hand in text.
 */
struct yml_doc *yml_parse(const char *path, const char *text, size_t len, struct diag *d);

void yml_free(struct yml_doc *doc);

/* The value of key in a mapping, or NULL. */
const struct yml_node *yml_get(const struct yml_node *map, const char *key);

/*
 * Schema checks. Each records "file:line:col: keypath: message" and returns -1 on
 * error. keypath names the node being checked, e.g. "limits.time" or "tests[3].name".
 */
int yml_error(const struct yml_doc *doc, const struct yml_node *node, const char *keypath, struct diag *d,
              const char *fmt, ...) __attribute__((format(printf, 5, 6)));

/* Checks that node is a mapping whose keys are all in allowed (NULL-terminated)
 * and that every key in required is present. */
int yml_check_map(const struct yml_doc *doc, const struct yml_node *node, const char *keypath,
                  const char *const *allowed, const char *const *required, struct diag *d);

int yml_string(const struct yml_doc *doc, const struct yml_node *node, const char *keypath, const char **out,
               struct diag *d);
int yml_double(const struct yml_doc *doc, const struct yml_node *node, const char *keypath, double lo, double hi,
               const char *what, double *out, struct diag *d);
int yml_long(const struct yml_doc *doc, const struct yml_node *node, const char *keypath, long lo, long hi, long *out,
             struct diag *d);
int yml_bool(const struct yml_doc *doc, const struct yml_node *node, const char *keypath, int *out, struct diag *d);
/* A sequence of strings: out is a NULL-terminated array the caller frees (not the strings). */
int yml_strings(const struct yml_doc *doc, const struct yml_node *node, const char *keypath, const char ***out,
                size_t *n, struct diag *d);

#endif
