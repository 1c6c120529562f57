/*
 * api-post.c: a team's submission through the Contest API (POST
 * submissions, capability team_submit) and a submission's files as the zip
 * the spec asks for (GET submissions/ID/files). A submission comes as the
 * spec's JSON, its files a base64 zip, or as DOMjudge's submit client posts
 * it, a multipart form whose code[] parts are the files (taken only as api.c
 * says: never from another site's page).
 *
 * The zip comes from outside: it is read from a nameless file in memory, at most MAX_FILES entries, each a plain name
 * (no folder, no "..") of a regular file, counted as it is inflated: past the submission size limit the whole is
 * refused with 413, whatever the zip claims.
 */
#define _GNU_SOURCE /* memfd_create */
#include <errno.h>
#include <sodium.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <sys/mman.h>
#include <unistd.h>
#include <zip.h>

#include "web/api-int.h"
#include "contest/contest-package.h"
#include "store/store.h"
#include "store/store.h"
#include "util.h"
#include "web/rules.h"

#define MAX_FILES 16

struct files {
	struct store_file f[MAX_FILES];
	size_t n, total;
};

static void files_free(struct files *fs)
{
	for (size_t i = 0; i < fs->n; i++)
		free(fs->f[i].data);
}

static int name_plain(const char *name)
{
	return name[0] && name[0] != '.' && strlen(name) < 256 && !strchr(name, '/') && !strchr(name, '\\');
}

/* Reads entry i into fs: 0, or the HTTP status with the reason in d. */
static int read_entry(zip_t *z, zip_uint64_t i, size_t max, struct files *fs, struct diag *d)
{
	const char *name = zip_get_name(z, i, 0);
	if (!name || !name_plain(name)) {
		diag_set(d, "files: entry '%s': expected a file at the zip's root", name ? name : "?");
		return 400;
	}
	zip_file_t *zf = zip_fopen_index(z, i, 0);
	if (!zf) {
		diag_set(d, "files: entry '%s': %s", name, zip_strerror(z));
		return 400;
	}
	struct store_file *f = &fs->f[fs->n++];
	str_copy(f->name, sizeof f->name, name);
	char buf[8192];
	for (zip_int64_t n; (n = zip_fread(zf, buf, sizeof buf)) != 0;) {
		if (n < 0) {
			diag_set(d, "files: entry '%s': %s", name, zip_file_strerror(zf));
			zip_fclose(zf);
			return 400;
		}
		fs->total += (size_t)n;
		if (fs->total > max) {
			diag_set(d, "files: over the limit of %zu bytes", max);
			zip_fclose(zf);
			return 413;
		}
		f->data = xrealloc(f->data, f->len + (size_t)n);
		memcpy(f->data + f->len, buf, (size_t)n);
		f->len += (size_t)n;
	}
	zip_fclose(zf);
	return 0;
}

/*
 * A nameless file in memory (memfd) holding data, at its start: libzip reads
 * a zip (and the files it puts in one) through a stream with a descriptor,
 * which a stream on memory lacks; and the HTTP process, confined
 * (web/confine.h), can make no file on a disk, not even tmpfile()'s in /tmp.
 * NULL on error.
 */
static FILE *file_of(const void *data, size_t len)
{
	int fd = memfd_create("judge-zip", MFD_CLOEXEC);
	FILE *f = fd >= 0 ? fdopen(fd, "w+") : NULL;
	if (!f && fd >= 0)
		close(fd);
	if (f && (fwrite(data, 1, len, f) != len || fflush(f) || fseek(f, 0, SEEK_SET))) {
		fclose(f);
		f = NULL;
	}
	return f;
}

