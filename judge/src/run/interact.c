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
#include "run/check.h"
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
 * How an interactor is called under its convention, into binds[4] and argv:
 * testlib `interact /input /output [--play]`, its record of the game written
 * to outpath (made here, writable for the program's uid); Kattis `validator
 * /input /answer /feedback/ FLAGS`. Returns the number of binds, or -1.
 */
static int interactor_call(const struct checker_spec *spec, const char *input, const char *answer, const char *outpath,
                           const char *feedback, const char *msgpath, int play, struct sandbox_bind *binds,
                           struct strv *argv, struct diag *d)
{
	binds[0] = (struct sandbox_bind){ .dst = "/input", .src = input };
	if (spec->convention == CONVENTION_KATTIS) {
		binds[1] = (struct sandbox_bind){ .dst = "/answer", .src = answer };
		return kattis_call(spec, feedback, msgpath, binds, argv, d) < 0 ? -1 : 4;
	}
	binds[1] = (struct sandbox_bind){ .dst = "/output", .src = outpath, .writable = 1 };
	strv_push(argv, "interact");
	strv_push(argv, "/input");
	strv_push(argv, "/output");
	if (play)
		strv_push(argv, "--play");
	int fd = open(outpath, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0666);
	if (fd < 0 || fchmod(fd, 0666) < 0) {
		diag_errno(d, "cannot create '%s'", outpath);
		if (fd >= 0)
			close(fd);
		return -1;
	}
	close(fd);
	return 2;
}

/* The interactor's side of a run, in a thread of its own. */
struct interactor_run {
	struct judge *j;
	struct sandbox_spec spec;
	struct sandbox_result sr;
	struct sandbox_session *contestant;
	enum checker_convention convention;
	int rc;
	atomic_int contestant_done;
	struct diag d;
};

static void *interactor_main(void *arg)
{
	struct interactor_run *ir = arg;
	ir->rc = sandbox_run(ir->j->sb, &ir->spec, &ir->sr, &ir->d);
	enum verdict v;
	char note[64];
	/* It decided first and rejected: the contestant's run is over. */
	if (ir->rc == 0 && ir->sr.exited &&
	    checker_exit_verdict(ir->convention, ir->sr.exit_code, &v, note, sizeof note) == 0 && v != V_AC &&
	    !atomic_load(&ir->contestant_done))
		sandbox_session_kill(ir->contestant);
	return NULL;
}

/* Copies n bytes of a transcript as a string, NUL bytes shown as spaces. */
static void transcript(char *dst, const char *src, size_t n)
{
	for (size_t i = 0; i < n; i++)
		dst[i] = src[i] ? src[i] : ' ';
	dst[n] = '\0';
}

int judge_interact(struct judge *j, struct sandbox_session *ss, const struct checker_spec *spec,
                   const char *interactor_bin, const char *input, const char *answer, const char *record,
                   const struct limits *lim, struct interact_outcome *io, struct diag *d)
{
	int kattis = spec->convention == CONVENTION_KATTIS;
	int c_out[2] = { -1, -1 }, i_in[2] = { -1, -1 }, i_out[2] = { -1, -1 }, c_in[2] = { -1, -1 };
	int c_err = -1, i_err = -1, exe = -1, ret = -1;
	char *c_errpath = judge_scratch(j, "stderr"), *i_errpath = judge_scratch(j, "interactor-err");
	char *outpath = judge_scratch(j, "interactor-out");
	char *feedback = kattis ? judge_scratch(j, "feedback") : NULL;
	char *msgpath = kattis ? xasprintf("%s/judgemessage.txt", feedback) : NULL;
	struct strv argv = { 0 };
	struct relay *r = xcalloc(1, sizeof *r);
	struct interactor_run *ir = xcalloc(1, sizeof *ir);
	pthread_t it, rt;
	int it_started = 0, rt_started = 0;

	memset(io, 0, sizeof *io);
	r->from[0] = r->from[1] = r->to[0] = r->to[1] = -1;
	struct sandbox_bind binds[4];
	int nbinds = interactor_call(spec, input, answer, outpath, feedback, msgpath, 0, binds, &argv, d);
	if (nbinds < 0)
		goto out;
	if (pipe2(c_out, O_CLOEXEC) < 0 || pipe2(i_in, O_CLOEXEC) < 0 || pipe2(i_out, O_CLOEXEC) < 0 ||
	    pipe2(c_in, O_CLOEXEC) < 0) {
		diag_errno(d, "cannot make the pipes of an interactive run");
		goto out;
	}
	c_err = open(c_errpath, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0600);
	i_err = open(i_errpath, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0600);
	exe = open(interactor_bin, O_RDONLY | O_CLOEXEC);
	if (c_err < 0 || i_err < 0 || exe < 0) {
		diag_errno(d, "cannot prepare an interactive run");
		goto out;
	}
	for (int k = 0; k < 4; k++) {
		int fd = (int[]){ c_out[0], i_in[1], i_out[0], c_in[1] }[k];
		fcntl(fd, F_SETFL, O_NONBLOCK);
	}
	/* The relay owns its four ends; the sandboxes take the programs' ends. */
	r->from[0] = c_out[0];
	r->to[0] = i_in[1];
	r->from[1] = i_out[0];
	r->to[1] = c_in[1];
	c_out[0] = i_in[1] = i_out[0] = c_in[1] = -1;
	r->limit = (long long)lim->output_kb * 1024;
	r->ss = ss;

	struct limits ilim = judge_checker_limits;
	ilim.wall_ms = lim->wall_ms + ilim.wall_ms;
	ir->j = j;
	ir->contestant = ss;
	ir->convention = spec->convention;
	atomic_init(&ir->contestant_done, 0);
	ir->spec = run_spec(&ilim, exe, argv.v, i_in[0], i_out[1], i_err);
	ir->spec.binds = binds;
	ir->spec.nbinds = (size_t)nbinds;
	/* What an interactor keeps in /feedback: at most what the contestant may send, and its words. */
	long bound_mb = feedback_bound_mb((long long)lim->output_kb << 10);
	if (kattis)
		feedback_bound(&ir->spec, bound_mb);
	ir->spec.give_stdio = 1;
	i_in[0] = i_out[1] = i_err = -1;
	if (pthread_create(&it, NULL, interactor_main, ir) != 0) {
		close_each((int[]){ ir->spec.stdin_fd, ir->spec.stdout_fd, ir->spec.stderr_fd }, 3);
		diag_set(d, "cannot start the interactor's thread");
		goto out;
	}
	it_started = 1;
	if (pthread_create(&rt, NULL, relay_main, r) != 0) {
		diag_set(d, "cannot start the relay's thread");
		goto out;
	}
	rt_started = 1;

	struct run_outcome *o = &io->contestant;
	int rc = sandbox_session_run(ss, c_in[0], c_out[1], c_err, lim->wall_ms, 1, &o->sr, d);
	atomic_store(&ir->contestant_done, 1);
	c_in[0] = c_out[1] = c_err = -1;
	pthread_join(it, NULL);
	it_started = 0;
	pthread_join(rt, NULL);
	rt_started = 0;
	if (rc < 0)
		goto out;
	if (ir->rc < 0) {
		diag_set(d, "the interactor: %s", ir->d.msg);
		goto out;
	}
	if (scratch_full(j, d) < 0)
		goto out;

	/* The contestant's run, as in a batch run; its output is what it sent. */
	o->output_bytes = r->total[0];
	classify(lim, o);
	read_head(c_errpath, o->stderr_head, sizeof o->stderr_head);
	transcript(io->to_interactor, r->head[0], r->headlen[0]);
	transcript(io->to_contestant, r->head[1], r->headlen[1]);

	/* The interactor's side, as a checker's. */
	char words[sizeof io->message], note[64], sig[96];
	const struct sandbox_result *isr = &ir->sr;
	enum verdict iv = V_JE;
	words[0] = '\0';
	if (msgpath)
		read_words(msgpath, words, sizeof words);
	if (!words[0])
		read_words(i_errpath, words, sizeof words);
	io->interactor_failed = 1;
	if (isr->wall_killed || isr->cpu_ms > ilim.time_ms || (!isr->exited && isr->signal == SIGXCPU))
		snprintf(io->message, sizeof io->message,
		         "the interactor ran over its time limit (CPU %ld ms, wall %ld ms)", isr->cpu_ms, isr->wall_ms);
	else if (!isr->exited)
		snprintf(io->message, sizeof io->message, "the interactor was %s",
		         signal_text(isr->signal, sig, sizeof sig));
	else if (kattis && feedback_over(isr, bound_mb))
		snprintf(io->message, sizeof io->message, "the interactor wrote over %ld MiB to its feedback directory",
		         bound_mb);
	else if (isr->memory_kb + isr->files_kb > ilim.memory_kb)
		snprintf(io->message, sizeof io->message, "the interactor went over its memory limit of %ld KiB",
		         ilim.memory_kb);
	else if (checker_exit_verdict(spec->convention, isr->exit_code, &iv, note, sizeof note) < 0)
		snprintf(io->message, sizeof io->message, "the interactor failed (exit code %d%s): %s", isr->exit_code,
		         exit_hint(spec->convention, isr->exit_code, note), words[0] ? words : "no message");
	else
		io->interactor_failed = 0;
	/*
	 * Whether the interactor decided first is read from causes, not clocks
	 * (on a busy machine each end is learnt of late, and not equally late):
	 * its input closed, or its output ended, while the contestant's output
	 * still ran, or the contestant was alive when it was stopped for a
	 * rejection.
	 */
	int first = r->reader_gone_first || r->writer_gone_first || (o->sr.stopped && !o->sr.wall_killed);
	io->verdict = interact_decide(o->verdict, io->interactor_failed, iv, first);
	if (!io->interactor_failed) {
		if (io->verdict == iv)
			snprintf(io->message, sizeof io->message, "%s%s", note, words);
		else
			snprintf(io->message, sizeof io->message, "%s", o->message);
	}
	if (record && !kattis && rename(outpath, record) < 0) {
		diag_errno(d, "cannot keep the interactor's record in '%s'", record);
		goto out;
	}
	ret = 0;
out:
	if (it_started || rt_started) {
		/* Only on the judge's own failure: end everything before leaving. */
		sandbox_session_kill(ss);
		if (it_started)
			pthread_join(it, NULL);
		if (rt_started)
			pthread_join(rt, NULL);
	}
	close_each((int[]){ c_out[0], c_out[1], i_in[0], i_in[1], i_out[0], i_out[1], c_in[0], c_in[1] }, 8);
	close_each((int[]){ c_err, i_err, exe, r->from[0], r->from[1], r->to[0], r->to[1] }, 7);
	unlink(c_errpath);
	unlink(i_errpath);
	unlink(outpath);
	if (feedback)
		remove_tree(feedback);
	free(c_errpath);
	free(i_errpath);
	free(outpath);
	free(feedback);
	free(msgpath);
	strv_free(&argv);
	free(r);
	free(ir);
	return ret;
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
	int kattis = spec->convention == CONVENTION_KATTIS;
	char *outpath = judge_scratch(j, "play-record");
	char *feedback = kattis ? judge_scratch(j, "feedback") : NULL;
	char *msgpath = kattis ? xasprintf("%s/judgemessage.txt", feedback) : NULL;
	struct strv argv = { 0 };
	int exe = -1, ret = -1;

	memset(po, 0, sizeof *po);
	struct sandbox_bind binds[4];
	int nbinds = interactor_call(spec, input, "/dev/null", outpath, feedback, msgpath, 1, binds, &argv, d);
	if (nbinds < 0)
		goto out;
	if ((exe = open(interactor_bin, O_RDONLY | O_CLOEXEC)) < 0) {
		diag_errno(d, "cannot open '%s'", interactor_bin);
		goto out;
	}
	struct limits lim = judge_checker_limits;
	lim.wall_ms = wall_ms;
	struct sandbox_spec run = run_spec(&lim, exe, argv.v, in, out, err);
	run.binds = binds;
	run.nbinds = (size_t)nbinds;
	if (kattis)
		feedback_bound(&run, FEEDBACK_MB);
	struct sandbox_result sr;
	if (sandbox_run(j->sb, &run, &sr, d) < 0)
		goto out;
	char note[64], sig[96];
	enum verdict v = V_JE;
	if (sr.wall_killed)
		snprintf(po->message, sizeof po->message, "the game went on past %ld minutes", wall_ms / 60000);
	else if (sr.cpu_ms > lim.time_ms || (!sr.exited && sr.signal == SIGXCPU))
		snprintf(po->message, sizeof po->message, "the interactor ran over its CPU limit (%ld ms)", sr.cpu_ms);
	else if (!sr.exited)
		snprintf(po->message, sizeof po->message, "the interactor was %s",
		         signal_text(sr.signal, sig, sizeof sig));
	else if (kattis && feedback_over(&sr, FEEDBACK_MB))
		snprintf(po->message, sizeof po->message, "the interactor wrote over %d MiB to its feedback directory",
		         FEEDBACK_MB);
	else if (checker_exit_verdict(spec->convention, sr.exit_code, &v, note, sizeof note) < 0)
		snprintf(po->message, sizeof po->message, "the interactor failed (exit code %d%s)", sr.exit_code,
		         exit_hint(spec->convention, sr.exit_code, note));
	po->verdict = v;
	ret = 0;
out:
	if (exe >= 0)
		close(exe);
	unlink(outpath);
	if (feedback)
		remove_tree(feedback);
	free(outpath);
	free(feedback);
	free(msgpath);
	strv_free(&argv);
	return ret;
}

/* The interactor of a replay, in a thread of its own. */
struct replay_run {
	struct judge *j;
	struct sandbox_spec spec;
	struct sandbox_result sr;
	int rc;
	struct diag d;
};

static void *replay_main(void *arg)
{
	struct replay_run *rr = arg;
	rr->rc = sandbox_run(rr->j->sb, &rr->spec, &rr->sr, &rr->d);
	return NULL;
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

int judge_replay(struct judge *j, const struct checker_spec *spec, const char *interactor_bin, const char *input,
                 const char *name, const struct interaction *script, int *ok, char *why, size_t size, struct diag *d)
{
	int kattis = spec->convention == CONVENTION_KATTIS;
	char *outpath = judge_scratch(j, "replay-record"), *errpath = judge_scratch(j, "replay-err");
	char *feedback = kattis ? judge_scratch(j, "feedback") : NULL;
	char *msgpath = kattis ? xasprintf("%s/judgemessage.txt", feedback) : NULL;
	struct strv argv = { 0 };
	int to[2] = { -1, -1 }, from[2] = { -1, -1 }, err = -1, exe = -1, ret = -1, started = 0;
	struct replay_run *rr = xcalloc(1, sizeof *rr);
	pthread_t t;

	*ok = 0;
	why[0] = '\0';
	struct sandbox_bind binds[4];
	int nbinds = interactor_call(spec, input, "/dev/null", outpath, feedback, msgpath, 0, binds, &argv, d);
	if (nbinds < 0)
		goto out;
	if (pipe2(to, O_CLOEXEC) < 0 || pipe2(from, O_CLOEXEC) < 0 ||
	    (err = open(errpath, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0600)) < 0 ||
	    (exe = open(interactor_bin, O_RDONLY | O_CLOEXEC)) < 0) {
		diag_errno(d, "cannot prepare a replay of '%s'", name);
		goto out;
	}
	rr->j = j;
	rr->spec = run_spec(&judge_checker_limits, exe, argv.v, to[0], from[1], err);
	rr->spec.binds = binds;
	rr->spec.nbinds = (size_t)nbinds;
	if (kattis)
		feedback_bound(&rr->spec, FEEDBACK_MB);
	rr->spec.give_stdio = 1;
	to[0] = from[1] = err = -1;
	if (pthread_create(&t, NULL, replay_main, rr) != 0) {
		close_each((int[]){ rr->spec.stdin_fd, rr->spec.stdout_fd, rr->spec.stderr_fd }, 3);
		diag_set(d, "cannot start the interactor's thread");
		goto out;
	}
	started = 1;
	char buf[4096], line[1024];
	size_t len = 0;
	double deadline = monotonic_ms() + (double)judge_checker_limits.wall_ms;
	for (size_t i = 0; i < script->n && !why[0]; i++) {
		const struct interaction_line *l = &script->lines[i];
		if (l->from == '>') {
			char *text = xasprintf("%s\n", l->text);
			ssize_t n = write(to[1], text, strlen(text));
			free(text);
			if (n < 0)
				snprintf(why, size, "%s:%d: the interactor stopped reading before this line", name,
				         l->line);
			continue;
		}
		int r = replay_line(from[0], buf, &len, sizeof buf, line, sizeof line, deadline);
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
	close(to[1]);
	to[1] = -1;
	if (!why[0]) {
		int r = replay_line(from[0], buf, &len, sizeof buf, line, sizeof line, deadline);
		if (r > 0)
			snprintf(why, size, "%s: the interactor sent '%s' after the file's last line", name, line);
	}
	close(from[0]);
	from[0] = -1;
	pthread_join(t, NULL);
	started = 0;
	if (rr->rc < 0) {
		diag_set(d, "the interactor: %s", rr->d.msg);
		goto out;
	}
	enum verdict v;
	char note[64], words[300];
	read_words(errpath, words, sizeof words);
	if (!why[0] && kattis && feedback_over(&rr->sr, FEEDBACK_MB))
		snprintf(why, size, "%s: the interactor wrote over %d MiB to its feedback directory", name,
		         FEEDBACK_MB);
	else if (!why[0] &&
	         (!rr->sr.exited ||
	          checker_exit_verdict(spec->convention, rr->sr.exit_code, &v, note, sizeof note) < 0 || v != V_AC))
		snprintf(why, size, "%s: the interactor did not accept the game (%s %d): %s", name,
		         rr->sr.exited ? "exit code" : "signal", rr->sr.exited ? rr->sr.exit_code : rr->sr.signal,
		         words[0] ? words : "no message");
	else if (why[0] && words[0] && strlen(why) + 20 < size)
		snprintf(why + strlen(why), size - strlen(why), "; the interactor said: %s", words);
	*ok = !why[0];
	ret = 0;
out:
	if (started) {
		close_each((int[]){ to[1], from[0] }, 2);
		to[1] = from[0] = -1;
		pthread_join(t, NULL);
	}
	close_each((int[]){ to[0], to[1], from[0], from[1], err, exe }, 6);
	unlink(outpath);
	unlink(errpath);
	if (feedback)
		remove_tree(feedback);
	free(outpath);
	free(errpath);
	free(feedback);
	free(msgpath);
	strv_free(&argv);
	free(rr);
	return ret;
}
