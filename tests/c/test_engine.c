/*
** test_engine.c — the engine's C tests. Links the engine library (c/ and
** c/games/, without main.c and wasm.c) and checks it against:
**   - a plain minimax oracle (oracle.c) on every small position of every game
**     and on sums mixing games: every field of the analysis (sweep.c), every
**     legal and winning move and the position each move leads to;
**   - Grundy values found without SG theory: G has value h exactly when
**     G + nim:h is a loss for the player to move, which the oracle decides;
**   - exhaustive bitmask search for checkers rows of every width up to 20;
**   - the published Treblecross stretch values and the LightOJ samples;
**   - octal games: our own mex over pin rows, the published facts (Kayles period
**     12 from 71, Dawson's chess period 34 and its exceptions, Dawson's
**     Kayles = Dawson's chess shifted by one);
**   - its own mex tables for subtraction games and their periods;
**   - round trips of the position text, malformed input, the memory limit.
** Usage: test_engine [--quick] [--only NAME,…]   (or GR_TEST_QUICK=1: the
** reduced sweep for sanitizer builds; GR_TEST_ONLY=NAME,…: only those parts,
** named as in main(), e.g. "sub,sums,periods"; GR_TEST_FAIL_FAST=1: stop
** after the first part with a failure, as the mutation check does). Last
** line: "engine: N passed, M failed"; exit 1 on any failure.
*/
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include "../../c/grundy.h"
#include "json.h"
#include "oracle.h"
#include "suites.h"
#include "sweep.h"
#include "test.h"

/* Engine internals the tests reach for (declared in the engine's files, which the
** tests do not include so that nothing of the engine leaks into the oracle). */
int gr_checkers_row_sg(unsigned long long mask, int width);
long gr_claims_refused(void);

long test_passed, test_failed, test_forced_refusals;
int test_quick;

static gr_ctx *ctx; /* the context every check uses unless it says otherwise */

/* ---- small helpers ------------------------------------------------------- */

/* A small deterministic generator, so every run checks the same positions. */
static unsigned long rng_state = 12345;
static unsigned long rnd(unsigned long n) {
  rng_state = rng_state * 6364136223846793005UL + 1442695040888963407UL;
  return (unsigned long)(rng_state >> 33) % n;
}

static double now(void) { return (double)clock() / CLOCKS_PER_SEC; }

static void section(const char *name, double t0, long states) {
  if (states >= 0)
    printf("  %-44s %6.2fs  (oracle: %ld positions)\n", name, now() - t0, states);
  else
    printf("  %-44s %6.2fs\n", name, now() - t0);
  fflush(stdout);
}

/* The analysis of text as a tree (caller frees), or NULL after a failed check. */
static jval *analyze(const char *text, gr_moves_mode mode) {
  const char *json = NULL;
  gr_status st = gr_analyze(ctx, text, mode, &json);
  jval *j;
  test_condf(st == GR_OK, "analyze \"%s\": status %d: %s", text, (int)st, gr_error(ctx));
  if (st != GR_OK) return NULL;
  j = json_parse(json);
  test_condf(j != NULL, "analyze \"%s\": output is not JSON: %.300s", text, json);
  return j;
}

/* ---- oracle comparison ------------------------------------------------------- */

/* Grundy values without SG theory: comp has value h exactly when comp+nim:h
** is lost for the player to move. H bounds the values tried. */
#define SG_H 8

/* A family of roots checked against one oracle (sweep.c: every field of the
** analysis); sg lists single components whose Grundy values are checked too
** ("@2" suffix: second player moves). */
static void run_family(const char *name, strlist *roots, strlist *sg) {
  sw_family(ctx, name, roots, sg, SG_H);
}

void test_family(const char *name, const char *const *roots, long nroots,
                 const char *const *sg, long nsg) {
  strlist r = {0}, s = {0};
  long i;
  for (i = 0; i < nroots; i++) sl_add(&r, roots[i]);
  for (i = 0; i < nsg; i++) sl_add(&s, sg[i]);
  run_family(name, &r, &s);
}

/* ---- generators ---------------------------------------------------------------- */

/* Row of width w from mask (bit i = cell i+1), cells a (bit clear) / b (set). */
static void row(char *out, int w, unsigned long mask, char a, char b) {
  int i;
  for (i = 0; i < w; i++) out[i] = (mask >> i & 1) ? b : a;
  out[w] = '\0';
}

/* All Northcott rows of width w: out[k] for k < w*(w-1). */
static int northcott_rows(int w, char out[][16]) {
  int b, x, n = 0;
  for (b = 0; b < w; b++)
    for (x = 0; x < w; x++) {
      if (b == x) continue;
      memset(out[n], '.', (size_t)w);
      out[n][w] = '\0';
      out[n][b] = 'B';
      out[n][x] = 'W';
      n++;
    }
  return n;
}

/* Every strip of length len (with or without three X's in a row). */
static void strips(strlist *l, int len, int with_xxx, int without_xxx) {
  unsigned long m;
  char s[64];
  for (m = 0; m < (1UL << len); m++) {
    int xxx;
    row(s, len, m, '.', 'X');
    xxx = strstr(s, "XXX") != NULL;
    if ((xxx && with_xxx) || (!xxx && without_xxx)) sl_add(l, s);
  }
}

static void family_nim(void) {
  strlist r = {0}, sg = {0};
  int a, b, c;
  char t[64];
  for (a = 0; a <= 6; a++) {
    snprintf(t, sizeof t, "nim:%d", a);
    sl_add(&r, t);
    sl_add(&sg, t);
    for (b = 0; b <= 6; b++) {
      snprintf(t, sizeof t, "nim:%d,%d", a, b);
      sl_add(&r, t);
      for (c = 0; c <= 6; c++) {
        if (test_quick && c > 3) continue;
        snprintf(t, sizeof t, "nim:%d,%d,%d", a, b, c);
        sl_add(&r, t);
      }
    }
  }
  sl_add(&r, "nim:2,3@2");
  run_family("nim, 1-3 heaps up to 6", &r, &sg);
}

static void family_sub(void) {
  static const char *const sets[] = {"1,2", "1-3", "1-5", "1,3,4", "2,5,6", "3", "2,4,7",
                                     "1,2,4,8", "4,7"};
  size_t s;
  for (s = 0; s < sizeof sets / sizeof sets[0]; s++) {
    strlist r = {0}, sg = {0};
    int a, b;
    char t[96], name[64];
    for (a = 0; a <= 12; a++) {
      snprintf(t, sizeof t, "sub(%s):%d", sets[s], a);
      sl_add(&r, t);
      sl_add(&sg, t);
      for (b = 0; b <= 12; b++) {
        if (test_quick && (a > 6 || b > 6)) continue;
        snprintf(t, sizeof t, "sub(%s):%d,%d", sets[s], a, b);
        sl_add(&r, t);
      }
    }
    snprintf(name, sizeof name, "sub(%s), heaps up to 12", sets[s]);
    run_family(name, &r, &sg);
  }
}

static void family_checkers(void) {
  strlist r = {0}, sg = {0};
  char a[32], b[32], t[96];
  int w, w2;
  unsigned long m, m2;
  int pairw = test_quick ? 3 : 4;
  for (w = 1; w <= 8; w++)
    for (m = 0; m < (1UL << w); m++) {
      row(a, w, m, '.', 'o');
      snprintf(t, sizeof t, "checkers:%s", a);
      sl_add(&r, t);
      sl_add(&sg, t);
    }
  for (w = 1; w <= pairw; w++)
    for (m = 0; m < (1UL << w); m++)
      for (w2 = 1; w2 <= pairw; w2++)
        for (m2 = 0; m2 < (1UL << w2); m2++) {
          row(a, w, m, '.', 'o');
          row(b, w2, m2, '.', 'o');
          snprintf(t, sizeof t, "checkers:%s,%s", a, b);
          sl_add(&r, t);
        }
  run_family("checkers, rows 1..8 and pairs", &r, &sg);
}

static void family_northcott(void) {
  strlist r = {0}, sg = {0};
  char rows[5][30][16], t[96];
  int nr[5], w, w2, i, j, turn;
  int pairw = test_quick ? 4 : 6;
  for (w = 2; w <= 6; w++) nr[w - 2] = northcott_rows(w, rows[w - 2]);
  for (w = 2; w <= 6; w++)
    for (i = 0; i < nr[w - 2]; i++)
      for (turn = 0; turn < 2; turn++) {
        snprintf(t, sizeof t, "northcott:%s%s", rows[w - 2][i], turn ? "@2" : "");
        sl_add(&r, t);
        sl_add(&sg, t);
        for (w2 = 2; w2 <= pairw && w <= pairw; w2++)
          for (j = 0; j < nr[w2 - 2]; j++) {
            snprintf(t, sizeof t, "northcott:%s,%s%s", rows[w - 2][i], rows[w2 - 2][j],
                     turn ? "@2" : "");
            sl_add(&r, t);
          }
      }
  run_family("northcott, rows 2..6, 1-2 rows, both turns", &r, &sg);
}

static void family_treblecross(void) {
  strlist s = {0}, r = {0}, sg = {0};
  int len, maxlen = test_quick ? 10 : 12;
  long i;
  char t[96];
  for (len = 3; len <= maxlen; len++) strips(&s, len, 0, 1);
  for (len = 3; len <= 7; len++) strips(&s, len, 1, 0); /* game over already */
  for (i = 0; i < s.n; i++) {
    snprintf(t, sizeof t, "treblecross:%s", s.s[i]);
    sl_add(&r, t);
    if (strlen(s.s[i]) <= 9) sl_add(&sg, t);
  }
  sl_free(&s);
  run_family("treblecross, every strip 3..12", &r, &sg);
}

static void family_staircase(void) {
  strlist r = {0}, sg = {0};
  int n, v[3], i;
  char t[64];
  for (n = 1; n <= 3; n++) {
    int total = 1;
    for (i = 0; i < n; i++) total *= 4;
    for (i = 0; i < total; i++) {
      int x = i, k;
      size_t l = 0;
      l += (size_t)snprintf(t + l, sizeof t - l, "staircase:");
      for (k = 0; k < n; k++) {
        v[k] = x % 4;
        x /= 4;
        l += (size_t)snprintf(t + l, sizeof t - l, "%s%d", k ? "/" : "", v[k]);
      }
      sl_add(&r, t);
      sl_add(&sg, t);
    }
  }
  run_family("staircase, up to 3 stairs of up to 3 coins", &r, &sg);
}

/* Octal codes swept exhaustively: Kayles, Dawson's Kayles, Dawson's chess,
** and codes using each kind of digit alone (1 whole run, 2 an end, 4 the
** middle) and mixed. */
static const char *const octal_codes[] = {"0.77", "0.07", "0.137", "0.6", "0.4", "0.15",
                                          "0.3", "0.0052", "0.71"};

/* Every pin row of width 1..8 (with gaps) and pairs of rows up to width
** pairw, for one code. */
static void family_octal(void) {
  size_t q;
  int pairw = test_quick ? 3 : 4, maxw = test_quick ? 7 : 8;
  for (q = 0; q < sizeof octal_codes / sizeof octal_codes[0]; q++) {
    strlist r = {0}, sg = {0};
    char a[32], b[32], t[128], name[96];
    int w, w2;
    unsigned long m, m2;
    for (w = 1; w <= maxw; w++)
      for (m = 0; m < (1UL << w); m++) {
        row(a, w, m, '.', 'o');
        snprintf(t, sizeof t, "octal(%s):%s", octal_codes[q], a);
        sl_add(&r, t);
        sl_add(&sg, t);
      }
    for (w = 1; w <= pairw; w++)
      for (m = 0; m < (1UL << w); m++)
        for (w2 = 1; w2 <= pairw; w2++)
          for (m2 = 0; m2 < (1UL << w2); m2++) {
            row(a, w, m, '.', 'o');
            row(b, w2, m2, '.', 'o');
            snprintf(t, sizeof t, "octal(%s):%s,%s", octal_codes[q], a, b);
            sl_add(&r, t);
          }
    snprintf(name, sizeof name, "octal(%s), rows 1..%d and pairs", octal_codes[q], maxw);
    run_family(name, &r, &sg);
  }
}

