/*
 * The pure parts of export.c, from tables: test case file names (kept, or
 * numbered so that name order is manifest order), the submission folders, the
 * format's rule for file names, problem.yaml for each kind of checker and
 * limit, and the LaTeX statement's escaping. judge/tests/export.sh runs the
 * whole command.
 */
#define _GNU_SOURCE
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "package/kattis-export.h"
#include "problem/statement.h"
#include "testutil.h"
#include "util.h"

/* ---- test case names ---- */

static const struct {
	const char *in, *out; /* space-separated names, in manifest order, and the file names */
} name_cases[] = {
	{ "", "" },
	{ "sample", "sample" },
	{ "sample sample-2", "sample sample-2" },
	{ "a b c", "a b c" },
	{ "min all", "01-min 02-all" },
	{ "b a c d e f g h i j", "01-b 02-a 03-c 04-d 05-e 06-f 07-g 08-h 09-i 10-j" },
	{ "small-1 small-2 small-10", "01-small-1 02-small-2 03-small-10" }, /* "small-10" < "small-2" */
	{ "x-1 x-10 x-2", "x-1 x-10 x-2" },                                  /* already in name order */
};

START_TEST(case_names)
{
	struct strv in = { 0 }, want = { 0 };
	char *a = xstrdup(name_cases[_i].in), *b = xstrdup(name_cases[_i].out), *save;
	for (char *t = strtok_r(a, " ", &save); t; t = strtok_r(NULL, " ", &save))
		strv_push(&in, t);
	for (char *t = strtok_r(b, " ", &save); t; t = strtok_r(NULL, " ", &save))
		strv_push(&want, t);
	char **got = export_case_names(in.v, in.n);
	ck_assert_uint_eq(in.n, want.n);
	for (size_t i = 0; i < in.n; i++) {
		ck_assert_msg(!strcmp(got[i], want.v[i]), "case '%s': name %zu: expected '%s', got '%s'",
		              name_cases[_i].in, i, want.v[i], got[i]);
		free(got[i]);
	}
	free(got);
	strv_free(&in);
	strv_free(&want);
	free(a);
	free(b);
}
END_TEST

/* 120 names out of order: three digits, from 001. */
START_TEST(case_names_wide)
{
	struct strv in = { 0 };
	for (int i = 120; i > 0; i--) {
		char name[16];
		snprintf(name, sizeof name, "t%d", i);
		strv_push(&in, name);
	}
	char **got = export_case_names(in.v, in.n);
	ck_assert_str_eq(got[0], "001-t120");
	ck_assert_str_eq(got[119], "120-t1");
	for (size_t i = 1; i < in.n; i++)
		ck_assert_int_lt(strcmp(got[i - 1], got[i]), 0);
	for (size_t i = 0; i < in.n; i++)
		free(got[i]);
	free(got);
	strv_free(&in);
}
END_TEST

/* ---- submission folders ---- */

static const struct {
	const char *ours, *kattis;
	int changed;
} folder_cases[] = {
	{ "accepted", "accepted", 0 },
	{ "wrong_answer", "wrong_answer", 0 },
	{ "time_limit_exceeded", "time_limit_exceeded", 0 },
	{ "runtime_error", "run_time_error", 0 },
	{ "run_time_error", "run_time_error", 0 },
	{ "presentation_error", "wrong_answer", 1 },
	{ "memory_limit_exceeded", "run_time_error", 1 },
	{ "output_limit_exceeded", NULL, 0 },
	{ "Accepted", NULL, 0 },
};

START_TEST(folders)
{
	int changed = -1;
	const char *got = export_submission_folder(folder_cases[_i].ours, &changed);
	if (folder_cases[_i].kattis)
		ck_assert_pstr_eq(got, folder_cases[_i].kattis);
	else
		ck_assert_ptr_null(got);
	ck_assert_int_eq(changed, folder_cases[_i].changed);
}
END_TEST

/* ---- file names ---- */

static const struct {
	const char *name;
	int ok;
} file_name_cases[] = {
	{ "ab", 1 },
	{ "sample.in", 1 },
	{ "01-min.ans", 1 },
	{ "first-heap_scanf.c", 1 },
	{ "Mirror.java", 1 },
	{ "a", 0 },
	{ "", 0 },
	{ "-ab", 0 },
	{ "ab-", 0 },
	{ "_ab", 0 },
	{ ".timelimit", 0 },
	{ "a b", 0 },
	{ "a/b", 0 },
	{ "caf\xc3\xa9.c", 0 },
	{ "x.interaction", 1 },
};

