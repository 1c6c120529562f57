/* hash.c: files into the caches' hashes (hash.h). */
#include "hash.h"

#include <stdio.h>
#include <stdlib.h>
#include <xxhash.h>

#include "util.h"

int hash_file(XXH3_state_t *st, const char *path)
{
	char *text = NULL;
	size_t len = 0;
	struct diag d;
	int rc = path ? read_file(path, &text, &len, &d) : 0;
	XXH3_128bits_update(st, path ? "F" : "-", 1);
	if (path && rc == 0)
		XXH3_128bits_update(st, text, len);
	XXH3_128bits_update(st, &len, sizeof len);
	free(text);
	return rc;
}

void hash_hex(XXH3_state_t *st, char out[33])
{
	XXH128_hash_t h = XXH3_128bits_digest(st);
	snprintf(out, 33, "%016llx%016llx", (unsigned long long)h.high64, (unsigned long long)h.low64);
}
