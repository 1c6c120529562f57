/*
 * check.h: helpers for a problem's own checker program (testlib's convention).
 *
 * The judge runs the checker as
 *     check INPUT OUTPUT ANSWER
 * where INPUT is the test input, OUTPUT the contestant's output and ANSWER the
 * reference solver's output, and reads its exit status:
 *     0 accepted, 1 wrong answer, 2 presentation error,
 *     3 the checker itself failed (the problem's fault: the judge reports JE).
 * What the checker prints on stderr is the message the contestant sees.
 *
 * A checker calls check_init(), reads the three files token by token with
 * ck_token() and ck_int(), and ends with accept(), wrong(), presentation() or
 * check_fail(). Reading follows whose file it is: a missing or malformed token
 * in the contestant's output is a wrong answer, in the input or the answer it is
 * the checker's failure (exit 3), because those files were validated.
 *
 * Example, "print any positive number below the input's n":
 *     check_init(argc, argv);
 *     long long n = ck_int(&ck_in, 1, 1000, "n");
 *     long long x = ck_int(&ck_out, 1, n - 1, "the number");
 *     ck_expect_eof(&ck_out);
 *     accept();
 *
 * Like validate.h, this is a header of static functions: a checker is one file.
 */
#ifndef CHECK_H
#define CHECK_H

#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { CK_AC = 0, CK_WA = 1, CK_PE = 2, CK_FAIL = 3 };

#define CK_TOKEN_MAX 4096

struct ck_stream {
	FILE *f;
	const char *name;   /* "input", "output" or "answer", for messages */
	int contestant;     /* 1 for the output: bad content is WA, not a checker failure */
	long tokens;        /* tokens read so far */
	char tok[CK_TOKEN_MAX + 1];
};

static struct ck_stream ck_in = { NULL, "input", 0, 0, "" };
static struct ck_stream ck_out = { NULL, "output", 1, 0, "" };
static struct ck_stream ck_ans = { NULL, "answer", 0, 0, "" };

/* 1 when a person plays the game (judge play; interact_init() sets it). */
static int ck_play;

/*
 * The verdict's message on stderr, then the exit. When a person plays, a lost
 * game is said once, on judge play's screen: "You lost: WHY." (play_won()
 * below is the other end).
 */
static inline void ck_exit(int code, const char *fmt, va_list ap)
{
	if (ck_play && code == CK_WA)
		fputs("\nYou lost: ", stderr);
	vfprintf(stderr, fmt, ap);
	fputs(ck_play && code == CK_WA ? ".\n" : "\n", stderr);
	exit(code);
}

/* The output is right. */
static inline void accept(void)
{
	exit(CK_AC);
}

/* The output is wrong; the message says why. */
__attribute__((format(printf, 1, 2), noreturn)) static inline void wrong(const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	ck_exit(CK_WA, fmt, ap);
	va_end(ap);
	exit(CK_WA);
}

/* The answer is right but laid out wrongly. */
__attribute__((format(printf, 1, 2), noreturn)) static inline void presentation(const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	ck_exit(CK_PE, fmt, ap);
	va_end(ap);
	exit(CK_PE);
}

/* The checker cannot decide: the input or the answer is not what it expects. */
__attribute__((format(printf, 1, 2), noreturn)) static inline void check_fail(const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	ck_exit(CK_FAIL, fmt, ap);
	va_end(ap);
	exit(CK_FAIL);
}

/* Bad content in s: WA for the contestant's output, a checker failure otherwise. */
__attribute__((format(printf, 2, 3), noreturn)) static inline void ck_bad(const struct ck_stream *s,
                                                                          const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	fprintf(stderr, "%s: ", s->name);
	ck_exit(s->contestant ? CK_WA : CK_FAIL, fmt, ap);
	va_end(ap);
	exit(CK_FAIL);
}

/* Opens the three files named on the command line; a failure is exit 3. */
static inline void check_init(int argc, char **argv)
{
	if (argc < 4)
		check_fail("usage: %s INPUT OUTPUT ANSWER", argc > 0 ? argv[0] : "check");
	struct ck_stream *s[3] = { &ck_in, &ck_out, &ck_ans };
	for (int i = 0; i < 3; i++)
		if (!(s[i]->f = fopen(argv[i + 1], "rb")))
			check_fail("cannot open the %s '%s': %s", s[i]->name, argv[i + 1], strerror(errno));
}

/*
 * The next whitespace-separated token of s, or NULL at the end of the file.
 * The string lives until the next read from s.
 */
static inline const char *ck_next(struct ck_stream *s)
{
	int c;
	do
		c = getc(s->f);
	while (c == ' ' || c == '\n' || c == '\r' || c == '\t');
	if (c == EOF)
		return NULL;
	size_t n = 0;
	while (c != EOF && c != ' ' && c != '\n' && c != '\r' && c != '\t') {
		if (n == CK_TOKEN_MAX)
			ck_bad(s, "token %ld is longer than %d bytes", s->tokens + 1, CK_TOKEN_MAX);
		s->tok[n++] = (char)c;
		c = getc(s->f);
	}
	s->tok[n] = '\0';
	s->tokens++;
	return s->tok;
}

/* The next token, which must exist; what names it in the message. */
static inline const char *ck_token(struct ck_stream *s, const char *what)
{
	const char *t = ck_next(s);
	if (!t)
		ck_bad(s, "expected %s, found the end of the file", what);
	return t;
}

/*
 * The next token as an integer in [lo, hi]: an optional '-' and decimal digits,
 * no leading zeros, no '+'. Anything else, or a value out of range, is bad content.
 */
