/*
** moore.c — Moore's Nim_k: heaps of stones; a move takes stones from at
** least one and at most k heaps (any positive number from each). The heaps
** are not independent, so one component is the whole group of heaps:
** "moore(2):3/5/6" (k = 2, three heaps; up to GR_MAX_MOORE_HEAPS heaps of up
** to 2^63 - 1). Moves: "3/5/6>1/5/2" (the heaps before and after) or
** ">1/5/2". Moore's Nim_1 is Nim.
**
** P-positions (Moore, 1910): in every binary column the number of heaps
** with a 1 there is a multiple of k+1. Every move to a P-position is found
** column by column from the highest: the heaps already lowered (at most k of
** them) may take any bits below; at each column some heaps still equal to
** their old value may be lowered here (a 1 becomes 0: they join the lowered
** ones), and the lowered ones get 1s so that the column's count becomes a
** multiple of k+1. Lowering r more heaps or setting t ones among the m
** lowered is always possible (r = the count mod k+1 when m + r <= k, else
** t = k+1 - r <= m), so the search never meets a dead end: it lists the
** winning moves one after another, however many there are.
** SG values are computed by mex over every position below the component's
** heaps, when that takes at most GR_MOORE_WORK steps (and the call has them
** left, GR_CALL_WORK); otherwise a value is known only at P-positions (0)
** and flagged GR_UNKNOWN elsewhere.
** Misère play (Moore): with some heap of 2 or more, the P-positions are those
** of normal play; with every heap at most 1, the player to move loses exactly
** when the number of one-stone heaps is 1 more than a multiple of k+1.
** tests/c check all of it against plain minimax.
**
** Component: v and len, the heaps; param, k; data, the value table (a cache:
** copies leave it out, the results of a move share it).
*/
#include <string.h>
#include "../game.h"
#include "../family.h"
#include "words.h"

#define GR_MAX_MOORE_HEAPS 64    /* heaps in one Moore's Nim component */
#define GR_MAX_MOORE_K 64        /* k of Moore's Nim_k */
#define GR_MOORE_WORK 4194304LL  /* steps for one Moore component's SG values (past it: not computed) */
#define GR_MOORE_WINNING 256     /* winning moves listed when there are more than GR_MAX_MOVES moves */

/* SG values of every position below a component's heaps (mixed radix). */
typedef struct mtable {
  int ok;          /* 1 when the values are computed */
  int n;
  gr_int *stride;  /* a stone of heap i moves the index by stride[i] */
  uint32_t *sg;
} mtable;

static int kof(const gr_comp *x) { return (int)x->param->k[0]; }

static gr_int sat_add(gr_int a, gr_int b) { return a > GR_INT_MAX - b ? GR_INT_MAX : a + b; }
static gr_int sat_mul(gr_int a, gr_int b) {
  return a != 0 && b > GR_INT_MAX / a ? GR_INT_MAX : a * b;
}

/* ---- the rule ---------------------------------------------------------------- */

static int normal_p(const gr_int *h, int n, int k) {
  int b, i;
  for (b = 0; b < 63; b++) {
    int cnt = 0;
    for (i = 0; i < n; i++) cnt += (int)(h[i] >> b & 1);
    if (cnt % (k + 1) != 0) return 0;
  }
  return 1;
}

static int misere_p(const gr_int *h, int n, int k) {
  int i, big = 0, ones = 0;
  for (i = 0; i < n; i++) {
    big |= h[i] >= 2;
    ones += h[i] == 1;
  }
  return big ? normal_p(h, n, k) : ones % (k + 1) == 1;
}

/* ---- SG values ------------------------------------------------------------------ */

/* Steps a mex over every position below h takes: the positions and all their
** options, sum over subsets S of at most k heaps of prod over S of h(h+1)/2
** and over the rest of (h+1). */
static double work_of(const gr_int *h, int n, int k) {
  double e[GR_MAX_MOORE_K + 1], sum = 0;
  int i, j;
  memset(e, 0, sizeof e);
  e[0] = 1;
  for (i = 0; i < n; i++) {
    double r = (double)h[i] + 1, t = (double)h[i] * ((double)h[i] + 1) / 2;
    for (j = (i + 1 < k ? i + 1 : k); j >= 1; j--) e[j] = e[j] * r + e[j - 1] * t;
    e[0] *= r;
  }
  for (j = 0; j <= k; j++) sum += e[j];
  return sum;
}

