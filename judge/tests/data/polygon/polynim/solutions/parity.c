/* Wrong: the parity of the stones, not their xor (right on the sample only by chance). */
#include <stdio.h>

int main(void)
{
	long n, s = 0, h;
	if (scanf("%ld", &n) != 1)
		return 1;
	while (n-- > 0 && scanf("%ld", &h) == 1)
		s += h;
	puts(s % 2 ? "First" : "Second");
	return 0;
}
