#define _GNU_SOURCE
#include "report/report.h"

#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "util.h"

int report_color(FILE *f)
{
	const char *no = getenv("NO_COLOR");
	return isatty(fileno(f)) && !(no && *no);
}

const char *report_verdict_color(enum verdict v, int color)
{
	if (!color)
		return "";
	switch (v) {
	case V_AC:
		return "\033[32m";
	case V_SKIPPED:
		return "\033[2m";
	case V_TLE:
	case V_MLE:
	case V_OLE:
		return "\033[33m";
	case V_JE:
		return "\033[35m";
	default:
		return "\033[31m";
	}
}

#define TRANSCRIPT_LINES 6

static const char *reset(int color)
{
	return color ? "\033[0m" : "";
}

/* The first lines of one side of an interactive run's conversation, escaped. */
static void put_transcript(FILE *f, const char *label, const char *text)
{
	int lines = 0;
	for (const char *line = text; *line && lines < TRANSCRIPT_LINES; lines++) {
		const char *nl = strchrnul(line, '\n');
		char *one = xasprintf("%.*s", (int)(nl - line), line);
		fprintf(f, "      %s| ", label);
		report_put_text(f, one);
		fputc('\n', f);
		free(one);
		line = *nl ? nl + 1 : nl;
	}
	if (!*text)
		fprintf(f, "      %s(nothing)\n", label);
}

void report_submission_text(FILE *f, const struct submission_result *r, int color)
{
	char mem[32];
	report_put_text(f, r->problem);
	fputs(": ", f);
	report_put_text(f, r->file);
	fprintf(f, " (%s)", r->language);
	if (r->compile_ok)
		fprintf(f, r->compile_cached ? ", compiled (cached)\n" : ", compiled in %.2f s\n",
		        (double)r->compile_ms / 1000.0);
	else
		fputc('\n', f);
	if (r->verdict == V_CE || (r->verdict == V_JE && !r->compile_ok)) {
		fprintf(f, "%s%s%s compilation failed\n", report_verdict_color(r->verdict, color),
		        verdict_code(r->verdict), reset(color));
		const char *log = r->verdict == V_JE ? r->judge_error : r->compile_log;
		for (const char *line = log; line && *line;) {
			const char *nl = strchrnul(line, '\n');
			char *one = xasprintf("%.*s", (int)(nl - line), line);
			fputs("  | ", f);
			report_put_text(f, one);
			fputc('\n', f);
			free(one);
			line = *nl ? nl + 1 : nl;
		}
		return;
	}
	size_t width = 4;
	for (size_t i = 0; i < r->ntests; i++) {
		char *name = report_text_escape(r->tests[i].name);
		if (strlen(name) > width)
			width = strlen(name);
		free(name);
	}
	for (size_t i = 0; i < r->ntests; i++) {
		const struct test_report *t = &r->tests[i];
		if (t->verdict == V_SKIPPED)
			continue;
		fputs("  ", f);
		report_put_padded(f, t->name, (int)width);
		fprintf(f, " %s%-3s%s %6ld ms %10s", report_verdict_color(t->verdict, color), verdict_code(t->verdict),
		        reset(color), t->time_ms, format_kib(t->memory_kb, mem, sizeof mem));
		if (t->message[0]) {
			fputs("  ", f);
			report_put_text(f, t->message);
		}
		fputc('\n', f);
		if (t->rerun) {
			fprintf(f, "  %-*s     re-run alone; the first run: ", (int)width, "");
			report_put_text(f, t->first_run);
			fputc('\n', f);
		}
		if (t->interactive && t->verdict != V_AC) {
			put_transcript(f, "program sent    ", t->to_interactor);
			put_transcript(f, "interactor sent ", t->to_contestant);
		}
	}
	size_t skipped = r->ntests - r->passed - r->failed;
	fprintf(f, "%s%s%s %zu/%zu tests passed", report_verdict_color(r->verdict, color), verdict_code(r->verdict),
	        reset(color), r->passed, r->ntests);
	if (skipped)
		fprintf(f, " (%zu not run)", skipped);
	fprintf(f, ", max time %ld ms, max memory %s\n", r->time_ms, format_kib(r->memory_kb, mem, sizeof mem));
	if (r->judge_error) {
		fputs("judge error: ", f);
		report_put_text(f, r->judge_error);
		fputc('\n', f);
	}
	char *later = report_later_error(r);
	if (later) {
		report_put_text(f, later);
		fputc('\n', f);
	}
	free(later);
}

