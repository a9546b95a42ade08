/*
** hackenbush.c — Green Hackenbush. A component is a picture: edges between
** numbered vertices, vertex 0 being the ground. A move deletes one edge, and
** every edge no longer connected to the ground falls.
**
** Notation: the edges "u-v" separated by ".", e.g. "hackenbush:0-1.1-2.1-3"
** (a stalk of one edge with two branches on top). Loops ("2-2") and
** multiple edges ("0-1.0-1") are allowed; every edge must be connected to the
** ground. The picture with no edges is "0", the bare ground. The canonical
** form writes each edge with its smaller end first and sorts the edges; the
** vertex numbers are the user's and are never renumbered, so a picture keeps
** its vertex ids across moves (a board can draw both from the text). Edge E
** (from 1) is the E-th edge of the canonical body; the move "E" cuts it, and
** the body after it lists the edges still standing, in the same order.
**
** Value, without search (Winning Ways ch. 7): by the fusion principle the
** vertices of any cycle may be fused into one vertex, the cycle's edges
** becoming loops, each a stalk of one edge; the ground counts as one vertex.
** Fusing every cycle fuses each 2-edge-connected part of the picture (the
** vertices joined by edges that are not bridges), which leaves a tree of
** bridges with loops at its vertices. By the colon principle the branches at
** a vertex may be replaced by one stalk whose length is the XOR of theirs:
** a loop counts 1, a bridge to a part above counts 1 + that part's value. So
** one depth-first search (bridges by low-links) gives the value in O(E), and
** a move is valued by one more search without the cut edge. tests/c check
** every small picture against plain minimax.
**
** Component: v, the 2·len vertex numbers of the len edges (u, v) in
** canonical order.
*/
#include <stdlib.h>
#include <string.h>
#include "../game.h"
#include "words.h"

#define GR_MAX_HACK_EDGES 1024   /* edges in a Green Hackenbush picture */
#define GR_MAX_HACK_VERTEX 9999  /* largest vertex number in a picture (0 is the ground) */

/* ---- the picture as a graph -------------------------------------------------- */

/* A picture prepared for repeated searches: vertices renumbered 0..nv-1 in
** increasing vertex number (the ground is 0 and stays 0), adjacency lists of
** edge ids, and the search's work arrays. All of it is scratch memory. */
typedef struct pic {
  int ne, nv;
  const gr_int *id;  /* vertex number of each index */
  int *eu, *ev;      /* edge i joins eu[i] and ev[i] (indices) */
  int *aoff, *adj;   /* edges at vertex u: adj[aoff[u] .. aoff[u+1]) */
  char *dead;        /* the edge cut by the move being tried */
  /* filled by search(): */
  int *tin, *low;    /* preorder number (-1: not reached), low-link */
  int *pe;           /* edge to the DFS parent (-1 at the ground) */
  int *order, nord;  /* vertices in preorder */
  int *it, *stack;   /* iteration state */
  char *bridge;      /* per edge: a bridge of the picture left */
  int *cls;          /* per vertex: its fused part (index into val) */
  gr_int *val;       /* per part: the value of what stands on it */
  int nparts;
} pic;

static int cmp_gr_int(const void *a, const void *b) {
  gr_int x = *(const gr_int *)a, y = *(const gr_int *)b;
  return x < y ? -1 : x > y;
}

