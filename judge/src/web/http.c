/*
 * http.c: requests in, responses out, over libmicrohttpd (see http.h).
 *
 * How this works: libmicrohttpd calls on_request() several times for one
 * request: first with the headers only (a body too large by its
 * Content-Length is refused then, before it is sent), then with each piece
 * of the body, which is kept up to the limit, then once more with nothing,
 * when the handler runs on the whole request. Form bodies (urlencoded and
 * multipart) are split into fields by libmicrohttpd's post processor. Every
 * response carries headers that keep a page from being framed, sniffed or
 * fed scripts from elsewhere.
 *
 * Bounds: libmicrohttpd counts connections in all and per address itself
 * (MHD_OPTION_CONNECTION_LIMIT, MHD_OPTION_PER_IP_CONNECTION_LIMIT), but its
 * only clock is the idle timeout, which a client that sends one header line
 * every few seconds never reaches. So each connection is also registered
 * (MHD_OPTION_NOTIFY_CONNECTION) with the time it began to wait for a
 * request, and a watchdog thread shuts down the socket of one that has not
 * sent a whole request within limits.request_s; libmicrohttpd then reads the
 * end of the stream and closes it as it would any other. The socket is only
 * shut down, never closed here: the descriptor stays libmicrohttpd's.
 *
 * Threads: one per connection. Handlers block (a password check, the store,
 * the event feed waiting for news), which a pool of a few threads could not
 * afford; a thread that waits costs its stack's touched pages only, and the
 * bounds above keep their number to limits.connections.
 */
#define _GNU_SOURCE /* POLLRDHUP */
#include "web/http.h"

#include <errno.h>
#include <microhttpd.h>
#include <netdb.h>
#include <netinet/in.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <poll.h>
#include <pthread.h>
#include <sys/socket.h>
#include <time.h>
#include <unistd.h>

#include "util.h"

/* A connection as the deadline sees it: libmicrohttpd's socket context. */
struct conn {
	int fd;
	double since;  /* monotonic ms: when it began to wait for a request */
	int answering; /* a handler runs or an answer is sent: no deadline */
	int cut;       /* shut down once already */
	struct conn *prev, *next;
};

struct http_server {
	struct MHD_Daemon *mhd;
	http_handler handler;
	void *app;
	struct http_limits limits;
	pthread_mutex_t lock; /* guards conns and stop */
	pthread_cond_t wake;
	struct conn *conns;
	int stop;
	pthread_t watchdog;
	int watching;
};

struct http_request {
	struct MHD_Connection *conn;
	struct http_server *server;
	char *method, *path;
	char *body;
	size_t len;
	int too_big;
	struct http_field *fields;
	size_t nfields;
	const char *form_error; /* why the form body is malformed (parse_form()), or NULL */
	char peer[64];
	struct strv fake;    /* a request made in memory (conn NULL): headers, then "", "?", then query pairs */
	struct strv cookies; /* and the cookies it was asked for, kept until it is freed */
};

struct http_header {
	char *name, *value;
};

struct http_response {
	int status;
	char *type;
	char *body;
	size_t len;
	struct http_header *headers;
	size_t nheaders;
	http_reader read;
	void (*done)(void *);
	void *cls;
};

int http_parse_addr(const char *addr, char *host, size_t size, struct diag *d)
{
	const char *colon = strrchr(addr, ':');
	if (!colon) {
		diag_set(d, "'%s': expected ADDR:PORT", addr);
		return -1;
	}
	size_t hl = (size_t)(colon - addr);
	if (hl >= size) {
		diag_set(d, "'%s': address too long", addr);
		return -1;
	}
	memcpy(host, addr, hl);
	host[hl] = '\0';
	if (hl >= 2 && host[0] == '[' && host[hl - 1] == ']') {
		memmove(host, host + 1, hl - 2);
		host[hl - 2] = '\0';
	}
	char *end;
	long port = strtol(colon + 1, &end, 10);
	if (!colon[1] || *end || port < 0 || port > 65535) {
		diag_set(d, "'%s': port: expected 0 to 65535", addr);
		return -1;
	}
	return (int)port;
}