/* A random small component of game g (for mixed sums). */
static void random_comp(int g, char *out, size_t cap) {
  char cells[16];
  switch (g) {
  case 0: snprintf(out, cap, "nim:%lu", rnd(5)); break;
  case 1: snprintf(out, cap, "sub(1,3,4):%lu", rnd(8)); break;
  case 2: snprintf(out, cap, "sub(2,5,6):%lu", rnd(9)); break;
  case 3: {
    int w = 1 + (int)rnd(5);
    row(cells, w, rnd(1UL << w), '.', 'o');
    snprintf(out, cap, "checkers:%s", cells);
    break;
  }
  case 4: {
    char rows[30][16];
    int w = 2 + (int)rnd(3), n = northcott_rows(w, rows);
    snprintf(out, cap, "northcott:%s", rows[rnd((unsigned long)n)]);
    break;
  }
  case 5: {
    int w = 3 + (int)rnd(4);
    do row(cells, w, rnd(1UL << w), '.', 'X');
    while (strstr(cells, "XXX") != NULL && rnd(4) != 0);
    snprintf(out, cap, "treblecross:%s", cells);
    break;
  }
  case 7: {
    int w = 1 + (int)rnd(6);
    row(cells, w, rnd(1UL << w), '.', 'o');
    snprintf(out, cap, "octal(%s):%s", octal_codes[rnd(sizeof octal_codes / sizeof octal_codes[0])],
             cells);
    break;
  }
  default: {
    int n = 1 + (int)rnd(2);
    if (n == 1) snprintf(out, cap, "staircase:%lu", rnd(4));
    else snprintf(out, cap, "staircase:%lu/%lu", rnd(3), rnd(3));
    break;
  }
  }
}

static void family_sums(void) {
  strlist r = {0};
  char a[32], t[256], rows[30][16];
  int h, w, len, turn, i, n;
  unsigned long m;
  long s;
  strlist st = {0};

  for (h = 0; h <= 4; h++) /* a nim heap and a checkers row */
    for (w = 1; w <= 5; w++)
      for (m = 0; m < (1UL << w); m++) {
        row(a, w, m, '.', 'o');
        snprintf(t, sizeof t, "nim:%d+checkers:%s", h, a);
        sl_add(&r, t);
        snprintf(t, sizeof t, "checkers:%s+nim:%d", a, h);
        if (h == 2) sl_add(&r, t);
      }
  for (len = 3; len <= 7; len++) strips(&st, len, len <= 6, 1);
  for (s = 0; s < st.n; s++) /* a strip and a nim heap */
    for (h = 0; h <= 3; h++) {
      snprintf(t, sizeof t, "treblecross:%s+nim:%d", st.s[s], h);
      sl_add(&r, t);
    }
  sl_free(&st);
  run_family("sums: nim+checkers, treblecross+nim", &r, NULL);

  for (w = 2; w <= 4; w++) { /* a Northcott row and a staircase, both turns */
    n = northcott_rows(w, rows);
    for (i = 0; i < n; i++)
      for (h = 0; h < 12; h++)
        for (turn = 0; turn < 2; turn++) {
          if (h < 3) snprintf(a, sizeof a, "%d", h);
          else snprintf(a, sizeof a, "%d/%d", (h - 3) % 3, (h - 3) / 3);
          snprintf(t, sizeof t, "northcott:%.15s+staircase:%.20s%s", rows[i], a, turn ? "@2" : "");
          sl_add(&r, t);
        }
  }
  run_family("sums: northcott+staircase", &r, NULL);

  {
    strlist st2 = {0};
    long x, y;
    int maxlen = test_quick ? 5 : 6;
    for (len = 3; len <= maxlen; len++) strips(&st2, len, 0, 1);
    for (x = 0; x < st2.n; x++) /* two strips */
      for (y = 0; y < st2.n; y++) {
        snprintf(t, sizeof t, "treblecross:%s,%s", st2.s[x], st2.s[y]);
        sl_add(&r, t);
      }
    for (x = 0; x < st2.n; x += 3) { /* a strip over, or with a threat, beside another */
      static const char *const odd[] = {"XXX", "XXX..", "XX.", ".X.X", "X.X..", "..XX."};
      size_t q;
      for (q = 0; q < sizeof odd / sizeof odd[0]; q++) {
        snprintf(t, sizeof t, "treblecross:%s,%s", st2.s[x], odd[q]);
        sl_add(&r, t);
      }
    }
    sl_free(&st2);
    run_family("sums: two treblecross strips", &r, NULL);
  }

  { /* pin rows beside a nim heap, a subtraction heap, a Treblecross strip
    ** (also over or with a threat) and a Northcott row (both turns) */
    static const char *const others[] = {"nim:0", "nim:1", "nim:2", "nim:3", "sub(1,3,4):5",
                                         "treblecross:.....", "treblecross:XX...",
                                         "treblecross:XXX..", "northcott:B..W",
                                         "northcott:B..W@2", "staircase:1/2"};
    static const char *const codes[] = {"0.77", "0.07", "0.137"};
    size_t q, c2;
    int ws = test_quick ? 4 : 5;
    for (q = 0; q < sizeof codes / sizeof codes[0]; q++)
      for (w = 1; w <= ws; w++)
        for (m = 0; m < (1UL << w); m++)
          for (c2 = 0; c2 < sizeof others / sizeof others[0]; c2++) {
            const char *o = others[c2];
            size_t ol = strlen(o);
            int two = ol > 2 && strcmp(o + ol - 2, "@2") == 0;
            row(a, w, m, '.', 'o');
            snprintf(t, sizeof t, "octal(%s):%s+%.*s%s", codes[q], a, (int)(two ? ol - 2 : ol), o,
                     two ? "@2" : "");
            sl_add(&r, t);
          }
    run_family("sums: octal rows + nim, sub, treblecross, northcott", &r, NULL);
  }

  rng_state = 2024;
  for (i = 0; i < (test_quick ? 250 : 1200); i++) { /* random mixtures of 2-4 games */
    int k = 2 + (int)rnd(3), c;
    size_t l = 0;
    for (c = 0; c < k; c++) {
      char comp[64];
      random_comp((int)rnd(8), comp, sizeof comp);
      l += (size_t)snprintf(t + l, sizeof t - l, "%s%s", c ? "+" : "", comp);
    }
    if (rnd(2)) snprintf(t + l, sizeof t - l, "@2");
    sl_add(&r, t);
  }
  run_family("sums: random mixtures of 2-4 games", &r, NULL);
}

/* ---- checkers: the staircase formula against exhaustive search ------------ */

static void test_checkers_exhaustive(void) {
  double t0 = now();
  int w, maxw = 20;
  unsigned char *sg = malloc((size_t)1 << maxw);
  long mismatches = 0, checked = 0;
  if (sg == NULL) { fputs("out of memory\n", stderr); exit(3); }
  for (w = 1; w <= maxw; w++) {
    unsigned long full = 1UL << w, m;
    long bad = 0;
    /* a move sends a piece to a higher bit, so larger masks come first */
    for (m = full; m-- > 0;) {
      unsigned long seen = 0; /* values up to 31 occur at width 20 */
      int i, g = 0;
      for (i = 0; i < w; i++) {
        int j;
        if (!(m >> i & 1)) continue;
        for (j = i + 1; j < w && (m >> j & 1); j++) {}
        if (j == w) continue;
        seen |= 1UL << sg[(m & ~(1UL << i)) | (1UL << j)];
      }
      while (seen >> g & 1) g++;
      sg[m] = (unsigned char)g;
      if (gr_checkers_row_sg(m, w) != g) {
        if (bad < 3)
          test_condf(0, "checkers width %d mask %#lx: formula %d, search %d", w, m,
                     gr_checkers_row_sg(m, w), g);
        bad++;
      }
      checked++;
    }
    mismatches += bad;
    test_condf(bad == 0, "checkers width %d: %ld rows disagree with exhaustive search", w, bad);
  }
  test_condf(checked == (1L << 21) - 2, "checkers: checked %ld rows", checked);
  /* the analysis reports the same value, for random rows of width 20 */
  rng_state = 99;
  {
    int i;
    for (i = 0; i < 300; i++) {
      char cells[32], t[64];
      unsigned long m = rnd(1UL << 20);
      jval *j;
      row(cells, 20, m, '.', 'o');
      snprintf(t, sizeof t, "checkers:%s", cells);
      j = analyze(t, GR_MOVES_WINNING);
      if (j) {
        const jval *cs = json_get(j, "components");
        test_condf(cs && cs->n == 1 && json_long(cs->items[0], "sg", -1) == sg[m],
                   "\"%s\": sg %ld, search %d", t,
                   cs && cs->n ? json_long(cs->items[0], "sg", -1) : -1, sg[m]);
        json_free(j);
      }
    }
  }
  free(sg);
  (void)mismatches;
  section("checkers: formula = exhaustive search, w<=20", t0, -1);
}

/* ---- Treblecross ------------------------------------------------------------------ */

#define TC_OWN 10000 /* stretch values checked against our own mex */

static const long spec_tc[23] = {0, 1, 1, 1, 2, 2, 0, 3, 3, 1, 1, 1,
                                 0, 4, 3, 3, 3, 2, 2, 2, 4, 4, 0};

/* The stretch game by our own mex: an X at cell i (1-based) of r free cells
** leaves free stretches of max(0,i-3) and max(0,r-i-2). */
static void own_stretch_values(long *t, long n) {
  long r, i;
  static long seen[1 << 16]; /* seen[x] == r+1: value x is an option of r */
  memset(seen, 0, sizeof seen);
  for (r = 0; r <= n; r++) {
    long g = 0;
    for (i = 1; i <= r; i++) {
      long a = i - 3 > 0 ? i - 3 : 0, b = r - i - 2 > 0 ? r - i - 2 : 0;
      long x = t[a] ^ t[b];
      if (x < (1L << 16)) seen[x] = r + 1;
    }
    while (g < (1L << 16) && seen[g] == r + 1) g++;
    t[r] = g;
  }
}

/* Values of a sequence JSON into out[0..n]; returns how many were read. */
static long seq_values(const char *family, long n, long *out, long *pre, long *per) {
  const char *json = NULL;
  gr_status st = gr_sequence(ctx, family, n, &json);
  jval *j;
  const jval *v;
  long i, k = 0;
  test_condf(st == GR_OK, "sequence %s %ld: status %d: %s", family, n, (int)st, gr_error(ctx));
  if (st != GR_OK) return 0;
  j = json_parse(json);
  test_condf(j != NULL, "sequence %s: not JSON", family);
  if (j == NULL) return 0;
  v = json_get(j, "values");
  for (i = 0; v && v->t == J_ARR && i < (long)v->n && i <= n; i++) out[k++] = (long)v->items[i]->num;
  *pre = json_long(j, "preperiod", -1);
  *per = json_long(j, "period", -1);
  test_condf(json_long(j, "n", -1) == n, "sequence %s: n is %ld", family, json_long(j, "n", -1));
  json_free(j);
  return k;
}

