/*
 * How this works: the manifest is loaded into a yml tree, then walked once, key
 * by key, against the schema written out in the tables below. Every error names
 * the node it is about, so a problem setter can jump straight to it.
 */
#define _GNU_SOURCE
#include "problem/problem.h"

#include <limits.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "util.h"
#include "verdict_code.h"
#include "yml.h"

static const char *const top_keys[] = { "id",     "title",   "source",    "tags",      "limits", "solver",
	                                "brute",  "checker", "generator", "validator", "tests",  "stress",
	                                "checks", "explore", "imported",  "boundary", NULL };
/* validator too, unless the problem is imported (load()). */
static const char *const top_required[] = { "id", "title", "limits", "solver", "checker", "tests", NULL };
static const char *const limit_keys[] = { "time", "memory", "output", "wall", "others", NULL };
static const char *const others_keys[] = { "time", "memory", NULL };
static const char *const limit_required[] = { "time", "memory", NULL };
static const char *const test_keys[] = { "name", "gen", "brute", NULL };
static const char *const test_required[] = { "name", NULL };
static const char *const stress_keys[] = { "gen", "count", NULL };
static const char *const boundary_required[] = { "gen", NULL };
static const char *const checker_keys[] = { "type",       "abs",   "rel",       "program",
	                                    "convention", "flags", "fold_case", "space_sensitive",
	                                    NULL };
static const char *const imported_keys[] = { "from", "format", NULL };
static const char *const check_keys[] = { "test", "output", "verdict", "says", NULL };
static const char *const check_required[] = { "test", "output", "verdict", NULL };
static const char *const checker_required[] = { "type", NULL };
static const char *const explore_keys[] = { "program", "axes", "values", "range", "bounds", "params", NULL };
static const char *const explore_required[] = { "program", "axes", "values", "range", "bounds", NULL };
static const char *const param_keys[] = { "default", "min", "max", NULL };

struct loader {
	const char *root;
	struct yml_doc *doc;
	struct problem *p;
	struct diag *d;
};

/* The absolute path of the repository-relative path in node n, which must name a file. */
static int repo_file(struct loader *l, const struct yml_node *n, const char *keypath, char **out)
{
	const char *rel;
	struct stat st;
	if (yml_string(l->doc, n, keypath, &rel, l->d) < 0)
		return -1;
	if (rel[0] == '/' || strstr(rel, ".."))
		return yml_error(l->doc, n, keypath, l->d, "expected a path inside the repository, got \"%s\"", rel);
	*out = xasprintf("%s/%s", l->root, rel);
	if (stat(*out, &st) < 0)
		return yml_error(l->doc, n, keypath, l->d, "no such file '%s'", rel);
	if (!S_ISREG(st.st_mode))
		return yml_error(l->doc, n, keypath, l->d, "expected a file, '%s' is not one", rel);
	return 0;
}

/* An optional top-level path: NULL when the key is absent. */
static int load_path(struct loader *l, const char *key, char **out)
{
	const struct yml_node *n = yml_get(l->doc->root, key);
	*out = NULL;
	return n ? repo_file(l, n, key, out) : 0;
}

static int load_limits(struct loader *l)
{
	const struct yml_node *n = yml_get(l->doc->root, "limits");
	struct limits *lim = &l->p->limits;
	double t, w, m, o = 16;
	if (yml_check_map(l->doc, n, "limits", limit_keys, limit_required, l->d) < 0)
		return -1;
	if (yml_double(l->doc, yml_get(n, "time"), "limits.time", 0.001, 60, "seconds > 0", &t, l->d) < 0 ||
	    yml_double(l->doc, yml_get(n, "memory"), "limits.memory", 1, 16384, "MiB in 1..16384", &m, l->d) < 0)
		return -1;
	w = 3 * t;
	if (yml_get(n, "wall") &&
	    yml_double(l->doc, yml_get(n, "wall"), "limits.wall", t, 600, "seconds >= limits.time", &w, l->d) < 0)
		return -1;
	if (yml_get(n, "output") &&
	    yml_double(l->doc, yml_get(n, "output"), "limits.output", 0.001, 1024, "MiB in 0.001..1024", &o, l->d) < 0)
		return -1;
	lim->time_ms = (long)(t * 1000 + 0.5);
	lim->wall_ms = (long)(w * 1000 + 0.5);
	lim->memory_kb = (long)(m * 1024 + 0.5);
	lim->output_kb = (long)(o * 1024 + 0.5);
	const struct yml_node *x = yml_get(n, "others");
	if (!x)
		return 0;
	/* The archive's limits for the other languages: time and memory, the wall three times the time. */
	if (yml_check_map(l->doc, x, "limits.others", others_keys, others_keys, l->d) < 0 ||
	    yml_double(l->doc, yml_get(x, "time"), "limits.others.time", t, 600, "seconds >= limits.time", &t, l->d) <
	            0 ||
	    yml_double(l->doc, yml_get(x, "memory"), "limits.others.memory", m, 16384, "MiB >= limits.memory", &m,
	               l->d) < 0)
		return -1;
	l->p->has_others = 1;
	l->p->others = (struct limits){ .time_ms = (long)(t * 1000 + 0.5),
		                        .wall_ms = (long)(3 * t * 1000 + 0.5),
		                        .memory_kb = (long)(m * 1024 + 0.5),
		                        .output_kb = lim->output_kb };
	return 0;
}

