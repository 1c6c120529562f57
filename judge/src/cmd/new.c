/*
 * judge new ID: the skeleton of a new problem, every file a problem needs
 * (docs/setter.md has the recipe that fills it in): the manifest, the
 * contestant's statement and the setter's notes apart, the reference and the
 * brute force, the generator and the validator, a hand-written sample. Each
 * program builds and, until it is filled in, fails with "fill me in" and its
 * file's name, so `judge validate ID` says what is left to write.
 *
 * Written whole or not at all: the files are made in a folder under the
 * repository and renamed into place, none over a file that exists. Exit
 * status 0 when created; 2 for an invalid or taken id (nothing is written);
 * 3 when a file cannot be written.
 */
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "cmd/cmd.h"
#include "exitcode.h"
#include "package/package-import.h"
#include "report/report.h"
#include "util.h"

/* The skeleton's files, relative to the repository; "@" stands for the id. */
static const struct {
	const char *path, *text;
} skeleton[] = {
	{ "problems/@/problem.yaml",
	  "# The manifest of @ (problems/README.md has the schema). Fill in the title, the limits,\n"
	  "# and the tests once the generator works: `judge regen @` writes their files.\n"
	  "id: @\n"
	  "title: \"@\"\n"
	  "limits:\n"
	  "  time: 1.0\n"
	  "  memory: 64\n"
	  "solver: solvers/@.c\n"
	  "brute: solvers/brute/@.c\n"
	  "checker: lines\n"
	  "generator: problems/@/gen.c\n"
	  "validator: problems/@/validate.c\n"
	  "tests:\n"
	  "  - {name: sample, brute: true}\n"
	  "  # - {name: \"small-{1..10}\", gen: \"--n 10 --seed {i}\", brute: true}\n"
	  "  # - {name: max, gen: \"--n 100000 --seed 1\"}\n"
	  "stress:\n"
	  "  - {gen: \"--seed {i}\", count: 20}\n" },
	{ "problems/@/statement.md",
	  "# @\n\n"
	  "Fill me in: the game's rules in your own words, for the contestant. Never the solution:\n"
	  "that goes in notes.md.\n\n"
	  "## Input\n\nFill me in: the exact format, line by line.\n\n"
	  "## Output\n\nFill me in.\n\n"
	  "## Constraints\n\nFill me in: every bound the validator checks.\n\n"
	  "## Sample\n\nInput:\n\n```\nfill me in\n```\n\nOutput:\n\n```\nfill me in\n```\n" },
	{ "problems/@/notes.md",
	  "# @: notes for the setter and the coach\n\n"
	  "Fill me in: the solution and why it is right, what the brute force checked and how far,\n"
	  "the classic mistakes and which test catches each. Contestants never see this file.\n" },
	{ "problems/@/gen.c",
	  "/* Generator for @: fill me in. Arguments come as --key value (gen.h). */\n"
	  "#include \"gen.h\"\n\n"
	  "int main(int argc, char **argv)\n"
	  "{\n"
	  "\tgen_init(argc, argv);\n"
	  "\tgen_done();\n"
	  "\tfprintf(stderr, \"fill me in: problems/@/gen.c writes a random input\\n\");\n"
	  "\treturn 1;\n"
	  "}\n" },
	{ "problems/@/validate.c",
	  "/* Validator for @: fill me in with the statement's exact format and bounds (validate.h). */\n"
	  "#include \"validate.h\"\n\n"
	  "int main(void)\n"
	  "{\n"
	  "\tv_fail(\"fill me in: problems/@/validate.c checks the input format\");\n"
	  "\treturn 0;\n"
	  "}\n" },
	{ "solvers/@.c",
	  "/* Reference solver for @: fill me in, with the best known complexity. */\n"
	  "#include <stdio.h>\n\n"
	  "int main(void)\n"
	  "{\n"
	  "\tfprintf(stderr, \"fill me in: solvers/@.c answers every case\\n\");\n"
	  "\treturn 1;\n"
	  "}\n" },
	{ "solvers/brute/@.c",
	  "/* Brute force for @: fill me in, playing the game from its rules (memoized win/lose or SG by mex). */\n"
	  "#include <stdio.h>\n\n"
	  "int main(void)\n"
	  "{\n"
	  "\tfprintf(stderr, \"fill me in: solvers/brute/@.c plays the game from its rules\\n\");\n"
	  "\treturn 1;\n"
	  "}\n" },
	{ "testdata/@/sample.in", "fill me in\n" },
	{ "testdata/@/sample.ans", "fill me in: judge regen @ writes it from the reference\n" },
};

