/*
** test_periods.c — period claims at their edge, for every family whose rule
** proves periods (`grundy sequence`), and heaps far past the computed table.
**
** For each family below the test computes the values itself, by a plain mex
** written here that shares no code with the engine, far past where the
** period starts; finds from them the smallest period p* and pre-period n0*;
** and, from the family's rule in words (README: "SG(n+p) = SG(n) for … n0"),
** the first n at which values 0..n can prove it:
**
**   N* = bound(n0*, p*) - 1 + p*   (the last m the rule needs, plus p*)
**
** No smaller n can prove any period: a proof is a true claim, so its period
** is a multiple of p* and starts at n0* or later, and every bound grows with
** both. Then `sequence F N*` must claim exactly (n0*, p*), `sequence F N*-1`
** must claim nothing, and every claim agrees with the own values far past
** it. A heap of each family far past the table (10^15 stones, 2^63 - 1, the
** longest row) is analysed in a fresh context and its value and winning
** moves checked against the own values folded by the proven period.
**
** To add a family: one row in FAMILIES (the family text, its kind, how far
** to compute, and published facts if any). A new kind of family (a new game
** with a `.family`): its own mex and its rule's bound in a `kind` of its own.
*/
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "../../c/grundy.h"
#include "json.h"
#include "suites.h"
#include "sweep.h"
#include "test.h"

static gr_ctx *ctx;

/* The engine's proof rule itself (c/family.c, declared in c/family.h, which
** the tests do not include), for families whose real values never become
** periodic within reach: it is handed values made up here. */
struct gr_game;
struct gr_param;
extern const struct gr_game gr_game_treblecross, gr_game_staircase;
int gr_find_period(gr_ctx *c, const struct gr_game *g, const struct gr_param *p, const uint32_t *v,
                   gr_int n, gr_int *pre, gr_int *per);

/* ---- own values: a plain mex per kind of family ------------------------------ */

#define SEEN_MAX (1L << 17) /* values stay far below this in every family here */

/* The numbers of a subtraction set "1,3,4" or "1-3,7" into k (at most 64). */
static int parse_set(const char *s, long *k) {
  int n = 0;
  while (*s && n < 64) {
    long lo = strtol(s, (char **)&s, 10), hi = lo, x;
    if (*s == '-') hi = strtol(s + 1, (char **)&s, 10);
    for (x = lo; x <= hi && n < 64; x++) k[n++] = x;
    if (*s == ',') s++;
  }
  return n;
}

/* The text between "(" and ")" of a family, or "" when it has none. */
static void param_of(const char *family, char *out, size_t cap) {
  const char *a = strchr(family, '('), *b = strrchr(family, ')');
  if (a == NULL || b == NULL || b < a) {
    out[0] = '\0';
    return;
  }
  snprintf(out, cap, "%.*s", (int)(b - a - 1), a + 1);
}

/* sub(S): a heap of h; a move takes k in S. */
static void sub_values(const char *param, long *v, long n) {
  long k[64], h;
  int nk = parse_set(param, k), i;
  for (h = 0; h <= n; h++) {
    unsigned long long seen = 0;
    long g = 0;
    for (i = 0; i < nk; i++)
      if (k[i] <= h && v[h - k[i]] < 64) seen |= 1ULL << v[h - k[i]];
    while (g < 64 && (seen >> g & 1)) g++;
    v[h] = g;
  }
}

static long sub_bound(const char *param, long n0, long p) { /* max(S) consecutive m from n0 */
  long k[64], mx = 0;
  int nk = parse_set(param, k), i;
  (void)p;
  for (i = 0; i < nk; i++)
    if (k[i] > mx) mx = k[i];
  return n0 + mx;
}

/* octal(0.d1d2…): a row of h pins; a block of j pins leaving a and b beside
** it is allowed when d_j has bit 1 (a = b = 0), 2 (one of them 0), 4 (both
** positive). */
static void octal_values(const char *param, long *v, long n) {
  static long seen[SEEN_MAX];
  const char *d = strchr(param, '.') + 1;
  long t = (long)strlen(d), h, a, j;
  memset(seen, 0, sizeof seen);
  for (h = 0; h <= n; h++) {
    long g = 0;
    for (j = 1; j <= t && j <= h; j++) {
      int dj = d[j - 1] - '0';
      for (a = 0; a + j <= h; a++) {
        long b = h - j - a;
        int need = a == 0 && b == 0 ? 1 : a == 0 || b == 0 ? 2 : 4;
        if ((dj & need) && (v[a] ^ v[b]) < SEEN_MAX) seen[v[a] ^ v[b]] = h + 1;
      }
    }
    while (g < SEEN_MAX && seen[g] == h + 1) g++;
    v[h] = g;
  }
}

