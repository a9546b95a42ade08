/*
** bank.c — random inputs of the classic problems' judges with answers from a
** plain minimax over the problems' own rules: each game's moves are written
** here from its statement, and a position wins when some move leaves one that
** loses (misère play: a player with no move has won). Nothing here knows a
** Grundy value, a nim-sum or a pattern. Sums are searched whole, as multisets
** of components, so the positions stay small: a few heaps or pieces of a few
** units each.
**
** Inputs are laid out as the statements give them (several cases, end marks,
** input to the end of the file), with the layouts gen.h draws (CRLF, blank
** lines, tabs); lenient inputs break lists across lines and pass the
** statements' counts where those are small.
*/
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "gen.h"

/* ---- memo: positions (arrays of ints) to outcomes -------------------------------- */

typedef struct slot {
  unsigned long long h;
  size_t off;
  int len;
  signed char v; /* 0 loses, 1 wins; len < 0: empty */
} slot;

static slot *tab;
static size_t tab_cap, tab_n;
static int *pool;
static size_t pool_n, pool_cap;

static unsigned long long hash(const int *k, int n) {
  unsigned long long h = 1469598103934665603ull;
  int i;
  for (i = 0; i < n; i++) h = (h ^ (unsigned)k[i]) * 1099511628211ull;
  return h ^ (h >> 29);
}

static void memo_clear(void) {
  size_t i;
  for (i = 0; i < tab_cap; i++) tab[i].len = -1;
  tab_n = 0;
  pool_n = 0;
}

static slot *memo_find(const int *k, int n, unsigned long long h) {
  size_t i = h & (tab_cap - 1);
  for (;; i = (i + 1) & (tab_cap - 1)) {
    slot *s = &tab[i];
    if (s->len < 0) return s;
    if (s->h == h && s->len == n && memcmp(pool + s->off, k, (size_t)n * sizeof *k) == 0) return s;
  }
}

static int memo_get(const int *k, int n) {
  slot *s;
  if (tab_cap == 0) return -1;
  s = memo_find(k, n, hash(k, n));
  return s->len < 0 ? -1 : s->v;
}

static void memo_put(const int *k, int n, int v) {
  slot *s;
  unsigned long long h = hash(k, n);
  if (2 * (tab_n + 1) > tab_cap) { /* grow */
    slot *old = tab;
    size_t oc = tab_cap, i;
    tab_cap = tab_cap ? 2 * tab_cap : 1024;
    tab = malloc(tab_cap * sizeof *tab);
    if (tab == NULL) die("out of memory");
    for (i = 0; i < tab_cap; i++) tab[i].len = -1;
    for (i = 0; i < oc; i++)
      if (old[i].len >= 0) *memo_find(pool + old[i].off, old[i].len, old[i].h) = old[i];
    free(old);
  }
  if (pool_n + (size_t)n > pool_cap) {
    pool_cap = (pool_n + (size_t)n) * 2 + 4096;
    pool = realloc(pool, pool_cap * sizeof *pool);
    if (pool == NULL) die("out of memory");
  }
  memcpy(pool + pool_n, k, (size_t)n * sizeof *k);
  s = memo_find(k, n, h);
  s->h = h;
  s->off = pool_n;
  s->len = n;
  s->v = (signed char)v;
  pool_n += (size_t)n;
  tab_n++;
}

/* ---- sums: multisets of components, each of w ints ------------------------------- */

#define MAXC 64   /* components in a position */
#define OPTW 6    /* ints of one option: up to 3 components of 2 */
#define MAXO 512  /* options of one component */
#define WIN_NOW (-1) /* an option's kind: the move wins at once */

/* The options of component c: option j is kind[j] components (0..3, or
** WIN_NOW) at out[j * OPTW]; returns how many. */
typedef int (*optfn)(const int *c, int *out, int *kind);

typedef struct sumgame {
  int tag, w, misere;
  optfn opts;
} sumgame;

static int cmp_w;
static int cmp_comp(const void *a, const void *b) {
  const int *x = a, *y = b;
  int i;
  for (i = 0; i < cmp_w; i++)
    if (x[i] != y[i]) return x[i] < y[i] ? -1 : 1;
  return 0;
}

