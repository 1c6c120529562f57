/*
 * games.c: the game process of `judge serve` (games.h says how it works).
 *
 * What a page shows of a game is its transcript: everything the interactor
 * showed on its screen, with the person's moves after its prompts, as the
 * terminal of `judge play` would hold it; its last GAMES_TRANSCRIPT_MAX bytes
 * are kept. A game starts from a sample's input, or from the input of a
 * position the person typed (the row's move in state start).
 */
#define _GNU_SOURCE
#include "live/games.h"

#include <fcntl.h>
#include <poll.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "problem/problem.h"
#include "run/game.h"
#include "run/judge.h"
#include "live/problems.h"
#include "util.h"
#include "verdict_code.h"

#define GAMES_TRANSCRIPT_MAX (64 << 10)
/* How long a start or a move waits for the interactor to show anything at all. */
#define GAMES_ANSWER_MS 5000

struct live {
	long long id;
	struct game *g;
	long long last_ms; /* when it last started or moved (monotonic) */
	char *transcript;
	char *typed; /* a typed position's input file, in the judge's scratch directory (removed at the end); or NULL */
};

struct games {
	struct store *store;
	const struct contest *contest;
	const char *root;
	struct serve_games_opts o;
	struct judge *judge;
	struct serve_problems *problems; /* loaded at their first game */
	struct live *live;
	size_t nlive;
};

/* The input of p's test named sample; NULL with why. */
static const char *sample_input(const struct problem *p, const char *sample, struct diag *d)
{
	for (size_t i = 0; i < p->ntests; i++)
		if (!strcmp(p->tests[i].name, sample))
			return p->tests[i].input;
	diag_set(d, "%s has no test '%s'", p->id, sample);
	return NULL;
}

/* Appends text to a transcript, keeping its last GAMES_TRANSCRIPT_MAX bytes from a line's start. */
static void transcript_add(char **t, const char *text)
{
	char *s = xasprintf("%s%s", *t ? *t : "", text);
	free(*t);
	size_t len = strlen(s);
	if (len > GAMES_TRANSCRIPT_MAX) {
		const char *cut = s + len - GAMES_TRANSCRIPT_MAX;
		const char *nl = strchr(cut, '\n');
		char *kept = xasprintf("(the start of the game is not shown)\n%s", nl ? nl + 1 : cut);
		free(s);
		s = kept;
	}
	*t = s;
}

/* Stores the interactor's answer v to game l (row: the turn it had); the game is ended when over. */
static int answer(struct games *G, struct live *l, long turn, struct game_view *v, struct diag *d)
{
	transcript_add(&l->transcript, v->screen);
	struct store_game a = { .id = l->id, .turn = turn, .screen = l->transcript, .protocol = v->protocol };
	snprintf(a.state, sizeof a.state, "%s", v->over ? "over" : "wait");
	if (v->over) {
		snprintf(a.verdict, sizeof a.verdict, "%s", verdict_code(v->verdict));
		a.message = v->message;
	}
	l->last_ms = (long long)monotonic_ms();
	return store_game_answer(G->store, &a, d);
}

/* The judge failed for game id: it is over with JE and the reason, never the person's loss. 0, or -1 (the store). */
static int judge_failed(struct games *G, long long id, long turn, const char *why, struct diag *d)
{
	log_printf(G->o.log, "game %lld: the judge failed: %s", id, why);
	char *msg = xasprintf("the judge failed: %s", why);
	struct store_game a = { .id = id, .turn = turn, .screen = "", .message = msg };
	snprintf(a.state, sizeof a.state, "over");
	snprintf(a.verdict, sizeof a.verdict, "JE");
	int rc = store_game_answer(G->store, &a, d);
	free(msg);
	return rc < 0 ? -1 : 0;
}

static void live_drop(struct games *G, size_t i)
{
	game_end(G->live[i].g);
	free(G->live[i].transcript);
	if (G->live[i].typed)
		unlink(G->live[i].typed);
	free(G->live[i].typed);
	G->live[i] = G->live[--G->nlive];
}

static struct live *live_find(struct games *G, long long id)
{
	for (size_t i = 0; i < G->nlive; i++)
		if (G->live[i].id == id)
			return &G->live[i];
	return NULL;
}

/* A typed position's input (the row's move) written to a file of the scratch directory: its path, or NULL with why. */
static char *typed_input(struct games *G, const struct store_game *row, struct diag *why)
{
	char *path = judge_scratch(G->judge, "typed.in");
	if (write_file_atomic(path, row->move, strlen(row->move), 0644, why) < 0) {
		free(path);
		return NULL;
	}
	return path;
}

static int game_begin(struct games *G, const struct store_game *row, struct diag *d)
{
	struct diag why;
	const struct problem *p = serve_problems_get(G->problems, row->problem_id, &why);
	/* A position typed on the play page comes as its input (pages-play.c checked it); else a sample's. */
	char *typed = p && row->move ? typed_input(G, row, &why) : NULL;
	const char *input = !p ? NULL : row->move ? typed : sample_input(p, row->sample, &why);
	struct game_view v;
	struct game *g = input ? game_start(G->judge, p, input, G->o.wall_ms, GAMES_ANSWER_MS, &v, &why) : NULL;
	if (!g) {
		if (typed)
			unlink(typed);
		free(typed);
		return judge_failed(G, row->id, 0, why.msg, d);
	}
	G->live = xrealloc(G->live, (G->nlive + 1) * sizeof *G->live);
	struct live *l = &G->live[G->nlive++];
	*l = (struct live){ .id = row->id, .g = g, .typed = typed };
	int rc = answer(G, l, 0, &v, d);
	if (v.over || rc == 0)
		live_drop(G, (size_t)(l - G->live)); /* over at once, or given up meanwhile */
	game_view_free(&v);
	return rc < 0 ? -1 : 0;
}

