/*
** qsearch.c — the search for a misère quotient heap by heap: the least
** failures of a pretension, trial monoids, the closure of minimal pairs, the
** expansion by new generators, the claim for the independent checker, and
** the quotients kept in the context (qjson.c says what a quotient is and
** how one is found).
*/
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "qint.h"

/* The least P-failure of pr: a word least(x) + i whose Φ is in P while an
** option of heap i leaves it in P. Returns 0 when there is none. */
static int least_p_failure(gr_ctx *ctx, const pret *pr, const qword *least, qword *out) {
  const qmon *q = &pr->q;
  qbits *rows = gr_q_p_rows(ctx, q, 0);
  int x, i, found = 0;
  for (x = 0; x < q->m; x++) {
    const qbits *row = rows + (size_t)x * (size_t)q->W;
    spend(ctx, (gr_int)pr->nh * (q->W + 1));
    for (i = 0; i < pr->nh; i++) {
      qword w;
      if (!q->p[MUL(q, x, pr->phi[i])] || !bmeets(TSET(pr, i), row, q->W)) continue;
      w = gr_q_word_plus(ctx, &least[x], i);
      if (!found || word_cmp(&w, out) < 0) *out = w;
      found = 1;
    }
  }
  return found;
}

/* Minimal (element, T) pairs met so far, per element: a walk prunes a word
** whose pair contains one of them. */
typedef struct anti {
  int W;
  int *head;            /* per element, the first entry or -1 */
  int *next;
  uint32_t *el;         /* each entry's element */
  qbits *bits;
  unsigned char *dead;
  int n, cap;
  gr_ctx *ctx;
  int kept;             /* 1: grows in kept memory (survives releases) */
  int full;             /* it could not grow within the memory limit */
} anti;

static void anti_init(gr_ctx *ctx, anti *a, int m, int W, int kept) {
  int i;
  memset(a, 0, sizeof *a);
  a->ctx = ctx;
  a->W = W;
  a->kept = kept;
  a->head = kept ? gr_alloc_kept(ctx, (size_t)(m ? m : 1) * sizeof *a->head)
                 : gr_alloc(ctx, (size_t)(m ? m : 1) * sizeof *a->head);
  for (i = 0; i < m; i++) a->head[i] = -1;
}

static void *anti_mem(anti *a, size_t n) {
  return a->kept ? gr_alloc_kept(a->ctx, n) : gr_alloc(a->ctx, n);
}

/* Adds (x, T) unless a pair of x has a T inside it (returns 0); drops the
** pairs of x whose T contains it. Returns the entry added + 1. */
static int anti_add(anti *a, uint32_t x, const qbits *T, int *killed, int *nkilled) {
  int e;
  gr_int scanned = 1;
  for (e = a->head[x]; e >= 0; e = a->next[e]) {
    scanned++;
    if (!a->dead[e] && bsubset(a->bits + (size_t)e * (size_t)a->W, T, a->W)) {
      spend(a->ctx, scanned * a->W);
      return 0;
    }
  }
  spend(a->ctx, 2 * scanned * a->W);
  for (e = a->head[x]; e >= 0; e = a->next[e])
    if (!a->dead[e] && bsubset(T, a->bits + (size_t)e * (size_t)a->W, a->W)) {
      a->dead[e] = 1;
      if (killed != NULL) killed[(*nkilled)++] = e;
    }
  if (a->n == a->cap) {
    int cap = a->cap ? a->cap * 2 : 256;
    int *nn;
    if ((double)a->ctx->used + (double)cap * (9.0 + 8.0 * a->W) > (double)a->ctx->limit * 0.7) {
      a->full = 1; /* the caller learns that its answer is not complete */
      return 0;
    }
    nn = anti_mem(a, (size_t)cap * sizeof *nn);
    uint32_t *ne = anti_mem(a, (size_t)cap * sizeof *ne);
    qbits *nb = anti_mem(a, (size_t)cap * (size_t)a->W * sizeof *nb + 8);
    unsigned char *nd = anti_mem(a, (size_t)cap);
    if (a->n) {
      memcpy(nn, a->next, (size_t)a->n * sizeof *nn);
      memcpy(ne, a->el, (size_t)a->n * sizeof *ne);
      memcpy(nb, a->bits, (size_t)a->n * (size_t)a->W * sizeof *nb);
      memcpy(nd, a->dead, (size_t)a->n);
    }
    a->next = nn;
    a->el = ne;
    a->bits = nb;
    a->dead = nd;
    a->cap = cap;
  }
  e = a->n++;
  memcpy(a->bits + (size_t)e * (size_t)a->W, T, (size_t)a->W * sizeof *T);
  a->dead[e] = 0;
  a->el[e] = x;
  a->next[e] = a->head[x];
  a->head[x] = e;
  return e + 1;
}

typedef struct nsearch {
  anti a;
  const qword *max;    /* stop at words from here on (NULL: none) */
  qword found;
  int hit;
  gr_ctx *ctx;
} nsearch;

static int n_prune(walk *w, uint32_t x, const qbits *T) {
  nsearch *ns = w->ud;
  return !anti_add(&ns->a, x, T, NULL, NULL);
}

static int n_visit(walk *w, uint32_t x, const qbits *T) {
  nsearch *ns = w->ud;
  const qmon *q = &w->pr->q;
  if (bempty(T, q->W) || q->p[x] || bmeets(T, q->pbits, q->W)) return 0;
  ns->found = gr_q_walk_word(ns->ctx, w, 0);
  ns->hit = 1;
  return 1;
}

static int n_past(walk *w, int d) {
  nsearch *ns = w->ud;
  qword cur;
  (void)d;
  if (ns->max == NULL) return 0;
  cur = gr_q_walk_word(ns->ctx, w, 0);
  return word_cmp(&cur, ns->max) >= 0;
}

