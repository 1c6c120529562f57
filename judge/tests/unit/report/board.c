/*
 * board: one renderer (report/board.c) draws compare's scoreboard and the
 * live server's. A contest's scoreboard computed from submissions becomes a
 * board (pages-board.c) with every state a cell can have (first to solve,
 * solved, pending, rejected, empty), the upsolving mark, the resolver's
 * outlined cell and a problem's balloon; the page's table is exactly that
 * board drawn, in the markup compare's page has.
 */
#define _GNU_SOURCE
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "report/board.h"
#include "web/page.h"
#include "store/scoreboard.h"
#include "store/scoreboard.h"
#include "testutil.h"
#include "util.h"

#define BASE   1800000000000LL                 /* the contest's start */
#define MIN(m) (BASE + (long long)(m)*60000LL) /* contest minute m */

#define MARK "<span class=\"upsolved\" title=\"solved after the end\" style=\"color:#06c\">&#10003;</span>"

/* Three teams, two problems: A has a balloon; B's colour is a name, which the board does not put in a style. */
static struct contest_team pkg_teams[] = { { .id = "t1" }, { .id = "t2" }, { .id = "t3" } };
static struct contest_problem pkg_problems[] = { { .id = "nim", .label = "A" }, { .id = "move", .label = "B" } };
static struct serve_team teams[] = { { "t1", "Team <1>" }, { "t2", "Team 2" }, { "t3", "Team 3" } };
static struct serve_problem problems[] = { { .id = "nim", .label = "A", .title = "Nim <game>", .rgb = "#ff0000" },
	                                   { .id = "move", .label = "B", .title = "Move", .rgb = "red" } };

/*
 * t1: A accepted at minute 3 (the first), B rejected at 5 and accepted after
 * the end (upsolved); t2: A rejected at 1 and accepted at 10, B not judged
 * yet (pending); t3: nothing.
 */
static void compute(struct scoreboard *sb)
{
	static const struct contest pkg = { .duration_ms = 300 * 60000LL,
		                            .penalty_min = 20,
		                            .upsolve = 1,
		                            .problems = pkg_problems,
		                            .nproblems = 2,
		                            .teams = pkg_teams,
		                            .nteams = 3 };
	struct scoreboard_sub subs[] = {
		{ "t2", "nim", MIN(1), "WA" },  { "t1", "nim", MIN(3), "AC" },   { "t1", "move", MIN(5), "WA" },
		{ "t2", "nim", MIN(10), "AC" }, { "t2", "move", MIN(20), NULL }, { "t1", "move", MIN(400), "AC" },
	};
	struct scoreboard_clock clk = scoreboard_clock_of(&pkg, BASE, 0, 0, MIN(500), 1);
	scoreboard_compute(&pkg, &clk, subs, sizeof subs / sizeof *subs, sb);
}

static struct serve_contest contest = {
	.name = "Board", .penalty_min = 20, .problems = problems, .nproblems = 2, .teams = teams, .nteams = 3
};

/* What draw() writes into a string. */
static char *drawn(void (*draw)(FILE *f, const void *arg), const void *arg)
{
	char *buf;
	size_t len;
	FILE *f = xopen_memstream(&buf, &len);
	draw(f, arg);
	fclose(f);
	return buf;
}

#define TEXT_WANT                                                                                                      \
	"rank team         solved penalty  A                 B               \n"                                       \
	"1    Team <1>          1      3  1/3               -1              \n"                                        \
	"2    Team 2            1     30  2/10              ?1              \n"                                        \
	"3    Team 3            0      0  --                --              \n"                                        \
	"Penalty: the contest minute of each problem solved, plus 20 per rejected try before it (a compile error "     \
	"costs nothing). Teams are ranked by problems solved, then by less penalty, then by the earlier last "         \
	"problem solved; teams equal on all three share a rank.\n"

static void draw_board(FILE *f, const void *b)
{
	board_html_board(f, b);
}

/* The page's table, written as the server writes it (p->f). */
static void draw_page(FILE *f, const void *sb)
{
	struct serve s = { .contest = &contest };
	struct page p = { .s = &s, .f = f };
	page_scoreboard_table(&p, sb, 1, 1);
}

/* The text between from and to in s (both found), to included. */
static char *between(const char *s, const char *from, const char *to)
{
	const char *a = strstr(s, from);
	ck_assert_msg(a != NULL, "no %s in %s", from, s);
	const char *b = strstr(a, to);
	ck_assert_msg(b != NULL, "no %s after %s in %s", to, from, s);
	char *out = strndup(a, (size_t)(b - a) + strlen(to));
	ck_assert_ptr_nonnull(out);
	return out;
}

