#define _GNU_SOURCE
#include "util.h"

#include <errno.h>
#include <fcntl.h>
#include <dirent.h>
#include <ftw.h>
#include <pthread.h>
#include <stdarg.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <linux/openat2.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <time.h>
#include <unistd.h>

#include "exitcode.h"

static void out_of_memory(void)
{
	fputs("judge: out of memory\n", stderr);
	exit(EXIT_JUDGE_FAILED);
}

FILE *xopen_memstream(char **buf, size_t *len)
{
	FILE *f = open_memstream(buf, len);
	if (!f)
		out_of_memory();
	return f;
}

void *xmalloc(size_t n)
{
	void *p = malloc(n ? n : 1);
	if (!p)
		out_of_memory();
	return p;
}

void *xcalloc(size_t n, size_t size)
{
	void *p = calloc(n ? n : 1, size ? size : 1);
	if (!p)
		out_of_memory();
	return p;
}

void *xrealloc(void *p, size_t n)
{
	p = realloc(p, n ? n : 1);
	if (!p)
		out_of_memory();
	return p;
}

char *xstrdup(const char *s)
{
	char *p = strdup(s);
	if (!p)
		out_of_memory();
	return p;
}

static char *xvasprintf(const char *fmt, va_list ap)
{
	char *s;
	if (vasprintf(&s, fmt, ap) < 0)
		out_of_memory();
	return s;
}

char *xasprintf(const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	char *s = xvasprintf(fmt, ap);
	va_end(ap);
	return s;
}

void log_printf(void (*log)(const char *line), const char *fmt, ...)
{
	if (!log)
		return;
	va_list ap;
	va_start(ap, fmt);
	char *line = xvasprintf(fmt, ap);
	va_end(ap);
	log(line);
	free(line);
}

void strv_push(struct strv *s, const char *str)
{
	if (s->n + 2 > s->cap) {
		s->cap = s->cap ? 2 * s->cap : 8;
		s->v = xrealloc(s->v, s->cap * sizeof *s->v);
	}
	s->v[s->n++] = str ? xstrdup(str) : NULL;
	s->v[s->n] = NULL;
}

void strv_pushf(struct strv *s, const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	char *str = xvasprintf(fmt, ap);
	va_end(ap);
	strv_push(s, str);
	free(str);
}

void strv_free(struct strv *s)
{
	for (size_t i = 0; i < s->n; i++)
		free(s->v[i]);
	free(s->v);
	s->v = NULL;
	s->n = s->cap = 0;
}

int read_file(const char *path, char **buf, size_t *len, struct diag *d)
{
	int fd = open(path, O_RDONLY | O_CLOEXEC);
	if (fd < 0) {
		diag_errno(d, "cannot open '%s'", path);
		return -1;
	}
	size_t cap = 4096, n = 0;
	char *p = xmalloc(cap);
	for (;;) {
		if (n + 1 >= cap)
			p = xrealloc(p, cap *= 2);
		ssize_t r = read(fd, p + n, cap - n - 1);
		if (r < 0) {
			if (errno == EINTR)
				continue;
			diag_errno(d, "cannot read '%s'", path);
			free(p);
			close(fd);
			return -1;
		}
		if (r == 0)
			break;
		n += (size_t)r;
	}
	close(fd);
	p[n] = '\0';
	*buf = p;
	if (len)
		*len = n;
	return 0;
}

/* Records why a file that is not a regular file is not read. */
static void refuse_kind(struct diag *d, mode_t mode)
{
	const char *kind = S_ISLNK(mode)    ? "a symbolic link"
	                   : S_ISDIR(mode)  ? "a directory"
	                   : S_ISFIFO(mode) ? "a FIFO"
	                   : S_ISCHR(mode)  ? "a character device"
	                   : S_ISBLK(mode)  ? "a block device"
	                   : S_ISSOCK(mode) ? "a socket"
	                                    : NULL;
	if (kind)
		diag_set(d, "%s, not a regular file", kind);
	else
		diag_set(d, "not a regular file");
}

