#include "diag.h"

#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

void diag_set(struct diag *d, const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	vsnprintf(d->msg, sizeof d->msg, fmt, ap);
	va_end(ap);
}

void diag_errno(struct diag *d, const char *fmt, ...)
{
	int saved = errno;
	char head[1024];
	va_list ap;
	va_start(ap, fmt);
	vsnprintf(head, sizeof head, fmt, ap);
	va_end(ap);
	snprintf(d->msg, sizeof d->msg, "%s: %s", head, strerror(saved));
	errno = saved;
}

void diag_prefix(struct diag *d, const char *fmt, ...)
{
	char head[1024], old[sizeof d->msg];
	va_list ap;
	va_start(ap, fmt);
	vsnprintf(head, sizeof head, fmt, ap);
	va_end(ap);
	memcpy(old, d->msg, sizeof old);
	snprintf(d->msg, sizeof d->msg, "%s: %s", head, old);
}
