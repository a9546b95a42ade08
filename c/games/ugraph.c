/*
** ugraph.c — undirected graphs for the Kayles games (ugraph.h): text,
** parts, keys, the search, moves and what boards draw.
**
** Values: a graph's connected parts XOR. A part is searched on the position
** cache (the pruned search, prune.c) under one of two keys:
**  - a part whose nodes are grid cells with edges exactly between cells side
**    by side (a grid graph, or what is left of one) is a region of a grid
**    (gridbits.c), keyed under the grid's turns and mirrors; Arc-Kayles there
**    is Cram, Node-Kayles a cell with its neighbours;
**  - any other part is keyed by its adjacency under a canonical order of its
**    nodes: colour refinement (each node's colour refined by the colours of
**    its neighbours until stable, colours ranked by what they are made of,
**    so the order is the same for every labelling), then each class of
**    equal colours left is split by trying each of its nodes first, and the
**    least adjacency found is the key. Past UG_LEAVES tries the least found
**    so far is kept: still a key of this very graph (two graphs with one key
**    are the same graph), only perhaps not the one an isomorphic copy gets.
** Key bytes: 0xFF, k, then the upper triangle of the k×k adjacency, row by
** row, one bit per pair (grid keys start with their height, at most 64).
*/
#include <stdlib.h>
#include <string.h>
#include "../game.h"
#include "../family.h"
#include "ugraph.h"
#include "gridbits.h"
#include "words.h"

#define UG_LEAVES 48                   /* orders tried for one key at most */
#define UG_KEY_MAX (2 + (UG_MAX_NODES * (UG_MAX_NODES - 1) / 2 + 7) / 8)

static uint64_t bit(int i) { return (uint64_t)1 << i; }

/* The nodes numbered above i (none above 63). */
static uint64_t above(int i) { return ~(uint64_t)0 << i << 1; }

/* ---- reading and writing -------------------------------------------------------------- */

static int name_char(char ch) {
  return (ch >= 'a' && ch <= 'z') || (ch >= 'A' && ch <= 'Z') || (ch >= '0' && ch <= '9') ||
         ch == '_';
}

static int name_cmp(const char *a, const char *b) {
  size_t la = strlen(a), lb = strlen(b);
  if (la != lb) return la < lb ? -1 : 1;
  return strcmp(a, b);
}

static int cmp_names(const void *a, const void *b) {
  return name_cmp(*(const char *const *)a, *(const char *const *)b);
}

/* The grid cell a name stands for ("b3": row 1, column 2), or 0. */
static int cell_of(const char *s, int *r, int *c) {
  int v = 0;
  if (*s < 'a' || *s > 'z' || s[1] < '1' || s[1] > '9') return 0;
  *r = *s - 'a';
  for (s++; *s >= '0' && *s <= '9'; s++) {
    v = v * 10 + (*s - '0');
    if (v > 64) return 0;
  }
  *c = v - 1;
  return *s == '\0';
}

static const char *grid_name(gr_ctx *ctx, int r, int c) {
  return gr_fmt(ctx, "%c%d", 'a' + r, c + 1);
}

/* Sets g->grid (and the cells) when the graph is a grid graph's piece. */
static void find_grid(gr_ugraph *g) {
  int u, v;
  g->grid = 0;
  for (u = 0; u < g->n; u++)
    if (!cell_of(g->name[u], &g->row[u], &g->col[u])) return;
  for (u = 0; u < g->n; u++)
    for (v = u + 1; v < g->n; v++) {
      int side = abs(g->row[u] - g->row[v]) + abs(g->col[u] - g->col[v]) == 1;
      if (side != (int)((g->adj[u] >> v) & 1)) return;
    }
  g->grid = 1;
}

typedef struct rawg {
  int n, ne;
  const char *name[UG_MAX_NODES];
  int eu[UG_MAX_NODES * UG_MAX_NODES], ev[UG_MAX_NODES * UG_MAX_NODES];
} rawg;

static int raw_node(gr_cursor *c, rawg *g, const char *nm, const char *at) {
  int i;
  for (i = 0; i < g->n; i++)
    if (strcmp(g->name[i], nm) == 0) return i;
  if (g->n == UG_MAX_NODES) {
    c->p = at;
    gr_throw(c->ctx, GR_ELIMIT, gr_m2(c->ctx, GR_M(err_graph_nodes),
                                      gr_i((gr_int)(at - c->text) + 1), gr_i(UG_MAX_NODES)));
  }
  g->name[g->n] = nm;
  return g->n++;
}

static void raw_edge(gr_cursor *c, rawg *g, int u, int v, const char *at) {
  int i;
  if (u == v) {
    c->p = at;
    gr_syntax(c, gr_m2(c->ctx, GR_M(err_ugraph_loop), gr_t(g->name[u]), gr_t(g->name[v])));
  }
  for (i = 0; i < g->ne; i++)
    if ((g->eu[i] == u && g->ev[i] == v) || (g->eu[i] == v && g->ev[i] == u)) return;
  g->eu[g->ne] = u;
  g->ev[g->ne++] = v;
}

static const char *read_name(gr_cursor *c) {
  const char *s = c->p;
  while (name_char(*c->p)) c->p++;
  if (c->p == s)
    gr_syntax(c, GR_W(err_ugraph_name));
  if (c->p - s > UG_MAX_NAME) {
    c->p = s;
    gr_throw(c->ctx, GR_ELIMIT, gr_m2(c->ctx, GR_M(err_graph_name_long),
                                      gr_i((gr_int)(s - c->text) + 1), gr_i(UG_MAX_NAME)));
  }
  return gr_strndup(c->ctx, s, (size_t)(c->p - s));
}

