/*
 * package-edit.c: the jury's changes to teams and accounts spliced into the
 * package's files (package-edit.h).
 *
 * A value is found by the position yml.c records of its node (line and
 * column, columns counted in characters as libyaml counts them) and its end
 * by the scalar's own syntax: a quoted scalar to its closing quote, a plain
 * one to the end of its line, a comment, or in a flow collection (JSON) a
 * comma or a closing bracket. What is written is always a double-quoted
 * string with JSON's escapes, which YAML reads the same, so one writer serves
 * both styles of file.
 */
#define _GNU_SOURCE
#include "contest/package-edit.h"

#include <fcntl.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "contest/contest-package.h"
#include "util.h"
#include "yml.h"

#define NAME_MAX_BYTES 200

/* One file of the package being edited: its name, its text, its parsed tree. */
struct edit_file {
	char rel[32];
	char *text;
	size_t len;
	struct yml_doc *doc;
};

static void edit_file_free(struct edit_file *f)
{
	yml_free(f->doc);
	free(f->text);
	*f = (struct edit_file){ 0 };
}

/* Reads NAME.yaml, or NAME.json when that is the one there. */
static int edit_file_read(int dirfd, const char *dir, const char *name, struct edit_file *f, struct diag *d)
{
	struct stat st;
	snprintf(f->rel, sizeof f->rel, "%s.json", name);
	if (fstatat(dirfd, f->rel, &st, AT_SYMLINK_NOFOLLOW) < 0)
		snprintf(f->rel, sizeof f->rel, "%s.yaml", name);
	struct diag why;
	char *path = xasprintf("%s/%s", dir, f->rel);
	int rc = read_file_beneath(dirfd, f->rel, CONTEST_FILE_MAX, &f->text, &f->len, &why);
	if (rc < 0)
		diag_set(d, "%s: %s", path, why.msg);
	else if (!(f->doc = yml_parse(path, f->text, f->len, d)))
		rc = -1;
	else if (!f->doc->root || f->doc->root->kind != YML_SEQ) {
		diag_set(d, "%s: expected a list", path);
		rc = -1;
	}
	free(path);
	return rc;
}

/* The byte offset of (line, col), columns in characters. */
static size_t offset_of(const char *text, size_t len, int line, int col)
{
	size_t i = 0;
	for (int l = 1; l < line && i < len; i++)
		if (text[i] == '\n')
			l++;
	for (int c = 1; c < col && i < len; c++)
		for (i++; i < len && ((unsigned char)text[i] & 0xc0) == 0x80;)
			i++;
	return i;
}

/* Where the scalar starting at off ends (one past its last byte). */
static size_t scalar_end(const char *t, size_t len, size_t off, int flow)
{
	size_t i = off;
	if (t[i] == '"') {
		for (i++; i < len && t[i] != '"'; i++)
			if (t[i] == '\\')
				i++;
		return i < len ? i + 1 : len;
	}
	if (t[i] == '\'') {
		for (i++; i < len; i++)
			if (t[i] == '\'' && !(i + 1 < len && t[i + 1] == '\''))
				break;
			else if (t[i] == '\'')
				i++;
		return i < len ? i + 1 : len;
	}
	while (i < len && t[i] != '\n' && !(t[i] == '#' && i > off && t[i - 1] == ' ') &&
	       !(flow && strchr(",]}", t[i])))
		i++;
	while (i > off && (t[i - 1] == ' ' || t[i - 1] == '\t' || t[i - 1] == '\r'))
		i--;
	return i;
}

/* s as a double-quoted string with JSON's escapes (which YAML reads alike). */
static char *quoted(const char *s)
{
	char *out = xmalloc(strlen(s) * 6 + 3), *o = out;
	*o++ = '"';
	for (const unsigned char *c = (const unsigned char *)s; *c; c++) {
		if (*c == '"' || *c == '\\')
			*o++ = '\\', *o++ = (char)*c;
		else if (*c < 0x20)
			o += sprintf(o, "\\u%04x", *c);
		else
			*o++ = (char)*c;
	}
	*o++ = '"';
	*o = 0;
	return out;
}

/* Replaces len bytes at off of f's text by with. */
static void text_splice(struct edit_file *f, size_t off, size_t cut, const char *with)
{
	size_t wl = strlen(with);
	char *t = xmalloc(f->len - cut + wl + 1);
	memcpy(t, f->text, off);
	memcpy(t + off, with, wl);
	memcpy(t + off + wl, f->text + off + cut, f->len - off - cut);
	f->len = f->len - cut + wl;
	t[f->len] = 0;
	free(f->text);
	f->text = t;
}

