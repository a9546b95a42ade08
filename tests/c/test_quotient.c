/*
** test_quotient.c — misère quotients against a plain misère minimax written
** here, which knows nothing of quotients: every multiset of heaps of total
** at most T (30 for the small codes) is a P-position exactly when the
** product of its heaps' Φ (the JSON's table, p and phi_index) lies in P.
** The heaps' moves come from the oracle's own take-and-break rules
** (tests/c/rules/tb.c) on one heap at a time. Plus the published figures
** (SPEC: 0.75, 0.123, Kayles, Dawson's Kayles to heap 30, 0.156), and the
** independent verifier: it accepts certificates built here from the true
** quotients and rejects corrupted ones (a P element, a relation, a Φ value,
** a period).
*/
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include "../../c/check/check.h"
#include "../../c/grundy.h"
#include "json.h"
#include "oracle.h"
#include "suites.h"
#include "test.h"

gr_int gr_quotient_products(gr_ctx *ctx);                        /* c/quotient.c */

#define MAXH 64   /* heap sizes checked */
#define MAXOPT 4096

/* Each heap's options: lists of heap sizes (0 ends a list of at most 4). */
typedef struct heapopts {
  int n;
  int part[MAXOPT][5];
} heapopts;

static heapopts *opts_of(const char *code, int top) {
  heapopts *o = calloc((size_t)top + 1, sizeof *o);
  int h;
  for (h = 1; h <= top; h++) {
    char text[128];
    opos p;
    omove *m = NULL;
    int k, i;
    snprintf(text, sizeof text, "tb(%s):%d", code, h);
    if (opos_parse(text, &p) != 0) {
      test_condf(0, "the oracle cannot read %s", text);
      break;
    }
    k = opos_moves(&p, &m);
    for (i = 0; i < k && o[h].n < MAXOPT; i++) {
      int j, n = 0;
      for (j = 0; j < m[i].after.n; j++) {
        int s = atoi(m[i].after.c[j].body);
        if (s > 0 && n < 4) o[h].part[o[h].n][n++] = s;
      }
      o[h].part[o[h].n][n] = 0;
      o[h].n++;
    }
    free(m);
  }
  return o;
}

/* A memo of multisets (counts of each size) → outcome: 'P' or 'N'. */
typedef struct mmemo {
  unsigned char *key; /* cap × (top + 1) counts */
  char *val;
  long cap, n;
  int w;
} mmemo;

static unsigned long mhash(const unsigned char *c, int w) {
  unsigned long h = 1469598103934665603UL;
  int i;
  for (i = 0; i < w; i++) h = (h ^ c[i]) * 1099511628211UL;
  return h;
}

static char *mm_slot(mmemo *m, const unsigned char *c) {
  unsigned long h;
  if (2 * (m->n + 1) > m->cap) {
    mmemo old = *m;
    long i;
    m->cap = old.cap ? old.cap * 2 : 1 << 14;
    m->key = calloc((size_t)m->cap, (size_t)m->w);
    m->val = calloc((size_t)m->cap, 1);
    m->n = 0;
    for (i = 0; i < old.cap; i++)
      if (old.val[i]) {
        h = mhash(old.key + (size_t)i * m->w, m->w) & (unsigned long)(m->cap - 1);
        while (m->val[h]) h = (h + 1) & (unsigned long)(m->cap - 1);
        memcpy(m->key + (size_t)h * m->w, old.key + (size_t)i * m->w, (size_t)m->w);
        m->val[h] = old.val[i];
        m->n++;
      }
    free(old.key);
    free(old.val);
  }
  h = mhash(c, m->w) & (unsigned long)(m->cap - 1);
  while (m->val[h] && memcmp(m->key + (size_t)h * m->w, c, (size_t)m->w) != 0)
    h = (h + 1) & (unsigned long)(m->cap - 1);
  if (!m->val[h]) memcpy(m->key + (size_t)h * m->w, c, (size_t)m->w);
  return &m->val[h];
}

