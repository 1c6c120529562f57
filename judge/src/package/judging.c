/*
 * package/judging.c: a Kattis package judged in place (judging.h): its programs,
 * the submissions this machine can judge, and the time limit.
 */
#define _GNU_SOURCE
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>
#include <xxhash.h>

#include "package/judging.h"
#include "package/polygon.h"
#include "hash.h"
#include "run/judge.h"
#include "util.h"

/* Limits for judging an accepted submission while the time limit is not yet known. */
#define PROBE_TIME_MS 10000

int package_tool_build(struct judge *j, const struct package *pkg, const char *src, struct package_tool *t,
                       struct diag *d)
{
	memset(t, 0, sizeof *t);
	t->lang = lang_by_file(j->langs, src);
	if (!t->lang) {
		diag_set(d, "'%s': no language for this file extension", src + strlen(pkg->dir) + 1);
		return -1;
	}
	if (!t->lang->run)
		return judge_build_tool(j, src, &t->binary, d);
	struct compile_result cr;
	if (compile_source_patient(j->cc, t->lang, src, NULL, &cr, d) != 0)
		return -1;
	if (!cr.ok) {
		if (cr.timed_out)
			judge_slow_compile(j, src + strlen(pkg->dir) + 1, &cr, d);
		else
			diag_set(d, "'%s' does not compile:\n%s", src + strlen(pkg->dir) + 1, cr.log);
		compile_result_free(&cr);
		return -1;
	}
	t->binary = cr.binary;
	cr.binary = NULL;
	compile_result_free(&cr);
	return 0;
}

int package_tool_run(struct judge *j, const struct package_tool *t, char **args, const char *input,
                     struct run_outcome *o, struct diag *d)
{
	char *out = judge_scratch(j, "tool");
	int rc;
	if (t->lang && t->lang->run) {
		struct judge_program prog = { .binary = t->binary, .lang = t->lang };
		struct sandbox_session *ss = judge_program_open(j, &prog, &judge_tool_limits, d);
		rc = ss ? judge_session_run(j, ss, input, out, &judge_tool_limits, o, d) : -1;
		if (ss)
			sandbox_session_close(ss);
	} else {
		struct strv argv = { 0 };
		strv_push(&argv, "validator");
		for (char **a = args; a && *a; a++)
			strv_push(&argv, *a);
		rc = judge_run(j, t->binary, argv.v, input, out, &judge_tool_limits, o, d);
		strv_free(&argv);
	}
	unlink(out);
	free(out);
	return rc;
}

/*
 * Whether a submission cannot be judged here, with why: the judge has no
 * language for its file, its language's runtime is not installed, or it is
 * Python 2 (the legacy spec tells Python 2 from 3 by a first line naming
 * python2; Debian no longer packages it).
 */
int package_submission_skipped(struct judge *j, const struct package_submission *s, char *why, size_t size)
{
	const struct language *lang = lang_by_file(j->langs, s->path);
	const char *dot = strrchr(s->path, '.');
	struct diag d;
	char head[128] = "";
	if (!lang) {
		snprintf(why, size, "no language for %s files here", dot && !strchr(dot, '/') ? dot : "such");
		return 1;
	}
	if (!lang_installed(lang, &d)) {
		snprintf(why, size, "%s", d.msg);
		return 1;
	}
	read_head(s->path, head, sizeof head);
	head[strcspn(head, "\n")] = '\0';
	if (!strcmp(lang->name, "python3") && !strncmp(head, "#!", 2) && strstr(head, "python2")) {
		snprintf(why, size, "Python 2 (its first line says so), which is not installed");
		return 1;
	}
	return 0;
}

void package_drop_unjudgeable(struct judge *j, struct package *pkg)
{
	size_t kept = 0;
	for (size_t i = 0; i < pkg->nsubs; i++) {
		char why[300];
		if (!package_submission_skipped(j, &pkg->subs[i], why, sizeof why)) {
			pkg->subs[kept++] = pkg->subs[i];
			continue;
		}
		char line[600];
		snprintf(line, sizeof line, "%s: cannot be judged here: %s", pkg->subs[i].rel, why);
		strv_push(&pkg->notes, line);
		free(pkg->subs[i].path);
		free(pkg->subs[i].rel);
		free(pkg->subs[i].folder);
	}
	pkg->nsubs = kept;
}

