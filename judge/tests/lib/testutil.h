/* testutil.h: small helpers shared by the unit tests. */
#ifndef TESTUTIL_H
#define TESTUTIL_H

#include <stddef.h>

/* The directory holding the test data files (from TEST_DATA, set by meson). */
const char *test_data_dir(void);

/* A fresh scratch directory, removed at exit (even when the caller has freed the string, which it owns). */
char *test_scratch(void);
/* The path rel in a fresh scratch directory (test_scratch()), nothing made there. For free(). */
char *test_scratch_path(const char *rel);

/* Writes text to dir/rel, creating folders. Aborts the test on error. */
void test_write(const char *dir, const char *rel, const char *text);

/* Decodes a C-style quoted string ("a\n\t\\\"\x1b") into a malloc'ed buffer. */
char *test_unquote(const char *s, size_t *len);

/* Strips spaces at both ends, in place. */
char *test_trim(char *s);

/* Reads data/NAME into a malloc'ed string; exits on error. */
char *test_read_data(const char *name);

struct Suite;
/* Runs a suite in this process and returns the exit status (0: all passed). */
int test_run(struct Suite *s);

struct TTest;
/* test_run() of a suite of one case, named so, of the tests (START_TEST's names) up to a NULL. */
int test_run_case(const char *suite, const char *tcase, const struct TTest *const *tests);

#endif
