/*
 * contest.c: reading a contest package (contest.h says the format), the
 * spec's TIME and RELTIME, and `judge contest new`'s starter package.
 */
#define _GNU_SOURCE
#include "contest/contest-package.h"

#include <ctype.h>
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <sys/random.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "problem/problem.h"
#include "yml.h"
#include "util.h"

/* Times and ids. */

int contest_valid_id(const char *s)
{
	size_t n = strlen(s);
	if (n == 0 || n > 36 || s[0] == '-' || s[0] == '.' || s[n - 1] == '.')
		return 0;
	for (size_t i = 0; i < n; i++)
		if (!isalnum((unsigned char)s[i]) && s[i] != '_' && s[i] != '.' && s[i] != '-')
			return 0;
	return 1;
}

/* Reads exactly n digits at *p into *out, advancing *p. */
static int digits(const char **p, int n, long *out)
{
	long v = 0;
	for (int i = 0; i < n; i++, (*p)++) {
		if (!isdigit((unsigned char)**p))
			return -1;
		v = v * 10 + (**p - '0');
	}
	*out = v;
	return 0;
}

/* An optional ".uuu" (1 to 3 digits): milliseconds. */
static int fraction(const char **p, long *ms)
{
	*ms = 0;
	if (**p != '.')
		return 0;
	(*p)++;
	int n = 0;
	while (isdigit((unsigned char)**p) && n < 3) {
		*ms = *ms * 10 + (**p - '0');
		(*p)++;
		n++;
	}
	if (n == 0)
		return -1;
	for (; n < 3; n++)
		*ms *= 10;
	return 0;
}

int contest_parse_time(const char *s, long long *ms)
{
	long y, mo, da, h, mi, se, frac, zh = 0, zm = 0;
	const char *p = s;
	if (digits(&p, 4, &y) < 0 || *p++ != '-' || digits(&p, 2, &mo) < 0 || *p++ != '-' || digits(&p, 2, &da) < 0 ||
	    *p++ != 'T' || digits(&p, 2, &h) < 0 || *p++ != ':' || digits(&p, 2, &mi) < 0 || *p++ != ':' ||
	    digits(&p, 2, &se) < 0 || fraction(&p, &frac) < 0)
		return -1;
	int sign = 0;
	if (*p == 'Z') {
		p++;
	} else if (*p == '+' || *p == '-') {
		sign = *p++ == '-' ? -1 : 1;
		if (digits(&p, 2, &zh) < 0)
			return -1;
		if (*p == ':' && (p++, digits(&p, 2, &zm) < 0))
			return -1;
	} else {
		return -1;
	}
	if (*p || mo < 1 || mo > 12 || da < 1 || da > 31 || h > 23 || mi > 59 || se > 60 || zh > 23 || zm > 59)
		return -1;
	struct tm tm = { .tm_year = (int)y - 1900,
		         .tm_mon = (int)mo - 1,
		         .tm_mday = (int)da,
		         .tm_hour = (int)h,
		         .tm_min = (int)mi,
		         .tm_sec = (int)se };
	time_t t = timegm(&tm);
	if (t == (time_t)-1 || tm.tm_mday != da) /* timegm normalised a day that does not exist (Feb 30) */
		return -1;
	*ms = ((long long)t - (long long)sign * (zh * 3600 + zm * 60)) * 1000 + frac;
	return 0;
}

int contest_parse_reltime(const char *s, long long *ms)
{
	const char *p = s;
	int neg = *p == '-';
	if (neg)
		p++;
	long h = 0, mi, se, frac;
	int nh = 0;
	while (isdigit((unsigned char)*p) && nh < 6) {
		h = h * 10 + (*p++ - '0');
		nh++;
	}
	if (nh == 0 || *p++ != ':' || digits(&p, 2, &mi) < 0 || *p++ != ':' || digits(&p, 2, &se) < 0 ||
	    fraction(&p, &frac) < 0 || *p || mi > 59 || se > 59)
		return -1;
	long long v = ((long long)h * 3600 + mi * 60 + se) * 1000 + frac;
	*ms = neg ? -v : v;
	return 0;
}

void contest_format_time(long long ms, char *buf, size_t size)
{
	time_t t = (time_t)(ms >= 0 ? ms / 1000 : (ms - 999) / 1000);
	struct tm tm;
	gmtime_r(&t, &tm);
	char date[32];
	strftime(date, sizeof date, "%Y-%m-%dT%H:%M:%S", &tm);
	snprintf(buf, size, "%s.%03lld+00:00", date, ms - (long long)t * 1000);
}

void contest_format_reltime(long long ms, char *buf, size_t size)
{
	const char *sign = ms < 0 ? "-" : "";
	if (ms < 0)
		ms = -ms;
	snprintf(buf, size, "%s%lld:%02lld:%02lld.%03lld", sign, ms / 3600000, ms / 60000 % 60, ms / 1000 % 60,
	         ms % 1000);
}

/* Reading the files. */

/* One file of the package, parsed. */
struct pkg_file {
	struct yml_doc *doc;
	char *text;
};

/* Reads NAME.yaml or NAME.json beneath dirfd: 0, or -1 with "DIR/NAME.yaml: why". */
static int read_pkg_file(int dirfd, const char *dir, const char *name, struct pkg_file *f, struct diag *d)
{
	char yaml[64], json[64];
	snprintf(yaml, sizeof yaml, "%s.yaml", name);
	snprintf(json, sizeof json, "%s.json", name);
	struct diag why;
	/* Whether a name is there at all (a link too: reading it below refuses it with the reason). */
	struct stat st;
	int has_yaml = fstatat(dirfd, yaml, &st, AT_SYMLINK_NOFOLLOW) == 0;
	int has_json = fstatat(dirfd, json, &st, AT_SYMLINK_NOFOLLOW) == 0;
	if (has_yaml && has_json) {
		diag_set(d, "%s/%s: both %s and %s; keep one", dir, yaml, yaml, json);
		return -1;
	}
	const char *rel = has_json ? json : yaml;
	char *path = xasprintf("%s/%s", dir, rel);
	size_t len;
	if (read_file_beneath(dirfd, rel, CONTEST_FILE_MAX, &f->text, &len, &why) < 0) {
		diag_set(d, "%s: %s", path, why.msg);
		free(path);
		return -1;
	}
	f->doc = yml_parse(path, f->text, len, d);
	free(path);
	if (!f->doc) {
		free(f->text);
		f->text = NULL;
		return -1;
	}
	if (!f->doc->root) {
		diag_set(d, "%s: empty file", f->doc->path);
		return -1;
	}
	return 0;
}