char *report_later_error(const struct submission_result *r)
{
	if (!r->later_error)
		return NULL;
	return xasprintf("judge error on %s, after the test that decided the verdict: %s", r->later_error_test,
	                 r->later_error);
}

long report_first_rejected(const struct submission_result *r)
{
	for (size_t i = 0; i < r->ntests; i++)
		if (r->tests[i].verdict != V_AC && r->tests[i].verdict != V_SKIPPED)
			return (long)i;
	return -1;
}

long report_cpu_ms(const struct submission_result *r)
{
	long t = 0;
	for (size_t i = 0; i < r->ntests; i++)
		if (r->tests[i].verdict != V_SKIPPED)
			t += r->tests[i].time_ms;
	return t;
}

void report_cell(const struct submission_result *r, char *buf, size_t size)
{
	long first = report_first_rejected(r);
	if (r->verdict == V_AC)
		snprintf(buf, size, "AC %ldms", report_cpu_ms(r));
	else if (r->verdict == V_CE || r->verdict == V_JE || first < 0)
		snprintf(buf, size, "%s", verdict_code(r->verdict));
	else
		snprintf(buf, size, "%s on %ld, %zu/%zu", verdict_code(r->verdict), first + 1, r->passed, r->ntests);
}

/* The length of the well-formed UTF-8 sequence at s, or 0 (RFC 3629: no overlongs, surrogates or > U+10FFFF). */
static size_t utf8_length(const unsigned char *s)
{
	if (s[0] < 0x80)
		return 1;
	size_t n = s[0] >= 0xc2 && s[0] <= 0xdf   ? 2
	           : s[0] >= 0xe0 && s[0] <= 0xef ? 3
	           : s[0] >= 0xf0 && s[0] <= 0xf4 ? 4
	                                          : 0;
	for (size_t i = 1; i < n; i++)
		if ((s[i] & 0xc0) != 0x80)
			return 0;
	if ((s[0] == 0xe0 && s[1] < 0xa0) || (s[0] == 0xed && s[1] > 0x9f) || (s[0] == 0xf0 && s[1] < 0x90) ||
	    (s[0] == 0xf4 && s[1] > 0x8f))
		return 0;
	return n;
}

char *report_utf8_repair(const char *s)
{
	if (!s)
		s = "";
	char *out = xmalloc(3 * strlen(s) + 1), *o = out;
	for (const unsigned char *p = (const unsigned char *)s; *p;) {
		size_t n = utf8_length(p);
		if (n) {
			memcpy(o, p, n);
			o += n;
			p += n;
		} else {
			o = stpcpy(o, "\xef\xbf\xbd");
			p++;
		}
	}
	*o = '\0';
	return out;
}

json_t *report_json_text(const char *s)
{
	char *text = report_utf8_repair(s);
	json_t *v = json_string(text);
	free(text);
	return v;
}

json_t *report_submission_json(const struct submission_result *r)
{
	json_t *tests = json_array();
	for (size_t i = 0; i < r->ntests; i++) {
		const struct test_report *t = &r->tests[i];
		if (t->verdict == V_SKIPPED)
			continue;
		json_t *jt = json_pack(
		        "{s:o, s:s, s:I, s:I, s:I, s:i, s:i, s:o, s:o}", "name", report_json_text(t->name), "verdict",
		        verdict_code(t->verdict), "time_ms", (json_int_t)t->time_ms, "wall_ms", (json_int_t)t->wall_ms,
		        "memory_kb", (json_int_t)t->memory_kb, "exit_code", t->exit_code, "signal", t->signal,
		        "message", report_json_text(t->message), "stderr", report_json_text(t->stderr_head));
		/* A failed interactive test keeps the start of the conversation each way. */
		if (jt && t->interactive && t->verdict != V_AC)
			json_object_set_new(jt, "transcript",
			                    json_pack("{s:o, s:o}", "to_interactor", report_json_text(t->to_interactor),
			                              "to_contestant", report_json_text(t->to_contestant)));
		/* Run again alone (verdict_rerun): the verdict is the re-run's; the first run's is kept. */
		if (jt && t->rerun)
			json_object_set_new(jt, "rerun",
			                    json_pack("{s:o}", "first_run", report_json_text(t->first_run)));
		json_array_append_new(tests, jt);
	}
	json_t *o = json_pack("{s:s, s:o, s:s, s:s, s:I, s:I, s:{s:b, s:b, s:b, s:b, s:b, s:I, s:o}, s:o}", "problem",
	                      r->problem, "file", report_json_text(r->file), "language", r->language, "verdict",
	                      verdict_code(r->verdict), "time_ms", (json_int_t)r->time_ms, "memory_kb",
	                      (json_int_t)r->memory_kb, "compile", "ok", r->compile_ok, "cached", r->compile_cached,
	                      "pch", r->compile_pch, "cds", r->compile_cds, "share", r->run_share, "time_ms", (json_int_t)r->compile_ms, "log",
	                      report_json_text(r->compile_log), "tests", tests);
	if (r->judge_error)
		json_object_set_new(o, "judge_error", report_json_text(r->judge_error));
	if (r->later_error)
		json_object_set_new(o, "later_judge_error",
		                    json_pack("{s:o, s:o}", "test", report_json_text(r->later_error_test), "message",
		                              report_json_text(r->later_error)));
	return o;
}

