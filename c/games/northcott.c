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
**
** Component: cells and len, the row ".BW".
*/
#include <stdlib.h>
#include <string.h>
#include "../game.h"
#include "../search.h"
#include "../judge.h"
#include "words.h"

#define MAX_WIDTH 4096 /* cells in a row */
/* The judge's bounds, as the problem states them. */
#define NC_MIN_N 1
#define NC_MAX_N 1000
#define NC_MIN_M 2
#define NC_MAX_M 100

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
  gr_read_cells(c, x, ".BW", 2, MAX_WIDTH, GR_W(word_northcott_row), GR_W(word_northcott_made));
  for (i = 0; i < x->len; i++) {
    nb += x->cells[i] == 'B';
    nw += x->cells[i] == 'W';
  }
  if (nb != 1 || nw != 1) {
    c->p = s;
    gr_syntax(c, gr_m2(c->ctx, GR_M(err_northcott_pieces), gr_i(nb), gr_i(nw)));
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
    m->label = gr_m4(ctx, turn == 0 ? (v.sg < gap_before ? GR_M(move_northcott_black_toward)
                                                          : GR_M(move_northcott_black_away))
                                    : (v.sg < gap_before ? GR_M(move_northcott_white_toward)
                                                          : GR_M(move_northcott_white_away)),
                     gr_i(me + 1), gr_i(t + 1), gr_i(gap_before), gr_i(v.sg));
    a = gr_move_result1(ctx, m, x);
    a->cells[me] = '.';
    a->cells[t] = piece;
  }
}

static const gr_msg *refuse(gr_ctx *ctx, const gr_comp *x, int turn, const char *move) {
  int me, lo, hi, from = 0, to = 0;
  reach(x, turn, &me, &lo, &hi);
  while (*move >= '0' && *move <= '9' && from <= x->len) from = from * 10 + (*move++ - '0');
  if (*move == '>') move++;
  while (*move >= '0' && *move <= '9' && to <= x->len) to = to * 10 + (*move++ - '0');
  if (from != 0 && from != me + 1)
    return gr_m1(ctx, turn == 0 ? GR_M(refuse_northcott_turn_black)
                                : GR_M(refuse_northcott_turn_white), gr_i(me + 1));
  if (to == me + 1)
    return gr_m1(ctx, turn == 0 ? GR_M(refuse_northcott_there_black)
                                : GR_M(refuse_northcott_there_white), gr_i(me + 1));
  return gr_m3(ctx, turn == 0 ? GR_M(refuse_northcott_within_black)
                              : GR_M(refuse_northcott_within_white),
               gr_i(me + 1), gr_i(lo + 1), gr_i(hi + 1));
}

static void detail(gr_ctx *ctx, gr_buf *b, const gr_comp *x, int turn) {
  int pb, pw;
  (void)ctx;
  (void)turn;
  find(x, &pb, &pw);
  gr_printf(b, ",\"black\":%d,\"white\":%d,\"gap\":%d", pb + 1, pw + 1, abs(pb - pw) - 1);
}

/* ---- the judge: HDU 1730 -------------------------------------------------------- */

static long long nc_column_slow(gr_jr *r, long long m, const gr_msg *what) {
  return gr_jr_number_slow(r, 1, m, what, gr_m1(r->ctx, GR_M(word_northcott_m), gr_i(m)));
}

static inline long long nc_column(gr_jr *r, long long m, const gr_msg *what) {
  long long v;
  return gr_jr_number_fast(r, 1, m, &v) ? v : nc_column_slow(r, m, what);
}

static void judge_northcott(gr_jr *r) {
  long long k, i;
  for (k = 1; gr_jr_skip_blank(r) != EOF; k++) {
    long long n = gr_jr_number(r, r->strict ? NC_MIN_N : 0, gr_jr_bound(r, NC_MAX_N),
                               GR_W(word_judge_rows_n)), m;
    unsigned long long x = 0;
    gr_jr_need_token(r, k, GR_W(word_northcott_columns_m), 0, 0);
    m = gr_jr_number_why(r, NC_MIN_M, gr_jr_bound(r, NC_MAX_M), GR_W(word_northcott_columns_m),
                         r->strict ? NULL : GR_W(word_northcott_different));
    if (r->pos) {
      gr_jr_case_start(r, "northcott:");
      if (n == 0) r->why = GR_W(judge_northcott_norows);
      else if (m > MAX_WIDTH) r->why = GR_W(judge_northcott_wide);
    }
    for (i = 1; i <= n; i++) {
      long long t, j;
      gr_jr_need_token(r, k, GR_W(word_northcott_tom), i, n);
      t = nc_column(r, m, GR_W(word_northcott_tom));
      gr_jr_need_token(r, k, GR_W(word_northcott_jerry), i, n);
      j = nc_column(r, m, GR_W(word_northcott_jerry));
      if (t == j)
        gr_jr_fail(r, gr_m3(r->ctx, GR_M(judge_northcott_same), gr_i(t), gr_i(k), gr_i(i)));
      x ^= (unsigned long long)((t > j ? t - j : j - t) - 1);
      if (r->pos && r->why == NULL) { /* a row of m cells: Tom black (B), Jerry white (W) */
        if (i > 1) gr_jr_case_put(r, ",", 1);
        if (r->why == NULL && r->pos->n + (size_t)m <= (size_t)GR_MAX_TEXT) {
          size_t at = r->pos->n;
          long long c;
          for (c = 0; c < m; c++) gr_putc(r->pos, '.');
          r->pos->s[at + t - 1] = 'B';
          r->pos->s[at + j - 1] = 'W';
        } else {
          r->why = GR_W(judge_case_long);
        }
      }
      if (i == n) break;
    }
    if (x) gr_jr_put(r, "I WIN!\n", 7);
    else gr_jr_put(r, "BAD LUCK!\n", 10);
    if (r->pos) gr_jr_case_done(r, k, n, "rows");
  }
}

static const gr_judgedef judges[] = {
  {"northcott", "HDU 1730", "nim",
   "https://acm.hdu.edu.cn/showproblem.php?pid=1730", GR_W(judge_northcott_answers), "3 6\n4 5\n1 2\n1 2\n3 6\n4 5\n1 3\n1 2\n",
   judge_northcott},
  {NULL, NULL, NULL, NULL, NULL, NULL, NULL},
};

static const gr_limit limits[] = {{"width", MAX_WIDTH}, {NULL, 0}};

static void random_rows(const gr_game *g, gr_buf *b, uint64_t *seed) {
  gr_int len = gr_rand(seed, 2, 5), pb = gr_rand(seed, 0, len - 1), pw = gr_rand(seed, 0, len - 2);
  gr_int k;
  (void)g;
  if (pw >= pb) pw++;
  gr_puts(b, "northcott:");
  for (k = 0; k < len; k++) gr_putc(b, k == pb ? 'B' : k == pw ? 'W' : '.');
}

static const gr_search_caps northcott_search = {
  .turn_moves = 1, /* each player moves their own piece */
};

static const gr_front_caps northcott_front = {
  .limits = limits,
  .judges = judges,
  .random = random_rows,
};

const gr_game gr_game_northcott = {
  .name = "northcott",
  .title = GR_W(game_northcott_title),
  .notation = GR_W(game_northcott_notation),
  .example = "northcott:...BW.,B.W...,B.W...",
  .parse = parse,
  .format = gr_format_cells,
  .value = value,
  .legal = legal,
  .moves = moves,
  .copy = gr_copy_fields,
  .refuse = refuse,
  .detail = detail,
  .search = &northcott_search,
  .front = &northcott_front,
};
