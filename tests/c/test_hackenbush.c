/*
** test_hackenbush.c — Green Hackenbush against plain minimax and the SPEC:
**   - every picture of up to 6 edges on the ground and 3 more vertices
**     (loops, multiple edges, cycles through the ground or above it), every
**     simple picture on the ground and 4 vertices with 5-7 edges, random
**     multigraphs of 7 edges on 6 vertices, and classic shapes: the whole
**     analysis and, for single pictures, the value found without SG theory;
**   - sums with Nim, checkers, Treblecross, octal rows and coin rows;
**   - the "why" detail: a partition of the vertices into fused parts whose
**     values are the XOR of their branches, ending at the ground with the
**     component's value;
**   - the SPEC's principles on large pictures (a stalk of n is n; a tree's
**     value by the colon principle, computed here on the tree itself; an odd
**     cycle is worth one edge, an even one none), pictures of 300+ edges
**     timed, and each value equal to the mex of its options' values;
**   - text: the canonical form, round trips, malformed bodies and limits.
*/
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

static gr_ctx *ctx;

static unsigned long rng = 4242;
static unsigned long rnd(unsigned long n) {
  rng = rng * 6364136223846793005UL + 1442695040888963407UL;
  return (unsigned long)(rng >> 33) % n;
}

/* ---- pictures -------------------------------------------------------------- */

typedef struct edge { int u, v; } edge;

static int cmp_edge(const void *a, const void *b) {
  const edge *x = a, *y = b;
  if (x->u != y->u) return x->u < y->u ? -1 : 1;
  return x->v < y->v ? -1 : x->v > y->v;
}

/* The canonical body of n edges (sorted in place), or "0". */
static void body_of(edge *e, int n, char *out, size_t cap) {
  int i;
  size_t l = 0;
  for (i = 0; i < n; i++)
    if (e[i].u > e[i].v) {
      int t = e[i].u;
      e[i].u = e[i].v;
      e[i].v = t;
    }
  qsort(e, (size_t)n, sizeof *e, cmp_edge);
  out[0] = '\0';
  if (n == 0) snprintf(out, cap, "0");
  for (i = 0; i < n; i++)
    l += (size_t)snprintf(out + l, cap - l, "%s%d-%d", i ? "." : "", e[i].u, e[i].v);
}

/* 1 when every edge is joined to vertex 0 (vertices below vmax). */
static int grounded(const edge *e, int n, int vmax) {
  char *reach = calloc((size_t)vmax + 1, 1);
  int changed = 1, i, ok = 1;
  if (reach == NULL) { fputs("out of memory\n", stderr); exit(3); }
  reach[0] = 1;
  while (changed) {
    changed = 0;
    for (i = 0; i < n; i++)
      if (reach[e[i].u] != reach[e[i].v]) {
        reach[e[i].u] = reach[e[i].v] = 1;
        changed = 1;
      }
  }
  for (i = 0; i < n; i++) ok &= reach[e[i].u];
  free(reach);
  return ok;
}

/* The non-ground vertices used are exactly 1..m (one labelling of many). */
static int labels_packed(const edge *e, int n) {
  int used[16] = {0}, i, top = 0;
  for (i = 0; i < n; i++) {
    used[e[i].u] = used[e[i].v] = 1;
    if (e[i].u > top) top = e[i].u;
    if (e[i].v > top) top = e[i].v;
  }
  for (i = 1; i <= top; i++)
    if (!used[i]) return 0;
  return 1;
}

/* Every multiset of k edge types (loops and pairs on vertices 0..nv-1),
** grounded and packed, with at most `most` copies of one edge. */
static void multigraphs(swlist *out, int nv, int k, int most) {
  edge types[32], e[16];
  int nt = 0, u, v, idx[16], i;
  char body[128];
  for (u = 0; u < nv; u++)
    for (v = u; v < nv; v++) types[nt].u = u, types[nt++].v = v;
  for (i = 0; i < k; i++) idx[i] = 0;
  for (;;) {
    int run = 1, ok = 1;
    for (i = 1; i < k; i++) {
      run = idx[i] == idx[i - 1] ? run + 1 : 1;
      if (run > most) ok = 0;
    }
    if (ok) {
      for (i = 0; i < k; i++) e[i] = types[idx[i]];
      if (grounded(e, k, nv) && labels_packed(e, k)) {
        body_of(e, k, body, sizeof body);
        sw_addf(out, "hackenbush:%s", body);
      }
    }
    for (i = k - 1; i >= 0 && idx[i] == nt - 1; i--) {} /* next nondecreasing sequence */
    if (i < 0) break;
    idx[i]++;
    for (u = i + 1; u < k; u++) idx[u] = idx[i];
  }
}

