/*
** chomp.c — Chomp: a bar of chocolate whose top-left square is poisoned. A
** bite at row r, column c eats every square in rows r and below and columns
** c and to the right; the poisoned square is never bitten, so the player who
** has only it left (no bite) loses — the classic "whoever must take the
** poisoned square loses".
**
**   chomp:5/3/1     rows of 5, 3 and 1 squares (non-increasing, from the top;
**                   the first row's first square is the poisoned one)
**   chomp:4x7       a rectangle of 4 rows and 7 columns (canonical 7/7/7/7)
**
** Rows and columns are numbered from 1 at the top left; a bite is "r.c".
**
**   game   n     len        v
**   chomp  –     rows       the row lengths
**
** Values by the pruned search (prune.c) on the position cache, keyed by
** the row lengths or the column lengths, whichever is the lesser (the board
** turned over its diagonal is the same game); a bar of at most four rows (or
** columns) from a table of every such bar. A rectangle larger than 1×1 is
** won by the first player (strategy stealing: were eating the bottom-right
** square alone a losing move, the answer to it would win from the start, as
** it eats that square too); the search finds the move that wins.
*/
#include <string.h>
#include "../game.h"
#include "../prune.h"
#include "words.h"

#define CHOMP_MAX_ROWS 64    /* rows of a bar */
#define CHOMP_MAX_COLS 1000  /* squares in a row */

extern const gr_game gr_game_chomp;

/* ---- text ------------------------------------------------------------------------ */

static void set_rows(gr_ctx *ctx, gr_comp *x, const gr_int *r, int k) {
  x->v = gr_alloc(ctx, (size_t)(k ? k : 1) * sizeof *x->v);
  memcpy(x->v, r, (size_t)k * sizeof *r);
  x->len = k;
}

static void parse(gr_cursor *c, gr_comp *x) {
  gr_int r[CHOMP_MAX_ROWS];
  int k = 0;
  const char *at = c->p;
  gr_int first = gr_read_int(c, 1, CHOMP_MAX_COLS, GR_W(word_chomp_row));
  if (*c->p == 'x') { /* RxC */
    int i;
    c->p++;
    if (first > CHOMP_MAX_ROWS) {
      c->p = at;
      gr_throw(c->ctx, GR_ELIMIT, gr_m2(c->ctx, GR_M(err_chomp_rows),
                                        gr_i((gr_int)(at - c->text) + 1), gr_i(CHOMP_MAX_ROWS)));
    }
    r[0] = gr_read_int(c, 1, CHOMP_MAX_COLS, GR_W(word_chomp_columns));
    for (i = 1; i < first; i++) r[i] = r[0];
    k = (int)first;
  } else {
    r[k++] = first;
    while (*c->p == '/') {
      gr_int n;
      c->p++;
      at = c->p;
      n = gr_read_int(c, 0, CHOMP_MAX_COLS, GR_W(word_chomp_row));
      if (n > r[k - 1]) {
        c->p = at;
        gr_syntax(c, gr_m2(c->ctx, GR_M(err_chomp_grow), gr_i(n), gr_i(r[k - 1])));
      }
      if (n == 0) continue; /* an empty row is no row */
      if (k == CHOMP_MAX_ROWS) {
        c->p = at;
        gr_throw(c->ctx, GR_ELIMIT, gr_m2(c->ctx, GR_M(err_chomp_rows),
                                          gr_i((gr_int)(at - c->text) + 1), gr_i(CHOMP_MAX_ROWS)));
      }
      r[k++] = n;
    }
  }
  if (!gr_at_comp_end(c))
    gr_syntax(c, GR_W(err_chomp_body));
  set_rows(c->ctx, x, r, k);
}

static void format(gr_buf *b, const gr_comp *x) {
  int i;
  for (i = 0; i < x->len; i++) {
    if (i) gr_putc(b, '/');
    gr_puti(b, x->v[i]);
  }
}