static void refuse_size(struct diag *d, unsigned long long max)
{
	if (max % (1ULL << 30) == 0)
		diag_set(d, "over %llu GiB", max >> 30);
	else if (max % (1 << 20) == 0)
		diag_set(d, "over %llu MiB", max >> 20);
	else
		diag_set(d, "over %llu bytes", max);
}

/*
 * Without openat2() (a kernel before 5.6, or a seccomp filter that hides it):
 * one component at a time, none of them a link, none "..".
 */
static int open_beneath_walk(int dirfd, const char *rel, int flags, struct diag *d)
{
	char *copy = xstrdup(rel), *save = NULL;
	int fd = dup(dirfd);
	struct stat st;
	for (char *c = strtok_r(copy, "/", &save); c && fd >= 0;) {
		char *next = strtok_r(NULL, "/", &save);
		if (!strcmp(c, "..")) {
			diag_set(d, "leaves its folder ('..')");
			close(fd);
			fd = -1;
			break;
		}
		int nfd = openat(fd, c,
		                 next ? O_PATH | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC : flags | O_NOFOLLOW | O_CLOEXEC);
		if (nfd < 0) {
			int saved = errno;
			if ((saved == ELOOP || saved == ENOTDIR || saved == ENXIO) &&
			    fstatat(fd, c, &st, AT_SYMLINK_NOFOLLOW) == 0 && !S_ISREG(st.st_mode) &&
			    !(next && S_ISDIR(st.st_mode)))
				refuse_kind(d, st.st_mode);
			else
				diag_set(d, "%s", strerror(saved));
		}
		close(fd);
		fd = nfd;
		c = next;
	}
	free(copy);
	return fd;
}

int open_beneath(int dirfd, const char *rel, int flags, struct diag *d)
{
	struct open_how how = { .flags = (unsigned long long)(flags | O_CLOEXEC),
		                .resolve = RESOLVE_BENEATH | RESOLVE_NO_MAGICLINKS };
	int fd = (int)syscall(SYS_openat2, dirfd, rel, &how, sizeof how);
	if (fd >= 0)
		return fd;
	if (errno == ENOSYS || errno == EPERM)
		return open_beneath_walk(dirfd, rel, flags, d);
	if (errno == EXDEV)
		diag_set(d, "leads outside its folder (a link or '..')");
	else if (errno == ENXIO) /* a socket */
		diag_set(d, "a socket, not a regular file");
	else
		diag_set(d, "%s", strerror(errno));
	return -1;
}

/*
 * Opens a file someone else controls for reading: never blocking (a FIFO
 * opens at once with O_NONBLOCK and is then refused) and only a regular file
 * of at most max bytes (max < 0: any size). Beneath dirfd when beneath is set,
 * else by path, never through a link at its last component. The descriptor
 * returned is the one checked. -1 with the reason alone in d.
 */
static int open_regular(int dirfd, const char *path, int beneath, long long max, struct diag *d)
{
	int fd;
	struct stat st;
	if (beneath) {
		fd = open_beneath(dirfd, path, O_RDONLY | O_NOCTTY | O_NONBLOCK, d);
		if (fd < 0)
			return -1;
	} else {
		fd = open(path, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_NOCTTY | O_CLOEXEC);
		if (fd < 0) {
			/* lstat() only to say why (a link gives ELOOP, a socket ENXIO): nothing was opened. */
			int saved = errno;
			if ((saved == ELOOP || saved == ENXIO) && lstat(path, &st) == 0 && !S_ISREG(st.st_mode))
				refuse_kind(d, st.st_mode);
			else
				diag_set(d, "%s", strerror(saved));
			return -1;
		}
	}
	if (fstat(fd, &st) < 0) {
		diag_set(d, "%s", strerror(errno));
		close(fd);
		return -1;
	}
	if (!S_ISREG(st.st_mode)) {
		refuse_kind(d, st.st_mode);
		close(fd);
		return -1;
	}
	if (max >= 0 && st.st_size > max) {
		refuse_size(d, (unsigned long long)max);
		close(fd);
		return -1;
	}
	/* A regular file never blocks: what follows reads it plainly. */
	fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) & ~O_NONBLOCK);
	return fd;
}

