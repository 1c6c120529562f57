/*
 * explore.h: what a problem's explorer (problems/ID/explore.c, `explore:` in the
 * manifest) needs. An explorer values the small positions of the game from its
 * rules (win/lose, win/lose/draw, or Sprague-Grundy values by mex, never a
 * formula) for
 * `judge explore`, and turns them into the problem's own input and back.
 *
 * The protocol. The judge runs
 *
 *     explore MODE LO HI [LO2 HI2] [NAME=VALUE ...]
 *
 * with one range per axis (LO..HI inclusive; a grid's first axis is its rows)
 * and every parameter the manifest declares, a list as "2,5". MODE is
 *
 *   table   print one value per position on stdout, in order (a grid row by
 *           row), separated by white space: for `values: pn` 0 when the player
 *           to move loses (a P position) and 1 when he wins; for `values: wld`
 *           the same, 2 for a draw under perfect play, and "-" for a cell of
 *           the grid that is no position of the game (ex_no_position); for
 *           `values: sg` the Sprague-Grundy value. A first line "theorem subtraction K" or
 *           "theorem octal K" says that the periodicity theorem of subtraction
 *           games (largest move K) or of octal games (at most K tokens taken)
 *           holds for this sequence, so the judge can prove a period.
 *   input   print one input in the problem's format that asks about as many
 *           of the positions as the format allows (several as the cases of
 *           one input), each by a question whose right answer follows from
 *           the position's value.
 *   decode  read a program's output for that input on stdin and print one line
 *           per position: "= WHERE" when its answer is the rules', "x WHERE:
 *           expected 'A', got 'B'" when it is not, "? WHERE: no answer" when
 *           the output ends or cannot be read there, "-" for a position the
 *           input could not ask about. WHERE says which case and output line.
 *
 * Exit 0; a bad range or parameter: a message on stderr (ex_usage) and exit 2.
 *
 * Usage:
 *     ex_init(argc, argv, 1);             // the mode and one range
 *     long m = ex_param("m");             // an integer parameter
 *     long s[100]; int k = ex_list("S", s, 100);
 *     ex_done();                          // fails on a parameter never asked for
 *     ... then by ex_mode: ex_value(v), or printf the input, or ex_answer(...)
 */
#ifndef EXPLORE_H
#define EXPLORE_H

#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum ex_mode { EX_TABLE, EX_INPUT, EX_DECODE };

#define EX_MAX_PARAMS 16

static enum ex_mode ex_mode;
static long ex_lo[2], ex_hi[2];
static int ex_nparams;
static const char *ex_names[EX_MAX_PARAMS];
static const char *ex_vals[EX_MAX_PARAMS];
static int ex_used[EX_MAX_PARAMS];

static inline void ex_usage(const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	fputs("explore: ", stderr);
	vfprintf(stderr, fmt, ap);
	fputc('\n', stderr);
	va_end(ap);
	exit(2);
}

static inline long ex_number(const char *what, const char *s)
{
	char *end;
	errno = 0;
	long v = strtol(s, &end, 10);
	if (errno || end == s || *end)
		ex_usage("%s: expected an integer, got '%s'", what, s);
	return v;
}

static inline void ex_init(int argc, char **argv, int dims)
{
	if (argc < 2 + 2 * dims)
		ex_usage("usage: explore table|input|decode LO HI%s [NAME=VALUE...]", dims == 2 ? " LO2 HI2" : "");
	if (!strcmp(argv[1], "table"))
		ex_mode = EX_TABLE;
	else if (!strcmp(argv[1], "input"))
		ex_mode = EX_INPUT;
	else if (!strcmp(argv[1], "decode"))
		ex_mode = EX_DECODE;
	else
		ex_usage("unknown mode '%s'", argv[1]);
	for (int i = 0; i < dims; i++) {
		ex_lo[i] = ex_number("range", argv[2 + 2 * i]);
		ex_hi[i] = ex_number("range", argv[3 + 2 * i]);
		if (ex_lo[i] < 0 || ex_hi[i] < ex_lo[i])
			ex_usage("range %ld..%ld: expected 0 <= LO <= HI", ex_lo[i], ex_hi[i]);
	}
	for (int i = 2 + 2 * dims; i < argc; i++) {
		char *eq = strchr(argv[i], '=');
		if (!eq || ex_nparams == EX_MAX_PARAMS)
			ex_usage("expected NAME=VALUE, got '%s'", argv[i]);
		*eq = '\0';
		ex_names[ex_nparams] = argv[i];
		ex_vals[ex_nparams++] = eq + 1;
	}
}

static inline const char *ex_raw(const char *name)
{
	for (int i = 0; i < ex_nparams; i++)
		if (!strcmp(ex_names[i], name)) {
			ex_used[i] = 1;
			return ex_vals[i];
		}
	ex_usage("missing parameter '%s'", name);
	return NULL;
}

/* An integer parameter. */
static inline long ex_param(const char *name)
{
	return ex_number(name, ex_raw(name));
}

