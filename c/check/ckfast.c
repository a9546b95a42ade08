/*
** ckfast.c — the checker's fast path for codes whose moves leave at most two
** heaps: the rare/common state of such a code, and a value verified by it.
** Nothing here comes from the engine (check.h).
**
**
**   The rare/common argument. Encode a heap a as e(a) = SG(a) << 1 | (a & 1)
**   and fix a mask M; write L(e) for the parity of the bits of e & M. L is
**   linear: L(e ^ f) = L(e) ^ L(f). A split of m tokens into a + b has
**   e(a) ^ e(b) = (SG(a) ^ SG(b)) << 1 | (m & 1) =: P, the encoding of its
**   value at the parity of m. So when L(P) = 1, exactly one of L(e(a)),
**   L(e(b)) is 1: one part has L = s and the other not, for either choice of
**   s. Call heaps with L(e(a)) = s rare. Then every split whose value h has
**   L(h << 1 | m & 1) = 1 ("h is common there") has a rare part, and a pass
**   over the rare heaps a < m sees every such split. Choosing s = (j & 1)
**   & (M & 1) for the splits that remove j tokens makes the heaps whose own
**   value is "rare there" exactly the rare heaps, so for a good mask both
**   are few. Splits removing an even and an odd number of tokens get a mask
**   each (classes 0 and 1).
**
**   To verify g at heap n: the rare passes mark every common option value.
**   If g is common for a split digit, g is not reached by it unless the rare
**   pass saw it; if g is rare there, that digit's splits are all looked at.
**   A target h < g not yet seen that is common for every digit still only
**   partly looked at is not reached at all: g is wrong. The other targets
**   need a witness: the split that gave h last time, then heaps of a value x
**   with h ^ x among the most frequent values (a few of each encoding are
**   kept), then every split in blocks from points spread over the digits
**   until all turn up or none is left to look at.
**
**   Codes with two split digits of the same modifier whose values all stay
**   below SMALL_V go another way (verify_small): split digits j < j' split
**   the same part m at heaps m + j and m + j', so what m's splits are known
**   to give — its rare pass, the blocks looked at, the witnesses — is kept
**   as bits (kslot) and counts for every heap that splits m; the search for
**   targets goes on where the heap before stopped, and the probes of
**   frequent encodings are left out (they cost more than the blocks there).
**
** The mask comes from the counts of the verified values (the one with the
** fewest rare heaps, by a Walsh–Hadamard transform of the counts), rebuilt
** at sizes 64, 128, 256, …, or from the host as a hint; either way only
** the time it takes depends on it.
*/
#include <stdlib.h>
#include <string.h>
#include "ckfast.h"

#define PROBES 4      /* of them tried for one target and frequent encoding */
#define BLOCK 16      /* splits marked between looks at the targets (from STREAMS points) */

/* ---- the rare/common state of a two-heap code ----------------------------------------- */

static size_t vbytes(uint32_t V, size_t per) { return (size_t)V * per; }

static void class_free(ck_family *f, cclass *c) {
  ck_free(f, c->par, vbytes(f->V, 2));
  ck_free(f, c->rare, 2 * (size_t)c->cap * sizeof(uint32_t));
  c->par = NULL;
  c->rare = c->rarev = NULL;
  c->nrare = c->cap = 0;
}

void ck_fast_free(ck_family *f) {
  ck_fast *x = f->fast;
  size_t V = f->V;
  if (x == NULL) return;
  class_free(f, &x->cl[0]);
  class_free(f, &x->cl[1]);
  ck_free(f, x->count, 2 * V * sizeof *x->count);
  ck_free(f, x->first, 2 * V * FIRST * sizeof *x->first);
  ck_free(f, x->nfirst, 2 * V * sizeof *x->nfirst);
  ck_free(f, x->wit, (size_t)(x->nsplit ? x->nsplit : 1) * V * (size_t)x->K * sizeof *x->wit);
  ck_free(f, x->tg, V * sizeof *x->tg);
  ck_free(f, x->cur, (size_t)(x->nsplit ? x->nsplit : 1) * STREAMS * sizeof *x->cur);
  ck_free(f, x->slot, 2 * (size_t)x->T * sizeof *x->slot);
  ck_free(f, x, sizeof *x);
  f->fast = NULL;
}

/* The arrays sized by V, allocated for V (x->* NULL before). */
static int fast_arrays(ck_family *f, ck_fast *x, uint32_t V) {
  size_t ns = (size_t)(x->nsplit ? x->nsplit : 1);
  int c;
  x->count = ck_alloc(f, 2 * (size_t)V * sizeof *x->count);
  x->first = ck_alloc(f, 2 * (size_t)V * FIRST * sizeof *x->first);
  x->nfirst = ck_alloc(f, 2 * (size_t)V * sizeof *x->nfirst);
  x->wit = ck_alloc(f, ns * V * (size_t)x->K * sizeof *x->wit);
  x->tg = ck_alloc(f, (size_t)V * sizeof *x->tg);
  for (c = 0; c < 2; c++) x->cl[c].par = ck_alloc(f, vbytes(V, 2));
  if (!x->count || !x->first || !x->nfirst || !x->wit || !x->tg || !x->cl[0].par ||
      !x->cl[1].par)
    return 0;
  memset(x->count, 0, 2 * (size_t)V * sizeof *x->count);
  memset(x->nfirst, 0, 2 * (size_t)V * sizeof *x->nfirst);
  memset(x->wit, 0, ns * V * (size_t)x->K * sizeof *x->wit);
  return 1;
}

