/*
** ruleset.c — games typed as rules (rulelang.c): "ruleset(take k: k<=3):10",
** "ruleset(take k or take k from all):3/5", "ruleset(split a+b: a<b):7",
** "ruleset(take k: k<=2*last or last=0 and k<n):10".
**
** A component is one heap, or a tuple of heaps "3/5" (up to RULE_MAX_HEAPS),
** with the counter after "~" when the rule reads `last` ("7~3": a heap of 7,
** the previous move took 3; "7" is 7 before any move). A rule that splits
** heaps plays on single heaps, and each heap a move leaves is a component
** of its own (the sum's value is the XOR).
**
**   game      param     n           len        v
**   ruleset   the rule  heap size   heaps      the heaps, then the counter
** (x->v is NULL for one heap of a rule without a counter: then n is the heap.)
**
** Moves are written before>after: "10>7", "7>3+4" (a split, smallest heap
** first), "3/5>1/5", "7~3>4~3". from/to/count: the heap moved before and
** after (for one heap: the first heap left; when every heap of a tuple is
** moved: the first heap) and the number taken.
**
** Values: one heap of a rule without a counter comes from the family table,
** by mex over its moves (a split is worth the XOR of its heaps); the
** heaps a move leaves are all smaller, so the table grows heap by heap.
** Tuples and counters are valued by search through a position cache
** (poscache.c), keyed by the heaps in increasing order and the counter; one
** heap with the counter 0 (no move made yet) is the family: "the first
** player loses exactly at Fibonacci numbers" is read off its table. Every
** instruction the rule runs, and every position looked at, counts against
** the call's work. When the rule is a take-and-break code on one heap, the
** code's periodicity theorem proves its period.
*/
#include <string.h>
#include "../game.h"
#include "../family.h"
#include "../poscache.h"
#include "../prune.h"
#include "../kit/code.h"
#include "rulelang.h"
#include "../judge.h"
#include "words.h"

extern const gr_game gr_game_ruleset;

#define RULE_MAX_HEAPS 8           /* heaps in a tuple */
#define RULE_TABLE 16777216L       /* one-heap values computed at most */
#define RULE_SCAN 4194304LL        /* moves one position may have, looked through */
#define KEY_MAX (1 + 10 * (RULE_MAX_HEAPS + 1))

typedef struct rpos {
  gr_int h[RULE_MAX_HEAPS];
  int m;           /* heaps */
  gr_int last;     /* the counter */
} rpos;

static const gr_rule *rule_of(const gr_param *p) { return p->data; }

static void pos_of(const gr_comp *x, rpos *p) {
  if (x->v == NULL) {
    p->m = 1;
    p->h[0] = x->n;
    p->last = 0;
    return;
  }
  p->m = x->len;
  memcpy(p->h, x->v, (size_t)x->len * sizeof *p->h);
  p->last = x->v[x->len];
}

/* ---- text ---------------------------------------------------------------------- */

static void put_pos(gr_buf *b, const rpos *p) {
  int i;
  for (i = 0; i < p->m; i++) {
    if (i) gr_putc(b, '/');
    gr_puti(b, p->h[i]);
  }
  if (p->last) gr_printf(b, "~%lld", (long long)p->last);
}

static void set_comp(gr_ctx *ctx, gr_comp *x, const rpos *p) {
  const gr_rule *r = rule_of(x->param);
  if (!r->counter && p->m == 1) {
    x->n = p->h[0];
    x->v = NULL;
    x->len = 0;
    return;
  }
  x->n = 0;
  x->len = p->m;
  x->v = gr_alloc(ctx, (size_t)(p->m + 1) * sizeof *x->v);
  memcpy(x->v, p->h, (size_t)p->m * sizeof *x->v);
  x->v[p->m] = p->last;
}

/* A copy that keeps the counter after the heaps (v holds len + 1 numbers). */
static void copy(const gr_comp *x, gr_comp *to, gr_alloc_fn alloc, void *ud) {
  *to = *x;
  if (x->v != NULL) {
    to->v = alloc(ud, (size_t)(x->len + 1) * sizeof *x->v);
    memcpy(to->v, x->v, (size_t)(x->len + 1) * sizeof *x->v);
  }
}

static gr_param *parse_param(gr_cursor *c) { return gr_rule_parse(c); }

static void format_param(gr_buf *b, const gr_param *p) { gr_rule_format(b, rule_of(p)); }

static void parse(gr_cursor *c, gr_comp *x) {
  const gr_rule *r = rule_of(x->param);
  rpos p;
  const char *start = c->p;
  memset(&p, 0, sizeof p);
  for (;;) {
    if (p.m == RULE_MAX_HEAPS)
      gr_throw(c->ctx, GR_ELIMIT, gr_m2(c->ctx, GR_M(err_ruleset_tuple),
                                        gr_i((gr_int)(c->p - c->text) + 1), gr_i(RULE_MAX_HEAPS)));
    p.h[p.m++] = gr_read_int(c, 0, GR_MAX_HEAP, GR_W(word_heap_size));
    if (*c->p != '/') break;
    c->p++;
  }
  if (*c->p == '~') {
    c->p++;
    if (!r->counter)
      gr_syntax(c, GR_W(err_ruleset_counter));
    p.last = gr_read_int(c, 0, GR_MAX_HEAP, GR_W(word_ruleset_counter));
  }
  if (!gr_at_comp_end(c)) gr_syntax(c, GR_W(err_ruleset_body));
  if (p.m > 1 && r->splits) {
    c->p = start;
    gr_syntax(c, GR_W(err_ruleset_splits));
  }
  set_comp(c->ctx, x, &p);
}

