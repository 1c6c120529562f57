/*
 * quota.h: slots held at once, counted by key (a client's address) and in
 * all, so that no one key can take every slot: the Contest API's event-feed
 * streams, each of which holds a thread and a connection for as long as its
 * client stays.
 *
 * quota_take() takes a slot of key: 0, or 429 when key already holds
 * per_key slots, or 503 when all total slots are held (nothing is taken
 * then). quota_give() gives back a slot quota_take() took. Thread-safe.
 * A key is at most QUOTA_KEY_MAX bytes; a longer one is counted by its start.
 */
#ifndef SERVE_QUOTA_H
#define SERVE_QUOTA_H

#define QUOTA_KEY_MAX 63

struct quota;

/* A quota of per_key slots a key and total in all; never NULL. quota_free() frees it. */
struct quota *quota_new(unsigned per_key, unsigned total);
void quota_free(struct quota *q);

int quota_take(struct quota *q, const char *key);
void quota_give(struct quota *q, const char *key);

#endif
