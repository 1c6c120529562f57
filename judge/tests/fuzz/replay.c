/*
 * Fuzz regressions: every input a fuzzer ever crashed on is kept in
 * data/TARGET-fuzz/ and replayed here through the same target function the fuzzer
 * runs (judge/fuzz/fuzz.h), built with the ordinary compiler. Each input must
 * load, or be rejected with a message naming file:line:col; a crash or a broken
 * promise fails the test, and the line before it names the input.
 */
#define _GNU_SOURCE
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "fuzz.h"
#include "testutil.h"
#include "util.h"

static const struct {
	const char *name;
	fuzz_target_fn *fn;
} targets[] = {
	{ "manifest", fuzz_manifest },
	{ "languages", fuzz_languages },
	{ "package", fuzz_package },
	{ "api", fuzz_api },
};

struct input {
	fuzz_target_fn *fn;
	char *path;
};

static struct input *inputs;
static int ninputs;
static const char *root;

static void collect(const char *target, fuzz_target_fn *fn)
{
	char *dir = xasprintf("%s/%s-fuzz", test_data_dir(), target);
	struct strv names = { 0 };
	/* A missing or empty folder is a fault: the replay would pass having replayed nothing. */
	if (dir_list(dir, &names) < 0 || names.n == 0) {
		fprintf(stderr, "%s: no input to replay (every target keeps at least one)\n", dir);
		exit(1);
	}
	{
		for (size_t i = 0; i < names.n; i++) {
			inputs = xrealloc(inputs, (size_t)(ninputs + 1) * sizeof *inputs);
			inputs[ninputs].fn = fn;
			inputs[ninputs++].path = xasprintf("%s/%s", dir, names.v[i]);
		}
	}
	strv_free(&names);
	free(dir);
}

START_TEST(replay)
{
	const struct input *in = &inputs[_i];
	struct diag d;
	char *data;
	size_t len;
	ck_assert_msg(read_file(in->path, &data, &len, &d) == 0, "%s", d.msg);
	fprintf(stderr, "replay %s\n", in->path);
	int rc = in->fn(root, (const uint8_t *)data, len, &d);
	fprintf(stderr, "  %s\n", rc == 0 ? "loads" : d.msg);
	ck_assert(rc == 0 || rc == -1);
	free(data);
}
END_TEST

int main(void)
{
	root = getenv("JUDGE_ROOT");
	if (!root) {
		fputs("JUDGE_ROOT is not set (meson sets it)\n", stderr);
		return 77;
	}
	for (size_t i = 0; i < sizeof targets / sizeof *targets; i++)
		collect(targets[i].name, targets[i].fn);
	Suite *s = suite_create("fuzz-replay");
	TCase *tc = tcase_create("regressions");
	tcase_add_loop_test(tc, replay, 0, ninputs);
	suite_add_tcase(s, tc);
	return test_run(s);
}
