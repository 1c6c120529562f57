/*
 * unit/run/game.c: a person's game one move at a time (run/game.h), played
 * against nimplay's real interactor in the sandbox: a game won with the xor
 * rule, a game lost, an illegal move explained and asked again, a move that is
 * not one line refused, and nothing accepted after the end; and hostile
 * interactors (one that talks without end, one that never ends) neither hold
 * an answer nor the game's end past their bounds. Needs root (the sandbox);
 * skipped (77) without it.
 */
#define _GNU_SOURCE
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "problem/problem.h"
#include "run/game.h"
#include "run/judge.h"
#include "testutil.h"
#include "util.h"

#define WALL_MS (60L * 1000)
#define IDLE_MS (20L * 1000)
#define MAX_HEAPS 64

static struct judge *j;
static struct problem *nimplay;

static const char *sample_input(void)
{
	for (size_t i = 0; i < nimplay->ntests; i++)
		if (!strcmp(nimplay->tests[i].name, "sample"))
			return nimplay->tests[i].input;
	ck_abort_msg("nimplay has no test 'sample'");
	return NULL;
}

/* The heaps of the last picture on a screen ("  heap    2: 5 #####"); their count. */
static int heaps_shown(const char *screen, long *heap)
{
	int n = 0;
	for (const char *line = screen; line && *line; line = strchr(line, '\n') ? strchr(line, '\n') + 1 : NULL) {
		int i;
		long size;
		if (sscanf(line, " heap %d: %ld", &i, &size) == 2 && i >= 1 && i <= MAX_HEAPS) {
			heap[i - 1] = size;
			if (i > n)
				n = i;
		}
	}
	return n;
}

/* Nim's winning move when there is one (the xor made 0), else one stone off the largest heap. */
static void pick_move(const long *heap, int n, int to_win, char *move, size_t size)
{
	long x = 0;
	int largest = 0;
	for (int i = 0; i < n; i++) {
		x ^= heap[i];
		if (heap[i] > heap[largest])
			largest = i;
	}
	for (int i = 0; to_win && x && i < n; i++)
		if ((heap[i] ^ x) < heap[i]) {
			snprintf(move, size, "%d %ld", i + 1, heap[i] ^ x);
			return;
		}
	snprintf(move, size, "%d %ld", largest + 1, heap[largest] - 1);
}

/* Plays the sample's game to its end, winning or not; the last view is left in v. */
static void play_out(int to_win, struct game_view *v)
{
	struct diag d;
	struct game *g = game_start(j, nimplay, sample_input(), WALL_MS, IDLE_MS, v, &d);
	ck_assert_msg(g, "game_start: %s", d.msg);
	ck_assert_msg(strstr(v->screen, "Turn 1, your move.") && v->waiting, "the opening: [%s]", v->screen);
	long heap[MAX_HEAPS] = { 0 };
	int n = 0;
	for (int moves = 0; !v->over; moves++) {
		ck_assert_msg(moves < 200, "the game did not end");
		ck_assert_msg(v->waiting, "neither waiting nor over: [%s]", v->screen);
		int shown = heaps_shown(v->screen, heap);
		n = shown > n ? shown : n;
		char move[64];
		pick_move(heap, n, to_win, move, sizeof move);
		game_view_free(v);
		ck_assert_msg(game_move(g, move, v, &d) == 0, "game_move: %s", d.msg);
	}
	ck_assert_int_eq(game_move(g, "1 0", &(struct game_view){ 0 }, &d), -1);
	ck_assert_str_eq(d.msg, "the game is over");
	game_end(g);
}

/* Plays the sample's game out and checks how it ended: the verdict and the interactor's last words. */
static void ends_with(int to_win, enum verdict want, const char *words)
{
	struct game_view v;
	play_out(to_win, &v);
	ck_assert_msg(v.verdict == want, "verdict %s: [%s]", verdict_code(v.verdict), v.screen);
	ck_assert_msg(strstr(v.screen, words), "no '%s' in [%s]", words, v.screen);
	game_view_free(&v);
}

START_TEST(a_game_is_won_with_the_xor_rule)
{
	ends_with(1, V_AC, "You won");
}
END_TEST

