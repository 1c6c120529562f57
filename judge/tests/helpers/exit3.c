/* Prints an answer, then exits with status 3. */
#include <stdio.h>
int main(void)
{
	puts("3");
	return 3;
}
