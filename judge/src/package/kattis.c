/*
 * kattis.c: Kattis problem packages read in place (see kattis.h). The
 * Kattis specification (problem-package-format, legacy and 2023-07) is
 * followed; where it is loose, problemtools' behaviour.
 */
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "run/compile.h"
#include "package/kattis.h"
#include "package/polygon.h"
#include "util.h"
#include "yml.h"

#define DEFAULT_MEMORY_MB 2048 /* the spec's "typical system default" */
#define DEFAULT_OUTPUT_MB 8
#define PACKAGE_MAX_DEPTH 8 /* nested test groups, at most */

struct reader {
	struct package *pkg;
	struct problem *p;
	struct diag *d;
	size_t tests_cap, groups_cap;
	int cases; /* counted as found, to refuse a package of too many at once */
};

/* What the package holds that is not used, or is read in a way of its own: note(pkg, fmt, ...). */
#define note(pkg, ...) strv_pushf(&(pkg)->notes, __VA_ARGS__)

static int is_dir(const char *path)
{
	struct stat st;
	return stat(path, &st) == 0 && S_ISDIR(st.st_mode);
}

static int is_file(const char *path)
{
	struct stat st;
	return stat(path, &st) == 0 && S_ISREG(st.st_mode);
}

int package_dir_is(const char *path)
{
	char *yaml = xasprintf("%s/problem.yaml", path), *data = xasprintf("%s/data", path);
	/* Any problem.yaml: one that is not a regular file is refused by name when read. */
	int yes = (path_exists(yaml) && is_dir(data)) || polygon_dir_is(path);
	free(yaml);
	free(data);
	return yes;
}

static int ends_with(const char *s, const char *suffix)
{
	size_t n = strlen(s), k = strlen(suffix);
	return n >= k && !strcmp(s + n - k, suffix);
}

/* Splits a flags string at spaces into a NULL-terminated array. */
static char **split_words(const char *s)
{
	struct strv v = { 0 };
	char *copy = xstrdup(s ? s : ""), *save = NULL;
	for (char *w = strtok_r(copy, " \t\n", &save); w; w = strtok_r(NULL, " \t\n", &save))
		strv_push(&v, w);
	free(copy);
	if (!v.v)
		v.v = xcalloc(1, sizeof *v.v); /* an empty list, not a leaked "" */
	return v.v;
}

static char **copy_words(char *const *w)
{
	struct strv v = { 0 };
	for (; w && *w; w++)
		strv_push(&v, *w);
	if (!v.v)
		v.v = xcalloc(1, sizeof *v.v); /* an empty list, not a leaked "" */
	return v.v;
}

static void free_words(char **w)
{
	for (char **p = w; p && *p; p++)
		free(*p);
	free(w);
}

/*
 * Every file of the package is reached from the package's own folder, opened
 * once beneath it (open_beneath): a link may lead elsewhere in the package, as
 * the spec allows, never out of it. The message names the file.
 */
static void beneath_error(struct reader *r, const char *rel)
{
	if (!strncmp(r->d->msg, "leads outside", 13))
		diag_set(r->d, "%s/%s: a link to outside the package", r->pkg->dir, rel);
	else
		diag_prefix(r->d, "%s/%s", r->pkg->dir, rel);
}

/* A file or folder of the package must stay inside it, also through symbolic links (the spec's rule). */
static int inside(struct reader *r, const char *path, const char *rel)
{
	(void)path;
	int fd = open_beneath(r->pkg->dirfd, rel, O_PATH, r->d);
	if (fd < 0) {
		beneath_error(r, rel);
		return 0;
	}
	close(fd);
	return 1;
}

/* rel must be a regular file of the package, inside it, of at most max bytes: never a FIFO, a device or a link out. */
static int regular(struct reader *r, const char *rel, long long max)
{
	if (check_file_beneath(r->pkg->dirfd, rel, max, r->d) < 0) {
		beneath_error(r, rel);
		return 0;
	}
	return 1;
}

/* Reads a text file of the package (problem.yaml, .timelimit, a group's YAML), at most PACKAGE_TEXT_MAX bytes. */
static int read_text(struct reader *r, const char *rel, char **text, size_t *len)
{
	if (read_file_beneath(r->pkg->dirfd, rel, PACKAGE_TEXT_MAX, text, len, r->d) < 0) {
		beneath_error(r, rel);
		return -1;
	}
	return 0;
}

/* ---- problem.yaml ---- */

static const char *const legacy_keys[] = { "problem_format_version",
	                                   "type",
	                                   "name",
	                                   "uuid",
	                                   "author",
	                                   "source",
	                                   "source_url",
	                                   "license",
	                                   "rights_owner",
	                                   "limits",
	                                   "validation",
	                                   "validator_flags",
	                                   "grading",
	                                   "keywords",
	                                   NULL };
static const char *const v2023_keys[] = { "problem_format_version",
	                                  "type",
	                                  "name",
	                                  "uuid",
	                                  "version",
	                                  "credits",
	                                  "source",
	                                  "license",
	                                  "rights_owner",
	                                  "embargo_until",
	                                  "limits",
	                                  "keywords",
	                                  "languages",
	                                  "allow_file_writing",
	                                  "constants",
	                                  NULL };
static const char *const legacy_limit_keys[] = { "time_multiplier",
	                                         "time_safety_margin",
	                                         "memory",
	                                         "output",
	                                         "code",
	                                         "compilation_time",
	                                         "compilation_memory",
	                                         "validation_time",
	                                         "validation_memory",
	                                         "validation_output",
	                                         "validation_passes",
	                                         NULL }; /* the last: problemtools' multi-pass */
static const char *const v2023_limit_keys[] = { "time_multipliers",
	                                        "time_limit",
	                                        "time_resolution",
	                                        "memory",
	                                        "output",
	                                        "code",
	                                        "compilation_time",
	                                        "compilation_memory",
	                                        "validation_time",
	                                        "validation_memory",
	                                        "validation_output",
	                                        "validation_passes",
	                                        NULL };

static int read_type(struct reader *r, const struct yml_doc *doc, const struct yml_node *n)
{
	struct package *pkg = r->pkg;
	if (!n)
		return 0;
	const struct yml_node *one[1] = { n };
	const struct yml_node *const *items = one;
	size_t count = 1;
	if (n->kind == YML_SEQ && pkg->version == PACKAGE_2023_07) {
		items = (const struct yml_node *const *)n->items;
		count = n->n;
	}
	for (size_t i = 0; i < count; i++) {
		const char *t;
		if (yml_string(doc, items[i], "type", &t, r->d) < 0)
			return -1;
		if (!strcmp(t, "scoring"))
			pkg->scoring = 1;
		else if (!strcmp(t, "interactive") && pkg->version == PACKAGE_2023_07)
			pkg->interactive = 1;
		else if (!strcmp(t, "multi-pass") || !strcmp(t, "submit-answer"))
			return yml_error(doc, items[i], "type", r->d, "%s problems are not supported by this judge", t);
		else if (strcmp(t, "pass-fail"))
			return yml_error(doc, items[i], "type", r->d, "expected pass-fail, scoring%s, got \"%s\"",
			                 pkg->version == PACKAGE_2023_07 ? " or interactive" : "", t);
	}
	return 0;
}