/* ---- keys ----------------------------------------------------------------------------
** A key is the row lengths, two bytes each, of the bar or of its mirror
** image over the diagonal (its column lengths): the one with fewer rows, or
** when they have as many, the lesser bytes. */

static size_t key_of(const gr_int *r, int k, unsigned char *key) {
  int i, cols = k ? (int)r[0] : 0;
  if (k < cols || k == 0) {
    for (i = 0; i < k; i++) {
      key[2 * i] = (unsigned char)(r[i] >> 8);
      key[2 * i + 1] = (unsigned char)r[i];
    }
    return (size_t)k * 2;
  }
  {
    unsigned char t[2 * CHOMP_MAX_COLS];
    int j = 0;
    for (i = 0; i < k; i++) {
      key[2 * i] = (unsigned char)(r[i] >> 8);
      key[2 * i + 1] = (unsigned char)r[i];
    }
    for (j = 0; j < cols; j++) { /* column j: the rows longer than j */
      int n = 0;
      while (n < k && r[n] > j) n++;
      t[2 * j] = (unsigned char)(n >> 8);
      t[2 * j + 1] = (unsigned char)n;
    }
    if (cols < k || memcmp(t, key, (size_t)k * 2) < 0) memcpy(key, t, (size_t)cols * 2);
    return (size_t)(cols < k ? cols : k) * 2;
  }
}

static int unkey(const unsigned char *key, size_t len, gr_int *r) {
  int k = (int)(len / 2), i;
  for (i = 0; i < k; i++) r[i] = ((gr_int)key[2 * i] << 8) | key[2 * i + 1];
  return k;
}

/* The bar after a bite at row br, column bc (0-based) into out; its rows. */
static int bite(const gr_int *r, int k, int br, int bc, gr_int *out) {
  int i, n = 0;
  for (i = 0; i < k; i++) {
    gr_int v = i >= br && r[i] > bc ? bc : r[i];
    if (v > 0) out[n++] = v;
  }
  return n;
}

/* ---- the search ------------------------------------------------------------------- */

typedef struct citer {
  int k, br;
  gr_int bc;
  gr_int r[CHOMP_MAX_ROWS];
} citer;

static void c_begin(gr_ctx *ctx, const void *game, const unsigned char *key, size_t len,
                    void *itp) {
  citer *it = itp;
  (void)ctx;
  (void)game;
  it->k = unkey(key, len, it->r);
  it->br = 0;
  it->bc = 1; /* the poisoned square is never bitten */
}

static int c_next(gr_ctx *ctx, const void *game, const unsigned char *key, size_t len,
                  void *itp, gr_parts *out) {
  citer *it = itp;
  gr_int nr[CHOMP_MAX_ROWS];
  unsigned char nk[2 * CHOMP_MAX_COLS];
  int n;
  (void)ctx;
  (void)game;
  (void)key;
  (void)len;
  while (it->br < it->k && it->bc >= it->r[it->br]) {
    it->br++;
    it->bc = 0;
  }
  if (it->br >= it->k) return 0;
  n = bite(it->r, it->k, it->br, (int)it->bc, nr);
  it->bc++;
  if (n == 1 && nr[0] == 1) return 1; /* only the poisoned square: nothing to value */
  gr_parts_add(out, nk, key_of(nr, n, nk));
  return 1;
}

static uint64_t c_options(const void *game, const unsigned char *key, size_t len) {
  gr_int r[CHOMP_MAX_COLS];
  uint64_t n = 0;
  int k = unkey(key, len, r), i;
  (void)game;
  for (i = 0; i < k; i++) n += (uint64_t)r[i];
  return n - 1;
}

