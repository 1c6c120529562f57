/*
 * How this works: libyaml's event parser feeds a stack of open containers; each
 * scalar or finished container is appended to the container on top. The tree is
 * small (a manifest is a few hundred nodes), so nodes are plainly malloc'ed.
 */
#include "yml.h"

#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <yaml.h>

#include "util.h"

static struct yml_node *node_new(enum yml_kind kind, const yaml_mark_t *mark)
{
	struct yml_node *n = xcalloc(1, sizeof *n);
	n->kind = kind;
	n->line = (int)mark->line + 1;
	n->col = (int)mark->column + 1;
	return n;
}

static void node_free(struct yml_node *n)
{
	if (!n)
		return;
	for (size_t i = 0; i < n->nitems; i++)
		node_free(n->items[i]);
	free(n->items);
	free(n->value);
	free(n);
}

static void node_append(struct yml_node *parent, struct yml_node *child)
{
	size_t count = parent->nitems++;
	parent->items = xrealloc(parent->items, (count + 1) * sizeof *parent->items);
	parent->items[count] = child;
	/* A mapping counts pairs: it is complete when a value follows its key. */
	if (parent->kind == YML_SEQ || count % 2 == 1)
		parent->n++;
}

static int fail_at(struct diag *d, const char *path, const yaml_mark_t *m, const char *fmt, ...)
        __attribute__((format(printf, 4, 5)));
static int fail_at(struct diag *d, const char *path, const yaml_mark_t *m, const char *fmt, ...)
{
	char msg[1024];
	va_list ap;
	va_start(ap, fmt);
	vsnprintf(msg, sizeof msg, fmt, ap);
	va_end(ap);
	diag_set(d, "%s:%zu:%zu: %s", path, m->line + 1, m->column + 1, msg);
	return -1;
}

/* The tree being built from libyaml's events: the containers open, innermost last. */
struct builder {
	const char *path;
	struct diag *d;
	struct yml_node *stack[64];
	size_t depth, keys_pending[64];
	int docs;
	struct yml_node *root;
};

/* A sequence or mapping starts: pushed, unless tagged, nested too deeply or a mapping's key. */
static int open_container(struct builder *b, const yaml_event_t *ev)
{
	if (ev->type == YAML_SEQUENCE_START_EVENT ? ev->data.sequence_start.tag != NULL
	                                          : ev->data.mapping_start.tag != NULL)
		return fail_at(b->d, b->path, &ev->start_mark, "tags are not supported");
	if (b->depth == 64)
		return fail_at(b->d, b->path, &ev->start_mark, "nested too deeply");
	if (b->depth > 0 && b->stack[b->depth - 1]->kind == YML_MAP && b->keys_pending[b->depth - 1] == 0)
		return fail_at(b->d, b->path, &ev->start_mark, "expected a plain key, got a collection");
	b->stack[b->depth] = node_new(ev->type == YAML_SEQUENCE_START_EVENT ? YML_SEQ : YML_MAP, &ev->start_mark);
	b->keys_pending[b->depth] = 0;
	b->depth++;
	return 0;
}

/*
 * Takes one event: *node gets what it completes (a scalar, or a container
 * that ends), else NULL. -1 with the message for what the judge refuses.
 */
static int take_event(struct builder *b, const yaml_event_t *ev, struct yml_node **node)
{
	*node = NULL;
	switch (ev->type) {
	case YAML_DOCUMENT_START_EVENT:
		if (++b->docs > 1)
			return fail_at(b->d, b->path, &ev->start_mark, "expected one YAML document, found another");
		return 0;
	case YAML_ALIAS_EVENT:
		return fail_at(b->d, b->path, &ev->start_mark, "aliases are not supported");
	case YAML_SCALAR_EVENT:
		if (ev->data.scalar.tag)
			return fail_at(b->d, b->path, &ev->start_mark, "tags are not supported");
		*node = node_new(YML_SCALAR, &ev->start_mark);
		(*node)->value = xstrdup((const char *)ev->data.scalar.value);
		(*node)->plain = ev->data.scalar.style == YAML_PLAIN_SCALAR_STYLE;
		return 0;
	case YAML_SEQUENCE_START_EVENT:
	case YAML_MAPPING_START_EVENT:
		return open_container(b, ev);
	case YAML_SEQUENCE_END_EVENT:
	case YAML_MAPPING_END_EVENT:
		*node = b->stack[--b->depth];
		return 0;
	default:
		return 0;
	}
}

