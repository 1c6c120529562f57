/*
 * polygon.c: Codeforces Polygon packages read in place (polygon.h).
 *
 * How this works: problem.xml is read once beneath the package (at most
 * PACKAGE_TEXT_MAX bytes) and parsed by libxml2 from memory, with no network
 * and no entity substitution; a document with a DTD is refused, as Polygon
 * writes none. The reader walks the elements it knows and builds a struct
 * package as package.c does for a Kattis package: the problem (limits, tests,
 * checker), the validators and the solutions, so that the code that judges,
 * validates and imports Kattis packages serves both. What is Polygon's alone
 * is kept in struct polygon: the tests still to be made and the programs that
 * make them. Every message names problem.xml with the element's line, or the
 * package's file at fault.
 */
#define _GNU_SOURCE
#include "package/polygon.h"

#include <fcntl.h>
#include <libxml/parser.h>
#include <libxml/tree.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "package/polygon-internal.h"
#include "run/compile.h"
#include "util.h"

struct preader {
	struct package *pkg;
	struct problem *p;
	struct polygon *pg;
	xmlDoc *doc;
	char *xml;      /* dir/problem.xml, for messages */
	int wellformed; /* the property tests-wellformed: Polygon gives every test LF line ends */
	struct diag *d;
};

#define note(pkg, ...) strv_pushf(&(pkg)->notes, __VA_ARGS__)

#define B(v) (1u << (v))
#define T_AC  B(V_AC)
#define T_WA  B(V_WA)
#define T_PE  B(V_PE)
#define T_TLE B(V_TLE)
#define T_MLE B(V_MLE)
#define T_RE  (B(V_RE) | B(V_OLE))
#define T_ANY (T_AC | T_WA | T_PE | T_TLE | T_MLE | T_RE)

/* ---- pure functions ---- */

int polygon_tag_rule(const char *tag, unsigned *permitted, unsigned *required)
{
	static const struct {
		const char *tag;
		unsigned permitted, required;
	} rules[] = {
		{ "main", T_AC, 0 },
		{ "accepted", T_AC, 0 },
		{ "wrong-answer", T_AC | T_WA, T_WA },
		{ "presentation-error", T_AC | T_PE, T_PE },
		{ "time-limit-exceeded", T_AC | T_TLE, T_TLE },
		{ "time-limit-exceeded-or-accepted", T_AC | T_TLE, 0 },
		{ "time-limit-exceeded-or-memory-limit-exceeded", T_AC | T_TLE | T_MLE, T_TLE | T_MLE },
		{ "memory-limit-exceeded", T_AC | T_MLE, T_MLE },
		{ "rejected", T_ANY, T_WA | T_PE | T_TLE | T_MLE | T_RE },
	};
	for (size_t i = 0; i < sizeof rules / sizeof rules[0]; i++)
		if (!strcmp(rules[i].tag, tag)) {
			*permitted = rules[i].permitted;
			*required = rules[i].required;
			return 0;
		}
	return -1;
}

int polygon_builtin_checker(const char *name, struct checker_spec *c)
{
	const char *base = strncmp(name, "std::", 5) ? name : name + 5;
	size_t n = strcspn(base, ".");
	static const struct {
		const char *name;
		enum checker_kind kind;
		double tol;
		int fold_case;
	} map[] = {
		{ "wcmp", CHECKER_TOKENS, 0, 0 },
		{ "rcmp4", CHECKER_FLOAT, 1e-4, 0 },
		{ "rcmp6", CHECKER_FLOAT, 1e-6, 0 },
		{ "rcmp9", CHECKER_FLOAT, 1e-9, 0 },
		{ "yesno", CHECKER_TOKENS, 0, 1 },
	};
	for (size_t i = 0; i < sizeof map / sizeof map[0]; i++)
		if (strlen(map[i].name) == n && !strncmp(map[i].name, base, n) && (!base[n] || !strcmp(base + n, ".cpp"))) {
			memset(c, 0, sizeof *c);
			c->kind = map[i].kind;
			c->abs_tol = c->rel_tol = map[i].tol;
			c->fold_case = map[i].fold_case;
			return 1;
		}
	return 0;
}

char *polygon_test_path(const char *pattern, long i, struct diag *d)
{
	char buf[64];
	int conversions = 0;
	size_t len = strlen(pattern);
	char *s = xmalloc(len + 32), *o = s;
	for (const char *c = pattern; *c; c++) {
		if (*c != '%') {
			*o++ = *c;
			continue;
		}
		if (c[1] == '%') {
			*o++ = '%';
			c++;
			continue;
		}
		const char *q = c + 1;
		int zero = *q == '0';
		q += zero;
		int width = 0;
		while (*q >= '0' && *q <= '9' && width < 100)
			width = width * 10 + (*q++ - '0');
		if (*q != 'd' || width > 20 || conversions++) {
			diag_set(d, "the path pattern \"%s\" is not one number (%%d or %%0Nd)", pattern);
			free(s);
			return NULL;
		}
		snprintf(buf, sizeof buf, zero ? "%0*ld" : "%*ld", width, i);
		o = stpcpy(o, buf);
		c = q;
	}
	*o = '\0';
	if (!conversions) {
		diag_set(d, "the path pattern \"%s\" has no test number (%%d)", pattern);
		free(s);
		return NULL;
	}
	return s;
}

