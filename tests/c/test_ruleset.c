/*
** test_ruleset.c — games typed as rules, the position-cache kit and the
** pattern finder.
**
**   - every typed example of the rule language against a plain computation
**     written here (a mex or a minimax per rule, no rule language) and the
**     published facts (subtract a power of two: n mod 3; a square: the
**     P-positions of OEIS A030193; 1 up to half: SG(2m) = m, SG(2m+1) =
**     SG(m); a proper divisor: the 2-adic valuation; Fibonacci Nim: the
**     first player loses exactly at the Fibonacci numbers; Grundy's game's
**     published values and P-positions);
**   - agreement with the engine's built-in games: split a+b: a<b with
**     tb(4!.0), the Kayles rule with tb(0.77) and octal(0.77) (and the period
**     12 from 71 proven), the two-heap rule with Wythoff's game;
**   - small positions of each rule (sums, tuples, counters) against the
**     minimax oracle (tests/c/rules/ruleset.c), every field;
**   - the counter rows against the plain search, on many rules;
**   - rules built from every comparison operator, the take on either side,
**     alone, negated and in pairs, against a mex and misère outcomes
**     computed here and against the oracle (which reads them itself);
**   - the language: canonical text and its round trip, errors "at character
**     N", hostile rules (deep nesting, long text, huge numbers, runaway
**     ranges, overflow), the work bound;
**   - the cache: keys of any length, values of 64 bits, clear on pressure in
**     a tiny context, stats; the search on a game of its own with parts;
**   - the pattern finder on known sequences, and on sequences without a
**     pattern (it must claim nothing), every claim re-checked here.
*/
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "../../c/prune.h"
#include "json.h"
#include "suites.h"
#include "sweep.h"
#include "sweeprand.h"
#include "test.h"

static gr_ctx *c;

#define N_PLAIN 600

/* ---- plain computations ------------------------------------------------------- */

static long mex_of(const char *seen, long n) {
  long g = 0;
  while (g < n && seen[g]) g++;
  return g;
}

/* SG of heaps 0..n for a rule that takes k when ok(n, k). */
static void take_mex(long n, int (*ok)(long h, long k), long *v) {
  char *seen = malloc((size_t)n + 2);
  long h, k;
  for (h = 0; h <= n; h++) {
    memset(seen, 0, (size_t)n + 2);
    for (k = 1; k <= h; k++)
      if (ok(h, k) && v[h - k] <= n) seen[v[h - k]] = 1;
    v[h] = mex_of(seen, n + 2);
  }
  free(seen);
}

static int ok_pow2(long h, long k) { (void)h; return (k & (k - 1)) == 0; }
static int ok_square(long h, long k) {
  long j = 0;
  (void)h;
  while ((j + 1) * (j + 1) <= k) j++;
  return j * j == k;
}
static int ok_half(long h, long k) { return 2 * k <= h; }
static int ok_divisor(long h, long k) { return k < h && h % k == 0; }
static int ok_prime(long h, long k) {
  long d;
  (void)h;
  if (k < 2) return 0;
  for (d = 2; d * d <= k; d++)
    if (k % d == 0) return 0;
  return 1;
}

static void grundy_mex(long n, long *v) {
  char *seen = malloc((size_t)n + 2);
  long h, a;
  for (h = 0; h <= n; h++) {
    memset(seen, 0, (size_t)n + 2);
    for (a = 1; 2 * a < h; a++)
      if ((v[a] ^ v[h - a]) <= n) seen[v[a] ^ v[h - a]] = 1;
    v[h] = mex_of(seen, n + 2);
  }
  free(seen);
}

static void kayles_mex(long n, long *v) {
  char *seen = malloc((size_t)n + 2);
  long h, a, k;
  for (h = 0; h <= n; h++) {
    memset(seen, 0, (size_t)n + 2);
    for (k = 1; k <= 2 && k <= h; k++)
      for (a = 0; a <= h - k; a++) seen[v[a] ^ v[h - k - a]] = 1;
    v[h] = mex_of(seen, n + 2);
  }
  free(seen);
}

/* Fibonacci Nim by SG over (heap, most a move may take), most clamped to
** the heap: s[h][m]. */
static long *fib_table(long n) {
  long *s = malloc((size_t)(n + 1) * (size_t)(n + 1) * sizeof *s), h, m, k;
  char *seen = malloc((size_t)n + 2);
#define S(h, m) s[(h) * (n + 1) + (m)]
  for (h = 0; h <= n; h++)
    for (m = 0; m <= n; m++) {
      if (m > h) {
        S(h, m) = S(h, h);
        continue;
      }
      memset(seen, 0, (size_t)n + 2);
      for (k = 1; k <= m; k++) {
        long r = h - k, next = 2 * k < r ? 2 * k : r;
        seen[S(r, next)] = 1;
      }
      S(h, m) = mex_of(seen, n + 2);
    }
#undef S
  free(seen);
  return s;
}

/* The engine's values 0..n of a family, or NULL (checked). */
static long *eng_values(const char *family, long n) {
  const char *out;
  jval *j;
  long *v, i;
  const jval *vals;
  if (gr_sequence(c, family, n, &out) != GR_OK) {
    test_condf(0, "%s: %s", family, gr_error(c));
    return NULL;
  }
  j = json_parse(out);
  vals = j ? json_get(j, "values") : NULL;
  if (vals == NULL || vals->t != J_ARR || (long)vals->n != n + 1) {
    test_condf(0, "%s: no values", family);
    json_free(j);
    return NULL;
  }
  v = malloc((size_t)(n + 1) * sizeof *v);
  for (i = 0; i <= n; i++) v[i] = (long)vals->items[i]->num;
  json_free(j);
  return v;
}

static long eng_sg(const char *pos) {
  const char *out;
  jval *j;
  const jval *cs;
  long sg = -1;
  if (gr_analyze(c, pos, GR_MOVES_WINNING, &out) != GR_OK) {
    test_condf(0, "%s: %s", pos, gr_error(c));
    return -1;
  }
  j = json_parse(out);
  cs = j ? json_get(j, "components") : NULL;
  if (cs && cs->t == J_ARR && cs->n == 1) sg = json_long(cs->items[0], "sg", -1);
  json_free(j);
  return sg;
}

static void same(const char *what, const long *a, const long *b, long n) {
  long i;
  for (i = 0; i <= n && a[i] == b[i]; i++) {}
  test_condf(i > n, "%s: differ at %ld (%ld, %ld)", what, i, i <= n ? a[i] : 0, i <= n ? b[i] : 0);
}

/* ---- the typed examples ------------------------------------------------------- */

