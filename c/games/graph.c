/*
** graph.c — games on a directed graph: tokens on the nodes; a move slides one
** token along an arrow; a player who cannot move loses. The graph is the
** group's parameter and each token is a component:
**
**   graph(a>b/c,b>c,d):a,a,b     arrows a→b, a→c, b→c; d a node on its own;
**                                three tokens, two on a and one on b
**
** Nodes are named by letters, digits and "_" (up to GR_MAX_NODE_NAME); an
** item "u>v/w" gives u's arrows to v and w, and a node alone in an item is
** a node (with or without arrows elsewhere). The canonical text orders nodes
** by name — shorter names first, then by character code, so a, b, …, z, aa
** and 1, 2, …, 10 — writes each node with arrows out once ("a>b/c") and a
** node without any arrow alone. Moves are "u>v" ("1:a>b"), or ">v".
**
** Values (Smith's generalised Sprague–Grundy function), found level by level
** for m = 0, 1, 2, …: a node without a value gets m when none of its options
** has m and every option without a finite value has an option of value m;
** once no more nodes get m, every node left with no option of value m is ∞.
** A finite value behaves as a Nim heap in sums (even where the graph has
** cycles); an ∞ node keeps the set of finite values its options have, and
** analyze.c decides sums with ∞ components (one of them: a win exactly when
** it reaches the nim-sum of the rest, else a draw; two or more: a draw).
** tests/c check all of it against a retrograde analysis of the sums' graphs.
**
** Component: n, the token's node (its index in canonical order); param,
** the graph (its structure in data).
*/
#include <stdlib.h>
#include <string.h>
#include "../game.h"
#include "../family.h"
#include "../judge.h"
#include "words.h"

extern const gr_game gr_game_graph;

#define GR_MAX_NODES 256         /* nodes of a graph */
#define GR_MAX_ARROWS 4096       /* arrows of a graph */
#define GR_MAX_NODE_NAME 16      /* characters of a node's name */

typedef struct graph {
  int n;              /* nodes */
  const char **name;  /* names, in canonical order */
  int *off, *to;      /* arrows out of u: to[off[u] .. off[u+1]), increasing */
  int *roff, *from;   /* arrows into u: from[roff[u] .. roff[u+1]) */
  int *in;            /* arrows into each node */
  gr_int *sg;         /* finite value, or -1 for ∞ */
  int *reoff;         /* ∞ nodes: reach[reoff[u] .. reoff[u+1]), the finite values */
  gr_int *reach;      /*   of their options, increasing */
  int cyclic;         /* some arrows make a cycle */
} graph;

static const graph *graph_of(const gr_comp *x) { return (const graph *)x->param->data; }

/* ---- reading the graph --------------------------------------------------- */

static int name_char(char ch) {
  return (ch >= 'a' && ch <= 'z') || (ch >= 'A' && ch <= 'Z') || (ch >= '0' && ch <= '9') ||
         ch == '_';
}

/* Canonical order of names: shorter first, then by character code. */
static int name_cmp(const char *a, const char *b) {
  size_t la = strlen(a), lb = strlen(b);
  if (la != lb) return la < lb ? -1 : 1;
  return strcmp(a, b);
}

static int cmp_names(const void *a, const void *b) {
  return name_cmp(*(const char *const *)a, *(const char *const *)b);
}

static int cmp_int(const void *a, const void *b) {
  int x = *(const int *)a, y = *(const int *)b;
  return (x > y) - (x < y);
}

/* Reads a node name into a scratch string. */
static const char *read_name(gr_cursor *c) {
  const char *s = c->p;
  while (name_char(*c->p)) c->p++;
  if (c->p == s)
    gr_syntax(c, GR_W(err_graph_name));
  if (c->p - s > GR_MAX_NODE_NAME) {
    c->p = s;
    gr_throw(c->ctx, GR_ELIMIT, gr_m2(c->ctx, GR_M(err_graph_name_long),
                                      gr_i((gr_int)(s - c->text) + 1), gr_i(GR_MAX_NODE_NAME)));
  }
  return gr_strndup(c->ctx, s, (size_t)(c->p - s));
}

