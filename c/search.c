/*
** search.c — a sum solved by search, for any game. Every position reachable
** from the sum is enumerated once, named by a canonical key, and the graph
** is labelled backwards from the positions without moves (retrograde
** analysis), so positions on loops (tokens on cycles, pieces that move back
** and forth) come out as draws. Misère play asks this where no rule or
** quotient decides a position, and the genus (genus.c) asks it for misère
** Grundy values.
**
** A position's key is the texts of its components that can still move,
** sorted and joined by "+", then "@2" when the second player moves and a
** component's moves depend on who moves (the game's turn_moves), and "#"
** when a component says the game is over (GR_OVER: no one moves again). A
** component is split into its parts first (the game's split hook: a row's
** runs), so two rows with the same runs in another order are one position.
** The graph is kept in scratch memory that the moves looked through do not
** stay in (gr_alloc_kept): each position's components are copies
** (gr_comp_copy), and a game lists a kept component's moves through a
** handle of its own, so that nothing it makes then (a value table it
** caches) is left pointing into memory the next position reuses.
**
** Bounded: each move looked at costs GR_SEARCH_MOVE_WORK units of the
** caller's bound, and the graph may fill at most half the memory limit (the
** labelling needs about half as much again); past either the search stops
** and reports how far it got.
*/
#include <stdlib.h>
#include <string.h>
#include "game.h"
#include "search.h"

typedef struct snode {
  const char *key;
  gr_comp *comp;   /* the components that can still move (kept copies) */
  int n;           /* how many */
  int turn;        /* 0: the first player moves */
  int over;        /* a component says the game is over: no move */
  gr_int first;    /* successors: succ[first .. first + count) */
  gr_int count;
} snode;

struct gr_sumsearch {
  gr_ctx *ctx;
  int misere;
  snode *node;
  gr_int n, cap;
  gr_int *succ, nsucc, scap;
  gr_int *slot, hcap;          /* open addressing over node ids (-1: empty) */
  char *pool;                  /* kept memory handed out from here */
  size_t left;
  double budget;               /* work units left (< 0 at the start: no bound) */
  int bounded;
  gr_int root_first;           /* the root's moves, component by component */
  gr_movelist *moves;          /* per component of the position searched */
  gr_int *move_at;             /* index in succ of each component's first move */
  gr_int ncomp;
  char *label;                 /* 'W', 'L', 'D' per node, after solve() */
  gr_int *value;               /* misère or normal Grundy values, after values() */
  gr_int *height;              /* the longest play from each node, after values() */
};

#define POOL_CHUNK ((size_t)256 << 10)

static void *kept(gr_sumsearch *s, size_t n) {
  void *p;
  n = (n + 15) & ~(size_t)15;
  if (n > s->left) {
    size_t want = n > POOL_CHUNK ? n : POOL_CHUNK;
    s->pool = gr_alloc_kept(s->ctx, want);
    s->left = want;
  }
  p = s->pool;
  s->pool += n;
  s->left -= n;
  return p;
}

static unsigned long hash_key(const char *k) {
  unsigned long h = 2166136261UL;
  while (*k) h = (h ^ (unsigned char)*k++) * 16777619UL;
  return h;
}

static gr_int find(const gr_sumsearch *s, const char *key) {
  gr_int h;
  if (s->hcap == 0) return -1;
  for (h = (gr_int)(hash_key(key) & (unsigned long)(s->hcap - 1)); s->slot[h] >= 0;
       h = (h + 1) & (s->hcap - 1))
    if (strcmp(s->node[s->slot[h]].key, key) == 0) return s->slot[h];
  return -1;
}

static void place(gr_sumsearch *s, gr_int id) {
  gr_int h = (gr_int)(hash_key(s->node[id].key) & (unsigned long)(s->hcap - 1));
  while (s->slot[h] >= 0) h = (h + 1) & (s->hcap - 1);
  s->slot[h] = id;
}

static int turn_matters(const gr_comp *x) { return gr_search_of(x->game)->turn_moves; }