/* Reads the rest of fd (at most max bytes, else refused) into a NUL-terminated buffer; closes fd. */
static int read_fd_all(int fd, size_t max, char **buf, size_t *len, struct diag *d)
{
	struct stat st;
	size_t size = fstat(fd, &st) == 0 && st.st_size > 0 ? (size_t)st.st_size : 0;
	/* Room for the size fstat() gave, one byte more to see the end, and the NUL. */
	size_t cap = (size < max ? size : max) + 2, n = 0;
	char *p = xmalloc(cap);
	for (;;) {
		if (n + 1 >= cap)
			p = xrealloc(p, cap = cap * 2 < max + 2 ? cap * 2 : max + 2);
		ssize_t r = read(fd, p + n, cap - n - 1);
		if (r < 0 && errno == EINTR)
			continue;
		if (r < 0) {
			diag_set(d, "%s", strerror(errno));
			break;
		}
		if (r == 0) {
			close(fd);
			p[n] = '\0';
			*buf = p;
			if (len)
				*len = n;
			return 0;
		}
		n += (size_t)r;
		if (n > max) {
			refuse_size(d, max);
			break;
		}
	}
	free(p);
	close(fd);
	return -1;
}

int open_regular_file(const char *path, long long max, struct diag *d)
{
	return open_regular(AT_FDCWD, path, 0, max, d);
}

int read_regular_file(const char *path, size_t max, char **buf, size_t *len, struct diag *d)
{
	int fd = open_regular(AT_FDCWD, path, 0, (long long)max, d);
	return fd < 0 ? -1 : read_fd_all(fd, max, buf, len, d);
}

int read_file_beneath(int dirfd, const char *rel, size_t max, char **buf, size_t *len, struct diag *d)
{
	int fd = open_regular(dirfd, rel, 1, (long long)max, d);
	return fd < 0 ? -1 : read_fd_all(fd, max, buf, len, d);
}

int check_file_beneath(int dirfd, const char *rel, long long max, struct diag *d)
{
	int fd = open_regular(dirfd, rel, 1, max, d);
	if (fd < 0)
		return -1;
	close(fd);
	return 0;
}

int write_file_atomic(const char *path, const void *buf, size_t len, mode_t mode, struct diag *d)
{
	struct atomic_file a;
	if (!atomic_file_open(&a, path, mode, d))
		return -1;
	if (len > 0 && fwrite(buf, 1, len, a.f) != len) {
		diag_errno(d, "cannot write '%s'", path);
		atomic_file_abort(&a);
		return -1;
	}
	return atomic_file_commit(&a, d);
}

/* rename() that never replaces what is there (a race with another writer). */
static int rename_new(const char *from, const char *to)
{
	if (renameat2(AT_FDCWD, from, AT_FDCWD, to, RENAME_NOREPLACE) == 0)
		return 0;
	if (errno != EINVAL && errno != ENOSYS)
		return -1;
	if (path_exists(to)) {
		errno = EEXIST;
		return -1;
	}
	return rename(from, to);
}

/*
 * Streams what is left of in (at most max bytes when max >= 0) to a temporary
 * file beside dst, fsync'ed and renamed over it; closes in. With keep, a dst
 * that is there already stays and the copy is dropped. The reason alone in d
 * for an input over max, "cannot ..." with the path for a write error.
 */