static void assert_cell(const struct board_cell *c, int has, enum board_state state, const char *text, int upsolved,
                        int outlined)
{
	ck_assert_int_eq(c->has, has);
	ck_assert_int_eq(c->state, state);
	ck_assert_str_eq(c->text, text);
	ck_assert_int_eq(c->upsolved, upsolved);
	ck_assert_int_eq(c->outlined, outlined);
	ck_assert_int_eq(c->anchor, -1);
}

/* The scoreboard's numbers as a board: every cell's state and text, the figures, the columns. */
START_TEST(contest_board_of_scoreboard)
{
	struct scoreboard sb;
	compute(&sb);
	struct board b;
	page_board_of(&contest, &sb, 1, 1, 0, &b);
	ck_assert_int_eq(b.kind, BOARD_CONTEST);
	ck_assert_uint_eq(b.ncolumns, 2);
	ck_assert_str_eq(b.columns[0].id, "A");
	ck_assert_str_eq(b.columns[0].title, "Nim <game>");
	ck_assert_uint_eq(b.columns[0].solved, 2);
	ck_assert_uint_eq(b.columns[1].solved, 0);
	ck_assert_uint_eq(b.nrows, 3);
	const char *names[] = { "Team <1>", "Team 2", "Team 3" };
	const long figures[][2] = { { 1, 3 }, { 1, 30 }, { 0, 0 } };
	for (size_t r = 0; r < 3; r++) {
		ck_assert_str_eq(b.rows[r].team, names[r]);
		ck_assert_uint_eq(b.rows[r].rank, r + 1);
		ck_assert_int_eq(b.rows[r].figures[0], figures[r][0]);
		ck_assert_int_eq(b.rows[r].figures[1], figures[r][1]);
	}
	assert_cell(&b.rows[0].cells[0], 1, BOARD_FIRST, "1/3", 0, 0);
	assert_cell(&b.rows[0].cells[1], 1, BOARD_REJECTED, "-1", 1, 0); /* a compile error is a try, costing nothing */
	assert_cell(&b.rows[1].cells[0], 1, BOARD_SOLVED, "2/10", 0, 0);
	assert_cell(&b.rows[1].cells[1], 1, BOARD_PENDING, "?1", 0, 1);
	assert_cell(&b.rows[2].cells[0], 0, BOARD_NONE, "", 0, 0);
	assert_cell(&b.rows[2].cells[1], 0, BOARD_NONE, "", 0, 0);
	page_board_free(&b);
	scoreboard_free(&sb);
}
END_TEST

/* The page's table is board.c's drawing of that board, nothing of the page's own: the same markup as compare's. */
START_TEST(page_table_is_the_board_drawn)
{
	struct scoreboard sb;
	compute(&sb);
	struct board b;
	page_board_of(&contest, &sb, 1, 1, 0, &b);
	char *page = drawn(draw_page, &sb), *board = drawn(draw_board, &b);
	ck_assert_str_eq(page, board);

	char *head = between(page, "<table id=\"scoreboard\">", "</thead>");
	ck_assert_str_eq(head, "<table id=\"scoreboard\"><thead><tr><th class=\"num\">rank</th><th>team</th>"
	                       "<th class=\"num\">solved</th><th class=\"num\">penalty</th>"
	                       "<th><span class=\"balloon\" style=\"color:#ff0000\">&#9679;</span> A"
	                       "<small>Nim &lt;game&gt;</small></th><th>B<small>Move</small></th></tr></thead>");
	char *body = between(page, "<tbody>", "</table>\n");
	ck_assert_str_eq(body,
	                 "<tbody>\n"
	                 "<tr data-team=\"Team &lt;1&gt;\"><td class=\"num\">1</td><td>Team &lt;1&gt;</td>"
	                 "<td class=\"num\">1</td><td class=\"num\">3</td>"
	                 "<td class=\"cell-first\" data-problem=\"A\">1/3</td>"
	                 "<td class=\"cell-no\" data-problem=\"B\">-1 " MARK "</td></tr>\n"
	                 "<tr data-team=\"Team 2\"><td class=\"num\">2</td><td>Team 2</td>"
	                 "<td class=\"num\">1</td><td class=\"num\">30</td>"
	                 "<td class=\"cell-ac\" data-problem=\"A\">2/10</td>"
	                 "<td class=\"cell-pending\" id=\"revealed\" style=\"outline:3px solid #06c\" "
	                 "data-problem=\"B\">?1</td></tr>\n"
	                 "<tr data-team=\"Team 3\"><td class=\"num\">3</td><td>Team 3</td>"
	                 "<td class=\"num\">0</td><td class=\"num\">0</td>"
	                 "<td class=\"none\" data-problem=\"A\"></td><td class=\"none\" data-problem=\"B\"></td></tr>\n"
	                 "</tbody><tfoot><tr><td></td><td>solved by</td><td></td><td></td>"
	                 "<td>2 of 3</td><td>0 of 3</td></tr></tfoot></table>\n");
	ck_assert_ptr_nonnull(strstr(page, "<p id=\"upsolve-legend\">" MARK " solved after the contest's end"));
	ck_assert_ptr_nonnull(strstr(page, "<li><span class=\"cell-pending\">?1</span>pending"));
	ck_assert_ptr_nonnull(strstr(page, "<p class=\"rule\">Penalty: the contest minute of each problem solved, plus "
	                                   "20 per rejected try before it (a compile error costs nothing). Teams are "
	                                   "ranked by problems solved, then by less penalty"));

	/* The same board as compare's kind: the same head, the same rows; only the cells say verdicts. */
	b.kind = BOARD_SESSION;
	b.rows[0].cells[0].verdict = V_AC;
	char *session = drawn(draw_board, &b);
	char *shead = between(session, "<table id=\"scoreboard\">", "</thead>");
	ck_assert_str_eq(shead, head);
	ck_assert_ptr_nonnull(strstr(session, "<tr data-team=\"Team 3\"><td class=\"num\">3</td><td>Team 3</td>"
	                                      "<td class=\"num\">0</td><td class=\"num\">0</td>"
	                                      "<td class=\"none\">--</td><td class=\"none\">--</td></tr>\n"));
	ck_assert_ptr_nonnull(strstr(session, "<td class=\"AC\" data-problem=\"A\">1/3</td>"));
	free(shead);
	free(session);
	free(body);
	free(head);
	free(page);
	free(board);
	page_board_free(&b);
	scoreboard_free(&sb);
}
END_TEST