/* The least N-failure before *max (NULL: any). */
static int least_n_failure(gr_ctx *ctx, const pret *pr, const qword *max, qword *out) {
  nsearch ns;
  walk w;
  int *u, k = gr_q_undominated(ctx, pr, &u);
  memset(&ns, 0, sizeof ns);
  ns.ctx = ctx;
  ns.max = max;
  anti_init(ctx, &ns.a, pr->q.m, pr->q.W, 0);
  memset(&w, 0, sizeof w);
  w.pr = pr;
  w.u = u;
  w.k = k;
  w.ud = &ns;
  w.prune = n_prune;
  w.visit = n_visit;
  w.past = n_past;
  gr_q_walk_run(ctx, &w);
  if (ns.hit) *out = ns.found;
  return ns.a.full ? -1 : ns.hit;
}

/* The least failing word of pr, or 0 when every word is right. */
/* The least failing word of pr: 1 and the word, 0 when every word is
** right, -1 when the search could not finish within the memory limit. */
static int least_failure(gr_ctx *ctx, const pret *pr, qword *out) {
  marking mk = gr_q_mark_words(ctx, pr, 1);
  qword pf;
  int havep = least_p_failure(ctx, pr, mk.least, &pf), nf;
  if ((nf = least_n_failure(ctx, pr, havep ? &pf : NULL, out)) != 0) return nf;
  if (havep) *out = pf;
  return havep;
}

/* The element of word w. */
static uint32_t word_elem(const pret *pr, const qword *w) {
  uint32_t x = 0;
  int i, e;
  for (i = 0; i < w->n; i++)
    for (e = 0; e < w->exp[i]; e++) x = MUL(&pr->q, x, pr->phi[w->heap[i]]);
  return x;
}

/* ---- building trial monoids ------------------------------------------------------ */

/* B × C1 × … × Cr with Ci cyclic: c^(idx+per) = c^idx. Element b + |B|·(c1 +
** n1·(c2 + …)); products through b. Returns a monoid with m = 0 when it
** would pass `most` elements. */
static qmon product(const qmon *b, const int *idx, const int *per, int r, int most) {
  qmon d;
  int i, size = b->m;
  memset(&d, 0, sizeof d);
  if (r > 8) return d;
  for (i = 0; i < r; i++) {
    d.idx[i] = idx[i];
    d.per[i] = per[i];
    d.mod[i] = idx[i] + per[i];
    if ((double)size * d.mod[i] > (double)most) return d;
    size *= d.mod[i];
  }
  d.m = size;
  d.W = (size + 63) / 64;
  d.of = b;
  d.ops = b->ops;
  d.r = r;
  return d;
}

/* The index of x: the first power that comes back later (x^a = x^b, a < b). */
static int index_of(gr_ctx *ctx, const qmon *q, uint32_t x) {
  int *at = gr_alloc(ctx, (size_t)q->m * sizeof *at), i;
  uint32_t y = 0;
  spend(ctx, 2 * (gr_int)q->m);
  for (i = 0; i < q->m; i++) at[i] = -1;
  for (i = 0;; i++) {
    if (at[y] >= 0) return at[y];
    at[y] = i;
    y = MUL(q, y, x);
  }
}

/* What an expansion records: every candidate tried (|Q|, |P|). */
typedef struct trylog {
  int n, cap;
  int *order, *pcount;
} trylog;

static void log_try(gr_ctx *ctx, trylog *lg, const pret *pr) {
  if (lg->n == lg->cap) {
    int cap = lg->cap ? lg->cap * 2 : 8;
    int *o = gr_alloc_kept(ctx, (size_t)cap * sizeof *o), *p = gr_alloc_kept(ctx, (size_t)cap * sizeof *p);
    if (lg->n) {
      memcpy(o, lg->order, (size_t)lg->n * sizeof *o);
      memcpy(p, lg->pcount, (size_t)lg->n * sizeof *p);
    }
    lg->order = o;
    lg->pcount = p;
    lg->cap = cap;
  }
  lg->order[lg->n] = pr->q.m;
  lg->pcount[lg->n] = bcount(pr->q.pbits, pr->q.W);
  lg->n++;
}

/* Whether reducing a candidate of d's size fits in what is left of the
** memory limit (its marks, Nerode signatures and the heaps' T), with room
** to spare. */
static int roomy(const gr_ctx *ctx, const qmon *d, int nh) {
  double need = (double)d->m * 48.0 + (double)(nh + 32) * d->W * 8.0;
  return need < (double)(ctx->limit - ctx->used) / 4;
}

