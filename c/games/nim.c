/*
** nim.c — Nim: a heap of stones; a move takes any positive number of them.
** SG(h) = h. Notation: "nim:7" (one heap), "nim:3,4,5" (three heaps); heaps
** up to 2^63 - 1.
*/
#include "../grint.h"

static void parse(gr_cursor *c, gr_comp *x) {
  x->n = gr_read_int(c, 0, GR_MAX_HEAP, "a heap size");
  if (!gr_at_comp_end(c)) gr_syntax(c, "a Nim heap is a whole number, like nim:7");
}

static void format(gr_buf *b, const gr_comp *x) { gr_puti(b, x->n); }

static gr_value value(gr_ctx *ctx, const gr_comp *x) {
  gr_value v = {x->n, 0};
  (void)ctx;
  return v;
}

static gr_int legal(gr_ctx *ctx, const gr_comp *x, int turn) {
  (void)ctx;
  (void)turn;
  return x->n;
}

static void push(gr_ctx *ctx, const gr_comp *x, gr_movelist *ml, gr_int to) {
  gr_value v = {to, 0};
  gr_move *m = gr_move_push(ml, v, x->n, to, x->n - to);
  if (m == NULL) return;
  m->text = gr_fmt(ctx, "%lld>%lld", (long long)x->n, (long long)to);
  m->label = gr_fmt(ctx, "take %lld (%lld → %lld)", (long long)(x->n - to), (long long)x->n,
                    (long long)to);
  gr_move_result(ctx, m, x, 1)->n = to;
}

static void moves(gr_ctx *ctx, const gr_comp *x, int turn, gr_movelist *ml) {
  gr_int to;
  (void)turn;
  if (ml->match && ml->m_from >= 0 && ml->m_from != x->n) return;
  if (ml->want >= 0 || (ml->match && (ml->m_to >= 0 || ml->m_count >= 0))) { /* one at most */
    gr_int only = ml->want >= 0 ? ml->want : ml->m_to >= 0 ? ml->m_to : x->n - ml->m_count;
    if (only >= 0 && only < x->n) push(ctx, x, ml, only);
    return;
  }
  for (to = x->n - 1; to >= 0 && !ml->full; to--) push(ctx, x, ml, to); /* smallest first */
}

static const char *refuse(gr_ctx *ctx, const gr_comp *x, int turn, const char *move) {
  (void)turn;
  if (x->n == 0) return "the heap is empty";
  return gr_fmt(ctx, "a move takes some stones from the heap of %lld, like %lld>%lld (\"%.20s\" "
                "does not)", (long long)x->n, (long long)x->n, (long long)(x->n - 1), move);
}

const gr_game gr_game_nim = {
  .name = "nim",
  .title = "Nim",
  .notation = "heap sizes, e.g. nim:3,4,5",
  .example = "nim:3,4,5",
  .parse = parse,
  .format = format,
  .value = value,
  .legal = legal,
  .moves = moves,
  .refuse = refuse,
};
