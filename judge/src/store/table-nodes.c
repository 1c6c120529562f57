/*
 * table-nodes.c: what the machines of one session share besides the queue
 * (store.h says the contract; the tables are migrations.c's 7 -> 8): each
 * worker's own row, the digests of the server's problems, and the rate
 * limits' token buckets.
 *
 * A worker's heartbeat writes its own row only, in a transaction that takes
 * no global write lock (QUERY_ROWS: on PostgreSQL the row's lock alone; on
 * SQLite, one machine, the file's write lock, as every write).
 */
#include <stdlib.h>
#include <string.h>

#include "store/query.h"
#include "util.h"

static long long beat_body(struct store *s, const void *ctx, struct diag *d)
{
	const struct store_worker *w = ctx;
	long long now = w->seen_ms ? w->seen_ms : store_now_ms();
	return query_exec(s, "a worker's heartbeat",
	                  "INSERT INTO workers(name, started_ms, seen_ms, judging, judged, digests, refused)"
	                  " VALUES(?1, ?2, ?3, ?4, ?5, ?6, ?7) ON CONFLICT(name) DO UPDATE SET started_ms = ?2,"
	                  " seen_ms = ?3, judging = ?4, judged = ?5, digests = ?6, refused = ?7",
	                  Q_ARGS(Q_TEXT(w->name), Q_INT(w->started_ms ? w->started_ms : now), Q_INT(now),
	                         Q_INT(w->judging), Q_INT(w->judged), Q_TEXT(w->digests ? w->digests : ""),
	                         Q_TEXT(w->refused ? w->refused : "")),
	                  d);
}

int store_worker_beat(struct store *s, const struct store_worker *w, struct diag *d)
{
	return query_locked(s, QUERY_ROWS, beat_body, w, d) < 0 ? -1 : 0;
}

static void read_worker(const struct query_row *row, void *item)
{
	struct store_worker *w = item;
	query_text(row, 0, w->name, sizeof w->name);
	w->started_ms = query_int(row, 1);
	w->seen_ms = query_int(row, 2);
	w->judging = query_int(row, 3);
	w->judged = query_int(row, 4);
	w->digests = query_strdup(row, 5);
	w->refused = query_strdup(row, 6);
}

static void free_worker(void *item)
{
	struct store_worker *w = item;
	free(w->digests);
	free(w->refused);
}

int store_workers_list(struct store *s, struct store_worker **out, size_t *n, struct diag *d)
{
	return query_list(
	        s, "listing workers",
	        "SELECT name, started_ms, seen_ms, judging, judged, digests, refused FROM workers ORDER BY name",
	        Q_NONE, read_worker, sizeof **out, free_worker, (void **)out, n, d);
}

void store_workers_free(struct store_worker *list, size_t n)
{
	for (size_t i = 0; i < n; i++)
		free_worker(&list[i]);
	free(list);
}

/* Problems' digests. */

int store_digest_set(struct store *s, const char *problem_id, const char *digest, struct diag *d)
{
	int rc = query_change(s, "recording a problem's digest",
	                      "INSERT INTO problem_digests(problem_id, digest, recorded_ms) VALUES(?1, ?2, ?3)"
	                      " ON CONFLICT(problem_id) DO UPDATE SET digest = ?2, recorded_ms = ?3",
	                      Q_ARGS(Q_TEXT(problem_id), Q_TEXT(digest), Q_INT(store_now_ms())), d);
	return rc < 0 ? -1 : 0;
}

struct digest_out {
	char *dst;
	size_t size;
};

static void read_digest(const struct query_row *row, void *item)
{
	const struct digest_out *o = item;
	query_text(row, 0, o->dst, o->size);
}

int store_digest_get(struct store *s, const char *problem_id, char *digest, size_t size, struct diag *d)
{
	struct digest_out o = { digest, size };
	digest[0] = 0;
	return query_get(s, "reading a problem's digest", "SELECT digest FROM problem_digests WHERE problem_id = ?1",
	                 Q_ARGS(Q_TEXT(problem_id)), read_digest, &o, d);
}

/* Token buckets: millitokens, so that the store keeps integers. */

struct take {
	const char *key;
	double burst, per_minute;
	int take;
	long long now;
};

struct bucket {
	long long milli, at_ms;
};

static void read_bucket(const struct query_row *row, void *item)
{
	struct bucket *b = item;
	b->milli = query_int(row, 0);
	b->at_ms = query_int(row, 1);
}

static long long take_body(struct store *s, const void *ctx, struct diag *d)
{
	const struct take *t = ctx;
	long long burst = (long long)(t->burst * 1000);
	struct bucket b = { burst, t->now };
	if (query_one(s, "reading a rate", "SELECT millitokens, at_ms FROM rate_buckets WHERE key = ?1",
	              Q_ARGS(Q_TEXT(t->key)), read_bucket, &b, d) < 0)
		return -1;
	if (t->now > b.at_ms)
		b.milli += (long long)((double)(t->now - b.at_ms) * t->per_minute / 60.0);
	if (b.milli > burst)
		b.milli = burst;
	long long wait = 0;
	if (b.milli >= 1000)
		b.milli -= t->take ? 1000 : 0;
	else
		wait = (long long)((double)(1000 - b.milli) * 60.0 / t->per_minute / 1000.0) + 1;
	if (query_exec(s, "counting a rate",
	               "INSERT INTO rate_buckets(key, millitokens, at_ms) VALUES(?1, ?2, ?3)"
	               " ON CONFLICT(key) DO UPDATE SET millitokens = ?2, at_ms = ?3",
	               Q_ARGS(Q_TEXT(t->key), Q_INT(b.milli), Q_INT(t->now)), d) < 0)
		return -1;
	return wait;
}

long store_rate_take(struct store *s, const char *key, double burst, double per_minute, int take, struct diag *d)
{
	struct take t = { key, burst, per_minute, take, store_now_ms() };
	/* Read and written under the writers' lock: two nodes taking the bucket's last token, one gets it. */
	return (long)query_locked(s, QUERY_WRITE, take_body, &t, d);
}

int store_rates_expire(struct store *s, long long before_ms, struct diag *d)
{
	return query_change(s, "expiring rates", "DELETE FROM rate_buckets WHERE at_ms < ?1", Q_ARGS(Q_INT(before_ms)),
	                    d);
}
