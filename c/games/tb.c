/*
** tb.c — take-and-break games on heaps: any code of c/code.c, e.g.
** "tb(4!.0):7,12" (Grundy's game), "tb(0.77):9" (Kayles as heaps),
** "tb(4.[3]):5" (Lasker's Nim). A component is one heap, 0 to 2^63 - 1.
**
** Moves: removing j tokens (d_j ≠ 0) and leaving i non-empty heaps (bit i of
** d_j), the heaps obeying the digit's modifier. Written "H>…" after the heap
** size H, then what is left, smallest heap first:
**   7>0      the whole heap taken (the component becomes a heap of 0)
**   7>5      2 taken, a heap of 5 left
**   7>3+4    split into 3 and 4, nothing taken (Grundy's game, 4!.0)
**   7>2+3    2 taken, heaps of 2 and 3 left (Kayles, 0.77)
** The tokens taken are H minus what is left. from = H, to = the first heap
** left (0 when none), count = tokens taken. A move that leaves i heaps
** replaces the component by i components of the same group.
**
** Values come from the family table (family.c, computed in tbvalues.c),
** folded by a proven period for heaps past it. Move lists of very large
** heaps are refused (GR_MAX_TB_SCAN), their values are not.
**
** Component: n, the heap size; param, the code (its gr_code in data).
*/
#include <string.h>
#include "../game.h"
#include "../search.h"
#include "../family.h"
#include "../kit/code.h"
#include "../judge.h"
#include "words.h"

extern const gr_game gr_game_tb;

static gr_param *parse_param(gr_cursor *c) { return gr_code_parse(c, 0); }

static void format_param(gr_buf *b, const gr_param *p) { gr_code_format(b, p->data); }

static void parse(gr_cursor *c, gr_comp *x) {
  x->n = gr_read_int(c, 0, GR_MAX_HEAP, GR_W(word_heap_size));
  if (!gr_at_comp_end(c)) gr_syntax(c, GR_W(err_tb_body));
}

static void format(gr_buf *b, const gr_comp *x) { gr_puti(b, x->n); }

static gr_value value(gr_ctx *ctx, const gr_comp *x) {
  gr_value v;
  v.sg = gr_family_value(ctx, &gr_game_tb, x->param, x->n);
  v.flags = 0;
  return v;
}

/* ---- counting ---------------------------------------------------------------- */

static gr_int sat_add(gr_int a, gr_int b) { return a > GR_INT_MAX - b ? GR_INT_MAX : a + b; }

/* Partitions of n into exactly 3 positive parts: round(n^2 / 12). */
static gr_int parts3(gr_int n) {
  gr_int q, r;
  if (n < 3) return 0;
  if ((double)n * n / 12 > 9.2e18) return GR_INT_MAX;
  q = n / 12;
  r = n % 12;
  return 12 * q * q + 2 * q * r + (r * r + 6) / 12;
}

/* Partitions of n into exactly 4 positive parts: partitions of n - 4 into
** at most 4, the sum over k of those of n - 4 - 4k into at most 3. */
static gr_int parts4(gr_int n) {
  gr_int m, total = 0;
  if (n < 4) return 0;
  if ((double)n * n * n / 144 > 9.2e18) return GR_INT_MAX;
  for (m = n - 4; m >= 0; m -= 4) total = sat_add(total, parts3(m + 3));
  return total;
}

/* Ways to leave i heaps (2-4) from n tokens, with the modifier. */
static gr_int splits(gr_int n, int i, int mod) {
  gr_int all, eq;
  if (i == 2) {
    if (n < 2) return 0;
    return mod ? (n - 1) / 2 : n / 2;
  }
  if (mod == GR_MOD_UNEQUAL) /* distinct parts: take 0, 1, …, i-1 off the sorted parts */
    return i == 3 ? parts3(n - 3) : parts4(n - 6);
  all = i == 3 ? parts3(n) : parts4(n);
  eq = n >= i && n % i == 0; /* all equal */
  return mod == GR_MOD_NOTALL && all < GR_INT_MAX ? all - eq : all;
}

