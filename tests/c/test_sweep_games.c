/*
** test_sweep_games.c — the random sweep of every other family whose values
** the engine finds by a fast path: subtraction games (a table ended by a
** proven period), staircase Nim (the XOR of the odd stairs), Treblecross
** (threats, dead cells and stretches), Wythoff's game (a table built by
** bit sets, Zeckendorf arithmetic past it), Moore's Nim (the column rule, a
** column-by-column search for winning moves, a table of values), and the
** misère rules (Nim, one subtraction heap continued by its period, Moore's
** Nim, Wythoff).
**
** Each is compared with a plain computation written here from the rules
** alone — a mex or a win/loss search over every move, memoised — that
** shares no code with the engine: values, verdicts, legal moves and the set
** of winning moves of random positions, analysed with the engine's self-
** checks on. Where positions are too large for any search (heaps of 10^18
** in Wythoff's game and Moore's Nim), the published characterisation of the
** P-positions is computed here independently and every winning move listed
** must be legal by the rules and lead to one.
**
** It prints its seed; GR_SWEEP_SEED=N reruns it, GR_SWEEP_LONG=1 is the long
** sweep run before a release.
*/
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "../../c/grundy.h"
#include "json.h"
#include "suites.h"
#include "sweep.h"
#include "sweeprand.h"
#include "test.h"

static rs_rng rng;
static gr_ctx *cx;

static long below(long n) { return rs_below(&rng, n); }
static long range(long lo, long hi) { return rs_range(&rng, lo, hi); }
static long scale(long quick, long normal, long lng) {
  return rs_long() ? lng : test_quick ? quick : normal;
}

static void open_ctx(void) {
  if (cx != NULL) gr_close(cx);
  cx = gr_open(0);
  gr_set_checks(cx, 1);
}

static void section(const char *name, double t0, long count, const char *what) {
  printf("  %-44s %6.2fs  (%ld %s)\n", name, sw_now() - t0, count, what);
  fflush(stdout);
}

/* mex of the marks in seen[0..cap) equal to stamp. */
static long mex_of(const unsigned *seen, long cap, unsigned stamp) {
  long g = 0;
  while (g < cap && seen[g] == stamp) g++;
  return g;
}

static void expect_init(rs_expect *e, int n) {
  int i;
  memset(e, 0, sizeof *e);
  e->n = n;
  for (i = 0; i < RS_MAXC; i++) e->legal[i] = -1;
}

/* ---- subtraction games ----------------------------------------------------------- */

#define SUB_MAXK 400

typedef struct sset {
  int n, k[12];
  char text[96];
} sset;

static void draw_set(sset *s, int kind) {
  int i, top = kind == 0 ? 8 : kind == 1 ? 30 : kind == 2 ? 120 : SUB_MAXK;
  size_t len = 0;
  s->n = 0;
  if (kind == 0 && below(2)) { /* the Bash game, 1..m */
    int m = (int)range(1, 8);
    for (i = 1; i <= m; i++) s->k[s->n++] = i;
  } else {
    int want = (int)range(1, kind == 3 ? 4 : 8);
    while (s->n < want) {
      int k = (int)range(1, top), j, at;
      for (j = 0; j < s->n && s->k[j] != k; j++) {}
      if (j < s->n) continue;
      for (at = s->n; at > 0 && s->k[at - 1] > k; at--) s->k[at] = s->k[at - 1];
      s->k[at] = k;
      s->n++;
    }
  }
  s->text[0] = '\0';
  for (i = 0; i < s->n; i++)
    len += (size_t)snprintf(s->text + len, sizeof s->text - len, "%s%d", i ? "," : "", s->k[i]);
}

static void sub_values(const sset *s, long n, long *v) {
  static unsigned seen[64], stamp;
  long h;
  int i;
  for (h = 0; h <= n; h++) {
    stamp++;
    for (i = 0; i < s->n; i++)
      if (s->k[i] <= h) seen[v[h - s->k[i]]] = stamp;
    v[h] = mex_of(seen, 64, stamp);
  }
}

static long sg_of(const char *family, long long h) {
  const char *json;
  jval *j;
  long g;
  gr_status st = gr_sg(cx, family, h, &json);
  test_condf(st == GR_OK, "value %s %lld: %s", family, h, gr_error(cx));
  if (st != GR_OK || (j = json_parse(json)) == NULL) return -1;
  g = json_long(j, "sg", -1);
  json_free(j);
  return g;
}

static long read_values(const char *t, long n, long *out) {
  long i = 0;
  const char *p = t;
  while (*p && i <= n) {
    char *end;
    out[i++] = strtol(p, &end, 10);
    if (end == p) break;
    p = *end == ',' ? end + 1 : end;
  }
  return i;
}

