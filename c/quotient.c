/*
** quotient.c — misère quotients of take-and-break codes (Plambeck 2005;
** Plambeck and Siegel, "Misère quotients for impartial games", 2008).
**
** The positions of one game (sums of its heaps, a word: how many heaps of
** each size) are indistinguishable when adding any position to either gives
** the same misère outcome. The classes form a finite commutative monoid Q
** with a P-portion P, and Φ maps each heap to its class: a sum is a misère
** P-position exactly when the product of its heaps' Φ lies in P. This file
** finds (Q, P, Φ) heap by heap, as Siegel's MisereSolver does:
**
**  - A pretension (Q, P, Φ) for heaps 0..n-1 is right for every word over
**    them when no word fails: a P-failure is a word whose Φ is in P with an
**    option whose Φ is in P; an N-failure a word with a move whose Φ is not
**    in P and no option in P. Both are checked without listing words: a
**    word's options have the Φ of T(word) = T(G)·Φ(h) ∪ Φ(G)·T(h) for
**    G + h, so only pairs (Φ(word), T(word)) matter, and a pair whose T
**    contains another's for the same element fails no sooner (the
**    minimal pairs, an antichain, are closed under adding heaps).
**  - Heap n: its options' Φ, T(n). If some x in Q keeps every word right
**    with Φ(n) = x (no P-failure with x, no N-failure in the antichain with
**    the pair (x, T(n)) added), Q stays (a conservative extension).
**  - Else Φ(n) is a new generator: Q is multiplied by a cyclic monoid, P is
**    marked by the outcome of the least word of each element (words in
**    lexicographic order, the largest heap first), and equivalent elements
**    merged (the Nerode classes of P under the generators). While a least
**    failure remains, the heaps of that word are recalibrated: made free
**    generators (each a cyclic monoid long enough for its count in the
**    word), P marked again and reduced, until the failing word comes out
**    right; then the next least failure, until none is left.
**  - Φ periodic: for a finite code leaving at most two heaps, without
**    modifiers, with t its last digit, if Φ(h+p) = Φ(h) for n0 ≤ h ≤ N-p
**    and N ≥ 2·n0 + 2p + t - 1 (one more when n0 = 0), the quotient of
**    heaps 0..N is the quotient of the whole game and Φ repeats for ever:
**    the options of a heap past N fold, part by part, onto those of a heap
**    of [2n0 + p + t, N] with the same Φ (the octal periodicity argument),
**    so every word is one already checked. The claim then goes to an
**    independent checker (check/ckquotient.c, the claim "quotient") before
**    it is called proven.
**
** Several codes together: heap i of code c is generator i·k + c (k codes),
** so every heap comes after the heaps its options hold.
**
** Memory: the result lives in the context (gr_malloc, counted) between
** calls, within GR_QUOTIENT_SHARE of the limit; work in a call is scratch,
** released heap by heap.
**
** Work: every loop charges what it does to the call's bound (ctx->work) as
** it goes, one unit for each option looked at, product taken or word of a
** bitset scanned (spend()); past the bound the call stops with GR_ELIMIT,
** keeping every heap done, and the next call carries on. One expansion
** (a new generator) may take at most GR_QUOTIENT_EXPANSION_WORK units by the
** same means (wild codes stop there). The verifier counts its own steps
** against what the call has left. Products are counted apart (qmon.ops) so
** that tests can hold the units charged against the work done.
*/
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "check/check.h"
#include "family.h"
#include "quotient.h"
#include "games/code.h"

typedef uint64_t qbits;

/* ---- work ---------------------------------------------------------------------- */

/* Charges `units` to the call's bound; past it, stops the computation with
** GR_ELIMIT and the bound at 0 (the callers that can go on catch that). */
static void spend(gr_ctx *ctx, gr_int units) {
  if (ctx->work < 0) return;
  if (units >= ctx->work) {
    ctx->work = 0;
    gr_throw(ctx, GR_ELIMIT, GR_W(err_quotient_work));
  }
  ctx->work -= units;
}

/* Whether the last throw was spend()'s. */
static int ran_out(const gr_ctx *ctx) { return ctx->status == GR_ELIMIT && ctx->work == 0; }

/* ---- bitsets ---------------------------------------------------------------- */

static void bset(qbits *b, uint32_t x) { b[x >> 6] |= (qbits)1 << (x & 63); }
static int bsubset(const qbits *a, const qbits *b, int W) { /* a ⊆ b */
  int i;
  for (i = 0; i < W; i++)
    if (a[i] & ~b[i]) return 0;
  return 1;
}
static int bempty(const qbits *a, int W) {
  int i;
  for (i = 0; i < W; i++)
    if (a[i]) return 0;
  return 1;
}
static int bmeets(const qbits *a, const qbits *b, int W) {
  int i;
  for (i = 0; i < W; i++)
    if (a[i] & b[i]) return 1;
  return 0;
}
static int bcount(const qbits *a, int W) {
  int i, n = 0;
  for (i = 0; i < W; i++) {
    qbits v = a[i];
    while (v) {
      v &= v - 1;
      n++;
    }
  }
  return n;
}
/* The elements of a, increasing, into out; returns how many. */
static int belems(const qbits *a, int W, uint32_t *out) {
  int i, n = 0;
  for (i = 0; i < W; i++) {
    qbits v = a[i];
    while (v) {
      int b = gr_bit_low(v);
      out[n++] = (uint32_t)(i * 64 + b);
      v &= v - 1;
    }
  }
  return n;
}

/* ---- monoids ----------------------------------------------------------------
** Elements 0..m-1, 0 the identity, every product in a table. */
typedef struct qmon {
  int m, W;           /* elements; words of a bitset of them */
  uint32_t *mul;      /* mul[x * m + y], or NULL: products through `of` */
  const struct qmon *of;
  const uint32_t *list, *map; /* a submonoid of `of`: element i is of's list[i] (map: back) */
  int r, idx[8], per[8], mod[8]; /* or `of` × cyclic factors c^(idx+per) = c^idx */
  unsigned char *p;   /* the P-portion (NULL while not marked) */
  qbits *pbits;       /* the same as a bitset */
  gr_int *ops;        /* counts the products taken (NULL: not counted) */
} qmon;

