/*
** family.c — value tables of one-parameter game families (heaps of a set
** or a code, stretches of a strip, …), the period proofs,
** and the sequence and value JSON.
**
** One table per (game, parameters), kept in the context between calls and
** shared by every group and call. A table grows until it covers the size
** asked for or the game's rule proves a period; then sizes past the
** pre-period are folded, so a heap of 10^18 costs no more than the period.
** Values take 2 bytes each in the tables of `grow` families while they
** fit (4 once one does not: gr_vals_widen), 4 in the tables of `extend`
** families; a table holds room for the values asked for and no more. A
** game may keep algorithm state beside them (gr_famstate). All tables
** together, with the position caches, hold at most limit / GR_TABLE_SHARE
** bytes: when a table must grow past that, the share (share.h) frees the
** least recently used of them that the current call has not used.
**
** Growing stops early when the call's work budget runs out (ctx->work, set
** by api.c: bounded for analysis and play, whose positions anyone may type,
** unbounded for sequences and values, which ask for the work): what was
** computed stays, and a later call carries on from there.
**
** A period is proven only once the independent checker (check/check.h, sharing no
** code with the values' computation or with the games' proof rules) has
** verified it: every value it rests on checked as the mex of its options,
** the theorem's bound derived by the checker itself. A claim it refuses is
** never reported as proven or used to fold a size; the refusal is kept in
** the table, shown in the sequence JSON and counted (gr_claims_refused, for
** the tests). The check spends the call's work budget too: a claim whose
** check does not fit waits in the table, and the next call carries on.
*/
#include <stddef.h>
#include <string.h>
#include "check/check.h"
#include "family.h"
#include "share.h"
#include "calls.h"

struct gr_table {
  gr_kept kept;         /* in the share: the last use, how to free it */
  gr_table *next;
  const gr_game *game;
  char *key;            /* the parameters' canonical text ("" for none) */
  size_t keylen;
  gr_vals vals;         /* values 0..n-1, room for cap */
  gr_int n, cap;
  gr_int pre, per;      /* proven pre-period and period; per = 0 until proven */
  size_t bytes;         /* what the table holds: struct, key and values */
  gr_int computed;      /* values computed for it in all (tests: none twice) */
  gr_famstate st;       /* the game's algorithm state (counted on its own) */
  ck_family *chk;       /* the independent checker's state for these values, or NULL */
  struct chk_host { gr_ctx *ctx; gr_table *t; } host; /* its memory: counted with the table */
  gr_int cpre, cper;    /* a claim waiting for its check (cper = 0: none) */
  ck_msg *refused;      /* what the checker said of the first claim it refused, or NULL */
  gr_int rpre, rper;    /* ... and that claim */
};

static long claims_refused; /* claims the checker refused, in this process (tests look) */

long gr_claims_refused(void) { return claims_refused; }

void gr_claim_refused(void) { claims_refused++; }

/* Bytes a value takes in t. */
static size_t vsize(const gr_table *t) {
  return t->vals.wide ? sizeof(uint32_t) : sizeof(uint16_t);
}

/* Values 0..n-1 of t in 4 bytes each, as the independent checker reads
** them: the table itself when wide, else a scratch copy (claims only). */
static const uint32_t *wide_values(gr_ctx *ctx, const gr_table *t, gr_int n) {
  uint32_t *w;
  gr_int i;
  if (t->vals.wide) return t->vals.p;
  w = gr_alloc(ctx, (size_t)(n > 0 ? n : 1) * sizeof *w);
  for (i = 0; i < n; i++) w[i] = gr_val(&t->vals, i);
  return w;
}

static void table_free(gr_ctx *ctx, gr_table *t) {
  const gr_family_caps *fc = gr_family_of(t->game);
  if (t->st.p != NULL && fc->state_free != NULL) fc->state_free(ctx, &t->st);
  ck_family_close(t->chk); /* gives its bytes back through chk_alloc */
  if (t->refused != NULL) {
    gr_mfree(ctx, t->refused, sizeof *t->refused);
    t->bytes -= sizeof *t->refused;
  }
  ctx->kept_bytes[GR_KEPT_TABLES] -= t->bytes;
  gr_mfree(ctx, t->vals.p, (size_t)t->cap * vsize(t));
  gr_mfree(ctx, t->key, t->keylen + 1);
  gr_mfree(ctx, t, sizeof *t);
}

/* The share's way to free a table: out of the context's list, then freed. */
static void table_drop(gr_ctx *ctx, gr_kept *k) {
  gr_table *t = (gr_table *)(void *)((char *)k - offsetof(gr_table, kept)), **pp;
  for (pp = &ctx->tables; *pp != NULL; pp = &(*pp)->next)
    if (*pp == t) {
      *pp = t->next;
      break;
    }
  table_free(ctx, t);
}

/* Room for `bytes` more in the tables' share of the limit: the share frees
** the least recently used tables and position caches not used in this call. */
static void make_room(gr_ctx *ctx, size_t bytes) { (void)gr_share_room(ctx, GR_KEPT_TABLES, bytes); }

static void *table_malloc(gr_ctx *ctx, size_t bytes) {
  void *p;
  make_room(ctx, bytes);
  p = gr_malloc(ctx, bytes);
  if (p == NULL)
    gr_throw(ctx, GR_ENOMEM, gr_m2(ctx, GR_M(err_table_memory), gr_i((gr_int)(bytes >> 20) + 1),
                                   gr_i((gr_int)(ctx->limit >> 20))));
  return p;
}

/* The checker's allocator (check/check.h's ck_alloc_fn): counted memory, within
** the tables' share, charged to the table it checks. Never throws: the
** checker says CK_ENOMEM, and the claim stays unproven. */
static void *chk_alloc(void *ud, void *p, size_t osize, size_t nsize) {
  struct chk_host *h = ud;
  gr_ctx *ctx = h->ctx;
  if (nsize == 0) {
    gr_mfree(ctx, p, osize);
    ctx->kept_bytes[GR_KEPT_TABLES] -= osize;
    h->t->bytes -= osize;
    return NULL;
  }
  if (!gr_share_room(ctx, GR_KEPT_TABLES, nsize)) return NULL;
  p = gr_malloc(ctx, nsize);
  if (p != NULL) {
    ctx->kept_bytes[GR_KEPT_TABLES] += nsize;
    h->t->bytes += nsize;
  }
  return p;
}

