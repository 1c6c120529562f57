/*
 * pages-queue.c: the jury's page of the judging queue and the workers
 * (/jury/queue): what waits (since when), what is being judged (by which
 * worker, since when), what was judged in the last minute (and how long each
 * took), the local worker's state, and every worker of the session (this
 * machine's and judge worker's on others: alive or silent, judging what,
 * judged how many, its problems' digests and those it refuses), from the
 * judgements and the workers' own rows (store_workers_list(), each written by
 * its worker's heartbeat, live/worker.c), and the jobs of the rejudge
 * previews pending (store_previews_list(), judged once nothing else waits).
 * The page refreshes itself.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "store/store.h"
#include "util.h"
#include "web/page.h"

#define QUEUE_RECENT_MS 60000 /* "judged in the last minute" */
#define QUEUE_SILENT_MS 30000 /* a worker not heard from for this long is said to be silent */
#define QUEUE_WORKER    "worker"

struct queue {
	struct store_submission *subs;
	size_t nsubs;
	struct store_judgement *js;
	size_t nj;
	struct store_worker *workers;
	size_t nworkers;
	struct store_preview *previews; /* the rejudge previews' jobs */
	size_t npreviews;
	long long now;
};

static const struct store_judgement *current(const struct queue *q, long long sub)
{
	for (size_t i = 0; i < q->nj; i++)
		if (q->js[i].submission_id == sub && q->js[i].valid)
			return &q->js[i];
	return NULL;
}

static const struct store_submission *submission(const struct queue *q, long long id)
{
	for (size_t i = 0; i < q->nsubs; i++)
		if (q->subs[i].id == id)
			return &q->subs[i];
	return NULL;
}

/* The cells of submission sub: its link, team, problem. */
static void sub_cells(struct page *p, const struct store_submission *sub)
{
	const struct serve_team *t = serve_team(p->s, sub->team_id);
	const struct serve_problem *pr = serve_problem(p->s, sub->problem_id);
	page_put(p, "<td><a href=\"/jury/submissions/%lld\">%lld</a></td><td>", sub->id, sub->id);
	page_esc(p, t ? t->name : sub->team_id);
	page_put(p, "</td><td>");
	page_esc(p, pr ? pr->label : sub->problem_id);
	page_put(p, "</td>");
}

static void pending_table(struct page *p, const struct queue *q)
{
	size_t n = 0;
	for (size_t i = 0; i < q->nsubs; i++)
		n += !current(q, q->subs[i].id);
	page_put(p, "<h2>Waiting: <span id=\"waiting-count\">%zu</span></h2>", n);
	if (!n)
		return;
	page_put(p, "<table id=\"waiting\"><tr><th>#</th><th>Team</th><th>Problem</th><th>Received</th>"
	            "<th>Waiting</th></tr>");
	for (size_t i = 0; i < q->nsubs; i++) {
		if (current(q, q->subs[i].id))
			continue;
		page_put(p, "<tr>");
		sub_cells(p, &q->subs[i]);
		page_put(p, "<td>");
		page_put_clock(p, q->subs[i].time_ms);
		page_put(p, "</td><td>%lld s</td></tr>", (q->now - q->subs[i].time_ms) / 1000);
	}
	page_put(p, "</table>\n");
}

static void judging_table(struct page *p, const struct queue *q)
{
	size_t n = 0;
	for (size_t i = 0; i < q->nj; i++)
		n += q->js[i].valid && !q->js[i].ended_ms;
	page_put(p, "<h2>Being judged: <span id=\"judging-count\">%zu</span></h2>", n);
	if (!n)
		return;
	page_put(p, "<table id=\"judging\"><tr><th>#</th><th>Team</th><th>Problem</th><th>Worker</th><th>Since</th>"
	            "<th>For</th></tr>");
	for (size_t i = 0; i < q->nj; i++) {
		const struct store_judgement *j = &q->js[i];
		const struct store_submission *sub = j->valid && !j->ended_ms ? submission(q, j->submission_id) : NULL;
		if (!sub)
			continue;
		page_put(p, "<tr>");
		sub_cells(p, sub);
		page_put(p, "<td>");
		page_esc(p, j->claimed_by);
		page_put(p, "</td><td>");
		page_put_clock(p, j->started_ms);
		page_put(p, "</td><td>%lld s</td></tr>", (q->now - j->started_ms) / 1000);
	}
	page_put(p, "</table>\n");
}

