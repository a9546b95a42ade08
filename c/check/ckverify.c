/*
** ckverify.c — the checker's families: their rules read from the family's
** text, the options of one size, the values verified one size after
** another, and the periodicity theorems' bounds, each derived below from its
** proof. Nothing here comes from the engine (check.h).
**
** A value g claimed for size n is right exactly when no option of n has
** value g and every h < g is the value of some option. Plain verification
** looks at every option (the options of each kind are listed in scan()).
** Codes whose moves leave at most two heaps are verified faster, by the
** rare/common argument (ckfast.c).
*/
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "ckfast.h"

#define V_MAX ((uint32_t)1 << 24) /* values the fast path handles */

/* ---- reading a family ---------------------------------------------------------------- */

static int digit_of(char c) {
  if (c >= '0' && c <= '9') return c - '0';
  if (c >= 'A' && c <= 'V') return c - 'A' + 10;
  if (c >= 'a' && c <= 'v') return c - 'a' + 10;
  return -1;
}

static int mod_of(char c) { return c == '!' ? CK_MOD_UNEQUAL : c == '?' ? CK_MOD_NOTALL : 0; }

/* Reads a take-and-break code at s (up to `end`); rows: octal codes only. */
static int read_code(ck_family *f, const char *s, const char *end, int rows) {
  const char *p = s;
  int j = 0, any = 0, i, start = -1;
  memset(f->d, 0, sizeof f->d);
  memset(f->mod, 0, sizeof f->mod);
  f->t = f->tail = 0;
  if (p < end && *p != '.') {
    int d = digit_of(*p);
    if (d < 0) {
      char at[21];
      snprintf(at, sizeof at, "%.20s", p);
      CK_SAY(f, code_expected, ck_t("0.77"), ck_t("4!.0"), ck_t(at));
      return 0;
    }
    if (d & 3) {
      CK_SAY(f, code_first, ck_t("4, 8, 16"), ck_i(d));
      return 0;
    }
    f->d[0] = (unsigned char)d;
    p++;
    if (p < end && mod_of(*p)) f->mod[0] = (unsigned char)mod_of(*p++);
  }
  if (p >= end || *p != '.') {
    CK_SAY0(f, code_point);
    return 0;
  }
  p++;
  while (p < end && (digit_of(*p) >= 0 || *p == '[')) {
    if (*p == '[') {
      if (start >= 0) break;
      start = j;
      p++;
      continue;
    }
    if (++j > CK_DIGITS) {
      CK_SAY(f, code_digits, ck_i(CK_DIGITS));
      return 0;
    }
    f->d[j] = (unsigned char)digit_of(*p++);
    if (p < end && mod_of(*p)) f->mod[j] = (unsigned char)mod_of(*p++);
  }
  if (start >= 0) {
    if (p >= end || *p != ']' || j == start) {
      CK_SAY0(f, code_repeat);
      return 0;
    }
    p++;
    f->tail = j - start;
  }
  if (p != end) {
    char at[21];
    snprintf(at, sizeof at, "%.20s", p);
    CK_SAY(f, code_unexpected, ck_t(at));
    return 0;
  }
  f->t = j;
  for (i = 0; i <= j; i++) any |= f->d[i];
  if (!any) {
    CK_SAY0(f, code_zero);
    return 0;
  }
  if (rows) {
    int ok = f->d[0] == 0 && f->tail == 0;
    for (i = 0; i <= j; i++) ok &= f->d[i] <= 7 && f->mod[i] == 0;
    if (!ok) {
      CK_SAY(f, code_octal, ck_t("0-7"));
      return 0;
    }
  }
  if (f->tail == 0)
    while (f->t > 0 && f->d[f->t] == 0) f->t--;
  f->heaps = 0;
  for (i = 0; i <= f->t; i++) {
    int b;
    for (b = 4; b >= 0; b--)
      if ((f->d[i] >> b & 1) && b > f->heaps) f->heaps = b;
  }
  return 1;
}

/* Reads a subtraction set "1,3,4" or "1-3,7" (s up to end). */
static int read_set(ck_family *f, const char *s, const char *end) {
  int64_t *k = ck_alloc(f, CK_SET_MAX * sizeof *k);
  int n = 0, i, w;
  const char *p = s;
  if (k == NULL) {
    CK_SAY0(f, nomem_set);
    return 0;
  }
  f->k = k;
  for (;;) {
    int64_t lo = 0, hi, x;
    int digits = 0;
    while (p < end && *p >= '0' && *p <= '9' && lo <= CK_TAKE_MAX) lo = lo * 10 + (*p++ - '0'), digits++;
    hi = lo;
    if (p < end && *p == '-') {
      p++;
      hi = 0;
      if (p >= end || *p < '0' || *p > '9') digits = 0;
      while (p < end && *p >= '0' && *p <= '9' && hi <= CK_TAKE_MAX) hi = hi * 10 + (*p++ - '0');
    }
    if (digits == 0 || lo < 1 || hi < lo || hi > CK_TAKE_MAX) {
      CK_SAY(f, set_numbers, ck_i(1), ck_i(CK_TAKE_MAX));
      return 0;
    }
    for (x = lo; x <= hi; x++) {
      for (i = 0; i < n && k[i] < x; i++) {}
      if (i < n && k[i] == x) continue;
      if (n == CK_SET_MAX) {
        CK_SAY(f, set_many, ck_i(CK_SET_MAX));
        return 0;
      }
      for (w = n; w > i; w--) k[w] = k[w - 1];
      k[i] = x;
      n++;
    }
    if (p == end) break;
    if (*p != ',') {
      char at[21];
      snprintf(at, sizeof at, "%.20s", p);
      CK_SAY(f, set_comma, ck_t(at));
      return 0;
    }
    p++;
  }
  f->nk = n;
  return 1;
}