/* The last j to look at for a heap of h. */
static gr_int last_j(const gr_code *c, gr_int h) { return c->tail || h < c->t ? h : c->t; }

/* The moves of removing j = j0, j0 + L, j0 + 2L, … ≤ h tokens, all with digit d
** and modifier m (one digit of a repeating tail), without a step per j: one
** heap left for each j < h, the whole heap when some j = h, and for two heaps
** the sum of splits(h - j, 2, m) = (h - j - e) / 2 (e = 1 with a modifier). */
static gr_int tail_moves(gr_int h, gr_int j0, gr_int L, int d, int m) {
  gr_int last = j0 + (h - j0) / L * L, cnt = (h - j0) / L + 1, n = 0, j;
  if ((d & 1) && last == h) n++;
  if (d & 2) n = sat_add(n, last == h ? cnt - 1 : cnt);
  if (d & 4) { /* the sum of floor(x / 2), x = h - j - e, over the x ≥ 2 */
    gr_int e = m ? 1 : 0, x0 = h - j0 - e, k = x0 >= 2 ? (x0 - 2) / L + 1 : 0, odd, xl;
    if (k > 0) {
      unsigned long long sum, ends; /* of the x, and of the first and last: below 2^64 */
      xl = x0 - (k - 1) * L;
      if ((double)k * ((double)x0 + (double)xl) / 4 > 9.2e18) return GR_INT_MAX;
      ends = (unsigned long long)x0 + (unsigned long long)xl;
      sum = k % 2 ? ends / 2 * (unsigned long long)k : (unsigned long long)(k / 2) * ends;
      odd = L % 2 == 0 ? (x0 % 2 ? k : 0) : (x0 % 2 ? (k + 1) / 2 : k / 2);
      n = sat_add(n, (gr_int)((sum - (unsigned long long)odd) / 2));
    }
  }
  for (j = j0; j <= h && (d & 24) && n < GR_INT_MAX; j += L) { /* three or four heaps */
    if (d & 8) n = sat_add(n, splits(h - j, 3, m));
    if (d & 16) n = sat_add(n, splits(h - j, 4, m));
  }
  return n;
}

static gr_int legal(gr_ctx *ctx, const gr_comp *x, int turn) {
  const gr_code *c = x->param->data;
  gr_int h = x->n, j, n = 0, top = last_j(c, h);
  (void)ctx;
  (void)turn;
  if (c->tail && top > c->t) top = c->t; /* the repeating digits: counted a digit at a time */
  for (j = 0; j <= top && n < GR_INT_MAX; j++) {
    int d = gr_code_digit(c, j), m = gr_code_mod(c, j), i;
    if (d == 0) continue;
    if ((d & 1) && j > 0 && h == j) n++;
    if ((d & 2) && j > 0 && h > j) n++;
    for (i = 2; i <= 4; i++)
      if (d & (1 << i)) n = sat_add(n, splits(h - j, i, m));
  }
  for (j = c->t + 1; c->tail && j <= c->t + c->tail && j <= h && n < GR_INT_MAX; j++) {
    int d = gr_code_digit(c, j);
    if (d) n = sat_add(n, tail_moves(h, j, c->tail, d, gr_code_mod(c, j)));
  }
  return n;
}

/* ---- moves ------------------------------------------------------------------- */

typedef struct view { /* the family's values, read without a call per heap */
  const gr_vals *v;
  gr_int n, pre, per;
} view;

static gr_int sg_at(const view *w, gr_int h) {
  return gr_val(w->v, h < w->n ? h : w->pre + (h - w->pre) % w->per);
}

