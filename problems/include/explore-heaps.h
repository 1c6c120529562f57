/*
 * explore-heaps.h: the input format that several explorers share (hdu1850,
 * poj2975, hdu1907, hdu2509, hdu4111): each case is two or three heaps (rows,
 * numbers), "N" on one line and the N sizes on the next, the grid's (a, b)
 * and, when the parameter c is not 0, c as the third. The format asks no empty
 * heap of the grid, so only (a, b) with a, b >= 1 are asked.
 *
 * Usage:
 *     static void ask(long a, long b) { heaps_print(a, b, c); }
 *     struct ex_cases cs = { .allowed = heaps_allowed, .ask = ask, ... };
 */
#ifndef EXPLORE_HEAPS_H
#define EXPLORE_HEAPS_H

#include "explore.h"

/* An ex_cases allowed: both heaps of the grid non-empty. */
static inline int heaps_allowed(long a, long b)
{
	return a >= 1 && b >= 1;
}

/* Prints the case of heaps a, b and c (c 0: a and b only) as "N" and the N sizes. */
static inline void heaps_print(long a, long b, long c)
{
	if (c)
		printf("3\n%ld %ld %ld\n", a, b, c);
	else
		printf("2\n%ld %ld\n", a, b);
}

#endif
