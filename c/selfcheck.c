/*
** selfcheck.c — the analysis's self-checks (gr_set_checks): its invariants
** checked afresh on every analysis, a failure named as a broken invariant.
*/
#include <stdlib.h>
#include <string.h>
#include "game.h"
#include "analysis.h"

/* ---- self-checks ---------------------------------------------------------------
** With gr_set_checks on, every analysis is checked, before it is returned,
** against invariants that follow from its own definitions; a broken one
** fails the call with GR_ECHECK and a message naming it:
**   - the verdict is the outcome of the components' values, summed afresh
**     (in normal play with plain values: N exactly when the nim-sum is not 0),
**     and the legal moves add up;
**   - each listed move's value is that of the components it leaves, valued
**     afresh; its nim-sum after and its "winning" agree with its verdict
**     after, and for the first CHECK_AFTER moves (winning ones first) that
**     verdict is the one the position after the move gets when analysed
**     afresh; no move is listed twice; a full listing has as many moves per
**     component as its legal count; the winning list is the moves marked
**     winning, empty in a P-position or a draw, not empty in an N-position
**     with moves when complete; the suggestion is a winning move when there is one;
**   - a small component (at most CHECK_MEX_MOVES moves) has as many moves as
**     its legal count, and its value is the mex of its options' values
**     (options handing over three in a row and loopy ones aside); a loopy
**     component's reach set is the finite values of its options, in
**     increasing order without repeats (any loopy component: in order);
**   - the position after a played move has the verdict the move was judged by. */

#define CHECK_MEX_MOVES 256   /* components with at most this many moves: SG = mex */
#define CHECK_MEX_COMPS 4096  /* ... the first this many of them */
#define CHECK_AFTER 64        /* moves whose position after is analysed afresh ... */
#define CHECK_AFTER_WORK 1048576.0 /* ... while their number × the components stays below */

#if defined(__GNUC__)
__attribute__((noreturn))
#endif
void gr_broken(gr_ctx *ctx, const gr_msg *invariant, const gr_msg *what) {
  gr_throw(ctx, GR_ECHECK, gr_m2(ctx, GR_M(check_failed), gr_n(invariant), gr_n(what)));
}

static const char *comp_text(gr_ctx *ctx, const gr_comp *x) {
  gr_buf b;
  gr_buf_init(&b, ctx);
  gr_format_comp(&b, x);
  return b.s;
}

static const gr_msg *value_text(gr_ctx *ctx, gr_value v) {
  if (v.flags & GR_THREAT) return GR_W(check_value_threat);
  if (v.flags & GR_OVER) return GR_W(check_value_over);
  if (v.flags & GR_LOOPY) return GR_W(check_value_loopy);
  if (v.flags & GR_UNKNOWN) return GR_W(check_value_unknown);
  return gr_m1(ctx, GR_M(check_value), gr_i(v.sg));
}

/* The value of what a move leaves, from its components valued afresh. */
static gr_value fresh_value(gr_ctx *ctx, const gr_move *m) {
  gr_value v = {0, 0};
  int k;
  for (k = 0; k < m->nafter; k++) {
    gr_value a = m->after[k].game->value(ctx, &m->after[k]);
    v.flags |= a.flags;
    v.sg ^= a.sg;
  }
  if (v.flags) v.sg = 0;
  return v;
}

static int same_value(gr_value a, gr_value b) {
  return a.flags == b.flags && (a.flags != 0 || a.sg == b.sg);
}

/* The verdict of the position after move m of component ci, analysed afresh. */
static char verdict_after(gr_ctx *ctx, const state *st, gr_int ci, const gr_move *m) {
  state s2;
  memset(&s2, 0, sizeof s2);
  s2.pos = st->pos;
  s2.most = st->most;
  s2.outcome = 1; /* misère play: the verdict by the rule, quotient or search that decides it */
  gr_apply(ctx, &s2.pos, ci, m);
  gr_evaluate(ctx, &s2);
  return s2.verdict;
}

const char *gr_verdict_text(char v) {
  return v == 'N' ? "N" : v == 'P' ? "P" : v == 'D' ? "D" : "null";
}

static int cmp_int(const void *a, const void *b) {
  gr_int x = *(const gr_int *)a, y = *(const gr_int *)b;
  return x < y ? -1 : x > y;
}

