/*
** test_coins.c — coin-turning games (Ruler, Turning Turtles, Mock Turtles,
** Turning Corners) against plain minimax and the SPEC:
**   - every row of up to 10 coins (Mock Turtles: 9) and every grid up to 4×3
**     and 3×4 (and 2×5, 5×2): the whole analysis, and each single row's or
**     grid's value found without SG theory;
**   - sums with Nim, checkers, Treblecross, octal rows, Hackenbush;
**   - the detail: each head's value, the XOR of which is the component's;
**   - the SPEC's values: the ruler function, the odious numbers (counted
**     here), Turning Turtles' n, and the nim-products 2⊗2 = 3, 2⊗3 = 1,
**     3⊗3 = 2, 4⊗4 = 6, 8⊗8 = 13, 5⊗7 = 13;
**   - the nim-product: the mex definition for small numbers, the squares of
**     the Fermat 2-powers, and the field laws (commutative, associative,
**     distributive over XOR, 1 the unit, inverses) on random 64-bit numbers;
**   - rows of 4096 coins and grids of 64×64 timed; text, malformed bodies,
**     limits and refused moves.
*/
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "../../c/grundy.h"
#include "json.h"
#include "oracle.h"
#include "suites.h"
#include "sweep.h"
#include "test.h"
#include "texts.h"

/* The engine's nim-product (c/games/corners.c), reached for directly. */
uint64_t gr_nim_mul(uint64_t a, uint64_t b);

static gr_ctx *ctx;

static uint64_t rng = 88172645463325252ULL;
static uint64_t rnd64(void) { /* xorshift64 */
  rng ^= rng << 13;
  rng ^= rng >> 7;
  rng ^= rng << 17;
  return rng;
}

static void row(char *out, int w, unsigned long mask) {
  int i;
  for (i = 0; i < w; i++) out[i] = (mask >> i & 1) ? 'H' : 'T';
  out[w] = '\0';
}

/* A grid of h rows and w columns from mask (bit r*w+c = coin (r,c)). */
static void grid(char *out, int h, int w, unsigned long mask) {
  int r, c, k = 0;
  for (r = 0; r < h; r++) {
    if (r) out[k++] = '/';
    for (c = 0; c < w; c++) out[k++] = (mask >> (r * w + c) & 1) ? 'H' : 'T';
  }
  out[k] = '\0';
}

/* The detail of a single component: "heads" lists the coins showing heads
** with their values from "values", and their XOR is the sg. */
static void check_heads(const char *text, int twod) {
  jval *j = sw_analyze(ctx, text, GR_MOVES_WINNING);
  const jval *c0, *heads, *values;
  const char *body;
  long x = 0, sg, nh = 0;
  size_t i;
  int ok = 1, w;
  if (j == NULL) return;
  c0 = json_get(j, "components")->items[0];
  heads = json_get(c0, "heads");
  values = json_get(c0, "values");
  body = json_str(c0, "body");
  sg = json_long(c0, "sg", -1);
  w = (int)strcspn(body, "/");
  for (i = 0; heads && values && i < heads->n; i++) {
    const jval *h = heads->items[i];
    long v = (long)h->items[twod ? 2 : 1]->num;
    long r = twod ? (long)h->items[0]->num : 0, c = (long)h->items[twod ? 1 : 0]->num;
    long at = twod ? r * (w + 1) + c : c - 1;
    const jval *val = twod ? values->items[r]->items[c] : values->items[c - 1];
    if (body[at] != 'H' || (long)val->num != v) ok = 0;
    x ^= v;
    nh++;
  }
  for (i = 0; body[i]; i++) nh -= body[i] == 'H';
  test_condf(heads && values && ok && nh == 0 && x == sg,
             "\"%s\": heads %s do not add up to sg %ld", text, heads ? "listed" : "missing", sg);
  json_free(j);
}

/* ---- sweeps ------------------------------------------------------------------ */

