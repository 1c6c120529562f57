/*
 * cli.c: the command line, read against two tables.
 *
 * Each command is one row of `commands` (name, function, operands, help) and
 * each option is one row of `options` (name, value, help, the commands it
 * applies to, where its value goes in struct cli). getopt's table, the usage
 * line of every command, the help text and the "does not apply" error all come
 * from these rows, so an option is added in one place: its row (and its field
 * in struct cli).
 */
#define _GNU_SOURCE
#include <errno.h>
#include <getopt.h>
#include <limits.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "cmd/cmd.h"
#include "exitcode.h"
#include "util.h"

#define JUDGE_VERSION "0.1.0"

static const struct command {
	const char *name;
	int (*run)(struct cli *);
	const char *operands; /* the usage line's operands; its options come from the option table */
	const char *help;
	int min_args, max_args;
} commands[] = {
	{ "list", cmd_list, "", "problems, limits, test counts", 0, 0 },
	{ "submit", cmd_submit, "PROBLEM|PACKAGE FILE",
	  "judge one file; PACKAGE: a Kattis problem package's folder, judged in place", 2, 2 },
	{ "regen", cmd_regen, "[PROBLEM...]", "rebuild inputs and expected outputs", 0, INT_MAX },
	{ "validate", cmd_validate, "[PROBLEM|PACKAGE...]",
	  "the problem setter's proof that a problem (or a Kattis package, in place) is sound", 0, INT_MAX },
	{ "compare", cmd_compare, "DIR",
	  "judge DIR/<team>/<problem>.<ext> and print a scoreboard; each file stops at its first rejected test", 1,
	  1 },
	{ "explore", cmd_explore, "PROBLEM",
	  "the table of small positions, its pattern with the evidence, a picture", 1, 1 },
	{ "play", cmd_play, "PROBLEM", "play an interactive problem's game against its interactor, in the terminal", 1,
	  1 },
	{ "export", cmd_export, "PROBLEM OUTDIR",
	  "write the problem as a Kattis problem package (legacy format) in OUTDIR", 2, 2 },
	{ "new", cmd_new, "ID",
	  "the skeleton of a new problem: every file it needs, each failing with \"fill me in\" until written", 1,
	  1 },
	{ "contest", cmd_contest, "new|check DIR",
	  "a contest package for judge serve: new writes a starter with random passwords, check reads one", 2, 2 },
	{ "import", cmd_import, "DIR|FILE.zip",
	  "make the Kattis or Polygon package DIR a problem of this repository; lists what is not carried over", 1, 1 },
	{ "serve", cmd_serve, "CONTEST_DIR",
	  "a live session in the browser: pages, scoreboard and the Contest API over HTTP, judged as it goes", 1, 1 },
	{ "worker", cmd_worker, "CONTEST_DIR",
	  "judge the submissions of a session whose store is elsewhere (judge serve --db postgresql://...)", 1, 1 },
	{ "mutants", cmd_mutants, "PROBLEM",
	  "how strong the tests are: single-point mutants of the reference, judged; survivors compared with it", 1,
	  1 },
};
#define NCOMMANDS (sizeof commands / sizeof commands[0])

enum opt_kind {
	OPT_FLAG,   /* no value: the int field becomes 1 */
	OPT_TEXT,   /* a value kept as written */
	OPT_NUMBER, /* a whole number in min..max, into a long (an int for -j) */
	OPT_LIST,   /* may be given again: each value appended */
	OPT_MAYBE,  /* --json[=FILE]: a flag, and a value where value_for allows one */
	OPT_HELP,
	OPT_VERSION,
};

#define FIELD(f) offsetof(struct cli, f)
#define NONE ((size_t)-1)

/*
 * Every option. commands: the commands it applies to, separated by spaces;
 * NULL: every command. inside: in a usage line, shown within that option's
 * brackets when both apply ("[--html FILE [--wall]]"). The order is the order
 * of the usage lines.
 */
