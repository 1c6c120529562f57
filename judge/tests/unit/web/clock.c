/*
 * clock: the jury's acts on the contest's clock (web/clock.h), decided by
 * a pure function: the case table data/clock-cases.txt gives each act in
 * each state of the clock, and the exact sentence logged or the refusal.
 * Then which start wins at start-up, and the acts' names.
 */
#define _GNU_SOURCE
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "web/clock.h"
#include "testutil.h"
#include "util.h"

#define BASE   1800000000000LL /* 2027-01-15T08:00:00Z */
#define MIN(m) (BASE + (long long)(m)*60000LL)

/* A time of the table: minutes after BASE, or "-" for none (0). */
static long long table_time(const char *field)
{
	return strcmp(field, "-") ? MIN(atol(field)) : 0;
}

/* One line of the table; 0 when it holds no case (a comment or blank). */
static int check_line(char *line, int lineno)
{
	char action[16], f[4][16];
	long dur, freeze, now;
	int status, used = 0;
	if (line[0] == '#' || !test_trim(line)[0])
		return 0;
	int fields = sscanf(line, "%15s %15s %15s %15s %15s %ld %ld %ld | %d | %n", action, f[0], f[1], f[2], f[3],
	                    &dur, &freeze, &now, &status, &used);
	ck_assert_msg(fields == 9 && used, "clock-cases.txt:%d: cannot read the case", lineno);
	struct clock_state st = { .scheduled_ms = table_time(f[0]),
		                  .started_ms = table_time(f[1]),
		                  .ended_ms = table_time(f[2]),
		                  .thawed_ms = table_time(f[3]),
		                  .duration_ms = dur * 60000,
		                  .freeze_ms = freeze * 60000 };
	enum clock_action a;
	ck_assert_msg(clock_action_parse(action, &a) == 0, "clock-cases.txt:%d: action '%s'", lineno, action);
	char what[512];
	int got = clock_decide(&st, a, MIN(now), what, sizeof what);
	ck_assert_msg(got == status && !strcmp(what, line + used), "clock-cases.txt:%d: expected %d '%s', got %d '%s'",
	              lineno, status, line + used, got, what);
	return 1;
}

/* Finalize is taken once: a second is refused with when the first was. */
START_TEST(finalize_once)
{
	struct clock_state st = { .started_ms = MIN(0), .finalized_ms = MIN(130), .duration_ms = 120 * 60000 };
	char what[256];
	ck_assert_int_eq(clock_decide(&st, CLOCK_FINALIZE, MIN(140), what, sizeof what), 409);
	ck_assert_str_eq(what, "the results were finalized already (2027-01-15T10:10:00Z)");
}
END_TEST

START_TEST(acts_from_the_table)
{
	char *text = test_read_data("clock-cases.txt"), *save = NULL;
	int lineno = 0, cases = 0;
	for (char *line = strtok_r(text, "\n", &save); line; line = strtok_r(NULL, "\n", &save))
		cases += check_line(line, ++lineno);
	ck_assert_int_ge(cases, 20);
	free(text);
}
END_TEST

/* The store's recorded start wins over contest.yaml's once the contest has started; a start_time past is recorded. */
START_TEST(startup_says_which_start_wins)
{
	char line[512];
	struct clock_state st = { .scheduled_ms = MIN(60), .started_ms = MIN(0) };
	ck_assert_int_eq(clock_startup(&st, MIN(10), line, sizeof line), CLOCK_STARTUP_SAY);
	ck_assert_str_eq(line, "clock: the contest started at 2027-01-15T08:00:00Z, as the store records; "
	                       "contest.yaml's start_time 2027-01-15T09:00:00Z is not used (once the contest has "
	                       "started, the recorded start wins)");
	st = (struct clock_state){ .scheduled_ms = MIN(0) };
	ck_assert_int_eq(clock_startup(&st, MIN(10), line, sizeof line), CLOCK_STARTUP_RECORD);
	ck_assert_str_eq(line, "started at contest.yaml's start_time 2027-01-15T08:00:00Z");
	/* Before a scheduled start, or when both agree, or with no start_time: nothing to record or say. */
	ck_assert_int_eq(clock_startup(&st, MIN(-10), line, sizeof line), CLOCK_STARTUP_NOTHING);
	st.started_ms = MIN(0);
	ck_assert_int_eq(clock_startup(&st, MIN(10), line, sizeof line), CLOCK_STARTUP_NOTHING);
	st = (struct clock_state){ .started_ms = MIN(0) };
	ck_assert_int_eq(clock_startup(&st, MIN(10), line, sizeof line), CLOCK_STARTUP_NOTHING);
	ck_assert_str_eq(line, "");
}
END_TEST