static void examples(void) {
  static const struct {
    const char *family;
    int (*ok)(long, long);
  } takes[] = {
    {"ruleset(take k: pow2(k))", ok_pow2},     {"ruleset(take k: square(k))", ok_square},
    {"ruleset(take k in 1..n/2)", ok_half},    {"ruleset(take d: d|n, d<n)", ok_divisor},
    {"ruleset(take k: prime(k))", ok_prime},
  };
  static const long a030193[] = {0, 2, 5, 7, 10, 12, 15, 17, 20, 22};
  long plain[N_PLAIN + 1], *v, i;
  size_t t;
  double t0 = sw_now();
  for (t = 0; t < sizeof takes / sizeof takes[0]; t++) {
    take_mex(N_PLAIN, takes[t].ok, plain);
    if ((v = eng_values(takes[t].family, N_PLAIN)) == NULL) continue;
    same(takes[t].family, v, plain, N_PLAIN);
    if (t == 0) { /* published: SG(n) = n mod 3 */
      for (i = 0; i <= N_PLAIN && v[i] == i % 3; i++) {}
      test_condf(i > N_PLAIN, "take a power of two: SG(%ld) = %ld, not n mod 3", i, v[i]);
    } else if (t == 1) { /* published: the P-positions begin as OEIS A030193 */
      long k = 0;
      for (i = 0; i <= 22; i++)
        if (v[i] == 0) test_condf(k < 10 && a030193[k++] == i, "take a square: %ld is a P-position", i);
      test_condf(k == 10, "take a square: %ld P-positions up to 22, published 10", k);
    } else if (t == 2) { /* published: SG(2m) = m, SG(2m+1) = SG(m) */
      for (i = 0; i <= N_PLAIN && (i % 2 ? v[i] == v[i / 2] : v[i] == i / 2); i++) {}
      test_condf(i > N_PLAIN, "take 1 up to half: fails at %ld", i);
    } else if (t == 3) { /* published: the 2-adic valuation of even n, 0 for odd */
      for (i = 1; i <= N_PLAIN; i++) {
        long x = i, e = 0;
        while (x % 2 == 0) x /= 2, e++;
        if (v[i] != (i % 2 ? 0 : e)) break;
      }
      test_condf(i > N_PLAIN, "take a proper divisor: fails at %ld", i);
    }
    free(v);
  }
  /* split into two unequal heaps: Grundy's game, published and built in */
  {
    static const long pub[] = {0, 0, 0, 1, 0, 2, 1, 0, 2, 1, 0, 2, 1, 3, 2,
                               1, 3, 2, 4, 3, 0, 4, 3, 0, 4, 3, 0, 4, 1, 2};
    static const long zeros[] = {0,   1,   2,   4,   7,   10,  20,  23,  26,  50,  53,
                                 270, 273, 276, 282, 285, 288, 316, 334, 337, 340, 346,
                                 359, 362, 365, 386, 389, 392, 566, 630, 633, 636, 639,
                                 673, 676, 682, 685, 923, 926, 929, 932, 1222};
    long *g = malloc(1301 * sizeof *g), *tb, k = 0;
    grundy_mex(1300, g);
    if ((v = eng_values("ruleset(split a+b: a<b)", 1300)) != NULL &&
        (tb = eng_values("tb(4!.0)", 1300)) != NULL) {
      same("split a+b: a<b against a plain mex", v, g, 1300);
      same("split a+b: a<b against tb(4!.0)", v, tb, 1300);
      for (i = 0; i < 30; i++) test_condf(v[i] == pub[i], "Grundy's game: SG(%ld) = %ld", i, v[i]);
      for (i = 0; i <= 1300; i++)
        if (v[i] == 0) test_condf(k < 42 && zeros[k++] == i, "Grundy's game: %ld is a P-position", i);
      test_condf(k == 42, "Grundy's game: %ld P-positions to 1300, published 42", k);
      free(tb);
    }
    free(v);
    free(g);
  }
  /* take 1 or 2, then maybe split: Kayles, published and built in */
  {
    long *k = malloc(3001 * sizeof *k), *tb, *oc;
    const char *out;
    jval *j;
    kayles_mex(3000, k);
    if ((v = eng_values("ruleset(take k in 1..2 or take k in 1..2 leave a+b)", 3000)) != NULL &&
        (tb = eng_values("tb(0.77)", 3000)) != NULL && (oc = eng_values("octal(0.77)", 3000)) != NULL) {
      same("the Kayles rule against a plain mex", v, k, 3000);
      same("the Kayles rule against tb(0.77)", v, tb, 3000);
      same("the Kayles rule against octal(0.77)", v, oc, 3000);
      free(tb);
      free(oc);
    }
    free(v);
    free(k);
    test_cond("the Kayles rule: sequence", gr_sequence_part(c, "ruleset(take k in 1..2 or take k in 1..2 leave a+b)", 200, GR_SEQ_STATS, 0, 0, &out) == GR_OK);
    j = json_parse(out);
    test_condf(j && json_long(j, "preperiod", -1) == 71 && json_long(j, "period", -1) == 12,
               "the Kayles rule: period %ld from %ld, published 12 from 71",
               j ? json_long(j, "period", -1) : -1, j ? json_long(j, "preperiod", -1) : -1);
    test_condf(j && json_str(j, "rule") && strstr(json_str(j, "rule"), "Kayles (0.77)"),
               "the Kayles rule: the proof names the code");
    json_free(j);
  }
  /* Fibonacci Nim: the first player loses exactly at Fibonacci numbers */
  {
    long n = 250, *s = fib_table(n), a = 1, b = 2;
    if ((v = eng_values("ruleset(take k: k<=2*last or last=0 and k<n)", 2000)) != NULL) {
      for (i = 0; i <= n; i++)
        test_condf(v[i] == s[i * (n + 1) + (i > 0 ? i - 1 : 0)], "Fibonacci Nim: SG(%ld) = %ld, plain %ld",
                   i, v[i], s[i * (n + 1) + (i > 0 ? i - 1 : 0)]);
      for (i = 0; i <= 2000; i++) {
        int fib = i <= 1;
        while (b <= i) {
          long t2 = a + b;
          a = b;
          b = t2;
        }
        fib |= a == i;
        test_condf((v[i] == 0) == fib, "Fibonacci Nim: heap %ld %s a P-position", i,
                   v[i] == 0 ? "is" : "is not");
      }
      free(v);
    }
    for (i = 1; i <= 40; i++) { /* positions with a counter */
      long l, want, got;
      char pos[128];
      for (l = 1; l <= 30; l += 7) {
        snprintf(pos, sizeof pos, "ruleset(take k: k<=2*last or last=0 and k<n):%ld~%ld", i, l);
        want = s[i * (n + 1) + (2 * l < i ? 2 * l : i)];
        got = eng_sg(pos);
        test_condf(got == want, "%s: SG %ld, plain %ld", pos, got, want);
      }
    }
    free(s);
  }
  /* take from one heap, or the same from both: Wythoff's game */
  {
    long x, y, w[25][25];
    char seen[80], pos[96];
    for (x = 0; x < 25; x++)
      for (y = 0; y < 25; y++) {
        long t2;
        memset(seen, 0, sizeof seen);
        for (t2 = 1; t2 <= x; t2++) seen[w[x - t2][y]] = 1;
        for (t2 = 1; t2 <= y; t2++) seen[w[x][y - t2]] = 1;
        for (t2 = 1; t2 <= x && t2 <= y; t2++) seen[w[x - t2][y - t2]] = 1;
        w[x][y] = mex_of(seen, 80);
      }
    for (x = 0; x < 25; x += 2)
      for (y = 0; y < 25; y += 3) {
        long got, built;
        snprintf(pos, sizeof pos, "ruleset(take k or take k from all):%ld/%ld", x, y);
        got = eng_sg(pos);
        snprintf(pos, sizeof pos, "wythoff:%ld/%ld", x, y);
        built = eng_sg(pos);
        test_condf(got == w[x][y] && built == w[x][y], "Wythoff (%ld, %ld): rule %ld, built in %ld, "
                   "plain %ld", x, y, got, built, w[x][y]);
      }
  }
  printf("  %-44s %.2fs\n", "ruleset: the typed examples, published, built in", sw_now() - t0);
}

