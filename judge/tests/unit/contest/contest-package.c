/*
 * contest: the contest package of `judge serve`. The good package of
 * data/contest/ read key by key; every broken package of
 * data/contest-broken/cases.txt refused with its exact message; the spec's
 * TIME and RELTIME; `judge contest new`'s starter package, which loads.
 */
#define _GNU_SOURCE
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "contest/contest-package.h"
#include "web/web.h"
#include "testutil.h"
#include "util.h"

static const char *root;

static char *good_dir(void)
{
	return xasprintf("%s/contest", test_data_dir());
}

START_TEST(good_package)
{
	struct diag d;
	char *dir = good_dir();
	struct contest *c = contest_load(dir, root, &d);
	ck_assert_msg(c != NULL, "%s", d.msg);
	ck_assert_str_eq(c->id, "training-1");
	ck_assert_str_eq(c->name, "Training session 1");
	ck_assert_str_eq(c->formal_name, "Training session 1");
	ck_assert_int_eq(c->start_ms, 1795683600000LL); /* 2026-11-26T09:00:00Z */
	ck_assert_int_eq(c->duration_ms, 5 * 3600000LL);
	ck_assert_int_eq(c->freeze_ms, 3600000LL);
	ck_assert_int_eq(c->penalty_min, 20);
	ck_assert_int_eq(c->feedback, CONTEST_FEEDBACK_FIRST_DIFF);
	ck_assert_int_eq(c->all_tests, 0);
	ck_assert_int_eq(c->play, 0);
	ck_assert_uint_eq(c->nproblems, 2);
	ck_assert_str_eq(c->problems[0].id, "nimmove");
	ck_assert_str_eq(c->problems[0].label, "A");
	ck_assert_ptr_null(c->problems[0].name);
	ck_assert_str_eq(c->problems[0].rgb, "#00f");
	ck_assert_str_eq(c->problems[1].name, "Being a Good Boy in Spring Festival");
	ck_assert_int_eq(c->problems[1].ordinal, 2);
	ck_assert_uint_eq(c->nteams, 2);
	ck_assert_str_eq(c->teams[1].name, "<b>Bold</b>");
	ck_assert_str_eq(c->teams[1].display_name, "Bold ones");
	ck_assert_uint_eq(c->naccounts, 4);
	const struct contest_account *a = contest_account(c, "team2");
	ck_assert_ptr_nonnull(a);
	ck_assert_str_eq(a->id, "team2"); /* defaults to the username */
	ck_assert_str_eq(a->password, "other-secret");
	ck_assert_int_eq(a->team, 1);
	a = contest_account(c, "jury");
	ck_assert_int_eq(a->type, CONTEST_JUDGE);
	ck_assert_ptr_null(a->team_id);
	ck_assert_int_eq(a->team, -1);
	ck_assert_int_eq(contest_account(c, "admin")->type, CONTEST_ADMIN);
	ck_assert_ptr_null(contest_account(c, "nobody"));
	ck_assert_str_eq(contest_team(c, "t1")->name, "Ada's Team");
	ck_assert_str_eq(contest_problem(c, "hdu1850")->label, "B");
	ck_assert_ptr_null(contest_problem(c, "hdu1851"));
	contest_free(c);
	free(dir);
}
END_TEST

/* Copies the good package into a fresh folder. */
static char *copy_good(void)
{
	char *dir = test_scratch(), *src = good_dir();
	char *cmd = xasprintf("cp '%s'/* '%s'/", src, dir);
	ck_assert_int_eq(system(cmd), 0);
	free(cmd);
	free(src);
	return dir;
}

/* Replaces DIR in want with dir. */
static char *expand(const char *want, const char *dir)
{
	const char *p = strstr(want, "DIR");
	if (!p)
		return xstrdup(want);
	return xasprintf("%.*s%s%s", (int)(p - want), want, dir, p + 3);
}