static int load_checker(struct loader *l)
{
	const struct yml_node *n = yml_get(l->doc->root, "checker");
	struct checker_spec *c = &l->p->checker;
	const char *type;
	static const char *const names[] = { "exact", "lines", "tokens", "float", "custom", "interactive" };

	if (n->kind == YML_MAP) {
		if (yml_check_map(l->doc, n, "checker", checker_keys, checker_required, l->d) < 0 ||
		    yml_string(l->doc, yml_get(n, "type"), "checker.type", &type, l->d) < 0)
			return -1;
	} else if (yml_string(l->doc, n, "checker", &type, l->d) < 0) {
		return -1;
	}
	size_t k;
	for (k = 0; k < 6 && strcmp(type, names[k]) != 0; k++)
		;
	if (k == 6)
		return yml_error(l->doc, n->kind == YML_MAP ? yml_get(n, "type") : n,
		                 n->kind == YML_MAP ? "checker.type" : "checker", l->d,
		                 "expected exact, lines, tokens, float, custom or interactive, got \"%s\"", type);
	c->kind = (enum checker_kind)k;
	c->abs_tol = c->rel_tol = 1e-6;
	int program = c->kind == CHECKER_CUSTOM || c->kind == CHECKER_INTERACTIVE;
	if (n->kind != YML_MAP)
		return program ? yml_error(l->doc, n, "checker", l->d, "%s needs {type: %s, program: PATH}", type, type)
		               : 0;
	for (size_t i = 0; i < n->n; i++) {
		const char *key = n->items[2 * i]->value;
		const struct yml_node *v = n->items[2 * i + 1];
		char path[64];
		snprintf(path, sizeof path, "checker.%s", key);
		int floatish = !strcmp(key, "abs") || !strcmp(key, "rel");
		int customish = !strcmp(key, "program") || !strcmp(key, "convention") || !strcmp(key, "flags");
		/* Kattis' default output validator's semantics, for imported problems (problems/README.md). */
		int kattisish = !strcmp(key, "fold_case") || !strcmp(key, "space_sensitive");
		if ((floatish && c->kind != CHECKER_FLOAT) || (customish && !program) ||
		    (kattisish && c->kind != CHECKER_TOKENS && c->kind != CHECKER_FLOAT))
			return yml_error(l->doc, n->items[2 * i], path, l->d, "not allowed for checker %s", type);
		if (kattisish &&
		    yml_bool(l->doc, v, path, key[0] == 'f' ? &c->fold_case : &c->space_sensitive, l->d) < 0)
			return -1;
		if (floatish && yml_double(l->doc, v, path, 0, 1, "a tolerance in 0..1",
		                           key[0] == 'a' ? &c->abs_tol : &c->rel_tol, l->d) < 0)
			return -1;
		if (!strcmp(key, "convention")) {
			const char *conv;
			if (yml_string(l->doc, v, path, &conv, l->d) < 0)
				return -1;
			if (!strcmp(conv, "testlib"))
				c->convention = CONVENTION_TESTLIB;
			else if (!strcmp(conv, "kattis"))
				c->convention = CONVENTION_KATTIS;
			else
				return yml_error(l->doc, v, path, l->d, "expected testlib or kattis, got \"%s\"", conv);
		}
		if (!strcmp(key, "flags")) {
			const char **flags;
			if (yml_strings(l->doc, v, path, &flags, &c->nflags, l->d) < 0)
				return -1;
			c->flags = xcalloc(c->nflags + 1, sizeof *c->flags);
			for (size_t f = 0; f < c->nflags; f++)
				c->flags[f] = xstrdup(flags[f]);
			free(flags);
		}
		if (!strcmp(key, "program") && repo_file(l, v, path, &c->program) < 0)
			return -1;
	}
	if (program && !c->program)
		return yml_error(l->doc, n, "checker", l->d, "missing required key 'program'");
	return 0;
}

static int valid_name(const char *s)
{
	if (!*s)
		return 0;
	for (; *s; s++)
		if (!((*s >= 'a' && *s <= 'z') || (*s >= '0' && *s <= '9') || strchr("-_.", *s)))
			return 0;
	return 1;
}

char *problem_expand_args(const char *tmpl, long i)
{
	size_t cap = strlen(tmpl) + 32, n = 0;
	char *out = xmalloc(cap);
	for (const char *s = tmpl; *s;) {
		if (!strncmp(s, "{i}", 3)) {
			n += (size_t)snprintf(out + n, cap - n, "%ld", i);
			s += 3;
		} else {
			if (n + 2 >= cap)
				out = xrealloc(out, cap *= 2);
			out[n++] = *s++;
		}
		if (n + 24 >= cap)
			out = xrealloc(out, cap *= 2);
	}
	out[n] = '\0';
	return out;
}

/* How many decimal digits s starts with. */
static size_t count_digits(const char *s)
{
	size_t n = 0;
	while (s[n] >= '0' && s[n] <= '9')
		n++;
	return n;
}

