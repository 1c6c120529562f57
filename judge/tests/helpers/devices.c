/*
 * Reads /dev/urandom, /dev/random and /dev/zero and writes to /dev/null, as
 * runtimes do at start (Java's SecureRandom seeds from /dev/urandom); says
 * what it could do.
 */
#include <fcntl.h>
#include <stdio.h>
#include <unistd.h>
int main(void)
{
	const char *reads[] = { "/dev/urandom", "/dev/random", "/dev/zero" };
	int ok = 0;
	for (int i = 0; i < 3; i++) {
		char buf[16];
		int fd = open(reads[i], O_RDONLY);
		ok += fd >= 0 && read(fd, buf, sizeof buf) == (ssize_t)sizeof buf;
		if (fd >= 0)
			close(fd);
	}
	int fd = open("/dev/null", O_WRONLY);
	ok += fd >= 0 && write(fd, "x", 1) == 1;
	printf("devices %d\n", ok);
	return ok == 4 ? 0 : 1;
}
