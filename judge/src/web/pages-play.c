/*
 * pages-play.c: an interactive problem's game played in the browser against
 * the perfect opponent, as `judge play` plays it in a terminal.
 *
 * /play/ID       the problem's play page: a sample's position (named by its
 *                position, analysis/position.h), or a position typed, checked
 *                against the problem's bounds; POST /play/ID starts a game
 *                (a typed position's test input rides in the game's row)
 *                and goes to it
 * /games/N       game N: the position drawn with every legal move a click
 *                (play-board.h), the moves in words, what the interactor
 *                showed (its own picture, an illegal move explained, the
 *                end), a box for any move; POST /games/N sends one move (a
 *                click's, the take form's or the box's), then goes back to it
 *
 * The interactor runs in the game process (games.h), never here: this
 * process only writes the start or the move into the store, wakes the game
 * process and waits a bounded time for its answer. Every page works without
 * JavaScript (a form per move, then a redirect); a page that waits for the
 * interactor reloads itself with live.js.
 *
 * Who may play: a judge or an admin at any time; a team during the contest
 * when contest.yaml says training.play: true; anyone logged in after the
 * contest's end. A game belongs to the login session that started it: to
 * anyone else it does not exist (404, as other teams' submissions). One game
 * per session (starting one gives up the last), limits.play_max games live in
 * all (503 beyond), limits.play_per_team live for the accounts of one team,
 * however many sessions they hold (429 beyond, Retry-After: a team logged in
 * many times cannot take every game), limits.play_burst moves a session may send at once and
 * limits.play_per_minute after (429 with Retry-After). A move is one line of
 * at most WEB_MOVE_MAX bytes (400), sent only when the game waits for the
 * move of the turn the page showed (409 otherwise: out of turn, twice sent,
 * over); a game abandoned answers 410. A refused move changes nothing.
 */
#include <sodium.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "analysis/position.h"
#include "contest/contest-package.h"
#include "web/page.h"
#include "store/store.h"
#include "util.h"
#include "web/play-board.h"
#include "web/rules.h"

/* How long a page waits for the game process's answer before it shows the game as it is. */
#define PLAY_ANSWER_MS 8000
/* The longest position typed (a thousand heaps of 10^18 and their spaces). */
#define PLAY_POSITION_MAX 24000
/* The sample name of a game played from a position typed (no test is named with parentheses). */
#define PLAY_TYPED   "(typed)"
#define PLAY_STR_(x) #x
#define PLAY_STR(x)  PLAY_STR_(x)

/*
 * Whose game: a keyed hash of the session's token (hex), so that the store
 * holds nothing that is, or leads to, a live cookie, and not the same hash
 * as the sessions table's.
 */
static void owner_of(const struct page *p, char out[STORE_ID_MAX + 1])
{
	static const unsigned char key[] = "gamejudge: the owner of a game";
	unsigned char h[32];
	crypto_generichash(h, sizeof h, (const unsigned char *)p->token, strlen(p->token), key, sizeof key - 1);
	sodium_bin2hex(out, STORE_ID_MAX + 1, h, sizeof h);
}

/* NULL when the one asking may play now, else why not. */
static const char *play_closed(struct page *p)
{
	long long now = store_now_ms(), start = serve_start_ms(p->s), end = serve_end_ms(p->s);
	if (page_jury(p))
		return NULL; /* the jury tries the games at any time */
	if (!start || now < start)
		return "the contest has not started";
	if (now >= end || p->s->pkg->play)
		return NULL;
	return "the games open when the contest ends (contest.yaml: training.play is false)";
}

