/*
** ckquotient.c — the checker's claim kind "quotient": a misère quotient of
** take-and-break codes. Like the rest of the checker it shares no code with
** the engine: it reads the certificate below with its
** own reader, reads the take-and-break codes in it with its own reader, lists
** every heap's options itself from the codes' definition, and checks the
** claim from the theorem (Plambeck and Siegel, "Misère quotients for
** impartial games", 2008; Siegel, "Misère games and misère quotients"):
**
**   A finite commutative monoid Q with a subset P, and Φ giving each heap an
**   element, are the misère quotient of the sums of those heaps when
**     (1) Φ of every sum predicts its outcome: the sum is a misère
**         P-position exactly when the product of its heaps' Φ is in P;
**     (2) Q is reduced: for x ≠ y some z has exactly one of xz, yz in P;
**     (3) Φ reaches every element (the heaps' Φ generate Q).
**
**   (1) holds by induction on sums once: the empty sum (and every heap
**   without a move, which must have Φ = 1) is not in P; no sum with Φ in P
**   has an option with Φ in P — an option of X + h is X + o for an option o
**   of h, so it is enough that for every y in Q, every heap h and option o,
**   not both y·Φ(h) and y·Φ(o) are in P; and every sum with a move whose Φ is
**   not in P has an option with Φ in P — a sum's options have the Φ of
**   T(X + h) = T(X)·Φ(h) ∪ Φ(X)·T(h), so only the pairs (Φ, T) of sums
**   matter, and since a pair fails no later than any pair with a larger T,
**   the minimal pairs, closed under adding heaps, are checked.
**
**   A period: for codes that are finite, leave at most two heaps and have no
**   modifier, with t the last digit's place, heaps 0..N listed, and
**   Φ(h+p) = Φ(h) for n0 ≤ h ≤ N-p, if N ≥ 2·n0 + 2p + t - 1 (one more when
**   n0 = 0), then for every m ≥ 2·n0 + p + t (+1) the options of heap m + p
**   are those of heap m with one part moved by p: each split (a, b) of
**   m + p - j has a part that folds back by p (b ≥ n0 + p, or else
**   a > m - j - n0 ≥ n0 + p), and each split of m - j unfolds. So every heap
**   past N has the Φ and options' Φ of a heap at most N, every sum is one
**   already checked, and Q is the quotient of the whole game.
**
** The certificate, one item a line:
**   misere-quotient 1
**   codes K                 then K lines "code CODE"
**   order M
**   generators G            then G lines "gen x0 … x(M-1)": x·g for each x
**   p f0 … f(M-1)           1 for the elements of P
**   heaps N                 sizes 0..N-1 of every code
**   phi e0 e1 …             Φ of heap i of code c at position i·K + c
**   period c n0 p | period c none   for each code c
** A list of numbers may go on over several lines (no line need be long).
**
** In a certificate (check.c) these lines follow "claim quotient", after
** "family tb(CODE)" (or octal(CODE)) naming its first code, up to "end".
** Memory is the family's (the host's allocator and limit); the steps, the
** certificate's work budget.
*/
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "ckint.h"

#define CQ_CODES 8
#define CQ_DIGITS 72

typedef struct cqcode {
  int n;                    /* places 0..n-1 written (place 0: before the point) */
  int d[CQ_DIGITS], mod[CQ_DIGITS]; /* digit value, modifier: 0, 1 "!", 2 "?" */
  int tail;                 /* the last `tail` places repeat for ever (0: none) */
} cqcode;

typedef struct cq {
  int k, m, g, nheaps;
  cqcode code[CQ_CODES];
  int *act;                 /* g × m */
  int *mul;                 /* m × m */
  unsigned char *p;
  int *phi;                 /* nheaps × k */
  int has_period[CQ_CODES], n0[CQ_CODES], per[CQ_CODES];
  const char *s;            /* reading position */
  ck_msg *why;              /* why the claim fails */
  long long steps;          /* steps left (< 0: no bound) */
  int out;                  /* they ran out before a verdict */
  ck_family *f;             /* whose memory (NULL: malloc) */
} cq;

/* Memory: the family's when there is one, each block led by its size. */
typedef union cqhead {
  size_t n;
  max_align_t a;
} cqhead;