static void format(gr_buf *b, const gr_comp *x) {
  rpos p;
  pos_of(x, &p);
  put_pos(b, &p);
}

/* ---- moves ------------------------------------------------------------------------
** One move: the rule's move `move`, on heap `target` (-1: every heap), taking
** k, leaving part[0..parts-1] of that heap. */
typedef struct cand {
  int move, target;
  gr_int k;
  int parts;
  gr_int part[GR_RULE_MAX_PARTS];
} cand;

/* Where a listing of a position's moves stands (resumable). */
typedef struct riter {
  int move, target;  /* the move and target being listed; target -1: every heap */
  int active;        /* the takes of (move, target) are being listed */
  gr_int n, k, hi;   /* its heap, the next take, the last one */
  int pstate;        /* splits: 0 the first split of the rest comes next */
  gr_int part[GR_RULE_MAX_PARTS];
  gr_int scanned;    /* takes and splits looked at */
} riter;

static gr_int min_heap(const rpos *p) {
  gr_int m = p->h[0];
  int i;
  for (i = 1; i < p->m; i++)
    if (p->h[i] < m) m = p->h[i];
  return m;
}

/* The takes move mv may make from a heap of n (e->v holds n and last), as
** lo..hi (empty when lo > hi). */
static void take_range(gr_reval *e, const gr_rmove *mv, gr_int n, gr_int *lo, gr_int *hi) {
  gr_int l, h, room = mv->parts > 1 ? n - mv->parts : n; /* a split leaves heaps of 1 or more */
  if (!mv->var) {
    l = h = mv->take;
  } else {
    l = mv->lo ? gr_rule_run(e, mv->lo) : 1;
    h = mv->hi ? gr_rule_run(e, mv->hi) : room;
    if (mv->dlo) {
      gr_int d = gr_rule_run(e, mv->dlo);
      if (d > l) l = d;
    }
    if (mv->dhi) {
      gr_int d = gr_rule_run(e, mv->dhi);
      if (d < h) h = d;
    }
  }
  if (l < 0) l = 0;
  if (mv->parts == 1 && l == 0) l = 1; /* taking nothing and leaving it is no move */
  if (h > room) h = room;
  *lo = l;
  *hi = h;
}

/* The first split of rest into `parts` heaps, smallest first (1, 1, …, rest
** − parts + 1); or the next one after p. 0 when there is none. */
static int split_next(gr_int *p, int parts, gr_int rest, int first) {
  int i, j;
  if (first) {
    if (rest < parts) return 0;
    for (i = 0; i < parts - 1; i++) p[i] = 1;
    p[parts - 1] = rest - (parts - 1);
    return 1;
  }
  for (i = parts - 2; i >= 0; i--) { /* raise p[i], the ones after it to match, the last takes the rest */
    gr_int v = p[i] + 1, used = 0;
    for (j = 0; j < i; j++) used += p[j];
    used += v * (parts - 1 - i);
    if (rest - used >= v) {
      for (j = i; j < parts - 1; j++) p[j] = v;
      p[parts - 1] = rest - used;
      return 1;
    }
  }
  return 0;
}

/* Refuses a position whose moves are too many to look through: past
** RULE_SCAN takes, or past the work this call may still spend. */
static void too_many(gr_ctx *ctx, const rpos *p, int work) {
  gr_buf b;
  gr_buf_init(&b, ctx);
  put_pos(&b, p);
  if (work) gr_throw(ctx, GR_ELIMIT, gr_m1(ctx, GR_M(err_ruleset_work), gr_t(b.s)));
  gr_throw(ctx, GR_ELIMIT, gr_m2(ctx, GR_M(err_ruleset_scan), gr_t(b.s), gr_i(RULE_SCAN)));
}

/* On to the next move of the rule, or the next heap for the same move. */
static void advance(riter *it, const gr_rule *r, const rpos *p) {
  it->active = 0;
  if (it->target >= 0 && it->target + 1 < p->m) {
    it->target++;
    return;
  }
  it->move++;
  it->target = it->move < r->n && r->m[it->move].all ? -1 : 0;
}

/* The next move of position p (its last in e), into *c; 0 at the end. */
static int iter_next(gr_reval *e, const gr_rule *r, const rpos *p, riter *it, cand *c) {
  for (; it->move < r->n; advance(it, r, p)) {
    const gr_rmove *mv = &r->m[it->move];
    if (!it->active) {
      it->n = it->target < 0 ? min_heap(p) : p->h[it->target];
      e->v[GR_RV_N] = it->n;
      take_range(e, mv, it->n, &it->k, &it->hi);
      it->active = 1;
      it->pstate = 0;
    }
    e->v[GR_RV_N] = it->n;
    while (it->k <= it->hi) {
      if (++it->scanned > RULE_SCAN) too_many(e->ctx, p, 0);
      if ((it->scanned & 4095) == 0 && e->ctx->work >= 0 && e->steps > e->ctx->work)
        too_many(e->ctx, p, 1);
      e->v[GR_RV_K] = it->k;
      if (mv->parts == 1) {
        gr_int k = it->k++;
        if (mv->cond == NULL || gr_rule_run(e, mv->cond)) {
          c->move = it->move;
          c->target = it->target;
          c->k = k;
          c->parts = 1;
          c->part[0] = it->n - k;
          return 1;
        }
        continue;
      }
      if (!split_next(it->part, mv->parts, it->n - it->k, it->pstate == 0)) {
        it->pstate = 0;
        it->k++;
        continue;
      }
      it->pstate = 1;
      memcpy(e->v + GR_RV_PART, it->part, (size_t)mv->parts * sizeof *it->part);
      if (mv->cond == NULL || gr_rule_run(e, mv->cond)) {
        c->move = it->move;
        c->target = it->target;
        c->k = it->k;
        c->parts = mv->parts;
        memcpy(c->part, it->part, (size_t)mv->parts * sizeof *c->part);
        return 1;
      }
    }
  }
  return 0;
}

