/* verdict.h: the verdict codes, exactly as the CLI contract spells them. */
#ifndef VERDICT_H
#define VERDICT_H

enum verdict { V_AC, V_WA, V_PE, V_TLE, V_MLE, V_OLE, V_RE, V_CE, V_JE, V_SKIPPED };

/* "AC", "WA", ... ("--" for a test that was not run). */
const char *verdict_code(enum verdict v);

/* The verdict a submissions/<folder>/ promises, or -1 for an unknown folder. */
int verdict_from_folder(const char *folder);

#endif
