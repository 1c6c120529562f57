/*
 * kattis-export.c: a problem of the repository written out as a Kattis problem
 * package (the legacy format).
 *
 * How this works. The package is built in a fresh folder beside the target
 * (OUTDIR.tmp-XXXXXX, so that the last rename stays on one file system), one
 * step per part of the format: problem.yaml and .timelimit, the statement,
 * data/, the input validator, the output validator, the submissions. A folder
 * package gets copies of our files, so that editing it never edits the
 * repository; a zip's temporary folder gets hard links where the file system
 * allows, since nobody sees it. At the end the folder is renamed to OUTDIR
 * (rename() may replace an empty folder), or zipped with libzip into
 * OUTDIR.zip (libzip writes a temporary file and renames it) and removed. A
 * failure at any step removes the temporary folder: never half a package.
 *
 * Our programs keep their source. The validator, a testlib checker and an
 * interactor are copied as NAME.inc beside a wrapper from judge/kattis/ that
 * renames their main and maps their exit statuses to Kattis' (the wrappers
 * say how), with the headers they include. What has no place in the format is
 * said in a note, never dropped silently.
 */
#define _GNU_SOURCE
#include "package/kattis-export.h"

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>
#include <zip.h>

#include "run/compile.h"
#include "problem/statement.h"

/* The limits a Kattis judge assumes when problem.yaml gives none (the spec's "typical system default"). */
enum { KATTIS_MEMORY_MIB = 2048, KATTIS_OUTPUT_MIB = 8 };

/* ---- the pure parts: folders, names, problem.yaml, the LaTeX statement ---- */

const char *export_submission_folder(const char *ours, int *changed)
{
	static const struct {
		const char *ours, *kattis;
		int changed;
	} map[] = {
		{ "accepted", "accepted", 0 },
		{ "wrong_answer", "wrong_answer", 0 },
		{ "time_limit_exceeded", "time_limit_exceeded", 0 },
		{ "runtime_error", "run_time_error", 0 },
		{ "run_time_error", "run_time_error", 0 },
		{ "presentation_error", "wrong_answer", 1 },
		{ "memory_limit_exceeded", "run_time_error", 1 },
	};
	for (size_t i = 0; i < sizeof map / sizeof map[0]; i++) {
		if (strcmp(ours, map[i].ours) == 0) {
			*changed = map[i].changed;
			return map[i].kattis;
		}
	}
	*changed = 0;
	return NULL;
}

char **export_case_names(char *const *names, size_t n)
{
	char **out = xcalloc(n ? n : 1, sizeof *out);
	int sorted = 1, width = 1;
	for (size_t i = 1; i < n; i++)
		sorted &= strcmp(names[i - 1], names[i]) < 0;
	for (size_t m = n; m >= 10; m /= 10)
		width++;
	for (size_t i = 0; i < n; i++)
		out[i] = sorted ? xstrdup(names[i]) : xasprintf("%0*zu-%s", width < 2 ? 2 : width, i + 1, names[i]);
	return out;
}

static int name_char(char c)
{
	return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9');
}

int export_name_ok(const char *name)
{
	size_t n = strlen(name);
	if (n < 2 || n > 255 || !name_char(name[0]) || !name_char(name[n - 1]))
		return 0;
	for (size_t i = 0; i < n; i++)
		if (!name_char(name[i]) && name[i] != '_' && name[i] != '.' && name[i] != '-')
			return 0;
	return 1;
}

/* A YAML double-quoted string: always safe, whatever the title holds. */
static void yaml_string(FILE *f, const char *s)
{
	fputc('"', f);
	for (; *s; s++) {
		unsigned char c = (unsigned char)*s;
		if (c == '"' || c == '\\')
			fprintf(f, "\\%c", c);
		else if (c < 32 || c == 127)
			fprintf(f, "\\x%02x", c);
		else
			fputc(c, f);
	}
	fputc('"', f);
}

/* The shortest decimal that reads back as v (the format wants IEEE 754's external sequences). */
static void put_number(FILE *f, double v)
{
	char buf[40];
	for (int prec = 1; prec <= 17; prec++) {
		snprintf(buf, sizeof buf, "%.*g", prec, v);
		if (strtod(buf, NULL) == v)
			break;
	}
	fputs(buf, f);
}

/* validator_flags for a built-in checker: the default validator as close to ours as it goes. */
static void builtin_flags(FILE *f, const struct checker_spec *c)
{
	/* Ours compare letters exactly; Kattis' default validator ignores case unless told. */
	fputs("validator_flags: case_sensitive", f);
	if (c->kind == CHECKER_EXACT || c->kind == CHECKER_LINES)
		fputs(" space_change_sensitive", f);
	if (c->kind == CHECKER_FLOAT) {
		fputs(" float_absolute_tolerance ", f);
		put_number(f, c->abs_tol);
		fputs(" float_relative_tolerance ", f);
		put_number(f, c->rel_tol);
	}
	fputc('\n', f);
}