/* Whether the player to move wins the sum of the n components c (w ints each)
** of game g. Components without a move are dropped first (they change
** nothing in either play), the rest sorted: the memo's key. */
static int sum_win(const sumgame *g, const int *c, int n) {
  int key[2 + MAXC * 2], *comp = key + 2, m = 0, i, j, w = g->w, r, moves = 0;
  static int out[MAXO * OPTW], kind[MAXO];
  int nopt;
  for (i = 0; i < n; i++) {
    if (g->opts(c + i * w, out, kind) == 0) continue;
    if (m == MAXC) die("a position of more than %d components", MAXC);
    memcpy(comp + m * w, c + i * w, (size_t)w * sizeof *c);
    m++;
  }
  cmp_w = w;
  qsort(comp, (size_t)m, (size_t)w * sizeof *comp, cmp_comp);
  key[0] = g->tag;
  key[1] = m;
  if ((r = memo_get(key, 2 + m * w)) >= 0) return r;
  r = 0;
  for (i = 0; i < m && !r; i++) {
    int o[OPTW * MAXO], k[MAXO]; /* this component's options (out is shared) */
    nopt = g->opts(comp + i * w, o, k);
    for (j = 0; j < nopt && !r; j++) {
      int next[MAXC * 2 + OPTW], nn = 0, q;
      moves++;
      if (k[j] == WIN_NOW) {
        r = 1;
        break;
      }
      for (q = 0; q < m; q++)
        if (q != i) memcpy(next + (nn++) * w, comp + q * w, (size_t)w * sizeof *comp);
      memcpy(next + nn * w, o + j * OPTW, (size_t)k[j] * w * sizeof *comp);
      nn += k[j];
      if (nn > MAXC) die("a position of more than %d components", MAXC);
      if (!sum_win(g, next, nn)) r = 1;
    }
  }
  if (moves == 0) r = g->misere; /* no move: lost, or in misère play won */
  memo_put(key, 2 + m * w, r);
  return r;
}

/* The moves of the sum c (n components, unsorted, as the input lists them)
** that leave a losing position: each component's options, counted one by one. */
static long sum_winning_moves(const sumgame *g, const int *c, int n) {
  int i, j, q, w = g->w;
  long ways = 0;
  for (i = 0; i < n; i++) {
    int o[OPTW * MAXO], k[MAXO], nopt = g->opts(c + i * w, o, k);
    for (j = 0; j < nopt; j++) {
      int next[MAXC * 2 + OPTW], nn = 0;
      if (k[j] == WIN_NOW) die("counting moves of a game that wins at once");
      for (q = 0; q < n; q++)
        if (q != i) memcpy(next + (nn++) * w, c + q * w, (size_t)w * sizeof *c);
      memcpy(next + nn * w, o + j * OPTW, (size_t)k[j] * w * sizeof *c);
      nn += k[j];
      if (!sum_win(g, next, nn)) ways++;
    }
  }
  return ways;
}

/* ---- the games' moves, from the statements ------------------------------------- */

/* Take any positive number from a heap. */
static int opt_take(const int *c, int *out, int *kind) {
  int t, n = 0;
  for (t = 0; t < c[0]; t++, n++) {
    out[n * OPTW] = t;
    kind[n] = 1;
  }
  return n;
}

/* Take a number of the set S (S_n numbers) from a heap. */
static int S[64], S_n;
static int opt_sub(const int *c, int *out, int *kind) {
  int i, n = 0;
  for (i = 0; i < S_n; i++)
    if (S[i] <= c[0]) {
      out[n * OPTW] = c[0] - S[i];
      kind[n++] = 1;
    }
  return n;
}

/* Take any positive number, or split the heap into `parts` non-empty heaps
** (2 or 3), taking nothing: Lasker's Nim and HDU 5795. */
static int split_parts;
static int opt_take_split(const int *c, int *out, int *kind) {
  int n = opt_take(c, out, kind), a, b, h = c[0];
  for (a = 1; a < h; a++)
    if (split_parts == 2) {
      if (a <= h - a) {
        out[n * OPTW] = a;
        out[n * OPTW + 1] = h - a;
        kind[n++] = 2;
      }
    } else {
      for (b = a; a + b < h; b++)
        if (b <= h - a - b) {
          out[n * OPTW] = a;
          out[n * OPTW + 1] = b;
          out[n * OPTW + 2] = h - a - b;
          kind[n++] = 3;
        }
    }
  return n;
}

/* A row of apples: take a run of one or more consecutive apples, leaving a
** apples on its left and b on its right (HDU 2509). */
static int opt_run(const int *c, int *out, int *kind) {
  int a, b, n = 0;
  for (a = 0; a < c[0]; a++)
    for (b = 0; a + b < c[0]; b++) {
      out[n * OPTW] = a;
      out[n * OPTW + 1] = b;
      kind[n++] = 2;
    }
  return n;
}