/* A monoid of m elements with table mul (P and its bits may be NULL). */
static qmon table_mon(int m, uint32_t *mul, unsigned char *p, qbits *pbits) {
  qmon q;
  memset(&q, 0, sizeof q);
  q.m = m;
  q.W = (m + 63) / 64;
  q.mul = mul;
  q.p = p;
  q.pbits = pbits;
  return q;
}

/* x·y: from the table, or through the monoid this one is made of (trial
** monoids are built that way, so that only reduced ones take a table). */
static uint32_t qmul(const qmon *q, uint32_t x, uint32_t y) {
  uint32_t bm, e = 0, f = 1, xr, yr;
  int i;
  if (q->ops != NULL) ++*q->ops;
  if (q->mul != NULL) return q->mul[(size_t)x * (size_t)q->m + y];
  if (q->list != NULL) return q->map[qmul(q->of, q->list[x], q->list[y])];
  bm = (uint32_t)q->of->m;
  xr = x / bm;
  yr = y / bm;
  for (i = 0; i < q->r; i++) {
    uint32_t md = (uint32_t)q->mod[i], s2 = xr % md + yr % md;
    if (s2 >= md) s2 = (uint32_t)q->idx[i] + (s2 - (uint32_t)q->idx[i]) % (uint32_t)q->per[i];
    e += s2 * f;
    f *= md;
    xr /= md;
    yr /= md;
  }
  return qmul(q->of, x % bm, y % bm) + bm * e;
}

#define MUL(q, x, y) qmul((q), (x), (y))

/* A pretension for heaps 0..nh-1: Q, P, Φ, and each heap's T. */
typedef struct pret {
  qmon q;
  int nh;
  uint32_t *phi;
  qbits *T;           /* nh × q.W */
} pret;

#define TSET(pr, i) ((pr)->T + (size_t)(i) * (size_t)(pr)->q.W)

/* A word: heaps[i] copies... kept sparse, largest heap first. */
typedef struct qword {
  int n;
  int *heap, *exp;
} qword;

/* <0, 0, >0 as a is before, equal to, after b (the largest heap first). */
static int word_cmp(const qword *a, const qword *b) {
  int i;
  for (i = 0; i < a->n && i < b->n; i++) {
    if (a->heap[i] != b->heap[i]) return a->heap[i] > b->heap[i] ? 1 : -1;
    if (a->exp[i] != b->exp[i]) return a->exp[i] > b->exp[i] ? 1 : -1;
  }
  return a->n > i ? 1 : b->n > i ? -1 : 0;
}