/* ---- against the minimax oracle ------------------------------------------------- */

static void oracle_sweeps(void) {
  static const char *const heaps[] = {
    "take k: pow2(k)", "take k: square(k)", "take k in 1..n/2", "take d: d|n, d<n",
    "take k: prime(k)", "split a+b: a<b", "take k in 1..2 or take k in 1..2 leave a+b",
    "take k: k<=3",
  };
  size_t r;
  char t[160];
  for (r = 0; r < sizeof heaps / sizeof heaps[0]; r++) {
    strlist roots = {0}, sg = {0};
    int splits = strstr(heaps[r], "leave") || strstr(heaps[r], "split");
    int a, b, top = splits ? 8 : test_quick ? 9 : 13;
    for (a = 0; a <= top; a++) {
      snprintf(t, sizeof t, "ruleset(%s):%d", heaps[r], a);
      sl_add(&sg, t);
      sl_add(&roots, t);
      snprintf(t, sizeof t, "ruleset(%s):%d+nim:%d@2", heaps[r], a, a % 4);
      sl_add(&roots, t);
      for (b = 1; b <= a && a + b <= top + (splits ? 1 : 3); b += 2) {
        snprintf(t, sizeof t, "ruleset(%s):%d,%d", heaps[r], a, b);
        sl_add(&roots, t);
      }
    }
    snprintf(t, sizeof t, "ruleset(%s)", heaps[r]);
    sw_family(c, t, &roots, &sg, 16);
  }
  { /* tuples */
    strlist roots = {0}, sg = {0};
    int x, y;
    for (x = 0; x <= 5; x++)
      for (y = 0; y <= 5; y++) {
        snprintf(t, sizeof t, "ruleset(take k or take k from all):%d/%d", x, y);
        sl_add(&sg, t);
        sl_add(&roots, t);
      }
    sl_add(&roots, "ruleset(take k or take k from all):1/2/3");
    sl_add(&roots, "ruleset(take k or take k from all):2/2/2");
    sl_add(&roots, "ruleset(take k or take k from all):4,3/1+nim:2");
    sl_add(&sg, "ruleset(take k or take k from all):3/1/2");
    sw_family(c, "ruleset(take k or take k from all)", &roots, &sg, 16);
  }
  { /* counters */
    strlist roots = {0}, sg = {0};
    int n, l;
    for (n = 0; n <= 12; n++)
      for (l = 0; l <= 7; l++) {
        if (l == 0) snprintf(t, sizeof t, "ruleset(take k: k<=2*last or last=0 and k<n):%d", n);
        else snprintf(t, sizeof t, "ruleset(take k: k<=2*last or last=0 and k<n):%d~%d", n, l);
        sl_add(&sg, t);
        if (l % 3 == 0) sl_add(&roots, t);
      }
    sl_add(&roots, "ruleset(take k: k<=2*last or last=0 and k<n):8,5~1+nim:3");
    sw_family(c, "ruleset(take k: k<=2*last or last=0 and k<n)", &roots, &sg, 16);
  }
}

/* ---- every comparison against plain computations and the oracle -------------------------
** The compiler reads bounds on the take out of conditions (k <= E, 2*k >= E,
** E < k, k = E, through "and" and "or"), the moves look only at takes
** between them, a rule whose condition is exactly a range serves counters
** from rows, and one that is a code is computed as the code. Rules built
** from every comparison operator (< <= > >= = != |) with the take on either
** side (k, 2*k, k*3, k+1 against a number, n, n/2, n/3, n-1, 2*n, last,
** 2*last, last+1, n-last) are checked against a mex and a misère outcome
** computed here from the condition evaluated in plain C: the values of heaps
** 0..CMP_N (and of every counter), and the winning moves of heaps up to
** CMP_N in normal and misère play. Some of them, and random pairs joined by
** "," or "or" or negated (seed printed), go to the minimax oracle too
** (tests/c/rules/ruleset.c reads them itself): sums, every field, both
** plays. */

#define CMP_N 40

typedef struct cterm {
  char a, op, b; /* atoms 'k', 'n', 'l' (last), '#' (a number); op 0 or * / + - */
  long ca, cb;
} cterm;

typedef struct ccmp {
  cterm x, y;
  const char *op;
} ccmp;

typedef struct ccond {
  int n, neg, any; /* comparisons; the first negated; joined by "or" (else ",") */
  ccmp c[2];
} ccond;

static const cterm TAKES[] = {{'k', 0, 0, 0, 0}, {'#', '*', 'k', 2, 0}, {'k', '*', '#', 0, 3},
                              {'k', '+', '#', 0, 1}};
static const cterm OTHERS[] = {{'#', 0, 0, 2, 0},   {'#', 0, 0, 5, 0},   {'n', 0, 0, 0, 0},
                               {'n', '/', '#', 0, 2}, {'n', '/', '#', 0, 3}, {'n', '-', '#', 0, 1},
                               {'#', '*', 'n', 2, 0}, {'l', 0, 0, 0, 0},   {'#', '*', 'l', 2, 0},
                               {'l', '+', '#', 0, 1}, {'n', '-', 'l', 0, 0}};
static const char *const CMP_OPS[] = {"<", "<=", ">", ">=", "=", "!=", "|"};
#define N_TAKES ((int)(sizeof TAKES / sizeof TAKES[0]))
#define N_OTHERS ((int)(sizeof OTHERS / sizeof OTHERS[0]))
#define N_OPS ((int)(sizeof CMP_OPS / sizeof CMP_OPS[0]))

static long c_atom(char a, long num, long n, long last, long k) {
  return a == 'k' ? k : a == 'n' ? n : a == 'l' ? last : num;
}

static long c_term(const cterm *t, long n, long last, long k) {
  long x = c_atom(t->a, t->ca, n, last, k), y = c_atom(t->b, t->cb, n, last, k);
  switch (t->op) {
  case '*': return x * y;
  case '+': return x + y;
  case '-': return x - y;
  case '/': { /* rounded down; x/0 = 0 */
    long q;
    if (y == 0) return 0;
    q = x / y;
    return x % y != 0 && (x < 0) != (y < 0) ? q - 1 : q;
  }
  default: return x;
  }
}

static int c_cmp(const ccmp *q, long n, long last, long k) {
  long x = c_term(&q->x, n, last, k), y = c_term(&q->y, n, last, k);
  switch (q->op[0]) {
  case '<': return q->op[1] ? x <= y : x < y;
  case '>': return q->op[1] ? x >= y : x > y;
  case '=': return x == y;
  case '!': return x != y;
  default: return x == 0 ? y == 0 : y % x == 0; /* x divides y */
  }
}

static int c_holds(const ccond *q, long n, long last, long k) {
  int a = c_cmp(&q->c[0], n, last, k) != q->neg;
  if (q->n == 1) return a;
  return q->any ? a || c_cmp(&q->c[1], n, last, k) : a && c_cmp(&q->c[1], n, last, k);
}

static int c_counter(const ccond *q) {
  int i, r = 0;
  for (i = 0; i < q->n; i++)
    r |= q->c[i].x.a == 'l' || q->c[i].x.b == 'l' || q->c[i].y.a == 'l' || q->c[i].y.b == 'l';
  return r;
}

