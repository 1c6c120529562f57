/*
 * How a submission compiles: in an empty root that shows, read-only, only the
 * machine's /usr (with Debian's /bin, /lib, /lib64 and /sbin links into it) and
 * /dev/null, plus its own build directory at /build, read-write; as a uid of
 * the sandbox's pool, without network. Nothing else of the machine exists for
 * the compiler: not the repository, not the test data, not home directories,
 * so `#include "/any/path"` finds nothing to leak. Every source compiles so,
 * the problem's own tools too: a tool may come from a package (a validator, an
 * imported reference), and ours lose nothing by it. The folders a tool
 * includes from (its own, problems/include) are copied into the build
 * directory, their regular files only, and named there with -I.
 */
#define _GNU_SOURCE
#include "run/compile.h"

#include <ctype.h>
#include <errno.h>
#include <fcntl.h>
#include <pthread.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <limits.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>
#include <xxhash.h>

#include "run/compile-aids.h"
#include "run/compile-int.h"
#include "run/jvm.h"
#include "util.h"

/* The system directories a compiler needs: bound when they are directories, recreated when they are links. */
static const char *const system_paths[] = {
	"/usr", "/bin", "/sbin", "/lib", "/lib32", "/lib64", "/libx32", "/dev/null"
};

struct compiler *compiler_new(struct sandbox *sb, const char *cache_dir, const char *workdir, struct diag *d)
{
	if (mkdir_p(cache_dir, 0755, d) < 0) {
		diag_prefix(d, "compile cache");
		return NULL;
	}
	struct compiler *c = xcalloc(1, sizeof *c);
	c->sb = sb;
	c->cache_dir = xstrdup(cache_dir);
	c->workdir = xstrdup(workdir);
	pthread_mutex_init(&c->lock, NULL);
	pthread_mutex_init(&c->aids_lock, NULL);
	c->binds = xcalloc(sizeof system_paths / sizeof system_paths[0], sizeof *c->binds);
	for (size_t i = 0; i < sizeof system_paths / sizeof system_paths[0]; i++)
		if (sandbox_bind_same(system_paths[i], &c->binds[c->nbinds]) == 0)
			c->nbinds++;
	return c;
}

void compiler_free(struct compiler *c)
{
	if (!c)
		return;
	for (size_t i = 0; i < c->nversions; i++) {
		free(c->versions[i].compiler);
		free(c->versions[i].text);
	}
	free(c->versions);
	for (size_t i = 0; i < c->nbinds; i++)
		sandbox_bind_free(&c->binds[i]);
	free(c->binds);
	free(c->cache_dir);
	free(c->workdir);
	pthread_mutex_destroy(&c->lock);
	pthread_mutex_destroy(&c->aids_lock);
	strv_free(&c->pch_broken);
	strv_free(&c->cds_broken);
	strv_free(&c->share_broken);
	strv_free(&c->link_broken);
	free(c);
}

void compile_result_free(struct compile_result *res)
{
	free(res->binary);
	free(res->main_class);
	free(res->log);
	free(res->share);
	memset(res, 0, sizeof *res);
}

/* Finds a program on PATH, as execvp would, but before any fork. */
static char *find_program(const char *name)
{
	if (strchr(name, '/'))
		return access(name, X_OK) == 0 ? xstrdup(name) : NULL;
	const char *path = getenv("PATH");
	if (!path || !*path)
		path = "/usr/local/bin:/usr/bin:/bin";
	while (*path) {
		const char *colon = strchrnul(path, ':');
		char *full = xasprintf("%.*s/%s", (int)(colon - path), path, name);
		if (access(full, X_OK) == 0)
			return full;
		free(full);
		path = *colon ? colon + 1 : colon;
	}
	return NULL;
}

/*
 * Where the banner of cmd is kept in the cache: named by a hash of the
 * command and of what identifies the file it runs (the end of its links: its
 * device, inode, size, modification and change times). An upgrade or an
 * alternative switched replaces that file, so a banner is asked again exactly
 * when the program could answer differently. NULL when the file cannot be
 * looked at (then the banner is asked every time).
 */
