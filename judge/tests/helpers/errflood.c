/* Writes to stderr forever. */
#include <stdio.h>
int main(void)
{
	for (;;)
		fputs("noise noise noise noise noise noise noise noise noise\n", stderr);
}
