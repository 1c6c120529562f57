/*
 * interact.c: interactive runs. The contestant and the interactor run at once
 * in two sandboxes, the judge relaying between them (judge_interact); a person
 * plays against the interactor (judge_play); a sample interaction is replayed
 * against it (judge_replay).
 */
#define _GNU_SOURCE
#include "run/judge.h"

#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <pthread.h>
#include <signal.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "problem/interaction.h"
#include "run/checker-program.h"
#include "run/session.h"
#include "util.h"

/* ---- interactive runs ---- */

/*
 * The relay: the judge sits between the two programs so it can keep the
 * start of the conversation and count the contestant's output. Direction 0
 * is contestant -> interactor, 1 is interactor -> contestant. Everything is
 * non-blocking and buffered, so neither program can make the judge wait on
 * the other: when a program's reader has gone, what it writes is read and
 * dropped (never SIGPIPE because the other ended first); when a program's
 * output ends, the other's input is closed once the buffer is delivered.
 */
struct relay {
	int from[2], to[2];
	char buf[2][65536];
	size_t len[2];
	char head[2][TRANSCRIPT_MAX];
	size_t headlen[2];
	long long total[2];
	char game[GAME_MAX]; /* both ways in order, as an .interaction */
	size_t gamelen;
	int game_line; /* the direction whose line the game is in the middle of; -1: at a line's start */
	int game_cut;
	long long limit;       /* the contestant's output limit in bytes */
	int over;              /* the contestant went over it and was stopped */
	int reader_gone_first; /* the interactor closed its input while the contestant's output still ran */
	/*
	 * The interactor's output ended, and the contestant's stdin was closed,
	 * while the contestant's output still ran: whatever the contestant did
	 * next (exit 1 at the end of its input, as Python's input() does) came
	 * after, since only that close can end its input.
	 */
	int writer_gone_first;
	struct sandbox_session *ss;
};

static void relay_close(int *fd)
{
	if (*fd >= 0)
		close(*fd);
	*fd = -1;
}

/* The reader of direction k is gone: what still comes is read and dropped. */
static void relay_gone(struct relay *r, int k)
{
	if (k == 0 && r->from[0] >= 0)
		r->reader_gone_first = 1;
	relay_close(&r->to[k]);
	r->len[k] = 0;
}

/* Appends one byte to the game, or cuts it there when it is full (room kept for a last newline). */
static void game_put(struct relay *r, char c)
{
	if (r->gamelen + 2 >= sizeof r->game)
		r->game_cut = 1;
	else
		r->game[r->gamelen++] = c;
}

/* What direction k carried, to the game: each line after its mark, '>' the contestant's, '<' the interactor's. */
static void relay_game(struct relay *r, int k, const char *s, size_t n)
{
	for (size_t i = 0; i < n && !r->game_cut; i++) {
		if (r->game_line != k) {
			if (r->game_line >= 0)
				game_put(r, '\n');
			game_put(r, k == 0 ? '>' : '<');
			r->game_line = k;
		}
		game_put(r, s[i]);
		if (s[i] == '\n')
			r->game_line = -1;
	}
}

static void relay_read(struct relay *r, int k)
{
	char *dst = r->to[k] >= 0 ? r->buf[k] + r->len[k] : r->buf[k];
	size_t room = r->to[k] >= 0 ? sizeof r->buf[k] - r->len[k] : sizeof r->buf[k];
	ssize_t n = read(r->from[k], dst, room);
	if (n < 0 && (errno == EAGAIN || errno == EINTR))
		return;
	if (n <= 0) {
		relay_close(&r->from[k]);
		return;
	}
	size_t keep = TRANSCRIPT_MAX - 1 - r->headlen[k];
	if (keep > (size_t)n)
		keep = (size_t)n;
	memcpy(r->head[k] + r->headlen[k], dst, keep);
	r->headlen[k] += keep;
	relay_game(r, k, dst, (size_t)n);
	r->total[k] += n;
	if (r->to[k] >= 0)
		r->len[k] += (size_t)n;
	if (k == 0 && r->total[0] > r->limit && !r->over) {
		r->over = 1;
		sandbox_session_kill(r->ss);
	}
}