static void recent_table(struct page *p, const struct queue *q)
{
	size_t n = 0;
	for (size_t i = 0; i < q->nj; i++)
		n += q->js[i].ended_ms && q->now - q->js[i].ended_ms <= QUEUE_RECENT_MS;
	page_put(p, "<h2>Judged in the last minute: <span id=\"recent-count\">%zu</span></h2>", n);
	if (!n)
		return;
	page_put(p, "<table id=\"recent\"><tr><th>#</th><th>Team</th><th>Problem</th><th>Verdict</th><th>Ended</th>"
	            "<th>Took</th></tr>");
	for (size_t i = q->nj; i-- > 0;) {
		const struct store_judgement *j = &q->js[i];
		const struct store_submission *sub = submission(q, j->submission_id);
		if (!sub || !j->ended_ms || q->now - j->ended_ms > QUEUE_RECENT_MS)
			continue;
		page_put(p, "<tr>");
		sub_cells(p, sub);
		page_put(p, "<td>");
		page_put_verdict(p, j->verdict, 1);
		page_put(p, "%s</td><td>", j->valid ? "" : " (replaced)");
		page_put_clock(p, j->ended_ms);
		page_put(p, "</td><td>%.1f s</td></tr>", (j->ended_ms - j->started_ms) / 1000.0);
	}
	page_put(p, "</table>\n");
}

/* The rejudge previews' jobs: each submission judged again without counting, waiting, judging or judged. */
static void previews_table(struct page *p, const struct queue *q)
{
	const struct store_preview *rows = q->previews;
	size_t n = q->npreviews;
	page_put(p, "<h2>Rejudge previews: <span id=\"previews-count\">%zu</span></h2>", n);
	if (!n)
		return;
	page_put(p, "<table id=\"previews\"><tr><th>#</th><th>Problem</th><th>State</th><th>Preview</th></tr>");
	for (size_t i = 0; i < n; i++) {
		const struct store_preview *r = &rows[i];
		const struct serve_problem *pr = serve_problem(p->s, r->problem_id);
		page_put(p, "<tr><td><a href=\"/jury/submissions/%lld\">%lld</a></td><td>", r->submission_id,
		         r->submission_id);
		page_esc(p, pr ? pr->label : r->problem_id);
		page_put(p, "</td><td>rejudge preview: ");
		if (r->new_verdict[0])
			page_put_verdict(p, r->new_verdict, 1);
		else if (r->started_ms) {
			page_put(p, "judging by ");
			page_esc(p, r->claimed_by);
			page_put(p, " for %lld s", (q->now - r->started_ms) / 1000);
		} else
			page_put(p, "waiting");
		page_put(p, "</td><td><a href=\"/jury/rejudge/");
		page_esc(p, r->problem_id);
		page_put(p, "\">old and new verdicts</a></td></tr>");
	}
	page_put(p, "</table>\n");
}

