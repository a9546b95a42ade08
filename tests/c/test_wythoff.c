/*
** test_wythoff.c — Wythoff's game: every small board and sums with other
** games against the minimax oracle; the SPEC's P-positions and SG rows; the
** engine's ⌊kφ⌋ against the mex construction (a_k = mex of the earlier a's
** and b's, b_k = a_k + k) for every k up to 10^6 and against a slow exact
** computation, ⌊(k + ⌊√(5k²)⌋) / 2⌋ in 128-bit integers, for k up to
** 3.8·10^17 (heaps up to 10^18); every winning move of huge boards against
** the P-positions that computation finds; the SG table and misère table of
** gr_grid against the P-positions (and the misère rule) for every cell up to
** 1024 × 1024; the notation.
*/
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "../../c/grundy.h"
#include "json.h"
#include "suites.h"
#include "sweep.h"
#include "test.h"

/* Engine internals reached for (c/games/wythoff.c). */
gr_int gr_wythoff_lower(gr_int k);
int gr_wythoff_p(gr_int x, gr_int y);

static gr_ctx *c;

/* ---- the oracle sweep ------------------------------------------------------- */

static const sweep_opts draws_ok = {1, NULL, 0}; /* beside a token on a graph with cycles */

static void wythoff_sweep(void) {
  static const char *const others[] = {"nim:1", "nim:3", "sub(1,3,4):6", "checkers:..o.o",
                                       "graph(a>b/c,b>a/c):a", "treblecross:.X.X.",
                                       "octal(0.77):ooo.o", "staircase:2/1"};
  strlist r = {0}, sg = {0};
  char t[160];
  int x, y, p, q, top = test_quick ? 3 : 4;
  size_t o;
  for (x = 0; x <= 7; x++)
    for (y = 0; y <= 7; y++) {
      snprintf(t, sizeof t, "wythoff:%d/%d", x, y);
      sl_add(&r, t);
      if (x + y <= 8) sl_add(&sg, t); /* SG(x, y) <= x + y, and values up to 8 are probed */
      for (o = 0; o < sizeof others / sizeof others[0] && x <= 4 && y <= 4; o++) {
        snprintf(t, sizeof t, "wythoff:%d/%d+%s%s", x, y, others[o], (x + y) % 2 ? "@2" : "");
        sl_add(&r, t);
      }
    }
  for (x = 0; x <= top; x++)
    for (y = 0; y <= top; y++)
      for (p = 0; p <= top; p++)
        for (q = 0; q <= top; q++) {
          snprintf(t, sizeof t, "wythoff:%d/%d,%d/%d", x, y, p, q);
          sl_add(&r, t);
        }
  sl_add(&r, "wythoff:20/33");
  sl_add(&r, "wythoff:21/34+nim:5");
  run_family_opts("wythoff: boards up to 7/7, pairs, sums", &r, &sg, &draws_ok);
}

/* ---- the P-positions ----------------------------------------------------------- */

static jval *get(const char *pos, gr_moves_mode mode) {
  const char *out = NULL;
  gr_status st = gr_analyze(c, pos, mode, &out);
  test_condf(st == GR_OK, "analyze \"%s\": %s", pos, gr_error(c));
  return st == GR_OK ? json_parse(out) : NULL;
}

