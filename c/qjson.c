/*
** qjson.c — misère quotients of take-and-break codes described: their
** presentation and JSON, and what analyses ask of them (Plambeck 2005;
** Plambeck and Siegel, "Misère quotients for impartial games", 2008).
**
** The positions of one game (sums of its heaps, a word: how many heaps of
** each size) are indistinguishable when adding any position to either gives
** the same misère outcome. The classes form a finite commutative monoid Q
** with a P-portion P, and Φ maps each heap to its class: a sum is a misère
** P-position exactly when the product of its heaps' Φ lies in P. They are
** found heap by heap (qsearch.c, on the algebra of qalgebra.c), as
** Siegel's MisereSolver does:
**
**  - A pretension (Q, P, Φ) for heaps 0..n-1 is right for every word over
**    them when no word fails: a P-failure is a word whose Φ is in P with an
**    option whose Φ is in P; an N-failure a word with a move whose Φ is not
**    in P and no option in P. Both are checked without listing words: a
**    word's options have the Φ of T(word) = T(G)·Φ(h) ∪ Φ(G)·T(h) for
**    G + h, so only pairs (Φ(word), T(word)) matter, and a pair whose T
**    contains another's for the same element fails no sooner (the
**    minimal pairs, an antichain, are closed under adding heaps).
**  - Heap n: its options' Φ, T(n). If some x in Q keeps every word right
**    with Φ(n) = x (no P-failure with x, no N-failure in the antichain with
**    the pair (x, T(n)) added), Q stays (a conservative extension).
**  - Else Φ(n) is a new generator: Q is multiplied by a cyclic monoid, P is
**    marked by the outcome of the least word of each element (words in
**    lexicographic order, the largest heap first), and equivalent elements
**    merged (the Nerode classes of P under the generators). While a least
**    failure remains, the heaps of that word are recalibrated: made free
**    generators (each a cyclic monoid long enough for its count in the
**    word), P marked again and reduced, until the failing word comes out
**    right; then the next least failure, until none is left.
**  - Φ periodic: for a finite code leaving at most two heaps, without
**    modifiers, with t its last digit, if Φ(h+p) = Φ(h) for n0 ≤ h ≤ N-p
**    and N ≥ 2·n0 + 2p + t - 1 (one more when n0 = 0), the quotient of
**    heaps 0..N is the quotient of the whole game and Φ repeats for ever:
**    the options of a heap past N fold, part by part, onto those of a heap
**    of [2n0 + p + t, N] with the same Φ (the octal periodicity argument),
**    so every word is one already checked. The claim then goes to an
**    independent checker (check/ckquotient.c, the claim "quotient") before
**    it is called proven.
**
** Several codes together: heap i of code c is generator i·k + c (k codes),
** so every heap comes after the heaps its options hold.
**
** Memory: the result lives in the context (gr_malloc, counted) between
** calls, within GR_QUOTIENT_SHARE of the limit; work in a call is scratch,
** released heap by heap.
**
** Work: every loop charges what it does to the call's bound (ctx->work) as
** it goes, one unit for each option looked at, product taken or word of a
** bitset scanned (spend()); past the bound the call stops with GR_ELIMIT,
** keeping every heap done, and the next call carries on. One expansion
** (a new generator) may take at most GR_QUOTIENT_EXPANSION_WORK units by the
** same means (wild codes stop there). The verifier counts its own steps
** against what the call has left. Products are counted apart (qmon.ops) so
** that tests can hold the units charged against the work done.
*/
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "qint.h"

static void put_gen(gr_buf *b, int g) {
  if (g < 26) gr_putc(b, (char)('a' + g));
  else gr_printf(b, "g%d", g + 1);
}

/* "1", "a", "b^2", "ab^3c" */
static void put_word(gr_buf *b, const qword *w) {
  int i;
  if (w->n == 0) {
    gr_putc(b, '1');
    return;
  }
  for (i = w->n - 1; i >= 0; i--) {
    put_gen(b, w->heap[i]);
    if (w->exp[i] > 1) gr_printf(b, "^%d", w->exp[i]);
  }
}

static int word_divides(const qword *a, const qword *b) { /* a divides b */
  int i;
  for (i = 0; i < a->n; i++)
    if (word_exp(b, a->heap[i]) < a->exp[i]) return 0;
  return 1;
}

static const pres *sort_pres;
static int cmp_word_at(const void *a, const void *b) {
  return word_cmp((const qword *)a, (const qword *)b);
}