static void test_treblecross(void) {
  double t0 = now();
  static long v[TC_OWN + 1], own[TC_OWN + 1];
  long pre, per, i, n, maxv = 0;
  int maxdots = test_quick ? 12 : 14;
  oracle *o = oracle_new();
  char t[128];

  n = seq_values("treblecross", 22, v, &pre, &per);
  test_condf(n == 23, "treblecross sequence: %ld values", n);
  for (i = 0; i < n && i < 23; i++)
    test_condf(v[i] == spec_tc[i], "treblecross stretch %ld: engine %ld, published %ld", i, v[i],
               spec_tc[i]);
  /* values pass 255 at 9166 cells: the table must hold them */
  n = seq_values("treblecross", TC_OWN, v, &pre, &per);
  own_stretch_values(own, TC_OWN);
  for (i = 0; i < n; i++)
    if (v[i] != own[i]) break;
  test_condf(n == TC_OWN + 1 && i == n, "treblecross stretch %ld: engine %ld, own mex %ld", i,
             i < n ? v[i] : -1, i < n ? own[i] : -1);
  for (i = 0; i <= TC_OWN; i++)
    if (own[i] > maxv) maxv = own[i];
  test_condf(maxv > 255, "own stretch values up to %d stay below 256 (max %ld)", TC_OWN, maxv);

  /* without SG theory: a free strip of r cells has value h when strip+nim:h
  ** is lost (the whole strip is one free stretch) */
  for (i = 3; i <= maxdots; i++) {
    int h;
    for (h = 0; h <= 5; h++) {
      snprintf(t, sizeof t, "treblecross:%.*s+nim:%d", (int)i, "................", h);
      oracle_add_text(o, t);
    }
  }
  oracle_solve(o);
  for (i = 3; i <= maxdots; i++) {
    int h, nl = 0, at = -1;
    for (h = 0; h <= 5; h++) {
      snprintf(t, sizeof t, "treblecross:%.*s+nim:%d", (int)i, "................", h);
      if (oracle_label_text(o, t) == 'L') {
        nl++;
        at = h;
      }
    }
    test_condf(nl == 1 && at == spec_tc[i],
               "free strip of %ld: minimax gives value %d (%d candidates), published %ld", i, at, nl,
               spec_tc[i]);
  }
  oracle_free(o);

  { /* LightOJ samples through analyze --winning */
    static const char *const cases[][2] = {
      {".....", "1:3"},
      {".X.X...X", "1:3"},
      {"..................", "1:5 1:6 1:13 1:14"},
      {"X.....X..X.......X....X..X", ""},
    };
    size_t c;
    for (c = 0; c < sizeof cases / sizeof cases[0]; c++) {
      jval *j;
      snprintf(t, sizeof t, "treblecross:%s", cases[c][0]);
      j = analyze(t, GR_MOVES_WINNING);
      if (j) {
        const jval *w = json_get(j, "winning");
        char got[256] = "";
        size_t k, l = 0;
        for (k = 0; w && w->t == J_ARR && k < w->n; k++)
          l += (size_t)snprintf(got + l, sizeof got - l, "%s%s", k ? " " : "", w->items[k]->s);
        test_condf(strcmp(got, cases[c][1]) == 0, "LightOJ sample %s: winning [%s], want [%s]",
                   cases[c][0], got, cases[c][1]);
        test_condf(json_str(j, "verdict") &&
                       strcmp(json_str(j, "verdict"), *cases[c][1] ? "N" : "P") == 0,
                   "LightOJ sample %s: verdict wrong", cases[c][0]);
        json_free(j);
      }
    }
  }
  { /* long strips: their value is the free stretch's, from our own table */
    static const long lens[] = {1999, 9166, 9169, 10000};
    size_t q;
    for (q = 0; q < sizeof lens / sizeof lens[0]; q++) {
      char *big = malloc((size_t)lens[q] + 16);
      jval *j;
      if (big == NULL) break;
      memcpy(big, "treblecross:", 12);
      memset(big + 12, '.', (size_t)lens[q]);
      big[12 + lens[q]] = '\0';
      j = analyze(big, GR_MOVES_WINNING);
      if (j) {
        const jval *cs = json_get(j, "components");
        const char *verdict = json_str(j, "verdict");
        test_condf(cs && cs->n == 1 && json_long(cs->items[0], "sg", -1) == own[lens[q]],
                   "strip of %ld: sg %ld, own mex %ld", lens[q],
                   cs && cs->n ? json_long(cs->items[0], "sg", -1) : -1, own[lens[q]]);
        test_condf(verdict && strcmp(verdict, own[lens[q]] ? "N" : "P") == 0,
                   "strip of %ld: verdict %s", lens[q], verdict ? verdict : "(none)");
        json_free(j);
      }
      free(big);
    }
  }
  section("treblecross: published values, own mex, samples", t0, -1);
}

/* ---- sequences ------------------------------------------------------------------- */

/* SG values 0..n of the subtraction game with set k[0..nk-1], by our own mex. */
static void own_sub_values(const int *k, int nk, long *v, long n) {
  long h;
  for (h = 0; h <= n; h++) {
    unsigned long seen = 0;
    int i;
    long g = 0;
    for (i = 0; i < nk; i++)
      if (k[i] <= h) seen |= 1UL << v[h - k[i]];
    while (seen >> g & 1) g++;
    v[h] = g;
  }
}

/* Smallest period per and then smallest pre-period pre with v[m+per] = v[m]
** for every pre <= m <= n-per, among periods up to n/4. */
static int own_period(const long *v, long n, long *pre, long *per) {
  long p;
  for (p = 1; p <= n / 4; p++) {
    long m = n - p;
    while (m >= 0 && v[m + p] == v[m]) m--;
    if (m + 1 <= n / 2) {
      *pre = m + 1;
      *per = p;
      return 1;
    }
  }
  return 0;
}

static void test_sequences(void) {
  double t0 = now();
  static long v[2001], own[2001];
  long pre, per, n, i, m;
  int found_pre = 0;
  char fam[160];

  for (m = 1; m <= 12; m++) { /* Bash: sub(1-m) has period m+1 from 0 */
    if (m == 1) snprintf(fam, sizeof fam, "sub(1)");
    else if (m == 2) snprintf(fam, sizeof fam, "sub(1,2)");
    else snprintf(fam, sizeof fam, "sub(1-%ld)", m);
    n = seq_values(fam, 200, v, &pre, &per);
    for (i = 0; i < n; i++)
      if (v[i] != i % (m + 1)) break;
    test_condf(n == 201 && i == n, "%s: value %ld is %ld, want %ld", fam, i, i < n ? v[i] : -1,
               i % (m + 1));
    test_condf(pre == 0 && per == m + 1, "%s: preperiod %ld period %ld, want 0 and %ld", fam, pre,
               per, m + 1);
  }

  { /* sets with and without a pre-period: the engine's claim against our own
    ** 2000 values */
    static const int sets[][6] = {{3, 2, 3, 7}, {3, 2, 5, 6}, {3, 2, 4, 7}, {2, 1, 4},
                                  {3, 3, 4, 6}, {3, 1, 3, 4}, {3, 3, 5, 8}, {3, 1, 10, 23},
                                  {3, 2, 7, 12}, {4, 1, 4, 9, 16}, {2, 5, 9}, {3, 4, 9, 11}};
    size_t s;
    for (s = 0; s < sizeof sets / sizeof sets[0]; s++) {
      int nk = sets[s][0], x;
      long opre = -1, oper = -1;
      size_t l = 0;
      l += (size_t)snprintf(fam + l, sizeof fam - l, "sub(");
      for (x = 0; x < nk; x++)
        l += (size_t)snprintf(fam + l, sizeof fam - l, "%s%d", x ? "," : "", sets[s][1 + x]);
      snprintf(fam + l, sizeof fam - l, ")");
      n = seq_values(fam, 2000, v, &pre, &per);
      own_sub_values(&sets[s][1], nk, own, 2000);
      for (i = 0; i < n; i++)
        if (v[i] != own[i]) break;
      test_condf(n == 2001 && i == n, "%s: value %ld is %ld, own mex %ld", fam, i,
                 i < n ? v[i] : -1, i < n ? own[i] : -1);
      test_condf(own_period(own, 2000, &opre, &oper), "%s: no period found in 2000 values", fam);
      test_condf(pre == opre && per == oper, "%s: engine claims preperiod %ld period %ld; own "
                 "search over 2000 values: %ld and %ld", fam, pre, per, opre, oper);
      if (per > 0) { /* the claim holds over the whole range */
        for (i = pre; i + per <= 2000; i++)
          if (own[i + per] != own[i]) break;
        test_condf(i + per > 2000, "%s: period %ld from %ld fails at %ld", fam, per, pre, i);
        test_condf(pre == 0 || own[pre - 1 + per] != own[pre - 1],
                   "%s: preperiod %ld is not the smallest", fam, pre);
      }
      if (pre > 0) found_pre = 1;
    }
    test_cond("some subtraction set in the list has a pre-period", found_pre);
  }
  { /* a large set: still periodic, analysed heaps agree with the table */
    const char *json;
    long vals[401];
    n = seq_values("sub(1,2,5,11,17,29)", 400, vals, &pre, &per);
    {
      static const int k[] = {1, 2, 5, 11, 17, 29};
      own_sub_values(k, 6, own, 400);
    }
    for (i = 0; i < n; i++)
      if (vals[i] != own[i]) break;
    test_condf(i == n && n == 401, "sub(1,2,5,11,17,29): value %ld differs", i);
    test_condf(gr_analyze(ctx, "sub(1,2,5,11,17,29):999999", GR_MOVES_WINNING, &json) == GR_OK,
               "sub analyze of a large heap: %s", gr_error(ctx));
  }
  { /* staircase family: n one-coin stairs; minimax decides which are lost */
    oracle *o = oracle_new();
    char t[128];
    long k;
    n = seq_values("staircase", 40, v, &pre, &per);
    test_condf(n == 41, "staircase sequence: %ld values", n);
    for (k = 1; k <= 7; k++) {
      size_t l = (size_t)snprintf(t, sizeof t, "staircase:");
      for (i = 0; i < k; i++) l += (size_t)snprintf(t + l, sizeof t - l, "%s1", i ? "/" : "");
      oracle_add_text(o, t);
    }
    oracle_solve(o);
    for (k = 1; k <= 7; k++) {
      size_t l = (size_t)snprintf(t, sizeof t, "staircase:");
      for (i = 0; i < k; i++) l += (size_t)snprintf(t + l, sizeof t - l, "%s1", i ? "/" : "");
      test_condf((v[k] == 0) == (oracle_label_text(o, t) == 'L'),
                 "%s: sequence value %ld, minimax %c", t, v[k], oracle_label_text(o, t));
    }
    oracle_free(o);
    for (i = 0; i + 4 < n; i++)
      if (v[i + 4] != v[i]) break;
    test_condf(i + 4 >= n, "staircase values are not 4-periodic at %ld", i);
    test_condf(per >= 1 && pre >= 0 && per <= 4 && 4 % per == 0,
               "staircase: claimed preperiod %ld period %ld", pre, per);
  }
  section("sequences: Bash, pre-periods, staircase", t0, -1);
}

/* ---- octal games ---------------------------------------------------------------- */

#define OCT_OWN 3000 /* heap sizes checked against our own mex */
#define GR_TEST_WIDTH 4096 /* the engine's widest row (GR_MAX_WIDTH) */

static void expect_error(const char *what, const char *text, gr_status st, gr_status want,
                         const char *has1, const char *has2);

