/*
 * util.h: memory, strings, files and time, the small things every module needs.
 *
 * The x* allocators never return NULL: running out of memory is the judge's own
 * failure, so they print a message and exit with status 3 (see exitcode.h).
 * Functions taking a struct diag return 0 on success and -1 with a message on error.
 */
#ifndef UTIL_H
#define UTIL_H

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <sys/types.h>

#include "diag.h"

void *xmalloc(size_t n);
void *xcalloc(size_t n, size_t size);
void *xrealloc(void *p, size_t n);
char *xstrdup(const char *s);
char *xasprintf(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
/* Formats a line and hands it to log (a process's log callback); nothing when log is NULL. */
void log_printf(void (*log)(const char *line), const char *fmt, ...) __attribute__((format(printf, 2, 3)));
/* open_memstream() that never fails: a stream the caller closes, its text then in *buf (the caller frees). */
FILE *xopen_memstream(char **buf, size_t *len);

/* A growable array of strings, NULL-terminated, for argv lists. */
struct strv {
	char **v;
	size_t n, cap;
};
void strv_push(struct strv *s, const char *str);
/* Pushes the formatted string (notes and warnings made from parts). */
void strv_pushf(struct strv *s, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
void strv_free(struct strv *s);

/* Reads a whole file into a NUL-terminated buffer the caller frees. */
int read_file(const char *path, char **buf, size_t *len, struct diag *d);

/*
 * Reads a file someone else controls (a submission) into a NUL-terminated
 * buffer the caller frees, but only a regular file of at most max bytes that is
 * not itself a symbolic link: a link to /etc/shadow or to an expected answer, a
 * FIFO that never ends, /dev/zero or a directory is refused, not read. The file
 * is opened once (O_NOFOLLOW, and O_NONBLOCK so that opening a FIFO cannot
 * block), checked with fstat() on that descriptor and read from it, so what is
 * checked is what is read; a file that grows past max while being read is
 * refused too. Returns -1 with only the reason in d, for the caller to put
 * after the file's name: "a symbolic link, not a regular file", "a FIFO, not a
 * regular file", "a directory, not a regular file", "over 1 MiB" (for max =
 * 1 << 20), or the system's error ("No such file or directory").
 */
int read_regular_file(const char *path, size_t max, char **buf, size_t *len, struct diag *d);

/* The same rules, for a caller that reads or copies the file itself: the descriptor, or -1 with only the reason. */
int open_regular_file(const char *path, long long max, struct diag *d);

/*
 * Opens rel beneath the directory dirfd with flags (O_CLOEXEC added): every
 * step of the path, links included, must stay inside that directory (openat2's
 * RESOLVE_BENEATH; where the kernel has no openat2, no step may be a link or
 * ".."). The descriptor or -1 with only the reason in d ("leads outside its
 * folder (a link or '..')", "No such file or directory").
 */
int open_beneath(int dirfd, const char *rel, int flags, struct diag *d);

/*
 * read_regular_file() for a file of a folder someone else controls (a problem
 * package), opened once beneath dirfd (open_beneath): a regular file of at most
 * max bytes, or -1 with only the reason in d.
 */
int read_file_beneath(int dirfd, const char *rel, size_t max, char **buf, size_t *len, struct diag *d);

/* The same check without reading: 0 when rel is a regular file beneath dirfd of at most max bytes (max < 0: any). */
int check_file_beneath(int dirfd, const char *rel, long long max, struct diag *d);

/*
 * Writes buf to path atomically, through an atomic_file (below). On error path
 * is untouched.
 */
int write_file_atomic(const char *path, const void *buf, size_t len, mode_t mode, struct diag *d);

/*
 * Copies src over dst atomically, as write_file_atomic does, streamed: src
 * must be a regular file and not a link (read_regular_file's rules), of at
 * most max bytes (max < 0: any size); else -1 with "cannot copy 'src': why".
 */
int copy_file_limited(const char *src, const char *dst, long long max, mode_t mode, struct diag *d);
int copy_file_atomic(const char *src, const char *dst, mode_t mode, struct diag *d); /* any size */

/*
 * Copies src to dst as copy_file_atomic does, unless dst is there already
 * (another judge copied the same meanwhile): then that one stays and the copy
 * is dropped. For a cache's entries, which are never replaced: a sandbox
 * session may be showing the one there, and the kernel refuses to bind a
 * bound file again once it is unlinked or renamed over (ENOENT).
 */
int copy_file_once(const char *src, const char *dst, mode_t mode, struct diag *d);

/*
 * Takes a cache entry out of use without unlinking it, for the reason
 * copy_file_once gives: renames path to "path.at-fault", where a session
 * showing it still finds it. One such file an entry at most: the next one set
 * aside replaces it (no new session shows a file set aside). 0, or -1 with
 * errno.
 */
int set_aside(const char *path);

/* The same for rel beneath dirfd (open_beneath); -1 with only the reason in d. */
int copy_file_beneath(int dirfd, const char *rel, const char *dst, long long max, mode_t mode, struct diag *d);

/* Creates a directory and its parents (like mkdir -p). */
/*
 * Copies the folder src (regular files and folders; anything else is left
 * out) to dst, under a temporary name renamed at the end: a reader never sees
 * half a tree. When dst appeared meanwhile (another judge copied the same),
 * that one is kept and the copy dropped. Files get mode 0755 or 0644, folders 0755.
 */
int copy_tree_atomic(const char *src, const char *dst, struct diag *d);

int mkdir_p(const char *path, mode_t mode, struct diag *d);

/*
 * Moves what was built in a stage folder into the repository: stage/REL to
 * root/REL for each of rels, in order, parents made, never over a file that
 * is there (RENAME_NOREPLACE). On a failure the ones moved go back and -1
 * says which could not move; the stage is the caller's to remove.
 */
int install_staged(const char *stage, const char *root, char *const *rels, size_t n, struct diag *d);

/*
 * The names in a directory, sorted, without those starting with a dot, appended
 * to out. -1 with errno set when the directory cannot be read.
 */
int dir_list(const char *path, struct strv *out);

/*
 * Reads the first size-1 bytes of a file into buf as a string (NUL bytes in the
 * file become spaces) and returns how many it read; "" and 0 when unreadable.
 */
size_t read_head(const char *path, char *buf, size_t size);

/* Removes a file or a directory tree; errors are ignored. */
void remove_tree(const char *path);

/* 1 when the path exists (as anything), 0 otherwise. */
int path_exists(const char *path);

/* The size of a file in bytes, or -1. */
long long file_size(const char *path);

/* Compares two files byte for byte: 1 equal, 0 different, -1 error. */
int files_equal(const char *a, const char *b);

/* Milliseconds from a monotonic clock. */
double monotonic_ms(void);

/*
 * Text cut to a size must end on a character boundary: a UTF-8 sequence cut in
 * two is invalid text, which jansson refuses to put in JSON (its json_pack()
 * returns NULL) and a page would show as garbage. utf8_trim_end() cuts s
 * before the sequence its end leaves incomplete (a whole string stays as it
 * is; bytes that are not UTF-8 anywhere else are the escapers' business).
 * str_copy() is snprintf(dst, size, "%s", src) cut on a character boundary;
 * it returns 1 when src was cut, else 0.
 */
void utf8_trim_end(char *s);
int str_copy(char *dst, size_t size, const char *src);

/* Parses a whole string as a number in [lo, hi]: 0 on success, -1 otherwise. */
int parse_long(const char *s, long lo, long hi, long *out);
int parse_double(const char *s, double lo, double hi, double *out);

/*
 * The edit distance between a and b: insertions, deletions, substitutions and
 * swaps of two neighbouring characters each count 1 ("submti" is 1 from
 * "submit"). A pure function.
 */
size_t edit_distance(const char *a, const char *b);

/*
 * The name of names[0..n) nearest to word, for a "did you mean" hint: the
 * first at the smallest edit distance, if that is at most 1 for a word of up
 * to 4 characters and at most 2 for a longer one (a third of a short word is
 * no likeness); else NULL. word itself is never suggested. A pure function.
 */
const char *closest_name(const char *word, const char *const *names, size_t n);

/* Formats a byte count as "1.2 MiB" into buf. */
const char *format_kib(long kib, char *buf, size_t size);

/*
 * Calls fn(ctx, i) for every i in [0, n) on up to jobs threads (the caller's
 * thread included) and returns when all calls have returned. Each i is taken
 * exactly once; fn must be thread-safe.
 */
void parallel_for(size_t n, int jobs, void (*fn)(void *ctx, size_t i), void *ctx);

/*
 * The same, telling fn which worker thread runs it: worker is in
 * [0, parallel_workers(n, jobs)), each worker one thread for the whole loop,
 * so per-worker state (a sandbox session) needs no thread-local storage.
 */
size_t parallel_workers(size_t n, int jobs);
void parallel_for_workers(size_t n, int jobs, void (*fn)(void *ctx, size_t worker, size_t i), void *ctx);

/*
 * Every file the judge writes for someone (a page, a picture, a report, an
 * answer) is written whole or not at all, and never through a link:
 * atomic_file_open() creates a new temporary file next to path (in the same
 * folder, so that the rename stays on one file system; created with O_EXCL,
 * so a link planted at its name is not followed) and returns a stream to
 * write. atomic_file_commit() flushes it, sets mode, fsyncs and renames it
 * over path: rename() replaces whatever entry path is, a symbolic link
 * included, and never writes into the file a link points to. On any error it
 * removes the temporary file and leaves path untouched. atomic_file_abort()
 * drops an unfinished file. Both end the stream and free what open took.
 * Returns NULL (open) or -1 (commit) with a message naming path.
 */
struct atomic_file {
	FILE *f;
	char *path, *tmp;
	mode_t mode;
};
FILE *atomic_file_open(struct atomic_file *a, const char *path, mode_t mode, struct diag *d);
int atomic_file_commit(struct atomic_file *a, struct diag *d);
void atomic_file_abort(struct atomic_file *a);
#endif
