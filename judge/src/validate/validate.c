/*
 * judge validate: the problem setter's proof that a problem is sound.
 *
 * For each problem, in this order, each step a line of the report:
 *   manifest      the manifest loads and every file it names exists (an imported
 *                 problem may lack a brute force and a validator: see problems/README.md)
 *   tools         solver, brute force, generator, validator and checker compile
 *   inputs        the validator accepts every test input
 *   broken        the validator rejects broken copies of the first test: an extra
 *                 token, a number past any bound, a line missing its last token
 *   answers       the reference reproduces every .ans, within REF_SHARE of the limit
 *                 (imported: the checker accepts its output against the package's .ans)
 *   brute         the brute force agrees with the reference on every `brute: true` test
 *   stress        ... and on every stress input, each also accepted by the validator
 *   sanitize      the reference and the brute force, built with AddressSanitizer
 *                 and UBSan, run clean on every test with an input under
 *                 SANITIZE_INPUT_MAX (the brute force on its own tests): any report
 *                 is a fault naming the test
 *   checker       a custom checker accepts the reference's answer on every test and
 *                 gives every output under `checks:` its verdict (and words)
 *   submissions   every sample submission gets its folder's verdict; an accepted one
 *                 must stay within ACCEPTED_SHARE of the time limit on every test
 */
#define _GNU_SOURCE
#include <stdarg.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>
#include <xxhash.h>

#include "run/checker.h"
#include "cmd/cmd.h"
#include "exitcode.h"
#include "problem/interaction.h"
#include "run/judge.h"
#include "package/package.h"
#include "report/report.h"
#include "problem/statement.h"
#include "validate/step.h"
#include "util.h"

#define REF_SHARE          4 /* the reference's slowest test: at most 1/4 of the limit */
#define REF_REMEASURE      2 /* a reference over it is measured again this many times: the least counts */
#define ACCEPTED_SHARE     2 /* accepted submissions: at most 1/2 of the limit */
#define SANITIZE_INPUT_MAX (64L << 10) /* larger inputs take a sanitized build too long for what they add */
/*
 * --quick (scripts/test's tier) runs every step, each on fewer inputs where
 * the full step is the slow part: the brute force on its QUICK_BRUTE_TESTS
 * smallest tests, QUICK_STRESS_RUNS runs of each stress entry. The summary
 * line says so; the full proof is `judge validate` without it (CI's tier).
 */
#define QUICK_BRUTE_TESTS 3
#define QUICK_STRESS_RUNS 3

struct ctx {
	struct judge *j;
	const struct problem *p;
	char *solver, *brute, *gen, *validator, *checker;
	struct step *step;
	long slowest_ms;
	char slowest_name[96];
	pthread_mutex_t lock;
	int quick;                /* --quick */
	unsigned char *brute_pick; /* --quick: the brute tests taken (NULL: all) */
};

/* How many runs of stress entry e the step makes. */
static long stress_runs(const struct ctx *c, size_t e)
{
	long n = c->p->stress[e].count;
	return c->quick && n > QUICK_STRESS_RUNS ? QUICK_STRESS_RUNS : n;
}

static const struct problem *size_order_p;
static int by_input_size(const void *a, const void *b)
{
	long long x = file_size(size_order_p->tests[*(const size_t *)a].input);
	long long y = file_size(size_order_p->tests[*(const size_t *)b].input);
	return (x > y) - (x < y);
}

/* --quick: marks the QUICK_BRUTE_TESTS smallest tests marked for the brute force. Returns how many. */
static size_t pick_brute(struct ctx *c)
{
	const struct problem *p = c->p;
	size_t *idx = xcalloc(p->ntests + 1, sizeof *idx), n = 0;
	for (size_t i = 0; i < p->ntests; i++)
		if (p->tests[i].brute)
			idx[n++] = i;
	size_order_p = p;
	qsort(idx, n, sizeof *idx, by_input_size);
	c->brute_pick = xcalloc(p->ntests + 1, 1);
	size_t k = n < QUICK_BRUTE_TESTS ? n : QUICK_BRUTE_TESTS;
	for (size_t i = 0; i < k; i++)
		c->brute_pick[idx[i]] = 1;
	free(idx);
	return k;
}