static void sweep_rows(void) {
  static const struct { const char *game; int maxw, sgmax; } g[] = {
    {"ruler", 10, 15}, {"turtles", 10, 15}, {"mockturtles", 9, 31}};
  size_t q;
  for (q = 0; q < sizeof g / sizeof g[0]; q++) {
    swlist r = {0}, sg = {0};
    char a[32], b[32], name[96];
    int w, w2, maxw = test_quick ? g[q].maxw - 2 : g[q].maxw;
    unsigned long m, m2;
    for (w = 1; w <= maxw; w++)
      for (m = 0; m < (1UL << w); m++) {
        row(a, w, m);
        sw_addf(&r, "%s:%s", g[q].game, a);
        if (w <= maxw - 1 || m % 3 == 0) sw_addf(&sg, "%s:%s", g[q].game, a);
        if (m % 5 == 0) check_heads(r.s[r.n - 1], 0);
      }
    for (w = 1; w <= 4; w++) /* two rows of one game */
      for (m = 0; m < (1UL << w); m++)
        for (w2 = 1; w2 <= 4; w2++)
          for (m2 = 0; m2 < (1UL << w2); m2++) {
            row(a, w, m);
            row(b, w2, m2);
            sw_addf(&r, "%s:%s,%s", g[q].game, a, b);
          }
    snprintf(name, sizeof name, "%s, rows 1..%d and pairs", g[q].game, maxw);
    sw_family(ctx, name, &r, &sg, g[q].sgmax);
  }
}

/* Every grid of the shapes given (in the quick sweep an eighth of those of
** more than 9 coins), and `sample` random grids of h×w; values below sg_max+1
** (a head on (r,c) is worth r⊗c < the next power of two above r and c). */
static void grids(const char *name, const int (*shapes)[2], int nshapes, int sample, int h,
                  int w, int sg_max) {
  swlist r = {0}, sg = {0};
  char a[64];
  int q, i;
  for (q = 0; q < nshapes; q++) {
    int sh = shapes[q][0], sw = shapes[q][1];
    unsigned long m, n = 1UL << (sh * sw);
    for (m = 0; m < n; m++) {
      if (test_quick && sh * sw > 9 && m % 8) continue;
      grid(a, sh, sw, m);
      sw_addf(&r, "corners:%s", a);
      if (sh * sw <= 9 || m % 3 == 0) sw_addf(&sg, "corners:%s", a);
      if (m % 7 == 0) check_heads(r.s[r.n - 1], 1);
    }
  }
  for (i = 0; i < (test_quick ? sample / 8 : sample); i++) {
    grid(a, h, w, (unsigned long)(rnd64() & ((1UL << (h * w)) - 1)));
    sw_addf(&r, "corners:%s", a);
    sw_addf(&sg, "corners:%s", a);
    check_heads(r.s[r.n - 1], 1);
  }
  sw_family(ctx, name, &r, &sg, sg_max);
}

static void sweep_grids(void) {
  static const int small[][2] = {{1, 1}, {1, 2}, {2, 1}, {1, 4}, {4, 1}, {2, 2}, {2, 3},
                                 {3, 2}, {3, 3}, {2, 4}, {4, 2}, {3, 4}, {4, 3}};
  static const int five[][2] = {{2, 5}, {5, 2}, {1, 6}, {6, 1}};
  grids("corners, every grid up to 3x4 and 4x3, 4x4 sample", small,
        (int)(sizeof small / sizeof small[0]), 400, 4, 4, 3);
  grids("corners, every grid 2x5, 5x2, 1x6, 6x1, 5x3 sample", five,
        (int)(sizeof five / sizeof five[0]), 300, 5, 3, 15);
}

