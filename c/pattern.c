/*
** pattern.c — the pattern finder: what the values of sizes 0..N of a family
** show, for any family (built-in or typed), as JSON (schema in README.md).
**
** It reports only what holds on the values computed, and says how far:
**   - the period: proven when the family's own rule proves it from these
**     values and the independent checker verified that proof
**     (gr_family_read), else observed — the smallest p, then n0, with
**     SG(n+p) = SG(n) for n0 ≤ n ≤ N − p, seen over three periods at least —
**     and arithmetic periods SG(n+p) = SG(n) + s the same way;
**   - formulas on n (FORMULAS: n mod k, ⌊n/k⌋, the 2-adic valuation, binary
**     digits, odious and evil numbers…), from some n0 (the values before it
**     listed as exceptions);
**   - formulas on each class n = qm + r (q = 2, 3, 4): SG(2m) = m and
**     SG(2m+1) = SG(m), say;
**   - the P-positions (value 0) and a set they are (SETS: Fibonacci numbers,
**     powers of two, squares, …, or n mod p in a set);
**   - the families the games offer for comparison (gr_game.known), with
**     shifts: "SG(n) = G(n + 1)";
**   - the published facts the games keep (gr_game.published): values and
**     P-positions from the literature, and published pre-periods and periods.
** A claim rests on PAT_MIN values at least; nothing is claimed otherwise.
*/
#include <stdio.h>
#include <string.h>
#include "family.h"
#include "pattern.h"
#include "calls.h"

#define PAT_MAX_N 1000000L  /* sizes the finder reads at most */
#define PAT_MATCH 4096      /* sizes compared with other families */
#define PAT_SHIFT 4         /* shifts tried, each way */
#define PAT_MAX_K 64        /* k of n mod k and ⌊n/k⌋ */
#define PAT_MIN 16          /* values a claim rests on, at least */
#define PAT_LIST 30         /* P-positions and exceptions listed */

/* ---- arithmetic on n ---------------------------------------------------------- */

static int popcount(uint64_t x) {
  int c = 0;
  while (x) {
    x &= x - 1;
    c++;
  }
  return c;
}

static gr_int v2(gr_int n) {
  gr_int v = 0;
  if (n <= 0) return 0;
  while (!(n & 1)) {
    n >>= 1;
    v++;
  }
  return v;
}

static gr_int bitlen(gr_int n) {
  gr_int l = 0;
  while (n > 0) {
    n >>= 1;
    l++;
  }
  return l;
}

/* ---- formulas on n ------------------------------------------------------------ */

typedef struct formula {
  int id;             /* GR_F_* (pattern.h): what the code generator writes */
  const gr_md0 *text; /* the formula without k, or ... */
  const gr_md1 *textk; /* ... with k */
  int k0, k1;         /* k runs k0..k1 (0..0: no k) */
  gr_int (*f)(gr_int n, gr_int k);
} formula;

/* The summary: sentences, each a message, joined by spaces. */
static void say(gr_ctx *ctx, const gr_msg **sum, const gr_msg *m) {
  *sum = *sum == NULL ? m : gr_m2(ctx, GR_M(pattern_join), gr_n(*sum), gr_n(m));
}

static gr_int f_n(gr_int n, gr_int k) { return n + k; }
static gr_int f_mod(gr_int n, gr_int k) { return n % k; }
static gr_int f_div(gr_int n, gr_int k) { return n / k; }
static gr_int f_v2(gr_int n, gr_int k) { (void)k; return v2(n); }
static gr_int f_two_part(gr_int n, gr_int k) { (void)k; return n > 0 ? (gr_int)1 << v2(n) : 0; }
static gr_int f_ones(gr_int n, gr_int k) { (void)k; return popcount((uint64_t)n); }
static gr_int f_odious(gr_int n, gr_int k) { (void)k; return popcount((uint64_t)n) % 2; }
static gr_int f_evil(gr_int n, gr_int k) { (void)k; return 1 - popcount((uint64_t)n) % 2; }
static gr_int f_bits(gr_int n, gr_int k) { (void)k; return bitlen(n); }
static gr_int f_nth_odious(gr_int n, gr_int k) {
  (void)k;
  return 2 * n + (popcount((uint64_t)n) % 2 == 0);
}
static gr_int f_nth_evil(gr_int n, gr_int k) {
  (void)k;
  return 2 * n + (popcount((uint64_t)n) % 2 == 1);
}