/* A heap of x becomes two heaps, each smaller than x (AcWing 894). */
static int opt_two_smaller(const int *c, int *out, int *kind) {
  int i, j, n = 0;
  for (i = 0; i < c[0]; i++)
    for (j = i; j < c[0]; j++) {
      out[n * OPTW] = i;
      out[n * OPTW + 1] = j;
      kind[n++] = 2;
    }
  return n;
}

/* A box (c stones, capacity s): add k stones, 1 <= k <= c^2, up to s. */
static int opt_box(const int *c, int *out, int *kind) {
  int k, n = 0;
  for (k = 1; k <= c[0] * c[0] && c[0] + k <= c[1]; k++) {
    out[n * OPTW] = c[0] + k;
    out[n * OPTW + 1] = c[1];
    kind[n++] = 1;
  }
  return n;
}

/* A pair of piles (a, b): throw one away, split the other into two positive
** piles, the pair's new piles (Luogu P2148). */
static int opt_pair(const int *c, int *out, int *kind) {
  int side, x, n = 0;
  for (side = 0; side < 2; side++)
    for (x = 1; x < c[side]; x++) {
      int a = x, b = c[side] - x;
      out[n * OPTW] = a < b ? a : b; /* a pair is the same either way round */
      out[n * OPTW + 1] = a < b ? b : a;
      kind[n++] = 1;
    }
  return n;
}

/* A sheet W x H: cut it along a grid line into two; cutting out a 1x1 wins. */
static int opt_sheet(const int *c, int *out, int *kind) {
  int d, k, n = 0;
  for (d = 0; d < 2; d++)
    for (k = 1; k < c[d]; k++) {
      int p[2][2];
      p[0][d] = k;
      p[1][d] = c[d] - k;
      p[0][1 - d] = p[1][1 - d] = c[1 - d];
      if ((p[0][0] == 1 && p[0][1] == 1) || (p[1][0] == 1 && p[1][1] == 1)) {
        kind[n++] = WIN_NOW;
        continue;
      }
      out[n * OPTW] = p[0][0];
      out[n * OPTW + 1] = p[0][1];
      out[n * OPTW + 2] = p[1][0];
      out[n * OPTW + 3] = p[1][1];
      kind[n++] = 2;
    }
  return n;
}

/* A hyper knight at (x, y): its six jumps, staying on the board. */
static int opt_knight(const int *c, int *out, int *kind) {
  static const int j[6][2] = {{1, -2}, {-1, -3}, {-1, -2}, {-2, -1}, {-3, -1}, {-2, 1}};
  int i, n = 0;
  for (i = 0; i < 6; i++) {
    int x = c[0] + j[i][0], y = c[1] + j[i][1];
    if (x < 0 || y < 0) continue;
    out[n * OPTW] = x;
    out[n * OPTW + 1] = y;
    kind[n++] = 1;
  }
  return n;
}

/* A chess on a graph: along one of its position's arrows. */
static int G_n, G_adj[16][16], G_deg[16];
static int opt_arrow(const int *c, int *out, int *kind) {
  int i;
  for (i = 0; i < G_deg[c[0]]; i++) {
    out[i * OPTW] = G_adj[c[0]][i];
    kind[i] = 1;
  }
  return G_deg[c[0]];
}

static const sumgame NIM = {1, 1, 0, opt_take}, MISERE_NIM = {2, 1, 1, opt_take},
                     SUB = {3, 1, 0, opt_sub}, LASKER = {4, 1, 0, opt_take_split},
                     THREE = {5, 1, 0, opt_take_split}, RUNS = {6, 1, 1, opt_run},
                     TWO = {7, 1, 0, opt_two_smaller}, BOXES = {8, 2, 0, opt_box},
                     PAIRS = {9, 2, 0, opt_pair}, SHEETS = {10, 2, 0, opt_sheet},
                     KNIGHTS = {11, 2, 0, opt_knight}, ARROWS = {12, 1, 0, opt_arrow};

/* Wythoff: take from one pile, or the same from both. */
static int wythoff_win(int a, int b) {
  int key[3] = {20, a < b ? a : b, a < b ? b : a}, r = 0, t;
  if ((r = memo_get(key, 3)) >= 0) return r;
  r = 0;
  for (t = 1; !r && t <= a; t++) r = !wythoff_win(a - t, b);
  for (t = 1; !r && t <= b; t++) r = !wythoff_win(a, b - t);
  for (t = 1; !r && t <= a && t <= b; t++) r = !wythoff_win(a - t, b - t);
  memo_put(key, 3, r);
  return r;
}