static int starts(const char *s, const char *w) { return strncmp(s, w, strlen(w)) == 0; }


ck_family *ck_family_open(const char *text, const ck_host *host, ck_msg *why) {
  ck_family *f = ck_family_new(host);
  size_t len = strlen(text);
  int ok;
  if (f == NULL) {
    if (why != NULL) CK_SET0(why, nomem_family);
    return NULL;
  }
  snprintf(f->text, sizeof f->text, "%.*s", (int)(len < sizeof f->text - 4 ? len : sizeof f->text - 4),
           text);
  if (len >= sizeof f->text - 4) strcat(f->text, "…");
  if (strcmp(text, "treblecross") == 0) {
    f->kind = CK_TREBLE;
    ok = 1;
  } else if (strcmp(text, "staircase") == 0) {
    f->kind = CK_STAIR;
    ok = 1;
  } else if (starts(text, "sub(")) {
    const char *close = strchr(text, ')');
    f->kind = CK_SUB;
    ok = close != NULL && (close[1] == '\0' || strcmp(close + 1, ";misere") == 0);
    if (!ok) CK_SAY(f, family_sub, ck_t("sub(S)"), ck_t("sub(S);misere"));
    else ok = read_set(f, text + 4, close);
    if (ok && close[1] != '\0') f->kind = CK_SUBMIS;
  } else if (starts(text, "tb(") || starts(text, "octal(")) {
    const char *open = strchr(text, '(');
    f->kind = text[0] == 't' ? CK_TB : CK_OCTAL;
    ok = len > 0 && text[len - 1] == ')';
    if (!ok) CK_SAY0(f, family_close);
    else ok = read_code(f, open + 1, text + len - 1, f->kind == CK_OCTAL);
  } else if (len > 0 && ((text[0] >= '0' && text[0] <= '9') || (text[0] >= 'A' && text[0] <= 'V') ||
                          text[0] == '.')) { /* a bare code (names are lower case) */
    f->kind = CK_TB;
    ok = read_code(f, text, text + len, 0);
  } else {
    char at[41];
    snprintf(at, sizeof at, "%.40s", text);
    CK_SAY(f, family_unknown, ck_t(at),
           ck_t("tb(CODE), CODE, octal(CODE), sub(S), sub(S);misere, treblecross, staircase"));
    ok = 0;
  }
  if (ok) {
    f->V = 64;
    f->seen = ck_alloc(f, f->V * sizeof *f->seen);
    if (f->seen == NULL) ok = 0, CK_SAY0(f, nomem_family);
    else memset(f->seen, 0, f->V * sizeof *f->seen);
  }
  if (ok && (f->kind == CK_TB || f->kind == CK_OCTAL) && f->tail == 0 && f->heaps <= 2 &&
      !ck_fast_make(f)) {
    ok = 0;
    CK_SAY0(f, nomem_family);
  }
  if (!ok) {
    if (why != NULL) *why = f->said;
    ck_family_close(f);
    return NULL;
  }
  return f;
}

void ck_family_close(ck_family *f) {
  if (f == NULL) return;
  ck_fast_free(f);
  ck_free(f, f->seen, f->V * sizeof *f->seen);
  ck_free(f, f->k, CK_SET_MAX * sizeof *f->k);
  ck_family_free(f);
}

const char *ck_message(const ck_family *f) { return f->msg; }
const ck_msg *ck_said(const ck_family *f) { return &f->said; }
int64_t ck_failed_at(const ck_family *f) { return f->failed_at; }
int64_t ck_checked(const ck_family *f) { return f->checked; }
size_t ck_bytes(const ck_family *f) { return f->used; }

/* ---- the options of one size ------------------------------------------------------ */

/* The digit for removing j tokens, and its modifier (repeating tails followed). */
static int digit_at(const ck_family *f, int64_t j, int *mod) {
  int64_t u = j;
  if (j > f->t) {
    int64_t pre = f->t - f->tail;
    if (f->tail == 0) {
      *mod = 0;
      return 0;
    }
    u = pre + 1 + (j - pre - 1) % f->tail;
  }
  *mod = f->mod[u];
  return f->d[u];
}

void ck_noun(const ck_family *f, int64_t n, ck_msg *out) {
  switch (f->kind) {
  case CK_OCTAL: CK_SET(out, noun_row, ck_i(n)); break;
  case CK_TREBLE: CK_SET(out, noun_stretch, ck_i(n)); break;
  case CK_STAIR: CK_SET(out, noun_stairs, ck_i(n)); break;
  default: CK_SET(out, noun_heap, ck_i(n)); break;
  }
}

