/*
 * Tests of src/contest/package-edit.c: the jury's changes spliced into a
 * package's files, every other byte kept; the result loads; a refused change
 * writes nothing.
 */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "contest/contest-package.h"
#include "contest/package-edit.h"
#include "testutil.h"
#include "util.h"

static const char *root;

/* The good package copied into a fresh folder, with teams.json of one line and a commented accounts.yaml. */
static char *package(void)
{
	char *dir = test_scratch();
	char *cmd = xasprintf("cp '%s'/contest/* '%s'/ && cd '%s' && "
	                      "printf '[{\"id\": \"t1\", \"name\": \"Ada\\303\\251\"}, {\"id\": \"t2\", \"name\": \"B\"}]\\n' >teams.json && "
	                      "printf '# the accounts\\n- username: team1 # first\\n  password: old-secret\\n  type: team\\n  team_id: t1\\n"
	                      "- username: jury\\n  password: jury-secret\\n  type: judge\\n' >accounts.yaml && chmod 600 accounts.yaml",
	                      test_data_dir(), dir, dir);
	ck_assert_int_eq(system(cmd), 0);
	free(cmd);
	return dir;
}

static char *text(const char *dir, const char *name)
{
	char *path = xasprintf("%s/%s", dir, name), *buf;
	size_t len;
	struct diag d;
	ck_assert_msg(read_file(path, &buf, &len, &d) == 0, "%s", d.msg);
	free(path);
	return buf;
}

static struct contest *load(const char *dir)
{
	struct diag d;
	struct contest *c = contest_load(dir, root, &d);
	ck_assert_msg(c != NULL, "%s", d.msg);
	return c;
}

static void apply(const char *dir, const struct package_edit *e)
{
	struct contest *c = load(dir);
	struct diag d;
	ck_assert_msg(package_edit_apply(c, e, &d) == 0, "%s", d.msg);
	contest_free(c);
}

START_TEST(edits_keep_the_rest)
{
	char *dir = package();
	apply(dir, &(struct package_edit){ PACKAGE_TEAM_RENAME, .team_id = "t2", .name = "Bee \"quoted\"" });
	apply(dir, &(struct package_edit){ PACKAGE_TEAM_ADD, "t3", "Third", "team3", "new-secret" });
	apply(dir, &(struct package_edit){ PACKAGE_ACCOUNT_PASSWORD, .username = "team1", .password = "fresh-secret" });
	apply(dir, &(struct package_edit){ PACKAGE_ACCOUNT_DISABLE, .username = "team1" });
	char *teams = text(dir, "teams.json"), *accounts = text(dir, "accounts.yaml");
	ck_assert_str_eq(teams, "[{\"id\": \"t1\", \"name\": \"Ada\xc3\xa9\"}, {\"id\": \"t2\", \"name\": \"Bee \\\"quoted\\\"\"},\n"
	                        " {\"id\": \"t3\", \"name\": \"Third\"}]\n");
	ck_assert_str_eq(accounts, "# the accounts\n- disabled: true\n  username: team1 # first\n  password: \"fresh-secret\"\n"
	                           "  type: team\n  team_id: t1\n- username: jury\n  password: jury-secret\n  type: judge\n"
	                           "- username: \"team3\"\n  password: \"new-secret\"\n  type: \"team\"\n  team_id: \"t3\"\n");
	struct stat st;
	char *path = xasprintf("%s/accounts.yaml", dir);
	ck_assert_int_eq(stat(path, &st), 0);
	ck_assert_int_eq(st.st_mode & 0777, 0600);
	apply(dir, &(struct package_edit){ PACKAGE_ACCOUNT_ENABLE, .username = "team1" });
	struct contest *c = load(dir);
	ck_assert_int_eq(contest_account(c, "team1")->disabled, 0);
	ck_assert_str_eq(contest_account(c, "team1")->password, "fresh-secret");
	ck_assert_str_eq(contest_account(c, "team3")->team_id, "t3");
	ck_assert_str_eq(contest_team(c, "t2")->name, "Bee \"quoted\"");
	contest_free(c);
	free(path);
	free(teams);
	free(accounts);
	free(dir);
}
END_TEST

/* Each refusal says what is wrong, and nothing is written. */
START_TEST(refusals)
{
	char *dir = package();
	char *before = text(dir, "accounts.yaml");
	struct contest *c = load(dir);
	static const struct {
		struct package_edit e;
		const char *want;
	} cases[] = {
		{ { PACKAGE_TEAM_ADD, "t1", "X", "teamx", "long-enough" }, "team 't1' exists already" },
		{ { PACKAGE_TEAM_ADD, "t9", "X", "jury", "long-enough" }, "username 'jury' is taken" },
		{ { PACKAGE_TEAM_ADD, "a b", "X", "ab", "long-enough" }, "team id 'a b': letters, digits, '_', '.', '-', at most 36" },
		{ { PACKAGE_TEAM_ADD, "t9", "", "t9", "long-enough" }, "a team's name: 1 to 200 bytes, no control characters" },
		{ { PACKAGE_TEAM_RENAME, "t9", "X", NULL, NULL }, "no team 't9'" },
		{ { PACKAGE_TEAM_RENAME, "t1", "line\nbreak", NULL, NULL }, "a team's name: 1 to 200 bytes, no control characters" },
		{ { PACKAGE_ACCOUNT_DISABLE, NULL, NULL, "nobody", NULL }, "no account 'nobody'" },
		{ { PACKAGE_ACCOUNT_PASSWORD, NULL, NULL, "team1", "short" }, "a password of at least 8 characters" },
	};
	for (size_t i = 0; i < sizeof cases / sizeof *cases; i++) {
		struct diag d;
		ck_assert_int_eq(package_edit_apply(c, &cases[i].e, &d), -1);
		ck_assert_str_eq(d.msg, cases[i].want);
	}
	char *after = text(dir, "accounts.yaml");
	ck_assert_str_eq(after, before);
	contest_free(c);
	free(before);
	free(after);
	free(dir);
}
END_TEST

int main(void)
{
	root = getenv("JUDGE_ROOT");
	if (!root) {
		fprintf(stderr, "JUDGE_ROOT is not set\n");
		return 77;
	}
	Suite *s = suite_create("package-edit");
	TCase *tc = tcase_create("edit");
	tcase_add_test(tc, edits_keep_the_rest);
	tcase_add_test(tc, refusals);
	suite_add_tcase(s, tc);
	SRunner *sr = srunner_create(s);
	srunner_run_all(sr, CK_NORMAL);
	int failed = srunner_ntests_failed(sr);
	srunner_free(sr);
	return failed ? 1 : 0;
}
