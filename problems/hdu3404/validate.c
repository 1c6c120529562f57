/*
 * Validator for HDU 3404: a line with T (1..100); per case a line with n
 * (0..1000) and n lines "x y" with 1 <= x, y <= 10000, all cells of a case
 * distinct; single spaces, nothing after the last line.
 */
#include <stdlib.h>
#include "validate.h"

static int cmp_cell(const void *a, const void *b)
{
	long long x = *(const long long *)a, y = *(const long long *)b;
	return (x > y) - (x < y);
}

int main(void)
{
	static long long cell[1000];
	long long t = v_int(1, 100, "T");
	v_eoln();
	for (long long tc = 1; tc <= t; tc++) {
		long long n = v_int(0, 1000, "n");
		v_eoln();
		long first_line = v_line;
		for (long long i = 0; i < n; i++) {
			long long x = v_int(1, 10000, "x");
			v_space();
			long long y = v_int(1, 10000, "y");
			v_eoln();
			/* the cell, then its position in the case, in one sortable key */
			cell[i] = (x * 20000 + y) * 1024 + i;
		}
		qsort(cell, (size_t)n, sizeof cell[0], cmp_cell);
		for (long long i = 1; i < n; i++) {
			long long key = cell[i] / 1024;
			if (key == cell[i - 1] / 1024) {
				v_line = first_line + cell[i] % 1024;
				v_fail("cell (%lld, %lld) is lit twice in case %lld", key / 20000,
				       key % 20000, tc);
			}
		}
	}
	v_eof();
	return 0;
}