static void *cq_malloc(cq *c, size_t n) {
  cqhead *h;
  if (n > (size_t)-1 / 2) return NULL;
  h = c->f != NULL ? ck_alloc(c->f, n + sizeof *h) : malloc(n + sizeof *h);
  if (h == NULL) return NULL;
  h->n = n;
  return h + 1;
}

static void cq_free(cq *c, void *p) {
  cqhead *h;
  if (p == NULL) return;
  h = (cqhead *)p - 1;
  if (c->f != NULL) ck_free(c->f, h, h->n + sizeof *h);
  else free(h);
}

static void *cq_calloc(cq *c, size_t n, size_t size) {
  void *p = size && n > (size_t)-1 / 2 / size ? NULL : cq_malloc(c, n * size);
  if (p != NULL) memset(p, 0, n * size);
  return p;
}

static void *cq_realloc(cq *c, void *p, size_t n) {
  void *q = cq_malloc(c, n);
  if (q == NULL) return NULL;
  if (p != NULL) {
    size_t old = ((cqhead *)p - 1)->n;
    memcpy(q, p, old < n ? old : n);
    cq_free(c, p);
  }
  return q;
}

/* The claim fails, as message id says (an entry without arguments): 0. */
static int fail(cq *c, int id) {
  ck_msgv(c->why, id, 0, NULL);
  return 0;
}

static int fail_version(cq *c) {
  CK_SET(c->why, quotient_not, ck_i(1));
  return 0;
}

/* Counts `n` steps; 0 (a failure that is no verdict) once they run out. */
static int step(cq *c, long long n) {
  if (c->steps < 0) return 1;
  if (c->out || n >= c->steps) {
    c->steps = 0;
    c->out = 1;
    return fail(c, CK_M_quotient_steps);
  }
  c->steps -= n;
  return 1;
}

/* ---- reading ---------------------------------------------------------------- */

static int word(cq *c, const char *w) {
  size_t n = strlen(w);
  while (*c->s == ' ' || *c->s == '\n') c->s++;
  if (strncmp(c->s, w, n) != 0) return 0;
  c->s += n;
  return 1;
}

/* A number: lists of them may go on over several lines. */
static int number(cq *c, long *v) {
  char *end;
  while (*c->s == ' ' || *c->s == '\n') c->s++;
  if (*c->s < '0' || *c->s > '9') return 0;
  *v = strtol(c->s, &end, 10);
  c->s = end;
  return 1;
}

static int digit_of(char ch) {
  if (ch >= '0' && ch <= '9') return ch - '0';
  if (ch >= 'A' && ch <= 'V') return ch - 'A' + 10;
  return -1;
}

/* "d0.d1d2…" with "!"/"?" after digits and "[…]" around a repeating tail. */
static int read_code(cq *c, cqcode *code) {
  int place = 0, intail = 0, seen_point = 0;
  memset(code, 0, sizeof *code);
  while (*c->s == ' ') c->s++;
  while (*c->s && *c->s != '\n' && *c->s != ' ') {
    char ch = *c->s++;
    int v = digit_of(ch);
    if (ch == '.') {
      if (seen_point) return 0;
      seen_point = 1;
      if (place == 0) place = 1; /* no digit before the point: d0 = 0 */
      continue;
    }
    if (ch == '[') {
      if (intail || !seen_point) return 0;
      intail = 1;
      continue;
    }
    if (ch == ']') {
      if (!intail || code->tail == 0) return 0;
      intail = 2;
      continue;
    }
    if (ch == '!' || ch == '?') {
      if (place == 0) return 0;
      code->mod[place - 1] = ch == '!' ? 1 : 2;
      continue;
    }
    if (v < 0 || place >= CQ_DIGITS || intail == 2) return 0;
    if (!seen_point && place > 0) return 0; /* one place before the point */
    code->d[place++] = v;
    if (intail == 1) code->tail++;
  }
  if (!seen_point || intail == 1) return 0;
  code->n = place;
  return 1;
}

/* The digit and modifier for removing j tokens. */
static int dig(const cqcode *code, long j, int *mod) {
  long u = j;
  if (j >= code->n) {
    if (code->tail == 0) {
      *mod = 0;
      return 0;
    }
    u = code->n - code->tail + (j - (code->n - code->tail)) % code->tail;
  }
  *mod = code->mod[u];
  return code->d[u];
}

