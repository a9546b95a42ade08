/*
** prune.c — the search that fills a position cache: the depth-first mex
** (gr_search_value) and the pruned search for games whose positions split
** into parts (gr_search_exact and friends).
**
** The search is a depth-first mex with its own stacks — a frame per
** position being valued, its key, the game's option iterator and the parts
** of the option being valued — so a game as deep as its heaps are large
** never touches the C stack. A child's value goes straight to its parent
** (never read back from the cache), so clearing the cache mid-search cannot
** lose it.
*/
#include <string.h>
#include "prune.h"

static size_t pad8(size_t n) { return (n + 7) & ~(size_t)7; }

/* ---- parts of an option ------------------------------------------------------- */

void gr_parts_add(gr_parts *p, const void *key, size_t len) {
  if (p->k == GR_SEARCH_MAX_PARTS)
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
    if (g->next(ctx, g->game, s.b + f->key, f->len, s.b + f->it, &parts)) {
      size_t at = bpush(&s, (size_t)parts.k * sizeof(size_t) + parts.n);
      f = &s.f[s.nf - 1];
      f->parts = at;
      memcpy(s.b + at, parts.end, (size_t)parts.k * sizeof(size_t));
      if (parts.n) memcpy(s.b + at + (size_t)parts.k * sizeof(size_t), parts.b, parts.n);
      f->np = parts.k;
      f->pi = 0;
      f->acc = 0;
      continue;
    }
    { /* every option is valued: the mex */
      uint64_t v = mex_of(&s, f->seen);
      gr_poscache_put(ctx, pc, s.b + f->key, f->len, v);
      pc->st.searched++;
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
** game's iterator, and one record per option — [x: the XOR of the parts whose
** values the cache knew][np: parts left][weight][their ends][their keys]. The
** stack grows by copying into new scratch memory; the old copy stays readable
** until the call ends, so a key handed down stays valid. */

#define PRUNED_MAX_DEPTH 100000

typedef struct pruned {
  gr_ctx *ctx;
  gr_poscache *pc;
  const gr_search *g;
  unsigned char *b;  /* the byte stack */
  size_t bn, bcap;
  gr_parts parts;    /* the game writes one option here */
  long depth;
} pruned;

typedef struct orec {
  uint64_t x;        /* XOR of the parts already known */
  uint64_t notv;     /* aspiration: values the last part is known not to have */
  uint32_t folded;   /* aspiration: x holds every part but the last */
  uint32_t pad;
  double w;          /* the option's weight (order) */
  uint32_t np;       /* parts still to value */
  uint32_t bytes;    /* the record's length, header included */
} orec;

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

static int top_bit(uint64_t x) {
  int i = 63;
  while (!((x >> i) & 1)) i--;
  return i;
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

static uint64_t p_in(pruned *s, const unsigned char *key, size_t len, uint64_t in);

/* Part i of the record at `at` (offset), as a pointer and length. */
static const unsigned char *rec_part(const pruned *s, size_t at, uint32_t i, size_t *len) {
  const orec *r = (const orec *)(const void *)(s->b + at);
  const uint32_t *ends = (const uint32_t *)(const void *)(s->b + at + sizeof *r);
  size_t from = i ? ends[i - 1] : 0;
  *len = ends[i] - from;
  return s->b + at + sizeof *r + pad8(r->np * sizeof *ends) + from;
}

static uint64_t p_exact(pruned *s, const unsigned char *key, size_t len);

static uint64_t p_in_any(pruned *s, const unsigned char *key, size_t len, uint64_t in,
                         int aspire);

/* A cached word: an exact value, or GR_EXCLUDED and the values it is not. */
static int exact_get(gr_poscache *pc, const void *key, size_t len, uint64_t *v) {
  return gr_poscache_get(pc, key, len, v) && !(*v & GR_EXCLUDED);
}

/* Records that key's value is none of `not` (values below 63). */
static void exclude(pruned *s, const void *key, size_t len, uint64_t not) {
  uint64_t v = 0;
  if (gr_poscache_get(s->pc, key, len, &v) && !(v & GR_EXCLUDED)) return;
  gr_poscache_put(s->ctx, s->pc, key, len, GR_EXCLUDED | (v & ~GR_EXCLUDED) | (not & ~GR_EXCLUDED));
}

/* Asks the memory for the slot key would be looked up in, ahead of the lookup. */
static void prefetch(const gr_poscache *pc, const void *key, size_t len) {
#if defined(__GNUC__) || defined(__clang__)
  if (pc->nslot) __builtin_prefetch(&pc->slot[(size_t)gr_poscache_hash(key, len) & (pc->nslot - 1)]);
#else
  (void)pc;
  (void)key;
  (void)len;
#endif
}

static uint64_t p_in(pruned *s, const unsigned char *key, size_t len, uint64_t in) {
  return p_in_any(s, key, len, in, 0);
}

/* The exact value, by aspiration: is it 0? 1? … — each option asked only
** whether it has the value being tried (Lemoine and Viennot's question), and
** options found to have some value never asked again. */
static uint64_t p_exact(pruned *s, const unsigned char *key, size_t len) {
  return p_in_any(s, key, len, ~(uint64_t)0, 1);
}

static uint64_t p_in_any(pruned *s, const unsigned char *key, size_t len, uint64_t in,
                         int aspire) {
  gr_ctx *ctx = s->ctx;
  const gr_search *g = s->g;
  size_t mark = s->bn, ko, it, *order, oo, i, nopt = 0, first;
  uint64_t v, P, upto, e;
  int exact = 1, maxr;
  uint64_t excl = 0;
  if (gr_poscache_get(s->pc, key, len, &v)) {
    if (!(v & GR_EXCLUDED)) return v;
    excl = v & ~GR_EXCLUDED;
    if (!aspire && (in & ~excl) == 0) return GR_NOT_IN;
    if (!aspire) in &= ~excl;
  }
  if (g->known != NULL && g->known(g->game, key, len, &v)) {
    gr_poscache_put(ctx, s->pc, key, len, v);
    return v;
  }
  if (!aspire && g->options != NULL && (uint64_t)gr_bit_low(in) > g->options(g->game, key, len)) {
    exclude(s, key, len, in); /* a value is at most the number of options */
    return GR_NOT_IN;
  }
  if (!spend(ctx, 1)) out_of_work(s);
  if (++s->depth > PRUNED_MAX_DEPTH)
    gr_throw(ctx, GR_ELIMIT, gr_m2(ctx, GR_M(err_search_deep), gr_t(g->what),
                                   gr_i(PRUNED_MAX_DEPTH)));
  ko = pbpush(s, len);
  memcpy(s->b + ko, key, len);
  it = pbpush(s, g->iter_size ? g->iter_size : 1);
  g->begin(ctx, g->game, s->b + ko, len, s->b + it);
  first = pad8(s->bn);
  { /* every option, all its parts, listed eight at a time, their slots fetched
    ** ahead of the lookups; then the parts the cache knows folded into x, the
    ** others kept (moved down in place). An in-set question is answered as soon
    ** as the options known rule out every value asked for (the reckoning below,
    ** on the options so far, from the count of options the game gives). */
    size_t done = first, told = 0;
    uint64_t Pe = 0;
    int early = !aspire && g->options != NULL, more = 1;
    if (early) {
      uint64_t n = g->options(g->game, key, len);
      early = n < 63;
      Pe = early ? ((uint64_t)1 << (n + 1)) - 1 : 0;
    }
    while (more) {
      orec r;
      uint32_t *ends, k;
      size_t at;
      s->parts.n = 0;
      s->parts.k = 0;
      more = g->next(ctx, g->game, s->b + ko, len, s->b + it, &s->parts);
      if (more) {
        if (!spend(ctx, 1)) out_of_work(s);
        memset(&r, 0, sizeof r);
        r.np = (uint32_t)s->parts.k;
        r.bytes = (uint32_t)(sizeof r + pad8(r.np * sizeof *ends) + pad8(s->parts.n));
        at = pbpush(s, r.bytes);
        memcpy(s->b + at, &r, sizeof r);
        ends = (uint32_t *)(void *)(s->b + at + sizeof r);
        for (k = 0; k < r.np; k++) {
          size_t from = k ? s->parts.end[k - 1] : 0;
          ends[k] = (uint32_t)s->parts.end[k];
          prefetch(s->pc, s->parts.b + from, s->parts.end[k] - from);
        }
        if (s->parts.n > 0) /* an option with no parts left may have no buffer yet */
          memcpy(s->b + at + sizeof r + pad8(r.np * sizeof *ends), s->parts.b, s->parts.n);
        nopt++;
        if (nopt - told < 8) continue;
      }
      for (; told < nopt; told++) { /* the lookups of the options listed since */
        orec *rp = (orec *)(void *)(s->b + done);
        uint32_t np = rp->np, kept = 0, kend[GR_SEARCH_MAX_PARTS];
        const unsigned char *keys;
        ends = (uint32_t *)(void *)(s->b + done + sizeof *rp);
        keys = s->b + done + sizeof *rp + pad8(np * sizeof *ends);
        s->parts.n = 0;
        s->parts.k = 0;
        for (k = 0; k < np; k++) {
          size_t from = k ? ends[k - 1] : 0, plen = ends[k] - from;
          uint64_t pv;
          if (exact_get(s->pc, keys + from, plen, &pv)) {
            rp->x ^= pv;
            continue;
          }
          if (g->weight != NULL) rp->w += g->weight(g->game, keys + from, plen);
          gr_parts_add(&s->parts, keys + from, plen);
          kend[kept++] = (uint32_t)s->parts.n;
        }
        if (kept < np) {
          for (k = 0; k < kept; k++) ends[k] = kend[k];
          rp->np = kept;
          memcpy(s->b + done + sizeof *rp + pad8(kept * sizeof *ends), s->parts.b, s->parts.n);
        }
        if (early && kept == 0) {
          uint64_t top = (uint64_t)1 << top_bit(Pe);
          if (rp->x < 64 && ((Pe & ~top) >> rp->x) & 1) Pe &= ~((uint64_t)1 << rp->x);
          else Pe &= ~top;
          if ((Pe & in) == 0) {
            exclude(s, s->b + ko, len, in);
            s->bn = mark;
            s->depth--;
            return GR_NOT_IN;
          }
        }
        done += pad8(rp->bytes);
      }
    }
  }
  { /* the records' offsets, to order them */
    size_t at = first;
    oo = pbpush(s, (nopt ? nopt : 1) * sizeof *order);
    order = (size_t *)(void *)(s->b + oo);
    for (i = 0; i < nopt; i++) {
      order[i] = at;
      at += pad8(((const orec *)(const void *)(s->b + at))->bytes);
    }
  }
  if (nopt >= 64) { /* plain mex */
    size_t mo = pbpush(s, nopt + 1);
    memset(s->b + mo, 0, nopt + 1);
    for (i = 0; i < nopt; i++) {
      size_t at = ((const size_t *)(void *)(s->b + oo))[i];
      uint32_t k, np = ((const orec *)(const void *)(s->b + at))->np;
      uint64_t x = ((const orec *)(const void *)(s->b + at))->x;
      for (k = 0; k < np; k++) {
        size_t plen;
        const unsigned char *pk = rec_part(s, at, k, &plen);
        x ^= p_exact(s, pk, plen);
      }
      if (x <= nopt) s->b[mo + x] = 1;
    }
    for (e = 0; s->b[mo + e]; e++) {}
    gr_poscache_put(ctx, s->pc, s->b + ko, len, e);
    s->pc->st.searched++;
    s->bn = mark;
    s->depth--;
    return e;
  }
  if (aspire) {
    uint64_t seen = excl, r; /* values no option has need not be tried: excluded ones */
    size_t left, j;
    order = (size_t *)(void *)(s->b + oo);
    for (i = j = 0; i < nopt; i++) { /* options known at once */
      const orec *rc = (const orec *)(const void *)(s->b + order[i]);
      if (rc->np == 0) {
        if (rc->x < 64) seen |= (uint64_t)1 << rc->x;
        continue;
      }
      order[j++] = order[i];
    }
    left = j;
    if (g->weight != NULL)
      for (i = 1; i < left; i++) {
        size_t at = order[i], k = i;
        double w = ((const orec *)(const void *)(s->b + at))->w;
        while (k > 0 && ((const orec *)(const void *)(s->b + order[k - 1]))->w > w) {
          order[k] = order[k - 1];
          k--;
        }
        order[k] = at;
      }
    for (r = 0;; r++) {
      int hit = 0;
      if (r < 64 && ((seen >> r) & 1)) continue;
      for (i = 0; i < left && !hit;) {
        size_t at = ((const size_t *)(const void *)(s->b + oo))[i], plen;
        uint64_t x, w, q;
        uint32_t k, np = ((const orec *)(const void *)(s->b + at))->np;
        const unsigned char *pk;
        orec *rc;
        if (!((const orec *)(const void *)(s->b + at))->folded) {
          /* once: the parts but the last valued into x, and what the cache
          ** says of the last (the recursion may move the byte stack: the
          ** record is found again by its offset) */
          x = ((const orec *)(const void *)(s->b + at))->x;
          for (k = 0; k + 1 < np; k++) {
            pk = rec_part(s, at, k, &plen);
            x ^= p_exact(s, pk, plen);
          }
          rc = (orec *)(void *)(s->b + at);
          rc->x = x;
          rc->folded = 1;
          pk = rec_part(s, at, np - 1, &plen);
          if (gr_poscache_get(s->pc, pk, plen, &q)) {
            if (!(q & GR_EXCLUDED)) {
              w = x ^ q;
              goto known;
            }
            rc->notv = q & ~GR_EXCLUDED;
          }
        }
        rc = (orec *)(void *)(s->b + at);
        x = rc->x;
        if ((x ^ r) < 64 && ((rc->notv >> (x ^ r)) & 1)) { /* known not to be r */
          i++;
          continue;
        }
        pk = rec_part(s, at, np - 1, &plen);
        if ((x ^ r) >= 64) {
          w = x ^ p_exact(s, pk, plen);
        } else {
          q = p_in(s, pk, plen, (uint64_t)1 << (x ^ r));
          if (q == GR_NOT_IN) {
            rc = (orec *)(void *)(s->b + at);
            rc->notv |= (uint64_t)1 << (x ^ r);
            i++;
            continue;
          }
          w = q ^ x;
        }
      known:
        /* this option's value is known now: out of the list */
        order = (size_t *)(void *)(s->b + oo);
        memmove(order + i, order + i + 1, (left - i - 1) * sizeof *order);
        left--;
        if (w < 64) seen |= (uint64_t)1 << w;
        if (w == r) hit = 1;
      }
      if (!hit) break;
    }
    gr_poscache_put(ctx, s->pc, s->b + ko, len, r);
    s->pc->st.searched++;
    s->bn = mark;
    s->depth--;
    return r;
  }
  {
    size_t j;
    order = (size_t *)(void *)(s->b + oo);
    P = nopt == 63 ? ~(uint64_t)0 : ((uint64_t)1 << (nopt + 1)) - 1;
    for (i = j = 0; i < nopt; i++) { /* options known at once; the rest, lightest first */
      size_t at = order[i];
      const orec *r = (const orec *)(const void *)(s->b + at);
      if (r->np == 0) {
        uint64_t top = (uint64_t)1 << top_bit(P);
        if (r->x < 64 && ((P & ~top) >> r->x) & 1) P &= ~((uint64_t)1 << r->x);
        else P &= ~top;
        continue;
      }
      order[j++] = at;
    }
    nopt = j;
    if (g->weight != NULL)
      for (i = 1; i < nopt; i++) { /* insertion sort: option lists are short */
        size_t at = order[i], k = i;
        double w = ((const orec *)(const void *)(s->b + at))->w;
        while (k > 0 && ((const orec *)(const void *)(s->b + order[k - 1]))->w > w) {
          order[k] = order[k - 1];
          k--;
        }
        order[k] = at;
      }
    maxr = top_bit(in);
    upto = maxr == 63 ? ~(uint64_t)0 : ((uint64_t)1 << (maxr + 1)) - 1;
    for (i = 0; i < nopt; i++) {
      size_t at = ((const size_t *)(const void *)(s->b + oo))[i], plen;
      uint64_t top, Pm, x, w;
      uint32_t k, np;
      const unsigned char *pk;
      if ((P & in) == 0) { /* none of the values asked for is possible */
        exclude(s, s->b + ko, len, in);
        s->bn = mark;
        s->depth--;
        return GR_NOT_IN;
      }
      top = (uint64_t)1 << top_bit(P);
      Pm = P & ~top;
      x = ((const orec *)(const void *)(s->b + at))->x;
      np = ((const orec *)(const void *)(s->b + at))->np;
      for (k = 0; k + 1 < np; k++) {
        pk = rec_part(s, at, k, &plen);
        x ^= p_exact(s, pk, plen);
      }
      pk = rec_part(s, at, np - 1, &plen);
      if (x >= 64) {
        w = x ^ p_exact(s, pk, plen);
      } else {
        uint64_t q = p_in(s, pk, plen, xor_set(Pm & upto, x));
        if (q == GR_NOT_IN) {
          P = Pm;
          exact = 0;
          continue;
        }
        w = q ^ x;
      }
      if (w < 64 && (Pm >> w) & 1) P &= ~((uint64_t)1 << w);
      else P = Pm;
    }
  }
  e = (uint64_t)gr_bit_low(P);
  s->depth--;
  if (exact || ((upto >> e) & 1)) {
    gr_poscache_put(ctx, s->pc, s->b + ko, len, e);
    s->pc->st.searched++;
    s->bn = mark;
    return e;
  }
  exclude(s, s->b + ko, len, in);
  s->bn = mark;
  return GR_NOT_IN;
}

uint64_t gr_search_exact(gr_ctx *ctx, gr_poscache *pc, const gr_search *g, const void *key,
                         size_t len) {
  pruned s;
  pruned_init(&s, ctx, pc, g);
  return p_exact(&s, key, len);
}

uint64_t gr_search_in(gr_ctx *ctx, gr_poscache *pc, const gr_search *g, const void *key,
                      size_t len, uint64_t in) {
  pruned s;
  pruned_init(&s, ctx, pc, g);
  return p_in(&s, key, len, in);
}

uint64_t gr_search_parts_value(gr_ctx *ctx, gr_poscache *pc, const gr_search *g,
                               const gr_parts *p) {
  pruned s;
  uint64_t x = 0;
  int k;
  pruned_init(&s, ctx, pc, g);
  for (k = 0; k < p->k; k++) {
    size_t from = k ? p->end[k - 1] : 0;
    x ^= p_exact(&s, p->b + from, p->end[k] - from);
  }
  return x;
}

int gr_search_parts_are(gr_ctx *ctx, gr_poscache *pc, const gr_search *g, const gr_parts *p,
                        uint64_t want) {
  pruned s;
  uint64_t x = 0, q;
  size_t from;
  int k;
  if (p->k == 0) return want == 0;
  pruned_init(&s, ctx, pc, g);
  for (k = 0; k + 1 < p->k; k++) {
    from = k ? p->end[k - 1] : 0;
    x ^= p_exact(&s, p->b + from, p->end[k] - from);
  }
  from = k ? p->end[k - 1] : 0;
  x ^= want;
  if (x >= 64) return p_exact(&s, p->b + from, p->end[k] - from) == x;
  q = p_in(&s, p->b + from, p->end[k] - from, (uint64_t)1 << x);
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
  if (exact_get(pc, key, len, value)) return 1;
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

