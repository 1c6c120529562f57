/*
 * pages-replay.c: the jury's replay of the session (/jury/replay), for the
 * award ceremony or a debriefing.
 *
 * Two modes, each a plain link away (no JavaScript needed):
 *   ?minute=N  the scoreboard as it stood at contest minute N (0 to the
 *              end): the submissions made before then, each with its stored
 *              judgement as if judged at once, seen as the public saw them
 *              (pending from the freeze on). The last minute is the frozen
 *              scoreboard at the end.
 *   ?step=K    the resolver (resolve.h), once the contest is over: step 0 is
 *              the frozen scoreboard at the end; each step reveals one frozen
 *              cell of the lowest-ranked team that has one; the last step is
 *              the final scoreboard, the jury's.
 * &wall=1 is for the projector, as the scoreboard's wall mode: large, no
 * navigation bar, the controls kept. &play=1 moves on by itself: the answer carries a Refresh header to the
 * next minute or step (a browser follows it without script; the pages'
 * Content-Security-Policy allows no inline script anyway). Submissions after
 * the end (upsolving) are not part of the replay.
 */
#include <stdlib.h>
#include <string.h>

#include "web/page.h"
#include "store/resolve.h"
#include "store/scoreboard.h"
#include "store/store.h"
#include "store/resolve.h"
#include "store/scoreboard.h"
#include "store/store.h"
#include "util.h"
#include "web/rules.h"

#define PLAY_MINUTE_S 1 /* seconds per minute when played */
#define PLAY_STEP_S   2 /* seconds per resolver step when played */

/* What every link of the page carries in the wall mode, so that the projector stays in it. */
#define WALL(p) ((p)->wall ? "&amp;wall=1" : "")

/* A whole number 0..max from the query; 0 with *out set, or -1 with the reason in d. */
static int query_count(struct page *p, const char *name, long max, long *out, struct diag *d)
{
	const char *text = http_query(p->req, name);
	char *end;
	long v = text ? strtol(text, &end, 10) : -1;
	if (!text || !*text || *end || v < 0 || v > max || strspn(text, "0123456789") != strlen(text)) {
		diag_set(d, "%s: expected a whole number 0 to %ld, got '%.40s'", name, max, text ? text : "");
		return -1;
	}
	*out = v;
	return 0;
}

/* A control: a link when it leads somewhere else, plain text when not. */
static void control(struct page *p, const char *id, const char *label, const char *mode, long to, long here)
{
	if (to == here)
		page_put(p, "<span class=\"off\">%s</span> ", label);
	else
		page_put(p, "<a id=\"%s\" href=\"/jury/replay?%s=%ld%s\">%s</a> ", id, mode, to, WALL(p), label);
}

static long clamp(long v, long lo, long hi)
{
	return v < lo ? lo : v > hi ? hi : v;
}

/* The minute mode's controls: the jumps, play, and the resolver once the contest is over. */
static void minute_controls(struct page *p, long minute, long last, long freeze_min, int over)
{
	page_put(p, "<p id=\"controls\">");
	control(p, "first", "&#171; Start", "minute", 0, minute);
	control(p, "back10", "&#8722;10", "minute", clamp(minute - 10, 0, last), minute);
	control(p, "prev", "&#8722;1", "minute", clamp(minute - 1, 0, last), minute);
	control(p, "next", "+1", "minute", clamp(minute + 1, 0, last), minute);
	control(p, "fwd10", "+10", "minute", clamp(minute + 10, 0, last), minute);
	if (freeze_min >= 0)
		control(p, "freeze", "The freeze", "minute", freeze_min, minute);
	control(p, "last", "End &#187;", "minute", last, minute);
	if (minute < last)
		page_put(p, "<a id=\"play\" href=\"/jury/replay?minute=%ld&amp;play=1%s\">Play</a> ", minute + 1,
		         WALL(p));
	if (!p->wall)
		page_put(p, "<a id=\"wall\" href=\"/jury/replay?minute=%ld&amp;wall=1\">Wall mode</a> ", minute);
	if (over)
		page_put(p, "<a id=\"resolve\" href=\"/jury/replay?step=0%s\">Resolve the frozen scoreboard</a>",
		         WALL(p));
	page_put(p, "</p>\n");
}

static void step_controls(struct page *p, long k, long n, long last)
{
	page_put(p, "<p id=\"controls\">");
	control(p, "first", "&#171; Frozen", "step", 0, k);
	control(p, "prev", "Previous", "step", clamp(k - 1, 0, n), k);
	control(p, "next", "Next", "step", clamp(k + 1, 0, n), k);
	control(p, "last", "Final &#187;", "step", n, k);
	if (k < n)
		page_put(p, "<a id=\"play\" href=\"/jury/replay?step=%ld&amp;play=1%s\">Play</a> ", k + 1, WALL(p));
	if (!p->wall)
		page_put(p, "<a id=\"wall\" href=\"/jury/replay?step=%ld&amp;wall=1\">Wall mode</a> ", k);
	page_put(p, "<a id=\"minutes\" href=\"/jury/replay?minute=%ld%s\">Back to the minutes</a></p>\n", last,
	         WALL(p));
}

/* With &play=1, the browser goes on to the next minute or step by itself. */
static void play_on(struct page *p, const char *mode, long next, long max, int secs)
{
	const char *play = http_query(p->req, "play");
	if (!play || strcmp(play, "1") || next > max)
		return;
	char *h = xasprintf("%d; url=/jury/replay?%s=%ld&play=1%s", secs, mode, next, p->wall ? "&wall=1" : "");
	http_add_header(p->resp, "Refresh", h);
	free(h);
}