static size_t t_text(const cterm *t, char *out, size_t cap) {
  char a[24], b[24];
  if (t->a == '#') snprintf(a, sizeof a, "%ld", t->ca);
  else snprintf(a, sizeof a, "%s", t->a == 'l' ? "last" : t->a == 'k' ? "k" : "n");
  if (t->b == '#') snprintf(b, sizeof b, "%ld", t->cb);
  else snprintf(b, sizeof b, "%s", t->b == 'l' ? "last" : t->b == 'k' ? "k" : "n");
  return (size_t)(t->op ? snprintf(out, cap, "%s%c%s", a, t->op, b) : snprintf(out, cap, "%s", a));
}

static void c_text(const ccond *q, char *out, size_t cap) {
  size_t n = (size_t)snprintf(out, cap, "take k: %s", q->neg ? "not " : "");
  int i;
  for (i = 0; i < q->n; i++) {
    if (i) n += (size_t)snprintf(out + n, cap - n, "%s", q->any ? " or " : ", ");
    n += t_text(&q->c[i].x, out + n, cap - n);
    n += (size_t)snprintf(out + n, cap - n, "%s", q->c[i].op);
    n += t_text(&q->c[i].y, out + n, cap - n);
  }
}

/* Plain values and misère outcomes (1: the player to move loses) of every
** heap n ≤ CMP_N with every counter l ≤ CMP_N (0: none yet). */
typedef struct cplain {
  long v[CMP_N + 1][CMP_N + 1];
  char o[CMP_N + 1][CMP_N + 1];
} cplain;

static void c_plain(const ccond *q, cplain *p) {
  long n, l, k;
  int counter = c_counter(q);
  for (n = 0; n <= CMP_N; n++)
    for (l = 0; l <= (counter ? CMP_N : 0); l++) {
      char seen[CMP_N + 2];
      int moves = 0, to_p = 0;
      memset(seen, 0, sizeof seen);
      for (k = 1; k <= n; k++) {
        long after = counter ? k : 0;
        if (!c_holds(q, n, l, k)) continue;
        moves++;
        seen[p->v[n - k][after]] = 1;
        to_p |= p->o[n - k][after];
      }
      p->v[n][l] = mex_of(seen, CMP_N + 2);
      p->o[n][l] = (char)(moves > 0 && !to_p);
    }
}

/* The engine's winning moves of one heap (n, l) against the plain ones. */
static int c_winning(const char *rule, const ccond *q, const cplain *p, long n, long l,
                     int misere) {
  char pos[256], mv[64];
  const char *out;
  const jval *w;
  jval *j;
  swlist want = {0}, got = {0};
  long k;
  int counter = c_counter(q), ok;
  size_t i;
  for (k = 1; k <= n; k++) {
    long after = counter ? k : 0;
    if (!c_holds(q, n, l, k)) continue;
    if (misere ? p->o[n - k][after] : p->v[n - k][after] == 0) {
      if (l) snprintf(mv, sizeof mv, "1:%ld~%ld>", n, l);
      else snprintf(mv, sizeof mv, "1:%ld>", n);
      if (counter) sw_addf(&want, "%s%ld~%ld", mv, n - k, k);
      else sw_addf(&want, "%s%ld", mv, n - k);
    }
  }
  if (l) snprintf(pos, sizeof pos, "ruleset(%s):%ld~%ld%s", rule, n, l, misere ? ";misere" : "");
  else snprintf(pos, sizeof pos, "ruleset(%s):%ld%s", rule, n, misere ? ";misere" : "");
  if (gr_analyze(c, pos, GR_MOVES_WINNING, &out) != GR_OK) {
    test_condf(0, "%s: %s", pos, gr_error(c));
    sw_free(&want);
    return 0;
  }
  j = json_parse(out);
  w = j ? json_get(j, "winning") : NULL;
  for (i = 0; w != NULL && w->t == J_ARR && i < w->n; i++)
    if (w->items[i]->t == J_STR) sw_add(&got, w->items[i]->s);
  ok = w != NULL && sw_same(&want, &got);
  if (!ok) {
    char a[512], b[512];
    sw_join(&want, a, sizeof a);
    sw_join(&got, b, sizeof b);
    test_condf(0, "%s: winning moves [%s], plain [%s]", pos, b, a);
  }
  json_free(j);
  sw_free(&want);
  sw_free(&got);
  return ok;
}

/* One rule against the plain computations: its canonical text, the values
** of heaps 0..CMP_N (no counter), the winning moves of a few heaps (and
** counters) in both plays. 0 at the first disagreement. */
static int c_check(const ccond *cd) {
  static cplain p;
  char rule[160], fam[192];
  const char *out;
  long *v, n;
  int counter = c_counter(cd), ok = 1;
  c_text(cd, rule, sizeof rule);
  c_plain(cd, &p);
  snprintf(fam, sizeof fam, "ruleset(%s):1", rule);
  if (gr_canonical(c, fam, &out) != GR_OK || strncmp(out + 8, rule, strlen(rule)) != 0 ||
      strcmp(out + 8 + strlen(rule), "):1") != 0) {
    test_condf(0, "%s: canonical text %s", fam, gr_canonical(c, fam, &out) == GR_OK ? out : gr_error(c));
    return 0;
  }
  snprintf(fam, sizeof fam, "ruleset(%s)", rule);
  if ((v = eng_values(fam, CMP_N)) == NULL) return 0;
  for (n = 0; n <= CMP_N && v[n] == p.v[n][0]; n++) {}
  if (n <= CMP_N) {
    test_condf(0, "%s: SG(%ld) = %ld, plain %ld", fam, n, v[n], p.v[n][0]);
    ok = 0;
  }
  free(v);
  { /* normal play at several heaps; misère (a search, slower) at one */
    static const long heaps[] = {CMP_N, CMP_N - 1, 29, 20, 13, 7};
    static const long lasts[] = {0, 3, 1, 8};
    size_t h, l;
    for (h = 0; h < sizeof heaps / sizeof heaps[0] && ok; h++)
      for (l = 0; l < (counter ? sizeof lasts / sizeof lasts[0] : 1) && ok; l++)
        ok = c_winning(rule, cd, &p, heaps[h], lasts[l], 0) &&
             (heaps[h] != 20 || l > 1 || c_winning(rule, cd, &p, heaps[h], lasts[l], 1));
  }
  return ok;
}

/* Roots for the oracle: heaps, counters, sums, both plays. */
static void c_roots(const ccond *cd, strlist *roots, strlist *sg) {
  char rule[160];
  int counter = c_counter(cd), a, l;
  c_text(cd, rule, sizeof rule);
  for (a = 0; a <= 9; a++) {
    if (a <= 7) sw_addf(sg, "ruleset(%s):%d", rule, a); /* values the oracle tells: below 8 */
    sw_addf(roots, "ruleset(%s):%d", rule, a);
    sw_addf(roots, "ruleset(%s):%d;misere", rule, a);
    for (l = 1; counter && l <= 4; l += 3) {
      sw_addf(roots, "ruleset(%s):%d~%d", rule, a, l);
      sw_addf(roots, "ruleset(%s):%d~%d;misere", rule, a, l);
    }
  }
  sw_addf(roots, "ruleset(%s):7,4", rule);
  sw_addf(roots, "ruleset(%s):6,5;misere", rule);
  sw_addf(roots, "ruleset(%s):8+nim:3;misere", rule);
  sw_addf(roots, "ruleset(%s):5,3+nim:2@2", rule);
}