void *gr_famstate_alloc(gr_ctx *ctx, gr_famstate *st, size_t bytes) {
  void *p = table_malloc(ctx, bytes);
  st->bytes += bytes;
  ctx->kept_bytes[GR_KEPT_TABLES] += bytes;
  return p;
}

void gr_famstate_free(gr_ctx *ctx, gr_famstate *st, void *p, size_t bytes) {
  if (p == NULL) return;
  gr_mfree(ctx, p, bytes);
  st->bytes -= bytes;
  ctx->kept_bytes[GR_KEPT_TABLES] -= bytes;
}

int gr_is_family(const gr_game *g) {
  const gr_family_caps *fc = gr_family_of(g);
  return (fc->extend != NULL || fc->grow != NULL) && fc->size_words != NULL;
}

/* The game whose table holds g's values. */
static const gr_game *table_game(const gr_game *g) {
  return gr_family_of(g)->values_of ? gr_family_of(g)->values_of : g;
}

gr_int gr_family_limit(const gr_game *g, const gr_param *p) {
  const gr_family_caps *fc = gr_family_of(table_game(g));
  return fc->limit != NULL ? fc->limit(p) : fc->table_limit;
}

/* The table of (g, p), or NULL when there is none (and make is 0); when
** found it moves to the front and is marked used. */
static gr_table *find_table(gr_ctx *ctx, const gr_game *g, const gr_param *p, int make) {
  const char *key = p != NULL && p->text != NULL ? p->text : "";
  size_t len = strlen(key);
  gr_table **pp, *t;
  g = table_game(g);
  for (pp = &ctx->tables; *pp != NULL; pp = &(*pp)->next) {
    t = *pp;
    if (t->game == g && t->keylen == len && memcmp(t->key, key, len) == 0) {
      *pp = t->next;
      t->next = ctx->tables;
      ctx->tables = t;
      gr_share_use(ctx, &t->kept);
      return t;
    }
  }
  if (!make) return NULL;
  t = table_malloc(ctx, sizeof *t);
  memset(t, 0, sizeof *t);
  t->key = gr_malloc(ctx, len + 1);
  if (t->key == NULL) {
    gr_mfree(ctx, t, sizeof *t);
    gr_throw(ctx, GR_ENOMEM, GR_W(err_table_nomem));
  }
  memcpy(t->key, key, len + 1);
  t->keylen = len;
  t->game = g;
  t->vals.wide = gr_family_of(g)->grow == NULL; /* extend fills 4-byte values */
  t->bytes = sizeof *t + len + 1;
  gr_share_add(ctx, &t->kept, GR_KEPT_TABLES, table_drop);
  t->next = ctx->tables;
  ctx->tables = t;
  ctx->kept_bytes[GR_KEPT_TABLES] += t->bytes;
  return t;
}

/* "name(params)", the family as it is written. */
static const char *family_text(gr_ctx *ctx, const gr_game *g, const gr_param *p) {
  return p != NULL && p->text != NULL ? gr_fmt(ctx, "%s(%s)", g->name, p->text) : g->name;
}

/* Room for exactly n ≥ t->n values (the block grows or shrinks in place
** where it can). Returns 0 when memory refuses (and `quiet`), else throws. */
static int resize(gr_ctx *ctx, gr_table *t, gr_int n, int quiet) {
  size_t w = vsize(t), was = (size_t)t->cap * w, now = (size_t)n * w;
  void *v;
  if (now > was) make_room(ctx, now - was);
  v = gr_mrealloc(ctx, t->vals.p, was, now);
  if (v == NULL) {
    if (quiet) return 0;
    gr_throw(ctx, GR_ENOMEM, gr_m2(ctx, GR_M(err_table_memory),
                                   gr_i((gr_int)((now - was) >> 20) + 1),
                                   gr_i((gr_int)(ctx->limit >> 20))));
  }
  ctx->kept_bytes[GR_KEPT_TABLES] = ctx->kept_bytes[GR_KEPT_TABLES] - was + now;
  t->bytes = t->bytes - was + now;
  t->vals.p = v;
  t->cap = n;
  return 1;
}

static void reserve(gr_ctx *ctx, gr_table *t, gr_int n) {
  if (n > t->cap) (void)resize(ctx, t, n, 0);
}

void gr_vals_widen(gr_ctx *ctx, gr_vals *vs) {
  gr_table *t = (gr_table *)(void *)((char *)vs - offsetof(gr_table, vals));
  size_t narrow = (size_t)t->cap * sizeof(uint16_t), wide = (size_t)t->cap * sizeof(uint32_t);
  const uint16_t *a = vs->p;
  uint32_t *b;
  gr_int i;
  if (vs->wide) return;
  b = table_malloc(ctx, wide);
  for (i = 0; i < t->cap; i++) b[i] = a[i]; /* values past n are not read */
  gr_mfree(ctx, vs->p, narrow);
  ctx->kept_bytes[GR_KEPT_TABLES] += wide - narrow;
  t->bytes += wide - narrow;
  vs->p = b;
  vs->wide = 1;
}

/* The sizes a table is computed to: 64, 128, … doubling, then growing by
** half past 4M values, and the limit (a step stops early at the size asked
** for). Periods are looked for only at these sizes, so what a table proves
** never depends on the order of the calls. */
static gr_int next_size(gr_int n, gr_int limit) {
  gr_int s = 64;
  while (s <= n) s = s < ((gr_int)1 << 22) ? 2 * s : s + s / 2;
  return s > limit + 1 ? limit + 1 : s;
}

/* Whether the period per proven in v[0..n] is the smallest one: no divisor
** d of per repeats over the last per values. (A multiple of the smallest
** period can be proven first; the table then grows until the smallest is.) */
static int smallest_period(const gr_vals *v, gr_int n, gr_int per) {
  gr_int d, i;
  for (d = 1; d < per; d++) {
    if (per % d != 0) continue;
    for (i = n - per + 1; i + d <= n && gr_val(v, i + d) == gr_val(v, i); i++) {}
    if (i + d > n) return 0;
  }
  return 1;
}

static int find_period(gr_ctx *ctx, const gr_game *g, const gr_param *param, const gr_vals *v,
                       gr_int n, gr_int *pre, gr_int *per);