static int copy_fd_to(int in, const char *dst, long long max, mode_t mode, int keep, struct diag *d)
{
	char *tmp = xasprintf("%s.tmp.%ld.%ld", dst, (long)getpid(), (long)gettid());
	int out = open(tmp, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, mode);
	int rc = -1;
	long long total = 0;
	char buf[1 << 16];
	if (out < 0) {
		diag_errno(d, "cannot create '%s'", tmp);
		goto out;
	}
	for (;;) {
		ssize_t r = read(in, buf, sizeof buf);
		if (r < 0 && errno == EINTR)
			continue;
		if (r < 0) {
			diag_set(d, "%s", strerror(errno));
			goto out;
		}
		if (r == 0)
			break;
		if (max >= 0 && (total += r) > max) {
			refuse_size(d, (unsigned long long)max);
			goto out;
		}
		for (ssize_t w, off = 0; off < r; off += w) {
			w = write(out, buf + off, (size_t)(r - off));
			if (w < 0 && errno == EINTR) {
				w = 0;
				continue;
			}
			if (w <= 0) {
				diag_errno(d, "cannot write '%s'", tmp);
				goto out;
			}
		}
	}
	if (fchmod(out, mode) < 0 || fsync(out) < 0 || close(out) < 0) {
		out = -1;
		diag_errno(d, "cannot write '%s'", tmp);
		goto out;
	}
	out = -1;
	int moved = keep ? rename_new(tmp, dst) : rename(tmp, dst);
	if (moved < 0 && !(keep && errno == EEXIST)) {
		diag_errno(d, "cannot rename '%s' to '%s'", tmp, dst);
		goto out;
	}
	if (moved < 0)
		unlink(tmp); /* dst was there already: kept */
	rc = 0;
out:
	if (out >= 0)
		close(out);
	if (rc < 0)
		unlink(tmp);
	close(in);
	free(tmp);
	return rc;
}

/* src (read_regular_file's rules) to dst by copy_fd_to; "cannot copy 'src': why" when src cannot be opened. */
static int copy_path_to(const char *src, const char *dst, long long max, mode_t mode, int keep, struct diag *d)
{
	int in = open_regular(AT_FDCWD, src, 0, max, d);
	if (in < 0) {
		diag_prefix(d, "cannot copy '%s'", src);
		return -1;
	}
	return copy_fd_to(in, dst, max, mode, keep, d);
}

int copy_file_limited(const char *src, const char *dst, long long max, mode_t mode, struct diag *d)
{
	return copy_path_to(src, dst, max, mode, 0, d);
}

int copy_file_beneath(int dirfd, const char *rel, const char *dst, long long max, mode_t mode, struct diag *d)
{
	int in = open_regular(dirfd, rel, 1, max, d);
	return in < 0 ? -1 : copy_fd_to(in, dst, max, mode, 0, d);
}

int copy_file_atomic(const char *src, const char *dst, mode_t mode, struct diag *d)
{
	return copy_file_limited(src, dst, -1, mode, d);
}

int copy_file_once(const char *src, const char *dst, mode_t mode, struct diag *d)
{
	return copy_path_to(src, dst, -1, mode, 1, d);
}

int set_aside(const char *path)
{
	char *aside = xasprintf("%s.at-fault", path);
	int rc = rename(path, aside);
	int e = errno;
	free(aside);
	errno = e;
	return rc;
}

static int copy_tree(const char *src, const char *dst, struct diag *d)
{
	struct strv names = { 0 };
	if (mkdir(dst, 0755) < 0 || dir_list(src, &names) < 0) {
		diag_errno(d, "cannot copy '%s' to '%s'", src, dst);
		strv_free(&names);
		return -1;
	}
	int rc = 0;
	for (size_t i = 0; i < names.n && rc == 0; i++) {
		char *from = xasprintf("%s/%s", src, names.v[i]), *to = xasprintf("%s/%s", dst, names.v[i]);
		struct stat st;
		if (lstat(from, &st) == 0 && S_ISDIR(st.st_mode))
			rc = copy_tree(from, to, d);
		else if (lstat(from, &st) == 0 && S_ISREG(st.st_mode))
			rc = copy_file_atomic(from, to, st.st_mode & 0100 ? 0755 : 0644, d);
		free(from);
		free(to);
	}
	strv_free(&names);
	return rc;
}