/* Whether component x can move, for either player when that matters. */
static int can_move(gr_ctx *ctx, const gr_comp *x) {
  return x->game->legal(ctx, x, 0) > 0 || (turn_matters(x) && x->game->legal(ctx, x, 1) > 0);
}

/* The components of a position as search keeps them: each split into its
** parts (the game's split hook), parts without a move left out; *over is set
** when a component says the game is over (GR_OVER). Returns how many are in
** out (scratch). */
static int normalize(gr_ctx *ctx, const gr_comp *in, gr_int n, gr_comp **out, int *over) {
  gr_int i, k = 0, room = 0, j;
  gr_comp *o, **parts = gr_alloc(ctx, (size_t)(n > 0 ? n : 1) * sizeof *parts);
  int *np = gr_alloc(ctx, (size_t)(n > 0 ? n : 1) * sizeof *np);
  *over = 0;
  for (i = 0; i < n; i++) {
    const gr_search_caps *sc = gr_search_of(in[i].game);
    if (sc->split != NULL) {
      np[i] = sc->split(ctx, &in[i], &parts[i]);
    } else {
      np[i] = 1;
      parts[i] = (gr_comp *)&in[i];
    }
    room += np[i];
  }
  o = gr_alloc(ctx, (size_t)(room > 0 ? room : 1) * sizeof *o);
  for (i = 0; i < n; i++)
    for (j = 0; j < np[i]; j++) {
      const gr_comp *x = &parts[i][j];
      if (can_move(ctx, x)) o[k++] = *x;
      else if (x->game->value(ctx, x).flags & GR_OVER) *over = 1;
    }
  *out = o;
  return (int)k;
}

static int cmp_str(const void *a, const void *b) {
  return strcmp(*(const char *const *)a, *(const char *const *)b);
}

/* The key of components c[0..n-1] with `turn` to move (scratch); the
** components are sorted by their text as a side effect. */
static char *key_of(gr_ctx *ctx, gr_comp *c, int n, int turn, int over) {
  gr_buf b;
  const char **t = gr_alloc(ctx, (size_t)(n > 0 ? n : 1) * sizeof *t);
  gr_comp *sorted = gr_alloc(ctx, (size_t)(n > 0 ? n : 1) * sizeof *sorted);
  int i, tm = 0;
  for (i = 0; i < n; i++) {
    gr_buf one;
    gr_buf_init(&one, ctx);
    gr_format_comp(&one, &c[i]);
    gr_putc(&one, '\0'); /* the component's index after the text, to sort the components */
    gr_puti(&one, i);
    t[i] = one.s;
    tm |= turn_matters(&c[i]);
  }
  qsort(t, (size_t)n, sizeof *t, cmp_str);
  gr_buf_init(&b, ctx);
  for (i = 0; i < n; i++) {
    const char *s = t[i];
    size_t len = strlen(s);
    sorted[i] = c[atoi(s + len + 1)];
    if (i) gr_putc(&b, '+');
    gr_putn(&b, s, len);
  }
  if (tm && turn) gr_puts(&b, "@2");
  if (over) gr_putc(&b, '#');
  memcpy(c, sorted, (size_t)n * sizeof *c);
  return b.s;
}

static void *kept_for(void *ud, size_t n) { return kept(ud, n); }

/* The id of the position of components c[0..n-1] (already normalized),
** added when new. */
static gr_int intern(gr_sumsearch *s, gr_comp *c, int n, int turn, int over) {
  char *key = key_of(s->ctx, c, n, turn, over);
  gr_int id = find(s, key), i;
  snode *nd;
  if (id >= 0) return id;
  if (2 * (s->n + 1) > s->hcap) {
    gr_int cap = s->hcap ? s->hcap * 2 : 1024;
    s->slot = kept(s, (size_t)cap * sizeof *s->slot);
    for (i = 0; i < cap; i++) s->slot[i] = -1;
    s->hcap = cap;
    for (i = 0; i < s->n; i++) place(s, i);
  }
  if (s->n == s->cap) {
    gr_int cap = s->cap ? s->cap * 2 : 256;
    snode *nn = kept(s, (size_t)cap * sizeof *nn);
    if (s->n) memcpy(nn, s->node, (size_t)s->n * sizeof *nn);
    s->node = nn;
    s->cap = cap;
  }
  id = s->n++;
  nd = &s->node[id];
  nd->key = strcpy(kept(s, strlen(key) + 1), key);
  nd->comp = kept(s, (size_t)(n > 0 ? n : 1) * sizeof *nd->comp);
  for (i = 0; i < n; i++) gr_comp_copy(s->ctx, &c[i], &nd->comp[i], kept_for, s);
  nd->n = n;
  nd->turn = turn;
  nd->over = over;
  nd->first = nd->count = 0;
  place(s, id);
  return id;
}

