/*
** test_graph.c — games on a directed graph against the oracle's plain
** retrograde analysis of the sums' graphs (draws included): every digraph on
** three nodes (self-loops too) with one or two tokens, tokens beside Nim
** heaps, random graphs of four to seven nodes with up to three tokens and
** other games in the sum (a Treblecross threat or a finished strip beside
** loopy tokens too). For single tokens the values are checked as well: a
** finite value h exactly when token + nim:h is lost, an ∞ node with reach
** set K exactly when token + nim:h wins for h in K and draws otherwise.
** Plus the notation: canonical order of nodes, repeated arrows, malformed
** graphs, limits, move forms and refusals.
*/
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "../../c/grundy.h"
#include "json.h"
#include "suites.h"
#include "sweep.h"
#include "test.h"

static const sweep_opts draws_ok = {1, NULL, 0};

static unsigned long seed = 99;
static unsigned long rnd(unsigned long n) {
  seed = seed * 6364136223846793005UL + 1442695040888963407UL;
  return (unsigned long)(seed >> 33) % n;
}

/* The parameter text of the graph on nodes names[0..n-1] with arrows
** arrow[u*n+v], written as typed: every node, its arrows if any. */
static void graph_text(char *out, size_t cap, int n, const char *const *names,
                       const char *arrow) {
  size_t l = 0;
  int u, v;
  out[0] = '\0';
  for (u = 0; u < n; u++) {
    int k = 0;
    l += (size_t)snprintf(out + l, cap - l, "%s%s", u ? "," : "", names[u]);
    for (v = 0; v < n; v++)
      if (arrow[u * n + v])
        l += (size_t)snprintf(out + l, cap - l, "%c%s", k++ ? '/' : '>', names[v]);
  }
}

static void every_three_node_graph(void) {
  static const char *const names[] = {"a", "b", "c"};
  strlist r = {0}, sg = {0};
  unsigned long m;
  char g[128], t[256], arrow[9];
  int u, v, h;
  for (m = 0; m < 512; m++) {
    for (u = 0; u < 9; u++) arrow[u] = (char)(m >> u & 1);
    graph_text(g, sizeof g, 3, names, arrow);
    for (u = 0; u < 3; u++) {
      snprintf(t, sizeof t, "graph(%s):%s", g, names[u]);
      sl_add(&r, t);
      sl_add(&sg, t);
      for (v = u; v < 3; v++) {
        snprintf(t, sizeof t, "graph(%s):%s,%s", g, names[u], names[v]);
        sl_add(&r, t);
      }
      for (h = 1; h <= 2 && !test_quick; h++) {
        snprintf(t, sizeof t, "graph(%s):%s+nim:%d", g, names[u], h);
        sl_add(&r, t);
      }
    }
  }
  run_family_opts("graph: every digraph on 3 nodes, 1-2 tokens", &r, &sg, &draws_ok);
}

/* A random graph on n nodes named from `names`, arrows with probability p/8. */
static void random_graph(char *out, size_t cap, int n, const char *const *names, int p) {
  char arrow[64];
  int i;
  for (i = 0; i < n * n; i++) arrow[i] = (char)(rnd(8) < (unsigned long)p);
  graph_text(out, cap, n, names, arrow);
}

static void random_graphs(void) {
  static const char *const letters[] = {"a", "b", "c", "d", "e", "f", "g"};
  static const char *const numbers[] = {"1", "2", "3", "9", "10", "11", "x_1"};
  static const char *const others[] = {"nim:1", "nim:2", "nim:3", "sub(1,3,4):5",
                                       "checkers:.o.o", "treblecross:.....",
                                       "treblecross:.X.X.", "treblecross:XXX..",
                                       "octal(0.77):ooo", "staircase:1/2"};
  strlist r = {0}, sg = {0};
  int i, count = test_quick ? 120 : 500;
  char g[256], t[512];
  seed = 4242;
  for (i = 0; i < count; i++) {
    int n = 4 + (int)rnd(4), tokens = 1 + (int)rnd(3), k;
    const char *const *names = rnd(3) ? letters : numbers;
    size_t l;
    random_graph(g, sizeof g, n, names, 1 + (int)rnd(3));
    l = (size_t)snprintf(t, sizeof t, "graph(%s):", g);
    for (k = 0; k < tokens; k++)
      l += (size_t)snprintf(t + l, sizeof t - l, "%s%s", k ? "," : "", names[rnd((unsigned long)n)]);
    if (tokens == 1) sl_add(&sg, t);
    if (tokens < 3 && rnd(2))
      l += (size_t)snprintf(t + l, sizeof t - l, "+%s", others[rnd(sizeof others / sizeof others[0])]);
    if (rnd(4) == 0) snprintf(t + l, sizeof t - l, "@2");
    sl_add(&r, t);
  }
  run_family_opts("graph: random graphs of 4-7 nodes, sums", &r, &sg, &draws_ok);
}