/* The octal periodicity theorem: m from n0 up to 2·n0 + p + t (exclusive),
** t the last nonzero digit; one m more when n0 = 0 (README). A code whose
** moves never leave two heaps (every digit 0-3) is a subtraction game: m
** from n0 up to max(n0, 1) + t, as for sub(S) with the removals it allows. */
static long octal_bound(const char *param, long n0, long p) {
  const char *d = strchr(param, '.') + 1;
  long t = (long)strlen(d);
  int splits = 0;
  while (t > 0 && d[t - 1] == '0') t--;
  for (; *d; d++) splits |= *d >= '4';
  if (!splits) return (n0 > 1 ? n0 : 1) + t;
  return 2 * n0 + p + t + (n0 == 0 ? 1 : 0);
}

/* Treblecross stretches: an X on cell i of r free cells leaves free
** stretches of max(0, i-3) and max(0, r-i-2). */
static void stretch_values(const char *param, long *v, long n) {
  static long seen[SEEN_MAX];
  long r, i;
  (void)param;
  memset(seen, 0, sizeof seen);
  for (r = 0; r <= n; r++) {
    long g = 0;
    for (i = 1; i <= r; i++) {
      long a = i - 3 > 0 ? i - 3 : 0, b = r - i - 2 > 0 ? r - i - 2 : 0;
      if ((v[a] ^ v[b]) < SEEN_MAX) seen[v[a] ^ v[b]] = r + 1;
    }
    while (g < SEEN_MAX && seen[g] == r + 1) g++;
    v[r] = g;
  }
}

/* The engine's rule for stretches, in its words: n0 ≤ m ≤ 2·n0 + p + 5. */
static long stretch_bound(const char *param, long n0, long p) {
  (void)param;
  return 2 * n0 + p + 5 + 1;
}

/* Staircase: n stairs with one coin each, by the published rule (the XOR of
** the coins on odd stairs); test_engine.c checks the rule against plain
** minimax on small staircases. */
static void stair_values(const char *param, long *v, long n) {
  long k;
  (void)param;
  for (k = 0; k <= n; k++) {
    long odd = (k + 1) / 2, s = 0, i; /* stairs 1, 3, 5, … among 1..k */
    for (i = 0; i < odd; i++) s ^= 1;
    v[k] = s;
  }
}

static long stair_bound(const char *param, long n0, long p) { /* four agreements in a row */
  (void)param;
  (void)p;
  return n0 + 4;
}

/* ---- positions of one heap ------------------------------------------------------ */

/* The position of one heap of size h in the family, into out; 0 when the
** game's notation cannot hold it (rows past the engine's widths). */
static int heap_text(const char *family, long long h, char *out, size_t cap) {
  long long i;
  size_t n;
  if (strncmp(family, "sub(", 4) == 0) {
    snprintf(out, cap, "%s:%lld", family, h);
    return 1;
  }
  if (strncmp(family, "octal(", 6) == 0) {
    if (h < 1 || h > 4096) return 0;
    n = (size_t)snprintf(out, cap, "%s:", family);
  } else if (strcmp(family, "treblecross") == 0) {
    if (h < 3 || h > 20000) return 0;
    n = (size_t)snprintf(out, cap, "treblecross:");
  } else if (strcmp(family, "staircase") == 0) {
    if (h < 1 || h > 4096) return 0;
    n = (size_t)snprintf(out, cap, "staircase:");
    for (i = 0; i < h && n + 3 < cap; i++) n += (size_t)snprintf(out + n, cap - n, "%s1", i ? "/" : "");
    return n + 3 < cap;
  } else {
    return 0;
  }
  if (n + (size_t)h + 1 > cap) return 0;
  for (i = 0; i < h; i++) out[n++] = strcmp(family, "treblecross") == 0 ? '.' : 'o';
  out[n] = '\0';
  return 1;
}

/* ---- the table ------------------------------------------------------------------- */

typedef struct kind {
  const char *name;
  void (*values)(const char *param, long *v, long n);  /* own values 0..n */
  long (*bound)(const char *param, long n0, long p);   /* the rule (exclusive end of m) */
} kind;