static const struct option_row {
	const char *name;
	char letter; /* its one-letter form, or 0 */
	enum opt_kind kind;
	const char *value; /* the value's name in help and usage; NULL: no value */
	size_t field;      /* where the value goes in struct cli */
	long min, max;     /* OPT_NUMBER */
	const char *noun;  /* OPT_NUMBER: what is expected, for the error */
	const char *commands;
	const char *inside;
	const char *value_for; /* OPT_MAYBE: the commands that take its value */
	const char *help;
} options[] = {
	{ "test", 0, OPT_TEXT, "NAME", FIELD(test), 0, 0, NULL, "play", NULL, NULL, "play the named test's position" },
	{ "max", 0, OPT_NUMBER, "N", FIELD(max), 1, 1000000, "a number", "mutants", NULL, NULL,
	  "judge at most N mutants, a sample picked by --seed" },
	{ "only", 0, OPT_TEXT, "N,M,...", FIELD(only), 0, 0, NULL, "mutants", NULL, NULL,
	  "judge only the mutants with these numbers (as printed: 'mutant N')" },
	{ "seed", 0, OPT_NUMBER, "N", FIELD(seed), 0, 1000000000, "a number", "play mutants", NULL, NULL,
	  "play: a position from the generator's seed N; mutants: the pick's seed" },
	{ "teams", 0, OPT_NUMBER, "N", FIELD(teams), 1, 999, "a number of teams", "contest", NULL, NULL,
	  "contest new: how many teams (default 10)" },
	{ "problems", 0, OPT_TEXT, "A,B,...", FIELD(problems), 0, 0, NULL, "contest", NULL, NULL,
	  "contest new: the problems, by id, in label order" },
	{ "range", 0, OPT_TEXT, "R", FIELD(range), 0, 0, NULL, "explore", NULL, NULL,
	  "the positions explored: A..B, or A..B,C..D for a grid" },
	{ "param", 0, OPT_LIST, "K=V", FIELD(params), 0, 0, NULL, "explore", NULL, NULL,
	  "fix a parameter of the explorer; again for another" },
	{ "width", 0, OPT_TEXT, "W", FIELD(width), 0, 0, NULL, "explore", NULL, NULL, "the picture's width, in positions" },
	{ "html", 0, OPT_TEXT, "FILE", FIELD(html), 0, 0, NULL, "compare explore", NULL, NULL,
	  "write the page to FILE" },
	{ "wall", 0, OPT_FLAG, NULL, FIELD(wall), 0, 0, NULL, "compare", "html", NULL,
	  "the page in large print, for a wall" },
	{ "md", 0, OPT_TEXT, "FILE", FIELD(md), 0, 0, NULL, "compare", NULL, NULL, "write the table as Markdown" },
	{ "svg", 0, OPT_TEXT, "FILE", FIELD(svg), 0, 0, NULL, "explore", NULL, NULL, "write the picture as SVG" },
	{ "png", 0, OPT_TEXT, "FILE", FIELD(png), 0, 0, NULL, "explore", NULL, NULL, "write the picture as PNG" },
	{ "against", 0, OPT_TEXT, "FILE", FIELD(against), 0, 0, NULL, "explore", NULL, NULL,
	  "where FILE's answers differ from the table" },
	{ "lang", 0, OPT_TEXT, "L", FIELD(lang), 0, 0, NULL, "submit explore", "against", NULL,
	  "the file's language, when its extension does not say" },
	{ "zip", 0, OPT_FLAG, NULL, FIELD(zip), 0, 0, NULL, "export", NULL, NULL, "write OUTDIR.zip instead" },
	{ "id", 0, OPT_TEXT, "ID", FIELD(id), 0, 0, NULL, "import", NULL, NULL,
	  "the new problem's id (default: the package's)" },
	{ "json", 0, OPT_MAYBE, "FILE", FIELD(json), 0, 0, NULL, "submit compare explore export import mutants", NULL,
	  "compare", "the result as JSON on stdout (compare: or into FILE)" },
	{ "first-fail", 0, OPT_FLAG, NULL, FIELD(first_fail), 0, 0, NULL, "submit", NULL, NULL,
	  "stop at the first test not accepted" },
	{ "sanitize", 0, OPT_FLAG, NULL, FIELD(sanitize), 0, 0, NULL, "submit", NULL, NULL,
	  "an advisory run built with AddressSanitizer and UBSan" },
	{ "check", 0, OPT_FLAG, NULL, FIELD(check), 0, 0, NULL, "regen", NULL, NULL,
	  "change nothing; fail on any difference" },
	{ "quick", 0, OPT_FLAG, NULL, FIELD(quick), 0, 0, NULL, "validate", NULL, NULL,
	  "every step, with the brute force and stress runs on a few inputs" },
	{ "all-tests", 0, OPT_FLAG, NULL, FIELD(all_tests), 0, 0, NULL, "compare", NULL, NULL,
	  "run every test, past the first rejected one" },
	{ "listen", 0, OPT_TEXT, "ADDR:PORT", FIELD(listen), 0, 0, NULL, "serve", NULL, NULL,
	  "where to listen (default :8080, every address)" },
	{ "db", 0, OPT_TEXT, "FILE|URI", FIELD(db), 0, 0, NULL, "serve worker", NULL, NULL,
	  "the session's store: a SQLite file (default CONTEST_DIR/session.db) or postgresql://..." },
	{ "workers", 0, OPT_NUMBER, "N", FIELD(workers), 0, 64, "0 to 64", "serve", NULL, NULL,
	  "judging workers of this server (default 1; 0: HTTP only, judge worker judges)" },
	{ "url", 0, OPT_TEXT, "URL", FIELD(url), 0, 0, NULL, "serve", NULL, NULL,
	  "the address teams use, behind a proxy (https://HOST/; default contest.yaml's url)" },
	{ "jobs", 'j', OPT_NUMBER, "N", FIELD(jobs), 1, 256, "a number of jobs", NULL, NULL, NULL,
	  "parallel runs (default: the number of cores)" },
	{ "root", 0, OPT_TEXT, "DIR", FIELD(root), 0, 0, NULL, NULL, NULL, NULL,
	  "the repository root (default: found from the current directory)" },
	{ "help", 'h', OPT_HELP, NULL, NONE, 0, 0, NULL, NULL, NULL, NULL, "this help" },
	{ "version", 0, OPT_VERSION, NULL, NONE, 0, 0, NULL, NULL, NULL, NULL, "the judge's version" },
};
#define NOPTIONS (sizeof options / sizeof options[0])