static int read_cert(cq *c) {
  long v;
  int i, j;
  if (!word(c, "misere-quotient") || !number(c, &v) || v != 1)
    return fail_version(c);
  if (!word(c, "codes") || !number(c, &v) || v < 1 || v > CQ_CODES) return fail(c, CK_M_quotient_codes);
  c->k = (int)v;
  for (i = 0; i < c->k; i++)
    if (!word(c, "code") || !read_code(c, &c->code[i])) return fail(c, CK_M_quotient_code);
  if (!word(c, "order") || !number(c, &v) || v < 1 || v > 20000) return fail(c, CK_M_quotient_order);
  c->m = (int)v;
  if (!word(c, "generators") || !number(c, &v) || v < 0 || v > 4096) return fail(c, CK_M_quotient_generators);
  c->g = (int)v;
  c->act = cq_malloc(c, (size_t)(c->g ? c->g : 1) * (size_t)c->m * sizeof *c->act);
  c->p = cq_malloc(c, (size_t)c->m);
  if (c->act == NULL || c->p == NULL) return fail(c, CK_M_nomem_quotient);
  for (i = 0; i < c->g; i++) {
    if (!word(c, "gen")) return fail(c, CK_M_quotient_gen_missing);
    for (j = 0; j < c->m; j++) {
      if (!number(c, &v) || v >= c->m) return fail(c, CK_M_quotient_gen_action);
      c->act[(size_t)i * (size_t)c->m + (size_t)j] = (int)v;
    }
  }
  if (!word(c, "p")) return fail(c, CK_M_quotient_p_missing);
  for (j = 0; j < c->m; j++) {
    if (!number(c, &v) || v > 1) return fail(c, CK_M_quotient_p_flags);
    c->p[j] = (unsigned char)v;
  }
  if (!word(c, "heaps") || !number(c, &v) || v < 1 || v > 1000000) return fail(c, CK_M_quotient_heaps);
  c->nheaps = (int)v;
  c->phi = cq_malloc(c, (size_t)c->nheaps * (size_t)c->k * sizeof *c->phi);
  if (c->phi == NULL) return fail(c, CK_M_nomem_quotient);
  if (!word(c, "phi")) return fail(c, CK_M_quotient_phi_missing);
  for (j = 0; j < c->nheaps * c->k; j++) {
    if (!number(c, &v) || v >= c->m) return fail(c, CK_M_quotient_phi_value);
    c->phi[j] = (int)v;
  }
  for (i = 0; i < c->k; i++) {
    long cc;
    if (!word(c, "period") || !number(c, &cc) || cc != i) return fail(c, CK_M_quotient_period_missing);
    if (word(c, "none")) continue;
    if (!number(c, &v)) return fail(c, CK_M_quotient_period_bad);
    c->n0[i] = (int)v;
    if (!number(c, &v) || v < 1) return fail(c, CK_M_quotient_period_bad);
    c->per[i] = (int)v;
    c->has_period[i] = 1;
  }
  return 1;
}

/* ---- the monoid ---------------------------------------------------------------- */

/* Products from the generators' actions: commuting actions, every element
** reached from 0, then x·y = y's word (a path from 0) acting on x. */
static int build_monoid(cq *c) {
  int m = c->m, g = c->g, x, i, j, n = 0, head = 0;
  int *from = cq_malloc(c, (size_t)m * sizeof *from), *by = cq_malloc(c, (size_t)m * sizeof *by);
  int *order = cq_malloc(c, (size_t)m * sizeof *order), ok = 1;
  c->mul = cq_malloc(c, (size_t)m * (size_t)m * sizeof *c->mul);
  if (from == NULL || by == NULL || order == NULL || c->mul == NULL) {
    ok = fail(c, CK_M_nomem_quotient);
    goto done;
  }
  if (!(ok = step(c, (long long)g * g * m + 2LL * m * m + (long long)m * g))) goto done;
  for (i = 0; i < g && ok; i++)
    for (j = 0; j < i && ok; j++)
      for (x = 0; x < m && ok; x++) {
        int a = c->act[(size_t)i * m + c->act[(size_t)j * m + x]];
        int b = c->act[(size_t)j * m + c->act[(size_t)i * m + x]];
        if (a != b) ok = fail(c, CK_M_quotient_gen_commute);
      }
  if (!ok) goto done;
  for (x = 0; x < m; x++) from[x] = -2;
  from[0] = -1;
  order[n++] = 0;
  while (head < n) { /* paths from the identity */
    int y = order[head++];
    for (i = 0; i < g; i++) {
      int z = c->act[(size_t)i * m + y];
      if (from[z] == -2) {
        from[z] = y;
        by[z] = i;
        order[n++] = z;
      }
    }
  }
  if (n != m) {
    ok = fail(c, CK_M_quotient_products);
    goto done;
  }
  /* x·y is y's word acting on x: with the actions commuting, x·y = w_y(w_x(1))
  ** = w_x(w_y(1)) = y·x, so the products commute without a check */
  for (x = 0; x < m; x++) c->mul[(size_t)x * m] = x;
  for (j = 1; j < m; j++) { /* column order[j] from its parent's */
    int y = order[j];
    for (x = 0; x < m; x++) c->mul[(size_t)x * m + y] = c->act[(size_t)by[y] * m + c->mul[(size_t)x * m + from[y]]];
  }
done:
  cq_free(c, from);
  cq_free(c, by);
  cq_free(c, order);
  return ok;
}

