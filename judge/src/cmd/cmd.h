/*
 * cmd.h: the subcommands. cli_parse() (cli.c) reads the command line into a
 * struct cli against the tables of commands and options; main() then calls the
 * command's function, which returns an exit status (exitcode.h). Each command
 * lives in its own file, cmd/NAME.c.
 */
#ifndef CMD_H
#define CMD_H

struct cli {
	const char *root;      /* repository root */
	int jobs;              /* -j N */
	int json;              /* --json */
	const char *json_file; /* compare --json FILE */
	const char *lang;      /* --lang L */
	int first_fail;        /* --first-fail */
	int check;             /* regen --check */
	const char *html;      /* compare --html FILE */
	const char *md;        /* compare --md FILE */
	const char *range;     /* explore --range R */
	char **params;         /* explore --param NAME=VALUE, each */
	int nparams;
	const char *width;   /* explore --width W */
	const char *svg;     /* explore --svg FILE */
	const char *png;     /* explore --png FILE */
	const char *against; /* explore --against FILE */
	const char *test;    /* play --test NAME */
	long seed;           /* play --seed N, mutants --seed S */
	const char *id;      /* import --id ID */
	int has_seed;
	int zip;             /* export --zip */
	long max;            /* mutants --max N; 0: every mutant */
	const char *only;    /* mutants --only N,M,...; NULL: not given */
	long teams;          /* contest new --teams N; 0: not given */
	const char *problems; /* contest new --problems A,B,... */
	int sanitize;        /* submit --sanitize */
	int quick;           /* validate --quick */
	int all_tests;       /* compare --all-tests */
	int wall;            /* compare --wall */
	const char *listen;  /* serve --listen ADDR:PORT */
	const char *db;      /* serve and worker --db FILE|URI */
	long workers;        /* serve --workers N, plus 1 (0: not given) */
	const char *url;     /* serve --url URL */
	char **args; /* positional arguments */
	int nargs;
	int (*run)(struct cli *cli); /* the command named */
};

/*
 * Reads argv into cli (every value points into argv; args and params are
 * allocated, cli->args from one before cli->args: main frees cli->args - 1).
 * 1 when cli->run is to be called; 0 when main is to return *status at once:
 * --help or --version answered, or a usage error said on stderr (then nothing
 * is left allocated).
 */
int cli_parse(struct cli *cli, int argc, char **argv, int *status);

int cmd_list(struct cli *cli);
int cmd_submit(struct cli *cli);
int cmd_regen(struct cli *cli);
int cmd_validate(struct cli *cli);
int cmd_compare(struct cli *cli);
int cmd_explore(struct cli *cli);
int cmd_play(struct cli *cli);
int cmd_export(struct cli *cli);
int cmd_new(struct cli *cli);
int cmd_serve(struct cli *cli);
int cmd_worker(struct cli *cli);

/*
 * Kattis problem packages (cmd/package.c): an argument names a package when
 * it is a folder and holds a '/', or is a package directory (package.h) that
 * is not the id of one of our problems.
 */
int cli_is_package(const struct cli *cli, const char *arg);
int package_submit(struct cli *cli);
int cmd_import(struct cli *cli);
int cmd_mutants(struct cli *cli);
int cmd_contest(struct cli *cli);

/*
 * judge_new() for a command: the same, and a layer the sandbox runs without
 * said once on stderr ("judge: note: ..."), never silently.
 */
struct diag;
struct judge *cli_judge_new(const char *root, int jobs, struct diag *d);

/*
 * The problem named by the first operand (problem_load with flags) and a
 * judge for it (cli_judge_new, progress on a terminal): 0, or the exit status
 * after the message (EXIT_USAGE: no such problem; EXIT_JUDGE_FAILED), with
 * nothing left open.
 */
struct problem;
int cli_open(const struct cli *cli, unsigned flags, struct problem **p, struct judge **j);

/* Prints "judge: message" on stderr. */
void cli_error(const char *fmt, ...) __attribute__((format(printf, 1, 2)));

struct judge;

/*
 * Calls fn for every problem named on the command line, or for every problem
 * of the repository when none is, with one judge shared by all. Returns the
 * highest exit status fn returned (EXIT_USAGE or EXIT_JUDGE_FAILED when the
 * list or the judge cannot be had).
 */
int cli_for_each_problem(struct cli *cli, int (*fn)(struct judge *j, const char *id, void *arg), void *arg);

/* When stderr is a terminal, j's runs of a submission show "ID: 3/12 tests" there, rewritten in place. */
void cli_progress(struct judge *j);

#endif