int http_listen(const char *addr, struct diag *d)
{
	char host[256];
	int port = http_parse_addr(addr, host, sizeof host, d);
	if (port < 0)
		return -1;
	char service[16];
	snprintf(service, sizeof service, "%d", port);
	struct addrinfo hints = { .ai_family = AF_UNSPEC, .ai_socktype = SOCK_STREAM, .ai_flags = AI_PASSIVE }, *ai;
	int rc = getaddrinfo(host[0] ? host : NULL, service, &hints, &ai);
	if (rc) {
		diag_set(d, "'%s': %s", addr, gai_strerror(rc));
		return -1;
	}
	int fd = socket(ai->ai_family, ai->ai_socktype | SOCK_CLOEXEC, ai->ai_protocol);
	int one = 1;
	if (fd < 0 || setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &one, sizeof one) < 0 ||
	    bind(fd, ai->ai_addr, ai->ai_addrlen) < 0 || listen(fd, 128) < 0) {
		diag_errno(d, "'%s'", addr);
		if (fd >= 0)
			close(fd);
		fd = -1;
	}
	freeaddrinfo(ai);
	return fd;
}

int http_port(int fd)
{
	struct sockaddr_storage ss;
	socklen_t len = sizeof ss;
	if (getsockname(fd, (struct sockaddr *)&ss, &len) < 0)
		return -1;
	if (ss.ss_family == AF_INET6)
		return ntohs(((struct sockaddr_in6 *)&ss)->sin6_port);
	return ntohs(((struct sockaddr_in *)&ss)->sin_port);
}

/* ---- the request ---- */

const char *http_method(const struct http_request *r)
{
	return r->method;
}

const char *http_path(const struct http_request *r)
{
	return r->path;
}

/* A made request's value of name among its headers (query 0) or its query's (1); case-insensitive for headers. */
static const char *fake_value(const struct http_request *r, const char *name, int query)
{
	int in_query = 0;
	for (size_t i = 0; i + 1 < r->fake.n; i += 2) {
		if (!r->fake.v[i][0] && !strcmp(r->fake.v[i + 1], "?")) {
			in_query = 1;
			continue;
		}
		if (in_query == query && (query ? !strcmp(r->fake.v[i], name) : !strcasecmp(r->fake.v[i], name)))
			return r->fake.v[i + 1];
	}
	return NULL;
}

/* A made request's cookie from its Cookie header ("a=1; b=2"), in a buffer of the request. */
static const char *fake_cookie(const struct http_request *r, const char *name)
{
	const char *h = fake_value(r, "Cookie", 0);
	size_t n = strlen(name);
	for (const char *p = h; p && *p; p += strspn(p, "; ")) {
		size_t len = strcspn(p, ";");
		if (len > n && !strncmp(p, name, n) && p[n] == '=') {
			struct strv *kept = (struct strv *)&r->cookies;
			strv_pushf(kept, "%.*s", (int)(len - n - 1), p + n + 1);
			return kept->v[kept->n - 1];
		}
		p += len;
	}
	return NULL;
}

const char *http_header(const struct http_request *r, const char *name)
{
	if (!r->conn)
		return fake_value(r, name, 0);
	return MHD_lookup_connection_value(r->conn, MHD_HEADER_KIND, name);
}

const char *http_query(const struct http_request *r, const char *name)
{
	if (!r->conn)
		return fake_value(r, name, 1);
	return MHD_lookup_connection_value(r->conn, MHD_GET_ARGUMENT_KIND, name);
}

struct query_walk {
	int (*fn)(void *cls, const char *name, const char *value);
	void *cls;
	int stopped;
};

static enum MHD_Result query_step(void *cls, enum MHD_ValueKind kind, const char *key, const char *value)
{
	struct query_walk *w = cls;
	(void)kind;
	w->stopped = w->fn(w->cls, key, value ? value : "");
	return w->stopped ? MHD_NO : MHD_YES;
}

int http_query_each(const struct http_request *r, int (*fn)(void *cls, const char *name, const char *value), void *cls)
{
	if (!r->conn) {
		int in_query = 0;
		for (size_t i = 0; i + 1 < r->fake.n; i += 2) {
			if (!r->fake.v[i][0] && !strcmp(r->fake.v[i + 1], "?"))
				in_query = 1;
			else if (in_query && fn(cls, r->fake.v[i], r->fake.v[i + 1]))
				return 1;
		}
		return 0;
	}
	struct query_walk w = { fn, cls, 0 };
	MHD_get_connection_values(r->conn, MHD_GET_ARGUMENT_KIND, query_step, &w);
	return w.stopped;
}

