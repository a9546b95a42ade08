/*
** test_sweep_tb.c — the random sweep of take-and-break codes on heaps
** ("tb(CODE)") and of octal codes on rows of pins ("octal(CODE)"), whose
** values come from one table computed by the rare/common method.
**
** Codes are drawn class by class so that every kind turns up in every run:
**   two split digits (bit 4) at every distance 1..12 and so both parities,
**   the first of them anywhere from the digit before the point to d_4; the
**   same with "!" and "?"; a split digit before the point (d0); long sparse
**   codes with several split digits far apart; dense octal codes; codes
**   leaving three heaps (hexadecimal digits with bit 8) and four (bit 16);
**   repeating tails that take only (counted by residue) or also split.
** Heap sizes reach several hundred to a few thousand for codes the
** rare/common method computes (it starts at 64 and rebuilds its split at
** 128, 256, …), so the method and its rebuilds are all exercised; every
** third code is computed in small steps (a bounded work per call), so the
** state carried from one call to the next is exercised too.
**
** The expectations are a plain mex written here from the rules of a code —
** every move of every heap, the code held as digits and handed to the engine
** only as text — and, for rows of pins, a plain mex written from the row
** rule (which block of pins a move may knock down), without heaps at all.
** Then random positions of each code are analysed with the engine's self-
** checks on: each component's value, the verdict, the number of legal moves
** and the set of winning moves must be what the plain values say.
**
** It prints its seed; GR_SWEEP_SEED=N reruns it, GR_SWEEP_LONG=1 is the long
** sweep (thousands of codes, larger heaps) run before a release.
*/
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include "../../c/grundy.h"
#include "json.h"
#include "suites.h"
#include "sweep.h"
#include "sweeprand.h"
#include "test.h"

#define MAXT 24        /* digits after the point in the codes drawn */
#define MAXN 12000     /* largest heap the sweep asks for */
#define SEEN (1 << 16) /* values our mex can tell apart */

typedef struct scode {
  int d[MAXT + 1], mod[MAXT + 1]; /* d[0] before the point; mod 0, '!' or '?' */
  int t, tail;                    /* digits d[1..t]; the last `tail` repeat forever */
} scode;

static rs_rng rng;
static gr_ctx *cx;    /* the context for values and analyses */
static gr_ctx *steps; /* one whose calls may spend little work each */

static long below(long n) { return rs_below(&rng, n); }
static long range(long lo, long hi) { return rs_range(&rng, lo, hi); }

/* ---- codes ------------------------------------------------------------------ */

static int digit_of(const scode *k, long j, int *mod) {
  int u = -1;
  if (j <= k->t) u = (int)j;
  else if (k->tail) u = k->t - k->tail + 1 + (int)((j - (k->t - k->tail) - 1) % k->tail);
  *mod = u < 0 ? 0 : k->mod[u];
  return u < 0 ? 0 : k->d[u];
}

static int heaps_left(const scode *k) {
  int j, all = 0, h = 0;
  for (j = 0; j <= k->t; j++) all |= k->d[j];
  while (all >> (h + 1)) h++;
  return h;
}

static int tail_splits(const scode *k) {
  int j, s = 0;
  for (j = k->t - k->tail + 1; k->tail && j <= k->t; j++) s |= k->d[j] >= 4;
  return s;
}

/* An octal code a row of pins takes: 0.d1…dt, digits 0-7, t ≤ 16. */
static int rows_take(const scode *k) {
  int j, ok = k->d[0] == 0 && k->tail == 0 && k->t <= 16;
  for (j = 1; ok && j <= k->t; j++) ok = k->d[j] <= 7 && (k->mod[j] == 0 || k->d[j] < 4);
  return ok;
}