/* A limit in whole MiB for problem.yaml, rounded up; a note when that changes it. */
static long whole_mib(long kb, const char *what, struct strv *notes)
{
	long mib = (kb + 1023) / 1024;
	if (kb % 1024 && notes) {
		char *s =
		        xasprintf("limits.%s: %ld KiB, given as %ld MiB (the format counts whole MiB)", what, kb, mib);
		strv_push(notes, s);
		free(s);
	}
	return mib;
}

char *export_problem_yaml(const struct problem *p, struct strv *notes)
{
	char *buf = NULL;
	size_t len = 0;
	FILE *f = open_memstream(&buf, &len);
	if (!f)
		return NULL;
	fprintf(f, "# A Kattis problem package (legacy format): problem %s of gamejudge, written by `judge export`.\n",
	        p->id);
	fputs("name: ", f);
	yaml_string(f, p->title);
	fputc('\n', f);
	if (p->source) {
		fputs("source: ", f);
		yaml_string(f, p->source);
		fputc('\n', f);
	}
	if (p->ntags) {
		/* keywords: one string, words separated by spaces: a tag's own spaces become dashes. */
		char *words = xstrdup("");
		for (size_t i = 0; i < p->ntags; i++) {
			char *w = xasprintf("%s%s%s", words, i ? " " : "", p->tags[i]);
			for (char *s = w + strlen(words) + (i ? 1 : 0); *s; s++)
				if (*s == ' ')
					*s = '-';
			free(words);
			words = w;
		}
		fputs("keywords: ", f);
		yaml_string(f, words);
		fputc('\n', f);
		free(words);
	}
	long memory = whole_mib(p->limits.memory_kb, "memory", notes);
	long output = whole_mib(p->limits.output_kb, "output", notes);
	if (memory != KATTIS_MEMORY_MIB || output != KATTIS_OUTPUT_MIB) {
		fputs("limits:\n", f);
		if (memory != KATTIS_MEMORY_MIB)
			fprintf(f, "  memory: %ld\n", memory);
		if (output != KATTIS_OUTPUT_MIB)
			fprintf(f, "  output: %ld\n", output);
	}
	const struct checker_spec *c = &p->checker;
	if (c->kind == CHECKER_CUSTOM || c->kind == CHECKER_INTERACTIVE) {
		fputs(c->kind == CHECKER_INTERACTIVE ? "validation: custom interactive\n" : "validation: custom\n", f);
		if (c->convention == CONVENTION_KATTIS && c->nflags) {
			char *flags = xstrdup("");
			for (size_t i = 0; i < c->nflags; i++) {
				char *s = xasprintf("%s%s%s", flags, i ? " " : "", c->flags[i]);
				free(flags);
				flags = s;
			}
			fputs("validator_flags: ", f);
			yaml_string(f, flags);
			fputc('\n', f);
			free(flags);
		}
	} else {
		builtin_flags(f, c);
	}
	if (fclose(f) != 0) {
		free(buf);
		return NULL;
	}
	return buf;
}

char *export_statement_tex(const char *title, const char *markdown, size_t *replaced)
{
	char *contestant = statement_contestant(markdown);
	char *tex = statement_latex(title, contestant, replaced);
	free(contestant);
	return tex;
}

/* ---- the package being built ---- */

struct pkg {
	const struct problem *p;
	const char *root;
	char *dir; /* the temporary folder being filled */
	int link;  /* hard-link our files where possible (a zip's folder) */
	size_t files;
	struct strv *notes;
	struct diag *d;
};

/* What was not carried over, or changed on the way: note(k, fmt, ...). */
#define note(k, ...) strv_pushf((k)->notes, __VA_ARGS__)

/* The repository-relative spelling of a path under root, for notes. */
static const char *rel(const struct pkg *k, const char *path)
{
	size_t n = strlen(k->root);
	return strncmp(path, k->root, n) == 0 && path[n] == '/' ? path + n + 1 : path;
}

static int pkg_mkdir(struct pkg *k, const char *relpath)
{
	char *path = xasprintf("%s/%s", k->dir, relpath);
	int rc = mkdir_p(path, 0755, k->d);
	free(path);
	return rc;
}

/* Writes len bytes as the package's file relpath. */
static int pkg_write(struct pkg *k, const char *relpath, const void *buf, size_t len)
{
	char *path = xasprintf("%s/%s", k->dir, relpath);
	int rc = write_file_atomic(path, buf, len, 0644, k->d);
	free(path);
	k->files += rc == 0;
	return rc;
}

