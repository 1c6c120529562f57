/*
 * verdict_decide(), table-driven from data/verdict-cases.txt: each row is what
 * the sandbox measured, the verdict and the exact message. Then
 * verdict_interact_decide(), verdict_submission() and verdict_rerun() from their
 * tables, and the codes and folders of verdict_code.h.
 */
#define _GNU_SOURCE
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "testutil.h"
#include "util.h"
#include "run/verdict.h"

struct vcase {
	int line;
	struct sandbox_result sr;
	long long output;
	char verdict[8], message[256];
};

static struct vcase cases[128];
static int ncases;

static void load_cases(void)
{
	char *text = test_read_data("verdict-cases.txt");
	int lineno = 0;
	for (char *save = NULL, *line = strtok_r(text, "\n", &save); line; line = strtok_r(NULL, "\n", &save)) {
		lineno++;
		if (line[0] == '#')
			continue;
		char *f[3] = { line, NULL, NULL };
		f[1] = strchr(f[0], '|');
		f[2] = f[1] ? strchr(f[1] + 1, '|') : NULL;
		if (!f[2] || ncases == 128) {
			fprintf(stderr, "verdict-cases.txt:%d: expected 3 fields\n", lineno);
			exit(2);
		}
		*f[1]++ = '\0';
		*f[2]++ = '\0';
		struct vcase *c = &cases[ncases++];
		struct sandbox_result *r = &c->sr;
		c->line = lineno;
		int n = sscanf(f[0], "%d %ld %ld %ld %d %d %d %d %lld %ld %ld %d", &r->wall_killed, &r->cpu_ms,
		               &r->memory_kb, &r->files_kb, &r->exec_nomem, &r->exited, &r->exit_code, &r->signal,
		               &c->output, &r->wait_ms, &r->wall_ms, &r->killed_for);
		if (n != 9 && n != 11 && n != 12) {
			fprintf(stderr, "verdict-cases.txt:%d: expected 9, 11 or 12 numbers\n", lineno);
			exit(2);
		}
		snprintf(c->verdict, sizeof c->verdict, "%s", test_trim(f[1]));
		snprintf(c->message, sizeof c->message, "%s", test_trim(f[2]));
	}
	free(text);
}

START_TEST(decide)
{
	const struct vcase *c = &cases[_i];
	const struct limits lim = { .time_ms = 1000, .wall_ms = 3000, .memory_kb = 65536, .output_kb = 1024 };
	char msg[256];
	enum verdict v = verdict_decide(&lim, &c->sr, c->output, msg, sizeof msg);
	ck_assert_msg(!strcmp(verdict_code(v), c->verdict) && !strcmp(msg, c->message),
	              "verdict-cases.txt:%d: expected %s '%s', got %s '%s'", c->line, c->verdict, c->message,
	              verdict_code(v), msg);
}
END_TEST

/* data/interact-cases.txt: the rules of an interactive run's verdict. */
static struct icase {
	int line, failed, first;
	char contestant[8], interactor[8], verdict[8];
} icases[64];
static int nicases;

static enum verdict code_verdict(const char *code)
{
	for (int v = V_AC; v <= V_SKIPPED; v++)
		if (!strcmp(verdict_code((enum verdict)v), code))
			return (enum verdict)v;
	fprintf(stderr, "unknown verdict '%s' in a case table\n", code);
	exit(2);
}

static void load_icases(void)
{
	char *text = test_read_data("interact-cases.txt");
	int lineno = 0;
	for (char *save = NULL, *line = strtok_r(text, "\n", &save); line; line = strtok_r(NULL, "\n", &save)) {
		lineno++;
		if (line[0] == '#')
			continue;
		struct icase *c = &icases[nicases++];
		c->line = lineno;
		if (nicases == 64 || sscanf(line, "%7s %d %7s %d | %7s", c->contestant, &c->failed, c->interactor,
		                            &c->first, c->verdict) != 5) {
			fprintf(stderr, "interact-cases.txt:%d: expected 'V F V F | V'\n", lineno);
			exit(2);
		}
	}
	free(text);
}

