/*
 * HDU 2176, Nim with every winning first move: m heaps; a move takes any
 * positive number of stones from one heap; whoever takes the last stone wins.
 *
 * With s the xor of all heaps, the first player loses exactly when s = 0.
 * Otherwise a winning move turns a heap of a into a ^ s, which is legal exactly
 * when a ^ s < a (that is, when a holds the highest set bit of s), and leaves
 * xor 0 behind. Those moves are listed in input order, O(m) per case.
 */
#include <stdio.h>
#include <string.h>

#define MAX_M 200000

static unsigned heap[MAX_M];

static char obuf[1 << 16];
static size_t olen;

static void flush_out(void)
{
	fwrite(obuf, 1, olen, stdout);
	olen = 0;
}

static void put_str(const char *s)
{
	size_t n = strlen(s);
	if (olen + n > sizeof obuf)
		flush_out();
	memcpy(obuf + olen, s, n);
	olen += n;
}

static void put_uint(unsigned v, char end)
{
	char tmp[12];
	int n = 0;
	do
		tmp[n++] = (char)('0' + v % 10);
	while (v /= 10);
	if (olen + (size_t)n + 1 > sizeof obuf)
		flush_out();
	while (n > 0)
		obuf[olen++] = tmp[--n];
	obuf[olen++] = end;
}

static int read_uint(unsigned *out)
{
	int c = getchar();
	while (c == ' ' || c == '\n' || c == '\r')
		c = getchar();
	if (c == EOF)
		return 0;
	unsigned v = 0;
	for (; c >= '0' && c <= '9'; c = getchar())
		v = v * 10 + (unsigned)(c - '0');
	*out = v;
	return 1;
}

int main(void)
{
	unsigned m;
	while (read_uint(&m) && m != 0) {
		unsigned s = 0;
		for (unsigned i = 0; i < m; i++) {
			read_uint(&heap[i]);
			s ^= heap[i];
		}
		if (s == 0) {
			put_str("No\n");
			continue;
		}
		put_str("Yes\n");
		for (unsigned i = 0; i < m; i++)
			if ((heap[i] ^ s) < heap[i]) {
				put_uint(heap[i], ' ');
				put_uint(heap[i] ^ s, '\n');
			}
	}
	flush_out();
	return 0;
}