/* One pass over the options of size n: marks each value in seen[] with st,
** or, with want ≥ 0, stops at the first option of value want and says which
** it is in desc. Returns 1 when want was found. Every option value is below
** f->V (the values it is made of are). */
typedef struct scan {
  uint32_t *seen, st;
  int64_t want;
  ck_msg *desc;
  int64_t work;
} scan;

#define MARK(sc, x, sym, ...)                                                             \
  do {                                                                                    \
    uint32_t x_ = (x);                                                                    \
    if ((int64_t)x_ == (sc)->want) {                                                      \
      CK_SET((sc)->desc, sym, __VA_ARGS__);                                               \
      return 1;                                                                           \
    }                                                                                     \
    (sc)->seen[x_] = (sc)->st;                                                            \
  } while (0)

static int scan_heap(const ck_family *f, const uint32_t *v, int64_t n, scan *sc) {
  int64_t j, top = f->tail ? n : (n < f->t ? n : f->t), a, b, c, e;
  for (j = 0; j <= top; j++) {
    int mod, d = digit_at(f, j, &mod);
    int64_t r = n - j;
    if (d == 0) continue;
    sc->work++;
    if (j >= 1 && (d & 1) && n == j) MARK(sc, 0, option_none, ck_i(n));
    if (j >= 1 && (d & 2) && n > j) MARK(sc, v[r], option_one, ck_i(n), ck_i(r));
    if ((d & 4) && r >= 2)
      for (a = 1; 2 * a <= r; a++) {
        b = r - a;
        if (mod && a == b) continue;
        sc->work++;
        MARK(sc, v[a] ^ v[b], option_two, ck_i(n), ck_i(a), ck_i(b));
      }
    if ((d & 8) && r >= 3)
      for (a = 1; 3 * a <= r; a++)
        for (b = a; a + 2 * b <= r; b++) {
          c = r - a - b;
          if (mod == CK_MOD_UNEQUAL && (a == b || b == c)) continue;
          if (mod == CK_MOD_NOTALL && a == c) continue;
          sc->work++;
          MARK(sc, v[a] ^ v[b] ^ v[c], option_three, ck_i(n), ck_i(a), ck_i(b), ck_i(c));
        }
    if ((d & 16) && r >= 4)
      for (a = 1; 4 * a <= r; a++)
        for (b = a; a + 3 * b <= r; b++)
          for (c = b; a + b + 2 * c <= r; c++) {
            e = r - a - b - c;
            if (mod == CK_MOD_UNEQUAL && (a == b || b == c || c == e)) continue;
            if (mod == CK_MOD_NOTALL && a == e) continue;
            sc->work++;
            MARK(sc, v[a] ^ v[b] ^ v[c] ^ v[e], option_four, ck_i(n), ck_i(a), ck_i(b), ck_i(c),
                 ck_i(e));
          }
  }
  return 0;
}

/* A row of n pins: a block of j adjacent pins knocked down, s pins left of
** it and n - j - s right of it, is allowed when d_j has the bit of the
** number of non-empty runs left (0, 1 or 2). */
static int scan_row(const ck_family *f, const uint32_t *v, int64_t n, scan *sc) {
  int64_t j, s, top = n < f->t ? n : f->t;
  for (j = 1; j <= top; j++) {
    int d = f->d[j];
    if (d == 0) continue;
    for (s = 0; s + j <= n; s++) {
      int64_t r = n - j - s;
      int runs = (s > 0) + (r > 0);
      if (!(d >> runs & 1)) continue;
      sc->work++;
      if (j == 1)
        MARK(sc, v[s] ^ v[r], option_pin, ck_i(n), ck_i(s), ck_i(r), ck_i(s + 1));
      else
        MARK(sc, v[s] ^ v[r], option_pins, ck_i(n), ck_i(s), ck_i(r), ck_i(s + 1), ck_i(s + j));
    }
  }
  return 0;
}

/* A free stretch of r cells (Treblecross): an X may not go within distance 2
** of another X, so an X on cell i (1..r) leaves the cells more than 2 away
** free: max(0, i - 3) on the left and max(0, r - i - 2) on the right. */
static int scan_stretch(const uint32_t *v, int64_t r, scan *sc) {
  int64_t i;
  for (i = 1; i <= r; i++) {
    int64_t a = i - 3 > 0 ? i - 3 : 0, b = r - i - 2 > 0 ? r - i - 2 : 0;
    sc->work++;
    MARK(sc, v[a] ^ v[b], option_cell, ck_i(r), ck_i(a), ck_i(b), ck_i(i));
  }
  return 0;
}

static int scan_sub(const ck_family *f, const uint32_t *v, int64_t n, scan *sc) {
  int i;
  for (i = 0; i < f->nk && f->k[i] <= n; i++) {
    sc->work++;
    MARK(sc, v[n - f->k[i]], option_one, ck_i(n), ck_i(n - f->k[i]));
  }
  return 0;
}

