/*
** qalgebra.c — the algebra of misère quotients: monoids given by their
** product tables, words over the heaps in order, the P-portion marked by
** each element's least word, and the reduction that merges equivalent
** elements (qjson.c says what a quotient is and how one is found).
*/
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "qint.h"

qword gr_q_word_plus(gr_ctx *ctx, const qword *w, int h) {
  qword r;
  int i, k = 0, done = 0;
  r.heap = gr_alloc(ctx, (size_t)(w->n + 1) * sizeof *r.heap);
  r.exp = gr_alloc(ctx, (size_t)(w->n + 1) * sizeof *r.exp);
  for (i = 0; i <= w->n; i++) {
    if (!done && (i == w->n || w->heap[i] <= h)) {
      if (i < w->n && w->heap[i] == h) {
        r.heap[k] = h;
        r.exp[k++] = w->exp[i] + 1;
        done = 1;
        continue;
      }
      r.heap[k] = h;
      r.exp[k++] = 1;
      done = 1;
    }
    if (i < w->n) {
      r.heap[k] = w->heap[i];
      r.exp[k++] = w->exp[i];
    }
  }
  r.n = k;
  return r;
}

#define HEAP_OF(qc, i) ((i) / (qc)->k)
#define CODE_OF(qc, i) ((i) % (qc)->k)
#define INDEX_OF(qc, c, h) ((h) * (qc)->k + (c))

/* Whether the sorted parts p[0..k-1] obey the modifier. */
static int obeys(const int *p, int k, int mod) {
  int i, eq = 0;
  for (i = 1; i < k; i++) eq += p[i] == p[i - 1];
  if (mod == GR_MOD_UNEQUAL) return eq == 0;
  if (mod == GR_MOD_NOTALL) return eq < k - 1;
  return 1;
}

/* T of heap i in monoid q with Φ phi (heaps below i): the Φ of each
** option, into out (q->W words, cleared first). Returns the options looked
** at. */
gr_int gr_q_heap_T(const qcodes *qc, int i, const qmon *q, const uint32_t *phi, qbits *out) {
  int c = CODE_OF(qc, i), h = HEAP_OF(qc, i), j, top;
  const gr_code *code = qc->code[c];
  gr_int looked = 0;
  memset(out, 0, (size_t)q->W * sizeof *out);
  top = code->tail || h < code->t ? h : code->t;
  for (j = 0; j <= top; j++) {
    int d = gr_code_digit(code, j), mod = gr_code_mod(code, j), r = h - j, p[4];
    if (d == 0) continue;
    if ((d & 1) && j > 0 && r == 0) {
      bset(out, 0);
      looked++;
    }
    if ((d & 2) && j > 0 && r > 0) {
      bset(out, phi[INDEX_OF(qc, c, r)]);
      looked++;
    }
    if ((d & 4) && r >= 2)
      for (p[0] = 1; 2 * p[0] <= r; p[0]++) {
        p[1] = r - p[0];
        if (mod && !obeys(p, 2, mod)) continue;
        bset(out, MUL(q, phi[INDEX_OF(qc, c, p[0])], phi[INDEX_OF(qc, c, p[1])]));
        looked++;
      }
    if ((d & 8) && r >= 3)
      for (p[0] = 1; 3 * p[0] <= r; p[0]++)
        for (p[1] = p[0]; p[0] + 2 * p[1] <= r; p[1]++) {
          uint32_t x;
          p[2] = r - p[0] - p[1];
          if (mod && !obeys(p, 3, mod)) continue;
          x = MUL(q, phi[INDEX_OF(qc, c, p[0])], phi[INDEX_OF(qc, c, p[1])]);
          bset(out, MUL(q, x, phi[INDEX_OF(qc, c, p[2])]));
          looked++;
        }
    if ((d & 16) && r >= 4)
      for (p[0] = 1; 4 * p[0] <= r; p[0]++)
        for (p[1] = p[0]; p[0] + 3 * p[1] <= r; p[1]++)
          for (p[2] = p[1]; p[0] + p[1] + 2 * p[2] <= r; p[2]++) {
            uint32_t x;
            p[3] = r - p[0] - p[1] - p[2];
            if (mod && !obeys(p, 4, mod)) continue;
            x = MUL(q, phi[INDEX_OF(qc, c, p[0])], phi[INDEX_OF(qc, c, p[1])]);
            x = MUL(q, x, phi[INDEX_OF(qc, c, p[2])]);
            bset(out, MUL(q, x, phi[INDEX_OF(qc, c, p[3])]));
            looked++;
          }
  }
  return looked;
}