static void relay_write(struct relay *r, int k)
{
	ssize_t n = write(r->to[k], r->buf[k], r->len[k]);
	if (n < 0 && (errno == EAGAIN || errno == EINTR))
		return;
	if (n < 0) {
		relay_gone(r, k);
		return;
	}
	memmove(r->buf[k], r->buf[k] + n, r->len[k] - (size_t)n);
	r->len[k] -= (size_t)n;
}

static void *relay_main(void *arg)
{
	struct relay *r = arg;
	for (;;) {
		struct pollfd p[4];
		int tag[4], n = 0;
		for (int k = 0; k < 2; k++) {
			if (r->from[k] < 0 && r->len[k] == 0) {
				if (k == 1 && r->to[1] >= 0 && r->from[0] >= 0)
					r->writer_gone_first = 1;
				relay_close(&r->to[k]); /* delivered all: the reader sees the end */
			}
			if (r->from[k] >= 0 && (r->to[k] < 0 || r->len[k] < sizeof r->buf[k])) {
				p[n] = (struct pollfd){ .fd = r->from[k], .events = POLLIN };
				tag[n++] = 2 * k;
			}
			if (r->to[k] >= 0) {
				p[n] = (struct pollfd){ .fd = r->to[k], .events = r->len[k] ? POLLOUT : 0 };
				tag[n++] = 2 * k + 1;
			}
		}
		if (n == 0)
			return NULL;
		if (poll(p, (nfds_t)n, -1) < 0) {
			if (errno == EINTR)
				continue;
			return NULL;
		}
		for (int i = 0; i < n; i++) {
			int k = tag[i] / 2;
			if (!p[i].revents)
				continue;
			if (tag[i] % 2 == 0 && r->from[k] >= 0)
				relay_read(r, k);
			else if (tag[i] % 2 == 1 && r->to[k] >= 0) {
				if (p[i].revents & POLLOUT)
					relay_write(r, k);
				else if (p[i].revents & (POLLERR | POLLHUP))
					relay_gone(r, k);
			}
		}
	}
}

/*
 * How an interactor is called under its convention, into c's binds and argv:
 * testlib `interact /input /output [--play]`, its record of the game written
 * to c->outpath (made here, writable for the program's uid); Kattis `validator
 * /input /answer /feedback/ FLAGS`. c is checker_call_init()'s, with its out_name
 * and err_name. -1 with a message.
 */
static int interactor_call(struct judge *j, const struct checker_spec *spec, const char *input, const char *answer,
                           const char *out_name, const char *err_name, int play, struct checker_call *c, struct diag *d)
{
	checker_call_init(j, spec, out_name, err_name, c);
	c->binds[0] = (struct sandbox_bind){ .dst = "/input", .src = input };
	if (c->kattis) {
		c->binds[1] = (struct sandbox_bind){ .dst = "/answer", .src = answer };
		c->nbinds = 4;
		return checker_kattis_call(spec, c->feedback, c->msgpath, c->binds, &c->argv, d);
	}
	c->binds[1] = (struct sandbox_bind){ .dst = "/output", .src = c->outpath, .writable = 1 };
	c->nbinds = 2;
	strv_push(&c->argv, "interact");
	strv_push(&c->argv, "/input");
	strv_push(&c->argv, "/output");
	if (play)
		strv_push(&c->argv, "--play");
	int fd = open(c->outpath, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0666);
	if (fd < 0 || fchmod(fd, 0666) < 0) {
		diag_errno(d, "cannot create '%s'", c->outpath);
		if (fd >= 0)
			close(fd);
		return -1;
	}
	close(fd);
	return 0;
}

/* The interactor's side of a run (or of a replay), in a thread of its own. */
struct interactor_run {
	struct judge *j;
	struct sandbox_spec spec; /* its stdio are given to the sandbox */
	struct sandbox_result sr;
	struct sandbox_session *contestant; /* stopped when the interactor rejects first; NULL in a replay */
	enum checker_convention convention;
	int rc;
	atomic_int contestant_done;
	struct diag d;
	pthread_t thread;
	int started;
};