static void push(gr_ctx *ctx, const gr_comp *x, gr_movelist *ml, gr_int j, const gr_int *part,
                 int k, gr_int sg) {
  gr_value after;
  gr_move *m;
  gr_comp *res;
  gr_buf t, l;
  int i;
  const gr_msg *label;
  after.sg = sg;
  after.flags = 0;
  if ((m = gr_move_push(ml, after, x->n, k ? part[0] : 0, j)) == NULL) return;
  gr_buf_init(&t, ctx);
  gr_buf_init(&l, ctx);
  gr_printf(&t, "%lld>", (long long)x->n);
  if (k == 0) gr_putc(&t, '0');
  for (i = 0; i < k; i++) gr_printf(&t, "%s%lld", i ? "+" : "", (long long)part[i]);
  if (k == 0) {
    label = gr_m1(ctx, GR_M(move_tb_whole), gr_i(x->n));
  } else if (k == 1) {
    label = gr_m3(ctx, GR_M(move_take), gr_i(j), gr_i(x->n), gr_i(part[0]));
  } else {
    for (i = 0; i < k - 1; i++) gr_printf(&l, "%s%lld", i == 0 ? "" : ", ", (long long)part[i]);
    if (j == 0)
      label = gr_m3(ctx, GR_M(move_split), gr_i(x->n), gr_t(l.s), gr_i(part[k - 1]));
    else
      label = gr_m4(ctx, GR_M(move_take_leaving), gr_i(j), gr_i(x->n), gr_t(l.s), gr_i(part[k - 1]));
  }
  m->text = t.s;
  m->label = label;
  res = gr_move_result(ctx, m, x, k ? k : 1);
  res[0].n = 0;
  for (i = 0; i < k; i++) res[i].n = part[i];
}

/* Whether parts p[0..k-1] (increasing) obey the modifier. */
static int obeys(const gr_int *p, int k, int mod) {
  int i, eq = 0;
  for (i = 1; i < k; i++) eq += p[i] == p[i - 1];
  if (mod == GR_MOD_UNEQUAL) return eq == 0;
  if (mod == GR_MOD_NOTALL) return eq < k - 1;
  return 1;
}

/* Every way to leave k heaps (2-4) from n tokens, increasing, the first one
** `first` when first ≥ 0; pushed when their value is wanted. With bound ≥ 0
** only the ways whose first heap, and each next heap's step up, are at most
** bound. */
static void leave(gr_ctx *ctx, const gr_comp *x, gr_movelist *ml, const view *w, gr_int j,
                  gr_int n, int k, int mod, gr_int first, gr_int bound) {
  gr_int p[4], lo = first >= 0 ? first : 1, hi = first >= 0 ? first : n / k;
  if (first == 0) return; /* "H>0" names the whole heap taken */
  if (bound >= 0 && hi > bound) hi = bound;
  for (p[0] = lo; p[0] <= hi && !ml->full; p[0]++) {
    gr_int r1 = n - p[0];
    if (k == 2) {
      p[1] = r1;
      if (p[1] < p[0] || !obeys(p, 2, mod)) continue;
      push(ctx, x, ml, j, p, 2, sg_at(w, p[0]) ^ sg_at(w, p[1]));
      continue;
    }
    for (p[1] = p[0]; p[1] * (k - 1) <= r1 && !ml->full; p[1]++) {
      gr_int r2 = r1 - p[1];
      if (bound >= 0 && p[1] - p[0] > bound) break;
      if (k == 3) {
        p[2] = r2;
        if (p[2] < p[1] || !obeys(p, 3, mod)) continue;
        push(ctx, x, ml, j, p, 3, sg_at(w, p[0]) ^ sg_at(w, p[1]) ^ sg_at(w, p[2]));
        continue;
      }
      for (p[2] = p[1]; p[2] * 2 <= r2 && !ml->full; p[2]++) {
        p[3] = r2 - p[2];
        if (bound >= 0 && p[2] - p[1] > bound) break;
        if (!obeys(p, 4, mod)) continue;
        push(ctx, x, ml, j, p, 4,
             sg_at(w, p[0]) ^ sg_at(w, p[1]) ^ sg_at(w, p[2]) ^ sg_at(w, p[3]));
      }
    }
  }
}