/* ---- words in order ----------------------------------------------------------
** The heaps that matter: those with a move whose (Φ, T) no earlier heap's
** undercuts (same Φ, a T it contains): a word with such a heap is beaten by
** the word with the earlier one, which comes first. */
int gr_q_undominated(gr_ctx *ctx, const pret *pr, int **out) {
  int i, j, k = 0, W = pr->q.W;
  int *u = gr_alloc(ctx, (size_t)(pr->nh + 1) * sizeof *u);
  for (i = 0; i < pr->nh; i++) {
    const qbits *t = TSET(pr, i);
    int dom = 0;
    spend(ctx, (gr_int)(k + 1) * W);
    if (bempty(t, W)) continue; /* no move: Φ is the identity */
    for (j = 0; j < k && !dom; j++)
      dom = pr->phi[u[j]] == pr->phi[i] && bsubset(TSET(pr, u[j]), t, W);
    if (!dom) u[k++] = i;
  }
  *out = u;
  return k;
}

/* T' = T·y ∪ x·S: the options' Φ of a word (Φ x, options T) plus a heap (Φ y,
** options S). */
gr_int gr_q_add_heap(const qmon *q, uint32_t x, const qbits *T, uint32_t y, const qbits *S,
                       qbits *out, uint32_t *tmp) {
  int n, i, m;
  memset(out, 0, (size_t)q->W * sizeof *out);
  n = belems(T, q->W, tmp);
  for (i = 0; i < n; i++) bset(out, MUL(q, tmp[i], y));
  m = belems(S, q->W, tmp);
  for (i = 0; i < m; i++) bset(out, MUL(q, x, tmp[i]));
  return (gr_int)n + m + 3 * q->W; /* the work: products and words */
}

#define WT(w, d) ((w)->T + (size_t)(d) * (size_t)(w)->pr->q.W)

qword gr_q_walk_word(gr_ctx *ctx, const walk *w, int extra_level) {
  qword r;
  int d, n = 0;
  (void)extra_level;
  r.heap = gr_alloc(ctx, (size_t)(w->k + 1) * sizeof *r.heap);
  r.exp = gr_alloc(ctx, (size_t)(w->k + 1) * sizeof *r.exp);
  for (d = w->k - 1; d >= 0; d--)
    if (w->e[d] > 0) {
      r.heap[n] = w->u[d];
      r.exp[n++] = w->e[d];
    }
  r.n = n;
  return r;
}