/* Misère outcome of the multiset c (counts of sizes 0..top): the player who
** cannot move wins; else P exactly when every move leaves N. */
static char outcome(mmemo *mm, const heapopts *o, unsigned char *c, int top) {
  char *slot = mm_slot(mm, c), r = 'P';
  int h, i, j, any = 0;
  if (*slot) return *slot;
  for (h = 1; h <= top && r == 'P'; h++) {
    if (!c[h]) continue;
    for (i = 0; i < o[h].n && r == 'P'; i++) {
      c[h]--;
      for (j = 0; o[h].part[i][j]; j++) c[o[h].part[i][j]]++;
      any = 1;
      if (outcome(mm, o, c, top) == 'P') r = 'N';
      for (j = 0; o[h].part[i][j]; j++) c[o[h].part[i][j]]--;
      c[h]++;
    }
  }
  if (!any) r = 'N';
  slot = mm_slot(mm, c);
  if (!*slot) mm->n++;
  *slot = r;
  return r;
}

typedef struct qinfo {
  int order, heaps;
  int *table, *p, *phi;
} qinfo;

static int read_info(const jval *j, qinfo *q) {
  const jval *t = json_get(j, "table"), *p = json_get(j, "p"), *ph = json_get(j, "phi_index");
  size_t i, k;
  memset(q, 0, sizeof *q);
  if (!t || t->t != J_ARR || !p || !ph) return 0;
  q->order = (int)json_long(j, "order", 0);
  q->heaps = (int)ph->n;
  q->table = malloc((size_t)q->order * (size_t)q->order * sizeof *q->table);
  q->p = malloc((size_t)q->order * sizeof *q->p);
  q->phi = malloc((size_t)q->heaps * sizeof *q->phi);
  for (i = 0; i < (size_t)q->order; i++) {
    q->p[i] = (int)p->items[i]->num;
    for (k = 0; k < (size_t)q->order; k++) q->table[i * (size_t)q->order + k] = (int)t->items[i]->items[k]->num;
  }
  for (i = 0; i < (size_t)q->heaps; i++) q->phi[i] = (int)ph->items[i]->num;
  return 1;
}

static void free_info(qinfo *q) {
  free(q->table);
  free(q->p);
  free(q->phi);
}

/* Every multiset of heaps 1..top (total ≤ total): minimax against Φ. */
typedef struct sweep {
  const char *code;
  const qinfo *q;
  const heapopts *o;
  mmemo mm;
  unsigned char c[MAXH + 1];
  int stack[MAXH + 1], sp, top;
  long checked, bad;
} sweep;

static void visit(sweep *w, int maxpart, int left) {
  int x = 0, i, s;
  char want, got;
  for (i = 0; i < w->sp; i++) x = w->q->table[x * w->q->order + w->q->phi[w->stack[i]]];
  want = outcome(&w->mm, w->o, w->c, w->top);
  got = w->q->p[x] ? 'P' : 'N';
  w->checked++;
  if (want != got && w->bad++ < 5) {
    char t[256];
    size_t l = 0;
    for (i = 0; i < w->sp; i++) l += (size_t)snprintf(t + l, sizeof t - l, "%s%d", i ? "," : "", w->stack[i]);
    test_condf(0, "%s: heaps {%s}: the quotient says %c, minimax %c", w->code, w->sp ? t : "", got,
               want);
  }
  for (s = maxpart < left ? maxpart : left; s >= 1; s--) {
    w->stack[w->sp++] = s;
    w->c[s]++;
    visit(w, s, left - s);
    w->c[s]--;
    w->sp--;
  }
}

static long check_multisets(const char *code, const qinfo *q, int total) {
  sweep w;
  memset(&w, 0, sizeof w);
  w.code = code;
  w.q = q;
  w.top = total < q->heaps - 1 ? total : q->heaps - 1;
  if (w.top > MAXH) w.top = MAXH;
  w.o = opts_of(code, w.top);
  w.mm.w = w.top + 1;
  visit(&w, w.top, total);
  test_condf(w.bad == 0, "%s: %ld of %ld multisets disagree", code, w.bad, w.checked);
  free(w.mm.key);
  free(w.mm.val);
  free((void *)w.o);
  return w.checked;
}

static gr_ctx *ctx;

static jval *quotient(const char *code, long max_heap) {
  const char *out;
  gr_status st = gr_quotient(ctx, code, max_heap, &out);
  test_condf(st == GR_OK, "quotient %s: %s", code, st ? gr_error(ctx) : "");
  return st == GR_OK ? json_parse(out) : NULL;
}