/* The index of name among names[0..*n-1], added when new. */
static int node_index(gr_cursor *c, const char **names, int *n, const char *name,
                      const char *at) {
  int i;
  for (i = 0; i < *n; i++)
    if (strcmp(names[i], name) == 0) return i;
  if (*n == GR_MAX_NODES)
    gr_throw(c->ctx, GR_ELIMIT, gr_m2(c->ctx, GR_M(err_graph_nodes),
                                      gr_i((gr_int)(at - c->text) + 1), gr_i(GR_MAX_NODES)));
  names[*n] = name;
  return (*n)++;
}

static void smith(gr_ctx *ctx, graph *g);
static graph *build(gr_ctx *ctx, int n, const char **name, int na, const int *src,
                    const int *dst);

static gr_param *parse_param(gr_cursor *c) {
  gr_ctx *ctx = c->ctx;
  gr_param *p = gr_alloc(ctx, sizeof *p);
  const char **names = gr_alloc(ctx, GR_MAX_NODES * sizeof *names);
  int *src = gr_alloc(ctx, GR_MAX_ARROWS * sizeof *src);
  int *dst = gr_alloc(ctx, GR_MAX_ARROWS * sizeof *dst);
  const char **sorted;
  int *rank, n = 0, na = 0, i;
  memset(p, 0, sizeof *p);
  for (;;) { /* one item: u, or u>v/w/… */
    const char *at;
    int from;
    while (*c->p == ' ') c->p++;
    at = c->p;
    from = node_index(c, names, &n, read_name(c), at);
    while (*c->p == ' ') c->p++;
    if (*c->p == '>') {
      do {
        c->p++;
        while (*c->p == ' ') c->p++;
        at = c->p;
        if (na == GR_MAX_ARROWS)
          gr_throw(ctx, GR_ELIMIT, gr_m2(ctx, GR_M(err_graph_arrows),
                                         gr_i((gr_int)(at - c->text) + 1), gr_i(GR_MAX_ARROWS)));
        src[na] = from;
        dst[na++] = node_index(c, names, &n, read_name(c), at);
        while (*c->p == ' ') c->p++;
      } while (*c->p == '/');
    }
    if (*c->p == ')') break;
    if (*c->p != ',')
      gr_syntax(c, GR_W(err_graph_sep));
    c->p++;
  }
  /* canonical order: rank[old index] = new index */
  rank = gr_alloc(ctx, (size_t)n * sizeof *rank);
  sorted = gr_alloc(ctx, (size_t)n * sizeof *sorted);
  memcpy(sorted, names, (size_t)n * sizeof *names);
  qsort((void *)sorted, (size_t)n, sizeof *sorted, cmp_names);
  for (i = 0; i < n; i++) {
    int lo = 0, hi = n - 1;
    while (lo < hi) { /* names are distinct: binary search */
      int mid = (lo + hi) / 2;
      if (name_cmp(sorted[mid], names[i]) < 0) lo = mid + 1;
      else hi = mid;
    }
    rank[i] = lo;
  }
  for (i = 0; i < na; i++) {
    src[i] = rank[src[i]];
    dst[i] = rank[dst[i]];
  }
  p->data = build(ctx, n, sorted, na, src, dst);
  return p;
}

/* The graph of n nodes named name[0..n-1] (in canonical order) with the na
** arrows src[i] -> dst[i] (node numbers; repeats are dropped), its values
** found. */
static graph *build(gr_ctx *ctx, int n, const char **name, int na, const int *src,
                    const int *dst) {
  graph *g = gr_alloc(ctx, sizeof *g);
  int i, u;
  memset(g, 0, sizeof *g);
  g->name = name;
  g->n = n;
  g->off = gr_alloc(ctx, (size_t)(n + 1) * sizeof *g->off);
  g->roff = gr_alloc(ctx, (size_t)(n + 1) * sizeof *g->roff);
  g->in = gr_alloc(ctx, (size_t)(n > 0 ? n : 1) * sizeof *g->in);
  memset(g->off, 0, (size_t)(n + 1) * sizeof *g->off);
  memset(g->in, 0, (size_t)(n > 0 ? n : 1) * sizeof *g->in);
  for (i = 0; i < na; i++) g->off[src[i] + 1]++;
  for (u = 0; u < n; u++) g->off[u + 1] += g->off[u];
  g->to = gr_alloc(ctx, (size_t)(na > 0 ? na : 1) * sizeof *g->to);
  {
    int *fill = gr_alloc(ctx, (size_t)(n + 1) * sizeof *fill), k = 0;
    memcpy(fill, g->off, (size_t)(n + 1) * sizeof *fill);
    for (i = 0; i < na; i++) g->to[fill[src[i]]++] = dst[i];
    for (u = 0; u < n; u++) { /* sort each node's targets, drop repeated arrows */
      int s = g->off[u], e = g->off[u + 1], j;
      qsort(g->to + s, (size_t)(e - s), sizeof *g->to, cmp_int);
      g->off[u] = k;
      for (j = s; j < e; j++)
        if (j == s || g->to[j] != g->to[j - 1]) g->to[k++] = g->to[j];
    }
    g->off[n] = k;
    na = k;
  }
  for (i = 0; i < na; i++) g->in[g->to[i]]++;
  g->roff[0] = 0;
  for (u = 0; u < n; u++) g->roff[u + 1] = g->roff[u] + g->in[u];
  g->from = gr_alloc(ctx, (size_t)(na > 0 ? na : 1) * sizeof *g->from);
  {
    int *fill = gr_alloc(ctx, (size_t)(n + 1) * sizeof *fill);
    memcpy(fill, g->roff, (size_t)(n + 1) * sizeof *fill);
    for (u = 0; u < n; u++)
      for (i = g->off[u]; i < g->off[u + 1]; i++) g->from[fill[g->to[i]]++] = u;
  }
  smith(ctx, g);
  return g;
}

