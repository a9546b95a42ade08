/*
** test_check.c — the independent checker (c/check/check.h) and the certificates.
** The checker must accept every true claim and refuse every false one, so
** the tests build both from values of their own — a plain mex written here
** from the rules, sharing no code with the engine or the checker:
**   - random codes of every kind (octal, hexadecimal, "!" and "?", digits
**     before the point, moves leaving three and four heaps, repeating
**     tails), subtraction sets and their misère outcomes, Treblecross
**     stretches and staircases: the true values are accepted; one value
**     changed is refused at exactly that size; and for every period p up
**     to a bound and every run of n where SG(n+p) = SG(n) holds, the claim
**     (start of the run, p) is refused when the run ends before the values
**     computed here do (a bound too small would accept it), and accepted
**     when it lasts and the checker's bound fits — the bounds' soundness on
**     thousands of claims;
**   - 0.54447: the false period 121 from 125 is refused at n = 125, the
**     true 67 from 52 accepted;
**   - certificates the engine writes (gr_certify) are accepted by gr_check,
**     with a wrong mask hint too; false ones (wrong period, wrong
**     pre-period, the bound one short, a corrupted value) are refused with
**     the failing size named; malformed ones of every kind get a message
**     naming the line, never a crash, read in pieces of every size;
**   - the engine's own proofs: a table value corrupted through a test hook
**     makes its claim refused (proven false, never used to fold a size, the
**     refusal counted), and a period found in a call with a small work
**     bound is checked over several calls, never in one long one.
*/
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include "../../c/check/check.h"
#include "../../c/grundy.h"
#include "json.h"
#include "suites.h"
#include "test.h"

/* Engine internals the tests reach for (c/family.h). */
int gr_family_poke(gr_ctx *ctx, const char *game, const char *key, gr_int h, uint32_t value);
long gr_claims_refused(void);

static gr_ctx *c;

static unsigned long seed = 20240611;
static unsigned long rnd(unsigned long n) {
  seed = seed * 6364136223846793005UL + 1442695040888963407UL;
  return (unsigned long)(seed >> 33) % n;
}

/* ---- own values ----------------------------------------------------------------------- */

typedef struct tcode {
  int d[24], mod[24]; /* d[0] before the point, d[j] removing j; mod 0, '!' or '?' */
  int t, tail;        /* digits d[1..t]; the last `tail` of them repeat */
} tcode;

static int dig(const tcode *k, long j, int *mod) {
  long u = j;
  if (j > k->t) {
    if (!k->tail) {
      *mod = 0;
      return 0;
    }
    u = k->t - k->tail + 1 + (j - (k->t - k->tail) - 1) % k->tail;
  }
  *mod = k->mod[u];
  return k->d[u];
}

static void code_text(const tcode *k, char *out) {
  static const char digits[] = "0123456789ABCDEFGHIJKLMNOPQRSTUV";
  int j, n = 0;
  out[n++] = digits[k->d[0]];
  if (k->mod[0]) out[n++] = (char)k->mod[0];
  out[n++] = '.';
  for (j = 1; j <= k->t; j++) {
    if (k->tail && j == k->t - k->tail + 1) out[n++] = '[';
    out[n++] = digits[k->d[j]];
    if (k->mod[j]) out[n++] = (char)k->mod[j];
  }
  if (k->tail) out[n++] = ']';
  out[n] = '\0';
}

/* Marks in seen the XOR of every way to write r as `parts` positive parts
** (non-increasing, each at most `most`), obeying the modifier. */
static void parts_of(const uint32_t *v, long r, int parts, long most, uint32_t acc, long *p,
                     int k, int mod, unsigned char *seen) {
  long x;
  if (parts == 0) {
    int i, distinct = 1, alleq = 1;
    if (r != 0) return;
    for (i = 1; i < k; i++) {
      if (p[i] == p[i - 1]) distinct = 0;
      if (p[i] != p[0]) alleq = 0;
    }
    if (mod == '!' && !distinct) return;
    if (mod == '?' && alleq) return;
    seen[acc] = 1;
    return;
  }
  for (x = most < r ? most : r; x >= 1; x--) {
    if (x * parts < r) break; /* the rest could not fill the parts */
    p[k] = x;
    parts_of(v, r - x, parts - 1, x, acc ^ v[x], p, k + 1, mod, seen);
  }
}

#define SEEN 4096

/* Heaps 0..n of code k by plain mex. */
static void tb_values(const tcode *k, uint32_t *v, long n) {
  static unsigned char seen[SEEN];
  long h, j;
  for (h = 0; h <= n; h++) {
    uint32_t g = 0;
    memset(seen, 0, sizeof seen);
    for (j = 0; j <= h; j++) {
      int mod, d = dig(k, j, &mod), i;
      long p[4];
      if (d == 0) continue;
      if (j > 0 && (d & 1) && h == j) seen[0] = 1;
      if (j > 0 && (d & 2) && h > j) seen[v[h - j]] = 1;
      for (i = 2; i <= 4; i++)
        if (d >> i & 1) parts_of(v, h - j, i, h - j, 0, p, 0, mod, seen);
    }
    while (seen[g]) g++;
    v[h] = g;
  }
}

static void sub_values(const long *s, int ns, uint32_t *v, long n, int misere) {
  long h;
  int i;
  for (h = 0; h <= n; h++) {
    unsigned char seen[80] = {0};
    uint32_t g = 0;
    int moves = 0, to_p = 0;
    for (i = 0; i < ns; i++)
      if (s[i] <= h) {
        moves++;
        seen[v[h - s[i]]] = 1;
        to_p |= v[h - s[i]] == 1;
      }
    while (seen[g]) g++;
    v[h] = misere ? (uint32_t)(moves > 0 && !to_p) : g;
  }
}

/* Treblecross: a free stretch of r cells; an X may not go within distance 2
** of another, so placing one on cell i frees the cells beyond distance 2. */
static void stretch_values(uint32_t *v, long n) {
  long r, i;
  for (r = 0; r <= n; r++) {
    unsigned char seen[SEEN] = {0};
    uint32_t g = 0;
    for (i = 1; i <= r; i++) {
      long left = i - 3 < 0 ? 0 : i - 3, right = r - i - 2 < 0 ? 0 : r - i - 2;
      seen[v[left] ^ v[right]] = 1;
    }
    while (seen[g]) g++;
    v[r] = g;
  }
}

/* ---- the checker on its own ------------------------------------------------------------ */

static ck_family *open_family(const char *text) {
  ck_msg why;
  char msg[256];
  ck_family *f = ck_family_open(text, NULL, &why);
  if (f == NULL) ck_msg_text(&why, msg, sizeof msg);
  test_condf(f != NULL, "the checker reads \"%s\": %s", text, f == NULL ? msg : "");
  return f;
}

/* The true values v[0..n] of family `text`: accepted; each of a few values
** changed: refused at that size. */
static void values_claims(const char *text, const uint32_t *v, long n, int outcomes) {
  uint32_t *w = malloc((size_t)(n + 1) * sizeof *w);
  ck_family *f = open_family(text);
  int t;
  if (f == NULL || w == NULL) {
    free(w);
    ck_family_close(f);
    return;
  }
  test_condf(ck_verify(f, v, n + 1, NULL) == CK_OK, "%s: the true values 0..%ld are refused: %s",
             text, n, ck_message(f));
  for (t = 0; t < 3; t++) {
    long k = (long)rnd((unsigned long)n + 1);
    ck_status st;
    memcpy(w, v, (size_t)(n + 1) * sizeof *w);
    w[k] = outcomes ? !v[k] : (uint32_t)(v[k] + 1 + rnd(3)) % (uint32_t)(v[k] + 4);
    if (w[k] == v[k]) w[k] = v[k] + 1;
    ck_forget(f);
    st = ck_verify(f, w, n + 1, NULL);
    test_condf(st == CK_REFUSED && ck_failed_at(f) == k,
               "%s: value of size %ld changed from %lu to %lu: status %d at %lld (%s)", text, k,
               (unsigned long)v[k], (unsigned long)w[k], (int)st, (long long)ck_failed_at(f),
               ck_message(f));
  }
  ck_family_close(f);
  free(w);
}