/* ---- the XML ---- */

static xmlNode *child(xmlNode *n, const char *name)
{
	for (xmlNode *c = n ? n->children : NULL; c; c = c->next)
		if (c->type == XML_ELEMENT_NODE && !xmlStrcmp(c->name, (const xmlChar *)name))
			return c;
	return NULL;
}

/* The next element called name after n. */
static xmlNode *next(xmlNode *n, const char *name)
{
	for (xmlNode *c = n->next; c; c = c->next)
		if (c->type == XML_ELEMENT_NODE && !xmlStrcmp(c->name, (const xmlChar *)name))
			return c;
	return NULL;
}

/* An attribute's value (malloc'ed), or NULL. */
static char *attr(xmlNode *n, const char *name)
{
	xmlChar *v = n ? xmlGetProp(n, (const xmlChar *)name) : NULL;
	char *s = v ? xstrdup((const char *)v) : NULL;
	xmlFree(v);
	return s;
}

/* An element's text (malloc'ed, spaces around it removed), or NULL. */
static char *text(xmlNode *n)
{
	xmlChar *v = n ? xmlNodeGetContent(n) : NULL;
	if (!v)
		return NULL;
	const char *s = (const char *)v;
	while (*s == ' ' || *s == '\n' || *s == '\t' || *s == '\r')
		s++;
	char *t = xstrdup(s);
	xmlFree(v);
	size_t k = strlen(t);
	while (k && strchr(" \n\t\r", t[k - 1]))
		t[--k] = '\0';
	return t;
}

static void xml_error(struct preader *r, xmlNode *n, const char *fmt, ...) __attribute__((format(printf, 3, 4)));
static void xml_error(struct preader *r, xmlNode *n, const char *fmt, ...)
{
	char msg[sizeof r->d->msg];
	va_list ap;
	va_start(ap, fmt);
	vsnprintf(msg, sizeof msg, fmt, ap);
	va_end(ap);
	diag_set(r->d, "%s:%ld: %s", r->xml, n ? xmlGetLineNo(n) : 0L, msg);
}

/* An element's whole-number text, in lo..hi; -1 with a message naming it. */
static int number(struct preader *r, xmlNode *n, const char *what, long lo, long hi, long *out)
{
	char *t = text(n);
	int rc = t && parse_long(t, lo, hi, out) == 0 ? 0 : -1;
	if (rc < 0)
		xml_error(r, n, "<%s>: expected a whole number in %ld..%ld, got \"%s\"", what, lo, hi, t ? t : "");
	free(t);
	return rc;
}

/* The message of a file of the package that cannot be used, as package.c says it. */
static void beneath_error(struct preader *r, const char *rel)
{
	if (!strncmp(r->d->msg, "leads outside", 13))
		diag_set(r->d, "%s/%s: a link to outside the package", r->pkg->dir, rel);
	else
		diag_prefix(r->d, "%s/%s", r->pkg->dir, rel);
}

/* rel must be a regular file beneath the package, of at most max bytes. */
static int regular(struct preader *r, const char *rel, long long max)
{
	if (check_file_beneath(r->pkg->dirfd, rel, max, r->d) < 0) {
		beneath_error(r, rel);
		return 0;
	}
	return 1;
}

/* Whether rel names anything in the package (a link out counts: it is refused when read). */
static int exists(struct preader *r, const char *rel)
{
	struct stat st;
	return fstatat(r->pkg->dirfd, rel, &st, AT_SYMLINK_NOFOLLOW) == 0;
}

/* A <source path="..."> of the package: its path (relative), checked as a source file, or NULL with a message. */
static char *source_of(struct preader *r, xmlNode *owner, const char *what)
{
	xmlNode *src = child(owner, "source");
	char *path = attr(src, "path");
	if (!path) {
		xml_error(r, src ? src : owner, "<%s> has no <source path=...>", what);
		return NULL;
	}
	if (path[0] == '/' || strstr(path, "..") || !regular(r, path, COMPILE_SOURCE_MAX)) {
		if (path[0] == '/' || strstr(path, ".."))
			xml_error(r, src, "<source path=\"%s\">: not a path inside the package", path);
		free(path);
		return NULL;
	}
	return path;
}

/* ---- the parts of problem.xml ---- */

