/*
** pairsplit.c — pairs of piles (Luogu P2148, "E&D"): a pair (a, b) of piles of at
** least one stone each; a move throws one pile of the pair away and splits
** the other into two piles of at least one stone, which become the pair. So
** (a, b) becomes (x, y) with x + y = a or x + y = b, the pile x where a was.
** A pair (1, 1) has no move. Notation: "pairsplit:1/2,3/1" (two pairs; piles up to
** GR_MAX_ED). Moves: "3/1>1/2" (the pair before and after) or ">1/2".
**
** Value: SG(a, b) is the position of the lowest 0 bit of (a-1) | (b-1).
** Lemma: over the ways of writing n = X + Y (X, Y >= 0), the positions of
** the lowest 0 bit of X | Y are exactly the positions of the 1 bits of n + 1.
** (If that bit of X | Y is t, the low t bits of X | Y are all 1, so X + Y + 1
** = (the bits above t) + 2^t + (X & Y below t), with X & Y below t less than
** 2^t: bit t of n + 1 is 1. Conversely if bit t of n + 1 is 1, write n + 1 =
** H·2^(t+1) + 2^t + L, L < 2^t, and take X = 2^t - 1, Y = H·2^(t+1) + L.)
** The options (x, y) with x + y = a have X = x-1, Y = y-1 summing to a - 2,
** so by induction their values are the 1 bits of a - 1; with those of b - 1
** the mex is the lowest 0 bit of (a-1) | (b-1). tests/c check it against
** plain minimax and a mex over every pair up to 200.
**
** Component: v[0] and v[1], the two piles (len 2).
*/
#include <string.h>
#include "../game.h"
#include "../judge.h"
#include "words.h"

#define GR_MAX_ED 1000000000000000000LL /* a pile: 10^18 */
#define ED_SCAN 65536 /* splits of a pile looked at from each end for a value's moves */

extern const gr_game gr_game_pairsplit;

static gr_int pair_sg(gr_int a, gr_int b) {
  gr_int o = (a - 1) | (b - 1), t = 0;
  while (o >> t & 1) t++;
  return t;
}

static void parse(gr_cursor *c, gr_comp *x) {
  x->v = gr_alloc(c->ctx, 2 * sizeof *x->v);
  x->len = 2;
  x->v[0] = gr_read_int(c, 1, GR_MAX_ED, GR_W(word_pairsplit_pile));
  if (*c->p != '/') gr_syntax(c, GR_W(err_pairsplit_body));
  c->p++;
  x->v[1] = gr_read_int(c, 1, GR_MAX_ED, GR_W(word_pairsplit_pile));
  if (!gr_at_comp_end(c)) gr_syntax(c, GR_W(err_pairsplit_body));
}

static void format(gr_buf *b, const gr_comp *x) {
  gr_printf(b, "%lld/%lld", (long long)x->v[0], (long long)x->v[1]);
}

static gr_value value(gr_ctx *ctx, const gr_comp *x) {
  gr_value v = {0, 0};
  (void)ctx;
  v.sg = pair_sg(x->v[0], x->v[1]);
  return v;
}

/* Splitting a gives a - 1 pairs, b gives b - 1 more, unless a = b: the same. */
static gr_int legal(gr_ctx *ctx, const gr_comp *x, int turn) {
  gr_int a = x->v[0], b = x->v[1];
  (void)ctx;
  (void)turn;
  return a == b ? a - 1 : (a - 1) + (b - 1);
}

/* The move that throws away the pile `gone` and splits `split` into nx + ny. */
static void push(gr_ctx *ctx, const gr_comp *x, gr_movelist *ml, gr_int gone, gr_int nx,
                 gr_int ny) {
  gr_value v = {0, 0};
  gr_move *m;
  gr_comp *r;
  v.sg = pair_sg(nx, ny);
  if ((m = gr_move_push(ml, v, nx + ny, nx, gone)) == NULL) return;
  m->text = gr_fmt(ctx, "%lld/%lld>%lld/%lld", (long long)x->v[0], (long long)x->v[1],
                   (long long)nx, (long long)ny);
  m->label = gr_m4(ctx, GR_M(move_pairsplit), gr_i(gone), gr_i(nx + ny), gr_i(nx), gr_i(ny));
  r = gr_move_result(ctx, m, x, 1);
  r->v[0] = nx;
  r->v[1] = ny;
}

/* Every split of pile `split` (the other one thrown away); for a value's
** moves of a pile too long to look through, the splits near either end,
** with ml->more set. */
static void splits(gr_ctx *ctx, const gr_comp *x, gr_movelist *ml, gr_int split, gr_int gone) {
  gr_int nx;
  if (ml->want >= 0 && split - 1 > 2 * ED_SCAN) {
    for (nx = 1; nx <= ED_SCAN && !ml->full; nx++) push(ctx, x, ml, gone, nx, split - nx);
    for (nx = split - ED_SCAN; nx < split && !ml->full; nx++)
      push(ctx, x, ml, gone, nx, split - nx);
    ml->more = 1;
    return;
  }
  for (nx = 1; nx < split && !ml->full; nx++) push(ctx, x, ml, gone, nx, split - nx);
}

static void moves(gr_ctx *ctx, const gr_comp *x, int turn, gr_movelist *ml) {
  gr_int a = x->v[0], b = x->v[1];
  (void)turn;
  splits(ctx, x, ml, b, a); /* throw a away, split b */
  if (a != b) splits(ctx, x, ml, a, b);
}