static char *version_path(struct compiler *c, const char *program, const char *cmd)
{
	char *real = realpath(program, NULL);
	struct stat st;
	if (!real || stat(real, &st) < 0) {
		free(real);
		return NULL;
	}
	char *id = xasprintf("%s\n%s\n%llu %llu %lld %lld.%09ld %lld.%09ld", cmd, real, (unsigned long long)st.st_dev,
	                     (unsigned long long)st.st_ino, (long long)st.st_size, (long long)st.st_mtim.tv_sec,
	                     st.st_mtim.tv_nsec, (long long)st.st_ctim.tv_sec, st.st_ctim.tv_nsec);
	XXH128_hash_t h = XXH3_128bits(id, strlen(id));
	free(id);
	free(real);
	return xasprintf("%s/version-%016llx%016llx", c->cache_dir, (unsigned long long)h.high64,
	                 (unsigned long long)h.low64);
}

/*
 * The compiler's version banner (the language's version arguments): part of
 * every cache key. Asked once per command and remembered, and kept in the
 * cache (version_path) so that a judge with a warm cache starts no shell and
 * no compiler at all.
 */
static int compiler_version(struct compiler *c, const char *program, char *const *args, char **out, struct diag *d)
{
	char *cmd = xasprintf("'%s'", program);
	for (char *const *a = args; *a; a++) {
		char *more = xasprintf("%s '%s'", cmd, *a);
		free(cmd);
		cmd = more;
	}
	pthread_mutex_lock(&c->lock);
	for (size_t i = 0; i < c->nversions; i++) {
		if (strcmp(c->versions[i].compiler, cmd) == 0) {
			*out = c->versions[i].text;
			pthread_mutex_unlock(&c->lock);
			free(cmd);
			return 0;
		}
	}
	char buf[4096];
	size_t n = 0;
	char *kept = version_path(c, program, cmd), *text = NULL;
	struct diag ignored;
	if (kept && read_regular_file(kept, sizeof buf - 1, &text, &n, &ignored) == 0 && n > 0) {
		memcpy(buf, text, n);
	} else {
		char *shell = xasprintf("%s 2>&1", cmd);
		FILE *p = popen(shell, "r");
		free(shell);
		n = p ? fread(buf, 1, sizeof buf - 1, p) : 0;
		int status = p ? pclose(p) : -1;
		if (status != 0 || n == 0) {
			pthread_mutex_unlock(&c->lock);
			diag_set(d, "cannot run %s", cmd);
			free(cmd);
			free(kept);
			free(text);
			return -1;
		}
		/* Best effort: without it the next judge asks again. */
		if (kept)
			write_file_atomic(kept, buf, n, 0644, &ignored);
	}
	free(kept);
	free(text);
	buf[n] = '\0';
	c->versions = xrealloc(c->versions, (c->nversions + 1) * sizeof *c->versions);
	c->versions[c->nversions].compiler = cmd;
	c->versions[c->nversions].text = xstrdup(buf);
	*out = c->versions[c->nversions++].text;
	pthread_mutex_unlock(&c->lock);
	return 0;
}

/* Whether path is one of the compile root's system paths or lies below one. */
static int under_system_path(const char *path)
{
	for (size_t i = 0; i < sizeof system_paths / sizeof system_paths[0]; i++) {
		size_t n = strlen(system_paths[i]);
		if (!strncmp(path, system_paths[i], n) && (path[n] == '\0' || path[n] == '/'))
			return 1;
	}
	return 0;
}

/*
 * The compile root of a submission: the system paths, the language's runtime
 * paths that are not among them (its configuration in /etc), the folder of
 * the precompiled header at /pch and the class-data archive at /cds.jsa when
 * there are (read-only: they are the cache's, shared by every compile), and
 * dir at /build.
 */
static struct sandbox_bind *compile_binds(struct compiler *c, const struct language *lang, const char *dir,
                                          const char *pch, const char *cds, size_t *n)
{
	size_t nrt = 0;
	while (lang->runtime[nrt])
		nrt++;
	struct sandbox_bind *binds = xcalloc(c->nbinds + nrt + 3, sizeof *binds);
	memcpy(binds, c->binds, c->nbinds * sizeof *binds);
	*n = c->nbinds;
	for (size_t i = 0; i < nrt; i++)
		if (!under_system_path(lang->runtime[i]) && sandbox_bind_same(lang->runtime[i], &binds[*n]) == 0)
			(*n)++;
	if (pch)
		binds[(*n)++] = (struct sandbox_bind){ .dst = xstrdup("/pch"), .src = xstrdup(pch) };
	if (cds)
		binds[(*n)++] = (struct sandbox_bind){ .dst = xstrdup("/cds.jsa"), .src = xstrdup(cds) };
	binds[(*n)++] = (struct sandbox_bind){ .dst = "/build", .src = dir, .writable = 1 };
	return binds;
}

