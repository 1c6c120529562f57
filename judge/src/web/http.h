/*
 * http.h: the HTTP front end's transport, a thin layer over libmicrohttpd.
 *
 * http.c reads a request whole (headers, query, cookies, a body of at most
 * limits.body_max bytes, form fields of urlencoded and multipart bodies) and
 * hands it to one handler, which fills in a response. The handler never sees
 * libmicrohttpd. Each connection has its own thread (libmicrohttpd's thread per
 * connection), so a handler may block, and a streamed response (the Contest
 * API's event feed) may wait for news in its reader. Handlers run concurrently:
 * what they share must be locked by the application.
 *
 * A body over limits.body_max is answered 413 before the handler runs. A
 * malformed form body is handed on with http_form_error() saying what is
 * wrong (its fields then are those read before the fault): the handler
 * answers it 400, in its own format (the Contest API's JSON, a page's text).
 * Nothing here touches the file system: a URL is only a string handed to the
 * handler.
 *
 * What one client can hold is bounded, so that it cannot starve the others:
 * limits.connections in all and limits.per_address from one address (past
 * them libmicrohttpd closes a new connection at once), and a connection must
 * send a request's headers and body within limits.request_s of its start (or
 * of its last answer, kept alive), however slowly it trickles them: past that
 * deadline it is closed. An answer being made or streamed has no deadline.
 */
#ifndef SERVE_HTTP_H
#define SERVE_HTTP_H

#include <stddef.h>
#include <sys/types.h>

#include "diag.h"

struct http_request;
struct http_response;
struct http_server;

/* One field of a form body; for an uploaded file, filename is set (else NULL). */
struct http_field {
	char *name;
	char *filename;
	char *value; /* NUL-terminated; len bytes, which may hold NULs */
	size_t len;
};

struct http_limits {
	size_t body_max;      /* the largest request body read, in bytes */
	unsigned connections; /* the most connections served at once */
	unsigned per_address; /* the most from one client address */
	unsigned timeout_s;   /* an idle connection is closed after this */
	unsigned request_s;   /* a request's headers and body must have come in this long */
};
#define HTTP_LIMITS_INIT                                                                                               \
	{                                                                                                              \
		.body_max = 1 << 20, .connections = 512, .per_address = 64, .timeout_s = 60, .request_s = 30           \
	}

typedef void (*http_handler)(void *app, struct http_request *req, struct http_response *resp);

/*
 * A TCP socket bound to addr ("ADDR:PORT", "[V6]:PORT" or ":PORT" for every
 * address) and listening; the descriptor (close-on-exec), or -1 with a message.
 * Binding comes first so that the caller can drop its rights afterwards.
 */
int http_listen(const char *addr, struct diag *d);

/* The port of addr (as http_listen() reads it), its host into host ("" for every address); -1 with a message. */
int http_parse_addr(const char *addr, char *host, size_t size, struct diag *d);

/* The port a listening socket is bound to (for "--listen 127.0.0.1:0"). */
int http_port(int fd);

/*
 * Serves connections on the listening socket fd (which it takes) with the
 * handler, in threads of its own; NULL with a message on error. http_stop()
 * stops and frees it.
 */
/* NULL when libmicrohttpd is loaded (web/mhdload.c), else why it cannot be. */
const char *mhd_load_error(void);

struct http_server *http_start(int fd, const struct http_limits *limits, http_handler h, void *app, struct diag *d);
void http_stop(struct http_server *s);

/* The request. Every returned string belongs to the request. */
const char *http_method(const struct http_request *r);                   /* "GET", "POST", ... */
const char *http_path(const struct http_request *r);                     /* decoded, without the query */
const char *http_header(const struct http_request *r, const char *name); /* NULL if absent */
const char *http_query(const struct http_request *r, const char *name);
/* Calls fn with each query argument in turn (an empty value as ""), until fn returns nonzero: then that. */
int http_query_each(const struct http_request *r, int (*fn)(void *cls, const char *name, const char *value), void *cls);
const char *http_cookie(const struct http_request *r, const char *name);
const char *http_peer(const struct http_request *r);              /* the client's address, "127.0.0.1" */
const char *http_body(const struct http_request *r, size_t *len); /* the raw body, NUL-terminated */
const struct http_field *http_field(const struct http_request *r, const char *name);
/* What is wrong with the form body ("malformed form body: ..."), or NULL when it is not a malformed one. */
const char *http_form_error(const struct http_request *r);
/* The form fields in the body's order (a name may come more than once, as "code[]" does); how many. */
size_t http_fields(const struct http_request *r, const struct http_field **fields);
/* A form field's text, or NULL when absent. */
const char *http_form(const struct http_request *r, const char *name);

/*
 * The response. http_respond() takes body (malloc'ed, freed by the server); a
 * handler that answers nothing gets 500. Headers are added before or after.
 */
void http_respond(struct http_response *resp, int status, const char *type, char *body, size_t len);
void http_respond_text(struct http_response *resp, int status, const char *text);
void http_add_header(struct http_response *resp, const char *name, const char *value);

/*
 * A streamed response: read(cls, buf, max) returns the bytes it put in buf,
 * 0 to end the stream, or -1 on error; it may block. HTTP_STREAM_WAIT: nothing
 * to send yet; it is called again after HTTP_STREAM_WAIT_MS, or the stream
 * ends sooner when the client has gone (so that a stream whose client left
 * gives back what it holds at once, not at its next write). done(cls) runs
 * when the connection is over.
 */
#define HTTP_STREAM_WAIT    (-2)
#define HTTP_STREAM_WAIT_MS 500
typedef ssize_t (*http_reader)(void *cls, char *buf, size_t max);
void http_respond_stream(struct http_response *resp, int status, const char *type, http_reader read,
                         void (*done)(void *cls), void *cls);

/*
 * A request made in memory rather than read from a connection, for the fuzz
 * target of the Contest API (judge/fuzz/fuzz-api.c), which hands it to a
 * handler as http.c would. headers and query are NULL-terminated lists of
 * name, value pairs (copied); cookies are read from the Cookie header; a form
 * body is not split (libmicrohttpd's post processor needs a connection): the
 * API's form post then finds no field. http_request_free() frees it.
 */
struct http_request *http_request_new(const char *method, const char *path, const char *const *headers,
                                      const char *const *query, const char *body, size_t len, const char *peer);
void http_request_free(struct http_request *r);

/*
 * An empty response for such a request, and what a handler put in it: the
 * status (0 before an answer), the type, the body (a stream's is NULL). Its
 * free ends a stream as a closed connection would (the reader's done()).
 */
struct http_response *http_response_new(void);
int http_response_status(const struct http_response *resp);
const char *http_response_type(const struct http_response *resp);
const char *http_response_body(const struct http_response *resp, size_t *len);
int http_response_streams(const struct http_response *resp);
void http_response_free(struct http_response *resp);

#endif
