/*
 * package-import.c: a Kattis or Polygon package made a problem of this repository (package-import.h).
 *
 * How this works: everything is built in a fresh folder under the repository,
 * .import-ID-XXXXXX, laid out like the repository itself (problems/ID,
 * testdata/ID, solvers/ID.c). The manifest written there is loaded back with
 * problem_load() as a check that it is what our schema accepts. Then the three
 * are renamed into place, the problem's folder last, since its manifest is what
 * makes the problem exist; a rename that fails puts the earlier ones back.
 *
 * What the package holds and the problem does not (scores and groups, flags
 * per group, input validators we cannot run, statements in other languages,
 * attachments, problem.yaml keys our manifest has no place for, ...) goes
 * into the result's not_imported list, one sentence each, together with the
 * notes package_load() made about what the judge skips.
 */
#define _GNU_SOURCE
#include "package/package-import.h"
#include "package/polygon.h"

#include <errno.h>
#include <fcntl.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <dirent.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>

#include "run/compile.h"
#include "problem/problem.h"
#include "yml.h"

/* The wrapper's name beside the package's input validator. */
#define WRAPPER "wrap-kattis"

struct importer {
	const struct package *pkg;
	const char *root, *id;
	const char *origin; /* the package's name in the manifest: its folder's or its zip's */
	char *stage; /* root/.import-ID-XXXXXX */
	int stage_fd; /* the stage, held with flock() while this import lives */
	char *pdir;  /* stage/problems/ID */
	char *tdir;  /* stage/testdata/ID */
	char *solver_rel, *validator_rel, *checker_rel, *statement;
	char **names; /* our name of each test, as pkg->problem->tests */
	struct import_result *r;
	struct diag *d;
};

/* What is not imported, one sentence each: skip(im, fmt, ...). */
#define skip(im, ...) strv_pushf(&(im)->r->not_imported, __VA_ARGS__)

static int ends_with(const char *s, const char *suffix)
{
	size_t n = strlen(s), k = strlen(suffix);
	return n >= k && !strcmp(s + n - k, suffix);
}

static int is_dir(const char *path)
{
	struct stat st;
	return stat(path, &st) == 0 && S_ISDIR(st.st_mode);
}

static const char *base_name(const char *path)
{
	const char *slash = strrchr(path, '/');
	return slash ? slash + 1 : path;
}

/* ---- pure helpers ---- */

char *import_test_name(const char *path)
{
	char *name = xstrdup(path);
	for (char *s = name; *s; s++) {
		if (*s >= 'A' && *s <= 'Z')
			*s = (char)(*s - 'A' + 'a');
		else if (!((*s >= 'a' && *s <= 'z') || (*s >= '0' && *s <= '9') || strchr("-_.", *s)))
			*s = '-';
	}
	return name;
}

const char *import_folder(const char *kattis_folder)
{
	static const char *const map[][2] = {
		{ "accepted", "accepted" },
		{ "wrong_answer", "wrong_answer" },
		{ "time_limit_exceeded", "time_limit_exceeded" },
		{ "run_time_error", "runtime_error" },
		/* A Polygon solution's tag, where it promises one verdict. */
		{ "main", "accepted" },
		{ "wrong-answer", "wrong_answer" },
		{ "presentation-error", "presentation_error" },
		{ "time-limit-exceeded", "time_limit_exceeded" },
		{ "memory-limit-exceeded", "memory_limit_exceeded" },
	};
	for (size_t i = 0; i < sizeof map / sizeof map[0]; i++)
		if (!strcmp(map[i][0], kattis_folder))
			return map[i][1];
	return NULL;
}

/* s quoted with escape sequences: YAML's double quotes when yaml, else a C string literal. */
static char *quote(const char *s, int yaml)
{
	size_t cap = 4 * strlen(s) + 3, n = 0;
	char *out = xmalloc(cap);
	out[n++] = '"';
	for (const unsigned char *c = (const unsigned char *)s; *c; c++) {
		if (*c == '"' || *c == '\\') {
			out[n++] = '\\';
			out[n++] = (char)*c;
		} else if (*c < 0x20 || *c == 0x7f) {
			n += (size_t)sprintf(out + n, yaml ? "\\x%02x" : "\\%03o", *c);
		} else {
			out[n++] = (char)*c;
		}
	}
	out[n++] = '"';
	out[n] = '\0';
	return out;
}

char *import_yaml_quote(const char *s)
{
	return quote(s, 1);
}

/* The shortest decimal spelling of v that reads back as v. */
static void format_number(char *buf, size_t size, double v)
{
	for (int digits = 6; digits <= 17; digits++) {
		snprintf(buf, size, "%.*g", digits, v);
		if (strtod(buf, NULL) == v)
			return;
	}
}

/* A source's name as our language table knows it: ".c++" is ".cpp". */
static char *our_file_name(const char *name)
{
	if (ends_with(name, ".c++"))
		return xasprintf("%.*s.cpp", (int)(strlen(name) - 4), name);
	return xstrdup(name);
}

static int is_c_or_cpp(const char *name)
{
	static const char *const exts[] = { ".c", ".cpp", ".cc", ".cxx", ".c++" };
	for (size_t i = 0; i < sizeof exts / sizeof exts[0]; i++)
		if (ends_with(name, exts[i]))
			return 1;
	return 0;
}

/* ---- files ---- */

/*
 * Copies src, a file of the package, to dst: opened once beneath the package
 * (a regular file inside it, never a link out, a FIFO or a device) and
 * streamed, at most max bytes. The message names the package's file.
 */
static int copy_to(struct importer *im, const char *src, const char *dst, long long max)
{
	size_t n = strlen(im->pkg->dir);
	if (strncmp(src, im->pkg->dir, n) || src[n] != '/') {
		/* Not the package's: a test the judge made for a Polygon package, in its scratch folder. */
		if (copy_file_limited(src, dst, max, 0644, im->d) < 0)
			return -1;
		return 0;
	}
	const char *rel = src + n + 1;
	if (copy_file_beneath(im->pkg->dirfd, rel, dst, max, 0644, im->d) < 0) {
		if (!strncmp(im->d->msg, "leads outside", 13))
			diag_set(im->d, "%s/%s: a link to outside the package", im->pkg->dir, rel);
		else
			diag_prefix(im->d, "%s/%s", im->pkg->dir, rel);
		return -1;
	}
	return 0;
}