typedef struct dpwalk {
  const gr_int *h, *stride;
  int n, k;
  const uint32_t *sg;
  uint32_t *seen, stamp;
} dpwalk;

/* Marks the values of every option of the position h (index idx). */
static void dp_options(dpwalk *w, int i, int chosen, gr_int idx) {
  gr_int v;
  if (i == w->n) {
    if (chosen) w->seen[w->sg[idx]] = w->stamp;
    return;
  }
  dp_options(w, i + 1, chosen, idx);
  if (chosen < w->k)
    for (v = 1; v <= w->h[i]; v++) dp_options(w, i + 1, chosen + 1, idx - v * w->stride[i]);
}

/* The table of x, made on first use in a call (moves' copies share it: their
** heaps are below x's). */
static const mtable *table_of(gr_ctx *ctx, const gr_comp *x) {
  mtable *t;
  gr_int states = 1, idx, moves_top = 0;
  gr_int *h;
  double work;
  int i, n = x->len, k = kof(x);
  dpwalk w;
  if (x->data != NULL) return x->data;
  t = gr_alloc(ctx, sizeof *t);
  memset(t, 0, sizeof *t);
  ((gr_comp *)x)->data = t; /* x itself is not const: the position owns it */
  work = work_of(x->v, n, k);
  if (work > (double)GR_MOORE_WORK || work > (double)ctx->steps) return t;
  ctx->steps -= (gr_int)work;
  t->n = n;
  t->stride = gr_alloc(ctx, (size_t)n * sizeof *t->stride);
  for (i = 0; i < n; i++) {
    t->stride[i] = states;
    states *= x->v[i] + 1;
  }
  { /* options of the top position: the most any position has */
    gr_int e[GR_MAX_MOORE_K + 1];
    int j;
    memset(e, 0, sizeof e);
    e[0] = 1;
    for (i = 0; i < n; i++)
      for (j = (i + 1 < k ? i + 1 : k); j >= 1; j--) e[j] += e[j - 1] * x->v[i];
    for (j = 1; j <= k; j++) moves_top += e[j];
  }
  t->sg = gr_alloc(ctx, (size_t)states * sizeof *t->sg);
  w.seen = gr_alloc(ctx, (size_t)(moves_top + 2) * sizeof *w.seen);
  memset(w.seen, 0, (size_t)(moves_top + 2) * sizeof *w.seen);
  h = gr_alloc(ctx, (size_t)(n > 0 ? n : 1) * sizeof *h);
  memset(h, 0, (size_t)(n > 0 ? n : 1) * sizeof *h);
  w.h = h;
  w.stride = t->stride;
  w.n = n;
  w.k = k;
  w.sg = t->sg;
  for (idx = 0; idx < states; idx++) {
    uint32_t g = 0;
    w.stamp = (uint32_t)idx + 1;
    dp_options(&w, 0, 0, idx);
    while (w.seen[g] == w.stamp) g++;
    t->sg[idx] = g;
    for (i = 0; i < n && ++h[i] > x->v[i]; i++) h[i] = 0; /* the next position */
  }
  t->ok = 1;
  return t;
}

/* The value of heaps h (at or below x's). */
static gr_value value_of(gr_ctx *ctx, const gr_comp *x, const gr_int *h) {
  gr_value v = {0, 0};
  const mtable *t;
  int i;
  if (normal_p(h, x->len, kof(x))) return v;
  t = table_of(ctx, x);
  if (!t->ok) {
    v.flags = GR_UNKNOWN;
    return v;
  }
  for (i = 0; i < x->len; i++) v.sg += h[i] * t->stride[i];
  v.sg = t->sg[v.sg];
  return v;
}

/* ---- text --------------------------------------------------------------------------- */