static void format_param(gr_buf *b, const gr_param *p) {
  const graph *g = p->data;
  int u, i, first = 1;
  for (u = 0; u < g->n; u++) {
    int out = g->off[u + 1] - g->off[u];
    if (out == 0 && g->in[u] > 0) continue; /* named by the arrows into it */
    gr_puts(b, first ? "" : ",");
    first = 0;
    gr_puts(b, g->name[u]);
    for (i = g->off[u]; i < g->off[u + 1]; i++) {
      gr_putc(b, i == g->off[u] ? '>' : '/');
      gr_puts(b, g->name[g->to[i]]);
    }
  }
}

/* ---- values ------------------------------------------------------------------- */

#define UNLABELLED (-2)
#define INFINITE (-1)

/* Without a cycle every value is finite and is the mex of its options'
** values (Smith's construction finds nothing else: a node gets m exactly
** when its options have every value below m and none of m). So the nodes
** are valued sinks first, each arrow looked at once, instead of one pass of
** the levels per value. Returns 0, lab untouched, when there is a cycle;
** out[] and order[] are n ints of room. */
static int acyclic(const graph *g, int *lab, int *out, int *order) {
  int n = g->n, head = 0, tail = 0, u, i;
  for (u = 0; u < n; u++)
    if ((out[u] = g->off[u + 1] - g->off[u]) == 0) order[tail++] = u;
  while (head < tail) { /* nodes whose options are all done */
    int w = order[head++];
    for (i = g->roff[w]; i < g->roff[w + 1]; i++)
      if (--out[g->from[i]] == 0) order[tail++] = g->from[i];
  }
  if (tail < n) return 0;
  for (u = 0; u < n; u++) out[u] = -1; /* out[v] = w: node w has an option of value v */
  for (head = 0; head < n; head++) {
    int w = order[head], mex = 0;
    for (i = g->off[w]; i < g->off[w + 1]; i++) out[lab[g->to[i]]] = w; /* values < n */
    while (out[mex] == w) mex++; /* at most out-degree < n */
    lab[w] = mex;
  }
  return 1;
}

