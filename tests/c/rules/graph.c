/*
** graph.c — the oracle's games on a directed graph, "graph(a>b/c,b>c,d)":
** tokens on nodes; a move slides one token along an arrow ("a>b"). The
** parameter lists, per item, a node and the arrows out of it; a node alone
** is just a node. Canonical: nodes ordered by name (shorter first, then by
** character code), each node with arrows written once with its targets in
** that order, a node without any arrow alone.
*/
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "../oracle.h"

#define GMAXN 32
#define GMAXNAME 16

typedef struct ograph {
  int n;
  char name[GMAXN][GMAXNAME + 1];
  char arrow[GMAXN][GMAXN]; /* arrow[u][v]: u → v */
} ograph;

static int is_name_char(char ch) {
  return (ch >= 'a' && ch <= 'z') || (ch >= 'A' && ch <= 'Z') || (ch >= '0' && ch <= '9') ||
         ch == '_';
}

static int node(ograph *g, const char *s, size_t len) {
  int i;
  if (len == 0 || len > GMAXNAME) return -1;
  for (i = 0; i < g->n; i++)
    if (strlen(g->name[i]) == len && strncmp(g->name[i], s, len) == 0) return i;
  if (g->n == GMAXN) return -1;
  memcpy(g->name[g->n], s, len);
  g->name[g->n][len] = '\0';
  return g->n++;
}

static int before(const char *a, const char *b) {
  size_t la = strlen(a), lb = strlen(b);
  return la != lb ? la < lb : strcmp(a, b) < 0;
}

/* Reads p into g with nodes in canonical order; -1 when p is not a graph. */
static int read_graph(const char *p, ograph *g) {
  ograph raw;
  int i, j, perm[GMAXN];
  memset(&raw, 0, sizeof raw);
  for (;;) {
    size_t l = 0;
    int u;
    while (is_name_char(p[l])) l++;
    if ((u = node(&raw, p, l)) < 0) return -1;
    p += l;
    if (*p == '>') {
      do {
        int v;
        p++;
        for (l = 0; is_name_char(p[l]); l++) {}
        if ((v = node(&raw, p, l)) < 0) return -1;
        raw.arrow[u][v] = 1;
        p += l;
      } while (*p == '/');
    }
    if (*p == '\0') break;
    if (*p++ != ',') return -1;
  }
  for (i = 0; i < raw.n; i++) perm[i] = i; /* insertion sort by name */
  for (i = 1; i < raw.n; i++)
    for (j = i; j > 0 && before(raw.name[perm[j]], raw.name[perm[j - 1]]); j--) {
      int t = perm[j];
      perm[j] = perm[j - 1];
      perm[j - 1] = t;
    }
  memset(g, 0, sizeof *g);
  g->n = raw.n;
  for (i = 0; i < raw.n; i++) {
    strcpy(g->name[i], raw.name[perm[i]]);
    for (j = 0; j < raw.n; j++) g->arrow[i][j] = raw.arrow[perm[i]][perm[j]];
  }
  return 0;
}

static int param(const char *p, char *out, size_t cap) {
  ograph g;
  int u, v, first = 1;
  size_t n = 0;
  if (read_graph(p, &g) != 0) return -1;
  out[0] = '\0';
  for (u = 0; u < g.n; u++) {
    int out_any = 0, in_any = 0;
    for (v = 0; v < g.n; v++) {
      out_any |= g.arrow[u][v];
      in_any |= g.arrow[v][u];
    }
    if (!out_any && in_any) continue;
    n += (size_t)snprintf(out + n, cap > n ? cap - n : 0, "%s%s", first ? "" : ",", g.name[u]);
    first = 0;
    for (v = 0, out_any = 0; v < g.n; v++)
      if (g.arrow[u][v])
        n += (size_t)snprintf(out + n, cap > n ? cap - n : 0, "%c%s", out_any++ ? '/' : '>',
                              g.name[v]);
    if (n >= cap) return -1;
  }
  return 0;
}

static int body_ok(const char *param_text, const char *body) {
  ograph g;
  int i;
  if (read_graph(param_text, &g) != 0) return 0;
  for (i = 0; i < g.n; i++)
    if (strcmp(g.name[i], body) == 0) return 1;
  return 0;
}

static void moves(const char *param_text, const char *body, int turn, omoves *out) {
  ograph g;
  int u, v;
  char text[64];
  (void)turn;
  read_graph(param_text, &g);
  for (u = 0; u < g.n && strcmp(g.name[u], body) != 0; u++) {}
  for (v = 0; u < g.n && v < g.n; v++)
    if (g.arrow[u][v]) {
      snprintf(text, sizeof text, "%s>%s", g.name[u], g.name[v]);
      om_add1(out, text, g.name[v]);
    }
}

const orules orules_graph = {"graph", 1, 0, param, body_ok, NULL, moves, 0};
