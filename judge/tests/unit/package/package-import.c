/*
 * import: the pure parts of judge import. A case's path becomes a name our
 * manifest accepts; Kattis' submission folders map to ours or to none; any
 * string is written as YAML that libyaml reads back as the same string.
 * (import.sh imports whole packages.)
 */
#define _GNU_SOURCE
#include <check.h>
#include <stdlib.h>
#include <string.h>

#include "package/package-import.h"
#include "package/polygon.h"
#include "run/verdict.h"
#include "testutil.h"
#include "util.h"
#include "yml.h"

START_TEST(case_paths_become_test_names)
{
	static const char *const cases[][2] = {
		{ "sample/1", "sample-1" },
		{ "secret/group1/03", "secret-group1-03" },
		{ "secret/Edge", "secret-edge" },
		{ "secret/a b+c", "secret-a-b-c" },
		{ "secret/x_y.z-w", "secret-x_y.z-w" },
		{ "secret/caf\xc3\xa9", "secret-caf--" },
	};
	for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
		char *name = import_test_name(cases[i][0]);
		ck_assert_msg(!strcmp(name, cases[i][1]), "%s: expected %s, got %s", cases[i][0], cases[i][1], name);
		free(name);
	}
}
END_TEST

START_TEST(kattis_folders_map_to_ours)
{
	ck_assert_str_eq(import_folder("accepted"), "accepted");
	ck_assert_str_eq(import_folder("wrong_answer"), "wrong_answer");
	ck_assert_str_eq(import_folder("time_limit_exceeded"), "time_limit_exceeded");
	ck_assert_str_eq(import_folder("run_time_error"), "runtime_error");
	ck_assert_ptr_null(import_folder("partially_accepted"));
	ck_assert_ptr_null(import_folder("rejected"));
	ck_assert_ptr_null(import_folder("brute_force"));
}
END_TEST

/* "key: QUOTED" parses back to the very string. */
START_TEST(yaml_quoting_round_trips)
{
	static const char *const strings[] = {
		"Nim, Who Wins",
		"Mis\xc3\xa8re \"Nim\"",
		"back\\slash",
		"a: b # c",
		"tab\tand\nnewline",
		"\x01\x1f\x7f",
		"- [x]",
		"",
		"null",
		"123",
	};
	for (size_t i = 0; i < sizeof strings / sizeof strings[0]; i++) {
		char *q = import_yaml_quote(strings[i]), *text = xasprintf("key: %s\n", q);
		struct diag d;
		struct yml_doc *doc = yml_parse("t.yaml", text, strlen(text), &d);
		ck_assert_msg(doc != NULL, "%s: %s", q, d.msg);
		const struct yml_node *v = yml_get(doc->root, "key");
		ck_assert_msg(v && v->kind == YML_SCALAR && !v->plain && !strcmp(v->value, strings[i]),
		              "%s did not read back", q);
		yml_free(doc);
		free(text);
		free(q);
	}
}
END_TEST

/* Polygon's path patterns: one %d with an optional 0 and width; anything else is refused with why. */
START_TEST(polygon_path_patterns)
{
	static const struct {
		const char *pattern;
		long i;
		const char *want; /* NULL: refused */
	} cases[] = {
		{ "tests/%02d", 3, "tests/03" },     { "tests/%02d.a", 12, "tests/12.a" },
		{ "tests/%02d", 123, "tests/123" },  { "t/%d", 7, "t/7" },
		{ "t/%03d%%", 5, "t/005%" },         { "tests/answer", 1, NULL },
		{ "tests/%s", 1, NULL },             { "tests/%02d-%02d", 1, NULL },
		{ "tests/%999d", 1, NULL },
	};
	for (size_t k = 0; k < sizeof cases / sizeof cases[0]; k++) {
		struct diag d = { 0 };
		char *got = polygon_test_path(cases[k].pattern, cases[k].i, &d);
		if (cases[k].want)
			ck_assert_msg(got && !strcmp(got, cases[k].want), "%s: got %s (%s)", cases[k].pattern,
			              got ? got : "NULL", d.msg);
		else
			ck_assert_msg(!got && strstr(d.msg, cases[k].pattern), "%s: accepted as %s", cases[k].pattern,
			              got ? got : "NULL");
		free(got);
	}
}
END_TEST