START_TEST(interact)
{
	const struct icase *c = &icases[_i];
	enum verdict v =
	        verdict_interact_decide(code_verdict(c->contestant), c->failed, code_verdict(c->interactor), c->first);
	ck_assert_msg(!strcmp(verdict_code(v), c->verdict), "interact-cases.txt:%d: expected %s, got %s", c->line,
	              c->verdict, verdict_code(v));
}
END_TEST

/* data/submission-cases.txt: a submission's verdict from its tests'. */
static struct scase {
	int line;
	enum verdict tests[8];
	size_t ntests;
	char verdict[8], decided_by[8], later_je[8];
} scases[64];
static int nscases;

static void load_scases(void)
{
	char *text = test_read_data("submission-cases.txt");
	int lineno = 0;
	for (char *save = NULL, *line = strtok_r(text, "\n", &save); line; line = strtok_r(NULL, "\n", &save)) {
		lineno++;
		if (line[0] == '#')
			continue;
		char *bar = strchr(line, '|');
		struct scase *c = &scases[nscases++];
		c->line = lineno;
		if (nscases == 64 || !bar ||
		    sscanf(bar + 1, "%7s %7s %7s", c->verdict, c->decided_by, c->later_je) != 3) {
			fprintf(stderr, "submission-cases.txt:%d: expected 'V V ... | V N N'\n", lineno);
			exit(2);
		}
		*bar = '\0';
		for (char *s2 = NULL, *w = strtok_r(line, " ", &s2); w && c->ntests < 8; w = strtok_r(NULL, " ", &s2))
			c->tests[c->ntests++] = code_verdict(w);
	}
	free(text);
}

/* A test's index as the table writes it: 1-based, or - for none. */
static void ordinal(long i, char *buf, size_t size)
{
	if (i < 0)
		snprintf(buf, size, "-");
	else
		snprintf(buf, size, "%ld", i + 1);
}

START_TEST(submission)
{
	const struct scase *c = &scases[_i];
	struct verdict_tally t = verdict_submission(c->tests, c->ntests);
	char by[24], later[24];
	ordinal(t.decided_by, by, sizeof by);
	ordinal(t.later_je, later, sizeof later);
	ck_assert_msg(!strcmp(verdict_code(t.verdict), c->verdict) && !strcmp(by, c->decided_by) &&
	                      !strcmp(later, c->later_je),
	              "submission-cases.txt:%d: expected %s %s %s, got %s %s %s", c->line, c->verdict, c->decided_by,
	              c->later_je, verdict_code(t.verdict), by, later);
}
END_TEST

/* verdict_rerun() under time 1000 ms, wall 3000 ms: which TLEs are run again alone. */
static const struct {
	int wall_killed;
	long cpu_ms, wall_ms, wait_ms;
	enum verdict v;
	int rerun;
} rcases[] = {
	{ 1, 700, 3000, 0, V_TLE, 1 },      /* the busy machine's TLE: 0.7 s of CPU in 3 s of wall */
	{ 1, 600, 3000, 0, V_TLE, 1 },      /* it ran a fifth of the time */
	{ 1, 599, 3000, 0, V_TLE, 0 },      /* less: it mostly slept or blocked */
	{ 1, 5, 3000, 0, V_TLE, 0 },        /* a sleeper */
	{ 1, 5, 3000, 40, V_TLE, 0 },       /* a sleeper on a busy machine: it hardly waited to run */
	{ 1, 80, 3000, 2700, V_TLE, 1 },    /* starved: 2.7 s of its 3 s waiting for a processor */
	{ 2, 900, 91002, 90100, V_TLE, 1 }, /* starved until the judge's backstop */
	{ 1, 80, 3000, 600, V_TLE, 1 },     /* it waited a fifth of the time */
	{ 1, 80, 3000, 599, V_TLE, 0 },     /* less */
	{ 1, 1000, 3000, 2000, V_TLE, 0 },  /* its CPU time reached the limit too */
	{ 1, 1000, 3000, 0, V_TLE, 0 },     /* its CPU time reached the limit too */
	{ 0, 1051, 1060, 0, V_TLE, 0 },     /* spins on an idle machine: TLE at once */
	{ 0, 1051, 1313, 0, V_TLE, 0 },     /* wall 5/4 of CPU at most */
	{ 0, 1051, 1314, 0, V_TLE, 1 },     /* it waited for a processor */
	{ 0, 4000, 1100, 0, V_TLE, 0 },     /* threads: more CPU than wall */
	{ 0, 900, 2900, 0, V_AC, 0 },       /* never anything but TLE */
	{ 1, 700, 3000, 0, V_RE, 0 },       { 0, 1200, 2900, 0, V_MLE, 0 }, { 1, 80, 3000, 2700, V_WA, 0 },
};