static int read_names(struct preader *r, xmlNode *root)
{
	xmlNode *names = child(root, "names"), *pick = NULL;
	for (xmlNode *n = child(names, "name"); n; n = next(n, "name")) {
		char *lang = attr(n, "language");
		if (!pick || (lang && !strcmp(lang, "english")))
			pick = n;
		free(lang);
	}
	r->pkg->name = attr(pick, "value");
	char *shortname = attr(root, "short-name");
	if (!r->pkg->name)
		r->pkg->name = shortname;
	else
		free(shortname);
	return 0;
}

/* Polygon's properties: tests-wellformed is the one that changes how tests are read. */
static void read_properties(struct preader *r, xmlNode *root)
{
	for (xmlNode *n = child(child(root, "properties"), "property"); n; n = next(n, "property")) {
		char *name = attr(n, "name"), *value = attr(n, "value");
		if (name && value && !strcmp(name, "tests-wellformed") && !strcmp(value, "true"))
			r->wellformed = 1;
		free(name);
		free(value);
	}
}

static struct polygon_todo *polygon_add_todo(struct polygon *pg, size_t test, char *cmd, int line, int answer, int crlf)
{
	pg->todo = xrealloc(pg->todo, (pg->ntodo + 1) * sizeof *pg->todo);
	pg->todo[pg->ntodo] =
	        (struct polygon_todo){ .test = test, .cmd = cmd, .line = line, .answer = answer, .crlf = crlf };
	return &pg->todo[pg->ntodo++];
}

/* One <test> (number i from 1): its files, stored or to be made. */
static int read_test(struct preader *r, xmlNode *t, long i, const char *inpat, const char *anspat, int width)
{
	struct problem *p = r->p;
	char *method = attr(t, "method"), *cmd = attr(t, "cmd"), *sample = attr(t, "sample");
	char *from = attr(t, "from-file");
	char *in = NULL, *ans = NULL;
	int rc = -1, line = (int)xmlGetLineNo(t);
	if (!method || (strcmp(method, "manual") && strcmp(method, "generated"))) {
		xml_error(r, t, "<test>: method \"%s\" is not manual or generated", method ? method : "");
		goto out;
	}
	int generated = !strcmp(method, "generated");
	if (generated && (!cmd || !cmd[0])) {
		xml_error(r, t, "<test method=\"generated\"> has no cmd");
		goto out;
	}
	if (generated && strchr(cmd, '>')) {
		/* A script line's target (gen 1 > $, > 3, > {4-6}) is the test's number, never part of its cmd. */
		xml_error(r, t,
		          "<test cmd=\"%s\"> %ld: a script's redirection (> $, > N, > {N-M}) in a test's cmd: "
		          "problem.xml gives each test its own cmd, the generator and its arguments only",
		          cmd, i);
		goto out;
	}
	if (generated && from && (!from[0] || strchr(from, '/') || !strcmp(from, ".") || !strcmp(from, ".."))) {
		xml_error(r, t, "<test method=\"generated\"> %ld: from-file \"%s\" is not a file name", i, from);
		goto out;
	}
	if (!(in = polygon_test_path(inpat, i, r->d)) || !(ans = polygon_test_path(anspat, i, r->d))) {
		xml_error(r, t, "<test> %ld: %s", i, r->d->msg);
		goto out;
	}
	int stored_in = exists(r, in), stored_ans = exists(r, ans);
	if (!stored_in && !generated) {
		xml_error(r, t, "<test method=\"manual\"> %ld: its input %s is not in the package", i, in);
		goto out;
	}
	if ((stored_in && !regular(r, in, PACKAGE_CASE_MAX)) || (stored_ans && !regular(r, ans, PACKAGE_CASE_MAX)))
		goto out;
	struct test *x = &p->tests[p->ntests];
	memset(x, 0, sizeof *x);
	int is_sample = sample && !strcmp(sample, "true");
	x->name = xasprintf("%s/%0*ld", is_sample ? "sample" : "tests", width, i);
	x->line = line;
	x->rel_input = stored_in ? xstrdup(in) : xasprintf("%s (generated: %s)", in, cmd);
	x->rel_answer = stored_ans ? xstrdup(ans) : xasprintf("%s (made by the main solution)", ans);
	/* Made files get their paths when polygon_generate() makes them. */
	x->input = stored_in ? xasprintf("%s/%s", r->pkg->dir, in) : NULL;
	x->answer = stored_ans ? xasprintf("%s/%s", r->pkg->dir, ans) : NULL;
	if (!stored_in || !stored_ans || r->wellformed) {
		struct polygon_todo *td = polygon_add_todo(r->pg, p->ntests, stored_in ? NULL : xstrdup(cmd), line,
		                                           !stored_ans, r->wellformed);
		td->from_file = !stored_in && from ? xstrdup(from) : NULL;
	}
	r->pkg->test_group[p->ntests++] = 0;
	rc = 0;
out:
	free(method);
	free(cmd);
	free(from);
	free(sample);
	free(in);
	free(ans);
	return rc;
}

