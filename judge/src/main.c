/*
 * judge: a batch judge for game-theory problems. main() parses the command
 * line against one table of subcommands (name, function, usage, help, and the
 * options each accepts); usage text is generated from that same table. Only
 * main() exits.
 */
#define _GNU_SOURCE
#include <errno.h>
#include <getopt.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "cmd/cmd.h"
#include "exitcode.h"
#include "util.h"

#define JUDGE_VERSION "0.1.0"

enum opt {
	OPT_JSON = 1 << 0,
	OPT_LANG = 1 << 1,
	OPT_FIRST_FAIL = 1 << 2,
	OPT_CHECK = 1 << 3,
	OPT_HTML = 1 << 4,
	OPT_MD = 1 << 5,
	OPT_JSON_FILE = 1 << 6,
	OPT_RANGE = 1 << 7,
	OPT_PARAM = 1 << 8,
	OPT_WIDTH = 1 << 9,
	OPT_SVG = 1 << 10,
	OPT_PNG = 1 << 11,
	OPT_AGAINST = 1 << 12,
	OPT_TEST = 1 << 13,
	OPT_SEED = 1 << 14,
	OPT_ZIP = 1 << 15,
	OPT_ID = 1 << 16,
	OPT_MAX = 1 << 17,
	OPT_SANITIZE = 1 << 18,
	OPT_QUICK = 1 << 19,
	OPT_ALL_TESTS = 1 << 20,
	OPT_WALL = 1 << 21,
	OPT_COUNT = 22,
};

static const struct command {
	const char *name;
	int (*run)(struct cli *);
	const char *args;
	const char *help;
	unsigned opts;
	int min_args, max_args;
} commands[] = {
	{ "list", cmd_list, "", "problems, limits, test counts", 0, 0, 0 },
	{ "submit", cmd_submit, "PROBLEM|PACKAGE FILE [--lang L] [--json] [--first-fail] [--sanitize]",
	  "judge one file; PACKAGE: a Kattis problem package's folder, judged in place; --sanitize: an advisory "
	  "run built with AddressSanitizer and UBSan",
	  OPT_JSON | OPT_LANG | OPT_FIRST_FAIL | OPT_SANITIZE, 2, 2 },
	{ "regen", cmd_regen, "[PROBLEM...] [--check]",
	  "rebuild inputs and expected outputs; --check: change nothing, fail on any difference", OPT_CHECK, 0,
	  INT_MAX },
	{ "validate", cmd_validate, "[PROBLEM|PACKAGE...] [--quick]",
	  "the problem setter's proof that a problem (or a Kattis package, in place) is sound; --quick: every "
	  "step, the brute force and stress runs on a few inputs",
	  OPT_QUICK, 0, INT_MAX },
	{ "compare", cmd_compare, "DIR [--json [FILE]] [--html FILE [--wall]] [--md FILE] [--all-tests]",
	  "judge DIR/<team>/<problem>.<ext> and print a scoreboard; each file stops at its first rejected test "
	  "unless --all-tests; --wall: the page in large print, for a wall",
	  OPT_JSON | OPT_JSON_FILE | OPT_HTML | OPT_MD | OPT_ALL_TESTS | OPT_WALL, 1, 1 },
	{ "explore", cmd_explore,
	  "PROBLEM [--range R] [--param K=V]... [--width W] [--html FILE] [--svg FILE | --png FILE] [--json] "
	  "[--against FILE [--lang L]]",
	  "the table of small positions, its pattern with the evidence, a picture; --against: where a file's "
	  "answers differ",
	  OPT_JSON | OPT_HTML | OPT_RANGE | OPT_PARAM | OPT_WIDTH | OPT_SVG | OPT_PNG | OPT_AGAINST | OPT_LANG, 1, 1 },
	{ "play", cmd_play, "PROBLEM [--test NAME | --seed N]",
	  "play an interactive problem's game against its interactor, in the terminal", OPT_TEST | OPT_SEED, 1, 1 },
	{ "export", cmd_export, "PROBLEM OUTDIR [--zip] [--json]",
	  "write the problem as a Kattis problem package (legacy format) in OUTDIR, or OUTDIR.zip with --zip",
	  OPT_ZIP | OPT_JSON, 2, 2 },
	{ "new", cmd_new, "ID",
	  "the skeleton of a new problem: every file it needs, each failing with \"fill me in\" until written",
	  0, 1, 1 },
	{ "import", cmd_import, "DIR|FILE.zip [--id ID] [--json]",
	  "make the Kattis problem package DIR a problem of this repository; lists what is not carried over",
	  OPT_ID | OPT_JSON, 1, 1 },
	{ "mutants", cmd_mutants, "PROBLEM [--max N] [--seed S] [--json]",
	  "how strong the tests are: single-point mutants of the reference, judged; survivors compared with it",
	  OPT_MAX | OPT_SEED | OPT_JSON, 1, 1 },
};

