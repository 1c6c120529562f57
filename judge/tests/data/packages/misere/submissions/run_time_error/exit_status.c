/* Answers, then exits with a status that is not 0. */
#include <stdio.h>
int main(void)
{
	puts("First");
	return 3;
}