/*
 * The testset judged: the one JUDGE_POLYGON_TESTSET names, else "tests" (the
 * one Polygon judges by), else the only one. NULL with why when there is none
 * or the one named is not there. Others are noted by name.
 */
static xmlNode *pick_testset(struct preader *r, xmlNode *judging)
{
	const char *want = getenv("JUDGE_POLYGON_TESTSET");
	xmlNode *pick = NULL;
	size_t n = 0;
	char *names = xstrdup("");
	want = want && *want ? want : NULL;
	for (xmlNode *t = child(judging, "testset"); t; t = next(t, "testset"), n++) {
		char *name = attr(t, "name"), *more = xasprintf("%s%s%s", names, n ? ", " : "", name ? name : "?");
		if ((!want && !pick) || (name && !strcmp(name, want ? want : "tests")))
			pick = t;
		free(names);
		names = more;
		free(name);
	}
	char *picked = attr(pick, "name");
	if (want && (!picked || strcmp(picked, want))) {
		xml_error(r, judging, "<judging> has no <testset name=\"%s\"> (JUDGE_POLYGON_TESTSET); it has %s", want,
		          n ? names : "none");
		pick = NULL;
	} else if (!pick) {
		xml_error(r, judging, "<judging> has no <testset>");
	} else if (n > 1) {
		note(r->pkg, "problem.xml: testsets %s: %s is judged (JUDGE_POLYGON_TESTSET=NAME judges another)", names,
		     picked ? picked : "?");
	}
	free(picked);
	free(names);
	return pick;
}

static int read_limits(struct preader *r, xmlNode *ts)
{
	long ms, bytes;
	xmlNode *tl = child(ts, "time-limit"), *ml = child(ts, "memory-limit");
	if (!tl || !ml) {
		xml_error(r, ts, "<testset> has no <%s>", tl ? "memory-limit" : "time-limit");
		return -1;
	}
	if (number(r, tl, "time-limit", 1, 3600L * 1000, &ms) < 0 ||
	    number(r, ml, "memory-limit", 1L << 20, 64L << 30, &bytes) < 0)
		return -1;
	r->pkg->time_ms = ms;
	r->pkg->time_from = "problem.xml";
	r->p->limits.time_ms = ms;
	r->p->limits.wall_ms = 3 * ms;
	r->p->limits.memory_kb = bytes / 1024;
	r->p->limits.output_kb = 64L * 1024;
	return 0;
}

static int read_scoring(struct preader *r, xmlNode *ts);

static int read_tests(struct preader *r, xmlNode *judging)
{
	char *inf = attr(judging, "input-file"), *outf = attr(judging, "output-file");
	int files = (inf && inf[0]) || (outf && outf[0]);
	free(inf);
	free(outf);
	if (files) {
		xml_error(r, judging, "<judging>: input-file or output-file: programs that read or write files are not "
		                      "supported by this judge (standard input and output only)");
		return -1;
	}
	xmlNode *ts = pick_testset(r, judging);
	if (!ts)
		return -1;
	if (read_limits(r, ts) < 0)
		return -1;
	xmlNode *ip = child(ts, "input-path-pattern"), *ap = child(ts, "answer-path-pattern"), *tests = child(ts, "tests");
	char *inpat = text(ip), *anspat = text(ap);
	long count, seen = 0;
	int rc = -1;
	if (!inpat || !anspat || !tests) {
		xml_error(r, ts, "<testset> has no <%s>", !inpat ? "input-path-pattern" : !anspat ? "answer-path-pattern" : "tests");
		goto out;
	}
	for (xmlNode *t = child(tests, "test"); t; t = next(t, "test"))
		seen++;
	/* <test-count> is what Polygon writes; without it, the tests listed are counted. */
	count = seen;
	if (child(ts, "test-count") && number(r, child(ts, "test-count"), "test-count", 0, PACKAGE_MAX_CASES, &count) < 0)
		goto out;
	if (count > PACKAGE_MAX_CASES) {
		xml_error(r, tests, "<tests>: over %d tests", PACKAGE_MAX_CASES);
		goto out;
	}
	if (seen != count) {
		xml_error(r, child(ts, "test-count"), "<test-count> says %ld, but <tests> lists %ld", count, seen);
		goto out;
	}
	if (!count) {
		xml_error(r, tests, "<tests>: no test");
		goto out;
	}
	r->p->tests = xcalloc((size_t)count, sizeof *r->p->tests);
	r->pkg->test_group = xcalloc((size_t)count, sizeof *r->pkg->test_group);
	int width = count >= 100 ? (count >= 1000 ? 4 : 3) : 2;
	long i = 1;
	for (xmlNode *t = child(tests, "test"); t; t = next(t, "test"), i++)
		if (read_test(r, t, i, inpat, anspat, width) < 0)
			goto out;
	rc = read_scoring(r, ts);
out:
	free(inpat);
	free(anspat);
	return rc;
}

