/*
 * judge.h: judging. One struct judge per process holds what every command
 * shares: the repository root, a private scratch directory, the sandbox, the
 * compiler with its cache and the language table.
 *
 * judge_run() runs one binary on one input under a problem's limits and decides
 * the limit verdicts; judge_submission() compiles a file and runs it on every
 * test of a problem, in parallel, checking each output. Every function returns
 * -1 with a message only when the judge itself failed: a program's failure is a
 * verdict, never an error. Nothing here prints: progress goes to the caller's
 * callback (struct judge's progress).
 *
 * This header is the façade of run/ for six files; where each of its functions is:
 *   pool.c             judge_submission, submission_result_free
 *   judge.c            judge_new, judge_free, judge_scratch, judge_language,
 *                      judge_language_native, judge_language_limits, judge_problem_limits
 *   session.c          judge_run, judge_program_open, judge_session_open, judge_session_run
 *                      (the one run path, in a session of the sandbox)
 *   tools.c            judge_tools_new, judge_tools_for, judge_tools_free, judge_tool_run,
 *                      judge_build_tool, judge_generate, judge_solve, judge_tool_limits
 *   checker-program.c  judge_check, judge_checker_limits
 *   interact.c         judge_interact, judge_play, judge_replay
 * The verdict itself is decided in verdict.c (verdict.h).
 */
#ifndef JUDGE_H
#define JUDGE_H

#include <pthread.h>
#include <stddef.h>

#include "run/compile.h"
#include "diag.h"
#include "run/languages.h"
#include "problem/problem.h"
#include "run/sandbox.h"
#include "run/verdict.h"

/* Sessions kept between submissions, at most (one per parallel run; more are closed). */
#define JUDGE_IDLE_SESSIONS 8

struct judge {
	char *root;    /* repository root */
	char *workdir; /* private scratch directory, removed by judge_free */
	struct sandbox *sb;
	struct compiler *cc;
	struct lang_table *langs;
	char *cache_dir; /* the compile cache: $JUDGE_CACHE or build/cache; commands keep their own caches below it */
	int jobs;        /* parallel runs */
	/*
	 * Set (atomically) when a program of the judge or of a package did not
	 * compile within its time limit twice (judge_slow_compile): the judge's
	 * own failure, which the command reports as such (exit 3).
	 */
	int slow_compile;
	/*
	 * Set (atomically) when a program's run could not be made at all (its
	 * sandbox or its files failed: the test is JE): the judge's own failure,
	 * which validate reports as such (exit 3), not as the problem's fault.
	 */
	int run_failed;
	int lock_fd;      /* a lock on workdir held for the judge's life: see judge_new */
	char *live_entry; /* the lock's link in the registry of live judges (judge.c, sweep_stale), or NULL */
	/*
	 * judge_submission()'s progress, given by the caller (NULL: none): called
	 * after each test run, with the problem's id, how many runs have ended
	 * and how many tests the problem has, one call at a time, from the worker
	 * that ran the test. The core never prints: a command passes a function
	 * that does.
	 */
	void (*progress)(void *ctx, const char *problem, size_t done, size_t total);
	void *progress_ctx;
	/*
	 * Runs of submissions hold it shared; a re-run alone (verdict_rerun) holds
	 * it exclusive, so nothing else of this judge runs beside it.
	 */
	pthread_rwlock_t alone;
	/*
	 * Sessions a submission's tests are done with, kept for the next
	 * program of the same kind (session_keep(), session_open()): judging
	 * submission after submission, as `judge serve`'s worker does, makes
	 * and tears down no sandbox for each.
	 */
	pthread_mutex_t idle_lock;
	struct sandbox_session *idle[JUDGE_IDLE_SESSIONS];
	size_t nidle;
};

/* The nice value of a re-run alone, as root: ahead of the machine's other work. */
#define JUDGE_RERUN_NICE (-10)

