/*
 * inputs.c: the test data checked by the problem's own programs. inputs: every
 * input validator accepts every test input (ours: exit 0; a package's: exit 42,
 * with its group's arguments); broken: ours rejects broken copies of the first
 * test (an extra token, a number past any bound, a line missing its last
 * token); answers: each test's answer stands (ours: the reference reproduces
 * every .ans within 1/REF_SHARE of the limit; imported, the checker accepts its
 * output against the .ans; a package's custom output validator accepts each
 * .ans as the output); interaction: each sample interaction replays; checker:
 * a custom checker accepts every answer and gives every output under
 * `checks:` its verdict (and words).
 */
#define _GNU_SOURCE
#include <limits.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "run/checker.h"
#include "run/judge.h"
#include "util.h"
#include "validate/context.h"

#define REF_SHARE      4 /* the reference's slowest test: at most 1/4 of the limit */
#define REF_REMEASURE  2 /* a reference over it is measured again this many times: the least counts */

/* 1 when the budget is spent (the fault is recorded by the first to see it). */
static int over_budget(struct vctx *c, const char *what)
{
	if (atomic_load(&c->spent_ms) < c->budget_ms)
		return 0;
	if (!atomic_exchange(&c->over, 1))
		step_fault(c->step, "%s: stopped: the package's validators ran %ld s in all, its budget", what,
		           c->budget_ms / 1000);
	return 1;
}

/* Every validator on test i's input, a package's with the arguments of the test's group. */
static void check_input(void *arg, struct judge_tools *tools, size_t i)
{
	struct vctx *c = arg;
	const struct test *t = &c->p->tests[i];
	char **args = c->pkg ? c->pkg->groups[c->pkg->test_group[i]].input_flags : NULL;
	int good = 1;
	for (size_t k = 0; k < c->nvalidators; k++) {
		char msg[1024];
		if (over_budget(c, "input validators"))
			return;
		if (validate_run_validator(c, tools, k, t->input, args, msg, sizeof msg) != 1) {
			step_fault(c->step, "%s: %s", t->rel_input, msg);
			good = 0;
		}
	}
	if (good)
		step_good(c->step);
}