static void pkg_file_free(struct pkg_file *f)
{
	yml_free(f->doc);
	free(f->text);
}

static int is_null(const struct yml_node *n)
{
	return n->kind == YML_SCALAR && n->plain &&
	       (strcmp(n->value, "null") == 0 || strcmp(n->value, "~") == 0 || n->value[0] == 0);
}

/*
 * The string at key of map (keypath "prefix.key"), copied into *out; a
 * missing or null key leaves *out NULL. With id set, it must be a CCS ID.
 */
static int opt_string(const struct yml_doc *doc, const struct yml_node *map, const char *prefix, const char *key,
                      int id, char **out, struct diag *d)
{
	const struct yml_node *n = yml_get(map, key);
	*out = NULL;
	if (!n || is_null(n))
		return 0;
	char path[128];
	snprintf(path, sizeof path, "%s%s%s", prefix, *prefix ? "." : "", key);
	const char *v;
	if (yml_string(doc, n, path, &v, d) < 0)
		return -1;
	if (id && !contest_valid_id(v))
		return yml_error(doc, n, path, d,
		                 "expected an ID (letters, digits, '_', '.', '-'; at most 36), got \"%s\"", v);
	*out = xstrdup(v);
	return 0;
}

/* A RELTIME at key (keypath key): -1 with a message when it is not one or is out of lo..hi. */
static int reltime(const struct yml_doc *doc, const struct yml_node *n, const char *key, long long lo, long long hi,
                   long long *ms, struct diag *d)
{
	if (n->kind != YML_SCALAR || contest_parse_reltime(n->value, ms) < 0)
		return yml_error(doc, n, key, d, "expected a RELTIME h:mm:ss, got %s%s%s",
		                 n->kind == YML_SCALAR ? "\"" : "", n->kind == YML_SCALAR ? n->value : "a collection",
		                 n->kind == YML_SCALAR ? "\"" : "");
	if (*ms < lo || *ms > hi) {
		char a[32], b[32];
		contest_format_reltime(lo, a, sizeof a);
		contest_format_reltime(hi, b, sizeof b);
		return yml_error(doc, n, key, d, "expected %s to %s, got \"%s\"", a, b, n->value);
	}
	return 0;
}

/*
 * medals: {gold: N, silver: N, bronze: N}, how many teams get each (the
 * awards); the Contest Package Format names none, so these are DOMjudge's
 * contest.yaml names. Default 4, 4, 4: the CCS requirements' ranks 1-4, 5-8, 9-12.
 */
static int read_medals(const struct yml_doc *doc, const struct yml_node *m, struct contest *c, struct diag *d)
{
	static const char *const keys[] = { "gold", "silver", "bronze", NULL };
	static const char *const paths[] = { "medals.gold", "medals.silver", "medals.bronze" };
	if (yml_check_map(doc, m, "medals", keys, NULL, d) < 0)
		return -1;
	for (size_t i = 0; i < 3; i++) {
		const struct yml_node *n = yml_get(m, keys[i]);
		if (n && yml_long(doc, n, paths[i], 0, 1000, &c->medals[i], d) < 0)
			return -1;
	}
	return 0;
}

static int read_training(const struct yml_doc *doc, const struct yml_node *t, struct contest *c, struct diag *d)
{
	static const char *const keys[] = { "feedback", "all_tests", "upsolve", "hints_after", "play", NULL };
	if (yml_check_map(doc, t, "training", keys, NULL, d) < 0)
		return -1;
	const struct yml_node *n = yml_get(t, "feedback");
	if (n) {
		static const char *const names[] = { "none", "samples", "first-diff" };
		const char *v;
		if (yml_string(doc, n, "training.feedback", &v, d) < 0)
			return -1;
		size_t i = 0;
		while (i < 3 && strcmp(v, names[i]) != 0)
			i++;
		if (i == 3)
			return yml_error(doc, n, "training.feedback", d,
			                 "expected none, samples or first-diff, got \"%s\"", v);
		c->feedback = (enum contest_feedback)i;
	}
	n = yml_get(t, "all_tests");
	if (n && yml_bool(doc, n, "training.all_tests", &c->all_tests, d) < 0)
		return -1;
	n = yml_get(t, "upsolve");
	if (n && yml_bool(doc, n, "training.upsolve", &c->upsolve, d) < 0)
		return -1;
	n = yml_get(t, "hints_after");
	if (n && yml_long(doc, n, "training.hints_after", 0, 1000, &c->hints_after, d) < 0)
		return -1;
	n = yml_get(t, "play");
	return n ? yml_bool(doc, n, "training.play", &c->play, d) : 0;
}

/* penalty_time: whole minutes as an integer (the YAML example) or a RELTIME (JSON_Format.md). */
static int read_penalty(const struct yml_doc *doc, const struct yml_node *n, struct contest *c, struct diag *d)
{
	long long ms;
	if (n->kind == YML_SCALAR && strchr(n->value, ':')) {
		if (reltime(doc, n, "penalty_time", 0, 24LL * 3600000, &ms, d) < 0)
			return -1;
		if (ms % 60000)
			return yml_error(doc, n, "penalty_time", d, "expected whole minutes, got \"%s\"", n->value);
		c->penalty_min = (long)(ms / 60000);
		return 0;
	}
	return yml_long(doc, n, "penalty_time", 0, 24 * 60, &c->penalty_min, d);
}

