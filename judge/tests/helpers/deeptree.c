/*
 * With "fill" on stdin: builds a directory chain deeper than PATH_MAX and then
 * uses up every inode it can. Otherwise: prints how many entries its own
 * directory holds besides the judge's /dev (a fresh run must find none).
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
	int n = 0;
	DIR *d = opendir(".");
	for (struct dirent *e; d && (e = readdir(d));)
		n += strcmp(e->d_name, ".") && strcmp(e->d_name, "..") && strcmp(e->d_name, "dev");
	printf("clean %d\n", n);
	return 0;
}
