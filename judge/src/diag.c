#include "diag.h"

#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "util.h"

void diag_set(struct diag *d, const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	/* A message quotes what came from outside (a problem id, a file name): cut, it must still be UTF-8. */
	if ((size_t)vsnprintf(d->msg, sizeof d->msg, fmt, ap) >= sizeof d->msg)
		utf8_trim_end(d->msg);
	va_end(ap);
}

void diag_errno(struct diag *d, const char *fmt, ...)
{
	int saved = errno;
	char head[1024];
	va_list ap;
	va_start(ap, fmt);
	if ((size_t)vsnprintf(head, sizeof head, fmt, ap) >= sizeof head)
		utf8_trim_end(head);
	va_end(ap);
	snprintf(d->msg, sizeof d->msg, "%s: %s", head, strerror(saved));
	errno = saved;
}

void diag_prefix(struct diag *d, const char *fmt, ...)
{
	char head[1024], old[sizeof d->msg];
	va_list ap;
	va_start(ap, fmt);
	if ((size_t)vsnprintf(head, sizeof head, fmt, ap) >= sizeof head)
		utf8_trim_end(head);
	va_end(ap);
	memcpy(old, d->msg, sizeof old);
	if ((size_t)snprintf(d->msg, sizeof d->msg, "%s: %s", head, old) >= sizeof d->msg)
		utf8_trim_end(d->msg);
}