void gr_q_walk_run(gr_ctx *ctx, walk *w) {
  const pret *pr = w->pr;
  int W = pr->q.W, d, k = w->k;
  qbits *nt = gr_alloc(ctx, (size_t)W * sizeof *nt);
  w->e = gr_alloc(ctx, (size_t)(k + 1) * sizeof *w->e);
  w->x = gr_alloc(ctx, (size_t)(k + 1) * sizeof *w->x);
  w->T = gr_alloc(ctx, (size_t)(k + 1) * (size_t)W * sizeof *w->T);
  w->tmp = gr_alloc(ctx, (size_t)pr->q.m * sizeof *w->tmp);
  if (k == 0) {
    memset(nt, 0, (size_t)W * sizeof *nt);
    w->visit(w, 0, nt);
    return;
  }
  d = k - 1;
  w->e[d] = 0;
  w->x[d] = 0;
  memset(WT(w, d), 0, (size_t)W * sizeof *w->T);
  for (;;) {
    while (d > 0) { /* down to the lowest level, counts 0 */
      d--;
      w->e[d] = 0;
      w->x[d] = w->x[d + 1];
      memcpy(WT(w, d), WT(w, d + 1), (size_t)W * sizeof *w->T);
    }
    spend(ctx, W + k);
    if (w->visit(w, w->x[0], WT(w, 0))) return;
    for (;;) { /* one more of heap u[d], or up a level */
      uint32_t y = pr->phi[w->u[d]], nx = MUL(&pr->q, w->x[d], y);
      spend(ctx, gr_q_add_heap(&pr->q, w->x[d], WT(w, d), y, TSET(pr, w->u[d]), nt, w->tmp) + k);
      w->e[d]++;
      if (w->past != NULL && w->past(w, d)) return;
      if (!w->prune(w, nx, nt)) {
        w->x[d] = nx;
        memcpy(WT(w, d), nt, (size_t)W * sizeof *nt);
        break;
      }
      w->e[d] = 0;
      if (++d == k) return;
    }
  }
}

static int mark_prune(walk *w, uint32_t x, const qbits *T) {
  marking *mk = w->ud;
  (void)T;
  return mk->seen[x];
}

static int mark_visit(walk *w, uint32_t x, const qbits *T) {
  marking *mk = w->ud;
  const qmon *q = &w->pr->q;
  int n, i, p = 1;
  if (mk->seen[x]) return 0;
  mk->seen[x] = 1;
  mk->order[mk->n++] = x;
  if (mk->least != NULL) mk->least[x] = gr_q_walk_word(mk->ctx, w, 0);
  if (bempty(T, q->W)) {
    p = 0; /* no move: the player to move wins (only the empty word) */
  } else {
    n = belems(T, q->W, w->tmp);
    spend(mk->ctx, n);
    for (i = 0; i < n && p; i++) p = !mk->p[w->tmp[i]];
  }
  mk->p[x] = (unsigned char)p;
  return 0;
}

/* Walks the words of pr in order, marking each element's P by the outcome
** of its least word (options' elements marked before it), and keeping its
** least word when `least`. */
marking gr_q_mark_words(gr_ctx *ctx, const pret *pr, int want_least) {
  marking mk;
  walk w;
  int *u, k = gr_q_undominated(ctx, pr, &u);
  memset(&mk, 0, sizeof mk);
  mk.ctx = ctx;
  mk.seen = gr_alloc(ctx, (size_t)pr->q.m);
  memset(mk.seen, 0, (size_t)pr->q.m);
  mk.p = gr_alloc(ctx, (size_t)pr->q.m);
  memset(mk.p, 0, (size_t)pr->q.m);
  mk.order = gr_alloc(ctx, (size_t)pr->q.m * sizeof *mk.order);
  if (want_least) {
    mk.least = gr_alloc(ctx, (size_t)pr->q.m * sizeof *mk.least);
    memset(mk.least, 0, (size_t)pr->q.m * sizeof *mk.least);
  }
  memset(&w, 0, sizeof w);
  w.pr = pr;
  w.u = u;
  w.k = k;
  w.ud = &mk;
  w.prune = mark_prune;
  w.visit = mark_visit;
  gr_q_walk_run(ctx, &w);
  return mk;
}

typedef struct sigrec { uint64_t h; uint32_t x; } sigrec;
static int cmp_sig(const void *a, const void *b) {
  const sigrec *x = a, *y = b;
  if (x->h != y->h) return x->h < y->h ? -1 : 1;
  return x->x < y->x ? -1 : x->x > y->x;
}

static uint64_t mix(uint64_t h, uint64_t v) {
  h ^= v + 0x9e3779b97f4a7c15ULL + (h << 6) + (h >> 2);
  h ^= h >> 31;
  h *= 0xbf58476d1ce4e5b9ULL;
  return h ^ (h >> 29);
}

