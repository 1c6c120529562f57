/*
 * verdict_code.h: the verdict codes, exactly as the CLI contract spells them,
 * and the submission folders that promise them. The vocabulary every part of
 * the judge speaks, from the manifest's loader up; how a run's verdict is
 * decided is run/verdict.h's.
 */
#ifndef VERDICT_CODE_H
#define VERDICT_CODE_H

/*
 * A test of a scoring Polygon package whose testlib checker gave points
 * (quitp, exit 7) is V_AC with those points (test_report.partial): the codes
 * stay the contract's nine, as a Kattis scoring test is AC with its score.
 */
enum verdict { V_AC, V_WA, V_PE, V_TLE, V_MLE, V_OLE, V_RE, V_CE, V_JE, V_SKIPPED };

/* "AC", "WA", ... ("--" for a test that was not run). */
const char *verdict_code(enum verdict v);

/* The verdict a submissions/<folder>/ promises, or -1 for an unknown folder. */
int verdict_from_folder(const char *folder);

#endif