static void spec_facts(void) {
  static const int pairs[][2] = {{0, 0}, {1, 2}, {3, 5}, {4, 7}, {6, 10}, {8, 13},
                                 {9, 15}, {11, 18}, {12, 20}, {14, 23}, {16, 26}, {17, 28}};
  static const int rows[4][10] = {{0, 1, 2, 3, 4, 5, 6, 7, 8, 9},
                                  {1, 2, 0, 4, 5, 3, 7, 8, 6, 10},
                                  {2, 0, 1, 5, 3, 4, 8, 6, 7, 11},
                                  {3, 4, 5, 6, 2, 0, 1, 9, 10, 12}};
  size_t i;
  int x, y;
  const char *out = NULL;
  jval *j;
  for (i = 0; i < sizeof pairs / sizeof pairs[0]; i++) {
    char t[64];
    int m;
    for (m = 0; m < 2; m++) {
      snprintf(t, sizeof t, "wythoff:%d/%d", pairs[i][m], pairs[i][1 - m]);
      j = get(t, GR_MOVES_WINNING);
      test_condf(j && strcmp(json_str(j, "verdict"), "P") == 0, "%s: not a P-position", t);
      json_free(j);
    }
  }
  test_cond("gr_grid wythoff 4 10", gr_grid(c, "wythoff", 4, 10, &out) == GR_OK);
  j = json_parse(out);
  test_cond("grid JSON", j != NULL);
  if (j) {
    const jval *v = json_get(j, "values"), *mis = json_get(j, "misere");
    for (x = 0; x < 4; x++)
      for (y = 0; y < 10; y++)
        test_condf(v && v->n == 4 && v->items[x]->n == 10 &&
                       (long)v->items[x]->items[y]->num == rows[x][y],
                   "SG(%d,%d): %ld, SPEC %d", x, y,
                   v && v->n == 4 ? (long)v->items[x]->items[y]->num : -1, rows[x][y]);
    test_cond("misère rows", mis && mis->n == 4 && strcmp(mis->items[0]->s, "NPNNNNNNNN") == 0 &&
                                 strcmp(mis->items[2]->s, "NNPNNNNNNN") == 0 &&
                                 strcmp(mis->items[3]->s, "NNNNNPNNNN") == 0);
    test_cond("grid size", json_long(j, "rows", 0) == 4 && json_long(j, "cols", 0) == 10);
    json_free(j);
  }
  test_cond("grid: unknown game", gr_grid(c, "nim", 4, 4, &out) == GR_EINPUT &&
                                      strstr(gr_error(c), "wythoff") != NULL);
  test_cond("grid: 1025 rows", gr_grid(c, "wythoff", 1025, 4, &out) == GR_ELIMIT);
  test_cond("grid: 0 cols", gr_grid(c, "wythoff", 4, 0, &out) == GR_ELIMIT);
}

/* a_k by the mex construction, against the engine, for k <= n. */
static void mex_construction(void) {
  long n = test_quick ? 200000 : 1000000, k, m = 0, bad = 0;
  char *used = calloc((size_t)(3 * n + 8), 1);
  if (used == NULL) { fputs("out of memory\n", stderr); exit(3); }
  for (k = 0; k <= n; k++) {
    long a, b;
    while (used[m]) m++;
    a = m;
    b = a + k;
    used[a] = used[b] = 1;
    if (gr_wythoff_lower(k) != a || !gr_wythoff_p(a, b) || !gr_wythoff_p(b, a) ||
        gr_wythoff_p(a, b + 1) || gr_wythoff_p(a + 1, b) || (k > 0 && gr_wythoff_p(a - 1, b))) {
      if (bad++ < 5) test_condf(0, "k = %ld: mex gives (%ld, %ld), engine ⌊kφ⌋ = %lld", k, a, b,
                                (long long)gr_wythoff_lower(k));
    }
  }
  test_condf(bad == 0, "mex construction: %ld of %ld values differ", bad, n + 1);
  free(used);
}

/* The whole table up to 1024 × 1024: SG 0 exactly at the P-positions of the
** mex construction (and gr_wythoff_p), and the misère table by the rule. */
static void whole_table(void) {
  enum { T = 1024 };
  static char isp[T][T];
  long k, m = 0, bad = 0, badm = 0;
  char *used = calloc(3 * T + 8, 1);
  const char *out = NULL;
  jval *j;
  int x, y;
  memset(isp, 0, sizeof isp);
  for (k = 0; m < T; k++) {
    long a, b;
    while (used[m]) m++;
    a = m;
    b = a + k;
    used[a] = 1;
    if (b < 3 * T) used[b] = 1;
    if (a < T && b < T) isp[a][b] = isp[b][a] = 1;
  }
  free(used);
  test_cond("gr_grid wythoff 1024 1024", gr_grid(c, "wythoff", T, T, &out) == GR_OK);
  j = out ? json_parse(out) : NULL;
  test_cond("the full grid is JSON", j != NULL);
  if (j) {
    const jval *v = json_get(j, "values"), *mis = json_get(j, "misere");
    for (x = 0; v && mis && x < T; x++)
      for (y = 0; y < T; y++) {
        int zero = v->items[x]->items[y]->num == 0;
        int mp = mis->items[x]->s[y] == 'P';
        int want_mp = (x == 0 && y == 1) || (x == 1 && y == 0) || (x == 2 && y == 2) ||
                      (isp[x][y] && x + y != 0 && x + y != 3);
        if (zero != isp[x][y] || gr_wythoff_p(x, y) != isp[x][y]) bad++;
        if (mp != want_mp) badm++;
      }
    test_condf(bad == 0, "1024 × 1024: %ld cells disagree on SG 0 / P-position", bad);
    test_condf(badm == 0, "1024 × 1024: %ld cells disagree with the misère rule", badm);
    json_free(j);
  }
}