/* Refuses at once a size past g's table that no period can ever reach. */
static void check_reach(gr_ctx *ctx, const gr_game *g, const gr_param *p, gr_int h) {
  const gr_game *tg = table_game(g);
  gr_int limit = gr_family_limit(tg, p);
  gr_int (*bound)(const gr_param *, gr_int, gr_int) = gr_family_of(tg)->period_bound;
  if (h > limit && (bound == NULL || bound(p, 0, 1) == GR_INT_MAX))
    gr_throw(ctx, GR_ELIMIT, gr_m2(ctx, GR_M(err_family_unprovable), gr_t(family_text(ctx, g, p)),
                                   gr_i(limit)));
}

/* The family's text for the checker: the table game's name and parameters. */
static const char *check_text(gr_ctx *ctx, const gr_table *t, const gr_param *p) {
  const gr_family_caps *fc = gr_family_of(t->game);
  if (fc->check_family != NULL) return fc->check_family(ctx, p);
  return p != NULL && p->text != NULL ? gr_fmt(ctx, "%s(%s)", t->game->name, p->text)
                                      : t->game->name;
}

/* Keeps the checker's word on the first claim it refused for t. */
static void note_refusal(gr_ctx *ctx, gr_table *t, gr_int pre, gr_int per, const ck_msg *why) {
  gr_claim_refused();
  if (t->refused != NULL) return;
  t->refused = gr_malloc(ctx, sizeof *t->refused);
  if (t->refused == NULL) return; /* the count is what matters; the words may go */
  *t->refused = *why;
  t->bytes += sizeof *t->refused;
  t->rpre = pre;
  t->rper = per;
}

/* The checker's word on a claim (its own text, for the command line). */
static const gr_msg *claim_words(gr_ctx *ctx, gr_int pre, gr_int per, const gr_msg *why) {
  return gr_m3(ctx, GR_M(family_claim), gr_i(per), gr_i(pre), gr_n(why));
}

enum { CLAIM_REFUSED = 0, CLAIM_VERIFIED = 1, CLAIM_PENDING = 2 };

/* Has the independent checker verify the claim (pre, per) from t's values
** 0..n, at least up to the bound the game's own rule used. Spends the
** call's work; CLAIM_PENDING when it ran out (the checker keeps its place). */
static int check_claim(gr_ctx *ctx, gr_table *t, const gr_param *p, gr_int n, gr_int pre,
                       gr_int per, const gr_msg **why) {
  const gr_game *tg = t->game;
  int64_t budget = ctx->work;
  const gr_family_caps *fc = gr_family_of(tg);
  gr_int own = fc->period_bound != NULL ? fc->period_bound(p, pre, per) : 0;
  ck_status st;
  if (t->chk == NULL) {
    ck_host host;
    ck_msg msg;
    t->host.ctx = ctx;
    t->host.t = t;
    host.alloc = chk_alloc;
    host.ud = &t->host;
    host.limit = ctx->limit;
    t->chk = ck_family_open(check_text(ctx, t, p), &host, &msg);
    if (t->chk == NULL) {
      if (why != NULL) *why = gr_checker_msg(ctx, &msg);
      note_refusal(ctx, t, pre, per, &msg);
      return CLAIM_REFUSED;
    }
  }
  st = ck_period(t->chk, wide_values(ctx, t, n + 1), n + 1, pre, per, own < GR_INT_MAX ? own : 0, &budget);
  if (ctx->work >= 0) ctx->work = budget;
  if (st != CK_PENDING) ck_trim(t->chk); /* kept small between claims */
  switch (st) {
  case CK_OK: return CLAIM_VERIFIED;
  case CK_PENDING: return CLAIM_PENDING;
  case CK_ENOMEM: /* not checked, so not proven; not a refusal */
    if (why != NULL)
      *why = gr_m1(ctx, GR_M(family_claim_nomem), gr_i((gr_int)(ctx->limit >> 20)));
    return CLAIM_REFUSED;
  default:
    if (why != NULL) *why = gr_checker_msg(ctx, ck_said(t->chk));
    note_refusal(ctx, t, pre, per, ck_said(t->chk));
    return CLAIM_REFUSED;
  }
}

/* A claim waits for its check: the call's work ran out. */
#if defined(__GNUC__)
__attribute__((noreturn))
#endif
static void check_later(gr_ctx *ctx, const gr_game *g, const gr_table *t, const gr_param *p) {
  gr_throw(ctx, GR_ELIMIT, gr_m3(ctx, GR_M(err_family_check_later), gr_t(family_text(ctx, g, p)),
                                 gr_i(t->n - 1),
                                 gr_i(t->chk != NULL ? (gr_int)ck_checked(t->chk) - 1 : -1)));
}

