/*
 * judge mutants: how strong a problem's tests are, measured.
 *
 * Every single-point mutant of the reference solver (mutate.h) is judged as a
 * submission on the problem's tests, stopping at its first failure. A mutant
 * that fails a test is killed; one that does not compile is stillborn and not
 * counted. A mutant that passes every test survived, and is then run beside
 * the reference on inputs no test stores: every stress input of the manifest
 * (the brute force's domain, where the reference is proved) and, for a
 * problem with an explorer, the explorer's input asking about every small
 * position of its default range. It either differs on some input, printed
 * (a test is missing), or no difference is found (most often a mutant that
 * means the same: a bound one larger than needed). The score is
 * killed / (killed + differing).
 *
 * Mutants compile with a compiler of their own whose cache lives in the
 * judge's scratch directory and is emptied after each mutant, so thousands of
 * binaries never reach the shared compile cache. Verdicts are cached under
 * <cache>/mutants/ by a hash of the mutant's source and of everything the
 * tests are (the manifest, the checker, every input and answer, the C
 * compile line): a second run over unchanged tests judges nothing again.
 * A survivor found equal to the reference is remembered too, by a key that
 * adds what its comparison ran (the reference, generator, checker and
 * explorer, by their binaries' names, which the compile cache makes from
 * their sources, headers and compiler; and the language table, for the
 * sanitized build): "no difference" is not sought again. A survivor that differs or that the sanitizer sees is compared
 * again each run, so its input and report are always shown.
 */
#define _GNU_SOURCE
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>
#include <xxhash.h>

#include "run/checker.h"
#include "cmd/cmd.h"
#include "hash.h"
#include "exitcode.h"
#include "analysis/explore.h"
#include "run/judge.h"
#include "analysis/mutate.h"
#include "report/report.h"
#include "util.h"

#define INLINE_INPUT_MAX 160 /* an input this short is printed; a longer one is saved and its path printed */

enum status { M_KILLED, M_STILLBORN, M_SURVIVED, M_DIFFERS, M_SANITIZER, M_ERROR };
static const char *const status_names[] = { "killed", "stillborn", "survived", "differs", "sanitizer", "error" };

struct outcome {
	enum status status;
	char verdict[8];  /* killed: the verdict of its first failed test */
	char test[96];    /* killed, sanitizer: that test */
	char input[600];  /* differs: the input, quoted, or the path it was saved to */
	char origin[300]; /* differs: where the input comes from (the generator's arguments, the explorer) */
	char why[700];    /* differs: what differs; sanitizer: its report; error: the judge's words */
	int cached;
};

/* A stress input with the reference's answer (for an interactive problem, its game). */
struct probe {
	char *args, *input, *answer;
};

struct state {
	struct cli *cli;
	struct judge *j;
	struct problem *p;
	const struct language *lang;
	struct compiler *cc; /* the mutants' own */
	char *bin_dir;       /* its cache, emptied after each mutant */
	char *cache;         /* <cache>/mutants */
	char digest[33];     /* the tests, as the verdict cache's key knows them */
	char *ref, *gen, *checker;
	char *explorer; /* built at first need (explorer_bin) */
	struct probe *probes;
	size_t nprobes;
	int probes_ready;
	char *text; /* the reference's source */
	size_t len;
	struct mutant *m;
	size_t n;
	size_t *picked, npicked;
	struct outcome *out;
};

static void hex128(XXH3_state_t *st, char out[33])
{
	XXH128_hash_t h = XXH3_128bits_digest(st);
	snprintf(out, 33, "%016llx%016llx", (unsigned long long)h.high64, (unsigned long long)h.low64);
}