static void *interactor_main(void *arg)
{
	struct interactor_run *ir = arg;
	ir->rc = sandbox_run(ir->j->sb, &ir->spec, &ir->sr, &ir->d);
	enum verdict v;
	char note[64];
	/* It decided first and rejected: the contestant's run is over. */
	if (ir->contestant && ir->rc == 0 && ir->sr.exited &&
	    checker_exit_verdict(ir->convention, ir->sr.exit_code, &v, note, sizeof note) == 0 && v != V_AC &&
	    !atomic_load(&ir->contestant_done))
		sandbox_session_kill(ir->contestant);
	return NULL;
}

/* Starts ir's thread; the descriptors of its stdio belong to it from here on, started or not. */
static int interactor_start(struct interactor_run *ir, struct diag *d)
{
	ir->spec.give_stdio = 1;
	if (pthread_create(&ir->thread, NULL, interactor_main, ir) != 0) {
		run_close_each((int[]){ ir->spec.stdin_fd, ir->spec.stdout_fd, ir->spec.stderr_fd }, 3);
		diag_set(d, "cannot start the interactor's thread");
		return -1;
	}
	ir->started = 1;
	return 0;
}

static void interactor_join(struct interactor_run *ir)
{
	if (ir->started)
		pthread_join(ir->thread, NULL);
	ir->started = 0;
}

/* Copies n bytes of a transcript as a string, NUL bytes shown as spaces. */
static void transcript(char *dst, const char *src, size_t n)
{
	for (size_t i = 0; i < n; i++)
		dst[i] = src[i] ? src[i] : ' ';
	dst[n] = '\0';
}

/*
 * One interactive run's files, pipes and threads. Each descriptor is -1 once
 * it is closed or given away: the contestant's ends go to its run, the
 * interactor's to its thread, the relay owns its four.
 */
struct interact_run {
	struct checker_call call; /* the interactor's */
	char *c_errpath;          /* the contestant's stderr */
	int c_in, c_out, c_err, i_in, i_out, i_err, exe;
	struct limits ilim; /* the interactor's */
	long bound_mb;      /* what the interactor may keep in /feedback */
	struct relay *r;
	struct interactor_run *ir;
	pthread_t rt;
	int rt_started;
};

/* The four pipes between the programs: the relay's ends, non-blocking, in x->r; the programs' in x. */
static int interact_pipes(struct interact_run *x, struct diag *d)
{
	int c_out[2] = { -1, -1 }, i_in[2] = { -1, -1 }, i_out[2] = { -1, -1 }, c_in[2] = { -1, -1 };
	if (pipe2(c_out, O_CLOEXEC) < 0 || pipe2(i_in, O_CLOEXEC) < 0 || pipe2(i_out, O_CLOEXEC) < 0 ||
	    pipe2(c_in, O_CLOEXEC) < 0) {
		diag_errno(d, "cannot make the pipes of an interactive run");
		run_close_each((int[]){ c_out[0], c_out[1], i_in[0], i_in[1], i_out[0], i_out[1], c_in[0], c_in[1] }, 8);
		return -1;
	}
	x->r->from[0] = c_out[0];
	x->r->to[0] = i_in[1];
	x->r->from[1] = i_out[0];
	x->r->to[1] = c_in[1];
	for (int k = 0; k < 2; k++) {
		fcntl(x->r->from[k], F_SETFL, O_NONBLOCK);
		fcntl(x->r->to[k], F_SETFL, O_NONBLOCK);
	}
	x->c_in = c_in[0];
	x->c_out = c_out[1];
	x->i_in = i_in[0];
	x->i_out = i_out[1];
	return 0;
}