/* Every simple picture (no loops, no repeated edge) on vertices 0..nv-1 with
** k edges, grounded and packed. */
static void simple_graphs(swlist *out, int nv, int k) {
  edge types[32], e[16];
  int nt = 0, u, v, i;
  unsigned long m;
  char body[128];
  for (u = 0; u < nv; u++)
    for (v = u + 1; v < nv; v++) types[nt].u = u, types[nt++].v = v;
  for (m = 0; m < (1UL << nt); m++) {
    int n = 0;
    for (i = 0; i < nt; i++)
      if (m >> i & 1) e[n++] = types[i];
    if (n != k || !grounded(e, n, nv) || !labels_packed(e, n)) continue;
    body_of(e, n, body, sizeof body);
    sw_addf(out, "hackenbush:%s", body);
  }
}

/* A random grounded picture of n edges on vertices 0..nv-1, loops and
** multiple edges allowed: each edge touches a vertex already joined. */
static void random_picture(int n, int nv, char *out, size_t cap) {
  edge e[64];
  int joined[64], nj = 1, i;
  joined[0] = 0;
  for (i = 0; i < n; i++) {
    int a = joined[rnd((unsigned long)nj)], b = (int)rnd((unsigned long)nv), j, seen = 0;
    e[i].u = a;
    e[i].v = b;
    for (j = 0; j < nj; j++) seen |= joined[j] == b;
    if (!seen) joined[nj++] = b;
  }
  body_of(e, n, out, cap);
}

/* ---- the "why" detail ------------------------------------------------------- */

/* The detail of a single picture must describe a reduction: fused parts
** that split the standing vertices, every edge a loop of one part or the
** bridge of another, each part's value the XOR of its branches (a loop 1, a
** bridge 1 + the value above it), the ground's part last, worth the sg. */
static void check_detail(const char *text) {
  jval *j = sw_analyze(ctx, text, GR_MOVES_WINNING);
  const jval *c0, *edges, *nodes;
  long sg, nedges, k;
  int seen_vertex[1000] = {0}, edge_used[64] = {0}, ok = 1;
  if (j == NULL) return;
  c0 = json_get(j, "components")->items[0];
  edges = json_get(c0, "edges");
  nodes = json_get(c0, "nodes");
  sg = json_long(c0, "sg", -1);
  nedges = edges ? (long)edges->n : -1;
  if (!edges || !nodes || nodes->n == 0 || nedges > 63) {
    test_condf(0, "\"%s\": detail lacks edges or nodes", text);
    json_free(j);
    return;
  }
  for (k = 0; k < (long)nodes->n && ok; k++) {
    const jval *nd = nodes->items[k], *fused = json_get(nd, "fused"), *loops = json_get(nd, "loops");
    const jval *br = json_get(nd, "branches");
    long x = 0, b, name = json_long(nd, "vertex", -1), least = 100000;
    size_t i;
    for (i = 0; fused && i < fused->n; i++) {
      long v = (long)fused->items[i]->num;
      if (v < 0 || v >= 1000 || seen_vertex[v]) ok = 0;
      else seen_vertex[v] = 1;
      if (v < least) least = v;
    }
    if (name != least) ok = 0;
    for (i = 0; loops && i < loops->n; i++) {
      long e = (long)loops->items[i]->num;
      if (e < 1 || e > nedges || edge_used[e]++) ok = 0;
    }
    if (!json_is_null(nd, "edge")) {
      long e = json_long(nd, "edge", 0);
      if (e < 1 || e > nedges || edge_used[e]++) ok = 0;
    }
    for (i = 0; br && i < br->n; i++) {
      const jval *one = br->items[i];
      if (one->t != J_ARR || one->n != 2) {
        ok = 0;
        break;
      }
      b = (long)one->items[1]->num;
      x ^= b;
    }
    if (x != json_long(nd, "value", -1)) ok = 0;
    /* a branch is a loop of this part (1) or the bridge of a part above */
    for (i = 0; br && ok && i < br->n; i++) {
      long e = (long)br->items[i]->items[0]->num, len = (long)br->items[i]->items[1]->num;
      size_t q, l;
      int found = 0;
      for (l = 0; loops && l < loops->n; l++) found |= (long)loops->items[l]->num == e && len == 1;
      for (q = 0; q < (size_t)k && !found; q++) /* parts above come first */
        if (json_long(nodes->items[q], "edge", 0) == e &&
            json_long(nodes->items[q], "parent", -1) == name &&
            len == 1 + json_long(nodes->items[q], "value", -100))
          found = 1;
      if (!found) ok = 0;
    }
    if (k == (long)nodes->n - 1 &&
        (name != 0 || !json_is_null(nd, "edge") || json_long(nd, "value", -1) != sg))
      ok = 0;
  }
  for (k = 1; k <= nedges; k++)
    if (edge_used[k] != 1) ok = 0;
  test_condf(ok, "\"%s\": the detail does not describe the reduction", text);
  json_free(j);
}

