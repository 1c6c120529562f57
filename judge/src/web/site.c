/*
 * site.c: what every handler of the web side shares about its requests (web.h):
 * a row's id as a URL writes it, the contest view's lookups, the client's
 * address, whether teams come over https, and the byte that wakes the worker.
 */
#include "web/web.h"

#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <unistd.h>

long long serve_parse_id(const char *text)
{
	size_t n = text ? strspn(text, "0123456789") : 0;
	if (n == 0 || n > 18 || text[n] || text[0] == '0')
		return 0;
	return strtoll(text, NULL, 10);
}

const struct serve_problem *serve_problem(const struct serve *s, const char *id)
{
	for (size_t i = 0; id && i < s->contest->nproblems; i++)
		if (!strcmp(s->contest->problems[i].id, id))
			return &s->contest->problems[i];
	return NULL;
}

const struct serve_team *serve_team(const struct serve *s, const char *id)
{
	for (size_t i = 0; id && i < s->contest->nteams; i++)
		if (!strcmp(s->contest->teams[i].id, id))
			return &s->contest->teams[i];
	return NULL;
}

const struct serve_language *serve_language(const struct serve *s, const char *id)
{
	for (size_t i = 0; id && i < s->contest->nlanguages; i++)
		if (!strcmp(s->contest->languages[i].id, id))
			return &s->contest->languages[i];
	return NULL;
}

int serve_https(const struct serve *s)
{
	return s->url && !strncasecmp(s->url, "https://", 8);
}

const char *serve_peer(const struct serve *s, const struct http_request *req)
{
	const char *peer = http_peer(req);
	const char *xff = http_header(req, "X-Forwarded-For");
	if (!s->url || !xff || (strcmp(peer, "127.0.0.1") && strcmp(peer, "::1")))
		return peer;
	/* The proxy appends the address it saw: the last entry, without spaces. */
	const char *last = strrchr(xff, ',');
	last = last ? last + 1 : xff;
	while (*last == ' ')
		last++;
	return *last ? last : peer;
}

void serve_wake_supervisor(struct serve *s)
{
	if (s->package_fd >= 0) {
		ssize_t n = write(s->package_fd, "p", 1);
		(void)n;
	}
}

void serve_wake(struct serve *s)
{
	if (s->wake_fd >= 0) {
		/* Non-blocking: a full pipe already holds a wake-up. */
		ssize_t n = write(s->wake_fd, "w", 1);
		(void)n;
	}
}