static void moves(gr_ctx *ctx, const gr_comp *x, int turn, gr_movelist *ml) {
  const gr_code *c = x->param->data;
  gr_int h = x->n, j, top = last_j(c, h), first = -1, bound = -1;
  const gr_famstate *st;
  view w;
  (void)turn;
  if (ml->match && ml->m_from >= 0 && ml->m_from != h) return;
  if (ml->match && ml->m_to >= 0) first = ml->m_to;
  (void)gr_family_value(ctx, &gr_game_tb, x->param, h); /* every heap up to h is known */
  w.v = gr_family_known(ctx, &gr_game_tb, x->param, &w.n, &w.pre, &w.per, &st);
  if (ml->keep == 0 && first < 0) { /* the whole list: refuse one too long to look through */
    gr_int n = legal(ctx, x, turn), most = GR_MAX_TB_SCAN;
    if (ctx->work >= 0 && ctx->work < most) most = ctx->work; /* the call's bound counts too */
    if (n > GR_MAX_TB_SCAN && (ml->want >= 0 || ml->count_only)) {
      /* the moves to one value: look only at those that take or leave
      ** little (most winning moves do), and say the list may lack some */
      bound = c->heaps >= 3 ? 256 : 4096;
      if (top > bound) top = bound;
      ml->more = 1;
      if (ctx->work > 0) ctx->work = ctx->work > most ? ctx->work - most : 0;
    } else { /* the same list whatever the call spent before: refused, or all of it */
      if (n > GR_MAX_TB_SCAN)
        gr_throw(ctx, GR_ELIMIT, gr_m4(ctx, n == GR_INT_MAX ? GR_M(err_tb_scan_more)
                                                            : GR_M(err_tb_scan),
                                       gr_i(h), gr_i(n), gr_i(GR_MAX_TB_SCAN),
                                       gr_i(sg_at(&w, h))));
      if (n > most)
        gr_throw(ctx, GR_ELIMIT, gr_m4(ctx, GR_M(err_tb_scan_call), gr_i(h), gr_i(n), gr_i(most),
                                       gr_i(sg_at(&w, h))));
      if (ctx->work > 0) ctx->work -= n;
    }
  }
  for (j = 0; j <= top && !ml->full; j++) {
    int d = gr_code_digit(c, j), m = gr_code_mod(c, j), i;
    if (d == 0 || (ml->match && ml->m_count >= 0 && ml->m_count != j)) continue;
    if ((d & 1) && j > 0 && h == j && first <= 0) push(ctx, x, ml, j, NULL, 0, 0);
    if ((d & 2) && j > 0 && h > j && (first < 0 || first == h - j)) {
      gr_int left = h - j;
      push(ctx, x, ml, j, &left, 1, sg_at(&w, left));
    }
    for (i = 2; i <= 4; i++)
      if ((d & (1 << i)) && h - j >= i) {
        if (first >= 0 && i > 2 && splits(h - j - first, i - 1, GR_MOD_NONE) > GR_MAX_TB_SCAN)
          gr_throw(ctx, GR_ELIMIT, gr_m2(ctx, GR_M(err_tb_scan_heaps), gr_i(h), gr_i(i)));
        leave(ctx, x, ml, &w, j, h - j, i, m, first, bound);
      }
  }
}

/* ---- words ------------------------------------------------------------------------ */