static int scan_options(const ck_family *f, const uint32_t *v, int64_t n, scan *sc) {
  switch (f->kind) {
  case CK_OCTAL: return scan_row(f, v, n, sc);
  case CK_TREBLE: return scan_stretch(v, n, sc);
  case CK_SUB: return scan_sub(f, v, n, sc);
  default: return scan_heap(f, v, n, sc);
  }
}


/* The misère outcome of a subtraction heap of n: 1 (a P-position) when it
** has a move and every move leaves a heap that is not one; a heap without
** a move is won by the player to move. */
static uint32_t misere_outcome(const ck_family *f, const uint32_t *o, int64_t n, int64_t *work) {
  int i;
  if (f->nk == 0 || f->k[0] > n) return 0;
  for (i = 0; i < f->nk && f->k[i] <= n; i++) {
    (*work)++;
    if (o[n - f->k[i]] == 1) return 0;
  }
  return 1;
}

/* Staircase Nim's theorem: a staircase's value is the XOR of the coins on
** its odd stairs, so n stairs holding one coin each have the parity of the
** number of odd stairs among 1..n, ⌈n/2⌉. */
static uint32_t stair_value(int64_t n) { return (uint32_t)(((n + 1) / 2) & 1); }

uint32_t ck_truth(ck_family *f, const uint32_t *v, int64_t n, int64_t *work) {
  scan sc;
  uint32_t g = 0;
  if (f->kind == CK_STAIR) return stair_value(n);
  if (f->kind == CK_SUBMIS) return misere_outcome(f, v, n, work);
  sc.seen = f->seen;
  sc.st = ck_next_stamp(f);
  sc.want = -1;
  sc.desc = NULL;
  sc.work = 0;
  scan_options(f, v, n, &sc);
  *work += sc.work;
  while (g < f->V && f->seen[g] == sc.st) g++;
  return g;
}

/* Says why g is not the value of size n (v[0..n-1] verified); sets failed_at. */
static void refuse_value(ck_family *f, const uint32_t *v, int64_t n, uint32_t g, int64_t *work) {
  ck_msg noun, desc;
  scan sc;
  f->failed_at = n;
  ck_noun(f, n, &noun);
  if (f->kind == CK_STAIR) {
    CK_SAY(f, value_stairs, ck_n(&noun), ck_i(g), ck_i((n + 1) / 2), ck_i(stair_value(n)));
    return;
  }
  if (f->kind == CK_SUBMIS) {
    int i;
    if (g > 1) {
      CK_SAY(f, misere_outcome, ck_i(n), ck_i(g));
    } else if (g == 1 && (f->k[0] > n)) {
      CK_SAY(f, misere_nomove, ck_i(n));
    } else if (g == 1) {
      for (i = 0; i < f->nk && f->k[i] <= n && v[n - f->k[i]] != 1; i++) {}
      CK_SAY(f, misere_move, ck_i(n), ck_i(n - f->k[i]));
    } else {
      CK_SAY(f, misere_n, ck_i(n));
    }
    return;
  }
  sc.seen = f->seen;
  sc.st = ck_next_stamp(f);
  sc.want = g;
  sc.desc = &desc;
  sc.work = 0;
  if (scan_options(f, v, n, &sc)) {
    *work += sc.work;
    CK_SAY(f, value_reach, ck_n(&noun), ck_i(g), ck_n(&desc));
  } else {
    uint32_t m = 0;
    *work += sc.work;
    while (m < f->V && f->seen[m] == sc.st) m++;
    CK_SAY(f, value_mex, ck_n(&noun), ck_i(g), ck_i(m));
  }
}

/* ---- verifying values -------------------------------------------------------------- */

/* Plain verification: every option of n. */
static int plain_verify(ck_family *f, const uint32_t *v, int64_t n, uint32_t g, int64_t *work) {
  scan sc;
  uint32_t h;
  if (f->kind == CK_STAIR) return (*work)++, g == stair_value(n);
  if (f->kind == CK_SUBMIS) return g == misere_outcome(f, v, n, work);
  sc.seen = f->seen;
  sc.st = ck_next_stamp(f);
  sc.want = -1;
  sc.desc = NULL;
  sc.work = 0;
  scan_options(f, v, n, &sc);
  *work += sc.work;
  if (f->seen[g] == sc.st) return 0;
  for (h = 0; h < g; h++)
    if (f->seen[h] != sc.st) return 0;
  return 1;
}

/* Makes the fast path's state again for the values verified so far. */
static int fast_restore(ck_family *f, const uint32_t *v) {
  int64_t a;
  if (!ck_fast_make(f)) return 0;
  for (a = 1; a < f->checked; a++) {
    size_t e = enc(v[a], a);
    f->fast->count[e]++;
    if (f->fast->nfirst[e] < FIRST) f->fast->first[e * FIRST + f->fast->nfirst[e]++] = (uint32_t)a;
  }
  return f->checked < FAST_MIN || ck_fast_build(f, v, f->checked);
}