/*
 * Where a derived limit is kept: keyed by how it is derived (LIMIT_RULE, a
 * new one when that changes), problem.yaml, the submissions and every case's
 * size and time.
 */
#define LIMIT_RULE "2: time_limit_exceeded judged under the limit times time_limit_to_tle"
static char *limit_cache(struct judge *j, const struct package *pkg)
{
	XXH3_state_t *st = XXH3_createState();
	XXH3_128bits_reset(st);
	XXH3_128bits_update(st, LIMIT_RULE, sizeof LIMIT_RULE);
	hash_file(st, pkg->yaml);
	for (size_t i = 0; i < pkg->nsubs; i++) {
		/* A submission's path is in the record (the slowest run is named by it). */
		XXH3_128bits_update(st, pkg->subs[i].path, strlen(pkg->subs[i].path) + 1);
		hash_file(st, pkg->subs[i].path);
	}
	for (size_t i = 0; i < pkg->problem->ntests; i++) {
		struct stat s;
		const struct test *t = &pkg->problem->tests[i];
		XXH3_128bits_update(st, t->input, strlen(t->input) + 1);
		if (stat(t->input, &s) == 0) {
			long long v[3] = { (long long)s.st_size, (long long)s.st_mtim.tv_sec, (long long)s.st_mtim.tv_nsec };
			XXH3_128bits_update(st, v, sizeof v);
		}
	}
	char hex[33];
	hash_hex(st, hex);
	XXH3_freeState(st);
	return xasprintf("%s/package-limit-%s", j->cache_dir, hex);
}

/* What a derived limit depends on: the slowest accepted run, and the fastest run of a submission that must time out. */
struct probe {
	long slowest, fastest_tle; /* -1, 0: none */
	const char *slowest_rel;
};

static void set_limit(struct package *pkg, long ms)
{
	pkg->problem->limits.time_ms = ms;
	pkg->problem->limits.wall_ms = 3 * ms;
}

/* Whether s is one of the folder's, and can be judged here. */
static int probed(struct judge *j, const struct package_submission *s, const char *folder)
{
	char why[300];
	return !strcmp(s->folder, folder) && !package_submission_skipped(j, s, why, sizeof why);
}

/*
 * Judges the folder's submissions under the problem's limits as they are,
 * each to its first failing test; one that passes every test is counted in
 * pr: an accepted one's time (its slowest test's CPU time) may be the
 * slowest, a time_limit_exceeded one's the fastest_tle. -1 when the judge
 * failed.
 */
static int probe_folder(struct judge *j, struct package *pkg, const char *folder, struct probe *pr, struct diag *d)
{
	int ac = !strcmp(folder, "accepted");
	for (size_t i = 0; i < pkg->nsubs; i++) {
		const struct package_submission *s = &pkg->subs[i];
		if (!probed(j, s, folder))
			continue;
		struct judge_opts opts = { .first_fail = 1 };
		struct submission_result r;
		if (judge_submission(j, pkg->problem, s->path, &opts, &r, d) < 0)
			return -1;
		if (r.verdict == V_AC && ac && r.time_ms > pr->slowest)
			pr->slowest = r.time_ms, pr->slowest_rel = s->rel;
		else if (r.verdict == V_AC && !ac && (!pr->fastest_tle || r.time_ms < pr->fastest_tle))
			pr->fastest_tle = r.time_ms;
		submission_result_free(&r);
	}
	return 0;
}

/*
 * 2023-07: the limit ms fits only if every time_limit_exceeded submission
 * takes at least ms times time_limit_to_tle (the spec's T_tle). Each is
 * judged under just that CPU time: one stopped there clears the bound, one
 * that passes every test under it does not, and its time is the fastest_tle
 * that package_derive_time_ms() refuses. One that fails a test first (a wrong
 * answer, or a time-out by the wall clock: a missing flush waits under any
 * limit) bounds nothing. -1 when the judge failed.
 */
static int probe_tle(struct judge *j, struct package *pkg, long ms, struct probe *pr, struct diag *d)
{
	if (pkg->version != PACKAGE_2023_07)
		return 0;
	set_limit(pkg, (long)ceil(ms * pkg->time_limit_to_tle));
	return probe_folder(j, pkg, "time_limit_exceeded", pr, d);
}

