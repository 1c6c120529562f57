/*
 * languages.c: the language table (languages.h), judge/languages.yaml loaded and
 * checked: how each language is compiled and run, and its limits.
 */
#define _GNU_SOURCE
#include "run/languages.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "util.h"
#include "yml.h"

static const char *const lang_keys[] = { "extensions", "source",      "compile",       "run",
	                                 "runtime",    "time_factor", "address_space", "public_class",
	                                 "version",    "env",         "compile_proc",  "memory_allowance",
	                                 "pch",        "cds",         "linkers",       NULL };
static const char *const lang_required[] = { "extensions", "source", "compile", NULL };
static const char *const run_placeholders[] = { "{bin}", "{main}", "{memory}", "{stack}", "{share}", NULL };

/*
 * The largest thread stack a run template gets: the JVM reserves -Xss for
 * each of its own threads too (about eight at start), so -Xss512m under a
 * 512 MiB limit already fills the address-space cap ("unable to create native
 * thread"), and over 1 GiB the JVM refuses the flag outright.
 */
#define STACK_MAX_KB (256L << 10)

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

/*
 * The list of strings at key of the language, copied (an empty list when the
 * key is absent); *n its length. -1 with the message on a wrong type.
 */
static int load_strings(const struct yml_doc *doc, const struct yml_node *val, const char *name, const char *key,
                        char ***out, size_t *n, struct diag *d)
{
	const char **v;
	char path[256];
	*n = 0;
	*out = NULL;
	if (!yml_get(val, key)) {
		*out = xcalloc(1, sizeof **out);
		return 0;
	}
	snprintf(path, sizeof path, "%s.%s", name, key);
	if (yml_strings(doc, yml_get(val, key), path, &v, n, d) < 0)
		return -1;
	*out = copy_strings(v, *n);
	free(v);
	return 0;
}

/* The placeholder at s ("{...}") when it is one of run_placeholders, else NULL. */
static const char *placeholder_at(const char *s)
{
	for (const char *const *p = run_placeholders; *p; p++)
		if (!strncmp(s, *p, strlen(*p)))
			return *p;
	return NULL;
}

/* A path of the machine to show in a root: absolute, no "." or ".." part, not "/" itself. */
static int plain_absolute(const char *p)
{
	if (p[0] != '/' || !p[1] || strstr(p, "//") || p[strlen(p) - 1] == '/')
		return 0;
	for (const char *s = p; s; s = strchr(s + 1, '/'))
		if (!strncmp(s, "/./", 3) || !strcmp(s, "/.") || !strncmp(s, "/../", 4) || !strcmp(s, "/.."))
			return 0;
	return 1;
}

/* run, runtime, time_factor, memory_allowance, address_space and public_class: all optional. */
/* run: a command whose first word is an absolute path, with {bin} and only known placeholders. */
static int load_run(const struct yml_doc *doc, const char *name, const struct yml_node *val, struct language *lang,
                    struct diag *d)
{
	size_t n;
	char path[256];
	const struct yml_node *node = yml_get(val, "run");
	if (!node)
		return 0;
	snprintf(path, sizeof path, "%s.run", name);
	if (load_strings(doc, val, name, "run", &lang->run, &n, d) < 0)
		return -1;
	if (n == 0 || lang->run[0][0] != '/')
		return yml_error(doc, node, path, d, "expected a command whose first word is an absolute path");
	int bin = 0;
	for (size_t i = 0; i < n; i++) {
		for (const char *s = strchr(lang->run[i], '{'); s; s = strchr(s + 1, '{')) {
			const char *p = placeholder_at(s);
			if (!p) {
				snprintf(path, sizeof path, "%s.run[%zu]", name, i);
				return yml_error(doc, node->items[i], path, d,
				                 "unknown placeholder in \"%s\" (known: {bin}, {main}, "
				                 "{memory}, {stack}, {share})",
				                 lang->run[i]);
			}
			bin += !strcmp(p, "{bin}");
			lang->needs_main |= !strcmp(p, "{main}");
			lang->run_share |= !strcmp(p, "{share}");
		}
	}
	if (!bin)
		return yml_error(doc, node, path, d, "expected {bin} in the command");
	return 0;
}

static int env_entry(const char *s)
{
	const char *eq = strchr(s, '=');
	return eq && eq != s;
}