#define NFILES (sizeof skeleton / sizeof skeleton[0])

/* s with every "@" replaced by id; the caller frees it. */
static char *with_id(const char *s, const char *id)
{
	size_t n = 0, len = strlen(id);
	for (const char *p = s; *p; p++)
		n += *p == '@' ? len : 1;
	char *out = xmalloc(n + 1), *o = out;
	for (const char *p = s; *p; p++) {
		if (*p == '@') {
			memcpy(o, id, len);
			o += len;
		} else {
			*o++ = *p;
		}
	}
	*o = '\0';
	return out;
}

/* The parent folder of path made, and the file written there new (never over one). */
static int write_new(const char *path, const char *text, struct diag *d)
{
	char *parent = xstrdup(path);
	*strrchr(parent, '/') = '\0';
	int rc = mkdir_p(parent, 0755, d);
	free(parent);
	if (rc < 0)
		return -1;
	int fd = open(path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0644);
	size_t len = strlen(text);
	if (fd < 0 || write(fd, text, len) != (ssize_t)len) {
		diag_errno(d, "cannot write '%s'", path);
		if (fd >= 0)
			close(fd);
		return -1;
	}
	return close(fd);
}

/* The top-level paths the skeleton adds to the repository, each renamed into place whole. */
static const char *const installed[] = { "problems/@", "testdata/@", "solvers/@.c", "solvers/brute/@.c" };
#define NINSTALLED (sizeof installed / sizeof installed[0])

int cmd_new(struct cli *cli)
{
	struct diag d;
	const char *id = cli->args[0];
	char *brute = xasprintf("%s/solvers/brute/%s.c", cli->root, id);
	int taken = import_id_free(cli->root, id, &d) < 0;
	if (!taken && path_exists(brute)) {
		diag_set(&d, "solvers/brute/%s.c: already exists", id);
		taken = 1;
	}
	free(brute);
	if (taken) {
		/* import's wording suggests --id, which this command does not have. */
		char *cut = strstr(d.msg, " (choose another id with --id)");
		if (cut)
			*cut = '\0';
		cli_error("%s", d.msg);
		return EXIT_USAGE;
	}
	char *stage = xasprintf("%s/.new-%s-XXXXXX", cli->root, id);
	if (!mkdtemp(stage)) {
		cli_error("cannot create a folder in '%s': %s", cli->root, strerror(errno));
		free(stage);
		return EXIT_JUDGE_FAILED;
	}
	int rc = 0;
	for (size_t i = 0; i < NFILES && rc == 0; i++) {
		char *rel = with_id(skeleton[i].path, id), *text = with_id(skeleton[i].text, id);
		char *path = xasprintf("%s/%s", stage, rel);
		rc = write_new(path, text, &d);
		free(rel);
		free(text);
		free(path);
	}
	char *rels[NINSTALLED];
	for (size_t i = 0; i < NINSTALLED; i++)
		rels[i] = with_id(installed[i], id);
	if (rc == 0)
		rc = install_staged(stage, cli->root, rels, NINSTALLED, &d);
	for (size_t i = 0; i < NINSTALLED; i++)
		free(rels[i]);
	remove_tree(stage);
	free(stage);
	if (rc < 0) {
		cli_error("%s", d.msg);
		return EXIT_JUDGE_FAILED;
	}
	printf("%s: a new problem, every file to fill in:\n", id);
	for (size_t i = 0; i < NFILES; i++) {
		char *rel = with_id(skeleton[i].path, id);
		printf("  %s\n", rel);
		free(rel);
	}
	printf("next: fill in the rules (statement.md), the validator, the brute force, the reference and the\n"
	       "generator, then `judge regen %s` and `judge validate %s` (docs/setter.md, the recipe)\n",
	       id, id);
	return EXIT_ACCEPTED;
}
