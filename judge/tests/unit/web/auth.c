/*
 * unit/web/auth.c: web/auth.c, who is asking: argon2id passwords, HTTP basic
 * credentials, sessions, CSRF tokens, the Origin check and the token buckets
 * of login throttling and the submission rate. Sessions in memory here (the
 * store's own test covers its sessions' table).
 */
#include <check.h>
#include <stdlib.h>
#include <string.h>

#include <unistd.h>

#include "web/auth.h"
#include "store/store.h"
#include "store/store.h"
#include "util.h"

static struct auth *with_accounts(void)
{
	struct diag d;
	struct auth *a = auth_new("test", &d);
	ck_assert_ptr_nonnull(a);
	ck_assert_int_eq(auth_add_account(a, "team1", "pw-one", AUTH_TEAM, "t1", &d), 0);
	ck_assert_int_eq(auth_add_account(a, "jury", "pw:with:colons", AUTH_JUDGE, NULL, &d), 0);
	return a;
}

/* The account of a password check, NULL when refused; the check is never busy here. */
static const struct auth_account *password_ok(struct auth *a, const char *user, const char *pw)
{
	const struct auth_account *acc;
	enum auth_check r = auth_check_password(a, user, pw, &acc);
	ck_assert_int_ne(r, AUTH_BUSY);
	ck_assert((r == AUTH_OK) == (acc != NULL));
	return acc;
}

static const struct auth_account *basic_ok(struct auth *a, const char *header)
{
	const struct auth_account *acc;
	enum auth_check r = auth_check_basic(a, header, &acc);
	ck_assert_int_ne(r, AUTH_BUSY);
	ck_assert((r == AUTH_OK) == (acc != NULL));
	return acc;
}

START_TEST(passwords)
{
	struct auth *a = with_accounts();
	const struct auth_account *acc = password_ok(a, "team1", "pw-one");
	ck_assert_ptr_nonnull(acc);
	ck_assert_str_eq(acc->team_id, "t1");
	ck_assert_int_eq(acc->role, AUTH_TEAM);
	ck_assert_ptr_null(password_ok(a, "team1", "pw-onE"));
	ck_assert_ptr_null(password_ok(a, "team1", ""));
	ck_assert_ptr_null(password_ok(a, "team1", NULL));
	ck_assert_ptr_null(password_ok(a, "nobody", "pw-one"));
	ck_assert_ptr_null(password_ok(a, NULL, "pw-one"));
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
		const struct auth_account *acc = basic_ok(a, basic_cases[i].header);
		if (basic_cases[i].user)
			ck_assert_msg(acc && !strcmp(acc->username, basic_cases[i].user), "case %zu", i);
		else
			ck_assert_msg(!acc, "case %zu: '%s' accepted", i, basic_cases[i].header);
	}
	ck_assert_ptr_null(basic_ok(a, NULL));
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
	ck_assert_str_eq(basic_ok(a, good)->username, "team1");
	ck_assert_uint_eq(auth_verifications(a), n0 + 1);
	for (int i = 0; i < 5; i++)
		ck_assert_str_eq(basic_ok(a, good)->username, "team1");
	ck_assert_uint_eq(auth_verifications(a), n0 + 1);
	/* A wrong password for a remembered account is checked, refused, and forgets nothing. */
	ck_assert_ptr_null(basic_ok(a, wrong));
	ck_assert_ptr_null(basic_ok(a, wrong));
	ck_assert_uint_eq(auth_verifications(a), n0 + 3);
	ck_assert_str_eq(basic_ok(a, good)->username, "team1");
	ck_assert_uint_eq(auth_verifications(a), n0 + 3);
	/* Another account's credentials are its own; a name that is no account costs a check each time. */
	ck_assert_str_eq(basic_ok(a, jury)->username, "jury");
	ck_assert_ptr_null(basic_ok(a, stranger));
	ck_assert_ptr_null(basic_ok(a, stranger));
	ck_assert_uint_eq(auth_verifications(a), n0 + 6);
	/* The page login always checks. */
	ck_assert_ptr_nonnull(password_ok(a, "team1", "pw-one"));
	ck_assert_uint_eq(auth_verifications(a), n0 + 7);
	auth_free(a);
}
END_TEST