static int read_start(const struct yml_doc *doc, const struct yml_node *n, struct contest *c, struct diag *d)
{
	if (!n || is_null(n))
		return 0;
	if (n->kind != YML_SCALAR || contest_parse_time(n->value, &c->start_ms) < 0)
		return yml_error(doc, n, "start_time", d,
		                 "expected a TIME yyyy-mm-ddThh:mm:ss+zz (or null: started by hand), got %s%s%s",
		                 n->kind == YML_SCALAR ? "\"" : "", n->kind == YML_SCALAR ? n->value : "a collection",
		                 n->kind == YML_SCALAR ? "\"" : "");
	return 0;
}

int contest_check_url(const char *url, struct diag *d)
{
	const char *host = !strncasecmp(url, "https://", 8)  ? url + 8
	                   : !strncasecmp(url, "http://", 7) ? url + 7
	                                                     : NULL;
	if (!host) {
		diag_set(d, "'%s': expected http://HOST or https://HOST", url);
		return -1;
	}
	size_t n = strcspn(host, "/?#");
	if (n == 0 || strspn(host, "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789.-:[]") < n) {
		diag_set(d, "'%s': expected a host name after the scheme", url);
		return -1;
	}
	if (host[n] && strcmp(host + n, "/")) {
		diag_set(d, "'%s': serve at the root of a host: pages link from '/', so a path under it is not served",
		         url);
		return -1;
	}
	return 0;
}

/*
 * The keys of the CCS package this judge reads no meaning from: refused by
 * name, never ignored (a time_limit written in problems.yaml and not applied
 * would mislead the coach; so would a team's location or an account's ip
 * that nothing checks). Each file's list, and what to do instead when there
 * is something. A problem's limits are its own problem.yaml's.
 */
struct unhonoured {
	const char *key, *why;
};
#define UNUSED_KEY "a key of the package format this judge does not use; remove it"
static const struct unhonoured contest_unhonoured[] = {
	{ "countdown_pause_time", "not applied here: the jury starts the contest (start_time: null); remove it" },
	{ "scoreboard_thaw_time", "not applied here: the jury thaws the scoreboard on /jury (or the Contest API's PATCH); remove it" },
	{ "main_scoreboard_group_id", "not applied here: the scoreboard ranks every team not hidden (the Contest API's scoreboard?group_id= ranks a group); remove it" },
	{ "banner", UNUSED_KEY }, { "logo", UNUSED_KEY }, { "location", UNUSED_KEY }, { NULL, NULL },
};
static const struct unhonoured problem_unhonoured[] = {
	{ "time_limit", "not applied here: a problem's limits are its own problem.yaml's (problems/ID/problem.yaml); remove it" },
	{ "memory_limit", "not applied here: a problem's limits are its own problem.yaml's (problems/ID/problem.yaml); remove it" },
	{ "output_limit", "not applied here: a problem's limits are its own problem.yaml's (problems/ID/problem.yaml); remove it" },
	{ "code_limit", "not applied here: a problem's limits are its own problem.yaml's (problems/ID/problem.yaml); remove it" },
	{ "uuid", UNUSED_KEY }, { "test_data_count", UNUSED_KEY }, { "max_score", UNUSED_KEY }, { "package", UNUSED_KEY },
	{ "statement", UNUSED_KEY }, { "attachments", UNUSED_KEY }, { NULL, NULL },
};
static const struct unhonoured group_unhonoured[] = {
	{ "icpc_id", UNUSED_KEY }, { "type", UNUSED_KEY }, { "location", UNUSED_KEY }, { NULL, NULL },
};
static const struct unhonoured organization_unhonoured[] = {
	{ "icpc_id", UNUSED_KEY },         { "country", UNUSED_KEY },  { "country_flag", UNUSED_KEY },
	{ "url", UNUSED_KEY },             { "twitter_hashtag", UNUSED_KEY },
	{ "twitter_account", UNUSED_KEY }, { "location", UNUSED_KEY }, { "logo", UNUSED_KEY },
	{ NULL, NULL },
};
static const struct unhonoured team_unhonoured[] = {
	{ "icpc_id", UNUSED_KEY },       { "location", UNUSED_KEY },      { "photo", UNUSED_KEY },
	{ "video", UNUSED_KEY },         { "backup", UNUSED_KEY },        { "key_log", UNUSED_KEY },
	{ "tool_data", UNUSED_KEY },     { "desktop", UNUSED_KEY },       { "webcam", UNUSED_KEY },
	{ "audio", UNUSED_KEY },         { "primary_rgb", UNUSED_KEY },   { "primary_color", UNUSED_KEY },
	{ "secondary_rgb", UNUSED_KEY }, { "secondary_color", UNUSED_KEY }, { NULL, NULL },
};
static const struct unhonoured account_unhonoured[] = {
	{ "ip", "not applied here: an account logs in from any address; remove it" },
	{ "person_id", UNUSED_KEY }, { NULL, NULL },
};

/* -1 with "FILE:LINE:COL: PATH.KEY: why" at the first key of map m in list. */
static int refuse_unhonoured(const struct yml_doc *doc, const struct yml_node *m, const char *path,
                             const struct unhonoured *list, struct diag *d)
{
	for (size_t i = 0; m && m->kind == YML_MAP && i < m->n; i++) {
		const struct yml_node *k = m->items[2 * i];
		char key[128];
		snprintf(key, sizeof key, "%s%s%s", path, path[0] ? "." : "", k->value ? k->value : "");
		for (const struct unhonoured *u = list; u->key; u++)
			if (k->value && !strcmp(k->value, u->key))
				return yml_error(doc, k, key, d, "%s", u->why);
	}
	return 0;
}

