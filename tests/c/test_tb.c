/*
** test_tb.c — take-and-break codes on heaps ("tb(CODE)") and the sequence
** machinery behind them. Expectations come from the rules and from published
** facts, never from the engine:
**   - every value against a plain mex of our own (written here from the
**     rules, on codes held as digits, the engine getting only their text):
**     random octal and hexadecimal codes, "!" and "?", digits before the
**     point, repeating tails; heaps up to 5,000 where a plain mex of our own
**     can go that far (codes leaving at most two heaps, tails that only take),
**     fewer for the others (three or four heaps, tails that split);
**   - every small heap position and its moves against the minimax oracle
**     (tests/c/rules/tb.c reads the rules from the code's text alone);
**   - the periodicity theorem's bound, written here from the documented
**     rule: a claimed period holds on twice as many values of our own, and
**     it is claimed at the first n the rule allows, not one value earlier;
**   - the published table (pre-periods and periods, 0.16's rare values), Grundy's
**     game (first values, P-positions, rare heaps), Lasker's Nim and Nim
**     (their formulas, arithmetic periodicity observed, not proven); 0.376
**     and 0.354 only with GR_TEST_SLOW=1 (they need 4.5 and 20 million values);
**   - the notation (canonical codes, moves, refusals, malformed codes), the
**     sequence in parts, values of any size, the work bound of a call, and
**     tables that grow step by step without computing a value twice.
*/
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include "../../c/grundy.h"
#include "json.h"
#include "sweep.h"
#include "suites.h"
#include "test.h"

/* An engine internal the tests reach for (c/family.h): values a table holds
** and how many were computed for it in all. */
int gr_family_counts(gr_ctx *ctx, const char *game, const char *key, long long *held,
                     long long *computed);

static gr_ctx *c;

static double clock_s(void) { return (double)clock() / CLOCKS_PER_SEC; }

static unsigned long seed = 777;
static unsigned long rnd(unsigned long n) {
  seed = seed * 6364136223846793005UL + 1442695040888963407UL;
  return (unsigned long)(seed >> 33) % n;
}

/* ---- codes as the test holds them ---------------------------------------------- */

typedef struct tcode {
  int d[24], mod[24]; /* d[0] before the point, d[j] removing j; mod 0, '!' or '?' */
  int t, tail;        /* digits d[1..t]; the last `tail` repeat forever */
} tcode;

static int tdigit(const tcode *k, long j, int *mod) {
  int u = -1;
  if (j <= k->t) u = (int)j;
  else if (k->tail) u = k->t - k->tail + 1 + (int)((j - (k->t - k->tail) - 1) % k->tail);
  *mod = u < 0 ? 0 : k->mod[u];
  return u < 0 ? 0 : k->d[u];
}

static int heaps_of(const tcode *k) {
  int j, all = 0, h = 0;
  for (j = 0; j <= k->t; j++) all |= k->d[j];
  while (all >> (h + 1)) h++;
  return h;
}

/* The code as it might be typed: ".77" for "0.77" now and then. */
static void code_text(const tcode *k, char *out, size_t cap) {
  size_t n = 0;
  int j, pre = k->t - k->tail;
  const char *dig = "0123456789ABCDEFGHIJKLMNOPQRSTUV";
  if (k->d[0] || k->mod[0] || rnd(2)) n += (size_t)snprintf(out + n, cap - n, "%c", dig[k->d[0]]);
  if (k->mod[0]) n += (size_t)snprintf(out + n, cap - n, "%c", k->mod[0]);
  n += (size_t)snprintf(out + n, cap - n, ".");
  for (j = 1; j <= k->t; j++) {
    if (j == pre + 1 && k->tail) n += (size_t)snprintf(out + n, cap - n, "[");
    n += (size_t)snprintf(out + n, cap - n, "%c", dig[k->d[j]]);
    if (k->mod[j]) n += (size_t)snprintf(out + n, cap - n, "%c", k->mod[j]);
  }
  if (k->tail) n += (size_t)snprintf(out + n, cap - n, "]");
  else if (k->t == 0) n += (size_t)snprintf(out + n, cap - n, "0");
}

/* ---- our own plain mex ------------------------------------------------------------ */

#define OWN_SEEN (1 << 18)
static unsigned seen[OWN_SEEN], stamp;

static void mark(long x) {
  if (x >= 0 && x < OWN_SEEN) seen[x] = stamp;
}

/* Every way to leave k heaps (2..4) from n tokens: parts p[0..k-1] non-
** decreasing, p[at..] still to choose, each at least lo. */
static void own_parts(const long *v, long n, int k, int mod, long lo, long *p, int at) {
  if (at == k - 1) {
    long x = 0;
    int i, same = 0;
    if (n < lo) return;
    p[at] = n;
    for (i = 1; i < k; i++) same += p[i] == p[i - 1];
    if (mod == '!' && same > 0) return;   /* pairwise unequal */
    if (mod == '?' && same == k - 1) return; /* not all equal */
    for (i = 0; i < k; i++) x ^= v[p[i]];
    mark(x);
    return;
  }
  for (p[at] = lo; p[at] * (k - at) <= n; p[at]++)
    own_parts(v, n - p[at], k, mod, p[at], p, at + 1);
}

static void own_values(const tcode *k, long n, long *v) {
  long h, j, p[4];
  for (h = 0; h <= n; h++) {
    long g = 0;
    if (++stamp == 0) {
      memset(seen, 0, sizeof seen);
      stamp = 1;
    }
    for (j = 0; j <= h; j++) {
      int mod, d = tdigit(k, j, &mod), i;
      if (d == 0) continue;
      if ((d & 1) && j >= 1 && h == j) mark(0);      /* the whole heap */
      if ((d & 2) && j >= 1 && h > j) mark(v[h - j]); /* one heap left */
      for (i = 2; i <= 4; i++)                         /* i heaps left */
        if (d & (1 << i)) own_parts(v, h - j, i, mod, 1, p, 0);
    }
    while (g < OWN_SEEN && seen[g] == stamp) g++;
    v[h] = g;
  }
}

/* ---- the engine's answers ------------------------------------------------------------ */

/* Values 0..n of family fam into out (the VALUES part, read without the JSON
** reader); returns how many were read. */
static long eng_values(const char *fam, long n, long *out) {
  const char *t, *p;
  long i = 0;
  gr_status st = gr_sequence_part(c, fam, n, GR_SEQ_VALUES, 0, n, &t);
  test_condf(st == GR_OK, "values of %s to %ld: %s", fam, n, gr_error(c));
  if (st != GR_OK) return 0;
  for (p = t; *p && i <= n; i++) {
    char *end;
    out[i] = strtol(p, &end, 10);
    p = *end == ',' ? end + 1 : end;
  }
  return i;
}

/* The statistics-only JSON of fam about sizes 0..n (caller frees), or NULL. */
static jval *eng_stats(const char *fam, long n) {
  const char *t;
  gr_status st = gr_sequence_part(c, fam, n, GR_SEQ_STATS, 0, 0, &t);
  jval *j;
  test_condf(st == GR_OK, "stats of %s at %ld: %s", fam, n, gr_error(c));
  if (st != GR_OK) return NULL;
  j = json_parse(t);
  test_condf(j != NULL, "stats of %s: not JSON", fam);
  return j;
}

/* ---- the periodicity rule, as documented ------------------------------------------ */

/* B such that SG(m+p) = SG(m) for n0 ≤ m < B proves the period (finite codes):
** t + the largest of max(n0, 1) (one heap left) and, for each number i ≥ 2 of
** heaps a digit may leave, i*n0 + c*p + e with c = i-1 (no modifier), i
** ("?"), i(i+1)/2-1 ("!"), e = 0 when n0 ≥ 1, else 1 (no modifier) or i. */
static long own_bound(const tcode *k, long n0, long p) {
  long most = 1;
  int j, i;
  for (j = 0; j <= k->t; j++) {
    int d = k->d[j], m = d >= 4 ? k->mod[j] : 0;
    if ((d & 2) && j > 0 && (n0 > 1 ? n0 : 1) > most) most = n0 > 1 ? n0 : 1;
    for (i = 2; i <= 4; i++) {
      long cc, e;
      if (!(d & (1 << i))) continue;
      cc = m == '!' ? i * (i + 1) / 2 - 1 : m == '?' ? i : i - 1;
      e = n0 > 0 ? 0 : m ? i : 1;
      if (i * n0 + cc * p + e > most) most = i * n0 + cc * p + e;
    }
  }
  return k->t + most;
}

/* The period the rule proves from v[0..n]: the smallest p, with the longest
** run of v[m+p] = v[m] ending at n; 0 when none. */
static int own_claim(const tcode *k, const long *v, long n, long *pre, long *per) {
  long p;
  for (p = 1; p <= n; p++) {
    long m = n - p;
    while (m >= 0 && v[m + p] == v[m]) m--;
    if (m + 1 > n - p) continue; /* no match at all */
    if (own_bound(k, m + 1, p) - 1 <= n - p) {
      *pre = m + 1;
      *per = p;
      return 1;
    }
  }
  return 0;
}

/* ---- random codes against our own mex -------------------------------------------- */