/* The simplest first: what is found first is reported first. */
static const formula FORMULAS[] = {
  {GR_F_N, GR_M(pattern_f_n), NULL, 0, 0, f_n},
  {GR_F_MOD, NULL, GR_M(pattern_f_mod), 2, PAT_MAX_K, f_mod},
  {GR_F_DIV, NULL, GR_M(pattern_f_div), 2, PAT_MAX_K, f_div},
  {GR_F_PLUS, NULL, GR_M(pattern_f_plus), -3, 3, f_n},
  {GR_F_V2, GR_M(pattern_f_v2), NULL, 0, 0, f_v2},
  {GR_F_TWO_PART, GR_M(pattern_f_two_part), NULL, 0, 0, f_two_part},
  {GR_F_ONES, GR_M(pattern_f_ones), NULL, 0, 0, f_ones},
  {GR_F_ODIOUS, GR_M(pattern_f_odious), NULL, 0, 0, f_odious},
  {GR_F_EVIL, GR_M(pattern_f_evil), NULL, 0, 0, f_evil},
  {GR_F_BITS, GR_M(pattern_f_bits), NULL, 0, 0, f_bits},
  {GR_F_NTH_ODIOUS, GR_M(pattern_f_nth_odious), NULL, 0, 0, f_nth_odious},
  {GR_F_NTH_EVIL, GR_M(pattern_f_nth_evil), NULL, 0, 0, f_nth_evil},
};
#define NFORMULAS ((int)(sizeof FORMULAS / sizeof FORMULAS[0]))

/* The first n0 from which v[i] = f(i) for every i ≤ N (N + 1 when even
** v[N] differs). */
static gr_int holds_from(const uint32_t *v, gr_int N, gr_int (*f)(gr_int, gr_int), gr_int k) {
  gr_int i;
  for (i = N; i >= 0; i--)
    if ((gr_int)v[i] != f(i, k)) return i + 1;
  return 0;
}

/* A claim on sizes n0..N is worth making: enough values, and most of them. */
static int enough(gr_int n0, gr_int N) { return N - n0 + 1 >= PAT_MIN && n0 <= N / 4; }

static void put_exceptions(gr_buf *b, const uint32_t *v, gr_int n0,
                           gr_int (*f)(gr_int, gr_int), gr_int k) {
  gr_int i, shown = 0;
  gr_puts(b, ",\"exceptions\":[");
  for (i = 0; i < n0 && shown < PAT_LIST; i++)
    if (f == NULL || (gr_int)v[i] != f(i, k)) gr_printf(b, "%s%lld", shown++ ? "," : "", (long long)i);
  gr_putc(b, ']');
}

