/* step.c: the steps of validate's report (step.h). */
#define _GNU_SOURCE
#include <pthread.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "problem/interaction.h"
#include "run/judge.h"
#include "report/report.h"
#include "validate/step.h"

void step_init(struct step *s, const char *name)
{
	memset(s, 0, sizeof *s);
	s->name = name;
	pthread_mutex_init(&s->lock, NULL);
}

void step_fault(struct step *s, const char *fmt, ...)
{
	char buf[1024];
	va_list ap;
	va_start(ap, fmt);
	vsnprintf(buf, sizeof buf, fmt, ap);
	va_end(ap);
	pthread_mutex_lock(&s->lock);
	strv_push(&s->faults, buf);
	pthread_mutex_unlock(&s->lock);
}

void step_detail(struct step *s, int verdict, const char *fmt, ...)
{
	char buf[1024];
	va_list ap;
	va_start(ap, fmt);
	vsnprintf(buf, sizeof buf, fmt, ap);
	va_end(ap);
	pthread_mutex_lock(&s->lock);
	s->detail_verdict = xrealloc(s->detail_verdict, (s->details.n + 1) * sizeof *s->detail_verdict);
	s->detail_verdict[s->details.n] = verdict;
	strv_push(&s->details, buf);
	pthread_mutex_unlock(&s->lock);
}

void step_good(struct step *s)
{
	pthread_mutex_lock(&s->lock);
	s->good++;
	pthread_mutex_unlock(&s->lock);
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
