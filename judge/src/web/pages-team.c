/*
 * pages-team.c: a team's pages: home (problems, the submit form, its
 * submissions; after the end, whether it may still submit: upsolving,
 * contest.yaml's training.upsolve), a problem's statement and samples, a
 * submission's result and its source (the team's own only; the jury's
 * page names the team).
 * What a team sees of a rejected test is the contest's choice
 * (contest.yaml's feedback, web.h): the jury always sees everything.
 */
#include <stdlib.h>
#include <string.h>

#include "contest/contest-package.h"
#include "web/page.h"
#include "store/store.h"
#include "store/store.h"
#include "util.h"
#include "web/rules.h"

static void problems_table(struct page *p)
{
	const struct serve_contest *c = p->s->contest;
	page_put(p, "<h2>Problems</h2><table class=\"problems\"><tr><th></th><th>Problem</th><th>Limits</th></tr>");
	for (size_t i = 0; i < c->nproblems; i++) {
		const struct serve_problem *pr = &c->problems[i];
		page_put(p, "<tr><td>");
		page_esc(p, pr->label);
		page_put(p, "</td><td><a href=\"/problems/");
		page_esc(p, pr->id);
		page_put(p, "\">");
		page_esc(p, pr->title);
		page_put(p, "</a></td><td>%.1f s, %ld MiB</td></tr>", pr->time_limit_ms / 1000.0, pr->memory_mb);
	}
	page_put(p, "</table>\n");
}

static void submit_form(struct page *p, const char *problem)
{
	const struct serve_contest *c = p->s->contest;
	page_put(p, "<h2>Submit</h2><form method=\"post\" action=\"/submit\" enctype=\"multipart/form-data\" "
	            "id=\"submit\">");
	page_csrf_field(p);
	page_put(p, "<label>Problem <select name=\"problem\" id=\"problem\">");
	for (size_t i = 0; i < c->nproblems; i++) {
		page_put(p, "<option value=\"");
		page_esc(p, c->problems[i].id);
		page_put(p, "\"%s>", problem && !strcmp(problem, c->problems[i].id) ? " selected" : "");
		page_esc(p, c->problems[i].label);
		page_put(p, ": ");
		page_esc(p, c->problems[i].title);
		page_put(p, "</option>");
	}
	page_put(p, "</select></label><label>Language <select name=\"language\" id=\"language\">");
	for (size_t i = 0; i < c->nlanguages; i++) {
		page_put(p, "<option value=\"");
		page_esc(p, c->languages[i].id);
		page_put(p, "\">");
		page_esc(p, c->languages[i].name);
		page_put(p, "</option>");
	}
	page_put(p, "</select></label><label>File <input type=\"file\" name=\"file\" id=\"file\"></label>"
	            "<label>or paste the source <textarea name=\"source\" id=\"source\" spellcheck=\"false\">"
	            "</textarea></label><button id=\"send\">Submit</button></form>\n");
}

/* The judgements' verdicts of a list of submissions: the current one of each, or NULL (waiting). */
static const struct store_judgement *current_of(const struct store_judgement *js, size_t nj, long long sub)
{
	for (size_t i = 0; i < nj; i++)
		if (js[i].submission_id == sub && js[i].valid)
			return &js[i];
	return NULL;
}

/* The table of submissions (a team's own, or all for the jury); returns whether one is pending. */
int page_submissions_table(struct page *p, const char *team_id, const char *link)
{
	struct store_filter f = { .team_id = team_id };
	struct store_submission *subs = NULL;
	struct store_judgement *js = NULL;
	size_t n = 0, nj = 0;
	struct diag d;
	if (store_submissions_list(p->s->store, &f, &subs, &n, &d) < 0 ||
	    store_judgements_list(p->s->store, &f, &js, &nj, &d) < 0) {
		page_put(p, "<p class=\"error\">the store failed: ");
		page_esc(p, d.msg);
		page_put(p, "</p>");
		store_submissions_free(subs, n);
		return 0;
	}
	int pending = 0;
	page_put(p,
	         "<table class=\"submissions\" id=\"submissions\"><tr><th>#</th><th>Time</th>%s<th>Problem</th>"
	         "<th>Language</th><th>Verdict</th><th>CPU</th><th>Memory</th></tr>",
	         team_id ? "" : "<th>Team</th>");
	for (size_t i = n; i-- > 0;) {
		const struct store_submission *sub = &subs[i];
		const struct store_judgement *j = current_of(js, nj, sub->id);
		const struct serve_problem *pr = serve_problem(p->s, sub->problem_id);
		int done = j && j->verdict[0];
		pending |= !done;
		page_put(p, "<tr><td><a href=\"%s%lld\">%lld</a></td><td>", link, sub->id, sub->id);
		page_put_clock(p, sub->time_ms);
		page_put(p, "</td>");
		if (!team_id) {
			const struct serve_team *t = serve_team(p->s, sub->team_id);
			page_put(p, "<td>");
			page_esc(p, t ? t->name : sub->team_id);
			page_put(p, "</td>");
		}
		page_put(p, "<td>");
		page_esc(p, pr ? pr->label : sub->problem_id);
		page_put(p, "</td><td>");
		page_esc(p, sub->language);
		page_put(p, "</td><td>");
		page_put_verdict(p, done ? j->verdict : "", done);
		if (done && strcmp(j->verdict, "CE"))
			page_put(p, "</td><td>%ld ms</td><td>%ld KiB</td></tr>", j->time_ms, j->memory_kb);
		else
			page_put(p, "</td><td></td><td></td></tr>");
	}
	page_put(p, "</table>\n");
	store_submissions_free(subs, n);
	store_judgements_free(js, nj);
	return pending;
}