static void sweep_sums(void) {
  static const char *const coins[] = {"ruler:HTH", "ruler:THHH", "turtles:HTH", "turtles:TTHH",
                                      "mockturtles:HTH", "mockturtles:THHT", "corners:TH/HH",
                                      "corners:HHH/THT", "ruler:T"};
  static const char *const others[] = {
    "nim:0", "nim:1", "nim:3", "checkers:.o.o", "treblecross:.....", "treblecross:XX...",
    "octal(0.77):ooo.o", "hackenbush:0-1.1-2.1-3", "hackenbush:0-1.0-2.1-2", "staircase:1/2",
    "northcott:B..W@2", "sub(1,3,4):5"};
  swlist r = {0};
  size_t a, b;
  for (a = 0; a < sizeof coins / sizeof coins[0]; a++) {
    for (b = 0; b < sizeof others / sizeof others[0]; b++) {
      const char *o = others[b];
      size_t ol = strlen(o);
      int two = ol > 2 && strcmp(o + ol - 2, "@2") == 0;
      sw_addf(&r, "%s+%.*s%s", coins[a], (int)(two ? ol - 2 : ol), o, two ? "@2" : "");
      sw_addf(&r, "%.*s+%s%s", (int)(two ? ol - 2 : ol), o, coins[a], two ? "@2" : "");
    }
    for (b = 0; b < sizeof coins / sizeof coins[0]; b++)
      sw_addf(&r, "%s+%s+nim:2", coins[a], coins[b]);
  }
  sw_family(ctx, "coin games in sums with every other game", &r, NULL, 0);
}

/* ---- values ---------------------------------------------------------------------- */

/* The "values" array of a single row. */
static long row_values(const char *text, long *out, long cap) {
  jval *j = sw_analyze(ctx, text, GR_MOVES_WINNING);
  const jval *v;
  long n = 0;
  size_t i;
  if (j == NULL) return 0;
  v = json_get(json_get(j, "components")->items[0], "values");
  for (i = 0; v && i < v->n && n < cap; i++) out[n++] = (long)v->items[i]->num;
  json_free(j);
  return n;
}

static char *repeat(const char *head, char c, long n, const char *tail) {
  size_t lh = strlen(head), lt = strlen(tail);
  char *s = malloc(lh + (size_t)n + lt + 1);
  if (s == NULL) { fputs("out of memory\n", stderr); exit(3); }
  memcpy(s, head, lh);
  memset(s + lh, c, (size_t)n);
  memcpy(s + lh + n, tail, lt + 1);
  return s;
}

static void spec_values(void) {
  static const long odious[] = {1, 2, 4, 7, 8, 11, 13, 14, 16, 19, 21, 22, 25, 26, 28, 31};
  static const long ruler[] = {1, 2, 1, 4, 1, 2, 1, 8, 1, 2, 1, 4, 1, 2, 1, 16};
  static long v[4096];
  long n, i, k, mine;
  char *t;
  t = repeat("mockturtles:", 'T', 256, "");
  n = row_values(t, v, 4096);
  free(t);
  test_condf(n == 256, "mockturtles values: %ld", n);
  for (i = 0; i < 16 && i < n; i++)
    test_condf(v[i] == odious[i], "mock turtles coin %ld (odious number %ld): %ld, SPEC %ld",
               i + 1, i, v[i], odious[i]);
  for (i = 0, mine = 0; i < n; i++, mine++) { /* the odious numbers, counted */
    for (;; mine++) {
      int bits = 0;
      for (k = mine; k; k &= k - 1) bits++;
      if (bits % 2) break;
    }
    if (v[i] != mine) break;
  }
  test_condf(i == n, "mock turtles coin %ld: %ld, the odious number %ld", i + 1,
             i < n ? v[i] : -1, mine);
  t = repeat("ruler:", 'T', 4096, "");
  n = row_values(t, v, 4096);
  free(t);
  for (i = 0; i < 16 && i < n; i++)
    test_condf(v[i] == ruler[i], "ruler coin %ld: %ld, SPEC %ld", i + 1, v[i], ruler[i]);
  for (i = 1; i <= n; i++) { /* the largest power of 2 dividing i */
    long p = 1;
    while (i % (p * 2) == 0) p *= 2;
    if (v[i - 1] != p) break;
  }
  test_condf(n == 4096 && i == n + 1, "ruler coin %ld: %ld", i, i <= n ? v[i - 1] : -1);
  t = repeat("turtles:", 'T', 4096, "");
  n = row_values(t, v, 4096);
  free(t);
  for (i = 0; i < n && v[i] == i + 1; i++) {}
  test_condf(n == 4096 && i == n, "turtles coin %ld: %ld", i + 1, i < n ? v[i] : -1);
}

