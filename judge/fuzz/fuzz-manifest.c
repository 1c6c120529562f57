/*
 * The manifest target. The input is a problem.yaml. It is loaded under the id it
 * names on a line "id: NAME" (or "x"), so that a real manifest from the seeds
 * loads as far as it can against the real files of the source tree. Inputs of odd
 * length load with PROBLEM_NEED_DATA, even ones without, so both paths run.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "fuzz.h"
#include "problem/problem.h"
#include "util.h"

static int name_char(int c)
{
	return (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '-' || c == '_';
}

static void named_id(const uint8_t *data, size_t size, char *id, size_t cap)
{
	size_t n = 0;
	for (size_t i = 0; i + 3 <= size; i++) {
		if ((i > 0 && data[i - 1] != '\n') || memcmp(data + i, "id:", 3) != 0)
			continue;
		size_t j = i + 3;
		while (j < size && data[j] == ' ')
			j++;
		while (j < size && n + 1 < cap && name_char(data[j]))
			id[n++] = (char)data[j++];
		break;
	}
	if (n == 0)
		id[n++] = 'x';
	id[n] = '\0';
}

static int by_name(const void *a, const void *b)
{
	return strcmp(*(char *const *)a, *(char *const *)b);
}

/* A regular file under root, as every path a manifest names must be. */
static int file_under_root(const char *root, const char *path)
{
	size_t n = strlen(root);
	struct stat st;
	return path && strncmp(path, root, n) == 0 && path[n] == '/' && stat(path, &st) == 0 && S_ISREG(st.st_mode);
}

static int under_root(const char *root, const char *path)
{
	size_t n = strlen(root);
	return path && strncmp(path, root, n) == 0 && path[n] == '/';
}

/* What problem.h promises about a loaded problem. */
static void check_problem(const char *root, const char *id, const struct problem *p)
{
	fuzz_require(p->id && strcmp(p->id, id) == 0 && p->title);
	const struct limits *l = &p->limits;
	fuzz_require(l->time_ms >= 1 && l->time_ms <= l->wall_ms);
	fuzz_require(l->memory_kb >= 1024 && l->output_kb >= 1);
	fuzz_require(file_under_root(root, p->solver));
	/* Only an imported problem may lack a validator; it names its package and format. */
	fuzz_require(file_under_root(root, p->validator) || (!p->validator && p->imported_from));
	fuzz_require(!p->imported_from == !p->imported_format);
	fuzz_require(!p->brute || file_under_root(root, p->brute));
	fuzz_require(!p->generator || file_under_root(root, p->generator));
	fuzz_require(p->checker.kind != CHECKER_CUSTOM || file_under_root(root, p->checker.program));
	fuzz_require(p->checker.abs_tol >= 0 && p->checker.abs_tol <= 1);
	fuzz_require(p->checker.rel_tol >= 0 && p->checker.rel_tol <= 1);
	for (size_t i = 0; i < p->ntags; i++)
		fuzz_require(p->tags[i]);

	fuzz_require(p->ntests >= 1);
	char **names = xcalloc(p->ntests, sizeof *names);
	for (size_t i = 0; i < p->ntests; i++) {
		const struct test *t = &p->tests[i];
		fuzz_require(t->name[0]);
		for (const char *s = t->name; *s; s++)
			fuzz_require(name_char((unsigned char)*s) || *s == '.');
		fuzz_require(!t->gen_args || p->generator);
		char *rel = xasprintf("testdata/%s/%s.in", id, t->name);
		fuzz_require(strcmp(t->rel_input, rel) == 0 && under_root(root, t->input) && t->answer);
		free(rel);
		names[i] = t->name;
	}
	qsort(names, p->ntests, sizeof *names, by_name);
	for (size_t i = 1; i < p->ntests; i++)
		fuzz_require(strcmp(names[i - 1], names[i]) != 0);
	free(names);

	fuzz_require(p->nstress == 0 || (p->generator && p->brute));
	for (size_t i = 0; i < p->nstress; i++)
		fuzz_require(p->stress[i].gen_args && p->stress[i].count >= 1);
}

int fuzz_manifest(const char *root, const uint8_t *data, size_t size, struct diag *d)
{
	char id[64], path[128];
	named_id(data, size, id, sizeof id);
	snprintf(path, sizeof path, "problems/%s/problem.yaml", id);
	d->msg[0] = '\0';
	struct problem *p = problem_parse(root, id, (const char *)data, size, size % 2 ? PROBLEM_NEED_DATA : 0, d);
	if (!p) {
		fuzz_require_message(d, path);
		return -1;
	}
	check_problem(root, id, p);
	problem_free(p);
	return 0;
}
