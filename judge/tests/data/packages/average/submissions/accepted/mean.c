#include <stdio.h>
int main(void)
{
	int n;
	double s = 0, h;
	if (scanf("%d", &n) != 1)
		return 1;
	for (int i = 0; i < n; i++)
		scanf("%lf", &h), s += h;
	printf("%.9e\n", s / n);
	return 0;
}