/* An admin schedules the start or pauses the countdown until 30 s before the start; never a start past. */
START_TEST(schedule_until_30_s_before)
{
	char what[256];
	struct clock_state st = { .scheduled_ms = MIN(60), .duration_ms = 120 * 60000LL };
	ck_assert_int_eq(clock_decide_schedule(&st, MIN(90), MIN(10), what, sizeof what), 0);
	ck_assert_str_eq(what, "start scheduled at 2027-01-15T09:30:00Z");
	ck_assert_int_eq(clock_decide_schedule(&st, 0, MIN(10), what, sizeof what), 0);
	ck_assert_str_eq(what, "countdown paused");
	ck_assert_int_eq(clock_decide_schedule(&st, MIN(5), MIN(10), what, sizeof what), 403);
	ck_assert_str_eq(what, "start_time: in the past; a start is scheduled at least 30 s ahead");
	ck_assert_int_eq(clock_decide_schedule(&st, MIN(10) + 29999, MIN(10), what, sizeof what), 403);
	ck_assert_str_eq(what, "start_time: within 30 s; a start is scheduled at least 30 s ahead");
	ck_assert_int_eq(clock_decide_schedule(&st, MIN(10) + 30000, MIN(10), what, sizeof what), 0);
	ck_assert_int_eq(clock_decide_schedule(&st, MIN(90), MIN(60) - 30000, what, sizeof what), 403);
	ck_assert_str_eq(what, "the contest starts within 30 s: its start can no longer be changed");
	st = (struct clock_state){ .started_ms = MIN(0), .duration_ms = 120 * 60000LL };
	ck_assert_int_eq(clock_decide_schedule(&st, 0, MIN(10), what, sizeof what), 403);
	ck_assert_str_eq(what, "the contest has started: its start can no longer be changed");
	st = (struct clock_state){ .duration_ms = 120 * 60000LL }; /* paused, or never scheduled */
	ck_assert_int_eq(clock_decide_schedule(&st, MIN(11), MIN(10), what, sizeof what), 0);
}
END_TEST

START_TEST(action_names)
{
	enum clock_action a;
	ck_assert_int_eq(clock_action_parse("thaw", &a), 0);
	ck_assert_int_eq(a, CLOCK_THAW);
	ck_assert_str_eq(clock_state_name(a), "thaw_ms");
	ck_assert_int_eq(clock_action_parse("restart", &a), -1);
	ck_assert_int_eq(clock_action_parse(NULL, &a), -1);
	/* An end by hand is the contest's end only when earlier than the scheduled one. */
	struct clock_state st = { .started_ms = MIN(0), .ended_ms = MIN(50), .duration_ms = 120 * 60000LL };
	ck_assert_int_eq(clock_end(&st), MIN(50));
	st.ended_ms = MIN(150);
	ck_assert_int_eq(clock_end(&st), MIN(120));
}
END_TEST

int main(void)
{
	Suite *s = suite_create("clock");
	TCase *tc = tcase_create("the jury's acts");
	tcase_add_test(tc, acts_from_the_table);
	tcase_add_test(tc, finalize_once);
	tcase_add_test(tc, startup_says_which_start_wins);
	tcase_add_test(tc, schedule_until_30_s_before);
	tcase_add_test(tc, action_names);
	suite_add_tcase(s, tc);
	return test_run(s);
}
