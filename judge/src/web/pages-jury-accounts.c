/*
 * pages-jury-accounts.c: the jury's page of teams and accounts, and the
 * package's Reload (/jury/accounts).
 *
 * The page only asks: a change (a team added or renamed, an account disabled,
 * enabled or given a new password, a reload of the package edited by hand)
 * is recorded in the store and the supervisor is woken (serve/reload.h says
 * why the supervisor writes the package, not this confined process). The
 * supervisor writes teams.yaml and accounts.yaml, loads the package again and
 * starts the server's processes on it, or refuses and says why; the page
 * lists each request with its outcome, and refreshes itself while one waits.
 * A new password is drawn here (contest_random_password) and shown once to
 * the jury member who asked; it is kept in the store only until written.
 * A judge account changes teams' accounts; the jury's own only an admin.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "contest/contest-package.h"
#include "store/store.h"
#include "util.h"
#include "web/page.h"

static const char *const role_names[] = { "team", "judge", "admin" };

/* A small form posting action to /jury/accounts, with the hidden fields given as name, value pairs. */
static void act_form(struct page *p, const char *action, const char *label, const char *key, const char *value,
                     int with_name)
{
	page_put(p, "<form method=\"post\" action=\"/jury/accounts\" class=\"inline\">");
	page_csrf_field(p);
	page_put(p, "<input type=\"hidden\" name=\"action\" value=\"%s\"><input type=\"hidden\" name=\"%s\" value=\"",
	         action, key);
	page_esc(p, value);
	page_put(p, "\">");
	if (with_name)
		page_put(p, "<input name=\"name\" size=\"18\" required aria-label=\"new name\"> ");
	page_put(p, "<button class=\"%s\">%s</button></form> ", action, label);
}

static void account_cell(struct page *p, const struct contest_account *a)
{
	page_put(p, "<span class=\"account%s\">", a->disabled ? " disabled" : "");
	page_esc(p, a->username);
	page_put(p, "%s</span> ", a->disabled ? " (disabled)" : "");
	act_form(p, a->disabled ? "enable" : "disable", a->disabled ? "Enable" : "Disable", "username", a->username, 0);
	act_form(p, "password", "New password", "username", a->username, 0);
}

static void teams_table(struct page *p)
{
	const struct contest *c = p->s->pkg;
	page_put(p, "<table id=\"teams\"><tr><th>Team</th><th>Name</th><th>Rename</th><th>Accounts</th></tr>\n");
	for (size_t i = 0; i < c->nteams; i++) {
		const struct contest_team *t = &c->teams[i];
		page_put(p, "<tr id=\"team-");
		page_esc(p, t->id);
		page_put(p, "\"><td>");
		page_esc(p, t->id);
		page_put(p, "</td><td>");
		page_esc(p, t->name);
		page_put(p, "</td><td>");
		act_form(p, "rename", "Rename", "team", t->id, 1);
		page_put(p, "</td><td>");
		for (size_t k = 0; k < c->naccounts; k++)
			if (c->accounts[k].team == (long)i)
				account_cell(p, &c->accounts[k]);
		page_put(p, "</td></tr>\n");
	}
	/* A div, not a p: a form closes an open p (HTML's parsing), which put the first buttons on a line apart. */
	page_put(p, "</table>\n<h2>The jury's accounts</h2><div id=\"jury-accounts\">");
	for (size_t k = 0; k < c->naccounts; k++)
		if (c->accounts[k].type != CONTEST_TEAM) {
			page_put(p, "%s: ", role_names[c->accounts[k].type]);
			account_cell(p, &c->accounts[k]);
			page_put(p, "<br>");
		}
	page_put(p, "</div>\n");
}

/* The requests and their outcomes, newest first; 1 when one still waits. */
static int changes_log(struct page *p)
{
	struct store_package_change *log = NULL;
	size_t n = 0;
	struct diag d;
	int pending = 0;
	if (store_package_log(p->s->store, 30, &log, &n, &d) < 0) {
		page_put(p, "<p class=\"error\">");
		page_esc(p, d.msg);
		page_put(p, "</p>");
		return 0;
	}
	page_put(p, "<table id=\"changes\"><tr><th>Time (UTC)</th><th>By</th><th>Asked</th><th>State</th>"
	            "<th>Outcome</th></tr>\n");
	for (size_t i = 0; i < n; i++) {
		pending |= !strcmp(log[i].state, "pending");
		page_put(p, "<tr class=\"%s\"><td>", log[i].state);
		page_put_clock(p, log[i].time_ms);
		page_put(p, "</td><td>");
		page_esc(p, log[i].who);
		page_put(p, "</td><td>");
		page_esc(p, log[i].op);
		page_put(p, " ");
		page_esc(p, log[i].team_id[0] ? log[i].team_id : log[i].username);
		page_put(p, "</td><td>");
		page_esc(p, log[i].state);
		page_put(p, "</td><td>");
		page_esc(p, log[i].outcome);
		page_put(p, "</td></tr>\n");
	}
	page_put(p, "</table>\n");
	store_package_changes_free(log, n);
	return pending;
}