static void iter_start(gr_reval *e, gr_ctx *ctx, const gr_rule *r, const rpos *p, riter *it) {
  memset(e, 0, sizeof *e);
  e->ctx = ctx;
  e->rule = r;
  e->v[GR_RV_LAST] = p->last;
  memset(it, 0, sizeof *it);
  it->target = r->n > 0 && r->m[0].all ? -1 : 0;
}

/* Spends the instructions e ran from the call's work (never below 0). */
static void charge(gr_ctx *ctx, gr_reval *e) {
  if (ctx->work >= 0) ctx->work = ctx->work > e->steps ? ctx->work - e->steps : 0;
  e->steps = 0;
}

/* Whether an earlier move of the rule makes the same move as c (so a list
** names it once). */
static int earlier(gr_reval *e, const gr_rule *r, const rpos *p, const cand *c) {
  int i, same_target;
  for (i = 0; i < c->move; i++) {
    const gr_rmove *mv = &r->m[i];
    gr_int lo, hi, n;
    if (mv->parts != c->parts) continue;
    same_target = mv->all ? c->target < 0 || p->m == 1 : c->target >= 0 || p->m == 1;
    if (!same_target) continue;
    n = mv->all ? min_heap(p) : c->target < 0 ? p->h[0] : p->h[c->target];
    e->v[GR_RV_N] = n;
    take_range(e, mv, n, &lo, &hi);
    if (c->k < lo || c->k > hi) continue;
    e->v[GR_RV_K] = c->k;
    memcpy(e->v + GR_RV_PART, c->part, sizeof c->part);
    if (mv->cond == NULL || gr_rule_run(e, mv->cond)) return 1;
  }
  return 0;
}

/* The position a one-component move leads to (tuples and counters). */
static void after_pos(const gr_rule *r, const rpos *p, const cand *c, rpos *q) {
  int i;
  *q = *p;
  if (c->target < 0) {
    for (i = 0; i < q->m; i++) q->h[i] -= c->k;
  } else {
    q->h[c->target] = c->part[0];
  }
  q->last = r->counter ? c->k : 0;
}

/* ---- values ------------------------------------------------------------------------- */

static void put_varint(unsigned char *b, size_t *n, uint64_t x) {
  while (x >= 0x80) {
    b[(*n)++] = (unsigned char)(x | 0x80);
    x >>= 7;
  }
  b[(*n)++] = (unsigned char)x;
}

static uint64_t get_varint(const unsigned char **s) {
  uint64_t x = 0;
  int shift = 0;
  while (**s & 0x80) {
    x |= (uint64_t)(**s & 0x7F) << shift;
    shift += 7;
    (*s)++;
  }
  x |= (uint64_t)**s << shift;
  (*s)++;
  return x;
}

/* The cache key: the number of heaps, the heaps in increasing order, the
** counter (the rule treats its heaps alike, so their order does not matter). */
static size_t key_of(const rpos *p, unsigned char *b) {
  gr_int h[RULE_MAX_HEAPS];
  size_t n = 0;
  int i, j;
  memcpy(h, p->h, (size_t)p->m * sizeof *h);
  for (i = 1; i < p->m; i++)
    for (j = i; j > 0 && h[j - 1] > h[j]; j--) {
      gr_int t = h[j];
      h[j] = h[j - 1];
      h[j - 1] = t;
    }
  b[n++] = (unsigned char)p->m;
  for (i = 0; i < p->m; i++) put_varint(b, &n, (uint64_t)h[i]);
  put_varint(b, &n, (uint64_t)p->last);
  return n;
}

static void pos_of_key(const unsigned char *k, rpos *p) {
  int i;
  p->m = *k++;
  for (i = 0; i < p->m; i++) p->h[i] = (gr_int)get_varint(&k);
  p->last = (gr_int)get_varint(&k);
}

typedef struct siter { /* the search's iterator: the position and where its listing stands */
  rpos p;
  riter it;
} siter;

static void s_begin(gr_ctx *ctx, const void *game, const unsigned char *key, size_t len,
                    void *itp) {
  siter *s = itp;
  (void)ctx;
  (void)game;
  (void)len;
  pos_of_key(key, &s->p);
  memset(&s->it, 0, sizeof s->it);
  s->it.target = rule_of(game)->n > 0 && rule_of(game)->m[0].all ? -1 : 0;
}

static int s_next(gr_ctx *ctx, const void *game, const unsigned char *key, size_t len,
                  void *itp, gr_parts *out) {
  const gr_rule *r = rule_of(game);
  siter *s = itp;
  gr_reval e;
  cand c;
  rpos q;
  unsigned char kb[KEY_MAX];
  riter saved = s->it;
  int got;
  (void)key;
  (void)len;
  iter_start(&e, ctx, r, &s->p, &s->it);
  s->it = saved;
  got = iter_next(&e, r, &s->p, &s->it, &c);
  charge(ctx, &e);
  if (!got) return 0;
  after_pos(r, &s->p, &c, &q);
  gr_parts_add(out, kb, key_of(&q, kb));
  return 1;
}

/* The search over positions of rule p. */
static void searcher(gr_ctx *ctx, const gr_param *p, gr_search *s, gr_poscache **pc) {
  memset(s, 0, sizeof *s);
  s->game = p;
  s->iter_size = sizeof(siter);
  s->begin = s_begin;
  s->next = s_next;
  s->what = gr_fmt(ctx, "ruleset(%s)", p->text);
  *pc = gr_poscache_open(ctx, "ruleset", p->text);
}

