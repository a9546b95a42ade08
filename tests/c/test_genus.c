/*
** test_genus.c — the genus in the analysis (misère play), against values
** computed here from the definition and the oracle's own rules: g is the
** mex recursion of normal play (a position without moves has value 0), γn
** the misère Grundy value of the position plus n heaps of *2 (a position
** without moves has value 1, any other the mex of its options'), the heaps
** of *2 and of *1 they leave played by hand. The engine's written list,
** continued by its period-2 tail, must match γ0 … γ(h+20) (h the longest
** play), and "tame" must say whether the sequence is one of misère Nim's
** (the genus of nim:0, nim:1, or of a nim position with nim-sum g and a heap
** of 2 or more), computed the same way.
*/
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include "../../c/grundy.h"
#include "json.h"
#include "oracle.h"
#include "suites.h"
#include "test.h"

/* A memo from "position|m|j|kind" to a value. */
typedef struct memo {
  char **key;
  long *val;
  long cap, n;
} memo;

static unsigned long hashs(const char *s) {
  unsigned long h = 5381;
  while (*s) h = h * 33 + (unsigned char)*s++;
  return h;
}

static long *memo_at(memo *m, const char *key) {
  unsigned long h;
  if (2 * (m->n + 1) > m->cap) {
    memo old = *m;
    long i;
    m->cap = old.cap ? old.cap * 2 : 4096;
    m->key = calloc((size_t)m->cap, sizeof *m->key);
    m->val = calloc((size_t)m->cap, sizeof *m->val);
    m->n = 0;
    for (i = 0; i < old.cap; i++)
      if (old.key[i]) {
        h = hashs(old.key[i]) & (unsigned long)(m->cap - 1);
        while (m->key[h]) h = (h + 1) & (unsigned long)(m->cap - 1);
        m->key[h] = old.key[i];
        m->val[h] = old.val[i];
        m->n++;
      }
    free(old.key);
    free(old.val);
  }
  h = hashs(key) & (unsigned long)(m->cap - 1);
  while (m->key[h] && strcmp(m->key[h], key) != 0) h = (h + 1) & (unsigned long)(m->cap - 1);
  if (!m->key[h]) {
    m->key[h] = malloc(strlen(key) + 1);
    strcpy(m->key[h], key);
    m->val[h] = -1;
    m->n++;
  }
  return &m->val[h];
}

static void memo_free(memo *m) {
  long i;
  for (i = 0; i < m->cap; i++) free(m->key[i]);
  free(m->key);
  free(m->val);
  memset(m, 0, sizeof *m);
}

static memo mm;

static long mex_of(const long *v, int n) {
  long x = 0;
  int i, hit;
  do {
    hit = 0;
    for (i = 0; i < n; i++)
      if (v[i] == x) {
        x++;
        hit = 1;
      }
  } while (hit);
  return x;
}

/* kind 0: normal value of p; 1: misère value of p + m heaps of 2 + j of 1;
** 2: the longest play from p. */
static long value(const opos *p, int m, int j, int kind) {
  char text[1024], key[1100];
  long *slot, *vals, r;
  omove *mv = NULL;
  int k, i, n = 0;
  opos_format(p, text, sizeof text);
  snprintf(key, sizeof key, "%s|%d|%d|%d", text, m, j, kind);
  slot = memo_at(&mm, key);
  if (*slot >= 0) return *slot;
  k = opos_moves(p, &mv);
  vals = malloc((size_t)(k + 3) * sizeof *vals);
  for (i = 0; i < k; i++) vals[n++] = value(&mv[i].after, m, j, kind);
  free(mv);
  if (kind == 2) {
    r = 0;
    for (i = 0; i < n; i++)
      if (vals[i] + 1 > r) r = vals[i] + 1;
  } else if (kind == 0) {
    r = mex_of(vals, n);
  } else {
    if (m > 0) {
      vals[n++] = value(p, m - 1, j, 1);     /* take a heap of 2 */
      vals[n++] = value(p, m - 1, j + 1, 1); /* leave 1 of it */
    }
    if (j > 0) vals[n++] = value(p, m, j - 1, 1);
    r = n == 0 ? 1 : mex_of(vals, n);
  }
  free(vals);
  slot = memo_at(&mm, key); /* the table may have moved */
  *slot = r;
  return r;
}

static long gamma_of(const char *text, int n) {
  opos p;
  if (opos_parse(text, &p) != 0) return -1;
  p.misere = 0;
  return value(&p, n, 0, 1);
}

