/*
 * hdu2509 Be the Winner, explored: rows of a, b and c apples (c a parameter,
 * 0: two rows only); a move takes a run of consecutive apples from one row
 * (which may split it in two); whoever takes the last apple loses. The table
 * is win/lose for the player to move, for every (a, b) of the grid, by a
 * memoized search over every position reached (a multiset of row lengths,
 * kept sorted): with no apple left the player to move has won (the other took
 * the last), else a position is won when some move leaves a lost one. The
 * input asks every (a, b) with a, b >= 1 as a case, to the end of the file.
 */
#include "explore-heaps.h"

#define TOP 10
#define SLOTS (1 << 18)

static char keys[SLOTS][3 * TOP + 1]; /* a position: its rows, longest first, as bytes; "" an empty slot */
static signed char vals[SLOTS];
static long c;

static int wins(const char *rows);

/* rows with rows[i] replaced by the rows l and r (0: none), sorted, into out; whether it is lost. */
static int lost_after(const char *rows, size_t i, int l, int r)
{
	char out[3 * TOP + 2];
	size_t n = 0;
	for (size_t j = 0; rows[j]; j++)
		if (j != i)
			out[n++] = rows[j];
	if (l)
		out[n++] = (char)l;
	if (r)
		out[n++] = (char)r;
	for (size_t a = 1; a < n; a++) /* insertion sort, longest first */
		for (size_t b = a; b > 0 && out[b] > out[b - 1]; b--) {
			char t = out[b];
			out[b] = out[b - 1], out[b - 1] = t;
		}
	out[n] = '\0';
	return !wins(out);
}

static int wins(const char *rows)
{
	if (!*rows)
		return 1;
	unsigned long h = 5381;
	for (const char *p = rows; *p; p++)
		h = h * 33 + (unsigned char)*p;
	size_t slot = h % SLOTS;
	while (keys[slot][0] && strcmp(keys[slot], rows))
		slot = (slot + 1) % SLOTS;
	if (keys[slot][0])
		return vals[slot] > 0;
	int w = 0;
	for (size_t i = 0; rows[i] && !w; i++) {
		int len = rows[i];
		for (int take = 1; take <= len && !w; take++)
			for (int left = 0; left + take <= len && !w; left++)
				w = lost_after(rows, i, left, len - take - left);
	}
	while (keys[slot][0]) /* the search may have filled the slot found before it */
		slot = (slot + 1) % SLOTS;
	strcpy(keys[slot], rows);
	vals[slot] = w ? 1 : -1;
	return w;
}

static int first_wins(long a, long b)
{
	char rows[4] = { 0 };
	int n = 0;
	for (int i = 0; i < 3; i++) /* the rows of a, b and c apples, empty ones left out */
		if ((i == 0 ? a : i == 1 ? b : c) > 0)
			rows[n++] = (char)(i == 0 ? a : i == 1 ? b : c);
	return !lost_after(rows, 3, 0, 0);
}

static void ask(long a, long b)
{
	heaps_print(a, b, c);
}

static const char *want(long a, long b, int k)
{
	(void)k;
	return first_wins(a, b) ? "Yes" : "No";
}

int main(int argc, char **argv)
{
	ex_init(argc, argv, 2);
	c = ex_param("c");
	ex_done();
	if (c < 0 || c > TOP)
		ex_usage("c: expected 0..%d, got %ld", TOP, c);
	if (ex_hi[0] > TOP || ex_hi[1] > TOP)
		ex_usage("range: rows up to %d apples only", TOP);
	if (ex_mode == EX_TABLE) {
		for (long a = ex_lo[0]; a <= ex_hi[0]; a++)
			for (long b = ex_lo[1]; b <= ex_hi[1]; b++)
				ex_value(first_wins(a, b));
		return 0;
	}
	struct ex_cases cs = { .dims = 2, .max = 1000, .allowed = heaps_allowed, .ask = ask, .want = want };
	ex_run_cases(&cs);
	return 0;
}