/* The number the n digits at s spell, or -1 when it is over LONG_MAX. */
static long digits_value(const char *s, size_t n)
{
	long v = 0;
	for (size_t i = 0; i < n; i++) {
		int digit = s[i] - '0';
		if (v > (LONG_MAX - digit) / 10)
			return -1;
		v = v * 10 + digit;
	}
	return v;
}

enum range_status { RANGE_NONE, RANGE_OK, RANGE_MALFORMED, RANGE_TOO_LARGE, RANGE_EMPTY };

/* A test name "pre{a..b}post": the range is the text from open to close. */
struct range {
	long a, b;
	const char *open, *close;
};

/* Numbers are plain decimal digits (no sign, no spaces), each at most LONG_MAX. */
static enum range_status parse_range(const char *name, struct range *r)
{
	r->open = strchr(name, '{');
	if (!r->open)
		return RANGE_NONE;
	const char *first = r->open + 1;
	size_t n1 = count_digits(first);
	if (n1 == 0 || strncmp(first + n1, "..", 2) != 0)
		return RANGE_MALFORMED;
	const char *second = first + n1 + 2;
	size_t n2 = count_digits(second);
	if (n2 == 0 || second[n2] != '}')
		return RANGE_MALFORMED;
	r->close = second + n2;
	r->a = digits_value(first, n1);
	r->b = digits_value(second, n2);
	if (r->a < 0 || r->b < 0)
		return RANGE_TOO_LARGE;
	return r->b < r->a ? RANGE_EMPTY : RANGE_OK;
}

/*
 * The names of the tests loaded so far, for the duplicate check in linear time: an
 * open-addressing hash set (FNV-1a, linear probing) at most half full. The names
 * belong to the tests.
 */
struct name_set {
	const char **slots;
	size_t cap, n;
};

static size_t name_hash(const char *s)
{
	uint64_t h = 14695981039346656037u;
	for (; *s; s++)
		h = (h ^ (unsigned char)*s) * 1099511628211u;
	return (size_t)h;
}

static int name_set_add(struct name_set *set, const char *name);

static void name_set_grow(struct name_set *set)
{
	struct name_set bigger = { .cap = set->cap ? 2 * set->cap : 64 };
	bigger.slots = xcalloc(bigger.cap, sizeof *bigger.slots);
	for (size_t i = 0; i < set->cap; i++)
		if (set->slots[i])
			name_set_add(&bigger, set->slots[i]);
	free(set->slots);
	*set = bigger;
}

/* Adds name: 0 when it is new, -1 when it is already in the set. */
static int name_set_add(struct name_set *set, const char *name)
{
	if (2 * (set->n + 1) > set->cap)
		name_set_grow(set);
	size_t mask = set->cap - 1, i = name_hash(name) & mask;
	for (; set->slots[i]; i = (i + 1) & mask)
		if (strcmp(set->slots[i], name) == 0)
			return -1;
	set->slots[i] = name;
	set->n++;
	return 0;
}

static void add_test(struct loader *l, const char *name, const char *gen, int brute, const struct yml_node *at)
{
	struct problem *p = l->p;
	if (p->ntests % 16 == 0)
		p->tests = xrealloc(p->tests, (p->ntests + 16) * sizeof *p->tests);
	struct test *t = &p->tests[p->ntests++];
	memset(t, 0, sizeof *t);
	t->name = xstrdup(name);
	t->gen_args = gen ? xstrdup(gen) : NULL;
	t->brute = brute;
	t->rel_input = xasprintf("testdata/%s/%s.in", p->id, name);
	t->rel_answer = xasprintf("testdata/%s/%s.ans", p->id, name);
	t->input = xasprintf("%s/%s", l->root, t->rel_input);
	t->answer = xasprintf("%s/%s", l->root, t->rel_answer);
	t->line = at->line;
	t->col = at->col;
}