static void set_par(const ck_family *f, cclass *c) {
  size_t e, E = 2 * (size_t)f->V;
  for (e = 0; e < E; e++) {
    uint64_t b = (uint64_t)e & (uint64_t)c->mask;
    int p = 0;
    while (b) {
      p ^= 1;
      b &= b - 1;
    }
    c->par[e] = (unsigned char)p;
  }
  c->s = (int)(c->mask & 1) & (int)(c - f->fast->cl); /* s = (j & 1) & (M & 1) */
  memset(c->rt, 0, sizeof c->rt);
  if (f->V <= SMALL_V)
    for (e = 0; e < E; e++)
      if (c->par[e] == 0) c->rt[e & 1][e >> 7] |= (uint64_t)1 << (e >> 1 & 63);
}

/* What the sizes' splits gave is forgotten (the rare heaps or the values'
** width change). */
static void slots_reset(ck_fast *x) {
  int k;
  for (k = 0; k < 2 * x->T; k++) x->slot[k].m = -1;
}

int ck_fast_make(ck_family *f) {
  ck_fast *x = ck_alloc(f, sizeof *x);
  int j;
  if (x == NULL) return 0;
  memset(x, 0, sizeof *x);
  x->K = 1;
  f->fast = x;
  for (j = 0; j <= f->t; j++) {
    int d = f->d[j];
    if (j >= 1 && (d & 3)) {
      x->tj[x->ntake] = j;
      x->tbits[x->ntake++] = d & 3;
    }
    if (d & 4) {
      x->sj[x->nsplit] = j;
      x->smod[x->nsplit++] = f->mod[j] != 0;
      x->cl[j & 1].used = 1;
    }
  }
  x->cur = ck_alloc(f, (size_t)(x->nsplit ? x->nsplit : 1) * STREAMS * sizeof *x->cur);
  x->T = x->nsplit ? x->sj[x->nsplit - 1] - x->sj[0] + 1 : 1; /* sj increases */
  for (j = 1; j < x->nsplit; j++) x->share |= x->smod[j] == x->smod[0] || x->smod[j] == x->smod[j - 1];
  x->slot = ck_alloc(f, 2 * (size_t)x->T * sizeof *x->slot);
  if (x->cur == NULL || x->slot == NULL || !fast_arrays(f, x, f->V)) return 0;
  slots_reset(x);
  x->cl[0].mask = x->cl[1].mask = 1;
  set_par(f, &x->cl[0]);
  set_par(f, &x->cl[1]);
  x->next_build = FAST_MIN;
  return 1;
}

/* Makes room for values below 2V (the rare heaps stay: their encodings and
** the masks do not change). */
int ck_fast_widen(ck_family *f) {
  uint32_t V = f->V, W = 2 * V;
  uint32_t *seen = ck_alloc(f, (size_t)W * sizeof *seen);
  ck_fast *x = f->fast;
  if (seen == NULL) return 0;
  memset(seen, 0, (size_t)W * sizeof *seen);
  if (x != NULL) {
    ck_fast old = *x;
    size_t ns = (size_t)(x->nsplit ? x->nsplit : 1), i;
    int c;
    x->count = NULL;
    x->first = x->nfirst = x->wit = x->tg = NULL;
    x->cl[0].par = x->cl[1].par = NULL;
    if (!fast_arrays(f, x, W)) {
      ck_free(f, seen, (size_t)W * sizeof *seen);
      ck_free(f, x->count, 2 * (size_t)W * sizeof *x->count); /* whatever was made */
      ck_free(f, x->first, 2 * (size_t)W * FIRST * sizeof *x->first);
      ck_free(f, x->nfirst, 2 * (size_t)W * sizeof *x->nfirst);
      ck_free(f, x->wit, ns * W * (size_t)x->K * sizeof *x->wit);
      ck_free(f, x->tg, (size_t)W * sizeof *x->tg);
      ck_free(f, x->cl[0].par, vbytes(W, 2));
      ck_free(f, x->cl[1].par, vbytes(W, 2));
      *x = old;
      return 0;
    }
    memcpy(x->count, old.count, 2 * (size_t)V * sizeof *x->count);
    memcpy(x->first, old.first, 2 * (size_t)V * FIRST * sizeof *x->first);
    memcpy(x->nfirst, old.nfirst, 2 * (size_t)V * sizeof *x->nfirst);
    for (i = 0; i < ns * (size_t)x->K; i++) /* each row [digit][size mod K] */
      memcpy(x->wit + i * W, old.wit + i * V, V * sizeof *x->wit);
    ck_free(f, old.count, 2 * (size_t)V * sizeof *old.count);
    ck_free(f, old.first, 2 * (size_t)V * FIRST * sizeof *old.first);
    ck_free(f, old.nfirst, 2 * (size_t)V * sizeof *old.nfirst);
    ck_free(f, old.wit, ns * V * (size_t)old.K * sizeof *old.wit);
    ck_free(f, old.tg, (size_t)V * sizeof *old.tg);
    for (c = 0; c < 2; c++) ck_free(f, old.cl[c].par, vbytes(V, 2));
  }
  ck_free(f, f->seen, (size_t)V * sizeof *f->seen);
  f->seen = seen;
  f->stamp = 0;
  f->V = W;
  if (x != NULL) {
    set_par(f, &x->cl[0]);
    set_par(f, &x->cl[1]);
    slots_reset(x);
  }
  return 1;
}