/* Writes all n bytes of buf to fd: 0, or -1 with errno set. */
static int write_all(int fd, const char *buf, size_t n)
{
	while (n > 0) {
		ssize_t w = write(fd, buf, n);
		if (w < 0 && errno == EINTR)
			continue;
		if (w <= 0)
			return -1;
		buf += w;
		n -= (size_t)w;
	}
	return 0;
}

/* Reads one of the problem's text files: a regular file, not a link, at most COMPILE_SOURCE_MAX bytes. */
static int read_text(struct pkg *k, const char *src, char **text, size_t *len)
{
	if (read_regular_file(src, COMPILE_SOURCE_MAX, text, len, k->d) == 0)
		return 0;
	diag_prefix(k->d, "cannot read '%s'", src);
	return -1;
}

/* Copies src to the new file dst: in the kernel (copy_file_range), or by read and write where it cannot. */
static int copy_file(const char *src, const char *dst, struct diag *d)
{
	/* Never through a link (to /etc/shadow), never a FIFO: what is exported is the repository's own file. */
	int in = open_regular_file(src, -1, d);
	if (in < 0) {
		diag_prefix(d, "cannot read '%s'", src);
		return -1;
	}
	int out = open(dst, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0644);
	if (out < 0) {
		diag_errno(d, "cannot create '%s'", dst);
		close(in);
		return -1;
	}
	static __thread char buf[1 << 16];
	int kernel = 1;
	ssize_t n;
	for (;;) {
		n = kernel ? copy_file_range(in, NULL, out, NULL, 1 << 30, 0) : read(in, buf, sizeof buf);
		if (n < 0 && kernel && (errno == EXDEV || errno == ENOSYS || errno == EINVAL || errno == EOPNOTSUPP)) {
			kernel = 0;
			continue;
		}
		if (n < 0 && errno == EINTR)
			continue;
		if (n <= 0 || (!kernel && write_all(out, buf, (size_t)n) < 0))
			break;
	}
	int failed = n != 0;
	if (close(out) < 0)
		failed = 1;
	close(in);
	if (failed) {
		diag_errno(d, "cannot copy '%s' to '%s'", src, dst);
		return -1;
	}
	return 0;
}

/*
 * Our file src as the package's file relpath: copied, or hard-linked when
 * k->link, src is a regular file and the link works. link() does not follow a
 * symbolic link: it would link the symbolic link itself, which the zip would
 * then follow; so anything but a regular file goes to copy_file(), which
 * refuses it with the folder export's words.
 */
static int pkg_copy(struct pkg *k, const char *src, const char *relpath)
{
	char *dst = xasprintf("%s/%s", k->dir, relpath);
	struct stat st;
	int regular = lstat(src, &st) == 0 && S_ISREG(st.st_mode);
	int rc = k->link && regular && link(src, dst) == 0 ? 0 : copy_file(src, dst, k->d);
	free(dst);
	k->files += rc == 0;
	return rc;
}

/* ---- problem.yaml, .timelimit, the statement ---- */

static int write_metadata(struct pkg *k)
{
	const struct problem *p = k->p;
	char *yaml = export_problem_yaml(p, k->notes);
	if (!yaml) {
		diag_set(k->d, "%s: out of memory writing problem.yaml", p->id);
		return -1;
	}
	int rc = pkg_write(k, "problem.yaml", yaml, strlen(yaml));
	free(yaml);
	if (rc < 0)
		return -1;
	/* DOMjudge reads the time limit, in seconds, from .timelimit; the legacy format itself has none. */
	char *limit = NULL;
	size_t len = 0;
	FILE *f = open_memstream(&limit, &len);
	if (f) {
		put_number(f, (double)p->limits.time_ms / 1000.0);
		fputc('\n', f);
	}
	if (!f || fclose(f) != 0) {
		diag_set(k->d, "%s: out of memory writing .timelimit", p->id);
		free(limit);
		return -1;
	}
	rc = pkg_write(k, ".timelimit", limit, len);
	free(limit);
	if (p->limits.wall_ms != 3 * p->limits.time_ms)
		note(k, "limits.wall: %.3g s (a judge of the format sets its own wall-time limit)",
		     (double)p->limits.wall_ms / 1000.0);
	return rc;
}

