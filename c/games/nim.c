/*
** nim.c — Nim: a heap of stones; a move takes any positive number of them.
** SG(h) = h. Notation: "nim:7" (one heap), "nim:3,4,5" (three heaps); heaps
** up to 2^63 - 1.
** Misère Nim (the player who takes the last stone loses): when some heap has
** 2 or more stones the P-positions are those of normal Nim (nim-sum 0); when
** every heap has at most one, the player to move loses exactly when the
** number of one-stone heaps is odd.
**
** Component: n, the heap size.
*/
#include "../game.h"
#include "words.h"

static void parse(gr_cursor *c, gr_comp *x) {
  x->n = gr_read_int(c, 0, GR_MAX_HEAP, GR_W(word_heap_size));
  if (!gr_at_comp_end(c)) gr_syntax(c, GR_W(err_nim_body));
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
  m->label = gr_m3(ctx, GR_M(move_take), gr_i(x->n - to), gr_i(x->n), gr_i(to));
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

/* Whether heaps with c2 heaps of 2 or more, c1 of one stone and nim-sum s
** are a misère P-position. */
static int misere_p(gr_int c2, gr_int c1, gr_int s) {
  return c2 > 0 ? s == 0 : (c1 & 1) == 1;
}

static int misere(gr_ctx *ctx, const gr_comp *const *x, gr_int n, int turn, gr_movelist *win) {
  gr_int c2 = 0, c1 = 0, s = 0, i;
  (void)turn;
  for (i = 0; i < n; i++) {
    c2 += x[i]->n >= 2;
    c1 += x[i]->n == 1;
    s ^= x[i]->n;
  }
  if (misere_p(c2, c1, s)) return 'P';
  for (i = 0; win != NULL && i < n; i++) { /* a winning move leaves h ^ s, 0 or 1 */
    gr_int h = x[i]->n, cand[3], k, j;
    cand[0] = h ^ s;
    cand[1] = 1;
    cand[2] = 0;
    for (k = 0; k < 3; k++) {
      gr_int t = cand[k];
      for (j = 0; j < k && cand[j] != t; j++) {}
      if (j < k || t >= h) continue; /* already tried, or not a move */
      if (misere_p(c2 - (h >= 2) + (t >= 2), c1 - (h == 1) + (t == 1), s ^ h ^ t))
        push(ctx, x[i], &win[i], t);
    }
  }
  return 'N';
}

static const gr_msg *refuse(gr_ctx *ctx, const gr_comp *x, int turn, const char *move) {
  (void)turn;
  if (x->n == 0) return GR_W(refuse_nim_empty);
  return gr_m3(ctx, GR_M(refuse_nim_take), gr_i(x->n), gr_i(x->n - 1), gr_tn(ctx, move, 20));
}

extern const gr_judgedef gr_nim_judges[]; /* nimjudge.c: the problems Nim answers */

static void random_heaps(const gr_game *g, gr_buf *b, uint64_t *seed) {
  (void)g;
  gr_printf(b, "nim:%lld", (long long)gr_rand(seed, 0, 6));
}

/* Example claims (grundy claim; the page's claim checker). */
static const char *const claims[] = {"nim:1,2,3 is P", "nim:3,4,5 is P", "nim:1,1;misere is P", NULL};

static const gr_misere_caps nim_misere = {
  .outcome = misere,
  .rule = GR_W(misere_nim),
};

/* A heap has one move to each smaller value. */
static double listed(const gr_comp *x, double legal, double text, double *bytes) {
  (void)x;
  (void)text;
  (void)bytes;
  return legal < 1 ? legal : 1;
}

static const gr_front_caps nim_front = {
  .listed = listed,
  .judges = gr_nim_judges,
  .random = random_heaps,
  .claims = claims,
};

const gr_game gr_game_nim = {
  .name = "nim",
  .title = GR_W(game_nim_title),
  .notation = GR_W(game_nim_notation),
  .example = "nim:3,4,5",
  .parse = parse,
  .format = format,
  .value = value,
  .legal = legal,
  .moves = moves,
  .copy = gr_copy_fields,
  .refuse = refuse,
  .misere = &nim_misere,
  .front = &nim_front,
};