/* What a mutant's verdict depends on besides its source: the tests and how they are judged. */
static void tests_digest(struct state *s)
{
	XXH3_state_t *st = XXH3_createState();
	XXH3_128bits_reset(st);
	char *manifest = xasprintf("%s/%s", s->j->root, s->p->manifest);
	hash_file(st, manifest);
	free(manifest);
	hash_file(st, s->p->checker.program);
	for (char **a = s->lang->compile; *a; a++)
		XXH3_128bits_update(st, *a, strlen(*a) + 1);
	for (size_t i = 0; i < s->p->ntests; i++) {
		XXH3_128bits_update(st, s->p->tests[i].name, strlen(s->p->tests[i].name) + 1);
		hash_file(st, s->p->tests[i].input);
		hash_file(st, s->p->tests[i].answer);
	}
	hex128(st, s->digest);
	XXH3_freeState(st);
}

static char *verdict_path(struct state *s, const char *source, size_t len)
{
	XXH3_state_t *st = XXH3_createState();
	XXH3_128bits_reset(st);
	XXH3_128bits_update(st, s->digest, sizeof s->digest);
	XXH3_128bits_update(st, source, len);
	char key[33];
	hex128(st, key);
	XXH3_freeState(st);
	return xasprintf("%s/%s", s->cache, key);
}

/* The explorer's binary, built at the first survivor that needs it; NULL with a message when it does not compile. */
static const char *explorer_bin(struct state *s, struct diag *d)
{
	if (!s->explorer && judge_build_tool(s->j, s->p->explore->program, &s->explorer, d) < 0)
		return NULL;
	return s->explorer;
}

/* A binary's name in the compile cache: a hash of all that made it ("-" for none). */
static void hash_binary(XXH3_state_t *st, const char *bin)
{
	const char *name = !bin ? "-" : strrchr(bin, '/') ? strrchr(bin, '/') + 1 : bin;
	XXH3_128bits_update(st, name, strlen(name) + 1);
}

/* Where a survivor found equal to the reference is remembered (see the top). */
static char *same_path(struct state *s, const char *source, size_t len)
{
	struct diag d;
	XXH3_state_t *st = XXH3_createState();
	XXH3_128bits_reset(st);
	XXH3_128bits_update(st, "same", 5);
	XXH3_128bits_update(st, s->digest, sizeof s->digest);
	hash_binary(st, s->ref);
	hash_binary(st, s->gen);
	hash_binary(st, s->checker);
	/* An explorer that does not compile hashes as none: the comparison then fails, and nothing is remembered. */
	hash_binary(st, s->p->explore ? explorer_bin(s, &d) : NULL);
	char *langs = xasprintf("%s/judge/languages.yaml", s->j->root);
	hash_file(st, langs);
	free(langs);
	XXH3_128bits_update(st, source, len);
	char key[33];
	hex128(st, key);
	XXH3_freeState(st);
	return xasprintf("%s/%s", s->cache, key);
}

/* A cached verdict: "killed VERDICT TEST", "stillborn" or "survived". 1 when found. */
static int cache_read(const char *path, struct outcome *o)
{
	char line[200];
	if (!read_head(path, line, sizeof line))
		return 0;
	char word[16] = "", verdict[8] = "", test[96] = "";
	if (sscanf(line, "%15s %7s %95s", word, verdict, test) < 1)
		return 0;
	if (!strcmp(word, "killed") && test[0]) {
		o->status = M_KILLED;
		snprintf(o->verdict, sizeof o->verdict, "%s", verdict);
		snprintf(o->test, sizeof o->test, "%s", test);
	} else if (!strcmp(word, "stillborn")) {
		o->status = M_STILLBORN;
	} else if (!strcmp(word, "survived")) {
		o->status = M_SURVIVED;
	} else {
		return 0;
	}
	o->cached = 1;
	return 1;
}

static void cache_write(const char *path, const struct outcome *o)
{
	char line[200];
	struct diag d;
	int n = o->status == M_KILLED ? snprintf(line, sizeof line, "killed %s %s\n", o->verdict, o->test)
	                              : snprintf(line, sizeof line, "%s\n", status_names[o->status]);
	/* A cache that cannot be written costs time, not correctness. */
	write_file_atomic(path, line, (size_t)n, 0644, &d);
}