static int write_statement(struct pkg *k)
{
	char *src = xasprintf("%s/statement.md", k->p->dir), *text = NULL;
	size_t len = 0, replaced = 0;
	int rc = pkg_mkdir(k, "problem_statement");
	if (rc == 0 && path_exists(src)) {
		/* Only the contestant's part: a setter's section (validate refuses one) is left out, and said. */
		rc = read_text(k, src, &text, &len);
		if (rc == 0) {
			struct strv setter = { 0 };
			statement_setter_sections(text, &setter);
			for (size_t i = 0; i < setter.n; i++)
				note(k, "%s:%s: a setter's section, not exported", rel(k, src), setter.v[i]);
			char *contestant = statement_contestant(text);
			rc = pkg_write(k, "problem_statement/problem.en.md", contestant, strlen(contestant));
			free(contestant);
			strv_free(&setter);
		}
	} else if (rc == 0) {
		note(k, "no statement: '%s' is missing, problem.en.tex has only the title", rel(k, src));
	}
	if (rc == 0) {
		char *tex = export_statement_tex(k->p->title, text ? text : "", &replaced);
		rc = pkg_write(k, "problem_statement/problem.en.tex", tex, strlen(tex));
		free(tex);
		if (replaced)
			note(k, "problem.en.tex: %zu characters of the statement had no ASCII spelling and are '?'",
			     replaced);
	}
	free(text);
	free(src);
	return rc;
}

/* ---- data/ ---- */

/* Copies a group's tests (sample or not) into data/GROUP, named as export_case_names() says. */
static int write_group(struct pkg *k, const char *group, int sample)
{
	const struct problem *p = k->p;
	struct strv names = { 0 };
	size_t *which = xcalloc(p->ntests ? p->ntests : 1, sizeof *which);
	for (size_t i = 0; i < p->ntests; i++) {
		if ((strncmp(p->tests[i].name, "sample", 6) == 0) == sample) {
			which[names.n] = i;
			strv_push(&names, p->tests[i].name);
		}
	}
	char *dir = xasprintf("data/%s", group);
	int rc = pkg_mkdir(k, dir);
	char **files = export_case_names(names.v, names.n);
	if (names.n && strcmp(files[0], names.v[0]) != 0)
		note(k,
		     "data/%s: the tests' names have a number in front (01-...), as a judge of the format runs "
		     "them in the order of their names",
		     group);
	for (size_t i = 0; i < names.n; i++) {
		const struct test *t = &p->tests[which[i]];
		char *in = xasprintf("%s/%s.in", dir, files[i]), *ans = xasprintf("%s/%s.ans", dir, files[i]);
		char *inter = xasprintf("%s/%s.interaction", p->testdata, t->name);
		if (rc == 0)
			rc = pkg_copy(k, t->input, in);
		if (rc == 0)
			rc = pkg_copy(k, t->answer, ans);
		if (rc == 0 && sample && path_exists(inter)) {
			char *to = xasprintf("%s/%s.interaction", dir, files[i]);
			rc = pkg_copy(k, inter, to);
			free(to);
		}
		if (!export_name_ok(files[i]))
			note(k, "test '%s': the format's rule for file names does not allow '%s'", t->name, files[i]);
		free(in);
		free(ans);
		free(inter);
		free(files[i]);
	}
	free(files);
	free(dir);
	free(which);
	strv_free(&names);
	return rc;
}

/* Interaction files of tests that are not samples: a judge would show them to contestants. */
static void note_secret_interactions(struct pkg *k)
{
	const struct problem *p = k->p;
	for (size_t i = 0; i < p->ntests; i++) {
		char *inter = xasprintf("%s/%s.interaction", p->testdata, p->tests[i].name);
		if (strncmp(p->tests[i].name, "sample", 6) != 0 && path_exists(inter))
			note(k,
			     "'%s': only samples keep their interaction files (the format shows them to contestants)",
			     rel(k, inter));
		free(inter);
	}
}

static int write_data(struct pkg *k)
{
	if (write_group(k, "sample", 1) < 0 || write_group(k, "secret", 0) < 0)
		return -1;
	note_secret_interactions(k);
	return 0;
}

/* ---- programs: validators with the headers they include ---- */

/* The names of the `#include "NAME"` lines of a source text, in order. */
static void scan_includes(const char *text, struct strv *out)
{
	for (const char *s = text; *s;) {
		const char *eol = strchr(s, '\n'), *t = s;
		if (!eol)
			eol = s + strlen(s);
		while (*t == ' ' || *t == '\t')
			t++;
		if (*t == '#') {
			t++;
			while (*t == ' ' || *t == '\t')
				t++;
			if (strncmp(t, "include", 7) == 0) {
				t += 7;
				while (*t == ' ' || *t == '\t')
					t++;
				const char *end = *t == '"' ? memchr(t + 1, '"', (size_t)(eol - t - 1)) : NULL;
				if (end) {
					char *name = strndup(t + 1, (size_t)(end - t - 1));
					strv_push(out, name);
					free(name);
				}
			}
		}
		s = *eol ? eol + 1 : eol;
	}
}