/* name: a string, or (2023-07) a map of languages to names: English's, else the first. */
static int read_name(struct reader *r, const struct yml_doc *doc, const struct yml_node *n)
{
	const char *s = NULL;
	if (n && n->kind == YML_MAP) {
		const struct yml_node *en = yml_get(n, "en");
		n = en ? en : n->n ? n->items[1] : NULL;
	}
	if (n && yml_string(doc, n, "name", &s, r->d) < 0)
		return -1;
	if (s)
		r->pkg->name = xstrdup(s);
	return 0;
}

static int read_limits(struct reader *r, const struct yml_doc *doc, const struct yml_node *n)
{
	struct package *pkg = r->pkg;
	struct limits *lim = &r->p->limits;
	double mem = DEFAULT_MEMORY_MB, out = DEFAULT_OUTPUT_MB, t;
	int v23 = pkg->version == PACKAGE_2023_07;
	if (!n)
		goto done;
	if (yml_check_map(doc, n, "limits", v23 ? v2023_limit_keys : legacy_limit_keys, NULL, r->d) < 0)
		return -1;
	if (yml_get(n, "memory") &&
	    yml_double(doc, yml_get(n, "memory"), "limits.memory", 1, 65536, "MiB in 1..65536", &mem, r->d) < 0)
		return -1;
	if (yml_get(n, "output") &&
	    yml_double(doc, yml_get(n, "output"), "limits.output", 0.001, 1024, "MiB in 0.001..1024", &out, r->d) < 0)
		return -1;
	if (!v23) {
		if (yml_get(n, "time_multiplier") &&
		    yml_double(doc, yml_get(n, "time_multiplier"), "limits.time_multiplier", 1, 1000, "a number >= 1",
		               &pkg->ac_to_time_limit, r->d) < 0)
			return -1;
		if (yml_get(n, "time_safety_margin") &&
		    yml_double(doc, yml_get(n, "time_safety_margin"), "limits.time_safety_margin", 1, 1000,
		               "a number >= 1", &pkg->time_limit_to_tle, r->d) < 0)
			return -1;
		goto done;
	}
	const struct yml_node *m = yml_get(n, "time_multipliers");
	static const char *const mkeys[] = { "ac_to_time_limit", "time_limit_to_tle", NULL };
	if (m && (yml_check_map(doc, m, "limits.time_multipliers", mkeys, NULL, r->d) < 0 ||
	          (yml_get(m, "ac_to_time_limit") &&
	           yml_double(doc, yml_get(m, "ac_to_time_limit"), "limits.time_multipliers.ac_to_time_limit", 1, 1000,
	                      "a number >= 1", &pkg->ac_to_time_limit, r->d) < 0) ||
	          (yml_get(m, "time_limit_to_tle") &&
	           yml_double(doc, yml_get(m, "time_limit_to_tle"), "limits.time_multipliers.time_limit_to_tle", 1,
	                      1000, "a number >= 1", &pkg->time_limit_to_tle, r->d) < 0)))
		return -1;
	if (yml_get(n, "time_resolution") && yml_double(doc, yml_get(n, "time_resolution"), "limits.time_resolution",
	                                                0.001, 60, "seconds > 0", &pkg->time_resolution, r->d) < 0)
		return -1;
	if (yml_get(n, "time_limit")) {
		if (yml_double(doc, yml_get(n, "time_limit"), "limits.time_limit", 0.001, 600, "seconds > 0", &t,
		               r->d) < 0)
			return -1;
		pkg->time_ms = (long)(t * 1000 + 0.5);
		pkg->time_from = "problem.yaml";
	}
done:
	if (!n || !yml_get(n, "memory"))
		note(pkg, "problem.yaml: no memory limit: the format's default, %d MiB, is used", DEFAULT_MEMORY_MB);
	lim->memory_kb = (long)(mem * 1024 + 0.5);
	lim->output_kb = (long)(out * 1024 + 0.5);
	return 0;
}

/* DOMjudge's .timelimit: the time limit in seconds, when problem.yaml gives none. */
static int read_timelimit(struct reader *r)
{
	char *path = xasprintf("%s/.timelimit", r->pkg->dir), *text = NULL;
	size_t len;
	double t;
	int rc = 0;
	if (!r->pkg->time_ms && is_file(path)) {
		if (read_text(r, ".timelimit", &text, &len) < 0) {
			rc = -1;
		} else {
			while (len && (text[len - 1] == '\n' || text[len - 1] == ' '))
				text[--len] = '\0';
			if (parse_double(text, 0.001, 600, &t) < 0) {
				diag_set(r->d, "%s: expected seconds in 0.001..600, got \"%.40s\"", path, text);
				rc = -1;
			} else {
				r->pkg->time_ms = (long)(t * 1000 + 0.5);
				r->pkg->time_from = ".timelimit";
			}
		}
	}
	free(text);
	free(path);
	return rc;
}

/* The output validator's flags: legacy validator_flags, a string of words. */
static int read_validation(struct reader *r, const struct yml_doc *doc, const struct yml_node *root, int *custom)
{
	const struct yml_node *n = yml_get(root, "validation");
	const char *v = "default";
	*custom = 0;
	if (n && yml_string(doc, n, "validation", &v, r->d) < 0)
		return -1;
	char **w = split_words(v);
	int ok = w[0] && (!strcmp(w[0], "default") || !strcmp(w[0], "custom"));
	for (size_t i = 1; ok && w[i]; i++) {
		if (!strcmp(w[i], "interactive"))
			r->pkg->interactive = 1;
		else if (!strcmp(w[i], "multi-pass")) {
			free_words(w);
			return yml_error(doc, n, "validation", r->d,
			                 "multi-pass problems are not supported by this judge");
		} else if (!strcmp(w[i], "score"))
			note(r->pkg, "validation: score: the validator's score.txt is not read; "
			             "a test's score is its group's");
		else
			ok = 0;
	}
	*custom = w[0] && !strcmp(w[0], "custom");
	free_words(w);
	if (!ok || (!*custom && r->pkg->interactive))
		return yml_error(doc, n, "validation", r->d,
		                 "expected \"default\" or \"custom\" with \"interactive\" or \"score\", got \"%s\"", v);
	return 0;
}

/* ---- programs ---- */

static const char *const source_exts[] = { ".c", ".cpp", ".cc", ".cxx", ".c++", ".py", NULL };

static int is_source(const char *name)
{
	for (const char *const *e = source_exts; *e; e++)
		if (ends_with(name, *e))
			return 1;
	return 0;
}

/*
 * A program (a file, or a directory holding its one source file and its
 * headers) into prog. 1 when read; 0 when the judge cannot run it, with a note
 * saying why; -1 with a message on error. A submission's single file is read
 * whatever its language: the judge's language table decides (validate lists
 * one it has no language for as skipped).
 */