static void run_case(const char *name, const char *file, const char *body, const char *want)
{
	char *dir = copy_good();
	char *path = xasprintf("%s/%s", dir, file);
	unlink(path);
	if (strcmp(body, "(link)\n") == 0)
		ck_assert_int_eq(symlink("/etc/passwd", path), 0);
	else if (strcmp(body, "(remove)\n") != 0)
		test_write(dir, file, body);
	struct diag d;
	struct contest *c = contest_load(dir, root, &d);
	ck_assert_msg(c == NULL, "case %s: the package loaded", name);
	char *w = expand(want, dir);
	ck_assert_msg(strcmp(d.msg, w) == 0, "case %s:\n want: %s\n got:  %s", name, w, d.msg);
	free(w);
	free(path);
	free(dir);
}

START_TEST(broken_packages)
{
	char *text = test_read_data("contest-broken/cases.txt");
	char name[64] = "", file[64] = "";
	char *body = NULL;
	size_t blen = 0, ncases = 0;
	FILE *b = NULL;
	for (char *line = strtok(text, "\n"); line; line = strtok(NULL, "\n")) {
		if (strncmp(line, "=== ", 4) == 0) {
			ck_assert_int_eq(sscanf(line + 4, "%63s %63s", name, file), 2);
			b = xopen_memstream(&body, &blen);
		} else if (strncmp(line, "--> ", 4) == 0) {
			ck_assert_ptr_nonnull(b);
			fclose(b);
			b = NULL;
			run_case(name, file, body, line + 4);
			free(body);
			ncases++;
		} else if (b) {
			fprintf(b, "%s\n", line);
		}
	}
	ck_assert_ptr_null(b);
	ck_assert_uint_ge(ncases, 35);
	free(text);
}
END_TEST

/* Files from outside: a huge one and a FIFO are refused unread, with the reason. */
START_TEST(hostile_files)
{
	char *dir = copy_good();
	char *path = xasprintf("%s/teams.json", dir);
	unlink(path);
	FILE *f = fopen(path, "w");
	ck_assert_ptr_nonnull(f);
	for (int i = 0; i < (1 << 20) / 8 + 1; i++)
		fputs("        ", f);
	fclose(f);
	struct diag d;
	ck_assert_ptr_null(contest_load(dir, root, &d));
	char *want = xasprintf("%s: over 1 MiB", path);
	ck_assert_str_eq(d.msg, want);
	free(want);
	unlink(path);
	ck_assert_int_eq(mkfifo(path, 0600), 0);
	ck_assert_ptr_null(contest_load(dir, root, &d));
	want = xasprintf("%s: a FIFO, not a regular file", path);
	ck_assert_str_eq(d.msg, want);
	free(want);
	free(path);
	free(dir);
}
END_TEST

/* groups.yaml and organizations.yaml, and teams that name them and are hidden. */
START_TEST(groups_and_organizations)
{
	char *dir = copy_good();
	char *cmd = xasprintf(
	        "cd '%s' && printf -- '- id: s1\\n  name: Site 1\\n- id: s2\\n  name: Site 2\\n' >groups.yaml && "
	        "printf -- '- id: uni\\n  name: Uni\\n  formal_name: The Uni\\n' >organizations.yaml "
	        "&& "
	        "printf '[{\"id\":\"t1\",\"name\":\"A\",\"organization_id\":\"uni\",\"group_ids\":[\"s1\",\"s2\"]},"
	        "{\"id\":\"t2\",\"name\":\"B\",\"hidden\":true}]' >teams.json",
	        dir);
	ck_assert_int_eq(system(cmd), 0);
	free(cmd);
	struct diag d;
	struct contest *c = contest_load(dir, root, &d);
	ck_assert_msg(c != NULL, "%s", d.msg);
	ck_assert_uint_eq(c->ngroups, 2);
	ck_assert_str_eq(c->groups[1].name, "Site 2");
	ck_assert_uint_eq(c->norganizations, 1);
	ck_assert_str_eq(contest_organization(c, "uni")->formal_name, "The Uni");
	ck_assert_str_eq(c->teams[0].organization_id, "uni");
	ck_assert_int_eq(contest_team_in_group(&c->teams[0], "s2"), 1);
	ck_assert_int_eq(contest_team_in_group(&c->teams[1], "s2"), 0);
	ck_assert_ptr_null(c->teams[1].group_ids);
	ck_assert_int_eq(c->teams[0].hidden, 0);
	ck_assert_int_eq(c->teams[1].hidden, 1);
	contest_free(c);
	free(dir);
}
END_TEST