/* Whether the sequence g, γ0..γ(len-1) is the genus of a misère Nim position. */
static int nim_like(long g, const long *gam, int len) {
  char t[64];
  int k, ok;
  const char *cands[3];
  char mixed[32];
  cands[0] = "nim:0";
  cands[1] = "nim:1";
  if (g >= 2) snprintf(mixed, sizeof mixed, "nim:%ld", g);
  else snprintf(mixed, sizeof mixed, "nim:2,%ld", 2 ^ g);
  cands[2] = mixed;
  for (k = 0; k < 3; k++) {
    int i;
    opos p;
    snprintf(t, sizeof t, "%s", cands[k]);
    if (opos_parse(t, &p) != 0) continue;
    if (value(&p, 0, 0, 0) != g) continue;
    ok = 1;
    for (i = 0; i < len && ok; i++) ok = gamma_of(t, i) == gam[i];
    if (ok) return 1;
  }
  return 0;
}

static gr_ctx *ctx;

/* Checks the engine's genus of text (the whole position and, with comps,
** each component) against the definition. */
static void check(const char *text) {
  char mis[1200];
  const char *out;
  jval *j;
  opos p;
  snprintf(mis, sizeof mis, "%s;misere", text);
  if (gr_analyze(ctx, mis, GR_MOVES_WINNING, &out) != GR_OK) {
    test_condf(0, "analyze \"%s\": %s", mis, gr_error(ctx));
    return;
  }
  j = json_parse(out);
  if (j == NULL || opos_parse(text, &p) != 0) {
    test_condf(0, "\"%s\": cannot read the analysis or the position", mis);
    json_free(j);
    return;
  }
  {
    const jval *gen = json_get(j, "genus"), *gam;
    long h = value(&p, 0, 0, 2), g = value(&p, 0, 0, 0), want[80];
    int i, len, wlen = (int)h + 21;
    if (gen == NULL || gen->t == J_NULL) {
      test_condf(h > 12, "\"%s\": no genus, yet its longest play is only %ld moves", mis, h);
      json_free(j);
      return;
    }
    gam = json_get(gen, "gamma");
    test_condf(json_long(gen, "g", -1) == g, "\"%s\": genus base %ld, the mex rule says %ld", mis,
               json_long(gen, "g", -1), g);
    len = gam ? (int)gam->n : 0;
    test_condf(len >= 1 && len <= 60, "\"%s\": genus of %d superscripts", mis, len);
    if (len < 1) {
      json_free(j);
      return;
    }
    for (i = 0; i < wlen && i < 80; i++) {
      int at = i < len ? i : len - 2 + (i - (len - 2)) % 2; /* the tail alternates */
      long got = at >= 0 ? (long)gam->items[at]->num : -1;
      want[i] = gamma_of(text, i);
      test_condf(got == want[i], "\"%s\": γ%d is %ld by the genus, %ld by definition", mis, i,
                 got, want[i]);
    }
    test_condf(json_bool(gen, "tame") == nim_like(g, want, wlen < 80 ? wlen : 80),
               "\"%s\": tame %d", mis, json_bool(gen, "tame"));
  }
  json_free(j);
}

void test_genus(void) {
  static const char *const fixed[] = {
    "nim:0", "nim:1", "nim:2", "nim:3", "nim:1,1", "nim:2,2", "nim:2,3", "nim:1,1,1",
    "octal(0.77):oooo", "octal(0.77):ooooooo", "octal(0.07):oooooo", "tb(0.75):6",
    "tb(0.312):4", "tb(0.312):7", /* 2^{1420} and 2^{1420}+... as published for 0.312 */
    "tb(0.123):7", "tb(4!.0):9", "sub(1,3,4):6", "treblecross:.....", "treblecross:..X...",
    "checkers:o.o.o", "staircase:2/1", "hackenbush:0-1.1-2.1-3", "ruler:HTHH",
    "turtles:THH", "mockturtles:HHT", "corners:HT/TH", "wythoff:2/3", "moore(2):2/1/1",
    "nim:2+octal(0.77):ooo", "tb(0.07):4,5", "sub(1,3,4):3+checkers:oo.o",
  };
  size_t i;
  char t[128];
  unsigned long seed = 99;
  double t0 = (double)clock() / CLOCKS_PER_SEC;
  ctx = gr_open(0);
  for (i = 0; i < sizeof fixed / sizeof fixed[0]; i++) check(fixed[i]);
  for (i = 0; i < (test_quick ? 30 : 120); i++) { /* random rows and heaps of several codes */
    static const char *const codes[] = {"0.77", "0.07", "0.137", "0.75", "0.123", "0.15"};
    int w = 1 + (int)(((seed = seed * 1103515245UL + 12345UL) >> 16) % 8), k;
    char row[16];
    for (k = 0; k < w; k++) row[k] = ((seed = seed * 1103515245UL + 12345UL) >> 20) % 4 ? 'o' : '.';
    row[w] = '\0';
    snprintf(t, sizeof t, "octal(%s):%s", codes[(seed >> 8) % 6], row);
    check(t);
  }
  gr_close(ctx);
  memo_free(&mm);
  printf("  genus against its definition              %6.2fs\n",
         (double)clock() / CLOCKS_PER_SEC - t0);
}