/* ---- 64-bit P-positions against a slow exact computation ------------------------- */

typedef struct u128 { uint64_t hi, lo; } u128;

static u128 mul64(uint64_t a, uint64_t b) {
  uint64_t a0 = a & 0xffffffffu, a1 = a >> 32, b0 = b & 0xffffffffu, b1 = b >> 32;
  uint64_t p00 = a0 * b0, p01 = a0 * b1, p10 = a1 * b0, p11 = a1 * b1;
  uint64_t mid = (p00 >> 32) + (p01 & 0xffffffffu) + (p10 & 0xffffffffu);
  u128 r;
  r.lo = (mid << 32) | (p00 & 0xffffffffu);
  r.hi = p11 + (p01 >> 32) + (p10 >> 32) + (mid >> 32);
  return r;
}

static u128 times5(u128 x) { /* 4x + x */
  u128 r;
  r.lo = (x.lo << 2) + x.lo;
  r.hi = (x.hi << 2) + (x.lo >> 62) + x.hi + ((x.lo << 2) + x.lo < x.lo);
  return r;
}

static int le(u128 a, u128 b) { return a.hi != b.hi ? a.hi < b.hi : a.lo <= b.lo; }

/* ⌊kφ⌋ = ⌊(k + ⌊√(5k²)⌋) / 2⌋, the square root by bisection (slow, exact). */
static uint64_t slow_lower(uint64_t k) {
  u128 five = times5(mul64(k, k));
  uint64_t lo = 0, hi = 3 * k + 1; /* √5 k < 3k + 1 */
  while (lo < hi) {
    uint64_t mid = lo + (hi - lo + 1) / 2;
    if (le(mul64(mid, mid), five)) lo = mid;
    else hi = mid - 1;
  }
  return (k + lo) / 2;
}

/* The other heap of the P-position with heap n (by bisection on k), or -1. */
static long long slow_partner(uint64_t n) {
  uint64_t lo = 0, hi = n, k;
  if (n == 0) return 0;
  while (lo < hi) { /* the first k with a_k >= n */
    uint64_t mid = lo + (hi - lo) / 2;
    if (slow_lower(mid) >= n) hi = mid;
    else lo = mid + 1;
  }
  k = lo;
  if (slow_lower(k) == n) return (long long)(n + k); /* n = a_k: b_k */
  lo = 0;
  hi = n;
  while (lo < hi) { /* the first k with b_k >= n */
    uint64_t mid = lo + (hi - lo) / 2;
    if (slow_lower(mid) + mid >= n) hi = mid;
    else lo = mid + 1;
  }
  return slow_lower(lo) + lo == n ? (long long)slow_lower(lo) : -1;
}

static unsigned long long seed = 777;
static unsigned long long rnd64(unsigned long long n) { /* in [0, n) */
  seed = seed * 6364136223846793005ULL + 1442695040888963407ULL;
  return ((seed >> 11) ^ (seed << 21)) % n;
}