/* A small component's moves against its legal count, its value against the
** mex of its options, a loopy one's reach against its options. */
static void check_component(gr_ctx *ctx, const state *st, gr_int i) {
  const gr_comp *x = &st->pos.comp[i];
  gr_value v = st->v[i];
  gr_movelist ml;
  gr_int k, nf = 0, *fin, g;
  if (v.flags & (GR_THREAT | GR_OVER | GR_UNKNOWN)) return;
  gr_movelist_init(&ml, ctx);
  x->game->moves(ctx, x, st->pos.turn, &ml);
  if (ml.n != st->legal[i])
    gr_broken(ctx, GR_W(check_inv_legal), gr_m3(ctx, GR_M(check_legal), gr_t(comp_text(ctx, x)),
                                             gr_i(st->legal[i]), gr_i(ml.n)));
  fin = gr_alloc(ctx, (size_t)(ml.n + 1) * sizeof *fin);
  for (k = 0; k < ml.n; k++) {
    gr_value a = fresh_value(ctx, &ml.m[k]);
    if (a.flags & GR_UNKNOWN) return; /* nothing to compare with */
    if (a.flags) continue; /* hands over three in a row, or loopy */
    fin[nf++] = a.sg;
  }
  qsort(fin, (size_t)nf, sizeof *fin, cmp_int);
  for (k = 0, g = 0; k < nf; k++) /* the mex */
    if (fin[k] == g) g++;
    else if (fin[k] > g) break;
  if (v.flags == 0 && g != v.sg)
    gr_broken(ctx, GR_W(check_inv_mex), gr_m4(ctx, GR_M(check_mex), gr_t(comp_text(ctx, x)),
                                           gr_i(v.sg), gr_i(ml.n), gr_i(g)));
  if (v.flags & GR_LOOPY) {
    int n, j;
    const gr_int *r = x->game->reach(ctx, x, &n);
    gr_int u = 0;
    for (k = 0; k < nf; k++) /* the distinct finite values of the options */
      if (k == 0 || fin[k] != fin[k - 1]) fin[u++] = fin[k];
    for (j = 0; j < n && j < u && r[j] == fin[j]; j++) {}
    if (j != n || (gr_int)n != u)
      gr_broken(ctx, GR_W(check_inv_reach), gr_m3(ctx, GR_M(check_reach), gr_t(comp_text(ctx, x)),
                                               gr_i(n), gr_i(u)));
  }
}