/* The interactive problem named by arg; NULL after a 404 or 403 page. */
static const struct serve_problem *play_problem(struct page *p, const char *arg)
{
	/* Before the start every id gets the same answer: which are problems, and which are games, is not told. */
	if (!page_jury(p) && !serve_started(p->s)) {
		page_fail(p, 403, "the contest has not started");
		return NULL;
	}
	const struct serve_problem *pr = serve_problem(p->s, arg);
	if (!pr) {
		page_fail(p, 404, "no such problem");
		return NULL;
	}
	if (!pr->interactive) {
		page_fail(p, 404, "this problem is not a game: it cannot be played here");
		return NULL;
	}
	const char *closed = play_closed(p);
	if (closed) {
		page_fail(p, 403, closed);
		return NULL;
	}
	if (!pr->nsamples) {
		page_fail(p, 404, "this problem has no sample to play");
		return NULL;
	}
	return pr;
}

void page_play_link(struct page *p, const struct serve_problem *pr)
{
	if (!pr->interactive || play_closed(p))
		return;
	page_put(p, "<p><a id=\"play\" href=\"/play/");
	page_esc(p, pr->id);
	page_put(p, "\">Play the game against the judge</a></p>\n");
}

/* The sample i of pr in words ("3 heaps: 2 5 6"), or its input as it is when it is not a position of a known game. */
static void put_sample(struct page *p, const struct serve_problem *pr, size_t i)
{
	struct position *pos = xmalloc(sizeof *pos);
	char label[160];
	int known = position_from_input(position_game_of(pr->id), pr->samples[i].input, pos) == 0;
	if (known)
		position_label(pos, label, sizeof label);
	free(pos);
	if (known) {
		page_esc(p, label);
		page_put(p, " <small>(");
		page_esc(p, pr->samples[i].name);
		page_put(p, ")</small>");
		return;
	}
	page_esc(p, pr->samples[i].name);
	page_put(p, ": <code>");
	page_esc(p, pr->samples[i].input);
	page_put(p, "</code>");
}

/* The form for a position the person types, for a game whose positions this server knows. */
static void put_typed_form(struct page *p, const struct serve_problem *pr)
{
	enum position_game game = position_game_of(pr->id);
	if (game == POSITION_NONE)
		return;
	page_put(p, "<form method=\"post\" action=\"/play/");
	page_esc(p, pr->id);
	page_put(p, "\" id=\"typed-start\">");
	page_csrf_field(p);
	page_put(p, "<fieldset><legend>Or a position you choose</legend><label for=\"position\">Type ");
	page_esc(p, position_typing(game));
	page_put(p,
	         ":</label> <input name=\"position\" id=\"position\" maxlength=\"%d\" autocomplete=\"off\" "
	         "required> <button id=\"start-typed\">Start from this position</button></fieldset></form>\n",
	         PLAY_POSITION_MAX);
}

void get_play(struct page *p, const char *arg)
{
	const struct serve_problem *pr = play_problem(p, arg);
	if (!pr)
		return;
	char *title = xasprintf("Play %s: %s", pr->label, pr->title);
	page_begin(p, title, 0);
	free(title);
	page_put(p, "<p>You move first, against the judge's perfect play, from a position the first player "
	            "wins. Win by playing the winning strategy; one wrong move and the judge wins.</p>"
	            "<form method=\"post\" action=\"/play/");
	page_esc(p, pr->id);
	page_put(p, "\">");
	page_csrf_field(p);
	page_put(p, "<fieldset><legend>A sample's position</legend>");
	for (size_t i = 0; i < pr->nsamples; i++) {
		page_put(p, "<label><input type=\"radio\" name=\"sample\" value=\"");
		page_esc(p, pr->samples[i].name);
		page_put(p, "\"%s> ", i == 0 ? " checked" : "");
		put_sample(p, pr, i);
		page_put(p, "</label>");
	}
	page_put(p, "</fieldset><button id=\"start\">Start a game</button></form>\n");
	put_typed_form(p, pr);
	page_end(p, 200);
}

/* Wakes the game process (a byte down its pipe); never blocks. */
static void wake_games(struct page *p)
{
	if (p->s->games_fd >= 0) {
		ssize_t n = write(p->s->games_fd, "g", 1);
		(void)n; /* a full pipe already holds a wake-up */
	}
}

