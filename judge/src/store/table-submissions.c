/*
 * table-submissions.c: the submissions and their files (store.h says the
 * contract; the tables are in migrations.c).
 */
#include <stdlib.h>
#include <string.h>

#include "store/query.h"
#include "store/tables.h"
#include "util.h"

static long long add_body(struct store *s, const void *ctx, struct diag *d)
{
	const struct store_submission *sub = ctx;
	long long id =
	        query_insert(s, "adding a submission",
	                     "INSERT INTO submissions(team_id, problem_id, language, entry_point, time_ms)"
	                     " VALUES(?1, ?2, ?3, ?4, ?5)",
	                     Q_ARGS(Q_TEXT(sub->team_id), Q_TEXT(sub->problem_id), Q_TEXT(sub->language),
	                            Q_TEXT(sub->entry_point), Q_INT(sub->time_ms ? sub->time_ms : store_now_ms())),
	                     d);
	for (size_t i = 0; id > 0 && i < sub->nfiles; i++) {
		const struct store_file *f = &sub->files[i];
		if (query_exec(s, "adding a submission's file",
		               "INSERT INTO submission_files(submission_id, name, data) VALUES(?1, ?2, ?3)",
		               Q_ARGS(Q_INT(id), Q_TEXT(f->name), Q_BLOB(f->data, f->len)), d) < 0)
			return -1;
	}
	return id > 0 && query_notify(s, d) < 0 ? -1 : id;
}

long long store_submission_add(struct store *s, const struct store_submission *sub, struct diag *d)
{
	return query_locked(s, 1, add_body, sub, d);
}

static void read_submission(const struct query_row *row, void *item)
{
	struct store_submission *sub = item;
	sub->id = query_int(row, 0);
	query_text(row, 1, sub->team_id, sizeof sub->team_id);
	query_text(row, 2, sub->problem_id, sizeof sub->problem_id);
	query_text(row, 3, sub->language, sizeof sub->language);
	query_text(row, 4, sub->entry_point, sizeof sub->entry_point);
	sub->time_ms = query_int(row, 5);
}

static void read_file_row(const struct query_row *row, void *item)
{
	struct store_file *f = item;
	query_text(row, 0, f->name, sizeof f->name);
	const void *data;
	f->len = query_blob(row, 1, &data);
	f->data = xmalloc(f->len + 1);
	if (f->len)
		memcpy(f->data, data, f->len);
	f->data[f->len] = 0;
}

#define SUBMISSION_SELECT                                                                                              \
	"SELECT s.id, s.team_id, s.problem_id, s.language, s.entry_point, s.time_ms FROM submissions s"

int store_tables_submission(struct store *s, long long id, int with_files, struct store_submission *out, struct diag *d)
{
	memset(out, 0, sizeof *out);
	int rc = query_one(s, "reading a submission", SUBMISSION_SELECT " WHERE s.id = ?1", Q_ARGS(Q_INT(id)),
	                   read_submission, out, d);
	if (rc != 1 || !with_files)
		return rc;
	if (query_all(s, "reading a submission's files",
	              "SELECT name, data FROM submission_files WHERE submission_id = ?1 ORDER BY rowid",
	              Q_ARGS(Q_INT(id)), read_file_row, sizeof *out->files, (void **)&out->files, &out->nfiles,
	              d) < 0) {
		store_submission_free(out);
		return -1;
	}
	return 1;
}

struct get_args {
	long long id;
	int with_files;
	struct store_submission *out;
};

static long long get_body(struct store *s, const void *ctx, struct diag *d)
{
	const struct get_args *a = ctx;
	return store_tables_submission(s, a->id, a->with_files, a->out, d);
}

int store_submission_get(struct store *s, long long id, int with_files, struct store_submission *out, struct diag *d)
{
	struct get_args a = { id, with_files, out };
	return (int)query_locked(s, 0, get_body, &a, d);
}

void store_submission_free(struct store_submission *sub)
{
	if (!sub)
		return;
	for (size_t i = 0; i < sub->nfiles; i++)
		free(sub->files[i].data);
	free(sub->files);
	sub->files = NULL;
	sub->nfiles = 0;
}

static void free_submission(void *item)
{
	store_submission_free(item);
}

int store_submissions_list(struct store *s, const struct store_filter *f, struct store_submission **out, size_t *n,
                           struct diag *d)
{
	struct query_arg args[STORE_FILTER_ARGS];
	store_tables_filter(f, args);
	return query_list(s, "listing submissions", SUBMISSION_SELECT STORE_FILTER_WHERE("s.id") " ORDER BY s.id", args,
	                  STORE_FILTER_ARGS, read_submission, sizeof **out, free_submission, (void **)out, n, d);
}

void store_submissions_free(struct store_submission *list, size_t n)
{
	for (size_t i = 0; i < n; i++)
		store_submission_free(&list[i]);
	free(list);
}

void store_tables_filter(const struct store_filter *f, struct query_arg args[STORE_FILTER_ARGS])
{
	static const struct store_filter all;
	if (!f)
		f = &all;
	args[0] = Q_TEXT(f->team_id ? f->team_id : "");
	args[1] = Q_TEXT(f->problem_id ? f->problem_id : "");
	args[2] = Q_INT(f->submission_id);
	args[3] = Q_INT(f->after_id);
}