/* ---- the nim-product ------------------------------------------------------------ */

static uint64_t nim_pow(uint64_t a, uint64_t e) {
  uint64_t r = 1;
  while (e) {
    if (e & 1) r = gr_nim_mul(r, a);
    a = gr_nim_mul(a, a);
    e >>= 1;
  }
  return r;
}

static void nim_products(void) {
  static const uint64_t spec[][3] = {{2, 2, 3}, {2, 3, 1}, {3, 3, 2}, {4, 4, 6}, {8, 8, 13},
                                     {5, 7, 13}};
  enum { M = 64 };
  static long table[M][M];
  double t0 = sw_now();
  size_t q;
  int x, y, a, b, i, bad = 0;
  for (q = 0; q < sizeof spec / sizeof spec[0]; q++) {
    test_condf(gr_nim_mul(spec[q][0], spec[q][1]) == spec[q][2], "%llu ⊗ %llu = %llu, SPEC %llu",
               (unsigned long long)spec[q][0], (unsigned long long)spec[q][1],
               (unsigned long long)gr_nim_mul(spec[q][0], spec[q][1]),
               (unsigned long long)spec[q][2]);
  }
  { /* the same facts through the analysis: a 9×9 grid's values */
    const char *out = NULL;
    char *t = malloc(128);
    jval *j;
    strcpy(t, "corners:");
    for (i = 0; i < 9; i++) strcat(t, i ? "/TTTTTTTTT" : "TTTTTTTTT");
    j = gr_analyze(ctx, t, GR_MOVES_WINNING, &out) == GR_OK ? json_parse(out) : NULL;
    test_cond("corners 9x9 analysis", j != NULL);
    if (j) {
      const jval *v = json_get(json_get(j, "components")->items[0], "values");
      for (q = 0; v && q < sizeof spec / sizeof spec[0]; q++)
        test_condf((uint64_t)v->items[spec[q][0]]->items[spec[q][1]]->num == spec[q][2],
                   "corners values[%llu][%llu] is not %llu", (unsigned long long)spec[q][0],
                   (unsigned long long)spec[q][1], (unsigned long long)spec[q][2]);
      json_free(j);
    }
    free(t);
  }
  /* the definition: x ⊗ y = mex { a⊗y ⊕ x⊗b ⊕ a⊗b : a < x, b < y } */
  for (x = 0; x < M; x++)
    for (y = 0; y < M; y++) {
      unsigned char seen[256] = {0};
      long g = 0;
      for (a = 0; a < x; a++)
        for (b = 0; b < y; b++) seen[table[a][y] ^ table[x][b] ^ table[a][b]] = 1;
      while (seen[g]) g++;
      table[x][y] = g;
      if (gr_nim_mul((uint64_t)x, (uint64_t)y) != (uint64_t)g && bad++ < 3)
        test_condf(0, "%d ⊗ %d: engine %llu, mex %ld", x, y,
                   (unsigned long long)gr_nim_mul((uint64_t)x, (uint64_t)y), g);
    }
  test_condf(bad == 0, "nim-products below %d: %d differ from the mex definition", M, bad);
  for (i = 1; i <= 32; i *= 2) { /* a Fermat 2-power F = 2^i squares to 3F/2 */
    uint64_t f = (uint64_t)1 << i;
    test_condf(gr_nim_mul(f, f) == f + f / 2, "2^%d squared: %llu", i,
               (unsigned long long)gr_nim_mul(f, f));
  }
  for (i = 0; i < (test_quick ? 400 : 3000); i++) { /* the field laws on 64-bit numbers */
    uint64_t p = rnd64(), r = rnd64(), s = rnd64();
    int w = (int)(rnd64() % 7); /* small ones too: a subfield of 2^(2^w) */
    if (w < 6) {
      uint64_t mask = ((uint64_t)1 << (1 << w)) - 1;
      p &= mask;
      r &= mask;
      s &= mask;
      test_condf(gr_nim_mul(p, r) <= mask, "%llu ⊗ %llu leaves its subfield",
                 (unsigned long long)p, (unsigned long long)r);
    }
    test_condf(gr_nim_mul(p, r) == gr_nim_mul(r, p), "⊗ not commutative at %llu, %llu",
               (unsigned long long)p, (unsigned long long)r);
    test_condf(gr_nim_mul(gr_nim_mul(p, r), s) == gr_nim_mul(p, gr_nim_mul(r, s)),
               "⊗ not associative at %llu, %llu, %llu", (unsigned long long)p,
               (unsigned long long)r, (unsigned long long)s);
    test_condf(gr_nim_mul(p, r ^ s) == (gr_nim_mul(p, r) ^ gr_nim_mul(p, s)),
               "⊗ not distributive at %llu, %llu, %llu", (unsigned long long)p,
               (unsigned long long)r, (unsigned long long)s);
    test_condf(gr_nim_mul(p, 1) == p && gr_nim_mul(p, 0) == 0, "1 is not the unit at %llu",
               (unsigned long long)p);
    if (p != 0 && i % 4 == 0) /* a^(2^64 - 2) is a's inverse in the field of 2^64 */
      test_condf(gr_nim_mul(p, nim_pow(p, ~(uint64_t)1)) == 1, "%llu has no inverse",
                 (unsigned long long)p);
  }
  printf("  %-44s %6.2fs\n", "nim-product: SPEC, mex definition, field laws", sw_now() - t0);
}