/* Waits until game id has left state (the game process answered) or PLAY_ANSWER_MS pass. */
static void await_answer(struct page *p, long long id, const char *state)
{
	struct timespec step = { 0, 20 * 1000000L };
	for (int waited = 0; waited < PLAY_ANSWER_MS; waited += 20) {
		struct store_game g;
		struct diag d;
		int rc = store_game_get(p->s->store, id, &g, &d);
		int moved = rc != 1 || strcmp(g.state, state) != 0;
		store_game_free(&g);
		if (moved)
			return;
		nanosleep(&step, NULL);
	}
}

/* A session's moves and starts, throttled; 1 after a 429 page. */
static int flooding(struct page *p, const char *owner)
{
	char key[96];
	snprintf(key, sizeof key, "play:%s", owner);
	long wait = auth_rate_take(p->s->auth, key, p->s->limits.play_burst, p->s->limits.play_per_minute);
	if (!wait)
		return 0;
	char ra[32];
	snprintf(ra, sizeof ra, "%ld", wait);
	page_fail(p, 429, "too many moves: wait a moment");
	http_add_header(p->resp, "Retry-After", ra);
	return 1;
}

/*
 * The accounts whose games count with this one's: its team's (usernames point
 * into the package), at most max; how many. Another account alone is no group.
 */
static size_t team_accounts(const struct page *p, const char **names, size_t max)
{
	const struct contest *c = p->s->pkg;
	size_t n = 0;
	if (!p->acc->team_id)
		return 0;
	for (size_t i = 0; i < c->naccounts && n < max; i++)
		if (c->accounts[i].team_id && !strcmp(c->accounts[i].team_id, p->acc->team_id))
			names[n++] = c->accounts[i].username;
	return n;
}

/* Answers a refused start: every game taken (503), or the team's (429). */
static void refuse_game(struct page *p, long long full)
{
	if (full == STORE_GAMES_GROUP_FULL) {
		char *why = xasprintf("your team already plays %ld games at once: finish one first",
		                      p->s->limits.play_per_team);
		page_fail(p, 429, why);
		free(why);
	} else {
		page_fail(p, 503, "every game the server runs at once is being played: try again in a minute");
	}
	http_add_header(p->resp, "Retry-After", "60");
}

/* A refused position's page: why, and the way back to the play page. */
static void position_fail(struct page *p, const struct serve_problem *pr, const char *why)
{
	page_begin(p, "Position refused", 0);
	page_put(p, "<p class=\"error\">position: ");
	page_esc(p, why);
	page_put(p, "</p>\n<p><a id=\"back\" href=\"/play/");
	page_esc(p, pr->id);
	page_put(p, "\">Back to the game's positions</a></p>\n");
	page_end(p, 400);
}

/*
 * The game g starts from: a sample (g->sample), or the position typed, checked
 * (g->sample PLAY_TYPED, g->move its input, malloc'ed). 0, or -1 after a 400 page.
 */
static int chosen_position(struct page *p, const struct serve_problem *pr, struct store_game *g)
{
	const char *typed = http_form(p->req, "position"), *sample = http_form(p->req, "sample");
	if (typed) {
		char why[200];
		enum position_game game = position_game_of(pr->id);
		if (game == POSITION_NONE) {
			position_fail(p, pr, "this game is played from its samples only");
			return -1;
		}
		if (strlen(typed) > PLAY_POSITION_MAX) {
			position_fail(p, pr, "longer than the limit of " PLAY_STR(PLAY_POSITION_MAX) " bytes");
			return -1;
		}
		struct position *pos = xmalloc(sizeof *pos);
		int rc = position_typed(game, typed, pos, why, sizeof why);
		/* The judge's hidden numbers (its seed, its budgets) are the first sample's. */
		if (rc == 0)
			g->move = position_input(pos, pr->samples[0].input);
		free(pos);
		if (rc < 0) {
			position_fail(p, pr, why);
			return -1;
		}
		if (!g->move) {
			position_fail(p, pr, "the problem's sample does not read as a position: play a sample");
			return -1;
		}
		str_copy(g->sample, sizeof g->sample, PLAY_TYPED);
		return 0;
	}
	size_t i = 0;
	while (sample && i < pr->nsamples && strcmp(pr->samples[i].name, sample) != 0)
		i++;
	if (!sample || i == pr->nsamples) {
		page_fail(p, 400, "sample: no such sample of this problem");
		return -1;
	}
	str_copy(g->sample, sizeof g->sample, sample);
	return 0;
}

