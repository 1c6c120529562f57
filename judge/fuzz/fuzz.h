/*
 * fuzz.h: the fuzz targets, one function per loader of files a user writes.
 *
 * A target hands one input to its loader and checks what comes back: either a
 * loaded result that keeps the promises of the loader's header, or an error whose
 * message has the loader's shape ("path:line:col: ..."). A broken promise aborts,
 * which a fuzzer records as a crash, like any sanitizer report.
 *
 * The same functions run in two places: under libFuzzer (fuzz-main.c, built with
 * clang and ASan/UBSan when clang is there; see meson.build and scripts/fuzz), and
 * in the unit test that replays every input a fuzzer ever crashed on
 * (judge/tests/data/NAME-fuzz/, built with the project's compiler, always run).
 *
 * Adding a target for another loader: a function fuzz_NAME() below, its file
 * fuzz-NAME.c, its name in meson.build's list, seeds in corpus/NAME/, and a folder
 * judge/tests/data/NAME-fuzz/ for its regressions.
 */
#ifndef FUZZ_H
#define FUZZ_H

#include <stddef.h>
#include <stdint.h>

#include "diag.h"

/*
 * Each returns 0 when the input loaded and -1 when it was rejected with a
 * well-formed message in d; it aborts when the loader broke its contract. root is
 * the repository the loader looks files up in (the source tree).
 */
typedef int fuzz_target_fn(const char *root, const uint8_t *data, size_t size, struct diag *d);

/* Records a broken promise on stderr and aborts. */
#define fuzz_require(cond)                                                                                             \
	do {                                                                                                           \
		if (!(cond))                                                                                           \
			fuzz_broken(#cond, __FILE__, __LINE__);                                                        \
	} while (0)
void fuzz_broken(const char *what, const char *file, int line) __attribute__((noreturn));

/* Requires d to hold a loader's message about path: "path:LINE:COL: something". */
void fuzz_require_message(const struct diag *d, const char *path);

/* problems/<id>/problem.yaml through problem_parse(); the id is the one the input names. */
fuzz_target_fn fuzz_manifest;

/* judge/languages.yaml through lang_parse(). */
fuzz_target_fn fuzz_languages;

/*
 * A Kattis package's metadata (problem.yaml and its groups' testdata.yaml and
 * test_group.yaml, split from one input) through package_load(), on a package
 * folder of its own beside fixed test data (fuzz-package.c).
 */
fuzz_target_fn fuzz_package;

/*
 * A request to the Contest API (method, path and query, headers, body: see
 * fuzz-api.c) through api_handle(), on a started contest of its own; its
 * answer checked (a status, JSON where it says JSON). -1 for an input that is
 * no request of the API (a path outside /api, a NUL byte).
 */
fuzz_target_fn fuzz_api;

#endif
