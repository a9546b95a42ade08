/*
** test_moore.c — Moore's Nim_k: every small group of heaps (k = 1..4) and
** sums with other games against the minimax oracle (verdicts, every move,
** the Grundy values, also through sums with Nim heaps); Moore's rule (P
** exactly when every binary column's count of 1s is a multiple of k+1)
** written out independently and compared with the engine's verdicts; the
** winning moves of larger heaps against a brute-force list of the moves to
** P-positions; 64-bit heaps where the winning moves are too many to list;
** the per-call work limit; the notation and the column counts in the JSON.
*/
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "../../c/grundy.h"
#include "json.h"
#include "suites.h"
#include "sweep.h"
#include "test.h"

static gr_ctx *c;
static const sweep_opts draws_ok = {1, NULL, 0};

/* Moore's rule, written out. */
static int rule_p(const long long *h, int n, int k) {
  int b, i;
  for (b = 0; b < 63; b++) {
    int cnt = 0;
    for (i = 0; i < n; i++) cnt += (int)(h[i] >> b & 1);
    if (cnt % (k + 1)) return 0;
  }
  return 1;
}

static void heaps_text(char *out, size_t cap, const long long *h, int n) {
  size_t l = 0;
  int i;
  out[0] = '\0';
  for (i = 0; i < n; i++) l += (size_t)snprintf(out + l, cap - l, "%s%lld", i ? "/" : "", h[i]);
}

/* Every group of n heaps of at most top stones, for each k. */
static void moore_sweep(void) {
  static const struct { int k, n, top; } shapes[] = {
    {1, 3, 3}, {2, 2, 4}, {2, 3, 3}, {2, 4, 2}, {3, 4, 2}, {3, 3, 3}, {4, 3, 2}, {2, 5, 1},
  };
  size_t q;
  for (q = 0; q < sizeof shapes / sizeof shapes[0]; q++) {
    strlist r = {0}, sg = {0};
    int k = shapes[q].k, n = shapes[q].n, top = shapes[q].top, total = 1, i, a;
    char name[96], hs[64], t[160];
    long long h[8];
    for (i = 0; i < n; i++) total *= top + 1;
    for (a = 0; a < total; a++) {
      int x = a, sum = 0;
      for (i = 0; i < n; i++) {
        h[i] = x % (top + 1);
        x /= top + 1;
        sum += (int)h[i];
      }
      heaps_text(hs, sizeof hs, h, n);
      snprintf(t, sizeof t, "moore(%d):%s", k, hs);
      sl_add(&r, t);
      if (sum <= 4) sl_add(&sg, t);
      if (!test_quick || a % 3 == 0) { /* values above 8 too, through sums with a heap */
        snprintf(t, sizeof t, "moore(%d):%s+nim:%d", k, hs, (a * 7) % 16);
        sl_add(&r, t);
      }
    }
    snprintf(name, sizeof name, "moore(%d), %d heaps up to %d", k, n, top);
    run_family_opts(name, &r, &sg, NULL);
  }
}

static void moore_sums(void) {
  static const char *const groups[] = {"moore(2):1/2/2", "moore(2):3/1", "moore(1):2/3",
                                       "moore(3):1/1/2/1", "moore(2):2/2/2"};
  static const char *const others[] = {"nim:2", "sub(1,3,4):5", "checkers:.o.o",
                                       "wythoff:1/3", "graph(a>b/c,b>a/c):a",
                                       "treblecross:X.X..", "moore(2):1/1", "octal(0.07):oooo"};
  strlist r = {0};
  size_t g, o;
  char t[160];
  for (g = 0; g < sizeof groups / sizeof groups[0]; g++)
    for (o = 0; o < sizeof others / sizeof others[0]; o++) {
      snprintf(t, sizeof t, "%s+%s%s", groups[g], others[o], (g + o) % 2 ? "@2" : "");
      sl_add(&r, t);
    }
  sl_add(&r, "moore(2):1/2,2/1");
  sl_add(&r, "moore(2):1/2+moore(1):2/1");
  run_family_opts("moore: sums with other games", &r, NULL, &draws_ok);
}

static jval *get(const char *pos, gr_moves_mode mode) {
  const char *out = NULL;
  gr_status st = gr_analyze(c, pos, mode, &out);
  test_condf(st == GR_OK, "analyze \"%s\": %s", pos, gr_error(c));
  return st == GR_OK ? json_parse(out) : NULL;
}