/* ---- bars of at most four rows ----------------------------------------------------
** A bar of at most K rows (or K columns: the same game turned over its
** diagonal), K = 3 or 4, is valued from a table of every bar of K lengths
** s0 >= s1 >= ... >= 0 up to a first row of A squares, each at its place in
** the combinatorial number system (tab_index: the bars of a shorter first
** row first, and a bite only shortens), grown a first row at a time by plain
** mex in that order: such a value is then a lookup, and so is every move's.
** A bar of at most three rows takes the three-row table (A^3 / 6 bars: long
** bars fit), one of four the four-row table (A^4 / 24), each in the block of
** a chomp cache; the search of a larger bar finds its bars of at most four
** rows (or columns) there. */

#define TAB_HEAD 8 /* a block: the first rows done (4 bytes), then the values */
#define TAB_K 4    /* the most rows a table holds; the least is 3 */
#define TAB_STEPS 4.0 /* steps a bite of a table takes (measured: 3.1 ns, the 60/60/60/60 one) */

/* n choose m, for m of 1 to TAB_K (0 when n < m). */
static uint64_t choose(uint64_t n, int m) {
  switch (m) {
  case 1: return n;
  case 2: return n * (n - 1) / 2;
  case 3: return n * (n - 1) * (n - 2) / 6;
  default: return n * (n - 1) * (n - 2) * (n - 3) / 24;
  }
}

/* The place of the bar of K lengths s (non-increasing) in the K-row table. */
static uint64_t tab_index(const int *s, int K) {
  uint64_t x = 0;
  int i;
  for (i = 0; i < K; i++) x += choose((uint64_t)s[i] + (uint64_t)(K - 1 - i), K - i);
  return x;
}

typedef struct tab {
  const uint16_t *v; /* the values, at tab_index(s, K) */
  int A;             /* for first rows up to A (0: none) */
} tab;

typedef struct tabs {
  tab t[TAB_K - 2]; /* the tables of 3 and 4 rows */
} tabs;

/* The cache whose block holds the K-row table (the search's own for three rows). */
static gr_poscache *tab_cache(gr_ctx *ctx, int K) {
  return gr_poscache_open(ctx, "chomp", K == 3 ? "" : "rows4");
}

/* The bytes of the K-row table up to first rows of A, and whether the cache's
** share has room for them (and for what they grow from while they grow). */
static uint64_t tab_bytes(int K, int A) {
  return TAB_HEAD + 2 * choose((uint64_t)A + (uint64_t)K, K);
}

static int tab_room(gr_ctx *ctx, int K, int A) {
  return (double)tab_bytes(K, A) * 2 <= (double)(ctx->limit / GR_TABLE_SHARE);
}

/* The bites of the bars of first row a in the K-row table, at most. */
static double tab_bites(int K, int a) {
  return (double)choose((uint64_t)a + (uint64_t)K - 1, K - 1) * ((double)K * a + 1);
}