/* The certificate of a quotient read from its JSON: every distinct Φ a
** generator; then with one thing corrupted (what: 0 none, 1 a P flag, 2 a
** product, 3 a Φ value). */
static char *cert_of(const char *code, const jval *j, const qinfo *q, int what) {
  size_t cap = (size_t)q->order * (size_t)q->order * 12 + (size_t)q->heaps * 12 + 4096, l = 0;
  char *s = malloc(cap);
  int gens[512], ng = 0, i, x, period = json_bool(j, "proven") == 1;
  int *table = malloc((size_t)q->order * (size_t)q->order * sizeof *table);
  int *p = malloc((size_t)q->order * sizeof *p), *phi = malloc((size_t)q->heaps * sizeof *phi);
  memcpy(table, q->table, (size_t)q->order * (size_t)q->order * sizeof *table);
  memcpy(p, q->p, (size_t)q->order * sizeof *p);
  memcpy(phi, q->phi, (size_t)q->heaps * sizeof *phi);
  if (what == 1) p[q->order - 1] ^= 1;
  if (what == 3) phi[q->heaps - 1] = phi[q->heaps - 1] == 0 ? 1 : 0;
  for (i = 0; i < q->heaps; i++) {
    int k;
    for (k = 0; k < ng && gens[k] != phi[i]; k++) {}
    if (k == ng && ng < 512) gens[ng++] = phi[i];
  }
  if (what == 2) { /* a relation broken: the last generator acts on the last element as on another */
    int g = gens[ng - 1], a = q->order - 1;
    int b = table[a * q->order + g] == table[0 * q->order + g] ? 1 : 0;
    table[a * q->order + g] = table[b * q->order + g];
    table[g * q->order + a] = table[a * q->order + g];
  }
  l += (size_t)snprintf(s + l, cap - l, "misere-quotient 1\ncodes 1\ncode %s\norder %d\ngenerators %d\n",
                        code, q->order, ng);
  for (i = 0; i < ng; i++) {
    l += (size_t)snprintf(s + l, cap - l, "gen");
    for (x = 0; x < q->order; x++) l += (size_t)snprintf(s + l, cap - l, " %d", table[x * q->order + gens[i]]);
    l += (size_t)snprintf(s + l, cap - l, "\n");
  }
  l += (size_t)snprintf(s + l, cap - l, "p");
  for (x = 0; x < q->order; x++) l += (size_t)snprintf(s + l, cap - l, " %d", p[x]);
  l += (size_t)snprintf(s + l, cap - l, "\nheaps %d\nphi", q->heaps);
  for (i = 0; i < q->heaps; i++) l += (size_t)snprintf(s + l, cap - l, " %d", phi[i]);
  if (period) {
    long pre = json_long(j, "preperiod", 0), per = json_long(j, "period", 1);
    l += (size_t)snprintf(s + l, cap - l, "\nperiod 0 %ld %ld\n", pre, per);
  } else {
    l += (size_t)snprintf(s + l, cap - l, "\nperiod 0 none\n");
  }
  free(table);
  free(p);
  free(phi);
  return s;
}


/* The checker's claim "quotient" on these lines: alone (ck_quotient_verify),
** and as a whole certificate through gr_check (what `grundy check` reads) —
** the two must agree. */
typedef struct textrd {
  const char *s;
  size_t at;
} textrd;

static size_t text_read(void *ud, char *buf, size_t cap) {
  textrd *t = ud;
  size_t n = strlen(t->s + t->at);
  if (n > cap) n = cap;
  memcpy(buf, t->s + t->at, n);
  t->at += n;
  return n;
}

static int verify_lines(const char *code, const char *lines, char *why, size_t cap) {
  long long steps = -1;
  ck_msg m;
  int alone = ck_quotient_verify(lines, &m, &steps) == 1, whole;
  size_t n = strlen(lines) + strlen(code) + 80;
  char *cert = malloc(n);
  gr_ctx *c = gr_open(0);
  const char *out = NULL;
  textrd t;
  ck_msg_text(&m, why, cap);
  snprintf(cert, n, "grundy-certificate 1\nfamily tb(%s)\nclaim quotient\n%send\n", code, lines);
  t.s = cert;
  t.at = 0;
  whole = gr_check(c, text_read, &t, &out) == GR_OK && strstr(out, "\"verified\":true") != NULL;
  test_condf(whole == alone, "%s: grundy check says %s, the claim alone %s", code,
             whole ? "verified" : gr_error(c), alone ? "verified" : why);
  gr_close(c);
  free(cert);
  return alone;
}

