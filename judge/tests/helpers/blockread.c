/* Blocks forever reading a pipe it holds both ends of. */
#include <unistd.h>
int main(void)
{
	int p[2];
	char c;
	if (pipe(p) < 0)
		return 1;
	return (int)read(p[0], &c, 1);
}