/* Smith's values, level by level (see the header). At level m, has[u] says
** that u has an option of value m, and bad[u] counts u's options that have
** no finite value and no option of value m: u gets m when it has no value,
** has[u] is 0 and bad[u] is 0. */
static void smith(gr_ctx *ctx, graph *g) {
  int n = g->n, u, i, m, left = n, k;
  int *lab = gr_alloc(ctx, (size_t)(n > 0 ? n : 1) * sizeof *lab);
  char *has = gr_alloc(ctx, (size_t)(n > 0 ? n : 1));
  int *bad = gr_alloc(ctx, (size_t)(n > 0 ? n : 1) * sizeof *bad);
  int *queue = gr_alloc(ctx, (size_t)(n > 0 ? n : 1) * sizeof *queue);
  for (u = 0; u < n; u++) lab[u] = UNLABELLED;
  if (acyclic(g, lab, bad, queue)) left = 0; /* every value found at once */
  else g->cyclic = 1;
  for (m = 0; left > 0; m++) {
    int head = 0, tail = 0;
    for (u = 0; u < n; u++) {
      has[u] = 0;
      bad[u] = 0;
      for (i = g->off[u]; i < g->off[u + 1]; i++) bad[u] += lab[g->to[i]] < 0;
    }
    for (u = 0; u < n; u++)
      if (lab[u] == UNLABELLED && bad[u] == 0) queue[tail++] = u;
    while (head < tail) {
      int w = queue[head++];
      if (lab[w] != UNLABELLED || has[w] || bad[w] != 0) continue;
      lab[w] = m;
      left--;
      for (i = g->roff[w]; i < g->roff[w + 1]; i++) bad[g->from[i]]--; /* w is finite now */
      for (i = g->roff[w]; i < g->roff[w + 1]; i++) {
        int q = g->from[i], j;
        if (has[q]) continue;
        has[q] = 1; /* q now has an option of value m */
        if (lab[q] >= 0) continue; /* finite: counted in nobody's bad */
        for (j = g->roff[q]; j < g->roff[q + 1]; j++) {
          int r = g->from[j];
          if (--bad[r] == 0 && lab[r] == UNLABELLED && !has[r]) queue[tail++] = r;
        }
      }
    }
    for (u = 0; u < n; u++)
      if (lab[u] == UNLABELLED && !has[u]) {
        lab[u] = INFINITE;
        left--;
      }
  }
  g->sg = gr_alloc(ctx, (size_t)n * sizeof *g->sg);
  g->reoff = gr_alloc(ctx, (size_t)(n + 1) * sizeof *g->reoff);
  g->reach = gr_alloc(ctx, (size_t)(g->off[n] > 0 ? g->off[n] : 1) * sizeof *g->reach);
  for (u = 0, k = 0; u < n; u++) {
    g->sg[u] = lab[u];
    g->reoff[u] = k;
    if (lab[u] != INFINITE) continue;
    for (i = g->off[u]; i < g->off[u + 1]; i++) { /* insert, keeping them increasing */
      gr_int v = lab[g->to[i]];
      int j = k;
      if (v < 0) continue;
      while (j > g->reoff[u] && g->reach[j - 1] > v) j--;
      if (j > g->reoff[u] && g->reach[j - 1] == v) continue;
      memmove(g->reach + j + 1, g->reach + j, (size_t)(k - j) * sizeof *g->reach);
      g->reach[j] = v;
      k++;
    }
  }
  g->reoff[n] = k;
}

/* ---- tokens -------------------------------------------------------------------- */

static int find_node(const graph *g, const char *name, size_t len) {
  int i;
  for (i = 0; i < g->n; i++)
    if (strlen(g->name[i]) == len && memcmp(g->name[i], name, len) == 0) return i;
  return -1;
}

/* "a, b, c" (the first dozen nodes). */
static const char *node_list(gr_ctx *ctx, const graph *g) {
  gr_buf b;
  int i;
  gr_buf_init(&b, ctx);
  for (i = 0; i < g->n && i < 12; i++) gr_printf(&b, "%s%s", i ? ", " : "", g->name[i]);
  if (g->n > 12) gr_puts(&b, ", …");
  return b.s;
}

static void parse(gr_cursor *c, gr_comp *x) {
  const graph *g = graph_of(x);
  const char *s = c->p;
  int u;
  while (name_char(*c->p)) c->p++;
  if (!gr_at_comp_end(c)) gr_syntax(c, GR_W(err_graph_token));
  u = find_node(g, s, (size_t)(c->p - s));
  if (u < 0) {
    c->p = s;
    gr_syntax(c, gr_m2(c->ctx, GR_M(err_graph_node),
                       gr_t(gr_strndup(c->ctx, s, strcspn(s, ",+@; \t\r\n"))),
                       gr_t(node_list(c->ctx, g))));
  }
  x->n = u;
}

static void format(gr_buf *b, const gr_comp *x) { gr_puts(b, graph_of(x)->name[x->n]); }

static gr_value node_value(const graph *g, int u) {
  gr_value v = {0, 0};
  if (g->sg[u] >= 0) v.sg = g->sg[u];
  else v.flags = GR_LOOPY;
  return v;
}

static gr_value value(gr_ctx *ctx, const gr_comp *x) {
  (void)ctx;
  return node_value(graph_of(x), (int)x->n);
}