static void usage(FILE *f)
{
	fputs("usage: judge COMMAND [ARGS] [-j N] [--root DIR]\n\ncommands:\n", f);
	for (size_t i = 0; i < sizeof commands / sizeof commands[0]; i++)
		fprintf(f, "  judge %s %s\n      %s\n", commands[i].name, commands[i].args, commands[i].help);
	fputs("\ncommon options:\n"
	      "  -j N        parallel runs (default: the number of cores)\n"
	      "  --root DIR  the repository root (default: found from the current directory)\n"
	      "  --help      this help\n"
	      "  --version   the judge's version\n"
	      "\nexit status: 0 accepted or valid; 1 not accepted or faults found;\n"
	      "2 usage or manifest error; 3 the judge itself failed\n",
	      f);
}

/* The repository root: the nearest directory up from here holding judge/languages.yaml. */
static char *find_root(void)
{
	char buf[PATH_MAX];
	if (!getcwd(buf, sizeof buf))
		return NULL;
	for (;;) {
		char *probe = xasprintf("%s/judge/languages.yaml", buf);
		int found = path_exists(probe);
		free(probe);
		if (found)
			return xstrdup(buf);
		char *slash = strrchr(buf, '/');
		if (!slash || slash == buf)
			break;
		*slash = '\0';
	}
	/* Not inside a checkout: try where this binary was built (build/judge/judge). */
	ssize_t n = readlink("/proc/self/exe", buf, sizeof buf - 1);
	if (n > 0) {
		buf[n] = '\0';
		for (int up = 0; up < 3; up++) {
			char *slash = strrchr(buf, '/');
			if (!slash)
				break;
			*slash = '\0';
			char *probe = xasprintf("%s/judge/languages.yaml", buf);
			int found = path_exists(probe);
			free(probe);
			if (found)
				return xstrdup(buf);
		}
	}
	return NULL;
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

/*
 * The operands of a usage line that are not optional: "PROBLEM|PACKAGE FILE
 * [--lang L] ..." has two. Their names, for "missing FILE".
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

int main(int argc, char **argv)
{
	static const struct option longopts[] = {
		{ "help", no_argument, NULL, 'h' },
		{ "version", no_argument, NULL, 'V' },
		{ "root", required_argument, NULL, 'r' },
		{ "jobs", required_argument, NULL, 'j' },
		{ "json", optional_argument, NULL, 'J' },
		{ "lang", required_argument, NULL, 'l' },
		{ "first-fail", no_argument, NULL, 'f' },
		{ "check", no_argument, NULL, 'c' },
		{ "html", required_argument, NULL, 'H' },
		{ "md", required_argument, NULL, 'm' },
		{ "range", required_argument, NULL, 'R' },
		{ "param", required_argument, NULL, 'P' },
		{ "width", required_argument, NULL, 'W' },
		{ "svg", required_argument, NULL, 'S' },
		{ "png", required_argument, NULL, 'G' },
		{ "against", required_argument, NULL, 'A' },
		{ "test", required_argument, NULL, 't' },
		{ "seed", required_argument, NULL, 's' },
		{ "zip", no_argument, NULL, 'z' },
		{ "id", required_argument, NULL, 'i' },
		{ "max", required_argument, NULL, 'M' },
		{ "sanitize", no_argument, NULL, 'Z' },
		{ "quick", no_argument, NULL, 'q' },
		{ "all-tests", no_argument, NULL, 'a' },
		{ "wall", no_argument, NULL, 'w' },
		{ NULL, 0, NULL, 0 },
	};
	struct cli cli = { 0 };
	unsigned seen = 0;
	/* Reports are read as they grow (validate takes a while): one line at a time. */
	setvbuf(stdout, NULL, _IOLBF, 0);
	long jobs = sysconf(_SC_NPROCESSORS_ONLN);
	const char *optname[OPT_COUNT] = { "--json", "--lang", "--first-fail", "--check", "--html",
		                           "--md",   "--json", "--range",      "--param", "--width",
		                           "--svg",  "--png",  "--against",    "--test",  "--seed",
		                           "--zip",
		                           "--id",
		                           "--max",  "--sanitize", "--quick", "--all-tests", "--wall" };
	int opt;
	/* getopt's own messages are not ours: an unknown option or a missing value is said below. */
	opterr = 0;

	while ((opt = getopt_long(argc, argv, "+:j:h", longopts, NULL)) != -1 || optind < argc) {
		if (opt == -1) {
			/* A positional argument: keep it and go on parsing options after it. */
			cli.args = xrealloc(cli.args, (size_t)(cli.nargs + 1) * sizeof *cli.args);
			cli.args[cli.nargs++] = argv[optind++];
			continue;
		}
		switch (opt) {
		case 'h':
			usage(stdout);
			return EXIT_ACCEPTED;
		case 'V':
			printf("judge %s\n", JUDGE_VERSION);
			return EXIT_ACCEPTED;
		case 'r':
			cli.root = optarg;
			break;
		case 'j':
			if (parse_long(optarg, 1, 256, &jobs) < 0) {
				cli_error("-j: expected a number of jobs in 1..256, got '%s'", optarg);
				return EXIT_USAGE;
			}
			break;
		case 'J':
			cli.json = 1;
			cli.json_file = optarg;
			seen |= optarg ? OPT_JSON_FILE : OPT_JSON;
			break;
		case 'l':
			cli.lang = optarg;
			seen |= OPT_LANG;
			break;
		case 'f':
			cli.first_fail = 1;
			seen |= OPT_FIRST_FAIL;
			break;
		case 'c':
			cli.check = 1;
			seen |= OPT_CHECK;
			break;
		case 'H':
			cli.html = optarg;
			seen |= OPT_HTML;
			break;
		case 'm':
			cli.md = optarg;
			seen |= OPT_MD;
			break;
		case 'R':
			cli.range = optarg;
			seen |= OPT_RANGE;
			break;
		case 'P':
			cli.params = xrealloc(cli.params, (size_t)(cli.nparams + 1) * sizeof *cli.params);
			cli.params[cli.nparams++] = optarg;
			seen |= OPT_PARAM;
			break;
		case 'W':
			cli.width = optarg;
			seen |= OPT_WIDTH;
			break;
		case 'S':
			cli.svg = optarg;
			seen |= OPT_SVG;
			break;
		case 'G':
			cli.png = optarg;
			seen |= OPT_PNG;
			break;
		case 'A':
			cli.against = optarg;
			seen |= OPT_AGAINST;
			break;
		case 't':
			cli.test = optarg;
			seen |= OPT_TEST;
			break;
		case 's':
			if (parse_long(optarg, 0, 1000000000, &cli.seed) < 0) {
				cli_error("--seed: expected a number in 0..1000000000, got '%s'", optarg);
				return EXIT_USAGE;
			}
			cli.has_seed = 1;
			seen |= OPT_SEED;
			break;
		case 'z':
			cli.zip = 1;
			seen |= OPT_ZIP;
			break;
		case 'i':
			cli.id = optarg;
			seen |= OPT_ID;
			break;
		case 'M':
			if (parse_long(optarg, 1, 1000000, &cli.max) < 0) {
				cli_error("--max: expected a number in 1..1000000, got '%s'", optarg);
				return EXIT_USAGE;
			}
			seen |= OPT_MAX;
			break;
		case 'Z':
			cli.sanitize = 1;
			seen |= OPT_SANITIZE;
			break;
		case 'q':
			cli.quick = 1;
			seen |= OPT_QUICK;
			break;
		case 'a':
			cli.all_tests = 1;
			seen |= OPT_ALL_TESTS;
			break;
		case 'w':
			cli.wall = 1;
			seen |= OPT_WALL;
			break;
		case ':': {
			char buf[128];
			cli_error("%s: expected a value; try 'judge --help'",
			          option_written(argv, optind, optopt, buf, sizeof buf));
			return EXIT_USAGE;
		}
		default: {
			char buf[128];
			const char *names[sizeof longopts / sizeof longopts[0] + 1];
			char spelled[sizeof longopts / sizeof longopts[0]][32];
			size_t n = 0;
			for (; longopts[n].name; n++) {
				snprintf(spelled[n], sizeof spelled[n], "--%s", longopts[n].name);
				names[n] = spelled[n];
			}
			/* A mistyped long option gets a hint; a one-letter one is too short to resemble anything. */
			const char *written = option_written(argv, optind, optopt, buf, sizeof buf);
			unknown("option", written, names, strncmp(written, "--", 2) ? 0 : n);
			return EXIT_USAGE;
		}
		}
	}
	cli.jobs = (int)jobs;
	if (cli.nargs == 0) {
		usage(stderr);
		return EXIT_USAGE;
	}
	const struct command *cmd = NULL;
	for (size_t i = 0; i < sizeof commands / sizeof commands[0]; i++)
		if (strcmp(commands[i].name, cli.args[0]) == 0)
			cmd = &commands[i];
	if (!cmd) {
		const char *names[sizeof commands / sizeof commands[0]];
		for (size_t i = 0; i < sizeof commands / sizeof commands[0]; i++)
			names[i] = commands[i].name;
		unknown("command", cli.args[0], names, sizeof commands / sizeof commands[0]);
		return EXIT_USAGE;
	}
	cli.args++;
	cli.nargs--;
	for (unsigned bit = 0; bit < OPT_COUNT; bit++) {
		if ((seen & (1u << bit)) && !(cmd->opts & (1u << bit))) {
			cli_error("%s: option '%s' does not apply", cmd->name, optname[bit]);
			return EXIT_USAGE;
		}
	}
	/* compare --json FILE: a second operand after --json is where the JSON goes. */
	if (cmd->run == cmd_compare && (seen & OPT_JSON) && !cli.json_file && cli.nargs == 2) {
		cli.json_file = cli.args[1];
		cli.nargs = 1;
	}
	if (cli.nargs < cmd->min_args) {
		/* Say what is missing first, then how the command is used. */
		char names[8][48];
		size_t n = required_operands(cmd->args, names, 8);
		if ((size_t)cli.nargs < n) {
			char list[400] = "";
			for (size_t i = (size_t)cli.nargs; i < n; i++)
				snprintf(list + strlen(list), sizeof list - strlen(list), "%s%s",
				         i == (size_t)cli.nargs ? ""
				         : i + 1 == n           ? " and "
				                                : ", ",
				         names[i]);
			cli_error("%s: missing %s", cmd->name, list);
		}
		cli_error("usage: judge %s %s", cmd->name, cmd->args);
		return EXIT_USAGE;
	}
	if (cli.nargs > cmd->max_args) {
		cli_error("%s: too many operands: '%s' is one more than it takes", cmd->name, cli.args[cmd->max_args]);
		cli_error("usage: judge %s %s", cmd->name, cmd->args);
		return EXIT_USAGE;
	}
	char *root = cli.root ? xstrdup(cli.root) : find_root();
	if (!root) {
		cli_error("cannot find the repository root (a folder holding judge/languages.yaml); use --root DIR");
		return EXIT_USAGE;
	}
	char *abs = realpath(root, NULL);
	free(root);
	if (!abs) {
		cli_error("--root '%s': %s", cli.root, strerror(errno));
		return EXIT_USAGE;
	}
	cli.root = abs;
	int rc = cmd->run(&cli);
	free(abs);
	free(cli.args - 1);
	free(cli.params);
	return rc;
}
