/*
** fields_search.c — the move fields and component details of the games
** found by search (Cram, Node-Kayles, Arc-Kayles, Chomp), from the rules and
** the component's text alone; rows of FIELDS in fields.c.
*/
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "fields.h"

static char why[512];

static const char *bad(const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(why, sizeof why, fmt, ap);
  va_end(ap);
  return why;
}

/* ---- Cram -------------------------------------------------------------------------- */

#define SMAX 16

typedef struct sboard {
  int R, C;
  char cell[SMAX * SMAX];
} sboard;

static int board(const char *body, sboard *b) {
  int n = 0;
  memset(b, 0, sizeof *b);
  if (body[0] >= '0' && body[0] <= '9') {
    if (sscanf(body, "%dx%d", &b->R, &b->C) != 2 || b->R * b->C > SMAX * SMAX) return -1;
    memset(b->cell, '.', (size_t)(b->R * b->C));
    return 0;
  }
  b->C = (int)strcspn(body, "/");
  for (; *body && n < SMAX * SMAX; body++)
    if (*body != '/') b->cell[n++] = *body;
  b->R = b->C ? n / b->C : 0;
  return 0;
}

void fs_cram_move(const char *mv, const ocomp *c, const ocomp *after, int nafter, long *from,
                  long *to, long *count) {
  sboard b;
  int r, k, r2, k2;
  (void)after, (void)nafter;
  board(c->body, &b);
  if (sscanf(mv, "%d.%d-%d.%d", &r, &k, &r2, &k2) != 4) return;
  *from = (long)(r - 1) * b.C + k;
  *to = (long)(r2 - 1) * b.C + k2;
  *count = 2;
}

/* regions: the free cells joined across or down, each once, values XOR to
** sg; mirror/centre by the half turn. */
const char *fs_cram_detail(const jval *jc, const ocomp *c, long sg) {
  sboard b;
  const jval *regs = json_get(jc, "regions");
  int seen[SMAX * SMAX], i, j, N, x = 0, fixed = 0, dom = -1, sym = 1;
  const char *mirror = json_str(jc, "mirror");
  board(c->body, &b);
  N = b.R * b.C;
  if (json_long(jc, "rows", -1) != b.R || json_long(jc, "cols", -1) != b.C)
    return bad("rows/cols %ld/%ld, the board is %dx%d", json_long(jc, "rows", -1),
               json_long(jc, "cols", -1), b.R, b.C);
  if (regs == NULL || regs->t != J_ARR) return bad("no regions");
  for (i = 0; i < N; i++) seen[i] = -1;
  for (j = 0; j < (int)regs->n; j++) {
    const jval *cells = json_get(regs->items[j], "cells");
    for (i = 0; cells && i < (int)cells->n; i++) {
      int a = (int)cells->items[i]->num;
      if (a < 0 || a >= N || b.cell[a] != '.' || seen[a] >= 0) return bad("region cell %d", a);
      seen[a] = j;
    }
    x ^= (int)json_long(regs->items[j], "sg", -1);
  }
  for (i = 0; i < N; i++) {
    if (b.cell[i] == '.' && seen[i] < 0) return bad("cell %d in no region", i);
    if (b.cell[i] != '.') continue;
    if (i % b.C + 1 < b.C && b.cell[i + 1] == '.' && seen[i] != seen[i + 1])
      return bad("cells %d and %d side by side in two regions", i, i + 1);
    if (i + b.C < N && b.cell[i + b.C] == '.' && seen[i] != seen[i + b.C])
      return bad("cells %d and %d one above the other in two regions", i, i + b.C);
  }
  if (sg >= 0 && x != sg) return bad("regions XOR to %d, the board is worth %ld", x, sg);
  for (i = 0; i < N; i++) {
    int m = N - 1 - i;
    if ((b.cell[i] == '.') != (b.cell[m] == '.')) sym = 0;
    if (b.cell[i] != '.') continue;
    if (i == m) fixed = 1;
    if (i < m && ((m == i + 1 && i / b.C == m / b.C) || m == i + b.C)) dom = i;
  }
  {
    const char *want = !sym || fixed ? NULL : dom < 0 ? "second" : "first";
    if ((want == NULL) != (mirror == NULL) || (want && strcmp(want, mirror) != 0))
      return bad("mirror %s, the half turn says %s", mirror ? mirror : "null", want ? want : "null");
    if (want && dom >= 0) {
      char t[64];
      const char *centre = json_str(jc, "centre");
      snprintf(t, sizeof t, "%d.%d-%d.%d", dom / b.C + 1, dom % b.C + 1, (N - 1 - dom) / b.C + 1,
               (N - 1 - dom) % b.C + 1);
      if (centre == NULL || strcmp(centre, t) != 0) return bad("centre %s, not %s", centre ? centre : "null", t);
      if (sg == 0) return bad("a free centre domino with mirror halves, yet worth 0");
    }
    if (want && dom < 0 && sg > 0) return bad("mirror halves, yet worth %ld", sg);
  }
  return NULL;
}

