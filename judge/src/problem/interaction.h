/*
 * interaction.h: sample interactions, the Kattis problem format's
 * `.interaction` files. Each line starts with '>' (what the contestant's
 * program sent to the interactor) or '<' (what the interactor sent to the
 * program), the rest of the line being the text sent.
 */
#ifndef INTERACTION_H
#define INTERACTION_H

#include <stddef.h>

#include "diag.h"

struct interaction_line {
	char from; /* '>' the program, '<' the interactor */
	char *text;
	int line; /* in the file, for messages */
};

struct interaction {
	struct interaction_line *lines;
	size_t n;
};

/*
 * Parses len bytes of text; path only names the file in messages. Returns 0,
 * or -1 with "path:LINE: ..." in d for a line that starts with neither '<' nor
 * '>', or a NUL byte. A last line without its newline is a line.
 */
int interaction_parse(const char *path, const char *text, size_t len, struct interaction *out, struct diag *d);
void interaction_free(struct interaction *in);

#endif
