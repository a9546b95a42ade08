/*
** tbvalues.c — SG values of take-and-break codes, the family hooks that the
** games of heaps and of rows of pins share: the values, the periodicity
** bound and the sequence statistics.
**
** Plain mex looks at every option of heap n: O(n) splits per digit that
** leaves two heaps, O(n^2) for three. The rare/common method (used for finite
** codes whose moves leave at most two heaps) looks at far fewer:
**
**   The values are split into common (C) and rare (R) so that the XOR of two
**   common values is never common. A two-heap option a + b of heap n whose
**   value is common therefore has a rare part, so one pass over the few heaps
**   with rare values finds every common option. mc, the smallest common value
**   missing there, is then the answer unless some rare value below it is
**   missing too; those "targets" are looked for among the other splits, in
**   blocks of 16 taken in turn from 8 points spread over the splits of every
**   split digit (targets that only some digits or regions give turn up
**   early), stopping as soon as every one has turned up. Only a heap whose
**   value turns out rare needs the full scan.
**
** The split is built greedily from the value counts, most frequent value
** first: a value joins C unless two members of C already XOR to it (kept
** as a table of forbidden values). It is rebuilt at sizes 64, 128, 256, …
** and when the rare heaps double, so it follows the counts as they shift.
** It may also classify (value, heap parity) pairs instead of values, one
** split per parity of the tokens a split removes ("by parity"): a pair's
** parities are then fixed, which for some codes (0.26) leaves almost no heap
** rare. Each rebuild keeps whichever way has fewer rare heaps to scan.
**
** Codes with a repeating tail whose moves only take (no digit leaves two
** heaps or more: 0.[3] is Nim) count their tail moves without looking at
** each: a heap of n has an option v[k] for every k ≡ n - j (mod the tail's
** length) with j a tail digit that leaves one heap, so the values are kept
** in one set per residue of n, each with its smallest missing value; a heap
** looks at one set and at the few digits before the tail.
**
** The state lives in the family table (family.c), so calls for growing n
** carry on where the last one stopped. Memory: the values (2 bytes each
** while they fit, in the table), the rare heaps (4 bytes each, dropped when they pass a
** quarter of the heaps) and tables over the values' range.
*/
#include <stdlib.h>
#include <string.h>
#include "../game.h"
#include "../family.h"
#include "code.h"

#define RC_BITS 10       /* rare/common is used while values stay below 2^RC_BITS */
#define FIRST_SPLIT 64   /* the first split is built at this size */
#define BLOCK 64         /* splits scanned between looks at the targets (a look, its
                         ** branch and the turn to the next point, costs more than
                         ** dozens of splits marked) … */
#define STREAMS_LOG 2    /* … in turn from 2^STREAMS_LOG points spread over the splits */
#define STREAMS (1 << STREAMS_LOG)

enum { COMMON = 1, RARE = 2 }; /* 0: not classified */

typedef struct rsplit {   /* one class of two-heap splits */
  unsigned char *cls;     /* [2V] COMMON or RARE per encoding */
  uint32_t *rare;         /* heaps ≥ 1 with a rare encoding, increasing, then (at
                          ** rare + caprare) their values: one block */
  uint32_t *rarev;
  gr_int nrare, caprare;
  uint32_t *common[2];    /* [V] values common for heaps of parity q, increasing */
  int ncommon[2];
  int live;               /* the rare heaps are kept (not dropped for being many) */
} rsplit;

typedef struct tails {     /* a take-only code's tail moves, by residue */
  int len, first;         /* the tail's length; the first digit in it (t - len + 1) */
  int nleave, leave[GR_MAX_CODE_DIGITS]; /* offsets u of tail digits that leave one heap */
  int32_t *up;            /* [len][room + 1]: set o holds some v[k] = g with k + u ≡ o
                          ** exactly when up[o][g] != g; following up from g leads to
                          ** the smallest value >= g missing from the set */
  gr_int room;            /* values below room are tracked */
  gr_int added;           /* v[1..added] are in the sets */
} tails;

typedef struct tbstate {
  gr_int n;               /* heaps counted into the state */
  int vbits;              /* every value so far is below V = 2^vbits */
  uint32_t *seen;         /* [V] option stamps, then (one block) … */
  uint32_t stamp;
  uint32_t *count;        /* … [2V] heaps by encoding value << 1 | heap parity */
  int parity;             /* splits classify (value, parity) pairs */
  int built;              /* a split exists */
  rsplit sp[2];           /* class of a split removing j: parity ? j & 1 : 0 */
  gr_int next_build;      /* rebuild the split at this size … */
  gr_int rare_built;      /* … or when the rare heaps pass twice this */
  tails tk;               /* take-only codes with a tail */
  double spent;           /* options looked at for the heaps counted since `since` */
  gr_int since;           /* the state was made with this many values known */
  double at[64];          /* spent when n reached 2^k (k with 2^k > since only) */
} tbstate;

/* A finite code's digits, grouped for one grow call. */
typedef struct digits {
  int ntake, take[GR_MAX_CODE_DIGITS + 1], takebits[GR_MAX_CODE_DIGITS + 1];
  int nsplit[2], split[2][GR_MAX_CODE_DIGITS + 1], splitmod[2][GR_MAX_CODE_DIGITS + 1];
  int nmulti, multi[GR_MAX_CODE_DIGITS + 1], multibits[GR_MAX_CODE_DIGITS + 1],
      multimod[GR_MAX_CODE_DIGITS + 1];
} digits;

static int code_rc(const gr_code *c) { return c->tail == 0 && c->heaps == 2; }
static int code_takes(const gr_code *c) { return c->tail > 0 && c->heaps <= 1; }

/* ---- state memory ------------------------------------------------------------ */

static void *st_alloc(gr_ctx *ctx, gr_famstate *fs, size_t bytes) {
  void *p = gr_famstate_alloc(ctx, fs, bytes ? bytes : 1);
  memset(p, 0, bytes ? bytes : 1);
  return p;
}