void post_play(struct page *p, const char *arg)
{
	const struct serve_problem *pr = play_problem(p, arg);
	if (!pr)
		return;
	struct store_game g = { 0 };
	owner_of(p, g.owner);
	if (flooding(p, g.owner) || chosen_position(p, pr, &g) < 0) {
		free(g.move);
		return;
	}
	str_copy(g.username, sizeof g.username, p->acc->username);
	str_copy(g.problem_id, sizeof g.problem_id, pr->id);
	struct diag d;
	const char *names[64];
	struct store_game_group team = { names, team_accounts(p, names, 64), p->s->limits.play_per_team };
	long long id = store_game_add(p->s->store, &g, p->s->limits.play_max, team.n ? &team : NULL, &d);
	free(g.move);
	if (id == -1) {
		page_fail(p, 500, d.msg);
		return;
	}
	if (id <= 0) {
		refuse_game(p, id);
		return;
	}
	wake_games(p);
	await_answer(p, id, "start");
	char *to = xasprintf("/games/%lld", id);
	page_redirect(p, to);
	free(to);
}

/* The game named by arg if it is this session's: 1 with it in g, else 0 after a 404 page (or 500). */
static int own_game(struct page *p, const char *arg, struct store_game *g, char owner[STORE_ID_MAX + 1])
{
	memset(g, 0, sizeof *g);
	owner_of(p, owner);
	long long id = serve_parse_id(arg);
	if (!id) {
		page_fail(p, 404, "no such game");
		return 0;
	}
	struct diag d;
	int rc = store_game_get(p->s->store, id, g, &d);
	if (rc < 0) {
		page_fail(p, 500, d.msg);
		return 0;
	}
	if (rc == 0 || strcmp(g->owner, owner) != 0) {
		store_game_free(g);
		page_fail(p, 404, "no such game");
		return 0;
	}
	return 1;
}

/* ---- a game's page, and a move ---- */

/* The line that says how the game stands. */
static void put_status(struct page *p, const struct store_game *g)
{
	page_put(p, "<p id=\"status\"");
	if (!strcmp(g->state, "wait"))
		page_put(p, ">Your move.");
	else if (!strcmp(g->state, "start") || !strcmp(g->state, "move"))
		page_put(p, ">The judge is thinking&hellip; <a href=\"/games/%lld\">reload</a>", g->id);
	else if (!strcmp(g->state, "over") && !strcmp(g->verdict, "AC"))
		page_put(p, " class=\"won\">You won.");
	else if (!strcmp(g->state, "over") && (!strcmp(g->verdict, "WA") || !strcmp(g->verdict, "PE")))
		page_put(p, " class=\"lost\">You lost.");
	else if (!strcmp(g->state, "over"))
		page_put(p, " class=\"error\">The game could not go on, and this is not your loss:");
	else
		page_put(p, " class=\"error\">This game was ");
	/* A game given up or abandoned says so itself, in a line ("abandoned: no move for 600 s"). */
	if (!strcmp(g->state, "gone")) {
		page_esc(p, g->message);
		page_put(p, ".");
	}
	page_put(p, "</p>\n");
	/* Why the judge failed may be long (a compiler's log): apart, as it was written. */
	if (!strcmp(g->state, "over") && strcmp(g->verdict, "AC") && strcmp(g->verdict, "WA") &&
	    strcmp(g->verdict, "PE")) {
		page_put(p, "<pre id=\"why\" class=\"error\">");
		page_esc(p, g->message);
		page_put(p, "</pre>\n");
	}
}