static int strv_has(const struct strv *s, const char *str)
{
	for (size_t i = 0; i < s->n; i++)
		if (strcmp(s->v[i], str) == 0)
			return 1;
	return 0;
}

/* Where our compiler finds a quoted header of src: beside it, then in problems/include. NULL if nowhere. */
static char *find_header(const struct pkg *k, const char *src, const char *name)
{
	const char *slash = strrchr(src, '/');
	char *beside = xasprintf("%.*s/%s", slash ? (int)(slash - src) : 1, slash ? src : ".", name);
	if (path_exists(beside))
		return beside;
	free(beside);
	char *shared = xasprintf("%s/problems/include/%s", k->root, name);
	if (path_exists(shared))
		return shared;
	free(shared);
	return NULL;
}

/*
 * Copies the source src into the package folder dir as name, then every
 * header it includes with quotes (and theirs), each once, under its own name.
 * done holds the names already in dir.
 */
static int copy_program(struct pkg *k, const char *src, const char *dir, const char *name, struct strv *done)
{
	char *to = xasprintf("%s/%s", dir, name), *text = NULL;
	size_t len;
	struct strv inc = { 0 };
	int rc = pkg_copy(k, src, to);
	strv_push(done, name);
	if (rc == 0)
		rc = read_text(k, src, &text, &len);
	if (rc == 0)
		scan_includes(text, &inc);
	for (size_t i = 0; rc == 0 && i < inc.n; i++) {
		if (strv_has(done, inc.v[i]))
			continue;
		char *header = strchr(inc.v[i], '/') ? NULL : find_header(k, src, inc.v[i]);
		if (header)
			rc = copy_program(k, header, dir, inc.v[i], done);
		else
			note(k, "'%s' includes \"%s\", which the package does not hold: %s may not build", rel(k, src),
			     inc.v[i], dir);
		free(header);
	}
	strv_free(&inc);
	free(text);
	free(to);
	return rc;
}

/* 1 when the path ends in ".c". */
static int is_c(const char *path)
{
	size_t n = strlen(path);
	return n > 2 && strcmp(path + n - 2, ".c") == 0;
}

/* 1 when the path ends in ".cpp" or ".cc": C++, as Polygon's testlib programs are. */
static int is_cpp(const char *path)
{
	size_t n = strlen(path);
	return (n > 4 && !strcmp(path + n - 4, ".cpp")) || (n > 3 && !strcmp(path + n - 3, ".cc"));
}

/*
 * A program in the wrapper of its language: the folder dir holds the program
 * as inc, its headers (an imported Polygon one's testlib.h), and
 * judge/kattis/BASE.c as wrapper.c, or for C++ (an imported Polygon
 * validator, checker or interactor) judge/kattis/BASE.cpp as wrapper.cpp,
 * the folder's only file of that language.
 */
static int write_wrapped(struct pkg *k, const char *program, const char *dir, const char *inc, const char *base)
{
	const char *ext = is_cpp(program) ? "cpp" : is_c(program) ? "c" : NULL;
	if (!ext) {
		diag_set(k->d, "'%s': only a C or C++ program can be wrapped for the package", rel(k, program));
		return -1;
	}
	struct strv done = { 0 };
	char *from = xasprintf("%s/judge/kattis/%s.%s", k->root, base, ext), *name = xasprintf("wrapper.%s", ext);
	char *to = xasprintf("%s/%s", dir, name);
	strv_push(&done, name);
	int rc = pkg_mkdir(k, dir);
	if (rc == 0)
		rc = pkg_copy(k, from, to);
	if (rc == 0)
		rc = copy_program(k, program, dir, inc, &done);
	strv_free(&done);
	free(from);
	free(name);
	free(to);
	return rc;
}

static int write_input_validator(struct pkg *k)
{
	return write_wrapped(k, k->p->validator, "input_validators/validate", "validate.inc", "input_validator");
}

/* The program's file name without folder and extension: the output validator's name. */
static char *program_name(const char *path)
{
	const char *base = strrchr(path, '/') ? strrchr(path, '/') + 1 : path;
	const char *dot = strrchr(base, '.');
	return strndup(base, dot && dot != base ? (size_t)(dot - base) : strlen(base));
}

