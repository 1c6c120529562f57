/*
 * libmicrohttpd, loaded when `judge serve` first starts its HTTP server.
 *
 * Only the server speaks HTTP, but linked as usual libmicrohttpd brings
 * GnuTLS and its chain (p11-kit, nettle, hogweed, gmp, tasn1, idn2,
 * unistring, ffi): nine more shared libraries that every start of every
 * command mapped and relocated, about 3 ms of CPU before a submission's first
 * test. So the judge links these wrappers of the functions http.c calls
 * instead, as it does for libzip (package/zipload.c) and libgd
 * (analysis/gdload.c): MHD_start_daemon loads the library the build found
 * (MHD_SONAME) and takes every function from it, or fails, and
 * mhd_load_error() says why. The other wrappers are only reached through a
 * daemon that started, so they find the library loaded.
 */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <pthread.h>
#include <stdarg.h>
#include <stdio.h>
#include <microhttpd.h>

#include "web/http.h"

#ifndef MHD_SONAME
#define MHD_SONAME "libmicrohttpd.so"
#endif

static struct {
	struct MHD_Daemon *(*start_daemon_va)(unsigned int, uint16_t, MHD_AcceptPolicyCallback, void *,
	                                      MHD_AccessHandlerCallback, void *, va_list);
	void (*stop_daemon)(struct MHD_Daemon *);
	const char *(*lookup_connection_value)(struct MHD_Connection *, enum MHD_ValueKind, const char *);
	const union MHD_ConnectionInfo *(*get_connection_info)(struct MHD_Connection *, enum MHD_ConnectionInfoType,
	                                                       ...);
	enum MHD_Result (*queue_response)(struct MHD_Connection *, unsigned int, struct MHD_Response *);
	struct MHD_Response *(*create_response_from_buffer)(size_t, void *, enum MHD_ResponseMemoryMode);
	struct MHD_Response *(*create_response_from_callback)(uint64_t, size_t, MHD_ContentReaderCallback, void *,
	                                                      MHD_ContentReaderFreeCallback);
	enum MHD_Result (*add_response_header)(struct MHD_Response *, const char *, const char *);
	void (*destroy_response)(struct MHD_Response *);
	struct MHD_PostProcessor *(*create_post_processor)(struct MHD_Connection *, size_t, MHD_PostDataIterator,
	                                                   void *);
	enum MHD_Result (*post_process)(struct MHD_PostProcessor *, const char *, size_t);
	enum MHD_Result (*destroy_post_processor)(struct MHD_PostProcessor *);
	int (*get_connection_values)(struct MHD_Connection *, enum MHD_ValueKind, MHD_KeyValueIterator, void *);
} ml;
static int ml_loaded;
static char ml_error[512];
static pthread_once_t ml_once = PTHREAD_ONCE_INIT;

/* The symbol name of each pointer in ml, in its order. */
static const char *const ml_names[] = {
	"MHD_start_daemon_va",           "MHD_stop_daemon",         "MHD_lookup_connection_value",
	"MHD_get_connection_info",       "MHD_queue_response",      "MHD_create_response_from_buffer",
	"MHD_create_response_from_callback", "MHD_add_response_header", "MHD_destroy_response",
	"MHD_create_post_processor",     "MHD_post_process",        "MHD_destroy_post_processor",
	"MHD_get_connection_values",
};
_Static_assert(sizeof ml_names / sizeof *ml_names == sizeof ml / sizeof(void *), "a name for each function");

static void ml_load(void)
{
	void *h = dlopen(MHD_SONAME, RTLD_NOW | RTLD_LOCAL);
	if (!h)
		h = dlopen("libmicrohttpd.so", RTLD_NOW | RTLD_LOCAL);
	if (!h) {
		snprintf(ml_error, sizeof ml_error, "libmicrohttpd cannot be loaded: %s", dlerror());
		return;
	}
	void **slot = (void **)&ml;
	for (size_t i = 0; i < sizeof ml_names / sizeof *ml_names; i++) {
		if (!(slot[i] = dlsym(h, ml_names[i]))) {
			snprintf(ml_error, sizeof ml_error, "libmicrohttpd (%s) has no %s", MHD_SONAME, ml_names[i]);
			return;
		}
	}
	ml_loaded = 1;
}

const char *mhd_load_error(void)
{
	pthread_once(&ml_once, ml_load);
	return ml_loaded ? NULL : ml_error;
}

struct MHD_Daemon *MHD_start_daemon(unsigned int flags, uint16_t port, MHD_AcceptPolicyCallback apc, void *apc_cls,
                                    MHD_AccessHandlerCallback dh, void *dh_cls, ...)
{
	if (mhd_load_error())
		return NULL;
	va_list ap;
	va_start(ap, dh_cls);
	struct MHD_Daemon *d = ml.start_daemon_va(flags, port, apc, apc_cls, dh, dh_cls, ap);
	va_end(ap);
	return d;
}

void MHD_stop_daemon(struct MHD_Daemon *daemon)
{
	ml.stop_daemon(daemon);
}

const char *MHD_lookup_connection_value(struct MHD_Connection *c, enum MHD_ValueKind kind, const char *key)
{
	return ml.lookup_connection_value(c, kind, key);
}

int MHD_get_connection_values(struct MHD_Connection *c, enum MHD_ValueKind kind, MHD_KeyValueIterator it, void *cls)
{
	return ml.get_connection_values(c, kind, it, cls);
}

/* http.c asks only for what takes no further argument (the client's address). */
const union MHD_ConnectionInfo *MHD_get_connection_info(struct MHD_Connection *c, enum MHD_ConnectionInfoType t, ...)
{
	return ml.get_connection_info(c, t);
}

enum MHD_Result MHD_queue_response(struct MHD_Connection *c, unsigned int status, struct MHD_Response *r)
{
	return ml.queue_response(c, status, r);
}

struct MHD_Response *MHD_create_response_from_buffer(size_t size, void *buffer, enum MHD_ResponseMemoryMode mode)
{
	return ml.create_response_from_buffer(size, buffer, mode);
}

struct MHD_Response *MHD_create_response_from_callback(uint64_t size, size_t block, MHD_ContentReaderCallback crc,
                                                       void *crc_cls, MHD_ContentReaderFreeCallback crfc)
{
	return ml.create_response_from_callback(size, block, crc, crc_cls, crfc);
}

enum MHD_Result MHD_add_response_header(struct MHD_Response *r, const char *header, const char *content)
{
	return ml.add_response_header(r, header, content);
}

void MHD_destroy_response(struct MHD_Response *r)
{
	ml.destroy_response(r);
}

struct MHD_PostProcessor *MHD_create_post_processor(struct MHD_Connection *c, size_t size, MHD_PostDataIterator it,
                                                    void *it_cls)
{
	return ml.create_post_processor(c, size, it, it_cls);
}

enum MHD_Result MHD_post_process(struct MHD_PostProcessor *pp, const char *data, size_t len)
{
	return ml.post_process(pp, data, len);
}

enum MHD_Result MHD_destroy_post_processor(struct MHD_PostProcessor *pp)
{
	return ml.destroy_post_processor(pp);
}