static void find_move(gr_ctx *ctx, const gr_comp *x, int turn, const char *text,
                      gr_movelist *ml) {
  gr_int nx, ny, a = x->v[0], b = x->v[1];
  (void)turn;
  if (!gr_move_pair(x, text, &nx, &ny)) return;
  if (nx < 1 || ny < 1 || nx > GR_INT_MAX - ny) return;
  if (nx + ny == b) push(ctx, x, ml, a, nx, ny);
  else if (nx + ny == a) push(ctx, x, ml, b, nx, ny);
}

static const gr_msg *refuse(gr_ctx *ctx, const gr_comp *x, int turn, const char *move) {
  gr_int a = x->v[0], b = x->v[1];
  (void)turn;
  (void)move;
  if (a == 1 && b == 1) return GR_W(refuse_pairsplit_ones);
  if (a == b) return gr_m1(ctx, GR_M(refuse_pairsplit_same), gr_i(a));
  return gr_m2(ctx, GR_M(refuse_pairsplit), gr_i(a), gr_i(b));
}

/* "bits": (a-1) | (b-1), whose lowest 0 bit is the value. */
static void detail(gr_ctx *ctx, gr_buf *b, const gr_comp *x, int turn) {
  (void)ctx;
  (void)turn;
  gr_printf(b, ",\"bits\":%lld", (long long)((x->v[0] - 1) | (x->v[1] - 1)));
}

/* ---- the judge: Luogu P2148 ---------------------------------------------------------
** T cases, each N (even) and a line of N piles, paired in order. */

static void judge_ed(gr_jr *r) {
  long long cases = gr_jr_first_count(r, gr_jr_bound(r, 20), GR_W(word_judge_cases_t)), k;
  for (k = 1; k <= cases; k++) {
    long long n, i;
    gr_int pile[2];
    gr_sum s;
    memset(&s, 0, sizeof s);
    gr_jr_need_case(r, k, cases, GR_W(word_judge_piles_N));
    n = gr_jr_number(r, r->strict ? 2 : 0, gr_jr_bound(r, 20000), GR_W(word_judge_piles_N));
    if (n % 2 != 0) gr_jr_fail(r, gr_m1(r->ctx, GR_M(judge_pairsplit_even), gr_i(n)));
    gr_jr_end_line(r, GR_W(word_judge_piles_N));
    if (r->pos) gr_jr_case_start(r, n > 0 ? "pairsplit:" : "pairsplit:1/1"); /* no piles: no move */
    if (n > 0) gr_jr_list_begin(r, k, n, GR_W(word_pile_sizes));
    for (i = 1; i <= n; i++) {
      pile[(i - 1) % 2] = gr_jr_item(r, k, i, n, 1, r->strict ? 2000000000 : GR_MAX_ED,
                                     GR_W(word_pile_sizes), GR_W(word_pile_size));
      if (i % 2 == 0) {
        gr_comp x;
        memset(&x, 0, sizeof x);
        x.game = &gr_game_pairsplit;
        x.v = pile;
        x.len = 2;
        gr_jr_sum_comp(r, &s, i / 2, &x);
        if (r->pos) {
          if (i > 2) gr_jr_case_put(r, ",", 1);
          gr_jr_case_num(r, pile[0]);
          gr_jr_case_put(r, "/", 1);
          gr_jr_case_num(r, pile[1]);
        }
      }
      if (i == n) break;
    }
    if (n > 0) gr_jr_end_items(r, k, n, GR_W(word_pile_sizes));
    gr_jr_puts(r, gr_jr_sum_wins(r, &s, k) ? "YES\n" : "NO\n");
    if (r->pos) gr_jr_case_done(r, k, n / 2, "pairs");
  }
  gr_jr_no_more(r, cases);
}

static const gr_judgedef judges[] = {
  {"pairsplit", "Luogu P2148", "sg",
   "https://www.luogu.com.cn/problem/P2148", GR_W(judge_pairsplit_answers), "2\n4\n1 2 3 1\n6\n1 1 1 1 1 1\n", judge_ed},
  {NULL, NULL, NULL, NULL, NULL, NULL, NULL},
};

static const gr_limit limits[] = {{"pile", GR_MAX_ED}, {NULL, 0}};

static void random_pairs(const gr_game *g, gr_buf *b, uint64_t *seed) {
  gr_int n = gr_rand(seed, 1, 2), i;
  (void)g;
  gr_puts(b, "pairsplit:");
  for (i = 0; i < n; i++)
    gr_printf(b, "%s%lld/%lld", i ? "," : "", (long long)gr_rand(seed, 1, 5),
              (long long)gr_rand(seed, 1, 5));
}

/* The splits a listing of one value's moves may list: every split of a
** pile, or ED_SCAN from each end of a longer one (as splits() does). */
static double listed(const gr_comp *x, double legal, double text, double *bytes) {
  double n = 0;
  int k;
  (void)legal;
  (void)text;
  (void)bytes;
  for (k = 0; k < 2 && (k == 0 || x->v[0] != x->v[1]); k++) {
    gr_int split = x->v[k];
    n += split - 1 > 2 * ED_SCAN ? 2.0 * ED_SCAN : (double)(split - 1);
  }
  return n;
}

static const gr_front_caps pairsplit_front = {
  .limits = limits,
  .listed = listed,
  .judges = judges,
  .random = random_pairs,
};

const gr_game gr_game_pairsplit = {
  .name = "pairsplit",
  .title = GR_W(game_pairsplit_title),
  .notation = GR_W(game_pairsplit_notation),
  .example = "pairsplit:1/2,3/1",
  .parse = parse,
  .format = format,
  .value = value,
  .legal = legal,
  .moves = moves,
  .copy = gr_copy_fields,
  .refuse = refuse,
  .detail = detail,
  .find_move = find_move,
  .front = &pairsplit_front,
};