/* The K-row table covering first rows up to A, grown as needed: 0 when the
** cache's share has no room for it (t then holds what there is). The work
** counts against the call; when it runs out the rows done stay, and the next
** call carries on. */
static int tab_grow(gr_ctx *ctx, int K, int A, tab *t) {
  gr_poscache *pc = tab_cache(ctx, K);
  unsigned char *blk, *seen;
  uint16_t *v;
  uint32_t done = 0;
  uint64_t bytes, pre[TAB_K + 1], suf[TAB_K + 1], *part, *cum;
  int s[TAB_K], a, i, j, k, m;
  t->v = NULL;
  t->A = 0;
  if (gr_poscache_block_size(pc) >= TAB_HEAD) {
    blk = gr_poscache_block(ctx, pc, 0);
    memcpy(&done, blk, 4);
    t->v = (const uint16_t *)(const void *)(blk + TAB_HEAD);
    t->A = (int)done;
  }
  if ((int)done >= A) return 1;
  bytes = tab_bytes(K, A);
  if (bytes > (uint64_t)(SIZE_MAX / 2)) return 0;
  blk = gr_poscache_block(ctx, pc, (size_t)bytes);
  if (blk == NULL) return 0;
  v = (uint16_t *)(void *)(blk + TAB_HEAD);
  t->v = v;
  seen = gr_alloc(ctx, (size_t)K * (size_t)A + 2);
  part = gr_alloc(ctx, (size_t)K * ((size_t)A + 1) * sizeof *part);
  cum = gr_alloc(ctx, (size_t)(K + 1) * ((size_t)A + 1) * sizeof *cum);
  for (j = 0; j < K; j++) /* part[j (A + 1) + n]: row j of n squares, its share of the place */
    for (k = 0; k <= A; k++)
      part[j * (A + 1) + k] = choose((uint64_t)k + (uint64_t)(K - 1 - j), K - j);
  for (k = 0; k <= A; k++) /* cum[t (A + 1) + n]: the shares of rows 0..t-1, each of n squares */
    for (j = 0, cum[k] = 0; j < K; j++)
      cum[(j + 1) * (A + 1) + k] = cum[j * (A + 1) + k] + part[j * (A + 1) + k];
  for (a = (int)done + 1; a <= A; a++) {
    gr_int units = 1 + (gr_int)(tab_bites(K, a) * TAB_STEPS / GR_SEARCH_STEPS);
    uint64_t x;
    if (ctx->work >= 0) {
      if (ctx->work < units) {
        ctx->work = 0;
        gr_throw(ctx, GR_ELIMIT, gr_m1(ctx, GR_M(err_search_work), gr_t("chomp")));
      }
      ctx->work -= units;
    }
    s[0] = a;
    for (i = 1; i < K; i++) s[i] = 0;
    x = tab_index(s, K);
    for (;; x++) { /* every bar of first row a, in the table's order */
      int most = 0;
      pre[0] = 0;
      suf[K] = 0;
      for (i = 0; i < K; i++) {
        most += s[i];
        pre[i + 1] = pre[i] + part[i * (A + 1) + s[i]];
        suf[K - 1 - i] = suf[K - i] + part[(K - 1 - i) * (A + 1) + s[K - 1 - i]];
      }
      memset(seen, 0, (size_t)most + 2);
      /* a bite in row i, at column k: it and the rows below cut to k. Rows
      ** i..t-1 (longer than k) then hold k squares each, rows t.. keep
      ** theirs: the place is pre[i] + the shares of rows i..t-1 at k +
      ** suf[t], for the k from row t's length to row t-1's */
      for (i = 0; i < K; i++)
        for (j = K; j > i; j--) {
          const uint64_t *hi = cum + (size_t)j * ((size_t)A + 1), *lo = cum + (size_t)i * ((size_t)A + 1);
          uint64_t base = pre[i] + suf[j];
          int from = j < K ? s[j] : 0, to = s[j - 1];
          if (i == 0 && from < 1) from = 1;
          for (k = from; k < to; k++) seen[v[base + hi[k] - lo[k]]] = 1;
        }
      for (m = 0; seen[m]; m++) {}
      v[x] = (uint16_t)m;
      for (j = K - 1; j > 0 && s[j] == s[j - 1]; j--) {} /* the next bar: the last row that may grow */
      if (j == 0) break;
      s[j]++;
      for (i = j + 1; i < K; i++) s[i] = 0;
    }
    done = (uint32_t)a;
    memcpy(blk, &done, 4);
    t->A = a;
  }
  return 1;
}

/* The bar of rows r (k of them) as at most TAB_K lengths s, the rest 0: its
** rows, or its columns when they are fewer; their count, or 0 when both are
** more (or the bar is empty). */
static int short_of(const gr_int *r, int k, int *s) {
  int i, n;
  for (i = 0; i < TAB_K; i++) s[i] = 0;
  if (k == 0) return 0;
  if (k <= r[0]) {
    if (k > TAB_K) return 0;
    for (i = 0; i < k; i++) s[i] = (int)r[i];
    return k;
  }
  if (r[0] > TAB_K) return 0;
  for (i = 0; i < (int)r[0]; i++) { /* column i: the rows longer than i */
    for (n = 0; n < k && r[n] > i; n++) {}
    s[i] = n;
  }
  return (int)r[0];
}