/* The presentation "<a,b,c | a^2=1, b^3=b, bc=ab, c^2=b^2>". */
static void put_presentation(gr_ctx *ctx, gr_buf *b, const gr_quot *q, const pres *pr) {
  qword *rel = gr_alloc(ctx, (size_t)(q->m * (pr->r ? pr->r : 1) + 1) * sizeof *rel);
  int n = 0, x, g, i, j;
  qmon qm;
  qm = table_mon(q->m, q->mul, q->p, q->pbits);
  spend(ctx, (gr_int)q->m * pr->r * (pr->r + 2));
  for (x = 0; x < q->m; x++)
    for (g = 0; g < pr->r; g++) {
      uint32_t y = MUL(&qm, (uint32_t)x, pr->g[g]);
      qword w = gr_q_word_plus(ctx, &pr->least[x], g);
      if (word_cmp(&w, &pr->least[y]) == 0) continue;
      rel[n++] = w;
    }
  spend(ctx, (gr_int)n * n * (pr->r + 1));
  for (i = 0; i < n; i++) /* keep those no other divides */
    for (j = 0; j < n; j++)
      if (i != j && rel[j].n >= 0 && rel[i].n >= 0 && word_divides(&rel[j], &rel[i]) &&
          (word_cmp(&rel[j], &rel[i]) != 0 || j < i)) {
        rel[i].n = -1;
        break;
      }
  for (i = j = 0; i < n; i++)
    if (rel[i].n >= 0) rel[j++] = rel[i];
  n = j;
  sort_pres = pr;
  qsort(rel, (size_t)n, sizeof *rel, cmp_word_at);
  gr_putc(b, '<');
  for (g = 0; g < pr->r; g++) {
    if (g) gr_putc(b, ',');
    put_gen(b, g);
  }
  gr_puts(b, " | ");
  for (i = 0; i < n; i++) {
    uint32_t y = 0;
    int k, e;
    for (k = 0; k < rel[i].n; k++)
      for (e = 0; e < rel[i].exp[k]; e++) y = MUL(&qm, y, pr->g[rel[i].heap[k]]);
    if (i) gr_puts(b, ", ");
    put_word(b, &rel[i]);
    gr_putc(b, '=');
    put_word(b, &pr->least[y]);
  }
  gr_putc(b, '>');
}

/* Whether Q is isomorphic to T_j, misère Nim's quotient of heaps below 2^j
** (j ≥ 2: the nim-sums with a heap of 2 or more, and 1, a for those with
** none; P = {a, the nim-sum 0}); *j gets it. */
static int tame_of(gr_ctx *ctx, const gr_quot *q, const pres *pr, int *jout) {
  int j, s, i, size;
  uint32_t *tm;
  unsigned char *tp;
  int *img;
  qmon qm;
  qm = table_mon(q->m, q->mul, q->p, q->pbits);
  if (q->m == 1) {
    *jout = 0;
    return 1;
  }
  if (q->m == 2) { /* T_1: 1, a with a^2 = 1, P = {a} */
    *jout = 1;
    return q->p[0] == 0 && q->p[1] == 1;
  }
  for (j = 2; (1 << j) + 2 < q->m && j < 20; j++) {}
  if ((1 << j) + 2 != q->m) return 0;
  size = q->m;
  s = 1 << j;
  /* T_j: element 0 = 1, 1 = a, 2 + v = nim-sum v with a heap of 2 or more */
  tm = gr_alloc(ctx, (size_t)size * (size_t)size * sizeof *tm);
  tp = gr_alloc(ctx, (size_t)size);
  for (i = 0; i < size; i++) {
    int k;
    tp[i] = i == 1 || i == 2;
    for (k = 0; k < size; k++) {
      uint32_t r;
      if (i < 2 && k < 2) r = (uint32_t)(i ^ k);
      else {
        int vi = i < 2 ? i : i - 2, vk = k < 2 ? k : k - 2;
        r = (uint32_t)(2 + (vi ^ vk));
      }
      tm[(size_t)i * (size_t)size + k] = r;
    }
  }
  (void)s;
  /* try every image for each generator; the rest follows */
  img = gr_alloc(ctx, (size_t)size * sizeof *img);
  {
    int r = pr->r, *choice = gr_alloc(ctx, (size_t)(r + 1) * sizeof *choice), g = 0;
    for (i = 0; i <= r; i++) choice[i] = -1;
    while (g >= 0) {
      int ok = 1, x;
      spend(ctx, (gr_int)size * (g + 2));
      if (g == r) { /* every generator placed and consistent: a bijection? */
        unsigned char *hit = gr_alloc(ctx, (size_t)size);
        memset(hit, 0, (size_t)size);
        for (x = 0; x < size && ok; x++) {
          ok = img[x] >= 0 && !hit[img[x]];
          if (ok) hit[img[x]] = 1;
        }
        if (ok) {
          *jout = j;
          return 1;
        }
        g--;
        continue;
      }
      if (++choice[g] >= size) {
        choice[g] = -1;
        g--;
        continue;
      }
      /* images of every element whose least word uses generators 0..g only */
      for (x = 0; x < size; x++) img[x] = -1;
      for (i = 0; i < size && ok; i++) {
        uint32_t e = pr->order[i];
        const qword *w = &pr->least[e];
        int k, t = 0, use = 1, c;
        for (k = 0; k < w->n; k++) use &= w->heap[k] <= g;
        if (!use) continue;
        for (k = 0; k < w->n; k++)
          for (c = 0; c < w->exp[k]; c++) t = (int)tm[(size_t)t * (size_t)size + (size_t)choice[w->heap[k]]];
        img[e] = t;
        ok = tp[t] == q->p[e];
      }
      for (x = 0; x < size && ok; x++) /* products among those placed agree */
        if (img[x] >= 0)
          for (i = 0; i <= g && ok; i++) {
            uint32_t y = MUL(&qm, (uint32_t)x, pr->g[i]);
            if (img[y] >= 0)
              ok = (int)tm[(size_t)img[x] * (size_t)size + (size_t)choice[i]] == img[y];
          }
      if (ok) g++;
    }
  }
  return 0;
}