START_TEST(sessions_and_csrf)
{
	struct auth *a = with_accounts();
	const struct auth_account *team = password_ok(a, "team1", "pw-one");
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
	const char *origin, *host, *url;
	int ok;
} origin_cases[] = {
	{ NULL, "127.0.0.1:8080", NULL, 1 }, /* no Origin: a tool, not a browser */
	{ "http://127.0.0.1:8080", "127.0.0.1:8080", NULL, 1 },
	{ "https://judge.example", "judge.example", NULL, 1 },
	{ "http://JUDGE.example", "judge.example", NULL, 1 },
	{ "http://evil.example", "judge.example", NULL, 0 },
	{ "http://judge.example.evil.example", "judge.example", NULL, 0 },
	{ "http://127.0.0.1:8081", "127.0.0.1:8080", NULL, 0 },
	{ "null", "judge.example", NULL, 0 },
	{ "judge.example", "judge.example", NULL, 0 },
	{ "http://judge.example", NULL, NULL, 0 },
	/* Behind a proxy that rewrites Host (nginx's plain proxy_pass): the address teams use decides. */
	{ "https://judge.example", "127.0.0.1:8080", "https://judge.example/", 1 },
	{ "https://Judge.Example", "127.0.0.1:8080", "https://judge.example", 1 },
	{ "https://judge.example:8443", "127.0.0.1:8080", "https://judge.example:8443/", 1 },
	{ "http://judge.example", "judge.example", "https://judge.example/", 0 }, /* another scheme */
	{ "https://judge.example:444", "judge.example", "https://judge.example/", 0 },
	{ "https://judge.example.evil.example", "127.0.0.1:8080", "https://judge.example/", 0 },
	{ "http://127.0.0.1:8080", "127.0.0.1:8080", "https://judge.example/", 0 }, /* Host no more */
	{ NULL, "127.0.0.1:8080", "https://judge.example/", 1 },
};

START_TEST(origins)
{
	for (size_t i = 0; i < sizeof origin_cases / sizeof *origin_cases; i++)
		ck_assert_msg(auth_origin_ok(origin_cases[i].origin, origin_cases[i].host, origin_cases[i].url) ==
		                      origin_cases[i].ok,
		              "case %zu", i);
}
END_TEST

/*
 * A session belongs to the password it was opened with: a server started
 * again (a new auth on the same store) with the same accounts keeps it; with
 * another password, or another role, for the account it is refused.
 */
START_TEST(sessions_follow_the_password)
{
	struct diag d;
	char *path = xasprintf("%s/auth-store-%d.db", getenv("TMPDIR") ? getenv("TMPDIR") : "/tmp", (int)getpid());
	unlink(path);
	struct store *st = store_open(path, 0, &d);
	ck_assert_ptr_nonnull(st);
	struct auth *a = with_accounts();
	auth_use_store(a, st);
	char *token = auth_session_open(a, password_ok(a, "team1", "pw-one"), 3600);
	ck_assert_ptr_nonnull(token);
	ck_assert_str_eq(auth_session(a, token)->username, "team1");
	auth_free(a);
	/* Started again, the same accounts: the session is there. */
	a = with_accounts();
	auth_use_store(a, st);
	ck_assert_ptr_nonnull(auth_session(a, token));
	auth_free(a);
	/* Started again after the password changed: refused. */
	a = auth_new("test", &d);
	ck_assert_int_eq(auth_add_account(a, "team1", "pw-new", AUTH_TEAM, "t1", &d), 0);
	auth_use_store(a, st);
	ck_assert_ptr_null(auth_session(a, token));
	auth_free(a);
	/* The same password, but the account is the jury's now: refused too. */
	a = auth_new("test", &d);
	ck_assert_int_eq(auth_add_account(a, "team1", "pw-one", AUTH_JUDGE, NULL, &d), 0);
	auth_use_store(a, st);
	ck_assert_ptr_null(auth_session(a, token));
	auth_free(a);
	store_close(st);
	unlink(path);
	free(path);
	free(token);
}
END_TEST

