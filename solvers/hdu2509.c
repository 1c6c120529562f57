/*
 * Reference for HDU 2509 (Be the Winner).
 *
 * Taking a run of consecutive apples from a row of k leaves two rows whose
 * lengths add up to less than k, so a row of k is a game with Grundy value k
 * (it can reach any single row shorter than k, and a XOR of two smaller
 * lengths never reaches k since it is at most their sum). The whole game is
 * played misere (whoever takes the last apple loses), and for such sums the
 * anti-SG theorem (Jia Zhihao's SJ theorem) decides: the first player wins iff
 *     every row has at most 1 apple and the XOR is 0 (an even number of 1s), or
 *     some row has at least 2 apples and the XOR is not 0.
 * That is misere Nim on the row lengths. The brute force plays the rules.
 */
#include <stdio.h>

/* The next non-negative integer of stdin, or -1 at the end of the input. */
static int read_int(void)
{
	int c = getchar();
	while (c != EOF && (c < '0' || c > '9'))
		c = getchar();
	if (c == EOF)
		return -1;
	int v = 0;
	while (c >= '0' && c <= '9') {
		v = v * 10 + (c - '0');
		c = getchar();
	}
	return v;
}

int main(void)
{
	int n;
	while ((n = read_int()) >= 0) {
		int xor_sum = 0, big = 0;
		for (int i = 0; i < n; i++) {
			int a = read_int();
			if (a < 0)
				return 1;
			xor_sum ^= a;
			if (a > 1)
				big = 1;
		}
		int first_wins = big ? xor_sum != 0 : xor_sum == 0;
		puts(first_wins ? "Yes" : "No");
	}
	return 0;
}
