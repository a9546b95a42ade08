/*
** sub.c — subtraction games: a move takes k stones from one heap, k in a
** fixed finite set S. The Bash game is S = 1..m. Notation: "sub(1,3,4):10,7";
** runs of three or more consecutive numbers are written "1-3".
** SG values come from the family table (family.c), which stops growing once
** a period is proven: SG(n+p) = SG(n) for max(S) consecutive n from n0
** proves it for every n ≥ n0. So heaps of any size up to 2^63 - 1 are
** answered from the period. Misère play is answered for one heap alone (see
** misere_outcomes).
**
** Component: n, the heap size; param, the set S (k, increasing).
*/
#include <string.h>
#include "../game.h"
#include "../family.h"
#include "../codegen.h"
#include "../check/check.h"
#include "../judge.h"
#include "words.h"

#define GR_MAX_SUBSET 1024       /* elements of a subtraction set */
#define GR_MAX_SUBTRACT 100000L  /* largest element of a subtraction set */
#define GR_MAX_SUB_TABLE 16777216L /* subtraction values computed (past it: a proven period) */

extern const gr_game gr_game_sub;

static gr_int max_k(const gr_param *p) { return p->k[p->n - 1]; }

/* Adds v to the increasing set p->k[0..p->n-1] of room *cap (grown by
** doubling, so a set costs memory for its own size), at most GR_MAX_SUBSET. */
static void set_add(gr_cursor *c, gr_param *p, int *cap, gr_int v) {
  int i = p->n, j;
  while (i > 0 && p->k[i - 1] > v) i--;
  if (i > 0 && p->k[i - 1] == v) return;
  if (p->n == GR_MAX_SUBSET)
    gr_throw(c->ctx, GR_ELIMIT, gr_m1(c->ctx, GR_M(err_sub_set_size), gr_i(GR_MAX_SUBSET)));
  if (p->n == *cap) {
    gr_int *k = gr_alloc(c->ctx, (size_t)*cap * 2 * sizeof *k);
    memcpy(k, p->k, (size_t)p->n * sizeof *k);
    p->k = k;
    *cap *= 2;
  }
  for (j = p->n; j > i; j--) p->k[j] = p->k[j - 1];
  p->k[i] = v;
  p->n++;
}

static gr_param *parse_param(gr_cursor *c) {
  gr_param *p = gr_alloc(c->ctx, sizeof *p);
  int cap = 8;
  memset(p, 0, sizeof *p);
  p->k = gr_alloc(c->ctx, (size_t)cap * sizeof *p->k);
  for (;;) {
    gr_int lo, hi, k;
    while (*c->p == ' ') c->p++;
    lo = hi = gr_read_int(c, 1, GR_MAX_SUBTRACT, GR_W(word_sub_take));
    while (*c->p == ' ') c->p++;
    if (*c->p == '-') {
      const char *at;
      c->p++;
      while (*c->p == ' ') c->p++;
      at = c->p;
      hi = gr_read_int(c, 1, GR_MAX_SUBTRACT, GR_W(word_range_end));
      if (hi < lo) {
        c->p = at;
        gr_syntax(c, gr_m2(c->ctx, GR_M(err_range_backwards), gr_i(lo), gr_i(hi)));
      }
    }
    for (k = lo; k <= hi; k++) set_add(c, p, &cap, k);
    while (*c->p == ' ') c->p++;
    if (*c->p == ')') break;
    if (*c->p != ',') gr_syntax(c, GR_W(err_sub_set_sep));
    c->p++;
  }
  return p;
}

static void format_param(gr_buf *b, const gr_param *p) {
  int i = 0;
  while (i < p->n) {
    int j = i;
    while (j + 1 < p->n && p->k[j + 1] == p->k[j] + 1) j++;
    if (i > 0) gr_putc(b, ',');
    if (j - i >= 2) {
      gr_printf(b, "%lld-%lld", (long long)p->k[i], (long long)p->k[j]);
    } else {
      gr_puti(b, p->k[i]);
      if (j > i) gr_printf(b, ",%lld", (long long)p->k[j]);
    }
    i = j + 1;
  }
}