/* SG values 0..n of octal code "0.d1d2…" by our own mex over every block: a
** block of k pins starting at pin i of a heap of h leaves i and h-k-i pins. */
static void own_octal_values(const char *code, long *v, long n) {
  static long seen[1 << 16]; /* seen[x] == h+1: value x is an option of h */
  const char *d = code + 2;
  long t = (long)strlen(d), h, i, k;
  memset(seen, 0, sizeof seen);
  for (h = 0; h <= n; h++) {
    long g = 0;
    for (k = 1; k <= t && k <= h; k++) {
      int dk = d[k - 1] - '0';
      for (i = 0; i + k <= h; i++) {
        long left = i, right = h - k - i;
        int need = left == 0 && right == 0 ? 1 : left == 0 || right == 0 ? 2 : 4;
        if ((dk & need) && (v[left] ^ v[right]) < (1L << 16)) seen[v[left] ^ v[right]] = h + 1;
      }
    }
    while (g < (1L << 16) && seen[g] == h + 1) g++;
    v[h] = g;
  }
}

/* The value of heap h from values 0..n that are periodic (per) from pre. */
static long fold(const long *v, long pre, long per, long h) {
  return h < pre ? v[h] : v[pre + (h - pre) % per];
}

static void test_octal(void) {
  double t0 = now();
  static long v[OCT_OWN + 1], kay[OCT_OWN + 1], dc[OCT_OWN + 1], dk[OCT_OWN + 1];
  long pre, per, n, i, opre = -1, oper = -1, dc_pre = -1, dc_per = -1;
  char fam[64], t[160];
  const char *out;

  /* Kayles (0.77): period 12 from n = 71, last exception at 70 (published) */
  own_octal_values("0.77", kay, OCT_OWN);
  n = seq_values("octal(0.77)", OCT_OWN, v, &pre, &per);
  for (i = 0; i < n && v[i] == kay[i]; i++) {}
  test_condf(n == OCT_OWN + 1 && i == n, "Kayles %ld: engine %ld, own mex %ld", i,
             i < n ? v[i] : -1, i < n ? kay[i] : -1);
  test_condf(pre == 71 && per == 12, "Kayles: engine claims pre-period %ld period %ld, published 71 "
             "and 12", pre, per);
  test_condf(own_period(kay, OCT_OWN, &opre, &oper) && opre == 71 && oper == 12,
             "Kayles: own values are periodic %ld from %ld, published 12 from 71", oper, opre);
  test_condf(kay[70 + 12] != kay[70], "Kayles: 70 is not an exception in our own values");
  for (i = 1; i <= OCT_OWN; i++)
    if (kay[i] == 0) break;
  test_condf(i > OCT_OWN, "Kayles: a row of %ld pins has value 0 (the first player always "
             "wins a single row by symmetry)", i);
  n = seq_values("octal(0.77)", 170, v, &pre, &per);
  test_condf(pre == 71 && per == 12, "Kayles up to 170: pre-period %ld period %ld", pre, per);
  n = seq_values("octal(0.77)", 100, v, &pre, &per);
  test_condf(pre == -1 && per == -1, "Kayles up to 100: claims period %ld from %ld with too "
             "few values for the theorem", per, pre);

  /* Dawson's chess (0.137): period 34, exceptions exactly 0,14,16,17,31,34,51 */
  own_octal_values("0.137", dc, OCT_OWN);
  n = seq_values("octal(0.137)", OCT_OWN, v, &dc_pre, &dc_per);
  for (i = 0; i < n && v[i] == dc[i]; i++) {}
  test_condf(n == OCT_OWN + 1 && i == n, "Dawson's chess %ld: engine %ld, own mex %ld", i,
             i < n ? v[i] : -1, i < n ? dc[i] : -1);
  test_condf(dc_per == 34, "Dawson's chess: engine period %ld, published 34", dc_per);
  {
    static const long spec_exc[] = {0, 14, 16, 17, 31, 34, 51};
    char got[256] = "";
    size_t l = 0, ne = 0, q;
    long last = -1;
    int same = 1;
    for (i = 0; i < 600; i++) { /* against the continuation far out: i + 34k near 2500 */
      long far = i + 34 * ((2500 - i) / 34);
      if (dc[i] == dc[far]) continue;
      l += (size_t)snprintf(got + l, sizeof got - l, "%s%ld", ne ? "," : "", i);
      same &= ne < sizeof spec_exc / sizeof spec_exc[0] && spec_exc[ne] == i;
      ne++;
      last = i;
    }
    q = sizeof spec_exc / sizeof spec_exc[0];
    test_condf(same && ne == q, "Dawson's chess: exceptions {%s}, published {0,14,16,17,31,34,51}", got);
    test_condf(dc_pre == last + 1, "Dawson's chess: engine pre-period %ld, last exception %ld",
               dc_pre, last);
    for (i = 52; i + 34 <= OCT_OWN; i++)
      if (dc[i + 34] != dc[i]) break;
    test_condf(i + 34 > OCT_OWN, "Dawson's chess: own values not 34-periodic at %ld", i);
  }

  /* Dawson's Kayles (0.07) is Dawson's chess shifted by one */
  own_octal_values("0.07", dk, OCT_OWN);
  n = seq_values("octal(0.07)", OCT_OWN, v, &pre, &per);
  for (i = 0; i < n && v[i] == dk[i]; i++) {}
  test_condf(n == OCT_OWN + 1 && i == n, "Dawson's Kayles %ld: engine %ld, own mex %ld", i,
             i < n ? v[i] : -1, i < n ? dk[i] : -1);
  for (i = 0; i < OCT_OWN && dk[i + 1] == dc[i]; i++) {}
  test_condf(i == OCT_OWN, "Dawson's Kayles: G(%ld) = %ld, Dawson's chess G(%ld) = %ld", i + 1,
             dk[i + 1], i, dc[i]);
  test_condf(per == dc_per && pre == dc_pre + 1, "Dawson's Kayles: period %ld from %ld, Dawson's "
             "chess %ld from %ld", per, pre, dc_per, dc_pre);

  { /* more codes: values against our own mex; a claimed period holds on our
    ** values and its pre-period is the smallest */
    static const char *const codes[] = {"0.6", "0.4", "0.15", "0.3", "0.0052", "0.71", "0.156",
                                        "0.51", "0.7777777777777777", "0.2222222222222226",
                                        "0.35", "0.007", "0.16", "0.04"};
    static long own[OCT_OWN + 1];
    size_t q;
    int claims = 0;
    for (q = 0; q < sizeof codes / sizeof codes[0]; q++) {
      long m = test_quick ? 800 : 2000;
      snprintf(fam, sizeof fam, "octal(%s)", codes[q]);
      own_octal_values(codes[q], own, m);
      n = seq_values(fam, m, v, &pre, &per);
      for (i = 0; i < n && v[i] == own[i]; i++) {}
      test_condf(n == m + 1 && i == n, "%s %ld: engine %ld, own mex %ld", fam, i, i < n ? v[i] : -1,
                 i < n ? own[i] : -1);
      if (per > 0) {
        claims++;
        for (i = pre; i + per <= m; i++)
          if (own[i + per] != own[i]) break;
        test_condf(i + per > m, "%s: claimed period %ld from %ld fails at %ld", fam, per, pre, i);
        test_condf(pre == 0 || own[pre - 1 + per] != own[pre - 1],
                   "%s: pre-period %ld is not the smallest", fam, pre);
      }
    }
    test_condf(claims >= 5, "octal: only %d codes have a proven period", claims);
  }

  { /* long rows: the value is the XOR of the runs' values, by our own tables */
    char *big = malloc(GR_TEST_WIDTH + 32);
    long want = 0, run = 0;
    jval *j;
    rng_state = 4242;
    strcpy(big, "octal(0.137):");
    for (i = 0; i < GR_TEST_WIDTH; i++) big[13 + i] = rnd(9) ? 'o' : '.';
    big[13 + GR_TEST_WIDTH] = '\0';
    for (i = 0; i <= GR_TEST_WIDTH; i++) {
      if (i < GR_TEST_WIDTH && big[13 + i] == 'o') { run++; continue; }
      want ^= fold(dc, 52, 34, run);
      run = 0;
    }
    j = analyze(big, GR_MOVES_WINNING);
    if (j) {
      const jval *cs = json_get(j, "components"), *runs = cs && cs->n ? json_get(cs->items[0], "runs") : NULL;
      test_condf(cs && cs->n == 1 && json_long(cs->items[0], "sg", -1) == want,
                 "octal(0.137) row of %d: sg %ld, own %ld", GR_TEST_WIDTH,
                 cs && cs->n ? json_long(cs->items[0], "sg", -1) : -1, want);
      test_condf(runs && runs->t == J_ARR && runs->n > 100, "octal(0.137) row: runs listed");
      json_free(j);
    }
    strcpy(big, "octal(0.77):");
    memset(big + 12, 'o', GR_TEST_WIDTH);
    big[12 + GR_TEST_WIDTH] = '\0';
    j = analyze(big, GR_MOVES_WINNING);
    if (j) {
      const jval *cs = json_get(j, "components"), *w = json_get(j, "winning");
      size_t q;
      int mid = 0;
      snprintf(t, sizeof t, "1:%d-%d", GR_TEST_WIDTH / 2, GR_TEST_WIDTH / 2 + 1);
      for (q = 0; w && w->t == J_ARR && q < w->n; q++) mid |= strcmp(w->items[q]->s, t) == 0;
      test_condf(cs && cs->n == 1 && json_long(cs->items[0], "sg", -1) == fold(kay, 71, 12, GR_TEST_WIDTH),
                 "Kayles row of %d: sg %ld, own %ld", GR_TEST_WIDTH,
                 cs && cs->n ? json_long(cs->items[0], "sg", -1) : -1, fold(kay, 71, 12, GR_TEST_WIDTH));
      test_condf(mid, "Kayles row of %d: the symmetry move %s is not listed as winning", GR_TEST_WIDTH, t);
      json_free(j);
    }
    free(big);
  }
  { /* a sequence far past the computed values, folded by the proven period
    ** (read without the JSON reader, which is slow on a million items) */
    const char *json, *end, *at;
    long count = 0;
    test_condf(gr_sequence(ctx, "octal(0.77)", 1000000, &json) == GR_OK, "Kayles to 10^6: %s",
               gr_error(ctx));
    at = strstr(json, "\"values\":[");
    end = at ? strchr(at, ']') : NULL;
    for (i = 0; at && at + i < end; i++) count += at[i] == ',';
    while (end && end > at && end[-1] != ',') end--;
    test_condf(at && end && count == 1000000 && strtol(end, NULL, 10) == fold(kay, 71, 12, 1000000),
               "Kayles to 10^6: %ld commas, last value %ld, own %ld", count,
               end ? strtol(end, NULL, 10) : -1, fold(kay, 71, 12, 1000000));
    expect_error("sequence", "tb(0.[7]) 20001", gr_sequence(ctx, "tb(0.[7])", 20001, &out),
                 GR_ELIMIT, "no rule can prove a period", "values are computed up to size");
  }
  section("octal: own mex, published facts (Kayles, Dawson)", t0, -1);
}

/* ---- round trips ------------------------------------------------------------------- */

