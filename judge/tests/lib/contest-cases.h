/*
 * contest-cases.h: the contests that the scoreboard's and the resolver's case
 * files write (data/contest-scoreboard/cases.txt, data/contest-resolve/
 * cases.txt): the lines both have (teams, problems, penalty, duration,
 * freeze, ended, sub) read into one struct; each test reads its own lines
 * after them and runs its own check.
 */
#ifndef CONTEST_CASES_H
#define CONTEST_CASES_H

#include "contest/contest-package.h"
#include "store/scoreboard.h"
#include "store/scoreboard.h"
#include "util.h"

#define CASE_BASE 1800000000000LL /* the contest's start in the cases */
#define CASE_SUBS 64

struct contest_case {
	char name[64];
	struct contest c;
	struct strv teams, problems;
	struct scoreboard_sub subs[CASE_SUBS];
	char *sub_text[CASE_SUBS][3];
	size_t nsubs;
	long ended_min;
};

/* Frees what k holds and makes it an empty case: penalty 20, 300 minutes, starting at CASE_BASE. */
void contest_case_reset(struct contest_case *k);
/* Reads a line's words after its first (word) into k: 1 when word is one of the shared lines, else 0. */
int contest_case_line(struct contest_case *k, const char *word, char *rest);
/* Makes k->c's teams and problems from the case's lines, to be computed. */
void contest_case_build(struct contest_case *k);
/* The words of rest, split at spaces (rest is changed), pushed on v. */
void contest_case_words(struct strv *v, char *rest);

#endif