static void push_succ(gr_sumsearch *s, gr_int id) {
  if (s->nsucc == s->scap) {
    gr_int cap = s->scap ? s->scap * 2 : 4096;
    gr_int *ns = kept(s, (size_t)cap * sizeof *ns);
    if (s->nsucc) memcpy(ns, s->succ, (size_t)s->nsucc * sizeof *ns);
    s->succ = ns;
    s->scap = cap;
  }
  s->succ[s->nsucc++] = id;
}

/* The position after move m of component i of c[0..n-1], interned. */
static gr_int child(gr_sumsearch *s, const gr_comp *c, gr_int n, gr_int i, const gr_move *m,
                    int turn) {
  gr_comp *all = gr_alloc(s->ctx, (size_t)(n - 1 + m->nafter + 1) * sizeof *all), *norm;
  gr_int k = 0, j;
  int over, nn;
  for (j = 0; j < n; j++)
    if (j != i) all[k++] = c[j];
  for (j = 0; j < m->nafter; j++) all[k++] = m->after[j];
  nn = normalize(s->ctx, all, k, &norm, &over);
  return intern(s, norm, nn, turn ^ 1, over);
}

/* Whether the bound allows looking at `moves` more moves; charges them. */
static int afford(gr_sumsearch *s, gr_int moves) {
  if (s->ctx->used > s->ctx->limit / 2) return 0; /* labelling needs about half as much again */
  if (!s->bounded) return 1;
  s->budget -= (double)moves * GR_SEARCH_MOVE_WORK;
  return s->budget >= 0;
}

/* Lists the moves of node u (not the root) and interns where they lead. */
static int expand(gr_sumsearch *s, gr_int u) {
  gr_mark mark = gr_scratch_mark(s->ctx);
  gr_int i, j, first = s->nsucc;
  snode nd = s->node[u];
  if (!nd.over)
    for (i = 0; i < nd.n; i++) {
      gr_movelist ml;
      gr_comp x = nd.comp[i]; /* the handle the game may cache in, released below */
      if (!afford(s, x.game->legal(s->ctx, &x, nd.turn))) { /* before listing */
        gr_scratch_release(s->ctx, mark);
        return 0;
      }
      gr_movelist_init(&ml, s->ctx);
      x.game->moves(s->ctx, &x, nd.turn, &ml);
      if (!afford(s, 0)) {
        gr_scratch_release(s->ctx, mark);
        return 0;
      }
      for (j = 0; j < ml.n; j++) push_succ(s, child(s, nd.comp, nd.n, i, &ml.m[j], nd.turn));
    }
  s->node[u].first = first;
  s->node[u].count = s->nsucc - first;
  gr_scratch_release(s->ctx, mark);
  return 1;
}

gr_int gr_sumsearch_count(gr_ctx *ctx) { return ctx->sum_searches; }

