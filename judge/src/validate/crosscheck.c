/*
 * crosscheck.c: the reference checked against a second opinion. brute: the
 * brute force agrees with the reference on every test marked `brute: true`;
 * stress: ... and on every stress input, each also accepted by the
 * validator; boundary: every boundary input accepted by the validator and
 * solved by the reference within the limits; sanitize: the reference and the brute force, built with
 * AddressSanitizer and UBSan, run clean on every test with an input under
 * SANITIZE_INPUT_MAX (the brute force on its own tests). Our problems only: a
 * package has no reference and no brute force.
 */
#define _GNU_SOURCE
#include <fcntl.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>
#include <xxhash.h>

#include "hash.h"
#include "run/checker.h"
#include "run/judge.h"
#include "util.h"
#include "validate/context.h"

#define SANITIZE_INPUT_MAX (64L << 10) /* larger inputs take a sanitized build too long for what they add */
/*
 * --quick (scripts/test's tier) runs every step, each on fewer inputs where
 * the full step is the slow part: the brute force on its QUICK_BRUTE_TESTS
 * smallest tests, QUICK_STRESS_RUNS runs of each stress entry, the sanitized
 * reference on the QUICK_SANITIZE_TESTS smallest tests (the sanitized brute
 * force on the brute step's). The summary line says so; the full proof is
 * `judge validate` without it (CI's tier).
 */
#define QUICK_BRUTE_TESTS 3
#define QUICK_STRESS_RUNS 3
#define QUICK_SANITIZE_TESTS 3

/* How many runs of stress entry e the step makes. */
static long stress_runs(const struct vctx *c, size_t e)
{
	long n = c->p->stress[e].count;
	return c->opts->quick && n > QUICK_STRESS_RUNS ? QUICK_STRESS_RUNS : n;
}

static const struct problem *size_order_p;
static int by_input_size(const void *a, const void *b)
{
	long long x = file_size(size_order_p->tests[*(const size_t *)a].input);
	long long y = file_size(size_order_p->tests[*(const size_t *)b].input);
	return (x > y) - (x < y);
}

/*
 * --quick: the most tests smallest tests (by input size), those marked for the
 * brute force only when brute_only; a flag for each test, set for those taken
 * (malloc'ed). *taken says how many.
 */
static unsigned char *pick_smallest(const struct problem *p, int brute_only, size_t most, size_t *taken)
{
	size_t *idx = xcalloc(p->ntests + 1, sizeof *idx), n = 0;
	for (size_t i = 0; i < p->ntests; i++)
		if (p->tests[i].brute || !brute_only)
			idx[n++] = i;
	size_order_p = p;
	qsort(idx, n, sizeof *idx, by_input_size);
	unsigned char *pick = xcalloc(p->ntests + 1, 1);
	*taken = n < most ? n : most;
	for (size_t i = 0; i < *taken; i++)
		pick[idx[i]] = 1;
	free(idx);
	return pick;
}

/* --quick: marks the QUICK_BRUTE_TESTS smallest tests marked for the brute force. Returns how many. */
static size_t pick_brute(struct vctx *c)
{
	size_t k;
	c->brute_pick = pick_smallest(c->p, 1, QUICK_BRUTE_TESTS, &k);
	return k;
}

/*
 * Checks that passed are remembered in the cache: JUDGE_CACHE/validate/KEY,
 * an empty file, KEY a hash of all that decides the check: the binaries (a
 * compiled binary's name in the cache is already a hash of its source, flags
 * and compiler), the checker's settings, and the input (for a stress input,
 * the generator's arguments, args, hashed as a file holding them would be).
 * Programs are deterministic by the problem's rules, so a pass stays a pass;
 * a fault is never remembered, so it is seen again on the next run. `rm -rf
 * build/cache/validate` forgets them all.
 */