static void st_free(gr_ctx *ctx, gr_famstate *fs, void *p, size_t bytes) {
  if (p != NULL) gr_famstate_free(ctx, fs, p, bytes ? bytes : 1);
}

static void drop_split(gr_ctx *ctx, gr_famstate *fs, tbstate *s, int c) {
  rsplit *r = &s->sp[c];
  size_t V = (size_t)1 << s->vbits;
  st_free(ctx, fs, r->cls, 2 * V);
  st_free(ctx, fs, r->common[0], V * sizeof(uint32_t));
  st_free(ctx, fs, r->common[1], V * sizeof(uint32_t));
  st_free(ctx, fs, r->rare, 2 * (size_t)r->caprare * sizeof(uint32_t));
  memset(r, 0, sizeof *r);
}

static void drop_rare(gr_ctx *ctx, gr_famstate *fs, rsplit *r) {
  st_free(ctx, fs, r->rare, 2 * (size_t)r->caprare * sizeof(uint32_t));
  r->rare = r->rarev = NULL;
  r->nrare = r->caprare = 0;
  r->live = 0;
}

static void drop_tails(gr_ctx *ctx, gr_famstate *fs, tails *k) {
  st_free(ctx, fs, k->up, (size_t)k->len * (size_t)(k->room + 1) * sizeof *k->up);
  k->up = NULL;
  k->room = 0;
  k->added = 0;
}

void gr_tb_state_free(gr_ctx *ctx, gr_famstate *fs) {
  tbstate *s = fs->p;
  size_t V;
  if (s == NULL) return;
  V = (size_t)1 << s->vbits;
  drop_split(ctx, fs, s, 0);
  drop_split(ctx, fs, s, 1);
  drop_tails(ctx, fs, &s->tk);
  st_free(ctx, fs, s->seen, 3 * V * sizeof(uint32_t));
  st_free(ctx, fs, s, sizeof *s);
  fs->p = NULL;
}

/* Makes room for values below 2^bits (the split is rebuilt after). Each
** allocation is attached at once, so a refusal leaves nothing behind. */
static void widen(gr_ctx *ctx, gr_famstate *fs, tbstate *s, int bits) {
  size_t V = (size_t)1 << s->vbits, W = (size_t)1 << bits;
  uint32_t *block;
  drop_split(ctx, fs, s, 0);
  drop_split(ctx, fs, s, 1);
  s->built = 0;
  block = st_alloc(ctx, fs, 3 * W * sizeof(uint32_t));
  memcpy(block + W, s->count, 2 * V * sizeof(uint32_t));
  st_free(ctx, fs, s->seen, 3 * V * sizeof(uint32_t));
  s->seen = block;
  s->count = block + W;
  s->stamp = 0;
  s->vbits = bits;
  s->built = 0;
}

/* The state for values v[0..n-1], made afresh (when missing or out of step
** with the table, e.g. after a call that stopped half way). With `counts`
** 0 (take-only codes with a tail, whose values grow with the heaps) the
** tables over the values' range are left small and unused. */
static tbstate *state_for(gr_ctx *ctx, gr_famstate *fs, const gr_vals *v, gr_int n,
                          int counts) {
  tbstate *s = fs->p;
  uint32_t top = 0;
  gr_int i;
  int bits = 6;
  if (s != NULL && s->n == n) return s;
  gr_tb_state_free(ctx, fs);
  for (i = 0; i < n && counts; i++)
    if (gr_val(v, i) > top) top = gr_val(v, i);
  while (((uint32_t)1 << bits) <= top) bits++;
  s = st_alloc(ctx, fs, sizeof *s);
  fs->p = s;
  s->n = -1; /* out of step with every table until it is whole: a refusal of the next
             ** allocation leaves a state the next call makes afresh, never one without stamps */
  s->vbits = bits;
  s->seen = st_alloc(ctx, fs, ((size_t)3 << bits) * sizeof(uint32_t));
  s->count = s->seen + ((size_t)1 << bits);
  for (i = 0; i < n && counts; i++) s->count[(size_t)gr_val(v, i) << 1 | (size_t)(i & 1)]++;
  s->n = n;
  s->since = n;
  s->next_build = FIRST_SPLIT;
  while (s->next_build <= n) s->next_build *= 2;
  return s;
}

/* ---- the split -------------------------------------------------------------------- */

static int cmp_u64(const void *a, const void *b) {
  uint64_t x = *(const uint64_t *)a, y = *(const uint64_t *)b;
  return x < y ? -1 : x > y;
}

/* Heaps of encoding e (by value alone when !by_parity). */
static uint32_t heaps_of(const tbstate *s, int by_parity, size_t e) {
  return by_parity ? s->count[e] : s->count[e << 1] + s->count[e << 1 | 1];
}

/* Greedy split of the encodings into cls (COMMON/RARE), most frequent
** first; z is the class's zero (0, or the parity of the tokens removed).
** Returns how many heaps are rare. */
static gr_int classify(gr_ctx *ctx, const tbstate *s, int by_parity, int z, unsigned char *cls) {
  size_t E = (size_t)(by_parity ? 2 : 1) << s->vbits, i, k, nc = 0;
  uint64_t *key = gr_alloc(ctx, E * sizeof *key);
  unsigned char *forbid = gr_alloc(ctx, E);
  uint32_t *com = gr_alloc(ctx, E * sizeof *com);
  gr_int rare = 0;
  for (i = 0; i < E; i++) key[i] = (uint64_t)(0xffffffffu - heaps_of(s, by_parity, i)) << 32 | i;
  qsort(key, E, sizeof *key, cmp_u64);
  memset(forbid, 0, E);
  forbid[z] = 1;
  for (k = 0; k < E; k++) {
    size_t e = (size_t)(key[k] & 0xffffffffu), x;
    if (forbid[e]) {
      cls[e] = RARE;
      rare += heaps_of(s, by_parity, e);
      continue;
    }
    cls[e] = COMMON;
    com[nc++] = (uint32_t)e;
    for (x = 0; x < nc; x++) forbid[e ^ com[x] ^ (size_t)z] = 1;
  }
  return rare;
}