/* Expands the entry tests[i] (one name, or a range of names) into l->p->tests. */
static int expand_test(struct loader *l, const struct yml_node *t, const char *path, struct name_set *names)
{
	char sub[80];
	const char *name, *gen = NULL;
	int brute = 0;
	if (yml_check_map(l->doc, t, path, test_keys, test_required, l->d) < 0)
		return -1;
	const struct yml_node *at = yml_get(t, "name");
	snprintf(sub, sizeof sub, "%s.name", path);
	if (yml_string(l->doc, at, sub, &name, l->d) < 0)
		return -1;
	snprintf(sub, sizeof sub, "%s.gen", path);
	if (yml_get(t, "gen") && yml_string(l->doc, yml_get(t, "gen"), sub, &gen, l->d) < 0)
		return -1;
	snprintf(sub, sizeof sub, "%s.brute", path);
	if (yml_get(t, "brute") && yml_bool(l->doc, yml_get(t, "brute"), sub, &brute, l->d) < 0)
		return -1;
	snprintf(sub, sizeof sub, "%s.gen", path);
	if (gen && !l->p->generator)
		return yml_error(l->doc, yml_get(t, "gen"), sub, l->d, "a generated test needs a 'generator'");
	snprintf(sub, sizeof sub, "%s.name", path);

	struct range r = { .a = 0, .b = 0 };
	enum range_status rs = parse_range(name, &r);
	int span = rs == RANGE_NONE ? 0 : (int)(r.close - r.open + 1);
	if (rs == RANGE_MALFORMED)
		return yml_error(l->doc, at, sub, l->d, "expected a range like {1..20}, got \"%s\"", name);
	if (rs == RANGE_TOO_LARGE)
		return yml_error(l->doc, at, sub, l->d, "the range %.*s has a number over %ld", span, r.open, LONG_MAX);
	if (rs == RANGE_EMPTY)
		return yml_error(l->doc, at, sub, l->d, "the range %.*s is empty", span, r.open);
	if (rs == RANGE_OK && !gen)
		return yml_error(l->doc, at, sub, l->d, "a range of tests needs 'gen'");

	/* No overflow: 0 <= a <= b <= LONG_MAX, and ntests <= PROBLEM_MAX_TESTS. */
	unsigned long count = (unsigned long)(r.b - r.a) + 1, room = PROBLEM_MAX_TESTS - l->p->ntests;
	if (count > room && rs == RANGE_NONE)
		return yml_error(l->doc, at, sub, l->d, "this makes %zu tests, over the limit of %d per problem",
		                 l->p->ntests + 1, PROBLEM_MAX_TESTS);
	if (count > room && l->p->ntests == 0)
		return yml_error(l->doc, at, sub, l->d,
		                 "the range %.*s makes %lu tests, over the limit of %d per problem", span, r.open,
		                 count, PROBLEM_MAX_TESTS);
	if (count > room)
		return yml_error(l->doc, at, sub, l->d,
		                 "the range %.*s makes %lu tests, %lu in all, over the limit of %d per problem", span,
		                 r.open, count, count + l->p->ntests, PROBLEM_MAX_TESTS);

	for (unsigned long k = 0; k < count; k++) {
		long i = r.a + (long)k;
		char *full = rs == RANGE_OK ? xasprintf("%.*s%ld%s", (int)(r.open - name), name, i, r.close + 1)
		                            : xstrdup(name);
		if (!valid_name(full)) {
			yml_error(l->doc, at, sub, l->d, "invalid test name \"%s\" (use a-z 0-9 - _ .)", full);
			free(full);
			return -1;
		}
		char *args = gen ? problem_expand_args(gen, i) : NULL;
		add_test(l, full, args, brute, t);
		free(full);
		free(args);
		const char *added = l->p->tests[l->p->ntests - 1].name;
		if (name_set_add(names, added) < 0)
			return yml_error(l->doc, at, sub, l->d, "duplicate test name \"%s\"", added);
	}
	return 0;
}

static int load_tests(struct loader *l, int flags)
{
	const struct yml_node *seq = yml_get(l->doc->root, "tests");
	if (seq->kind != YML_SEQ || seq->n == 0)
		return yml_error(l->doc, seq, "tests", l->d, "expected a non-empty list of tests");
	struct name_set names = { 0 };
	int rc = 0;
	for (size_t i = 0; i < seq->n && rc == 0; i++) {
		char path[64];
		snprintf(path, sizeof path, "tests[%zu]", i);
		rc = expand_test(l, seq->items[i], path, &names);
	}
	free(names.slots);
	if (rc < 0)
		return -1;
	for (size_t i = 0; i < l->p->ntests; i++) {
		struct test *t = &l->p->tests[i];
		int need_in = !t->gen_args || (flags & PROBLEM_NEED_DATA);
		const char *missing = need_in && !path_exists(t->input)                        ? t->rel_input
		                      : (flags & PROBLEM_NEED_DATA) && !path_exists(t->answer) ? t->rel_answer
		                                                                               : NULL;
		if (missing) {
			diag_set(l->d, "%s:%d:%d: tests: test '%s': missing file '%s'%s", l->doc->path, t->line, t->col,
			         t->name, missing,
			         t->gen_args || strstr(missing, ".ans") ? " (run 'judge regen')" : "");
			return -1;
		}
	}
	return 0;
}

/*
 * A list of generator calls ({gen, count}): stress (needs the brute force too,
 * count required) or boundary (count optional, 1). Their counts summed are at
 * most PROBLEM_MAX_STRESS per list.
 */
static int load_gen_list(struct loader *l, const char *key, struct stress **list, size_t *n)
{
	int stress = !strcmp(key, "stress");
	const struct yml_node *seq = yml_get(l->doc->root, key);
	if (!seq)
		return 0;
	if (seq->kind != YML_SEQ)
		return yml_error(l->doc, seq, key, l->d, "expected a list");
	if (!l->p->generator || (stress && !l->p->brute))
		return yml_error(l->doc, seq, key, l->d, stress ? "stress needs both 'generator' and 'brute'"
		                                                 : "boundary needs a 'generator'");
	*list = xcalloc(seq->n ? seq->n : 1, sizeof **list);
	long runs = 0;
	for (size_t i = 0; i < seq->n; i++) {
		const struct yml_node *s = seq->items[i];
		char path[64], sub[80];
		const char *gen;
		snprintf(path, sizeof path, "%s[%zu]", key, i);
		if (yml_check_map(l->doc, s, path, stress_keys, stress ? stress_keys : boundary_required, l->d) < 0)
			return -1;
		snprintf(sub, sizeof sub, "%s.gen", path);
		if (yml_string(l->doc, yml_get(s, "gen"), sub, &gen, l->d) < 0)
			return -1;
		snprintf(sub, sizeof sub, "%s.count", path);
		long *count = &(*list)[i].count;
		*count = 1;
		if (yml_get(s, "count") &&
		    yml_long(l->doc, yml_get(s, "count"), sub, 1, PROBLEM_MAX_STRESS, count, l->d) < 0)
			return -1;
		if (*count > PROBLEM_MAX_STRESS - runs)
			return yml_error(l->doc, yml_get(s, "count") ? yml_get(s, "count") : s, sub, l->d,
			                 "the %s entries make %ld runs, over the limit of %d per problem", key,
			                 runs + *count, PROBLEM_MAX_STRESS);
		runs += *count;
		(*list)[i].gen_args = xstrdup(gen);
		(*n)++;
	}
	return 0;
}