static const gr_int *reach(gr_ctx *ctx, const gr_comp *x, int *n) {
  const graph *g = graph_of(x);
  (void)ctx;
  *n = g->reoff[x->n + 1] - g->reoff[x->n];
  return g->reach + g->reoff[x->n];
}

static gr_int legal(gr_ctx *ctx, const gr_comp *x, int turn) {
  const graph *g = graph_of(x);
  (void)ctx;
  (void)turn;
  return g->off[x->n + 1] - g->off[x->n];
}

static void push(gr_ctx *ctx, const gr_comp *x, gr_movelist *ml, int v) {
  const graph *g = graph_of(x);
  int u = (int)x->n;
  gr_move *m = gr_move_push(ml, node_value(g, v), u + 1, v + 1, 1);
  if (m == NULL) return;
  m->text = gr_fmt(ctx, "%s>%s", g->name[u], g->name[v]);
  m->label = gr_m2(ctx, GR_M(move_graph_token), gr_t(g->name[u]), gr_t(g->name[v]));
  gr_move_result(ctx, m, x, 1)->n = v;
}

static void moves(gr_ctx *ctx, const gr_comp *x, int turn, gr_movelist *ml) {
  const graph *g = graph_of(x);
  int i;
  (void)turn;
  for (i = g->off[x->n]; i < g->off[x->n + 1] && !ml->full; i++) push(ctx, x, ml, g->to[i]);
}

/* "u>v", or ">v" (the token's own node is known). */
static void find_move(gr_ctx *ctx, const gr_comp *x, int turn, const char *text,
                      gr_movelist *ml) {
  const graph *g = graph_of(x);
  const char *gt = strchr(text, '>');
  int v, i;
  (void)turn;
  if (gt == NULL || strchr(gt + 1, '>') != NULL) return;
  if (gt > text && find_node(g, text, (size_t)(gt - text)) != x->n) return;
  if ((v = find_node(g, gt + 1, strlen(gt + 1))) < 0) return;
  for (i = g->off[x->n]; i < g->off[x->n + 1]; i++)
    if (g->to[i] == v) push(ctx, x, ml, v);
}

static const gr_msg *refuse(gr_ctx *ctx, const gr_comp *x, int turn, const char *move) {
  const graph *g = graph_of(x);
  const char *here = g->name[x->n], *gt = strchr(move, '>');
  const gr_msg *to;
  gr_buf b;
  int i, lo = g->off[x->n], hi = g->off[x->n + 1], last;
  (void)turn;
  if (lo == hi) return gr_m1(ctx, GR_M(refuse_graph_stuck), gr_t(here));
  if (gt != NULL && gt > move && find_node(g, move, (size_t)(gt - move)) != x->n)
    return gr_m1(ctx, GR_M(refuse_graph_start), gr_t(here));
  if (gt != NULL && find_node(g, gt + 1, strlen(gt + 1)) < 0)
    return gr_m2(ctx, GR_M(err_graph_node), gr_tn(ctx, gt + 1, 20), gr_t(node_list(ctx, g)));
  last = hi - lo > 1 && hi - lo <= 12; /* "b, c or d" */
  gr_buf_init(&b, ctx);
  for (i = lo; i < hi - last && i < lo + 12; i++)
    gr_printf(&b, "%s%s", i == lo ? "" : ", ", g->name[g->to[i]]);
  if (hi - lo > 12) gr_puts(&b, ", …");
  to = last ? gr_m2(ctx, GR_M(word_or), gr_t(b.s), gr_t(g->name[g->to[hi - 1]]))
            : gr_m1(ctx, GR_M(word_items), gr_t(b.s));
  return gr_m3(ctx, GR_M(refuse_graph_arrows), gr_t(here), gr_n(to), gr_t(g->name[g->to[lo]]));
}

/* "node": the token's node, numbered from 1 in canonical order. */
static void detail(gr_ctx *ctx, gr_buf *b, const gr_comp *x, int turn) {
  (void)ctx;
  (void)turn;
  gr_printf(b, ",\"node\":%lld", (long long)x->n + 1);
}

