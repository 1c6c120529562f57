/*
 * polygon.h: a Codeforces Polygon package (its problem.xml) read in place as a
 * struct package (package.h), so that everything that judges, validates and
 * imports a Kattis package judges a Polygon one the same way.
 *
 * polygon_load() reads problem.xml with libxml2 and builds from it the
 * package's problem: the testset "tests" or the one JUDGE_POLYGON_TESTSET
 * names (time and memory limits, the input and answer path patterns, each
 * test stored or generated, samples; points and groups as the package's
 * scoring, a group with dependencies scored only when they pass), the
 * checker (Polygon's standard checkers by name as the judge's own comparisons
 * where their meaning is the same, else the package's testlib source), the
 * interactor and the checker Polygon runs after it, the validators
 * (testlib's convention: exit 0 accepts) and the solutions with their tags,
 * each tag a rule on the verdicts as the Kattis submissions folders are. Every file is opened beneath the package as for a
 * Kattis package (no link out, no FIFO, bounded sizes). Errors name the file
 * and the element's line: "pkg/problem.xml:42: <test method="generated"> has
 * no cmd".
 *
 * A test whose input the package does not hold (a generated test of a
 * standard package) or whose answer it does not hold is made by
 * polygon_generate(), which runs the package's generator with the test's
 * arguments (testlib seeds its generator from them) and the main solution,
 * in the sandbox, into the judge's private scratch folder: nothing is written
 * into the package.
 */
#ifndef POLYGON_H
#define POLYGON_H

#include "diag.h"
#include "package/kattis.h"
#include "problem/problem.h"

struct judge;
struct polygon;

/* Whether path is a Polygon package: it holds problem.xml and no problem.yaml. */
int polygon_dir_is(const char *path);

/*
 * Reads the Polygon package in dir. NULL with "dir/problem.xml:LINE: ..." or
 * the file at fault in d. pkg->polygon is set; the caller frees with
 * package_free().
 */
struct package *polygon_load(const char *dir, struct diag *d);

/*
 * Makes the tests pkg does not hold: each generated input by its generator,
 * each missing answer by the main solution. Does nothing when there is none,
 * or when done before. -1 with a message naming the test and the program
 * (the package's fault, as a validator that does not compile is).
 */
int polygon_generate(struct judge *j, struct package *pkg, struct diag *d);

void polygon_free(struct polygon *pg);

/*
 * Test i's game as polygon_generate() made it for an interactive sample (the
 * main solution against the interactor), a file in the judge's scratch
 * folder in the .interaction form; NULL when none was made.
 */
const char *polygon_sample_game(const struct package *pkg, size_t i);

/*
 * Polygon's standard checker name ("std::wcmp.cpp", or "wcmp") as one of the
 * judge's own comparisons in c, where the meaning is the same (see
 * docs/packages.md): 1 when mapped, 0 when the judge has no comparison of that
 * meaning (the package's source is compiled instead). A pure function.
 */
int polygon_builtin_checker(const char *name, struct checker_spec *c);

/*
 * The rule a solution's tag sets, as a Kattis submissions folder's
 * (package_submission_ok): the verdicts permitted on every test and those of
 * which one is required. -1 for a tag Polygon does not define. A pure function.
 */
int polygon_tag_rule(const char *tag, unsigned *permitted, unsigned *required);

/*
 * The path of test number i (from 1) by a Polygon path pattern ("tests/%02d"):
 * one printf conversion d with an optional 0 flag and width; "%%" is a '%'.
 * NULL with why in d for any other pattern. The caller frees it. A pure function.
 */
char *polygon_test_path(const char *pattern, long i, struct diag *d);

/*
 * The statement sections of pkg in statement-sections/LANG/ (legend, input,
 * output, notes; never the tutorial) as our statement.md, headed by the
 * problem's title: math kept, the common macros as Markdown. NULL with the
 * file and the first thing that has no Markdown of the same meaning in d
 * ("statement-sections/english/legend.tex: \\includegraphics: ..."): the
 * caller keeps the LaTeX. The caller frees the text.
 */
char *polygon_statement_md(const struct package *pkg, const char *lang, struct diag *d);

#endif