/* Every maximal run of n with v[n+p] = v[n], p = 1..pmax, claimed as a
** period from its start: refused when the run ends before v does; accepted
** when it lasts to the end and the checker's bound fits in v. */
static long period_claims(const char *text, const uint32_t *v, long n, long pmax) {
  ck_family *f = open_family(text);
  long p, m, claims = 0;
  if (f == NULL) return 0;
  if (ck_verify(f, v, n + 1, NULL) != CK_OK) {
    test_condf(0, "%s: the true values are refused: %s", text, ck_message(f));
    ck_family_close(f);
    return 0;
  }
  for (p = 1; p <= pmax && p < n; p++)
    for (m = 0; m + p <= n; m++) {
      long e = m;
      int64_t B;
      ck_status st;
      if (v[m + p] != v[m] || (m > 0 && v[m - 1 + p] == v[m - 1])) continue; /* not a run start */
      while (e + 1 + p <= n && v[e + 1 + p] == v[e + 1]) e++;
      B = ck_bound(f, m, p);
      st = ck_period(f, v, n + 1, m, p, 0, NULL);
      claims++;
      if (e + p < n) /* the run fails at e + 1 */
        test_condf(st == CK_REFUSED, "%s: period %ld from %ld fails at n = %ld, yet the checker "
                   "accepts it (bound %lld)", text, p, m, e + 1, (long long)B);
      else if (B >= 0 && B - 1 + p <= n)
        test_condf(st == CK_OK, "%s: period %ld from %ld holds through %ld (bound %lld), yet "
                   "refused: %s", text, p, m, n, (long long)B, ck_message(f));
      else
        test_condf(st == CK_REFUSED, "%s: period %ld from %ld: the bound %lld needs more than "
                   "%ld values, yet accepted", text, p, m, (long long)B, n);
    }
  ck_family_close(f);
  return claims;
}

static void random_code(tcode *k, int kind) {
  int j;
  memset(k, 0, sizeof *k);
  k->t = 1 + (int)rnd(kind == 4 ? 3 : 6);
  for (j = 1; j <= k->t; j++) {
    switch (kind) {
    case 0: k->d[j] = (int)rnd(8); break;                    /* octal */
    case 1: k->d[j] = (int)rnd(16); break;                   /* hexadecimal */
    case 2: k->d[j] = (int)rnd(8) | 4 * (int)rnd(2); break;  /* modifiers below */
    case 3: k->d[j] = (int)rnd(8); break;                    /* a digit before the point */
    case 6: k->d[j] = (int)rnd(4); break;                    /* no splits: heaps only shrink */
    default: k->d[j] = (int)rnd(32); break;                  /* three and four heaps */
    }
    if (kind >= 2 && k->d[j] >= 4 && rnd(2)) k->mod[j] = rnd(2) ? '!' : '?';
  }
  if (kind == 3 || (kind >= 2 && rnd(3) == 0)) {
    k->d[0] = 4 * (1 + (int)rnd(kind == 4 ? 7 : 1));
    if (rnd(2)) k->mod[0] = rnd(2) ? '!' : '?';
  }
  if (k->d[k->t] == 0) k->d[k->t] = 1 + (int)rnd(7);
}

static void test_random_codes(void) {
  int kind, r, runs = test_quick ? 4 : 20;
  long claims = 0, codes = 0;
  uint32_t *v = malloc(1201 * sizeof *v);
  if (v == NULL) return;
  for (kind = 0; kind <= 6; kind++)
    for (r = 0; r < runs; r++) {
      tcode k;
      char code[96], fam[128];
      long n;
      random_code(&k, kind == 5 ? (int)rnd(3) : kind);
      if (kind == 6) k.d[0] = k.mod[0] = 0;
      if (kind == 5) { /* a repeating tail: values claims only */
        k.tail = 1 + (int)rnd((unsigned long)k.t);
        if (k.d[k.t] == 0) k.d[k.t] = 1;
        for (n = 0; n < 24; n++) k.d[n] &= 7; /* splits stay cheap to enumerate */
      }
      code_text(&k, code);
      n = kind == 4 ? (k.d[1] | k.d[2] | k.d[3]) & 16 ? 40 : 80 : kind == 5 ? 160 : 500;
      if (kind == 6) n = 300;
      tb_values(&k, v, n);
      snprintf(fam, sizeof fam, "tb(%s)", code);
      values_claims(fam, v, n, 0);
      if (kind != 5) claims += period_claims(fam, v, n, kind == 4 ? 12 : 40);
      if ((kind == 0 || kind == 6) && k.d[0] == 0) { /* the same code on rows of pins */
        snprintf(fam, sizeof fam, "octal(%s)", code);
        values_claims(fam, v, n, 0);
      }
      codes++;
    }
  printf("  check: %ld random codes, %ld period claims\n", codes, claims);
  free(v);
}

static void test_random_others(void) {
  uint32_t v[1601];
  int r, runs = test_quick ? 6 : 30;
  long claims = 0;
  for (r = 0; r < runs; r++) { /* subtraction sets, normal and misère */
    long s[6];
    int ns = 1 + (int)rnd(5), i, m;
    char fam[160];
    size_t len;
    for (i = 0; i < ns; i++) s[i] = 1 + (long)rnd(14);
    for (i = 0; i < ns; i++) /* sort, unique */
      for (m = i + 1; m < ns; m++)
        if (s[m] < s[i]) {
          long x = s[m];
          s[m] = s[i];
          s[i] = x;
        }
    for (i = 1, m = 1; i < ns; i++)
      if (s[i] != s[m - 1]) s[m++] = s[i];
    ns = m;
    len = (size_t)snprintf(fam, sizeof fam, "sub(");
    for (i = 0; i < ns; i++) len += (size_t)snprintf(fam + len, sizeof fam - len, "%s%ld", i ? "," : "", s[i]);
    snprintf(fam + len, sizeof fam - len, ")");
    sub_values(s, ns, v, 1600, 0);
    values_claims(fam, v, 1600, 0);
    claims += period_claims(fam, v, 1600, 60);
    snprintf(fam + len, sizeof fam - len, ");misere");
    sub_values(s, ns, v, 1600, 1);
    values_claims(fam, v, 1600, 1);
    claims += period_claims(fam, v, 1600, 60);
  }
  stretch_values(v, 1200);
  values_claims("treblecross", v, 1200, 0);
  claims += period_claims("treblecross", v, 1200, 40);
  for (r = 0; r <= 1600; r++) v[r] = (uint32_t)(((r + 1) / 2) & 1); /* the staircase theorem */
  values_claims("staircase", v, 1600, 0);
  claims += period_claims("staircase", v, 1600, 12);
  printf("  check: subtraction, misère, stretches, staircase: %ld period claims\n", claims);
}

/* The theorems' bounds as README's table states them, written again here:
** ck_bound must give exactly these (a bound one short proves too little; the
** claims above take the checker's own bound, so they cannot tell). */
static long long max_ll(long long a, long long b) { return a > b ? a : b; }
static long long own_tb_bound(const tcode *k, long long n0, long long p) {
  long long b = n0, q = n0 > 1 ? n0 : 1;
  int j, i, e;
  for (j = 0; j <= k->t; j++) {
    int d = k->d[j], m = k->mod[j];
    if (j >= 1 && (d & 1)) b = max_ll(b, j + 1);                   /* i = 0 */
    if (j >= 1 && (d & 2)) b = max_ll(b, j + q);                   /* i = 1 */
    for (i = 2; i <= 4; i++) {
      if (!(d >> i & 1)) continue;
      b = max_ll(b, i * (q + p - 1) - p + j + 1);
      if (m == '!' || (m == '?' && i == 2)) /* "?" on two heaps: unequal */
        for (e = 0; e < i; e++)
          b = max_ll(b, i * (q + (e + 1) * p - 1) - p * e * (e + 1) / 2 - p + j + 1);
      else if (m == '?')
        b = max_ll(b, i * q + i * p + j);
    }
  }
  return b;
}

