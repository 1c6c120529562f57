/*
 * api-feed.c: the event feed (GET event-feed), NDJSON streamed for as long
 * as the client stays.
 *
 * How this works: the store keeps objects, not a log of changes, so the feed
 * is made from the objects: first the contest, then everything that does not
 * change (judgement types, languages, teams; the problems once the asker may
 * see them, the jury at once, others from the start) and the state, then,
 * polling the store twice a second, each new submission the asker sees,
 * each judgement when it begins and again when it ends (its runs just after
 * it), each clarification the asker sees (api-clar.c), each award that
 * changed (api-awards.c), and the contest and the state whenever they
 * differ from what was last sent (a start, a thaw, a finalize): at every poll
 * the feed's objects are the REST endpoints'. The public sees what
 * api_sees_result lets it (a result of the freeze comes at the thaw). Each
 * event's token is "S-J": every submission up to S was sent, and every
 * finished judgement below J the asker sees. A client that comes back with
 * since_token gets the unchanging objects again (the spec allows more than
 * asked) and what followed S and J; a token this feed has not given yet (S or
 * J beyond the store's) is 400. A newline keeps an idle feed alive (the spec
 * asks for one every 120 s at most). With stream=false the feed ends once it
 * has sent what there is; types=a,b sends only events of those types.
 *
 * A feed holds a thread and a connection for as long as its client stays, so
 * their number is bounded (web.h: limits.feeds_per_address from one address,
 * 429, and limits.feeds_max in all, 503, both with Retry-After): a client
 * that opens hundreds cannot hold every connection of the server.
 */
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "web/api-int.h"
#include "web/quota.h"
#include "web/rules.h"
#include "store/scoreboard.h"
#include "store/store.h"
#include "util.h"

#define KEEPALIVE_S 20 /* well inside the spec's 120 s and the connection's idle timeout */

struct idset {
	long long *v;
	size_t n;
};

struct feed {
	struct api a;
	char *buf;
	size_t len, off;
	long long sent_sub, low_j;
	long long sent_clar;       /* the clarifications up to this id were sent (not in the token: sent again after a
	                              reconnection, which the spec allows) */
	struct idset begun, ended; /* judgements from low_j on already sent as begun, as ended */
	char *state;               /* the state last sent, as JSON */
	char *contest;             /* the contest last sent, as JSON */
	json_t *awards;            /* each award's text last sent, by its id */
	int changed;               /* an event was made since the awards were last computed */
	char *types;               /* types=: the event types asked for, comma-separated; NULL: all */
	int once;                  /* stream=false: end once what there is was sent */
	int started;
	int problems_sent; /* the problems are sent once the asker may see them (the contest started) */
	time_t last_write;
	char peer[64]; /* the client's address, which holds a slot of the feeds' quota */
};

/* Whether the client asked for events of this type (types=). */
static int wanted(const struct feed *f, const char *type)
{
	size_t n = strlen(type);
	for (const char *p = f->types; p && *p; p += *p == ',') {
		size_t len = strcspn(p, ",");
		if (len == n && !strncmp(p, type, n))
			return 1;
		p += len;
	}
	return !f->types;
}

static void emit(struct feed *f, const char *type, const char *id, json_t *data)
{
	char token[64];
	f->changed = 1;
	if (!wanted(f, type)) {
		json_decref(data);
		return;
	}
	snprintf(token, sizeof token, "%lld-%lld", f->sent_sub, f->low_j);
	json_t *ev = json_pack("{s:s, s:o, s:o, s:s}", "type", type, "id", id ? json_string(id) : json_null(), "data",
	                       data, "token", token);
	char *line = ev ? json_dumps(ev, API_JSON_FLAGS) : NULL;
	json_decref(ev);
	if (!line) /* an object jansson could not build (text not UTF-8) is left out, never a crash */
		return;
	size_t n = strlen(line);
	f->buf = xrealloc(f->buf, f->len + n + 1);
	memcpy(f->buf + f->len, line, n);
	f->buf[f->len + n] = '\n';
	f->len += n + 1;
	free(line);
}