/* Everything an interactive run needs before it starts: the interactor's call, the pipes, the files. */
static int interact_open(struct interact_run *x, struct judge *j, struct sandbox_session *ss,
                         const struct checker_spec *spec, const char *interactor_bin, const char *input,
                         const char *answer, const struct limits *lim, struct diag *d)
{
	*x = (struct interact_run){
		.c_in = -1, .c_out = -1, .c_err = -1, .i_in = -1, .i_out = -1, .i_err = -1, .exe = -1
	};
	x->c_errpath = judge_scratch(j, "stderr");
	x->r = xcalloc(1, sizeof *x->r);
	x->r->game_line = -1;
	x->r->from[0] = x->r->from[1] = x->r->to[0] = x->r->to[1] = -1;
	x->ir = xcalloc(1, sizeof *x->ir);
	if (interactor_call(j, spec, input, answer, "interactor-out", "interactor-err", 0, &x->call, d) < 0 ||
	    interact_pipes(x, d) < 0)
		return -1;
	x->c_err = open(x->c_errpath, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0600);
	x->i_err = open(x->call.errpath, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0600);
	x->exe = open(interactor_bin, O_RDONLY | O_CLOEXEC);
	if (x->c_err < 0 || x->i_err < 0 || x->exe < 0) {
		diag_errno(d, "cannot prepare an interactive run");
		return -1;
	}
	x->r->limit = (long long)lim->output_kb * 1024;
	x->r->ss = ss;
	x->ilim = judge_checker_limits;
	x->ilim.wall_ms = lim->wall_ms + x->ilim.wall_ms;
	/* What an interactor keeps in /feedback: at most what the contestant may send, and its words. */
	x->bound_mb = checker_feedback_bound_mb((long long)lim->output_kb << 10);
	*x->ir = (struct interactor_run){ .j = j, .contestant = ss, .convention = spec->convention };
	atomic_init(&x->ir->contestant_done, 0);
	return 0;
}

/* Runs the interactor, the relay and the contestant, until all three are over; -1 when the judge failed. */
static int interact_go(struct interact_run *x, struct sandbox_session *ss, const struct limits *lim,
                       struct run_outcome *o, struct diag *d)
{
	x->ir->spec = checker_call_spec(&x->call, &x->ilim, x->exe, x->i_in, x->i_out, x->i_err, x->bound_mb);
	x->i_in = x->i_out = x->i_err = -1;
	if (interactor_start(x->ir, d) < 0)
		return -1;
	if (pthread_create(&x->rt, NULL, relay_main, x->r) != 0) {
		diag_set(d, "cannot start the relay's thread");
		return -1;
	}
	x->rt_started = 1;
	int rc = sandbox_session_run(ss, x->c_in, x->c_out, x->c_err, lim->wall_ms, 1, &o->sr, d);
	atomic_store(&x->ir->contestant_done, 1);
	x->c_in = x->c_out = x->c_err = -1;
	interactor_join(x->ir);
	pthread_join(x->rt, NULL);
	x->rt_started = 0;
	if (rc < 0)
		return -1;
	if (x->ir->rc < 0) {
		diag_set(d, "the interactor: %s", x->ir->d.msg);
		return -1;
	}
	return 0;
}

static void interact_close(struct interact_run *x, struct sandbox_session *ss)
{
	if (x->ir->started || x->rt_started) {
		/* Only on the judge's own failure: end everything before leaving. */
		sandbox_session_kill(ss);
		interactor_join(x->ir);
		if (x->rt_started)
			pthread_join(x->rt, NULL);
	}
	run_close_each((int[]){ x->c_in, x->c_out, x->c_err, x->i_in, x->i_out, x->i_err, x->exe }, 7);
	run_close_each(x->r->from, 2);
	run_close_each(x->r->to, 2);
	unlink(x->c_errpath);
	free(x->c_errpath);
	checker_call_free(&x->call);
	free(x->r);
	free(x->ir);
}

/*
 * The interactor's side, read as a checker's, and the run's verdict from
 * both (verdict_interact_decide()); o is the contestant's, already classified.
 */
