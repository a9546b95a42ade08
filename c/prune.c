/*
** prune.c — the searches that fill a position cache (poscache.c) for
** games without a formula: a plain depth-first mex (gr_search_value), and
** Beling and Rogalski's pruned search for games whose positions split into
** parts (gr_search_exact and friends).
**
** The plain search (gr_search_value) is a depth-first mex with its own stacks — a
** frame per position being valued, its key, the game's option iterator and
** the parts of the option being valued — so a game as deep as its heaps are
** large never touches the C stack. A child's value goes straight to its
** parent (never read back from the cache), so clearing the cache mid-search
** cannot lose it.
*/
#include <string.h>
#include "prune.h"

static size_t pad8(size_t n) { return (n + 7) & ~(size_t)7; }

/* The worth of a value that took n positions to find: the log of n. */
static int gr_worth(unsigned long n) {
  int w = 0;
  while (n > 1 && w < 31) {
    n >>= 1;
    w++;
  }
  return w;
}

/* ---- parts of an option ------------------------------------------------------- */

void gr_parts_reserve(gr_parts *p, int k, size_t len) {
  if (p->k + k > GR_SEARCH_MAX_PARTS)
    gr_throw(p->ctx, GR_ELIMIT, gr_m1(p->ctx, GR_M(err_search_parts), gr_i(GR_SEARCH_MAX_PARTS)));
  if (p->n + len > p->cap) {
    size_t cap = p->cap ? p->cap : 256;
    unsigned char *b;
    while (cap < p->n + len) cap *= 2;
    b = gr_alloc(p->ctx, cap);
    if (p->n) memcpy(b, p->b, p->n);
    p->b = b;
    p->cap = cap;
  }
}

void gr_parts_add(gr_parts *p, const void *key, size_t len) {
  gr_parts_reserve(p, 1, len);
  memcpy(p->b + p->n, key, len);
  p->n += len;
  p->end[p->k++] = p->n;
}

/* ---- the search ------------------------------------------------------------------ */

#define SEARCH_MAX_DEPTH 50000000L /* positions being valued at once (memory stops it earlier) */

typedef struct frame {
  size_t key, len;   /* the position's key: offset in the byte stack, length */
  size_t it;         /* the game's iterator: offset */
  size_t top;        /* the byte stack's end before the current option's parts */
  size_t parts;      /* the current option's parts: offset of its ends[], then the keys */
  int np, pi;        /* its parts, and the next one to value; np < 0: no option open */
  uint64_t acc;      /* XOR of its parts valued so far */
  size_t seen;       /* where this position's option values start in the value stack */
  unsigned long n0;  /* positions looked at before this one (its worth in the cache) */
} frame;

typedef struct search {
  gr_ctx *ctx;
  unsigned char *b;  /* the byte stack */
  size_t bn, bcap;
  frame *f;          /* the frames */
  long nf, fcap;
  uint64_t *v;       /* option values of the open frames */
  size_t vn, vcap;
  unsigned char *mark;  /* for mex */
  size_t markcap;
  unsigned char *tmp;   /* a key on its way to a new frame */
  size_t tmpcap;
  unsigned long nodes;  /* positions looked at */
} search;

static void *grow_buf(gr_ctx *ctx, void *old, size_t used, size_t *cap, size_t need,
                      size_t unit) {
  size_t c = *cap ? *cap : 64;
  void *n;
  while (c < need) c *= 2;
  if (c / unit > ((size_t)-1) / 4 / unit) gr_throw(ctx, GR_ENOMEM, GR_W(err_search_nomem));
  n = gr_alloc(ctx, c * unit);
  if (used) memcpy(n, old, used * unit);
  *cap = c;
  return n;
}

/* Reserves n bytes (8-aligned) on the byte stack; returns their offset. */
static size_t bpush(search *s, size_t n) {
  size_t at = pad8(s->bn);
  if (at + n > s->bcap) s->b = grow_buf(s->ctx, s->b, s->bn, &s->bcap, at + n, 1);
  s->bn = at + n;
  return at;
}

static void vpush(search *s, uint64_t x) {
  if (s->vn == s->vcap) s->v = grow_buf(s->ctx, s->v, s->vn, &s->vcap, s->vn + 1, sizeof *s->v);
  s->v[s->vn++] = x;
}

/* Spends `units` of the call's work; 0 when it has run out. */
static int spend(gr_ctx *ctx, gr_int units) {
  if (ctx->work < 0) return 1;
  if (ctx->work < units) {
    ctx->work = 0;
    return 0;
  }
  ctx->work -= units;
  return 1;
}