/* Fibonacci Nim: n stones, a move takes 1..cap; the next cap is twice the take. */
static int fibnim_win(int n, int cap) {
  int key[3] = {21, n, cap < n ? cap : n}, r, t;
  if ((r = memo_get(key, 3)) >= 0) return r;
  r = 0;
  for (t = 1; !r && t <= cap && t <= n; t++) r = !fibnim_win(n - t, 2 * t);
  memo_put(key, 3, r);
  return r;
}

/* Staircase: step i (1-based) holds a[i-1]; a move carries stones from one
** step to the step below (from step 1 to the ground). */
static int stairs_win(int *a, int n) {
  int key[1 + 8], r = 0, i, t;
  key[0] = 22;
  memcpy(key + 1, a, (size_t)n * sizeof *a);
  if ((r = memo_get(key, 1 + n)) >= 0) return r;
  r = 0;
  for (i = 0; i < n && !r; i++)
    for (t = 1; t <= a[i] && !r; t++) {
      a[i] -= t;
      if (i > 0) a[i - 1] += t;
      r = !stairs_win(a, n);
      a[i] += t;
      if (i > 0) a[i - 1] -= t;
    }
  memo_put(key, 1 + n, r);
  return r;
}

/* Georgia and Bob: chessmen on cells 1, 2, … (p increasing); a move takes one
** left by one cell or more, over no other and onto no other. */
static int row_win(int *p, int n) {
  int key[1 + 8], r, i, q;
  key[0] = 23;
  memcpy(key + 1, p, (size_t)n * sizeof *p);
  if ((r = memo_get(key, 1 + n)) >= 0) return r;
  r = 0;
  for (i = 0; i < n && !r; i++) {
    int lo = i > 0 ? p[i - 1] + 1 : 1, old = p[i];
    for (q = lo; q < old && !r; q++) {
      p[i] = q;
      r = !row_win(p, n);
    }
    p[i] = old;
  }
  memo_put(key, 1 + n, r);
  return r;
}

/* Climbing the hill: people on cells p (increasing; 0 is the hilltop, which
** holds any number); a person climbs one cell or more, not onto or past the
** person above unless that one is on the hilltop. Moving the king (person
** `king`, 0-based) to the hilltop wins. */
static int hill_win(int *p, int n, int king) {
  int key[2 + 8], r, i, q;
  key[0] = 24;
  key[1] = king;
  memcpy(key + 2, p, (size_t)n * sizeof *p);
  if ((r = memo_get(key, 2 + n)) >= 0) return r;
  r = 0;
  for (i = 0; i < n && !r; i++) {
    int lo = i > 0 && p[i - 1] > 0 ? p[i - 1] + 1 : 0, old = p[i];
    if (old == 0) continue;
    for (q = lo; q < old && !r; q++) {
      if (q == 0 && i == king) {
        r = 1;
        break;
      }
      p[i] = q;
      r = !hill_win(p, n, king);
    }
    p[i] = old;
  }
  memo_put(key, 2 + n, r);
  return r;
}

/* ---- layout helpers -------------------------------------------------------------- */

/* n numbers, the first one after what is already on the line when `after`. */
static void put_list(gen *g, const long *v, long n, int after) {
  long i;
  for (i = 0; i < n; i++) {
    if (i > 0 || after) g_list_sep(g);
    sb_printf(&g->in, "%ld", v[i]);
  }
}

static void put_num_line(gen *g, long v) {
  g_blank_lines(g);
  sb_printf(&g->in, "%ld", v);
  g_eol(g);
}

/* A count of cases, past the statement's `most` sometimes in lenient inputs. */
static long count(gen *g, long lo, long hi, long most) {
  return g->lenient && chance(20) ? rin(most + 1, most + 5) : rin(lo, hi);
}

static int ints(const long *v, long n, int *out) {
  long i;
  for (i = 0; i < n; i++) out[i] = (int)v[i];
  return (int)n;
}

/* ---- the problems ---------------------------------------------------------------- */