/* checks: outputs with the verdict the custom checker must give them. */
static int load_checks(struct loader *l)
{
	const struct yml_node *seq = yml_get(l->doc->root, "checks");
	struct problem *p = l->p;
	if (!seq)
		return 0;
	if (seq->kind != YML_SEQ)
		return yml_error(l->doc, seq, "checks", l->d, "expected a list");
	if (p->checker.kind != CHECKER_CUSTOM)
		return yml_error(l->doc, seq, "checks", l->d, "checks need a custom checker");
	p->checks = xcalloc(seq->n, sizeof *p->checks);
	for (size_t i = 0; i < seq->n; i++) {
		const struct yml_node *n = seq->items[i];
		struct check_case *c = &p->checks[p->nchecks];
		char path[64], sub[80];
		const char *test, *out, *verdict, *says = NULL;
		snprintf(path, sizeof path, "checks[%zu]", i);
		if (yml_check_map(l->doc, n, path, check_keys, check_required, l->d) < 0)
			return -1;
		snprintf(sub, sizeof sub, "%s.test", path);
		if (yml_string(l->doc, yml_get(n, "test"), sub, &test, l->d) < 0)
			return -1;
		for (size_t k = 0; k < p->ntests && !c->test; k++)
			if (!strcmp(p->tests[k].name, test))
				c->test = &p->tests[k];
		if (!c->test)
			return yml_error(l->doc, yml_get(n, "test"), sub, l->d, "no test named \"%s\"", test);
		snprintf(sub, sizeof sub, "%s.output", path);
		c->line = n->line;
		c->col = n->col;
		p->nchecks++;
		if (repo_file(l, yml_get(n, "output"), sub, &c->output) < 0)
			return -1;
		yml_string(l->doc, yml_get(n, "output"), sub, &out, l->d);
		c->rel_output = xstrdup(out);
		snprintf(sub, sizeof sub, "%s.verdict", path);
		if (yml_string(l->doc, yml_get(n, "verdict"), sub, &verdict, l->d) < 0)
			return -1;
		c->verdict = !strcmp(verdict, "AC")   ? V_AC
		             : !strcmp(verdict, "WA") ? V_WA
		             : !strcmp(verdict, "PE") ? V_PE
		                                      : -1;
		if (c->verdict < 0)
			return yml_error(l->doc, yml_get(n, "verdict"), sub, l->d, "expected AC, WA or PE, got \"%s\"",
			                 verdict);
		snprintf(sub, sizeof sub, "%s.says", path);
		if (yml_get(n, "says") && yml_string(l->doc, yml_get(n, "says"), sub, &says, l->d) < 0)
			return -1;
		c->says = says ? xstrdup(says) : NULL;
	}
	return 0;
}

int problem_span_parse(const char *s, int dims, struct span *out, struct diag *d)
{
	const char *p = s;
	int axes = 0;
	for (; axes < 2; axes++) {
		char *end;
		size_t n1 = count_digits(p);
		if (n1 == 0 || n1 > 9 || strncmp(p + n1, "..", 2) != 0)
			break;
		out->lo[axes] = strtol(p, &end, 10);
		size_t n2 = count_digits(p + n1 + 2);
		if (n2 == 0 || n2 > 9)
			break;
		out->hi[axes] = strtol(p + n1 + 2, &end, 10);
		p = end;
		if (*p != ',' || axes == 1)
			break;
		p++;
	}
	if (axes < 2 && *p == '\0' && p != s && p[-1] != ',')
		axes++;
	else
		axes = 0;
	if (axes == 0 || (axes == 2 && dims == 1)) {
		diag_set(d, "expected %s, got \"%s\"", dims == 1 ? "LO..HI" : "LO..HI or LO..HI,LO..HI", s);
		return -1;
	}
	if (axes == 1) {
		out->lo[1] = out->lo[0];
		out->hi[1] = out->hi[0];
	}
	for (int i = 0; i < dims; i++)
		if (out->lo[i] > out->hi[i] || out->hi[i] > PROBLEM_SPAN_MAX) {
			diag_set(d, "expected LO <= HI <= %ld, got \"%s\"", PROBLEM_SPAN_MAX, s);
			return -1;
		}
	if (dims == 1)
		out->lo[1] = out->hi[1] = 0;
	return 0;
}