/* A random component of any game, larger than the oracle's. */
static void random_big_comp(char *out, size_t cap, int g) {
  char cells[80];
  int w, i;
  switch (g) {
  case 0: snprintf(out, cap, "nim:%lu", rnd(1000)); break;
  case 1: { /* sub sets: written canonically with runs */
    static const char *const sets[] = {"1,2", "1-3", "1,3,4", "2,5,6", "1-4,6,8-10", "7",
                                       "1,3-5,100"};
    snprintf(out, cap, "sub(%s):%lu", sets[rnd(7)], rnd(500));
    break;
  }
  case 2:
    w = 1 + (int)rnd(60);
    row(cells, w, 0, '.', 'o');
    for (i = 0; i < w; i++) cells[i] = rnd(2) ? 'o' : '.';
    snprintf(out, cap, "checkers:%s", cells);
    break;
  case 3: {
    int b, x;
    w = 2 + (int)rnd(40);
    b = (int)rnd((unsigned long)w);
    do x = (int)rnd((unsigned long)w);
    while (x == b);
    memset(cells, '.', (size_t)w);
    cells[w] = '\0';
    cells[b] = 'B';
    cells[x] = 'W';
    snprintf(out, cap, "northcott:%s", cells);
    break;
  }
  case 4:
    w = 3 + (int)rnd(60);
    for (i = 0; i < w; i++) cells[i] = rnd(4) ? '.' : 'X';
    cells[w] = '\0';
    snprintf(out, cap, "treblecross:%s", cells);
    break;
  case 6: { /* octal codes of 1..16 digits, the last one not 0 */
    char code[24];
    int t = 1 + (int)rnd(rnd(3) ? 3 : 16);
    for (i = 0; i < t; i++) code[i] = (char)('0' + rnd(8));
    if (code[t - 1] == '0') code[t - 1] = (char)('1' + rnd(7));
    code[t] = '\0';
    w = 1 + (int)rnd(60);
    for (i = 0; i < w; i++) cells[i] = rnd(4) ? 'o' : '.';
    cells[w] = '\0';
    snprintf(out, cap, "octal(0.%s):%s", code, cells);
    break;
  }
  default: {
    size_t l = (size_t)snprintf(out, cap, "staircase:");
    w = 1 + (int)rnd(6);
    for (i = 0; i < w; i++) l += (size_t)snprintf(out + l, cap - l, "%s%lu", i ? "/" : "", rnd(20));
    break;
  }
  }
}

/* The same position written the untidy ways people type it. */
static void untidy(const opos *p, char *out, size_t cap) {
  size_t l = 0;
  int i;
  for (i = 0; i < p->n; i++) {
    char comp[256], *colon;
    ocomp_format(&p->c[i], comp, sizeof comp); /* every component its own group */
    colon = strchr(comp, ':');
    *colon = '\0';
    l += (size_t)snprintf(out + l, cap - l, "%s%s%s:%s%s", i ? (rnd(2) ? " + " : "+") : " ",
                          comp, rnd(2) ? " " : "", rnd(2) ? " " : "", colon + 1);
  }
  if (p->turn == 1) snprintf(out + l, cap - l, " @2 ");
  else if (rnd(2)) snprintf(out + l, cap - l, "@1");
}

static void test_round_trips(void) {
  double t0 = now();
  int i;
  char text[4096], messy[4096], want[4096];
  const char *got;
  rng_state = 7;
  for (i = 0; i < (test_quick ? 500 : 3000); i++) {
    opos p;
    int k = 1 + (int)rnd(5), c;
    size_t l = 0;
    gr_status st;
    for (c = 0; c < k; c++) {
      char comp[200];
      random_big_comp(comp, sizeof comp, (int)rnd(7));
      l += (size_t)snprintf(text + l, sizeof text - l, "%s%s", c ? "+" : "", comp);
    }
    if (rnd(3) == 0) snprintf(text + l, sizeof text - l, "@2");
    if (opos_parse(text, &p) != 0) {
      test_condf(0, "oracle cannot read generated \"%s\"", text);
      continue;
    }
    opos_format(&p, want, sizeof want); /* canonical: groups merged */
    st = gr_canonical(ctx, want, &got);
    test_condf(st == GR_OK && strcmp(got, want) == 0, "canonical(\"%s\") = \"%s\" (%s)", want,
               st == GR_OK ? got : "", gr_error(ctx));
    st = gr_canonical(ctx, text, &got);
    test_condf(st == GR_OK && strcmp(got, want) == 0, "canonical(\"%s\") = \"%s\", want \"%s\"",
               text, st == GR_OK ? got : "", want);
    untidy(&p, messy, sizeof messy);
    st = gr_canonical(ctx, messy, &got);
    test_condf(st == GR_OK && strcmp(got, want) == 0, "canonical(\"%s\") = \"%s\", want \"%s\" (%s)",
               messy, st == GR_OK ? got : "", want, gr_error(ctx));
    if (i % 10 == 0) { /* the analysis names the same position */
      jval *j = analyze(messy, GR_MOVES_WINNING);
      if (j) {
        const char *pos = json_str(j, "position");
        test_condf(pos && strcmp(pos, want) == 0, "analyze(\"%s\").position = \"%s\"", messy,
                   pos ? pos : "");
        json_free(j);
      }
    }
  }
  { /* fixed untidy spellings */
    static const char *const cases[][2] = {
      {"nim: 3, 4 + nim:5", "nim:3,4,5"},
      {"  nim:3  ,  4  @1  ", "nim:3,4"},
      {"nim:3@2", "nim:3@2"},
      {"nim:3 @2", "nim:3@2"},
      {"nim:007,0", "nim:7,0"},
      {"nim:3+nim:4+checkers:.o+checkers:o.", "nim:3,4+checkers:.o,o."},
      {"nim:1+checkers:o+nim:2", "nim:1+checkers:o+nim:2"},
      {"sub(3,1,2):4", "sub(1-3):4"},
      {"sub(1,2,3,2,1):4", "sub(1-3):4"},
      {"sub(1-2):4", "sub(1,2):4"},
      {"sub(1-3,2-5):4", "sub(1-5):4"},
      {"sub( 1 , 3-4 ):4", "sub(1,3,4):4"},
      {"sub(1,3,4):4+sub(4,3,1):5", "sub(1,3,4):4,5"},
      {"sub(1,2):4+sub(1-3):5", "sub(1,2):4+sub(1-3):5"},
      {"sub(5,6,7,9,10,11,12):1", "sub(5-7,9-12):1"},
      {"staircase:03/0/05", "staircase:3/0/5"},
      {"northcott: ..B.W. , W..B", "northcott:..B.W.,W..B"},
      {"treblecross:XXX", "treblecross:XXX"},
      {"\tnim:\t3 ,\n4\r\n", "nim:3,4"},
      {"octal(.77):ooo", "octal(0.77):ooo"},
      {"octal( 0.770 ):o.o", "octal(0.77):o.o"},
      {"octal(0.77):o+octal(.77):oo", "octal(0.77):o,oo"},
      {"octal(0.77):o+octal(0.07):oo", "octal(0.77):o+octal(0.07):oo"},
      {"octal(0.77):o+nim:1+octal(0.77):o", "octal(0.77):o+nim:1+octal(0.77):o"},
      {"octal(0.137):..", "octal(0.137):.."},
      {"octal(0.0000000000000007):o", "octal(0.0000000000000007):o"},
    };
    size_t c;
    for (c = 0; c < sizeof cases / sizeof cases[0]; c++) {
      gr_status st = gr_canonical(ctx, cases[c][0], &got);
      test_condf(st == GR_OK && strcmp(got, cases[c][1]) == 0,
                 "canonical(\"%s\") = \"%s\", want \"%s\" (%s)", cases[c][0],
                 st == GR_OK ? got : "", cases[c][1], gr_error(ctx));
    }
  }
  { /* moves in the notation of README.md */
    static const char *const cases[][3] = {
      {"nim:3,4,5", "1:3>1", "nim:1,4,5@2"},
      {"nim:3,4,5@2", "3:5>0", "nim:3,4,0"},
      {"sub(1-3):10,7", "2:7>4", "sub(1-3):10,4@2"},
      {"checkers:..o.oo", "3>4", NULL},
      {"checkers:..o.oo", "1:3>4", "checkers:...ooo@2"},
      {"checkers:.oo.o", "1:2>4", "checkers:..ooo@2"},
      {"northcott:...BW.", "1:4>1", "northcott:B...W.@2"},
      {"northcott:...BW.@2", "1:5>6", "northcott:...B.W"},
      {"treblecross:.X.X...X", "1:3", "treblecross:.XXX...X@2"},
      {"staircase:3/0/5", "1:3x4", "staircase:3/4/1@2"},
      {"staircase:3/0/5", "1:1x3", "staircase:0/0/5@2"},
      {"nim:2+treblecross:.....+staircase:1", "2:3", "nim:2+treblecross:..X..+staircase:1@2"},
      {" nim : 2 , 1 ", " 2:1>0", "nim:2,0@2"},
      {"staircase:500/500", "1:2x500", "staircase:1000/0@2"},
      {"octal(0.77):ooooo", "1:2-3", "octal(0.77):o..oo@2"},
      {"octal(0.77):ooooo", "1:3", "octal(0.77):oo.oo@2"},
      {"octal(0.07):ooo.o", "1:1-2", "octal(0.07):..o.o@2"},
      {"octal(0.137):o.oo", "1:1", "octal(0.137):..oo@2"},
      {"octal(0.137):o.oo", "1:3-4", "octal(0.137):o...@2"},
      {"nim:1+octal(0.77):ooo@2", "2:3", "nim:1+octal(0.77):oo."},
    };
    size_t c;
    for (c = 0; c < sizeof cases / sizeof cases[0]; c++) {
      gr_status st = gr_play(ctx, cases[c][0], cases[c][1], &got);
      if (cases[c][2] == NULL)
        test_condf(st == GR_EINPUT, "play \"%s\" \"%s\": status %d", cases[c][0], cases[c][1],
                   (int)st);
      else
        test_condf(st == GR_OK && strcmp(got, cases[c][2]) == 0,
                   "play \"%s\" \"%s\" = \"%s\", want \"%s\" (%s)", cases[c][0], cases[c][1],
                   st == GR_OK ? got : "", cases[c][2], gr_error(ctx));
    }
  }
  { /* moves in components with very many moves: gr_play builds only the move
    ** named, so these answer at once and in little memory (a 4 MiB context) */
    static const char *const cases[][3] = {
      {"nim:1000000", "1:1000000>5", "nim:5@2"},
      {"staircase:500000000/500000000", "1:2x500000000", "staircase:1000000000/0@2"},
      {"sub(1-64):1000000", "1:1000000>999936", "sub(1-64):999936@2"},
    };
    size_t c;
    gr_ctx *small = gr_open(4u << 20);
    for (c = 0; c < sizeof cases / sizeof cases[0]; c++) {
      gr_status st = gr_play(small, cases[c][0], cases[c][1], &got);
      test_condf(st == GR_OK && strcmp(got, cases[c][2]) == 0,
                 "play \"%s\" \"%s\": status %d (%s)", cases[c][0], cases[c][1], (int)st,
                 st == GR_OK ? got : gr_error(small));
    }
    {
      char *strip = malloc(10000 + 13);
      memcpy(strip, "treblecross:", 12);
      memset(strip + 12, '.', 10000);
      strip[10012] = '\0';
      test_cond("play on a 10,000-cell strip in a 4 MiB context",
                gr_play(small, strip, "1:5000", &got) == GR_OK && got[12 + 4999] == 'X');
      free(strip);
    }
    /* long periods: S = {100000} has SG(h) = floor(h / 100000) mod 2 */
    test_cond("sub(100000):950000 has SG 1",
              gr_analyze(ctx, "sub(100000):950000", GR_MOVES_WINNING, &got) == GR_OK &&
                  strstr(got, "\"nimsum\":1,") != NULL);
    test_cond("sub(100000):1000000 has SG 0",
              gr_analyze(ctx, "sub(100000):1000000", GR_MOVES_WINNING, &got) == GR_OK &&
                  strstr(got, "\"nimsum\":0,") != NULL);
    gr_close(small);
    test_cond("context usable after a big play",
              gr_play(ctx, "nim:3", "1:3>0", &got) == GR_OK && strcmp(got, "nim:0@2") == 0);
  }
  { /* every listed move of random larger positions plays to its "after" */
    rng_state = 31337;
    for (i = 0; i < (test_quick ? 40 : 200); i++) {
      char comp[200];
      jval *j;
      random_big_comp(comp, sizeof comp, (int)rnd(7));
      snprintf(text, sizeof text, "%s+nim:%lu", comp, rnd(4));
      j = analyze(text, GR_MOVES_ALL);
      if (j) {
        const jval *moves = json_get(j, "moves");
        size_t m;
        for (m = 0; moves && moves->t == J_ARR && m < moves->n; m++) {
          const char *mt = json_str(moves->items[m], "move");
          const char *after = json_str(moves->items[m], "after");
          long ci = json_long(moves->items[m], "component", 0);
          opos p;
          if (!mt || !after || (moves->n > 40 && m % (moves->n / 20) != 0)) continue;
          if (gr_play(ctx, text, mt, &got) != GR_OK) {
            test_condf(0, "play \"%s\" \"%s\": %s", text, mt, gr_error(ctx));
            continue;
          }
          if (opos_parse(got, &p) == 0 && ci >= 1 && ci <= p.n) {
            ocomp_format(&p.c[ci - 1], want, sizeof want);
            test_condf(strcmp(want, after) == 0, "play \"%s\" \"%s\": component %s, after says %s",
                       text, mt, want, after);
          } else {
            test_condf(0, "play \"%s\" \"%s\" gave unreadable \"%s\"", text, mt, got);
          }
        }
        json_free(j);
      }
    }
  }
  section("round trips: canonical text and moves", t0, -1);
}

