/* Green forgot a semicolon. */
#include <stdio.h>
int main(void) { puts("BAD LUCK!") return 0; }