static void rare_push(gr_ctx *ctx, gr_famstate *fs, rsplit *r, gr_int a, uint32_t g) {
  if (r->nrare == r->caprare) { /* the heaps and their values in one block */
    gr_int cap = r->caprare ? r->caprare * 2 : 256;
    uint32_t *block = st_alloc(ctx, fs, 2 * (size_t)cap * sizeof *block);
    if (r->nrare) {
      memcpy(block, r->rare, (size_t)r->nrare * sizeof *block);
      memcpy(block + cap, r->rarev, (size_t)r->nrare * sizeof *block);
    }
    st_free(ctx, fs, r->rare, 2 * (size_t)r->caprare * sizeof *block);
    r->rare = block;
    r->rarev = block + cap;
    r->caprare = cap;
  }
  r->rare[r->nrare] = (uint32_t)a;
  r->rarev[r->nrare++] = g;
}

static size_t enc(const tbstate *s, uint32_t g, gr_int h) {
  return s->parity ? (size_t)g << 1 | (size_t)(h & 1) : g;
}

/* Builds the split for heaps 0..n-1: by value or by (value, parity),
** whichever leaves fewer rare heaps to scan per split digit. */
static void build(gr_ctx *ctx, gr_famstate *fs, tbstate *s, const digits *dg, const gr_vals *v,
                  gr_int n) {
  size_t V = (size_t)1 << s->vbits, g;
  unsigned char *tmp = gr_alloc(ctx, 2 * V);
  gr_int cost[2] = {0, 0};
  int c, q;
  cost[0] = (gr_int)(dg->nsplit[0] + dg->nsplit[1]) * classify(ctx, s, 0, 0, tmp);
  for (c = 0; c < 2; c++) /* by parity: one split per parity of the tokens removed */
    if (dg->nsplit[c]) cost[1] += (gr_int)dg->nsplit[c] * classify(ctx, s, 1, c, tmp);
  drop_split(ctx, fs, s, 0);
  drop_split(ctx, fs, s, 1);
  s->built = 0; /* until every part is made */
  s->parity = cost[1] < cost[0];
  for (c = 0; c < 2; c++) {
    rsplit *r = &s->sp[c];
    gr_int a;
    if (s->parity ? dg->nsplit[c] == 0 : c == 1) continue;
    r->cls = st_alloc(ctx, fs, 2 * V);
    r->common[0] = st_alloc(ctx, fs, V * sizeof(uint32_t));
    r->common[1] = st_alloc(ctx, fs, V * sizeof(uint32_t));
    classify(ctx, s, s->parity, s->parity ? c : 0, r->cls);
    for (q = 0; q < 2; q++)
      for (g = 0; g < V; g++)
        if (r->cls[enc(s, (uint32_t)g, q)] == COMMON) r->common[q][r->ncommon[q]++] = (uint32_t)g;
    r->live = 1;
    for (a = 1; a < n; a++)
      if (r->cls[enc(s, gr_val(v, a), a)] == RARE) rare_push(ctx, fs, r, a, gr_val(v, a));
  }
  s->built = 1;
  s->rare_built = s->sp[0].nrare + s->sp[1].nrare;
  while (s->next_build <= n) s->next_build *= 2;
}

/* ---- one heap --------------------------------------------------------------------- */

/* Marks the options of splits a + (m - a) for a = at .. at + b - 1 (values
** of type T). */
#define SCAN_BLOCK(T)                                                                 \
  do {                                                                                \
    const T *lo = (const T *)v->p + at, *hi = (const T *)v->p + (m - at);             \
    size_t x = 0, n = (size_t)b;                                                      \
    for (; x + 4 <= n; x += 4) {                                                      \
      uint32_t x0 = (uint32_t)(lo[x] ^ *(hi - x)), x1 = (uint32_t)(lo[x + 1] ^ *(hi - x - 1)); \
      uint32_t x2 = (uint32_t)(lo[x + 2] ^ *(hi - x - 2));                            \
      uint32_t x3 = (uint32_t)(lo[x + 3] ^ *(hi - x - 3));                            \
      seen[x0] = st;                                                                  \
      seen[x1] = st;                                                                  \
      seen[x2] = st;                                                                  \
      seen[x3] = st;                                                                  \
    }                                                                                 \
    for (; x < n; x++) seen[(uint32_t)(lo[x] ^ *(hi - x))] = st;                      \
  } while (0)

static void scan_block(const gr_vals *v, uint32_t *seen, uint32_t st, gr_int m, gr_int at,
                       gr_int b) {
  if (v->wide) SCAN_BLOCK(uint32_t);
  else SCAN_BLOCK(uint16_t);
}

/* Marks the options of every split of m into two heaps; returns how many. */
static gr_int scan_all(const gr_vals *v, uint32_t *seen, uint32_t st, gr_int m, int mod) {
  gr_int half = mod ? (m - 1) / 2 : m / 2;
  if (half <= 0) return 0;
  scan_block(v, seen, st, m, 1, half);
  return half;
}

/* Marks the options of splits of m into three (bits & 8) or four (bits &
** 16) heaps, with the modifier; returns how many. */
static gr_int scan_multi(const gr_vals *v, uint32_t *seen, uint32_t st, gr_int m, int bits,
                         int mod) {
  gr_int a, b, c, work = 0;
  if (bits & 8)
    for (a = 1; 3 * a <= m; a++)
      for (b = a; a + 2 * b <= m; b++) {
        c = m - a - b;
        if (mod == GR_MOD_UNEQUAL && (a == b || b == c)) continue;
        if (mod == GR_MOD_NOTALL && a == c) continue;
        seen[gr_val(v, a) ^ gr_val(v, b) ^ gr_val(v, c)] = st;
        work++;
      }
  if (bits & 16)
    for (a = 1; 4 * a <= m; a++)
      for (b = a; a + 3 * b <= m; b++)
        for (c = b; a + b + 2 * c <= m; c++) {
          gr_int d = m - a - b - c;
          if (mod == GR_MOD_UNEQUAL && (a == b || b == c || c == d)) continue;
          if (mod == GR_MOD_NOTALL && a == d) continue;
          seen[gr_val(v, a) ^ gr_val(v, b) ^ gr_val(v, c) ^ gr_val(v, d)] = st;
          work++;
        }
  return work;
}

