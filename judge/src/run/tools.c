/*
 * tools.c: the problem's own programs (validator, generator, reference,
 * brute force): built as trusted C tools, run through sessions kept per
 * worker (judge_tools), the reference played against the interactor for an
 * interactive problem.
 */
#define _GNU_SOURCE
#include "run/judge.h"

#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "run/session.h"
#include "util.h"

struct tool_session {
	char *binary, *name; /* name: argv[0] */
	struct limits lim;
	struct sandbox_session *ss;
};

struct judge_tools {
	struct judge *j;
	struct tool_session kept[JUDGE_TOOLS_KEPT]; /* the oldest first */
	size_t n;
};

struct judge_tools *judge_tools_new(struct judge *j)
{
	struct judge_tools *t = xcalloc(1, sizeof *t);
	t->j = j;
	return t;
}

static void tool_session_close(struct tool_session *s)
{
	sandbox_session_close(s->ss);
	free(s->binary);
	free(s->name);
}

/* Closes kept[i] and closes the gap. */
static void tools_drop(struct judge_tools *t, size_t i)
{
	tool_session_close(&t->kept[i]);
	memmove(&t->kept[i], &t->kept[i + 1], (t->n - i - 1) * sizeof t->kept[0]);
	t->n--;
}

/*
 * t's session for binary run as name under lim: the one kept, else a new one
 * kept from now on (the oldest closed when JUDGE_TOOLS_KEPT are). Its index
 * in *at; NULL with a message.
 */
static struct sandbox_session *tools_session(struct judge_tools *t, const char *binary, const char *name,
                                             const struct limits *lim, size_t *at, struct diag *d)
{
	size_t i = 0;
	while (i < t->n && (strcmp(t->kept[i].binary, binary) || strcmp(t->kept[i].name, name) ||
	                    memcmp(&t->kept[i].lim, lim, sizeof *lim)))
		i++;
	if (i == t->n) {
		char *const first[] = { (char *)name, NULL };
		struct judge_program prog = { .binary = binary };
		struct sandbox_session *ss = session_open(t->j, &prog, first, lim, d);
		if (!ss)
			return NULL;
		if (t->n == JUDGE_TOOLS_KEPT)
			tools_drop(t, 0);
		i = t->n++;
		t->kept[i] = (struct tool_session){
			.binary = xstrdup(binary), .name = xstrdup(name), .lim = *lim, .ss = ss
		};
	}
	*at = i;
	return t->kept[i].ss;
}

int judge_tool_run(struct judge *j, struct judge_tools *t, const char *binary, char *const *argv, const char *input,
                   const char *output, const struct limits *lim, struct run_outcome *o, struct diag *d)
{
	if (!t)
		return judge_run(j, binary, argv, input, output, lim, o, d);
	size_t i;
	struct sandbox_session *ss = tools_session(t, binary, argv ? argv[0] : "main", lim, &i, d);
	if (!ss)
		return -1;
	int rc = session_run(t->j, ss, argv ? argv + 1 : NULL, input, output, NULL, lim, 0, o, d);
	if (rc < 0)
		tools_drop(t, i); /* broken: the next run opens a new one */
	return rc;
}

void judge_tools_free(struct judge_tools *t)
{
	if (!t)
		return;
	while (t->n)
		tools_drop(t, t->n - 1);
	free(t);
}

struct tools_loop {
	struct judge *j;
	struct judge_tools **tools; /* per worker */
	void (*fn)(void *ctx, struct judge_tools *t, size_t i);
	void *ctx;
};

static void tools_loop_one(void *arg, size_t worker, size_t i)
{
	struct tools_loop *l = arg;
	if (!l->tools[worker])
		l->tools[worker] = judge_tools_new(l->j);
	l->fn(l->ctx, l->tools[worker], i);
}

void judge_tools_for(struct judge *j, size_t n, void (*fn)(void *ctx, struct judge_tools *t, size_t i), void *ctx)
{
	size_t workers = parallel_workers(n, j->jobs);
	struct tools_loop l = {
		.j = j, .tools = xcalloc(workers ? workers : 1, sizeof *l.tools), .fn = fn, .ctx = ctx
	};
	parallel_for_workers(n, j->jobs, tools_loop_one, &l);
	for (size_t w = 0; w < workers; w++)
		judge_tools_free(l.tools[w]);
	free(l.tools);
}