char *problem_explore_param_check(const struct explore_param *p, const char *value, struct diag *d)
{
	char *copy = xstrdup(value), *save = NULL;
	size_t cap = strlen(value) + 2, n = 0;
	char *norm = xcalloc(cap, 1);
	int count = 0;
	for (char *tok = strtok_r(copy, ",", &save); tok; tok = strtok_r(NULL, ",", &save), count++) {
		long v;
		if (parse_long(tok, p->min, p->max, &v) < 0) {
			diag_set(d, "expected %s in %ld..%ld, got \"%s\"", p->list ? "integers" : "an integer", p->min,
			         p->max, value);
			goto bad;
		}
		n += (size_t)snprintf(norm + n, cap - n, "%s%ld", count ? "," : "", v);
	}
	if (count == 0 || (!p->list && count > 1) || value[strlen(value) - 1] == ',' || value[0] == ',' ||
	    strstr(value, ",,")) {
		diag_set(d, "expected %s, got \"%s\"", p->list ? "integers separated by commas" : "an integer", value);
		goto bad;
	}
	free(copy);
	return norm;
bad:
	free(copy);
	free(norm);
	return NULL;
}

static int valid_param_name(const char *s)
{
	if (!((*s >= 'a' && *s <= 'z') || (*s >= 'A' && *s <= 'Z')))
		return 0;
	for (; *s; s++)
		if (!((*s >= 'a' && *s <= 'z') || (*s >= 'A' && *s <= 'Z') || (*s >= '0' && *s <= '9') || *s == '_'))
			return 0;
	return 1;
}

/* A span written in the manifest, as a string. */
static int load_span(struct loader *l, const struct yml_node *n, const char *keypath, int dims, struct span *out)
{
	const char *s;
	if (yml_string(l->doc, n, keypath, &s, l->d) < 0)
		return -1;
	struct diag why;
	if (problem_span_parse(s, dims, out, &why) < 0)
		return yml_error(l->doc, n, keypath, l->d, "%s", why.msg);
	return 0;
}

static int load_param(struct loader *l, const struct yml_node *key, const struct yml_node *n, struct explore_param *p)
{
	char path[160], sub[200];
	snprintf(path, sizeof path, "explore.params.%s", key->value);
	p->name = xstrdup(key->value);
	if (!valid_param_name(key->value))
		return yml_error(l->doc, key, path, l->d, "expected a name of letters, digits and _");
	if (yml_check_map(l->doc, n, path, param_keys, param_keys, l->d) < 0)
		return -1;
	snprintf(sub, sizeof sub, "%s.min", path);
	if (yml_long(l->doc, yml_get(n, "min"), sub, 0, PROBLEM_SPAN_MAX, &p->min, l->d) < 0)
		return -1;
	snprintf(sub, sizeof sub, "%s.max", path);
	if (yml_long(l->doc, yml_get(n, "max"), sub, p->min, PROBLEM_SPAN_MAX, &p->max, l->d) < 0)
		return -1;
	const struct yml_node *def = yml_get(n, "default");
	snprintf(sub, sizeof sub, "%s.default", path);
	struct strv parts = { 0 };
	p->list = def->kind == YML_SEQ;
	if (p->list) {
		const char **items;
		size_t count;
		if (yml_strings(l->doc, def, sub, &items, &count, l->d) < 0)
			return -1;
		for (size_t i = 0; i < count; i++)
			strv_push(&parts, items[i]);
		free(items);
	} else {
		const char *s;
		if (yml_string(l->doc, def, sub, &s, l->d) < 0)
			return -1;
		strv_push(&parts, s);
	}
	char *joined = xstrdup("");
	for (size_t i = 0; i < parts.n; i++) {
		char *next = xasprintf("%s%s%s", joined, i ? "," : "", parts.v[i]);
		free(joined);
		joined = next;
	}
	strv_free(&parts);
	struct diag why;
	p->value = problem_explore_param_check(p, joined, &why);
	free(joined);
	if (!p->value)
		return yml_error(l->doc, def, sub, l->d, "%s", why.msg);
	return 0;
}