static const kind SUB = {"subtraction", sub_values, sub_bound};
static const kind OCTAL = {"octal", octal_values, octal_bound};
static const kind STRETCH = {"treblecross stretch", stretch_values, stretch_bound};
static const kind STAIRS = {"staircase", stair_values, stair_bound};

typedef struct pfamily {
  const char *family;  /* as `grundy sequence` takes it */
  const kind *k;
  long far;            /* own values up to here (the engine's table limit at most) */
  long pre, per;       /* published pre-period and period; -1: none published;
                       ** 0 and 0: no period can be proven within far */
  int slow;            /* skipped in the quick (sanitizer) sweep */
} pfamily;

static const pfamily FAMILIES[] = {
  {"sub(1)", &SUB, 2000, 0, 2, 0},
  {"sub(2)", &SUB, 2000, 0, 4, 0},
  {"sub(3)", &SUB, 2000, 0, 6, 0},
  {"sub(1-3)", &SUB, 2000, 0, 4, 0},
  {"sub(1,3,4)", &SUB, 2000, 0, 7, 0},
  {"sub(2,5,6)", &SUB, 2000, -1, -1, 0},
  {"sub(2,4,7)", &SUB, 2000, -1, -1, 0},
  {"sub(3,4,6)", &SUB, 2000, -1, -1, 0},
  {"sub(1,10,23)", &SUB, 4000, -1, -1, 0},
  {"sub(2,7,12)", &SUB, 4000, -1, -1, 0},
  {"sub(1,4,9,16)", &SUB, 4000, -1, -1, 0},
  {"sub(5,9)", &SUB, 2000, -1, -1, 0},
  {"sub(4,9,11)", &SUB, 2000, -1, -1, 0},
  {"octal(0.77)", &OCTAL, 3000, 71, 12, 0},    /* Kayles */
  {"octal(0.07)", &OCTAL, 3000, 53, 34, 0},    /* Dawson's Kayles: Dawson's chess shifted */
  {"octal(0.137)", &OCTAL, 3000, 52, 34, 0},   /* Dawson's chess */
  {"octal(0.4)", &OCTAL, 3000, -1, -1, 0},
  {"octal(0.15)", &OCTAL, 3000, -1, -1, 0},
  {"octal(0.3)", &OCTAL, 3000, -1, -1, 0},
  {"octal(0.71)", &OCTAL, 3000, -1, -1, 0},
  {"octal(0.5)", &OCTAL, 3000, -1, -1, 0},     /* splits, period from 0: one n more */
  {"octal(0.73)", &OCTAL, 3000, -1, -1, 0},
  {"octal(0.0052)", &OCTAL, 3000, -1, -1, 0},
  {"octal(0.156)", &OCTAL, 12000, 3479, 349, 1},
  {"octal(0.165)", &OCTAL, 20000, 5181, 1550, 1},
  {"octal(0.6)", &OCTAL, 6000, 0, 0, 1},       /* Officers: no period known */
  {"treblecross", &STRETCH, 20000, 0, 0, 1},  /* 0.007: no period known */
  {"staircase", &STAIRS, 2000, 0, 4, 0},
};

/* ---- the engine's claims ----------------------------------------------------------- */

/* `sequence family n`: values into v (when not NULL) and the claim; returns
** how many values came back (0 after a failed check). pre = per = -1 for
** null. */
static long claim(const char *family, long n, long *v, long *pre, long *per) {
  const char *json = NULL;
  gr_status st = gr_sequence(ctx, family, n, &json);
  jval *j;
  const jval *vals;
  long i, k = 0;
  *pre = *per = -2;
  test_condf(st == GR_OK, "sequence %s %ld: status %d: %s", family, n, (int)st, gr_error(ctx));
  if (st != GR_OK) return 0;
  j = json_parse(json);
  test_condf(j != NULL, "sequence %s %ld: not JSON", family, n);
  if (j == NULL) return 0;
  vals = json_get(j, "values");
  for (i = 0; v && vals && vals->t == J_ARR && i < (long)vals->n && i <= n; i++)
    v[k++] = (long)vals->items[i]->num;
  if (!v && vals && vals->t == J_ARR) k = (long)vals->n;
  *pre = json_is_null(j, "preperiod") ? -1 : json_long(j, "preperiod", -2);
  *per = json_is_null(j, "period") ? -1 : json_long(j, "period", -2);
  test_condf((*pre == -1) == (*per == -1), "sequence %s %ld: preperiod %ld but period %ld",
             family, n, *pre, *per);
  json_free(j);
  return k;
}