static void interact_outcome(const struct interact_run *x, const struct checker_spec *spec, struct interact_outcome *io)
{
	const struct run_outcome *o = &io->contestant;
	const struct sandbox_result *isr = &x->ir->sr;
	char words[sizeof io->message], note[64], sig[96];
	enum verdict iv = V_JE;
	words[0] = '\0';
	if (x->call.msgpath)
		checker_words(x->call.msgpath, words, sizeof words);
	if (!words[0])
		checker_words(x->call.errpath, words, sizeof words);
	io->interactor_failed = 1;
	/* Stopped by judge-box at its memory limit: that limit, even if its CPU time passed too as it died. */
	int for_memory = isr->killed_for == SANDBOX_KILLED_MEMORY;
	if (!for_memory &&
	    (isr->wall_killed || isr->cpu_ms > x->ilim.time_ms || (!isr->exited && isr->signal == SIGXCPU)))
		snprintf(io->message, sizeof io->message,
		         "the interactor ran over its time limit (CPU %ld ms, wall %ld ms)", isr->cpu_ms, isr->wall_ms);
	else if (!for_memory && !isr->exited)
		snprintf(io->message, sizeof io->message, "the interactor was %s",
		         verdict_signal_text(isr->signal, sig, sizeof sig));
	else if (x->call.kattis && checker_feedback_over(isr, x->bound_mb))
		snprintf(io->message, sizeof io->message, "the interactor wrote over %ld MiB to its feedback directory",
		         x->bound_mb);
	else if (for_memory || isr->memory_kb + isr->files_kb > x->ilim.memory_kb)
		snprintf(io->message, sizeof io->message, "the interactor went over its memory limit of %ld KiB",
		         x->ilim.memory_kb);
	else if (checker_exit_verdict(spec->convention, isr->exit_code, &iv, note, sizeof note) < 0)
		snprintf(io->message, sizeof io->message, "the interactor failed (exit code %d%s): %s", isr->exit_code,
		         checker_exit_hint(spec->convention, isr->exit_code, note), words[0] ? words : "no message");
	else
		io->interactor_failed = 0;
	/*
	 * Whether the interactor decided first is read from causes, not clocks
	 * (on a busy machine each end is learnt of late, and not equally late):
	 * its input closed, or its output ended, while the contestant's output
	 * still ran, or the contestant was alive when it was stopped for a
	 * rejection (not at its wall or output limit).
	 */
	int first = x->r->reader_gone_first || x->r->writer_gone_first ||
	            (o->sr.stopped && !o->sr.wall_killed && o->sr.killed_for != SANDBOX_KILLED_OUTPUT);
	io->verdict = verdict_interact_decide(o->verdict, io->interactor_failed, iv, first);
	if (!io->interactor_failed) {
		if (io->verdict == iv)
			snprintf(io->message, sizeof io->message, "%s%s", note, words);
		else
			snprintf(io->message, sizeof io->message, "%s", o->message);
	}
}

int judge_interact(struct judge *j, struct sandbox_session *ss, const struct checker_spec *spec,
                   const char *interactor_bin, const char *input, const char *answer, const char *record,
                   const struct limits *lim, struct interact_outcome *io, struct diag *d)
{
	struct interact_run x;
	int ret = -1;
	memset(io, 0, sizeof *io);
	if (interact_open(&x, j, ss, spec, interactor_bin, input, answer, lim, d) < 0 ||
	    interact_go(&x, ss, lim, &io->contestant, d) < 0 || run_scratch_full(j, d) < 0)
		goto out;
	/* The contestant's run, as in a batch run; its output is what it sent. */
	struct run_outcome *o = &io->contestant;
	o->output_bytes = x.r->total[0];
	/* The relay stopped it for its output (relay_read), and that stop is what ended it. */
	if (x.r->over && o->sr.stopped && !o->sr.killed_for)
		o->sr.killed_for = SANDBOX_KILLED_OUTPUT;
	run_decide(lim, o);
	read_head(x.c_errpath, o->stderr_head, sizeof o->stderr_head);
	transcript(io->to_interactor, x.r->head[0], x.r->headlen[0]);
	transcript(io->to_contestant, x.r->head[1], x.r->headlen[1]);
	if (x.r->game_line >= 0)
		x.r->game[x.r->gamelen++] = '\n';
	memcpy(io->game, x.r->game, x.r->gamelen);
	io->game[x.r->gamelen] = '\0';
	io->game_cut = x.r->game_cut;
	interact_outcome(&x, spec, io);
	if (record && !x.call.kattis && rename(x.call.outpath, record) < 0) {
		diag_errno(d, "cannot keep the interactor's record in '%s'", record);
		goto out;
	}
	ret = 0;
out:
	interact_close(&x, ss);
	return ret;
}