gr_sumsearch *gr_sumsearch_run(gr_ctx *ctx, const gr_pos *pos, int misere, double most,
                         gr_int *looked) {
  gr_sumsearch *s = gr_alloc(ctx, sizeof *s);
  gr_comp *norm;
  gr_int i, j, u;
  int over, nn;
  memset(s, 0, sizeof *s);
  ctx->sum_searches++;
  s->ctx = ctx;
  s->misere = misere;
  s->bounded = most >= 0;
  s->budget = most;
  s->ncomp = pos->n;
  nn = normalize(ctx, pos->comp, pos->n, &norm, &over);
  intern(s, norm, nn, pos->turn, over);
  /* the root: the moves of each component as the position names them */
  s->moves = gr_alloc(ctx, (size_t)(pos->n > 0 ? pos->n : 1) * sizeof *s->moves);
  s->move_at = gr_alloc(ctx, (size_t)(pos->n > 0 ? pos->n : 1) * sizeof *s->move_at);
  s->node[0].first = 0;
  for (i = 0; i < pos->n; i++) {
    gr_movelist *ml = &s->moves[i];
    gr_movelist_init(ml, ctx);
    s->move_at[i] = s->nsucc;
    if (over) continue;
    if (!afford(s, pos->comp[i].game->legal(ctx, &pos->comp[i], pos->turn))) {
      *looked = s->n;
      return NULL;
    }
    pos->comp[i].game->moves(ctx, &pos->comp[i], pos->turn, ml);
    if (!afford(s, 0)) {
      *looked = s->n;
      return NULL;
    }
    for (j = 0; j < ml->n; j++) push_succ(s, child(s, pos->comp, pos->n, i, &ml->m[j], pos->turn));
  }
  s->node[0].count = s->nsucc;
  for (u = 1; u < s->n; u++)
    if (!expand(s, u)) {
      *looked = s->n;
      return NULL;
    }
  *looked = s->n;
  return s;
}

/* Labels every node: 'W' the player to move wins, 'L' loses, 'D' neither
** can force a win. Positions without moves are lost in normal play and won
** in misère play. */
static void solve(gr_sumsearch *s) {
  gr_ctx *ctx = s->ctx;
  gr_int n = s->n, i, j, head = 0, tail = 0;
  gr_int *left = gr_alloc(ctx, (size_t)n * sizeof *left);
  gr_int *poff = gr_alloc(ctx, (size_t)(n + 2) * sizeof *poff);
  gr_int *pred = gr_alloc(ctx, (size_t)(s->nsucc + 1) * sizeof *pred);
  gr_int *queue = gr_alloc(ctx, (size_t)n * sizeof *queue);
  s->label = gr_alloc(ctx, (size_t)n);
  memset(poff, 0, (size_t)(n + 2) * sizeof *poff);
  for (i = 0; i < n; i++)
    for (j = s->node[i].first; j < s->node[i].first + s->node[i].count; j++)
      poff[s->succ[j] + 2]++;
  for (i = 0; i < n; i++) poff[i + 2] += poff[i + 1];
  for (i = 0; i < n; i++)
    for (j = s->node[i].first; j < s->node[i].first + s->node[i].count; j++)
      pred[poff[s->succ[j] + 1]++] = i;
  for (i = 0; i < n; i++) {
    left[i] = s->node[i].count;
    s->label[i] = 0;
    if (left[i] == 0) {
      s->label[i] = s->misere ? 'W' : 'L';
      queue[tail++] = i;
    }
  }
  while (head < tail) {
    gr_int v = queue[head++];
    for (j = poff[v]; j < poff[v + 1]; j++) {
      gr_int u = pred[j];
      if (s->label[u]) continue;
      if (s->label[v] == 'L') {
        s->label[u] = 'W';
        queue[tail++] = u;
      } else if (--left[u] == 0) {
        s->label[u] = 'L';
        queue[tail++] = u;
      }
    }
  }
  for (i = 0; i < n; i++)
    if (!s->label[i]) s->label[i] = 'D';
}

/* The verdict for the player to move at node u: 'N', 'P' or 'D'. */
static char verdict_of(const gr_sumsearch *s, gr_int u) {
  char l = s->label[u];
  return l == 'W' ? 'N' : l == 'L' ? 'P' : 'D';
}

char gr_sumsearch_verdict(gr_sumsearch *s) {
  if (s->label == NULL) solve(s);
  return verdict_of(s, 0);
}

const gr_movelist *gr_sumsearch_moves(const gr_sumsearch *s, gr_int i) { return &s->moves[i]; }

char gr_sumsearch_after(gr_sumsearch *s, gr_int i, gr_int k) {
  if (s->label == NULL) solve(s);
  return verdict_of(s, s->succ[s->move_at[i] + k]);
}