/* Empties the mutants' compile cache: only the binary of the mutant at hand is ever in it. */
static void bin_dir_reset(struct state *s)
{
	remove_tree(s->bin_dir);
	mkdir(s->bin_dir, 0755);
}

/* Judges one mutant's source (a file) on the tests, first failure first. */
static void judge_mutant(struct state *s, const char *file, struct outcome *o)
{
	struct judge_opts opts = { .lang = s->lang, .first_fail = 1, .cc = s->cc };
	struct submission_result r;
	struct diag d;
	if (judge_submission(s->j, s->p, file, &opts, &r, &d) < 0) {
		o->status = M_ERROR;
		snprintf(o->why, sizeof o->why, "%s", d.msg);
		return;
	}
	if (r.verdict == V_JE) {
		o->status = M_ERROR;
		snprintf(o->why, sizeof o->why, "%s", r.judge_error ? r.judge_error : "the judge failed");
	} else if (r.verdict == V_CE) {
		o->status = M_STILLBORN;
	} else if (r.verdict == V_AC) {
		o->status = M_SURVIVED;
	} else {
		o->status = M_KILLED;
		snprintf(o->verdict, sizeof o->verdict, "%s", verdict_code(r.verdict));
		for (size_t i = 0; i < r.ntests; i++) {
			if (r.tests[i].verdict != V_AC && r.tests[i].verdict != V_SKIPPED) {
				snprintf(o->test, sizeof o->test, "%s", r.tests[i].name);
				break;
			}
		}
	}
	submission_result_free(&r);
}

/* ---- survivors: the reference beside them on inputs no test stores ---- */

static void make_probe(void *arg, size_t k)
{
	struct state *s = arg;
	struct probe *pr = &s->probes[k];
	size_t e = 0;
	while ((long)k >= s->p->stress[e].count)
		k -= (size_t)s->p->stress[e++].count;
	pr->args = problem_expand_args(s->p->stress[e].gen_args, (long)k + 1);
	pr->input = judge_scratch(s->j, "probe-in");
	pr->answer = judge_scratch(s->j, "probe-ans");
	struct run_outcome o;
	struct diag d;
	if (judge_generate(s->j, NULL, s->gen, pr->args, pr->input, &o, &d) < 0 || o.verdict != V_AC ||
	    judge_solve(s->j, NULL, s->p, s->checker, s->ref, pr->input, pr->answer, &judge_tool_limits, &o, &d) < 0 ||
	    o.verdict != V_AC) {
		/* `judge validate` answers for the stress runs; an input the reference cannot solve is left out. */
		unlink(pr->input);
		free(pr->input);
		pr->input = NULL;
	}
}

/* The stress inputs and the reference's answers, made once, at the first survivor. */
static void probes_prepare(struct state *s)
{
	if (s->probes_ready)
		return;
	s->probes_ready = 1;
	if (!s->gen)
		return;
	for (size_t i = 0; i < s->p->nstress; i++)
		s->nprobes += (size_t)s->p->stress[i].count;
	s->probes = xcalloc(s->nprobes ? s->nprobes : 1, sizeof *s->probes);
	if (s->j->progress)
		fprintf(stderr, "\r%s: %zu stress inputs for the survivors\033[K", s->p->id, s->nprobes);
	parallel_for(s->nprobes, s->j->jobs, make_probe, s);
}

