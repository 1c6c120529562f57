/*
 * A heap's value is its size mod 4; a position loses when the values xor to
 * zero. "lose" is right there; elsewhere any move "i k" (k in 1..3, at most
 * heap i's size) that leaves a losing position is right.
 */
#include <string.h>

#include "validate.h"

int main(int argc, char **argv)
{
	if (argc < 4)
		return 2;
	snprintf(feedback, sizeof feedback, "%sjudgemessage.txt", argv[3]);
	FILE *in = fopen(argv[1], "r");
	long h[32], x = 0, k;
	int n, i;
	char word[32];
	if (!in || fscanf(in, "%d", &n) != 1 || n < 1 || n > 20)
		return 2;
	for (int j = 0; j < n; j++) {
		if (fscanf(in, "%ld", &h[j]) != 1)
			return 2;
		x ^= h[j] % 4;
	}
	if (scanf("%31s", word) != 1)
		take_verdict(43, "no move\n");
	if (!strcmp(word, "lose"))
		take_verdict(x ? 43 : 42, x ? "said lose, but the position wins\n" : "");
	if (sscanf(word, "%d", &i) != 1 || scanf("%ld", &k) != 1 || i < 1 || i > n || k < 1 || k > 3 || k > h[i - 1])
		take_verdict(43, "not a legal move: %s\n", word);
	if ((x ^ (h[i - 1] % 4) ^ ((h[i - 1] - k) % 4)) != 0)
		take_verdict(43, "taking %ld from heap %d leaves a winning position\n", k, i);
	take_verdict(42, "");
}
