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

#include "package/import.h"
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

int main(void)
{
	Suite *s = suite_create("import");
	TCase *tc = tcase_create("pure");
	tcase_add_test(tc, case_paths_become_test_names);
	tcase_add_test(tc, kattis_folders_map_to_ours);
	tcase_add_test(tc, yaml_quoting_round_trips);
	suite_add_tcase(s, tc);
	return test_run(s);
}