/*
 * A program's folder: its regular files, each at most COMPILE_SOURCE_MAX
 * bytes; anything else (a link, a folder, a FIFO) is left behind and listed.
 */
static int copy_folder(struct importer *im, const struct package_program *prog, const char *dst)
{
	struct strv names = { 0 };
	if (mkdir(dst, 0755) < 0) {
		diag_errno(im->d, "cannot create '%s'", dst);
		return -1;
	}
	dir_list(prog->path, &names);
	int rc = 0;
	for (size_t i = 0; i < names.n && rc == 0; i++) {
		char *rel = xasprintf("%s/%s", prog->rel, names.v[i]), *to = xasprintf("%s/%s", dst, names.v[i]);
		struct diag why;
		if (copy_file_beneath(im->pkg->dirfd, rel, to, COMPILE_SOURCE_MAX, 0644, &why) < 0) {
			if (!strcmp(base_name(prog->source), names.v[i])) {
				diag_set(im->d, "%s/%s: %s", im->pkg->dir, rel, why.msg);
				rc = -1;
			} else {
				skip(im, "%s: not copied: %s", rel, why.msg);
			}
		}
		free(rel);
		free(to);
	}
	strv_free(&names);
	return rc;
}

static int write_text(struct importer *im, const char *path, const char *text)
{
	return write_file_atomic(path, text, strlen(text), 0644, im->d);
}

/*
 * Copies a program of the package (a file, or a folder with its source and
 * headers) into the folder dir under problems/ID; returns the repository-
 * relative path of its source, or NULL with a message.
 */
static char *copy_program(struct importer *im, const struct package_program *prog, const char *dir)
{
	char *dst = xasprintf("%s/%s", im->pdir, dir), *src_name = our_file_name(base_name(prog->source));
	char *rel = NULL, *file = NULL;
	if (is_dir(prog->path)) {
		if (copy_folder(im, prog, dst) == 0)
			rel = xasprintf("problems/%s/%s/%s", im->id, dir, base_name(prog->source));
	} else if (mkdir(dst, 0755) < 0) {
		diag_errno(im->d, "cannot create '%s'", dst);
	} else {
		file = xasprintf("%s/%s", dst, src_name);
		if (copy_to(im, prog->path, file, COMPILE_SOURCE_MAX) == 0)
			rel = xasprintf("problems/%s/%s/%s", im->id, dir, src_name);
	}
	free(file);
	free(src_name);
	free(dst);
	return rel;
}

/* ---- test data ---- */

static int copy_tests(struct importer *im)
{
	const struct problem *p = im->pkg->problem;
	im->names = xcalloc(p->ntests + 1, sizeof *im->names);
	for (size_t i = 0; i < p->ntests; i++) {
		const struct test *t = &p->tests[i];
		im->names[i] = import_test_name(t->name);
		for (size_t k = 0; k < i; k++)
			if (!strcmp(im->names[k], im->names[i])) {
				diag_set(im->d, "%s: the cases data/%s and data/%s would both be test '%s'",
				         im->pkg->dir, p->tests[k].name, t->name, im->names[i]);
				return -1;
			}
		char *in = xasprintf("%s/%s.in", im->tdir, im->names[i]);
		char *ans = xasprintf("%s/%s.ans", im->tdir, im->names[i]);
		const char *game = polygon_sample_game(im->pkg, i);
		char *inter = im->pkg->polygon ? xstrdup(game ? game : "")
		                               : xasprintf("%.*s.interaction", (int)strlen(t->input) - 3, t->input);
		char *inter_dst = xasprintf("%s/%s.interaction", im->tdir, im->names[i]);
		int rc = copy_to(im, t->input, in, PACKAGE_CASE_MAX) < 0 || copy_to(im, t->answer, ans, PACKAGE_CASE_MAX) < 0 ||
		                         (*inter && path_exists(inter) && copy_to(im, inter, inter_dst, PACKAGE_CASE_MAX) < 0)
		                 ? -1
		                 : 0;
		if (rc == 0 && im->pkg->polygon && im->pkg->interactive && !game && !strncmp(t->name, "sample/", 7))
			skip(im, "%s: no %s.interaction: Polygon shows a sample's game in the statement; write it by hand "
			         "for validate", t->name, im->names[i]);
		free(in);
		free(ans);
		free(inter);
		free(inter_dst);
		if (rc < 0)
			return -1;
	}
	im->r->ntests = p->ntests;
	return 0;
}

/* ---- submissions and the reference ---- */

/* Whether a submission is a folder (rel: submissions/FOLDER/PROGRAM/FILE), not a file. */
static int in_own_folder(const struct package_submission *s)
{
	if (strncmp(s->rel, "submissions/", 12))
		return 0; /* a Polygon package's solutions/FILE */
	char *alone = xasprintf("submissions/%s/%s", s->folder, base_name(s->path));
	int folder = strcmp(s->rel, alone) != 0;
	free(alone);
	return folder;
}

/* The file name of a submission in our folder: a program's folder gives its name to its source. */
static char *submission_name(const struct package_submission *s)
{
	const char *file = base_name(s->path);
	char *name;
	if (!in_own_folder(s)) {
		name = our_file_name(file);
	} else {
		/* rel is submissions/FOLDER/PROGRAM/FILE: name it PROGRAM.EXT */
		const char *prog = s->rel + strlen("submissions/") + strlen(s->folder) + 1;
		const char *dot = strrchr(file, '.');
		char *raw = xasprintf("%.*s%s", (int)(strchr(prog, '/') - prog), prog, dot ? dot : "");
		name = our_file_name(raw);
		free(raw);
	}
	return name;
}