/* How an input is shown: its text quoted when short, else a copy under the cache and its path. */
static void show_input(struct state *s, const char *input, size_t id, char *buf, size_t size)
{
	char text[INLINE_INPUT_MAX + 1];
	size_t n = read_head(input, text, sizeof text);
	if (file_size(input) <= INLINE_INPUT_MAX && n == (size_t)file_size(input)) {
		size_t k = 0;
		buf[k++] = '"';
		for (size_t i = 0; i < n && k + 6 < size; i++) {
			unsigned char c = (unsigned char)text[i];
			if (c == '\n')
				k += (size_t)snprintf(buf + k, size - k, "\\n");
			else if (c < 0x20 || c == 0x7f || c == '"' || c == '\\')
				k += (size_t)snprintf(buf + k, size - k, "\\x%02x", c);
			else
				buf[k++] = (char)c;
		}
		snprintf(buf + k, size - k, "\"");
		return;
	}
	char *path = xasprintf("%s/%s-mutant-%zu.in", s->cache, s->p->id, id);
	struct diag d;
	if (copy_file_atomic(input, path, 0644, &d) < 0)
		snprintf(buf, size, "(an input of %lld bytes; it could not be saved: %s)", file_size(input), d.msg);
	else
		snprintf(buf, size, "%s", path);
	free(path);
}

/*
 * The mutant (binary) on one stress input against the reference's answer:
 * 1 when it differs (why filled), 0 when not, -1 when the judge failed.
 */
static int probe_differs(struct state *s, struct sandbox_session *ss, const struct probe *pr, char *why, size_t size,
                         struct diag *d)
{
	if (s->p->checker.kind == CHECKER_INTERACTIVE) {
		struct interact_outcome *io = xmalloc(sizeof *io);
		int rc = judge_interact(s->j, ss, &s->p->checker, s->checker, pr->input, "/dev/null", NULL,
		                        &s->p->limits, io, d);
		if (rc == 0 && io->verdict != V_AC)
			snprintf(why, size, "%s %s (the reference wins this game)", verdict_code(io->verdict),
			         io->message);
		rc = rc < 0 ? -1 : io->verdict != V_AC;
		free(io);
		return rc;
	}
	char *out = judge_scratch(s->j, "probe-out");
	struct run_outcome o;
	struct check_result cr;
	int rc = judge_session_run(s->j, ss, pr->input, out, &s->p->limits, &o, d);
	if (rc == 0 && o.verdict != V_AC) {
		snprintf(why, size, "%s %s", verdict_code(o.verdict), o.message);
		rc = 1;
	} else if (rc == 0) {
		rc = judge_check(s->j, &s->p->checker, s->checker, pr->input, out, pr->answer, &judge_checker_limits,
		                 &cr, d);
		if (rc == 0 && cr.verdict != V_AC) {
			snprintf(why, size, "%s against the reference's answer: %s", verdict_code(cr.verdict),
			         cr.message);
			rc = 1;
		}
	}
	unlink(out);
	free(out);
	return rc;
}

/* The explorer's input over its default range: every small position, valued from the rules. */
static int explorer_differs(struct state *s, const char *binary, struct outcome *o, struct diag *d)
{
	const struct explore_spec *e = s->p->explore;
	const char *bin = explorer_bin(s, d);
	if (!bin)
		return -1;
	struct strv params = { 0 };
	for (size_t k = 0; k < e->nparams; k++) {
		char *kv = xasprintf("%s=%s", e->params[k].name, e->params[k].value);
		strv_push(&params, kv);
		free(kv);
	}
	struct explore_call call = { .p = s->p, .bin = bin, .span = e->range, .params = params.v, .nparams = params.n };
	struct against_result ar;
	int rc = explore_against(s->j, &call, binary, &ar, d);
	if (rc == 0) {
		if (ar.run.verdict != V_AC || ar.wrong || ar.missing) {
			size_t first = 0;
			while (first < ar.n && ar.marks[first] != 'x' && ar.marks[first] != '?')
				first++;
			snprintf(o->input, sizeof o->input, "the explorer's input");
			if (e->dims == 2)
				snprintf(o->origin, sizeof o->origin, "explore, every position of %ld..%ld, %ld..%ld",
				         e->range.lo[0], e->range.hi[0], e->range.lo[1], e->range.hi[1]);
			else
				snprintf(o->origin, sizeof o->origin, "explore, every position of %ld..%ld",
				         e->range.lo[0], e->range.hi[0]);
			if (ar.run.verdict != V_AC)
				snprintf(o->why, sizeof o->why, "%s %s", verdict_code(ar.run.verdict), ar.run.message);
			else
				snprintf(o->why, sizeof o->why, "%zu of %zu positions answered wrong or not at all; %s",
				         ar.wrong + ar.missing, ar.asked,
				         first < ar.n && ar.notes[first] ? ar.notes[first] : "");
			rc = 1;
		}
		against_result_free(&ar);
	}
	if (rc == EXPLORE_USAGE)
		rc = -1; /* the manifest's own range refused: the problem's fault */
	strv_free(&params);
	return rc;
}

