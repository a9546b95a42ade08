/*
** splitnim.c — split Nim (AcWing 894): a move takes one heap of n stones away
** and puts down two heaps of fewer than n stones each (either may be empty,
** and together they may hold more than n). Notation: "splitnim:2,3" (heaps up
** to GR_MAX_SPLIT). Moves: "5>1+3" (the heaps put down, the smaller first;
** an empty one is no heap: "5>0+3" leaves one heap of 3, "5>0+0" nothing).
**
** Value: SG(0) = 0 and SG(n) is the n-th odious number (1, 2, 4, 7, 8, 11, …:
** an odd number of 1s in binary), 2(n-1) + 1 when n-1 has an even number of
** 1s, else 2(n-1). Proof: a heap of n plays as a coin on cell n of Mock
** Turtles (turn over one, two or three coins, the rightmost from heads to
** tails), whose values are those numbers: the heaps i, j < n put down are
** the coins turned with it (an empty heap, or two equal heaps, turn nothing:
** their values cancel), so the options' values are the same sets. tests/c
** check it against plain minimax and a mex over every heap up to 1000.
**
** Component: n, the heap.
*/
#include <string.h>
#include "../game.h"
#include "../judge.h"
#include "words.h"

#define GR_MAX_SPLIT 1000000 /* a heap: its moves are its pairs of smaller heaps */
#define SPLIT_WINS 1000      /* the splits of one heap to a value listed at most (then ml->more) */

extern const gr_game gr_game_splitnim;

static gr_int bits(gr_int x) {
  gr_int n = 0;
  for (; x; x &= x - 1) n++;
  return n;
}

static gr_int heap_sg(gr_int n) { return n == 0 ? 0 : 2 * (n - 1) + (bits(n - 1) % 2 == 0); }

/* The heap worth g, or -1 (every value is some heap's, but for the even
** numbers with an odd count of 1s and the odd ones with an even count). */
static gr_int heap_of(gr_int g) {
  gr_int n = g == 0 ? 0 : g / 2 + 1;
  return heap_sg(n) == g ? n : -1;
}

static void parse(gr_cursor *c, gr_comp *x) {
  x->n = gr_read_int(c, 0, GR_MAX_SPLIT, GR_W(word_heap_size));
  if (!gr_at_comp_end(c)) gr_syntax(c, GR_W(err_splitnim_body));
}

static void format(gr_buf *b, const gr_comp *x) { gr_puti(b, x->n); }

static gr_value value(gr_ctx *ctx, const gr_comp *x) {
  gr_value v = {0, 0};
  (void)ctx;
  v.sg = heap_sg(x->n);
  return v;
}

/* Pairs i <= j < n. */
static gr_int legal(gr_ctx *ctx, const gr_comp *x, int turn) {
  (void)ctx;
  (void)turn;
  return x->n * (x->n + 1) / 2;
}

static void push(gr_ctx *ctx, const gr_comp *x, gr_movelist *ml, gr_int i, gr_int j) {
  gr_value v = {0, 0};
  gr_move *m;
  gr_comp *r;
  v.sg = heap_sg(i) ^ heap_sg(j);
  if ((m = gr_move_push(ml, v, x->n, i, 1)) == NULL) return; /* to: the first heap left */
  m->text = gr_fmt(ctx, "%lld>%lld+%lld", (long long)x->n, (long long)i, (long long)j);
  m->label = gr_m3(ctx, GR_M(move_splitnim), gr_i(x->n), gr_i(i), gr_i(j));
  if (i == 0) { /* an empty heap is none */
    gr_move_result(ctx, m, x, 1)->n = j;
    return;
  }
  r = gr_move_result(ctx, m, x, 2);
  r[0].n = i;
  r[1].n = j;
}

static void moves(gr_ctx *ctx, const gr_comp *x, int turn, gr_movelist *ml) {
  gr_int n = x->n, i, j;
  (void)turn;
  if (ml->want >= 0) { /* the partner of each i, if it is a heap below n */
    gr_int found = 0;
    for (i = 0; i < n && !ml->full; i++) {
      if ((j = heap_of(heap_sg(i) ^ ml->want)) < i || j >= n) continue;
      if (found++ == SPLIT_WINS) { /* a large heap has about n/2 of them: the first are listed */
        ml->more = 1;
        return;
      }
      push(ctx, x, ml, i, j);
    }
    return;
  }
  for (i = 0; i < n && !ml->full; i++)
    for (j = i; j < n && !ml->full; j++) push(ctx, x, ml, i, j);
}

