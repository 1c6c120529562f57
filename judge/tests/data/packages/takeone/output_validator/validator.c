/*
 * Any winning move is right: "i k" leaves heap i with k < h[i] stones and a
 * xor of zero; "lose" is right only where no move wins. Kattis' convention;
 * the argument "moves" must be given (data/test_group.yaml), to show that
 * arguments arrive.
 */
#include <stdio.h>
#include <string.h>

int main(int argc, char **argv)
{
	if (argc < 5 || strcmp(argv[4], "moves"))
		return 2;
	FILE *in = fopen(argv[1], "r");
	char path[4096], word[32];
	snprintf(path, sizeof path, "%sjudgemessage.txt", argv[3]);
	FILE *msg = fopen(path, "w");
	int n;
	long h[128], x = 0;
	if (!in || !msg || fscanf(in, "%d", &n) != 1 || n < 1 || n > 100)
		return 2;
	for (int i = 0; i < n; i++) {
		if (fscanf(in, "%ld", &h[i]) != 1)
			return 2;
		x ^= h[i];
	}
	if (scanf("%31s", word) != 1) {
		fputs("no move\n", msg);
		return 43;
	}
	if (!strcmp(word, "lose")) {
		if (x)
			fputs("said lose, but the position wins\n", msg);
		return x ? 43 : 42;
	}
	int i;
	long k;
	if (sscanf(word, "%d", &i) != 1 || scanf("%ld", &k) != 1 || i < 1 || i > n || k < 0 || k >= h[i - 1]) {
		fprintf(msg, "not a legal move: %s\n", word);
		return 43;
	}
	if ((x ^ h[i - 1] ^ k) != 0) {
		fprintf(msg, "heap %d to %ld leaves a winning position\n", i, k);
		return 43;
	}
	return 42;
}
