/*
** test_observe.c — periods that are only observed (no theorem covers the
** family: take-and-break codes with a repeating tail), against the rules as
** documented, written again here from the values alone:
**   - the pattern finder (README, "The pattern finder"): the smallest p, then
**     n0, with SG(n+p) = SG(n) (+ s) for n0 ≤ n ≤ N − p, seen over three
**     periods at least (N − n0 + 1 ≥ 3p), on 16 values at least, from
**     n0 ≤ N/2; a period (s = 0) before an arithmetic one;
**   - a sequence's `periodicity` (c/family.c): the same over two periods
**     (N − p − n0 + 1 ≥ 2p) with n0 ≤ N/2; an arithmetic period with a
**     smaller p wins over a period.
** Random codes; for each, a random N and the N where the rule's answer
** would change if it asked for one period more or one fewer (found by the
** rule itself on the values), so that periods seen over barely enough
** values, and pre-periods of 0 and 1, come up.
*/
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include "../../c/grundy.h"
#include "json.h"
#include "suites.h"
#include "test.h"

static gr_ctx *c;

static unsigned long seed = 8080;
static unsigned long rnd(unsigned long n) {
  seed = seed * 6364136223846793005UL + 1442695040888963407UL;
  return (unsigned long)(seed >> 33) % n;
}

typedef struct seen_period { long pre, per, saltus; } seen_period; /* per 0: none */

/* The smallest n0 with v[m + p] − v[m] = v[N] − v[N − p] for n0 ≤ m ≤ N − p. */
static long run_from(const long *v, long N, long p) {
  long s = v[N] - v[N - p], m = N - p;
  while (m >= 1 && v[m - 1 + p] - v[m - 1] == s) m--;
  return m;
}

/* The pattern finder's rule: k = 3 periods, 16 values, n0 ≤ N/2. */
static seen_period pattern_rule(const long *v, long N, long k) {
  seen_period r = {0, 0, 0};
  int arith;
  long p;
  for (arith = 0; arith <= 1; arith++)
    for (p = 1; p <= N / 3; p++) {
      long s = v[N] - v[N - p], n0;
      if ((s != 0) != arith) continue;
      n0 = run_from(v, N, p);
      if (N - n0 + 1 >= k * p && N - n0 + 1 >= 16 && n0 <= N / 2) {
        r.pre = n0;
        r.per = p;
        r.saltus = s;
        return r;
      }
    }
  return r;
}

/* A sequence's rule: k = 2 periods, n0 ≤ N/2; arithmetic ones (p ≤ 4096)
** win when their p is smaller. */
static seen_period sequence_rule(const long *v, long N, long k) {
  seen_period r = {0, 0, 0};
  long p;
  if (N < 4) return r;
  for (p = 1; p <= N / 3; p++) {
    long n0;
    if (v[N] != v[N - p]) continue;
    n0 = run_from(v, N, p);
    if (N - p - n0 + 1 >= k * p && n0 <= N / 2) {
      r.pre = n0;
      r.per = p;
      break;
    }
  }
  for (p = 1; p <= N / 3 && p <= 4096 && (r.per == 0 || p < r.per); p++) {
    long s = v[N] - v[N - p], n0;
    if (s == 0) continue;
    n0 = run_from(v, N, p);
    if (N - p - n0 + 1 >= k * p && n0 <= N / 2) {
      r.pre = n0;
      r.per = p;
      r.saltus = s;
      break;
    }
  }
  return r;
}

/* The period object o (null: none) as the test holds it. */
static seen_period of_json(const jval *o) {
  seen_period r = {0, 0, 0};
  if (o == NULL || o->t != J_OBJ || json_is_null(o, "period")) return r;
  r.pre = json_long(o, "preperiod", -1);
  r.per = json_long(o, "period", -1);
  r.saltus = json_long(o, "saltus", -1);
  return r;
}

static int same(seen_period a, seen_period b) {
  return a.per == b.per && (a.per == 0 || (a.pre == b.pre && a.saltus == b.saltus));
}

#define OBS_MAX 400 /* values of a code read once; N at most this */