/* contest.yaml without penalty_time: the spec's default, 20 minutes a rejected try; an explicit 0 is kept. */
START_TEST(penalty_default)
{
	char *dir = copy_good();
	char *cmd = xasprintf("sed -i '/^penalty_time:/d' '%s/contest.yaml'", dir);
	ck_assert_int_eq(system(cmd), 0);
	free(cmd);
	struct diag d;
	struct contest *c = contest_load(dir, root, &d);
	ck_assert_msg(c != NULL, "%s", d.msg);
	ck_assert_int_eq(c->penalty_min, 20);
	contest_free(c);
	cmd = xasprintf("echo 'penalty_time: 0' >>'%s/contest.yaml'", dir);
	ck_assert_int_eq(system(cmd), 0);
	free(cmd);
	c = contest_load(dir, root, &d);
	ck_assert_msg(c != NULL, "%s", d.msg);
	ck_assert_int_eq(c->penalty_min, 0);
	contest_free(c);
	free(dir);
}
END_TEST

/* contest.yaml's medals: 4 of each by default; counts as given; a key that is none of the three is refused. */
START_TEST(medals)
{
	char *dir = copy_good();
	struct diag d;
	struct contest *c = contest_load(dir, root, &d);
	ck_assert_msg(c != NULL, "%s", d.msg);
	ck_assert_int_eq(c->medals[0] * 100 + c->medals[1] * 10 + c->medals[2], 444);
	contest_free(c);
	char *cmd = xasprintf("echo 'medals: {gold: 1, silver: 2, bronze: 3}' >>'%s/contest.yaml'", dir);
	ck_assert_int_eq(system(cmd), 0);
	free(cmd);
	c = contest_load(dir, root, &d);
	ck_assert_msg(c != NULL, "%s", d.msg);
	ck_assert_int_eq(c->medals[0] * 100 + c->medals[1] * 10 + c->medals[2], 123);
	contest_free(c);
	cmd = xasprintf("sed -i 's/silver: 2/tin: 2/' '%s/contest.yaml'", dir);
	ck_assert_int_eq(system(cmd), 0);
	free(cmd);
	ck_assert_ptr_null(contest_load(dir, root, &d));
	ck_assert_msg(strstr(d.msg, "tin"), "%s", d.msg);
	free(dir);
}
END_TEST

START_TEST(no_folder)
{
	struct diag d;
	ck_assert_ptr_null(contest_load("/nonexistent-contest", root, &d));
	ck_assert_str_eq(d.msg, "contest '/nonexistent-contest': No such file or directory");
}
END_TEST

START_TEST(times)
{
	static const struct {
		const char *text;
		long long ms; /* -1: refused */
	} cases[] = {
		{ "2014-06-25T10:00:00+01", 1403686800000LL },
		{ "2014-06-25T10:00:00+01:30", 1403685000000LL },
		{ "2014-06-25T09:00:00Z", 1403686800000LL },
		{ "2014-06-25T09:00:00.5Z", 1403686800500LL },
		{ "2014-06-25T09:00:00.123-02:00", 1403694000123LL },
		{ "2014-06-25T09:00:00", -1 },   /* a time zone is required */
		{ "2014-06-25 09:00:00Z", -1 },  /* the T */
		{ "2014-13-01T00:00:00Z", -1 },  /* month 13 */
		{ "2014-02-29T00:00:00Z", -1 },  /* not a leap year */
		{ "2014-06-25T09:00:00Zx", -1 }, /* trailing text */
		{ "2014-06-25T09:00:00.Z", -1 }, /* a dot without digits */
	};
	for (size_t i = 0; i < sizeof cases / sizeof *cases; i++) {
		long long ms = -1;
		int rc = contest_parse_time(cases[i].text, &ms);
		if (cases[i].ms < 0)
			ck_assert_msg(rc == -1, "'%s' was read as %lld", cases[i].text, ms);
		else
			ck_assert_msg(rc == 0 && ms == cases[i].ms, "'%s': %d, %lld", cases[i].text, rc, ms);
	}
	char buf[64];
	contest_format_time(1403686800500LL, buf, sizeof buf);
	ck_assert_str_eq(buf, "2014-06-25T09:00:00.500+00:00");
}
END_TEST