/* ---- the JSON ------------------------------------------------------------------------ */

static void put_elem(gr_buf *b, const pres *pr, uint32_t x) {
  gr_putc(b, '"');
  put_word(b, &pr->least[x]);
  gr_putc(b, '"');
}

void gr_quotient_json(gr_ctx *ctx, gr_buf *b, const gr_quot *q, gr_int max_heap) {
  pres pr = gr_q_present(ctx, q);
  int c, x, i, np = 0, tj = -1, tame, heaps = q->nh / q->k;
  gr_int upto = heaps - 1;
  qmon qm;
  qm = table_mon(q->m, q->mul, q->p, q->pbits);
  spend(ctx, (q->m <= GR_QUOTIENT_TABLE ? (gr_int)q->m * q->m : q->m) + 2 * (gr_int)q->nh);
  tame = tame_of(ctx, q, &pr, &tj);
  for (x = 0; x < q->m; x++) np += q->p[x];
  gr_puts(b, "{\"code\":\"");
  gr_puts(b, q->key);
  gr_puts(b, "\",\"codes\":[");
  for (c = 0; c < q->k; c++) {
    gr_puts(b, c ? ",\"" : "\"");
    gr_code_format(b, &q->code[c]);
    gr_putc(b, '"');
  }
  gr_printf(b, "],\"order\":%d,\"p_count\":%d,\"p_portion\":[", q->m, np);
  {
    int first = 1;
    for (i = 0; i < q->m; i++) {
      uint32_t e = pr.order[i];
      if (!q->p[e]) continue;
      if (!first) gr_putc(b, ',');
      put_elem(b, &pr, e);
      first = 0;
    }
  }
  gr_puts(b, "],\"presentation\":");
  {
    gr_buf t;
    gr_buf_init(&t, ctx);
    put_presentation(ctx, &t, q, &pr);
    gr_put_json_string(b, t.s);
  }
  gr_puts(b, ",\"generators\":[");
  for (i = 0; i < pr.r; i++) {
    gr_printf(b, "%s{\"name\":\"", i ? "," : "");
    put_gen(b, i);
    gr_printf(b, "\",\"heap\":%d,\"code\":%d}", pr.heap[i] / q->k, pr.heap[i] % q->k);
  }
  gr_puts(b, "],\"elements\":[");
  for (x = 0; x < q->m; x++) {
    if (x) gr_putc(b, ',');
    put_elem(b, &pr, (uint32_t)x);
  }
  gr_puts(b, "],\"p\":[");
  for (x = 0; x < q->m; x++) gr_printf(b, "%s%d", x ? "," : "", q->p[x]);
  gr_puts(b, "],\"table\":");
  if (q->m <= GR_QUOTIENT_TABLE) {
    gr_putc(b, '[');
    for (x = 0; x < q->m; x++) {
      int y;
      gr_puts(b, x ? ",[" : "[");
      for (y = 0; y < q->m; y++) gr_printf(b, "%s%u", y ? "," : "", (unsigned)MUL(&qm, (uint32_t)x, (uint32_t)y));
      gr_putc(b, ']');
    }
    gr_putc(b, ']');
  } else {
    gr_puts(b, "null");
  }
  gr_puts(b, ",\"phi\":[");
  for (c = 0; c < q->k; c++) {
    gr_int h;
    if (q->k > 1) gr_puts(b, c ? ",[" : "[");
    for (h = 0; h <= upto; h++) {
      if (h) gr_putc(b, ',');
      put_elem(b, &pr, q->phi[h * q->k + c]);
    }
    if (q->k > 1) gr_putc(b, ']');
  }
  gr_puts(b, "],\"phi_index\":[");
  for (c = 0; c < q->k; c++) {
    gr_int h;
    if (q->k > 1) gr_puts(b, c ? ",[" : "[");
    for (h = 0; h <= upto; h++) gr_printf(b, "%s%u", h ? "," : "", (unsigned)q->phi[h * q->k + c]);
    if (q->k > 1) gr_putc(b, ']');
  }
  gr_printf(b, "],\"heaps\":%d,\"proven\":%s,\"proven_at\":", heaps,
            gr_quotient_proven(q) ? "true" : "false");
  if (gr_quotient_proven(q)) gr_printf(b, "%d", heaps - 1);
  else gr_puts(b, "null");
  gr_puts(b, ",\"preperiod\":");
  if (gr_quotient_proven(q)) {
    if (q->k == 1) gr_printf(b, "%d,\"period\":%d", q->pre[0], q->per[0]);
    else {
      gr_putc(b, '[');
      for (c = 0; c < q->k; c++) gr_printf(b, "%s%d", c ? "," : "", q->pre[c]);
      gr_puts(b, "],\"period\":[");
      for (c = 0; c < q->k; c++) gr_printf(b, "%s%d", c ? "," : "", q->per[c]);
      gr_putc(b, ']');
    }
  } else {
    gr_puts(b, "null,\"period\":null");
  }
  gr_printf(b, ",\"tame\":%s,\"tame_k\":", tame ? "true" : "false");
  if (tame) gr_printf(b, "%d", tj);
  else gr_puts(b, "null");
  gr_printf(b, ",\"checked\":%s,", q->checked == 1 ? "true" : "false");
  gr_put_msg(b, "check", gr_checker_msg(ctx, &q->check));
  gr_puts(b, ",\"max_heap\":");
  if (max_heap >= 0) gr_printf(b, "%lld", (long long)max_heap);
  else gr_puts(b, "null");
  gr_putc(b, ',');
  gr_put_msg(b, "stopped", q->failed ? q->why : NULL);
  gr_puts(b, ",\"expansions\":[");
  for (i = 0; i < q->nexp; i++) {
    int end = i + 1 < q->nexp ? q->exp_first[i + 1] : q->ntried, t;
    gr_printf(b, "%s{\"heap\":%d,\"tried\":[", i ? "," : "", q->exp_heap[i]);
    for (t = q->exp_first[i]; t < end; t++)
      gr_printf(b, "%s[%d,%d]", t > q->exp_first[i] ? "," : "", q->tried_order[t], q->tried_p[t]);
    gr_puts(b, "]}");
  }
  gr_puts(b, "]}");
}