/* Two different graphs in one sum, and a game graph drawn as a graph: Nim's
** heap of 3 (nodes 0..3, arrows downward) is a Nim heap of 3. */
static void graph_sums(void) {
  strlist r = {0}, sg = {0};
  static const char *const pos[] = {
    "graph(a>b,b>a/c):a+graph(x>y/z,y>x):x",
    "graph(a>b,b>a/c):b+graph(x>y/z,y>x):y+nim:1",
    "graph(0,1>0,2>0/1,3>0/1/2):3+nim:3",
    "graph(0,1>0,2>0/1,3>0/1/2):3,2+nim:1",
    "graph(a>a):a",
    "graph(a>a/b):a+nim:1",
    "graph(a>a/b):a,a",
    "graph(a>b/c,b>a/c):a,c",
    "graph(a>b/c,b>a/c):a+nim:1",
  };
  size_t i;
  for (i = 0; i < sizeof pos / sizeof pos[0]; i++) sl_add(&r, pos[i]);
  sl_add(&sg, "graph(0,1>0,2>0/1,3>0/1/2):3");
  sl_add(&sg, "graph(a>a):a");
  sl_add(&sg, "graph(a>a/b):a");
  run_family_opts("graph: sums of different graphs", &r, &sg, &draws_ok);
}

static gr_ctx *c;

static void expect_canonical(const char *in, const char *want) {
  const char *out = NULL;
  gr_status st = gr_canonical(c, in, &out);
  test_condf(st == GR_OK && strcmp(out, want) == 0, "canonical \"%s\" = \"%s\", want \"%s\"", in,
             st ? gr_error(c) : out, want);
}

static void expect_status(const char *in, gr_status want, const char *says) {
  const char *out = NULL;
  gr_status st = gr_canonical(c, in, &out);
  test_condf(st == want && strstr(gr_error(c), says) != NULL,
             "canonical \"%s\": status %d \"%s\", want %d saying \"%s\"", in, (int)st,
             st ? gr_error(c) : out, (int)want, says);
}

