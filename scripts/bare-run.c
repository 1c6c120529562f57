/*
 * bare-run: the baseline scripts/bench compares the judge with. For each test
 * NAME given on the command line it forks, runs BINARY with stdin from
 * DIR/NAME.in and stdout into a scratch file, waits with wait4, and compares
 * the output with DIR/NAME.ans byte for byte: what any judge must do at the
 * least, with no sandbox at all. The scratch file is in $TMPDIR (/tmp when
 * unset), emptied before each run.
 * Usage: bare-run BINARY DIR NAME...
 */
#define _GNU_SOURCE
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

static int same(const char *a, const char *b)
{
	FILE *fa = fopen(a, "rb"), *fb = fopen(b, "rb");
	int ok = fa && fb;
	char x[65536], y[65536];
	while (ok) {
		size_t n = fread(x, 1, sizeof x, fa), m = fread(y, 1, sizeof y, fb);
		if (n != m || memcmp(x, y, n))
			ok = 0;
		if (n == 0)
			break;
	}
	if (fa)
		fclose(fa);
	if (fb)
		fclose(fb);
	return ok;
}

int main(int argc, char **argv)
{
	if (argc < 3) {
		fputs("usage: bare-run BINARY DIR NAME...\n", stderr);
		return 2;
	}
	const char *tmp = getenv("TMPDIR");
	char out[4096];
	snprintf(out, sizeof out, "%s/bare-run-XXXXXX", tmp && *tmp ? tmp : "/tmp");
	int ofd = mkstemp(out);
	int wrong = 0;
	for (int i = 3; i < argc; i++) {
		char in[4096], ans[4096];
		snprintf(in, sizeof in, "%s/%s.in", argv[2], argv[i]);
		snprintf(ans, sizeof ans, "%s/%s.ans", argv[2], argv[i]);
		pid_t pid = fork();
		if (pid == 0) {
			int ifd = open(in, O_RDONLY);
			if (ifd < 0 || ftruncate(ofd, 0) < 0 || lseek(ofd, 0, SEEK_SET) < 0)
				_exit(127);
			dup2(ifd, 0);
			dup2(ofd, 1);
			execl(argv[1], argv[1], (char *)NULL);
			_exit(127);
		}
		int status;
		struct rusage ru;
		wait4(pid, &status, 0, &ru);
		wrong += !(WIFEXITED(status) && WEXITSTATUS(status) == 0 && same(out, ans));
	}
	unlink(out);
	printf("%d wrong\n", wrong);
	return wrong != 0;
}
