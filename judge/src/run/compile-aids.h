/*
 * compile-aids.h: what makes a compile faster without changing its outcome:
 * GCC's precompiled <bits/stdc++.h> for a language marked `pch`, and a JVM
 * compiler's class-data-sharing archive for a language with `cds`
 * (judge/languages.yaml). compile.h says what each is and when it serves.
 *
 * The contract, for compile.c:
 *   - compile_aids_prepare(b) before the compile: sets b->pch (the header's
 *     folder in the cache) when the language has one and the source may use
 *     it, and b->cds (the archive's path) when the language has one; each is
 *     made on first use in the compile sandbox, under the compiler's lock for
 *     aids, and kept in the cache under the compile command and the
 *     compiler's version. An aid that could not be made is not tried again by
 *     this compiler; b is then left as without it. Never fails: an aid only
 *     saves time.
 *   - compile_aids_check(b, res, d) after a compile that used one: when that
 *     compile failed, or GCC said it would not use the header, the compile is
 *     done again without the aid, and that result is the one in res; an aid
 *     found at fault is removed from the cache. Returns as build_compile():
 *     -1 only when the judge itself failed. res->pch and res->cds say whether
 *     the result came from a compile with the aid.
 */
#ifndef COMPILE_AIDS_H
#define COMPILE_AIDS_H

#include "run/compile-int.h"

void compile_aids_prepare(struct build *b);

/*
 * The class-data archive for the runs of b's language (one whose run command
 * has {share}; run-archive.c says what it holds and how it is made): its path
 * in the cache, made on first use under the aids' lock, or NULL when the
 * language has none or it could not be made (not tried again by this
 * compiler: its runs go without, -Xshare:off). Needs b->program and
 * b->version. The caller frees the path.
 */
char *compile_aids_share(struct build *b);
int compile_aids_check(struct build *b, struct compile_result *res, struct diag *d);

/* Makes an aid at target for b's language: 0, or -1 with a message when none was made. */
typedef int aid_make_fn(const struct build *b, const char *target, struct diag *d);

/*
 * Whether the aid whose file is made (an absolute path in the cache) is
 * there for b's language: when it is not, and the language is not on broken,
 * make(b, target) makes it under the aids' lock (a compile that wants an aid
 * being made waits for it, and finds it made); a language whose aid could not
 * be made is put on broken, and its compiles do without it from then on. An
 * aid already made is found without taking the lock: each is renamed into
 * place whole, so it is there complete or not at all.
 */
int compile_aid_ready(struct build *b, const char *made, const char *target, aid_make_fn *make, struct strv *broken);

#endif