/* ---- points and groups ---- */

/* A group of package_score()'s legacy scoring: each test in it scores accept when AC, 0 else. */
static int add_group(struct package *pkg, char *path, int parent, enum package_aggregation agg, double accept)
{
	pkg->groups = xrealloc(pkg->groups, (pkg->ngroups + 1) * sizeof *pkg->groups);
	pkg->groups[pkg->ngroups] = (struct package_group){ .path = path,
		                                            .parent = parent,
		                                            .aggregation = agg,
		                                            .accept_score = accept,
		                                            .on_reject_break = agg == AGG_MIN };
	pkg->groups[pkg->ngroups].input_flags = xcalloc(1, sizeof(char *));
	pkg->groups[pkg->ngroups].output_flags = xcalloc(1, sizeof(char *));
	return (int)pkg->ngroups++;
}

/*
 * The tests of one Polygon group (name NULL: the tests in none), g its group:
 * complete-group, the sum of their points when every one is AC (min of
 * equal scores); each-test, each test's points when AC, one group per test
 * where their points differ.
 */
static void place_tests(struct preader *r, const char *name, int g, int complete, char **groups, double *points)
{
	struct package *pkg = r->pkg;
	size_t n = r->p->ntests;
	double sum = 0, first = -1;
	int equal = 1;
	for (size_t i = 0; i < n; i++)
		if (name ? groups[i] && !strcmp(groups[i], name) : !groups[i]) {
			equal &= first < 0 || points[i] == first;
			first = first < 0 ? points[i] : first;
			sum += points[i];
		}
	pkg->groups[g].accept_score = complete ? sum : equal && first > 0 ? first : 0;
	for (size_t i = 0; i < n; i++) {
		if (!(name ? groups[i] && !strcmp(groups[i], name) : !groups[i]))
			continue;
		pkg->test_group[i] = g;
		if (!complete && !equal)
			pkg->test_group[i] = add_group(pkg, xstrdup(r->p->tests[i].name), g, AGG_SUM, points[i]);
	}
}

/* Each test's group and points; -1 with the <test> named when a value is not a number. */
static int test_points(struct preader *r, xmlNode *tests, char **groups, double *points, int *any)
{
	size_t i = 0;
	for (xmlNode *t = child(tests, "test"); t; t = next(t, "test"), i++) {
		char *pts = attr(t, "points"), *end = NULL;
		groups[i] = attr(t, "group");
		points[i] = pts ? strtod(pts, &end) : 0;
		if (pts && (end == pts || *end || !(points[i] >= 0 && points[i] <= 1e9))) {
			xml_error(r, t, "<test points=\"%s\">: expected a number of points in 0..1e9", pts);
			free(pts);
			return -1;
		}
		*any |= pts != NULL;
		free(pts);
	}
	return 0;
}

/* The package's group named name (index from 1), or 0 when there is none. */
static int group_named(const struct package *pkg, const char *name)
{
	for (size_t g = 1; g < pkg->ngroups; g++)
		if (pkg->groups[g].parent == 0 && !strcmp(pkg->groups[g].path, name))
			return (int)g;
	return 0;
}

/* The <dependency group=...> of <group> e as pkg's group g's; -1 naming one of no known group. */
static int read_dependencies(struct preader *r, xmlNode *e, int g)
{
	struct package_group *grp = &r->pkg->groups[g];
	for (xmlNode *d = child(child(e, "dependencies"), "dependency"); d; d = next(d, "dependency")) {
		char *name = attr(d, "group");
		int k = name ? group_named(r->pkg, name) : 0;
		if (!k || k == g) {
			xml_error(r, d, "<dependency group=\"%s\">: no other <group> of that name in <groups>",
			          name ? name : "");
			free(name);
			return -1;
		}
		free(name);
		grp->depends = xrealloc(grp->depends, (grp->ndepends + 1) * sizeof *grp->depends);
		grp->depends[grp->ndepends++] = k;
	}
	return 0;
}

/* Each <group> of the testset as a group of the package, and the tests in it; -1 with the element named. */
static int read_groups(struct preader *r, xmlNode *groups, char **tgroup, double *points)
{
	for (xmlNode *e = child(groups, "group"); e; e = next(e, "group")) {
		char *name = attr(e, "name"), *policy = attr(e, "points-policy");
		int complete = policy && !strcmp(policy, "complete-group");
		if (!name || !policy || (!complete && strcmp(policy, "each-test"))) {
			xml_error(r, e, "<group name=\"%s\" points-policy=\"%s\">: expected a name and the policy "
			                "complete-group or each-test", name ? name : "", policy ? policy : "");
			free(name);
			free(policy);
			return -1;
		}
		int g = add_group(r->pkg, xstrdup(name), 0, complete ? AGG_MIN : AGG_SUM, 0);
		place_tests(r, name, g, complete, tgroup, points);
		free(name);
		free(policy);
	}
	for (xmlNode *e = child(groups, "group"); e; e = next(e, "group")) {
		char *name = attr(e, "name");
		int rc = read_dependencies(r, e, group_named(r->pkg, name));
		free(name);
		if (rc < 0)
			return -1;
	}
	return 0;
}