static int load_explore(struct loader *l)
{
	const struct yml_node *n = yml_get(l->doc->root, "explore");
	if (!n)
		return 0;
	if (yml_check_map(l->doc, n, "explore", explore_keys, explore_required, l->d) < 0)
		return -1;
	struct explore_spec *e = l->p->explore = xcalloc(1, sizeof *e);
	const char **axes;
	size_t naxes;
	const char *values, *rel;
	if (repo_file(l, yml_get(n, "program"), "explore.program", &e->program) < 0)
		return -1;
	yml_string(l->doc, yml_get(n, "program"), "explore.program", &rel, l->d);
	e->rel_program = xstrdup(rel);
	if (yml_strings(l->doc, yml_get(n, "axes"), "explore.axes", &axes, &naxes, l->d) < 0)
		return -1;
	e->dims = (int)naxes;
	for (size_t i = 0; i < naxes && i < 2; i++)
		e->axes[i] = xstrdup(axes[i]);
	free(axes);
	if (naxes < 1 || naxes > 2)
		return yml_error(l->doc, yml_get(n, "axes"), "explore.axes", l->d,
		                 "expected one axis (a sequence) or two (a grid), got %zu", naxes);
	for (int i = 0; i < e->dims; i++)
		if (!valid_param_name(e->axes[i]) || (i == 1 && !strcmp(e->axes[0], e->axes[1])))
			return yml_error(l->doc, yml_get(n, "axes")->items[i], "explore.axes", l->d,
			                 "expected two different names of letters, digits and _, got \"%s\"",
			                 e->axes[i]);
	if (yml_string(l->doc, yml_get(n, "values"), "explore.values", &values, l->d) < 0)
		return -1;
	static const char *const kinds[] = { "pn", "sg", "wld" }; /* in the order of enum values (pattern.h) */
	e->values = -1;
	for (int i = 0; i < 3; i++)
		if (!strcmp(values, kinds[i]))
			e->values = i;
	if (e->values < 0)
		return yml_error(l->doc, yml_get(n, "values"), "explore.values", l->d,
		                 "expected pn, sg or wld, got \"%s\"", values);
	if (load_span(l, yml_get(n, "range"), "explore.range", e->dims, &e->range) < 0 ||
	    load_span(l, yml_get(n, "bounds"), "explore.bounds", e->dims, &e->bounds) < 0)
		return -1;
	for (int i = 0; i < e->dims; i++)
		if (e->range.lo[i] < e->bounds.lo[i] || e->range.hi[i] > e->bounds.hi[i])
			return yml_error(l->doc, yml_get(n, "range"), "explore.range", l->d,
			                 "%s = %ld..%ld is not within the bounds, %ld..%ld", e->axes[i], e->range.lo[i],
			                 e->range.hi[i], e->bounds.lo[i], e->bounds.hi[i]);
	const struct yml_node *params = yml_get(n, "params");
	if (!params)
		return 0;
	if (params->kind != YML_MAP)
		return yml_error(l->doc, params, "explore.params", l->d, "expected a mapping of parameters");
	e->params = xcalloc(params->n, sizeof *e->params);
	for (size_t i = 0; i < params->n; i++) {
		const struct yml_node *key = params->items[2 * i];
		if (key->kind != YML_SCALAR)
			return yml_error(l->doc, key, "explore.params", l->d, "expected a plain key");
		for (size_t j = 0; j < i; j++)
			if (!strcmp(e->params[j].name, key->value))
				return yml_error(l->doc, key, "explore.params", l->d, "duplicate parameter '%s'",
				                 key->value);
		e->nparams++;
		if (load_param(l, key, params->items[2 * i + 1], &e->params[i]) < 0)
			return -1;
	}
	return 0;
}

/* imported: where judge import took the problem from (problems/README.md). */
static int load_imported(struct loader *l)
{
	const struct yml_node *n = yml_get(l->doc->root, "imported");
	const char *from, *format;
	if (!n)
		return 0;
	if (yml_check_map(l->doc, n, "imported", imported_keys, imported_keys, l->d) < 0 ||
	    yml_string(l->doc, yml_get(n, "from"), "imported.from", &from, l->d) < 0 ||
	    yml_string(l->doc, yml_get(n, "format"), "imported.format", &format, l->d) < 0)
		return -1;
	if (strcmp(format, "kattis-legacy") && strcmp(format, "kattis-2023-07") && strcmp(format, "polygon"))
		return yml_error(l->doc, yml_get(n, "format"), "imported.format", l->d,
		                 "expected kattis-legacy, kattis-2023-07 or polygon, got \"%s\"", format);
	l->p->imported_from = xstrdup(from);
	l->p->imported_format = xstrdup(format);
	return 0;
}

static int load(struct loader *l, const char *id, int flags)
{
	struct yml_doc *doc = l->doc;
	struct problem *p = l->p;
	const char *s;
	if (!doc->root)
		return yml_error(doc, NULL, "", l->d, "empty manifest");
	if (yml_check_map(doc, doc->root, "", top_keys, top_required, l->d) < 0)
		return -1;
	if (yml_string(doc, yml_get(doc->root, "id"), "id", &s, l->d) < 0)
		return -1;
	if (strcmp(s, id) != 0)
		return yml_error(doc, yml_get(doc->root, "id"), "id", l->d,
		                 "expected \"%s\" (the folder's name), got \"%s\"", id, s);
	p->id = xstrdup(s);
	if (yml_string(doc, yml_get(doc->root, "title"), "title", &s, l->d) < 0)
		return -1;
	p->title = xstrdup(s);
	if (yml_get(doc->root, "source")) {
		if (yml_string(doc, yml_get(doc->root, "source"), "source", &s, l->d) < 0)
			return -1;
		p->source = xstrdup(s);
	}
	if (yml_get(doc->root, "tags")) {
		const char **tags;
		if (yml_strings(doc, yml_get(doc->root, "tags"), "tags", &tags, &p->ntags, l->d) < 0)
			return -1;
		p->tags = xcalloc(p->ntags + 1, sizeof *p->tags);
		for (size_t i = 0; i < p->ntags; i++)
			p->tags[i] = xstrdup(tags[i]);
		free(tags);
	}
	if (load_imported(l) < 0)
		return -1;
	/* An imported problem may lack a validator: its package had none we can run. */
	if (!yml_get(doc->root, "validator") && !p->imported_from)
		return yml_error(doc, doc->root, "", l->d, "missing required key 'validator'");
	if (load_limits(l) < 0 || load_path(l, "solver", &p->solver) < 0 || load_path(l, "brute", &p->brute) < 0 ||
	    load_path(l, "generator", &p->generator) < 0 || load_path(l, "validator", &p->validator) < 0 ||
	    load_checker(l) < 0 || load_tests(l, flags) < 0 || load_gen_list(l, "stress", &l->p->stress, &l->p->nstress) < 0 ||
	    load_gen_list(l, "boundary", &l->p->boundary, &l->p->nboundary) < 0 || load_checks(l) < 0 ||
	    load_explore(l) < 0)
		return -1;
	return 0;
}