/* The value of the bar of n lengths s (short_of) when a table holds it: 1, else 0. */
static int tab_get(const tabs *ts, const int *s, int n, uint64_t *v) {
  int K;
  if (n == 0) return 0;
  for (K = n < 3 ? 3 : n; K <= TAB_K; K++)
    if (ts->t[K - 3].A >= s[0]) {
      *v = ts->t[K - 3].v[tab_index(s, K)];
      return 1;
    }
  return 0;
}

/* An L whose two arms are equal is worth 0: the second player answers each
** bite by its mirror image over the diagonal. A bar a table holds is worth
** what it says. */
static int c_known(const void *game, const unsigned char *key, size_t len, uint64_t *v) {
  gr_int r[CHOMP_MAX_ROWS] = {0};
  int k = unkey(key, len, r), i, s[TAB_K];
  if (tab_get(game, s, short_of(r, k, s), v)) return 1;
  if (k == 0 || r[0] != k) return 0;
  for (i = 1; i < k; i++)
    if (r[i] != 1) return 0;
  *v = 0;
  return 1;
}

static double c_weight(const void *game, const unsigned char *key, size_t len) {
  return (double)c_options(game, key, len);
}

/* The search, its game data the tables ts hold (they must not grow while
** the search runs). */
static gr_poscache *searcher(gr_ctx *ctx, gr_search *s, const tabs *ts) {
  memset(s, 0, sizeof *s);
  s->game = ts;
  s->iter_size = sizeof(citer);
  s->begin = c_begin;
  s->next = c_next;
  s->options = c_options;
  s->known = c_known;
  s->weight = c_weight;
  s->what = "chomp";
  return gr_poscache_open(ctx, "chomp", "");
}

/* ---- the component ------------------------------------------------------------------ */

/* The bars inside the bar of rows r (k of them), itself and the empty one
** counted: the non-increasing rows s with s[i] <= r[i]. */
static double bars_inside(const gr_int *r, int k) {
  double w[CHOMP_MAX_COLS + 2], total = 0;
  int i, x;
  for (x = 0; x <= (int)r[0]; x++) w[x] = 1; /* w[x]: the first rows so far, the last x long */
  for (i = 1; i < k; i++) {
    double above = 0;
    for (x = (int)r[0]; x >= 0; x--) { /* row i of x: any row above of x or more */
      above += w[x];
      w[x] = x <= r[i] ? above : 0;
    }
  }
  for (x = 0; x <= (int)r[0]; x++) total += w[x];
  return total;
}

/* The first rows each table needs (need[K - 3]) for the bar of rows r (k of
** them): a bar of at most three rows (or columns) needs its length in the
** three-row table, one of four in the four-row table; a larger bar its first
** row or column, the longer, in the four-row table when that has no more
** bars than the larger one has inside it (its search goes as far as the
** table goes); none past the cache's share (the search then finds the
** values), nor any the four-row table holds already. four: the first rows
** the four-row table holds. */
static void tab_need(gr_ctx *ctx, const gr_int *r, int k, int four, int *need) {
  int s[TAB_K], n = short_of(r, k, s), i, L;
  for (i = 0; i < TAB_K - 2; i++) need[i] = 0;
  if (k == 0) return;
  if (n > 0) { /* (the four-row table holds every bar of fewer rows as far as it goes) */
    if (four < s[0] && tab_room(ctx, n < 3 ? 3 : n, s[0])) need[n < 3 ? 0 : n - 3] = s[0];
    return;
  }
  L = k > r[0] ? k : (int)r[0];
  if (L > four && tab_room(ctx, TAB_K, L) &&
      (double)choose((uint64_t)L + TAB_K, TAB_K) <= bars_inside(r, k))
    need[TAB_K - 3] = L;
}