/* Reads "CODE" or "CODE+CODE+…" (at most GR_QUOTIENT_CODES). */
const char *gr_quotient_code_text(gr_ctx *ctx, const gr_code *code) {
  gr_buf b;
  gr_buf_init(&b, ctx);
  gr_code_format(&b, code);
  return b.s;
}

const gr_msg *gr_quotient_title(gr_ctx *ctx, const gr_quot *q) {
  int c;
  gr_buf b;
  if (q->k == 1) {
    gr_param *p = gr_alloc(ctx, sizeof *p);
    memset(p, 0, sizeof *p);
    p->data = (void *)&q->code[0];
    p->text = gr_quotient_code_text(ctx, &q->code[0]);
    return gr_code_title(ctx, p);
  }
  gr_buf_init(&b, ctx);
  for (c = 0; c < q->k - 1; c++)
    gr_printf(&b, "%s%s", c ? ", " : "", gr_quotient_code_text(ctx, &q->code[c]));
  return gr_m2(ctx, GR_M(quotient_codes), gr_t(b.s),
               gr_t(gr_quotient_code_text(ctx, &q->code[q->k - 1])));
}

int gr_quotient_codes(gr_ctx *ctx, const char *text, const gr_code **codes) {
  const char *s = text;
  int k = 0, c;
  for (;;) { /* each code between "+" read on its own */
    const char *e = strchr(s, '+');
    size_t n = e ? (size_t)(e - s) : strlen(s);
    gr_cursor cur;
    gr_param *p;
    cur.ctx = ctx;
    cur.text = gr_strndup(ctx, s, n);
    cur.p = cur.text;
    if (k == GR_QUOTIENT_CODES)
      gr_throw(ctx, GR_ELIMIT, gr_m1(ctx, GR_M(err_quotient_codes), gr_i(GR_QUOTIENT_CODES)));
    p = gr_code_parse(&cur, 0);
    for (c = 0; c < k; c++) /* each code once */
      if (memcmp(codes[c], p->data, sizeof(gr_code)) == 0) break;
    if (c == k) codes[k++] = p->data;
    if (e == NULL) break;
    s = e + 1;
  }
  for (c = 1; c < k; c++) { /* in the order of their texts, as analyses take them */
    int j;
    for (j = c; j > 0; j--) {
      gr_buf a, b2;
      const gr_code *t;
      gr_buf_init(&a, ctx);
      gr_buf_init(&b2, ctx);
      gr_code_format(&a, codes[j - 1]);
      gr_code_format(&b2, codes[j]);
      if (strcmp(a.s, b2.s) <= 0) break;
      t = codes[j - 1];
      codes[j - 1] = codes[j];
      codes[j] = t;
    }
  }
  return k;
}

