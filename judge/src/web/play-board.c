/*
 * play-board.c: a game's position drawn, and clicked (play-board.h).
 *
 * How a click becomes a move. Each legal click is a submit button of one
 * form whose value is the move in the interactor's own notation, made by
 * position_take() or position_step(): a stone of Nim's heap 2 takes it and
 * every stone right of it ("2 3" leaves 3), a stone of Fibonacci Nim's pile
 * takes as many, a square of Northcott's row moves your piece there. The
 * stones a click would take light up under the pointer (CSS alone: the
 * stone hovered and its later siblings). A heap too large to draw stone by
 * stone is a bar, and the take form (heap, how many) sends its move, which
 * pages-play.c turns into the same notation with position_take().
 */
#include "web/play-board.h"

#include <stdlib.h>
#include <string.h>

#include "util.h"

static void form_begin(struct page *p, long long game_id, long turn, const char *id)
{
	page_put(p, "<form method=\"post\" action=\"/games/%lld\" id=\"%s\">", game_id, id);
	page_csrf_field(p);
	page_put(p, "<input type=\"hidden\" name=\"turn\" value=\"%ld\">", turn);
}

/* A button sending move (escaped), with a tooltip and a class; text may be "". */
static void click(struct page *p, const char *cls, const char *move, const char *title, const char *text)
{
	page_put(p, "<button class=\"%s\" name=\"move\" value=\"", cls);
	page_esc(p, move);
	page_put(p, "\" title=\"");
	page_esc(p, title);
	page_put(p, "\">");
	page_esc(p, text);
	page_put(p, "</button>");
}

/* A heap's bar, too long for stones: its length grows with the digits of its size. */
static void bar(struct page *p, long long a)
{
	int digits = 0;
	for (long long x = a; x; x /= 10)
		digits++;
	page_put(p, "<span class=\"bar\" style=\"width:%dem\"></span>", 4 + digits);
}

/*
 * One heap as a row of stones: heap number `heap` (position_take's), holding a;
 * stone k (from 1, left) takes a - k + 1 when that take is legal (most: the
 * largest take allowed, 0 for any).
 */
static void heap_row(struct page *p, const struct position *pos, int heap, long long a, const char *name,
                     long long most)
{
	page_put(p, "<div class=\"heap\" id=\"heap-%d\"><span class=\"name\">%s</span><span class=\"stones\">", heap,
	         name);
	if (a > PLAY_STONES_MAX)
		bar(p, a);
	for (long long k = 1; a <= PLAY_STONES_MAX && k <= a; k++) {
		long long take = a - k + 1;
		char move[64], why[160], title[96];
		if ((most && take > most) || position_take(pos, heap, take, move, sizeof move, why, sizeof why) < 0) {
			page_put(p, "<span class=\"stone fixed\"></span>");
			continue;
		}
		snprintf(title, sizeof title, "take %lld, leave %lld", take, a - take);
		click(p, "stone", move, title, "");
	}
	page_put(p, "</span><span class=\"count\">%lld</span></div>", a);
}

static void nim_board(struct page *p, const struct position *pos)
{
	page_put(p, "<p class=\"most\">Click a stone to take it and every stone right of it.</p>");
	for (int i = 0; i < pos->n; i++) {
		char name[32];
		snprintf(name, sizeof name, "heap %d", i + 1);
		heap_row(p, pos, i + 1, pos->a[i], name, 0);
	}
}

static void wythoff_board(struct page *p, const struct position *pos)
{
	page_put(p, "<p class=\"most\">Click a stone to take it and every stone right of it, "
	            "or how many to take from both heaps.</p>");
	heap_row(p, pos, 1, pos->a[0], "first heap", 0);
	heap_row(p, pos, 2, pos->a[1], "second heap", 0);
	long long both = pos->a[0] < pos->a[1] ? pos->a[0] : pos->a[1];
	if (!both || both > PLAY_STONES_MAX)
		return;
	page_put(p, "<div class=\"heap\" id=\"heap-3\"><span class=\"name\">from both</span><span class=\"takes\">");
	for (long long k = 1; k <= both; k++) {
		char move[64], why[160], title[64], text[24];
		if (position_take(pos, 3, k, move, sizeof move, why, sizeof why) < 0)
			continue;
		snprintf(title, sizeof title, "take %lld from both heaps", k);
		snprintf(text, sizeof text, "%lld", k);
		click(p, "take", move, title, text);
	}
	page_put(p, "</span></div>");
}

static void fibnim_board(struct page *p, const struct position *pos)
{
	long long r = pos->a[0], most = pos->m && pos->m < r ? pos->m : r;
	heap_row(p, pos, 1, r, "pile", most);
	page_put(p, "<p class=\"most\">You may take 1 to %lld.</p>", most);
}

static void northcott_board(struct page *p, const struct position *pos)
{
	page_put(p, "<table class=\"rows\"><tr><th></th>");
	for (long long x = 1; x <= pos->m; x++)
		page_put(p, "<th class=\"square-number\">%lld</th>", x);
	page_put(p, "</tr>");
	for (int r = 0; r < pos->n; r++) {
		page_put(p, "<tr id=\"row-%d\"><th>row %d</th>", r + 1, r + 1);
		for (long long x = 1; x <= pos->m; x++) {
			char move[64], why[160], title[64];
			if (x == pos->a[r])
				page_put(p, "<td class=\"you\" title=\"your piece\">Y</td>");
			else if (x == pos->b[r])
				page_put(p, "<td class=\"judge\" title=\"the judge's piece\">I</td>");
			else if (position_step(pos, r + 1, x, move, sizeof move, why, sizeof why) == 0) {
				snprintf(title, sizeof title, "move your piece to square %lld", x);
				page_put(p, "<td>");
				click(p, "square", move, title, "");
				page_put(p, "</td>");
			} else {
				page_put(p, "<td></td>");
			}
		}
		page_put(p, "</tr>");
	}
	page_put(p, "</table><p class=\"most\">Y is your piece, I the judge's: click a square to move your piece "
	            "there, towards the judge's or away from it.</p>");
}