const char *http_cookie(const struct http_request *r, const char *name)
{
	if (!r->conn)
		return fake_cookie(r, name);
	return MHD_lookup_connection_value(r->conn, MHD_COOKIE_KIND, name);
}

const char *http_peer(const struct http_request *r)
{
	return r->peer;
}

const char *http_body(const struct http_request *r, size_t *len)
{
	if (len)
		*len = r->len;
	return r->body ? r->body : "";
}

const struct http_field *http_field(const struct http_request *r, const char *name)
{
	for (size_t i = 0; i < r->nfields; i++)
		if (!strcmp(r->fields[i].name, name))
			return &r->fields[i];
	return NULL;
}

const char *http_form_error(const struct http_request *r)
{
	return r->form_error;
}

size_t http_fields(const struct http_request *r, const struct http_field **fields)
{
	*fields = r->fields;
	return r->nfields;
}

const char *http_form(const struct http_request *r, const char *name)
{
	const struct http_field *f = http_field(r, name);
	return f ? f->value : NULL;
}

/* ---- the response ---- */

void http_respond(struct http_response *resp, int status, const char *type, char *body, size_t len)
{
	free(resp->type);
	free(resp->body);
	resp->status = status;
	resp->type = xstrdup(type);
	resp->body = body;
	resp->len = len;
}

void http_respond_text(struct http_response *resp, int status, const char *text)
{
	char *body = xasprintf("%s\n", text);
	http_respond(resp, status, "text/plain; charset=utf-8", body, strlen(body));
}

void http_add_header(struct http_response *resp, const char *name, const char *value)
{
	resp->headers = xrealloc(resp->headers, (resp->nheaders + 1) * sizeof *resp->headers);
	resp->headers[resp->nheaders].name = xstrdup(name);
	resp->headers[resp->nheaders].value = xstrdup(value);
	resp->nheaders++;
}

void http_respond_stream(struct http_response *resp, int status, const char *type, http_reader read,
                         void (*done)(void *cls), void *cls)
{
	http_respond(resp, status, type, NULL, 0);
	resp->read = read;
	resp->done = done;
	resp->cls = cls;
}

struct stream {
	http_reader read;
	void (*done)(void *);
	void *cls;
	int fd; /* the connection's socket, watched for the client's leaving; -1: unknown */
};

/* Whether the client closed its side within ms (poll's POLLRDHUP: a FIN or a reset, not a pipelined request). */
static int client_left(int fd, int ms)
{
	struct pollfd p = { .fd = fd, .events = POLLRDHUP };
	if (fd < 0) {
		poll(NULL, 0, ms);
		return 0;
	}
	return poll(&p, 1, ms) > 0 && (p.revents & (POLLRDHUP | POLLHUP | POLLERR));
}

static ssize_t stream_read(void *cls, uint64_t pos, char *buf, size_t max)
{
	(void)pos;
	struct stream *s = cls;
	ssize_t n;
	while ((n = s->read(s->cls, buf, max)) == HTTP_STREAM_WAIT)
		if (client_left(s->fd, HTTP_STREAM_WAIT_MS))
			return MHD_CONTENT_READER_END_WITH_ERROR;
	if (n == 0)
		return MHD_CONTENT_READER_END_OF_STREAM;
	return n < 0 ? MHD_CONTENT_READER_END_WITH_ERROR : n;
}

static void stream_free(void *cls)
{
	struct stream *s = cls;
	if (s->done)
		s->done(s->cls);
	free(s);
}