START_TEST(file_names)
{
	ck_assert_msg(export_name_ok(file_name_cases[_i].name) == file_name_cases[_i].ok, "'%s': expected %d",
	              file_name_cases[_i].name, file_name_cases[_i].ok);
}
END_TEST

START_TEST(file_name_length)
{
	char name[300];
	memset(name, 'a', sizeof name);
	name[255] = '\0';
	ck_assert_int_eq(export_name_ok(name), 1);
	name[255] = 'a';
	name[256] = '\0';
	ck_assert_int_eq(export_name_ok(name), 0);
}
END_TEST

/* ---- problem.yaml ---- */

#define HEAD "# A Kattis problem package (legacy format): problem p1 of gamejudge, written by `judge export`.\n"

static struct problem base_problem(void)
{
	static char *tags[] = { "nim", "two words" };
	struct problem p = { .id = "p1", .title = "A \"Quoted\" Title: \\ too", .tags = tags, .ntags = 2 };
	p.limits = (struct limits){ .time_ms = 1000, .wall_ms = 3000, .memory_kb = 2048 * 1024, .output_kb = 8 * 1024 };
	p.checker.kind = CHECKER_TOKENS;
	return p;
}

START_TEST(yaml_defaults)
{
	struct problem p = base_problem();
	struct strv notes = { 0 };
	char *y = export_problem_yaml(&p, &notes);
	ck_assert_str_eq(y, HEAD "name: \"A \\\"Quoted\\\" Title: \\\\ too\"\n"
	                         "keywords: \"nim two-words\"\n"
	                         "validator_flags: case_sensitive\n");
	ck_assert_uint_eq(notes.n, 0);
	free(y);
}
END_TEST

START_TEST(yaml_float_and_limits)
{
	struct problem p = base_problem();
	struct strv notes = { 0 };
	p.source = "Somewhere 2024";
	p.ntags = 0;
	p.limits.memory_kb = 1536;
	p.limits.output_kb = 16 * 1024;
	p.checker.kind = CHECKER_FLOAT;
	p.checker.abs_tol = 1e-6;
	p.checker.rel_tol = 1e-9;
	char *y = export_problem_yaml(&p, &notes);
	ck_assert_str_eq(y, HEAD "name: \"A \\\"Quoted\\\" Title: \\\\ too\"\n"
	                         "source: \"Somewhere 2024\"\n"
	                         "limits:\n"
	                         "  memory: 2\n"
	                         "  output: 16\n"
	                         "validator_flags: case_sensitive float_absolute_tolerance 1e-06 "
	                         "float_relative_tolerance 1e-09\n");
	ck_assert_uint_eq(notes.n, 1);
	ck_assert_str_eq(notes.v[0], "limits.memory: 1536 KiB, given as 2 MiB (the format counts whole MiB)");
	free(y);
	strv_free(&notes);
}
END_TEST

START_TEST(yaml_checkers)
{
	static char *flags[] = { "float_tolerance", "1e-6" };
	struct problem p = base_problem();
	p.ntags = 0;
	p.limits.memory_kb = 256 * 1024;
	p.checker.kind = CHECKER_LINES;
	char *y = export_problem_yaml(&p, NULL);
	ck_assert_ptr_nonnull(
	        strstr(y, "limits:\n  memory: 256\nvalidator_flags: case_sensitive space_change_sensitive\n"));
	free(y);
	p.checker.kind = CHECKER_EXACT;
	y = export_problem_yaml(&p, NULL);
	ck_assert_ptr_nonnull(strstr(y, "\nvalidator_flags: case_sensitive space_change_sensitive\n"));
	free(y);
	p.checker.kind = CHECKER_CUSTOM;
	p.checker.convention = CONVENTION_TESTLIB;
	y = export_problem_yaml(&p, NULL);
	ck_assert_ptr_nonnull(strstr(y, "\nvalidation: custom\n"));
	ck_assert_ptr_null(strstr(y, "validator_flags"));
	free(y);
	p.checker.convention = CONVENTION_KATTIS;
	p.checker.flags = flags;
	p.checker.nflags = 2;
	y = export_problem_yaml(&p, NULL);
	ck_assert_ptr_nonnull(strstr(y, "\nvalidation: custom\nvalidator_flags: \"float_tolerance 1e-6\"\n"));
	free(y);
	p.checker.kind = CHECKER_INTERACTIVE;
	p.checker.nflags = 0;
	y = export_problem_yaml(&p, NULL);
	ck_assert_ptr_nonnull(strstr(y, "\nvalidation: custom interactive\n"));
	free(y);
}
END_TEST