/*
 * A survivor that gives the reference's answers everywhere may still break a
 * rule that a static -O2 build hides (an array one element short): its
 * sanitized build on the tests, first report first. 1 with M_SANITIZER and
 * the report, 0 when the sanitizer has nothing to say, -1 when the judge failed.
 */
static int sanitizer_sees(struct state *s, const char *file, struct outcome *o, struct diag *d)
{
	struct judge_opts opts = { .lang = s->lang, .first_fail = 1, .cc = s->cc, .sanitize = 1 };
	struct submission_result r;
	if (judge_submission(s->j, s->p, file, &opts, &r, d) < 0)
		return -1;
	int rc = 0;
	if (r.verdict == V_JE) {
		snprintf(d->msg, sizeof d->msg, "%s", r.judge_error ? r.judge_error : "the judge failed");
		rc = -1;
	}
	/* Only a report counts: a sanitized build is slower, and a TLE of it says nothing. */
	for (size_t i = 0; rc == 0 && i < r.ntests; i++) {
		if (!strncmp(r.tests[i].message, "sanitizer: ", 11)) {
			o->status = M_SANITIZER;
			snprintf(o->test, sizeof o->test, "%s", r.tests[i].name);
			snprintf(o->why, sizeof o->why, "%s", r.tests[i].message + 11);
			rc = 1;
		}
	}
	submission_result_free(&r);
	return rc;
}

/* A survivor beside the reference: M_DIFFERS with the input, M_SANITIZER, or it stays M_SURVIVED. */
static void compare_survivor(struct state *s, const char *file, size_t id, struct outcome *o)
{
	struct compile_result cr;
	struct diag d;
	int built = compile_source(s->cc, s->lang, file, NULL, &cr, &d);
	if (built != 0 || !cr.ok) {
		o->status = M_ERROR;
		snprintf(o->why, sizeof o->why, "it compiled for the tests but not again: %s", built ? d.msg : cr.log);
		if (built == 0)
			compile_result_free(&cr);
		return;
	}
	probes_prepare(s);
	struct judge_program prog = { .binary = cr.binary, .lang = s->lang };
	struct sandbox_session *ss = judge_program_open(s->j, &prog, &s->p->limits, &d);
	int rc = ss ? 0 : -1;
	for (size_t k = 0; rc == 0 && k < s->nprobes; k++) {
		const struct probe *pr = &s->probes[k];
		if (!pr->input)
			continue;
		rc = probe_differs(s, ss, pr, o->why, sizeof o->why, &d);
		if (rc == 1) {
			show_input(s, pr->input, id, o->input, sizeof o->input);
			snprintf(o->origin, sizeof o->origin, "stress: gen %s", pr->args);
		} else if (rc < 0) {
			/* A broken session: the next input gets a fresh one. */
			sandbox_session_close(ss);
			ss = judge_program_open(s->j, &prog, &s->p->limits, &d);
		}
	}
	sandbox_session_close(ss);
	if (rc == 0 && s->p->explore)
		rc = explorer_differs(s, cr.binary, o, &d);
	if (rc == 0)
		rc = sanitizer_sees(s, file, o, &d);
	if (rc == 1) {
		o->status = o->status == M_SANITIZER ? M_SANITIZER : M_DIFFERS;
	} else if (rc < 0) {
		o->status = M_ERROR;
		snprintf(o->why, sizeof o->why, "%s", d.msg);
	}
	compile_result_free(&cr);
}

