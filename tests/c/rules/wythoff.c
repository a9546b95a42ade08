/*
** wythoff.c — the oracle's Wythoff's game, "x/y": two heaps; a move takes
** any positive number of stones from one heap, or the same positive number
** from both. Moves are written "x/y>x'/y'".
*/
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "../oracle.h"

static int pair_ok(const char *param, const char *b) {
  size_t n = strspn(b, "0123456789");
  (void)param;
  if (n == 0 || n > 9 || b[n] != '/') return 0;
  b += n + 1;
  n = strspn(b, "0123456789");
  return n > 0 && n <= 9 && b[n] == '\0';
}

static void add(omoves *out, long x, long y, long nx, long ny) {
  char text[96], after[48];
  snprintf(text, sizeof text, "%ld/%ld>%ld/%ld", x, y, nx, ny);
  snprintf(after, sizeof after, "%ld/%ld", nx, ny);
  om_add1(out, text, after);
}

static void moves(const char *param, const char *body, int turn, omoves *out) {
  char *p;
  long x = strtol(body, &p, 10), y = strtol(p + 1, NULL, 10), t;
  (void)param;
  (void)turn;
  for (t = 1; t <= x; t++) add(out, x, y, x - t, y);
  for (t = 1; t <= y; t++) add(out, x, y, x, y - t);
  for (t = 1; t <= x && t <= y; t++) add(out, x, y, x - t, y - t);
}

const orules orules_wythoff = {"wythoff", 0, 0, NULL, pair_ok, NULL, moves, 0};