/* "nodes": name, value (null for ∞), loopy, reach of each node; "arrows":
** [from, to] pairs of node numbers (from 1). */
static void param_detail(gr_ctx *ctx, gr_buf *b, const gr_param *p) {
  const graph *g = p->data;
  int u, i;
  (void)ctx;
  gr_puts(b, ",\"nodes\":[");
  for (u = 0; u < g->n; u++) {
    gr_printf(b, "%s{\"name\":\"%s\",\"sg\":", u ? "," : "", g->name[u]);
    if (g->sg[u] >= 0) {
      gr_printf(b, "%lld,\"loopy\":false,\"reach\":null}", (long long)g->sg[u]);
    } else {
      gr_puts(b, "null,\"loopy\":true,\"reach\":[");
      for (i = g->reoff[u]; i < g->reoff[u + 1]; i++)
        gr_printf(b, "%s%lld", i > g->reoff[u] ? "," : "", (long long)g->reach[i]);
      gr_puts(b, "]}");
    }
  }
  gr_puts(b, "],\"arrows\":[");
  for (u = 0; u < g->n; u++)
    for (i = g->off[u]; i < g->off[u + 1]; i++)
      gr_printf(b, "%s[%d,%d]", i ? "," : "", u + 1, g->to[i] + 1);
  gr_putc(b, ']');
}

/* ---- the judge: POJ 2425 / HDU 1524 ----------------------------------------------
** Test cases until the end of the input (or a line "0"): N, then N lines "X_i
** and the X_i positions position i leads to" (positions 0..N-1), then queries
** "M s_1 … s_M" (M chesses on those positions) until a line "0". Each query is
** a case: M tokens on the graph, whose nodes are named by their numbers. */

#define CG_MAX_N 1000000 /* positions a test case may have (the statement: 1000) */

static void judge_chessgame(gr_jr *r) {
  long long t, k = 0;
  for (t = 1; gr_jr_skip_blank(r) != EOF; t++) {
    gr_mark mark = gr_jr_mark(r);
    const gr_msg *items = GR_W(word_graph_xitems);
    long long n = gr_jr_number_why(r, 0, r->strict ? 1000 : CG_MAX_N, GR_W(word_graph_positions_n),
                                   r->strict ? NULL : GR_W(word_graph_most)),
              i, j, na = 0, cap = 1024;
    const char **names;
    const char *text = NULL;
    int *src, *dst;
    gr_param *p;
    gr_jr_end_line(r, GR_W(word_graph_positions_n));
    if (n == 0) { /* the end of the input */
      gr_jr_after_end_mark(r, "0");
      return;
    }
    names = gr_alloc(r->ctx, (size_t)n * sizeof *names);
    for (i = 0; i < n; i++) names[i] = gr_fmt(r->ctx, "%lld", i);
    src = gr_alloc(r->ctx, (size_t)cap * sizeof *src);
    dst = gr_alloc(r->ctx, (size_t)cap * sizeof *dst);
    for (i = 0; i < n; i++) {
      long long x;
      if (gr_jr_skip_blank(r) == EOF)
        gr_jr_fail(r, gr_m3(r->ctx, GR_M(judge_graph_line), gr_i(t), gr_i(i), gr_i(n)));
      x = gr_jr_number(r, 0, gr_jr_bound(r, n), GR_W(word_graph_moves_x));
      for (j = 1; j <= x; j++) {
        long long to;
        gr_jr_need_item(r, t, j + 1, x + 1, items);
        to = gr_jr_number(r, 0, n - 1, GR_W(word_graph_position));
        if (na == cap) {
          int *s2 = gr_alloc(r->ctx, (size_t)cap * 2 * sizeof *s2);
          int *d2 = gr_alloc(r->ctx, (size_t)cap * 2 * sizeof *d2);
          memcpy(s2, src, (size_t)cap * sizeof *s2);
          memcpy(d2, dst, (size_t)cap * sizeof *d2);
          src = s2;
          dst = d2;
          cap *= 2;
        }
        if (na == INT32_MAX / 2)
          gr_jr_fail_limit(r, gr_m2(r->ctx, GR_M(judge_graph_arrows), gr_i(t),
                                    gr_i(INT32_MAX / 2)));
        src[na] = (int)i;
        dst[na++] = (int)to;
        if (j == x) break;
      }
      gr_jr_end_items(r, t, x + 1, items);
    }
    p = gr_alloc(r->ctx, sizeof *p);
    memset(p, 0, sizeof *p);
    p->data = build(r->ctx, (int)n, names, (int)na, src, dst);
    if (r->strict && ((graph *)p->data)->cyclic)
      gr_jr_fail(r, gr_m1(r->ctx, GR_M(judge_graph_cycle), gr_i(t)));
    if (r->pos && n <= GR_MAX_NODES && ((graph *)p->data)->off[n] <= GR_MAX_ARROWS) {
      gr_buf b;
      gr_buf_init(&b, r->ctx);
      gr_puts(&b, "graph(");
      format_param(&b, p);
      gr_puts(&b, "):");
      text = b.s;
    }
    for (;;) { /* the queries, until "0" */
      const gr_msg *qitems = GR_W(word_graph_qitems);
      long long m;
      gr_sum s;
      if (gr_jr_skip_blank(r) == EOF)
        gr_jr_fail(r, gr_m1(r->ctx, GR_M(judge_graph_query), gr_i(t)));
      m = gr_jr_number(r, 0, gr_jr_bound(r, 10), GR_W(word_graph_chesses_m));
      if (m == 0) {
        gr_jr_end_line(r, gr_m1(r->ctx, GR_M(word_items), gr_t("0")));
        break;
      }
      k++;
      memset(&s, 0, sizeof s);
      if (r->pos) {
        gr_jr_case_start(r, text != NULL ? text : "graph:");
        if (text == NULL) r->why = GR_W(judge_graph_large);
      }
      for (j = 1; j <= m; j++) {
        gr_comp x;
        memset(&x, 0, sizeof x);
        x.game = &gr_game_graph;
        x.param = p;
        x.n = gr_jr_item(r, k, j + 1, m + 1, 0, n - 1, qitems, GR_W(word_graph_chess));
        gr_jr_sum_comp(r, &s, j, &x);
        if (r->pos) {
          if (j > 1) gr_jr_case_put(r, ",", 1);
          gr_jr_case_num(r, x.n);
        }
        if (j == m) break;
      }
      gr_jr_end_items(r, k, m + 1, qitems);
      gr_jr_puts(r, gr_jr_sum_wins(r, &s, k) ? "WIN\n" : "LOSE\n");
      if (r->pos) gr_jr_case_done(r, k, m, "chesses");
    }
    gr_jr_release(r, mark);
  }
}