static void code_text(const scode *k, char *out, size_t cap) {
  const char *dig = "0123456789ABCDEFGHIJKLMNOPQRSTUV";
  size_t n = 0;
  int j, pre = k->t - k->tail;
  out[0] = '\0';
  if (k->d[0] || k->mod[0] || below(3)) n += (size_t)snprintf(out + n, cap - n, "%c", dig[k->d[0]]);
  if (k->mod[0]) n += (size_t)snprintf(out + n, cap - n, "%c", k->mod[0]);
  n += (size_t)snprintf(out + n, cap - n, ".");
  for (j = 1; j <= k->t; j++) {
    if (k->tail && j == pre + 1) n += (size_t)snprintf(out + n, cap - n, "[");
    n += (size_t)snprintf(out + n, cap - n, "%c", dig[k->d[j]]);
    if (k->mod[j]) n += (size_t)snprintf(out + n, cap - n, "%c", k->mod[j]);
  }
  if (k->tail) n += (size_t)snprintf(out + n, cap - n, "]");
  else if (k->t == 0) n += (size_t)snprintf(out + n, cap - n, "0");
}

/* ---- drawing codes, class by class ----------------------------------------- */

enum { C_TWO, C_MOD, C_D0, C_LONG, C_DENSE, C_HEAPS3, C_HEAPS4, C_TAIL, C_TAKES, NCLASS };
static const char *const class_name[NCLASS] = {
  "two split digits", "two split digits with ! or ?", "a split digit before the point",
  "long, several split digits", "dense octal", "three heaps", "four heaps", "repeating tail",
  "repeating tail, moves that only take",
};
static long distance_turn; /* cycles the distance between two split digits */

static int mod_of(void) { return below(3) == 0 ? 0 : below(2) ? '!' : '?'; }

/* Random digits 0..top-1 for d[1..t], about half of them 0. */
static void fill(scode *k, int t, int top) {
  int j;
  k->t = t;
  for (j = 1; j <= t; j++) k->d[j] = below(2) ? (int)below(top) : 0;
}

static void draw(scode *k, int cls) {
  int j, j1, j2, dist;
  memset(k, 0, sizeof *k);
  switch (cls) {
  case C_TWO:
  case C_MOD:
  case C_D0:
    dist = 1 + (int)(distance_turn++ % 12); /* 1..12: both parities, near and far */
    j1 = cls == C_D0 ? 0 : (int)range(1, 4);
    j2 = j1 + dist;
    fill(k, j2 + (int)below(3), 8);
    for (j = 1; j <= k->t; j++)
      if (k->d[j] >= 4 && below(2)) k->d[j] &= 3; /* other splits now and then */
    k->d[j1] = j1 == 0 ? 4 : 4 | (int)below(4);
    k->d[j2] = 4 | (int)below(4);
    if (cls == C_MOD) {
      k->mod[j1] = below(2) ? '!' : '?';
      k->mod[j2] = mod_of();
    }
    if (cls == C_D0 && below(2)) k->mod[0] = '!';
    break;
  case C_LONG:
    fill(k, (int)range(8, MAXT), 4);
    for (j = (int)range(0, 3); j <= k->t; j += (int)range(2, 16)) k->d[j] |= 4;
    if (k->d[0] && below(2)) k->mod[0] = '!';
    break;
  case C_DENSE:
    k->t = (int)range(1, 8);
    for (j = 1; j <= k->t; j++) k->d[j] = (int)below(8);
    break;
  case C_HEAPS3:
  case C_HEAPS4:
    fill(k, (int)range(1, 5), cls == C_HEAPS3 ? 16 : 32);
    j = (int)range(0, k->t);
    k->d[j] |= cls == C_HEAPS3 ? 8 : 16;
    if (cls == C_HEAPS3)
      for (j = 0; j <= k->t; j++) k->d[j] &= 15;
    if (k->d[0] & 3) k->d[0] &= ~3;
    for (j = 0; j <= k->t; j++)
      if (k->d[j] >= 4) k->mod[j] = mod_of();
    break;
  case C_TAKES: /* no move leaves two heaps: the tail is counted by residue */
    fill(k, (int)range(1, 8), 4);
    k->tail = (int)range(1, k->t < 4 ? k->t : 4);
    if (k->d[k->t] == 0) k->d[k->t] = 2 + (int)below(2);
    break;
  default: /* C_TAIL */
    fill(k, (int)range(1, 6), 8);
    k->tail = (int)range(1, k->t < 3 ? k->t : 3);
    for (j = k->t - k->tail + 1; j <= k->t; j++)
      if (below(3)) k->d[j] &= 3; /* most tails only take */
    if (k->d[k->t] == 0) k->d[k->t] = 3;
    if (below(3) == 0) k->d[0] = 4;
    break;
  }
  if (k->tail == 0 && k->d[k->t] == 0) k->d[k->t] = 1 + (int)below(7);
}

