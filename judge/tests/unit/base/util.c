/*
 * util: reading a file someone else controls. Only a regular file, not a
 * symbolic link, up to the size limit, is read; everything else is refused with
 * the reason, without blocking and without reading it. A cache's entry is
 * copied once and never replaced.
 */
#define _GNU_SOURCE
#include <check.h>
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "testutil.h"
#include "util.h"

static char *dir;

/* Reads dir/rel with a limit of max bytes: the text, or NULL with the reason in why. */
static char *try_read(const char *rel, size_t max, struct diag *why)
{
	char *path = xasprintf("%s/%s", dir, rel), *buf = NULL;
	size_t len = 0;
	int rc = read_regular_file(path, max, &buf, &len, why);
	free(path);
	if (rc < 0) {
		ck_assert_ptr_null(buf);
		return NULL;
	}
	ck_assert_uint_eq(len, strlen(buf));
	return buf;
}

static void refused(const char *rel, size_t max, const char *reason)
{
	struct diag d;
	char *buf = try_read(rel, max, &d);
	ck_assert_msg(buf == NULL, "'%s' was read: '%s'", rel, buf ? buf : "");
	ck_assert_str_eq(d.msg, reason);
}

START_TEST(regular_files_are_read)
{
	struct diag d;
	char *buf = try_read("ok.c", 1 << 20, &d);
	ck_assert_msg(buf != NULL, "%s", d.msg);
	ck_assert_str_eq(buf, "int main(void) { return 0; }\n");
	free(buf);
	buf = try_read("empty.c", 1 << 20, &d);
	ck_assert_msg(buf != NULL, "%s", d.msg);
	ck_assert_str_eq(buf, "");
	free(buf);
}
END_TEST

START_TEST(the_size_limit_is_inclusive)
{
	struct diag d;
	char *buf = try_read("ok.c", 29, &d);
	ck_assert_msg(buf != NULL, "%s", d.msg);
	free(buf);
	refused("ok.c", 28, "over 28 bytes");
	refused("big.c", 1 << 20, "over 1 MiB");
}
END_TEST

START_TEST(links_are_refused_whatever_they_point_to)
{
	refused("link-to-ok.c", 1 << 20, "a symbolic link, not a regular file");
	refused("link-to-zero.c", 1 << 20, "a symbolic link, not a regular file");
	refused("link-to-nothing.c", 1 << 20, "a symbolic link, not a regular file");
}
END_TEST

START_TEST(other_kinds_are_refused_without_blocking)
{
	refused("fifo.c", 1 << 20, "a FIFO, not a regular file");
	refused("dir.c", 1 << 20, "a directory, not a regular file");
	struct diag d;
	char *buf = NULL;
	ck_assert_int_eq(read_regular_file("/dev/null", 1 << 20, &buf, NULL, &d), -1);
	ck_assert_str_eq(d.msg, "a character device, not a regular file");
}
END_TEST

START_TEST(missing_files_give_the_system_error)
{
	refused("nope.c", 1 << 20, "No such file or directory");
}
END_TEST

/* "did you mean": the distance, and what is close enough to suggest. */
static const struct {
	const char *a, *b;
	size_t d;
} distance_cases[] = {
	{ "", "", 0 },
	{ "submit", "submit", 0 },
	{ "submti", "submit", 1 },
	{ "sumbit", "submit", 1 },
	{ "submt", "submit", 1 },
	{ "subbmit", "submit", 1 },
	{ "hdu185", "hdu1850", 1 },
	{ "limts", "limits", 1 },
	{ "abc", "", 3 },
	{ "kitten", "sitting", 3 },
	{ "ca", "abc", 3 },
	{ "--jsn", "--json", 1 },
};

START_TEST(distances)
{
	ck_assert_uint_eq(edit_distance(distance_cases[_i].a, distance_cases[_i].b), distance_cases[_i].d);
	ck_assert_uint_eq(edit_distance(distance_cases[_i].b, distance_cases[_i].a), distance_cases[_i].d);
}
END_TEST