/* After an item: 1 when another follows ("." or ","), spaces allowed around ",". */
static int next_item(gr_cursor *c) {
  const char *p = c->p;
  while (*p == ' ') p++;
  if (*p == ',' || (*p == '.' && p == c->p)) {
    p++;
    while (*p == ' ') p++;
    c->p = p;
    return 1;
  }
  return 0;
}

void gr_ug_parse(gr_cursor *c, gr_comp *x) {
  gr_ctx *ctx = c->ctx;
  rawg *raw = gr_alloc(ctx, sizeof *raw);
  gr_ugraph *g = gr_alloc(ctx, sizeof *g);
  int i, *rank;
  memset(raw, 0, sizeof *raw);
  memset(g, 0, sizeof *g);
  if (*c->p == '-' && (c->p++, gr_at_comp_end(c))) { /* the graph without nodes */
    g->name = gr_alloc(ctx, sizeof *g->name);
    x->data = g;
    return;
  }
  if (c->p[-1] == '-') c->p--;
  do {
    const char *at = c->p;
    if (strncmp(c->p, "grid(", 5) == 0) { /* grid(RxC) */
      int R, C, r, k;
      c->p += 5;
      R = (int)gr_read_int(c, 1, 26, GR_W(word_ugraph_rows));
      if (*c->p != 'x') gr_syntax(c, GR_W(err_ugraph_x));
      c->p++;
      C = (int)gr_read_int(c, 1, UG_MAX_NODES, GR_W(word_ugraph_columns));
      if (*c->p != ')') gr_syntax(c, GR_W(err_ugraph_close));
      c->p++;
      if (R * C > UG_MAX_NODES) {
        c->p = at;
        gr_throw(ctx, GR_ELIMIT, gr_m5(ctx, GR_M(err_ugraph_grid), gr_i((gr_int)(at - c->text) + 1),
                                       gr_i(UG_MAX_NODES), gr_i(R), gr_i(C), gr_i(R * C)));
      }
      for (r = 0; r < R; r++)
        for (k = 0; k < C; k++) {
          int u = raw_node(c, raw, grid_name(ctx, r, k), at);
          if (k > 0) raw_edge(c, raw, raw_node(c, raw, grid_name(ctx, r, k - 1), at), u, at);
          if (r > 0) raw_edge(c, raw, raw_node(c, raw, grid_name(ctx, r - 1, k), at), u, at);
        }
      continue;
    }
    {
      int u = raw_node(c, raw, read_name(c), at);
      for (;;) { /* an edge, or a path; spaces around "-" allowed */
        const char *at2, *p = c->p;
        int v;
        while (*p == ' ') p++;
        if (*p != '-') break;
        c->p = p + 1;
        while (*c->p == ' ') c->p++;
        at2 = c->p;
        v = raw_node(c, raw, read_name(c), at2);
        raw_edge(c, raw, u, v, at2);
        u = v;
      }
    }
  } while (next_item(c));
  if (!gr_at_comp_end(c))
    gr_syntax(c, GR_W(err_ugraph_body));
  g->n = raw->n;
  g->name = gr_alloc(ctx, (size_t)(raw->n ? raw->n : 1) * sizeof *g->name);
  memcpy(g->name, raw->name, (size_t)raw->n * sizeof *g->name);
  qsort((void *)g->name, (size_t)g->n, sizeof *g->name, cmp_names);
  for (i = 1; i < g->n; i++)
    if (strcmp(g->name[i], g->name[i - 1]) == 0) break;
  rank = gr_alloc(ctx, (size_t)(raw->n ? raw->n : 1) * sizeof *rank);
  for (i = 0; i < raw->n; i++) {
    int j;
    for (j = 0; j < g->n; j++)
      if (strcmp(g->name[j], raw->name[i]) == 0) break;
    rank[i] = j;
  }
  for (i = 0; i < raw->ne; i++) {
    g->adj[rank[raw->eu[i]]] |= bit(rank[raw->ev[i]]);
    g->adj[rank[raw->ev[i]]] |= bit(rank[raw->eu[i]]);
  }
  find_grid(g);
  x->data = g;
}

/* A copy of the graph with its names, all in the copy's own memory. */
void gr_ug_copy(const gr_comp *x, gr_comp *to, gr_alloc_fn alloc, void *ud) {
  const gr_ugraph *g = x->data;
  gr_ugraph *h = alloc(ud, sizeof *h);
  size_t bytes = 0;
  char *s;
  int u;
  *to = *x;
  *h = *g;
  for (u = 0; u < g->n; u++) bytes += strlen(g->name[u]) + 1;
  h->name = alloc(ud, (size_t)(g->n ? g->n : 1) * sizeof *h->name);
  s = alloc(ud, bytes ? bytes : 1);
  for (u = 0; u < g->n; u++) {
    size_t l = strlen(g->name[u]) + 1;
    h->name[u] = memcpy(s, g->name[u], l);
    s += l;
  }
  to->data = h;
}