static int read_program(struct reader *r, const char *path, const char *rel, int submission,
                        struct package_program *prog)
{
	memset(prog, 0, sizeof *prog);
	if (!inside(r, path, rel))
		return -1;
	const char *base = strrchr(rel, '/') ? strrchr(rel, '/') + 1 : rel;
	if (!is_dir(path)) {
		if (!submission && !is_source(base)) {
			note(r->pkg, "%s: not run: %s", rel,
			     ends_with(base, ".ctd")    ? "checktestdata is not packaged by Debian"
			     : ends_with(base, ".viva") ? "VIVA is not packaged by Debian"
			                                : "not a C, C++ or Python source");
			return 0;
		}
		if (!regular(r, rel, COMPILE_SOURCE_MAX))
			return -1;
		prog->source = xstrdup(path);
	} else {
		struct strv names = { 0 };
		dir_list(path, &names);
		const char *found = NULL;
		int sources = 0, scripts = 0;
		for (size_t i = 0; i < names.n; i++) {
			if (!strcmp(names.v[i], "build") || !strcmp(names.v[i], "run"))
				scripts = 1;
			else if (!strcmp(names.v[i], "__main__.py"))
				found = names.v[i], sources = 1;
			else if (is_source(names.v[i]) && !ends_with(names.v[i], ".py"))
				found = names.v[i], sources++;
		}
		if (!found)
			for (size_t i = 0; i < names.n; i++)
				if (ends_with(names.v[i], ".py"))
					found = names.v[i], sources++;
		if (scripts || sources != 1) {
			note(r->pkg, "%s: not run: %s", rel,
			     scripts   ? "build and run scripts are not supported"
			     : sources ? "a program of several source files is not supported"
			               : "no C, C++ or Python source in it");
			strv_free(&names);
			return 0;
		}
		prog->source = xasprintf("%s/%s", path, found);
		char *srel = xasprintf("%s/%s", rel, found);
		int ok = regular(r, srel, COMPILE_SOURCE_MAX);
		free(srel);
		strv_free(&names);
		if (!ok) {
			free(prog->source);
			prog->source = NULL;
			return -1;
		}
	}
	prog->name = xstrdup(base);
	const char *dot = strrchr(prog->name, '.');
	if (dot && !is_dir(path))
		prog->name[dot - prog->name] = '\0';
	prog->path = xstrdup(path);
	prog->rel = xstrdup(rel);
	return 1;
}

static void program_free(struct package_program *prog)
{
	if (!prog)
		return;
	free(prog->name);
	free(prog->path);
	free(prog->source);
	free(prog->rel);
}

static int read_input_validators(struct reader *r)
{
	struct package *pkg = r->pkg;
	const char *folder = "input_validators";
	char *dir = xasprintf("%s/%s", pkg->dir, folder);
	if (!is_dir(dir)) {
		free(dir);
		folder = "input_format_validators";
		dir = xasprintf("%s/%s", pkg->dir, folder);
	}
	struct strv names = { 0 };
	dir_list(dir, &names);
	int rc = 0;
	for (size_t i = 0; i < names.n && rc == 0; i++) {
		char *path = xasprintf("%s/%s", dir, names.v[i]), *rel = xasprintf("%s/%s", folder, names.v[i]);
		struct package_program prog;
		int got = read_program(r, path, rel, 0, &prog);
		if (got < 0)
			rc = -1;
		if (got > 0) {
			pkg->input_validators = xrealloc(pkg->input_validators,
			                                 (pkg->ninput_validators + 1) * sizeof *pkg->input_validators);
			pkg->input_validators[pkg->ninput_validators++] = prog;
		}
		free(path);
		free(rel);
	}
	if (rc == 0 && !names.n)
		note(pkg, "input_validators/: none: the test inputs are not validated");
	strv_free(&names);
	free(dir);
	return rc;
}

/* The custom output validator: 2023-07's output_validator/, legacy's one program in output_validators/. */
static int read_output_validator(struct reader *r, int custom)
{
	struct package *pkg = r->pkg;
	char *one = xasprintf("%s/output_validator", pkg->dir), *many = xasprintf("%s/output_validators", pkg->dir);
	char *path = NULL, *rel = NULL;
	int rc = 0;
	if (is_dir(one)) {
		/* problemtools' own 2023-07 examples nest the program one folder down:
		 * output_validator/guess_validator/validate.cc. */
		struct strv names = { 0 };
		dir_list(one, &names);
		char *sub = names.n == 1 ? xasprintf("%s/%s", one, names.v[0]) : NULL;
		if (sub && is_dir(sub)) {
			path = sub;
			rel = xasprintf("output_validator/%s", names.v[0]);
		} else {
			free(sub);
			path = xstrdup(one);
			rel = xstrdup("output_validator");
		}
		strv_free(&names);
	} else if (is_dir(many)) {
		struct strv names = { 0 };
		dir_list(many, &names);
		if (names.n > 1)
			note(pkg, "output_validators/: %zu programs; only the first, %s, is run", names.n, names.v[0]);
		if (names.n) {
			path = xasprintf("%s/%s", many, names.v[0]);
			rel = xasprintf("output_validators/%s", names.v[0]);
		}
		strv_free(&names);
	}
	if (!custom && path && pkg->version == PACKAGE_2023_07)
		custom = 1;
	if (custom && !path) {
		diag_set(r->d, "%s: custom validation, but no output validator in output_validators/", pkg->yaml);
		rc = -1;
	} else if (custom) {
		struct package_program prog;
		int got = read_program(r, path, rel, 0, &prog);
		if (got < 0) {
			rc = -1;
		} else if (got == 0 || ends_with(prog.source, ".py")) {
			diag_set(r->d, "%s: the output validator cannot be run by this judge (C and C++ only)%s%s", rel,
			         pkg->notes.n ? ": " : "", pkg->notes.n ? pkg->notes.v[pkg->notes.n - 1] : "");
			program_free(&prog);
			rc = -1;
		} else {
			pkg->output_validator = xmalloc(sizeof prog);
			*pkg->output_validator = prog;
		}
	} else if (path) {
		note(pkg, "%s: not used: problem.yaml asks for the default output validator", rel);
	}
	free(one);
	free(many);
	free(path);
	free(rel);
	return rc;
}

/* ---- test data ---- */

/*
 * Whether groups follow 2023-07's test_group.yaml. A 2023-07 package
 * configured by testdata.yaml instead (problemtools' own oddecho example,
 * which problemtools grades with legacy's keys whatever the version) is read
 * as legacy: pkg->legacy_groups.
 */
static int v23_groups(const struct package *pkg)
{
	return pkg->version == PACKAGE_2023_07 && !pkg->legacy_groups;
}

/* Whether a file called name lies in dir or a folder under it (at most depth levels down). */
static int holds_file(const char *dir, const char *name, int depth)
{
	char *path = xasprintf("%s/%s", dir, name);
	int yes = is_file(path);
	free(path);
	struct strv names = { 0 };
	dir_list(dir, &names);
	for (size_t i = 0; i < names.n && !yes && depth > 0; i++) {
		char *sub = xasprintf("%s/%s", dir, names.v[i]);
		yes = is_dir(sub) && holds_file(sub, name, depth - 1);
		free(sub);
	}
	strv_free(&names);
	return yes;
}

