/* Plays it as normal Nim (XOR non-zero wins), forgetting that taking the last apple loses. */
#include <stdio.h>

int main(void)
{
	int n;
	while (scanf("%d", &n) == 1) {
		int x = 0;
		for (int i = 0; i < n; i++) {
			int a;
			scanf("%d", &a);
			x ^= a;
		}
		int first = x != 0;
		puts(first ? "Yes" : "No");
	}
	return 0;
}
