/*
 * hash: the caches' keys. Bytes in memory hash as a file holding them (a
 * stress input's key hashes its generator's arguments without writing them to
 * a file, and finds the passes remembered when they were); a missing path, an
 * empty file and a file that cannot be read are told apart where they must be;
 * two files never hash as their concatenation.
 */
#include <check.h>
#include <stdlib.h>
#include <string.h>
#include <xxhash.h>

#include "hash.h"
#include "testutil.h"
#include "util.h"

static char *dir;

/* The digest of st, as 32 hex digits (for free()); st is freed. */
static char *key_done(XXH3_state_t *st)
{
	char hex[33];
	hash_hex(st, hex);
	XXH3_freeState(st);
	return xstrdup(hex);
}

/* The key of the files at rels (each under dir, or "-" for a NULL path), in order. */
static char *key_of_files(const char *const *rels, size_t n, int *rc)
{
	XXH3_state_t *st = XXH3_createState();
	XXH3_128bits_reset(st);
	*rc = 0;
	for (size_t i = 0; i < n; i++) {
		char *path = strcmp(rels[i], "-") ? xasprintf("%s/%s", dir, rels[i]) : NULL;
		if (hash_file(st, path) < 0)
			*rc = -1;
		free(path);
	}
	return key_done(st);
}

static char *key_of_bytes(const char *text)
{
	XXH3_state_t *st = XXH3_createState();
	XXH3_128bits_reset(st);
	hash_bytes(st, text, strlen(text));
	return key_done(st);
}

static char *key_of_file(const char *rel)
{
	int rc;
	char *k = key_of_files(&rel, 1, &rc);
	ck_assert_int_eq(rc, 0);
	return k;
}

START_TEST(bytes_hash_as_a_file_holding_them)
{
	const char *cases[][2] = { { "args", "--dhi 6 --nhi 2 --seed 17" }, { "empty", "" } };
	for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
		char *f = key_of_file(cases[i][0]), *b = key_of_bytes(cases[i][1]);
		ck_assert_str_eq(b, f);
		ck_assert_uint_eq(strlen(b), 32);
		free(f);
		free(b);
	}
	char *a = key_of_bytes("--seed 1"), *b = key_of_bytes("--seed 2");
	ck_assert_str_ne(a, b);
	free(a);
	free(b);
}
END_TEST

START_TEST(no_file_an_empty_file_and_a_missing_one)
{
	const char *none[] = { "-" }, *empty[] = { "empty" }, *missing[] = { "missing" };
	int rc_none, rc_empty, rc_missing;
	char *kn = key_of_files(none, 1, &rc_none), *ke = key_of_files(empty, 1, &rc_empty),
	     *km = key_of_files(missing, 1, &rc_missing);
	ck_assert_int_eq(rc_none, 0);
	ck_assert_int_eq(rc_empty, 0);
	ck_assert_int_eq(rc_missing, -1);
	ck_assert_str_ne(kn, ke);
	ck_assert_str_eq(km, ke); /* a file that cannot be read counts as empty: its caller is told */
	free(kn);
	free(ke);
	free(km);
}
END_TEST

START_TEST(two_files_are_not_their_concatenation)
{
	const char *ab_c[] = { "ab", "c" }, *a_bc[] = { "a", "bc" };
	int rc;
	char *x = key_of_files(ab_c, 2, &rc), *y = key_of_files(a_bc, 2, &rc);
	ck_assert_str_ne(x, y);
	free(x);
	free(y);
}
END_TEST

int main(void)
{
	dir = test_scratch();
	test_write(dir, "args", "--dhi 6 --nhi 2 --seed 17");
	test_write(dir, "empty", "");
	test_write(dir, "ab", "ab");
	test_write(dir, "c", "c");
	test_write(dir, "a", "a");
	test_write(dir, "bc", "bc");
	const TTest *const tests[] = { bytes_hash_as_a_file_holding_them, no_file_an_empty_file_and_a_missing_one,
		                       two_files_are_not_their_concatenation, NULL };
	return test_run_case("hash", "keys", tests);
}
