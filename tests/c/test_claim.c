/*
** test_claim.c — claims (gr_claim) against plain computations written here,
** which share no code with the engine and know nothing of SG theory beyond
** the definitions: a mex over a heap's moves, and plain minimax over sums of
** heaps (who moves last wins, or loses in misère play). On random
** subtraction games and octal codes of small heaps:
**   same F G to N [misere]  the verdict and the first size where the plain
**                           values (or misère Grundy values) differ;
**   POSITION is P|N|sg=V    the verdict against minimax, the winning move of a
**                           wrong P claim leaving a position minimax calls P,
**                           the SG value against a mex over the whole sum;
**   sj F to N [sums K]      the first position (in the claim's order) where
**                           the SJ rule and misère minimax disagree, and the
**                           hypothesis's state (holds, weak, fails) from a
**                           plain walk over what each heap reaches.
** Seeds are printed (GR_SWEEP_SEED reruns them). Then the grammar's errors.
*/
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "../../c/grundy.h"
#include "json.h"
#include "sweeprand.h"
#include "suites.h"
#include "test.h"

/* ---- a game of heaps: a subtraction set, or an octal code ------------------------------- */

#define MAXH 24   /* heaps up to this size */
#define MAXD 6    /* octal digits d1..d6 */

typedef struct game {
  int octal;            /* 0: subtraction set */
  int set[8], nset;     /* the subtraction set */
  int d[MAXD + 1];      /* octal digits d1..dMAXD (d[0] unused) */
  char text[160];       /* the family's text */
} game;

/* The options of heap n: each a pair of heaps (b = 0 when one or none). */
static int options(const game *g, int n, int *a, int *b) {
  int k = 0, i, j;
  if (!g->octal) {
    for (i = 0; i < g->nset; i++)
      if (g->set[i] <= n) a[k] = n - g->set[i], b[k++] = 0;
    return k;
  }
  for (j = 1; j <= MAXD && j <= n; j++) {
    int r = n - j;
    if ((g->d[j] & 1) && r == 0) a[k] = 0, b[k++] = 0;
    if ((g->d[j] & 2) && r > 0) a[k] = r, b[k++] = 0;
    if (g->d[j] & 4)
      for (i = 1; i + i <= r; i++) a[k] = i, b[k++] = r - i;
  }
  return k;
}

static int mex(const int *v, int n) {
  int m = 0, i, again = 1;
  while (again)
    for (again = 0, i = 0; i < n; i++)
      if (v[i] == m) m++, again = 1;
  return m;
}

/* The plain SG value of every heap up to MAXH. */
static void plain_sg(const game *g, int *sg) {
  int n, a[MAXH * MAXD], b[MAXH * MAXD], v[MAXH * MAXD];
  for (n = 0; n <= MAXH; n++) {
    int k = options(g, n, a, b), i;
    for (i = 0; i < k; i++) v[i] = sg[a[i]] ^ sg[b[i]];
    sg[n] = mex(v, k);
  }
}

/* ---- plain minimax over sums of heaps ---------------------------------------------------- */
/* A sum is a sorted list of heaps (zeros dropped), at most MAXP of them. */
#define MAXP 12
typedef struct sum { int n; int h[MAXP]; } sum;

static void sum_norm(sum *s) {
  int i, j, k = 0;
  for (i = 0; i < s->n; i++)
    if (s->h[i] > 0) s->h[k++] = s->h[i];
  s->n = k;
  for (i = 1; i < k; i++)
    for (j = i; j > 0 && s->h[j - 1] > s->h[j]; j--) {
      int t = s->h[j];
      s->h[j] = s->h[j - 1], s->h[j - 1] = t;
    }
}

/* Memo: key the sorted heaps, value 1 (win for the player to move) / 2 (loss). */
#define MEMO (1 << 20)
static struct { unsigned long long key; unsigned char v[2]; } memo[MEMO];
static unsigned long long memo_gen;

static unsigned long long sum_key(const sum *s) {
  unsigned long long k = 1469598103934665603ULL ^ (memo_gen * 0x9E3779B97F4A7C15ULL);
  int i;
  for (i = 0; i < s->n; i++) k = (k ^ (unsigned long long)(s->h[i] + 1)) * 1099511628211ULL;
  return (k ^ (unsigned long long)s->n) | 1;
}

