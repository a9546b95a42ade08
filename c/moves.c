/*
** moves.c — move lists: games push the moves of a component into a
** gr_movelist, which keeps only those its filters want, before any text is
** built for the rest.
*/
#include <string.h>
#include "grint.h"

void gr_movelist_init(gr_movelist *ml, gr_ctx *ctx) {
  memset(ml, 0, sizeof *ml);
  ml->ctx = ctx;
  ml->want = -1;
}

gr_move *gr_move_push(gr_movelist *ml, gr_value after, gr_int from, gr_int to, gr_int count) {
  gr_move *m;
  if (ml->full) return NULL;
  if (ml->only_over && !(after.flags & GR_OVER)) return NULL;
  if (ml->want >= 0 && (after.flags != 0 || after.sg != ml->want)) return NULL;
  if (ml->match && ((ml->m_from >= 0 && from != ml->m_from) ||
                    (ml->m_to >= 0 && to != ml->m_to) ||
                    (ml->m_count >= 0 && count != ml->m_count)))
    return NULL;
  if (ml->count_only) { /* wanted: counted, never built */
    ml->n++;
    return NULL;
  }
  if (ml->n == ml->cap) {
    gr_int cap = ml->cap ? ml->cap * 2 : 16;
    gr_move *nm = gr_alloc(ml->ctx, (size_t)cap * sizeof *nm);
    if (ml->n) memcpy(nm, ml->m, (size_t)ml->n * sizeof *nm);
    ml->m = nm;
    ml->cap = cap;
  }
  m = &ml->m[ml->n++];
  memset(m, 0, sizeof *m);
  m->value = after;
  m->from = from;
  m->to = to;
  m->count = count;
  if (ml->keep > 0 && ml->n >= ml->keep) ml->full = 1;
  return m;
}

gr_comp *gr_move_result(gr_ctx *ctx, gr_move *m, const gr_comp *x, int k) {
  gr_comp *a = gr_alloc(ctx, (size_t)(k > 0 ? k : 1) * sizeof *a);
  int i;
  for (i = 0; i < k; i++) a[i] = *x;
  m->after = a;
  m->nafter = k;
  return a;
}

gr_comp *gr_move_result1(gr_ctx *ctx, gr_move *m, const gr_comp *x) {
  gr_comp *a = gr_move_result(ctx, m, x, 1);
  if (x->cells != NULL) a->cells = gr_strndup(ctx, x->cells, (size_t)x->len);
  return a;
}