/* The Grundy values of every node (misère: a position without moves has
** value 1), by mex over the successors in an order where each comes after
** all its successors. Returns 0 when the graph has a loop (no values). */
static int values(gr_sumsearch *s) {
  gr_ctx *ctx = s->ctx;
  gr_int n = s->n, i, j, head = 0, tail = 0, done = 0;
  gr_int *left = gr_alloc(ctx, (size_t)n * sizeof *left);
  gr_int *poff = gr_alloc(ctx, (size_t)(n + 2) * sizeof *poff);
  gr_int *pred = gr_alloc(ctx, (size_t)(s->nsucc + 1) * sizeof *pred);
  gr_int *queue = gr_alloc(ctx, (size_t)n * sizeof *queue);
  unsigned char *seen;
  gr_int most = 0;
  s->value = gr_alloc(ctx, (size_t)n * sizeof *s->value);
  s->height = gr_alloc(ctx, (size_t)n * sizeof *s->height);
  memset(poff, 0, (size_t)(n + 2) * sizeof *poff);
  for (i = 0; i < n; i++)
    for (j = s->node[i].first; j < s->node[i].first + s->node[i].count; j++)
      poff[s->succ[j] + 2]++;
  for (i = 0; i < n; i++) poff[i + 2] += poff[i + 1];
  for (i = 0; i < n; i++)
    for (j = s->node[i].first; j < s->node[i].first + s->node[i].count; j++)
      pred[poff[s->succ[j] + 1]++] = i;
  for (i = 0; i < n; i++) {
    left[i] = s->node[i].count;
    if (left[i] > most) most = left[i];
    if (left[i] == 0) queue[tail++] = i;
  }
  seen = gr_alloc(ctx, (size_t)most + 2);
  while (head < tail) {
    gr_int v = queue[head++], m = 0;
    const snode *nd = &s->node[v];
    if (nd->count == 0) {
      s->value[v] = s->misere ? 1 : 0;
      s->height[v] = 0;
    } else {
      gr_int h = 0;
      memset(seen, 0, (size_t)nd->count + 1);
      for (j = nd->first; j < nd->first + nd->count; j++) {
        if (s->value[s->succ[j]] <= nd->count) seen[s->value[s->succ[j]]] = 1;
        if (s->height[s->succ[j]] > h) h = s->height[s->succ[j]];
      }
      while (seen[m]) m++;
      s->value[v] = m;
      s->height[v] = h + 1;
    }
    done++;
    for (j = poff[v]; j < poff[v + 1]; j++)
      if (--left[pred[j]] == 0) queue[tail++] = pred[j];
  }
  return done == n;
}

gr_int gr_sumsearch_value(gr_sumsearch *s, const gr_pos *pos) {
  gr_comp *norm;
  int over, nn;
  gr_int id;
  if (s->value == NULL && !values(s)) return -1;
  nn = normalize(s->ctx, pos->comp, pos->n, &norm, &over);
  id = find(s, key_of(s->ctx, norm, nn, pos->turn, over));
  return id < 0 ? -1 : s->value[id];
}

gr_int gr_sumsearch_height(gr_sumsearch *s) {
  if (s->value == NULL && !values(s)) return -1;
  return s->height[0];
}

