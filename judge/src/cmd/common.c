#define _GNU_SOURCE
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "cmd/cmd.h"
#include "exitcode.h"
#include "run/judge.h"
#include "package/kattis.h"
#include "problem/problem.h"
#include "report/report.h"
#include "util.h"

void cli_error(const char *fmt, ...)
{
	va_list ap;
	char *msg;
	va_start(ap, fmt);
	int n = vasprintf(&msg, fmt, ap);
	va_end(ap);
	if (n < 0) {
		fputs("judge: out of memory\n", stderr);
		return;
	}
	/* The message may quote a package, a program or a compiler's log: escaped, a log's lines kept. */
	char *e = report_log_escape(msg);
	fprintf(stderr, "judge: %s\n", e);
	free(e);
	free(msg);
}

struct judge *cli_judge_new(const char *root, int jobs, struct diag *d)
{
	struct judge *j = judge_new(root, jobs, d);
	if (j && *sandbox_warnings(j->sb))
		fprintf(stderr, "judge: note: %s\n", sandbox_warnings(j->sb));
	return j;
}

int cli_open(const struct cli *cli, unsigned flags, struct problem **p, struct judge **j)
{
	struct diag d;
	*j = NULL;
	if (!(*p = problem_load(cli->root, cli->args[0], flags, &d))) {
		cli_error("%s", d.msg);
		return EXIT_USAGE;
	}
	if (!(*j = cli_judge_new(cli->root, cli->jobs, &d))) {
		cli_error("%s", d.msg);
		problem_free(*p);
		*p = NULL;
		return EXIT_JUDGE_FAILED;
	}
	cli_progress(*j);
	return 0;
}

int cli_for_each_problem(struct cli *cli, int (*fn)(struct judge *j, const char *id, void *arg), void *arg)
{
	struct diag d;
	size_t n = (size_t)cli->nargs;
	char **ids = n ? NULL : problem_list(cli->root, &n, &d);
	if (!cli->nargs && !ids) {
		cli_error("%s", d.msg);
		return EXIT_USAGE;
	}
	/* An unknown problem is a usage error, as submit makes it: said before anything is judged. */
	for (size_t i = 0; cli->nargs && i < n; i++)
		if (!cli_is_package(cli, cli->args[i]) && !problem_exists(cli->root, cli->args[i], &d)) {
			cli_error("%s", d.msg);
			return EXIT_USAGE;
		}
	struct judge *j = cli_judge_new(cli->root, cli->jobs, &d);
	int rc = EXIT_ACCEPTED;
	if (!j) {
		cli_error("%s", d.msg);
		rc = EXIT_JUDGE_FAILED;
	}
	for (size_t i = 0; j && i < n; i++) {
		int r = fn(j, ids ? ids[i] : cli->args[i], arg);
		if (r > rc)
			rc = r;
	}
	for (size_t i = 0; ids && i < n; i++)
		free(ids[i]);
	free(ids);
	judge_free(j);
	return rc;
}

int cli_is_package(const struct cli *cli, const char *arg)
{
	struct stat st;
	if (strchr(arg, '/') && stat(arg, &st) == 0 && S_ISDIR(st.st_mode))
		return 1; /* a folder, not an id: package_load() says what is wrong with it */
	if (!package_dir_is(arg))
		return 0;
	char *ours = xasprintf("%s/problems/%s/problem.yaml", cli->root, arg);
	int is_ours = path_exists(ours);
	free(ours);
	return !is_ours;
}

/* judge_submission()'s progress on the terminal ctx: one line rewritten in place, cleared after the last test. */
static void tests_progress(void *ctx, const char *problem, size_t done, size_t total)
{
	FILE *f = ctx;
	/* A package's id is its folder's name: escaped for the terminal like any text from outside. */
	char *id = report_text_escape(problem);
	fprintf(f, "\r%s: %zu/%zu tests\033[K", id, done, total);
	free(id);
	if (done == total)
		fputs("\r\033[K", f);
}

void cli_progress(struct judge *j)
{
	if (!isatty(2))
		return;
	j->progress = tests_progress;
	j->progress_ctx = stderr;
}
