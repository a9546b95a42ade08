/*
** knights.c — hyper knights (LightOJ 1315) on a board without end to the
** right and below: cells (x, y) with x, y >= 0, (0, 0) at the top left and
** (0, 1) to its right. A knight makes one of six jumps, (x, y) to
** (x+1, y-2), (x-1, y-3), (x-1, y-2), (x-2, y-1), (x-3, y-1) or (x-2, y+1),
** staying on the board; many knights may share a cell, and each is a
** component. Every jump lowers x + y, so the game ends. Notation:
** "knights:1/0,2/5" (x/y, x + y up to GR_MAX_KNIGHT). Moves: "2/5>1/3" or ">1/3".
**
** Values come from a table over the cells in order of x + y (each diagonal
** from x = 0), by mex over the jumps: each jump lands on an earlier diagonal.
**
** Component: v[0] = x, v[1] = y (len 2).
*/
#include <string.h>
#include "../game.h"
#include "../family.h"
#include "../judge.h"
#include "words.h"

#define GR_MAX_KNIGHT 2046 /* x + y of a knight's cell */

extern const gr_game gr_game_knights;

static const int jump[6][2] = {{1, -2}, {-1, -3}, {-1, -2}, {-2, -1}, {-3, -1}, {-2, 1}};

/* ---- the table: cell (x, y) at index d(d+1)/2 + x, d = x + y ------------------- */

static gr_int cell_index(gr_int x, gr_int y) {
  gr_int d = x + y;
  return d * (d + 1) / 2 + x;
}

static void extend(gr_ctx *ctx, const gr_param *p, uint32_t *v, gr_int from, gr_int to) {
  gr_int d = 0, x, i;
  (void)ctx;
  (void)p;
  while ((d + 1) * (d + 2) / 2 <= from) d++;
  x = from - d * (d + 1) / 2;
  for (i = from; i <= to; i++) {
    gr_int y = d - x;
    unsigned seen = 0;
    uint32_t g = 0;
    int j;
    for (j = 0; j < 6; j++) {
      gr_int nx = x + jump[j][0], ny = y + jump[j][1];
      if (nx >= 0 && ny >= 0) seen |= 1u << v[cell_index(nx, ny)];
    }
    while (seen >> g & 1) g++;
    v[i] = g;
    if (++x > d) {
      d++;
      x = 0;
    }
  }
}

static gr_int knight_sg(gr_ctx *ctx, gr_int x, gr_int y) {
  return gr_family_value(ctx, &gr_game_knights, NULL, cell_index(x, y));
}

static void parse(gr_cursor *c, gr_comp *x) {
  const char *at = c->p;
  x->v = gr_alloc(c->ctx, 2 * sizeof *x->v);
  x->len = 2;
  x->v[0] = gr_read_int(c, 0, GR_MAX_KNIGHT, GR_W(word_knights_x));
  if (*c->p != '/') gr_syntax(c, GR_W(err_knights_body));
  c->p++;
  x->v[1] = gr_read_int(c, 0, GR_MAX_KNIGHT, GR_W(word_knights_y));
  if (!gr_at_comp_end(c)) gr_syntax(c, GR_W(err_knights_body));
  if (x->v[0] + x->v[1] > GR_MAX_KNIGHT) {
    c->p = at;
    gr_throw(c->ctx, GR_ELIMIT, gr_m2(c->ctx, GR_M(err_knights_sum), gr_i(at - c->text + 1),
                                      gr_i(GR_MAX_KNIGHT)));
  }
}

static void format(gr_buf *b, const gr_comp *x) {
  gr_printf(b, "%lld/%lld", (long long)x->v[0], (long long)x->v[1]);
}

static gr_value value(gr_ctx *ctx, const gr_comp *x) {
  gr_value v = {0, 0};
  v.sg = knight_sg(ctx, x->v[0], x->v[1]);
  return v;
}

/* "jumps": the cells the knight jumps to, each [x, y, SG]: its value is their mex. */
static void detail(gr_ctx *ctx, gr_buf *b, const gr_comp *x, int turn) {
  int j, n = 0;
  (void)turn;
  gr_puts(b, ",\"jumps\":[");
  for (j = 0; j < 6; j++) {
    gr_int nx = x->v[0] + jump[j][0], ny = x->v[1] + jump[j][1];
    if (nx >= 0 && ny >= 0)
      gr_printf(b, "%s[%lld,%lld,%lld]", n++ ? "," : "", (long long)nx, (long long)ny,
                (long long)knight_sg(ctx, nx, ny));
  }
  gr_putc(b, ']');
}

