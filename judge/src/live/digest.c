/*
 * digest.c: a problem's content digest (digest.h says what it covers).
 */
#include "live/digest.h"

#include <sodium.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "contest/contest-package.h"
#include "store/store.h"
#include "util.h"

/* Adds a file: its label, its length and its bytes (a file missing is an error: the worker could not judge either). */
static int add_file(crypto_generichash_state *st, const char *label, const char *path, struct diag *d)
{
	char *buf = NULL;
	size_t len = 0;
	if (read_file(path, &buf, &len, d) < 0)
		return -1;
	char head[64];
	int n = snprintf(head, sizeof head, "%zu:", len);
	crypto_generichash_update(st, (const unsigned char *)label, strlen(label) + 1);
	crypto_generichash_update(st, (const unsigned char *)head, (size_t)n);
	crypto_generichash_update(st, (const unsigned char *)buf, len);
	free(buf);
	return 0;
}

int problem_digest(const struct problem *p, const char *root, char out[DIGEST_HEX], struct diag *d)
{
	crypto_generichash_state st;
	unsigned char h[(DIGEST_HEX - 1) / 2];
	crypto_generichash_init(&st, NULL, 0, sizeof h);
	char *manifest = xasprintf("%s/problem.yaml", p->dir), *langs = xasprintf("%s/judge/languages.yaml", root);
	int rc = add_file(&st, "manifest", manifest, d) < 0 || add_file(&st, "languages", langs, d) < 0 ? -1 : 0;
	free(manifest);
	free(langs);
	if (rc == 0 && p->checker.program) {
		/* And the header every checker of ours includes (the tools' include folder, run/tools.c). */
		char *header = xasprintf("%s/problems/include/check.h", root);
		rc = add_file(&st, "checker", p->checker.program, d) < 0 || add_file(&st, "check.h", header, d) < 0 ? -1 : 0;
		free(header);
	}
	for (size_t i = 0; rc == 0 && i < p->ntests; i++)
		if (add_file(&st, p->tests[i].name, p->tests[i].input, d) < 0 ||
		    add_file(&st, p->tests[i].name, p->tests[i].answer, d) < 0)
			rc = -1;
	crypto_generichash_final(&st, h, sizeof h);
	if (rc < 0) {
		diag_prefix(d, "problem %s's digest", p->id);
		return -1;
	}
	sodium_bin2hex(out, DIGEST_HEX, h, sizeof h);
	return 0;
}

int digest_record(struct store *st, const struct contest *c, const char *root, void (*log)(const char *line),
                  struct diag *d)
{
	for (size_t i = 0; i < c->nproblems; i++) {
		struct diag why;
		char hex[DIGEST_HEX];
		struct problem *p = problem_load(root, c->problems[i].id, PROBLEM_NEED_DATA, &why);
		int rc = p ? problem_digest(p, root, hex, &why) : -1;
		problem_free(p);
		if (rc < 0) {
			log_printf(log, "no digest for problem %s: %s", c->problems[i].id, why.msg);
			continue;
		}
		if (store_digest_set(st, c->problems[i].id, hex, d) < 0)
			return -1;
	}
	return 0;
}
