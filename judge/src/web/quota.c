/*
 * quota.c: slots by key and in all (see quota.h). A plain array of the keys
 * that hold a slot: it is never longer than the total, a few dozen.
 */
#include "web/quota.h"

#include <pthread.h>
#include <stdlib.h>
#include <string.h>

#include "util.h"

struct holder {
	char key[QUOTA_KEY_MAX + 1];
	unsigned n;
};

struct quota {
	pthread_mutex_t lock;
	unsigned per_key, total, held;
	struct holder *h; /* total entries; n == 0: free */
};

struct quota *quota_new(unsigned per_key, unsigned total)
{
	struct quota *q = xcalloc(1, sizeof *q);
	pthread_mutex_init(&q->lock, NULL);
	q->per_key = per_key;
	q->total = total;
	q->h = xcalloc(total ? total : 1, sizeof *q->h);
	return q;
}

void quota_free(struct quota *q)
{
	if (!q)
		return;
	pthread_mutex_destroy(&q->lock);
	free(q->h);
	free(q);
}

/* The holder of key, or a free entry when alloc (else NULL). */
static struct holder *holder_of(struct quota *q, const char *key, int alloc)
{
	struct holder *free_one = NULL;
	for (unsigned i = 0; i < q->total; i++) {
		if (q->h[i].n && !strcmp(q->h[i].key, key))
			return &q->h[i];
		if (!q->h[i].n && !free_one)
			free_one = &q->h[i];
	}
	return alloc ? free_one : NULL;
}

int quota_take(struct quota *q, const char *key)
{
	char k[QUOTA_KEY_MAX + 1];
	str_copy(k, sizeof k, key);
	pthread_mutex_lock(&q->lock);
	int rc = 0;
	struct holder *h = holder_of(q, k, 1);
	if (h && h->n >= q->per_key) {
		rc = 429;
	} else if (!h || q->held >= q->total) {
		rc = 503;
	} else {
		if (!h->n)
			memcpy(h->key, k, sizeof k);
		h->n++;
		q->held++;
	}
	pthread_mutex_unlock(&q->lock);
	return rc;
}

void quota_give(struct quota *q, const char *key)
{
	char k[QUOTA_KEY_MAX + 1];
	str_copy(k, sizeof k, key);
	pthread_mutex_lock(&q->lock);
	struct holder *h = holder_of(q, k, 0);
	if (h) {
		h->n--;
		q->held--;
	}
	pthread_mutex_unlock(&q->lock);
}
