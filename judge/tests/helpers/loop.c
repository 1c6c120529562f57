/* Burns CPU forever. */
int main(void)
{
	volatile unsigned long x = 0;
	for (;;)
		x++;
}