static int read_contest_yaml(const struct pkg_file *f, struct contest *c, struct diag *d)
{
	static const char *const keys[] = { "id",
		                            "name",
		                            "formal_name",
		                            "start_time",
		                            "countdown_pause_time",
		                            "duration",
		                            "scoreboard_freeze_duration",
		                            "scoreboard_thaw_time",
		                            "scoreboard_type",
		                            "main_scoreboard_group_id",
		                            "penalty_time",
		                            "banner",
		                            "logo",
		                            "location",
		                            "training",
		                            "medals",
		                            "url",
		                            NULL };
	static const char *const required[] = { "id", "name", "duration", NULL };
	const struct yml_doc *doc = f->doc;
	const struct yml_node *root = doc->root, *n;
	if (refuse_unhonoured(doc, root, "", contest_unhonoured, d) < 0 ||
	    yml_check_map(doc, root, "", keys, required, d) < 0 || opt_string(doc, root, "", "id", 1, &c->id, d) < 0 ||
	    opt_string(doc, root, "", "name", 0, &c->name, d) < 0 ||
	    opt_string(doc, root, "", "formal_name", 0, &c->formal_name, d) < 0 ||
	    read_start(doc, yml_get(root, "start_time"), c, d) < 0 ||
	    reltime(doc, yml_get(root, "duration"), "duration", 60000, 30LL * 24 * 3600000, &c->duration_ms, d) < 0)
		return -1;
	if (!c->id || !c->name)
		return yml_error(doc, yml_get(root, c->id ? "name" : "id"), c->id ? "name" : "id", d,
		                 "expected a string, got null");
	if (!c->formal_name)
		c->formal_name = xstrdup(c->name);
	if ((n = yml_get(root, "scoreboard_freeze_duration")) && !is_null(n) &&
	    reltime(doc, n, "scoreboard_freeze_duration", 0, c->duration_ms, &c->freeze_ms, d) < 0)
		return -1;
	if ((n = yml_get(root, "scoreboard_type")) && !is_null(n)) {
		const char *v;
		if (yml_string(doc, n, "scoreboard_type", &v, d) < 0)
			return -1;
		if (strcmp(v, "pass-fail") != 0)
			return yml_error(doc, n, "scoreboard_type", d, "only pass-fail is supported, got \"%s\"", v);
	}
	c->penalty_min = 20;
	if ((n = yml_get(root, "penalty_time")) && !is_null(n) && read_penalty(doc, n, c, d) < 0)
		return -1;
	if ((n = yml_get(root, "training")) && read_training(doc, n, c, d) < 0)
		return -1;
	c->medals[0] = c->medals[1] = c->medals[2] = 4;
	if ((n = yml_get(root, "medals")) && !is_null(n) && read_medals(doc, n, c, d) < 0)
		return -1;
	if (opt_string(doc, root, "", "url", 0, &c->url, d) < 0)
		return -1;
	struct diag why;
	if (c->url && contest_check_url(c->url, &why) < 0)
		return yml_error(doc, yml_get(root, "url"), "url", d, "%s", why.msg);
	return 0;
}

/* Checks that the file's root is a list; its items are checked by the caller. */
static int expect_list(const struct yml_doc *doc, struct diag *d)
{
	if (doc->root->kind != YML_SEQ)
		return yml_error(doc, doc->root, "", d, "expected a list");
	return 0;
}

static int read_problem(const struct yml_doc *doc, const struct yml_node *m, size_t i, const char *root,
                        struct contest *c, struct diag *d)
{
	static const char *const keys[] = { "id", "label", "name", "ordinal", "rgb", "color", NULL };
	static const char *const required[] = { "id", NULL };
	char path[64];
	snprintf(path, sizeof path, "problems[%zu]", i);
	struct contest_problem *p = &c->problems[i];
	p->ordinal = (long)i + 1;
	if (refuse_unhonoured(doc, m, path, problem_unhonoured, d) < 0 || yml_check_map(doc, m, path, keys, required, d) < 0 ||
	    opt_string(doc, m, path, "id", 1, &p->id, d) < 0 ||
	    opt_string(doc, m, path, "label", 0, &p->label, d) < 0 ||
	    opt_string(doc, m, path, "name", 0, &p->name, d) < 0 ||
	    opt_string(doc, m, path, "color", 0, &p->color, d) < 0 ||
	    opt_string(doc, m, path, "rgb", 0, &p->rgb, d) < 0)
		return -1;
	char key[96];
	snprintf(key, sizeof key, "%s.id", path);
	struct diag why;
	if (!p->id)
		return yml_error(doc, yml_get(m, "id"), key, d, "expected a problem id, got null");
	if (!problem_exists(root, p->id, &why))
		return yml_error(doc, yml_get(m, "id"), key, d, "%s", why.msg);
	const struct yml_node *n = yml_get(m, "ordinal");
	snprintf(key, sizeof key, "%s.ordinal", path);
	if (n && yml_long(doc, n, key, 0, 1000000, &p->ordinal, d) < 0)
		return -1;
	if (!p->label)
		p->label = i < 26 ? xasprintf("%c", (char)('A' + i)) : xasprintf("P%zu", i + 1);
	n = yml_get(m, "rgb");
	if (p->rgb) {
		size_t len = strlen(p->rgb);
		int ok = p->rgb[0] == '#' && (len == 4 || len == 7);
		for (size_t k = 1; ok && k < len; k++)
			ok = isxdigit((unsigned char)p->rgb[k]);
		snprintf(key, sizeof key, "%s.rgb", path);
		if (!ok)
			return yml_error(doc, n, key, d, "expected #rgb or #rrggbb, got \"%s\"", p->rgb);
	}
	for (size_t k = 0; k < i; k++) {
		if (strcmp(c->problems[k].id, p->id) == 0)
			return yml_error(doc, m, path, d, "problem '%s' twice (also problems[%zu])", p->id, k);
		if (strcmp(c->problems[k].label, p->label) == 0)
			return yml_error(doc, m, path, d, "label '%s' twice (also problems[%zu])", p->label, k);
	}
	return 0;
}