/* Grows t until it holds value h, or (unless `all`) a proven period covers
** it. g is the game asked about (for messages). */
static void cover(gr_ctx *ctx, const gr_game *g, gr_table *t, const gr_param *p, gr_int h,
                  int all) {
  const gr_game *tg = t->game;
  gr_int limit = gr_family_limit(tg, p);
  check_reach(ctx, g, p, h);
  while (h >= t->n && (all || !(t->per > 0 && h >= t->pre))) {
    gr_int want, got, list;
    if (t->cper > 0 && !all) { /* a claim waiting for its check */
      int c = check_claim(ctx, t, p, t->n - 1, t->cpre, t->cper, NULL);
      if (c == CLAIM_PENDING) check_later(ctx, g, t, p);
      if (c == CLAIM_VERIFIED) {
        t->pre = t->cpre;
        t->per = t->cper;
      }
      t->cper = 0;
      continue;
    }
    if (t->n > limit) /* full, and h is past it */
      gr_throw(ctx, GR_ELIMIT,
               t->refused ? gr_m3(ctx, GR_M(err_family_full_refused), gr_t(family_text(ctx, g, p)),
                                  gr_i(limit),
                                  gr_n(gr_m3(ctx, GR_M(family_refused), gr_i(t->rper),
                                             gr_i(t->rpre), gr_n(gr_checker_msg(ctx, t->refused)))))
                          : gr_m2(ctx, GR_M(err_family_full), gr_t(family_text(ctx, g, p)),
                                  gr_i(limit)));
    list = next_size(t->n, limit);
    want = h < list ? h + 1 : list; /* no further than asked */
    reserve(ctx, t, want);
    const gr_family_caps *fc = gr_family_of(tg);
    if (fc->grow != NULL) {
      got = fc->grow(ctx, p, &t->st, &t->vals, t->n, want - 1);
    } else {
      fc->extend(ctx, p, t->vals.p, t->n, want - 1);
      got = want;
    }
    t->computed += got - t->n;
    t->n = got;
    if (got == list) { /* a size of the list: look for a period */
      if (!find_period(ctx, tg, p, &t->vals, t->n - 1, &t->pre, &t->per) ||
          (!smallest_period(&t->vals, t->n - 1, t->per) && t->n <= limit)) {
        t->per = 0;
      } else { /* proven only once the independent checker agrees */
        int c = check_claim(ctx, t, p, t->n - 1, t->pre, t->per, NULL);
        if (c == CLAIM_PENDING) {
          t->cpre = t->pre;
          t->cper = t->per;
        }
        if (c != CLAIM_VERIFIED) t->per = 0;
      }
    } else if (h >= t->n && t->n == 0) {
      gr_throw(ctx, GR_ELIMIT, gr_m1(ctx, GR_M(err_family_none_yet), gr_t(family_text(ctx, g, p))));
    } else if (h >= t->n) {
      gr_throw(ctx, GR_ELIMIT, gr_m2(ctx, GR_M(err_family_so_far), gr_t(family_text(ctx, g, p)),
                                     gr_i(t->n - 1)));
    }
  }
  if (t->cap > t->n && t->per > 0 && h >= t->n) /* a period came first: no more room needed */
    (void)resize(ctx, t, t->n, 1);
}

gr_int gr_family_value(gr_ctx *ctx, const gr_game *g, const gr_param *p, gr_int h) {
  gr_table *t = find_table(ctx, g, p, 1);
  cover(ctx, g, t, p, h, 0);
  if (h >= t->n) h = t->pre + (h - t->pre) % t->per;
  return gr_val(&t->vals, h);
}

const gr_vals *gr_family_values(gr_ctx *ctx, const gr_game *g, const gr_param *p, gr_int n,
                                 gr_int *pre, gr_int *per) {
  gr_table *t = find_table(ctx, g, p, 1);
  gr_int limit = gr_family_limit(g, p);
  if (n > limit)
    gr_throw(ctx, GR_ELIMIT, gr_m2(ctx, GR_M(err_family_limit), gr_t(family_text(ctx, g, p)),
                                   gr_i(limit)));
  cover(ctx, g, t, p, n, 1); /* every value up to n, even past a proven period */
  *pre = t->per ? t->pre : 0;
  *per = t->per;
  return &t->vals;
}

const gr_vals *gr_family_known(gr_ctx *ctx, const gr_game *g, const gr_param *p, gr_int *n,
                                gr_int *pre, gr_int *per, const gr_famstate **st) {
  gr_table *t = find_table(ctx, g, p, 0);
  *n = t ? t->n : 0;
  *pre = t && t->per ? t->pre : 0;
  *per = t ? t->per : 0;
  *st = t ? &t->st : NULL;
  return t ? &t->vals : NULL;
}

/* How many m, counting down from n - p, have v[m+p] = v[m] (the run of p
** read backwards from the end), counted up to `most` at most. */
static gr_int run_of(const gr_vals *v, gr_int n, gr_int p, gr_int most) {
  gr_int r = 0;
  if (v->wide) {
    const uint32_t *a = v->p;
    while (r < most && r <= n - p && a[n - r] == a[n - p - r]) r++;
  } else {
    const uint16_t *a = v->p;
    while (r < most && r <= n - p && a[n - r] == a[n - p - r]) r++;
  }
  return r;
}

/* Periods are looked for in place, with no memory past the values: p can
** only qualify when its run reaches a threshold (about half the values for
** the take-and-break rules), and most runs end after a value or two. A run
** that does reach its threshold, or stops short of it after a long way,
** settles every multiple of p within that stretch: the stretch of S = run + p
** values has period p and the value before it breaks it, so a multiple
** q ≤ S of p has run S - q exactly — shorter by q - p than p's, against a
** threshold shorter by q - p at most — and it is skipped. */
typedef struct skip {
  gr_int p, s; /* multiples q ≤ s of p are settled (p = 0: none) */
} skip;

static int skipped(const skip *k, gr_int q) { return k->p > 0 && q % k->p == 0 && q <= k->s; }

static void settle(skip *k, gr_int p, gr_int run) {
  if (run + p > k->s) {
    k->p = p;
    k->s = run + p;
  }
}