static const gr_msg *refuse(gr_ctx *ctx, const gr_comp *x, int turn, const char *move) {
  const gr_code *c = x->param->data;
  const char *s = move;
  gr_int h = 0, part[8], sum = 0, j;
  int k = 0, i, bad = 0, d, m;
  const gr_msg *rule = gr_code_words(ctx, x->param);
  (void)turn;
  if (*s < '0' || *s > '9') bad = 1;
  while (*s >= '0' && *s <= '9' && h <= (GR_INT_MAX - (*s - '0')) / 10) h = h * 10 + (*s++ - '0');
  if (*s++ != '>') bad = 1;
  while (!bad) {
    gr_int p = 0;
    if (*s < '0' || *s > '9' || k == 8) {
      bad = 1;
      break;
    }
    while (*s >= '0' && *s <= '9' && p <= (GR_INT_MAX - (*s - '0')) / 10) p = p * 10 + (*s++ - '0');
    part[k++] = p;
    sum = sat_add(sum, p);
    if (*s == '\0') break;
    if (*s++ != '+') bad = 1;
  }
  if (bad) return gr_m1(ctx, GR_M(refuse_tb_how), gr_n(rule));
  if (h != x->n) return gr_m3(ctx, GR_M(refuse_tb_heap), gr_i(x->n), gr_i(h), gr_n(rule));
  if (sum > h) return gr_m3(ctx, GR_M(refuse_tb_sum), gr_i(sum), gr_i(h), gr_n(rule));
  {
    if (k == 1 && part[0] == 0) k = 0; /* "7>0": nothing left */
    for (i = 0; i < k && !bad; i++) bad = part[i] == 0 || (i > 0 && part[i] < part[i - 1]);
    j = h - sum;
    d = gr_code_digit(c, j);
    m = gr_code_mod(c, j);
    if (bad) return gr_m1(ctx, GR_M(refuse_tb_order), gr_n(rule));
    if (k > 4 || !((d >> k) & 1) || (j == 0 && k < 2)) {
      if (k == 0) return gr_m2(ctx, GR_M(refuse_tb_whole), gr_i(h), gr_n(rule));
      if (j == 0) return gr_m2(ctx, GR_M(refuse_tb_split), gr_i(k), gr_n(rule));
      return gr_m3(ctx, k > 1 ? GR_M(refuse_tb_leave) : GR_M(refuse_tb_leave1), gr_i(j), gr_i(k),
                   gr_n(rule));
    }
    if (!obeys(part, k, m))
      return gr_m1(ctx, m == GR_MOD_UNEQUAL ? GR_M(refuse_tb_unequal) : GR_M(refuse_tb_notall),
                   gr_n(rule));
    return NULL;
  }
}

/* "rule": the code's rule in words. */
static void detail(gr_ctx *ctx, gr_buf *b, const gr_comp *x, int turn) {
  (void)turn;
  gr_putc(b, ',');
  gr_put_msg(b, "rule", gr_code_words(ctx, x->param));
}

/* ---- the judges ------------------------------------------------------------------
** Heaps of a code read from the problems: Lasker's Nim (4.[3]: take any
** number, or split a heap in two), "take any number or split into three"
** (8.[3]), and rows of apples from which a move takes a run (0.[7]: one heap
** becomes nothing, one heap or two), in misère play.
**
** Heaps of the first two go to 2^31 - 1 and 10^9, far past the values the
** table computes (each heap of 4.[3] looks at every split). Below TB_JUDGE
** their values are the table's; past it they follow the two codes' proven
** arithmetic periods, swept against the table in tests/c:
**
**   4.[3]  SG(n) = n, but SG(4k+3) = 4k+4 and SG(4k+4) = 4k+3 (Lasker's Nim).
**   8.[3]  SG(n) = n, but SG(8k+7) = 8k+8 and SG(8k+8) = 8k+7.
**
** Proof, for 4.[3] (f the formula; by induction on n): taking gives the
** values f(m), m < n, which are 0..n-1 but for n = 4k+4, where they are
** 0..4k+2 and 4k+4. So f(n) is the mex once no split a + b = n is worth
** f(n), and for n = 4k+3 some split is worth 4k+3 (1 + (4k+2)). Modulo 4, f
** maps the residues 0, 1, 2, 3 to 3, 1, 2, 0, and for every pair of residues
** summing to n the XOR of their images differs from f(n)'s residue.
** For 8.[3] (splits into three, the formula modulo 8 mapping 0 and 7 to 7 and
** 0, others to themselves): write f(x) = 8Q(x) + g(x mod 8), Q(x) = q + e(r)
** for x = 8q + r, e(7) = 1, e(0) = -1, else 0. For parts a + b + c = n whose
** residues' images XOR to f(n)'s residue, e(ra) + e(rb) + e(rc) <
** floor(S/8) + e(S mod 8) (S = ra + rb + rc; a finite check over the 512
** triples, made in tests/c), so Q(a) ^ Q(b) ^ Q(c) <= Q(a) + Q(b) + Q(c) <
** Q(n): no split is worth f(n). And 1 + 2 + (8k+4) is worth 8k+7. */

