/* Prints its arguments, argv[0] included, one per line: what a run was given. */
#include <stdio.h>
int main(int argc, char **argv)
{
	for (int i = 0; i < argc; i++)
		printf("%s\n", argv[i]);
	return 0;
}
