/* Writes 600 KiB to stdout, every write checked: exit 1 if one fails (a full disk). */
#include <stdio.h>
#include <string.h>
int main(void)
{
	char line[1024];
	memset(line, 'x', sizeof line - 1);
	line[sizeof line - 1] = '\n';
	for (int i = 0; i < 600; i++)
		if (fwrite(line, 1, sizeof line, stdout) != sizeof line)
			return 1;
	return fflush(stdout) == 0 ? 0 : 1;
}