/* The largest heap asked for: far past the rare/common method's start (64)
** and its first rebuilds where it runs; what a plain mex can reach otherwise. */
static long size_for(const scode *k) {
  int h = heaps_left(k), lng = rs_long();
  if (h >= 4) return lng ? 90 : test_quick ? 30 : 60;
  if (h == 3) return lng ? 220 : test_quick ? 60 : 120;
  if (k->tail && tail_splits(k)) return lng ? 700 : test_quick ? 120 : 300;
  if (k->tail) return lng ? 12000 : test_quick ? 400 : range(500, 3000);
  if (test_quick) return range(64, 600);
  return below(4) == 0 ? range(2000, lng ? MAXN : 4000) : range(64, lng ? 6000 : 1500);
}

/* ---- our plain mex over every move of a heap --------------------------------- */

static unsigned seen[SEEN], stamp;

static void mark(unsigned x) {
  if (x < SEEN) seen[x] = stamp;
}

static void next_stamp(void) {
  if (++stamp == 0) {
    memset(seen, 0, sizeof seen);
    stamp = 1;
  }
}

static unsigned mex_now(void) {
  unsigned g = 0;
  while (g < SEEN && seen[g] == stamp) g++;
  return g;
}

/* Marks the values of every way to leave k heaps (2..4), each ≥ 1, from m
** tokens, under modifier mod. */
static void mark_parts(const unsigned *v, long m, int k, int mod) {
  long a, b, c, d;
  if (k == 2) {
    for (a = 1; 2 * a <= m; a++)
      if (!(mod && a == m - a)) mark(v[a] ^ v[m - a]);
  } else if (k == 3) {
    for (a = 1; 3 * a <= m; a++)
      for (b = a; a + 2 * b <= m; b++) {
        c = m - a - b;
        if (mod == '!' && (a == b || b == c)) continue;
        if (mod == '?' && a == c) continue;
        mark(v[a] ^ v[b] ^ v[c]);
      }
  } else {
    for (a = 1; 4 * a <= m; a++)
      for (b = a; a + 3 * b <= m; b++)
        for (c = b; a + b + 2 * c <= m; c++) {
          d = m - a - b - c;
          if (mod == '!' && (a == b || b == c || c == d)) continue;
          if (mod == '?' && a == d) continue;
          mark(v[a] ^ v[b] ^ v[c] ^ v[d]);
        }
  }
}

static void plain_values(const scode *k, long n, unsigned *v) {
  long h, j;
  for (h = 0; h <= n; h++) {
    next_stamp();
    for (j = 0; j <= h; j++) {
      int mod, d = digit_of(k, j, &mod), i;
      if (d == 0) continue;
      if ((d & 1) && j >= 1 && h == j) mark(0);
      if ((d & 2) && j >= 1 && h > j) mark(v[h - j]);
      for (i = 2; i <= 4; i++)
        if (d & (1 << i)) mark_parts(v, h - j, i, mod);
      if (!k->tail && j >= k->t) break;
    }
    v[h] = mex_now();
  }
}

/* Row rule: a block of k adjacent pins of a run of n may be knocked down
** when digit d_k has bit 1 (the whole run), 2 (at one end of a longer run)
** or 4 (pins left on both sides); what stays is two runs (one may be empty). */
static void row_values(const scode *k, long n, unsigned *r) {
  long len, at, kk;
  for (len = 0; len <= n; len++) {
    next_stamp();
    for (kk = 1; kk <= k->t && kk <= len; kk++) {
      int dk = k->d[kk];
      for (at = 0; at + kk <= len; at++) {
        long left = at, right = len - at - kk;
        int need = left == 0 && right == 0 ? 1 : left == 0 || right == 0 ? 2 : 4;
        if (dk & need) mark(r[left] ^ r[right]);
      }
    }
    r[len] = mex_now();
  }
}