/* ---- counters: rows of prefix mexes ----------------------------------------------------
** When a rule has one move, from one heap, whose condition holds exactly on
** a range of takes lo..hi with lo not depending on last (the condition only
** caps the take, as "k<=2*last" does), the position (a, last) can take
** exactly lo(a)..hi(a, last). So its value is F_a(hi), where F_a(h) is the
** mex of the values of (a − k, k) for k = lo(a)..h — the same row F_a serves
** every counter. Row a is computed once, left to right, from the rows below
** it, and kept as the takes where its mex changes: Fibonacci Nim's first
** 10^4 heaps cost about 10^8 steps where a search of every (heap, counter)
** would cost 10^12. The search stays the rule for everything else, and the
** tests check one against the other. */

typedef struct rows {
  uint32_t *start;  /* row a's changes are pts[2*start[a] .. 2*start[a+1]) */
  uint32_t *pts;    /* pairs (take h, value): from take h on, the row's mex is value */
  gr_int n, cap;    /* rows computed, room */
  size_t np, pcap;  /* pairs, room */
} rows;

static int fast(const gr_rule *r) {
  return r->counter && r->n == 1 && r->m[0].interval && !r->m[0].all;
}

static void rows_free(gr_ctx *ctx, gr_famstate *st) {
  rows *t = st->p;
  if (t == NULL) return;
  gr_famstate_free(ctx, st, t->start, (size_t)(t->cap + 1) * sizeof *t->start);
  gr_famstate_free(ctx, st, t->pts, t->pcap * 2 * sizeof *t->pts);
  gr_famstate_free(ctx, st, t, sizeof *t);
  st->p = NULL;
}

/* F_a(h): the value of a heap of a whose moves take lo(a)..h. */
static gr_int row_at(const rows *t, gr_int a, gr_int h) {
  size_t lo = t->start[a], hi = t->start[a + 1];
  while (lo < hi) { /* the last change at a take <= h */
    size_t mid = lo + (hi - lo) / 2;
    if ((gr_int)t->pts[2 * mid] <= h) lo = mid + 1;
    else hi = mid;
  }
  return lo == t->start[a] ? 0 : t->pts[2 * (lo - 1) + 1];
}

/* The value of (b, last) from the rows (b < t->n). */
static gr_int row_value(gr_reval *e, const gr_rmove *mv, const rows *t, gr_int b, gr_int last) {
  gr_int lo, hi;
  e->v[GR_RV_N] = b;
  e->v[GR_RV_LAST] = last;
  take_range(e, mv, b, &lo, &hi);
  return lo > hi ? 0 : row_at(t, b, hi);
}

static gr_int grow_rows(gr_ctx *ctx, const gr_param *param, gr_famstate *st, gr_vals *v,
                        gr_int from, gr_int to) {
  const gr_rule *r = rule_of(param);
  const gr_rmove *mv = &r->m[0];
  rows *t = st->p;
  uint32_t *seen = gr_alloc(ctx, (size_t)(to + 2) * sizeof *seen);
  gr_int a;
  memset(seen, 0, (size_t)(to + 2) * sizeof *seen);
  if (t == NULL) {
    t = gr_famstate_alloc(ctx, st, sizeof *t);
    memset(t, 0, sizeof *t);
    st->p = t;
  }
  if (t->cap < to + 1) { /* room for the rows' starts */
    gr_int cap = to + 1;
    uint32_t *s = gr_famstate_alloc(ctx, st, (size_t)(cap + 1) * sizeof *s);
    if (t->start != NULL) memcpy(s, t->start, (size_t)(t->n + 1) * sizeof *s);
    else s[0] = 0;
    gr_famstate_free(ctx, st, t->start, (size_t)(t->cap + 1) * sizeof *t->start);
    t->start = s;
    t->cap = cap;
  }
  for (a = from; a <= to; a++) {
    gr_reval e;
    gr_int lo, h, mex = 0, prev = 0;
    if (ctx->work == 0) return a;
    memset(&e, 0, sizeof e);
    e.ctx = ctx;
    e.rule = r;
    e.v[GR_RV_N] = a;
    lo = mv->lo ? gr_rule_run(&e, mv->lo) : 1; /* never reads last */
    if (lo < 1) lo = 1;
    for (h = lo; h <= a; h++) {
      gr_int x = row_value(&e, mv, t, a - h, h); /* take h: the heap a − h, its counter h */
      if (x <= to + 1) seen[x] = (uint32_t)a + 1;
      while (mex <= to + 1 && seen[mex] == (uint32_t)a + 1) mex++;
      if (mex != prev) {
        if (t->np == t->pcap) {
          size_t cap = t->pcap ? t->pcap * 2 : 256;
          uint32_t *p = gr_famstate_alloc(ctx, st, cap * 2 * sizeof *p);
          if (t->np) memcpy(p, t->pts, t->np * 2 * sizeof *p);
          gr_famstate_free(ctx, st, t->pts, t->pcap * 2 * sizeof *t->pts);
          t->pts = p;
          t->pcap = cap;
        }
        t->pts[2 * t->np] = (uint32_t)h;
        t->pts[2 * t->np + 1] = (uint32_t)mex;
        t->np++;
        prev = mex;
      }
    }
    t->start[a + 1] = (uint32_t)t->np;
    t->n = a + 1;
    gr_val_set(ctx, v, a, (uint32_t)row_value(&e, mv, t, a, 0));
    charge(ctx, &e);
  }
  return to + 1;
}

