/*
 * The reporting layer's escaping, table-driven from data/escape-cases.txt: each
 * case is a text and what the terminal, a Markdown cell and HTML make of it.
 */
#define _GNU_SOURCE
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "report/report.h"
#include "testutil.h"
#include "util.h"

struct ecase {
	int line;
	char *in, *text, *md, *html;
};

static struct ecase cases[64];
static int ncases;

static void load_cases(void)
{
	char *text = test_read_data("escape-cases.txt");
	char *f[4];
	int n = 0, lineno = 0, first = 0;
	for (char *line = text, *next; line && *line; line = next) {
		next = strchr(line, '\n');
		if (next)
			*next++ = '\0';
		lineno++;
		if (line[0] == '#')
			continue;
		if (!*test_trim(line)) {
			if (n) {
				fprintf(stderr, "escape-cases.txt:%d: a case of %d lines, expected 4\n", first, n);
				exit(2);
			}
			continue;
		}
		if (!n)
			first = lineno;
		f[n++] = line;
		if (n < 4)
			continue;
		if (ncases == (int)(sizeof cases / sizeof cases[0])) {
			fprintf(stderr, "escape-cases.txt: more than %d cases\n", ncases);
			exit(2);
		}
		size_t len;
		cases[ncases++] = (struct ecase){ .line = first,
			                          .in = test_unquote(f[0], &len),
			                          .text = test_unquote(f[1], &len),
			                          .md = test_unquote(f[2], &len),
			                          .html = test_unquote(f[3], &len) };
		n = 0;
	}
	if (n) {
		fprintf(stderr, "escape-cases.txt:%d: a case of %d lines, expected 4\n", first, n);
		exit(2);
	}
	free(text);
}

START_TEST(escape_case)
{
	const struct ecase *c = &cases[_i];
	char *text = report_text_escape(c->in), *md = report_md_escape(c->in), *html = NULL;
	size_t len = 0;
	FILE *f = open_memstream(&html, &len);
	ck_assert_ptr_nonnull(f);
	report_html_escape(f, c->in);
	fclose(f);
	ck_assert_msg(!strcmp(text, c->text), "line %d, terminal: expected [%s], got [%s]", c->line, c->text, text);
	ck_assert_msg(!strcmp(md, c->md), "line %d, Markdown: expected [%s], got [%s]", c->line, c->md, md);
	ck_assert_msg(!strcmp(html, c->html), "line %d, HTML: expected [%s], got [%s]", c->line, c->html, html);
	free(text);
	free(md);
	free(html);
}
END_TEST

/* Text that is not UTF-8 (a program's stderr, a team's folder name) keeps its place in JSON. */
static const struct {
	const char *in, *out;
} utf8_cases[] = {
	{ "plain", "plain" },
	{ "caf\xc3\xa9 \xe2\x82\xac \xf0\x9f\x8e\xb2", "caf\xc3\xa9 \xe2\x82\xac \xf0\x9f\x8e\xb2" },
	{ "\xff\xfe", "\xef\xbf\xbd\xef\xbf\xbd" },
	{ "bad \xc3\n", "bad \xef\xbf\xbd\n" },                         /* cut short by the line's end */
	{ "\xc0\xaf", "\xef\xbf\xbd\xef\xbf\xbd" },                   /* an overlong '/' */
	{ "\xed\xa0\x80", "\xef\xbf\xbd\xef\xbf\xbd\xef\xbf\xbd" }, /* a surrogate */
	{ "\xf4\x90\x80\x80", "\xef\xbf\xbd\xef\xbf\xbd\xef\xbf\xbd\xef\xbf\xbd" }, /* past U+10FFFF */
	{ "\xe9t\xe9", "\xef\xbf\xbdt\xef\xbf\xbd" },                  /* Latin-1 */
};

START_TEST(utf8_case)
{
	char *got = report_utf8_repair(utf8_cases[_i].in);
	ck_assert_msg(!strcmp(got, utf8_cases[_i].out), "case %d: expected [%s], got [%s]", _i, utf8_cases[_i].out, got);
	json_t *v = report_json_text(utf8_cases[_i].in);
	ck_assert_msg(v && !strcmp(json_string_value(v), utf8_cases[_i].out), "case %d: JSON string", _i);
	json_decref(v);
	free(got);
}
END_TEST