/* ---- sweeps ------------------------------------------------------------------- */

static void sweep_small(void) {
  swlist r = {0}, sg = {0}, all = {0};
  int k, maxk = test_quick ? 5 : 6;
  long i;
  for (k = 0; k <= maxk; k++) multigraphs(&all, 4, k, k <= 4 ? 4 : 3);
  for (i = 0; i < all.n; i++) {
    sw_add(&r, all.s[i]);
    if (i % (test_quick ? 4 : 1) == 0) sw_add(&sg, all.s[i]);
    if (i % 7 == 0) check_detail(all.s[i]);
  }
  sw_free(&all);
  sw_family(ctx, "hackenbush, pictures <= 6 edges on 4 vertices", &r, &sg, 8);

  for (k = 5; k <= 7; k++) simple_graphs(&all, 5, k);
  for (i = 0; i < all.n; i++) {
    if (test_quick && i % 3) continue;
    sw_add(&r, all.s[i]);
    if (i % 2 == 0) sw_add(&sg, all.s[i]);
    if (i % 5 == 0) check_detail(all.s[i]);
  }
  sw_free(&all);
  sw_family(ctx, "hackenbush, simple pictures 5-7 edges, 5 vertices", &r, &sg, 8);

  rng = 77;
  for (i = 0; i < (test_quick ? 150 : 600); i++) {
    char body[128];
    random_picture(6 + (int)rnd(2), 6, body, sizeof body);
    sw_addf(&r, "hackenbush:%s", body);
    if (i % 2 == 0) sw_addf(&sg, "hackenbush:%s", body);
    check_detail(r.s[r.n - 1]);
  }
  sw_family(ctx, "hackenbush, random multigraphs of 6-7 edges", &r, &sg, 8);

  { /* shapes: cycles on the ground and up a stalk, thetas, K4, K2,3, a house,
    ** a bouquet of loops, a long double edge */
    static const char *const shapes[] = {
      "0-0", "0-0.0-0", "0-1.0-1", "0-1.0-2.1-2", "0-1.0-3.1-2.2-3", "0-1.0-4.1-2.2-3.3-4",
      "0-1.0-5.1-2.2-3.3-4.4-5", "0-1.0-6.1-2.2-3.3-4.4-5.5-6", "0-1.1-2.1-3.2-3",
      "0-1.1-2.1-4.2-3.3-4", "0-1.1-2.1-5.2-3.3-4.4-5", "0-1.0-1.1-2.1-2.2-3.2-3",
      "0-1.0-2.0-3.1-2.1-3.2-3", "0-1.0-2.0-3.1-4.2-4.3-4", "0-1.0-2.1-2.1-3.2-4.3-4",
      "0-1.1-1.1-1.1-2.2-2", "0-1.1-2.2-2.2-3.3-3.3-3", "0-1.0-2.1-3.2-3.3-4.3-5",
      "0-1.0-2.1-2.2-3.3-4.3-4", "0-1.1-2.1-3.1-4.1-5.1-6.1-7",
      "0-1.1-2.2-3.3-4.4-5.5-6.6-7", "0-0.0-1.1-1.1-2.2-2.2-3",
    };
    size_t q;
    for (q = 0; q < sizeof shapes / sizeof shapes[0]; q++) {
      sw_addf(&r, "hackenbush:%s", shapes[q]);
      sw_addf(&sg, "hackenbush:%s", shapes[q]);
      check_detail(r.s[r.n - 1]);
    }
    sw_family(ctx, "hackenbush, classic shapes", &r, &sg, 8);
  }
}