/* Whether the space-separated list holds name; a NULL list holds every name. */
static int listed(const char *list, const char *name)
{
	if (!list)
		return 1;
	size_t len = strlen(name);
	for (const char *p = list; *p;) {
		size_t n = strcspn(p, " ");
		if (n == len && strncmp(p, name, len) == 0)
			return 1;
		p += n + (p[n] == ' ');
	}
	return 0;
}

static const struct option_row *option_named(const char *name)
{
	for (size_t i = 0; i < NOPTIONS; i++)
		if (strcmp(options[i].name, name) == 0)
			return &options[i];
	return NULL;
}

/* How a message names the option: "-j" when it has a letter, else "--name". */
static const char *option_shown(const struct option_row *o, char *buf, size_t size)
{
	if (o->letter)
		snprintf(buf, size, "-%c", o->letter);
	else
		snprintf(buf, size, "--%s", o->name);
	return buf;
}

/* "[--name VALUE]" and what is shown inside it, for cmd's usage line. */
static void usage_option(FILE *f, const struct command *cmd, const struct option_row *o)
{
	fprintf(f, " [--%s", o->name);
	if (o->kind == OPT_MAYBE && listed(o->value_for, cmd->name))
		fprintf(f, " [%s]", o->value);
	else if (o->value && o->kind != OPT_MAYBE && o->kind != OPT_FLAG)
		fprintf(f, " %s", o->value);
	for (size_t i = 0; i < NOPTIONS; i++) {
		const struct option_row *in = &options[i];
		if (in->inside && strcmp(in->inside, o->name) == 0 && listed(in->commands, cmd->name))
			usage_option(f, cmd, in);
	}
	fputs(o->kind == OPT_LIST ? "]..." : "]", f);
}

