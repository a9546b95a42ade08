/*
** stonebox.c — boxes of stones (HDU 1729): a box of capacity s holds c stones;
** a move adds k stones to one box, 1 <= k <= c^2, without passing its
** capacity. So an empty box and a full one allow no move. Notation: each box
** "c/s", stones first: "stonebox:2/6,3/3" (capacities up to GR_MAX_BOX). Moves:
** "2>5" (the box's stones before and after) or ">5".
**
** Value: let t be the largest count with t + t^2 < s. From c > t one move
** reaches any count up to s (c + c^2 >= s), so the box is a Nim heap of
** s - c. From c = t every move stops short of s, each option a heap of
** 1..s-t-1: the value is 0. From c < t the value is that of the box (t, c):
** its options up to t are the same, and the ones past t are worth at least
** s - c - c^2 > t - c, more than the number of options up to t, so they
** cannot be the mex. Hence SG(s, c) = s - c when c > t, else SG(t, c), down
** to a full box (c = t) or an empty one. tests/c check it against plain
** minimax and a mex over every box up to capacity 200.
**
** Component: v[0] the stones c, v[1] the capacity s (len 2).
*/
#include <string.h>
#include "../game.h"
#include "../judge.h"
#include "words.h"

#define GR_MAX_BOX 1000000000000LL /* a box's capacity: 10^12 */
#define BOX_SCAN 2000000LL         /* options looked through for a value's moves, at most */

extern const gr_game gr_game_stonebox;

