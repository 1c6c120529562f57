/*
 * How a submission compiles: in an empty root that shows, read-only, only the
 * machine's /usr (with Debian's /bin, /lib, /lib64 and /sbin links into it) and
 * /dev/null, plus its own build directory at /build, read-write; as a uid of
 * the sandbox's pool, without network. Nothing else of the machine exists for
 * the compiler: not the repository, not the test data, not home directories,
 * so `#include "/any/path"` finds nothing to leak. The problem's own tools
 * (trusted) compile as the judge's user in their build directory, because they
 * include headers from the repository.
 */
#define _GNU_SOURCE
#include "compile.h"

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

#include "util.h"

struct version {
	char *compiler;
	char *text;
};

struct compiler {
	struct sandbox *sb;
	char *cache_dir, *workdir;
	struct sandbox_bind *binds; /* the machine as a submission's compiler sees it, then /build */
	size_t nbinds;
	pthread_mutex_t lock;
	struct version *versions;
	size_t nversions;
	unsigned long seq;
};

/* The system directories a compiler needs: bound when they are directories, recreated when they are links. */
static const char *const system_paths[] = {
	"/usr", "/bin", "/sbin", "/lib", "/lib32", "/lib64", "/libx32", "/dev/null"
};

static void add_bind(struct compiler *c, const char *dst, const char *src, const char *link, int writable)
{
	c->binds = xrealloc(c->binds, (c->nbinds + 1) * sizeof *c->binds);
	c->binds[c->nbinds++] = (struct sandbox_bind){ .dst = xstrdup(dst),
		                                       .src = src ? xstrdup(src) : NULL,
		                                       .link = link ? xstrdup(link) : NULL,
		                                       .writable = writable };
}

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
	for (size_t i = 0; i < sizeof system_paths / sizeof system_paths[0]; i++) {
		struct stat st;
		char link[PATH_MAX];
		if (lstat(system_paths[i], &st) < 0)
			continue;
		ssize_t n = S_ISLNK(st.st_mode) ? readlink(system_paths[i], link, sizeof link - 1) : -1;
		if (n > 0) {
			link[n] = '\0';
			add_bind(c, system_paths[i], NULL, link, 0);
		} else if (!S_ISLNK(st.st_mode)) {
			add_bind(c, system_paths[i], system_paths[i], NULL, 0);
		}
	}
	add_bind(c, "/build", "/", NULL, 1); /* each compile's own directory, set per compile */
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
	for (size_t i = 0; i < c->nbinds; i++) {
		free((char *)c->binds[i].dst);
		free((char *)c->binds[i].src);
		free((char *)c->binds[i].link);
	}
	free(c->binds);
	free(c->cache_dir);
	free(c->workdir);
	pthread_mutex_destroy(&c->lock);
	free(c);
}