/* The mask with the fewest rare heaps for class c, from the counts:
** W[M] = Σ_e count[e] (-1)^L_M(e) (a Walsh–Hadamard transform) gives the
** heaps with L = 0 as (T + W[M]) / 2 and with L = 1 as (T - W[M]) / 2. */
int64_t ck_choose_mask(ck_family *f, int c, int64_t *w) {
  ck_fast *x = f->fast;
  size_t E = 2 * (size_t)f->V, h, i, k;
  int64_t T = 0, best = -1, bestm = 1;
  for (i = 0; i < E; i++) T += (w[i] = x->count[i]);
  for (h = 1; h < E; h <<= 1)
    for (i = 0; i < E; i += 2 * h)
      for (k = i; k < i + h; k++) {
        int64_t a = w[k], b = w[k + h];
        w[k] = a + b;
        w[k + h] = a - b;
      }
  for (i = 1; i < E; i++) {
    int s = (int)(i & 1) & c;
    int64_t rare = s ? (T - w[i]) / 2 : (T + w[i]) / 2;
    if (best < 0 || rare < best) {
      best = rare;
      bestm = (int64_t)i;
    }
  }
  return bestm;
}

static int rare_push(ck_family *f, cclass *c, int64_t a, uint32_t g) {
  if (c->nrare == c->cap) {
    int64_t cap = c->cap ? 2 * c->cap : 256;
    uint32_t *block = ck_alloc(f, 2 * (size_t)cap * sizeof *block);
    if (block == NULL) return 0;
    if (c->nrare) {
      memcpy(block, c->rare, (size_t)c->nrare * sizeof *block);
      memcpy(block + cap, c->rarev, (size_t)c->nrare * sizeof *block);
    }
    ck_free(f, c->rare, 2 * (size_t)c->cap * sizeof *block);
    c->rare = block;
    c->rarev = block + cap;
    c->cap = cap;
  }
  c->rare[c->nrare] = (uint32_t)a;
  c->rarev[c->nrare++] = g;
  return 1;
}

void ck_fast_drop(ck_family *f, cclass *c) {
  ck_free(f, c->rare, 2 * (size_t)c->cap * sizeof(uint32_t));
  c->rare = c->rarev = NULL;
  c->nrare = c->cap = 0;
  c->live = 0;
  f->fast->same = 0;
  slots_reset(f->fast);
}

/* The masks, rare heaps and frequent encodings for heaps 0..n-1. */
int ck_fast_build(ck_family *f, const uint32_t *v, int64_t n) {
  ck_fast *x = f->fast;
  size_t E = 2 * (size_t)f->V, e;
  int64_t *w = NULL, a;
  int c, k;
  if (f->hint[0] < 0 || f->hint[1] < 0) {
    w = ck_alloc(f, E * sizeof *w);
    if (w == NULL) return 0;
  }
  for (c = 0; c < 2; c++) {
    cclass *cl = &x->cl[c];
    if (!cl->used) continue;
    cl->mask = f->hint[c] >= 0 ? f->hint[c] : ck_choose_mask(f, c, w);
    set_par(f, cl);
    ck_fast_drop(f, cl);
    cl->live = 1;
    for (a = 1; a < n && cl->live; a++)
      if (cl->par[enc(v[a], a)] == cl->s) {
        if (cl->nrare >= n / 4 + 64) ck_fast_drop(f, cl);
        else if (!rare_push(f, cl, a, v[a])) {
          ck_free(f, w, E * sizeof *w);
          return 0;
        }
      }
  }
  ck_free(f, w, E * sizeof *w);
  x->ndense = 0; /* the most frequent encodings */
  for (k = 0; k < DENSE; k++) {
    size_t best = E;
    for (e = 0; e < E; e++) {
      int taken = 0, i;
      for (i = 0; i < x->ndense; i++) taken |= x->dense[i] == e;
      if (!taken && x->count[e] > 0 && (best == E || x->count[e] > x->count[best])) best = e;
    }
    if (best == E) break;
    x->dense[x->ndense++] = (uint32_t)best;
  }
  x->rare_built = x->cl[0].nrare + x->cl[1].nrare;
  x->same = x->cl[0].live && x->cl[1].live && x->cl[0].mask == x->cl[1].mask &&
            x->cl[0].s == x->cl[1].s && x->cl[0].nrare == x->cl[1].nrare;
  slots_reset(x);
  while (x->next_build <= n) x->next_build *= 2;
  return 1;
}

