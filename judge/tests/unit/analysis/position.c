/*
 * position: the interactive games' positions (analysis/position.h), from the
 * case table data/position-cases.txt: a position typed accepted (and its
 * words) or refused (the exact words), the move text each click sends, a move
 * in words, and the test input of a typed position; then the pictures the
 * interactors draw on their --play screens, read back.
 */
#define _GNU_SOURCE
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "analysis/position.h"
#include "testutil.h"
#include "util.h"

static struct position pos, after;

/* The fields of a case line split at " | " (in place); how many, at most max. */
static int fields(char *line, char **f, int max)
{
	int n = 0;
	for (char *s = line; s && n < max; n++) {
		f[n] = s;
		char *bar = strstr(s, " | ");
		if (bar)
			*bar = '\0';
		s = bar ? bar + 3 : NULL;
	}
	return n;
}

/* "\n" written as two characters in the table, as a newline. */
static char *newlines(const char *s)
{
	char *out = xmalloc(strlen(s) + 1), *o = out;
	for (; *s; s++)
		if (s[0] == '\\' && s[1] == 'n')
			*o++ = '\n', s++;
		else
			*o++ = *s;
	*o = '\0';
	return out;
}

static void typed_case(char **f, int n, int lineno)
{
	char why[300], label[160];
	ck_assert_msg(n == 3, "position-cases.txt:%d: three fields", lineno);
	int rc = position_typed(position_game_of(f[0]), f[1], &pos, why, sizeof why);
	if (rc == 0)
		position_label(&pos, label, sizeof label);
	char *got = xasprintf("%s %s", rc == 0 ? "ok" : "no", rc == 0 ? label : why);
	ck_assert_msg(!strcmp(got, f[2]), "position-cases.txt:%d: expected '%s', got '%s'", lineno, f[2], got);
	free(got);
}

/* The position of a case (typed, and accepted). */
static void case_position(enum position_game g, const char *text, int lineno)
{
	char why[300];
	ck_assert_msg(position_typed(g, text, &pos, why, sizeof why) == 0, "position-cases.txt:%d: '%s': %s", lineno,
	              text, why);
}

static void move_case(const char *kind, char **f, int n, int lineno)
{
	char move[64], why[300];
	int a, rc;
	long long b;
	ck_assert_msg(n == 4 && sscanf(f[2], "%d %lld", &a, &b) == 2, "position-cases.txt:%d: cannot read", lineno);
	enum position_game g = position_game_of(f[0]);
	case_position(g, f[1], lineno);
	if (!strcmp(kind, "take"))
		rc = position_take(&pos, a, b, move, sizeof move, why, sizeof why);
	else
		rc = position_step(&pos, a, b, move, sizeof move, why, sizeof why);
	char *got = rc == 0 ? xasprintf("%s", move) : xasprintf("no %s", why);
	ck_assert_msg(!strcmp(got, f[3]), "position-cases.txt:%d: expected '%s', got '%s'", lineno, f[3], got);
	/* A click's move is one the position takes. */
	if (rc == 0)
		ck_assert_msg(position_after(&pos, move, &after) == 0, "position-cases.txt:%d: '%s' not legal", lineno,
		              move);
	free(got);
}

static void after_case(char **f, int n, int lineno)
{
	char words[160];
	ck_assert_msg(n == 4, "position-cases.txt:%d: four fields", lineno);
	case_position(position_game_of(f[0]), f[1], lineno);
	if (position_after(&pos, f[2], &after) < 0)
		strcpy(words, "-");
	else
		position_describe(&pos, &after, words, sizeof words);
	ck_assert_msg(!strcmp(words, f[3]), "position-cases.txt:%d: expected '%s', got '%s'", lineno, f[3], words);
}

static void input_case(char **f, int n, int lineno)
{
	ck_assert_msg(n == 4, "position-cases.txt:%d: four fields", lineno);
	case_position(position_game_of(f[0]), f[1], lineno);
	char *template = newlines(f[2]), *want = newlines(f[3]), *got = position_input(&pos, template);
	ck_assert_msg(got && !strcmp(got, want), "position-cases.txt:%d: expected '%s', got '%s'", lineno, want,
	              got ? got : "(null)");
	/* ...and it reads back as the position. */
	ck_assert_int_eq(position_from_input(pos.game, got, &after), 0);
	ck_assert_int_eq(after.n, pos.n);
	ck_assert_int_eq(after.a[0], pos.a[0]);
	free(template);
	free(want);
	free(got);
}

