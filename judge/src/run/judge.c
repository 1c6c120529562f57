/*
 * judge.c: the judge's life (its scratch directory, locked while it runs,
 * and the sandbox, compiler and language table it holds) and the limits a
 * language is judged under.
 */
#define _GNU_SOURCE
#include "run/judge.h"

#include <errno.h>
#include <fcntl.h>
#include <pthread.h>
#include <signal.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "run/checker-program.h"
#include "util.h"

static atomic_ulong file_seq;

/*
 * Removes the scratch directories of judges that were killed (SIGKILL leaves
 * no chance to clean up). Every judge holds an flock() on DIR/lock for its
 * whole life, so a judge-* directory of ours whose lock can be taken belongs to
 * no running judge (judge_new renames the lock file into place already locked).
 * One without a lock file may be a judge between mkdtemp and its lock: it is
 * removed only when over an hour old. This lists the whole of tmp; sweep_stale()
 * below needs it only now and then.
 */
static void sweep_listing(const char *tmp)
{
	struct strv names = { 0 };
	dir_list(tmp, &names);
	for (size_t i = 0; i < names.n; i++) {
		if (strncmp(names.v[i], "judge-", 6) != 0 || strlen(names.v[i]) != 12)
			continue;
		char *path = xasprintf("%s/%s", tmp, names.v[i]), *lock = xasprintf("%s/lock", path);
		struct stat st;
		if (lstat(path, &st) == 0 && S_ISDIR(st.st_mode) && st.st_uid == geteuid()) {
			int fd = open(lock, O_RDWR | O_NOFOLLOW | O_CLOEXEC);
			if (fd >= 0 ? flock(fd, LOCK_EX | LOCK_NB) == 0
			            : errno == ENOENT && st.st_mtime < time(NULL) - 3600)
				remove_tree(path);
			if (fd >= 0)
				close(fd);
		}
		free(lock);
		free(path);
	}
	strv_free(&names);
}

/*
 * The registry of this uid's judges in tmp: TMP/.judge-live-UID holds, for
 * each judge-XXXXXX directory, a hard link XXXXXX to its lock file, made
 * while the lock is held and before the lock takes its name (judge_new), and
 * removed after the directory (judge_free). Listing it finds every judge
 * that was killed, and costs nothing on a tmp of thousands of entries, where
 * listing tmp itself took milliseconds at every start (5 ms for the 1500
 * entries of a shared machine's /tmp). The full listing still runs when the
 * registry is made or is over an hour old (then it is touched): for
 * directories of judges that kept no registry, or killed between mkdtemp
 * and their link. Returns the registry's path, or NULL when it cannot be had
 * (then tmp is listed every time, as before).
 */
static char *sweep_stale(const char *tmp)
{
	char *live = xasprintf("%s/.judge-live-%u", tmp, (unsigned)geteuid());
	struct stat st;
	int made = mkdir(live, 0700) == 0;
	if ((!made && errno != EEXIST) || lstat(live, &st) < 0 || !S_ISDIR(st.st_mode) || st.st_uid != geteuid()) {
		sweep_listing(tmp);
		free(live);
		return NULL;
	}
	if (made || st.st_mtime < time(NULL) - 3600) {
		sweep_listing(tmp);
		utimensat(AT_FDCWD, live, NULL, AT_SYMLINK_NOFOLLOW);
	}
	struct strv names = { 0 };
	dir_list(live, &names);
	for (size_t i = 0; i < names.n; i++) {
		if (strlen(names.v[i]) != 6)
			continue;
		char *entry = xasprintf("%s/%s", live, names.v[i]), *dir = xasprintf("%s/judge-%s", tmp, names.v[i]);
		char *lock = xasprintf("%s/lock", dir);
		int fd = open(entry, O_RDWR | O_NOFOLLOW | O_CLOEXEC);
		struct stat e, l, d;
		if (fd >= 0 && flock(fd, LOCK_EX | LOCK_NB) == 0 && fstat(fd, &e) == 0) {
			/* Its judge is gone: its directory goes if the lock there is this very file. */
			if (lstat(dir, &d) == 0 && S_ISDIR(d.st_mode) && d.st_uid == geteuid() && lstat(lock, &l) == 0 &&
			    l.st_ino == e.st_ino && l.st_dev == e.st_dev)
				remove_tree(dir);
			unlink(entry);
		}
		if (fd >= 0)
			close(fd);
		free(lock);
		free(dir);
		free(entry);
	}
	strv_free(&names);
	return live;
}