/* The value of (a, last) by the rows, grown to a first. */
static gr_int fast_sg(gr_ctx *ctx, const gr_param *param, gr_int a, gr_int last) {
  const gr_rule *r = rule_of(param);
  const gr_famstate *st;
  gr_int n, pre, per;
  gr_reval e;
  (void)gr_family_value(ctx, &gr_game_ruleset, param, a);
  (void)gr_family_known(ctx, &gr_game_ruleset, param, &n, &pre, &per, &st);
  memset(&e, 0, sizeof e);
  e.ctx = ctx;
  e.rule = r;
  return row_value(&e, &r->m[0], st->p, a, last);
}

static gr_int rule_sg(gr_ctx *ctx, const gr_param *param, const rpos *p) {
  gr_search s;
  gr_poscache *pc;
  unsigned char kb[KEY_MAX];
  if (p->m == 1 && p->last == 0) return gr_family_value(ctx, &gr_game_ruleset, param, p->h[0]);
  if (p->m == 1 && fast(rule_of(param)) && !ctx->plain_mex)
    return fast_sg(ctx, param, p->h[0], p->last);
  searcher(ctx, param, &s, &pc);
  return (gr_int)gr_search_value(ctx, pc, &s, kb, key_of(p, kb));
}

static gr_value value(gr_ctx *ctx, const gr_comp *x) {
  gr_value v;
  rpos p;
  pos_of(x, &p);
  v.sg = rule_sg(ctx, x->param, &p);
  v.flags = 0;
  return v;
}

/* ---- the family: one heap, no move made yet --------------------------------------- */

/* Values of heaps from..to by mex (rules without a counter: a move's heaps
** are all smaller). Returns how many values v holds when the work runs out. */
static gr_int grow_mex(gr_ctx *ctx, const gr_param *param, gr_vals *v, gr_int from,
                       gr_int to) {
  const gr_rule *r = rule_of(param);
  uint32_t *seen = NULL, top = 0;
  size_t cap = 0;
  gr_int h;
  for (h = 0; h < from; h++)
    if (gr_val(v, h) > top) top = gr_val(v, h);
  for (h = from; h <= to; h++) {
    gr_reval e;
    riter it;
    cand c;
    rpos p;
    uint32_t g = 0;
    if (ctx->work == 0) return h;
    if ((size_t)top * 2 + 2 > cap) { /* values of options stay below 2 * top + 2 */
      size_t n = (size_t)top * 4 + 64;
      uint32_t *s2 = gr_alloc(ctx, n * sizeof *s2);
      memset(s2, 0, n * sizeof *s2);
      if (seen != NULL) memcpy(s2, seen, cap * sizeof *s2);
      seen = s2;
      cap = n;
    }
    p.m = 1;
    p.h[0] = h;
    p.last = 0;
    iter_start(&e, ctx, r, &p, &it);
    while (iter_next(&e, r, &p, &it, &c)) {
      uint32_t x = 0;
      int i;
      for (i = 0; i < c.parts; i++) x ^= gr_val(v, c.part[i]);
      if (x < cap) seen[x] = (uint32_t)h + 1;
    }
    while (g < cap && seen[g] == (uint32_t)h + 1) g++;
    gr_val_set(ctx, v, h, g);
    if (g > top) top = g;
    charge(ctx, &e);
  }
  return to + 1;
}

/* Values of start positions by search (rules with a counter). */
static gr_int grow_search(gr_ctx *ctx, const gr_param *param, gr_vals *v, gr_int from,
                          gr_int to) {
  gr_search s;
  gr_poscache *pc;
  gr_int h;
  searcher(ctx, param, &s, &pc);
  for (h = from; h <= to; h++) {
    unsigned char kb[KEY_MAX];
    rpos p;
    uint64_t x;
    if (ctx->work == 0) return h;
    p.m = 1;
    p.h[0] = h;
    p.last = 0;
    if (!gr_search_try(ctx, pc, &s, kb, key_of(&p, kb), &x)) return h;
    gr_val_set(ctx, v, h, (uint32_t)x);
  }
  return to + 1;
}

static gr_int grow(gr_ctx *ctx, const gr_param *p, gr_famstate *st, gr_vals *v, gr_int from,
                   gr_int to) {
  const gr_rule *r = rule_of(p);
  if (fast(r) && !ctx->plain_mex) return grow_rows(ctx, p, st, v, from, to);
  return r->counter ? grow_search(ctx, p, v, from, to) : grow_mex(ctx, p, v, from, to);
}

static gr_int limit(const gr_param *p) {
  (void)p;
  return RULE_TABLE;
}

static gr_int period_bound(const gr_param *p, gr_int n0, gr_int per) {
  const gr_rule *r = rule_of(p);
  return r->code != NULL ? gr_tb_period_bound(r->code, n0, per) : GR_INT_MAX;
}

static const gr_msg *rule_words(gr_ctx *ctx, const gr_param *p) {
  const gr_rule *r = rule_of(p);
  if (r->code != NULL)
    return gr_m2(ctx, GR_M(rule_ruleset_code), gr_n(gr_code_title(ctx, r->code)),
                 gr_n(gr_tb_rule_words(ctx, r->code)));
  return GR_W(rule_ruleset_none);
}

/* The rule as code (the code generator's brute force). */
static int brute(gr_coder *w, const gr_param *p) { return gr_rule_brute(w, rule_of(p)); }

/* The independent checker reads a rule that is a take-and-break code on one
** heap as that code: it checks the rule's values (computed from the rule)
** against the code's options, so a rule that is not the code fails there. */
static const char *check_family(gr_ctx *ctx, const gr_param *p) {
  const gr_rule *r = rule_of(p);
  if (r->code != NULL) return gr_fmt(ctx, "tb(%s)", r->code->text);
  return gr_fmt(ctx, "ruleset(%s)", p->text);
}