/* The runtime, /pch and /cds.jsa binds compile_binds() made its own. */
static void compile_binds_free(struct compiler *c, struct sandbox_bind *binds, size_t n)
{
	for (size_t i = c->nbinds; i + 1 < n; i++)
		sandbox_bind_free(&binds[i]);
	free(binds);
}

/* The source's file name in the build directory: for public_class, named after the public class. */
static char *source_name(const struct language *lang, const char *text, size_t len, char **public_class)
{
	*public_class = lang->public_class ? jvm_public_class(text, len) : NULL;
	if (!*public_class)
		return xstrdup(lang->source);
	const char *ext = strrchr(lang->source, '.');
	return xasprintf("%s%s", *public_class, ext ? ext : "");
}

/*
 * The files of an include directory (-IDIR) into the key, by name and content,
 * so that a tool is rebuilt when a header it may include changes.
 */
/*
 * The files of an include folder a compile may use: its regular files of at
 * most COMPILE_SOURCE_MAX bytes (never a link, a FIFO or a folder), the first
 * COMPILE_INCLUDE_FILES by name. Each is called with its name and content.
 */
static void each_include(const char *dir, void (*fn)(void *ctx, const char *name, const char *text, size_t len),
                         void *ctx)
{
	struct strv names = { 0 };
	dir_list(dir, &names);
	for (size_t i = 0, n = 0; i < names.n && n < COMPILE_INCLUDE_FILES; i++) {
		char *path = xasprintf("%s/%s", dir, names.v[i]), *text = NULL;
		size_t len = 0;
		struct diag d;
		if (read_regular_file(path, COMPILE_SOURCE_MAX, &text, &len, &d) == 0) {
			fn(ctx, names.v[i], text, len);
			n++;
		}
		free(text);
		free(path);
	}
	strv_free(&names);
}

static void hash_include(void *ctx, const char *name, const char *text, size_t len)
{
	XXH3_128bits_update(ctx, name, strlen(name) + 1);
	XXH3_128bits_update(ctx, text, len);
}

struct include_copy {
	const char *dir;
	struct diag *d;
	int failed;
};

static void copy_include(void *ctx, const char *name, const char *text, size_t len)
{
	struct include_copy *ic = ctx;
	char *path = xasprintf("%s/%s", ic->dir, name);
	if (!ic->failed && write_file_atomic(path, text, len, 0644, ic->d) < 0)
		ic->failed = 1;
	free(path);
}

void build_hash_str(XXH3_state_t *st, const char *s)
{
	XXH3_128bits_update(st, s, strlen(s) + 1);
}

char *build_read_log(const char *path, const char *reason)
{
	char buf[COMPILE_LOG_MAX + 1];
	size_t n = read_head(path, buf, sizeof buf);
	long long size = file_size(path);
	return xasprintf("%s%s%s%s", buf, size > COMPILE_LOG_MAX ? "\n[log truncated]\n" : "",
	                 n && buf[n - 1] != '\n' ? "\n" : "", reason ? reason : "");
}

static const char *signal_reason(int sig)
{
	switch (sig) {
	case SIGXFSZ:
		return "the compiler wrote a file over the size limit";
	case SIGXCPU:
		return "the compiler ran over its CPU time limit";
	case SIGKILL:
		return "the compiler was killed (memory or time limit)";
	default:
		return NULL;
	}
}

/* b->cached: the cache's name for this language, source, compile command, include files and compiler version. */
static void build_key(struct build *b, const char *const *include_dirs)
{
	XXH3_state_t *st = XXH3_createState();
	XXH3_128bits_reset(st);
	build_hash_str(st, b->lang->name);
	build_hash_str(st, b->srcname);
	for (char **a = b->lang->compile; *a; a++)
		build_hash_str(st, *a);
	for (const char *const *f = include_dirs; f && *f; f++) {
		build_hash_str(st, "-I");
		each_include(*f, hash_include, st);
	}
	build_hash_str(st, b->version);
	XXH3_128bits_update(st, b->source, b->len);
	XXH128_hash_t h = XXH3_128bits_digest(st);
	XXH3_freeState(st);
	char key[40];
	snprintf(key, sizeof key, "%016llx%016llx", (unsigned long long)h.high64, (unsigned long long)h.low64);
	b->cached = xasprintf("%s/%s", b->c->cache_dir, key);
}

