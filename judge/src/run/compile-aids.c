/*
 * The compile aids (compile-aids.h): GCC's precompiled <bits/stdc++.h>, a
 * JVM compiler's class-data-sharing archive, and the choice of a faster
 * linker than GCC's default. Each is made once per compile command and
 * compiler version, by a compile of our own (a file that only includes the
 * header; the language's `cds` program; a small program linked with each
 * linker and run) in the same sandbox as a submission's, and shown read-only
 * to the compiles that use it (/pch, /cds.jsa: compile.c's compile_binds).
 * One lock makes one aid at a time: a compile that wants an aid being made
 * waits for it rather than make a second; one that finds its aid made takes
 * no lock. What the compiler says decides whether an aid served; a compile it
 * spoiled is done again without it (compile_aids_check).
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
	} else if (mkdir_p(parent, 0755, d) == 0 && copy_file_once(made, kept, 0644, d) == 0) {
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

/* Whether b's language is on the list of those whose aid could not be made. */
static int aid_broken(const struct build *b, const struct strv *broken)
{
	for (size_t i = 0; i < broken->n; i++)
		if (strcmp(broken->v[i], b->lang->name) == 0)
			return 1;
	return 0;
}

int compile_aid_ready(struct build *b, const char *made, const char *target, aid_make_fn *make, struct strv *broken)
{
	if (access(made, R_OK) == 0) /* made already: aids are renamed into place whole */
		return 1;
	pthread_mutex_lock(&b->c->aids_lock);
	int ready = !aid_broken(b, broken);
	struct diag ignored;
	if (ready && access(made, R_OK) != 0 && make(b, target, &ignored) < 0) {
		strv_push(broken, b->lang->name);
		ready = 0;
	}
	ready = ready && access(made, R_OK) == 0;
	pthread_mutex_unlock(&b->c->aids_lock);
	return ready;
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
	if (compile_aid_ready(b, gch, dir, pch_build, &b->c->pch_broken)) {
		b->pch = dir;
		dir = NULL;
	}
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
			ret = copy_file_once(made, path, 0644, d);
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
	if (compile_aid_ready(b, path, path, cds_build, &b->c->cds_broken)) {
		b->cds = path;
		path = NULL;
	}
	free(path);
}

/*
 * The cache's file naming the linker of a language's compiles: keyed by the
 * compile command, the compiler's version and the linkers to try. It holds
 * the option (-fuse-ld=NAME), or nothing: GCC's default linker.
 */
static char *link_path(const struct build *b)
{
	XXH3_state_t *st = XXH3_createState();
	XXH3_128bits_reset(st);
	build_hash_str(st, "link");
	build_hash_str(st, b->lang->name);
	for (char **a = b->lang->compile; *a; a++)
		build_hash_str(st, *a);
	build_hash_str(st, b->version);
	for (char **l = b->lang->linkers; *l; l++)
		build_hash_str(st, *l);
	XXH128_hash_t h = XXH3_128bits_digest(st);
	XXH3_freeState(st);
	return xasprintf("%s/link-%016llx%016llx", b->c->cache_dir, (unsigned long long)h.high64,
	                 (unsigned long long)h.low64);
}

/*
 * Our own program a linker must link into a program that runs: the C
 * library's start (its own and the string functions' ifunc relocations),
 * stdio, and for C++ the library's streams and an exception caught.
 */
static const char link_program[] =
        "#include <stdio.h>\n#include <string.h>\n"
        "#ifdef __cplusplus\n#include <iostream>\n#include <stdexcept>\n"
        "static int more(void) { try { throw std::runtime_error(\"caught\"); }"
        " catch (const std::exception &e) { std::cout << e.what() << std::endl; return 0; } }\n"
        "#else\nstatic int more(void) { return 0; }\n#endif\n"
        "int main(void) { char b[16]; snprintf(b, sizeof b, \"%d\", 6 * 7); puts(b); return strcmp(b, \"42\") || "
        "more(); }\n";