/* Emits each object of an array, by its id. */
static void emit_all(struct feed *f, const char *type, json_t *(*one)(struct api *, size_t), size_t n)
{
	for (size_t i = 0; i < n; i++) {
		json_t *o = one(&f->a, i);
		if (!o) /* not the asker's to see (a hidden team) */
			continue;
		const char *oid = json_string_value(json_object_get(o, "id"));
		char *id = oid ? xstrdup(oid) : NULL;
		emit(f, type, id, o);
		free(id);
	}
}

static json_t *judgement_type_at(struct api *a, size_t i)
{
	(void)a;
	return api_judgement_type(i);
}

static void emit_unchanging(struct feed *f)
{
	emit_all(f, "judgement-types", judgement_type_at, njudgement_types);
	emit_all(f, "languages", api_language, f->a.s->contest->nlanguages);
	emit_all(f, "groups", api_group, f->a.s->pkg->ngroups);
	emit_all(f, "organizations", api_organization, f->a.s->pkg->norganizations);
	emit_all(f, "teams", api_team, f->a.s->pkg->nteams);
}

/* Emits v (taken) as a singleton event of type when it differs from *last, the text last sent. */
static void emit_changed(struct feed *f, const char *type, json_t *v, char **last)
{
	char *text = v ? json_dumps(v, JSON_COMPACT | JSON_SORT_KEYS) : NULL;
	if (!text || (*last && !strcmp(*last, text))) {
		free(text);
		json_decref(v);
		return;
	}
	free(*last);
	*last = text;
	emit(f, type, NULL, v);
}

/* The asker's store filter: a team's own, else all (the public's are then sorted by api_sees_submission). */
static struct store_filter own(const struct feed *f, long long after_id)
{
	const char *team = f->a.acc && f->a.acc->role == AUTH_TEAM ? f->a.acc->team_id : NULL;
	return (struct store_filter){ .after_id = after_id, .team_id = team };
}

static void emit_submissions(struct feed *f)
{
	struct store_filter flt = own(f, f->sent_sub);
	struct store_submission *subs;
	size_t n;
	struct diag d;
	if (store_submissions_list(f->a.s->store, &flt, &subs, &n, &d) < 0)
		return;
	for (size_t i = 0; i < n; i++) {
		char id[32];
		snprintf(id, sizeof id, "%lld", subs[i].id);
		f->sent_sub = subs[i].id;
		if (api_sees_submission(&f->a, &subs[i])) /* the public: none of a hidden team */
			emit(f, "submissions", id, api_submission(&f->a, &subs[i]));
	}
	store_submissions_free(subs, n);
}

static int in_set(const struct idset *set, long long id)
{
	for (size_t i = 0; i < set->n; i++)
		if (set->v[i] == id)
			return 1;
	return 0;
}

static void set_add(struct idset *set, long long id)
{
	set->v = xrealloc(set->v, (set->n + 1) * sizeof *set->v);
	set->v[set->n++] = id;
}

/* Forgets the ids below low, which the low mark remembers. */
static void set_prune(struct idset *set, long long low)
{
	size_t k = 0;
	for (size_t i = 0; i < set->n; i++)
		if (set->v[i] >= low)
			set->v[k++] = set->v[i];
	set->n = k;
}

/* A judgement, and when it is finished its runs just after it. */
static void emit_judgement(struct feed *f, const struct store_judgement *j, int done)
{
	struct store_run *rs;
	size_t nr;
	struct diag d;
	char id[32];
	snprintf(id, sizeof id, "%lld", j->id);
	emit(f, "judgements", id, api_judgement(&f->a, j));
	if (done && store_runs_list(f->a.s->store, j->id, &rs, &nr, &d) == 0) {
		for (size_t k = 0; k < nr; k++) {
			snprintf(id, sizeof id, "%lld", rs[k].id);
			emit(f, "runs", id, api_run(&f->a, &rs[k]));
		}
		store_runs_free(rs, nr);
	}
	set_add(done ? &f->ended : &f->begun, j->id);
}

static const struct store_submission *sub_of(const struct store_submission *subs, size_t n, long long id)
{
	for (size_t i = 0; i < n; i++)
		if (subs[i].id == id)
			return &subs[i];
	return NULL;
}