/* Copies each include folder into the build directory, as inc0, inc1, ...; -1 with a message. */
static int build_includes(struct build *b, const char *const *include_dirs, struct diag *d)
{
	for (const char *const *f = include_dirs; f && *f; f++, b->ninc++) {
		char *inc = xasprintf("%s/inc%zu", b->dir, b->ninc);
		struct include_copy ic = { .dir = inc, .d = d };
		if (mkdir(inc, 0755) < 0) {
			diag_errno(d, "cannot create '%s'", inc);
			ic.failed = 1;
		} else {
			each_include(*f, copy_include, &ic);
		}
		free(inc);
		if (ic.failed)
			return -1;
	}
	return 0;
}

/*
 * A fresh build directory holding only the source and copies of the include
 * folders, and the log's file. The compiler's uid is taken from the pool when
 * it starts, so the directory is open to any: it lies in the judge's private
 * scratch directory and only this compile's root shows it.
 */
int build_dir(struct build *b, const char *const *include_dirs, struct diag *d)
{
	if (strncmp(b->program, "/usr/", 5) != 0) {
		diag_set(d, "compiler '%s' for %s is outside /usr: a submission's compile sandbox shows only /usr",
		         b->program, b->lang->name);
		return -1;
	}
	pthread_mutex_lock(&b->c->lock);
	unsigned long seq = b->c->seq++;
	pthread_mutex_unlock(&b->c->lock);
	b->dir = xasprintf("%s/build-%lu", b->c->workdir, seq);
	b->log = xasprintf("%s/build-%lu.log", b->c->workdir, seq);
	char *srcpath = xasprintf("%s/%s", b->dir, b->srcname);
	if (mkdir(b->dir, 0700) < 0 || chmod(b->dir, 0777) < 0) {
		diag_errno(d, "cannot create build directory '%s'", b->dir);
		free(srcpath);
		return -1;
	}
	int wrc = write_file_atomic(srcpath, b->source, b->len, 0644, d);
	free(srcpath);
	if (wrc < 0 || build_includes(b, include_dirs, d) < 0)
		return -1;
	b->logfd = open(b->log, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0600);
	b->nullfd = open("/dev/null", O_RDONLY | O_CLOEXEC);
	if (b->logfd < 0 || b->nullfd < 0) {
		diag_errno(d, "cannot create '%s'", b->log);
		return -1;
	}
	return 0;
}

/*
 * The language's compile command: {src} with the include folders' -I before
 * it, {out} the artefact "prog". With a precompiled header, /pch is searched
 * first, so GCC finds bits/stdc++.h.gch there before the header itself, and
 * -Winvalid-pch makes it say when it found one it would not use. Building
 * the header (b->header), {src} is compiled as a C++ header into
 * bits/stdc++.h.gch. A JVM compiler's -J options come first: the class-data
 * archive it maps (-Xshare:auto: a JVM that cannot use it runs without), or
 * the one it makes at its exit (b->dump). A faster linker's option
 * (b->link) comes first of all.
 */
void build_argv(struct build *b)
{
	strv_free(&b->argv);
	strv_push(&b->argv, b->program);
	if (b->link)
		strv_push(&b->argv, b->link);
	if (b->cds) {
		strv_push(&b->argv, "-J-XX:SharedArchiveFile=/cds.jsa");
		strv_push(&b->argv, "-J-Xshare:auto");
	} else if (b->dump) {
		strv_push(&b->argv, "-J-XX:ArchiveClassesAtExit=/build/cds.jsa");
	}
	for (char **a = b->lang->compile + 1; *a; a++) {
		if (strcmp(*a, "{src}") == 0) {
			for (size_t k = 0; k < b->ninc; k++) {
				char *flag = xasprintf("-Iinc%zu", k);
				strv_push(&b->argv, flag);
				free(flag);
			}
			if (b->pch) {
				strv_push(&b->argv, "-I/pch");
				strv_push(&b->argv, "-Winvalid-pch");
			}
			if (b->header) {
				strv_push(&b->argv, "-x");
				strv_push(&b->argv, "c++-header");
			}
			strv_push(&b->argv, b->srcname);
		} else if (strcmp(*a, "{out}") == 0) {
			strv_push(&b->argv, b->header ? "bits/stdc++.h.gch" : "prog");
		} else {
			strv_push(&b->argv, *a);
		}
	}
}

