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
** of 2 or more), computed the same way. A position that can reach a loop
** (tokens on cycles, Northcott's pieces) has no genus: the engine gives
** none. Fixed positions, then small random ones of every game gr_info lists
** (gr_random; the seed is printed, GR_SWEEP_SEED=N reruns it).
*/
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include "../../c/grundy.h"
#include "../../c/grconf.h"
#include "json.h"
#include "oracle.h"
#include "suites.h"
#include "sweep.h"
#include "sweeprand.h"
#include "test.h"

/* A map from a position's canonical text to a number. */
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

/* The game graph of the positions valued: each position (by its canonical
** text, the oracle's) once, with its options, explored depth first; the
** values are computed over it. A position whose exploration meets one of
** its own ancestors is on a loop, and so is every position that can reach
** one (LOOP: no value). */
#define ROWS 81 /* heaps of *2 (and of *1) a misère value asks for: 0..ROWS-1 */
enum { BUSY = 1, DONE, LOOPS };
#define LOOP (-3)

typedef struct gnode {
  int *kid, nkid;
  int state;
  long normal, height; /* -1 until computed */
  int *mis;            /* the misère value with m heaps of *2 and j of *1: [m * ROWS + j] */
} gnode;

static memo ids;
static gnode *nodes;
static int nnodes, capnodes;

static void graph_free(void) {
  int i;
  for (i = 0; i < nnodes; i++) {
    free(nodes[i].kid);
    free(nodes[i].mis);
  }
  free(nodes);
  nodes = NULL;
  nnodes = capnodes = 0;
  memo_free(&ids);
}

static int node_of(const opos *p) {
  char text[1024];
  long *slot;
  omove *mv = NULL;
  int id, k, i, loop = 0, *kid;
  opos_format(p, text, sizeof text);
  slot = memo_at(&ids, text);
  if (*slot >= 0) return (int)*slot;
  if (nnodes == capnodes) {
    capnodes = capnodes ? 2 * capnodes : 256;
    nodes = realloc(nodes, (size_t)capnodes * sizeof *nodes);
    if (nodes == NULL) {
      fputs("out of memory\n", stderr);
      exit(3);
    }
  }
  id = nnodes++;
  *slot = id;
  memset(&nodes[id], 0, sizeof nodes[id]);
  nodes[id].normal = nodes[id].height = -1;
  nodes[id].state = BUSY;
  k = opos_moves(p, &mv);
  kid = malloc((size_t)(k + 1) * sizeof *kid);
  for (i = 0; i < k; i++) {
    kid[i] = node_of(&mv[i].after);
    loop |= nodes[kid[i]].state != DONE; /* an ancestor (a loop) or a position reaching one */
  }
  free(mv);
  nodes[id].kid = kid;
  nodes[id].nkid = k;
  nodes[id].state = loop ? LOOPS : DONE;
  return id;
}

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

/* The normal-play value of node u (0 without options). */
static long normal_of(int u) {
  long *v, r;
  int i;
  if (nodes[u].normal >= 0) return nodes[u].normal;
  v = malloc((size_t)(nodes[u].nkid + 1) * sizeof *v);
  for (i = 0; i < nodes[u].nkid; i++) v[i] = normal_of(nodes[u].kid[i]);
  r = mex_of(v, nodes[u].nkid);
  free(v);
  return nodes[u].normal = r;
}

/* The longest play from node u. */
static long height_of(int u) {
  long r = 0;
  int i;
  if (nodes[u].height >= 0) return nodes[u].height;
  for (i = 0; i < nodes[u].nkid; i++)
    if (height_of(nodes[u].kid[i]) + 1 > r) r = height_of(nodes[u].kid[i]) + 1;
  return nodes[u].height = r;
}

/* The misère value of node u plus m heaps of *2 and j heaps of *1, the
** heaps played by hand: a heap of 2 taken whole or left as 1, a heap of 1
** taken; 1 without any move, else the mex of the options'. */
static long mis_of(int u, int m, int j) {
  long *v, r;
  int i, n = 0;
  if (nodes[u].mis == NULL) {
    nodes[u].mis = malloc((size_t)ROWS * ROWS * sizeof *nodes[u].mis);
    for (i = 0; i < ROWS * ROWS; i++) nodes[u].mis[i] = -1;
  }
  if (nodes[u].mis[m * ROWS + j] >= 0) return nodes[u].mis[m * ROWS + j];
  v = malloc((size_t)(nodes[u].nkid + 3) * sizeof *v);
  for (i = 0; i < nodes[u].nkid; i++) v[n++] = mis_of(nodes[u].kid[i], m, j);
  if (m > 0) {
    v[n++] = mis_of(u, m - 1, j);     /* take a heap of 2 */
    v[n++] = mis_of(u, m - 1, j + 1); /* leave 1 of it */
  }
  if (j > 0) v[n++] = mis_of(u, m, j - 1);
  r = n == 0 ? 1 : mex_of(v, n);
  free(v);
  nodes[u].mis[m * ROWS + j] = (int)r;
  return r;
}

/* kind 0: normal value of p; 1: misère value of p + m heaps of 2 + j of 1
** (m + j < ROWS); 2: the longest play from p. LOOP when p can reach a loop. */
static long value(const opos *p, int m, int j, int kind) {
  int u = node_of(p);
  if (nodes[u].state == LOOPS) return LOOP;
  return kind == 0 ? normal_of(u) : kind == 2 ? height_of(u) : mis_of(u, m, j);
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
    long h = value(&p, 0, 0, 2), g = h == LOOP ? LOOP : value(&p, 0, 0, 0), want[80];
    int i, len, wlen = (int)h + 21;
    if (h == LOOP || opos_over(&p)) { /* no genus: loops, or the game is over */
      test_condf(gen != NULL && gen->t == J_NULL, "\"%s\": it %s, yet has a genus", mis,
                 h == LOOP ? "can reach a loop" : "is over");
      json_free(j);
      graph_free();
      return;
    }
    if (gen == NULL || gen->t == J_NULL) {
      long edges = 0;
      int e;
      for (e = 0; e < nnodes; e++) edges += nodes[e].nkid;
      /* the engine's search of the sum lists at most this many moves for a genus */
      test_condf(h > 12 || edges > (long)(GR_GENUS_WORK / GR_SEARCH_MOVE_WORK),
                 "\"%s\": no genus, yet its longest play is only %ld moves and its graph "
                 "%ld moves", mis, h, edges);
      json_free(j);
      graph_free();
      return;
    }
    gam = json_get(gen, "gamma");
    test_condf(json_long(gen, "g", -1) == g, "\"%s\": genus base %ld, the mex rule says %ld", mis,
               json_long(gen, "g", -1), g);
    len = gam ? (int)gam->n : 0;
    test_condf(len >= 1 && len <= 60, "\"%s\": genus of %d superscripts", mis, len);
    if (len < 1) {
      json_free(j);
      graph_free();
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
  graph_free(); /* each position's graph on its own: the rows take room */
}

/* Positions a random one may reach at most, as the oracle counts them: the
** definition values each one for every row of heaps of *2 it checks. */
#define GENUS_STATES 400

/* Small random positions of every game gr_info lists (1 to 3 components of
** one game, as gr_random draws them), and sums of one component of each of
** two games. */
static void random_games(void) {
  rs_rng rng = rs_open("genus of every game");
  long per_game = rs_long() ? 40 : test_quick ? 2 : 6, sums = rs_long() ? 200 : test_quick ? 8 : 30;
  const char *out;
  jval *info;
  const jval *games;
  size_t ng;
  long k, tries;
  double t0 = sw_now();
  if (gr_info(ctx, &out) != GR_OK || (info = json_parse(out)) == NULL) {
    test_condf(0, "genus: no info");
    return;
  }
  games = json_get(info, "games");
  ng = games ? games->n : 0;
  for (k = 0, tries = 0; k < per_game * (long)ng + sums && tries < 20 * (per_game * (long)ng + sums);
       tries++) {
    opos p, q;
    char t[2048];
    oracle *o;
    long states;
    int two = k >= per_game * (long)ng, i;
    memset(&p, 0, sizeof p);
    for (i = 0; i < (two ? 2 : 1); i++) {
      const char *name = json_str(games->items[two ? (size_t)rs_below(&rng, (long)ng)
                                                   : (size_t)(k / per_game)], "name"), *r;
      unsigned long long seed = rs_next(&rng) % 1000000000ULL;
      if (gr_random(ctx, name, seed, &r) != GR_OK || opos_parse(r, &q) != 0) {
        test_condf(0, "%s: no random position the oracle reads (seed %llu)", name, seed);
        continue;
      }
      if (two) opos_push(&p, &q.c[0]);
      else p = q;
    }
    p.turn = (int)rs_below(&rng, 2);
    o = oracle_new();
    oracle_add(o, &p);
    states = oracle_states(o);
    oracle_free(o);
    if (p.n == 0 || states > GENUS_STATES) continue;
    opos_format(&p, t, sizeof t);
    check(t);
    k++;
  }
  printf("  %-44s %6.2fs  (%ld positions)\n", "genus of random positions of every game",
         sw_now() - t0, k);
  json_free(info);
}

/* A component whose genus search runs out of work: its genus is null, and
** the sum holding it is not searched at all (its search would look through
** every position of the component's and stop too); the small component
** beside it still has its genus. */
gr_int gr_sumsearch_count(gr_ctx *c); /* c/search.c */
static void stopped_early(void) {
  static const struct { const char *text; long searches; int big; } cases[] = {
    {"tb(0.44):600;misere", 1, 0},
    {"tb(0.44):600,3;misere", 2, 0},
    {"tb(0.44):3,600;misere", 2, 1},
  };
  size_t i, k;
  for (i = 0; i < sizeof cases / sizeof cases[0]; i++) {
    long before = (long)gr_sumsearch_count(ctx), took;
    const char *out;
    const jval *comps, *g;
    jval *j = gr_analyze(ctx, cases[i].text, GR_MOVES_WINNING, &out) == GR_OK ? json_parse(out) : NULL;
    took = (long)gr_sumsearch_count(ctx) - before;
    test_condf(j != NULL, "\"%s\": no analysis", cases[i].text);
    if (j == NULL) continue;
    test_condf(took == cases[i].searches, "\"%s\": %ld searches for the genera, want %ld",
               cases[i].text, took, cases[i].searches);
    test_condf(json_is_null(j, "genus"), "\"%s\": the sum has a genus", cases[i].text);
    comps = json_get(j, "components");
    test_condf(comps != NULL && comps->t == J_ARR && (long)comps->n == cases[i].searches,
               "\"%s\": components", cases[i].text);
    for (k = 0; comps != NULL && comps->t == J_ARR && k < comps->n; k++) {
      g = json_get(comps->items[k], "genus");
      if ((int)k == cases[i].big)
        test_condf(g != NULL && g->t == J_NULL, "\"%s\": the large heap has a genus", cases[i].text);
      else
        test_condf(g != NULL && g->t == J_OBJ, "\"%s\": the heap of 3 has no genus", cases[i].text);
    }
    json_free(j);
  }
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
    /* once wrong: a search's copies of graphs and counters lost what they kept */
    "arckayles:a-b.a-d.a-e.c-d.c-f.d-e.e-f", "nodekayles:grid(2x3)", "nodekayles:a-c.b.d",
    "arckayles:a-b.b-c.c-d.c-f.d-e", "nodekayles:a-b.b-c+arckayles:a-b.b-c.c-d",
    "ruleset(take k: k<=2*last or last=0 and k<n):2~16", "ruleset(take k: k<=2*last or last=0 and k<n):9",
    "northcott:B.W", "graph(a>b,b>a):a",
  };
  size_t i;
  char t[128];
  unsigned long seed = 99;
  double t0 = (double)clock() / CLOCKS_PER_SEC;
  ctx = gr_open(0);
  gr_set_checks(ctx, 1);
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
  random_games();
  stopped_early();
  gr_close(ctx);
  graph_free();
  printf("  genus against its definition              %6.2fs\n",
         (double)clock() / CLOCKS_PER_SEC - t0);
}