/* (Signatures are hashed, 64 bits: a collision could only merge two classes
** wrongly, which the failure checks after it would catch.) */
reduced gr_q_reduce(gr_ctx *ctx, const qmon *q, const marking *mk, const uint32_t *gens,
                      int ng) {
  reduced r;
  int n = mk->n, i, g, classes = 2, rounds;
  uint32_t *cls = gr_alloc(ctx, (size_t)q->m * sizeof *cls), *ncls;
  sigrec *rec = gr_alloc(ctx, (size_t)(n ? n : 1) * sizeof *rec);
  uint32_t *first;
  ncls = gr_alloc(ctx, (size_t)q->m * sizeof *ncls);
  for (i = 0; i < n; i++) cls[mk->order[i]] = mk->p[mk->order[i]];
  for (rounds = 0;; rounds++) {
    int nc = 0, lg = 1;
    while ((1 << lg) < n && lg < 31) lg++;
    spend(ctx, (gr_int)n * (ng + 2 + lg)); /* signatures, and their sort */
    for (i = 0; i < n; i++) {
      uint32_t x = mk->order[i];
      uint64_t h = mix(0x243f6a8885a308d3ULL, cls[x]);
      for (g = 0; g < ng; g++) h = mix(h, cls[MUL(q, x, gens[g])]);
      rec[i].h = h;
      rec[i].x = x;
    }
    qsort(rec, (size_t)n, sizeof *rec, cmp_sig);
    for (i = 0; i < n; i++) {
      if (i > 0 && rec[i].h != rec[i - 1].h) nc++;
      ncls[rec[i].x] = (uint32_t)nc;
    }
    nc = n ? nc + 1 : 0;
    for (i = 0; i < n; i++) cls[mk->order[i]] = ncls[mk->order[i]];
    if (nc == classes || rounds > n) {
      classes = nc;
      break;
    }
    classes = nc;
  }
  /* number the classes by first reach */
  first = gr_alloc(ctx, (size_t)(classes ? classes : 1) * sizeof *first);
  for (i = 0; i < classes; i++) first[i] = UINT32_MAX;
  r.map = gr_alloc(ctx, (size_t)q->m * sizeof *r.map);
  {
    uint32_t next = 0, *rep = gr_alloc(ctx, (size_t)(classes ? classes : 1) * sizeof *rep);
    for (i = 0; i < n; i++) {
      uint32_t x = mk->order[i];
      if (first[cls[x]] == UINT32_MAX) {
        rep[next] = x;
        first[cls[x]] = next++;
      }
      r.map[x] = first[cls[x]];
    }
    memset(&r.q, 0, sizeof r.q);
    r.q.m = classes;
    r.q.ops = q->ops;
    r.q.W = (classes + 63) / 64;
    if (classes > GR_QUOTIENT_MAX_ORDER) return r; /* too large to keep: no table */
    spend(ctx, (gr_int)classes * classes);
    r.q.mul = gr_alloc(ctx, (size_t)classes * (size_t)classes * sizeof *r.q.mul);
    r.q.p = gr_alloc(ctx, (size_t)(classes ? classes : 1));
    r.q.pbits = gr_alloc(ctx, (size_t)r.q.W * sizeof *r.q.pbits + 8);
    memset(r.q.pbits, 0, (size_t)r.q.W * sizeof *r.q.pbits);
    for (i = 0; i < classes; i++) {
      int j;
      r.q.p[i] = mk->p[rep[i]];
      if (r.q.p[i]) bset(r.q.pbits, (uint32_t)i);
      for (j = 0; j < classes; j++)
        r.q.mul[(size_t)i * (size_t)classes + (size_t)j] = r.map[MUL(q, rep[i], rep[j])];
    }
  }
  return r;
}

