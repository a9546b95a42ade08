/*
** outcome.c — the outcome of a sum in normal play from its components'
** values (gr_normal_outcome): Grundy values and their nim-sum, threats (the
** player to move wins at once) and finished games, Smith's loopy values of
** positions on cycles, and values too large to compute. A move is winning
** exactly when the position it leaves is lost for the player then to move,
** and the verdict after every move comes from the same function.
*/
#include <string.h>
#include "game.h"
#include "analysis.h"

void gr_tally_add(tally *t, gr_int i, const gr_comp *x, gr_value v, int active) {
  if (active) t->active++;
  if (v.flags & GR_OVER) t->over++;
  if (v.flags & GR_THREAT) t->threat++;
  if (v.flags & GR_UNKNOWN) t->unknown++;
  if (v.flags & GR_LOOPY) {
    if (t->loopy < 2) {
      t->loopy_at[t->loopy] = i;
      t->loopy_c[t->loopy] = x;
    }
    t->loopy++;
  }
  if (v.flags == 0) t->s ^= v.sg;
}

void gr_tally_remove(tally *t, gr_int i, gr_value v, int active) {
  if (active) t->active--;
  if (v.flags & GR_OVER) t->over--;
  if (v.flags & GR_THREAT) t->threat--;
  if (v.flags & GR_UNKNOWN) t->unknown--;
  if (v.flags & GR_LOOPY) {
    if (t->loopy_at[0] == i) { /* with three or more left it is a draw anyway */
      t->loopy_at[0] = t->loopy_at[1];
      t->loopy_c[0] = t->loopy_c[1];
    }
    t->loopy--;
  }
  if (v.flags == 0) t->s ^= v.sg;
}

/* Whether the loopy component x has an option of the finite value s. */
static int reaches(gr_ctx *ctx, const gr_comp *x, gr_int s) {
  int n, lo = 0, hi;
  const gr_int *r = x->game->reach(ctx, x, &n);
  hi = n;
  while (lo < hi) {
    int mid = lo + (hi - lo) / 2;
    if (r[mid] < s) lo = mid + 1;
    else hi = mid;
  }
  return lo < n && r[lo] == s;
}

/* The outcome of a sum in normal play for the player to move: 'P' lost, 'N'
** won, 'D' drawn, 0 not known.
**  - a component is over (its game's over_words): the game is over, lost;
**  - the player to move can win at once (a threat): won;
**  - a value not computed: it is known only not to be 0, so the sum is won
**    when nothing else can move (move it to a P-position), else not known;
**  - Smith: two or more loopy components draw; one wins exactly when the
**    nim-sum s of the rest is among the finite values it reaches, else draws;
**  - Sprague–Grundy: won exactly when the nim-sum is not 0. */
char gr_normal_outcome(gr_ctx *ctx, const tally *t) {
  if (t->over) return 'P';
  if (t->threat) return 'N';
  if (t->unknown) return t->unknown == 1 && t->active == 1 && t->loopy == 0 ? 'N' : 0;
  if (t->loopy >= 2) return 'D';
  if (t->loopy == 1) return reaches(ctx, t->loopy_c[0], t->s) ? 'N' : 'D';
  return t->s ? 'N' : 'P';
}

/* The same for the judges, whose cases may hold more components than a
** position: values added as they come, then the outcome. */
void gr_sum_add(gr_sum *t, gr_int i, const gr_comp *x, gr_value v, int active) {
  gr_tally_add(t, i, x, v, active);
}

char gr_sum_outcome(gr_ctx *ctx, const gr_sum *t) { return gr_normal_outcome(ctx, t); }

/* The index of the first component whose value has `flag`. */
gr_int gr_first_with(const state *st, int flag) {
  gr_int i;
  for (i = 0; i < st->pos.n; i++)
    if (st->v[i].flags & flag) return i;
  return 0;
}
