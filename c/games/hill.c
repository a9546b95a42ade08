/*
** hill.c — climbing the hill (HDU 4315): people on a column of cells, cell 0
** the hilltop, 1 just below it, and so on; one of them is the king. A move
** takes one person not yet at the top up one or more cells, never onto or
** past the person above (the hilltop holds any number). Whoever brings the
** king to the top wins at once. Notation: the people's cells from the top,
** the king's marked K: "hill:1/2/K4" (three people, the king on 4); people
** already at the top are 0s first ("hill:0/0/3/K5"). Moves: "4>3" (the
** person on 4 to cell 3) or ">3"; the cell names the person.
**
** Value, as for Treblecross, in three cases:
**  - the king is at the top: the game is over (GR_OVER), the player to move
**    lost;
**  - everyone above the king is at the top: the player to move takes the king
**    up and wins now (GR_THREAT);
**  - otherwise taking the person just above the king to the top hands the
**    opponent that win, so only the other moves count, and the value is
**    that of staircase Nim on the gaps: with the m people not at the top at
**    cells a_1 < … < a_m, paired from the bottom (a_m with a_{m-1}, …), the
**    XOR of the gaps a_i - a_{i-1} - 1 inside the pairs; for odd m, a_1 is
**    paired with a cell -1 above the top (its gap a_1), or with the top itself
**    when a_1's person is the one just above the king (gap a_1 - 1: he may
**    not go all the way).
** Proof: every move changes exactly one gap inside a pair (the pairs are
** disjoint; a person's move shrinks the gap above him and widens the one
** below), so no move keeps the value; and each gap inside a pair can shrink
** to anything smaller, by its lower person climbing (for a_1 paired with -1,
** to the top, which takes him out and leaves the other pairs as they were).
** So the gaps are Nim heaps that the opponent's widening cannot help, and
** the value is their XOR. When a_1's person climbs to the top with m even,
** a_2 becomes the one paired with -1 (the move widens his gap to a_2, or
** a_2 - 1 above the king): one gap changed again. tests/c check it all
** against plain minimax of the climb as stated.
**
** Component: v[0..len-1] the cells from the top; n, the king's index (from 0).
*/
#include <stdlib.h>
#include <string.h>
#include "../game.h"
#include "../judge.h"
#include "words.h"

#define GR_MAX_HILL 4096                        /* people on a hill */
#define GR_MAX_HILL_CELL 1000000000000000000LL  /* a cell: 10^18 */

extern const gr_game gr_game_hill;

/* The position's shape: j people at the top, m = len - j below, the king at
** kr among those (0 the highest); and the value of the pairs' gaps. */
typedef struct shape {
  int j, m, kr;
  int over, threat;
  gr_int s;
} shape;

/* The gap paired with -1 (or the top) of the highest person below the top. */
static gr_int top_gap(const gr_comp *x, const shape *h) {
  return x->v[h->j] - (h->kr == 1 ? 0 : -1) - 1;
}

/* Whether the person at rank r (0 the highest below the top) is the lower one
** of his pair, whose gap (the one above him) counts. */
static int lower(const shape *h, int r) { return (h->m - 1 - r) % 2 == 0; }

/* The gap above the person at rank r >= 1. */
static gr_int gap_above(const gr_comp *x, const shape *h, int r) {
  return x->v[h->j + r] - x->v[h->j + r - 1] - 1;
}

static shape shape_of(const gr_comp *x) {
  shape h;
  int r;
  memset(&h, 0, sizeof h);
  while (h.j < x->len && x->v[h.j] == 0) h.j++;
  h.m = x->len - h.j;
  h.kr = (int)x->n - h.j;
  if (h.kr < 0) {
    h.over = 1;
    return h;
  }
  if (h.kr == 0) {
    h.threat = 1;
    return h;
  }
  for (r = h.m - 1; r >= 1; r -= 2) h.s ^= gap_above(x, &h, r);
  if (h.m % 2 == 1) h.s ^= top_gap(x, &h);
  return h;
}

static gr_value value_of(const shape *h) {
  gr_value v = {0, 0};
  if (h->over) v.flags = GR_OVER;
  else if (h->threat) v.flags = GR_THREAT;
  else v.sg = h->s;
  return v;
}