/* Whether g is the whole grid R×C of its cells' names. */
static int full_grid(const gr_ugraph *g, int *R, int *C) {
  int u, seen[UG_MAX_NODES];
  if (!g->grid || g->n == 0) return 0;
  *R = *C = 0;
  for (u = 0; u < g->n; u++) {
    if (g->row[u] + 1 > *R) *R = g->row[u] + 1;
    if (g->col[u] + 1 > *C) *C = g->col[u] + 1;
  }
  if (*R * *C != g->n) return 0;
  memset(seen, 0, sizeof seen);
  for (u = 0; u < g->n; u++) {
    int k = g->row[u] * *C + g->col[u];
    if (k >= g->n || seen[k]) return 0;
    seen[k] = 1;
  }
  return 1;
}

void gr_ug_format(gr_buf *b, const gr_comp *x) {
  const gr_ugraph *g = x->data;
  int u, R, C, first = 1;
  if (g->n == 0) { /* no node left */
    gr_putc(b, '-');
    return;
  }
  if (full_grid(g, &R, &C)) {
    gr_printf(b, "grid(%dx%d)", R, C);
    return;
  }
  for (u = 0; u < g->n; u++) {
    uint64_t later = g->adj[u] & above(u);
    if (g->adj[u] == 0) {
      gr_printf(b, "%s%s", first ? "" : ".", g->name[u]);
      first = 0;
    }
    for (; later; later &= later - 1) {
      gr_printf(b, "%s%s-%s", first ? "" : ".", g->name[u], g->name[gr_bit_low(later)]);
      first = 0;
    }
  }
}

/* ---- keys of parts ---------------------------------------------------------------------- */

/* The connected part of mask holding node `from` (a bit of mask). */
static uint64_t part_from(const uint64_t *adj, uint64_t mask, uint64_t from) {
  uint64_t p = from, front = p;
  while (front) {
    uint64_t nb = 0, f;
    for (f = front; f; f &= f - 1) nb |= adj[gr_bit_low(f)];
    front = nb & mask & ~p;
    p |= front;
  }
  return p;
}

/* The connected part of mask holding its lowest node. */
static uint64_t part_of(const uint64_t *adj, uint64_t mask) {
  uint64_t p = mask & (~mask + 1), front = p;
  while (front) {
    uint64_t nb = 0, f;
    for (f = front; f; f &= f - 1) nb |= adj[gr_bit_low(f)];
    front = nb & mask & ~p;
    p |= front;
  }
  return p;
}

/* The induced graph on mask, its nodes renumbered 0..k-1 in order: adj out. */
static int induce(const uint64_t *adj, uint64_t mask, uint64_t *out) {
  int idx[64], k = 0, i;
  uint64_t m;
  for (m = mask; m; m &= m - 1) idx[gr_bit_low(m)] = k++;
  for (m = mask, i = 0; m; m &= m - 1, i++) {
    uint64_t a = adj[gr_bit_low(m)] & mask, o = 0;
    for (; a; a &= a - 1) o |= bit(idx[gr_bit_low(a)]);
    out[i] = o;
  }
  return k;
}

typedef struct canon {
  int k;
  const uint64_t *adj;
  unsigned char best[UG_KEY_MAX];
  int have, leaves;
} canon;

/* The adjacency bytes of adj under order (order[i]: the node put at i). */
static void key_under(const canon *cn, const int *order, unsigned char *key) {
  int i, j, bitn = 0, k = cn->k;
  int pos[64];
  size_t bytes = ((size_t)k * (size_t)(k - 1) / 2 + 7) / 8;
  key[0] = 0xFF;
  key[1] = (unsigned char)k;
  memset(key + 2, 0, bytes);
  for (i = 0; i < k; i++) pos[i] = order[i];
  for (i = 0; i < k; i++)
    for (j = i + 1; j < k; j++, bitn++)
      if ((cn->adj[pos[i]] >> pos[j]) & 1) key[2 + bitn / 8] |= (unsigned char)(1u << (bitn % 8));
}

static size_t key_len(int k) { return 2 + ((size_t)k * (size_t)(k - 1) / 2 + 7) / 8; }

/* Refines colours (0..m-1, ranked) until stable; returns m. */
static int refine(const canon *cn, int *col, int m) {
  int k = cn->k;
  for (;;) {
    uint64_t cls[64];
    int sig[64][65], order[64], i, j, nm = 0, newc[64];
    memset(cls, 0, sizeof cls);
    for (i = 0; i < k; i++) cls[col[i]] |= bit(i);
    for (i = 0; i < k; i++) {
      sig[i][0] = col[i];
      for (j = 0; j < m; j++) sig[i][1 + j] = gr_bit_count(cn->adj[i] & cls[j]);
      order[i] = i;
    }
    for (i = 1; i < k; i++) { /* sort nodes by signature (insertion: k <= 64) */
      int v = order[i], p = i;
      while (p > 0 && memcmp(sig[order[p - 1]], sig[v], (size_t)(m + 1) * sizeof(int)) > 0) {
        order[p] = order[p - 1];
        p--;
      }
      order[p] = v;
    }
    for (i = 0; i < k; i++) {
      if (i > 0 && memcmp(sig[order[i - 1]], sig[order[i]], (size_t)(m + 1) * sizeof(int)) != 0)
        nm++;
      newc[order[i]] = nm;
    }
    nm++;
    memcpy(col, newc, (size_t)k * sizeof *col);
    if (nm == m) return m;
    m = nm;
  }
}