/* The formulas that hold, into b (the first said in *sum, and noted in *pat
** when pat is not NULL). */
static int formulas(gr_buf *b, const gr_msg **sum, const uint32_t *v, gr_int N, gr_pat *pat) {
  gr_ctx *ctx = b->ctx;
  int i, found = 0;
  gr_puts(b, ",\"formulas\":[");
  for (i = 0; i < NFORMULAS && found < 3; i++) {
    const formula *f = &FORMULAS[i];
    gr_int k;
    for (k = f->k0; k <= f->k1 && found < 3; k++) {
      gr_int n0;
      if (f->f == f_n && f->k1 > 0 && k == 0) continue; /* n + 0 is "n" */
      if ((f->f == f_mod || f->f == f_div) && 3 * k > N) break;
      n0 = holds_from(v, N, f->f, k);
      if (!enough(n0, N)) continue;
      {
        const gr_msg *t;
        if (f->k1 > 0 && f->f == f_n)
          t = gr_m1(ctx, k < 0 ? GR_M(pattern_f_minus) : GR_M(pattern_f_plus), gr_i(k < 0 ? -k : k));
        else if (f->k1 > 0) t = gr_m1(ctx, f->textk, gr_i(k));
        else t = gr_m0(f->text);
        gr_puts(b, found ? ",{" : "{");
        gr_put_msg(b, "formula", t);
        gr_printf(b, ",\"from\":%lld,\"to\":%lld", (long long)n0, (long long)N);
        put_exceptions(b, v, n0, f->f, k);
        gr_putc(b, '}');
        if (found == 0)
          say(ctx, sum, n0 ? gr_m3(ctx, GR_M(pattern_sum_formula_from), gr_n(t), gr_i(n0), gr_i(N))
                           : gr_m2(ctx, GR_M(pattern_sum_formula), gr_n(t), gr_i(N)));
        if (found == 0 && pat != NULL) {
          pat->formula = f->id;
          pat->fk = k;
          pat->ffrom = n0;
          pat->ftext = t;
        }
        found++;
      }
    }
  }
  gr_putc(b, ']');
  return found;
}

/* ---- formulas on classes n = qm + r --------------------------------------------------- */

/* What class r of modulus q is: kind 0 a constant c, 1 m + c, 2 SG(m) + c. */
static int class_formula(const uint32_t *v, gr_int N, int q, int r, int *kind, gr_int *c) {
  gr_int M = (N - r) / q, m;
  int kd;
  if (N < r) return 0;
  for (kd = 0; kd < 3; kd++) {
    gr_int cc = kd == 0 ? (gr_int)v[r] : kd == 1 ? (gr_int)v[r] : (gr_int)v[r] - (gr_int)v[0];
    for (m = 0; m <= M; m++) {
      gr_int want = kd == 0 ? cc : kd == 1 ? m + cc : (gr_int)v[m] + cc;
      if ((gr_int)v[q * m + r] != want) break;
    }
    if (m > M && (kd != 2 || r > 0 || q > 1)) {
      if (kd == 2 && r == 0) continue; /* SG(qm) = SG(m) + c at m = 0 says nothing */
      *kind = kd;
      *c = cc;
      return 1;
    }
  }
  return 0;
}

static void put_class(gr_buf *b, int q, int r, int kind, gr_int c) {
  char arg[32];
  if (r) snprintf(arg, sizeof arg, "%dm+%d", q, r);
  else snprintf(arg, sizeof arg, "%dm", q);
  gr_printf(b, "SG(%s) = ", arg);
  if (kind == 0) gr_puti(b, c);
  else gr_puts(b, kind == 1 ? "m" : "SG(m)");
  if (kind > 0 && c) gr_printf(b, " %s %lld", c < 0 ? "−" : "+", (long long)(c < 0 ? -c : c));
}

static int classes(gr_buf *b, const gr_msg **sum, const uint32_t *v, gr_int N, gr_int per,
                   gr_pat *pat) {
  int q;
  gr_puts(b, ",\"classes\":");
  for (q = 2; q <= 4; q++) {
    int r, kind[4], all = 1, constant = 1;
    gr_int c[4];
    if (per > 0 && per <= 4 * q) break; /* a short period says it already */
    if (N / q < PAT_MIN) break;
    for (r = 0; r < q && all; r++) {
      all = class_formula(v, N, q, r, &kind[r], &c[r]);
      if (all && kind[r] != 0) constant = 0;
    }
    if (!all || constant) continue;
    gr_printf(b, "{\"modulus\":%d,\"to\":%lld,\"formulas\":[", q, (long long)N);
    {
      gr_buf first, t;
      gr_buf_init(&first, b->ctx);
      for (r = 0; r < q; r++) { /* the formulas are notation: "SG(2m+1) = SG(m)" */
        gr_buf_init(&t, b->ctx);
        put_class(&t, q, r, kind[r], c[r]);
        if (r) gr_putc(b, ',');
        gr_put_json_string(b, t.s);
        if (r < q - 1) gr_printf(&first, "%s%s", r ? ", " : "", t.s);
      }
      say(b->ctx, sum, gr_m2(b->ctx, GR_M(pattern_sum_classes),
                             gr_n(gr_m2(b->ctx, GR_M(word_and), gr_t(first.s), gr_t(t.s))),
                             gr_i(N)));
      if (pat != NULL) {
        gr_buf text;
        gr_buf_init(&text, b->ctx);
        gr_printf(&text, "%s, %s", first.s, t.s);
        pat->q = q;
        for (r = 0; r < q; r++) {
          pat->ckind[r] = kind[r];
          pat->cc[r] = c[r];
        }
        pat->ctext = text.s;
      }
    }
    gr_puts(b, "]}");
    return 1;
  }
  gr_puts(b, "null");
  return 0;
}

