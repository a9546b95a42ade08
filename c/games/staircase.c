/*
** staircase.c — staircase Nim: coins on stairs 1..k; a move carries any
** positive number of coins from one stair to the stair below (from stair 1
** they leave the game). Notation: coins per stair from stair 1 up, "/"
** between stairs: "staircase:3/0/5".
** Value: coins on even stairs can be copied down by the opponent, so only the
** odd stairs count: SG = XOR of the coin counts on stairs 1, 3, 5, …
*/
#include "../grint.h"

static long stair_sg(const gr_comp *x) {
  long sg = 0;
  int i;
  for (i = 0; i < x->len; i += 2) sg ^= x->v[i]; /* stairs 1, 3, 5: index 0, 2, 4 */
  return sg;
}

static void parse(gr_cursor *c, gr_comp *x) {
  long cap = 8, *v = gr_alloc(c->ctx, (size_t)cap * sizeof *v), total = 0;
  const char *start = c->p;
  int n = 0;
  for (;;) {
    if (n == GR_MAX_STAIRS) /* well formed but too large: a limit, not a syntax error */
      gr_throw(c->ctx, GR_ELIMIT, "at character %ld: a staircase may have at most %d stairs",
               (long)(c->p - c->text) + 1, GR_MAX_STAIRS);
    if (n == cap) {
      long *nv = gr_alloc(c->ctx, (size_t)cap * 2 * sizeof *nv);
      int i;
      for (i = 0; i < n; i++) nv[i] = v[i];
      v = nv;
      cap *= 2;
    }
    v[n] = gr_read_long(c, 0, GR_MAX_COINS, "a number of coins");
    total += v[n++];
    if (total > GR_MAX_COINS) /* moves pile coins up: every position reached must parse */
      gr_throw(c->ctx, GR_ELIMIT, "at character %ld: a staircase may hold at most %ld coins "
               "in all", (long)(start - c->text) + 1, GR_MAX_COINS);
    if (*c->p != '/') break;
    c->p++;
  }
  if (!gr_at_comp_end(c))
    gr_syntax(c, "a staircase is coin counts from stair 1 up, separated by \"/\", like "
                 "staircase:3/0/5");
  x->len = n;
  x->v = v;
}

static void format(gr_buf *b, const gr_comp *x) {
  int i;
  for (i = 0; i < x->len; i++) {
    if (i) gr_putc(b, '/');
    gr_putl(b, x->v[i]);
  }
}

static gr_value value(gr_ctx *ctx, const gr_comp *x) {
  gr_value v;
  (void)ctx;
  v.sg = stair_sg(x);
  v.flags = 0;
  return v;
}

static long count_moves(const gr_comp *x, int turn) {
  long n = 0;
  int i;
  (void)turn;
  for (i = 0; i < x->len; i++) {
    if (x->v[i] > GR_MAX_MOVES) return GR_MAX_MOVES + 1;
    n += x->v[i];
    if (n > GR_MAX_MOVES) return n;
  }
  return n;
}

static void push(gr_ctx *ctx, const gr_comp *x, gr_movelist *ml, int s, long k, long sg) {
  gr_value v = {0, 0};
  gr_move *m;
  long gain = s % 2 == 0 ? x->v[s] : 0; /* index s is stair s+1 */
  v.sg = sg;
  if (s % 2 == 0) v.sg ^= gain ^ (gain - k);
  else v.sg ^= x->v[s - 1] ^ (x->v[s - 1] + k);
  if ((m = gr_move_push(ml, v, s + 1, s, k)) == NULL) return;
  m->text = gr_fmt(ctx, "%dx%ld", s + 1, k);
  if (s == 0)
    m->label = gr_fmt(ctx, "%ld coin%s off stair 1", k, k == 1 ? "" : "s");
  else
    m->label = gr_fmt(ctx, "%ld coin%s from stair %d down to %d", k, k == 1 ? "" : "s",
                      s + 1, s);
  m->after = *x;
  m->after.v = gr_alloc(ctx, (size_t)x->len * sizeof *x->v);
  {
    int i;
    for (i = 0; i < x->len; i++) m->after.v[i] = x->v[i];
  }
  m->after.v[s] -= k;
  if (s > 0) m->after.v[s - 1] += k;
}

static void moves(gr_ctx *ctx, const gr_comp *x, int turn, gr_movelist *ml) {
  long sg = stair_sg(x);
  int s;
  (void)turn;
  for (s = 0; s < x->len; s++) {
    long c = x->v[s], k;
    if (ml->match) { /* only the named move: stair m_from, m_count coins */
      if (s + 1 == ml->m_from && ml->m_count >= 1 && ml->m_count <= c)
        push(ctx, x, ml, s, ml->m_count, sg);
      continue;
    }
    if (ml->want >= 0) { /* solve for the one count that reaches want */
      if (s % 2 == 0) k = c - (c ^ sg ^ ml->want);
      else k = (x->v[s - 1] ^ sg ^ ml->want) - x->v[s - 1];
      if (k >= 1 && k <= c) push(ctx, x, ml, s, k, sg);
      continue;
    }
    for (k = 1; k <= c; k++) push(ctx, x, ml, s, k, sg);
  }
}

/* Family: n stairs holding one coin each. SG(n) = ⌈n/2⌉ mod 2. */
static void sequence(gr_ctx *ctx, gr_param *p, long n, long *out) {
  long i;
  (void)ctx;
  (void)p;
  for (i = 0; i <= n; i++) out[i] = ((i + 1) / 2) % 2;
}

static long period_bound(const gr_param *p, long n0, long per) {
  (void)p;
  (void)per;
  /* The values have period 4, so v(m+per) = v(m) is 4-periodic in m: four
  ** consecutive agreements prove it for every m >= n0. */
  return n0 + 4;
}

const gr_game gr_game_staircase = {
  .name = "staircase",
  .title = "Staircase Nim",
  .notation = "coins per stair from stair 1 up, separated by \"/\", e.g. staircase:3/0/5",
  .example = "staircase:3/0/5/2",
  .parse = parse,
  .format = format,
  .value = value,
  .count_moves = count_moves,
  .moves = moves,
  .sequence = sequence,
  .family = "stairs holding one coin each",
  .period_bound = period_bound,
  .period_rule = "SG is the XOR of coins on odd stairs, so n one-coin stairs give "
                 "⌈n/2⌉ mod 2, which has period 4; four consecutive agreements prove a period",
};