static void sweep_sub(void) {
  double t0 = sw_now();
  long nsets = scale(12, 150, 1500), q, n = scale(2000, 8000, 40000);
  long *own = malloc((size_t)(n + 1) * sizeof *own), *eng = malloc((size_t)(n + 1) * sizeof *eng);
  for (q = 0; q < nsets; q++) {
    sset s;
    char fam[128];
    const char *t;
    long got, x, p;
    draw_set(&s, (int)(q % 4));
    snprintf(fam, sizeof fam, "sub(%s)", s.text);
    sub_values(&s, n, own);
    open_ctx(); /* a fresh table: sizes past it are folded by the proven period */
    for (p = 0; p < 6; p++) {
      long h = p < 3 ? range(n / 2, n) : below(n + 1);
      test_condf(sg_of(fam, h) == own[h], "%s: SG(%ld) is %ld, plain mex %ld", fam, h,
                 sg_of(fam, h), own[h]);
    }
    if (gr_sequence_part(cx, fam, n, GR_SEQ_VALUES, 0, n, &t) != GR_OK) {
      test_condf(0, "%s: values to %ld: %s", fam, n, gr_error(cx));
      continue;
    }
    got = read_values(t, n, eng);
    for (x = 0; x < got && eng[x] == own[x]; x++) {}
    test_condf(got == n + 1 && x == got, "%s: SG(%ld) is %ld, plain mex %ld", fam, x,
               x < got ? eng[x] : -1, x <= n ? own[x] : -1);
    for (p = 0; p < 3; p++) { /* sums of heaps */
      rs_expect e;
      char text[256];
      size_t len = (size_t)snprintf(text, sizeof text, "%s:", fam);
      long h[4], sum = 0;
      int nc = (int)range(1, 4), i, k;
      expect_init(&e, nc);
      for (i = 0; i < nc; i++) {
        h[i] = below(4) == 0 ? below(2 * s.k[s.n - 1] + 2) : below(n + 1);
        len += (size_t)snprintf(text + len, sizeof text - len, "%s%ld", i ? "," : "", h[i]);
        e.sg[i] = own[h[i]];
        sum ^= own[h[i]];
        e.legal[i] = 0;
        for (k = 0; k < s.n; k++) e.legal[i] += s.k[k] <= h[i];
      }
      e.verdict = sum ? 'N' : 'P';
      for (i = 0; i < nc && sum; i++)
        for (k = 0; k < s.n; k++)
          if (s.k[k] <= h[i] && own[h[i] - s.k[k]] == (own[h[i]] ^ sum))
            sw_addf(&e.win, "%d:%ld>%ld", i + 1, h[i], h[i] - s.k[k]);
      rs_check(cx, text, &e);
    }
  }
  free(own);
  free(eng);
  section("sweep: subtraction games", t0, nsets, "sets");
}

/* Misère play of one subtraction heap: o[h] = 1 when h is lost for the
** player to move (who wins when no move is left). */
static void sweep_sub_misere(void) {
  double t0 = sw_now();
  long nsets = scale(6, 60, 600), q, n = scale(80000, 300000, 1000000);
  char *o = malloc((size_t)n + 1);
  for (q = 0; q < nsets; q++) {
    sset s;
    long h, p;
    int i;
    draw_set(&s, (int)(q % 4));
    if (q == 0) { /* a set whose outcomes show no period within 300,000 heaps */
      static const int k[] = {23, 106, 265, 288};
      s.n = 4;
      memcpy(s.k, k, sizeof k);
      snprintf(s.text, sizeof s.text, "23,106,265,288");
    }
    for (h = 0; h <= n; h++) {
      int has = 0, to_lost = 0;
      for (i = 0; i < s.n; i++)
        if (s.k[i] <= h) {
          has = 1;
          to_lost |= o[h - s.k[i]];
        }
      o[h] = has && !to_lost;
    }
    open_ctx();
    for (p = 0; p < 8; p++) {
      rs_expect e;
      char text[160];
      h = p == 0 ? n : p < 5 ? below(n + 1) : below(3 * s.k[s.n - 1] + 3);
      snprintf(text, sizeof text, "sub(%s):%ld;misere", s.text, h);
      expect_init(&e, 1);
      e.sg[0] = -2;
      e.verdict = o[h] ? 'P' : 'N';
      for (i = 0; i < s.n && !o[h]; i++)
        if (s.k[i] <= h && o[h - s.k[i]]) sw_addf(&e.win, "1:%ld>%ld", h, h - s.k[i]);
      rs_check(cx, text, &e);
    }
  }
  free(o);
  section("sweep: misère subtraction (one heap)", t0, nsets, "sets");
}

/* ---- staircase Nim ------------------------------------------------------------------ */