static void comparison_sweep(void) {
  static const sweep_opts plain_opts = {0, NULL, 1}; /* with the self-checks on */
  rs_rng r = rs_open("ruleset: every comparison");
  ccond cd;
  int t, e, o, side, rules = 0, bad = 0, i;
  double t0 = sw_now();
  strlist roots = {0}, sg = {0};
  memset(&cd, 0, sizeof cd);
  cd.n = 1;
  for (o = 0; o < N_OPS; o++) /* every operator, the take on either side */
    for (side = 0; side < 2; side++)
      for (t = 0; t < (test_quick ? 2 : N_TAKES); t++)
        for (e = 0; e < N_OTHERS; e++) {
          cd.c[0].op = CMP_OPS[o];
          cd.c[0].x = side ? OTHERS[e] : TAKES[t];
          cd.c[0].y = side ? TAKES[t] : OTHERS[e];
          rules++;
          if (!c_check(&cd) && ++bad >= 8) goto done;
          if (t <= 1 && (e == 0 || e == 3 || e == 7)) c_roots(&cd, &roots, &sg);
        }
  for (i = 0; i < (test_quick ? 40 : 160); i++) { /* pairs and negations, at random */
    int k;
    cd.n = 1 + (int)rs_below(&r, 2);
    cd.neg = rs_below(&r, 3) == 0;
    cd.any = rs_below(&r, 2) == 0;
    for (k = 0; k < cd.n; k++) {
      int swap = (int)rs_below(&r, 2);
      cterm a = TAKES[rs_below(&r, N_TAKES)], b = OTHERS[rs_below(&r, N_OTHERS)];
      cd.c[k].op = CMP_OPS[rs_below(&r, N_OPS)];
      cd.c[k].x = swap ? b : a;
      cd.c[k].y = swap ? a : b;
    }
    rules++;
    if (!c_check(&cd) && ++bad >= 8) goto done;
    if (i % 4 == 0) c_roots(&cd, &roots, &sg);
  }
done:
  printf("  %-44s %.2fs\n", "ruleset: every comparison, plain values and winning moves",
         sw_now() - t0);
  test_condf(bad == 0, "every comparison: %d of %d rules disagree with the plain computation", bad,
             rules);
  run_family_opts("ruleset: every comparison, against the oracle", &roots, &sg, &plain_opts);
}

/* ---- counter rows against the search ----------------------------------------------- */

/* Each rule of one move whose condition is a range of takes, against the
** same rule with a second move that never applies (so no rows: the plain
** search over every (heap, counter)). */
static void rows_vs_search(void) {
  static const char *const rules[] = {
    "take k: k<=2*last or last=0 and k<n",
    "take k: k<=last+1",
    "take k: k<=2*last+1, k<=5 or last=0",
    "take k: k<=last or last=0 and 2*k<=n",
    "take k in 1..2*last+1: k<=n-1",
    "take k: 3*k<=2*last+2 or last=0 and k<=n-1",
    "take k in 2..max(2,last*2): k<=n-1",
    "take k: k<=last+2, k<=n/2+1",
    "take k: k=last+1 or last=0 and k<=2",
  };
  size_t r;
  long bad = 0, n, l;
  char a[256], b[256];
  double t0 = sw_now();
  for (r = 0; r < sizeof rules / sizeof rules[0]; r++) {
    for (n = 0; n <= 30; n++)
      for (l = 0; l <= 12; l++) {
        long x, y;
        if (l) snprintf(a, sizeof a, "ruleset(%s):%ld~%ld", rules[r], n, l);
        else snprintf(a, sizeof a, "ruleset(%s):%ld", rules[r], n);
        if (l) snprintf(b, sizeof b, "ruleset(%s or take k: k<0):%ld~%ld", rules[r], n, l);
        else snprintf(b, sizeof b, "ruleset(%s or take k: k<0):%ld", rules[r], n);
        x = eng_sg(a);
        y = eng_sg(b);
        if (x != y && bad++ < 5) test_condf(0, "%s: rows %ld, search %ld", a, x, y);
      }
  }
  test_condf(bad == 0, "counter rows against the search: %ld disagree", bad);
  printf("  %-44s %.2fs\n", "ruleset: counter rows against the search", sw_now() - t0);
}

/* ---- the language ------------------------------------------------------------------- */

static void canonical_texts(void) {
  static const char *const pairs[][2] = {
    {"ruleset( take  d : d | n and d < n ):10", "ruleset(take d: d|n, d<n):10"},
    {"ruleset(take k:k<=3):5", "ruleset(take k: k<=3):5"},
    {"ruleset(take k : (k = 1 or k == 2) and not prime(k) or take 1 from all):3/5",
     "ruleset(take k: k=1 or k=2, not prime(k) or take 1 from all):3/5"},
    {"ruleset(take k in 1 .. n / 2):9", "ruleset(take k in 1..n/2):9"},
    {"ruleset(take k from any):9", "ruleset(take k):9"},
    {"ruleset(take k from both):9/2", "ruleset(take k from all):9/2"},
    {"ruleset(take k: k <> 2):9", "ruleset(take k: k!=2):9"},
    {"ruleset(take k: a(k)) ", NULL},
    {"ruleset(take k leave a+b: a<b, k<=2):9", "ruleset(take k leave a+b: a<b, k<=2):9"},
    {"ruleset(take k: -(2^k) < -n + 3 * (k - 1)):9", "ruleset(take k: -2^k<-n+3*(k-1)):9"},
    {"ruleset(take k: (2^k)^2 <= n):9", "ruleset(take k: (2^k)^2<=n):9"},
    {"ruleset(take k: 2^(k+1) <= n):9", "ruleset(take k: 2^(k+1)<=n):9"},
    {"ruleset(take k: 2^-k = 0):9", "ruleset(take k: 2^-k=0):9"},
    {"ruleset(take k: (k<1) = (n<2)):9", "ruleset(take k: (k<1)=(n<2)):9"},
    {"ruleset(take k: n - (k - 1) > 2):9", "ruleset(take k: n-(k-1)>2):9"},
    {"ruleset(take k: not (k=1 or k=2)):9", "ruleset(take k: not (k=1 or k=2)):9"},
    {"ruleset(take k: k=1 or (k=2 and n>3)):9", "ruleset(take k: k=1 or k=2 and n>3):9"},
    {"ruleset(take k: (k=1 or k=2) and n>3):9", "ruleset(take k: k=1 or k=2, n>3):9"},
    {"ruleset(take k: min(k, 3) = gcd(n, k)):9", "ruleset(take k: min(k,3)=gcd(n,k)):9"},
    {"ruleset(split a+b+c: a<b, b<c):9", "ruleset(split a+b+c: a<b, b<c):9"},
    {"ruleset(take k: k<=2*last or last=0 and k<n):10~0", "ruleset(take k: k<=2*last or last=0 and k<n):10"},
    {"ruleset(take k: k<=2):3 + ruleset(take k:k<=2):4", "ruleset(take k: k<=2):3,4"},
  };
  size_t i;
  for (i = 0; i < sizeof pairs / sizeof pairs[0]; i++) {
    const char *out, *again;
    gr_status st = gr_canonical(c, pairs[i][0], &out);
    char *first;
    if (pairs[i][1] == NULL) {
      test_condf(st == GR_EINPUT, "%s: accepted", pairs[i][0]);
      continue;
    }
    test_condf(st == GR_OK && strcmp(out, pairs[i][1]) == 0, "canonical %s: %s, want %s",
               pairs[i][0], st == GR_OK ? out : gr_error(c), pairs[i][1]);
    if (st != GR_OK) continue;
    first = strdup(out);
    test_condf(gr_canonical(c, first, &again) == GR_OK && strcmp(again, first) == 0,
               "canonical of canonical %s: %s", first, again);
    free(first);
  }
}

