/*
 * judge: a batch judge for game-theory problems. main() reads the command line
 * (cmd/cli.c: one table of commands, one of options), finds the repository
 * root and runs the command. Only main() exits.
 */
#define _GNU_SOURCE
#include <errno.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "cmd/cmd.h"
#include "exitcode.h"
#include "util.h"

/* Whether dir holds judge/languages.yaml, the mark of the repository's root. */
static int is_root(const char *dir)
{
	char *probe = xasprintf("%s/judge/languages.yaml", dir);
	int found = path_exists(probe);
	free(probe);
	return found;
}

/* The repository root: the nearest directory up from here that is one, else up from this binary. */
static char *find_root(void)
{
	char buf[PATH_MAX];
	if (!getcwd(buf, sizeof buf))
		return NULL;
	for (;;) {
		if (is_root(buf))
			return xstrdup(buf);
		char *slash = strrchr(buf, '/');
		if (!slash || slash == buf)
			break;
		*slash = '\0';
	}
	/* Not inside a checkout: try where this binary was built (build/judge/judge). */
	ssize_t n = readlink("/proc/self/exe", buf, sizeof buf - 1);
	if (n <= 0)
		return NULL;
	buf[n] = '\0';
	for (int up = 0; up < 3; up++) {
		char *slash = strrchr(buf, '/');
		if (!slash)
			break;
		*slash = '\0';
		if (is_root(buf))
			return xstrdup(buf);
	}
	return NULL;
}

int main(int argc, char **argv)
{
	struct cli cli = { 0 };
	int status;
	/* Reports are read as they grow (validate takes a while): one line at a time. */
	setvbuf(stdout, NULL, _IOLBF, 0);
	if (!cli_parse(&cli, argc, argv, &status))
		return status;
	char *root = cli.root ? xstrdup(cli.root) : find_root();
	if (!root) {
		cli_error("cannot find the repository root (a folder holding judge/languages.yaml); use --root DIR");
		return EXIT_USAGE;
	}
	char *abs = realpath(root, NULL);
	free(root);
	if (!abs) {
		cli_error("--root '%s': %s", cli.root, strerror(errno));
		return EXIT_USAGE;
	}
	cli.root = abs;
	status = cli.run(&cli);
	free(abs);
	free(cli.args - 1);
	free(cli.params);
	return status;
}