static void draw_text(FILE *f, const void *b)
{
	board_text(f, b, 0);
}

/* The same board for a terminal: the cells' texts, "--" where nobody tried, the rule without how judged. */
START_TEST(contest_board_as_text)
{
	struct scoreboard sb;
	compute(&sb);
	struct board b;
	page_board_of(&contest, &sb, -1, -1, 0, &b);
	char *text = drawn(draw_text, &b);
	ck_assert_str_eq(text, TEXT_WANT);
	free(text);
	page_board_free(&b);
	scoreboard_free(&sb);
}
END_TEST

/* The wall: no cell links (a contest's cells have none anyway), the same table. */
START_TEST(wall_draws_the_same_table)
{
	struct scoreboard sb;
	compute(&sb);
	struct board b, w;
	page_board_of(&contest, &sb, -1, -1, 0, &b);
	page_board_of(&contest, &sb, -1, -1, 1, &w);
	char *page = drawn(draw_board, &b), *wall = drawn(draw_board, &w);
	ck_assert_str_eq(page, wall);
	ck_assert_ptr_null(strstr(page, "revealed"));
	free(page);
	free(wall);
	page_board_free(&b);
	page_board_free(&w);
	scoreboard_free(&sb);
}
END_TEST

static void draw_md(FILE *f, const void *b)
{
	board_md(f, b);
}

/*
 * Markdown: a problem's label comes from the contest's problems.yaml, so its
 * bars, HTML and emphasis are text (report_md_escape), as a team's name is:
 * the header row keeps its columns and nothing renders as markup.
 */
START_TEST(markdown_escapes_labels)
{
	struct serve_problem odd[] = { { .id = "nim", .label = "A|<b>*x*</b>", .title = "Nim" },
		                       { .id = "move", .label = "[B](http://evil.example)_`c`", .title = "Move" } };
	struct serve_contest c = contest;
	c.problems = odd;
	struct scoreboard sb;
	compute(&sb);
	struct board b;
	page_board_of(&c, &sb, -1, -1, 0, &b);
	char *md = drawn(draw_md, &b);
	ck_assert_ptr_nonnull(strstr(md, "| rank | team | solved | penalty | A\\|\\<b\\>\\*x\\*\\</b\\> | "
	                                 "\\[B\\](http://evil.example)\\_\\`c\\` |\n"));
	ck_assert_ptr_null(strstr(md, "<b>"));
	free(md);
	page_board_free(&b);
	scoreboard_free(&sb);
}
END_TEST

int main(void)
{
	Suite *s = suite_create("board");
	TCase *tc = tcase_create("one renderer");
	tcase_add_test(tc, contest_board_of_scoreboard);
	tcase_add_test(tc, page_table_is_the_board_drawn);
	tcase_add_test(tc, wall_draws_the_same_table);
	tcase_add_test(tc, contest_board_as_text);
	tcase_add_test(tc, markdown_escapes_labels);
	suite_add_tcase(s, tc);
	return test_run(s);
}