static int game_step(struct games *G, const struct store_game *row, struct diag *d)
{
	struct live *l = live_find(G, row->id);
	if (!l) /* not ours: a game of a previous game process, abandoned when we started */
		return store_game_abandon(G->store, row->id, "abandoned: the game process restarted", d) < 0 ? -1 : 0;
	char *echo = xasprintf("%s\n", row->move ? row->move : "");
	transcript_add(&l->transcript, echo);
	free(echo);
	struct game_view v;
	struct diag why;
	int rc;
	if (game_move(l->g, row->move ? row->move : "", &v, &why) < 0) {
		rc = judge_failed(G, row->id, row->turn + 1, why.msg, d);
		live_drop(G, (size_t)(l - G->live));
		return rc < 0 ? -1 : 0;
	}
	rc = answer(G, l, row->turn + 1, &v, d);
	if (v.over || rc == 0)
		live_drop(G, (size_t)(l - G->live));
	game_view_free(&v);
	return rc < 0 ? -1 : 0;
}

/* Ends the games whose rows are no longer live (given up, or abandoned by someone) and the idle ones. */
static int games_tidy(struct games *G, const struct store_game *rows, size_t n, struct diag *d)
{
	long long now = (long long)monotonic_ms();
	for (size_t i = 0; i < G->nlive;) {
		struct live *l = &G->live[i];
		size_t k = 0;
		while (k < n && rows[k].id != l->id)
			k++;
		int idle = k < n && !strcmp(rows[k].state, "wait") && now - l->last_ms >= G->o.idle_ms;
		if (k < n && !idle) {
			i++;
			continue;
		}
		if (idle) {
			char *msg = xasprintf("abandoned: no move for %ld s", G->o.idle_ms / 1000);
			int rc = store_game_abandon(G->store, l->id, msg, d);
			free(msg);
			if (rc < 0)
				return -1;
		}
		live_drop(G, i);
	}
	return 0;
}

/* One look at the store: tidies, then answers every start and move asked for. */
static int games_step(struct games *G, struct diag *d)
{
	struct store_game *rows;
	size_t n;
	if (store_games_live(G->store, &rows, &n, d) < 0)
		return -1;
	int rc = games_tidy(G, rows, n, d);
	for (size_t i = 0; rc == 0 && i < n; i++) {
		if (!strcmp(rows[i].state, "start"))
			rc = game_begin(G, &rows[i], d);
		else if (!strcmp(rows[i].state, "move"))
			rc = game_step(G, &rows[i], d);
		else if (!live_find(G, rows[i].id)) /* waiting, but not for us: our predecessor's */
			rc = store_game_abandon(G->store, rows[i].id, "abandoned: the game process restarted", d) < 0
			             ? -1
			             : 0;
	}
	store_games_free(rows, n);
	return rc;
}

/* Sleeps until the wake pipe has a byte (then drains it) or poll_ms pass. */
static void games_wait(struct games *G)
{
	struct pollfd pfd = { .fd = G->o.wake_fd, .events = POLLIN };
	if (poll(&pfd, G->o.wake_fd >= 0 ? 1 : 0, (int)G->o.poll_ms) > 0 && (pfd.revents & POLLIN)) {
		char buf[256];
		while (read(G->o.wake_fd, buf, sizeof buf) > 0)
			;
	} else if (pfd.revents & (POLLHUP | POLLERR | POLLNVAL)) {
		G->o.wake_fd = -1; /* no writer left: the store alone from now on */
	}
}

int serve_games_run(struct store *s, const struct contest *c, const char *root, const struct serve_games_opts *o,
                    struct diag *d)
{
	struct games G = { .store = s, .contest = c, .root = root, .o = *o };
	if (G.o.idle_ms <= 0)
		G.o.idle_ms = 10L * 60 * 1000;
	if (G.o.poll_ms <= 0)
		G.o.poll_ms = 200;
	if (G.o.wall_ms <= 0)
		G.o.wall_ms = 2L * 3600 * 1000;
	if (G.o.wake_fd >= 0)
		fcntl(G.o.wake_fd, F_SETFL, fcntl(G.o.wake_fd, F_GETFL) | O_NONBLOCK);
	if (!(G.judge = judge_new(root, 1, d)))
		return -1;
	G.problems = serve_problems_new(c, root);
	int rc = store_game_abandon(s, 0, "abandoned: the game process restarted", d) < 0 ? -1 : 0;
	while (rc == 0 && !(G.o.stop && *G.o.stop)) {
		rc = games_step(&G, d);
		if (rc == 0)
			games_wait(&G);
	}
	while (G.nlive)
		live_drop(&G, G.nlive - 1);
	if (game_orphans())
		return rc; /* an interactor left to its wall limit still uses them; the process ends */
	serve_problems_free(G.problems);
	judge_free(G.judge);
	return rc;
}

static volatile sig_atomic_t games_stop;

static void on_games_stop(int sig)
{
	(void)sig;
	games_stop = 1;
}

int serve_games_process(const struct contest *c, const char *root, const char *db, struct serve_games_opts *o,
                        const sigset_t *mask)
{
	struct sigaction sa = { .sa_handler = on_games_stop };
	sigaction(SIGTERM, &sa, NULL);
	sigaction(SIGINT, &sa, NULL);
	sigprocmask(SIG_SETMASK, mask, NULL);
	o->stop = &games_stop;
	struct diag d;
	struct store *st = store_open(db, 0, &d);
	int rc = st ? serve_games_run(st, c, root, o, &d) : -1;
	if (rc < 0)
		log_printf(o->log, "games: %s", d.msg);
	store_close(st);
	return rc < 0 ? 3 : 0;
}