static int group_add(struct reader *r, const char *path, int parent)
{
	struct package *pkg = r->pkg;
	if (pkg->ngroups == r->groups_cap) {
		r->groups_cap = r->groups_cap ? 2 * r->groups_cap : 8;
		pkg->groups = xrealloc(pkg->groups, r->groups_cap * sizeof *pkg->groups);
	}
	struct package_group *g = &pkg->groups[pkg->ngroups];
	memset(g, 0, sizeof *g);
	g->path = xstrdup(path);
	g->parent = parent;
	if (parent >= 0) {
		const struct package_group *p = &pkg->groups[parent];
		g->accept_score = p->accept_score;
		g->reject_score = p->reject_score;
		g->on_reject_break = p->on_reject_break;
		g->aggregation = !v23_groups(pkg) ? p->aggregation : AGG_PASS_FAIL;
		g->input_flags = copy_words(p->input_flags);
		g->output_flags = copy_words(p->output_flags);
	} else {
		g->accept_score = 1;
		g->on_reject_break = 1;
		g->aggregation = AGG_SUM;
		g->input_flags = copy_words(NULL);
		g->output_flags = copy_words(NULL);
	}
	if (v23_groups(pkg) && !strcmp(path, "secret"))
		g->aggregation = AGG_SUM;
	g->max_score = -2; /* not given */
	return (int)pkg->ngroups++;
}

/* A string of words, or a sequence of strings (2023-07 *_args). */
static int read_words(struct reader *r, const struct yml_doc *doc, const struct yml_node *n, const char *key,
                      char ***out)
{
	if (n->kind == YML_SEQ) {
		const char **v;
		size_t k;
		if (yml_strings(doc, n, key, &v, &k, r->d) < 0)
			return -1;
		free_words(*out);
		*out = copy_words((char *const *)v);
		free(v);
		return 0;
	}
	if (n->kind == YML_MAP) {
		note(r->pkg, "%s:%d: %s: arguments per validator name are not supported; none are passed", doc->path,
		     n->line, key);
		free_words(*out);
		*out = copy_words(NULL);
		return 0;
	}
	const char *s;
	if (yml_string(doc, n, key, &s, r->d) < 0)
		return -1;
	free_words(*out);
	*out = split_words(s);
	return 0;
}

static int read_legacy_group(struct reader *r, const struct yml_doc *doc, struct package_group *g)
{
	static const char *const keys[] = { "on_reject",
		                            "grading",
		                            "grader_flags",
		                            "input_validator_flags",
		                            "output_validator_flags",
		                            "accept_score",
		                            "reject_score",
		                            "range",
		                            NULL };
	const struct yml_node *root = doc->root, *n;
	const char *s;
	if (!root)
		return 0;
	if (yml_check_map(doc, root, "testdata.yaml", keys, NULL, r->d) < 0)
		return -1;
	if ((n = yml_get(root, "on_reject"))) {
		if (yml_string(doc, n, "on_reject", &s, r->d) < 0)
			return -1;
		if (strcmp(s, "break") && strcmp(s, "continue"))
			return yml_error(doc, n, "on_reject", r->d, "expected break or continue, got \"%s\"", s);
		g->on_reject_break = !strcmp(s, "break");
	}
	if ((n = yml_get(root, "grading"))) {
		if (yml_string(doc, n, "grading", &s, r->d) < 0)
			return -1;
		if (strcmp(s, "default"))
			return yml_error(doc, n, "grading", r->d, "only the default grader is supported, got \"%s\"",
			                 s);
	}
	if ((n = yml_get(root, "grader_flags"))) {
		if (yml_string(doc, n, "grader_flags", &s, r->d) < 0)
			return -1;
		/* The flags replace the parent's whole: no aggregation named is sum, as problemtools' grader has it. */
		char **w = split_words(s);
		g->aggregation = AGG_SUM;
		g->ignore_sample = 0;
		for (char **f = w; *f; f++) {
			if (!strcmp(*f, "ignore_sample"))
				g->ignore_sample = 1;
			else if (!strcmp(*f, "sum"))
				g->aggregation = AGG_SUM;
			else if (!strcmp(*f, "min"))
				g->aggregation = AGG_MIN;
			else if (!strcmp(*f, "max"))
				g->aggregation = AGG_MAX;
			else if (!strcmp(*f, "avg"))
				g->aggregation = AGG_AVG;
			else if (strcmp(*f, "first_error"))
				note(r->pkg, "%s: grader flag '%s' is not supported; first_error is used", doc->path,
				     *f);
		}
		free_words(w);
	}
	if ((n = yml_get(root, "input_validator_flags")) &&
	    read_words(r, doc, n, "input_validator_flags", &g->input_flags) < 0)
		return -1;
	if ((n = yml_get(root, "output_validator_flags")) &&
	    read_words(r, doc, n, "output_validator_flags", &g->output_flags) < 0)
		return -1;
	if ((n = yml_get(root, "accept_score")) &&
	    yml_double(doc, n, "accept_score", -1e9, 1e9, "a number", &g->accept_score, r->d) < 0)
		return -1;
	if ((n = yml_get(root, "reject_score")) &&
	    yml_double(doc, n, "reject_score", -1e9, 1e9, "a number", &g->reject_score, r->d) < 0)
		return -1;
	return 0;
}

static int read_v2023_group(struct reader *r, const struct yml_doc *doc, struct package_group *g)
{
	static const char *const keys[] = { "scoring",
		                            "input_validator_args",
		                            "output_validator_args",
		                            "static_validation",
		                            "full_feedback",
		                            "hint",
		                            "description",
		                            NULL };
	static const char *const skeys[] = { "score", "aggregation", "require_pass", NULL };
	const struct yml_node *root = doc->root, *n, *s;
	const char *v;
	if (!root)
		return 0;
	if (yml_check_map(doc, root, "test_group.yaml", keys, NULL, r->d) < 0)
		return -1;
	if ((n = yml_get(root, "scoring"))) {
		if (yml_check_map(doc, n, "scoring", skeys, NULL, r->d) < 0)
			return -1;
		if ((s = yml_get(n, "aggregation"))) {
			if (yml_string(doc, s, "scoring.aggregation", &v, r->d) < 0)
				return -1;
			g->aggregation = !strcmp(v, "sum") ? AGG_SUM : !strcmp(v, "min") ? AGG_MIN : AGG_PASS_FAIL;
			if (strcmp(v, "sum") && strcmp(v, "min") && strcmp(v, "pass-fail"))
				return yml_error(doc, s, "scoring.aggregation", r->d,
				                 "expected pass-fail, sum or min, got \"%s\"", v);
		}
		if ((s = yml_get(n, "score"))) {
			if (s->kind == YML_SCALAR && !strcmp(s->value, "unbounded"))
				g->max_score = -1;
			else if (yml_double(doc, s, "scoring.score", 0, 1e9, "a number >= 0 or unbounded",
			                    &g->max_score, r->d) < 0)
				return -1;
			g->has_score = 1;
		}
		if (yml_get(n, "require_pass"))
			note(r->pkg, "%s: scoring.require_pass is not supported: the group is scored regardless",
			     doc->path);
	}
	if ((n = yml_get(root, "input_validator_args")) &&
	    read_words(r, doc, n, "input_validator_args", &g->input_flags) < 0)
		return -1;
	if ((n = yml_get(root, "output_validator_args")) &&
	    read_words(r, doc, n, "output_validator_args", &g->output_flags) < 0)
		return -1;
	return 0;
}