/* ---- options --------------------------------------------------------------------- */

typedef uint64_t cqbits;

static void setb(cqbits *b, int x) { b[x >> 6] |= (cqbits)1 << (x & 63); }

static int allowed(const int *part, int n, int mod) {
  int i, eq = 0;
  for (i = 1; i < n; i++) eq += part[i] == part[i - 1];
  return mod == 0 || (mod == 1 && eq == 0) || (mod == 2 && eq < n - 1);
}

/* The elements of the options of heap h of code c (T), into t (w words).
** Returns 1 when the heap has a move. */
static int options(const cq *c, int cc, long h, cqbits *t, int w) {
  const cqcode *code = &c->code[cc];
  long j, r;
  int any = 0, mod, d, part[4];
  const int *phi = c->phi, k = c->k, m = c->m;
  memset(t, 0, (size_t)w * sizeof *t);
#define PH(s) phi[(s) * k + cc]
  for (j = 0; j <= h; j++) {
    if (code->tail == 0 && j >= code->n) break;
    d = dig(code, j, &mod);
    r = h - j;
    if (d == 0) continue;
    if ((d & 1) && j >= 1 && r == 0) {
      setb(t, 0);
      any = 1;
    }
    if ((d & 2) && j >= 1 && r >= 1) {
      setb(t, PH(r));
      any = 1;
    }
    if (d & 4)
      for (part[0] = 1; 2 * part[0] <= r; part[0]++) {
        part[1] = (int)r - part[0];
        if (!allowed(part, 2, mod)) continue;
        setb(t, c->mul[(size_t)PH(part[0]) * m + PH(part[1])]);
        any = 1;
      }
    if (d & 8)
      for (part[0] = 1; 3 * part[0] <= r; part[0]++)
        for (part[1] = part[0]; part[0] + 2 * part[1] <= r; part[1]++) {
          part[2] = (int)r - part[0] - part[1];
          if (!allowed(part, 3, mod)) continue;
          setb(t, c->mul[(size_t)c->mul[(size_t)PH(part[0]) * m + PH(part[1])] * m + PH(part[2])]);
          any = 1;
        }
    if (d & 16)
      for (part[0] = 1; 4 * part[0] <= r; part[0]++)
        for (part[1] = part[0]; part[0] + 3 * part[1] <= r; part[1]++)
          for (part[2] = part[1]; part[0] + part[1] + 2 * part[2] <= r; part[2]++) {
            int x;
            part[3] = (int)r - part[0] - part[1] - part[2];
            if (!allowed(part, 4, mod)) continue;
            x = c->mul[(size_t)PH(part[0]) * m + PH(part[1])];
            x = c->mul[(size_t)x * m + PH(part[2])];
            setb(t, c->mul[(size_t)x * m + PH(part[3])]);
            any = 1;
          }
  }
#undef PH
  return any;
}

/* ---- the checks -------------------------------------------------------------------- */

static int subset(const cqbits *a, const cqbits *b, int w) {
  int i;
  for (i = 0; i < w; i++)
    if (a[i] & ~b[i]) return 0;
  return 1;
}