/* Cases of heaps, each "n" then a line of n heaps: T first (misère or not). */
static void gen_heaps_t(gen *g, const sumgame *sg, long tmax, long nmax, long hmax,
                        const char *win, const char *lose) {
  long t = count(g, 1, 6, tmax), k, n, i, h[8];
  int c[8];
  put_num_line(g, t);
  for (k = 0; k < t; k++) {
    n = rin(1, nmax);
    put_num_line(g, n);
    for (i = 0; i < n; i++) h[i] = rin(1, hmax);
    g_blank_lines(g);
    put_list(g, h, n, 0);
    g_eol(g);
    g_case_end(g, 1);
    sb_puts(&g->out, sum_win(sg, c, ints(h, n, c)) ? win : lose);
  }
}

/* Cases until a count 0: "n", a line of n heaps; the answer a word or the
** number of winning moves. */
static void gen_heaps_zero(gen *g, const sumgame *sg, long nlo, long nmax, long hlo, long hmax,
                           const char *win, const char *lose) {
  long t = rin(1, 6), k, n, i, h[8];
  int c[8];
  for (k = 0; k < t; k++) {
    n = rin(nlo, nmax);
    put_num_line(g, n);
    for (i = 0; i < n; i++) h[i] = rin(hlo, hmax);
    g_blank_lines(g);
    put_list(g, h, n, 0);
    g_eol(g);
    g_case_end(g, 1);
    if (win == NULL) sb_printf(&g->out, "%ld\n", sum_winning_moves(sg, c, ints(h, n, c)));
    else sb_puts(&g->out, sum_win(sg, c, ints(h, n, c)) ? win : lose);
  }
  put_num_line(g, 0);
}

/* A set of S: k distinct numbers of 1..hi, into S. */
static void draw_set(long k, long hi, long *v) {
  long i, j;
  S_n = 0;
  for (i = 0; i < k; i++) {
    long x;
    do {
      x = rin(1, hi);
      for (j = 0; j < i && v[j] != x; j++) continue;
    } while (j < i);
    v[i] = x;
    S[S_n++] = (int)x;
  }
  memo_clear(); /* the memo's subtraction positions were of another set */
}

static void gen_brave(gen *g) {
  long t = count(g, 1, 8, 100), k, v[2];
  put_num_line(g, t);
  for (k = 0; k < t; k++) {
    int c;
    long i;
    v[0] = rin(1, 30);
    v[1] = rin(1, chance(50) ? 4 : 40);
    g_blank_lines(g);
    put_list(g, v, 2, 0);
    g_eol(g);
    g_case_end(g, 1);
    S_n = 0;
    for (i = 1; i <= v[1]; i++) S[S_n++] = (int)i;
    memo_clear();
    c = (int)v[0];
    sb_puts(&g->out, sum_win(&SUB, &c, 1) ? "first\n" : "second\n");
  }
}

static void gen_cet4(gen *g) {
  long t = rin(1, 12), k;
  S_n = 0;
  for (k = 1; k <= 64; k *= 2) S[S_n++] = (int)k;
  memo_clear();
  for (k = 0; k < t; k++) {
    int c = (int)rin(1, 60);
    put_num_line(g, c);
    g_case_end(g, 1);
    sb_puts(&g->out, sum_win(&SUB, &c, 1) ? "Kiki\n" : "Cici\n");
  }
}

static void gen_fibo(gen *g) {
  long t = rin(1, 8), k, v[3];
  S_n = 0;
  S[S_n++] = 1;
  S[S_n++] = 2;
  while (S[S_n - 1] < 30) S[S_n] = S[S_n - 1] + S[S_n - 2], S_n++;
  memo_clear();
  for (k = 0; k < t; k++) {
    int c[3];
    v[0] = rin(1, 14), v[1] = rin(1, 14), v[2] = rin(1, 14);
    g_blank_lines(g);
    put_list(g, v, 3, 0);
    g_eol(g);
    g_case_end(g, 1);
    sb_puts(&g->out, sum_win(&SUB, c, ints(v, 3, c)) ? "Fibo\n" : "Nacci\n");
  }
  g_blank_lines(g);
  sb_puts(&g->in, "0 0 0");
  g_eol(g);
}

static void gen_snim(gen *g) {
  long t = rin(1, 4), k, j, i, h[8], m, l;
  for (k = 0; k < t; k++) {
    long set[4], ns = rin(1, 3);
    int c[8];
    draw_set(ns, 7, set);
    g_blank_lines(g);
    sb_printf(&g->in, "%ld", ns);
    put_list(g, set, ns, 1);
    g_eol(g);
    m = rin(1, 4);
    put_num_line(g, m);
    for (j = 0; j < m; j++) {
      l = rin(1, 3);
      for (i = 0; i < l; i++) h[i] = rin(0, 12);
      g_blank_lines(g);
      sb_printf(&g->in, "%ld", l);
      put_list(g, h, l, 1);
      g_eol(g);
      sb_puts(&g->out, sum_win(&SUB, c, ints(h, l, c)) ? "W" : "L");
    }
    sb_puts(&g->out, "\n");
    g_case_end(g, 1);
  }
  put_num_line(g, 0);
}