/* Runs the compiler in its sandbox, in the build directory as /build; -1 with a message when the judge failed. */
/* b's CPU limit: compile_cpu_ms() times its patience (the aids' own builds have none: once). */
static long build_cpu_ms(const struct build *b)
{
	return compile_cpu_ms() * (b->patience > 0 ? b->patience : 1);
}

int build_run(struct build *b, struct sandbox_result *sr, struct diag *d)
{
	const struct language *lang = b->lang;
	const char *tmpdir = "TMPDIR=/build", *home = "HOME=/build";
	size_t nbinds;
	struct sandbox_bind *binds = compile_binds(b->c, lang, b->dir, b->pch, b->cds, &nbinds);
	struct strv env = { 0 };
	const char *base_env[] = { "PATH=/usr/local/bin:/usr/bin:/bin", "LANG=C", "LC_ALL=C", tmpdir, home };
	for (size_t i = 0; i < sizeof base_env / sizeof base_env[0]; i++)
		strv_push(&env, base_env[i]);
	for (char **e = lang->env; *e; e++)
		strv_push(&env, *e);
	struct sandbox_spec spec = {
		.path = b->program,
		.exec_fd = -1,
		.argv = b->argv.v,
		.envp = env.v,
		.stdin_fd = b->nullfd,
		.stdout_fd = b->logfd,
		.stderr_fd = b->logfd,
		.cwd = "/build",
		.empty_root = 1,
		.binds = binds,
		.nbinds = nbinds,
		.proc = lang->compile_proc,
		.limits = { .cpu_ms = build_cpu_ms(b),
		            /* The header and archive are made once, for everyone: a loaded machine must not lose them.
		             */
		            .wall_ms = (b->header || b->dump ? 6 : 2) * build_cpu_ms(b),
		            /* A runtime that reserves address space (the JVM) gets it here too. */
		            .as_kb = COMPILE_AS_KB + lang->address_space * 1024,
		            .fsize_kb = b->header || b->dump ? COMPILE_PCH_KB : COMPILE_BINARY_KB,
		            .nproc = 256 },
	};
	int rc = sandbox_run(b->c->sb, &spec, sr, d);
	strv_free(&env);
	compile_binds_free(b->c, binds, nbinds);
	if (rc < 0)
		diag_prefix(d, "compiling '%s'", b->src);
	return rc;
}

/*
 * What the compiler's run gave: a compile error with its reason in res->log,
 * or the artefact, copied into the cache. -1 with a message when the judge
 * failed.
 */
static int build_outcome(struct build *b, const struct sandbox_result *sr, struct compile_result *res, struct diag *d)
{
	res->time_ms = sr->wall_ms;
	char *binary = xasprintf("%s/prog", b->dir);
	char reason[400] = "", why[256] = "";
	struct stat bst;
	if ((res->timed_out =
	             sr->wall_killed || sr->cpu_ms > build_cpu_ms(b) || (!sr->exited && sr->signal == SIGXCPU)))
		snprintf(reason, sizeof reason, "compilation stopped: over the time limit (%g s of CPU, %g s in all)\n",
		         (double)(build_cpu_ms(b)) / 1000, (double)(2 * build_cpu_ms(b)) / 1000);
	else if (!sr->exited && signal_reason(sr->signal))
		snprintf(reason, sizeof reason, "compilation stopped: %s\n", signal_reason(sr->signal));
	else if (!sr->exited)
		snprintf(reason, sizeof reason, "compilation stopped: the compiler died of signal %d\n", sr->signal);
	else if (sr->exit_code != 0)
		snprintf(reason, sizeof reason, "compilation failed (exit status %d)\n", sr->exit_code);
	else if (lstat(binary, &bst) < 0 || !(S_ISREG(bst.st_mode) || S_ISDIR(bst.st_mode)))
		snprintf(reason, sizeof reason, "the compiler produced no binary\n");
	else if (b->lang->needs_main && S_ISDIR(bst.st_mode) &&
	         !(res->main_class = jvm_main_class(binary, b->pubclass, why, sizeof why)))
		snprintf(reason, sizeof reason, "%s\n", why);
	if (reason[0]) {
		res->log = build_read_log(b->log, reason);
		free(binary);
		return 0;
	}
	/* A runtime's artefact may be a folder (class files): it is cached whole. */
	int rc = S_ISDIR(bst.st_mode) ? copy_tree_atomic(binary, b->cached, d)
	                              : copy_file_once(binary, b->cached, 0755, d);
	free(binary);
	if (rc < 0)
		return -1;
	res->ok = 1;
	res->binary = b->cached;
	b->cached = NULL;
	res->log = build_read_log(b->log, NULL);
	return 0;
}