/* The group's testdata.yaml (legacy) or test_group.yaml (2023-07), if it has one. */
static int read_group_yaml(struct reader *r, const char *dir, const char *reldir, struct package_group *g)
{
	int v23 = v23_groups(r->pkg);
	const char *base = v23 ? "test_group.yaml" : "testdata.yaml";
	char *path = xasprintf("%s/%s", dir, base), *text = NULL, *rel = xasprintf("%s/%s", reldir, base);
	size_t len;
	int rc = 0;
	if (!path_exists(path))
		goto out;
	if (read_text(r, rel, &text, &len) < 0) {
		rc = -1;
		goto out;
	}
	struct yml_doc *doc = yml_parse(path, text, len, r->d);
	if (!doc) {
		rc = -1;
		goto out;
	}
	rc = v23 ? read_v2023_group(r, doc, g) : read_legacy_group(r, doc, g);
	yml_free(doc);
out:
	free(text);
	free(rel);
	free(path);
	return rc;
}

/* A case's .in and .ans (and .interaction, if any): regular files of the package, each at most PACKAGE_CASE_MAX. */
static int case_files(struct reader *r, const char *reldir, const char *base)
{
	static const char *const exts[] = { ".in", ".ans", ".interaction" };
	for (size_t i = 0; i < 3; i++) {
		char *rel = xasprintf("%s/%s%s", reldir, base, exts[i]), *full = xasprintf("%s/%s", r->pkg->dir, rel);
		int ok = (i == 2 && !path_exists(full)) || regular(r, rel, PACKAGE_CASE_MAX);
		free(rel);
		free(full);
		if (!ok)
			return 0;
	}
	return 1;
}

static void test_add(struct reader *r, const char *name, const char *dir, const char *base, const char *reldir,
                     int group)
{
	struct problem *p = r->p;
	if (p->ntests == r->tests_cap) {
		r->tests_cap = r->tests_cap ? 2 * r->tests_cap : 16;
		p->tests = xrealloc(p->tests, r->tests_cap * sizeof *p->tests);
		r->pkg->test_group = xrealloc(r->pkg->test_group, r->tests_cap * sizeof *r->pkg->test_group);
	}
	struct test *t = &p->tests[p->ntests];
	memset(t, 0, sizeof *t);
	t->name = xstrdup(name);
	t->input = xasprintf("%s/%s.in", dir, base);
	t->answer = xasprintf("%s/%s.ans", dir, base);
	t->rel_input = xasprintf("%s/%s.in", reldir, base);
	t->rel_answer = xasprintf("%s/%s.ans", reldir, base);
	r->pkg->test_group[p->ntests++] = group;
}

/* One group's folder: its cases and subgroups, in the order of their names. */
static int read_group(struct reader *r, const char *dir, const char *path, int group, int depth)
{
	struct package *pkg = r->pkg;
	char *here = xasprintf("data%s%s", *path ? "/" : "", path);
	int yrc = read_group_yaml(r, dir, here, &pkg->groups[group]);
	free(here);
	if (yrc < 0)
		return -1;
	struct strv names = { 0 };
	if (dir_list(dir, &names) < 0) {
		diag_errno(r->d, "cannot read '%s'", dir);
		return -1;
	}
	int rc = 0;
	for (size_t i = 0; i < names.n && rc == 0; i++) {
		const char *nm = names.v[i];
		char *full = xasprintf("%s/%s", dir, nm);
		char *rel = xasprintf("data/%s%s%s", path, *path ? "/" : "", nm);
		if (!inside(r, full, rel + 0)) {
			rc = -1;
		} else if (is_dir(full)) {
			char *sub = xasprintf("%s%s%s", path, *path ? "/" : "", nm);
			if (depth == 0 && strcmp(nm, "sample") && strcmp(nm, "secret")) {
				note(pkg, "%s/: not judged (only data/sample and data/secret hold test cases)", rel);
			} else if (depth >= PACKAGE_MAX_DEPTH) {
				diag_set(r->d, "%s/%s: test groups nested deeper than %d", pkg->dir, rel,
				         PACKAGE_MAX_DEPTH);
				rc = -1;
			} else {
				int g = group_add(r, sub, group);
				rc = read_group(r, full, sub, g, depth + 1);
			}
			free(sub);
		} else if (ends_with(nm, ".in")) {
			char *base = strndup(nm, strlen(nm) - 3);
			char *ans = xasprintf("%s/%s.ans", dir, base);
			char *reldir = xasprintf("data%s%s", *path ? "/" : "", path);
			if (depth == 0) {
				note(pkg, "%s: not judged: a case directly in data/", rel);
			} else if (!path_exists(ans)) {
				diag_set(r->d, "%s/%s: no %s.ans beside it", pkg->dir, rel, base);
				rc = -1;
			} else if (++r->cases > PACKAGE_MAX_CASES) {
				diag_set(r->d, "%s/data: over %d test cases", pkg->dir, PACKAGE_MAX_CASES);
				rc = -1;
			} else if (case_files(r, reldir, base)) {
				char *name = xasprintf("%s/%s", path, base);
				test_add(r, name, dir, base, reldir, group);
				free(name);
			} else {
				rc = -1;
			}
			free(reldir);
			free(ans);
			free(base);
		}
		free(rel);
		free(full);
	}
	strv_free(&names);
	return rc;
}

/*
 * 2023-07: a group's maximum score, where test_group.yaml does not give it:
 * secret 100; a child of a bounded sum group (M - S) / (A + T), of a min
 * group M.
 */
static void infer_scores(struct package *pkg, const struct problem *p)
{
	for (size_t g = 0; g < pkg->ngroups; g++) {
		struct package_group *grp = &pkg->groups[g];
		if (grp->has_score)
			continue;
		if (!strcmp(grp->path, "secret")) {
			grp->max_score = 100;
			continue;
		}
		if (grp->parent < 0) {
			grp->max_score = 0;
			continue;
		}
		const struct package_group *par = &pkg->groups[grp->parent];
		if (par->max_score < 0 || par->aggregation == AGG_PASS_FAIL) {
			grp->max_score = par->max_score < 0 ? -1 : 0;
			continue;
		}
		if (par->aggregation == AGG_MIN) {
			grp->max_score = par->max_score;
			continue;
		}
		double given = 0;
		size_t unknown = 0;
		for (size_t k = 0; k < pkg->ngroups; k++)
			if (pkg->groups[k].parent == grp->parent) {
				if (pkg->groups[k].has_score)
					given += pkg->groups[k].max_score;
				else
					unknown++;
			}
		for (size_t t = 0; t < p->ntests; t++)
			unknown += pkg->test_group[t] == grp->parent;
		grp->max_score = unknown ? (par->max_score - given) / (double)unknown : 0;
	}
}

/* ---- submissions ---- */

#define B(v)  (1u << (v))
#define K_AC  B(V_AC)
#define K_WA  (B(V_WA) | B(V_PE))
#define K_TLE B(V_TLE)
#define K_RTE (B(V_RE) | B(V_MLE) | B(V_OLE))
#define K_ANY (K_AC | K_WA | K_TLE | K_RTE)

