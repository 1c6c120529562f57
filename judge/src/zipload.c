/*
 * libzip, loaded when first used.
 *
 * The judge writes a zip for one thing, `judge export --zip`. Linked as
 * usual, libzip brings libcrypto (for encrypted archives, which the judge
 * never writes) and libbz2, and every start of every command paid about 3 ms
 * of CPU time to map and relocate them: as much as all the rest of a
 * submission's start-up. So the judge links these wrappers instead of the
 * library: each looks its function up in libzip (ZIP_SONAME, the library the
 * build found) at its first call, and libzip itself is still what writes the
 * zip. A libzip function export.c starts to use needs its wrapper here (the
 * link says so).
 *
 * When libzip cannot be loaded, zip_open() fails with ZIP_ER_INTERNAL and
 * zip_error_strerror() says why, so the command fails with that message, as
 * any other failure to write the zip.
 */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <pthread.h>
#include <stdio.h>
#include <string.h>
#include <zip.h>

#ifndef ZIP_SONAME
#define ZIP_SONAME "libzip.so"
#endif

static struct {
	zip_t *(*open)(const char *, int, int *);
	int (*close)(zip_t *);
	void (*discard)(zip_t *);
	zip_int64_t (*dir_add)(zip_t *, const char *, zip_flags_t);
	zip_int64_t (*file_add)(zip_t *, const char *, zip_source_t *, zip_flags_t);
	zip_source_t *(*source_file)(zip_t *, const char *, zip_uint64_t, zip_int64_t);
	void (*source_free)(zip_source_t *);
	const char *(*strerror)(zip_t *);
	void (*error_init_with_code)(zip_error_t *, int);
	const char *(*error_strerror)(zip_error_t *);
	void (*error_fini)(zip_error_t *);
} zl;
static int zl_loaded; /* 1: every function found; -1: not loaded (zl_why says why) */
static char zl_why[256];
static pthread_once_t zl_once = PTHREAD_ONCE_INIT;

static void zl_load(void)
{
	void *h = dlopen(ZIP_SONAME, RTLD_NOW | RTLD_LOCAL);
	if (!h)
		h = dlopen("libzip.so", RTLD_NOW | RTLD_LOCAL);
	struct {
		void **fn;
		const char *name;
	} want[] = {
		{ (void **)&zl.open, "zip_open" },
		{ (void **)&zl.close, "zip_close" },
		{ (void **)&zl.discard, "zip_discard" },
		{ (void **)&zl.dir_add, "zip_dir_add" },
		{ (void **)&zl.file_add, "zip_file_add" },
		{ (void **)&zl.source_file, "zip_source_file" },
		{ (void **)&zl.source_free, "zip_source_free" },
		{ (void **)&zl.strerror, "zip_strerror" },
		{ (void **)&zl.error_init_with_code, "zip_error_init_with_code" },
		{ (void **)&zl.error_strerror, "zip_error_strerror" },
		{ (void **)&zl.error_fini, "zip_error_fini" },
	};
	for (size_t i = 0; h && i < sizeof want / sizeof want[0]; i++)
		if (!(*want[i].fn = dlsym(h, want[i].name)))
			h = NULL;
	zl_loaded = h ? 1 : -1;
	if (!h) {
		const char *e = dlerror();
		snprintf(zl_why, sizeof zl_why, "cannot load libzip (%s): %s", ZIP_SONAME, e ? e : "a function is missing");
	}
}

static int loaded(void)
{
	pthread_once(&zl_once, zl_load);
	return zl_loaded > 0;
}

/* The entry point: every other function gets a zip_t or an error that zip_open() or its failure made. */
zip_t *zip_open(const char *path, int flags, int *errorp)
{
	if (!loaded()) {
		if (errorp)
			*errorp = ZIP_ER_INTERNAL;
		return NULL;
	}
	return zl.open(path, flags, errorp);
}

int zip_close(zip_t *za)
{
	return zl.close(za);
}

void zip_discard(zip_t *za)
{
	zl.discard(za);
}

zip_int64_t zip_dir_add(zip_t *za, const char *name, zip_flags_t flags)
{
	return zl.dir_add(za, name, flags);
}

zip_int64_t zip_file_add(zip_t *za, const char *name, zip_source_t *src, zip_flags_t flags)
{
	return zl.file_add(za, name, src, flags);
}

zip_source_t *zip_source_file(zip_t *za, const char *path, zip_uint64_t start, zip_int64_t len)
{
	return zl.source_file(za, path, start, len);
}

void zip_source_free(zip_source_t *src)
{
	if (src)
		zl.source_free(src);
}

const char *zip_strerror(zip_t *za)
{
	return zl.strerror(za);
}

void zip_error_init_with_code(zip_error_t *ze, int code)
{
	if (loaded()) {
		zl.error_init_with_code(ze, code);
		return;
	}
	memset(ze, 0, sizeof *ze);
	ze->zip_err = code;
}

const char *zip_error_strerror(zip_error_t *ze)
{
	return loaded() ? zl.error_strerror(ze) : zl_why;
}

void zip_error_fini(zip_error_t *ze)
{
	if (loaded())
		zl.error_fini(ze);
}