/* An artefact already in the cache (and, for a JVM language, its main class found): res says so. */
static int build_cached(struct build *b, struct compile_result *res)
{
	char why[256] = "";
	if (access(b->cached, X_OK) != 0 ||
	    (b->lang->needs_main && !(res->main_class = jvm_main_class(b->cached, b->pubclass, why, sizeof why))))
		return 0;
	res->ok = 1;
	res->cached = 1;
	res->binary = b->cached;
	res->log = xstrdup("");
	b->cached = NULL;
	return 1;
}

/*
 * Compiles b's source as b says (with or without the precompiled header), the
 * log's file emptied first; as build_outcome().
 */
int build_compile(struct build *b, struct compile_result *res, struct diag *d)
{
	struct sandbox_result sr;
	if (ftruncate(b->logfd, 0) < 0 || lseek(b->logfd, 0, SEEK_SET) < 0) {
		diag_errno(d, "cannot empty '%s'", b->log);
		return -1;
	}
	build_argv(b);
	if (build_run(b, &sr, d) < 0)
		return -1;
	return build_outcome(b, &sr, res, d);
}

void build_free(struct build *b)
{
	if (b->logfd >= 0)
		close(b->logfd);
	if (b->nullfd >= 0)
		close(b->nullfd);
	if (b->dir)
		remove_tree(b->dir);
	if (b->log)
		unlink(b->log);
	strv_free(&b->argv);
	free(b->cached);
	free(b->source);
	free(b->program);
	free(b->dir);
	free(b->log);
	free(b->srcname);
	free(b->pubclass);
	free(b->pch);
	free(b->cds);
	free(b->link);
	free(b->link_file);
}

long compile_cpu_ms(void)
{
	const char *s = getenv("JUDGE_COMPILE_TIME_MS");
	long ms;
	return s && parse_long(s, 1, COMPILE_CPU_MS, &ms) == 0 ? ms : COMPILE_CPU_MS;
}

static int compile_with(struct compiler *c, const struct language *lang, const char *src,
                        const char *const *include_dirs, int patience, struct compile_result *res, struct diag *d);

int compile_source(struct compiler *c, const struct language *lang, const char *src, const char *const *include_dirs,
                   struct compile_result *res, struct diag *d)
{
	return compile_with(c, lang, src, include_dirs, 1, res, d);
}

int compile_source_patient(struct compiler *c, const struct language *lang, const char *src,
                           const char *const *include_dirs, struct compile_result *res, struct diag *d)
{
	int rc = compile_with(c, lang, src, include_dirs, 1, res, d);
	if (rc != 0 || res->ok || !res->timed_out)
		return rc;
	compile_result_free(res);
	return compile_with(c, lang, src, include_dirs, 3, res, d);
}

static int compile_with(struct compiler *c, const struct language *lang, const char *src,
                        const char *const *include_dirs, int patience, struct compile_result *res, struct diag *d)
{
	struct build b = { .c = c, .lang = lang, .src = src, .logfd = -1, .nullfd = -1, .patience = patience };
	int ret = -1;
	memset(res, 0, sizeof *res);
	/* A source is someone's file: never a link to the judge's secrets. */
	if (read_regular_file(src, COMPILE_SOURCE_MAX, &b.source, &b.len, d) < 0) {
		diag_prefix(d, "cannot read '%s'", src);
		return COMPILE_REFUSED;
	}
	b.program = find_program(lang->compile[0]);
	if (!b.program) {
		diag_set(d, "compiler '%s' for %s not found on PATH", lang->compile[0], lang->name);
		goto out;
	}
	if (compiler_version(c, b.program, lang->version, &b.version, d) < 0)
		goto out;
	b.srcname = source_name(lang, b.source, b.len, &b.pubclass);
	build_key(&b, include_dirs);
	if (build_cached(&b, res)) {
		ret = 0;
		goto out;
	}
	if (build_dir(&b, include_dirs, d) < 0)
		goto out;
	compile_aids_prepare(&b);
	ret = build_compile(&b, res, d);
	if (ret == 0 && (b.pch || b.cds || b.link))
		ret = compile_aids_check(&b, res, d);
out:
	if (ret == 0 && res->ok)
		res->share = compile_aids_share(&b);
	build_free(&b);
	return ret;
}

