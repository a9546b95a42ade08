/*
** sweep.h — the oracle comparison of test_engine.c, for the suite files: a
** family of root positions is explored and solved by the minimax oracle, and
** the engine's analysis of every root must agree with it (verdict, every
** legal move and where it leads, the verdict after each move, the winning
** moves, the suggestion), and listed single components must have the Grundy
** value the oracle finds (G has value h exactly when G + nim:h is lost).
*/
#ifndef GR_TEST_SWEEP_H
#define GR_TEST_SWEEP_H

#include "oracle.h"

typedef struct strlist {
  char **s;
  long n, cap;
} strlist;

void sl_add(strlist *l, const char *s);  /* a copy of s */
void sl_free(strlist *l);

/* How run_family_opts checks its roots. */
typedef struct sweep_opts {
  int draws;  /* the oracle may find draws (tokens on graphs with cycles) */
  /* NULL: the engine must decide every root. Else 1 for the roots it must
  ** decide and 0 for those where it must say the verdict is not known (a
  ** null verdict, no winning moves, every move's "winning" null). */
  int (*known)(const opos *p);
} sweep_opts;

/* Checks every root of `roots` and the Grundy value of every component of
** `sg` (may be NULL) against one oracle, then frees both lists. A root or
** component ending "@2" has the second player to move. */
void run_family_opts(const char *name, strlist *roots, strlist *sg, const sweep_opts *opt);
void run_family(const char *name, strlist *roots, strlist *sg); /* opt NULL */

#endif
