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
	if (!path) {
		XXH3_128bits_update(st, "-", 1);
		XXH3_128bits_update(st, &len, sizeof len);
		return 0;
	}
	int rc = read_file(path, &text, &len, &d);
	hash_bytes(st, text, rc == 0 ? len : 0);
	free(text);
	return rc;
}

void hash_bytes(XXH3_state_t *st, const void *buf, size_t len)
{
	XXH3_128bits_update(st, "F", 1);
	if (len)
		XXH3_128bits_update(st, buf, len);
	XXH3_128bits_update(st, &len, sizeof len);
}

void hash_hex(XXH3_state_t *st, char out[33])
{
	XXH128_hash_t h = XXH3_128bits_digest(st);
	snprintf(out, 33, "%016llx%016llx", (unsigned long long)h.high64, (unsigned long long)h.low64);
}