/* Hands resp to libmicrohttpd with the headers every answer carries, and frees it. */
static enum MHD_Result queue(struct MHD_Connection *c, struct http_response *resp)
{
	struct MHD_Response *m;
	if (resp->read) {
		struct stream *s = xmalloc(sizeof *s);
		const union MHD_ConnectionInfo *ci = MHD_get_connection_info(c, MHD_CONNECTION_INFO_CONNECTION_FD);
		*s = (struct stream){ resp->read, resp->done, resp->cls, ci ? ci->connect_fd : -1 };
		m = MHD_create_response_from_callback(MHD_SIZE_UNKNOWN, 4096, stream_read, s, stream_free);
	} else {
		m = MHD_create_response_from_buffer(resp->len, resp->body ? resp->body : (char *)"",
		                                    resp->body ? MHD_RESPMEM_MUST_FREE : MHD_RESPMEM_PERSISTENT);
		resp->body = NULL;
	}
	if (!m)
		return MHD_NO;
	MHD_add_response_header(m, "Content-Type", resp->type);
	MHD_add_response_header(m, "X-Content-Type-Options", "nosniff");
	MHD_add_response_header(m, "X-Frame-Options", "DENY");
	MHD_add_response_header(m, "Referrer-Policy", "same-origin");
	MHD_add_response_header(m, "Content-Security-Policy",
	                        "default-src 'self'; img-src 'self' data:; style-src 'self' 'unsafe-inline'; "
	                        "frame-ancestors 'none'; form-action 'self'");
	for (size_t i = 0; i < resp->nheaders; i++) {
		MHD_add_response_header(m, resp->headers[i].name, resp->headers[i].value);
		free(resp->headers[i].name);
		free(resp->headers[i].value);
	}
	free(resp->headers);
	free(resp->type);
	enum MHD_Result rc = MHD_queue_response(c, (unsigned)resp->status, m);
	MHD_destroy_response(m);
	return rc;
}

/* ---- forms ---- */

static enum MHD_Result on_field(void *cls, enum MHD_ValueKind kind, const char *key, const char *filename,
                                const char *content_type, const char *encoding, const char *data, uint64_t off,
                                size_t size)
{
	(void)kind, (void)content_type, (void)encoding;
	struct http_request *r = cls;
	struct http_field *f = r->nfields ? &r->fields[r->nfields - 1] : NULL;
	if (!f || off == 0 || strcmp(f->name, key)) {
		r->fields = xrealloc(r->fields, (r->nfields + 1) * sizeof *r->fields);
		f = &r->fields[r->nfields++];
		*f = (struct http_field){ xstrdup(key), filename ? xstrdup(filename) : NULL, xstrdup(""), 0 };
	}
	f->value = xrealloc(f->value, f->len + size + 1);
	memcpy(f->value + f->len, data, size);
	f->len += size;
	f->value[f->len] = '\0';
	return MHD_YES;
}

/*
 * Splits a form body into fields: NULL, or when it is a form body and
 * malformed, what is wrong with it (the 400's text).
 */
static const char *parse_form(struct http_request *r)
{
	const char *type = http_header(r, "Content-Type");
	int multipart = type && !strncasecmp(type, "multipart/form-data", 19);
	if (!type || !r->len || (!multipart && strncasecmp(type, "application/x-www-form-urlencoded", 33)))
		return NULL;
	struct MHD_PostProcessor *pp = MHD_create_post_processor(r->conn, 65536, on_field, r);
	if (!pp)
		return multipart ? "malformed form body: multipart/form-data without a boundary in Content-Type"
		                 : "malformed form body";
	int parsed = MHD_post_process(pp, r->body, r->len) == MHD_YES;
	int ended = MHD_destroy_post_processor(pp) == MHD_YES;
	if (parsed && ended)
		return NULL;
	if (!multipart)
		return "malformed form body";
	return parsed ? "malformed form body: multipart/form-data ends before its closing boundary"
	              : "malformed form body: multipart/form-data whose parts do not read as its boundary says";
}

static void request_free(struct http_request *r)
{
	for (size_t i = 0; i < r->nfields; i++) {
		free(r->fields[i].name);
		free(r->fields[i].filename);
		free(r->fields[i].value);
	}
	free(r->fields);
	free(r->method);
	free(r->path);
	free(r->body);
	strv_free(&r->fake);
	strv_free(&r->cookies);
	free(r);
}

/* ---- the request deadline ---- */

static struct conn *conn_of(struct MHD_Connection *c)
{
	const union MHD_ConnectionInfo *ci = MHD_get_connection_info(c, MHD_CONNECTION_INFO_SOCKET_CONTEXT);
	return ci ? ci->socket_context : NULL;
}

/* Whether a handler is answering on c (no deadline) or c waits for a request (from now on). */
static void conn_answering(struct http_server *s, struct MHD_Connection *c, int answering)
{
	struct conn *k = conn_of(c);
	if (!k)
		return;
	pthread_mutex_lock(&s->lock);
	k->answering = answering;
	k->since = monotonic_ms();
	pthread_mutex_unlock(&s->lock);
}