static qword word_plus(gr_ctx *ctx, const qword *w, int h) {
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

static int word_exp(const qword *w, int h) {
  int i;
  for (i = 0; i < w->n; i++)
    if (w->heap[i] == h) return w->exp[i];
  return 0;
}

/* ---- the codes ----------------------------------------------------------------- */

typedef struct qcodes {
  int k;                   /* codes */
  const gr_code *code[GR_QUOTIENT_CODES];
} qcodes;

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
static gr_int heap_T(const qcodes *qc, int i, const qmon *q, const uint32_t *phi, qbits *out) {
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
static int undominated(gr_ctx *ctx, const pret *pr, int **out) {
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
static gr_int add_heap(const qmon *q, uint32_t x, const qbits *T, uint32_t y, const qbits *S,
                       qbits *out, uint32_t *tmp) {
  int n, i, m;
  memset(out, 0, (size_t)q->W * sizeof *out);
  n = belems(T, q->W, tmp);
  for (i = 0; i < n; i++) bset(out, MUL(q, tmp[i], y));
  m = belems(S, q->W, tmp);
  for (i = 0; i < m; i++) bset(out, MUL(q, x, tmp[i]));
  return (gr_int)n + m + 3 * q->W; /* the work: products and words */
}

/* A walk through the words over heaps u[0..k-1] in order (the count of the
** largest heap first, then the next …). prune(x, T) is asked of each word
** formed by adding one more heap at a level (the lower counts 0): when it
** says so, neither that word nor more of that heap nor lower heaps with it
** are walked. visit() sees every word walked; it stops the walk by
** returning 1. A word is made on demand from e[]. */
typedef struct walk {
  const pret *pr;
  const int *u;
  int k;
  int *e;              /* count of heap u[d] */
  uint32_t *x;         /* the element of the word made by levels d..k-1 */
  qbits *T;            /* its options (k × W) */
  uint32_t *tmp;
  void *ud;
  int (*prune)(struct walk *w, uint32_t x, const qbits *T);
  int (*visit)(struct walk *w, uint32_t x, const qbits *T);
  int (*past)(struct walk *w, int d); /* 1: the word just made is past the range */
} walk;

#define WT(w, d) ((w)->T + (size_t)(d) * (size_t)(w)->pr->q.W)

static qword walk_word(gr_ctx *ctx, const walk *w, int extra_level) {
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

static void walk_run(gr_ctx *ctx, walk *w) {
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
      spend(ctx, add_heap(&pr->q, w->x[d], WT(w, d), y, TSET(pr, w->u[d]), nt, w->tmp) + k);
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

/* ---- marking P, and the least word of each element ----------------------------- */

typedef struct marking {
  gr_ctx *ctx;
  unsigned char *seen;   /* per element of the monoid walked */
  unsigned char *p;
  uint32_t *order;       /* elements in the order first reached */
  int n;
  qword *least;          /* per element (when wanted) */
} marking;

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
  if (mk->least != NULL) mk->least[x] = walk_word(mk->ctx, w, 0);
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
static marking mark_words(gr_ctx *ctx, const pret *pr, int want_least) {
  marking mk;
  walk w;
  int *u, k = undominated(ctx, pr, &u);
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
  walk_run(ctx, &w);
  return mk;
}

/* ---- reduction -------------------------------------------------------------------
** Elements are merged when no product tells them apart: the Nerode classes
** of P under multiplication by the generators (the Φ of the heaps), found
** by refining {P, not P} until multiplying by each generator respects the
** classes. Only the elements reached (the submonoid the heaps generate) are
** kept, numbered in the order first reached. */
typedef struct reduced {
  qmon q;
  uint32_t *map;      /* old element → new (only for elements reached) */
} reduced;

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
static reduced reduce(gr_ctx *ctx, const qmon *q, const marking *mk, const uint32_t *gens,
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
static pret settle(gr_ctx *ctx, const qcodes *qc, qmon q, const uint32_t *phi, int nh) {
  pret pr, out;
  marking mk;
  reduced r;
  int i, *u, k, ng = 0, W;
  uint32_t *gens;
  pr.q = q;
  pr.nh = nh;
  pr.phi = (uint32_t *)phi;
  pr.T = gr_alloc(ctx, (size_t)(nh ? nh : 1) * (size_t)q.W * sizeof *pr.T);
  for (i = 0; i < nh; i++) spend(ctx, heap_T(qc, i, &q, phi, TSET(&pr, i)) + q.W);
  mk = mark_words(ctx, &pr, 0);
  k = undominated(ctx, &pr, &u);
  gens = gr_alloc(ctx, (size_t)(k ? k : 1) * sizeof *gens);
  for (i = 0; i < k; i++) {
    int j;
    for (j = 0; j < ng && gens[j] != phi[u[i]]; j++) {}
    if (j == ng) gens[ng++] = phi[u[i]];
  }
  r = reduce(ctx, &q, &mk, gens, ng);
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

/* {t : P[y·t]} for every y: the elements a P-position's partner must avoid. */
static qbits *p_rows(gr_ctx *ctx, const qmon *q) {
  qbits *r = gr_alloc(ctx, (size_t)q->m * (size_t)q->W * sizeof *r + 8);
  int y, t;
  spend(ctx, (gr_int)q->m * q->m);
  memset(r, 0, (size_t)q->m * (size_t)q->W * sizeof *r);
  for (y = 0; y < q->m; y++)
    for (t = 0; t < q->m; t++)
      if (q->p[MUL(q, y, t)]) bset(r + (size_t)y * (size_t)q->W, (uint32_t)t);
  return r;
}

/* The least P-failure of pr: a word least(x) + i whose Φ is in P while an
** option of heap i leaves it in P. Returns 0 when there is none. */
static int least_p_failure(gr_ctx *ctx, const pret *pr, const qword *least, qword *out) {
  const qmon *q = &pr->q;
  qbits *rows = p_rows(ctx, q);
  int x, i, found = 0;
  for (x = 0; x < q->m; x++) {
    const qbits *row = rows + (size_t)x * (size_t)q->W;
    spend(ctx, (gr_int)pr->nh * (q->W + 1));
    for (i = 0; i < pr->nh; i++) {
      qword w;
      if (!q->p[MUL(q, x, pr->phi[i])] || !bmeets(TSET(pr, i), row, q->W)) continue;
      w = word_plus(ctx, &least[x], i);
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
  ns->found = walk_word(ns->ctx, w, 0);
  ns->hit = 1;
  return 1;
}

static int n_past(walk *w, int d) {
  nsearch *ns = w->ud;
  qword cur;
  (void)d;
  if (ns->max == NULL) return 0;
  cur = walk_word(ns->ctx, w, 0);
  return word_cmp(&cur, ns->max) >= 0;
}

/* The least N-failure before *max (NULL: any). */
static int least_n_failure(gr_ctx *ctx, const pret *pr, const qword *max, qword *out) {
  nsearch ns;
  walk w;
  int *u, k = undominated(ctx, pr, &u);
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
  walk_run(ctx, &w);
  if (ns.hit) *out = ns.found;
  return ns.a.full ? -1 : ns.hit;
}

/* The least failing word of pr, or 0 when every word is right. */
/* The least failing word of pr: 1 and the word, 0 when every word is
** right, -1 when the search could not finish within the memory limit. */
static int least_failure(gr_ctx *ctx, const pret *pr, qword *out) {
  marking mk = mark_words(ctx, pr, 1);
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

/* The submonoid of q generated by gens[0..ng-1], as a view into q (out),
** and map (q's element → new, or UINT32_MAX). */
static uint32_t *submonoid(gr_ctx *ctx, const qmon *q, const uint32_t *gens, int ng, qmon *out) {
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
  map = submonoid(ctx, &tr->q, gens, ng, &sub);
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
  *out = settle(ctx, qc, d, phi, tr->nh);
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
  tr = settle(ctx, qc, d, phi, n + 1);
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
static int expand_within(gr_ctx *ctx, const qcodes *qc, const pret *cur, trylog *lg, pret *out) {
  static const int start_idx[] = {2, 4, 2, 6}, start_per[] = {2, 2, 4, 2};
  jmp_buf jb, *outer = ctx->onerr;
  volatile gr_int saved = ctx->work;
  volatile gr_int cap = saved >= 0 && saved < GR_QUOTIENT_EXPANSION_WORK
                            ? saved : GR_QUOTIENT_EXPANSION_WORK;
  volatile int done = 0, tries = 0;
  ctx->work = cap;
  ctx->onerr = &jb;
  if (setjmp(jb) == 0) {
    for (tries = 0; tries < 4 && done <= 0; tries++) {
      gr_mark em = gr_scratch_mark(ctx);
      done = expand(ctx, qc, cur, start_idx[tries], start_per[tries], GR_QUOTIENT_MAX_ORDER, lg,
                    out);
      if (done <= 0) gr_scratch_release(ctx, em);
    }
  } else {
    ctx->onerr = outer;
    if (!ran_out(ctx) || cap == saved) longjmp(*outer, 1); /* not the expansion's own bound */
    ctx->status = GR_OK;
    ctx->msg[0] = '\0';
    done = 0;
  }
  ctx->onerr = outer;
  ctx->work = saved < 0 ? saved : saved - (cap - ctx->work);
  return done;
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
  spend(c->a.ctx, add_heap(q, x, c->a.bits + (size_t)e * (size_t)q->W, y,
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
  int *u, k = undominated(ctx, pr, &u), i;
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

/* ---- the state kept in the context ---------------------------------------------- */

struct gr_quot {
  gr_quot *next;
  char *key;                /* the codes' canonical texts joined by "+" */
  size_t keylen;
  int k;
  gr_code code[GR_QUOTIENT_CODES];
  int t[GR_QUOTIENT_CODES]; /* each code's last nonzero digit */
  int provable;             /* every code finite, at most two heaps, no modifier */
  /* the pretension, right for every word over heaps 0..nh-1 */
  int m, W;
  uint32_t *mul;
  unsigned char *p;
  qbits *pbits;
  int nh, cap;
  uint32_t *phi;
  qbits *T;
  int *bad;                 /* per code c, period q: bad[c * (cap/k+1) + q], last size with Φ(h) ≠ Φ(h-q) */
  int badw;
  /* the outcome */
  int proven;               /* the whole game's quotient (periodic Φ) */
  int pre[GR_QUOTIENT_CODES], per[GR_QUOTIENT_CODES];
  int checked;              /* the verifier accepted the claim */
  ck_msg check;             /* its words */
  int failed;               /* no pretension could be found past nh (see why) */
  const gr_msg *why;
  /* expansions: the heap, and every candidate tried there */
  int nexp, expcap;
  int *exp_heap, *exp_first; /* index into tried */
  int ntried, trycap;
  int *tried_order, *tried_p;
  unsigned long used;
  size_t bytes;
};

/* Counted memory of q: *pp replaced by a block of `bytes` (old contents copied). */
static void *qgrow(gr_ctx *ctx, gr_quot *q, void *old, size_t oldb, size_t bytes) {
  void *p = gr_malloc(ctx, bytes ? bytes : 1);
  if (p == NULL)
    gr_throw(ctx, GR_ENOMEM, gr_m1(ctx, GR_M(err_quotient_memory),
                                   gr_i((gr_int)(ctx->limit >> 20))));
  if (old != NULL) memcpy(p, old, oldb < bytes ? oldb : bytes);
  q->bytes += bytes ? bytes : 1;
  ctx->quot_bytes += bytes ? bytes : 1;
  return p;
}

static void qfree(gr_ctx *ctx, gr_quot *q, void *p, size_t bytes) {
  if (p == NULL) return;
  gr_mfree(ctx, p, bytes ? bytes : 1);
  q->bytes -= bytes ? bytes : 1;
  ctx->quot_bytes -= bytes ? bytes : 1;
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
  ctx->quot_bytes -= sizeof *q;
  gr_mfree(ctx, q, sizeof *q);
}

void gr_quotient_free_all(gr_ctx *ctx) {
  while (ctx->quotients != NULL) {
    gr_quot *q = ctx->quotients;
    ctx->quotients = q->next;
    quot_free(ctx, q);
  }
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

static qbits *kept_rows(gr_ctx *ctx, const qmon *q) {
  qbits *r = gr_alloc_kept(ctx, (size_t)q->m * (size_t)q->W * sizeof *r + 8);
  int y, t;
  spend(ctx, (gr_int)q->m * q->m);
  memset(r, 0, (size_t)q->m * (size_t)q->W * sizeof *r);
  for (y = 0; y < q->m; y++)
    for (t = 0; t < q->m; t++)
      if (q->p[MUL(q, y, t)]) bset(r + (size_t)y * (size_t)q->W, (uint32_t)t);
  return r;
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
      rows = kept_rows(ctx, &cur.q);
      have = 1;
    }
    reserve_heaps(ctx, q, n);
    cur = view(ctx, q);
    mk = gr_scratch_mark(ctx);
    T = gr_alloc(ctx, (size_t)q->W * sizeof *T + 8);
    spend(ctx, heap_T(&qc, n, &cur.q, q->phi, T) + q->W);
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

/* ---- describing a quotient --------------------------------------------------------
** Generators: the Φ of heaps in heap order, each one the earlier ones do not
** generate, less any the others generate; named a, b, c, … Each element is
** written as its least word in them (the last generator's count first). */
typedef struct pres {
  int r;                 /* generators */
  uint32_t *g;           /* their elements */
  int *heap;             /* the first heap with that Φ */
  qword *least;          /* per element, a word over generator numbers */
  uint32_t *order;       /* elements in the order of their least words */
} pres;

static int generated_by(gr_ctx *ctx, const qmon *q, const uint32_t *g, int r, int skip, uint32_t x) {
  qmon sub;
  uint32_t *gs = gr_alloc(ctx, (size_t)(r ? r : 1) * sizeof *gs), *map;
  int i, n = 0;
  for (i = 0; i < r; i++)
    if (i != skip) gs[n++] = g[i];
  map = submonoid(ctx, q, gs, n, &sub);
  return map[x] != UINT32_MAX;
}

static pres present(gr_ctx *ctx, const gr_quot *q) {
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
    uint32_t *map = submonoid(ctx, &qm, pr.g, 0, &sub);
    for (i = 0; i < q->nh; i++)
      if (map[q->phi[i]] == UINT32_MAX) { /* not generated by the earlier ones */
        pr.heap[r] = i;
        pr.g[r++] = q->phi[i];
        map = submonoid(ctx, &qm, pr.g, r, &sub);
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

static void put_gen(gr_buf *b, int g) {
  if (g < 26) gr_putc(b, (char)('a' + g));
  else gr_printf(b, "g%d", g + 1);
}

/* "1", "a", "b^2", "ab^3c" */
static void put_word(gr_buf *b, const qword *w) {
  int i;
  if (w->n == 0) {
    gr_putc(b, '1');
    return;
  }
  for (i = w->n - 1; i >= 0; i--) {
    put_gen(b, w->heap[i]);
    if (w->exp[i] > 1) gr_printf(b, "^%d", w->exp[i]);
  }
}

static int word_divides(const qword *a, const qword *b) { /* a divides b */
  int i;
  for (i = 0; i < a->n; i++)
    if (word_exp(b, a->heap[i]) < a->exp[i]) return 0;
  return 1;
}

static const pres *sort_pres;
static int cmp_word_at(const void *a, const void *b) {
  return word_cmp((const qword *)a, (const qword *)b);
}

/* The presentation "<a,b,c | a^2=1, b^3=b, bc=ab, c^2=b^2>". */
static void put_presentation(gr_ctx *ctx, gr_buf *b, const gr_quot *q, const pres *pr) {
  qword *rel = gr_alloc(ctx, (size_t)(q->m * (pr->r ? pr->r : 1) + 1) * sizeof *rel);
  int n = 0, x, g, i, j;
  qmon qm;
  qm = table_mon(q->m, q->mul, q->p, q->pbits);
  spend(ctx, (gr_int)q->m * pr->r * (pr->r + 2));
  for (x = 0; x < q->m; x++)
    for (g = 0; g < pr->r; g++) {
      uint32_t y = MUL(&qm, (uint32_t)x, pr->g[g]);
      qword w = word_plus(ctx, &pr->least[x], g);
      if (word_cmp(&w, &pr->least[y]) == 0) continue;
      rel[n++] = w;
    }
  spend(ctx, (gr_int)n * n * (pr->r + 1));
  for (i = 0; i < n; i++) /* keep those no other divides */
    for (j = 0; j < n; j++)
      if (i != j && rel[j].n >= 0 && rel[i].n >= 0 && word_divides(&rel[j], &rel[i]) &&
          (word_cmp(&rel[j], &rel[i]) != 0 || j < i)) {
        rel[i].n = -1;
        break;
      }
  for (i = j = 0; i < n; i++)
    if (rel[i].n >= 0) rel[j++] = rel[i];
  n = j;
  sort_pres = pr;
  qsort(rel, (size_t)n, sizeof *rel, cmp_word_at);
  gr_putc(b, '<');
  for (g = 0; g < pr->r; g++) {
    if (g) gr_putc(b, ',');
    put_gen(b, g);
  }
  gr_puts(b, " | ");
  for (i = 0; i < n; i++) {
    uint32_t y = 0;
    int k, e;
    for (k = 0; k < rel[i].n; k++)
      for (e = 0; e < rel[i].exp[k]; e++) y = MUL(&qm, y, pr->g[rel[i].heap[k]]);
    if (i) gr_puts(b, ", ");
    put_word(b, &rel[i]);
    gr_putc(b, '=');
    put_word(b, &pr->least[y]);
  }
  gr_putc(b, '>');
}

/* Whether Q is isomorphic to T_j, misère Nim's quotient of heaps below 2^j
** (j ≥ 2: the nim-sums with a heap of 2 or more, and 1, a for those with
** none; P = {a, the nim-sum 0}); *j gets it. */
static int tame_of(gr_ctx *ctx, const gr_quot *q, const pres *pr, int *jout) {
  int j, s, i, size;
  uint32_t *tm;
  unsigned char *tp;
  int *img;
  qmon qm;
  qm = table_mon(q->m, q->mul, q->p, q->pbits);
  if (q->m == 1) {
    *jout = 0;
    return 1;
  }
  if (q->m == 2) { /* T_1: 1, a with a^2 = 1, P = {a} */
    *jout = 1;
    return q->p[0] == 0 && q->p[1] == 1;
  }
  for (j = 2; (1 << j) + 2 < q->m && j < 20; j++) {}
  if ((1 << j) + 2 != q->m) return 0;
  size = q->m;
  s = 1 << j;
  /* T_j: element 0 = 1, 1 = a, 2 + v = nim-sum v with a heap of 2 or more */
  tm = gr_alloc(ctx, (size_t)size * (size_t)size * sizeof *tm);
  tp = gr_alloc(ctx, (size_t)size);
  for (i = 0; i < size; i++) {
    int k;
    tp[i] = i == 1 || i == 2;
    for (k = 0; k < size; k++) {
      uint32_t r;
      if (i < 2 && k < 2) r = (uint32_t)(i ^ k);
      else {
        int vi = i < 2 ? i : i - 2, vk = k < 2 ? k : k - 2;
        r = (uint32_t)(2 + (vi ^ vk));
      }
      tm[(size_t)i * (size_t)size + k] = r;
    }
  }
  (void)s;
  /* try every image for each generator; the rest follows */
  img = gr_alloc(ctx, (size_t)size * sizeof *img);
  {
    int r = pr->r, *choice = gr_alloc(ctx, (size_t)(r + 1) * sizeof *choice), g = 0;
    for (i = 0; i <= r; i++) choice[i] = -1;
    while (g >= 0) {
      int ok = 1, x;
      spend(ctx, (gr_int)size * (g + 2));
      if (g == r) { /* every generator placed and consistent: a bijection? */
        unsigned char *hit = gr_alloc(ctx, (size_t)size);
        memset(hit, 0, (size_t)size);
        for (x = 0; x < size && ok; x++) {
          ok = img[x] >= 0 && !hit[img[x]];
          if (ok) hit[img[x]] = 1;
        }
        if (ok) {
          *jout = j;
          return 1;
        }
        g--;
        continue;
      }
      if (++choice[g] >= size) {
        choice[g] = -1;
        g--;
        continue;
      }
      /* images of every element whose least word uses generators 0..g only */
      for (x = 0; x < size; x++) img[x] = -1;
      for (i = 0; i < size && ok; i++) {
        uint32_t e = pr->order[i];
        const qword *w = &pr->least[e];
        int k, t = 0, use = 1, c;
        for (k = 0; k < w->n; k++) use &= w->heap[k] <= g;
        if (!use) continue;
        for (k = 0; k < w->n; k++)
          for (c = 0; c < w->exp[k]; c++) t = (int)tm[(size_t)t * (size_t)size + (size_t)choice[w->heap[k]]];
        img[e] = t;
        ok = tp[t] == q->p[e];
      }
      for (x = 0; x < size && ok; x++) /* products among those placed agree */
        if (img[x] >= 0)
          for (i = 0; i <= g && ok; i++) {
            uint32_t y = MUL(&qm, (uint32_t)x, pr->g[i]);
            if (img[y] >= 0)
              ok = (int)tm[(size_t)img[x] * (size_t)size + (size_t)choice[i]] == img[y];
          }
      if (ok) g++;
    }
  }
  return 0;
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

/* Drops least recently used quotients not used in this call until `bytes`
** more fit in their share. */
static void make_room(gr_ctx *ctx, size_t bytes) {
  while (ctx->quot_bytes + bytes > ctx->limit / GR_QUOTIENT_SHARE) {
    gr_quot **pp = &ctx->quotients, **victim = NULL, *v;
    for (; *pp != NULL; pp = &(*pp)->next)
      if ((*pp)->used != ctx->call) victim = pp;
    if (victim == NULL) return;
    v = *victim;
    *victim = v->next;
    quot_free(ctx, v);
  }
}

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
      q->used = ctx->call;
      return q;
    }
  make_room(ctx, sizeof *q + key.n + 1);
  q = gr_malloc(ctx, sizeof *q);
  if (q == NULL) gr_throw(ctx, GR_ENOMEM, GR_W(err_quotient_nomem));
  memset(q, 0, sizeof *q);
  q->next = ctx->quotients;
  ctx->quotients = q;
  ctx->quot_bytes += sizeof *q;
  q->used = ctx->call;
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
static const char *full_certificate(gr_ctx *ctx, const gr_quot *q, size_t *len) {
  pres pr = present(ctx, q);
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
static void check(gr_ctx *ctx, gr_quot *q) {
  gr_mark mk = gr_scratch_mark(ctx);
  memrd rd;
  ck_host host;
  char msg[1024];
  int64_t work = ctx->work;
  ck_status st;
  memset(&rd, 0, sizeof rd);
  rd.s = full_certificate(ctx, q, &rd.n);
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

/* After a throw: when it was the call's work running out, the message says
** how far q got (the next call carries on); any other goes on as it was. */
static void stopped(gr_ctx *ctx, const gr_quot *q, jmp_buf *outer) {
  ctx->onerr = outer;
  if (ran_out(ctx))
    gr_throw(ctx, GR_ELIMIT, gr_m1(ctx, GR_M(err_quotient_so_far), gr_i(q->nh / q->k - 1)));
  longjmp(*outer, 1);
}

void gr_quotient_grow(gr_ctx *ctx, gr_quot *q, gr_int last) {
  jmp_buf jb, *outer = ctx->onerr;
  if (last > GR_QUOTIENT_MAX_HEAP) last = GR_QUOTIENT_MAX_HEAP;
  ctx->onerr = &jb;
  if (setjmp(jb) != 0) stopped(ctx, q, outer);
  if (!q->proven && !q->failed && (gr_int)(q->nh / q->k) <= last) {
    make_room(ctx, 0);
    q->checked = 0;
    compute(ctx, q, last);
  }
  if (!q->checked && q->nh / q->k > 0) check(ctx, q);
  ctx->onerr = outer;
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

/* ---- the JSON ------------------------------------------------------------------------ */

static void put_elem(gr_buf *b, const pres *pr, uint32_t x) {
  gr_putc(b, '"');
  put_word(b, &pr->least[x]);
  gr_putc(b, '"');
}

void gr_quotient_json(gr_ctx *ctx, gr_buf *b, const gr_quot *q, gr_int max_heap) {
  pres pr = present(ctx, q);
  int c, x, i, np = 0, tj = -1, tame, heaps = q->nh / q->k;
  gr_int upto = heaps - 1;
  qmon qm;
  qm = table_mon(q->m, q->mul, q->p, q->pbits);
  spend(ctx, (q->m <= GR_QUOTIENT_TABLE ? (gr_int)q->m * q->m : q->m) + 2 * (gr_int)q->nh);
  tame = tame_of(ctx, q, &pr, &tj);
  for (x = 0; x < q->m; x++) np += q->p[x];
  gr_puts(b, "{\"code\":\"");
  gr_puts(b, q->key);
  gr_puts(b, "\",\"codes\":[");
  for (c = 0; c < q->k; c++) {
    gr_puts(b, c ? ",\"" : "\"");
    gr_code_format(b, &q->code[c]);
    gr_putc(b, '"');
  }
  gr_printf(b, "],\"order\":%d,\"p_count\":%d,\"p_portion\":[", q->m, np);
  {
    int first = 1;
    for (i = 0; i < q->m; i++) {
      uint32_t e = pr.order[i];
      if (!q->p[e]) continue;
      if (!first) gr_putc(b, ',');
      put_elem(b, &pr, e);
      first = 0;
    }
  }
  gr_puts(b, "],\"presentation\":");
  {
    gr_buf t;
    gr_buf_init(&t, ctx);
    put_presentation(ctx, &t, q, &pr);
    gr_put_json_string(b, t.s);
  }
  gr_puts(b, ",\"generators\":[");
  for (i = 0; i < pr.r; i++) {
    gr_printf(b, "%s{\"name\":\"", i ? "," : "");
    put_gen(b, i);
    gr_printf(b, "\",\"heap\":%d,\"code\":%d}", pr.heap[i] / q->k, pr.heap[i] % q->k);
  }
  gr_puts(b, "],\"elements\":[");
  for (x = 0; x < q->m; x++) {
    if (x) gr_putc(b, ',');
    put_elem(b, &pr, (uint32_t)x);
  }
  gr_puts(b, "],\"p\":[");
  for (x = 0; x < q->m; x++) gr_printf(b, "%s%d", x ? "," : "", q->p[x]);
  gr_puts(b, "],\"table\":");
  if (q->m <= GR_QUOTIENT_TABLE) {
    gr_putc(b, '[');
    for (x = 0; x < q->m; x++) {
      int y;
      gr_puts(b, x ? ",[" : "[");
      for (y = 0; y < q->m; y++) gr_printf(b, "%s%u", y ? "," : "", (unsigned)MUL(&qm, (uint32_t)x, (uint32_t)y));
      gr_putc(b, ']');
    }
    gr_putc(b, ']');
  } else {
    gr_puts(b, "null");
  }
  gr_puts(b, ",\"phi\":[");
  for (c = 0; c < q->k; c++) {
    gr_int h;
    if (q->k > 1) gr_puts(b, c ? ",[" : "[");
    for (h = 0; h <= upto; h++) {
      if (h) gr_putc(b, ',');
      put_elem(b, &pr, q->phi[h * q->k + c]);
    }
    if (q->k > 1) gr_putc(b, ']');
  }
  gr_puts(b, "],\"phi_index\":[");
  for (c = 0; c < q->k; c++) {
    gr_int h;
    if (q->k > 1) gr_puts(b, c ? ",[" : "[");
    for (h = 0; h <= upto; h++) gr_printf(b, "%s%u", h ? "," : "", (unsigned)q->phi[h * q->k + c]);
    if (q->k > 1) gr_putc(b, ']');
  }
  gr_printf(b, "],\"heaps\":%d,\"proven\":%s,\"proven_at\":", heaps,
            gr_quotient_proven(q) ? "true" : "false");
  if (gr_quotient_proven(q)) gr_printf(b, "%d", heaps - 1);
  else gr_puts(b, "null");
  gr_puts(b, ",\"preperiod\":");
  if (gr_quotient_proven(q)) {
    if (q->k == 1) gr_printf(b, "%d,\"period\":%d", q->pre[0], q->per[0]);
    else {
      gr_putc(b, '[');
      for (c = 0; c < q->k; c++) gr_printf(b, "%s%d", c ? "," : "", q->pre[c]);
      gr_puts(b, "],\"period\":[");
      for (c = 0; c < q->k; c++) gr_printf(b, "%s%d", c ? "," : "", q->per[c]);
      gr_putc(b, ']');
    }
  } else {
    gr_puts(b, "null,\"period\":null");
  }
  gr_printf(b, ",\"tame\":%s,\"tame_k\":", tame ? "true" : "false");
  if (tame) gr_printf(b, "%d", tj);
  else gr_puts(b, "null");
  gr_printf(b, ",\"checked\":%s,", q->checked == 1 ? "true" : "false");
  gr_put_msg(b, "check", gr_checker_msg(ctx, &q->check));
  gr_puts(b, ",\"max_heap\":");
  if (max_heap >= 0) gr_printf(b, "%lld", (long long)max_heap);
  else gr_puts(b, "null");
  gr_putc(b, ',');
  gr_put_msg(b, "stopped", q->failed ? q->why : NULL);
  gr_puts(b, ",\"expansions\":[");
  for (i = 0; i < q->nexp; i++) {
    int end = i + 1 < q->nexp ? q->exp_first[i + 1] : q->ntried, t;
    gr_printf(b, "%s{\"heap\":%d,\"tried\":[", i ? "," : "", q->exp_heap[i]);
    for (t = q->exp_first[i]; t < end; t++)
      gr_printf(b, "%s[%d,%d]", t > q->exp_first[i] ? "," : "", q->tried_order[t], q->tried_p[t]);
    gr_puts(b, "]}");
  }
  gr_puts(b, "]}");
}

/* Reads "CODE" or "CODE+CODE+…" (at most GR_QUOTIENT_CODES). */
const char *gr_quotient_code_text(gr_ctx *ctx, const gr_code *code) {
  gr_buf b;
  gr_buf_init(&b, ctx);
  gr_code_format(&b, code);
  return b.s;
}

const gr_msg *gr_quotient_title(gr_ctx *ctx, const gr_quot *q) {
  int c;
  gr_buf b;
  if (q->k == 1) {
    gr_param *p = gr_alloc(ctx, sizeof *p);
    memset(p, 0, sizeof *p);
    p->data = (void *)&q->code[0];
    p->text = gr_quotient_code_text(ctx, &q->code[0]);
    return gr_code_title(ctx, p);
  }
  gr_buf_init(&b, ctx);
  for (c = 0; c < q->k - 1; c++)
    gr_printf(&b, "%s%s", c ? ", " : "", gr_quotient_code_text(ctx, &q->code[c]));
  return gr_m2(ctx, GR_M(quotient_codes), gr_t(b.s),
               gr_t(gr_quotient_code_text(ctx, &q->code[q->k - 1])));
}

int gr_quotient_codes(gr_ctx *ctx, const char *text, const gr_code **codes) {
  const char *s = text;
  int k = 0, c;
  for (;;) { /* each code between "+" read on its own */
    const char *e = strchr(s, '+');
    size_t n = e ? (size_t)(e - s) : strlen(s);
    gr_cursor cur;
    gr_param *p;
    cur.ctx = ctx;
    cur.text = gr_strndup(ctx, s, n);
    cur.p = cur.text;
    if (k == GR_QUOTIENT_CODES)
      gr_throw(ctx, GR_ELIMIT, gr_m1(ctx, GR_M(err_quotient_codes), gr_i(GR_QUOTIENT_CODES)));
    p = gr_code_parse(&cur, 0);
    for (c = 0; c < k; c++) /* each code once */
      if (memcmp(codes[c], p->data, sizeof(gr_code)) == 0) break;
    if (c == k) codes[k++] = p->data;
    if (e == NULL) break;
    s = e + 1;
  }
  for (c = 1; c < k; c++) { /* in the order of their texts, as analyses take them */
    int j;
    for (j = c; j > 0; j--) {
      gr_buf a, b2;
      const gr_code *t;
      gr_buf_init(&a, ctx);
      gr_buf_init(&b2, ctx);
      gr_code_format(&a, codes[j - 1]);
      gr_code_format(&b2, codes[j]);
      if (strcmp(a.s, b2.s) <= 0) break;
      t = codes[j - 1];
      codes[j - 1] = codes[j];
      codes[j] = t;
    }
  }
  return k;
}

/* The quotient of heaps 0..last (last below what q holds): q's Q cut to the
** submonoid those heaps generate, and reduced (scratch; not proven). */
static gr_quot *cut(gr_ctx *ctx, const gr_quot *q, int last, int verify) {
  gr_quot *r = gr_alloc(ctx, sizeof *r);
  int nh = (last + 1) * q->k, i, ng = 0;
  uint32_t *gens = gr_alloc(ctx, (size_t)nh * sizeof *gens), *map;
  qmon full, sub;
  marking mk;
  reduced rd;
  full = table_mon(q->m, q->mul, q->p, q->pbits);
  for (i = 0; i < nh; i++) {
    int j;
    for (j = 0; j < ng && gens[j] != q->phi[i]; j++) {}
    if (j == ng) gens[ng++] = q->phi[i];
  }
  map = submonoid(ctx, &full, gens, ng, &sub);
  memset(&mk, 0, sizeof mk);
  mk.order = gr_alloc(ctx, (size_t)sub.m * sizeof *mk.order);
  mk.p = gr_alloc(ctx, (size_t)sub.m);
  for (i = 0; i < q->m; i++)
    if (map[i] != UINT32_MAX) mk.p[map[i]] = q->p[i];
  for (i = 0; i < sub.m; i++) mk.order[i] = (uint32_t)i;
  mk.n = sub.m;
  for (i = 0; i < ng; i++) gens[i] = map[gens[i]];
  rd = reduce(ctx, &sub, &mk, gens, ng);
  *r = *q;
  r->m = rd.q.m;
  r->W = rd.q.W;
  r->mul = rd.q.mul;
  r->p = rd.q.p;
  r->pbits = rd.q.pbits;
  r->nh = nh;
  r->phi = gr_alloc(ctx, (size_t)nh * sizeof *r->phi);
  for (i = 0; i < nh; i++) r->phi[i] = rd.map[map[q->phi[i]]];
  r->proven = 0;
  r->failed = 0;
  r->next = NULL;
  if (verify) check(ctx, r);
  return r;
}

/* (Analyses that have the quotient always get their answer: cutting it and
** writing an element take work bounded by its order, GR_QUOTIENT_MAX_ORDER
** at most, and are not charged.) */
gr_quot *gr_quotient_cut(gr_ctx *ctx, gr_quot *q, gr_int last) {
  gr_int saved = ctx->work;
  gr_quot *r;
  if ((gr_int)(q->nh / q->k) <= last + 1) return q;
  ctx->work = -1;
  r = cut(ctx, q, (int)last, 0);
  ctx->work = saved;
  return r;
}

/* The quotient's JSON, or (certify) the certificate of its claim. */
static void emit(gr_ctx *ctx, const char *codes, gr_int max_heap, int certify, gr_buf *out) {
  const gr_code *cs[GR_QUOTIENT_CODES];
  int k = gr_quotient_codes(ctx, codes, cs);
  gr_quot *q;
  if (max_heap > GR_QUOTIENT_MAX_HEAP)
    gr_throw(ctx, GR_ELIMIT, gr_m2(ctx, GR_M(err_quotient_max_heap), gr_i(max_heap),
                                   gr_i(GR_QUOTIENT_MAX_HEAP)));
  q = gr_quotient_find(ctx, cs, k);
  if (max_heap < 0 && !q->provable) max_heap = GR_QUOTIENT_UNPROVABLE_HEAP; /* no proof to wait for */
  gr_quotient_grow(ctx, q, max_heap >= 0 ? max_heap : GR_QUOTIENT_MAX_HEAP);
  { /* the cut, its check and the JSON are charged too */
    jmp_buf jb, *outer = ctx->onerr;
    volatile gr_int most = max_heap;
    ctx->onerr = &jb;
    if (setjmp(jb) != 0) stopped(ctx, q, outer);
    gr_quot *use = most >= 0 && q->nh / q->k > most + 1 ? cut(ctx, q, (int)most, 1) : q;
    if (!certify) {
      gr_quotient_json(ctx, out, use, most);
    } else if (use->checked == 1) {
      size_t n;
      gr_puts(out, full_certificate(ctx, use, &n));
    } else {
      gr_throw(ctx, GR_EINPUT, gr_m1(ctx, GR_M(err_quotient_certificate),
                                     use->check.nodes ? gr_n(gr_checker_msg(ctx, &use->check))
                                                      : gr_n(GR_W(quotient_not_checked))));
    }
    ctx->onerr = outer;
  }
}

void gr_do_quotient(gr_ctx *ctx, const char *codes, gr_int max_heap, gr_buf *out) {
  emit(ctx, codes, max_heap, 0, out);
}

void gr_do_quotient_certificate(gr_ctx *ctx, const char *codes, gr_int max_heap, gr_buf *out) {
  emit(ctx, codes, max_heap, 1, out);
}

/* ---- for analyses --------------------------------------------------------------- */

/* gr_quotient_grow, with the call's work bound replaced by `work` (< 0: none)
** for its duration; a bound reached or memory refused comes back as the
** status (GR_OK: done) instead of ending the call. q keeps what it got. */
gr_status gr_quotient_try(gr_ctx *ctx, gr_quot *q, gr_int last, gr_int work) {
  jmp_buf jb, *outer = ctx->onerr;
  volatile gr_int saved = ctx->work, given = work, spent;
  volatile gr_status st = GR_OK;
  ctx->work = work;
  ctx->onerr = &jb;
  if (setjmp(jb) == 0) gr_quotient_grow(ctx, q, last);
  else st = ctx->status;
  ctx->onerr = outer;
  ctx->status = GR_OK;
  ctx->msg[0] = '\0';
  spent = given < 0 ? 0 : given - ctx->work;
  ctx->work = saved < 0 ? saved : saved > spent ? saved - spent : 0;
  return st;
}

/* Element x written as a word in the generators ("b^2c"), scratch. */
const char *gr_quotient_word(gr_ctx *ctx, const gr_quot *q, int x) {
  gr_int saved = ctx->work;
  pres pr;
  gr_buf b;
  ctx->work = -1; /* not charged: see gr_quotient_cut */
  pr = present(ctx, q);
  ctx->work = saved;
  gr_buf_init(&b, ctx);
  put_word(&b, &pr.least[x]);
  return b.s;
}

int gr_quotient_order(const gr_quot *q) { return q->m; }
gr_int gr_quotient_products(gr_ctx *ctx) { return ctx->quot_products; }
int gr_quotient_period(const gr_quot *q, int c, int *pre) {
  *pre = q->pre[c];
  return gr_quotient_proven(q) ? q->per[c] : 0;
}