/* Each folder's rule (the spec's defaults; legacy's where it differs). */
static int folder_rule(enum package_version v, const char *folder, unsigned *permitted, unsigned *required)
{
	static const struct {
		const char *folder;
		unsigned permitted, required, legacy_permitted;
	} rules[] = {
		{ "accepted", K_AC, 0, K_AC },
		{ "partially_accepted", K_ANY, 0, K_ANY }, /* a score between 0 and the maximum: see validate */
		{ "wrong_answer", K_AC | K_WA, K_WA, K_AC | K_WA },
		{ "time_limit_exceeded", K_AC | K_TLE, K_TLE, K_AC | K_WA | K_TLE },
		{ "run_time_error", K_AC | K_RTE, K_RTE, K_ANY },
		{ "rejected", K_ANY, K_WA | K_TLE | K_RTE, K_ANY },
		{ "brute_force", K_AC | K_RTE | K_TLE, K_RTE | K_TLE, K_AC | K_RTE | K_TLE },
	};
	for (size_t i = 0; i < sizeof rules / sizeof rules[0]; i++)
		if (!strcmp(rules[i].folder, folder)) {
			*permitted = v == PACKAGE_LEGACY ? rules[i].legacy_permitted : rules[i].permitted;
			*required = rules[i].required;
			return 0;
		}
	return -1;
}

static int read_submissions(struct reader *r)
{
	struct package *pkg = r->pkg;
	char *dir = xasprintf("%s/submissions", pkg->dir);
	struct strv folders = { 0 };
	dir_list(dir, &folders);
	int rc = 0;
	for (size_t f = 0; f < folders.n && rc == 0; f++) {
		unsigned permitted, required;
		char *fdir = xasprintf("%s/%s", dir, folders.v[f]);
		if (!is_dir(fdir)) {
			if (strcmp(folders.v[f], "submissions.yaml"))
				note(pkg, "submissions/%s: not a folder, ignored", folders.v[f]);
			else
				note(pkg, "submissions/submissions.yaml: not read; each folder's default rule applies");
			free(fdir);
			continue;
		}
		if (folder_rule(pkg->version, folders.v[f], &permitted, &required) < 0) {
			note(pkg, "submissions/%s/: an unknown folder, not judged", folders.v[f]);
			free(fdir);
			continue;
		}
		struct strv names = { 0 };
		dir_list(fdir, &names);
		for (size_t i = 0; i < names.n && rc == 0; i++) {
			char *path = xasprintf("%s/%s", fdir, names.v[i]);
			char *rel = xasprintf("submissions/%s/%s", folders.v[f], names.v[i]);
			struct package_program prog;
			int got = read_program(r, path, rel, 1, &prog);
			if (got < 0)
				rc = -1;
			if (got > 0) {
				pkg->subs = xrealloc(pkg->subs, (pkg->nsubs + 1) * sizeof *pkg->subs);
				struct package_submission *s = &pkg->subs[pkg->nsubs++];
				s->path = prog.source;
				s->rel = is_dir(path) ? xasprintf("%s/%s", rel, strrchr(prog.source, '/') + 1)
				                      : xstrdup(rel);
				s->folder = xstrdup(folders.v[f]);
				s->permitted = permitted;
				s->required = required;
				prog.source = NULL;
				program_free(&prog);
			}
			free(path);
			free(rel);
		}
		strv_free(&names);
		free(fdir);
	}
	strv_free(&folders);
	free(dir);
	return rc;
}

/* ---- the problem ---- */

/* The checker: the default output validator with the package's flags, or its own program. */
static int make_checker(struct reader *r, char **flags)
{
	struct package *pkg = r->pkg;
	struct checker_spec *c = &r->p->checker;
	if (pkg->output_validator) {
		c->kind = pkg->interactive ? CHECKER_INTERACTIVE : CHECKER_CUSTOM;
		c->convention = CONVENTION_KATTIS;
		c->program = xstrdup(pkg->output_validator->source);
		size_t n = 0;
		while (flags[n])
			n++;
		c->flags = xcalloc(n + 1, sizeof *c->flags);
		for (size_t i = 0; i < n; i++)
			c->flags[i] = xstrdup(flags[i]);
		c->nflags = n;
		return 0;
	}
	if (pkg->interactive) {
		diag_set(r->d, "%s: an interactive problem needs an output validator (output_validators/)", pkg->yaml);
		return -1;
	}
	c->kind = CHECKER_TOKENS;
	c->fold_case = 1;
	for (size_t i = 0; flags[i]; i++) {
		const char *f = flags[i];
		double v;
		if (!strcmp(f, "case_sensitive")) {
			c->fold_case = 0;
		} else if (!strcmp(f, "space_change_sensitive")) {
			c->space_sensitive = 1;
		} else if (!strcmp(f, "float_tolerance") || !strcmp(f, "float_absolute_tolerance") ||
		           !strcmp(f, "float_relative_tolerance")) {
			if (!flags[i + 1] || parse_double(flags[i + 1], 0, 1e300, &v) < 0) {
				diag_set(r->d, "%s: validator flag %s: expected a tolerance after it", pkg->yaml, f);
				return -1;
			}
			c->kind = CHECKER_FLOAT;
			if (strcmp(f, "float_relative_tolerance"))
				c->abs_tol = v;
			if (strcmp(f, "float_absolute_tolerance"))
				c->rel_tol = v;
			i++;
		} else {
			diag_set(r->d, "%s: validator flag '%s' is not one of the default output validator's",
			         pkg->yaml, f);
			return -1;
		}
	}
	return 0;
}

static int read_yaml(struct reader *r, char **flags_out, int *custom)
{
	struct package *pkg = r->pkg;
	char *text = NULL;
	size_t len;
	if (read_text(r, "problem.yaml", &text, &len) < 0)
		return -1;
	struct yml_doc *doc = yml_parse(pkg->yaml, text, len, r->d);
	free(text);
	if (!doc)
		return -1;
	const struct yml_node *root = doc->root, *n;
	const char *v = "legacy";
	int rc = -1;
	if (root && root->kind != YML_MAP) {
		yml_error(doc, root, "problem.yaml", r->d, "expected a mapping");
		goto out;
	}
	if ((n = yml_get(root, "problem_format_version")) && yml_string(doc, n, "problem_format_version", &v, r->d) < 0)
		goto out;
	if (!strcmp(v, "legacy") || !strcmp(v, "legacy-icpc")) {
		pkg->version = PACKAGE_LEGACY;
	} else if (!strcmp(v, "2023-07-draft") || !strcmp(v, "2023-07")) {
		pkg->version = PACKAGE_2023_07;
	} else {
		yml_error(doc, n, "problem_format_version", r->d, "expected legacy or 2023-07, got \"%s\"", v);
		goto out;
	}
	int v23 = pkg->version == PACKAGE_2023_07;
	pkg->ac_to_time_limit = v23 ? 2.0 : 5.0;
	pkg->time_limit_to_tle = v23 ? 1.5 : 2.0;
	pkg->time_resolution = 1.0;
	if (root && yml_check_map(doc, root, "problem.yaml", v23 ? v2023_keys : legacy_keys, NULL, r->d) < 0)
		goto out;
	if (read_type(r, doc, yml_get(root, "type")) < 0 || read_name(r, doc, yml_get(root, "name")) < 0 ||
	    read_limits(r, doc, yml_get(root, "limits")) < 0)
		goto out;
	const char *src;
	if ((n = yml_get(root, "source")) && n->kind == YML_SCALAR && yml_string(doc, n, "source", &src, r->d) == 0)
		r->p->source = xstrdup(src);
	*custom = 0;
	if (!v23) {
		if (read_validation(r, doc, root, custom) < 0)
			goto out;
		const char *flags = "";
		if ((n = yml_get(root, "validator_flags")) && yml_string(doc, n, "validator_flags", &flags, r->d) < 0)
			goto out;
		*flags_out = xstrdup(flags);
		if (yml_get(root, "grading"))
			note(pkg, "problem.yaml: grading: objective max is assumed");
	} else {
		*flags_out = xstrdup("");
	}
	rc = 0;
out:
	yml_free(doc);
	return rc;
}