static gr_param *parse_param(gr_cursor *c) {
  gr_param *p = gr_alloc(c->ctx, sizeof *p);
  memset(p, 0, sizeof *p);
  while (*c->p == ' ') c->p++;
  p->n = 1;
  p->k = gr_alloc(c->ctx, sizeof *p->k);
  p->k[0] = gr_read_int(c, 1, GR_MAX_MOORE_K, GR_W(word_moore_k));
  while (*c->p == ' ') c->p++;
  if (*c->p != ')') gr_syntax(c, GR_W(err_moore_close));
  return p;
}

static void format_param(gr_buf *b, const gr_param *p) { gr_puti(b, p->k[0]); }

static void parse(gr_cursor *c, gr_comp *x) {
  gr_int *v = gr_alloc(c->ctx, GR_MAX_MOORE_HEAPS * sizeof *v);
  int n = 0;
  for (;;) {
    if (n == GR_MAX_MOORE_HEAPS)
      gr_throw(c->ctx, GR_ELIMIT, gr_m2(c->ctx, GR_M(err_moore_heaps),
                                        gr_i((gr_int)(c->p - c->text) + 1),
                                        gr_i(GR_MAX_MOORE_HEAPS)));
    v[n++] = gr_read_int(c, 0, GR_MAX_HEAP, GR_W(word_heap_size));
    if (*c->p != '/') break;
    c->p++;
  }
  if (!gr_at_comp_end(c))
    gr_syntax(c, GR_W(err_moore_body));
  x->v = v;
  x->len = n;
}

static void put_heaps(gr_buf *b, const gr_int *h, int n) {
  int i;
  for (i = 0; i < n; i++) gr_printf(b, "%s%lld", i ? "/" : "", (long long)h[i]);
}

static void format(gr_buf *b, const gr_comp *x) { put_heaps(b, x->v, x->len); }

/* ---- moves ------------------------------------------------------------------------- */

static gr_value value(gr_ctx *ctx, const gr_comp *x) { return value_of(ctx, x, x->v); }

static gr_int legal(gr_ctx *ctx, const gr_comp *x, int turn) {
  gr_int e[GR_MAX_MOORE_K + 1], sum = 0; /* e[j]: sum over j heaps of the product of sizes */
  int i, j, k = kof(x);
  (void)ctx;
  (void)turn;
  memset(e, 0, sizeof e);
  e[0] = 1;
  for (i = 0; i < x->len; i++)
    for (j = (i + 1 < k ? i + 1 : k); j >= 1; j--) e[j] = sat_add(e[j], sat_mul(e[j - 1], x->v[i]));
  for (j = 1; j <= k; j++) sum = sat_add(sum, e[j]);
  return sum;
}

/* The move to heaps nv (a legal move of x), whose value is v. */
static void push(gr_ctx *ctx, const gr_comp *x, gr_movelist *ml, const gr_int *nv, gr_value v) {
  gr_int taken = 0;
  int i, first = -1, last = -1, parts = 0, done = 0;
  gr_move *m;
  gr_buf t;
  gr_comp *r;
  const gr_msg **part;
  const char *before;
  for (i = 0; i < x->len; i++)
    if (nv[i] != x->v[i]) {
      if (first < 0) first = i;
      last = i;
      parts++;
      taken = sat_add(taken, x->v[i] - nv[i]);
    }
  if ((m = gr_move_push(ml, v, first + 1, last + 1, taken)) == NULL) return;
  gr_buf_init(&t, ctx);
  put_heaps(&t, x->v, x->len);
  gr_putc(&t, '>');
  put_heaps(&t, nv, x->len);
  m->text = t.s;
  part = gr_alloc(ctx, (size_t)parts * sizeof *part);
  for (i = 0; i < x->len; i++)
    if (nv[i] != x->v[i])
      part[done++] = gr_m2(ctx, GR_M(move_moore_part), gr_i(x->v[i] - nv[i]), gr_i(i + 1));
  gr_buf_init(&t, ctx);
  put_heaps(&t, x->v, x->len);
  before = t.s;
  gr_buf_init(&t, ctx);
  put_heaps(&t, nv, x->len);
  if (parts == 1)
    m->label = gr_m3(ctx, GR_M(move_moore_take), gr_n(part[0]), gr_t(before), gr_t(t.s));
  else
    m->label = gr_m4(ctx, GR_M(move_moore_take_many), gr_l(part, parts - 1),
                     gr_n(part[parts - 1]), gr_t(before), gr_t(t.s));
  r = gr_move_result(ctx, m, x, 1);
  memcpy(r->v, nv, (size_t)x->len * sizeof *r->v);
  r->data = x->data; /* x's table (if made) values r too: r's heaps are below x's */
}