/* ---- periods ----------------------------------------------------------------------- */

/* The smallest p (then n0) with v[m+p] − v[m] = s for n0 ≤ m ≤ N − p, s the
** same for every m (0: a period), holding over three periods; 0 when none. */
static int observe(gr_ctx *ctx, const uint32_t *v, gr_int N, int arith, gr_int *pre,
                   gr_int *per, gr_int *saltus) {
  gr_int p, most = N / 3;
  (void)ctx;
  for (p = 1; p <= most; p++) {
    gr_int s = (gr_int)v[N] - (gr_int)v[N - p], m = N - p;
    if ((s != 0) != arith) continue;
    while (m > 0 && (gr_int)v[m - 1 + p] - (gr_int)v[m - 1] == s) m--;
    if (N - m + 1 >= 3 * p && N - m + 1 >= PAT_MIN && m <= N / 2) {
      *pre = m;
      *per = p;
      *saltus = s;
      return 1;
    }
  }
  return 0;
}

/* ---- the P-positions ------------------------------------------------------------------ */

static int is_fib(gr_int n) {
  gr_int a = 0, b = 1;
  while (a < n) {
    gr_int t = a + b;
    a = b;
    b = t;
  }
  return a == n;
}
static int is_pow2(gr_int n) { return n > 0 && (n & (n - 1)) == 0; }
static int is_pow2_or0(gr_int n) { return n == 0 || is_pow2(n); }
static int is_mersenne(gr_int n) { return is_pow2(n + 1); }
static int is_square(gr_int n) {
  gr_int r = 0;
  while ((r + 1) * (r + 1) <= n) r++;
  return r * r == n;
}
static int is_tri(gr_int n) {
  gr_int m = 0;
  while (m * (m + 1) / 2 < n) m++;
  return m * (m + 1) / 2 == n;
}
static int is_odious(gr_int n) { return popcount((uint64_t)n) % 2 == 1; }
static int is_evil(gr_int n) { return popcount((uint64_t)n) % 2 == 0; }
static int is_prime(gr_int n) {
  gr_int d;
  if (n < 2) return 0;
  for (d = 2; d * d <= n; d++)
    if (n % d == 0) return 0;
  return 1;
}
/* ⌊kφ⌋ for some k ≥ 0 (the lower Beatty sequence of the golden ratio). */
static int is_lower_beatty(gr_int n) {
  gr_int k;
  const double phi = 1.6180339887498949;
  if (n == 0) return 1;
  for (k = (gr_int)(n / phi) - 1; k <= (gr_int)(n / phi) + 2; k++) {
    gr_int lo;
    if (k < 1) continue;
    lo = (gr_int)((double)k * phi); /* exact: kφ is never that close to a whole number here */
    if (lo == n) return 1;
  }
  return 0;
}