/* A random code of the given kind: 0 octal, 1 hexadecimal with modifiers,
** 2 a digit before the point, 3 a repeating tail, 4 three or four heaps. */
static void random_code(tcode *k, int kind) {
  int j, t;
  memset(k, 0, sizeof *k);
  t = 1 + (int)rnd(kind == 4 ? 2 : 4);
  for (j = 1; j <= t; j++) {
    k->d[j] = kind == 1 ? (int)rnd(16) : kind == 4 ? (int)rnd(32) : (int)rnd(8);
    if (kind == 4 && rnd(2)) k->d[j] &= 15;
    if ((kind == 1 || kind == 4) && k->d[j] >= 4 && rnd(3) == 0) k->mod[j] = rnd(2) ? '!' : '?';
  }
  if (kind != 3 && k->d[t] == 0) k->d[t] = 1 + (int)rnd(7);
  k->t = t;
  if (kind == 2 || (kind == 3 && rnd(3) == 0)) {
    static const int d0[] = {4, 8, 12};
    k->d[0] = d0[rnd(kind == 2 ? 3 : 1)];
    if (rnd(2)) k->mod[0] = rnd(2) ? '!' : '?';
  }
  if (kind == 3) {
    k->tail = 1 + (int)rnd((unsigned long)t);
    for (j = t - k->tail + 1; j <= t; j++)
      if (rnd(2)) k->d[j] &= 3; /* most tails only take */
    if (k->d[t] == 0) k->d[t] = 3;
  }
  if (kind == 4 && heaps_of(k) < 3) k->d[t] |= 8;
}

/* How far our own mex goes for k in the test's time. */
static long own_reach(const tcode *k) {
  int h = heaps_of(k), j, tail_splits = 0;
  for (j = k->t - k->tail + 1; k->tail && j <= k->t; j++) tail_splits |= k->d[j] >= 4;
  if (h >= 4) return test_quick ? 60 : 120;
  if (h == 3) return tail_splits ? 80 : test_quick ? 150 : 400;
  if (tail_splits) return test_quick ? 150 : 400;
  return test_quick ? 1500 : 5000;
}

static void random_codes(void) {
  double t0 = clock_s();
  int i, n = test_quick ? 25 : 75, claims = 0, checked = 0;
  long *own = malloc(10002 * sizeof *own), *eng = malloc(10002 * sizeof *eng);
  seed = 2718;
  for (i = 0; i < n; i++) {
    tcode k;
    char code[80], fam[96];
    long reach, got, x, pre = -1, per = -1;
    jval *j;
    random_code(&k, i % 5);
    code_text(&k, code, sizeof code);
    snprintf(fam, sizeof fam, "tb(%s)", code);
    reach = own_reach(&k);
    own_values(&k, reach, own);
    got = eng_values(fam, reach, eng);
    for (x = 0; x < got && eng[x] == own[x]; x++) {}
    test_condf(got == reach + 1 && x == got, "%s: value %ld is %ld, own mex %ld", fam, x,
               x < got ? eng[x] : -1, x <= reach ? own[x] : -1);
    checked++;
    if (k.tail || (j = eng_stats(fam, reach)) == NULL) continue;
    if (!json_is_null(j, "period")) { /* the claim holds on twice as many values */
      long more = 2 * reach, m;
      pre = json_long(j, "preperiod", -1);
      per = json_long(j, "period", -1);
      claims++;
      own_values(&k, more, own);
      for (m = pre; m + per <= more && own[m + per] == own[m]; m++) {}
      test_condf(m + per > more, "%s: claimed period %ld from %ld fails at %ld (own mex to %ld)",
                 fam, per, pre, m, more);
      test_condf(pre == 0 || own[pre - 1 + per] != own[pre - 1], "%s: pre-period %ld is not "
                 "the smallest", fam, pre);
    }
    json_free(j);
  }
  test_condf(claims >= (test_quick ? 3 : 10), "random codes: only %d of %d claim a period", claims,
             checked);
  { /* named codes, and codes whose split is by value and heap parity */
    static const struct { const char *text; int d[4], t; } fixed[] = {
      {"4!.0", {4, 0, 0, 0}, 0}, {"0.6", {0, 6, 0, 0}, 1},   {"0.16", {0, 1, 6, 0}, 2},
      {"0.324", {0, 3, 2, 4}, 3}, {"4.44", {4, 4, 4, 0}, 2}, {"0.776", {0, 7, 7, 6}, 3},
      {"0.142", {0, 1, 4, 2}, 3}, {"0.126", {0, 1, 2, 6}, 3},
    };
    size_t q;
    for (q = 0; q < sizeof fixed / sizeof fixed[0]; q++) {
      tcode k;
      long reach = test_quick ? 1500 : 5000, got, x;
      int j;
      memset(&k, 0, sizeof k);
      for (j = 0; j <= fixed[q].t; j++) k.d[j] = fixed[q].d[j];
      k.mod[0] = fixed[q].text[1] == '!' ? '!' : 0;
      k.t = fixed[q].t;
      own_values(&k, reach, own);
      got = eng_values(fixed[q].text, reach, eng);
      for (x = 0; x < got && eng[x] == own[x]; x++) {}
      test_condf(got == reach + 1 && x == got, "%s: value %ld is %ld, own mex %ld",
                 fixed[q].text, x, x < got ? eng[x] : -1, x <= reach ? own[x] : -1);
      checked++;
      if (q >= 3) { /* these are split by (value, heap parity) */
        jval *js = eng_stats(fixed[q].text, reach);
        const jval *sp = js ? json_get(json_get(js, "stats"), "split") : NULL;
        test_condf(sp && json_str(sp, "by") && strcmp(json_str(sp, "by"), "value and parity") == 0,
                   "%s: split by %s", fixed[q].text, sp && json_str(sp, "by") ? json_str(sp, "by") : "?");
        json_free(js);
      }
    }
  }
  free(own);
  free(eng);
  printf("  %-44s %6.2fs  (%d codes, %d periods)\n", "tb: random codes against own mex",
         clock_s() - t0, checked, claims);
}

/* A finite code typed as "d0.d1d2…" (digits, "!" or "?" after one) as the
** test holds it. */
static void tcode_of(const char *text, tcode *k) {
  int j = 0;
  memset(k, 0, sizeof *k);
  for (; *text; text++) {
    if (*text == '.') continue;
    if (*text == '!' || *text == '?') {
      k->mod[j - 1] = *text;
      continue;
    }
    k->d[j++] = *text <= '9' ? *text - '0' : *text - 'A' + 10;
  }
  k->t = j - 1;
}

/* Codes with two split digits (bit 4) whose positions have the same parity
** and lie 4 or more apart: every value against our own mex, the analyses
** and the period that depend on them. */
static void far_splits(void) {
  static const char *const codes[] = {
    "0.40004", "0.4000004", "0.040004", "4.0004", "0.60006", "0.4000!4", "0.44444", "0.75045",
    "0.54447", "0.404", "0.C0004", "4!.0004", "0.4000000004",
  };
  double t0 = clock_s();
  long n = test_quick ? 300 : 1200, *own = malloc(3002 * sizeof *own),
       *eng = malloc(3002 * sizeof *eng), got, x, m;
  size_t q;
  jval *j;
  const char *json;
  for (q = 0; q < sizeof codes / sizeof codes[0]; q++) {
    tcode k;
    tcode_of(codes[q], &k);
    own_values(&k, n, own);
    got = eng_values(codes[q], n, eng);
    for (x = 0; x < got && eng[x] == own[x]; x++) {}
    test_condf(got == n + 1 && x == got, "%s: value %ld is %ld, own mex %ld", codes[q], x,
               x < got ? eng[x] : -1, x <= n ? own[x] : -1);
  }
  { /* 0.40004: heaps 0..12 are 0 0 0 1 1 2 0 3 1 2 0 3 1; heap 3 is an N-position */
    static const long want[] = {0, 0, 0, 1, 1, 2, 0, 3, 1, 2, 0, 3, 1};
    got = eng_values("0.40004", 12, eng);
    for (x = 0; x < got && eng[x] == want[x]; x++) {}
    test_condf(got == 13 && x == 13, "0.40004: value %ld is %ld, want %ld", x,
               x < got ? eng[x] : -1, x < 13 ? want[x] : -1);
    j = sw_analyze(c, "tb(0.40004):3", GR_MOVES_ALL);
    if (j != NULL) {
      const jval *w = json_get(j, "winning");
      test_condf(json_str(j, "verdict") && strcmp(json_str(j, "verdict"), "N") == 0 &&
                     json_long(json_get(j, "components")->items[0], "sg", -1) == 1 &&
                     w && w->n == 1 && strcmp(w->items[0]->s, "1:3>1+1") == 0,
                 "tb(0.40004):3: verdict %s, want N with SG 1 and the winning move 1:3>1+1",
                 json_str(j, "verdict") ? json_str(j, "verdict") : "null");
      json_free(j);
    }
  }
  { /* a row of 0.75045: the winning blocks */
    j = sw_analyze(c, "octal(0.75045):oo.ooooooo@2", GR_MOVES_WINNING);
    if (j != NULL) {
      const jval *w = json_get(j, "winning");
      char have[200] = "";
      size_t i;
      for (i = 0; w && i < w->n; i++)
        snprintf(have + strlen(have), sizeof have - strlen(have), "%s%s", i ? " " : "",
                 w->items[i]->s);
      test_condf(strcmp(have, "1:1 1:2 1:4 1:10") == 0,
                 "octal(0.75045):oo.ooooooo@2: winning %s, want 1:1 1:2 1:4 1:10", have);
      json_free(j);
    }
  }
  { /* 0.54447: period 67 from 52, which our own mex confirms; huge heaps fold by it */
    tcode k;
    long pre, per, h;
    tcode_of("0.54447", &k);
    own_values(&k, 3000, own);
    j = eng_stats("0.54447", 500);
    pre = j ? json_long(j, "preperiod", -1) : -1;
    per = j ? json_long(j, "period", -1) : -1;
    test_condf(pre == 52 && per == 67, "0.54447 at 500: period %ld from %ld, want 67 from 52",
               per, pre);
    json_free(j);
    for (m = 52; m + 67 <= 3000 && own[m + 67] == own[m]; m++) {}
    test_condf(m + 67 > 3000 && own[51 + 67] != own[51], "0.54447: own mex disagrees with "
               "period 67 from 52 at %ld", m);
    h = 52 + (long)((1000000000000000000ULL - 52) % 67);
    test_cond("0.54447: SG(10^18) is 2 by own mex and the period", own[h] == 2);
    test_condf(gr_sg(c, "0.54447", 1000000000000000000LL, &json) == GR_OK &&
                   (j = json_parse(json)) != NULL,
               "value 0.54447 10^18: %s", gr_error(c));
    if (j != NULL) {
      test_condf(json_long(j, "sg", -1) == own[h], "0.54447: SG(10^18) is %ld, want %ld",
                 json_long(j, "sg", -1), own[h]);
      json_free(j);
    }
  }
  free(own);
  free(eng);
  printf("  %-44s %6.2fs\n", "tb: split digits of one parity far apart", clock_s() - t0);
}

