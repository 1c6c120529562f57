/*
 * page.h: what the page files share: the page being written and the
 * helpers that write it (page.c), and the pages, each a row of the router's
 * table (pages.c), which has checked the Origin, the CSRF token and the
 * account a row needs before its function runs (route.h). Internal to the
 * pages: nothing outside them includes it.
 */
#ifndef SERVE_PAGE_H
#define SERVE_PAGE_H

#include <stdio.h>

#include "web/auth.h"
#include "web/http.h"
#include "web/web.h"

struct page {
	struct serve *s;
	struct http_request *req;
	struct http_response *resp;
	const struct auth_account *acc; /* NULL: nobody logged in */
	const char *token;              /* the session cookie, NULL without a session */
	char csrf[65];                  /* the session's CSRF token */
	int wall;                       /* the scoreboard's wall mode: large, no navigation */
	FILE *f;
	char *buf;
	size_t len;
};

/*
 * The clock's words at now (ms): "Minute 12 of 120 · 1:47:59 left", with "
 * · scoreboard frozen" from freeze on (0: no freeze), or "The contest is
 * over." from end on. live.js says the same (pages-static.c).
 */
void page_clock_text(long long start, long long end, long long freeze, long long duration, long long now, char *out,
                     size_t size);
/* Writes text as it is (the page's own markup). */
void page_put(struct page *p, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
/* Writes a text from outside, escaped for HTML. */
void page_esc(struct page *p, const char *s);
/* Whether a judge or admin account asks. */
int page_jury(const struct page *p);
/* Starts the page: head, navigation, the title as h1; refresh: live.js reloads it. */
void page_begin(struct page *p, const char *title, int refresh);
/* Ends the page and answers with it. */
void page_end(struct page *p, int status);
/* A whole page that says msg, with this status. */
void page_fail(struct page *p, int status, const char *msg);
/* 303 to location. */
void page_redirect(struct page *p, const char *location);
/* The hidden field with the session's CSRF token, for every form. */
void page_csrf_field(struct page *p);
/* Whole minutes of contest time at t_ms (rounded down); 0 before the start. */
long page_minute(struct page *p, long long t_ms);
/* The time of day of t_ms, UTC, "HH:MM:SS". */
void page_put_clock(struct page *p, long long t_ms);
/* A verdict with its colour; "pending" when not found or not finished. */
void page_put_verdict(struct page *p, const char *verdict, int found);

/* The table of submissions, a team's (team_id) or all (NULL), each linked to link + its id; 1 when one is pending. */
int page_submissions_table(struct page *p, const char *team_id, const char *link);
/* The page of one submission (arg: its id): jury, with its source and every test's message. */
void page_submission(struct page *p, const char *arg, int jury);

struct scoreboard;
struct board;
/*
 * The scoreboard's table (pages-board.c), drawn by report/board.h as a board
 * of kind BOARD_CONTEST: its legend, the table, the upsolving legend when a
 * cell has the mark, and the rule. The cell of team mark_team (an index in
 * the contest's teams), problem mark_problem is outlined (-1: none).
 */
void page_scoreboard_table(struct page *p, const struct scoreboard *sb, long mark_team, long mark_problem);
/* The board that table is: page_board_free() frees what page_board_of() allocated (not c's strings). */
void page_board_of(const struct serve_contest *c, const struct scoreboard *sb, long mark_team, long mark_problem,
                   int wall, struct board *b);
void page_board_free(struct board *b);

struct store_submission;
struct serve_problem;
/*
 * A submission as compare's cell says it into text: "AC 12ms", "WA on 3,
 * 2/16", "CE"; 1 with its verdict code, or 0 and "pending" while not judged.
 */
int page_cell(struct page *p, const struct store_submission *sub, const struct serve_problem *pr, char *text,
              size_t size, char verdict[8]);
/* pages-explore.c: a team's hint on its problem page; a submission's disagreements on its jury page. */
void page_hint_section(struct page *p, const struct serve_problem *pr);
void page_explore_submission(struct page *p, const struct store_submission *sub);

/* The pages (pages-login.c, pages-static.c, pages-team.c, pages-jury.c, pages-board.c); arg is the rest of the path. */
void get_login(struct page *p, const char *arg);
void post_login(struct page *p, const char *arg);
void post_logout(struct page *p, const char *arg);
void get_static(struct page *p, const char *arg);
void get_home(struct page *p, const char *arg);
void get_problem(struct page *p, const char *arg);
void post_submit(struct page *p, const char *arg);
void get_submission(struct page *p, const char *arg);
void get_scoreboard(struct page *p, const char *arg);
void get_jury(struct page *p, const char *arg);
void get_jury_submission(struct page *p, const char *arg);
void get_jury_problem(struct page *p, const char *arg);
void get_jury_export(struct page *p, const char *arg);
/*
 * pages-rejudge.c: a rejudge previewed (post_rejudge starts, applies or
 * cancels; get_jury_rejudge shows a problem's preview), two sources' diff
 * (get_jury_diff), and page_diff_form, the side-by-side page's form that
 * picks two of a problem's n submissions subs (none when n < 2).
 */
void post_rejudge(struct page *p, const char *arg);
void get_jury_rejudge(struct page *p, const char *arg);
void get_jury_diff(struct page *p, const char *arg);
void page_diff_form(struct page *p, const struct store_submission *subs, size_t n);
void post_clock(struct page *p, const char *arg);
void get_jury_replay(struct page *p, const char *arg);
void get_jury_explore(struct page *p, const char *arg);
void post_hint(struct page *p, const char *arg);
/*
 * Clarifications (pages-clar.c): a team's questions and the jury's answers
 * and announcements. page_news: a team's box of the jury's messages it has
 * not seen (nothing for others), under the navigation of every page and at
 * /news for live.js; page_clar_open: the questions without an answer (-1:
 * the store failed).
 */
void page_news(struct page *p);
long page_clar_open(struct page *p);
void get_news(struct page *p, const char *arg);
void get_clarifications(struct page *p, const char *arg);
void post_clarification(struct page *p, const char *arg);
void get_jury_clarifications(struct page *p, const char *arg);
void post_jury_clarification(struct page *p, const char *arg);
/* The judging queue and the worker (pages-queue.c). */
void get_jury_queue(struct page *p, const char *arg);
/* pages-jury-accounts.c: teams and accounts changed live, the package reloaded. */
void get_jury_accounts(struct page *p, const char *arg);
void post_jury_accounts(struct page *p, const char *arg);
/* Playing a game in the browser (pages-play.c); page_play_link: the problem page's link to it. */
void get_play(struct page *p, const char *arg);
void post_play(struct page *p, const char *arg);
void get_game(struct page *p, const char *arg);
void post_move(struct page *p, const char *arg);
void page_play_link(struct page *p, const struct serve_problem *pr);

#endif