void compile_result_free(struct compile_result *res)
{
	free(res->binary);
	free(res->log);
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

/* The compiler's --version banner, asked once per compiler and remembered. */
static int compiler_version(struct compiler *c, const char *program, char **out, struct diag *d)
{
	pthread_mutex_lock(&c->lock);
	for (size_t i = 0; i < c->nversions; i++) {
		if (strcmp(c->versions[i].compiler, program) == 0) {
			*out = c->versions[i].text;
			pthread_mutex_unlock(&c->lock);
			return 0;
		}
	}
	char *cmd = xasprintf("'%s' --version 2>&1", program);
	FILE *p = popen(cmd, "r");
	free(cmd);
	char buf[4096];
	size_t n = p ? fread(buf, 1, sizeof buf - 1, p) : 0;
	int status = p ? pclose(p) : -1;
	if (status != 0 || n == 0) {
		pthread_mutex_unlock(&c->lock);
		diag_set(d, "cannot run '%s --version'", program);
		return -1;
	}
	buf[n] = '\0';
	c->versions = xrealloc(c->versions, (c->nversions + 1) * sizeof *c->versions);
	c->versions[c->nversions].compiler = xstrdup(program);
	c->versions[c->nversions].text = xstrdup(buf);
	*out = c->versions[c->nversions++].text;
	pthread_mutex_unlock(&c->lock);
	return 0;
}

static void hash_str(XXH3_state_t *st, const char *s)
{
	XXH3_128bits_update(st, s, strlen(s) + 1);
}

static char *read_log(const char *path, const char *reason)
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

int compile_source(struct compiler *c, const struct language *lang, const char *src, const char *const *extra_flags,
                   int trusted, struct compile_result *res, struct diag *d)
{
	char *source = NULL, *program = NULL, *version, *dir = NULL, *log = NULL, *srcpath = NULL;
	size_t len;
	int ret = -1, logfd = -1, nullfd = -1;
	struct strv argv = { 0 };

	memset(res, 0, sizeof *res);
	if (!trusted) {
		/* A submission's file is the submitter's: never a link to the judge's secrets. */
		if (read_regular_file(src, COMPILE_SOURCE_MAX, &source, &len, d) < 0) {
			diag_prefix(d, "cannot read '%s'", src);
			return COMPILE_REFUSED;
		}
	} else if (read_file(src, &source, &len, d) < 0) {
		return -1;
	}
	if ((long)len > COMPILE_SOURCE_MAX) {
		res->log = xasprintf("source file is %zu bytes, over the limit of %ld\n", len, COMPILE_SOURCE_MAX);
		free(source);
		return 0;
	}
	program = find_program(lang->compile[0]);
	if (!program) {
		diag_set(d, "compiler '%s' for %s not found on PATH", lang->compile[0], lang->name);
		goto out;
	}
	if (compiler_version(c, program, &version, d) < 0)
		goto out;

	XXH3_state_t *st = XXH3_createState();
	XXH3_128bits_reset(st);
	hash_str(st, lang->name);
	for (char **a = lang->compile; *a; a++)
		hash_str(st, *a);
	for (const char *const *f = extra_flags; f && *f; f++)
		hash_str(st, *f);
	hash_str(st, version);
	XXH3_128bits_update(st, source, len);
	XXH128_hash_t h = XXH3_128bits_digest(st);
	XXH3_freeState(st);
	char key[40];
	snprintf(key, sizeof key, "%016llx%016llx", (unsigned long long)h.high64, (unsigned long long)h.low64);
	char *cached = xasprintf("%s/%s", c->cache_dir, key);
	if (access(cached, X_OK) == 0) {
		res->ok = 1;
		res->cached = 1;
		res->binary = cached;
		res->log = xstrdup("");
		ret = 0;
		goto out;
	}

	/*
	 * A fresh build directory holding only the source. The compiler's uid is
	 * taken from the pool when it starts, so the directory is open to any: it
	 * lies in the judge's private scratch directory and only this compile's
	 * root shows it.
	 */
	if (!trusted && strncmp(program, "/usr/", 5) != 0) {
		diag_set(d, "compiler '%s' for %s is outside /usr: a submission's compile sandbox shows only /usr",
		         program, lang->name);
		goto out;
	}
	pthread_mutex_lock(&c->lock);
	unsigned long seq = c->seq++;
	pthread_mutex_unlock(&c->lock);
	dir = xasprintf("%s/build-%lu", c->workdir, seq);
	log = xasprintf("%s/build-%lu.log", c->workdir, seq);
	srcpath = xasprintf("%s/%s", dir, lang->source);
	if (mkdir(dir, 0700) < 0 || chmod(dir, trusted ? 0700 : 0777) < 0) {
		diag_errno(d, "cannot create build directory '%s'", dir);
		goto fail;
	}
	if (write_file_atomic(srcpath, source, len, 0644, d) < 0)
		goto fail;
	logfd = open(log, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0600);
	nullfd = open("/dev/null", O_RDONLY | O_CLOEXEC);
	if (logfd < 0 || nullfd < 0) {
		diag_errno(d, "cannot create '%s'", log);
		goto fail;
	}

	strv_push(&argv, program);
	for (char **a = lang->compile + 1; *a; a++) {
		if (strcmp(*a, "{src}") == 0) {
			for (const char *const *f = extra_flags; f && *f; f++)
				strv_push(&argv, *f);
			strv_push(&argv, lang->source);
		} else {
			strv_push(&argv, strcmp(*a, "{out}") == 0 ? "prog" : *a);
		}
	}
	char *tmpdir = xasprintf("TMPDIR=%s", trusted ? dir : "/build");
	struct sandbox_bind *binds = xmalloc(c->nbinds * sizeof *binds);
	memcpy(binds, c->binds, c->nbinds * sizeof *binds);
	binds[c->nbinds - 1].src = dir;
	char *envp[] = { "PATH=/usr/local/bin:/usr/bin:/bin", "LANG=C", "LC_ALL=C", tmpdir, NULL };
	struct sandbox_spec spec = {
		.path = program,
		.exec_fd = -1,
		.argv = argv.v,
		.envp = envp,
		.stdin_fd = nullfd,
		.stdout_fd = logfd,
		.stderr_fd = logfd,
		.cwd = trusted ? dir : "/build",
		.empty_root = !trusted,
		.binds = trusted ? NULL : binds,
		.nbinds = trusted ? 0 : c->nbinds,
		/* The problem's own tools include headers from the repository, which the
		 * sandbox uid may not be allowed to read (a checkout in a private folder). */
		.keep_uid = trusted,
		.limits = { .cpu_ms = COMPILE_CPU_MS,
		            .wall_ms = COMPILE_WALL_MS,
		            .as_kb = COMPILE_AS_KB,
		            .fsize_kb = COMPILE_BINARY_KB,
		            .nproc = 256 },
	};
	struct sandbox_result sr;
	int rc = sandbox_run(c->sb, &spec, &sr, d);
	free(tmpdir);
	free(binds);
	if (rc < 0) {
		diag_prefix(d, "compiling '%s'", src);
		goto fail;
	}
	res->time_ms = sr.wall_ms;
	char *binary = xasprintf("%s/prog", dir);
	char reason[160] = "";
	if (sr.wall_killed || sr.cpu_ms > COMPILE_CPU_MS)
		snprintf(reason, sizeof reason, "compilation stopped: over the time limit (%d s)\n",
		         COMPILE_WALL_MS / 1000);
	else if (!sr.exited && signal_reason(sr.signal))
		snprintf(reason, sizeof reason, "compilation stopped: %s\n", signal_reason(sr.signal));
	else if (!sr.exited)
		snprintf(reason, sizeof reason, "compilation stopped: the compiler died of signal %d\n", sr.signal);
	else if (sr.exit_code != 0)
		snprintf(reason, sizeof reason, "compilation failed (exit status %d)\n", sr.exit_code);
	else if (!path_exists(binary))
		snprintf(reason, sizeof reason, "the compiler produced no binary\n");
	if (reason[0]) {
		res->log = read_log(log, reason);
		free(binary);
		free(cached);
		ret = 0;
		goto cleanup;
	}
	if (copy_file_atomic(binary, cached, 0755, d) < 0) {
		free(binary);
		goto fail;
	}
	free(binary);
	res->ok = 1;
	res->binary = cached;
	res->log = read_log(log, NULL);
	ret = 0;
	goto cleanup;
fail:
	free(cached);
cleanup:
	if (logfd >= 0)
		close(logfd);
	if (nullfd >= 0)
		close(nullfd);
	if (dir)
		remove_tree(dir);
	if (log)
		unlink(log);
out:
	strv_free(&argv);
	free(source);
	free(program);
	free(dir);
	free(log);
	free(srcpath);
	return ret;
}