/* ---- Chomp ------------------------------------------------------------------------- */

static int rows(const char *body, long *len) {
  int n = 0, R, C;
  if (strchr(body, 'x') && sscanf(body, "%dx%d", &R, &C) == 2) {
    for (n = 0; n < R && n < 64; n++) len[n] = C;
    return n;
  }
  while (*body && n < 64) {
    len[n] = strtol(body, (char **)&body, 10);
    if (len[n] > 0) n++;
    if (*body == '/') body++;
  }
  return n;
}

void fs_chomp_move(const char *mv, const ocomp *c, const ocomp *after, int nafter, long *from,
                   long *to, long *count) {
  long a[64], b[64];
  int na = rows(c->body, a), nb = rows(after[0].body, b), i, r, k;
  (void)nafter;
  if (sscanf(mv, "%d.%d", &r, &k) != 2) return;
  *from = r;
  *to = k;
  *count = 0;
  for (i = 0; i < na; i++) *count += a[i] - (i < nb ? b[i] : 0);
}

const char *fs_chomp_detail(const jval *jc, const ocomp *c, long sg) {
  long len[64];
  int n = rows(c->body, len), i, rect = 1;
  const jval *r = json_get(jc, "rows");
  if (r == NULL || r->t != J_ARR || (int)r->n != n) return bad("rows: not %d of them", n);
  for (i = 0; i < n; i++) {
    if ((long)r->items[i]->num != len[i]) return bad("row %d", i + 1);
    if (len[i] != len[0]) rect = 0;
  }
  rect = rect && !(n == 1 && len[0] == 1);
  if (json_bool(jc, "rectangle") != rect) return bad("rectangle %d", json_bool(jc, "rectangle"));
  if (rect && sg == 0) return bad("a rectangle worth 0 (strategy stealing says it is won)");
  return NULL;
}

/* ---- Node-Kayles and Arc-Kayles ------------------------------------------------------- */