static void gen_rabbit(gen *g) { gen_heaps_zero(g, &NIM, 1, 4, 0, 7, "Rabbit Win!\n", "Grass Win!\n"); }
static void gen_goodboy(gen *g) { gen_heaps_zero(g, &NIM, 2, 4, 1, 7, NULL, NULL); }
static void gen_nim_poj(gen *g) { gen_heaps_zero(g, &NIM, 1, 4, 1, 7, NULL, NULL); }
static void gen_john(gen *g) { gen_heaps_t(g, &MISERE_NIM, 474, 4, 5, "John\n", "Brother\n"); }
static void gen_john_luogu(gen *g) { gen_heaps_t(g, &MISERE_NIM, 500, 4, 5, "John\n", "Brother\n"); }
static void gen_lasker(gen *g) {
  split_parts = 2;
  gen_heaps_t(g, &LASKER, 100, 3, 7, "Alice\n", "Bob\n");
}
static void gen_simplenim(gen *g) {
  split_parts = 3;
  gen_heaps_t(g, &THREE, 100, 3, 8, "First player wins.\n", "Second player wins.\n");
}

static void gen_winner(gen *g) { /* until the end of the input */
  long t = rin(1, 6), k, n, i, h[8];
  int c[8];
  for (k = 0; k < t; k++) {
    n = rin(1, 3);
    put_num_line(g, n);
    for (i = 0; i < n; i++) h[i] = rin(1, 6);
    g_blank_lines(g);
    put_list(g, h, n, 0);
    g_eol(g);
    g_case_end(g, 1);
    sb_puts(&g->out, sum_win(&RUNS, c, ints(h, n, c)) ? "Yes\n" : "No\n");
  }
}

static void gen_matches(gen *g) { /* "M a1 … aM" lines to the end of the input */
  long t = rin(1, 8), k, n, i, h[8];
  int c[8];
  for (k = 0; k < t; k++) {
    n = rin(1, 4);
    for (i = 0; i < n; i++) h[i] = rin(1, 7);
    g_blank_lines(g);
    sb_printf(&g->in, "%ld", n);
    put_list(g, h, n, 1);
    g_eol(g);
    g_case_end(g, 1);
    sb_puts(&g->out, sum_win(&NIM, c, ints(h, n, c)) ? "Yes\n" : "No\n");
  }
}

/* One case: "n", a line of n numbers. */
static void one_case(gen *g, long n, const long *h) {
  put_num_line(g, n);
  g_blank_lines(g);
  put_list(g, h, n, 0);
  g_eol(g);
  g_case_end(g, 1);
}

static void gen_acwing891(gen *g) {
  long n = rin(1, 4), i, h[8];
  int c[8];
  for (i = 0; i < n; i++) h[i] = rin(1, 7);
  one_case(g, n, h);
  sb_puts(&g->out, sum_win(&NIM, c, ints(h, n, c)) ? "Yes\n" : "No\n");
}

static void gen_acwing892(gen *g) {
  long n = rin(1, 4), i, h[8];
  int c[8];
  for (i = 0; i < n; i++) h[i] = rin(1, n > 3 ? 2 : 3);
  one_case(g, n, h);
  sb_puts(&g->out, stairs_win(c, ints(h, n, c)) ? "Yes\n" : "No\n");
}

static void gen_acwing893(gen *g) {
  long k = rin(1, 3), set[4], n = rin(1, 4), i, h[8];
  int c[8];
  draw_set(k, 6, set);
  put_num_line(g, k);
  g_blank_lines(g);
  put_list(g, set, k, 0);
  g_eol(g);
  for (i = 0; i < n; i++) h[i] = rin(1, 14);
  one_case(g, n, h);
  sb_puts(&g->out, sum_win(&SUB, c, ints(h, n, c)) ? "Yes\n" : "No\n");
}

static void gen_acwing894(gen *g) {
  long n = rin(1, 2), i, h[8];
  int c[8];
  for (i = 0; i < n; i++) h[i] = rin(1, 5);
  one_case(g, n, h);
  sb_puts(&g->out, sum_win(&TWO, c, ints(h, n, c)) ? "Yes\n" : "No\n");
}