static void sweep_sums(void) {
  swlist r = {0}, pics = {0};
  static const char *const others[] = {
    "nim:0", "nim:1", "nim:2", "nim:3", "checkers:.o.o", "checkers:o..o", "treblecross:.....",
    "treblecross:XX...", "octal(0.77):ooo.o", "ruler:HTH", "turtles:THH", "mockturtles:HH",
    "corners:TH/HH", "staircase:1/2", "northcott:B..W@2"};
  long i;
  size_t q;
  int k;
  for (k = 0; k <= 4; k++) multigraphs(&pics, 3, k, 2);
  for (i = 0; i < pics.n; i++)
    for (q = 0; q < sizeof others / sizeof others[0]; q++) {
      const char *o = others[q];
      size_t ol = strlen(o);
      int two = ol > 2 && strcmp(o + ol - 2, "@2") == 0;
      sw_addf(&r, "%s+%.*s%s", pics.s[i], (int)(two ? ol - 2 : ol), o, two ? "@2" : "");
    }
  for (i = 0; i < pics.n; i += 2) { /* two pictures in one group, and a mixture */
    long j;
    for (j = 0; j < pics.n; j += 3) sw_addf(&r, "%s,%s", pics.s[i], pics.s[j] + 11);
    sw_addf(&r, "nim:2+%s+ruler:THH@2", pics.s[i]);
  }
  sw_free(&pics);
  sw_family(ctx, "hackenbush sums with nim, checkers, coins …", &r, NULL, 0);
}

/* ---- the SPEC on large pictures --------------------------------------------- */

static long engine_sg(const char *text, gr_moves_mode mode, double *secs) {
  double t0 = sw_now();
  const char *out = NULL;
  gr_status st = gr_analyze(ctx, text, mode, &out);
  long v = -1;
  jval *j;
  if (secs) *secs = sw_now() - t0;
  test_condf(st == GR_OK, "analyze \"%.60s…\": %s", text, gr_error(ctx));
  if (st != GR_OK || (j = json_parse(out)) == NULL) return -1;
  v = json_long(json_get(j, "components")->items[0], "sg", -1);
  json_free(j);
  return v;
}