static void push_frame(search *s, const gr_search *g, const void *key, size_t len) {
  frame *f;
  size_t k, it;
  if (s->nf >= SEARCH_MAX_DEPTH)
    gr_throw(s->ctx, GR_ELIMIT, gr_m2(s->ctx, GR_M(err_search_deep), gr_t(g->what),
                                      gr_i(SEARCH_MAX_DEPTH)));
  if (s->nf == s->fcap) {
    size_t cap = (size_t)s->fcap;
    s->f = grow_buf(s->ctx, s->f, (size_t)s->nf, &cap, (size_t)s->nf + 1, sizeof *s->f);
    s->fcap = (long)cap;
  }
  k = bpush(s, len);
  memcpy(s->b + k, key, len);
  it = bpush(s, g->iter_size ? g->iter_size : 1);
  f = &s->f[s->nf++];
  f->key = k;
  f->len = len;
  f->it = it;
  f->top = s->bn;
  f->np = -1;
  f->pi = 0;
  f->acc = 0;
  f->seen = s->vn;
  f->n0 = s->nodes++;
  g->begin(s->ctx, g->game, s->b + k, len, s->b + it);
}

/* The mex of v[from..vn). */
static uint64_t mex_of(search *s, size_t from) {
  size_t n = s->vn - from, i;
  if (n + 1 > s->markcap) s->mark = grow_buf(s->ctx, s->mark, 0, &s->markcap, n + 1, 1);
  memset(s->mark, 0, n + 1);
  for (i = from; i < s->vn; i++)
    if (s->v[i] <= n) s->mark[s->v[i]] = 1;
  for (i = 0; s->mark[i]; i++) {}
  return i;
}

/* The value of key, or 0 (value unset) when the call's work runs out first;
** every value found stays in the cache. */
static int search_value(gr_ctx *ctx, gr_poscache *pc, const gr_search *g, const void *key,
                        size_t len, uint64_t *out) {
  search s;
  gr_parts parts;
  if (gr_poscache_get(pc, key, len, out)) return 1;
  memset(&s, 0, sizeof s);
  memset(&parts, 0, sizeof parts);
  s.ctx = parts.ctx = ctx;
  if (!spend(ctx, 1)) return 0;
  push_frame(&s, g, key, len);
  for (;;) {
    frame *f = &s.f[s.nf - 1];
    if (f->np >= 0 && f->pi < f->np) { /* value the next part of the open option */
      const size_t *ends = (const size_t *)(void *)(s.b + f->parts);
      size_t from = f->pi ? ends[f->pi - 1] : 0, plen = ends[f->pi] - from;
      const unsigned char *pk = s.b + f->parts + (size_t)f->np * sizeof(size_t) + from;
      uint64_t v;
      if (gr_poscache_get(pc, pk, plen, &v)) {
        f->acc ^= v;
        f->pi++;
        continue;
      }
      if (!spend(ctx, 1)) return 0;
      /* the key moves with the stack if it grows: copy it out first */
      if (plen > s.tmpcap) s.tmp = grow_buf(ctx, s.tmp, 0, &s.tmpcap, plen, 1);
      memcpy(s.tmp, pk, plen);
      push_frame(&s, g, s.tmp, plen);
      continue;
    }
    if (f->np >= 0) { /* the option is valued */
      vpush(&s, f->acc);
      s.bn = f->top;
      f->np = -1;
    }
    if (!spend(ctx, 1)) return 0;
    parts.n = 0;
    parts.k = 0;
    parts.x = 0;
    if (g->next(ctx, g->game, s.b + f->key, f->len, s.b + f->it, &parts)) {
      size_t at = bpush(&s, (size_t)parts.k * sizeof(size_t) + parts.n);
      f = &s.f[s.nf - 1];
      f->parts = at;
      memcpy(s.b + at, parts.end, (size_t)parts.k * sizeof(size_t));
      if (parts.n) memcpy(s.b + at + (size_t)parts.k * sizeof(size_t), parts.b, parts.n);
      f->np = parts.k;
      f->pi = 0;
      f->acc = parts.x;
      continue;
    }
    { /* every option is valued: the mex */
      uint64_t v = mex_of(&s, f->seen);
      gr_poscache_put(ctx, pc, s.b + f->key, f->len, v, gr_worth(s.nodes - f->n0));
      gr_poscache_searched(pc);
      s.vn = f->seen;
      s.bn = f->key;
      if (--s.nf == 0) {
        *out = v;
        return 1;
      }
      f = &s.f[s.nf - 1];
      f->acc ^= v;
      f->pi++;
    }
  }
}