/* The engine's verdict alone against the rule, for many groups. */
static void moore_rule(void) {
  int k, n, a, bad = 0, count = 0;
  for (k = 1; k <= 4; k++)
    for (n = 1; n <= 4; n++) {
      int total = 1, i;
      for (i = 0; i < n; i++) total *= 8;
      for (a = 0; a < total; a += (test_quick ? 7 : 1)) {
        long long h[4];
        char hs[64], t[96];
        const char *out = NULL;
        int x = a;
        for (i = 0; i < n; i++) {
          h[i] = x % 8;
          x /= 8;
        }
        heaps_text(hs, sizeof hs, h, n);
        snprintf(t, sizeof t, "moore(%d):%s", k, hs);
        count++;
        if (gr_analyze(c, t, GR_MOVES_WINNING, &out) != GR_OK ||
            (strstr(out, "\"verdict\":\"P\"") != NULL) != rule_p(h, n, k))
          if (bad++ < 5) test_condf(0, "%s: the engine says %s, the rule %s", t,
                                    out && strstr(out, "\"verdict\":\"P\"") ? "P" : "not P",
                                    rule_p(h, n, k) ? "P" : "N");
      }
    }
  test_condf(bad == 0, "Moore's rule: %d of %d groups differ", bad, count);
}

/* Reads the heaps after "…>" of a move into h; returns how many. */
static int after_heaps(const char *move, long long *h) {
  const char *p = strchr(move, '>');
  int n = 0;
  while (p && *p && n < 64) {
    h[n++] = strtoll(p + 1, (char **)&p, 10);
    if (*p != '/') break;
  }
  return n;
}

/* Every move of h to a P-position, by brute force, against the engine's list. */
static void moore_winning(void) {
  static const char *const cases[] = {"moore(2):40/37/25/12", "moore(2):7/7/7/7/7",
                                      "moore(3):63/12/40/33/5", "moore(2):100/90/80",
                                      "moore(1):13/7/9/30", "moore(4):9/9/9/9/9/9"};
  size_t q;
  for (q = 0; q < sizeof cases / sizeof cases[0]; q++) {
    jval *j = get(cases[q], GR_MOVES_WINNING);
    const jval *w = j ? json_get(j, "winning") : NULL;
    long long h[8], nv[8];
    int n, k = atoi(cases[q] + 6), i, found = 0;
    long long combos = 1, a;
    {
      const char *p = strchr(cases[q], ':') + 1;
      n = 0;
      while (*p) {
        h[n++] = strtoll(p, (char **)&p, 10);
        if (*p == '/') p++;
      }
    }
    for (i = 0; i < n; i++) combos *= h[i] + 1;
    for (a = 0; a < combos; a++) { /* every position below h */
      long long x = a;
      int lowered = 0;
      for (i = 0; i < n; i++) {
        nv[i] = x % (h[i] + 1);
        x /= h[i] + 1;
        lowered += nv[i] < h[i];
      }
      if (lowered >= 1 && lowered <= k && rule_p(nv, n, k)) {
        char want[300], hs[128], ns[128];
        size_t z;
        int in = 0;
        heaps_text(hs, sizeof hs, h, n);
        heaps_text(ns, sizeof ns, nv, n);
        snprintf(want, sizeof want, "1:%s>%s", hs, ns);
        for (z = 0; w && z < w->n; z++) in |= strcmp(w->items[z]->s, want) == 0;
        test_condf(in, "%s: winning move %s is missing", cases[q], want);
        found++;
      }
    }
    test_condf(w && (int)w->n == found, "%s: %zu winning moves, brute force finds %d", cases[q],
               w ? w->n : 0, found);
    json_free(j);
  }
}