/*
 * A reload keeps the hash of an unchanged password: the account added from
 * the old auth takes no password, so only the copied hash can let "pw-one"
 * in; another realm or a name the old auth lacks copies nothing.
 */
START_TEST(accounts_kept_across_a_reload)
{
	struct diag d;
	struct auth *was = with_accounts();
	struct auth *a = auth_new("test", &d);
	ck_assert_int_eq(auth_add_account_from(a, was, "team1", AUTH_TEAM, "t1"), 0);
	ck_assert_int_eq(auth_add_account_from(a, was, "nobody", AUTH_TEAM, "t9"), 1);
	const struct auth_account *acc = password_ok(a, "team1", "pw-one");
	ck_assert_ptr_nonnull(acc);
	ck_assert_str_eq(acc->team_id, "t1");
	ck_assert_ptr_null(password_ok(a, "team1", "pw-two"));
	ck_assert_ptr_null(password_ok(a, "nobody", "pw-one"));
	struct auth *other = auth_new("another contest", &d);
	ck_assert_int_eq(auth_add_account_from(other, was, "team1", AUTH_TEAM, "t1"), 1);
	ck_assert_ptr_null(password_ok(other, "team1", "pw-one"));
	auth_free(other);
	auth_free(a);
	auth_free(was);
}
END_TEST

/*
 * Failed logins: free ones, then delays that double up to a bound, for the
 * name from one address, the address, the name from anywhere. The waits are
 * whole seconds of delays far longer than the test: what is checked is the
 * delay given, not a time measured.
 */
START_TEST(login_delays)
{
	struct diag d;
	struct auth *a = auth_new("test", &d);
	struct auth_delays dl = { .pair_free = 2, .addr_free = 4, .user_free = 6, .first_s = 1000, .max_s = 3000 };
	auth_set_delays(a, &dl);
	ck_assert_int_eq(auth_login_wait(a, "team1", "10.0.0.1"), 0);
	auth_login_failed(a, "team1", "10.0.0.1");
	ck_assert_int_eq(auth_login_wait(a, "team1", "10.0.0.1"), 0);
	auth_login_failed(a, "team1", "10.0.0.1"); /* the pair's second: 1000 s */
	long w = auth_login_wait(a, "team1", "10.0.0.1");
	ck_assert_int_ge(w, 990);
	ck_assert_int_le(w, 1001);
	auth_login_failed(a, "team1", "10.0.0.1"); /* the third: doubled */
	w = auth_login_wait(a, "team1", "10.0.0.1");
	ck_assert_int_ge(w, 1990);
	ck_assert_int_le(w, 2001);
	auth_login_failed(a, "team1", "10.0.0.1"); /* the fourth: the address's first delay too, at most 3000 s */
	auth_login_failed(a, "team1", "10.0.0.1");
	w = auth_login_wait(a, "team1", "10.0.0.1");
	ck_assert_int_ge(w, 2990);
	ck_assert_int_le(w, 3001);
	/* The name from another address: free until the name's own count (6) is reached. */
	ck_assert_int_eq(auth_login_wait(a, "team1", "10.0.0.2"), 0);
	/* Another name from the guesser's address waits for the address. */
	ck_assert_int_gt(auth_login_wait(a, "team2", "10.0.0.1"), 0);
	ck_assert_int_eq(auth_login_wait(a, "team2", "10.0.0.2"), 0);
	auth_login_failed(a, "team1", "10.0.0.2"); /* the name's 6th failure: everyone waits for it */
	ck_assert_int_gt(auth_login_wait(a, "team1", "10.0.0.3"), 0);
	ck_assert_int_eq(auth_login_wait_known(a, "team1", "10.0.0.3"), 0); /* but the account's own browser */
	ck_assert_int_gt(auth_login_wait_known(a, "team1", "10.0.0.1"), 0); /* not from the guesser's address */
	/* The right password (from the second address) forgets the name's failures, not the first address's. */
	auth_login_passed(a, "team1", "10.0.0.2");
	ck_assert_int_eq(auth_login_wait(a, "team1", "10.0.0.3"), 0);
	ck_assert_int_gt(auth_login_wait(a, "team2", "10.0.0.1"), 0);
	auth_free(a);
}
END_TEST

