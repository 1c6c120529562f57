/*
 * api-json: what the Contest API's answers decide without I/O. The
 * scoreboard's time (api_board_time()) is the time of the event after which
 * it was made (Contest_API.md, 2023-06), from a table of cases: the latest
 * change of the state or of the submissions and judgements it counts, none
 * later than now, and end_of_updates once the updates have ended, however
 * late the scoreboard is asked for.
 */
#define _GNU_SOURCE
#include <check.h>

#include "web/api-int.h"
#include "testutil.h"

#define BASE   1800000000000LL /* 2027-01-15T08:00:00Z */
#define MIN(m) (BASE + (long long)(m)*60000LL)

static const struct {
	const char *what;
	struct api_state_times st; /* started, frozen, ended, thawed, finalized, end_of_updates */
	long long last, now, want;
} cases[] = {
	{ "before the start: no event, made now", { 0 }, 0, MIN(-5), MIN(-5) },
	{ "started, nothing submitted: the start", { MIN(0) }, 0, MIN(30), MIN(0) },
	{ "the last judgement", { MIN(0) }, MIN(12), MIN(30), MIN(12) },
	{ "the freeze after the last judgement", { MIN(0), MIN(100) }, MIN(90), MIN(110), MIN(100) },
	{ "a submission during the freeze", { MIN(0), MIN(100) }, MIN(105), MIN(110), MIN(105) },
	{ "the end", { MIN(0), MIN(100), MIN(120) }, MIN(105), MIN(121), MIN(120) },
	{ "a judgement after the end", { MIN(0), MIN(100), MIN(120) }, MIN(122), MIN(125), MIN(122) },
	{ "the thaw", { MIN(0), MIN(100), MIN(120), MIN(125) }, MIN(122), MIN(126), MIN(125) },
	{ "finalized: the end of updates",
	  { MIN(0), MIN(100), MIN(120), MIN(125), MIN(130), MIN(130) },
	  MIN(122),
	  MIN(131),
	  MIN(130) },
	{ "the end of updates, a day later",
	  { MIN(0), MIN(100), MIN(120), MIN(125), MIN(130), MIN(130) },
	  MIN(122),
	  MIN(1440),
	  MIN(130) },
	{ "the end of updates, a judgement after it (a rejudge)",
	  { MIN(0), MIN(100), MIN(120), MIN(125), MIN(130), MIN(130) },
	  MIN(200),
	  MIN(1440),
	  MIN(130) },
	{ "never frozen, finalized", { MIN(0), 0, MIN(120), 0, MIN(130), MIN(130) }, MIN(90), MIN(500), MIN(130) },
	{ "an event said to come after now (another machine's clock)", { MIN(0) }, MIN(31), MIN(30), MIN(30) },
};

START_TEST(board_time_from_the_table)
{
	for (size_t i = 0; i < sizeof cases / sizeof *cases; i++) {
		long long got = api_board_time(&cases[i].st, cases[i].last, cases[i].now);
		ck_assert_msg(got == cases[i].want, "%s: expected minute %lld, got minute %lld (%lld ms)",
		              cases[i].what, (cases[i].want - BASE) / 60000, (got - BASE) / 60000, got);
	}
}
END_TEST

int main(void)
{
	const TTest *const tests[] = { board_time_from_the_table, NULL };
	return test_run_case("api-json", "the scoreboard's time", tests);
}