/* ---- the LaTeX statement ---- */

START_TEST(tex)
{
	size_t replaced = 99;
	char *t = export_statement_tex(
	        "Nim & S_{x} 100% #1 ~^ \\o/ \xe2\x80\x94 d\xc3\xa9j\xc3\xa0",
	        "# Nim\n\nText with `code`, a \xe2\x88\x92 b \xc2\xb7 c \xe2\x89\xa4 d \xe2\x82\xac.\n\n"
	        "## Input\n\n- one\n- two\n\n```\n1 2\n```\n\n## Notes\n\nThe answer is xor.\n",
	        &replaced);
	ck_assert_str_eq(t, "% Written by gamejudge's judge export from statement.md, rendered by cmark.\n"
	                    "\\problemname{Nim \\& S\\_\\{x\\} 100\\% \\#1 \\textasciitilde{}\\textasciicircum{} "
	                    "\\textbackslash{}o/ -- d?j?}\n\n"
	                    "Text with \\texttt{code}, a - b * c \\textless{}= d ?.\n\n"
	                    "\\section{Input}\n\n"
	                    "\\begin{itemize}\n\\item one\n\n\\item two\n\n\\end{itemize}\n\n"
	                    "\\begin{verbatim}\n1 2\n\\end{verbatim}\n");
	ck_assert_uint_eq(replaced, 3); /* two accented letters, the euro sign */
	free(t);
}
END_TEST

/* ---- the two readers: the contestant's statement, the setter's sections ---- */

static const struct {
	const char *line;
	int setter;
} heading_cases[] = {
	{ "## Notes", 1 },          { "## notes", 1 },      { "### Solution:", 1 },  { "# Analysis #", 1 },
	{ "## HINTS", 1 },          { "## Hint", 1 },       { "   ## Tutorial", 1 }, { "## Editorial", 1 },
	{ "## Input", 0 },          { "Notes", 0 },         { "##Notes", 0 },        { "    ## Notes", 0 },
	{ "## Notes on input", 0 }, { "####### Notes", 0 }, { "- ## Notes", 0 },
};

START_TEST(setter_headings)
{
	ck_assert_int_eq(statement_setter_heading(heading_cases[_i].line), heading_cases[_i].setter);
}
END_TEST

START_TEST(setter_sections)
{
	const char *md = "# T\n\nText.\n\n## Notes\n\nrule\n\n### More\n\nx\n\n## Limits\n\n1 s\n\n"
	                 "```\n## Solution\n```\n\n## Solution\n\nsecret\n";
	struct strv found = { 0 };
	ck_assert_uint_eq(statement_setter_sections(md, &found), 2);
	ck_assert_str_eq(found.v[0], "5: '## Notes'");
	ck_assert_str_eq(found.v[1], "21: '## Solution'");
	strv_free(&found);
	char *c = statement_contestant(md);
	ck_assert_str_eq(c, "# T\n\nText.\n\n## Limits\n\n1 s\n\n```\n## Solution\n```\n");
	free(c);
}
END_TEST

int main(void)
{
	Suite *s = suite_create("export");
	TCase *tc = tcase_create("names");
	tcase_add_loop_test(tc, case_names, 0, (int)(sizeof name_cases / sizeof name_cases[0]));
	tcase_add_test(tc, case_names_wide);
	tcase_add_loop_test(tc, folders, 0, (int)(sizeof folder_cases / sizeof folder_cases[0]));
	tcase_add_loop_test(tc, file_names, 0, (int)(sizeof file_name_cases / sizeof file_name_cases[0]));
	tcase_add_test(tc, file_name_length);
	suite_add_tcase(s, tc);
	tc = tcase_create("problem.yaml");
	tcase_add_test(tc, yaml_defaults);
	tcase_add_test(tc, yaml_float_and_limits);
	tcase_add_test(tc, yaml_checkers);
	suite_add_tcase(s, tc);
	tc = tcase_create("statement");
	tcase_add_test(tc, tex);
	tcase_add_loop_test(tc, setter_headings, 0, (int)(sizeof heading_cases / sizeof heading_cases[0]));
	tcase_add_test(tc, setter_sections);
	suite_add_tcase(s, tc);
	return test_run(s);
}