static uint32_t next_stamp(tbstate *s) {
  if (++s->stamp == 0) { /* wrapped: forget every old stamp */
    memset(s->seen, 0, ((size_t)1 << s->vbits) * sizeof(uint32_t));
    s->stamp = 1;
  }
  return s->stamp;
}

/* The smallest value in [0, V) not stamped, or V. */
static uint32_t mex(const tbstate *s, uint32_t st) {
  uint32_t g = 0, V = (uint32_t)1 << s->vbits;
  while (g < V && s->seen[g] == st) g++;
  return g;
}

/* Marks the options a + (m - a) for the rare heaps a = rare[from..to-1]. */
static void rare_pass(const rsplit *r, const uint16_t *v, uint32_t *seen, uint32_t st, gr_int m,
                      gr_int from, gr_int to) {
  const uint32_t *ra = r->rare, *rv = r->rarev;
  const uint16_t *top = v + m;
  size_t k = (size_t)from, end = (size_t)to; /* 32-bit in wasm: no 64-bit address arithmetic */
  for (; k + 4 <= end; k += 4) {
    uint32_t x0 = rv[k] ^ *(top - ra[k]), x1 = rv[k + 1] ^ *(top - ra[k + 1]);
    uint32_t x2 = rv[k + 2] ^ *(top - ra[k + 2]), x3 = rv[k + 3] ^ *(top - ra[k + 3]);
    seen[x0] = st;
    seen[x1] = st;
    seen[x2] = st;
    seen[x3] = st;
  }
  for (; k < end; k++) seen[rv[k] ^ *(top - ra[k])] = st;
}

typedef struct cursor { /* where the search for targets is in one run of splits */
  gr_int m, at, end;    /* splits a + (m - a) for a = at..end are still to look at */
} cursor;

/* SG of heap n of a finite code, all heaps below known (in 2 bytes each:
** the values stay below 2^RC_BITS); *work counts the options looked at; tg
** has room for 2^vbits targets, cur for a cursor per split digit and
** stream. */
static uint32_t heap_value(tbstate *s, const digits *dg, const gr_vals *vs, gr_int n,
                           uint32_t *tg, cursor *cur, gr_int *work) {
  const uint16_t *v = vs->p;
  uint32_t st = next_stamp(s), *seen = s->seen, g;
  int i, c, active[2] = {0, 0}, any = 0;
  for (i = 0; i < dg->ntake; i++) {
    int j = dg->take[i];
    if ((dg->takebits[i] & 1) && n == j) seen[0] = st;
    if ((dg->takebits[i] & 2) && n > j) seen[v[n - j]] = st;
  }
  *work += dg->ntake;
  for (i = 0; i < dg->nmulti; i++)
    if (n - dg->multi[i] >= 3)
      *work += scan_multi(vs, seen, st, n - dg->multi[i], dg->multibits[i], dg->multimod[i]);
  for (c = 0; c < 2; c++) { /* each class: the rare pass, or every split */
    rsplit *r = &s->sp[s->parity ? c : 0];
    gr_int pairs = 0;
    for (i = 0; i < dg->nsplit[c]; i++) { /* digits past n split nothing (and count 0) */
      gr_int m = n - dg->split[c][i];
      if (m >= 2) pairs += dg->splitmod[c][i] ? (m - 1) / 2 : m / 2;
    }
    if (pairs == 0) continue;
    active[c] = s->built && r->live && n >= FIRST_SPLIT && 2 * r->nrare < pairs;
    if (!active[c]) {
      for (i = 0; i < dg->nsplit[c]; i++)
        if (n - dg->split[c][i] >= 2)
          *work += scan_all(vs, seen, st, n - dg->split[c][i], dg->splitmod[c][i]);
      continue;
    }
    any = 1;
    for (i = 0; i < dg->nsplit[c]; i++) {
      gr_int m = n - dg->split[c][i], lim = r->nrare, mid;
      if (m < 2) continue;
      while (lim > 0 && r->rare[lim - 1] >= (uint64_t)m) lim--;
      mid = lim;
      if (dg->splitmod[c][i] && !(m & 1)) { /* "!": not the rare heap m/2 with itself */
        gr_int lo = 0, hi = lim;
        while (lo < hi) {
          gr_int md = (lo + hi) / 2;
          if (2 * (gr_int)r->rare[md] < m) lo = md + 1;
          else hi = md;
        }
        mid = lo;
      }
      rare_pass(r, v, seen, st, m, 0, mid);
      rare_pass(r, v, seen, st, m, mid < lim && 2 * (gr_int)r->rare[mid] == m ? mid + 1 : mid,
                lim);
      *work += lim;
    }
  }
  if (!any) return mex(s, st);
  { /* mc: the smallest common value (in every active class) not reached */
    int q = (int)(n & 1), first = active[0] ? 0 : 1, nt = 0, done = 0;
    const rsplit *r0 = &s->sp[s->parity ? first : 0];
    const rsplit *r1 = active[0] && active[1] && s->parity ? &s->sp[1] : NULL;
    uint32_t mc = (uint32_t)1 << s->vbits;
    for (i = 0; i < r0->ncommon[q]; i++) {
      uint32_t x = r0->common[q][i];
      if (seen[x] == st) continue;
      if (r1 != NULL && r1->cls[enc(s, x, n)] != COMMON) continue;
      mc = x;
      break;
    }
    for (g = 0; g < mc; g++)
      if (seen[g] != st) tg[nt++] = g;
    if (nt > 0) { /* look for the targets: every split digit, from points spread over it */
      int ncur = 0, live, k;
      for (c = 0; c < 2; c++)
        for (i = 0; active[c] && i < dg->nsplit[c]; i++) {
          gr_int m = n - dg->split[c][i], half = dg->splitmod[c][i] ? (m - 1) / 2 : m / 2;
          int sh = half >= STREAMS * BLOCK ? STREAMS_LOG : 0, w; /* 2^sh points (no division) */
          for (w = 0; w < 1 << sh && half > 0; w++, ncur++) {
            cur[ncur].m = m;
            cur[ncur].at = 1 + ((w * half) >> sh);
            cur[ncur].end = ((w + 1) * half) >> sh;
          }
        }
      for (live = ncur, k = 0; live > 0 && !done; k = k + 1 == ncur ? 0 : k + 1) {
        cursor *u = &cur[k];
        gr_int b = u->end - u->at + 1;
        if (b <= 0) continue;
        if (b > BLOCK) b = BLOCK;
        scan_block(vs, seen, st, u->m, u->at, b);
        u->at += b;
        live -= u->at > u->end;
        *work += b;
        if (seen[tg[nt - 1]] == st) { /* the one watched turned up: drop all found */
          int kept = 0, y;
          for (y = 0; y < nt; y++)
            if (seen[tg[y]] != st) tg[kept++] = tg[y];
          nt = kept;
          done = nt == 0;
        }
      }
    }
    if (nt > 0) { /* every split seen: the smallest target never reached */
      int x;
      for (x = 0; x < nt; x++)
        if (seen[tg[x]] != st) return tg[x];
    }
    return mc;
  }
}

