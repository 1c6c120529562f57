/*
 * libzip, loaded when first used.
 *
 * The judge reads and writes zips for a few commands (`judge export --zip`,
 * a zipped package). Linked as usual, libzip brings libcrypto (for encrypted
 * archives) and libbz2, and every start of every command paid about 3 ms of
 * CPU time to map and relocate them: as much as all the rest of a
 * submission's start-up. So the judge links the wrappers below instead of the
 * library: each looks its function up in libzip (ZIP_SONAME, the library the
 * build found) at its first call, and libzip itself still does the work.
 *
 * A libzip function the judge starts to use needs one line in ZIP_FUNCTIONS
 * (the link says so when it is missing; zip.h checks the line against the
 * real prototype). Entry points, the calls that make a zip_t, a source or an
 * error, never reach a function pointer that is not there: when libzip cannot
 * be loaded they fail as libzip fails (NULL, ZIP_ER_INTERNAL), and
 * zip_error_strerror() says why, so the command fails with that message, as
 * any other failure to read or write a zip. Every other call needs a zip_t, a
 * source or a file that only a loaded libzip makes.
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

/* X(return type, name, parameters, arguments): the libzip functions the judge calls. */
#define ZIP_FUNCTIONS(X)                                                                                            \
	X(zip_t *, zip_open, (const char *path, int flags, int *errorp), (path, flags, errorp))                     \
	X(zip_t *, zip_open_from_source, (zip_source_t * src, int flags, zip_error_t *ze), (src, flags, ze))        \
	X(zip_source_t *, zip_source_filep_create, (FILE * f, zip_uint64_t start, zip_int64_t len, zip_error_t *ze), \
	  (f, start, len, ze))                                                                                      \
	X(int, zip_close, (zip_t * za), (za))                                                                       \
	X(void, zip_discard, (zip_t * za), (za))                                                                    \
	X(zip_int64_t, zip_dir_add, (zip_t * za, const char *name, zip_flags_t fl), (za, name, fl))                 \
	X(zip_int64_t, zip_file_add, (zip_t * za, const char *name, zip_source_t *src, zip_flags_t fl),             \
	  (za, name, src, fl))                                                                                      \
	X(zip_source_t *, zip_source_file, (zip_t * za, const char *path, zip_uint64_t start, zip_int64_t len),     \
	  (za, path, start, len))                                                                                   \
	X(void, zip_source_free, (zip_source_t * src), (src))                                                       \
	X(int, zip_set_file_compression, (zip_t * za, zip_uint64_t i, zip_int32_t method, zip_uint32_t flags),      \
	  (za, i, method, flags))                                                                                   \
	X(const char *, zip_strerror, (zip_t * za), (za))                                                           \
	X(zip_int64_t, zip_get_num_entries, (zip_t * za, zip_flags_t fl), (za, fl))                                 \
	X(const char *, zip_get_name, (zip_t * za, zip_uint64_t i, zip_flags_t fl), (za, i, fl))                    \
	X(int, zip_stat_index, (zip_t * za, zip_uint64_t i, zip_flags_t fl, zip_stat_t *st), (za, i, fl, st))       \
	X(int, zip_file_get_external_attributes,                                                                    \
	  (zip_t * za, zip_uint64_t i, zip_flags_t fl, zip_uint8_t *os, zip_uint32_t *attr), (za, i, fl, os, attr)) \
	X(zip_file_t *, zip_fopen_index, (zip_t * za, zip_uint64_t i, zip_flags_t fl), (za, i, fl))                 \
	X(zip_int64_t, zip_fread, (zip_file_t * f, void *buf, zip_uint64_t n), (f, buf, n))                         \
	X(int, zip_fclose, (zip_file_t * f), (f))                                                                   \
	X(const char *, zip_file_strerror, (zip_file_t * f), (f))                                                   \
	X(void, zip_error_init, (zip_error_t * ze), (ze))                                                           \
	X(void, zip_error_init_with_code, (zip_error_t * ze, int code), (ze, code))                                 \
	X(const char *, zip_error_strerror, (zip_error_t * ze), (ze))                                               \
	X(void, zip_error_fini, (zip_error_t * ze), (ze))                                                           \
	X(zip_source_t *, zip_source_buffer_create, (const void *data, zip_uint64_t len, int freep, zip_error_t *ze), \
	  (data, len, freep, ze))                                                                                   \
	X(void, zip_source_keep, (zip_source_t * src), (src))                                                       \
	X(int, zip_source_open, (zip_source_t * src), (src))                                                        \
	X(zip_int64_t, zip_source_read, (zip_source_t * src, void *buf, zip_uint64_t n), (src, buf, n))            \
	X(int, zip_source_close, (zip_source_t * src), (src))

#define POINTER(ret, name, params, args) ret(*name) params;
static struct {
	ZIP_FUNCTIONS(POINTER)
} zl;
static int zl_loaded; /* 1: every function found; -1: not loaded (zl_why says why) */
static char zl_why[256];
static pthread_once_t zl_once = PTHREAD_ONCE_INIT;

