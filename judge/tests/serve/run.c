/*
 * serve-run: a small driver of the serve core for the shell tests and the
 * bench (crash.sh), standing in for the parts of `judge serve` that
 * are not this test's subject.
 *   serve-run submit DB TEAM PROBLEM LANGUAGE FILE...  adds a submission, prints its id
 *   serve-run worker DB CONTEST ROOT [NAME]            judges until nothing waits
 *   serve-run worker-forever DB CONTEST ROOT [NAME]    judges until killed
 *   serve-run bench DB CONTEST ROOT PROBLEM FILE N     measures (below)
 * bench: the latency of store_submission_add (durable on return) over N
 * submissions of FILE, median and p99; then the worker's time per submission
 * (claim, files, judging, storing) against judge_submission() alone on the
 * same file, min(N, 20) times each: the difference is what the worker adds.
 * Exit 0, or 1 with the message on stderr.
 */
#define _GNU_SOURCE
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "contest/contest-package.h"
#include "store/store.h"
#include "live/worker.h"
#include "store/store.h"
#include "problem/problem.h"
#include "run/judge.h"
#include "util.h"

static int submit(int argc, char **argv)
{
	struct diag d;
	struct store *s = store_open(argv[2], 0, &d);
	if (!s) {
		fprintf(stderr, "%s\n", d.msg);
		return 1;
	}
	struct store_submission sub = { 0 };
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
	struct serve_worker_opts o = {
		.name = name, .wake_fd = -1, .jobs = 2, .until_idle = !forever, .judged = judged
	};
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

static double now_ms(void)
{
	struct timespec ts;
	clock_gettime(CLOCK_MONOTONIC, &ts);
	return ts.tv_sec * 1e3 + ts.tv_nsec / 1e6;
}

static int cmp_double(const void *a, const void *b)
{
	double x = *(const double *)a, y = *(const double *)b;
	return (x > y) - (x < y);
}

static void report(const char *what, double *v, int n)
{
	qsort(v, (size_t)n, sizeof *v, cmp_double);
	double sum = 0;
	for (int i = 0; i < n; i++)
		sum += v[i];
	printf("%-34s n=%d mean %.2f ms, median %.2f ms, p99 %.2f ms, max %.2f ms\n", what, n, sum / n, v[n / 2],
	       v[(int)(n * 0.99) < n ? (int)(n * 0.99) : n - 1], v[n - 1]);
}

/* The latency of a durable add, n times. */
static int bench_add(struct store *s, const struct store_submission *sub, double *v, int n, struct diag *d)
{
	for (int i = 0; i < n; i++) {
		double t0 = now_ms();
		if (store_submission_add(s, sub, d) < 0)
			return -1;
		v[i] = now_ms() - t0;
	}
	report("store_submission_add (durable)", v, n);
	return 0;
}

/* The worker's own store work per submission: a claim with its files, then the verdict with 30 runs. */
static int bench_claim(struct store *s, double *v, int n, struct diag *d)
{
	struct store_run runs[30];
	for (int i = 0; i < 30; i++)
		runs[i] = (struct store_run){
			.ordinal = i + 1, .test = "small-1", .verdict = "AC", .time_ms = 3, .memory_kb = 900
		};
	for (int i = 0; i < n; i++) {
		struct store_submission got;
		struct store_judgement jd;
		double t0 = now_ms();
		if (store_claim(s, "bench", &got, &jd, d) != 1 ||
		    store_judgement_complete(s, jd.id, "AC", 3, 900, NULL, runs, 30, d) < 0)
			return -1;
		v[i] = now_ms() - t0;
		store_submission_free(&got);
		store_judgement_free(&jd);
	}
	report("claim + complete with 30 runs", v, n);
	return 0;
}

/* The worker's whole step, n times (the submissions wait, rejudged). */
static int bench_worker(struct store *s, const struct contest *c, const char *root, double *v, int n, struct diag *d)
{
	struct serve_worker_opts o = { .wake_fd = -1, .jobs = 2 };
	struct serve_worker *w = serve_worker_new(s, c, root, &o, d);
	if (!w)
		return -1;
	for (int i = 0; i < n; i++) {
		double t0 = now_ms();
		if (serve_worker_step(w, d) != SERVE_STEP_JUDGED) {
			serve_worker_free(w);
			return -1;
		}
		v[i] = now_ms() - t0;
	}
	report("worker, per submission", v, n);
	serve_worker_free(w);
	return 0;
}

/* The core alone, as `judge submit` calls it, with the same jobs and the same (warm) compile cache. */
static int bench_core(const char *root, const char *problem, const char *file, double *v, int n, struct diag *d)
{
	struct judge *j = judge_new(root, 2, d);
	struct problem *p = j ? problem_load(root, problem, PROBLEM_NEED_DATA, d) : NULL;
	struct judge_opts jo = { .first_fail = 1 };
	int rc = p ? 0 : -1;
	for (int i = 0; rc == 0 && i < n; i++) {
		struct submission_result r;
		double t0 = now_ms();
		rc = judge_submission(j, p, file, &jo, &r, d);
		v[i] = now_ms() - t0;
		if (rc == 0)
			submission_result_free(&r);
	}
	if (rc == 0)
		report("judge_submission alone", v, n);
	problem_free(p);
	judge_free(j);
	return rc;
}

static int bench(char **argv)
{
	struct diag d;
	int n = atoi(argv[7]), rc = -1;
	struct store *s = store_open(argv[2], 0, &d);
	struct contest *c = s ? contest_load(argv[3], argv[4], &d) : NULL;
	char *text = NULL;
	size_t len;
	double *v = xcalloc((size_t)n + 1, sizeof *v);
	if (c && n > 0 && read_file(argv[6], &text, &len, &d) == 0) {
		struct store_file f = { .name = "main.c", .data = (unsigned char *)text, .len = len };
		struct store_submission sub = { .team_id = "t1", .language = "c", .files = &f, .nfiles = 1 };
		snprintf(sub.problem_id, sizeof sub.problem_id, "%s", argv[5]);
		/* Judging is slow beside the store: the worker and the core are compared on 20 at most. */
		int nj = n < 20 ? n : 20;
		if (bench_add(s, &sub, v, n, &d) == 0 && bench_claim(s, v, n, &d) == 0 &&
		    store_rejudge(s, 0, argv[5], &d) >= 0 && bench_worker(s, c, argv[4], v, nj, &d) == 0 &&
		    bench_core(argv[4], argv[5], argv[6], v, nj, &d) == 0)
			rc = 0;
	}
	if (rc < 0)
		fprintf(stderr, "%s\n", d.msg);
	free(v);
	free(text);
	contest_free(c);
	store_close(s);
	return rc < 0 ? 1 : 0;
}

int main(int argc, char **argv)
{
	if (argc == 8 && strcmp(argv[1], "bench") == 0)
		return bench(argv);
	if (argc >= 7 && strcmp(argv[1], "submit") == 0)
		return submit(argc, argv);
	if (argc >= 5 && strncmp(argv[1], "worker", 6) == 0)
		return worker(argv, strcmp(argv[1], "worker-forever") == 0, argc >= 6 ? argv[5] : NULL);
	fprintf(stderr,
	        "usage: serve-run submit DB TEAM PROBLEM LANGUAGE FILE... | worker[-forever] DB CONTEST ROOT [NAME]\n");
	return 2;
}
