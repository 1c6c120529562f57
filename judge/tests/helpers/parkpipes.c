/* Parks memory in pipe buffers: grows pipes to 1 MiB where it may, fills them, and says how many KiB it parked. */
#define _GNU_SOURCE
#include <fcntl.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>
int main(void)
{
	static char block[4096];
	long parked = 0;
	memset(block, 3, sizeof block);
	for (int i = 0; i < 40; i++) {
		int p[2];
		if (pipe2(p, O_NONBLOCK) < 0)
			break;
		fcntl(p[1], F_SETPIPE_SZ, 1 << 20);
		ssize_t w;
		while ((w = write(p[1], block, sizeof block)) > 0)
			parked += w;
	}
	printf("parked %ld KiB\n", parked / 1024);
	return 0;
}