void get_home(struct page *p, const char *arg)
{
	(void)arg;
	if (!p->acc) {
		page_begin(p, "Welcome", 0);
		page_put(p, "<p><a href=\"/login\">Log in</a> to see the problems and submit, or watch the "
		            "<a href=\"/scoreboard\">scoreboard</a>.</p>");
		page_end(p, 200);
		return;
	}
	if (page_jury(p)) {
		page_redirect(p, "/jury");
		return;
	}
	/* Written once to know whether anything is pending, then the page around it. */
	struct page inner = *p;
	inner.f = xopen_memstream(&inner.buf, &inner.len);
	int pending = page_submissions_table(&inner, p->acc->team_id, "/submissions/");
	fclose(inner.f);
	const struct serve_team *t = serve_team(p->s, p->acc->team_id);
	page_begin(p, t ? t->name : p->acc->username, pending);
	long long end = serve_end_ms(p->s);
	if (end && store_now_ms() >= end)
		page_put(p, "<p id=\"over\">%s</p>",
		         p->s->pkg->upsolve ? "The contest is over. You may go on submitting (upsolving): your "
		                              "submissions are judged as before, and the scoreboard shows what you "
		                              "solve now apart, without changing your rank."
		                            : "The contest is over: submissions are closed.");
	if (serve_started(p->s)) {
		problems_table(p);
		submit_form(p, http_query(p->req, "problem"));
	} else {
		page_put(p, "<p id=\"not-started\">The contest has not started: its problems and the submit form "
		            "appear here at the start.</p>\n");
	}
	page_put(p, "<h2>Your submissions</h2>");
	fwrite(inner.buf, 1, inner.len, p->f);
	free(inner.buf);
	page_end(p, 200);
}

/* A sample's file as a download: text/plain, never shown as a page. */
static void sample_file(struct page *p, const struct serve_problem *pr, const char *rest)
{
	char *end;
	long n = strtol(rest, &end, 10);
	int in = !strcmp(end, "/in"), ans = !strcmp(end, "/ans");
	if (end == rest || n < 1 || (size_t)n > pr->nsamples || (!in && !ans)) {
		page_fail(p, 404, "no such sample");
		return;
	}
	const struct serve_sample *s = &pr->samples[n - 1];
	size_t len = in ? s->input_len : s->answer_len;
	char *body = xmalloc(len + 1);
	memcpy(body, in ? s->input : s->answer, len);
	http_respond(p->resp, 200, "text/plain; charset=utf-8", body, len);
	char *cd = xasprintf("attachment; filename=\"%s-%ld.%s\"", pr->label, n, in ? "in" : "ans");
	for (char *c = cd + 22; *c && c[1]; c++)
		if (!strchr("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789.-_", *c))
			*c = '_';
	http_add_header(p->resp, "Content-Disposition", cd);
	free(cd);
}

