/*
 * filter.c: seccomp allow-lists from tables (filter.h).
 */
#include "run/filter.h"

scmp_filter_ctx filter_new(uint32_t def)
{
	scmp_filter_ctx ctx = seccomp_init(def);
	/*
	 * A binary tree of the syscall numbers rather than a list: the same
	 * rules, but the kernel, when it loads a filter, runs it for every
	 * syscall number to cache which ones it always allows; over a list of
	 * ~90 numbers that is most of the cost of a sandboxed run's prctl
	 * (about 0.2 ms of CPU; as a tree, under 0.1). A libseccomp without the
	 * attribute keeps the list: slower, as strict.
	 */
	if (ctx)
		(void)seccomp_attr_set(ctx, SCMP_FLTATR_CTL_OPTIMIZE, 2);
	return ctx;
}

int filter_allow(scmp_filter_ctx ctx, const struct filter_syscall *list, size_t n)
{
	int rc = 0;
	for (size_t i = 0; i < n && rc == 0; i++) {
		int nr = seccomp_syscall_resolve_name(list[i].name);
		if (nr == __NR_SCMP_ERROR)
			continue; /* not a syscall on this architecture */
		rc = seccomp_rule_add(ctx, SCMP_ACT_ALLOW, nr, 0);
	}
	return rc;
}