static void gen_wythoff(gen *g) {
  long t = rin(1, 10), k, v[2];
  for (k = 0; k < t; k++) {
    v[0] = rin(0, 25), v[1] = rin(0, 25);
    g_blank_lines(g);
    put_list(g, v, 2, 0);
    g_eol(g);
    g_case_end(g, 1);
    sb_puts(&g->out, wythoff_win((int)v[0], (int)v[1]) ? "1\n" : "0\n");
  }
}

static void gen_fibnim(gen *g) {
  long t = rin(1, 10), k;
  for (k = 0; k < t; k++) {
    int n = (int)rin(2, 80);
    put_num_line(g, n);
    g_case_end(g, 1);
    sb_puts(&g->out, fibnim_win(n, n - 1) ? "First win\n" : "Second win\n");
  }
  put_num_line(g, 0);
}

static void gen_boxes(gen *g) {
  long t = rin(1, 5), k, i, v[2];
  for (k = 1; k <= t; k++) {
    long n = rin(1, 3);
    int c[8];
    put_num_line(g, n);
    for (i = 0; i < n; i++) {
      v[0] = rin(0, 14);
      v[1] = rin(0, v[0]);
      c[2 * i] = (int)v[1];
      c[2 * i + 1] = (int)v[0];
      g_blank_lines(g);
      put_list(g, v, 2, 0);
      g_eol(g);
    }
    g_case_end(g, 2);
    sb_printf(&g->out, "Case %ld:\n%s", k, sum_win(&BOXES, c, (int)n) ? "Yes\n" : "No\n");
  }
  put_num_line(g, 0);
}

static void gen_climbing(gen *g) { /* to the end of the input */
  long t = rin(1, 6), k, i, v[2], p[8];
  for (k = 0; k < t; k++) {
    int c[8];
    long n = rin(1, 4), at = 0;
    v[0] = n;
    v[1] = rin(1, n);
    g_blank_lines(g);
    put_list(g, v, 2, 0);
    g_eol(g);
    for (i = 0; i < n; i++) p[i] = at += rin(1, 3);
    g_blank_lines(g);
    put_list(g, p, n, 0);
    g_eol(g);
    g_case_end(g, 1);
    sb_puts(&g->out, hill_win(c, ints(p, n, c), (int)v[1] - 1) ? "Alice\n" : "Bob\n");
  }
}

static void gen_cutting(gen *g) { /* "W H" to the end of the input */
  long t = rin(1, 6), k, v[2];
  for (k = 0; k < t; k++) {
    int c[2];
    v[0] = rin(2, 6), v[1] = rin(2, v[0] == 6 ? 4 : 5);
    if (chance(50)) {
      long s = v[0];
      v[0] = v[1];
      v[1] = s;
    }
    g_blank_lines(g);
    put_list(g, v, 2, 0);
    g_eol(g);
    g_case_end(g, 1);
    ints(v, 2, c);
    sb_puts(&g->out, sum_win(&SHEETS, c, 1) ? "WIN\n" : "LOSE\n");
  }
}

static void gen_georgia(gen *g) {
  long t = count(g, 1, 6, 20), k, i, j, p[8];
  put_num_line(g, t);
  for (k = 0; k < t; k++) {
    long n = rin(1, 4);
    int c[8], tmp;
    for (i = 0; i < n; i++) { /* distinct cells 1..9 */
      do {
        p[i] = rin(1, 9);
        for (j = 0; j < i && p[j] != p[i]; j++) continue;
      } while (j < i);
    }
    put_num_line(g, n);
    g_blank_lines(g);
    put_list(g, p, n, 0); /* in any order */
    g_eol(g);
    g_case_end(g, 1);
    ints(p, n, c);
    for (i = 1; i < n; i++) /* the game's own order: left to right */
      for (j = i; j > 0 && c[j - 1] > c[j]; j--) tmp = c[j], c[j] = c[j - 1], c[j - 1] = tmp;
    sb_puts(&g->out, row_win(c, (int)n) ? "Georgia will win\n" : "Bob will win\n");
  }
}