/* Minimal pairs (element, T), as a growing list with a dead flag. */
typedef struct pairs {
  int n, cap, w;
  int *el;
  unsigned char *dead;
  cqbits *t;
  cq *c;                    /* whose memory */
} pairs;

static int pairs_add(pairs *ps, int x, const cqbits *t) {
  int i;
  for (i = 0; i < ps->n; i++)
    if (!ps->dead[i] && ps->el[i] == x && subset(ps->t + (size_t)i * ps->w, t, ps->w)) return 0;
  for (i = 0; i < ps->n; i++)
    if (!ps->dead[i] && ps->el[i] == x && subset(t, ps->t + (size_t)i * ps->w, ps->w)) ps->dead[i] = 1;
  if (ps->n == ps->cap) {
    int cap = ps->cap ? ps->cap * 2 : 64;
    int *e = cq_realloc(ps->c, ps->el, (size_t)cap * sizeof *e);
    unsigned char *d;
    cqbits *tt;
    if (e == NULL) return -1;
    ps->el = e;
    d = cq_realloc(ps->c, ps->dead, (size_t)cap);
    if (d == NULL) return -1;
    ps->dead = d;
    tt = cq_realloc(ps->c, ps->t, (size_t)cap * (size_t)ps->w * sizeof *tt);
    if (tt == NULL) return -1;
    ps->t = tt;
    ps->cap = cap;
  }
  ps->el[ps->n] = x;
  ps->dead[ps->n] = 0;
  memcpy(ps->t + (size_t)ps->n * ps->w, t, (size_t)ps->w * sizeof *t);
  ps->n++;
  return 1;
}