/* Every test's group is a <group> of the testset; -1 naming the first that is not. */
static int groups_known(struct preader *r, xmlNode *tests, char **tgroup)
{
	size_t i = 0;
	for (xmlNode *t = child(tests, "test"); t; t = next(t, "test"), i++)
		if (tgroup[i] && r->pkg->test_group[i] == 0) {
			xml_error(r, t, "<test group=\"%s\">: no such <group> in <groups>", tgroup[i]);
			return -1;
		}
	return 0;
}

/*
 * Polygon's points (<test points=...>) and groups (<groups>) as the scoring
 * package_score() does: the data group sums its tests' and its groups' scores;
 * a group with <dependencies> scores only when the groups it names pass, as
 * Polygon scores it. With no points the problem stays pass-fail.
 */
static int read_scoring(struct preader *r, xmlNode *ts)
{
	size_t n = r->p->ntests;
	xmlNode *tests = child(ts, "tests"), *groups = child(ts, "groups");
	char **tgroup = xcalloc(n, sizeof *tgroup);
	double *points = xcalloc(n, sizeof *points);
	int any = 0, rc = test_points(r, tests, tgroup, points, &any);
	if (rc == 0 && any) {
		r->pkg->scoring = 1;
		r->pkg->groups[0].aggregation = AGG_SUM;
		rc = read_groups(r, groups, tgroup, points);
		if (rc == 0) {
			place_tests(r, NULL, 0, 0, tgroup, points);
			rc = groups_known(r, tests, tgroup);
		}
	}
	for (size_t i = 0; i < n; i++)
		free(tgroup[i]);
	free(tgroup);
	free(points);
	return rc;
}

/* files/ executables: generators by name ("gen" for files/gen.cpp). */
static int read_executables(struct preader *r, xmlNode *root)
{
	xmlNode *exes = child(child(root, "files"), "executables");
	for (xmlNode *e = child(exes, "executable"); e; e = next(e, "executable")) {
		char *rel = source_of(r, e, "executable");
		if (!rel)
			return -1;
		const char *base = strrchr(rel, '/') ? strrchr(rel, '/') + 1 : rel;
		struct polygon *pg = r->pg;
		pg->exes = xrealloc(pg->exes, (pg->nexes + 1) * sizeof *pg->exes);
		struct polygon_exe *x = &pg->exes[pg->nexes++];
		x->name = strndup(base, strcspn(base, "."));
		x->source = xasprintf("%s/%s", r->pkg->dir, rel);
		x->rel = rel;
	}
	return 0;
}

/*
 * The program that judges (a testlib checker or interactor, at rel) is also
 * the package's output validator, so that it is compiled, and its failure to
 * compile said, where a Kattis package's is.
 */
static void set_program(struct preader *r, char *rel)
{
	struct package_program *prog = xcalloc(1, sizeof *prog);
	const char *base = strrchr(rel, '/') ? strrchr(rel, '/') + 1 : rel;
	prog->name = strndup(base, strcspn(base, "."));
	prog->source = xasprintf("%s/%s", r->pkg->dir, rel);
	prog->path = xstrdup(prog->source);
	prog->rel = rel;
	r->pkg->output_validator = prog;
	r->p->checker.program = xstrdup(prog->source);
	r->p->checker.convention = CONVENTION_TESTLIB;
}

/*
 * The checker of an interactive problem, which Polygon runs after an accepted
 * game on the interactor's record: by name as polygon_builtin_checker() maps
 * it, else the package's testlib source.
 */
static int read_after(struct preader *r, xmlNode *chk, struct checker_spec *c)
{
	char *name = attr(chk, "name");
	c->after = xcalloc(1, sizeof *c->after);
	int rc = 0;
	if (!(name && polygon_builtin_checker(name, c->after))) {
		char *rel = source_of(r, chk, "checker");
		if (!rel) {
			rc = -1;
		} else {
			*c->after = (struct checker_spec){ .kind = CHECKER_CUSTOM,
				                           .convention = CONVENTION_TESTLIB,
				                           .program = xasprintf("%s/%s", r->pkg->dir, rel) };
			free(rel);
		}
	}
	free(name);
	return rc;
}