static int by_ordinal(const void *a, const void *b)
{
	const struct contest_problem *x = a, *y = b;
	return (x->ordinal > y->ordinal) - (x->ordinal < y->ordinal);
}

static int read_problems(const struct pkg_file *f, const char *root, struct contest *c, struct diag *d)
{
	if (expect_list(f->doc, d) < 0)
		return -1;
	const struct yml_node *list = f->doc->root;
	if (list->n == 0)
		return yml_error(f->doc, list, "", d, "no problems");
	c->problems = xcalloc(list->n, sizeof *c->problems);
	for (size_t i = 0; i < list->n; i++) {
		c->nproblems = i + 1; /* so that contest_free frees what this item got */
		if (read_problem(f->doc, list->items[i], i, root, c, d) < 0)
			return -1;
	}
	/* Stable enough: ordinals are checked unique below, so the order is fixed. */
	for (size_t i = 0; i < c->nproblems; i++)
		for (size_t k = 0; k < i; k++)
			if (c->problems[k].ordinal == c->problems[i].ordinal)
				return yml_error(f->doc, list->items[i], "", d,
				                 "problems[%zu]: ordinal %ld twice (also problems[%zu])", i,
				                 c->problems[i].ordinal, k);
	qsort(c->problems, c->nproblems, sizeof *c->problems, by_ordinal);
	return 0;
}

/* Reads groups.yaml or organizations.yaml: a list of maps of id and name (and formal_name). */
static int read_groups(const struct pkg_file *f, struct contest *c, int orgs, struct diag *d)
{
	static const char *const gkeys[] = { "id", "icpc_id", "name", "type", "location", NULL };
	static const char *const okeys[] = { "id",      "icpc_id",         "name",            "formal_name",
		                             "country", "country_flag",    "url",             "twitter_hashtag",
		                             "twitter_account", "location", "logo",            NULL };
	static const char *const required[] = { "id", "name", NULL };
	if (expect_list(f->doc, d) < 0)
		return -1;
	const struct yml_node *list = f->doc->root;
	const char *what = orgs ? "organizations" : "groups";
	if (orgs)
		c->organizations = xcalloc(list->n + 1, sizeof *c->organizations);
	else
		c->groups = xcalloc(list->n + 1, sizeof *c->groups);
	for (size_t i = 0; i < list->n; i++) {
		const struct yml_node *m = list->items[i];
		char path[64], *id = NULL, *name = NULL, *formal = NULL;
		snprintf(path, sizeof path, "%s[%zu]", what, i);
		int rc = refuse_unhonoured(f->doc, m, path, orgs ? organization_unhonoured : group_unhonoured, d) < 0 ||
		         yml_check_map(f->doc, m, path, orgs ? okeys : gkeys, required, d) < 0 ||
		         opt_string(f->doc, m, path, "id", 1, &id, d) < 0 ||
		         opt_string(f->doc, m, path, "name", 0, &name, d) < 0 ||
		         (orgs && opt_string(f->doc, m, path, "formal_name", 0, &formal, d) < 0);
		if (orgs)
			c->organizations[c->norganizations++] = (struct contest_organization){ id, name, formal };
		else
			c->groups[c->ngroups++] = (struct contest_group){ id, name };
		if (rc)
			return -1;
		if (!id || !name)
			return yml_error(f->doc, m, path, d, "expected an id and a name");
		for (size_t k = 0; k < i; k++)
			if (strcmp(orgs ? c->organizations[k].id : c->groups[k].id, id) == 0)
				return yml_error(f->doc, yml_get(m, "id"), path, d, "%s '%s' twice (also %s[%zu])",
				                 orgs ? "organization" : "group", id, what, k);
	}
	return 0;
}

/* A team's organization_id, group_ids and hidden, each checked against the package's organizations and groups. */
static int read_team_links(const struct yml_doc *doc, const struct yml_node *m, const char *path, struct contest *c,
                           struct contest_team *t, struct diag *d)
{
	char key[96];
	if (opt_string(doc, m, path, "organization_id", 1, &t->organization_id, d) < 0)
		return -1;
	snprintf(key, sizeof key, "%s.organization_id", path);
	if (t->organization_id && !contest_organization(c, t->organization_id))
		return yml_error(doc, yml_get(m, "organization_id"), key, d, "no organization '%s' in organizations",
		                 t->organization_id);
	const struct yml_node *n = yml_get(m, "hidden");
	snprintf(key, sizeof key, "%s.hidden", path);
	if (n && !is_null(n) && yml_bool(doc, n, key, &t->hidden, d) < 0)
		return -1;
	n = yml_get(m, "group_ids");
	if (!n || is_null(n))
		return 0;
	snprintf(key, sizeof key, "%s.group_ids", path);
	const char **ids;
	size_t nids;
	if (yml_strings(doc, n, key, &ids, &nids, d) < 0)
		return -1;
	t->group_ids = xcalloc(nids + 1, sizeof *t->group_ids);
	int rc = 0;
	for (size_t i = 0; i < nids; i++) {
		t->group_ids[i] = xstrdup(ids[i]);
		if (!rc && !contest_group(c, ids[i]))
			rc = yml_error(doc, n, key, d, "no group '%s' in groups", ids[i]);
	}
	free(ids);
	return rc;
}

