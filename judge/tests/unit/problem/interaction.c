/*
 * interaction: Kattis' .interaction files (problem/interaction.c) parsed, or refused with the
 * file, the line and the reason. Until the tests mirrored the code, part of test-util.c.
 */
#include <check.h>
#include <stdio.h>
#include <string.h>

#include "problem/interaction.h"
#include "testutil.h"
#include "util.h"

/* Kattis' .interaction files: each text, what it parses to ("<x|>y", one per line) or the exact error. */
static const struct {
	const char *text, *lines, *error;
} icases[] = {
	{ ">792\n<higher\n>995\n<correct\n", ">792|<higher|>995|<correct", NULL },
	{ "<3\n<2 5 6\n>2 4\n<1 1\n", "<3|<2 5 6|>2 4|<1 1", NULL },
	{ ">1\r\n<2", ">1|<2", NULL }, /* CRLF, and a last line without its newline */
	{ "> spaced\n", "> spaced", NULL },
	{ "", "", NULL },
	{ ">1\n\n<2\n", NULL,
	  "s.interaction:2: a line starts with '>' (the program's words) or '<' (the interactor's), not an empty "
	  "line" },
	{ ">1\n<2\n3\n", NULL,
	  "s.interaction:3: a line starts with '>' (the program's words) or '<' (the interactor's), not this" },
	{ ">1\0", NULL, "s.interaction: a NUL byte: not a text file" },
};

START_TEST(interactions_parse)
{
	struct interaction in;
	struct diag d;
	size_t len = _i == 7 ? 3 : strlen(icases[_i].text);
	int rc = interaction_parse("s.interaction", icases[_i].text, len, &in, &d);
	if (icases[_i].error) {
		ck_assert_int_eq(rc, -1);
		ck_assert_str_eq(d.msg, icases[_i].error);
		return;
	}
	ck_assert_msg(rc == 0, "case %d: %s", _i, d.msg);
	char got[256] = "";
	for (size_t k = 0; k < in.n; k++)
		snprintf(got + strlen(got), sizeof got - strlen(got), "%s%c%s", k ? "|" : "", in.lines[k].from,
		         in.lines[k].text);
	ck_assert_str_eq(got, icases[_i].lines);
	interaction_free(&in);
}
END_TEST

int main(void)
{
	Suite *s = suite_create("interaction");
	TCase *ti = tcase_create("interaction");
	tcase_add_loop_test(ti, interactions_parse, 0, (int)(sizeof icases / sizeof icases[0]));
	suite_add_tcase(s, ti);
	return test_run(s);
}