uint64_t gr_search_value(gr_ctx *ctx, gr_poscache *pc, const gr_search *g, const void *key,
                         size_t len) {
  uint64_t v;
  if (!search_value(ctx, pc, g, key, len, &v)) /* no count in the message: it hangs on the
                                                  ** memory, which differs in wasm */
    gr_throw(ctx, GR_ELIMIT, gr_m1(ctx, GR_M(err_search_work), gr_t(g->what)));
  return v;
}

int gr_search_try(gr_ctx *ctx, gr_poscache *pc, const gr_search *g, const void *key, size_t len,
                  uint64_t *value) {
  return search_value(ctx, pc, g, key, len, value);
}

/* ---- the pruned search ----------------------------------------------------------
** Recursive, with its own byte stack for what each level holds: the key, the
** game's iterator, and one record per option — the XOR of the parts whose
** values are known, the parts left (their hashes, their ends, their keys),
** the option's weight, and which part gets the question (the heaviest: the
** others are valued exactly, being lighter and so more often met again).
** The stack grows by copying into new scratch memory; the old copy stays
** readable until the call ends, so a key handed down stays valid. */

#define PRUNED_MAX_DEPTH 20000
#define ALL (~(uint64_t)0)

typedef struct pruned {
  gr_ctx *ctx;
  gr_poscache *pc;
  const gr_search *g;
  unsigned char *b;  /* the byte stack */
  size_t bn, bcap;
  gr_parts parts;    /* the game writes one option here */
  long depth;
  unsigned long nodes; /* positions looked at (the worth of what is stored) */
} pruned;

typedef struct orec {
  uint64_t x;        /* XOR of the parts known */
  uint64_t notv;     /* aspiration: values the asked part is known not to have */
  double w;          /* the option's weight (order) */
  uint32_t np;       /* parts still to value */
  uint32_t bytes;    /* the record's length, header included */
  uint32_t ask;      /* the part that gets the question */
  uint32_t folded;   /* aspiration: x holds every part but the asked one */
} orec;
/* then uint64_t hash[np], uint32_t ends[np] (padded to 8), the keys */

static size_t pbpush(pruned *s, size_t n) {
  size_t at = pad8(s->bn);
  if (at + n > s->bcap) s->b = grow_buf(s->ctx, s->b, s->bn, &s->bcap, at + n, 1);
  s->bn = at + n;
  return at;
}

static void pruned_init(pruned *s, gr_ctx *ctx, gr_poscache *pc, const gr_search *g) {
  memset(s, 0, sizeof *s);
  s->ctx = s->parts.ctx = ctx;
  s->pc = pc;
  s->g = g;
}

static void out_of_work(pruned *s) {
  gr_throw(s->ctx, GR_ELIMIT, gr_m1(s->ctx, GR_M(err_search_work), gr_t(s->g->what)));
}

/* {y ^ x : y in set}, x < 64. */
static uint64_t xor_set(uint64_t set, uint64_t x) {
  uint64_t r = 0;
  if (x == 0) return set;
  while (set) {
    int y = gr_bit_low(set);
    set &= set - 1;
    r |= (uint64_t)1 << ((uint64_t)y ^ x);
  }
  return r;
}

/* The values a position may still have, below PSET_MAX (bit v of lo, or of
** hi for v - 64): Beling and Rogalski's P, one more than the options left. */
#define PSET_MAX 128
typedef struct pset {
  uint64_t lo, hi;
} pset;

static pset pset_upto(uint64_t n) { /* {0..n}, n < PSET_MAX */
  pset p;
  p.lo = n >= 63 ? ALL : ((uint64_t)1 << (n + 1)) - 1;
  p.hi = n < 64 ? 0 : n == 127 ? ALL : ((uint64_t)1 << (n - 63)) - 1;
  return p;
}

/* P less its largest value. */
static pset pset_less_top(pset P) {
  if (P.hi) P.hi &= ~((uint64_t)1 << gr_bit_high(P.hi));
  else if (P.lo) P.lo &= ~((uint64_t)1 << gr_bit_high(P.lo));
  return P;
}