/* Heap k's value g is verified: the fast path's counts and lists follow. */
static int accept(ck_family *f, const uint32_t *v, int64_t k, uint32_t g) {
  ck_fast *x = f->fast;
  if (x != NULL && (!ck_fast_note(f, k, g) ||
                    ((k + 1 >= x->next_build ||
                      x->cl[0].nrare + x->cl[1].nrare > 2 * x->rare_built + 64) &&
                     k + 1 >= FAST_MIN && !ck_fast_build(f, v, k + 1)))) {
    CK_SAY(f, nomem_limit, ck_i((int64_t)((f->host.limit ? f->host.limit : CK_DEFAULT_LIMIT) >> 20)));
    return 0;
  }
  f->checked = k + 1;
  return 1;
}

ck_status ck_verify(ck_family *f, const uint32_t *v, int64_t n, int64_t *budget) {
  if (f->bad >= 0 && f->bad < n) { /* refused before: the same message */
    f->failed_at = f->bad;
    ck_said_set(f, &f->bad_said);
    return CK_REFUSED;
  }
  if (f->trimmed && f->checked < n) { /* the fast path's state, made again */
    if (!fast_restore(f, v)) {
      ck_fast_free(f);
      CK_SAY(f, nomem_limit, ck_i((int64_t)((f->host.limit ? f->host.limit : CK_DEFAULT_LIMIT) >> 20)));
      return CK_ENOMEM;
    }
    f->trimmed = 0;
  }
  while (f->checked < n) {
    int64_t k = f->checked, work = 0;
    uint32_t g = v[k];
    int ok;
    if (budget != NULL && *budget >= 0 && *budget == 0) return CK_PENDING;
    if (f->kind == CK_STAIR || f->kind == CK_SUBMIS) {
      ok = plain_verify(f, v, k, g, &work);
    } else if (g > f->V || (g == f->V && f->V >= V_MAX)) {
      ok = 0; /* above every option's value: the mex is at most V */
    } else {
      if (g == f->V && !ck_fast_widen(f)) {
        CK_SAY(f, nomem_values, ck_i((int64_t)((f->host.limit ? f->host.limit : CK_DEFAULT_LIMIT) >> 20)));
        return CK_ENOMEM;
      }
      ok = f->fast != NULL && k >= FAST_MIN ? ck_fast_verify(f, v, k, g, &work)
                                            : plain_verify(f, v, k, g, &work);
    }
    if (budget != NULL && *budget > 0) *budget = *budget > work ? *budget - work : 0;
    if (!ok) {
      refuse_value(f, v, k, g, &work);
      f->bad = k;
      f->bad_said = f->said;
      return CK_REFUSED;
    }
    if (!accept(f, v, k, g)) return CK_ENOMEM;
  }
  return CK_OK;
}

ck_status ck_fill(ck_family *f, uint32_t *v, int64_t n, int64_t *budget) {
  if (f->bad >= 0 || f->trimmed) return CK_REFUSED;
  while (f->checked < n) {
    int64_t k = f->checked, work = 0;
    uint32_t g;
    if (budget != NULL && *budget >= 0 && *budget == 0) return CK_PENDING;
    g = ck_truth(f, v, k, &work);
    if (budget != NULL && *budget > 0) *budget = *budget > work ? *budget - work : 0;
    if (f->kind != CK_STAIR && f->kind != CK_SUBMIS && g == f->V &&
        (f->V >= V_MAX || !ck_fast_widen(f))) {
      CK_SAY(f, nomem_values, ck_i((int64_t)((f->host.limit ? f->host.limit : CK_DEFAULT_LIMIT) >> 20)));
      return CK_ENOMEM;
    }
    v[k] = g;
    if (!accept(f, v, k, g)) return CK_ENOMEM;
  }
  return CK_OK;
}

void ck_trim(ck_family *f) {
  if (f->fast == NULL) return;
  ck_fast_free(f);
  f->trimmed = 1;
}

void ck_forget(ck_family *f) {
  f->checked = 0;
  f->failed_at = -1;
  f->bad = -1;
  f->msg[0] = '\0';
  f->said.nodes = 0;
  if (f->trimmed && f->fast == NULL && ck_fast_make(f)) f->trimmed = 0;
  if (f->fast != NULL) {
    ck_fast *x = f->fast;
    memset(x->count, 0, 2 * (size_t)f->V * sizeof *x->count);
    memset(x->nfirst, 0, 2 * (size_t)f->V * sizeof *x->nfirst);
    memset(x->wit, 0, (size_t)(x->nsplit ? x->nsplit : 1) * f->V * (size_t)x->K * sizeof *x->wit);
    ck_fast_drop(f, &x->cl[0]);
    ck_fast_drop(f, &x->cl[1]);
    x->next_build = FAST_MIN;
    x->rare_built = 0;
  }
}

void ck_hint(ck_family *f, const int64_t m[2]) {
  int c;
  for (c = 0; c < 2; c++) f->hint[c] = m[c] >= 0 && m[c] < ((int64_t)1 << 40) ? m[c] : -1;
}

