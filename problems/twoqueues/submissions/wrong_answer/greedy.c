/* Plays it out greedily: each player pops the smaller head that does not reach m. */
#include <stdio.h>

static long long a[5000], b[5000];

int main(void)
{
	int t, h, w;
	long long m;
	if (scanf("%d", &t) != 1)
		return 0;
	while (t-- > 0 && scanf("%d %d %lld", &h, &w, &m) == 3) {
		for (int i = 0; i < h; i++)
			scanf("%lld", &a[i]);
		for (int j = 0; j < w; j++)
			scanf("%lld", &b[j]);
		int i = 0, j = 0, mover = 0, loser = -1;
		long long sum = 0;
		while (loser < 0) {
			int can_a = i < h, can_b = j < w;
			if (!can_a && !can_b) {
				loser = mover;
				break;
			}
			int take_a;
			if (can_a && can_b)
				take_a = a[i] <= b[j];
			else
				take_a = can_a;
			if (can_a && can_b && sum + (take_a ? a[i] : b[j]) >= m)
				take_a = !take_a;
			sum += take_a ? a[i++] : b[j++];
			if (sum >= m)
				loser = mover;
			mover ^= 1;
		}
		puts(loser == 1 ? "First" : "Second");
	}
	return 0;
}
