/*
** moves.c — move lists: games push the moves of a component into a
** gr_movelist, which keeps only those its filters want, before any text is
** built for the rest; and copies of components, the one way to make one.
*/
#include <string.h>
#include "game.h"

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

/* ---- copies of components ----------------------------------------------------- */

static void *scratch(void *ctx, size_t n) { return gr_alloc(ctx, n); }

void gr_copy_fields(const gr_comp *x, gr_comp *to, gr_alloc_fn alloc, void *ud) {
  *to = *x;
  to->data = NULL;
  if (x->cells != NULL) {
    to->cells = alloc(ud, (size_t)x->len + 1);
    memcpy(to->cells, x->cells, (size_t)x->len);
    to->cells[x->len] = '\0';
  }
  if (x->v != NULL) {
    to->v = alloc(ud, (size_t)(x->len > 0 ? x->len : 1) * sizeof *x->v);
    memcpy(to->v, x->v, (size_t)x->len * sizeof *x->v);
  }
}

/* The self-check of a copy: it reads as x and shares none of x's own memory. */
static void check_copy(gr_ctx *ctx, const gr_comp *x, const gr_comp *to) {
  const char *shared = (x->cells != NULL && to->cells == x->cells) ? "cells"
                       : (x->v != NULL && to->v == x->v)           ? "v"
                       : (x->data != NULL && to->data == x->data)  ? "data"
                                                                   : NULL;
  gr_buf a, b;
  gr_buf_init(&a, ctx);
  gr_format_comp(&a, x);
  if (to->game != x->game || shared != NULL)
    gr_throw(ctx, GR_ECHECK,
             gr_m2(ctx, GR_M(check_failed), gr_n(GR_W(check_inv_copy_owns)),
                   gr_n(shared ? gr_m2(ctx, GR_M(check_copy_shares), gr_t(a.s), gr_t(shared))
                               : gr_m1(ctx, GR_M(check_copy_game), gr_t(a.s)))));
  gr_buf_init(&b, ctx);
  gr_format_comp(&b, to);
  if (strcmp(a.s, b.s) != 0)
    gr_throw(ctx, GR_ECHECK,
             gr_m2(ctx, GR_M(check_failed), gr_n(GR_W(check_inv_copy_reads)),
                   gr_n(gr_m2(ctx, GR_M(check_copy_reads), gr_t(a.s), gr_t(b.s)))));
}

void gr_comp_copy(gr_ctx *ctx, const gr_comp *x, gr_comp *to, gr_alloc_fn alloc, void *ud) {
  if (alloc == NULL) {
    alloc = scratch;
    ud = ctx;
  }
  x->game->copy(x, to, alloc, ud);
  if (ctx->checks) check_copy(ctx, x, to);
}

gr_comp *gr_move_result(gr_ctx *ctx, gr_move *m, const gr_comp *x, int k) {
  gr_comp *a = gr_alloc(ctx, (size_t)(k > 0 ? k : 1) * sizeof *a);
  int i;
  for (i = 0; i < k; i++) gr_comp_copy(ctx, x, &a[i], NULL, NULL);
  m->after = a;
  m->nafter = k;
  return a;
}

gr_comp *gr_move_result1(gr_ctx *ctx, gr_move *m, const gr_comp *x) {
  return gr_move_result(ctx, m, x, 1);
}

/* Reads "A/B" at *s; 0 when it is not there. */
static int read_pair(const char **s, gr_int *p, gr_int *q) {
  int k;
  gr_int *out[2];
  out[0] = p;
  out[1] = q;
  for (k = 0; k < 2; k++) {
    gr_int v = 0;
    if (k == 1 && *(*s)++ != '/') return 0;
    if (**s < '0' || **s > '9') return 0;
    while (**s >= '0' && **s <= '9') {
      if (v > (GR_INT_MAX - 9) / 10) return 0;
      v = v * 10 + (*(*s)++ - '0');
    }
    *out[k] = v;
  }
  return 1;
}

int gr_move_pair(const gr_comp *x, const char *text, gr_int *c, gr_int *d) {
  gr_int a, b;
  if (*text != '>' && (!read_pair(&text, &a, &b) || a != x->v[0] || b != x->v[1])) return 0;
  return *text++ == '>' && read_pair(&text, c, d) && *text == '\0';
}
