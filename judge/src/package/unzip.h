/*
 * unzip.h: a zip of a Kattis problem package (as `judge export --zip` writes
 * and DOMjudge reads) extracted into a folder, so that package_load() reads
 * it as any package folder.
 *
 * A zip is someone else's file, read as untrusted as the package in it: an
 * entry that would leave the folder (an absolute name, a ".." part), one that
 * is a link or anything but a regular file or a folder (its Unix mode in the
 * external attributes), one over the package's size limits (kattis.h:
 * PACKAGE_CASE_MAX for a file under data/, PACKAGE_TEXT_MAX for any other,
 * counted as it is written, not as the zip claims), more than
 * PACKAGE_MAX_CASES test inputs, an encrypted entry or a name given twice
 * refuses the whole zip, naming the entry.
 */
#ifndef UNZIP_H
#define UNZIP_H

#include "diag.h"
#include "package/kattis.h"

/* Entries of a zip at most, whatever they are (each case has an .in and an .ans, a sample maybe more). */
#define UNZIP_MAX_ENTRIES (4 * PACKAGE_MAX_CASES + 1000)

/*
 * Extracts the zip at path into dir, an empty folder of the caller's. Files
 * are created 0644, folders 0755, never following a link. Returns 0, or -1
 * with "PATH: ENTRY: why" in d; what was extracted is then left in dir for
 * the caller to remove.
 */
int unzip_package(const char *path, const char *dir, struct diag *d);

/* Whether an entry's name stays beneath the folder: not absolute, no "..", no empty part but a folder's final '/'. A
 * pure function. */
int unzip_name_ok(const char *name);

#endif