/* "submit PROBLEM|PACKAGE FILE [--lang L] [--json] ...": the command's usage line, from the tables. */
static void usage_line(FILE *f, const struct command *cmd)
{
	fprintf(f, "%s%s%s", cmd->name, *cmd->operands ? " " : "", cmd->operands);
	for (size_t i = 0; i < NOPTIONS; i++) {
		const struct option_row *o = &options[i];
		if (!o->commands || !listed(o->commands, cmd->name))
			continue;
		const struct option_row *outer = o->inside ? option_named(o->inside) : NULL;
		if (outer && listed(outer->commands, cmd->name))
			continue; /* shown inside outer's brackets */
		usage_option(f, cmd, o);
	}
}

static void usage(FILE *f)
{
	fputs("usage: judge COMMAND [ARGS] [-j N] [--root DIR]\n\ncommands:\n", f);
	for (size_t i = 0; i < NCOMMANDS; i++) {
		fputs("  judge ", f);
		usage_line(f, &commands[i]);
		fprintf(f, "\n      %s\n", commands[i].help);
	}
	fputs("\noptions:\n", f);
	for (size_t i = 0; i < NOPTIONS; i++) {
		const struct option_row *o = &options[i];
		char head[64], letter[8] = "";
		if (o->letter)
			snprintf(letter, sizeof letter, "-%c, ", o->letter);
		snprintf(head, sizeof head, "%s--%s%s%s%s", letter, o->name,
		         o->kind == OPT_MAYBE ? "[=" : o->value ? " " : "", o->value ? o->value : "",
		         o->kind == OPT_MAYBE ? "]" : "");
		fprintf(f, "  %-20s %s", head, o->help);
		fprintf(f, o->commands ? " (%s)\n" : "\n", o->commands);
	}
	fputs("\nexit status: 0 accepted or valid; 1 not accepted or faults found;\n"
	      "2 usage or manifest error; 3 the judge itself failed\n",
	      f);
}

/* "unknown command 'submti'; did you mean 'submit'?", or the pointer to --help. */
static void unknown(const char *what, const char *name, const char *const *names, size_t n)
{
	const char *near = closest_name(name, names, n);
	if (near)
		cli_error("unknown %s '%s'; did you mean '%s'?", what, name, near);
	else
		cli_error("unknown %s '%s'; try 'judge --help'", what, name);
}

/* The option getopt stopped at, as written ("--jsn" of "--jsn=1"; "-x"), into buf. */
static const char *option_written(char **argv, int optind_now, int optopt_now, char *buf, size_t size)
{
	const char *arg = optind_now > 0 ? argv[optind_now - 1] : "";
	if (optopt_now && (strncmp(arg, "--", 2) != 0)) {
		snprintf(buf, size, "-%c", optopt_now);
		return buf;
	}
	snprintf(buf, size, "%.*s", (int)strcspn(arg, "="), arg);
	return buf;
}

static void unknown_option(char **argv)
{
	char buf[128];
	const char *names[NOPTIONS];
	char spelled[NOPTIONS][32];
	for (size_t i = 0; i < NOPTIONS; i++) {
		snprintf(spelled[i], sizeof spelled[i], "--%s", options[i].name);
		names[i] = spelled[i];
	}
	/* A mistyped long option gets a hint; a one-letter one is too short to resemble anything. */
	const char *written = option_written(argv, optind, optopt, buf, sizeof buf);
	unknown("option", written, names, strncmp(written, "--", 2) ? 0 : NOPTIONS);
}