static const struct {
  const gr_msg *words;
  int (*in)(gr_int n);
} SETS[] = {
  {GR_W(pattern_set_fib), is_fib},
  {GR_W(pattern_set_pow2), is_pow2},
  {GR_W(pattern_set_pow2_or0), is_pow2_or0},
  {GR_W(pattern_set_mersenne), is_mersenne},
  {GR_W(pattern_set_square), is_square},
  {GR_W(pattern_set_tri), is_tri},
  {GR_W(pattern_set_odious), is_odious},
  {GR_W(pattern_set_evil), is_evil},
  {GR_W(pattern_set_prime), is_prime},
  {GR_W(pattern_set_beatty), is_lower_beatty},
};
#define NSETS ((int)(sizeof SETS / sizeof SETS[0]))

/* periodic: the values have a period already, which says where the zeros are. */
static void zeros(gr_buf *b, const gr_msg **sum, const uint32_t *v, gr_int N, int periodic) {
  gr_ctx *ctx = b->ctx;
  gr_int i, count = 0, shown = 0, last = -1;
  int s, found = 0;
  gr_puts(b, ",\"zeros\":{\"first\":[");
  for (i = 0; i <= N; i++)
    if (v[i] == 0) {
      if (shown < PAT_LIST) gr_printf(b, "%s%lld", shown++ ? "," : "", (long long)i);
      count++;
      last = i;
    }
  gr_printf(b, "],\"count\":%lld,\"last\":%lld,", (long long)count, (long long)last);
  if (count >= 4) {
    for (s = 0; s < NSETS && !found; s++) {
      for (i = 0; i <= N && (v[i] == 0) == SETS[s].in(i); i++) {}
      if (i > N) {
        found = 1;
        gr_put_msg(b, "set", SETS[s].words);
        say(ctx, sum, gr_m2(ctx, GR_M(pattern_sum_zeros_set), gr_n(SETS[s].words), gr_i(N)));
      }
    }
    if (!found && !periodic) { /* a periodic set: n mod p in R from some n0 */
      gr_int p;
      for (p = 2; p <= N / 3 && p <= PAT_MAX_K && !found; p++) {
        gr_int m = N - p;
        while (m > 0 && (v[m - 1] == 0) == (v[m - 1 + p] == 0)) m--;
        if (m <= 8 && N - m + 1 >= 3 * p) {
          gr_buf t;
          gr_int r, k = 0;
          const gr_msg *set;
          gr_buf_init(&t, b->ctx);
          for (r = 0; r < p; r++) {
            gr_int at = m + ((r - m) % p + p) % p;
            if (v[at] == 0) gr_printf(&t, "%s%lld", k++ ? ", " : "", (long long)r);
          }
          if (k == 0) break; /* no zero past m: said by the count */
          set = m > 0 ? gr_m3(ctx, GR_M(pattern_set_mod_from), gr_i(p), gr_t(t.s), gr_i(m))
                      : gr_m2(ctx, GR_M(pattern_set_mod), gr_i(p), gr_t(t.s));
          found = 1;
          gr_put_msg(b, "set", set);
          say(ctx, sum, gr_m2(ctx, GR_M(pattern_sum_zeros), gr_n(set), gr_i(N)));
        }
      }
    }
  }
  if (!found) gr_put_msg(b, "set", NULL);
  gr_putc(b, '}');
}

/* ---- other families -------------------------------------------------------------- */

/* The shifts s with v[i] = w[i + s] wherever both are known (w: 0..M). */
static int shifted(const uint32_t *v, gr_int N, const uint32_t *w, gr_int M, int s) {
  gr_int i, from = s < 0 ? -s : 0, to = N < M - s ? N : M - s;
  if (to - from + 1 < PAT_MIN) return 0;
  for (i = from; i <= to; i++)
    if (v[i] != w[i + s]) return 0;
  return 1;
}