/* The genus's table for rows 0..K of every node, in `order` (each node
** after its options): f[(i * (K + 1) + m) * 2 + j] is the misère Grundy
** value of node i plus m heaps of *2 and j heaps of *1 (j = 0, 1: two heaps
** of *1 are misère 0, see genus.c), and stab[i] a row from which node i's
** rows repeat with period 2, proven as genus.c says. Returns 0 when some
** node's rows are not seen to repeat within K. */
static int genus_rows(gr_sumsearch *s, const gr_int *order, gr_int K, gr_int *f, gr_int *stab,
                      unsigned char *seen, gr_int most) {
  gr_int n = s->n, k, m, e, w = K + 1;
#define F(i, m, j) f[((i) * w + (m)) * 2 + (j)]
  for (k = 0; k < n; k++) {
    gr_int i = order[k], from = 0, t;
    const snode *nd = &s->node[i];
    for (e = nd->first; e < nd->first + nd->count; e++)
      if (stab[s->succ[e]] > from) from = stab[s->succ[e]];
    for (m = 0; m <= K; m++) {
      gr_int j, v;
      for (j = 0; j < 2; j++) {
        int opts = 0;
        memset(seen, 0, (size_t)most + 8);
#define SEE(x) do { gr_int x_ = (x); if (x_ <= most + 6) seen[x_] = 1; opts++; } while (0)
        for (e = nd->first; e < nd->first + nd->count; e++) SEE(F(s->succ[e], m, j));
        if (m > 0) {
          SEE(F(i, m - 1, j));     /* a *2 taken whole */
          SEE(F(i, m - 1, j ^ 1)); /* a *2 made *1 (and two *1 are none) */
        }
        if (j > 0) SEE(F(i, m, 0)); /* the *1 taken */
#undef SEE
        v = 0;
        if (opts == 0) v = 1; /* no move: misère value 1 */
        else
          while (seen[v]) v++;
        F(i, m, j) = v;
      }
    }
    /* the first row t from `from` - 1 on with row t + 2 equal to row t: the
    ** options' rows repeat from `from`, so node i's do from t */
    for (t = from > 0 ? from - 1 : 0; t + 2 <= K; t++)
      if (F(i, t + 2, 0) == F(i, t, 0) && F(i, t + 2, 1) == F(i, t, 1)) break;
    if (t + 2 > K) return 0;
    stab[i] = t;
  }
#undef F
  return 1;
}

int gr_sumsearch_genus(gr_sumsearch *s, gr_int K, gr_int *g, gr_int *gamma, gr_int *stable) {
  gr_ctx *ctx = s->ctx;
  gr_int n = s->n, j, i, k, rows;
  gr_int *order, *f = NULL, *stab;
  unsigned char *seen;
  gr_int most = 0;
  if (s->value == NULL && !values(s)) return 0; /* a loop: no genus */
  /* the nodes with every successor before them: by height */
  order = gr_alloc(ctx, (size_t)n * sizeof *order);
  {
    gr_int *count = gr_alloc(ctx, (size_t)(s->height[0] + 2) * sizeof *count), h;
    memset(count, 0, (size_t)(s->height[0] + 2) * sizeof *count);
    for (i = 0; i < n; i++) count[s->height[i] + 1]++;
    for (h = 0; h <= s->height[0]; h++) count[h + 1] += count[h];
    for (i = 0; i < n; i++) order[count[s->height[i]]++] = i;
  }
  for (i = 0; i < n; i++)
    if (s->node[i].count > most) most = s->node[i].count;
  seen = gr_alloc(ctx, (size_t)most + 8);
  stab = gr_alloc(ctx, (size_t)n * sizeof *stab);
  for (rows = K < 8 ? K : 8;; rows = rows * 2 < K ? rows * 2 : K) { /* more rows when needed */
    gr_mark mark = gr_scratch_mark(ctx);
    if ((double)n * (double)(rows + 1) * 2.0 > 4194304.0) return 0;
    f = gr_alloc(ctx, (size_t)n * (size_t)(rows + 1) * 2 * sizeof *f);
    memset(stab, 0, (size_t)n * sizeof *stab);
    if (genus_rows(s, order, rows, f, stab, seen, most)) break;
    gr_scratch_release(ctx, mark);
    if (rows == K) return 0;
  }
  *stable = stab[0];
  for (j = 0; j <= stab[0] + 1; j++) gamma[j] = f[j * 2]; /* node 0's rows, j = 0 */
  { /* the normal-play value of the position: mex over the same graph, 0 without moves */
    gr_int *nv = gr_alloc(ctx, (size_t)n * sizeof *nv);
    for (k = 0; k < n; k++) {
      const snode *nd;
      gr_int v = 0, e;
      i = order[k];
      nd = &s->node[i];
      memset(seen, 0, (size_t)most + 8);
      for (e = nd->first; e < nd->first + nd->count; e++)
        if (nv[s->succ[e]] <= most + 6) seen[nv[s->succ[e]]] = 1;
      while (seen[v]) v++;
      nv[i] = v;
    }
    *g = nv[0];
  }
  return 1;
}