/* The names of a canonical graph body, in the order it names them (nodes
** are written in canonical order). */
static int names(const char *body, char nm[][20]) {
  int n = 0, R, C, r, k, len;
  if (strcmp(body, "-") == 0) return 0;
  if (sscanf(body, "grid(%dx%d)%n", &R, &C, &len) == 2) {
    char t[64][20];
    for (r = 0; r < R; r++)
      for (k = 0; k < C; k++) snprintf(t[n++], 20, "%c%d", 'a' + r, k + 1);
    { /* canonical order: shorter first, then character code */
      int i, j;
      for (i = 1; i < n; i++)
        for (j = i; j > 0; j--) {
          size_t la = strlen(t[j]), lb = strlen(t[j - 1]);
          if (la < lb || (la == lb && strcmp(t[j], t[j - 1]) < 0)) {
            char s[20];
            memcpy(s, t[j], 20);
            memcpy(t[j], t[j - 1], 20);
            memcpy(t[j - 1], s, 20);
          }
        }
      memcpy(nm, t, sizeof(t[0]) * (size_t)n);
    }
    return n;
  }
  while (*body) {
    size_t l = strcspn(body, ".-");
    int i;
    char s[20];
    snprintf(s, sizeof s, "%.*s", (int)l, body);
    for (i = 0; i < n && strcmp(nm[i], s) != 0; i++) {}
    if (i == n) memcpy(nm[n++], s, 20);
    body += l;
    if (*body) body++;
  }
  { /* canonical order */
    int i, j;
    for (i = 1; i < n; i++)
      for (j = i; j > 0; j--) {
        size_t la = strlen(nm[j]), lb = strlen(nm[j - 1]);
        if (la < lb || (la == lb && strcmp(nm[j], nm[j - 1]) < 0)) {
          char s[20];
          memcpy(s, nm[j], 20);
          memcpy(nm[j], nm[j - 1], 20);
          memcpy(nm[j - 1], s, 20);
        }
      }
  }
  return n;
}

static int index_of(char nm[][20], int n, const char *s, size_t l) {
  int i;
  for (i = 0; i < n; i++)
    if (strlen(nm[i]) == l && strncmp(nm[i], s, l) == 0) return i;
  return -1;
}

void fs_kayles_move(const char *mv, const ocomp *c, const ocomp *after, int nafter, long *from,
                    long *to, long *count) {
  char nm[64][20], na[64][20];
  int n = names(c->body, nm), m = names(after[0].body, na);
  const char *dash = strchr(mv, '-');
  (void)nafter;
  if (dash) {
    *from = index_of(nm, n, mv, (size_t)(dash - mv)) + 1;
    *to = index_of(nm, n, dash + 1, strlen(dash + 1)) + 1;
  } else {
    *from = *to = index_of(nm, n, mv, strlen(mv)) + 1;
  }
  *count = n - m;
  { /* Arc-Kayles keeps nodes without edges: two go */
    if (dash) *count = 2;
  }
}

const char *fs_kayles_detail(const jval *jc, const ocomp *c, long sg) {
  char nm[64][20];
  int n = names(c->body, nm), i, x = 0, part[64];
  const jval *nodes = json_get(jc, "nodes"), *parts = json_get(jc, "parts"),
             *edges = json_get(jc, "edges");
  if (nodes == NULL || nodes->t != J_ARR || (int)nodes->n != n) return bad("nodes: not %d", n);
  for (i = 0; i < n; i++)
    if (nodes->items[i]->t != J_STR || strcmp(nodes->items[i]->s, nm[i]) != 0)
      return bad("node %d is %s, not %s", i, nodes->items[i]->s, nm[i]);
  if (edges == NULL || parts == NULL || parts->t != J_ARR) return bad("no edges or parts");
  for (i = 0; i < n; i++) part[i] = -1;
  for (i = 0; i < (int)parts->n; i++) {
    const jval *pn = json_get(parts->items[i], "nodes");
    size_t k;
    for (k = 0; pn && k < pn->n; k++) {
      int u = (int)pn->items[k]->num;
      if (u < 0 || u >= n || part[u] >= 0) return bad("part node %d", u);
      part[u] = i;
    }
    x ^= (int)json_long(parts->items[i], "sg", -1);
  }
  for (i = 0; i < n; i++)
    if (part[i] < 0) return bad("node %s in no part", nm[i]);
  for (i = 0; i < (int)edges->n; i++) {
    int u = (int)edges->items[i]->items[0]->num, v = (int)edges->items[i]->items[1]->num;
    if (u < 0 || v < 0 || u >= n || v >= n || part[u] != part[v]) return bad("edge %d-%d across parts", u, v);
  }
  if (sg >= 0 && x != sg) return bad("parts XOR to %d, the graph is worth %ld", x, sg);
  return NULL;
}
