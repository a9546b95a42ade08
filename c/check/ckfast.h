/*
** ckfast.h — the checker's fast path for codes whose moves leave at most two
** heaps (ckfast.c), as the verification (ckverify.c) uses it: its state and
** its calls. Private to the checker; nothing here comes from the engine.
*/
#ifndef CKFAST_H
#define CKFAST_H

#include "ckint.h"

#define FAST_MIN 64   /* sizes below this are verified by plain mex */
#define DENSE 6       /* the most frequent encodings, partners in the search */
#define FIRST 64      /* heaps kept of each encoding (the first ones) */
#define SMALL_V 128   /* values below this: what the splits of a size give, kept as bits */
#define STREAMS_LOG 3 /* the search for a target scans 2^STREAMS_LOG points spread over
                      ** a digit's splits */
#define STREAMS (1 << STREAMS_LOG)

typedef struct cursor {
  int64_t m, at, end; /* splits a + (m - a) for a = at..end are still to look at */
  int i;              /* the split digit */
} cursor;

/* Values below SMALL_V: bit x & 63 of word x >> 6. */
typedef struct vset {
  uint64_t w[2];
} vset;

/* What the splits of m tokens are known to give, when every value is below
** SMALL_V. The split digits j of heap n split m = n - j: the next heaps
** split the same m for the digits above j, so what is found for m (the rare
** pass, witnesses, blocks of splits) is kept for them. */
typedef struct kslot {
  int64_t m;                /* -1: none */
  vset known;               /* values of splits looked at */
  int rare;                 /* the classes (bit c) whose rare pass is in known */
  int complete;             /* every split is in known */
  int started;              /* cur is set */
  cursor cur[STREAMS];      /* the search for targets, where it stopped */
} kslot;

typedef struct cclass {  /* the split digits removing an even (0) or odd (1) number */
  int used;
  int64_t mask;          /* M */
  int s;                 /* rare heaps: L(e(a)) = s */
  unsigned char *par;    /* [2V] L(e) */
  uint32_t *rare;        /* heaps ≥ 1 that are rare, increasing, then (one block) … */
  uint32_t *rarev;       /* … their values */
  int64_t nrare, cap;
  int live;              /* the rare heaps are kept (else: every split is looked at) */
  uint64_t rt[2][2];     /* values below SMALL_V: those with L = 0 at the parity q of the
                         ** part split, [q][h >> 6] bit h & 63 (targets a split with no rare
                         ** part may give) */
} cclass;

struct ck_fast {
  int nsplit, sj[CK_DIGITS + 1], smod[CK_DIGITS + 1]; /* split digits: j, a modifier */
  int ntake, tj[CK_DIGITS + 1], tbits[CK_DIGITS + 1]; /* digits taking a heap or leaving one */
  cclass cl[2];
  int64_t *count;        /* [2V] verified heaps ≥ 1 by encoding */
  uint32_t *first;       /* [2V * FIRST] the first heaps of each encoding */
  uint32_t *nfirst;      /* [2V] */
  uint32_t *wit;         /* [nsplit][K][V] the split that last gave each value, per digit
                         ** and size mod K */
  int64_t K;             /* the claimed period, when the cache holds it (else 1) */
  int64_t cycle_from;    /* the cache is looked at from this size on (filled before) */
  uint32_t *tg;          /* [V] targets */
  uint32_t dense[DENSE]; /* the most frequent encodings */
  int ndense;
  cursor *cur;           /* [nsplit * STREAMS] */
  int64_t next_build, rare_built;
  int complete[CK_DIGITS + 1]; /* per split digit, in one heap: every split marked */
  int same;              /* the two classes have the same rare heaps (mask, s, live) */
  int share;             /* two split digits split the same sizes (the same modifier) */
  int T;                 /* the largest split digit less the smallest, plus one */
  kslot *slot;           /* [2T] by m mod T, then the modifier (values below SMALL_V) */
};

/* The splits of m tokens that a split digit with modifier mod looks at (a < m - a,
** or a <= m - a). */
static inline int64_t half_of(int64_t m, int mod) { return mod ? (m - 1) / 2 : m / 2; }
static inline size_t enc(uint32_t g, int64_t a) { return (size_t)g << 1 | (size_t)(a & 1); }

/* The fast path's state: made (0: out of memory), freed, widened to twice
** the values (0: out of memory). */
int ck_fast_make(ck_family *f);
void ck_fast_free(ck_family *f);
int ck_fast_widen(ck_family *f);
/* A class's rare heaps dropped (every split is looked at until rebuilt). */
void ck_fast_drop(ck_family *f, cclass *c);
/* The mask of class c with the fewest rare heaps, from the counts w. */
int64_t ck_choose_mask(ck_family *f, int c, int64_t *w);
/* The rare heaps rebuilt for v[0..n-1] (0: out of memory). */
int ck_fast_build(ck_family *f, const uint32_t *v, int64_t n);
/* Heap n's value g is verified: counts and lists follow (0: out of memory). */
int ck_fast_note(ck_family *f, int64_t n, uint32_t g);
/* Whether g is the value of size n, v[0..n-1] verified; work counted. */
int ck_fast_verify(ck_family *f, const uint32_t *v, int64_t n, uint32_t g, int64_t *work);

#endif