/* Every move: heap i unchanged, or lowered (one stone first), at most k lowered. */
typedef struct walk {
  gr_ctx *ctx;
  const gr_comp *x;
  gr_movelist *ml;
  gr_int *nv;
  int k;
} walk;

static void every_move(walk *w, int i, int chosen) {
  gr_int v;
  if (w->ml->full) return;
  if (i == w->x->len) {
    if (chosen) push(w->ctx, w->x, w->ml, w->nv, value_of(w->ctx, w->x, w->nv));
    return;
  }
  every_move(w, i + 1, chosen);
  if (chosen < w->k)
    for (v = w->x->v[i] - 1; v >= 0 && !w->ml->full; v--) {
      w->nv[i] = v;
      every_move(w, i + 1, chosen + 1);
    }
  w->nv[i] = w->x->v[i];
}

/* The moves to P-positions, column by column (see the header). The search
** nests one call per column; the heaps lowered and the ones set in a column
** are walked as combinations in place, so the depth stays at most 63. */
typedef struct pwalk {
  gr_ctx *ctx;
  const gr_comp *x;
  gr_movelist *ml;
  int n, k;
  gr_int *nv;     /* lowered heaps: their bits so far */
  gr_int *leaf;   /* the heaps of a move found */
  char *low;      /* lowered heaps */
  int m;          /* how many */
  int *area;      /* per column, 4n ints: heaps whole with a 1 there, lowered ones,
                  ** and the two combinations being walked */
  gr_int left;    /* moves still to list (-1: no cap) */
  int big;        /* misère: only P-positions with a heap of 2 or more */
  int stop;
} pwalk;

/* The next r-subset c[0..r-1] of 0..n-1 (increasing); 0 after the last. */
static int next_comb(int *c, int r, int n) {
  int i = r - 1;
  while (i >= 0 && c[i] == n - r + i) i--;
  if (i < 0) return 0;
  c[i]++;
  for (i++; i < r; i++) c[i] = c[i - 1] + 1;
  return 1;
}

static void p_column(pwalk *w, int j) {
  int i, a, c1 = 0, nold = 0, r;
  int *u1, *old, *cr, *ct;
  if (w->stop) return;
  if (j < 0) { /* every column done */
    int big = 0;
    if (w->m == 0) return; /* nothing lowered: x itself */
    for (i = 0; i < w->n; i++) {
      w->leaf[i] = w->low[i] ? w->nv[i] : w->x->v[i];
      big |= w->leaf[i] >= 2;
    }
    if (w->big && !big) return;
    if (w->left == 0 || w->ml->full) {
      if (!w->ml->full) w->ml->more = 1; /* one more than may be listed */
      w->stop = 1;
      return;
    }
    push(w->ctx, w->x, w->ml, w->leaf, value_of(w->ctx, w->x, w->leaf));
    if (w->left > 0) w->left--;
    return;
  }
  if (j == 0 && w->big) { /* only column 0 left: some heap must already be 2 or more */
    int big = 0;
    for (i = 0; i < w->n && !big; i++) big = (w->low[i] ? w->nv[i] : w->x->v[i]) >= 2;
    if (!big) return;
  }
  u1 = w->area + (size_t)j * 4 * (size_t)w->n;
  old = u1 + w->n;
  cr = old + w->n;
  ct = cr + w->n;
  for (i = 0; i < w->n; i++) {
    if (w->low[i]) old[nold++] = i;
    else if (w->x->v[i] >> j & 1) u1[c1++] = i;
  }
  for (r = 0; r <= c1 && w->m + r <= w->k && !w->stop; r++) {
    int t = ((r - c1) % (w->k + 1) + (w->k + 1)) % (w->k + 1); /* ones among the lowered */
    if (t > nold) continue;
    for (a = 0; a < r; a++) cr[a] = a;
    do { /* lower the heaps u1[cr[..]] here: their 1 becomes 0 */
      for (a = 0; a < r; a++) {
        i = u1[cr[a]];
        w->low[i] = 1;
        w->nv[i] = j >= 62 ? 0 : w->x->v[i] >> (j + 1) << (j + 1);
      }
      w->m += r;
      for (a = 0; a < t; a++) ct[a] = a;
      do { /* and give 1s to the heaps old[ct[..]] lowered before */
        for (a = 0; a < t; a++) w->nv[old[ct[a]]] |= (gr_int)1 << j;
        p_column(w, j - 1);
        for (a = 0; a < t; a++) w->nv[old[ct[a]]] &= ~((gr_int)1 << j);
      } while (!w->stop && next_comb(ct, t, nold));
      w->m -= r;
      for (a = 0; a < r; a++) w->low[u1[cr[a]]] = 0;
    } while (!w->stop && next_comb(cr, r, c1));
  }
}