/* ---- malformed input ----------------------------------------------------------------- */

typedef struct bad_case {
  const char *text;
  gr_status want;
  const char *has1, *has2; /* substrings of the message (NULL: none) */
} bad_case;

static void expect_error(const char *what, const char *text, gr_status st, gr_status want,
                         const char *has1, const char *has2) {
  const char *msg = gr_error(ctx);
  test_condf(st == want, "%s \"%.60s\": status %d, want %d (%s)", what, text, (int)st, (int)want,
             msg);
  test_condf(st == GR_OK || (msg && *msg), "%s \"%.60s\": no message", what, text);
  if (has1)
    test_condf(strstr(msg, has1) != NULL, "%s \"%.60s\": message \"%s\" lacks \"%s\"", what, text,
               msg, has1);
  if (has2)
    test_condf(strstr(msg, has2) != NULL, "%s \"%.60s\": message \"%s\" lacks \"%s\"", what, text,
               msg, has2);
}

/* "prefix" + n copies of unit + "suffix", malloc'd. */
static char *repeat(const char *prefix, const char *unit, long n, const char *suffix) {
  size_t lp = strlen(prefix), lu = strlen(unit), ls = strlen(suffix);
  char *s = malloc(lp + lu * (size_t)n + ls + 1), *p;
  long i;
  if (s == NULL) { fputs("out of memory\n", stderr); exit(3); }
  memcpy(s, prefix, lp);
  p = s + lp;
  for (i = 0; i < n; i++, p += lu) memcpy(p, unit, lu);
  memcpy(p, suffix, ls + 1);
  return s;
}

