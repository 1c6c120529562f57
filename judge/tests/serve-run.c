/*
 * serve-run: a small driver of the serve core for the shell tests and the
 * bench (serve-crash.sh), standing in for the parts of `judge serve` that
 * are not this test's subject.
 *   serve-run submit DB TEAM PROBLEM LANGUAGE FILE...  adds a submission, prints its id
 *   serve-run worker DB CONTEST ROOT [NAME]            judges until nothing waits
 *   serve-run worker-forever DB CONTEST ROOT [NAME]    judges until killed
 * Exit 0, or 1 with the message on stderr.
 */
#define _GNU_SOURCE
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "serve/contest.h"
#include "serve/store.h"
#include "serve/worker.h"
#include "util.h"

static int submit(int argc, char **argv)
{
	struct diag d;
	struct store *s = store_open(argv[2], 0, &d);
	if (!s) {
		fprintf(stderr, "%s\n", d.msg);
		return 1;
	}
	struct store_submission sub = {0};
	snprintf(sub.team_id, sizeof sub.team_id, "%s", argv[3]);
	snprintf(sub.problem_id, sizeof sub.problem_id, "%s", argv[4]);
	snprintf(sub.language, sizeof sub.language, "%s", argv[5]);
	sub.nfiles = (size_t)(argc - 6);
	sub.files = xcalloc(sub.nfiles, sizeof *sub.files);
	for (size_t i = 0; i < sub.nfiles; i++) {
		char *text;
		if (read_file(argv[6 + i], &text, &sub.files[i].len, &d) < 0) {
			fprintf(stderr, "%s\n", d.msg);
			return 1;
		}
		sub.files[i].data = (unsigned char *)text;
		const char *base = strrchr(argv[6 + i], '/');
		snprintf(sub.files[i].name, sizeof sub.files[i].name, "%s", base ? base + 1 : argv[6 + i]);
	}
	long long id = store_submission_add(s, &sub, &d);
	for (size_t i = 0; i < sub.nfiles; i++)
		free(sub.files[i].data);
	free(sub.files);
	store_close(s);
	if (id < 0) {
		fprintf(stderr, "%s\n", d.msg);
		return 1;
	}
	printf("%lld\n", id);
	return 0;
}

static void judged(void *ctx, const struct store_submission *sub, const char *verdict, long long judge_ms)
{
	(void)ctx;
	fprintf(stderr, "submission %lld (%s, %s): %s in %lld ms\n", sub->id, sub->team_id, sub->problem_id, verdict,
	        judge_ms);
}

static int worker(char **argv, int forever, const char *name)
{
	struct diag d;
	struct store *s = store_open(argv[2], 0, &d);
	struct contest *c = s ? contest_load(argv[3], argv[4], &d) : NULL;
	if (!c) {
		fprintf(stderr, "%s\n", d.msg);
		store_close(s);
		return 1;
	}
	struct serve_worker_opts o = {.name = name, .wake_fd = -1, .jobs = 2, .until_idle = !forever, .judged = judged};
	long n = serve_worker_run(s, c, argv[4], &o, &d);
	contest_free(c);
	store_close(s);
	if (n < 0) {
		fprintf(stderr, "%s\n", d.msg);
		return 1;
	}
	printf("%ld\n", n);
	return 0;
}

int main(int argc, char **argv)
{
	if (argc >= 7 && strcmp(argv[1], "submit") == 0)
		return submit(argc, argv);
	if (argc >= 5 && strncmp(argv[1], "worker", 6) == 0)
		return worker(argv, strcmp(argv[1], "worker-forever") == 0, argc >= 6 ? argv[5] : NULL);
	fprintf(stderr, "usage: serve-run submit DB TEAM PROBLEM LANGUAGE FILE... | worker[-forever] DB CONTEST ROOT [NAME]\n");
	return 2;
}