/* ---- large rows and grids --------------------------------------------------------- */

static void large(void) {
  static const struct { const char *game; long n; } rows[] = {
    {"ruler", 4096}, {"turtles", 4096}, {"mockturtles", 256}};
  size_t q;
  double t0 = sw_now();
  for (q = 0; q < 3; q++) {
    char head[32];
    char *t;
    long v[4096], i, want = 0, legal = 0, n = rows[q].n;
    const char *out = NULL;
    double t1;
    gr_status st;
    jval *j;
    snprintf(head, sizeof head, "%s:", rows[q].game);
    t = repeat(head, 'T', n, "");
    row_values(t, v, n);
    for (i = 0; i < n; i++) /* every third coin and the last showing heads */
      if (i % 3 == 0 || i == n - 1) {
        t[strlen(head) + i] = 'H';
        want ^= v[i];
        legal += q == 2 ? 1 + i + i * (i - 1) / 2 : i + 1;
      }
    t1 = sw_now();
    st = gr_analyze(ctx, t, GR_MOVES_AUTO, &out);
    j = st == GR_OK ? json_parse(out) : NULL;
    printf("    %s: a row of %ld coins analysed in %.1f ms\n", rows[q].game, n,
           (sw_now() - t1) * 1000);
    test_condf(j && json_long(json_get(j, "components")->items[0], "sg", -1) == want &&
                   json_long(j, "legal", -1) == legal,
               "%s of %ld coins: sg %ld legal %ld, want %ld and %ld (%s)", rows[q].game, n,
               j ? json_long(json_get(j, "components")->items[0], "sg", -1) : -1,
               j ? json_long(j, "legal", -1) : -1, want, legal, st ? gr_error(ctx) : "");
    test_condf(j && json_get(j, "winning")->n > 0, "%s of %ld coins: no winning move",
               rows[q].game, n);
    { /* each winning move leaves value 0 */
      const jval *w = j ? json_get(j, "winning") : NULL;
      size_t k;
      for (k = 0; w && k < w->n && k < 5; k++) {
        const char *after = NULL;
        jval *ja;
        if (gr_play_analyze(ctx, t, w->items[k]->s, GR_MOVES_WINNING, &after) != GR_OK) {
          test_condf(0, "%s: play %s: %s", rows[q].game, w->items[k]->s, gr_error(ctx));
          continue;
        }
        ja = json_parse(after);
        test_condf(ja && json_long(ja, "nimsum", -1) == 0, "%s: %s leaves nim-sum %ld",
                   rows[q].game, w->items[k]->s, ja ? json_long(ja, "nimsum", -1) : -1);
        json_free(ja);
      }
    }
    json_free(j);
    { /* every coin heads: playing the move with the most others sharing its first
      ** coin still answers, in a context of 64 MiB */
      gr_ctx *c64 = gr_open((size_t)64 << 20);
      char mv[64];
      memset(t + strlen(head), 'H', (size_t)n);
      if (q == 0) snprintf(mv, sizeof mv, "1:1-%ld", n);
      else if (q == 1) snprintf(mv, sizeof mv, "1:1.%ld", n);
      else snprintf(mv, sizeof mv, "1:1.2.%ld", n);
      t1 = sw_now();
      st = gr_play(c64, t, mv, &out);
      printf("    %s: %s played on a row of %ld heads in %.1f ms\n", rows[q].game, mv, n,
             (sw_now() - t1) * 1000);
      test_condf(st == GR_OK, "%s: play %s on %ld heads: %s", rows[q].game, mv, n,
                 gr_error(c64));
      gr_close(c64);
    }
    free(t);
  }
  { /* a 32×32 grid of heads: (31·32/2)² rectangles */
    char *t = malloc(8 + 32 * 33 + 1);
    const char *out = NULL;
    double t1;
    gr_status st;
    int r;
    size_t k = 8;
    gr_ctx *c64 = gr_open((size_t)64 << 20);
    memcpy(t, "corners:", 8);
    for (r = 0; r < 32; r++) {
      if (r) t[k++] = '/';
      memset(t + k, 'H', 32);
      k += 32;
    }
    t[k] = '\0';
    t1 = sw_now();
    st = gr_analyze(ctx, t, GR_MOVES_AUTO, &out);
    printf("    corners: a 32x32 grid of heads analysed in %.1f ms\n", (sw_now() - t1) * 1000);
    test_condf(st == GR_OK && strstr(out, "\"legal\":246016,") && strstr(out, "\"nimsum\":0,"),
               "corners 32x32: %s", st == GR_OK ? "wrong legal count or value" : gr_error(ctx));
    t1 = sw_now();
    st = gr_play(c64, t, "1:0.0-31.31", &out);
    printf("    corners: 1:0.0-31.31 played on it in %.1f ms\n", (sw_now() - t1) * 1000);
    test_condf(st == GR_OK, "corners 32x32: play 1:0.0-31.31: %s", gr_error(c64));
    gr_close(c64);
    free(t);
  }
  printf("  %-44s %6.2fs\n", "coins: long rows, a 32x32 grid", sw_now() - t0);
}