/* Lists x's moves to P-positions (with a heap of 2 or more when `big`). */
static void p_moves(gr_ctx *ctx, const gr_comp *x, gr_movelist *ml, int big) {
  pwalk w;
  int j, top = 0, n = x->len;
  memset(&w, 0, sizeof w);
  for (j = 0; j < n; j++)
    while (top < 63 && x->v[j] >> top) top++;
  w.ctx = ctx;
  w.x = x;
  w.ml = ml;
  w.n = n;
  w.k = kof(x);
  w.big = big;
  w.nv = gr_alloc(ctx, (size_t)n * sizeof *w.nv);
  w.leaf = gr_alloc(ctx, (size_t)n * sizeof *w.leaf);
  w.low = gr_alloc(ctx, (size_t)n);
  memset(w.low, 0, (size_t)n);
  w.area = gr_alloc(ctx, (size_t)(top + 1) * 4 * (size_t)n * sizeof *w.area);
  w.left = legal(ctx, x, 0) <= GR_MAX_MOVES ? -1 : GR_MOORE_WINNING;
  p_column(&w, top - 1);
}

static void moves(gr_ctx *ctx, const gr_comp *x, int turn, gr_movelist *ml) {
  walk w;
  (void)turn;
  if (ml->want == 0 && !ml->match) { /* the moves to P-positions */
    p_moves(ctx, x, ml, 0);
    return;
  }
  if (ml->want > 0 && !table_of(ctx, x)->ok) { /* values past the table are not known */
    ml->more = 1;
    return;
  }
  w.ctx = ctx;
  w.x = x;
  w.ml = ml;
  w.k = kof(x);
  w.nv = gr_alloc(ctx, (size_t)x->len * sizeof *w.nv);
  memcpy(w.nv, x->v, (size_t)x->len * sizeof *w.nv);
  every_move(&w, 0, 0);
}

/* Reads "h/h/…/h" of exactly n heaps into out; 0 when it is not that. */
static int read_heaps(const char **s, gr_int *out, int n) {
  int i;
  for (i = 0; i < n; i++) {
    gr_int v = 0;
    if (i > 0 && *(*s)++ != '/') return 0;
    if (**s < '0' || **s > '9') return 0;
    while (**s >= '0' && **s <= '9') {
      if (v > (GR_INT_MAX - 9) / 10) return 0;
      v = v * 10 + (*(*s)++ - '0');
    }
    out[i] = v;
  }
  return 1;
}

static void find_move(gr_ctx *ctx, const gr_comp *x, int turn, const char *text,
                      gr_movelist *ml) {
  gr_int *a = gr_alloc(ctx, (size_t)x->len * sizeof *a), *b = gr_alloc(ctx, (size_t)x->len * sizeof *b);
  int i, lowered = 0;
  (void)turn;
  if (*text != '>') {
    if (!read_heaps(&text, a, x->len)) return;
    for (i = 0; i < x->len; i++)
      if (a[i] != x->v[i]) return;
  }
  if (*text++ != '>' || !read_heaps(&text, b, x->len) || *text != '\0') return;
  for (i = 0; i < x->len; i++) {
    if (b[i] > x->v[i]) return;
    lowered += b[i] < x->v[i];
  }
  if (lowered >= 1 && lowered <= kof(x)) push(ctx, x, ml, b, value_of(ctx, x, b));
}