static const gr_judgedef judges[] = {
  {"chessgame", "POJ 2425 / HDU 1524", "graph",
   "http://poj.org/problem?id=2425", GR_W(judge_graph_answers),
   "4\n2 1 2\n0\n1 3\n0\n1 0\n2 0 2\n0\n\n4\n1 1\n1 2\n0\n0\n2 0 1\n2 1 1\n3 0 1 3\n0\n",
   judge_chessgame},
  {NULL, NULL, NULL, NULL, NULL, NULL, NULL},
};

static const gr_limit limits[] = {
  {"nodes", GR_MAX_NODES}, {"arrows", GR_MAX_ARROWS}, {"node_name", GR_MAX_NODE_NAME}, {NULL, 0}};

/* A small graph on nodes a.. (each arrow chosen at random, cycles and
** loops allowed) and a token on one of its nodes. */
static void random_token(const gr_game *g, gr_buf *b, uint64_t *seed) {
  gr_int n = gr_rand(seed, 1, 5), u, v;
  (void)g;
  gr_puts(b, "graph(");
  for (u = 0; u < n; u++) { /* arrows down the alphabet more often than back */
    int any = 0;
    gr_printf(b, "%s%c", u ? "," : "", (char)('a' + u));
    for (v = 0; v < n; v++)
      if (gr_rand(seed, 0, 9) < (v > u ? 4 : 1)) {
        gr_printf(b, "%c%c", any ? '/' : '>', (char)('a' + v));
        any = 1;
      }
  }
  gr_printf(b, "):%c", (char)('a' + gr_rand(seed, 0, n - 1)));
}

static const gr_family_caps graph_family = {
  .param_words = GR_W(game_graph_param),
};

static const gr_front_caps graph_front = {
  .param_detail = param_detail,
  .limits = limits,
  .judges = judges,
  .random = random_token,
};

const gr_game gr_game_graph = {
  .name = "graph",
  .title = GR_W(game_graph_title),
  .notation = GR_W(game_graph_notation),
  .example = "graph(a>b/c,b>a/c):a,c",
  .parse_param = parse_param,
  .format_param = format_param,
  .parse = parse,
  .format = format,
  .value = value,
  .legal = legal,
  .moves = moves,
  .copy = gr_copy_fields,
  .refuse = refuse,
  .detail = detail,
  .reach = reach,
  .find_move = find_move,
  .family = &graph_family,
  .front = &graph_front,
};