static gr_int period_bound(const gr_param *p, gr_int n0, gr_int per) {
  (void)per;
  return n0 + max_k(p);
}

/* Fills v[from..to] given v[0..from-1]. */
static void extend(gr_ctx *ctx, const gr_param *p, uint32_t *v, gr_int from, gr_int to) {
  gr_int *seen = gr_alloc(ctx, (size_t)(p->n + 2) * sizeof *seen);
  gr_int h;
  int i;
  for (i = 0; i < p->n + 2; i++) seen[i] = -1;
  for (h = from; h <= to; h++) {
    uint32_t g = 0;
    for (i = 0; i < p->n && p->k[i] <= h; i++) seen[v[h - p->k[i]]] = h;
    while (seen[g] == h) g++;
    v[h] = g;
  }
}

/* The rule as code (the code generator's brute force): a move takes k in S. */
static int brute(gr_coder *w, const gr_param *p) {
  gr_buf set;
  int i;
  gr_buf_init(&set, w->ctx);
  for (i = 0; i < p->n; i++) gr_printf(&set, "%s%lld", i ? ", " : "", (long long)p->k[i]);
  gr_code_note(w, "S: the numbers a move may take from the heap", "S：一次可以从堆中取走的数目");
  if (w->lang == GR_LANG_CPP) gr_code_line(w, "static const ll S[] = {%s};", set.s);
  else gr_code_line(w, "S = (%s%s)", set.s, p->n == 1 ? "," : "");
  w->at = &w->body;
  w->indent = 1;
  gr_code_note(w, "take k in S from a heap of n >= k: a heap of n - k is left",
               "从 n ≥ k 的堆中取走 S 中的 k：剩下 n - k 的堆");
  gr_code_open(w, "for (ll k : S)", "for k in S:");
  gr_code_open(w, "if (k <= n)", "if k <= n:");
  gr_code_line(w, w->lang == GR_LANG_CPP ? "opt(sg[n - k]);" : "opt(sg[n - k])");
  gr_code_close(w);
  gr_code_close(w);
  w->factor = p->n;
  w->order = 1;
  return 1;
}

static gr_int sub_sg(gr_ctx *ctx, const gr_param *p, gr_int h) {
  return gr_family_value(ctx, &gr_game_sub, p, h);
}

static void parse(gr_cursor *c, gr_comp *x) {
  x->n = gr_read_int(c, 0, GR_MAX_HEAP, GR_W(word_heap_size));
  if (!gr_at_comp_end(c)) gr_syntax(c, GR_W(err_sub_body));
}

static void format(gr_buf *b, const gr_comp *x) { gr_puti(b, x->n); }

static gr_value value(gr_ctx *ctx, const gr_comp *x) {
  gr_value v;
  v.sg = sub_sg(ctx, x->param, x->n);
  v.flags = 0;
  return v;
}

static gr_int legal(gr_ctx *ctx, const gr_comp *x, int turn) {
  int i = 0;
  (void)ctx;
  (void)turn;
  while (i < x->param->n && x->param->k[i] <= x->n) i++;
  return i;
}

/* The move taking k stones (k <= the heap). */
static void push(gr_ctx *ctx, const gr_comp *x, gr_movelist *ml, gr_int k) {
  gr_value v;
  gr_move *m;
  v.sg = sub_sg(ctx, x->param, x->n - k);
  v.flags = 0;
  if ((m = gr_move_push(ml, v, x->n, x->n - k, k)) == NULL) return;
  m->text = gr_fmt(ctx, "%lld>%lld", (long long)x->n, (long long)(x->n - k));
  m->label = gr_m3(ctx, GR_M(move_take), gr_i(k), gr_i(x->n), gr_i(x->n - k));
  gr_move_result(ctx, m, x, 1)->n = x->n - k;
}

static void moves(gr_ctx *ctx, const gr_comp *x, int turn, gr_movelist *ml) {
  int i;
  (void)turn;
  for (i = 0; i < x->param->n && x->param->k[i] <= x->n; i++) push(ctx, x, ml, x->param->k[i]);
}

