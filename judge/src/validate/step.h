/*
 * step.h: one step of `judge validate`'s report: a name, a count of what was
 * checked and found good, the faults (each a line under the step) and details
 * (lines shown under it that are not faults). Faults and good marks may come
 * from several threads at once.
 */
#ifndef STEP_H
#define STEP_H

#include <pthread.h>
#include <stddef.h>

#include "util.h"

#define MAX_FAULTS_SHOWN 8

/*
 * Everything a step holds is text as it came (names, a validator's words, a
 * compiler's log): whoever shows it escapes it (the terminal's report in
 * cmd/validate.c, with report.h), so a step never does.
 */
struct step {
	const char *name;
	size_t total, good;
	struct strv faults;
	struct strv details; /* printed under the step, not faults */
	int *detail_verdict; /* per detail: the verdict shown before it, or -1 */
	char summary[256];
	pthread_mutex_t lock;
};

void step_init(struct step *s, const char *name);
void step_fault(struct step *s, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
void step_good(struct step *s);
/* A line under the step that is not a fault, after verdict's code (coloured) unless verdict is -1. */
void step_detail(struct step *s, int verdict, const char *fmt, ...) __attribute__((format(printf, 3, 4)));

/*
 * Replays the sample interaction in the file path (rel names it) against the
 * interactor interactor_bin on input (judge_replay): good, or a fault saying
 * where the conversation went wrong.
 */
struct judge;
struct checker_spec;
void step_replay(struct step *s, struct judge *j, const struct checker_spec *spec, const char *interactor_bin,
                 const char *input, const char *path, const char *rel);

/* Frees what the step holds. */
void step_free(struct step *s);

#endif