static char *pass_key(const struct vctx *c, const char *what, const char *args, const char *file, const char *file2)
{
	XXH3_state_t *st = XXH3_createState();
	XXH3_128bits_reset(st);
	const char *validator = c->nvalidators ? c->validators[0].binary : NULL;
	const char *parts[] = { what, c->solver, c->brute, c->gen, validator, c->checker };
	for (size_t i = 0; i < sizeof parts / sizeof parts[0]; i++) {
		const char *s = parts[i] ? (strrchr(parts[i], '/') ? strrchr(parts[i], '/') + 1 : parts[i]) : "-";
		XXH3_128bits_update(st, s, strlen(s) + 1);
	}
	const struct checker_spec *k = &c->p->checker;
	double tol[2] = { k->abs_tol, k->rel_tol };
	int kind[3] = { (int)k->kind, k->fold_case, k->space_sensitive };
	XXH3_128bits_update(st, tol, sizeof tol);
	XXH3_128bits_update(st, kind, sizeof kind);
	XXH3_128bits_update(st, &c->p->limits, sizeof c->p->limits);
	if (args)
		hash_bytes(st, args, strlen(args));
	const char *files[] = { file, file2 };
	for (size_t i = 0; i < 2 && files[i]; i++)
		if (hash_file(st, files[i]) < 0) {
			XXH3_freeState(st);
			return NULL;
		}
	char hex[33];
	hash_hex(st, hex);
	XXH3_freeState(st);
	return xasprintf("%s/validate/%s", c->j->cache_dir, hex);
}

/* The folder of a path, malloc'ed. */
static char *xstrndup_dir(const char *path)
{
	const char *slash = strrchr(path, '/');
	return strndup(path, slash ? (size_t)(slash - path) : 0);
}

static int passed_before(const char *key)
{
	return key && path_exists(key);
}

/*
 * An empty file: made whole by its creation, with nothing to write, fsync or
 * rename (a stress step makes thousands). One lost in a crash is a check made
 * again.
 */
static void remember_pass(const char *key)
{
	if (!key)
		return;
	char *dir = xstrndup_dir(key);
	mkdir(dir, 0755);
	free(dir);
	int fd = open(key, O_WRONLY | O_CREAT | O_CLOEXEC, 0644);
	if (fd >= 0)
		close(fd);
}

/* Compares the brute force with the reference (or its answer file) on input; a pass is remembered under key. */
static void compare_brute(struct vctx *c, struct judge_tools *tools, const char *label, const char *input,
                          const char *answer, const char *key)
{
	struct run_outcome o;
	char msg[400], *out = NULL, *ref = NULL;
	if (!answer) {
		if (validate_solve(c, tools, c->solver, input, &c->p->limits, &ref, &o, msg, sizeof msg) < 0) {
			step_fault(c->step, "%s: the reference fails: %s", label, msg);
			goto out;
		}
		answer = ref;
	}
	if (validate_solve(c, tools, c->brute, input, &judge_tool_limits, &out, &o, msg, sizeof msg) < 0) {
		step_fault(c->step, "%s: the brute force fails: %s", label, msg);
		goto out;
	}
	if (c->p->checker.kind == CHECKER_INTERACTIVE) {
		/* Both players won their game against the interactor: that is the agreement. */
		step_good(c->step);
		remember_pass(key);
		goto out;
	}
	struct check_result cr;
	struct diag d;
	if (judge_check(c->j, &c->p->checker, c->checker, input, out, answer, &judge_checker_limits, &cr, &d) < 0)
		step_fault(c->step, "%s: judge failed: %s", label, d.msg);
	else if (cr.verdict != V_AC)
		step_fault(c->step,
		           "%s: brute force and reference differ: %s (brute force's output against the "
		           "reference's)",
		           label, cr.message);
	else
		step_good(c->step), remember_pass(key);
out:
	if (out)
		unlink(out);
	if (ref)
		unlink(ref);
	free(out);
	free(ref);
}

static void check_brute(void *arg, struct judge_tools *tools, size_t i)
{
	struct vctx *c = arg;
	const struct test *t = &c->p->tests[i];
	if (!t->brute || (c->brute_pick && !c->brute_pick[i]))
		return;
	char *key = pass_key(c, "brute", NULL, t->input, t->answer);
	if (passed_before(key))
		step_good(c->step);
	else
		compare_brute(c, tools, t->name, t->input, t->answer, key);
	free(key);
}

