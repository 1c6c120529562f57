/*
 * The class-data archive a JVM language's runs map (compile-aids.h says when
 * it serves). It holds only the JDK's own classes that a plain run loads, so
 * that a program's start maps them instead of loading and checking each one
 * (a Java start's CPU time from about 260 to 180 ms here), while a run's
 * resident memory stays what it was without one (the JDK's own, larger
 * archive would add about 7 MiB to every run, which the program would be
 * charged: docs/contestant.md).
 *
 * It is made once per run command, runtime version and cds program, in the
 * compile sandbox, from our own program (the language's `cds`), never from a
 * submission's:
 *   1. the cds program compiled;
 *   2. run with the language's run command, -Xshare:off, the JVM writing the
 *      list of the classes it loaded;
 *   3. the JVM dumps the archive of the classes on that list that its own
 *      image holds (no class path: the program's classes stay out, and the
 *      archive then serves any class path);
 *   4. the archive checked: a JVM told to use it (-Xshare:on, which fails
 *      rather than run without) starts and prints its version.
 * Only then is it copied into the cache (under a temporary name, renamed), so
 * a run never maps an archive cut short, on which a JVM dies of SIGBUS.
 */
#define _GNU_SOURCE
#include "run/compile-aids.h"

#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <xxhash.h>

#include "run/jvm.h"
#include "util.h"

#define SHARE_LIST    "/build/run.lst"
#define SHARE_ARCHIVE "/build/run.jsa"

/* The cache's archive for b's language: named by the run command, the version and the cds program. */
static char *share_path(const struct build *b)
{
	XXH3_state_t *st = XXH3_createState();
	XXH3_128bits_reset(st);
	build_hash_str(st, "share");
	build_hash_str(st, b->lang->name);
	for (char **a = b->lang->run; *a; a++)
		build_hash_str(st, *a);
	build_hash_str(st, b->version);
	build_hash_str(st, b->lang->cds);
	XXH128_hash_t h = XXH3_128bits_digest(st);
	XXH3_freeState(st);
	return xasprintf("%s/share-%016llx%016llx.jsa", b->c->cache_dir, (unsigned long long)h.high64,
	                 (unsigned long long)h.low64);
}

/* The dump's and the check's filter on the run command's words: its -XX: options alone. */
static int jvm_option(const char *word)
{
	return strncmp(word, "-XX:", 4) == 0;
}

/*
 * h->argv: the run command's JVM, then opts (NULL-terminated), then the run
 * command's other words that keep accepts (all when NULL), expanded with w,
 * then tail (may be NULL).
 */
static void share_argv(struct build *h, const char *const *opts, int (*keep)(const char *), const struct lang_words *w,
                       const char *tail)
{
	strv_free(&h->argv);
	strv_push(&h->argv, h->lang->run[0]);
	for (const char *const *o = opts; *o; o++)
		strv_push(&h->argv, *o);
	for (char **a = h->lang->run + 1; *a; a++) {
		if (keep && !keep(*a))
			continue;
		char *word = lang_expand(*a, w);
		strv_push(&h->argv, word);
		free(word);
	}
	if (tail)
		strv_push(&h->argv, tail);
}

/* Step 2: the cds program, compiled at /build/prog, run with the run command, listing the classes it loads. */
static int share_list(struct build *h, struct diag *d)
{
	char why[256] = "", *dir = xasprintf("%s/prog", h->dir);
	char *main_class = jvm_main_class(dir, NULL, why, sizeof why);
	free(dir);
	if (!main_class) {
		diag_set(d, "the run archive's program of %s: %s", h->lang->name, why);
		return -1;
	}
	struct lang_words w = { .bin = "/build/prog", .main_class = main_class, .memory_kb = 256L << 10 };
	const char *list_opt[] = { "-XX:DumpLoadedClassList=" SHARE_LIST, NULL };
	share_argv(h, list_opt, NULL, &w, NULL);
	free(main_class);
	struct sandbox_result sr;
	/* The program reads no input here and may fail on it: only the list it leaves matters. */
	int rc = build_run(h, &sr, d);
	char *list = xasprintf("%s/run.lst", h->dir);
	if (rc == 0 && access(list, R_OK) != 0) {
		diag_set(d, "the run archive's class list of %s was not written", h->lang->name);
		rc = -1;
	}
	free(list);
	return rc;
}

/* Runs h->argv and wants exit status 0; -1 with what failed. */
static int share_step(struct build *h, const char *what, struct diag *d)
{
	struct sandbox_result sr;
	if (build_run(h, &sr, d) < 0)
		return -1;
	if (!sr.exited || sr.exit_code != 0) {
		diag_set(d, "the run archive of %s: %s failed", h->lang->name, what);
		return -1;
	}
	return 0;
}

/* Steps 1 to 4 in a build of our own; the archive copied to path. -1 with a message when none was made. */
static int share_build(const struct build *b, const char *path, struct diag *d)
{
	struct build h = { .c = b->c, .lang = b->lang, .src = "the run archive's program", .logfd = -1, .nullfd = -1 };
	h.source = xstrdup(b->lang->cds);
	h.len = strlen(h.source);
	h.program = xstrdup(b->program);
	h.srcname = xstrdup(b->lang->source);
	int ret = -1;
	char *made = NULL;
	/* A small heap: the JVM's default one (a quarter of the machine) does not fit the sandbox's address space. */
	const char *dump[] = { "-Xmx64m", "-Xshare:dump", "-XX:SharedClassListFile=" SHARE_LIST,
		               "-XX:SharedArchiveFile=" SHARE_ARCHIVE, NULL };
	const char *check[] = { "-Xmx64m", "-Xshare:on", "-XX:SharedArchiveFile=" SHARE_ARCHIVE, NULL };
	struct lang_words none = { .memory_kb = 64L << 10 }; /* the -XX: options kept hold no placeholder */
	if (build_dir(&h, NULL, d) < 0)
		goto out;
	build_argv(&h);
	if (share_step(&h, "compiling its program", d) < 0)
		goto out;
	free(h.program); /* from here on, the runs' JVM */
	h.program = xstrdup(h.lang->run[0]);
	if (share_list(&h, d) < 0)
		goto out;
	share_argv(&h, dump, jvm_option, &none, NULL);
	if (share_step(&h, "the dump", d) < 0)
		goto out;
	share_argv(&h, check, jvm_option, &none, "-version");
	if (share_step(&h, "the check", d) < 0)
		goto out;
	made = xasprintf("%s/run.jsa", h.dir);
	ret = copy_file_once(made, path, 0644, d);
out:
	free(made);
	build_free(&h);
	return ret;
}

char *compile_aids_share(struct build *b)
{
	if (!b->lang->run_share || !b->version)
		return NULL;
	char *path = share_path(b);
	if (!compile_aid_ready(b, path, path, share_build, &b->c->share_broken)) {
		free(path);
		return NULL;
	}
	return path;
}