int copy_tree_atomic(const char *src, const char *dst, struct diag *d)
{
	static atomic_ulong seq;
	char *tmp = xasprintf("%s.tmp-%ld-%lu", dst, (long)getpid(), atomic_fetch_add(&seq, 1));
	int rc = copy_tree(src, tmp, d);
	if (rc == 0 && rename(tmp, dst) < 0) {
		if (errno != EEXIST && errno != ENOTEMPTY) {
			diag_errno(d, "cannot rename '%s' to '%s'", tmp, dst);
			rc = -1;
		}
		remove_tree(tmp);
	} else if (rc < 0) {
		remove_tree(tmp);
	}
	free(tmp);
	return rc;
}

int mkdir_p(const char *path, mode_t mode, struct diag *d)
{
	char *p = xstrdup(path);
	for (char *s = p + 1;; s++) {
		if (*s != '/' && *s != '\0')
			continue;
		char saved = *s;
		*s = '\0';
		if (mkdir(p, mode) < 0 && errno != EEXIST) {
			diag_errno(d, "cannot create directory '%s'", p);
			free(p);
			return -1;
		}
		*s = saved;
		if (saved == '\0')
			break;
	}
	free(p);
	return 0;
}

static int cmp_str(const void *a, const void *b)
{
	return strcmp(*(char *const *)a, *(char *const *)b);
}

int dir_list(const char *path, struct strv *out)
{
	DIR *dp = opendir(path);
	if (!dp)
		return -1;
	size_t first = out->n;
	struct dirent *e;
	while ((e = readdir(dp)))
		if (e->d_name[0] != '.')
			strv_push(out, e->d_name);
	closedir(dp);
	if (out->n > first)
		qsort(out->v + first, out->n - first, sizeof *out->v, cmp_str);
	return 0;
}

size_t read_head(const char *path, char *buf, size_t size)
{
	buf[0] = '\0';
	FILE *f = fopen(path, "rb");
	if (!f)
		return 0;
	size_t n = fread(buf, 1, size - 1, f);
	fclose(f);
	buf[n] = '\0';
	for (size_t i = 0; i < n; i++)
		if (buf[i] == '\0')
			buf[i] = ' ';
	return n;
}

static int remove_one(const char *path, const struct stat *st, int flag, struct FTW *ftw)
{
	(void)st;
	(void)flag;
	(void)ftw;
	remove(path);
	return 0;
}

void remove_tree(const char *path)
{
	nftw(path, remove_one, 16, FTW_DEPTH | FTW_PHYS);
}

int path_exists(const char *path)
{
	struct stat st;
	return lstat(path, &st) == 0;
}

long long file_size(const char *path)
{
	struct stat st;
	if (stat(path, &st) < 0)
		return -1;
	return (long long)st.st_size;
}

int files_equal(const char *a, const char *b)
{
	FILE *fa = fopen(a, "rb"), *fb = fopen(b, "rb");
	int result = -1;
	if (fa && fb) {
		char ba[65536], bb[65536];
		for (;;) {
			size_t na = fread(ba, 1, sizeof ba, fa);
			size_t nb = fread(bb, 1, sizeof bb, fb);
			if (na != nb || memcmp(ba, bb, na) != 0) {
				result = 0;
				break;
			}
			if (na == 0) {
				result = ferror(fa) || ferror(fb) ? -1 : 1;
				break;
			}
		}
	}
	if (fa)
		fclose(fa);
	if (fb)
		fclose(fb);
	return result;
}

double monotonic_ms(void)
{
	struct timespec ts;
	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (double)ts.tv_sec * 1e3 + (double)ts.tv_nsec / 1e6;
}

int parse_long(const char *s, long lo, long hi, long *out)
{
	char *end;
	errno = 0;
	long v = strtol(s, &end, 10);
	if (errno || end == s || *end || v < lo || v > hi)
		return -1;
	*out = v;
	return 0;
}

int parse_double(const char *s, double lo, double hi, double *out)
{
	char *end;
	errno = 0;
	double v = strtod(s, &end);
	if (errno || end == s || *end || !(v >= lo && v <= hi))
		return -1;
	*out = v;
	return 0;
}