static const gr_msg *refuse(gr_ctx *ctx, const gr_comp *x, int turn, const char *move) {
  gr_int *a = gr_alloc(ctx, (size_t)x->len * sizeof *a), *b = gr_alloc(ctx, (size_t)x->len * sizeof *b);
  const char *s = move;
  int i, lowered = 0, k = kof(x);
  gr_buf h;
  (void)turn;
  gr_buf_init(&h, ctx);
  put_heaps(&h, x->v, x->len);
  if (*s != '>' && !read_heaps(&s, a, x->len)) s = "";
  if (*s == '>') s++;
  else s = "";
  if (!read_heaps(&s, b, x->len) || *s != '\0')
    return gr_m3(ctx, k == 1 ? GR_M(refuse_moore_notation1) : GR_M(refuse_moore_notation),
                 gr_i(x->len), gr_t(h.s), gr_i(k));
  for (i = 0; i < x->len; i++) {
    if (b[i] > x->v[i])
      return gr_m3(ctx, GR_M(refuse_moore_grow), gr_i(i + 1), gr_i(x->v[i]), gr_i(b[i]));
    lowered += b[i] < x->v[i];
  }
  if (lowered == 0) return GR_W(refuse_moore_none);
  if (lowered > k) return gr_m2(ctx, GR_M(refuse_moore_many), gr_i(lowered), gr_i(k));
  return gr_m1(ctx, GR_M(refuse_moore_heaps), gr_t(h.s));
}

/* "k"; "columns": how many heaps have a 1 in each binary column, lowest
** first; "p", "misere_p": whether the heaps are a P-position. */
static void detail(gr_ctx *ctx, gr_buf *b, const gr_comp *x, int turn) {
  int top = 0, j, i;
  (void)ctx;
  (void)turn;
  for (i = 0; i < x->len; i++)
    while (top < 63 && x->v[i] >> top) top++;
  gr_printf(b, ",\"k\":%d,\"columns\":[", kof(x));
  for (j = 0; j < top; j++) {
    int cnt = 0;
    for (i = 0; i < x->len; i++) cnt += (int)(x->v[i] >> j & 1);
    gr_printf(b, "%s%d", j ? "," : "", cnt);
  }
  gr_printf(b, "],\"p\":%s,\"misere_p\":%s", normal_p(x->v, x->len, kof(x)) ? "true" : "false",
            misere_p(x->v, x->len, kof(x)) ? "true" : "false");
}

/* Misère play: one Moore group alone. Winning moves: to a normal P-position
** keeping a heap of 2 or more, or to heaps of at most 1 whose ones number 1
** more than a multiple of k+1. */
typedef struct owalk {
  gr_ctx *ctx;
  const gr_comp *x;
  gr_movelist *ml;
  gr_int *nv;
  int k, changed, ones, stop;
  gr_int left;
} owalk;

/* Whether heaps i.. can still end with a count of ones 1 more than a
** multiple of k+1: the heaps of 2 or more left must all be lowered (to 0 or
** 1), one-stone heaps may be lowered to 0 while changes remain, so the ones
** to come range over [o - min(o, room), b + o]. */
static int small_feasible(const owalk *w, int i) {
  gr_int b = 0, o = 0, room, lo, hi, first;
  int a;
  for (a = i; a < w->x->len; a++) {
    b += w->x->v[a] >= 2;
    o += w->x->v[a] == 1;
  }
  room = w->k - w->changed - b;
  if (room < 0) return 0;
  lo = w->ones + o - (o < room ? o : room);
  hi = w->ones + b + o;
  first = lo + ((1 - lo) % (w->k + 1) + (w->k + 1)) % (w->k + 1);
  return first <= hi;
}