/* Recalibration: the heaps in `set` become free generators, each a cyclic
** monoid long enough for its count in w; the other heaps keep their place
** in the submonoid they generate. */
static int recal_try(gr_ctx *ctx, const qcodes *qc, const pret *tr, const int *set, int ns,
                     const qword *w, int extra, int most, pret *out) {
  uint32_t *gens = gr_alloc(ctx, (size_t)(tr->nh + 1) * sizeof *gens), *map, *phi;
  int ng = 0, i, j, idx[8], per[8];
  qmon sub, d;
  if (ns > 8) return 0;
  spend(ctx, (gr_int)tr->nh * (ns + 1));
  for (i = 0; i < tr->nh; i++) {
    int in = 0;
    for (j = 0; j < ns; j++) in |= set[j] == i;
    if (!in && !bempty(TSET(tr, i), tr->q.W)) gens[ng++] = tr->phi[i];
  }
  map = gr_q_submonoid(ctx, &tr->q, gens, ng, &sub);
  for (j = 0; j < ns; j++) {
    int e = word_exp(w, set[j]), a = index_of(ctx, &tr->q, tr->phi[set[j]]);
    idx[j] = (a > e - 1 ? a : e - 1) + extra;
    per[j] = idx[j] - 4 >= 4 ? 2 * ((idx[j] - 4) / 2) : 2;
  }
  d = product(&sub, idx, per, ns, GR_QUOTIENT_MAX_TRIAL);
  if (d.m == 0 || !roomy(ctx, &d, tr->nh)) return 0;
  phi = gr_alloc(ctx, (size_t)tr->nh * sizeof *phi);
  for (i = 0; i < tr->nh; i++) {
    int in = -1;
    for (j = 0; j < ns; j++)
      if (set[j] == i) in = j;
    if (in >= 0) {
      int f = sub.m;
      for (j = 0; j < in; j++) f *= idx[j] + per[j];
      phi[i] = (uint32_t)f; /* the generator of its own cyclic factor */
    } else {
      phi[i] = bempty(TSET(tr, i), tr->q.W) ? 0 : map[tr->phi[i]];
    }
  }
  *out = gr_q_settle(ctx, qc, d, phi, tr->nh);
  return out->q.mul != NULL && out->q.m <= most;
}

/* A pretension for heaps 0..n right for every word, from one right for
** heaps below n where no x in Q served for heap n: 1 and *out, or 0 when
** none was found within the bounds (the work: spend()). */
static int expand(gr_ctx *ctx, const qcodes *qc, const pret *cur, int idx, int per, int most,
                  trylog *lg, pret *out) {
  int n = cur->nh, i, rounds = 0;
  uint32_t *phi = gr_alloc(ctx, (size_t)(n + 1) * sizeof *phi);
  qmon d = product(&cur->q, &idx, &per, 1, GR_QUOTIENT_MAX_TRIAL);
  pret tr;
  qword f;
  if (d.m == 0 || !roomy(ctx, &d, n + 1)) return 0;
  for (i = 0; i < n; i++) phi[i] = cur->phi[i];
  phi[n] = (uint32_t)cur->q.m; /* (1, c) */
  tr = gr_q_settle(ctx, qc, d, phi, n + 1);
  if (tr.q.mul == NULL || tr.q.m > most) return 0;
  log_try(ctx, lg, &tr);
  for (;;) {
    int lf = least_failure(ctx, &tr, &f);
    if (lf < 0) return 0;
    if (lf == 0) break;
    {
    int should = !tr.q.p[word_elem(&tr, &f)], size, ok = 0, extra, j;
    int inv[64], ninv = 0, set[8];
    if (++rounds > 200 || tr.q.m > most) return 0;
    for (i = f.n - 1; i >= 0 && ninv < 64; i--) inv[ninv++] = f.heap[i]; /* increasing */
    for (extra = 0; extra <= 2 && !ok; extra += 2)
      for (size = 1; size <= ninv && size <= 8 && !ok; size++) {
        int c[8];
        for (i = 0; i < size; i++) c[i] = i;
        for (;;) { /* each combination of `size` heaps, the later heaps left out first */
          pret t2;
          gr_mark am = gr_scratch_mark(ctx);
          for (i = 0; i < size; i++) set[i] = inv[c[i]];
          if (recal_try(ctx, qc, &tr, set, size, &f, extra, most, &t2) &&
              t2.q.p[word_elem(&t2, &f)] == should) {
            tr = t2;
            ok = 1;
            break;
          }
          gr_scratch_release(ctx, am);
          for (i = 0; i + 1 < size && c[i] + 1 == c[i + 1]; i++) {} /* the next in colex order */
          if (c[i] + 1 >= (i + 1 < size ? c[i + 1] : ninv)) break;
          c[i]++;
          for (j = 0; j < i; j++) c[j] = j;
        }
      }
    if (!ok) return 0;
    log_try(ctx, lg, &tr);
    }
  }
  *out = tr;
  return 1;
}

/* The expansion at heap index cur->nh: expand from each starting cyclic
** factor in turn, within GR_QUOTIENT_EXPANSION_WORK units or what the call
** has left, whichever is less. 1 and *out: found; 0: none within the
** engine's bounds (the expansion's own work bound included). When the call's
** own bound runs out first, the throw goes on (the next call tries again). */
typedef struct expand_try {
  const qcodes *qc;
  const pret *cur;
  trylog *lg;
  pret *out;
  int done;
} expand_try;

static void expand_fn(gr_ctx *ctx, void *ud) {
  static const int start_idx[] = {2, 4, 2, 6}, start_per[] = {2, 2, 4, 2};
  expand_try *t = ud;
  int tries;
  for (tries = 0; tries < 4 && t->done <= 0; tries++) {
    gr_mark em = gr_scratch_mark(ctx);
    t->done = expand(ctx, t->qc, t->cur, start_idx[tries], start_per[tries],
                     GR_QUOTIENT_MAX_ORDER, t->lg, t->out);
    if (t->done <= 0) gr_scratch_release(ctx, em);
  }
}

static int expand_within(gr_ctx *ctx, const qcodes *qc, const pret *cur, trylog *lg, pret *out) {
  gr_int saved = ctx->work, left;
  gr_int cap = saved >= 0 && saved < GR_QUOTIENT_EXPANSION_WORK ? saved : GR_QUOTIENT_EXPANSION_WORK;
  gr_status st;
  expand_try t;
  t.qc = qc;
  t.cur = cur;
  t.lg = lg;
  t.out = out;
  t.done = 0;
  st = gr_try(ctx, cap, expand_fn, &t, &left);
  if (st != GR_OK) {
    if (st != GR_ELIMIT || left != 0 || cap == saved) /* not the expansion's own bound */
      gr_rethrow(ctx, st);
    ctx->status = GR_OK;
    ctx->msg[0] = '\0';
    return 0;
  }
  return t.done;
}

