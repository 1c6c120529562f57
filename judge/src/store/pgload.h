/*
 * pgload.h: libpq loaded on first use (store/pgload.c says why). Before any
 * other libpq function: NULL when the library is loaded, else why not.
 */
#ifndef STORE_PGLOAD_H
#define STORE_PGLOAD_H

const char *pq_load_error(void);

#endif