/* Smallest period p*, then smallest start n0*, that the rule proves from own
** values v[0..far]: the matches v[m+p] = v[m] must hold for every m from n0
** to far - p, and the rule's range must fit inside that. 0 when none. */
static int own_proof(const pfamily *f, const char *param, const long *v, long far, long *n0,
                     long *p) {
  long q;
  for (q = 1; q <= far; q++) {
    long m = far - q;
    while (m >= 0 && v[m + q] == v[m]) m--;
    m++; /* matches hold for m..far-q */
    if (m <= far - q && f->k->bound(param, m, q) - 1 + q <= far) {
      *n0 = m;
      *p = q;
      return 1;
    }
  }
  return 0;
}

static long fold(const long *v, long n0, long p, long long h) {
  if (h < n0) return v[h];
  return v[n0 + (long)((h - n0) % p)];
}

/* The analysis of one heap of h in a fresh context (so no table is longer
** than that call needs): its value and its winning moves against own values
** folded by the proven period (or read directly when p is 0). */
static void check_heap(const pfamily *f, const long *v, long far, long n0, long p,
                       long long h) {
  static char text[64 * 1024];
  const char *json = NULL;
  gr_ctx *fresh;
  gr_status st;
  jval *j;
  long want, got;
  if (!heap_text(f->family, h, text, sizeof text)) return;
  if (p == 0 && h > far) return;
  want = p ? fold(v, n0, p, h) : v[h];
  fresh = gr_open(0);
  st = gr_analyze(fresh, text, GR_MOVES_WINNING, &json);
  test_condf(st == GR_OK, "%s heap %lld: status %d: %s", f->family, h, (int)st, gr_error(fresh));
  if (st == GR_OK && (j = json_parse(json)) != NULL) {
    const jval *cs = json_get(j, "components"), *wl = json_get(j, "winning");
    const char *verdict = json_str(j, "verdict");
    got = cs && cs->t == J_ARR && cs->n == 1 ? json_long(cs->items[0], "sg", -1) : -1;
    test_condf(got == want, "%s heap %lld: engine SG %ld, own mex %ld%s", f->family, h, got, want,
               p ? " (folded by the proven period)" : "");
    test_condf(verdict && strcmp(verdict, want ? "N" : "P") == 0, "%s heap %lld: verdict %s, own "
               "SG %ld", f->family, h, verdict ? verdict : "(none)", want);
    if (f->k == &SUB && wl && wl->t == J_ARR) { /* the winning moves: take k to a 0 */
      char param[256], mv[96];
      long k[64];
      int nk, i, nwin = 0;
      size_t x;
      param_of(f->family, param, sizeof param);
      nk = parse_set(param, k);
      for (i = 0; i < nk; i++) {
        int listed = 0;
        if (k[i] > h || fold(v, n0, p ? p : 1, h - k[i]) != 0) continue;
        if (p == 0 && h - k[i] > far) continue;
        nwin++;
        snprintf(mv, sizeof mv, "1:%lld>%lld", h, h - k[i]);
        for (x = 0; x < wl->n; x++) listed |= wl->items[x]->t == J_STR && !strcmp(wl->items[x]->s, mv);
        test_condf(listed, "%s heap %lld: the winning move %s is not listed", f->family, h, mv);
      }
      test_condf((long)wl->n == nwin, "%s heap %lld: %ld winning moves listed, own values give %d",
                 f->family, h, (long)wl->n, nwin);
    }
    json_free(j);
  }
  gr_close(fresh);
}