/* ---- the closure: every word's (Φ, T), minimal pairs only ------------------------
** Kept in memory that outlives each heap's scratch (gr_alloc_kept); made
** again whenever Q changes. */
typedef struct chain {
  anti a;
  const qmon *q;
  int ng, gcap;
  uint32_t *gx;        /* the generators: heaps' Φ … */
  qbits *gT;           /* … and T */
  uint32_t *tmp;
  qbits *nb;
} chain;

static int fails(const qmon *q, uint32_t x, const qbits *T) {
  return !q->p[x] && !bempty(T, q->W) && !bmeets(T, q->pbits, q->W);
}

/* Adds the pair of entry e plus generator g; 0 when it fails. */
static int chain_step(chain *c, int e, int g) {
  const qmon *q = c->q;
  uint32_t x = c->a.el[e], y = c->gx[g], nx = MUL(q, x, y);
  spend(c->a.ctx, gr_q_add_heap(q, x, c->a.bits + (size_t)e * (size_t)q->W, y,
                           c->gT + (size_t)g * (size_t)q->W, c->nb, c->tmp));
  if (anti_add(&c->a, nx, c->nb, NULL, NULL) && fails(q, nx, c->nb)) return 0;
  return 1;
}

/* Closes the chain from entry `from` on with every generator; 0 on a failure. */
static int chain_close(chain *c, int from) {
  int e, g;
  for (e = from; e < c->a.n; e++) {
    if (c->a.dead[e]) continue;
    for (g = 0; g < c->ng; g++)
      if (!chain_step(c, e, g)) return 0;
  }
  return 1;
}

static void chain_add_gen(gr_ctx *ctx, chain *c, uint32_t x, const qbits *T) {
  const qmon *q = c->q;
  if (c->ng == c->gcap) {
    int cap = c->gcap ? c->gcap * 2 : 32;
    uint32_t *nx = gr_alloc_kept(ctx, (size_t)cap * sizeof *nx);
    qbits *nt = gr_alloc_kept(ctx, (size_t)cap * (size_t)q->W * sizeof *nt + 8);
    if (c->ng) {
      memcpy(nx, c->gx, (size_t)c->ng * sizeof *nx);
      memcpy(nt, c->gT, (size_t)c->ng * (size_t)q->W * sizeof *nt);
    }
    c->gx = nx;
    c->gT = nt;
    c->gcap = cap;
  }
  c->gx[c->ng] = x;
  memcpy(c->gT + (size_t)c->ng * (size_t)q->W, T, (size_t)q->W * sizeof *T);
  c->ng++;
}

/* The chain of pretension pr; 0 when some word fails (pr is not right). */
static int chain_build(gr_ctx *ctx, chain *c, const pret *pr) {
  int *u, k = gr_q_undominated(ctx, pr, &u), i;
  memset(c, 0, sizeof *c);
  c->q = &pr->q;
  anti_init(ctx, &c->a, pr->q.m, pr->q.W, 1);
  c->tmp = gr_alloc_kept(ctx, (size_t)pr->q.m * sizeof *c->tmp);
  c->nb = gr_alloc_kept(ctx, (size_t)pr->q.W * sizeof *c->nb + 8);
  for (i = 0; i < k; i++) {
    chain_add_gen(ctx, c, pr->phi[u[i]], TSET(pr, u[i]));
    if (anti_add(&c->a, pr->phi[u[i]], TSET(pr, u[i]), NULL, NULL) &&
        fails(c->q, pr->phi[u[i]], TSET(pr, u[i])))
      return 0;
  }
  return chain_close(c, 0);
}

/* Whether Φ(h) = x, with T the options of h, keeps every word right as far
** as N-failures go (1); when it does, the chain takes the new generator.
** -1: the chain outgrew the memory limit (nothing can be said). */
static int chain_try(gr_ctx *ctx, chain *c, uint32_t x, const qbits *T) {
  int n0 = c->a.n, e, ok = 1, W = c->q->W;
  unsigned char *dead0;
  for (e = c->a.head[x]; e >= 0; e = c->a.next[e]) { /* a word does as well already */
    spend(ctx, W);
    if (!c->a.dead[e] && bsubset(c->a.bits + (size_t)e * (size_t)W, T, W)) return 1;
  }
  spend(ctx, n0 / 8 + 1);
  dead0 = gr_alloc(ctx, (size_t)n0 + 1);
  memcpy(dead0, c->a.dead, (size_t)n0);
  if (anti_add(&c->a, x, T, NULL, NULL) && fails(c->q, x, T)) ok = 0;
  chain_add_gen(ctx, c, x, T);
  for (e = 0; e < n0 && ok; e++) /* old words plus the new heap */
    if (!c->a.dead[e]) ok = chain_step(c, e, c->ng - 1);
  if (ok) ok = chain_close(c, n0);
  if (c->a.full) return -1;
  if (ok) return 1;
  for (e = c->a.n - 1; e >= n0; e--) c->a.head[c->a.el[e]] = c->a.next[e]; /* roll back */
  c->a.n = n0;
  memcpy(c->a.dead, dead0, (size_t)n0);
  c->ng--;
  return 0;
}

/* Counted memory of q: *pp replaced by a block of `bytes` (old contents copied). */
static void *qgrow(gr_ctx *ctx, gr_quot *q, void *old, size_t oldb, size_t bytes) {
  void *p = gr_malloc(ctx, bytes ? bytes : 1);
  if (p == NULL)
    gr_throw(ctx, GR_ENOMEM, gr_m1(ctx, GR_M(err_quotient_memory),
                                   gr_i((gr_int)(ctx->limit >> 20))));
  if (old != NULL) memcpy(p, old, oldb < bytes ? oldb : bytes);
  q->bytes += bytes ? bytes : 1;
  ctx->kept_bytes[GR_KEPT_QUOTIENTS] += bytes ? bytes : 1;
  return p;
}

