/*
** ruleset.c — the oracle's typed rules: each rule text the tests use, with its
** moves written here by hand in plain C (no rule language), so a mistake in
** the engine's parser, compiler, bounds or search shows as a disagreement;
** and rules of one comparison or two, read and evaluated by hand below.
** A body is a heap "7", a tuple "3/5", or a heap with the counter "7~3"
** (what the previous move took). Moves are written before>after as the
** engine writes them: "10>7", "7>3+4" (smallest first), "3/5>1/5", "7~3>4~3".
*/
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "../oracle.h"

#define MAXH 8

typedef struct body {
  long h[MAXH];
  int m;
  long last;
} body;

static int read_body(const char *s, body *b) {
  char *e;
  b->m = 0;
  b->last = 0;
  for (;;) {
    if (*s < '0' || *s > '9' || b->m == MAXH) return -1;
    b->h[b->m++] = strtol(s, &e, 10);
    s = e;
    if (*s != '/') break;
    s++;
  }
  if (*s == '~') {
    if (s[1] < '0' || s[1] > '9') return -1;
    b->last = strtol(s + 1, &e, 10);
    s = e;
  }
  return *s == '\0' ? 0 : -1;
}

static void write_body(const body *b, char *out, size_t cap) {
  size_t n = 0;
  int i;
  for (i = 0; i < b->m; i++) n += (size_t)snprintf(out + n, cap - n, "%s%ld", i ? "/" : "", b->h[i]);
  if (b->last) snprintf(out + n, cap - n, "~%ld", b->last);
}

/* A move of one heap (or tuple) to another. */
static void to_body(omoves *out, const body *from, const body *to) {
  char t[128], a[64], f[64];
  write_body(from, f, sizeof f);
  write_body(to, a, sizeof a);
  snprintf(t, sizeof t, "%s>%s", f, a);
  om_add1(out, t, a);
}

/* A heap taking k, the rest one heap (possibly 0). */
static void take(omoves *out, long n, long k) {
  body f = {{n}, 1, 0}, t = {{n - k}, 1, 0};
  to_body(out, &f, &t);
}

/* A heap of n leaving heaps a and b (a <= b). */
static void leave2(omoves *out, long n, long a, long b) {
  char t[96], x[24], y[24];
  const char *bodies[2];
  snprintf(t, sizeof t, "%ld>%ld+%ld", n, a, b);
  snprintf(x, sizeof x, "%ld", a);
  snprintf(y, sizeof y, "%ld", b);
  bodies[0] = x;
  bodies[1] = y;
  om_add(out, t, 2, bodies);
}

static int is_prime(long k) {
  long d;
  if (k < 2) return 0;
  for (d = 2; d * d <= k; d++)
    if (k % d == 0) return 0;
  return 1;
}

static void pow2(const body *b, omoves *out) {
  long k;
  for (k = 1; k <= b->h[0]; k *= 2) take(out, b->h[0], k);
}

static void squares(const body *b, omoves *out) {
  long j;
  for (j = 1; j * j <= b->h[0]; j++) take(out, b->h[0], j * j);
}

static void half(const body *b, omoves *out) {
  long k;
  for (k = 1; 2 * k <= b->h[0]; k++) take(out, b->h[0], k);
}

static void divisor(const body *b, omoves *out) {
  long d, n = b->h[0];
  for (d = 1; d < n; d++)
    if (n % d == 0) take(out, n, d);
}

static void prime(const body *b, omoves *out) {
  long k;
  for (k = 2; k <= b->h[0]; k++)
    if (is_prime(k)) take(out, b->h[0], k);
}

static void grundy(const body *b, omoves *out) { /* two unequal heaps */
  long a, n = b->h[0];
  for (a = 1; 2 * a < n; a++) leave2(out, n, a, n - a);
}

static void kayles(const body *b, omoves *out) { /* 1 or 2, the rest one heap or two */
  long k, a, n = b->h[0];
  for (k = 1; k <= 2 && k <= n; k++) {
    take(out, n, k);
    for (a = 1; 2 * a <= n - k; a++) leave2(out, n, a, n - k - a);
  }
}

