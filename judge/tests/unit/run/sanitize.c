/*
 * Reading sanitizer reports, table-driven from data/sanitize-cases.txt: each
 * case is what a sanitized run wrote on stderr with the summary and the
 * program frames sanitize_read() must find; then stripping the runtime's noise.
 */
#define _GNU_SOURCE
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "run/sanitize.h"
#include "testutil.h"
#include "util.h"

struct scase {
	char *name, *text, *expect;
};

static struct scase *cases;
static int ncases;

static void load_cases(void)
{
	char *text = test_read_data("sanitize-cases.txt");
	struct scase *c = NULL;
	int expecting = 0;
	char *save = NULL;
	for (char *line = strtok_r(text, "\n", &save); line; line = strtok_r(NULL, "\n", &save)) {
		if (!strncmp(line, "== ", 3)) {
			cases = xrealloc(cases, (size_t)(ncases + 1) * sizeof *cases);
			c = &cases[ncases++];
			c->name = xstrdup(line + 3);
			c->text = xstrdup("");
			c->expect = xstrdup("");
			expecting = 0;
		} else if (!c) {
			continue; /* the file's own comments */
		} else if (!strcmp(line, "-- expect")) {
			expecting = 1;
		} else {
			char **into = expecting ? &c->expect : &c->text;
			char *more = xasprintf("%s%s\n", *into, line);
			free(*into);
			*into = more;
		}
	}
	free(text);
}

START_TEST(report_of_case)
{
	const struct scase *c = &cases[_i];
	struct sanitize_report r;
	char *got;
	if (!sanitize_read(c->text, strlen(c->text), &r)) {
		got = xstrdup("none\n");
	} else {
		got = xasprintf("summary: %s\nframes:", r.summary);
		for (int k = 0; k < r.nframes; k++) {
			char *more = xasprintf("%s %s", got, r.frames[k]);
			free(got);
			got = more;
		}
		char *more = xasprintf("%s\n", got);
		free(got);
		got = more;
	}
	ck_assert_msg(!strcmp(got, c->expect), "%s:\nexpected:\n%sgot:\n%s", c->name, c->expect, got);
	free(got);
}
END_TEST

START_TEST(noise_is_stripped)
{
	const char *text = "==2==WARNING: reading executable name failed with errno 2, some stack frames may not be "
	                   "symbolized\nmain.c:1:1: runtime error: x\n==2==WARNING: reading executable name failed "
	                   "with errno 2\nmore";
	char buf[64];
	sanitize_strip_noise(text, buf, sizeof buf);
	ck_assert_str_eq(buf, "main.c:1:1: runtime error: x\nmore");
	char tiny[8];
	sanitize_strip_noise(text, tiny, sizeof tiny);
	ck_assert_str_eq(tiny, "main.c:");
}
END_TEST

int main(void)
{
	load_cases();
	Suite *s = suite_create("sanitize");
	TCase *tc = tcase_create("sanitize");
	tcase_add_loop_test(tc, report_of_case, 0, ncases);
	tcase_add_test(tc, noise_is_stripped);
	suite_add_tcase(s, tc);
	return test_run(s);
}