/* Stores one option's value into cli: -1, or the exit status main returns at once (help, a bad value). */
static int option_store(const struct option_row *o, const char *arg, struct cli *cli)
{
	char *at = (char *)cli + o->field;
	char shown[48];
	long v;
	switch (o->kind) {
	case OPT_FLAG:
		*(int *)at = 1;
		break;
	case OPT_TEXT:
		*(const char **)at = arg;
		break;
	case OPT_MAYBE:
		*(int *)at = 1;
		cli->json_file = arg;
		break;
	case OPT_LIST:
		cli->params = xrealloc(cli->params, (size_t)(cli->nparams + 1) * sizeof *cli->params);
		cli->params[cli->nparams++] = (char *)arg;
		break;
	case OPT_NUMBER:
		if (parse_long(arg, o->min, o->max, &v) < 0) {
			cli_error("%s: expected %s in %ld..%ld, got '%s'", option_shown(o, shown, sizeof shown), o->noun,
			          o->min, o->max, arg);
			return EXIT_USAGE;
		}
		if (o->field == FIELD(jobs))
			cli->jobs = (int)v;
		else if (o->field == FIELD(workers))
			cli->workers = v + 1; /* 0 stays "not given" */
		else
			*(long *)at = v;
		break;
	case OPT_HELP:
		usage(stdout);
		return EXIT_ACCEPTED;
	case OPT_VERSION:
		printf("judge %s\n", JUDGE_VERSION);
		return EXIT_ACCEPTED;
	}
	return -1;
}

/* getopt's tables, from the option rows: each long option's val is 256 + its row. */
static void getopt_tables(struct option *longopts, char *shortopts, size_t size)
{
	size_t k = 0;
	k += (size_t)snprintf(shortopts, size, "+:");
	for (size_t i = 0; i < NOPTIONS; i++) {
		const struct option_row *o = &options[i];
		int arg = o->kind == OPT_MAYBE ? optional_argument : o->value ? required_argument : no_argument;
		longopts[i] = (struct option){ o->name, arg, NULL, 256 + (int)i };
		if (o->letter && k + 3 < size) {
			shortopts[k++] = o->letter;
			if (arg == required_argument)
				shortopts[k++] = ':';
			shortopts[k] = '\0';
		}
	}
	longopts[NOPTIONS] = (struct option){ 0 };
}

/*
 * Reads every option and operand of argv into cli; seen[i] says row i was
 * given. -1, or the exit status main returns at once (help, a wrong option).
 */
static int read_options(int argc, char **argv, struct cli *cli, char *seen)
{
	struct option longopts[NOPTIONS + 1];
	char shortopts[2 * NOPTIONS + 4];
	getopt_tables(longopts, shortopts, sizeof shortopts);
	/* getopt's own messages are not ours: an unknown option or a missing value is said below. */
	opterr = 0;
	int opt;
	while ((opt = getopt_long(argc, argv, shortopts, longopts, NULL)) != -1 || optind < argc) {
		if (opt == -1) {
			/* A positional argument: keep it and go on parsing options after it. */
			cli->args = xrealloc(cli->args, (size_t)(cli->nargs + 1) * sizeof *cli->args);
			cli->args[cli->nargs++] = argv[optind++];
			continue;
		}
		if (opt == ':') {
			char buf[128];
			cli_error("%s: expected a value; try 'judge --help'",
			          option_written(argv, optind, optopt, buf, sizeof buf));
			return EXIT_USAGE;
		}
		const struct option_row *o = NULL;
		if (opt >= 256 && opt < 256 + (int)NOPTIONS)
			o = &options[opt - 256];
		for (size_t i = 0; !o && opt > 0 && opt < 256 && i < NOPTIONS; i++)
			if (options[i].letter == opt)
				o = &options[i];
		if (!o) {
			unknown_option(argv);
			return EXIT_USAGE;
		}
		int rc = option_store(o, optarg, cli);
		if (rc >= 0)
			return rc;
		/* --json=FILE counts as the value's use, which only some commands allow. */
		seen[o - options] = o->kind == OPT_MAYBE && optarg ? 2 : 1;
	}
	return -1;
}

/* The command cli->args[0] names, or NULL after the message. */
static const struct command *command_named(const char *name)
{
	for (size_t i = 0; i < NCOMMANDS; i++)
		if (strcmp(commands[i].name, name) == 0)
			return &commands[i];
	const char *names[NCOMMANDS];
	for (size_t i = 0; i < NCOMMANDS; i++)
		names[i] = commands[i].name;
	unknown("command", name, names, NCOMMANDS);
	return NULL;
}