/* 1 when the player to move wins s (misere: the last mover loses). */
static int wins(const game *g, const sum *s, int misere) {
  unsigned long long key = sum_key(s);
  size_t slot = (size_t)(key % MEMO);
  int i, k, any = 0, a[MAXH * MAXD], b[MAXH * MAXD];
  if (memo[slot].key == key && memo[slot].v[misere]) return memo[slot].v[misere] == 1;
  for (i = 0; i < s->n; i++) {
    int m, opts = options(g, s->h[i], a, b);
    if (i > 0 && s->h[i] == s->h[i - 1]) continue;
    for (m = 0; m < opts; m++) {
      sum t = *s;
      any = 1;
      t.h[i] = a[m];
      if (b[m] > 0 && t.n < MAXP) t.h[t.n++] = b[m];
      sum_norm(&t);
      if (!wins(g, &t, misere)) {
        k = 1;
        goto done;
      }
    }
  }
  k = any ? 0 : misere; /* no move: lost, or won in misère play */
done:
  if (memo[slot].key != key) memo[slot].key = key, memo[slot].v[0] = memo[slot].v[1] = 0;
  memo[slot].v[misere] = (unsigned char)(k ? 1 : 2);
  return k;
}

/* Values found by the two plain searches below, by sum and search. */
static struct { unsigned long long key; int v; } vmemo[MEMO];

static int vmemo_get(const sum *s, int kind, unsigned long long *key, int *v) {
  *key = sum_key(s) * 3 + (unsigned long long)kind;
  if (vmemo[*key % MEMO].key != *key) return 0;
  *v = vmemo[*key % MEMO].v;
  return 1;
}

static int vmemo_put(unsigned long long key, int v) {
  vmemo[key % MEMO].key = key;
  vmemo[key % MEMO].v = v;
  return v;
}

/* The plain SG value of a sum by mex over the whole sum's options (no XOR). */
static int sum_sg(const game *g, const sum *s, int depth) {
  int v[512], k = 0, i, m, a[MAXH * MAXD], b[MAXH * MAXD], known;
  unsigned long long key;
  if (vmemo_get(s, 1, &key, &known)) return known;
  for (i = 0; i < s->n && k < 512; i++) {
    int opts = options(g, s->h[i], a, b);
    for (m = 0; m < opts && k < 512; m++) {
      sum t = *s;
      t.h[i] = a[m];
      if (b[m] > 0) t.h[t.n++] = b[m];
      sum_norm(&t);
      v[k++] = sum_sg(g, &t, depth + 1);
    }
  }
  return vmemo_put(key, mex(v, k));
}

/* The misère Grundy value of one heap: 1 without moves, else the mex of its
** options' (an option of two heaps by plain search of that sum). */
static int misere_grundy(const game *g, const sum *s) {
  int v[512], k = 0, i, m, a[MAXH * MAXD], b[MAXH * MAXD], any = 0, known;
  unsigned long long key;
  if (vmemo_get(s, 2, &key, &known)) return known;
  for (i = 0; i < s->n && k < 512; i++) {
    int opts = options(g, s->h[i], a, b);
    for (m = 0; m < opts && k < 512; m++) {
      sum t = *s;
      any = 1;
      t.h[i] = a[m];
      if (b[m] > 0) t.h[t.n++] = b[m];
      sum_norm(&t);
      v[k++] = misere_grundy(g, &t);
    }
  }
  return vmemo_put(key, any ? mex(v, k) : 1);
}

/* ---- random games ----------------------------------------------------------------------- */