/* The search for the bar of rows r (k of them), the tables grown as far as
** it needs (as far as the share has room). */
static gr_poscache *searcher_for(gr_ctx *ctx, gr_search *s, tabs *ts, const gr_int *r, int k) {
  int need[TAB_K - 2], K;
  tab_grow(ctx, 4, 0, &ts->t[1]);
  tab_need(ctx, r, k, ts->t[1].A, need);
  for (K = 3; K <= TAB_K; K++) tab_grow(ctx, K, need[K - 3], &ts->t[K - 3]);
  return searcher(ctx, s, ts);
}

static uint64_t bar_value(gr_ctx *ctx, const gr_int *r, int k) {
  gr_search s;
  gr_poscache *pc;
  tabs ts;
  unsigned char key[2 * CHOMP_MAX_COLS];
  int sh[TAB_K];
  uint64_t v;
  if (k == 0 || (k == 1 && r[0] == 1)) return 0;
  pc = searcher_for(ctx, &s, &ts, r, k);
  if (tab_get(&ts, sh, short_of(r, k, sh), &v)) return v;
  return gr_search_exact(ctx, pc, &s, key, key_of(r, k, key));
}

static gr_value value(gr_ctx *ctx, const gr_comp *x) {
  gr_value v;
  v.sg = (gr_int)bar_value(ctx, x->v, x->len);
  v.flags = 0;
  return v;
}

static gr_int legal(gr_ctx *ctx, const gr_comp *x, int turn) {
  gr_int n = 0;
  int i;
  (void)ctx;
  (void)turn;
  for (i = 0; i < x->len; i++) n += x->v[i];
  return n - 1;
}

static void push_bite(gr_ctx *ctx, const gr_comp *x, gr_int own, int br, int bc,
                      gr_movelist *ml) {
  gr_int nr[CHOMP_MAX_ROWS];
  int n = bite(x->v, x->len, br, bc, nr), i;
  gr_value after = {0, 0};
  gr_int eaten = 0;
  gr_move *m;
  gr_comp *y;
  for (i = br; i < x->len; i++) eaten += x->v[i] > bc ? x->v[i] - bc : 0;
  if (ml->want >= 0 && !ml->match) {
    gr_search s;
    tabs ts;
    gr_poscache *pc = searcher_for(ctx, &s, &ts, x->v, x->len);
    unsigned char key[2 * CHOMP_MAX_COLS];
    gr_parts parts;
    if (ml->want == own) return;
    memset(&parts, 0, sizeof parts);
    parts.ctx = ctx;
    if (!(n == 1 && nr[0] == 1)) gr_parts_add(&parts, key, key_of(nr, n, key));
    if (!gr_search_parts_are(ctx, pc, &s, &parts, (uint64_t)ml->want)) return;
    after.sg = ml->want;
  } else if (GR_CHEAP_LIST(ml) && !(n == 1 && nr[0] == 1)) { /* the value only when cheap */
    gr_search s;
    tabs ts;
    gr_poscache *pc = searcher_for(ctx, &s, &ts, x->v, x->len);
    unsigned char key[2 * CHOMP_MAX_COLS];
    uint64_t v;
    if (gr_search_exact_within(ctx, pc, &s, key, key_of(nr, n, key), GR_CHEAP_WORK, &v))
      after.sg = (gr_int)v;
    else
      after.flags = GR_UNKNOWN;
  } else {
    after.sg = (gr_int)bar_value(ctx, nr, n);
  }
  m = gr_move_push(ml, after, br + 1, bc + 1, eaten);
  if (m == NULL) return;
  m->text = gr_fmt(ctx, "%d.%d", br + 1, bc + 1);
  m->label = gr_m3(ctx, eaten == 1 ? GR_M(move_chomp_bite1) : GR_M(move_chomp_bite), gr_i(br + 1),
                   gr_i(bc + 1), gr_i(eaten));
  y = gr_move_result(ctx, m, x, 1);
  set_rows(ctx, y, nr, n);
}