/* The quotient of heaps 0..last (last below what q holds): q's Q cut to the
** submonoid those heaps generate, and reduced (scratch; not proven). */
static gr_quot *cut(gr_ctx *ctx, const gr_quot *q, int last, int verify) {
  gr_quot *r = gr_alloc(ctx, sizeof *r);
  int nh = (last + 1) * q->k, i, ng = 0;
  uint32_t *gens = gr_alloc(ctx, (size_t)nh * sizeof *gens), *map;
  qmon full, sub;
  marking mk;
  reduced rd;
  full = table_mon(q->m, q->mul, q->p, q->pbits);
  for (i = 0; i < nh; i++) {
    int j;
    for (j = 0; j < ng && gens[j] != q->phi[i]; j++) {}
    if (j == ng) gens[ng++] = q->phi[i];
  }
  map = gr_q_submonoid(ctx, &full, gens, ng, &sub);
  memset(&mk, 0, sizeof mk);
  mk.order = gr_alloc(ctx, (size_t)sub.m * sizeof *mk.order);
  mk.p = gr_alloc(ctx, (size_t)sub.m);
  for (i = 0; i < q->m; i++)
    if (map[i] != UINT32_MAX) mk.p[map[i]] = q->p[i];
  for (i = 0; i < sub.m; i++) mk.order[i] = (uint32_t)i;
  mk.n = sub.m;
  for (i = 0; i < ng; i++) gens[i] = map[gens[i]];
  rd = gr_q_reduce(ctx, &sub, &mk, gens, ng);
  *r = *q;
  r->m = rd.q.m;
  r->W = rd.q.W;
  r->mul = rd.q.mul;
  r->p = rd.q.p;
  r->pbits = rd.q.pbits;
  r->nh = nh;
  r->phi = gr_alloc(ctx, (size_t)nh * sizeof *r->phi);
  for (i = 0; i < nh; i++) r->phi[i] = rd.map[map[q->phi[i]]];
  r->proven = 0;
  r->failed = 0;
  r->next = NULL;
  if (verify) gr_q_check(ctx, r);
  return r;
}

/* (Analyses that have the quotient always get their answer: cutting it and
** writing an element take work bounded by its order, GR_QUOTIENT_MAX_ORDER
** at most, and are not charged.) */
gr_quot *gr_quotient_cut(gr_ctx *ctx, gr_quot *q, gr_int last) {
  gr_int saved = ctx->work;
  gr_quot *r;
  if ((gr_int)(q->nh / q->k) <= last + 1) return q;
  ctx->work = -1;
  r = cut(ctx, q, (int)last, 0);
  ctx->work = saved;
  return r;
}

