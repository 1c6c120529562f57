/*
 * How this works (the contract is in mutant-runs.h). Mutants compile with a
 * compiler of their own whose cache lives in the judge's scratch directory
 * and is emptied after each mutant, so thousands of binaries never reach the
 * shared compile cache. Verdicts are cached under <cache>/mutants/ by a hash
 * of the mutant's source and of everything the tests are (the manifest, the
 * checker, every input and answer, the C compile line): a second run over
 * unchanged tests judges nothing again. A survivor found equal to the
 * reference is remembered too, by a key that adds what its comparison ran
 * (the reference, generator, checker and explorer, by their binaries' names,
 * which the compile cache makes from their sources, headers and compiler; the
 * language table, for the sanitized build; and the comparison's own version):
 * "no difference" is not sought again. A survivor that differs or that the
 * sanitizer sees is compared again each run, so its input and report are
 * always shown.
 *
 * The inputs a survivor is compared on (the probes) are made once, at the
 * first survivor: each stress input with the reference's answer, each
 * boundary input (checked by the problem's validator: one refused, or one the
 * reference cannot solve, is the problem's fault and every survivor's error)
 * with the reference's answer, and the explorer's input with the reference's
 * answer to it. They are also the tests
 * of a problem of their own (a copy of the problem's manifest with the probes
 * as tests), on which a survivor's sanitized build is judged like a
 * submission.
 *
 * A survivor found equal everywhere is equivalent when problems/ID/
 * equivalent-mutants.md argues so under a heading that is its description,
 * unproven when not (the file is read at the start, matched at the end).
 */
#define _GNU_SOURCE
#include "analysis/mutant-runs.h"

#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>
#include <xxhash.h>

#include "analysis/explorer.h"
#include "hash.h"
#include "run/checker.h"
#include "util.h"

#define INLINE_INPUT_MAX 160 /* an input this short is shown; a longer one is saved and its path shown */

/*
 * The comparison's version, in the key of a survivor found equal: a survivor
 * remembered by an older comparison is compared again (same-2: the sanitized
 * build on the probes too; same-3: an interactive run's sanitizer report seen).
 */
#define SAME_VERSION "same-3"

static const char *const status_names[] = { "killed",    "stillborn", "unproven",  "differs",
	                                     "sanitizer", "error",     "equivalent" };

#define ARGUED_FILE "equivalent-mutants.md"

const char *mutant_status_name(enum mutant_status s)
{
	return status_names[s];
}

/* An input no test stores, with the reference's answer (for an interactive problem, its game). */
struct probe {
	const char *kind; /* "stress" or "boundary"; NULL for the explorer's input */
	char *args;       /* the generator's arguments; NULL for the explorer's input */
	char *input; /* NULL: left out (the reference could not solve it) */
	char *answer;
};

struct state {
	struct judge *j;
	const struct problem *p;
	const struct mutants_opts *opts;
	const struct language *lang;
	struct compiler *cc; /* the mutants' own */
	char *bin_dir;       /* its cache, emptied after each mutant */
	char *cache;         /* <cache>/mutants */
	char digest[33];     /* the tests, as the verdict cache's key knows them */
	char *ref, *gen, *checker, *validator;
	char *explorer; /* built at first need (explorer_bin) */
	struct probe *probes;
	size_t nprobes, nstress, nboundary; /* stress, then boundary, then the explorer's */
	char probe_error[700];              /* a boundary input refused or unsolved: every survivor's error */
	int probes_ready;
	struct problem probed; /* the problem with the probes as its tests, for the sanitized runs */
	size_t *probe_of;      /* probed's test i is probe probe_of[i] */
	char *text;            /* the reference's source */
	size_t len;
	struct argued *argued; /* equivalent-mutants.md's headings */
	size_t nargued;
	char *argued_file; /* its path for messages, repository-relative */
	struct mutants_result *r;
};

/* A heading of equivalent-mutants.md: a mutant's description, with an argument under it. */
struct argued {
	char *key;
	int line;
	int matched; /* a survivor found equal has it */
};

/* ---- the caches ---- */

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
	hash_hex(st, s->digest);
	XXH3_freeState(st);
}

static char *verdict_path(struct state *s, const char *source, size_t len)
{
	XXH3_state_t *st = XXH3_createState();
	XXH3_128bits_reset(st);
	XXH3_128bits_update(st, s->digest, sizeof s->digest);
	XXH3_128bits_update(st, source, len);
	char key[33];
	hash_hex(st, key);
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
	XXH3_128bits_update(st, SAME_VERSION, sizeof SAME_VERSION);
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
	hash_hex(st, key);
	XXH3_freeState(st);
	return xasprintf("%s/%s", s->cache, key);
}