START_TEST(suggestions)
{
	static const char *const commands[] = { "list", "submit", "regen", "validate", "compare", "explore", "play" };
	size_t n = sizeof commands / sizeof commands[0];
	ck_assert_str_eq(closest_name("submti", commands, n), "submit");
	ck_assert_str_eq(closest_name("valdiate", commands, n), "validate");
	ck_assert_str_eq(closest_name("lst", commands, n), "list");
	ck_assert_str_eq(closest_name("regne", commands, n), "regen");
	ck_assert_ptr_null(closest_name("bogus", commands, n));  /* nothing near */
	ck_assert_ptr_null(closest_name("pl", commands, n));     /* 2 from "play": too far for a short word */
	ck_assert_ptr_null(closest_name("submit", commands, n)); /* itself: no hint */
	ck_assert_ptr_null(closest_name("x", commands, 0));
}
END_TEST

/* Text cut to a size ends on a character boundary: "é" is 2 bytes, "€" 3, "𝄞" 4. */
static const struct {
	const char *in;
	size_t size;
	const char *out;
} cut_cases[] = {
	/* clang-format off */
	{ "abc", 8, "abc" },
	{ "abc", 3, "ab" },      /* size counts the NUL */
	{ "aé", 4, "aé" },
	{ "aé", 3, "a" },        /* the é's first byte alone is dropped */
	{ "a€b", 5, "a€" },      /* whole */
	{ "a€b", 4, "a" },       /* two of its three bytes */
	{ "a€b", 3, "a" },       /* one */
	{ "𝄞x", 4, "" },         /* three of four */
	{ "𝄞x", 5, "𝄞" },
	{ "x\x80", 8, "x\x80" }, /* not UTF-8 but not cut either: left to the escapers */
	/* clang-format on */
};

START_TEST(cuts_on_character_boundaries)
{
	char buf[16];
	int cut = str_copy(buf, cut_cases[_i].size, cut_cases[_i].in);
	ck_assert_str_eq(buf, cut_cases[_i].out);
	ck_assert_int_eq(cut, strlen(cut_cases[_i].in) >= cut_cases[_i].size);
}
END_TEST

START_TEST(diag_messages_are_cut_on_character_boundaries)
{
	/* A message quoting 2000 two-byte characters is cut at 2 KiB, at either parity. */
	char name[4002];
	for (int i = 0; i < 2000; i++)
		memcpy(name + 2 * i, "\xc3\xa9", 2);
	name[4000] = '\0';
	struct diag d;
	for (int odd = 0; odd < 2; odd++) {
		diag_set(&d, "%s'%s'", odd ? "x" : "", name);
		size_t n = strlen(d.msg);
		ck_assert_uint_ge(n, sizeof d.msg - 3);
		ck_assert_int_eq((unsigned char)d.msg[n - 1], 0xa9);
	}
}
END_TEST

/* The inode and text of dir/rel. */
static char *inode_and_text(const char *rel, ino_t *ino)
{
	char *path = xasprintf("%s/%s", dir, rel);
	struct stat st;
	ck_assert_int_eq(stat(path, &st), 0);
	*ino = st.st_ino;
	free(path);
	struct diag d;
	char *text = try_read(rel, 1 << 20, &d);
	ck_assert_msg(text != NULL, "%s", d.msg);
	return text;
}

/*
 * A cache's entry is never replaced: copy_file_once leaves the file there
 * (the same inode, a sandbox may be showing it) and drops its copy, where
 * copy_file_atomic replaces it. Neither leaves a temporary file behind.
 */
START_TEST(copy_file_once_keeps_what_is_there)
{
	char *src = xasprintf("%s/ok.c", dir), *dst = xasprintf("%s/entry", dir);
	struct diag d;
	ck_assert_msg(copy_file_once(src, dst, 0755, &d) == 0, "%s", d.msg);
	ino_t first, now;
	char *text = inode_and_text("entry", &first);
	ck_assert_str_eq(text, "int main(void) { return 0; }\n");
	free(text);
	char *other = xasprintf("%s/empty.c", dir);
	ck_assert_msg(copy_file_once(other, dst, 0755, &d) == 0, "%s", d.msg);
	text = inode_and_text("entry", &now);
	ck_assert_str_eq(text, "int main(void) { return 0; }\n");
	ck_assert_uint_eq(now, first);
	free(text);
	ck_assert_msg(copy_file_atomic(other, dst, 0755, &d) == 0, "%s", d.msg);
	text = inode_and_text("entry", &now);
	ck_assert_str_eq(text, "");
	ck_assert_uint_ne(now, first);
	free(text);
	struct strv names = { 0 };
	ck_assert_int_eq(dir_list(dir, &names), 0);
	for (size_t i = 0; i < names.n; i++)
		ck_assert_msg(!strstr(names.v[i], ".tmp"), "left behind: %s", names.v[i]);
	strv_free(&names);
	free(other);
	free(src);
	free(dst);
}
END_TEST