START_TEST(cases_from_the_table)
{
	char *text = test_read_data("position-cases.txt"), *save = NULL;
	int lineno = 0, cases = 0;
	for (char *line = strtok_r(text, "\n", &save); line; line = strtok_r(NULL, "\n", &save)) {
		lineno++;
		char *f[5], kind[8];
		if (line[0] == '#' || !test_trim(line)[0] || sscanf(line, "%7s", kind) != 1)
			continue;
		int n = fields(line + strlen(kind) + 1, f, 5);
		if (!strcmp(kind, "typed"))
			typed_case(f, n, lineno);
		else if (!strcmp(kind, "take") || !strcmp(kind, "step"))
			move_case(kind, f, n, lineno);
		else if (!strcmp(kind, "after"))
			after_case(f, n, lineno);
		else if (!strcmp(kind, "input"))
			input_case(f, n, lineno);
		else
			ck_abort_msg("position-cases.txt:%d: no such case '%s'", lineno, kind);
		cases++;
	}
	ck_assert_int_ge(cases, 55);
	free(text);
}
END_TEST

/* The games are the library's four; any other problem has no position. */
START_TEST(games_by_problem)
{
	ck_assert_int_eq(position_game_of("nimplay"), POSITION_NIM);
	ck_assert_int_eq(position_game_of("northcottplay"), POSITION_NORTHCOTT);
	ck_assert_int_eq(position_game_of("hdu1850"), POSITION_NONE);
	ck_assert_int_eq(position_game_of(NULL), POSITION_NONE);
	char why[100];
	ck_assert_int_eq(position_typed(POSITION_NONE, "1 2", &pos, why, sizeof why), -1);
	ck_assert_str_eq(why, "this game takes no typed position");
}
END_TEST

/* The last picture of a screen, as the interactors draw it (problems/ID/interact.c, draw()). */
START_TEST(pictures_read_back)
{
	const char *nim =
	        "Nim: ...\n\nTurn 1, your move.\n  heap    1: 2 ##\n  heap    2: 5 #####\n  heap    3: 6 ######\n"
	        "Type \"i y\" ...\n> 3 4\nI took 1 from heap 1, 1 left.\n\nTurn 3, your move.\n"
	        "  heap    1: 1 #\n  heap    2: 5 #####\n  heap    3: 4 ####\nType \"i y\" ...\n> ";
	ck_assert_int_eq(position_from_screen(POSITION_NIM, nim, &pos), 0);
	ck_assert_int_eq(pos.n, 3);
	ck_assert(pos.a[0] == 1 && pos.a[1] == 5 && pos.a[2] == 4);
	const char *fib = "\nTurn 3, your move.\n  pile: 9 stones ooooooooo\n"
	                  "Type how many stones you take: 1 to 4 (twice my last take), then Enter.\n> ";
	ck_assert_int_eq(position_from_screen(POSITION_FIBNIM, fib, &pos), 0);
	ck_assert(pos.a[0] == 9 && pos.m == 4);
	const char *wyt = "\nTurn 1, your move.\n  first  heap:                    5  ooooo\n"
	                  "  second heap:                    9  ooooooooo\nType the two heaps ...\n> ";
	ck_assert_int_eq(position_from_screen(POSITION_WYTHOFF, wyt, &pos), 0);
	ck_assert(pos.n == 2 && pos.a[0] == 5 && pos.a[1] == 9);
	const char *nor =
	        "\nTurn 1, your move.\n          1234567\n  row  1  .Y...I.   gap 3\n  row  2  .I.Y...   gap 1\n"
	        "Y is your piece, ...\n> ";
	ck_assert_int_eq(position_from_screen(POSITION_NORTHCOTT, nor, &pos), 0);
	ck_assert(pos.n == 2 && pos.m == 7 && pos.a[0] == 2 && pos.b[0] == 6 && pos.a[1] == 4 && pos.b[1] == 2);
	/* No turn drawn (the game is over, or the interactor has no --play picture): no position. */
	ck_assert_int_eq(position_from_screen(POSITION_NIM, "You won: you took the last stones.\n", &pos), -1);
	ck_assert_int_eq(position_from_screen(POSITION_NIM, "", &pos), -1);
}
END_TEST

int main(void)
{
	Suite *s = suite_create("position");
	TCase *tc = tcase_create("positions");
	tcase_add_test(tc, cases_from_the_table);
	tcase_add_test(tc, games_by_problem);
	tcase_add_test(tc, pictures_read_back);
	suite_add_tcase(s, tc);
	return test_run(s);
}
