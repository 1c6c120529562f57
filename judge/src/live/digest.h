/*
 * digest.h: a problem's content digest, what the server and every worker of
 * a session compare before a worker judges the problem (docs/coach.md,
 * "Several machines"): the server records each problem's in the store when it
 * starts (store_digest_set()); a worker whose copy's differs refuses the
 * problem (live/worker.c).
 *
 * What it covers is all that decides a verdict: the manifest (problem.yaml:
 * its limits, tests, checker), every test's input and answer, the checker's
 * or interactor's source with the checkers' header (problems/include/check.h),
 * and the language table (judge/languages.yaml). Not
 * the statement, notes or sample submissions. BLAKE2b (libsodium's
 * crypto_generichash), each file's name and length before its bytes, so that
 * moving bytes from one file to the next changes it.
 */
#ifndef LIVE_DIGEST_H
#define LIVE_DIGEST_H

#include "diag.h"
#include "problem/problem.h"

/* 32 hexadecimal digits (16 bytes) and the NUL. */
#define DIGEST_HEX 33

/* p's digest (root: the repository, for the language table) into out; 0, or -1 with the file it could not read. */
int problem_digest(const struct problem *p, const char *root, char out[DIGEST_HEX], struct diag *d);

struct store;
struct contest;

/*
 * The server's side: each problem of c as root has it, its digest recorded in
 * st. A problem that does not load is skipped, said through log (its
 * submissions are judged JE with why, as before). 0, or -1 when the store failed.
 */
int digest_record(struct store *st, const struct contest *c, const char *root, void (*log)(const char *line),
                  struct diag *d);

#endif