static int read_teams(const struct pkg_file *f, struct contest *c, struct diag *d)
{
	static const char *const keys[] = {
		"id",       "icpc_id", "name",        "label",         "display_name",  "organization_id", "group_ids",
		"location", "photo",   "video",       "backup",        "key_log",       "tool_data",       "desktop",
		"webcam",   "audio",   "primary_rgb", "primary_color", "secondary_rgb", "secondary_color", "hidden",
		NULL
	};
	static const char *const required[] = { "id", "name", NULL };
	if (expect_list(f->doc, d) < 0)
		return -1;
	const struct yml_node *list = f->doc->root;
	c->teams = xcalloc(list->n + 1, sizeof *c->teams);
	for (size_t i = 0; i < list->n; i++) {
		const struct yml_node *m = list->items[i];
		struct contest_team *t = &c->teams[i];
		c->nteams = i + 1;
		char path[64];
		snprintf(path, sizeof path, "teams[%zu]", i);
		if (refuse_unhonoured(f->doc, m, path, team_unhonoured, d) < 0 ||
		    yml_check_map(f->doc, m, path, keys, required, d) < 0 ||
		    opt_string(f->doc, m, path, "id", 1, &t->id, d) < 0 ||
		    opt_string(f->doc, m, path, "name", 0, &t->name, d) < 0 ||
		    opt_string(f->doc, m, path, "label", 0, &t->label, d) < 0 ||
		    opt_string(f->doc, m, path, "display_name", 0, &t->display_name, d) < 0 ||
		    read_team_links(f->doc, m, path, c, t, d) < 0)
			return -1;
		if (!t->id || !t->name)
			return yml_error(f->doc, m, path, d, "expected an id and a name");
		for (size_t k = 0; k < i; k++)
			if (strcmp(c->teams[k].id, t->id) == 0)
				return yml_error(f->doc, yml_get(m, "id"), path, d, "team '%s' twice (also teams[%zu])",
				                 t->id, k);
	}
	return 0;
}

static int read_account(const struct yml_doc *doc, const struct yml_node *m, size_t i, struct contest *c,
                        struct diag *d)
{
	static const char *const keys[] = { "id",      "username",  "password", "name", "type",
		                            "ip",      "team_id",   "person_id", "disabled", NULL };
	static const char *const required[] = { "username", "password", "type", NULL };
	static const char *const types[] = { "team", "judge", "admin" };
	struct contest_account *a = &c->accounts[i];
	char path[64], key[96];
	snprintf(path, sizeof path, "accounts[%zu]", i);
	char *type = NULL;
	a->team = -1;
	if (refuse_unhonoured(doc, m, path, account_unhonoured, d) < 0 ||
	    yml_check_map(doc, m, path, keys, required, d) < 0 || opt_string(doc, m, path, "id", 1, &a->id, d) < 0 ||
	    opt_string(doc, m, path, "username", 1, &a->username, d) < 0 ||
	    opt_string(doc, m, path, "password", 0, &a->password, d) < 0 ||
	    opt_string(doc, m, path, "name", 0, &a->name, d) < 0 || opt_string(doc, m, path, "type", 0, &type, d) < 0 ||
	    opt_string(doc, m, path, "team_id", 1, &a->team_id, d) < 0) {
		free(type);
		return -1;
	}
	size_t k = 0;
	while (k < 3 && type && strcmp(type, types[k]) != 0)
		k++;
	snprintf(key, sizeof key, "%s.type", path);
	if (k == 3 || !type) {
		yml_error(doc, yml_get(m, "type"), key, d, "expected team, judge or admin, got \"%s\"",
		          type ? type : "null");
		free(type);
		return -1;
	}
	free(type);
	a->type = (enum contest_role)k;
	const struct yml_node *dis = yml_get(m, "disabled");
	snprintf(key, sizeof key, "%s.disabled", path);
	if (dis && yml_bool(doc, dis, key, &a->disabled, d) < 0)
		return -1;
	if (!a->username || !a->password || !a->password[0])
		return yml_error(doc, m, path, d, "expected a username and a password");
	if (!a->id)
		a->id = xstrdup(a->username);
	snprintf(key, sizeof key, "%s.team_id", path);
	if (a->type == CONTEST_TEAM && !a->team_id)
		return yml_error(doc, m, path, d, "missing required key 'team_id' (type team)");
	if (a->type != CONTEST_TEAM && a->team_id)
		return yml_error(doc, yml_get(m, "team_id"), key, d, "only a team account has a team");
	for (size_t t = 0; a->team_id && t < c->nteams; t++)
		if (strcmp(c->teams[t].id, a->team_id) == 0)
			a->team = (long)t;
	if (a->team_id && a->team < 0)
		return yml_error(doc, yml_get(m, "team_id"), key, d, "no team '%s' in teams", a->team_id);
	for (k = 0; k < i; k++)
		if (strcmp(c->accounts[k].username, a->username) == 0)
			return yml_error(doc, yml_get(m, "username"), path, d,
			                 "username '%s' twice (also accounts[%zu])", a->username, k);
	return 0;
}

static int read_accounts(const struct pkg_file *f, struct contest *c, struct diag *d)
{
	if (expect_list(f->doc, d) < 0)
		return -1;
	const struct yml_node *list = f->doc->root;
	c->accounts = xcalloc(list->n + 1, sizeof *c->accounts);
	for (size_t i = 0; i < list->n; i++) {
		c->naccounts = i + 1;
		if (read_account(f->doc, list->items[i], i, c, d) < 0)
			return -1;
	}
	return 0;
}

/* Whether the package has NAME.yaml or NAME.json (a link too: reading it refuses it with the reason). */
static int has_part(int dirfd, const char *name)
{
	char yaml[64], json[64];
	struct stat st;
	snprintf(yaml, sizeof yaml, "%s.yaml", name);
	snprintf(json, sizeof json, "%s.json", name);
	return fstatat(dirfd, yaml, &st, AT_SYMLINK_NOFOLLOW) == 0 || fstatat(dirfd, json, &st, AT_SYMLINK_NOFOLLOW) == 0;
}