static void test_bounds(void) {
  int r, kinds = 0, bad = 0;
  for (r = 0; r < (test_quick ? 200 : 1000) && bad < 5; r++) {
    tcode k;
    char code[96], fam[128];
    long long n0 = (long long)rnd(60), p = 1 + (long long)rnd(80), want, got;
    ck_family *f;
    int kind = r % 6;
    random_code(&k, kind == 5 ? 6 : kind);
    code_text(&k, code);
    snprintf(fam, sizeof fam, "tb(%s)", code);
    if ((f = open_family(fam)) == NULL) continue;
    got = (long long)ck_bound(f, n0, p);
    want = own_tb_bound(&k, n0, p);
    if (got != want && ++bad <= 5)
      test_condf(0, "%s: the checker's bound for a period %lld from %lld is %lld, README's %lld",
                 fam, p, n0, got, want);
    ck_family_close(f);
    kinds++;
  }
  {
    static const struct { const char *fam; int kind; long long top; } other[] = {
      {"treblecross", 0, 0}, {"staircase", 1, 0}, {"sub(1,3,4)", 2, 4}, {"sub(2,7);misere", 2, 7},
    };
    size_t i;
    for (i = 0; i < sizeof other / sizeof other[0]; i++) {
      ck_family *f = open_family(other[i].fam);
      for (r = 0; f != NULL && r < 50; r++) {
        long long n0 = (long long)rnd(100), p = 1 + (long long)rnd(100), got, want;
        got = (long long)ck_bound(f, n0, p);
        want = other[i].kind == 0 ? 2 * n0 + p + 4 : other[i].kind == 1 ? n0 + 4 : n0 + other[i].top;
        test_condf(got == want, "%s: the checker's bound for a period %lld from %lld is %lld, "
                   "README's %lld", other[i].fam, p, n0, got, want);
      }
      if (f) ck_family_close(f);
    }
  }
  test_condf(bad == 0, "check: %d of %d codes' bounds differ from README's", bad, kinds);
}

/* ---- certificates ---------------------------------------------------------------------- */

typedef struct text {
  char *s;
  size_t n, cap, at;
  size_t piece; /* bytes handed to a read at most (0: all) */
} text;

static int to_text(void *ud, const char *buf, size_t len) {
  text *t = ud;
  if (t->n + len + 1 > t->cap) {
    size_t cap = (t->n + len + 1) * 2;
    char *s = realloc(t->s, cap);
    if (s == NULL) return 1;
    t->s = s;
    t->cap = cap;
  }
  memcpy(t->s + t->n, buf, len);
  t->n += len;
  t->s[t->n] = '\0';
  return 0;
}

static size_t from_text(void *ud, char *buf, size_t cap) {
  text *t = ud;
  size_t k = t->n - t->at;
  if (t->piece && k > t->piece) k = t->piece;
  if (k > cap) k = cap;
  memcpy(buf, t->s + t->at, k);
  t->at += k;
  return k;
}

/* The engine's certificate of `sequence family n` (caller frees t.s). */
static text certify(const char *family, long n) {
  text t = {0};
  gr_status st = gr_certify(c, family, n, to_text, &t);
  test_condf(st == GR_OK && t.s != NULL, "certify %s %ld: status %d: %s", family, n, (int)st,
             gr_error(c));
  return t;
}

/* gr_check on text s, read in pieces of `piece` bytes; the status, and the
** verdict or message in *out. */
static gr_status check_text(const char *s, size_t piece, const char **out) {
  text t = {0};
  gr_status st;
  t.s = (char *)s;
  t.n = strlen(s);
  t.piece = piece;
  st = gr_check(c, from_text, &t, out);
  if (st != GR_OK) *out = gr_error(c);
  return st;
}

static void expect_verified(const char *what, const char *cert, const char *member) {
  const char *out;
  gr_status st;
  test_condf(cert != NULL, "%s: the certificate to edit lacks what the test changes", what);
  if (cert == NULL) return;
  st = check_text(cert, 0, &out);
  test_condf(st == GR_OK && strstr(out, "\"verified\":true") && (!member || strstr(out, member)),
             "%s: expected verified%s%s, got %d: %s", what, member ? " with " : "",
             member ? member : "", (int)st, out);
}

static void expect_refused(const char *what, const char *cert, const char *words) {
  const char *out;
  gr_status st;
  test_condf(cert != NULL, "%s: the certificate to edit lacks what the test changes", what);
  if (cert == NULL) return;
  st = check_text(cert, 0, &out);
  test_condf(st == GR_EINPUT && strstr(out, words) != NULL,
             "%s: expected a refusal with \"%s\", got %d: %s", what, words, (int)st, out);
}

/* Replaces the first `from` in s by `to` (a new string to free). */
static char *edit(const char *s, const char *from, const char *to) {
  const char *at = strstr(s, from);
  size_t n = strlen(s), a, b = strlen(from), k = strlen(to);
  char *r;
  if (at == NULL) return NULL;
  a = (size_t)(at - s);
  r = malloc(n - b + k + 1);
  memcpy(r, s, a);
  memcpy(r + a, to, k);
  memcpy(r + a + k, at + b, n - a - b + 1);
  return r;
}

/* A period certificate of our own: values v[0..n0+p-1] in decimal. */
static char *cert_of(const char *family, const uint32_t *v, long n0, long p, long B) {
  char *cert = malloc(256 + 12 * (size_t)(n0 + p)), *q;
  long i;
  q = cert + sprintf(cert, "grundy-certificate 1\nfamily %s\nclaim period %ld %ld\n"
                           "theorem take-and-break %ld\nvalues %ld dec\n", family, n0, p, B, n0 + p);
  for (i = 0; i < n0 + p; i++) q += sprintf(q, "%lu%s", (unsigned long)v[i], i % 20 == 19 ? "\n" : " ");
  sprintf(q, "\nend\n");
  return cert;
}

static void test_engine_certificates(void) {
  static const struct { const char *family; long n; const char *member; } ok[] = {
    {"octal(0.77)", 200, "\"preperiod\":71,\"period\":12"},
    {"octal(0.137)", 300, "\"preperiod\":52,\"period\":34"},
    {"octal(0.07)", 300, "\"preperiod\":53,\"period\":34"},
    {"0.16", 520000, "\"preperiod\":105351,\"period\":149459"},
    {"sub(1,3,4)", 100, "\"preperiod\":0,\"period\":7"},
    {"sub(2,5,6)", 2000, "\"claim\":\"period\""},
    {"staircase", 100, "\"preperiod\":0,\"period\":4"},
    {"4!.0", 5000, "\"claim\":\"values\",\"values\":5001"},
    {"4.[3]", 300, "\"claim\":\"values\""},
    {"treblecross", 500, "\"claim\":\"values\""},
    {"tb(0.8)", 200, "\"verified\":true"},
    {"tb(K!.7)", 300, "\"verified\":true"},
  };
  size_t i;
  for (i = 0; i < sizeof ok / sizeof ok[0]; i++) {
    text t;
    if (test_quick && ok[i].n > 100000) continue; /* the sanitizer run: smaller ones */
    t = certify(ok[i].family, ok[i].n);
    if (t.s != NULL) expect_verified(ok[i].family, t.s, ok[i].member);
    free(t.s);
  }
  { /* Kayles: false claims, a wrong hint, every way to read it */
    text t = certify("octal(0.77)", 200);
    char *e;
    size_t piece;
    const char *out;
    if (t.s == NULL) return;
    for (piece = 1; piece <= 9; piece++)
      test_condf(check_text(t.s, piece, &out) == GR_OK, "Kayles read %zu bytes at a time: %s",
                 piece, out);
    { /* a wrong period, a wrong pre-period: values of our own */
      tcode k;
      uint32_t v[300];
      char *w;
      memset(&k, 0, sizeof k);
      k.t = 2;
      k.d[1] = k.d[2] = 7;
      tb_values(&k, v, 299);
      w = cert_of("octal(0.77)", v, 71, 6, 160);
      expect_refused("Kayles with period 6", w, "fails at n = 71");
      free(w);
      w = cert_of("octal(0.77)", v, 70, 12, 160);
      expect_refused("Kayles from 70", w, "fails at n = 70");
      free(w);
      w = cert_of("octal(0.77)", v, 71, 24, 200);
      expect_verified("Kayles with period 24 (a multiple)", w, "\"period\":24");
      free(w);
    }
    e = edit(t.s, "theorem take-and-break 156", "theorem take-and-break 154");
    expect_refused("the bound one short", e, "the bound B = 154 is short");
    free(e);
    e = edit(t.s, "theorem take-and-break 156", "theorem take-and-break 155");
    expect_verified("the checker's own bound", e, "\"bound\":155");
    free(e);
    e = edit(t.s, "theorem take-and-break", "theorem subtraction");
    expect_refused("a theorem that does not apply", e, "is \"take-and-break\", not");
    free(e);
    e = edit(t.s, "mask 0x1e 0x1e", "mask 0x0 0x3");
    expect_verified("a wrong mask hint", e, NULL);
    free(e);
    e = edit(t.s, "mask 0x1e 0x1e", "mask 0xfffff -");
    expect_verified("a mask hint of nonsense", e, NULL);
    free(e);
    e = edit(t.s, "\nvalues 83 dec\n0 1 2 3 1 4 3", "\nvalues 83 dec\n0 1 2 3 1 4 2");
    expect_refused("a corrupted value", e, "value of row of 6 pins is 2, but its options reach 2");
    free(e);
    e = edit(t.s, "mask 0x1e 0x1e\n", "");
    expect_verified("no mask hint", e, NULL);
    free(e);
    { /* without values: the checker computes them */
      char *v = strstr(t.s, "values 83");
      if (v != NULL) {
        char *w = malloc(strlen(t.s) + 8);
        sprintf(w, "%.*send\n", (int)(v - t.s), t.s);
        expect_verified("no values", w, "\"computed\":true");
        free(w);
      }
    }
    free(t.s);
  }
  { /* a corrupted value in a base64 certificate: heap 1000 of 0.16 (of 4!.0) */
    text t = certify(test_quick ? "4!.0" : "0.16", test_quick ? 5000 : 520000);
    char *p;
    p = t.s != NULL ? strstr(t.s, "base64 ") : NULL;
    test_condf(p != NULL, "a base64 certificate: %.200s", t.s ? t.s : "");
    if (p != NULL) {
      const char *out;
      int w = atoi(p + 7);
      size_t at = (size_t)(1000 * w) / 6 + 1; /* the character with heap 1000's last bits */
      char *q = strchr(p, '\n') + 1 + at + at / 76; /* lines of 76 */
      *q = *q == 'A' ? 'B' : 'A';
      test_condf(check_text(t.s, 0, &out) == GR_EINPUT && strstr(out, "value of heap 1000 is") != NULL,
                 "0.16 with a corrupted value: %s", out);
    }
    free(t.s);
  }
}

