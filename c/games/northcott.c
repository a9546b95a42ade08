/*
** northcott.c — Northcott's game (HDU 1730), one row per component. Each row
** holds a black piece (the first player's) and a white one. A player moves one
** of their own pieces any distance left or right, never onto or past the
** other piece. Notation: the row as cells, "B", "W" and ".": "northcott:...BW.".
**
** Value: the number of empty cells between the pieces, a Nim heap. Moving
** toward the other piece shrinks it; moving away grows it, and the opponent
** can undo that at once, so the heap behaves as Nim. A move away is still a
** winning move when it leaves nim-sum 0 and the edge leaves room.
*/
#include <stdlib.h>
#include <string.h>
#include "../grint.h"

static void find(const gr_comp *x, int *b, int *w) {
  int i;
  *b = *w = -1;
  for (i = 0; i < x->len; i++) {
    if (x->cells[i] == 'B') *b = i;
    if (x->cells[i] == 'W') *w = i;
  }
}

static void parse(gr_cursor *c, gr_comp *x) {
  const char *s = c->p;
  int i, nb = 0, nw = 0;
  gr_read_cells(c, x, ".BW", 2, GR_MAX_WIDTH, "a Northcott row",
                "\".\", one \"B\" (black) and one \"W\" (white)");
  for (i = 0; i < x->len; i++) {
    nb += x->cells[i] == 'B';
    nw += x->cells[i] == 'W';
  }
  if (nb != 1 || nw != 1) {
    c->p = s;
    gr_syntax(c, "a Northcott row needs exactly one B and one W (this one has %d B, %d W)",
              nb, nw);
  }
}

static gr_value value(gr_ctx *ctx, const gr_comp *x) {
  gr_value v;
  int b, w;
  (void)ctx;
  find(x, &b, &w);
  v.sg = labs((long)(b - w)) - 1;
  v.flags = 0;
  return v;
}

static void moves(gr_ctx *ctx, const gr_comp *x, int turn, gr_movelist *ml) {
  int b, w, me, other, lo, hi, t;
  char piece = turn == 0 ? 'B' : 'W';
  const char *who = turn == 0 ? "black" : "white";
  find(x, &b, &w);
  me = turn == 0 ? b : w;
  other = turn == 0 ? w : b;
  if (me < other) { /* the cells my piece may reach */
    lo = 0;
    hi = other - 1;
  } else {
    lo = other + 1;
    hi = x->len - 1;
  }
  for (t = lo; t <= hi; t++) {
    gr_value v;
    gr_move *m;
    long gap_before = labs((long)(me - other)) - 1;
    if (t == me) continue;
    v.sg = labs((long)(t - other)) - 1;
    v.flags = 0;
    if ((m = gr_move_push(ml, v, me + 1, t + 1, labs((long)(t - me)))) == NULL) continue;
    m->text = gr_fmt(ctx, "%d>%d", me + 1, t + 1);
    m->label = gr_fmt(ctx, "%s piece %d → %d, %s %s (gap %ld → %ld)", who, me + 1, t + 1,
                      v.sg < gap_before ? "toward" : "away from", turn ? "black" : "white",
                      gap_before, v.sg);
    m->after = *x;
    m->after.cells = gr_strndup(ctx, x->cells, (size_t)x->len);
    m->after.cells[me] = '.';
    m->after.cells[t] = piece;
  }
}

static void detail(gr_ctx *ctx, gr_buf *b, const gr_comp *x) {
  int pb, pw;
  (void)ctx;
  find(x, &pb, &pw);
  gr_printf(b, ",\"black\":%d,\"white\":%d,\"gap\":%ld", pb + 1, pw + 1,
            labs((long)(pb - pw)) - 1);
}

const gr_game gr_game_northcott = {
  .name = "northcott",
  .title = "Northcott's game",
  .notation = "a row of cells with one B (black, moves first) and one W (white), e.g. "
              "northcott:...BW.",
  .example = "northcott:...BW.,B.W...,B.W...",
  .parse = parse,
  .format = gr_format_cells,
  .value = value,
  .count_moves = gr_count_cells,
  .moves = moves,
  .detail = detail,
};