static void small_targets(owalk *w, int i) {
  const gr_comp *x = w->x;
  if (w->ml->full || w->stop || !small_feasible(w, i)) return;
  if (i == x->len) {
    if (w->changed >= 1 && w->ones % (w->k + 1) == 1) {
      if (w->left == 0) { /* one more than may be listed */
        w->ml->more = 1;
        w->stop = 1;
        return;
      }
      push(w->ctx, x, w->ml, w->nv, value_of(w->ctx, x, w->nv));
      if (w->left > 0) w->left--;
    }
    return;
  }
  if (x->v[i] <= 1) { /* keep it */
    w->nv[i] = x->v[i];
    w->ones += x->v[i] == 1;
    small_targets(w, i + 1);
    w->ones -= x->v[i] == 1;
  }
  if (x->v[i] >= 1 && w->changed < w->k) { /* lower it to 1 or 0 */
    gr_int v;
    w->changed++;
    for (v = x->v[i] - 1 < 1 ? x->v[i] - 1 : 1; v >= 0; v--) {
      w->nv[i] = v;
      w->ones += v == 1;
      small_targets(w, i + 1);
      w->ones -= v == 1;
    }
    w->changed--;
  }
  w->nv[i] = x->v[i];
}

static int misere(gr_ctx *ctx, const gr_comp *const *x, gr_int n, int turn, gr_movelist *win) {
  const gr_comp *c;
  (void)turn;
  if (n != 1) return 0;
  c = x[0];
  if (misere_p(c->v, c->len, kof(c))) return 'P';
  if (win != NULL) {
    owalk w;
    p_moves(ctx, c, &win[0], 1);
    memset(&w, 0, sizeof w);
    w.ctx = ctx;
    w.x = c;
    w.ml = &win[0];
    w.k = kof(c);
    w.nv = gr_alloc(ctx, (size_t)c->len * sizeof *w.nv);
    memcpy(w.nv, c->v, (size_t)c->len * sizeof *w.nv);
    w.left = legal(ctx, c, 0) <= GR_MAX_MOVES ? -1 : GR_MOORE_WINNING;
    small_targets(&w, 0);
  }
  return 'N';
}

static const gr_limit limits[] = {
  {"heaps", GR_MAX_MOORE_HEAPS}, {"k", GR_MAX_MOORE_K}, {"work", GR_MOORE_WORK},
  {"winning", GR_MOORE_WINNING}, {NULL, 0}};

/* A copy of the heaps; the value table is a cache, made again on first use
** (it lives in scratch memory that a kept copy may outlast). */
static void copy(const gr_comp *x, gr_comp *to, gr_alloc_fn alloc, void *ud) {
  gr_copy_fields(x, to, alloc, ud);
}

static void random_heaps(const gr_game *g, gr_buf *b, uint64_t *seed) {
  gr_int n = gr_rand(seed, 1, 3), i;
  (void)g;
  gr_printf(b, "moore(%lld):", (long long)gr_rand(seed, 1, 2));
  for (i = 0; i < n; i++) gr_printf(b, "%s%lld", i ? "/" : "", (long long)gr_rand(seed, 0, 3));
}

static const gr_family_caps moore_family = {
  .param_words = GR_W(game_moore_param),
};

static const gr_misere_caps moore_misere = {
  .outcome = misere,
  .rule = GR_W(misere_moore),
};

/* A listing to one value: every move, or GR_MOORE_WINNING of them when there
** are more than GR_MAX_MOVES (as moves() lists them); each move's text names
** the heaps before and after, and its label each heap it takes from. */
static double listed(const gr_comp *x, double legal, double text, double *bytes) {
  *bytes = 4.0 * text + 72.0 * x->len;
  return legal <= (double)GR_MAX_MOVES ? legal : (double)GR_MOORE_WINNING;
}

static const gr_front_caps moore_front = {
  .limits = limits,
  .listed = listed,
  .random = random_heaps,
};

const gr_game gr_game_moore = {
  .name = "moore",
  .title = GR_W(game_moore_title),
  .notation = GR_W(game_moore_notation),
  .example = "moore(2):3/5/6",
  .parse_param = parse_param,
  .format_param = format_param,
  .parse = parse,
  .format = format,
  .value = value,
  .legal = legal,
  .moves = moves,
  .copy = copy,
  .refuse = refuse,
  .detail = detail,
  .find_move = find_move,
  .family = &moore_family,
  .misere = &moore_misere,
  .front = &moore_front,
};