/* A random tree of n edges rooted at the ground, with pendant cycles (a
** cycle of length L from a vertex back to it, L = 1 a loop, 2 a double edge)
** on some vertices; its value by the SPEC's principles, computed on the
** tree: a vertex is worth the XOR of 1 + each child's worth and of its
** pendant cycles' lengths mod 2. */
static long big_picture(int n, int cycles, char **text) {
  edge *e = malloc((size_t)(n + 8 * cycles + 1) * sizeof *e);
  int *parent = malloc((size_t)(n + 1) * sizeof *parent), i, ne = 0, nv = n + 1, c;
  long *worth = calloc((size_t)(n + 1), sizeof *worth);
  char *body;
  size_t cap = (size_t)(n + 8 * cycles + 1) * 16 + 32, l = 0;
  if (!e || !parent || !worth) { fputs("out of memory\n", stderr); exit(3); }
  parent[0] = -1;
  for (i = 1; i <= n; i++) { /* vertex i hangs from an earlier one */
    parent[i] = (int)rnd((unsigned long)i);
    e[ne].u = parent[i];
    e[ne++].v = i;
  }
  for (c = 0; c < cycles; c++) {
    int at = (int)rnd((unsigned long)(n + 1)), len = 1 + (int)rnd(6), prev = at, k;
    for (k = 1; k < len; k++) { /* through new vertices, back to `at` */
      e[ne].u = prev;
      e[ne++].v = nv;
      prev = nv++;
    }
    e[ne].u = prev;
    e[ne++].v = at;
    worth[at] ^= len & 1;
  }
  for (i = n; i >= 1; i--) worth[parent[i]] ^= 1 + worth[i]; /* children have larger numbers */
  body = malloc(cap);
  if (!body) { fputs("out of memory\n", stderr); exit(3); }
  l = (size_t)snprintf(body, cap, "hackenbush:");
  for (i = 0; i < ne; i++) /* in a shuffled order: the engine sorts */
    l += (size_t)snprintf(body + l, cap - l, "%s%d-%d", i ? "." : "", e[(i * 7919) % ne].v,
                          e[(i * 7919) % ne].u);
  *text = body;
  {
    long w = worth[0];
    free(e);
    free(parent);
    free(worth);
    return w;
  }
}

static void spec_facts(void) {
  double t0 = sw_now(), secs;
  char *t;
  int n, round;
  long want;
  for (n = 1; n <= 300; n += 37) { /* a stalk of n edges is a Nim heap of n */
    int i;
    char *body = malloc((size_t)n * 12 + 16);
    size_t l = (size_t)sprintf(body, "hackenbush:");
    for (i = 0; i < n; i++) l += (size_t)sprintf(body + l, "%s%d-%d", i ? "." : "", i, i + 1);
    test_condf(engine_sg(body, GR_MOVES_WINNING, NULL) == n, "a stalk of %d edges is not %d", n, n);
    free(body);
  }
  for (n = 1; n <= 9; n++) { /* a cycle of n through the ground: n mod 2 */
    char body[256];
    int i;
    size_t l = (size_t)sprintf(body, "hackenbush:");
    for (i = 0; i < n; i++) l += (size_t)sprintf(body + l, "%s%d-%d", i ? "." : "", i, (i + 1) % n);
    if (n == 1) sprintf(body, "hackenbush:0-0");
    test_condf(engine_sg(body, GR_MOVES_WINNING, NULL) == n % 2, "a cycle of %d: not %d", n, n % 2);
  }
  /* the colon principle: branches 3 and 5 at the top of a stalk of 2 are a
  ** branch of 3 XOR 5 = 6, so the picture is worth 2 + 6 = 8 */
  test_condf(engine_sg("hackenbush:0-1.1-2.2-3.3-4.4-5.2-6.6-7.7-8.8-9.9-10",
                       GR_MOVES_WINNING, NULL) == 8, "colon principle: 8");
  rng = 2718;
  for (round = 0; round < 6; round++) {
    int edges = round < 3 ? 300 : 940, cycles = round % 3 == 0 ? 0 : 12;
    long got;
    want = big_picture(edges, cycles, &t);
    got = engine_sg(t, GR_MOVES_WINNING, &secs);
    test_condf(got == want, "big picture %d (%d tree edges, %d cycles): sg %ld, the SPEC's "
               "principles say %ld", round, edges, cycles, got, want);
    printf("    hackenbush: %d tree edges + %d pendant cycles, winning moves in %.1f ms\n",
           edges, cycles, secs * 1000);
    if (round == 1 || round == 4) { /* the value is the mex of the options' values */
      const char *out = NULL;
      double t1 = sw_now();
      gr_status st = gr_analyze(ctx, t, GR_MOVES_ALL, &out);
      jval *j = st == GR_OK ? json_parse(out) : NULL;
      const jval *mv = j ? json_get(j, "moves") : NULL;
      char *seen = calloc(4096, 1);
      long mex = 0;
      size_t q;
      printf("    hackenbush: every move of that picture in %.1f ms\n", (sw_now() - t1) * 1000);
      test_condf(mv && mv->n > 300, "big picture %d: all moves: %s", round,
                 st == GR_OK ? "listed" : gr_error(ctx));
      for (q = 0; mv && q < mv->n; q++) {
        long a = json_long(mv->items[q], "sg_after", -1);
        if (a >= 0 && a < 4096) seen[a] = 1;
      }
      while (mex < 4096 && seen[mex]) mex++;
      test_condf(mv && mex == want, "big picture %d: mex of the options %ld, value %ld", round,
                 mex, want);
      free(seen);
      json_free(j);
    }
    free(t);
  }
  printf("  %-44s %6.2fs\n", "hackenbush: SPEC principles, big pictures", sw_now() - t0);
}