void ck_suggest(ck_family *f, const uint32_t *v, int64_t n, int64_t m[2]) {
  ck_fast *x;
  int64_t *w = NULL, *keep = NULL, i;
  uint32_t top = 0;
  size_t E = 0;
  int c, trim = f->trimmed;
  m[0] = m[1] = -1;
  if (trim) { /* the counts are made again, and given back after */
    if (!ck_fast_make(f)) goto done;
    f->trimmed = 0;
  }
  x = f->fast;
  if (x == NULL) goto done;
  for (i = 1; i < n; i++)
    if (v[i] > top) top = v[i];
  while (f->V <= top && f->V < V_MAX)
    if (!ck_fast_widen(f)) goto done;
  if (f->V <= top) goto done;
  E = 2 * (size_t)f->V;
  w = ck_alloc(f, E * sizeof *w);
  keep = ck_alloc(f, E * sizeof *keep);
  if (w != NULL && keep != NULL) {
    memcpy(keep, x->count, E * sizeof *keep);
    memset(x->count, 0, E * sizeof *x->count);
    for (i = 1; i < n; i++) x->count[enc(v[i], i)]++;
    for (c = 0; c < 2; c++)
      if (x->cl[c].used) m[c] = ck_choose_mask(f, c, w);
    memcpy(x->count, keep, E * sizeof *keep);
  }
done:
  ck_free(f, w, E * sizeof *w);
  ck_free(f, keep, E * sizeof *keep);
  if (trim) {
    if (f->fast != NULL) ck_trim(f);
    f->trimmed = 1;
  }
}

/* ---- the work a verification takes, before it -------------------------------------------
** ck_estimate walks the sizes once, without verifying, and adds up what
** verifying each would look at, counted as ck_verify counts it:
**   - plain verification: the options of each size, from running sums over
**     the digits (a digit removing j leaves r = n - j tokens: about r/2
**     splits into two heaps, r²/12 into three, r³/144 into four; a row of n
**     pins has n - j + 1 blocks of j to knock down), n options of a stretch
**     of n cells, the numbers of a subtraction set up to n;
**   - the rare/common path of a two-heap code: its masks (the hint, or the
**     ones ck_suggest picks for all the values) sort the heaps into rare and
**     common as it would; a split digit then costs the rare heaps below the
**     part split when they are few (fewer than a quarter), and every split
**     when not, or when the value is rare there; each smaller value wants a
**     witness, a few options each (8, from the work measured on the
**     published periods, which this estimates within a factor of 3).
** Values past what the fast path can hold, or above the mex of anything
** before them, end the walk (and the masks are picked from the values
** before them): verification stops there too. */

typedef struct tally { /* digits j ≤ n: how many, and the sums of r, r², r³ (r = n - j) */
  double cnt, s1, s2, s3;
} tally;

static void tally_step(tally *t) { /* n to n + 1: every r grows by one */
  t->s3 += 3 * t->s2 + 3 * t->s1 + t->cnt;
  t->s2 += 2 * t->s1 + t->cnt;
  t->s1 += t->cnt;
}

static int parity(uint64_t x) {
  x ^= x >> 32;
  x ^= x >> 16;
  x ^= x >> 8;
  x ^= x >> 4;
  x ^= x >> 2;
  x ^= x >> 1;
  return (int)(x & 1);
}

double ck_estimate(ck_family *f, const uint32_t *v, int64_t n, int64_t budget, int64_t *fits) {
  tally any = {0, 0, 0, 0}, two = {0, 0, 0, 0}, three = {0, 0, 0, 0}, four = {0, 0, 0, 0};
  ck_fast *x = f->fast != NULL && !f->trimmed && v != NULL ? f->fast : NULL;
  int64_t k, from = f->checked, mask[2] = {-1, -1}, nk = 0, n_given = n;
  int64_t pre[2][128], cur[2] = {0, 0};
  double total = 0, limit = budget < 0 ? -1 : (double)budget;
  uint32_t V = f->V;
  int c, i;
  if (fits != NULL) *fits = n_given;
  if (v != NULL && f->kind != CK_STAIR && f->kind != CK_SUBMIS) /* where verifying stops */
    for (k = 0; k < n; k++) {
      if (v[k] > V || (v[k] == V && V >= V_MAX)) {
        if (k >= from) n = k;
        break;
      }
      if (v[k] == V) V *= 2;
    }
  if (x != NULL) { /* the masks, from the values verification will reach */
    int64_t m[2];
    ck_suggest(f, v, n, m);
    for (c = 0; c < 2; c++) mask[c] = f->hint[c] >= 0 ? f->hint[c] : m[c];
  }
  for (k = 0; k < n; k++) {
    double cost = 0;
    int fast = x != NULL && k >= FAST_MIN;
    if (k > 0) {
      tally_step(&any);
      tally_step(&two);
      tally_step(&three);
      tally_step(&four);
    }
    if (f->kind == CK_TB || f->kind == CK_OCTAL) { /* the digit removing k joins */
      int mod, d = k == 0 || k <= f->t || f->tail ? digit_at(f, k, &mod) : 0;
      if (d != 0 && (k > 0 || f->kind == CK_TB)) {
        any.cnt++;
        if (d & 4) two.cnt++;
        if (d & 8) three.cnt++;
        if (d & 16) four.cnt++;
      }
    }
    if (x != NULL) /* the rare heaps below k, by class */
      for (c = 0; c < 2; c++) {
        pre[c][k & 127] = cur[c];
        if (k > 0 && mask[c] >= 0 &&
            parity((uint64_t)enc(v[k], k) & (uint64_t)mask[c]) == ((int)(mask[c] & 1) & c))
          cur[c]++;
      }
    if (k < from) continue;
    switch (f->kind) {
    case CK_TREBLE: cost = (double)k; break;
    case CK_STAIR: cost = 1; break;
    case CK_SUB:
    case CK_SUBMIS:
      while (nk < f->nk && f->k[nk] <= k) nk++;
      cost = (double)nk;
      break;
    case CK_OCTAL:
      if (!fast) {
        cost = any.cnt + any.s1;
        break;
      }
      /* fall through */
    default:
      if (!fast) {
        cost = any.cnt + two.s1 / 2 + three.s2 / 12 + four.s3 / 144;
        break;
      }
      cost = x->ntake + 8 * (double)v[k];
      for (i = 0; i < x->nsplit; i++) {
        int64_t m = k - x->sj[i], half = half_of(m, x->smod[i]), r;
        int cl = x->sj[i] & 1;
        if (half <= 0) continue;
        r = pre[cl][m & 127];
        if (mask[cl] >= 0 && cur[cl] < k / 4 + 64 && 2 * r < half) { /* the rare pass */
          cost += (double)r;
          if (parity((uint64_t)enc(v[k], m) & (uint64_t)mask[cl]) == 0) cost += (double)half;
        } else {
          cost += (double)half; /* every split */
        }
      }
    }
    if (limit >= 0 && total + cost > limit && fits != NULL && *fits == n_given) *fits = k;
    total += cost;
  }
  return total;
}

