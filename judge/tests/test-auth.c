/*
 * test-auth.c: serve/auth.c, who is asking: argon2id passwords, HTTP basic
 * credentials, sessions, CSRF tokens, the Origin check and the token buckets
 * of login throttling and the submission rate. Sessions in memory here (the
 * store's own test covers its sessions' table).
 */
#include <check.h>
#include <stdlib.h>
#include <string.h>

#include "serve/auth.h"

static struct auth *with_accounts(void)
{
	struct diag d;
	struct auth *a = auth_new(&d);
	ck_assert_ptr_nonnull(a);
	ck_assert_int_eq(auth_add_account(a, "team1", "pw-one", AUTH_TEAM, "t1", &d), 0);
	ck_assert_int_eq(auth_add_account(a, "jury", "pw:with:colons", AUTH_JUDGE, NULL, &d), 0);
	return a;
}

START_TEST(passwords)
{
	struct auth *a = with_accounts();
	const struct auth_account *acc = auth_check_password(a, "team1", "pw-one");
	ck_assert_ptr_nonnull(acc);
	ck_assert_str_eq(acc->team_id, "t1");
	ck_assert_int_eq(acc->role, AUTH_TEAM);
	ck_assert_ptr_null(auth_check_password(a, "team1", "pw-onE"));
	ck_assert_ptr_null(auth_check_password(a, "team1", ""));
	ck_assert_ptr_null(auth_check_password(a, "team1", NULL));
	ck_assert_ptr_null(auth_check_password(a, "nobody", "pw-one"));
	ck_assert_ptr_null(auth_check_password(a, NULL, "pw-one"));
	auth_free(a);
}
END_TEST

/* HTTP basic credentials: "Basic " and base64 of "user:password" (the password may hold colons). */
static const struct {
	const char *header;
	const char *user; /* NULL: refused */
} basic_cases[] = {
	{ "Basic dGVhbTE6cHctb25l", "team1" },            /* team1:pw-one */
	{ "basic dGVhbTE6cHctb25l", "team1" },            /* the scheme's case does not matter */
	{ "Basic anVyeTpwdzp3aXRoOmNvbG9ucw==", "jury" }, /* jury:pw:with:colons */
	{ "Basic dGVhbTE6cHctdHdv", NULL },               /* team1:pw-two */
	{ "Basic dGVhbTFwdy1vbmU=", NULL },               /* team1pw-one: no colon */
	{ "Basic !!!!", NULL },                           /* not base64 */
	{ "Bearer dGVhbTE6cHctb25l", NULL },              /* another scheme */
	{ "Basic dGVhbTEAOnB3LW9uZQ==", NULL },           /* team1\0:pw-one: a NUL in the name */
	{ "", NULL },
};

START_TEST(basic_credentials)
{
	struct auth *a = with_accounts();
	for (size_t i = 0; i < sizeof basic_cases / sizeof *basic_cases; i++) {
		const struct auth_account *acc = auth_check_basic(a, basic_cases[i].header);
		if (basic_cases[i].user)
			ck_assert_msg(acc && !strcmp(acc->username, basic_cases[i].user), "case %zu", i);
		else
			ck_assert_msg(!acc, "case %zu: '%s' accepted", i, basic_cases[i].header);
	}
	ck_assert_ptr_null(auth_check_basic(a, NULL));
	auth_free(a);
}
END_TEST

/* A tool polling with the same basic credentials pays argon2id once; anything else pays it each time. */
START_TEST(basic_remembered)
{
	struct auth *a = with_accounts();
	const char *good = "Basic dGVhbTE6cHctb25l", *wrong = "Basic dGVhbTE6cHctdHdv"; /* team1:pw-one, team1:pw-two */
	const char *jury = "Basic anVyeTpwdzp3aXRoOmNvbG9ucw==", *stranger = "Basic bm9ib2R5OnB3LW9uZQ=="; /* nobody:pw-one */
	unsigned long n0 = auth_verifications(a);
	ck_assert_str_eq(auth_check_basic(a, good)->username, "team1");
	ck_assert_uint_eq(auth_verifications(a), n0 + 1);
	for (int i = 0; i < 5; i++)
		ck_assert_str_eq(auth_check_basic(a, good)->username, "team1");
	ck_assert_uint_eq(auth_verifications(a), n0 + 1);
	/* A wrong password for a remembered account is checked, refused, and forgets nothing. */
	ck_assert_ptr_null(auth_check_basic(a, wrong));
	ck_assert_ptr_null(auth_check_basic(a, wrong));
	ck_assert_uint_eq(auth_verifications(a), n0 + 3);
	ck_assert_str_eq(auth_check_basic(a, good)->username, "team1");
	ck_assert_uint_eq(auth_verifications(a), n0 + 3);
	/* Another account's credentials are its own; a name that is no account costs a check each time. */
	ck_assert_str_eq(auth_check_basic(a, jury)->username, "jury");
	ck_assert_ptr_null(auth_check_basic(a, stranger));
	ck_assert_ptr_null(auth_check_basic(a, stranger));
	ck_assert_uint_eq(auth_verifications(a), n0 + 6);
	/* The page login always checks. */
	ck_assert_ptr_nonnull(auth_check_password(a, "team1", "pw-one"));
	ck_assert_uint_eq(auth_verifications(a), n0 + 7);
	auth_free(a);
}
END_TEST

