/*
 * cmd/export.c: `judge export ID OUTDIR [--zip] [--json]`, one problem as a
 * Kattis problem package (export.h). The package's path and size go to
 * stdout, what was not carried over to stderr as a list, whatever the format.
 */
#include <stdio.h>

#include "cmd/cmd.h"
#include "exitcode.h"
#include "package/kattis-export.h"
#include "report/report.h"

static void print_notes(const char *id, const struct strv *notes)
{
	if (!notes->n)
		return;
	fprintf(stderr, "%s: not exported, or changed on the way:\n", id);
	/* A note may name a file of an imported package: escaped for the terminal. */
	for (size_t i = 0; i < notes->n; i++) {
		fputs("  - ", stderr);
		report_put_text(stderr, notes->v[i]);
		fputc('\n', stderr);
	}
}

static void print_json(const struct export_result *r)
{
	json_t *notes = json_array();
	for (size_t i = 0; i < r->notes.n; i++)
		json_array_append_new(notes, json_string(r->notes.v[i]));
	json_t *o = json_pack("{s:s, s:I, s:o}", "package", r->package, "files", (json_int_t)r->files, "notes", notes);
	report_print_json(stdout, o);
	json_decref(o);
}

int cmd_export(struct cli *cli)
{
	struct diag d;
	struct export_result r;
	const char *id = cli->args[0];
	if (export_problem(cli->root, id, cli->args[1], cli->zip, &r, &d) < 0) {
		cli_error("%s", d.msg);
		return EXIT_USAGE;
	}
	if (cli->json)
		print_json(&r);
	else
		printf("%s: %s, a Kattis problem package of %zu files\n", id, r.package, r.files);
	print_notes(id, &r.notes);
	export_result_free(&r);
	return EXIT_ACCEPTED;
}