static void gen_ed(gen *g) {
  long t = count(g, 1, 5, 20), k, i, s[8];
  put_num_line(g, t);
  for (k = 0; k < t; k++) {
    long n = 2 * rin(1, 2);
    int c[8];
    for (i = 0; i < n; i++) s[i] = rin(1, n > 2 ? 7 : 10);
    put_num_line(g, n);
    g_blank_lines(g);
    put_list(g, s, n, 0);
    g_eol(g);
    g_case_end(g, 1);
    for (i = 0; i < n; i += 2) { /* each pair, smaller pile first */
      c[i] = (int)(s[i] < s[i + 1] ? s[i] : s[i + 1]);
      c[i + 1] = (int)(s[i] < s[i + 1] ? s[i + 1] : s[i]);
    }
    sb_puts(&g->out, sum_win(&PAIRS, c, (int)n / 2) ? "YES\n" : "NO\n");
  }
}

static void gen_knights(gen *g) {
  long t = count(g, 1, 5, 200), k, i, v[2];
  put_num_line(g, t);
  for (k = 1; k <= t; k++) {
    long n = rin(1, 3);
    int c[8];
    put_num_line(g, n);
    for (i = 0; i < n; i++) {
      v[0] = rin(0, 7), v[1] = rin(0, 7);
      c[2 * i] = (int)v[0];
      c[2 * i + 1] = (int)v[1];
      g_blank_lines(g);
      put_list(g, v, 2, 0);
      g_eol(g);
    }
    g_case_end(g, 1);
    sb_printf(&g->out, "Case %ld: %s\n", k, sum_win(&KNIGHTS, c, (int)n) ? "Alice" : "Bob");
  }
}

static void gen_chessgame(gen *g) { /* test cases to the end of the input */
  long t = rin(1, 3), k, i, j, v[16];
  for (k = 0; k < t; k++) {
    int order[16], q, nq = (int)rin(1, 5);
    G_n = (int)rin(1, 8);
    for (i = 0; i < G_n; i++) order[i] = (int)i;
    for (i = G_n - 1; i > 0; i--) { /* arrows go down a random order: no cycle */
      int r = (int)rin(0, i), s = order[i];
      order[i] = order[r];
      order[r] = s;
    }
    for (i = 0; i < G_n; i++) G_deg[i] = 0;
    for (i = 0; i < G_n; i++)
      for (j = i + 1; j < G_n; j++)
        if (chance(40)) G_adj[order[j]][G_deg[order[j]]++] = order[i];
    memo_clear(); /* another graph */
    put_num_line(g, G_n);
    for (i = 0; i < G_n; i++) {
      g_blank_lines(g);
      sb_printf(&g->in, "%d", G_deg[i]);
      for (j = 0; j < G_deg[i]; j++) v[j] = G_adj[i][j];
      put_list(g, v, G_deg[i], 1);
      g_eol(g);
    }
    for (q = 0; q < nq; q++) {
      long m = rin(1, 4);
      int c[8];
      for (i = 0; i < m; i++) v[i] = rin(0, G_n - 1);
      g_blank_lines(g);
      sb_printf(&g->in, "%ld", m);
      put_list(g, v, m, 1);
      g_eol(g);
      g_case_end(g, 1);
      sb_puts(&g->out, sum_win(&ARROWS, c, ints(v, m, c)) ? "WIN\n" : "LOSE\n");
    }
    put_num_line(g, 0);
  }
  if (chance(30)) put_num_line(g, 0); /* the end of all input, which some copies give */
}

typedef struct bank_judge {
  const char *name;
  void (*gen)(gen *g);
} bank_judge;

static const bank_judge BANK[] = {
  {"brave", gen_brave}, {"cet4", gen_cet4}, {"fibo", gen_fibo}, {"rabbit", gen_rabbit},
  {"goodboy", gen_goodboy}, {"snim", gen_snim}, {"john", gen_john}, {"bethewinner", gen_winner},
  {"wythoff", gen_wythoff}, {"fibnim", gen_fibnim}, {"lasker", gen_lasker}, {"stonebox", gen_boxes},
  {"simplenim", gen_simplenim}, {"climbing", gen_climbing}, {"papercut", gen_cutting},
  {"georgia", gen_georgia}, {"matchesgame", gen_matches}, {"nim-poj", gen_nim_poj},
  {"chessgame", gen_chessgame}, {"pairsplit", gen_ed}, {"john-luogu", gen_john_luogu},
  {"knights", gen_knights}, {"acwing891", gen_acwing891}, {"acwing892", gen_acwing892},
  {"acwing893", gen_acwing893}, {"acwing894", gen_acwing894}, {NULL, NULL},
};

int bank_gen(const char *judge, gen *g) {
  int i;
  for (i = 0; BANK[i].name != NULL; i++)
    if (strcmp(BANK[i].name, judge) == 0) {
      BANK[i].gen(g);
      return 1;
    }
  return 0;
}
