/* The statement's bounds. */
#define MAX_HEAP 1000000000L
#define BIG_N 50
