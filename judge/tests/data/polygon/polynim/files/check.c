/* The winner, First or Second, in any case of letters; testlib's convention (check.h). */
#include <strings.h>

#include "check.h"

int main(int argc, char **argv)
{
	check_init(argc, argv);
	const char *want = ck_token(&ck_ans, "the answer");
	char expected[16];
	snprintf(expected, sizeof expected, "%s", want);
	const char *got = ck_token(&ck_out, "the winner");
	if (strcasecmp(got, "First") && strcasecmp(got, "Second"))
		presentation("expected First or Second, got '%s'", got);
	if (strcasecmp(got, expected))
		wrong("expected %s, got %s", expected, got);
	ck_expect_eof(&ck_out);
	accept();
}