#define TB_JUDGE 1024 /* heaps valued by the table; past them by the proven formulas */

/* f(n) for 4.[3] (modulus 4) and 8.[3] (modulus 8). */
static gr_int swap_formula(gr_int n, gr_int mod) {
  gr_int r = n % mod;
  if (n == 0) return 0;
  return r == mod - 1 ? n + 1 : r == 0 ? n - 1 : n;
}

/* The values f(n) of 4.[3] (mod 4) and 8.[3] (mod 8) past the table, for the
** tests: the judges' fast path. */
gr_int gr_tb_judge_value(gr_int n, gr_int mod);
gr_int gr_tb_judge_value(gr_int n, gr_int mod) { return swap_formula(n, mod); }

/* T cases, each n and a line of n heaps of code (mod: its formula's). */
static void judge_swap(gr_jr *r, const char *code, gr_int mod, long long max_t, long long max_n,
                       long long max_h, const char *win, const char *lose) {
  long long cases = gr_jr_first_count(r, gr_jr_bound(r, max_t), GR_W(word_judge_cases_t)), k;
  gr_comp g = *gr_jr_comp(r, gr_fmt(r->ctx, "tb(%s):0", code));
  gr_int pre, per;
  const gr_vals *t = gr_family_values(r->ctx, &gr_game_tb, g.param, TB_JUDGE - 1, &pre, &per);
  uint32_t *small = gr_alloc(r->ctx, TB_JUDGE * sizeof *small);
  for (k = 0; k < TB_JUDGE; k++) small[k] = gr_val(t, k); /* kept: later calls may move t */
  for (k = 1; k <= cases; k++) {
    long long n, i, lo = r->strict ? 1 : 0;
    gr_sum s;
    memset(&s, 0, sizeof s);
    gr_jr_need_case(r, k, cases, GR_W(word_judge_heaps_N));
    n = gr_jr_number(r, r->strict ? 1 : 0, gr_jr_bound(r, max_n), GR_W(word_judge_heaps_N));
    gr_jr_end_line(r, GR_W(word_judge_heaps_N));
    if (r->pos) gr_jr_case_start(r, gr_fmt(r->ctx, "tb(%s):%s", code, n > 0 ? "" : "0"));
    if (n > 0) gr_jr_list_begin(r, k, n, GR_W(word_heap_sizes));
    for (i = 1; i <= n; i++) {
      gr_value v = {0, 0};
      gr_int h = gr_jr_item(r, k, i, n, lo, gr_jr_bound(r, max_h), GR_W(word_heap_sizes),
                            GR_W(word_heap_size));
      v.sg = h < TB_JUDGE ? (gr_int)small[h] : swap_formula(h, mod);
      gr_sum_add(&s, i, &g, v, h > 0);
      if (r->pos) {
        if (i > 1) gr_jr_case_put(r, ",", 1);
        gr_jr_case_num(r, h);
      }
      if (i == n) break;
    }
    if (n > 0) gr_jr_end_items(r, k, n, GR_W(word_heap_sizes));
    gr_jr_puts(r, gr_jr_sum_wins(r, &s, k) ? win : lose);
    if (r->pos) gr_jr_case_done(r, k, n, "heaps");
  }
  gr_jr_no_more(r, cases);
}

/* HDU 3032 */
static void judge_lasker(gr_jr *r) {
  judge_swap(r, "4.[3]", 4, 100, 1000000, 2147483647, "Alice\n", "Bob\n");
}

/* HDU 5795 */
static void judge_simplenim(gr_jr *r) {
  judge_swap(r, "8.[3]", 8, 100, 1000000, 1000000000, "First player wins.\n",
             "Second player wins.\n");
}

#define WINNER_ROW 200 /* rows the misère quotient of 0.[7] is computed to, past 100 */