static void random_game(rs_rng *r, game *g, int octal) {
  memset(g, 0, sizeof *g);
  g->octal = octal;
  if (!octal) {
    int used[8] = {0}, i, n = (int)rs_range(r, 1, 3), at = 0;
    for (i = 0; i < n; i++) used[rs_range(r, 1, 6)] = 1;
    for (i = 1; i <= 6; i++)
      if (used[i]) g->set[g->nset++] = i;
    at = snprintf(g->text, sizeof g->text, "sub(");
    for (i = 0; i < g->nset; i++) at += snprintf(g->text + at, sizeof g->text - (size_t)at, "%s%d", i ? "," : "", g->set[i]);
    snprintf(g->text + at, sizeof g->text - (size_t)at, ")");
  } else {
    int digits = (int)rs_range(r, 1, 3), i, at, any = 0;
    for (i = 1; i <= digits; i++) any |= (g->d[i] = (int)rs_range(r, 0, 7));
    if (!any) g->d[1] = 3;
    if (g->d[digits] == 0) g->d[digits] = 2;
    at = snprintf(g->text, sizeof g->text, "octal(0.");
    for (i = 1; i <= digits; i++) at += snprintf(g->text + at, sizeof g->text - (size_t)at, "%d", g->d[i]);
    snprintf(g->text + at, sizeof g->text - (size_t)at, ")");
  }
}

/* A component's text of heap n. */
static int comp_text(const game *g, int n, char *out, size_t cap) {
  int at, i;
  if (!g->octal) return snprintf(out, cap, "%s:%d", g->text, n);
  at = snprintf(out, cap, "%s:", g->text);
  if (n == 0) at += snprintf(out + at, cap - (size_t)at, ".");
  for (i = 0; i < n; i++) at += snprintf(out + at, cap - (size_t)at, "o");
  return at;
}

static jval *claim(gr_ctx *cx, const char *text) {
  const char *json;
  jval *v;
  if (gr_claim(cx, text, &json) != GR_OK) {
    test_condf(0, "claim \"%s\" failed: %s", text, gr_error(cx));
    return NULL;
  }
  v = json_parse(json);
  test_condf(v != NULL, "claim \"%s\": malformed JSON %s", text, json);
  return v;
}

/* ---- same ------------------------------------------------------------------------------- */

static void sweep_same(gr_ctx *cx, rs_rng *r, int rounds) {
  int k;
  for (k = 0; k < rounds; k++) {
    game g[2];
    int sg[2][MAXH + 1], n = (int)rs_range(r, 0, MAXH), misere = k % 3 == 2, first = -1, i, j;
    int mg[2][MAXH + 1];
    char text[512];
    jval *v;
    for (i = 0; i < 2; i++) random_game(r, &g[i], (int)rs_below(r, 2));
    if (k % 4 == 0) g[1] = g[0]; /* a claim that holds */
    if (misere && n > 12) n = 12;
    for (i = 0; i < 2; i++) {
      memo_gen++; /* a fresh memo for each game */
      plain_sg(&g[i], sg[i]);
      if (misere)
        for (j = 0; j <= n; j++) {
          sum s = {1, {j}};
          sum_norm(&s);
          mg[i][j] = misere_grundy(&g[i], &s);
        }
    }
    for (j = 0; j <= n && first < 0; j++)
      if ((misere ? mg[0][j] != mg[1][j] : sg[0][j] != sg[1][j])) first = j;
    snprintf(text, sizeof text, "same %s %s to %d%s", g[0].text, g[1].text, n, misere ? " misere" : "");
    if ((v = claim(cx, text)) == NULL) continue;
    test_condf(json_bool(v, "holds") == (first < 0), "%s: holds %d, plain first difference %d", text,
               json_bool(v, "holds"), first);
    if (first >= 0) {
      const jval *f = json_get(v, "first"), *vals = json_get(f, "values");
      test_condf(json_long(f, "n", -1) == first, "%s: first %ld, plain %d", text, json_long(f, "n", -1), first);
      test_condf(vals && vals->n == 2 && (long)vals->items[0]->num == (misere ? mg[0][first] : sg[0][first]) &&
                 (long)vals->items[1]->num == (misere ? mg[1][first] : sg[1][first]),
                 "%s: the values at %d", text, first);
    }
    json_free(v);
  }
}

/* ---- POSITION is ... --------------------------------------------------------------------- */

/* The heaps of a position text of g (the claim's "after"), or -1. */
static int parse_heaps(const game *g, const char *t, sum *s) {
  const char *p = strchr(t, ':');
  s->n = 0;
  if (p == NULL) return -1;
  p++;
  if (!g->octal) {
    while (*p >= '0' && *p <= '9') {
      s->h[s->n++] = atoi(p);
      while (*p >= '0' && *p <= '9') p++;
      if (*p == ',') p++;
      else break;
    }
  } else {
    int run = 0;
    for (; *p && *p != '@' && *p != ';' && *p != '+'; p++) {
      if (*p == 'o') run++;
      else if (*p == '.' || *p == ',') {
        if (run) s->h[s->n++] = run;
        run = 0;
      }
    }
    if (run) s->h[s->n++] = run;
  }
  sum_norm(s);
  return 0;
}