static void refused(const char *text, gr_status want, const char *says, long at) {
  const char *out;
  gr_status st = gr_analyze(c, text, GR_MOVES_WINNING, &out);
  char where[32];
  snprintf(where, sizeof where, "at character %ld:", at);
  test_condf(st == want && strstr(gr_error(c), says) != NULL &&
                 (at < 0 || strstr(gr_error(c), where) != NULL),
             "%s: status %d, \"%s\"; want %d with \"%s\" %s", text, (int)st, gr_error(c), (int)want,
             says, at >= 0 ? where : "");
}

static void errors(void) {
  char *deep, *longr, *many;
  size_t i, n;
  double t0 = sw_now();
  refused("ruleset(take k: k<=3 k):5", GR_EINPUT, "expected \"or\"", 22);
  refused("ruleset(take k: j<=3):5", GR_EINPUT, "unknown name \"j\"", 17);
  refused("ruleset(take k: 1<=k<=3):5", GR_EINPUT, "comparisons do not chain", 21);
  refused("ruleset(take n):5", GR_EINPUT, "\"n\" is a word of the rule", 14);
  refused("ruleset(take prime):5", GR_EINPUT, "is a function", 14);
  refused("ruleset(take k: prime):5", GR_EINPUT, "prime is a function", 22);
  refused("ruleset(take k: min(k)):5", GR_EINPUT, "min takes 2 numbers", 22);
  refused("ruleset(take k: K<3):5", GR_EINPUT, "lower case", 17);
  refused("ruleset(take k: 2k<3):5", GR_EINPUT, "write 2*k", 18);
  refused("ruleset(take k leave a+a):5", GR_EINPUT, "is taken already", 24);
  refused("ruleset(take k leave a):5", GR_EINPUT, "two heaps or more", 23);
  refused("ruleset(take k leave a+b: k<=2*last):5", GR_EINPUT, "cannot split", 9);
  refused("ruleset(split a+b):3/4", GR_EINPUT, "single heaps", 20);
  refused("ruleset(take k: k<3):5~2", GR_EINPUT, "does not read last", 24);
  refused("ruleset(take k: (k<3):5", GR_EINPUT, "expected \"or\"", 22);
  refused("ruleset(take k: (k<3", GR_EINPUT, "\")\"", 21);
  refused("ruleset():5", GR_EINPUT, "\"take\" or \"split\"", 9);
  refused("ruleset(take k, k<3):5", GR_EINPUT, "conditions come after", 15);
  refused("ruleset(take k: k<=99999999999999999999):5", GR_ELIMIT, "larger than", 20);
  refused("ruleset(take k):1/2/3/4/5/6/7/8/9", GR_ELIMIT, "at most 8 heaps", 33);
  /* deep nesting */
  n = 300; /* past the nesting limit, within the length limit */
  deep = malloc(4 * n + 64);
  strcpy(deep, "ruleset(take k: ");
  for (i = 0; i < n; i++) strcat(deep, "(");
  strcat(deep, "k");
  for (i = 0; i < n; i++) strcat(deep, ")");
  strcat(deep, "):5");
  refused(deep, GR_ELIMIT, "deeper than", -1);
  strcpy(deep, "ruleset(take k: ");
  for (i = 0; i < n; i++) strcat(deep, "-");
  strcat(deep, "k<0):5");
  refused(deep, GR_ELIMIT, "deeper than", -1);
  strcpy(deep, "ruleset(take k: ");
  for (i = 0; i < n; i++) strcat(deep, "not ");
  strcat(deep, "k):5");
  refused(deep, GR_ELIMIT, "", -1);
  free(deep);
  /* long rules, many moves, many terms */
  longr = malloc(6000);
  strcpy(longr, "ruleset(take k: k");
  for (i = 0; i < 1200; i++) strcat(longr, "+1");
  strcat(longr, "<0):5");
  refused(longr, GR_ELIMIT, "at most 2000 characters", 9);
  free(longr);
  many = malloc(4000);
  strcpy(many, "ruleset(take 1");
  for (i = 0; i < 20; i++) strcat(many, " or take 1");
  strcat(many, "):5");
  refused(many, GR_EINPUT, "at most 16 moves", -1);
  free(many);
  /* overflow at run time names the place; division by 0 is total */
  refused("ruleset(take k: 2^k<=n):100", GR_ELIMIT, "in the rule, at character 10", -1);
  refused("ruleset(take k: k*k*k*k*k*k*k*k*k*k>0):100000", GR_ELIMIT, "past 2^63", -1);
  test_cond("x/0 = 0 and x%0 = x", eng_sg("ruleset(take k: n/(k-k)=0, n%(k-k)=n, k<=2):7") == 1);
  /* runaway ranges: refused at once, not looked through */
  refused("ruleset(take k):1000000000000000000", GR_ELIMIT, "more than 4194304 moves", -1);
  refused("ruleset(take k in 1..10^18: prime(k)):999999999999999999", GR_ELIMIT, "moves to look through", -1);
  refused("ruleset(take k or take k from all):3000000000/3000000000", GR_ELIMIT, "", -1);
  printf("  %-44s %.2fs\n", "ruleset: errors and hostile rules", sw_now() - t0);
}

/* The work bound: a call that runs out says how far it got, and the next
** one carries on to the same values as a fresh context. */
static void work_bound(void) {
  gr_ctx *w = gr_open(0), *fresh = gr_open(0);
  const char *out;
  long tries = 0;
  gr_status st;
  char *a = NULL;
  gr_set_work(w, 400000);
  do {
    st = gr_sequence(w, "ruleset(take k: prime(k) or k=1)", 2000, &out);
    tries++;
    if (st != GR_OK)
      test_condf(st == GR_ELIMIT && strstr(gr_error(w), "so far") != NULL, "bounded: %s",
                 gr_error(w));
  } while (st != GR_OK && tries < 100000);
  test_condf(tries > 5, "a bounded sequence took %ld calls", tries);
  if (st == GR_OK) a = strdup(out);
  test_cond("fresh", gr_sequence(fresh, "ruleset(take k: prime(k) or k=1)", 2000, &out) == GR_OK);
  test_cond("bounded steps give the same values", a && strcmp(a, out) == 0);
  free(a);
  /* a tuple searched in steps: each step keeps what it found */
  tries = 0;
  gr_set_work(w, 400000); /* above what re-walking the path to where it stopped costs */
  do {
    st = gr_analyze(w, "ruleset(take k or take k from all):50/47/41", GR_MOVES_WINNING, &out);
    tries++;
    if (st != GR_OK)
      test_condf(st == GR_ELIMIT && strstr(gr_error(w), "found so far are kept") != NULL,
                 "search step: %s", gr_error(w));
  } while (st != GR_OK && tries < 200);
  test_condf(st == GR_OK && tries > 3, "the search ended after %ld steps", tries);
  if (st == GR_OK) {
    a = strdup(out);
    test_cond("fresh tuple", gr_analyze(fresh, "ruleset(take k or take k from all):50/47/41",
                                        GR_MOVES_WINNING, &out) == GR_OK);
    test_cond("the search in steps gives the same analysis", strcmp(a, out) == 0);
    free(a);
  }
  gr_close(w);
  gr_close(fresh);
}