/* The list's item whose key is value, or NULL. */
static const struct yml_node *find_item(const struct edit_file *f, const char *key, const char *value)
{
	const struct yml_node *list = f->doc->root;
	for (size_t i = 0; i < list->n; i++) {
		const struct yml_node *v = yml_get(list->items[i], key);
		if (v && v->kind == YML_SCALAR && v->value && !strcmp(v->value, value))
			return list->items[i];
	}
	return NULL;
}

/* Sets key of item to the raw YAML value: its old value replaced, or the key added as the item's first. */
static void set_key(struct edit_file *f, const struct yml_node *item, const char *key, const char *raw)
{
	const struct yml_node *v = yml_get(item, key);
	if (v && v->kind == YML_SCALAR) {
		size_t off = offset_of(f->text, f->len, v->line, v->col);
		int flow = f->text[offset_of(f->text, f->len, item->line, item->col)] == '{';
		text_splice(f, off, scalar_end(f->text, f->len, off, flow) - off, raw);
		return;
	}
	size_t off = offset_of(f->text, f->len, item->line, item->col);
	char *add;
	if (f->text[off] == '{')
		add = xasprintf("\"%s\": %s, ", key, raw), off++;
	else
		add = xasprintf("%s: %s\n%*s", key, raw, item->col - 1, "");
	text_splice(f, off, 0, add);
	free(add);
}

/* Appends an item, given as "key": value pairs (YAML's and JSON's alike), to the file's list. */
static void append_item(struct edit_file *f, const char *const *kv)
{
	const struct yml_node *list = f->doc->root;
	size_t start = offset_of(f->text, f->len, list->line, list->col);
	char *item = xstrdup("");
	int flow = f->text[start] == '[';
	for (size_t i = 0; kv[i]; i += 2) {
		char *q = quoted(kv[i + 1]), *next;
		if (flow)
			next = xasprintf("%s%s\"%s\": %s", item, i ? ", " : "{", kv[i], q);
		else
			next = xasprintf("%s%s%s: %s\n", item, i ? "  " : "- ", kv[i], q);
		free(q);
		free(item);
		item = next;
	}
	if (flow) {
		size_t end = f->len;
		while (end > start && f->text[end - 1] != ']')
			end--;
		char *add = xasprintf("%s\n %s}", list->n ? "," : "", item);
		text_splice(f, end ? end - 1 : 0, 0, add);
		free(add);
	} else {
		text_splice(f, f->len, 0, f->len && f->text[f->len - 1] != '\n' ? "\n" : "");
		text_splice(f, f->len, 0, item);
	}
	free(item);
}

/* Writes f's text over its file (write_file_atomic: a temporary file beside it, synced, renamed), with the old one's mode and owner. */
static int edit_file_write(int dirfd, const char *dir, const struct edit_file *f, struct diag *d)
{
	struct stat st;
	if (fstatat(dirfd, f->rel, &st, AT_SYMLINK_NOFOLLOW) < 0 || !S_ISREG(st.st_mode)) {
		diag_set(d, "%s/%s: no longer a regular file; not written", dir, f->rel);
		return -1;
	}
	char *path = xasprintf("%s/%s", dir, f->rel);
	int rc = write_file_atomic(path, f->text, f->len, st.st_mode & 07777, d);
	if (rc == 0 && getuid() == 0 && lchown(path, st.st_uid, st.st_gid) < 0) {
		diag_errno(d, "%s: keeping its owner", path);
		rc = -1;
	}
	free(path);
	return rc;
}

/* The new text parses and still has its item: then it may replace the file. */
static int reparse(const char *dir, struct edit_file *f, struct diag *d)
{
	char *path = xasprintf("%s/%s", dir, f->rel);
	struct yml_doc *doc = yml_parse(path, f->text, f->len, d);
	free(path);
	if (!doc)
		return -1;
	yml_free(f->doc);
	f->doc = doc;
	return 0;
}