static void graph_text_rules(void) {
  char *big;
  int i;
  size_t l;
  expect_canonical("graph(b>c,a>b):a", "graph(a>b,b>c):a");
  expect_canonical("graph(a>b,a>b,a>c/b):a", "graph(a>b/c):a");
  expect_canonical("graph( a > b / c , d ):d", "graph(a>b/c,d):d");
  expect_canonical("graph(a,b,c>a):b", "graph(b,c>a):b");
  expect_canonical("graph(10>9,9>2,x>10):x", "graph(9>2,x>10,10>9):x"); /* shorter first */
  expect_canonical("graph(aa>b,b>a):a", "graph(b>a,aa>b):a");
  expect_canonical("graph(a>b):a+graph(b>c,a>b):a", "graph(a>b):a+graph(a>b,b>c):a");
  expect_canonical("graph(a>b,b>c):a+graph(b>c,a>b):c", "graph(a>b,b>c):a,c");
  expect_canonical("graph(a>a):a;misere", "graph(a>a):a;misere");
  expect_status("graph:a", GR_EINPUT, "\"(\"");
  expect_status("graph():a", GR_EINPUT, "node name");
  expect_status("graph(a>):a", GR_EINPUT, "node name");
  expect_status("graph(a>b/):a", GR_EINPUT, "node name");
  expect_status("graph(a,,b):a", GR_EINPUT, "node name");
  expect_status("graph(a-b):a", GR_EINPUT, "at character 8");
  expect_status("graph(a>b):c", GR_EINPUT, "no node \"c\"");
  expect_status("graph(a>b):", GR_EINPUT, "at character 12");
  expect_status("graph(a>b):a-", GR_EINPUT, "at character 13");
  expect_status("graph(a>b", GR_EINPUT, "at character 10");
  expect_status("graph(abcdefghijklmnopq>b):b", GR_ELIMIT, "16");
  expect_canonical("graph(abcdefghijklmnop>b):b", "graph(abcdefghijklmnop>b):b");
  big = malloc(8 * 300 + 64); /* 257 nodes */
  l = (size_t)sprintf(big, "graph(");
  for (i = 0; i < 257; i++) l += (size_t)sprintf(big + l, "%sn%d", i ? "," : "", i);
  sprintf(big + l, "):n0");
  expect_status(big, GR_ELIMIT, "256 nodes");
  l = (size_t)sprintf(big, "graph(");
  for (i = 0; i < 256; i++) l += (size_t)sprintf(big + l, "%sn%d", i ? "," : "", i);
  sprintf(big + l, "):n0");
  expect_canonical(big, big);
  free(big);
  big = malloc(4 * 4200 + 64); /* 4097 arrows from a to b: a limit even though repeated */
  l = (size_t)sprintf(big, "graph(a");
  for (i = 0; i < 4097; i++) l += (size_t)sprintf(big + l, "%cb", i ? '/' : '>');
  sprintf(big + l, "):a");
  expect_status(big, GR_ELIMIT, "4096 arrows");
  free(big);
  { /* a complete graph on 64 nodes with loops: 4096 arrows, values computed */
    const char *out;
    size_t cap = 64 * 64 * 6 + 64;
    int u, v;
    big = malloc(cap);
    l = (size_t)sprintf(big, "graph(");
    for (u = 0; u < 64; u++) {
      l += (size_t)sprintf(big + l, "%sn%d", u ? "," : "", u);
      for (v = 0; v < 64; v++) l += (size_t)sprintf(big + l, "%cn%d", v ? '/' : '>', v);
    }
    sprintf(big + l, "):n0,n1");
    test_condf(gr_analyze(c, big, GR_MOVES_AUTO, &out) == GR_OK &&
                   strstr(out, "\"verdict\":\"D\"") != NULL,
               "complete graph of 64 nodes: %s", gr_error(c));
    free(big);
  }
  sw_expect_play(c, "graph(a>b/c,b>a/c):a,c", "1:a>b", "graph(a>b/c,b>a/c):b,c@2");
  sw_expect_play(c, "graph(a>b/c,b>a/c):a,c", "1:>c", "graph(a>b/c,b>a/c):c,c@2");
  sw_expect_play(c, "graph(a>a):a", "1:a>a", "graph(a>a):a@2");
  sw_expect_play(c, "graph(a>b):a+nim:2", "2:2>0", "graph(a>b):a+nim:0@2");
  sw_expect_refusal(c, "graph(a>b/c,b>a/c):a,c", "2:c>a", "no arrow out");
  sw_expect_refusal(c, "graph(a>b/c,b>a/c):a,c", "1:b>c", "on node a");
  sw_expect_refusal(c, "graph(a>b/c,b>a/c):a,c", "1:a>a", "go to b or c");
  sw_expect_refusal(c, "graph(a>b/c,b>a/c):a,c", "1:a>z", "no node \"z\"");
  sw_expect_refusal(c, "graph(a>b/c,b>a/c):a,c", "1:3>1", "on node a");
  sw_expect_refusal(c, "graph(a>b/c,b>a/c):a,c", "1:c", "go to b or c");
}

/* The JSON the page draws from: nodes, arrows, values, reach sets. */
static void graph_json(void) {
  const char *out = NULL;
  jval *j;
  gr_status st = gr_analyze(c, "graph(a>b/c,b>a/c):a,b+nim:1+graph(x>y):y", GR_MOVES_ALL, &out);
  test_condf(st == GR_OK, "graph JSON: %s", gr_error(c));
  if (st != GR_OK) return;
  j = json_parse(out);
  test_cond("graph JSON parses", j != NULL);
  if (j) {
    const jval *ps = json_get(j, "params"), *cs = json_get(j, "components");
    const jval *nodes = ps && ps->n >= 1 ? json_get(ps->items[0], "nodes") : NULL;
    const jval *arrows = ps && ps->n >= 1 ? json_get(ps->items[0], "arrows") : NULL;
    test_condf(ps && ps->n == 2, "params: %zu entries, want one per graph", ps ? ps->n : 0);
    test_cond("nodes a, b, c", nodes && nodes->n == 3 &&
                                   strcmp(json_str(nodes->items[2], "name"), "c") == 0 &&
                                   json_long(nodes->items[2], "sg", -1) == 0 &&
                                   json_bool(nodes->items[0], "loopy") == 1);
    test_cond("arrows as node numbers", arrows && arrows->n == 4 && arrows->items[0]->n == 2 &&
                                            (long)arrows->items[0]->items[1]->num == 2);
    test_cond("component: loopy with reach [0]",
              cs && cs->n == 4 && json_bool(cs->items[0], "loopy") == 1 &&
                  json_is_null(cs->items[0], "sg") && json_get(cs->items[0], "reach")->n == 1 &&
                  json_long(cs->items[0], "node", 0) == 1);
    test_cond("two loopy tokens: a draw, no nim-sum",
              strcmp(json_str(j, "verdict"), "D") == 0 && json_is_null(j, "nimsum") &&
                  json_str(j, "why") != NULL);
    json_free(j);
  }
}