/* Stress inputs are numbered across entries: k runs over every (entry, i) pair. */
static void check_stress(void *arg, struct judge_tools *tools, size_t k)
{
	struct vctx *c = arg;
	const struct problem *p = c->p;
	size_t e = 0;
	while ((long)k >= stress_runs(c, e))
		k -= (size_t)stress_runs(c, e++);
	char *args = problem_expand_args(p->stress[e].gen_args, (long)k + 1);
	char *key = pass_key(c, "stress", args, NULL, NULL);
	if (passed_before(key)) {
		step_good(c->step);
		free(key);
		free(args);
		return;
	}
	char *input = judge_scratch(c->j, "stress");
	char label[300], msg[600];
	struct run_outcome o;
	struct diag d;
	snprintf(label, sizeof label, "stress gen %s", args);
	if (judge_generate(c->j, tools, c->gen, args, input, &o, &d) < 0 || o.verdict != V_AC) {
		char first[200] = "";
		if (o.verdict != V_AC)
			snprintf(first, sizeof first, "%s", o.stderr_head);
		first[strcspn(first, "\n")] = '\0';
		step_fault(c->step, "%s: the generator fails: %s%s%s", label, o.verdict != V_AC ? o.message : d.msg,
		           first[0] ? ": " : "", first);
	} else if (validate_run_validator(c, tools, 0, input, NULL, msg, sizeof msg) != 1) {
		step_fault(c->step, "%s: the input is invalid: %s", label, msg);
	} else {
		compare_brute(c, tools, label, input, NULL, key);
	}
	unlink(input);
	free(input);
	free(args);
	free(key);
}

void step_brute(struct vctx *c, struct step *s)
{
	const struct problem *p = c->p;
	size_t marked = 0, taken;
	for (size_t i = 0; i < p->ntests; i++)
		marked += p->tests[i].brute;
	taken = c->opts->quick ? pick_brute(c) : marked;
	judge_tools_for(c->j, p->ntests, check_brute, c);
	if (c->opts->quick)
		snprintf(s->summary, sizeof s->summary,
		         "%zu/%zu brute-force tests agree with the reference (--quick: the %zu smallest of %zu)", s->good,
		         taken, taken, marked);
	else
		snprintf(s->summary, sizeof s->summary, "%zu/%zu brute-force tests agree with the reference", s->good,
		         marked);
	if (marked == 0)
		step_fault(s, "no test is marked 'brute: true'");
}

void step_stress(struct vctx *c, struct step *s)
{
	const struct problem *p = c->p;
	size_t total = 0, all = 0;
	for (size_t i = 0; i < p->nstress; i++) {
		total += (size_t)stress_runs(c, i);
		all += (size_t)p->stress[i].count;
	}
	if (c->gen)
		judge_tools_for(c->j, total, check_stress, c);
	if (c->opts->quick)
		snprintf(s->summary, sizeof s->summary,
		         "%zu/%zu random inputs agree (--quick: %zu of %zu, at most %d an entry)", s->good, total, total,
		         all, QUICK_STRESS_RUNS);
	else
		snprintf(s->summary, sizeof s->summary, "%zu/%zu random inputs agree", s->good, total);
	if (total == 0)
		step_fault(s, "no stress entries");
}

/* How many inputs boundary entry e makes (its count; --quick: at most QUICK_STRESS_RUNS, as stress). */
static long boundary_runs(const struct vctx *c, size_t e)
{
	long n = c->p->boundary[e].count;
	return c->opts->quick && n > QUICK_STRESS_RUNS ? QUICK_STRESS_RUNS : n;
}

/*
 * One boundary input (numbered across entries, as check_stress's): made by
 * the generator, accepted by the validator, solved by the reference within
 * the problem's own limits. No brute force: the edges are past its reach.
 */
