/*
 * nimplay, Nim against the judge: reference player.
 *
 * With s the xor of all heaps, the player to move loses exactly when s = 0
 * (Bouton). We move first from a position with s != 0, and every move of ours
 * leaves s = 0: a heap of a stones that holds the highest set bit of s has
 * a ^ s < a, and cutting it to a ^ s stones makes the xor 0. Such a heap always
 * exists, since that bit is set in an odd number of heaps. Whatever the judge
 * does from xor 0 makes the xor non-zero again (a move changes one heap), so we
 * always have a winning move, and since the empty position has xor 0, we are
 * the one who takes the last stone.
 *
 * The first such heap is cut, so the player is deterministic. s is kept as
 * moves are made; finding the heap is O(n) per move, n <= 1000.
 * After each move the output is flushed, or the judge would wait forever.
 */
#include <stdio.h>
#include <string.h>
#include <stdlib.h>

static unsigned long long heap[1001];

int main(void)
{
	int n;
	if (scanf("%d", &n) != 1)
		return 1;
	unsigned long long s = 0;
	for (int i = 1; i <= n; i++) {
		if (scanf("%llu", &heap[i]) != 1)
			return 1;
		s ^= heap[i];
	}
	for (;;) {
		int i = 1;
		while ((heap[i] ^ s) >= heap[i])
			i++;
		heap[i] ^= s;
		s = 0;
		printf("%d %llu\n", i, heap[i]);
		fflush(stdout);

		char word[32];
		unsigned long long y;
		if (scanf("%31s", word) != 1 || strcmp(word, "win") == 0)
			return 0;
		int j = atoi(word);
		if (j < 1 || j > n || scanf("%llu", &y) != 1)
			return 1;
		s = heap[j] ^ y;
		heap[j] = y;
	}
}
