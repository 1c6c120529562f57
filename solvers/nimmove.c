/*
 * nimmove, Nim with one winning move: reference solver.
 *
 * With s the xor of all heaps, the player to move loses exactly when s = 0
 * (Bouton). Otherwise a heap of a stones that holds the highest set bit of s
 * satisfies a ^ s < a, and cutting it down to a ^ s leaves xor 0. Such a heap
 * always exists, since the highest bit of s is set in an odd number of heaps.
 * The move is printed as the heap's number and its new size a ^ s. The first
 * such heap in input order is printed, so the output is deterministic; any
 * other winning move is accepted by the checker.
 *
 * Up to 10^5 heaps of up to 19 digits are read through a fixed buffer with
 * fread; O(n) per case.
 */
#include <stdio.h>

#define MAX_N 100000

static unsigned long long heap[MAX_N];

static unsigned char buf[1 << 16];
static size_t len, pos;

static int next_byte(void)
{
	if (pos == len) {
		len = fread(buf, 1, sizeof buf, stdin);
		pos = 0;
		if (len == 0)
			return -1;
	}
	return buf[pos++];
}

static unsigned long long next_uint(void)
{
	int c = next_byte();
	while (c != -1 && (c < '0' || c > '9'))
		c = next_byte();
	unsigned long long v = 0;
	while (c >= '0' && c <= '9') {
		v = v * 10 + (unsigned)(c - '0');
		c = next_byte();
	}
	return v;
}

int main(void)
{
	unsigned long long t = next_uint();
	for (unsigned long long k = 0; k < t; k++) {
		unsigned long long n = next_uint(), s = 0;
		for (unsigned long long i = 0; i < n; i++)
			s ^= heap[i] = next_uint();
		if (s == 0) {
			puts("lose");
			continue;
		}
		for (unsigned long long i = 0; i < n; i++)
			if ((heap[i] ^ s) < heap[i]) {
				printf("%llu %llu\n", i + 1, heap[i] ^ s);
				break;
			}
	}
	return 0;
}