/* A period is claimed at the first n the rule allows, and not one value
** before: codes of every kind with short periods. */
static void claim_edges(void) {
  static const char *const codes[] = {"0.77", "0.07", "0.137", "0.26", "4?.2", "0.546!",
                                      "0.F?2", "0.7!5?F?", "4.4", "0.55!5!", "0.A",
                                      "0.3", "0.1", "0.2", "0.12"};
  size_t q;
  long *own = malloc(4001 * sizeof *own);
  for (q = 0; q < sizeof codes / sizeof codes[0]; q++) {
    tcode k;
    const char *p = codes[q];
    char fam[64];
    long pre, per, pre2, per2, at;
    int j = 0;
    jval *js;
    memset(&k, 0, sizeof k);
    if (*p != '.') { /* read the few codes above into digits */
      k.d[0] = *p >= 'A' ? *p - 'A' + 10 : *p - '0';
      p++;
      if (*p == '!' || *p == '?') k.mod[0] = *p++;
    }
    for (p++; *p; p++) {
      if (*p == '!' || *p == '?') {
        k.mod[j] = *p;
        continue;
      }
      k.d[++j] = *p >= 'A' ? *p - 'A' + 10 : *p - '0';
    }
    k.t = j;
    snprintf(fam, sizeof fam, "tb(%s)", codes[q]);
    own_values(&k, heaps_of(&k) > 2 ? 700 : 4000, own);
    if (!own_claim(&k, own, heaps_of(&k) > 2 ? 700 : 4000, &pre, &per)) {
      test_condf(0, "%s: no period in our own values", fam);
      continue;
    }
    at = own_bound(&k, pre, per) - 1; /* the first n the rule allows (one match at least) */
    at = (at > pre ? at : pre) + per;
    test_condf(own_claim(&k, own, at, &pre2, &per2) && pre2 == pre && per2 == per,
               "%s: our own claim at %ld is %ld from %ld", fam, at, per2, pre2);
    test_condf(!own_claim(&k, own, at - 1, &pre2, &per2), "%s: our own rule claims a period "
               "at %ld already", fam, at - 1);
    if ((js = eng_stats(fam, at)) != NULL) {
      const jval *pd = json_get(js, "periodicity");
      test_condf(json_long(js, "preperiod", -1) == pre && json_long(js, "period", -1) == per,
                 "%s at n = %ld: period %ld from %ld, want %ld from %ld", fam, at,
                 json_long(js, "period", -1), json_long(js, "preperiod", -1), per, pre);
      test_condf(pd && json_bool(pd, "proven") == 1 && json_long(pd, "needs", -1) == at &&
                     json_long(pd, "bound", -1) == own_bound(&k, pre, per),
                 "%s at n = %ld: periodicity needs %ld, bound %ld", fam, at,
                 pd ? json_long(pd, "needs", -1) : -1, pd ? json_long(pd, "bound", -1) : -1);
      json_free(js);
    }
    if ((js = eng_stats(fam, at - 1)) != NULL) {
      test_condf(json_is_null(js, "period"), "%s at n = %ld: claims period %ld from %ld one "
                 "value early", fam, at - 1, json_long(js, "period", -1),
                 json_long(js, "preperiod", -1));
      json_free(js);
    }
  }
  free(own);
  printf("  %-44s\n", "tb: periods claimed exactly when proven");
}

/* ---- published facts -------------------------------------------------------------------- */

/* The published table: pre-period and period, each proven at the first n the
** octal periodicity theorem allows (2*n0 + p + t - 1 + p) and not before. */
static void published_table(void) {
  static const struct {
    const char *code;
    long pre, per;
    int t, slow;
  } f[] = {
    {"0.77", 71, 12, 2, 0},        {"0.137", 52, 34, 3, 0},     {"0.156", 3479, 349, 3, 0},
    {"0.165", 5181, 1550, 3, 0},   {"0.16", 105351, 149459, 2, 0}, {"0.56", 326640, 144, 2, 0},
    {"0.127", 46578, 4, 3, 0},     {"0.376", 2268248, 4, 3, 1}, {"0.354", 10061916, 1180, 3, 1},
  };
  const char *slow = getenv("GR_TEST_SLOW");
  size_t q;
  double t0 = clock_s();
  for (q = 0; q < sizeof f / sizeof f[0]; q++) {
    char fam[32];
    long at = 2 * f[q].pre + f[q].per + f[q].t - 1 + f[q].per;
    jval *j;
    if (f[q].slow && !(slow && *slow == '1')) continue;
    if (test_quick && f[q].pre > 10000) continue;
    snprintf(fam, sizeof fam, "tb(%s)", f[q].code);
    if ((j = eng_stats(fam, at - 1)) != NULL) {
      test_condf(json_is_null(j, "period"), "%s at %ld: period claimed one value early", fam,
                 at - 1);
      json_free(j);
    }
    if ((j = eng_stats(fam, at)) == NULL) continue;
    test_condf(json_long(j, "preperiod", -1) == f[q].pre && json_long(j, "period", -1) == f[q].per,
               "%s: pre-period %ld period %ld, published %ld and %ld", fam, json_long(j, "preperiod", -1),
               json_long(j, "period", -1), f[q].pre, f[q].per);
    if (strcmp(f[q].code, "0.16") == 0) { /* rare mask 0x1e: 53 rare values, the last at 13,935 */
      const jval *sp = json_get(json_get(j, "stats"), "split");
      test_condf(sp && json_str(sp, "mask") && strcmp(json_str(sp, "mask"), "0x1e") == 0 &&
                     json_long(sp, "rare", -1) == 53 && json_long(sp, "last_rare", -1) == 13935,
                 "0.16: split mask %s, %ld rare, the last at %ld; published 0x1e, 53, 13935",
                 sp && json_str(sp, "mask") ? json_str(sp, "mask") : "null",
                 sp ? json_long(sp, "rare", -1) : -1, sp ? json_long(sp, "last_rare", -1) : -1);
    }
    json_free(j);
  }
  { /* Officers, 0.6: no period is known (its values are computed far past 10^12) */
    jval *j = eng_stats("tb(0.6)", test_quick ? 20000 : 131072);
    test_condf(j && json_is_null(j, "period") &&
                   json_is_null(json_get(j, "periodicity"), "period"),
               "Officers: a period is claimed or observed");
    json_free(j);
  }
  printf("  %-44s %6.2fs%s\n", "tb: published periods, 0.16's rare values", clock_s() - t0,
         slow && *slow == '1' ? "" : "  (0.376, 0.354: GR_TEST_SLOW=1)");
}