const char *format_kib(long kib, char *buf, size_t size)
{
	if (kib < 1024)
		snprintf(buf, size, "%ld KiB", kib);
	else
		snprintf(buf, size, "%.1f MiB", (double)kib / 1024.0);
	return buf;
}

struct pfor {
	size_t n;
	void (*fn)(void *, size_t);
	void (*wfn)(void *, size_t, size_t);
	void *ctx;
	size_t next;
	pthread_mutex_t lock;
};

struct pfor_worker_arg {
	struct pfor *p;
	size_t worker;
};

static void *pfor_worker(void *arg)
{
	struct pfor_worker_arg *w = arg;
	struct pfor *p = w->p;
	for (;;) {
		pthread_mutex_lock(&p->lock);
		size_t i = p->next++;
		pthread_mutex_unlock(&p->lock);
		if (i >= p->n)
			return NULL;
		if (p->wfn)
			p->wfn(p->ctx, w->worker, i);
		else
			p->fn(p->ctx, i);
	}
}

static void pfor_run(struct pfor *p, size_t threads)
{
	pthread_mutex_init(&p->lock, NULL);
	pthread_t *t = xcalloc(threads, sizeof *t);
	int *started = xcalloc(threads, sizeof *started);
	struct pfor_worker_arg *args = xcalloc(threads, sizeof *args);
	for (size_t i = 0; i < threads; i++)
		args[i] = (struct pfor_worker_arg){ .p = p, .worker = i };
	for (size_t i = 1; i < threads; i++)
		started[i] = pthread_create(&t[i], NULL, pfor_worker, &args[i]) == 0;
	pfor_worker(&args[0]);
	for (size_t i = 1; i < threads; i++)
		if (started[i])
			pthread_join(t[i], NULL);
	free(t);
	free(started);
	free(args);
	pthread_mutex_destroy(&p->lock);
}

size_t parallel_workers(size_t n, int jobs)
{
	size_t threads = jobs > 1 ? (size_t)jobs : 1;
	return threads > n ? (n ? n : 1) : threads;
}

void parallel_for(size_t n, int jobs, void (*fn)(void *ctx, size_t i), void *ctx)
{
	struct pfor p = { .n = n, .fn = fn, .ctx = ctx };
	pfor_run(&p, parallel_workers(n, jobs));
}

void parallel_for_workers(size_t n, int jobs, void (*fn)(void *ctx, size_t worker, size_t i), void *ctx)
{
	struct pfor p = { .n = n, .wfn = fn, .ctx = ctx };
	pfor_run(&p, parallel_workers(n, jobs));
}

FILE *atomic_file_open(struct atomic_file *a, const char *path, mode_t mode, struct diag *d)
{
	*a = (struct atomic_file){ .path = xstrdup(path), .tmp = xasprintf("%s.tmp-XXXXXX", path), .mode = mode };
	/* mkostemp: O_CREAT | O_EXCL, mode 0600 until the commit. */
	int fd = mkostemp(a->tmp, O_CLOEXEC);
	if (fd < 0 || !(a->f = fdopen(fd, "w"))) {
		diag_errno(d, "cannot write '%s'", path);
		if (fd >= 0) {
			close(fd);
			unlink(a->tmp);
		}
		free(a->path);
		free(a->tmp);
		*a = (struct atomic_file){ 0 };
		return NULL;
	}
	return a->f;
}

int atomic_file_commit(struct atomic_file *a, struct diag *d)
{
	int fd = fileno(a->f);
	if (fflush(a->f) != 0 || ferror(a->f) || fchmod(fd, a->mode) < 0 || fsync(fd) < 0) {
		diag_errno(d, "cannot write '%s'", a->path);
		atomic_file_abort(a);
		return -1;
	}
	int closed = fclose(a->f);
	a->f = NULL;
	if (closed != 0) {
		diag_errno(d, "cannot write '%s'", a->path);
		atomic_file_abort(a);
		return -1;
	}
	if (rename(a->tmp, a->path) < 0) {
		diag_errno(d, "cannot rename '%s' to '%s'", a->tmp, a->path);
		atomic_file_abort(a);
		return -1;
	}
	free(a->path);
	free(a->tmp);
	*a = (struct atomic_file){ 0 };
	return 0;
}