/* HDU 2509: cases until the end of the input, each n and a line of the n
** rows; misère play of 0.[7]. */
static void judge_winner(gr_jr *r) {
  long long k;
  for (k = 1; gr_jr_skip_blank(r) != EOF; k++) {
    gr_mark mark = gr_jr_mark(r);
    long long n, i;
    gr_comp *rows, g;
    n = gr_jr_number(r, r->strict ? 1 : 0, r->strict ? 100 : GR_MAX_COMPONENTS,
                     GR_W(word_tb_groups_n));
    gr_jr_end_line(r, GR_W(word_tb_groups_n));
    g = *gr_jr_comp(r, "tb(0.[7]):0");
    rows = gr_alloc(r->ctx, (size_t)(n > 0 ? n : 1) * sizeof *rows);
    if (r->pos) gr_jr_case_start(r, n > 0 ? "tb(0.[7]):" : "tb(0.[7]):0");
    if (n > 0) gr_jr_list_begin(r, k, n, GR_W(word_tb_group_sizes));
    for (i = 1; i <= n; i++) {
      rows[i - 1] = g;
      rows[i - 1].n = gr_jr_number_why(r, r->strict ? 1 : 0, r->strict ? 100 : WINNER_ROW,
                                       GR_W(word_tb_apples),
                                       r->strict ? NULL : GR_W(word_tb_apples_most));
      if (r->pos) {
        if (i > 1) gr_jr_case_put(r, ",", 1);
        gr_jr_case_num(r, rows[i - 1].n);
      }
      if (i == n) break;
      gr_jr_need_item(r, k, i + 1, n, GR_W(word_tb_group_sizes));
    }
    if (n > 0) gr_jr_end_items(r, k, n, GR_W(word_tb_group_sizes));
    gr_jr_puts(r, gr_jr_wins(r, rows, n, 1, k) ? "Yes\n" : "No\n");
    if (r->pos) {
      gr_jr_case_put(r, ";misere", 7);
      gr_jr_case_done(r, k, n, "rows");
    }
    gr_jr_release(r, mark);
  }
}

static const gr_judgedef judges[] = {
  {"lasker", "HDU 3032", "multisg",
   "https://acm.hdu.edu.cn/showproblem.php?pid=3032", GR_W(judge_tb_lasker_answers), "2\n3\n2 2 3\n2\n3 3\n", judge_lasker},
  {"simplenim", "HDU 5795", "multisg",
   "https://acm.hdu.edu.cn/showproblem.php?pid=5795", GR_W(judge_tb_simplenim_answers),
   "2\n2\n4 4\n3\n1 2 4\n", judge_simplenim},
  {"bethewinner", "HDU 2509", "antisg",
   "https://acm.hdu.edu.cn/showproblem.php?pid=2509", GR_W(judge_tb_answers), "2\n2 2\n1\n3\n", judge_winner},
  {NULL, NULL, NULL, NULL, NULL, NULL, NULL},
};

static const gr_limit limits[] = {
  {"digits", GR_MAX_CODE_DIGITS}, {"table", GR_MAX_TB_TABLE}, {"takes", GR_MAX_TB_TAKES},
  {"plain", GR_MAX_TB_PLAIN}, {"scan", GR_MAX_TB_SCAN}, {NULL, 0}};

static void random_heaps(const gr_game *g, gr_buf *b, uint64_t *seed) {
  size_t at;
  (void)g;
  gr_puts(b, "tb(");
  at = b->n;
  gr_code_random(b, seed, 0);
  /* a split that takes nothing may break a heap into ones: keep those small */
  gr_printf(b, "):%lld", (long long)gr_rand(seed, 0, b->s[at] == '0' ? 3 : 2));
}

/* Families the pattern finder compares others with, and the published facts
** it checks values against (Winning Ways; Flammenkamp's tables of octal
** games for the long periods). */
static const gr_known known[] = {
  {"tb(0.77)", GR_W(known_kayles)},
  {"tb(0.07)", GR_W(known_dawson)},
  {"tb(0.137)", GR_W(known_chess)},
  {"tb(0.6)", GR_W(known_officers)},
  {"tb(4!.0)", GR_W(known_grundy)},
  {"tb(4.[3])", GR_W(known_lasker)},
  {"tb(0.007)", GR_W(known_treblecross)},
  {"tb(0.16)", GR_W(known_016)},
  {"tb(0.156)", GR_W(known_0156)},
  {NULL, NULL},
};