static int copy_submissions(struct importer *im)
{
	const struct package *pkg = im->pkg;
	struct strv made = { 0 };
	int rc = 0;
	for (size_t i = 0; i < pkg->nsubs && rc == 0; i++) {
		const struct package_submission *s = &pkg->subs[i];
		const char *ours = import_folder(s->folder);
		if (!ours) {
			skip(im, "%s: not copied: our problems have no folder for %s/ (%s)", s->rel, s->folder,
			     !strcmp(s->folder, "partially_accepted")
			             ? "a score short of the maximum; ours are pass-fail"
			             : "it allows more than one verdict");
			continue;
		}
		char *name = submission_name(s), *dir = xasprintf("%s/submissions/%s", im->pdir, ours);
		char *rel = xasprintf("submissions/%s/%s", ours, name), *dst = xasprintf("%s/%s", dir, name);
		for (size_t k = 0; k < made.n && rc == 0; k++)
			if (!strcmp(made.v[k], rel)) {
				diag_set(im->d, "%s: two submissions would be problems/%s/%s", pkg->dir, im->id, rel);
				rc = -1;
			}
		if (rc == 0 && (mkdir_p(dir, 0755, im->d) < 0 || copy_to(im, s->path, dst, COMPILE_SOURCE_MAX) < 0))
			rc = -1;
		if (in_own_folder(s)) {
			char *folder = xstrdup(s->path);
			struct strv files = { 0 };
			*strrchr(folder, '/') = '\0';
			dir_list(folder, &files);
			if (files.n > 1)
				skip(im, "%.*s/: its source alone is copied, as %s, not its %zu other file%s",
				     (int)(strrchr(s->rel, '/') - s->rel), s->rel, rel, files.n - 1,
				     files.n > 2 ? "s" : "");
			strv_free(&files);
			free(folder);
		}
		strv_push(&made, rel);
		im->r->nsubs++;
		free(name);
		free(dir);
		free(rel);
		free(dst);
	}
	strv_free(&made);
	return rc;
}

/*
 * The reference: the first accepted submission in C, else in C++, copied to
 * solvers/ID.EXT; a file before a program in a folder (whose headers stay behind).
 */
static int copy_solver(struct importer *im)
{
	const struct package *pkg = im->pkg;
	const struct package_submission *pick = NULL;
	/* A Polygon package's main solution first: its answers are the package's. */
	for (size_t i = 0; i < pkg->nsubs && !pick; i++)
		if (!strcmp(pkg->subs[i].folder, "main") && is_c_or_cpp(pkg->subs[i].path))
			pick = &pkg->subs[i];
	for (int pass = 0; pass < 4 && !pick; pass++)
		for (size_t i = 0; i < pkg->nsubs && !pick; i++) {
			const struct package_submission *s = &pkg->subs[i];
			if (!strcmp(s->folder, "accepted") && in_own_folder(s) == pass / 2 &&
			    (pass % 2 == 0 ? ends_with(s->path, ".c") : is_c_or_cpp(s->path)))
				pick = s;
		}
	if (!pick) {
		diag_set(im->d,
		         pkg->polygon ? "%s: no solution tagged main or accepted in C or C++ to be the reference solver"
		                      : "%s: no accepted submission in C or C++ to be the reference solver "
		                        "(submissions/accepted/)",
		         pkg->dir);
		return -1;
	}
	const char *ext = ends_with(pick->path, ".c") ? ".c" : ".cpp";
	char *dst = xasprintf("%s/solvers/%s%s", im->stage, im->id, ext);
	int rc = copy_to(im, pick->path, dst, COMPILE_SOURCE_MAX);
	free(dst);
	im->solver_rel = xasprintf("solvers/%s%s", im->id, ext);
	im->r->solver = xstrdup(pick->rel);
	return rc;
}

/*
 * A Polygon package's program (files/NAME.EXT) into the folder dir under
 * problems/ID, with the headers beside it (testlib.h, its own): the folder
 * also holds the other programs, which are not copied. The repository-
 * relative path of its source, or NULL with a message.
 */
static char *copy_polygon_program(struct importer *im, const struct package_program *prog, const char *dir)
{
	char *dst = xasprintf("%s/%s", im->pdir, dir), *src_name = our_file_name(base_name(prog->source));
	char *from = xstrdup(prog->source), *rel = NULL;
	*strrchr(from, '/') = '\0';
	struct strv names = { 0 };
	dir_list(from, &names);
	int rc = mkdir(dst, 0755) < 0 ? -1 : 0;
	if (rc < 0)
		diag_errno(im->d, "cannot create '%s'", dst);
	for (size_t i = 0; i < names.n && rc == 0; i++) {
		int source = !strcmp(names.v[i], base_name(prog->source));
		if (!source && !ends_with(names.v[i], ".h"))
			continue;
		char *src = xasprintf("%s/%s", from, names.v[i]);
		char *to = xasprintf("%s/%s", dst, source ? src_name : names.v[i]);
		rc = copy_to(im, src, to, COMPILE_SOURCE_MAX);
		free(src);
		free(to);
	}
	if (rc == 0)
		rel = xasprintf("problems/%s/%s/%s", im->id, dir, src_name);
	strv_free(&names);
	free(from);
	free(src_name);
	free(dst);
	return rel;
}

/* A Polygon package's validator: testlib's convention is ours (exit 0 accepts), so it needs no wrapper. */
static int copy_polygon_validator(struct importer *im)
{
	const struct package *pkg = im->pkg;
	if (!pkg->ninput_validators)
		return 0;
	for (size_t i = 1; i < pkg->ninput_validators; i++)
		skip(im, "%s: one validator is carried over, %s", pkg->input_validators[i].rel,
		     pkg->input_validators[0].rel);
	im->validator_rel = copy_polygon_program(im, &pkg->input_validators[0], "validator");
	if (!im->validator_rel)
		return -1;
	im->r->validator = xstrdup(pkg->input_validators[0].rel);
	return 0;
}

/* ---- the input validator ---- */

static const char wrapper_head[] = "/*\n"
                                   " * Our input validator, made by judge import from the package's\n"
                                   " * %s, which is copied unchanged beside this file.\n"
                                   " * Kattis' input validators exit 42 for a valid input and 43 for an\n"
                                   " * invalid one; ours exit 0 and 1. Its main() is renamed and called with\n"
                                   " * the package's flags; every way out of it, a return, exit(), _exit() or\n"
                                   " * _Exit(), passes through kattis_exit(), which maps the status.\n"
                                   " */\n";