/* P less v when v is in it, else less its largest value (an option outside
** P rules out the largest: the options left cannot reach it). */
static pset pset_remove(pset P, uint64_t v) {
  if (v < 64 && ((P.lo >> v) & 1)) P.lo &= ~((uint64_t)1 << v);
  else if (v >= 64 && v < 128 && ((P.hi >> (v - 64)) & 1)) P.hi &= ~((uint64_t)1 << (v - 64));
  else P = pset_less_top(P);
  return P;
}

static orec *rec_of(const pruned *s, size_t at) { return (orec *)(void *)(s->b + at); }

/* Part i of the record at `at` (offset): its key and length, and its hash. */
static const unsigned char *rec_part(const pruned *s, size_t at, uint32_t i, size_t *len,
                                     uint64_t *hash) {
  const orec *r = rec_of(s, at);
  const uint64_t *h = (const uint64_t *)(const void *)(s->b + at + sizeof *r);
  const uint32_t *ends = (const uint32_t *)(const void *)(h + r->np);
  size_t from = i ? ends[i - 1] : 0;
  *len = ends[i] - from;
  *hash = h[i];
  return (const unsigned char *)(const void *)ends + pad8(r->np * sizeof *ends) + from;
}

static uint64_t p_in(pruned *s, const unsigned char *key, size_t len, uint64_t hash, uint64_t in,
                     int exact);

/* The exact value of a part. */
static uint64_t p_exact(pruned *s, const unsigned char *key, size_t len, uint64_t hash) {
  return p_in(s, key, len, hash, ALL, 1);
}

static void store(pruned *s, const void *key, size_t len, uint64_t v, unsigned long n0) {
  gr_poscache_put(s->ctx, s->pc, key, len, v, gr_worth(s->nodes - n0));
  gr_poscache_searched(s->pc);
}

/* Records that key's value is none of `not` (values below 64). */
static void exclude(pruned *s, const void *key, size_t len, uint64_t hash, uint64_t not,
                    unsigned long n0) {
  uint64_t v = 0;
  if (gr_poscache_get_h(s->pc, key, len, hash, &v) && !(v & GR_EXCLUDED)) return;
  gr_poscache_exclude(s->ctx, s->pc, key, len, (v & ~GR_EXCLUDED) | not, gr_worth(s->nodes - n0));
}

/* Lists every option of the position at ko (its iterator at it) as records
** from `first` on: the parts the cache knows folded into x, the others kept,
** the heaviest marked to be asked. Each option's parts are hashed and their
** buckets fetched eight options ahead of their lookups. With `early` (an
** in-set question, P its values still possible from the count of options),
** stops as soon as the options known rule out every value asked for:
** returns -1; then each option is looked up as soon as it is listed, for
** such a question is mostly settled within its first few options (a 4x9
** grid of dominoes: by the fourth or fifth, on average), and the options listed ahead of their
** lookups cost more than the waits the fetching ahead saves (eight ahead,
** a third of the options listed went unused). Else the number of options. */
static long list_options(pruned *s, size_t ko, size_t len, size_t it, size_t first, uint64_t in,
                         int early, pset P) {
  const gr_search *g = s->g;
  gr_ctx *ctx = s->ctx;
  size_t done = first, listed = 0, told = 0;
  int more = 1;
  while (more) {
    orec r;
    uint32_t *ends, k;
    uint64_t *h;
    size_t at;
    s->parts.n = 0;
    s->parts.k = 0;
    s->parts.x = 0;
    more = g->next(ctx, g->game, s->b + ko, len, s->b + it, &s->parts);
    if (more) {
      if (!spend(ctx, 1)) out_of_work(s);
      memset(&r, 0, sizeof r);
      r.x = s->parts.x;
      r.np = (uint32_t)s->parts.k;
      r.bytes = (uint32_t)(sizeof r + r.np * sizeof *h + pad8(r.np * sizeof *ends) +
                           pad8(s->parts.n));
      at = pbpush(s, r.bytes);
      memcpy(s->b + at, &r, sizeof r);
      h = (uint64_t *)(void *)(s->b + at + sizeof r);
      ends = (uint32_t *)(void *)(h + r.np);
      for (k = 0; k < r.np; k++) {
        size_t from = k ? s->parts.end[k - 1] : 0;
        ends[k] = (uint32_t)s->parts.end[k];
        h[k] = gr_poscache_hash(s->parts.b + from, s->parts.end[k] - from);
        gr_poscache_prefetch(s->pc, h[k]);
      }
      if (s->parts.n > 0) /* an option with no parts left may have no buffer yet */
        memcpy((unsigned char *)(void *)ends + pad8(r.np * sizeof *ends), s->parts.b, s->parts.n);
      listed++;
      if (!early && listed - told < 8) continue;
    }
    for (; told < listed; told++) { /* the lookups of the options listed since */
      orec *rp = rec_of(s, done);
      uint32_t np = rp->np, nk = 0, kend[GR_SEARCH_MAX_PARTS];
      uint64_t kh[GR_SEARCH_MAX_PARTS];
      const unsigned char *keys;
      double heaviest = -1;
      h = (uint64_t *)(void *)(s->b + done + sizeof *rp);
      ends = (uint32_t *)(void *)(h + np);
      keys = (const unsigned char *)ends + pad8(np * sizeof *ends);
      s->parts.n = 0;
      s->parts.k = 0;
      for (k = 0; k < np; k++) {
        size_t from = k ? ends[k - 1] : 0, plen = ends[k] - from;
        uint64_t pv;
        double w;
        if (gr_poscache_get_h(s->pc, keys + from, plen, h[k], &pv) && !(pv & GR_EXCLUDED)) {
          rp->x ^= pv;
          continue;
        }
        w = g->weight != NULL ? g->weight(g->game, keys + from, plen) : 0;
        rp->w += w;
        if (w > heaviest) {
          heaviest = w;
          rp->ask = nk;
        }
        kh[nk] = h[k];
        gr_parts_add(&s->parts, keys + from, plen);
        kend[nk++] = (uint32_t)s->parts.n;
      }
      if (nk < np) { /* the record keeps its length: the next one follows it */
        uint32_t *nends = (uint32_t *)(void *)(h + nk);
        rp->np = nk;
        memcpy(h, kh, nk * sizeof *h);
        memcpy(nends, kend, nk * sizeof *nends);
        if (s->parts.n)
          memcpy((unsigned char *)nends + pad8(nk * sizeof *nends), s->parts.b, s->parts.n);
      }
      if (early && nk == 0) {
        P = pset_remove(P, rp->x);
        if ((P.lo & in) == 0) return -1;
      }
      done += pad8(rp->bytes);
    }
  }
  return (long)listed;
}