/* The worker: judging (what, since when), else waiting, with when it last looked for work. */
static void worker_state(struct page *p, const struct queue *q)
{
	long long seen = 0;
	int known = 0;
	for (size_t i = 0; i < q->nworkers; i++)
		if (!strcmp(q->workers[i].name, QUEUE_WORKER)) {
			seen = q->workers[i].seen_ms;
			known = 1;
		}
	const struct store_judgement *busy = NULL;
	for (size_t i = 0; i < q->nj && !busy; i++)
		if (q->js[i].valid && !q->js[i].ended_ms && !strcmp(q->js[i].claimed_by, QUEUE_WORKER))
			busy = &q->js[i];
	const struct store_preview *shadow = NULL;
	for (size_t i = 0; i < q->npreviews && !busy && !shadow; i++)
		if (q->previews[i].started_ms && !q->previews[i].new_verdict[0] &&
		    !strcmp(q->previews[i].claimed_by, QUEUE_WORKER))
			shadow = &q->previews[i];
	page_put(p, "<h2>The worker</h2><p id=\"worker\">");
	if (shadow) {
		page_put(p,
		         "Judging submission <a href=\"/jury/submissions/%lld\">%lld</a> again for a rejudge preview "
		         "since ",
		         shadow->submission_id, shadow->submission_id);
		page_put_clock(p, shadow->started_ms);
		page_put(p, " (%lld s).", (q->now - shadow->started_ms) / 1000);
	} else if (busy) {
		page_put(p, "Judging submission <a href=\"/jury/submissions/%lld\">%lld</a> since ",
		         busy->submission_id, busy->submission_id);
		page_put_clock(p, busy->started_ms);
		page_put(p, " (%lld s).", (q->now - busy->started_ms) / 1000);
	} else if (!known) {
		page_put(p, "Not heard from yet: it reports when it starts looking for work.");
	} else if (q->now - seen > QUEUE_SILENT_MS) {
		page_put(p, "Silent: it last looked for work %lld s ago (at ", (q->now - seen) / 1000);
		page_put_clock(p, seen);
		page_put(p, "); a long explore runs that long, a stopped worker stays so.");
	} else {
		page_put(p,
		         "Waiting for work: it last looked %lld s ago (when nothing waits, it explores the problems "
		         "that have an explorer).",
		         (q->now - seen) / 1000);
	}
	page_put(p, "</p>\n");
}

/* The submission worker name judges, from the judgements (its row's may be 5 s old); 0: none. */
static long long judging_now(const struct queue *q, const char *name)
{
	for (size_t i = 0; i < q->nj; i++)
		if (q->js[i].valid && !q->js[i].ended_ms && !strcmp(q->js[i].claimed_by, name))
			return q->js[i].submission_id;
	return 0;
}

/* Every worker with a row: alive or silent, judging what, judged how many, its digests, what it refuses. */
static void workers_table(struct page *p, const struct queue *q)
{
	page_put(p, "<h2>Workers: <span id=\"workers-count\">%zu</span></h2>", q->nworkers);
	if (!q->nworkers)
		return;
	page_put(p, "<table id=\"workers\"><tr><th>Worker</th><th>State</th><th>Judging</th><th>Judged</th>"
	            "<th>Digests</th><th>Refuses</th></tr>");
	for (size_t i = 0; i < q->nworkers; i++) {
		const struct store_worker *w = &q->workers[i];
		long long busy = judging_now(q, w->name), ago = (q->now - w->seen_ms) / 1000;
		page_put(p, "<tr><td>");
		page_esc(p, w->name);
		page_put(p, "</td><td>%s (seen %lld s ago)</td><td>",
		         q->now - w->seen_ms > QUEUE_SILENT_MS ? "silent" : "alive", ago);
		if (busy)
			page_put(p, "<a href=\"/jury/submissions/%lld\">%lld</a>", busy, busy);
		page_put(p, "</td><td>%lld</td><td><code>", w->judged);
		page_esc(p, w->digests ? w->digests : "");
		page_put(p, "</code></td><td class=\"refused\">");
		page_esc(p, w->refused ? w->refused : "");
		page_put(p, "</td></tr>");
	}
	page_put(p, "</table>\n");
}

void get_jury_queue(struct page *p, const char *arg)
{
	(void)arg;
	struct queue q = { .now = store_now_ms() };
	struct diag d;
	if (store_submissions_list(p->s->store, NULL, &q.subs, &q.nsubs, &d) < 0 ||
	    store_judgements_list(p->s->store, NULL, &q.js, &q.nj, &d) < 0 ||
	    store_workers_list(p->s->store, &q.workers, &q.nworkers, &d) < 0 ||
	    store_previews_list(p->s->store, NULL, &q.previews, &q.npreviews, &d) < 0) {
		store_submissions_free(q.subs, q.nsubs);
		store_judgements_free(q.js, q.nj);
		store_workers_free(q.workers, q.nworkers);
		page_fail(p, 500, d.msg);
		return;
	}
	page_begin(p, "Judging queue", 1);
	worker_state(p, &q);
	workers_table(p, &q);
	pending_table(p, &q);
	judging_table(p, &q);
	recent_table(p, &q);
	previews_table(p, &q);
	page_end(p, 200);
	free(q.previews);
	store_submissions_free(q.subs, q.nsubs);
	store_judgements_free(q.js, q.nj);
	store_workers_free(q.workers, q.nworkers);
}