/* ---- the engine's values ------------------------------------------------------- */

static long read_values(const char *t, long n, unsigned *out) {
  long i = 0;
  const char *p = t;
  while (*p && i <= n) {
    char *end;
    out[i++] = (unsigned)strtoul(p, &end, 10);
    if (end == p) break;
    p = *end == ',' ? end + 1 : end;
  }
  return i;
}

/* Values 0..n of family fam, in one call or (with `in_steps`) in calls that
** may each spend little work, carrying on one after the other. */
static long engine_values(const char *fam, long n, int in_steps, unsigned *out) {
  const char *t;
  gr_status st;
  if (in_steps) {
    long calls = 0;
    while ((st = gr_sg(steps, fam, n, &t)) == GR_ELIMIT && calls < 100000) calls++;
    test_condf(st == GR_OK, "%s: value of %ld in steps: %s", fam, n, gr_error(steps));
    if (st != GR_OK) return 0;
    st = gr_sequence_part(steps, fam, n, GR_SEQ_VALUES, 0, n, &t);
    test_condf(st == GR_OK, "%s: values to %ld after steps: %s", fam, n, gr_error(steps));
    return st == GR_OK ? read_values(t, n, out) : 0;
  }
  st = gr_sequence_part(cx, fam, n, GR_SEQ_VALUES, 0, n, &t);
  test_condf(st == GR_OK, "%s: values to %ld: %s", fam, n, gr_error(cx));
  return st == GR_OK ? read_values(t, n, out) : 0;
}

static int compare(const char *fam, const unsigned *eng, long got, const unsigned *own, long n,
                   const char *own_name) {
  long x;
  for (x = 0; x < got && x <= n && eng[x] == own[x]; x++) {}
  test_condf(got == n + 1 && x == got, "%s: SG(%ld) is %ld, %s %ld (values 0..%ld)", fam, x,
             x < got ? (long)eng[x] : -1L, own_name, x <= n ? (long)own[x] : -1L, n);
  return got == n + 1 && x == got;
}

/* ---- analyses ------------------------------------------------------------------- */

/* Move texts of a heap h (component ci), winning ones into win when they
** leave value want (-1: none wanted); returns how many moves in all. */
static long heap_moves(const scode *k, const unsigned *v, int ci, long h, long want, swlist *win) {
  long j, a, b, c, d, count = 0;
  for (j = 0; j <= h; j++) {
    int mod, dg = digit_of(k, j, &mod);
    long m = h - j;
    if (!dg) continue;
    if ((dg & 1) && j >= 1 && m == 0) {
      count++;
      if (want == 0) sw_addf(win, "%d:%ld>0", ci, h);
    }
    if ((dg & 2) && j >= 1 && m > 0) {
      count++;
      if ((long)v[m] == want) sw_addf(win, "%d:%ld>%ld", ci, h, m);
    }
    if (dg & 4)
      for (a = 1; 2 * a <= m; a++) {
        if (mod && a == m - a) continue;
        count++;
        if ((long)(v[a] ^ v[m - a]) == want) sw_addf(win, "%d:%ld>%ld+%ld", ci, h, a, m - a);
      }
    if (dg & 8)
      for (a = 1; 3 * a <= m; a++)
        for (b = a; a + 2 * b <= m; b++) {
          c = m - a - b;
          if ((mod == '!' && (a == b || b == c)) || (mod == '?' && a == c)) continue;
          count++;
          if ((long)(v[a] ^ v[b] ^ v[c]) == want)
            sw_addf(win, "%d:%ld>%ld+%ld+%ld", ci, h, a, b, c);
        }
    if (dg & 16)
      for (a = 1; 4 * a <= m; a++)
        for (b = a; a + 3 * b <= m; b++)
          for (c = b; a + b + 2 * c <= m; c++) {
            d = m - a - b - c;
            if ((mod == '!' && (a == b || b == c || c == d)) || (mod == '?' && a == d)) continue;
            count++;
            if ((long)(v[a] ^ v[b] ^ v[c] ^ v[d]) == want)
              sw_addf(win, "%d:%ld>%ld+%ld+%ld+%ld", ci, h, a, b, c, d);
          }
    if (!k->tail && j >= k->t) break;
  }
  return count;
}