/* A cached verdict: "killed VERDICT TEST", "stillborn" or "survived". 1 when found. */
static int cache_read(const char *path, struct mutant_outcome *o)
{
	char line[200];
	if (!read_head(path, line, sizeof line))
		return 0;
	char word[16] = "", verdict[8] = "", test[96] = "";
	if (sscanf(line, "%15s %7s %95s", word, verdict, test) < 1)
		return 0;
	if (!strcmp(word, "killed") && test[0]) {
		o->status = MUTANT_KILLED;
		snprintf(o->verdict, sizeof o->verdict, "%s", verdict);
		snprintf(o->test, sizeof o->test, "%s", test);
	} else if (!strcmp(word, "stillborn")) {
		o->status = MUTANT_STILLBORN;
	} else if (!strcmp(word, "survived")) {
		o->status = MUTANT_SURVIVED;
	} else {
		return 0;
	}
	o->cached = 1;
	return 1;
}

static void cache_write(const char *path, const struct mutant_outcome *o)
{
	char line[200];
	struct diag d;
	int n = o->status == MUTANT_KILLED     ? snprintf(line, sizeof line, "killed %s %s\n", o->verdict, o->test)
	        : o->status == MUTANT_SURVIVED ? snprintf(line, sizeof line, "survived\n")
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
static void judge_mutant(struct state *s, const char *file, struct mutant_outcome *o)
{
	struct judge_opts opts = { .lang = s->lang, .first_fail = 1, .cc = s->cc };
	struct submission_result r;
	struct diag d;
	if (judge_submission(s->j, s->p, file, &opts, &r, &d) < 0) {
		o->status = MUTANT_ERROR;
		snprintf(o->why, sizeof o->why, "%s", d.msg);
		return;
	}
	if (r.verdict == V_JE) {
		o->status = MUTANT_ERROR;
		snprintf(o->why, sizeof o->why, "%s", r.judge_error ? r.judge_error : "the judge failed");
	} else if (r.verdict == V_CE) {
		o->status = MUTANT_STILLBORN;
	} else if (r.verdict == V_AC) {
		o->status = MUTANT_SURVIVED;
	} else {
		o->status = MUTANT_KILLED;
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

/* ---- the probes: inputs no test stores ---- */

/* The reference's answer to a probe's input; the input is left out (NULL) when it cannot be had. */
static void solve_probe(struct state *s, struct probe *pr)
{
	struct run_outcome o;
	struct diag d;
	pr->answer = judge_scratch(s->j, "probe-ans");
	if (judge_solve(s->j, NULL, s->p, s->checker, s->ref, pr->input, pr->answer, &judge_tool_limits, &o, &d) < 0 ||
	    o.verdict != V_AC) {
		/* `judge validate` answers for the stress runs; an input the reference cannot solve is left out. */
		unlink(pr->input);
		free(pr->input);
		pr->input = NULL;
	}
}

/* The validator's word on a boundary input: NULL when it accepts, else why not (static storage of the caller). */
static const char *boundary_refused(struct state *s, const char *input, char *why, size_t size)
{
	struct run_outcome o;
	struct diag d;
	if (!s->validator)
		return NULL;
	char *out = judge_scratch(s->j, "probe-val");
	int rc = judge_run(s->j, s->validator, NULL, input, out, &judge_tool_limits, &o, &d);
	unlink(out);
	free(out);
	if (rc < 0)
		snprintf(why, size, "the validator could not be run: %s", d.msg);
	else if (o.verdict != V_AC)
		snprintf(why, size, "the validator refuses it: %.*s", (int)strcspn(o.stderr_head, "\n"),
		         o.stderr_head[0] ? o.stderr_head : o.message);
	return rc < 0 || o.verdict != V_AC ? why : NULL;
}

/* A boundary input that cannot be used: the problem's fault, recorded for every survivor (the first one found). */
static void boundary_fault(struct state *s, const struct probe *pr, const char *why)
{
	static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
	pthread_mutex_lock(&lock);
	if (!s->probe_error[0])
		snprintf(s->probe_error, sizeof s->probe_error, "%s: boundary gen %s: %s", s->p->manifest, pr->args,
		         why);
	pthread_mutex_unlock(&lock);
}

/* Probe k: the k-th stress input, or past them the (k - nstress)-th boundary input. */
static void make_probe(void *arg, size_t k)
{
	struct state *s = arg;
	struct probe *pr = &s->probes[k];
	const struct stress *list = s->p->stress;
	pr->kind = "stress";
	if (k >= s->nstress) {
		k -= s->nstress;
		list = s->p->boundary;
		pr->kind = "boundary";
	}
	size_t e = 0;
	while ((long)k >= list[e].count)
		k -= (size_t)list[e++].count;
	pr->args = problem_expand_args(list[e].gen_args, (long)k + 1);
	pr->input = judge_scratch(s->j, "probe-in");
	struct run_outcome o;
	struct diag d;
	char why[600];
	const char *refused = NULL;
	int boundary = list == s->p->boundary;
	if (judge_generate(s->j, NULL, s->gen, pr->args, pr->input, &o, &d) < 0 || o.verdict != V_AC)
		refused = "the generator fails on it";
	else if (boundary)
		refused = boundary_refused(s, pr->input, why, sizeof why);
	if (!refused)
		solve_probe(s, pr);
	else {
		unlink(pr->input);
		free(pr->input);
		pr->input = NULL;
	}
	if (boundary && !pr->input)
		boundary_fault(s, pr, refused ? refused : "the reference does not solve it");
}

/* The explorer's call over its default range, with its parameters' defaults (params freed by the caller). */
static struct explore_call explorer_call(struct state *s, const char *bin, struct strv *params)
{
	const struct explore_spec *e = s->p->explore;
	for (size_t k = 0; k < e->nparams; k++) {
		char *kv = xasprintf("%s=%s", e->params[k].name, e->params[k].value);
		strv_push(params, kv);
		free(kv);
	}
	return (struct explore_call){
		.p = s->p, .bin = bin, .span = e->range, .params = params->v, .nparams = params->n
	};
}

/* The explorer's input as the last probe; left out when the explorer fails (explorer_differs says why). */
static void explorer_probe(struct state *s, struct probe *pr)
{
	struct diag d;
	const char *bin = explorer_bin(s, &d);
	if (!bin)
		return;
	struct strv params = { 0 };
	struct explore_call call = explorer_call(s, bin, &params);
	pr->input = judge_scratch(s->j, "probe-explore");
	if (explore_input(s->j, &call, pr->input, &d) != 0) {
		unlink(pr->input);
		free(pr->input);
		pr->input = NULL;
	} else {
		solve_probe(s, pr);
	}
	strv_free(&params);
}

/* The problem with the probes that could be made as its tests: what a survivor's sanitized build is judged on. */
static void probed_problem(struct state *s)
{
	s->probed = *s->p;
	s->probed.tests = xcalloc(s->nprobes ? s->nprobes : 1, sizeof *s->probed.tests);
	s->probe_of = xcalloc(s->nprobes ? s->nprobes : 1, sizeof *s->probe_of);
	s->probed.ntests = 0;
	for (size_t k = 0; k < s->nprobes; k++) {
		if (!s->probes[k].input)
			continue;
		struct test *t = &s->probed.tests[s->probed.ntests];
		t->name = s->probes[k].args ? xasprintf("%s-%zu", s->probes[k].kind, k + 1) : xstrdup("explore");
		t->gen_args = s->probes[k].args;
		t->input = t->rel_input = s->probes[k].input;
		t->answer = t->rel_answer = s->probes[k].answer;
		s->probe_of[s->probed.ntests++] = k;
	}
}

/* The probes, made once, at the first survivor. */
static void probes_prepare(struct state *s)
{
	if (s->probes_ready)
		return;
	s->probes_ready = 1;
	size_t nstress = 0;
	for (size_t i = 0; s->gen && i < s->p->nstress; i++)
		s->nstress += (size_t)s->p->stress[i].count;
	for (size_t i = 0; s->gen && i < s->p->nboundary; i++)
		s->nboundary += (size_t)s->p->boundary[i].count;
	nstress = s->nstress + s->nboundary;
	s->nprobes = nstress + (s->p->explore ? 1 : 0);
	s->probes = xcalloc(s->nprobes ? s->nprobes : 1, sizeof *s->probes);
	if (s->opts->progress && s->gen) {
		struct mutants_progress what = { .p = s->p, .stage = MUTANTS_PROBES, .of = nstress };
		s->opts->progress(s->opts->arg, &what);
	}
	parallel_for(nstress, s->j->jobs, make_probe, s);
	if (s->p->explore)
		explorer_probe(s, &s->probes[nstress]);
	probed_problem(s);
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

/* Where the explorer's input comes from, for a report. */
static void explorer_origin(const struct state *s, char *buf, size_t size)
{
	const struct explore_spec *e = s->p->explore;
	if (e->dims == 2)
		snprintf(buf, size, "explore, every position of %ld..%ld, %ld..%ld", e->range.lo[0], e->range.hi[0],
		         e->range.lo[1], e->range.hi[1]);
	else
		snprintf(buf, size, "explore, every position of %ld..%ld", e->range.lo[0], e->range.hi[0]);
}

/* ---- survivors: the reference beside them on the probes ---- */

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

/*
 * A survivor's runs on the stress inputs, on j->jobs workers, each with a
 * session of its own. The answer is the first input in manifest order that
 * differs (or on which the judge failed), whatever order the runs end in:
 * an input past the first one found so far is not run, one before it still is.
 */
struct stress_runs {
	struct state *s;
	struct judge_program prog;
	struct sandbox_session **ss; /* per worker, opened at its first input */
	int *rc;                     /* per input: probe_differs()'s answer */
	char (*why)[700];            /* per input: what differs, or the judge's words */
	size_t first;                /* the first input that differs or failed so far; nprobes: none */
	pthread_mutex_t lock;        /* guards first */
};

static void stress_one(void *arg, size_t worker, size_t k)
{
	struct stress_runs *sr = arg;
	struct state *s = sr->s;
	const struct probe *pr = &s->probes[k];
	pthread_mutex_lock(&sr->lock);
	int skip = k > sr->first;
	pthread_mutex_unlock(&sr->lock);
	/* Left out, or the explorer's input (explorer_differs reads its answers closer), or past a difference. */
	if (skip || !pr->input || !pr->args)
		return;
	struct diag d;
	if (!sr->ss[worker] && !(sr->ss[worker] = judge_program_open(s->j, &sr->prog, &s->p->limits, &d)))
		sr->rc[k] = -1;
	else
		sr->rc[k] = probe_differs(s, sr->ss[worker], pr, sr->why[k], sizeof sr->why[k], &d);
	if (sr->rc[k] < 0) {
		snprintf(sr->why[k], sizeof sr->why[k], "%s", d.msg);
		/* A broken session: the worker's next input gets a fresh one. */
		sandbox_session_close(sr->ss[worker]);
		sr->ss[worker] = NULL;
	}
	pthread_mutex_lock(&sr->lock);
	if (sr->rc[k] != 0 && k < sr->first)
		sr->first = k;
	pthread_mutex_unlock(&sr->lock);
}

/* The survivor's binary on every stress input: 1 with the input shown in o when it differs, 0, or -1. */
static int stress_differs(struct state *s, const struct compile_result *cr, size_t id, struct mutant_outcome *o,
                          struct diag *d)
{
	size_t n = s->nprobes, workers = parallel_workers(n, s->j->jobs);
	struct stress_runs sr = { .s = s, .prog = { .binary = cr->binary, .lang = s->lang }, .first = n };
	sr.ss = xcalloc(workers ? workers : 1, sizeof *sr.ss);
	sr.rc = xcalloc(n ? n : 1, sizeof *sr.rc);
	sr.why = xcalloc(n ? n : 1, sizeof *sr.why);
	pthread_mutex_init(&sr.lock, NULL);
	parallel_for_workers(n, s->j->jobs, stress_one, &sr);
	int rc = sr.first < n ? sr.rc[sr.first] : 0;
	if (rc == 1) {
		const struct probe *pr = &s->probes[sr.first];
		snprintf(o->why, sizeof o->why, "%s", sr.why[sr.first]);
		show_input(s, pr->input, id, o->input, sizeof o->input);
		snprintf(o->origin, sizeof o->origin, "%s: gen %s", pr->kind, pr->args);
	} else if (rc < 0) {
		diag_set(d, "%s", sr.why[sr.first]);
	}
	for (size_t w = 0; w < workers; w++)
		sandbox_session_close(sr.ss[w]);
	pthread_mutex_destroy(&sr.lock);
	free(sr.ss);
	free(sr.rc);
	free(sr.why);
	return rc;
}

/* The explorer's input over its default range: every small position, valued from the rules. */
static int explorer_differs(struct state *s, const char *binary, struct mutant_outcome *o, struct diag *d)
{
	const char *bin = explorer_bin(s, d);
	if (!bin)
		return -1;
	struct strv params = { 0 };
	struct explore_call call = explorer_call(s, bin, &params);
	struct against_result ar;
	struct judge_program prog = { .binary = binary, .lang = s->lang };
	int rc = explore_against(s->j, &call, &prog, &ar, d);
	if (rc == 0) {
		if (ar.run.verdict != V_AC || ar.wrong || ar.missing) {
			size_t first = 0;
			while (first < ar.n && ar.marks[first] != 'x' && ar.marks[first] != '?')
				first++;
			snprintf(o->input, sizeof o->input, "the explorer's input");
			explorer_origin(s, o->origin, sizeof o->origin);
			if (ar.run.verdict != V_AC)
				snprintf(o->why, sizeof o->why, "%s %s", verdict_code(ar.run.verdict), ar.run.message);
			else
				snprintf(o->why, sizeof o->why, "%zu of %zu positions answered wrong or not at all; %s",
				         ar.wrong + ar.missing, ar.asked,
				         first < ar.n && ar.notes[first] ? ar.notes[first] : "");
			rc = 1;
		}
		explore_against_result_free(&ar);
	}
	if (rc == EXPLORE_USAGE)
		rc = -1; /* the manifest's own range refused: the problem's fault */
	strv_free(&params);
	return rc;
}

/*
 * The survivor's sanitized build judged on problem q (the tests, or the
 * probes), every test run: 1 with the first test whose run ended in a
 * sanitizer report (its index in *at), 0 when the sanitizer had nothing to
 * say, -1 when the judge failed. Only a report counts: a sanitized build is
 * slower, and a TLE of it says nothing.
 */
static int sanitized_run(struct state *s, const struct problem *q, const char *file, int first_fail, size_t *at,
                         char *why, size_t size, struct diag *d)
{
	struct judge_opts opts = { .lang = s->lang, .first_fail = first_fail, .cc = s->cc, .sanitize = 1 };
	struct submission_result r;
	if (judge_submission(s->j, q, file, &opts, &r, d) < 0)
		return -1;
	int rc = 0;
	if (r.verdict == V_JE) {
		diag_set(d, "%s", r.judge_error ? r.judge_error : "the judge failed");
		rc = -1;
	}
	for (size_t i = 0; rc == 0 && i < r.ntests; i++) {
		if (!strncmp(r.tests[i].message, "sanitizer: ", 11)) {
			*at = i;
			snprintf(why, size, "%s", r.tests[i].message + 11);
			rc = 1;
		}
	}
	submission_result_free(&r);
	return rc;
}

/*
 * A survivor that gives the reference's answers everywhere may still break a
 * rule that a static -O2 build hides (an array one element short): its
 * sanitized build on the tests (first failure first, as the tests are
 * judged), then on the probes. 1 with MUTANT_SANITIZER and the report, 0, or -1.
 */
static int sanitizer_sees(struct state *s, const char *file, size_t id, struct mutant_outcome *o, struct diag *d)
{
	size_t at;
	int rc = sanitized_run(s, s->p, file, 1, &at, o->why, sizeof o->why, d);
	if (rc == 1) {
		snprintf(o->test, sizeof o->test, "%s", s->p->tests[at].name);
	} else if (rc == 0 && s->probed.ntests) {
		rc = sanitized_run(s, &s->probed, file, 0, &at, o->why, sizeof o->why, d);
		const struct probe *pr = rc == 1 ? &s->probes[s->probe_of[at]] : NULL;
		if (pr && pr->args) {
			show_input(s, pr->input, id, o->input, sizeof o->input);
			snprintf(o->origin, sizeof o->origin, "%s: gen %s", pr->kind, pr->args);
		} else if (pr) {
			snprintf(o->input, sizeof o->input, "the explorer's input");
			explorer_origin(s, o->origin, sizeof o->origin);
		}
	}
	if (rc == 1)
		o->status = MUTANT_SANITIZER;
	return rc;
}

/* A survivor beside the reference: MUTANT_DIFFERS with the input, MUTANT_SANITIZER, or it stays MUTANT_SURVIVED. */
static void compare_survivor(struct state *s, const char *file, size_t id, struct mutant_outcome *o)
{
	struct compile_result cr;
	struct diag d;
	int built = compile_source(s->cc, s->lang, file, NULL, &cr, &d);
	if (built != 0 || !cr.ok) {
		o->status = MUTANT_ERROR;
		snprintf(o->why, sizeof o->why, "it compiled for the tests but not again: %s", built ? d.msg : cr.log);
		if (built == 0)
			compile_result_free(&cr);
		return;
	}
	probes_prepare(s);
	if (s->probe_error[0]) {
		o->status = MUTANT_ERROR;
		snprintf(o->why, sizeof o->why, "%s", s->probe_error);
		compile_result_free(&cr);
		return;
	}
	int rc = stress_differs(s, &cr, id, o, &d);
	if (rc == 0 && s->p->explore)
		rc = explorer_differs(s, cr.binary, o, &d);
	if (rc == 0)
		rc = sanitizer_sees(s, file, id, o, &d);
	if (rc == 1) {
		o->status = o->status == MUTANT_SANITIZER ? MUTANT_SANITIZER : MUTANT_DIFFERS;
	} else if (rc < 0) {
		o->status = MUTANT_ERROR;
		snprintf(o->why, sizeof o->why, "%s", d.msg);
	}
	compile_result_free(&cr);
}

/* ---- equivalent-mutants.md: the arguments that a survivor found equal means the same ---- */

static struct argued *argued_find(struct state *s, const char *key)
{
	for (size_t i = 0; i < s->nargued; i++)
		if (!strcmp(s->argued[i].key, key))
			return &s->argued[i];
	return NULL;
}

/* One "## " heading: a key, waiting for its argument; -1 with a message when the key is argued twice. */
static int argued_heading(struct state *s, char *key, int line, struct diag *d)
{
	size_t n = strlen(key);
	while (n && (key[n - 1] == ' ' || key[n - 1] == '\r' || key[n - 1] == '\t'))
		key[--n] = '\0';
	const struct argued *twice = argued_find(s, key);
	if (twice) {
		diag_set(d, "%s:%d: '%s' is argued already at line %d", s->argued_file, line, key, twice->line);
		return -1;
	}
	s->argued = xrealloc(s->argued, (s->nargued + 1) * sizeof *s->argued);
	s->argued[s->nargued++] = (struct argued){ .key = xstrdup(key), .line = line };
	return 0;
}

/*
 * Reads the file's "## " headings, each a mutant's description; the text up
 * to the next heading is the argument (headings in a row share the one under
 * the last). A heading with no text under it is an error: no argument, no
 * equivalence. No file: nothing argued.
 */
static int argued_read(struct state *s, struct diag *d)
{
	s->argued_file = xasprintf("problems/%s/%s", s->p->id, ARGUED_FILE);
	char *path = xasprintf("%s/%s", s->p->dir, ARGUED_FILE), *text;
	size_t len;
	int rc = path_exists(path) ? read_file(path, &text, &len, d) : 1;
	free(path);
	if (rc != 0)
		return rc < 0 ? -1 : 0;
	int line = 0, waiting = 0; /* waiting: the line of the first heading with no argument yet */
	for (char *at = text, *next; rc == 0 && at && *at; at = next) {
		next = strchr(at, '\n');
		if (next)
			*next++ = '\0';
		line++;
		if (!strncmp(at, "## ", 3)) {
			waiting = waiting ? waiting : line;
			rc = argued_heading(s, at + 3, line, d);
		} else if (at[0] == '#' && waiting) {
			break; /* another heading ends the section with no argument */
		} else if (at[strspn(at, " \t\r")]) {
			waiting = 0;
		}
	}
	free(text);
	if (rc == 0 && waiting)
		diag_set(d, "%s:%d: no argument under this heading (an equivalence needs one)", s->argued_file, waiting);
	return rc == 0 && waiting ? -1 : rc;
}

/*
 * Survivors found equal that an argument names become MUTANT_EQUIVALENT.
 * An argument for a mutant judged otherwise, or naming no mutant of the
 * reference at all, is stale (r->stale).
 */
static void argued_match(struct state *s)
{
	struct mutants_result *r = s->r;
	char what[200];
	for (size_t k = 0; k < r->npicked; k++) {
		mutate_describe(&r->m[r->picked[k]], what, sizeof what);
		struct argued *a = argued_find(s, what);
		struct mutant_outcome *o = &r->out[k];
		if (!a)
			continue;
		a->matched = 1;
		if (o->status == MUTANT_SURVIVED) {
			o->status = MUTANT_EQUIVALENT;
			snprintf(o->why, sizeof o->why, "%s:%d", s->argued_file, a->line);
		} else if (o->status != MUTANT_ERROR) {
			strv_pushf(&r->stale, "%s:%d: '%s' is argued equivalent, but it is %s", s->argued_file, a->line,
			           what, o->status == MUTANT_SANITIZER ? "seen by the sanitizer" : mutant_status_name(o->status));
		}
	}
	for (size_t k = 0; k < r->n; k++) {
		mutate_describe(&r->m[k], what, sizeof what);
		struct argued *a = argued_find(s, what);
		if (a)
			a->matched = 1; /* a mutant of the reference, left out of the sample */
	}
	for (size_t i = 0; i < s->nargued; i++)
		if (!s->argued[i].matched)
			strv_pushf(&r->stale, "%s:%d: '%s' is no mutant of the reference (was it changed?)",
			           s->argued_file, s->argued[i].line, s->argued[i].key);
}

/* ---- one problem ---- */

/* The mutant's source in a scratch file (*file, kept when already there); -1 with MUTANT_ERROR when it cannot be. */
static int mutant_file(struct state *s, size_t idx, const char *source, size_t len, char **file,
                       struct mutant_outcome *o)
{
	struct diag d;
	if (*file)
		return 0;
	*file = xasprintf("%s/mutant-%zu.c", s->j->workdir, idx + 1);
	if (write_file_atomic(*file, source, len, 0644, &d) == 0)
		return 0;
	o->status = MUTANT_ERROR;
	snprintf(o->why, sizeof o->why, "%s", d.msg);
	return -1;
}

static void mutant_one(struct state *s, size_t k)
{
	struct mutants_result *r = s->r;
	size_t idx = r->picked[k];
	struct mutant_outcome *o = &r->out[k];
	size_t len;
	char *source = mutate_apply(s->text, s->len, &r->m[idx], &len);
	char *cached = verdict_path(s, source, len);
	char *file = NULL;
	if (s->opts->progress) {
		struct mutants_progress what = {
			.p = s->p, .stage = MUTANTS_JUDGING, .id = idx + 1, .k = k + 1, .of = r->npicked
		};
		s->opts->progress(s->opts->arg, &what);
	}
	if (!cache_read(cached, o) && mutant_file(s, idx, source, len, &file, o) == 0) {
		judge_mutant(s, file, o);
		if (o->status != MUTANT_ERROR)
			cache_write(cached, o);
	}
	char *same = o->status == MUTANT_SURVIVED ? same_path(s, source, len) : NULL;
	if (same && path_exists(same)) {
		o->cached = 1; /* equal to the reference before, on the same inputs */
	} else if (o->status == MUTANT_SURVIVED && mutant_file(s, idx, source, len, &file, o) == 0) {
		compare_survivor(s, file, idx + 1, o);
		struct diag d;
		/* A cache that cannot be written costs time, not correctness. */
		if (o->status == MUTANT_SURVIVED)
			write_file_atomic(same, "same\n", 5, 0644, &d);
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
	if (s->p->nboundary && s->p->validator && judge_build_tool(s->j, s->p->validator, &s->validator, d) < 0)
		return -1;
	return 0;
}

static int cmp_index(const void *a, const void *b)
{
	size_t x = *(const size_t *)a, y = *(const size_t *)b;
	return (x > y) - (x < y);
}

/*
 * opts->only as r->picked: indices into r->m, increasing, each once. -1 with a
 * message for a number that is no mutant of the reference.
 */
static int pick_only(struct state *s, struct diag *d)
{
	struct mutants_result *r = s->r;
	r->picked = xcalloc(s->opts->nonly, sizeof *r->picked);
	for (size_t i = 0; i < s->opts->nonly; i++) {
		size_t id = s->opts->only[i];
		if (id < 1 || id > r->n) {
			diag_set(d, "%s: --only: no mutant %zu (the reference has %zu)", s->p->id, id, r->n);
			return -1;
		}
		r->picked[i] = id - 1;
	}
	qsort(r->picked, s->opts->nonly, sizeof *r->picked, cmp_index);
	r->npicked = 0;
	for (size_t i = 0; i < s->opts->nonly; i++)
		if (r->npicked == 0 || r->picked[r->npicked - 1] != r->picked[i])
			r->picked[r->npicked++] = r->picked[i];
	return 0;
}

/* The reference read, its mutants found and sampled (or picked), the caches and tools ready. */
static int setup(struct state *s, struct diag *d)
{
	struct mutants_result *r = s->r;
	if (read_file(s->p->solver, &s->text, &s->len, d) < 0)
		return MUTANTS_BAD_PROBLEM;
	s->lang = lang_by_file(s->j->langs, s->p->solver);
	if (!s->lang) {
		diag_set(d, "%s: the reference '%s' is in no language of the judge", s->p->id, s->p->solver);
		return MUTANTS_BAD_PROBLEM;
	}
	r->m = mutate_find(s->text, s->len, &r->n);
	if (s->opts->nonly) {
		if (pick_only(s, d) < 0)
			return MUTANTS_BAD_PROBLEM;
	} else {
		r->npicked = s->opts->max && s->opts->max < r->n ? s->opts->max : r->n;
		r->picked = xcalloc(r->npicked ? r->npicked : 1, sizeof *r->picked);
		mutate_sample(r->n, r->npicked, s->opts->seed, r->picked);
	}
	r->out = xcalloc(r->npicked ? r->npicked : 1, sizeof *r->out);
	s->cache = xasprintf("%s/mutants", s->j->cache_dir);
	s->bin_dir = xasprintf("%s/mutant-bin", s->j->workdir);
	if (mkdir_p(s->cache, 0755, d) < 0 || mkdir_p(s->bin_dir, 0755, d) < 0 ||
	    !(s->cc = compiler_new(s->j->sb, s->bin_dir, s->j->workdir, d)) || build_tools(s, d) < 0) {
		diag_prefix(d, "%s", s->p->id);
		return -1;
	}
	tests_digest(s);
	return argued_read(s, d) < 0 ? MUTANTS_BAD_PROBLEM : 0;
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
	for (size_t i = 0; s->probed.tests && i < s->probed.ntests; i++)
		free(s->probed.tests[i].name);
	free(s->probed.tests);
	free(s->probe_of);
	free(s->probes);
	compiler_free(s->cc);
	free(s->text);
	free(s->cache);
	free(s->bin_dir);
	free(s->ref);
	free(s->gen);
	free(s->checker);
	free(s->validator);
	free(s->explorer);
	for (size_t i = 0; i < s->nargued; i++)
		free(s->argued[i].key);
	free(s->argued);
	free(s->argued_file);
}

int mutants_run(struct judge *j, const struct problem *p, const struct mutants_opts *opts, struct mutants_result *r,
                struct diag *d)
{
	memset(r, 0, sizeof *r);
	struct state s = { .j = j, .p = p, .opts = opts, .r = r };
	int rc = setup(&s, d);
	for (size_t k = 0; rc == 0 && k < r->npicked; k++)
		mutant_one(&s, k);
	if (rc == 0 && s.probe_error[0]) {
		diag_set(d, "%s", s.probe_error); /* the problem's fault, as a manifest error is */
		rc = MUTANTS_BAD_PROBLEM;
	} else if (rc == 0) {
		argued_match(&s);
	}
	state_free(&s);
	return rc;
}

void mutants_result_free(struct mutants_result *r)
{
	mutants_free(r->m, r->n);
	free(r->picked);
	free(r->out);
	strv_free(&r->stale);
	memset(r, 0, sizeof *r);
}

struct mutants_tally mutants_count(const struct mutants_result *r)
{
	struct mutants_tally t = { 0 };
	for (size_t k = 0; k < r->npicked; k++) {
		const struct mutant_outcome *o = &r->out[k];
		switch (o->status) {
		case MUTANT_KILLED:
			t.killed++;
			for (int v = 0; v <= V_SKIPPED; v++)
				if (!strcmp(o->verdict, verdict_code((enum verdict)v)))
					t.by_verdict[v]++;
			break;
		case MUTANT_STILLBORN:
			t.stillborn++;
			break;
		case MUTANT_SURVIVED:
			t.survived++;
			break;
		case MUTANT_DIFFERS:
			t.differs++;
			break;
		case MUTANT_SANITIZER:
			t.sanitizer++;
			break;
		case MUTANT_ERROR:
			t.errors++;
			break;
		case MUTANT_EQUIVALENT:
			t.equivalent++;
			break;
		}
	}
	return t;
}

double mutants_score(const struct mutants_tally *t)
{
	return t->killed + t->differs ? 100.0 * (double)t->killed / (double)(t->killed + t->differs) : 100.0;
}
