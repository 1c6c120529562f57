/* check.h: this package's reading helpers for its input validator (exit 43 on a fault). */
#include <stdio.h>
#include <stdlib.h>

static long heaps_read(long lo, long hi, int sep)
{
	long v;
	if (scanf("%ld", &v) != 1 || v < lo || v > hi || getchar() != sep)
		exit(43);
	return v;
}