/* True values of 0.54447 (our own mex) claiming 121 from 125, as the
** engine once printed: the checker refuses it at n = 125. */
static void test_54447(void) {
  tcode k;
  uint32_t v[400];
  char *cert = NULL;
  memset(&k, 0, sizeof k);
  k.t = 5;
  k.d[1] = 5;
  k.d[2] = 4;
  k.d[3] = 4;
  k.d[4] = 4;
  k.d[5] = 7;
  tb_values(&k, v, 399);
  free(cert);
  cert = cert_of("tb(0.54447)", v, 125, 121, 376);
  expect_refused("0.54447: period 121 from 125", cert, "fails at n = 125");
  free(cert);
  cert = cert_of("tb(0.54447)", v, 52, 67, 300);
  expect_verified("0.54447: period 67 from 52", cert, "\"preperiod\":52,\"period\":67");
  free(cert);
  cert = cert_of("tb(0.54447)", v, 51, 67, 300);
  expect_refused("0.54447: period 67 from 51", cert, "fails at n = 51");
  free(cert);
}

static void test_malformed(void) {
  static const struct { const char *cert, *words; } bad[] = {
    {"", "line 1: the certificate is empty"},
    {"\n\n# nothing\n", "the certificate is empty"},
    {"grundy-certificat 1\n", "line 1: expected \"grundy-certificate 1\""},
    {"grundy-certificate 2\n", "line 1: a certificate of format version 2"},
    {"grundy-certificate x\n", "line 1: expected \"grundy-certificate 1\""},
    {"grundy-certificate 1\n", "line 2: expected \"family FAMILY\""},
    {"grundy-certificate 1\nfamily\n", "line 2: expected \"family FAMILY\""},
    {"grundy-certificate 1\nfamily tb(0.9\n", "line 2: expected \")\""},
    {"grundy-certificate 1\nfamily tb(1.7)\n", "line 2: the digit before the point"},
    {"grundy-certificate 1\nfamily tb(0.0)\n", "line 2: a code needs a nonzero digit"},
    {"grundy-certificate 1\nfamily octal(0.8)\n", "line 2: rows of pins take an octal code"},
    {"grundy-certificate 1\nfamily sub(3,0)\n", "line 2: expected numbers from 1"},
    {"grundy-certificate 1\nfamily sub(1-3;misere\n", "line 2: expected sub(S)"},
    {"grundy-certificate 1\nfamily chess\n", "line 2: \"chess\" is not a family"},
    {"grundy-certificate 1\nfamily staircase\n", "line 3: expected \"claim KIND"},
    {"grundy-certificate 1\nfamily staircase\nclaim proof 1\n", "line 3: unknown claim \"proof 1\""},
    {"grundy-certificate 1\nfamily staircase\nclaim period 0\n", "line 3: expected \"claim period N0 P\""},
    {"grundy-certificate 1\nfamily staircase\nclaim period 0 0\n", "line 3: expected \"claim period N0 P\""},
    {"grundy-certificate 1\nfamily staircase\nclaim period 99999999999999999999 4\n", "line 3: expected"},
    {"grundy-certificate 1\nfamily staircase\nclaim period 0 4\n", "line 4: expected \"theorem NAME B\""},
    {"grundy-certificate 1\nfamily staircase\nclaim period 0 4\ntheorem staircase\n", "line 4: expected the bound"},
    {"grundy-certificate 1\nfamily staircase\nclaim period 0 4\ntheorem octal 4\n", "line 4: the periodicity theorem of staircase is \"staircase\""},
    {"grundy-certificate 1\nfamily staircase\nclaim period 0 4\ntheorem staircase 4\n", "line 5: the certificate ends without its \"end\""},
    {"grundy-certificate 1\nfamily staircase\nclaim period 0 4\ntheorem staircase 4\nmask 0x1\nend\n", "line 5: expected \"mask M0 M1\""},
    {"grundy-certificate 1\nfamily staircase\nclaim period 0 4\ntheorem staircase 4\nvalues 3 dec\n0 1 1\nend\n", "line 5: a period claim carries the values of sizes 0..n0+p-1: 4 values, not 3"},
    {"grundy-certificate 1\nfamily staircase\nclaim period 0 4\ntheorem staircase 4\nvalues 4 dec\n0 1 x 0\nend\n", "line 6: expected a value"},
    {"grundy-certificate 1\nfamily staircase\nclaim period 0 4\ntheorem staircase 4\nvalues 4 dec\n0 1 99999999999 0\nend\n", "line 6: expected a value"},
    {"grundy-certificate 1\nfamily staircase\nclaim period 0 4\ntheorem staircase 4\nvalues 4 dec\n0 1 1\n", "line 7: the certificate ends after 3 of the 4 values"},
    {"grundy-certificate 1\nfamily staircase\nclaim period 0 4\ntheorem staircase 4\nvalues 4 dec\n0 1 1 0 0\nend\n", "line 6: more values than the 4 announced"},
    {"grundy-certificate 1\nfamily staircase\nclaim period 0 4\ntheorem staircase 4\nvalues 4 hex\n", "line 5: expected \"values COUNT dec\""},
    {"grundy-certificate 1\nfamily staircase\nclaim period 0 4\ntheorem staircase 4\nvalues 4 base64 0\n", "line 5: expected \"base64 W\""},
    {"grundy-certificate 1\nfamily staircase\nclaim period 0 4\ntheorem staircase 4\nvalues 4 base64 33\n", "line 5: expected \"base64 W\""},
    {"grundy-certificate 1\nfamily staircase\nclaim period 0 4\ntheorem staircase 4\nvalues 4 base64 1\nY=\nend\n", "line 6: \"=\" is not a base64 character"},
    {"grundy-certificate 1\nfamily staircase\nclaim period 0 4\ntheorem staircase 4\nvalues 4 base64 1\nZ\nend\n", "line 6: the bits after the last value must be 0"},
    {"grundy-certificate 1\nfamily staircase\nclaim period 0 4\ntheorem staircase 4\nvalues 4 base64 1\nYA\nend\n", "line 6: more data than 4 values of 1 bits"},
    {"grundy-certificate 1\nfamily staircase\nclaim period 0 4\ntheorem staircase 4\nvalues 4 dec\n0 1 1 0\nende\n", "line 7: expected \"end\""},
    {"grundy-certificate 1\nfamily staircase\nclaim period 0 4\ntheorem staircase 4\nend\nmore\n", "line 6: nothing may follow \"end\""},
    {"grundy-certificate 1\nfamily staircase\nclaim values 0\n", "line 3: expected \"claim values N\""},
    {"grundy-certificate 1\nfamily staircase\nclaim values 3\nvalues 4 dec\n", "line 4: the claim is about 3 values, not 4"},
    {"grundy-certificate 1\nfamily tb(0.[3])\nclaim period 0 1\ntheorem take-and-break 9\nend\n", "no periodicity theorem covers codes with repeating digits"},
    {"grundy-certificate 1\nfamily tb(0.77)\nclaim period 1000000000000 1\ntheorem take-and-break 2000000000004\nend\n", "more than the checker's memory limit"},
    {"grundy-certificate 1\nfamily staircase\nclaim values 4\nvalues 4 dec\n0 1 1 1\nend\n", "value of the staircase of 3 one-coin stairs is 1, but the staircase theorem"},
  };
  size_t i;
  char *long_line = malloc(6000);
  for (i = 0; i < sizeof bad / sizeof bad[0]; i++) {
    const char *out;
    gr_status st = check_text(bad[i].cert, 0, &out);
    test_condf(st != GR_OK && strstr(out, bad[i].words) != NULL,
               "malformed certificate %zu: expected \"%s\", got %d: %s", i, bad[i].words, (int)st,
               out);
  }
  { /* a NUL byte, a line too long */
    const char *out;
    text t = {0};
    t.s = "grundy-certificate 1\nfam\0ily staircase\n";
    t.n = 37;
    test_condf(gr_check(c, from_text, &t, &out) == GR_EINPUT &&
               strstr(gr_error(c), "line 2: a NUL byte") != NULL, "NUL byte: %s", gr_error(c));
    memset(long_line, 'x', 5000);
    memcpy(long_line, "grundy-certificate 1\n#", 22);
    strcpy(long_line + 5000, "\n");
    test_condf(check_text(long_line, 0, &out) == GR_EINPUT &&
               strstr(out, "line 2: longer than 4096 characters") != NULL, "long line: %s", out);
  }
  expect_verified("CR LF line ends, comments, blank lines",
                  "# a staircase\r\ngrundy-certificate 1\r\n\r\nfamily staircase\r\nclaim period 0 4"
                  "\r\ntheorem staircase 4\r\n# the values\r\nvalues 4 dec\r\n0 1\r\n1 0\r\nend\r\n",
                  "\"period\":4");
  expect_verified("base64 values", "grundy-certificate 1\nfamily staircase\nclaim period 0 4\n"
                  "theorem staircase 4\nvalues 4 base64 1\nY\nend\n", NULL);
  expect_refused("staircase period 2", "grundy-certificate 1\nfamily staircase\nclaim period 0 2\n"
                 "theorem staircase 4\nend\n", "fails at n = 0");
  free(long_line);
}