/* 64-bit heaps: winning moves are correct; when they are too many, some are
** listed and "complete" is false. */
static void moore_big(void) {
  static const char *const cases[] = {
    "moore(2):1152921504606846976/1152921504606846976/1152921504606846975/1152921504606846975",
    "moore(2):9223372036854775807/9223372036854775807/1",
    "moore(3):1000000000000000000/999999999999999999/123456789123456789/5",
    "moore(1):9223372036854775807/4611686018427387904/3",
    "moore(2):9223372036854775807/9223372036854775807/9223372036854775807",
  };
  size_t q;
  for (q = 0; q < sizeof cases / sizeof cases[0]; q++) {
    jval *j = get(cases[q], GR_MOVES_WINNING);
    const jval *w = j ? json_get(j, "winning") : NULL;
    long long h[8];
    int k = atoi(cases[q] + 6), n = 0, pos_p;
    const char *p = strchr(cases[q], ':') + 1;
    size_t z, y;
    while (*p) {
      h[n++] = strtoll(p, (char **)&p, 10);
      if (*p == '/') p++;
    }
    pos_p = rule_p(h, n, k);
    test_condf(j && strcmp(json_str(j, "verdict"), pos_p ? "P" : "N") == 0, "%s: verdict %s",
               cases[q], j ? json_str(j, "verdict") : "?");
    test_condf(pos_p || (w && w->n >= 1), "%s: no winning move", cases[q]);
    for (z = 0; w && z < w->n; z++) {
      long long nv[8];
      int m = after_heaps(w->items[z]->s, nv), i, lowered = 0;
      for (i = 0; i < m && i < n; i++) lowered += nv[i] < h[i];
      test_condf(m == n && rule_p(nv, n, k) && lowered >= 1 && lowered <= k,
                 "%s: %s is not a move to a P-position", cases[q], w->items[z]->s);
      for (y = 0; y < z; y++)
        test_condf(strcmp(w->items[y]->s, w->items[z]->s) != 0, "%s: %s listed twice", cases[q],
                   w->items[z]->s);
    }
    json_free(j);
  }
  { /* 2^60 choices of bits: 256 listed, the list says it is not complete */
    jval *j = get(cases[0], GR_MOVES_WINNING);
    test_condf(j && json_get(j, "winning")->n == 256 && json_bool(j, "complete") == 0,
               "2^60 winning moves: %zu listed, complete %d", j ? json_get(j, "winning")->n : 0,
               j ? json_bool(j, "complete") : -1);
    json_free(j);
  }
  { /* misère play on 64-bit heaps: every winning move leaves a misère P-position */
    static const char *const mis[] = {
      "moore(2):1152921504606846976/1152921504606846976/1152921504606846975;misere",
      "moore(2):9223372036854775807/1/1/1/1;misere", "moore(3):5000000000/1/1/1/0;misere"};
    for (q = 0; q < sizeof mis / sizeof mis[0]; q++) {
      jval *j = get(mis[q], GR_MOVES_WINNING);
      const jval *w = j ? json_get(j, "winning") : NULL;
      size_t z;
      int k = atoi(mis[q] + 6);
      test_condf(w && w->n >= 1, "%s: no winning move", mis[q]);
      for (z = 0; w && z < w->n; z++) {
        long long nv[8];
        int m = after_heaps(w->items[z]->s, nv), i, big = 0, ones = 0;
        for (i = 0; i < m; i++) {
          big |= nv[i] >= 2;
          ones += nv[i] == 1;
        }
        test_condf(big ? rule_p(nv, m, k) : ones % (k + 1) == 1,
                   "%s: %s leaves no misère P-position", mis[q], w->items[z]->s);
      }
      json_free(j);
    }
  }
  { /* a big group beside a heap: not decided by a nim-sum */
    jval *j = get("moore(2):1000000/999999/3+nim:1", GR_MOVES_WINNING);
    test_cond("big Moore + nim: verdict null, a why, no winning moves",
              j && json_is_null(j, "verdict") && json_str(j, "why") != NULL &&
                  json_get(j, "winning")->n == 0);
    json_free(j);
    j = get("moore(2):1000000/1000000/1000000+nim:1", GR_MOVES_WINNING); /* P: value 0 */
    test_cond("big P group + nim: N by the heap, list not complete",
              j && json_str(j, "verdict") && strcmp(json_str(j, "verdict"), "N") == 0 &&
                  json_bool(j, "complete") == 0 &&
                  json_get(j, "winning")->n == 1);
    json_free(j);
  }
}