static void zl_load(void)
{
	void *h = dlopen(ZIP_SONAME, RTLD_NOW | RTLD_LOCAL);
	if (!h)
		h = dlopen("libzip.so", RTLD_NOW | RTLD_LOCAL);
#define LOOK_UP(ret, name, params, args)                                                                            \
	if (h && !(*(void **)&zl.name = dlsym(h, #name)))                                                           \
		h = NULL;
	ZIP_FUNCTIONS(LOOK_UP)
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

/* What an entry point does when libzip is not there: the error libzip would set for its own failure. */
static void not_loaded(zip_error_t *ze)
{
	if (ze) {
		memset(ze, 0, sizeof *ze);
		ze->zip_err = ZIP_ER_INTERNAL;
	}
}

zip_t *zip_open(const char *path, int flags, int *errorp)
{
	if (!loaded()) {
		if (errorp)
			*errorp = ZIP_ER_INTERNAL;
		return NULL;
	}
	return zl.zip_open(path, flags, errorp);
}

zip_t *zip_open_from_source(zip_source_t *src, int flags, zip_error_t *ze)
{
	if (!loaded()) {
		not_loaded(ze);
		return NULL;
	}
	return zl.zip_open_from_source(src, flags, ze);
}

zip_source_t *zip_source_filep_create(FILE *f, zip_uint64_t start, zip_int64_t len, zip_error_t *ze)
{
	if (!loaded()) {
		not_loaded(ze);
		return NULL;
	}
	return zl.zip_source_filep_create(f, start, len, ze);
}

zip_source_t *zip_source_buffer_create(const void *data, zip_uint64_t len, int freep, zip_error_t *ze)
{
	if (!loaded()) {
		not_loaded(ze);
		return NULL;
	}
	return zl.zip_source_buffer_create(data, len, freep, ze);
}

void zip_error_init(zip_error_t *ze)
{
	if (loaded())
		zl.zip_error_init(ze);
	else
		memset(ze, 0, sizeof *ze);
}

void zip_error_init_with_code(zip_error_t *ze, int code)
{
	if (loaded()) {
		zl.zip_error_init_with_code(ze, code);
		return;
	}
	memset(ze, 0, sizeof *ze);
	ze->zip_err = code;
}

const char *zip_error_strerror(zip_error_t *ze)
{
	return loaded() ? zl.zip_error_strerror(ze) : zl_why;
}

void zip_error_fini(zip_error_t *ze)
{
	if (loaded())
		zl.zip_error_fini(ze);
}

void zip_source_free(zip_source_t *src)
{
	if (src)
		zl.zip_source_free(src);
}

void zip_discard(zip_t *za)
{
	zl.zip_discard(za);
}

/* The rest take what only a loaded libzip makes. */
#define FORWARD(ret, name, params, args)                                                                            \
	ret name params                                                                                             \
	{                                                                                                           \
		return zl.name args;                                                                                \
	}
FORWARD(int, zip_close, (zip_t * za), (za))
FORWARD(zip_int64_t, zip_dir_add, (zip_t * za, const char *name, zip_flags_t fl), (za, name, fl))
FORWARD(zip_int64_t, zip_file_add, (zip_t * za, const char *name, zip_source_t *src, zip_flags_t fl),
        (za, name, src, fl))
FORWARD(zip_source_t *, zip_source_file, (zip_t * za, const char *path, zip_uint64_t start, zip_int64_t len),
        (za, path, start, len))
FORWARD(int, zip_set_file_compression, (zip_t * za, zip_uint64_t i, zip_int32_t method, zip_uint32_t flags),
        (za, i, method, flags))
FORWARD(const char *, zip_strerror, (zip_t * za), (za))
FORWARD(zip_int64_t, zip_get_num_entries, (zip_t * za, zip_flags_t fl), (za, fl))
FORWARD(const char *, zip_get_name, (zip_t * za, zip_uint64_t i, zip_flags_t fl), (za, i, fl))
FORWARD(int, zip_stat_index, (zip_t * za, zip_uint64_t i, zip_flags_t fl, zip_stat_t *st), (za, i, fl, st))
FORWARD(int, zip_file_get_external_attributes,
        (zip_t * za, zip_uint64_t i, zip_flags_t fl, zip_uint8_t *os, zip_uint32_t *attr), (za, i, fl, os, attr))
FORWARD(zip_file_t *, zip_fopen_index, (zip_t * za, zip_uint64_t i, zip_flags_t fl), (za, i, fl))
FORWARD(zip_int64_t, zip_fread, (zip_file_t * f, void *buf, zip_uint64_t n), (f, buf, n))
FORWARD(int, zip_fclose, (zip_file_t * f), (f))
FORWARD(const char *, zip_file_strerror, (zip_file_t * f), (f))
FORWARD(void, zip_source_keep, (zip_source_t * src), (src))
FORWARD(int, zip_source_open, (zip_source_t * src), (src))
FORWARD(zip_int64_t, zip_source_read, (zip_source_t * src, void *buf, zip_uint64_t n), (src, buf, n))
FORWARD(int, zip_source_close, (zip_source_t * src), (src))
