/*
** test.h — the engine tests' tiny harness, in the manner of sds's test_cond:
** every check counts as passed or failed; a failure prints what and where.
** Failures print at most TEST_MAX_PRINT lines so one broken rule does not
** bury the rest; the count at the end is what tells.
*/
#ifndef GR_TEST_H
#define GR_TEST_H

#include <stdio.h>

#define TEST_MAX_PRINT 60

extern long test_passed, test_failed;

/* Records one check; prints descr when it fails. */
#define test_cond(descr, c)                                                   \
  do {                                                                        \
    if (c) {                                                                  \
      test_passed++;                                                          \
    } else {                                                                  \
      test_failed++;                                                          \
      if (test_failed <= TEST_MAX_PRINT)                                      \
        printf("FAIL %s:%d: %s\n", __FILE__, __LINE__, (descr));              \
      else if (test_failed == TEST_MAX_PRINT + 1)                             \
        printf("(further failures not printed)\n");                          \
    }                                                                         \
  } while (0)

/* As test_cond, with a printf-style description built only on failure. */
#define test_condf(c, ...)                                                    \
  do {                                                                        \
    if (c) {                                                                  \
      test_passed++;                                                          \
    } else {                                                                  \
      test_failed++;                                                          \
      if (test_failed <= TEST_MAX_PRINT) {                                    \
        printf("FAIL %s:%d: ", __FILE__, __LINE__);                           \
        printf(__VA_ARGS__);                                                  \
        putchar('\n');                                                        \
      } else if (test_failed == TEST_MAX_PRINT + 1) {                         \
        printf("(further failures not printed)\n");                           \
      }                                                                       \
    }                                                                         \
  } while (0)

/* Claims the engine's independent checker refused on purpose (a test that
** corrupts a value adds what it caused): any other refusal fails the run. */
extern long test_forced_refusals;

/* Set by the main program: nonzero for the reduced sweep (sanitizer runs). */
extern int test_quick;

/* The oracle check every game gets (test_engine.c), for suites in other
** files: each root position is decided by plain minimax and its analysis,
** moves, winning moves and plays must agree; each text of sg (one component,
** "@2" for the second player) must have the value minimax finds for it. */
void test_family(const char *name, const char *const *roots, long nroots,
                 const char *const *sg, long nsg);

#endif