static int verify(cq *c) {
  int m = c->m, k = c->k, w = (m + 63) / 64, ok = 1, i, x, y, cc, nh = c->nheaps * k, ng = 0;
  cqbits *T = cq_calloc(c, (size_t)nh * (size_t)w + 1, sizeof *T);
  cqbits *rows = cq_calloc(c, (size_t)m * (size_t)w + 1, sizeof *rows);
  cqbits *pb = cq_calloc(c, (size_t)w + 1, sizeof *pb), *nt = cq_calloc(c, (size_t)w + 1, sizeof *nt);
  int *gi = cq_malloc(c, (size_t)nh * sizeof *gi), *reach = cq_calloc(c, (size_t)m + 1, sizeof *reach);
  unsigned char *moves = cq_calloc(c, (size_t)nh + 1, 1);
  pairs ps;
  memset(&ps, 0, sizeof ps);
  ps.w = w;
  ps.c = c;
  if (!T || !rows || !pb || !nt || !gi || !reach || !moves) {
    ok = fail(c, CK_M_nomem_quotient);
    goto done;
  }
  if (!(ok = step(c, (long long)m * m))) goto done;
  for (x = 0; x < m; x++) {
    if (c->p[x]) setb(pb, x);
    for (y = 0; y < m; y++)
      if (c->p[c->mul[(size_t)x * m + y]]) setb(rows + (size_t)x * w, y);
  }
  if (c->p[0]) {
    ok = fail(c, CK_M_quotient_empty);
    goto done;
  }
  for (i = 0; i < nh && ok; i++) { /* each heap's options, and heaps without a move */
    long long h = i / k, per = 1; /* the options listed: splits into 2, 3, 4 heaps */
    int bits = 0, j;
    for (j = 0; j < c->code[i % k].n; j++) bits |= c->code[i % k].d[j];
    if (bits & 4) per += h / 2;
    if (bits & 8) per += h * h / 12;
    if (bits & 16) per += h * h * h / 144;
    if (!(ok = step(c, w + (h + 1) * per))) break;
    moves[i] = (unsigned char)options(c, i % k, i / k, T + (size_t)i * w, w);
    if (!moves[i] && c->phi[i] != 0) ok = fail(c, CK_M_quotient_identity);
  }
  for (y = 0; y < m && ok; y++) /* no P-position with an option in P */
    for (i = 0; i < nh && (ok = ok && step(c, w + 1)); i++) {
      int j;
      if (!moves[i] || !c->p[c->mul[(size_t)y * m + c->phi[i]]]) continue;
      for (j = 0; j < w; j++)
        if (T[(size_t)i * w + j] & rows[(size_t)y * w + j]) {
          CK_SET(c->why, quotient_heap_fails, ck_i(i / k), ck_i(i % k + 1));
          ok = 0;
          break;
        }
    }
  for (i = 0; i < nh && ok; i++) { /* generators: distinct (Φ, T) of heaps with a move */
    int j, same = 0;
    if (!moves[i]) continue;
    if (!(ok = step(c, (long long)ng * w + 1))) break;
    for (j = 0; j < ng && !same; j++)
      same = c->phi[gi[j]] == c->phi[i] && memcmp(T + (size_t)gi[j] * w, T + (size_t)i * w, (size_t)w * sizeof *T) == 0;
    if (!same) gi[ng++] = i;
  }
  for (i = 0; i < ng && ok; i++)
    if (pairs_add(&ps, c->phi[gi[i]], T + (size_t)gi[i] * w) < 0) ok = fail(c, CK_M_nomem_quotient);
  for (i = 0; i < ps.n && ok; i++) { /* close the minimal pairs; each must have an option in P */
    int j, g;
    if (ps.dead[i]) continue;
    x = ps.el[i];
    if (!c->p[x]) {
      for (j = 0; j < w && !(ps.t[(size_t)i * w + j] & pb[j]); j++) {}
      if (j == w) {
        ok = fail(c, CK_M_quotient_n);
        break;
      }
    }
    for (g = 0; g < ng && ok; g++) {
      int h = gi[g], hy = c->phi[h], e;
      if (!(ok = step(c, 2LL * m + (long long)ps.n * w))) break; /* the products, and the scan */
      memset(nt, 0, (size_t)w * sizeof *nt);
      for (e = 0; e < m; e++) {
        if ((ps.t[(size_t)i * w + (e >> 6)] >> (e & 63)) & 1) setb(nt, c->mul[(size_t)e * m + hy]);
        if ((T[(size_t)h * w + (e >> 6)] >> (e & 63)) & 1) setb(nt, c->mul[(size_t)x * m + e]);
      }
      if (pairs_add(&ps, c->mul[(size_t)x * m + hy], nt) < 0) ok = fail(c, CK_M_nomem_quotient);
    }
  }
  if (ok) ok = step(c, (long long)m * m * w / 2 + (long long)m * nh);
  if (ok) { /* reduced: no two elements with the same {z : xz in P} */
    for (x = 0; x < m && ok; x++)
      for (y = 0; y < x && ok; y++)
        if (memcmp(rows + (size_t)x * w, rows + (size_t)y * w, (size_t)w * sizeof *rows) == 0)
          ok = fail(c, CK_M_quotient_reduced);
  }
  if (ok) { /* the heaps' Φ generate every element */
    int n = 1, head = 0, *list = cq_malloc(c, (size_t)m * sizeof *list);
    if (list == NULL) {
      ok = fail(c, CK_M_nomem_quotient);
    } else {
      list[0] = 0;
      reach[0] = 1;
      while (head < n) {
        int z = list[head++];
        for (i = 0; i < nh; i++) {
          int u = c->mul[(size_t)z * m + c->phi[i]];
          if (!reach[u]) {
            reach[u] = 1;
            list[n++] = u;
          }
        }
      }
      cq_free(c, list);
      if (n != m) ok = fail(c, CK_M_quotient_onto);
    }
  }
  for (cc = 0; cc < k && ok; cc++) { /* the period claims */
    const cqcode *code = &c->code[cc];
    int t = 0, j, top = c->nheaps - 1, n0 = c->n0[cc], p = c->per[cc], h;
    if (!c->has_period[cc]) continue;
    if (code->tail) ok = fail(c, CK_M_quotient_tail);
    for (j = 0; j < code->n && ok; j++) {
      if (code->d[j]) t = j;
      if (code->mod[j]) ok = fail(c, CK_M_quotient_modifier);
      if (code->d[j] & ~7) ok = fail(c, CK_M_quotient_three);
    }
    if (!ok || !(ok = step(c, c->nheaps + 1))) break;
    for (h = n0; h + p <= top && ok; h++)
      if (c->phi[(h + p) * k + cc] != c->phi[h * k + cc]) ok = fail(c, CK_M_quotient_repeat);
    if (ok && (long)top < 2L * n0 + 2L * p + t - 1 + (n0 == 0))
      ok = fail(c, CK_M_quotient_few);
  }
done:
  cq_free(c, T);
  cq_free(c, rows);
  cq_free(c, pb);
  cq_free(c, nt);
  cq_free(c, gi);
  cq_free(c, reach);
  cq_free(c, moves);
  cq_free(c, ps.el);
  cq_free(c, ps.dead);
  cq_free(c, ps.t);
  return ok;
}

