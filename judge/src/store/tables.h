/*
 * tables.h: what one table file of the store lends another (inside store/
 * only; store.h is the contract for everyone else).
 */
#ifndef STORE_TABLES_H
#define STORE_TABLES_H

#include "store/query.h"

/*
 * A struct store_filter as the four arguments ?1..?4 of STORE_FILTER_WHERE,
 * whose submissions are "s" and whose cursor column is idcol.
 */
#define STORE_FILTER_ARGS 4
#define STORE_FILTER_WHERE(idcol)                                                                                      \
	" WHERE (?1 = '' OR s.team_id = ?1) AND (?2 = '' OR s.problem_id = ?2) AND (?3 = 0 OR s.id = ?3)"              \
	" AND " idcol " > ?4"
void store_tables_filter(const struct store_filter *f, struct query_arg args[STORE_FILTER_ARGS]);

/* Inside a query_locked() body: submission id, as store_submission_get() (table-submissions.c). */
int store_tables_submission(struct store *s, long long id, int with_files, struct store_submission *out,
                            struct diag *d);

/*
 * Inside a write body, after judgements were made old: their submissions
 * marked waiting again (submissions.waiting, which the claim's index reads;
 * table-judgements.c). The rows it changed, or -1.
 */
int store_tables_rewait(struct store *s, struct diag *d);

#endif