/* Blocks of a row of pins (component ci, of value val), as heap_moves. */
static long row_moves(const scode *k, const unsigned *r, int ci, const char *row, unsigned val,
                      long want, swlist *win) {
  long len = (long)strlen(row), at, kk, count = 0;
  for (kk = 1; kk <= k->t; kk++)
    for (at = 0; at + kk <= len; at++) {
      long left = 0, right = 0, j;
      int ok = 1, need;
      for (j = at; j < at + kk; j++) ok &= row[j] == 'o';
      if (!ok || !k->d[kk]) continue;
      for (j = at - 1; j >= 0 && row[j] == 'o'; j--) left++;
      for (j = at + kk; j < len && row[j] == 'o'; j++) right++;
      need = left == 0 && right == 0 ? 1 : left == 0 || right == 0 ? 2 : 4;
      if (!(k->d[kk] & need)) continue;
      count++;
      if ((long)(val ^ r[left + kk + right] ^ r[left] ^ r[right]) == want) {
        if (kk == 1) sw_addf(win, "%d:%ld", ci, at + 1);
        else sw_addf(win, "%d:%ld-%ld", ci, at + 1, at + kk);
      }
    }
  return count;
}

/* The value of a row of pins: the XOR of its runs' values. */
static unsigned row_value(const unsigned *r, const char *row) {
  unsigned x = 0;
  long run = 0;
  for (;; row++) {
    if (*row == 'o') {
      run++;
      continue;
    }
    x ^= r[run];
    run = 0;
    if (*row == '\0') return x;
  }
}

/* Analyses text (components 1..nc, of values val[], with legal[] moves)
** with the self-checks on and compares it with what the plain values say:
** the values, the verdict, the legal moves, the winning moves (own_win,
** freed). */
static void check_analysis(gr_ctx *ctx, const char *text, int nc, const unsigned *val,
                           const long *legal, swlist *own_win) {
  rs_expect e;
  unsigned s = 0;
  int i;
  memset(&e, 0, sizeof e);
  e.n = nc;
  for (i = 0; i < nc; i++) {
    e.sg[i] = val[i];
    e.legal[i] = legal[i];
    s ^= val[i];
  }
  e.verdict = s ? 'N' : 'P';
  e.win = *own_win;
  rs_check(ctx, text, &e);
}

/* A few positions of heaps (up to n) of code k: values from own[]. */
static void heap_positions(gr_ctx *ctx, const scode *k, const char *code, const unsigned *own,
                           long n) {
  int p;
  for (p = 0; p < 3; p++) {
    char text[256];
    int nc = 1 + (int)below(3), i;
    unsigned val[3], s = 0;
    long legal[3], h[3];
    size_t len;
    swlist win = {0};
    len = (size_t)snprintf(text, sizeof text, "tb(%s):", code);
    for (i = 0; i < nc; i++) {
      h[i] = i == 0 && p == 0 ? below(n < 24 ? n + 1 : 24) : below(n + 1);
      len += (size_t)snprintf(text + len, sizeof text - len, "%s%ld", i ? "," : "", h[i]);
      val[i] = own[h[i]];
      s ^= val[i];
    }
    for (i = 0; i < nc; i++) {
      swlist none = {0};
      legal[i] = heap_moves(k, own, i + 1, h[i], s ? (long)(val[i] ^ s) : -1,
                            s ? &win : &none);
      sw_free(&none);
    }
    check_analysis(ctx, text, nc, val, legal, &win);
  }
}