/* Runs the validator on input (through tools, or NULL): 1 accepted, 0 rejected (why in msg), -1 judge failure. */
static int run_validator(struct ctx *c, struct judge_tools *tools, const char *input, char *msg, size_t size)
{
	struct diag d;
	struct run_outcome o;
	char *out = judge_scratch(c->j, "val");
	int rc = judge_tool_run(c->j, tools, c->validator, NULL, input, out, &judge_tool_limits, &o, &d);
	unlink(out);
	free(out);
	if (rc < 0) {
		snprintf(msg, size, "judge failed: %s", d.msg);
		return -1;
	}
	if (o.verdict == V_AC)
		return 1;
	char *nl = strchr(o.stderr_head, '\n');
	if (nl)
		*nl = '\0';
	if (o.verdict == V_RE && o.sr.exited)
		snprintf(msg, size, "%s", o.stderr_head[0] ? o.stderr_head : o.message);
	else
		snprintf(msg, size, "the validator itself failed: %s %s", verdict_code(o.verdict), o.message);
	return o.verdict == V_RE && o.sr.exited ? 0 : -1;
}

static void check_input(void *arg, struct judge_tools *tools, size_t i)
{
	struct ctx *c = arg;
	const struct test *t = &c->p->tests[i];
	char msg[600];
	int r = run_validator(c, tools, t->input, msg, sizeof msg);
	if (r == 1)
		step_good(c->step);
	else
		step_fault(c->step, "%s: %s", t->rel_input, msg);
}

/* Runs a solver; on success returns 0 with its output in *out (scratch, caller unlinks). */
static int solve(struct ctx *c, struct judge_tools *tools, const char *bin, const char *input, const struct limits *lim,
                 char **out, struct run_outcome *o, char *msg, size_t size)
{
	struct diag d;
	*out = judge_scratch(c->j, "out");
	if (judge_solve(c->j, tools, c->p, c->checker, bin, input, *out, lim, o, &d) < 0) {
		snprintf(msg, size, "judge failed: %s", d.msg);
		return -1;
	}
	if (o->verdict != V_AC) {
		/* Its first line on stderr says why, when it says anything ("fill me in: ..."). */
		char first[200];
		snprintf(first, sizeof first, "%s", o->stderr_head);
		first[strcspn(first, "\n")] = '\0';
		snprintf(msg, size, "%s %s%s%s", verdict_code(o->verdict), o->message, first[0] ? ": " : "", first);
		return -1;
	}
	return 0;
}

/*
 * Whether the reference's output out answers test t: byte for byte its .ans.
 * An imported problem's answers are its package's, not our reference's
 * output: there the checker must accept the output against the .ans (an
 * interactive game must have been won, which solve() saw).
 */
static int answer_matches(struct ctx *c, const struct test *t, const char *out, char *why, size_t size)
{
	struct check_result cr;
	struct diag d;
	if (!c->p->imported_from) {
		snprintf(why, size, "the reference's output differs from '%s' (run 'judge regen')", t->rel_answer);
		return files_equal(out, t->answer) == 1;
	}
	if (c->p->checker.kind == CHECKER_INTERACTIVE)
		return 1;
	if (judge_check(c->j, &c->p->checker, c->checker, t->input, out, t->answer, &judge_checker_limits, &cr, &d) <
	    0) {
		snprintf(why, size, "judge failed: %s", d.msg);
		return 0;
	}
	snprintf(why, size, "the checker rejects the reference's output against '%s': %s", t->rel_answer, cr.message);
	return cr.verdict == V_AC;
}