/* The largest t >= 0 with t + t^2 < s (s >= 1): a binary search, as s < 2^40. */
static gr_int fill_below(gr_int s) {
  gr_int lo = 0, hi = 2000000; /* 2·10^6 + (2·10^6)^2 > GR_MAX_BOX */
  while (lo < hi) {
    gr_int mid = (lo + hi + 1) / 2;
    if (mid + mid * mid < s) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

static gr_int box_sg(gr_int c, gr_int s) {
  for (;;) {
    gr_int t;
    if (c == 0 || c == s) return 0; /* no move */
    t = fill_below(s);
    if (c > t) return s - c;
    s = t; /* the same value as the box (t, c) */
  }
}

/* The stones a move may add: min(c^2, s - c). */
static gr_int room(gr_int c, gr_int s) {
  gr_int free = s - c;
  return c > 0 && c > free / c ? free : c * c < free ? c * c : free;
}

static void parse(gr_cursor *c, gr_comp *x) {
  const char *at;
  x->v = gr_alloc(c->ctx, 2 * sizeof *x->v);
  x->len = 2;
  x->v[0] = gr_read_int(c, 0, GR_MAX_BOX, GR_W(word_stonebox_stones));
  if (*c->p != '/') gr_syntax(c, GR_W(err_stonebox_body));
  c->p++;
  at = c->p;
  x->v[1] = gr_read_int(c, 0, GR_MAX_BOX, GR_W(word_stonebox_capacity));
  if (!gr_at_comp_end(c)) gr_syntax(c, GR_W(err_stonebox_body));
  if (x->v[0] > x->v[1]) {
    c->p = at;
    gr_syntax(c, gr_m2(c->ctx, GR_M(err_stonebox_over), gr_i(x->v[1]), gr_i(x->v[0])));
  }
}

static void format(gr_buf *b, const gr_comp *x) {
  gr_printf(b, "%lld/%lld", (long long)x->v[0], (long long)x->v[1]);
}

static gr_value value(gr_ctx *ctx, const gr_comp *x) {
  gr_value v = {0, 0};
  (void)ctx;
  v.sg = box_sg(x->v[0], x->v[1]);
  return v;
}

static gr_int legal(gr_ctx *ctx, const gr_comp *x, int turn) {
  (void)ctx;
  (void)turn;
  return room(x->v[0], x->v[1]);
}

/* The move to `to` stones. */
static void push(gr_ctx *ctx, const gr_comp *x, gr_movelist *ml, gr_int to) {
  gr_int c = x->v[0], s = x->v[1];
  gr_value v = {0, 0};
  gr_move *m;
  v.sg = box_sg(to, s);
  if ((m = gr_move_push(ml, v, c, to, to - c)) == NULL) return;
  m->text = gr_fmt(ctx, "%lld>%lld", (long long)c, (long long)to);
  m->label = gr_m4(ctx, GR_M(move_stonebox_add), gr_i(to - c), gr_i(c), gr_i(to), gr_i(s));
  gr_move_result(ctx, m, x, 1)->v[0] = to;
}

static void moves(gr_ctx *ctx, const gr_comp *x, int turn, gr_movelist *ml) {
  gr_int c = x->v[0], s = x->v[1], top = c + room(c, s), t, to;
  (void)turn;
  if (ml->match && ml->m_to >= 0) { /* the one move to m_to stones */
    if (ml->m_to > c && ml->m_to <= top) push(ctx, x, ml, ml->m_to);
    return;
  }
  if (ml->match && ml->m_count >= 0) {
    if (ml->m_count >= 1 && c + ml->m_count <= top) push(ctx, x, ml, c + ml->m_count);
    return;
  }
  if (ml->want >= 0 && top - c > BOX_SCAN) {
    /* Past t every count is a Nim heap of s minus it: one of them is worth
    ** want. Below t (at most about √s counts) each is looked at. */
    t = fill_below(s);
    for (to = c + 1; to <= t && to <= top && !ml->full; to++) push(ctx, x, ml, to);
    to = s - ml->want;
    if (to > c && to > t && to <= top) push(ctx, x, ml, to);
    return;
  }
  for (to = c + 1; to <= top && !ml->full; to++) push(ctx, x, ml, to);
}

static const gr_msg *refuse(gr_ctx *ctx, const gr_comp *x, int turn, const char *move) {
  gr_int c = x->v[0], s = x->v[1];
  (void)turn;
  (void)move;
  if (c == 0) return GR_W(refuse_stonebox_empty);
  if (c == s) return gr_m2(ctx, GR_M(refuse_stonebox_full), gr_i(c), gr_i(s));
  return gr_m3(ctx, GR_M(refuse_stonebox_add), gr_i(room(c, s)), gr_i(c), gr_i(s));
}

/* "fill": the fewest stones from which one move can fill the box (t + 1):
** from there on the box is a Nim heap of its free room. */
static void detail(gr_ctx *ctx, gr_buf *b, const gr_comp *x, int turn) {
  (void)ctx;
  (void)turn;
  gr_printf(b, ",\"fill\":%lld", (long long)(x->v[1] > 0 ? fill_below(x->v[1]) + 1 : 0));
}

/* ---- the judge: HDU 1729 ----------------------------------------------------------
** Cases until a line "0": N, then N lines "s c" (capacity, stones). Each case
** answers "Case k:" on a line, then Yes or No. */

static void judge_boxes(gr_jr *r) {
  const gr_msg *items = GR_W(word_stonebox_sc);
  long long k;
  for (k = 1;; k++) {
    gr_mark mark = gr_jr_mark(r);
    long long n, i;
    gr_sum s;
    if (gr_jr_skip_blank(r) == EOF) {
      gr_jr_no_end_mark(r, k - 1, "0");
      return;
    }
    n = gr_jr_number(r, 0, gr_jr_bound(r, 50), GR_W(word_stonebox_boxes_n));
    gr_jr_end_line(r, GR_W(word_stonebox_boxes_n));
    if (n == 0) break;
    memset(&s, 0, sizeof s);
    if (r->pos) gr_jr_case_start(r, "stonebox:");
    for (i = 1; i <= n; i++) {
      gr_int box[2];
      gr_comp x;
      if (gr_jr_skip_blank(r) == EOF)
        gr_jr_fail(r, gr_m3(r->ctx, GR_M(judge_stonebox_box), gr_i(k), gr_i(i), gr_i(n)));
      box[1] = gr_jr_number_why(r, 0, r->strict ? 1000000 : GR_MAX_BOX,
                                GR_W(word_stonebox_capacity_s),
                                r->strict ? NULL : GR_W(word_stonebox_most));
      gr_jr_need_item(r, k, 2, 2, items);
      box[0] = gr_jr_number(r, 0, box[1], GR_W(word_stonebox_stones_c));
      gr_jr_end_items(r, k, 2, items);
      memset(&x, 0, sizeof x);
      x.game = &gr_game_stonebox;
      x.v = box;
      x.len = 2;
      gr_jr_sum_comp(r, &s, i, &x);
      if (r->pos) {
        if (i > 1) gr_jr_case_put(r, ",", 1);
        gr_jr_case_num(r, box[0]);
        gr_jr_case_put(r, "/", 1);
        gr_jr_case_num(r, box[1]);
      }
    }
    gr_jr_put_case(r, k, "\n");
    gr_jr_puts(r, gr_jr_sum_wins(r, &s, k) ? "Yes\n" : "No\n");
    if (r->pos) gr_jr_case_done(r, k, n, "boxes");
    gr_jr_release(r, mark);
  }
  gr_jr_after_end_mark(r, "0");
}

static const gr_judgedef judges[] = {
  {"stonebox", "HDU 1729", "sg",
   "https://acm.hdu.edu.cn/showproblem.php?pid=1729", GR_W(judge_stonebox_answers), "3\n2 0\n3 3\n6 2\n2\n6 3\n6 3\n0\n",
   judge_boxes},
  {NULL, NULL, NULL, NULL, NULL, NULL, NULL},
};

static const gr_limit limits[] = {{"capacity", GR_MAX_BOX}, {NULL, 0}};

static void random_boxes(const gr_game *g, gr_buf *b, uint64_t *seed) {
  gr_int n = gr_rand(seed, 1, 2), i;
  (void)g;
  gr_puts(b, "stonebox:");
  for (i = 0; i < n; i++) {
    gr_int s = gr_rand(seed, 0, 9);
    gr_printf(b, "%s%lld/%lld", i ? "," : "", (long long)gr_rand(seed, 0, s), (long long)s);
  }
}

static const gr_front_caps stonebox_front = {
  .limits = limits,
  .judges = judges,
  .random = random_boxes,
};

const gr_game gr_game_stonebox = {
  .name = "stonebox",
  .title = GR_W(game_stonebox_title),
  .notation = GR_W(game_stonebox_notation),
  .example = "stonebox:2/6,3/9,1/3",
  .parse = parse,
  .format = format,
  .value = value,
  .legal = legal,
  .moves = moves,
  .copy = gr_copy_fields,
  .refuse = refuse,
  .detail = detail,
  .front = &stonebox_front,
};
