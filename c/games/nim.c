/*
** nim.c — Nim: a heap of stones; a move takes any positive number of them.
** SG(h) = h. Notation: "nim:7" (one heap), "nim:3,4,5" (three heaps).
*/
#include "../grint.h"

static void parse(gr_cursor *c, gr_comp *x) {
  x->n = gr_read_long(c, 0, GR_MAX_HEAP, "a heap size");
  if (!gr_at_comp_end(c)) gr_syntax(c, "a Nim heap is a whole number, like nim:7");
}

static void format(gr_buf *b, const gr_comp *x) { gr_putl(b, x->n); }

static gr_value value(gr_ctx *ctx, const gr_comp *x) {
  gr_value v = {x->n, 0};
  (void)ctx;
  return v;
}

static long count_moves(const gr_comp *x, int turn) {
  (void)turn;
  return x->n;
}

static void moves(gr_ctx *ctx, const gr_comp *x, int turn, gr_movelist *ml) {
  long to = 0, last = x->n - 1;
  (void)turn;
  if (ml->want >= 0 || (ml->match && ml->m_to >= 0)) { /* one move at most */
    long only = ml->want >= 0 ? ml->want : ml->m_to;
    if (only >= x->n) return;
    to = last = only;
  }
  for (; to <= last; to++) {
    gr_value v = {to, 0};
    gr_move *m = gr_move_push(ml, v, x->n, to, x->n - to);
    if (m == NULL) continue;
    m->text = gr_fmt(ctx, "%ld>%ld", x->n, to);
    m->label = gr_fmt(ctx, "take %ld (%ld → %ld)", x->n - to, x->n, to);
    m->after = *x;
    m->after.n = to;
  }
}

const gr_game gr_game_nim = {
  .name = "nim",
  .title = "Nim",
  .notation = "heap sizes, e.g. nim:3,4,5",
  .example = "nim:3,4,5",
  .parse = parse,
  .format = format,
  .value = value,
  .count_moves = count_moves,
  .moves = moves,
};