#define ST_MAX 6  /* stairs */
#define ST_COINS 8 /* coins in all, at most */

static signed char *st_memo; /* (ST_COINS+1)^ST_MAX entries: value + 1, 0 unknown */

static long st_index(const int *c, int n) {
  long idx = 0;
  int i;
  for (i = 0; i < n; i++) idx = idx * (ST_COINS + 1) + c[i];
  return idx * (ST_MAX + 1) + n;
}

/* The value of coins c[0..n-1] on stairs 1..n, by mex over every move. */
static int st_value(int *c, int n) {
  long idx = st_index(c, n);
  unsigned char seen[64] = {0};
  int s, k, g = 0;
  if (st_memo[idx]) return st_memo[idx] - 1;
  for (s = 0; s < n; s++)
    for (k = 1; k <= c[s]; k++) {
      c[s] -= k;
      if (s > 0) c[s - 1] += k;
      seen[st_value(c, n)] = 1;
      c[s] += k;
      if (s > 0) c[s - 1] -= k;
    }
  while (seen[g]) g++;
  st_memo[idx] = (signed char)(g + 1);
  return g;
}

static void sweep_staircase(void) {
  double t0 = sw_now();
  long npos = scale(60, 1000, 10000), q, memo = 1;
  int i;
  for (i = 0; i < ST_MAX; i++) memo *= ST_COINS + 1;
  st_memo = calloc((size_t)memo * (ST_MAX + 1), 1);
  open_ctx();
  for (q = 0; q < npos; q++) { /* sums of one to three staircases, 8 coins in all at most */
    rs_expect e;
    char text[256];
    int nc = (int)range(1, 3), c[3][ST_MAX], ns[3], left = ST_COINS, k;
    long sum = 0;
    size_t len = (size_t)snprintf(text, sizeof text, "staircase:");
    expect_init(&e, nc);
    for (i = 0; i < nc; i++) {
      ns[i] = (int)range(1, ST_MAX);
      e.legal[i] = 0;
      for (k = 0; k < ns[i]; k++) {
        c[i][k] = left > 0 && below(2) ? (int)range(0, left < 4 ? left : 4) : 0;
        left -= c[i][k];
        e.legal[i] += c[i][k];
        len += (size_t)snprintf(text + len, sizeof text - len, "%s%d", k ? "/" : i ? "," : "",
                                c[i][k]);
      }
      e.sg[i] = st_value(c[i], ns[i]);
      sum ^= e.sg[i];
    }
    e.verdict = sum ? 'N' : 'P';
    for (i = 0; i < nc && sum; i++) {
      int s, m;
      for (s = 0; s < ns[i]; s++)
        for (m = 1; m <= c[i][s]; m++) {
          c[i][s] -= m;
          if (s > 0) c[i][s - 1] += m;
          if (st_value(c[i], ns[i]) == (e.sg[i] ^ sum)) sw_addf(&e.win, "%d:%dx%d", i + 1, s + 1, m);
          c[i][s] += m;
          if (s > 0) c[i][s - 1] -= m;
        }
    }
    rs_check(cx, text, &e);
  }
  { /* the family: n stairs with one coin each */
    const char *t;
    long eng[ST_MAX + 1], got, n;
    int one[ST_MAX];
    for (i = 0; i < ST_MAX; i++) one[i] = 1;
    if (gr_sequence_part(cx, "staircase", ST_MAX, GR_SEQ_VALUES, 0, ST_MAX, &t) == GR_OK) {
      got = read_values(t, ST_MAX, eng);
      for (n = 0; n <= ST_MAX; n++)
        test_condf(n < got && eng[n] == st_value(one, (int)n), "staircase: %ld stairs of one "
                   "coin have SG %ld, plain mex %d", n, n < got ? eng[n] : -1,
                   st_value(one, (int)n));
    } else {
      test_condf(0, "sequence staircase: %s", gr_error(cx));
    }
  }
  free(st_memo);
  section("sweep: staircase Nim", t0, npos, "positions");
}

/* ---- Treblecross ------------------------------------------------------------------------ */

#define TC_MAXLEN 17
#define TC_HEAP 5 /* values told apart by the strip beside a Nim heap 0..TC_HEAP-1 */

static unsigned char *tc_memo; /* [mask][heap]: 1 lost, 2 won for the player to move */
static int tc_len;

static int tc_three(unsigned m) {
  return (m & (m >> 1) & (m >> 2)) != 0;
}