void gr_self_check(gr_ctx *ctx, const state *st, gr_moves_mode mode, const listed *rec) {
  tally t;
  gr_int i, total = 0, *per, nwin = 0, after_done = 0, pass, mexed = 0;
  textset seen;
  double after_budget;
  char v;
  memset(&t, 0, sizeof t);
  memset(&seen, 0, sizeof seen);
  /* the verdict, from the values summed afresh */
  for (i = 0; i < st->pos.n; i++) {
    gr_tally_add(&t, i, &st->pos.comp[i], st->v[i], st->legal[i] > 0);
    total = total > GR_INT_MAX - st->legal[i] ? GR_INT_MAX : total + st->legal[i];
  }
  if (total != st->total)
    gr_broken(ctx, GR_W(check_inv_total), gr_m2(ctx, GR_M(check_total), gr_i(total),
                                             gr_i(st->total)));
  if (t.s != st->t.s)
    gr_broken(ctx, GR_W(check_inv_nimsum), gr_m2(ctx, GR_M(check_nimsum), gr_i(t.s), gr_i(st->t.s)));
  if (!st->pos.misere) {
    v = gr_normal_outcome(ctx, &t);
    if (!t.over && !t.threat && !t.loopy && !t.unknown && v != (t.s ? 'N' : 'P'))
      gr_broken(ctx, GR_W(check_inv_verdict_nimsum), gr_m2(ctx, GR_M(check_verdict_nimsum),
                                                        gr_i(t.s), gr_t(gr_verdict_text(v))));
    if (v != st->verdict)
      gr_broken(ctx, GR_W(check_inv_verdict), gr_m2(ctx, GR_M(check_verdict), gr_t(gr_verdict_text(v)),
                                                 gr_t(gr_verdict_text(st->verdict))));
  }
  /* loopy components' reach sets are in order */
  for (i = 0; i < st->pos.n; i++)
    if (st->v[i].flags & GR_LOOPY) {
      int n, k;
      const gr_int *r = st->pos.comp[i].game->reach(ctx, &st->pos.comp[i], &n);
      for (k = 1; k < n; k++)
        if (r[k] <= r[k - 1])
          gr_broken(ctx, GR_W(check_inv_reach_order),
                 gr_m3(ctx, GR_M(check_reach_order), gr_t(comp_text(ctx, &st->pos.comp[i])),
                       gr_i(r[k - 1]), gr_i(r[k])));
    }
  /* the moves listed */
  per = gr_alloc(ctx, (size_t)(st->pos.n ? st->pos.n : 1) * sizeof *per);
  memset(per, 0, (size_t)(st->pos.n ? st->pos.n : 1) * sizeof *per);
  if (rec->n > GR_MAX_MOVES)
    gr_broken(ctx, GR_W(check_inv_cap), gr_m2(ctx, GR_M(check_cap), gr_i(rec->n),
                                           gr_i(GR_MAX_MOVES)));
  for (i = 0; i < rec->n; i++) {
    gr_int ci = rec->comp[i];
    const gr_move *m = rec->m[i];
    judged j = rec->j[i];
    gr_value a = fresh_value(ctx, m);
    const char *name = gr_fmt(ctx, "%lld:%s", (long long)ci + 1, m->text);
    per[ci]++;
    if (!gr_textset_add(ctx, &seen, name))
      gr_broken(ctx, GR_W(check_inv_twice), gr_m1(ctx, GR_M(check_twice), gr_t(name)));
    if (!same_value(a, m->value))
      gr_broken(ctx, GR_W(check_inv_sg_after),
             gr_m3(ctx, GR_M(check_sg_after), gr_t(name), gr_n(value_text(ctx, m->value)),
                   gr_n(value_text(ctx, a))));
    if ((j.winning == 1) != (j.after == 'P') || (j.winning == -1) != (j.after == 0))
      gr_broken(ctx, GR_W(check_inv_winning), gr_m3(ctx, GR_M(check_winning), gr_t(name),
                                                 gr_i(j.winning), gr_t(gr_verdict_text(j.after))));
    nwin += j.winning == 1;
    if (j.plain && !st->v[ci].flags && !m->value.flags &&
        j.nimsum_after != (st->t.s ^ st->v[ci].sg ^ m->value.sg))
      gr_broken(ctx, GR_W(check_inv_nimsum_after),
             gr_m3(ctx, GR_M(check_nimsum_after), gr_t(name), gr_i(j.nimsum_after),
                   gr_i(st->t.s ^ st->v[ci].sg ^ m->value.sg)));
  }
  if (nwin != rec->nwin)
    gr_broken(ctx, GR_W(check_inv_winning_list), gr_m2(ctx, GR_M(check_winning_list), gr_i(nwin),
                                                    gr_i(rec->nwin)));
  if (mode == GR_MOVES_ALL) {
    if (!rec->complete) gr_broken(ctx, GR_W(check_inv_complete), GR_W(check_complete));
    for (i = 0; i < st->pos.n; i++)
      if (per[i] != (st->over ? 0 : st->legal[i]))
        gr_broken(ctx, GR_W(check_inv_listed),
               gr_m3(ctx, GR_M(check_listed), gr_t(comp_text(ctx, &st->pos.comp[i])),
                     gr_i(st->legal[i]), gr_i(per[i])));
  }
  if ((st->verdict == 'P' || st->verdict == 'D' || st->verdict == 0) && nwin > 0)
    gr_broken(ctx, GR_W(check_inv_unless_n), gr_m2(ctx, GR_M(check_unless_n),
                                                gr_t(gr_verdict_text(st->verdict)), gr_i(nwin)));
  if (st->verdict == 'N' && rec->complete && nwin == 0 && !st->over) /* misère: over is N */
    gr_broken(ctx, GR_W(check_inv_n_wins), GR_W(check_n_wins));
  if (mode != GR_MOVES_NONE && st->over != (rec->best == NULL))
    gr_broken(ctx, GR_W(check_inv_suggest), st->over ? GR_W(check_suggest_over)
                                                  : GR_W(check_suggest_none));
  if (nwin > 0 && gr_judge_move(ctx, st, rec->best_c, rec->best).winning != 1)
    gr_broken(ctx, GR_W(check_inv_suggest),
           gr_m1(ctx, GR_M(check_suggest_losing),
                 gr_t(gr_fmt(ctx, "%lld:%s", (long long)rec->best_c + 1, rec->best->text))));
  /* the verdict after: the first moves (winning ones first), analysed afresh */
  after_budget = CHECK_AFTER_WORK / (double)(st->pos.n + 1);
  for (pass = 0; pass < 2; pass++)
    for (i = 0; i < rec->n && after_done < CHECK_AFTER && after_done < after_budget; i++) {
      judged j = rec->j[i];
      char fresh;
      if ((j.winning == 1) != (pass == 0) || !j.after) continue;
      fresh = verdict_after(ctx, st, rec->comp[i], rec->m[i]);
      after_done++;
      if (fresh && fresh != j.after) /* (none: a search past its bound; nothing to compare) */
        gr_broken(ctx, GR_W(check_inv_verdict_after),
               gr_m3(ctx, GR_M(check_verdict_after),
                     gr_t(gr_fmt(ctx, "%lld:%s", (long long)rec->comp[i] + 1, rec->m[i]->text)),
                     gr_t(gr_verdict_text(j.after)), gr_t(gr_verdict_text(fresh))));
    }
  /* small components: SG = mex of the options */
  for (i = 0; i < st->pos.n && mexed < CHECK_MEX_COMPS; i++)
    if (!st->three && st->legal[i] <= CHECK_MEX_MOVES) {
      check_component(ctx, st, i);
      mexed++;
    }
}