static int index_of(const gr_int *ids, int n, gr_int v) {
  int lo = 0, hi = n - 1;
  while (lo < hi) {
    int mid = (lo + hi) / 2;
    if (ids[mid] < v) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

static void build(gr_ctx *ctx, const gr_comp *x, pic *g) {
  int ne = x->len, i, n = 0;
  gr_int *ids = gr_alloc(ctx, (size_t)(2 * ne + 1) * sizeof *ids);
  memset(g, 0, sizeof *g);
  ids[n++] = 0; /* the ground, also in a picture without edges */
  for (i = 0; i < 2 * ne; i++) ids[n++] = x->v[i];
  qsort(ids, (size_t)n, sizeof *ids, cmp_gr_int);
  g->nv = 0;
  for (i = 0; i < n; i++)
    if (i == 0 || ids[i] != ids[i - 1]) ids[g->nv++] = ids[i];
  g->ne = ne;
  g->id = ids;
  g->eu = gr_alloc(ctx, (size_t)(ne + 1) * sizeof *g->eu);
  g->ev = gr_alloc(ctx, (size_t)(ne + 1) * sizeof *g->ev);
  g->aoff = gr_alloc(ctx, (size_t)(g->nv + 1) * sizeof *g->aoff);
  g->adj = gr_alloc(ctx, (size_t)(2 * ne + 1) * sizeof *g->adj);
  memset(g->aoff, 0, (size_t)(g->nv + 1) * sizeof *g->aoff);
  for (i = 0; i < ne; i++) {
    g->eu[i] = index_of(ids, g->nv, x->v[2 * i]);
    g->ev[i] = index_of(ids, g->nv, x->v[2 * i + 1]);
    g->aoff[g->eu[i] + 1]++;
    if (g->ev[i] != g->eu[i]) g->aoff[g->ev[i] + 1]++; /* a loop is listed once */
  }
  for (i = 0; i < g->nv; i++) g->aoff[i + 1] += g->aoff[i];
  {
    int *fill = gr_alloc(ctx, (size_t)(g->nv + 1) * sizeof *fill);
    memcpy(fill, g->aoff, (size_t)(g->nv + 1) * sizeof *fill);
    for (i = 0; i < ne; i++) {
      g->adj[fill[g->eu[i]]++] = i;
      if (g->ev[i] != g->eu[i]) g->adj[fill[g->ev[i]]++] = i;
    }
  }
  g->dead = gr_alloc(ctx, (size_t)ne + 1);
  memset(g->dead, 0, (size_t)ne + 1);
  g->tin = gr_alloc(ctx, (size_t)g->nv * sizeof *g->tin);
  g->low = gr_alloc(ctx, (size_t)g->nv * sizeof *g->low);
  g->pe = gr_alloc(ctx, (size_t)g->nv * sizeof *g->pe);
  g->order = gr_alloc(ctx, (size_t)g->nv * sizeof *g->order);
  g->it = gr_alloc(ctx, (size_t)g->nv * sizeof *g->it);
  g->stack = gr_alloc(ctx, (size_t)g->nv * sizeof *g->stack);
  g->cls = gr_alloc(ctx, (size_t)g->nv * sizeof *g->cls);
  g->val = gr_alloc(ctx, (size_t)g->nv * sizeof *g->val);
  g->bridge = gr_alloc(ctx, (size_t)ne + 1);
}

#define OTHER(g, e, u) ((g)->eu[e] == (u) ? (g)->ev[e] : (g)->eu[e])

/* One depth-first search from the ground over the edges not dead: what
** stands, its bridges, its fused parts and their values. Returns the value
** of the picture; g->tin[u] >= 0 exactly for the vertices still standing. */
static gr_int search(pic *g) {
  int u, i, sp = 0, timer = 0;
  for (u = 0; u < g->nv; u++) g->tin[u] = -1;
  memset(g->bridge, 0, (size_t)g->ne + 1);
  g->nord = 0;
  g->tin[0] = g->low[0] = timer++;
  g->pe[0] = -1;
  g->it[0] = g->aoff[0];
  g->order[g->nord++] = 0;
  g->stack[sp++] = 0;
  while (sp > 0) {
    u = g->stack[sp - 1];
    if (g->it[u] < g->aoff[u + 1]) {
      int e = g->adj[g->it[u]++], w;
      if (g->dead[e] || e == g->pe[u]) continue; /* by edge id: parallel edges count */
      w = OTHER(g, e, u);
      if (g->tin[w] < 0) {
        g->tin[w] = g->low[w] = timer++;
        g->pe[w] = e;
        g->it[w] = g->aoff[w];
        g->order[g->nord++] = w;
        g->stack[sp++] = w;
      } else if (g->tin[w] < g->low[u]) {
        g->low[u] = g->tin[w];
      }
    } else {
      sp--;
      if (g->pe[u] >= 0) {
        int p = OTHER(g, g->pe[u], u);
        if (g->low[u] < g->low[p]) g->low[p] = g->low[u];
        if (g->low[u] > g->tin[p]) g->bridge[g->pe[u]] = 1; /* nothing below climbs past it */
      }
    }
  }
  /* parts: a vertex joins its parent's part unless a bridge leads to it */
  g->nparts = 0;
  for (i = 0; i < g->nord; i++) {
    u = g->order[i];
    if (u == 0 || g->bridge[g->pe[u]]) g->val[g->cls[u] = g->nparts++] = 0;
    else g->cls[u] = g->cls[OTHER(g, g->pe[u], u)];
  }
  for (i = 0; i < g->ne; i++) /* every standing edge inside a part is a loop */
    if (!g->dead[i] && g->tin[g->eu[i]] >= 0 && !g->bridge[i]) g->val[g->cls[g->eu[i]]] ^= 1;
  for (i = g->nord - 1; i > 0; i--) { /* later in preorder: higher up, already summed */
    u = g->order[i];
    if (g->bridge[g->pe[u]]) g->val[g->cls[OTHER(g, g->pe[u], u)]] ^= 1 + g->val[g->cls[u]];
  }
  return g->val[g->cls[0]];
}

/* ---- text -------------------------------------------------------------------- */

/* The character at the cursor, for messages. */
static const gr_msg *char_name(gr_cursor *c) {
  unsigned char ch = (unsigned char)*c->p;
  if (ch == '\0') return GR_W(word_char_end);
  if (ch < 0x20 || ch >= 0x7f) return gr_m1(c->ctx, GR_M(word_char_byte), gr_tf(c->ctx, "0x%02x", ch));
  return gr_m1(c->ctx, GR_M(word_char_quoted), gr_tc(c->ctx, (char)ch));
}

static gr_int read_vertex(gr_cursor *c) {
  if (*c->p < '0' || *c->p > '9')
    gr_syntax(c, gr_m1(c->ctx, GR_M(err_hackenbush_vertex), gr_n(char_name(c))));
  return gr_read_int(c, 0, GR_MAX_HACK_VERTEX, GR_W(word_vertex_number));
}

static int cmp_edge(const void *a, const void *b) {
  const gr_int *x = a, *y = b;
  if (x[0] != y[0]) return x[0] < y[0] ? -1 : 1;
  return x[1] < y[1] ? -1 : x[1] > y[1];
}

static int find_root(int *up, int a) {
  while (up[a] != a) a = up[a] = up[up[a]];
  return a;
}

static void parse(gr_cursor *c, gr_comp *x) {
  gr_int cap = 16, *v = gr_alloc(c->ctx, (size_t)cap * 2 * sizeof *v);
  long *at = gr_alloc(c->ctx, (size_t)cap * sizeof *at); /* where each edge starts */
  int n = 0, i;
  for (;;) {
    const char *edge = c->p;
    gr_int a = read_vertex(c), b;
    if (n == 0 && a == 0 && gr_at_comp_end(c)) break; /* "0": the bare ground */
    if (*c->p != '-') {
      if (gr_at_comp_end(c))
        gr_syntax(c, GR_W(err_hackenbush_dash));
      gr_syntax(c, gr_m1(c->ctx, GR_M(err_hackenbush_after_vertex), gr_n(char_name(c))));
    }
    c->p++;
    b = read_vertex(c);
    if (n == GR_MAX_HACK_EDGES)
      gr_throw(c->ctx, GR_ELIMIT, gr_m2(c->ctx, GR_M(err_hackenbush_edges),
                                        gr_i((gr_int)(edge - c->text) + 1),
                                        gr_i(GR_MAX_HACK_EDGES)));
    if (n == cap) {
      gr_int *nv = gr_alloc(c->ctx, (size_t)cap * 4 * sizeof *nv);
      long *nat = gr_alloc(c->ctx, (size_t)cap * 2 * sizeof *nat);
      memcpy(nv, v, (size_t)cap * 2 * sizeof *v);
      memcpy(nat, at, (size_t)cap * sizeof *at);
      v = nv;
      at = nat;
      cap *= 2;
    }
    v[2 * n] = a < b ? a : b;
    v[2 * n + 1] = a < b ? b : a;
    at[n++] = (long)(edge - c->text);
    if (*c->p != '.') break;
    c->p++;
  }
  if (!gr_at_comp_end(c))
    gr_syntax(c, gr_m1(c->ctx, GR_M(err_hackenbush_after_edge), gr_n(char_name(c))));
  x->len = n;
  x->v = v;
  if (n == 0) return;
  { /* every edge must reach the ground: one union-find over the edges */
    pic g;
    int *up;
    build(c->ctx, x, &g);
    up = gr_alloc(c->ctx, (size_t)g.nv * sizeof *up);
    for (i = 0; i < g.nv; i++) up[i] = i;
    for (i = 0; i < n; i++) up[find_root(up, g.eu[i])] = find_root(up, g.ev[i]);
    for (i = 0; i < n; i++) /* text order: the first such edge is named */
      if (find_root(up, g.eu[i]) != find_root(up, 0)) {
        c->p = c->text + at[i];
        gr_syntax(c, gr_m2(c->ctx, GR_M(err_hackenbush_floating), gr_i(x->v[2 * i]),
                           gr_i(x->v[2 * i + 1])));
      }
  }
  qsort(v, (size_t)n, 2 * sizeof *v, cmp_edge);
}

static void format(gr_buf *b, const gr_comp *x) {
  int i;
  if (x->len == 0) gr_putc(b, '0');
  for (i = 0; i < x->len; i++)
    gr_printf(b, "%s%lld-%lld", i ? "." : "", (long long)x->v[2 * i], (long long)x->v[2 * i + 1]);
}

/* ---- value and moves ---------------------------------------------------------- */

static gr_value value(gr_ctx *ctx, const gr_comp *x) {
  gr_value r = {0, 0};
  pic g;
  build(ctx, x, &g);
  r.sg = search(&g);
  return r;
}

static gr_int legal(gr_ctx *ctx, const gr_comp *x, int turn) {
  (void)ctx;
  (void)turn;
  return x->len; /* any edge may be cut */
}

static void moves(gr_ctx *ctx, const gr_comp *x, int turn, gr_movelist *ml) {
  pic g;
  int e;
  (void)turn;
  if (x->len == 0) return;
  build(ctx, x, &g);
  for (e = 0; e < g.ne && !ml->full; e++) {
    gr_value v = {0, 0};
    gr_move *m;
    int i, k = 0, fell;
    gr_comp *a;
    if (ml->match && ml->m_from >= 0 && ml->m_from != e + 1) continue;
    g.dead[e] = 1;
    v.sg = search(&g);
    for (i = 0; i < g.ne; i++) k += !g.dead[i] && g.tin[g.eu[i]] >= 0;
    fell = g.ne - 1 - k;
    if ((m = gr_move_push(ml, v, e + 1, e + 1, fell + 1)) != NULL) {
      m->text = gr_fmt(ctx, "%d", e + 1);
      if (fell == 0)
        m->label = gr_m3(ctx, GR_M(move_hackenbush_cut), gr_i(e + 1), gr_i(x->v[2 * e]),
                         gr_i(x->v[2 * e + 1]));
      else
        m->label = gr_m4(ctx, fell == 1 ? GR_M(move_hackenbush_fall1) : GR_M(move_hackenbush_fall),
                         gr_i(e + 1), gr_i(x->v[2 * e]), gr_i(x->v[2 * e + 1]), gr_i(fell));
      a = gr_move_result(ctx, m, x, 1); /* its v has room for x's edges, more than k */
      a->len = k;
      for (i = 0, k = 0; i < g.ne; i++)
        if (!g.dead[i] && g.tin[g.eu[i]] >= 0) {
          a->v[2 * k] = x->v[2 * i];
          a->v[2 * k + 1] = x->v[2 * i + 1];
          k++;
        }
    }
    g.dead[e] = 0;
  }
}

static const gr_msg *refuse(gr_ctx *ctx, const gr_comp *x, int turn, const char *move) {
  (void)turn;
  (void)move;
  if (x->len == 0) return GR_W(refuse_hackenbush_none);
  if (x->len == 1) return GR_W(refuse_hackenbush_one);
  return gr_m1(ctx, GR_M(refuse_hackenbush_cut), gr_i(x->len));
}

/* The reduction for the "why" view (README: "edges", "nodes"). */
static void detail(gr_ctx *ctx, gr_buf *b, const gr_comp *x, int turn) {
  pic g;
  int i, k, *first, *next, *efirst, *enext, *owner, *name, *parent, *pedge;
  (void)turn;
  gr_puts(b, ",\"edges\":[");
  for (i = 0; i < x->len; i++)
    gr_printf(b, "%s[%lld,%lld]", i ? "," : "", (long long)x->v[2 * i], (long long)x->v[2 * i + 1]);
  gr_puts(b, "],\"nodes\":[");
  build(ctx, x, &g);
  search(&g);
  /* members of each part in increasing vertex number, and the edges at each
  ** part (loops inside it, bridges to the parts above it) in edge order, as
  ** linked lists built backwards */
  first = gr_alloc(ctx, (size_t)g.nparts * sizeof *first);
  efirst = gr_alloc(ctx, (size_t)g.nparts * sizeof *efirst);
  next = gr_alloc(ctx, (size_t)g.nv * sizeof *next);
  enext = gr_alloc(ctx, (size_t)(g.ne + 1) * sizeof *enext);
  owner = gr_alloc(ctx, (size_t)(g.ne + 1) * sizeof *owner); /* part above a bridge, or -1 */
  name = gr_alloc(ctx, (size_t)g.nparts * sizeof *name);
  parent = gr_alloc(ctx, (size_t)g.nparts * sizeof *parent);
  pedge = gr_alloc(ctx, (size_t)g.nparts * sizeof *pedge);
  for (k = 0; k < g.nparts; k++) first[k] = efirst[k] = parent[k] = pedge[k] = -1;
  for (i = g.nv - 1; i >= 0; i--)
    if (g.tin[i] >= 0) {
      next[i] = first[g.cls[i]];
      first[g.cls[i]] = i;
      name[g.cls[i]] = i; /* ends at the smallest vertex */
    }
  for (i = 0; i < g.nord; i++) {
    int u = g.order[i];
    if (u != 0 && g.bridge[g.pe[u]]) {
      int p = OTHER(&g, g.pe[u], u);
      parent[g.cls[u]] = g.cls[p];
      pedge[g.cls[u]] = g.pe[u];
      owner[g.pe[u]] = g.cls[u];
    }
  }
  for (i = g.ne - 1; i >= 0; i--) {
    int at;
    if (!g.bridge[i]) {
      owner[i] = -1;
      at = g.cls[g.eu[i]];
    } else { /* listed at the part below the bridge */
      at = parent[owner[i]];
    }
    enext[i] = efirst[at];
    efirst[at] = i;
  }
  /* parts in reverse preorder of their first vertex: each after those above it */
  for (i = g.nord - 1, k = 0; i >= 0; i--) {
    int u = g.order[i], p = g.cls[u], w, e, any;
    if (u != 0 && !g.bridge[g.pe[u]]) continue; /* not the first vertex of its part */
    gr_printf(b, "%s{\"vertex\":%lld,\"fused\":[", k++ ? "," : "", (long long)g.id[name[p]]);
    for (w = first[p], any = 0; w >= 0; w = next[w])
      gr_printf(b, "%s%lld", any++ ? "," : "", (long long)g.id[w]);
    gr_puts(b, "],\"loops\":[");
    for (e = efirst[p], any = 0; e >= 0; e = enext[e])
      if (owner[e] < 0) gr_printf(b, "%s%d", any++ ? "," : "", e + 1);
    if (parent[p] >= 0)
      gr_printf(b, "],\"edge\":%d,\"parent\":%lld", pedge[p] + 1, (long long)g.id[name[parent[p]]]);
    else
      gr_puts(b, "],\"edge\":null,\"parent\":null");
    gr_puts(b, ",\"branches\":[");
    for (e = efirst[p], any = 0; e >= 0; e = enext[e])
      gr_printf(b, "%s[%d,%lld]", any++ ? "," : "", e + 1,
                owner[e] < 0 ? 1LL : (long long)(1 + g.val[owner[e]]));
    gr_printf(b, "],\"value\":%lld}", (long long)g.val[p]);
  }
  gr_putc(b, ']');
}

static const gr_limit limits[] = {
  {"edges", GR_MAX_HACK_EDGES}, {"vertex", GR_MAX_HACK_VERTEX}, {NULL, 0}};

/* A small picture: each edge from a vertex already standing to a new one,
** to another standing vertex (closing a cycle), or to itself (a loop). */
static void random_picture(const gr_game *g, gr_buf *b, uint64_t *seed) {
  gr_int n = gr_rand(seed, 1, 5), top = 0, i;
  (void)g;
  gr_puts(b, "hackenbush:");
  for (i = 0; i < n; i++) {
    gr_int u = gr_rand(seed, 0, top), r = gr_rand(seed, 0, 9), v;
    v = r < 6 ? ++top : r < 9 ? gr_rand(seed, 0, top) : u;
    gr_printf(b, "%s%lld-%lld", i ? "." : "", (long long)(u < v ? u : v),
              (long long)(u < v ? v : u));
  }
}

/* A copy that keeps both ends of every edge (v holds 2·len numbers). */
static void copy(const gr_comp *x, gr_comp *to, gr_alloc_fn alloc, void *ud) {
  *to = *x;
  if (x->v != NULL) {
    to->v = alloc(ud, 2 * (size_t)x->len * sizeof *x->v + 1);
    memcpy(to->v, x->v, 2 * (size_t)x->len * sizeof *x->v);
  }
}

static const gr_front_caps hackenbush_front = {
  .limits = limits,
  .random = random_picture,
};

const gr_game gr_game_hackenbush = {
  .name = "hackenbush",
  .title = GR_W(game_hackenbush_title),
  .notation = GR_W(game_hackenbush_notation),
  .example = "hackenbush:0-1.0-2.1-2.2-3.3-4.3-4",
  .parse = parse,
  .format = format,
  .value = value,
  .legal = legal,
  .moves = moves,
  .copy = copy,
  .refuse = refuse,
  .detail = detail,
  .front = &hackenbush_front,
};