struct judge *judge_new(const char *root, int jobs, struct diag *d)
{
	struct judge *j = xcalloc(1, sizeof *j);
	j->root = xstrdup(root);
	j->jobs = jobs > 0 ? jobs : 1;
	j->lock_fd = -1;
	/*
	 * The judge writes into pipes read by programs that may end at any moment
	 * (the relay, replays): such a write must fail with EPIPE where it is
	 * handled, not kill the judge. judge-box gives programs the default back.
	 */
	signal(SIGPIPE, SIG_IGN);
	/* Writers first: a re-run alone waits only for the runs under way. */
	pthread_rwlockattr_t attr;
	pthread_rwlockattr_init(&attr);
	pthread_rwlockattr_setkind_np(&attr, PTHREAD_RWLOCK_PREFER_WRITER_NONRECURSIVE_NP);
	pthread_rwlock_init(&j->alone, &attr);
	pthread_rwlockattr_destroy(&attr);
	pthread_mutex_init(&j->idle_lock, NULL);
	const char *tmp = getenv("TMPDIR");
	if (!tmp || !*tmp)
		tmp = "/tmp";
	char *live = sweep_stale(tmp);
	j->workdir = xasprintf("%s/judge-XXXXXX", tmp);
	if (!mkdtemp(j->workdir)) {
		diag_errno(d, "cannot create a scratch directory '%s'", j->workdir);
		free(j->workdir);
		j->workdir = NULL;
		free(live);
		goto fail;
	}
	/*
	 * The lock file appears already locked: made under another name, locked,
	 * then renamed. Made as DIR/lock and locked after, another judge's
	 * sweep_stale() could take the lock in between and remove this live
	 * judge's directory (seen under load: "cannot create build directory").
	 */
	char *lock = xasprintf("%s/lock", j->workdir), *fresh = xasprintf("%s/lock.new", j->workdir);
	j->lock_fd = open(fresh, O_RDWR | O_CREAT | O_EXCL | O_CLOEXEC, 0600);
	int locked = j->lock_fd >= 0 && flock(j->lock_fd, LOCK_EX) == 0;
	if (locked && live) {
		/* Registered while locked (sweep_stale); an entry left by a judge gone before it is replaced. */
		j->live_entry = xasprintf("%s/%s", live, j->workdir + strlen(j->workdir) - 6);
		if (link(fresh, j->live_entry) < 0 && (errno != EEXIST || unlink(j->live_entry) < 0 ||
		                                       link(fresh, j->live_entry) < 0)) {
			free(j->live_entry);
			j->live_entry = NULL;
		}
	}
	locked = locked && rename(fresh, lock) == 0;
	free(live);
	free(lock);
	free(fresh);
	if (!locked) {
		diag_errno(d, "cannot lock the scratch directory '%s'", j->workdir);
		goto fail;
	}
	/* The sandbox uid must reach the build directories inside. */
	chmod(j->workdir, 0711);
	char *langs = xasprintf("%s/judge/languages.yaml", root);
	j->langs = lang_load(langs, d);
	free(langs);
	if (!j->langs)
		goto fail;
	j->sb = sandbox_new(j->workdir, d);
	if (!j->sb)
		goto fail;
	const char *cache_env = getenv("JUDGE_CACHE");
	j->cache_dir = cache_env && *cache_env ? xstrdup(cache_env) : xasprintf("%s/build/cache", root);
	j->cc = compiler_new(j->sb, j->cache_dir, j->workdir, d);
	if (!j->cc)
		goto fail;
	return j;
fail:
	judge_free(j);
	return NULL;
}

void judge_free(struct judge *j)
{
	if (!j)
		return;
	for (size_t i = 0; i < j->nidle; i++)
		sandbox_session_close(j->idle[i]);
	checker_sessions_end(j);
	pthread_mutex_destroy(&j->idle_lock);
	compiler_free(j->cc);
	sandbox_free(j->sb);
	lang_free(j->langs);
	if (j->workdir)
		remove_tree(j->workdir);
	if (j->live_entry)
		unlink(j->live_entry);
	free(j->live_entry);
	if (j->lock_fd >= 0)
		close(j->lock_fd);
	pthread_rwlock_destroy(&j->alone);
	free(j->cache_dir);
	free(j->workdir);
	free(j->root);
	free(j);
}

struct limits judge_language_limits(const struct limits *lim, const struct language *lang)
{
	struct limits l = *lim;
	if (lang) {
		l.time_ms = (long)(lim->time_ms * lang->time_factor + 0.5);
		l.wall_ms = (long)(lim->wall_ms * lang->time_factor + 0.5);
		l.memory_kb = lim->memory_kb + lang->memory_allowance * 1024;
	}
	return l;
}

int judge_language_native(const struct language *lang)
{
	const char *n = lang->name;
	return !strcmp(n, "c") || !strcmp(n, "cpp") || !strncmp(n, "c-", 2) || !strncmp(n, "cpp-", 4);
}

struct limits judge_problem_limits(const struct problem *p, const struct language *lang)
{
	if (p->has_others && lang && !judge_language_native(lang))
		return p->others;
	return judge_language_limits(&p->limits, lang);
}

const struct language *judge_language(struct judge *j, const char *file, const struct language *lang, struct diag *d)
{
	if (!lang)
		lang = lang_by_file(j->langs, file);
	if (!lang) {
		diag_set(d, "'%s': unknown language (use --lang; known: ", file);
		for (size_t i = 0; i < j->langs->n; i++) {
			size_t len = strlen(d->msg);
			snprintf(d->msg + len, sizeof d->msg - len, "%s%s", i ? ", " : "", j->langs->langs[i].name);
		}
		strncat(d->msg, ")", sizeof d->msg - strlen(d->msg) - 1);
	}
	return lang;
}

char *judge_scratch(struct judge *j, const char *what)
{
	return xasprintf("%s/%s-%lu", j->workdir, what, atomic_fetch_add(&file_seq, 1));
}