static void matches(gr_ctx *ctx, gr_buf *b, const gr_msg **sum, gr_buf *chk, const char *self,
                    const uint32_t *v, gr_int N) {
  static const gr_md0 *const shifts[] = {GR_M(word_one), GR_M(word_two), GR_M(word_three),
                                         GR_M(word_four)};
  int g, k = 0, tried = 0;
  gr_int M = (N < PAT_MATCH ? N : PAT_MATCH) + PAT_SHIFT, saved = ctx->work;
  gr_puts(b, ",\"matches\":[");
  ctx->work = -1; /* a few thousand values of known families: little work */
  for (g = 0; gr_games[g] != NULL; g++) {
    const gr_known *kn = gr_family_of(gr_games[g])->known;
    for (; kn != NULL && kn->family != NULL; kn++) {
      const gr_game *fg;
      gr_param *fp;
      const uint32_t *w;
      int s;
      if (strcmp(kn->family, self) == 0) continue;
      w = gr_family_read(ctx, kn->family, M, &fg, &fp, NULL, NULL, NULL);
      tried++;
      for (s = -PAT_SHIFT; s <= PAT_SHIFT; s++) {
        if (!shifted(v, N < PAT_MATCH ? N : PAT_MATCH, w, M, s)) continue;
        gr_printf(b, "%s{\"family\":", k ? "," : "");
        gr_put_json_string(b, kn->family);
        gr_putc(b, ',');
        gr_put_msg(b, "name", kn->name);
        gr_printf(b, ",\"shift\":%d,\"to\":%lld}", s, (long long)(N < PAT_MATCH ? N : PAT_MATCH));
        if (s == 0)
          say(ctx, sum, gr_m2(ctx, GR_M(pattern_sum_match), gr_n(kn->name),
                              gr_i(N < PAT_MATCH ? N : PAT_MATCH)));
        else
          say(ctx, sum, gr_m5(ctx, GR_M(pattern_sum_match_shift), gr_n(kn->name),
                              gr_n(gr_m0(shifts[(s < 0 ? -s : s) - 1])),
                              gr_t(s < 0 ? "−" : "+"), gr_i(s < 0 ? -s : s),
                              gr_i(N < PAT_MATCH ? N : PAT_MATCH)));
        k++;
      }
    }
  }
  ctx->work = saved;
  gr_putc(b, ']');
  gr_puts(chk, chk->n > 1 ? ",{" : "{");
  gr_put_msg(chk, "what", gr_m2(ctx, GR_M(pattern_checked_families), gr_i(tried), gr_i(PAT_SHIFT)));
  gr_printf(chk, ",\"to\":%lld}", (long long)(N < PAT_MATCH ? N : PAT_MATCH));
}

/* ---- published facts ------------------------------------------------------------------
** The games keep them (gr_game.published), each with its source: values and
** P-positions from the literature, and published pre-periods and periods.
** The tests check every entry against a plain computation of their own, so
** a mistyped entry cannot pass. */