static void moves(gr_ctx *ctx, const gr_comp *x, int turn, gr_movelist *ml) {
  int r, c;
  gr_int own = ml->want >= 0 && !ml->match ? value(ctx, x).sg : -1;
  (void)turn;
  if (own >= 0 && own == ml->want) return; /* no option has the position's own value */
  for (r = 0; r < x->len && !ml->full; r++)
    for (c = r == 0 ? 1 : 0; c < x->v[r] && !ml->full; c++) push_bite(ctx, x, own, r, c, ml);
}

/* Reads "r.c" (1-based) into 0-based *r, *c; 0 when it is not that. */
static int read_bite(const char *s, int *r, int *c) {
  long a = 0, b = 0;
  if (*s < '0' || *s > '9') return 0;
  while (*s >= '0' && *s <= '9' && a < 100000) a = a * 10 + (*s++ - '0');
  if (*s++ != '.' || *s < '0' || *s > '9') return 0;
  while (*s >= '0' && *s <= '9' && b < 100000) b = b * 10 + (*s++ - '0');
  if (*s != '\0') return 0;
  *r = (int)a - 1;
  *c = (int)b - 1;
  return 1;
}

static void find_move(gr_ctx *ctx, const gr_comp *x, int turn, const char *text,
                      gr_movelist *ml) {
  int r, c;
  (void)turn;
  if (!read_bite(text, &r, &c) || r < 0 || c < 0 || r >= x->len || c >= x->v[r] ||
      (r == 0 && c == 0))
    return;
  push_bite(ctx, x, -1, r, c, ml);
}

static const gr_msg *refuse(gr_ctx *ctx, const gr_comp *x, int turn, const char *move) {
  int r, c;
  (void)turn;
  if (!read_bite(move, &r, &c)) return GR_W(refuse_chomp_how);
  if (r == 0 && c == 0) return GR_W(refuse_chomp_poison);
  if (r < 0 || c < 0 || r >= x->len || c >= x->v[r])
    return gr_m2(ctx, GR_M(refuse_chomp_square), gr_i(r + 1), gr_i(c + 1));
  return NULL;
}

/* "rows"; "rectangle": the bar is a rectangle larger than 1×1 (won by the
** first player, by strategy stealing). */
static void detail(gr_ctx *ctx, gr_buf *b, const gr_comp *x, int turn) {
  int i, rect = x->len > 0;
  (void)ctx;
  (void)turn;
  gr_puts(b, ",\"rows\":[");
  for (i = 0; i < x->len; i++) {
    gr_printf(b, "%s%lld", i ? "," : "", (long long)x->v[i]);
    if (x->v[i] != x->v[0]) rect = 0;
  }
  gr_printf(b, "],\"rectangle\":%s",
            rect && !(x->len == 1 && x->v[0] == 1) ? "true" : "false");
}

/* What valuing x may cost: the bars inside it (at most the binomial
** (rows + columns choose rows)), each looking at its bites, each bite
** CHOMP_STEP steps (measured: 8×8 and 10×10 boards, against time and against
** the positions and options a search looks at, GR_SEARCH_STEPS each); for a
** bar a table holds, the first rows it still lacks (tab_work). */
#define CHOMP_STEP 48
static double bars_work(const gr_int *v, int k) {
  double states = 1, sq = 0;
  int i;
  for (i = 0; i < k; i++) sq += (double)v[i];
  for (i = 1; i <= k && states < 1e30; i++) states = states * ((double)v[0] + i) / i;
  return states * (sq + 1) * 8 * CHOMP_STEP;
}

/* The steps of growing the K-row table from first rows `from` to `to`. */
static double tab_work(int K, int from, int to) {
  double w = 0;
  int a;
  for (a = from + 1; a <= to; a++) w += tab_bites(K, a) * TAB_STEPS;
  return w;
}

