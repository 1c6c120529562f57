/*
 * The compile aids (compile-aids.h): GCC's precompiled <bits/stdc++.h> and a
 * JVM compiler's class-data-sharing archive. Each is made once per compile
 * command and compiler version, by a compile of our own (a file that only
 * includes the header; the language's `cds` program) run in the same sandbox
 * as a submission's, and shown read-only to the compiles that use it (/pch,
 * /cds.jsa: compile.c's compile_binds). One lock makes one aid at a time: a
 * compile that wants an aid being made waits for it rather than make a second.
 * What the compiler says decides whether an aid served; a compile it spoiled
 * is done again without it (compile_aids_check).
 */
#define _GNU_SOURCE
#include "run/compile-aids.h"

#include <ctype.h>
#include <pthread.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>
#include <xxhash.h>

#include "util.h"

/*
 * Whether a source may use the precompiled <bits/stdc++.h>: its first line of
 * code, after blank lines and comments, is exactly that include. Anything
 * before it (a #define, #undef, #pragma, another #include, or code) could
 * change what the header means, and GCC checks only part of that (the macros
 * the header itself uses), so such a source compiles as it always did. A line
 * comment with a backslash (or the trigraph ??/) might continue onto the next
 * line: no header then either.
 */
static int pch_wanted(const char *t, size_t len)
{
	size_t i = 0;
	for (;;) {
		while (i < len && isspace((unsigned char)t[i]))
			i++;
		if (i + 1 < len && t[i] == '/' && t[i + 1] == '/') {
			size_t start = i;
			while (i < len && t[i] != '\n')
				i++;
			if (memchr(t + start, '\\', i - start) || memmem(t + start, i - start, "?\?/", 3))
				return 0;
		} else if (i + 1 < len && t[i] == '/' && t[i + 1] == '*') {
			const char *end = memmem(t + i + 2, len - i - 2, "*/", 2);
			if (!end)
				return 0;
			i = (size_t)(end - t) + 2;
		} else {
			break;
		}
	}
	static const char directive[] = "include", header[] = "<bits/stdc++.h>";
	if (i >= len || t[i++] != '#')
		return 0;
	while (i < len && (t[i] == ' ' || t[i] == '\t'))
		i++;
	if (len - i < sizeof directive - 1 || memcmp(t + i, directive, sizeof directive - 1) != 0)
		return 0;
	i += sizeof directive - 1;
	while (i < len && (t[i] == ' ' || t[i] == '\t'))
		i++;
	return len - i >= sizeof header - 1 && memcmp(t + i, header, sizeof header - 1) == 0;
}

/*
 * The cache's folder of the precompiled header for this language: named by
 * the compile command (GCC uses a header only under the flags it was built
 * with) and the compiler's version. The version covers the library's headers
 * too: Debian's g++-12 depends on libstdc++-12-dev of exactly its own
 * version, so the headers change only with the banner.
 */
static char *pch_dir(const struct build *b)
{
	XXH3_state_t *st = XXH3_createState();
	XXH3_128bits_reset(st);
	build_hash_str(st, "pch bits/stdc++.h");
	build_hash_str(st, b->lang->name);
	for (char **a = b->lang->compile; *a; a++)
		build_hash_str(st, *a);
	build_hash_str(st, b->version);
	XXH128_hash_t h = XXH3_128bits_digest(st);
	XXH3_freeState(st);
	return xasprintf("%s/pch-%016llx%016llx", b->c->cache_dir, (unsigned long long)h.high64,
	                 (unsigned long long)h.low64);
}

static char *pch_file(const char *dir)
{
	return xasprintf("%s/bits/stdc++.h.gch", dir);
}

/*
 * Builds the precompiled header into dir: in the compile sandbox, as a
 * submission compiles, with the language's own command and flags, from a file
 * that includes only <bits/stdc++.h>. -1 with a message when it failed.
 */