void get_problem(struct page *p, const char *arg)
{
	char id[128];
	size_t n = strcspn(arg, "/");
	if (n >= sizeof id) {
		page_fail(p, 404, "no such problem");
		return;
	}
	memcpy(id, arg, n);
	id[n] = '\0';
	/* Before the start every id gets the same answer: which ids are problems is not told either. */
	if (!page_jury(p) && !serve_started(p->s)) {
		page_fail(p, 404, "the contest has not started");
		return;
	}
	const struct serve_problem *pr = serve_problem(p->s, id);
	if (!pr) {
		page_fail(p, 404, "no such problem");
		return;
	}
	if (arg[n] == '/') {
		if (strncmp(arg + n, "/samples/", 9)) {
			page_fail(p, 404, "no such page");
			return;
		}
		sample_file(p, pr, arg + n + 9);
		return;
	}
	char *title = xasprintf("%s: %s", pr->label, pr->title);
	page_begin(p, title, 0);
	free(title);
	page_put(p, "<p>Time limit %.1f s, memory %ld MiB.</p><article class=\"statement\">%s</article>",
	         pr->time_limit_ms / 1000.0, pr->memory_mb, pr->statement_html);
	if (pr->nsamples)
		page_put(p, "<h2>Samples</h2><ul class=\"samples\">");
	for (size_t i = 0; i < pr->nsamples; i++) {
		page_put(p, "<li>");
		page_esc(p, pr->samples[i].name);
		page_put(p, ": <a href=\"/problems/");
		page_esc(p, pr->id);
		page_put(p, "/samples/%zu/in\">input</a>, <a href=\"/problems/", i + 1);
		page_esc(p, pr->id);
		page_put(p, "/samples/%zu/ans\">answer</a></li>", i + 1);
	}
	if (pr->nsamples)
		page_put(p, "</ul>");
	page_hint_section(p, pr);
	page_put(p, "<p><a href=\"/?problem=");
	page_esc(p, pr->id);
	page_put(p, "#submit\">Submit a solution</a></p>\n");
	page_play_link(p, pr);
	page_end(p, 200);
}

/* A file name as a browser sent it, reduced to its last part in letters, digits, '.', '-', '_'. */
static void clean_name(const char *sent, const char *ext, char out[256])
{
	const char *base = sent ? sent : "";
	for (const char *c = base; *c; c++)
		if (*c == '/' || *c == '\\')
			base = c + 1;
	size_t n = 0;
	for (const char *c = base; *c && n < 200; c++)
		out[n++] = strchr("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789.-_", *c) ? *c : '_';
	out[n] = '\0';
	if (!n || out[0] == '.')
		snprintf(out, 256, "main.%s", ext);
}

void post_submit(struct page *p, const char *arg)
{
	(void)arg;
	const char *problem = http_form(p->req, "problem"), *language = http_form(p->req, "language");
	const struct http_field *file = http_field(p->req, "file"), *source = http_field(p->req, "source");
	const struct serve_language *l = language ? serve_language(p->s, language) : NULL;
	struct store_file f = { 0 };
	if (file && file->filename && file->len) {
		clean_name(file->filename, l && l->extensions[0] ? l->extensions[0] : "txt", f.name);
		f.data = (unsigned char *)file->value;
		f.len = file->len;
	} else if (source && source->len) {
		clean_name(NULL, l && l->extensions[0] ? l->extensions[0] : "txt", f.name);
		f.data = (unsigned char *)source->value;
		f.len = source->len;
	}
	int status;
	long retry = 0;
	struct diag d;
	long long id = f.data ? serve_submit(p->s, p->acc->team_id, problem ? problem : "", language ? language : "",
	                                     &f, 1, &status, &retry, &d)
	                      : (status = 400, diag_set(&d, "no file and no source: choose a file or paste one"), -1);
	if (id < 0) {
		page_fail(p, status, d.msg);
		if (retry) {
			char ra[32];
			snprintf(ra, sizeof ra, "%ld", retry);
			http_add_header(p->resp, "Retry-After", ra);
		}
		return;
	}
	char *loc = xasprintf("/submissions/%lld", id);
	page_redirect(p, loc);
	free(loc);
}

/* What the team may read of a run, by the contest's feedback. */
static int run_visible(const struct page *p, const struct store_run *r)
{
	if (page_jury(p))
		return 1;
	switch (p->s->contest->feedback) {
	case SERVE_FEEDBACK_ALL:
		return 1;
	case SERVE_FEEDBACK_SAMPLES:
		return r->sample;
	default:
		return 0;
	}
}

static void runs_table(struct page *p, const struct store_judgement *j)
{
	struct store_run *runs = NULL;
	size_t n = 0;
	struct diag d;
	if (store_runs_list(p->s->store, j->id, &runs, &n, &d) < 0) {
		page_put(p, "<p class=\"error\">the store failed</p>");
		return;
	}
	page_put(p, "<table class=\"runs\" id=\"runs\"><tr><th>Test</th><th>Verdict</th><th>CPU</th><th>Wall</th>"
	            "<th>Memory</th><th>Why</th></tr>");
	for (size_t i = 0; i < n; i++) {
		const struct store_run *r = &runs[i];
		int show = run_visible(p, r);
		page_put(p, "<tr><td>%d", r->ordinal);
		if (page_jury(p) || r->sample) {
			page_put(p, " ");
			page_esc(p, r->test);
		}
		page_put(p, "</td><td>");
		page_put_verdict(p, r->verdict, 1);
		page_put(p, "</td><td>%ld ms</td><td>%ld ms</td><td>%ld KiB</td><td>", r->time_ms, r->wall_ms,
		         r->memory_kb);
		if (show && r->message && strcmp(r->verdict, "AC")) {
			page_put(p, "<pre>");
			page_esc(p, r->message);
			page_put(p, "</pre>");
		}
		page_put(p, "</td></tr>");
	}
	page_put(p, "</table>\n");
	store_runs_free(runs, n);
}

