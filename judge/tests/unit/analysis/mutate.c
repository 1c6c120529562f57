/*
 * The mutant generator, table-driven from data/mutate-cases.txt: each case is
 * a small C source with exactly the mutants mutate_find() must give for it, in
 * order, as mutate_describe() prints them. Then applying a mutant, and the
 * seeded sample of --max.
 */
#define _GNU_SOURCE
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "analysis/mutate.h"
#include "testutil.h"
#include "util.h"

struct mcase {
	char *name, *source, *expect;
};

static struct mcase *cases;
static int ncases;

/* "== name", the source's lines, "-- expect", one line per mutant ("-- expect" then nothing: none). */
static void load_cases(void)
{
	char *text = test_read_data("mutate-cases.txt");
	struct mcase *c = NULL;
	int expecting = 0;
	char *save = NULL;
	for (char *line = strtok_r(text, "\n", &save); line; line = strtok_r(NULL, "\n", &save)) {
		char **into = c ? (expecting ? &c->expect : &c->source) : NULL;
		if (!strncmp(line, "== ", 3)) {
			cases = xrealloc(cases, (size_t)(ncases + 1) * sizeof *cases);
			c = &cases[ncases++];
			c->name = xstrdup(line + 3);
			c->source = xstrdup("");
			c->expect = xstrdup("");
			expecting = 0;
		} else if (!c) {
			continue; /* the file's own comments, before the first case */
		} else if (!strcmp(line, "-- expect")) {
			expecting = 1;
		} else {
			char *more = xasprintf("%s%s\n", *into, line);
			free(*into);
			*into = more;
		}
	}
	free(text);
}

START_TEST(mutants_of_case)
{
	const struct mcase *c = &cases[_i];
	size_t n;
	struct mutant *m = mutate_find(c->source, strlen(c->source), &n);
	char *got = xstrdup("");
	for (size_t i = 0; i < n; i++) {
		char line[256];
		mutate_describe(&m[i], line, sizeof line);
		char *more = xasprintf("%s%s %s\n", got, line, m[i].kind);
		free(got);
		got = more;
		/* The replaced token is where the mutant says. */
		ck_assert_msg(!strncmp(c->source + m[i].offset, m[i].from, m[i].length), "%s: mutant %zu", c->name,
		              i + 1);
	}
	if (getenv("MUTATE_PRINT"))
		printf("== %s\n%s", c->name, got);
	/* Check's message has a size limit that a long case passes: the texts go to stderr. */
	if (strcmp(got, c->expect))
		fprintf(stderr, "%s:\nexpected:\n%sgot:\n%s", c->name, c->expect, got);
	ck_assert_msg(!strcmp(got, c->expect), "%s: not the expected mutants (stderr has both)", c->name);
	free(got);
	mutants_free(m, n);
}
END_TEST

START_TEST(apply_replaces_one_token)
{
	const char *src = "if (a < b)\n\treturn !x;\n";
	size_t n, len;
	struct mutant *m = mutate_find(src, strlen(src), &n);
	ck_assert_uint_eq(n, 3);
	char *out = mutate_apply(src, strlen(src), &m[0], &len);
	ck_assert_str_eq(out, "if (a <= b)\n\treturn !x;\n");
	ck_assert_uint_eq(len, strlen(out));
	free(out);
	out = mutate_apply(src, strlen(src), &m[2], &len);
	ck_assert_str_eq(out, "if (a < b)\n\treturn x;\n");
	free(out);
	mutants_free(m, n);
}
END_TEST

START_TEST(sample_is_seeded)
{
	size_t a[5], b[5], all[8];
	mutate_sample(100, 5, 1, a);
	mutate_sample(100, 5, 1, b);
	ck_assert(!memcmp(a, b, sizeof a));
	/*
	 * The same on every machine: splitmix64 from the seed. The expected
	 * indices were computed apart from this code, by a Python transcription of
	 * splitmix64 (its published constants; seed 0's first output is
	 * 0xe220a8397b1dcdaf, as in the reference implementation) and of the first
	 * five Fisher-Yates steps over 0..99, sorted.
	 */
	const size_t expect[5] = { 53, 56, 61, 65, 66 };
	for (int i = 0; i < 5; i++)
		ck_assert_uint_eq(a[i], expect[i]);
	for (int i = 1; i < 5; i++)
		ck_assert(a[i - 1] < a[i] && a[i] < 100);
	mutate_sample(100, 5, 2, b);
	ck_assert(memcmp(a, b, sizeof a) != 0);
	/* All of them, in order. */
	mutate_sample(8, 8, 7, all);
	for (size_t i = 0; i < 8; i++)
		ck_assert_uint_eq(all[i], i);
}
END_TEST

int main(void)
{
	load_cases();
	Suite *s = suite_create("mutate");
	TCase *tc = tcase_create("mutate");
	tcase_add_loop_test(tc, mutants_of_case, 0, ncases);
	tcase_add_test(tc, apply_replaces_one_token);
	tcase_add_test(tc, sample_is_seeded);
	suite_add_tcase(s, tc);
	return test_run(s);
}
