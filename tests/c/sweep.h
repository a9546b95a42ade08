/*
** sweep.h — the oracle comparison for the suites in files of their own: the
** engine's whole analysis of a position checked against plain minimax
** (verdict, every legal move and where it leads, the winning moves, legal
** counts per component), and Grundy values found without SG theory. The
** same checks as test_engine.c's own sweep, with the value bound chosen per
** family, for games whose values pass 8.
*/
#ifndef GR_TEST_SWEEP_H
#define GR_TEST_SWEEP_H

#include "../../c/grundy.h"
#include "json.h"
#include "oracle.h"

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