/*
 * A submission's re-runs alone, at most: the first TLE that looks like a busy
 * machine's and two more. Past them a TLE stands as measured, so a slow
 * program's many TLEs cost their limit once each, not twice.
 */
#define JUDGE_RERUNS_MAX 3

/*
 * NULL with a message when the judge cannot start (no sandbox, no languages).
 * A layer the sandbox runs without is not an error: sandbox_warnings(j->sb)
 * says which, for the caller to tell its user once.
 */
struct judge *judge_new(const char *root, int jobs, struct diag *d);
void judge_free(struct judge *j);

struct run_outcome {
	enum verdict verdict; /* V_AC (ran within every limit and exited 0), TLE, MLE, OLE or RE */
	struct sandbox_result sr;
	long long output_bytes;
	char message[256];     /* why, for a limit verdict or RE */
	char stderr_head[512]; /* the start of what the program wrote on stderr */
};

/*
 * Runs binary with stdin from input and stdout into output, under lim. argv may
 * be NULL (then the program gets its own name only).
 */
int judge_run(struct judge *j, const char *binary, char *const *argv, const char *input, const char *output,
              const struct limits *lim, struct run_outcome *o, struct diag *d);

/*
 * The same for a static binary that writes files, not stdout (a Polygon
 * generator's tests): run once, outside any session, on an empty input, with
 * folder (of the machine, mode 0777 as the compile's /build) shown
 * read-write as its working directory, JUDGE_FILES_DIR; its stdout is
 * dropped. Each file it writes is capped by lim's output size.
 */
#define JUDGE_FILES_DIR "/files"
int judge_run_in_folder(struct judge *j, const char *binary, char *const *argv, const char *folder,
                        const struct limits *lim, struct run_outcome *o, struct diag *d);

/*
 * The same, many times over for one binary: a session makes the namespaces and
 * the root once (see sandbox.h). The session must be used by the thread that
 * opened it, and closed with sandbox_session_close(); NULL or -1 with a message.
 */
struct sandbox_session *judge_session_open(struct judge *j, const char *binary, const struct limits *lim,
                                           struct diag *d);
int judge_session_run(struct judge *j, struct sandbox_session *ss, const char *input, const char *output,
                      const struct limits *lim, struct run_outcome *o, struct diag *d);

/*
 * What a session runs: a static binary alone (lang NULL, or a language without
 * a run command), or a language's runtime with the compiled artefact, shown
 * read-only in the run's root (lang.h), with main_class for {main}.
 */
struct judge_program {
	const char *binary;
	const struct language *lang;
	const char *main_class;
	int boost;         /* run at a raised priority (JUDGE_RERUN_NICE): a re-run alone */
	const char *share; /* the runs' class-data archive (compile.h), shown at /run.jsa, or NULL */
};
struct sandbox_session *judge_program_open(struct judge *j, const struct judge_program *prog, const struct limits *lim,
                                           struct diag *d);

/* A problem's limits for a language: time and wall times its time factor, memory plus its allowance (lang may be NULL).
 */
struct limits judge_language_limits(const struct limits *lim, const struct language *lang);

/*
 * The limits a file in lang is judged under on p: the archive's limits.others
 * for a language other than C and C++ when the manifest gives them, else the
 * problem's with the language's factor and allowance (judge_language_limits).
 */
struct limits judge_problem_limits(const struct problem *p, const struct language *lang);

/* Whether lang is C or C++ (or a sanitized build of either): the archives' own, never "Others". */
int judge_language_native(const struct language *lang);

/*
 * Compiles one of the problem's own C tools (solver, generator, ...), trusted,
 * with -I the source's own folder first (a package's validator and its
 * validate.h), then -I problems/include. A compile error is the problem's fault and is
 * returned as -1 with the compiler's log in the message. *binary is malloc'ed.
 */
int judge_build_tool(struct judge *j, const char *src, char **binary, struct diag *d);

