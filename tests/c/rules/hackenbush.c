/*
** hackenbush.c — the oracle's Green Hackenbush, from the rules alone: a
** picture is edges "u-v" separated by "." (vertex 0 the ground, "0" alone
** the bare ground). A move deletes one edge, named by its place in the body
** (from 1); every edge no longer connected to the ground falls. The body
** after it keeps the standing edges in their order.
**
** The oracle reads only canonical bodies — each edge written smaller end
** first, edges in increasing order, every edge connected to the ground — so
** a generator that writes anything else is caught at once.
*/
#include <stdio.h>
#include <string.h>
#include "../oracle.h"

#define HMAX 32 /* edges */

/* Reads the edges of body into u[], v[]; returns how many, or -1. */
static int edges(const char *b, int *u, int *v) {
  int n = 0;
  if (strcmp(b, "0") == 0) return 0;
  for (;;) {
    int a = 0, c = 0, da = 0, dc = 0;
    while (*b >= '0' && *b <= '9') a = a * 10 + (*b++ - '0'), da++;
    if (*b++ != '-') return -1;
    while (*b >= '0' && *b <= '9') c = c * 10 + (*b++ - '0'), dc++;
    if (!da || !dc || n == HMAX || a > 999 || c > 999) return -1;
    u[n] = a;
    v[n] = c;
    n++;
    if (*b == '\0') return n;
    if (*b++ != '.') return -1;
  }
}

/* reach[x] = 1 for the vertices joined to the ground by edges not dead. */
static void reach_ground(int n, const int *u, const int *v, const char *dead, char *reach) {
  int changed = 1, i;
  memset(reach, 0, 1000);
  reach[0] = 1;
  while (changed) { /* plain fixpoint: the pictures are tiny */
    changed = 0;
    for (i = 0; i < n; i++)
      if (!dead[i] && reach[u[i]] != reach[v[i]]) {
        reach[u[i]] = reach[v[i]] = 1;
        changed = 1;
      }
  }
}

static int body_ok(const char *param, const char *b) {
  int u[HMAX] = {0}, v[HMAX] = {0}, n = edges(b, u, v), i;
  char dead[HMAX] = {0}, reach[1000];
  (void)param;
  if (n < 0) return 0;
  for (i = 0; i < n; i++) {
    if (u[i] > v[i]) return 0;
    if (i > 0 && (u[i] < u[i - 1] || (u[i] == u[i - 1] && v[i] < v[i - 1]))) return 0;
  }
  reach_ground(n, u, v, dead, reach);
  for (i = 0; i < n; i++)
    if (!reach[u[i]]) return 0;
  return 1;
}

static void moves(const char *param, const char *body, int turn, omoves *out) {
  int u[HMAX] = {0}, v[HMAX] = {0}, n = edges(body, u, v), e, i;
  char dead[HMAX] = {0}, reach[1000], text[16], after[OMAXBODY];
  (void)param;
  (void)turn;
  for (e = 0; e < n; e++) {
    size_t l = 0;
    dead[e] = 1;
    reach_ground(n, u, v, dead, reach);
    after[0] = '\0';
    for (i = 0; i < n; i++)
      if (!dead[i] && reach[u[i]])
        l += (size_t)snprintf(after + l, sizeof after - l, "%s%d-%d", l ? "." : "", u[i], v[i]);
    if (l == 0) snprintf(after, sizeof after, "0");
    snprintf(text, sizeof text, "%d", e + 1);
    om_add1(out, text, after);
    dead[e] = 0;
  }
}

const orules orules_hackenbush = {"hackenbush", 0, 0, NULL, body_ok, NULL, moves, 0};