/* ---- misère play: one heap alone ------------------------------------------------
** o[h] = 1 when a heap of h is a misère P-position: it has a move, and every
** move leaves a heap that is not one (a heap without a move is won by the
** player to move). The outcomes of max(S) consecutive heaps decide all the
** later ones, so when a window of them repeats p heaps later, the outcomes
** have period p from there on. */

#define SUB_MISERE_TABLE 65536 /* outcomes searched for a period (or 4 max(S), if more) */
#define SUB_MISERE_DIRECT 16777216 /* heaps whose outcome is computed directly when the
                                    ** table shows no period */

typedef struct outcomes {
  const char *o;   /* o[0..len-1] */
  gr_int len;
  gr_int n0, per;  /* period per from n0 (per = 0: none found) */
} outcomes;

static void *check_alloc(void *ud, void *p, size_t osize, size_t nsize) {
  gr_ctx *ctx = ud;
  if (nsize == 0) {
    gr_mfree(ctx, p, osize);
    return NULL;
  }
  return gr_malloc(ctx, nsize);
}

/* Whether the independent checker verifies the period found in t (it
** recomputes each outcome from the rules and derives the bound itself);
** a refusal is counted. The check spends the call's search steps. */
static int misere_checked(gr_ctx *ctx, const gr_param *p, const outcomes *t) {
  const char *family = gr_fmt(ctx, "sub(%s);misere", p->text);
  uint32_t *o = gr_alloc(ctx, (size_t)t->len * sizeof *o);
  ck_host host;
  ck_family *f;
  int64_t budget = ctx->steps;
  ck_status st;
  gr_int i;
  host.alloc = check_alloc;
  host.ud = ctx;
  host.limit = ctx->limit;
  for (i = 0; i < t->len; i++) o[i] = (uint32_t)t->o[i];
  if ((f = ck_family_open(family, &host, NULL)) == NULL) {
    gr_claim_refused();
    return 0;
  }
  st = ck_period(f, o, t->len, t->n0, t->per, period_bound(p, t->n0, t->per), &budget);
  ctx->steps = budget;
  if (st == CK_REFUSED) gr_claim_refused();
  ck_family_close(f);
  if (st == CK_ENOMEM) gr_throw(ctx, GR_ENOMEM, GR_W(err_sub_misere_nomem));
  return st == CK_OK;
}

/* o[from..len-1], given o[0..from-1]. */
static void misere_fill(const gr_param *p, char *o, gr_int from, gr_int len) {
  gr_int n;
  int i;
  for (n = from; n < len; n++) {
    o[n] = n >= p->k[0]; /* no move: not a P-position */
    for (i = 0; i < p->n && p->k[i] <= n && o[n]; i++)
      if (o[n - p->k[i]]) o[n] = 0; /* a move to a P-position */
  }
}

/* The outcomes for heaps up to h, or 0 when they cost more work than is left.
** A table of SUB_MISERE_TABLE heaps is searched for a period; when it shows
** none (some sets' periods are longer), the outcomes go on to h itself, as far
** as SUB_MISERE_DIRECT heaps and the call's work allow. */
static int misere_outcomes(gr_ctx *ctx, const gr_param *p, gr_int h, outcomes *out) {
  gr_int m = max_k(p), cap = 4 * m > SUB_MISERE_TABLE ? 4 * m : SUB_MISERE_TABLE;
  gr_int len = h < cap ? h + 1 : cap, per;
  char *o;
  if (len * p->n > ctx->steps) return 0;
  ctx->steps -= len * p->n;
  o = gr_alloc(ctx, (size_t)len);
  misere_fill(p, o, 0, len);
  out->o = o;
  out->len = len;
  out->n0 = out->per = 0;
  if (h >= len && 2 * m <= len)
    for (per = 1; per + m <= len; per++) /* the last window, seen per heaps earlier */
      if (memcmp(o + len - m, o + len - m - per, (size_t)m) == 0) {
        out->n0 = len - m - per;
        out->per = per;
        break;
      }
  if (out->per > 0 && !misere_checked(ctx, p, out)) out->per = 0;
  if (out->per == 0 && h >= len && h < SUB_MISERE_DIRECT && (h + 1 - len) * p->n <= ctx->steps) {
    char *all = gr_alloc(ctx, (size_t)h + 1);
    ctx->steps -= (h + 1 - len) * p->n;
    memcpy(all, o, (size_t)len);
    misere_fill(p, all, len, h + 1);
    out->o = all;
    out->len = h + 1;
  }
  return 1;
}