START_TEST(reltimes)
{
	static const struct {
		const char *text;
		long long ms; /* -1 with bad: refused */
		int bad;
	} cases[] = {
		{ "5:00:00", 18000000LL, 0 },
		{ "0:20:00", 1200000LL, 0 },
		{ "123:00:01.25", 442801250LL, 0 },
		{ "-0:03:38.749", -218749LL, 0 },
		{ "5:00", -1, 1 },
		{ "5:60:00", -1, 1 },
		{ "5:00:00 ", -1, 1 },
		{ ":00:00", -1, 1 },
		{ "1:0:00", -1, 1 },
	};
	for (size_t i = 0; i < sizeof cases / sizeof *cases; i++) {
		long long ms = 0;
		int rc = contest_parse_reltime(cases[i].text, &ms);
		if (cases[i].bad)
			ck_assert_msg(rc == -1, "'%s' was read as %lld", cases[i].text, ms);
		else
			ck_assert_msg(rc == 0 && ms == cases[i].ms, "'%s': %d, %lld", cases[i].text, rc, ms);
	}
	char buf[64];
	contest_format_reltime(4025000LL, buf, sizeof buf);
	ck_assert_str_eq(buf, "1:07:05.000");
	contest_format_reltime(-218749LL, buf, sizeof buf);
	ck_assert_str_eq(buf, "-0:03:38.749");
}
END_TEST

START_TEST(ids)
{
	ck_assert(contest_valid_id("team01"));
	ck_assert(contest_valid_id("a.b_c-d"));
	ck_assert(contest_valid_id("012345678901234567890123456789012345"));   /* 36 */
	ck_assert(!contest_valid_id("0123456789012345678901234567890123456")); /* 37 */
	ck_assert(!contest_valid_id(""));
	ck_assert(!contest_valid_id("-a"));
	ck_assert(!contest_valid_id(".a"));
	ck_assert(!contest_valid_id("a."));
	ck_assert(!contest_valid_id("a/b"));
	ck_assert(!contest_valid_id("a b"));
}
END_TEST

/* A row's id in a URL or a form: one spelling each, anything else 0 (a 404 or 400 for the caller). */
START_TEST(row_ids)
{
	ck_assert_int_eq(serve_parse_id("1"), 1);
	ck_assert_int_eq(serve_parse_id("42"), 42);
	ck_assert_int_eq(serve_parse_id("999999999999999999"), 999999999999999999LL); /* 18 digits */
	ck_assert_int_eq(serve_parse_id("1000000000000000000"), 0);                   /* 19 */
	ck_assert_int_eq(serve_parse_id("99999999999999999999"), 0);                  /* past long long */
	ck_assert_int_eq(serve_parse_id("007"), 0);
	ck_assert_int_eq(serve_parse_id("0"), 0);
	ck_assert_int_eq(serve_parse_id(""), 0);
	ck_assert_int_eq(serve_parse_id(NULL), 0);
	ck_assert_int_eq(serve_parse_id("+7"), 0);
	ck_assert_int_eq(serve_parse_id("-7"), 0);
	ck_assert_int_eq(serve_parse_id(" 7"), 0);
	ck_assert_int_eq(serve_parse_id("7 "), 0);
	ck_assert_int_eq(serve_parse_id("7/"), 0);
	ck_assert_int_eq(serve_parse_id("0x7"), 0);
}
END_TEST