static const gr_msg *refuse(gr_ctx *ctx, const gr_comp *x, int turn, const char *move) {
  (void)turn;
  (void)move;
  if (x->n == 0) return GR_W(refuse_splitnim_empty);
  return gr_m1(ctx, GR_M(refuse_splitnim), gr_i(x->n));
}

/* ---- the judge: AcWing 894 ---------------------------------------------------------
** n, then a line of n heaps; one case. */

static void judge_acwing894(gr_jr *r) {
  long long n, i;
  gr_sum s;
  memset(&s, 0, sizeof s);
  if (gr_jr_skip_blank(r) == EOF)
    gr_jr_fail(r, gr_m1(r->ctx, GR_M(judge_empty), gr_n(GR_W(word_splitnim_heaps_n))));
  n = gr_jr_number(r, r->strict ? 1 : 0, gr_jr_bound(r, 100), GR_W(word_splitnim_heaps_n));
  gr_jr_end_line(r, GR_W(word_splitnim_heaps_n));
  if (r->pos) gr_jr_case_start(r, n > 0 ? "splitnim:" : "splitnim:0");
  if (n > 0) gr_jr_list_begin(r, 1, n, GR_W(word_heap_sizes));
  for (i = 1; i <= n; i++) {
    gr_comp x;
    memset(&x, 0, sizeof x);
    x.game = &gr_game_splitnim;
    x.n = gr_jr_item(r, 1, i, n, r->strict ? 1 : 0, r->strict ? 100 : GR_MAX_SPLIT,
                     GR_W(word_heap_sizes), GR_W(word_heap_size));
    gr_jr_sum_comp(r, &s, i, &x);
    if (r->pos) {
      if (i > 1) gr_jr_case_put(r, ",", 1);
      gr_jr_case_num(r, x.n);
    }
    if (i == n) break;
  }
  if (n > 0) gr_jr_end_items(r, 1, n, GR_W(word_heap_sizes));
  gr_jr_puts(r, gr_jr_sum_wins(r, &s, 1) ? "Yes\n" : "No\n");
  if (r->pos) gr_jr_case_done(r, 1, n, "heaps");
  gr_jr_no_more_one(r);
}

static const gr_judgedef judges[] = {
  {"acwing894", "AcWing 894", "multisg",
   "https://www.acwing.com/problem/content/896/", GR_W(judge_splitnim_answers), "2\n2 3\n", judge_acwing894},
  {NULL, NULL, NULL, NULL, NULL, NULL, NULL},
};

static const gr_limit limits[] = {{"heap", GR_MAX_SPLIT}, {NULL, 0}};

/* One heap of at most 3, or two of at most 2: a heap of n may end as
** 2^(n-1) heaps, so this ends as 4 heaps at most (three such components and
** a Nim heap, 13: within what a plain minimax holds). */
static void random_heaps(const gr_game *g, gr_buf *b, uint64_t *seed) {
  gr_int n = gr_rand(seed, 1, 2), i;
  (void)g;
  gr_puts(b, "splitnim:");
  for (i = 0; i < n; i++) gr_printf(b, "%s%lld", i ? "," : "", (long long)gr_rand(seed, 0, n == 1 ? 3 : 2));
}

/* The splits to one value a listing may list (moves() lists the first
** SPLIT_WINS, and says there are more). */
static double listed(const gr_comp *x, double legal, double text, double *bytes) {
  (void)legal;
  (void)text;
  (void)bytes;
  return x->n < SPLIT_WINS ? (double)x->n : (double)SPLIT_WINS + 1;
}

static const gr_front_caps splitnim_front = {
  .listed = listed,
  .limits = limits,
  .judges = judges,
  .random = random_heaps,
};

const gr_game gr_game_splitnim = {
  .name = "splitnim",
  .title = GR_W(game_splitnim_title),
  .notation = GR_W(game_splitnim_notation),
  .example = "splitnim:2,3",
  .parse = parse,
  .format = format,
  .value = value,
  .legal = legal,
  .moves = moves,
  .copy = gr_copy_fields,
  .refuse = refuse,
  .front = &splitnim_front,
};