void step_inputs(struct vctx *c, struct step *s)
{
	const struct problem *p = c->p;
	s->total = p->ntests;
	if (c->nvalidators)
		judge_tools_for(c->j, p->ntests, check_input, c);
	if (c->pkg)
		snprintf(s->summary, sizeof s->summary, "%zu/%zu accepted by %zu input validators",
		         c->nvalidators ? s->good : 0, p->ntests, c->nvalidators);
	else
		snprintf(s->summary, sizeof s->summary, "%zu/%zu accepted by the validator", s->good, p->ntests);
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

void step_broken(struct vctx *c, struct step *s)
{
	static const char *const kinds[] = { "an extra token on line 1", "a number past any bound",
		                             "the last line missing its last token" };
	const struct test *t = &c->p->tests[0];
	for (int k = 0; k < 3; k++) {
		char *broken = judge_scratch(c->j, "broken"), msg[600];
		if (make_broken(t->input, broken, k) == 0) {
			s->total++;
			int r = validate_run_validator(c, NULL, 0, broken, NULL, msg, sizeof msg);
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
 * Whether the reference's output out answers test t: byte for byte its .ans.
 * An imported problem's answers are its package's, not our reference's
 * output: there the checker must accept the output against the .ans (an
 * interactive game must have been won, which validate_solve() saw).
 */
static int answer_matches(struct vctx *c, const struct test *t, const char *out, char *why, size_t size)
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

/*
 * A package has no reference: its answers are given, and a custom output
 * validator must accept each as the output (it is how it judges one).
 */
static void check_given_answer(struct vctx *c, const struct test *t)
{
	struct check_result cr;
	struct diag d;
	if (over_budget(c, "output validator"))
		return;
	long start = (long)monotonic_ms();
	int rc = judge_check(c->j, &c->p->checker, c->checker, t->input, t->answer, t->answer, &judge_checker_limits,
	                     &cr, &d);
	atomic_fetch_add(&c->spent_ms, (long)monotonic_ms() - start);
	if (rc < 0)
		step_fault(c->step, "%s: %s", t->rel_answer, d.msg);
	else if (cr.verdict != V_AC) /* a scoring checker's points for the answer (partial) are AC */
		step_fault(c->step, "%s: the output validator rejects the answer itself: %s", t->rel_answer, cr.message);
	else
		step_good(c->step);
}

static void check_answer(void *arg, struct judge_tools *tools, size_t i)
{
	struct vctx *c = arg;
	const struct test *t = &c->p->tests[i];
	if (!c->solver) {
		check_given_answer(c, t);
		return;
	}
	struct run_outcome o;
	char msg[400], why[700], *out;
	if (validate_solve(c, tools, c->solver, t->input, &c->p->limits, &out, &o, msg, sizeof msg) < 0) {
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
			if (validate_solve(c, tools, c->solver, t->input, &c->p->limits, &out2, &again, msg, sizeof msg) == 0 &&
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

void step_answers(struct vctx *c, struct step *s)
{
	const struct problem *p = c->p;
	judge_tools_for(c->j, p->ntests, check_answer, c);
	if (!c->solver)
		snprintf(s->summary, sizeof s->summary, "%zu/%zu answers accepted by the output validator", s->good,
		         p->ntests);
	else
		snprintf(s->summary, sizeof s->summary, "%zu/%zu %s by the reference; slowest %s, %ld ms of %ld", s->good,
		         p->ntests, p->imported_from ? "answered" : "reproduced", c->slowest_name, c->slowest_ms,
		         p->limits.time_ms);
}

/*
 * The checker program: i < ntests judges a test's own answer (it must be AC);
 * beyond, the outputs listed under `checks:`.
 */
static void check_checker(void *arg, size_t i)
{
	struct vctx *c = arg;
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

/*
 * The sample interactions of an interactive problem (NAME.interaction beside
 * a test's NAME.in, Kattis' format): each is replayed against the interactor
 * on its test's input and must be exactly what the interactor says and
 * accepts. In our problems every test named sample* must have one: it is the
 * game a statement shows; a package's samples need not.
 */
void step_interactions(struct vctx *c, struct step *s)
{
	for (size_t i = 0; i < c->p->ntests; i++) {
		const struct test *t = &c->p->tests[i];
		char *path = xasprintf("%.*s.interaction", (int)strlen(t->input) - 3, t->input);
		char *rel = xasprintf("%.*s.interaction", (int)strlen(t->rel_input) - 3, t->rel_input);
		if (path_exists(path)) {
			s->total++;
			step_replay(s, c->j, &c->p->checker, c->checker, t->input, path, rel);
		} else if (!c->pkg && !strncmp(t->name, "sample", 6)) {
			s->total++;
			step_fault(s, "%s: missing: a sample of an interactive problem shows its game", rel);
		}
		free(path);
		free(rel);
	}
	snprintf(s->summary, sizeof s->summary, "%zu/%zu sample interactions replayed", s->good, s->total);
}

void step_checker(struct vctx *c, struct step *s)
{
	const struct problem *p = c->p;
	parallel_for(p->ntests + p->nchecks, c->j->jobs, check_checker, c);
	snprintf(s->summary, sizeof s->summary, "%zu/%zu: every answer accepted, every listed output as listed", s->good,
	         p->ntests + p->nchecks);
	if (p->nchecks == 0 && p->imported_from)
		step_detail(s, -1,
		            "imported: no 'checks'; the package's rejected submissions show what the "
		            "checker rejects");
	else if (p->nchecks == 0)
		step_fault(s, "no 'checks': nothing shows the checker rejects a wrong output");
}