/* ---- the move list ------------------------------------------------------------------ */

static gr_int legal(gr_ctx *ctx, const gr_comp *x, int turn) {
  const gr_rule *r = rule_of(x->param);
  gr_reval e;
  riter it;
  cand c;
  rpos p;
  gr_int n = 0;
  (void)turn;
  pos_of(x, &p);
  iter_start(&e, ctx, r, &p, &it);
  while (iter_next(&e, r, &p, &it, &c))
    if (c.move == 0 || !earlier(&e, r, &p, &c)) n++;
  charge(ctx, &e);
  return n;
}

static void push(gr_ctx *ctx, const gr_comp *x, const rpos *p, const cand *c, gr_movelist *ml) {
  const gr_rule *r = rule_of(x->param);
  gr_value after = {0, 0};
  rpos q;
  int one = !r->counter && p->m == 1; /* parts are components of their own */
  gr_move *m;
  gr_comp *res;
  gr_int from, to;
  int i;
  gr_buf t, l;
  const gr_msg *label;
  if (one) {
    for (i = 0; i < c->parts; i++)
      after.sg ^= gr_family_value(ctx, &gr_game_ruleset, x->param, c->part[i]);
    from = p->h[0];
    to = c->part[0];
  } else {
    after_pos(r, p, c, &q);
    after.sg = rule_sg(ctx, x->param, &q);
    from = p->h[c->target < 0 ? 0 : c->target];
    to = q.h[c->target < 0 ? 0 : c->target];
  }
  if ((m = gr_move_push(ml, after, from, to, c->k)) == NULL) return;
  gr_buf_init(&t, ctx);
  gr_buf_init(&l, ctx);
  put_pos(&t, p);
  gr_putc(&t, '>');
  if (one) {
    for (i = 0; i < c->parts; i++) gr_printf(&t, "%s%lld", i ? "+" : "", (long long)c->part[i]);
  } else {
    put_pos(&t, &q);
  }
  if (c->parts > 1) {
    for (i = 0; i < c->parts - 1; i++)
      gr_printf(&l, "%s%lld", i == 0 ? "" : ", ", (long long)c->part[i]);
    if (c->k == 0)
      label = gr_m3(ctx, GR_M(move_split), gr_i(p->h[0]), gr_t(l.s), gr_i(c->part[c->parts - 1]));
    else
      label = gr_m4(ctx, GR_M(move_take_leaving), gr_i(c->k), gr_i(p->h[0]), gr_t(l.s),
                    gr_i(c->part[c->parts - 1]));
  } else {
    gr_arg was, now;
    int counter = !one && r->counter;
    if (one) {
      was = gr_i(p->h[0]);
      now = gr_i(c->part[0]);
    } else {
      rpos a = *p, z = q;
      gr_buf u;
      a.last = z.last = 0; /* the counter in words below */
      gr_buf_init(&u, ctx);
      put_pos(&u, &a);
      was = gr_t(u.s);
      put_pos(&l, &z);
      now = gr_t(l.s);
    }
    if (p->m > 1 && c->target < 0)
      label = counter ? gr_m4(ctx, GR_M(move_ruleset_every_last), gr_i(c->k), was, now,
                              gr_i(q.last))
                      : gr_m3(ctx, GR_M(move_ruleset_every), gr_i(c->k), was, now);
    else if (p->m > 1)
      label = counter ? gr_m5(ctx, GR_M(move_ruleset_heap_last), gr_i(c->k), gr_i(c->target + 1),
                              was, now, gr_i(q.last))
                      : gr_m4(ctx, GR_M(move_ruleset_heap), gr_i(c->k), gr_i(c->target + 1),
                              was, now);
    else
      label = counter ? gr_m4(ctx, GR_M(move_ruleset_take_last), gr_i(c->k), was, now,
                              gr_i(q.last))
                      : gr_m3(ctx, GR_M(move_take), gr_i(c->k), was, now);
  }
  m->text = t.s;
  m->label = label;
  if (one) {
    res = gr_move_result(ctx, m, x, c->parts);
    for (i = 0; i < c->parts; i++) res[i].n = c->part[i];
  } else {
    res = gr_move_result(ctx, m, x, 1);
    set_comp(ctx, &res[0], &q);
  }
}

static void moves(gr_ctx *ctx, const gr_comp *x, int turn, gr_movelist *ml) {
  const gr_rule *r = rule_of(x->param);
  gr_reval e;
  riter it;
  cand c;
  rpos p;
  (void)turn;
  pos_of(x, &p);
  if (!r->counter && p.m == 1) (void)gr_family_value(ctx, &gr_game_ruleset, x->param, p.h[0]);
  iter_start(&e, ctx, r, &p, &it);
  while (!ml->full && iter_next(&e, r, &p, &it, &c)) {
    if (c.move > 0 && earlier(&e, r, &p, &c)) continue;
    if (ml->match && ml->m_count >= 0 && ml->m_count != c.k) continue;
    charge(ctx, &e);
    push(ctx, x, &p, &c, ml);
  }
  charge(ctx, &e);
}

/* Whether a and b (texts up to `ae` and `be`, or their ends) are the same
** heaps: equal, or equal but for a counter "~c" that `a` leaves out. */
static int same_heaps(const char *a, const char *ae, const char *b, const char *be) {
  const char *t = memchr(b, '~', (size_t)(be - b));
  size_t na = (size_t)(ae - a), nb = (size_t)(be - b);
  if (na == nb && memcmp(a, b, na) == 0) return 1;
  return t != NULL && memchr(a, '~', na) == NULL && na == (size_t)(t - b) && memcmp(a, b, na) == 0;
}

