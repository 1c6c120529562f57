/* One line with n (1..20), one with n heap sizes (0..10^9). */
#include "check.h"

int main(void)
{
	long n = heaps_read(1, 20, '\n');
	for (long i = 0; i < n; i++)
		heaps_read(0, 1000000000, i + 1 < n ? ' ' : '\n');
	return getchar() == EOF ? 42 : 43;
}