typedef struct emit_args {
  gr_quot *q;
  gr_int most;
  int certify;
  gr_buf *out;
} emit_args;

/* The quotient grown, cut to heaps 0..most (< 0: all), as JSON or (certify)
** its certificate. */
static void emit_body(gr_ctx *ctx, void *ud) {
  emit_args *a = ud;
  gr_quot *q = a->q;
  gr_quot *use = a->most >= 0 && q->nh / q->k > a->most + 1 ? cut(ctx, q, (int)a->most, 1) : q;
  if (!a->certify) {
    gr_quotient_json(ctx, a->out, use, a->most);
  } else if (use->checked == 1) {
    size_t n;
    gr_puts(a->out, gr_q_full_certificate(ctx, use, &n));
  } else {
    gr_throw(ctx, GR_EINPUT, gr_m1(ctx, GR_M(err_quotient_certificate),
                                   use->check.nodes ? gr_n(gr_checker_msg(ctx, &use->check))
                                                    : gr_n(GR_W(quotient_not_checked))));
  }
}

/* The quotient's JSON, or (certify) the certificate of its claim. */
static void emit(gr_ctx *ctx, const char *codes, gr_int max_heap, int certify, gr_buf *out) {
  const gr_code *cs[GR_QUOTIENT_CODES];
  int k = gr_quotient_codes(ctx, codes, cs);
  gr_quot *q;
  if (max_heap > GR_QUOTIENT_MAX_HEAP)
    gr_throw(ctx, GR_ELIMIT, gr_m2(ctx, GR_M(err_quotient_max_heap), gr_i(max_heap),
                                   gr_i(GR_QUOTIENT_MAX_HEAP)));
  q = gr_quotient_find(ctx, cs, k);
  if (max_heap < 0 && !q->provable) max_heap = GR_QUOTIENT_UNPROVABLE_HEAP; /* no proof to wait for */
  gr_quotient_grow(ctx, q, max_heap >= 0 ? max_heap : GR_QUOTIENT_MAX_HEAP);
  { /* the cut, its check and the JSON are charged too */
    emit_args a;
    gr_int left;
    gr_status st;
    a.q = q;
    a.most = max_heap;
    a.certify = certify;
    a.out = out;
    st = gr_try(ctx, ctx->work, emit_body, &a, &left); /* within the call's own bound */
    if (st != GR_OK) stopped(ctx, q, st, left);
  }
}

void gr_do_quotient(gr_ctx *ctx, const char *codes, gr_int max_heap, gr_buf *out) {
  emit(ctx, codes, max_heap, 0, out);
}

void gr_do_quotient_certificate(gr_ctx *ctx, const char *codes, gr_int max_heap, gr_buf *out) {
  emit(ctx, codes, max_heap, 1, out);
}

/* ---- for analyses --------------------------------------------------------------- */

/* gr_quotient_grow, with the call's work bound replaced by `work` (< 0: none)
** for its duration; a bound reached or memory refused comes back as the
** status (GR_OK: done) instead of ending the call. q keeps what it got. */
typedef struct grow_try {
  gr_quot *q;
  gr_int last;
} grow_try;

static void grow_fn(gr_ctx *ctx, void *ud) {
  grow_try *t = ud;
  gr_quotient_grow(ctx, t->q, t->last);
}

gr_status gr_quotient_try(gr_ctx *ctx, gr_quot *q, gr_int last, gr_int work) {
  grow_try t;
  gr_status st;
  t.q = q;
  t.last = last;
  st = gr_try(ctx, work, grow_fn, &t, NULL);
  ctx->status = GR_OK;
  ctx->msg[0] = '\0';
  return st;
}

/* Element x written as a word in the generators ("b^2c"), scratch. */
const char *gr_quotient_word(gr_ctx *ctx, const gr_quot *q, int x) {
  gr_int saved = ctx->work;
  pres pr;
  gr_buf b;
  ctx->work = -1; /* not charged: see gr_quotient_cut */
  pr = gr_q_present(ctx, q);
  ctx->work = saved;
  gr_buf_init(&b, ctx);
  put_word(&b, &pr.least[x]);
  return b.s;
}

int gr_quotient_order(const gr_quot *q) { return q->m; }
gr_int gr_quotient_products(gr_ctx *ctx) { return ctx->quot_products; }
int gr_quotient_period(const gr_quot *q, int c, int *pre) {
  *pre = q->pre[c];
  return gr_quotient_proven(q) ? q->per[c] : 0;
}