/* The work limit of one call: many groups with values to compute. */
static void moore_work(void) {
  size_t cap = 200 * 40 + 64, l = 0;
  char *t = malloc(cap);
  const char *out = NULL;
  int i;
  l += (size_t)snprintf(t + l, cap - l, "moore(3):");
  for (i = 0; i < 200; i++) l += (size_t)snprintf(t + l, cap - l, "%s9/9/9/%d", i ? "," : "", i % 10);
  test_condf(gr_analyze(c, t, GR_MOVES_WINNING, &out) == GR_OK &&
                 strstr(out, "\"unknown\":true") != NULL && strstr(out, "\"verdict\":null") != NULL,
             "200 groups: some values not computed, verdict null (%s)", gr_error(c));
  free(t);
  test_cond("after the work limit, a fresh call computes again",
            gr_analyze(c, "moore(3):9/9/9/9", GR_MOVES_WINNING, &out) == GR_OK &&
                strstr(out, "\"unknown\":false") != NULL);
}

static void moore_text(void) {
  static const char *const ok[][2] = {
    {"moore(2):3/5/6", "moore(2):3/5/6"}, {"moore( 02 ):03/5", "moore(2):3/5"},
    {"moore(2):1/2+moore(2):3", "moore(2):1/2,3"}, {"moore(1):7+moore(2):7", "moore(1):7+moore(2):7"},
  };
  static const char *const bad[][2] = {
    {"moore:3/5", "\"(\""}, {"moore(0):1", "at least 1"}, {"moore(65):1", "larger than 64"},
    {"moore(2):3//5", "heap size"}, {"moore(2):3/5x", "separated by"}, {"moore(2)3", "\":\""},
    {"moore(2,3):1", "\")\""},
  };
  size_t i;
  const char *out = NULL;
  char big[400];
  jval *j;
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
  {
    size_t l = (size_t)sprintf(big, "moore(2):1");
    for (i = 1; i < 65; i++) l += (size_t)sprintf(big + l, "/1");
    test_cond("65 heaps: a limit", gr_canonical(c, big, &out) == GR_ELIMIT &&
                                        strstr(gr_error(c), "64 heaps") != NULL);
  }
  test_cond("play 3/5/6>3/3/3", gr_play(c, "moore(2):3/5/6", "1:3/5/6>3/3/3", &out) == GR_OK &&
                                    strcmp(out, "moore(2):3/3/3@2") == 0);
  test_cond("play >0/5/0", gr_play(c, "moore(2):3/5/6", "1:>0/5/0", &out) == GR_OK &&
                               strcmp(out, "moore(2):0/5/0@2") == 0);
  test_cond("refuse three heaps", gr_play(c, "moore(2):3/5/6", "1:>0/0/0", &out) == GR_EINPUT &&
                                      strstr(gr_error(c), "at most 2") != NULL);
  test_cond("refuse growth", gr_play(c, "moore(2):3/5/6", "1:>4/5/6", &out) == GR_EINPUT &&
                                 strstr(gr_error(c), "cannot grow") != NULL);
  test_cond("refuse no change", gr_play(c, "moore(2):3/5/6", "1:>3/5/6", &out) == GR_EINPUT &&
                                    strstr(gr_error(c), "at least one") != NULL);
  test_cond("refuse wrong count", gr_play(c, "moore(2):3/5/6", "1:>3/5", &out) == GR_EINPUT &&
                                      strstr(gr_error(c), "3 heaps") != NULL);
  j = get("moore(2):3/5/6", GR_MOVES_ALL);
  if (j) {
    const jval *c0 = json_get(j, "components")->items[0], *cols = json_get(c0, "columns");
    test_cond("columns [2,2,2], k 2", cols && cols->n == 3 && (long)cols->items[0]->num == 2 &&
                                          json_long(c0, "k", 0) == 2 && json_bool(c0, "p") == 0);
    test_cond("legal 3*5 + 3*6 + 5*6 + 3 + 5 + 6", json_long(j, "legal", 0) == 77);
    json_free(j);
  }
  j = get("moore(2):1152921504606846976/1152921504606846976/1152921504606846975", GR_MOVES_AUTO);
  test_cond("legal saturates", j && json_get(j, "legal") &&
                                   json_get(j, "legal")->num > 9.2e18);
  json_free(j);
}

void test_moore(void) {
  moore_sweep();
  moore_sums();
  c = gr_open(0);
  moore_rule();
  moore_winning();
  moore_big();
  moore_work();
  moore_text();
  gr_close(c);
  printf("  %-44s\n", "moore: rule, winning moves, 64-bit, limits");
}