/* Whether a heap of h is a misère P-position: 1, 0, or -1 when not known. */
static int misere_at(const outcomes *t, gr_int h) {
  if (h < t->len) return t->o[h];
  if (t->per == 0) return -1;
  return t->o[t->n0 + (h - t->n0) % t->per];
}

static int misere(gr_ctx *ctx, const gr_comp *const *x, gr_int n, int turn, gr_movelist *win) {
  const gr_comp *c;
  outcomes t;
  int i, r;
  (void)turn;
  if (n != 1) return 0;
  c = x[0];
  if (!misere_outcomes(ctx, c->param, c->n, &t) || (r = misere_at(&t, c->n)) < 0) return 0;
  if (r) return 'P';
  for (i = 0; win != NULL && i < c->param->n && c->param->k[i] <= c->n; i++)
    if (misere_at(&t, c->n - c->param->k[i]) == 1) push(ctx, c, &win[0], c->param->k[i]);
  return 'N';
}

/* "1, 3 or 4" (the first dozen numbers of the set). */
static const gr_msg *set_words(gr_ctx *ctx, const gr_param *p) {
  int i, n = p->n > 12 ? 12 : p->n;
  gr_buf b;
  gr_buf_init(&b, ctx);
  for (i = 0; i < n - (n == p->n && n > 1); i++)
    gr_printf(&b, "%s%lld", i == 0 ? "" : ", ", (long long)p->k[i]);
  if (n < p->n) gr_puts(&b, ", …");
  if (n == p->n && n > 1)
    return gr_m2(ctx, GR_M(word_or), gr_t(b.s), gr_i(p->k[n - 1]));
  return gr_m1(ctx, GR_M(word_items), gr_t(b.s));
}

static const gr_msg *refuse(gr_ctx *ctx, const gr_comp *x, int turn, const char *move) {
  const char *gt = strchr(move, '>');
  gr_int not_k = -1;
  (void)turn;
  if (gt != NULL && gt[1] >= '0' && gt[1] <= '9') {
    const char *s = gt + 1;
    gr_int to = 0;
    while (*s >= '0' && *s <= '9' && to < GR_INT_MAX / 10) to = to * 10 + (*s++ - '0');
    if (*s == '\0' && to < x->n) not_k = x->n - to;
  }
  if (x->param->k[0] > x->n) {
    if (not_k >= 0)
      return gr_m3(ctx, GR_M(refuse_sub_not_only), gr_n(set_words(ctx, x->param)), gr_i(not_k),
                   gr_i(x->n));
    return gr_m2(ctx, GR_M(refuse_sub_only), gr_n(set_words(ctx, x->param)), gr_i(x->n));
  }
  if (not_k >= 0)
    return gr_m2(ctx, GR_M(refuse_sub_not), gr_n(set_words(ctx, x->param)), gr_i(not_k));
  return gr_m1(ctx, GR_M(refuse_sub), gr_n(set_words(ctx, x->param)));
}

/* Whether the set is 1..m (the Bash game): m, else 0. */
static gr_int bash_m(const gr_param *p) {
  int i;
  for (i = 0; i < p->n; i++)
    if (p->k[i] != i + 1) return 0;
  return p->n;
}

/* "bash": m when S is 1..m (SG(n) = n mod (m+1)), else null; "options":
** the heaps a move leaves, one for each number of S up to the heap. */
static void detail(gr_ctx *ctx, gr_buf *b, const gr_comp *x, int turn) {
  int i;
  gr_int m = bash_m(x->param);
  (void)ctx;
  (void)turn;
  if (m) gr_printf(b, ",\"bash\":%lld", (long long)m);
  else gr_puts(b, ",\"bash\":null");
  gr_puts(b, ",\"options\":[");
  for (i = 0; i < x->param->n && x->param->k[i] <= x->n; i++)
    gr_printf(b, "%s%lld", i ? "," : "", (long long)(x->n - x->param->k[i]));
  gr_putc(b, ']');
}