/* SG of heap n by plain mex over every option, for any code (tails too:
** dig/mod give the digit of every j ≤ n). */
static uint32_t heap_plain(tbstate *s, const gr_code *code, const unsigned char *dig,
                           const unsigned char *mod, const gr_vals *v, gr_int n, gr_int *work) {
  uint32_t st = next_stamp(s), *seen = s->seen;
  gr_int j, top = code->tail ? n : (n < code->t ? n : code->t);
  for (j = 0; j <= top; j++) {
    int d = dig[j];
    if (d == 0) continue;
    if ((d & 1) && n == j && j > 0) seen[0] = st;
    if ((d & 2) && n > j && j > 0) seen[gr_val(v, n - j)] = st;
    if ((d & 4) && n - j >= 2) *work += scan_all(v, seen, st, n - j, mod[j]);
    if ((d & 24) && n - j >= 3) *work += scan_multi(v, seen, st, n - j, d, mod[j]);
    (*work)++;
  }
  return mex(s, st);
}

/* ---- take-only codes with a tail --------------------------------------------------------- */

/* Makes the sets of k (a take-only code with a tail) hold values below
** `need`, the new block attached at once. */
static void tails_room(gr_ctx *ctx, gr_famstate *fs, tails *k, gr_int need) {
  gr_int room = k->room ? k->room : 64, o, g;
  int32_t *up;
  while (room < need) room *= 2;
  if (room == k->room) return;
  if (room > INT32_MAX - 1)
    gr_throw(ctx, GR_ELIMIT, GR_W(err_tb_value_big));
  up = st_alloc(ctx, fs, (size_t)k->len * (size_t)(room + 1) * sizeof *up);
  for (o = 0; o < k->len; o++) {
    int32_t *u = up + o * (room + 1);
    for (g = 0; g <= room; g++) u[g] = (int32_t)g;
    for (g = 0; g < k->room; g++) u[g] = k->up[o * (k->room + 1) + g]; /* links stay below */
  }
  st_free(ctx, fs, k->up, (size_t)k->len * (size_t)(k->room + 1) * sizeof *k->up);
  k->up = up;
  k->room = room;
}

/* The smallest value >= g missing from set o (g <= room). */
static gr_int tails_next(tails *k, int o, gr_int g) {
  int32_t *u = k->up + (gr_int)o * (k->room + 1);
  while (u[g] != g) { /* path halving */
    u[g] = u[u[g]];
    g = u[g];
  }
  return g;
}

/* SG of heap n of a take-only code with a tail, all heaps below known. The
** options: v[n - j] for the digits j before the tail that leave one heap,
** 0 when the digit of n itself removes a whole heap, and the set of the
** residue of n - first (every v[k], 1 <= k <= n - first, that a tail digit
** reaches), kept as described at the top. */
static uint32_t heap_tails(gr_ctx *ctx, gr_famstate *fs, tbstate *s, const gr_code *code,
                           const gr_vals *vs, gr_int n, gr_int *work) {
  tails *k = &s->tk;
  gr_int m = n - k->first, g = 0, j, e[GR_MAX_CODE_DIGITS + 1]; /* the tail reaches 1..m */
  int i, ne = 0;
  if (k->up == NULL) tails_room(ctx, fs, k, 64);
  for (; k->added < m; k->added++) { /* v[added + 1] joins the sets it is reached from */
    gr_int a = k->added + 1;
    uint32_t va = gr_val(vs, a);
    if ((gr_int)va + 1 >= k->room) tails_room(ctx, fs, k, (gr_int)va + 2);
    for (i = 0; i < k->nleave; i++) { /* linked past itself: no longer missing */
      int32_t *u = k->up + ((a + k->leave[i]) % k->len) * (k->room + 1);
      if (u[va] == (int32_t)va) u[va] = (int32_t)va + 1;
    }
    *work += k->nleave;
  }
  for (j = 1; j < k->first && j <= n; j++) { /* the digits before the tail */
    int d = code->d[j];
    if ((d & 1) && n == j) e[ne++] = 0;
    if ((d & 2) && n > j) e[ne++] = gr_val(vs, n - j);
  }
  if (n >= k->first && (gr_code_digit(code, n) & 1)) e[ne++] = 0; /* the whole heap */
  for (i = 0; i < ne; i++)
    if (e[i] + ne + 1 >= k->room) tails_room(ctx, fs, k, e[i] + ne + 2);
  *work += k->first;
  for (;;) { /* the smallest value missing from the set and from e */
    if (m >= 1) g = tails_next(k, (int)(m % k->len), g);
    for (i = 0; i < ne && e[i] != g; i++) {}
    if (i == ne) break;
    g++;
    (*work)++;
  }
  return (uint32_t)g;
}

/* ---- growing the table ---------------------------------------------------------------- */