/* Sorts offsets of records by weight, lightest first (insertion sort:
** option lists are short; equal weights keep the game's order). */
static void sort_by_weight(pruned *s, size_t oo, size_t n) {
  size_t i;
  for (i = 1; i < n; i++) {
    size_t *order = (size_t *)(void *)(s->b + oo), at = order[i], k = i;
    double w = rec_of(s, at)->w;
    while (k > 0 && rec_of(s, order[k - 1])->w > w) {
      order[k] = order[k - 1];
      k--;
    }
    order[k] = at;
  }
}

/* The XOR of x and the exact values of every part of the record at `at` but
** the asked one. */
static uint64_t fold_others(pruned *s, size_t at) {
  uint64_t x = rec_of(s, at)->x, h;
  uint32_t k, np = rec_of(s, at)->np, ask = rec_of(s, at)->ask;
  for (k = 0; k < np; k++) {
    size_t plen;
    const unsigned char *pk;
    if (k == ask) continue;
    pk = rec_part(s, at, k, &plen, &h);
    x ^= p_exact(s, pk, plen, h);
  }
  return x;
}

/* Begins valuing key by its options: key and iterator on the stack, the
** options listed (list_options); *oo gets the offsets of the *nopt records,
** those of the options not known at once first, lightest first; returns
** their number, or -1 (see list_options). With fewer than PSET_MAX options,
** *P gets the values still possible once those known at once are counted
** (n: the count the game gives, for `early`). */
static long open_position(pruned *s, const unsigned char *key, size_t len, uint64_t in,
                          int early, uint64_t n, size_t *ko, size_t *oo, long *nopt, pset *P) {
  const gr_search *g = s->g;
  size_t it, first, at, *order, i, j = 0, k;
  *ko = pbpush(s, len);
  memcpy(s->b + *ko, key, len);
  it = pbpush(s, g->iter_size ? g->iter_size : 1);
  g->begin(s->ctx, g->game, s->b + *ko, len, s->b + it);
  first = pad8(s->bn);
  s->bn = first;
  *nopt = list_options(s, *ko, len, it, first, in, early, early ? pset_upto(n) : pset_upto(0));
  if (*nopt < 0) return -1;
  *oo = pbpush(s, (size_t)(*nopt ? *nopt : 1) * sizeof *order);
  order = (size_t *)(void *)(s->b + *oo);
  *P = pset_upto(*nopt < PSET_MAX ? (uint64_t)*nopt : 0);
  for (i = 0, at = first; i < (size_t)*nopt; i++) { /* the options to value first */
    const orec *r = rec_of(s, at);
    if (r->np > 0) order[j++] = at;
    at += pad8(r->bytes);
  }
  for (i = 0, at = first, k = j; i < (size_t)*nopt; i++) { /* then those known at once */
    const orec *r = rec_of(s, at);
    if (r->np == 0) {
      *P = pset_remove(*P, r->x);
      order[k++] = at;
    }
    at += pad8(r->bytes);
  }
  sort_by_weight(s, *oo, j);
  return (long)j;
}