int report_print_json(FILE *f, json_t *v)
{
	if (json_dumpf(v, f, JSON_INDENT(2) | JSON_PRESERVE_ORDER) < 0 || fputc('\n', f) == EOF)
		return -1;
	return 0;
}

/*
 * The terminal's one escaper. C0 controls, DEL, the C1 controls (U+0080 to
 * U+009F, which some terminals obey as ESC sequences even in UTF-8) and bytes
 * that are not UTF-8 become \xHH; newline, carriage return and tab \n, \r,
 * \t, but for a multi-line log (log set), where newline and tab stay.
 */
static char *escape_for_terminal(const char *s, int log)
{
	if (!s)
		s = "";
	char *out = xmalloc(4 * strlen(s) + 1), *o = out;
	for (; *s; s++) {
		unsigned char c = (unsigned char)*s;
		size_t n = utf8_length((const unsigned char *)s);
		if (n == 2 && c == 0xc2 && (unsigned char)s[1] < 0xa0) {
			o += sprintf(o, "\\x%02x\\x%02x", c, (unsigned char)s[1]); /* a C1 control */
			s++;
		} else if (n > 1) {
			memcpy(o, s, n);
			o += n;
			s += n - 1;
		} else if (log && (c == '\n' || c == '\t')) {
			*o++ = (char)c;
		} else if (c == '\n') {
			o = stpcpy(o, "\\n");
		} else if (c == '\r') {
			o = stpcpy(o, "\\r");
		} else if (c == '\t') {
			o = stpcpy(o, "\\t");
		} else if (n == 0 || c < 0x20 || c == 0x7f) {
			o += sprintf(o, "\\x%02x", c); /* a control character, or a byte that is not UTF-8 */
		} else {
			*o++ = (char)c;
		}
	}
	*o = '\0';
	return out;
}

char *report_text_escape(const char *s)
{
	return escape_for_terminal(s, 0);
}

char *report_log_escape(const char *s)
{
	return escape_for_terminal(s, 1);
}

void report_put_text(FILE *f, const char *s)
{
	char *e = report_text_escape(s);
	fputs(e, f);
	free(e);
}

void report_put_padded(FILE *f, const char *s, int width)
{
	char *e = report_text_escape(s);
	fprintf(f, "%-*s", width, e);
	free(e);
}

char *report_md_escape(const char *s)
{
	char *text = report_text_escape(s);
	char *out = xmalloc(2 * strlen(text) + 1), *o = out;
	for (const char *p = text; *p; p++) {
		if (strchr("|\\<>&[]*_`", *p))
			*o++ = '\\';
		*o++ = *p;
	}
	*o = '\0';
	free(text);
	return out;
}

void report_html_escape(FILE *f, const char *s)
{
	for (; s && *s; s++) {
		size_t n = utf8_length((const unsigned char *)s);
		if (n != 1) {
			/* The page is UTF-8: a byte that is not becomes U+FFFD. */
			fwrite(n ? s : "\xef\xbf\xbd", 1, n ? n : 3, f);
			s += n ? n - 1 : 0;
			continue;
		}
		switch (*s) {
		case '<':
			fputs("&lt;", f);
			break;
		case '>':
			fputs("&gt;", f);
			break;
		case '&':
			fputs("&amp;", f);
			break;
		case '"':
			fputs("&quot;", f);
			break;
		case '\'':
			fputs("&#39;", f);
			break;
		default:
			fputc(*s, f);
		}
	}
}