/* Whether the compile command with option links link_program, in the compile sandbox, into a program that runs. */
static int link_works(const struct build *b, const char *option)
{
	struct build h = { .c = b->c, .lang = b->lang, .src = "the linker's test program", .logfd = -1, .nullfd = -1 };
	h.source = xstrdup(link_program);
	h.len = strlen(h.source);
	h.program = xstrdup(b->program);
	h.srcname = xstrdup(b->lang->source);
	h.link = xstrdup(option);
	struct diag ignored;
	struct sandbox_result sr;
	int ok = build_dir(&h, NULL, &ignored) == 0;
	if (ok) {
		build_argv(&h);
		ok = build_run(&h, &sr, &ignored) == 0 && sr.exited && sr.exit_code == 0;
	}
	if (ok) { /* the program it made, run in the same sandbox */
		free(h.program);
		h.program = xstrdup("/build/prog");
		strv_free(&h.argv);
		strv_push(&h.argv, h.program);
		ok = build_run(&h, &sr, &ignored) == 0 && sr.exited && sr.exit_code == 0;
	}
	build_free(&h);
	return ok;
}

/* Writes to path the option of the first of the language's linkers that works, or nothing when none does. */
static int link_build(const struct build *b, const char *path, struct diag *d)
{
	char *chosen = NULL;
	for (char **l = b->lang->linkers; *l && !chosen; l++) {
		char *option = xasprintf("-fuse-ld=%s", *l);
		if (link_works(b, option))
			chosen = option;
		else
			free(option);
	}
	int ret = write_file_atomic(path, chosen ? chosen : "", chosen ? strlen(chosen) : 0, 0644, d);
	free(chosen);
	return ret;
}

/*
 * b->link: the option of a faster linker, when the language names some and
 * one of them links and runs our own program on this machine (GCC says
 * nothing of a linker that is not installed until it links); chosen on first
 * use and kept in the cache. A machine with none links as ever.
 */
static void link_prepare(struct build *b)
{
	if (!b->lang->linkers || !b->lang->linkers[0])
		return;
	char *path = link_path(b), *text = NULL;
	size_t len = 0;
	struct diag ignored;
	if (compile_aid_ready(b, path, path, link_build, &b->c->link_broken) &&
	    read_file(path, &text, &len, &ignored) == 0 && len > 0 && strncmp(text, "-fuse-ld=", 9) == 0) {
		b->link = text;
		b->link_file = path;
		return;
	}
	free(text);
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
 * An aid must never change a verdict. A compile with one that failed, or
 * where GCC said it would not use the header (-Winvalid-pch), is done again
 * without any, and that compile's result is the one that counts. When the
 * second one succeeded or GCC refused the header, the aids used were at fault
 * (a header stale or corrupt; an archive cut short, on which a JVM dies of
 * SIGBUS; a linker that links our program and not this one): the files are
 * set aside (set_aside: a compile beside this one may be showing them), the
 * linker's choice is removed, and the next source that wants them makes them
 * again. A source that fails both ways is the source's error, and pays one
 * compile more for it.
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
	struct strv used = { 0 };
	if (b->pch) {
		char *gch = pch_file(b->pch);
		strv_push(&used, gch);
		free(gch);
	}
	if (b->cds && !refused) /* a header refused is the header's fault alone */
		strv_push(&used, b->cds);
	free(b->pch);
	free(b->cds);
	free(b->link);
	char *link_file = b->link_file;
	b->pch = b->cds = b->link = b->link_file = NULL;
	if (res->binary) { /* the artefact goes to the same place again */
		free(b->cached);
		b->cached = res->binary;
		res->binary = NULL;
	}
	compile_result_free(res);
	int ret = build_compile(b, res, d);
	res->time_ms += first_ms;
	int at_fault = ret == 0 && (refused || res->ok);
	for (size_t i = 0; at_fault && i < used.n; i++)
		set_aside(used.v[i]);
	if (at_fault && link_file && !refused) /* a choice the judge reads, never shown to a session */
		unlink(link_file);
	strv_free(&used);
	free(link_file);
	return ret;
}

void compile_aids_prepare(struct build *b)
{
	pch_prepare(b);
	cds_prepare(b);
	link_prepare(b);
}