static void on_connection(void *cls, struct MHD_Connection *c, void **socket_context,
                          enum MHD_ConnectionNotificationCode toe)
{
	struct http_server *s = cls;
	struct conn *k = *socket_context;
	pthread_mutex_lock(&s->lock);
	if (toe == MHD_CONNECTION_NOTIFY_STARTED) {
		const union MHD_ConnectionInfo *ci = MHD_get_connection_info(c, MHD_CONNECTION_INFO_CONNECTION_FD);
		k = xcalloc(1, sizeof *k);
		*k = (struct conn){ .fd = ci ? ci->connect_fd : -1, .since = monotonic_ms(), .next = s->conns };
		if (s->conns)
			s->conns->prev = k;
		s->conns = k;
		*socket_context = k;
	} else if (k) {
		/* Unlinked before libmicrohttpd closes the descriptor: the watchdog never sees it reused. */
		if (k->prev)
			k->prev->next = k->next;
		else
			s->conns = k->next;
		if (k->next)
			k->next->prev = k->prev;
		free(k);
		*socket_context = NULL;
	}
	pthread_mutex_unlock(&s->lock);
}

static void *watchdog(void *cls)
{
	struct http_server *s = cls;
	double limit = s->limits.request_s * 1000.0;
	pthread_mutex_lock(&s->lock);
	while (!s->stop) {
		double now = monotonic_ms();
		for (struct conn *k = s->conns; k; k = k->next) {
			if (!k->answering && !k->cut && k->fd >= 0 && now - k->since > limit) {
				shutdown(k->fd, SHUT_RDWR);
				k->cut = 1;
			}
		}
		struct timespec until;
		clock_gettime(CLOCK_REALTIME, &until);
		until.tv_nsec += 250 * 1000000L; /* a quarter of a second: the deadline is kept to that */
		if (until.tv_nsec >= 1000000000L)
			until.tv_sec++, until.tv_nsec -= 1000000000L;
		pthread_cond_timedwait(&s->wake, &s->lock, &until);
	}
	pthread_mutex_unlock(&s->lock);
	return NULL;
}

static void on_completed(void *cls, struct MHD_Connection *c, void **con_cls, enum MHD_RequestTerminationCode toe)
{
	(void)toe;
	conn_answering(cls, c, 0);
	if (*con_cls)
		request_free(*con_cls);
	*con_cls = NULL;
}

static struct http_request *request_new(struct http_server *s, struct MHD_Connection *c, const char *url,
                                        const char *method)
{
	struct http_request *r = xcalloc(1, sizeof *r);
	r->conn = c;
	r->server = s;
	r->method = xstrdup(method);
	r->path = xstrdup(url);
	const union MHD_ConnectionInfo *ci = MHD_get_connection_info(c, MHD_CONNECTION_INFO_CLIENT_ADDRESS);
	if (!ci || !ci->client_addr ||
	    getnameinfo(ci->client_addr,
	                ci->client_addr->sa_family == AF_INET6 ? sizeof(struct sockaddr_in6)
	                                                       : sizeof(struct sockaddr_in),
	                r->peer, sizeof r->peer, NULL, 0, NI_NUMERICHOST))
		strcpy(r->peer, "?");
	const char *cl = MHD_lookup_connection_value(c, MHD_HEADER_KIND, "Content-Length");
	if (cl && strtoull(cl, NULL, 10) > s->limits.body_max)
		r->too_big = 1;
	return r;
}

static enum MHD_Result on_request(void *cls, struct MHD_Connection *c, const char *url, const char *method,
                                  const char *version, const char *upload, size_t *upload_size, void **con_cls)
{
	(void)version;
	struct http_server *s = cls;
	struct http_request *r = *con_cls;
	struct http_response resp = { 0 };
	if (!r) {
		*con_cls = r = request_new(s, c, url, method);
		if (!r->too_big)
			return MHD_YES;
		/* Refused before the body is sent (curl waits on "Expect: 100-continue"). */
		conn_answering(s, c, 1);
		http_respond_text(&resp, 413, "request body too large");
		return queue(c, &resp);
	}
	if (*upload_size) {
		if (!r->too_big && r->len + *upload_size > s->limits.body_max) {
			r->too_big = 1;
			free(r->body);
			r->body = NULL;
		}
		if (!r->too_big) {
			r->body = xrealloc(r->body, r->len + *upload_size + 1);
			memcpy(r->body + r->len, upload, *upload_size);
			r->len += *upload_size;
			r->body[r->len] = '\0';
		}
		*upload_size = 0;
		return MHD_YES;
	}
	conn_answering(s, c, 1);
	if (r->too_big)
		http_respond_text(&resp, 413, "request body too large");
	else {
		r->form_error = parse_form(r);
		s->handler(s->app, r, &resp);
	}
	if (!resp.type)
		http_respond_text(&resp, 500, "no answer");
	return queue(c, &resp);
}