/* The checker, or the interactor: Polygon's standard checkers by name, else the package's testlib program. */
static int read_checker(struct preader *r, xmlNode *assets)
{
	struct checker_spec *c = &r->p->checker;
	xmlNode *inter = child(assets, "interactor"), *chk = child(assets, "checker");
	if (inter) {
		char *rel = source_of(r, inter, "interactor");
		if (!rel)
			return -1;
		r->pkg->interactive = 1;
		c->kind = CHECKER_INTERACTIVE;
		set_program(r, rel);
		return chk ? read_after(r, chk, c) : 0;
	}
	if (!chk) {
		xml_error(r, assets, "<assets> has no <checker>");
		return -1;
	}
	char *name = attr(chk, "name"), *type = attr(chk, "type");
	int rc = 0;
	if (type && strcmp(type, "testlib")) {
		xml_error(r, chk, "<checker type=\"%s\">: only testlib checkers are supported", type);
		rc = -1;
	} else if (!(name && polygon_builtin_checker(name, c))) {
		char *rel = source_of(r, chk, "checker");
		if (!rel) {
			rc = -1;
		} else {
			c->kind = CHECKER_CUSTOM;
			set_program(r, rel);
		}
	}
	free(name);
	free(type);
	return rc;
}

static int read_validators(struct preader *r, xmlNode *assets)
{
	struct package *pkg = r->pkg;
	for (xmlNode *v = child(child(assets, "validators"), "validator"); v; v = next(v, "validator")) {
		char *rel = source_of(r, v, "validator");
		if (!rel)
			return -1;
		pkg->input_validators = xrealloc(pkg->input_validators,
		                                 (pkg->ninput_validators + 1) * sizeof *pkg->input_validators);
		struct package_program *prog = &pkg->input_validators[pkg->ninput_validators++];
		const char *base = strrchr(rel, '/') ? strrchr(rel, '/') + 1 : rel;
		prog->name = strndup(base, strcspn(base, "."));
		prog->source = xasprintf("%s/%s", pkg->dir, rel);
		prog->path = xstrdup(prog->source);
		prog->rel = rel;
	}
	if (!pkg->ninput_validators)
		note(pkg, "problem.xml: no validator: the test inputs are not validated");
	return 0;
}

static int read_solutions(struct preader *r, xmlNode *assets)
{
	struct package *pkg = r->pkg;
	for (xmlNode *s = child(child(assets, "solutions"), "solution"); s; s = next(s, "solution")) {
		char *tag = attr(s, "tag");
		unsigned permitted, required;
		if (!tag || polygon_tag_rule(tag, &permitted, &required) < 0) {
			char *path = attr(child(s, "source"), "path");
			note(pkg, "%s: its tag \"%s\" is not one this judge knows: not judged", path ? path : "a solution",
			     tag ? tag : "");
			free(path);
			free(tag);
			continue;
		}
		char *rel = source_of(r, s, "solution");
		if (!rel) {
			free(tag);
			return -1;
		}
		if (!strcmp(tag, "main") && !r->pg->main_source) {
			r->pg->main_source = xasprintf("%s/%s", pkg->dir, rel);
			r->pg->main_rel = xstrdup(rel);
		}
		pkg->subs = xrealloc(pkg->subs, (pkg->nsubs + 1) * sizeof *pkg->subs);
		pkg->subs[pkg->nsubs++] = (struct package_submission){ .path = xasprintf("%s/%s", pkg->dir, rel),
			                                               .rel = rel,
			                                               .folder = tag,
			                                               .permitted = permitted,
			                                               .required = required };
	}
	return 0;
}

/* A test whose answer the main solution makes needs one. */
static int check_main(struct preader *r, xmlNode *assets)
{
	for (size_t i = 0; i < r->pg->ntodo; i++)
		if (r->pg->todo[i].answer && !r->pg->main_source && (!r->pkg->interactive || r->p->checker.after)) {
			xml_error(r, assets, "<solutions> has no solution tagged main to make the answer of test %zu",
			          r->pg->todo[i].test + 1);
			return -1;
		}
	return 0;
}

/* ---- loading ---- */

int polygon_dir_is(const char *path)
{
	char *xml = xasprintf("%s/problem.xml", path), *yaml = xasprintf("%s/problem.yaml", path);
	int yes = path_exists(xml) && !path_exists(yaml);
	free(xml);
	free(yaml);
	return yes;
}

static int open_package(struct preader *r, const char *dir)
{
	struct package *pkg = r->pkg;
	pkg->dir = realpath(dir, NULL);
	if (!pkg->dir || !polygon_dir_is(pkg->dir)) {
		diag_set(r->d, "'%s': not a problem package (no problem.xml in it)", dir);
		return -1;
	}
	pkg->dirfd = open(pkg->dir, O_PATH | O_DIRECTORY | O_CLOEXEC);
	if (pkg->dirfd < 0) {
		diag_errno(r->d, "cannot open '%s'", pkg->dir);
		return -1;
	}
	pkg->yaml = xasprintf("%s/problem.xml", pkg->dir);
	r->xml = pkg->yaml;
	return 0;
}

