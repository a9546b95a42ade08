/*
** kayles.c — the oracle's Node-Kayles and Arc-Kayles on a graph written as
** items joined by "." (or ","): "a-b" an edge, "a-b-c" a path, "d" a node,
** "grid(RxC)" a grid of nodes a1 … (rows a, b, …; columns 1, 2, …) with
** edges between cells side by side. Node-Kayles: a move "v" removes v and
** its neighbours. Arc-Kayles: a move "u-v" (an edge, u first in name order)
** removes u and v. Canonical: nodes by name (shorter first, then character
** code), each edge once as "u-v" under its first end, a node without edges
** alone, items joined by "."; a graph that is exactly grid(RxC) with its
** cells' names is written so, and the graph without nodes "-".
*/
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "../oracle.h"

#define KMAX 24
#define KNAME 17

typedef struct kg {
  int n;
  char name[KMAX][KNAME];
  char e[KMAX][KMAX];
} kg;

static int before(const char *a, const char *b) {
  size_t la = strlen(a), lb = strlen(b);
  return la != lb ? la < lb : strcmp(a, b) < 0;
}

static int node(kg *g, const char *s, size_t l) {
  int i;
  if (l == 0 || l >= KNAME) return -1;
  for (i = 0; i < g->n; i++)
    if (strlen(g->name[i]) == l && strncmp(g->name[i], s, l) == 0) return i;
  if (g->n == KMAX) return -1;
  memcpy(g->name[g->n], s, l);
  g->name[g->n][l] = '\0';
  return g->n++;
}

static int namech(char ch) {
  return (ch >= 'a' && ch <= 'z') || (ch >= 'A' && ch <= 'Z') || (ch >= '0' && ch <= '9') ||
         ch == '_';
}

/* Reads body into g with nodes in canonical order; -1 when it is not a graph. */
static int read_kg(const char *p, kg *g) {
  kg raw;
  int perm[KMAX], i, j;
  memset(&raw, 0, sizeof raw);
  if (strcmp(p, "-") == 0) { /* no node */
    memset(g, 0, sizeof *g);
    return 0;
  }
  for (;;) {
    int R, C, len;
    if (sscanf(p, "grid(%dx%d)%n", &R, &C, &len) == 2 && len > 0) {
      int r, c;
      char a[16], b[16];
      if (R * C > KMAX || R < 1 || C < 1) return -1;
      for (r = 0; r < R; r++)
        for (c = 0; c < C; c++) {
          int u, v;
          snprintf(a, sizeof a, "%c%d", 'a' + r, c + 1);
          u = node(&raw, a, strlen(a));
          if (c > 0) {
            snprintf(b, sizeof b, "%c%d", 'a' + r, c);
            v = node(&raw, b, strlen(b));
            raw.e[u][v] = raw.e[v][u] = 1;
          }
          if (r > 0) {
            snprintf(b, sizeof b, "%c%d", 'a' + r - 1, c + 1);
            v = node(&raw, b, strlen(b));
            raw.e[u][v] = raw.e[v][u] = 1;
          }
        }
      p += len;
    } else {
      size_t l = 0;
      int u;
      while (namech(p[l])) l++;
      if ((u = node(&raw, p, l)) < 0) return -1;
      p += l;
      while (*p == '-') {
        int v;
        p++;
        for (l = 0; namech(p[l]); l++) {}
        if ((v = node(&raw, p, l)) < 0 || v == u) return -1;
        raw.e[u][v] = raw.e[v][u] = 1;
        p += l;
        u = v;
      }
    }
    if (*p == '\0') break;
    if (*p != '.' && *p != ',') return -1;
    p++;
  }
  for (i = 0; i < raw.n; i++) perm[i] = i;
  for (i = 1; i < raw.n; i++)
    for (j = i; j > 0 && before(raw.name[perm[j]], raw.name[perm[j - 1]]); j--) {
      int t = perm[j];
      perm[j] = perm[j - 1];
      perm[j - 1] = t;
    }
  memset(g, 0, sizeof *g);
  g->n = raw.n;
  for (i = 0; i < raw.n; i++) {
    memcpy(g->name[i], raw.name[perm[i]], KNAME);
    for (j = 0; j < raw.n; j++) g->e[i][j] = raw.e[perm[i]][perm[j]];
  }
  return 0;
}