static int write_output_validator(struct pkg *k)
{
	const struct checker_spec *c = &k->p->checker;
	if (c->kind == CHECKER_LINES)
		note(k, "checker 'lines': the default output validator, case_sensitive and space_change_sensitive; "
		        "close, not identical: a layout difference is a wrong answer there, not PE, and trailing "
		        "spaces or blank lines may be judged differently");
	if (c->kind == CHECKER_EXACT)
		note(k, "checker 'exact': the default output validator, case_sensitive and space_change_sensitive: "
		        "it compares tokens and the whitespace between them, not bytes");
	if (c->kind != CHECKER_CUSTOM && c->kind != CHECKER_INTERACTIVE)
		return 0;
	char *name = program_name(c->program), *dir = xasprintf("output_validators/%s", name);
	int rc;
	if (c->convention == CONVENTION_KATTIS) {
		/* Already a Kattis program: as it is, with its headers. */
		struct strv done = { 0 };
		const char *base = strrchr(c->program, '/') + 1;
		rc = pkg_mkdir(k, dir);
		if (rc == 0)
			rc = copy_program(k, c->program, dir, base, &done);
		strv_free(&done);
	} else if (c->kind == CHECKER_INTERACTIVE) {
		rc = write_wrapped(k, c->program, dir, "interact.inc", "interactor");
	} else {
		rc = write_wrapped(k, c->program, dir, "check.inc", "output_validator");
	}
	if (!export_name_ok(name))
		note(k, "'%s': the format's rule for file names does not allow '%s'", rel(k, c->program), name);
	free(name);
	free(dir);
	return rc;
}

/* ---- submissions ---- */

/* 1 when a Python file says by its first line that it is Python 3, as the format tells 2 from 3. */
static int says_python3(const char *text)
{
	if (strncmp(text, "#!", 2) != 0)
		return 0;
	const char *eol = strchr(text, '\n'), *py = strstr(text, "python3");
	return py && (!eol || py < eol);
}

/* One submission file, as the package's file to; a Python file gets the line that says Python 3. */
static int write_submission(struct pkg *k, const char *src, const char *to, size_t *python)
{
	size_t n = strlen(src);
	if (n < 3 || strcmp(src + n - 3, ".py") != 0)
		return pkg_copy(k, src, to);
	char *text;
	size_t len;
	if (read_text(k, src, &text, &len) < 0)
		return -1;
	int rc;
	if (says_python3(text)) {
		rc = pkg_copy(k, src, to);
	} else {
		char *with = xasprintf("#!/usr/bin/env python3\n%s", text);
		rc = pkg_write(k, to, with, strlen(with));
		free(with);
		(*python)++;
	}
	free(text);
	return rc;
}

/* Our folder ours of sample submissions into submissions/<its Kattis folder>. */
static int write_submission_folder(struct pkg *k, const char *ours, size_t *python)
{
	int changed;
	const char *kattis = export_submission_folder(ours, &changed);
	char *from = xasprintf("%s/submissions/%s", k->p->dir, ours);
	struct strv files = { 0 };
	int rc = 0;
	if (!kattis) {
		note(k, "'%s': the format has no folder for it", rel(k, from));
		free(from);
		return 0;
	}
	if (dir_list(from, &files) < 0) {
		diag_errno(k->d, "cannot read '%s'", from);
		free(from);
		return -1;
	}
	char *dir = xasprintf("submissions/%s", kattis);
	rc = pkg_mkdir(k, dir);
	for (size_t i = 0; rc == 0 && i < files.n; i++) {
		char *src = xasprintf("%s/%s", from, files.v[i]), *to = xasprintf("%s/%s", dir, files.v[i]);
		char *path = xasprintf("%s/%s", k->dir, to);
		struct stat st;
		if (lstat(src, &st) < 0 || !S_ISREG(st.st_mode))
			note(k, "'%s': not a regular file", rel(k, src));
		else if (path_exists(path))
			note(k, "'%s': submissions/%s holds a file of that name already", rel(k, src), kattis);
		else
			rc = write_submission(k, src, to, python);
		if (rc == 0 && !export_name_ok(files.v[i]))
			note(k, "'%s': the format's rule for file names does not allow its name", rel(k, src));
		free(src);
		free(to);
		free(path);
	}
	if (rc == 0 && changed && files.n)
		note(k, "'%s': in submissions/%s, the verdict a judge of the format gives it", rel(k, from), kattis);
	free(dir);
	free(from);
	strv_free(&files);
	return rc;
}

static int write_submissions(struct pkg *k)
{
	struct strv folders = { 0 };
	char *from = xasprintf("%s/submissions", k->p->dir);
	size_t python = 0;
	int rc = pkg_mkdir(k, "submissions/accepted");
	/* The reference solver is one more accepted submission. */
	const char *ext = strrchr(k->p->solver, '.');
	char *reference = xasprintf("submissions/accepted/reference%s", ext ? ext : "");
	if (rc == 0)
		rc = write_submission(k, k->p->solver, reference, &python);
	if (rc == 0 && path_exists(from) && dir_list(from, &folders) < 0) {
		diag_errno(k->d, "cannot read '%s'", from);
		rc = -1;
	}
	for (size_t i = 0; rc == 0 && i < folders.n; i++)
		rc = write_submission_folder(k, folders.v[i], &python);
	if (rc == 0 && python)
		note(k,
		     "%zu Python file%s got a first line '#!/usr/bin/env python3' (the format tells Python 3 from 2 "
		     "by it)",
		     python, python == 1 ? "" : "s");
	free(reference);
	free(from);
	strv_free(&folders);
	return rc;
}

