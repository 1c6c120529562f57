/*
 * package-import.h: a Kattis or Polygon package (kattis.h, polygon.h) made a problem of this
 * repository, as `judge import DIR` does.
 *
 * The problem is written whole or not at all: problems/ID/ (manifest,
 * statement, the package's input validator with a wrapper, its output
 * validator, its submissions), testdata/ID/ (every case, copied) and
 * solvers/ID.c (an accepted submission) are built in a temporary folder under
 * the repository and renamed into place at the end. What cannot be carried
 * over is listed, one sentence per item, never dropped silently.
 */
#ifndef IMPORT_H
#define IMPORT_H

#include <stddef.h>

#include "diag.h"
#include "package/kattis.h"
#include "util.h"

struct import_result {
	char *id;
	char *solver;             /* the package's submission copied as the reference (package-relative) */
	char *validator;          /* the package's input validator wrapped as ours, or NULL */
	size_t ntests, nsubs;     /* test cases and submissions copied */
	struct strv files;        /* what was created, repository-relative: "problems/ID", ... */
	struct strv not_imported; /* what the package has and the problem does not, each a sentence */
};

/*
 * Makes pkg, loaded by package_load() with its time limit set (see
 * package_time_limit() in package/judging.h; time_from says where it came from:
 * "problem.yaml", ".timelimit" or NULL for derived), the problem id under
 * root. origin is the package's name the manifest records (a zip's base name,
 * "hdu1850.zip"); NULL: its folder's. Returns 0 with what was done in r (free with import_result_free), or
 * -1 with a message in d when id is taken ("problems/ID: already exists"),
 * the package cannot be expressed in our manifest (no accepted submission in
 * C or C++, a limit outside the schema's range, two cases with one name) or a
 * file cannot be written; then nothing is left under root.
 */
int import_package(const struct package *pkg, const char *root, const char *id, const char *origin,
                   const char *time_from, struct import_result *r, struct diag *d);
void import_result_free(struct import_result *r);

/*
 * Whether id can be imported under root: a valid id whose problems/ID,
 * testdata/ID and solvers/ID.* do not exist yet. -1 with the reason in d.
 */
int import_id_free(const char *root, const char *id, struct diag *d);

/*
 * Our name for the case at path under data/: "secret/group1/03" ->
 * "secret-group1-03", letters lowercased, any character our test names do
 * not allow (a-z 0-9 - _ .) made '-'. The caller frees it. A pure function.
 */
char *import_test_name(const char *path);

/*
 * Our verdict folder for a Kattis submissions folder ("run_time_error" ->
 * "runtime_error"), or NULL when ours has no folder of that meaning
 * (partially_accepted, rejected, brute_force). A pure function.
 */
const char *import_folder(const char *kattis_folder);

/* s as a YAML double-quoted scalar; the caller frees it. A pure function. */
char *import_yaml_quote(const char *s);

#endif