static double now(void) { return (double)clock() / CLOCKS_PER_SEC; }

/* ---- the work bound ----------------------------------------------------------------------
** A check's work is estimated from the claim and its values before any of
** it; a certificate past the bound is refused at once (the work counted is
** 0), naming the estimate, the bound and what fits it, and what it says fits
** does. The estimate is within 4 times the work done, both ways, for every
** kind of family and claim (the quotient's is a lower bound). */

/* ck_check alone on s within `bound` (-1: none): the status, the work it
** did in *work, the verdict or message in out. */
static ck_status alone(const char *s, int64_t bound, int64_t *work, char *out, size_t cap) {
  text t = {0};
  t.s = (char *)s;
  t.n = strlen(s);
  *work = bound;
  return ck_check(from_text, &t, NULL, out, cap, NULL, work);
}

/* The number after `key` in s, or -1. */
static long long number_after(const char *s, const char *key) {
  const char *p = strstr(s, key);
  return p == NULL ? -1 : atoll(p + strlen(key));
}

/* The certificate s checked with the bound at 4 times its work and at a
** quarter of it: verified, and refused before any work. */
static void estimate_brackets(const char *what, const char *s) {
  char out[2048];
  int64_t work, w4, wq;
  long long done;
  ck_status st = alone(s, -1, &work, out, sizeof out);
  done = number_after(out, "\"work\":");
  test_condf(st == CK_OK && done >= 0, "%s: verified, with its work: %d %s", what, (int)st, out);
  if (st != CK_OK || done < 0) return;
  st = alone(s, 4 * (int64_t)done, &w4, out, sizeof out);
  test_condf(st == CK_OK, "%s: checked within 4 times its work (%lld): %d %s", what, done, (int)st,
             out);
  st = alone(s, (int64_t)done / 4, &wq, out, sizeof out);
  test_condf(st == CK_PENDING && wq == 0 && strstr(out, "would take about") != NULL &&
             strstr(out, "--work ") != NULL,
             "%s: refused before any work within a quarter of its work (%lld): %d, work %lld: %s",
             what, done, (int)st, (long long)wq, out);
}

static char *raise_bound(const char *cert, long B) {
  char to[64], *at = strstr(cert, "theorem take-and-break "), *e, *r;
  if (at == NULL) return NULL;
  e = strchr(at, '\n');
  snprintf(to, sizeof to, "theorem take-and-break %ld", B);
  r = malloc(strlen(cert) + sizeof to);
  sprintf(r, "%.*s%s%s", (int)(at - cert), cert, to, e);
  return r;
}

