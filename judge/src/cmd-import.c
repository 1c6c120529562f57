/*
 * judge import DIR [--id ID] [--json]: a Kattis problem package becomes a
 * problem of this repository (import.h). Its time limit is the package's own
 * or, as when the package is judged in place, derived from its accepted
 * submissions, which are judged for it first. The report says what was
 * created and lists what could not be carried over.
 *
 * Exit status 0 when the problem was created; 2 for a package that does not
 * load, an id that is invalid or taken, a package our manifest cannot hold,
 * or a file that cannot be written (nothing is then created); 3 when the
 * judge itself cannot start.
 */
#define _GNU_SOURCE
#include <jansson.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

#include "cmd.h"
#include "exitcode.h"
#include "import.h"
#include "judge.h"
#include "package.h"
#include "report.h"

/* Everything named here comes from the package (its folder, its files' names): escaped for the terminal. */
static void print_text(const struct package *pkg, const struct import_result *r, const char *how)
{
	report_put_text(stdout, r->id);
	fputs(": imported from ", stdout);
	report_put_text(stdout, pkg->dir);
	fputs("\n  time limit   ", stdout);
	report_put_text(stdout, how);
	printf("\n  tests        %zu, in testdata/", r->ntests);
	report_put_text(stdout, r->id);
	fputs("/\n  solver       ", stdout);
	report_put_text(stdout, r->files.v[1]);
	fputs(", from ", stdout);
	report_put_text(stdout, r->solver);
	if (r->validator) {
		fputs("\n  validator    ", stdout);
		report_put_text(stdout, r->validator);
		fputs(", with a wrapper for our exit statuses\n", stdout);
	} else {
		fputs("\n  validator    none\n", stdout);
	}
	printf("  submissions  %zu, in problems/", r->nsubs);
	report_put_text(stdout, r->id);
	fputs("/submissions/\ncreated:", stdout);
	for (size_t i = 0; i < r->files.n; i++) {
		putchar(' ');
		report_put_text(stdout, r->files.v[i]);
	}
	putchar('\n');
	if (r->not_imported.n)
		printf("not imported:\n");
	for (size_t i = 0; i < r->not_imported.n; i++) {
		fputs("  - ", stdout);
		report_put_text(stdout, r->not_imported.v[i]);
		putchar('\n');
	}
}

static void print_json(const struct package *pkg, const struct import_result *r, const char *how)
{
	json_t *files = json_array(), *skipped = json_array();
	for (size_t i = 0; i < r->files.n; i++)
		json_array_append_new(files, json_string(r->files.v[i]));
	for (size_t i = 0; i < r->not_imported.n; i++)
		json_array_append_new(skipped, json_string(r->not_imported.v[i]));
	json_t *o = json_pack("{s:s,s:s,s:s,s:I,s:I,s:s,s:o,s:o,s:o}", "problem", r->id, "package", pkg->dir,
	                      "time_limit", how, "tests", (json_int_t)r->ntests, "submissions", (json_int_t)r->nsubs,
	                      "solver", r->solver, "validator", r->validator ? json_string(r->validator) : json_null(),
	                      "files", files, "not_imported", skipped);
	report_print_json(stdout, o);
	json_decref(o);
}

int cmd_import(struct cli *cli)
{
	struct diag d;
	struct package *pkg = package_load(cli->args[0], &d);
	if (!pkg) {
		cli_error("%s", d.msg);
		return EXIT_USAGE;
	}
	const char *id = cli->id ? cli->id : strrchr(pkg->dir, '/') + 1;
	if (import_id_free(cli->root, id, &d) < 0) {
		cli_error("%s%s", d.msg, !cli->id && !strncmp(d.msg, "invalid", 7) ? " (give one with --id ID)" : "");
		package_free(pkg);
		return EXIT_USAGE;
	}
	struct judge *j = judge_new(cli->root, cli->jobs, &d);
	if (!j) {
		cli_error("%s", d.msg);
		package_free(pkg);
		return EXIT_JUDGE_FAILED;
	}
	j->progress = isatty(2);
	package_drop_unjudgeable(j, pkg);
	int rc = EXIT_USAGE;
	char how[512];
	const char *time_from = pkg->time_ms ? pkg->time_from : NULL;
	struct import_result r;
	if (package_time_limit(j, pkg, how, sizeof how, &d) < 0) {
		cli_error("%s", d.msg);
	} else if (import_package(pkg, cli->root, id, time_from, &r, &d) < 0) {
		cli_error("%s", d.msg);
		import_result_free(&r);
	} else {
		if (cli->json)
			print_json(pkg, &r, how);
		else
			print_text(pkg, &r, how);
		import_result_free(&r);
		rc = EXIT_ACCEPTED;
	}
	judge_free(j);
	package_free(pkg);
	return rc;
}