/* Whether the strip (X's in mask) beside a Nim heap h is lost for the
** player to move: three X's stand (the last mover made them), or every
** move leaves a position won for the opponent. */
static int tc_lost(unsigned m, int h) {
  unsigned char *slot = &tc_memo[(size_t)m * TC_HEAP + (size_t)h];
  int i, lost = 1;
  if (*slot) return *slot == 1;
  if (tc_three(m)) lost = 1;
  else {
    for (i = 0; i < tc_len && lost; i++) /* three in a row at once, first */
      if (!(m >> i & 1) && tc_three(m | 1u << i)) lost = 0;
    for (i = 0; i < tc_len && lost; i++)
      if (!(m >> i & 1) && tc_lost(m | 1u << i, h)) lost = 0;
    for (i = 0; i < h && lost; i++)
      if (tc_lost(m, i)) lost = 0;
  }
  *slot = (unsigned char)(lost ? 1 : 2);
  return lost;
}

/* Stretch values by mex from the rule: an X on cell i of a stretch of r
** safe cells kills its neighbours within 2, leaving stretches of i-2 and
** r-i-3 cells (none when negative). */
static void stretch_values(long n, long *t) {
  static unsigned seen[1 << 15], stamp;
  long r, i;
  for (r = 0; r <= n; r++) {
    stamp++;
    for (i = 0; i < r; i++) {
      long a = i - 2 > 0 ? i - 2 : 0, b = r - i - 3 > 0 ? r - i - 3 : 0;
      seen[t[a] ^ t[b]] = stamp;
    }
    t[r] = mex_of(seen, 1 << 15, stamp);
  }
}

static void sweep_treblecross(void) {
  double t0 = sw_now();
  long nstrips = scale(40, 800, 6000), q, n = scale(400, 3000, 10000);
  tc_memo = malloc(((size_t)1 << TC_MAXLEN) * TC_HEAP);
  open_ctx();
  for (q = 0; q < nstrips; q++) {
    rs_expect e;
    char strip[TC_MAXLEN + 1], text[64];
    unsigned m = 0;
    int i, h, sg = -1;
    tc_len = (int)range(3, q % 3 == 0 ? TC_MAXLEN : 14);
    do { /* X's now and then, never three in a row */
      m = 0;
      for (i = 0; i < tc_len; i++)
        if (below(tc_len > 10 ? 5 : 3) == 0) m |= 1u << i;
    } while (tc_three(m));
    for (i = 0; i < tc_len; i++) strip[i] = m >> i & 1 ? 'X' : '.';
    strip[tc_len] = '\0';
    memset(tc_memo, 0, ((size_t)1 << tc_len) * TC_HEAP);
    for (h = 0; h < TC_HEAP && sg < 0; h++) /* G has value h when G + nim:h is lost */
      if (tc_lost(m, h)) sg = h;
    snprintf(text, sizeof text, "treblecross:%s", strip);
    expect_init(&e, 1);
    e.legal[0] = tc_len - __builtin_popcount(m);
    e.verdict = tc_lost(m, 0) ? 'P' : 'N';
    e.sg[0] = -2; /* null with a threat: checked below through the sum */
    for (i = 0; i < tc_len; i++)
      if (!(m >> i & 1) && tc_lost(m | 1u << i, 0)) sw_addf(&e.win, "1:%d", i + 1);
    rs_check(cx, text, &e);
    if (sg >= 0) { /* its value, seen beside a heap */
      int threat = 0;
      for (i = 0; i < tc_len; i++) threat |= !(m >> i & 1) && tc_three(m | 1u << i);
      if (!threat) {
        int heap = (int)below(TC_HEAP);
        snprintf(text, sizeof text, "treblecross:%s+nim:%d", strip, heap);
        expect_init(&e, 2);
        e.sg[0] = sg;
        e.sg[1] = heap;
        e.verdict = tc_lost(m, (int)e.sg[1]) ? 'P' : 'N';
        for (i = 0; i < tc_len; i++)
          if (!(m >> i & 1) && tc_lost(m | 1u << i, (int)e.sg[1])) sw_addf(&e.win, "1:%d", i + 1);
        for (h = 0; h < e.sg[1]; h++)
          if (tc_lost(m, h)) sw_addf(&e.win, "2:%ld>%d", e.sg[1], h);
        rs_check(cx, text, &e);
      }
    }
  }
  { /* free stretches far past what a search reaches */
    long *own = malloc((size_t)(n + 1) * sizeof *own), *eng = malloc((size_t)(n + 1) * sizeof *eng);
    const char *t;
    long got, x;
    stretch_values(n, own);
    if (gr_sequence_part(cx, "treblecross", n, GR_SEQ_VALUES, 0, n, &t) == GR_OK) {
      got = read_values(t, n, eng);
      for (x = 0; x < got && eng[x] == own[x]; x++) {}
      test_condf(got == n + 1 && x == got, "treblecross: stretch %ld has SG %ld, plain mex %ld",
                 x, x < got ? eng[x] : -1, x <= n ? own[x] : -1);
    } else {
      test_condf(0, "sequence treblecross: %s", gr_error(cx));
    }
    free(own);
    free(eng);
  }
  free(tc_memo);
  section("sweep: Treblecross", t0, nstrips, "strips");
}