/* How a game a person played ended, from the interactor's run (judge_play()). */
static enum verdict play_verdict(const struct checker_spec *spec, const struct checker_call *c,
                                 const struct sandbox_result *sr, const struct limits *lim, char *msg, size_t size)
{
	char note[64], sig[96];
	enum verdict v = V_JE;
	if (sr->wall_killed)
		snprintf(msg, size, "the game went on past %ld minutes", lim->wall_ms / 60000);
	else if (sr->killed_for == SANDBOX_KILLED_MEMORY)
		snprintf(msg, size, "the interactor went over its memory limit of %ld KiB", lim->memory_kb);
	else if (sr->cpu_ms > lim->time_ms || (!sr->exited && sr->signal == SIGXCPU))
		snprintf(msg, size, "the interactor ran over its CPU limit (%ld ms)", sr->cpu_ms);
	else if (!sr->exited)
		snprintf(msg, size, "the interactor was %s", verdict_signal_text(sr->signal, sig, sizeof sig));
	else if (c->kattis && checker_feedback_over(sr, FEEDBACK_MB))
		snprintf(msg, size, "the interactor wrote over %d MiB to its feedback directory", FEEDBACK_MB);
	else if (checker_exit_verdict(spec->convention, sr->exit_code, &v, note, sizeof note) < 0)
		snprintf(msg, size, "the interactor failed (exit code %d%s)", sr->exit_code,
		         checker_exit_hint(spec->convention, sr->exit_code, note));
	return v;
}

/*
 * A person plays: the interactor runs as in judge_interact(), in a sandbox of
 * its own, but talks to the descriptors given (a terminal) with --play under
 * testlib's convention. The seccomp filter answers every ioctl with ENOTTY, so
 * a terminal given to it can be read and written, nothing more.
 */
int judge_play(struct judge *j, const struct checker_spec *spec, const char *interactor_bin, const char *input, int in,
               int out, int err, long wall_ms, struct play_outcome *po, struct diag *d)
{
	struct checker_call c;
	int exe = -1, ret = -1;
	memset(po, 0, sizeof *po);
	if (interactor_call(j, spec, input, "/dev/null", "play-record", NULL, 1, &c, d) < 0)
		goto out;
	if ((exe = open(interactor_bin, O_RDONLY | O_CLOEXEC)) < 0) {
		diag_errno(d, "cannot open '%s'", interactor_bin);
		goto out;
	}
	struct limits lim = judge_checker_limits;
	lim.wall_ms = wall_ms;
	struct sandbox_spec run = checker_call_spec(&c, &lim, exe, in, out, err, FEEDBACK_MB);
	struct sandbox_result sr;
	if (sandbox_run(j->sb, &run, &sr, d) < 0)
		goto out;
	po->verdict = play_verdict(spec, &c, &sr, &lim, po->message, sizeof po->message);
	ret = 0;
out:
	if (exe >= 0)
		close(exe);
	checker_call_free(&c);
	return ret;
}

/* Reads one line from fd (buffered in buf/len) within the deadline; 1, 0 at EOF, -1 timed out. */
static int replay_line(int fd, char *buf, size_t *len, size_t size, char *line, size_t lsize, double deadline)
{
	for (;;) {
		char *nl = memchr(buf, '\n', *len);
		if (nl || *len == size) {
			size_t n = nl ? (size_t)(nl - buf) : *len;
			snprintf(line, lsize, "%.*s", (int)(n > 0 && buf[n - 1] == '\r' ? n - 1 : n), buf);
			size_t used = nl ? n + 1 : n;
			memmove(buf, buf + used, *len - used);
			*len -= used;
			return 1;
		}
		double left = deadline - monotonic_ms();
		struct pollfd p = { .fd = fd, .events = POLLIN };
		if (left <= 0 || poll(&p, 1, (int)left) == 0)
			return -1;
		ssize_t got = read(fd, buf + *len, size - *len);
		if (got < 0 && errno == EINTR)
			continue;
		if (got <= 0) {
			if (*len == 0)
				return 0;
			snprintf(line, lsize, "%.*s", (int)*len, buf);
			*len = 0;
			return 1;
		}
		*len += (size_t)got;
	}
}

/*
 * The judge plays the program's part of script: each '>' line is written to
 * to, each '<' line must come from from within the interactor's wall limit.
 * What went wrong first goes to why. *to is closed when the script ends, and
 * nothing more may come after.
 */
