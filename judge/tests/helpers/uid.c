/* Prints the uid it runs as: which uid of the pool a run was given. */
#include <stdio.h>
#include <unistd.h>
int main(void)
{
	printf("%u\n", (unsigned)getuid());
	return 0;
}