static const char wrapper_c[] =
        "#define _GNU_SOURCE\n"
        "#include <stdio.h>\n"
        "#include <stdlib.h>\n"
        "#include <unistd.h>\n"
        "\n"
        "static void kattis_exit(int status, void *arg)\n"
        "{\n"
        "\t(void)arg;\n"
        "\tif (status == 42)\n"
        "\t\t_exit(0);\n"
        "\tif (status != 43)\n"
        "\t\tfprintf(stderr, \"the package's input validator exited with %%d, not 42 (valid) or 43\\n\", status);\n"
        "\tfflush(stderr);\n"
        "\t_exit(1);\n"
        "}\n"
        "\n"
        "/* _exit() and _Exit() skip on_exit(): they are mapped here. */\n"
        "__attribute__((unused)) static void kattis_exit_now(int status)\n"
        "{\n"
        "\tfflush(NULL);\n"
        "\tkattis_exit(status, NULL);\n"
        "}\n"
        "\n"
        "#define _exit(status) kattis_exit_now(status)\n"
        "#define _Exit(status) kattis_exit_now(status)\n"
        "#pragma push_macro(\"main\")\n"
        "#define main kattis_validator_main\n"
        "#include \"%s\"\n"
        "#pragma pop_macro(\"main\")\n"
        "#undef main\n"
        "#undef _exit\n"
        "#undef _Exit\n"
        "\n"
        "/* Its main() may take no arguments or argc and argv. */\n"
        "#define KATTIS_CALL(f, argc, argv)                                                         \\\n"
        "\t__builtin_choose_expr(__builtin_types_compatible_p(__typeof__(f), int(void)),           \\\n"
        "\t                      ((int (*)(void))(f))(), ((int (*)(int, char **))(f))(argc, argv))\n"
        "\n"
        "int main(void)\n"
        "{\n"
        "\tstatic char *argv[] = { %s };\n"
        "\tif (on_exit(kattis_exit, NULL) != 0)\n"
        "\t\treturn 3;\n"
        "\treturn KATTIS_CALL(kattis_validator_main, %d, argv);\n"
        "}\n";

static const char wrapper_cpp[] =
        "#include <cstdio>\n"
        "#include <cstdlib>\n"
        "#include <type_traits>\n"
        "#include <unistd.h>\n"
        "\n"
        "static void kattis_exit(int status, void *)\n"
        "{\n"
        "\tif (status == 42)\n"
        "\t\t_exit(0);\n"
        "\tif (status != 43)\n"
        "\t\tstd::fprintf(stderr, \"the package's input validator exited with %%d, not 42 (valid) or 43\\n\", "
        "status);\n"
        "\tstd::fflush(stderr);\n"
        "\t_exit(1);\n"
        "}\n"
        "\n"
        "#define main kattis_validator_main\n"
        "#include \"%s\"\n"
        "#undef main\n"
        "\n"
        "/* Its main() may take no arguments or argc and argv. */\n"
        "template <class F> static int kattis_call(F f, int argc, char **argv)\n"
        "{\n"
        "\tif constexpr (std::is_invocable_v<F, int, char **>)\n"
        "\t\treturn f(argc, argv);\n"
        "\telse\n"
        "\t\treturn f();\n"
        "}\n"
        "\n"
        "int main()\n"
        "{\n"
        "\tstatic char *argv[] = { %s };\n"
        "\tif (on_exit(kattis_exit, nullptr) != 0)\n"
        "\t\treturn 3;\n"
        "\treturn kattis_call(&kattis_validator_main, %d, argv);\n"
        "}\n";

static int same_words(char *const *a, char *const *b)
{
	size_t i = 0;
	for (; a && b && a[i] && b[i]; i++)
		if (strcmp(a[i], b[i]))
			return 0;
	return !(a && a[i]) && !(b && b[i]);
}

static char *join_words(char *const *w)
{
	char *s = xstrdup("");
	for (size_t i = 0; w && w[i]; i++) {
		char *next = xasprintf("%s%s%s", s, i ? " " : "", w[i]);
		free(s);
		s = next;
	}
	return s;
}

/* The wrapper's text: argv is the program's name and the data group's flags. */
static char *wrapper_text(const struct package_program *prog, const char *source_name, char *const *flags, int cpp)
{
	struct strv argv = { 0 };
	strv_push(&argv, prog->name);
	for (size_t i = 0; flags && flags[i]; i++)
		strv_push(&argv, flags[i]);
	/* A C++ string literal is const; main's argv is of char *. */
	char *list = xstrdup("");
	for (size_t i = 0; i < argv.n; i++) {
		char *q = quote(argv.v[i], 0);
		char *next = xasprintf("%s%s%s%s%s", list, i ? ", " : "", cpp ? "const_cast<char *>(" : "", q,
		                       cpp ? ")" : "");
		free(q);
		free(list);
		list = next;
	}
	int argc = (int)argv.n;
	strv_free(&argv);
	char *args = xasprintf("%s, %s", list, cpp ? "nullptr" : "NULL");
	char *head = xasprintf(wrapper_head, prog->rel);
	char *body = xasprintf(cpp ? wrapper_cpp : wrapper_c, source_name, args, argc);
	char *text = xasprintf("%s%s", head, body);
	free(head);
	free(body);
	free(list);
	free(args);
	return text;
}

/*
 * Ours: the first input validator in C or C++, with a wrapper. The others,
 * and flags that differ by group, are listed.
 */
static int copy_validator(struct importer *im)
{
	const struct package *pkg = im->pkg;
	if (pkg->polygon)
		return copy_polygon_validator(im);
	const struct package_program *pick = NULL;
	for (size_t i = 0; i < pkg->ninput_validators && !pick; i++)
		if (is_c_or_cpp(pkg->input_validators[i].source))
			pick = &pkg->input_validators[i];
	for (size_t i = 0; i < pkg->ninput_validators; i++) {
		const struct package_program *v = &pkg->input_validators[i];
		if (v == pick)
			continue;
		if (!is_c_or_cpp(v->source))
			skip(im, "%s: an input validator in Python; ours are C or C++%s", v->rel,
			     pick ? "" : ", so the problem has none (validate skips the input checks)");
		else
			skip(im, "%s: one input validator is carried over, %s", v->rel, pick->rel);
	}
	if (!pick)
		return 0;
	char *const *flags = pkg->groups[0].input_flags;
	for (size_t g = 1; g < pkg->ngroups; g++) {
		int has_cases = 0;
		for (size_t t = 0; t < pkg->problem->ntests; t++)
			has_cases |= pkg->test_group[t] == (int)g;
		if (has_cases && !same_words(pkg->groups[g].input_flags, flags)) {
			char *w = join_words(pkg->groups[g].input_flags), *all = join_words(flags);
			skip(im,
			     "data/%s: its input validator flags '%s' are not passed: ours runs on every input with "
			     "data/'s, '%s'",
			     pkg->groups[g].path, w, all);
			free(w);
			free(all);
		}
	}
	char *rel = copy_program(im, pick, "input_validator");
	if (!rel)
		return -1;
	int cpp = !ends_with(rel, ".c");
	char *text = wrapper_text(pick, base_name(rel), flags, cpp);
	char *path = xasprintf("%s/input_validator/%s%s", im->pdir, WRAPPER, cpp ? ".cpp" : ".c");
	int rc = 0;
	if (path_exists(path)) {
		diag_set(im->d, "%s: its input validator has a file named %s%s, the wrapper's name", pkg->dir, WRAPPER,
		         cpp ? ".cpp" : ".c");
		rc = -1;
	} else {
		rc = write_text(im, path, text);
	}
	im->validator_rel = xasprintf("problems/%s/input_validator/%s%s", im->id, WRAPPER, cpp ? ".cpp" : ".c");
	im->r->validator = xstrdup(pick->rel);
	free(path);
	free(text);
	free(rel);
	return rc;
}

