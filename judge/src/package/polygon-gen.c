/*
 * polygon-gen.c: the tests a Polygon package does not hold, made as Polygon
 * makes them (polygon_generate() in polygon.h).
 *
 * A generated test's input is what its generator writes on stdout when run
 * with the arguments of the test's cmd ("gen 3 10" runs files/gen.* as
 * `gen 3 10`): a testlib generator seeds its random numbers from its
 * arguments, so the same command makes the same test. An answer the package
 * does not hold is what the solution tagged main writes on the test's input.
 * Each program is compiled and run in the sandbox, under the limits of the
 * judge's own tools, and each file goes into a folder of the judge's private
 * scratch directory (removed with the judge): nothing is written into the
 * package. A program that fails is the package's fault, named with its test.
 *
 * A test with from-file is made as the package's scripts/gen-input-via-file.sh
 * and gen-input-via-files.sh make it, for a script line that writes several
 * tests in one run (`gen 10 > {3-5}`, `gen 5 > $`): the test's cmd is run once,
 * in an empty folder shown read-write as its working directory, and the test
 * takes the file it wrote named by from-file ("3"), else "03", else "003".
 * Tests that share a cmd share that one run.
 *
 * A generated input is also kept in the judge's cache (polygon-tests/ under
 * its cache folder), named by a hash of the generator's built program (which
 * its source, its headers and the compiler made: the compile cache's key), its
 * language and the test's cmd: a second run takes it from there instead of
 * running the generator again, and a change of any of those misses it.
 */
#define _GNU_SOURCE
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>
#include <xxhash.h>

#include "package/judging.h"
#include "package/polygon.h"
#include "package/polygon-internal.h"
#include "run/judge.h"
#include "util.h"

struct maker {
	struct judge *j;
	struct package *pkg;
	struct polygon *pg;
	char *dir, *empty;               /* the folder the files go into; an empty input for generators */
	struct package_tool *gens;       /* one per pg->exes, built when first needed */
	struct package_tool main, inter; /* the main solution; the interactor (a checker after it needs answers) */
	struct strv run_cmds, run_dirs;  /* from-file: each cmd run so far and the folder it wrote its files in */
	int main_built, inter_built;
	struct diag *d;
};

/* Runs t with argv on input into output, keeping the output; as judge_run(). */
static int run_keeping(struct maker *m, const struct package_tool *t, char **argv, const char *input,
                       const char *output, struct run_outcome *o)
{
	if (!t->lang || !t->lang->run)
		return judge_run(m->j, t->binary, argv, input, output, &judge_tool_limits, o, m->d);
	struct judge_program prog = { .binary = t->binary, .lang = t->lang };
	struct sandbox_session *ss = judge_program_open(m->j, &prog, &judge_tool_limits, m->d);
	int rc = ss ? judge_session_run(m->j, ss, input, output, &judge_tool_limits, o, m->d) : -1;
	if (ss)
		sandbox_session_close(ss);
	return rc;
}

/* Why a run of a package's program failed, for the message: "RE exit 1: what it said". */
static void failure(const struct run_outcome *o, char *buf, size_t size)
{
	char head[200];
	snprintf(head, sizeof head, "%s", o->stderr_head);
	head[strcspn(head, "\n")] = '\0';
	snprintf(buf, size, "%s%s%s%s%s", verdict_code(o->verdict), o->message[0] ? " " : "", o->message,
	         head[0] ? ": " : "", head);
}

/*
 * The cache's file for the input the generator g makes with cmd:
 * polygon-tests/HASH.in under the judge's cache, HASH of g's built program,
 * its language and cmd. NULL when the program cannot be read or the folder
 * made (the input is then made and not kept).
 */
static char *cache_path(struct maker *m, const struct package_tool *g, const char *cmd)
{
	FILE *f = fopen(g->binary, "rb");
	if (!f)
		return NULL;
	XXH3_state_t *st = XXH3_createState();
	XXH3_128bits_reset(st);
	char buf[1 << 16];
	size_t n;
	while ((n = fread(buf, 1, sizeof buf, f)) > 0)
		XXH3_128bits_update(st, buf, n);
	int bad = ferror(f);
	fclose(f);
	const char *lang = g->lang ? g->lang->name : "";
	XXH3_128bits_update(st, lang, strlen(lang) + 1);
	XXH3_128bits_update(st, cmd, strlen(cmd) + 1);
	XXH128_hash_t h = XXH3_128bits_digest(st);
	XXH3_freeState(st);
	char *dir = xasprintf("%s/polygon-tests", m->j->cache_dir);
	if (bad || (mkdir(dir, 0755) < 0 && errno != EEXIST)) {
		free(dir);
		return NULL;
	}
	char *path = xasprintf("%s/%016llx%016llx.in", dir, (unsigned long long)h.high64, (unsigned long long)h.low64);
	free(dir);
	return path;
}