/*
 * The message of a program (rel) whose compile, given cr, ran over its time
 * limit twice (compile_source_patient), set in d, and j->slow_compile set:
 * the machine was too slow, not the program at fault.
 */
void judge_slow_compile(struct judge *j, const char *rel, const struct compile_result *cr, struct diag *d);

/* How much of the conversation of an interactive run is kept, each way. */
#define TRANSCRIPT_MAX 1024
/* How much of the conversation is kept as one game, both ways in order (interact_outcome.game). */
#define GAME_MAX 8192

struct test_report {
	char name[96];
	enum verdict verdict; /* V_SKIPPED when not run */
	int partial;          /* V_AC with the checker's points, partially correct (checker_spec.points) */
	double points;        /* partial: the points the checker gave the test */
	long time_ms, wall_ms, memory_kb;
	int exit_code, signal;
	char message[600];
	char stderr_head[512];
	int interactive;                    /* an interactive run: the transcript is kept */
	char to_interactor[TRANSCRIPT_MAX]; /* the start of what the program sent */
	char to_contestant[TRANSCRIPT_MAX]; /* the start of what the interactor sent */
	int rerun;                          /* run again alone (verdict_rerun): the verdict is the re-run's */
	char first_run[300];                /* with rerun: the first run's verdict and why */
};

struct submission_result {
	char *problem, *file, *language;
	enum verdict verdict;
	int compile_ok, compile_cached, compile_pch,
	        compile_cds; /* the precompiled header, the JVM compiler's archive served (compile.h) */
	int run_share;       /* the runs mapped their class-data archive, and it was not found at fault */
	char *compile_log;
	long compile_ms;
	struct limits limits;      /* the problem's, for the submission's language */
	struct test_report *tests; /* one per problem test, manifest order */
	size_t ntests;
	long time_ms, memory_kb; /* the largest over the tests run */
	size_t passed, failed;
	char *judge_error; /* V_JE: what failed in the judge */
	/*
	 * A judge failure on a test after the one that decided the verdict
	 * (verdict_submission): it does not change the verdict and is reported
	 * beside it, never hidden. With first_fail that test's result is not
	 * counted (left V_SKIPPED): this is all that is left of it. NULL: none.
	 */
	char *later_error;
	char later_error_test[96]; /* the name of that test */
};

struct judge_opts {
	const struct language *lang; /* NULL: by the file's extension */
	/*
	 * Stop at the first test not accepted in manifest order, as a contest
	 * does: later tests are not started, and the results of those already
	 * running when it failed are dropped (left V_SKIPPED), so the result does
	 * not depend on the order the runs finished in.
	 */
	int first_fail;
	int alone;           /* every run alone, as a re-run is: figures free of the judge's own load */
	int jobs;            /* > 0: at most this many runs at once, fewer than the judge's jobs; 0: its jobs */
	struct compiler *cc; /* compile with this one (its own cache) instead of the judge's; NULL: the judge's */
	/*
	 * Build with the language's sanitized variant (sanitize.h: LANG-sanitize
	 * of the language table), under the problem's limits with the variant's
	 * time factor and SANITIZE_MEMORY_KB more memory; a test whose run ends in
	 * a sanitizer report has the report's summary and source lines as its
	 * message. Advisory: never part of a plain judgement.
	 */
	int sanitize;
	long long max_input;         /* > 0: tests with a larger input are skipped (left V_SKIPPED) */
	int brute_only;              /* only the tests marked brute */
	const unsigned char *only;   /* non-NULL: only the tests i with only[i] set */
	const struct limits *limits; /* instead of the problem's (for the language); NULL: the problem's */
};

/* What a sanitized run may use beyond the problem's memory limit: ASan's shadow memory, redzones, quarantine. */
#define SANITIZE_MEMORY_KB (256L << 10)

/*
 * The language of a submission: lang when given, else by the file's
 * extension; NULL with "'file': unknown language (use --lang; known: ...)".
 */