/* ---- the output validator ---- */

static int copy_checker(struct importer *im)
{
	const struct package *pkg = im->pkg;
	if (!pkg->output_validator)
		return 0;
	im->checker_rel = pkg->polygon ? copy_polygon_program(im, pkg->output_validator, "checker")
	                               : copy_program(im, pkg->output_validator, "output_validator");
	return im->checker_rel ? 0 : -1;
}

/* ---- the statement ---- */

/* A statement Polygon rendered (HTML, PDF), kept beside a LaTeX one: at most this. */
#define STATEMENT_RENDERED_MAX (64LL << 20)

/*
 * A Polygon package's statement sections (English's, else the first
 * language's) as statement.md (polygon_statement_md()): 1 when written, 0
 * when there are none or they cannot be converted faithfully (said; the LaTeX
 * statement is then copied), -1 on a write error. The tutorial is not read.
 */
/*
 * Each section file of statement-sections/LANG that is there is a regular
 * file: a link (in or out of the package) or anything else is refused, by
 * file and section, as a Kattis package's statement is. -1 with the message.
 */
static int sections_regular(struct importer *im, const char *lang)
{
	static const char *const parts[] = { "legend", "input", "output", "notes", "name", "tutorial" };
	for (size_t i = 0; i < sizeof parts / sizeof parts[0]; i++) {
		char *rel = xasprintf("statement-sections/%s/%s.tex", lang, parts[i]);
		struct stat st;
		int bad = fstatat(im->pkg->dirfd, rel, &st, AT_SYMLINK_NOFOLLOW) == 0 && !S_ISREG(st.st_mode);
		if (bad)
			diag_set(im->d,
			         "%s/%s: the statement's %s section is %s: refused (a package's files are read as "
			         "regular files only)",
			         im->pkg->dir, rel, parts[i], S_ISLNK(st.st_mode) ? "a link" : "not a regular file");
		free(rel);
		if (bad)
			return -1;
	}
	return 0;
}

/*
 * Beside a statement that is not Markdown, the HTML and PDF Polygon made of
 * it (statements/.html/LANG/problem.html, statements/.pdf/LANG/problem.pdf),
 * as statement.html and statement.pdf, so that nothing of its meaning is lost.
 */
static int keep_rendered(struct importer *im, const char *lang)
{
	static const char *const kinds[] = { "html", "pdf" };
	int rc = 0;
	for (size_t i = 0; i < 2 && rc == 0; i++) {
		char *rel = xasprintf("statements/.%s/%s/problem.%s", kinds[i], lang, kinds[i]);
		char *src = xasprintf("%s/%s", im->pkg->dir, rel),
		     *dst = xasprintf("%s/statement.%s", im->pdir, kinds[i]);
		struct stat st;
		if (fstatat(im->pkg->dirfd, rel, &st, AT_SYMLINK_NOFOLLOW) == 0) {
			rc = copy_to(im, src, dst, STATEMENT_RENDERED_MAX);
			if (rc == 0)
				skip(im, "%s: kept as statement.%s, beside the LaTeX statement", rel, kinds[i]);
		}
		free(rel);
		free(src);
		free(dst);
	}
	return rc;
}

static int polygon_sections(struct importer *im)
{
	struct strv langs = { 0 };
	char *dir = xasprintf("%s/statement-sections", im->pkg->dir);
	dir_list(dir, &langs);
	free(dir);
	const char *lang = langs.n ? langs.v[0] : NULL;
	for (size_t i = 0; i < langs.n; i++)
		if (!strcmp(langs.v[i], "english"))
			lang = langs.v[i];
	struct diag why;
	if (lang && sections_regular(im, lang) < 0) {
		strv_free(&langs);
		return -1;
	}
	char *md = lang ? polygon_statement_md(im->pkg, lang, &why) : NULL;
	int rc = 0;
	if (md) {
		char *dst = xasprintf("%s/statement.md", im->pdir);
		rc = write_file_atomic(dst, md, strlen(md), 0644, im->d) < 0 ? -1 : 1;
		im->statement = xasprintf("statement-sections/%s", lang);
		skip(im, "statement-sections/%s/tutorial.tex and the other languages: not imported (statement.md is "
		         "the contestants' legend, input, output and notes)", lang);
		free(dst);
	} else if (lang) {
		skip(im, "%s: not converted to Markdown; the LaTeX statement is kept", why.msg);
		rc = keep_rendered(im, lang);
	} else {
		rc = keep_rendered(im, "english"); /* no sections: the LaTeX statement as it is, not converted */
	}
	free(md);
	strv_free(&langs);
	return rc;
}