/* A list parameter "a,b,c" into out (at most max values); returns how many. */
static inline int ex_list(const char *name, long *out, int max)
{
	const char *s = ex_raw(name);
	int n = 0;
	char buf[32];
	while (*s) {
		size_t len = strcspn(s, ",");
		if (len == 0 || len >= sizeof buf)
			ex_usage("%s: expected integers separated by commas, got '%s'", name, ex_raw(name));
		if (n == max)
			ex_usage("%s: more than %d values", name, max);
		memcpy(buf, s, len);
		buf[len] = '\0';
		out[n++] = ex_number(name, buf);
		s += len + (s[len] == ',');
	}
	return n;
}

static inline void ex_done(void)
{
	for (int i = 0; i < ex_nparams; i++)
		if (!ex_used[i])
			ex_usage("unknown parameter '%s'", ex_names[i]);
}

/* Table mode: declares the periodicity theorem that holds ("subtraction" or "octal", with K). */
static inline void ex_theorem(const char *kind, long k)
{
	printf("theorem %s %ld\n", kind, k);
}

static inline void ex_value(long v)
{
	printf("%ld\n", v);
}

/* Table mode, `values: wld`: the value of a draw, and a cell that is no position. */
#define EX_DRAW 2
static inline void ex_no_position(void)
{
	puts("-");
}

/*
 * Decode mode: reads the next line of the program's output into buf (without
 * its line end, trailing spaces and carriage returns dropped). 0 at the end.
 */
static inline int ex_line(char *buf, size_t size)
{
	if (!fgets(buf, (int)size, stdin))
		return 0;
	size_t n = strlen(buf);
	if (n == size - 1 && buf[n - 1] != '\n') { /* a line too long to be an answer: skip the rest */
		int c;
		while ((c = getchar()) != EOF && c != '\n')
			;
	}
	while (n > 0 && (buf[n - 1] == '\n' || buf[n - 1] == '\r' || buf[n - 1] == ' ' || buf[n - 1] == '\t'))
		buf[--n] = '\0';
	return 1;
}

/*
 * Decode mode: one position's line. got is the program's answer (NULL: there
 * was none), want the rules'; where says where it was asked ("case 3, line 3").
 */
static inline void ex_answer(const char *where, const char *want, const char *got)
{
	if (!got)
		printf("? %s: no answer\n", where);
	else if (!strcmp(want, got))
		printf("= %s\n", where);
	else
		printf("x %s: expected '%s', got '%.40s'\n", where, want, got);
}

/* Decode mode: a position the input could not ask about. */
static inline void ex_skip(void)
{
	puts("-");
}

/*
 * The input and decode modes of a problem whose input is a list of cases, one
 * answer line each: every position allowed() asks about, up to max of them,
 * becomes one case (printed by ask()); want() is the right answer line for it
 * as case k (from 1). The input starts with the number of cases when
 * count_first is set, and ends with the line end when it is not NULL. Positions
 * go in table order (a grid row by row; b is 0 for a sequence). what(), when
 * given, names a case's question in decode's lines. accept(), when given, is
 * for a game with several right answers (any winning move): it says whether
 * the program's line got is one of them, and want() is then one of them, the
 * one decode names when got is not.
 */
struct ex_cases {
	int dims;
	int max;
	int count_first;
	const char *end;
	int (*allowed)(long a, long b);
	void (*ask)(long a, long b);
	const char *(*want)(long a, long b, int k);
	const char *(*what)(long a, long b); /* optional: the question, named in decode's lines */
	int (*accept)(long a, long b, const char *got); /* optional: got is a right answer too */
};

static inline void ex_run_cases(const struct ex_cases *c)
{
	long blo = c->dims == 2 ? ex_lo[1] : 0, bhi = c->dims == 2 ? ex_hi[1] : 0;
	int asked = 0, k = 0;
	for (long a = ex_lo[0]; a <= ex_hi[0]; a++)
		for (long b = blo; b <= bhi; b++)
			asked += asked < c->max && c->allowed(a, b);
	if (ex_mode == EX_INPUT && c->count_first)
		printf("%d\n", asked);
	for (long a = ex_lo[0]; a <= ex_hi[0]; a++)
		for (long b = blo; b <= bhi; b++) {
			if (k == asked || !c->allowed(a, b)) {
				if (ex_mode == EX_DECODE)
					ex_skip();
				continue;
			}
			k++;
			if (ex_mode == EX_INPUT) {
				c->ask(a, b);
				continue;
			}
			char line[128], where[128];
			if (c->what)
				snprintf(where, sizeof where, "case %d (%s), line %d", k, c->what(a, b), k);
			else
				snprintf(where, sizeof where, "case %d, line %d", k, k);
			const char *got = ex_line(line, sizeof line) ? line : NULL;
			const char *want = c->want(a, b, k);
			ex_answer(where, got && c->accept && c->accept(a, b, got) ? got : want, got);
		}
	if (ex_mode == EX_INPUT && c->end)
		printf("%s\n", c->end);
}

#endif
