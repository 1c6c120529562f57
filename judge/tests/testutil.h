/* testutil.h: small helpers shared by the unit tests. */
#ifndef TESTUTIL_H
#define TESTUTIL_H

#include <stddef.h>

/* The directory holding the test data files (from TEST_DATA, set by meson). */
const char *test_data_dir(void);

/* A fresh scratch directory, removed at exit. */
char *test_scratch(void);

/* Writes text to dir/rel, creating folders. Aborts the test on error. */
void test_write(const char *dir, const char *rel, const char *text);

/* Decodes a C-style quoted string ("a\n\t\\\"") into a malloc'ed buffer. */
char *test_unquote(const char *s, size_t *len);

#endif
