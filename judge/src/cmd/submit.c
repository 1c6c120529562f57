#include <stdio.h>
#include <stdlib.h>
#include <sys/stat.h>
#include <unistd.h>

#include "cmd/cmd.h"
#include "exitcode.h"
#include "run/judge.h"
#include "report/report.h"
#include "util.h"

/* A message naming the file or quoting a tool, escaped like the report. */
static void error_text(const char *msg)
{
	char *e = report_text_escape(msg);
	cli_error("%s", e);
	free(e);
}

int cmd_submit(struct cli *cli)
{
	struct diag d;
	if (cli_is_package(cli, cli->args[0]))
		return package_submit(cli);
	struct problem *p;
	struct judge *j;
	int opened = cli_open(cli, PROBLEM_NEED_DATA, &p, &j);
	if (opened)
		return opened;
	int rc = EXIT_USAGE;
	const struct language *lang = NULL;
	if (cli->lang && !(lang = lang_by_name(j->langs, cli->lang))) {
		cli_error("--lang: unknown language '%s'", cli->lang);
		goto out;
	}
	/*
	 * A folder is no source file, whatever its name: refused as the compiler's
	 * reader refuses one named like a source, before a language is guessed.
	 */
	struct stat st;
	if (lstat(cli->args[1], &st) == 0 && S_ISDIR(st.st_mode)) {
		char *e = report_text_escape(cli->args[1]);
		cli_error("cannot read '%s': a directory, not a regular file", e);
		free(e);
		goto out;
	}
	struct judge_opts opts = { .lang = lang, .first_fail = cli->first_fail, .sanitize = cli->sanitize };
	struct submission_result r;
	if (judge_submission(j, p, cli->args[1], &opts, &r, &d) < 0) {
		error_text(d.msg);
		goto out;
	}
	if (cli->json) {
		json_t *o = report_submission_json(&r);
		report_print_json(stdout, o);
		json_decref(o);
	} else {
		report_submission_text(stdout, &r, report_color(stdout));
		if (cli->sanitize)
			printf("(advisory: built with AddressSanitizer and UBSan, %ld ms and %ld MiB per test; "
			       "plain submit judges without them)\n",
			       r.limits.time_ms, r.limits.memory_kb / 1024);
	}
	if (r.verdict == V_JE)
		error_text(r.judge_error);
	else if (r.later_error) {
		/* The verdict stands; whoever reads only stderr still learns that the judge failed. */
		char *later = report_later_error(&r);
		error_text(later);
		free(later);
	}
	rc = r.verdict == V_AC ? EXIT_ACCEPTED : r.verdict == V_JE ? EXIT_JUDGE_FAILED : EXIT_REJECTED;
	submission_result_free(&r);
out:
	judge_free(j);
	problem_free(p);
	return rc;
}