const struct language *judge_language(struct judge *j, const char *file, const struct language *lang, struct diag *d);

/*
 * Judges file against every test of p. Returns 0 with the verdicts in r (free
 * with submission_result_free), or -1 for a usage error: unknown language, a
 * language without a sanitized build (opts->sanitize), or a file that is
 * missing or refused (a symbolic link, not a regular file, over
 * COMPILE_SOURCE_MAX; see compile_source), then nothing was read from it.
 * A failure of the judge during the runs gives verdict JE in r when it comes
 * before any rejected test (verdict_submission); after one, it is kept in
 * r->later_error beside the rejected test's verdict.
 */
int judge_submission(struct judge *j, const struct problem *p, const char *file, const struct judge_opts *opts,
                     struct submission_result *r, struct diag *d);
void submission_result_free(struct submission_result *r);

struct interact_outcome {
	enum verdict verdict; /* verdict_interact_decide() */
	struct run_outcome contestant;
	int interactor_failed;
	char message[600];                  /* the interactor's words, or why the contestant's run failed */
	char to_interactor[TRANSCRIPT_MAX]; /* the start of what the contestant wrote */
	char to_contestant[TRANSCRIPT_MAX]; /* the start of what the interactor wrote */
	/*
	 * The conversation in the order the judge relayed it, as a sample's
	 * .interaction (interaction.h: '>' the contestant's lines, '<' the
	 * interactor's); game_cut when it was longer than GAME_MAX and cut.
	 */
	char game[GAME_MAX];
	int game_cut;
};

/*
 * An interactive run: the contestant (the session's binary) and the problem's
 * interactor (interactor_bin, built from spec->program) run at once, each
 * one's stdout piped to the other's stdin through the judge, which keeps the
 * start of the conversation each way and counts the contestant's output
 * against the output limit. testlib convention: `interact /input /output`;
 * Kattis: `validator /input /answer /feedback/ FLAGS`. The interactor runs in
 * a sandbox of its own, read-only but for its output or feedback, with
 * judge_checker_limits (and a wall limit past the contestant's); it is never
 * charged to the contestant. The verdict is verdict_interact_decide()'s. When the
 * interactor rejects the contestant first, the contestant is stopped. With
 * record, the interactor's OUTPUT (testlib) is kept there: the game's record.
 * Returns -1 with a message only when the judge failed.
 */
int judge_interact(struct judge *j, struct sandbox_session *ss, const struct checker_spec *spec,
                   const char *interactor_bin, const char *input, const char *answer, const char *record,
                   const struct limits *lim, struct interact_outcome *io, struct diag *d);

/*
 * A worker's sessions for the problem's own programs (validate's and regen's
 * runs of the validator, the generator, the reference and the brute force):
 * one session per binary, argv[0] and limits, opened at its first run and
 * kept for the next ones, each run with its own arguments; at most
 * JUDGE_TOOLS_KEPT are kept (the oldest is closed). A run in a session is as
 * isolated as a run alone (a fresh process in a fresh tmpfs), at the cost of a
 * fork instead of a new sandbox. Like any session, judge_tools belong to the
 * thread that made them: one per worker of a parallel loop (judge_tools_for),
 * freed after the loop. A run answers as judge_run(); a session that failed is
 * closed, and the next run opens a new one.
 */
#define JUDGE_TOOLS_KEPT 4
struct judge_tools;
struct judge_tools *judge_tools_new(struct judge *j);
void judge_tools_free(struct judge_tools *t);
/* Runs binary as judge_run() does, through t when given (NULL: a sandbox of its own). */
int judge_tool_run(struct judge *j, struct judge_tools *t, const char *binary, char *const *argv, const char *input,
                   const char *output, const struct limits *lim, struct run_outcome *o, struct diag *d);