/* The package's folder, by its real path, opened once (every file is read under it); -1 with a message. */
static int package_open(struct package *pkg, const char *dir, struct diag *d)
{
	pkg->dir = realpath(dir, NULL);
	if (!pkg->dir || !package_dir_is(pkg->dir)) {
		diag_set(d, "'%s': not a problem package (no problem.yaml and data/ in it)", dir);
		return -1;
	}
	pkg->dirfd = open(pkg->dir, O_PATH | O_DIRECTORY | O_CLOEXEC);
	if (pkg->dirfd < 0) {
		diag_errno(d, "cannot open '%s'", pkg->dir);
		return -1;
	}
	pkg->yaml = xasprintf("%s/problem.yaml", pkg->dir);
	return 0;
}

/* The problem's names and limits, from the package's folder and metadata. */
static void package_problem(struct package *pkg, struct problem *p)
{
	const char *base = strrchr(pkg->dir, '/') + 1;
	p->id = xstrdup(*base ? base : "package");
	p->title = xstrdup(pkg->name ? pkg->name : p->id);
	p->dir = xstrdup(pkg->dir);
	p->manifest = xstrdup(pkg->yaml);
	p->testdata = xasprintf("%s/data", pkg->dir);
	p->limits.time_ms = pkg->time_ms;
	p->limits.wall_ms = 3 * pkg->time_ms;
}

/* The test cases of data/, with their groups; -1 with a message, also when there is none. */
static int package_tests(struct reader *r)
{
	struct package *pkg = r->pkg;
	struct problem *p = r->p;
	if (pkg->version == PACKAGE_2023_07 && !holds_file(p->testdata, "test_group.yaml", PACKAGE_MAX_DEPTH) &&
	    holds_file(p->testdata, "testdata.yaml", PACKAGE_MAX_DEPTH)) {
		pkg->legacy_groups = 1;
		note(pkg, "data/: groups configured by testdata.yaml, not test_group.yaml: read with legacy's keys and "
		          "scoring, as problemtools reads them");
	}
	int root = group_add(r, "", -1);
	if (read_group(r, p->testdata, "", root, 0) < 0)
		return -1;
	size_t secret = 0;
	for (size_t t = 0; t < p->ntests; t++)
		secret += !strncmp(p->tests[t].name, "secret/", 7);
	if (!p->ntests) {
		diag_set(r->d, "%s/data: no test case (NAME.in with NAME.ans in data/sample or data/secret)", pkg->dir);
		return -1;
	}
	/* DOMjudge's own example `hello` has samples only: judged on what it has. */
	if (!secret)
		note(pkg, "data/secret: no test case: judged on the %zu sample%s only", p->ntests,
		     p->ntests == 1 ? "" : "s");
	if (v23_groups(pkg) && pkg->scoring)
		infer_scores(pkg, p);
	return 0;
}

/*
 * The problem's checker from the package's validator flags, the data
 * group's output_validator_flags (legacy) after them; a group's own flags
 * that differ are said in a note. -1 with a message.
 */
static int package_checker(struct reader *r, const char *flags)
{
	struct package *pkg = r->pkg;
	char **words = split_words(flags);
	struct strv v = { 0 };
	for (char **w = words; *w; w++)
		strv_push(&v, *w);
	for (char **w = pkg->groups[0].output_flags; w && *w; w++)
		strv_push(&v, *w);
	if (!v.v)
		v.v = xcalloc(1, sizeof *v.v); /* an empty list, not a leaked "" */
	int rc = make_checker(r, v.v);
	strv_free(&v);
	free_words(words);
	if (rc < 0)
		return -1;
	for (size_t g = 1; g < pkg->ngroups; g++) {
		size_t a = 0, b = 0;
		char **x = pkg->groups[g].output_flags, **y = pkg->groups[0].output_flags;
		while (x[a] && y[b] && !strcmp(x[a], y[b]))
			a++, b++;
		if (x[a] || y[b])
			note(pkg, "data/%s: its own output validator flags are not supported; the package's are used",
			     pkg->groups[g].path);
	}
	return 0;
}

struct package *package_load(const char *dir, struct diag *d)
{
	if (polygon_dir_is(dir))
		return polygon_load(dir, d);
	struct package *pkg = xcalloc(1, sizeof *pkg);
	struct problem *p = xcalloc(1, sizeof *p);
	struct reader r = { .pkg = pkg, .p = p, .d = d };
	char *flags = NULL;
	int custom = 0;
	pkg->problem = p;
	pkg->dirfd = -1;
	if (package_open(pkg, dir, d) < 0 || read_yaml(&r, &flags, &custom) < 0 || read_timelimit(&r) < 0)
		goto fail;
	package_problem(pkg, p);
	if (package_tests(&r) < 0 || read_input_validators(&r) < 0 || read_output_validator(&r, custom) < 0 ||
	    read_submissions(&r) < 0 || package_checker(&r, flags) < 0)
		goto fail;
	free(flags);
	return pkg;
fail:
	free(flags);
	package_free(pkg);
	return NULL;
}

void package_free(struct package *pkg)
{
	if (!pkg)
		return;
	for (size_t i = 0; i < pkg->ninput_validators; i++)
		program_free(&pkg->input_validators[i]);
	free(pkg->input_validators);
	program_free(pkg->output_validator);
	free(pkg->output_validator);
	for (size_t i = 0; i < pkg->nsubs; i++) {
		free(pkg->subs[i].path);
		free(pkg->subs[i].rel);
		free(pkg->subs[i].folder);
	}
	free(pkg->subs);
	for (size_t g = 0; g < pkg->ngroups; g++) {
		free(pkg->groups[g].path);
		free_words(pkg->groups[g].input_flags);
		free_words(pkg->groups[g].output_flags);
		free(pkg->groups[g].depends);
	}
	free(pkg->groups);
	free(pkg->test_group);
	strv_free(&pkg->notes);
	polygon_free(pkg->polygon);
	problem_free(pkg->problem);
	free(pkg->name);
	free(pkg->yaml);
	free(pkg->dir);
	if (pkg->dirfd >= 0)
		close(pkg->dirfd);
	free(pkg);
}

/* ---- time limit, scores, folder rules ---- */

