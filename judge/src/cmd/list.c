#include <stdio.h>
#include <stdlib.h>

#include "cmd/cmd.h"
#include "exitcode.h"
#include "run/languages.h"
#include "problem/problem.h"
#include "report/report.h"
#include "util.h"

/*
 * After the table and a blank line: the languages whose limits differ from a problem's own (where
 * its manifest gives no limits.others, the archive's for the other languages), as
 * a statement of the archives says "2000/1000 MS (Java/Others)": time times
 * the language's factor, memory plus its allowance (judge/languages.yaml).
 */
static int list_languages(const char *root)
{
	struct diag d;
	char *path = xasprintf("%s/judge/languages.yaml", root);
	struct lang_table *t = lang_load(path, &d);
	free(path);
	if (!t) {
		cli_error("%s", d.msg);
		return -1;
	}
	const char *sep = "\nper language: time x factor, memory + allowance: ";
	for (size_t i = 0; i < t->n; i++) {
		const struct language *l = &t->langs[i];
		if (!l->extensions[0] || (l->time_factor == 1 && !l->memory_allowance))
			continue;
		printf("%s%s x%g +%ldMiB", sep, l->name, l->time_factor, l->memory_allowance);
		sep = ", ";
	}
	if (sep[0] != ',')
		printf("\nper language: every language has the problem's own limits");
	printf("\n");
	lang_free(t);
	return 0;
}

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
	printf("%-10s %-40s %7s %8s %6s %5s\n", "problem", "title", "time", "memory", "tests", "hints");
	for (size_t i = 0; i < n; i++) {
		struct problem *p = problem_load(cli->root, ids[i], 0, &d);
		if (!p) {
			cli_error("%s", d.msg);
			rc = EXIT_USAGE;
		} else {
			/* The title may be an imported package's name: escaped for the terminal. */
			char *title = report_text_escape(p->title);
			/* hints: the problem has an explorer, so `judge serve` can give hints on it. */
			printf("%-10s %-40.40s %6.1fs %5ldMiB %6zu %5s", p->id, title, (double)p->limits.time_ms / 1000.0,
			       p->limits.memory_kb / 1024, p->ntests, p->explore ? "yes" : "no");
			/* The archive's own limits for the other languages (limits.others), beside C and C++'s. */
			if (p->has_others)
				printf("  others: %.1fs %ldMiB", (double)p->others.time_ms / 1000.0, p->others.memory_kb / 1024);
			putchar('\n');
			free(title);
			problem_free(p);
		}
		free(ids[i]);
	}
	free(ids);
	if (list_languages(cli->root) < 0)
		rc = EXIT_USAGE;
	return rc;
}
