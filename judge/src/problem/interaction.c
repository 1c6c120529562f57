/*
 * interaction.c: `.interaction` files (interaction.h).
 */
#include "problem/interaction.h"

#include <stdlib.h>
#include <string.h>

#include "util.h"

int interaction_parse(const char *path, const char *text, size_t len, struct interaction *out, struct diag *d)
{
	memset(out, 0, sizeof *out);
	if (memchr(text, '\0', len)) {
		diag_set(d, "%s: a NUL byte: not a text file", path);
		return -1;
	}
	int line = 0;
	for (size_t at = 0; at < len;) {
		const char *start = text + at, *nl = memchr(start, '\n', len - at);
		size_t n = nl ? (size_t)(nl - start) : len - at;
		at += n + (nl != NULL);
		line++;
		if (n > 0 && start[n - 1] == '\r')
			n--;
		if (n == 0 || (start[0] != '<' && start[0] != '>')) {
			diag_set(
			        d,
			        "%s:%d: a line starts with '>' (the program's words) or '<' (the interactor's), not %s",
			        path, line, n == 0 ? "an empty line" : "this");
			interaction_free(out);
			return -1;
		}
		out->lines = xrealloc(out->lines, (out->n + 1) * sizeof *out->lines);
		out->lines[out->n++] = (struct interaction_line){ .from = start[0],
			                                          .text = xasprintf("%.*s", (int)(n - 1), start + 1),
			                                          .line = line };
	}
	return 0;
}

void interaction_free(struct interaction *in)
{
	for (size_t i = 0; i < in->n; i++)
		free(in->lines[i].text);
	free(in->lines);
	memset(in, 0, sizeof *in);
}
