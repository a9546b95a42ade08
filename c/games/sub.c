/*
** sub.c — subtraction games: a move takes k stones from one heap, k in a
** fixed finite set S. The Bash game is S = 1..m. Notation: "sub(1,3,4):10,7";
** runs of three or more consecutive numbers are written "1-3".
** SG values come from a table that stops growing once a period is proven
** (SPEC: SG(n+p) = SG(n) for max(S) consecutive n from n0 proves it).
*/
#include <string.h>
#include "../grint.h"

static long max_k(const gr_param *p) { return p->k[p->n - 1]; }

static gr_param *parse_param(gr_cursor *c) {
  gr_param *p = gr_alloc(c->ctx, sizeof *p);
  char *in = gr_alloc(c->ctx, GR_MAX_SUBTRACT + 1); /* membership */
  long k, n = 0;
  memset(p, 0, sizeof *p);
  memset(in, 0, GR_MAX_SUBTRACT + 1);
  c->p++; /* "(" */
  for (;;) {
    long lo, hi;
    while (*c->p == ' ') c->p++;
    lo = hi = gr_read_long(c, 1, GR_MAX_SUBTRACT, "a number of stones to take");
    while (*c->p == ' ') c->p++;
    if (*c->p == '-') {
      const char *at;
      c->p++;
      while (*c->p == ' ') c->p++;
      at = c->p;
      hi = gr_read_long(c, 1, GR_MAX_SUBTRACT, "the end of a range");
      if (hi < lo) {
        c->p = at;
        gr_syntax(c, "the range %ld-%ld runs backwards", lo, hi);
      }
    }
    for (k = lo; k <= hi; k++) in[k] = 1;
    while (*c->p == ' ') c->p++;
    if (*c->p == ')') break;
    if (*c->p != ',') gr_syntax(c, "expected \",\" or \")\" in the subtraction set");
    c->p++;
  }
  c->p++;
  for (k = 1; k <= GR_MAX_SUBTRACT; k++) n += in[k];
  if (n > GR_MAX_SUBSET)
    gr_throw(c->ctx, GR_ELIMIT, "a subtraction set may have at most %d numbers (this one "
                                "has %ld)", GR_MAX_SUBSET, n);
  p->k = gr_alloc(c->ctx, (size_t)n * sizeof *p->k);
  for (k = 1; k <= GR_MAX_SUBTRACT; k++)
    if (in[k]) p->k[p->n++] = k;
  return p;
}

static void format_param(gr_buf *b, const gr_param *p) {
  int i = 0;
  gr_putc(b, '(');
  while (i < p->n) {
    int j = i;
    while (j + 1 < p->n && p->k[j + 1] == p->k[j] + 1) j++;
    if (i > 0) gr_putc(b, ',');
    if (j - i >= 2) {
      gr_printf(b, "%ld-%ld", p->k[i], p->k[j]);
    } else {
      gr_putl(b, p->k[i]);
      if (j > i) gr_printf(b, ",%ld", p->k[j]);
    }
    i = j + 1;
  }
  gr_putc(b, ')');
}

static int same_param(const gr_param *a, const gr_param *b) {
  return a->n == b->n && memcmp(a->k, b->k, (size_t)a->n * sizeof *a->k) == 0;
}

static long period_bound(const gr_param *p, long n0, long per) {
  (void)per;
  return n0 + max_k(p);
}

/* Fills v[from..to] given v[0..from-1]. */
static void extend(gr_ctx *ctx, const gr_param *p, long *v, long from, long to) {
  long *seen = gr_alloc(ctx, (size_t)(p->n + 2) * sizeof *seen);
  long h;
  int i;
  for (i = 0; i < p->n + 2; i++) seen[i] = -1;
  for (h = from; h <= to; h++) {
    long g = 0;
    for (i = 0; i < p->n && p->k[i] <= h; i++) seen[v[h - p->k[i]]] = h;
    while (seen[g] == h) g++;
    v[h] = g;
  }
}

extern const gr_game gr_game_sub;

static long sub_sg(gr_ctx *ctx, gr_param *p, long h) {
  return gr_family_sg(ctx, &gr_game_sub, p, h, GR_MAX_HEAP, extend);
}

static void parse(gr_cursor *c, gr_comp *x) {
  x->n = gr_read_long(c, 0, GR_MAX_HEAP, "a heap size");
  if (!gr_at_comp_end(c)) gr_syntax(c, "a heap is a whole number, like sub(1-3):10");
}

static void format(gr_buf *b, const gr_comp *x) { gr_putl(b, x->n); }

static gr_value value(gr_ctx *ctx, const gr_comp *x) {
  gr_value v;
  v.sg = sub_sg(ctx, x->param, x->n);
  v.flags = 0;
  return v;
}

static long count_moves(const gr_comp *x, int turn) {
  (void)turn;
  return x->param->n;
}

static void moves(gr_ctx *ctx, const gr_comp *x, int turn, gr_movelist *ml) {
  int i;
  (void)turn;
  for (i = 0; i < x->param->n && x->param->k[i] <= x->n; i++) {
    long k = x->param->k[i];
    gr_value v;
    gr_move *m;
    v.sg = sub_sg(ctx, x->param, x->n - k);
    v.flags = 0;
    if ((m = gr_move_push(ml, v, x->n, x->n - k, k)) == NULL) continue;
    m->text = gr_fmt(ctx, "%ld>%ld", x->n, x->n - k);
    m->label = gr_fmt(ctx, "take %ld (%ld → %ld)", k, x->n, x->n - k);
    m->after = *x;
    m->after.n = x->n - k;
  }
}

static void sequence(gr_ctx *ctx, gr_param *p, long n, long *out) {
  out[0] = 0;
  extend(ctx, p, out, 1, n);
}

const gr_game gr_game_sub = {
  .name = "sub",
  .title = "Subtraction game",
  .notation = "sub(S):heaps — S the numbers one may take, e.g. sub(1-3):10 is the Bash "
              "game with m = 3",
  .example = "sub(1,3,4):10,7",
  .parse_param = parse_param,
  .format_param = format_param,
  .same_param = same_param,
  .parse = parse,
  .format = format,
  .value = value,
  .count_moves = count_moves,
  .moves = moves,
  .sequence = sequence,
  .family = "heap size",
  .period_bound = period_bound,
  .period_rule = "SPEC rule for subtraction games: if SG(n+p) = SG(n) for max(S) "
                 "consecutive n from n0, it holds for every n ≥ n0",
};