long package_derive_time_ms(const struct package *pkg, long slowest_ac_ms, long fastest_tle_ms, struct diag *d)
{
	double lo = slowest_ac_ms * pkg->ac_to_time_limit;
	long ms;
	if (pkg->version == PACKAGE_LEGACY) {
		long s = (long)(lo / 1000 + 0.5);
		ms = (s < 1 ? 1 : s) * 1000;
	} else {
		double step = pkg->time_resolution * 1000;
		ms = (long)(ceil(lo / step - 1e-9) * step + 0.5);
		if (ms <= 0)
			ms = (long)(step + 0.5);
	}
	if (fastest_tle_ms > 0 && ms * pkg->time_limit_to_tle > fastest_tle_ms) {
		diag_set(d,
		         "no time limit fits: the slowest accepted run (%ld ms) times %g needs %ld ms, but the fastest "
		         "run that must time out (%ld ms) divided by %g allows at most %ld ms",
		         slowest_ac_ms, pkg->ac_to_time_limit, ms, fastest_tle_ms, pkg->time_limit_to_tle,
		         (long)(fastest_tle_ms / pkg->time_limit_to_tle));
		return -1;
	}
	return ms;
}

/* Whether group g is k or under it. */
static int group_under(const struct package *pkg, int g, int k)
{
	for (; g >= 0; g = pkg->groups[g].parent)
		if (g == k)
			return 1;
	return 0;
}

/* Whether the checker gave test t points: a partial score (package_score()'s points, -1: none). */
static int has_points(const double *points, size_t t)
{
	return points && points[t] >= 0;
}

/* Whether test t is accepted in full: AC, and not partially (has_points()). */
static int fully_ac(const enum verdict *verdicts, const double *points, size_t t)
{
	return verdicts[t] == V_AC && !has_points(points, t);
}

/* Whether every group g depends on passed: each test under it AC (Polygon's <dependencies>). */
static int depends_passed(const struct package *pkg, const enum verdict *verdicts, const double *points, size_t g)
{
	const struct package_group *grp = &pkg->groups[g];
	for (size_t d = 0; d < grp->ndepends; d++)
		for (size_t t = 0; t < pkg->problem->ntests; t++)
			if (!fully_ac(verdicts, points, t) && group_under(pkg, pkg->test_group[t], grp->depends[d]))
				return 0;
	return 1;
}

/* A case's share of group g, a bounded sum group (2023-07): (M - S) / (A + T), as infer_scores. */
static double case_share(const struct package *pkg, size_t g)
{
	const struct package_group *grp = &pkg->groups[g];
	double given = 0;
	size_t unknown = 0;
	for (size_t k = 0; k < pkg->ngroups; k++)
		if ((size_t)pkg->groups[k].parent == g) {
			if (pkg->groups[k].has_score)
				given += pkg->groups[k].max_score;
			else
				unknown++;
		}
	for (size_t k = 0; k < pkg->problem->ntests; k++)
		unknown += (size_t)pkg->test_group[k] == g;
	return grp->max_score < 0 ? 0 : (grp->max_score - given) / (double)unknown;
}

/*
 * The score of group g and whether every case under it was accepted; with
 * blocked (a group it is under depends on one that failed), every case
 * scores as rejected.
 */
static double group_score(const struct package *pkg, const enum verdict *verdicts, const double *points, size_t g,
                          double *scores, int *all_ac, int ideal, int blocked)
{
	const struct package_group *grp = &pkg->groups[g];
	blocked |= !ideal && !depends_passed(pkg, verdicts, points, g);
	const struct problem *p = pkg->problem;
	int v23 = v23_groups(pkg);
	double sum = 0, best = -1e300, worst = 1e300;
	size_t count = 0;
	int ok = 1, rejected = 0;
	/* Children in the order of their names: cases and subgroups interleaved. */
	for (size_t t = 0; t < p->ntests; t++) {
		if ((size_t)pkg->test_group[t] != g)
			continue;
		int ac = !blocked && (ideal || fully_ac(verdicts, points, t));
		double s;
		if (v23)
			s = ac && grp->aggregation != AGG_PASS_FAIL ? (grp->aggregation == AGG_MIN ? grp->max_score : 0)
			                                            : 0;
		else
			s = rejected && grp->on_reject_break ? 0 : ac ? grp->accept_score : grp->reject_score;
		/* A test the checker gave points (partial) scores them where each test counts (Polygon's each-test). */
		if (!blocked && !ideal && verdicts[t] == V_AC && has_points(points, t) && grp->aggregation == AGG_SUM)
			s = points[t];
		if (v23 && ac && grp->aggregation == AGG_SUM)
			s = case_share(pkg, g);
		ok &= ac;
		rejected |= !ac;
		sum += s;
		best = s > best ? s : best;
		worst = s < worst ? s : worst;
		count++;
	}
	for (size_t k = 0; k < pkg->ngroups; k++) {
		if (pkg->groups[k].parent != (int)g || (grp->ignore_sample && !strcmp(pkg->groups[k].path, "sample")))
			continue;
		int sub_ok;
		double s = group_score(pkg, verdicts, points, k, scores, &sub_ok, ideal, blocked);
		if (!v23 && rejected && grp->on_reject_break)
			s = 0;
		ok &= sub_ok;
		rejected |= !sub_ok;
		sum += s;
		best = s > best ? s : best;
		worst = s < worst ? s : worst;
		count++;
	}
	double score;
	switch (grp->aggregation) {
	case AGG_PASS_FAIL:
		score = ok ? (grp->max_score > 0 ? grp->max_score : 0) : 0;
		break;
	case AGG_MIN:
		score = count ? worst : 0;
		break;
	case AGG_MAX:
		score = count ? best : 0;
		break;
	case AGG_AVG:
		score = count ? sum / (double)count : 0;
		break;
	default:
		score = sum;
	}
	scores[g] = score;
	*all_ac = ok;
	return score;
}

double package_score(const struct package *pkg, const enum verdict *verdicts, const double *points, double *scores,
                     double *max)
{
	int ok;
	size_t top = 0;
	if (v23_groups(pkg))
		for (size_t g = 0; g < pkg->ngroups; g++)
			if (!strcmp(pkg->groups[g].path, "secret"))
				top = g;
	double *ideal = xcalloc(pkg->ngroups, sizeof *ideal);
	*max = group_score(pkg, verdicts, points, top, ideal, &ok, 1, 0);
	free(ideal);
	return group_score(pkg, verdicts, points, top, scores, &ok, 0, 0);
}

int package_submission_ok(const struct package_submission *s, const enum verdict *verdicts, size_t n, char *why,
                          size_t size)
{
	int required_met = !s->required;
	for (size_t i = 0; i < n; i++) {
		if (verdicts[i] == V_SKIPPED)
			continue;
		if (!(s->permitted & B(verdicts[i]))) {
			snprintf(why, size, "test %zu: %s is not allowed in %s/", i + 1, verdict_code(verdicts[i]),
			         s->folder);
			return 0;
		}
		required_met |= (s->required & B(verdicts[i])) != 0;
	}
	if (!required_met) {
		snprintf(why, size, "no test got the verdict %s/ requires", s->folder);
		return 0;
	}
	return 1;
}
