/* exitcode.h: the judge's exit statuses, as README.md ("Exit status") and docs/contestant.md promise them. */
#ifndef EXITCODE_H
#define EXITCODE_H

enum exit_code {
	EXIT_ACCEPTED = 0,     /* accepted, or valid */
	EXIT_REJECTED = 1,     /* judged and not accepted, or validation found faults */
	EXIT_USAGE = 2,        /* usage or manifest error; nothing judged */
	EXIT_JUDGE_FAILED = 3, /* the judge itself failed */
};

#endif
