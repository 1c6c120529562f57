/*
 * The input validator of an exported problem whose validator is C++ (a
 * Polygon package's testlib validator, imported), in the Kattis problem
 * package format: `judge export` (judge/src/package/kattis-export.c) puts this
 * file, unchanged, next to the validator copied as validate.inc and the
 * headers it includes (testlib.h as the package shipped it). It is the
 * folder's only C++ file, so a judge that compiles every .cpp file of the
 * folder together builds one program from it.
 *
 * As input_validator.c does for C: the validator's main is renamed on the way
 * in, and an on_exit() handler (glibc) maps the status it ends with, whether
 * it returns from main or calls exit() inside a helper (testlib's quitf()
 * does): 0 becomes 42, anything else 43. A crash stays a crash: not 42.
 */
#pragma push_macro("main")
#undef main
#define main judge_validator_main
#include "validate.inc"
#undef main
#pragma pop_macro("main")

#include <cstdio>
#include <cstdlib>

extern "C" int on_exit(void (*fn)(int, void *), void *arg); /* glibc */

/* Called by exit(): every stream is flushed before the mapped status ends the process. */
static void judge_kattis_status(int status, void *arg)
{
	(void)arg;
	std::fflush(NULL);
	std::_Exit(status == 0 ? 42 : 43);
}

/* The validator's main takes no arguments, or the usual two: overloading picks the call that fits. */
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
	on_exit(judge_kattis_status, NULL);
	return judge_call(&judge_validator_main, argc, argv);
}