/* The files of a zip in memory: 0, or the HTTP status with the reason in d. */
static int unzip_memory(const unsigned char *zip, size_t len, size_t max, struct files *fs, struct diag *d)
{
	zip_error_t ze;
	zip_error_init(&ze);
	FILE *mem = file_of(zip, len);
	zip_source_t *src = mem ? zip_source_filep_create(mem, 0, -1, &ze) : NULL;
	zip_t *z = src ? zip_open_from_source(src, ZIP_RDONLY, &ze) : NULL;
	if (!z) {
		diag_set(d, "files: not a zip: %s", zip_error_strerror(&ze));
		if (src)
			zip_source_free(src);
		else if (mem)
			fclose(mem);
		zip_error_fini(&ze);
		return 400;
	}
	zip_error_fini(&ze);
	zip_int64_t n = zip_get_num_entries(z, 0);
	int status = n < 1 || n > MAX_FILES ? 400 : 0;
	if (status)
		diag_set(d, "files: expected 1 to %d files in the zip, got %lld", MAX_FILES, (long long)n);
	for (zip_int64_t i = 0; !status && i < n; i++)
		status = read_entry(z, (zip_uint64_t)i, max, fs, d);
	zip_discard(z);
	return status;
}

/* The body's checks, by the spec's rules for team_submit: 0, or the HTTP status with the reason in d. */
static int check_body(struct api *a, json_t *body, const char **problem, const char **language, const char **data,
                      struct diag *d)
{
	if (!json_is_object(body)) {
		diag_set(d, "expected a JSON object");
		return 400;
	}
	if (json_object_get(body, "id") || json_object_get(body, "time") || json_object_get(body, "contest_time")) {
		diag_set(d, "id, time and contest_time are set by the server");
		return 400;
	}
	json_t *team = json_object_get(body, "team_id");
	if (team && !json_is_null(team) &&
	    (!json_is_string(team) || strcmp(json_string_value(team), a->acc->team_id))) {
		diag_set(d, "team_id: not this account's team");
		return 403;
	}
	*problem = json_string_value(json_object_get(body, "problem_id"));
	*language = json_string_value(json_object_get(body, "language_id"));
	json_t *files = json_object_get(body, "files");
	json_t *file = json_array_size(files) == 1 ? json_array_get(files, 0) : NULL;
	json_t *mime = json_object_get(file, "mime");
	*data = json_string_value(json_object_get(file, "data"));
	if (!*problem || !*language) {
		diag_set(d, "problem_id and language_id: expected strings");
		return 400;
	}
	if (!*data || (mime && (!json_is_string(mime) || strcmp(json_string_value(mime), "application/zip")))) {
		diag_set(d, "files: expected one object with data, a base64 zip (mime application/zip)");
		return 400;
	}
	return 0;
}

static int decode_files(struct api *a, const char *b64, struct files *fs, struct diag *d)
{
	size_t n = strlen(b64), len;
	unsigned char *zip = xmalloc(n / 4 * 3 + 4);
	if (sodium_base642bin(zip, n / 4 * 3 + 4, b64, n, "\r\n ", &len, NULL, sodium_base64_VARIANT_ORIGINAL) < 0) {
		free(zip);
		diag_set(d, "files: data: not base64");
		return 400;
	}
	int status = unzip_memory(zip, len, a->s->limits.source_max, fs, d);
	free(zip);
	return status;
}

/* A code[] part into fs, as a file of the zip would be: 0, or the HTTP status with the reason in d. */
static int form_file(const struct http_field *f, size_t max, struct files *fs, struct diag *d)
{
	if (!f->filename || !name_plain(f->filename)) {
		diag_set(d, "code[]: expected a file with a plain name, got %s%s%s", f->filename ? "'" : "a text field",
		         f->filename ? f->filename : "", f->filename ? "'" : "");
		return 400;
	}
	for (size_t i = 0; i < fs->n; i++)
		if (!strcmp(fs->f[i].name, f->filename)) {
			diag_set(d, "code[]: file '%s' sent twice", f->filename);
			return 400;
		}
	if (fs->n == MAX_FILES) {
		diag_set(d, "code[]: expected 1 to %d files", MAX_FILES);
		return 400;
	}
	if ((fs->total += f->len) > max) {
		diag_set(d, "code[]: over the limit of %zu bytes", max);
		return 413;
	}
	struct store_file *sf = &fs->f[fs->n++];
	str_copy(sf->name, sizeof sf->name, f->filename);
	sf->data = xmalloc(f->len + 1);
	memcpy(sf->data, f->value, f->len);
	sf->len = f->len;
	return 0;
}