static void check_answer(void *arg, struct judge_tools *tools, size_t i)
{
	struct ctx *c = arg;
	const struct test *t = &c->p->tests[i];
	struct run_outcome o;
	char msg[400], why[700], *out;
	if (solve(c, tools, c->solver, t->input, &c->p->limits, &out, &o, msg, sizeof msg) < 0) {
		step_fault(c->step, "%s: the reference fails: %s", t->name, msg);
	} else if (!answer_matches(c, t, out, why, sizeof why)) {
		step_fault(c->step, "%s: %s", t->name, why);
	} else {
		step_good(c->step);
		/*
		 * A time depends on the machine's load: over the share, the reference is
		 * measured again (up to REF_REMEASURE times) and its least time counts.
		 */
		for (int k = 0; k < REF_REMEASURE && o.sr.cpu_ms * REF_SHARE > c->p->limits.time_ms; k++) {
			struct run_outcome again;
			char *out2;
			if (solve(c, tools, c->solver, t->input, &c->p->limits, &out2, &again, msg, sizeof msg) == 0 &&
			    again.sr.cpu_ms < o.sr.cpu_ms)
				o = again;
			unlink(out2);
			free(out2);
		}
		if (o.sr.cpu_ms * REF_SHARE > c->p->limits.time_ms)
			step_fault(c->step, "%s: the reference takes %ld ms, over 1/%d of the limit (the least of %d runs)",
			           t->name, o.sr.cpu_ms, REF_SHARE, REF_REMEASURE + 1);
	}
	pthread_mutex_lock(&c->lock);
	if (o.sr.cpu_ms >= c->slowest_ms) {
		c->slowest_ms = o.sr.cpu_ms;
		snprintf(c->slowest_name, sizeof c->slowest_name, "%s", t->name);
	}
	pthread_mutex_unlock(&c->lock);
	unlink(out);
	free(out);
}

/*
 * Checks that passed are remembered in the cache: JUDGE_CACHE/validate/KEY,
 * an empty file, KEY a hash of all that decides the check: the binaries (a
 * compiled binary's name in the cache is already a hash of its source, flags
 * and compiler), the checker's settings, and the input (for a stress input,
 * the generator's arguments). Programs are deterministic by the problem's
 * rules, so a pass stays a pass; a fault is never remembered, so it is seen
 * again on the next run. `rm -rf build/cache/validate` forgets them all.
 */