/* A completed node goes to the container on top, or is the document's root. */
static void place(struct builder *b, struct yml_node *node)
{
	if (b->depth == 0) {
		b->root = node;
		return;
	}
	struct yml_node *top = b->stack[b->depth - 1];
	/* keys_pending flips between "a key is wanted" (0) and "a value is wanted" (1). */
	if (top->kind == YML_MAP)
		b->keys_pending[b->depth - 1] ^= 1;
	node_append(top, node);
}

struct yml_doc *yml_parse(const char *path, const char *text, size_t len, struct diag *d)
{
	yaml_parser_t parser;
	if (!yaml_parser_initialize(&parser)) {
		diag_set(d, "%s: cannot initialise the YAML parser", path);
		return NULL;
	}
	yaml_parser_set_input_string(&parser, (const unsigned char *)text, len);
	struct builder b = { .path = path, .d = d };
	int ok = 0;
	for (;;) {
		yaml_event_t ev;
		struct yml_node *node;
		if (!yaml_parser_parse(&parser, &ev)) {
			fail_at(d, path, &parser.problem_mark, "%s%s%s", parser.problem ? parser.problem : "syntax error",
			        parser.context ? " " : "", parser.context ? parser.context : "");
			break;
		}
		int end = ev.type == YAML_STREAM_END_EVENT, err = take_event(&b, &ev, &node);
		yaml_event_delete(&ev);
		if (err < 0)
			break;
		if (node)
			place(&b, node);
		if (end) {
			ok = 1;
			break;
		}
	}
	yaml_parser_delete(&parser);
	if (!ok) {
		while (b.depth > 0)
			node_free(b.stack[--b.depth]);
		node_free(b.root);
		return NULL;
	}
	struct yml_doc *doc = xcalloc(1, sizeof *doc);
	doc->path = xstrdup(path);
	doc->root = b.root;
	return doc;
}

void yml_free(struct yml_doc *doc)
{
	if (!doc)
		return;
	node_free(doc->root);
	free(doc->path);
	free(doc);
}

const struct yml_node *yml_get(const struct yml_node *map, const char *key)
{
	if (!map || map->kind != YML_MAP)
		return NULL;
	for (size_t i = 0; i < map->n; i++) {
		const struct yml_node *k = map->items[2 * i];
		if (k->kind == YML_SCALAR && strcmp(k->value, key) == 0)
			return map->items[2 * i + 1];
	}
	return NULL;
}

int yml_error(const struct yml_doc *doc, const struct yml_node *node, const char *keypath, struct diag *d,
              const char *fmt, ...)
{
	char msg[1024];
	va_list ap;
	va_start(ap, fmt);
	vsnprintf(msg, sizeof msg, fmt, ap);
	va_end(ap);
	int line = node ? node->line : 1, col = node ? node->col : 1;
	if (keypath && *keypath)
		diag_set(d, "%s:%d:%d: %s: %s", doc->path, line, col, keypath, msg);
	else
		diag_set(d, "%s:%d:%d: %s", doc->path, line, col, msg);
	return -1;
}

static const char *kind_name(const struct yml_node *n)
{
	return n->kind == YML_MAP ? "a mapping" : n->kind == YML_SEQ ? "a list" : "a scalar";
}

static int in_list(const char *const *list, const char *s)
{
	for (; list && *list; list++)
		if (strcmp(*list, s) == 0)
			return 1;
	return 0;
}