/* A limit derived before, from the cache: 1 found (how says so), 0 not. */
static int cached_limit(struct package *pkg, const char *cache, char *how, size_t size)
{
	char *text = NULL;
	size_t len;
	long ms;
	struct diag ignore;
	int found = read_file(cache, &text, &len, &ignore) == 0 && sscanf(text, "%ld", &ms) == 1 && ms > 0;
	if (found) {
		char *nl = strchr(text, '\n');
		set_limit(pkg, ms);
		snprintf(how, size, "%g s, derived%s", ms / 1000.0, nl ? nl + 1 : "");
		how[strcspn(how, "\n")] = '\0';
	}
	free(text);
	return found;
}

/* Derives the limit from the submissions and keeps it in the cache. */
static int derive_limit(struct judge *j, struct package *pkg, const char *cache, char *how, size_t size,
                        struct diag *d)
{
	/* The accepted submissions under PROBE_TIME_MS: their slowest run. */
	struct probe pr = { .slowest = -1 };
	set_limit(pkg, PROBE_TIME_MS);
	if (probe_folder(j, pkg, "accepted", &pr, d) < 0)
		return -1;
	if (pr.slowest < 0) {
		diag_set(d, "%s: no time limit given, and no accepted submission to derive it from", pkg->yaml);
		return -1;
	}
	long ms = package_derive_time_ms(pkg, pr.slowest, 0, d);
	if (ms < 0 || probe_tle(j, pkg, ms, &pr, d) < 0 ||
	    (pr.fastest_tle && package_derive_time_ms(pkg, pr.slowest, pr.fastest_tle, d) < 0))
		return -1;
	set_limit(pkg, ms);
	char *why = xasprintf(" from the slowest accepted run, %ld ms (%s), times %g%s", pr.slowest, pr.slowest_rel,
	                      pkg->ac_to_time_limit,
	                      pkg->version == PACKAGE_LEGACY ? ", rounded to whole seconds" : "");
	char *record = xasprintf("%ld\n%s\n", ms, why);
	struct diag ignore;
	write_file_atomic(cache, record, strlen(record), 0644, &ignore);
	snprintf(how, size, "%g s, derived%s", ms / 1000.0, why);
	free(record);
	free(why);
	return 0;
}

/*
 * Sets the package's time limit: its own, else derived as problemtools does
 * from its submissions (probe_folder(), probe_tle()): the slowest accepted run and, for 2023-07,
 * the time_limit_exceeded submissions. how says which, for the
 * report. -1 with a message when there is no accepted submission to derive
 * it from, or no limit fits.
 */
int package_time_limit(struct judge *j, struct package *pkg, char *how, size_t size, struct diag *d)
{
	/* A Polygon package's tests it does not hold are made first: every caller judges next. */
	if (polygon_generate(j, pkg, d) < 0)
		return -1;
	if (pkg->time_ms) {
		set_limit(pkg, pkg->time_ms);
		snprintf(how, size, "%g s, from %s", pkg->time_ms / 1000.0, pkg->time_from);
		return 0;
	}
	char *cache = limit_cache(j, pkg);
	int rc = cached_limit(pkg, cache, how, size) ? 0 : derive_limit(j, pkg, cache, how, size, d);
	free(cache);
	return rc;
}

int package_prepare(struct judge *j, struct package *pkg, char *how, size_t size, struct diag *d)
{
	if (package_time_limit(j, pkg, how, size, d) < 0)
		return -1;
	char *checker = NULL;
	if (pkg->output_validator && judge_build_tool(j, pkg->output_validator->source, &checker, d) < 0) {
		diag_prefix(d, "%s", pkg->output_validator->rel);
		return -1;
	}
	free(checker);
	return 0;
}

double *package_points(const struct submission_result *r)
{
	double *p = xcalloc(r->ntests ? r->ntests : 1, sizeof *p);
	for (size_t k = 0; k < r->ntests; k++)
		p[k] = r->tests[k].partial ? r->tests[k].points : -1;
	return p;
}

enum verdict *package_verdicts(const struct submission_result *r, int first_fail)
{
	enum verdict *v = xcalloc(r->ntests ? r->ntests : 1, sizeof *v);
	int stopped = 0;
	for (size_t k = 0; k < r->ntests; k++) {
		v[k] = stopped ? V_SKIPPED : r->tests[k].verdict;
		stopped |= first_fail && v[k] != V_AC && v[k] != V_SKIPPED;
	}
	return v;
}
