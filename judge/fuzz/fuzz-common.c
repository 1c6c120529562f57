/* What every fuzz target checks the same way. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "fuzz.h"

void fuzz_broken(const char *what, const char *file, int line)
{
	fprintf(stderr, "%s:%d: broken promise: %s\n", file, line, what);
	abort();
}

static const char *digits(const char *s)
{
	const char *start = s;
	while (*s >= '0' && *s <= '9')
		s++;
	return s > start ? s : NULL;
}

void fuzz_require_message(const struct diag *d, const char *path)
{
	size_t n = strlen(path);
	const char *s = d->msg;
	if (strncmp(s, path, n) != 0 || s[n] != ':' || !(s = digits(s + n + 1)) || *s != ':' || !(s = digits(s + 1)) ||
	    strncmp(s, ": ", 2) != 0 || !s[2]) {
		fprintf(stderr, "not a message about '%s': %s\n", path, d->msg);
		fuzz_broken("the message names file:line:col", __FILE__, __LINE__);
	}
}
