/*
** test_lists.c — list invariants of the JSON, on many inputs: a reach set
** (the finite values a token on an ∞ node reaches, in `components` and in a
** graph's `params` nodes) is strictly increasing, so never holds a value
** twice; the pattern finder's `zeros.first` holds the first P-positions, as
** many as there are up to its cap of 30 (README) and never more; its
** `exceptions` stay within the same cap.
*/
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include "../../c/grundy.h"
#include "json.h"
#include "suites.h"
#include "test.h"

#define LIST_CAP 30 /* README: P-positions ("first") and exceptions listed */

static gr_ctx *c;

static unsigned long seed = 31337;
static unsigned long rnd(unsigned long n) {
  seed = seed * 6364136223846793005UL + 1442695040888963407UL;
  return (unsigned long)(seed >> 33) % n;
}

/* 1 when a is an array of whole numbers >= 0, each larger than the last. */
static int increasing(const jval *a) {
  size_t i;
  if (a == NULL || a->t != J_ARR) return 0;
  for (i = 0; i < a->n; i++)
    if (a->items[i]->t != J_NUM || a->items[i]->num < 0 ||
        (i > 0 && a->items[i]->num <= a->items[i - 1]->num))
      return 0;
  return 1;
}

/* Every reach set of the analysis of pos: increasing, and null exactly on a
** finite value. Returns how many reach sets were seen (-1 on failure). */
static long reach_sets(const char *pos) {
  const char *out = NULL;
  const jval *cs, *ps;
  jval *j;
  size_t i, k;
  long seen = 0;
  if (gr_analyze(c, pos, GR_MOVES_WINNING, &out) != GR_OK || (j = json_parse(out)) == NULL) {
    test_condf(0, "%s: %s", pos, gr_error(c));
    return -1;
  }
  cs = json_get(j, "components");
  ps = json_get(j, "params");
  for (i = 0; cs && i < cs->n; i++) {
    const jval *x = cs->items[i], *r = json_get(x, "reach");
    if (json_bool(x, "loopy") != 1) continue;
    seen++;
    if (!increasing(r)) {
      test_condf(0, "%s: component %zu's reach is not strictly increasing", pos, i + 1);
      json_free(j);
      return -1;
    }
  }
  for (i = 0; ps && i < ps->n; i++) {
    const jval *nodes = json_get(ps->items[i], "nodes");
    for (k = 0; nodes && k < nodes->n; k++) {
      const jval *x = nodes->items[k];
      int loopy = json_bool(x, "loopy") == 1;
      if (loopy ? !increasing(json_get(x, "reach")) : !json_is_null(x, "reach")) {
        test_condf(0, "%s: node %s: reach %s", pos, json_str(x, "name"),
                   loopy ? "not strictly increasing" : "not null on a finite value");
        json_free(j);
        return -1;
      }
      seen += loopy;
    }
  }
  json_free(j);
  return seen;
}