static void qfree(gr_ctx *ctx, gr_quot *q, void *p, size_t bytes) {
  if (p == NULL) return;
  gr_mfree(ctx, p, bytes ? bytes : 1);
  q->bytes -= bytes ? bytes : 1;
  ctx->kept_bytes[GR_KEPT_QUOTIENTS] -= bytes ? bytes : 1;
}

/* Replaces the array field *f of `n` old bytes by one of `bytes`. */
#define QREPLACE(ctx, q, f, oldb, newb)                      \
  do {                                                       \
    void *np_ = qgrow((ctx), (q), (f), (oldb), (newb));      \
    qfree((ctx), (q), (f), (oldb));                          \
    (f) = np_;                                               \
  } while (0)

static void quot_free(gr_ctx *ctx, gr_quot *q) {
  qfree(ctx, q, q->key, q->keylen + 1);
  qfree(ctx, q, q->mul, (size_t)q->m * (size_t)q->m * sizeof *q->mul);
  qfree(ctx, q, q->p, (size_t)q->m);
  qfree(ctx, q, q->pbits, (size_t)q->W * sizeof *q->pbits + 8);
  qfree(ctx, q, q->phi, (size_t)q->cap * sizeof *q->phi);
  qfree(ctx, q, q->T, (size_t)q->cap * (size_t)q->W * sizeof *q->T + 8);
  qfree(ctx, q, q->bad, (size_t)q->k * (size_t)q->badw * sizeof *q->bad);
  qfree(ctx, q, q->exp_heap, (size_t)q->expcap * sizeof *q->exp_heap);
  qfree(ctx, q, q->exp_first, (size_t)q->expcap * sizeof *q->exp_first);
  qfree(ctx, q, q->tried_order, (size_t)q->trycap * sizeof *q->tried_order);
  qfree(ctx, q, q->tried_p, (size_t)q->trycap * sizeof *q->tried_p);
  ctx->kept_bytes[GR_KEPT_QUOTIENTS] -= sizeof *q;
  gr_mfree(ctx, q, sizeof *q);
}

/* The share's way to free a quotient: out of the context's list, then freed. */
static void quot_drop(gr_ctx *ctx, gr_kept *k) {
  gr_quot *q = (gr_quot *)(void *)((char *)k - offsetof(gr_quot, kept)), **pp;
  for (pp = &ctx->quotients; *pp != NULL; pp = &(*pp)->next)
    if (*pp == q) {
      *pp = q->next;
      break;
    }
  quot_free(ctx, q);
}

/* The pretension of q as a working view (shares q's arrays). */
static pret view(gr_ctx *ctx, const gr_quot *q) {
  pret pr;
  pr.q = table_mon(q->m, q->mul, q->p, q->pbits);
  pr.q.ops = &ctx->quot_products;
  pr.nh = q->nh;
  pr.phi = q->phi;
  pr.T = q->T;
  return pr;
}

/* Room for heap index n in q's arrays (W words per T). */
static void reserve_heaps(gr_ctx *ctx, gr_quot *q, int n) {
  int cap = q->cap, badw;
  if (n < q->cap) return;
  while (cap <= n) cap = cap ? cap * 2 : 64;
  QREPLACE(ctx, q, q->phi, (size_t)q->cap * sizeof *q->phi, (size_t)cap * sizeof *q->phi);
  QREPLACE(ctx, q, q->T, (size_t)q->cap * (size_t)q->W * sizeof *q->T + 8,
           (size_t)cap * (size_t)q->W * sizeof *q->T + 8);
  badw = cap / q->k + 2;
  {
    int *nb = qgrow(ctx, q, NULL, 0, (size_t)q->k * (size_t)badw * sizeof *nb), c, i;
    for (c = 0; c < q->k; c++)
      for (i = 0; i < badw; i++) nb[c * badw + i] = i < q->badw ? q->bad[c * q->badw + i] : -1;
    qfree(ctx, q, q->bad, (size_t)q->k * (size_t)q->badw * sizeof *q->bad);
    q->bad = nb;
    q->badw = badw;
  }
  q->cap = cap;
}

/* q takes the pretension pr (a new Q: every array replaced). */
static void take(gr_ctx *ctx, gr_quot *q, const pret *pr) {
  int i;
  size_t oldT = (size_t)q->cap * (size_t)q->W * sizeof *q->T + 8;
  QREPLACE(ctx, q, q->mul, (size_t)q->m * (size_t)q->m * sizeof *q->mul,
           (size_t)pr->q.m * (size_t)pr->q.m * sizeof *q->mul);
  memcpy(q->mul, pr->q.mul, (size_t)pr->q.m * (size_t)pr->q.m * sizeof *q->mul);
  QREPLACE(ctx, q, q->p, (size_t)q->m, (size_t)pr->q.m);
  memcpy(q->p, pr->q.p, (size_t)pr->q.m);
  QREPLACE(ctx, q, q->pbits, (size_t)q->W * sizeof *q->pbits + 8,
           (size_t)pr->q.W * sizeof *q->pbits + 8);
  memcpy(q->pbits, pr->q.pbits, (size_t)pr->q.W * sizeof *q->pbits);
  {
    qbits *nt = qgrow(ctx, q, NULL, 0, (size_t)q->cap * (size_t)pr->q.W * sizeof *nt + 8);
    qfree(ctx, q, q->T, oldT);
    q->T = nt;
  }
  q->m = pr->q.m;
  q->W = pr->q.W;
  q->nh = pr->nh;
  for (i = 0; i < pr->nh; i++) q->phi[i] = pr->phi[i];
  if (pr->nh > 0) memcpy(q->T, pr->T, (size_t)pr->nh * (size_t)q->W * sizeof *q->T);
}