/* One field of a form: as check_body() reads the same property of JSON. */
static int form_field(struct api *a, const struct http_field *f, const char **problem, const char **language,
                      struct files *fs, struct diag *d)
{
	if (!strcmp(f->name, "problem") || !strcmp(f->name, "problem_id"))
		*problem = f->value;
	else if (!strcmp(f->name, "language") || !strcmp(f->name, "language_id"))
		*language = f->value;
	else if (!strcmp(f->name, "code[]"))
		return form_file(f, a->s->limits.source_max, fs, d);
	else if (!strcmp(f->name, "id") || !strcmp(f->name, "time") || !strcmp(f->name, "contest_time"))
		return diag_set(d, "id, time and contest_time are set by the server"), 400;
	else if (!strcmp(f->name, "team_id") && f->value[0] && strcmp(f->value, a->acc->team_id))
		return diag_set(d, "team_id: not this account's team"), 403;
	return 0;
}

/*
 * A submission as DOMjudge's submit client posts it: fields problem (or
 * problem_id) and language (or language_id), a code[] part for each file;
 * entry_point, as in JSON, is not read (no language here needs one). 0, or
 * the HTTP status with the reason in d.
 */
static int read_form(struct api *a, const char **problem, const char **language, struct files *fs, struct diag *d)
{
	const struct http_field *f;
	size_t n = http_fields(a->req, &f);
	for (size_t i = 0; i < n; i++) {
		int status = form_field(a, &f[i], problem, language, fs, d);
		if (status)
			return status;
	}
	if (!*problem || !*language) {
		diag_set(d, "problem and language: expected form fields");
		return 400;
	}
	if (!fs->n) {
		diag_set(d, "code[]: expected 1 to %d files", MAX_FILES);
		return 400;
	}
	return 0;
}

/*
 * A submission's problem, language and files from the JSON body, which
 * *body keeps (the strings are its own: the caller frees it): 0, or the
 * HTTP status with the reason in d.
 */
static int read_json(struct api *a, json_t **body, const char **problem, const char **language, struct files *fs,
                     struct diag *d)
{
	size_t len;
	const char *text = http_body(a->req, &len), *data = NULL;
	json_error_t je;
	*body = json_loadb(text, len, 0, &je);
	int status =
	        *body ? check_body(a, *body, problem, language, &data, d) : (diag_set(d, "not JSON: %s", je.text), 400);
	return status ? status : decode_files(a, data, fs, d);
}

/*
 * Whether the contest is over while teams may still upsolve (with upsolving
 * off, serve_submit refuses it): the reason in d. The API takes the contest's
 * submissions alone (api-json.c's in_contest): one it took now would be an
 * object it never shows, where the spec's answer points to it (Location).
 */
static int after_end(const struct api *a, struct diag *d)
{
	if (!api_contest_over(a) || !a->s->pkg->upsolve)
		return 0;
	diag_set(d, "the contest is over: the Contest API takes the contest's submissions alone (upsolving goes "
	            "through the team's page)");
	return 1;
}

