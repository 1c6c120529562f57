/*
 * A correct hdu1850 solution that splits each game's heaps among eight
 * threads (each with its own malloc'ed scratch): a contestant's reasonable use
 * of threads, judged AC within a 64 MiB limit. Prints how many threads it
 * started, then the answer.
 */
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#define WORKERS 8
static long heaps[128];
static int m;
static long total;
struct part {
	int from, to;
	long xor_, wins;
};
static void *xor_part(void *arg)
{
	struct part *p = arg;
	long *scratch = malloc(1 << 16); /* a thread's own arena */
	scratch[0] = 0;
	for (int i = p->from; i < p->to; i++)
		scratch[0] ^= heaps[i];
	p->xor_ = scratch[0];
	free(scratch);
	return NULL;
}
static void *count_part(void *arg)
{
	struct part *p = arg;
	for (int i = p->from; i < p->to; i++)
		p->wins += (heaps[i] ^ total) < heaps[i];
	return NULL;
}
static int run(void *(*fn)(void *), struct part *parts)
{
	pthread_t t[WORKERS];
	int started = 0;
	for (int w = 0; w < WORKERS; w++) {
		parts[w].from = m * w / WORKERS;
		parts[w].to = m * (w + 1) / WORKERS;
		if (pthread_create(&t[w], NULL, fn, &parts[w]) == 0)
			started++;
		else
			fn(&parts[w]);
	}
	for (int w = 0; w < started; w++)
		pthread_join(t[w], NULL);
	return started;
}
int main(void)
{
	int least = WORKERS;
	while (scanf("%d", &m) == 1 && m > 0 && m <= 128) {
		struct part parts[WORKERS] = { 0 };
		for (int i = 0; i < m; i++)
			scanf("%ld", &heaps[i]);
		int n = run(xor_part, parts);
		least = n < least ? n : least;
		total = 0;
		for (int w = 0; w < WORKERS; w++)
			total ^= parts[w].xor_;
		n = run(count_part, parts);
		least = n < least ? n : least;
		long wins = 0;
		for (int w = 0; w < WORKERS; w++)
			wins += parts[w].wins;
		printf("%ld\n", total ? wins : 0);
	}
	fprintf(stderr, "%d threads\n", least);
	return least == WORKERS ? 0 : 1;
}
