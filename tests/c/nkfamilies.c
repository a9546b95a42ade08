/*
** nkfamilies.c — Node-Kayles graph families and their published terms (see
** nkfamilies.h).
*/
#include "nkfamilies.h"

#include <stdio.h>

static const long a317367[] = { /* P_n(3), from n = 4 */
  0, 2, 1, 3, 0, 1, 1, 3, 0, 2, 3, 3, 2, 2, 3, 4, 2, 4, 0, 4, 2, 5, 3, 2, 2, 3, 3, 2, 0, 3, 1,
  1, 0, 3, 1, 2, 0, 3, 1, 2, 0, 1, 1, 4, 0, 4, 5, 4, 7, 2, 6, 4, 7, 5, 0, 4, 1, 1, 0, 2, 1};
static const long a316629[] = { /* linked 4-cycles, from n = 1 */
  0, 1, 3, 4, 2, 3, 1, 2, 0, 4, 6, 5, 7, 3, 2, 7, 6, 2, 0, 2, 1};
static const long a316781[] = { /* linked diamonds, from n = 1 */
  2, 1, 0, 3, 3, 1, 4, 2, 6, 5, 0, 2, 7, 1, 4, 3, 3, 1, 4, 7, 7};
static const long a316533[] = { /* P(n,2), from n = 5 */
  1, 0, 1, 0, 1, 0, 0, 0, 1, 0, 1, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0};
static const long a344227[] = {0, 1, 1, 2, 1, 3, 1, 2, 3}; /* n × n queens, from n = 0 */

/* A316533's page is not among the references at hand: its terms are those
** that Max Fan's Node-Kayles calculator quotes from P(5,2) on (OEIS A316632
** links to it). */
const nk_family nk_published[] = {
  {NK_SCALLOP, 4, 64, a317367, "P_n(3)", "P_%d(3)", "OEIS A317367"},
  {NK_CYCLES, 1, 21, a316629, "n linked 4-cycles", "%d linked 4-cycles", "OEIS A316629"},
  {NK_CYCLES2, 1, 12, NULL, "n linked 4-cycles (the other way)", "%d linked 4-cycles (the other way)",
   "A316629's comments"},
  {NK_DIAMONDS, 1, 21, a316781, "n linked diamonds", "%d linked diamonds", "OEIS A316781"},
  {NK_PETERSEN, 5, 26, a316533, "P(n,2)", "P(%d,2)", "OEIS A316533"},
  {NK_QUEENS, 0, 8, a344227, "the n×n queens graph", "the %d×%d queens graph", "OEIS A344227"},
};
const size_t nk_npublished = sizeof nk_published / sizeof nk_published[0];

const long nk_grid3[16] = {2, 1, 1, 0, 3, 3, 2, 2, 2, 3, 3, 5, 2, 4, 1, 3};

int nk_graph(int f, int n, int *u, int *v, int *m) {
  int i, j, N = 0;
#define EDGE(a, b) (u[*m] = (a), v[(*m)++] = (b))
  *m = 0;
  switch (f) {
  case NK_SCALLOP:
    N = n;
    for (i = 0; i + 1 < n; i++) EDGE(i, i + 1);
    for (i = 0; i + 3 < n; i++) EDGE(i, i + 3);
    break;
  case NK_CYCLES: /* the path u_0 … u_n, each u_i - v_i - w_i - u_i+1 (u_i = i,
                  ** v_i = n+1+2i, w_i = n+2+2i) */
  case NK_CYCLES2: /* the other way: u_i - v_i - u_i+1 and u_i - w_i - u_i+1 */
    N = 3 * n + 1;
    for (i = 0; i < n; i++) {
      if (f == NK_CYCLES) {
        EDGE(i, i + 1), EDGE(i, n + 1 + 2 * i), EDGE(n + 1 + 2 * i, n + 2 + 2 * i);
      } else {
        EDGE(i, n + 1 + 2 * i), EDGE(n + 1 + 2 * i, i + 1), EDGE(i, n + 2 + 2 * i);
      }
      EDGE(n + 2 + 2 * i, i + 1);
    }
    break;
  case NK_DIAMONDS: /* the path v_0 … v_n, and u_i, w_i each next to v_i-1 and v_i */
    N = 3 * n + 1;
    for (i = 0; i < n; i++) {
      EDGE(i, i + 1);
      for (j = 1; j <= 2; j++) EDGE(i, n + j + 2 * i), EDGE(i + 1, n + j + 2 * i);
    }
    break;
  case NK_PETERSEN: /* the cycle o_0 … o_n-1, spokes o_i - s_i, and s_i - s_i+2 (mod n) */
    N = 2 * n;
    for (i = 0; i < n; i++) EDGE(i, (i + 1) % n), EDGE(i, n + i), EDGE(n + i, n + (i + 2) % n);
    break;
  case NK_QUEENS: /* cells that a queen moves between */
    N = n * n;
    for (i = 0; i < N; i++)
      for (j = i + 1; j < N; j++) {
        int dr = j / n - i / n, dc = j % n - i % n;
        if (dr == 0 || dc == 0 || dr == dc || dr == -dc) EDGE(i, j);
      }
    break;
  }
#undef EDGE
  return N;
}

size_t nk_text(int f, int n, char *t, size_t cap) {
  static int u[64 * 63 / 2], v[64 * 63 / 2];
  int m, N = nk_graph(f, n, u, v, &m), i, x, deg[64] = {0};
  size_t l = (size_t)snprintf(t, cap, "nodekayles:");
  for (i = 0; i < m && l < cap; i++) {
    deg[u[i]]++, deg[v[i]]++;
    l += (size_t)snprintf(t + l, cap - l, "%sn%d-n%d", i ? "," : "", u[i], v[i]);
  }
  for (x = 0; x < N && l < cap; x++)
    if (deg[x] == 0) l += (size_t)snprintf(t + l, cap - l, "%sn%d", l > 11 ? "," : "", x);
  if (N == 0 && l < cap) l += (size_t)snprintf(t + l, cap - l, "-");
  return l;
}