/* problem.xml parsed: no network, no entity substitution, no DTD. */
static int parse(struct preader *r)
{
	char *buf = NULL;
	size_t len;
	if (read_file_beneath(r->pkg->dirfd, "problem.xml", PACKAGE_TEXT_MAX, &buf, &len, r->d) < 0) {
		beneath_error(r, "problem.xml");
		return -1;
	}
	xmlResetLastError();
	r->doc = xmlReadMemory(buf, (int)len, "problem.xml", NULL, XML_PARSE_NONET | XML_PARSE_NOERROR | XML_PARSE_NOWARNING);
	free(buf);
	if (!r->doc) {
		const xmlError *e = xmlGetLastError();
		char msg[300];
		snprintf(msg, sizeof msg, "%s", e && e->message ? e->message : "not XML");
		msg[strcspn(msg, "\n")] = '\0';
		diag_set(r->d, "%s:%d: %s", r->xml, e ? e->line : 0, msg);
		return -1;
	}
	xmlNode *root = xmlDocGetRootElement(r->doc);
	if (r->doc->intSubset) {
		diag_set(r->d, "%s: a DTD (<!DOCTYPE>) is not accepted in problem.xml", r->xml);
		return -1;
	}
	if (!root || xmlStrcmp(root->name, (const xmlChar *)"problem")) {
		xml_error(r, root, "the root element is not <problem>");
		return -1;
	}
	return 0;
}

static void problem_names(struct package *pkg, struct problem *p)
{
	const char *base = strrchr(pkg->dir, '/') + 1;
	p->id = xstrdup(*base ? base : "package");
	p->title = xstrdup(pkg->name ? pkg->name : p->id);
	p->dir = xstrdup(pkg->dir);
	p->manifest = xstrdup(pkg->yaml);
	p->testdata = xasprintf("%s/tests", pkg->dir);
}

/* The one group every test is in: pass-fail, as package_score() reads it. */
static void one_group(struct package *pkg)
{
	pkg->groups = xcalloc(1, sizeof *pkg->groups);
	pkg->ngroups = 1;
	pkg->groups[0] = (struct package_group){ .path = xstrdup(""), .parent = -1, .aggregation = AGG_PASS_FAIL };
	pkg->groups[0].input_flags = xcalloc(1, sizeof(char *));
	pkg->groups[0].output_flags = xcalloc(1, sizeof(char *));
}

struct package *polygon_load(const char *dir, struct diag *d)
{
	struct package *pkg = xcalloc(1, sizeof *pkg);
	struct problem *p = xcalloc(1, sizeof *p);
	struct preader r = { .pkg = pkg, .p = p, .d = d };
	pkg->problem = p;
	pkg->dirfd = -1;
	pkg->polygon = r.pg = xcalloc(1, sizeof *r.pg);
	pkg->version = PACKAGE_POLYGON;
	pkg->ac_to_time_limit = 1;
	pkg->time_limit_to_tle = 1;
	pkg->time_resolution = 1;
	one_group(pkg);
	if (open_package(&r, dir) < 0 || parse(&r) < 0)
		goto fail;
	xmlNode *root = xmlDocGetRootElement(r.doc), *assets = child(root, "assets");
	read_names(&r, root);
	read_properties(&r, root);
	problem_names(pkg, p);
	if (!child(root, "judging")) {
		xml_error(&r, root, "<problem> has no <judging>");
		goto fail;
	}
	if (!assets) {
		xml_error(&r, root, "<problem> has no <assets>");
		goto fail;
	}
	if (read_tests(&r, child(root, "judging")) < 0 || read_executables(&r, root) < 0 ||
	    read_checker(&r, assets) < 0 || read_validators(&r, assets) < 0 || read_solutions(&r, assets) < 0 ||
	    check_main(&r, assets) < 0)
		goto fail;
	/* A scoring package's testlib checker may give a test points (quitp, exit 7): they are its score. */
	p->checker.points = pkg->scoring && p->checker.kind == CHECKER_CUSTOM;
	xmlFreeDoc(r.doc);
	return pkg;
fail:
	if (r.doc)
		xmlFreeDoc(r.doc);
	package_free(pkg);
	return NULL;
}

void polygon_free(struct polygon *pg)
{
	if (!pg)
		return;
	for (size_t i = 0; i < pg->ntodo; i++) {
		free(pg->todo[i].cmd);
		free(pg->todo[i].from_file);
	}
	free(pg->todo);
	for (size_t i = 0; i < pg->nexes; i++) {
		free(pg->exes[i].name);
		free(pg->exes[i].source);
		free(pg->exes[i].rel);
	}
	free(pg->exes);
	free(pg->main_source);
	free(pg->main_rel);
	for (size_t i = 0; i < pg->ngames; i++)
		free(pg->games[i]);
	free(pg->games);
	free(pg);
}

const char *polygon_sample_game(const struct package *pkg, size_t i)
{
	const struct polygon *pg = pkg->polygon;
	return pg && i < pg->ngames ? pg->games[i] : NULL;
}