START_TEST(a_game_played_badly_is_lost)
{
	ends_with(0, V_WA, "You lost");
}
END_TEST

START_TEST(an_illegal_move_is_explained_and_asked_again)
{
	struct diag d;
	struct game_view v;
	struct game *g = game_start(j, nimplay, sample_input(), WALL_MS, IDLE_MS, &v, &d);
	ck_assert_msg(g, "game_start: %s", d.msg);
	/* The protocol a program would read: the heaps of the sample, "3" then "2 5 6". */
	ck_assert_str_eq(v.protocol, "3\n2 5 6\n");
	game_view_free(&v);
	ck_assert_int_eq(game_move(g, "9 1", &v, &d), 0);
	ck_assert_msg(strstr(v.screen, "Not a move: there is no heap 9"), "[%s]", v.screen);
	ck_assert_msg(v.waiting && !v.over, "asked again: waiting %d, over %d", v.waiting, v.over);
	game_view_free(&v);
	/* A move that is not one line is refused before it reaches the interactor. */
	ck_assert_int_eq(game_move(g, "1 1\n2 2", &v, &d), -1);
	ck_assert_str_eq(d.msg, "a move is one line of at most 4096 bytes");
	ck_assert_int_eq(game_move(g, "2 4", &v, &d), 0);
	ck_assert_msg(v.waiting && !v.over && strstr(v.screen, "I took ") && strstr(v.screen, "Turn 3, your move."), "[%s]", v.screen);
	game_view_free(&v);
	game_end(g); /* given up: the interactor ends, nothing is left running */
}
END_TEST

START_TEST(a_problem_that_is_not_interactive_has_no_game)
{
	struct diag d;
	struct game_view v;
	struct problem *p = problem_load(getenv("JUDGE_ROOT"), "hdu1850", PROBLEM_NEED_DATA, &d);
	ck_assert_msg(p, "%s", d.msg);
	ck_assert_ptr_null(game_start(j, p, p->tests[0].input, WALL_MS, IDLE_MS, &v, &d));
	ck_assert_str_eq(d.msg, "hdu1850 is not an interactive problem");
	problem_free(p);
}
END_TEST

/*
 * nimplay with another interactor, in a copy of the repository's parts a
 * problem needs (scratch root): what the game makes of a hostile one.
 */
static struct problem *with_interactor(const char *name, const char *source, char **root_out)
{
	const char *root = getenv("JUDGE_ROOT");
	char *dir = xasprintf("%s/%s", test_scratch(), name);
	char *cmd = xasprintf("mkdir -p %s/judge %s/problems %s/testdata %s/solvers/brute && "
	                      "cp %s/judge/languages.yaml %s/judge/ && "
	                      "cp -r %s/problems/include %s/problems/nimplay %s/problems/ && "
	                      "cp -r %s/testdata/nimplay %s/testdata/ && cp %s/solvers/nimplay.c %s/solvers/ && "
	                      "cp %s/solvers/brute/nimplay.c %s/solvers/brute/",
	                      dir, dir, dir, dir, root, dir, root, root, dir, root, dir, root, dir, root, dir);
	ck_assert_int_eq(system(cmd), 0);
	char *path = xasprintf("%s/problems/nimplay/interact.c", dir);
	FILE *f = fopen(path, "w");
	ck_assert_ptr_nonnull(f);
	fputs(source, f);
	fclose(f);
	struct diag d;
	struct problem *p = problem_load(dir, "nimplay", PROBLEM_NEED_DATA, &d);
	ck_assert_msg(p, "%s", d.msg);
	free(path);
	free(cmd);
	*root_out = dir;
	return p;
}

/*
 * Talks without end: the answer comes back after GAME_ANSWER_MAX_BYTES, not
 * waiting, with what fitted in a view; the game ends at once (its pipes
 * closed, a write is its end). A wall limit of an hour: the test would hang
 * (and fail by its time-out) if either waited for the interactor.
 */