/*
 * The folder the generator g wrote its files in when run once with td's cmd
 * (words): run now in a new empty folder unless an earlier test's was the same.
 */
static const char *files_run(struct maker *m, const struct polygon_todo *td, const struct package_tool *g,
                             const struct strv *words, size_t i)
{
	for (size_t r = 0; r < m->run_cmds.n; r++)
		if (!strcmp(m->run_cmds.v[r], td->cmd))
			return m->run_dirs.v[r];
	char *dir = xasprintf("%s/files-%zu", m->dir, m->run_cmds.n);
	const char *done = NULL;
	struct run_outcome o;
	if (g->lang && g->lang->run) {
		diag_set(m->d,
		         "%s:%d: <test from-file=\"%s\"> %zu: cmd \"%s\": a generator that writes files must be "
		         "compiled to a program (C or C++), not %s",
		         m->pkg->yaml, td->line, td->from_file, i + 1, td->cmd, g->lang->name);
		goto out;
	}
	if (mkdir(dir, 0700) < 0 || chmod(dir, 0777) < 0) {
		diag_errno(m->d, "cannot make the folder '%s'", dir);
		goto out;
	}
	if (judge_run_in_folder(m->j, g->binary, words->v, dir, &judge_tool_limits, &o, m->d) < 0)
		goto out;
	if (o.verdict != V_AC) {
		char why[400];
		failure(&o, why, sizeof why);
		diag_set(m->d, "%s:%d: <test> %zu: the generator failed on \"%s\": %s", m->pkg->yaml, td->line, i + 1,
		         td->cmd, why);
		goto out;
	}
	strv_push(&m->run_cmds, td->cmd);
	strv_push(&m->run_dirs, dir);
	done = m->run_dirs.v[m->run_dirs.n - 1];
out:
	free(dir);
	return done;
}

/* Into in, the file of td's test from its cmd's run: from-file's name, else with one or two zeros before it. */
static int take_file(struct maker *m, const struct polygon_todo *td, const struct package_tool *g,
                     const struct strv *words, size_t i, const char *in)
{
	const char *dir = files_run(m, td, g, words, i);
	if (!dir)
		return -1;
	for (int zeros = 0; zeros <= 2; zeros++) {
		char *path = xasprintf("%s/%.*s%s", dir, zeros, "00", td->from_file);
		struct stat st;
		int rc = lstat(path, &st) == 0 && S_ISREG(st.st_mode) ? copy_file_atomic(path, in, 0644, m->d) : 1;
		free(path);
		if (rc <= 0)
			return rc;
	}
	diag_set(m->d, "%s:%d: <test from-file=\"%s\"> %zu: the generator \"%s\" wrote no file %s, 0%s or 00%s",
	         m->pkg->yaml, td->line, td->from_file, i + 1, td->cmd, td->from_file, td->from_file, td->from_file);
	return -1;
}

static int generate_input(struct maker *m, const struct polygon_todo *td, struct test *t, size_t i)
{
	struct strv words = { 0 };
	char *copy = xstrdup(td->cmd), *save = NULL;
	for (char *w = strtok_r(copy, " \t", &save); w; w = strtok_r(NULL, " \t", &save))
		strv_push(&words, w);
	free(copy);
	int rc = -1;
	size_t k = 0;
	while (words.n && k < m->pg->nexes && strcmp(m->pg->exes[k].name, words.v[0]))
		k++;
	if (!words.n || k == m->pg->nexes) {
		diag_set(m->d, "%s:%d: <test> %zu: cmd \"%s\": no executable '%s' in <files><executables>", m->pkg->yaml,
		         td->line, i + 1, td->cmd, words.n ? words.v[0] : "");
		goto out;
	}
	if (!m->gens[k].binary && package_tool_build(m->j, m->pkg, m->pg->exes[k].source, &m->gens[k], m->d) < 0) {
		diag_prefix(m->d, "%s", m->pg->exes[k].rel);
		goto out;
	}
	char *key = td->from_file ? xasprintf("%s\nfrom-file %s", td->cmd, td->from_file) : xstrdup(td->cmd);
	char *cached = cache_path(m, &m->gens[k], key);
	free(key);
	if (cached && access(cached, R_OK) == 0) {
		t->input = cached;
		rc = 0;
		goto out;
	}
	char *in = xasprintf("%s/%zu.in", m->dir, i + 1);
	struct run_outcome o = { .verdict = V_AC };
	if (td->from_file ? take_file(m, td, &m->gens[k], &words, i, in) < 0
	                  : run_keeping(m, &m->gens[k], words.v, m->empty, in, &o) < 0) {
		free(in);
		free(cached);
		goto out;
	}
	if (o.verdict != V_AC) {
		char why[400];
		failure(&o, why, sizeof why);
		diag_set(m->d, "%s:%d: <test> %zu: the generator failed on \"%s\": %s", m->pkg->yaml, td->line, i + 1,
		         td->cmd, why);
		free(in);
		free(cached);
		goto out;
	}
	/* Kept for the next run; a cache that cannot be written only costs that run the generator again. */
	struct diag ignored;
	if (cached && copy_file_atomic(in, cached, 0644, &ignored) == 0) {
		free(in);
		in = cached;
	} else {
		free(cached);
	}
	t->input = in;
	rc = 0;
out:
	strv_free(&words);
	return rc;
}