/* A few rows of pins of code k, runs up to n pins long. */
static void row_positions(const scode *k, const char *code, const unsigned *r, long n) {
  int p;
  for (p = 0; p < 3; p++) {
    char text[4200 + 64], rows[2][2100];
    int nc = 1 + (int)below(2), i;
    unsigned val[2], s = 0;
    long legal[2];
    size_t len;
    swlist win = {0};
    for (i = 0; i < nc; i++) {
      long at = 0, runs = 1 + below(3), q;
      for (q = 0; q < runs; q++) {
        long run = q == 0 && p == 0 ? 1 + below(12) : 1 + below(n < 600 ? n : 600);
        if (at + run + 2 >= (long)sizeof rows[i]) break;
        if (q) rows[i][at++] = '.';
        if (below(3) == 0) rows[i][at++] = '.';
        memset(rows[i] + at, 'o', (size_t)run);
        at += run;
      }
      rows[i][at] = '\0';
      val[i] = row_value(r, rows[i]);
      s ^= val[i];
    }
    len = (size_t)snprintf(text, sizeof text, "octal(%s):", code);
    for (i = 0; i < nc; i++)
      len += (size_t)snprintf(text + len, sizeof text - len, "%s%s", i ? "," : "", rows[i]);
    for (i = 0; i < nc; i++) {
      swlist none = {0};
      legal[i] = row_moves(k, r, i + 1, rows[i], val[i], s ? (long)(val[i] ^ s) : -1,
                           s ? &win : &none);
      sw_free(&none);
    }
    check_analysis(cx, text, nc, val, legal, &win);
  }
}

/* ---- the sweep ---------------------------------------------------------------------- */

void test_sweep_tb(void) {
  double t0 = sw_now();
  long ncodes = rs_long() ? 3000 : test_quick ? 80 : 600, i, values = 0, rows = 0, stepped = 0;
  long per_class[NCLASS] = {0};
  unsigned *own = malloc((MAXN + 2) * sizeof *own), *eng = malloc((MAXN + 2) * sizeof *eng);
  unsigned *rv = malloc((MAXN + 2) * sizeof *rv);
  rng = rs_open("sweep_tb");
  distance_turn = 0;
  cx = gr_open(0);
  steps = gr_open(0);
  gr_set_checks(cx, 1);
  gr_set_checks(steps, 1);
  for (i = 0; i < ncodes; i++) {
    scode k;
    char code[128], fam[160];
    long n, got;
    int cls = (int)(i % NCLASS), in_steps = i % 3 == 2;
    draw(&k, cls);
    code_text(&k, code, sizeof code);
    snprintf(fam, sizeof fam, "tb(%s)", code);
    n = size_for(&k);
    plain_values(&k, n, own);
    if (in_steps) gr_set_work(steps, range(200, 20000));
    got = engine_values(fam, n, in_steps, eng);
    gr_set_work(steps, -1); /* the analyses below list moves of large heaps */
    stepped += in_steps;
    values += n + 1;
    per_class[cls]++;
    if (!compare(fam, eng, got, own, n, "plain mex")) continue;
    heap_positions(in_steps ? steps : cx, &k, code, own, n);
    if (rows_take(&k)) { /* rows of pins: the same table, read through the row rule */
      long nr = n < 1200 ? n : 1200;
      char ofam[160];
      snprintf(ofam, sizeof ofam, "octal(%s)", code);
      row_values(&k, nr, rv);
      got = engine_values(ofam, nr, 0, eng);
      rows++;
      if (compare(ofam, eng, got, rv, nr, "plain mex of the row rule"))
        row_positions(&k, code, rv, nr);
    }
    if (i % 64 == 63) { /* keep the contexts' tables small */
      gr_close(cx);
      gr_close(steps);
      cx = gr_open(0);
      steps = gr_open(0);
      gr_set_checks(cx, 1);
      gr_set_checks(steps, 1);
    }
  }
  gr_close(cx);
  gr_close(steps);
  free(own);
  free(eng);
  free(rv);
  printf("  %-44s %6.2fs  (%ld codes: %ld values, %ld computed in steps, %ld also as rows)\n",
         "sweep: take-and-break codes, rows of pins", sw_now() - t0, ncodes, values, stepped,
         rows);
  for (i = 0; i < NCLASS && rs_long(); i++)
    printf("      %-40s %ld codes\n", class_name[i], per_class[i]);
}