/* The pretension that monoid q (no P yet) and Φ phi (heaps 0..nh-1) give:
** T of every heap, P marked by least words, reduced. */
pret gr_q_settle(gr_ctx *ctx, const qcodes *qc, qmon q, const uint32_t *phi, int nh) {
  pret pr, out;
  marking mk;
  reduced r;
  int i, *u, k, ng = 0, W;
  uint32_t *gens;
  pr.q = q;
  pr.nh = nh;
  pr.phi = (uint32_t *)phi;
  pr.T = gr_alloc(ctx, (size_t)(nh ? nh : 1) * (size_t)q.W * sizeof *pr.T);
  for (i = 0; i < nh; i++) spend(ctx, gr_q_heap_T(qc, i, &q, phi, TSET(&pr, i)) + q.W);
  mk = gr_q_mark_words(ctx, &pr, 0);
  k = gr_q_undominated(ctx, &pr, &u);
  gens = gr_alloc(ctx, (size_t)(k ? k : 1) * sizeof *gens);
  for (i = 0; i < k; i++) {
    int j;
    for (j = 0; j < ng && gens[j] != phi[u[i]]; j++) {}
    if (j == ng) gens[ng++] = phi[u[i]];
  }
  r = gr_q_reduce(ctx, &q, &mk, gens, ng);
  out.q = r.q;
  out.nh = nh;
  if (r.q.mul == NULL) { /* too large: the caller sees m past its bound */
    out.phi = NULL;
    out.T = NULL;
    return out;
  }
  W = r.q.W;
  out.phi = gr_alloc(ctx, (size_t)(nh ? nh : 1) * sizeof *out.phi);
  out.T = gr_alloc(ctx, (size_t)(nh ? nh : 1) * (size_t)W * sizeof *out.T);
  memset(out.T, 0, (size_t)(nh ? nh : 1) * (size_t)W * sizeof *out.T);
  {
    uint32_t *tmp = gr_alloc(ctx, (size_t)q.m * sizeof *tmp);
    for (i = 0; i < nh; i++) {
      int n = belems(TSET(&pr, i), q.W, tmp), j;
      spend(ctx, n + q.W);
      out.phi[i] = r.map[phi[i]];
      for (j = 0; j < n; j++) bset(TSET(&out, i), r.map[tmp[j]]);
    }
  }
  return out;
}

/* ---- failures ----------------------------------------------------------------- */

/* {t : P[y·t]} for every y: the elements a P-position's partner must avoid;
** kept: in a block that outlives the scratch (gr_alloc_kept). */
qbits *gr_q_p_rows(gr_ctx *ctx, const qmon *q, int kept) {
  size_t n = (size_t)q->m * (size_t)q->W * sizeof(qbits) + 8;
  qbits *r = kept ? gr_alloc_kept(ctx, n) : gr_alloc(ctx, n);
  int y, t;
  spend(ctx, (gr_int)q->m * q->m);
  memset(r, 0, (size_t)q->m * (size_t)q->W * sizeof *r);
  for (y = 0; y < q->m; y++)
    for (t = 0; t < q->m; t++)
      if (q->p[MUL(q, y, t)]) bset(r + (size_t)y * (size_t)q->W, (uint32_t)t);
  return r;
}

/* The submonoid of q generated by gens[0..ng-1], as a view into q (out),
** and map (q's element → new, or UINT32_MAX). */
uint32_t *gr_q_submonoid(gr_ctx *ctx, const qmon *q, const uint32_t *gens, int ng, qmon *out) {
  uint32_t *map = gr_alloc(ctx, (size_t)q->m * sizeof *map);
  uint32_t *list = gr_alloc(ctx, (size_t)q->m * sizeof *list);
  int n = 0, h = 0, i;
  spend(ctx, (gr_int)q->m * (ng + 1)); /* at most every element times every generator */
  for (i = 0; i < q->m; i++) map[i] = UINT32_MAX;
  map[0] = 0;
  list[n++] = 0;
  while (h < n) {
    uint32_t x = list[h++];
    for (i = 0; i < ng; i++) {
      uint32_t y = MUL(q, x, gens[i]);
      if (map[y] == UINT32_MAX) {
        map[y] = (uint32_t)n;
        list[n++] = y;
      }
    }
  }
  memset(out, 0, sizeof *out);
  out->m = n;
  out->W = (n + 63) / 64;
  out->of = q;
  out->ops = q->ops;
  out->list = list;
  out->map = map;
  return map;
}