/* The submissions that js[0..n) judge (those from the smallest id they name on). */
static int subs_of(struct feed *f, const struct store_judgement *js, size_t n, struct store_submission **subs,
                   size_t *nsubs)
{
	long long low = 0;
	struct diag d;
	for (size_t i = 0; i < n; i++)
		if (!low || js[i].submission_id < low)
			low = js[i].submission_id;
	struct store_filter flt = own(f, low - 1);
	*subs = NULL, *nsubs = 0;
	return n ? store_submissions_list(f->a.s->store, &flt, subs, nsubs, &d) : 0;
}

/*
 * Each judgement once it begins (no judgement_type_id yet) and again when it
 * ends, with its runs: what the REST endpoints answer at that moment. One of a
 * submission not yet sent waits for it, and for the public one of a
 * submission made during the freeze waits for the thaw; one the asker never
 * sees (a hidden team's) is passed over.
 */
static void emit_judgements(struct feed *f)
{
	struct store_filter flt = own(f, f->low_j - 1);
	struct store_judgement *js;
	struct store_submission *subs;
	size_t n, nsubs;
	struct diag d;
	if (store_judgements_list(f->a.s->store, &flt, &js, &n, &d) < 0)
		return;
	if (subs_of(f, js, n, &subs, &nsubs) < 0) {
		store_judgements_free(js, n);
		return;
	}
	long long low = 0;
	for (size_t i = 0; i < n; i++) {
		const struct store_submission *sub = sub_of(subs, nsubs, js[i].submission_id);
		if (sub && !api_sees_submission(&f->a, sub))
			continue;
		int done = js[i].ended_ms && js[i].verdict[0];
		int may = sub && sub->id <= f->sent_sub && api_sees_result(&f->a, sub);
		if (may && !in_set(done ? &f->ended : &f->begun, js[i].id))
			emit_judgement(f, &js[i], done);
		if ((!may || !done) && !low)
			low = js[i].id;
	}
	long long next = low ? low : n ? js[n - 1].id + 1 : f->low_j;
	set_prune(&f->ended, next);
	set_prune(&f->begun, next);
	f->low_j = next;
	store_judgements_free(js, n);
	store_submissions_free(subs, nsubs);
}

static void emit_clarifications(struct feed *f)
{
	struct store_clar *list;
	size_t n;
	struct diag d;
	if (store_clars_list(f->a.s->store, api_clar_view(&f->a), f->sent_clar, &list, &n, &d) < 0)
		return;
	for (size_t i = 0; i < n; i++) {
		/* One naming a problem waits until the asker may see the problems. */
		if (!api_clar_visible(&f->a, &list[i]))
			break;
		char id[32];
		snprintf(id, sizeof id, "%lld", list[i].id);
		f->sent_clar = list[i].id;
		emit(f, "clarifications", id, api_clarification(&f->a, &list[i]));
	}
	store_clars_free(list, n);
}

/*
 * Each award whose text differs from the one last sent, once anything that
 * may change them was sent (a judgement, the state: a thaw), or at first.
 */
static void emit_awards(struct feed *f)
{
	struct diag d;
	if (!f->changed)
		return;
	f->changed = 0;
	json_t *all = api_awards(&f->a, &d);
	size_t i;
	json_t *v;
	json_array_foreach(all, i, v)
	{
		const char *id = json_string_value(json_object_get(v, "id"));
		char *text = json_dumps(v, JSON_COMPACT | JSON_SORT_KEYS);
		const char *last = json_string_value(json_object_get(f->awards, id));
		if (text && (!last || strcmp(last, text))) {
			json_object_set_new(f->awards, id, json_string(text));
			emit(f, "awards", id, json_incref(v));
		}
		free(text);
	}
	f->changed = 0; /* the awards' own events change nothing */
	json_decref(all);
}

static void fill(struct feed *f)
{
	f->a.end_ms = serve_end_ms(f->a.s); /* the jury may end the contest early while the feed runs */
	emit_changed(f, "contest", api_contest(&f->a), &f->contest);
	if (!f->started) {
		emit_unchanging(f);
		f->started = 1;
	}
	if (!f->problems_sent && api_sees_problems(&f->a)) {
		emit_all(f, "problems", api_problem, f->a.s->contest->nproblems);
		f->problems_sent = 1;
	}
	/* The state that ends the updates comes after every object it closes, any other before them. */
	json_t *state = api_state(&f->a);
	int closing = json_is_string(json_object_get(state, "end_of_updates"));
	if (!closing)
		emit_changed(f, "state", state, &f->state);
	emit_clarifications(f);
	emit_submissions(f);
	emit_judgements(f);
	emit_awards(f);
	if (closing)
		emit_changed(f, "state", state, &f->state);
}