static void big_positions(void) {
  const unsigned long long kmax = 381966011250105151ULL; /* b_k stays below 10^18 */
  unsigned long long fib[100];
  int nf = 2, i, bad = 0, count = test_quick ? 2000 : 20000;
  fib[0] = 1;
  fib[1] = 2;
  while (fib[nf - 1] + fib[nf - 2] <= kmax) {
    fib[nf] = fib[nf - 1] + fib[nf - 2];
    nf++;
  }
  for (i = 0; i < count + nf; i++) { /* random k, and Fibonacci k (kφ nearest a whole number) */
    unsigned long long k = i < nf ? fib[i] : 1 + rnd64(kmax);
    unsigned long long a = slow_lower(k);
    if ((unsigned long long)gr_wythoff_lower((gr_int)k) != a || !gr_wythoff_p((gr_int)a, (gr_int)(a + k)) ||
        gr_wythoff_p((gr_int)a, (gr_int)(a + k - 1)))
      if (bad++ < 5)
        test_condf(0, "k = %llu: ⌊kφ⌋ = %llu, engine %lld", k, a, (long long)gr_wythoff_lower((gr_int)k));
  }
  test_condf(bad == 0, "⌊kφ⌋ for %d values of k up to 3.8e17: %d wrong", count + nf, bad);
  for (i = 0; i < (test_quick ? 40 : 200); i++) { /* huge boards: P, and every winning move */
    unsigned long long k = 1 + rnd64(kmax), a = slow_lower(k), b = a + k, x, y;
    char t[128];
    jval *j;
    int m = (int)rnd64(4);
    x = m == 0 ? a : m == 1 ? b : 1 + rnd64(1000000000000000000ULL);
    y = m == 0 ? b : m == 1 ? a : 1 + rnd64(1000000000000000000ULL);
    if (m >= 2 && rnd64(2)) y = x + rnd64(1000); /* near the diagonal too */
    if (y > 1000000000000000000ULL) y = 1000000000000000000ULL;
    snprintf(t, sizeof t, "wythoff:%llu/%llu", x, y);
    j = get(t, GR_MOVES_WINNING);
    if (j == NULL) continue;
    {
      const jval *w = json_get(j, "winning");
      const char *v = json_str(j, "verdict");
      unsigned long long lo = x < y ? x : y, d = x < y ? y - x : x - y;
      int isp = slow_lower(d) == lo;
      char want[3][128];
      int nw = 0, q;
      long long p;
      test_condf(v && strcmp(v, isp ? "P" : "N") == 0, "%s: verdict %s", t, v ? v : "null");
      if ((p = slow_partner(y)) >= 0 && (unsigned long long)p < x)
        snprintf(want[nw++], sizeof want[0], "1:%llu/%llu>%lld/%llu", x, y, p, y);
      if ((p = slow_partner(x)) >= 0 && (unsigned long long)p < y)
        snprintf(want[nw++], sizeof want[0], "1:%llu/%llu>%llu/%lld", x, y, x, p);
      if (slow_lower(d) < lo)
        snprintf(want[nw++], sizeof want[0], "1:%llu/%llu>%llu/%llu", x, y,
                 x <= y ? slow_lower(d) : slow_lower(d) + d, x <= y ? slow_lower(d) + d : slow_lower(d));
      test_condf(w && (int)w->n == nw, "%s: %zu winning moves, the slow check finds %d", t,
                 w ? w->n : 0, nw);
      for (q = 0; w && q < nw; q++) {
        size_t z;
        int found = 0;
        for (z = 0; z < w->n; z++) found |= strcmp(w->items[z]->s, want[q]) == 0;
        test_condf(found, "%s: winning move %s is missing", t, want[q]);
      }
    }
    json_free(j);
  }
}

/* ---- notation ------------------------------------------------------------------- */