START_TEST(sessions_and_csrf)
{
	struct auth *a = with_accounts();
	const struct auth_account *team = auth_check_password(a, "team1", "pw-one");
	char *t1 = auth_session_open(a, team, 3600), *t2 = auth_session_open(a, team, 3600);
	ck_assert_uint_eq(strlen(t1), 64);
	ck_assert_str_ne(t1, t2);
	ck_assert_ptr_eq(auth_session(a, t1), team);
	char c1[65], c2[65];
	auth_csrf(a, t1, c1);
	auth_csrf(a, t2, c2);
	ck_assert_str_ne(c1, c2);
	ck_assert(auth_csrf_ok(a, t1, c1));
	ck_assert(!auth_csrf_ok(a, t1, c2)); /* another session's token */
	ck_assert(!auth_csrf_ok(a, t1, NULL));
	ck_assert(!auth_csrf_ok(a, t1, ""));
	ck_assert(!auth_csrf_ok(a, NULL, c1));
	char shorter[65];
	memcpy(shorter, c1, 63);
	shorter[63] = '\0';
	ck_assert(!auth_csrf_ok(a, t1, shorter));
	auth_session_close(a, t1);
	ck_assert_ptr_null(auth_session(a, t1));
	ck_assert_ptr_eq(auth_session(a, t2), team);
	ck_assert_ptr_null(auth_session(a, "not-a-token"));
	char *expired = auth_session_open(a, team, -1);
	ck_assert_ptr_null(auth_session(a, expired));
	free(t1), free(t2), free(expired);
	auth_free(a);
}
END_TEST

static const struct {
	const char *origin, *host;
	int ok;
} origin_cases[] = {
	{ NULL, "127.0.0.1:8080", 1 }, /* no Origin: a tool, not a browser */
	{ "http://127.0.0.1:8080", "127.0.0.1:8080", 1 },
	{ "https://judge.example", "judge.example", 1 },
	{ "http://JUDGE.example", "judge.example", 1 },
	{ "http://evil.example", "judge.example", 0 },
	{ "http://judge.example.evil.example", "judge.example", 0 },
	{ "http://127.0.0.1:8081", "127.0.0.1:8080", 0 },
	{ "null", "judge.example", 0 },
	{ "judge.example", "judge.example", 0 },
	{ "http://judge.example", NULL, 0 },
};

START_TEST(origins)
{
	for (size_t i = 0; i < sizeof origin_cases / sizeof *origin_cases; i++)
		ck_assert_msg(auth_origin_ok(origin_cases[i].origin, origin_cases[i].host) == origin_cases[i].ok,
		              "case %zu", i);
}
END_TEST

START_TEST(token_buckets)
{
	struct diag d;
	struct auth *a = auth_new(&d);
	/* Three at once, then one a minute: the fourth waits a minute. */
	for (int i = 0; i < 3; i++)
		ck_assert_int_eq(auth_rate_take(a, "submit:t1", 3, 1), 0);
	long wait = auth_rate_take(a, "submit:t1", 3, 1);
	ck_assert_int_ge(wait, 59);
	ck_assert_int_le(wait, 61);
	/* Another key has its own bucket; checking takes nothing. */
	ck_assert_int_eq(auth_rate_check(a, "submit:t2", 1, 1), 0);
	ck_assert_int_eq(auth_rate_check(a, "submit:t2", 1, 1), 0);
	ck_assert_int_eq(auth_rate_take(a, "submit:t2", 1, 1), 0);
	ck_assert_int_gt(auth_rate_check(a, "submit:t2", 1, 1), 0);
	auth_free(a);
}
END_TEST

int main(void)
{
	Suite *s = suite_create("auth");
	TCase *tc = tcase_create("accounts");
	tcase_set_timeout(tc, 30);
	tcase_add_test(tc, passwords);
	tcase_add_test(tc, basic_credentials);
	tcase_add_test(tc, basic_remembered);
	suite_add_tcase(s, tc);
	tc = tcase_create("sessions");
	tcase_add_test(tc, sessions_and_csrf);
	tcase_add_test(tc, origins);
	tcase_add_test(tc, token_buckets);
	suite_add_tcase(s, tc);
	SRunner *sr = srunner_create(s);
	srunner_run_all(sr, CK_NORMAL);
	int failed = srunner_ntests_failed(sr);
	srunner_free(sr);
	return failed ? 1 : 0;
}
