/*
 * The language table: every case in data/language-errors.txt is parsed as
 * judge/languages.yaml and must give exactly the expected message (or load).
 */
#define _GNU_SOURCE
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "run/judge.h"
#include "run/languages.h"
#include "testutil.h"
#include "util.h"

struct lcase {
	char *name, *yaml, *expect;
};

static struct lcase *cases;
static int ncases;

static void load_cases(void)
{
	char *text = test_read_data("language-errors.txt");
	struct lcase *c = NULL;
	int in_expect = 0;
	for (char *save = NULL, *line = strtok_r(text, "\n", &save); line; line = strtok_r(NULL, "\n", &save)) {
		if (!strncmp(line, "== ", 3)) {
			cases = xrealloc(cases, (size_t)(ncases + 1) * sizeof *cases);
			c = &cases[ncases++];
			c->name = xstrdup(line + 3);
			c->yaml = xstrdup("");
			c->expect = NULL;
			in_expect = 0;
		} else if (!c) {
			continue; /* the header */
		} else if (!strcmp(line, "-- expect")) {
			in_expect = 1;
		} else if (in_expect) {
			c->expect = xstrdup(line);
		} else {
			char *y = xasprintf("%s%s\n", c->yaml, line);
			free(c->yaml);
			c->yaml = y;
		}
	}
	free(text);
}

START_TEST(language_case)
{
	const struct lcase *c = &cases[_i];
	struct diag d;
	struct lang_table *t = lang_parse("judge/languages.yaml", c->yaml, strlen(c->yaml), &d);
	ck_assert_msg(c->expect, "%s: no expected message", c->name);
	if (!strcmp(c->expect, "ok")) {
		ck_assert_msg(t != NULL, "%s: expected to load, got: %s", c->name, d.msg);
		ck_assert_ptr_nonnull(lang_by_file(t, "dir/x.cc"));
		ck_assert_str_eq(lang_by_file(t, "dir/x.cc")->name, "cpp");
		ck_assert_ptr_null(lang_by_file(t, "x.c.d/main"));
		lang_free(t);
	} else {
		ck_assert_msg(t == NULL, "%s: expected an error, but it loaded", c->name);
		ck_assert_msg(!strcmp(d.msg, c->expect), "%s:\n  expected: %s\n  got:      %s", c->name, c->expect,
		              d.msg);
	}
}
END_TEST

/*
 * {stack} is the memory limit but at most 256 MiB: under a package's default
 * 2 GiB, -Xss2097152k is refused by the JVM, and even -Xss512m reserved for
 * each of its threads fills the address-space cap.
 */
START_TEST(expand_stack)
{
	static const struct {
		const char *word;
		long memory_kb;
		const char *expect;
	} words[] = {
		{ "-Xss{stack}k", 65536, "-Xss65536k" },      { "-Xss{stack}k", 262144, "-Xss262144k" },
		{ "-Xss{stack}k", 524288, "-Xss262144k" },    { "-Xss{stack}k", 2097152, "-Xss262144k" },
		{ "-Xmx{memory}k", 2097152, "-Xmx2097152k" }, { "{bin}:{main}", 1024, "/prog:Main" },
	};
	for (size_t i = 0; i < sizeof words / sizeof words[0]; i++) {
		struct lang_words w = { .bin = "/prog", .main_class = "Main", .memory_kb = words[i].memory_kb };
		char *got = lang_expand(words[i].word, &w);
		ck_assert_str_eq(got, words[i].expect);
		free(got);
	}
	/* {share}: the run's archive option when the compile made one, else sharing off. */
	struct lang_words w = { .bin = "/prog", .main_class = "Main", .memory_kb = 1024 };
	char *got = lang_expand("{share}", &w);
	ck_assert_str_eq(got, "-Xshare:off");
	free(got);
	w.share = "-XX:SharedArchiveFile=/run.jsa";
	got = lang_expand("{share}", &w);
	ck_assert_str_eq(got, "-XX:SharedArchiveFile=/run.jsa");
	free(got);
}
END_TEST