int problem_id_check(const char *id, struct diag *d)
{
	if (!valid_name(id) || strchr(id, '.')) {
		diag_set(d, "invalid problem id '%s'", id);
		return -1;
	}
	return 0;
}

struct problem *problem_parse(const char *root, const char *id, const char *text, size_t len, int flags, struct diag *d)
{
	if (problem_id_check(id, d) < 0)
		return NULL;
	struct problem *p = xcalloc(1, sizeof *p);
	struct loader l = { .root = root, .p = p, .d = d };
	/* Messages name the repository-relative path, as a problem setter sees it. */
	p->manifest = xasprintf("problems/%s/problem.yaml", id);
	p->dir = xasprintf("%s/problems/%s", root, id);
	p->testdata = xasprintf("%s/testdata/%s", root, id);
	l.doc = yml_parse(p->manifest, text, len, d);
	if (!l.doc || load(&l, id, flags) < 0) {
		yml_free(l.doc);
		problem_free(p);
		return NULL;
	}
	yml_free(l.doc);
	return p;
}

int problem_exists(const char *root, const char *id, struct diag *d)
{
	if (problem_id_check(id, d) < 0)
		return 0;
	char *abs = xasprintf("%s/problems/%s/problem.yaml", root, id);
	int found = path_exists(abs);
	free(abs);
	if (!found) {
		struct diag ignore;
		size_t n = 0;
		char **ids = problem_list(root, &n, &ignore);
		const char *near = ids ? closest_name(id, (const char *const *)ids, n) : NULL;
		diag_set(d, "no such problem '%s' (no file 'problems/%s/problem.yaml')%s%s%s", id, id,
		         near ? "; did you mean '" : "", near ? near : "", near ? "'?" : "");
		for (size_t i = 0; ids && i < n; i++)
			free(ids[i]);
		free(ids);
	}
	return found;
}

struct problem *problem_load(const char *root, const char *id, int flags, struct diag *d)
{
	if (!problem_exists(root, id, d))
		return NULL;
	char *abs = xasprintf("%s/problems/%s/problem.yaml", root, id);
	char *text = NULL;
	size_t len;
	struct problem *p = NULL;
	if (read_file(abs, &text, &len, d) == 0)
		p = problem_parse(root, id, text, len, flags, d);
	free(text);
	free(abs);
	return p;
}

void problem_free(struct problem *p)
{
	if (!p)
		return;
	free(p->id);
	free(p->title);
	free(p->source);
	for (size_t i = 0; i < p->ntags; i++)
		free(p->tags[i]);
	free(p->tags);
	free(p->dir);
	free(p->manifest);
	free(p->solver);
	free(p->brute);
	free(p->generator);
	free(p->validator);
	free(p->imported_from);
	free(p->imported_format);
	free(p->checker.program);
	for (size_t i = 0; i < p->checker.nflags; i++)
		free(p->checker.flags[i]);
	free(p->checker.flags);
	if (p->checker.after)
		free(p->checker.after->program);
	free(p->checker.after);
	for (size_t i = 0; i < p->nchecks; i++) {
		free(p->checks[i].output);
		free(p->checks[i].rel_output);
		free(p->checks[i].says);
	}
	free(p->checks);
	for (size_t i = 0; i < p->ntests; i++) {
		struct test *t = &p->tests[i];
		free(t->name);
		free(t->gen_args);
		free(t->input);
		free(t->answer);
		free(t->rel_input);
		free(t->rel_answer);
	}
	free(p->tests);
	for (size_t i = 0; i < p->nstress; i++)
		free(p->stress[i].gen_args);
	free(p->stress);
	for (size_t i = 0; i < p->nboundary; i++)
		free(p->boundary[i].gen_args);
	free(p->boundary);
	free(p->testdata);
	if (p->explore) {
		struct explore_spec *e = p->explore;
		free(e->program);
		free(e->rel_program);
		free(e->axes[0]);
		free(e->axes[1]);
		for (size_t i = 0; i < e->nparams; i++) {
			free(e->params[i].name);
			free(e->params[i].value);
		}
		free(e->params);
		free(e);
	}
	free(p);
}

char **problem_list(const char *root, size_t *n, struct diag *d)
{
	char *dir = xasprintf("%s/problems", root);
	struct strv names = { 0 };
	if (dir_list(dir, &names) < 0) {
		diag_errno(d, "cannot open '%s'", dir);
		free(dir);
		return NULL;
	}
	char **ids = xcalloc(names.n + 1, sizeof *ids);
	size_t count = 0;
	for (size_t i = 0; i < names.n; i++) {
		char *manifest = xasprintf("%s/%s/problem.yaml", dir, names.v[i]);
		if (path_exists(manifest))
			ids[count++] = xstrdup(names.v[i]);
		free(manifest);
	}
	strv_free(&names);
	free(dir);
	*n = count;
	return ids;
}