/* ---- the theorems' bounds -------------------------------------------------------------
** Each bound B comes from an induction: suppose SG(m + p) = SG(m) for every
** n0 ≤ m < N, with N ≥ B; then the options of N + p and those of N have the
** same values, so SG(N + p) = SG(N). B is the least N for which the option
** matching below works; checking n0 ≤ m < B starts the induction.
**
** Take-and-break codes (heaps, and rows of pins, which are the same game:
** a block of j pins knocked down inside a run of L leaves the runs beside
** it, as a move removing j tokens leaves the heaps). n0' = max(n0, 1). For
** each digit d_j and each number i of heaps it may leave:
**   i = 0 (the whole heap, of exactly j): neither N nor N + p may be j:
**     N ≥ j + 1.
**   i = 1: N + p - j ↔ N - j, which must be ≥ n0 (to use SG(m + p) = SG(m))
**     and ≥ 1 (a heap left): N ≥ j + n0'.
**   i ≥ 2: an option of N + p leaves parts h1 ≥ … ≥ hi summing to
**     S = N + p - j. Map it to an option of N by taking p from the largest
**     part; back, add p to the largest part of an option of N (always
**     allowed: it stays the largest, unequal to the others, and not all
**     parts are equal). Values agree when the part changed, less p, is at
**     least n0 (and at least 1, to stay a heap): h1 - p ≥ n0'. Since
**     h1 ≥ ⌈S / i⌉, this holds once S > i (n0' + p - 1), i.e.
**       no modifier:  N ≥ i (n0' + p - 1) - p + j + 1.
**     The way back needs h1 ≥ n0 of an option of N, which follows.
**   "!" (parts pairwise unequal): h1 - p may equal another part. Let c be
**     the number of parts h1 - p, h1 - 2p, …, h1 - c·p present; take p from
**     h1 - c·p instead: the parts stay unequal, and h1 - (c+1) p ≥ n0' is
**     needed. The chain's parts sum to (c+1) h1 - p c(c+1)/2 and the rest
**     are at most h1 each, so i·h1 ≥ S + p c(c+1)/2; with c ≤ i - 1:
**       N ≥ max over c of i (n0' + (c+1) p - 1) - p c(c+1)/2 - p + j + 1.
**     (For i = 2 "?" means the same as "!".)
**   "?" (not all equal), i ≥ 3: taking p from h1 makes all parts equal only
**     when every other part is h1 - p; take p from one of those instead,
**     leaving h1 - 2p ≥ n0' with i·h1 = S + (i-1) p:
**       N ≥ max(i (n0' + p - 1) - p + j + 1, i·n0' + i·p + j).
**   B is the largest of these over the code's digits (at least n0). A code
**   with a repeating tail has moves of every size: no bound.
**
** Subtraction games, normal play: the options of N + p are N + p - k and
** those of N are N - k (k in S); N ≥ n0 + max(S) makes every N - k ≥ n0
** and every k ≤ N. B = n0 + max(S). Their misère outcomes (1 when a heap
** is a P-position) follow the same induction: for N ≥ max(S) a heap's
** outcome is a function of the outcomes of N - k, k in S. B = n0 + max(S).
**
** Treblecross stretches: the options of r are the pairs (max(0, i - 3),
** max(0, r - i - 2)), i = 1..r, and i and r + 1 - i give the same pair.
** Take i ≤ ⌊(N + p + 1)/2⌋ for an option of N + p: its larger part
** N + p - i - 2 less p is N - i - 2 ≥ N - ⌊(N + p + 1)/2⌋ - 2 =
** ⌈(N - p - 1)/2⌉ - 2, which is ≥ n0 once N ≥ 2 n0 + p + 4, and option i of
** N is the same pair with that part less p. Back, an option i ≤ ⌊(N + 1)/2⌋
** of N has its larger part N - i - 2 ≥ ⌈(N - 1)/2⌉ - 2 ≥ n0.
** B = 2 n0 + p + 4.
**
** Staircase: the values follow the staircase theorem, ⌈n/2⌉ mod 2, which
** has period 4; so SG(n + p) = SG(n) is itself a function of n mod 4, and
** four agreements in a row make it hold for every n ≥ n0. B = n0 + 4. */