/* Records where Φ of heap index i differs from Φ a period q back, and
** whether the periodicity argument now covers every code (sets proven). */
static void note_period(gr_quot *q, int i) {
  int c = i % q->k, h = i / q->k, p;
  int *bad = q->bad + (size_t)c * (size_t)q->badw;
  for (p = 1; p <= h; p++)
    if (q->phi[i] != q->phi[i - p * q->k]) bad[p] = h - p;
  if (!q->provable || c != q->k - 1) return;
  for (c = 0; c < q->k; c++) { /* every code at size h: each needs a period */
    int found = 0;
    bad = q->bad + (size_t)c * (size_t)q->badw;
    for (p = 1; 2 * p <= h + 1 && !found; p++) {
      int n0 = bad[p] + 1;
      long need = 2L * n0 + 2L * p + q->t[c] - 1 + (n0 == 0);
      if (h >= need) {
        q->pre[c] = n0;
        q->per[c] = p;
        found = 1;
      }
    }
    if (!found) return;
  }
  q->proven = 1;
}

static void recompute_periods(gr_quot *q) {
  int i, c;
  for (c = 0; c < q->k; c++)
    for (i = 0; i < q->badw; i++) q->bad[c * q->badw + i] = -1;
  q->proven = 0;
  for (i = q->k; i < q->nh; i++) note_period(q, i);
}

static void log_expansion(gr_ctx *ctx, gr_quot *q, int heap, const trylog *lg) {
  int i;
  if (q->nexp == q->expcap) {
    int cap = q->expcap ? q->expcap * 2 : 8;
    QREPLACE(ctx, q, q->exp_heap, (size_t)q->expcap * sizeof(int), (size_t)cap * sizeof(int));
    QREPLACE(ctx, q, q->exp_first, (size_t)q->expcap * sizeof(int), (size_t)cap * sizeof(int));
    q->expcap = cap;
  }
  if (q->ntried + lg->n > q->trycap) {
    int cap = q->trycap ? q->trycap : 16;
    while (cap < q->ntried + lg->n) cap *= 2;
    QREPLACE(ctx, q, q->tried_order, (size_t)q->trycap * sizeof(int), (size_t)cap * sizeof(int));
    QREPLACE(ctx, q, q->tried_p, (size_t)q->trycap * sizeof(int), (size_t)cap * sizeof(int));
    q->trycap = cap;
  }
  q->exp_heap[q->nexp] = heap;
  q->exp_first[q->nexp++] = q->ntried;
  for (i = 0; i < lg->n; i++) {
    q->tried_order[q->ntried] = lg->order[i];
    q->tried_p[q->ntried++] = lg->pcount[i];
  }
}

/* ---- computing ------------------------------------------------------------------- */

static qcodes codes_of(const gr_quot *q) {
  qcodes qc;
  int c;
  qc.k = q->k;
  for (c = 0; c < q->k; c++) qc.code[c] = &q->code[c];
  return qc;
}

/* Whether Φ(h) = x would give no P-failure: no y with x·y and t·y both in P
** for t in T (rows: {t : P[y·t]} per y). */
static int p_ok(const qmon *q, const qbits *rows, uint32_t x, const qbits *T) {
  int y;
  for (y = 0; y < q->m; y++)
    if (q->p[MUL(q, y, x)] && bmeets(T, rows + (size_t)y * (size_t)q->W, q->W)) return 0;
  return 1;
}

/* The first pretension: heap 0 of every code has no move; Q = {1}. */
static void start(gr_ctx *ctx, gr_quot *q) {
  pret pr;
  uint32_t one = 0;
  unsigned char p0 = 0;
  qbits pb = 0;
  int c;
  memset(&pr, 0, sizeof pr);
  pr.q.m = 1;
  pr.q.W = 1;
  pr.q.mul = &one;
  pr.q.p = &p0;
  pr.q.pbits = &pb;
  reserve_heaps(ctx, q, q->k);
  pr.nh = 0;
  pr.phi = q->phi;
  pr.T = NULL;
  take(ctx, q, &pr);
  for (c = 0; c < q->k; c++) {
    q->phi[c] = 0;
    memset(q->T + (size_t)c * (size_t)q->W, 0, (size_t)q->W * sizeof *q->T);
  }
  q->nh = q->k;
}