static void test_work_bound(void) {
  static const struct { const char *family; long n; } kinds[] = {
    {"octal(0.77)", 200}, {"octal(0.137)", 3000}, {"0.16", 520000}, {"0.56", 20000},
    {"sub(2,5,6)", 2000}, {"staircase", 100}, {"4!.0", 5000}, {"4.[3]", 300},
    {"tb(0.[37])", 300}, {"treblecross", 2000}, {"tb(0.8)", 200}, {"tb(K!.7)", 300},
    {"tb(0.G1)", 120}, {"tb(8?.0)", 150}, {"octal(0.07)", 60}, {"0.6", 3000},
  };
  char out[2048];
  size_t i;
  int64_t work;
  for (i = 0; i < sizeof kinds / sizeof kinds[0]; i++) {
    text t;
    if (test_quick && kinds[i].n > 100000) continue;
    t = certify(kinds[i].family, kinds[i].n);
    if (t.s != NULL) estimate_brackets(kinds[i].family, t.s);
    free(t.s);
  }
  { /* a period claim checked by the checker's own values: the fill is estimated too */
    const char *s = "grundy-certificate 1\nfamily octal(0.77)\nclaim period 71 12\n"
                    "theorem take-and-break 155\nend\n";
    estimate_brackets("Kayles without values", s);
    s = "grundy-certificate 1\nfamily octal(0.137)\nclaim period 0 60000\n"
        "theorem take-and-break 60004\nend\n";
    test_condf(alone(s, -1, &work, out, sizeof out) == CK_REFUSED && work == 0 &&
               strstr(out, "add the values") != NULL,
               "values too costly to compute here: refused before any work: work %lld: %s",
               (long long)work, out);
  }
  { /* octal(0.137)'s certificate with its bound B raised */
    text t = certify("octal(0.137)", 300);
    static const long raised[] = {1000141, 5000000};
    size_t r;
    for (r = 0; t.s != NULL && r < 2; r++) {
      char *s = raise_bound(t.s, raised[r]);
      const char *msg;
      double t0 = now();
      gr_status st = check_text(s, 0, &msg);
      double cpu = now() - t0;
      test_condf(st == GR_EWORK && strstr(msg, "would take about") &&
                 strstr(msg, "more than the check's work bound, 17179869184") &&
                 strstr(msg, "B up to ") && strstr(msg, "--work ") && cpu < 2.0,
                 "B = %ld: refused at once (%.2f s of processor time, the work about %.0f s): "
                 "%d %s", raised[r], cpu, (double)raised[r] * raised[r] / 4 / 2e9, (int)st, msg);
      test_condf(alone(s, CK_WORK_DEFAULT, &work, out, sizeof out) == CK_PENDING && work == 0,
                 "B = %ld: the checker alone refuses it before any work (%lld done): %s",
                 raised[r], (long long)work, out);
      free(s);
    }
    if (t.s != NULL) { /* a moderately raised bound: what fits does, and --work allows more */
      char *s = raise_bound(t.s, 20000), *fit;
      long long bfit, allow;
      gr_ctx *k = gr_open(0);
      const char *json;
      text rd = {0};
      test_condf(alone(s, 20000000, &work, out, sizeof out) == CK_PENDING && work == 0,
                 "B = 20000 within 2e7: refused before any work: %s", out);
      bfit = number_after(out, "B up to ");
      allow = number_after(out, "--work ");
      test_condf(bfit > 140 && bfit < 20000 && allow > 20000000, "what fits and what allows it: %s",
                 out);
      fit = raise_bound(t.s, (long)bfit);
      test_condf(alone(fit, 20000000, &work, out, sizeof out) == CK_OK && work <= 20000000,
                 "B = %lld, said to fit 2e7, is checked within it: %s", bfit, out);
      free(fit);
      fit = raise_bound(t.s, (long)bfit + 1);
      test_condf(alone(fit, 20000000, &work, out, sizeof out) == CK_PENDING && work == 0,
                 "B = %lld, one past what fits 2e7, is refused before any work: %s", bfit + 1, out);
      free(fit);
      if (k != NULL) {
        rd.s = s;
        rd.n = strlen(s);
        gr_set_work(k, 20000000);
        test_condf(gr_check(k, from_text, &rd, &json) == GR_EWORK, "gr_check within 2e7: %s",
                   gr_error(k));
        rd.at = 0;
        gr_set_work(k, (gr_int)allow);
        test_condf(gr_check(k, from_text, &rd, &json) == GR_OK && strstr(json, "\"bound\":20000,"),
                   "gr_check with the work the refusal named (%lld): %s", allow, gr_error(k));
        gr_close(k);
      }
      free(s);
    }
    free(t.s);
  }
  { /* a values claim past the bound: the values that fit do */
    tcode k;
    uint32_t *v = malloc(3000 * sizeof *v);
    char *s = malloc(20 * 3000 + 200), *q;
    long n, fits, j;
    memset(&k, 0, sizeof k);
    k.t = 3;
    k.d[1] = 1;
    k.d[2] = 3;
    k.d[3] = 7;
    tb_values(&k, v, 2999);
    for (n = 3000; n > 0; n = fits) {
      q = s + sprintf(s, "grundy-certificate 1\nfamily tb(0.137)\nclaim values %ld\nvalues %ld dec\n",
                      n, n);
      for (j = 0; j < n; j++) q += sprintf(q, "%lu%s", (unsigned long)v[j], j % 20 == 19 ? "\n" : " ");
      sprintf(q, "\nend\n");
      if (alone(s, 300000, &work, out, sizeof out) == CK_OK) break;
      fits = (long)number_after(out, "(claim values ");
      test_condf(work == 0 && fits > 0 && fits < n && n == 3000,
                 "claim values %ld within 3e5: refused before any work, naming what fits: %s", n,
                 out);
      if (n != 3000) break;
    }
    test_condf(n < 3000 && strstr(out, "\"verified\":true"),
               "the values said to fit are checked within the bound: %s", out);
    free(s);
    free(v);
  }
  { /* misère quotients: the estimate is a lower bound */
    static const char *const codes[] = {"0.75", "0.77", "0.31", "0.75+0.77"};
    for (i = 0; i < sizeof codes / sizeof codes[0]; i++) {
      const char *q;
      char *s;
      int64_t used;
      if (gr_quotient_certificate(c, codes[i], -1, &q) != GR_OK) {
        test_condf(0, "the quotient certificate of %s: %s", codes[i], gr_error(c));
        continue;
      }
      s = malloc(strlen(q) + 1);
      strcpy(s, q);
      test_condf(alone(s, (int64_t)1 << 50, &used, out, sizeof out) == CK_OK && used > 0,
                 "quotient %s: verified: %s", codes[i], out);
      test_condf(alone(s, used + 1, &work, out, sizeof out) == CK_OK,
                 "quotient %s: verified within the %lld it takes: %s", codes[i], (long long)used, out);
      test_condf(alone(s, used, &work, out, sizeof out) == CK_PENDING,
                 "quotient %s: refused one short of it: %s", codes[i], out);
      test_condf(alone(s, (int64_t)strlen(s) / 4 + 2, &work, out, sizeof out) == CK_PENDING &&
                 work == 0 && strstr(out, "would take at least") != NULL,
                 "quotient %s within what reading it takes: refused before any work: %s", codes[i],
                 out);
      free(s);
    }
  }
}

/* ---- every bound at its exact edge ---------------------------------------------------------
** Each bound the checker derives is tried exactly where it falls: one short
** of it is refused, exactly enough is accepted.
**   - a period claim's theorem bound B (every kind of family): B = the bound
**     is verified, B one less refused as short;
**   - the sizes a claim rests on (ck_period): the values up to the last size
**     the claim needs verify it, one value fewer is refused; and a false
**     claim whose first failure is exactly at n = B - 1, found in our own
**     values, is refused by ck_period and as a certificate (a checker that
**     stopped one size short, or derived a bound one too small, would accept
**     it);
**   - a misère quotient's periodicity argument: heaps 0..N with N exactly
**     what it needs are verified, one heap fewer refused, with pre-periods 0
**     and not, and with two codes; and a false period whose Φ breaks exactly
**     at the last heap listed is refused.
** The bounds are the README's formulas, written again here. */

/* A code "D.DDD" with "!" or "?" after a digit. */
static int parse_code(const char *s, tcode *k) {
  int j = 0;
  memset(k, 0, sizeof *k);
  for (; *s; s++) {
    int d = *s >= '0' && *s <= '9' ? *s - '0' : *s >= 'A' && *s <= 'V' ? *s - 'A' + 10 : -1;
    if (*s == '.') continue;
    if (*s == '!' || *s == '?') {
      k->mod[j - 1] = *s;
      continue;
    }
    if (d < 0 || j > 20) return 0;
    k->d[j++] = d;
  }
  k->t = j - 1;
  return 1;
}

typedef struct edge_family {
  const char *family, *theorem;
  char kind;     /* 't' a code (heaps or rows), 's' subtraction, 'm' misère subtraction, 'x'
                 ** Treblecross, 'z' staircase */
  const char *code; /* the code, or the subtraction set "1,3,4" */
  long n;        /* values computed here: sizes 0..n */
} edge_family;

static long set_of(const char *s, long *k) {
  long n = 0;
  while (*s) {
    k[n++] = strtol(s, (char **)&s, 10);
    if (*s == ',') s++;
  }
  return n;
}

/* Our own values of sizes 0..e->n, and the theorem's bound for (n0, p). */
static void edge_values(const edge_family *e, uint32_t *v) {
  tcode k;
  long s[8], ns, r;
  switch (e->kind) {
  case 't':
    parse_code(e->code, &k);
    tb_values(&k, v, e->n);
    break;
  case 's':
  case 'm':
    ns = set_of(e->code, s);
    sub_values(s, (int)ns, v, e->n, e->kind == 'm');
    break;
  case 'x': stretch_values(v, e->n); break;
  default:
    for (r = 0; r <= e->n; r++) v[r] = (uint32_t)(((r + 1) / 2) & 1);
  }
}

static long edge_bound(const edge_family *e, long n0, long p) {
  tcode k;
  long s[8], ns;
  switch (e->kind) {
  case 't':
    parse_code(e->code, &k);
    return (long)own_tb_bound(&k, n0, p);
  case 's':
  case 'm':
    ns = set_of(e->code, s);
    return n0 + s[ns - 1];
  case 'x': return 2 * n0 + p + 4;
  default: return n0 + 4;
  }
}

/* A period certificate of values v[0..n0+p-1] under `theorem`. */
static char *cert_thm(const edge_family *e, const uint32_t *v, long n0, long p, long B) {
  char *cert = malloc(256 + 12 * (size_t)(n0 + p)), *q;
  long i;
  q = cert + sprintf(cert, "grundy-certificate 1\nfamily %s\nclaim period %ld %ld\n"
                           "theorem %s %ld\nvalues %ld dec\n", e->family, n0, p, e->theorem, B,
                     n0 + p);
  for (i = 0; i < n0 + p; i++) q += sprintf(q, "%lu%s", (unsigned long)v[i], i % 20 == 19 ? "\n" : " ");
  sprintf(q, "\nend\n");
  return cert;
}

/* The true period with the least p (then n0) whose bound fits the values. */
static int true_period(const edge_family *e, const uint32_t *v, long *n0, long *p) {
  for (*p = 1; *p < 64; ++*p)
    for (*n0 = 0; edge_bound(e, *n0, *p) - 1 + *p <= e->n; ++*n0) {
      long m;
      for (m = *n0; m + *p <= e->n && v[m + *p] == v[m]; m++) {}
      if (m + *p > e->n) return 1;
    }
  return 0;
}