static void check_family(const pfamily *f) {
  double t0 = sw_now();
  char param[256], name[96];
  long far = f->far, n0 = -1, p = -1, pre, per, n, i, edge;
  long *own = malloc((size_t)(far + 1) * sizeof *own);
  long *eng = malloc((size_t)(far + 1) * sizeof *eng);
  int proven;
  if (own == NULL || eng == NULL) { fputs("out of memory\n", stderr); exit(3); }
  param_of(f->family, param, sizeof param);
  f->k->values(param, own, far);
  proven = own_proof(f, param, own, far, &n0, &p);

  /* the published facts, when there are some */
  if (f->per > 0)
    test_condf(proven && n0 == f->pre && p == f->per, "%s: own values (to %ld) prove period %ld "
               "from %ld, published %ld from %ld", f->family, far, proven ? p : 0,
               proven ? n0 : 0, f->per, f->pre);
  if (f->per == 0)
    test_condf(!proven, "%s: own values prove period %ld from %ld, none is known", f->family, p,
               n0);

  /* every value up to far, and the claim there */
  n = claim(f->family, far, eng, &pre, &per);
  for (i = 0; i < n && eng[i] == own[i]; i++) {}
  test_condf(n == far + 1 && i == n, "%s: value %ld is %ld, own mex %ld", f->family, i,
             i < n ? eng[i] : -1, i <= far ? own[i] : -1);
  if (proven)
    test_condf(pre == n0 && per == p, "sequence %s %ld: claims period %ld from %ld; own values "
               "prove %ld from %ld", f->family, far, per, pre, p, n0);
  else
    test_condf(pre == -1 && per == -1, "sequence %s %ld: claims period %ld from %ld; own values "
               "to %ld prove none", f->family, far, per, pre, far);
  if (per > 0) { /* whatever is claimed holds over every own value */
    for (i = pre; i + per <= far && own[i + per] == own[i]; i++) {}
    test_condf(i + per > far, "%s: claimed period %ld from %ld fails at %ld", f->family, per, pre,
               i);
  }

  if (proven) { /* the edge: first at N*, not one value earlier */
    edge = f->k->bound(param, n0, p) - 1 + p;
    claim(f->family, edge, NULL, &pre, &per);
    test_condf(pre == n0 && per == p, "sequence %s %ld: claims period %ld from %ld; the rule "
               "proves %ld from %ld exactly here", f->family, edge, per, pre, p, n0);
    claim(f->family, edge - 1, NULL, &pre, &per);
    test_condf(pre == -1 && per == -1, "sequence %s %ld: claims period %ld from %ld one value "
               "before the rule allows (first at %ld)", f->family, edge - 1, per, pre, edge);
    if (edge >= 2) {
      claim(f->family, edge / 2, NULL, &pre, &per);
      test_condf(pre == -1 && per == -1, "sequence %s %ld: claims period %ld from %ld, before "
                 "the rule allows (first at %ld)", f->family, edge / 2, per, pre, edge);
    }
    claim(f->family, edge + 1, NULL, &pre, &per);
    test_condf(pre == n0 && per == p, "sequence %s %ld: claims period %ld from %ld, want %ld "
               "from %ld", f->family, edge + 1, per, pre, p, n0);
    if (strcmp(f->family, "octal(0.77)") == 0) /* README: "once n ≥ 167" */
      test_condf(edge == 167, "Kayles: own edge %ld, README says 167", edge);
  }

  { /* heaps: inside the table, at its edge and far past it */
    static const long long past[] = {1000, 4096, 20000, 1000000, 1000000000000000LL,
                                     9223372036854775807LL};
    size_t q;
    for (q = 0; q < sizeof past / sizeof past[0]; q++)
      check_heap(f, own, far, proven ? n0 : 0, proven ? p : 0, past[q]);
    for (i = 0; i < 40; i++) {
      long long h = (long long)(i * 37 % (far + 1));
      check_heap(f, own, far, proven ? n0 : 0, proven ? p : 0, h);
    }
    if (proven) {
      edge = f->k->bound(param, n0, p) - 1 + p;
      for (i = edge - 2; i <= edge + 2; i++)
        if (i >= 0) check_heap(f, own, far, n0, p, i);
    }
  }
  free(own);
  free(eng);
  snprintf(name, sizeof name, "periods: %s to %ld%s", f->family, far,
           proven ? "" : " (no period)");
  printf("  %-44s %6.2fs\n", name, sw_now() - t0);
  fflush(stdout);
}