static void fibonacci(const body *b, omoves *out) { /* 1..n-1 first, then up to twice the last */
  long n = b->h[0], top = b->last == 0 ? n - 1 : 2 * b->last, k;
  for (k = 1; k <= top && k <= n; k++) {
    body t = {{n - k}, 1, k};
    to_body(out, b, &t);
  }
}

static void wythoff(const body *b, omoves *out) { /* from one heap, or the same from all */
  long k, least = b->h[0];
  int i;
  for (i = 0; i < b->m; i++) {
    for (k = 1; k <= b->h[i]; k++) {
      body t = *b;
      t.h[i] -= k;
      to_body(out, b, &t);
    }
    if (b->h[i] < least) least = b->h[i];
  }
  for (k = 1; k <= least && b->m > 1; k++) {
    body t = *b;
    for (i = 0; i < t.m; i++) t.h[i] -= k;
    to_body(out, b, &t);
  }
}

static void bash(const body *b, omoves *out) {
  long k;
  for (k = 1; k <= 3 && k <= b->h[0]; k++) take(out, b->h[0], k);
}

/* ---- rules of one comparison or two -------------------------------------------------
** "take k: C", C a comparison "A OP B", or "not" one, or two joined by ", "
** (and) or " or "; OP one of < <= > >= = != and | (divides); each side an
** atom (k, n, last, a number) or two atoms joined by * / + - (x/0 = 0,
** rounding down). The sweep of every comparison (test_ruleset.c) types
** them; they are read and evaluated here by hand. */

typedef struct oterm {
  char a, op, b;    /* atoms 'k', 'n', 'l' (last), '#' (a number); op 0 or * / + - */
  long ca, cb;      /* the numbers */
} oterm;

typedef struct ocmp {
  oterm x, y;
  char op[3];       /* "<", "<=", ">", ">=", "=", "!=", "|" */
} ocmp;

typedef struct ocond {
  int n, neg, any;  /* comparisons (1 or 2); the first negated; joined by "or" */
  ocmp c[2];
  int counter;      /* reads last */
} ocond;

static const char *read_atom(const char *s, char *a, long *num) {
  if (*s >= '0' && *s <= '9') {
    *a = '#';
    *num = strtol(s, (char **)&s, 10);
    return s;
  }
  if (strncmp(s, "last", 4) == 0) return *a = 'l', s + 4;
  if (*s == 'k' || *s == 'n') return *a = *s, s + 1;
  return NULL;
}

static const char *read_term(const char *s, oterm *t) {
  memset(t, 0, sizeof *t);
  if ((s = read_atom(s, &t->a, &t->ca)) == NULL) return NULL;
  if (*s == '*' || *s == '/' || *s == '+' || *s == '-') {
    t->op = *s;
    s = read_atom(s + 1, &t->b, &t->cb);
  }
  return s;
}

static const char *read_cmp(const char *s, ocmp *c) {
  static const char *const ops[] = {"<=", ">=", "!=", "<", ">", "=", "|"};
  size_t i;
  if ((s = read_term(s, &c->x)) == NULL) return NULL;
  for (i = 0; i < sizeof ops / sizeof ops[0]; i++)
    if (strncmp(s, ops[i], strlen(ops[i])) == 0) break;
  if (i == sizeof ops / sizeof ops[0]) return NULL;
  strcpy(c->op, ops[i]);
  return read_term(s + strlen(ops[i]), &c->y);
}

static int read_cond(const char *p, ocond *c) {
  int i;
  memset(c, 0, sizeof *c);
  if (strncmp(p, "take k: ", 8) != 0) return 0;
  p += 8;
  if (strncmp(p, "not ", 4) == 0) c->neg = 1, p += 4;
  if ((p = read_cmp(p, &c->c[0])) == NULL) return 0;
  c->n = 1;
  if (*p != '\0') {
    if (strncmp(p, ", ", 2) == 0) p += 2;
    else if (strncmp(p, " or ", 4) == 0) c->any = 1, p += 4;
    else return 0;
    if ((p = read_cmp(p, &c->c[1])) == NULL || *p != '\0') return 0;
    c->n = 2;
  }
  for (i = 0; i < c->n; i++)
    c->counter |= c->c[i].x.a == 'l' || c->c[i].x.b == 'l' || c->c[i].y.a == 'l' || c->c[i].y.b == 'l';
  return 1;
}

