/*
 * game.c: a person's game, one move at a time (game.h).
 */
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "run/game.h"
#include "util.h"

struct game {
	struct judge *j;
	const struct problem *p;
	char *interactor, *input;
	long wall_ms, idle_ms;
	int to_game;          /* we write the person's moves here */
	int from_out, out_w;  /* the interactor's stdout */
	int from_err, err_w;  /* its stderr */
	int in_r;             /* its stdin */
	pthread_t thread;
	int started;
	atomic_int done;      /* judge_play returned: po, rc and d are final */
	atomic_int orphan;    /* set by the first of game_end (leaving) and the thread (ending): the second frees */
	int reaped;
	struct play_outcome po;
	int rc;
	struct diag d;
};

/* A growing text of at most GAME_VIEW_MAX bytes; what comes past it is counted, not kept. */
struct text {
	char *s;
	size_t len, dropped;
};

static void text_add(struct text *t, const char *buf, size_t n)
{
	size_t room = GAME_VIEW_MAX - t->len;
	size_t take = n < room ? n : room;
	t->s = xrealloc(t->s, t->len + take + 1);
	memcpy(t->s + t->len, buf, take);
	t->len += take;
	t->s[t->len] = '\0';
	t->dropped += n - take;
}

static size_t text_read(const struct text *t)
{
	return t->len + t->dropped;
}

/* The text, with a line saying how much was dropped; malloc'ed. */
static char *text_done(struct text *t)
{
	if (!t->s)
		return xstrdup("");
	if (!t->dropped)
		return t->s;
	char *s = xasprintf("%s\n(and %zu bytes more, not shown)\n", t->s, t->dropped);
	free(t->s);
	return s;
}

/* Games left by game_end whose interactors still run (their threads use their judge and problem). */
static atomic_int orphans;

int game_orphans(void)
{
	return atomic_load(&orphans);
}

static void game_free(struct game *g)
{
	if (g->from_out >= 0)
		close(g->from_out);
	if (g->from_err >= 0)
		close(g->from_err);
	free(g->interactor);
	free(g->input);
	free(g);
}

static void *game_thread(void *arg)
{
	struct game *g = arg;
	g->rc = judge_play(g->j, &g->p->checker, g->interactor, g->input, g->in_r, g->out_w, g->err_w, g->wall_ms,
	                   &g->po, &g->d);
	/* Our copies of the interactor's ends: closed, its output pipes read to their end. */
	close(g->in_r);
	close(g->out_w);
	close(g->err_w);
	atomic_store(&g->done, 1);
	if (atomic_exchange(&g->orphan, 1)) {
		game_free(g); /* game_end left it, detached */
		atomic_fetch_sub(&orphans, 1);
	}
	return NULL;
}

/* Reads what is there on fd into t, a pipe's worth at most; 0 at the end of the pipe, 1 otherwise. */
static int drain(int fd, struct text *t)
{
	char buf[8192];
	for (int reads = 0; reads < 8; reads++) {
		ssize_t n = read(fd, buf, sizeof buf);
		if (n > 0)
			text_add(t, buf, (size_t)n);
		else if (n == 0)
			return 0;
		else if (errno != EINTR)
			return 1; /* EAGAIN: all there is, for now */
	}
	return 1;
}

static int ends_with_prompt(const struct text *t)
{
	return t->len >= 2 && memcmp(t->s + t->len - 2, "> ", 2) == 0;
}

/*
 * Collects the interactor's screen and protocol until it waits (a prompt, or
 * GAME_QUIET_MS of silence after something was shown), the game ends,
 * idle_ms pass with nothing shown, or max_ms pass or GAME_ANSWER_MAX_BYTES
 * come in all (it talks without end: then it is not waiting).
 */
static void collect(struct game *g, struct game_view *v, double max_ms)
{
	struct text screen = { 0 }, protocol = { 0 };
	int open_err = g->from_err >= 0, open_out = g->from_out >= 0;
	double start = monotonic_ms(), last = start;
	while (open_err || open_out) {
		struct pollfd fds[2] = { { .fd = open_out ? g->from_out : -1, .events = POLLIN },
			                 { .fd = open_err ? g->from_err : -1, .events = POLLIN } };
		int shown = screen.len || protocol.len;
		double now = monotonic_ms();
		double until = shown ? last + GAME_QUIET_MS : start + (double)g->idle_ms;
		if (shown && ends_with_prompt(&screen)) {
			v->waiting = 1;
			break;
		}
		if (now >= start + max_ms || text_read(&screen) + text_read(&protocol) >= GAME_ANSWER_MAX_BYTES)
			break;
		if (until > start + max_ms)
			until = start + max_ms;
		if (now >= until) {
			v->waiting = shown;
			break;
		}
		if (poll(fds, 2, (int)(until - now) + 1) <= 0)
			continue;
		if (fds[0].revents)
			open_out = drain(g->from_out, &protocol);
		if (fds[1].revents)
			open_err = drain(g->from_err, &screen);
		last = monotonic_ms();
	}
	if (!open_err && !open_out) {
		/* Both pipes ended: the interactor is gone; the thread says how the game went. */
		pthread_join(g->thread, NULL);
		g->reaped = 1;
		v->waiting = 0;
		v->over = 1;
		v->verdict = g->rc < 0 ? V_JE : g->po.verdict;
		snprintf(v->message, sizeof v->message, "%s", g->rc < 0 ? g->d.msg : g->po.message);
	}
	v->screen = text_done(&screen);
	v->protocol = text_done(&protocol);
}