static void sweep_position(gr_ctx *cx, rs_rng *r, int rounds) {
  int k;
  for (k = 0; k < rounds; k++) {
    game g;
    sum s;
    int misere = (int)rs_below(r, 2), i, kind = (int)rs_below(r, 3), truth, at = 0, sg = -1, want = 0;
    char text[1024], comp[256];
    jval *v;
    random_game(r, &g, (int)rs_below(r, 2));
    s.n = (int)rs_range(r, 1, 3);
    for (i = 0; i < s.n; i++) s.h[i] = (int)rs_range(r, 0, g.octal ? 7 : 10);
    if (kind == 2) misere = 0; /* an SG value is a normal-play value */
    for (i = 0; i < s.n; i++) {
      comp_text(&g, s.h[i], comp, sizeof comp);
      at += snprintf(text + at, sizeof text - (size_t)at, "%s%s", i ? "+" : "", comp);
    }
    sum_norm(&s);
    memo_gen++;
    truth = wins(&g, &s, misere);
    if (kind == 2) {
      sg = sum_sg(&g, &s, 0);
      want = rs_below(r, 2) ? sg : (int)rs_range(r, 0, 7);
      at += snprintf(text + at, sizeof text - (size_t)at, " is sg=%d", want);
    } else {
      at += snprintf(text + at, sizeof text - (size_t)at, "%s is %s", misere ? ";misere" : "", kind ? "N" : "P");
    }
    if ((v = claim(cx, text)) == NULL) continue;
    if (kind == 2) {
      test_condf(json_bool(v, "holds") == (sg == want), "%s: holds %d, plain SG %d", text,
                 json_bool(v, "holds"), sg);
      test_condf(json_long(v, "sg", -1) == sg, "%s: sg %ld, plain %d", text, json_long(v, "sg", -1), sg);
    } else {
      int holds = kind ? truth : !truth;
      test_condf(json_bool(v, "holds") == holds, "%s: holds %d, minimax says the player to move %s",
                 text, json_bool(v, "holds"), truth ? "wins" : "loses");
      if (kind == 0 && truth) { /* the winning move leaves a P-position */
        const jval *mv = json_get(v, "move");
        sum after;
        int a[MAXH * MAXD], b[MAXH * MAXD], moves = 0;
        for (i = 0; i < s.n; i++) moves += options(&g, s.h[i], a, b);
        /* a winning move, unless the player to move wins by having none (misère play) */
        test_condf((mv != NULL && json_str(mv, "after") != NULL) || (misere && moves == 0),
                   "%s: no winning move", text);
        if (mv != NULL && json_str(mv, "after") != NULL && parse_heaps(&g, json_str(mv, "after"), &after) == 0)
          test_condf(!wins(&g, &after, misere), "%s: the move %s leaves %s, which minimax calls won",
                     text, json_str(mv, "move"), json_str(mv, "after"));
      }
      if (kind == 1 && !truth)
        test_condf(json_str(v, "why") != NULL, "%s: a wrong N claim says why", text);
    }
    json_free(v);
  }
}

/* ---- sj --------------------------------------------------------------------------------- */