static gr_int legal(gr_ctx *ctx, const gr_comp *x, int turn) {
  gr_int n = 0;
  int j;
  (void)ctx;
  (void)turn;
  for (j = 0; j < 6; j++) n += x->v[0] + jump[j][0] >= 0 && x->v[1] + jump[j][1] >= 0;
  return n;
}

static void push(gr_ctx *ctx, const gr_comp *x, gr_movelist *ml, gr_int nx, gr_int ny) {
  gr_int a = x->v[0], b = x->v[1];
  gr_value v = {0, 0};
  gr_move *m;
  gr_comp *r;
  v.sg = knight_sg(ctx, nx, ny);
  if ((m = gr_move_push(ml, v, a + b, nx + ny, 1)) == NULL) return;
  m->text = gr_fmt(ctx, "%lld/%lld>%lld/%lld", (long long)a, (long long)b, (long long)nx,
                   (long long)ny);
  m->label = gr_m6(ctx, GR_M(move_knights_jump), gr_i(a), gr_i(b), gr_i(nx), gr_i(ny),
                   gr_i(a + b), gr_i(nx + ny));
  r = gr_move_result(ctx, m, x, 1);
  r->v[0] = nx;
  r->v[1] = ny;
}

static void moves(gr_ctx *ctx, const gr_comp *x, int turn, gr_movelist *ml) {
  int j;
  (void)turn;
  for (j = 0; j < 6 && !ml->full; j++) {
    gr_int nx = x->v[0] + jump[j][0], ny = x->v[1] + jump[j][1];
    if (nx >= 0 && ny >= 0) push(ctx, x, ml, nx, ny);
  }
}

static void find_move(gr_ctx *ctx, const gr_comp *x, int turn, const char *text,
                      gr_movelist *ml) {
  gr_int nx, ny;
  int j;
  (void)turn;
  if (!gr_move_pair(x, text, &nx, &ny)) return;
  for (j = 0; j < 6; j++)
    if (nx == x->v[0] + jump[j][0] && ny == x->v[1] + jump[j][1]) push(ctx, x, ml, nx, ny);
}

static const gr_msg *refuse(gr_ctx *ctx, const gr_comp *x, int turn, const char *move) {
  gr_movelist ml;
  gr_buf b;
  const gr_msg *to;
  gr_int i;
  (void)turn;
  (void)move;
  gr_movelist_init(&ml, ctx);
  moves(ctx, x, 0, &ml);
  if (ml.n == 0)
    return gr_m2(ctx, GR_M(refuse_knights_stuck), gr_i(x->v[0]), gr_i(x->v[1]));
  gr_buf_init(&b, ctx); /* "1/3, 0/2 or 3/4": the cells, notation */
  for (i = 0; i + 1 < ml.n; i++)
    gr_printf(&b, "%s%s", i == 0 ? "" : ", ", strchr(ml.m[i].text, '>') + 1);
  to = ml.n == 1 ? gr_m1(ctx, GR_M(word_items), gr_t(strchr(ml.m[0].text, '>') + 1))
                 : gr_m2(ctx, GR_M(word_or), gr_t(b.s), gr_t(strchr(ml.m[ml.n - 1].text, '>') + 1));
  return gr_m3(ctx, GR_M(refuse_knights_jumps), gr_i(x->v[0]), gr_i(x->v[1]), gr_n(to));
}

/* ---- the judge: LightOJ 1315 --------------------------------------------------------
** T cases, each n and n lines "x y" (the knights); "Case k: Alice" or "Bob". */

