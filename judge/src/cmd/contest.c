/*
 * `judge contest new DIR --teams N --problems A,B,...` writes a starter
 * contest package for `judge serve`; `judge contest check DIR` reads one as
 * the server would and says what it holds, or exits 2 naming the file, line
 * and key that is wrong (contest/contest-package.h).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cmd/cmd.h"
#include "exitcode.h"
#include "report/report.h"
#include "contest/contest-package.h"
#include "util.h"

/* A message that may quote the package's text: escaped for the terminal. */
static void error_text(const char *msg)
{
	char *e = report_text_escape(msg);
	cli_error("%s", e);
	free(e);
}

static int contest_new_cmd(struct cli *cli, const char *dir)
{
	if (!cli->problems || !cli->problems[0]) {
		cli_error("contest new: give the problems: --problems A,B,... (ids, see 'judge list')");
		return EXIT_USAGE;
	}
	struct strv ids = { 0 };
	char *list = xstrdup(cli->problems);
	for (char *save = NULL, *id = strtok_r(list, ",", &save); id; id = strtok_r(NULL, ",", &save))
		strv_push(&ids, id);
	struct contest_new_opts o = { .dir = dir,
		                      .root = cli->root,
		                      .problems = (const char *const *)ids.v,
		                      .nproblems = ids.n,
		                      .nteams = cli->teams ? cli->teams : 10 };
	struct diag d;
	int rc = contest_new(&o, &d);
	if (rc < 0)
		error_text(d.msg);
	else
		printf("wrote %s: contest.yaml, problems.yaml, teams.yaml, accounts.yaml (%ld teams, a jury and an "
		       "admin; "
		       "passwords in accounts.yaml)\nstart it with: judge serve %s\n",
		       dir, o.nteams, dir);
	strv_free(&ids);
	free(list);
	return rc < 0 ? EXIT_USAGE : EXIT_ACCEPTED;
}

static int contest_check_cmd(struct cli *cli, const char *dir)
{
	struct diag d;
	struct contest *c = contest_load(dir, cli->root, &d);
	if (!c) {
		error_text(d.msg);
		return EXIT_USAGE;
	}
	static const char *const feedback[] = { "none", "samples", "first-diff" };
	char duration[32], freeze[32], start[48];
	contest_format_reltime(c->duration_ms, duration, sizeof duration);
	contest_format_reltime(c->freeze_ms, freeze, sizeof freeze);
	if (c->start_ms)
		contest_format_time(c->start_ms, start, sizeof start);
	else
		snprintf(start, sizeof start, "by hand");
	char *name = report_text_escape(c->name), hints[48] = "no hints";
	if (c->hints_after > 0)
		snprintf(hints, sizeof hints, "a hint after %ld rejected", c->hints_after);
	printf("%s: '%s', %zu problems, %zu teams, %zu accounts; starts %s, lasts %s, frozen the last %s, "
	       "penalty %ld min; feedback %s, %s; %s; %s; %s\n",
	       c->id, name, c->nproblems, c->nteams, c->naccounts, start, duration, freeze, c->penalty_min,
	       feedback[c->feedback], c->all_tests ? "every test" : "stops at the first rejected test",
	       c->upsolve ? "upsolving after the end" : "closed at the end", hints,
	       c->play ? "teams play the games during the contest" : "games played after the end");
	free(name);
	contest_free(c);
	return EXIT_ACCEPTED;
}

int cmd_contest(struct cli *cli)
{
	const char *action = cli->args[0], *dir = cli->args[1];
	if (cli->problems && strcmp(action, "new") != 0) {
		cli_error("contest %s: option '--problems' is new's", action);
		return EXIT_USAGE;
	}
	if (strcmp(action, "new") == 0)
		return contest_new_cmd(cli, dir);
	if (strcmp(action, "check") == 0)
		return contest_check_cmd(cli, dir);
	char *e = report_text_escape(action);
	cli_error("contest: unknown action '%s' (known: new, check)", e);
	free(e);
	return EXIT_USAGE;
}