static inline long long ck_int(struct ck_stream *s, long long lo, long long hi, const char *what)
{
	const char *t = ck_token(s, what);
	const char *p = t + (t[0] == '-');
	int ok = *p >= '0' && *p <= '9' && !(p[0] == '0' && p[1] != '\0') && !(t[0] == '-' && p[0] == '0');
	for (const char *q = p; ok && *q; q++)
		ok = *q >= '0' && *q <= '9';
	if (!ok)
		ck_bad(s, "expected %s as an integer, found \"%.40s\"", what, t);
	errno = 0;
	char *end;
	long long v = strtoll(t, &end, 10);
	if (errno == ERANGE || v < lo || v > hi)
		ck_bad(s, "%s: %.40s is outside [%lld, %lld]", what, t, lo, hi);
	return v;
}

/* The next token must be exactly word. */
static inline void ck_word(struct ck_stream *s, const char *word)
{
	const char *t = ck_token(s, word);
	if (strcmp(t, word) != 0)
		ck_bad(s, "expected \"%s\", found \"%.40s\"", word, t);
}

/* Nothing but whitespace may follow in s. */
static inline void ck_expect_eof(struct ck_stream *s)
{
	const char *t = ck_next(s);
	if (t)
		ck_bad(s, "extra output after token %ld: \"%.40s\"", s->tokens - 1, t);
}

/*
 * Interactors (testlib's convention): the judge runs
 *     interact INPUT OUTPUT [--play]
 * with the contestant's stdout on stdin and stdin fed from stdout, both at
 * once. interact_init() opens INPUT as ck_in and stdin as ck_out (the
 * contestant's words: bad content is WA), and OUTPUT as ck_result (what the
 * interactor records of the game, e.g. the moves; the judge keeps it). say()
 * sends one line to the contestant and flushes; if the contestant is gone
 * (it exited or closed its input) that is its wrong answer. The exit status
 * and the stderr message mean what they mean for a checker: 0 the contestant
 * won, 1 WA (name the move and why), 2 PE, 3 the interactor failed.
 *
 * With --play (judge play), a person is the contestant: the interactor also
 * draws the position for a person on stderr, explains an illegal or
 * malformed move there and asks again instead of ending the game.
 */
#include <signal.h>

static FILE *ck_result;

static inline void interact_init(int argc, char **argv)
{
	if (argc < 3)
		check_fail("usage: %s INPUT OUTPUT [--play]", argc > 0 ? argv[0] : "interact");
	signal(SIGPIPE, SIG_IGN); /* a contestant that is gone makes writes fail, not this process die */
	if (!(ck_in.f = fopen(argv[1], "rb")))
		check_fail("cannot open the input '%s': %s", argv[1], strerror(errno));
	if (!(ck_result = fopen(argv[2], "wb")))
		check_fail("cannot open the output '%s': %s", argv[2], strerror(errno));
	ck_out.f = stdin;
	ck_play = argc > 3 && strcmp(argv[3], "--play") == 0;
}

/* Sends one line to the contestant (a newline is added) and flushes it. */
__attribute__((format(printf, 1, 2))) static inline void say(const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	vfprintf(stdout, fmt, ap);
	va_end(ap);
	if (fputc('\n', stdout) == EOF || fflush(stdout) == EOF)
		wrong("the program stopped reading (it exited or closed its input)");
}

/*
 * The same for a last line after the game is over: the contestant may have
 * exited already, having seen that it won, so a failed write is no fault.
 */
__attribute__((format(printf, 1, 2))) static inline void say_end(const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	vfprintf(stdout, fmt, ap);
	va_end(ap);
	fputc('\n', stdout);
	fflush(stdout);
}

/*
 * judge play's screen: every game shows itself to a person the same way, on
 * stderr, and only with --play:
 *
 *     Nim: ... (the rules, once: play_rules)
 *
 *     Turn 3, your move.                         play_turn()
 *       heap 1: 2 ##                             the game's picture, indented two spaces
 *     Type "i y" to leave heap i with y stones.  play_ask(): how to type a move, then "> "
 *     > 9 1
 *     Not a move: there is no heap 9. Try again.  play_refuse(), then "> " again
 *     I cut heap 3 from 6 to 4 stones.           play_say(): the interactor's move
 *
 *     You won: you took the last stone at turn 7.   play_won(), which ends the game
 *     You lost: turn 1: you took 3 of 20, ...      wrong() (ck_exit), the reason once
 *
 * judge play then prints "judge: you won." or "judge: you lost.".
 */
__attribute__((format(printf, 1, 2))) static inline void play_rules(const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	vfprintf(stderr, fmt, ap);
	va_end(ap);
	fputc('\n', stderr);
}

static inline void play_turn(long turn)
{
	fprintf(stderr, "\nTurn %ld, your move.\n", turn);
}

static inline void play_prompt(void)
{
	fputs("> ", stderr);
	fflush(stderr);
}

__attribute__((format(printf, 1, 2))) static inline void play_ask(const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	vfprintf(stderr, fmt, ap);
	va_end(ap);
	fputc('\n', stderr);
	play_prompt();
}

/* An illegal or malformed move, explained; the person is asked again. */
__attribute__((format(printf, 1, 2))) static inline void play_refuse(const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	fputs("Not a move: ", stderr);
	vfprintf(stderr, fmt, ap);
	va_end(ap);
	fputs(". Try again.\n", stderr);
	play_prompt();
}

__attribute__((format(printf, 1, 2))) static inline void play_say(const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	vfprintf(stderr, fmt, ap);
	va_end(ap);
	fputc('\n', stderr);
}

__attribute__((format(printf, 1, 2), noreturn)) static inline void play_won(const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	fputs("\nYou won: ", stderr);
	vfprintf(stderr, fmt, ap);
	va_end(ap);
	fputs(".\n", stderr);
	accept();
	exit(CK_AC);
}

#endif
