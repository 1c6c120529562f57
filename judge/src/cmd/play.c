/*
 * judge play PROBLEM [--test NAME | --seed N]: a person plays an interactive
 * problem's game against its interactor, in the terminal. The game is a test's
 * input (the first test by default), or one the generator draws from the
 * problem's first stress line with {i} = N.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "cmd/cmd.h"
#include "exitcode.h"
#include "run/judge.h"
#include "util.h"

/* A game may wait this long for a person's moves. */
#define PLAY_WALL_MS (60L * 60 * 1000)

/* The test called name, or NULL. */
static const struct test *find_test(const struct problem *p, const char *name)
{
	for (size_t i = 0; i < p->ntests; i++)
		if (strcmp(p->tests[i].name, name) == 0)
			return &p->tests[i];
	return NULL;
}

/* Draws a game with the generator; 0 with its input in *input, else an exit status. */
static int draw_game(struct judge *j, const struct problem *p, long seed, char **input)
{
	struct diag d;
	if (!p->generator || p->nstress == 0) {
		cli_error("play: %s has no stress line to draw a game from; use --test NAME", p->id);
		return EXIT_USAGE;
	}
	char *gen = NULL;
	if (judge_build_tool(j, p->generator, &gen, &d) < 0) {
		cli_error("%s", d.msg);
		return EXIT_JUDGE_FAILED;
	}
	char *args = problem_expand_args(p->stress[0].gen_args, seed);
	char *out = judge_scratch(j, "game.in");
	struct run_outcome o;
	int rc = judge_generate(j, NULL, gen, args, out, &o, &d);
	free(gen);
	if (rc < 0 || o.verdict != V_AC) {
		cli_error("play: the generator failed on '%s': %s", args, rc < 0 ? d.msg : o.message);
		free(args);
		free(out);
		return EXIT_JUDGE_FAILED;
	}
	free(args);
	*input = out;
	return 0;
}

int cmd_play(struct cli *cli)
{
	struct diag d;
	struct problem *p = problem_load(cli->root, cli->args[0], PROBLEM_NEED_DATA, &d);
	if (!p) {
		cli_error("%s", d.msg);
		return EXIT_USAGE;
	}
	int rc = EXIT_USAGE;
	struct judge *j = NULL;
	char *input = NULL, *interactor = NULL;
	const char *what = NULL;
	if (p->checker.kind != CHECKER_INTERACTIVE) {
		cli_error("play: %s is not an interactive problem (its checker is not `type: interactive`)", p->id);
		goto out;
	}
	if (cli->test && cli->has_seed) {
		cli_error("play: give --test or --seed, not both");
		goto out;
	}
	const struct test *t = p->ntests ? &p->tests[0] : NULL;
	if (cli->test && !(t = find_test(p, cli->test))) {
		cli_error("play: %s has no test '%s' (see %s)", p->id, cli->test, p->manifest);
		goto out;
	}
	if (!cli->has_seed && !t) {
		cli_error("play: %s has no tests; use --seed N", p->id);
		goto out;
	}
	if (!(j = cli_judge_new(cli->root, 1, &d))) {
		cli_error("%s", d.msg);
		rc = EXIT_JUDGE_FAILED;
		goto out;
	}
	if (cli->has_seed) {
		if ((rc = draw_game(j, p, cli->seed, &input)) != 0)
			goto out;
	} else {
		input = xstrdup(t->input);
	}
	if (judge_build_tool(j, p->checker.program, &interactor, &d) < 0) {
		cli_error("%s", d.msg);
		rc = EXIT_JUDGE_FAILED;
		goto out;
	}
	if (cli->has_seed)
		fprintf(stderr, "%s: a game drawn with seed %ld. ", p->id, cli->seed);
	else
		fprintf(stderr, "%s: the game of test '%s'. ", p->id, t->name);
	fprintf(stderr, "%s\n",
	        p->checker.convention == CONVENTION_KATTIS
	                ? "Its interactor follows Kattis' convention and has no play mode: you read and type its "
	                  "protocol lines (see the statement). Ctrl-D gives up."
	                : "Ctrl-D gives up.");
	struct play_outcome po;
	if (judge_play(j, &p->checker, interactor, input, 0, 1, 2, PLAY_WALL_MS, &po, &d) < 0) {
		cli_error("%s", d.msg);
		rc = EXIT_JUDGE_FAILED;
		goto out;
	}
	what = po.verdict == V_AC ? "you won" : po.verdict == V_JE ? NULL : "you lost";
	if (what) {
		printf("judge: %s.\n", what);
		rc = po.verdict == V_AC ? EXIT_ACCEPTED : EXIT_REJECTED;
	} else {
		cli_error("play: %s", po.message);
		rc = EXIT_JUDGE_FAILED;
	}
out:
	free(input);
	free(interactor);
	judge_free(j);
	problem_free(p);
	return rc;
}