/* The largest period g's rule could prove from values 0..n (0: none): the
** largest p with period_bound(0, p) - 1 ≤ n - p. A rule's bound never falls
** as the pre-period or the period grows, so no larger p can qualify. */
static gr_int most_period(const gr_game *g, const gr_param *param, gr_int n) {
  gr_int lo = 0, hi = n;
  while (lo < hi) {
    gr_int mid = lo + (hi - lo + 1) / 2;
    if (gr_family_of(g)->period_bound(param, 0, mid) - 1 <= n - mid) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

static int find_period(gr_ctx *ctx, const gr_game *g, const gr_param *param, const gr_vals *v,
                       gr_int n, gr_int *pre, gr_int *per) {
  gr_int p, K, n0max = 0, hi;
  skip k = {0, 0};
  (void)ctx;
  g = table_game(g);
  if (gr_family_of(g)->period_bound == NULL || n < 1 ||
      gr_family_of(g)->period_bound(param, 0, 1) == GR_INT_MAX)
    return 0;
  K = most_period(g, param, n);
  if (K == 0) return 0;
  hi = n; /* n0max: the largest pre-period the rule accepts for period 1 (and so any) */
  while (n0max < hi) {
    gr_int mid = n0max + (hi - n0max + 1) / 2;
    if (gr_family_of(g)->period_bound(param, mid, 1) - 1 <= n - 1) n0max = mid;
    else hi = mid - 1;
  }
  for (p = 1; p <= K; p++) {
    gr_int need = n - p + 1 - n0max, run, n0;
    if (skipped(&k, p)) continue;
    if (need < 1) need = 1;
    run = run_of(v, n, p, need);
    if (run >= need) run = run_of(v, n, p, n + 1); /* the whole run */
    n0 = n - p - run + 1; /* matches hold for m = n0..n-p */
    if (run >= need && gr_family_of(g)->period_bound(param, n0, p) - 1 <= n - p) {
      *pre = n0;
      *per = p;
      return 1;
    }
    settle(&k, p, run);
  }
  return 0;
}

int gr_find_period(gr_ctx *ctx, const gr_game *g, const gr_param *param, const uint32_t *v,
                   gr_int n, gr_int *pre, gr_int *per) {
  gr_vals w;
  w.p = (void *)(uintptr_t)v; /* read only */
  w.wide = 1;
  return find_period(ctx, g, param, &w, n, pre, per);
}

/* A regularity seen in v[0..n] without proof: the smallest p (then the
** smallest n0) with v[m+p] - v[m] = s for every n0 ≤ m ≤ n - p, holding over
** at least two periods and with n0 ≤ n / 2 (s ≠ 0 is looked for up to p =
** 4096). Returns 0 when there is none. */
static int observe(gr_ctx *ctx, const gr_vals *v, gr_int n, gr_int *pre, gr_int *per,
                   gr_int *saltus) {
  gr_int p, best = 0;
  skip k = {0, 0};
  (void)ctx;
  if (n < 4) return 0;
  for (p = 1; p <= n / 3 && !best; p++) { /* a run of 2p or more reaching back to n / 2 */
    gr_int need = n - p + 1 - n / 2, run;
    if (need < 2 * p) need = 2 * p;
    if (skipped(&k, p)) continue;
    run = run_of(v, n, p, need);
    if (run < need) {
      settle(&k, p, run);
      continue;
    }
    run = run_of(v, n, p, n + 1);
    best = p;
    *pre = n - p - run + 1;
    *saltus = 0;
  }
  for (p = 1; p <= n / 3 && p <= 4096 && (best == 0 || p < best); p++) {
    gr_int s = (gr_int)gr_val(v, n) - (gr_int)gr_val(v, n - p), m = n - p;
    if (s == 0) continue;
    while (m > 0 && (gr_int)gr_val(v, m - 1 + p) - (gr_int)gr_val(v, m - 1) == s) m--;
    if (n - p - m + 1 >= 2 * p && m <= n / 2) {
      best = p;
      *pre = m;
      *saltus = s;
    }
  }
  *per = best;
  return best > 0;
}

/* ---- growing within memory ---------------------------------------------------------
** A table grows in the steps next_size makes, in place where the allocator
** can (periods are looked for with no memory of their own). The game's
** state grows with the table (estimated from what it holds per value now).
** The size the memory limit lets t reach is known before any value is
** computed, so a size past it is refused there, not after the work. */

/* The most values t can hold within the memory limit on its way to size h
** (a step of next_size, at most limit + 1, or h + 1; t->n when no further
** step fits). */
static gr_int memory_reach(const gr_ctx *ctx, const gr_table *t, gr_int h, gr_int limit) {
  size_t w = vsize(t);
  double base = (double)ctx->used - (double)ctx->kept_bytes[GR_KEPT_TABLES] +
                (double)(t->bytes - (size_t)t->cap * w),
         per_state = t->n > 0 ? (double)t->st.bytes / (double)t->n : 0;
  gr_int n = t->n;
  if (per_state < 0.25) per_state = 0.25; /* a margin for state that grows faster */
  while (n <= limit && n <= h) {
    gr_int list = next_size(n, limit), want = h < list ? h + 1 : list;
    if (base + (double)want * (double)w + per_state * (double)want > (double)ctx->limit) break;
    n = want;
  }
  return n;
}

/* Before t grows to hold size h: while the memory limit would end the table
** before h (and before the family's own limit), the table grows one step at
** a time, the reach estimated again after each; when no further step fits
** and no period proven on the way covers h, h is refused with what would
** work, before a step that memory cannot hold. */
static void within_memory(gr_ctx *ctx, const gr_game *g, gr_table *t, const gr_param *p,
                          gr_int h) {
  gr_int limit = gr_family_limit(t->game, p), reach;
  check_reach(ctx, g, p, h); /* past the limit with no rule to prove a period: at once */
  for (;;) {
    if (h < t->n || (t->per > 0 && h >= t->pre)) return;
    reach = memory_reach(ctx, t, h, limit);
    if (reach > limit || h < reach) return; /* the family's own limit, or h, comes first */
    if (reach == t->n) break;
    cover(ctx, g, t, p, next_size(t->n, limit) - 1, 0); /* one step */
  }
  gr_throw(ctx, GR_ENOMEM, gr_m4(ctx, GR_M(err_family_memory), gr_t(family_text(ctx, g, p)),
                                 gr_i(t->n - 1), gr_i((gr_int)(ctx->limit >> 20)), gr_i(h)));
}

/* ---- sequences and values ------------------------------------------------------------ */

/* Room at once for the size h a sequence or a value asks for (within the
** table), so that the block is not copied at every step — where memory
** allows; else the table grows step by step. An analysis grows its tables
** by steps only: its positions are typed, and a large heap it may not
** finish computing within its bound should not hold the room for it. */
static void room_for(gr_ctx *ctx, gr_table *t, const gr_param *p, gr_int h) {
  if (h >= t->cap && h <= gr_family_limit(t->game, p) && !(t->per > 0 && h >= t->pre))
    (void)resize(ctx, t, h + 1, 1);
}

static void list_families(gr_buf *b) {
  int i, k = 0;
  for (i = 0; gr_games[i] != NULL; i++) {
    if (!gr_is_family(gr_games[i])) continue;
    gr_printf(b, "%s%s%s", k++ ? ", " : "", gr_games[i]->name,
              gr_games[i]->parse_param ? "(…)" : "");
  }
}

/* Whether a family's text is a name: letters followed by "(" or nothing.
** Any other text ("4!.0", ".77", "K!.7", "C.4") is the bare game's
** parameters (gr_bare_game), so a parameter text that starts with letters
** is still read as one when a character other than "(" follows them. */
static int family_name(const char *s) {
  while ((*s >= 'a' && *s <= 'z') || (*s >= 'A' && *s <= 'Z')) s++;
  return *s == '(' || *s == '\0';
}

/* Reads a family: "name", "name(params)" or a bare parameter text (gr_bare_game). */
static const gr_game *read_family(gr_ctx *ctx, const char *family, gr_param **param) {
  gr_cursor c;
  const gr_game *g;
  int bare = !family_name(family) && gr_bare_game() != NULL;
  c.ctx = ctx;
  c.text = family;
  c.p = family;
  *param = NULL;
  if (bare) {
    g = gr_bare_game();
  } else {
    while ((*c.p >= 'a' && *c.p <= 'z') || (*c.p >= 'A' && *c.p <= 'Z')) c.p++;
    g = gr_find_game(family, (size_t)(c.p - family));
    if (g == NULL || !gr_is_family(g)) {
      gr_buf fl;
      gr_buf_init(&fl, ctx);
      list_families(&fl);
      if (gr_bare_game() != NULL)
        gr_throw(ctx, GR_EINPUT, gr_m3(ctx, GR_M(err_family_unknown_bare), gr_tn(ctx, family, 40),
                                       gr_t(fl.s), gr_n(gr_front_of(gr_bare_game())->bare_family)));
      gr_throw(ctx, GR_EINPUT, gr_m2(ctx, GR_M(err_family_unknown), gr_tn(ctx, family, 40),
                                     gr_t(fl.s)));
    }
  }
  if (g->parse_param != NULL) {
    gr_buf t;
    if (!bare) {
      if (*c.p != '(') gr_syntax(&c, gr_m1(ctx, GR_M(err_pos_open), gr_t(g->name)));
      c.p++;
    }
    *param = g->parse_param(&c);
    if (!bare) {
      if (*c.p != ')') gr_syntax(&c, gr_m1(ctx, GR_M(err_pos_close), gr_t(g->name)));
      c.p++;
    }
    gr_buf_init(&t, ctx);
    g->format_param(&t, *param);
    (*param)->text = t.s;
  }
  if (*c.p != '\0') gr_syntax(&c, GR_W(err_family_trailing));
  return g;
}

/* The first part of the JSON, up to the values. */
static void seq_head(gr_buf *b, const gr_game *g, const gr_param *param, gr_int n) {
  gr_puts(b, "{\"family\":\"");
  gr_puts(b, g->name);
  if (param != NULL) gr_printf(b, "(%s)", param->text);
  gr_printf(b, "\",\"game\":\"%s\",", g->name);
  gr_put_msg(b, "size", gr_family_of(g)->size_words);
  gr_printf(b, ",\"n\":%lld", (long long)n);
}

static void put_or_null(gr_buf *b, int have, gr_int x) {
  if (have) gr_puti(b, x);
  else gr_puts(b, "null");
}

/* The claim values 0..n show, as seq_tail reports it: 1 with (pre, per)
** verified by the checker, 0 when there is none or it was refused (*why
** then says why, else NULL). n ≥ t->n only once cover proved t's period. */
static int shown_claim(gr_ctx *ctx, gr_table *t, const gr_param *param, gr_int n, gr_int *pre,
                       gr_int *per, const gr_msg **why) {
  const gr_game *g = t->game;
  const gr_msg *msg = NULL;
  int c;
  *why = NULL;
  if (n >= t->n) { /* cover stopped at a proven period: checked there */
    *pre = t->pre;
    *per = t->per;
    return t->per > 0;
  }
  if (!find_period(ctx, g, param, &t->vals, n, pre, per)) return 0;
  c = check_claim(ctx, t, param, n, *pre, *per, &msg);
  if (c == CLAIM_PENDING) check_later(ctx, g, t, param);
  if (c == CLAIM_REFUSED)
    *why = claim_words(ctx, *pre, *per, msg);
  return c == CLAIM_VERIFIED;
}

/* The rest after the values: the proven period, the rule, the periodicity
** found (proven or observed), the independent check and the game's
** statistics, about sizes 0..n. */
static void seq_tail(gr_ctx *ctx, gr_buf *b, const gr_param *param, gr_table *t, gr_int n) {
  const gr_game *tg = t->game;
  const gr_family_caps *fc = gr_family_of(tg);
  gr_int pre = 0, per = 0, opre = 0, oper = 0, s = 0, m = n < t->n ? n : t->n - 1;
  int proven, seen = 0;
  gr_int bound = GR_INT_MAX;
  const gr_msg *why;
  /* The claim rests on the values shown: 0..n must prove it. */
  proven = shown_claim(ctx, t, param, n, &pre, &per, &why);
  gr_puts(b, ",\"preperiod\":");
  put_or_null(b, proven, pre);
  gr_puts(b, ",\"period\":");
  put_or_null(b, proven, per);
  gr_putc(b, ',');
  gr_put_msg(b, "rule", fc->rule_words != NULL ? fc->rule_words(ctx, param)
                        : fc->period_rule     ? fc->period_rule
                                              : GR_W(family_no_rule));
  if (proven) {
    opre = pre;
    oper = per;
    seen = 1;
  } else {
    seen = observe(ctx, &t->vals, m, &opre, &oper, &s);
  }
  if (seen && s == 0 && fc->period_bound != NULL) bound = fc->period_bound(param, opre, oper);
  gr_printf(b, ",\"periodicity\":{\"kind\":%s,\"proven\":%s,\"preperiod\":",
            !seen ? "null" : s ? "\"arithmetic\"" : "\"periodic\"", proven ? "true" : "false");
  put_or_null(b, seen, opre);
  gr_puts(b, ",\"period\":");
  put_or_null(b, seen, oper);
  gr_puts(b, ",\"saltus\":");
  put_or_null(b, seen, s);
  gr_puts(b, ",\"bound\":");
  put_or_null(b, bound < GR_INT_MAX, bound);
  gr_puts(b, ",\"needs\":"); /* the size whose value completes the proof */
  if (bound < GR_INT_MAX - oper) gr_puti(b, (bound - 1 > opre ? bound - 1 : opre) + oper);
  else gr_puts(b, "null");
  gr_puts(b, ",\"check\":"); /* the independent checker's word on the claim */
  if (proven)
    gr_printf(b, "{\"verified\":true,\"bound\":%lld}", (long long)ck_bound(t->chk, pre, per));
  else if (why != NULL) {
    gr_puts(b, "{\"verified\":false,");
    gr_put_msg(b, "message", why);
    gr_putc(b, '}');
  } else
    gr_puts(b, "null");
  gr_putc(b, '}');
  if (fc->seq_stats != NULL) fc->seq_stats(ctx, b, param, &t->st, &t->vals, m);
  gr_putc(b, '}');
}

/* Values of sizes from..to, separated by commas (a comma first when from > 0). */
static void seq_values(gr_buf *b, const gr_table *t, gr_int from, gr_int to) {
  gr_int i;
  for (i = from; i <= to; i++) {
    gr_int h = i < t->n ? i : t->pre + (i - t->pre) % t->per;
    if (i > 0) gr_putc(b, ',');
    gr_puti(b, gr_val(&t->vals, h));
  }
}

void gr_do_sequence(gr_ctx *ctx, const char *family, gr_int n, gr_seq_part part, gr_int from,
                    gr_int to, gr_buf *b) {
  gr_param *param;
  const gr_game *g = read_family(ctx, family, &param);
  gr_int most = part == GR_SEQ_ALL ? GR_MAX_SEQUENCE : gr_family_limit(g, param);
  gr_table *t;
  if (most < GR_MAX_SEQUENCE) most = GR_MAX_SEQUENCE;
  if (n < 0 || n > most)
    gr_throw(ctx, GR_ELIMIT, gr_m2(ctx, GR_M(err_n_range), gr_i(n), gr_i(most)));
  if (part == GR_SEQ_VALUES && (from < 0 || from > to || to > n))
    gr_throw(ctx, GR_EINPUT, gr_m3(ctx, GR_M(err_values_range), gr_i(from), gr_i(to), gr_i(n)));
  if (part == GR_SEQ_HEAD) { /* what can be told before computing: no values past reach */
    check_reach(ctx, g, param, n);
    seq_head(b, g, param, n);
    gr_puts(b, ",\"values\":[");
    return;
  }
  t = find_table(ctx, g, param, 1);
  within_memory(ctx, g, t, param, part == GR_SEQ_VALUES ? to : n);
  room_for(ctx, t, param, part == GR_SEQ_VALUES ? to : n);
  cover(ctx, g, t, param, part == GR_SEQ_VALUES ? to : n, 0); /* past a period: folded */
  switch (part) {
  case GR_SEQ_VALUES:
    seq_values(b, t, from, to);
    break;
  case GR_SEQ_TAIL:
    gr_putc(b, ']');
    seq_tail(ctx, b, param, t, n);
    break;
  case GR_SEQ_STATS:
    seq_head(b, g, param, n);
    seq_tail(ctx, b, param, t, n);
    break;
  default:
    seq_head(b, g, param, n);
    gr_puts(b, ",\"values\":[");
    seq_values(b, t, 0, n);
    gr_putc(b, ']');
    seq_tail(ctx, b, param, t, n);
    break;
  }
}

void gr_do_value(gr_ctx *ctx, const char *family, gr_int h, gr_buf *b) {
  gr_param *param;
  const gr_game *g = read_family(ctx, family, &param);
  gr_table *t;
  gr_int sg;
  if (h < 0) gr_throw(ctx, GR_EINPUT, GR_W(err_size_negative));
  t = find_table(ctx, g, param, 1);
  within_memory(ctx, g, t, param, h);
  room_for(ctx, t, param, h);
  cover(ctx, g, t, param, h, 0);
  sg = gr_val(&t->vals, h < t->n ? h : t->pre + (h - t->pre) % t->per);
  gr_puts(b, "{\"family\":");
  gr_put_json_string(b, family_text(ctx, g, param));
  gr_printf(b, ",\"game\":\"%s\",\"size\":%lld,\"sg\":%lld,\"from\":\"%s\",\"preperiod\":",
            g->name, (long long)h, (long long)sg, h < t->n ? "table" : "period");
  put_or_null(b, h >= t->n, t->pre); /* the period the value was folded by, if it was */
  gr_puts(b, ",\"period\":");
  put_or_null(b, h >= t->n, t->per);
  gr_putc(b, '}');
}

const uint32_t *gr_family_read(gr_ctx *ctx, const char *family, gr_int n, const gr_game **g,
                               gr_param **param, gr_int *pre, gr_int *per, const gr_msg **why) {
  gr_table *t;
  uint32_t *copy;
  gr_int i;
  *g = read_family(ctx, family, param);
  if (n < 0 || n > gr_family_limit(*g, *param))
    gr_throw(ctx, GR_ELIMIT, gr_m2(ctx, GR_M(err_n_range), gr_i(n),
                                   gr_i(gr_family_limit(*g, *param))));
  t = find_table(ctx, *g, *param, 1);
  cover(ctx, *g, t, *param, n, 1);
  copy = gr_alloc(ctx, (size_t)(n + 1) * sizeof *copy);
  for (i = 0; i <= n; i++) copy[i] = gr_val(&t->vals, i);
  if (why != NULL) *why = NULL;
  if (pre != NULL) {
    const gr_msg *w;
    if (!shown_claim(ctx, t, *param, n, pre, per, &w)) *pre = *per = 0;
    if (why != NULL) *why = w;
  }
  return copy;
}

int gr_family_counts(gr_ctx *ctx, const char *game, const char *key, gr_int *held,
                     gr_int *computed) {
  const gr_game *g = gr_find_game(game, strlen(game));
  gr_table *t;
  gr_param p;
  if (g == NULL) return 0;
  memset(&p, 0, sizeof p);
  p.text = key;
  t = find_table(ctx, g, key[0] ? &p : NULL, 0);
  if (t == NULL) return 0;
  *held = t->n;
  *computed = t->computed;
  return 1;
}

/* ---- certificates ---------------------------------------------------------------------- */

static int put_out(void *ud, const char *buf, size_t len) {
  gr_buf *b = ud;
  gr_putn(b, buf, len);
  return 0;
}

void gr_do_certify(gr_ctx *ctx, const char *family, gr_int n, gr_write_fn write, void *ud,
                   gr_buf *out) {
  gr_param *param;
  const gr_game *g = read_family(ctx, family, &param);
  gr_table *t;
  gr_int pre, per, bound = 0;
  int64_t masks[2] = {-1, -1};
  const gr_msg *why;
  const char *name;
  ck_status st;
  if (n < 0 || n > gr_family_limit(g, param))
    gr_throw(ctx, GR_ELIMIT, gr_m2(ctx, GR_M(err_n_range), gr_i(n),
                                   gr_i(gr_family_limit(g, param))));
  t = find_table(ctx, g, param, 1);
  cover(ctx, g, t, param, n, 0);
  /* a family read by another's rules (a typed rule that is a code) is
  ** certified as that family: the certificate names what the checker checks */
  name = gr_family_of(t->game)->check_family != NULL ? check_text(ctx, t, param)
                                                     : family_text(ctx, g, param);
  if (shown_claim(ctx, t, param, n, &pre, &per, &why)) {
    gr_int own = gr_family_of(t->game)->period_bound(param, pre, per);
    gr_int theirs = ck_bound(t->chk, pre, per);
    bound = own > theirs ? own : theirs;
    ck_suggest(t->chk, wide_values(ctx, t, pre + per), pre + per, masks);
    st = ck_write(name, "period", pre, per, bound, ck_theorem(t->chk), masks,
                  wide_values(ctx, t, pre + per), 0, write ? write : put_out,
                  write ? ud : (void *)out);
  } else {
    if (why != NULL) /* values claimed but not a period: say so in the certificate's stead */
      gr_throw(ctx, GR_EINPUT, gr_m2(ctx, GR_M(err_certify_refused), gr_t(name), gr_n(why)));
    if (n >= t->n) cover(ctx, g, t, param, n, 1);
    if (t->chk == NULL) {
      ck_msg msg;
      ck_host host;
      t->host.ctx = ctx;
      t->host.t = t;
      host.alloc = chk_alloc;
      host.ud = &t->host;
      host.limit = ctx->limit;
      t->chk = ck_family_open(check_text(ctx, t, param), &host, &msg);
      if (t->chk == NULL)
        gr_throw(ctx, GR_EINPUT, gr_m2(ctx, GR_M(err_certify_family), gr_t(name),
                                       gr_n(gr_checker_msg(ctx, &msg))));
    }
    ck_suggest(t->chk, wide_values(ctx, t, n + 1), n + 1, masks);
    st = ck_write(name, "values", 0, 0, 0, NULL, masks, wide_values(ctx, t, n + 1), n + 1,
                  write ? write : put_out,
                  write ? ud : (void *)out);
  }
  if (st == CK_EIO) gr_throw(ctx, GR_EIO, GR_W(err_certify_write));
  if (st == CK_ENOMEM) gr_throw(ctx, GR_ENOMEM, GR_W(err_certify_nomem));
}

/* The checker's allocator for gr_check: the context's counted memory. */
static void *check_alloc(void *ud, void *p, size_t osize, size_t nsize) {
  gr_ctx *ctx = ud;
  if (nsize == 0) {
    gr_mfree(ctx, p, osize);
    return NULL;
  }
  return gr_malloc(ctx, nsize);
}

void gr_do_check(gr_ctx *ctx, gr_read_fn read, void *ud, gr_buf *out) {
  ck_host host;
  char *verdict = gr_alloc(ctx, 2048);
  ck_msg *msg = gr_alloc(ctx, sizeof *msg);
  int64_t work = ctx->work_set == -2 ? CK_WORK_DEFAULT : ctx->work; /* the checker's default */
  ck_status st;
  host.alloc = check_alloc;
  host.ud = ctx;
  host.limit = ctx->limit > ctx->used ? ctx->limit - ctx->used : 1;
  st = ck_check(read, ud, &host, verdict, 2048, msg, &work);
  switch (st) {
  case CK_OK: gr_puts(out, verdict); return;
  case CK_PENDING: gr_throw(ctx, GR_EWORK, gr_checker_msg(ctx, msg));
  case CK_ENOMEM:
    gr_throw(ctx, GR_ENOMEM, msg->nodes ? gr_checker_msg(ctx, msg) : GR_W(err_check_nomem));
  case CK_EIO: gr_throw(ctx, GR_EIO, gr_checker_msg(ctx, msg));
  case CK_MALFORMED:
    gr_throw(ctx, GR_EINPUT, gr_m1(ctx, GR_M(err_check_malformed), gr_n(gr_checker_msg(ctx, msg))));
  default:
    gr_throw(ctx, GR_EINPUT, gr_m1(ctx, GR_M(err_check_refused), gr_n(gr_checker_msg(ctx, msg))));
  }
}

/* ---- the checker's messages -------------------------------------------------------
** The independent checker has its own catalog (check/ckmsg.h): a message it
** writes becomes the engine's, with the same id, template and arguments. */

static const gr_msg *checker_node(gr_ctx *ctx, const ck_msg *m, int at, int depth) {
  gr_msgdef *def = gr_alloc(ctx, sizeof *def);
  int n = m->node[at].n, k;
  gr_arg *a = gr_alloc(ctx, (size_t)(n > 0 ? n : 1) * sizeof *a);
  def->id = ck_msg_id(m->node[at].id);
  def->en = ck_msg_en(m->node[at].id);
  for (k = 0; k < n; k++) {
    int64_t v = m->node[at].a[k].v;
    switch (m->node[at].a[k].kind) {
    case CK_ARG_INT: a[k] = gr_i(v); break;
    case CK_ARG_TEXT: a[k] = gr_t(gr_strndup(ctx, m->text + v, strlen(m->text + v))); break;
    default:
      a[k] = v > at && v < m->nodes && depth < CK_MSG_NODES ? gr_n(checker_node(ctx, m, (int)v, depth + 1))
                                                             : gr_t("");
    }
  }
  return gr_msgv(ctx, def, n, a);
}

const gr_msg *gr_checker_msg(gr_ctx *ctx, const ck_msg *m) {
  return m == NULL || m->nodes == 0 ? NULL : checker_node(ctx, m, 0, 0);
}

int gr_family_poke(gr_ctx *ctx, const char *game, const char *key, gr_int h, uint32_t value) {
  const gr_game *g = gr_find_game(game, strlen(game));
  gr_table *t;
  gr_param p;
  if (g == NULL) return 0;
  memset(&p, 0, sizeof p);
  p.text = key;
  t = find_table(ctx, g, key[0] ? &p : NULL, 0);
  if (t == NULL || h < 0 || h >= t->n) return 0;
  gr_val_set(ctx, &t->vals, h, value);
  t->per = t->cper = 0;
  if (t->chk != NULL) ck_forget(t->chk);
  return 1;
}