/* Whether every option given applies to cmd; the message for the first that does not. */
static int options_apply(const struct command *cmd, const char *seen)
{
	for (size_t i = 0; i < NOPTIONS; i++) {
		const struct option_row *o = &options[i];
		if (seen[i] && (!listed(o->commands, cmd->name) || (seen[i] == 2 && !listed(o->value_for, cmd->name)))) {
			cli_error("%s: option '--%s' does not apply", cmd->name, o->name);
			return 0;
		}
	}
	return 1;
}

/*
 * The operands of a usage line that are not optional: "PROBLEM|PACKAGE FILE"
 * has two. Their names, for "missing FILE".
 */
static size_t required_operands(const char *args, char names[][48], size_t max)
{
	size_t n = 0;
	int depth = 0;
	for (const char *p = args; *p;) {
		if (*p == '[' || *p == ']') {
			depth += *p == '[' ? 1 : -1;
			p++;
			continue;
		}
		size_t len = strcspn(p, " []");
		if (len && depth == 0 && p[0] != '-' && n < max)
			snprintf(names[n++], sizeof names[0], "%.*s", (int)len, p);
		p += len ? len : 1;
	}
	return n;
}

static void usage_error(const struct command *cmd)
{
	fflush(stdout);
	char *line = NULL;
	size_t size = 0;
	FILE *f = xopen_memstream(&line, &size);
	usage_line(f, cmd);
	fclose(f);
	cli_error("usage: judge %s", line);
	free(line);
}

/* Whether cli->nargs operands suit cmd; the messages when they do not. */
static int operands_fit(const struct command *cmd, const struct cli *cli)
{
	if (cli->nargs < cmd->min_args) {
		/* Say what is missing first, then how the command is used. */
		char names[8][48];
		size_t n = required_operands(cmd->operands, names, 8);
		if ((size_t)cli->nargs < n) {
			char list[400] = "";
			for (size_t i = (size_t)cli->nargs; i < n; i++)
				snprintf(list + strlen(list), sizeof list - strlen(list), "%s%s",
				         i == (size_t)cli->nargs ? ""
				         : i + 1 == n            ? " and "
				                                 : ", ",
				         names[i]);
			cli_error("%s: missing %s", cmd->name, list);
		}
		usage_error(cmd);
		return 0;
	}
	if (cli->nargs > cmd->max_args) {
		cli_error("%s: too many operands: '%s' is one more than it takes", cmd->name, cli->args[cmd->max_args]);
		usage_error(cmd);
		return 0;
	}
	return 1;
}

/* After a usage error or --help: what read_options allocated, freed. */
static int parse_stop(struct cli *cli, char **args)
{
	free(args);
	free(cli->params);
	cli->args = NULL;
	cli->params = NULL;
	cli->nargs = cli->nparams = 0;
	return 0;
}

int cli_parse(struct cli *cli, int argc, char **argv, int *status)
{
	char seen[NOPTIONS] = { 0 };
	cli->jobs = (int)sysconf(_SC_NPROCESSORS_ONLN);
	if ((*status = read_options(argc, argv, cli, seen)) >= 0)
		return parse_stop(cli, cli->args);
	*status = EXIT_USAGE;
	if (cli->nargs == 0) {
		usage(stderr);
		return parse_stop(cli, cli->args);
	}
	char **all = cli->args;
	const struct command *cmd = command_named(cli->args[0]);
	if (!cmd || !options_apply(cmd, seen))
		return parse_stop(cli, all);
	cli->args++;
	cli->nargs--;
	cli->has_seed = seen[option_named("seed") - options] != 0;
	/* compare --json FILE: a second operand after --json is where the JSON goes. */
	if (cmd->run == cmd_compare && cli->json && !cli->json_file && cli->nargs == 2) {
		cli->json_file = cli->args[1];
		cli->nargs = 1;
	}
	if (!operands_fit(cmd, cli))
		return parse_stop(cli, all);
	cli->run = cmd->run;
	return 1;
}