/* The sequence's "bash": m when the set is 1..m, else null. */
static void seq_stats(gr_ctx *ctx, gr_buf *b, const gr_param *p, const gr_famstate *st,
                      const gr_vals *v, gr_int n) {
  gr_int m = bash_m(p);
  (void)ctx, (void)st, (void)v, (void)n;
  if (m) gr_printf(b, ",\"bash\":%lld", (long long)m);
  else gr_puts(b, ",\"bash\":null");
}

/* ---- the judges ------------------------------------------------------------------
** Subtraction games as the problems give them: a Bash heap (take 1..m), cards
** taken a power of two at a time, three heaps taken a Fibonacci number at a
** time, and S-Nim (a set S and positions of heaps). Each heap is a component
** of sub(S), valued by the family table like any other. */

/* Case k's game, sub(S):0, whose parameter (S, canonical) every heap shares;
** set is S as the parser reads it. */
static gr_comp game_of(gr_jr *r, const char *set) {
  return *gr_jr_comp(r, gr_fmt(r->ctx, "sub(%s):0", set));
}

/* The heap h of game g: added to the sum s (component i) and to the case's
** position text, "sub(S):" before the first. */
static void add_heap(gr_jr *r, gr_sum *s, const gr_comp *g, long long i, long long h) {
  gr_comp x = *g;
  x.n = h;
  gr_jr_sum_comp(r, s, i, &x);
  if (r->pos) {
    if (i == 1) gr_jr_case_start(r, gr_fmt(r->ctx, "sub(%s):", g->param->text));
    else gr_jr_case_put(r, ",", 1);
    gr_jr_case_num(r, h);
  }
}

/* HDU 1846: C cases, each a line "n m": one heap of n, take 1..m. */
static void judge_brave(gr_jr *r) {
  long long cases = gr_jr_first_count(r, gr_jr_bound(r, 100), GR_W(word_sub_cases_c)), k;
  for (k = 1; k <= cases; k++) {
    gr_mark mark = gr_jr_mark(r);
    long long lo = r->strict ? 1 : 0, n, m;
    gr_comp g;
    gr_sum s;
    memset(&s, 0, sizeof s);
    gr_jr_need_case(r, k, cases, GR_W(word_judge_stones_n));
    n = gr_jr_number(r, lo, gr_jr_bound(r, 1000), GR_W(word_judge_stones_n));
    gr_jr_need_item(r, k, 2, 2, GR_W(word_sub_nm));
    m = gr_jr_number_why(r, 1, r->strict ? 1000 : GR_MAX_SUBSET, GR_W(word_sub_take_m),
                         r->strict ? NULL : GR_W(word_sub_most_set));
    gr_jr_end_items(r, k, 2, GR_W(word_sub_nm));
    g = game_of(r, gr_fmt(r->ctx, "1-%lld", m));
    add_heap(r, &s, &g, 1, n);
    gr_jr_puts(r, gr_jr_sum_wins(r, &s, k) ? "first\n" : "second\n");
    if (r->pos) gr_jr_case_done(r, k, 1, "heaps");
    gr_jr_release(r, mark);
  }
  gr_jr_no_more(r, cases);
}

/* The numbers of a sequence (powers of 2, Fibonacci 1, 2, 3, 5, …) up to
** top, as a subtraction set's text. */
static const char *sequence_set(gr_jr *r, long long top, int fib) {
  gr_buf b;
  long long a = 1, c = 2;
  gr_buf_init(&b, r->ctx);
  while (a <= top) {
    long long next = fib ? c : 2 * a;
    gr_printf(&b, "%s%lld", b.n ? "," : "", a);
    if (fib) c = a + c;
    a = next;
    if (a > GR_MAX_SUBTRACT) break;
  }
  return b.s;
}

/* The largest heap a power-of-two or Fibonacci set serves at once: its
** numbers past GR_MAX_SUBTRACT are not a subtraction set's. */
#define SEQ_HEAP GR_MAX_SUBTRACT

