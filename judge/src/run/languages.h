/*
 * languages.h: the language table, judge/languages.yaml.
 *
 * Each language names its file extensions, the name its source gets in the build
 * directory, and the compiler command line with {src} and {out} placeholders.
 * A compiled language (C, C++, Rust, Go) produces a static binary that runs
 * alone in its empty root. A language with a runtime (Python, Java, Kotlin)
 * produces an artefact ({out}: a .pyc file, a folder of class files) and says
 * how to run it: the run command, an argv template whose first word is the
 * runtime's absolute path, with {bin} (the artefact as the run sees it,
 * read-only), {main} (the class whose main method starts the program, found in
 * the compiled classes), {memory} (the memory limit in KiB) and {stack} (the
 * same, at most 256 MiB: the JVM reserves it for each of its threads) anywhere in its
 * words; and the runtime paths, the machine's files the runtime needs, shown
 * read-only in the compile's and every run's root.
 *
 * `env` adds NAME=value words to the environment of the compiler and of every
 * run (the JVM finds its libraries through LD_LIBRARY_PATH: without /proc the
 * dynamic loader cannot resolve $ORIGIN). `version` gives the arguments that make the compiler print its version
 * (for the compile cache's key), --version unless given. The time factor multiplies a problem's time limits (CPU and
 * wall) for the language (1 unless given); memory_allowance is MiB added to a problem's memory limit for the
 * language (0 unless given: what its runtime takes before the program does anything); address_space is MiB added to the
 * address-space cap, for runtimes that reserve far more than they use (the JVM). With public_class, the source is named
 * after its public top-level class when it declares one (Java's rule for file names). With pch (GCC's C++ only), a
 * source whose first line of code includes <bits/stdc++.h> may compile with that header precompiled (compile.h).
 * cds (a JVM compiler that takes -J options: javac, kotlinc) is the source of a small program whose compile makes
 * the compiler's class-data-sharing archive (compile.h), or NULL. linkers (a compile command that links with GCC)
 * names faster linkers than GCC's default, tried in turn by -fuse-ld=NAME (compile.h).
 */
#ifndef RUN_LANGUAGES_H
#define RUN_LANGUAGES_H

#include <stddef.h>

#include "diag.h"

#define LANG_BIN_PATH "/prog" /* where a run's root shows the artefact of a language with a runtime */
#define LANG_SHARE_PATH "/run.jsa" /* where it shows the runs' class-data archive ({share}, compile.h) */

struct language {
	char *name;
	char **extensions;     /* NULL-terminated */
	char *source;          /* file name of the source in the build directory */
	char **compile;        /* NULL-terminated argv template */
	char **version;        /* the compiler's arguments that print its version: --version unless given */
	char **run;            /* NULL-terminated argv template, or NULL: the binary runs alone */
	char **runtime;        /* NULL-terminated absolute paths (possibly none) */
	char **env;            /* NULL-terminated NAME=value for the compiler and the run (possibly none) */
	double time_factor;    /* > 0, 1 unless given */
	long memory_allowance; /* MiB added to a problem's memory limit, 0 unless given */
	long address_space;    /* MiB added to the address-space cap */
	int public_class;      /* the source is named after its public class */
	int needs_main;        /* the run command has {main} */
	int compile_proc;      /* the compiler needs /proc (its own /proc/self/exe): see compile.h */
	int pch;               /* GCC's C++: a precompiled <bits/stdc++.h> may serve a source (compile.h) */
	char *cds;             /* a JVM compiler taking -J options: the program its class-data archive is made from */
	int run_share;         /* the run command has {share}: runs map a class-data archive (compile.h) */
	char **linkers;        /* NULL-terminated names for GCC's -fuse-ld= (possibly none): compile.h */
};

struct lang_table {
	struct language *langs;
	size_t n;
};

/* Loads the table; NULL with "file:line:col: key: message" in d on error. */
struct lang_table *lang_load(const char *path, struct diag *d);

/* The same for the file's text already in memory (len bytes, no NUL needed); path
 * only names it in messages. lang_load() reads the file and calls this. */
struct lang_table *lang_parse(const char *path, const char *text, size_t len, struct diag *d);

void lang_free(struct lang_table *t);

/* The language called name, or NULL. */
const struct language *lang_by_name(const struct lang_table *t, const char *name);

/* The language for a file by its extension, or NULL. */
const struct language *lang_by_file(const struct lang_table *t, const char *path);

/*
 * Whether this machine has what the language needs: its compiler (an absolute
 * path, or found on PATH) and every runtime path. 1, or 0 with "the compiler
 * '...' is not installed" or "'/path' is missing" in d.
 */
int lang_installed(const struct language *l, struct diag *d);

/* What a run template's placeholders stand for. */
struct lang_words {
	const char *bin, *main_class;
	long memory_kb;
	const char *share; /* {share}: the JVM option naming the run's archive, or NULL: -Xshare:off */
};

/*
 * Expands one word of a run template: {bin}, {main}, {memory}, {stack}
 * (memory_kb, at most 256 MiB) and {share} replaced.
 * Returns a malloc'ed string.
 */
char *lang_expand(const char *word, const struct lang_words *w);

#endif