static void published(gr_buf *b, const gr_msg **sum, gr_buf *chk, const uint32_t *v, gr_int N,
                      gr_int pre, gr_int per) {
  gr_ctx *ctx = b->ctx;
  int g, k = 0, total = 0;
  gr_puts(b, ",\"published\":[");
  for (g = 0; gr_games[g] != NULL; g++) {
    const gr_published *e;
    for (e = gr_family_of(gr_games[g])->published; e != NULL && e->name != NULL; e++) {
      const gr_int *t = e->terms;
      int n = e->n, s = 0, hit = 0;
      gr_int upto = 0;
      total++;
      if (e->kind == GR_PUB_PERIOD) {
        hit = per > 0 && pre == t[0] && per == t[1];
      } else if (e->kind == GR_PUB_ZEROS) { /* the same P-positions, as far as both go */
        gr_int i, j = 0;
        upto = N < e->complete ? N : e->complete;
        hit = upto >= 8;
        for (i = 0; i <= upto && hit; i++) {
          int in = j < n && t[j] == i;
          if (in) j++;
          if ((v[i] == 0) != in) hit = 0;
        }
      } else { /* the same values, with a shift: SG(n) = T(n + s), all of T within 0..N */
        for (s = -PAT_SHIFT; s <= PAT_SHIFT && !hit; s++) {
          gr_int j;
          int ok = 1;
          for (j = 0; j < n && ok; j++) { /* T's j-th term is the value at offset + j */
            gr_int i = e->offset + j - s;
            ok = i >= 0 && i <= N && (gr_int)v[i] == t[j];
          }
          hit = ok;
        }
        s--;
      }
      if (!hit) continue;
      gr_puts(b, k ? ",{" : "{");
      gr_put_msg(b, "name", e->name);
      gr_putc(b, ',');
      gr_put_msg(b, "source", e->source);
      gr_printf(b, ",\"kind\":\"%s\",\"shift\":%d}", e->kind == GR_PUB_VALUES ? "values" :
                e->kind == GR_PUB_ZEROS ? "P-positions" : "period", s);
      if (e->kind == GR_PUB_PERIOD)
        say(ctx, sum, gr_m3(ctx, GR_M(pattern_sum_pub_period), gr_n(e->name), gr_i(t[0]),
                            gr_i(t[1])));
      else if (e->kind == GR_PUB_ZEROS)
        say(ctx, sum, gr_m2(ctx, GR_M(pattern_sum_pub_zeros), gr_n(e->name), gr_i(upto)));
      else if (s)
        say(ctx, sum, gr_m3(ctx, GR_M(pattern_sum_pub_values_shift), gr_n(e->name), gr_i(n),
                            gr_i(s < 0 ? -s : s)));
      else
        say(ctx, sum, gr_m2(ctx, GR_M(pattern_sum_pub_values), gr_n(e->name), gr_i(n)));
      k++;
    }
  }
  gr_putc(b, ']');
  gr_puts(chk, ",{");
  gr_put_msg(chk, "what", gr_m1(ctx, GR_M(pattern_checked_published), gr_i(total)));
  gr_printf(chk, ",\"to\":%lld}", (long long)N);
}

/* ---- the report ------------------------------------------------------------------------ */