/* What step k revealed, in words. */
static void step_said(struct page *p, const struct scoreboard *sb, const struct resolve_step *st)
{
	const struct scoreboard_cell *c = NULL;
	for (size_t r = 0; r < sb->nrows; r++)
		if (sb->rows[r].team == st->team)
			c = &sb->rows[r].cells[st->problem];
	page_esc(p, p->s->contest->teams[st->team].name);
	page_put(p, ", problem ");
	page_esc(p, p->s->contest->problems[st->problem].label);
	if (c && c->solved)
		page_put(p, ": solved at minute %ld.", c->time_min);
	else if (c && c->num_pending)
		page_put(p, ": still pending (not judged yet).");
	else
		page_put(p, ": not solved.");
}

static void resolve_page(struct page *p, const struct serve_board_subs *b, const struct scoreboard_clock *clk,
                         long last)
{
	struct resolve_step *steps;
	struct diag d;
	long k, n = (long)resolve_steps(p->s->pkg, clk, b->v, b->n, &steps);
	if (query_count(p, "step", n, &k, &d) < 0) {
		free(steps);
		page_fail(p, 400, d.msg);
		return;
	}
	struct scoreboard sb;
	resolve_board(p->s->pkg, clk, b->v, b->n, steps, (size_t)k, &sb);
	page_begin(p, "Resolver", 0);
	page_put(p, "<p id=\"state\">");
	if (!n)
		page_put(p, "Nothing was frozen: the scoreboard at the end is the final one.");
	else if (!k)
		page_put(p,
		         "Step 0 of %ld: the frozen scoreboard at the end. Each step reveals one frozen cell of "
		         "the lowest-ranked team that has one.",
		         n);
	else
		page_put(p, "Step %ld of %ld%s: ", k, n, k == n ? ", the final scoreboard" : "");
	if (k)
		step_said(p, &sb, &steps[k - 1]);
	page_put(p, "</p>\n");
	step_controls(p, k, n, last);
	page_scoreboard_table(p, &sb, k ? (long)steps[k - 1].team : -1, k ? (long)steps[k - 1].problem : -1);
	scoreboard_free(&sb);
	free(steps);
	page_end(p, 200);
	play_on(p, "step", k + 1, n, PLAY_STEP_S);
}

static void minute_page(struct page *p, const struct serve_board_subs *b, struct scoreboard_clock *clk, long last,
                        int over)
{
	struct diag d;
	long minute = 0;
	if (http_query(p->req, "minute") && query_count(p, "minute", last, &minute, &d) < 0) {
		page_fail(p, 400, d.msg);
		return;
	}
	long long cut = clk->start_ms + minute * 60000LL;
	clk->cutoff_ms = cut < clk->end_ms ? cut : clk->end_ms;
	long freeze_min = clk->freeze_ms ? (long)((clk->freeze_ms - clk->start_ms) / 60000) : -1;
	struct scoreboard sb;
	scoreboard_compute(p->s->pkg, clk, b->v, b->n, &sb);
	page_begin(p, "Replay", 0);
	page_put(p, "<p id=\"state\">Minute %ld of %ld%s.", minute, last, over ? "" : " so far (the contest runs)");
	if (clk->freeze_ms && clk->cutoff_ms > clk->freeze_ms)
		page_put(p,
		         " <span class=\"frozen\">Frozen since minute %ld: later submissions show as "
		         "pending.</span>",
		         freeze_min);
	page_put(p, "</p>\n");
	minute_controls(p, minute, last, freeze_min > last ? -1 : freeze_min, over);
	page_scoreboard_table(p, &sb, -1, -1);
	scoreboard_free(&sb);
	page_end(p, 200);
	play_on(p, "minute", minute + 1, last, PLAY_MINUTE_S);
}

void get_jury_replay(struct page *p, const char *arg)
{
	(void)arg;
	const char *wall = http_query(p->req, "wall");
	p->wall = wall && !strcmp(wall, "1");
	long long now = store_now_ms();
	/* The public's clock, never thawed: the replay shows what the public saw, then the resolver thaws it. */
	long long start = serve_start_ms(p->s); /* 0 while a countdown is paused, whatever contest.yaml says */
	struct scoreboard_clock clk = start ? scoreboard_clock_of(p->s->pkg, start, serve_end_ms(p->s), 0, now, 0)
	                                    : (struct scoreboard_clock){ 0 };
	if (!clk.start_ms) {
		page_fail(p, 409, "the contest has not started: there is nothing to replay");
		return;
	}
	int over = now >= clk.end_ms;
	/* The last minute: the end's, rounded up (an end by hand at 100:30 is minute 101), or now's. */
	long last = over ? (long)((clk.end_ms - clk.start_ms + 59999) / 60000) : (long)((now - clk.start_ms) / 60000);
	if (http_query(p->req, "step") && !over) {
		page_fail(p, 409, "step: the resolver opens once the contest is over");
		return;
	}
	struct serve_board_subs b;
	struct diag d;
	if (serve_board_subs(p->s, &b, &d) < 0) {
		page_fail(p, 500, d.msg);
		return;
	}
	if (http_query(p->req, "step")) {
		/* The resolver starts from the scoreboard at the end: nothing after it (upsolving) takes part. */
		clk.cutoff_ms = clk.end_ms;
		resolve_page(p, &b, &clk, last);
	} else {
		minute_page(p, &b, &clk, last, over);
	}
	serve_board_subs_free(&b);
}