void atomic_file_abort(struct atomic_file *a)
{
	if (a->f)
		fclose(a->f);
	if (a->tmp)
		unlink(a->tmp);
	free(a->path);
	free(a->tmp);
	*a = (struct atomic_file){ 0 };
}

size_t edit_distance(const char *a, const char *b)
{
	size_t n = strlen(a), m = strlen(b);
	/* Three rows of the table: the one two back (for swaps), the last, this one. */
	size_t *rows = xcalloc(3 * (m + 1), sizeof *rows);
	size_t *back = rows, *prev = rows + m + 1, *cur = rows + 2 * (m + 1);
	for (size_t j = 0; j <= m; j++)
		prev[j] = j;
	for (size_t i = 1; i <= n; i++) {
		cur[0] = i;
		for (size_t j = 1; j <= m; j++) {
			size_t best = prev[j - 1] + (a[i - 1] != b[j - 1]);
			if (prev[j] + 1 < best)
				best = prev[j] + 1;
			if (cur[j - 1] + 1 < best)
				best = cur[j - 1] + 1;
			if (i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1] && back[j - 2] + 1 < best)
				best = back[j - 2] + 1;
			cur[j] = best;
		}
		size_t *t = back;
		back = prev;
		prev = cur;
		cur = t;
	}
	size_t d = prev[m];
	free(rows);
	return d;
}

const char *closest_name(const char *word, const char *const *names, size_t n)
{
	size_t limit = strlen(word) <= 4 ? 1 : 2, best = limit + 1;
	const char *pick = NULL;
	for (size_t i = 0; i < n; i++) {
		if (!strcmp(word, names[i]))
			continue;
		size_t d = edit_distance(word, names[i]);
		if (d < best) {
			best = d;
			pick = names[i];
		}
	}
	return pick;
}

int install_staged(const char *stage, const char *root, char *const *rels, size_t n, struct diag *d)
{
	size_t done = 0;
	for (; done < n; done++) {
		char *from = xasprintf("%s/%s", stage, rels[done]), *to = xasprintf("%s/%s", root, rels[done]);
		char *parent = xstrdup(to);
		*strrchr(parent, '/') = '\0';
		int rc = mkdir_p(parent, 0755, d);
		if (rc == 0 && rename_new(from, to) < 0) {
			diag_errno(d, "cannot move '%s' into place", rels[done]);
			rc = -1;
		}
		free(parent);
		free(from);
		free(to);
		if (rc < 0)
			break;
	}
	if (done == n)
		return 0;
	while (done-- > 0) {
		char *from = xasprintf("%s/%s", stage, rels[done]), *to = xasprintf("%s/%s", root, rels[done]);
		rename(to, from);
		free(from);
		free(to);
	}
	return -1;
}

void utf8_trim_end(char *s)
{
	size_t n = strlen(s), i = n, cont = 0;
	/* Back over at most three continuation bytes to the sequence's first byte. */
	while (i > 0 && cont < 3 && ((unsigned char)s[i - 1] & 0xc0) == 0x80)
		i--, cont++;
	if (i == 0)
		return;
	unsigned char lead = (unsigned char)s[i - 1];
	size_t want = lead >= 0xf0 ? 4 : lead >= 0xe0 ? 3 : lead >= 0xc0 ? 2 : 1;
	if (lead >= 0xc0 && cont + 1 < want)
		s[i - 1] = '\0';
}

int str_copy(char *dst, size_t size, const char *src)
{
	if (!size)
		return src[0] != '\0';
	int cut = (size_t)snprintf(dst, size, "%s", src) >= size;
	if (cut)
		utf8_trim_end(dst);
	return cut;
}
