/*
 * unzip.c: a package's zip extracted with libzip (unzip.h).
 *
 * How this works: every entry is checked before anything of it is written:
 * its name (beneath the folder), its kind (a regular file or a folder, from
 * the Unix mode libzip gives in the external attributes; an entry made
 * elsewhere than Unix says nothing and is a file, or a folder when its name
 * ends in '/'), and the size it claims. Then its parent folders are made one
 * part at a time with mkdirat() and opened with O_NOFOLLOW, and the file is
 * created with O_EXCL beneath them, so nothing in the zip can make a write go
 * anywhere but into a new file of the folder. The bytes are counted as they
 * come: a zip that lies about a size is stopped at the limit all the same.
 */
#define _GNU_SOURCE
#include "package/unzip.h"

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>
#include <zip.h>

#include "package/kattis.h"
#include "util.h"

static int ends_with(const char *s, const char *suffix)
{
	size_t n = strlen(s), m = strlen(suffix);
	return n >= m && !strcmp(s + n - m, suffix);
}

int unzip_name_ok(const char *name)
{
	if (!name[0] || name[0] == '/')
		return 0;
	for (const char *p = name; *p;) {
		const char *end = strchr(p, '/');
		size_t n = end ? (size_t)(end - p) : strlen(p);
		if (n == 0 || (n == 2 && !strncmp(p, "..", 2)) || (n == 1 && p[0] == '.'))
			return 0;
		if (!end)
			break;
		p = end + 1; /* a final '/' (a folder) ends the loop here */
	}
	return !strchr(name, '\\');
}

/* The folder holding rel's last part, made and opened beneath dirfd: a new descriptor, or -1. */
static int open_parent(int dirfd, const char *rel, int make_last, const char **last)
{
	char *copy = xstrdup(rel);
	size_t n = strlen(copy);
	if (n && copy[n - 1] == '/')
		copy[n - 1] = '\0';
	int fd = dup(dirfd);
	char *part = copy;
	for (char *slash; fd >= 0 && (slash = strchr(part, '/')); part = slash + 1) {
		*slash = '\0';
		if (mkdirat(fd, part, 0755) < 0 && errno != EEXIST) {
			close(fd);
			fd = -1;
			break;
		}
		int next = openat(fd, part, O_PATH | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);
		close(fd);
		fd = next;
	}
	if (fd >= 0 && make_last && mkdirat(fd, part, 0755) < 0 && errno != EEXIST) {
		close(fd);
		fd = -1;
	}
	*last = rel + (part - copy);
	free(copy);
	return fd;
}

/* One file: written beneath dirfd, at most max bytes. */
static int extract_file(zip_t *za, zip_uint64_t i, const char *name, int dirfd, long long max, const char *path,
                        struct diag *d)
{
	const char *last;
	int pfd = open_parent(dirfd, name, 0, &last);
	if (pfd < 0) {
		diag_set(d, "%s: %s: cannot make its folder: %s", path, name, strerror(errno));
		return -1;
	}
	int fd = openat(pfd, last, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0644);
	int saved = errno;
	close(pfd);
	if (fd < 0) {
		diag_set(d, "%s: %s: %s", path, name, saved == EEXIST ? "named twice in the zip" : strerror(saved));
		return -1;
	}
	zip_file_t *zf = zip_fopen_index(za, i, 0);
	if (!zf) {
		diag_set(d, "%s: %s: cannot read it: %s", path, name, zip_strerror(za));
		close(fd);
		return -1;
	}
	char buf[1 << 16];
	long long total = 0;
	int rc = 0;
	for (;;) {
		zip_int64_t got = zip_fread(zf, buf, sizeof buf);
		if (got < 0) {
			diag_set(d, "%s: %s: cannot read it: %s", path, name, zip_file_strerror(zf));
			rc = -1;
			break;
		}
		if (got == 0)
			break;
		total += got;
		if (total > max) {
			diag_set(d, "%s: %s: over %lld bytes, the limit for such a file of a package", path, name, max);
			rc = -1;
			break;
		}
		for (char *p = buf; got > 0;) {
			ssize_t w = write(fd, p, (size_t)got);
			if (w < 0 && errno == EINTR)
				continue;
			if (w <= 0) {
				diag_set(d, "%s: %s: cannot write it: %s", path, name, strerror(errno));
				rc = -1;
				break;
			}
			p += w;
			got -= w;
		}
		if (rc < 0)
			break;
	}
	zip_fclose(zf);
	if (close(fd) < 0 && rc == 0) {
		diag_set(d, "%s: %s: cannot write it: %s", path, name, strerror(errno));
		rc = -1;
	}
	return rc;
}

