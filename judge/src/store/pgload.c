/*
 * pgload.c: libpq, loaded when a store on PostgreSQL is first opened
 * (store/pg.c), as web/mhdload.c loads libmicrohttpd and for the same reason:
 * linked as usual, libpq brings OpenSSL, Kerberos and LDAP's libraries into
 * every start of every command, which SQLite's sessions and `judge submit`
 * never need. The judge links these wrappers of the functions pg.c calls
 * instead; pq_load_error() loads the library the build found (PQ_SONAME) and
 * takes every function from it, or says why it cannot. pg.c calls it before
 * any other function here.
 */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <libpq-fe.h>
#include <pthread.h>
#include <stdio.h>

#include "store/pgload.h"

#ifndef PQ_SONAME
#define PQ_SONAME "libpq.so.5"
#endif

/* Each function: its return type, name, parameters and arguments; V: returning nothing. */
#define PQ_FUNCTIONS(F, V)                                                                                             \
	F(PGconn *, PQconnectdb, (const char *conninfo), (conninfo))                                                   \
	F(ConnStatusType, PQstatus, (const PGconn *conn), (conn))                                                      \
	F(char *, PQerrorMessage, (const PGconn *conn), (conn))                                                        \
	V(PQfinish, (PGconn * conn), (conn))                                                                           \
	V(PQreset, (PGconn * conn), (conn))                                                                            \
	F(PGresult *, PQexec, (PGconn * conn, const char *query), (conn, query))                                       \
	F(PGresult *, PQexecParams,                                                                                    \
	  (PGconn * conn, const char *command, int nParams, const Oid *paramTypes, const char *const *paramValues,    \
	   const int *paramLengths, const int *paramFormats, int resultFormat),                                        \
	  (conn, command, nParams, paramTypes, paramValues, paramLengths, paramFormats, resultFormat))                 \
	F(ExecStatusType, PQresultStatus, (const PGresult *res), (res))                                                \
	F(char *, PQresultErrorMessage, (const PGresult *res), (res))                                                  \
	F(char *, PQresultErrorField, (const PGresult *res, int fieldcode), (res, fieldcode))                          \
	V(PQclear, (PGresult * res), (res))                                                                            \
	F(int, PQntuples, (const PGresult *res), (res))                                                                \
	F(char *, PQgetvalue, (const PGresult *res, int row, int col), (res, row, col))                                \
	F(int, PQgetisnull, (const PGresult *res, int row, int col), (res, row, col))                                  \
	F(char *, PQcmdTuples, (PGresult * res), (res))                                                                \
	F(char *, PQcmdStatus, (PGresult * res), (res))                                                                \
	F(unsigned char *, PQunescapeBytea, (const unsigned char *from, size_t *to_length), (from, to_length))        \
	V(PQfreemem, (void *ptr), (ptr))                                                                               \
	F(PQnoticeProcessor, PQsetNoticeProcessor, (PGconn * conn, PQnoticeProcessor proc, void *arg),                 \
	  (conn, proc, arg))                                                                                           \
	F(int, PQconsumeInput, (PGconn * conn), (conn))                                                                \
	F(PGnotify *, PQnotifies, (PGconn * conn), (conn))                                                             \
	F(int, PQsocket, (const PGconn *conn), (conn))

#define SLOT(ret, name, params, args)  ret(*name) params;
#define VSLOT(name, params, args)      void(*name) params;
#define NAME(ret, name, params, args)  #name,
#define VNAME(name, params, args)      #name,
#define WRAP(ret, name, params, args)  ret name params { return pq.name args; }
#define VWRAP(name, params, args)      void name params { pq.name args; }

static struct {
	PQ_FUNCTIONS(SLOT, VSLOT)
} pq;
static const char *const pq_names[] = { PQ_FUNCTIONS(NAME, VNAME) };
_Static_assert(sizeof pq_names / sizeof *pq_names == sizeof pq / sizeof(void *), "a name for each function");

static int pq_loaded;
static char pq_error[512];
static pthread_once_t pq_once = PTHREAD_ONCE_INIT;

static void pq_load(void)
{
	void *h = dlopen(PQ_SONAME, RTLD_NOW | RTLD_LOCAL);
	if (!h) {
		snprintf(pq_error, sizeof pq_error, "libpq cannot be loaded (install libpq5): %s", dlerror());
		return;
	}
	void **slot = (void **)&pq;
	for (size_t i = 0; i < sizeof pq_names / sizeof *pq_names; i++) {
		if (!(slot[i] = dlsym(h, pq_names[i]))) {
			snprintf(pq_error, sizeof pq_error, "libpq (%s) has no %s", PQ_SONAME, pq_names[i]);
			return;
		}
	}
	pq_loaded = 1;
}

const char *pq_load_error(void)
{
	pthread_once(&pq_once, pq_load);
	return pq_loaded ? NULL : pq_error;
}

PQ_FUNCTIONS(WRAP, VWRAP)
