/*
 * cmd/serve.c: `judge serve CONTEST_DIR [--listen ADDR:PORT] [--db FILE|URI] [--url URL] [--workers N]`,
 * a live session: reads the contest package, then runs the server
 * (serve/supervise.h) until SIGINT or SIGTERM.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "cmd/cmd.h"
#include "exitcode.h"
#include "contest/contest-package.h"
#include "web/http.h"
#include "serve/supervise.h"
#include "store/store.h"
#include "util.h"

static void log_line(const char *line)
{
	fprintf(stderr, "judge serve: %s\n", line);
}

static const char *listen_addr;

static void ready(int port)
{
	char host[128];
	size_t n = strcspn(listen_addr, ":");
	if (strchr(listen_addr, '[') || n == 0 || n >= sizeof host)
		snprintf(host, sizeof host, "%s", n == 0 ? "localhost" : "[::]");
	else
		snprintf(host, sizeof host, "%.*s", (int)n, listen_addr);
	printf("serving http://%s:%d/\n", host, port);
	fflush(stdout);
}

/* The environment's number name, from lo to hi, into *out when it is set; -1 after saying what is wrong. */
static int env_number(const char *name, long lo, long hi, long *out)
{
	const char *v = getenv(name);
	if (!v)
		return 0;
	char *end;
	long n = strtol(v, &end, 10);
	if (end == v || *end || n < lo || n > hi) {
		cli_error("%s: expected a number from %ld to %ld, got \"%s\"", name, lo, hi, v);
		return -1;
	}
	*out = n;
	return 0;
}

/*
 * What a coach may change from the environment (coach.md): how long a game in
 * the browser waits for a move, how many run at once and for one team, and
 * what one client address may hold. -1 after a message.
 */
static int env_limits(struct serve_limits *l)
{
	long idle_s = l->play_idle_ms / 1000, delay_s = (long)l->login_delay_s;
	if (env_number("JUDGE_SERVE_PLAY_IDLE", 1, 24 * 3600, &idle_s) < 0 ||
	    env_number("JUDGE_SERVE_LOGIN_DELAY", 1, 3600, &delay_s) < 0 ||
	    env_number("JUDGE_SERVE_PLAY_GAMES", 1, 1000, &l->play_max) < 0 ||
	    env_number("JUDGE_SERVE_PLAY_TEAM", 1, 1000, &l->play_per_team) < 0 ||
	    env_number("JUDGE_SERVE_PER_ADDRESS", 1, 10000, &l->per_address) < 0 ||
	    env_number("JUDGE_SERVE_REQUEST_TIMEOUT", 1, 3600, &l->request_s) < 0 ||
	    env_number("JUDGE_SERVE_FEEDS_PER_ADDRESS", 1, 1000, &l->feeds_per_address) < 0 ||
	    env_number("JUDGE_SERVE_FEEDS", 1, 10000, &l->feeds_max) < 0)
		return -1;
	l->play_idle_ms = idle_s * 1000;
	l->login_delay_s = (double)delay_s;
	return 0;
}

int cmd_serve(struct cli *cli)
{
	struct diag d;
	const char *dir = cli->args[0];
	char host[256];
	if (cli->listen && http_parse_addr(cli->listen, host, sizeof host, &d) < 0) {
		cli_error("--listen %s", d.msg);
		return EXIT_USAGE;
	}
	if (cli->url && contest_check_url(cli->url, &d) < 0) {
		cli_error("--url %s", d.msg);
		return EXIT_USAGE;
	}
	struct contest *pkg = contest_load(dir, cli->root, &d);
	if (!pkg) {
		cli_error("%s", d.msg);
		return EXIT_USAGE;
	}
	char *db = cli->db ? xstrdup(cli->db) : xasprintf("%s/session.db", dir);
	struct serve_options o = {
		.pkg = pkg,
		.root = cli->root,
		.listen = cli->listen ? cli->listen : ":8080",
		.db = db,
		.user = getenv("JUDGE_SERVE_USER"),
		.url = cli->url ? cli->url : pkg->url,
		.jobs = cli->jobs > 0 ? cli->jobs : 1,
		.workers = cli->workers ? cli->workers - 1 : 1, /* cli->workers is N + 1, 0 when not given */
		.limits = SERVE_LIMITS_INIT,
		.ready = ready,
		.log = log_line,
	};
	if (env_limits(&o.limits) < 0) {
		free(db);
		contest_free(pkg);
		return EXIT_USAGE;
	}
	listen_addr = o.listen;
	int rc = serve_run(&o, &d);
	if (rc < 0)
		cli_error("serve: %s", d.msg);
	free(db);
	contest_free(pkg);
	return rc < 0 ? EXIT_JUDGE_FAILED : EXIT_ACCEPTED;
}