static void test_period_edges(void) {
  static const edge_family fams[] = {
    {"octal(0.77)", "take-and-break", 't', "0.77", 260},      /* rows of pins */
    {"tb(0.77)", "take-and-break", 't', "0.77", 260},         /* heaps, i = 1 and 2 */
    {"tb(0.547!)", "take-and-break", 't', "0.547!", 120},     /* "!" */
    {"tb(0.147?)", "take-and-break", 't', "0.147?", 120},     /* "?" on two heaps */
    {"tb(0.A3)", "take-and-break", 't', "0.A3", 60},          /* three heaps */
    {"tb(4.3)", "take-and-break", 't', "4.3", 120},           /* a digit before the point */
    {"sub(2,5,6)", "subtraction", 's', "2,5,6", 400},
    {"sub(2,7);misere", "subtraction-misere", 'm', "2,7", 400},
    {"staircase", "staircase", 'z', "", 100},
  };
  static const edge_family runs[] = { /* false claims failing exactly at B - 1 */
    {"tb(0.6)", "take-and-break", 't', "0.6", 200},
    {"octal(0.6)", "take-and-break", 't', "0.6", 200},
    {"tb(0.4!1)", "take-and-break", 't', "0.4!1", 200},
    {"tb(0.6!32)", "take-and-break", 't', "0.6!32", 200},
    {"tb(0.113)", "take-and-break", 't', "0.113", 200},
    {"sub(6)", "subtraction", 's', "6", 200},
    {"sub(9)", "subtraction", 's', "9", 200},
    {"sub(7,8);misere", "subtraction-misere", 'm', "7,8", 200},
    {"sub(4,8,9,11);misere", "subtraction-misere", 'm', "4,8,9,11", 200},
  };
  uint32_t *v = malloc(401 * sizeof *v);
  size_t i;
  for (i = 0; v != NULL && i < sizeof fams / sizeof fams[0]; i++) {
    const edge_family *e = &fams[i];
    long n0, p, B, need;
    char *cert, what[160], words[160];
    ck_family *f;
    edge_values(e, v);
    if (!true_period(e, v, &n0, &p)) {
      test_condf(0, "%s: no period in our own values 0..%ld", e->family, e->n);
      continue;
    }
    B = edge_bound(e, n0, p);
    snprintf(what, sizeof what, "%s: period %ld from %ld with B = %ld, the theorem's bound",
             e->family, p, n0, B);
    snprintf(words, sizeof words, "\"bound\":%ld,\"theorem_bound\":%ld,", B, B);
    cert = cert_thm(e, v, n0, p, B);
    expect_verified(what, cert, words);
    free(cert);
    snprintf(what, sizeof what, "%s: period %ld from %ld with B = %ld, one short", e->family, p, n0,
             B - 1);
    snprintf(words, sizeof words, "the bound B = %ld is short", B - 1);
    cert = cert_thm(e, v, n0, p, B - 1);
    expect_refused(what, cert, words);
    free(cert);
    { /* claim values N: all N verified, the last one too */
      long N = e->n + 1, j;
      char *q;
      cert = malloc(256 + 12 * (size_t)N);
      q = cert + sprintf(cert, "grundy-certificate 1\nfamily %s\nclaim values %ld\nvalues %ld dec\n",
                         e->family, N, N);
      for (j = 0; j < N; j++) q += sprintf(q, "%lu%s", (unsigned long)v[j], j % 20 == 19 ? "\n" : " ");
      sprintf(q, "\nend\n");
      snprintf(what, sizeof what, "%s: claim values %ld", e->family, N);
      expect_verified(what, cert, NULL);
      q[-2] = v[N - 1] % 10 == 9 ? '8' : (char)('0' + (v[N - 1] % 10) + 1); /* its last digit */
      snprintf(what, sizeof what, "%s: claim values %ld, the last one wrong", e->family, N);
      snprintf(words, sizeof words, " %ld", N - 1);
      expect_refused(what, cert, words);
      free(cert);
    }
    if ((f = open_family(e->family)) == NULL) continue;
    need = B > n0 ? B - 1 + p : n0 + p - 1;
    test_condf(ck_period(f, v, need + 1, n0, p, 0, NULL) == CK_OK,
               "%s: ck_period with the values up to %ld, all the claim needs: %s", e->family, need,
               ck_message(f));
    ck_forget(f);
    test_condf(ck_period(f, v, need, n0, p, 0, NULL) == CK_REFUSED &&
                   strstr(ck_message(f), "only sizes") != NULL,
               "%s: ck_period with the values up to %ld, one short: %s", e->family, need - 1,
               ck_message(f));
    ck_family_close(f);
  }
  for (i = 0; v != NULL && i < sizeof runs / sizeof runs[0]; i++) {
    const edge_family *e = &runs[i];
    long p, m, found = 0;
    edge_values(e, v);
    for (p = 1; p < 40 && !found; p++)
      for (m = 0; m + p < e->n && !found; m++) {
        long x = m, B = edge_bound(e, m, p);
        char *cert, words[160];
        ck_family *f;
        ck_status st;
        if (v[m + p] != v[m] || (m > 0 && v[m - 1 + p] == v[m - 1])) continue;
        while (x + 1 + p <= e->n && v[x + 1 + p] == v[x + 1]) x++;
        if (x + 1 + p > e->n || x + 1 != B - 1) continue; /* not failing exactly at B - 1 */
        found = 1;
        cert = cert_thm(e, v, m, p, B);
        snprintf(words, sizeof words, "fails at n = %ld", B - 1);
        expect_refused(e->family, cert, words);
        free(cert);
        cert = cert_thm(e, v, m, p, B - 1);
        expect_refused(e->family, cert, "is short");
        free(cert);
        if ((f = open_family(e->family)) == NULL) continue;
        st = ck_period(f, v, e->n + 1, m, p, 0, NULL);
        test_condf(st == CK_REFUSED && ck_failed_at(f) == B - 1,
                   "%s: period %ld from %ld fails at n = %ld = B - 1: status %d at %lld (%s)",
                   e->family, p, m, B - 1, (int)st, (long long)ck_failed_at(f), ck_message(f));
        ck_family_close(f);
      }
    test_condf(found, "%s: a false period failing exactly at n = B - 1 in our values 0..%ld",
               e->family, e->n);
  }
  printf("  check: the theorem's bound and the sizes it needs at their edges: %zu families; "
         "false periods failing exactly at B - 1: %zu\n", sizeof fams / sizeof fams[0],
         sizeof runs / sizeof runs[0]);
  free(v);
}

/* A quotient certificate cut to heaps 0..n-1 (and its period lines set to
** `period`, when not NULL): a new string. */
static char *quotient_cut(const char *cert, long n, const char *period) {
  const char *h = strstr(cert, "\nheaps "), *phi = strstr(cert, "\nphi "), *per = strstr(cert, "\nperiod ");
  const char *end = strstr(cert, "\nend");
  char *out, *q;
  long k = number_after(cert, "\ncodes "), i;
  const char *s;
  if (h == NULL || phi == NULL || per == NULL || end == NULL || k < 1) return NULL;
  out = malloc(strlen(cert) + 256 + (period ? strlen(period) : 0));
  q = out + sprintf(out, "%.*s\nheaps %ld\nphi", (int)(h - cert), cert, n);
  for (s = phi + 5, i = 0; i < n * k; i++) {
    long x = strtol(s, (char **)&s, 10);
    q += sprintf(q, " %ld", x);
  }
  q += sprintf(q, "%s", "");
  if (period != NULL) sprintf(q, "\n%s\nend\n", period);
  else sprintf(q, "%.*s\n", (int)(end + 4 - per), per);
  return out;
}

/* The last place of each code's nonzero digits. */
static int last_digit(const char *code) {
  const char *p = strchr(code, '.');
  int t = 0, j = 0;
  for (p = p + 1; *p && *p != '+' && *p != '\n'; p++)
    if (*p >= '0' && *p <= '9') {
      j++;
      if (*p != '0') t = j;
    }
  return t;
}