/*
 * A stored file with CR LF line ends, as a package made on Windows holds
 * them, copied with LF ends (tests-wellformed: Polygon judges by such a
 * copy). *path is left alone when it has no CR LF; else it becomes the copy.
 */
static int lf_copy(struct maker *m, char **path, const char *what, size_t i)
{
	FILE *in = fopen(*path, "rb");
	if (!in) {
		diag_errno(m->d, "cannot open '%s'", *path);
		return -1;
	}
	char *dst = xasprintf("%s/%zu.%s", m->dir, i + 1, what);
	FILE *out = NULL;
	int c, cr = 0, rc = 0;
	long long pos = 0, first = -1;
	/* First find one: most files have none and are not copied. */
	while ((c = getc(in)) != EOF && first < 0) {
		if (cr && c == '\n')
			first = pos - 1;
		cr = c == '\r';
		pos++;
	}
	if (first >= 0) {
		rewind(in);
		out = fopen(dst, "wb");
		if (!out)
			rc = -1;
		cr = 0;
		while (out && (c = getc(in)) != EOF) {
			if (cr && c != '\n')
				putc('\r', out);
			cr = c == '\r';
			if (!cr)
				putc(c, out);
		}
		if (out && cr)
			putc('\r', out);
		if (out && (ferror(in) || fclose(out) != 0))
			rc = -1;
		if (rc < 0)
			diag_errno(m->d, "cannot write '%s'", dst);
	}
	fclose(in);
	if (first >= 0 && rc == 0) {
		free(*path);
		*path = dst;
	} else {
		free(dst);
	}
	return rc;
}

/* Builds the program src into t once (built says whether done); -1 with the compile's message. */
static int build_once(struct maker *m, const char *src, struct package_tool *t, int *built)
{
	if (!*built && package_tool_build(m->j, m->pkg, src, t, m->d) < 0)
		return -1;
	*built = 1;
	return 0;
}

/*
 * An interactive test's answer as Polygon makes it when a checker runs after
 * the interactor: the interactor's record of the main solution's game.
 */
static int run_main_game(struct maker *m, const char *input, const char *ans, struct run_outcome *o)
{
	if (build_once(m, m->pkg->problem->checker.program, &m->inter, &m->inter_built) < 0)
		return -1;
	return judge_solve(m->j, NULL, m->pkg->problem, m->inter.binary, m->main.binary, input, ans, &judge_tool_limits,
	                   o, m->d);
}

static int make_answer(struct maker *m, const struct polygon_todo *td, struct test *t, size_t i)
{
	char *ans = xasprintf("%s/%zu.ans", m->dir, i + 1);
	int game = m->pkg->interactive && m->pkg->problem->checker.after;
	if (m->pkg->interactive && !game) {
		/* The interactor reads no answer it did not write itself: an empty one stands for it. */
		int rc = write_file_atomic(ans, "", 0, 0644, m->d);
		if (rc == 0)
			t->answer = ans;
		else
			free(ans);
		return rc;
	}
	struct run_outcome o;
	char *argv[] = { "main", NULL };
	if (build_once(m, m->pg->main_source, &m->main, &m->main_built) < 0 ||
	    (game ? run_main_game(m, t->input, ans, &o) : run_keeping(m, &m->main, argv, t->input, ans, &o)) < 0) {
		free(ans);
		return -1;
	}
	if (o.verdict != V_AC) {
		char why[400];
		failure(&o, why, sizeof why);
		diag_set(m->d, "%s:%d: <test> %zu: the main solution %s failed on it: %s", m->pkg->yaml, td->line, i + 1,
		         m->pg->main_rel, why);
		free(ans);
		return -1;
	}
	t->answer = ans;
	return 0;
}