static void submission_source(struct page *p, const struct store_submission *sub)
{
	for (size_t i = 0; i < sub->nfiles; i++) {
		page_put(p, "<h3>");
		page_esc(p, sub->files[i].name);
		page_put(p, "</h3><pre class=\"source\">");
		char *text = xmalloc(sub->files[i].len + 1);
		memcpy(text, sub->files[i].data, sub->files[i].len);
		text[sub->files[i].len] = '\0';
		page_esc(p, text);
		free(text);
		page_put(p, "</pre>");
	}
}

void page_submission(struct page *p, const char *arg, int jury)
{
	long long id = serve_parse_id(arg);
	struct store_submission sub = { 0 };
	struct store_judgement j = { 0 };
	struct diag d;
	int found = id ? store_submission_get(p->s->store, id, 1, &sub, &d) : 0;
	if (found < 0) {
		page_fail(p, 500, d.msg);
		return;
	}
	/* Another team's submission does not exist, as far as this team can tell. */
	if (!found || (!jury && strcmp(sub.team_id, p->acc->team_id ? p->acc->team_id : ""))) {
		store_submission_free(&sub);
		page_fail(p, 404, "no such submission");
		return;
	}
	int judged = store_judgement_current(p->s->store, id, &j, &d);
	int done = judged == 1 && j.verdict[0];
	const struct serve_problem *pr = serve_problem(p->s, sub.problem_id);
	char *title = xasprintf("Submission %lld", id);
	page_begin(p, title, !done);
	free(title);
	page_put(p, "<dl>");
	if (jury) {
		const struct serve_team *team = serve_team(p->s, sub.team_id);
		page_put(p, "<dt>Team</dt><dd id=\"team\">");
		page_esc(p, team ? team->name : sub.team_id);
		page_put(p, " (");
		page_esc(p, sub.team_id);
		page_put(p, ")</dd>");
	}
	page_put(p, "<dt>Problem</dt><dd>");
	page_esc(p, pr ? pr->label : sub.problem_id);
	page_put(p, "</dd><dt>Language</dt><dd>");
	page_esc(p, sub.language);
	page_put(p, "</dd><dt>Sent</dt><dd>");
	page_put_clock(p, sub.time_ms);
	page_put(p, " (minute %ld)</dd><dt>Verdict</dt><dd id=\"verdict\">", page_minute(p, sub.time_ms));
	page_put_verdict(p, done ? j.verdict : "", done);
	page_put(p, "</dd>");
	/* A compile error ran nothing: no time, memory or tests, the compiler's words instead. */
	int ce = done && !strcmp(j.verdict, "CE");
	if (done && !ce)
		page_put(p, "<dt>CPU</dt><dd>%ld ms</dd><dt>Memory</dt><dd>%ld KiB</dd>", j.time_ms, j.memory_kb);
	page_put(p, "</dl>");
	if (ce || (judged == 1 && j.compile_log && jury)) {
		page_put(p, "<h2>Compiler</h2><pre id=\"compiler\">");
		page_esc(p, j.compile_log && j.compile_log[0] ? j.compile_log : "(the compiler said nothing)");
		page_put(p, "</pre>");
	}
	if (judged == 1 && !ce) {
		page_put(p, "<h2>Tests</h2>");
		runs_table(p, &j);
	}
	if (jury) {
		page_put(p, "<form method=\"post\" action=\"/jury/rejudge\">");
		page_csrf_field(p);
		page_put(p,
		         "<input type=\"hidden\" name=\"submission\" value=\"%lld\"><button id=\"rejudge\">Preview a rejudge"
		         "</button></form>",
		         id);
		page_explore_submission(p, &sub);
	}
	/* A team reads its own source back (page_submission answered 404 for another team's). */
	page_put(p, "<h2>Source</h2>");
	submission_source(p, &sub);
	page_end(p, 200);
	store_judgement_free(&j);
	store_submission_free(&sub);
}

void get_submission(struct page *p, const char *arg)
{
	page_submission(p, arg, page_jury(p));
}