int judge_build_tool(struct judge *j, const char *src, char **binary, struct diag *d)
{
	const struct language *c = lang_by_file(j->langs, src);
	if (!c) {
		diag_set(d, "'%s': no language for this file extension", src);
		return -1;
	}
	/*
	 * A tool may come from a package (an imported validator or reference), so
	 * it compiles in the sandbox as a submission does, with copies of the
	 * folders it includes from: its own first (a package's validate.h before
	 * the repository's of the same name; the file an imported validator's
	 * wrapper includes), then problems/include.
	 */
	char *dir = xstrdup(src), *slash = strrchr(dir, '/');
	if (slash)
		*slash = '\0';
	char *inc = xasprintf("%s/problems/include", j->root);
	const char *dirs[] = { slash ? dir : ".", inc, NULL };
	struct compile_result cr;
	int rc = compile_source_patient(j->cc, c, src, dirs, &cr, d);
	free(inc);
	free(dir);
	if (rc == COMPILE_REFUSED)
		return -1;
	if (rc < 0)
		return -1;
	if (!cr.ok) {
		const char *rel = strncmp(src, j->root, strlen(j->root)) == 0 ? src + strlen(j->root) + 1 : src;
		if (cr.timed_out)
			judge_slow_compile(j, rel, &cr, d);
		else
			diag_set(d, "'%s' does not compile:\n%s", rel, cr.log);
		compile_result_free(&cr);
		return -1;
	}
	*binary = cr.binary;
	cr.binary = NULL;
	compile_result_free(&cr);
	return 0;
}

void judge_slow_compile(struct judge *j, const char *rel, const struct compile_result *cr, struct diag *d)
{
	static const char said[] = "compilation stopped: over the time limit ";
	const char *why = cr->log ? strstr(cr->log, said) : NULL;
	char limits[160] = "";
	if (why)
		snprintf(limits, sizeof limits, " %.*s", (int)strcspn(why + strlen(said), "\n"), why + strlen(said));
	diag_set(d,
	         "'%s': the compile ran over its time limit twice, the second time with three times the limits%s: "
	         "the judge's machine is too slow or too loaded, a failure of the judge, not of the program",
	         rel, limits);
	__atomic_store_n(&j->slow_compile, 1, __ATOMIC_RELAXED);
}

const struct limits judge_tool_limits = {
	.time_ms = 20000, .wall_ms = 60000, .memory_kb = 2L << 20, .output_kb = 64L << 10
};

int judge_generate(struct judge *j, struct judge_tools *tools, const char *gen, const char *args, const char *output,
                   struct run_outcome *o, struct diag *d)
{
	struct strv argv = { 0 };
	strv_push(&argv, "gen");
	char *copy = xstrdup(args);
	for (char *save = NULL, *tok = strtok_r(copy, " ", &save); tok; tok = strtok_r(NULL, " ", &save))
		strv_push(&argv, tok);
	free(copy);
	int rc = judge_tool_run(j, tools, gen, argv.v, "/dev/null", output, &judge_tool_limits, o, d);
	strv_free(&argv);
	return rc;
}

int judge_solve(struct judge *j, struct judge_tools *tools, const struct problem *p, const char *interactor_bin,
                const char *bin, const char *input, const char *output, const struct limits *lim, struct run_outcome *o,
                struct diag *d)
{
	if (p->checker.kind != CHECKER_INTERACTIVE)
		return judge_tool_run(j, tools, bin, NULL, input, output, lim, o, d);
	/* The player's session: the worker's kept one with tools, as a batch run's; else its own. */
	size_t at = 0;
	struct sandbox_session *ss =
	        tools ? tools_session(tools, bin, "main", lim, &at, d) : judge_session_open(j, bin, lim, d);
	if (!ss)
		return -1;
	struct interact_outcome *io = xmalloc(sizeof *io);
	/* The answer file is what the interactor may read under Kattis' convention: none yet when regen makes it. */
	int fd = open(output, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
	int rc = fd < 0 ? (diag_errno(d, "cannot create '%s'", output), -1)
	                : judge_interact(j, ss, &p->checker, interactor_bin, input, "/dev/null", output, lim, io, d);
	if (fd >= 0)
		close(fd);
	if (!tools)
		sandbox_session_close(ss);
	else if (rc < 0)
		tools_drop(tools, at); /* broken: the next run opens a new one */
	if (rc == 0) {
		*o = io->contestant;
		o->verdict = io->verdict;
		snprintf(o->message, sizeof o->message, "%s", io->message);
		o->output_bytes = file_size(output);
	}
	free(io);
	return rc;
}
