/*
** sweep.h — the oracle comparisons for the suite files. Two entry points:
**  - run_family / run_family_opts (in test_engine.c): a family of root
**    positions is explored and solved by the minimax oracle, and the engine's
**    analysis of every root must agree with it (verdict, every legal move and
**    where it leads, the verdict after each move, the winning moves, the
**    suggestion; draws and verdicts not known where the options say), and
**    listed single components must have the Grundy value the oracle finds
**    (G has value h exactly when G + nim:h is lost);
**  - sw_family (in sweep.c): the same checks of the analysis with the value
**    bound chosen per family, for games whose values pass 8.
*/
#ifndef GR_TEST_SWEEP_H
#define GR_TEST_SWEEP_H

#include "../../c/grundy.h"
#include "json.h"
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


/* A growable list of strings (malloc'd; sw_free releases it). */
typedef struct swlist {
  char **s;
  long n, cap;
} swlist;

void sw_add(swlist *l, const char *s);
/* sw_add of a printf-formatted string. */
#if defined(__GNUC__)
__attribute__((format(printf, 2, 3)))
#endif
void sw_addf(swlist *l, const char *fmt, ...);
void sw_free(swlist *l);

/* The analysis of text as a tree (caller frees), or NULL after a failed check. */
jval *sw_analyze(gr_ctx *ctx, const char *text, gr_moves_mode mode);

/* Checks every root against one oracle, and the Grundy value of every
** single component in sg ("…@2": the second player moves): G has value h
** exactly when G + nim:h is lost for the player to move, for h = 0..sg_max.
** Prints one timing line; frees both lists. */
void sw_family(gr_ctx *ctx, const char *name, swlist *roots, swlist *sg, int sg_max);

/* Seconds of processor time, for timing lines. */
double sw_now(void);

#endif