static void search_orders(canon *cn, int *col, int m) {
  int k = cn->k, i, target = -1, size = 65, cnt[64];
  m = refine(cn, col, m);
  if (m == k) { /* discrete: a leaf */
    int order[64];
    unsigned char key[UG_KEY_MAX];
    for (i = 0; i < k; i++) order[col[i]] = i;
    key_under(cn, order, key);
    if (!cn->have || memcmp(key, cn->best, key_len(k)) < 0) memcpy(cn->best, key, key_len(k));
    cn->have = 1;
    cn->leaves++;
    return;
  }
  memset(cnt, 0, sizeof cnt);
  for (i = 0; i < k; i++) cnt[col[i]]++;
  for (i = 0; i < m; i++)
    if (cnt[i] > 1 && cnt[i] < size) {
      size = cnt[i];
      target = i;
    }
  for (i = 0; i < k && cn->leaves < UG_LEAVES; i++) {
    int c2[64], j;
    if (col[i] != target) continue;
    for (j = 0; j < k; j++) c2[j] = 2 * col[j] + (col[j] == target && j != i);
    { /* re-rank 0..m */
      int used[130], r = 0;
      memset(used, -1, sizeof used);
      for (j = 0; j < 2 * m + 2; j++) used[j] = -1;
      for (j = 0; j < k; j++) used[c2[j]] = 1;
      for (j = 0; j < 2 * m + 2; j++)
        if (used[j] == 1) used[j] = r++;
      for (j = 0; j < k; j++) c2[j] = used[c2[j]];
      search_orders(cn, c2, r);
    }
  }
}

/* The key of the induced graph on mask (a connected part) of adj. */
static size_t general_key(const uint64_t *adj, uint64_t mask, unsigned char *key) {
  uint64_t a[64];
  canon cn;
  int col[64], i;
  memset(&cn, 0, sizeof cn);
  cn.k = induce(adj, mask, a);
  cn.adj = a;
  for (i = 0; i < cn.k; i++) col[i] = 0;
  search_orders(&cn, col, 1);
  memcpy(key, cn.best, key_len(cn.k));
  return key_len(cn.k);
}

/* Adds the keys of mask's parts (of graph adj; a grid when cells != NULL)
** that have a move under rule, equal parts cancelling. */
typedef struct place {
  const int *row, *col;  /* cells, or NULL */
} place;

static int has_move(const uint64_t *adj, uint64_t part, int rule) {
  uint64_t m;
  if (rule == UG_NODE) return part != 0;
  for (m = part; m; m &= m - 1)
    if (adj[gr_bit_low(m)] & part) return 1;
  return 0;
}

/* The part's key: a grid region when the part fits a box of 64 cells. */
static size_t part_key(const uint64_t *adj, uint64_t part, const place *pl, unsigned char *key) {
  if (pl->row != NULL) {
    int r0 = 99, r1 = -1, c0 = 99, c1 = -1;
    uint64_t m, bits = 0;
    for (m = part; m; m &= m - 1) {
      int u = gr_bit_low(m);
      if (pl->row[u] < r0) r0 = pl->row[u];
      if (pl->row[u] > r1) r1 = pl->row[u];
      if (pl->col[u] < c0) c0 = pl->col[u];
      if (pl->col[u] > c1) c1 = pl->col[u];
    }
    if ((r1 - r0 + 1) * (c1 - c0 + 1) <= GR_GRID_MAX_CELLS) {
      int w = c1 - c0 + 1;
      for (m = part; m; m &= m - 1) {
        int u = gr_bit_low(m);
        bits |= bit((pl->row[u] - r0) * w + pl->col[u] - c0);
      }
      return gr_grid_key(bits, r1 - r0 + 1, w, key);
    }
  }
  return general_key(adj, part, key);
}

static void add_parts(gr_parts *out, const uint64_t *adj, uint64_t mask, int rule,
                      const place *pl) {
  unsigned char keys[16][UG_KEY_MAX];
  size_t lens[16];
  int n = 0, i;
  while (mask) {
    uint64_t p = part_of(adj, mask);
    mask &= ~p;
    if (!has_move(adj, p, rule)) continue;
    if (n == 16) { /* flush: too many to compare */
      for (i = 0; i < n; i++) gr_parts_add(out, keys[i], lens[i]);
      n = 0;
    }
    lens[n] = part_key(adj, p, pl, keys[n]);
    for (i = 0; i < n; i++)
      if (lens[i] == lens[n] && memcmp(keys[i], keys[n], lens[n]) == 0) break;
    if (i < n) {
      memmove(keys[i], keys[n - 1], lens[n - 1]);
      lens[i] = lens[n - 1];
      n--;
    } else {
      n++;
    }
  }
  for (i = 0; i < n; i++) gr_parts_add(out, keys[i], lens[i]);
}

/* ---- the search ---------------------------------------------------------------------- */

typedef struct uiter {
  uint64_t adj[64];
  int k;
  uint64_t left;  /* nodes whose moves are not yet listed */
  uint64_t with;  /* Arc-Kayles: the current node's later neighbours not yet listed */
  int u;
} uiter;


static void unkey(const unsigned char *key, uint64_t *adj, int *kp) {
  int k = key[1], i, j, b = 0;
  memset(adj, 0, (size_t)k * sizeof *adj);
  for (i = 0; i < k; i++)
    for (j = i + 1; j < k; j++, b++)
      if ((key[2 + b / 8] >> (b % 8)) & 1) {
        adj[i] |= bit(j);
        adj[j] |= bit(i);
      }
  *kp = k;
}