/* One file of the package read by fn; groups and organizations may be absent. */
static int load_part(int dirfd, const char *dir, const char *name, struct contest *c, const char *root, struct diag *d)
{
	struct pkg_file f = { 0 };
	int optional = strcmp(name, "groups") == 0 || strcmp(name, "organizations") == 0;
	if (optional && !has_part(dirfd, name))
		return 0;
	int rc = read_pkg_file(dirfd, dir, name, &f, d);
	if (rc == 0) {
		if (optional)
			rc = read_groups(&f, c, name[0] == 'o', d);
		else if (strcmp(name, "contest") == 0)
			rc = read_contest_yaml(&f, c, d);
		else if (strcmp(name, "problems") == 0)
			rc = read_problems(&f, root, c, d);
		else if (strcmp(name, "teams") == 0)
			rc = read_teams(&f, c, d);
		else
			rc = read_accounts(&f, c, d);
	}
	pkg_file_free(&f);
	return rc;
}

struct contest *contest_load(const char *dir, const char *root, struct diag *d)
{
	int dirfd = open(dir, O_RDONLY | O_DIRECTORY | O_CLOEXEC);
	if (dirfd < 0) {
		diag_errno(d, "contest '%s'", dir);
		return NULL;
	}
	struct contest *c = xcalloc(1, sizeof *c);
	c->dir = xstrdup(dir);
	c->upsolve = 1; /* training is generous: upsolving unless contest.yaml says no */
	/* groups and organizations before teams, teams before accounts: each names the one before. */
	static const char *const parts[] = { "contest", "problems", "groups", "organizations", "teams", "accounts" };
	for (size_t i = 0; i < sizeof parts / sizeof *parts; i++) {
		if (load_part(dirfd, dir, parts[i], c, root, d) < 0) {
			close(dirfd);
			contest_free(c);
			return NULL;
		}
	}
	close(dirfd);
	return c;
}

void contest_free(struct contest *c)
{
	if (!c)
		return;
	for (size_t i = 0; i < c->nproblems; i++) {
		struct contest_problem *p = &c->problems[i];
		free(p->id), free(p->label), free(p->name), free(p->color), free(p->rgb);
	}
	for (size_t i = 0; i < c->nteams; i++) {
		struct contest_team *t = &c->teams[i];
		free(t->id), free(t->name), free(t->label), free(t->display_name), free(t->organization_id);
		for (char **g = t->group_ids; g && *g; g++)
			free(*g);
		free(t->group_ids);
	}
	for (size_t i = 0; i < c->ngroups; i++)
		free(c->groups[i].id), free(c->groups[i].name);
	for (size_t i = 0; i < c->norganizations; i++)
		free(c->organizations[i].id), free(c->organizations[i].name), free(c->organizations[i].formal_name);
	free(c->groups), free(c->organizations);
	for (size_t i = 0; i < c->naccounts; i++) {
		struct contest_account *a = &c->accounts[i];
		free(a->id), free(a->username), free(a->password), free(a->name), free(a->team_id);
	}
	free(c->problems), free(c->teams), free(c->accounts);
	free(c->dir), free(c->id), free(c->name), free(c->formal_name), free(c->url);
	free(c);
}

const struct contest_problem *contest_problem(const struct contest *c, const char *id)
{
	for (size_t i = 0; i < c->nproblems; i++)
		if (strcmp(c->problems[i].id, id) == 0)
			return &c->problems[i];
	return NULL;
}

const struct contest_team *contest_team(const struct contest *c, const char *id)
{
	for (size_t i = 0; i < c->nteams; i++)
		if (strcmp(c->teams[i].id, id) == 0)
			return &c->teams[i];
	return NULL;
}

const struct contest_group *contest_group(const struct contest *c, const char *id)
{
	for (size_t i = 0; i < c->ngroups; i++)
		if (strcmp(c->groups[i].id, id) == 0)
			return &c->groups[i];
	return NULL;
}

const struct contest_organization *contest_organization(const struct contest *c, const char *id)
{
	for (size_t i = 0; i < c->norganizations; i++)
		if (strcmp(c->organizations[i].id, id) == 0)
			return &c->organizations[i];
	return NULL;
}

/* Whether team t is in the group of this id. */
int contest_team_in_group(const struct contest_team *t, const char *group_id)
{
	for (char **g = t->group_ids; g && *g; g++)
		if (strcmp(*g, group_id) == 0)
			return 1;
	return 0;
}

const struct contest_account *contest_account(const struct contest *c, const char *username)
{
	for (size_t i = 0; i < c->naccounts; i++)
		if (strcmp(c->accounts[i].username, username) == 0)
			return &c->accounts[i];
	return NULL;
}

/* The starter package of `judge contest new`. */

/*
 * A password of 12 letters and digits without the look-alikes (0/o, 1/l/i):
 * 31 symbols, about 59 bits, easy to read off a printed slip. Bytes at or
 * above the largest multiple of 31 are drawn again, so every symbol is as
 * likely as any other.
 */
int contest_random_password(char out[13], struct diag *d)
{
	static const char alphabet[] = "abcdefghjkmnpqrstuvwxyz23456789";
	size_t n = 0;
	while (n < 12) {
		unsigned char buf[32];
		ssize_t got = getrandom(buf, sizeof buf, 0);
		if (got < 0) {
			if (errno == EINTR)
				continue;
			diag_errno(d, "getrandom");
			return -1;
		}
		for (ssize_t i = 0; i < got && n < 12; i++)
			if (buf[i] < 248) /* 8 * 31 */
				out[n++] = alphabet[buf[i] % 31];
	}
	out[12] = 0;
	return 0;
}