/* The move whose text is `text`: "10>7", "3/5>1/5", "7~3>4~3" — the counters
** may be left out ("7>4": the engine knows what the move takes) — or only
** what it leaves, ">1/5". */
static void find_move(gr_ctx *ctx, const gr_comp *x, int turn, const char *text,
                      gr_movelist *ml) {
  gr_movelist all;
  gr_int i;
  const char *gt = strchr(text, '>');
  gr_buf before;
  (void)turn;
  if (gt == NULL) return;
  gr_buf_init(&before, ctx);
  format(&before, x);
  if (gt != text && !same_heaps(text, gt, before.s, before.s + before.n)) return;
  gr_movelist_init(&all, ctx);
  moves(ctx, x, turn, &all);
  for (i = 0; i < all.n; i++) {
    const char *t = strchr(all.m[i].text, '>') + 1;
    if (same_heaps(gt + 1, gt + strlen(gt), t, t + strlen(t))) {
      gr_move *m = gr_move_push(ml, all.m[i].value, all.m[i].from, all.m[i].to,
                                all.m[i].count);
      if (m != NULL) *m = all.m[i];
      return;
    }
  }
}

static const gr_msg *refuse(gr_ctx *ctx, const gr_comp *x, int turn, const char *move) {
  const char *gt = strchr(move, '>');
  const gr_msg *rule = gr_rule_words(ctx, rule_of(x->param));
  gr_buf w;
  (void)turn;
  gr_buf_init(&w, ctx);
  format(&w, x);
  if (gt == NULL) return gr_m2(ctx, GR_M(refuse_ruleset_how), gr_t(w.s), gr_n(rule));
  if (gt != move && !same_heaps(move, gt, w.s, w.s + w.n))
    return gr_m3(ctx, GR_M(refuse_ruleset_position), gr_t(w.s),
                 gr_t(gr_strndup(ctx, move, (size_t)(gt - move > 40 ? 40 : gt - move))),
                 gr_n(rule));
  return gr_m1(ctx, GR_M(refuse_ruleset_none), gr_n(rule));
}

/* "rule": the rule in words; "heaps", "last"; "splits" (its moves may split
** a heap: positions are single heaps), "counter" (it reads last); "code"
** when it is a take-and-break code on one heap. */
static void detail(gr_ctx *ctx, gr_buf *b, const gr_comp *x, int turn) {
  const gr_rule *r = rule_of(x->param);
  rpos p;
  int i;
  (void)turn;
  pos_of(x, &p);
  gr_putc(b, ',');
  gr_put_msg(b, "rule", gr_rule_words(ctx, r));
  gr_puts(b, ",\"heaps\":[");
  for (i = 0; i < p.m; i++) gr_printf(b, "%s%lld", i ? "," : "", (long long)p.h[i]);
  gr_printf(b, "],\"last\":%lld,\"splits\":%s,\"counter\":%s,\"code\":", (long long)p.last,
            r->splits ? "true" : "false", r->counter ? "true" : "false");
  if (r->code != NULL) gr_put_json_string(b, r->code->text);
  else gr_puts(b, "null");
}

/* What valuing x by search may cost, for gr_cost: 0 when it is known. */
static double work(gr_ctx *ctx, const gr_comp *x, int options) {
  const gr_rule *r = rule_of(x->param);
  rpos p;
  double states = 1, opts = 0, per = 16;
  int i;
  pos_of(x, &p);
  if (!r->counter && p.m == 1) { /* the family table; splits in three or more cost more */
    gr_int n, pre, per2;
    const gr_famstate *st;
    for (i = 0; i < r->n; i++)
      if (r->m[i].parts > 2) break;
    if (i == r->n) return 0;
    (void)gr_family_known(ctx, &gr_game_ruleset, x->param, &n, &pre, &per2, &st);
    return p.h[0] < n ? 0 : (double)p.h[0] * p.h[0] * p.h[0] / 6 * r->n * per;
  }
  {
    gr_poscache *pc = gr_poscache_open(ctx, "ruleset", x->param->text);
    unsigned char kb[KEY_MAX];
    uint64_t v;
    if (!options && gr_poscache_get(pc, kb, key_of(&p, kb), &v)) return 0;
  }
  for (i = 0; i < p.m; i++) {
    states *= (double)p.h[i] + 1;
    opts += (double)p.h[i];
  }
  if (r->counter) states *= (double)p.h[0] + 1; /* any counter up to the heap */
  return states * (opts + 1) * r->n * per;
}

/* ---- the judge: HDU 2516 ----------------------------------------------------------
** One pile of n stones, n per line until a line "0": Fibonacci Nim, typed as
** the rule below. Piles up to FIB_TABLE are valued by the rule's own table;
** past it (n < 2^31) by the theorem on Fibonacci Nim (Whinihan, 1963: with
** the first move taking anything but the whole pile, and each later one at
** most twice the one before, the player to move loses exactly when n is a
** Fibonacci number), swept against the table in tests/c. A pile that is not
** one is known only not to be worth 0. */

#define FIB_RULE "take k: k<=2*last or last=0 and k<n"
#define FIB_TABLE 1000 /* piles valued by the table */

/* Whether n is a Fibonacci number (1, 2, 3, 5, 8, …): the judge's fast path,
** which the tests reach for too. */
int gr_ruleset_fibonacci(gr_int n);
int gr_ruleset_fibonacci(gr_int n) {
  gr_int a = 1, b = 2;
  while (a < n) {
    gr_int c = a + b;
    a = b;
    b = c > a ? c : GR_INT_MAX; /* past 2^62 nothing is compared */
  }
  return a == n;
}