/* ---- the position cache --------------------------------------------------------------- */

/* A game of its own for the search, on pairs (a, b) of heaps: take 1 or 2
** from one of them, or (both non-empty) break the pair into the two parts
** (a, 0) and (0, b), worth the XOR of theirs. Keys: a and b as 2 bytes each,
** then pad_len bytes of padding (long keys). Its values: a plain mex. */
#define TOY 50
static size_t pad_len;

static void toy_key(gr_parts *p, unsigned a, unsigned b) {
  unsigned char k[4 + 300];
  k[0] = (unsigned char)a, k[1] = (unsigned char)(a >> 8), k[2] = (unsigned char)b,
  k[3] = (unsigned char)(b >> 8);
  memset(k + 4, 0xA5, pad_len);
  gr_parts_add(p, k, 4 + pad_len);
}

typedef struct toy_it {
  unsigned a, b;
  int stage;
} toy_it;

static void toy_begin(gr_ctx *x, const void *g, const unsigned char *key, size_t len, void *itp) {
  toy_it *it = itp;
  (void)x, (void)g, (void)len;
  it->a = key[0] | (unsigned)key[1] << 8;
  it->b = key[2] | (unsigned)key[3] << 8;
  it->stage = 0;
}

static int toy_next(gr_ctx *x, const void *g, const unsigned char *key, size_t len, void *itp,
                    gr_parts *out) {
  toy_it *it = itp;
  (void)x, (void)g, (void)key, (void)len;
  while (it->stage < 5) {
    int st = it->stage++;
    if (st < 2 && it->a >= (unsigned)st + 1) {
      toy_key(out, it->a - (unsigned)st - 1, it->b);
      return 1;
    }
    if (st >= 2 && st < 4 && it->b >= (unsigned)st - 1) {
      toy_key(out, it->a, it->b - (unsigned)st + 1);
      return 1;
    }
    if (st == 4 && it->a > 0 && it->b > 0) {
      toy_key(out, it->a, 0);
      toy_key(out, 0, it->b);
      return 1;
    }
  }
  return 0;
}

static void cache_kit(void) {
  gr_ctx *big = gr_open(0), *tiny = gr_open((size_t)1400 << 10);
  gr_search s = {NULL, sizeof(toy_it), toy_begin, toy_next, "toy", NULL, NULL, NULL};
  static long plain[TOY + 1][TOY + 1];
  char seen[64];
  long a, b;
  size_t pads[] = {0, 13, 299};
  size_t q;
  double t0 = sw_now();
  for (a = 0; a <= TOY; a++) /* the plain mex; (a, 0) and (0, b) come first */
    for (b = 0; b <= TOY; b++) {
      memset(seen, 0, sizeof seen);
      if (a >= 1) seen[plain[a - 1][b]] = 1;
      if (a >= 2) seen[plain[a - 2][b]] = 1;
      if (b >= 1) seen[plain[a][b - 1]] = 1;
      if (b >= 2) seen[plain[a][b - 2]] = 1;
      if (a > 0 && b > 0) seen[plain[a][0] ^ plain[0][b]] = 1;
      plain[a][b] = mex_of(seen, 64);
    }
  for (q = 0; q < sizeof pads / sizeof pads[0]; q++) {
    gr_ctx *x;
    for (x = big; x != NULL; x = x == big ? tiny : NULL) {
      jmp_buf jb;
      gr_poscache *pc;
      gr_poscache_stats st;
      volatile long bad = 0;
      pad_len = pads[q];
      x->onerr = &jb;
      x->work = x == tiny ? 100000000 : -1;
      x->call++;
      gr_scratch_reset(x);
      if (setjmp(jb) == 0) {
        pc = gr_poscache_open(x, "toy", pad_len == 0 ? "" : pad_len == 13 ? "13" : "299");
        for (a = TOY; a >= 0; a -= 7)
          for (b = TOY; b >= 0; b -= 3) {
            unsigned char k[4 + 300];
            uint64_t v;
            k[0] = (unsigned char)a, k[1] = 0, k[2] = (unsigned char)b, k[3] = 0;
            memset(k + 4, 0xA5, pad_len);
            v = gr_search_value(x, pc, &s, k, 4 + pad_len);
            if ((long)v != plain[a][b] && bad++ < 3)
              test_condf(0, "toy search: SG(%ld, %ld) = %lu, plain %ld", a, b, (unsigned long)v,
                         plain[a][b]);
          }
        gr_poscache_info(pc, &st);
        test_condf(bad == 0 && st.searched > 0 && st.hits > 0, "toy search (key %zu bytes, %s): "
                   "%ld wrong, %lld searched, %lld hits", 4 + pad_len, x == big ? "big" : "tiny",
                   (long)bad, (long long)st.searched, (long long)st.hits);
        if (x == tiny && pad_len == 299)
          test_condf(st.dropped > 0 && st.bytes <= ((size_t)1 << 20) / 2,
                     "the tiny context's cache dropped %lld values for room, holds %zu bytes",
                     (long long)st.dropped, st.bytes);
        if (x == big) test_condf(st.dropped == 0, "the big context's cache dropped no value");
      } else {
        test_condf(0, "toy search failed: %s", gr_error(x));
      }
      x->onerr = NULL;
    }
  }
  { /* keys of every length up to 300, 64-bit values, replaced in place */
    jmp_buf jb;
    gr_poscache *pc;
    unsigned char k[300];
    size_t len;
    uint64_t v;
    volatile long bad = 0;
    big->onerr = &jb;
    if (setjmp(jb) == 0) {
      pc = gr_poscache_open(big, "test", "lengths");
      for (len = 0; len < 300; len++) {
        memset(k, (int)len, len);
        gr_poscache_put(big, pc, k, len, 0xFEDCBA9876543210ULL ^ len, 0);
      }
      for (len = 0; len < 300; len++) {
        memset(k, (int)len, len);
        if (!gr_poscache_get(pc, k, len, &v) || v != (0xFEDCBA9876543210ULL ^ len)) bad++;
      }
      memset(k, 7, 7);
      gr_poscache_put(big, pc, k, 7, 42, 0);
      test_cond("a value replaced", gr_poscache_get(pc, k, 7, &v) && v == 42);
      k[6] = 8;
      test_cond("a key one byte off is not found", !gr_poscache_get(pc, k, 7, &v));
      test_condf(bad == 0, "%ld keys lost", bad);
    }
    big->onerr = NULL;
  }
  { /* kept between calls, counted, freed with the context */
    gr_poscache_stats st;
    const char *out;
    test_cond("a tuple", gr_analyze(big, "ruleset(take k or take k from all):9/7", GR_MOVES_ALL, &out) == GR_OK);
    test_cond("its cache is kept", gr_poscache_find_stats(big, "ruleset", "take k or take k from all", &st) && st.entries > 0);
  }
  gr_close(big);
  gr_close(tiny);
  printf("  %-44s %.2fs\n", "ruleset: the position cache and search", sw_now() - t0);
}

