#define _GNU_SOURCE
#include "testutil.h"

#include <check.h>
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "util.h"

/* Usable inside and outside a running test: a broken fixture ends the program. */
#define need(cond, ...)                                                                                                \
	do {                                                                                                           \
		if (!(cond)) {                                                                                         \
			fprintf(stderr, __VA_ARGS__);                                                                  \
			fputc('\n', stderr);                                                                           \
			exit(2);                                                                                       \
		}                                                                                                      \
	} while (0)

const char *test_data_dir(void)
{
	const char *d = getenv("TEST_DATA");
	return d ? d : "judge/tests/data";
}

/* Every scratch directory made, however many: each is removed at exit. */
static char **scratch_dirs;
static size_t nscratch;

static void cleanup(void)
{
	for (size_t i = 0; i < nscratch; i++)
		remove_tree(scratch_dirs[i]);
}

char *test_scratch(void)
{
	char *dir = xasprintf("%s/judge-test-XXXXXX", getenv("TMPDIR") ? getenv("TMPDIR") : "/tmp");
	need(mkdtemp(dir), "mkdtemp %s failed", dir);
	if (nscratch == 0)
		atexit(cleanup);
	scratch_dirs = xrealloc(scratch_dirs, (nscratch + 1) * sizeof *scratch_dirs);
	scratch_dirs[nscratch++] = xstrdup(dir); /* its own copy: callers free theirs */
	return dir;
}

char *test_scratch_path(const char *rel)
{
	char *dir = test_scratch(), *path = xasprintf("%s/%s", dir, rel);
	free(dir);
	return path;
}

void test_write(const char *dir, const char *rel, const char *text)
{
	struct diag d;
	char *path = xasprintf("%s/%s", dir, rel);
	char *folder = xstrdup(path);
	*strrchr(folder, '/') = '\0';
	need(mkdir_p(folder, 0755, &d) == 0, "%s", d.msg);
	need(write_file_atomic(path, text, strlen(text), 0644, &d) == 0, "%s", d.msg);
	free(folder);
	free(path);
}

char *test_unquote(const char *s, size_t *len)
{
	char *out = xmalloc(strlen(s) + 1);
	size_t n = 0;
	need(*s == '"', "expected a quoted string, got %s", s);
	for (s++; *s && *s != '"'; s++) {
		if (*s != '\\') {
			out[n++] = *s;
			continue;
		}
		s++;
		if (*s == 'x' && isxdigit((unsigned char)s[1]) && isxdigit((unsigned char)s[2])) {
			char hex[3] = { s[1], s[2], '\0' };
			out[n++] = (char)strtol(hex, NULL, 16);
			s += 2;
			continue;
		}
		out[n++] = *s == 'n' ? '\n' : *s == 't' ? '\t' : *s == 'r' ? '\r' : *s;
	}
	need(*s == '"', "unterminated string");
	out[n] = '\0';
	*len = n;
	return out;
}

char *test_trim(char *s)
{
	while (*s == ' ')
		s++;
	char *e = s + strlen(s);
	while (e > s && e[-1] == ' ')
		*--e = '\0';
	return s;
}

char *test_read_data(const char *name)
{
	struct diag d;
	char *path = xasprintf("%s/%s", test_data_dir(), name), *text;
	need(read_file(path, &text, NULL, &d) == 0, "%s", d.msg);
	free(path);
	return text;
}

int test_run(Suite *s)
{
	SRunner *sr = srunner_create(s);
	/*
	 * No fork: a test's state (the judge, its sandbox) is shared, and a crash
	 * is the test program's. Check's per-case timeouts do not apply without a
	 * fork: the bound on a hung test is meson's timeout for the whole program.
	 */
	srunner_set_fork_status(sr, CK_NOFORK);
	srunner_run_all(sr, CK_NORMAL);
	int failed = srunner_ntests_failed(sr);
	srunner_free(sr);
	return failed ? 1 : 0;
}

int test_run_case(const char *suite, const char *tcase, const struct TTest *const *tests)
{
	Suite *s = suite_create(suite);
	TCase *tc = tcase_create(tcase);
	for (; *tests; tests++)
		tcase_add_test(tc, *tests);
	suite_add_tcase(s, tc);
	return test_run(s);
}