/* Dense random graphs, so that an ∞ node often has several options of one
** finite value (terminal nodes, all 0): its reach set holds that value once. */
static void graphs(void) {
  static const char *const names = "abcdefgh";
  int i, count = test_quick ? 150 : 600, bad = 0;
  long sets = 0, r;
  char pos[1024];
  r = reach_sets("graph(a>a/b/c/d,b,c,d>b):a"); /* b, c, d: value 0, 0, 1 */
  test_condf(r == 2, "graph(a>a/b/c/d,b,c,d>b):a: %ld reach sets, want 2", r);
  {
    const char *out = NULL;
    test_condf(gr_analyze(c, "graph(a>a/b/c/d,b,c,d>b):a", GR_MOVES_WINNING, &out) == GR_OK &&
                   strstr(out, "\"reach\":[0,1]") != NULL,
               "graph(a>a/b/c/d,b,c,d>b):a: reach [0,1] once each: %s", out ? out : gr_error(c));
  }
  for (i = 0; i < count; i++) {
    int n = 3 + (int)rnd(6), u, v, l = 0;
    l += snprintf(pos + l, sizeof pos - (size_t)l, "graph(");
    for (u = 0; u < n; u++) {
      int k = 0;
      l += snprintf(pos + l, sizeof pos - (size_t)l, "%s%c", u ? "," : "", names[u]);
      for (v = 0; v < n; v++)
        if (rnd(8) < (u < 2 ? 6u : 2u)) /* the first nodes: many arrows, loops too */
          l += snprintf(pos + l, sizeof pos - (size_t)l, "%c%c", k++ ? '/' : '>', names[v]);
    }
    l += snprintf(pos + l, sizeof pos - (size_t)l, "):a");
    if (rnd(2)) snprintf(pos + l, sizeof pos - (size_t)l, ",b+nim:%d", (int)rnd(3));
    r = reach_sets(pos);
    if (r < 0 && ++bad > 5) break;
    if (r > 0) sets += r;
  }
  test_condf(sets >= count / 2, "graphs: only %ld reach sets in %d positions", sets, count);
  printf("  %-44s (%d graphs, %ld reach sets)\n", "lists: reach sets strictly increasing", count,
         sets);
}

/* The pattern finder's lists within their cap, and `first` as long as it
** can be: min(count, 30) P-positions, increasing, each of value 0. */
static void pattern_caps(void) {
  static const char *const fams[] = {
    "sub(2,5,6)", "sub(1,2)", "sub(3)", "tb(0.07)", "tb(0.137)", "tb(4!.0)", "sub(1,3,4)",
    "tb(0.6)", "staircase", "tb(0.[3])", "sub(100)", "tb(0.3)",
  };
  size_t f;
  for (f = 0; f < sizeof fams / sizeof fams[0]; f++) {
    const char *out = NULL, *vals = NULL;
    const jval *z, *first, *fs;
    jval *j;
    long count, n = 400, i;
    if (gr_pattern(c, fams[f], n, &out) != GR_OK || (j = json_parse(out)) == NULL) {
      test_condf(0, "pattern %s: %s", fams[f], gr_error(c));
      continue;
    }
    z = json_get(j, "zeros");
    first = z ? json_get(z, "first") : NULL;
    count = z ? json_long(z, "count", -1) : -1;
    test_condf(increasing(first) && count >= 0 &&
                   (long)first->n == (count < LIST_CAP ? count : LIST_CAP),
               "pattern %s: zeros.first has %zu P-positions of %ld, want min(count, %d)", fams[f],
               first ? first->n : 0, count, LIST_CAP);
    if (first && gr_sequence(c, fams[f], n, &vals) == GR_OK) {
      jval *s = json_parse(vals);
      const jval *v = s ? json_get(s, "values") : NULL;
      long zeros = 0, k = 0;
      int ok = v != NULL && (long)v->n == n + 1;
      for (i = 0; ok && i <= n; i++) {
        if (v->items[i]->num != 0) continue;
        zeros++;
        if (k < (long)first->n) ok = (long)first->items[k++]->num == i;
      }
      test_condf(ok && zeros == count, "pattern %s: zeros.first and count (%ld) against the values",
                 fams[f], count);
      json_free(s);
    }
    fs = json_get(j, "formulas");
    for (i = 0; fs && i < (long)fs->n; i++) {
      const jval *e = json_get(fs->items[i], "exceptions");
      test_condf(e == NULL || json_is_null(fs->items[i], "exceptions") || (increasing(e) && e->n <= LIST_CAP),
                 "pattern %s: formula %ld lists %zu exceptions", fams[f], i, e ? e->n : 0);
    }
    json_free(j);
  }
}

void test_lists(void) {
  clock_t t0 = clock();
  c = gr_open(0);
  gr_set_checks(c, 1);
  graphs();
  pattern_caps();
  gr_close(c);
  printf("  %-44s %6.2fs\n", "lists: reach sets, pattern caps",
         (double)(clock() - t0) / CLOCKS_PER_SEC);
}
