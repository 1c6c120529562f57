/*
 * judge import DIR|FILE.zip [--id ID] [--json]: a Kattis problem package, or
 * a Codeforces Polygon package (problem.xml, polygon.h), becomes a problem of
 * this repository (package/package-import.h). A zip (as `judge export
 * --zip` writes it) is extracted first into a private temporary folder
 * (unzip.h), removed at the end; its package is at the zip's top level, or in
 * the one folder the zip holds. Its time limit is the package's own
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
#include <errno.h>
#include <jansson.h>
#include <stdlib.h>
#include <stdio.h>
#include <string.h>
#include <strings.h>
#include <sys/stat.h>
#include <unistd.h>

#include "cmd/cmd.h"
#include "exitcode.h"
#include "package/package-import.h"
#include "package/judging.h"
#include "run/judge.h"
#include "package/kattis.h"
#include "report/report.h"
#include "package/unzip.h"
#include "util.h"

/* A message about the temporary folder speaks of the zip instead: "ZIP: problem.yaml:3:8: ...". */
static void name_the_zip(struct diag *d, const char *tmpdir, const char *zip)
{
	size_t n = strlen(tmpdir);
	if (strncmp(d->msg, tmpdir, n) || (d->msg[n] != '/' && d->msg[n] != ':' && d->msg[n] != '\0'))
		return;
	char rest[sizeof d->msg];
	snprintf(rest, sizeof rest, "%s", d->msg + n + (d->msg[n] == '/'));
	diag_set(d, "%s: %s", zip, rest);
}

/*
 * The zip at path extracted into a new private folder (*tmpdir, for the
 * caller to remove): the package's folder within it, or NULL with why in d.
 */
static char *unzip_to_temp(const char *path, char **tmpdir, struct diag *d)
{
	const char *base = getenv("TMPDIR");
	char *tmpl = xasprintf("%s/judge-import-XXXXXX", base && base[0] == '/' ? base : "/tmp");
	if (!mkdtemp(tmpl)) {
		diag_set(d, "cannot make a temporary folder for '%s': %s", path, strerror(errno));
		free(tmpl);
		*tmpdir = NULL;
		return NULL;
	}
	*tmpdir = tmpl;
	if (unzip_package(path, tmpl, d) < 0)
		return NULL;
	if (package_dir_is(tmpl))
		return xstrdup(tmpl);
	/* DOMjudge also takes a zip of one folder holding the package. */
	struct strv names = { 0 };
	dir_list(tmpl, &names);
	char *pkg = names.n == 1 ? xasprintf("%s/%s", tmpl, names.v[0]) : NULL;
	strv_free(&names);
	if (pkg && package_dir_is(pkg))
		return pkg;
	free(pkg);
	diag_set(d, "%s: not a problem package: no problem.yaml and data/ at its top level, or in its one folder",
	         path);
	return NULL;
}

/* The id a package gets when none is given: its folder's name, or the zip's without ".zip". */
static char *default_id(const char *arg, const struct package *pkg, int zipped)
{
	if (!zipped)
		return xstrdup(strrchr(pkg->dir, '/') + 1);
	const char *slash = strrchr(arg, '/');
	char *id = xstrdup(slash ? slash + 1 : arg);
	id[strlen(id) - 4] = '\0';
	return id;
}

/* A name ending in ".zip" that is not a folder (a package folder may be named so). */
static int is_zip(const char *path)
{
	size_t n = strlen(path);
	struct stat st;
	return n > 4 && !strcasecmp(path + n - 4, ".zip") && !(stat(path, &st) == 0 && S_ISDIR(st.st_mode));
}

/* Everything named here comes from the package (its folder, its files' names): escaped for the terminal. */
static void print_text(const char *from, const struct import_result *r, const char *how, int polygon)
{
	report_put_text(stdout, r->id);
	fputs(": imported from ", stdout);
	report_put_text(stdout, from);
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
		fputs(polygon ? ", as it is (testlib's exit statuses are ours)\n" : ", with a wrapper for our exit statuses\n",
		      stdout);
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

static void print_json(const char *from, const struct import_result *r, const char *how)
{
	json_t *files = json_array(), *skipped = json_array();
	for (size_t i = 0; i < r->files.n; i++)
		json_array_append_new(files, json_string(r->files.v[i]));
	for (size_t i = 0; i < r->not_imported.n; i++)
		json_array_append_new(skipped, json_string(r->not_imported.v[i]));
	json_t *o = json_pack("{s:s,s:s,s:s,s:I,s:I,s:s,s:o,s:o,s:o}", "problem", r->id, "package", from, "time_limit",
	                      how, "tests", (json_int_t)r->ntests, "submissions", (json_int_t)r->nsubs, "solver",
	                      r->solver, "validator", r->validator ? json_string(r->validator) : json_null(), "files",
	                      files, "not_imported", skipped);
	report_print_json(stdout, o);
	json_decref(o);
}

int cmd_import(struct cli *cli)
{
	struct diag d;
	const char *arg = cli->args[0];
	int zipped = is_zip(arg);
	char *tmpdir = NULL, *dir = zipped ? unzip_to_temp(arg, &tmpdir, &d) : xstrdup(arg);
	struct package *pkg = dir ? package_load(dir, &d) : NULL;
	free(dir);
	if (!pkg) {
		if (tmpdir)
			name_the_zip(&d, tmpdir, arg);
		cli_error("%s", d.msg);
		if (tmpdir)
			remove_tree(tmpdir);
		free(tmpdir);
		return EXIT_USAGE;
	}
	char *from = zipped ? realpath(arg, NULL) : xstrdup(pkg->dir);
	char *id = cli->id ? xstrdup(cli->id) : default_id(arg, pkg, zipped);
	int rc = EXIT_USAGE;
	struct judge *j = NULL;
	if (import_id_free(cli->root, id, &d) < 0) {
		cli_error("%s%s", d.msg, !cli->id && !strncmp(d.msg, "invalid", 7) ? " (give one with --id ID)" : "");
		goto out;
	}
	j = cli_judge_new(cli->root, cli->jobs, &d);
	if (!j) {
		cli_error("%s", d.msg);
		rc = EXIT_JUDGE_FAILED;
		goto out;
	}
	cli_progress(j);
	package_drop_unjudgeable(j, pkg);
	char how[512];
	const char *time_from = pkg->time_ms ? pkg->time_from : NULL;
	struct import_result r;
	if (package_time_limit(j, pkg, how, sizeof how, &d) < 0) {
		if (tmpdir)
			name_the_zip(&d, tmpdir, arg);
		cli_error("%s", d.msg);
	} else if (import_package(pkg, cli->root, id, zipped ? (strrchr(arg, '/') ? strrchr(arg, '/') + 1 : arg) : NULL,
	                          time_from, &r, &d) < 0) {
		if (tmpdir)
			name_the_zip(&d, tmpdir, arg);
		cli_error("%s", d.msg);
		import_result_free(&r);
	} else {
		if (cli->json)
			print_json(from ? from : arg, &r, how);
		else
			print_text(from ? from : arg, &r, how, pkg->polygon != NULL);
		import_result_free(&r);
		rc = EXIT_ACCEPTED;
	}
out:
	if (j)
		judge_free(j);
	package_free(pkg);
	if (tmpdir)
		remove_tree(tmpdir);
	free(tmpdir);
	free(from);
	free(id);
	return rc;
}
