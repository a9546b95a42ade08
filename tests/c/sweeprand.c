/*
** sweeprand.c — seeds and random numbers for the random sweeps (splitmix64),
** and the comparison of an analysis with a plain computation's expectations.
*/
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>
#include "json.h"
#include "sweeprand.h"
#include "test.h"

static uint64_t mix(uint64_t z) {
  z += 0x9e3779b97f4a7c15ULL;
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
  return z ^ (z >> 31);
}

uint64_t rs_run_seed(void) {
  static int have;
  static uint64_t seed;
  if (!have) {
    const char *e = getenv("GR_SWEEP_SEED");
    if (e != NULL && *e) {
      seed = strtoull(e, NULL, 10);
    } else {
      struct timespec ts;
      clock_gettime(CLOCK_REALTIME, &ts);
      seed = mix((uint64_t)ts.tv_sec * 1000000007ULL ^ (uint64_t)ts.tv_nsec ^
                 ((uint64_t)getpid() << 32)) % 1000000000000ULL;
    }
    have = 1;
  }
  return seed;
}

int rs_long(void) {
  const char *e = getenv("GR_SWEEP_LONG");
  return e != NULL && *e && *e != '0';
}

rs_rng rs_open(const char *name) {
  rs_rng r;
  uint64_t h = 1469598103934665603ULL;
  const char *p;
  for (p = name; *p; p++) h = (h ^ (unsigned char)*p) * 1099511628211ULL;
  r.s = mix(rs_run_seed() ^ h);
  printf("  %s: seed %llu (GR_SWEEP_SEED=%llu reruns it)%s\n", name,
         (unsigned long long)rs_run_seed(), (unsigned long long)rs_run_seed(),
         rs_long() ? ", long sweep" : "");
  fflush(stdout);
  return r;
}

uint64_t rs_next(rs_rng *r) {
  r->s += 0x9e3779b97f4a7c15ULL;
  return mix(r->s);
}

long rs_below(rs_rng *r, long n) { return n <= 1 ? 0 : (long)(rs_next(r) % (uint64_t)n); }

long rs_range(rs_rng *r, long lo, long hi) { return lo + rs_below(r, hi - lo + 1); }

void rs_check(gr_ctx *ctx, const char *text, rs_expect *e) {
  const char *json, *verdict;
  gr_status st = gr_analyze(ctx, text, GR_MOVES_WINNING, &json);
  jval *j;
  const jval *comps, *win;
  long s = 0, total = 0, i;
  int plain = 1, counted = 1;
  swlist eng = {0};
  if (st == GR_ELIMIT && strstr(gr_error(ctx), "winning moves of this position would take about")) {
    sw_free(&e->win); /* refused up front, the listing's size said: nothing to compare */
    return;
  }
  test_condf(st == GR_OK, "analyze %.200s: %s", text, gr_error(ctx));
  if (st != GR_OK || (j = json_parse(json)) == NULL) {
    test_condf(st != GR_OK, "analyze %.200s: not JSON", text);
    sw_free(&e->win);
    return;
  }
  comps = json_get(j, "components");
  test_condf(comps != NULL && comps->n == (size_t)e->n, "%.200s: %zu components, want %d", text,
             comps ? comps->n : 0, e->n);
  for (i = 0; comps != NULL && i < e->n && (size_t)i < comps->n; i++) {
    const jval *c = comps->items[i];
    long sg = json_is_null(c, "sg") ? -1 : json_long(c, "sg", -3);
    if (e->sg[i] != -2)
      test_condf(sg == e->sg[i], "%.200s: component %ld has SG %ld, the plain computation %ld",
                 text, i + 1, sg, e->sg[i]);
    if (e->sg[i] < 0) plain = 0;
    else s ^= e->sg[i];
    if (e->legal[i] >= 0) {
      test_condf(json_long(c, "legal", -1) == e->legal[i], "%.200s: component %ld has %ld "
                 "legal moves, the rules %ld", text, i + 1, json_long(c, "legal", -1),
                 e->legal[i]);
      total += e->legal[i];
    } else {
      counted = 0;
    }
  }
  if (plain && strstr(text, ";misere") == NULL)
    test_condf(json_long(j, "nimsum", -1) == s, "%.200s: nim-sum %ld, the plain values %ld", text,
               json_long(j, "nimsum", -1), s);
  if (counted)
    test_condf(json_long(j, "legal", -1) == total, "%.200s: %ld legal moves, the rules %ld", text,
               json_long(j, "legal", -1), total);
  verdict = json_str(j, "verdict");
  test_condf(e->verdict ? verdict != NULL && verdict[0] == e->verdict : verdict == NULL,
             "%.200s: verdict %s, the plain computation %c", text, verdict ? verdict : "null",
             e->verdict ? e->verdict : '-');
  win = json_get(j, "winning");
  for (i = 0; win != NULL && (size_t)i < win->n; i++) sw_add(&eng, win->items[i]->s);
  {
    char a[600], b[600];
    int ok;
    sw_join(&eng, a, sizeof a);
    sw_join(&e->win, b, sizeof b);
    if (e->partial) { /* each one listed must be winning */
      long k, m;
      for (ok = 1, k = 0; k < eng.n && ok; k++) {
        for (m = 0; m < e->win.n && strcmp(eng.s[k], e->win.s[m]) != 0; m++) {}
        ok = m < e->win.n;
      }
      test_condf(ok, "%.200s: winning moves %s, not all among %s", text, a, b);
    } else {
      test_condf(json_bool(j, "complete") == 1, "%.200s: the winning moves are not all listed",
                 text);
      ok = sw_same(&eng, &e->win);
      test_condf(ok, "%.200s: winning moves %s; the plain computation says %s", text, a, b);
    }
  }
  sw_free(&eng);
  sw_free(&e->win);
  json_free(j);
}