/* ---- what stays behind ---- */

static void note_leftovers(struct pkg *k)
{
	const struct problem *p = k->p;
	size_t generated = 0;
	for (size_t i = 0; i < p->ntests; i++)
		generated += p->tests[i].gen_args != NULL;
	if (p->generator)
		note(k, "generator '%s' and the arguments of its %zu tests (the package holds the files it made)",
		     rel(k, p->generator), generated);
	if (p->nstress)
		note(k, "stress: %zu lines of generated inputs on which the reference and the brute force must agree",
		     p->nstress);
	if (p->nboundary)
		note(k, "boundary: %zu lines of generated inputs at the constraints' edges, on which judge mutants "
		        "compares a surviving mutant with the reference",
		     p->nboundary);
	if (p->brute)
		note(k, "brute force '%s'", rel(k, p->brute));
	if (p->explore)
		note(k, "explorer '%s'", rel(k, p->explore->program));
	if (p->nchecks)
		note(k, "checks: %zu outputs the checker must judge as listed", p->nchecks);
}

/* ---- the target: a folder or a zip ---- */

static int cmp_names(const void *a, const void *b)
{
	return strcmp(*(char *const *)a, *(char *const *)b);
}

/* Adds every file under dir (prefix: its path in the zip) to the archive, folders first. */
static int zip_tree(zip_t *za, const char *dir, const char *prefix, struct diag *d)
{
	DIR *dh = opendir(dir);
	if (!dh) {
		diag_errno(d, "cannot read '%s'", dir);
		return -1;
	}
	struct strv names = { 0 };
	struct dirent *e;
	while ((e = readdir(dh)) != NULL)
		if (strcmp(e->d_name, ".") != 0 && strcmp(e->d_name, "..") != 0)
			strv_push(&names, e->d_name);
	closedir(dh);
	qsort(names.v, names.n, sizeof *names.v, cmp_names);
	int rc = 0;
	for (size_t i = 0; rc == 0 && i < names.n; i++) {
		char *path = xasprintf("%s/%s", dir, names.v[i]);
		char *name = xasprintf("%s%s", prefix, names.v[i]);
		struct stat st;
		if (lstat(path, &st) < 0) {
			diag_errno(d, "cannot read '%s'", path);
			rc = -1;
		} else if (S_ISDIR(st.st_mode)) {
			char *sub = xasprintf("%s/", name);
			if (zip_dir_add(za, name, ZIP_FL_ENC_UTF_8) < 0) {
				diag_set(d, "cannot add '%s' to the zip: %s", name, zip_strerror(za));
				rc = -1;
			} else {
				rc = zip_tree(za, path, sub, d);
			}
			free(sub);
		} else if (!S_ISREG(st.st_mode)) {
			/* Only what this export wrote: never a link or a device it would follow. */
			diag_set(d, "'%s': not a regular file, not zipped", path);
			rc = -1;
		} else {
			zip_source_t *src = zip_source_file(za, path, 0, -1);
			zip_int64_t idx = src ? zip_file_add(za, name, src, ZIP_FL_ENC_UTF_8) : -1;
			/*
			 * Deflate at its fastest: libzip's default (level 9) cost the
			 * export of twoends 8.9 s of CPU, level 1 0.4 s, for a zip 14% larger.
			 */
			if (idx < 0 || zip_set_file_compression(za, (zip_uint64_t)idx, ZIP_CM_DEFLATE, 1) < 0) {
				diag_set(d, "cannot add '%s' to the zip: %s", path, zip_strerror(za));
				if (idx < 0)
					zip_source_free(src);
				rc = -1;
			}
		}
		free(path);
		free(name);
	}
	strv_free(&names);
	return rc;
}

static int make_zip(const char *dir, const char *target, struct diag *d)
{
	int err;
	zip_t *za = zip_open(target, ZIP_CREATE | ZIP_EXCL, &err);
	if (!za) {
		zip_error_t ze;
		zip_error_init_with_code(&ze, err);
		diag_set(d, "cannot create '%s': %s", target, zip_error_strerror(&ze));
		zip_error_fini(&ze);
		return -1;
	}
	if (zip_tree(za, dir, "", d) < 0) {
		zip_discard(za);
		return -1;
	}
	if (zip_close(za) < 0) {
		diag_set(d, "cannot write '%s': %s", target, zip_strerror(za));
		zip_discard(za);
		return -1;
	}
	return 0;
}

