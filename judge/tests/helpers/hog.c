/* Allocates and touches 16 MiB blocks, up to 256 MiB or until allocation fails. */
#include <stdlib.h>
#include <string.h>
int main(void)
{
	for (int i = 0; i < 16; i++) {
		char *p = malloc(16 << 20);
		if (!p)
			return 3;
		memset(p, 1, 16 << 20);
	}
	return 0;
}