/* The take form: any number from a heap (a heap too large for stones needs it). */
static void take_form(struct page *p, const struct position *pos, long long game_id, long turn)
{
	form_begin(p, game_id, turn, "take-form");
	page_put(p, "<p class=\"typed\"><label for=\"take\">Take</label> "
	            "<input type=\"number\" name=\"take\" id=\"take\" min=\"1\" required> ");
	if (pos->game == POSITION_NIM)
		page_put(p,
		         "<label for=\"heap\">from heap</label> "
		         "<input type=\"number\" name=\"heap\" id=\"heap\" min=\"1\" max=\"%d\" value=\"1\" required> ",
		         pos->n);
	else if (pos->game == POSITION_WYTHOFF)
		page_put(p,
		         "<label for=\"heap\">from</label> <select name=\"heap\" id=\"heap\"><option value=\"1\">the "
		         "first heap</option><option value=\"2\">the second heap</option><option value=\"3\">both "
		         "heaps</option></select> ");
	else
		page_put(p, "<input type=\"hidden\" name=\"heap\" value=\"1\">");
	page_put(p, "<button id=\"take-send\">Take</button></p></form>\n");
}

void play_board(struct page *p, const struct position *pos, long long game_id, long turn)
{
	static const char *const kind[] = { "", "nim", "wythoff", "fibnim", "northcott" };
	page_put(p, "<div class=\"board %s\" id=\"board\">", kind[pos->game]);
	form_begin(p, game_id, turn, "move-buttons");
	if (pos->game == POSITION_NIM)
		nim_board(p, pos);
	else if (pos->game == POSITION_WYTHOFF)
		wythoff_board(p, pos);
	else if (pos->game == POSITION_FIBNIM)
		fibnim_board(p, pos);
	else
		northcott_board(p, pos);
	page_put(p, "</form>");
	if (pos->game != POSITION_NORTHCOTT)
		take_form(p, pos, game_id, turn);
	page_put(p, "</div>\n");
}

/* ---- the moves in words ---- */

static char *copy_n(const char *s, size_t n)
{
	char *c = xmalloc(n + 1);
	memcpy(c, s, n);
	c[n] = '\0';
	return c;
}

/* The move the person sent in a turn's text: its last line after a prompt that was not refused; NULL if none. */
static char *sent_move(const char *turn)
{
	char *move = NULL;
	for (const char *line = turn; line && *line;) {
		const char *nl = strchr(line, '\n');
		if (!strncmp(line, "> ", 2) && nl && strncmp(nl + 1, "Not a move:", 11) != 0 &&
		    strncmp(nl + 1, "> ", 2) != 0) {
			free(move);
			move = copy_n(line + 2, (size_t)(nl - line - 2));
		}
		line = nl ? nl + 1 : NULL;
	}
	return move;
}

/* Where each turn's text starts ("Turn N, your move." at a line's start); how many, at most max. */
static size_t turn_starts(const char *t, const char **starts, size_t max)
{
	size_t n = 0;
	for (const char *s = t; (s = strstr(s, "Turn ")) && n < max; s++)
		if ((s == t || s[-1] == '\n') && strstr(s, ", your move.") == strchr(s, ','))
			starts[n++] = s;
	return n;
}

static void log_line(struct page *p, const char *who, const struct position *from, const struct position *to)
{
	char words[160];
	position_describe(from, to, words, sizeof words);
	if (!words[0])
		return;
	page_put(p, "<li class=\"%s\">%s ", who[0] == 'Y' ? "mine" : "theirs", who);
	page_esc(p, words);
	page_put(p, ".</li>");
}

/* Turns beyond this many are not described (a log that long is read in the transcript). */
#define PLAY_LOG_TURNS 3000

void play_log(struct page *p, enum position_game game, const char *transcript)
{
	const char **starts = xcalloc(PLAY_LOG_TURNS, sizeof *starts);
	size_t n = turn_starts(transcript, starts, PLAY_LOG_TURNS);
	struct position *now = xmalloc(sizeof *now), *after = xmalloc(sizeof *after), *next = xmalloc(sizeof *next);
	if (n >= 2) /* a second turn: a move was made and answered */
		page_put(p, "<h2>Moves</h2>");
	page_put(p, "<ol id=\"log\">");
	for (size_t k = 0; k < n; k++) {
		size_t len = k + 1 < n ? (size_t)(starts[k + 1] - starts[k]) : strlen(starts[k]);
		char *text = copy_n(starts[k], len), *move = sent_move(text);
		int ok = position_from_screen(game, text, now) == 0 && move && position_after(now, move, after) == 0;
		if (ok)
			log_line(p, "You", now, after);
		free(text);
		free(move);
		if (!ok || k + 1 == n)
			continue;
		char *later = copy_n(starts[k + 1],
		                     k + 2 < n ? (size_t)(starts[k + 2] - starts[k + 1]) : strlen(starts[k + 1]));
		if (position_from_screen(game, later, next) == 0)
			log_line(p, "The judge", after, next);
		free(later);
	}
	page_put(p, "</ol>\n");
	free(now);
	free(after);
	free(next);
	free(starts);
}
