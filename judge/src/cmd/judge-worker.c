/*
 * cmd/judge-worker.c: `judge worker CONTEST_DIR --db DB [-j N]`, a judging worker
 * on a machine of its own: the loop of `judge serve`'s worker (live/worker.h)
 * on the store the server keeps, usually PostgreSQL (store.h: claims that
 * skip each other, a hold the server gives back when the worker dies, a
 * wake-up at each new submission). The problems are this machine's copy,
 * under --root. Runs until SIGINT or SIGTERM, after the submission it judges.
 * A store connection that breaks is made again for JUDGE_WORKER_RECONNECT_S
 * seconds (default 60) before it gives up (live/worker.h).
 */
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>

#include "cmd/cmd.h"
#include "contest/contest-package.h"
#include "exitcode.h"
#include "live/worker.h"
#include "store/store.h"
#include "util.h"

static void log_line(const char *line)
{
	fprintf(stderr, "judge worker: %s\n", line);
}

static void judged(void *ctx, const struct store_submission *sub, const char *verdict, long long judge_ms)
{
	fprintf(stderr, "judge worker %s: submission %lld (%s, %s): %s in %lld ms\n", (const char *)ctx, sub->id,
	        sub->team_id, sub->problem_id, verdict, judge_ms);
}

int cmd_worker(struct cli *cli)
{
	if (!cli->db) {
		cli_error("worker: --db is needed: the store the server keeps (postgresql://...)");
		return EXIT_USAGE;
	}
	/* SQLite would make an empty store of a mistyped path and wait on it for ever: the server makes the store. */
	if (!store_is_postgresql(cli->db) && access(cli->db, F_OK) != 0) {
		cli_error("worker: store '%s': no such file: the server makes the store (judge serve CONTEST_DIR --db %s); "
		          "a worker joins it",
		          cli->db, cli->db);
		return EXIT_USAGE;
	}
	long reconnect_s = 60;
	const char *env = getenv("JUDGE_WORKER_RECONNECT_S");
	char *end = NULL;
	if (env && ((reconnect_s = strtol(env, &end, 10)) < 1 || reconnect_s > 86400 || *end || end == env)) {
		cli_error("worker: JUDGE_WORKER_RECONNECT_S: expected a number of seconds from 1 to 86400, got \"%s\"",
		          env);
		return EXIT_USAGE;
	}
	struct diag d;
	struct contest *pkg = contest_load(cli->args[0], cli->root, &d);
	if (!pkg) {
		cli_error("%s", d.msg);
		return EXIT_USAGE;
	}
	/* The name its claims carry: this machine and process, one of each at a time (store_release()). */
	char host[128] = "worker";
	gethostname(host, sizeof host - 1);
	char *name = xasprintf("%s:%d", host, (int)getpid());
	struct serve_worker_opts o = {
		.name = name,
		.wake_fd = -1,
		/* A store that wakes its workers needs only a rare look of its own; SQLite's are polled. */
		.poll_ms = store_is_postgresql(cli->db) ? 5000 : 200,
		.jobs = cli->jobs > 0 ? cli->jobs : 1,
		.reconnect_ms = reconnect_s * 1000,
		.judged = judged,
		.ctx = name,
	};
	sigset_t mask;
	sigprocmask(SIG_SETMASK, NULL, &mask);
	fprintf(stderr, "judge worker %s: judging from %s\n", name, cli->db);
	int rc = serve_worker_process(pkg, cli->root, cli->db, &o, &mask, log_line);
	free(name);
	contest_free(pkg);
	return rc;
}
