/* Forks without end. */
#include <unistd.h>
int main(void)
{
	for (;;)
		fork();
}