/*
 * An entry at fault is set aside, not unlinked: the same file (inode and
 * text) under "NAME.at-fault", the entry's name free for a new copy; a second
 * one set aside replaces the first, so an entry leaves one such file at most.
 */
START_TEST(set_aside_keeps_the_file_under_another_name)
{
	char *src = xasprintf("%s/ok.c", dir), *dst = xasprintf("%s/aside", dir);
	struct diag d;
	ino_t first, now;
	ck_assert_msg(copy_file_atomic(src, dst, 0644, &d) == 0, "%s", d.msg);
	free(inode_and_text("aside", &first));
	ck_assert_int_eq(set_aside(dst), 0);
	ck_assert(!path_exists(dst));
	char *text = inode_and_text("aside.at-fault", &now);
	ck_assert_str_eq(text, "int main(void) { return 0; }\n");
	ck_assert_uint_eq(now, first);
	free(text);
	char *other = xasprintf("%s/empty.c", dir);
	ck_assert_msg(copy_file_atomic(other, dst, 0644, &d) == 0, "%s", d.msg);
	ck_assert_int_eq(set_aside(dst), 0);
	text = inode_and_text("aside.at-fault", &now);
	ck_assert_str_eq(text, "");
	free(text);
	errno = 0;
	ck_assert_int_eq(set_aside(dst), -1);
	ck_assert_int_eq(errno, ENOENT);
	free(other);
	free(src);
	free(dst);
}
END_TEST

int main(void)
{
	dir = test_scratch();
	test_write(dir, "ok.c", "int main(void) { return 0; }\n");
	test_write(dir, "empty.c", "");
	char *big = xmalloc((1 << 20) + 2);
	memset(big, ' ', (1 << 20) + 1);
	big[(1 << 20) + 1] = '\0';
	test_write(dir, "big.c", big);
	free(big);
	char *p = xasprintf("%s/link-to-ok.c", dir), *q = xasprintf("%s/ok.c", dir);
	int ok = symlink(q, p) == 0;
	free(p);
	free(q);
	p = xasprintf("%s/link-to-zero.c", dir);
	ok = ok && symlink("/dev/zero", p) == 0;
	free(p);
	p = xasprintf("%s/link-to-nothing.c", dir);
	ok = ok && symlink("/nonexistent", p) == 0;
	free(p);
	p = xasprintf("%s/fifo.c", dir);
	ok = ok && mkfifo(p, 0600) == 0;
	free(p);
	p = xasprintf("%s/dir.c", dir);
	ok = ok && mkdir(p, 0700) == 0;
	free(p);
	if (!ok) {
		perror("util test fixtures");
		return 2;
	}

	Suite *s = suite_create("util");
	TCase *tc = tcase_create("read_regular_file");
	tcase_add_test(tc, regular_files_are_read);
	tcase_add_test(tc, the_size_limit_is_inclusive);
	tcase_add_test(tc, links_are_refused_whatever_they_point_to);
	tcase_add_test(tc, other_kinds_are_refused_without_blocking);
	tcase_add_test(tc, missing_files_give_the_system_error);
	suite_add_tcase(s, tc);
	TCase *tf = tcase_create("copy_file_once");
	tcase_add_test(tf, copy_file_once_keeps_what_is_there);
	tcase_add_test(tf, set_aside_keeps_the_file_under_another_name);
	suite_add_tcase(s, tf);
	TCase *tm = tcase_create("did you mean");
	tcase_add_loop_test(tm, distances, 0, (int)(sizeof distance_cases / sizeof distance_cases[0]));
	tcase_add_test(tm, suggestions);
	suite_add_tcase(s, tm);
	TCase *tu = tcase_create("utf-8");
	tcase_add_loop_test(tu, cuts_on_character_boundaries, 0, (int)(sizeof cut_cases / sizeof cut_cases[0]));
	tcase_add_test(tu, diag_messages_are_cut_on_character_boundaries);
	suite_add_tcase(s, tu);
	return test_run(s);
}
