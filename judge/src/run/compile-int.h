/*
 * compile-int.h: the parts of a compile that compile.c and compile-aids.c
 * share, and nothing outside them includes (run/compile.h is the contract for
 * everyone else).
 *
 * A struct build is one compile under way: compile_source() fills it in,
 * build_dir() makes its private build directory, build_argv() and
 * build_run() run the compiler in the compile sandbox, build_free() removes
 * the directory and frees every field. The compile aids (compile-aids.h)
 * make their header or archive with a struct build of their own, compiled
 * the same way.
 */
#ifndef COMPILE_INT_H
#define COMPILE_INT_H

#include <pthread.h>
#include <xxhash.h>

#include "run/compile.h"
#include "util.h"

struct version {
	char *compiler;
	char *text;
};

struct compiler {
	struct sandbox *sb;
	char *cache_dir, *workdir;
	struct sandbox_bind *binds; /* the machine as a submission's compiler sees it */
	size_t nbinds;
	pthread_mutex_t lock;
	struct version *versions;
	size_t nversions;
	unsigned long seq;
	pthread_mutex_t aids_lock; /* one compile aid made at a time: the others wait for it (compile_aid_ready) */
	struct strv pch_broken;    /* the languages whose precompiled header could not be made: they do without */
	struct strv cds_broken;    /* the same for a JVM compiler's archive */
	struct strv share_broken;  /* the same for the runs' archive (run-archive.c) */
	struct strv link_broken;   /* the same for the choice of a linker */
};

/* One compile under way: what compile_source() makes, and frees on every way out. */
struct build {
	struct compiler *c;
	const struct language *lang;
	const char *src;
	char *source; /* the file's text */
	size_t len;
	char *program;   /* the compiler, found on PATH */
	char *version;   /* the compiler's version (the compiler's own) */
	char *srcname;   /* the name the source is compiled under */
	char *pubclass;  /* a JVM language's public class, or NULL */
	char *cached;    /* the artefact's place in the cache */
	char *dir, *log; /* the build directory and the compiler's log, removed at the end */
	size_t ninc;     /* include folders copied into dir as inc0, inc1, ... */
	char *pch;       /* the cache's folder of the precompiled header, shown at /pch, or NULL */
	int header;      /* this compile builds the precompiled header itself (pch_build) */
	char *cds;       /* the cache's class-data archive for a JVM compiler, shown at /cds.jsa, or NULL */
	int dump;        /* this compile makes the archive at /build/cds.jsa (cds_build) */
	char *link;      /* the faster linker's option (-fuse-ld=NAME), or NULL: GCC's default */
	char *link_file; /* the cache's file that chose it (compile-aids.c), or NULL */
	int logfd, nullfd;
	struct strv argv;
	int patience; /* the time limits are this many times compile_cpu_ms()'s (compile_source_patient) */
};

/* The compile's CPU limit in ms: $JUDGE_COMPILE_TIME_MS (a test's knob, 1..COMPILE_CPU_MS), else COMPILE_CPU_MS. */
long compile_cpu_ms(void);

/*
 * A fresh build directory for b (b->dir, its log b->log) holding only the
 * source and copies of the include folders; -1 with a message.
 */
int build_dir(struct build *b, const char *const *include_dirs, struct diag *d);

/* b->argv: the language's compile command for b, with its aid's options (compile.c says which). */
void build_argv(struct build *b);

/* Runs b->argv in the compile sandbox; -1 with a message when the judge itself failed. */
int build_run(struct build *b, struct sandbox_result *sr, struct diag *d);

/* Compiles b as it stands (log emptied, argv made, run, outcome into res); -1 when the judge failed. */
int build_compile(struct build *b, struct compile_result *res, struct diag *d);

/* Removes b's build directory and log, and frees its fields (not b itself). */
void build_free(struct build *b);

/* The first COMPILE_LOG_MAX bytes of the log at path, then reason (may be NULL); malloc'ed. */
char *build_read_log(const char *path, const char *reason);

/* Adds s and its terminating NUL to a hash: keys made of several strings stay unambiguous. */
void build_hash_str(XXH3_state_t *st, const char *s);

#endif
