/*
 * The output validator of an exported problem whose checker follows testlib's
 * convention: `judge export` (judge/src/package/kattis-export.c) puts this file, unchanged,
 * next to the checker copied as check.inc and the headers it includes. It is
 * the folder's only .c file: a judge compiles the folder with cc -O2 *.c.
 *
 * Kattis runs `validator INPUT ANSWER FEEDBACK_DIR [FLAGS] < OUTPUT`; our
 * checkers (problems/include/check.h) run as `check INPUT OUTPUT ANSWER` and
 * say what they decided by their exit status. This wrapper saves the output it
 * reads on stdin as FEEDBACK_DIR/team_output, sends stderr, where the checker
 * writes its words, to FEEDBACK_DIR/judgemessage.txt (the file a judge shows),
 * and calls the checker's main, renamed on the way in. An on_exit() handler
 * (glibc) maps the status the checker ends with, by return or by exit() deep
 * inside a helper, as judge/src/run/checker.c reads testlib's statuses:
 *     0 (AC)                          -> 42
 *     1, 7, 8, 16 + n (WA), 2, 4 (PE) -> 43 (Kattis has no PE)
 *     3 (the checker's own failure), anything else, and 42 or 43 themselves
 *                                     -> 3, and a line saying so: the judge's error
 * input_validator.c explains the pattern; each wrapper stays a standalone file.
 */
#define main judge_checker_main
#include "check.inc"
#undef main

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int on_exit(void (*fn)(int, void *), void *arg); /* glibc; declared here whatever the checker's feature macros */

/* Kattis' status for a testlib status: 42 accepted, 43 rejected, 3 the checker failed. */
static int judge_kattis_code(int status)
{
	if (status == 0)
		return 42;
	if (status == 1 || status == 2 || status == 4 || status == 7 || status == 8)
		return 43;
	if (status >= 16 && status <= 116 && status != 42 && status != 43)
		return 43;
	return 3;
}

/* Called by exit(): every stream is flushed before the mapped status ends the process. */
static void judge_kattis_status(int status, void *arg)
{
	(void)arg;
	int code = judge_kattis_code(status);
	if (code == 3)
		fprintf(stderr, "\nthe checker failed: exit status %d\n", status);
	fflush(NULL);
	_Exit(code);
}

/* FEEDBACK_DIR/name, with the '/' the format promises added if it is missing. */
static char *judge_feedback_path(const char *dir, const char *name)
{
	size_t n = strlen(dir);
	char *path = malloc(n + strlen(name) + 2);
	if (path)
		sprintf(path, "%s%s%s", dir, n > 0 && dir[n - 1] == '/' ? "" : "/", name);
	return path;
}

/* Copies stdin to path; 0, or -1 with the reason on stderr. */
static int judge_save_stdin(const char *path)
{
	FILE *f = fopen(path, "wb");
	static char buf[1 << 16];
	size_t n;
	if (!f) {
		perror(path);
		return -1;
	}
	while ((n = fread(buf, 1, sizeof buf, stdin)) > 0)
		if (fwrite(buf, 1, n, f) != n)
			break;
	int failed = ferror(stdin) || ferror(f);
	if (fclose(f) != 0 || failed) {
		fprintf(stderr, "cannot save the output to '%s'\n", path);
		return -1;
	}
	return 0;
}

int main(int argc, char **argv)
{
	if (argc < 4) {
		fprintf(stderr, "usage: %s INPUT ANSWER FEEDBACK_DIR [FLAGS] < OUTPUT\n", argv[0]);
		return 3;
	}
	char *output = judge_feedback_path(argv[3], "team_output");
	char *message = judge_feedback_path(argv[3], "judgemessage.txt");
	if (!output || !message || judge_save_stdin(output) < 0)
		return 3;
	if (!freopen(message, "w", stderr))
		return 3;
	setvbuf(stderr, NULL, _IONBF, 0);
	on_exit(judge_kattis_status, NULL);
	char *args[] = { argv[0], argv[1], output, argv[2], NULL };
	return judge_checker_main(4, args);
}