/* ---- one problem ---- */

static void mutant_one(struct state *s, size_t k)
{
	size_t idx = s->picked[k];
	struct outcome *o = &s->out[k];
	size_t len;
	char *source = mutate_apply(s->text, s->len, &s->m[idx], &len);
	char *cached = verdict_path(s, source, len);
	char *file = NULL;
	if (s->j->progress)
		fprintf(stderr, "\r%s: mutant %zu (%zu of %zu)\033[K", s->p->id, idx + 1, k + 1, s->npicked);
	if (!cache_read(cached, o)) {
		struct diag d;
		file = xasprintf("%s/mutant-%zu.c", s->j->workdir, idx + 1);
		if (write_file_atomic(file, source, len, 0644, &d) < 0) {
			o->status = M_ERROR;
			snprintf(o->why, sizeof o->why, "%s", d.msg);
		} else {
			judge_mutant(s, file, o);
			if (o->status != M_ERROR)
				cache_write(cached, o);
		}
	}
	char *same = o->status == M_SURVIVED ? same_path(s, source, len) : NULL;
	if (same && path_exists(same)) {
		o->cached = 1; /* equal to the reference before, on the same inputs */
	} else if (o->status == M_SURVIVED) {
		if (!file) {
			struct diag d;
			file = xasprintf("%s/mutant-%zu.c", s->j->workdir, idx + 1);
			if (write_file_atomic(file, source, len, 0644, &d) < 0) {
				o->status = M_ERROR;
				snprintf(o->why, sizeof o->why, "%s", d.msg);
			}
		}
		if (o->status == M_SURVIVED) {
			compare_survivor(s, file, idx + 1, o);
			struct diag d;
			/* A cache that cannot be written costs time, not correctness. */
			if (o->status == M_SURVIVED)
				write_file_atomic(same, "same\n", 5, 0644, &d);
		}
	}
	free(same);
	bin_dir_reset(s);
	if (file) {
		unlink(file);
		free(file);
	}
	free(cached);
	free(source);
}

/* The problem's tools a survivor is compared with: the reference, the generator, the checker or interactor. */
static int build_tools(struct state *s, struct diag *d)
{
	if (judge_build_tool(s->j, s->p->solver, &s->ref, d) < 0)
		return -1;
	if (s->p->generator && judge_build_tool(s->j, s->p->generator, &s->gen, d) < 0)
		return -1;
	if (s->p->checker.kind >= CHECKER_CUSTOM && judge_build_tool(s->j, s->p->checker.program, &s->checker, d) < 0)
		return -1;
	return 0;
}

struct tally {
	size_t killed, stillborn, survived, differs, sanitizer, errors;
	size_t by_verdict[V_SKIPPED + 1];
};

static struct tally count(const struct state *s)
{
	struct tally t = { 0 };
	for (size_t k = 0; k < s->npicked; k++) {
		const struct outcome *o = &s->out[k];
		switch (o->status) {
		case M_KILLED:
			t.killed++;
			for (int v = 0; v <= V_SKIPPED; v++)
				if (!strcmp(o->verdict, verdict_code((enum verdict)v)))
					t.by_verdict[v]++;
			break;
		case M_STILLBORN:
			t.stillborn++;
			break;
		case M_SURVIVED:
			t.survived++;
			break;
		case M_DIFFERS:
			t.differs++;
			break;
		case M_SANITIZER:
			t.sanitizer++;
			break;
		case M_ERROR:
			t.errors++;
			break;
		}
	}
	return t;
}

static double score(const struct tally *t)
{
	return t->killed + t->differs ? 100.0 * (double)t->killed / (double)(t->killed + t->differs) : 100.0;
}

static const char *rel_path(const struct state *s, const char *path)
{
	size_t n = strlen(s->j->root);
	return !strncmp(path, s->j->root, n) && path[n] == '/' ? path + n + 1 : path;
}