typedef struct both {
  int rule;
  gr_search grid;  /* the grid search for keys of regions */
} both;

static both rules_both[2];

static void u_begin(gr_ctx *ctx, const void *game, const unsigned char *key, size_t len,
                    void *itp) {
  const both *bo = game;
  uiter *it = itp;
  if (key[0] != 0xFF) {
    bo->grid.begin(ctx, bo->grid.game, key, len, itp);
    return;
  }
  unkey(key, it->adj, &it->k);
  it->left = it->k >= 64 ? ~(uint64_t)0 : bit(it->k) - 1;
  it->with = 0;
  it->u = -1;
}

static int u_next(gr_ctx *ctx, const void *game, const unsigned char *key, size_t len,
                  void *itp, gr_parts *out) {
  const both *bo = game;
  uiter *it = itp;
  uint64_t all, gone;
  place pl = {NULL, NULL};
  if (key[0] != 0xFF) return bo->grid.next(ctx, bo->grid.game, key, len, itp, out);
  all = it->k >= 64 ? ~(uint64_t)0 : bit(it->k) - 1;
  if (bo->rule == UG_NODE) {
    int u;
    if (it->left == 0) return 0;
    u = gr_bit_low(it->left);
    it->left &= it->left - 1;
    gone = bit(u) | it->adj[u];
  } else {
    int v;
    while (it->with == 0) {
      if (it->left == 0) return 0;
      it->u = gr_bit_low(it->left);
      it->left &= it->left - 1;
      it->with = it->adj[it->u] & above(it->u);
    }
    v = gr_bit_low(it->with);
    it->with &= it->with - 1;
    gone = bit(it->u) | bit(v);
  }
  add_parts(out, it->adj, all & ~gone, bo->rule, &pl);
  return 1;
}

static int u_known(const void *game, const unsigned char *key, size_t len, uint64_t *v) {
  const both *bo = game;
  if (key[0] != 0xFF) return bo->grid.known(bo->grid.game, key, len, v);
  if (key[1] == 1) { /* a node alone */
    *v = bo->rule == UG_NODE;
    return 1;
  }
  return 0;
}

static double u_weight(const void *game, const unsigned char *key, size_t len) {
  const both *bo = game;
  if (key[0] != 0xFF) return bo->grid.weight(bo->grid.game, key, len);
  return key[1];
}

static uint64_t u_options(const void *game, const unsigned char *key, size_t len) {
  const both *bo = game;
  uint64_t adj[64], n = 0;
  int k, i;
  if (key[0] != 0xFF) return bo->grid.options(bo->grid.game, key, len);
  if (bo->rule == UG_NODE) return key[1];
  unkey(key, adj, &k);
  for (i = 0; i < k; i++) n += (uint64_t)gr_bit_count(adj[i]);
  return n / 2;
}

static gr_poscache *searcher(gr_ctx *ctx, int rule, gr_search *s) {
  both *bo = &rules_both[rule];
  if (bo->grid.begin == NULL) { /* the same for every call: filled once */
    bo->rule = rule;
    gr_grid_searcher(&bo->grid, rule == UG_NODE ? GR_GRID_NODE : GR_GRID_DOMINO,
                     rule == UG_NODE ? "nodekayles" : "arckayles");
  }
  memset(s, 0, sizeof *s);
  s->game = bo;
  s->iter_size = sizeof(uiter) > bo->grid.iter_size ? sizeof(uiter) : bo->grid.iter_size;
  s->begin = u_begin;
  s->next = u_next;
  s->known = u_known;
  s->weight = u_weight;
  s->options = u_options;
  s->what = rule == UG_NODE ? "nodekayles" : "arckayles";
  return gr_poscache_open(ctx, s->what, "");
}

/* ---- the component ------------------------------------------------------------------- */

static const gr_ugraph *graph_of(const gr_comp *x) { return x->data; }

static uint64_t all_nodes(const gr_ugraph *g) {
  return g->n >= 64 ? ~(uint64_t)0 : bit(g->n) - 1;
}

static place place_of(const gr_ugraph *g) {
  place pl;
  pl.row = g->grid ? g->row : NULL;
  pl.col = g->grid ? g->col : NULL;
  return pl;
}

/* The value of the part `part` of g. */
static uint64_t part_value(gr_ctx *ctx, const gr_ugraph *g, uint64_t part, int rule) {
  gr_search s;
  gr_poscache *pc;
  unsigned char key[UG_KEY_MAX];
  place pl = place_of(g);
  size_t len;
  if (!has_move(g->adj, part, rule)) return 0;
  pc = searcher(ctx, rule, &s);
  len = part_key(g->adj, part, &pl, key);
  return gr_search_exact(ctx, pc, &s, key, len);
}

gr_value gr_ug_value(gr_ctx *ctx, const gr_comp *x, int rule) {
  const gr_ugraph *g = graph_of(x);
  uint64_t left = all_nodes(g);
  gr_value v = {0, 0};
  while (left) {
    uint64_t p = part_of(g->adj, left);
    left &= ~p;
    v.sg ^= (gr_int)part_value(ctx, g, p, rule);
  }
  return v;
}

gr_int gr_ug_legal(const gr_comp *x, int rule) {
  const gr_ugraph *g = graph_of(x);
  gr_int n = 0;
  int u;
  if (rule == UG_NODE) return g->n;
  for (u = 0; u < g->n; u++) n += gr_bit_count(g->adj[u]);
  return n / 2;
}

