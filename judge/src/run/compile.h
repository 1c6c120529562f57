/*
 * compile.h: compiling sources, sandboxed and cached.
 *
 * A compiled binary is stored in the cache directory under a hash (XXH3-128) of
 * everything that decides its bytes: the language, the compiler command line,
 * the compiler's version, extra flags and the source itself. The binary is
 * written under a temporary name and renamed, so concurrent judges sharing a
 * cache never see half a file. Compilation failures are not cached.
 *
 * Compilation runs in the sandbox (no network, an unprivileged uid, an empty
 * root showing only /usr and the build directory) with its own
 * limits: COMPILE_CPU_MS of CPU (or $JUDGE_COMPILE_TIME_MS, lower, for
 * tests), twice that of real time (COMPILE_WALL_MS), COMPILE_AS_KB of address
 * space per process, COMPILE_BINARY_KB for any file it writes. A compiler
 * that breaks a limit gives CE with the reason in the log.
 *
 * The compile aids (run/compile-aids.c, its contract in compile-aids.h):
 * a language marked pch (GCC's C++) gets a precompiled <bits/stdc++.h>: built
 * on first use, in the same sandbox, with the language's own flags, kept in
 * the cache under the compile command and the compiler's version (up to
 * COMPILE_PCH_KB), and used only by a source whose first line of code is
 * `#include <bits/stdc++.h>` (nothing before it that could change what the
 * header means). It must never change a verdict: a compile with it that fails,
 * or where GCC will not use it, is done again without it, and that result is
 * the one returned.
 *
 * A language with cds (javac, kotlinc: JVMs that take -J options) gets a
 * class-data-sharing archive of the compiler's classes: made on first use by
 * compiling the language's small program in the same sandbox, kept in the
 * cache under the compile command, the compiler's version and that program,
 * and mapped read-only by every compile (-Xshare:auto). A compile with it that
 * fails is done again without it, as for the header.
 *
 * A language with linkers (C, C++: GCC links their static binaries) links
 * with the first of them (-fuse-ld=NAME) that links and runs a small program
 * of ours in the compile sandbox: chosen on first use and kept in the cache
 * under the compile command, the compiler's version and the list (an empty
 * choice when none works: GCC's default linker). GNU gold links a static
 * C++ program in half the CPU time of GNU ld. A compile with it that fails is
 * done again without it, as for the header, and the choice is made again.
 *
 * A language whose run command has {share} (java, kotlin) gets a second,
 * small archive for its runs: only the JDK's classes a plain run loads,
 * made once and checked before it is kept (run-archive.c), handed to the run
 * as res->share. The JDK's own archive is not used for runs: mapped, it
 * raises a run's resident memory by about 7 MiB (27 to 34 MiB idle), which a
 * program would be charged; the small one leaves it as without (27.5 MiB).
 */
#ifndef COMPILE_H
#define COMPILE_H

#include "diag.h"
#include "run/languages.h"
#include "run/sandbox.h"

#define COMPILE_CPU_MS        20000
#define COMPILE_WALL_MS       40000
#define COMPILE_AS_KB         (4L << 20)
#define COMPILE_BINARY_KB     (64L << 10)
#define COMPILE_PCH_KB        (512L << 10) /* the precompiled header (GCC's at -O2: 101 MB), a class-data archive */
#define COMPILE_LOG_MAX       16384        /* bytes of compiler output kept for the report */
#define COMPILE_SOURCE_MAX    (1L << 20)   /* bytes of a source file, at most */
#define COMPILE_INCLUDE_FILES 256          /* files of an include folder copied for a compile, at most */

/* compile_source()'s answer for an untrusted source it will not read. */
#define COMPILE_REFUSED 1

struct compiler;

/* cache_dir is created when missing; workdir is a private scratch directory. */
struct compiler *compiler_new(struct sandbox *sb, const char *cache_dir, const char *workdir, struct diag *d);
void compiler_free(struct compiler *c);

struct compile_result {
	int ok;           /* 0: compilation error (CE) */
	char *binary;     /* ok: path of the cached binary (or a runtime's artefact: a file or a folder) */
	char *main_class; /* ok, for a language whose run needs {main}: the class to run */
	char *log;        /* compiler output (capped), and why it failed */
	long time_ms;     /* wall time spent compiling; 0 when cached */
	int cached;
	int pch; /* compiled now, with the precompiled header (and without a second compile) */
	int cds; /* compiled now, by a JVM compiler given its class-data archive (the same) */
	char *share; /* ok, for a language whose run has {share}: the runs' class-data archive, or NULL */
	int timed_out; /* not ok: the compile was stopped at its time limit */
};

/*
 * Compiles src in lang, in the compile sandbox (see compile.c). include_dirs
 * (NULL-terminated, may be NULL) are folders the source may include from, in
 * this order: their regular files are copied into the build directory, each
 * folder named with -I before the source. Returns 0 with the outcome in res
 * (free it with compile_result_free), or -1 when the judge itself failed.
 *
 * The source is read with read_regular_file(): when it is missing, not a
 * regular file, a symbolic link or over COMPILE_SOURCE_MAX bytes, nothing is
 * read or compiled and the answer is COMPILE_REFUSED with "cannot read 'src':
 * why" in d. Safe to call from several threads at once.
 */
int compile_source(struct compiler *c, const struct language *lang, const char *src, const char *const *include_dirs,
                   struct compile_result *res, struct diag *d);
void compile_result_free(struct compile_result *res);

/*
 * compile_source() for the judge's own programs and a package's (a checker,
 * validator, generator, interactor): a compile stopped at its time limit is
 * the loaded machine's doing, not the program's, so it is done once more with
 * three times the limits; res->timed_out says the second one was stopped too.
 */
int compile_source_patient(struct compiler *c, const struct language *lang, const char *src,
                           const char *const *include_dirs, struct compile_result *res, struct diag *d);

/*
 * Source lines for addresses in a binary this compiler built (the offsets of a
 * sanitizer's stack frames, "0x13f0"): binutils' addr2line, run in the compile
 * sandbox (an empty root showing /usr, the binary read-only, as a uid of the
 * pool, with the seccomp filter), since the binary came from an untrusted
 * source. Returns 0 with one line per address in out, each "FUNCTION at
 * FILE:LINE" (the innermost function; an address without a known place is
 * left out), or -1
 * with a message when addr2line could not be run.
 */
int compile_addr2line(struct compiler *c, const char *binary, char *const *addrs, size_t n, char *out, size_t size,
                      struct diag *d);

#endif
