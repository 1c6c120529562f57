/*
 * The input validator of an exported problem, in the Kattis problem package
 * format: `judge export` (judge/src/package/kattis-export.c) puts this file, unchanged, next
 * to the problem's own validator copied as validate.inc and the headers it
 * includes. It is the folder's only .c file, so a judge that compiles every
 * .c file of the folder together (cc -O2 *.c) builds one program from it.
 *
 * Our validators (problems/include/validate.h) exit 0 for a valid input and
 * 1 for an invalid one, with the reason on stderr; Kattis wants 42 for a valid
 * input and anything else for an invalid one. The validator's main is renamed
 * on the way in, and an on_exit() handler (glibc) maps the status it ends with,
 * whether it returns from main or calls exit() deep inside a helper (v_fail()
 * does): 0 becomes 42, anything else 43. A crash stays a crash: not 42.
 *
 * The same pattern holds the two other wrappers of this folder (the checker's
 * and the interactor's); each stays a standalone file a judge compiles alone.
 *
 * The rename is pushed and popped, not undefined: a program that includes
 * this file with a main of its own renamed (judge import wraps a package's
 * validator so) still finds this file's main under its name.
 */
#pragma push_macro("main")
#undef main
#define main judge_validator_main
#include "validate.inc"
#undef main
#pragma pop_macro("main")

#include <stdio.h>
#include <stdlib.h>

int on_exit(void (*fn)(int, void *), void *arg); /* glibc; declared here whatever the validator's feature macros */

/* Called by exit(): every stream is flushed before the mapped status ends the process. */
static void judge_kattis_status(int status, void *arg)
{
	(void)arg;
	fflush(NULL);
	_Exit(status == 0 ? 42 : 43);
}

/*
 * Our validators' main takes no arguments, or the usual two (Kattis may pass
 * flags: they are given on). _Generic picks the caller that fits, so each
 * call is checked against the validator's own prototype, with no cast.
 */
static int judge_call_void(int (*f)(void), int argc, char **argv)
{
	(void)argc;
	(void)argv;
	return f();
}

static int judge_call_args(int (*f)(int, char **), int argc, char **argv)
{
	return f(argc, argv);
}

/* The caller that fits the validator's main (clang-format cannot lay out _Generic). */
// clang-format off
#define JUDGE_CALLER(f) _Generic(&(f), int (*)(void): judge_call_void, default: judge_call_args)
// clang-format on

int main(int argc, char **argv)
{
	on_exit(judge_kattis_status, NULL);
	return JUDGE_CALLER(judge_validator_main)(&judge_validator_main, argc, argv);
}