static void group_digits(const gr_code *code, digits *dg) {
  int j;
  memset(dg, 0, sizeof *dg);
  for (j = 0; j <= code->t; j++) {
    int d = code->d[j], c = j & 1;
    if (d & 3) {
      dg->take[dg->ntake] = j;
      dg->takebits[dg->ntake++] = d & 3;
    }
    if (d & 4) {
      dg->split[c][dg->nsplit[c]] = j;
      dg->splitmod[c][dg->nsplit[c]++] = code->mod[j] != GR_MOD_NONE;
    }
    if (d & 24) {
      dg->multi[dg->nmulti] = j;
      dg->multibits[dg->nmulti] = d & 24;
      dg->multimod[dg->nmulti++] = code->mod[j];
    }
  }
}

gr_int gr_tb_grow(gr_ctx *ctx, const gr_param *p, gr_famstate *fs, gr_vals *v, gr_int from,
                  gr_int to) {
  const gr_code *code = p->data;
  int rc = code_rc(code) && !ctx->plain_mex, takes = code_takes(code) && !ctx->plain_mex;
  tbstate *s = state_for(ctx, fs, v, from, !takes);
  unsigned char *dig = NULL, *mod = NULL;
  uint32_t *tg = gr_alloc(ctx, ((size_t)1 << s->vbits) * sizeof *tg);
  cursor *cur = gr_alloc(ctx, (GR_MAX_CODE_DIGITS + 1) * STREAMS * sizeof *cur);
  digits dg;
  gr_int n, j, top = code->tail ? to : (to < code->t ? to : code->t);
  group_digits(code, &dg);
  if (takes && s->tk.len == 0) { /* the tail's digits that leave one heap */
    s->tk.len = code->tail;
    s->tk.first = code->t - code->tail + 1;
    for (j = 0; j < code->tail; j++)
      if (code->d[s->tk.first + j] & 2) s->tk.leave[s->tk.nleave++] = (int)j;
  }
  if (takes) top = -1; /* no digit table: the tail is read by residue */
  if (top >= 0) {
    dig = gr_alloc(ctx, (size_t)top + 1); /* every digit up to `to`, the tail followed */
    mod = gr_alloc(ctx, (size_t)top + 1);
  }
  for (j = 0; j <= top; j++) {
    dig[j] = (unsigned char)gr_code_digit(code, j);
    mod[j] = (unsigned char)gr_code_mod(code, j);
  }
  for (n = from; n <= to; n++) {
    gr_int work = 0;
    uint32_t g;
    if (ctx->work == 0) break; /* this call's budget is spent */
    if (rc && s->vbits <= RC_BITS && !v->wide && n >= FIRST_SPLIT &&
        (!s->built || n >= s->next_build ||
         s->sp[0].nrare + s->sp[1].nrare > 2 * s->rare_built + 64))
      build(ctx, fs, s, &dg, v, n);
    g = takes                        ? heap_tails(ctx, fs, s, code, v, n, &work)
        : rc && s->vbits <= RC_BITS && !v->wide ? heap_value(s, &dg, v, n, tg, cur, &work)
                                    : heap_plain(s, code, dig, mod, v, n, &work);
    if (!takes && (g >> s->vbits)) { /* a value past the range: widen it */
      widen(ctx, fs, s, s->vbits + 1);
      tg = gr_alloc(ctx, ((size_t)1 << s->vbits) * sizeof *tg);
    }
    gr_val_set(ctx, v, n, g); /* 4 bytes a value from the first that needs them */
    if (!takes) s->count[(size_t)g << 1 | (size_t)(n & 1)]++;
    s->n = n + 1;
    s->spent += (double)work;
    if ((s->n & (s->n - 1)) == 0) s->at[gr_bit_low((uint64_t)s->n)] = s->spent;
    if (rc && s->built && n > 0) {
      int c;
      for (c = 0; c < 2; c++) {
        rsplit *r = &s->sp[c];
        if (!r->live || r->cls[enc(s, g, n)] != RARE) continue;
        if (r->nrare >= n / 4 + 64) drop_rare(ctx, fs, r); /* too many: plain mex pays */
        else rare_push(ctx, fs, r, n, g);
      }
    }
    if (ctx->work > 0) ctx->work = ctx->work > work ? ctx->work - work : 0;
  }
  return n;
}

/* ---- limits and the periodicity bound ------------------------------------------------ */

/* The options plain mex looks at for heaps 0..n-1 of code c, roughly. */
static double plain_work(const gr_code *c, double n) {
  double cost = 0, span = c->tail ? 1.0 / c->tail : 0;
  int j, pre = c->t - c->tail;
  for (j = 0; j <= c->t; j++) {
    int d = c->d[j];
    double w = j > pre ? span * n : 1; /* a tail digit stands for n / tail of them */
    cost += w * ((d & 3 ? n : 0) + (d & 4 ? n * n / 4 : 0) + (d & 8 ? n * n * n / 36 : 0) +
                 (d & 16 ? n * n * n * n / 576 : 0)) / (j > pre ? 2 : 1);
  }
  return cost;
}