static void notation(void) {
  static const char *const ok[][2] = {
    {"wythoff:3/5", "wythoff:3/5"}, {"wythoff: 03/5 , 0/0", "wythoff:3/5,0/0"},
    {"wythoff:1000000000000000000/0", "wythoff:1000000000000000000/0"},
    {"wythoff:1/2+wythoff:3/5", "wythoff:1/2,3/5"},
  };
  static const char *const bad[][2] = {
    {"wythoff:3", "two heaps"}, {"wythoff:3/", "heap size"}, {"wythoff:/3", "heap size"},
    {"wythoff:3/5/7", "two heaps"}, {"wythoff:3-5", "two heaps"}, {"wythoff(1):3/5", "\":\""},
    {"wythoff:1000000000000000001/0", "larger than"},
  };
  size_t i;
  const char *out = NULL;
  for (i = 0; i < sizeof ok / sizeof ok[0]; i++) {
    gr_status st = gr_canonical(c, ok[i][0], &out);
    test_condf(st == GR_OK && strcmp(out, ok[i][1]) == 0, "canonical %s: %s", ok[i][0],
               st ? gr_error(c) : out);
  }
  for (i = 0; i < sizeof bad / sizeof bad[0]; i++) {
    gr_status st = gr_canonical(c, bad[i][0], &out);
    test_condf(st != GR_OK && strstr(gr_error(c), bad[i][1]) != NULL, "canonical %s: %d %s",
               bad[i][0], (int)st, st ? gr_error(c) : out);
  }
  test_cond("play 3/5>1/5", gr_play(c, "wythoff:3/5", "1:3/5>1/5", &out) == GR_OK &&
                                 strcmp(out, "wythoff:1/5@2") == 0);
  test_cond("play >2/4", gr_play(c, "wythoff:3/5", "1:>2/4", &out) == GR_OK &&
                             strcmp(out, "wythoff:2/4@2") == 0);
  test_cond("play on 10^18", gr_play(c, "wythoff:1000000000000000000/5", "1:>1/5", &out) == GR_OK &&
                                 strcmp(out, "wythoff:1/5@2") == 0);
  test_cond("refuse 3/5>2/3", gr_play(c, "wythoff:3/5", "1:3/5>2/3", &out) == GR_EINPUT &&
                                  strstr(gr_error(c), "same number from both") != NULL);
  test_cond("refuse 3/4>…", gr_play(c, "wythoff:3/5", "1:3/4>1/4", &out) == GR_EINPUT);
  test_cond("refuse 0/0", gr_play(c, "wythoff:0/0+nim:1", "1:>0/0", &out) == GR_EINPUT &&
                              strstr(gr_error(c), "both heaps are empty") != NULL);
  { /* misère play on huge boards: the rule, and its three new P-positions */
    jval *j = get("wythoff:1000000000000000000/999999999999999999;misere", GR_MOVES_WINNING);
    const jval *w = j ? json_get(j, "winning") : NULL;
    size_t k;
    int to10 = 0;
    for (k = 0; w && k < w->n; k++) to10 |= strstr(w->items[k]->s, ">1/0") != NULL;
    test_cond("misère: (10^18, 10^18 - 1) moves to (1, 0)", to10 && strcmp(json_str(j, "verdict"), "N") == 0);
    json_free(j);
    j = get("wythoff:1000000000000000000/618033988749894848;misere", GR_MOVES_WINNING);
    test_cond("misère: a huge normal P-position is a misère P-position",
              j && strcmp(json_str(j, "verdict"), "P") == 0);
    json_free(j);
    j = get("wythoff:1/2;misere", GR_MOVES_WINNING);
    test_cond("misère: (1, 2) is not", j && strcmp(json_str(j, "verdict"), "N") == 0 &&
                                           json_get(j, "winning")->n == 2);
    json_free(j);
  }
  { /* the JSON of a huge N-position alone and in a sum */
    jval *j = get("wythoff:1000000000000000000/3+nim:0", GR_MOVES_AUTO);
    const jval *cs = j ? json_get(j, "components") : NULL;
    test_cond("huge: sg null, unknown, verdict N",
              cs && json_is_null(cs->items[0], "sg") && json_bool(cs->items[0], "unknown") == 1 &&
                  json_bool(cs->items[0], "p") == 0 && strcmp(json_str(j, "verdict"), "N") == 0);
    json_free(j);
    j = get("wythoff:1000000000000000000/3+nim:2", GR_MOVES_AUTO);
    test_cond("huge beside a heap: verdict null with a why, no winning moves",
              j && json_is_null(j, "verdict") && json_str(j, "why") != NULL &&
                  json_get(j, "winning")->n == 0 && json_is_null(j, "nimsum"));
    json_free(j);
    j = get("wythoff:1000000000000000000/618033988749894848+nim:2", GR_MOVES_AUTO);
    cs = j ? json_get(j, "components") : NULL;
    test_cond("huge P-position in a sum: value 0, nim-sum known",
              cs && json_long(cs->items[0], "sg", -1) == 0 && json_long(j, "nimsum", -1) == 2);
    test_cond("huge P-position in a sum: the heap's move listed, the list not complete",
              j && strcmp(json_str(j, "verdict"), "N") == 0 && json_get(j, "winning")->n == 1 &&
                  strcmp(json_get(j, "winning")->items[0]->s, "2:2>0") == 0 &&
                  json_bool(j, "complete") == 0);
    json_free(j);
    j = get("wythoff:1022/1654+nim:2", GR_MOVES_WINNING);
    { /* (a_632, b_632) beside a heap of 2: its moves into the table to SG 2 win */
      const jval *w = j ? json_get(j, "winning") : NULL;
      size_t k;
      int diagonal = 0;
      for (k = 0; w && k < w->n; k++) {
        const char *after = NULL;
        char copy[128] = "";
        jval *ja;
        diagonal += strncmp(w->items[k]->s, "1:", 2) == 0;
        if (gr_play(c, "wythoff:1022/1654+nim:2", w->items[k]->s,
                    &after) == GR_OK)
          snprintf(copy, sizeof copy, "%s", after);
        ja = get(copy, GR_MOVES_WINNING);
        test_condf(ja && strcmp(json_str(ja, "verdict"), "P") == 0, "after %s: not P",
                   w->items[k]->s);
        json_free(ja);
      }
      test_condf(diagonal >= 1 && json_bool(j, "complete") == 0, "(1022, 1654) beside a heap: %d moves into the table", diagonal);
    }
    json_free(j);
  }
}

void test_wythoff(void) {
  wythoff_sweep();
  c = gr_open(0);
  spec_facts();
  notation();
  mex_construction();
  whole_table();
  big_positions();
  gr_close(c);
  printf("  %-44s\n", "wythoff: SPEC, mex construction, 64-bit, grid");
}