static int pch_build(const struct build *b, const char *dir, struct diag *d)
{
	struct build h = { .c = b->c, .lang = b->lang, .src = "<bits/stdc++.h>", .logfd = -1, .nullfd = -1 };
	h.source = xstrdup("#include <bits/stdc++.h>\n");
	h.len = strlen(h.source);
	h.program = xstrdup(b->program);
	h.srcname = xstrdup("stdc++.h");
	h.header = 1;
	int ret = -1;
	char *bits = NULL, *made = NULL, *kept = pch_file(dir), *parent = xasprintf("%s/bits", dir);
	struct sandbox_result sr;
	if (build_dir(&h, NULL, d) < 0)
		goto out;
	bits = xasprintf("%s/bits", h.dir);
	made = pch_file(h.dir);
	if (mkdir(bits, 0700) < 0 || chmod(bits, 0777) < 0) {
		diag_errno(d, "cannot create '%s'", bits);
		goto out;
	}
	build_argv(&h);
	if (build_run(&h, &sr, d) < 0)
		goto out;
	if (!sr.exited || sr.exit_code != 0 || access(made, R_OK) != 0) {
		char *log = build_read_log(h.log, NULL);
		diag_set(d, "the precompiled header was not built: %s", log);
		free(log);
	} else if (mkdir_p(parent, 0755, d) == 0 && copy_file_atomic(made, kept, 0644, d) == 0) {
		ret = 0;
	}
out:
	free(bits);
	free(made);
	free(kept);
	free(parent);
	build_free(&h);
	return ret;
}

/*
 * b->pch: the precompiled header's folder, when the language has one and the
 * source may use it; built on first use and kept in the cache. A header that
 * could not be built is not tried again by this compiler: the source compiles
 * as ever, the header only saves time.
 */
static void pch_prepare(struct build *b)
{
	if (!b->lang->pch || !pch_wanted(b->source, b->len))
		return;
	char *dir = pch_dir(b), *gch = pch_file(dir);
	pthread_mutex_lock(&b->c->pch_lock);
	struct diag ignored;
	if (!b->c->pch_broken && access(gch, R_OK) != 0 && pch_build(b, dir, &ignored) < 0)
		b->c->pch_broken = 1;
	if (!b->c->pch_broken && access(gch, R_OK) == 0) {
		b->pch = dir;
		dir = NULL;
	}
	pthread_mutex_unlock(&b->c->pch_lock);
	free(dir);
	free(gch);
}

/*
 * The cache's class-data-sharing archive for a JVM compiler: named by the
 * compile command, the compiler's version and the program it is made from.
 * The JVM checks an archive against itself and its class path when it maps
 * it, and runs without one it cannot use (-Xshare:auto).
 */
static char *cds_path(const struct build *b)
{
	XXH3_state_t *st = XXH3_createState();
	XXH3_128bits_reset(st);
	build_hash_str(st, "cds");
	build_hash_str(st, b->lang->name);
	for (char **a = b->lang->compile; *a; a++)
		build_hash_str(st, *a);
	build_hash_str(st, b->version);
	build_hash_str(st, b->lang->cds);
	XXH128_hash_t h = XXH3_128bits_digest(st);
	XXH3_freeState(st);
	return xasprintf("%s/cds-%016llx%016llx.jsa", b->c->cache_dir, (unsigned long long)h.high64,
	                 (unsigned long long)h.low64);
}

/*
 * Makes the archive at path: the language's small program (its `cds`, ours,
 * not a submission) compiled in the compile sandbox with the JVM told to
 * archive the classes it loaded at its exit (a dynamic archive, over the
 * JDK's own). The compiler's log, which lists every class it skipped, is not
 * kept. -1 with a message when no archive was made.
 */
