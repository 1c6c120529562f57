/*
 * kattis-export.h: one problem of the repository written out as a Kattis problem
 * package, in the legacy format (the one DOMjudge imports best), as a folder
 * or as a zip of the package's files at the zip's top level.
 *
 * The package holds problem.yaml, DOMjudge's .timelimit, the statement
 * (problem_statement/problem.en.md, the contestant's part of statement.md,
 * and problem.en.tex, the same rendered by cmark),
 * data/sample and data/secret, the input validator, the output validator of a
 * custom checker or interactor, and the submissions. What has no place in the
 * format (the generator's arguments, stress runs, the brute force, the
 * explorer, checks:) or changes on the way (a presentation error is a wrong
 * answer there) is listed in the result's notes.
 */
#ifndef PACKAGE_KATTIS_EXPORT_H
#define PACKAGE_KATTIS_EXPORT_H

#include <stddef.h>

#include "diag.h"
#include "problem/problem.h"
#include "util.h"

struct export_result {
	char *package;     /* where the package is: OUTDIR, or OUTDIR.zip */
	size_t files;      /* regular files in it */
	struct strv notes; /* what was not carried over, or changed on the way: one sentence each */
};

/*
 * Writes problem id of the repository at root as a package: the folder outdir,
 * which must not exist or be empty, or with zip the file outdir.zip (outdir
 * itself when it ends in ".zip"), which must not exist. The package is built in
 * a temporary folder beside outdir and renamed (or zipped) at the end, so a
 * failure leaves nothing behind. Returns 0 with r filled (the caller frees it
 * with export_result_free()), or -1 with a message naming the problem or the
 * path: an unknown problem, a target that exists, a file that cannot be read
 * or written.
 */
int export_problem(const char *root, const char *id, const char *outdir, int zip, struct export_result *r,
                   struct diag *d);

void export_result_free(struct export_result *r);

/*
 * The Kattis folder for sample submissions in our folder `ours`, or NULL when
 * the format has none. *changed is set when the verdict the folder promises
 * becomes another (presentation_error -> wrong_answer, memory_limit_exceeded ->
 * run_time_error): the caller says so in a note.
 */
const char *export_submission_folder(const char *ours, int *changed);

/*
 * The file names (without extension) of a group's test cases, given in
 * manifest order. A Kattis judge runs a group's cases in the lexicographic
 * order of their names, so the names are kept when that is already the
 * manifest's order, and otherwise each gets a prefix "01-", "02-", ... (as
 * many digits as the count needs). Returns n strings the caller frees (each,
 * then the array).
 */
char **export_case_names(char *const *names, size_t n);

/*
 * 1 when name is a file name the format allows: 2 to 255 characters from
 * [a-zA-Z0-9_.-], beginning and ending with a letter or digit.
 */
int export_name_ok(const char *name);

/*
 * The text of problem.yaml for p. Notes about limits that do not fit the
 * format exactly are appended to notes when it is not NULL. No I/O; NULL
 * only when memory runs out (the caller says so).
 */
char *export_problem_yaml(const struct problem *p, struct strv *notes);

/*
 * The LaTeX statement: \problemname{title} and the contestant's part of the
 * Markdown (statement_contestant(): no setter's section) rendered by cmark
 * (statement_latex() in statement.h), in ASCII (typographic characters
 * spelled out, others '?', counted in *replaced), so that tools of the legacy
 * format find a statement they can build. The caller frees the result. No I/O.
 */
char *export_statement_tex(const char *title, const char *markdown, size_t *replaced);

#endif