/* The graph g without the nodes `gone` (scratch; names kept in order). */
static gr_ugraph *without(gr_ctx *ctx, const gr_ugraph *g, uint64_t gone) {
  gr_ugraph *h = gr_alloc(ctx, sizeof *h);
  int u, k = 0, idx[64];
  memset(h, 0, sizeof *h);
  h->name = gr_alloc(ctx, (size_t)(g->n ? g->n : 1) * sizeof *h->name);
  for (u = 0; u < g->n; u++)
    if (!((gone >> u) & 1)) {
      idx[u] = k;
      h->name[k] = g->name[u];
      h->row[k] = g->row[u];
      h->col[k] = g->col[u];
      k++;
    }
  h->n = k;
  for (u = 0; u < g->n; u++) {
    uint64_t a;
    if ((gone >> u) & 1) continue;
    for (a = g->adj[u] & ~gone; a; a &= a - 1) h->adj[idx[u]] |= bit(idx[gr_bit_low(a)]);
  }
  find_grid(h); /* what is left of a graph may be a grid graph's piece */
  return h;
}

/* Pushes the move that takes the nodes `gone` (text and words given). */
static void push_move(gr_ctx *ctx, const gr_comp *x, int rule, uint64_t total, uint64_t gone,
                      int from, int to, const char *text, const gr_msg *label,
                      gr_movelist *ml) {
  const gr_ugraph *g = graph_of(x);
  uint64_t part = part_from(g->adj, all_nodes(g), gone & (~gone + 1)), rest;
  gr_value after = {0, 0};
  gr_parts parts;
  gr_search s;
  gr_poscache *pc = searcher(ctx, rule, &s);
  place pl = place_of(g);
  gr_move *m;
  gr_comp *y;
  memset(&parts, 0, sizeof parts);
  parts.ctx = ctx;
  rest = total ^ part_value(ctx, g, part, rule);
  add_parts(&parts, g->adj, part & ~gone, rule, &pl);
  if (ml->want >= 0 && !ml->match) {
    if (!gr_search_parts_are(ctx, pc, &s, &parts, (uint64_t)ml->want ^ rest)) return;
    after.sg = ml->want;
  } else if (GR_CHEAP_LIST(ml)) { /* the value only when it is cheap */
    uint64_t v;
    if (gr_search_parts_within(ctx, pc, &s, &parts, GR_CHEAP_WORK, &v)) after.sg = (gr_int)(rest ^ v);
    else after.flags = GR_UNKNOWN;
  } else {
    after.sg = (gr_int)(rest ^ gr_search_parts_value(ctx, pc, &s, &parts));
  }
  m = gr_move_push(ml, after, from, to, gr_bit_count(gone));
  if (m == NULL) return;
  m->text = gr_strndup(ctx, text, strlen(text));
  m->label = label;
  y = gr_move_result(ctx, m, x, 1);
  y->data = without(ctx, g, gone);
}

static uint64_t total_of(gr_ctx *ctx, const gr_comp *x, int rule) {
  return (uint64_t)gr_ug_value(ctx, x, rule).sg;
}

/* Pushes node u's move (Node-Kayles) or edge u-v's (Arc-Kayles). */
static void push_one(gr_ctx *ctx, const gr_comp *x, int rule, uint64_t total, int u, int v,
                     gr_movelist *ml) {
  const gr_ugraph *g = graph_of(x);
  if (rule == UG_NODE) {
    uint64_t gone = bit(u) | g->adj[u], nb = g->adj[u];
    const gr_msg *w;
    if (nb) {
      int first = 1, many = gr_bit_count(nb) > 1;
      gr_buf names;
      gr_buf_init(&names, ctx);
      for (; nb; nb &= nb - 1) {
        gr_printf(&names, "%s%s", first ? "" : ", ", g->name[gr_bit_low(nb)]);
        first = 0;
      }
      w = gr_m3(ctx, many ? GR_M(move_nodekayles_nbs) : GR_M(move_nodekayles_nb),
                gr_t(g->name[u]), gr_i(u + 1), gr_t(names.s));
    } else {
      w = gr_m2(ctx, GR_M(move_nodekayles_take), gr_t(g->name[u]), gr_i(u + 1));
    }
    push_move(ctx, x, rule, total, gone, u + 1, u + 1, g->name[u], w, ml);
  } else {
    uint64_t gone = bit(u) | bit(v);
    push_move(ctx, x, rule, total, gone, u + 1, v + 1, gr_fmt(ctx, "%s-%s", g->name[u], g->name[v]),
              gr_m4(ctx, GR_M(move_arckayles_take), gr_t(g->name[u]), gr_t(g->name[v]),
                    gr_i(u + 1), gr_i(v + 1)),
              ml);
  }
}

/* Before every move is valued: the parts its moves leave, valued ahead on
** the context's processors (gr_ahead, prune.h). */
static void value_ahead(gr_ctx *ctx, const gr_ugraph *g, int rule) {
  gr_search s;
  gr_ahead a;
  place pl = place_of(g);
  int u, v;
  if (!gr_ahead_begin(ctx, &a, searcher(ctx, rule, &s), &s)) return;
  for (u = 0; u < g->n; u++)
    for (v = u; v < g->n; v++) { /* node u, or edge u-v */
      uint64_t gone = rule == UG_NODE ? bit(u) | g->adj[u] : bit(u) | bit(v);
      gr_parts parts;
      if (rule == UG_NODE ? v != u : !((g->adj[u] >> v) & 1)) continue;
      memset(&parts, 0, sizeof parts);
      parts.ctx = ctx;
      add_parts(&parts, g->adj, part_from(g->adj, all_nodes(g), bit(u)) & ~gone, rule, &pl);
      gr_ahead_add(&a, &parts);
    }
  gr_ahead_run(&a);
}