void gr_do_pattern(gr_ctx *ctx, const char *family, gr_int n, gr_buf *b) {
  const gr_game *g;
  gr_param *param;
  gr_int pre, per, opre = 0, oper = 0, os = 0;
  const uint32_t *v;
  gr_buf chk;
  const gr_msg *sum = NULL;
  char *self;
  const gr_msg *why;
  int seen = 0;
  if (n < 0 || n > PAT_MAX_N)
    gr_throw(ctx, GR_ELIMIT, gr_m2(ctx, GR_M(err_n_range), gr_i(n), gr_i(PAT_MAX_N)));
  v = gr_family_read(ctx, family, n, &g, &param, &pre, &per, &why);
  { /* the family as the values' table names it (rows of pins: the code's heaps) */
    const gr_game *tg = gr_family_of(g)->values_of != NULL ? gr_family_of(g)->values_of : g;
    self = param != NULL ? gr_fmt(ctx, "%s(%s)", tg->name, param->text) : gr_fmt(ctx, "%s", tg->name);
  }
  gr_buf_init(&chk, ctx);
  gr_puts(b, "{\"family\":");
  gr_put_json_string(b, param != NULL ? gr_fmt(ctx, "%s(%s)", g->name, param->text) : g->name);
  gr_printf(b, ",\"game\":\"%s\",\"n\":%lld,\"period\":", g->name, (long long)n);
  if (per > 0) {
    opre = pre;
    oper = per;
    seen = 1;
  } else {
    seen = observe(ctx, v, n, 0, &opre, &oper, &os) || observe(ctx, v, n, 1, &opre, &oper, &os);
  }
  if (seen) {
    const gr_family_caps *fc = gr_family_of(g);
    const gr_msg *words = fc->rule_words != NULL ? fc->rule_words(ctx, param) : fc->period_rule;
    gr_printf(b, "{\"kind\":\"%s\",\"proven\":%s,\"preperiod\":%lld,\"period\":%lld,"
              "\"saltus\":%lld,\"to\":%lld,", os ? "arithmetic" : "periodic",
              per > 0 ? "true" : "false", (long long)opre, (long long)oper, (long long)os,
              (long long)n);
    if (words != NULL) {
      gr_put_msg(b, "rule", words);
    } else {
      gr_puts(b, "\"rule\":\"\",\"rule_msg\":null");
    }
    if (why != NULL) { /* the rule's proof that the independent check refused */
      gr_putc(b, ',');
      gr_put_msg(b, "check", why);
    }
    gr_putc(b, '}');
    if (per > 0)
      say(ctx, &sum, gr_m2(ctx, GR_M(pattern_sum_proven), gr_i(per), gr_i(pre)));
    else if (os)
      say(ctx, &sum, gr_m4(ctx, GR_M(pattern_sum_arith), gr_i(oper), gr_i(os), gr_i(opre),
                           gr_i(n - oper)));
    else
      say(ctx, &sum, gr_m3(ctx, GR_M(pattern_sum_observed), gr_i(oper), gr_i(opre),
                           gr_i(n - oper)));
  } else {
    gr_puts(b, "null");
  }
  gr_puts(&chk, "[{");
  gr_put_msg(&chk, "what", gr_m2(ctx, GR_M(pattern_checked_periods), gr_i(n / 3), gr_i(n / 2)));
  gr_printf(&chk, ",\"to\":%lld}", (long long)n);
  formulas(b, &sum, v, n, NULL);
  gr_puts(&chk, ",{");
  gr_put_msg(&chk, "what", gr_m1(ctx, GR_M(pattern_checked_formulas), gr_i(PAT_MAX_K)));
  gr_printf(&chk, ",\"to\":%lld}", (long long)n);
  classes(b, &sum, v, n, seen && !os ? oper : 0, NULL);
  gr_puts(&chk, ",{");
  gr_put_msg(&chk, "what", GR_W(pattern_checked_classes));
  gr_printf(&chk, ",\"to\":%lld}", (long long)n);
  zeros(b, &sum, v, n, seen && !os);
  gr_puts(&chk, ",{");
  gr_put_msg(&chk, "what", gr_m2(ctx, GR_M(pattern_checked_sets), gr_i(NSETS), gr_i(PAT_MAX_K)));
  gr_printf(&chk, ",\"to\":%lld}", (long long)n);
  matches(ctx, b, &sum, &chk, self, v, n);
  published(b, &sum, &chk, v, n, seen && !os ? opre : 0, seen && !os ? oper : 0);
  gr_putc(&chk, ']');
  gr_puts(b, ",\"checked\":");
  gr_puts(b, chk.s);
  if (sum == NULL) sum = gr_m1(ctx, GR_M(pattern_sum_none), gr_i(n));
  gr_putc(b, ',');
  gr_put_msg(b, "summary", sum);
  gr_putc(b, '}');
}

const uint32_t *gr_pattern_of(gr_ctx *ctx, const char *family, gr_int n, const gr_game **g,
                              gr_param **param, gr_pat *out) {
  gr_int pre, per;
  const gr_msg *why, *sum = NULL;
  const uint32_t *v;
  gr_buf scratch;
  memset(out, 0, sizeof *out);
  out->formula = -1;
  if (n < 0 || n > PAT_MAX_N)
    gr_throw(ctx, GR_ELIMIT, gr_m2(ctx, GR_M(err_n_range), gr_i(n), gr_i(PAT_MAX_N)));
  v = gr_family_read(ctx, family, n, g, param, &pre, &per, &why);
  out->refused = why;
  const gr_family_caps *fc = gr_family_of(*g);
  out->rule = fc->rule_words != NULL ? fc->rule_words(ctx, *param) : fc->period_rule;
  if (per > 0) {
    out->period = out->proven = 1;
    out->pre = pre;
    out->per = per;
  } else {
    out->period = observe(ctx, v, n, 0, &out->pre, &out->per, &out->saltus) ||
                  observe(ctx, v, n, 1, &out->pre, &out->per, &out->saltus);
  }
  gr_buf_init(&scratch, ctx); /* the JSON the finder writes on the way: not wanted here */
  formulas(&scratch, &sum, v, n, out);
  classes(&scratch, &sum, v, n, out->period && !out->saltus ? out->per : 0, out);
  return v;
}