/*
 * An interactive sample's game, which Polygon shows only in the statement:
 * the main solution against the interactor, kept as N.interaction
 * (interaction.h's form) in pg->games[i]. A game that cannot be made is
 * said in the package's notes, not an error: only the sample's
 * .interaction is missing then.
 */
static int make_game(struct maker *m, size_t i)
{
	const struct test *t = &m->pkg->problem->tests[i];
	if (build_once(m, m->pg->main_source, &m->main, &m->main_built) < 0 ||
	    build_once(m, m->pkg->problem->checker.program, &m->inter, &m->inter_built) < 0)
		return -1;
	struct sandbox_session *ss = judge_session_open(m->j, m->main.binary, &judge_tool_limits, m->d);
	if (!ss)
		return -1;
	struct interact_outcome *io = xmalloc(sizeof *io);
	int rc = judge_interact(m->j, ss, &m->pkg->problem->checker, m->inter.binary, t->input,
	                        t->answer ? t->answer : "/dev/null", NULL, &judge_tool_limits, io, m->d);
	sandbox_session_close(ss);
	char *path = xasprintf("%s/%zu.interaction", m->dir, i + 1);
	if (rc == 0 && (io->verdict != V_AC || io->game_cut))
		strv_pushf(&m->pkg->notes, "%s: no .interaction made: the game of %s %s", t->name, m->pg->main_rel,
		           io->game_cut ? "is over 8 KiB" : "was not accepted by the interactor");
	else if (rc == 0 && (rc = write_file_atomic(path, io->game, strlen(io->game), 0644, m->d)) == 0)
		m->pg->games[i] = xstrdup(path);
	free(path);
	free(io);
	return rc;
}

/* Each sample's game of an interactive package with a main solution. */
static int make_games(struct maker *m)
{
	struct problem *p = m->pkg->problem;
	if (!m->pkg->interactive || !m->pg->main_source)
		return 0;
	m->pg->games = xcalloc(p->ntests, sizeof *m->pg->games);
	m->pg->ngames = p->ntests;
	for (size_t i = 0; i < p->ntests; i++)
		if (!strncmp(p->tests[i].name, "sample/", 7) && make_game(m, i) < 0)
			return -1;
	return 0;
}

int polygon_generate(struct judge *j, struct package *pkg, struct diag *d)
{
	struct polygon *pg = pkg->polygon;
	if (!pg || pg->made || (!pg->ntodo && !pkg->interactive))
		return 0;
	struct maker m = { .j = j, .pkg = pkg, .pg = pg, .d = d };
	m.dir = xasprintf("%s/polygon-XXXXXX", j->workdir);
	if (!mkdtemp(m.dir)) {
		diag_errno(d, "cannot make a folder in '%s'", j->workdir);
		free(m.dir);
		return -1;
	}
	m.empty = xasprintf("%s/empty", m.dir);
	m.gens = xcalloc(pg->nexes + 1, sizeof *m.gens);
	int rc = write_file_atomic(m.empty, "", 0, 0644, d);
	for (size_t k = 0; k < pg->ntodo && rc == 0; k++) {
		const struct polygon_todo *td = &pg->todo[k];
		struct test *t = &pkg->problem->tests[td->test];
		if (td->cmd && generate_input(&m, td, t, td->test) < 0)
			rc = -1;
		else if (td->crlf && !td->cmd && lf_copy(&m, &t->input, "in", td->test) < 0)
			rc = -1;
		else if (td->crlf && !td->answer && lf_copy(&m, &t->answer, "ans", td->test) < 0)
			rc = -1;
		else if (td->answer && make_answer(&m, td, t, td->test) < 0)
			rc = -1;
	}
	if (rc == 0)
		rc = make_games(&m);
	for (size_t k = 0; k < pg->nexes; k++)
		free(m.gens[k].binary);
	free(m.gens);
	free(m.main.binary);
	free(m.inter.binary);
	strv_free(&m.run_cmds);
	strv_free(&m.run_dirs);
	free(m.empty);
	free(m.dir);
	pg->made = rc == 0;
	return rc;
}