/* ---- the pattern finder ------------------------------------------------------------------ */

/* Re-checks every claim of a pattern JSON against the values, here. */
static void claims_hold(const char *family, const jval *j, const long *v, long n) {
  const jval *p = json_get(j, "period"), *fs = json_get(j, "formulas"), *z = json_get(j, "zeros");
  const jval *ms = json_get(j, "matches");
  size_t i;
  long k;
  if (p && p->t == J_OBJ) {
    long pre = json_long(p, "preperiod", -1), per = json_long(p, "period", -1),
         s = json_long(p, "saltus", -9);
    for (k = pre; k + per <= n && pre >= 0 && per > 0; k++)
      if (v[k + per] - v[k] != s) break;
    test_condf(pre >= 0 && per > 0 && k + per > n &&
                   (json_bool(p, "proven") || n - pre + 1 >= 3 * per),
               "%s: the period claimed (%ld from %ld, saltus %ld) fails at %ld", family, per, pre, s, k);
  }
  for (i = 0; fs && fs->t == J_ARR && i < fs->n; i++) {
    const char *f = json_str(fs->items[i], "formula");
    long from = json_long(fs->items[i], "from", -1), q;
    int known = 1;
    for (k = from; k <= n && known; k++) {
      long want;
      if (strcmp(f, "SG(n) = n") == 0) want = k;
      else if (sscanf(f, "SG(n) = n mod %ld", &q) == 1) want = k % q;
      else if (strncmp(f, "SG(n) = ⌊n/", strlen("SG(n) = ⌊n/")) == 0) want = k / atol(f + strlen("SG(n) = ⌊n/"));
      else if (strncmp(f, "SG(n) = v2(n)", 13) == 0) {
        long x = k;
        want = 0;
        while (x > 0 && x % 2 == 0) x /= 2, want++;
      } else {
        known = 0;
        break;
      }
      test_condf(v[k] == want, "%s: \"%s\" claimed from %ld fails at %ld", family, f, from, k);
      if (v[k] != want) break;
    }
  }
  if (z && z->t == J_OBJ) {
    long cnt = 0;
    for (k = 0; k <= n; k++) cnt += v[k] == 0;
    test_condf(json_long(z, "count", -1) == cnt, "%s: %ld P-positions, counted %ld", family,
               json_long(z, "count", -1), cnt);
  }
  for (i = 0; ms && ms->t == J_ARR && i < ms->n; i++) {
    const char *other = json_str(ms->items[i], "family");
    long s = json_long(ms->items[i], "shift", 0), to = json_long(ms->items[i], "to", 0), *w;
    if ((w = eng_values(other, to + 8)) == NULL) continue;
    for (k = s < 0 ? -s : 0; k <= to && v[k] == w[k + s]; k++) {}
    test_condf(k > to, "%s: the match with %s shifted by %ld fails at %ld", family, other, s, k);
    free(w);
  }
}

static jval *pattern(const char *family, long n, long **vals) {
  const char *out;
  jval *j;
  if (gr_pattern(c, family, n, &out) != GR_OK) {
    test_condf(0, "pattern %s: %s", family, gr_error(c));
    return NULL;
  }
  j = json_parse(out);
  test_condf(j != NULL, "pattern %s: not JSON", family);
  if ((*vals = eng_values(family, n)) != NULL && j) claims_hold(family, j, *vals, n);
  return j;
}

static int says(const jval *j, const char *words) {
  const char *s = j ? json_str(j, "summary") : NULL;
  return s != NULL && strstr(s, words) != NULL;
}

static void patterns(void) {
  static const char *const none[] = {"ruleset(take k: prime(k))", "tb(4!.0)",
                                     "ruleset(take k: square(k))", "ruleset(take k: (k*k*31+n*n*17+k*n*7)%97<40)",
                                     "tb(0.6)"};
  long *v = NULL;
  jval *j;
  size_t i;
  double t0 = sw_now();
  j = pattern("ruleset(take k: pow2(k))", 1000, &v);
  test_condf(says(j, "SG(n) = n mod 3 for every 0 ≤ n ≤ 1000"), "pow2: %s", j ? json_str(j, "summary") : "");
  test_cond("pow2: period observed, not proven", j && !json_bool(json_get(j, "period"), "proven"));
  json_free(j), free(v);
  j = pattern("ruleset(take k in 1..n/2)", 1000, &v);
  test_condf(says(j, "SG(2m) = m and SG(2m+1) = SG(m) for every n ≤ 1000"), "half: %s", j ? json_str(j, "summary") : "");
  json_free(j), free(v);
  j = pattern("ruleset(take d: d|n, d<n)", 1000, &v);
  test_condf(says(j, "SG(n) = v2(n)"), "divisor: %s", j ? json_str(j, "summary") : "");
  json_free(j), free(v);
  j = pattern("ruleset(take k: k<=2*last or last=0 and k<n)", 1000, &v);
  test_condf(says(j, "exactly the Fibonacci numbers"), "Fibonacci Nim: %s", j ? json_str(j, "summary") : "");
  json_free(j), free(v);
  j = pattern("ruleset(take k in 1..2 or take k in 1..2 leave a+b)", 1000, &v);
  test_condf(says(j, "period 12 from n = 71, proven") && says(j, "values of Kayles (0.77)") &&
                 says(j, "published ones of Kayles"), "Kayles: %s", j ? json_str(j, "summary") : "");
  json_free(j), free(v);
  j = pattern("octal(0.137)", 1000, &v);
  test_condf(says(j, "values of Dawson's Kayles (0.07) shifted by one: SG(n) = G(n + 1)"),
             "Dawson's chess: %s", j ? json_str(j, "summary") : "");
  json_free(j), free(v);
  j = pattern("ruleset(split a+b: a<b)", 1500, &v);
  test_condf(says(j, "values of Grundy's game") && says(j, "published ones of Grundy's game (4!.0) for n ≤ 1500"),
             "Grundy's rule: %s", j ? json_str(j, "summary") : "");
  json_free(j), free(v);
  j = pattern("tb(4.[3])", 500, &v);
  test_condf(says(j, "SG(n + 4) = SG(n) + 4"), "Lasker's Nim: %s", j ? json_str(j, "summary") : "");
  json_free(j), free(v);
  for (i = 0; i < sizeof none / sizeof none[0]; i++) { /* no period, no formula */
    j = pattern(none[i], 1000, &v);
    test_condf(j && json_get(j, "period")->t == J_NULL && json_get(j, "formulas")->n == 0 &&
                   json_get(j, "classes")->t == J_NULL,
               "%s: claims a pattern: %s", none[i], j ? json_str(j, "summary") : "");
    json_free(j), free(v);
  }
  j = pattern("sub(1-3)", 10, &v); /* too few values for a claim */
  test_condf(j && json_get(j, "formulas")->n == 0, "11 values: %s", j ? json_str(j, "summary") : "");
  json_free(j), free(v);
  printf("  %-44s %.2fs\n", "ruleset: the pattern finder", sw_now() - t0);
}

void test_ruleset(void) {
  c = gr_open(0);
  examples();
  oracle_sweeps();
  rows_vs_search();
  comparison_sweep();
  canonical_texts();
  errors();
  work_bound();
  cache_kit();
  patterns();
  gr_close(c);
}