/* After heap n (value g) is verified. */
int ck_fast_note(ck_family *f, int64_t n, uint32_t g) {
  ck_fast *x = f->fast;
  size_t e = enc(g, n);
  int c;
  if (n == 0) return 1;
  x->count[e]++;
  if (x->nfirst[e] < FIRST) x->first[e * FIRST + x->nfirst[e]++] = (uint32_t)n;
  if (n < FAST_MIN) return 1;
  for (c = 0; c < 2; c++) {
    cclass *cl = &x->cl[c];
    if (!cl->used || !cl->live || cl->par[e] != cl->s) continue;
    if (cl->nrare >= n / 4 + 64) ck_fast_drop(f, cl); /* too many: every split pays as well */
    else if (!rare_push(f, cl, n, g)) return 0;
  }
  return 1;
}

/* Rare heaps below m, by binary search. */
static int64_t rare_below(const cclass *c, int64_t m) {
  int64_t lo = 0, hi = c->nrare;
  while (lo < hi) {
    int64_t mid = lo + (hi - lo) / 2;
    if ((int64_t)c->rare[mid] < m) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/* Marks the splits a + (m - a), a = at..at+b-1. */
static void mark_block(const uint32_t *v, uint32_t *seen, uint32_t st, int64_t m, int64_t at,
                       int64_t b) {
  const uint32_t *lo = v + at, *hi = v + (m - at);
  size_t i = 0, nb = (size_t)b;
  for (; i + 4 <= nb; i += 4) {
    uint32_t x0 = lo[i] ^ hi[-(ptrdiff_t)i], x1 = lo[i + 1] ^ hi[-(ptrdiff_t)i - 1];
    uint32_t x2 = lo[i + 2] ^ hi[-(ptrdiff_t)i - 2], x3 = lo[i + 3] ^ hi[-(ptrdiff_t)i - 3];
    seen[x0] = st;
    seen[x1] = st;
    seen[x2] = st;
    seen[x3] = st;
  }
  for (; i < nb; i++) seen[lo[i] ^ hi[-(ptrdiff_t)i]] = st;
}


/* Marks the rare heaps' values XOR the heaps beside them, for rare[from..to-1]. */
static void rare_range(const cclass *c, const uint32_t *v, uint32_t *seen, uint32_t st, int64_t m,
                       int64_t from, int64_t to) {
  const uint32_t *top = v + m, *ra = c->rare, *rv = c->rarev;
  int64_t k = from;
  for (; k + 4 <= to; k += 4) {
    uint32_t x0 = rv[k] ^ *(top - ra[k]), x1 = rv[k + 1] ^ *(top - ra[k + 1]);
    uint32_t x2 = rv[k + 2] ^ *(top - ra[k + 2]), x3 = rv[k + 3] ^ *(top - ra[k + 3]);
    seen[x0] = st;
    seen[x1] = st;
    seen[x2] = st;
    seen[x3] = st;
  }
  for (; k < to; k++) seen[rv[k] ^ *(top - ra[k])] = st;
}

/* Marks the splits of m with a rare part: the rare heaps a < m, without
** a = m/2 when the modifier forbids equal parts. Returns how many. */
static int64_t rare_pass(const cclass *c, const uint32_t *v, uint32_t *seen, uint32_t st,
                         int64_t m, int mod) {
  int64_t lim = rare_below(c, m), mid = lim;
  if (mod && !(m & 1)) {
    mid = rare_below(c, m / 2);
    if (mid < lim && (int64_t)c->rare[mid] == m / 2) {
      rare_range(c, v, seen, st, m, 0, mid);
      rare_range(c, v, seen, st, m, mid + 1, lim);
      return lim;
    }
  }
  rare_range(c, v, seen, st, m, 0, lim);
  return lim;
}

/* Whether target h is "rare" for split digit i at heap n: a split giving it
** may have no rare part. */
static int rare_target(const ck_fast *x, int i, int64_t n, uint32_t h) {
  int64_t m = n - x->sj[i];
  const cclass *c = &x->cl[x->sj[i] & 1];
  return c->par[enc(h, m)] == 0;
}

/* One split digit at the heap being verified: the part split, whether a
** target may come from a split with no rare part (par[h << 1], the parity
** of m folded in), and the row of the witness cache for m mod K. */
typedef struct dig {
  int64_t m;
  int i, mod;
  const unsigned char *par;
  uint32_t *wit;
} dig;

/* Whether target h is "rare" for the digit: a split giving it may have no rare part. */
static inline int rare_for(const dig *d, uint32_t h) { return d->par[(size_t)h << 1] == 0; }

/* The split that gave h at the size K less for the digit (K the claimed
** period: where the larger heaps repeat, it gives h again), if it gives h
** at this heap too. */
static inline int cached(const uint32_t *v, const dig *d, uint32_t h) {
  int64_t a = d->wit[h], m = d->m;
  return a >= 1 && a < m && !(d->mod && 2 * a == m) && (v[a] ^ v[m - a]) == h;
}

/* A witness for target h among the digit's splits: a heap of value h ^ D
** beside a heap of a frequent encoding D (the first few heaps of each
** encoding are kept). */
static int quick(ck_family *f, const uint32_t *v, const dig *d, uint32_t h, int64_t *work) {
  ck_fast *x = f->fast;
  int64_t m = d->m, a;
  int k;
  for (k = 0; k < x->ndense; k++) {
    uint32_t dv = x->dense[k] >> 1, dq = x->dense[k] & 1, xv = h ^ dv, t;
    size_t e;
    const uint32_t *list;
    if (xv >= f->V) continue;
    e = enc(xv, (int64_t)((uint32_t)(m & 1) ^ dq));
    list = x->first + e * FIRST;
    for (t = 0; t < x->nfirst[e] && t < PROBES; t++) {
      a = list[t];
      if (a >= m) break;
      if (d->mod && 2 * a == m) continue;
      (*work)++;
      if (v[m - a] == dv) {
        d->wit[h] = (uint32_t)a;
        return 1;
      }
    }
  }
  return 0;
}

/* Keeps the split of u's block of b that gives h, if one does, as h's
** witness for the next heap of this size mod K (the cache above). */
static void remember(ck_family *f, const uint32_t *v, const cursor *u, int64_t b, uint32_t h) {
  ck_fast *x = f->fast;
  int64_t a;
  for (a = u->at; a < u->at + b; a++)
    if ((v[a] ^ v[u->m - a]) == h) {
      x->wit[((size_t)u->i * (size_t)x->K + (size_t)(u->m % x->K)) * f->V + h] = (uint32_t)a;
      return;
    }
}

/* ---- every value below SMALL_V: what each size's splits give, kept --------------------
** The same verification as ck_fast_verify below, with the values each part
** m's splits are known to give kept as bits (kslot): the rare pass of m is
** made once, not once for every split digit whose heaps split m, and a
** target found, or a block of splits looked at, counts for all of them. */

/* ONE[x]: x's bit in the first word, then in the second (x < SMALL_V): two
** ors, no shift by a variable amount. */
#define B1(k) ((uint64_t)1 << (k))
#define B4(k) B1(k), B1(k + 1), B1(k + 2), B1(k + 3)
#define B16(k) B4(k), B4(k + 4), B4(k + 8), B4(k + 12)
#define B64 B16(0), B16(16), B16(32), B16(48)
#define Z16 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0
#define Z64 Z16, Z16, Z16, Z16
static const uint64_t ONE[2][SMALL_V] = {{B64, Z64}, {Z64, B64}};

static inline void put(vset *s, uint32_t x) {
  s->w[0] |= ONE[0][x];
  s->w[1] |= ONE[1][x];
}

static inline int has(const vset *s, uint32_t x) { return (int)(s->w[x >> 6] >> (x & 63) & 1); }

/* The values below g (g <= SMALL_V). */
static inline vset below(uint32_t g) {
  vset s;
  s.w[0] = g >= 64 ? ~(uint64_t)0 : ((uint64_t)1 << g) - 1;
  s.w[1] = g <= 64 ? 0 : g >= 128 ? ~(uint64_t)0 : ((uint64_t)1 << (g - 64)) - 1;
  return s;
}

static inline int low_bit(uint64_t x) { /* x != 0 */
#if defined(__GNUC__)
  return __builtin_ctzll(x);
#else
  int i = 0;
  while (!(x >> i & 1)) i++;
  return i;
#endif
}

/* Into s the values of the splits a + (m - a), a = at..at+b-1 (one word
** when every value is below 64). */
static void put_block(const ck_family *f, const uint32_t *v, vset *s, int64_t m, int64_t at,
                      int64_t b) {
  const uint32_t *lo = v + at, *hi = v + (m - at);
  size_t i = 0, nb = (size_t)b;
  if (f->V <= 64) {
    uint64_t t = s->w[0], u = 0;
    for (; i + 2 <= nb; i += 2) {
      t |= (uint64_t)1 << (lo[i] ^ hi[-(ptrdiff_t)i]);
      u |= (uint64_t)1 << (lo[i + 1] ^ hi[-(ptrdiff_t)i - 1]);
    }
    if (i < nb) t |= (uint64_t)1 << (lo[i] ^ hi[-(ptrdiff_t)i]);
    s->w[0] = t | u;
  } else {
    vset t = *s, u = {{0, 0}};
    for (; i + 2 <= nb; i += 2) {
      put(&t, lo[i] ^ hi[-(ptrdiff_t)i]);
      put(&u, lo[i + 1] ^ hi[-(ptrdiff_t)i - 1]);
    }
    if (i < nb) put(&t, lo[i] ^ hi[-(ptrdiff_t)i]);
    s->w[0] = t.w[0] | u.w[0];
    s->w[1] = t.w[1] | u.w[1];
  }
}

/* Into s the values of the splits with a rare part, rare[from..to-1]. */
static void put_rare(const ck_family *f, const cclass *c, const uint32_t *v, vset *s, int64_t m,
                     int64_t from, int64_t to) {
  const uint32_t *top = v + m, *ra = c->rare, *rv = c->rarev;
  int64_t k = from;
  if (f->V <= 64) {
    uint64_t t = s->w[0], u = 0;
    for (; k + 2 <= to; k += 2) {
      t |= (uint64_t)1 << (rv[k] ^ *(top - ra[k]));
      u |= (uint64_t)1 << (rv[k + 1] ^ *(top - ra[k + 1]));
    }
    if (k < to) t |= (uint64_t)1 << (rv[k] ^ *(top - ra[k]));
    s->w[0] = t | u;
  } else {
    vset t = *s, u = {{0, 0}};
    for (; k + 2 <= to; k += 2) {
      put(&t, rv[k] ^ *(top - ra[k]));
      put(&u, rv[k + 1] ^ *(top - ra[k + 1]));
    }
    if (k < to) put(&t, rv[k] ^ *(top - ra[k]));
    s->w[0] = t.w[0] | u.w[0];
    s->w[1] = t.w[1] | u.w[1];
  }
}

/* The rare pass of m (rare_pass above) into s, lim = rare_below(c, m). */
static void rare_put(const ck_family *f, const cclass *c, const uint32_t *v, vset *s, int64_t m,
                     int mod, int64_t lim) {
  int64_t mid;
  if (mod && !(m & 1)) {
    mid = rare_below(c, m / 2);
    if (mid < lim && (int64_t)c->rare[mid] == m / 2) {
      put_rare(f, c, v, s, m, 0, mid);
      put_rare(f, c, v, s, m, mid + 1, lim);
      return;
    }
  }
  put_rare(f, c, v, s, m, 0, lim);
}

/* Keeps, for each value of found, the split of u's block of b that gives it
** (the witness cache). */
static void remember_all(ck_family *f, const uint32_t *v, const cursor *u, int64_t b, vset found) {
  int w;
  for (w = 0; w < 2; w++)
    while (found.w[w]) {
      remember(f, v, u, b, (uint32_t)(64 * w + low_bit(found.w[w])));
      found.w[w] &= found.w[w] - 1;
    }
}

/* ck_fast_verify when every value is below SMALL_V. */
static int verify_small(ck_family *f, const uint32_t *v, int64_t n, uint32_t g, int64_t *work) {
  ck_fast *x = f->fast;
  vset s = {{0, 0}}, need, can = {{0, 0}};
  kslot *sl[CK_DIGITS + 1], *dsl[CK_DIGITS + 1], *csl[(CK_DIGITS + 1) * STREAMS];
  cursor *cs[(CK_DIGITS + 1) * STREAMS];
  dig ds[CK_DIGITS + 1];
  int i, k, w, nd = 0, ncs = 0, look = n >= x->cycle_from;
  int keep = n + x->K >= x->cycle_from; /* a witness kept now is looked at K sizes on */
  for (i = 0; i < x->ntake; i++) {
    int j = x->tj[i];
    if ((x->tbits[i] & 1) && n == j) put(&s, 0);
    if ((x->tbits[i] & 2) && n > j) put(&s, v[n - j]);
  }
  *work += x->ntake;
  for (i = 0; i < x->nsplit; i++) { /* the rare pass of each part, or every split, once */
    int64_t m = n - x->sj[i], half = half_of(m, x->smod[i]);
    int cl = x->sj[i] & 1;
    const cclass *c = &x->cl[cl];
    kslot *q;
    sl[i] = NULL;
    if (half <= 0) continue;
    q = sl[i] = &x->slot[m % x->T + (x->smod[i] ? x->T : 0)];
    if (q->m != m) {
      q->m = m;
      q->known.w[0] = q->known.w[1] = 0;
      q->rare = q->complete = q->started = 0;
    }
    if (!q->complete && !(q->rare >> cl & 1)) {
      int64_t lim = c->live ? rare_below(c, m) : 0;
      if (c->live && 2 * lim < half) {
        rare_put(f, c, v, &q->known, m, x->smod[i], lim);
        *work += lim;
        q->rare |= x->same ? 3 : 1 << cl;
      } else {
        put_block(f, v, &q->known, m, 1, half);
        *work += half;
        q->complete = 1;
      }
    }
    s.w[0] |= q->known.w[0];
    s.w[1] |= q->known.w[1];
  }
  if (has(&s, g)) return 0;
  for (i = 0; i < x->nsplit; i++) /* g rare for a digit: look at all its splits */
    if (sl[i] != NULL && !sl[i]->complete && rare_target(x, i, n, g)) {
      int64_t m = n - x->sj[i];
      put_block(f, v, &sl[i]->known, m, 1, half_of(m, x->smod[i]));
      *work += half_of(m, x->smod[i]);
      sl[i]->complete = 1;
      if (has(&sl[i]->known, g)) return 0;
      s.w[0] |= sl[i]->known.w[0];
      s.w[1] |= sl[i]->known.w[1];
    }
  need = below(g);
  need.w[0] &= ~s.w[0];
  need.w[1] &= ~s.w[1];
  if (!(need.w[0] | need.w[1])) return 1;
  for (i = 0; i < x->nsplit; i++) /* the digits whose splits are still partly looked at */
    if (sl[i] != NULL && !sl[i]->complete) {
      int64_t m = n - x->sj[i];
      const cclass *c = &x->cl[x->sj[i] & 1];
      can.w[0] |= c->rt[m & 1][0];
      can.w[1] |= c->rt[m & 1][1];
      ds[nd].m = m;
      ds[nd].i = i;
      ds[nd].mod = x->smod[i];
      ds[nd].par = c->par + (m & 1);
      ds[nd].wit = x->wit + ((size_t)i * (size_t)x->K + (size_t)(m % x->K)) * f->V;
      dsl[nd++] = sl[i];
    }
  if ((need.w[0] & ~can.w[0]) | (need.w[1] & ~can.w[1])) return 0; /* no split left unseen gives it */
  for (w = 0; w < 2 && look; w++) { /* the splits that gave each target before */
    uint64_t left = need.w[w];
    while (left) {
      uint32_t h = (uint32_t)(64 * w + low_bit(left));
      int d, at = -1;
      left &= left - 1;
      (*work)++;
      for (d = 0; d < nd && at < 0; d++)
        if (rare_for(&ds[d], h) && cached(v, &ds[d], h)) at = d;
      if (at >= 0) {
        need.w[w] &= ~((uint64_t)1 << (h & 63));
        put(&dsl[at]->known, h);
      }
    }
  }
  if (!(need.w[0] | need.w[1])) return 1;
  for (k = 0; k < nd; k++) { /* every split, from points spread over each digit */
    const cclass *c = &x->cl[x->sj[ds[k].i] & 1];
    kslot *q = dsl[k];
    int64_t m = ds[k].m, half = half_of(m, ds[k].mod);
    int p;
    if (!((need.w[0] & c->rt[m & 1][0]) | (need.w[1] & c->rt[m & 1][1]))) continue;
    if (!q->started) {
      int sh = half >= STREAMS * BLOCK ? STREAMS_LOG : 0; /* 2^sh points */
      for (p = 0; p < STREAMS; p++) {
        q->cur[p].m = m;
        q->cur[p].at = p < 1 << sh ? 1 + (((int64_t)p * half) >> sh) : 1;
        q->cur[p].end = p < 1 << sh ? ((int64_t)(p + 1) * half) >> sh : 0;
      }
      q->started = 1;
    }
    for (p = 0; p < STREAMS; p++)
      if (q->cur[p].at <= q->cur[p].end) {
        q->cur[p].i = ds[k].i;
        csl[ncs] = q;
        cs[ncs++] = &q->cur[p];
      }
    if (ncs == 0 || csl[ncs - 1] != q) q->complete = 1; /* (no split left: every one is known) */
  }
  {
    int live = ncs;
    k = 0;
    while (live > 0) {
      cursor *u = cs[k];
      kslot *q = csl[k];
      int64_t b = u->end - u->at + 1;
      if (b > 0) {
        vset got = {{0, 0}};
        if (b > BLOCK) b = BLOCK;
        put_block(f, v, &got, u->m, u->at, b);
        *work += b;
        q->known.w[0] |= got.w[0];
        q->known.w[1] |= got.w[1];
        got.w[0] &= need.w[0];
        got.w[1] &= need.w[1];
        u->at += b;
        if (u->at > u->end) live--;
        if (got.w[0] | got.w[1]) {
          need.w[0] &= ~got.w[0];
          need.w[1] &= ~got.w[1];
          if (keep) { /* remember() looks at the block again */
            u->at -= b;
            remember_all(f, v, u, b, got);
            u->at += b;
          }
          if (!(need.w[0] | need.w[1])) return 1;
        }
      }
      k = k + 1 == ncs ? 0 : k + 1;
    }
  }
  return 0;
}

/* Verifies g as the value of heap n ≥ FAST_MIN (a two-heap code). */
int ck_fast_verify(ck_family *f, const uint32_t *v, int64_t n, uint32_t g, int64_t *work) {
  ck_fast *x = f->fast;
  uint32_t st, *seen = f->seen, *tg = x->tg;
  int i, k, nt = 0, ncur = 0;
  if (f->V <= SMALL_V && x->share) return verify_small(f, v, n, g, work);
  st = ck_next_stamp(f);
  for (i = 0; i < x->ntake; i++) {
    int j = x->tj[i];
    if ((x->tbits[i] & 1) && n == j) seen[0] = st;
    if ((x->tbits[i] & 2) && n > j) seen[v[n - j]] = st;
  }
  *work += x->ntake;
  for (i = 0; i < x->nsplit; i++) { /* the rare pass, or every split */
    int64_t m = n - x->sj[i], half = half_of(m, x->smod[i]);
    const cclass *c = &x->cl[x->sj[i] & 1];
    x->complete[i] = 1;
    if (half <= 0) continue;
    if (c->live && 2 * rare_below(c, m) < half) {
      *work += rare_pass(c, v, seen, st, m, x->smod[i]);
      x->complete[i] = 0;
    } else {
      mark_block(v, seen, st, m, 1, half);
      *work += half;
    }
  }
  if (seen[g] == st) return 0;
  for (i = 0; i < x->nsplit; i++) /* g rare for a digit: look at all its splits */
    if (!x->complete[i] && rare_target(x, i, n, g)) {
      int64_t m = n - x->sj[i], half = half_of(m, x->smod[i]);
      mark_block(v, seen, st, m, 1, half);
      *work += half;
      x->complete[i] = 1;
      if (seen[g] == st) return 0;
    }
  { /* the digits still partly looked at, each set up once for this heap */
    dig ds[CK_DIGITS + 1];
    int nd = 0, d, look = n >= x->cycle_from;
    for (i = 0; i < x->nsplit; i++)
      if (!x->complete[i]) {
        int64_t m = n - x->sj[i];
        ds[nd].m = m;
        ds[nd].i = i;
        ds[nd].mod = x->smod[i];
        ds[nd].par = x->cl[x->sj[i] & 1].par + (m & 1);
        ds[nd].wit = x->wit + ((size_t)i * (size_t)x->K + (size_t)(m % x->K)) * f->V;
        nd++;
      }
    for (k = 0; k < (int)g; k++) {
      uint32_t h = (uint32_t)k;
      int can = 0, found = 0;
      if (seen[h] == st) continue;
      for (d = 0; d < nd && !found; d++) /* the splits that gave h before */
        if (rare_for(&ds[d], h)) {
          can = 1;
          found = look && cached(v, &ds[d], h);
        }
      (*work)++;
      for (d = 0; d < nd && can && !found; d++)
        if (rare_for(&ds[d], h)) found = quick(f, v, &ds[d], h, work);
      if (found) seen[h] = st;
      else if (!can) return 0; /* no split left unseen can give h */
      else tg[nt++] = h;
    }
  }
  if (nt == 0) return 1;
  for (i = 0; i < x->nsplit; i++) { /* every split, from points spread over each digit */
    int64_t m = n - x->sj[i], half = half_of(m, x->smod[i]);
    int w, sh = half >= STREAMS * BLOCK ? STREAMS_LOG : 0, need = 0; /* 2^sh points */
    if (x->complete[i]) continue;
    for (k = 0; k < nt && !need; k++) need = rare_target(x, i, n, tg[k]);
    if (!need) continue;
    for (w = 0; w < 1 << sh; w++, ncur++) {
      x->cur[ncur].m = m;
      x->cur[ncur].at = 1 + (((int64_t)w * half) >> sh);
      x->cur[ncur].end = ((int64_t)(w + 1) * half) >> sh;
      x->cur[ncur].i = i;
    }
  }
  {
    int live = 0;
    for (k = 0; k < ncur; k++) live += x->cur[k].at <= x->cur[k].end;
    k = 0;
    while (live > 0 && nt > 0) {
      cursor *u = &x->cur[k];
      int64_t b = u->end - u->at + 1;
      if (b > 0) {
        if (b > BLOCK) b = BLOCK;
        mark_block(v, seen, st, u->m, u->at, b);
        *work += b;
        if (seen[tg[nt - 1]] == st) {
          int kept = 0, y;
          for (y = 0; y < nt; y++)
            if (seen[tg[y]] != st) tg[kept++] = tg[y];
            else if (n + x->K >= x->cycle_from) remember(f, v, u, b, tg[y]); /* looked at K on */
          nt = kept;
        }
        u->at += b;
        if (u->at > u->end) live--;
      }
      k = k + 1 == ncur ? 0 : k + 1;
    }
  }
  for (k = 0; k < nt; k++)
    if (seen[tg[k]] != st) return 0;
  return 1;
}