START_TEST(an_interactor_that_talks_without_end_is_not_waited_for)
{
	char *root;
	struct problem *p = with_interactor("talker", "#include <stdio.h>\n"
	                                              "int main(void) { for (;;) fputs(\"x\", stderr); }\n",
	                                     &root);
	struct diag d;
	struct game_view v;
	struct judge *jj = judge_new(root, 1, &d);
	ck_assert_msg(jj, "%s", d.msg);
	struct game *g = game_start(jj, p, p->tests[0].input, 3600L * 1000, IDLE_MS, &v, &d);
	ck_assert_msg(g, "%s", d.msg);
	ck_assert_int_eq(v.waiting, 0);
	ck_assert_int_eq(v.over, 0);
	ck_assert_uint_eq(strlen(v.screen) > GAME_VIEW_MAX ? 1 : 0, 1); /* the view, and the line saying what was dropped */
	const char *more = strstr(v.screen, "\n(and ");
	ck_assert_ptr_nonnull(more);
	/* Cut by bytes, within one drain (8 reads) of the bound: not after GAME_ANSWER_MAX_MS of it. */
	size_t dropped = strtoul(more + strlen("\n(and "), NULL, 10);
	ck_assert_uint_ge(GAME_VIEW_MAX + dropped, GAME_ANSWER_MAX_BYTES);
	ck_assert_uint_lt(GAME_VIEW_MAX + dropped, GAME_ANSWER_MAX_BYTES + 8 * 8192);
	ck_assert_ptr_nonnull(strstr(more, " bytes more, not shown)"));
	game_view_free(&v);
	game_end(g);
	if (!game_orphans()) { /* its interactor may not have met its closed pipe yet */
		judge_free(jj);
		problem_free(p);
	}
	free(root);
}
END_TEST

/* Waits for a move and never ends, even when its input ends: game_end leaves it after GAME_END_GRACE_MS. */
START_TEST(an_interactor_that_never_ends_does_not_hold_the_end)
{
	char *root;
	struct problem *p = with_interactor("sleeper", "#include <signal.h>\n#include <stdio.h>\n#include <unistd.h>\n"
	                                               "int main(void) { signal(SIGPIPE, SIG_IGN);\n"
	                                               "  fputs(\"your move\\n> \", stderr); fflush(stderr);\n"
	                                               "  for (;;) pause(); }\n",
	                                     &root);
	struct diag d;
	struct game_view v;
	struct judge *jj = judge_new(root, 1, &d);
	ck_assert_msg(jj, "%s", d.msg);
	struct game *g = game_start(jj, p, p->tests[0].input, 3600L * 1000, IDLE_MS, &v, &d);
	ck_assert_msg(g, "%s", d.msg);
	ck_assert_str_eq(v.screen, "your move\n> ");
	ck_assert_int_eq(v.waiting, 1);
	game_view_free(&v);
	int before = game_orphans();
	game_end(g);
	/* Left to its wall limit: its thread still uses the judge and the problem, which stay (a leak, here). */
	ck_assert_int_eq(game_orphans(), before + 1);
	free(root);
}
END_TEST

int main(void)
{
	struct diag d;
	if (geteuid() != 0) {
		fprintf(stderr, "skipped: the sandbox needs root\n");
		return 77;
	}
	char uid[32];
	snprintf(uid, sizeof uid, "%ld", 100000L + (long)(getpid() % 100000) * 64);
	setenv("JUDGE_UID", uid, 1);
	if (!(j = judge_new(getenv("JUDGE_ROOT"), 1, &d)) ||
	    !(nimplay = problem_load(getenv("JUDGE_ROOT"), "nimplay", PROBLEM_NEED_DATA, &d))) {
		fprintf(stderr, "%s\n", d.msg);
		return 2;
	}
	Suite *s = suite_create("game");
	TCase *tc = tcase_create("game");
	tcase_add_test(tc, a_game_is_won_with_the_xor_rule);
	tcase_add_test(tc, a_game_played_badly_is_lost);
	tcase_add_test(tc, an_illegal_move_is_explained_and_asked_again);
	tcase_add_test(tc, a_problem_that_is_not_interactive_has_no_game);
	/* The one that never ends first: its game stays left to the end, so the count it checks moves by it alone. */
	tcase_add_test(tc, an_interactor_that_never_ends_does_not_hold_the_end);
	tcase_add_test(tc, an_interactor_that_talks_without_end_is_not_waited_for);
	suite_add_tcase(s, tc);
	int rc = test_run(s);
	problem_free(nimplay);
	judge_free(j);
	return rc;
}