/* The steps build_monoid() and verify() are sure to take for heaps
** 0..nheaps-1 of each code when the claim holds, counted as they count them
** (the closure of the minimal pairs, which depends on the quotient, comes on
** top); *fit: the most heaps whose steps stay within `most`. */
static double cq_estimate(const cq *c, double most, long *fit) {
  long long m = c->m, g = c->g, w = (c->m + 63) / 64, h;
  double est = (double)(g * g * m + 2 * m * m + m * g) /* the monoid */
               + (double)(m * m) + (double)(m * m * w / 2); /* P rows; reduced */
  int bits[CQ_CODES], cc, j;
  for (cc = 0; cc < c->k; cc++)
    for (bits[cc] = 0, j = 0; j < c->code[cc].n; j++) bits[cc] |= c->code[cc].d[j];
  *fit = 0;
  for (h = 0; h < c->nheaps; h++) { /* heap h of each code */
    for (cc = 0; cc < c->k; cc++) {
      long long per = 1;
      if (bits[cc] & 4) per += h / 2;
      if (bits[cc] & 8) per += h * h / 12;
      if (bits[cc] & 16) per += h * h * h / 144;
      est += (double)w + (double)(h + 1) * (double)per; /* its options */
      est += (double)m * (double)(w + 2);             /* no option in P; every element */
    }
    if (est <= most) *fit = (long)h + 1;
  }
  return est;
}

/* What the check of a quotient would take, when it is refused before it. */
typedef struct cqover {
  double est;     /* the steps it is sure to take (0: not refused before) */
  ck_msg asks;    /* what the certificate asks for */
  ck_msg fits;    /* what would fit the steps given */
} cqover;

/* The verdict within *steps steps (< 0: no bound; *steps gets what is
** left), memory from f (NULL: malloc): 1 the claim holds, 0 it does not (why
** says where), -1 the steps ran out first, or would (no verdict; over->est
** is the estimate when the check was refused before any of its work), -2
** out of memory. */
static int quotient_verify(ck_family *f, const char *cert, ck_msg *why, long long *steps,
                           cqover *over) {
  cq c;
  int ok, any = 0, i;
  double est;
  long fit;
  memset(&c, 0, sizeof c);
  memset(over, 0, sizeof *over);
  c.s = cert;
  c.why = why;
  why->nodes = 0;
  c.steps = *steps;
  c.f = f;
  ok = step(&c, (long long)strlen(cert) / 4 + 1) && read_cert(&c);
  if (ok && c.steps >= 0 && (est = cq_estimate(&c, (double)c.steps, &fit)) > (double)c.steps) {
    over->est = est; /* refused before */
    if (c.k > 1) CK_SET(&over->asks, asks_quotient_codes, ck_i(c.m), ck_i(c.nheaps - 1), ck_i(c.k));
    else CK_SET(&over->asks, asks_quotient, ck_i(c.m), ck_i(c.nheaps - 1), ck_i(c.k));
    if (fit > 0) CK_SET(&over->fits, fits_quotient, ck_i(fit - 1));
    else CK_SET0(&over->fits, fits_quotient_none);
    fail(&c, CK_M_quotient_steps);
    c.out = 1;
    ok = 0;
  }
  ok = ok && build_monoid(&c) && verify(&c);
  *steps = c.steps;
  for (i = 0; i < c.k; i++) any |= c.has_period[i];
  if (ok && any) CK_SET(why, quotient_verified_all, ck_i(c.nheaps - 1));
  else if (ok) CK_SET(why, quotient_verified, ck_i(c.nheaps - 1));
  cq_free(&c, c.act);
  cq_free(&c, c.mul);
  cq_free(&c, c.p);
  cq_free(&c, c.phi);
  if (!ok && why->nodes > 0 && why->node[0].id == CK_M_nomem_quotient) return -2;
  return c.out ? -1 : ok;
}