/* The exact value of the position whose *nopt options have records at oo: the
** mex of their exact values. */
static uint64_t plain_mex(pruned *s, size_t oo, long nopt) {
  size_t mo = pbpush(s, (size_t)nopt + 1), i;
  uint64_t v;
  memset(s->b + mo, 0, (size_t)nopt + 1);
  for (i = 0; i < (size_t)nopt; i++) {
    size_t at = ((const size_t *)(const void *)(s->b + oo))[i];
    uint64_t x = rec_of(s, at)->x, h;
    uint32_t k, np = rec_of(s, at)->np;
    for (k = 0; k < np; k++) {
      size_t plen;
      const unsigned char *pk = rec_part(s, at, k, &plen, &h);
      x ^= p_exact(s, pk, plen, h);
    }
    if (x <= (uint64_t)nopt) s->b[mo + x] = 1;
  }
  for (v = 0; s->b[mo + v]; v++) {}
  return v;
}

/* The value of key when it is in `in` (bits: values below 64), else
** GR_NOT_IN or its exact value; with `exact`, the exact value always. Beling
** and Rogalski's search: P (the values still possible) starts as 0..n for n
** options; each option in turn is asked whether its value is one of P but
** the largest (and below the largest value asked for): its value leaves P,
** or when it has none of them the largest does. A position of PSET_MAX
** options or more (and one whose value came out of P's reach) is valued by
** plain mex. */
static uint64_t p_in(pruned *s, const unsigned char *key, size_t len, uint64_t hash, uint64_t in,
                     int exact) {
  gr_ctx *ctx = s->ctx;
  const gr_search *g = s->g;
  size_t mark = s->bn, ko, oo, i;
  uint64_t v, upto, n;
  pset P;
  unsigned long n0 = s->nodes;
  long nopt, left;
  int all_exact = 1;
  if (gr_poscache_get_h(s->pc, key, len, hash, &v)) {
    if (!(v & GR_EXCLUDED)) return v;
    if (!exact) {
      in &= ~(v & ~GR_EXCLUDED);
      if (in == 0) return GR_NOT_IN;
    }
  }
  if (g->known != NULL && g->known(g->game, key, len, &v)) {
    gr_poscache_put(ctx, s->pc, key, len, v, 0);
    return v;
  }
  if (!exact && in == 0) return GR_NOT_IN;
  n = g->options != NULL ? g->options(g->game, key, len) : UINT64_MAX;
  if (!exact && n < 64 && gr_bit_low(in) > (int)n) return GR_NOT_IN; /* at most n */
  if (!spend(ctx, 1)) out_of_work(s);
  if (++s->depth > PRUNED_MAX_DEPTH)
    gr_throw(ctx, GR_ELIMIT, gr_m2(ctx, GR_M(err_search_deep), gr_t(g->what),
                                   gr_i(PRUNED_MAX_DEPTH)));
  s->nodes++;
  gr_poscache_visited(s->pc);
  left = open_position(s, key, len, in, !exact && n < PSET_MAX, n, &ko, &oo, &nopt, &P);
  if (left < 0) {
    exclude(s, s->b + ko, len, hash, in, n0);
    s->bn = mark;
    s->depth--;
    return GR_NOT_IN;
  }
  if (nopt >= PSET_MAX) {
    v = plain_mex(s, oo, nopt);
    store(s, s->b + ko, len, v, n0);
    s->bn = mark;
    s->depth--;
    return v;
  }
  upto = exact ? ALL : (gr_bit_high(in) == 63 ? ALL : ((uint64_t)1 << (gr_bit_high(in) + 1)) - 1);
  for (i = 0; i < (size_t)left; i++) {
    size_t at = ((const size_t *)(const void *)(s->b + oo))[i], plen;
    uint64_t x, want, q, h;
    pset Pm;
    const unsigned char *pk;
    if (!exact && (P.lo & in) == 0) { /* none of the values asked for is possible */
      exclude(s, s->b + ko, len, hash, in, n0);
      s->bn = mark;
      s->depth--;
      return GR_NOT_IN;
    }
    Pm = pset_less_top(P);
    x = fold_others(s, at);
    pk = rec_part(s, at, rec_of(s, at)->ask, &plen, &h);
    if (x >= 64) {
      P = pset_remove(P, x ^ p_exact(s, pk, plen, h));
      continue;
    }
    want = Pm.lo & upto;
    q = want ? p_in(s, pk, plen, h, xor_set(want, x), 0) : GR_NOT_IN;
    if (q == GR_NOT_IN) {
      P = Pm;
      if (want != Pm.lo || Pm.hi) all_exact = 0; /* its value may be one of Pm not asked */
    } else {
      P = pset_remove(P, q ^ x);
    }
  }
  v = P.lo ? (uint64_t)gr_bit_low(P.lo) : 64 + (uint64_t)gr_bit_low(P.hi);
  if (!all_exact && v >= 64) { /* out of the questions' reach */
    v = plain_mex(s, oo, nopt);
    all_exact = 1;
  }
  s->depth--;
  if (all_exact || (v < 64 && ((upto >> v) & 1))) {
    store(s, s->b + ko, len, v, n0);
    s->bn = mark;
    return v;
  }
  exclude(s, s->b + ko, len, hash, in, n0);
  s->bn = mark;
  return GR_NOT_IN;
}