/* The English statement, or the only one: problem.en.EXT, else problem.EXT, else the first. */
static int copy_statement(struct importer *im)
{
	int sections = im->pkg->polygon ? polygon_sections(im) : 0;
	if (sections != 0)
		return sections < 0 ? -1 : 0;
	/* A Polygon package's: its English statement as Polygon writes it in LaTeX (olymp.sty's macros). */
	const char *kattis[] = { "problem_statement", "statement" }, *polygon[] = { "statements/english", NULL };
	const char **folders = im->pkg->polygon ? polygon : kattis;
	for (size_t f = 0; f < 2 && folders[f]; f++) {
		char *dir = xasprintf("%s/%s", im->pkg->dir, folders[f]);
		struct strv names = { 0 };
		dir_list(dir, &names);
		const char *pick = NULL;
		static const char *const prefer[] = { "problem.en.md", "problem.md", "problem.en.tex", "problem.tex" };
		for (size_t k = 0; k < 4 && !pick && !im->statement; k++)
			for (size_t i = 0; i < names.n && !pick; i++)
				if (!strcmp(names.v[i], prefer[k]))
					pick = names.v[i];
		for (size_t i = 0; i < names.n && !pick && !im->statement; i++)
			if (ends_with(names.v[i], ".md") || ends_with(names.v[i], ".tex"))
				pick = names.v[i];
		int rc = 0;
		if (pick) {
			char *src = xasprintf("%s/%s", dir, pick);
			char *dst = xasprintf("%s/statement.%s", im->pdir, ends_with(pick, ".md") ? "md" : "tex");
			rc = copy_to(im, src, dst, PACKAGE_TEXT_MAX);
			im->statement = xasprintf("%s/%s", folders[f], pick);
			free(src);
			free(dst);
		}
		for (size_t i = 0; i < names.n; i++)
			if (!pick || strcmp(names.v[i], pick))
				skip(im, "%s/%s: not imported (one statement is, %s)", folders[f], names.v[i],
				     im->statement);
		strv_free(&names);
		free(dir);
		if (rc < 0)
			return -1;
	}
	return 0;
}

/* ---- what else the package holds ---- */

/* Top-level entries the import does not read. */
static void list_top(struct importer *im)
{
	static const char *const known[] = { "problem.yaml",      "data",
		                             "input_validators",  "input_format_validators",
		                             "output_validators", "output_validator",
		                             "submissions",       "problem_statement",
		                             "statement" };
	struct strv names = { 0 };
	dir_list(im->pkg->dir, &names);
	for (size_t i = 0; i < names.n; i++) {
		int ok = 0;
		for (size_t k = 0; k < sizeof known / sizeof known[0] && !ok; k++)
			ok = !strcmp(names.v[i], known[k]);
		if (!ok) {
			char *path = xasprintf("%s/%s", im->pkg->dir, names.v[i]);
			skip(im, "%s%s: not imported: our problems have no place for it", names.v[i],
			     is_dir(path) ? "/" : "");
			free(path);
		}
	}
	strv_free(&names);
}

/* Files beside the cases that are not cases: counted by group and extension. */
static void list_data(struct importer *im)
{
	const struct package *pkg = im->pkg;
	for (size_t g = 0; g < pkg->ngroups; g++) {
		const char *path = pkg->groups[g].path;
		char *dir = xasprintf("%s/data%s%s", pkg->dir, *path ? "/" : "", path);
		struct strv names = { 0 }, exts = { 0 };
		dir_list(dir, &names);
		for (size_t i = 0; i < names.n; i++) {
			const char *nm = names.v[i], *dot = strrchr(nm, '.');
			char *full = xasprintf("%s/%s", dir, nm);
			char *in = dot ? xasprintf("%s/%.*s.in", dir, (int)(dot - nm), nm) : NULL;
			int known = is_dir(full) || ends_with(nm, ".in") || !strcmp(nm, "testdata.yaml") ||
			            !strcmp(nm, "test_group.yaml") ||
			            ((ends_with(nm, ".ans") || ends_with(nm, ".interaction")) && path_exists(in));
			if (!known && g > 0)
				strv_push(&exts, dot ? dot : nm);
			else if (!known)
				skip(im, "data/%s: not imported (only data/sample and data/secret hold cases)", nm);
			free(in);
			free(full);
		}
		/* exts are in name order, not grouped: count each once, where it first appears. */
		for (size_t i = 0; i < exts.n; i++) {
			size_t count = 0, first = 1;
			for (size_t k = 0; k < exts.n; k++) {
				count += !strcmp(exts.v[k], exts.v[i]);
				first &= k >= i || strcmp(exts.v[k], exts.v[i]);
			}
			if (first)
				skip(im, "data/%s/*%s: %zu file%s not imported (only .in, .ans and .interaction are)",
				     path, exts.v[i], count, count > 1 ? "s" : "");
		}
		strv_free(&exts);
		strv_free(&names);
		free(dir);
	}
}

/* problem.yaml's keys that our manifest has no place for. */
static void list_yaml_keys(struct importer *im)
{
	static const char *const used[] = {
		"problem_format_version", "type",    "name", "source", "limits", "validation",
		"validator_flags",        "grading", NULL
	};
	static const char *const used_limits[] = { "time_multiplier",  "time_safety_margin",
		                                   "time_multipliers", "time_limit",
		                                   "time_resolution",  "memory",
		                                   "output",           NULL };
	char *text = NULL;
	size_t len;
	struct diag ignore;
	struct yml_doc *doc = NULL;
	if (read_file_beneath(im->pkg->dirfd, "problem.yaml", PACKAGE_TEXT_MAX, &text, &len, &ignore) < 0 ||
	    !(doc = yml_parse("problem.yaml", text, len, &ignore)) || !doc->root || doc->root->kind != YML_MAP)
		goto out;
	struct strv keys = { 0 };
	for (size_t i = 0; i < doc->root->n; i++) {
		const char *key = doc->root->items[2 * i]->value;
		const struct yml_node *v = doc->root->items[2 * i + 1];
		int ok = 0;
		for (const char *const *u = used; *u && !ok; u++)
			ok = !strcmp(key, *u);
		if (!ok)
			strv_push(&keys, key);
		if (strcmp(key, "limits") || v->kind != YML_MAP)
			continue;
		for (size_t k = 0; k < v->n; k++) {
			const char *lk = v->items[2 * k]->value;
			int used_limit = 0;
			for (const char *const *u = used_limits; *u && !used_limit; u++)
				used_limit = !strcmp(lk, *u);
			if (!used_limit) {
				char *name = xasprintf("limits.%s", lk);
				strv_push(&keys, name);
				free(name);
			}
		}
	}
	if (keys.n) {
		char *spaced = xstrdup("");
		for (size_t i = 0; i < keys.n; i++) {
			char *next = xasprintf("%s%s%s", spaced, i ? ", " : "", keys.v[i]);
			free(spaced);
			spaced = next;
		}
		skip(im, "problem.yaml: %s: not carried over (our manifest has no such key%s)", spaced,
		     keys.n > 1 ? "s" : "");
		free(spaced);
	}
	strv_free(&keys);
out:
	yml_free(doc);
	free(text);
}