/* The grid R×C when g is exactly it, named by cells; else 0. */
static int is_grid(const kg *g, int *R, int *C) {
  int u, v, rr[KMAX], cc[KMAX];
  *R = *C = 0;
  for (u = 0; u < g->n; u++) {
    const char *s = g->name[u];
    if (s[0] < 'a' || s[0] > 'z' || s[1] < '1' || s[1] > '9') return 0;
    rr[u] = s[0] - 'a';
    cc[u] = atoi(s + 1) - 1;
    { char back[KNAME]; snprintf(back, sizeof back, "%c%d", 'a' + rr[u], cc[u] + 1);
      if (strcmp(back, s) != 0) return 0; }
    if (rr[u] + 1 > *R) *R = rr[u] + 1;
    if (cc[u] + 1 > *C) *C = cc[u] + 1;
  }
  if (g->n == 0 || *R * *C != g->n) return 0;
  for (u = 0; u < g->n; u++)
    for (v = 0; v < g->n; v++)
      if (u != v && g->e[u][v] != (abs(rr[u] - rr[v]) + abs(cc[u] - cc[v]) == 1)) return 0;
  return 1;
}

static void write_kg(const kg *g, const char *gone, char *out, size_t cap) {
  kg h;
  int u, v, k = 0, idx[KMAX], R, C;
  size_t n = 0;
  memset(&h, 0, sizeof h);
  for (u = 0; u < g->n; u++)
    if (!gone[u]) {
      idx[u] = k;
      memcpy(h.name[k++], g->name[u], KNAME);
    }
  h.n = k;
  for (u = 0; u < g->n; u++)
    for (v = 0; v < g->n; v++)
      if (!gone[u] && !gone[v]) h.e[idx[u]][idx[v]] = g->e[u][v];
  out[0] = '\0';
  if (h.n == 0) {
    snprintf(out, cap, "-");
    return;
  }
  if (is_grid(&h, &R, &C)) {
    snprintf(out, cap, "grid(%dx%d)", R, C);
    return;
  }
  for (u = 0; u < h.n; u++) {
    int any = 0;
    for (v = 0; v < h.n; v++) any |= h.e[u][v];
    if (!any) n += (size_t)snprintf(out + n, cap - n, "%s%s", n ? "." : "", h.name[u]);
    for (v = u + 1; v < h.n; v++)
      if (h.e[u][v]) n += (size_t)snprintf(out + n, cap - n, "%s%s-%s", n ? "." : "", h.name[u], h.name[v]);
  }
}

static int body_ok(const char *param, const char *body) {
  kg g;
  (void)param;
  return read_kg(body, &g) == 0;
}

static void node_moves(const char *param, const char *body, int turn, omoves *out) {
  kg g;
  int u, v;
  (void)param;
  (void)turn;
  read_kg(body, &g);
  for (u = 0; u < g.n; u++) {
    char gone[KMAX], after[OMAXBODY];
    for (v = 0; v < g.n; v++) gone[v] = (char)(v == u || g.e[u][v]);
    write_kg(&g, gone, after, sizeof after);
    om_add1(out, g.name[u], after);
  }
}

static void arc_moves(const char *param, const char *body, int turn, omoves *out) {
  kg g;
  int u, v;
  (void)param;
  (void)turn;
  read_kg(body, &g);
  for (u = 0; u < g.n; u++)
    for (v = u + 1; v < g.n; v++) {
      char gone[KMAX], after[OMAXBODY], text[64];
      if (!g.e[u][v]) continue;
      memset(gone, 0, sizeof gone);
      gone[u] = gone[v] = 1;
      write_kg(&g, gone, after, sizeof after);
      snprintf(text, sizeof text, "%s-%s", g.name[u], g.name[v]);
      om_add1(out, text, after);
    }
}

const orules orules_nodekayles = {"nodekayles", 0, 0, NULL, body_ok, NULL, node_moves, 1};
const orules orules_arckayles = {"arckayles", 0, 0, NULL, body_ok, NULL, arc_moves, 1};