/* Failed logins are kept in the store when there is one: a restarted HTTP process keeps their delays. */
START_TEST(login_delays_in_the_store)
{
	struct diag d;
	char *path = xasprintf("%s/auth-fails-%d.db", getenv("TMPDIR") ? getenv("TMPDIR") : "/tmp", (int)getpid());
	unlink(path);
	struct store *st = store_open(path, 0, &d);
	ck_assert_ptr_nonnull(st);
	struct auth_delays dl = { .pair_free = 2, .addr_free = 50, .user_free = 50, .first_s = 1000, .max_s = 3000 };
	struct auth *a = auth_new("test", &d);
	auth_set_delays(a, &dl);
	auth_use_store(a, st);
	auth_login_failed(a, "team1", "10.0.0.1");
	auth_login_failed(a, "team1", "10.0.0.1");
	ck_assert_int_gt(auth_login_wait(a, "team1", "10.0.0.1"), 990);
	auth_free(a);
	a = auth_new("test", &d); /* started again */
	auth_set_delays(a, &dl);
	auth_use_store(a, st);
	long w = auth_login_wait(a, "team1", "10.0.0.1");
	ck_assert_int_ge(w, 990);
	ck_assert_int_le(w, 1001);
	ck_assert_int_eq(auth_login_wait(a, "team1", "10.0.0.2"), 0);
	auth_login_passed(a, "team1", "10.0.0.1");
	ck_assert_int_eq(auth_login_wait(a, "team1", "10.0.0.1"), 0);
	auth_free(a);
	store_close(st);
	unlink(path);
	free(path);
}
END_TEST

/* Device tokens: of one account, with its password now, not forged. */
START_TEST(device_tokens)
{
	struct diag d;
	struct auth *a = with_accounts();
	char *t = auth_device_token(a, password_ok(a, "team1", "pw-one"));
	ck_assert_uint_eq(strlen(t), 64);
	ck_assert(auth_device_ok(a, "team1", t));
	ck_assert(!auth_device_ok(a, "jury", t));
	ck_assert(!auth_device_ok(a, "nobody", t));
	ck_assert(!auth_device_ok(a, "team1", NULL));
	ck_assert(!auth_device_ok(a, "team1", "00"));
	char forged[65];
	memcpy(forged, t, 65);
	forged[63] = forged[63] == '0' ? '1' : '0';
	ck_assert(!auth_device_ok(a, "team1", forged));
	auth_free(a);
	a = with_accounts(); /* started again: still good */
	ck_assert(auth_device_ok(a, "team1", t));
	auth_free(a);
	a = auth_new("test", &d); /* another password: void */
	ck_assert_int_eq(auth_add_account(a, "team1", "pw-new", AUTH_TEAM, "t1", &d), 0);
	ck_assert(!auth_device_ok(a, "team1", t));
	auth_free(a);
	free(t);
}
END_TEST

START_TEST(token_buckets)
{
	struct diag d;
	struct auth *a = auth_new("test", &d);
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
	tcase_add_test(tc, sessions_follow_the_password);
	tcase_add_test(tc, accounts_kept_across_a_reload);
	tcase_add_test(tc, login_delays);
	tcase_add_test(tc, login_delays_in_the_store);
	tcase_add_test(tc, device_tokens);
	suite_add_tcase(s, tc);
	SRunner *sr = srunner_create(s);
	srunner_run_all(sr, CK_NORMAL);
	int failed = srunner_ntests_failed(sr);
	srunner_free(sr);
	return failed ? 1 : 0;
}