/* ---- text ------------------------------------------------------------------------ */

static void text_cases(void) {
  static const text_canon canon[] = {
    {"ruler:THH", "ruler:THH"},
    {"ruler:H+ruler:T", "ruler:H,T"},
    {" turtles : HT , TH ", "turtles:HT,TH"},
    {"mockturtles:T+nim:1+corners:H/T", "mockturtles:T+nim:1+corners:H/T"},
    {"corners:HT/TH+corners:H", "corners:HT/TH,H"},
  };
  static const text_bad bad[] = {
    {"ruler:", GR_EINPUT, "at character 7", NULL},
    {"ruler:HTx", GR_EINPUT, "at character 9", "\"x\" is not a coin"},
    {"ruler:Ht", GR_EINPUT, "at character 8", "capitals"},
    {"turtles:HT.H", GR_EINPUT, "at character 11", "\".\" is not a coin"},
    {"mockturtles:H\x01", GR_EINPUT, "at character 14", "0x01"},
    {"corners:", GR_EINPUT, "at character 9", NULL},
    {"corners:HT/H", GR_EINPUT, "at character 12", "row 1 has 1 coin and row 0 has 2"},
    {"corners:HT//HT", GR_EINPUT, "at character 12", "expected a row"},
    {"corners:HT/", GR_EINPUT, "at character 12", "expected a row"},
    {"corners:HT/hT", GR_EINPUT, "at character 12", "capitals"},
    {"corners:HT-TH", GR_EINPUT, "at character 11", "\"-\" is not a coin"},
    {"corners:/HT", GR_EINPUT, "at character 9", "expected a row"},
  };
  static const text_play play[] = {
    {"ruler:THHTH", "1:1-3", "ruler:HTTTH@2"},
    {"ruler:THHTH", "1:5", "ruler:THHTT@2"},
    {"turtles:THTTH", "1:2.5", "turtles:TTTTT@2"},
    {"turtles:THTTH", "1:1.5", "turtles:HHTTT@2"},
    {"mockturtles:THTTH", "1:1.3.5", "mockturtles:HHHTT@2"},
    {"corners:TT/TH", "1:0.0-1.1", "corners:HH/HT@2"},
    {"corners:TTT/TTH/TTT", "1:0.1-1.2", "corners:THH/THT/TTT@2"},
    {"nim:1+corners:HH/HH@2", "2:0.0-1.1", "nim:1+corners:TT/TT"},
  };
  static const text_refused refused[] = {
    {"ruler:THT", "1:3", "coin 3 shows tails"},
    {"ruler:THT", "1:4", "coins 1 to 3"},
    {"ruler:THT", "1:1.2", "\"A-B\""},
    {"ruler:THH", "1:3-2", "left to right"},
    {"turtles:HTH", "1:1.2.3", "\"A.B\""},
    {"turtles:HTH", "1:1-3", "\"A.B\""},
    {"turtles:HTH", "1:3.1", "left to right"},
    {"turtles:HTH", "1:0.3", "coins 1 to 3"},
    {"turtles:HTH", "1:999999999999999999.3", "\"A.B\""},
    {"mockturtles:HTH", "1:0.1.3", "coins 1 to 3"},
    {"ruler:HTH", "1:0-3", "coins 1 to 3"},
    {"mockturtles:HTH", "1:1.2.3.3", "\"A.B.C\""},
    {"mockturtles:HTT", "1:1.3", "coin 3 shows tails"},
    {"corners:HH/HT+nim:1", "1:0.0-1.1", "shows tails"},
    {"corners:TT/TH", "1:1.1-0.0", "above and left"},
    {"corners:TT/TH", "1:0.0-1.5", "columns 0 to 1"},
    {"corners:TT/TH", "1:0.0.1.1", "A.B-X.Y"},
    {"corners:TT/TH", "1:1.1", "A.B-X.Y"},
    {"corners:HT/TT", "1:0.0-0.0", "no moves"},
  };
  size_t c;
  const char *out;
  gr_status st;
  test_text_canon(ctx, canon, TEXT_COUNT(canon));
  test_text_bad(ctx, bad, TEXT_COUNT(bad));
  test_text_play(ctx, play, TEXT_COUNT(play));
  test_text_refused(ctx, refused, TEXT_COUNT(refused));
  { /* limits: 4096 coins (Mock Turtles 256), 32 rows and columns */
    static const struct { const char *head; char c; long n; gr_status st; const char *has; } lim[] = {
      {"ruler:", 'H', 4096, GR_OK, NULL},
      {"turtles:", 'H', 4097, GR_ELIMIT, "at most 4096 coins"},
      {"mockturtles:", 'T', 256, GR_OK, NULL},
      {"mockturtles:", 'T', 257, GR_ELIMIT, "at most 256 coins"},
      {"corners:", 'T', 32, GR_OK, NULL},
      {"corners:", 'T', 33, GR_ELIMIT, "at most 32 columns"},
    };
    char *s;
    for (c = 0; c < sizeof lim / sizeof lim[0]; c++) {
      s = repeat(lim[c].head, lim[c].c, lim[c].n, "");
      st = gr_canonical(ctx, s, &out);
      test_condf(st == lim[c].st && (!lim[c].has || strstr(gr_error(ctx), lim[c].has)),
                 "%s %ld coins: %d %s", lim[c].head, lim[c].n, (int)st, gr_error(ctx));
      free(s);
    }
    s = malloc(33 * 2 + 16);
    strcpy(s, "corners:H");
    for (c = 1; c < 33; c++) strcat(s, "/H");
    st = gr_canonical(ctx, s, &out);
    test_condf(st == GR_ELIMIT && strstr(gr_error(ctx), "at most 32 rows"), "33 rows: %d %s",
               (int)st, gr_error(ctx));
    s[strlen(s) - 2] = '\0';
    test_condf(gr_canonical(ctx, s, &out) == GR_OK, "32 rows: %s", gr_error(ctx));
    free(s);
  }
  { /* labels, counts and the detail of small examples */
    const char *json = NULL;
    st = gr_analyze(ctx, "mockturtles:HTTH", GR_MOVES_ALL, &json);
    test_condf(st == GR_OK && strstr(json, "\"values\":[1,2,4,7],\"heads\":[[1,1],[4,7]]") &&
                   strstr(json, "{\"move\":\"1:1.2.4\",\"component\":1,\"label\":\"turn coins 1, 2 "
                          "and 4\",\"label_msg\":{\"id\":\"move.coins.three\",\"args\":[1,2,4]},\"from\":1,\"to\":4,\"count\":3,\"after\":[\"mockturtles:THTT\"]"),
               "mockturtles:HTTH: %s", st == GR_OK ? json : gr_error(ctx));
    st = gr_analyze(ctx, "ruler:THHTH", GR_MOVES_ALL, &json);
    test_condf(st == GR_OK && strstr(json, "\"values\":[1,2,1,4,1],\"heads\":[[2,2],[3,1],[5,1]]") &&
                   strstr(json, "{\"move\":\"1:2-5\",\"component\":1,\"label\":\"turn coins 2-5\","
                          "\"label_msg\":{\"id\":\"move.coins.run\",\"args\":[2,5]},\"from\":2,\"to\":5,\"count\":4,"),
               "ruler:THHTH: %s", st == GR_OK ? json : gr_error(ctx));
    st = gr_analyze(ctx, "turtles:THTTH", GR_MOVES_ALL, &json);
    test_condf(st == GR_OK && strstr(json, "\"values\":[1,2,3,4,5],\"heads\":[[2,2],[5,5]]") &&
                   strstr(json, "{\"move\":\"1:2.5\",\"component\":1,\"label\":\"turn coins 2 and "
                          "5\",\"label_msg\":{\"id\":\"move.coins.two\",\"args\":[2,5]},\"from\":2,\"to\":5,"
                          "\"count\":2,"),
               "turtles:THTTH: %s", st == GR_OK ? json : gr_error(ctx));
    st = gr_analyze(ctx, "corners:TTT/TTH/THT", GR_MOVES_ALL, &json);
    test_condf(st == GR_OK && strstr(json, "\"values\":[[0,0,0],[0,1,2],[0,2,3]],\"heads\":"
                                           "[[1,2,2],[2,1,2]]") &&
                   strstr(json, "{\"move\":\"1:0.0-2.1\",\"component\":1,\"label\":\"turn the "
                          "corners (0,0) (0,1) (2,0) (2,1)\",\"label_msg\":{\"id\":\"move.corners.turn\","
                          "\"args\":[\"(0,0)\",\"(0,1)\",\"(2,0)\",\"(2,1)\"]},\"from\":0,\"to\":2,\"count\":4,"),
               "corners:TTT/TTH/THT: %s", st == GR_OK ? json : gr_error(ctx));
  }
}

void test_coins(void) {
  double t0 = sw_now();
  ctx = gr_open(0);
  text_cases();
  spec_values();
  nim_products();
  large();
  sweep_rows();
  sweep_grids();
  sweep_sums();
  gr_close(ctx);
  printf("  %-44s %6.2fs\n", "coins: all", sw_now() - t0);
}