void get_jury_accounts(struct page *p, const char *arg)
{
	(void)arg;
	struct page inner = *p;
	inner.f = xopen_memstream(&inner.buf, &inner.len);
	int pending = changes_log(&inner);
	fclose(inner.f);
	page_begin(p, "Teams and accounts", pending);
	page_put(p, "<p>Each change is written to the contest package (<code>teams.yaml</code>, "
	            "<code>accounts.yaml</code>), so that a restart keeps it, and applied at once: the server's "
	            "processes start again on the package (the judging worker first finishes the submission it "
	            "judges). A new password or a disabled account ends that account's sessions at once.</p>\n");
	page_put(p, "<h2>Add a team</h2><form method=\"post\" action=\"/jury/accounts\" id=\"add-team\">");
	page_csrf_field(p);
	page_put(p, "<input type=\"hidden\" name=\"action\" value=\"add\">"
	            "<label>Id <input name=\"team\" size=\"10\" required></label> "
	            "<label>Name <input name=\"name\" size=\"24\" required></label> "
	            "<label>Username <input name=\"username\" size=\"10\" placeholder=\"the id\"></label> "
	            "<button>Add the team</button> (its account gets a new password, shown once)</form>\n");
	page_put(p, "<h2>Reload the package</h2><form method=\"post\" action=\"/jury/accounts\" id=\"reload\">");
	page_csrf_field(p);
	page_put(p, "<input type=\"hidden\" name=\"action\" value=\"reload\"><button>Reload</button> "
	            "after editing the package by hand (or send <code>judge serve</code> SIGHUP): problems added, "
	            "a problem's limits or tests (its own problem.yaml), the contest's name, duration, freeze, "
	            "penalty and training keys, teams and accounts. Refused, with the reason, and nothing applied: "
	            "another contest id or start_time, a problem or a team removed.</form>\n");
	page_put(p, "<h2>Changes asked</h2>");
	fwrite(inner.buf, 1, inner.len, p->f);
	free(inner.buf);
	page_put(p, "<h2>Teams</h2>");
	teams_table(p);
	page_end(p, 200);
}

/* Whether the asker may change this account: any jury member a team's, only an admin the jury's. */
static int may_change(struct page *p, const char *username)
{
	const struct contest_account *a = contest_account(p->s->pkg, username);
	return !a || a->type == CONTEST_TEAM || p->acc->role == AUTH_ADMIN;
}

/* The page after a new password was asked: the password, once. */
static void show_password(struct page *p, const char *username, const char *password)
{
	page_begin(p, "New password", 0);
	page_put(p, "<p id=\"new-password\">The account <b>");
	page_esc(p, username);
	page_put(p,
	         "</b> gets the password <code>%s</code> as soon as the change is applied (its outcome is listed on "
	         "<a href=\"/jury/accounts\">Teams and accounts</a>); write it down, it is not shown again (it is "
	         "in <code>accounts.yaml</code>).</p>",
	         password);
	page_end(p, 200);
}

void post_jury_accounts(struct page *p, const char *arg)
{
	(void)arg;
	const char *action = http_form(p->req, "action"), *team = http_form(p->req, "team");
	const char *name = http_form(p->req, "name"), *username = http_form(p->req, "username");
	static const char *const actions[] = { "add", "rename", "disable", "enable", "password", "reload", NULL };
	size_t k = 0;
	while (actions[k] && (!action || strcmp(action, actions[k])))
		k++;
	if (!actions[k]) {
		page_fail(p, 400, "action: expected add, rename, disable, enable, password or reload");
		return;
	}
	struct store_package_change c = { 0 };
	snprintf(c.op, sizeof c.op, "%s", action);
	snprintf(c.who, sizeof c.who, "%s", p->acc->username);
	snprintf(c.team_id, sizeof c.team_id, "%s", team ? team : "");
	snprintf(c.username, sizeof c.username, "%s", username && username[0] ? username : team ? team : "");
	c.name = (char *)name;
	char pw[13] = "";
	struct diag d;
	if ((k >= 2 && k <= 4) && !may_change(p, c.username)) {
		page_fail(p, 403, "only an admin changes the jury's accounts");
		return;
	}
	if ((k == 0 || k == 4) && contest_random_password(pw, &d) < 0) {
		page_fail(p, 500, d.msg);
		return;
	}
	c.password = pw;
	if (store_package_ask(p->s->store, &c, &d) < 0) {
		page_fail(p, 500, d.msg);
		return;
	}
	serve_wake_supervisor(p->s);
	if (pw[0])
		show_password(p, c.username, pw);
	else
		page_redirect(p, "/jury/accounts");
}
