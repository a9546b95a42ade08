/*
** knights.c — the oracle's hyper knights, "x/y": a knight jumps from (x, y)
** to (x+1, y-2), (x-1, y-3), (x-1, y-2), (x-2, y-1), (x-3, y-1) or
** (x-2, y+1), staying at x, y >= 0. Moves are written "x/y>x'/y'".
*/
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "../oracle.h"

static int cell_ok(const char *param, const char *b) {
  size_t n = strspn(b, "0123456789");
  (void)param;
  if (n == 0 || n > 6 || b[n] != '/') return 0;
  b += n + 1;
  n = strspn(b, "0123456789");
  return n > 0 && n <= 6 && b[n] == '\0';
}

static void moves(const char *param, const char *body, int turn, omoves *out) {
  static const int d[6][2] = {{1, -2}, {-1, -3}, {-1, -2}, {-2, -1}, {-3, -1}, {-2, 1}};
  char *p;
  long x = strtol(body, &p, 10), y = strtol(p + 1, NULL, 10);
  char text[96], after[48];
  int j;
  (void)param;
  (void)turn;
  for (j = 0; j < 6; j++) {
    long nx = x + d[j][0], ny = y + d[j][1];
    if (nx < 0 || ny < 0) continue;
    snprintf(text, sizeof text, "%ld/%ld>%ld/%ld", x, y, nx, ny);
    snprintf(after, sizeof after, "%ld/%ld", nx, ny);
    om_add1(out, text, after);
  }
}

const orules orules_knights = {"knights", 0, 0, NULL, cell_ok, NULL, moves, 0};