/* ---- text ------------------------------------------------------------------------ */

static void text_cases(void) {
  static const text_canon canon[] = {
    {"hackenbush:0", "hackenbush:0"},
    {"hackenbush:00", "hackenbush:0"},
    {"hackenbush:1-0", "hackenbush:0-1"},
    {"hackenbush:2-1.1-0.0-2", "hackenbush:0-1.0-2.1-2"},
    {"hackenbush:01-0.1-002", "hackenbush:0-1.1-2"},
    {"hackenbush:3-3.0-3", "hackenbush:0-3.3-3"},
    {"hackenbush:0-9999", "hackenbush:0-9999"},
    {"hackenbush:10-0.2-10.0-10", "hackenbush:0-10.0-10.2-10"},
    {"hackenbush: 0-1 , 1-0 ", "hackenbush:0-1,0-1"},
    {"hackenbush:0-1+hackenbush:0", "hackenbush:0-1,0"},
    {"nim:1+hackenbush:5-0+nim:2", "nim:1+hackenbush:0-5+nim:2"},
  };
  static const text_bad bad[] = {
    {"hackenbush:", GR_EINPUT, "at character 12", NULL},
    {"hackenbush:0-1.1-x", GR_EINPUT, "at character 18", "\"x\" is not a vertex"},
    {"hackenbush:g-1", GR_EINPUT, "at character 12", "\"g\" is not a vertex"},
    {"hackenbush:0-1..1-2", GR_EINPUT, "at character 16", "\".\" is not a vertex"},
    {"hackenbush:0-1.", GR_EINPUT, "at character 16", "the end of the text"},
    {"hackenbush:0-1-2", GR_EINPUT, "at character 15", "\"-\" cannot follow an edge"},
    {"hackenbush:0-1/1-2", GR_EINPUT, "at character 15", "\"/\" cannot follow an edge"},
    {"hackenbush:0+1", GR_EINPUT, "at character 14", "game name"},
    {"hackenbush:5", GR_EINPUT, "at character 13", "bare ground"},
    {"hackenbush:0-1.5", GR_EINPUT, "at character 17", "\"-\""},
    {"hackenbush:0=1", GR_EINPUT, "at character 13", "\"=\" cannot follow a vertex"},
    {"hackenbush:0-1.2-3", GR_EINPUT, "at character 16", "edge 2-3 is not connected"},
    {"hackenbush:1-2", GR_EINPUT, "at character 12", "edge 1-2 is not connected"},
    {"hackenbush:0-1.3-3.1-2", GR_EINPUT, "at character 16", "edge 3-3"},
    {"hackenbush:0-10000", GR_ELIMIT, "at character 14", "9999"},
    {"hackenbush:0-1\xff", GR_EINPUT, "at character 15", "0xff"},
    {"hackenbush:-1", GR_EINPUT, "at character 12", "\"-\" is not a vertex"},
  };
  static const text_play play[] = {
    {"hackenbush:0-1.1-2.1-3", "1:1", "hackenbush:0@2"},
    {"hackenbush:0-1.1-2.1-3", "1:2", "hackenbush:0-1.1-3@2"},
    {"hackenbush:0-1.0-2.1-2.2-3", "1:3", "hackenbush:0-1.0-2.2-3@2"},
    {"hackenbush:0-1.0-2.1-2.2-3", "1:4", "hackenbush:0-1.0-2.1-2@2"},
    {"nim:1+hackenbush:0-0.0-1@2", "2:1", "nim:1+hackenbush:0-1"},
    {"hackenbush:0-5.5-7", "1:1>", "hackenbush:0@2"},
  };
  static const text_refused refused[] = {
    {"hackenbush:0-1.1-2", "1:3", "1 to 2"},
    {"hackenbush:0-1.1-2", "1:0", "1 to 2"},
    {"hackenbush:0-1", "1:2", "write 1"},
    {"hackenbush:0-1.1-2", "1:1-2", "1 to 2"},
    {"hackenbush:0", "1:1", "no moves"},
  };
  const char *out;
  gr_status st;
  test_text_canon(ctx, canon, TEXT_COUNT(canon));
  test_text_bad(ctx, bad, TEXT_COUNT(bad));
  test_text_play(ctx, play, TEXT_COUNT(play));
  test_text_refused(ctx, refused, TEXT_COUNT(refused));
  { /* limits: 1024 edges pass, 1025 do not */
    char *s = malloc(1100 * 12 + 32);
    size_t l;
    int i;
    for (i = 1024; i <= 1025; i++) {
      int k;
      l = (size_t)sprintf(s, "hackenbush:");
      for (k = 0; k < i; k++) l += (size_t)sprintf(s + l, "%s0-%d", k ? "." : "", k % 50);
      st = gr_canonical(ctx, s, &out);
      if (i == 1024) test_condf(st == GR_OK, "1024 edges: %s", gr_error(ctx));
      else test_condf(st == GR_ELIMIT && strstr(gr_error(ctx), "1024"), "1025 edges: %d %s",
                      (int)st, gr_error(ctx));
    }
    free(s);
  }
  { /* labels and the exact detail of one picture */
    jval *j = sw_analyze(ctx, "hackenbush:0-1.0-2.1-2.2-3.3-4.3-4", GR_MOVES_ALL);
    const char *json = NULL;
    if (j) {
      const jval *mv = json_get(j, "moves");
      test_condf(mv && mv->n == 6 && strcmp(json_str(mv->items[3], "label"),
                                           "cut edge 4 (2-3): 2 more edges fall") == 0 &&
                     json_long(mv->items[3], "count", 0) == 3,
                 "label of a cut that fells two edges: %s",
                 mv && mv->n > 3 ? json_str(mv->items[3], "label") : "?");
      test_condf(mv && mv->n == 6 && strcmp(json_str(mv->items[0], "label"), "cut edge 1 (0-1)") == 0,
                 "label of a cut that fells nothing");
      json_free(j);
    }
    st = gr_analyze(ctx, "hackenbush:0-1.0-2.1-2.2-3.3-4.3-4", GR_MOVES_WINNING, &json);
    test_condf(st == GR_OK && strstr(json, ",\"edges\":[[0,1],[0,2],[1,2],[2,3],[3,4],[3,4]],"
               "\"nodes\":[{\"vertex\":3,\"fused\":[3,4],\"loops\":[5,6],\"edge\":4,\"parent\":0,"
               "\"branches\":[[5,1],[6,1]],\"value\":0},{\"vertex\":0,\"fused\":[0,1,2],"
               "\"loops\":[1,2,3],\"edge\":null,\"parent\":null,\"branches\":[[1,1],[2,1],[3,1],"
               "[4,1]],\"value\":0}]}") != NULL,
               "detail of a triangle with a double edge on top: %s", st == GR_OK ? json : "");
    st = gr_analyze(ctx, "hackenbush:0", GR_MOVES_ALL, &json);
    test_condf(st == GR_OK && strstr(json, "\"sg\":0,\"legal\":0") &&
                   strstr(json, "\"edges\":[],\"nodes\":[{\"vertex\":0,\"fused\":[0],\"loops\":[],"
                          "\"edge\":null,\"parent\":null,\"branches\":[],\"value\":0}]"),
               "the bare ground: %s", st == GR_OK ? json : gr_error(ctx));
  }
}

void test_hackenbush(void) {
  double t0 = sw_now();
  ctx = gr_open(0);
  text_cases();
  spec_facts();
  sweep_small();
  sweep_sums();
  gr_close(ctx);
  printf("  %-44s %6.2fs\n", "hackenbush: all", sw_now() - t0);
}