static void check_verifier(const char *code, const jval *j, const qinfo *q) {
  char why[200];
  int what;
  for (what = 0; what <= 3; what++) {
    char *c = cert_of(code, j, q, what);
    int ok = verify_lines(code, c, why, sizeof why);
    if (what == 0) test_condf(ok, "%s: the verifier rejects the true quotient: %s", code, why);
    else test_condf(!ok, "%s: the verifier accepts a corrupted claim (%s)", code,
                    what == 1 ? "a P flag flipped" : what == 2 ? "a product changed" : "a phi value changed");
    free(c);
  }
  if (json_bool(j, "proven") == 1) { /* a period the heaps listed cannot prove */
    char *c = cert_of(code, j, q, 0), *h = strstr(c, "\nheaps "), *ph = strstr(c, "\nphi");
    int heaps = q->heaps, cut = heaps - 2, ok, i;
    char *p = ph + 4;
    for (i = 0; i < cut && p != NULL; i++) p = strchr(p + 1, ' ');
    if (h && p) {
      char *rest = strstr(p, "\nperiod");
      memmove(p, rest, strlen(rest) + 1); /* drop the last two heaps' phi */
      h[7] = '\0';
      {
        char *tail = h + 8 + strcspn(h + 8, "\n");
        char buf[32];
        size_t bl = (size_t)snprintf(buf, sizeof buf, "%d", cut);
        memmove(h + 7 + bl, tail, strlen(tail) + 1);
        memcpy(h + 7, buf, bl);
      }
      ok = verify_lines(code, c, why, sizeof why);
      test_condf(!ok, "%s: the verifier accepts a period with too few heaps", code);
    }
    free(c);
  }
}

static void one(const char *code, long max_heap, int total, int order, int pcount) {
  jval *j = quotient(code, max_heap);
  qinfo q;
  if (j == NULL) return;
  if (order > 0)
    test_condf(json_long(j, "order", 0) == order && json_long(j, "p_count", 0) == pcount,
               "%s: |Q| = %ld, |P| = %ld; published %d, %d", code, json_long(j, "order", 0),
               json_long(j, "p_count", 0), order, pcount);
  test_condf(json_bool(j, "checked") == 1, "%s: the verifier did not accept it: %s", code,
             json_str(j, "check") ? json_str(j, "check") : "-");
  if (read_info(j, &q)) {
    check_multisets(code, &q, total);
    check_verifier(code, j, &q);
    free_info(&q);
  }
  json_free(j);
}

/* Stepped as the page's worker steps it (the bound times 4 when a call gets
** no further), from `bound` units: each call returns within its bound — the
** products it takes, counted where they are taken and apart from the units
** it charges, are at most twice the bound and a little — and either ends or
** says how far the quotient is known. Returns the JSON of the call that
** ended (malloc'd), or NULL when `most` units per call came first. */
static char *stepped(const char *code, long max_heap, long long bound, long long most) {
  gr_ctx *c = gr_open(0);
  int last = -2;
  char *done = NULL;
  for (;;) {
    const char *out, *at;
    gr_int before = gr_quotient_products(c), took;
    gr_status st;
    gr_set_work(c, bound);
    st = gr_quotient(c, code, max_heap, &out);
    took = gr_quotient_products(c) - before;
    test_condf(took <= 2 * bound + 65536, "%s: a call bounded by %lld units took %lld products",
               code, bound, (long long)took);
    if (st == GR_OK) {
      done = malloc(strlen(out) + 1);
      strcpy(done, out);
      break;
    }
    at = strstr(gr_error(c), "known up to heap ");
    if (st != GR_ELIMIT || at == NULL) {
      test_condf(0, "%s: a bounded call: %s", code, gr_error(c));
      break;
    }
    if (atoi(at + 17) <= last) bound *= 4;
    last = atoi(at + 17);
    if (bound > most) break;
  }
  gr_close(c);
  return done;
}

static void test_bounded(void) {
  const char *whole;
  char *got;
  gr_ctx *c = gr_open(0);
  /* Dawson's Kayles to heap 28 in steps from 2^12 units: the quotient computed at once */
  got = stepped("0.07", 28, 4096, (long long)1 << 40);
  test_condf(got != NULL && gr_quotient(c, "0.07", 28, &whole) == GR_OK &&
                 strcmp(got, whole) == 0,
             "0.07 to heap 28: the stepped quotient differs from the one computed at once");
  free(got);
  /* 0.16 (wild): its expansion at heap 17 needs more than any step up to 2^22 */
  got = stepped("0.16", 24, 65536, (long long)1 << 26);
  test_condf(got == NULL, "0.16 to heap 24 within steps of 2^22 units");
  free(got);
  gr_close(c);
}


