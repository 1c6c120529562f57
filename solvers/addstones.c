/*
 * addstones: reference solver.
 *
 * Let d = n - s be the number of stones still missing. A player facing d
 * with 1 <= d <= k wins at once; d = 0 means the previous player already
 * reached n, so the player to move has lost. By induction the player to move
 * loses exactly when d is a multiple of k + 1: from such a d every move
 * leaves a non-multiple, and from any other d adding d mod (k + 1) stones
 * leaves a multiple. All values fit in 64 bits (k + 1 <= 10^18 + 1).
 */
#include <stdio.h>

static char ibuf[1 << 16];
static size_t ilen, ipos;

static int next_byte(void)
{
	if (ipos == ilen) {
		ilen = fread(ibuf, 1, sizeof ibuf, stdin);
		ipos = 0;
		if (ilen == 0)
			return -1;
	}
	return (unsigned char)ibuf[ipos++];
}

static unsigned long long read_u64(void)
{
	int c = next_byte();
	while (c == ' ' || c == '\n' || c == '\r' || c == '\t')
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
	unsigned long long t = read_u64();
	static char out[1 << 16];
	size_t olen = 0;
	while (t--) {
		unsigned long long n = read_u64(), s = read_u64(), k = read_u64();
		unsigned long long d = n - s;
		out[olen++] = d % (k + 1) ? 'A' : 'B';
		out[olen++] = '\n';
		if (olen + 2 > sizeof out) {
			fwrite(out, 1, olen, stdout);
			olen = 0;
		}
	}
	fwrite(out, 1, olen, stdout);
	return 0;
}
