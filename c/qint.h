/*
** qint.h — what the files of misère quotients share (qalgebra.c, qsearch.c,
** qjson.c): bitsets, monoids, words, the pretension and the state a
** quotient keeps in the context.
*/
#ifndef GR_QINT_H
#define GR_QINT_H

#include <string.h>
#include "check/check.h"
#include "share.h"
#include "family.h"
#include "quotient.h"
#include "kit/code.h"

typedef uint64_t qbits;

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

/* ---- the codes ----------------------------------------------------------------- */

typedef struct qcodes {
  int k;                   /* codes */
  const gr_code *code[GR_QUOTIENT_CODES];
} qcodes;

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

/* ---- marking P, and the least word of each element ----------------------------- */

typedef struct marking {
  gr_ctx *ctx;
  unsigned char *seen;   /* per element of the monoid walked */
  unsigned char *p;
  uint32_t *order;       /* elements in the order first reached */
  int n;
  qword *least;          /* per element (when wanted) */
} marking;

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
  gr_kept kept;             /* in the share: the last use, how to free it */
  size_t bytes;
};

/* qalgebra.c */
qword gr_q_word_plus(gr_ctx *ctx, const qword *w, int h);
gr_int gr_q_heap_T(const qcodes *qc, int i, const qmon *q, const uint32_t *phi, qbits *out);
int gr_q_undominated(gr_ctx *ctx, const pret *pr, int **out);
gr_int gr_q_add_heap(const qmon *q, uint32_t x, const qbits *T, uint32_t y, const qbits *S, qbits *out, uint32_t *tmp);
qword gr_q_walk_word(gr_ctx *ctx, const walk *w, int extra_level);
void gr_q_walk_run(gr_ctx *ctx, walk *w);
marking gr_q_mark_words(gr_ctx *ctx, const pret *pr, int want_least);
reduced gr_q_reduce(gr_ctx *ctx, const qmon *q, const marking *mk, const uint32_t *gens, int ng);
pret gr_q_settle(gr_ctx *ctx, const qcodes *qc, qmon q, const uint32_t *phi, int nh);
qbits *gr_q_p_rows(gr_ctx *ctx, const qmon *q, int kept);
uint32_t *gr_q_submonoid(gr_ctx *ctx, const qmon *q, const uint32_t *gens, int ng, qmon *out);
pres gr_q_present(gr_ctx *ctx, const gr_quot *q);

/* qsearch.c */
const char *gr_q_full_certificate(gr_ctx *ctx, const gr_quot *q, size_t *len);
void gr_q_check(gr_ctx *ctx, gr_quot *q);

/* ---- work ---------------------------------------------------------------------- */

/* Charges `units` to the call's bound; past it, stops the computation with
** GR_ELIMIT and the bound at 0 (the callers that can go on catch that). */
static inline void spend(gr_ctx *ctx, gr_int units) {
  if (ctx->work < 0) return;
  if (units >= ctx->work) {
    ctx->work = 0;
    gr_throw(ctx, GR_ELIMIT, GR_W(err_quotient_work));
  }
  ctx->work -= units;
}

/* Whether the last throw was spend()'s. */
static inline int ran_out(const gr_ctx *ctx) { return ctx->status == GR_ELIMIT && ctx->work == 0; }

/* ---- bitsets ---------------------------------------------------------------- */

static inline void bset(qbits *b, uint32_t x) { b[x >> 6] |= (qbits)1 << (x & 63); }
static inline int bsubset(const qbits *a, const qbits *b, int W) { /* a ⊆ b */
  int i;
  for (i = 0; i < W; i++)
    if (a[i] & ~b[i]) return 0;
  return 1;
}
static inline int bempty(const qbits *a, int W) {
  int i;
  for (i = 0; i < W; i++)
    if (a[i]) return 0;
  return 1;
}
static inline int bmeets(const qbits *a, const qbits *b, int W) {
  int i;
  for (i = 0; i < W; i++)
    if (a[i] & b[i]) return 1;
  return 0;
}
static inline int bcount(const qbits *a, int W) {
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
static inline int belems(const qbits *a, int W, uint32_t *out) {
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

/* A monoid of m elements with table mul (P and its bits may be NULL). */
static inline qmon table_mon(int m, uint32_t *mul, unsigned char *p, qbits *pbits) {
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
static inline uint32_t qmul(const qmon *q, uint32_t x, uint32_t y) {
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

/* <0, 0, >0 as a is before, equal to, after b (the largest heap first). */
static inline int word_cmp(const qword *a, const qword *b) {
  int i;
  for (i = 0; i < a->n && i < b->n; i++) {
    if (a->heap[i] != b->heap[i]) return a->heap[i] > b->heap[i] ? 1 : -1;
    if (a->exp[i] != b->exp[i]) return a->exp[i] > b->exp[i] ? 1 : -1;
  }
  return a->n > i ? 1 : b->n > i ? -1 : 0;
}

static inline int word_exp(const qword *w, int h) {
  int i;
  for (i = 0; i < w->n; i++)
    if (w->heap[i] == h) return w->exp[i];
  return 0;
}

/* After a try on q failed with st, its work left at `left` (gr_try): when it
** was the call's work running out, the message says how far q got (the next
** call carries on); any other failure goes on as it was. */
static inline void stopped(gr_ctx *ctx, const gr_quot *q, gr_status st, gr_int left) {
  if (st == GR_ELIMIT && left == 0)
    gr_throw(ctx, GR_ELIMIT, gr_m1(ctx, GR_M(err_quotient_so_far), gr_i(q->nh / q->k - 1)));
  gr_rethrow(ctx, st);
}

#endif