/* Random texts of the new notations, typed untidily: the engine's canonical
** form must be the oracle's (written independently), and be its own. */
static void round_trips(void) {
  static const char *const names[] = {"a", "b", "c", "d", "x1", "x_2", "7", "10", "B", "aa"};
  int i, count = test_quick ? 300 : 1500;
  seed = 31;
  for (i = 0; i < count; i++) {
    char text[1024], want[2048];
    const char *out = NULL;
    size_t l = 0;
    int items = 1 + (int)rnd(6), it, kind = (int)rnd(4);
    opos p;
    gr_status st;
    if (kind <= 1) { /* a graph: items in any order, arrows repeated, spaces */
      int first_node = -1;
      l += (size_t)snprintf(text + l, sizeof text - l, "graph(");
      for (it = 0; it < items; it++) {
        int u = (int)rnd(10), targets = (int)rnd(4), q;
        if (first_node < 0) first_node = u;
        l += (size_t)snprintf(text + l, sizeof text - l, "%s%s%s", it ? "," : "",
                              rnd(4) ? "" : " ", names[u]);
        for (q = 0; q < targets; q++)
          l += (size_t)snprintf(text + l, sizeof text - l, "%s%s", q ? (rnd(3) ? "/" : " / ") : (rnd(3) ? ">" : " > "),
                                names[rnd(10) % 10]);
      }
      l += (size_t)snprintf(text + l, sizeof text - l, "):%s", names[first_node]);
      if (rnd(2)) l += (size_t)snprintf(text + l, sizeof text - l, ",%s", names[first_node]);
    } else if (kind == 2) {
      l += (size_t)snprintf(text + l, sizeof text - l, "wythoff:%lu/%lu", rnd(100), rnd(1000000));
    } else {
      int n = 1 + (int)rnd(5), q;
      l += (size_t)snprintf(text + l, sizeof text - l, "moore(%lu):", 1 + rnd(5));
      for (q = 0; q < n; q++) l += (size_t)snprintf(text + l, sizeof text - l, "%s%lu", q ? "/" : "", rnd(50));
    }
    if (rnd(2)) l += (size_t)snprintf(text + l, sizeof text - l, "+nim:%lu", rnd(5));
    if (rnd(3) == 0) l += (size_t)snprintf(text + l, sizeof text - l, "@2");
    if (rnd(3) == 0) l += (size_t)snprintf(text + l, sizeof text - l, ";misere");
    { /* the oracle reads it without spaces */
      char tight[1024];
      size_t a, b = 0;
      for (a = 0; text[a]; a++)
        if (text[a] != ' ') tight[b++] = text[a];
      tight[b] = '\0';
      if (opos_parse(tight, &p) != 0) {
        test_condf(0, "oracle cannot read \"%s\"", tight);
        continue;
      }
    }
    opos_format(&p, want, sizeof want);
    st = gr_canonical(c, text, &out);
    test_condf(st == GR_OK && strcmp(out, want) == 0, "canonical \"%s\" = \"%s\", oracle \"%s\"",
               text, st ? gr_error(c) : out, want);
    st = gr_canonical(c, want, &out);
    test_condf(st == GR_OK && strcmp(out, want) == 0, "canonical \"%s\" is not its own: \"%s\"",
               want, st ? gr_error(c) : out);
  }
}

void test_graph(void) {
  every_three_node_graph();
  random_graphs();
  graph_sums();
  c = gr_open(0);
  graph_text_rules();
  graph_json();
  round_trips();
  gr_close(c);
}