/* Grundy's game 4!.0: its published first values, its P-positions (none after 1222)
** and its rare heaps (an even number of 1 bits above bit 0: 1,274 with heap
** 0, the last at 82,860), counted here from the values. */
static void grundy_game(void) {
  static const long first[] = {0, 0, 0, 1, 0, 2, 1, 0, 2, 1, 0, 2, 1, 3, 2,
                               1, 3, 2, 4, 3, 0, 4, 3, 0, 4, 3, 0, 4, 1, 2};
  static const long p_pos[] = {0, 1, 2, 4, 7, 10, 20, 23, 26, 50, 53, 270, 273, 276,
                               282, 285, 288, 316, 334, 337, 340, 346, 359, 362, 365, 386,
                               389, 392, 566, 630, 633, 636, 639, 673, 676, 682, 685, 923,
                               926, 929, 932, 1222};
  long n = test_quick ? 20000 : 131072, i, np = 0, rare = 0, last = -1, *v;
  size_t k;
  int ok = 1;
  double t0 = clock_s();
  jval *j;
  v = malloc((size_t)(n + 1) * sizeof *v);
  if (eng_values("4!.0", n, v) != n + 1) {
    free(v);
    return;
  }
  for (k = 0; k < sizeof first / sizeof first[0]; k++) ok &= v[k] == first[k];
  test_cond("Grundy's game: the published first 30 values", ok);
  for (i = 0; i <= n; i++) {
    int bits = 0;
    long x = v[i] >> 1;
    if (v[i] == 0) {
      test_condf(np < (long)(sizeof p_pos / sizeof p_pos[0]) && p_pos[np] == i,
                 "Grundy's game: heap %ld is a P-position (the list has %ld)", i,
                 np < (long)(sizeof p_pos / sizeof p_pos[0]) ? p_pos[np] : -1);
      np++;
    }
    while (x) {
      bits += (int)(x & 1);
      x >>= 1;
    }
    if (bits % 2 == 0) {
      rare++;
      last = i;
    }
  }
  test_condf(np == (long)(sizeof p_pos / sizeof p_pos[0]), "Grundy's game: %ld P-positions up "
             "to %ld, published 42", np, n);
  if (!test_quick)
    test_condf(rare == 1274 && last == 82860, "Grundy's game: %ld rare heaps up to %ld, the last "
               "at %ld; published 1274 and 82860", rare, n, last);
  if ((j = eng_stats("tb(4!.0)", n)) != NULL) {
    const jval *st = json_get(j, "stats"), *sp = json_get(st, "split");
    test_condf(json_long(st, "zeros", -1) == 42 && json_long(st, "last_zero", -1) == 1222,
               "Grundy's game stats: %ld zeros, the last at %ld", json_long(st, "zeros", -1),
               json_long(st, "last_zero", -1));
    test_condf(sp && json_long(sp, "rare", -1) == rare && json_long(sp, "last_rare", -1) == last &&
                   json_str(sp, "mask") && strcmp(json_str(sp, "mask"), "0xfe") == 0,
               "Grundy's game split: mask %s, %ld rare (last %ld); counted %ld (last %ld)",
               sp && json_str(sp, "mask") ? json_str(sp, "mask") : "null",
               sp ? json_long(sp, "rare", -1) : -1, sp ? json_long(sp, "last_rare", -1) : -1,
               rare, last);
    test_condf(json_str(st, "method") && strcmp(json_str(st, "method"), "rare/common") == 0,
               "Grundy's game: method %s", json_str(st, "method"));
    json_free(j);
  }
  free(v);
  printf("  %-44s %6.2fs\n", "tb: Grundy's game (P-positions, rare heaps)", clock_s() - t0);
}

/* Lasker's Nim 4.[3] and Nim 0.[3]: their formulas, and arithmetic
** periodicity observed (not proven: no theorem covers repeating digits). */
static void formulas(void) {
  long n = 3000, i, *v = malloc(3001 * sizeof *v);
  int ok = 1;
  jval *j;
  if (eng_values("4.[3]", n, v) == n + 1) {
    for (i = 1; i <= n; i++) {
      long want = i % 4 == 3 ? i + 1 : i % 4 == 0 ? i - 1 : i;
      ok &= v[i] == want;
    }
    test_cond("Lasker's Nim: SG(4k+1) = 4k+1, SG(4k+2) = 4k+2, SG(4k+3) = 4k+4, SG(4k+4) = 4k+3",
              ok && v[0] == 0);
  }
  if ((j = eng_stats("tb(4.[3])", n)) != NULL) {
    const jval *pd = json_get(j, "periodicity");
    test_condf(pd && strcmp(json_str(pd, "kind"), "arithmetic") == 0 &&
                   json_bool(pd, "proven") == 0 && json_long(pd, "period", -1) == 4 &&
                   json_long(pd, "saltus", -1) == 4 && json_long(pd, "preperiod", -1) == 1 &&
                   json_is_null(j, "period"),
               "Lasker's Nim: periodicity %s p %ld s %ld from %ld", pd ? json_str(pd, "kind") : "?",
               pd ? json_long(pd, "period", -1) : -1, pd ? json_long(pd, "saltus", -1) : -1,
               pd ? json_long(pd, "preperiod", -1) : -1);
    json_free(j);
  }
  ok = 1;
  if (eng_values("0.[3]", n, v) == n + 1)
    for (i = 0; i <= n; i++) ok &= v[i] == i;
  test_cond("Nim 0.[3]: SG(n) = n", ok);
  if ((j = eng_stats("0.[3]", n)) != NULL) {
    const jval *pd = json_get(j, "periodicity");
    test_condf(pd && json_long(pd, "period", -1) == 1 && json_long(pd, "saltus", -1) == 1 &&
                   json_long(pd, "preperiod", -1) == 0 && json_bool(pd, "proven") == 0,
               "Nim 0.[3]: arithmetic period %ld saltus %ld", pd ? json_long(pd, "period", -1) : -1,
               pd ? json_long(pd, "saltus", -1) : -1);
    test_condf(json_str(j, "rule") && strstr(json_str(j, "rule"), "only observed"),
               "Nim 0.[3]: the rule says the period is only observed");
    json_free(j);
  }
  free(v);
  printf("  %-44s\n", "tb: Lasker's Nim, Nim, arithmetic periods");
}

/* ---- positions against the minimax oracle -------------------------------------------- */

/* Every position of heaps adding up to at most `most` tokens (one or two
** heaps), and each heap beside a Nim heap; each single heap's value too. */
static void oracle_code(const char *code, int most) {
  char name[64], **roots = NULL, **sg = NULL, t[96];
  long nr = 0, ns = 0, i;
  int a, b;
  roots = malloc(200 * sizeof *roots);
  sg = malloc(20 * sizeof *sg);
  for (a = 0; a <= most; a++) {
    snprintf(t, sizeof t, "tb(%s):%d", code, a);
    sg[ns++] = strdup(t);
    roots[nr++] = strdup(t);
    snprintf(t, sizeof t, "tb(%s):%d+nim:%d@2", code, a, a % 3);
    roots[nr++] = strdup(t);
    for (b = 1; a + b <= most && b <= a; b++) {
      snprintf(t, sizeof t, "tb(%s):%d,%d", code, a, b);
      roots[nr++] = strdup(t);
    }
  }
  snprintf(name, sizeof name, "tb(%s), heaps up to %d tokens", code, most);
  test_family(name, (const char *const *)roots, nr, (const char *const *)sg, ns);
  for (i = 0; i < nr; i++) free(roots[i]);
  for (i = 0; i < ns; i++) free(sg[i]);
  free(roots);
  free(sg);
}

static void oracle_codes(void) {
  static const struct { const char *code; int most; } k[] = {
    {"4!.0", 7}, {"4.0", 7}, {"0.6", 7}, {"0.77", 7}, {"0.137", 7}, {"4.[3]", 6},
    {"0.[3]", 7}, {"0.8", 7}, {"0.8!", 7}, {"0.8?", 7}, {"0.G", 7}, {"0.C!", 7},
    {"4?.1", 7}, {"8.2", 7}, {"0.[4]", 6}, {"0.5?[15]", 7}, {"C?.04", 7}, {"0.V?", 7},
    {"0.40004", 8}, {"4.0004", 7}, {"0.4000!4", 8},
  };
  size_t q, n = test_quick ? 6 : sizeof k / sizeof k[0];
  for (q = 0; q < n; q++) oracle_code(k[q].code, k[q].most);
}

/* ---- notation ---------------------------------------------------------------------------- */

static void expect_text(const char *in, const char *want) {
  const char *out = NULL;
  gr_status st = gr_canonical(c, in, &out);
  test_condf(st == GR_OK && strcmp(out, want) == 0, "canonical \"%s\": %s, want \"%s\"", in,
             st == GR_OK ? out : gr_error(c), want);
}

static void expect_fail(const char *in, gr_status want, const char *at, const char *says) {
  const char *out = NULL;
  gr_status st = gr_canonical(c, in, &out);
  test_condf(st == want && (at == NULL || strstr(gr_error(c), at)) &&
                 (says == NULL || strstr(gr_error(c), says)),
             "canonical \"%s\": status %d \"%s\", want %d at \"%s\" saying \"%s\"", in, (int)st,
             st ? gr_error(c) : out, (int)want, at ? at : "", says ? says : "");
}

/* A bare code whose first digit is a letter is a family too; names stay names. */
static void bare_codes(void) {
  static const char *const same[][2] = {
    {"K!.7", "tb(K!.7)"}, {"C!.0", "tb(C!.0)"}, {"c.4", "tb(C.4)"}, {"V?.1", NULL},
    {"8.2", "tb(8.2)"}, {".77", "tb(0.77)"},
  };
  size_t q;
  for (q = 0; q < sizeof same / sizeof same[0]; q++) {
    const char *t;
    char bare[4096] = "", full[4096] = "";
    gr_status st = gr_sequence(c, same[q][0], 40, &t);
    if (same[q][1] == NULL) { /* V has bits 1 and 2: refused as a code, not as a name */
      test_condf(st == GR_EINPUT && strstr(gr_error(c), "digit before the point"),
                 "sequence %s: %d %s", same[q][0], (int)st, gr_error(c));
      continue;
    }
    if (st == GR_OK) snprintf(bare, sizeof bare, "%s", t);
    st = gr_sequence(c, same[q][1], 40, &t);
    if (st == GR_OK) snprintf(full, sizeof full, "%s", t);
    test_condf(bare[0] && strcmp(bare, full) == 0, "sequence %s is not %s: %.120s / %.120s",
               same[q][0], same[q][1], bare, full);
  }
  { /* names are not codes, and a text that is not a name is read as a code */
    static const char *const names[] = {"Kayles", "K", "nim"};
    const char *t;
    gr_status st;
    for (q = 0; q < sizeof names / sizeof names[0]; q++) {
      st = gr_sequence(c, names[q], 10, &t);
      test_condf(st == GR_EINPUT && strstr(gr_error(c), "not a one-parameter family"),
                 "sequence %s: %d %s", names[q], (int)st, gr_error(c));
    }
    st = gr_sequence(c, "W.1", 10, &t); /* W is no digit */
    test_condf(st == GR_EINPUT && strstr(gr_error(c), "at character 1: expected a take-and-break "
                                                      "code"),
               "sequence W.1: %d %s", (int)st, gr_error(c));
  }
}

