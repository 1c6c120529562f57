/* The language table target: the input is a judge/languages.yaml. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "fuzz.h"
#include "run/languages.h"
#include "util.h"

#define PATH "judge/languages.yaml"

/* What lang.h promises about a loaded table. */
static void check_table(const struct lang_table *t)
{
	fuzz_require(t->n >= 1);
	for (size_t i = 0; i < t->n; i++) {
		const struct language *l = &t->langs[i];
		fuzz_require(l->name && l->extensions && l->compile && l->source);
		fuzz_require(l->name[0] && lang_by_name(t, l->name) == l);
		fuzz_require(l->source[0] && !strchr(l->source, '/'));
		int src = 0, out = 0;
		for (char **a = l->compile; *a; a++) {
			src += strcmp(*a, "{src}") == 0;
			out += strcmp(*a, "{out}") == 0;
		}
		fuzz_require(src == 1 && out == 1);
		for (char **e = l->extensions; *e; e++) {
			char *file = xasprintf("dir.d/main.%s", *e);
			const struct language *found = lang_by_file(t, file);
			free(file);
			fuzz_require(found);
		}
	}
}

int fuzz_languages(const char *root, const uint8_t *data, size_t size, struct diag *d)
{
	(void)root;
	d->msg[0] = '\0';
	struct lang_table *t = lang_parse(PATH, (const char *)data, size, d);
	if (!t) {
		fuzz_require_message(d, PATH);
		return -1;
	}
	check_table(t);
	lang_free(t);
	return 0;
}
