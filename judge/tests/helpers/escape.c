/*
 * Tries to leave files outside its run and to read the expected answers, by
 * relative, absolute and /proc paths. Prints what it managed; the test expects
 * "wrote none" and "read none". The paths come from the command line of the
 * build (-DANSWER=...).
 */
#include <fcntl.h>
#include <stdio.h>
#include <sys/stat.h>
#include <unistd.h>
/* The probe's name is the build's own (-DPROBE=...): two builds testing at once never see each other's. */
#ifndef PROBE
#define PROBE "judge-escape-probe"
#endif
#ifndef ANSWER
#define ANSWER "/nonexistent"
#endif
int main(void)
{
	const char *writes[] = { "/tmp/" PROBE, "../../../../../../tmp/" PROBE, TESTDATA "/" PROBE };
	const char *reads[] = { ANSWER, "../../../../../../../../" ANSWER, "/proc/1/root" ANSWER,
		                "/proc/self/root" ANSWER, "/proc/self/cwd/../../../../../" ANSWER };
	int wrote = 0, read_ok = 0;
	mkdir("/tmp", 0777);
	for (int i = 0; i < 3; i++) {
		int fd = open(writes[i], O_WRONLY | O_CREAT, 0644);
		if (fd >= 0) {
			wrote++;
			close(fd);
		}
	}
	for (int i = 0; i < 5; i++) {
		char buf[16];
		int fd = open(reads[i], O_RDONLY);
		if (fd >= 0 && read(fd, buf, sizeof buf) > 0)
			read_ok++;
		if (fd >= 0)
			close(fd);
	}
	printf("wrote %d, read %d\n", wrote, read_ok);
	return 0;
}