/* A move form's start: where it goes, the session's token and the turn it is for. */
static void move_form_begin(struct page *p, const struct store_game *g, const char *id)
{
	page_put(p, "<form method=\"post\" action=\"/games/%lld\" id=\"%s\">", g->id, id);
	page_csrf_field(p);
	page_put(p, "<input type=\"hidden\" name=\"turn\" value=\"%ld\">", g->turn);
}

/*
 * The position drawn, each legal move a click (play-board.h), when the
 * interactor's picture reads as one; and a box for any move typed, in a form
 * of its own, so that Enter in the box sends the box.
 */
static void put_move_form(struct page *p, const struct store_game *g, const struct position *pos)
{
	if (pos)
		play_board(p, pos, g->id, g->turn);
	move_form_begin(p, g, "move-form");
	page_put(p,
	         "<p class=\"typed\"><label for=\"typed\">%s a move, as the judge asks below:</label> "
	         "<input name=\"typed\" id=\"typed\" maxlength=\"%d\" autocomplete=\"off\"%s> "
	         "<button id=\"send\">Send</button></p></form>\n",
	         pos ? "Or type" : "Type", WEB_MOVE_MAX, pos ? "" : " autofocus");
}

/* Where the game started: "the sample (3 heaps: 2 5 6)", or "a position you typed". */
static void put_origin(struct page *p, const struct store_game *g, const struct serve_problem *pr)
{
	if (!strcmp(g->sample, PLAY_TYPED)) {
		page_put(p, "a position you typed");
		return;
	}
	page_put(p, "the position of ");
	for (size_t i = 0; pr && i < pr->nsamples; i++)
		if (!strcmp(pr->samples[i].name, g->sample)) {
			put_sample(p, pr, i);
			return;
		}
	page_esc(p, g->sample);
}

void get_game(struct page *p, const char *arg)
{
	struct store_game g;
	char owner[STORE_ID_MAX + 1];
	if (!own_game(p, arg, &g, owner))
		return;
	const struct serve_problem *pr = serve_problem(p->s, g.problem_id);
	char *title = xasprintf("Play %s: %s", pr ? pr->label : "", pr ? pr->title : g.problem_id);
	int thinking = !strcmp(g.state, "start") || !strcmp(g.state, "move");
	page_begin(p, title, thinking);
	free(title);
	put_status(p, &g);
	page_put(p, "<p id=\"sent\">Game %lld, from ", g.id);
	put_origin(p, &g, pr);
	page_put(p, "; %ld move%s sent.</p>", g.turn, g.turn == 1 ? "" : "s");
	enum position_game game = position_game_of(g.problem_id);
	struct position *pos = xmalloc(sizeof *pos);
	int drawn = !strcmp(g.state, "wait") && position_from_screen(game, g.screen, pos) == 0;
	if (!strcmp(g.state, "wait"))
		put_move_form(p, &g, drawn ? pos : NULL);
	free(pos);
	if (game != POSITION_NONE)
		play_log(p, game, g.screen);
	page_put(p, "<h2>The judge's screen</h2><div class=\"screen\"><pre id=\"screen\">");
	page_esc(p, g.screen);
	page_put(p, "</pre></div>\n");
	if (!strcmp(g.state, "over") || !strcmp(g.state, "gone")) {
		page_put(p, "<p><a id=\"again\" href=\"/play/");
		page_esc(p, g.problem_id);
		page_put(p, "\">Play again</a></p>\n");
	}
	store_game_free(&g);
	page_end(p, 200);
}