/* ---- Wythoff's game ----------------------------------------------------------------------- */

__extension__ typedef unsigned __int128 u128;

static u128 isqrt128(u128 x) {
  u128 lo = 0, hi = (u128)1 << 64;
  while (lo < hi) { /* the largest r with r*r <= x */
    u128 mid = lo + (hi - lo + 1) / 2;
    if (mid <= x / mid) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

/* ⌊kφ⌋ = ⌊(k + √(5k²)) / 2⌋, exactly. */
static long long lower_of(long long k) {
  u128 s = isqrt128((u128)5 * (u128)k * (u128)k);
  return (long long)(((u128)k + s) / 2);
}

/* Whether (x, y) is a P-position: x = ⌊dφ⌋ with d = y - x (x ≤ y). */
static int wy_p(long long x, long long y) {
  if (x > y) {
    long long t = x;
    x = y;
    y = t;
  }
  return lower_of(y - x) == x;
}

/* The P-positions one move from (x, y), by the definition: a move along a
** heap keeps the other heap, whose P-partner is found among ⌊kφ⌋ and
** ⌊kφ⌋ + k for k near n/φ and n/φ²; the diagonal keeps the difference. */
static void wy_targets(long long x, long long y, swlist *win, int ci) {
  long long cand[3][2];
  int nc = 0, i, j;
  for (j = 0; j < 2; j++) {
    long long n = j ? x : y, k, best = -1; /* the partner of n */
    u128 r = isqrt128((u128)5 * (u128)n * (u128)n);
    long long k1 = (long long)((r - (u128)n) / 2), k2 = (long long)(((u128)3 * n - r) / 2);
    if (n == 0) best = 0;
    for (k = k1 - 2; k <= k1 + 2 && best < 0; k++)
      if (k >= 0 && lower_of(k) == n) best = n + k;
    for (k = k2 - 2; k <= k2 + 2 && best < 0; k++)
      if (k >= 0 && lower_of(k) + k == n) best = lower_of(k);
    if (best < 0) continue;
    if (j == 0 && best < x) {
      cand[nc][0] = best;
      cand[nc++][1] = y;
    }
    if (j == 1 && best < y) {
      cand[nc][0] = x;
      cand[nc++][1] = best;
    }
  }
  {
    long long d = x > y ? x - y : y - x, a = lower_of(d);
    long long tx = x <= y ? a : a + d, ty = x <= y ? a + d : a;
    if (tx < x && ty < y) {
      cand[nc][0] = tx;
      cand[nc++][1] = ty;
    }
  }
  for (i = 0; i < nc; i++) {
    for (j = 0; j < i && (cand[j][0] != cand[i][0] || cand[j][1] != cand[i][1]); j++) {}
    if (j == i && wy_p(cand[i][0], cand[i][1]))
      sw_addf(win, "%d:%lld/%lld>%lld/%lld", ci, x, y, cand[i][0], cand[i][1]);
  }
}

static void sweep_wythoff(void) {
  double t0 = sw_now();
  int G = (int)scale(64, 256, 512), x, y, t;
  long *sg = malloc((size_t)G * G * sizeof *sg), q, npos = scale(40, 600, 6000);
  char *mis = malloc((size_t)G * G); /* misère: 1 lost for the player to move */
  static unsigned seen[1 << 12];
  unsigned stamp = 0;
  open_ctx();
  for (x = 0; x < G; x++)
    for (y = 0; y < G; y++) { /* rows first: every option comes earlier in x, then y */
      int has = 0, to_lost = 0;
      stamp++;
      for (t = 0; t < x; t++) seen[sg[t * G + y]] = stamp, has = 1, to_lost |= mis[t * G + y];
      for (t = 0; t < y; t++) seen[sg[x * G + t]] = stamp, has = 1, to_lost |= mis[x * G + t];
      for (t = 1; t <= x && t <= y; t++)
        seen[sg[(x - t) * G + y - t]] = stamp, to_lost |= mis[(x - t) * G + y - t];
      sg[x * G + y] = mex_of(seen, 1 << 12, stamp);
      mis[x * G + y] = (char)(has && !to_lost);
    }
  { /* the engine's table */
    const char *json;
    jval *j;
    gr_status st = gr_grid(cx, "wythoff", G, G, &json);
    test_condf(st == GR_OK && (j = json_parse(json)) != NULL, "grid wythoff %d: %s", G,
               gr_error(cx));
    if (st == GR_OK && j != NULL) {
      const jval *vals = json_get(j, "values"), *ms = json_get(j, "misere");
      long bad = 0;
      for (x = 0; x < G && vals && ms && bad < 3; x++)
        for (y = 0; y < G && bad < 3; y++) {
          long ev = (long)vals->items[x]->items[y]->num;
          char em = ms->items[x]->s[y];
          if (ev != sg[x * G + y] || (em == 'P') != mis[x * G + y]) {
            bad++;
            test_condf(0, "wythoff (%d, %d): SG %ld misère %c, plain %ld %c", x, y, ev, em,
                       sg[x * G + y], mis[x * G + y] ? 'P' : 'N');
          }
        }
      json_free(j);
    }
  }
  for (q = 0; q < npos; q++) { /* sums of queens, normal play; one queen, misère */
    rs_expect e;
    char text[256];
    int nc = (int)range(1, 3), i, qx[3], qy[3], misere = q % 4 == 3;
    long sum = 0;
    size_t len = (size_t)snprintf(text, sizeof text, "wythoff:");
    if (misere) nc = 1;
    expect_init(&e, nc);
    for (i = 0; i < nc; i++) {
      qx[i] = (int)below(below(3) ? 12 : G);
      qy[i] = (int)below(below(3) ? 12 : G);
      len += (size_t)snprintf(text + len, sizeof text - len, "%s%d/%d", i ? "," : "", qx[i], qy[i]);
      e.sg[i] = sg[qx[i] * G + qy[i]];
      e.legal[i] = qx[i] + qy[i] + (qx[i] < qy[i] ? qx[i] : qy[i]);
      sum ^= e.sg[i];
    }
    if (misere) {
      int a = qx[0], b = qy[0];
      snprintf(text + len, sizeof text - len, ";misere");
      e.verdict = mis[a * G + b] ? 'P' : 'N';
      for (t = 0; t < a && !mis[a * G + b]; t++)
        if (mis[t * G + b]) sw_addf(&e.win, "1:%d/%d>%d/%d", a, b, t, b);
      for (t = 0; t < b && !mis[a * G + b]; t++)
        if (mis[a * G + t]) sw_addf(&e.win, "1:%d/%d>%d/%d", a, b, a, t);
      for (t = 1; t <= a && t <= b && !mis[a * G + b]; t++)
        if (mis[(a - t) * G + b - t]) sw_addf(&e.win, "1:%d/%d>%d/%d", a, b, a - t, b - t);
    } else {
      e.verdict = sum ? 'N' : 'P';
      for (i = 0; i < nc && sum; i++) {
        int a = qx[i], b = qy[i];
        long want = e.sg[i] ^ sum;
        for (t = 0; t < a; t++)
          if (sg[t * G + b] == want) sw_addf(&e.win, "%d:%d/%d>%d/%d", i + 1, a, b, t, b);
        for (t = 0; t < b; t++)
          if (sg[a * G + t] == want) sw_addf(&e.win, "%d:%d/%d>%d/%d", i + 1, a, b, a, t);
        for (t = 1; t <= a && t <= b; t++)
          if (sg[(a - t) * G + b - t] == want)
            sw_addf(&e.win, "%d:%d/%d>%d/%d", i + 1, a, b, a - t, b - t);
      }
    }
    rs_check(cx, text, &e);
  }
  for (q = 0; q < npos; q++) { /* one queen far out: P-positions by ⌊kφ⌋, computed here */
    rs_expect e;
    char text[128];
    long long a, b, k = (long long)(rs_next(&rng) % 380000000000000000ULL);
    if (q % 3 == 0) { /* a P-position, or next to one */
      a = lower_of(k);
      b = a + k;
      if (q % 2) b -= (long long)below(3);
    } else {
      a = (long long)(rs_next(&rng) % 1000000000000000000ULL);
      b = q % 3 == 1 ? (long long)(rs_next(&rng) % 1000000000000000000ULL) : a + (long long)below(5);
    }
    if (b < 0) b = 0;
    if (below(2)) {
      long long tmp = a;
      a = b;
      b = tmp;
    }
    snprintf(text, sizeof text, "wythoff:%lld/%lld", a, b);
    expect_init(&e, 1);
    e.sg[0] = wy_p(a, b) ? 0 : -1; /* not computed past the table, known not to be 0 */
    e.verdict = wy_p(a, b) ? 'P' : 'N';
    if (!wy_p(a, b)) wy_targets(a, b, &e.win, 1);
    rs_check(cx, text, &e);
  }
  free(sg);
  free(mis);
  section("sweep: Wythoff's game, normal and misère", t0, 2 * npos, "positions");
}

/* ---- Moore's Nim and misère Nim ------------------------------------------------------------ */

#define MO_HEAPS 4
#define MO_TOP 7 /* heaps of 0..7 in the search */

static signed char *mo_memo[2][5]; /* [misère][k]: value + 1 (normal) or outcome + 1 */

static long mo_index(const int *h, int n) {
  long idx = 0;
  int i;
  for (i = 0; i < n; i++) idx = idx * (MO_TOP + 1) + h[i];
  return idx * (MO_HEAPS + 1) + n;
}

typedef struct mowalk {
  int *h, n, k, misere;
  unsigned char seen[128];
  int any, to_lost;
  void (*visit)(struct mowalk *w, int *after);
  swlist *win;
  int ci, want;
  const int *before;
} mowalk;

static int mo_solve(int *h, int n, int k, int misere);

/* Every move: each heap lowered or kept, 1 to k of them lowered. */
static void mo_moves(mowalk *w, int *cur, int i, int changed) {
  int v;
  if (i == w->n) {
    if (changed) w->visit(w, cur);
    return;
  }
  cur[i] = w->h[i];
  mo_moves(w, cur, i + 1, changed);
  for (v = 0; v < w->h[i] && changed < w->k; v++) {
    cur[i] = v;
    mo_moves(w, cur, i + 1, changed + 1);
  }
  cur[i] = w->h[i];
}

static void mo_mark(mowalk *w, int *after) {
  int r = mo_solve(after, w->n, w->k, w->misere);
  w->any = 1;
  if (w->misere) w->to_lost |= r == 1;
  else w->seen[r] = 1;
}

/* Normal play: the value; misère: 1 when lost for the player to move. */
static int mo_solve(int *h, int n, int k, int misere) {
  long idx = mo_index(h, n);
  signed char *slot = &mo_memo[misere][k][idx];
  mowalk w;
  int cur[MO_HEAPS], g = 0;
  if (*slot) return *slot - 1;
  memset(&w, 0, sizeof w);
  w.h = h;
  w.n = n;
  w.k = k;
  w.misere = misere;
  w.visit = mo_mark;
  mo_moves(&w, cur, 0, 0);
  if (misere) g = w.any && !w.to_lost;
  else
    while (w.seen[g]) g++;
  *slot = (signed char)(g + 1);
  return g;
}

static void mo_winner(mowalk *w, int *after) {
  int r = mo_solve(after, w->n, w->k, w->misere), i;
  char text[96];
  size_t len;
  if (w->misere ? r != 1 : r != w->want) return;
  len = (size_t)snprintf(text, sizeof text, "%d:", w->ci);
  for (i = 0; i < w->n; i++)
    len += (size_t)snprintf(text + len, sizeof text - len, "%s%d", i ? "/" : "", w->before[i]);
  len += (size_t)snprintf(text + len, sizeof text - len, ">");
  for (i = 0; i < w->n; i++)
    len += (size_t)snprintf(text + len, sizeof text - len, "%s%d", i ? "/" : "", after[i]);
  sw_add(w->win, text);
}

static void mo_count(mowalk *w, int *after) {
  (void)after;
  w->any++;
}

/* The column rule for heaps of any size (Moore, 1910), for positions past
** any search: every binary column holds a multiple of k+1 ones. */
static int mo_rule_p(const long long *h, int n, int k) {
  int b, i;
  for (b = 0; b < 63; b++) {
    int c = 0;
    for (i = 0; i < n; i++) c += (int)(h[i] >> b & 1);
    if (c % (k + 1)) return 0;
  }
  return 1;
}

static void sweep_moore(void) {
  double t0 = sw_now();
  long npos = scale(60, 1000, 10000), q, size = 1;
  int i, k;
  for (i = 0; i < MO_HEAPS; i++) size *= MO_TOP + 1;
  for (i = 0; i < 2; i++)
    for (k = 1; k <= 4; k++) mo_memo[i][k] = calloc((size_t)size * (MO_HEAPS + 1), 1);
  open_ctx();
  for (q = 0; q < npos; q++) { /* small: every field against the search */
    rs_expect e;
    char text[160];
    int n = (int)range(1, MO_HEAPS), h[MO_HEAPS], cur[MO_HEAPS], misere = q % 3 == 2, nim = q % 5 == 4;
    size_t len;
    mowalk w;
    k = nim ? 1 : (int)range(1, 4);
    for (i = 0; i < n; i++) h[i] = (int)below(MO_TOP + 1);
    memset(&w, 0, sizeof w);
    w.h = h;
    w.n = n;
    w.k = k;
    w.misere = misere;
    expect_init(&e, nim ? n : 1);
    if (nim) { /* misère or normal Nim: one component per heap, Moore's Nim_1 searched */
      len = (size_t)snprintf(text, sizeof text, "nim:");
      for (i = 0; i < n; i++) {
        len += (size_t)snprintf(text + len, sizeof text - len, "%s%d", i ? "," : "", h[i]);
        e.sg[i] = misere ? -2 : h[i];
        e.legal[i] = h[i];
      }
    } else {
      len = (size_t)snprintf(text, sizeof text, "moore(%d):", k);
      for (i = 0; i < n; i++)
        len += (size_t)snprintf(text + len, sizeof text - len, "%s%d", i ? "/" : "", h[i]);
      w.visit = mo_count;
      mo_moves(&w, cur, 0, 0);
      e.legal[0] = w.any;
      e.sg[0] = misere ? -2 : mo_solve(h, n, k, 0);
    }
    if (misere) snprintf(text + len, sizeof text - len, ";misere");
    e.verdict = misere ? (mo_solve(h, n, k, 1) ? 'P' : 'N') : (mo_solve(h, n, k, 0) ? 'N' : 'P');
    w.visit = mo_winner;
    w.win = &e.win;
    w.before = h;
    w.ci = 1;
    w.want = 0;
    if (e.verdict == 'N') mo_moves(&w, cur, 0, 0);
    if (nim && e.win.n) { /* written per heap: "i:h>t" */
      swlist per = {0};
      long m;
      for (m = 0; m < e.win.n; m++) {
        int b[MO_HEAPS] = {0}, a[MO_HEAPS] = {0}, j;
        const char *p = e.win.s[m] + 2;
        for (j = 0; j < n; j++) b[j] = (int)strtol(p, (char **)&p, 10), p++;
        for (j = 0; j < n; j++) a[j] = (int)strtol(p, (char **)&p, 10), p++;
        for (j = 0; j < n && a[j] == b[j]; j++) {}
        sw_addf(&per, "%d:%d>%d", j + 1, b[j], a[j]);
      }
      sw_free(&e.win);
      e.win = per;
    }
    rs_check(cx, text, &e);
  }
  for (q = 0; q < npos / 2; q++) { /* large heaps: the column rule, computed here */
    rs_expect e;
    char text[640];
    long long h[8];
    int n = (int)range(2, 8), kk = (int)range(1, n - 1), j;
    size_t len = (size_t)snprintf(text, sizeof text, "moore(%d):", kk);
    const char *json;
    jval *jv;
    for (j = 0; j < n; j++) h[j] = (long long)(rs_next(&rng) >> (1 + below(60)));
    if (q % 2) { /* make it a P-position: the last k+... columns made to fit */
      int b;
      for (b = 0; b < 62; b++) {
        int c = 0;
        for (j = 0; j < n; j++) c += (int)(h[j] >> b & 1);
        for (j = 0; j < n && c % (kk + 1); j++)
          if (h[j] >> b & 1) h[j] &= ~(1LL << b), c--;
      }
    }
    for (j = 0; j < n; j++)
      len += (size_t)snprintf(text + len, sizeof text - len, "%s%lld", j ? "/" : "", h[j]);
    expect_init(&e, 1);
    e.verdict = mo_rule_p(h, n, kk) ? 'P' : 'N';
    e.sg[0] = e.verdict == 'P' ? 0 : -2;
    e.partial = 1; /* checked below: each listed move legal and to a P-position */
    if (gr_analyze(cx, text, GR_MOVES_WINNING, &json) == GR_OK && (jv = json_parse(json))) {
      const jval *win = json_get(jv, "winning");
      size_t m;
      for (m = 0; win && m < win->n; m++) {
        const char *p = strchr(win->items[m]->s, '>');
        long long a[8];
        int changed = 0, up = 0;
        for (j = 0; j < n && p; j++) {
          a[j] = strtoll(p + 1, (char **)&p, 10);
          changed += a[j] != h[j];
          up |= a[j] > h[j];
        }
        if (p && changed >= 1 && changed <= kk && !up && mo_rule_p(a, n, kk))
          sw_add(&e.win, win->items[m]->s);
        else
          test_condf(0, "%.200s: winning move %s is not a move to a P-position", text,
                     win->items[m]->s);
      }
      test_condf(e.verdict == 'P' || (win && win->n > 0), "%.200s: N-position without a "
                 "winning move listed", text);
      json_free(jv);
    }
    rs_check(cx, text, &e);
  }
  for (i = 0; i < 2; i++)
    for (k = 1; k <= 4; k++) free(mo_memo[i][k]);
  section("sweep: Moore's Nim, Nim, normal and misère", t0, npos + npos / 2, "positions");
}

void test_sweep_games(void) {
  rng = rs_open("sweep_games");
  cx = NULL;
  sweep_sub();
  sweep_sub_misere();
  sweep_staircase();
  sweep_treblecross();
  sweep_wythoff();
  sweep_moore();
  gr_close(cx);
  cx = NULL;
}
