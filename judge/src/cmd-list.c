#include <stdio.h>
#include <stdlib.h>

#include "cmd.h"
#include "exitcode.h"
#include "problem.h"
#include "report.h"

int cmd_list(struct cli *cli)
{
	struct diag d;
	size_t n;
	char **ids = problem_list(cli->root, &n, &d);
	if (!ids) {
		cli_error("%s", d.msg);
		return EXIT_USAGE;
	}
	int rc = EXIT_ACCEPTED;
	printf("%-10s %-40s %7s %8s %6s\n", "problem", "title", "time", "memory", "tests");
	for (size_t i = 0; i < n; i++) {
		struct problem *p = problem_load(cli->root, ids[i], 0, &d);
		if (!p) {
			cli_error("%s", d.msg);
			rc = EXIT_USAGE;
		} else {
			/* The title may be an imported package's name: escaped for the terminal. */
			char *title = report_text_escape(p->title);
			printf("%-10s %-40.40s %6.1fs %5ldMiB %6zu\n", p->id, title, (double)p->limits.time_ms / 1000.0,
			       p->limits.memory_kb / 1024, p->ntests);
			free(title);
			problem_free(p);
		}
		free(ids[i]);
	}
	free(ids);
	return rc;
}
