/*
** sweep.h — the oracle comparison every suite uses: the engine's whole
** analysis of a position checked against plain minimax, field by field, in
** both listing modes (all moves, winning moves):
**   - position, turn, verdict, over, threat, legal (in all and per
**     component), listed, the winning list, and suggest (a legal move;
**     winning when one wins; one that makes three when one does; one that
**     hands over no three when that can be avoided);
**   - each component's index, game, param, body, text, over, threat, its
**     value, and its game's own members (fields.c: stairs, gap, stretches,
**     threes, runs, values/heads, edges/nodes);
**   - each move's component, after, winning, wins, from/to/count and label
**     (fields.c), sg_after and nimsum_after; and `played` of the page's
**     play-and-analyse call;
**   - every move's notation played to where the oracle goes.
** Values come without SG theory: G has value h exactly when G + nim:h is
** lost for the player to move (h = 0..sg_max), asked of the oracle for each
** component, for what each move leaves, and for each component of the
** position after it; nimsum and nimsum_after are the XOR of such values
** (null when one is null: a Treblecross strip over or with a threat).
** Games whose outcomes go beyond the nim-sum (draws, misère play, verdicts
** no rule decides) use run_family_opts (outcomes.c) instead.
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
/* 1 when the lists hold the same strings, each as often (sorts both). */
int sw_same(swlist *a, swlist *b);
/* The strings of l, space-separated, into out (cap bytes; cut short to fit). */
void sw_join(const swlist *l, char *out, size_t cap);

/* Checks that gr_play(pos, move) gives want; or refuses the move as
** illegal with a message holding `says`. */
void sw_expect_play(gr_ctx *ctx, const char *pos, const char *move, const char *want);
void sw_expect_refusal(gr_ctx *ctx, const char *pos, const char *move, const char *says);

/* The analysis of text as a tree (caller frees), or NULL after a failed check. */
jval *sw_analyze(gr_ctx *ctx, const char *text, gr_moves_mode mode);

/* Checks every root against one oracle, and the Grundy value of every
** single component in sg ("…@2": the second player moves): G has value h
** exactly when G + nim:h is lost for the player to move, for h = 0..sg_max.
** Prints one timing line; frees both lists. */
void sw_family(gr_ctx *ctx, const char *name, swlist *roots, swlist *sg, int sg_max);

/* Seconds of processor time, for timing lines. */
double sw_now(void);

/* ---- outcomes.c ---- */

typedef swlist strlist;
#define sl_add sw_add
#define sl_free sw_free

/* How run_family_opts checks its roots. */
typedef struct sweep_opts {
  int draws;  /* the oracle may find draws (tokens on graphs with cycles) */
  /* NULL: the engine must decide every root. Else 1 for the roots it must
  ** decide and 0 for those where it must say the verdict is not known (a
  ** null verdict, no winning moves, every move's "winning" null). */
  int (*known)(const opos *p);
  int checks; /* 1: the engine's self-checks on (gr_set_checks) while the roots are analysed */
} sweep_opts;

/* Checks every root of `roots` and the Grundy value (or the loopy reach) of
** every component of `sg` (may be NULL) against one oracle, then frees both
** lists. A root or component ending "@2" has the second player to move. */
void run_family_opts(const char *name, strlist *roots, strlist *sg, const sweep_opts *opt);

#endif