/*
 * parallel_for() on j->jobs threads, each call given its worker's
 * judge_tools (made at the worker's first call, freed after the loop).
 */
void judge_tools_for(struct judge *j, size_t n, void (*fn)(void *ctx, struct judge_tools *t, size_t i), void *ctx);

/*
 * Runs one of the problem's own players or solvers (the reference, the brute
 * force) on input, into output: for a batch problem, its stdout; for an
 * interactive problem it plays against the interactor (interactor_bin) and
 * output gets the interactor's record of the game (testlib convention; empty
 * under Kattis'), and o's verdict is the game's (AC: it won, else its words in
 * o->message). The run, a batch one or the player's side of a game, goes
 * through tools when given (the worker's kept session; NULL: a session of its
 * own); an interactor runs in a sandbox of its own. Returns -1 with a message
 * only when the judge failed.
 */
int judge_solve(struct judge *j, struct judge_tools *tools, const struct problem *p, const char *interactor_bin,
                const char *bin, const char *input, const char *output, const struct limits *lim, struct run_outcome *o,
                struct diag *d);

struct play_outcome {
	enum verdict verdict; /* AC: the person won; WA or PE: lost; JE: the game could not be played to its end */
	char message[256];    /* for JE: why */
};

/*
 * A person plays an interactive problem's game on input: the interactor
 * (interactor_bin) talks to in, out and err (a terminal), with --play under
 * testlib's convention (it draws the position on err, explains an illegal move
 * and asks again). It runs sandboxed with judge_checker_limits but a wall limit
 * of wall_ms. Returns -1 with a message only when the judge failed.
 */
int judge_play(struct judge *j, const struct checker_spec *spec, const char *interactor_bin, const char *input, int in,
               int out, int err, long wall_ms, struct play_outcome *po, struct diag *d);

/*
 * Replays a sample interaction (interaction.h) against the interactor on
 * input: the judge plays the program's part, sending each '>' line when its
 * turn comes, and reads each '<' line from the interactor, which must send
 * exactly that; after the last line its input ends and it must accept. 0 with
 * *ok set, and what went wrong in why ("sample.interaction:7: the interactor
 * sent '3 1', the file says '3 2'"); -1 with a message when the judge failed.
 */
struct interaction;
int judge_replay(struct judge *j, const struct checker_spec *spec, const char *interactor_bin, const char *input,
                 const char *name, const struct interaction *script, int *ok, char *why, size_t size, struct diag *d);

/* Limits for a problem's generator and for the brute force. */
extern const struct limits judge_tool_limits;

/* Limits for a problem's checker program, on each output it judges. */
extern const struct limits judge_checker_limits;

/*
 * Judges output against answer for input with the problem's checker: a
 * built-in one, or the custom program checker_bin (built by judge_build_tool
 * from spec->program), run sandboxed in an empty root that holds only the
 * files it is given, under lim. Returns 0 with the verdict (AC, WA or PE) and
 * the checker's words in r. Returns -1 with a message when the judge failed,
 * or when the checker program failed: it crashed, hung, flooded its output,
 * reported its own failure (testlib's exit 3) or exited outside its
 * convention. That is the problem's fault, reported as JE, never charged to
 * the contestant.
 */
struct check_result;
int judge_check(struct judge *j, const struct checker_spec *spec, const char *checker_bin, const char *input,
                const char *output, const char *answer, const struct limits *lim, struct check_result *r,
                struct diag *d);

/*
 * Runs a generator binary with args (split at spaces; argv[0] is "gen") and
 * writes its stdout to output, through tools when given (NULL: a sandbox of
 * its own). Returns 0 with the outcome in o, -1 when the judge failed.
 */
int judge_generate(struct judge *j, struct judge_tools *tools, const char *gen, const char *args, const char *output,
                   struct run_outcome *o, struct diag *d);

/* A new private file name in the scratch directory; the caller frees it. */
char *judge_scratch(struct judge *j, const char *what);
#endif
