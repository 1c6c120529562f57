/*
 * The package target: Kattis package metadata through package_load(). The
 * input is up to four files, separated by lines "===" (PARTS below, in that
 * order): problem.yaml, data/testdata.yaml, data/secret/testdata.yaml and
 * data/secret/test_group.yaml; a part left out (or empty) is no file. They are
 * written into a package folder of this process's own (made once, under
 * $TMPDIR), beside fixed test data: data/sample/1, data/secret/1 and
 * data/secret/g1/1 (.in and .ans), so that group settings, both formats'
 * group files and the secret group's subgroup are all read.
 */
#define _GNU_SOURCE
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "fuzz.h"
#include "package/kattis.h"
#include "util.h"

static const char *const PARTS[] = { "problem.yaml", "data/testdata.yaml", "data/secret/testdata.yaml",
	                             "data/secret/test_group.yaml" };
#define NPARTS (sizeof PARTS / sizeof PARTS[0])

static char *pkg_dir;

static void remove_pkg(void)
{
	remove_tree(pkg_dir);
}

static void put(const char *rel, const void *data, size_t size)
{
	char *path = xasprintf("%s/%s", pkg_dir, rel);
	FILE *f = fopen(path, "w");
	fuzz_require(f && fwrite(data, 1, size, f) == size && fclose(f) == 0);
	free(path);
}

/* The package folder with its fixed cases, made on the first call. */
static const char *package_dir(void)
{
	if (pkg_dir)
		return pkg_dir;
	const char *tmp = getenv("TMPDIR");
	char *templ = xasprintf("%s/fuzz-package-XXXXXX", tmp && *tmp ? tmp : "/tmp");
	fuzz_require(mkdtemp(templ));
	pkg_dir = realpath(templ, NULL); /* as package_load() names it */
	fuzz_require(pkg_dir);
	free(templ);
	atexit(remove_pkg);
	const char *dirs[] = { "data", "data/sample", "data/secret", "data/secret/g1" };
	for (size_t i = 0; i < sizeof dirs / sizeof *dirs; i++) {
		char *path = xasprintf("%s/%s", pkg_dir, dirs[i]);
		fuzz_require(mkdir(path, 0755) == 0);
		free(path);
	}
	put("data/sample/1.in", "1\n", 2);
	put("data/sample/1.ans", "1\n", 2);
	put("data/secret/1.in", "2\n", 2);
	put("data/secret/1.ans", "2\n", 2);
	put("data/secret/g1/1.in", "3\n", 2);
	put("data/secret/g1/1.ans", "3\n", 2);
	return pkg_dir;
}

/* What package.h promises about a loaded package. */
static void check_package(const char *dir, const struct package *pkg)
{
	const struct problem *p = pkg->problem;
	size_t n = strlen(dir);
	fuzz_require(pkg->dir && !strcmp(pkg->dir, dir) && p && p->id && p->title);
	fuzz_require(pkg->time_ms >= 0 && (pkg->time_ms == 0) == (pkg->time_from == NULL));
	fuzz_require(p->limits.time_ms == pkg->time_ms && p->limits.memory_kb >= 0 && p->limits.output_kb >= 0);
	fuzz_require(pkg->ngroups >= 1 && pkg->groups[0].parent == -1 && !strcmp(pkg->groups[0].path, ""));
	for (size_t g = 1; g < pkg->ngroups; g++) {
		const struct package_group *gr = &pkg->groups[g];
		fuzz_require(gr->parent >= 0 && (size_t)gr->parent < g && gr->input_flags && gr->output_flags);
		fuzz_require(gr->path && strncmp(gr->path, pkg->groups[gr->parent].path,
		                                 strlen(pkg->groups[gr->parent].path)) == 0);
	}
	fuzz_require(p->ntests >= 1 && p->ntests <= 3);
	size_t secret = 0;
	for (size_t i = 0; i < p->ntests; i++) {
		const struct test *t = &p->tests[i];
		fuzz_require(pkg->test_group[i] >= 0 && (size_t)pkg->test_group[i] < pkg->ngroups);
		fuzz_require(t->name && t->input && t->answer && !strncmp(t->input, dir, n) && t->input[n] == '/');
		fuzz_require(!strncmp(t->answer, dir, n) && t->answer[n] == '/');
		secret += !strncmp(t->name, "secret/", 7);
	}
	fuzz_require(secret >= 1);
	fuzz_require(pkg->ac_to_time_limit > 0 && pkg->time_limit_to_tle > 0 && pkg->time_resolution >= 0);

	/* The pure functions over what was loaded: every test accepted, then every test rejected. */
	enum verdict *v = xcalloc(p->ntests, sizeof *v);
	double *scores = xcalloc(pkg->ngroups, sizeof *scores), max;
	for (int pass = 0; pass < 2; pass++) {
		for (size_t i = 0; i < p->ntests; i++)
			v[i] = pass ? V_WA : V_AC;
		double score = package_score(pkg, v, NULL, scores, &max);
		fuzz_require(score == score && max == max); /* not NaN */
		if (!pass)
			fuzz_require(score == max); /* accepted everywhere */
	}
	struct diag d;
	long ms = package_derive_time_ms(pkg, 1500, -1, &d);
	fuzz_require(ms > 0 || (ms == -1 && d.msg[0]));
	free(scores);
	free(v);
}

int fuzz_package(const char *root, const uint8_t *data, size_t size, struct diag *d)
{
	(void)root;
	const char *dir = package_dir();
	const char *p = (const char *)data, *end = p + size;
	for (size_t k = 0; k < NPARTS; k++) {
		const char *sep = p ? memmem(p, (size_t)(end - p), "\n===\n", 5) : NULL;
		const char *stop = sep ? sep + 1 : end;
		char *path = xasprintf("%s/%s", dir, PARTS[k]);
		unlink(path);
		free(path);
		if (p && stop > p)
			put(PARTS[k], p, (size_t)(stop - p));
		p = sep ? sep + 5 : NULL;
	}
	d->msg[0] = '\0';
	struct package *pkg = package_load(dir, d);
	if (!pkg) {
		/* Every error names the file (the package's folder holds them all). */
		fuzz_require(d->msg[0] && strstr(d->msg, dir));
		return -1;
	}
	check_package(dir, pkg);
	package_free(pkg);
	return 0;
}