/* The engine's answers for fam at N against the rules on v[0..N]; returns
** 0 on a difference (reported while bad < 5). */
static int compare(const char *fam, const long *v, long N, int do_seq, int do_pat, int *bad) {
  const char *out = NULL;
  jval *j;
  seen_period want, got;
  int ok = 1;
  if (do_seq) {
    if (gr_sequence(c, fam, N, &out) != GR_OK || (j = json_parse(out)) == NULL) {
      test_condf(0, "sequence %s %ld: %s", fam, N, gr_error(c));
      return 0;
    }
    want = sequence_rule(v, N, 2);
    got = of_json(json_get(j, "periodicity"));
    json_free(j);
    if (!same(want, got)) {
      ok = 0;
      if (++*bad <= 5)
        test_condf(0, "sequence %s %ld: periodicity %ld from %ld (saltus %ld), the rule gives %ld "
                   "from %ld (saltus %ld)", fam, N, got.per, got.pre, got.saltus, want.per,
                   want.pre, want.saltus);
    }
  }
  if (do_pat) {
    if (gr_pattern(c, fam, N, &out) != GR_OK || (j = json_parse(out)) == NULL) {
      test_condf(0, "pattern %s %ld: %s", fam, N, gr_error(c));
      return 0;
    }
    want = pattern_rule(v, N, 3);
    got = of_json(json_get(j, "period"));
    json_free(j);
    if (!same(want, got)) {
      ok = 0;
      if (++*bad <= 5)
        test_condf(0, "pattern %s %ld: period %ld from %ld (saltus %ld), the rule gives %ld from "
                   "%ld (saltus %ld)", fam, N, got.per, got.pre, got.saltus, want.per, want.pre,
                   want.saltus);
    }
  }
  return ok;
}

void test_observe(void) {
  clock_t t0 = clock();
  int i, count = test_quick ? 100 : 300, bad = 0, edges = 0, calls = 0;
  long *v = malloc((OBS_MAX + 1) * sizeof *v);
  c = gr_open(0);
  for (i = 0; i < count && bad < 5; i++) {
    char fam[64];
    int pre = (int)rnd(4), tail = 1 + (int)rnd(3), j, l = 0, nz = 0, ns = 0, np = 0;
    long N, k, r = 20 + (long)rnd(OBS_MAX - 19);
    const char *out = NULL;
    jval *js;
    const jval *vals;
    l += snprintf(fam + l, sizeof fam - (size_t)l, "tb(0.");
    for (j = 0; j < pre + tail; j++) {
      int d = (int)rnd(8);
      if (j >= pre && rnd(2)) d &= 3; /* tails that split grow slowly */
      nz |= j >= pre && d;
      if (j == pre + tail - 1 && !nz) d = 3;
      l += snprintf(fam + l, sizeof fam - (size_t)l, "%s%d%s", j == pre ? "[" : "", d,
                    j == pre + tail - 1 ? "])" : "");
    }
    if (gr_sequence(c, fam, OBS_MAX, &out) != GR_OK || (js = json_parse(out)) == NULL ||
        (vals = json_get(js, "values")) == NULL || (long)vals->n != OBS_MAX + 1) {
      test_condf(0, "sequence %s %d: %s", fam, OBS_MAX, gr_error(c));
      bad++;
      continue;
    }
    for (k = 0; k <= OBS_MAX; k++) v[k] = (long)vals->items[k]->num;
    json_free(js);
    for (N = 20; N <= OBS_MAX; N++) { /* the edges of the rules, a few per code */
      int es = ns < 4 && (!same(sequence_rule(v, N, 2), sequence_rule(v, N, 1)) ||
                          !same(sequence_rule(v, N, 2), sequence_rule(v, N, 3)));
      int ep = np < 4 && (!same(pattern_rule(v, N, 3), pattern_rule(v, N, 2)) ||
                          !same(pattern_rule(v, N, 3), pattern_rule(v, N, 4)) ||
                          run_from(v, N, 1) == 1 || run_from(v, N, 2) == 1);
      if (N == r) es = ep = 1;
      if (!es && !ep) continue;
      ns += es;
      np += ep;
      edges += N != r;
      calls++;
      compare(fam, v, N, es, ep, &bad);
    }
  }
  test_condf(bad == 0, "observed periods: %d wrong", bad);
  test_condf(edges >= count, "observed periods: only %d edges of the rules in %d codes", edges,
             count);
  free(v);
  gr_close(c);
  printf("  %-44s %6.2fs  (%d codes, %d N: %d at edges of the rules)\n",
         "observed periods against the documented rules", (double)(clock() - t0) / CLOCKS_PER_SEC,
         count, calls, edges);
}