static int generated_by(gr_ctx *ctx, const qmon *q, const uint32_t *g, int r, int skip, uint32_t x) {
  qmon sub;
  uint32_t *gs = gr_alloc(ctx, (size_t)(r ? r : 1) * sizeof *gs), *map;
  int i, n = 0;
  for (i = 0; i < r; i++)
    if (i != skip) gs[n++] = g[i];
  map = gr_q_submonoid(ctx, q, gs, n, &sub);
  return map[x] != UINT32_MAX;
}

pres gr_q_present(gr_ctx *ctx, const gr_quot *q) {
  pres pr;
  qmon qm;
  int i, r = 0, d, k;
  uint32_t *e, *x;
  int *cnt;
  unsigned char *seen;
  memset(&pr, 0, sizeof pr);
  qm = table_mon(q->m, q->mul, q->p, q->pbits);
  pr.g = gr_alloc(ctx, (size_t)(q->nh + 1) * sizeof *pr.g);
  pr.heap = gr_alloc(ctx, (size_t)(q->nh + 1) * sizeof *pr.heap);
  {
    qmon sub;
    uint32_t *map = gr_q_submonoid(ctx, &qm, pr.g, 0, &sub);
    for (i = 0; i < q->nh; i++)
      if (map[q->phi[i]] == UINT32_MAX) { /* not generated by the earlier ones */
        pr.heap[r] = i;
        pr.g[r++] = q->phi[i];
        map = gr_q_submonoid(ctx, &qm, pr.g, r, &sub);
      }
  }
  spend(ctx, q->nh);
  for (i = 0; i < r; i++) /* drop one the others generate */
    if (generated_by(ctx, &qm, pr.g, r, i, pr.g[i])) {
      memmove(pr.g + i, pr.g + i + 1, (size_t)(r - i - 1) * sizeof *pr.g);
      memmove(pr.heap + i, pr.heap + i + 1, (size_t)(r - i - 1) * sizeof *pr.heap);
      r--;
      i--;
    }
  pr.r = r;
  pr.least = gr_alloc(ctx, (size_t)q->m * sizeof *pr.least);
  pr.order = gr_alloc(ctx, (size_t)q->m * sizeof *pr.order);
  seen = gr_alloc(ctx, (size_t)q->m);
  memset(seen, 0, (size_t)q->m);
  cnt = gr_alloc(ctx, (size_t)(r + 1) * sizeof *cnt);
  x = gr_alloc(ctx, (size_t)(r + 1) * sizeof *x);
  e = x;
  (void)e;
  k = 0;
  if (r == 0) {
    pr.least[0].n = 0;
    pr.order[k++] = 0;
    return pr;
  }
  spend(ctx, (gr_int)q->m * (2 * r + 2)); /* each element reached once, from each generator */
  d = r - 1;
  cnt[d] = 0;
  x[d] = 0;
  for (;;) {
    while (d > 0) {
      d--;
      cnt[d] = 0;
      x[d] = x[d + 1];
    }
    if (!seen[x[0]]) {
      qword w;
      int j, n = 0;
      seen[x[0]] = 1;
      pr.order[k++] = x[0];
      w.heap = gr_alloc(ctx, (size_t)r * sizeof *w.heap);
      w.exp = gr_alloc(ctx, (size_t)r * sizeof *w.exp);
      for (j = r - 1; j >= 0; j--)
        if (cnt[j]) {
          w.heap[n] = j;
          w.exp[n++] = cnt[j];
        }
      w.n = n;
      pr.least[x[0]] = w;
    }
    for (;;) {
      uint32_t nx = MUL(&qm, x[d], pr.g[d]);
      cnt[d]++;
      if (!seen[nx]) {
        x[d] = nx;
        break;
      }
      cnt[d] = 0;
      if (++d == r) return pr;
    }
  }
}
