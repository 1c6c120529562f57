/*
 * A checker that does what the output tells it to, for the tests of both
 * conventions: testlib (`behave INPUT OUTPUT ANSWER`) and Kattis (`behave
 * INPUT ANSWER FEEDBACK_DIR [FLAGS] < OUTPUT`). The output's first word:
 *   exit N    write "said N" as its message and exit N
 *   same      exit AC (0 or 42) when the output's second word equals the
 *             answer's first word, else WA (1 or 43) saying what differed
 *   flags     Kattis: say the flags it was given, exit 43
 *   segv      crash; hang: loop forever; flood: write 8 MiB on stderr
 *   garbage   write control bytes and invalid UTF-8 as its message, exit 1
 *   peek      try to open /etc/passwd, exit AC only if that fails
 *   fill N    Kattis: write N MiB into the feedback directory, in files of
 *             512 KiB, as far as it can; say how many files, exit WA
 */
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static FILE *msg;

int main(int argc, char **argv)
{
	int kattis = argc >= 4 && strstr(argv[3], "feedback") != NULL;
	FILE *out = kattis ? stdin : fopen(argv[2], "r");
	FILE *ans = fopen(kattis ? argv[2] : argv[3], "r");
	char path[4200];
	if (kattis) {
		snprintf(path, sizeof path, "%s/judgemessage.txt", argv[3]);
		msg = fopen(path, "w");
	} else {
		msg = stderr;
	}
	char word[64] = "", arg[64] = "", want[64] = "";
	if (!out || !ans || !msg || fscanf(out, "%63s", word) != 1)
		return 3;
	int ok = kattis ? 42 : 0, wa = kattis ? 43 : 1;
	if (!strcmp(word, "exit") && fscanf(out, "%63s", arg) == 1) {
		fprintf(msg, "said %s\n", arg);
		return atoi(arg);
	}
	if (!strcmp(word, "same")) {
		if (fscanf(out, "%63s", arg) == 1 && fscanf(ans, "%63s", want) == 1 && !strcmp(arg, want))
			return ok;
		fprintf(msg, "expected %s, got %s\n", want, arg);
		return wa;
	}
	if (!strcmp(word, "flags")) {
		for (int i = 4; i < argc; i++)
			fprintf(msg, "%s%s", i > 4 ? " " : "", argv[i]);
		fputc('\n', msg);
		return wa;
	}
	if (!strcmp(word, "segv"))
		raise(SIGSEGV);
	if (!strcmp(word, "hang"))
		for (volatile unsigned long x = 0;; x++)
			;
	if (!strcmp(word, "flood"))
		for (int i = 0; i < 8 << 10; i++)
			fprintf(stderr, "%01023d\n", i);
	if (!strcmp(word, "garbage")) {
		fputs("bad \x1b[31m\x01\xff\xfe words\n", msg);
		return wa;
	}
	if (kattis && !strcmp(word, "fill") && fscanf(out, "%63s", arg) == 1) {
		static char block[512 << 10];
		memset(block, 'x', sizeof block);
		int files = 0;
		for (int i = 0; i < 2 * atoi(arg); i++) {
			snprintf(path, sizeof path, "%s/fill-%d", argv[3], i);
			FILE *f = fopen(path, "w");
			if (!f)
				break;
			size_t n = fwrite(block, 1, sizeof block, f);
			if (fclose(f) != 0 || n != sizeof block)
				break;
			files++;
		}
		fprintf(msg, "wrote %d files\n", files);
		return wa;
	}
	if (!strcmp(word, "peek")) {
		FILE *f = fopen("/etc/passwd", "r");
		fprintf(msg, "%s\n", f ? "read it" : "not there");
		return f ? wa : ok;
	}
	return 3;
}