static void judge_fibnim(gr_jr *r) {
  gr_comp g = *gr_jr_comp(r, "ruleset(" FIB_RULE "):0");
  long long k;
  for (k = 1;; k++) {
    long long n;
    gr_sum s;
    gr_value v = {0, 0};
    memset(&s, 0, sizeof s);
    if (gr_jr_skip_blank(r) == EOF) {
      gr_jr_no_end_mark(r, k - 1, "0");
      return;
    }
    n = gr_jr_number(r, 0, r->strict ? 2147483647LL : GR_MAX_HEAP, GR_W(word_judge_stones_n));
    gr_jr_end_line(r, GR_W(word_judge_stones_n));
    if (n == 0) break;
    if (r->strict && n < 2)
      gr_jr_fail(r, gr_m4(r->ctx, GR_M(judge_range_or_end), gr_n(GR_W(word_judge_stones_n)),
                          gr_i(2), gr_i(2147483647LL), gr_i(n)));
    if (n <= FIB_TABLE) v.sg = gr_family_value(r->ctx, &gr_game_ruleset, g.param, n);
    else if (!gr_ruleset_fibonacci(n)) v.flags = GR_UNKNOWN;
    gr_sum_add(&s, 1, &g, v, 1);
    gr_jr_puts(r, gr_jr_sum_wins(r, &s, k) ? "First win\n" : "Second win\n");
    if (r->pos) {
      gr_jr_case_start(r, gr_fmt(r->ctx, "ruleset(%s):", g.param->text));
      gr_jr_case_num(r, n);
      gr_jr_case_done(r, k, 1, "piles");
    }
  }
  gr_jr_after_end_mark(r, "0");
}

static const gr_judgedef judges[] = {
  {"fibnim", "HDU 2516", "fibonacci",
   "https://acm.hdu.edu.cn/showproblem.php?pid=2516", GR_W(judge_ruleset_fibnim_answers), "2\n13\n10000\n0\n", judge_fibnim},
  {NULL, NULL, NULL, NULL, NULL, NULL, NULL},
};

static const gr_limit limits[] = {
  {"text", GR_RULE_MAX_TEXT}, {"moves", GR_RULE_MAX_MOVES}, {"parts", GR_RULE_MAX_PARTS},
  {"depth", GR_RULE_MAX_DEPTH}, {"terms", GR_RULE_MAX_NODES}, {"heaps", RULE_MAX_HEAPS},
  {"table", RULE_TABLE}, {"scan", RULE_SCAN}, {NULL, 0}};

/* A small position of one of the rules the tests know by heart. */
static void random_rule(const gr_game *g, gr_buf *b, uint64_t *seed) {
  static const char *const rules[] = {
    "take k: pow2(k)", "take k: square(k)", "take k in 1..n/2", "take d: d|n, d<n",
    "take k: prime(k)", "split a+b: a<b", "take k in 1..2 or take k in 1..2 leave a+b",
    "take k: k<=2*last or last=0 and k<n", "take k or take k from all", "take k: k<=3"};
  int r = (int)gr_rand(seed, 0, (gr_int)(sizeof rules / sizeof rules[0]) - 1);
  (void)g;
  gr_printf(b, "ruleset(%s):", rules[r]);
  if (r == 8) gr_printf(b, "%lld/%lld", (long long)gr_rand(seed, 0, 3), (long long)gr_rand(seed, 0, 3));
  else if (r == 7) gr_printf(b, "%lld", (long long)gr_rand(seed, 0, 7));
  else gr_printf(b, "%lld", (long long)gr_rand(seed, 0, r == 5 || r == 6 ? 4 : 6));
}

/* The family table's work: each heap looks at its takes (about n of them),
** each running the rule's few instructions. */
static double cost(gr_ctx *ctx, const gr_game *g, const gr_param *p, double entries) {
  return gr_table_work(ctx, g, p, entries, 1, 1, 8);
}

/* Published facts about typed rules, for the pattern finder. */
static const gr_int squares_zeros[] = {0, 2, 5, 7, 10, 12, 15, 17, 20, 22};
static const gr_published published[] = {
  {GR_PUB_ZEROS, GR_W(pub_squares), GR_W(pub_oeis_a030193), 0, 22, squares_zeros,
   (int)(sizeof squares_zeros / sizeof squares_zeros[0])},
  {0, NULL, NULL, 0, 0, NULL, 0},
};

/* Example claims (grundy claim; the page's claim checker). */
static const char *const claims[] = {"same ruleset(take k: pow2(k)) sub(1,2,4,8,16,32) to 60 misere", NULL};

static const gr_family_caps ruleset_family = {
  .size_words = GR_W(word_family_heap),
  .table_limit = RULE_TABLE,
  .grow = grow,
  .state_free = rows_free,
  .limit = limit,
  .period_bound = period_bound,
  .rule_words = rule_words,
  .check_family = check_family,
  .example = "ruleset(take k: pow2(k))",
  .param_words = GR_W(game_ruleset_param),
  .cost = cost,
  .published = published,
  .brute = brute,
};

static const gr_front_caps ruleset_front = {
  .limits = limits,
  .judges = judges,
  .random = random_rule,
  .work = work,
  .claims = claims,
};

const gr_game gr_game_ruleset = {
  .name = "ruleset",
  .title = GR_W(game_ruleset_title),
  .notation = GR_W(game_ruleset_notation),
  .example = "ruleset(take k: pow2(k)):10,7",
  .parse_param = parse_param,
  .format_param = format_param,
  .parse = parse,
  .format = format,
  .value = value,
  .legal = legal,
  .moves = moves,
  .copy = copy,
  .refuse = refuse,
  .detail = detail,
  .find_move = find_move,
  .family = &ruleset_family,
  .front = &ruleset_front,
};