/* 0.312, from Plambeck's page on it (plambeck.org, misère octal games,
** quaternary games, 0.312: "Status: SOLVED"): the single-heap genus sequence
** 1^03131 2^20 0^02 2^1420 0^02 1^13 for heaps 1..6, periodic from there;
** heap 4's 2^1420 is not a tame genus, so the game is wild. */
static void test_published_0312(void) {
  static const char *const pub[] = {"1:03131", "2:20", "0:02", "2:1420", "0:02", "1:13"};
  jval *j = quotient("0.312", -1);
  int h;
  if (j != NULL) {
    test_condf(json_bool(j, "proven") == 1 && json_bool(j, "tame") == 0,
               "0.312 (published: solved, wild): proven %d, tame %d", json_bool(j, "proven"),
               json_bool(j, "tame"));
    json_free(j);
  }
  for (h = 1; h <= 6; h++) {
    char text[64];
    const char *out, *want = pub[h - 1];
    const jval *gen, *gam;
    int i, len, n = (int)strlen(want) - 2;
    snprintf(text, sizeof text, "tb(0.312):%d;misere", h);
    if (gr_analyze(ctx, text, GR_MOVES_WINNING, &out) != GR_OK) {
      test_condf(0, "analyze %s: %s", text, gr_error(ctx));
      continue;
    }
    j = json_parse(out);
    gen = j ? json_get(j, "genus") : NULL;
    gam = gen ? json_get(gen, "gamma") : NULL;
    len = gam ? (int)gam->n : 0;
    test_condf(gen && json_long(gen, "g", -1) == want[0] - '0',
               "0.312 heap %d: genus base %ld, published %c", h, gen ? json_long(gen, "g", -1) : -1,
               want[0]);
    for (i = 0; i < n && len >= 1; i++) { /* the engine stops where the tail alternates */
      int at = i < len ? i : len - 2 + (i - (len - 2)) % 2;
      test_condf(at >= 0 && (long)gam->items[at]->num == want[2 + i] - '0',
                 "0.312 heap %d: gamma%d is %ld, published %c", h, i,
                 at >= 0 ? (long)gam->items[at]->num : -1L, want[2 + i]);
    }
    test_condf(len >= 1, "0.312 heap %d: no genus", h);
    json_free(j);
  }
}

/* The census: every octal code of one to three digits (0.d1, 0.d1d2,
** 0.d1d2d3 with a non-zero last digit: 511 codes), its quotient of the heaps
** up to a small bound, checked for what the theory guarantees whatever the
** code: even order (Plambeck and Siegel), a P-portion neither empty nor
** everything, the verifier's acceptance, the claim against the minimax on
** every multiset of small total, and tameness both ways against a plain
** rule written here: a tame quotient is misère Nim's T_k (order 2 with
** |P| = 1 for k = 1, else 2^k + 2 with |P| = 2), and a tame game is played
** as misère Nim is — a sum of heaps that all behave like fickle *0 or *1 is
** P exactly when the nim-sum of their normal values is 1, any other sum
** exactly when it is 0 — so every multiset must obey that rule when the
** engine says tame, and when it says wild some multiset must break it (the
** total is large enough for every code at these bounds: at heap 16, 0.04's
** first wild heap is 16 itself, and its witnesses need a total above 18).
** GR_SWEEP_LONG=1 (make test-sweep-long) goes to heap 16 and total 26. */
typedef struct census {
  const heapopts *o;
  mmemo mm;
  unsigned char c[MAXH + 1];
  int stack[MAXH + 1], sp, top;
  int nv[MAXH + 1], fickle[MAXH + 1];
  long checked, broken;
} census;

static void census_visit(census *w, int maxpart, int left) {
  int i, s, x = 0, allfickle = 1;
  if (w->sp > 0) {
    char want = outcome(&w->mm, w->o, w->c, w->top), rule;
    for (i = 0; i < w->sp; i++) {
      x ^= w->nv[w->stack[i]];
      allfickle &= w->fickle[w->stack[i]];
    }
    rule = (allfickle ? x == 1 : x == 0) ? 'P' : 'N';
    w->checked++;
    w->broken += rule != want;
  }
  for (s = maxpart < left ? maxpart : left; s >= 1; s--) {
    w->stack[w->sp++] = s;
    w->c[s]++;
    census_visit(w, s, left - s);
    w->c[s]--;
    w->sp--;
  }
}