#define BIG ((int64_t)1 << 40)

static int64_t max64(int64_t a, int64_t b) { return a > b ? a : b; }

static int64_t tb_bound(const ck_family *f, int64_t n0, int64_t p) {
  int64_t b = n0, q = n0 > 1 ? n0 : 1;
  int j, i, c;
  for (j = 0; j <= f->t; j++) {
    int d = f->d[j], mod = f->mod[j];
    if (d == 0) continue;
    if (j >= 1 && (d & 1)) b = max64(b, j + 1);
    if (j >= 1 && (d & 2)) b = max64(b, j + q);
    for (i = 2; i <= 4; i++) {
      int64_t x = (int64_t)i * (q + p - 1) - p + j + 1;
      if (!(d >> i & 1)) continue;
      if (mod == CK_MOD_UNEQUAL || (mod == CK_MOD_NOTALL && i == 2)) {
        for (c = 0; c < i; c++)
          x = max64(x, (int64_t)i * (q + (int64_t)(c + 1) * p - 1) - p * c * (c + 1) / 2 - p + j + 1);
      } else if (mod == CK_MOD_NOTALL) {
        x = max64(x, (int64_t)i * q + (int64_t)i * p + j);
      }
      b = max64(b, x);
    }
  }
  return b;
}

int64_t ck_bound(ck_family *f, int64_t n0, int64_t p) {
  if (n0 < 0 || p < 1 || n0 > BIG || p > BIG) {
    CK_SAY(f, claim_args, ck_t("2^40"));
    return -1;
  }
  switch (f->kind) {
  case CK_TB:
  case CK_OCTAL:
    if (f->tail) {
      CK_SAY0(f, claim_tail);
      return -1;
    }
    return tb_bound(f, n0, p);
  case CK_SUB:
  case CK_SUBMIS: return n0 + f->k[f->nk - 1];
  case CK_TREBLE: return 2 * n0 + p + 4;
  default: return n0 + 4;
  }
}

const char *ck_theorem(const ck_family *f) {
  switch (f->kind) {
  case CK_TB:
  case CK_OCTAL: return "take-and-break";
  case CK_SUB: return "subtraction";
  case CK_SUBMIS: return "subtraction-misere";
  case CK_TREBLE: return "treblecross-stretch";
  default: return "staircase";
  }
}

/* Keys the witness cache by the size mod p, when it fits in 2^22 entries:
** where the claim holds, the split that gave a value p sizes earlier gives
** it again, from the preperiod n0 and one period on (before that the cache
** is only filled). Only the time depends on it. */
static void set_cycle(ck_family *f, int64_t n0, int64_t p) {
  ck_fast *x = f->fast;
  size_t ns, V = f->V;
  uint32_t *w;
  if (x == NULL) return;
  ns = (size_t)(x->nsplit ? x->nsplit : 1);
  if ((uint64_t)p * ns * V > ((uint64_t)1 << 22)) p = 1;
  if (p != x->K) {
    w = ck_alloc(f, ns * V * (size_t)p * sizeof *w);
    if (w != NULL) { /* else the old cache stays */
      memset(w, 0, ns * V * (size_t)p * sizeof *w);
      ck_free(f, x->wit, ns * V * (size_t)x->K * sizeof *x->wit);
      x->wit = w;
      x->K = p;
    }
  }
  x->cycle_from = x->K == p && p > 1 && n0 > 0 ? n0 + p : 0;
}

ck_status ck_period(ck_family *f, const uint32_t *v, int64_t n, int64_t n0, int64_t p,
                    int64_t at_least, int64_t *budget) {
  int64_t B = ck_bound(f, n0, p), need, m;
  ck_status st;
  set_cycle(f, n0, p);
  if (B < 0) return CK_REFUSED;
  if (at_least > B) B = at_least;
  need = B > n0 ? B - 1 + p : -1; /* the last size the claim rests on */
  if (need >= n) {
    CK_SAY(f, claim_few, ck_i(p), ck_i(n0), ck_i(need), ck_i(B), ck_i(n - 1));
    return CK_REFUSED;
  }
  st = ck_verify(f, v, need + 1, budget);
  if (st != CK_OK) return st;
  for (m = n0; m < B; m++)
    if (v[m + p] != v[m]) {
      f->failed_at = m;
      CK_SAY(f, claim_fails, ck_i(m), ck_i(v[m]), ck_i(m + p), ck_i(v[m + p]), ck_i(p), ck_i(n0));
      return CK_REFUSED;
    }
  return CK_OK;
}
