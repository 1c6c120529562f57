/*
 * The output validator of an exported problem whose checker is C++ (a
 * Polygon package's testlib checker, imported), in the Kattis problem package
 * format: `judge export` (judge/src/package/kattis-export.c) puts this file,
 * unchanged, next to the checker copied as check.inc and the headers it
 * includes (testlib.h as the package shipped it). It is the folder's only C++
 * file, so a judge that compiles every .cpp file of the folder together
 * builds one program from it.
 *
 * As output_validator.c does for C: Kattis runs `validator INPUT ANSWER
 * FEEDBACK_DIR [FLAGS] < OUTPUT`, a testlib checker runs as `check INPUT
 * OUTPUT ANSWER`. The output read on stdin is saved as
 * FEEDBACK_DIR/team_output, stderr (where testlib writes its verdict's words)
 * goes to FEEDBACK_DIR/judgemessage.txt, and the checker's main, renamed on
 * the way in, is called; an on_exit() handler (glibc) maps the status it ends
 * with, whether by return or by quitf()'s exit():
 *     0 (AC)                          -> 42
 *     1, 7, 8, 16 + n (WA), 2, 4 (PE) -> 43 (Kattis has no PE)
 *     3 (the checker's own failure), anything else, and 42 or 43 themselves
 *                                     -> 3, and a line saying so: the judge's error
 */
#pragma push_macro("main")
#undef main
#define main judge_checker_main
#include "check.inc"
#undef main
#pragma pop_macro("main")

#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>

extern "C" int on_exit(void (*fn)(int, void *), void *arg); /* glibc */

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
		std::fprintf(stderr, "\nthe checker failed: exit status %d\n", status);
	std::fflush(NULL);
	std::_Exit(code);
}

/* FEEDBACK_DIR/name, with the '/' the format promises added if it is missing. */
static std::string judge_feedback_path(const char *dir, const char *name)
{
	std::string path = dir;
	if (path.empty() || path.back() != '/')
		path += '/';
	return path + name;
}

/* Copies stdin to path; 0, or -1 with the reason on stderr. */
static int judge_save_stdin(const std::string &path)
{
	std::FILE *f = std::fopen(path.c_str(), "wb");
	static char buf[1 << 16];
	std::size_t n;
	if (!f) {
		std::perror(path.c_str());
		return -1;
	}
	while ((n = std::fread(buf, 1, sizeof buf, stdin)) > 0)
		if (std::fwrite(buf, 1, n, f) != n)
			break;
	int failed = std::ferror(stdin) || std::ferror(f);
	if (std::fclose(f) != 0 || failed) {
		std::fprintf(stderr, "cannot save the output to '%s'\n", path.c_str());
		return -1;
	}
	return 0;
}

/* The checker's main takes no arguments, or the usual two: overloading picks the call that fits. */
static int judge_call(int (*f)(), int, char **)
{
	return f();
}

static int judge_call(int (*f)(int, char **), int argc, char **argv)
{
	return f(argc, argv);
}

int main(int argc, char **argv)
{
	if (argc < 4) {
		std::fprintf(stderr, "usage: %s INPUT ANSWER FEEDBACK_DIR [FLAGS] < OUTPUT\n", argv[0]);
		return 3;
	}
	static std::string output = judge_feedback_path(argv[3], "team_output");
	std::string message = judge_feedback_path(argv[3], "judgemessage.txt");
	if (judge_save_stdin(output) < 0 || !std::freopen(message.c_str(), "w", stderr))
		return 3;
	std::setvbuf(stderr, NULL, _IONBF, 0);
	on_exit(judge_kattis_status, NULL);
	char *args[] = { argv[0], argv[1], &output[0], argv[2], NULL };
	return judge_call(&judge_checker_main, 4, args);
}
