/*
 * jvm.h: what the judge must know about Java sources and class files.
 *
 * Java names a source file after its public top-level class, so the judge
 * reads that name from the source before compiling (jvm_public_class), and
 * runs the class that declares `public static void main(String[])`, found in
 * the compiled class files (jvm_main_class): the public class when it has
 * main, else the only top-level class that has one. Kotlin's compiled
 * classes follow the same rule (main in main.kt is the class MainKt).
 */
#ifndef JVM_H
#define JVM_H

#include <stddef.h>

/*
 * The name of the public top-level class (or interface, enum, record) that
 * the Java source text declares, or NULL when it declares none; comments,
 * strings and nested classes are skipped. Only plain ASCII names are taken.
 * The caller frees the result.
 */
char *jvm_public_class(const char *text, size_t len);

/*
 * The class to run among the top-level class files (no '$' in the name) of
 * dir: prefer (the public class, may be NULL) when it declares main, else the
 * only class that does. Returns a malloc'ed name, or NULL with the reason in
 * why (no class has main; several have, and none is public).
 */
char *jvm_main_class(const char *dir, const char *prefer, char *why, size_t size);

#endif