static void test_malformed(void) {
  double t0 = now();
  static const bad_case cases[] = {
    {"", GR_EINPUT, "at character 1", "empty"},
    {"   ", GR_EINPUT, "at character 4", "empty"},
    {"foo:3", GR_EINPUT, "at character 1", "unknown game \"foo\""},
    {"Nim:3", GR_EINPUT, "at character 1", "unknown game"},
    {"nim3", GR_EINPUT, "at character 4", "\":\""},
    {"nim", GR_EINPUT, "at character 4", "\":\""},
    {":3", GR_EINPUT, "at character 1", "game name"},
    {"nim:", GR_EINPUT, "at character 5", NULL},
    {"nim:3,", GR_EINPUT, "at character 7", NULL},
    {"nim:3,,4", GR_EINPUT, "at character 7", NULL},
    {"nim:3,x", GR_EINPUT, "at character 7", "heap size"},
    {"nim:3x", GR_EINPUT, "at character 6", NULL},
    {"nim:-1", GR_EINPUT, "at character 5", NULL},
    {"nim:3 4", GR_EINPUT, "at character 7", NULL},
    {"nim:3)", GR_EINPUT, "at character 6", NULL},
    {"nim:3+", GR_EINPUT, "at character 7", "game name"},
    {"nim:3++nim:4", GR_EINPUT, "at character 7", NULL},
    {"+nim:3", GR_EINPUT, "at character 1", NULL},
    {"nim:3@3", GR_EINPUT, "at character 7", "1 or 2"},
    {"nim:3@", GR_EINPUT, "at character 7", NULL},
    {"nim:3@2@2", GR_EINPUT, "at character 8", NULL},
    {"nim:3@2,4", GR_EINPUT, "at character 8", NULL},
    {"nim:3\xff", GR_EINPUT, "at character 6", NULL},
    {"nim:99999999999999999999", GR_ELIMIT, "at character 5", "larger than"},
    {"nim:9223372036854775808", GR_ELIMIT, "at character 5", "9223372036854775807"},
    {"nim:99999999999999999999999", GR_ELIMIT, "at character 5", "larger than"},
    {"nim:9223372036854775807", GR_OK, NULL, NULL},
    {"nim:1,2,99999999999999999999999999999", GR_ELIMIT, "at character 9", NULL},
    {"checkers:", GR_EINPUT, "at character 10", NULL},
    {"checkers:..x", GR_EINPUT, "at character 12", NULL},
    {"checkers:..O", GR_EINPUT, "at character 12", NULL},
    {"checkers:o+checkers:.o.B", GR_EINPUT, "at character 24", NULL},
    {"northcott:", GR_EINPUT, "at character 11", NULL},
    {"northcott:B..", GR_EINPUT, "at character 11", "one B and one W"},
    {"northcott:W..", GR_EINPUT, "at character 11", "one B and one W"},
    {"northcott:BBW", GR_EINPUT, "at character 11", "2 B"},
    {"northcott:BWW", GR_EINPUT, "at character 11", "2 W"},
    {"northcott:...", GR_EINPUT, "at character 11", NULL},
    {"northcott:B.W,.B.", GR_EINPUT, "at character 15", NULL},
    {"northcott:B.x.W", GR_EINPUT, "at character 13", NULL},
    {"treblecross:", GR_EINPUT, "at character 13", NULL},
    {"treblecross:..", GR_EINPUT, "at character 13", "at least 3"},
    {"treblecross:X", GR_EINPUT, "at character 13", "at least 3"},
    {"treblecross:.a.", GR_EINPUT, "at character 14", NULL},
    {"treblecross:..x", GR_EINPUT, "at character 15", NULL},
    {"sub:4", GR_EINPUT, "at character 4", "\"(\""},
    {"sub():4", GR_EINPUT, "at character 5", NULL},
    {"sub(0):3", GR_EINPUT, "at character 5", "at least 1"},
    {"sub(3-1):4", GR_EINPUT, "at character 7", "backwards"},
    {"sub(1,5-2):4", GR_EINPUT, "at character 9", "backwards"},
    {"sub(1,2:4", GR_EINPUT, "at character 8", NULL},
    {"sub(1,2", GR_EINPUT, "at character 8", NULL},
    {"sub(1,,2):4", GR_EINPUT, "at character 7", NULL},
    {"sub(1-):4", GR_EINPUT, "at character 7", NULL},
    {"sub(1,2)4", GR_EINPUT, "at character 9", "\":\""},
    {"sub(100001):4", GR_ELIMIT, "at character 5", "larger than"},
    {"sub(1-99999999999999999999):4", GR_ELIMIT, "at character 7", NULL},
    {"sub(1-1025):4", GR_ELIMIT, "at most 1024", NULL},
    {"sub(1-64):4", GR_OK, NULL, NULL},
    {"nim(1):4", GR_EINPUT, "at character 4", NULL},
    {"staircase:", GR_EINPUT, "at character 11", NULL},
    {"staircase:1//2", GR_EINPUT, "at character 13", NULL},
    {"staircase:1/", GR_EINPUT, "at character 13", NULL},
    {"staircase:/1", GR_EINPUT, "at character 11", NULL},
    {"staircase:1/x", GR_EINPUT, "at character 13", NULL},
    {"staircase:1/99999999999999999999", GR_ELIMIT, "at character 13", "larger than"},
    {"staircase:1000000000", GR_OK, NULL, NULL},
    {"staircase:500000000/0/500000000", GR_OK, NULL, NULL},
    {"staircase:9223372036854775807/2", GR_ELIMIT, "at character 11", "in all"},
    {"nim:1+staircase:9223372036854775800/8", GR_ELIMIT, "at character 17", NULL},
    {"octal:ooo", GR_EINPUT, "at character 6", "\"(\""},
    {"octal():o", GR_EINPUT, "at character 7", "0.77"},
    {"octal(0.8):o", GR_EINPUT, "at character 9", "not an octal digit"},
    {"octal(0.79):o", GR_EINPUT, "at character 10", "not an octal digit"},
    {"octal(1.2):o", GR_EINPUT, "at character 7", "\"0.\""},
    {"octal(7.):o", GR_EINPUT, "at character 7", "\"0.\""},
    {"octal(9.7):o", GR_EINPUT, "at character 7", NULL},
    {"octal(00.7):o", GR_EINPUT, "at character 8", NULL},
    {"octal(0.):o", GR_EINPUT, "at character 9", "digits"},
    {"octal(.):o", GR_EINPUT, "at character 8", "digits"},
    {"octal(0):o", GR_EINPUT, "at character 8", NULL},
    {"octal(0.000):o", GR_EINPUT, "at character 9", "nonzero"},
    {"octal(0.0):o", GR_EINPUT, "at character 9", "nonzero"},
    {"octal(0.77777777777777777):o", GR_ELIMIT, "at character 25", "16"},
    {"octal(0.00000000000000001):o", GR_ELIMIT, "at character 25", "16"},
    {"octal(0.7777777777777777):o", GR_OK, NULL, NULL},
    {"octal(0.77770000000000000000):o", GR_OK, NULL, NULL},
    {"octal(0.77:o", GR_EINPUT, "at character 11", "\")\""},
    {"octal(0.7 7):o", GR_EINPUT, "at character 11", "\")\""},
    {"octal(0.77)o", GR_EINPUT, "at character 12", "\":\""},
    {"octal(0.77):", GR_EINPUT, "at character 13", NULL},
    {"octal(0.77):oXo", GR_EINPUT, "at character 14", "pin"},
    {"octal(0.77):o,", GR_EINPUT, "at character 15", NULL},
    {"nim:1+octal(0.2):o+octal(0.8):o", GR_EINPUT, "at character 28", NULL},
  };
  size_t c;
  const char *out;
  gr_status st;
  char *s;

  for (c = 0; c < sizeof cases / sizeof cases[0]; c++) {
    st = gr_canonical(ctx, cases[c].text, &out);
    if (cases[c].want == GR_OK) {
      test_condf(st == GR_OK, "canonical \"%s\": %s", cases[c].text, gr_error(ctx));
      test_condf(*gr_error(ctx) == '\0', "canonical \"%s\": message after success", cases[c].text);
      continue;
    }
    expect_error("canonical", cases[c].text, st, cases[c].want, cases[c].has1, cases[c].has2);
    test_condf(out == NULL, "canonical \"%s\": output after an error", cases[c].text);
    st = gr_analyze(ctx, cases[c].text, GR_MOVES_ALL, &out); /* same verdict everywhere */
    expect_error("analyze", cases[c].text, st, cases[c].want, cases[c].has1, NULL);
    st = gr_play(ctx, cases[c].text, "1:1", &out);
    expect_error("play", cases[c].text, st, cases[c].want, cases[c].has1, NULL);
  }

  { /* limits: widths, strip length, stairs, components, text — each text is
    ** head + unit × count + tail; want GR_OK, or GR_ELIMIT naming has1, has2 */
    static const struct {
      const char *head, *unit;
      long count;
      const char *tail, *name;
      gr_status want;
      const char *has1, *has2;
    } lim[] = {
      {"checkers:", ".", 4097, "", "checkers of 4097", GR_ELIMIT, "at character 10", "4096"},
      {"nim:1+checkers:", "o", 4096, "", "checkers of 4096", GR_OK, NULL, NULL},
      {"northcott:B", ".", 4096, "W", "northcott of 4098", GR_ELIMIT, "at character 11", "4096"},
      {"octal(0.77):", "o", 4097, "", "octal row of 4097", GR_ELIMIT, "at character 13", "4096"},
      {"treblecross:", ".", 20001, "", "treblecross of 20001", GR_ELIMIT, "at character 13",
       "20000"},
      {"nim:1+staircase:1", "/1", 4096, "", "staircase of 4097 stairs", GR_ELIMIT,
       "at character", "4096"},
      {"nim:1", ",1", 100000, "", "100001 components", GR_ELIMIT, "100000", "components"},
      {"nim:1", ",1", 99999, "", "100000 components", GR_OK, NULL, NULL},
      {"nim:1", "        ", 125000, "", "1000005 characters", GR_ELIMIT, "1000000", NULL},
    };
    for (c = 0; c < sizeof lim / sizeof lim[0]; c++) {
      s = repeat(lim[c].head, lim[c].unit, lim[c].count, lim[c].tail);
      st = gr_canonical(ctx, s, &out);
      if (lim[c].want == GR_OK)
        test_condf(st == GR_OK, "%s: %s", lim[c].name, gr_error(ctx));
      else
        expect_error("canonical", lim[c].name, st, lim[c].want, lim[c].has1, lim[c].has2);
      free(s);
    }
  }

  { /* moves */
    static const struct { const char *pos, *move; gr_status want; const char *has; } m[] = {
      {"nim:3", "2:3>1", GR_EINPUT, "no component 2"},
      {"nim:3", "0:3>1", GR_EINPUT, "no component 0"},
      {"nim:3", "99999999999999999999999:3>1", GR_EINPUT, "no component"},
      {"nim:3", "1:3>3", GR_EINPUT, "not legal"},
      {"nim:3", "1:4>1", GR_EINPUT, "not legal"},
      {"nim:3", "1:3>1 ", GR_EINPUT, "not legal"},
      {"nim:3", "1:", GR_EINPUT, "not legal"},
      {"nim:3", "", GR_EINPUT, "component number"},
      {"nim:3", "x", GR_EINPUT, "component number"},
      {"nim:3", "1-3>1", GR_EINPUT, "\":\""},
      {"nim:0", "1:0>0", GR_EINPUT, "no moves"},
      {"sub(2):3", "1:3>2", GR_EINPUT, "not legal"},
      {"checkers:o.", "1:1>1", GR_EINPUT, "not legal"},
      {"checkers:.o", "1:2>3", GR_EINPUT, "no moves"},
      {"checkers:oo.", "1:1>2", GR_EINPUT, "not legal"},
      {"northcott:B.W", "1:3>2", GR_EINPUT, "not legal"},  /* white's piece, black to move */
      {"northcott:B.W@2", "1:1>2", GR_EINPUT, "not legal"},
      {"northcott:B.W", "1:1>3", GR_EINPUT, "not legal"},  /* onto the other piece */
      {"northcott:.B.W.", "1:2>5", GR_EINPUT, "not legal"}, /* past it */
      {"treblecross:X..", "1:1", GR_EINPUT, "not legal"},
      {"treblecross:X..", "1:4", GR_EINPUT, "not legal"},
      {"treblecross:XXX..", "1:4", GR_EINPUT, "over"},
      {"treblecross:XXX+nim:3", "2:3>1", GR_EINPUT, "over"},
      {"staircase:3/0", "1:2x1", GR_EINPUT, "not legal"},
      {"staircase:3/0", "1:1x4", GR_EINPUT, "not legal"},
      {"staircase:3/0", "1:1x0", GR_EINPUT, "not legal"},
      {"nim:3,", "1:3>1", GR_EINPUT, "at character 7"},
      {"octal(0.77):ooo", "1:1-3", GR_EINPUT, "not legal"},   /* three pins: d3 = 0 */
      {"octal(0.77):ooo", "1:2-1", GR_EINPUT, "not legal"},
      {"octal(0.77):ooo", "1:2-2", GR_EINPUT, "not legal"},   /* one pin is written "2" */
      {"octal(0.77):ooo", "1:4", GR_EINPUT, "not legal"},
      {"octal(0.77):o.o", "1:1-2", GR_EINPUT, "not legal"},   /* cell 2 is empty */
      {"octal(0.07):ooo", "1:2", GR_EINPUT, "not legal"},     /* d1 = 0 */
      {"octal(0.137):oooo", "1:1", GR_EINPUT, "not legal"},   /* d1 = 1: a whole run only */
      {"octal(0.137):oooo", "1:2-3", GR_EINPUT, "not legal"}, /* d2 = 3: not the middle */
      {"octal(0.4):ooo", "1:1", GR_EINPUT, "not legal"},      /* d1 = 4: the middle only */
      {"octal(0.77):...", "1:1", GR_EINPUT, "no moves"},
    };
    for (c = 0; c < sizeof m / sizeof m[0]; c++) {
      st = gr_play(ctx, m[c].pos, m[c].move, &out);
      expect_error("play", m[c].move, st, m[c].want, m[c].has, NULL);
    }
  }
  { /* sequences */
    st = gr_sequence(ctx, "nim", 5, &out);
    expect_error("sequence", "nim", st, GR_EINPUT, "not a one-parameter family", NULL);
    st = gr_sequence(ctx, "", 5, &out);
    expect_error("sequence", "", st, GR_EINPUT, NULL, NULL);
    st = gr_sequence(ctx, "sub", 5, &out);
    expect_error("sequence", "sub", st, GR_EINPUT, "at character 4", NULL);
    st = gr_sequence(ctx, "sub(1-3)x", 5, &out);
    expect_error("sequence", "sub(1-3)x", st, GR_EINPUT, "at character 9", NULL);
    st = gr_sequence(ctx, "sub(3-1)", 5, &out);
    expect_error("sequence", "sub(3-1)", st, GR_EINPUT, "backwards", NULL);
    st = gr_sequence(ctx, "treblecross", -1, &out);
    expect_error("sequence", "n=-1", st, GR_ELIMIT, "out of range", NULL);
    st = gr_sequence(ctx, "treblecross", 1000001, &out);
    expect_error("sequence", "n=1000001", st, GR_ELIMIT, NULL, NULL);
    st = gr_sequence(ctx, "octal", 5, &out);
    expect_error("sequence", "octal", st, GR_EINPUT, "at character 6", NULL);
    st = gr_sequence(ctx, "octal(0.8)", 5, &out);
    expect_error("sequence", "octal(0.8)", st, GR_EINPUT, "at character 9", NULL);
    st = gr_sequence(ctx, "octal(0.77", 5, &out);
    expect_error("sequence", "octal(0.77", st, GR_EINPUT, "at character 11", NULL);
    st = gr_sequence(ctx, "treblecross", 20001, &out);
    expect_error("sequence", "treblecross n=20001", st, GR_ELIMIT, NULL, NULL);
  }
  { /* messages show control bytes, broken UTF-8 and C1 controls as \xHH, so an
    ** echoed text never drives a terminal; printable UTF-8 stays as it is */
    int b;
    for (b = 1; b <= 0x7f; b = b == 0x1f ? 0x7f : b + 1) {
      char text[8], move[8], want[8];
      const char *m;
      int k;
      snprintf(text, sizeof text, "x%c:3", b);
      snprintf(move, sizeof move, "1:%c", b);
      snprintf(want, sizeof want, "\\x%02x", b);
      for (k = 0; k < 2; k++) {
        st = k == 0 ? gr_analyze(ctx, text, GR_MOVES_ALL, &out)
                    : gr_play(ctx, "nim:3", move, &out);
        m = gr_error(ctx);
        test_condf(st == GR_EINPUT && strstr(m, want) != NULL, "byte 0x%02x in %s: %s", b,
                   k ? "a move" : "a game name", m);
        for (; *m; m++)
          if ((unsigned char)*m < 0x20 || *m == 0x7f) break;
        test_condf(*m == '\0', "byte 0x%02x in %s is echoed raw", b,
                   k ? "a move" : "a game name");
      }
    }
    st = gr_analyze(ctx, "x\033[2J:3", GR_MOVES_ALL, &out);
    test_condf(st == GR_EINPUT && strstr(gr_error(ctx), "\"x\\x1b[2J\"") != NULL,
               "escape sequence: %s", gr_error(ctx));
    st = gr_analyze(ctx, "x\xc3\xa9:3", GR_MOVES_ALL, &out);
    test_condf(st == GR_EINPUT && strstr(gr_error(ctx), "\"x\xc3\xa9\"") != NULL,
               "UTF-8 kept: %s", gr_error(ctx));
    st = gr_analyze(ctx, "x\xc2\x9b" "2J:3", GR_MOVES_ALL, &out);
    test_condf(st == GR_EINPUT && strstr(gr_error(ctx), "\"x\\xc2\\x9b2J\"") != NULL,
               "C1 control: %s", gr_error(ctx));
    st = gr_analyze(ctx, "x\xff\xc3:3", GR_MOVES_ALL, &out);
    test_condf(st == GR_EINPUT && strstr(gr_error(ctx), "\"x\\xff\\xc3\"") != NULL,
               "broken UTF-8: %s", gr_error(ctx));
  }
  { /* the context answers normally after all that */
    st = gr_canonical(ctx, "nim:1,2", &out);
    test_condf(st == GR_OK && strcmp(out, "nim:1,2") == 0 && *gr_error(ctx) == '\0',
               "context after errors: %d %s", (int)st, gr_error(ctx));
  }
  section("malformed input", t0, -1);
}

/* ---- memory ------------------------------------------------------------------------------ */