/* The value after the person at rank r climbs to cell c. */
static gr_value after(const gr_comp *x, const shape *h, int r, gr_int c) {
  gr_value v = {0, 0};
  gr_int p = x->v[h->j + r];
  if (h->threat) { /* the king to the top wins; any other move leaves the threat */
    v.flags = r == h->kr && c == 0 ? GR_OVER : GR_THREAT;
    return v;
  }
  if (c == 0) { /* r = 0: out to the top */
    if (h->kr == 1) {
      v.flags = GR_THREAT; /* the king's way is free */
    } else if (h->m % 2 == 1) {
      v.sg = h->s ^ top_gap(x, h); /* his own gap goes; the pairs stay */
    } else { /* the next one down is now paired with -1 (or the top) */
      gr_int next = x->v[h->j + 1] - (h->kr == 2 ? 0 : -1) - 1;
      v.sg = h->s ^ gap_above(x, h, 1) ^ next;
    }
    return v;
  }
  if (lower(h, r)) { /* his own gap shrinks */
    gr_int g = r == 0 ? top_gap(x, h) : gap_above(x, h, r);
    v.sg = h->s ^ g ^ (g - (p - c));
  } else { /* the gap below him widens */
    gr_int g = gap_above(x, h, r + 1);
    v.sg = h->s ^ g ^ (g + (p - c));
  }
  return v;
}

/* ---- text ---------------------------------------------------------------------- */

static void parse(gr_cursor *c, gr_comp *x) {
  gr_int cap = 8, *v = gr_alloc(c->ctx, (size_t)cap * sizeof *v);
  const char *start = c->p;
  int n = 0, king = -1;
  for (;;) {
    const char *at = c->p;
    if (n == GR_MAX_HILL)
      gr_throw(c->ctx, GR_ELIMIT, gr_m2(c->ctx, GR_M(err_hill_people), gr_i(c->p - c->text + 1),
                                        gr_i(GR_MAX_HILL)));
    if (n == cap) {
      gr_int *nv = gr_alloc(c->ctx, (size_t)cap * 2 * sizeof *nv);
      memcpy(nv, v, (size_t)n * sizeof *v);
      v = nv;
      cap *= 2;
    }
    if (*c->p == 'K') {
      if (king >= 0) gr_syntax(c, GR_W(err_hill_kings));
      king = n;
      c->p++;
    }
    v[n] = gr_read_int(c, 0, GR_MAX_HILL_CELL, GR_W(word_hill_cell));
    if (n > 0 && v[n] <= v[n - 1] && v[n] != 0) {
      c->p = at;
      gr_syntax(c, GR_W(err_hill_order));
    }
    if (n > 0 && v[n] == 0 && v[n - 1] != 0) {
      c->p = at;
      gr_syntax(c, GR_W(err_hill_top));
    }
    n++;
    if (*c->p != '/') break;
    c->p++;
  }
  if (!gr_at_comp_end(c))
    gr_syntax(c, GR_W(err_hill_body));
  if (king < 0) {
    c->p = start;
    gr_syntax(c, GR_W(err_hill_king));
  }
  x->v = v;
  x->len = n;
  x->n = king;
}

static void format(gr_buf *b, const gr_comp *x) {
  int i;
  for (i = 0; i < x->len; i++) {
    if (i) gr_putc(b, '/');
    if (i == x->n) gr_putc(b, 'K');
    gr_puti(b, x->v[i]);
  }
}

/* "pairs": the gaps whose XOR is the value, from the bottom, each {"low": the
** lower person's cell, "high": the cell above the gap (the person above, 0
** for the top itself, -1 for a cell above the top), "gap": the empty cells
** between}; empty when the king is at the top or his way is free. */
static void detail(gr_ctx *ctx, gr_buf *b, const gr_comp *x, int turn) {
  shape h = shape_of(x);
  int r, n = 0;
  (void)ctx;
  (void)turn;
  gr_puts(b, ",\"pairs\":[");
  for (r = h.m - 1; r >= 1 && !h.over && !h.threat; r -= 2)
    gr_printf(b, "%s{\"low\":%lld,\"high\":%lld,\"gap\":%lld}", n++ ? "," : "",
              (long long)x->v[h.j + r], (long long)x->v[h.j + r - 1],
              (long long)gap_above(x, &h, r));
  if (h.m % 2 == 1 && !h.over && !h.threat)
    gr_printf(b, "%s{\"low\":%lld,\"high\":%d,\"gap\":%lld}", n ? "," : "",
              (long long)x->v[h.j], h.kr == 1 ? 0 : -1, (long long)top_gap(x, &h));
  gr_putc(b, ']');
}

static gr_value value(gr_ctx *ctx, const gr_comp *x) {
  shape h = shape_of(x);
  (void)ctx;
  return value_of(&h);
}