static void judge_knights(gr_jr *r) {
  const gr_msg *items = GR_W(word_knights_xy);
  long long cases = gr_jr_first_count(r, gr_jr_bound(r, 200), GR_W(word_judge_cases_t)), k;
  for (k = 1; k <= cases; k++) {
    long long n, i;
    gr_sum s;
    memset(&s, 0, sizeof s);
    gr_jr_need_case(r, k, cases, GR_W(word_knights_n));
    n = gr_jr_number(r, r->strict ? 1 : 0, gr_jr_bound(r, 1000), GR_W(word_knights_n));
    gr_jr_end_line(r, GR_W(word_knights_n));
    if (r->pos) gr_jr_case_start(r, n > 0 ? "knights:" : "knights:0/0"); /* no knights: no move */
    for (i = 1; i <= n; i++) {
      gr_int cell[2];
      gr_comp x;
      if (gr_jr_skip_blank(r) == EOF)
        gr_jr_fail(r, gr_m3(r->ctx, GR_M(judge_knights_knight), gr_i(k), gr_i(i), gr_i(n)));
      cell[0] = gr_jr_number_why(r, 0, r->strict ? 499 : GR_MAX_KNIGHT, GR_W(word_knights_x),
                                 r->strict ? NULL : GR_W(word_knights_most));
      gr_jr_need_item(r, k, 2, 2, items);
      cell[1] = gr_jr_number_why(r, 0, r->strict ? 499 : GR_MAX_KNIGHT - cell[0],
                                 GR_W(word_knights_y), r->strict ? NULL : GR_W(word_knights_most));
      gr_jr_end_items(r, k, 2, items);
      memset(&x, 0, sizeof x);
      x.game = &gr_game_knights;
      x.v = cell;
      x.len = 2;
      gr_jr_sum_comp(r, &s, i, &x);
      if (r->pos) {
        if (i > 1) gr_jr_case_put(r, ",", 1);
        gr_jr_case_num(r, cell[0]);
        gr_jr_case_put(r, "/", 1);
        gr_jr_case_num(r, cell[1]);
      }
    }
    gr_jr_put_case(r, k, " ");
    gr_jr_puts(r, gr_jr_sum_wins(r, &s, k) ? "Alice\n" : "Bob\n");
    if (r->pos) gr_jr_case_done(r, k, n, "knights");
  }
  gr_jr_no_more(r, cases);
}

static const gr_judgedef judges[] = {
  {"knights", "LightOJ 1315", "sg",
   "https://lightoj.com/problem/game-of-hyper-knights", GR_W(judge_knights_answers), "2\n1\n1 0\n2\n2 5\n3 5\n", judge_knights},
  {NULL, NULL, NULL, NULL, NULL, NULL, NULL},
};

static const gr_limit limits[] = {{"cell", GR_MAX_KNIGHT}, {NULL, 0}};

static void random_knights(const gr_game *g, gr_buf *b, uint64_t *seed) {
  gr_int n = gr_rand(seed, 1, 2), i; /* small: a sum of three and a heap is solved by minimax */
  (void)g;
  gr_puts(b, "knights:");
  for (i = 0; i < n; i++) {
    gr_int x = gr_rand(seed, 0, 4);
    gr_printf(b, "%s%lld/%lld", i ? "," : "", (long long)x, (long long)gr_rand(seed, 0, 4 - x));
  }
}

/* The table entry a knight's value reads. */
static gr_int index_of(const gr_comp *x) { return cell_index(x->v[0], x->v[1]); }

/* The table's work: six jumps and a mex per cell, 16 steps measured. */
static double cost(gr_ctx *ctx, const gr_game *g, const gr_param *p, double entries) {
  return gr_table_work(ctx, g, p, entries, 0, 0, 16);
}

static const gr_family_caps knights_family = {
  .table_limit = (gr_int)(GR_MAX_KNIGHT + 1) * (GR_MAX_KNIGHT + 2) / 2 - 1,
  .extend = extend,
  .cost = cost,
  .index = index_of,
};

static const gr_front_caps knights_front = {
  .limits = limits,
  .judges = judges,
  .random = random_knights,
};

const gr_game gr_game_knights = {
  .name = "knights",
  .title = GR_W(game_knights_title),
  .notation = GR_W(game_knights_notation),
  .example = "knights:2/5,3/5",
  .parse = parse,
  .format = format,
  .value = value,
  .legal = legal,
  .moves = moves,
  .copy = gr_copy_fields,
  .refuse = refuse,
  .detail = detail,
  .find_move = find_move,
  .family = &knights_family,
  .front = &knights_front,
};