/* The hypothesis from a plain walk over every sum of heaps a heap of size
** up to n reaches: 1 holds (every SG-0 position with a move: none), 2 weak
** (each has an option of SG 1), 0 fails. */
static int plain_hypothesis(const game *g, const int *sg, int n) {
  static sum queue[20000];
  int head = 0, tail = 0, state = 1, i, j;
  memo_gen++;
  for (i = 0; i <= n; i++) {
    sum s = {1, {i}};
    sum_norm(&s);
    if (s.n) queue[tail++] = s;
  }
  for (head = 0; head < tail; head++) {
    sum s = queue[head];
    int x = 0, a[MAXH * MAXD], b[MAXH * MAXD], any = 0, one = 0;
    for (i = 0; i < s.n; i++) x ^= sg[s.h[i]];
    for (i = 0; i < s.n; i++) {
      int m, opts = options(g, s.h[i], a, b);
      for (m = 0; m < opts; m++) {
        sum t = s;
        unsigned long long key;
        size_t slot;
        any = 1;
        if ((x ^ sg[s.h[i]] ^ sg[a[m]] ^ sg[b[m]]) == 1) one = 1;
        t.h[i] = a[m];
        if (b[m] > 0) t.h[t.n++] = b[m];
        sum_norm(&t);
        if (t.n == 0) continue;
        key = sum_key(&t);
        slot = (size_t)(key % MEMO);
        if (memo[slot].key == key) continue; /* seen (the memo's generation marks the walk) */
        memo[slot].key = key, memo[slot].v[0] = memo[slot].v[1] = 0;
        if (tail < 20000) queue[tail++] = t;
      }
    }
    if (x == 0 && any) {
      if (!one) return 0;
      state = 2;
    }
    (void)j;
  }
  return state;
}

static void sweep_sj(gr_ctx *cx, rs_rng *r, int rounds) {
  int k;
  for (k = 0; k < rounds; k++) {
    game g;
    int sg[MAXH + 1], n, K, h[4], j, i, found = 0, hyp;
    char text[256];
    const char *want_hyp;
    jval *v;
    random_game(r, &g, (int)rs_below(r, 2));
    if (k % 5 == 0) { /* Nim's heaps: the SJ rule holds */
      memset(&g, 0, sizeof g);
      g.octal = 1;
      g.d[1] = g.d[2] = g.d[3] = g.d[4] = g.d[5] = g.d[6] = 3;
      strcpy(g.text, "octal(0.333333)");
    }
    n = (int)rs_range(r, 0, 7);
    K = (int)rs_range(r, 1, 3);
    plain_sg(&g, sg);
    snprintf(text, sizeof text, "sj %s to %d sums %d", g.text, n, K);
    /* the claim's order: singles 0..n, then non-decreasing sums of 2..K sizes from 1..n */
    for (j = 1; j <= K && !found; j++) {
      if (j > 1 && n < 1) break;
      for (i = 0; i < j; i++) h[i] = j == 1 ? 0 : 1;
      for (;;) {
        sum s;
        int x = 0, big = 0, rule, truth, last;
        s.n = j;
        for (i = 0; i < j; i++) s.h[i] = h[i], x ^= sg[h[i]], big |= sg[h[i]] > 1;
        rule = (x != 0 && big) || (x == 0 && !big);
        sum_norm(&s);
        memo_gen++;
        truth = wins(&g, &s, 1);
        if (rule != truth) {
          found = j;
          break;
        }
        for (last = j - 1; last >= 0 && h[last] == n; last--) {}
        if (last < 0) break;
        h[last]++;
        for (i = last + 1; i < j; i++) h[i] = h[last];
      }
    }
    if ((v = claim(cx, text)) == NULL) continue;
    test_condf(json_bool(v, "holds") == !found, "%s: holds %d, plain minimax %s", text,
               json_bool(v, "holds"), found ? "finds a counterexample" : "agrees everywhere");
    if (found) {
      const jval *sz = json_get(json_get(v, "first"), "sizes");
      int same = sz != NULL && (int)sz->n == found;
      for (i = 0; same && i < found; i++) same = (int)sz->items[i]->num == h[i];
      test_condf(same, "%s: the first counterexample is not the heaps %d %d %d (of %d)", text, h[0],
                 found > 1 ? h[1] : -1, found > 2 ? h[2] : -1, found);
    }
    hyp = plain_hypothesis(&g, sg, n);
    want_hyp = hyp == 1 ? "true" : hyp == 2 ? "weak" : "false";
    {
      const jval *hv = json_get(json_get(v, "hypothesis"), "holds");
      const char *got = hv == NULL ? "?" : hv->t == J_BOOL ? (hv->b ? "true" : "false")
                        : hv->t == J_STR ? hv->s : "null";
      test_condf(strcmp(got, want_hyp) == 0, "%s: hypothesis %s, plain walk %s", text, got, want_hyp);
      /* a failing hypothesis with the rule holding everywhere checked is possible
      ** (the set may not reach the bad position); a holding one means the rule holds */
      if (hyp != 0) test_condf(!found, "%s: the hypothesis holds, yet the rule fails", text);
    }
    json_free(v);
  }
}