/* The lowest cell the person at rank r may reach. */
static gr_int floor_of(const gr_comp *x, const shape *h, int r) {
  return r == 0 ? 0 : x->v[h->j + r - 1] + 1;
}

static gr_int legal(gr_ctx *ctx, const gr_comp *x, int turn) {
  shape h = shape_of(x);
  gr_int n = 0;
  int r;
  (void)ctx;
  (void)turn;
  if (h.over) return 0;
  for (r = 0; r < h.m; r++) n += x->v[h.j + r] - floor_of(x, &h, r); /* at most the last cell */
  return n;
}

static void push(gr_ctx *ctx, const gr_comp *x, const shape *h, gr_movelist *ml, int r, gr_int c) {
  gr_int p = x->v[h->j + r];
  gr_move *m = gr_move_push(ml, after(x, h, r, c), p, c, p - c);
  gr_comp *a;
  int king = (int)x->n;
  if (m == NULL) return;
  m->text = gr_fmt(ctx, "%lld>%lld", (long long)p, (long long)c);
  if (c == 0)
    m->label = gr_m1(ctx, h->j + r == king ? GR_M(move_hill_king_top) : GR_M(move_hill_person_top),
                     gr_i(p));
  else
    m->label = gr_m2(ctx, h->j + r == king ? GR_M(move_hill_king) : GR_M(move_hill_person),
                     gr_i(p), gr_i(c));
  a = gr_move_result(ctx, m, x, 1);
  a->v[h->j + r] = c; /* to the top (r = 0) he joins the 0s in front */
}

static void moves(gr_ctx *ctx, const gr_comp *x, int turn, gr_movelist *ml) {
  shape h = shape_of(x);
  int r;
  (void)turn;
  if (h.over) return;
  if (ml->only_over) { /* the king's climb to the top, in a threat */
    if (h.threat) push(ctx, x, &h, ml, 0, 0);
    return;
  }
  if (ml->want >= 0 && h.threat) return; /* every move but that one leaves the threat */
  for (r = 0; r < h.m && !ml->full; r++) {
    gr_int p = x->v[h.j + r], lo = floor_of(x, &h, r), c;
    if (ml->match && ml->m_from >= 0 && ml->m_from != p) continue;
    if (ml->match && ml->m_to >= 0) {
      if (ml->m_to >= lo && ml->m_to < p) push(ctx, x, &h, ml, r, ml->m_to);
      continue;
    }
    if (ml->want >= 0) { /* one cell at most changes the value to want, and the top */
      gr_int g = lower(&h, r) ? (r == 0 ? top_gap(x, &h) : gap_above(x, &h, r))
                              : gap_above(x, &h, r + 1),
             to = g ^ h.s ^ ml->want;
      int zero = 0;
      c = lower(&h, r) ? p - (g - to) : p - (to - g);
      if (c >= lo && c < p && (c > 0 || lower(&h, r))) {
        push(ctx, x, &h, ml, r, c);
        zero = c == 0;
      }
      if (r == 0 && !zero) push(ctx, x, &h, ml, r, 0); /* the climb out follows its own rule */
      continue;
    }
    for (c = p - 1; c >= lo && !ml->full; c--) push(ctx, x, &h, ml, r, c);
  }
}

static const gr_msg *refuse(gr_ctx *ctx, const gr_comp *x, int turn, const char *move) {
  shape h = shape_of(x);
  gr_int from = -1;
  int r;
  (void)turn;
  if (h.over) return GR_W(refuse_hill_over);
  if (*move >= '0' && *move <= '9') from = strtoll(move, NULL, 10);
  for (r = 0; r < h.m; r++)
    if (x->v[h.j + r] == from)
      return gr_m3(ctx, GR_M(refuse_hill_person), gr_i(from), gr_i(floor_of(x, &h, r)),
                   gr_i(from - 1));
  return GR_W(refuse_hill);
}

/* ---- the judge: HDU 4315 -----------------------------------------------------------
** Cases until the end of the input: "N k", then N increasing cells; the king
** is the k-th person from the top. */

static int cmp_cell(const void *a, const void *b) {
  gr_int x = *(const gr_int *)a, y = *(const gr_int *)b;
  return (x > y) - (x < y);
}