int ck_quotient_verify(const char *cert, ck_msg *why, long long *steps) {
  cqover over;
  long long given = *steps;
  int v = quotient_verify(NULL, cert, why, steps, &over);
  if (v == -1 && over.est > 0) {
    char n[32];
    CK_SET(why, quotient_over, ck_t(ck_num(n, sizeof n, over.est)), ck_n(&over.asks), ck_i(given),
           ck_n(&over.fits));
  }
  return v;
}

/* The code a family text names: "tb(CODE)", "octal(CODE)" or CODE. */
static int family_code(const char *text, char *out, size_t cap) {
  const char *open = strchr(text, '('), *close;
  size_t n;
  if (open == NULL) return snprintf(out, cap, "%s", text) < (int)cap;
  if ((size_t)(open - text) != 2 && (size_t)(open - text) != 5) return 0;
  if (strncmp(text, "tb(", 3) != 0 && strncmp(text, "octal(", 6) != 0) return 0;
  close = strrchr(open, ')');
  if (close == NULL || close[1] != '\0' || (n = (size_t)(close - open - 1)) + 1 > cap) return 0;
  memcpy(out, open + 1, n);
  out[n] = '\0';
  return 1;
}

/* claim quotient: the lines up to "end" are a quotient certificate (above)
** whose first code is the family's. */
ck_status ck_claim_quotient(ck_cert *c) {
  ck_family *f = ck_cert_family(c);
  char code[96];
  ck_msg why;
  const char *first;
  char *b = NULL;
  size_t n = 0, cap = 0;
  long long steps;
  int64_t given;
  int r, v;
  cqover over;
  if (!ck_blank(ck_cert_args(c))) return CK_BAD0(c, quotient_claim);
  if (!family_code(f->text, code, sizeof code)) return CK_BAD(c, quotient_family, ck_t("family tb(CODE)"));
  while ((r = ck_cert_next(c)) > 0 && strcmp(ck_cert_text(c), "end") != 0) {
    size_t l = strlen(ck_cert_text(c));
    if (n + l + 2 > cap) {
      size_t nc = (n + l + 2) * 2;
      char *nb = ck_alloc(f, nc);
      if (nb == NULL) {
        ck_free(f, b, cap);
        CK_CERT_SAY0(c, nomem_quotient_read);
        return CK_ENOMEM;
      }
      if (b != NULL) memcpy(nb, b, n);
      ck_free(f, b, cap);
      b = nb;
      cap = nc;
    }
    memcpy(b + n, ck_cert_text(c), l);
    n += l;
    b[n++] = '\n';
    b[n] = '\0';
  }
  if (r <= 0 || b == NULL) {
    ck_free(f, b, cap);
    return r < 0 ? CK_MALFORMED : CK_BAD0(c, end_missing);
  }
  first = strstr(b, "\ncode ");
  if (first == NULL || strncmp(first + 6, code, strlen(code)) != 0 ||
      (first[6 + strlen(code)] != '\n' && first[6 + strlen(code)] != ' ')) {
    ck_free(f, b, cap);
    return CK_BAD(c, quotient_first, ck_t(code));
  }
  given = ck_cert_budget(c);
  steps = given;
  v = quotient_verify(f, b, &why, &steps, &over);
  ck_free(f, b, cap);
  if (v == -1 && over.est > 0) return ck_cert_over(c, over.est, 1, &over.asks, &over.fits);
  ck_cert_spent(c, given < 0 ? 0 : given - (steps > 0 ? steps : 0));
  if (v == -2) {
    CK_CERT_SAY0(c, nomem_quotient);
    return CK_ENOMEM;
  }
  if (v < 0) {
    CK_CERT_SAY(c, quotient_work, ck_i(given));
    return CK_PENDING;
  }
  if (!v) {
    CK_CERT_SAY(c, quotient_refused, ck_n(&why));
    return CK_REFUSED;
  }
  if ((r = ck_cert_end(c, r)) != CK_OK) return (ck_status)r;
  {
    char en[CK_MSG_BYTES], js[CK_MSG_BYTES];
    ck_msg_text(&why, en, sizeof en); /* plain words and numbers: nothing to escape */
    ck_msg_json(&why, js, sizeof js);
    ck_cert_verdict(c, &why, "{\"verified\":true,\"family\":\"%s\",\"claim\":\"quotient\",\"check\":\"%s\","
                    "\"check_msg\":%s}", f->text, en, js);
  }
  return CK_OK;
}