/* A tag's rule: what each test may get, and what one test must. */
START_TEST(polygon_tags_are_rules)
{
	unsigned p, r;
	ck_assert_int_eq(polygon_tag_rule("main", &p, &r), 0);
	ck_assert_uint_eq(p, (1u << V_AC));
	ck_assert_uint_eq(r, 0);
	ck_assert_int_eq(polygon_tag_rule("wrong-answer", &p, &r), 0);
	ck_assert_uint_eq(p, (1u << V_AC) | (1u << V_WA));
	ck_assert_uint_eq(r, 1u << V_WA);
	ck_assert_int_eq(polygon_tag_rule("time-limit-exceeded-or-accepted", &p, &r), 0);
	ck_assert_uint_eq(p, (1u << V_AC) | (1u << V_TLE));
	ck_assert_uint_eq(r, 0);
	ck_assert_int_eq(polygon_tag_rule("memory-limit-exceeded", &p, &r), 0);
	ck_assert_uint_eq(r, 1u << V_MLE);
	ck_assert_int_eq(polygon_tag_rule("rejected", &p, &r), 0);
	ck_assert(!(r & (1u << V_AC)) && (r & (1u << V_RE)) && (p & (1u << V_AC)));
	ck_assert_int_eq(polygon_tag_rule("failed", &p, &r), -1);
	ck_assert_int_eq(polygon_tag_rule("", &p, &r), -1);
}
END_TEST

/* Standard checkers: the judge's own comparison only where the meaning is the same. */
START_TEST(polygon_standard_checkers)
{
	struct checker_spec c;
	ck_assert_int_eq(polygon_builtin_checker("std::wcmp.cpp", &c), 1);
	ck_assert(c.kind == CHECKER_TOKENS && !c.fold_case);
	ck_assert_int_eq(polygon_builtin_checker("std::rcmp6.cpp", &c), 1);
	ck_assert(c.kind == CHECKER_FLOAT && c.abs_tol == 1e-6 && c.rel_tol == 1e-6);
	ck_assert_int_eq(polygon_builtin_checker("rcmp9", &c), 1);
	ck_assert(c.kind == CHECKER_FLOAT && c.abs_tol == 1e-9);
	ck_assert_int_eq(polygon_builtin_checker("std::yesno.cpp", &c), 1);
	ck_assert(c.kind == CHECKER_TOKENS && c.fold_case);
	ck_assert_int_eq(polygon_builtin_checker("std::lcmp.cpp", &c), 0);
	ck_assert_int_eq(polygon_builtin_checker("std::ncmp.cpp", &c), 0);
	ck_assert_int_eq(polygon_builtin_checker("std::wcmpx.cpp", &c), 0);
	ck_assert_int_eq(polygon_builtin_checker("std::wcmp.c", &c), 0);
}
END_TEST

/* Polygon's tags go to our folders where they promise one verdict. */
START_TEST(polygon_tags_map_to_our_folders)
{
	ck_assert_str_eq(import_folder("main"), "accepted");
	ck_assert_str_eq(import_folder("wrong-answer"), "wrong_answer");
	ck_assert_str_eq(import_folder("presentation-error"), "presentation_error");
	ck_assert_str_eq(import_folder("time-limit-exceeded"), "time_limit_exceeded");
	ck_assert_str_eq(import_folder("memory-limit-exceeded"), "memory_limit_exceeded");
	ck_assert_ptr_null(import_folder("rejected"));
	ck_assert_ptr_null(import_folder("time-limit-exceeded-or-accepted"));
}
END_TEST

int main(void)
{
	Suite *s = suite_create("import");
	TCase *tc = tcase_create("pure");
	tcase_add_test(tc, case_paths_become_test_names);
	tcase_add_test(tc, kattis_folders_map_to_ours);
	tcase_add_test(tc, yaml_quoting_round_trips);
	tcase_add_test(tc, polygon_path_patterns);
	tcase_add_test(tc, polygon_tags_are_rules);
	tcase_add_test(tc, polygon_standard_checkers);
	tcase_add_test(tc, polygon_tags_map_to_our_folders);
	suite_add_tcase(s, tc);
	return test_run(s);
}