/* HDU 1847: cases until the end of the input, one n a line: one heap of n,
** take a power of two (the powers up to 1000 at least: the game as the
** statement plays it, the same on every case). */
static void judge_cet4(gr_jr *r) {
  long long k;
  for (k = 1; gr_jr_skip_blank(r) != EOF; k++) {
    gr_mark mark = gr_jr_mark(r);
    long long n = gr_jr_number_why(r, r->strict ? 1 : 0, r->strict ? 1000 : SEQ_HEAP,
                                   GR_W(word_sub_cards_n),
                                   r->strict ? NULL : GR_W(word_sub_past_pow2));
    gr_comp g;
    gr_sum s;
    memset(&s, 0, sizeof s);
    gr_jr_end_line(r, GR_W(word_sub_cards_n));
    g = game_of(r, sequence_set(r, n > 1000 ? n : 1000, 0));
    add_heap(r, &s, &g, 1, n);
    gr_jr_puts(r, gr_jr_sum_wins(r, &s, k) ? "Kiki\n" : "Cici\n");
    if (r->pos) gr_jr_case_done(r, k, 1, "heaps");
    gr_jr_release(r, mark);
  }
}

/* HDU 1848: lines "m n p" until "0 0 0": three heaps, take a Fibonacci number
** (those up to 1000 at least). */
static void judge_fibo(gr_jr *r) {
  const gr_msg *items = GR_W(word_sub_mnp);
  long long k, i;
  for (k = 1;; k++) {
    gr_mark mark = gr_jr_mark(r);
    long long h[3], top = 1000, lo = r->strict ? 1 : 0;
    const gr_msg *why = r->strict ? NULL : GR_W(word_sub_past_fib);
    gr_comp g;
    gr_sum s;
    if (gr_jr_skip_blank(r) == EOF) {
      gr_jr_no_end_mark(r, k - 1, "0 0 0");
      return;
    }
    for (i = 0; i < 3; i++) {
      if (i > 0) gr_jr_need_item(r, k, i + 1, 3, items);
      h[i] = gr_jr_number_why(r, 0, r->strict ? 1000 : SEQ_HEAP, GR_W(word_heap_size), why);
    }
    if (h[0] == 0 && h[1] == 0 && h[2] == 0) {
      gr_jr_end_items(r, k, 3, items);
      break;
    }
    for (i = 0; i < 3; i++) {
      if (h[i] < lo)
        gr_jr_fail(r, GR_W(judge_sub_fibo_zero));
      if (h[i] > top) top = h[i];
    }
    gr_jr_end_items(r, k, 3, items);
    memset(&s, 0, sizeof s);
    g = game_of(r, sequence_set(r, top, 1));
    for (i = 0; i < 3; i++) add_heap(r, &s, &g, i + 1, h[i]);
    gr_jr_puts(r, gr_jr_sum_wins(r, &s, k) ? "Fibo\n" : "Nacci\n");
    if (r->pos) gr_jr_case_done(r, k, 3, "heaps");
    gr_jr_release(r, mark);
  }
  gr_jr_after_end_mark(r, "0 0 0");
}

/* A set S of k numbers (after k, on the same line): its text for the parser. */
static const char *read_set(gr_jr *r, long long c, long long k, long long first,
                            const gr_msg *items) {
  gr_buf b;
  long long i;
  gr_buf_init(&b, r->ctx);
  if (k > GR_MAX_SUBSET)
    gr_jr_fail_limit(r, gr_m3(r->ctx, GR_M(judge_sub_set_many), gr_i(c), gr_i(k),
                              gr_i(GR_MAX_SUBSET)));
  for (i = 1; i <= k; i++) {
    long long v = gr_jr_item(r, c, i + first, k + first, 1, r->strict ? 10000 : GR_MAX_SUBTRACT,
                             items, GR_W(word_sub_number_s));
    gr_printf(&b, "%s%lld", i > 1 ? "," : "", v);
    if (i == k) break;
  }
  return b.s;
}

