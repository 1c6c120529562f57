/*
 * filter.h: seccomp allow-lists written as tables, shared by the sandbox
 * (run/sandbox.c: what a submission may call) and by the HTTP process of
 * `judge serve` (web/confine.c: what the web side may call).
 *
 * A table lists each system call by name with the reason it is allowed, so
 * that a reader of the list sees why each one is there. Names the running
 * architecture does not have (open on arm64, say) are skipped, not an error:
 * the table is written once for every architecture.
 */
#ifndef RUN_FILTER_H
#define RUN_FILTER_H

#include <seccomp.h>
#include <stddef.h>
#include <stdint.h>

struct filter_syscall {
	const char *name;
	const char *why;
};

/*
 * A new filter whose default action is def (SCMP_ACT_KILL_PROCESS for both
 * users), laid out as a binary tree of the syscall numbers when libseccomp
 * can (the same rules, cheaper to run and to load). NULL when libseccomp
 * cannot make one. Release with seccomp_release().
 */
scmp_filter_ctx filter_new(uint32_t def);

/*
 * Adds an ALLOW rule, without conditions, for each system call of list[0..n).
 * 0, or libseccomp's negative errno for the first rule it refused.
 */
int filter_allow(scmp_filter_ctx ctx, const struct filter_syscall *list, size_t n);

#endif