int yml_check_map(const struct yml_doc *doc, const struct yml_node *node, const char *keypath,
                  const char *const *allowed, const char *const *required, struct diag *d)
{
	if (!node || node->kind != YML_MAP)
		return yml_error(doc, node, keypath, d, "expected a mapping, got %s",
		                 node ? kind_name(node) : "nothing");
	for (size_t i = 0; i < node->n; i++) {
		const struct yml_node *k = node->items[2 * i];
		if (k->kind != YML_SCALAR)
			return yml_error(doc, k, keypath, d, "expected a plain key");
		for (size_t j = 0; j < i; j++)
			if (strcmp(node->items[2 * j]->value, k->value) == 0)
				return yml_error(doc, k, keypath, d, "duplicate key '%s'", k->value);
		if (!in_list(allowed, k->value)) {
			char path[512];
			snprintf(path, sizeof path, "%s%s%s", keypath, *keypath ? "." : "", k->value);
			size_t n = 0;
			while (allowed[n])
				n++;
			const char *near = closest_name(k->value, allowed, n);
			if (near)
				return yml_error(doc, k, path, d, "unknown key; did you mean '%s'?", near);
			return yml_error(doc, k, path, d, "unknown key");
		}
	}
	for (; required && *required; required++) {
		if (!yml_get(node, *required))
			return yml_error(doc, node, keypath, d, "missing required key '%s'", *required);
	}
	return 0;
}

int yml_string(const struct yml_doc *doc, const struct yml_node *node, const char *keypath, const char **out,
               struct diag *d)
{
	if (node->kind != YML_SCALAR)
		return yml_error(doc, node, keypath, d, "expected a string, got %s", kind_name(node));
	*out = node->value;
	return 0;
}

int yml_double(const struct yml_doc *doc, const struct yml_node *node, const char *keypath, double lo, double hi,
               const char *what, double *out, struct diag *d)
{
	if (node->kind != YML_SCALAR || !node->plain || parse_double(node->value, lo, hi, out) < 0)
		return yml_error(
		        doc, node, keypath, d, "expected %s, got %s%s%s", what, node->kind == YML_SCALAR ? "\"" : "",
		        node->kind == YML_SCALAR ? node->value : kind_name(node), node->kind == YML_SCALAR ? "\"" : "");
	return 0;
}

int yml_long(const struct yml_doc *doc, const struct yml_node *node, const char *keypath, long lo, long hi, long *out,
             struct diag *d)
{
	if (node->kind != YML_SCALAR || !node->plain || parse_long(node->value, lo, hi, out) < 0)
		return yml_error(doc, node, keypath, d, "expected an integer in %ld..%ld, got %s%s%s", lo, hi,
		                 node->kind == YML_SCALAR ? "\"" : "",
		                 node->kind == YML_SCALAR ? node->value : kind_name(node),
		                 node->kind == YML_SCALAR ? "\"" : "");
	return 0;
}

int yml_bool(const struct yml_doc *doc, const struct yml_node *node, const char *keypath, int *out, struct diag *d)
{
	if (node->kind == YML_SCALAR && node->plain) {
		if (strcmp(node->value, "true") == 0) {
			*out = 1;
			return 0;
		}
		if (strcmp(node->value, "false") == 0) {
			*out = 0;
			return 0;
		}
	}
	return yml_error(doc, node, keypath, d, "expected true or false, got %s%s%s",
	                 node->kind == YML_SCALAR ? "\"" : "", node->kind == YML_SCALAR ? node->value : kind_name(node),
	                 node->kind == YML_SCALAR ? "\"" : "");
}

int yml_strings(const struct yml_doc *doc, const struct yml_node *node, const char *keypath, const char ***out,
                size_t *n, struct diag *d)
{
	if (node->kind != YML_SEQ)
		return yml_error(doc, node, keypath, d, "expected a list, got %s", kind_name(node));
	const char **v = xcalloc(node->n + 1, sizeof *v);
	for (size_t i = 0; i < node->n; i++) {
		char path[512];
		snprintf(path, sizeof path, "%s[%zu]", keypath, i);
		if (yml_string(doc, node->items[i], path, &v[i], d) < 0) {
			free(v);
			return -1;
		}
	}
	*out = v;
	*n = node->n;
	return 0;
}