void gr_ug_moves(gr_ctx *ctx, const gr_comp *x, int rule, gr_movelist *ml) {
  const gr_ugraph *g = graph_of(x);
  uint64_t total = total_of(ctx, x, rule);
  int u;
  if (ml->want >= 0 && !ml->match && (uint64_t)ml->want == total) return;
  if (GR_EXACT_LIST(ml)) value_ahead(ctx, g, rule);
  for (u = 0; u < g->n && !ml->full; u++) {
    if (rule == UG_NODE) {
      push_one(ctx, x, rule, total, u, u, ml);
    } else {
      uint64_t later = g->adj[u] & above(u);
      for (; later && !ml->full; later &= later - 1) push_one(ctx, x, rule, total, u, gr_bit_low(later), ml);
    }
  }
}

static int find_name(const gr_ugraph *g, const char *s, size_t len) {
  int u;
  for (u = 0; u < g->n; u++)
    if (strlen(g->name[u]) == len && strncmp(g->name[u], s, len) == 0) return u;
  return -1;
}

/* The move named by text: *u (and *v for an edge); 0 when it names none. */
static int read_move(const gr_ugraph *g, int rule, const char *text, int *u, int *v) {
  const char *dash = strchr(text, '-');
  if (rule == UG_NODE) {
    *u = *v = find_name(g, text, strlen(text));
    return *u >= 0;
  }
  if (dash == NULL) return 0;
  *u = find_name(g, text, (size_t)(dash - text));
  *v = find_name(g, dash + 1, strlen(dash + 1));
  if (*u < 0 || *v < 0 || !((g->adj[*u] >> *v) & 1)) return 0;
  if (*u > *v) {
    int t = *u;
    *u = *v;
    *v = t;
  }
  return 1;
}

void gr_ug_find_move(gr_ctx *ctx, const gr_comp *x, int rule, const char *text,
                     gr_movelist *ml) {
  int u, v;
  if (!read_move(graph_of(x), rule, text, &u, &v)) return;
  push_one(ctx, x, rule, total_of(ctx, x, rule), u, v, ml);
}

const gr_msg *gr_ug_refuse(gr_ctx *ctx, const gr_comp *x, int rule, const char *move) {
  const gr_ugraph *g = graph_of(x);
  const char *dash = strchr(move, '-');
  if (rule == UG_NODE) {
    if (g->n == 0) return GR_W(refuse_nodekayles_none);
    return gr_m1(ctx, GR_M(refuse_nodekayles_node),
                 gr_t(gr_fmt(ctx, "%s%s", g->name[0], g->n > 1 ? ", …" : "")));
  }
  if (dash == NULL) return GR_W(refuse_arckayles_edge);
  if (find_name(g, move, (size_t)(dash - move)) < 0 || find_name(g, dash + 1, strlen(dash + 1)) < 0)
    return gr_m1(ctx, GR_M(refuse_arckayles_node),
                 gr_t(find_name(g, move, (size_t)(dash - move)) < 0
                          ? gr_strndup(ctx, move, (size_t)(dash - move))
                          : dash + 1));
  return GR_W(refuse_arckayles_noedge);
}

/* Whether part is a path (its nodes in order along it into order[]). */
static int is_path(const gr_ugraph *g, uint64_t part, int *order) {
  int k = gr_bit_count(part), ends = 0, u = -1, i;
  uint64_t m, seen = 0;
  for (m = part; m; m &= m - 1) {
    int d = gr_bit_count(g->adj[gr_bit_low(m)] & part);
    if (d > 2 || (k > 1 && d == 0)) return 0;
    if (d <= 1 && u < 0) u = gr_bit_low(m);
    if (d <= 1) ends++;
  }
  if (ends != (k == 1 ? 1 : 2)) return 0;
  for (i = 0; i < k; i++) {
    order[i] = u;
    seen |= bit(u);
    if (i + 1 < k) {
      uint64_t nx = g->adj[u] & part & ~seen;
      if (nx == 0) return 0;
      u = gr_bit_low(nx);
    }
  }
  return 1;
}

