/* validate.h: this package's verdict helpers for its output validator (Kattis' 42 and 43). */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>

static char feedback[4096];

static void take_verdict(int code, const char *fmt, ...)
{
	FILE *f = fopen(feedback, "w");
	va_list ap;
	va_start(ap, fmt);
	if (f)
		vfprintf(f, fmt, ap), fclose(f);
	va_end(ap);
	exit(code);
}