static int cds_build(const struct build *b, const char *path, struct diag *d)
{
	struct build h = {
		.c = b->c, .lang = b->lang, .src = "the class-data archive's program", .logfd = -1, .nullfd = -1
	};
	h.source = xstrdup(b->lang->cds);
	h.len = strlen(h.source);
	h.program = xstrdup(b->program);
	h.srcname = xstrdup(b->lang->source);
	h.dump = 1;
	int ret = -1;
	char *made = NULL;
	struct sandbox_result sr;
	if (build_dir(&h, NULL, d) == 0) {
		made = xasprintf("%s/cds.jsa", h.dir);
		build_argv(&h);
		if (build_run(&h, &sr, d) < 0)
			;
		else if (!sr.exited || sr.exit_code != 0 || access(made, R_OK) != 0)
			diag_set(d, "the class-data archive of %s was not made", b->lang->name);
		else
			ret = copy_file_atomic(made, path, 0644, d);
	}
	free(made);
	build_free(&h);
	return ret;
}

/*
 * b->cds: the JVM compiler's class-data archive, when the language has one:
 * made on first use and kept in the cache. It saves the compiler loading and
 * checking its classes at every start (javac's CPU time, from 1.1 to 0.7 s
 * here). A language whose archive could not be made is not tried again by
 * this compiler: it compiles as ever.
 */
static void cds_prepare(struct build *b)
{
	if (!b->lang->cds)
		return;
	char *path = cds_path(b);
	pthread_mutex_lock(&b->c->pch_lock);
	int broken = 0;
	for (size_t i = 0; i < b->c->cds_broken.n; i++)
		broken |= strcmp(b->c->cds_broken.v[i], b->lang->name) == 0;
	struct diag ignored;
	if (!broken && access(path, R_OK) != 0 && cds_build(b, path, &ignored) < 0) {
		strv_push(&b->c->cds_broken, b->lang->name);
		broken = 1;
	}
	if (!broken && access(path, R_OK) == 0) {
		b->cds = path;
		path = NULL;
	}
	pthread_mutex_unlock(&b->c->pch_lock);
	free(path);
}

/*
 * Whether GCC said it would not use the header: its -Winvalid-pch warning,
 * "warning: /pch/bits/stdc++.h.gch: not a PCH file [-Winvalid-pch]", one
 * line. A source's own #warning reads "warning: #warning ...". What a source
 * could still fake (a #pragma GCC warning) costs it a second compile and the
 * machine a new header: no more than a slow source costs.
 */
static int pch_refused(const char *log)
{
	static const char head[] = "warning: /pch/bits/stdc++.h.gch: ";
	for (const char *p = log ? strstr(log, head) : NULL; p; p = strstr(p + 1, head)) {
		const char *end = strchrnul(p, '\n');
		size_t n = (size_t)(end - p), tag = strlen("[-Winvalid-pch]");
		if (n >= tag && memcmp(end - tag, "[-Winvalid-pch]", tag) == 0)
			return 1;
	}
	return 0;
}

/*
 * A precompiled header or a class-data archive must never change a verdict.
 * A compile with one that failed, or where GCC said it would not use the
 * header (-Winvalid-pch), is done again without it, and that compile's result
 * is the one that counts. When the second one succeeded or GCC refused the
 * header, the header or archive was at fault (stale, corrupt: a JVM dies of
 * SIGBUS on an archive cut short): it is removed, and the next source that
 * wants it makes it again. A source that fails both ways is the source's
 * error, and pays one compile more for it.
 */
int compile_aids_check(struct build *b, struct compile_result *res, struct diag *d)
{
	int refused = b->pch && pch_refused(res->log);
	if (res->ok && !refused) {
		res->pch = b->pch != NULL;
		res->cds = b->cds != NULL;
		return 0;
	}
	long first_ms = res->time_ms;
	char *gch = b->pch ? pch_file(b->pch) : xstrdup(b->cds);
	free(b->pch);
	free(b->cds);
	b->pch = b->cds = NULL;
	if (res->binary) { /* the artefact goes to the same place again */
		free(b->cached);
		b->cached = res->binary;
		res->binary = NULL;
	}
	compile_result_free(res);
	int ret = build_compile(b, res, d);
	res->time_ms += first_ms;
	if (ret == 0 && (refused || res->ok))
		unlink(gch);
	free(gch);
	return ret;
}

void compile_aids_prepare(struct build *b)
{
	pch_prepare(b);
	cds_prepare(b);
}