gr_int gr_tb_limit(const gr_param *p) {
  const gr_code *c = p->data;
  gr_int lo = 64, hi = GR_MAX_TB_PLAIN;
  if (code_rc(c)) return GR_MAX_TB_TABLE;
  if (code_takes(c)) return GR_MAX_TB_TAKES;
  while (lo < hi) { /* the largest n whose plain mex looks at about GR_TB_PLAIN_WORK options */
    gr_int mid = lo + (hi - lo + 1) / 2;
    if (plain_work(c, (double)mid) <= GR_TB_PLAIN_WORK) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

/* The theorem's bound B: SG(m + per) = SG(m) for n0 ≤ m < B proves the
** period. The induction (Guy and Smith's, for octal games) shows SG(n + per) =
** SG(n) for n ≥ B by matching options: taking `per` from the largest heap a
** move leaves turns an option of n + per into one of n and back, which needs
** the largest of i heaps summing to n + per - j to stay at least n0 + per. */
gr_int gr_tb_period_bound(const gr_param *p, gr_int n0, gr_int per) {
  const gr_code *c = p->data;
  gr_int most = 1;
  int j, i;
  if (c->tail) return GR_INT_MAX; /* no proof for infinite codes */
  for (j = 0; j <= c->t; j++) {
    int d = c->d[j], m = c->mod[j];
    if ((d & 2) && j > 0 && (n0 > 0 ? n0 : 1) > most) most = n0 > 0 ? n0 : 1;
    for (i = 2; i <= 4; i++) {
      gr_int k, e;
      if (!(d & (1 << i))) continue;
      k = m == GR_MOD_UNEQUAL ? i * (i + 1) / 2 - 1 : m == GR_MOD_NOTALL ? i : i - 1;
      e = n0 > 0 ? 0 : m != GR_MOD_NONE ? i : 1;
      if (i * n0 + k * per + e > most) most = i * n0 + k * per + e;
    }
  }
  return c->t + most;
}

const gr_msg *gr_tb_rule_words(gr_ctx *ctx, const gr_param *p) {
  const gr_code *c = p->data;
  int j, unequal = 0, multi = c->heaps > 2;
  for (j = 0; j <= c->t; j++) unequal |= c->mod[j] != GR_MOD_NONE;
  if (c->tail) return GR_W(rule_tb_tail);
  if (c->heaps <= 1) return gr_m1(ctx, GR_M(rule_tb_one), gr_i(c->t));
  if (!unequal && !multi) return gr_m1(ctx, GR_M(rule_tb_octal), gr_i(c->t));
  return gr_m1(ctx, GR_M(rule_tb_general), gr_i(c->t));
}

/* ---- statistics ---------------------------------------------------------------------- */

/* The mask m with: e rare exactly when e & m has an even number of bits,
** for every encoding e that occurs (count[e] > 0); -1 when there is none.
** Gaussian elimination over GF(2), free bits left 0. */
static long split_mask(const unsigned char *cls, const gr_int *count, size_t E, int bits) {
  unsigned long rows[64], rhs[64] = {0};
  int nr = 0, col, i, r;
  size_t e;
  long m = 0;
  int pivot[32];
  for (e = 0; e < E; e++) {
    unsigned long x = (unsigned long)e, y = cls[e] == COMMON;
    if (count[e] == 0) continue;
    for (i = 0; i < nr; i++) /* reduce by the rows so far */
      if ((x >> pivot[i]) & 1) {
        x ^= rows[i];
        y ^= rhs[i];
      }
    if (x == 0) {
      if (y) return -1; /* inconsistent */
      continue;
    }
    for (col = bits - 1; col >= 0 && !((x >> col) & 1); col--) {}
    for (i = 0; i < nr; i++) /* keep the rows reduced */
      if ((rows[i] >> col) & 1) {
        rows[i] ^= x;
        rhs[i] ^= y;
      }
    rows[nr] = x;
    rhs[nr] = y;
    pivot[nr++] = col;
  }
  for (r = 0; r < nr; r++)
    if (rhs[r]) m |= 1L << pivot[r];
  return m;
}

void gr_tb_seq_stats(gr_ctx *ctx, gr_buf *b, const gr_param *p, const gr_famstate *fs,
                     const gr_vals *v, gr_int n) {
  const gr_code *code = p->data;
  uint32_t top = 0, *count;
  gr_int i, zeros = 0, last0 = -1;
  tbstate k; /* the counts of 0..n alone: what is reported depends on nothing else */
  int bits = 1, rc;
  (void)fs;
  for (i = 0; i <= n; i++)
    if (gr_val(v, i) > top) top = gr_val(v, i);
  while (((uint32_t)1 << bits) <= top) bits++;
  rc = code_rc(code) && bits <= RC_BITS;
  count = gr_alloc(ctx, ((size_t)top + 1) * sizeof *count);
  memset(count, 0, ((size_t)top + 1) * sizeof *count);
  memset(&k, 0, sizeof k);
  k.vbits = bits;
  if (rc) { /* by value and heap parity, for the split */
    k.count = gr_alloc(ctx, ((size_t)2 << bits) * sizeof *k.count);
    memset(k.count, 0, ((size_t)2 << bits) * sizeof *k.count);
  }
  for (i = 0; i <= n; i++) {
    uint32_t x = gr_val(v, i);
    count[x]++;
    if (rc) k.count[(size_t)x << 1 | (size_t)(i & 1)]++;
    if (x == 0) {
      zeros++;
      last0 = i;
    }
  }
  gr_printf(b, ",\"stats\":{\"n\":%lld,\"max\":%lu,\"counts\":[", (long long)n,
            (unsigned long)top);
  for (i = 0; i <= (gr_int)top; i++) gr_printf(b, "%s%lu", i ? "," : "", (unsigned long)count[i]);
  gr_printf(b, "],\"zeros\":%lld,\"last_zero\":%lld,\"method\":\"%s\"", (long long)zeros,
            (long long)last0, rc ? "rare/common" : "mex");
  if (!rc) {
    gr_puts(b, ",\"split\":null}");
    return;
  }
  { /* the split the counts give (as the method builds it): which values, or
    ** value/parity pairs, are rare, and where they stand */
    digits dg;
    size_t V = (size_t)1 << bits, E, e;
    unsigned char *cls = gr_alloc(ctx, 2 * V);
    gr_int cost[2] = {0, 0}, rare = 0, last = -1, listed = 0;
    int c, z = 0;
    long mask;
    group_digits(code, &dg);
    cost[0] = (gr_int)(dg.nsplit[0] + dg.nsplit[1]) * classify(ctx, &k, 0, 0, cls);
    for (c = 0; c < 2; c++)
      if (dg.nsplit[c]) cost[1] += (gr_int)dg.nsplit[c] * classify(ctx, &k, 1, c, cls);
    k.parity = cost[1] < cost[0];
    if (k.parity) z = dg.nsplit[0] ? 0 : 1; /* the class of the first split digit's parity */
    classify(ctx, &k, k.parity, k.parity ? z : 0, cls);
    E = k.parity ? 2 * V : V;
    {
      gr_int *ecount = gr_alloc(ctx, E * sizeof *ecount);
      for (e = 0; e < E; e++) ecount[e] = heaps_of(&k, k.parity, e);
      mask = split_mask(cls, ecount, E, bits + k.parity);
      gr_puts(b, ",\"split\":{");
      gr_put_msg(b, "by", k.parity ? GR_W(word_split_parity) : GR_W(word_split_value));
      gr_puts(b, ",\"mask\":");
      if (mask >= 0) gr_printf(b, "\"0x%lx\"", (unsigned long)mask);
      else gr_puts(b, "null");
      gr_puts(b, ",\"rare_values\":[");
      for (e = 0; e < E; e++) {
        if (ecount[e] == 0 || cls[e] != RARE) continue;
        if (k.parity) gr_printf(b, "%s[%lu,%lu]", listed++ ? "," : "", (unsigned long)(e >> 1),
                                (unsigned long)(e & 1));
        else gr_printf(b, "%s%lu", listed++ ? "," : "", (unsigned long)e);
      }
    }
    gr_puts(b, "],\"rare_heaps\":[");
    listed = 0;
    for (i = 0; i <= n; i++) {
      size_t x = k.parity ? (size_t)gr_val(v, i) << 1 | (size_t)(i & 1) : gr_val(v, i);
      if (cls[x] != RARE) continue;
      rare++;
      last = i;
      if (listed < GR_SEQ_LIST_RARE) gr_printf(b, "%s%lld", listed++ ? "," : "", (long long)i);
    }
    gr_printf(b, "],\"rare\":%lld,\"last_rare\":%lld}}", (long long)rare, (long long)last);
  }
}

/* ---- what a table costs ----------------------------------------------------------------
** The options a heap looks at depend on the code and on the values met on
** the way (the rare/common method scans far fewer than every split, as few
** as the rare heaps allow; a code with a tail counts its sets), so the work
** of a long table is judged from what its values have cost so far: the
** table is first computed a little way (by doublings from 64 values while
** they stay within 1/COST_SHARE of the work the call may take; a period
** proven on the way ends it), then the cost per value of its
** last doubling is carried on, growing every doubling by the ratio of its
** last two (at least 1; at most 2^(h-1) for moves leaving h heaps, plain
** mex's rate), with room to spare (COST_SPARE). The estimate is swept
** against the real work over random codes (tests/c/test_limits.c). */
#define COST_SPARE 1.5

/* The largest K with 2^K ≤ n whose last two doublings s measured, or 0. */
static int measured(const tbstate *s, gr_int n) {
  int K = 0;
  while (K < 62 && ((gr_int)1 << (K + 1)) <= n) K++;
  return K >= 12 && ((gr_int)1 << (K - 3)) >= s->since && s->n >= n ? K : 0;
}

/* The cost per heap of s's doubling k (heaps 2^(k-1) .. 2^k - 1). */
static double rate_of(const tbstate *s, int k) {
  return (s->at[k] - s->at[k - 1]) / (double)((gr_int)1 << (k - 1));
}

/* The work of heaps from..to-1, carried on from doubling K of s: the rate
** grows by q each doubling, and q's excess over 1 shrinks as it did over
** the last doublings measured (plain mex keeps q = 2: the work of a heap
** grows with it). */
static double carry_on(const tbstate *s, const gr_code *c, int K, double from, double to) {
  double P = (double)((gr_int)1 << K), rK = rate_of(s, K), r1 = rate_of(s, K - 1),
         qmax = c->heaps > 2 ? 1 << (c->heaps - 1) : 2, q = r1 > 0 ? rK / r1 : qmax, q1 = q,
         shrink = 1, rate = rK > 1 ? rK : 1, W, work = 0;
  if (((gr_int)1 << (K - 3)) >= s->since && rate_of(s, K - 2) > 0) q1 = r1 / rate_of(s, K - 2);
  if (q < 1) q = 1;
  if (q > qmax) q = qmax;
  if (q1 > q) shrink = (q - 1) / (q1 - 1); /* the growth slowed down: it goes on slowing */
  for (W = P; W < to; W *= 2) {
    double lo = W > from ? W : from, hi = 2 * W < to ? 2 * W : to;
    rate *= q;
    q = 1 + (q - 1) * shrink;
    if (hi > lo) work += rate * (hi - lo);
  }
  return COST_SPARE * work;
}

/* The work of a table of `entries` values (gr_game.cost): from the values
** known, as above; without a measure (a table made from values kept while
** its state was not), each heap looks at a split of every smaller heap for
** every digit that splits. */
double gr_tb_cost(gr_ctx *ctx, const gr_game *g, const gr_param *p, double entries) {
  const gr_code *c = p->data;
  gr_int limit = gr_family_limit(g, p), n = 0, pre = 0, per = 0, P = 64;
  const gr_famstate *fs = NULL;
  double e = entries > (double)limit + 1 ? (double)limit + 1 : entries;
  int K;
  if (ctx->plain_mex) return plain_work(c, e);
  (void)gr_family_known(ctx, g, p, &n, &pre, &per, &fs);
  for (;;) {
    const tbstate *s = fs != NULL ? fs->p : NULL;
    gr_int want;
    if (per > 0 || e <= (double)n) return 0; /* a period came first, or nothing is left */
    K = s != NULL ? measured(s, n) : 0;
    while (P <= n) P *= 2;
    want = (double)P < e ? P : (gr_int)e;
    if (ctx->work < 0 || 2 * (K > 0 ? carry_on(s, c, K, (double)n, (double)want)
                                    : plain_work(c, (double)want) - plain_work(c, (double)n)) >
                             (double)ctx->work)
      break; /* the probe has had its share */
    (void)gr_family_value(ctx, g, p, want - 1); /* (a period proven on the way stops it) */
    (void)gr_family_known(ctx, g, p, &n, &pre, &per, &fs);
  }
  K = fs != NULL && fs->p != NULL ? measured(fs->p, n) : 0;
  if (K == 0) return plain_work(c, e) - plain_work(c, (double)n);
  return carry_on(fs->p, c, K, (double)n, e);
}