/* HDU 1536: test cases until a line "0": a line "k s1 … sk" (the set S), a
** line m, then m lines "l h1 … hl" (positions); one line of W/L letters per
** test case, one letter per position. Each position is a case here. */
static void judge_snim(gr_jr *r) {
  long long t, k = 0;
  for (t = 1;; t++) {
    long long n, m, j, i;
    const char *set;
    gr_comp g;
    if (gr_jr_skip_blank(r) == EOF) {
      gr_jr_no_end_mark(r, t - 1, "0");
      return;
    }
    n = gr_jr_number(r, 0, gr_jr_bound(r, 100), GR_W(word_sub_size_k));
    if (n == 0) {
      gr_jr_end_line(r, gr_m1(r->ctx, GR_M(word_items), gr_t("0")));
      break;
    }
    set = read_set(r, k + 1, n, 1, GR_W(word_sub_snim_set));
    gr_jr_end_items(r, k + 1, n + 1, GR_W(word_sub_snim_set));
    g = game_of(r, set);
    gr_jr_need_token(r, k + 1, GR_W(word_sub_positions_m), 0, 0);
    m = gr_jr_number(r, r->strict ? 1 : 0, gr_jr_bound(r, 100), GR_W(word_sub_positions_m));
    gr_jr_end_line(r, GR_W(word_sub_positions_m));
    for (j = 1; j <= m; j++) {
      gr_mark mark = gr_jr_mark(r);
      const gr_msg *items = GR_W(word_sub_snim_items);
      long long l;
      gr_sum s;
      memset(&s, 0, sizeof s);
      k++;
      if (gr_jr_skip_blank(r) == EOF)
        gr_jr_fail(r, gr_m3(r->ctx, GR_M(judge_sub_position), gr_i(t), gr_i(j), gr_i(m)));
      l = gr_jr_number(r, r->strict ? 1 : 0, gr_jr_bound(r, 100), GR_W(word_sub_heaps_l));
      for (i = 1; i <= l; i++) {
        long long h = gr_jr_item(r, k, i + 1, l + 1, 0, gr_jr_bound(r, 10000), items,
                                 GR_W(word_heap_size));
        add_heap(r, &s, &g, i, h);
        if (i == l) break;
      }
      gr_jr_end_items(r, k, l + 1, items);
      if (l == 0 && r->pos) gr_jr_case_start(r, gr_fmt(r->ctx, "sub(%s):0", g.param->text));
      gr_jr_puts(r, gr_jr_sum_wins(r, &s, k) ? "W" : "L");
      if (j == m) gr_jr_put(r, "\n", 1);
      if (r->pos) gr_jr_case_done(r, k, l, "heaps");
      gr_jr_release(r, mark);
    }
    if (m == 0) gr_jr_put(r, "\n", 1);
  }
  gr_jr_after_end_mark(r, "0");
}

/* AcWing 893: k, the k numbers of S, n, the n heaps; one case. */
static void judge_acwing893(gr_jr *r) {
  long long n, k, i;
  const char *set;
  gr_comp g;
  gr_sum s;
  memset(&s, 0, sizeof s);
  k = gr_jr_first_count(r, gr_jr_bound(r, 100), GR_W(word_sub_size_k));
  if (r->strict && k < 1) gr_jr_fail(r, GR_W(judge_sub_size_zero));
  if (k == 0) gr_jr_fail(r, GR_W(judge_sub_empty));
  gr_jr_list_begin(r, 1, k, GR_W(word_sub_numbers_s));
  set = read_set(r, 1, k, 0, GR_W(word_sub_numbers_s));
  gr_jr_end_items(r, 1, k, GR_W(word_sub_numbers_s));
  g = game_of(r, set);
  gr_jr_need_token(r, 1, GR_W(word_judge_heaps_n), 0, 0);
  n = gr_jr_number(r, r->strict ? 1 : 0, gr_jr_bound(r, 100), GR_W(word_judge_heaps_n));
  gr_jr_end_line(r, GR_W(word_judge_heaps_n));
  if (n > 0) gr_jr_list_begin(r, 1, n, GR_W(word_heap_sizes));
  for (i = 1; i <= n; i++) {
    add_heap(r, &s, &g, i, gr_jr_item(r, 1, i, n, r->strict ? 1 : 0, gr_jr_bound(r, 10000),
                                      GR_W(word_heap_sizes), GR_W(word_heap_size)));
    if (i == n) break;
  }
  if (n > 0) gr_jr_end_items(r, 1, n, GR_W(word_heap_sizes));
  if (n == 0 && r->pos) gr_jr_case_start(r, gr_fmt(r->ctx, "sub(%s):0", g.param->text));
  gr_jr_puts(r, gr_jr_sum_wins(r, &s, 1) ? "Yes\n" : "No\n");
  if (r->pos) gr_jr_case_done(r, 1, n, "heaps");
  gr_jr_no_more_one(r);
}

