/*
 * The interactor of interact-echo.c, written as a Kattis package's output
 * validator would be (no check.h): `validator input answer feedback_dir`,
 * the contestant's output on stdin, what it sends on stdout; 42 accepts, 43
 * rejects with the reason in feedback_dir/judgemessage.txt. Its input:
 *   echo K   K rounds: it sends x, the program must answer x + 1
 *   exit0    exits 0, which the convention does not allow
 * The answer file must be readable: it is where problemtools' guess keeps
 * nothing, and where a package may keep anything.
 */
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static FILE *judgemessage;

static void reject(const char *fmt, long long a, long long b, long long c)
{
	fprintf(judgemessage, fmt, a, b, c);
	fputc('\n', judgemessage);
	exit(43);
}

int main(int argc, char **argv)
{
	if (argc < 4)
		return 1;
	signal(SIGPIPE, SIG_IGN);
	char path[4096];
	snprintf(path, sizeof path, "%sjudgemessage.txt", argv[3]);
	FILE *in = fopen(argv[1], "r"), *answer = fopen(argv[2], "r");
	if (!in || !answer || !(judgemessage = fopen(path, "w")))
		return 1;
	char mode[16];
	long long k;
	if (fscanf(in, "%15s", mode) != 1)
		return 1;
	if (!strcmp(mode, "exit0"))
		return 0;
	if (fscanf(in, "%lld", &k) != 1)
		return 1;
	printf("%lld\n", k);
	fflush(stdout);
	for (long long i = 1; i <= k; i++) {
		long long x = 7 * i, y;
		printf("%lld\n", x);
		fflush(stdout);
		if (scanf("%lld", &y) != 1)
			reject("round %lld: no answer to %lld%.0lld", i, x, 0);
		if (y != x + 1)
			reject("round %lld: sent %lld, got %lld", i, x, y);
	}
	printf("done\n");
	fflush(stdout);
	fprintf(judgemessage, "all %lld rounds right\n", k);
	return 42;
}
