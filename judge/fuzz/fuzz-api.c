/*
 * The Contest API's request handlers (serve/api*.c) on any request: the
 * method, the path and its query, the headers and the body come from the
 * input, as a client sends them:
 *
 *     METHOD\n PATH[?NAME=VALUE&...]\n (NAME: VALUE\n)* \n BODY
 *
 * handed to api_handle() as http.c would hand a request read from a
 * connection, on a contest of two teams and a judge, started, with the store
 * in a temporary file (made once a process: the accounts' argon2 hashes take
 * a moment). An answer must come (a status from 100 to 599); a JSON answer
 * must be JSON; the event feed's first lines must be JSON too. A crash, a
 * sanitizer report or a NULL answer is what this target exists to find (a
 * message cut inside a UTF-8 character once crashed the HTTP process).
 */
#include <jansson.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "fuzz.h"
#include "web/api.h"
#include "web/auth.h"
#include "contest/contest-package.h"
#include "web/http.h"
#include "web/quota.h"
#include "web/web.h"
#include "store/store.h"
#include "store/store.h"
#include "util.h"

static const char contest_yaml[] = "id: fuzz\nname: Fuzz\nstart_time: null\nduration: 2:00:00\n"
                                   "scoreboard_freeze_duration: 0:30:00\npenalty_time: 20\n";
static const char problems_yaml[] = "- id: hdu1850\n  label: A\n";
static const char teams_yaml[] = "- id: t1\n  name: One\n- id: t2\n  name: Two\n";
static const char accounts_yaml[] = "- username: team1\n  password: pw-one\n  type: team\n  team_id: t1\n"
                                    "- username: jury\n  password: pw-jury\n  type: judge\n";

static struct serve app;

static int write_text(const char *dir, const char *name, const char *text, struct diag *d)
{
	char *path = xasprintf("%s/%s", dir, name);
	int rc = write_file_atomic(path, text, strlen(text), 0644, d);
	free(path);
	return rc;
}

static char api_dir[] = "/tmp/judge-fuzz-api-XXXXXX";

/* The contest's folder goes with the process (at exit: libFuzzer's end, the replay's). */
static void remove_dir(void)
{
	remove_tree(api_dir);
}

/* The contest, its store and accounts, once a process; -1 with a message. */
static int setup(const char *root, struct diag *d)
{
	static int done;
	if (done)
		return done > 0 ? 0 : -1;
	done = -1;
	if (!mkdtemp(api_dir)) {
		diag_errno(d, "mkdtemp");
		return -1;
	}
	atexit(remove_dir);
	if (write_text(api_dir, "contest.yaml", contest_yaml, d) < 0 ||
	    write_text(api_dir, "problems.yaml", problems_yaml, d) < 0 ||
	    write_text(api_dir, "teams.yaml", teams_yaml, d) < 0 || write_text(api_dir, "accounts.yaml", accounts_yaml, d) < 0)
		return -1;
	const struct contest *pkg = contest_load(api_dir, root, d);
	char *db = xasprintf("%s/session.db", api_dir);
	app = (struct serve){ .pkg = pkg, .limits = SERVE_LIMITS_INIT, .wake_fd = -1, .games_fd = -1 };
	app.contest = pkg ? serve_contest_build(pkg, root, d) : NULL;
	app.store = app.contest ? store_open(db, 0, d) : NULL;
	app.auth = app.store ? auth_new(pkg->id, d) : NULL;
	free(db);
	if (!app.auth)
		return -1;
	for (size_t i = 0; i < pkg->naccounts; i++) {
		const struct contest_account *a = &pkg->accounts[i];
		if (auth_add_account(app.auth, a->username, a->password,
		                     a->type == CONTEST_TEAM ? AUTH_TEAM : AUTH_JUDGE, a->team_id, d) < 0)
			return -1;
	}
	auth_use_store(app.auth, app.store);
	app.feeds = quota_new(4, 64);
	/* Started an hour ago: submissions, judgements and the scoreboard are reached. */
	if (store_state_set(app.store, "start_ms", store_now_ms() - 3600 * 1000LL, d) < 0)
		return -1;
	done = 1;
	return 0;
}

/* The input's next line (without its newline) as a new string; *p moves past it. */
static char *next_line(const char **p, const char *end)
{
	const char *nl = memchr(*p, '\n', (size_t)(end - *p));
	const char *stop = nl ? nl : end;
	char *line = xasprintf("%.*s", (int)(stop - *p), *p);
	*p = nl ? nl + 1 : end;
	return line;
}

/* The query of path (cut off it) as name, value pairs, "NAME=VALUE&..." undecoded. */
static void split_query(char *path, struct strv *query)
{
	char *q = strchr(path, '?');
	if (!q)
		return;
	*q++ = '\0';
	for (char *item = strtok(q, "&"); item; item = strtok(NULL, "&")) {
		char *eq = strchr(item, '=');
		strv_push(query, item);
		if (eq) {
			query->v[query->n - 1][eq - item] = '\0';
			strv_push(query, eq + 1);
		} else {
			strv_push(query, "");
		}
	}
}

/* What came back keeps the API's promises: a status, JSON where it says JSON, a feed of JSON lines. */
static void check_answer(struct http_response *resp)
{
	int status = http_response_status(resp);
	fuzz_require(status >= 100 && status <= 599);
	const char *type = http_response_type(resp);
	if (http_response_streams(resp))
		return; /* a feed's reader polls the store for ever: its first lines are not read here */
	size_t len;
	const char *body = http_response_body(resp, &len);
	fuzz_require(body != NULL);
	if (type && !strcmp(type, "application/json")) {
		json_error_t je;
		json_t *v = json_loadb(body, len, 0, &je);
		fuzz_require(v != NULL);
		json_decref(v);
	}
}

int fuzz_api(const char *root, const uint8_t *data, size_t size, struct diag *d)
{
	if (setup(root, d) < 0)
		fuzz_broken("the API's contest could not be set up", __FILE__, __LINE__);
	const char *p = (const char *)data, *end = p + size;
	char *method = next_line(&p, end), *path = next_line(&p, end);
	struct strv headers = { 0 }, query = { 0 };
	split_query(path, &query);
	for (char *line; p < end && (line = next_line(&p, end));) {
		char *colon = strchr(line, ':');
		int blank = !line[0];
		if (colon) {
			*colon = '\0';
			strv_push(&headers, line);
			strv_push(&headers, colon + 1 + strspn(colon + 1, " "));
		}
		free(line);
		if (blank)
			break;
	}
	int ok = !strncmp(path, "/api", 4) && !memchr(data, '\0', size);
	struct http_request *req = http_request_new(method, path, (const char *const *)headers.v,
	                                            (const char *const *)query.v, p, (size_t)(end - p), "192.0.2.1");
	struct http_response *resp = http_response_new();
	if (ok) /* serve_handle() sends only /api... here, and libmicrohttpd no NUL in a header */
		api_handle(&app, req, resp);
	if (ok)
		check_answer(resp);
	http_response_free(resp);
	http_request_free(req);
	strv_free(&headers);
	strv_free(&query);
	free(method);
	free(path);
	if (!ok)
		diag_set(d, "not a request of the API");
	return ok ? 0 : -1;
}