/* Heap by heap up to size `last` of every code, or until Φ is proven
** periodic, within GR_QUOTIENT_MAX_ORDER and the call's work (spend():
** a heap is kept once done, so a call stopped by its bound loses only the
** heap it was on). */
static void compute(gr_ctx *ctx, gr_quot *q, gr_int last) {
  qcodes qc = codes_of(q);
  chain ch;
  qbits *rows = NULL;
  int have = 0;
  if (q->nh == 0) start(ctx, q);
  while (!q->proven && !q->failed && (gr_int)(q->nh / q->k) <= last) {
    int n = q->nh, x, found = -1, isp, pass;
    gr_mark mk;
    pret cur = view(ctx, q);
    qbits *T;
    if (!have) {
      if (!chain_build(ctx, &ch, &cur)) {
        if (ch.a.full) {
          q->failed = 1;
          q->why = GR_W(quotient_stop_memory);
          return;
        }
        gr_throw(ctx, GR_EINPUT, gr_m1(ctx, GR_M(err_quotient_internal), gr_i(n / q->k)));
      }
      rows = gr_q_p_rows(ctx, &cur.q, 1);
      have = 1;
    }
    reserve_heaps(ctx, q, n);
    cur = view(ctx, q);
    mk = gr_scratch_mark(ctx);
    T = gr_alloc(ctx, (size_t)q->W * sizeof *T + 8);
    spend(ctx, gr_q_heap_T(&qc, n, &cur.q, q->phi, T) + q->W);
    if (bempty(T, q->W)) {
      found = 0; /* no move: the heap is the empty position */
    } else {
      isp = !bmeets(T, q->pbits, q->W);
      for (pass = 0; pass < 2 && found < 0; pass++)
        for (x = 0; x < q->m && found < 0; x++) {
          int e, dominated = 0;
          spend(ctx, 1);
          if (q->p[x] != isp) continue;
          spend(ctx, (gr_int)q->m * (q->W + 1));
          if (!p_ok(&cur.q, rows, (uint32_t)x, T)) continue;
          for (e = ch.a.head[x]; e >= 0 && !dominated; e = ch.a.next[e]) {
            spend(ctx, q->W);
            dominated = !ch.a.dead[e] && bsubset(ch.a.bits + (size_t)e * (size_t)q->W, T, q->W);
          }
          if (pass == 0) {
            if (dominated) found = x;
          } else {
            int r = chain_try(ctx, &ch, (uint32_t)x, T);
            if (r < 0) {
              q->failed = 1;
              q->why = GR_W(quotient_stop_memory);
              gr_scratch_release(ctx, mk);
              return;
            }
            if (r) found = x;
          }
        }
    }
    if (found >= 0) {
      q->phi[n] = (uint32_t)found;
      memcpy(q->T + (size_t)n * (size_t)q->W, T, (size_t)q->W * sizeof *T);
      q->nh = n + 1;
      note_period(q, n);
    } else { /* a new generator */
      trylog lg;
      pret nw;
      int done;
      memset(&lg, 0, sizeof lg);
      done = expand_within(ctx, &qc, &cur, &lg, &nw);
      if (done <= 0) {
        q->failed = 1;
        q->why = GR_W(quotient_stop_expansion);
        log_expansion(ctx, q, n / q->k, &lg);
        gr_scratch_release(ctx, mk);
        break;
      }
      spend(ctx, (gr_int)nw.q.m * nw.q.m / 64 + nw.nh);
      take(ctx, q, &nw);
      log_expansion(ctx, q, n / q->k, &lg);
      recompute_periods(q);
      have = 0;
    }
    gr_scratch_release(ctx, mk);
  }
}

/* ---- the claim, for the verifier -------------------------------------------------- */

/* The claim's lines of q (check/ckquotient.c reads them): codes, the monoid as its
** generators' actions, P, Φ of every heap computed, and the period claimed. */
static char *certificate(gr_ctx *ctx, const gr_quot *q, const pres *pr) {
  gr_buf b;
  int c, g, x, i;
  qmon qm;
  qm = table_mon(q->m, q->mul, q->p, q->pbits);
  spend(ctx, (gr_int)q->m * (pr->r + 1) + q->nh);
  gr_buf_init(&b, ctx);
  gr_printf(&b, "misere-quotient 1\ncodes %d\n", q->k);
  for (c = 0; c < q->k; c++) {
    gr_puts(&b, "code ");
    gr_code_format(&b, &q->code[c]);
    gr_putc(&b, '\n');
  }
  gr_printf(&b, "order %d\ngenerators %d\n", q->m, pr->r);
  for (g = 0; g < pr->r; g++) {
    gr_puts(&b, "gen");
    for (x = 0; x < q->m; x++) /* lines of at most 256 numbers */
      gr_printf(&b, "%s%u", x && x % 256 == 0 ? "\n" : " ", (unsigned)MUL(&qm, (uint32_t)x, pr->g[g]));
    gr_putc(&b, '\n');
  }
  gr_puts(&b, "p");
  for (x = 0; x < q->m; x++) gr_printf(&b, "%s%d", x && x % 256 == 0 ? "\n" : " ", q->p[x]);
  gr_printf(&b, "\nheaps %d\nphi", q->nh / q->k);
  for (i = 0; i < q->nh / q->k * q->k; i++)
    gr_printf(&b, "%s%u", i && i % 256 == 0 ? "\n" : " ", (unsigned)q->phi[i]);
  gr_putc(&b, '\n');
  for (c = 0; c < q->k; c++)
    if (q->proven) gr_printf(&b, "period %d %d %d\n", c, q->pre[c], q->per[c]);
    else gr_printf(&b, "period %d none\n", c);
  return b.s;
}

/* ---- the context's quotients ---------------------------------------------------- */

/* Room for `bytes` more in the quotients' share: the share frees the least
** recently used quotients not used in this call. */
static void make_room(gr_ctx *ctx, size_t bytes) { (void)gr_share_room(ctx, GR_KEPT_QUOTIENTS, bytes); }

gr_quot *gr_quotient_find(gr_ctx *ctx, const gr_code *const *codes, int k) {
  gr_buf key;
  gr_quot *q;
  int c;
  gr_buf_init(&key, ctx);
  for (c = 0; c < k; c++) {
    if (c) gr_putc(&key, '+');
    gr_code_format(&key, codes[c]);
  }
  for (q = ctx->quotients; q != NULL; q = q->next)
    if (strcmp(q->key, key.s) == 0) {
      gr_share_use(ctx, &q->kept);
      return q;
    }
  make_room(ctx, sizeof *q + key.n + 1);
  q = gr_malloc(ctx, sizeof *q);
  if (q == NULL) gr_throw(ctx, GR_ENOMEM, GR_W(err_quotient_nomem));
  memset(q, 0, sizeof *q);
  q->next = ctx->quotients;
  ctx->quotients = q;
  ctx->kept_bytes[GR_KEPT_QUOTIENTS] += sizeof *q;
  gr_share_add(ctx, &q->kept, GR_KEPT_QUOTIENTS, quot_drop);
  q->key = qgrow(ctx, q, NULL, 0, key.n + 1);
  memcpy(q->key, key.s, key.n + 1);
  q->keylen = key.n;
  q->k = k;
  q->provable = 1;
  for (c = 0; c < k; c++) {
    int j;
    q->code[c] = *codes[c];
    q->t[c] = 0;
    for (j = 0; j <= codes[c]->t; j++) {
      if (codes[c]->d[j]) q->t[c] = j;
      if (codes[c]->mod[j]) q->provable = 0;
    }
    if (codes[c]->tail || codes[c]->heaps > 2) q->provable = 0;
  }
  return q;
}