/* A code's canonical text as the test holds it: "d0[!?].digits[tail]", up
** to a ")". */
static void tcode_parse(const char *text, tcode *k) {
  int j = 0, open = -1;
  memset(k, 0, sizeof *k);
  for (; *text && *text != ')' && j < 24; text++) {
    if (*text == '.') continue;
    if (*text == '[') open = j;
    else if (*text == ']') k->tail = j - open;
    else if (*text == '!' || *text == '?') k->mod[j - 1] = *text;
    else k->d[j++] = *text <= '9' ? *text - '0' : *text - 'A' + 10;
  }
  k->t = j - 1;
}

/* The digit and modifier of j as the rules read them: a modifier means
** nothing on a digit that leaves at most one heap, and "?" (not all equal)
** is "!" on a digit that leaves at most two. */
static int tunit(const tcode *k, long j) {
  int mod, d = tdigit(k, j, &mod);
  if (d < 4) mod = 0;
  else if (mod == '?' && d < 8) mod = '!';
  return d << 8 | mod;
}

/* The shortest eventual period of the digits j >= 1 of k (seen up to
** TU_SPAN), and the earliest digit it starts at. */
#define TU_SPAN 400
static void own_tail(const tcode *k, int *per, int *from) {
  int p, s, j;
  for (p = 1; p <= 24; p++) {
    for (s = 1; s <= 24; s++) {
      for (j = s; j + p <= TU_SPAN && tunit(k, j) == tunit(k, j + p); j++) {}
      if (j + p > TU_SPAN) {
        *per = p;
        *from = s;
        return;
      }
    }
  }
  *per = *from = -1;
}

/* Repeating tails whose length is not a multiple of a shorter repeat
** (0.[121] is not 0.[12]), tails that are (0.[1212] is 0.[12]), tails
** that could start earlier, modifiers: the canonical text must stand for the
** same digits as the text typed — else a different game comes out under the
** same name — with the shortest tail, started as early as it can be. */
static void canonical_tails(void) {
  double t0 = clock_s();
  int i, n = test_quick ? 400 : 2000, bad = 0;
  seed = 1618;
  for (i = 0; i < n; i++) {
    tcode k, got;
    char code[80], in[96];
    const char *out = NULL;
    int b = 1 + (int)rnd(3), len = 1 + (int)rnd(8), pre = (int)rnd(4), j, per, from, ok = 1;
    int base[3], bmod[3];
    gr_status st;
    memset(&k, 0, sizeof k);
    for (j = 0; j < b; j++) { /* a block repeated, cut anywhere, sometimes one digit changed */
      base[j] = (int)rnd(3) ? (int)rnd(8) : (int)rnd(32);
      bmod[j] = base[j] >= 4 && rnd(3) == 0 ? (rnd(2) ? '!' : '?') : 0;
    }
    if (pre + len > 23) len = 23 - pre;
    for (j = pre + 1; j <= pre + len; j++) {
      k.d[j] = base[(j - pre - 1) % b];
      k.mod[j] = bmod[(j - pre - 1) % b];
    }
    for (j = pre; j >= 1; j--) { /* before the tail: often what continues it backwards */
      int w = rnd(3) ? j + len : -1;
      k.d[j] = w > 0 ? k.d[w] : (int)rnd(8);
      k.mod[j] = w > 0 ? k.mod[w] : 0;
    }
    if (rnd(4) == 0) { /* one digit of the tail changed */
      j = pre + 1 + (int)rnd((unsigned long)len);
      k.d[j] = (k.d[j] + 1 + (int)rnd(7)) % 8;
      k.mod[j] = 0;
    }
    if (rnd(4) == 0) k.d[0] = 4;
    k.t = pre + len;
    k.tail = len;
    for (j = pre + 1; j <= k.t && k.d[j] == 0; j++) {}
    if (j > k.t) k.d[k.t] = 3; /* a tail of zeros is refused */
    code_text(&k, code, sizeof code);
    snprintf(in, sizeof in, "tb(%s):5", code);
    st = gr_canonical(c, in, &out);
    if (st != GR_OK || strncmp(out, "tb(", 3) != 0) {
      if (++bad <= 5) test_condf(0, "canonical %s: %s", in, st == GR_OK ? out : gr_error(c));
      continue;
    }
    tcode_parse(out + 3, &got);
    for (j = 0; j <= TU_SPAN && ok; j++) ok = tunit(&k, j) == tunit(&got, j);
    own_tail(&k, &per, &from);
    if (ok) ok = got.tail == per && got.t - got.tail + 1 == from;
    if (!ok && ++bad <= 5)
      test_condf(0, "canonical %s: %s, own shortest tail %d digits from digit %d", in, out, per,
                 from);
  }
  test_condf(bad == 0, "canonical tails: %d of %d codes wrong", bad, n);
  printf("  %-44s %6.2fs  (%d codes)\n", "tb: canonical tails against their digits", clock_s() - t0,
         n);
}

static void notation(void) {
  static const char *const same[][2] = {
    {"tb(.77):3", "tb(0.77):3"},          {"tb(0.770):3", "tb(0.77):3"},
    {"tb(4!.0):7,12", "tb(4!.0):7,12"},   {"tb(4!.):7", "tb(4!.0):7"},
    {"tb(4?.0):7", "tb(4!.0):7"},         {"tb(C?.0):7", "tb(C?.0):7"},
    {"tb(4.[3]):5", "tb(4.[3]):5"},       {"tb(4.3[3]):5", "tb(4.[3]):5"},
    {"tb(0.[33]):5", "tb(0.[3]):5"},      {"tb(0.3[73]):5", "tb(0.[37]):5"},
    {"tb(0.7[0]):5", "tb(0.7):5"},        {"tb(0.[4!44!4]):5", "tb(0.[4!4]):5"},
    {"tb(0.2!):5", "tb(0.2):5"},          {"tb(0.a):5", "tb(0.A):5"},
    {"tb( 0.6 ):5", "tb(0.6):5"},         {"tb(0.6):5+tb(.6):6", "tb(0.6):5,6"},
    {"tb(0.6):0", "tb(0.6):0"},           {"tb(0.77):3+octal(0.77):ooo", "tb(0.77):3+octal(0.77):ooo"},
    {"tb(0.6):9223372036854775807", "tb(0.6):9223372036854775807"},
    {"tb(0.[121]):5", "tb(0.[121]):5"},   {"tb(0.[1212]):5", "tb(0.[12]):5"},
    {"tb(0.[12121]):5", "tb(0.[12121]):5"}, {"tb(0.1[2121]):5", "tb(0.[12]):5"},
    {"tb(0.4![4]):5", "tb(0.4![4]):5"},   {"tb(0.4[4!4]):5", "tb(0.[44!]):5"},
  };
  static const struct { const char *text; gr_status st; const char *at, *says; } bad[] = {
    {"tb:3", GR_EINPUT, "at character 3", "\"(\""},
    {"tb():3", GR_EINPUT, "at character 4", "4!.0"},
    {"tb(0.):3", GR_EINPUT, "at character 6", "digits"},
    {"tb(0.0):3", GR_EINPUT, "at character 6", "nonzero"},
    {"tb(0.[0]):3", GR_EINPUT, "at character 6", "nonzero"},
    {"tb(1.7):3", GR_EINPUT, "at character 4", "before the point"},
    {"tb(2.7):3", GR_EINPUT, "at character 4", "changes nothing"},
    {"tb(44.7):3", GR_EINPUT, "at character 5", "one digit before the point"},
    {"tb(0.W):3", GR_EINPUT, "at character 6", "digits"},
    {"tb(0.7!!):3", GR_EINPUT, "at character 8", "one \"!\""},
    {"tb(0.[]):3", GR_EINPUT, "at character 7", "repeat"},
    {"tb(0.[3):3", GR_EINPUT, "at character 8", "\"]\""},
    {"tb(0.[3]4):3", GR_EINPUT, "at character 9", "\")\""},
    {"tb(0.77):x", GR_EINPUT, "at character 10", "heap size"},
    {"tb(0.77):-1", GR_EINPUT, "at character 10", NULL},
    {"tb(0.77):9223372036854775808", GR_ELIMIT, "at character 10", NULL},
    {"tb(0.00000000000000000000000000000000000000000000000000000000000000007):1", GR_ELIMIT,
     "at character 70", "64"},
    {"octal(0.8):o", GR_EINPUT, "at character 9", "tb(0.8)"},
    {"octal(4!.0):o", GR_EINPUT, "at character 7", "tb(4!.0)"},
    {"octal(0.7!):o", GR_EINPUT, "at character 10", "heaps"},
    {"octal(0.[7]):o", GR_EINPUT, "at character 9", "heaps"},
  };
  size_t i;
  for (i = 0; i < sizeof same / sizeof same[0]; i++) expect_text(same[i][0], same[i][1]);
  for (i = 0; i < sizeof bad / sizeof bad[0]; i++)
    expect_fail(bad[i].text, bad[i].st, bad[i].at, bad[i].says);

  /* moves: what is left, smallest first; a split names its first heap as "to" */
  sw_expect_play(c, "tb(4!.0):7", "1:7>3+4", "tb(4!.0):3,4@2");
  sw_expect_play(c, "tb(4!.0):7,2", "1:7>2+5", "tb(4!.0):2,5,2@2");
  sw_expect_play(c, "tb(4!.0):6", "1:>1", "tb(4!.0):1,5@2");
  sw_expect_play(c, "tb(0.77):3", "1:3>1", "tb(0.77):1@2");
  sw_expect_play(c, "tb(0.77):2", "1:2>0", "tb(0.77):0@2");
  sw_expect_play(c, "tb(0.77):5", "1:5>1+3", "tb(0.77):1,3@2");
  sw_expect_play(c, "tb(0.8):7", "1:7>1+2+3", "tb(0.8):1,2,3@2");
  sw_expect_play(c, "tb(0.G):9", "1:9>2+2+2+2", "tb(0.G):2,2,2,2@2");
  sw_expect_play(c, "nim:1+tb(4.[3]):9@2", "2:9>4+5", "nim:1+tb(4.[3]):4,5");
  sw_expect_play(c, "tb(4.[3]):9", "1:9>0", "tb(4.[3]):0@2");
  sw_expect_play(c, "tb(0.77):9223372036854775807", "1:9223372036854775807>1+9223372036854775805",
              "tb(0.77):1,9223372036854775805@2");
  sw_expect_refusal(c, "tb(4!.0):7", "1:7>4+3", "smallest first");
  sw_expect_refusal(c, "tb(4!.0):6", "1:6>3+3", "all differ");
  sw_expect_refusal(c, "tb(0.8!):7", "1:7>1+1+4", "all differ (\"!\")");
  sw_expect_play(c, "tb(0.8!):7", "1:7>1+2+3", "tb(0.8!):1,2,3@2");
  sw_expect_refusal(c, "tb(0.8?):7", "1:7>2+2+2", "not all be equal");
  sw_expect_refusal(c, "tb(4!.0):6", "1:6>2+3", "taking 1 and leaving 2 heaps is not a move");
  sw_expect_refusal(c, "tb(0.77):3", "1:3>0", "whole heap of 3");
  sw_expect_refusal(c, "tb(0.77):5", "1:5>3+3", "more than the heap's 5");
  sw_expect_refusal(c, "tb(0.77):5", "1:6>3", "not 6");
  sw_expect_refusal(c, "tb(0.77):5", "1:5>0+3", "at least one token");
  sw_expect_refusal(c, "tb(0.77):5", "1:5-3", "written H>A");
  sw_expect_refusal(c, "tb(0.6):6", "1:6>", "more than one move");
  sw_expect_refusal(c, "tb(4!.0):4", "1:4>2+2", "Grundy's game (4!.0): a move splits a heap into two "
                 "unequal heaps");
  sw_expect_refusal(c, "tb(4!.0):2", "1:2>1+1", "no moves are left");
}