/* Three pipes: the person's moves into the interactor, its stdout and its stderr out of it. */
static int game_pipes(struct game *g, struct diag *d)
{
	int in[2], out[2], err[2];
	if (pipe2(in, O_CLOEXEC) < 0)
		return diag_errno(d, "pipe"), -1;
	if (pipe2(out, O_CLOEXEC) < 0) {
		close(in[0]), close(in[1]);
		return diag_errno(d, "pipe"), -1;
	}
	if (pipe2(err, O_CLOEXEC) < 0) {
		close(in[0]), close(in[1]), close(out[0]), close(out[1]);
		return diag_errno(d, "pipe"), -1;
	}
	g->in_r = in[0], g->to_game = in[1];
	g->from_out = out[0], g->out_w = out[1];
	g->from_err = err[0], g->err_w = err[1];
	fcntl(g->from_out, F_SETFL, O_NONBLOCK);
	fcntl(g->from_err, F_SETFL, O_NONBLOCK);
	return 0;
}

struct game *game_start(struct judge *j, const struct problem *p, const char *input, long wall_ms, long idle_ms,
                        struct game_view *v, struct diag *d)
{
	memset(v, 0, sizeof *v);
	if (p->checker.kind != CHECKER_INTERACTIVE) {
		diag_set(d, "%s is not an interactive problem", p->id);
		return NULL;
	}
	struct game *g = xcalloc(1, sizeof *g);
	*g = (struct game){ .j = j, .p = p, .input = xstrdup(input), .wall_ms = wall_ms, .idle_ms = idle_ms,
		            .to_game = -1, .from_out = -1, .from_err = -1 };
	if (judge_build_tool(j, p->checker.program, &g->interactor, d) < 0 || game_pipes(g, d) < 0) {
		game_end(g);
		return NULL;
	}
	int e = pthread_create(&g->thread, NULL, game_thread, g);
	if (e) {
		errno = e;
		diag_errno(d, "cannot start the game's thread");
		close(g->in_r), close(g->out_w), close(g->err_w);
		game_end(g);
		return NULL;
	}
	g->started = 1;
	collect(g, v, GAME_ANSWER_MAX_MS);
	return g;
}

int game_move(struct game *g, const char *line, struct game_view *v, struct diag *d)
{
	memset(v, 0, sizeof *v);
	size_t len = strlen(line);
	if (g->reaped)
		return diag_set(d, "the game is over"), -1;
	if (len > GAME_MOVE_MAX || memchr(line, '\n', len))
		return diag_set(d, "a move is one line of at most %d bytes", GAME_MOVE_MAX), -1;
	char *msg = xasprintf("%s\n", line);
	/* An interactor that has stopped reading makes the write fail: the game's end is collected below. */
	ssize_t n = write(g->to_game, msg, len + 1);
	free(msg);
	if (n < 0 && errno != EPIPE)
		return diag_errno(d, "cannot send the move"), -1;
	collect(g, v, GAME_ANSWER_MAX_MS);
	return 0;
}

/*
 * The interactor sees the end of its input and ends; what it still shows is
 * read away so that it never blocks. One that does not end within
 * GAME_END_GRACE_MS is left: its pipes are closed (a write kills it with
 * SIGPIPE) and its thread, detached, frees the game when the sandbox ends it
 * (at its wall limit at the latest), so that no caller waits for it.
 */
void game_end(struct game *g)
{
	if (!g)
		return;
	if (g->to_game >= 0)
		close(g->to_game); /* the end of the person's input: a game not over is given up */
	g->to_game = -1;
	double deadline = monotonic_ms() + GAME_END_GRACE_MS;
	g->idle_ms = GAME_END_GRACE_MS;
	while (g->started && !g->reaped && monotonic_ms() < deadline) {
		struct game_view v;
		memset(&v, 0, sizeof v);
		collect(g, &v, deadline - monotonic_ms());
		game_view_free(&v);
	}
	if (g->started && !g->reaped) {
		close(g->from_out);
		close(g->from_err);
		g->from_out = g->from_err = -1;
		atomic_fetch_add(&orphans, 1);
		if (!atomic_exchange(&g->orphan, 1)) {
			pthread_detach(g->thread);
			return; /* the thread frees g */
		}
		atomic_fetch_sub(&orphans, 1);
		pthread_join(g->thread, NULL); /* it ended meanwhile */
	}
	game_free(g);
}

void game_view_free(struct game_view *v)
{
	free(v->screen);
	free(v->protocol);
	v->screen = v->protocol = NULL;
}
