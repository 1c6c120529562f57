/* Reads a port from stdin and tries to connect to it on the loopback. */
#include <arpa/inet.h>
#include <netinet/in.h>
#include <stdio.h>
#include <sys/socket.h>
#include <unistd.h>
int main(void)
{
	int port;
	if (scanf("%d", &port) != 1)
		return 1;
	int s = socket(AF_INET, SOCK_STREAM, 0);
	if (s < 0) {
		puts("no socket");
		return 0;
	}
	struct sockaddr_in a = { .sin_family = AF_INET, .sin_port = htons((unsigned short)port) };
	a.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
	puts(connect(s, (struct sockaddr *)&a, sizeof a) == 0 ? "connected" : "refused");
	return 0;
}