static void print_text(const struct state *s, const struct tally *t)
{
	FILE *f = stdout;
	printf("%s: %zu mutants of %s%s, judged on %zu tests\n", s->p->id, s->npicked, rel_path(s, s->p->solver),
	       s->npicked < s->n ? " (a sample)" : "", s->p->ntests);
	for (size_t k = 0; k < s->npicked; k++) {
		const struct outcome *o = &s->out[k];
		if (o->status == M_KILLED || o->status == M_STILLBORN)
			continue;
		char what[200];
		mutate_describe(&s->m[s->picked[k]], what, sizeof what);
		char *line;
		if (o->status == M_DIFFERS)
			line = xasprintf("mutant %zu, %s: survived; differs on input %s (%s): %s", s->picked[k] + 1,
			                 what, rel_path(s, o->input), o->origin, o->why);
		else if (o->status == M_SANITIZER)
			line = xasprintf("mutant %zu, %s: survived; no difference found, but the sanitizer reports on "
			                 "test %s: %s",
			                 s->picked[k] + 1, what, o->test, o->why);
		else if (o->status == M_SURVIVED)
			line = xasprintf("mutant %zu, %s: survived; no difference found", s->picked[k] + 1, what);
		else
			line = xasprintf("mutant %zu, %s: the judge failed: %s", s->picked[k] + 1, what, o->why);
		char *e = report_text_escape(line);
		fprintf(f, "  %s\n", e);
		free(e);
		free(line);
	}
	fprintf(f, "killed %zu (", t->killed);
	const char *sep = "";
	for (int v = 0; v <= V_SKIPPED; v++) {
		if (t->by_verdict[v]) {
			fprintf(f, "%s%s %zu", sep, verdict_code((enum verdict)v), t->by_verdict[v]);
			sep = ", ";
		}
	}
	fprintf(f,
	        "), stillborn %zu (do not compile), survived %zu (%zu differ, %zu seen by the sanitizer only, %zu no "
	        "difference found)",
	        t->stillborn, t->differs + t->sanitizer + t->survived, t->differs, t->sanitizer, t->survived);
	if (t->errors)
		fprintf(f, ", %zu not judged (the judge failed)", t->errors);
	fprintf(f, "\nscore: %zu killed / (%zu + %zu differing) = %.1f%%\n", t->killed, t->killed, t->differs,
	        score(t));
}

static void print_json(const struct state *s, const struct tally *t)
{
	json_t *list = json_array();
	for (size_t k = 0; k < s->npicked; k++) {
		const struct outcome *o = &s->out[k];
		const struct mutant *m = &s->m[s->picked[k]];
		json_t *e = json_pack("{s:I, s:i, s:i, s:s, s:s, s:s, s:s, s:b}", "id", (json_int_t)(s->picked[k] + 1),
		                      "line", m->line, "col", m->col, "kind", m->kind, "from", m->from, "to", m->to,
		                      "status", status_names[o->status], "cached", o->cached);
		if (o->status == M_KILLED) {
			json_object_set_new(e, "verdict", json_string(o->verdict));
			json_object_set_new(e, "test", json_string(o->test));
		} else if (o->status == M_DIFFERS) {
			json_object_set_new(e, "input", json_string(rel_path(s, o->input)));
			json_object_set_new(e, "origin", json_string(o->origin));
			json_object_set_new(e, "message", json_string(o->why));
		} else if (o->status == M_SANITIZER) {
			json_object_set_new(e, "test", json_string(o->test));
			json_object_set_new(e, "message", json_string(o->why));
		} else if (o->status == M_ERROR) {
			json_object_set_new(e, "message", json_string(o->why));
		}
		json_array_append_new(list, e);
	}
	json_t *root = json_pack("{s:s, s:s, s:I, s:I, s:I, s:I, s:I, s:I, s:I, s:I, s:I, s:f, s:o}", "problem",
	                         s->p->id, "solver", rel_path(s, s->p->solver), "seed", (json_int_t)s->cli->seed,
	                         "mutants", (json_int_t)s->n, "judged", (json_int_t)s->npicked, "killed",
	                         (json_int_t)t->killed, "stillborn", (json_int_t)t->stillborn, "survived",
	                         (json_int_t)(t->survived + t->differs + t->sanitizer), "differing",
	                         (json_int_t)t->differs, "sanitizer", (json_int_t)t->sanitizer, "errors",
	                         (json_int_t)t->errors, "score", score(t), "mutant_list", list);
	report_print_json(stdout, root);
	json_decref(root);
}