static void check_boundary(void *arg, struct judge_tools *tools, size_t k)
{
	struct vctx *c = arg;
	size_t e = 0;
	while ((long)k >= boundary_runs(c, e))
		k -= (size_t)boundary_runs(c, e++);
	char *args = problem_expand_args(c->p->boundary[e].gen_args, (long)k + 1);
	char *input = judge_scratch(c->j, "boundary"), *out = NULL;
	char label[300], msg[600];
	struct run_outcome o;
	struct diag d;
	snprintf(label, sizeof label, "boundary gen %s", args);
	if (judge_generate(c->j, tools, c->gen, args, input, &o, &d) < 0 || o.verdict != V_AC)
		step_fault(c->step, "%s: the generator fails: %s", label, o.verdict != V_AC ? o.message : d.msg);
	else if (c->nvalidators && validate_run_validator(c, tools, 0, input, NULL, msg, sizeof msg) != 1)
		step_fault(c->step, "%s: the input is invalid: %s", label, msg);
	else if (validate_solve(c, tools, c->solver, input, &c->p->limits, &out, &o, msg, sizeof msg) < 0)
		step_fault(c->step, "%s: the reference fails: %s", label, msg);
	else
		step_good(c->step);
	if (out)
		unlink(out);
	unlink(input);
	free(out);
	free(input);
	free(args);
}

void step_boundary(struct vctx *c, struct step *s)
{
	size_t total = 0;
	for (size_t i = 0; i < c->p->nboundary; i++)
		total += (size_t)boundary_runs(c, i);
	if (c->gen && c->solver)
		judge_tools_for(c->j, total, check_boundary, c);
	snprintf(s->summary, sizeof s->summary, "%zu/%zu boundary inputs valid and solved by the reference", s->good,
	         total);
}

/*
 * One of the problem's solvers (what: "reference", "brute force"), built
 * sanitized like a submission, on the tests opts leaves in: every test run
 * must be accepted, and a sanitizer report is the fault's message.
 */
static void sanitize_solver(struct vctx *c, struct step *s, const char *what, const char *src,
                            const struct judge_opts *opts, size_t *clean)
{
	struct submission_result r;
	struct diag d;
	if (judge_submission(c->j, c->p, src, opts, &r, &d) < 0) {
		step_fault(s, "%s: %s", what, d.msg);
		return;
	}
	if (r.verdict == V_CE)
		step_fault(s, "%s: the sanitized build does not compile:\n%s", what, r.compile_log);
	else if (r.verdict == V_JE)
		step_fault(s, "%s: judge failed: %s", what, r.judge_error);
	for (size_t i = 0; i < r.ntests; i++) {
		const struct test_report *t = &r.tests[i];
		if (t->verdict == V_SKIPPED || r.verdict == V_JE)
			continue;
		s->total++;
		if (t->verdict == V_AC) {
			step_good(s);
			(*clean)++;
		} else {
			step_fault(s, "%s on test %s: %s %s", what, t->name, verdict_code(t->verdict), t->message);
		}
	}
	submission_result_free(&r);
}

void step_sanitize(struct vctx *c, struct step *s)
{
	size_t ref = 0, brute = 0, taken = 0;
	unsigned char *pick = c->opts->quick ? pick_smallest(c->p, 0, QUICK_SANITIZE_TESTS, &taken) : NULL;
	struct judge_opts opts = { .sanitize = 1, .max_input = SANITIZE_INPUT_MAX, .only = pick };
	sanitize_solver(c, s, "reference", c->p->solver, &opts, &ref);
	free(pick);
	if (c->p->brute) {
		/* The brute force's own limits; it answers only the tests marked for it. */
		struct judge_opts bopts = {
			.sanitize = 1, .max_input = SANITIZE_INPUT_MAX, .brute_only = 1, .limits = &judge_tool_limits,
			.only = c->brute_pick /* --quick: the brute step's few */
		};
		sanitize_solver(c, s, "brute force", c->p->brute, &bopts, &brute);
	}
	if (c->opts->quick)
		snprintf(s->summary, sizeof s->summary,
		         "ASan + UBSan: the reference clean on %zu tests, the brute force on %zu (--quick: the %d "
		         "smallest)",
		         ref, brute, QUICK_SANITIZE_TESTS);
	else
		snprintf(s->summary, sizeof s->summary,
		         "ASan + UBSan: the reference clean on %zu tests, the brute force on %zu (inputs under %ld KiB)",
		         ref, brute, SANITIZE_INPUT_MAX >> 10);
}