/* The first item of the list at key that ok() refuses: "expected WHAT, got ..." at it. 0 when none is. */
static int check_items(const struct yml_doc *doc, const struct yml_node *val, const char *name, const char *key,
                       char **items, int (*ok)(const char *), const char *what, struct diag *d)
{
	const struct yml_node *node = yml_get(val, key);
	char path[256];
	for (size_t i = 0; node && items[i]; i++)
		if (!ok(items[i])) {
			snprintf(path, sizeof path, "%s.%s[%zu]", name, key, i);
			return yml_error(doc, node->items[i], path, d, "expected %s, got \"%s\"", what, items[i]);
		}
	return 0;
}

/* runtime: plain absolute paths, and only beside a run command; env: NAME=value each. */
static int load_runtime_env(const struct yml_doc *doc, const char *name, const struct yml_node *val,
                            struct language *lang, struct diag *d)
{
	size_t n;
	char path[256];
	if (load_strings(doc, val, name, "runtime", &lang->runtime, &n, d) < 0 ||
	    check_items(doc, val, name, "runtime", lang->runtime, plain_absolute,
	                "an absolute path below /, without . or ..", d) < 0)
		return -1;
	if (lang->runtime[0] && !lang->run) {
		snprintf(path, sizeof path, "%s.runtime", name);
		return yml_error(doc, yml_get(val, "runtime"), path, d, "a runtime needs a run command");
	}
	if (load_strings(doc, val, name, "env", &lang->env, &n, d) < 0 ||
	    check_items(doc, val, name, "env", lang->env, env_entry, "NAME=value", d) < 0)
		return -1;
	return 0;
}

/* cds: the program a JVM compiler's class-data archive is made from, a non-empty string. */
static int load_cds(const struct yml_doc *doc, const char *name, const struct yml_node *val, struct language *lang,
                    struct diag *d)
{
	char path[256];
	const char *text;
	const struct yml_node *node = yml_get(val, "cds");
	if (!node)
		return 0;
	snprintf(path, sizeof path, "%s.cds", name);
	if (yml_string(doc, node, path, &text, d) < 0)
		return -1;
	if (!*text)
		return yml_error(doc, node, path, d, "expected the source of a program");
	lang->cds = xstrdup(text);
	return 0;
}

/* A linker's name as GCC's -fuse-ld= takes it: bfd, gold, lld, mold. */
static int linker_name(const char *s)
{
	size_t n = strspn(s, "abcdefghijklmnopqrstuvwxyz0123456789");
	return n > 0 && n <= 32 && !s[n];
}

/* linkers: names of faster linkers for a compile command that links with GCC (compile.h). */
static int load_linkers(const struct yml_doc *doc, const char *name, const struct yml_node *val, struct language *lang,
                        struct diag *d)
{
	size_t n;
	if (load_strings(doc, val, name, "linkers", &lang->linkers, &n, d) < 0)
		return -1;
	return check_items(doc, val, name, "linkers", lang->linkers, linker_name, "a linker's name like gold", d);
}

/* {share} in a run command: its archive is made by running the language's cds program, which it must have. */
static int check_share(const struct yml_doc *doc, const char *name, const struct yml_node *val,
                       const struct language *lang, struct diag *d)
{
	char path[256];
	snprintf(path, sizeof path, "%s.run", name);
	if (lang->run_share && !lang->cds)
		return yml_error(doc, yml_get(val, "run"), path, d,
		                 "{share} needs a cds program (the run's class-data archive is made from it)");
	return 0;
}