/* -1 with a message, for the checks below. */
static int fail(struct diag *d, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
static int fail(struct diag *d, const char *fmt, ...)
{
	char msg[512];
	va_list ap;
	va_start(ap, fmt);
	vsnprintf(msg, sizeof msg, fmt, ap);
	va_end(ap);
	diag_set(d, "%s", msg);
	return -1;
}

static int bad_name(const char *s)
{
	if (!s || !s[0] || strlen(s) > NAME_MAX_BYTES)
		return 1;
	for (const unsigned char *c = (const unsigned char *)s; *c; c++)
		if (*c < 0x20 || *c == 0x7f)
			return 1;
	return 0;
}

/* e checked against c: 0, or -1 with what is wrong. */
static int edit_check(const struct contest *c, const struct package_edit *e, struct diag *d)
{
	switch (e->op) {
	case PACKAGE_TEAM_ADD:
		if (!e->team_id || !contest_valid_id(e->team_id))
			return fail(d, "team id '%s': letters, digits, '_', '.', '-', at most 36", e->team_id ? e->team_id : "");
		if (contest_team(c, e->team_id))
			return fail(d, "team '%s' exists already", e->team_id);
		if (!e->username || !contest_valid_id(e->username))
			return fail(d, "username '%s': letters, digits, '_', '.', '-', at most 36", e->username ? e->username : "");
		if (contest_account(c, e->username))
			return fail(d, "username '%s' is taken", e->username);
		break;
	case PACKAGE_TEAM_RENAME:
		if (!e->team_id || !contest_team(c, e->team_id))
			return fail(d, "no team '%s'", e->team_id ? e->team_id : "");
		break;
	default:
		if (!e->username || !contest_account(c, e->username))
			return fail(d, "no account '%s'", e->username ? e->username : "");
		if (e->op == PACKAGE_ACCOUNT_PASSWORD && (!e->password || strlen(e->password) < 8))
			return fail(d, "a password of at least 8 characters");
	}
	if ((e->op == PACKAGE_TEAM_ADD || e->op == PACKAGE_TEAM_RENAME) && bad_name(e->name))
		return fail(d, "a team's name: 1 to %d bytes, no control characters", NAME_MAX_BYTES);
	if (e->op == PACKAGE_TEAM_ADD && (!e->password || strlen(e->password) < 8))
		return fail(d, "a password of at least 8 characters");
	return 0;
}

/* The change made to one file's text (the file read, not yet written). */
static void edit_text(struct edit_file *f, int accounts, const struct package_edit *e)
{
	if (e->op == PACKAGE_TEAM_ADD && !accounts) {
		const char *kv[] = { "id", e->team_id, "name", e->name, NULL };
		append_item(f, kv);
	} else if (e->op == PACKAGE_TEAM_ADD) {
		const char *kv[] = { "username", e->username, "password", e->password, "type", "team", "team_id", e->team_id, NULL };
		append_item(f, kv);
	} else if (e->op == PACKAGE_TEAM_RENAME) {
		char *q = quoted(e->name);
		set_key(f, find_item(f, "id", e->team_id), "name", q);
		free(q);
	} else if (e->op == PACKAGE_ACCOUNT_PASSWORD) {
		char *q = quoted(e->password);
		set_key(f, find_item(f, "username", e->username), "password", q);
		free(q);
	} else {
		set_key(f, find_item(f, "username", e->username), "disabled",
		        e->op == PACKAGE_ACCOUNT_DISABLE ? "true" : "false");
	}
}

/* Reads, edits, checks and writes one of the package's files. */
static int edit_one(int dirfd, const char *dir, const char *name, const struct package_edit *e, struct diag *d)
{
	struct edit_file f = { 0 };
	int accounts = !strcmp(name, "accounts");
	int rc = edit_file_read(dirfd, dir, name, &f, d);
	if (rc == 0 && e->op != PACKAGE_TEAM_ADD &&
	    !find_item(&f, accounts ? "username" : "id", accounts ? e->username : e->team_id)) {
		diag_set(d, "%s/%s: no longer has '%s'; not written", dir, f.rel, accounts ? e->username : e->team_id);
		rc = -1;
	}
	if (rc == 0) {
		edit_text(&f, accounts, e);
		rc = reparse(dir, &f, d);
	}
	if (rc == 0)
		rc = edit_file_write(dirfd, dir, &f, d);
	edit_file_free(&f);
	return rc;
}

int package_edit_apply(const struct contest *c, const struct package_edit *e, struct diag *d)
{
	if (edit_check(c, e, d) < 0)
		return -1;
	int dirfd = open(c->dir, O_RDONLY | O_DIRECTORY | O_CLOEXEC);
	if (dirfd < 0) {
		diag_errno(d, "%s", c->dir);
		return -1;
	}
	int rc = 0;
	if (e->op == PACKAGE_TEAM_ADD || e->op == PACKAGE_TEAM_RENAME)
		rc = edit_one(dirfd, c->dir, "teams", e, d);
	if (rc == 0 && e->op != PACKAGE_TEAM_RENAME)
		rc = edit_one(dirfd, c->dir, "accounts", e, d);
	close(dirfd);
	return rc;
}

static const char *const op_names[] = { "add", "rename", "disable", "enable", "password" };

const char *package_edit_op_name(enum package_edit_op op)
{
	return op_names[op];
}

int package_edit_op_parse(const char *name)
{
	for (int i = 0; i < (int)(sizeof op_names / sizeof *op_names); i++)
		if (!strcmp(name, op_names[i]))
			return i;
	return -1;
}