/* The exact value by aspiration: is it 0? 1? … — each option asked only
** whether it has the value being tried (Lemoine and Viennot's question),
** options found to have some value never asked again. For the position a
** search starts from: below it, exact values go by Beling and Rogalski's
** sets. */
static uint64_t p_aspire(pruned *s, const unsigned char *key, size_t len) {
  gr_ctx *ctx = s->ctx;
  const gr_search *g = s->g;
  size_t mark = s->bn, ko, oo, i;
  uint64_t v, seen = 0, r, hash = gr_poscache_hash(key, len);
  pset P;
  unsigned long n0 = s->nodes;
  long nopt, left;
  size_t so; /* (s->b + so)[w]: some option is known to be worth w (w <= nopt) */
  if (gr_poscache_get_h(s->pc, key, len, hash, &v)) {
    if (!(v & GR_EXCLUDED)) return v;
    seen = v & ~GR_EXCLUDED; /* values no option need be asked about: excluded ones */
  }
  if (g->known != NULL && g->known(g->game, key, len, &v)) {
    gr_poscache_put(ctx, s->pc, key, len, v, 0);
    return v;
  }
  if (!spend(ctx, 1)) out_of_work(s);
  s->depth++;
  s->nodes++;
  gr_poscache_visited(s->pc);
  left = open_position(s, key, len, ALL, 0, 0, &ko, &oo, &nopt, &P);
  so = pbpush(s, (size_t)nopt + 1);
  memset(s->b + so, 0, (size_t)nopt + 1);
  for (i = (size_t)left; i < (size_t)nopt; i++) { /* options known at once */
    const orec *rc = rec_of(s, ((const size_t *)(const void *)(s->b + oo))[i]);
    if (rc->x <= (uint64_t)nopt) s->b[so + rc->x] = 1;
  }
  for (r = 0;; r++) { /* (the value is at most nopt: some r <= nopt is no option's) */
    int hit = 0;
    if ((r < 64 && ((seen >> r) & 1)) || (r <= (uint64_t)nopt && s->b[so + r])) continue;
    for (i = 0; i < (size_t)left && !hit;) {
      size_t at = ((const size_t *)(const void *)(s->b + oo))[i], plen;
      uint64_t x, w, q, h;
      const unsigned char *pk;
      orec *rc = rec_of(s, at);
      if (!rc->folded) { /* once: every part but the asked one valued into x */
        x = fold_others(s, at);
        rc = rec_of(s, at);
        rc->x = x;
        rc->folded = 1;
        pk = rec_part(s, at, rc->ask, &plen, &h);
        if (gr_poscache_get_h(s->pc, pk, plen, h, &q)) {
          if (!(q & GR_EXCLUDED)) {
            w = x ^ q;
            goto known;
          }
          rec_of(s, at)->notv = q & ~GR_EXCLUDED;
        }
      }
      rc = rec_of(s, at);
      x = rc->x;
      if ((x ^ r) < 64 && ((rc->notv >> (x ^ r)) & 1)) { /* known not to be r */
        i++;
        continue;
      }
      pk = rec_part(s, at, rc->ask, &plen, &h);
      if ((x ^ r) >= 64) {
        w = x ^ p_exact(s, pk, plen, h);
      } else {
        q = p_in(s, pk, plen, h, (uint64_t)1 << (x ^ r), 0);
        if (q == GR_NOT_IN) {
          rec_of(s, at)->notv |= (uint64_t)1 << (x ^ r);
          i++;
          continue;
        }
        w = q ^ x;
      }
    known: { /* this option's value is known now: out of the list */
        size_t *order = (size_t *)(void *)(s->b + oo);
        memmove(order + i, order + i + 1, ((size_t)left - i - 1) * sizeof *order);
        left--;
        if (w <= (uint64_t)nopt) s->b[so + w] = 1; /* skipped when r comes to it */
        if (w == r) hit = 1;
      }
    }
    if (!hit) break;
  }
  store(s, s->b + ko, len, r, n0);
  s->bn = mark;
  s->depth--;
  return r;
}