/* ---- examples, grammar and bounds ---------------------------------------------------------- */

static void expect_error(gr_ctx *cx, const char *text, gr_status st, const char *words) {
  const char *json;
  gr_status got = gr_claim(cx, text, &json);
  test_condf(got == st, "claim \"%s\": status %d, expected %d (%s)", text, (int)got, (int)st,
             got ? gr_error(cx) : json);
  if (got != GR_OK)
    test_condf(strstr(gr_error(cx), words) != NULL, "claim \"%s\": \"%s\" does not say \"%s\"", text,
               gr_error(cx), words);
}

static void examples(gr_ctx *cx) {
  const char *info;
  jval *v, *cl;
  size_t i;
  char *copy;
  if (gr_info(cx, &info) != GR_OK) return;
  copy = strdup(info);
  v = json_parse(copy);
  cl = v ? (jval *)json_get(v, "claims") : NULL;
  test_cond("info lists example claims", cl != NULL && cl->n >= 6);
  for (i = 0; cl != NULL && i < cl->n; i++) { /* each example is checked, within the default bound */
    jval *r = claim(cx, json_str(cl->items[i], "claim"));
    json_free(r);
  }
  json_free(v);
  free(copy);
}

void test_claim(void) {
  gr_ctx *cx = gr_open(0);
  rs_rng r = rs_open("claims");
  int big = rs_long() ? 4 : 1;
  sweep_same(cx, &r, 60 * big);
  sweep_position(cx, &r, 150 * big);
  sweep_sj(cx, &r, 40 * big);
  examples(cx);
  /* the misère Nim rule is the SJ rule: confirmed; misère Kayles is not */
  {
    jval *v = claim(cx, "sj octal(0.3333333) to 7 sums 3");
    test_cond("misère Nim follows the SJ rule", v && json_bool(v, "holds") == 1);
    test_cond("misère Nim meets the SJ hypothesis", v && json_bool(json_get(v, "hypothesis"), "holds") == 1);
    json_free(v);
    v = claim(cx, "sj octal(0.77) to 12");
    test_cond("misère Kayles does not follow the SJ rule", v && json_bool(v, "holds") == 0);
    test_cond("misère Kayles fails the SJ hypothesis", v && json_bool(json_get(v, "hypothesis"), "holds") == 0);
    json_free(v);
  }
  expect_error(cx, "", GR_EINPUT, "the claim is empty");
  expect_error(cx, "   ", GR_EINPUT, "the claim is empty");
  expect_error(cx, "hello world", GR_EINPUT, "expected a claim");
  expect_error(cx, "same sub(1-3)", GR_EINPUT, "expected a family");
  expect_error(cx, "same sub(1-3) sub(1,2) up 5", GR_EINPUT, "expected \"to\"");
  expect_error(cx, "same sub(1-3) sub(1,2) to", GR_EINPUT, "the largest size N");
  expect_error(cx, "same sub(1-3) sub(1,2) to 5 loudly", GR_EINPUT, "or \"misere\"");
  expect_error(cx, "same nope sub(1,2) to 5", GR_EINPUT, "not a one-parameter family");
  expect_error(cx, "same sub(1-3) sub(1,2) to 5000000", GR_ELIMIT, "out of range");
  expect_error(cx, "same sub(1-3) sub(1,2) to 500 misere", GR_ELIMIT, "sizes a claim compares");
  expect_error(cx, "nim:1,2 is Q", GR_EINPUT, "expected P, N or sg=V");
  expect_error(cx, "nim:1,2 is P maybe", GR_EINPUT, "the end of the claim");
  expect_error(cx, "nim:1,2;misere is sg=3", GR_EINPUT, "misère play");
  expect_error(cx, "nim:x is P", GR_EINPUT, "at character");
  expect_error(cx, "sj octal(0.77) to 10 sums 9", GR_ELIMIT, "larger than 8");
  expect_error(cx, "sj octal(0.3333333) to 100 sums 8", GR_EWORK, "fit");
  expect_error(cx, "sj sub(1-3) to 40 sums 3", GR_EWORK, "fit");
  gr_close(cx);
}