struct http_server *http_start(int fd, const struct http_limits *limits, http_handler h, void *app, struct diag *d)
{
	struct http_server *s = xcalloc(1, sizeof *s);
	s->handler = h;
	s->app = app;
	s->limits = *limits;
	pthread_mutex_init(&s->lock, NULL);
	pthread_cond_init(&s->wake, NULL);
	/* poll(), not select(): a descriptor past FD_SETSIZE is served too. */
	s->mhd = MHD_start_daemon(MHD_USE_THREAD_PER_CONNECTION | MHD_USE_POLL_INTERNAL_THREAD, 0, NULL, NULL,
	                          on_request, s, MHD_OPTION_LISTEN_SOCKET, fd, MHD_OPTION_CONNECTION_LIMIT,
	                          limits->connections, MHD_OPTION_PER_IP_CONNECTION_LIMIT, limits->per_address,
	                          MHD_OPTION_CONNECTION_TIMEOUT, limits->timeout_s, MHD_OPTION_NOTIFY_CONNECTION,
	                          on_connection, s, MHD_OPTION_NOTIFY_COMPLETED, on_completed, s, MHD_OPTION_END);
	if (!s->mhd) {
		const char *why = mhd_load_error();
		diag_set(d, "cannot start the HTTP server%s%s", why ? ": " : "", why ? why : "");
		http_stop(s);
		close(fd);
		return NULL;
	}
	if (limits->request_s && pthread_create(&s->watchdog, NULL, watchdog, s) != 0) {
		diag_set(d, "cannot start the HTTP server: no thread for the request deadline");
		http_stop(s);
		return NULL;
	}
	s->watching = limits->request_s != 0;
	return s;
}

void http_stop(struct http_server *s)
{
	if (!s)
		return;
	if (s->watching) {
		pthread_mutex_lock(&s->lock);
		s->stop = 1;
		pthread_cond_signal(&s->wake);
		pthread_mutex_unlock(&s->lock);
		pthread_join(s->watchdog, NULL);
	}
	if (s->mhd)
		MHD_stop_daemon(s->mhd);
	pthread_mutex_destroy(&s->lock);
	pthread_cond_destroy(&s->wake);
	free(s);
}

/* ---- requests made in memory (http.h) ---- */

struct http_request *http_request_new(const char *method, const char *path, const char *const *headers,
                                      const char *const *query, const char *body, size_t len, const char *peer)
{
	struct http_request *r = xcalloc(1, sizeof *r);
	r->method = xstrdup(method);
	r->path = xstrdup(path);
	r->body = xmalloc(len + 1);
	memcpy(r->body, body, len);
	r->body[len] = '\0';
	r->len = len;
	str_copy(r->peer, sizeof r->peer, peer);
	for (; headers && headers[0] && headers[1]; headers += 2)
		strv_push(&r->fake, headers[0]), strv_push(&r->fake, headers[1]);
	strv_push(&r->fake, ""), strv_push(&r->fake, "?"); /* no header is named "" */
	for (; query && query[0] && query[1]; query += 2)
		strv_push(&r->fake, query[0]), strv_push(&r->fake, query[1]);
	return r;
}

void http_request_free(struct http_request *r)
{
	if (r)
		request_free(r);
}

struct http_response *http_response_new(void)
{
	return xcalloc(1, sizeof(struct http_response));
}

int http_response_status(const struct http_response *resp)
{
	return resp->type ? resp->status : 0;
}

const char *http_response_type(const struct http_response *resp)
{
	return resp->type;
}

const char *http_response_body(const struct http_response *resp, size_t *len)
{
	if (len)
		*len = resp->len;
	return resp->body;
}

int http_response_streams(const struct http_response *resp)
{
	return resp->read != NULL;
}

void http_response_free(struct http_response *resp)
{
	if (!resp)
		return;
	if (resp->done)
		resp->done(resp->cls);
	for (size_t i = 0; i < resp->nheaders; i++) {
		free(resp->headers[i].name);
		free(resp->headers[i].value);
	}
	free(resp->headers);
	free(resp->type);
	free(resp->body);
	free(resp);
}