static const gr_judgedef judges[] = {
  {"brave", "HDU 1846", "bash",
   "https://acm.hdu.edu.cn/showproblem.php?pid=1846", GR_W(judge_sub_brave_answers), "2\n23 2\n4 3\n", judge_brave},
  {"cet4", "HDU 1847", "sg",
   "https://acm.hdu.edu.cn/showproblem.php?pid=1847", GR_W(judge_sub_cet4_answers), "1\n3\n", judge_cet4},
  {"fibo", "HDU 1848", "sg",
   "https://acm.hdu.edu.cn/showproblem.php?pid=1848", GR_W(judge_sub_fibo_answers), "1 1 1\n1 4 1\n0 0 0\n", judge_fibo},
  {"snim", "HDU 1536 / POJ 2960", "sg",
   "https://acm.hdu.edu.cn/showproblem.php?pid=1536", GR_W(judge_sub_snim_answers),
   "2 2 5\n3\n2 5 12\n3 2 4 7\n4 2 3 7 12\n5 1 2 3 4 5\n3\n2 5 12\n3 2 4 7\n4 2 3 7 12\n0\n",
   judge_snim},
  {"acwing893", "AcWing 893", "sg",
   "https://www.acwing.com/problem/content/895/", GR_W(judge_sub_answers), "2\n2 5\n3\n2 4 7\n", judge_acwing893},
  {NULL, NULL, NULL, NULL, NULL, NULL, NULL},
};

static const gr_limit limits[] = {
  {"subset", GR_MAX_SUBSET}, {"subtract", GR_MAX_SUBTRACT}, {"table", GR_MAX_SUB_TABLE},
  {NULL, 0}};

static void random_heap(const gr_game *g, gr_buf *b, uint64_t *seed) {
  gr_int n = gr_rand(seed, 1, 3), i;
  (void)g;
  gr_puts(b, "sub(");
  for (i = 0; i < n; i++) gr_printf(b, "%s%lld", i ? "," : "", (long long)gr_rand(seed, 1, 6));
  gr_printf(b, "):%lld", (long long)gr_rand(seed, 0, 12));
}

/* Example claims (grundy claim; the page's claim checker). */
static const char *const claims[] = {"same sub(1-3) octal(0.333) to 100", "same sub(1,2) sub(1-3) to 20", "sub(1-3):4,5 is sg=1", NULL};

static const gr_family_caps sub_family = {
  .size_words = GR_W(word_family_heap),
  .table_limit = GR_MAX_SUB_TABLE,
  .extend = extend,
  .period_bound = period_bound,
  .period_rule = GR_W(game_sub_rule),
  .seq_stats = seq_stats,
  .example = "sub(1-3)",
  .param_words = GR_W(game_sub_param),
  .brute = brute,
};

static const gr_misere_caps sub_misere = {
  .outcome = misere,
  .rule = GR_W(misere_sub),
};

static const gr_front_caps sub_front = {
  .limits = limits,
  .judges = judges,
  .random = random_heap,
  .claims = claims,
};

const gr_game gr_game_sub = {
  .name = "sub",
  .title = GR_W(game_sub_title),
  .notation = GR_W(game_sub_notation),
  .example = "sub(1,3,4):10,7",
  .parse_param = parse_param,
  .format_param = format_param,
  .parse = parse,
  .format = format,
  .value = value,
  .legal = legal,
  .moves = moves,
  .copy = gr_copy_fields,
  .refuse = refuse,
  .detail = detail,
  .family = &sub_family,
  .misere = &sub_misere,
  .front = &sub_front,
};