static void judge_climbing(gr_jr *r) {
  const gr_msg *items = GR_W(word_hill_cells), *nk = GR_W(word_hill_nk);
  long long k;
  for (k = 1; gr_jr_skip_blank(r) != EOF; k++) {
    gr_mark mark = gr_jr_mark(r);
    long long n, king, i, cap = 0;
    gr_int *cell = NULL;
    gr_comp x;
    gr_sum s;
    memset(&s, 0, sizeof s);
    n = gr_jr_number(r, 1, r->strict ? 1000 : GR_MAX_COMPONENTS, GR_W(word_hill_people_n));
    gr_jr_need_item(r, k, 2, 2, nk);
    king = gr_jr_number(r, 1, n, GR_W(word_hill_king_k));
    gr_jr_end_items(r, k, 2, nk);
    gr_jr_list_begin(r, k, n, items);
    for (i = 1; i <= n; i++) {
      if (i > cap) { /* grown as the list is read */
        gr_int *more = gr_alloc(r->ctx, (size_t)(cap ? 2 * cap : 64) * sizeof *more);
        if (cap) memcpy(more, cell, (size_t)cap * sizeof *cell);
        cell = more;
        cap = cap ? 2 * cap : 64;
      }
      cell[i - 1] = gr_jr_item(r, k, i, n, 1, r->strict ? 99999 : GR_MAX_HILL_CELL, items,
                               GR_W(word_hill_cell));
      if (r->strict && i > 1 && cell[i - 1] <= cell[i - 2])
        gr_jr_fail(r, gr_m3(r->ctx, GR_M(judge_hill_increasing), gr_i(k), gr_i(cell[i - 1]),
                            gr_i(cell[i - 2])));
    }
    qsort(cell, (size_t)n, sizeof *cell, cmp_cell); /* the default mode takes any order */
    for (i = 1; i < n; i++)
      if (cell[i] == cell[i - 1])
        gr_jr_fail(r, gr_m2(r->ctx, GR_M(judge_hill_twice), gr_i(cell[i]), gr_i(k)));
    gr_jr_end_items(r, k, n, items);
    memset(&x, 0, sizeof x);
    x.game = &gr_game_hill;
    x.v = cell;
    x.len = (int)n;
    x.n = king - 1;
    gr_jr_sum_comp(r, &s, 1, &x);
    gr_jr_puts(r, gr_jr_sum_wins(r, &s, k) ? "Alice\n" : "Bob\n");
    if (r->pos) {
      gr_jr_case_start(r, "hill:");
      if (n > GR_MAX_HILL) r->why = GR_W(judge_hill_many);
      for (i = 0; i < n && r->why == NULL; i++) {
        if (i) gr_jr_case_put(r, "/", 1);
        if (i == king - 1) gr_jr_case_put(r, "K", 1);
        gr_jr_case_num(r, cell[i]);
      }
      gr_jr_case_done(r, k, n, "people");
    }
    gr_jr_release(r, mark);
  }
}

static const gr_judgedef judges[] = {
  {"climbing", "HDU 4315", "staircase",
   "https://acm.hdu.edu.cn/showproblem.php?pid=4315", GR_W(judge_hill_answers), "3 3\n1 2 4\n2 1\n100 200\n", judge_climbing},
  {NULL, NULL, NULL, NULL, NULL, NULL, NULL},
};

static const gr_limit limits[] = {{"people", GR_MAX_HILL}, {"cell", GR_MAX_HILL_CELL}, {NULL, 0}};

/* One to three people on cells up to 6, one of them the king. */
static void random_hill(const gr_game *g, gr_buf *b, uint64_t *seed) {
  gr_int n = gr_rand(seed, 1, 3), king = gr_rand(seed, 0, n - 1), cell = 0, i;
  (void)g;
  gr_puts(b, "hill:");
  for (i = 0; i < n; i++) {
    cell += gr_rand(seed, 1, 6 / n);
    gr_printf(b, "%s%s%lld", i ? "/" : "", i == king ? "K" : "", (long long)cell);
  }
}

static const gr_front_caps hill_front = {
  .limits = limits,
  .over_words = GR_W(game_hill_over),
  .threat_words = GR_W(game_hill_threat),
  .judges = judges,
  .random = random_hill,
};

const gr_game gr_game_hill = {
  .name = "hill",
  .title = GR_W(game_hill_title),
  .notation = GR_W(game_hill_notation),
  .example = "hill:1/2/K4",
  .parse = parse,
  .format = format,
  .value = value,
  .legal = legal,
  .moves = moves,
  .copy = gr_copy_fields,
  .refuse = refuse,
  .detail = detail,
  .front = &hill_front,
};
