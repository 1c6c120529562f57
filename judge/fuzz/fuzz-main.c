/*
 * The libFuzzer entry points for one target, chosen when compiling with
 * -DFUZZ_TARGET=fuzz_NAME. The repository root the loaders look files up in is
 * $FUZZ_ROOT, or else the source tree the fuzzer was built from (FUZZ_SOURCE_ROOT).
 */
#include <stdint.h>
#include <stdlib.h>

#include "fuzz.h"

#ifndef FUZZ_TARGET
#error "build with -DFUZZ_TARGET=fuzz_NAME"
#endif

int LLVMFuzzerInitialize(int *argc, char ***argv);
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static const char *root;

int LLVMFuzzerInitialize(int *argc, char ***argv)
{
	(void)argc;
	(void)argv;
	root = getenv("FUZZ_ROOT");
	if (!root || !*root)
		root = FUZZ_SOURCE_ROOT;
	return 0;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct diag d;
	FUZZ_TARGET(root, data, size, &d);
	return 0;
}