/* Move counts of three and four heaps against a plain count. */
static void counts(void) {
  static const char *const codes[] = {"0.8", "0.8!", "0.8?", "0.G", "0.G!", "0.G?", "C.0",
                                      "0.V?", "4!.0"};
  size_t q;
  int n;
  for (q = 0; q < sizeof codes / sizeof codes[0]; q++)
    for (n = 0; n <= 60; n += 7) {
      char pos[64];
      const char *out;
      long a, b, cc, d, own = 0;
      const char *code = codes[q];
      int dj = code[0] == '0' ? (code[2] >= 'A' ? code[2] - 'A' + 10 : code[2] - '0')
                              : (code[0] >= 'A' ? code[0] - 'A' + 10 : code[0] - '0');
      int take = code[0] == '0' ? 1 : 0, mod = strchr(code, '!') ? '!' : strchr(code, '?') ? '?' : 0;
      long m = n - take;
      jval *j;
      if ((dj & 1) && take && n == take) own++;
      if ((dj & 2) && take && n > take) own++;
      for (a = 1; a <= m; a++) /* parts a <= b <= c <= d */
        for (b = a; b <= m; b++) {
          if ((dj & 4) && a + b == m && !(mod && a == b)) own++;
          for (cc = b; cc <= m; cc++) {
            if ((dj & 8) && a + b + cc == m &&
                !(mod == '!' && (a == b || b == cc)) && !(mod == '?' && a == cc))
              own++;
            for (d = cc; (dj & 16) && d <= m; d++)
              if (a + b + cc + d == m && !(mod == '!' && (a == b || b == cc || cc == d)) &&
                  !(mod == '?' && a == d))
                own++;
          }
        }
      snprintf(pos, sizeof pos, "tb(%s):%d", code, n);
      if (gr_analyze(c, pos, GR_MOVES_WINNING, &out) != GR_OK) {
        test_condf(0, "%s: %s", pos, gr_error(c));
        continue;
      }
      j = json_parse(out);
      test_condf(j && json_long(j, "legal", -1) == own, "%s: %ld legal moves, counted %ld", pos,
                 j ? json_long(j, "legal", -1) : -1, own);
      json_free(j);
    }
}

/* Codes with a repeating tail on huge heaps: the legal-move count is exact and
** found at once (a count a digit at a time would take 10^18 steps), and small
** heaps agree with the listed moves. */
static void tail_counts(void) {
  static const struct { const char *pos, *want; } big[] = {
    {"tb(0.[3]):1000000000000000000", "\"legal\":1000000000000000000,"},  /* take any j ≤ h */
    {"tb(4.[3]):1000000000000000000", "\"legal\":1500000000000000000,"},  /* and h/2 splits */
    {"tb(0.[4]):2000000000", "\"legal\":999999999000000000,"},  /* Σ floor(x/2), x < h = 2m: m(m-1) */
    {"tb(0.[37]):9223372036854775807", "\"legal\":9223372036854775807,"}, /* saturates */
  };
  static const char *const codes[] = {"0.[3]", "4.[3]", "0.[37]", "0.1[2]", "0.[6]", "4!.[3]",
                                      "0.5[6?]", "0.[C]", "0.3[1F]", "0.[4?]", "0.[8!]"};
  size_t q;
  int h;
  for (q = 0; q < sizeof big / sizeof big[0]; q++) {
    const char *out = "";
    double t0 = clock_s();
    gr_status st = gr_cost(c, big[q].pos, GR_MOVES_AUTO, -1, &out);
    test_condf(st == GR_OK && strstr(out, big[q].want), "%s: %s, not %s", big[q].pos,
               st == GR_OK ? out : gr_error(c), big[q].want);
    /* a hang guard, not a speed test: counting takes milliseconds (listing
    ** the moves would take longer than any run) */
    test_condf(clock_s() - t0 < 10, "%s: counting took %.2fs", big[q].pos, clock_s() - t0);
  }
  for (q = 0; q < sizeof codes / sizeof codes[0]; q++)
    for (h = 0; h <= 90; h += test_quick ? 9 : 3) { /* (the sanitizers' run: a third of them) */
      char pos[64];
      const char *out;
      const jval *ms;
      jval *j;
      snprintf(pos, sizeof pos, "tb(%s):%d", codes[q], h);
      if (gr_analyze(c, pos, GR_MOVES_ALL, &out) != GR_OK) continue; /* too many to list */
      j = json_parse(out);
      ms = j ? json_get(j, "moves") : NULL;
      test_condf(ms && json_long(j, "legal", -1) == (long)ms->n, "%s: legal %ld, %ld moves listed",
                 pos, j ? json_long(j, "legal", -1) : -1, ms ? (long)ms->n : -1L);
      json_free(j);
    }
}

/* ---- sequences in parts, values of any size, the work bound ------------------------ */