/* The folder must not exist (it is made) or be an empty folder. */
static int starter_dir(const char *dir, struct diag *d)
{
	if (mkdir(dir, 0700) == 0)
		return 0;
	if (errno != EEXIST) {
		diag_errno(d, "cannot make '%s'", dir);
		return -1;
	}
	DIR *dp = opendir(dir);
	if (!dp) {
		diag_errno(d, "'%s'", dir);
		return -1;
	}
	struct dirent *e;
	int empty = 1;
	while (empty && (e = readdir(dp)))
		empty = strcmp(e->d_name, ".") == 0 || strcmp(e->d_name, "..") == 0;
	closedir(dp);
	if (!empty) {
		diag_set(d, "'%s' exists and is not empty; give a new folder", dir);
		return -1;
	}
	return 0;
}

static int starter_check(const struct contest_new_opts *o, struct diag *d)
{
	if (o->nteams < 1 || o->nteams > 999) {
		diag_set(d, "--teams: expected 1 to 999, got %ld", o->nteams);
		return -1;
	}
	if (o->nproblems == 0) {
		diag_set(d, "--problems: no problem given");
		return -1;
	}
	if (o->nproblems > 26) {
		diag_set(d, "--problems: at most 26 problems (labels A to Z), got %zu", o->nproblems);
		return -1;
	}
	for (size_t i = 0; i < o->nproblems; i++) {
		if (!problem_exists(o->root, o->problems[i], d)) {
			diag_prefix(d, "--problems");
			return -1;
		}
		for (size_t k = 0; k < i; k++)
			if (strcmp(o->problems[k], o->problems[i]) == 0) {
				diag_set(d, "--problems: '%s' twice", o->problems[i]);
				return -1;
			}
	}
	return 0;
}

static char *starter_contest(const char *dir)
{
	const char *base = strrchr(dir, '/') ? strrchr(dir, '/') + 1 : dir;
	return xasprintf(
	        "# A contest package (ICPC CCS Contest Package Format): `judge serve` runs this folder.\n"
	        "id: %s\n"
	        "name: Training session\n"
	        "# null: the jury starts the contest by hand; or a time: 2026-11-26T10:00:00+01:00\n"
	        "start_time: null\n"
	        "duration: 5:00:00\n"
	        "scoreboard_freeze_duration: 1:00:00\n"
	        "scoreboard_type: pass-fail\n"
	        "penalty_time: 20\n"
	        "# gamejudge's own: what a team sees of a failing test (none, samples or first-diff),\n"
	        "# and whether every test is judged (false: stop at the first rejected one, as contests do).\n"
	        "training:\n"
	        "  feedback: first-diff\n"
	        "  all_tests: false\n"
	        "  # whether teams go on submitting after the end (upsolving; the scoreboard keeps the result)\n"
	        "  upsolve: true\n"
	        "  # After K rejected submissions on a problem with an explorer, a team may see one small\n"
	        "  # position where its program is wrong (0: no hints).\n"
	        "  hints_after: 0\n"
	        "  # whether teams may play the interactive games in the browser during the contest\n"
	        "  # (after its end anyone logged in may)\n"
	        "  play: false\n",
	        contest_valid_id(base) ? base : "training");
}

static char *starter_problems(const struct contest_new_opts *o)
{
	static const char *const colors[][2] = {
		{ "red", "#e6194b" },    { "green", "#3cb44b" },  { "yellow", "#ffe119" }, { "blue", "#4363d8" },
		{ "orange", "#f58231" }, { "purple", "#911eb4" }, { "cyan", "#42d4f4" },   { "magenta", "#f032e6" },
		{ "lime", "#bfef45" },   { "pink", "#fabed4" },   { "teal", "#469990" },   { "brown", "#9a6324" },
		{ "maroon", "#800000" }
	};
	char *text;
	size_t len;
	FILE *f = xopen_memstream(&text, &len);
	for (size_t i = 0; i < o->nproblems; i++) {
		const char *const *c = colors[i % 13];
		fprintf(f, "- id: %s\n  label: %c\n  color: %s\n  rgb: '%s'\n", o->problems[i], (char)('A' + i), c[0],
		        c[1]);
	}
	fclose(f);
	return text;
}

/* teams.yaml and accounts.yaml together: each team's account beside it. */
static int starter_people(const struct contest_new_opts *o, char **teams, char **accounts, struct diag *d)
{
	size_t tl, al;
	FILE *t = xopen_memstream(teams, &tl), *a = xopen_memstream(accounts, &al);
	int width = o->nteams >= 100 ? 3 : 2, rc = 0;
	char pw[13];
	for (long i = 1; i <= o->nteams && rc == 0; i++) {
		fprintf(t, "- id: team%0*ld\n  name: Team %ld\n  label: '%ld'\n", width, i, i, i);
		rc = contest_random_password(pw, d);
		fprintf(a, "- username: team%0*ld\n  password: %s\n  type: team\n  team_id: team%0*ld\n", width, i, pw,
		        width, i);
	}
	if (rc == 0 && (rc = contest_random_password(pw, d)) == 0)
		fprintf(a, "- username: jury\n  password: %s\n  type: judge\n", pw);
	if (rc == 0 && (rc = contest_random_password(pw, d)) == 0)
		fprintf(a, "- username: admin\n  password: %s\n  type: admin\n", pw);
	fclose(t);
	fclose(a);
	return rc;
}

int contest_new(const struct contest_new_opts *o, struct diag *d)
{
	if (starter_check(o, d) < 0 || starter_dir(o->dir, d) < 0)
		return -1;
	char *text[4] = { starter_contest(o->dir), starter_problems(o), NULL, NULL };
	static const char *const names[4] = { "contest.yaml", "problems.yaml", "teams.yaml", "accounts.yaml" };
	int rc = starter_people(o, &text[2], &text[3], d);
	for (size_t i = 0; i < 4 && rc == 0; i++) {
		char *path = xasprintf("%s/%s", o->dir, names[i]);
		rc = write_file_atomic(path, text[i], strlen(text[i]), 0600, d);
		free(path);
	}
	for (size_t i = 0; i < 4; i++)
		free(text[i]);
	return rc;
}
