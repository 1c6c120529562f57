#include "lang.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "util.h"
#include "yml.h"

static const char *const lang_keys[] = { "extensions", "source", "compile", NULL };

static char **copy_strings(const char **v, size_t n)
{
	char **out = xcalloc(n + 1, sizeof *out);
	for (size_t i = 0; i < n; i++)
		out[i] = xstrdup(v[i]);
	return out;
}

static void free_strings(char **v)
{
	for (size_t i = 0; v && v[i]; i++)
		free(v[i]);
	free(v);
}

static int load_one(const struct yml_doc *doc, const struct yml_node *key, const struct yml_node *val,
                    struct language *lang, struct diag *d)
{
	const char **v;
	size_t n;
	char path[256];
	const char *name = key->value;
	if (yml_check_map(doc, val, name, lang_keys, lang_keys, d) < 0)
		return -1;
	lang->name = xstrdup(name);
	snprintf(path, sizeof path, "%s.extensions", name);
	if (yml_strings(doc, yml_get(val, "extensions"), path, &v, &n, d) < 0)
		return -1;
	lang->extensions = copy_strings(v, n);
	free(v);
	/* lang_by_file() matches what follows the last dot of a file name. */
	for (size_t i = 0; i < n; i++) {
		const char *e = lang->extensions[i];
		if (!*e || strchr(e, '.') || strchr(e, '/')) {
			snprintf(path, sizeof path, "%s.extensions[%zu]", name, i);
			return yml_error(doc, yml_get(val, "extensions")->items[i], path, d,
			                 "expected an extension like cpp, got \"%s\"", e);
		}
	}
	snprintf(path, sizeof path, "%s.compile", name);
	if (yml_strings(doc, yml_get(val, "compile"), path, &v, &n, d) < 0)
		return -1;
	lang->compile = copy_strings(v, n);
	free(v);
	int src = 0, out = 0;
	for (size_t i = 0; i < n; i++) {
		src += strcmp(lang->compile[i], "{src}") == 0;
		out += strcmp(lang->compile[i], "{out}") == 0;
	}
	if (n == 0 || src != 1 || out != 1)
		return yml_error(doc, yml_get(val, "compile"), path, d,
		                 "expected a command with one {src} and one {out}");
	const char *source;
	snprintf(path, sizeof path, "%s.source", name);
	if (yml_string(doc, yml_get(val, "source"), path, &source, d) < 0)
		return -1;
	if (strchr(source, '/') || !*source)
		return yml_error(doc, yml_get(val, "source"), path, d, "expected a plain file name");
	lang->source = xstrdup(source);
	return 0;
}

struct lang_table *lang_load(const char *path, struct diag *d)
{
	char *text;
	size_t len;
	if (read_file(path, &text, &len, d) < 0)
		return NULL;
	struct lang_table *t = lang_parse(path, text, len, d);
	free(text);
	return t;
}

struct lang_table *lang_parse(const char *path, const char *text, size_t len, struct diag *d)
{
	struct yml_doc *doc = yml_parse(path, text, len, d);
	if (!doc)
		return NULL;
	struct lang_table *t = xcalloc(1, sizeof *t);
	const struct yml_node *root = doc->root;
	if (!root || root->kind != YML_MAP || root->n == 0) {
		yml_error(doc, root, "", d, "expected a mapping of languages");
		goto fail;
	}
	t->langs = xcalloc(root->n, sizeof *t->langs);
	for (size_t i = 0; i < root->n; i++) {
		t->n++;
		const struct yml_node *key = root->items[2 * i];
		if (key->kind != YML_SCALAR || !*key->value) {
			yml_error(doc, key, "", d, "expected a language name");
			goto fail;
		}
		for (size_t j = 0; j < i; j++)
			if (strcmp(t->langs[j].name, key->value) == 0) {
				yml_error(doc, key, "", d, "duplicate language '%s'", key->value);
				goto fail;
			}
		if (load_one(doc, key, root->items[2 * i + 1], &t->langs[i], d) < 0)
			goto fail;
	}
	yml_free(doc);
	return t;
fail:
	yml_free(doc);
	lang_free(t);
	return NULL;
}

void lang_free(struct lang_table *t)
{
	if (!t)
		return;
	for (size_t i = 0; i < t->n; i++) {
		free(t->langs[i].name);
		free_strings(t->langs[i].extensions);
		free(t->langs[i].source);
		free_strings(t->langs[i].compile);
	}
	free(t->langs);
	free(t);
}

const struct language *lang_by_name(const struct lang_table *t, const char *name)
{
	for (size_t i = 0; i < t->n; i++)
		if (strcmp(t->langs[i].name, name) == 0)
			return &t->langs[i];
	return NULL;
}

const struct language *lang_by_file(const struct lang_table *t, const char *path)
{
	const char *slash = strrchr(path, '/');
	const char *dot = strrchr(slash ? slash : path, '.');
	if (!dot)
		return NULL;
	for (size_t i = 0; i < t->n; i++)
		for (char **e = t->langs[i].extensions; *e; e++)
			if (strcmp(*e, dot + 1) == 0)
				return &t->langs[i];
	return NULL;
}