/* outdir without trailing slashes. */
static char *trim_slashes(const char *outdir)
{
	char *s = xstrdup(outdir);
	for (size_t n = strlen(s); n > 1 && s[n - 1] == '/'; n--)
		s[n - 1] = '\0';
	return s;
}

/* 0 when the folder target may become the package: absent, or an empty folder. */
static int check_folder_target(const char *target, struct diag *d)
{
	struct stat st;
	if (lstat(target, &st) < 0) {
		if (errno == ENOENT)
			return 0;
		diag_errno(d, "cannot use '%s'", target);
		return -1;
	}
	if (!S_ISDIR(st.st_mode)) {
		diag_set(d, "'%s' exists and is not a directory", target);
		return -1;
	}
	DIR *dh = opendir(target);
	struct dirent *e;
	int empty = 1;
	if (!dh) {
		diag_errno(d, "cannot read '%s'", target);
		return -1;
	}
	while (empty && (e = readdir(dh)) != NULL)
		empty = strcmp(e->d_name, ".") == 0 || strcmp(e->d_name, "..") == 0;
	closedir(dh);
	if (!empty) {
		diag_set(d, "'%s' exists and is not empty", target);
		return -1;
	}
	return 0;
}

/* A note when the package's name (its folder's, or its zip's without .zip) breaks the format's rule. */
static void note_package_name(struct pkg *k, const char *target)
{
	const char *base = strrchr(target, '/') ? strrchr(target, '/') + 1 : target;
	size_t n = strlen(base);
	if (n > 4 && strcmp(base + n - 4, ".zip") == 0)
		n -= 4;
	int ok = n > 0;
	for (size_t i = 0; i < n; i++)
		ok &= (base[i] >= 'a' && base[i] <= 'z') || (base[i] >= '0' && base[i] <= '9');
	if (!ok)
		note(k, "the package's name '%.*s': the format wants lowercase letters and digits only", (int)n, base);
}

/* Every step, in the package's folder. */
static int build_package(struct pkg *k)
{
	if (write_metadata(k) < 0 || write_statement(k) < 0 || write_data(k) < 0 || write_input_validator(k) < 0 ||
	    write_output_validator(k) < 0 || write_submissions(k) < 0)
		return -1;
	note_leftovers(k);
	return 0;
}

int export_problem(const char *root, const char *id, const char *outdir, int zip, struct export_result *r,
                   struct diag *d)
{
	memset(r, 0, sizeof *r);
	struct problem *p = problem_load(root, id, PROBLEM_NEED_DATA, d);
	if (!p)
		return -1;
	char *base = trim_slashes(outdir);
	size_t n = strlen(base);
	int zipped_name = n > 4 && strcmp(base + n - 4, ".zip") == 0;
	char *target = zip && !zipped_name ? xasprintf("%s.zip", base) : xstrdup(base);
	char *tmp = xasprintf("%s.tmp-XXXXXX", zip && zipped_name ? target : base);
	int rc = -1;
	if (zip && path_exists(target))
		diag_set(d, "'%s' already exists", target);
	else if (!zip && check_folder_target(target, d) < 0)
		;
	else if (!mkdtemp(tmp))
		diag_errno(d, "cannot create '%s'",
		           target); /* the folder's name is random: the user knows the target */
	else if (chmod(tmp, 0755) < 0)
		diag_errno(d, "cannot use '%s'", tmp);
	else
		rc = 0;
	if (rc < 0) {
		free(tmp);
		tmp = NULL;
	}
	struct pkg k = { .p = p, .root = root, .dir = tmp, .link = zip, .notes = &r->notes, .d = d };
	if (rc == 0)
		rc = build_package(&k);
	if (rc == 0)
		note_package_name(&k, target);
	if (rc == 0 && zip) {
		rc = make_zip(tmp, target, d);
	} else if (rc == 0 && rename(tmp, target) < 0) {
		if (errno == ENOTEMPTY || errno == EEXIST)
			diag_set(d, "'%s' exists and is not empty", target);
		else
			diag_errno(d, "cannot rename '%s' to '%s'", tmp, target);
		rc = -1;
	}
	if (tmp && (rc < 0 || zip))
		remove_tree(tmp);
	if (rc == 0) {
		r->package = target;
		r->files = k.files;
	} else {
		free(target);
		strv_free(&r->notes);
	}
	free(tmp);
	free(base);
	problem_free(p);
	return rc;
}

void export_result_free(struct export_result *r)
{
	free(r->package);
	strv_free(&r->notes);
}