static void replay_converse(int *to, int from, const char *name, const struct interaction *script, char *why,
                            size_t size)
{
	char buf[4096], line[1024];
	size_t len = 0;
	double deadline = monotonic_ms() + (double)judge_checker_limits.wall_ms;
	for (size_t i = 0; i < script->n && !why[0]; i++) {
		const struct interaction_line *l = &script->lines[i];
		if (l->from == '>') {
			char *text = xasprintf("%s\n", l->text);
			ssize_t n = write(*to, text, strlen(text));
			free(text);
			if (n < 0)
				snprintf(why, size, "%s:%d: the interactor stopped reading before this line", name,
				         l->line);
			continue;
		}
		int r = replay_line(from, buf, &len, sizeof buf, line, sizeof line, deadline);
		if (r < 0)
			snprintf(why, size, "%s:%d: the interactor sent nothing for %ld s (the file has '%s')", name,
			         l->line, judge_checker_limits.wall_ms / 1000, l->text);
		else if (r == 0)
			snprintf(why, size, "%s:%d: the interactor's output ended (the file has '%s')", name, l->line,
			         l->text);
		else if (strcmp(line, l->text))
			snprintf(why, size, "%s:%d: the interactor sent '%s', the file has '%s'", name, l->line, line,
			         l->text);
	}
	close(*to);
	*to = -1;
	if (!why[0]) {
		int r = replay_line(from, buf, &len, sizeof buf, line, sizeof line, deadline);
		if (r > 0)
			snprintf(why, size, "%s: the interactor sent '%s' after the file's last line", name, line);
	}
}

/* Whether the interactor accepted the replayed game, added to why; its words are quoted either way. */
static void replay_verdict(const struct checker_spec *spec, const struct checker_call *c,
                           const struct sandbox_result *sr, const char *name, char *why, size_t size)
{
	enum verdict v;
	char note[64], words[300];
	checker_words(c->errpath, words, sizeof words);
	if (!why[0] && c->kattis && checker_feedback_over(sr, FEEDBACK_MB))
		snprintf(why, size, "%s: the interactor wrote over %d MiB to its feedback directory", name,
		         FEEDBACK_MB);
	else if (!why[0] &&
	         (!sr->exited || checker_exit_verdict(spec->convention, sr->exit_code, &v, note, sizeof note) < 0 ||
	          v != V_AC))
		snprintf(why, size, "%s: the interactor did not accept the game (%s %d): %s", name,
		         sr->exited ? "exit code" : "signal", sr->exited ? sr->exit_code : sr->signal,
		         words[0] ? words : "no message");
	else if (why[0] && words[0] && strlen(why) + 20 < size)
		snprintf(why + strlen(why), size - strlen(why), "; the interactor said: %s", words);
}

int judge_replay(struct judge *j, const struct checker_spec *spec, const char *interactor_bin, const char *input,
                 const char *name, const struct interaction *script, int *ok, char *why, size_t size, struct diag *d)
{
	struct checker_call c;
	struct interactor_run *ir = xcalloc(1, sizeof *ir);
	int to[2] = { -1, -1 }, from[2] = { -1, -1 }, err = -1, exe = -1, ret = -1;
	*ok = 0;
	why[0] = '\0';
	if (interactor_call(j, spec, input, "/dev/null", "replay-record", "replay-err", 0, &c, d) < 0)
		goto out;
	if (pipe2(to, O_CLOEXEC) < 0 || pipe2(from, O_CLOEXEC) < 0 ||
	    (err = open(c.errpath, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0600)) < 0 ||
	    (exe = open(interactor_bin, O_RDONLY | O_CLOEXEC)) < 0) {
		diag_errno(d, "cannot prepare a replay of '%s'", name);
		goto out;
	}
	ir->j = j;
	ir->spec = checker_call_spec(&c, &judge_checker_limits, exe, to[0], from[1], err, FEEDBACK_MB);
	to[0] = from[1] = err = -1;
	if (interactor_start(ir, d) < 0)
		goto out;
	replay_converse(&to[1], from[0], name, script, why, size);
	close(from[0]);
	from[0] = -1;
	interactor_join(ir);
	if (ir->rc < 0) {
		diag_set(d, "the interactor: %s", ir->d.msg);
		goto out;
	}
	replay_verdict(spec, &c, &ir->sr, name, why, size);
	*ok = !why[0];
	ret = 0;
out:
	if (ir->started) {
		run_close_each((int[]){ to[1], from[0] }, 2);
		to[1] = from[0] = -1;
		interactor_join(ir);
	}
	run_close_each((int[]){ to[0], to[1], from[0], from[1], err, exe }, 6);
	checker_call_free(&c);
	free(ir);
	return ret;
}