/* Sizes 0..last of every code (or until proven); the verifier's word once
** there is a claim to check. */
/* ---- the independent checker's word ---------------------------------------------
** A claim goes to the checker (c/check/) as a certificate, "claim quotient"
** with the lines certificate() writes, through ck_check: the same reading
** `grundy check` gives a certificate file. */

typedef struct memrd {
  const char *s;
  size_t n, at;
} memrd;

static size_t mem_read(void *ud, char *buf, size_t cap) {
  memrd *r = ud;
  size_t k = r->n - r->at < cap ? r->n - r->at : cap;
  memcpy(buf, r->s + r->at, k);
  r->at += k;
  return k;
}

static void *check_alloc(void *ud, void *p, size_t osize, size_t nsize) {
  gr_ctx *ctx = ud;
  if (nsize == 0) {
    gr_mfree(ctx, p, osize);
    return NULL;
  }
  return gr_malloc(ctx, nsize);
}

/* The whole certificate of q's claim (scratch). */
const char *gr_q_full_certificate(gr_ctx *ctx, const gr_quot *q, size_t *len) {
  pres pr = gr_q_present(ctx, q);
  char *body = certificate(ctx, q, &pr);
  gr_buf b;
  gr_buf_init(&b, ctx);
  gr_printf(&b, "grundy-certificate %d\nfamily ", CK_FORMAT_VERSION); /* the bare code */
  gr_code_format(&b, &q->code[0]);
  gr_puts(&b, "\nclaim quotient\n");
  gr_puts(&b, body);
  gr_puts(&b, "end\n");
  *len = b.n;
  return b.s;
}

/* The checker's word on q's claim (q->checked, q->check), within what the
** call has left: spend() runs out when it does not finish. */
void gr_q_check(gr_ctx *ctx, gr_quot *q) {
  gr_mark mk = gr_scratch_mark(ctx);
  memrd rd;
  ck_host host;
  char msg[1024];
  int64_t work = ctx->work;
  ck_status st;
  memset(&rd, 0, sizeof rd);
  rd.s = gr_q_full_certificate(ctx, q, &rd.n);
  host.alloc = check_alloc;
  host.ud = ctx;
  host.limit = ctx->limit > ctx->used ? ctx->limit - ctx->used : 1;
  st = ck_check(mem_read, &rd, &host, msg, sizeof msg, &q->check, &work);
  if (ctx->work >= 0) ctx->work = ctx->work > work ? ctx->work - work : 0;
  gr_scratch_release(ctx, mk);
  switch (st) {
  case CK_OK: /* its "check" words */
    q->checked = 1;
    return;
  case CK_PENDING: /* the next call checks again */
    q->checked = 0;
    q->check.nodes = 0;
    spend(ctx, ctx->work + 1);
    return;
  case CK_ENOMEM:
    q->checked = 0;
    q->check.nodes = 0;
    gr_throw(ctx, GR_ENOMEM, GR_W(err_quotient_check_nomem));
  default: /* the checker's words: why not */
    q->checked = -1;
  }
}

typedef struct grow_args {
  gr_quot *q;
  gr_int last;
} grow_args;

static void grow_body(gr_ctx *ctx, void *ud) {
  grow_args *a = ud;
  gr_quot *q = a->q;
  if (!q->proven && !q->failed && (gr_int)(q->nh / q->k) <= a->last) {
    make_room(ctx, 0);
    q->checked = 0;
    compute(ctx, q, a->last);
  }
  if (!q->checked && q->nh / q->k > 0) gr_q_check(ctx, q);
}

void gr_quotient_grow(gr_ctx *ctx, gr_quot *q, gr_int last) {
  grow_args a;
  gr_int left;
  gr_status st;
  a.q = q;
  a.last = last > GR_QUOTIENT_MAX_HEAP ? GR_QUOTIENT_MAX_HEAP : last;
  st = gr_try(ctx, ctx->work, grow_body, &a, &left); /* within the call's own bound */
  if (st != GR_OK) stopped(ctx, q, st, left);
}

int gr_quotient_heaps(const gr_quot *q) { return q->nh / q->k; }
int gr_quotient_proven(const gr_quot *q) { return q->proven && q->checked == 1; }

/* Φ of heap h of code c (folded by the proven period), or -1 past the heaps known. */
int gr_quotient_phi(const gr_quot *q, int c, gr_int h) {
  gr_int n = q->nh / q->k;
  if (h >= n) {
    if (!gr_quotient_proven(q)) return -1;
    h = q->pre[c] + (h - q->pre[c]) % q->per[c];
    while (h >= n) h -= q->per[c];
  }
  return (int)q->phi[h * q->k + c];
}

int gr_quotient_mul(const gr_quot *q, int x, int y) {
  return (int)q->mul[(size_t)x * (size_t)q->m + (size_t)y];
}

int gr_quotient_p(const gr_quot *q, int x) { return q->p[x]; }
int gr_quotient_checked(const gr_quot *q) { return q->checked == 1; }
