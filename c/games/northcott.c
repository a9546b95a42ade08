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
  v.sg = abs(b - w) - 1;
  v.flags = 0;
  return v;
}

/* The cells lo..hi (0-based) the mover's piece may reach, besides its own. */
static void reach(const gr_comp *x, int turn, int *me, int *lo, int *hi) {
  int b, w, other;
  find(x, &b, &w);
  *me = turn == 0 ? b : w;
  other = turn == 0 ? w : b;
  if (*me < other) {
    *lo = 0;
    *hi = other - 1;
  } else {
    *lo = other + 1;
    *hi = x->len - 1;
  }
}

static gr_int legal(gr_ctx *ctx, const gr_comp *x, int turn) {
  int me, lo, hi;
  (void)ctx;
  reach(x, turn, &me, &lo, &hi);
  return hi - lo; /* every cell of lo..hi but its own */
}

static void moves(gr_ctx *ctx, const gr_comp *x, int turn, gr_movelist *ml) {
  int me, lo, hi, t, b, w, other;
  char piece = turn == 0 ? 'B' : 'W';
  const char *who = turn == 0 ? "black" : "white";
  find(x, &b, &w);
  other = turn == 0 ? w : b;
  reach(x, turn, &me, &lo, &hi);
  for (t = lo; t <= hi; t++) {
    gr_value v;
    gr_move *m;
    gr_comp *a;
    int gap_before = abs(me - other) - 1;
    if (t == me) continue;
    v.sg = abs(t - other) - 1;
    v.flags = 0;
    if ((m = gr_move_push(ml, v, me + 1, t + 1, abs(t - me))) == NULL) continue;
    m->text = gr_fmt(ctx, "%d>%d", me + 1, t + 1);
    m->label = gr_fmt(ctx, "%s piece %d → %d, %s %s (gap %d → %lld)", who, me + 1, t + 1,
                      v.sg < gap_before ? "toward" : "away from", turn ? "black" : "white",
                      gap_before, (long long)v.sg);
    a = gr_move_result1(ctx, m, x);
    a->cells[me] = '.';
    a->cells[t] = piece;
  }
}

static const char *refuse(gr_ctx *ctx, const gr_comp *x, int turn, const char *move) {
  int me, lo, hi, from = 0, to = 0;
  const char *who = turn == 0 ? "black" : "white";
  reach(x, turn, &me, &lo, &hi);
  while (*move >= '0' && *move <= '9' && from <= x->len) from = from * 10 + (*move++ - '0');
  if (*move == '>') move++;
  while (*move >= '0' && *move <= '9' && to <= x->len) to = to * 10 + (*move++ - '0');
  if (from != 0 && from != me + 1)
    return gr_fmt(ctx, "it is %s's turn: only the %s piece on %d moves", who, who, me + 1);
  if (to == me + 1) return gr_fmt(ctx, "the %s piece is already on %d", who, me + 1);
  return gr_fmt(ctx, "the %s piece on %d moves within %d to %d, never onto or past the other "
                "piece", who, me + 1, lo + 1, hi + 1);
}

static void detail(gr_ctx *ctx, gr_buf *b, const gr_comp *x, int turn) {
  int pb, pw;
  (void)ctx;
  (void)turn;
  find(x, &pb, &pw);
  gr_printf(b, ",\"black\":%d,\"white\":%d,\"gap\":%d", pb + 1, pw + 1, abs(pb - pw) - 1);
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
  .legal = legal,
  .moves = moves,
  .refuse = refuse,
  .detail = detail,
};