static void test_memory(void) {
  double t0 = now();
  gr_ctx *small = gr_open((size_t)1 << 20);
  const char *out;
  gr_status st;
  char *s;
  size_t base, later;
  int i;
  static const char *const mix[] = {
    "nim:3,4,5", "sub(1-3):10,7+checkers:..o.oo", "treblecross:.X.X...X+nim:2",
    "northcott:...BW.,B.W...@2", "staircase:3/0/5/2", "checkers:....................oo",
    "treblecross:..................", "nim:3,x", "sub(2,4,7):999999",
  };

  test_cond("gr_open with a 1 MiB limit", small != NULL);
  if (small == NULL) return;
  s = repeat("nim:1", ",1", 60000, ""); /* 120 KB of text, 60001 components */
  st = gr_analyze(small, s, GR_MOVES_WINNING, &out);
  test_condf(st == GR_ENOMEM || st == GR_ELIMIT, "1 MiB context, 60001 heaps: status %d (%s)",
             (int)st, gr_error(small));
  test_condf(strstr(gr_error(small), "memory") != NULL || strstr(gr_error(small), "limit"),
             "1 MiB context: message \"%s\"", gr_error(small));
  test_condf(strstr(gr_error(small), "1 MiB") != NULL, "1 MiB context: message \"%s\" names the limit",
             gr_error(small));
  test_condf(gr_mem_used(small) <= ((size_t)1 << 20), "1 MiB context holds %zu bytes",
             gr_mem_used(small));
  free(s);
  s = repeat("treblecross:", ".", 5000, "");
  st = gr_analyze(small, s, GR_MOVES_ALL, &out);
  test_condf(st == GR_ELIMIT || st == GR_ENOMEM, "1 MiB context, all moves of 5000 cells: %d",
             (int)st);
  test_condf(*gr_error(small) != '\0', "1 MiB context: a message for the refused listing");
  st = gr_analyze(small, s, GR_MOVES_WINNING, &out); /* each move repeats the strip */
  test_condf(st == GR_OK || (st == GR_ELIMIT && strstr(gr_error(small), "1 MiB memory limit")
                            && strstr(gr_error(small), "analyse fewer or smaller components")),
             "1 MiB context, winning moves of 5000 cells: %d %s", (int)st, gr_error(small));
  free(s);
  s = repeat("octal(0.7777777777777777):", "o", 4096, "");
  st = gr_analyze(small, s, GR_MOVES_ALL, &out); /* 65,536 moves of 4096 cells each */
  test_condf(st == GR_ELIMIT || st == GR_ENOMEM, "1 MiB context, all moves of a 4096-pin row: %d",
             (int)st);
  st = gr_analyze(small, s, GR_MOVES_WINNING, &out);
  test_condf(st == GR_OK || (st == GR_ELIMIT && strstr(gr_error(small), "1 MiB memory limit")
                            && strstr(gr_error(small), "analyse fewer or smaller components")),
             "1 MiB context, winning moves of a 4096-pin row: %d %s", (int)st, gr_error(small));
  free(s);
  st = gr_sequence(small, "octal(0.6)", 20000, &out);
  test_condf(st == GR_OK || (st == GR_ENOMEM && strstr(gr_error(small), "1 MiB")),
             "1 MiB context, octal(0.6) to 20000: %d %s", (int)st, gr_error(small));
  s = repeat("treblecross:", ".", 300, "");
  st = gr_analyze(small, s, GR_MOVES_WINNING, &out);
  test_condf(st == GR_OK, "1 MiB context, winning moves of 300 cells: %s", gr_error(small));
  free(s);
  st = gr_analyze(small, "nim:3,4,5", GR_MOVES_ALL, &out);
  test_condf(st == GR_OK && strstr(out, "\"winning\":[\"1:3>1\"]") != NULL,
             "1 MiB context still answers after refusing: %d %s", (int)st, gr_error(small));
  test_condf(gr_mem_peak(small) <= ((size_t)1 << 20), "1 MiB context peaked at %zu bytes",
             gr_mem_peak(small));
  gr_close(small);

  /* steady state: 10,000 calls of every kind leave the context as they found it */
  for (i = 0; i < 200; i++) { /* value tables made here are kept, as they should be */
    gr_analyze(ctx, mix[i % 9], GR_MOVES_ALL, &out);
    gr_play(ctx, mix[i % 9], "1:1", &out);
    gr_sequence(ctx, "sub(2,4,7)", 300, &out);
  }
  base = gr_mem_used(ctx);
  for (i = 0; i < 10000; i++) {
    switch (i % 5) {
    case 0: gr_analyze(ctx, mix[i % 9], GR_MOVES_ALL, &out); break;
    case 1: gr_analyze(ctx, mix[i % 9], GR_MOVES_WINNING, &out); break;
    case 2: gr_play(ctx, "nim:3,4,5", "1:3>1", &out); break;
    case 3: gr_canonical(ctx, mix[i % 9], &out); break;
    default: gr_sequence(ctx, "sub(2,4,7)", 300, &out); break;
    }
  }
  later = gr_mem_used(ctx);
  test_condf(later == base, "memory after 10,000 calls: %zu bytes, before %zu", later, base);
  test_condf(base < ((size_t)4 << 20), "steady memory %zu bytes", base);

  { /* value tables: one per family, shared by every group and call, within the limit */
    gr_ctx *c8 = gr_open((size_t)8 << 20);
    char *t = repeat("sub(1):1", "+sub(1):1", 1999, ""); /* 2,000 groups, merged */
    char fam[64];
    size_t peak;
    st = gr_analyze(c8, t, GR_MOVES_WINNING, &out);
    test_condf(st == GR_OK, "2,000 groups of sub(1):1 in 8 MiB: %d %s", (int)st, gr_error(c8));
    free(t);
    t = repeat("sub(1,2,5,11,17,29):1000000", "+sub(1,2,5,11,17,29):999999", 24, "");
    st = gr_analyze(c8, t, GR_MOVES_WINNING, &out);
    test_condf(st == GR_OK, "25 groups of a subtraction heap of 10^6 in 8 MiB: %d %s", (int)st,
               gr_error(c8));
    free(t);
    for (i = 1; i <= 60; i++) { /* many families: old tables give way to new ones */
      snprintf(fam, sizeof fam, "sub(1,%d,%d):999999999", (int)i + 1, (int)(3 * i + 7));
      st = gr_analyze(c8, fam, GR_MOVES_WINNING, &out);
      test_condf(st == GR_OK, "%s in 8 MiB after %d other families: %d %s", fam, (int)i - 1,
                 (int)st, gr_error(c8));
    }
    peak = gr_mem_peak(c8);
    test_condf(peak <= ((size_t)8 << 20), "8 MiB context peaked at %zu bytes", peak);
    st = gr_sequence(c8, "sub(2,4,7)", 300, &out);
    test_condf(st == GR_OK, "8 MiB context still answers: %s", gr_error(c8));
    gr_close(c8);
  }
  section("memory: limit, recovery, steady state, shared tables", t0, -1);
}

/* ---- info --------------------------------------------------------------------------------- */

static void test_info(void) {
  const char *out;
  jval *j;
  test_cond("gr_info", gr_info(ctx, &out) == GR_OK);
  j = json_parse(out);
  test_cond("gr_info is JSON", j != NULL);
  if (j) {
    const jval *g = json_get(j, "games"), *lim = json_get(j, "limits");
    size_t i;
    test_condf(g && g->t == J_ARR && g->n == 27, "info: %zu games", g ? g->n : 0);
    for (i = 0; g && i < g->n; i++) { /* each game's example is canonical and analysable */
      const char *ex = json_str(g->items[i], "example");
      const char *canon;
      test_condf(ex && gr_canonical(ctx, ex, &canon) == GR_OK && strcmp(canon, ex) == 0,
                 "info: example \"%s\" is not canonical", ex ? ex : "");
    }
    for (i = 0; g && i < g->n; i++) { /* a game's own limits sit with it */
      const char *name = json_str(g->items[i], "name");
      const jval *gl = json_get(g->items[i], "limits");
      test_condf(gl && gl->t == J_OBJ, "info: %s has no limits object", name ? name : "?");
      if (name && strcmp(name, "octal") == 0)
        test_condf(json_long(gl, "digits", 0) == 16 && json_long(gl, "table", 0) >= 4096,
                   "info: octal limits %ld digits, %ld table", json_long(gl, "digits", 0),
                   json_long(gl, "table", 0));
      if (name && strcmp(name, "treblecross") == 0)
        test_condf(json_long(gl, "strip", 0) >= 10000, "info: strip %ld", json_long(gl, "strip", 0));
      if (name && strcmp(name, "checkers") == 0)
        test_condf(json_long(gl, "width", 0) >= 64, "info: width %ld", json_long(gl, "width", 0));
    }
    test_condf(lim && json_long(lim, "text", 0) == 1000000 && json_get(lim, "strip") == NULL,
               "info: the engine's own limits, without any game's");
    json_free(j);
  }
}

/* GR_TEST_ONLY="name,name" (or --only name,name): run only those parts, by
** the names below without "test_"/"family_" (e.g. "sums,periods"). */
static const char *only;

/* Each part's processor time, the slowest printed at the end (what a
** shorter suite would cut first). */
#define PART_MAX 128
static struct { const char *name; double secs; } parts[PART_MAX];
static int nparts;

static void timed(void (*fn)(void), const char *name) {
  double t = now();
  fn();
  if (nparts < PART_MAX) {
    parts[nparts].name = name;
    parts[nparts++].secs = now() - t;
  }
}

static void print_slowest(int k) {
  int i, j;
  printf("  slowest parts:");
  for (i = 0; i < k && i < nparts; i++) {
    int m = i;
    for (j = i + 1; j < nparts; j++)
      if (parts[j].secs > parts[m].secs) m = j;
    if (m != i) {
      const char *n = parts[i].name;
      double x = parts[i].secs;
      parts[i] = parts[m];
      parts[m].name = n;
      parts[m].secs = x;
    }
    printf("%s %s %.1fs", i ? "," : "", parts[i].name, parts[i].secs);
  }
  printf("\n");
}

static int want(const char *name) {
  const char *p = only;
  size_t n = strlen(name);
  if (only == NULL || *only == '\0') return 1;
  while ((p = strstr(p, name)) != NULL) {
    if ((p == only || p[-1] == ',') && (p[n] == '\0' || p[n] == ',')) return 1;
    p += n;
  }
  return 0;
}

int main(int argc, char **argv) {
  const char *q = getenv("GR_TEST_QUICK"), *ff = getenv("GR_TEST_FAIL_FAST");
  int fail_fast = ff != NULL && *ff && *ff != '0';
  double t0 = now();
  int a;
  only = getenv("GR_TEST_ONLY");
  for (a = 1; a < argc; a++) {
    if (strcmp(argv[a], "--quick") == 0) test_quick = 1;
    else if (strcmp(argv[a], "--only") == 0 && a + 1 < argc) only = argv[++a];
  }
  if (q != NULL && *q && *q != '0') test_quick = 1;
  ctx = gr_open(0);
  if (ctx == NULL) {
    puts("engine: 0 passed, 1 failed (gr_open)");
    return 1;
  }
  gr_set_checks(ctx, 1); /* every analysis also checks its own invariants */
  printf("engine tests%s%s%s\n", test_quick ? " (quick sweep)" : "", only ? ", only " : "",
         only ? only : "");
#define GR_TEST_PART(fn, name) \
  if (want(name) && !(fail_fast && test_failed)) timed(fn, name);
  GR_TEST_PART(test_info, "info")
  GR_TEST_PART(test_malformed, "malformed")
  GR_TEST_PART(test_round_trips, "round_trips")
  GR_TEST_PART(test_memory, "memory")
  GR_TEST_PART(test_sequences, "sequences")
  GR_TEST_PART(test_treblecross, "treblecross")
  GR_TEST_PART(test_octal, "octal")
  GR_TEST_PART(test_checkers_exhaustive, "checkers_exhaustive")
  GR_TEST_PART(family_nim, "nim")
  GR_TEST_PART(family_sub, "sub")
  GR_TEST_PART(family_checkers, "checkers")
  GR_TEST_PART(family_northcott, "northcott")
  GR_TEST_PART(family_treblecross, "treblecross")
  GR_TEST_PART(family_staircase, "staircase")
  GR_TEST_PART(family_octal, "octal")
  GR_TEST_PART(family_sums, "sums")
#define GR_TEST_RUN(fn) GR_TEST_PART(fn, #fn + 5)
  GR_TEST_SUITES(GR_TEST_RUN)
  gr_close(ctx);
  /* A period the engine found and its independent checker refused is a bug,
  ** wherever a test met it (the sequence JSON says which and why). */
  test_condf(gr_claims_refused() == test_forced_refusals,
             "the independent checker refused %ld of the engine's period claims (%ld of them "
             "forced by a test)", gr_claims_refused(), test_forced_refusals);
  printf("  claims refused by the checker: %ld (forced by tests: %ld)\n", gr_claims_refused(),
         test_forced_refusals);
  print_slowest(10);
  printf("  total %.2fs\n", now() - t0);
  printf("engine: %ld passed, %ld failed\n", test_passed, test_failed);
  return test_failed ? 1 : 0;
}
