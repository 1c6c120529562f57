/* step.c: the steps of validate's report (step.h): what each found, for a caller to show. */
#define _GNU_SOURCE
#include <pthread.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "problem/interaction.h"
#include "run/judge.h"
#include "validate/step.h"

void step_init(struct step *s, const char *name)
{
	memset(s, 0, sizeof *s);
	s->name = name;
	pthread_mutex_init(&s->lock, NULL);
}

/* Adds a line to the step's faults, or to its details after verdict's code (-1: none). */
static void push(struct step *s, int fault, int verdict, const char *fmt, va_list ap)
{
	char buf[1024];
	vsnprintf(buf, sizeof buf, fmt, ap);
	pthread_mutex_lock(&s->lock);
	if (fault) {
		strv_push(&s->faults, buf);
	} else {
		s->detail_verdict = xrealloc(s->detail_verdict, (s->details.n + 1) * sizeof *s->detail_verdict);
		s->detail_verdict[s->details.n] = verdict;
		strv_push(&s->details, buf);
	}
	pthread_mutex_unlock(&s->lock);
}

void step_fault(struct step *s, const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	push(s, 1, -1, fmt, ap);
	va_end(ap);
}

void step_detail(struct step *s, int verdict, const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	push(s, 0, verdict, fmt, ap);
	va_end(ap);
}

void step_good(struct step *s)
{
	pthread_mutex_lock(&s->lock);
	s->good++;
	pthread_mutex_unlock(&s->lock);
}

void step_free(struct step *s)
{
	strv_free(&s->faults);
	strv_free(&s->details);
	free(s->detail_verdict);
	s->detail_verdict = NULL;
	pthread_mutex_destroy(&s->lock);
}

void step_replay(struct step *s, struct judge *j, const struct checker_spec *spec, const char *interactor_bin,
                 const char *input, const char *path, const char *rel)
{
	char *text = NULL, why[700];
	size_t len = 0;
	struct interaction script;
	struct diag d;
	int ok = 0;
	if (read_file(path, &text, &len, &d) < 0 || interaction_parse(rel, text, len, &script, &d) < 0) {
		step_fault(s, "%s", d.msg);
	} else {
		if (judge_replay(j, spec, interactor_bin, input, rel, &script, &ok, why, sizeof why, &d) < 0)
			step_fault(s, "%s: %s", rel, d.msg);
		else if (!ok)
			step_fault(s, "%s", why);
		else
			step_good(s);
		interaction_free(&script);
	}
	free(text);
}