/* Multisets of heaps 1..top of total ≤ total that break the tame rule. */
static long tame_rule_breaks(const char *code, int top, int total) {
  census w;
  int h, i, j;
  memset(&w, 0, sizeof w);
  w.top = top;
  w.o = opts_of(code, top);
  w.mm.w = top + 1;
  for (h = 1; h <= top; h++) { /* normal values by mex, from the oracle's moves */
    unsigned char seen[MAXOPT + 1];
    char alone;
    memset(seen, 0, sizeof seen);
    for (i = 0; i < w.o[h].n; i++) {
      int x = 0;
      for (j = 0; w.o[h].part[i][j]; j++) x ^= w.nv[w.o[h].part[i][j]];
      if (x <= MAXOPT) seen[x] = 1;
    }
    for (w.nv[h] = 0; seen[w.nv[h]]; w.nv[h]++) {}
    w.c[h]++;
    alone = outcome(&w.mm, w.o, w.c, top);
    w.c[h]--;
    /* fickle: a normal value of 0 or 1 whose misère outcome is the other */
    w.fickle[h] = w.nv[h] <= 1 && (alone == 'P') == (w.nv[h] == 1);
  }
  census_visit(&w, top, total);
  free(w.mm.key);
  free(w.mm.val);
  free((void *)w.o);
  return w.broken;
}

static void test_census(void) {
  const char *const dig = "01234567";
  int long_run = getenv("GR_SWEEP_LONG") != NULL;
  int max_heap = long_run ? 16 : test_quick ? 8 : 10, total = long_run ? 26 : test_quick ? 10 : 12;
  int a, b, c, codes = 0, refused = 0, tame = 0, wild = 0, nowitness = 0;
  double t0 = (double)clock() / CLOCKS_PER_SEC;
  gr_ctx *cc = gr_open(0);
  for (a = 0; a < 8; a++)
    for (b = -1; b < 8; b++)
      for (c = -1; c < 8; c++) {
        char code[8];
        const char *out;
        gr_status st;
        jval *j;
        qinfo q;
        int order, pc, k;
        if (b < 0 && c >= 0) continue;
        snprintf(code, sizeof code, "0.%c%s%s", dig[a], b < 0 ? "" : (char[]){dig[b], 0},
                 c < 0 ? "" : (char[]){dig[c], 0});
        if (code[strlen(code) - 1] == '0') continue;
        codes++;
        gr_set_work(cc, (long long)1 << 26);
        st = gr_quotient(cc, code, max_heap, &out);
        if (st == GR_ELIMIT) { /* refused within the bound: said, not wrong */
          if (refused++ < 3) printf("  census %s: %s\n", code, gr_error(cc));
          continue;
        }
        test_condf(st == GR_OK, "census %s: %s", code, st ? gr_error(cc) : "");
        if (st != GR_OK || (j = json_parse(out)) == NULL) continue;
        order = (int)json_long(j, "order", 0);
        pc = (int)json_long(j, "p_count", -1);
        test_condf(order >= 2 && order % 2 == 0, "census %s: |Q| = %d is not even", code, order);
        test_condf(pc >= 1 && pc < order, "census %s: |P| = %d of %d", code, pc, order);
        test_condf(json_bool(j, "checked") == 1, "census %s: the verifier did not accept it", code);
        if (read_info(j, &q)) {
          check_multisets(code, &q, total);
          free_info(&q);
        }
        if (json_bool(j, "tame") == 1) {
          long br = tame_rule_breaks(code, max_heap, total);
          k = (int)json_long(j, "tame_k", -1);
          tame++;
          test_condf(k >= 1 && order == (k == 1 ? 2 : (1 << k) + 2) && pc == (k == 1 ? 1 : 2),
                     "census %s: tame T_%d with |Q| = %d, |P| = %d", code, k, order, pc);
          test_condf(br == 0, "census %s: said tame, yet %ld sums break misère Nim's rule", code, br);
        } else {
          wild++;
          if (tame_rule_breaks(code, max_heap, total) == 0 && nowitness++ < 5)
            printf("  census %s: wild (|Q| = %d), with no sum of total <= %d breaking misère Nim's "
                   "rule\n", code, order, total);
        }
        json_free(j);
      }
  gr_close(cc);
  test_condf(codes == 511, "census: %d codes of one to three digits, not 511", codes);
  /* the long run's heap 16 takes some wild codes past any small bound: said, counted */
  test_condf(long_run || refused * 10 < codes, "census: %d of %d codes refused within the bound",
             refused, codes);
  test_condf(nowitness == 0, "census: %d wild codes without a sum of total <= %d breaking misère "
             "Nim's rule (a larger total may show one)", nowitness, total);
  printf("  census of 1-3 digit octal codes to heap %d: %d tame, %d wild (%d without a breaking sum "
         "of total <= %d), %d refused  %6.2fs\n",
         max_heap, tame, wild, nowitness, total, refused, (double)clock() / CLOCKS_PER_SEC - t0);
}