/* A take (the take form's heap and take) in the interactor's notation, into buf; NULL with why. */
static const char *take_move(const struct store_game *g, const char *heap, const char *take, char *buf, size_t size,
                             char *why, size_t why_size)
{
	char *end1 = NULL, *end2 = NULL;
	long h = strtol(heap, &end1, 10);
	long long t = strtoll(take, &end2, 10);
	if (!*heap || *end1 || !*take || *end2 || h < 1 || h > POSITION_MAX) {
		snprintf(why, why_size, "take: expected a heap and how many stones, as whole numbers");
		return NULL;
	}
	struct position *pos = xmalloc(sizeof *pos);
	int rc = position_from_screen(position_game_of(g->problem_id), g->screen, pos);
	if (rc < 0)
		snprintf(why, why_size, "take: this game's position is not known: type the move");
	else
		rc = position_take(pos, (int)h, t, buf, size, why, why_size);
	free(pos);
	return rc < 0 ? NULL : buf;
}

/* The move a form sends: a button's, else the take form's, else the box's; NULL when none has one (why says). */
static const char *form_move(struct page *p, const struct store_game *g, char *buf, size_t size, char *why,
                             size_t why_size)
{
	const char *button = http_form(p->req, "move"), *typed = http_form(p->req, "typed");
	const char *heap = http_form(p->req, "heap"), *take = http_form(p->req, "take");
	why[0] = '\0';
	if (button && *button)
		return button;
	if (heap && take)
		return take_move(g, heap, take, buf, size, why, why_size);
	return typed && *typed ? typed : NULL;
}

/* Why the move cannot be sent (with its status), or NULL. */
static const char *move_refused(struct page *p, const struct store_game *g, const char *move, int *status)
{
	const char *turn = http_form(p->req, "turn");
	char *end = NULL;
	long t = turn ? strtol(turn, &end, 10) : -1;
	*status = 400;
	if (!move)
		return "move: empty; give one";
	if (strlen(move) > WEB_MOVE_MAX)
		return "move: longer than the limit of " PLAY_STR(WEB_MOVE_MAX) " bytes";
	if (strpbrk(move, "\r\n"))
		return "move: one line only";
	if (!turn || !*turn || *end || t < 0)
		return "turn: expected the number of moves the page showed";
	*status = 409;
	if (!strcmp(g->state, "over"))
		return "the game is over: start another";
	if (strcmp(g->state, "wait") || t != g->turn)
		return "out of turn: the game is not waiting for this move (reload its page)";
	return NULL;
}

/* A refused move's page: why, and the way back to the game (a double click lands here). */
static void move_fail(struct page *p, long long id, int status, const char *msg)
{
	page_begin(p, "Move refused", 0);
	page_put(p, "<p class=\"error\">");
	page_esc(p, msg);
	page_put(p, "</p>\n<p><a id=\"back\" href=\"/games/%lld\">Back to the game</a></p>\n", id);
	page_end(p, status);
}

void post_move(struct page *p, const char *arg)
{
	struct store_game g;
	char owner[STORE_ID_MAX + 1];
	if (!own_game(p, arg, &g, owner))
		return;
	int status;
	char buf[96], take_why[200];
	const char *why = NULL, *move = form_move(p, &g, buf, sizeof buf, take_why, sizeof take_why);
	if (flooding(p, owner))
		goto out;
	if (!move && take_why[0] && strcmp(g.state, "gone")) {
		move_fail(p, g.id, 400, take_why);
		goto out;
	}
	if (!strcmp(g.state, "gone")) {
		move_fail(p, g.id, 410, g.message);
		goto out;
	}
	if ((why = move_refused(p, &g, move, &status))) {
		move_fail(p, g.id, status, why);
		goto out;
	}
	struct diag d;
	int rc = store_game_move(p->s->store, g.id, g.turn, move, &d);
	if (rc <= 0) {
		move_fail(p, g.id, rc < 0 ? 500 : 409,
		          rc < 0 ? d.msg : "out of turn: the game is not waiting for this move (reload its page)");
		goto out;
	}
	wake_games(p);
	await_answer(p, g.id, "move");
	char *to = xasprintf("/games/%lld", g.id);
	page_redirect(p, to);
	free(to);
out:
	store_game_free(&g);
}