/* version (default --version), and the numbers and flags of how a run is measured. */
static int load_settings(const struct yml_doc *doc, const char *name, const struct yml_node *val, struct language *lang,
                         struct diag *d)
{
	size_t n;
	char path[256];
	const struct yml_node *node;
	if (yml_get(val, "version")) {
		if (load_strings(doc, val, name, "version", &lang->version, &n, d) < 0)
			return -1;
	} else {
		const char *dflt[] = { "--version" };
		lang->version = copy_strings(dflt, 1);
	}
	snprintf(path, sizeof path, "%s.time_factor", name);
	if ((node = yml_get(val, "time_factor")) &&
	    yml_double(doc, node, path, 0.01, 100, "a factor in 0.01..100", &lang->time_factor, d) < 0)
		return -1;
	snprintf(path, sizeof path, "%s.memory_allowance", name);
	if ((node = yml_get(val, "memory_allowance")) &&
	    yml_long(doc, node, path, 0, 65536, &lang->memory_allowance, d) < 0)
		return -1;
	snprintf(path, sizeof path, "%s.address_space", name);
	if ((node = yml_get(val, "address_space")) &&
	    yml_long(doc, node, path, 0, 1L << 26, &lang->address_space, d) < 0)
		return -1;
	snprintf(path, sizeof path, "%s.public_class", name);
	if ((node = yml_get(val, "public_class")) && yml_bool(doc, node, path, &lang->public_class, d) < 0)
		return -1;
	snprintf(path, sizeof path, "%s.compile_proc", name);
	if ((node = yml_get(val, "compile_proc")) && yml_bool(doc, node, path, &lang->compile_proc, d) < 0)
		return -1;
	snprintf(path, sizeof path, "%s.pch", name);
	if ((node = yml_get(val, "pch")) && yml_bool(doc, node, path, &lang->pch, d) < 0)
		return -1;
	if (load_cds(doc, name, val, lang, d) < 0 || load_linkers(doc, name, val, lang, d) < 0)
		return -1;
	return check_share(doc, name, val, lang, d);
}

static int load_runtime(const struct yml_doc *doc, const char *name, const struct yml_node *val, struct language *lang,
                        struct diag *d)
{
	lang->time_factor = 1;
	if (load_run(doc, name, val, lang, d) < 0 || load_runtime_env(doc, name, val, lang, d) < 0)
		return -1;
	return load_settings(doc, name, val, lang, d);
}

static int load_one(const struct yml_doc *doc, const struct yml_node *key, const struct yml_node *val,
                    struct language *lang, struct diag *d)
{
	const char **v;
	size_t n;
	char path[256];
	const char *name = key->value;
	if (yml_check_map(doc, val, name, lang_keys, lang_required, d) < 0)
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
	return load_runtime(doc, name, val, lang, d);
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
		free(t->langs[i].cds);
		free_strings(t->langs[i].compile);
		free_strings(t->langs[i].run);
		free_strings(t->langs[i].version);
		free_strings(t->langs[i].env);
		free_strings(t->langs[i].runtime);
		free_strings(t->langs[i].linkers);
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

int lang_installed(const struct language *l, struct diag *d)
{
	const char *prog = l->compile[0];
	int found = 0;
	if (strchr(prog, '/')) {
		found = access(prog, X_OK) == 0;
	} else {
		const char *path = getenv("PATH");
		for (const char *p = path && *path ? path : "/usr/bin:/bin"; *p && !found;) {
			const char *colon = strchrnul(p, ':');
			char *full = xasprintf("%.*s/%s", (int)(colon - p), p, prog);
			found = access(full, X_OK) == 0;
			free(full);
			p = *colon ? colon + 1 : colon;
		}
	}
	if (!found) {
		diag_set(d, "the compiler '%s' of %s is not installed", prog, l->name);
		return 0;
	}
	for (char **r = l->runtime; r && *r; r++)
		if (access(*r, F_OK) < 0) {
			diag_set(d, "'%s', part of the %s runtime, is missing", *r, l->name);
			return 0;
		}
	return 1;
}

char *lang_expand(const char *word, const struct lang_words *w)
{
	char mem[32], stack[32];
	snprintf(mem, sizeof mem, "%ld", w->memory_kb);
	snprintf(stack, sizeof stack, "%ld", w->memory_kb < STACK_MAX_KB ? w->memory_kb : STACK_MAX_KB);
	size_t cap = strlen(word) + 1, len = 0;
	char *out = xmalloc(cap);
	for (const char *s = word; *s;) {
		const char *p = *s == '{' ? placeholder_at(s) : NULL;
		const char *with = !p                      ? NULL
		                   : !strcmp(p, "{bin}")   ? w->bin
		                   : !strcmp(p, "{main}")  ? w->main_class
		                   : !strcmp(p, "{stack}") ? stack
		                   : !strcmp(p, "{share}") ? (w->share ? w->share : "-Xshare:off")
		                                           : mem;
		size_t n = p ? strlen(with ? with : "") : 1;
		if (len + n + 1 > cap)
			out = xrealloc(out, cap = 2 * (len + n + 1));
		memcpy(out + len, p ? (with ? with : "") : s, n);
		len += n;
		s += p ? strlen(p) : 1;
	}
	out[len] = '\0';
	return out;
}
