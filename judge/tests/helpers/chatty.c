/* Reads two integers and prints their sum, after 40 MiB of debug text on stderr. */
#include <stdio.h>
#include <string.h>
int main(void)
{
	long long a, b;
	char line[1024];
	memset(line, 'd', sizeof line - 1);
	line[sizeof line - 1] = '\0';
	for (int i = 0; i < 40 * 1024; i++)
		fprintf(stderr, "%s\n", line);
	if (scanf("%lld %lld", &a, &b) != 2)
		return 1;
	printf("%lld\n", a + b);
	return 0;
}
