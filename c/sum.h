/*
** sum.h — what the outcome of a sum depends on, kept as its components'
** values come, and the outcome it gives (outcome.c).
*/
#ifndef GR_SUM_H
#define GR_SUM_H

#include "comp.h"

/* ---- outcomes (outcome.c) ------------------------------------------------------
** The outcome of a sum in normal play depends only on this, kept as the
** components' values come (so one can be taken out and another put in). */
typedef struct gr_sum {
  gr_int s;                   /* XOR of the plain values */
  long over, threat, loopy, unknown; /* components with each flag */
  long active;                /* components with a legal move (read only with unknown) */
  gr_int loopy_at[2];         /* the first two loopy components: where ... */
  const gr_comp *loopy_c[2];  /* ... and which */
} gr_sum;
/* Adds component i (x, of value v; active: it has a legal move) to t, which
** starts zeroed. */
void gr_sum_add(gr_sum *t, gr_int i, const gr_comp *x, gr_value v, int active);
/* The analysis's outcome of the sum for the player to move: 'P', 'N', 'D'
** (neither can force a win), or 0 when nothing decides it. */
char gr_sum_outcome(gr_ctx *ctx, const gr_sum *t);
/* The verdict of a whole position (normal or misère play), as gr_analyze
** gives it. */
char gr_pos_verdict(gr_ctx *ctx, const gr_pos *pos);

#endif