/*
 * The real table: a language's limits on a 10 MiB problem (hdu2147's) are the
 * problem's plus its allowance, times its factor; kotlinc's JVM is pinned to
 * the serial collector, so one compile does not take every core.
 */
START_TEST(real_table)
{
	struct diag d;
	char *path = xasprintf("%s/judge/languages.yaml", getenv("JUDGE_ROOT"));
	struct lang_table *t = lang_load(path, &d);
	ck_assert_msg(t != NULL, "%s", d.msg);
	const struct limits lim = { .time_ms = 1000, .wall_ms = 3000, .memory_kb = 10240, .output_kb = 1024 };
	static const struct {
		const char *name;
		long time_ms, memory_kb;
	} want[] = { { "c", 1000, 10240 },     { "cpp", 1000, 10240 },  { "python3", 3000, 43008 },
		     { "pypy3", 2000, 75776 }, { "java", 2000, 43008 }, { "kotlin", 2000, 43008 },
		     { "go", 1000, 10240 },    { "rust", 1000, 10240 } };
	for (size_t i = 0; i < sizeof want / sizeof want[0]; i++) {
		struct limits l = judge_language_limits(&lim, lang_by_name(t, want[i].name));
		ck_assert_msg(l.time_ms == want[i].time_ms && l.memory_kb == want[i].memory_kb,
		              "%s: %ld ms, %ld KiB; expected %ld ms, %ld KiB", want[i].name, l.time_ms, l.memory_kb,
		              want[i].time_ms, want[i].memory_kb);
	}
	/* With the archive's limits for the other languages (limits.others), those replace factor and allowance;
	 * C and C++ keep the problem's, with their own factor (the sanitized build's 3). */
	struct problem p = { .limits = lim, .has_others = 1,
		             .others = { .time_ms = 2000, .wall_ms = 6000, .memory_kb = 40960, .output_kb = 1024 } };
	static const struct {
		const char *name;
		long time_ms, memory_kb;
	} archive[] = { { "c", 1000, 10240 },     { "cpp", 1000, 10240 },  { "c-sanitize", 3000, 10240 },
		        { "python3", 2000, 40960 }, { "pypy3", 2000, 40960 }, { "java", 2000, 40960 },
		        { "go", 2000, 40960 },      { "rust", 2000, 40960 } };
	for (size_t i = 0; i < sizeof archive / sizeof archive[0]; i++) {
		const struct language *lang = lang_by_name(t, archive[i].name);
		ck_assert_msg(lang != NULL, "%s: no such language", archive[i].name);
		struct limits l = judge_problem_limits(&p, lang);
		ck_assert_msg(l.time_ms == archive[i].time_ms && l.memory_kb == archive[i].memory_kb,
		              "%s with limits.others: %ld ms, %ld KiB; expected %ld ms, %ld KiB", archive[i].name, l.time_ms,
		              l.memory_kb, archive[i].time_ms, archive[i].memory_kb);
	}
	p.has_others = 0;
	struct limits py = judge_problem_limits(&p, lang_by_name(t, "python3"));
	ck_assert_msg(py.time_ms == 3000 && py.memory_kb == 43008, "python3 without limits.others: %ld ms, %ld KiB",
	              py.time_ms, py.memory_kb);
	const struct language *kt = lang_by_name(t, "kotlin");
	int pinned = 0;
	for (char **e = kt->env; *e; e++)
		pinned |= !strncmp(*e, "JAVA_OPTS=", 10) && strstr(*e, "-XX:+UseSerialGC") != NULL;
	ck_assert_msg(pinned, "kotlinc's JVM is not pinned to the serial collector (JAVA_OPTS)");
	lang_free(t);
	free(path);
}
END_TEST

int main(void)
{
	load_cases();
	Suite *s = suite_create("lang");
	TCase *tc = tcase_create("table");
	tcase_add_loop_test(tc, language_case, 0, ncases);
	suite_add_tcase(s, tc);
	TCase *ex = tcase_create("expand");
	tcase_add_test(ex, expand_stack);
	suite_add_tcase(s, ex);
	TCase *real = tcase_create("real");
	tcase_add_test(real, real_table);
	suite_add_tcase(s, real);
	return test_run(s);
}
