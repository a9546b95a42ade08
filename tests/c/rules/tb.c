/*
** tb.c — the oracle's take-and-break games on heaps, "tb(CODE)", read from
** the code's text alone. CODE is d0.d1d2… : digit d_j (0-9, A-V = 10-31,
** j ≥ 1 after the point, d0 before it) lets a move remove j tokens from a
** heap and leave exactly i non-empty heaps when bit i of d_j is set. "!"
** after a digit: the heaps it leaves are all different; "?": not all the
** same. Digits in "[…]" repeat forever. A move is written "H>…": what is
** left, smallest first, "0" when nothing is; the tokens taken are H minus
** what is left.
**
** The canonical code: the digit before the point always written, trailing
** zeros after it dropped (one kept), the repeating digits as short and as
** early as they can be, "!"/"?" only where they change the rules ("?" as "!"
** when a digit leaves at most two heaps).
*/
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "../oracle.h"

#define MAXD 80

typedef struct ocode {
  int d[MAXD], mod[MAXD]; /* mod: 0, '!' or '?' */
  int t, tail;            /* digits d[1..t] after the point; the last `tail` repeat */
} ocode;

static int dval(char ch) {
  if (ch >= '0' && ch <= '9') return ch - '0';
  if (ch >= 'A' && ch <= 'V') return ch - 'A' + 10;
  if (ch >= 'a' && ch <= 'v') return ch - 'a' + 10;
  return -1;
}

static const char *unit(const char *p, ocode *c, int j) {
  c->d[j] = dval(*p++);
  c->mod[j] = (*p == '!' || *p == '?') ? *p++ : 0;
  return p;
}

/* 0 when p is a code (read into c, in canonical form), -1 otherwise. */
static int read_code(const char *p, ocode *c) {
  int j, any = 0;
  memset(c, 0, sizeof *c);
  if (dval(*p) >= 0) {
    p = unit(p, c, 0);
    if (c->d[0] & 3) return -1; /* before the point: splits only */
  }
  if (*p++ != '.') return -1;
  while (dval(*p) >= 0 && c->t < MAXD - 1) p = unit(p, c, ++c->t);
  if (*p == '[') {
    int start = c->t;
    p++;
    while (dval(*p) >= 0 && c->t < MAXD - 1) p = unit(p, c, ++c->t);
    if (*p++ != ']' || c->t == start) return -1;
    c->tail = c->t - start;
  }
  if (*p != '\0') return -1;
  if (c->t == 0 && c->d[0] == 0) return -1;
  for (j = 0; j <= c->t; j++) {
    if (c->d[j] < 4) c->mod[j] = 0;
    if (c->mod[j] == '?' && c->d[j] < 8) c->mod[j] = '!';
    any |= c->d[j];
  }
  if (!any) return -1;
  if (c->tail) { /* shortest tail, begun as early as it can be */
    int pre = c->t - c->tail, q, zero = 1;
    for (j = pre + 1; j <= c->t; j++) zero &= c->d[j] == 0;
    if (zero) {
      c->t = pre;
      c->tail = 0;
    } else {
      for (q = 1; q <= c->tail; q++) {
        int ok = c->tail % q == 0;
        for (j = pre + 1 + q; ok && j <= c->t; j++)
          ok = c->d[j] == c->d[j - q] && c->mod[j] == c->mod[j - q];
        if (ok) break;
      }
      c->tail = q;
      c->t = pre + q;
      while (pre > 0 && c->d[pre] == c->d[c->t] && c->mod[pre] == c->mod[c->t]) {
        pre--;
        c->t--;
      }
    }
  }
  if (!c->tail)
    while (c->t > 0 && c->d[c->t] == 0) c->t--;
  return 0;
}

static void put_unit(char *out, size_t cap, size_t *n, const ocode *c, int j) {
  *n += (size_t)snprintf(out + *n, cap - *n, "%c", "0123456789ABCDEFGHIJKLMNOPQRSTUV"[c->d[j]]);
  if (c->mod[j]) *n += (size_t)snprintf(out + *n, cap - *n, "%c", c->mod[j]);
}

static int code_param(const char *p, char *out, size_t cap) {
  ocode c;
  size_t n = 0;
  int j, pre;
  if (read_code(p, &c) != 0) return -1;
  pre = c.t - c.tail;
  put_unit(out, cap, &n, &c, 0);
  n += (size_t)snprintf(out + n, cap - n, ".");
  for (j = 1; j <= pre; j++) put_unit(out, cap, &n, &c, j);
  if (c.tail) {
    n += (size_t)snprintf(out + n, cap - n, "[");
    for (j = pre + 1; j <= c.t; j++) put_unit(out, cap, &n, &c, j);
    n += (size_t)snprintf(out + n, cap - n, "]");
  } else if (pre == 0) {
    n += (size_t)snprintf(out + n, cap - n, "0");
  }
  return n < cap ? 0 : -1;
}

static int heap_ok(const char *param, const char *b) {
  (void)param;
  if (*b == '\0' || strlen(b) > 18) return 0;
  for (; *b; b++)
    if (*b < '0' || *b > '9') return 0;
  return 1;
}

static void digit_at(const ocode *c, long j, int *d, int *mod) {
  int u = -1;
  if (j <= c->t) u = (int)j;
  else if (c->tail) u = c->t - c->tail + 1 + (int)((j - (c->t - c->tail) - 1) % c->tail);
  *d = u < 0 ? 0 : c->d[u];
  *mod = u < 0 ? 0 : c->mod[u];
}

/* Every way to leave k heaps (non-decreasing, each at least lo) from n
** tokens; parts[0..at-1] are chosen. */
static void parts(omoves *out, long h, long n, int k, int mod, long lo, long *part, int at) {
  if (at == k - 1) {
    char text[64], bodies[4][24];
    const char *b[4];
    size_t l;
    int i, same = 0;
    if (n < lo) return;
    part[at] = n;
    for (i = 1; i < k; i++) same += part[i] == part[i - 1];
    if (mod == '!' && same) return;
    if (mod == '?' && same == k - 1) return;
    l = (size_t)snprintf(text, sizeof text, "%ld>", h);
    for (i = 0; i < k; i++) {
      l += (size_t)snprintf(text + l, sizeof text - l, "%s%ld", i ? "+" : "", part[i]);
      snprintf(bodies[i], sizeof bodies[i], "%ld", part[i]);
      b[i] = bodies[i];
    }
    om_add(out, text, k, b);
    return;
  }
  for (part[at] = lo; part[at] * (k - at) <= n; part[at]++)
    parts(out, h, n - part[at], k, mod, part[at], part, at + 1);
}

static void moves(const char *param, const char *body, int turn, omoves *out) {
  ocode c;
  long h = atol(body), j, part[4];
  char text[48], left[24];
  (void)turn;
  read_code(param, &c);
  for (j = 0; j <= h; j++) {
    int d, mod, i;
    digit_at(&c, j, &d, &mod);
    if ((d & 1) && j >= 1 && h == j) {
      snprintf(text, sizeof text, "%ld>0", h);
      om_add1(out, text, "0");
    }
    if ((d & 2) && j >= 1 && h > j) {
      snprintf(text, sizeof text, "%ld>%ld", h, h - j);
      snprintf(left, sizeof left, "%ld", h - j);
      om_add1(out, text, left);
    }
    for (i = 2; i <= 4; i++)
      if (d & (1 << i)) parts(out, h, h - j, i, mod, 1, part, 0);
  }
}

const orules orules_tb = {"tb", 1, 0, code_param, heap_ok, NULL, moves, 0};