/* A folder entry: made under dirfd with its parents; -1 with a message. */
static int make_folder(int dirfd, const char *name, const char *path, struct diag *d)
{
	const char *last;
	int pfd = open_parent(dirfd, name, 1, &last);
	if (pfd < 0) {
		diag_set(d, "%s: %s: cannot make the folder: %s", path, name, strerror(errno));
		return -1;
	}
	close(pfd);
	return 0;
}

/*
 * Entry i of the zip at path, checked and made under dirfd: a folder, or a
 * regular file within the limit for its kind (a case under data/, or any
 * other file), the cases counted in *cases. -1 with a message naming it.
 */
static int unzip_entry(zip_t *za, zip_uint64_t i, const char *path, int dirfd, long *cases, struct diag *d)
{
	zip_stat_t st;
	const char *name = zip_get_name(za, i, ZIP_FL_ENC_GUESS);
	if (!name || zip_stat_index(za, i, 0, &st) < 0) {
		diag_set(d, "%s: entry %lld: cannot read it: %s", path, (long long)i, zip_strerror(za));
		return -1;
	}
	zip_uint8_t os;
	zip_uint32_t attr;
	mode_t mode = 0;
	if (zip_file_get_external_attributes(za, i, 0, &os, &attr) == 0 && os == ZIP_OPSYS_UNIX)
		mode = (mode_t)(attr >> 16) & S_IFMT;
	size_t len = strlen(name);
	int is_dir = mode ? S_ISDIR(mode) : len && name[len - 1] == '/';
	int under_data = !strncmp(name, "data/", 5);
	long long max = under_data ? PACKAGE_CASE_MAX : PACKAGE_TEXT_MAX;
	if (!unzip_name_ok(name))
		diag_set(d, "%s: %s: a name that leaves the folder (absolute, or with a '..' part)", path, name);
	else if (mode == S_IFLNK)
		diag_set(d, "%s: %s: a symbolic link (a package's files are regular files)", path, name);
	else if (mode && !S_ISREG(mode) && !S_ISDIR(mode))
		diag_set(d, "%s: %s: neither a regular file nor a folder", path, name);
	else if ((st.valid & ZIP_STAT_ENCRYPTION_METHOD) && st.encryption_method != ZIP_EM_NONE)
		diag_set(d, "%s: %s: encrypted", path, name);
	else if (!is_dir && (st.valid & ZIP_STAT_SIZE) && st.size > (zip_uint64_t)max)
		diag_set(d, "%s: %s: %llu bytes, over the limit of %lld for such a file of a package", path, name,
		         (unsigned long long)st.size, max);
	else if (!is_dir && under_data && ends_with(name, ".in") && ++*cases > PACKAGE_MAX_CASES)
		diag_set(d, "%s: %s: over %d test cases", path, name, PACKAGE_MAX_CASES);
	else if (is_dir)
		return make_folder(dirfd, name, path, d);
	else
		return extract_file(za, i, name, dirfd, max, path, d);
	return -1;
}

/* The zip at path, a regular file opened once; NULL with a message. */
static zip_t *unzip_open(const char *path, struct diag *d)
{
	int fd = open_regular_file(path, -1, d);
	if (fd < 0) {
		char why[sizeof d->msg];
		snprintf(why, sizeof why, "%s", d->msg);
		diag_set(d, "%s: %s", path, why);
		return NULL;
	}
	zip_error_t ze;
	zip_error_init(&ze);
	zip_source_t *src = zip_source_filep_create(fdopen(fd, "rb"), 0, -1, &ze);
	zip_t *za = src ? zip_open_from_source(src, ZIP_RDONLY, &ze) : NULL;
	if (!za) {
		diag_set(d, "%s: not a zip that can be read: %s", path, zip_error_strerror(&ze));
		if (src)
			zip_source_free(src);
	}
	zip_error_fini(&ze);
	return za;
}

int unzip_package(const char *path, const char *dir, struct diag *d)
{
	zip_t *za = unzip_open(path, d);
	if (!za)
		return -1;
	int dirfd = open(dir, O_PATH | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);
	if (dirfd < 0) {
		diag_set(d, "%s: cannot open: %s", dir, strerror(errno));
		zip_discard(za);
		return -1;
	}
	zip_int64_t n = zip_get_num_entries(za, 0);
	int rc = 0;
	long cases = 0;
	if (n > UNZIP_MAX_ENTRIES) {
		diag_set(d, "%s: %lld entries, over the %d a package may have", path, (long long)n, UNZIP_MAX_ENTRIES);
		rc = -1;
	}
	for (zip_int64_t i = 0; i < n && rc == 0; i++)
		rc = unzip_entry(za, (zip_uint64_t)i, path, dirfd, &cases, d);
	close(dirfd);
	zip_discard(za);
	return rc;
}