static void test_quotient_edges(void) {
  static const char *const codes[] = {"0.75", "0.3", "0.33", "0.13", "0.77", "0.75+0.31",
                                      "0.13+0.33"};
  size_t i;
  for (i = 0; i < sizeof codes / sizeof codes[0]; i++) {
    const char *q, *at;
    char *cert, *cut, what[120];
    long need = -1, k, cc;
    if (gr_quotient_certificate(c, codes[i], -1, &q) != GR_OK) {
      test_condf(0, "quotient %s: %s", codes[i], gr_error(c));
      continue;
    }
    cert = malloc(strlen(q) + 1);
    strcpy(cert, q);
    k = number_after(cert, "\ncodes ");
    for (at = cert, cc = 0; cc < k && (at = strstr(at, "\ncode ")) != NULL; cc++) {
      const char *pl;
      char key[32];
      int t = last_digit(at + 6);
      long n0, p;
      at += 6;
      snprintf(key, sizeof key, "\nperiod %ld ", cc);
      pl = strstr(cert, key);
      if (pl == NULL || strncmp(pl + strlen(key), "none", 4) == 0) continue;
      n0 = atol(pl + strlen(key));
      p = atol(strchr(pl + strlen(key), ' ') + 1);
      if (2 * n0 + 2 * p + t - 1 + (n0 == 0) > need) need = 2 * n0 + 2 * p + t - 1 + (n0 == 0);
    }
    test_condf(need > 0, "quotient %s: a period is claimed: %.300s", codes[i], cert);
    if (need > 0) {
      cut = quotient_cut(cert, need + 1, NULL);
      snprintf(what, sizeof what, "quotient %s with heaps 0..%ld, what its period needs", codes[i],
               need);
      expect_verified(what, cut, "by the period of phi the quotient of every heap");
      free(cut);
      cut = quotient_cut(cert, need, NULL);
      snprintf(what, sizeof what, "quotient %s with heaps 0..%ld, one short", codes[i], need - 1);
      expect_refused(what, cut, "too few heaps for the periodicity argument");
      free(cut);
    }
    free(cert);
  }
  { /* 0.004: Φ is 1 at heaps 0..4 and not at heap 5, exactly where period 1 from 0 needs
    ** heaps to: the period, false, is refused only by heap 5 */
    const char *q;
    if (gr_quotient_certificate(c, "0.004", 5, &q) == GR_OK) {
      char *cert = malloc(strlen(q) + 1), *cut;
      long phi[6], j;
      const char *s;
      strcpy(cert, q);
      s = strstr(cert, "\nphi ");
      for (j = 0, s = s ? s + 5 : NULL; s != NULL && j < 6; j++) phi[j] = strtol(s, (char **)&s, 10);
      test_condf(s != NULL && number_after(cert, "\nheaps ") == 6 && phi[0] == phi[4] &&
                     phi[4] != phi[5] && 2 * 0 + 2 * 1 + last_digit("0.004") - 1 + 1 == 5,
                 "0.004 to heap 5: Φ breaks period 1 exactly at heap 5: %s", cert);
      cut = quotient_cut(cert, 6, "period 0 0 1");
      expect_refused("0.004 claiming period 1 from 0, false only at its last heap", cut,
                     "phi does not repeat with the period claimed");
      free(cut);
      free(cert);
    } else {
      test_condf(0, "quotient 0.004 to heap 5: %s", gr_error(c));
    }
  }
}

/* ---- the engine's proofs go through the checker --------------------------------------- */

static void test_engine_proofs(void) {
  const char *json;
  long before = gr_claims_refused();
  gr_ctx *k = gr_open(0);
  jval *j;
  if (k == NULL) return;
  /* a corrupted table value: the claim the table shows is refused */
  test_cond("sub(1,2) to 100", gr_sequence(k, "sub(1,2)", 100, &json) == GR_OK);
  test_cond("poke", gr_family_poke(k, "sub", "1,2", 5, 7));
  test_cond("sub(1,2) again", gr_sequence(k, "sub(1,2)", 60, &json) == GR_OK);
  j = json_parse(json);
  test_condf(j && json_bool(json_get(j, "periodicity"), "proven") == 0 &&
             json_is_null(j, "period"),
             "a corrupted value: the period is not proven: %.400s", json);
  test_condf(strstr(json, "value of heap 5 is 7, but no option reaches 2") != NULL,
             "the check's message names heap 5: %.600s", json);
  json_free(j);
  test_condf(gr_sg(k, "sub(1,2)", 1000000000000000LL, &json) != GR_OK &&
             strstr(gr_error(k), "no period is proven") != NULL,
             "a refused claim never folds a size: %s", gr_sg(k, "sub(1,2)", 5, &json) == GR_OK ? json : gr_error(k));
  /* the pattern finder's proven period is the checker's too */
  test_cond("pattern sub(1,2)", gr_pattern(k, "sub(1,2)", 60, &json) == GR_OK);
  j = json_parse(json);
  test_condf(j && json_bool(json_get(j, "period"), "proven") == 0 &&
             strstr(json, "\"check\":\"period 3 from 6: value of heap 5 is 7") != NULL &&
             strstr(json, "observed, not proven") != NULL,
             "pattern of a corrupted table: observed, with the check's word: %.600s", json);
  json_free(j);
  { /* a typed rule that is a code: its period is checked by the code's rules */
    const char *rule = "ruleset(take k: k<=3)";
    char key[64];
    test_cond("pattern of a code rule", gr_pattern(k, rule, 100, &json) == GR_OK);
    j = json_parse(json);
    test_condf(j && json_bool(json_get(j, "period"), "proven") == 1 &&
               json_long(json_get(j, "period"), "period", 0) == 4,
               "take k: k<=3: period 4 proven: %.400s", json);
    json_free(j);
    snprintf(key, sizeof key, "%.*s", (int)strlen(rule) - 9, rule + 8);
    test_condf(gr_family_poke(k, "ruleset", key, 9, 0), "poke ruleset(%s)", key);
    test_cond("pattern of a poked rule", gr_pattern(k, rule, 100, &json) == GR_OK);
    j = json_parse(json);
    test_condf(j && json_bool(json_get(j, "period"), "proven") == 0 &&
               strstr(json, "value of heap 9 is 0") != NULL,
               "take k: k<=3 with SG(9) = 0: not proven, the check says heap 9: %.600s", json);
    json_free(j);
    test_condf(gr_sequence(k, rule, 100, &json) == GR_OK && strstr(json, "\"period\":null") != NULL,
               "its sequence claims no period: %.300s", json);
  }
  test_condf(gr_claims_refused() > before, "the refusal is counted (%ld before, %ld after)", before,
             gr_claims_refused());
  test_forced_refusals += gr_claims_refused() - before;
  gr_close(k);
  { /* a bounded call: the check of 0.16's (0.156's) period goes over several calls */
    int calls = 0;
    gr_status st;
    k = gr_open(0);
    if (k == NULL) return;
    gr_set_work(k, test_quick ? 200000 : 20000000);
    do {
      st = gr_sequence_part(k, test_quick ? "0.156" : "0.16", test_quick ? 8000 : 520000,
                            GR_SEQ_STATS, 0, 0, &json);
      calls++;
      test_condf(st == GR_OK || (st == GR_ELIMIT && strstr(gr_error(k), "so far") != NULL),
                 "bounded 0.16: %s", gr_error(k));
    } while (st == GR_ELIMIT && calls < 1000);
    test_condf(st == GR_OK && strstr(json, test_quick ? "\"preperiod\":3479,\"period\":349"
                                                      : "\"preperiod\":105351,\"period\":149459") &&
               strstr(json, "\"check\":{\"verified\":true") != NULL && calls > 3,
               "0.16 in bounded calls (%d): %.300s", calls, st == GR_OK ? json : gr_error(k));
    gr_close(k);
  }
}

void test_check(void) {
  double t0 = now();
  c = gr_open(0);
  if (c == NULL) return;
  test_random_codes();
  printf("  check: random codes %.2fs\n", now() - t0);
  test_random_others();
  test_bounds();
  printf("  check: others %.2fs\n", now() - t0);
  test_54447();
  test_malformed();
  test_engine_certificates();
  printf("  check: certificates %.2fs\n", now() - t0);
  test_work_bound();
  printf("  check: work bound %.2fs\n", now() - t0);
  test_period_edges();
  test_quotient_edges();
  printf("  check: bounds at their edges %.2fs\n", now() - t0);
  test_engine_proofs();
  printf("  check: engine proofs %.2fs\n", now() - t0);
  gr_close(c);
}