/* Polygon's checker after the interactor: said, since our manifest has no place for it. */
static void list_after(struct importer *im)
{
	const struct checker_spec *after = im->pkg->problem->checker.after;
	if (after)
		skip(im,
		     "problem.xml: the checker run after the interactor (%s) is not carried over: our manifest has "
		     "one checker, the interactor, whose verdict is the test's; `judge submit` of the package itself "
		     "runs it",
		     after->kind == CHECKER_CUSTOM ? strrchr(after->program, '/') + 1 : "a standard checker");
}

static void list_scoring(struct importer *im)
{
	list_after(im);
	const struct package *pkg = im->pkg;
	if (!pkg->scoring)
		return;
	char *groups = xstrdup("");
	for (size_t g = 1; g < pkg->ngroups; g++) {
		const char *path = pkg->groups[g].path;
		if (!strcmp(path, "sample") || !strcmp(path, "secret") || (pkg->polygon && pkg->groups[g].parent))
			continue;
		char *next = xasprintf("%s%s%s%s", groups, *groups ? ", " : "", pkg->polygon ? "" : "data/", path);
		free(groups);
		groups = next;
	}
	skip(im, "%s: the scores%s%s%s are not carried over: the problem is pass-fail, every test must pass%s",
	     pkg->polygon ? "problem.xml's points" : "type scoring", *groups ? " of the groups (" : "", groups,
	     *groups ? ")" : "",
	     pkg->polygon ? " (our manifest has no form for points or groups: every problem of ours is judged "
	                    "pass-fail, and so is a contest of them; `judge submit` of the package itself scores them)"
	                  : "");
	free(groups);
}

/* ---- the manifest ---- */

static int limit_text(struct importer *im, char *buf, size_t size)
{
	const struct limits *lim = &im->pkg->problem->limits;
	char t[32], m[32], o[32];
	if (lim->time_ms < 1 || lim->time_ms > 60000 || lim->memory_kb < 1024 || lim->memory_kb > 16384L * 1024 ||
	    lim->output_kb < 1 || lim->output_kb > 1024L * 1024) {
		diag_set(im->d,
		         "%s: the limits (time %g s, memory %g MiB, output %g MiB) are outside our manifest's "
		         "(0.001..60 s, 1..16384 MiB, 0.001..1024 MiB)",
		         im->pkg->yaml, lim->time_ms / 1000.0, lim->memory_kb / 1024.0, lim->output_kb / 1024.0);
		return -1;
	}
	format_number(t, sizeof t, lim->time_ms / 1000.0);
	format_number(m, sizeof m, lim->memory_kb / 1024.0);
	format_number(o, sizeof o, lim->output_kb / 1024.0);
	snprintf(buf, size, "{time: %s, memory: %s, output: %s}", t, m, o);
	return 0;
}

/* Kattis' default output validator as ours, or the package's own program. */
static int checker_text(struct importer *im, FILE *f)
{
	const struct checker_spec *c = &im->pkg->problem->checker;
	if (c->kind == CHECKER_CUSTOM || c->kind == CHECKER_INTERACTIVE) {
		fprintf(f, "checker: {type: %s, program: %s, convention: %s",
		        c->kind == CHECKER_CUSTOM ? "custom" : "interactive", im->checker_rel,
		        c->convention == CONVENTION_TESTLIB ? "testlib" : "kattis");
		for (size_t i = 0; i < c->nflags; i++) {
			char *q = quote(c->flags[i], 1);
			fprintf(f, "%s%s", i ? ", " : ", flags: [", q);
			free(q);
		}
		fprintf(f, "%s}\n", c->nflags ? "]" : "");
		return 0;
	}
	if (c->kind == CHECKER_TOKENS && !c->fold_case && !c->space_sensitive) {
		fputs("checker: tokens\n", f);
		return 0;
	}
	fprintf(f, "checker: {type: %s", c->kind == CHECKER_FLOAT ? "float" : "tokens");
	if (c->kind == CHECKER_FLOAT) {
		char a[32], r[32];
		if (c->abs_tol > 1 || c->rel_tol > 1) {
			diag_set(im->d,
			         "%s: float tolerances over 1 (absolute %g, relative %g) are outside our manifest's",
			         im->pkg->yaml, c->abs_tol, c->rel_tol);
			return -1;
		}
		format_number(a, sizeof a, c->abs_tol);
		format_number(r, sizeof r, c->rel_tol);
		fprintf(f, ", abs: %s, rel: %s", a, r);
	}
	if (c->fold_case)
		fputs(", fold_case: true", f);
	if (c->space_sensitive)
		fputs(", space_sensitive: true", f);
	fputs("}\n", f);
	return 0;
}

static int write_manifest(struct importer *im, const char *time_from)
{
	const struct package *pkg = im->pkg;
	const struct problem *p = pkg->problem;
	char limits[160];
	if (limit_text(im, limits, sizeof limits) < 0)
		return -1;
	char *text = NULL;
	size_t len = 0;
	FILE *f = open_memstream(&text, &len);
	char *title = quote(p->title, 1), *from = quote(im->origin, 1);
	const char *format = pkg->polygon                      ? "polygon"
	                     : pkg->version == PACKAGE_LEGACY ? "kattis-legacy"
	                                                      : "kattis-2023-07";
	fprintf(f, "# Made by judge import from the %s %s (%s): its cases, answers\n",
	        pkg->polygon ? "Polygon package" : "Kattis problem package", from, format);
	fprintf(f, "# and submissions as they were. See problems/README.md, \"Imported problems\".\n");
	fprintf(f, "id: %s\ntitle: %s\n", im->id, title);
	if (p->source) {
		char *source = quote(p->source, 1);
		fprintf(f, "source: %s\n", source);
		free(source);
	}
	fprintf(f, "imported: {from: %s, format: %s}\n", from, format);
	fprintf(f, "limits: %s  # time: %s\n", limits,
	        !time_from                           ? "derived from the accepted submissions"
	        : !strcmp(time_from, "problem.yaml") ? "the package's, from problem.yaml"
	        : !strcmp(time_from, "problem.xml")  ? "the package's, from problem.xml"
	                                             : "the package's, from .timelimit");
	fprintf(f, "solver: %s\n", im->solver_rel);
	int rc = checker_text(im, f);
	if (im->validator_rel)
		fprintf(f, "validator: %s\n", im->validator_rel);
	fputs("tests:\n", f);
	for (size_t i = 0; i < p->ntests; i++)
		fprintf(f, "  - {name: %s}\n", im->names[i]);
	fclose(f);
	char *path = xasprintf("%s/problem.yaml", im->pdir);
	if (rc == 0)
		rc = write_text(im, path, text);
	free(path);
	free(text);
	free(title);
	free(from);
	return rc;
}

