/* gen N X: the test "N X" (the range and the hidden number). */
#include <stdio.h>

int main(int argc, char **argv)
{
	if (argc != 3) {
		fprintf(stderr, "usage: gen N X\n");
		return 2;
	}
	printf("%s %s\n", argv[1], argv[2]);
	return 0;
}