START_TEST(starter_package_loads)
{
	char *dir = test_scratch_path("spring-camp");
	const char *problems[] = { "nimmove", "hdu1850", "wythoffmove" };
	struct contest_new_opts o = { .dir = dir, .root = root, .problems = problems, .nproblems = 3, .nteams = 12 };
	struct diag d;
	ck_assert_msg(contest_new(&o, &d) == 0, "%s", d.msg);
	struct contest *c = contest_load(dir, root, &d);
	ck_assert_msg(c != NULL, "%s", d.msg);
	ck_assert_str_eq(c->id, "spring-camp");
	ck_assert_int_eq(c->start_ms, 0);
	ck_assert_int_eq(c->duration_ms, 5 * 3600000LL);
	ck_assert_uint_eq(c->nproblems, 3);
	ck_assert_str_eq(c->problems[2].label, "C");
	ck_assert_str_eq(c->problems[2].id, "wythoffmove");
	ck_assert_uint_eq(c->nteams, 12);
	ck_assert_str_eq(c->teams[11].id, "team12");
	ck_assert_uint_eq(c->naccounts, 14);
	/* Passwords: 12 characters of the alphabet, all different (59 bits each). */
	for (size_t i = 0; i < c->naccounts; i++) {
		const char *pw = c->accounts[i].password;
		ck_assert_uint_eq(strlen(pw), 12);
		ck_assert_uint_eq(strspn(pw, "abcdefghjkmnpqrstuvwxyz23456789"), 12);
		for (size_t k = 0; k < i; k++)
			ck_assert_str_ne(pw, c->accounts[k].password);
	}
	ck_assert_int_eq(contest_account(c, "team07")->team, 6);
	ck_assert_int_eq(contest_account(c, "jury")->type, CONTEST_JUDGE);
	contest_free(c);
	/* The files hold passwords: the owner's alone. */
	char *acc = xasprintf("%s/accounts.yaml", dir);
	struct stat st;
	ck_assert_int_eq(stat(acc, &st), 0);
	ck_assert_int_eq(st.st_mode & 0777, 0600);
	free(acc);

	/* Again into the same folder: refused, nothing touched. */
	ck_assert_int_eq(contest_new(&o, &d), -1);
	char *want = xasprintf("'%s' exists and is not empty; give a new folder", dir);
	ck_assert_str_eq(d.msg, want);
	free(want);
	free(dir);
}
END_TEST

START_TEST(starter_refuses)
{
	char *dir = test_scratch_path("new");
	const char *typo[] = { "nimmove", "hdu185" };
	struct contest_new_opts o = { .dir = dir, .root = root, .problems = typo, .nproblems = 2, .nteams = 3 };
	struct diag d;
	ck_assert_int_eq(contest_new(&o, &d), -1);
	ck_assert_str_eq(d.msg,
	                 "--problems: no such problem 'hdu185' (no file 'problems/hdu185/problem.yaml'); did you mean "
	                 "'hdu1850'?");
	ck_assert_int_eq(access(dir, F_OK), -1); /* nothing made */
	const char *twice[] = { "nimmove", "nimmove" };
	o.problems = twice;
	ck_assert_int_eq(contest_new(&o, &d), -1);
	ck_assert_str_eq(d.msg, "--problems: 'nimmove' twice");
	o.nproblems = 1;
	o.nteams = 0;
	ck_assert_int_eq(contest_new(&o, &d), -1);
	ck_assert_str_eq(d.msg, "--teams: expected 1 to 999, got 0");
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
	Suite *s = suite_create("contest");
	TCase *tc = tcase_create("package");
	tcase_add_test(tc, good_package);
	tcase_add_test(tc, broken_packages);
	tcase_add_test(tc, hostile_files);
	tcase_add_test(tc, groups_and_organizations);
	tcase_add_test(tc, no_folder);
	tcase_add_test(tc, penalty_default);
	tcase_add_test(tc, medals);
	suite_add_tcase(s, tc);
	tc = tcase_create("types");
	tcase_add_test(tc, times);
	tcase_add_test(tc, reltimes);
	tcase_add_test(tc, ids);
	tcase_add_test(tc, row_ids);
	suite_add_tcase(s, tc);
	tc = tcase_create("new");
	tcase_add_test(tc, starter_package_loads);
	tcase_add_test(tc, starter_refuses);
	suite_add_tcase(s, tc);
	return test_run(s);
}