static void parts_and_values(void) {
  static const struct { const char *fam; long n; } f[] = {
    {"tb(0.16)", 1000}, {"octal(0.77)", 300}, {"sub(1-3)", 50}, {"treblecross", 100},
    {"4!.0", 5000}, {"tb(4.[3])", 200},
  };
  size_t q;
  for (q = 0; q < sizeof f / sizeof f[0]; q++) { /* head + chunks + tail = the whole */
    const char *t;
    char *all, *built;
    size_t len = 0, cap = 1 << 20;
    long from = 0;
    if (gr_sequence(c, f[q].fam, f[q].n, &t) != GR_OK) {
      test_condf(0, "sequence %s: %s", f[q].fam, gr_error(c));
      continue;
    }
    all = strdup(t);
    built = malloc(cap);
    built[0] = '\0';
    gr_sequence_part(c, f[q].fam, f[q].n, GR_SEQ_HEAD, 0, 0, &t);
    len += (size_t)snprintf(built + len, cap - len, "%s", t);
    while (from <= f[q].n) {
      long to = from + (long)rnd(300);
      if (to > f[q].n) to = f[q].n;
      if (gr_sequence_part(c, f[q].fam, f[q].n, GR_SEQ_VALUES, from, to, &t) != GR_OK) break;
      len += (size_t)snprintf(built + len, cap - len, "%s", t);
      from = to + 1;
    }
    gr_sequence_part(c, f[q].fam, f[q].n, GR_SEQ_TAIL, 0, 0, &t);
    len += (size_t)snprintf(built + len, cap - len, "%s", t);
    test_condf(strcmp(all, built) == 0, "%s: head + values + tail differ from the sequence",
               f[q].fam);
    gr_sequence_part(c, f[q].fam, f[q].n, GR_SEQ_STATS, 0, 0, &t);
    { /* the statistics-only JSON is the whole without "values" */
      char *v0 = strstr(all, ",\"values\":["), *v1 = v0 ? strchr(v0, ']') : NULL;
      if (v0 && v1) memmove(v0, v1 + 1, strlen(v1 + 1) + 1);
      test_condf(v0 && strcmp(all, t) == 0, "%s: the stats JSON is not the sequence without "
                 "its values", f[q].fam);
    }
    free(all);
    free(built);
  }
  { /* values of any size */
    const char *out;
    jval *j = gr_sg(c, "tb(0.16)", 1000000000000000000LL, &out) == GR_OK ? json_parse(out) : NULL;
    test_condf(j && json_long(j, "sg", -1) == 5 && strcmp(json_str(j, "from"), "period") == 0 &&
                   json_long(j, "period", -1) == 149459,
               "0.16 at 10^18: %s", gr_error(c));
    json_free(j);
    test_condf(gr_sg(c, "octal(0.77)", 9223372036854775807LL, &out) == GR_OK &&
                   strstr(out, "\"sg\":2,") != NULL,
               "Kayles at 2^63 - 1: %s", out);
    test_condf(gr_sg(c, "4!.0", 1222, &out) == GR_OK && strstr(out, "\"sg\":0,\"from\":\"table\""),
               "Grundy's game at 1222: %s", out);
    test_condf(gr_sg(c, "tb(0.[3])", 1000000000, &out) == GR_ELIMIT &&
                   strstr(gr_error(c), "no rule can prove a period"),
               "Nim as a code at 10^9: %s", gr_error(c));
    test_condf(gr_sg(c, "tb(0.77", 5, &out) == GR_EINPUT && strstr(gr_error(c), "at character 8"),
               "a value of a malformed family: %s", gr_error(c));
    test_condf(gr_sg(c, "nim", 5, &out) == GR_EINPUT, "nim is not a family");
    test_condf(gr_sg(c, "tb(0.77)", -1, &out) == GR_EINPUT, "a negative size");
    test_condf(gr_sequence_part(c, "tb(0.77)", 10, GR_SEQ_VALUES, 5, 11, &out) == GR_EINPUT,
               "values past n");
    test_condf(gr_sequence(c, "tb(0.77)", 1000001, &out) == GR_ELIMIT, "one JSON of 10^6 values");
    test_condf(gr_sequence_part(c, "tb(0.77)", 2000000, GR_SEQ_STATS, 0, 0, &out) == GR_OK,
               "stats at 2*10^6: %s", gr_error(c));
    j = json_parse(out);
    test_cond("json", j != NULL);
    json_free(j);
  }
}

/* A fresh context grows Grundy's game in doubling steps as a worker would:
** no value is computed twice, and the answers are those of one call for all
** (a sequence's JSON depends on the family and n alone, not on the calls
** before it). */
static void steps(void) {
  gr_ctx *w = gr_open(0), *one = gr_open(0);
  long n, top = test_quick ? 16384 : 131072;
  long long held = -1, computed = -1;
  const char *a, *b;
  for (n = 4096; n <= top; n *= 2) gr_sequence(w, "4!.0", n, &a);
  test_condf(gr_family_counts(w, "tb", "4!.0", &held, &computed) && held >= top + 1 &&
                 computed == held,
             "steps: %lld values held, %lld computed", held, computed);
  gr_sequence(w, "4!.0", top, &a);
  a = strdup(a);
  gr_sequence(one, "4!.0", top, &b);
  test_cond("steps: the same JSON as in one call", strcmp(a, b) == 0);
  free((char *)a);
  gr_sequence(w, "4!.0", 777, &a); /* a shorter one after longer ones */
  a = strdup(a);
  gr_close(one);
  one = gr_open(0);
  gr_sequence(one, "4!.0", 777, &b);
  test_cond("steps: a short sequence after long ones is the same as alone", strcmp(a, b) == 0);
  free((char *)a);
  gr_sequence(w, "0.16", 500000, &a); /* a proven period, asked past and before */
  gr_sequence_part(w, "0.16", 2000000, GR_SEQ_STATS, 0, 0, &a);
  a = strdup(a);
  gr_sequence_part(one, "0.16", 2000000, GR_SEQ_STATS, 0, 0, &b);
  test_cond("steps: stats past a proven period do not depend on the calls before",
            strcmp(a, b) == 0);
  free((char *)a);
  gr_close(w);
  gr_close(one);
}

/* An analysis far over its bound is refused before any value, saying what
** fits; the values a sequence computes in steps are kept, and the analysis
** then answers at once. */
static void work_bound(void) {
  gr_ctx *w = gr_open(0);
  const char *out;
  gr_status st;
  long tries = 0;
  long long held = 0, computed = 0;
  st = gr_analyze(w, "tb(4!.0):300000,5", GR_MOVES_AUTO, &out);
  (void)gr_family_counts(w, "tb", "4!.0", &held, &computed);
  test_condf(st == GR_EWORK && strstr(gr_error(w), "heap sizes up to about") && held < 100000,
             "work bound: refused at once (%lld values computed): %d %s", computed, (int)st,
             gr_error(w));
  gr_set_work(w, 1 << 26);
  do { /* in steps, as a worker computes */
    st = gr_sequence_part(w, "4!.0", 300000, GR_SEQ_STATS, 0, 0, &out);
    tries++;
  } while (st == GR_ELIMIT && strstr(gr_error(w), "so far") && tries < 1000);
  test_condf(st == GR_OK && tries > 1, "work bound: the sequence in %ld steps: %d %s", tries,
             (int)st, gr_error(w));
  gr_set_work(w, GR_WORK_DEFAULT);
  st = gr_analyze(w, "tb(4!.0):300000,5", GR_MOVES_AUTO, &out);
  test_condf(st == GR_OK, "work bound: with the values known, the analysis answers: %d %s",
             (int)st, gr_error(w));
  { /* gr_set_work bounds sequences too: a worker computes in steps */
    gr_ctx *step = gr_open(0);
    int steps = 0;
    gr_set_work(step, 1 << 22);
    while (steps < 100 && gr_sequence(step, "4!.0", 60000, &out) == GR_ELIMIT &&
           strstr(gr_error(step), "so far"))
      steps++;
    test_condf(steps > 1 && steps < 100 && strstr(out, "\"n\":60000"), "bounded sequence: %d "
               "steps, %s", steps, gr_error(step));
    gr_close(step);
  }
  /* a heap whose move list is too long to look through: the winning moves
  ** that take or leave little are listed, and the list says it may lack some */
  st = gr_analyze(w, "tb(0.77):9223372036854775807", GR_MOVES_ALL, &out);
  test_condf(st == GR_OK && strstr(out, "\"listed\":\"winning\",\"truncated\":\"this position "
             "has ") && strstr(out, "\"complete\":false"),
             "a heap of 2^63 - 1: every move asked for, the winning ones listed: %d %.300s",
             (int)st, st ? gr_error(w) : out);
  st = gr_analyze(w, "tb(0.77):9223372036854775807", GR_MOVES_AUTO, &out);
  {
    jval *j = st == GR_OK ? json_parse(out) : NULL;
    const jval *win = j ? json_get(j, "winning") : NULL;
    long long h = 0, a = 0, b = 0, sa = -1, sb = -1;
    const char *o2;
    test_condf(j && json_get(j, "complete") && json_get(j, "complete")->t == J_BOOL && !json_get(j, "complete")->b &&
                   win && win->t == J_ARR && win->n > 0,
               "a heap of 2^63 - 1: some winning moves, the list marked incomplete: %d %s",
               (int)st, st ? gr_error(w) : "");
    if (win && win->n > 0 &&
        sscanf(win->items[0]->s, "1:%lld>%lld+%lld", &h, &a, &b) == 3) {
      /* its value after, from the values of the two heaps left (the period) */
      if (gr_sg(w, "0.77", a, &o2) == GR_OK) sa = strtoll(strstr(o2, "\"sg\":") + 5, NULL, 10);
      if (gr_sg(w, "0.77", b, &o2) == GR_OK) sb = strtoll(strstr(o2, "\"sg\":") + 5, NULL, 10);
      test_condf(sa >= 0 && (sa ^ sb) == 0, "a heap of 2^63 - 1: %s leaves values %lld and %lld",
                 win->items[0]->s, sa, sb);
    } else {
      test_condf(win && win->n > 0 && strstr(win->items[0]->s, ">") != NULL,
                 "a heap of 2^63 - 1: a winning move %s", win && win->n ? win->items[0]->s : "");
    }
    json_free(j);
  }
  st = gr_analyze(w, "tb(0.77):9223372036854775807,9223372036854775807", GR_MOVES_AUTO, &out);
  test_condf(st == GR_OK && strstr(out, "\"verdict\":\"P\""), "two heaps of 2^63 - 1: %d %s",
             (int)st, st ? gr_error(w) : "");
  gr_close(w);
}