void test_quotient(void) {
  double t0 = (double)clock() / CLOCKS_PER_SEC;
  jval *j;
  ctx = gr_open(0);
  test_bounded();
  one("0.75", -1, 30, 8, 2);
  one("0.123", -1, 30, 20, 5);
  one("0.77", -1, test_quick ? 22 : 30, 40, 9);
  if ((j = quotient("0.75", -1)) != NULL) {
    const char *pres = json_str(j, "presentation");
    const jval *pp = json_get(j, "p_portion");
    test_condf(pres && strcmp(pres, "<a,b,c | a^2=1, b^3=b, bc=ab, c^2=b^2>") == 0,
               "0.75: presentation %s", pres ? pres : "-");
    test_condf(pp && pp->n == 2 && strcmp(pp->items[0]->s, "a") == 0 &&
                   strcmp(pp->items[1]->s, "b^2") == 0,
               "0.75: P-portion is not {a, b^2}");
    json_free(j);
  }
  if ((j = quotient("0.77", -1)) != NULL) { /* Kayles: proven, Φ of period 12 */
    test_condf(json_bool(j, "proven") == 1 && json_long(j, "period", 0) == 12,
               "Kayles: proven %d, period %ld", json_bool(j, "proven"), json_long(j, "period", 0));
    json_free(j);
  }
  if (!test_quick) { /* Dawson's Kayles to heap 30: 360, a candidate of 848 on the way */
    j = quotient("0.07", 30);
    if (j != NULL) {
      const jval *ex = json_get(j, "expansions");
      int saw = 0;
      size_t i, k;
      qinfo q;
      test_condf(json_long(j, "order", 0) == 360 && json_bool(j, "proven") == 0,
                 "Dawson's Kayles to heap 30: |Q| = %ld", json_long(j, "order", 0));
      for (i = 0; ex && i < ex->n; i++) {
        const jval *tr = json_get(ex->items[i], "tried");
        for (k = 0; tr && k < tr->n; k++) saw |= (long)tr->items[k]->items[0]->num == 848;
      }
      test_condf(saw, "Dawson's Kayles: no candidate of 848 elements on the way to 360");
      if (read_info(j, &q)) {
        check_multisets("0.07", &q, 30);
        check_verifier("0.07", j, &q);
        free_info(&q);
      }
      json_free(j);
    }
    j = quotient("0.156", -1); /* tame, Φ period 349 from 3,479 */
    if (j != NULL) {
      test_condf(json_bool(j, "proven") == 1 && json_long(j, "period", 0) == 349 &&
                     json_long(j, "preperiod", 0) == 3479 && json_bool(j, "tame") == 1,
                 "0.156: proven %d, period %ld from %ld, tame %d", json_bool(j, "proven"),
                 json_long(j, "period", 0), json_long(j, "preperiod", 0), json_bool(j, "tame"));
      json_free(j);
    }
  }
  { /* more codes of one to three digits: the quotient against minimax */
    static const char *const more[] = {"0.1", "0.3", "0.4", "0.7", "0.15", "0.17", "0.26",
                                       "0.31", "0.51", "0.53", "0.57", "0.71", "0.72",
                                       "0.137", "0.144", "0.331", "0.52"};
    size_t i;
    for (i = 0; i < sizeof more / sizeof more[0]; i++) one(more[i], 24, test_quick ? 16 : 24, 0, 0);
  }
  test_published_0312();
  test_census();
  gr_close(ctx);
  printf("  quotients against minimax and the verifier  %6.2fs\n",
         (double)clock() / CLOCKS_PER_SEC - t0);
}