static ssize_t feed_read(void *cls, char *buf, size_t max)
{
	struct feed *f = cls;
	for (;;) {
		if (f->off < f->len) {
			size_t n = f->len - f->off < max ? f->len - f->off : max;
			memcpy(buf, f->buf + f->off, n);
			f->off += n;
			f->last_write = time(NULL);
			return (ssize_t)n;
		}
		f->off = f->len = 0;
		if (f->a.s->stopping)
			return 0;
		if (f->once && f->started)
			return 0;
		fill(f);
		if (f->len)
			continue;
		if (f->once)
			return 0;
		if (time(NULL) - f->last_write >= KEEPALIVE_S) {
			f->buf = xrealloc(f->buf, 1);
			f->buf[0] = '\n';
			f->len = 1;
			continue;
		}
		return HTTP_STREAM_WAIT; /* http.c waits HTTP_STREAM_WAIT_MS, watching whether the client left */
	}
}

static void feed_free(void *cls)
{
	struct feed *f = cls;
	if (f->peer[0])
		quota_give(f->a.s->feeds, f->peer);
	free(f->buf);
	free(f->begun.v);
	free(f->ended.v);
	free(f->state);
	free(f->contest);
	free(f->types);
	json_decref(f->awards);
	free(f);
}

/*
 * Whether the token S-J could have been given by this feed: S is 0 or a
 * submission's id, J is 1 or at most one past a judgement's id. A token from
 * the future (another server's, a store reset since) is refused rather than
 * answered with what never followed it.
 */
static int token_known(struct api *a, long long sub, long long low_j)
{
	struct store_submission *subs = NULL;
	struct store_judgement *js = NULL;
	size_t n = 0, nj = 0;
	struct diag d;
	struct store_filter fs = { .after_id = sub - 1 }, fj = { .after_id = low_j - 2 };
	int ok = (!sub || (store_submissions_list(a->s->store, &fs, &subs, &n, &d) == 0 && n && subs[0].id == sub)) &&
	         (low_j == 1 || (store_judgements_list(a->s->store, &fj, &js, &nj, &d) == 0 && nj));
	store_submissions_free(subs, n);
	store_judgements_free(js, nj);
	return ok;
}

void api_event_feed(struct api *a, const char *id_unused)
{
	(void)id_unused;
	struct feed *f = xcalloc(1, sizeof *f);
	f->a = *a;
	f->a.req = NULL;
	f->a.resp = NULL;
	f->low_j = 1;
	f->awards = json_object();
	f->last_write = time(NULL);
	const char *since = http_query(a->req, "since_token");
	if (since) {
		char *end;
		f->sent_sub = strtoll(since, &end, 10);
		f->low_j = *end == '-' ? strtoll(end + 1, &end, 10) : 0;
		if (*end || f->sent_sub < 0 || f->low_j < 1 || !token_known(a, f->sent_sub, f->low_j)) {
			feed_free(f);
			api_error(a->resp, 400, "since_token: not a token of this feed");
			return;
		}
	}
	const char *stream = http_query(a->req, "stream"), *types = http_query(a->req, "types");
	if (stream && strcmp(stream, "true") && strcmp(stream, "false")) {
		feed_free(f);
		api_error(a->resp, 400, "stream: expected true or false");
		return;
	}
	f->once = stream && !strcmp(stream, "false");
	f->types = types ? xstrdup(types) : NULL;
	int full = a->s->feeds ? quota_take(a->s->feeds, http_peer(a->req)) : 0;
	if (full) {
		feed_free(f);
		api_error(a->resp, full,
		          full == 429 ? "too many event feeds from this address: close one first"
		                      : "every event feed the server keeps is open: try again later");
		http_add_header(a->resp, "Retry-After", "30");
		return;
	}
	if (a->s->feeds)
		str_copy(f->peer, sizeof f->peer, http_peer(a->req));
	http_respond_stream(a->resp, 200, "application/x-ndjson", feed_read, feed_free, f);
}