static const gr_int grundy_values[] = {0, 0, 0, 1, 0, 2, 1, 0, 2, 1, 0, 2, 1, 3, 2,
                                       1, 3, 2, 4, 3, 0, 4, 3, 0, 4, 3, 0, 4, 1, 2};
static const gr_int grundy_zeros[] = {0,   1,   2,   4,   7,   10,  20,  23,  26,  50,  53,
                                      270, 273, 276, 282, 285, 288, 316, 334, 337, 340, 346,
                                      359, 362, 365, 386, 389, 392, 566, 630, 633, 636, 639,
                                      673, 676, 682, 685, 923, 926, 929, 932, 1222};
static const gr_int kayles_period[] = {71, 12}, chess_period[] = {52, 34}, p156[] = {3479, 349},
                    p165[] = {5181, 1550}, p16[] = {105351, 149459}, p56[] = {326640, 144},
                    p127[] = {46578, 4}, p376[] = {2268248, 4}, p354[] = {10061916, 1180};

#define FACT(kind, name, source, offset, complete, t) \
  {kind, name, source, offset, complete, t, (int)(sizeof t / sizeof t[0])}
#define FLAMMENKAMP GR_W(pub_flammenkamp)

static const gr_published published[] = {
  FACT(GR_PUB_VALUES, GR_W(known_grundy), GR_W(pub_winning_ways), 0, 0, grundy_values),
  FACT(GR_PUB_ZEROS, GR_W(known_grundy), GR_W(pub_grundy_zeros), 0, 10000000,
       grundy_zeros),
  FACT(GR_PUB_PERIOD, GR_W(known_kayles), GR_W(pub_winning_ways), 0, 0, kayles_period),
  FACT(GR_PUB_PERIOD, GR_W(known_chess), GR_W(pub_winning_ways), 0, 0, chess_period),
  FACT(GR_PUB_PERIOD, GR_W(pub_octal_0156), FLAMMENKAMP, 0, 0, p156),
  FACT(GR_PUB_PERIOD, GR_W(pub_octal_0165), FLAMMENKAMP, 0, 0, p165),
  FACT(GR_PUB_PERIOD, GR_W(pub_octal_016), FLAMMENKAMP, 0, 0, p16),
  FACT(GR_PUB_PERIOD, GR_W(pub_octal_056), FLAMMENKAMP, 0, 0, p56),
  FACT(GR_PUB_PERIOD, GR_W(pub_octal_0127), FLAMMENKAMP, 0, 0, p127),
  FACT(GR_PUB_PERIOD, GR_W(pub_octal_0376), FLAMMENKAMP, 0, 0, p376),
  FACT(GR_PUB_PERIOD, GR_W(pub_octal_0354), FLAMMENKAMP, 0, 0, p354),
  {0, NULL, NULL, 0, 0, NULL, 0},
};

/* A component is one heap of its code. */
static const struct gr_code *heap(const gr_comp *x, gr_int *size) {
  *size = x->n;
  return x->param->data;
}

/* Example claims (grundy claim; the page's claim checker). */
static const char *const claims[] = {"sj tb(0.[3]) to 10 sums 3", NULL};

static const gr_family_caps tb_family = {
  GR_TB_FAMILY,
  .example = "tb(4!.0)",
  .param_words = GR_W(game_tb_param),
  .known = known,
  .published = published,
  .brute = gr_tb_brute,
};

static const gr_search_caps tb_search = {
  .heap = heap,
};

static const gr_front_caps tb_front = {
  .limits = limits,
  .judges = judges,
  .bare_family = GR_W(game_tb_bare),
  .random = random_heaps,
  .info = gr_code_info,
  .claims = claims,
};

const gr_game gr_game_tb = {
  .name = "tb",
  .title = GR_W(game_tb_title),
  .notation = GR_W(game_tb_notation),
  .example = "tb(4!.0):7,12",
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
  .family = &tb_family,
  .search = &tb_search,
  .front = &tb_front,
};