/* "nodes" (names, canonical order), "edges" ([u, v], 0-based), "grid" (the
** cells [row, column] of the nodes, from 0, or null), "parts": each
** connected part's nodes, value, and "path" (its nodes in order when it is a
** path, else null). */
void gr_ug_detail(gr_ctx *ctx, gr_buf *b, const gr_comp *x, int rule) {
  const gr_ugraph *g = graph_of(x);
  uint64_t left = all_nodes(g);
  int u, first = 1, order[64];
  gr_puts(b, ",\"nodes\":[");
  for (u = 0; u < g->n; u++) gr_printf(b, "%s\"%s\"", u ? "," : "", g->name[u]);
  gr_puts(b, "],\"edges\":[");
  for (u = 0; u < g->n; u++) {
    uint64_t later = g->adj[u] & above(u);
    for (; later; later &= later - 1) {
      gr_printf(b, "%s[%d,%d]", first ? "" : ",", u, gr_bit_low(later));
      first = 0;
    }
  }
  gr_puts(b, "],\"grid\":");
  if (g->grid) {
    gr_putc(b, '[');
    for (u = 0; u < g->n; u++) gr_printf(b, "%s[%d,%d]", u ? "," : "", g->row[u], g->col[u]);
    gr_putc(b, ']');
  } else {
    gr_puts(b, "null");
  }
  gr_puts(b, ",\"parts\":[");
  first = 1;
  while (left) {
    uint64_t p = part_of(g->adj, left), m;
    int k = 0, i;
    left &= ~p;
    gr_printf(b, "%s{\"nodes\":[", first ? "" : ",");
    for (m = p; m; m &= m - 1) gr_printf(b, "%s%d", k++ ? "," : "", gr_bit_low(m));
    gr_printf(b, "],\"sg\":%lld,\"path\":", (long long)part_value(ctx, g, p, rule));
    if (is_path(g, p, order)) {
      gr_putc(b, '[');
      for (i = 0; i < k; i++) gr_printf(b, "%s%d", i ? "," : "", order[i]);
      gr_putc(b, ']');
    } else {
      gr_puts(b, "null");
    }
    gr_putc(b, '}');
    first = 0;
  }
  gr_putc(b, ']');
}

/* What valuing a part of k nodes may cost (measured on grids: Node-Kayles
** grows more slowly with its nodes than Arc-Kayles); a part that is not a
** grid region (key[0] 0xFF) costs more per position. */
static double part_work(int rule, double k, int grid) {
  double one = 1;
  int i;
  for (i = 0; i < (int)k; i++) one *= rule == UG_NODE ? 1.3 : 1.55;
  return one * k * 8 * (1 + k) * (grid ? 1 : 8);
}

/* What valuing x by search may cost: 0 when known; else a bound that grows
** with the nodes of each part not yet valued. */
double gr_ug_work(gr_ctx *ctx, const gr_comp *x, int rule, int options) {
  const gr_ugraph *g = graph_of(x);
  uint64_t left = all_nodes(g);
  gr_search s;
  gr_poscache *pc = searcher(ctx, rule, &s);
  place pl = place_of(g);
  double w = 0;
  while (left) {
    uint64_t p = part_of(g->adj, left), v;
    unsigned char key[UG_KEY_MAX];
    size_t len;
    left &= ~p;
    if (!has_move(g->adj, p, rule)) continue;
    len = part_key(g->adj, p, &pl, key);
    if (!options && gr_poscache_get(pc, key, len, &v) && !(v & GR_EXCLUDED)) continue;
    w += part_work(rule, gr_bit_count(p), key[0] != 0xFF);
  }
  return w;
}

/* Whether every node of part p has at most two neighbours (a path or a
** cycle: its options are runs, far fewer than the estimate counts). */
static int thin(const uint64_t *adj, uint64_t p) {
  for (; p; p &= p - 1)
    if (gr_bit_count(adj[gr_bit_low(p)] & ~((uint64_t)1 << gr_bit_low(p))) > 2) return 0;
  return 1;
}

/* For a refusal past `most` steps: the largest part a search would value and
** the size that fits; NULL when every part's value is known at once (a
** grid region its own mirror image), fits, or is a path or a cycle. */
const gr_msg *gr_ug_work_fits(gr_ctx *ctx, const gr_comp *x, int rule, double most) {
  const gr_ugraph *g = graph_of(x);
  uint64_t left = all_nodes(g);
  gr_search s;
  gr_poscache *pc = searcher(ctx, rule, &s);
  place pl = place_of(g);
  int worst = 0, grid = 1, k = 2;
  while (left) {
    uint64_t p = part_of(g->adj, left), v;
    unsigned char key[UG_KEY_MAX];
    size_t len;
    int n = gr_bit_count(p);
    left &= ~p;
    if (!has_move(g->adj, p, rule)) continue;
    len = part_key(g->adj, p, &pl, key);
    if (part_work(rule, n, key[0] != 0xFF) <= most || thin(g->adj, p) ||
        (gr_poscache_get(pc, key, len, &v) && !(v & GR_EXCLUDED)) || s.known(s.game, key, len, &v))
      continue;
    if (n > worst) {
      worst = n;
      grid = key[0] != 0xFF;
    }
  }
  if (worst == 0) return NULL;
  while (k < 64 && part_work(rule, k + 1, grid) <= most) k++;
  return gr_m3(ctx, grid ? GR_M(word_ugraph_fits_grid) : GR_M(word_ugraph_fits),
               gr_n(x->game->title), gr_i(worst), gr_i(k));
}

void gr_ug_random(gr_buf *b, uint64_t *seed, const char *name) {
  int n = (int)gr_rand(seed, 1, 5), u, v, first = 1, alone;
  gr_printf(b, "%s:", name);
  if (gr_rand(seed, 0, 5) == 0) {
    gr_printf(b, "grid(%lldx%lld)", (long long)gr_rand(seed, 1, 2), (long long)gr_rand(seed, 1, 3));
    return;
  }
  for (u = 0; u < n; u++) {
    alone = 1;
    for (v = 0; v < n; v++)
      if (v != u && gr_rand(seed, 0, 2) == 0 && v > u) {
        gr_printf(b, "%s%c-%c", first ? "" : ",", 'a' + u, 'a' + v);
        first = alone = 0;
      }
    if (alone) {
      gr_printf(b, "%s%c", first ? "" : ",", 'a' + u);
      first = 0;
    }
  }
}