void api_post_submission(struct api *a, const char *id_unused)
{
	(void)id_unused;
	const char *problem = NULL, *language = NULL;
	struct files fs = { 0 };
	struct diag d;
	json_t *body = NULL;
	int status = a->form ? read_form(a, &problem, &language, &fs, &d)
	                     : read_json(a, &body, &problem, &language, &fs, &d);
	long long id = -1;
	long retry = 0;
	if (!status && after_end(a, &d))
		status = 403;
	if (!status)
		id = serve_submit(a->s, a->acc->team_id, problem, language, fs.f, fs.n, &status, &retry, &d);
	files_free(&fs);
	json_decref(body);
	if (id < 0) {
		api_error(a->resp, status, d.msg);
		if (retry) {
			char ra[32];
			snprintf(ra, sizeof ra, "%ld", retry);
			http_add_header(a->resp, "Retry-After", ra);
		}
		return;
	}
	struct store_submission sub = { 0 };
	if (store_submission_get(a->s->store, id, 0, &sub, &d) != 1) {
		api_error(a->resp, 500, "the submission was stored but cannot be read back");
		return;
	}
	char loc[192];
	snprintf(loc, sizeof loc, "/api/contests/%s/submissions/%lld", a->s->pkg->id, id);
	api_json(a->resp, 200, api_submission(a, &sub));
	http_add_header(a->resp, "Location", loc);
	store_submission_free(&sub);
}

/* What an in-memory source holds, read out whole (NUL-terminated); NULL when libzip fails. */
static char *source_bytes(zip_source_t *src, size_t *len)
{
	if (zip_source_open(src) < 0)
		return NULL;
	size_t cap = 4096, n = 0;
	char *buf = xmalloc(cap + 1);
	zip_int64_t got;
	while ((got = zip_source_read(src, buf + n, cap - n)) > 0)
		if ((n += (size_t)got) == cap)
			buf = xrealloc(buf, (cap *= 2) + 1);
	zip_source_close(src);
	if (got < 0) {
		free(buf);
		return NULL;
	}
	buf[n] = 0;
	*len = n;
	return buf;
}

/*
 * The submission's files as a zip, written by libzip into memory: the HTTP
 * process is confined (web/confine.h) and can create no file, /tmp's
 * included.
 */
static char *zip_files(const struct store_submission *sub, size_t *len, struct diag *d)
{
	zip_error_t ze;
	zip_error_init(&ze);
	zip_source_t *out = zip_source_buffer_create(NULL, 0, 0, &ze);
	zip_t *z = out ? zip_open_from_source(out, ZIP_TRUNCATE, &ze) : NULL;
	zip_error_fini(&ze);
	if (!z) {
		zip_source_free(out);
		diag_set(d, "cannot write the zip");
		return NULL;
	}
	zip_source_keep(out); /* zip_close() would free it with the archive: its bytes are the answer */
	int ok = 1;
	for (size_t i = 0; ok && i < sub->nfiles; i++) {
		zip_error_init(&ze);
		FILE *mem = file_of(sub->files[i].data, sub->files[i].len);
		zip_source_t *src = mem ? zip_source_filep_create(mem, 0, -1, &ze) : NULL;
		ok = src && zip_file_add(z, sub->files[i].name, src, ZIP_FL_ENC_UTF_8) >= 0;
		if (!ok && src)
			zip_source_free(src);
		zip_error_fini(&ze);
	}
	char *buf = NULL;
	if (ok && zip_close(z) == 0)
		buf = source_bytes(out, len);
	else
		zip_discard(z);
	zip_source_free(out);
	if (!buf)
		diag_set(d, "cannot write the zip");
	return buf;
}

void api_submission_files(struct api *a, const char *id)
{
	long long n = serve_parse_id(id);
	struct store_submission sub = { 0 };
	struct diag d;
	int found = n ? store_submission_get(a->s->store, n, 1, &sub, &d) : 0;
	if (found != 1 || !api_sees_team(a, sub.team_id)) {
		store_submission_free(&sub);
		api_error(a->resp, found < 0 ? 500 : 404, found < 0 ? d.msg : "no such submission");
		return;
	}
	size_t len;
	char *zip = zip_files(&sub, &len, &d);
	store_submission_free(&sub);
	if (!zip) {
		api_error(a->resp, 500, d.msg);
		return;
	}
	http_respond(a->resp, 200, "application/zip", zip, len);
	http_add_header(a->resp, "Content-Disposition", "attachment; filename=\"files.zip\"");
}
