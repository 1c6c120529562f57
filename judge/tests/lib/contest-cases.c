/* contest-cases.c: the lines the scoreboard's and the resolver's case files share (contest-cases.h). */
#define _GNU_SOURCE
#include "contest-cases.h"

#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

void contest_case_reset(struct contest_case *k)
{
	strv_free(&k->teams);
	strv_free(&k->problems);
	for (size_t i = 0; i < k->nsubs; i++)
		for (int j = 0; j < 3; j++)
			free(k->sub_text[i][j]);
	free(k->c.teams);
	free(k->c.problems);
	memset(k, 0, sizeof *k);
	k->c.penalty_min = 20;
	k->c.duration_ms = 300 * 60000LL;
	k->c.start_ms = CASE_BASE;
}

void contest_case_words(struct strv *v, char *rest)
{
	for (char *w = strtok(rest, " "); w; w = strtok(NULL, " "))
		strv_push(v, w);
}

/* "[-]M:SS[.mmm]" from the start, in ms since the epoch. */
static long long at(const char *s)
{
	int neg = *s == '-';
	long m, sec, ms = 0;
	ck_assert_msg(sscanf(s + neg, "%ld:%ld.%ld", &m, &sec, &ms) >= 2, "bad time '%s'", s);
	long long v = (m * 60 + sec) * 1000LL + ms;
	return CASE_BASE + (neg ? -v : v);
}

/* "sub TEAM PROBLEM TIME VERDICT" ("-": pending). */
static void read_sub(struct contest_case *k, const char *rest)
{
	char team[32], problem[32], time[32], verdict[8];
	ck_assert_int_eq(sscanf(rest, "%31s %31s %31s %7s", team, problem, time, verdict), 4);
	ck_assert_uint_lt(k->nsubs, CASE_SUBS);
	char **t = k->sub_text[k->nsubs];
	t[0] = xstrdup(team), t[1] = xstrdup(problem), t[2] = xstrdup(verdict);
	k->subs[k->nsubs++] = (struct scoreboard_sub){ t[0], t[1], at(time), strcmp(verdict, "-") ? t[2] : NULL };
}

int contest_case_line(struct contest_case *k, const char *word, char *rest)
{
	if (!strcmp(word, "teams"))
		contest_case_words(&k->teams, rest);
	else if (!strcmp(word, "problems"))
		contest_case_words(&k->problems, rest);
	else if (!strcmp(word, "penalty"))
		k->c.penalty_min = atol(rest);
	else if (!strcmp(word, "duration"))
		k->c.duration_ms = atol(rest) * 60000LL;
	else if (!strcmp(word, "freeze"))
		k->c.freeze_ms = atol(rest) * 60000LL;
	else if (!strcmp(word, "ended"))
		k->ended_min = atol(rest);
	else if (!strcmp(word, "sub"))
		read_sub(k, rest);
	else
		return 0;
	return 1;
}

void contest_case_build(struct contest_case *k)
{
	k->c.nteams = k->teams.n;
	k->c.teams = xcalloc(k->teams.n + 1, sizeof *k->c.teams);
	for (size_t i = 0; i < k->teams.n; i++)
		k->c.teams[i].id = k->c.teams[i].name = k->teams.v[i];
	k->c.nproblems = k->problems.n;
	k->c.problems = xcalloc(k->problems.n + 1, sizeof *k->c.problems);
	for (size_t i = 0; i < k->problems.n; i++)
		k->c.problems[i].id = k->problems.v[i];
}
