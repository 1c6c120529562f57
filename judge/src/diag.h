/*
 * diag.h: an error message that travels up the call stack.
 *
 * A function that fails records what went wrong in a struct diag and returns -1
 * (or NULL); each caller on the way up may prepend where it happened, so the
 * message main() finally prints reads from the outside in:
 *     problems/hdu1730/problem.yaml:7:9: limits.time: expected seconds > 0, got "fast"
 * Messages are lowercase, with no full stop, and quote the subject.
 */
#ifndef DIAG_H
#define DIAG_H

#include <stddef.h>

struct diag {
	char msg[2048];
};

/* Replaces the message. */
void diag_set(struct diag *d, const char *fmt, ...) __attribute__((format(printf, 2, 3)));

/* Replaces the message with "fmt: strerror(errno)", for a failed system call. */
void diag_errno(struct diag *d, const char *fmt, ...) __attribute__((format(printf, 2, 3)));

/* Prepends "fmt: " to the message already recorded. */
void diag_prefix(struct diag *d, const char *fmt, ...) __attribute__((format(printf, 2, 3)));

#endif