uint64_t gr_search_exact(gr_ctx *ctx, gr_poscache *pc, const gr_search *g, const void *key,
                         size_t len) {
  pruned s;
  pruned_init(&s, ctx, pc, g);
  return p_aspire(&s, key, len);
}

uint64_t gr_search_in(gr_ctx *ctx, gr_poscache *pc, const gr_search *g, const void *key,
                      size_t len, uint64_t in) {
  pruned s;
  pruned_init(&s, ctx, pc, g);
  return p_in(&s, key, len, gr_poscache_hash(key, len), in, 0);
}

uint64_t gr_search_parts_value(gr_ctx *ctx, gr_poscache *pc, const gr_search *g,
                               const gr_parts *p) {
  pruned s;
  uint64_t x = 0;
  int k;
  pruned_init(&s, ctx, pc, g);
  for (k = 0; k < p->k; k++) {
    size_t from = k ? p->end[k - 1] : 0;
    x ^= p_aspire(&s, p->b + from, p->end[k] - from);
  }
  return x;
}

int gr_search_parts_are(gr_ctx *ctx, gr_poscache *pc, const gr_search *g, const gr_parts *p,
                        uint64_t want) {
  pruned s;
  uint64_t x = 0, q;
  size_t from, len;
  int k;
  if (p->k == 0) return want == 0;
  pruned_init(&s, ctx, pc, g);
  for (k = 0; k + 1 < p->k; k++) {
    from = k ? p->end[k - 1] : 0;
    x ^= p_aspire(&s, p->b + from, p->end[k] - from);
  }
  from = k ? p->end[k - 1] : 0;
  len = p->end[k] - from;
  x ^= want;
  if (x >= 64) return p_aspire(&s, p->b + from, len) == x;
  q = p_in(&s, p->b + from, len, gr_poscache_hash(p->b + from, len), (uint64_t)1 << x, 0);
  return q == x;
}

/* gr_search_exact as a protected try (gr_try). */
typedef struct exact_try {
  gr_poscache *pc;
  const gr_search *g;
  const void *key;
  size_t len;
  uint64_t v;
} exact_try;

static void exact_fn(gr_ctx *ctx, void *ud) {
  exact_try *t = ud;
  t->v = gr_search_exact(ctx, t->pc, t->g, t->key, t->len);
}

int gr_search_exact_within(gr_ctx *ctx, gr_poscache *pc, const gr_search *g, const void *key,
                           size_t len, gr_int units, uint64_t *value) {
  exact_try t;
  gr_int work = ctx->work;
  if (gr_poscache_get(pc, key, len, value) && !(*value & GR_EXCLUDED)) return 1;
  t.pc = pc;
  t.g = g;
  t.key = key;
  t.len = len;
  t.v = 0;
  /* what it spends counts against the call; a failed try is not the call's failure */
  if (gr_try(ctx, work >= 0 && work < units ? work : units, exact_fn, &t, NULL) != GR_OK) return 0;
  *value = t.v;
  return 1;
}

int gr_search_parts_within(gr_ctx *ctx, gr_poscache *pc, const gr_search *g, const gr_parts *p,
                           gr_int units, uint64_t *value) {
  uint64_t x = 0, v;
  int k;
  for (k = 0; k < p->k; k++) {
    size_t from = k ? p->end[k - 1] : 0;
    if (!gr_search_exact_within(ctx, pc, g, p->b + from, p->end[k] - from, units, &v)) return 0;
    x ^= v;
  }
  *value = x;
  return 1;
}