/* The rule at its edge on made-up values: n0 values that never recur, then
** 0, 1, …, p-1 over and over (so p is the smallest period and n0 the
** smallest start). The rule must prove (n0, p) from values 0..N*, not from
** 0..N*-1. For rules whose real family shows no period (Treblecross
** stretches) this is the only way to see the rule act. */
static void check_rule(const char *name, const struct gr_game *g, const kind *k) {
  static const long cases[][2] = {{0, 1}, {0, 3}, {1, 2}, {5, 4}, {17, 12}, {40, 7}, {3, 34}};
  static uint32_t v[512];
  size_t c;
  gr_ctx *fresh = gr_open(0);
  for (c = 0; c < sizeof cases / sizeof cases[0]; c++) {
    long n0 = cases[c][0], p = cases[c][1], edge = k->bound("", n0, p) - 1 + p, i;
    gr_int pre = -1, per = -1;
    int got;
    for (i = 0; i <= edge && i < 512; i++) v[i] = (uint32_t)(i < n0 ? 1000 + i : (i - n0) % p);
    got = gr_find_period(fresh, g, NULL, v, edge, &pre, &per);
    test_condf(got && pre == n0 && per == p, "%s rule on period %ld from %ld: values 0..%ld prove "
               "%s %lld from %lld", name, p, n0, edge, got ? "" : "nothing,", (long long)per,
               (long long)pre);
    got = gr_find_period(fresh, g, NULL, v, edge - 1, &pre, &per);
    test_condf(!got, "%s rule on period %ld from %ld: values 0..%ld, one short of the rule, "
               "prove period %lld from %lld", name, p, n0, edge - 1, (long long)per, (long long)pre);
  }
  gr_close(fresh);
}

/* The rule's search on random values against a plain one written here:
** for each p from 1 on, the run v[m+p] = v[m] counted back from the end,
** and the first p whose run the rule accepts. The values: few distinct ones
** (runs everywhere), periodic tails after long pre-periods (many multiples
** of a period with long runs the rule refuses), sparse marks. */
static uint64_t draw(uint64_t *s) { /* splitmix64 */
  uint64_t z = (*s += 0x9e3779b97f4a7c15u);
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9u;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebu;
  return z ^ (z >> 31);
}

static void random_rule(const char *name, const struct gr_game *g, const kind *k) {
  static uint32_t v[1600];
  gr_ctx *fresh = gr_open(0);
  uint64_t seed = 0x5eed;
  long it, bad = 0, with = 0, tries = test_quick ? 1000 : 5000;
  for (it = 0; it < tries; it++) {
    long n = 1 + (long)(draw(&seed) % 1500), shape = (long)(draw(&seed) % 4);
    long alpha = 1 + (long)(draw(&seed) % 3), P = 1 + (long)(draw(&seed) % 40);
    long n0 = (long)(draw(&seed) % (uint64_t)(n + 1)), i, p, want = 0, wpre = -1, wper = -1;
    gr_int pre = -1, per = -1;
    int got;
    for (i = 0; i <= n; i++) {
      uint32_t r = (uint32_t)(draw(&seed) % (uint64_t)(alpha + 1));
      if (shape == 0) v[i] = r;
      else if (shape == 1) v[i] = i < n0 + P ? r : v[i - P];
      else if (shape == 2) v[i] = i < n0 ? 7 : (uint32_t)((i - n0) % P);
      else v[i] = i % P == 0 ? r % 2 : 0;
    }
    for (p = 1; p <= n && !want; p++) {
      long run = 0;
      while (run <= n - p && v[n - run] == v[n - p - run]) run++;
      if (run > 0 && k->bound("", n - p - run + 1, p) - 1 <= n - p) {
        want = 1;
        wpre = n - p - run + 1;
        wper = p;
      }
    }
    got = gr_find_period(fresh, g, NULL, v, n, &pre, &per);
    with += want;
    if (got != want || (got && (pre != wpre || per != wper))) {
      if (bad++ < 3)
        test_condf(0, "%s rule, random values %ld (n = %ld, shape %ld): engine %s %lld from %lld, "
                   "own %s %ld from %ld", name, it, n, shape, got ? "period" : "nothing",
                   (long long)per, (long long)pre, want ? "period" : "nothing", wper, wpre);
    }
  }
  test_condf(bad == 0 && with > tries / 8, "%s rule on %ld random tables (%ld with a period): %ld "
             "differ", name, tries, with, bad);
  gr_close(fresh);
}

void test_periods(void) {
  check_rule("treblecross", &gr_game_treblecross, &STRETCH);
  check_rule("staircase", &gr_game_staircase, &STAIRS);
  random_rule("treblecross", &gr_game_treblecross, &STRETCH);
  random_rule("staircase", &gr_game_staircase, &STAIRS);
  size_t i;
  ctx = gr_open(0);
  for (i = 0; i < sizeof FAMILIES / sizeof FAMILIES[0]; i++)
    if (!(test_quick && FAMILIES[i].slow)) check_family(&FAMILIES[i]);
  gr_close(ctx);
}
