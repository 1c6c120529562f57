#include "verdict_code.h"

#include <string.h>

static const char *const codes[] = { "AC", "WA", "PE", "TLE", "MLE", "OLE", "RE", "CE", "JE", "--" };
static const char *const folders[] = { "accepted",
	                               "wrong_answer",
	                               "presentation_error",
	                               "time_limit_exceeded",
	                               "memory_limit_exceeded",
	                               "output_limit_exceeded",
	                               "runtime_error",
	                               "compile_error" };

const char *verdict_code(enum verdict v)
{
	return codes[v];
}

int verdict_from_folder(const char *folder)
{
	for (int i = 0; i < (int)(sizeof folders / sizeof folders[0]); i++)
		if (strcmp(folders[i], folder) == 0)
			return i;
	return -1;
}