/* A context too small for a table refuses with the limit in the message,
** keeps answering, and never holds more than its limit (tables give way to
** one another, least recently used first). */
/* A size past what memory holds, with no period proven within it: values
** as far as memory holds, then a refusal that says so and what can be
** answered — which can be. */
static void memory_ends_table(void) {
  size_t mib = test_quick ? 1 : 4; /* a small limit keeps it quick */
  gr_ctx *m = gr_open(mib << 20);
  const char *out, *at;
  char holds[64];
  long long upto = -1;
  gr_status st = gr_sg(m, "0.6", 1000000000000LL, &out);
  snprintf(holds, sizeof holds, "as many as the %zu MiB memory limit holds", mib);
  test_condf(st == GR_ENOMEM && strstr(gr_error(m), holds) &&
                 strstr(gr_error(m), "no period is proven there"),
             "Officers at 10^12 in %zu MiB: %d %s", mib, (int)st, gr_error(m));
  at = strstr(gr_error(m), "sizes up to ");
  if (at != NULL) upto = atoll(at + 12);
  test_condf(upto >= (long long)(mib << 20) / 32 && gr_mem_peak(m) <= (mib << 20),
             "Officers in %zu MiB: values to %lld, peak %zu bytes", mib, upto, gr_mem_peak(m));
  test_condf(upto > 0 && gr_sg(m, "0.6", upto, &out) == GR_OK && strstr(out, "\"from\":\"table\""),
             "Officers at %lld, the size the refusal names: %s", upto, gr_error(m));
  st = gr_sg(m, "0.6", 1000000000000LL, &out); /* again: at once, the same words */
  test_condf(st == GR_ENOMEM && strstr(gr_error(m), holds), "Officers again: %s", gr_error(m));
  test_condf(gr_sg(m, "0.77", 1000000000000000000LL, &out) == GR_OK, "Kayles at 10^18 in %zu "
             "MiB (a period proven within it): %s", mib, gr_error(m));
  st = gr_sg(m, "0.16", 1000000000000000000LL, &out); /* its proof needs 509,621 values */
  test_condf(mib >= 2 ? st == GR_OK : st == GR_ENOMEM && strstr(gr_error(m), holds),
             "0.16 at 10^18 in %zu MiB (2 bytes a value): %d %s", mib, (int)st, gr_error(m));
  gr_close(m);
}

/* Values take 2 bytes while they fit and the table holds what was asked
** for, no more: from 0.167 to N to 0.167 to 2N the peak grows by 2 bytes a
** value (and a little state), and a context of 1 MiB holds 300,000 of them
** (4-byte values would not fit). A value past
** 65,535 widens the table to 4 bytes (0.[3] is Nim: heap n has value n),
** in one call and across calls, every value kept. */
static void value_storage(void) {
  const long long n = 100000;
  gr_ctx *m = gr_open(0), *m2 = gr_open(0), *one = gr_open((size_t)1 << 20);
  const char *out, *p;
  long long held = 0, computed = 0, i;
  int ok = 1;
  test_condf(gr_sequence_part(m, "0.167", n, GR_SEQ_STATS, 0, 0, &out) == GR_OK &&
                 gr_sequence_part(m2, "0.167", 2 * n, GR_SEQ_STATS, 0, 0, &out) == GR_OK,
             "0.167 to %lld and %lld: %s %s", n, 2 * n, gr_error(m), gr_error(m2));
  test_condf(gr_family_counts(m, "tb", "0.167", &held, &computed) && held == n + 1,
             "0.167 to %lld: the table holds %lld values, not the %lld asked for", n, held, n + 1);
  test_condf(gr_mem_peak(m2) <= gr_mem_peak(m) + (size_t)(2.1 * (double)n),
             "0.167: to %lld peaked at %zu bytes, to %lld at %zu (2.1 bytes a value allowed)", n,
             gr_mem_peak(m), 2 * n, gr_mem_peak(m2));
  gr_close(m2);
  test_condf(gr_sequence_part(one, "0.167", 300000, GR_SEQ_STATS, 0, 0, &out) == GR_OK &&
                 gr_mem_peak(one) <= ((size_t)1 << 20),
             "0.167 to 300000 in 1 MiB: %s (peak %zu)", gr_error(one), gr_mem_peak(one));
  gr_close(one);
  /* widening: first within one call, then a narrow table carried past 65,535 */
  for (i = 0; i < 2; i++) {
    gr_ctx *w = gr_open(0);
    long long k = 0, x;
    if (i == 1 && gr_sequence_part(w, "0.[3]", 65000, GR_SEQ_STATS, 0, 0, &out) != GR_OK) ok = 0;
    if (gr_sequence_part(w, "0.[3]", 70000, GR_SEQ_VALUES, 0, 70000, &out) != GR_OK) {
      test_condf(0, "0.[3] to 70000: %s", gr_error(w));
      gr_close(w);
      continue;
    }
    for (p = out; *p; k++) {
      x = strtoll(p, (char **)&p, 10);
      if (x != k && ok) {
        test_condf(0, "0.[3] (Nim), %s: heap %lld has value %lld", i ? "across calls" : "one call",
                   k, x);
        ok = 0;
      }
      if (*p == ',') p++;
    }
    test_condf(ok && k == 70001, "0.[3] to 70000 (%s): %lld values", i ? "across calls" : "one call",
               k);
    test_condf(gr_sg(w, "0.[3]", 65536, &out) == GR_OK && strstr(out, "\"sg\":65536,"),
               "0.[3] at 65536: %s", gr_error(w));
    gr_close(w);
  }
  gr_close(m);
}

static void memory_refusals(void) {
  gr_ctx *small = gr_open((size_t)1 << 20);
  const char *out;
  int i;
  for (i = 0; i < 4; i++) {
    gr_status st = gr_sequence_part(small, "0.167", 600000, GR_SEQ_STATS, 0, 0, &out);
    test_condf(st == GR_ENOMEM && strstr(gr_error(small), "1 MiB"), "1 MiB context, 0.167 to "
               "600000: %d %s", (int)st, gr_error(small));
    st = gr_analyze(small, "tb(0.137):1000,7+tb(4!.0):9", GR_MOVES_AUTO, &out);
    test_condf(st == GR_OK, "1 MiB context after a refusal: %s", gr_error(small));
    test_condf(st == GR_OK && strstr(out, "\"nimsum\":") != NULL, "1 MiB context: no analysis");
  }
  test_condf(gr_mem_peak(small) <= ((size_t)1 << 20), "1 MiB context peaked at %zu bytes",
             gr_mem_peak(small));
  gr_close(small);
}

/* A refusal part way through making a code's table state leaves nothing the
** next call trips on: in a context of every memory limit from 20,000 bytes
** up, 16 apart, one sum that may be refused for memory, then one code of it
** alone, whose answer is that of an unbounded context or a refusal. (The
** state was once left half made, its stamps missing, and read.) */
static void memory_half_made(void) {
  const char *sum = "tb(4.[1]):9+tb(0.32[73]):6", *one = "tb(0.32[73]):6", *out;
  gr_ctx *full = gr_open(0);
  char *want = NULL;
  size_t lim;
  int answered = 0, refused = 0;
  if (gr_analyze(full, one, GR_MOVES_NONE, &out) == GR_OK) want = strdup(out);
  test_condf(want != NULL, "%s: %s", one, gr_error(full));
  for (lim = 20000; lim < 200000 && want != NULL; lim += 16) {
    gr_ctx *m = gr_open(lim);
    gr_status st;
    (void)gr_analyze(m, sum, GR_MOVES_ALL, &out);
    st = gr_analyze(m, one, GR_MOVES_NONE, &out); /* its values: a listing may not fit */
    if (st == GR_OK) {
      answered++;
      test_condf(strcmp(out, want) == 0, "%s after %s within %zu bytes: %s", one, sum, lim, out);
    } else {
      refused++;
      test_condf(st == GR_ENOMEM || st == GR_ELIMIT, "%s after %s within %zu bytes: %d %s", one,
                 sum, lim, (int)st, gr_error(m));
    }
    gr_close(m);
  }
  test_condf(answered > 0 && refused > 0, "memory limits: %d answered, %d refused", answered,
             refused);
  free(want);
  gr_close(full);
}

static void info_codes(void) {
  const char *out;
  jval *j;
  gr_info(c, &out);
  j = json_parse(out);
  if (j) {
    const jval *games = json_get(j, "games"), *codes = NULL;
    size_t i;
    for (i = 0; games && i < games->n; i++) /* the named codes are the heaps' game's */
      if (json_str(games->items[i], "name") && strcmp(json_str(games->items[i], "name"), "tb") == 0)
        codes = json_get(games->items[i], "codes");
    int grundy = 0, lasker = 0, kayles = 0;
    for (i = 0; codes && i < codes->n; i++) {
      const char *code = json_str(codes->items[i], "code"), *name = json_str(codes->items[i], "name");
      const char *canon;
      char t[64];
      grundy |= strcmp(code, "4!.0") == 0 && strcmp(name, "Grundy's game") == 0;
      lasker |= strcmp(code, "4.[3]") == 0 && strcmp(name, "Lasker's Nim") == 0;
      kayles |= strcmp(code, "0.77") == 0 && json_bool(codes->items[i], "rows") == 1;
      snprintf(t, sizeof t, "tb(%s):1", code);
      test_condf(gr_canonical(c, t, &canon) == GR_OK && strcmp(canon, t) == 0,
                 "info: named code %s is not canonical", code);
    }
    test_cond("info: named codes (Grundy's game, Lasker's Nim, Kayles on rows)",
              grundy && lasker && kayles);
    json_free(j);
  }
}

void test_tb(void) {
  double t0 = clock_s();
  c = gr_open(0);
  notation();
  canonical_tails();
  bare_codes();
  counts();
  tail_counts();
  info_codes();
  printf("  %-44s %6.2fs\n", "tb: notation, moves, refusals, counts", clock_s() - t0);
  random_codes();
  far_splits();
  claim_edges();
  published_table();
  grundy_game();
  formulas();
  t0 = clock_s();
  parts_and_values();
  steps();
  work_bound();
  memory_refusals();
  memory_half_made();
  memory_ends_table();
  value_storage();
  printf("  %-44s %6.2fs\n", "tb: sequences in parts, steps, values, work", clock_s() - t0);
  oracle_codes();
  gr_close(c);
}
