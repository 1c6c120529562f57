/*
 * hash.h: the keys of the judge's caches (validate's passes, a package's
 * derived time limit, mutants' outcomes) are XXH3 128-bit hashes of what
 * decides them; these put files into such a hash the one same way. Apart from
 * util.h so that what links util (the fuzz targets) needs no libxxhash.
 */
#ifndef HASH_H
#define HASH_H

#include <stddef.h>

/*
 * Feeds a file into a running XXH3 128-bit hash (the caches' keys): a mark
 * that a file is there ("-" for a NULL path), its bytes and their count, so
 * that two files never hash as their concatenation. The path itself is not
 * hashed: a caller whose key depends on it adds it. Returns 0, or -1 when the
 * file cannot be read (then it counts as empty).
 */
struct XXH3_state_s;
int hash_file(struct XXH3_state_s *st, const char *path);
/* Feeds len bytes at buf as hash_file feeds a file that holds them. */
void hash_bytes(struct XXH3_state_s *st, const void *buf, size_t len);
/* The digest of st as 32 hex digits and a NUL. */
void hash_hex(struct XXH3_state_s *st, char out[33]);

#endif