static long atom(char a, long num, long n, long last, long k) {
  return a == 'k' ? k : a == 'n' ? n : a == 'l' ? last : num;
}

static long term(const oterm *t, long n, long last, long k) {
  long x = atom(t->a, t->ca, n, last, k), y = atom(t->b, t->cb, n, last, k), q;
  switch (t->op) {
  case '*': return x * y;
  case '+': return x + y;
  case '-': return x - y;
  case '/':
    if (y == 0) return 0;
    q = x / y;
    return (x % y != 0 && (x < 0) != (y < 0)) ? q - 1 : q;
  default: return x;
  }
}

static int holds(const ocmp *c, long n, long last, long k) {
  long x = term(&c->x, n, last, k), y = term(&c->y, n, last, k);
  if (strcmp(c->op, "<") == 0) return x < y;
  if (strcmp(c->op, "<=") == 0) return x <= y;
  if (strcmp(c->op, ">") == 0) return x > y;
  if (strcmp(c->op, ">=") == 0) return x >= y;
  if (strcmp(c->op, "=") == 0) return x == y;
  if (strcmp(c->op, "!=") == 0) return x != y;
  return x == 0 ? y == 0 : y % x == 0; /* x divides y */
}

static int cond_holds(const ocond *c, long n, long last, long k) {
  int a = holds(&c->c[0], n, last, k) != c->neg;
  if (c->n == 1) return a;
  return c->any ? a || holds(&c->c[1], n, last, k) : a && holds(&c->c[1], n, last, k);
}

static void compared(const char *p, const body *b, omoves *out) {
  ocond c;
  long n = b->h[0], k;
  read_cond(p, &c);
  for (k = 1; k <= n; k++)
    if (cond_holds(&c, n, b->last, k)) {
      body t = {{n - k}, 1, c.counter ? k : 0};
      to_body(out, b, &t);
    }
}

static const struct {
  const char *text;       /* canonical */
  void (*moves)(const body *b, omoves *out);
  int tuples, counter;
} RULES[] = {
  {"take k: pow2(k)", pow2, 0, 0},
  {"take k: square(k)", squares, 0, 0},
  {"take k in 1..n/2", half, 0, 0},
  {"take d: d|n, d<n", divisor, 0, 0},
  {"take k: prime(k)", prime, 0, 0},
  {"split a+b: a<b", grundy, 0, 0},
  {"take k in 1..2 or take k in 1..2 leave a+b", kayles, 0, 0},
  {"take k: k<=2*last or last=0 and k<n", fibonacci, 0, 1},
  {"take k or take k from all", wythoff, 1, 0},
  {"take k: k<=3", bash, 0, 0},
};
#define NRULES ((int)(sizeof RULES / sizeof RULES[0]))

static int find(const char *p) {
  int i;
  for (i = 0; i < NRULES; i++)
    if (strcmp(RULES[i].text, p) == 0) return i;
  return -1;
}

static int param(const char *p, char *out, size_t cap) {
  ocond c;
  if ((find(p) < 0 && !read_cond(p, &c)) || strlen(p) >= cap) return -1;
  strcpy(out, p);
  return 0;
}

static int body_ok(const char *p, const char *s) {
  int r = find(p);
  body b;
  ocond c;
  if (read_body(s, &b) != 0) return 0;
  if (r < 0) return read_cond(p, &c) && b.m == 1 && (!b.last || c.counter);
  if (b.m > 1 && !RULES[r].tuples) return 0;
  if (b.last && !RULES[r].counter) return 0;
  return 1;
}

static void moves(const char *p, const char *s, int turn, omoves *out) {
  body b;
  (void)turn;
  read_body(s, &b);
  if (find(p) < 0) compared(p, &b, out);
  else RULES[find(p)].moves(&b, out);
}

const orules orules_ruleset = {"ruleset", 1, 0, param, body_ok, NULL, moves, 0};