/*
 * addr2line -a prints each address, then its function and place: with -i
 * the inlined functions first, each a function line and a place line. The
 * first pair after an address is the innermost: the line that broke a rule.
 */
static void addr2line_lines(const char *text, char *out, size_t size)
{
	size_t n = 0;
	out[0] = '\0';
	struct strv lines = { 0 };
	char *copy = xstrdup(text);
	for (char *save = NULL, *l = strtok_r(copy, "\n", &save); l; l = strtok_r(NULL, "\n", &save))
		strv_push(&lines, l);
	for (size_t i = 0; i < lines.n; i++) {
		if (strncmp(lines.v[i], "0x", 2) != 0 || i + 1 >= lines.n)
			continue;
		const char *fn = lines.v[i + 1];
		const char *where = i + 2 < lines.n ? lines.v[i + 2] : "??";
		if (!strncmp(where, "??", 2))
			continue; /* outside what -g describes: libc's start-up */
		char *disc = strstr(where, " (discriminator");
		int len = disc ? (int)(disc - where) : (int)strlen(where);
		n += (size_t)snprintf(out + n, n < size ? size - n : 0, "%s at %.*s\n", fn, len, where);
		if (n >= size)
			break;
	}
	strv_free(&lines);
	free(copy);
}

int compile_addr2line(struct compiler *c, const char *binary, char *const *addrs, size_t n, char *out, size_t size,
                      struct diag *d)
{
	pthread_mutex_lock(&c->lock);
	unsigned long seq = c->seq++;
	pthread_mutex_unlock(&c->lock);
	char *log = xasprintf("%s/addr2line-%lu.out", c->workdir, seq);
	int ret = -1, logfd = open(log, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0600),
	    nullfd = open("/dev/null", O_RDONLY | O_CLOEXEC);
	struct strv argv = { 0 };
	const char *fixed[] = { "/usr/bin/addr2line", "-a", "-f", "-i", "-C", "-s", "-e", "/prog" };
	for (size_t i = 0; i < sizeof fixed / sizeof fixed[0]; i++)
		strv_push(&argv, fixed[i]);
	for (size_t i = 0; i < n; i++)
		strv_push(&argv, addrs[i]);
	struct sandbox_bind *binds = xcalloc(c->nbinds + 1, sizeof *binds);
	memcpy(binds, c->binds, c->nbinds * sizeof *binds);
	binds[c->nbinds] = (struct sandbox_bind){ .dst = "/prog", .src = binary };
	char *env[] = { "PATH=/usr/bin", "LANG=C", NULL };
	struct sandbox_spec spec = {
		.path = "/usr/bin/addr2line",
		.exec_fd = -1,
		.argv = argv.v,
		.envp = env,
		.stdin_fd = nullfd,
		.stdout_fd = logfd,
		.stderr_fd = logfd,
		.cwd = "/",
		.empty_root = 1,
		.binds = binds,
		.nbinds = c->nbinds + 1,
		.seccomp = 1,
		.limits = { .cpu_ms = 5000, .wall_ms = 10000, .as_kb = 1L << 20, .fsize_kb = 1024, .nproc = 16 },
	};
	struct sandbox_result sr;
	if (logfd < 0 || nullfd < 0) {
		diag_errno(d, "cannot create '%s'", log);
	} else if (sandbox_run(c->sb, &spec, &sr, d) == 0) {
		char text[8192];
		read_head(log, text, sizeof text);
		if (sr.exited && sr.exit_code == 0) {
			addr2line_lines(text, out, size);
			ret = 0;
		} else {
			diag_set(d, "addr2line failed: %s", text);
		}
	}
	if (logfd >= 0)
		close(logfd);
	if (nullfd >= 0)
		close(nullfd);
	unlink(log);
	free(log);
	free(binds);
	strv_free(&argv);
	return ret;
}