/* ---- staging and installing ---- */

static const char *const solver_exts[] = { ".c", ".cpp" };

int import_id_free(const char *root, const char *id, struct diag *d)
{
	if (problem_id_check(id, d) < 0)
		return -1;
	char *paths[4] = { xasprintf("problems/%s", id), xasprintf("testdata/%s", id),
		           xasprintf("solvers/%s%s", id, solver_exts[0]),
		           xasprintf("solvers/%s%s", id, solver_exts[1]) };
	int rc = 0;
	for (size_t i = 0; i < 4 && rc == 0; i++) {
		char *abs = xasprintf("%s/%s", root, paths[i]);
		if (path_exists(abs)) {
			diag_set(d, "%s: already exists (choose another id with --id)", paths[i]);
			rc = -1;
		}
		free(abs);
	}
	for (size_t i = 0; i < 4; i++)
		free(paths[i]);
	return rc;
}

/* Renames stage/REL to root/REL for each, in order; on failure the ones done go back (util.h). */
static int install(struct importer *im, char *const *rels, size_t n)
{
	return install_staged(im->stage, im->root, rels, n, im->d);
}

/*
 * A stage is held with an exclusive flock() on its folder while its import
 * lives; the lock goes with the process, however it ends (a kill -9, running
 * out of memory). So a stage nobody holds is left from an import that died:
 * the next import removes every such stage of the repository.
 */
static void remove_stale_stages(const char *root)
{
	DIR *dh = opendir(root);
	struct dirent *e;
	while (dh && (e = readdir(dh))) {
		if (strncmp(e->d_name, ".import-", 8) != 0)
			continue;
		int fd = openat(dirfd(dh), e->d_name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);
		if (fd < 0)
			continue;
		if (flock(fd, LOCK_EX | LOCK_NB) == 0) {
			char *path = xasprintf("%s/%s", root, e->d_name);
			remove_tree(path);
			free(path);
		}
		close(fd);
	}
	if (dh)
		closedir(dh);
}

static int make_stage(struct importer *im)
{
	remove_stale_stages(im->root);
	char *tmpl = xasprintf("%s/.import-%s-XXXXXX", im->root, im->id);
	if (!mkdtemp(tmpl)) {
		diag_errno(im->d, "cannot create a folder in '%s'", im->root);
		free(tmpl);
		return -1;
	}
	im->stage = tmpl;
	im->stage_fd = open(tmpl, O_RDONLY | O_DIRECTORY | O_CLOEXEC);
	if (im->stage_fd < 0 || flock(im->stage_fd, LOCK_EX) < 0) {
		diag_errno(im->d, "cannot lock '%s'", tmpl);
		return -1;
	}
	im->pdir = xasprintf("%s/problems/%s", im->stage, im->id);
	im->tdir = xasprintf("%s/testdata/%s", im->stage, im->id);
	char *solvers = xasprintf("%s/solvers", im->stage);
	int rc = mkdir_p(im->pdir, 0755, im->d) < 0 || mkdir_p(im->tdir, 0755, im->d) < 0 ||
	                         mkdir_p(solvers, 0755, im->d) < 0
	                 ? -1
	                 : 0;
	free(solvers);
	return rc;
}

/* The staged problem must be one our schema accepts, with all its files. */
static int check_stage(struct importer *im)
{
	struct diag why;
	struct problem *p = problem_load(im->stage, im->id, PROBLEM_NEED_DATA, &why);
	if (!p) {
		diag_set(im->d, "the manifest written does not load (a bug of judge import): %s", why.msg);
		return -1;
	}
	problem_free(p);
	return 0;
}

int import_package(const struct package *pkg, const char *root, const char *id, const char *origin,
                   const char *time_from, struct import_result *r, struct diag *d)
{
	memset(r, 0, sizeof *r);
	struct importer im = { .pkg = pkg, .root = root, .id = id, .r = r, .d = d, .stage_fd = -1 };
	im.origin = origin ? origin : base_name(pkg->dir);
	r->id = xstrdup(id);
	for (size_t i = 0; i < pkg->notes.n; i++)
		strv_push(&r->not_imported, pkg->notes.v[i]);
	int rc = import_id_free(root, id, d) < 0 || make_stage(&im) < 0 || copy_tests(&im) < 0 ||
	                         copy_solver(&im) < 0 || copy_submissions(&im) < 0 || copy_validator(&im) < 0 ||
	                         copy_checker(&im) < 0 || copy_statement(&im) < 0
	                 ? -1
	                 : 0;
	if (rc == 0 && pkg->polygon) {
		list_scoring(&im);
		skip(&im, "problem.xml: the generators and the script are not carried over (the tests they made are), "
		          "nor the other files of files/");
	} else if (rc == 0) {
		list_scoring(&im);
		list_data(&im);
		list_top(&im);
		list_yaml_keys(&im);
	}
	if (rc == 0) {
		rc = write_manifest(&im, time_from) < 0 || check_stage(&im) < 0 ? -1 : 0;
	}
	char *rels[3] = { xasprintf("testdata/%s", id), im.solver_rel ? xstrdup(im.solver_rel) : NULL,
		          xasprintf("problems/%s", id) };
	if (rc == 0)
		rc = install(&im, rels, 3);
	for (size_t i = 0; rc == 0 && i < 3; i++)
		strv_push(&r->files, rels[i]);
	for (size_t i = 0; i < 3; i++)
		free(rels[i]);
	if (im.stage)
		remove_tree(im.stage);
	if (im.stage_fd >= 0)
		close(im.stage_fd);
	free(im.stage);
	free(im.pdir);
	free(im.tdir);
	free(im.solver_rel);
	free(im.validator_rel);
	free(im.checker_rel);
	free(im.statement);
	for (size_t i = 0; im.names && im.names[i]; i++)
		free(im.names[i]);
	free(im.names);
	return rc;
}

void import_result_free(struct import_result *r)
{
	free(r->id);
	free(r->solver);
	free(r->validator);
	strv_free(&r->files);
	strv_free(&r->not_imported);
}