START_TEST(rerun)
{
	const struct limits lim = { .time_ms = 1000, .wall_ms = 3000, .memory_kb = 65536, .output_kb = 1024 };
	struct sandbox_result sr = { .wall_killed = rcases[_i].wall_killed,
		                     .cpu_ms = rcases[_i].cpu_ms,
		                     .wall_ms = rcases[_i].wall_ms,
		                     .wait_ms = rcases[_i].wait_ms };
	ck_assert_msg(verdict_rerun(&lim, &sr, rcases[_i].v) == rcases[_i].rerun,
	              "case %d (wall_killed %d, CPU %ld ms, wall %ld ms, waited %ld ms, %s): expected rerun %d", _i,
	              rcases[_i].wall_killed, rcases[_i].cpu_ms, rcases[_i].wall_ms, rcases[_i].wait_ms,
	              verdict_code(rcases[_i].v), rcases[_i].rerun);
}
END_TEST

/* The codes as the CLI contract spells them, and the submission folder that promises each (verdict_code.h). */
static const struct {
	enum verdict v;
	const char *code, *folder; /* folder NULL: no folder promises it */
} codes[] = {
	{ V_AC, "AC", "accepted" },
	{ V_WA, "WA", "wrong_answer" },
	{ V_PE, "PE", "presentation_error" },
	{ V_TLE, "TLE", "time_limit_exceeded" },
	{ V_MLE, "MLE", "memory_limit_exceeded" },
	{ V_OLE, "OLE", "output_limit_exceeded" },
	{ V_RE, "RE", "runtime_error" },
	{ V_CE, "CE", "compile_error" },
	{ V_JE, "JE", NULL },
	{ V_SKIPPED, "--", NULL },
};

START_TEST(code)
{
	ck_assert_str_eq(verdict_code(codes[_i].v), codes[_i].code);
	if (codes[_i].folder)
		ck_assert_int_eq(verdict_from_folder(codes[_i].folder), codes[_i].v);
}
END_TEST

START_TEST(unknown_folder)
{
	ck_assert_int_eq(verdict_from_folder("judge_error"), -1);
	ck_assert_int_eq(verdict_from_folder("run_time_error"), -1);
	ck_assert_int_eq(verdict_from_folder(""), -1);
}
END_TEST

int main(void)
{
	load_cases();
	load_icases();
	load_scases();
	Suite *s = suite_create("verdict");
	TCase *tc = tcase_create("decide");
	tcase_add_loop_test(tc, decide, 0, ncases);
	tcase_add_loop_test(tc, interact, 0, nicases);
	tcase_add_loop_test(tc, submission, 0, nscases);
	tcase_add_loop_test(tc, rerun, 0, (int)(sizeof rcases / sizeof rcases[0]));
	suite_add_tcase(s, tc);
	TCase *tcc = tcase_create("codes");
	tcase_add_loop_test(tcc, code, 0, (int)(sizeof codes / sizeof codes[0]));
	tcase_add_test(tcc, unknown_folder);
	suite_add_tcase(s, tcc);
	return test_run(s);
}