static int run_problem(struct state *s)
{
	struct diag d;
	if (read_file(s->p->solver, &s->text, &s->len, &d) < 0) {
		cli_error("%s", d.msg);
		return EXIT_USAGE;
	}
	s->m = mutate_find(s->text, s->len, &s->n);
	s->npicked = s->cli->max && (size_t)s->cli->max < s->n ? (size_t)s->cli->max : s->n;
	s->picked = xcalloc(s->npicked ? s->npicked : 1, sizeof *s->picked);
	mutate_sample(s->n, s->npicked, (unsigned long long)s->cli->seed, s->picked);
	s->out = xcalloc(s->npicked ? s->npicked : 1, sizeof *s->out);
	s->cache = xasprintf("%s/mutants", s->j->cache_dir);
	s->bin_dir = xasprintf("%s/mutant-bin", s->j->workdir);
	if (mkdir_p(s->cache, 0755, &d) < 0 || mkdir_p(s->bin_dir, 0755, &d) < 0 ||
	    !(s->cc = compiler_new(s->j->sb, s->bin_dir, s->j->workdir, &d)) || build_tools(s, &d) < 0) {
		cli_error("%s: %s", s->p->id, d.msg);
		return EXIT_JUDGE_FAILED;
	}
	tests_digest(s);
	for (size_t k = 0; k < s->npicked; k++)
		mutant_one(s, k);
	if (s->j->progress)
		fputs("\r\033[K", stderr);
	struct tally t = count(s);
	if (s->cli->json)
		print_json(s, &t);
	else
		print_text(s, &t);
	return t.errors ? EXIT_JUDGE_FAILED : t.differs ? EXIT_REJECTED : EXIT_ACCEPTED;
}

static void state_free(struct state *s)
{
	for (size_t k = 0; k < s->nprobes; k++) {
		if (s->probes[k].input)
			unlink(s->probes[k].input);
		if (s->probes[k].answer)
			unlink(s->probes[k].answer);
		free(s->probes[k].args);
		free(s->probes[k].input);
		free(s->probes[k].answer);
	}
	free(s->probes);
	mutants_free(s->m, s->n);
	compiler_free(s->cc);
	free(s->picked);
	free(s->out);
	free(s->text);
	free(s->cache);
	free(s->bin_dir);
	free(s->ref);
	free(s->gen);
	free(s->checker);
	free(s->explorer);
}

int cmd_mutants(struct cli *cli)
{
	struct diag d;
	struct state s = { .cli = cli };
	if (!cli->has_seed)
		cli->seed = 1;
	s.p = problem_load(cli->root, cli->args[0], PROBLEM_NEED_DATA, &d);
	if (!s.p) {
		cli_error("%s", d.msg);
		return EXIT_USAGE;
	}
	s.j = cli_judge_new(cli->root, cli->jobs, &d);
	if (!s.j) {
		cli_error("%s", d.msg);
		problem_free(s.p);
		return EXIT_JUDGE_FAILED;
	}
	cli_progress(s.j);
	int rc;
	s.lang = lang_by_file(s.j->langs, s.p->solver);
	if (!s.lang) {
		cli_error("%s: the reference '%s' is in no language of the judge", s.p->id, s.p->solver);
		rc = EXIT_USAGE;
	} else {
		rc = run_problem(&s);
	}
	state_free(&s);
	judge_free(s.j);
	problem_free(s.p);
	return rc;
}