/* The first rows the K-row table of ctx holds. */
static int tab_done(gr_ctx *ctx, int K) {
  tab t;
  tab_grow(ctx, K, 0, &t);
  return t.A;
}

static double work(gr_ctx *ctx, const gr_comp *x, int options) {
  gr_search s;
  gr_poscache *pc;
  tabs ts;
  unsigned char key[2 * CHOMP_MAX_COLS];
  uint64_t v;
  int k = x->len, need[TAB_K - 2], K, sh[TAB_K], n;
  double w = 0;
  if (k == 0 || (k == 1 && x->v[0] == 1)) return 0;
  tab_need(ctx, x->v, k, tab_done(ctx, TAB_K), need);
  for (K = 3; K <= TAB_K; K++)
    if (need[K - 3] > 0) w += tab_work(K, tab_done(ctx, K), need[K - 3]);
  n = short_of(x->v, k, sh);
  if (n > 0 && need[n < 3 ? 0 : n - 3] > 0) return w; /* else the search's (no room) */
  memset(&ts, 0, sizeof ts);
  pc = searcher(ctx, &s, &ts);
  if (!options && gr_poscache_get(pc, key, key_of(x->v, k, key), &v) && !(v & GR_EXCLUDED)) return 0;
  return w + bars_work(x->v, k);
}

/* For a refusal past `most` steps: the board's size and the square boards
** that fit (or the bars of as many rows as it has, up to four); NULL when it
** fits. */
static const gr_msg *work_fits(gr_ctx *ctx, const gr_comp *x, double most) {
  gr_int sq[CHOMP_MAX_COLS], squares = 0;
  int i, n = 1, s[TAB_K], rows = short_of(x->v, x->len, s);
  if (work(ctx, x, 0) <= most) return NULL;
  for (i = 0; i < x->len; i++) squares += x->v[i];
  if (rows > 0) {
    int K = rows < 3 ? 3 : rows, done = tab_done(ctx, K), a = done;
    while (a < CHOMP_MAX_COLS && tab_work(K, done, a + 1) <= most && tab_room(ctx, K, a + 1)) a++;
    return gr_m4(ctx, GR_M(word_chomp_fits3), gr_i(squares), gr_i(s[0]), gr_i(a), gr_i(K));
  }
  for (;;) { /* the largest n×n board within most */
    int j;
    for (j = 0; j <= n && j < CHOMP_MAX_COLS; j++) sq[j] = n + 1;
    if (n + 1 > CHOMP_MAX_COLS || bars_work(sq, n + 1) > most) break;
    n++;
  }
  return gr_m3(ctx, GR_M(word_chomp_fits), gr_i(squares), gr_i(x->len), gr_i(n));
}

/* A bar of 1 to 4 rows of at most 4 squares. */
static void random_bar(const gr_game *g, gr_buf *b, uint64_t *seed) {
  gr_int k = gr_rand(seed, 1, 4), i, len = gr_rand(seed, 1, 4);
  (void)g;
  gr_puts(b, "chomp:");
  for (i = 0; i < k; i++) {
    if (i) gr_putc(b, '/');
    gr_printf(b, "%lld", (long long)len);
    len = gr_rand(seed, 1, len);
  }
}

static const gr_front_caps chomp_front = {
  .work = work,
  .work_fits = work_fits,
  .random = random_bar,
};

const gr_game gr_game_chomp = {
  .name = "chomp",
  .title = GR_W(game_chomp_title),
  .notation = GR_W(game_chomp_notation),
  .example = "chomp:5/5/5/5",
  .parse = parse,
  .format = format,
  .value = value,
  .legal = legal,
  .moves = moves,
  .copy = gr_copy_fields,
  .refuse = refuse,
  .detail = detail,
  .find_move = find_move,
  .front = &chomp_front,
};
