/*
 * With "fill" on stdin: builds a directory chain deeper than PATH_MAX and then
 * uses up every inode it can. With "litter": leaves files and folders a few
 * levels deep, 256 KiB of data, and tries to remove the judge's /dev (prints
 * 1 when none of that was refused but the removals). With "empty": leaves one
 * empty file, which takes an inode and no data. Otherwise: prints how
 * many entries its own directory holds besides the judge's /dev, plus 100 when
 * a device of /dev is missing (a fresh run must find none).
 */
#include <dirent.h>
#include <fcntl.h>
#include <stdio.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>
int main(void)
{
	char word[16] = "";
	if (scanf("%15s", word) == 1 && !strcmp(word, "fill")) {
		int depth = 0, files = 0;
		while (depth < 3000 && mkdir("dd", 0777) == 0 && chdir("dd") == 0)
			depth++;
		for (char name[32]; files < 1000000; files++) {
			snprintf(name, sizeof name, "f%d", files);
			int fd = open(name, O_WRONLY | O_CREAT, 0644);
			if (fd < 0)
				break;
			close(fd);
		}
		printf("filled %d %d\n", depth > 2500, files > 0);
		return 0;
	}
	if (!strcmp(word, "litter")) {
		static char block[256 << 10];
		int ok = 1;
		char path[64] = "d";
		for (int level = 0; level < 5; level++) {
			ok &= mkdir(path, 0777) == 0;
			char file[80];
			snprintf(file, sizeof file, "%s/f", path);
			int fd = open(file, O_WRONLY | O_CREAT, 0644);
			ok &= fd >= 0 && write(fd, "x", 1) == 1;
			close(fd);
			strcat(path, "/d");
		}
		int fd = open("big", O_WRONLY | O_CREAT, 0600);
		ok &= fd >= 0 && write(fd, block, sizeof block) == (ssize_t)sizeof block;
		close(fd);
		ok &= mkdir("empty", 0) == 0;
		/* The skeleton is root's, in a sticky root: none of it can go. */
		ok &= unlink("dev/null") < 0 && unlinkat(AT_FDCWD, "dev", AT_REMOVEDIR) < 0;
		printf("littered %d\n", ok);
		return 0;
	}
	if (!strcmp(word, "empty")) {
		int fd = open("e", O_WRONLY | O_CREAT, 0644);
		printf("left %d\n", fd >= 0);
		return 0;
	}
	int n = 0;
	const char *devices[] = { "dev/null", "dev/zero", "dev/random", "dev/urandom" };
	for (int i = 0; i < 4; i++)
		n += access(devices[i], F_OK) < 0 ? 100 : 0;
	DIR *d = opendir(".");
	for (struct dirent *e; d && (e = readdir(d));)
		n += strcmp(e->d_name, ".") && strcmp(e->d_name, "..") && strcmp(e->d_name, "dev");
	printf("clean %d\n", n);
	return 0;
}
