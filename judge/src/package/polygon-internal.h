/*
 * polygon-internal.h: what polygon.c (reading problem.xml) and polygon-gen.c
 * (making the tests the package does not hold) share; no other file
 * includes it.
 */
#ifndef POLYGON_INTERNAL_H
#define POLYGON_INTERNAL_H

#include <stddef.h>

/* A test the package does not hold whole: its input generated, or its answer to be made by the main solution. */
struct polygon_todo {
	size_t test;     /* index in the problem's tests */
	char *cmd;       /* the generator's command ("gen 3 10"), or NULL: the input is stored */
	char *from_file; /* from-file: the file the cmd's one run writes for this test ("3"), or NULL: its stdout */
	int line;        /* its <test> element, for messages */
	int answer;      /* the answer is made by the main solution */
	int crlf;        /* tests-wellformed: a stored file's CR LF line ends become LF, as Polygon makes them */
};

/* An executable of files/ (a generator), by its name in the commands: "gen" for files/gen.cpp. */
struct polygon_exe {
	char *name, *source, *rel;
};

struct polygon {
	struct polygon_todo *todo;
	size_t ntodo;
	struct polygon_exe *exes;
	size_t nexes;
	char *main_source, *main_rel; /* the solution tagged main (NULL: none) */
	int made;                     /* polygon_generate() has made the tests */
	char **games;                 /* interactive: each sample's game (an .interaction file), else NULL */
	size_t ngames;
};

#endif
