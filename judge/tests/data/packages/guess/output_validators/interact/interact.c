/*
 * The interactor: the heap holds n (the input file) stones; the program has
 * ten guesses, each answered "lower", "higher" or "correct". Kattis'
 * convention: validator input answer feedback_dir; 42 accepted, 43 wrong.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static FILE *feedback;

static int reject(const char *why, int guess)
{
	fprintf(feedback, why, guess);
	fputc('\n', feedback);
	return 43;
}

int main(int argc, char **argv)
{
	if (argc < 4)
		return 1;
	FILE *in = fopen(argv[1], "r");
	char path[4096];
	snprintf(path, sizeof path, "%sjudgemessage.txt", argv[3]);
	feedback = fopen(path, "w");
	int n, guess;
	if (!in || !feedback || fscanf(in, "%d", &n) != 1)
		return 1;
	for (int turn = 1; turn <= 10; turn++) {
		if (scanf("%d", &guess) != 1)
			return reject("turn %d: no guess", turn);
		if (guess < 1 || guess > 1000)
			return reject("guess %d is outside 1..1000", guess);
		if (guess == n) {
			puts("correct");
			fflush(stdout);
			return 42;
		}
		puts(guess < n ? "higher" : "lower");
		fflush(stdout);
	}
	return reject("ten guesses and the heap was not found (%d stones)", n);
}