static char *pass_key(const struct ctx *c, const char *what, const char *file, const char *file2)
{
	XXH3_state_t *st = XXH3_createState();
	XXH3_128bits_reset(st);
	const char *parts[] = { what, c->solver, c->brute, c->gen, c->validator, c->checker };
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
	const char *files[] = { file, file2 };
	for (size_t i = 0; i < 2 && files[i]; i++) {
		char *text = NULL;
		size_t len = 0;
		struct diag d;
		if (read_file(files[i], &text, &len, &d) < 0) {
			XXH3_freeState(st);
			return NULL;
		}
		XXH3_128bits_update(st, text, len);
		XXH3_128bits_update(st, "", 1);
		free(text);
	}
	XXH128_hash_t h = XXH3_128bits_digest(st);
	XXH3_freeState(st);
	return xasprintf("%s/validate/%016llx%016llx", c->j->cache_dir, (unsigned long long)h.high64,
	                 (unsigned long long)h.low64);
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

static void remember_pass(const char *key)
{
	struct diag d;
	if (!key)
		return;
	char *dir = xstrndup_dir(key);
	mkdir(dir, 0755);
	free(dir);
	write_file_atomic(key, "", 0, 0644, &d);
}

/* Compares the brute force with the reference (or its answer file) on input; a pass is remembered under key. */
static void compare_brute(struct ctx *c, struct judge_tools *tools, const char *label, const char *input,
                          const char *answer, const char *key)
{
	struct run_outcome o;
	char msg[400], *out = NULL, *ref = NULL;
	if (!answer) {
		if (solve(c, tools, c->solver, input, &c->p->limits, &ref, &o, msg, sizeof msg) < 0) {
			step_fault(c->step, "%s: the reference fails: %s", label, msg);
			goto out;
		}
		answer = ref;
	}
	if (solve(c, tools, c->brute, input, &judge_tool_limits, &out, &o, msg, sizeof msg) < 0) {
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

/*
 * The checker program: i < ntests judges a test's own answer (it must be AC);
 * beyond, the outputs listed under `checks:`.
 */
static void check_checker(void *arg, size_t i)
{
	struct ctx *c = arg;
	const struct problem *p = c->p;
	const struct check_case *k = i < p->ntests ? NULL : &p->checks[i - p->ntests];
	const struct test *t = k ? k->test : &p->tests[i];
	const char *output = k ? k->output : t->answer;
	char label[400];
	if (k)
		snprintf(label, sizeof label, "%s:%d:%d: '%s' on test %s", p->manifest, k->line, k->col, k->rel_output,
		         t->name);
	else
		snprintf(label, sizeof label, "test %s: the reference's answer", t->name);
	int want = k ? k->verdict : V_AC;
	struct check_result cr;
	struct diag d;
	if (judge_check(c->j, &p->checker, c->checker, t->input, output, t->answer, &judge_checker_limits, &cr, &d) < 0)
		step_fault(c->step, "%s: %s", label, d.msg);
	else if ((int)cr.verdict != want)
		step_fault(c->step, "%s: %s, expected %s (%s)", label, verdict_code(cr.verdict),
		           verdict_code((enum verdict)want), cr.message[0] ? cr.message : "no message");
	else if (k && k->says && !strstr(cr.message, k->says))
		step_fault(c->step, "%s: %s as expected, but the message does not say \"%s\": %s", label,
		           verdict_code(cr.verdict), k->says, cr.message);
	else
		step_good(c->step);
}

static void check_brute(void *arg, struct judge_tools *tools, size_t i)
{
	struct ctx *c = arg;
	const struct test *t = &c->p->tests[i];
	if (!t->brute || (c->brute_pick && !c->brute_pick[i]))
		return;
	char *key = pass_key(c, "brute", t->input, t->answer);
	if (passed_before(key))
		step_good(c->step);
	else
		compare_brute(c, tools, t->name, t->input, t->answer, key);
	free(key);
}

/* Stress inputs are numbered across entries: k runs over every (entry, i) pair. */
static void check_stress(void *arg, struct judge_tools *tools, size_t k)
{
	struct ctx *c = arg;
	const struct problem *p = c->p;
	size_t e = 0;
	while ((long)k >= stress_runs(c, e))
		k -= (size_t)stress_runs(c, e++);
	char *args = problem_expand_args(p->stress[e].gen_args, (long)k + 1);
	char *argfile = judge_scratch(c->j, "args");
	struct diag ignore;
	char *key = write_file_atomic(argfile, args, strlen(args), 0600, &ignore) == 0
	                    ? pass_key(c, "stress", argfile, NULL)
	                    : NULL;
	unlink(argfile);
	free(argfile);
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
	} else if (run_validator(c, tools, input, msg, sizeof msg) != 1) {
		step_fault(c->step, "%s: the input is invalid: %s", label, msg);
	} else {
		compare_brute(c, tools, label, input, NULL, key);
	}
	unlink(input);
	free(input);
	free(args);
	free(key);
}

/* Writes a broken copy of src: kind 0 an extra token, 1 a number past any bound,
 * 2 the last line without its last token. 0 on success, -1 when src does not allow it. */
static int make_broken(const char *src, const char *dst, int kind)
{
	char *buf;
	size_t len;
	struct diag d;
	if (read_file(src, &buf, &len, &d) < 0)
		return -1;
	size_t cap = len + 64, n = 0;
	char *out = xmalloc(cap);
	int rc = -1;
	if (kind == 0) {
		char *nl = memchr(buf, '\n', len);
		size_t first = nl ? (size_t)(nl - buf) : len;
		memcpy(out, buf, first);
		n = first;
		n += (size_t)sprintf(out + n, " 7");
		memcpy(out + n, buf + first, len - first);
		n += len - first;
		rc = 0;
	} else if (kind == 1) {
		size_t i = 0;
		while (i < len && !(buf[i] >= '0' && buf[i] <= '9'))
			i++;
		size_t e = i;
		while (e < len && buf[e] >= '0' && buf[e] <= '9')
			e++;
		if (i < len) {
			memcpy(out, buf, i);
			n = i + (size_t)sprintf(out + i, "1000000000000000001");
			memcpy(out + n, buf + e, len - e);
			n += len - e;
			rc = 0;
		}
	} else {
		size_t end = len;
		while (end > 0 && (buf[end - 1] == '\n' || buf[end - 1] == ' '))
			end--;
		size_t start = end;
		while (start > 0 && buf[start - 1] != ' ' && buf[start - 1] != '\n')
			start--;
		if (end > 0) {
			while (start > 0 && buf[start - 1] == ' ')
				start--;
			memcpy(out, buf, start);
			n = start;
			memcpy(out + n, buf + end, len - end);
			n += len - end;
			rc = 0;
		}
	}
	if (rc == 0)
		rc = write_file_atomic(dst, out, n, 0644, &d);
	free(buf);
	free(out);
	return rc;
}

static void check_broken(struct ctx *c, struct step *s)
{
	static const char *const kinds[] = { "an extra token on line 1", "a number past any bound",
		                             "the last line missing its last token" };
	const struct test *t = &c->p->tests[0];
	for (int k = 0; k < 3; k++) {
		char *broken = judge_scratch(c->j, "broken"), msg[600];
		if (make_broken(t->input, broken, k) == 0) {
			s->total++;
			int r = run_validator(c, NULL, broken, msg, sizeof msg);
			if (r == 0)
				step_good(s);
			else if (r == 1)
				step_fault(s, "%s with %s is accepted", t->rel_input, kinds[k]);
			else
				step_fault(s, "%s with %s: %s", t->rel_input, kinds[k], msg);
		}
		unlink(broken);
		free(broken);
	}
	snprintf(s->summary, sizeof s->summary, "%zu/%zu broken copies of '%s' rejected", s->good, s->total, t->name);
}

/*
 * One of the problem's solvers (what: "reference", "brute force"), built
 * sanitized like a submission, on the tests opts leaves in: every test run
 * must be accepted, and a sanitizer report is the fault's message.
 */
static void sanitize_solver(struct ctx *c, struct step *s, const char *what, const char *src,
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

static void check_sanitized(struct ctx *c, struct step *s)
{
	size_t ref = 0, brute = 0;
	struct judge_opts opts = { .sanitize = 1, .max_input = SANITIZE_INPUT_MAX };
	sanitize_solver(c, s, "reference", c->p->solver, &opts, &ref);
	if (c->p->brute) {
		/* The brute force's own limits; it answers only the tests marked for it. */
		struct judge_opts bopts = {
			.sanitize = 1, .max_input = SANITIZE_INPUT_MAX, .brute_only = 1, .limits = &judge_tool_limits,
			.only = c->brute_pick /* --quick: the brute step's few */
		};
		sanitize_solver(c, s, "brute force", c->p->brute, &bopts, &brute);
	}
	snprintf(s->summary, sizeof s->summary,
	         "ASan + UBSan: the reference clean on %zu tests, the brute force on %zu (inputs under %ld KiB)", ref,
	         brute, SANITIZE_INPUT_MAX >> 10);
}

static void check_submissions(struct ctx *c, struct step *s)
{
	char *base = xasprintf("%s/submissions", c->p->dir);
	struct strv folders = { 0 }, files = { 0 };
	dir_list(base, &folders);
	for (size_t i = 0; i < folders.n; i++) {
		char *sub = xasprintf("%s/%s", base, folders.v[i]);
		struct strv names = { 0 };
		dir_list(sub, &names);
		for (size_t k = 0; k < names.n; k++) {
			char *rel = xasprintf("%s/%s", folders.v[i], names.v[k]);
			strv_push(&files, rel);
			free(rel);
		}
		strv_free(&names);
		free(sub);
	}
	strv_free(&folders);
	size_t accepted = 0;
	for (size_t i = 0; i < files.n; i++) {
		const char *rel = files.v[i];
		char folder[256];
		snprintf(folder, sizeof folder, "%.*s", (int)(strchr(rel, '/') - rel), rel);
		int want = verdict_from_folder(folder);
		s->total++;
		if (want < 0) {
			step_fault(s, "%s: unknown folder '%s'", rel, folder);
			continue;
		}
		char *path = xasprintf("%s/%s", base, rel);
		/* A sample in a language this machine lacks is said, not judged and not a fault. */
		const struct language *lang = lang_by_file(c->j->langs, path);
		struct diag why;
		if (lang && !lang_installed(lang, &why)) {
			step_detail(s, -1, "--  %s  (skipped: %s)", rel, why.msg);
			s->total--;
			free(path);
			continue;
		}
		accepted += want == V_AC;
		struct judge_opts opts = { .first_fail = want != V_AC };
		struct submission_result r;
		struct diag d;
		if (judge_submission(c->j, c->p, path, &opts, &r, &d) < 0) {
			step_fault(s, "%s: %s", rel, d.msg);
			free(path);
			continue;
		}
		/*
		 * Slow for an accepted solution: measure it again with each run
		 * alone, as the figure is not to depend on what else ran beside it.
		 */
		int alone = 0;
		if (want == V_AC && r.verdict == V_AC && r.time_ms * ACCEPTED_SHARE > r.limits.time_ms) {
			struct submission_result again;
			opts.alone = 1;
			if (judge_submission(c->j, c->p, path, &opts, &again, &d) < 0) {
				step_fault(s, "%s: %s", rel, d.msg);
				submission_result_free(&r);
				free(path);
				continue;
			}
			submission_result_free(&r);
			r = again;
			alone = 1;
		}
		const struct test_report *first = NULL;
		for (size_t k = 0; k < r.ntests && !first; k++)
			if (r.tests[k].verdict != V_AC && r.tests[k].verdict != V_SKIPPED)
				first = &r.tests[k];
		step_detail(s, (int)r.verdict, "%s  (max %ld ms%s%s%s%s%s)", rel, r.time_ms,
		            alone ? ", runs alone" : "", first ? ", first: " : "", first ? first->name : "",
		            first && first->message[0] ? ": " : "", first ? first->message : "");
		/* A package's run_time_error folder holds what the format calls so: a run over its memory too. */
		int as_promised = (int)r.verdict == want || (c->p->imported_from && want == V_RE && r.verdict == V_MLE);
		if (!as_promised)
			step_fault(s, "%s: expected %s, got %s%s%s", rel, verdict_code(want), verdict_code(r.verdict),
			           first ? " on " : "", first ? first->name : "");
		else if (want == V_AC && r.time_ms * ACCEPTED_SHARE > r.limits.time_ms)
			step_fault(s,
			           "%s: accepted, but takes %ld ms, over 1/%d of the limit (tests too weak or limit "
			           "too generous)",
			           rel, r.time_ms, ACCEPTED_SHARE);
		else
			step_good(s);
		submission_result_free(&r);
		free(path);
	}
	/* A package needs one accepted submission; our own problems two. */
	if (accepted < (c->p->imported_from ? 1u : 2u))
		step_fault(s, "%zu accepted submissions; at least %s expected", accepted,
		           c->p->imported_from ? "one is" : "two are");
	snprintf(s->summary, sizeof s->summary, "%zu/%zu got their folder's verdict", s->good, s->total);
	strv_free(&files);
	free(base);
}

/*
 * The sample interactions of an interactive problem (testdata/<id>/<test>.interaction,
 * Kattis' format): each is replayed against the interactor on its test's input
 * and must be exactly what the interactor says and accepts. Every test named
 * sample* must have one: it is the game a statement shows.
 */
static void check_interactions(struct ctx *c, struct step *s)
{
	for (size_t i = 0; i < c->p->ntests; i++) {
		const struct test *t = &c->p->tests[i];
		char *path = xasprintf("%s/%s.interaction", c->p->testdata, t->name);
		char *rel = xasprintf("testdata/%s/%s.interaction", c->p->id, t->name);
		if (!path_exists(path)) {
			if (!strncmp(t->name, "sample", 6)) {
				s->total++;
				step_fault(s, "%s: missing: a sample of an interactive problem shows its game", rel);
			}
			free(path);
			free(rel);
			continue;
		}
		s->total++;
		step_replay(s, c->j, &c->p->checker, c->checker, t->input, path, rel);
		free(path);
		free(rel);
	}
	snprintf(s->summary, sizeof s->summary, "%zu/%zu sample interactions replayed", s->good, s->total);
}

/*
 * The statement is the contestant's: a section only a setter may read (Notes,
 * Solution, Analysis, Hints, Tutorial) belongs in notes.md (statement.h).
 */
static void check_statement(struct step *s, const struct problem *p)
{
	char *path = xasprintf("%s/statement.md", p->dir), *text = NULL;
	size_t len;
	struct diag d;
	if (path_exists(path) && read_regular_file(path, PACKAGE_TEXT_MAX, &text, &len, &d) == 0) {
		struct strv found = { 0 };
		statement_setter_sections(text, &found);
		for (size_t i = 0; i < found.n; i++)
			step_fault(s,
			           "problems/%s/statement.md:%s: a setter-only section in the contestant's statement "
			           "(it belongs in problems/%s/notes.md)",
			           p->id, found.v[i], p->id);
		strv_free(&found);
		free(text);
	}
	free(path);
}

static size_t validate_problem(struct judge *j, const char *id, int quick, int color)
{
	struct diag d;
	struct ctx c = { .j = j, .quick = quick };
	struct step s;
	size_t faults = 0;
	pthread_mutex_init(&c.lock, NULL);
	printf("%s\n", id);

	step_init(&s, "manifest");
	struct problem *p = problem_load(j->root, id, PROBLEM_NEED_DATA, &d);
	if (!p) {
		step_fault(&s, "%s", d.msg);
		return step_print(&s, color);
	}
	c.p = p;
	snprintf(s.summary, sizeof s.summary, "%zu tests, %zu stress entries, checker %s", p->ntests, p->nstress,
	         (const char *[]){ "exact", "lines", "tokens", "float", "custom", "interactive" }[p->checker.kind]);
	/* What an imported problem lacks its package never had: said, not a fault (problems/README.md). */
	if (!p->brute && p->imported_from)
		step_detail(&s, -1, "imported: no brute force, so the brute and stress steps are left out");
	else if (!p->brute)
		step_fault(&s, "no brute force ('brute'): the reference cannot be cross-checked");
	if (!p->validator)
		step_detail(&s, -1, "imported: no input validator, so the inputs and broken steps are left out");
	check_statement(&s, p);
	faults += step_print(&s, color);

	step_init(&s, "tools");
	const char *names[] = { "solver", "brute", "generator", "validator", "checker" };
	const char *srcs[] = { p->solver, p->brute, p->generator, p->validator,
		               p->checker.kind >= CHECKER_CUSTOM ? p->checker.program : NULL };
	char **bins[] = { &c.solver, &c.brute, &c.gen, &c.validator, &c.checker };
	for (int k = 0; k < 5; k++) {
		if (!srcs[k])
			continue;
		s.total++;
		if (judge_build_tool(j, srcs[k], bins[k], &d) < 0)
			step_fault(&s, "%s: %s", names[k], d.msg);
		else
			s.good++;
	}
	snprintf(s.summary, sizeof s.summary, "%zu/%zu compiled", s.good, s.total);
	faults += step_print(&s, color);
	if (!c.solver || (p->validator && !c.validator) || (p->checker.kind >= CHECKER_CUSTOM && !c.checker)) {
		printf("  (stopped: no solver, validator or checker to run)\n");
		goto out;
	}

	if (c.validator) {
		step_init(&s, "inputs");
		c.step = &s;
		judge_tools_for(j, p->ntests, check_input, &c);
		snprintf(s.summary, sizeof s.summary, "%zu/%zu accepted by the validator", s.good, p->ntests);
		faults += step_print(&s, color);

		step_init(&s, "broken");
		check_broken(&c, &s);
		faults += step_print(&s, color);
	}

	step_init(&s, "answers");
	c.step = &s;
	judge_tools_for(j, p->ntests, check_answer, &c);
	snprintf(s.summary, sizeof s.summary, "%zu/%zu %s by the reference; slowest %s, %ld ms of %ld", s.good,
	         p->ntests, p->imported_from ? "answered" : "reproduced", c.slowest_name, c.slowest_ms,
	         p->limits.time_ms);
	faults += step_print(&s, color);

	if (p->checker.kind == CHECKER_INTERACTIVE) {
		step_init(&s, "interaction");
		check_interactions(&c, &s);
		faults += step_print(&s, color);
	}

	if (c.brute) {
		step_init(&s, "brute");
		c.step = &s;
		size_t marked = 0, taken;
		for (size_t i = 0; i < p->ntests; i++)
			marked += p->tests[i].brute;
		taken = quick ? pick_brute(&c) : marked;
		judge_tools_for(j, p->ntests, check_brute, &c);
		if (quick)
			snprintf(s.summary, sizeof s.summary,
			         "%zu/%zu brute-force tests agree with the reference (--quick: the %zu smallest of %zu)",
			         s.good, taken, taken, marked);
		else
			snprintf(s.summary, sizeof s.summary, "%zu/%zu brute-force tests agree with the reference", s.good,
			         marked);
		if (marked == 0)
			step_fault(&s, "no test is marked 'brute: true'");
		faults += step_print(&s, color);

		step_init(&s, "stress");
		c.step = &s;
		size_t total = 0, all = 0;
		for (size_t i = 0; i < p->nstress; i++) {
			total += (size_t)stress_runs(&c, i);
			all += (size_t)p->stress[i].count;
		}
		if (c.gen)
			judge_tools_for(j, total, check_stress, &c);
		if (quick)
			snprintf(s.summary, sizeof s.summary, "%zu/%zu random inputs agree (--quick: %zu of %zu, at most %d an entry)",
			         s.good, total, total, all, QUICK_STRESS_RUNS);
		else
			snprintf(s.summary, sizeof s.summary, "%zu/%zu random inputs agree", s.good, total);
		if (total == 0)
			step_fault(&s, "no stress entries");
		faults += step_print(&s, color);
	}

	step_init(&s, "sanitize");
	check_sanitized(&c, &s);
	faults += step_print(&s, color);

	if (c.checker && p->checker.kind == CHECKER_CUSTOM) {
		step_init(&s, "checker");
		c.step = &s;
		parallel_for(p->ntests + p->nchecks, j->jobs, check_checker, &c);
		snprintf(s.summary, sizeof s.summary, "%zu/%zu: every answer accepted, every listed output as listed",
		         s.good, p->ntests + p->nchecks);
		if (p->nchecks == 0 && p->imported_from)
			step_detail(&s, -1,
			            "imported: no 'checks'; the package's rejected submissions show what the "
			            "checker rejects");
		else if (p->nchecks == 0)
			step_fault(&s, "no 'checks': nothing shows the checker rejects a wrong output");
		faults += step_print(&s, color);
	}

	step_init(&s, "submissions");
	check_submissions(&c, &s);
	faults += step_print(&s, color);
out:
	printf("%s: %s\n", id, faults ? "FAULTS FOUND" : "valid");
	free(c.solver);
	free(c.brute);
	free(c.brute_pick);
	free(c.gen);
	free(c.validator);
	free(c.checker);
	pthread_mutex_destroy(&c.lock);
	problem_free(p);
	return faults;
}

/* Prints text escaped for the terminal, a log's later lines indented under its first. */
static void print_escaped(const char *text)
{
	char *e = report_log_escape(text);
	for (const char *line = e; *line;) {
		const char *nl = strchrnul(line, '\n');
		fprintf(stdout, "%s%.*s\n", line == e ? "" : "        ", (int)(nl - line), line);
		line = *nl ? nl + 1 : nl;
	}
	free(e);
}

/* Prints the step; returns its number of faults. */
size_t step_print(struct step *s, int color)
{
	const char *mark = s->faults.n ? "FAIL" : "ok";
	char *summary = report_text_escape(s->summary);
	fprintf(stdout, "  %s%-4s%s  %-12s %s\n", color ? (s->faults.n ? "\033[31m" : "\033[32m") : "", mark,
	        color ? "\033[0m" : "", s->name, summary);
	free(summary);
	for (size_t i = 0; i < s->faults.n && i < MAX_FAULTS_SHOWN; i++) {
		fputs("        ", stdout);
		print_escaped(s->faults.v[i]);
	}
	if (s->faults.n > MAX_FAULTS_SHOWN)
		fprintf(stdout, "        ... and %zu more\n", s->faults.n - MAX_FAULTS_SHOWN);
	for (size_t i = 0; i < s->details.n; i++) {
		int v = s->detail_verdict ? s->detail_verdict[i] : -1;
		fputs("        ", stdout);
		if (v >= 0)
			fprintf(stdout, "%s%-3s%s ", report_verdict_color((enum verdict)v, color),
			        verdict_code((enum verdict)v), color ? "\033[0m" : "");
		report_put_text(stdout, s->details.v[i]);
		fputc('\n', stdout);
	}
	size_t n = s->faults.n;
	strv_free(&s->faults);
	strv_free(&s->details);
	free(s->detail_verdict);
	s->detail_verdict = NULL;
	pthread_mutex_destroy(&s->lock);
	return n;
}

struct tally {
	const struct cli *cli;
	int color;
	size_t problems, bad;
};

static int validate_one(struct judge *j, const char *id, void *arg)
{
	struct tally *t = arg;
	if (t->cli && cli_is_package(t->cli, id)) {
		int rc = package_validate(j, id, t->color);
		t->problems++;
		t->bad += rc != EXIT_ACCEPTED;
		return rc;
	}
	size_t faults = validate_problem(j, id, t->cli && t->cli->quick, t->color);
	t->problems++;
	t->bad += faults > 0;
	return faults ? EXIT_REJECTED : EXIT_ACCEPTED;
}

int cmd_validate(struct cli *cli)
{
	struct tally t = { .cli = cli, .color = report_color(stdout) };
	int rc = cli_for_each_problem(cli, validate_one, &t);
	if (t.problems > 1)
		printf("%zu of %zu problems valid\n", t.problems - t.bad, t.problems);
	return rc;
}