/* A multi-line log (a compiler's output) keeps its lines and tabs; everything else as for one line. */
static const struct {
	const char *in, *out;
} log_cases[] = {
	{ "a.c:1:1: error\n\tint x\n", "a.c:1:1: error\n\tint x\n" },
	{ "a\x1b[2J\r\nb\x07", "a\\x1b[2J\\r\nb\\x07" },
	{ "\xc2\x9b\xff", "\\xc2\\x9b\\xff" },
};

START_TEST(log_case)
{
	char *got = report_log_escape(log_cases[_i].in);
	ck_assert_msg(!strcmp(got, log_cases[_i].out), "case %d: expected [%s], got [%s]", _i, log_cases[_i].out, got);
	free(got);
}
END_TEST

/*
 * A scoreboard's cell from the tests' verdicts in manifest order (A AC, W WA,
 * T TLE, R RE, - not run): a contest's run stops at the first rejected test,
 * --all-tests runs on; both name that test and count what passed.
 */
static const struct {
	const char *tests;
	enum verdict overall; /* V_SKIPPED: the first rejected test's, else AC */
	const char *cell;
} cell_cases[] = {
	{ "AAAAAAAAAAAAAAAAAAAAAAAAA", V_SKIPPED, "AC 50ms" },
	{ "AAAAAAT------------------", V_SKIPPED, "TLE on 7, 6/25" },
	{ "AAAAAATAAAAAAAAAAAAAAAAAA", V_SKIPPED, "TLE on 7, 24/25" }, /* --all-tests */
	{ "W", V_SKIPPED, "WA on 1, 0/1" },
	{ "AWTR", V_SKIPPED, "WA on 2, 1/4" },
	{ "------", V_CE, "CE" },
	{ "AA----", V_JE, "JE" },
};

START_TEST(cell_case)
{
	const char *v = cell_cases[_i].tests;
	struct submission_result r = { .ntests = strlen(v), .compile_ok = 1 };
	struct test_report tests[32];
	memset(tests, 0, sizeof tests);
	r.tests = tests;
	r.verdict = V_AC;
	for (size_t k = 0; k < r.ntests; k++) {
		tests[k].verdict = v[k] == 'A' ? V_AC : v[k] == 'W' ? V_WA : v[k] == 'T' ? V_TLE : v[k] == 'R' ? V_RE : V_SKIPPED;
		tests[k].time_ms = 2;
		r.passed += tests[k].verdict == V_AC;
		if (tests[k].verdict != V_AC && tests[k].verdict != V_SKIPPED && r.verdict == V_AC)
			r.verdict = tests[k].verdict;
	}
	if (cell_cases[_i].overall != V_SKIPPED)
		r.verdict = cell_cases[_i].overall;
	char cell[64];
	report_cell(&r, cell, sizeof cell);
	ck_assert_msg(!strcmp(cell, cell_cases[_i].cell), "case %d (%s): expected [%s], got [%s]", _i, v,
	              cell_cases[_i].cell, cell);
}
END_TEST

int main(void)
{
	load_cases();
	Suite *s = suite_create("report");
	TCase *tc = tcase_create("escaping");
	tcase_add_loop_test(tc, escape_case, 0, ncases);
	tcase_add_loop_test(tc, log_case, 0, sizeof log_cases / sizeof log_cases[0]);
	suite_add_tcase(s, tc);
	tc = tcase_create("utf8");
	tcase_add_loop_test(tc, utf8_case, 0, (int)(sizeof utf8_cases / sizeof utf8_cases[0]));
	suite_add_tcase(s, tc);
	tc = tcase_create("scoreboard cells");
	tcase_add_loop_test(tc, cell_case, 0, (int)(sizeof cell_cases / sizeof cell_cases[0]));
	suite_add_tcase(s, tc);
	return test_run(s);
}
