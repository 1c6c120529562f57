/*
 * The output validator of an exported interactive problem whose interactor
 * is C++ (a Polygon package's testlib interactor, imported), in the Kattis
 * problem package format: `judge export` (judge/src/package/kattis-export.c)
 * puts this file, unchanged, next to the interactor copied as interact.inc and
 * the headers it includes (testlib.h as the package shipped it). It is the
 * folder's only C++ file.
 *
 * As interactor.c does for C: Kattis runs `validator INPUT ANSWER
 * FEEDBACK_DIR [FLAGS]` with the contestant's output on stdin and its input
 * fed from stdout; a testlib interactor runs as `interactor INPUT OUTPUT`,
 * talking on the same two streams, OUTPUT its record of the game (testlib's
 * tout). The record is FEEDBACK_DIR/interactor_record.txt, stderr goes to
 * FEEDBACK_DIR/judgemessage.txt, and an on_exit() handler (glibc) maps the
 * status the interactor ends with as output_validator.cpp says.
 */
#pragma push_macro("main")
#undef main
#define main judge_interactor_main
#include "interact.inc"
#undef main
#pragma pop_macro("main")

#include <cstdio>
#include <cstdlib>
#include <string>

extern "C" int on_exit(void (*fn)(int, void *), void *arg); /* glibc */

/* Kattis' status for a testlib status: 42 accepted, 43 rejected, 3 the interactor failed. */
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
		std::fprintf(stderr, "\nthe interactor failed: exit status %d\n", status);
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

/* The interactor's main takes no arguments, or the usual two: overloading picks the call that fits. */
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
		std::fprintf(stderr, "usage: %s INPUT ANSWER FEEDBACK_DIR [FLAGS]\n", argv[0]);
		return 3;
	}
	static std::string record = judge_feedback_path(argv[3], "interactor_record.txt");
	std::string message = judge_feedback_path(argv[3], "judgemessage.txt");
	if (!std::freopen(message.c_str(), "w", stderr))
		return 3;
	std::setvbuf(stderr, NULL, _IONBF, 0);
	on_exit(judge_kattis_status, NULL);
	char *args[] = { argv[0], argv[1], &record[0], NULL };
	return judge_call(&judge_interactor_main, 3, args);
}
